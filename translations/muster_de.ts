<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CatalogTable</name>
    <message>
        <source>TL0-5 land</source>
        <translation>TL0-5 Land</translation>
    </message>
    <message>
        <source>TL0-5 naval</source>
        <translation>TL0-5 See</translation>
    </message>
    <message>
        <source>Fantastic</source>
        <translation>Fantastisch</translation>
    </message>
    <message>
        <source>TL6-12 land</source>
        <translation>TL6-12 Land</translation>
    </message>
    <message>
        <source>TL6-12 naval</source>
        <translation>TL6-12 See</translation>
    </message>
    <message>
        <source>TL6-12 air</source>
        <translation>TL6-12 Luft</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Add force %1</source>
        <translation>Streitmacht %1 hinzufügen</translation>
    </message>
    <message>
        <source>Remove force %1</source>
        <translation>Streitmacht %1 entfernen</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>Add element type %1</source>
        <translation>Elementtyp %1 hinzufügen</translation>
    </message>
    <message>
        <source>Delete element type %1</source>
        <translation>Elementtyp %1 löschen</translation>
    </message>
    <message>
        <source>Change element type %1</source>
        <translation>Elementtyp %1 ändern</translation>
    </message>
</context>
<context>
    <name>Customization</name>
    <message>
        <source>TL must be between 0 and 12.</source>
        <translation>TL muss zwischen 0 und 12 liegen.</translation>
    </message>
    <message>
        <source>late-TL5 version: half TS</source>
        <translation>Version aus spätem TL5: halbe TS</translation>
    </message>
    <message>
        <source>%1 is introduced at TL%2; it cannot be fielded at TL%3.</source>
        <translation>%1 wird mit TL%2 eingeführt und kann bei TL%3 nicht eingesetzt werden.</translation>
    </message>
    <message>
        <source>x%1 for %2 TL(s) after introduction at TL%3</source>
        <translation>x%1 für %2 TL nach Einführung mit TL%3</translation>
    </message>
    <message>
        <source> (no further doubling past TL%1)</source>
        <translation> (keine weitere Verdopplung nach TL%1)</translation>
    </message>
    <message>
        <source>x%1 for %2 TL(s) after introduction at TL%3 (doubles through TL5)</source>
        <translation>x%1 für %2 TL nach Einführung mit TL%3 (Verdopplung bis einschließlich TL5)</translation>
    </message>
    <message>
        <source>x%1 low-tech upgrade (+25% per TL past TL5)</source>
        <translation>x%1 Low-Tech-Aufwertung (+25 % pro TL nach TL5)</translation>
    </message>
    <message>
        <source>Airborne is only for elements with land mobility; %1 has none.</source>
        <translation>Luftlande gibt es nur für Elemente mit Landmobilität; %1 hat keine.</translation>
    </message>
    <message>
        <source>Marine is only for elements with land mobility; %1 has none.</source>
        <translation>Marineinfanterie gibt es nur für Elemente mit Landmobilität; %1 hat keine.</translation>
    </message>
    <message>
        <source>All-Weather needs air or water mobility or the Airborne feature.</source>
        <translation>Allwetter erfordert Luft- oder Wassermobilität oder das Merkmal Luftlande.</translation>
    </message>
    <message>
        <source>Hovercraft is only available at TL7 and above.</source>
        <translation>Luftkissen ist erst ab TL7 verfügbar.</translation>
    </message>
    <message>
        <source>Hovercraft needs Coastal or Motorized mobility.</source>
        <translation>Luftkissen erfordert die Mobilität Küste oder motorisiert.</translation>
    </message>
    <message>
        <source>Super-Soldier cannot be given to an element with TS 0.</source>
        <translation>Supersoldat kann nicht an ein Element mit TS 0 vergeben werden.</translation>
    </message>
    <message>
        <source>Only a Naval element can be a Flagship.</source>
        <translation>Nur ein Marine-Element kann Flaggschiff sein.</translation>
    </message>
    <message>
        <source>An element is either hired (Mercenary) or obliged to serve (Levy), not both.</source>
        <translation>Ein Element ist entweder angeheuert (Söldner) oder dienstverpflichtet (Aufgebot), nicht beides.</translation>
    </message>
    <message>
        <source>The Hero TS multiplier must be greater than 0.</source>
        <translation>Der TS-Multiplikator für Held muss größer als 0 sein.</translation>
    </message>
    <message>
        <source>A GM-assigned cost modifier cannot be below -80%.</source>
        <translation>Ein vom SL festgelegter Kostenmodifikator darf nicht unter -80 % liegen.</translation>
    </message>
    <message>
        <source>%1 belongs to the %2 class, so it cannot neutralize %2.</source>
        <translation>%1 gehört zur Klasse %2 und kann %2 daher nicht neutralisieren.</translation>
    </message>
    <message>
        <source>%1 already neutralizes %2.</source>
        <translation>%1 neutralisiert bereits %2.</translation>
    </message>
    <message>
        <source>Neutralize (%1)</source>
        <translation>Neutralisieren (%1)</translation>
    </message>
    <message>
        <source>Terrain (%1)</source>
        <translation>Gelände (%1)</translation>
    </message>
    <message>
        <source>Disloyal (GM-assigned)</source>
        <translation>Illoyal (vom SL festgelegt)</translation>
    </message>
    <message>
        <source>Hero (GM-assigned)</source>
        <translation>Held (vom SL festgelegt)</translation>
    </message>
    <message>
        <source>%1 equipment</source>
        <translation>Ausrüstung %1</translation>
    </message>
    <message>
        <source>%1 troops</source>
        <translation>Truppen %1</translation>
    </message>
    <message>
        <source> (halved for Fanatic)</source>
        <translation> (halbiert wegen Fanatisch)</translation>
    </message>
    <message>
        <source>Base TS %1 (%2, TL%3)</source>
        <translation>Basis-TS %1 (%2, TL%3)</translation>
    </message>
    <message>
        <source>%1 at TL%2: %3</source>
        <translation>%1 bei TL%2: %3</translation>
    </message>
    <message>
        <source>x2 Super-Soldier: %1</source>
        <translation>x2 Supersoldat: %1</translation>
    </message>
    <message>
        <source>%1 quality (%2 equipment %3, %4 troops %5): %6</source>
        <translation>%1 Qualität (Ausrüstung %2 %3, Truppen %4 %5): %6</translation>
    </message>
    <message>
        <source>x%1 Hero (GM-assigned): %2</source>
        <translation>x%1 Held (vom SL festgelegt): %2</translation>
    </message>
    <message>
        <source>Support TS, C3I only: counts 0 toward force TS, full toward C3I</source>
        <translation>Unterstützungs-TS, nur C3I: zählt 0 zur TS der Streitmacht, voll zu C3I</translation>
    </message>
    <message>
        <source>Support TS: counts 10% toward force TS, full toward class superiority</source>
        <translation>Unterstützungs-TS: zählt zu 10 % zur TS der Streitmacht, voll zur Klassenüberlegenheit</translation>
    </message>
    <message>
        <source>Base Raise %1</source>
        <translation>Basis-Aufstellung %1</translation>
    </message>
    <message>
        <source>Base Maintain %1</source>
        <translation>Basis-Unterhalt %1</translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>Gesamt %1</translation>
    </message>
    <message>
        <source>Total %1, floored at %2</source>
        <translation>Gesamt %1, mindestens %2</translation>
    </message>
    <message>
        <source>Mercenary: hired, not raised: $0</source>
        <translation>Söldner: angeheuert, nicht aufgestellt: $0</translation>
    </message>
    <message>
        <source>Levy: the GM waived the initial grant: $0</source>
        <translation>Aufgebot: Der SL erlässt die Anfangszuwendung: $0</translation>
    </message>
    <message>
        <source>x1.25 Mercenary hire on a contract of a year or more: %1</source>
        <translation>x1,25 Söldnersold bei einem Vertrag über ein Jahr oder länger: %1</translation>
    </message>
    <message>
        <source>x1.5 Mercenary hire: %1</source>
        <translation>x1,5 Söldnersold: %1</translation>
    </message>
    <message>
        <source>Levy within two days of home: $0</source>
        <translation>Aufgebot höchstens zwei Tage von der Heimat entfernt: $0</translation>
    </message>
    <message>
        <source>Levy farther from home: half, %1</source>
        <translation>Aufgebot weiter von der Heimat entfernt: halb, %1</translation>
    </message>
    <message>
        <source>Adding Neutralize (%1) is not recommended: that ability should come with the element type itself.</source>
        <translation>Neutralisieren (%1) hinzuzufügen wird nicht empfohlen: Diese Fähigkeit sollte der Elementtyp selbst mitbringen.</translation>
    </message>
    <message>
        <source>Fanatics are usually raised as Good or Elite troops (at a reduced premium).</source>
        <translation>Fanatiker werden meist als gute oder Elitetruppen aufgestellt (mit ermäßigtem Aufschlag).</translation>
    </message>
</context>
<context>
    <name>DemoCampaign</name>
    <message>
        <source>The demo campaign is missing from this build.</source>
        <translation>Die Demo-Kampagne ist in diesem Build nicht enthalten.</translation>
    </message>
    <message>
        <source>%1 already exists.</source>
        <translation>%1 existiert bereits.</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>ElementCatalog</name>
    <message>
        <source>Duplicate element type id &quot;%1&quot;.</source>
        <translation>Doppelte Elementtyp-ID „%1“.</translation>
    </message>
    <message>
        <source>Only custom element types can be added to a campaign.</source>
        <translation>Nur eigene Elementtypen können einer Kampagne hinzugefügt werden.</translation>
    </message>
    <message>
        <source>An element type with the id &quot;%1&quot; already exists.</source>
        <translation>Ein Elementtyp mit der ID „%1“ existiert bereits.</translation>
    </message>
    <message>
        <source>The built-in element types cannot be changed; copy one as a custom type instead.</source>
        <translation>Die eingebauten Elementtypen können nicht geändert werden; kopieren Sie stattdessen einen als eigenen Typ.</translation>
    </message>
    <message>
        <source>The built-in element types cannot be deleted.</source>
        <translation>Die eingebauten Elementtypen können nicht gelöscht werden.</translation>
    </message>
    <message>
        <source>Only built-in element types take a doubling cap here; edit a custom type instead.</source>
        <translation>Nur eingebaute Elementtypen erhalten hier eine Verdopplungsgrenze; bearbeiten Sie stattdessen den eigenen Typ.</translation>
    </message>
    <message>
        <source>%1 does not double its TS per TL, so it has no doubling cap.</source>
        <translation>%1 verdoppelt seine TS nicht pro TL und hat daher keine Verdopplungsgrenze.</translation>
    </message>
    <message>
        <source>%1 stays viable from TL%2 (two TLs after its introduction) to TL12.</source>
        <translation>%1 bleibt von TL%2 (zwei TL nach seiner Einführung) bis TL12 brauchbar.</translation>
    </message>
</context>
<context>
    <name>ElementRecordCard</name>
    <message>
        <source>&lt;p&gt;Unknown element type &lt;b&gt;%1&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Unbekannter Elementtyp &lt;b&gt;%1&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Invalid:</source>
        <translation>Ungültig:</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;TS:&lt;/b&gt; %1. &lt;b&gt;WT:&lt;/b&gt; %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;TS:&lt;/b&gt; %1. &lt;b&gt;WT:&lt;/b&gt; %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Classes:&lt;/b&gt; %1. &lt;b&gt;Mobility:&lt;/b&gt; %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Klassen:&lt;/b&gt; %1. &lt;b&gt;Mobilität:&lt;/b&gt; %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Quality:&lt;/b&gt; %1 equipment; %2 troops.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Qualität:&lt;/b&gt; Ausrüstung %1; Truppen %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Features:&lt;/b&gt; %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Merkmale:&lt;/b&gt; %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Cost:&lt;/b&gt; %1 to raise; %2 to maintain.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Kosten:&lt;/b&gt; %1 Aufstellung; %2 Unterhalt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Time to raise:&lt;/b&gt; %1 days; %2 days at twice the cost; %3 days at four times the cost.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Aufstellungszeit:&lt;/b&gt; %1 Tage; %2 Tage zu doppelten Kosten; %3 Tage zu vierfachen Kosten.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Time to raise:&lt;/b&gt; none; these troops are not raised by their commander.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Aufstellungszeit:&lt;/b&gt; keine; diese Truppen werden nicht von ihrem Befehlshaber aufgestellt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;This line:&lt;/b&gt; %1 elements: TS %2, WT %3, %4 to raise, %5 per month.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Diese Zeile:&lt;/b&gt; %1 Elemente: TS %2, WT %3, %4 Aufstellung, %5 pro Monat.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ElementTypeJson</name>
    <message>
        <source>Unknown special class &quot;%1&quot;.</source>
        <translation>Unbekannte Spezialklasse „%1“.</translation>
    </message>
    <message>
        <source>An element type needs an id and a name.</source>
        <translation>Ein Elementtyp braucht eine ID und einen Namen.</translation>
    </message>
    <message>
        <source>Unknown table &quot;%1&quot;.</source>
        <translation>Unbekannte Tabelle „%1“.</translation>
    </message>
    <message>
        <source>Unknown mobility &quot;%1&quot;.</source>
        <translation>Unbekannte Mobilität „%1“.</translation>
    </message>
    <message>
        <source>Unknown TL scaling &quot;%1&quot;.</source>
        <translation>Unbekannte TL-Skalierung „%1“.</translation>
    </message>
</context>
<context>
    <name>Feature</name>
    <message>
        <source>Neutralize (%1)</source>
        <translation>Neutralisieren (%1)</translation>
    </message>
    <message>
        <source>Terrain (%1)</source>
        <translation>Gelände (%1)</translation>
    </message>
    <message>
        <source>Airborne</source>
        <translation>Luftlande</translation>
    </message>
    <message>
        <source>All-Weather</source>
        <translation>Allwetter</translation>
    </message>
    <message>
        <source>Disloyal</source>
        <translation>Illoyal</translation>
    </message>
    <message>
        <source>Fanatic</source>
        <translation>Fanatisch</translation>
    </message>
    <message>
        <source>Flagship</source>
        <translation>Flaggschiff</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Held</translation>
    </message>
    <message>
        <source>Hovercraft</source>
        <translation>Luftkissen</translation>
    </message>
    <message>
        <source>Impetuous</source>
        <translation>Ungestüm</translation>
    </message>
    <message>
        <source>Levy</source>
        <translation>Aufgebot</translation>
    </message>
    <message>
        <source>Marine</source>
        <translation>Marineinfanterie</translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation>Söldner</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Nacht</translation>
    </message>
    <message>
        <source>Nocturnal</source>
        <translation>Nachtaktiv</translation>
    </message>
    <message>
        <source>Sealed</source>
        <translation>Versiegelt</translation>
    </message>
    <message>
        <source>Super-Soldier</source>
        <translation>Supersoldat</translation>
    </message>
    <message>
        <source>Arctic</source>
        <translation>Arktis</translation>
    </message>
    <message>
        <source>Desert</source>
        <translation>Wüste</translation>
    </message>
    <message>
        <source>Jungle</source>
        <translation>Dschungel</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Gebirge</translation>
    </message>
    <message>
        <source>Swampland</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>Woodlands</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>Within two days of home (no upkeep)</source>
        <translation>Höchstens zwei Tage von der Heimat entfernt (kein Unterhalt)</translation>
    </message>
    <message>
        <source>Farther from home (half upkeep)</source>
        <translation>Weiter von der Heimat entfernt (halber Unterhalt)</translation>
    </message>
    <message>
        <source>Past two months (paid as mercenaries)</source>
        <translation>Länger als zwei Monate (Bezahlung wie Söldner)</translation>
    </message>
</context>
<context>
    <name>ForceAggregates</name>
    <message>
        <source>%1: (%2) support, counts %3</source>
        <translation>%1: (%2) Unterstützung, zählt %3</translation>
    </message>
    <message>
        <source>%1: cannot be transported</source>
        <translation>%1: nicht transportierbar</translation>
    </message>
    <message>
        <source>%1: carries %2</source>
        <translation>%1: transportiert %2</translation>
    </message>
    <message>
        <source>%1: no mobility, needs %2 WT of transport</source>
        <translation>%1: keine Mobilität, benötigt Transport für %2 WT</translation>
    </message>
    <message>
        <source>(cannot be carried)</source>
        <translation>(nicht transportierbar)</translation>
    </message>
    <message>
        <source>%1: %2 elements, TS %3</source>
        <translation>%1: %2 Elemente, TS %3</translation>
    </message>
    <message>
        <source>%1: TS %2</source>
        <translation>%1: TS %2</translation>
    </message>
    <message numerus="yes">
        <source>... and %n more line(s)</source>
        <translation>
            <numerusform>... und %n weitere Zeile</numerusform>
            <numerusform>... und %n weitere Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>Support TS counts 10% (0 for C3I-only elements). Force TS %1</source>
        <translation>Unterstützungs-TS zählt zu 10 % (0 bei reinen C3I-Elementen). TS der Streitmacht %1</translation>
    </message>
    <message>
        <source>Capacity %1; immobile elements need %2; largest single carrier T%3</source>
        <translation>Kapazität %1; immobile Elemente benötigen %2; größter einzelner Träger T%3</translation>
    </message>
    <message numerus="yes">
        <source>%n immobile element(s) are heavier than any carrier can take.</source>
        <translation>
            <numerusform>%n immobiles Element ist schwerer, als irgendein Träger aufnehmen kann.</numerusform>
            <numerusform>%n immobile Elemente sind schwerer, als irgendein Träger aufnehmen kann.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1% of the force by count or TS, whichever is greater (10% or more inspires the first Attack)</source>
        <translation>%1 % der Streitmacht nach Anzahl oder TS, je nachdem, was größer ist (ab 10 % wird der erste Angriff ausgelöst)</translation>
    </message>
    <message>
        <source>%1% of the force by count or TS, whichever is greater</source>
        <translation>%1 % der Streitmacht nach Anzahl oder TS, je nachdem, was größer ist</translation>
    </message>
    <message>
        <source>%1% of force TS; above 10% the Disloyal may revolt (3d at or under %2)</source>
        <translation>%1 % der TS der Streitmacht; über 10 % können die Illoyalen revoltieren (3W bis einschließlich %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) with invalid choices are not counted.</source>
        <translation>
            <numerusform>%n Zeile mit ungültiger Auswahl wird nicht gezählt.</numerusform>
            <numerusform>%n Zeilen mit ungültiger Auswahl werden nicht gezählt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Total to raise: %1</source>
        <translation>Aufstellung gesamt: %1</translation>
    </message>
    <message>
        <source>Total per month: %1</source>
        <translation>Unterhalt gesamt pro Monat: %1</translation>
    </message>
</context>
<context>
    <name>LineFigures</name>
    <message>
        <source>Unknown element type &quot;%1&quot;.</source>
        <translation>Unbekannter Elementtyp „%1“.</translation>
    </message>
    <message>
        <source>A force can have only one Flagship; this change would give it %1.</source>
        <translation>Eine Streitmacht kann nur ein Flaggschiff haben; durch diese Änderung hätte sie %1.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Muster campaigns (*.muster);;All files (*)</source>
        <translation>Muster-Kampagnen (*.muster);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>Mobility</name>
    <message>
        <source>Foot</source>
        <translation>zu Fuß</translation>
    </message>
    <message>
        <source>Mechanized</source>
        <translation>mechanisiert</translation>
    </message>
    <message>
        <source>Motorized</source>
        <translation>motorisiert</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>beritten</translation>
    </message>
    <message>
        <source>Coastal</source>
        <translation>Küste</translation>
    </message>
    <message>
        <source>Sea</source>
        <translation>See</translation>
    </message>
    <message>
        <source>Fast Air</source>
        <translation>schnelle Luft</translation>
    </message>
    <message>
        <source>Slow Air</source>
        <translation>langsame Luft</translation>
    </message>
</context>
<context>
    <name>Quality</name>
    <message>
        <source>Very Fine</source>
        <translation>Sehr gut</translation>
    </message>
    <message>
        <source>Fine</source>
        <translation>Fein</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Einfach</translation>
    </message>
    <message>
        <source>Poor</source>
        <translation>Schlecht</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Elite</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Durchschnittlich</translation>
    </message>
    <message>
        <source>Inferior</source>
        <translation>Minderwertig</translation>
    </message>
</context>
<context>
    <name>RosterJson</name>
    <message>
        <source>%1 is missing or not a number.</source>
        <translation>%1 fehlt oder ist keine Zahl.</translation>
    </message>
    <message>
        <source>%1: unknown element type &quot;%2&quot;.</source>
        <translation>%1: unbekannter Elementtyp „%2“.</translation>
    </message>
    <message>
        <source>%1 must be a whole number of 0 or more.</source>
        <translation>%1 muss eine ganze Zahl ab 0 sein.</translation>
    </message>
    <message>
        <source>%1: unknown equipment quality &quot;%2&quot; (Poor, Basic, Good, Fine, Very Fine).</source>
        <translation>%1: unbekannte Ausrüstungsqualität „%2“ (Poor, Basic, Good, Fine, Very Fine).</translation>
    </message>
    <message>
        <source>%1: unknown troop quality &quot;%2&quot; (Inferior, Average, Good, Elite).</source>
        <translation>%1: unbekannte Truppenqualität „%2“ (Inferior, Average, Good, Elite).</translation>
    </message>
    <message>
        <source>%1: unknown feature &quot;%2&quot;.</source>
        <translation>%1: unbekanntes Merkmal „%2“.</translation>
    </message>
    <message>
        <source>%1 must be a number greater than 0.</source>
        <translation>%1 muss eine Zahl größer als 0 sein.</translation>
    </message>
    <message>
        <source>elements is missing or not an array.</source>
        <translation>elements fehlt oder ist kein Array.</translation>
    </message>
    <message>
        <source>elements[%1] is not an object.</source>
        <translation>elements[%1] ist kein Objekt.</translation>
    </message>
</context>
<context>
    <name>SpecialClass</name>
    <message>
        <source>Air Combat</source>
        <translation>Luftkampf</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Panzerung</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>C3I</source>
        <translation>C3I</translation>
    </message>
    <message>
        <source>Engineering</source>
        <translation>Pioniere</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <source>Naval</source>
        <translation>Marine</translation>
    </message>
    <message>
        <source>Recon</source>
        <translation>Aufklärung</translation>
    </message>
</context>
<context>
    <name>Staff</name>
    <message>
        <source>Commander</source>
        <translation>Befehlshaber</translation>
    </message>
    <message>
        <source>Intelligence chief</source>
        <translation>Nachrichtenoffizier</translation>
    </message>
    <message>
        <source>Quartermaster</source>
        <translation>Quartiermeister</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Leadership</source>
        <translation>Führung</translation>
    </message>
    <message>
        <source>Tactics</source>
        <translation>Taktik</translation>
    </message>
    <message>
        <source>Intelligence Analysis</source>
        <translation>Nachrichtenauswertung</translation>
    </message>
    <message>
        <source>Administration</source>
        <translation>Verwaltung</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The campaign file has no schema version.</source>
        <translation>Die Kampagnendatei hat keine Schemaversion.</translation>
    </message>
    <message>
        <source>Could not start a transaction to upgrade the file.</source>
        <translation>Für die Aktualisierung der Datei konnte keine Transaktion gestartet werden.</translation>
    </message>
    <message>
        <source>Could not save the upgraded campaign file.</source>
        <translation>Die aktualisierte Kampagnendatei konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>The campaign file could not be written or read (%1): %2</source>
        <translation>Die Kampagnendatei konnte nicht geschrieben oder gelesen werden (%1): %2</translation>
    </message>
    <message>
        <source>The campaign file could not be written; the change was not saved.</source>
        <translation>Die Kampagnendatei konnte nicht geschrieben werden; die Änderung wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>The campaign file holds a roster line this version cannot read.</source>
        <translation>Die Kampagnendatei enthält eine Zeile der Truppenliste, die diese Version nicht lesen kann.</translation>
    </message>
    <message>
        <source>The campaign file holds a custom element type this version cannot read: %1</source>
        <translation>Die Kampagnendatei enthält einen eigenen Elementtyp, den diese Version nicht lesen kann: %1</translation>
    </message>
    <message>
        <source>%1 is open in another program (%2, process %3 on %4). Close it there first.</source>
        <translation>%1 ist in einem anderen Programm geöffnet (%2, Prozess %3 auf %4). Schließen Sie die Datei dort zuerst.</translation>
    </message>
    <message>
        <source>Cannot lock %1: check that its folder is writable.</source>
        <translation>%1 kann nicht gesperrt werden: Prüfen Sie, ob der Ordner beschreibbar ist.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 already exists; choose another name.</source>
        <translation>%1 existiert bereits; wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>Could not write the new campaign file.</source>
        <translation>Die neue Kampagnendatei konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a Muster campaign (it is not an SQLite database).</source>
        <translation>%1 ist keine Muster-Kampagne (keine SQLite-Datenbank).</translation>
    </message>
    <message>
        <source>%1 is damaged (the integrity check failed: %2). Open a backup copy instead.</source>
        <translation>%1 ist beschädigt (die Integritätsprüfung ist fehlgeschlagen: %2). Öffnen Sie stattdessen eine Sicherungskopie.</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>%1 is not a Muster campaign.</source>
        <translation>%1 ist keine Muster-Kampagne.</translation>
    </message>
    <message>
        <source>%1 was saved by a newer version of Muster (file version %2; this version reads up to %3). It has not been changed; open it with a newer Muster.</source>
        <translation>%1 wurde mit einer neueren Version von Muster gespeichert (Dateiversion %2; diese Version liest bis %3). Die Datei wurde nicht verändert; öffnen Sie sie mit einer neueren Muster-Version.</translation>
    </message>
    <message>
        <source>Could not copy %1 aside before upgrading it: %2</source>
        <translation>Vor der Aktualisierung konnte keine Sicherungskopie von %1 angelegt werden: %2</translation>
    </message>
    <message>
        <source>Could not upgrade %1; it is unchanged, and a copy is at %2. %3</source>
        <translation>%1 konnte nicht aktualisiert werden; die Datei ist unverändert, eine Kopie liegt unter %2. %3</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>Figures of one customized element.</source>
        <translation>Kennzahlen eines angepassten Elements.</translation>
    </message>
    <message>
        <source>Figures of a whole roster.</source>
        <translation>Kennzahlen einer ganzen Truppenliste.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Campaign manager for mass combat.</source>
        <translation>Kampagnenverwaltung für Massenkämpfe.</translation>
    </message>
    <message>
        <source>Open the bundled demo campaign.</source>
        <translation>Die mitgelieferte Demo-Kampagne öffnen.</translation>
    </message>
    <message>
        <source>Campaign file to open.</source>
        <translation>Zu öffnende Kampagnendatei.</translation>
    </message>
</context>
<context>
    <name>muster::AddElementDialog</name>
    <message>
        <source>Add Element</source>
        <translation>Element hinzufügen</translation>
    </message>
    <message>
        <source>optional, e.g. &quot;Airborne Ninja&quot; or &quot;3rd Troop&quot;</source>
        <translation>optional, z. B. „Luftlande-Ninja“ oder „3. Trupp“</translation>
    </message>
    <message>
        <source>TL</source>
        <translation>TL</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Tech level:</source>
        <translation>&amp;Techstufe:</translation>
    </message>
    <message>
        <source>&amp;Count:</source>
        <translation>&amp;Anzahl:</translation>
    </message>
</context>
<context>
    <name>muster::AggregatesModel</name>
    <message>
        <source>Force TS</source>
        <translation>TS der Streitmacht</translation>
    </message>
    <message>
        <source>Total TS (support in full)</source>
        <translation>Gesamt-TS (Unterstützung voll)</translation>
    </message>
    <message>
        <source>Elements</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <source>%1 TS</source>
        <translation>%1-TS</translation>
    </message>
    <message>
        <source>Neutralize %1 TS</source>
        <translation>TS zum Neutralisieren von %1</translation>
    </message>
    <message>
        <source>WT</source>
        <translation>WT</translation>
    </message>
    <message>
        <source>%1 (+%2 not transportable)</source>
        <translation>%1 (+%2 nicht transportierbar)</translation>
    </message>
    <message>
        <source>Transport: capacity / immobile WT</source>
        <translation>Transport: Kapazität / immobile WT</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>Maintain per month</source>
        <translation>Unterhalt pro Monat</translation>
    </message>
    <message>
        <source>Impetuous share</source>
        <translation>Anteil Ungestüme</translation>
    </message>
    <message>
        <source>Fanatic share</source>
        <translation>Anteil Fanatische</translation>
    </message>
    <message>
        <source>Disloyal share of TS</source>
        <translation>TS-Anteil Illoyale</translation>
    </message>
    <message>
        <source>No element of the force contributes.</source>
        <translation>Kein Element der Streitmacht trägt dazu bei.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
</context>
<context>
    <name>muster::CampaignDocument</name>
    <message>
        <source>A force needs a name.</source>
        <translation>Eine Streitmacht braucht einen Namen.</translation>
    </message>
    <message>
        <source>The force could not be saved.</source>
        <translation>Die Streitmacht konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Rename force to %1</source>
        <translation>Streitmacht in %1 umbenennen</translation>
    </message>
    <message>
        <source>Edit notes of %1</source>
        <translation>Notizen von %1 bearbeiten</translation>
    </message>
    <message>
        <source>Skills range from %1 to %2.</source>
        <translation>Fertigkeitswerte reichen von %1 bis %2.</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>The line could not be saved.</source>
        <translation>Die Zeile konnte nicht gespeichert werden.</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n line(s)</source>
        <translation>
            <numerusform>%n Zeile entfernen</numerusform>
            <numerusform>%n Zeilen entfernen</numerusform>
        </translation>
    </message>
    <message>
        <source>That roster line no longer exists.</source>
        <translation>Diese Zeile der Truppenliste existiert nicht mehr.</translation>
    </message>
    <message>
        <source>An element type needs a name.</source>
        <translation>Ein Elementtyp braucht einen Namen.</translation>
    </message>
    <message>
        <source>An element type with this id already exists.</source>
        <translation>Ein Elementtyp mit dieser ID existiert bereits.</translation>
    </message>
    <message>
        <source>Built-in element types are read-only; copy one as a custom type to change it.</source>
        <translation>Eingebaute Elementtypen sind schreibgeschützt; kopieren Sie einen als eigenen Typ, um ihn zu ändern.</translation>
    </message>
    <message>
        <source>%1 in %2 would become invalid: %3</source>
        <translation>%1 in %2 würde ungültig: %3</translation>
    </message>
    <message>
        <source>Built-in element types cannot be deleted.</source>
        <translation>Eingebaute Elementtypen können nicht gelöscht werden.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is used by %n roster line(s); remove them first.</source>
        <translation>
            <numerusform>%1 wird von %n Zeile der Truppenliste verwendet; entfernen Sie diese zuerst.</numerusform>
            <numerusform>%1 wird von %n Zeilen der Truppenliste verwendet; entfernen Sie diese zuerst.</numerusform>
        </translation>
    </message>
    <message>
        <source>The change could not be saved to the campaign file.</source>
        <translation>Die Änderung konnte nicht in der Kampagnendatei gespeichert werden.</translation>
    </message>
    <message>
        <source>That force no longer exists.</source>
        <translation>Diese Streitmacht existiert nicht mehr.</translation>
    </message>
    <message>
        <source>Unknown element type &quot;%1&quot;.</source>
        <translation>Unbekannter Elementtyp „%1“.</translation>
    </message>
    <message>
        <source>The number of elements cannot be negative.</source>
        <translation>Die Anzahl der Elemente darf nicht negativ sein.</translation>
    </message>
    <message>
        <source>Let %1 double through TL12</source>
        <translation>%1 bis TL12 verdoppeln lassen</translation>
    </message>
    <message>
        <source>Stop %1 doubling after TL%2</source>
        <translation>%1 nach TL%2 nicht mehr verdoppeln</translation>
    </message>
</context>
<context>
    <name>muster::CatalogBrowser</name>
    <message>
        <source>Filter element types (name, class, mobility...)</source>
        <translation>Elementtypen filtern (Name, Klasse, Mobilität ...)</translation>
    </message>
</context>
<context>
    <name>muster::CatalogModel</name>
    <message>
        <source>Element</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>TS</source>
        <translation>TS</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>WT</source>
        <translation>WT</translation>
    </message>
    <message>
        <source>Mob</source>
        <translation>Mob.</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>Maintain</source>
        <translation>Unterhalt</translation>
    </message>
    <message>
        <source>TL</source>
        <translation>TL</translation>
    </message>
    <message>
        <source> (doubles to TL%1)</source>
        <translation> (verdoppelt bis TL%1)</translation>
    </message>
</context>
<context>
    <name>muster::ElementTypeEditor</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Element Type: %1</source>
        <translation>Elementtyp: %1</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Support TS (in parentheses)</source>
        <translation>Unterstützungs-TS (in Klammern)</translation>
    </message>
    <message>
        <source>&amp;TS:</source>
        <translation>&amp;TS:</translation>
    </message>
    <message>
        <source>Has</source>
        <translation>Hat</translation>
    </message>
    <message>
        <source>Neutralizes</source>
        <translation>Neutralisiert</translation>
    </message>
    <message>
        <source>Classes:</source>
        <translation>Klassen:</translation>
    </message>
    <message>
        <source>Transport capacity (T):</source>
        <translation>Transportkapazität (T):</translation>
    </message>
    <message>
        <source>Can be transported, WT:</source>
        <translation>Transportierbar, WT:</translation>
    </message>
    <message>
        <source>Transport weight:</source>
        <translation>Transportgewicht:</translation>
    </message>
    <message>
        <source>&amp;Mobility:</source>
        <translation>&amp;Mobilität:</translation>
    </message>
    <message>
        <source>&amp;Raise:</source>
        <translation>&amp;Aufstellung:</translation>
    </message>
    <message>
        <source>Mai&amp;ntain per month:</source>
        <translation>&amp;Unterhalt pro Monat:</translation>
    </message>
    <message>
        <source>TL</source>
        <translation>TL</translation>
    </message>
    <message>
        <source>Introduced at:</source>
        <translation>Eingeführt mit:</translation>
    </message>
    <message>
        <source>Low-tech: unchanged to TL5, +25% per TL after</source>
        <translation>Low-Tech: bis TL5 unverändert, danach +25 % pro TL</translation>
    </message>
    <message>
        <source>Low-tech *: doubles per TL through TL5, +25% per TL after</source>
        <translation>Low-Tech *: verdoppelt sich pro TL bis einschließlich TL5, danach +25 % pro TL</translation>
    </message>
    <message>
        <source>High-tech: doubles per TL after introduction</source>
        <translation>High-Tech: verdoppelt sich pro TL nach der Einführung</translation>
    </message>
    <message>
        <source>TL scaling:</source>
        <translation>TL-Skalierung:</translation>
    </message>
    <message>
        <source>High-tech types stop doubling past this TL (the GM decides how long a type stays viable).</source>
        <translation>High-Tech-Typen verdoppeln sich nach diesem TL nicht mehr (der SL entscheidet, wie lange ein Typ brauchbar bleibt).</translation>
    </message>
    <message>
        <source>Doubles through:</source>
        <translation>Verdopplung bis:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <source>Give the element type a name.</source>
        <translation>Geben Sie dem Elementtyp einen Namen.</translation>
    </message>
    <message>
        <source>An element cannot neutralize a class it belongs to (%1).</source>
        <translation>Ein Element kann keine Klasse neutralisieren, zu der es gehört (%1).</translation>
    </message>
</context>
<context>
    <name>muster::ElementTypesDialog</name>
    <message>
        <source>&amp;New...</source>
        <translation>&amp;Neu...</translation>
    </message>
    <message>
        <source>&amp;Copy as Custom...</source>
        <translation>Als eigenen Typ &amp;kopieren...</translation>
    </message>
    <message>
        <source>&amp;Edit...</source>
        <translation>&amp;Bearbeiten...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Element Types</source>
        <translation>Elementtypen</translation>
    </message>
    <message>
        <source>New element type</source>
        <translation>Neuer Elementtyp</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <source>Doubling &amp;Cap...</source>
        <translation>&amp;Verdopplungsgrenze...</translation>
    </message>
    <message>
        <source>Choose the TL after which this built-in type stops doubling its TS in this campaign.</source>
        <translation>Wählen Sie die TL, nach der dieser eingebaute Typ in dieser Kampagne seine TS nicht mehr verdoppelt.</translation>
    </message>
    <message>
        <source>Doubling Cap</source>
        <translation>Verdopplungsgrenze</translation>
    </message>
    <message>
        <source>%1 doubles its TS every TL after TL%2. Last TL at which it doubles (12: no cap):</source>
        <translation>%1 verdoppelt seine TS mit jeder TL nach TL%2. Letzte TL, in der er verdoppelt (12: keine Grenze):</translation>
    </message>
</context>
<context>
    <name>muster::FeaturesDialog</name>
    <message>
        <source>+20%: parachute or air-assault trained; land mobility only</source>
        <translation>+20 %: Fallschirm- oder Luftsturmausbildung; nur mit Landmobilität</translation>
    </message>
    <message>
        <source>+20%: no bad-weather penalty; air, water or Airborne only</source>
        <translation>+20 %: kein Schlechtwetterabzug; nur Luft, Wasser oder Luftlande</translation>
    </message>
    <message>
        <source>GM-assigned cost; may revolt when over 10% of force TS</source>
        <translation>Kosten vom SL festgelegt; kann ab über 10 % der TS der Streitmacht revoltieren</translation>
    </message>
    <message>
        <source>Halves the Good/Elite raise premium; counts as Impetuous</source>
        <translation>Halbiert den Aufstellungsaufschlag für Gut/Elite; gilt als Ungestüm</translation>
    </message>
    <message>
        <source>Free; one Naval element per force; C3I in naval battles</source>
        <translation>Kostenlos; ein Marine-Element pro Streitmacht; C3I in Seeschlachten</translation>
    </message>
    <message>
        <source>GM-assigned TS multiplier (and cost, if the GM wishes)</source>
        <translation>TS-Multiplikator vom SL festgelegt (auf Wunsch des SL auch die Kosten)</translation>
    </message>
    <message>
        <source>+80%: TL7+ Coastal or Motorized only</source>
        <translation>+80 %: nur ab TL7 mit Küste oder motorisiert</translation>
    </message>
    <message>
        <source>Free; eager to charge</source>
        <translation>Kostenlos; drängt zum Angriff</translation>
    </message>
    <message>
        <source>Obliged to serve: upkeep depends on where and how long</source>
        <translation>Dienstverpflichtet: Unterhalt hängt von Ort und Dauer ab</translation>
    </message>
    <message>
        <source>+20%: full TS in amphibious assaults; land mobility only</source>
        <translation>+20 %: volle TS bei amphibischen Angriffen; nur mit Landmobilität</translation>
    </message>
    <message>
        <source>Hired: no Raise, 1.5x Maintain (1.25x on a year&apos;s contract)</source>
        <translation>Angeheuert: keine Aufstellung, 1,5-facher Unterhalt (1,25-fach bei Jahresvertrag)</translation>
    </message>
    <message>
        <source>+20%: no TS penalty at night</source>
        <translation>+20 %: kein TS-Abzug bei Nacht</translation>
    </message>
    <message>
        <source>Free; treats night as day and day as night</source>
        <translation>Kostenlos; behandelt Nacht wie Tag und Tag wie Nacht</translation>
    </message>
    <message>
        <source>+20%: works in vacuum or poison atmospheres</source>
        <translation>+20 %: einsatzfähig im Vakuum oder in giftiger Atmosphäre</translation>
    </message>
    <message>
        <source>+200%: doubles TS; not for TS 0</source>
        <translation>+200 %: verdoppelt die TS; nicht bei TS 0</translation>
    </message>
    <message>
        <source>Features of %1</source>
        <translation>Merkmale von %1</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <source>Neutralize (+25% each)</source>
        <translation>Neutralisieren (je +25 %)</translation>
    </message>
    <message>
        <source>Terrain (+20% to Raise each)</source>
        <translation>Gelände (je +20 % auf die Aufstellung)</translation>
    </message>
    <message>
        <source>GM-assigned values</source>
        <translation>Vom SL festgelegte Werte</translation>
    </message>
    <message>
        <source>Hero TS multiplier:</source>
        <translation>TS-Multiplikator Held:</translation>
    </message>
    <message>
        <source>Hero cost modifier:</source>
        <translation>Kostenmodifikator Held:</translation>
    </message>
    <message>
        <source>Disloyal cost modifier:</source>
        <translation>Kostenmodifikator Illoyal:</translation>
    </message>
    <message>
        <source>Levy service:</source>
        <translation>Dienst des Aufgebots:</translation>
    </message>
    <message>
        <source>The initial grant was waived (no Raise)</source>
        <translation>Auf die Anfangszuwendung wurde verzichtet (keine Aufstellung)</translation>
    </message>
    <message>
        <source>Contract of a year or more (1.25x instead of 1.5x)</source>
        <translation>Vertrag über ein Jahr oder länger (1,25-fach statt 1,5-fach)</translation>
    </message>
    <message>
        <source>Per element: TS %1, Raise %2, Maintain %3 per month</source>
        <translation>Pro Element: TS %1, Aufstellung %2, Unterhalt %3 pro Monat</translation>
    </message>
</context>
<context>
    <name>muster::FiguresPanel</name>
    <message>
        <source>Select a figure to see how it is made up.</source>
        <translation>Wählen Sie eine Kennzahl, um zu sehen, wie sie sich zusammensetzt.</translation>
    </message>
</context>
<context>
    <name>muster::ForcesModel</name>
    <message numerus="yes">
        <source>Force TS %1, %n element(s)</source>
        <translation>
            <numerusform>TS der Streitmacht %1, %n Element</numerusform>
            <numerusform>TS der Streitmacht %1, %n Elemente</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster::MainWindow</name>
    <message>
        <source>&amp;Roster</source>
        <translation>&amp;Truppenliste</translation>
    </message>
    <message>
        <source>&amp;Staff &amp;&amp; Notes</source>
        <translation>&amp;Stab &amp;&amp; Notizen</translation>
    </message>
    <message>
        <source>Forces</source>
        <translation>Streitmächte</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>Add &amp;Force...</source>
        <translation>Streitmacht &amp;hinzufügen...</translation>
    </message>
    <message>
        <source>&amp;Element Types...</source>
        <translation>&amp;Elementtypen...</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New Campaign...</source>
        <translation>&amp;Neue Kampagne...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Open &amp;Demo Campaign</source>
        <translation>&amp;Demo-Kampagne öffnen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Campaign</source>
        <translation>&amp;Kampagne</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Muster</source>
        <translation>Über &amp;Muster</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederherstellen: %1</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <source>Muster</source>
        <translation>Muster</translation>
    </message>
    <message>
        <source>%1 - %2 - Muster</source>
        <translation>%1 - %2 - Muster</translation>
    </message>
    <message>
        <source>Could not open campaign</source>
        <translation>Kampagne konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The campaign was upgraded to this version of Muster; the old file was kept as %1.</source>
        <translation>Die Kampagne wurde auf diese Version von Muster aktualisiert; die alte Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>Could not create campaign</source>
        <translation>Kampagne konnte nicht erstellt werden</translation>
    </message>
    <message>
        <source>Could not create the demo campaign</source>
        <translation>Die Demo-Kampagne konnte nicht erstellt werden</translation>
    </message>
    <message>
        <source>New Campaign</source>
        <translation>Neue Kampagne</translation>
    </message>
    <message>
        <source>%1 already exists. Open it, or choose another name.</source>
        <translation>%1 existiert bereits. Öffnen Sie die Datei oder wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>Campaign name:</source>
        <translation>Name der Kampagne:</translation>
    </message>
    <message>
        <source>Open Campaign</source>
        <translation>Kampagne öffnen</translation>
    </message>
    <message>
        <source>Save Campaign As</source>
        <translation>Kampagne speichern unter</translation>
    </message>
    <message>
        <source>Could not save a copy</source>
        <translation>Kopie konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Add Force</source>
        <translation>Streitmacht hinzufügen</translation>
    </message>
    <message>
        <source>Name of the new force:</source>
        <translation>Name der neuen Streitmacht:</translation>
    </message>
    <message>
        <source>New force</source>
        <translation>Neue Streitmacht</translation>
    </message>
    <message>
        <source>Removed %1. Edit &gt; Undo brings it back.</source>
        <translation>%1 entfernt. Bearbeiten &gt; Rückgängig stellt sie wieder her.</translation>
    </message>
    <message>
        <source>About Muster</source>
        <translation>Über Muster</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Muster %1&lt;/h3&gt;&lt;p&gt;A campaign manager for game masters who run mass combat: build armies, pay for them and fight their battles.&lt;/p&gt;&lt;p&gt;Primary rules: GURPS Mass Combat. Every campaign is one SQLite file; every edit is saved as it is made.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Muster %1&lt;/h3&gt;&lt;p&gt;Eine Kampagnenverwaltung für Spielleiter, die Massenkämpfe leiten: Armeen aufstellen, bezahlen und ihre Schlachten schlagen.&lt;/p&gt;&lt;p&gt;Primäres Regelwerk: GURPS Mass Combat. Jede Kampagne ist eine einzige SQLite-Datei; jede Änderung wird sofort gespeichert.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Element Record</source>
        <translation>Elementblatt</translation>
    </message>
    <message>
        <source>Re&amp;move Force</source>
        <translation>Streitmacht &amp;entfernen</translation>
    </message>
    <message>
        <source>Re&amp;name Force</source>
        <translation>Streitmacht &amp;umbenennen</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Every change is saved to %1</source>
        <translation>Jede Änderung wird in %1 gespeichert</translation>
    </message>
</context>
<context>
    <name>muster::RosterDelegate</name>
    <message>
        <source>%1 (TL%2, %3)</source>
        <translation>%1 (TL%2, %3)</translation>
    </message>
    <message>
        <source>TL</source>
        <translation>TL</translation>
    </message>
</context>
<context>
    <name>muster::RosterModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Element type</source>
        <translation>Elementtyp</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>TL</source>
        <translation>TL</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <source>Troops</source>
        <translation>Truppen</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <source>TS</source>
        <translation>TS</translation>
    </message>
    <message>
        <source>Classes</source>
        <translation>Klassen</translation>
    </message>
    <message>
        <source>WT</source>
        <translation>WT</translation>
    </message>
    <message>
        <source>Mobility</source>
        <translation>Mobilität</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>Maintain</source>
        <translation>Unterhalt</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <source>per element; x%1 for this line</source>
        <translation>pro Element; x%1 für diese Zeile</translation>
    </message>
    <message>
        <source>Time to raise: %1 days (%2 at x2 cost, %3 at x4 cost)</source>
        <translation>Aufstellungszeit: %1 Tage (%2 zu doppelten Kosten, %3 zu vierfachen Kosten)</translation>
    </message>
    <message>
        <source>neutralizes %1</source>
        <translation>neutralisiert %1</translation>
    </message>
    <message>
        <source>Rename element to %1</source>
        <translation>Element in %1 umbenennen</translation>
    </message>
    <message>
        <source>Change element type to %1</source>
        <translation>Elementtyp in %1 ändern</translation>
    </message>
    <message>
        <source>Change count to %1</source>
        <translation>Anzahl auf %1 ändern</translation>
    </message>
    <message>
        <source>Change TL to %1</source>
        <translation>TL auf %1 ändern</translation>
    </message>
    <message>
        <source>Change equipment to %1</source>
        <translation>Ausrüstung auf %1 ändern</translation>
    </message>
    <message>
        <source>Change troops to %1</source>
        <translation>Truppen auf %1 ändern</translation>
    </message>
    <message>
        <source>Double-click, press F2 here or Ctrl+E to choose features.</source>
        <translation>Doppelklick, F2 hier oder Strg+E, um Merkmale zu wählen.</translation>
    </message>
</context>
<context>
    <name>muster::RosterPanel</name>
    <message>
        <source>Filter the roster (name, type, class, feature...)</source>
        <translation>Truppenliste filtern (Name, Typ, Klasse, Merkmal ...)</translation>
    </message>
    <message>
        <source>Select a line to see its element record.</source>
        <translation>Wählen Sie eine Zeile, um ihren Elementeintrag zu sehen.</translation>
    </message>
    <message>
        <source>&amp;Add Element...</source>
        <translation>Element &amp;hinzufügen...</translation>
    </message>
    <message>
        <source>Add an element type from the catalog to this force (Ctrl+Insert)</source>
        <translation>Einen Elementtyp aus dem Katalog zu dieser Streitmacht hinzufügen (Strg+Einfg)</translation>
    </message>
    <message>
        <source>&amp;Remove Lines</source>
        <translation>Zeilen &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Features...</source>
        <translation>&amp;Merkmale...</translation>
    </message>
    <message>
        <source>D&amp;uplicate Line</source>
        <translation>Zeile &amp;duplizieren</translation>
    </message>
    <message>
        <source>&amp;Filter Roster</source>
        <translation>Truppenliste &amp;filtern</translation>
    </message>
    <message>
        <source>Change features of %1</source>
        <translation>Merkmale von %1 ändern</translation>
    </message>
</context>
<context>
    <name>muster::StaffPanel</name>
    <message>
        <source>Staff</source>
        <translation>Stab</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>unassigned</source>
        <translation>nicht besetzt</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Orders, history, who owes whom: anything the GM wants to remember.</source>
        <translation>Befehle, Vorgeschichte, wer wem was schuldet: alles, was sich der SL merken möchte.</translation>
    </message>
</context>
</TS>
