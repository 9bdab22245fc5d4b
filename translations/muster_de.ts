<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Administration</name>
    <message>
        <source>Administration %1, rolled %2: margin %3</source>
        <translation>Verwaltung %1, gewürfelt %2: Spanne %3</translation>
    </message>
    <message>
        <source>Administration roll: margin %1</source>
        <translation>Verwaltungswurf: Spanne %1</translation>
    </message>
    <message>
        <source>Critical success</source>
        <translation>Kritischer Erfolg</translation>
    </message>
    <message>
        <source>Success by 5 or more</source>
        <translation>Erfolg um 5 oder mehr</translation>
    </message>
    <message>
        <source>Success by 0-4</source>
        <translation>Erfolg um 0-4</translation>
    </message>
    <message>
        <source>Failure</source>
        <translation>Misserfolg</translation>
    </message>
    <message>
        <source>Critical failure</source>
        <translation>Kritischer Misserfolg</translation>
    </message>
    <message>
        <source>%1: %2% to the cost to maintain</source>
        <translation>%1: %2 % auf die Unterhaltskosten</translation>
    </message>
</context>
<context>
    <name>Aftermath</name>
    <message>
        <source>Casualties at the end of the battle: %1%</source>
        <translation>Verluste am Ende der Schlacht: %1 %</translation>
    </message>
    <message>
        <source>Regrouping after the battle halves them, rounded down to 5%: %1%</source>
        <translation>Das Neuformieren nach der Schlacht halbiert sie, abgerundet auf 5 %: %1 %</translation>
    </message>
    <message>
        <source>About half are dead or dying (%1%); the rest flee and are lost (%2%)</source>
        <translation>Etwa die Hälfte ist tot oder liegt im Sterben (%1 %); der Rest flieht und ist verloren (%2 %)</translation>
    </message>
    <message>
        <source>Wiped out: the logistic force is lost with it</source>
        <translation>Aufgerieben: Die Logistiktruppe geht mit verloren</translation>
    </message>
    <message>
        <source>TS %1 less %2% (losses rounded up): TS %3</source>
        <translation>TS %1 abzüglich %2 % (Verluste aufgerundet): TS %3</translation>
    </message>
    <message>
        <source>%1&apos;s cost to raise %2 x %3% casualties / 5 = %4</source>
        <translation>Aufstellungskosten von %1 %2 x %3 % Verluste / 5 = %4</translation>
    </message>
    <message>
        <source>It may sell for only about 20% of that in cash.</source>
        <translation>Beim Verkauf bringt sie womöglich nur etwa 20 % davon in bar ein.</translation>
    </message>
    <message>
        <source>The besieged broke out: the fighting goes on outside the fortress with these casualties</source>
        <translation>Die Belagerten sind ausgebrochen: Der Kampf geht mit diesen Verlusten außerhalb der Festung weiter</translation>
    </message>
    <message>
        <source>About half are dead or dying (%1%); in a siege the rest surrender (%2%)</source>
        <translation>Etwa die Hälfte ist tot oder liegt im Sterben (%1 %); bei einer Belagerung ergibt sich der Rest (%2 %)</translation>
    </message>
</context>
<context>
    <name>ArmySheet</name>
    <message>
        <source>Post</source>
        <translation>Posten</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Fate</source>
        <translation>Schicksal</translation>
    </message>
    <message>
        <source>(vacant)</source>
        <translation>(unbesetzt)</translation>
    </message>
    <message>
        <source>Unsaved campaign</source>
        <translation>Ungespeicherte Kampagne</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Truppenliste</translation>
    </message>
    <message>
        <source>No elements.</source>
        <translation>Keine Elemente.</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Stab</translation>
    </message>
    <message>
        <source>Element records</source>
        <translation>Elementbeschreibungen</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Army sheet: %1</source>
        <translation>Armeeblatt: %1</translation>
    </message>
</context>
<context>
    <name>BattleEngine</name>
    <message>
        <source>Side %1 needs a commander.</source>
        <translation>Seite %1 braucht einen Befehlshaber.</translation>
    </message>
    <message>
        <source>Enter the estimated TS of %1 (more than 0).</source>
        <translation>Geben Sie die geschätzte TS von %1 ein (mehr als 0).</translation>
    </message>
    <message>
        <source>%1 has no troops: pick a force with elements or enter an estimate.</source>
        <translation>%1 hat keine Truppen: Wählen Sie eine Streitmacht mit Elementen oder geben Sie eine Schätzung ein.</translation>
    </message>
    <message>
        <source>The Defense Bonus must be 0 to +10.</source>
        <translation>Der Verteidigungsbonus muss zwischen 0 und +10 liegen.</translation>
    </message>
    <message>
        <source>Starting casualties must be 0% to 95%.</source>
        <translation>Die Anfangsverluste müssen zwischen 0 % und 95 % liegen.</translation>
    </message>
    <message>
        <source>%1 needs at least 1 HP.</source>
        <translation>%1 braucht mindestens 1 TP.</translation>
    </message>
    <message>
        <source>Side %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>Step %1 of the saved battle no longer applies: %2</source>
        <translation>Schritt %1 der gespeicherten Schlacht ist nicht mehr gültig: %2</translation>
    </message>
    <message>
        <source>No Disloyal check is due now.</source>
        <translation>Derzeit ist keine Prüfung der Illoyalen fällig.</translation>
    </message>
    <message>
        <source>A round cannot start now.</source>
        <translation>Derzeit kann keine Runde beginnen.</translation>
    </message>
    <message>
        <source>Strategies are not being chosen now.</source>
        <translation>Derzeit werden keine Strategien gewählt.</translation>
    </message>
    <message>
        <source>No side can respond now.</source>
        <translation>Derzeit kann keine Seite reagieren.</translation>
    </message>
    <message>
        <source>The Strategy roll is not due now.</source>
        <translation>Der Strategiewurf ist derzeit nicht fällig.</translation>
    </message>
    <message>
        <source>The round cannot end now.</source>
        <translation>Die Runde kann derzeit nicht enden.</translation>
    </message>
    <message>
        <source>There is no pursuit now.</source>
        <translation>Derzeit gibt es keine Verfolgung.</translation>
    </message>
    <message>
        <source>Enter %1.</source>
        <translation>Bitte %1 eingeben.</translation>
    </message>
    <message>
        <source>%1 must be %2 to %3, not %4.</source>
        <translation>%1: Der Wert muss zwischen %2 und %3 liegen, nicht %4.</translation>
    </message>
    <message>
        <source>Enter %1&apos;s Misfortunes of War roll (3d).</source>
        <translation>Bitte den Kriegspech-Wurf von %1 eingeben (3d).</translation>
    </message>
    <message>
        <source>%1&apos;s Misfortunes of War roll</source>
        <translation>Kriegspech-Wurf von %1</translation>
    </message>
    <message>
        <source>%1 is caught and surrenders.</source>
        <translation>%1 wird gestellt und ergibt sich.</translation>
    </message>
    <message>
        <source>%1&apos;s injury (6d)</source>
        <translation>Verletzung von %1 (6d)</translation>
    </message>
    <message>
        <source>%1&apos;s injury (2d-1)</source>
        <translation>Verletzung von %1 (2d-1)</translation>
    </message>
    <message>
        <source>%1 suffers %2 HP of injury and falls.</source>
        <translation>%1 erleidet eine Verletzung von %2 TP und fällt.</translation>
    </message>
    <message>
        <source>%1 suffers %2 HP of injury.</source>
        <translation>%1 erleidet eine Verletzung von %2 TP.</translation>
    </message>
    <message>
        <source>Nobody is left to command %1: the force is confused.</source>
        <translation>Niemand ist mehr da, um %1 zu befehligen: Die Streitmacht gerät in Unordnung.</translation>
    </message>
    <message>
        <source>%1&apos;s Leadership roll</source>
        <translation>Führungswurf von %1</translation>
    </message>
    <message>
        <source>%1 takes command and averts panic.</source>
        <translation>%1 übernimmt das Kommando und verhindert eine Panik.</translation>
    </message>
    <message>
        <source>%1 takes command, but the force is confused: Rally or Full Retreat next round.</source>
        <translation>%1 übernimmt das Kommando, doch die Streitmacht gerät in Unordnung: nächste Runde Sammeln oder Vollständiger Rückzug.</translation>
    </message>
    <message>
        <source>%1&apos;s Rally roll</source>
        <translation>Sammelwurf von %1</translation>
    </message>
    <message>
        <source>%1 rallies and is no longer confused.</source>
        <translation>%1 sammelt sich und ist nicht mehr in Unordnung.</translation>
    </message>
    <message>
        <source>%1 fails to rally.</source>
        <translation>%1 gelingt es nicht, sich zu sammeln.</translation>
    </message>
    <message>
        <source>%1 escapes the field.</source>
        <translation>%1 entkommt vom Schlachtfeld.</translation>
    </message>
    <message>
        <source>the troops&apos; reaction roll (1d)</source>
        <translation>Reaktionswurf der Truppen (1d)</translation>
    </message>
    <message>
        <source>the logistics loss roll (1d)</source>
        <translation>Wurf für die Logistikverluste (1d)</translation>
    </message>
    <message>
        <source>Enter %1 (3d).</source>
        <translation>Bitte %1 eingeben (3d).</translation>
    </message>
    <message>
        <source>%1 must be 3 to 18, not %2.</source>
        <translation>%1: Der Wert muss zwischen 3 und 18 liegen, nicht %2.</translation>
    </message>
    <message>
        <source>the revolt roll of %1</source>
        <translation>Revoltewurf von %1</translation>
    </message>
    <message>
        <source>The Disloyal elements of %1 revolt and join the enemy; %1 loses its Defense Bonus.</source>
        <translation>Die illoyalen Elemente von %1 revoltieren und laufen zum Feind über; %1 verliert den Verteidigungsbonus.</translation>
    </message>
    <message>
        <source>A battle ends by agreement only after a parley.</source>
        <translation>Durch Übereinkunft endet eine Schlacht nur nach einer Verhandlung.</translation>
    </message>
    <message>
        <source>Risk must be -3 to +3 (%1).</source>
        <translation>Das Risiko muss zwischen -3 und +3 liegen (%1).</translation>
    </message>
    <message>
        <source>%1&apos;s Heroism roll</source>
        <translation>Heldentumswurf von %1</translation>
    </message>
    <message>
        <source>%1 performs a significant action: %2 to the commander&apos;s roll.</source>
        <translation>%1 vollbringt eine bedeutende Tat: %2 auf den Wurf des Befehlshabers.</translation>
    </message>
    <message>
        <source>%1 blunders: -1 to the commander&apos;s roll.</source>
        <translation>%1 patzt: -1 auf den Wurf des Befehlshabers.</translation>
    </message>
    <message>
        <source>%1 cannot choose %2 now.</source>
        <translation>%1 kann %2 derzeit nicht wählen.</translation>
    </message>
    <message>
        <source>Both sides ask to parley: the battle halts for a round under a flag of truce.</source>
        <translation>Beide Seiten bitten um Verhandlung: Die Schlacht ruht eine Runde lang unter weißer Flagge.</translation>
    </message>
    <message>
        <source>No Parley was offered.</source>
        <translation>Es wurde keine Verhandlung angeboten.</translation>
    </message>
    <message>
        <source>%1 accepts the parley: the battle pauses while they talk.</source>
        <translation>%1 nimmt die Verhandlung an: Die Schlacht ruht, solange verhandelt wird.</translation>
    </message>
    <message>
        <source>%1 refuses the parley; %2 fights on as Defense at -1.</source>
        <translation>%1 lehnt die Verhandlung ab; %2 kämpft mit Verteidigung (-1) weiter.</translation>
    </message>
    <message>
        <source>%1 chose a slow strategy too and cannot change it.</source>
        <translation>%1 hat ebenfalls eine langsame Strategie gewählt und kann sie nicht ändern.</translation>
    </message>
    <message>
        <source>The fanatics will not allow %1; choose another strategy.</source>
        <translation>Die Fanatiker lassen %1 nicht zu; wählen Sie eine andere Strategie.</translation>
    </message>
    <message>
        <source>%1 seizes the momentum and changes to %2.</source>
        <translation>%1 nutzt das Momentum und wechselt zu %2.</translation>
    </message>
    <message>
        <source>No battle: the retreating side breaks contact and escapes without casualties.</source>
        <translation>Keine Schlacht: Die zurückweichende Seite löst sich vom Feind und entkommt ohne Verluste.</translation>
    </message>
    <message>
        <source>Stalemate: both sides defend, so both skirmish.</source>
        <translation>Patt: Beide Seiten verteidigen, daher kämpfen beide mit Geplänkel.</translation>
    </message>
    <message>
        <source>Special circumstances must be -3 to +3.</source>
        <translation>Besondere Umstände müssen zwischen -3 und +3 liegen.</translation>
    </message>
    <message>
        <source>the Strategy roll of %1</source>
        <translation>Strategiewurf von %1</translation>
    </message>
    <message>
        <source>The fanatics of %1 refuse the order to %2 and turn on their commander; choose again.</source>
        <translation>Die Fanatiker von %1 verweigern den Befehl zu %2 und wenden sich gegen ihren Befehlshaber; neu wählen.</translation>
    </message>
    <message>
        <source>None of the elements of %1 take part in this battle (see the type of campaign).</source>
        <translation>Keines der Elemente von %1 nimmt an dieser Schlacht teil (siehe Art des Feldzugs).</translation>
    </message>
    <message>
        <source>%1 breaks out of the fortress: the siege ends, and an ordinary battle follows outside.</source>
        <translation>%1 bricht aus der Festung aus: Die Belagerung endet, und draußen folgt eine gewöhnliche Schlacht.</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n Stunde</numerusform>
            <numerusform>%n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>Siege: Deliberate Attack against Deliberate Defense, so the round lasts %1 (24 times the usual); night and weather do not count.</source>
        <translation>Belagerung: Geplanter Angriff gegen Geplante Verteidigung, daher dauert die Runde %1 (das 24-Fache der üblichen Dauer); Nacht und Wetter zählen nicht.</translation>
    </message>
    <message>
        <source>Siege: the round lasts %1 (four times the usual).</source>
        <translation>Belagerung: Die Runde dauert %1 (das Vierfache der üblichen Dauer).</translation>
    </message>
</context>
<context>
    <name>BattleReport</name>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>critical success</source>
        <translation>kritischer Erfolg</translation>
    </message>
    <message>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>Misserfolg</translation>
    </message>
    <message>
        <source>critical failure</source>
        <translation>kritischer Misserfolg</translation>
    </message>
    <message>
        <source>%1: %2 against %3, %4 (%5)</source>
        <extracomment>A roll in the round log and the report: what, the roll, its target, how it turned out, typed or rolled.</extracomment>
        <translation>%1: %2 gegen %3, %4 (%5)</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>eingetippt</translation>
    </message>
    <message>
        <source>rolled</source>
        <translation>gewürfelt</translation>
    </message>
    <message>
        <source>%1&apos;s revolt roll</source>
        <translation>Revoltewurf von %1</translation>
    </message>
    <message>
        <source>the Disloyal elements revolt</source>
        <translation>die illoyalen Elemente revoltieren</translation>
    </message>
    <message>
        <source>they stay loyal</source>
        <translation>sie bleiben loyal</translation>
    </message>
    <message>
        <source>%1&apos;s Heroism roll</source>
        <translation>Heldentumswurf von %1</translation>
    </message>
    <message>
        <source>%1&apos;s Leadership roll to hold back the Impetuous elements</source>
        <translation>Führungswurf von %1, um die ungestümen Elemente zurückzuhalten</translation>
    </message>
    <message>
        <source>%1&apos;s Leadership roll to command the Fanatics</source>
        <translation>Führungswurf von %1, um die Fanatiker zu befehligen</translation>
    </message>
    <message>
        <source>%1&apos;s Strategy roll</source>
        <translation>Strategiewurf von %1</translation>
    </message>
    <message>
        <source>%1&apos;s Misfortunes of War roll</source>
        <translation>Kriegspech-Wurf von %1</translation>
    </message>
    <message>
        <source>struck</source>
        <translation>getroffen</translation>
    </message>
    <message>
        <source>spared</source>
        <translation>verschont</translation>
    </message>
    <message>
        <source>%1&apos;s injury</source>
        <translation>Verletzung von %1</translation>
    </message>
    <message>
        <source>%1 HP</source>
        <translation>%1 TP</translation>
    </message>
    <message>
        <source>%1&apos;s Leadership roll for the new commander</source>
        <translation>Führungswurf von %1 für den neuen Befehlshaber</translation>
    </message>
    <message>
        <source>%1&apos;s Rally roll</source>
        <translation>Sammelwurf von %1</translation>
    </message>
    <message>
        <source>%1&apos;s Leadership roll to control the pursuit</source>
        <translation>Führungswurf von %1, um die Verfolgung unter Kontrolle zu halten</translation>
    </message>
    <message>
        <source>The troops&apos; reaction (1d)</source>
        <translation>Reaktion der Truppen (1d)</translation>
    </message>
    <message>
        <source>%1, they pursue</source>
        <translation>%1, sie verfolgen</translation>
    </message>
    <message>
        <source>%1, they hold the field</source>
        <translation>%1, sie behaupten das Feld</translation>
    </message>
    <message>
        <source>Logistics lost (1d x 5%)</source>
        <translation>Logistikverluste (1d x 5 %)</translation>
    </message>
    <message>
        <source>%1, so %2%</source>
        <translation>%1, also %2 %</translation>
    </message>
</context>
<context>
    <name>BattleTerrain</name>
    <message>
        <source>Arctic</source>
        <translation>Arktis</translation>
    </message>
    <message>
        <source>Built-Up Area</source>
        <translation>Bebautes Gebiet</translation>
    </message>
    <message>
        <source>Desert</source>
        <translation>Wüste</translation>
    </message>
    <message>
        <source>Hills</source>
        <translation>Hügelland</translation>
    </message>
    <message>
        <source>Island/Beach</source>
        <translation>Insel/Strand</translation>
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
        <source>Open Ocean</source>
        <translation>Offene See</translation>
    </message>
    <message>
        <source>Plains</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>Rural</source>
        <translation>Ländliches Gebiet</translation>
    </message>
    <message>
        <source>Swampland</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>Underwater</source>
        <translation>Unter Wasser</translation>
    </message>
    <message>
        <source>Woodlands</source>
        <translation>Wald</translation>
    </message>
</context>
<context>
    <name>Calendar</name>
    <message>
        <source>January</source>
        <translation>Januar</translation>
    </message>
    <message>
        <source>February</source>
        <translation>Februar</translation>
    </message>
    <message>
        <source>March</source>
        <translation>März</translation>
    </message>
    <message>
        <source>April</source>
        <translation>April</translation>
    </message>
    <message>
        <source>May</source>
        <translation>Mai</translation>
    </message>
    <message>
        <source>June</source>
        <translation>Juni</translation>
    </message>
    <message>
        <source>July</source>
        <translation>Juli</translation>
    </message>
    <message>
        <source>August</source>
        <translation>August</translation>
    </message>
    <message>
        <source>September</source>
        <translation>September</translation>
    </message>
    <message>
        <source>October</source>
        <translation>Oktober</translation>
    </message>
    <message>
        <source>November</source>
        <translation>November</translation>
    </message>
    <message>
        <source>December</source>
        <translation>Dezember</translation>
    </message>
    <message>
        <source>The calendar needs at least one month.</source>
        <translation>Der Kalender braucht mindestens einen Monat.</translation>
    </message>
    <message>
        <source>Month %1 needs a name.</source>
        <translation>Monat %1 braucht einen Namen.</translation>
    </message>
    <message>
        <source>%1 needs at least one day.</source>
        <translation>%1 braucht mindestens einen Tag.</translation>
    </message>
    <message>
        <source>%1 %2 runs from day 1 to day %3.</source>
        <translation>%1 %2 hat die Tage 1 bis %3.</translation>
    </message>
    <message>
        <source>There is no month %1: months run from 1 to %2.</source>
        <translation>Es gibt keinen Monat %1: Die Monate reichen von 1 bis %2.</translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <extracomment>A campaign date: %1 the day, %2 the month&apos;s name, %3 the year (&quot;14 Harvestmoon 1203&quot;).</extracomment>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A month of the campaign: %1 the month&apos;s name, %2 the year (&quot;Harvestmoon 1203&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>CampaignChange</name>
    <message>
        <source>The change no longer fits the campaign: %1.</source>
        <translation>Die Änderung passt nicht mehr zur Kampagne: %1.</translation>
    </message>
    <message>
        <source>That treasury is no longer in the campaign.</source>
        <translation>Diese Schatzkammer gibt es in der Kampagne nicht mehr.</translation>
    </message>
</context>
<context>
    <name>CampaignStart</name>
    <message>
        <source>Give the campaign a name.</source>
        <translation>Geben Sie der Kampagne einen Namen.</translation>
    </message>
    <message>
        <source>The usual TL must be between 0 and 12.</source>
        <translation>Der übliche TL muss zwischen 0 und 12 liegen.</translation>
    </message>
</context>
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
    <name>Combatants</name>
    <message>
        <source>Air Combat element out of range (Slow Air reaches 100 miles, doubled per TL past TL6; Fast Air reaches anywhere in the theater)</source>
        <translation>Luftkampf-Element außer Reichweite (langsame Luft reicht 100 Meilen, verdoppelt je TL nach TL6; schnelle Luft erreicht jeden Ort des Kriegsschauplatzes)</translation>
    </message>
    <message>
        <source>Land campaign: neither a land element nor an Air Combat element</source>
        <translation>Landfeldzug: weder Landelement noch Luftkampf-Element</translation>
    </message>
    <message>
        <source>Marine or Airborne land element carried into a naval battle: half TS</source>
        <translation>Landelement mit Marineinfanterie oder Luftlande in eine Seeschlacht mitgeführt: halbe TS</translation>
    </message>
    <message>
        <source>Naval campaign: not a Naval element, an element that neutralizes them, or an Air Combat element</source>
        <translation>Seefeldzug: weder Marine-Element noch ein Element, das sie neutralisiert, noch Luftkampf-Element</translation>
    </message>
    <message>
        <source>Ocean battle: only Sea or Fast Air mobility takes part</source>
        <translation>Schlacht auf offener See: Nur die Mobilität See oder schnelle Luft nimmt teil</translation>
    </message>
    <message>
        <source>Coastal battle: only water or air mobility takes part</source>
        <translation>Küstenschlacht: Nur Wasser- oder Luftmobilität nimmt teil</translation>
    </message>
    <message>
        <source>Air campaign: neither an Air Combat element nor one that neutralizes them</source>
        <translation>Luftfeldzug: weder Luftkampf-Element noch ein Element, das sie neutralisiert</translation>
    </message>
    <message>
        <source>Carried by water without Marine: half TS</source>
        <translation>Über Wasser transportiert, ohne Marineinfanterie: halbe TS</translation>
    </message>
    <message>
        <source>Carried by air, Airborne unusable in bad weather without All-Weather: half TS</source>
        <translation>Auf dem Luftweg transportiert, Luftlande bei schlechtem Wetter ohne Allwetter unbrauchbar: halbe TS</translation>
    </message>
    <message>
        <source>Carried by air without Airborne: half TS</source>
        <translation>Auf dem Luftweg transportiert, ohne Luftlande: halbe TS</translation>
    </message>
    <message>
        <source>Sea mobility does not count on inland waters</source>
        <translation>Die Mobilität See zählt nicht auf Binnengewässern</translation>
    </message>
    <message>
        <source>Cannot cross the water: no water or air mobility, and not carried</source>
        <translation>Kann das Wasser nicht überqueren: keine Wasser- oder Luftmobilität und nicht transportiert</translation>
    </message>
    <message>
        <source>Left out by the GM</source>
        <translation>Vom SL ausgeschlossen</translation>
    </message>
    <message>
        <source>Put in by the GM (%1)</source>
        <translation>Vom SL hinzugenommen (%1)</translation>
    </message>
</context>
<context>
    <name>CommandSplits</name>
    <message>
        <source>Name at least two allied forces.</source>
        <translation>Nennen Sie mindestens zwei verbündete Streitmächte.</translation>
    </message>
    <message>
        <source>%1 needs a commander.</source>
        <translation>%1 braucht einen Befehlshaber.</translation>
    </message>
    <message>
        <source>Average Strategy of the allied commanders, rounded down: %1</source>
        <translation>Durchschnittliche Strategie der verbündeten Befehlshaber, abgerundet: %1</translation>
    </message>
    <message>
        <source>Limited coordination: %1</source>
        <translation>Eingeschränkte Koordination: %1</translation>
    </message>
    <message>
        <source>%1 is the larger force: its commander&apos;s strategy prevails</source>
        <translation>%1 ist die größere Streitmacht: Die Strategie ihres Befehlshabers setzt sich durch</translation>
    </message>
    <message>
        <source>Split -4 between the two battles: 0 and -4, -1 and -3, or -2 and -2.</source>
        <translation>Verteilen Sie -4 auf die beiden Schlachten: 0 und -4, -1 und -3 oder -2 und -2.</translation>
    </message>
    <message>
        <source>%1: %2 against %3</source>
        <translation>%1: %2 gegen %3</translation>
    </message>
    <message>
        <source>%1 (%2&apos;s command)</source>
        <translation>%1 (Kommando von %2)</translation>
    </message>
    <message>
        <source>The main force needs a commander of its own.</source>
        <translation>Die Hauptstreitmacht braucht einen eigenen Befehlshaber.</translation>
    </message>
    <message>
        <source>Detach 1 to %1 of the estimated elements.</source>
        <translation>Kommandieren Sie 1 bis %1 der geschätzten Elemente ab.</translation>
    </message>
    <message>
        <source>Say how many of each element go.</source>
        <translation>Geben Sie an, wie viele von jedem Element mitgehen.</translation>
    </message>
    <message>
        <source>%1: detach 0 to %2.</source>
        <translation>%1: 0 bis %2 abkommandieren.</translation>
    </message>
    <message>
        <source>Detach at least one element.</source>
        <translation>Kommandieren Sie mindestens ein Element ab.</translation>
    </message>
    <message>
        <source>Only a subordinate commander who won his fight can take on the rest of the enemy.</source>
        <translation>Nur ein untergeordneter Befehlshaber, der seinen Kampf gewonnen hat, kann es mit dem Rest des Feindes aufnehmen.</translation>
    </message>
    <message>
        <source>The choice comes only when the main force has lost the main battle.</source>
        <translation>Diese Wahl gibt es erst, wenn die Hauptstreitmacht die Hauptschlacht verloren hat.</translation>
    </message>
    <message>
        <source>%1: %2 fights on</source>
        <translation>%1: %2 kämpft weiter</translation>
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
    <message>
        <source>Import force %1</source>
        <translation>Streitmacht %1 importieren</translation>
    </message>
    <message>
        <source>Import %1 as %2 from %3</source>
        <translation>%1 als %2 aus %3 importieren</translation>
    </message>
    <message>
        <source>Refresh %1 from %2</source>
        <translation>%1 aus %2 aktualisieren</translation>
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
    <name>D20</name>
    <message>
        <source>a unit needs a name</source>
        <translation>eine Einheit braucht einen Namen</translation>
    </message>
    <message>
        <source>must be melee, ranged or artillery</source>
        <translation>muss melee, ranged oder artillery sein</translation>
    </message>
    <message>
        <source>a facing is 0 to 7 or n, ne, e, se, s, sw, w, nw</source>
        <translation>eine Ausrichtung ist 0 bis 7 oder n, ne, e, se, s, sw, w, nw</translation>
    </message>
    <message>
        <source>must be [column, row]</source>
        <translation>muss [Spalte, Zeile] sein</translation>
    </message>
    <message>
        <source>column %1, row %2 is off the board of %3 by %4 tiles</source>
        <translation>Spalte %1, Zeile %2 liegt außerhalb des Spielbretts von %3 mal %4 Feldern</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>Ranged</source>
        <translation>Fernkampf</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>an army needs a name</source>
        <translation>eine Armee braucht einen Namen</translation>
    </message>
    <message>
        <source>an army needs at least one unit</source>
        <translation>eine Armee braucht mindestens eine Einheit</translation>
    </message>
    <message>
        <source>two units are named &quot;%1&quot;: each unit of an army needs its own name</source>
        <translation>zwei Einheiten heißen „%1“: Jede Einheit einer Armee braucht einen eigenen Namen</translation>
    </message>
    <message>
        <source>a champion needs a name</source>
        <translation>ein Champion braucht einen Namen</translation>
    </message>
    <message>
        <source>%1 has no unit named &quot;%2&quot;</source>
        <translation>%1 hat keine Einheit namens „%2“</translation>
    </message>
    <message>
        <source>a reinforcement zone is [column, row, width, height] inside the board</source>
        <translation>eine Verstärkungszone ist [Spalte, Zeile, Breite, Höhe] innerhalb des Spielbretts</translation>
    </message>
    <message>
        <source>name the terrain (forest, hill, river, ...)</source>
        <translation>benennen Sie das Gelände (forest, hill, river, ...)</translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>retaliatory attack</source>
        <translation>Vergeltungsangriff</translation>
    </message>
    <message>
        <source>free attack</source>
        <translation>freier Angriff</translation>
    </message>
    <message>
        <source>morale check</source>
        <translation>Moralprobe</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <source>glancing blow</source>
        <translation>Streiftreffer</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>kritischer Treffer</translation>
    </message>
    <message>
        <source>natural 20</source>
        <translation>natürliche 20</translation>
    </message>
    <message>
        <source>north</source>
        <translation>Norden</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>Nordosten</translation>
    </message>
    <message>
        <source>east</source>
        <translation>Osten</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>Südosten</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>Südwesten</translation>
    </message>
    <message>
        <source>west</source>
        <translation>Westen</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>Nordwesten</translation>
    </message>
    <message>
        <source>%1 is not on the board</source>
        <translation>%1 ist nicht auf dem Spielbrett</translation>
    </message>
    <message>
        <source>%1 must face %2 in the tile next to it to attack</source>
        <translation>%1 muss %2 auf dem angrenzenden Feld zugewandt sein, um anzugreifen</translation>
    </message>
    <message>
        <source>%1 is outside the arc %2 faces</source>
        <translation>%1 steht außerhalb des Bogens, in den %2 blickt</translation>
    </message>
    <message>
        <source>%1 is %2 range increments away; %3 reaches %4</source>
        <translation>%1 ist %2 Reichweitenstufen entfernt; %3 reicht bis %4</translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <translation>Die Schlacht ist vorbei.</translation>
    </message>
    <message>
        <source>No roll is due.</source>
        <translation>Kein Wurf ist fällig.</translation>
    </message>
    <message>
        <source>The roll due is the %1 of %2.</source>
        <translation>Fällig ist der Wurf von %2: %1.</translation>
    </message>
    <message>
        <source>a d20 shows 1 to 20, not %1</source>
        <translation>ein W20 zeigt 1 bis 20, nicht %1</translation>
    </message>
    <message>
        <source>No pursuit is to be chosen for that unit now.</source>
        <translation>Für diese Einheit ist jetzt keine Verfolgung zu wählen.</translation>
    </message>
    <message>
        <source>A roll or a pursuit is due first.</source>
        <translation>Zuerst ist ein Wurf oder eine Verfolgung fällig.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>no such champion</source>
        <translation>diesen Champion gibt es nicht</translation>
    </message>
    <message>
        <source>%1 has acted this round</source>
        <translation>%1 hat in dieser Runde bereits gehandelt</translation>
    </message>
    <message>
        <source>Champions act before their army&apos;s units: %1&apos;s units have begun</source>
        <translation>Champions handeln vor den Einheiten ihrer Armee: Die Einheiten von %1 haben bereits begonnen</translation>
    </message>
    <message>
        <source>%1 has no unit named &quot;%2&quot; left</source>
        <translation>%1 hat keine Einheit namens „%2“ mehr</translation>
    </message>
    <message>
        <source>no such unit</source>
        <translation>diese Einheit gibt es nicht</translation>
    </message>
    <message>
        <source>%1 is destroyed</source>
        <translation>%1 ist vernichtet</translation>
    </message>
    <message>
        <source>%1 has had its turn this round</source>
        <translation>%1 war in dieser Runde bereits am Zug</translation>
    </message>
    <message>
        <source>a facing is 0 (north) to 7 (north-west)</source>
        <translation>eine Ausrichtung ist 0 (Norden) bis 7 (Nordwesten)</translation>
    </message>
    <message>
        <source>%1 is off the board</source>
        <translation>%1 liegt außerhalb des Spielbretts</translation>
    </message>
    <message>
        <source>%1 stands on %2</source>
        <translation>%1 steht auf %2</translation>
    </message>
    <message>
        <source>A unit in reserve enters through a tile of one of its army&apos;s reinforcement zones while no enemy stands in it</source>
        <translation>Eine Einheit in Reserve betritt das Spielbrett über ein Feld einer Verstärkungszone ihrer Armee, solange kein Feind darin steht</translation>
    </message>
    <message>
        <source>A second facing change costs the move: %1 cannot do both</source>
        <translation>Eine zweite Änderung der Ausrichtung kostet die Bewegung: %1 kann nicht beides</translation>
    </message>
    <message>
        <source>%1 is in reserve: it enters the board before it acts</source>
        <translation>%1 ist in Reserve: Die Einheit betritt das Spielbrett, bevor sie handelt</translation>
    </message>
    <message>
        <source>no such enemy on the board to engage</source>
        <translation>diesen Feind gibt es auf dem Spielbrett nicht, um ihn zu binden</translation>
    </message>
    <message>
        <source>%1 must face %2 in a tile next to it to engage it</source>
        <translation>%1 muss %2 auf einem angrenzenden Feld zugewandt sein, um die Einheit zu binden</translation>
    </message>
    <message>
        <source>no such enemy to attack</source>
        <translation>diesen Feind gibt es nicht, um ihn anzugreifen</translation>
    </message>
    <message>
        <source>%1 is not engaged: there is nothing to disengage from</source>
        <translation>%1 ist mit niemandem im Kampf: Es gibt nichts, wovon die Einheit sich lösen könnte</translation>
    </message>
    <message>
        <source>Engaged with more than two, %1 chooses the two that do not attack as it breaks away</source>
        <translation>Im Kampf mit mehr als zwei Einheiten wählt %1 die zwei, die beim Absetzen nicht angreifen</translation>
    </message>
    <message>
        <source>%1 is engaged: only a unit out of combat rests</source>
        <translation>%1 ist im Kampf: Nur eine Einheit außerhalb des Kampfes rastet</translation>
    </message>
    <message>
        <source>the GM ends the battle</source>
        <translation>die Spielleitung beendet die Schlacht</translation>
    </message>
    <message>
        <source>Round %1: the battle ends: %2.</source>
        <translation>Runde %1: Die Schlacht endet: %2.</translation>
    </message>
    <message>
        <source>Round %1, %2:</source>
        <translation>Runde %1, %2:</translation>
    </message>
    <message>
        <source> leaves its unit.</source>
        <translation> verlässt die Einheit.</translation>
    </message>
    <message>
        <source> joins %1.</source>
        <translation> schließt sich %1 an.</translation>
    </message>
    <message>
        <source> faces %1.</source>
        <translation> blickt nach %1.</translation>
    </message>
    <message>
        <source> It breaks away: free attacks from %1.</source>
        <translation> Die Einheit setzt sich ab: freie Angriffe von %1.</translation>
    </message>
    <message>
        <source> %1 has left the board: its move and action lapse.</source>
        <translation> %1 hat das Spielbrett verlassen: Bewegung und Aktion entfallen.</translation>
    </message>
    <message>
        <source> %1 is taken: %2 stays.</source>
        <translation> %1 ist besetzt: %2 bleibt stehen.</translation>
    </message>
    <message>
        <source> %1 enters the board at %2.</source>
        <translation> %1 betritt das Spielbrett auf %2.</translation>
    </message>
    <message>
        <source> %1 moves to %2.</source>
        <translation> %1 zieht auf %2.</translation>
    </message>
    <message>
        <source> %1 faces %2.</source>
        <translation> %1 blickt nach %2.</translation>
    </message>
    <message>
        <source> %1 engages %2.</source>
        <translation> %1 bindet %2.</translation>
    </message>
    <message>
        <source> Its attack on %1 lapses.</source>
        <translation> Der Angriff auf %1 entfällt.</translation>
    </message>
    <message>
        <source> %1 attacks %2.</source>
        <translation> %1 greift %2 an.</translation>
    </message>
    <message>
        <source> %1 disengages.</source>
        <translation> %1 löst sich aus dem Kampf.</translation>
    </message>
    <message>
        <source> %1 rests.</source>
        <translation> %1 rastet.</translation>
    </message>
    <message>
        <source> (range increment %1: %2)</source>
        <translation> (Reichweitenstufe %1: %2)</translation>
    </message>
    <message>
        <source>Round %1, %2 of %3 on %4: d20 %5 %6 = %7%8 against Defense %9: %10.</source>
        <translation>Runde %1, %2 von %3 auf %4: W20 %5 %6 = %7%8 gegen Verteidigung %9: %10.</translation>
    </message>
    <message>
        <source> No damage.</source>
        <translation> Kein Schaden.</translation>
    </message>
    <message>
        <source> %1 takes %2 damage and is destroyed.</source>
        <translation> %1 erleidet %2 Schaden und ist vernichtet.</translation>
    </message>
    <message>
        <source> %1 takes %2 damage: Health %3 of %4.</source>
        <translation> %1 erleidet %2 Schaden: Gesundheit %3 von %4.</translation>
    </message>
    <message>
        <source> Diminished, it checks morale.</source>
        <translation> Geschwächt legt die Einheit eine Moralprobe ab.</translation>
    </message>
    <message>
        <source>Round %1, morale check of %2: d20 %3 %4 = %5 against DC %6: %7.</source>
        <translation>Runde %1, Moralprobe von %2: W20 %3 %4 = %5 gegen SG %6: %7.</translation>
    </message>
    <message>
        <source>it holds</source>
        <translation>Die Einheit hält stand</translation>
    </message>
    <message>
        <source>it shatters</source>
        <translation>Die Einheit zerbricht</translation>
    </message>
    <message>
        <source> %1 strikes it as it breaks: %2 damage.</source>
        <translation> %1 trifft die Einheit beim Zerbrechen: %2 Schaden.</translation>
    </message>
    <message>
        <source> %1 is destroyed.</source>
        <translation> %1 ist vernichtet.</translation>
    </message>
    <message>
        <source> %1 leaves the field to its reserve with Health %2.</source>
        <translation> %1 verlässt das Schlachtfeld mit Gesundheit %2 in die Reserve.</translation>
    </message>
    <message>
        <source>Round %1, %2</source>
        <translation>Runde %1, %2</translation>
    </message>
    <message>
        <source> lets %1 go.</source>
        <translation> lässt %1 ziehen.</translation>
    </message>
    <message>
        <source> cannot pursue: %1 is taken.</source>
        <translation> kann nicht verfolgen: %1 ist besetzt.</translation>
    </message>
    <message>
        <source> pursues %1 into %2.</source>
        <translation> verfolgt %1 auf %2.</translation>
    </message>
    <message>
        <source>Round %1: %2 ends its turn.</source>
        <translation>Runde %1: %2 beendet den Zug.</translation>
    </message>
    <message>
        <source> Round %1 begins.</source>
        <translation> Runde %1 beginnt.</translation>
    </message>
    <message>
        <source> %1 is no longer on the board to pursue.</source>
        <translation> %1 ist nicht mehr auf dem Spielbrett und kann nicht verfolgen.</translation>
    </message>
    <message>
        <source> %1 has left the board: no morale check.</source>
        <translation> %1 hat das Spielbrett verlassen: keine Moralprobe.</translation>
    </message>
    <message>
        <source> %1 has left the board: no %2.</source>
        <translation> %1 hat das Spielbrett verlassen: kein %2.</translation>
    </message>
    <message>
        <source> %1 has left the board: no %2 on it.</source>
        <translation> %1 hat das Spielbrett verlassen: kein %2 auf die Einheit.</translation>
    </message>
    <message>
        <source> No army has a unit left: the battle is over.</source>
        <translation> Keine Armee hat noch eine Einheit: Die Schlacht ist vorbei.</translation>
    </message>
    <message>
        <source> %1 has no unit left: %2 wins the battle.</source>
        <translation> %1 hat keine Einheit mehr: %2 gewinnt die Schlacht.</translation>
    </message>
    <message>
        <source>must be none, attack, disengage or rest</source>
        <translation>muss none, attack, disengage oder rest sein</translation>
    </message>
    <message>
        <source>an attack names its target</source>
        <translation>ein Angriff nennt sein Ziel</translation>
    </message>
    <message>
        <source>%1 has no champion named &quot;%2&quot;</source>
        <translation>%1 hat keinen Champion namens „%2“</translation>
    </message>
    <message>
        <source>no roll is due</source>
        <translation>kein Wurf ist fällig</translation>
    </message>
    <message>
        <source>must be attack, retaliation, free-attack or morale</source>
        <translation>muss attack, retaliation, free-attack oder morale sein</translation>
    </message>
    <message>
        <source>the d20 of the roll is missing</source>
        <translation>der W20 des Wurfs fehlt</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>a battle has two armies</source>
        <translation>eine Schlacht hat zwei Armeen</translation>
    </message>
    <message>
        <source>two units stand on column %1, row %2</source>
        <translation>zwei Einheiten stehen auf Spalte %1, Zeile %2</translation>
    </message>
    <message>
        <source>must be champion, activate, roll, pursue, end_turn or end</source>
        <translation>muss champion, activate, roll, pursue, end_turn oder end sein</translation>
    </message>
    <message>
        <source>Round %1, %2&apos;s turn</source>
        <translation>Runde %1, Zug von %2</translation>
    </message>
    <message>
        <source>Round %1, %2 of %3</source>
        <translation>Runde %1, %2 von %3</translation>
    </message>
    <message>
        <source>Round %1, %2 may pursue</source>
        <translation>Runde %1, %2 darf verfolgen</translation>
    </message>
    <message>
        <source>Ended in round %1: %2</source>
        <translation>Beendet in Runde %1: %2</translation>
    </message>
    <message>
        <source>Over, no army left</source>
        <translation>Vorbei, keine Armee mehr</translation>
    </message>
    <message>
        <source>Won by %1 in round %2</source>
        <translation>Gewonnen von %1 in Runde %2</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>vernichtet</translation>
    </message>
    <message>
        <source>Health %1 of %2</source>
        <translation>Gesundheit %1 von %2</translation>
    </message>
    <message>
        <source>in reserve</source>
        <translation>in Reserve</translation>
    </message>
    <message>
        <source>engaged with %1</source>
        <translation>im Kampf mit %1</translation>
    </message>
    <message>
        <source>%1 vs %2, %3 (units left %4 / %5)</source>
        <translation>%1 gegen %2, %3 (verbliebene Einheiten %4 / %5)</translation>
    </message>
    <message>
        <source>d20 Strategic Combat</source>
        <translation>d20 Strategic Combat</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Gesundheit</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Schritt für Schritt</translation>
    </message>
</context>
<context>
    <name>DefenseBonus</name>
    <message>
        <source>none</source>
        <translation>keiner</translation>
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
    <name>DialogSupport</name>
    <message>
        <source>Type amounts as 2M, 150K or 1,250,000</source>
        <translation>Beträge als 2M, 150K oder 1,250,000 eingeben</translation>
    </message>
</context>
<context>
    <name>DieRollJson</name>
    <message>
        <source>&quot;%1&quot; must be a whole number.</source>
        <translation>„%1“ muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>A die has %1 to %2 sides, not %3.</source>
        <translation>Ein Würfel hat %1 bis %2 Seiten, nicht %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false.</source>
        <translation>„%1“ muss true oder false sein.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a list of faces.</source>
        <translation>„%1“ muss eine Liste von Augenzahlen sein.</translation>
    </message>
    <message>
        <source>Every face in &quot;%1&quot; must be a whole number.</source>
        <translation>Jede Augenzahl in „%1“ muss eine ganze Zahl sein.</translation>
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
    <name>FieldedSetup</name>
    <message>
        <source>Chemical weapons: unprotected elements lose 40%</source>
        <translation>Chemische Waffen: Ungeschützte Elemente verlieren 40 %</translation>
    </message>
    <message>
        <source>Nuclear exchange: Sealed elements lose 40%</source>
        <translation>Atomschlagabtausch: Versiegelte Elemente verlieren 40 %</translation>
    </message>
    <message>
        <source>Nuclear exchange: 90% of the force eliminated</source>
        <translation>Atomschlagabtausch: 90 % der Streitmacht vernichtet</translation>
    </message>
    <message>
        <source>Sitting out: %1</source>
        <translation>Nicht beteiligt: %1</translation>
    </message>
    <message>
        <source>Nuke-capable elements: x10 TS</source>
        <translation>Atomwaffenfähige Elemente: x10 TS</translation>
    </message>
    <message>
        <source>Landing Cavalry without Airborne or Marine: no Cavalry Superiority</source>
        <translation>Landende Kavallerie ohne Luftlande oder Marineinfanterie: keine Kavallerieüberlegenheit</translation>
    </message>
    <message>
        <source>Flagship: counts as a C3I element</source>
        <translation>Flaggschiff: zählt als C3I-Element</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n element(s)%2</source>
        <translation>
            <numerusform>%1: %n Element%2</numerusform>
            <numerusform>%1: %n Elemente%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Nuclear exchange: 90% of the estimated force eliminated</source>
        <translation>Atomschlagabtausch: 90 % der geschätzten Streitmacht vernichtet</translation>
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
        <translation>%1 % der TS der Streitmacht; über 10 % können die Illoyalen revoltieren (3d bis einschließlich %2)</translation>
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
    <message>
        <source>%1 x %2% strength = %3</source>
        <translation>%1 x %2 % Stärke = %3</translation>
    </message>
</context>
<context>
    <name>ForceComparison</name>
    <message>
        <source>Estimated TS %1 (no element modifiers)</source>
        <translation>Geschätzte TS %1 (ohne Elementmodifikatoren)</translation>
    </message>
    <message>
        <source>Reduced readiness: half TS</source>
        <translation>Verminderte Einsatzbereitschaft: halbe TS</translation>
    </message>
    <message>
        <source>Force TS %1 (support at 10%, C3I-only support at 0)</source>
        <translation>TS der Streitmacht %1 (Unterstützung zu 10 %, reine C3I-Unterstützung zu 0)</translation>
    </message>
    <message>
        <source>Reduced readiness: every element at half TS</source>
        <translation>Verminderte Einsatzbereitschaft: jedes Element mit halber TS</translation>
    </message>
    <message>
        <source>Night: elements without Night at half TS (-%1)</source>
        <translation>Nacht: Elemente ohne Nacht mit halber TS (-%1)</translation>
    </message>
    <message>
        <source>Daylight: Nocturnal elements at half TS (-%1)</source>
        <translation>Tageslicht: nachtaktive Elemente mit halber TS (-%1)</translation>
    </message>
    <message>
        <source>Bad weather: air and water elements without All-Weather at half TS (-%1)</source>
        <translation>Schlechtes Wetter: Luft- und Wasserelemente ohne Allwetter mit halber TS (-%1)</translation>
    </message>
    <message>
        <source>Terrain (%1): elements with the Terrain feature at double TS (+%2)</source>
        <translation>Gelände (%1): Elemente mit dem Merkmal Gelände mit doppelter TS (+%2)</translation>
    </message>
    <message numerus="yes">
        <source>Attacking across a river: hindered elements at half TS (-%1); engineers cover %n element(s)</source>
        <translation>
            <numerusform>Angriff über einen Fluss: behinderte Elemente mit halber TS (-%1); Pioniere decken %n Element ab</numerusform>
            <numerusform>Angriff über einen Fluss: behinderte Elemente mit halber TS (-%1); Pioniere decken %n Elemente ab</numerusform>
        </translation>
    </message>
    <message>
        <source>Disloyal elements revolted: -%1</source>
        <translation>Illoyale Elemente haben revoltiert: -%1</translation>
    </message>
    <message>
        <source>Enemy rebels join: +%1</source>
        <translation>Feindliche Überläufer: +%1</translation>
    </message>
    <message>
        <source>= TS %1</source>
        <translation>= TS %1</translation>
    </message>
    <message>
        <source>Relative TS %1 vs %2 (%3:1): %4</source>
        <translation>Relative TS %1 gegen %2 (%3:1): %4</translation>
    </message>
    <message>
        <source>%1 superiority (%2 vs %3): %4</source>
        <translation>Überlegenheit bei %1 (%2 gegen %3): %4</translation>
    </message>
    <message>
        <source>Estimated forces: special class superiority skipped</source>
        <translation>Geschätzte Streitmächte: Überlegenheit bei Spezialklassen entfällt</translation>
    </message>
    <message>
        <source>Basic Strategy Modifier: %1</source>
        <translation>Grundstrategie-Modifikator (BSM): %1</translation>
    </message>
    <message>
        <source>Siege: Artillery adds its entire TS (+%1)</source>
        <translation>Belagerung: Artillerie zählt mit ihrer gesamten TS (+%1)</translation>
    </message>
</context>
<context>
    <name>ForceFile</name>
    <message>
        <source>must be serving, wounded, captured or dead</source>
        <translation>muss serving, wounded, captured oder dead sein</translation>
    </message>
    <message>
        <source>unknown levy service</source>
        <translation>unbekannter Aufgebotsdienst</translation>
    </message>
    <message>
        <source>this is not a Muster force file (&quot;format&quot;: &quot;%1&quot;)</source>
        <translation>dies ist keine Muster-Streitmachtdatei („format“: „%1“)</translation>
    </message>
    <message>
        <source>version %1 is newer than this Muster reads (%2): open it with a newer Muster</source>
        <translation>Version %1 ist neuer als die, die dieses Muster liest (%2): Öffnen Sie sie mit einem neueren Muster</translation>
    </message>
    <message>
        <source>a force file carries only custom element types</source>
        <translation>eine Streitmachtdatei enthält nur eigene Elementtypen</translation>
    </message>
    <message>
        <source>a force needs a name</source>
        <translation>eine Streitmacht braucht einen Namen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of the file&apos;s element_types</source>
        <translation>„%1“ ist keiner der element_types der Datei</translation>
    </message>
    <message>
        <source>the file gives no version; export the force again from Muster</source>
        <translation>Die Datei nennt keine Version; exportieren Sie die Streitmacht erneut aus Muster</translation>
    </message>
</context>
<context>
    <name>ForceImport</name>
    <message>
        <source>%1 (imported)</source>
        <translation>%1 (importiert)</translation>
    </message>
    <message>
        <source>%1 (imported %2)</source>
        <translation>%1 (importiert %2)</translation>
    </message>
    <message>
        <source>%1 uses an element type the file does not define.</source>
        <translation>%1 verwendet einen Elementtyp, den die Datei nicht festlegt.</translation>
    </message>
    <message>
        <source>%1 is not valid with the campaign&apos;s type %2: %3 Import again with the file&apos;s types renamed or replacing the campaign&apos;s.</source>
        <translation>%1 ist mit dem Typ %2 der Kampagne nicht gültig: %3 Importieren Sie erneut und benennen Sie die Typen der Datei um oder ersetzen Sie die der Kampagne.</translation>
    </message>
</context>
<context>
    <name>Forecast</name>
    <message>
        <source>%1 wins</source>
        <translation>%1 siegt</translation>
    </message>
    <message>
        <source>Both are wiped out</source>
        <translation>Beide werden vernichtet</translation>
    </message>
    <message>
        <source>%1 escapes</source>
        <translation>%1 entkommt</translation>
    </message>
    <message>
        <source>No battle</source>
        <translation>Keine Schlacht</translation>
    </message>
    <message>
        <source>Break-out</source>
        <translation>Ausbruch</translation>
    </message>
    <message>
        <source>Talks</source>
        <translation>Verhandlungen</translation>
    </message>
    <message>
        <source>Unresolved</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>The enemy is wiped out (100% casualties).</source>
        <translation>Der Gegner wird vernichtet (100 % Verluste).</translation>
    </message>
    <message>
        <source>Both sides reach 100% casualties in the same round.</source>
        <translation>Beide Seiten erreichen in derselben Runde 100 % Verluste.</translation>
    </message>
    <message>
        <source>The side escapes the field by a retreat strategy; the other holds it and may pursue.</source>
        <translation>Die Seite entkommt mit einer Rückzugsstrategie vom Schlachtfeld; die andere hält es und darf verfolgen.</translation>
    </message>
    <message>
        <source>A retreat meets a defense or another retreat: contact is broken before any fighting.</source>
        <translation>Ein Rückzug trifft auf eine Verteidigung oder einen Rückzug: Die Heere lösen sich, bevor gekämpft wird.</translation>
    </message>
    <message>
        <source>The besieged escape the fortress; an ordinary battle follows outside.</source>
        <translation>Die Belagerten brechen aus der Festung aus; draußen folgt eine gewöhnliche Schlacht.</translation>
    </message>
    <message>
        <source>Both sides parley: what the talks decide is the GM&apos;s.</source>
        <translation>Beide Seiten verhandeln: Was dabei herauskommt, entscheidet die Spielleitung.</translation>
    </message>
    <message>
        <source>Still fighting after the forecast&apos;s last round.</source>
        <translation>Nach der letzten Runde der Prognose wird noch gekämpft.</translation>
    </message>
</context>
<context>
    <name>Fortress</name>
    <message>
        <source>Improvised fortifications</source>
        <translation>Behelfsmäßige Befestigungen</translation>
    </message>
    <message>
        <source>Permanent fortifications</source>
        <translation>Permanente Befestigungen</translation>
    </message>
    <message>
        <source>Ruined fortifications</source>
        <translation>Verfallene Befestigungen</translation>
    </message>
    <message>
        <source>Natural stronghold</source>
        <translation>Natürliche Festung</translation>
    </message>
    <message>
        <source>Ordinary site</source>
        <translation>Gewöhnliche Lage</translation>
    </message>
    <message>
        <source>Strong position (small island, hill)</source>
        <translation>Starke Lage (kleine Insel, Hügel)</translation>
    </message>
    <message>
        <source>Extremely strong position (mountaintop)</source>
        <translation>Äußerst starke Lage (Berggipfel)</translation>
    </message>
    <message>
        <source>Improvised fortifications with stone or concrete, or tunnels: +5</source>
        <translation>Behelfsmäßige Befestigungen mit Stein oder Beton oder mit Tunneln: +5</translation>
    </message>
    <message>
        <source>Improvised fortifications: +4</source>
        <translation>Behelfsmäßige Befestigungen: +4</translation>
    </message>
    <message>
        <source>Permanent fortifications, last upgraded at TL%1: TL+4 = +%2</source>
        <translation>Permanente Befestigungen, zuletzt ausgebaut bei TL%1: TL+4 = +%2</translation>
    </message>
    <message>
        <source>Ruins of TL%1 fortifications: TL+4 = +%2, less %3 for the ruin</source>
        <translation>Ruinen von Befestigungen aus TL%1: TL+4 = +%2, abzüglich %3 für den Verfall</translation>
    </message>
    <message>
        <source>Natural stronghold: +%1 in all</source>
        <translation>Natürliche Festung: insgesamt +%1</translation>
    </message>
    <message>
        <source>%1: +%2</source>
        <translation>%1: +%2</translation>
    </message>
    <message>
        <source>= Defense Bonus +%1</source>
        <translation>= Verteidigungsbonus +%1</translation>
    </message>
    <message>
        <source>Give the fortress a name.</source>
        <translation>Geben Sie der Festung einen Namen.</translation>
    </message>
    <message>
        <source>The TL of the last upgrade must be 0 to 12.</source>
        <translation>Die TL des letzten Ausbaus muss zwischen 0 und 12 liegen.</translation>
    </message>
    <message>
        <source>Ruins take at least -1 to the Defense Bonus (at most -%1 here).</source>
        <translation>Ruinen erhalten mindestens -1 auf den Verteidigungsbonus (hier höchstens -%1).</translation>
    </message>
    <message>
        <source>A natural stronghold gives +4 or +5 in all.</source>
        <translation>Eine natürliche Festung gibt insgesamt +4 oder +5.</translation>
    </message>
    <message>
        <source>A natural stronghold&apos;s +4 or +5 already counts its site; leave the site ordinary.</source>
        <translation>Die +4 oder +5 einer natürlichen Festung berücksichtigen bereits ihre Lage; wählen Sie als Lage „Gewöhnliche Lage“.</translation>
    </message>
    <message>
        <source>Enter the WT of elements the fortress can defend (more than 0).</source>
        <translation>Geben Sie die WT der Elemente ein, die die Festung verteidigen kann (mehr als 0).</translation>
    </message>
    <message>
        <source>%1 holds at most WT %2 (1.5 x its capacity of %3); the garrison is WT %4.</source>
        <translation>%1 fasst höchstens WT %2 (1,5 x die Kapazität von %3); die Besatzung hat WT %4.</translation>
    </message>
</context>
<context>
    <name>Gcs</name>
    <message>
        <source>a GCS template</source>
        <translation>eine GCS-Vorlage</translation>
    </message>
    <message>
        <source>a GCS library list (traits, skills, spells, equipment or notes)</source>
        <translation>eine GCS-Bibliotheksliste (Eigenschaften, Fertigkeiten, Zauber, Ausrüstung oder Notizen)</translation>
    </message>
    <message>
        <source>a GCS file of type &quot;%1&quot;</source>
        <translation>eine GCS-Datei vom Typ „%1“</translation>
    </message>
    <message>
        <source>a GCS file without a character&apos;s profile and attributes (a template?)</source>
        <translation>eine GCS-Datei ohne Profil und Attribute eines Charakters (eine Vorlage?)</translation>
    </message>
    <message>
        <source>%1: the skill &quot;%2&quot; has no computed level (calc.level); open the file in GCS and save it again</source>
        <translation>%1: Die Fertigkeit „%2“ hat keinen berechneten Wert (calc.level); öffnen Sie die Datei in GCS und speichern Sie sie erneut</translation>
    </message>
    <message>
        <source>This is a character sheet of GCS 4 or older (XML). Open it in a current GCS and save it again; Muster reads the JSON files of GCS 5 and later.</source>
        <translation>Dies ist ein Charakterbogen von GCS 4 oder älter (XML). Öffnen Sie ihn in einem aktuellen GCS und speichern Sie ihn erneut; Muster liest die JSON-Dateien von GCS 5 und neuer.</translation>
    </message>
    <message>
        <source>This is not a GCS character sheet: it is not JSON (%1 at byte %2).</source>
        <translation>Dies ist kein GCS-Charakterbogen: Die Datei ist kein JSON (%1 bei Byte %2).</translation>
    </message>
    <message>
        <source>This is not a GCS character sheet: it holds no JSON object.</source>
        <translation>Dies ist kein GCS-Charakterbogen: Die Datei enthält kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>This is not a GCS file: it has no &quot;version&quot;.</source>
        <translation>Dies ist keine GCS-Datei: Sie hat keine „version“.</translation>
    </message>
    <message>
        <source>This is not a GCS file: its &quot;version&quot; is not a number.</source>
        <translation>Dies ist keine GCS-Datei: Ihre „version“ ist keine Zahl.</translation>
    </message>
    <message>
        <source>This is %1, not a character sheet. Export or save the character itself (.gcs).</source>
        <translation>Dies ist %1, kein Charakterbogen. Exportieren oder speichern Sie den Charakter selbst (.gcs).</translation>
    </message>
    <message>
        <source>The file is of GCS file version %1; Muster reads versions %2 to %3. %4</source>
        <translation>Die Datei hat die GCS-Dateiversion %1; Muster liest die Versionen %2 bis %3. %4</translation>
    </message>
    <message>
        <source>A newer Muster may read it.</source>
        <translation>Eine neuere Version von Muster kann sie vielleicht lesen.</translation>
    </message>
    <message>
        <source>Open it in a current GCS and save it again.</source>
        <translation>Öffnen Sie sie in einem aktuellen GCS und speichern Sie sie erneut.</translation>
    </message>
    <message>
        <source>The character has no name (profile.name): give it one in GCS.</source>
        <translation>Der Charakter hat keinen Namen (profile.name): Geben Sie ihm in GCS einen.</translation>
    </message>
    <message>
        <source>The sheet states no IQ (attributes: &quot;iq&quot; with calc.value); open it in GCS and save it again.</source>
        <translation>Der Bogen nennt keinen IQ (attributes: „iq“ mit calc.value); öffnen Sie ihn in GCS und speichern Sie ihn erneut.</translation>
    </message>
    <message>
        <source>The sheet states no hit points (attributes: &quot;hp&quot; with calc.value); open it in GCS and save it again.</source>
        <translation>Der Bogen nennt keine Trefferpunkte (attributes: „hp“ mit calc.value); öffnen Sie ihn in GCS und speichern Sie ihn erneut.</translation>
    </message>
    <message>
        <source>%1 (default: %2%3)</source>
        <translation>%1 (Grundwert: %2%3)</translation>
    </message>
</context>
<context>
    <name>GcsImportDialog</name>
    <message>
        <source>Import GCS Character</source>
        <translation>GCS-Charakter importieren</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>%1 in %2 terrain, by %3, in %4.</source>
        <translation>%1 im Gelände %2, bei %3, bei %4.</translation>
    </message>
    <message>
        <source>A pitched battle</source>
        <translation>Eine Feldschlacht</translation>
    </message>
    <message>
        <source>An encounter battle</source>
        <translation>Ein Begegnungsgefecht</translation>
    </message>
    <message>
        <source>night</source>
        <translation>Nacht</translation>
    </message>
    <message>
        <source>day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>bad weather</source>
        <translation>schlechtem Wetter</translation>
    </message>
    <message>
        <source>fair weather</source>
        <translation>schönem Wetter</translation>
    </message>
    <message>
        <source>Your scouts won the Reconnaissance Contest: you have the initiative.</source>
        <translation>Ihre Späher haben den Aufklärungswettstreit gewonnen: Sie haben die Initiative.</translation>
    </message>
    <message>
        <source>Your scouts won the Reconnaissance Contest: you have surprise.</source>
        <translation>Ihre Späher haben den Aufklärungswettstreit gewonnen: Sie haben die Überraschung auf Ihrer Seite.</translation>
    </message>
    <message>
        <source>Your scouts won the Reconnaissance Contest: you spring an ambush.</source>
        <translation>Ihre Späher haben den Aufklärungswettstreit gewonnen: Sie legen einen Hinterhalt.</translation>
    </message>
    <message>
        <source>Your force starts the battle confused.</source>
        <translation>Ihre Streitmacht beginnt die Schlacht in Unordnung.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;For %1&lt;/b&gt;, facing %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Für %1&lt;/b&gt;, gegen %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>What you see of the enemy</source>
        <translation>Was Sie vom Feind sehen</translation>
    </message>
    <message>
        <source>Your scouts&apos; estimate</source>
        <translation>Die Schätzung Ihrer Späher</translation>
    </message>
</context>
<context>
    <name>Intelligence</name>
    <message>
        <source>Confused: nothing is known of the enemy.</source>
        <translation>In Unordnung: Über den Feind ist nichts bekannt.</translation>
    </message>
    <message>
        <source>About %1-%2 troops (an estimated force).</source>
        <translation>Etwa %1-%2 Mann (geschätzte Streitmacht).</translation>
    </message>
    <message>
        <source>%1 x %2 (about %3 troops)</source>
        <translation>%1 x %2 (etwa %3 Mann)</translation>
    </message>
    <message>
        <source>About %1-%2 troops on foot</source>
        <translation>Etwa %1-%2 Mann zu Fuß</translation>
    </message>
    <message>
        <source>About %1-%2 mounted troops</source>
        <translation>Etwa %1-%2 Mann beritten</translation>
    </message>
    <message>
        <source>About %1-%2 troops in motor vehicles</source>
        <translation>Etwa %1-%2 Mann in Kraftfahrzeugen</translation>
    </message>
    <message>
        <source>About %1-%2 troops in armored vehicles</source>
        <translation>Etwa %1-%2 Mann in gepanzerten Fahrzeugen</translation>
    </message>
    <message>
        <source>About %1-%2 troops afloat</source>
        <translation>Etwa %1-%2 Mann auf Schiffen</translation>
    </message>
    <message>
        <source>About %1-%2 troops in the air</source>
        <translation>Etwa %1-%2 Mann in der Luft</translation>
    </message>
    <message>
        <source>About %1-%2 troops with no way to move on their own</source>
        <translation>Etwa %1-%2 Mann ohne eigene Beweglichkeit</translation>
    </message>
    <message>
        <source>About %1-%2 troops in all.</source>
        <translation>Insgesamt etwa %1-%2 Mann.</translation>
    </message>
    <message>
        <source>%1: about %2-%3 troops</source>
        <translation>%1: etwa %2-%3 Mann</translation>
    </message>
</context>
<context>
    <name>JsonReader</name>
    <message>
        <source>must be a whole number</source>
        <translation>muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>must be %1 to %2, not %3</source>
        <translation>muss zwischen %1 und %2 liegen, nicht %3</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>muss eine Zahl sein</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>muss Text sein</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>muss eine Liste sein</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <source>Raise</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>Maintain</source>
        <translation>Unterhalt</translation>
    </message>
    <message>
        <source>Logistics</source>
        <translation>Logistik</translation>
    </message>
    <message>
        <source>Replacement</source>
        <translation>Ersatz</translation>
    </message>
    <message>
        <source>Hire</source>
        <translation>Sold</translation>
    </message>
    <message>
        <source>Rebate</source>
        <translation>Rückerstattung</translation>
    </message>
    <message>
        <source>Loot</source>
        <translation>Beute</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Einnahmen</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>Manuell</translation>
    </message>
</context>
<context>
    <name>LedgerCsv</name>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Force</source>
        <translation>Streitmacht</translation>
    </message>
    <message>
        <source>Element</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation>Schatzkammer</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Kassenstand</translation>
    </message>
</context>
<context>
    <name>LedgerText</name>
    <message>
        <source>Logistic force of %1</source>
        <translation>Logistiktruppe von %1</translation>
    </message>
    <message>
        <source>Maintenance of %1</source>
        <translation>Unterhalt von %1</translation>
    </message>
    <message>
        <source>Hired troops of %1</source>
        <translation>Sold für angeheuerte Truppen von %1</translation>
    </message>
    <message>
        <source>Replacing casualties of %1</source>
        <translation>Ersatz für Verluste von %1</translation>
    </message>
    <message>
        <source>Improving %1</source>
        <translation>Verbesserung von %1</translation>
    </message>
    <message>
        <source>Rebate for disbanding %1</source>
        <translation>Rückerstattung für die Auflösung von %1</translation>
    </message>
    <message>
        <source>Loot of %1</source>
        <translation>Beute aus %1</translation>
    </message>
    <message>
        <source>Replacing %1% casualties of %2 after %3</source>
        <translation>Ersatz für %1 % Verluste von %2 nach %3</translation>
    </message>
    <message>
        <source>Raise %1 x %2</source>
        <translation>Aufstellung %1 x %2</translation>
    </message>
    <message>
        <source>Raise %1 x %2 (twice the cost, 75% of the time)</source>
        <translation>Aufstellung %1 x %2 (doppelte Kosten, 75 % der Zeit)</translation>
    </message>
    <message>
        <source>Raise %1 x %2 (four times the cost, half the time)</source>
        <translation>Aufstellung %1 x %2 (vierfache Kosten, halbe Zeit)</translation>
    </message>
    <message>
        <source>%1 (devastated: half revenue)</source>
        <extracomment>A devastated territory&apos;s revenue in the ledger; %1 the source&apos;s name.</extracomment>
        <translation>%1 (verwüstet: halbe Einnahmen)</translation>
    </message>
</context>
<context>
    <name>Levy</name>
    <message>
        <source>%1: their two months on levy terms this year are used up; this month they are paid as mercenaries.</source>
        <translation>%1: Die zwei Monate zu Aufgebotsbedingungen sind für dieses Jahr aufgebraucht; diesen Monat werden sie wie Söldner bezahlt.</translation>
    </message>
    <message>
        <source>%1: last month on levy terms this year; from next month they serve only as mercenaries, or go home.</source>
        <translation>%1: letzter Monat zu Aufgebotsbedingungen in diesem Jahr; ab nächstem Monat dienen sie nur noch als Söldner oder gehen nach Hause.</translation>
    </message>
    <message>
        <source>%1: %2 months of service; make their reaction roll (Good or better: they serve on as mercenaries; otherwise they go home).</source>
        <translation>%1: %2 Monate Dienst; Reaktionswurf fällig (bei Gut oder besser dienen sie als Söldner weiter, sonst gehen sie nach Hause).</translation>
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
    <name>Logistics</name>
    <message>
        <source>Land Logistics</source>
        <translation>Landlogistik</translation>
    </message>
    <message>
        <source>Naval Logistics</source>
        <translation>Seelogistik</translation>
    </message>
    <message>
        <source>Air Logistics</source>
        <translation>Luftlogistik</translation>
    </message>
    <message>
        <source>LS required: the fighting force&apos;s Maintain %1 = LS %2 (land and air elements %3, naval elements %4)</source>
        <translation>Benötigte LS: Unterhalt der Kampftruppe %1 = LS %2 (Land- und Luftelemente %3, Marine-Elemente %4)</translation>
    </message>
    <message>
        <source>Overland: land LS %1 serves land and air elements; naval LS %2 serves naval elements only</source>
        <translation>Über Land: Land-LS %1 versorgt Land- und Luftelemente; See-LS %2 versorgt nur Marine-Elemente</translation>
    </message>
    <message>
        <source>Supply line over water: land LS %1 counts only paired with an equal naval LS (%2)</source>
        <translation>Nachschublinie über Wasser: Land-LS %1 zählt nur zusammen mit gleich hoher See-LS (%2)</translation>
    </message>
    <message>
        <source>At a port: land LS %1 or naval LS %2 serves land and air elements</source>
        <translation>In einem Hafen: Land-LS %1 oder See-LS %2 versorgt Land- und Luftelemente</translation>
    </message>
    <message>
        <source>LS available: %1 (land and air elements %2, naval elements %3, of which air LS %4)</source>
        <translation>Verfügbare LS: %1 (Land- und Luftelemente %2, Marine-Elemente %3, davon Luft-LS %4)</translation>
    </message>
    <message>
        <source>Shortfall: LS %1 of the fighting force&apos;s Maintain cannot be delivered</source>
        <translation>Fehlbetrag: LS %1 des Unterhalts der Kampftruppe kann nicht geliefert werden</translation>
    </message>
    <message>
        <source>LS available: %1 (air LS %2 included)</source>
        <translation>Verfügbare LS: %1 (einschließlich Luft-LS %2)</translation>
    </message>
    <message>
        <source>No shortfall: the logistic force can deliver all of it</source>
        <translation>Kein Fehlbetrag: Die Logistiktruppe kann alles liefern</translation>
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
    <name>MarchReport</name>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;: setting out today, %2, the force arrives on &lt;b&gt;%3&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;: Bei Aufbruch heute, am %2, trifft die Streitmacht am &lt;b&gt;%3&lt;/b&gt; ein.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The force cannot move on leg %1.&lt;/b&gt; It stops there after %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Die Streitmacht kann sich auf Etappe %1 nicht bewegen.&lt;/b&gt; Sie bleibt dort nach %2 stehen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Leg %1: %2, %3 at %4: %5&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Etappe %1: %2, %3 mit %4: %5&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>no speed</source>
        <translation>keine Geschwindigkeit</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>blockiert</translation>
    </message>
    <message>
        <source>&lt;br&gt;= %1</source>
        <translation>&lt;br&gt;= %1</translation>
    </message>
    <message>
        <source>%1 %2 on %3</source>
        <translation>%1 %2 auf %3</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;Riding:&lt;/i&gt; %1</source>
        <translation>&lt;br&gt;&lt;i&gt;Transportiert:&lt;/i&gt; %1</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;Leaving behind what no carrier can take: %1&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;Ohne das, was kein Träger aufnehmen kann: %1&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Forced-march casualties: %1%&lt;/b&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Verluste durch Gewaltmarsch: %1 %&lt;/b&gt;</translation>
    </message>
    <message>
        <source> (civilians %1%)</source>
        <translation> (Zivilisten %1 %)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Reconnaissance Contest modifiers: %1&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Modifikatoren für den Aufklärungs-Vergleichswurf: %1&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Left behind: %1 %2&lt;/p&gt;</source>
        <translation>&lt;p&gt;Zurückgelassen: %1 %2&lt;/p&gt;</translation>
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
    <name>MonthEnd</name>
    <message>
        <source>Full maintenance</source>
        <translation>Voller Unterhalt</translation>
    </message>
    <message>
        <source>Low readiness</source>
        <translation>Verminderte Einsatzbereitschaft</translation>
    </message>
    <message>
        <source>No maintenance</source>
        <translation>Kein Unterhalt</translation>
    </message>
    <message>
        <source>land</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>air</source>
        <translation>Luft</translation>
    </message>
    <message>
        <source>naval</source>
        <translation>See</translation>
    </message>
    <message>
        <source>%1 (TL%2 %3): %4 x %5</source>
        <translation>%1 (TL%2 %3): %4 x %5</translation>
    </message>
    <message>
        <source>, %1 campaigning season</source>
        <translation>, %1 Feldzugsaison</translation>
    </message>
    <message>
        <source>, %1 %2 (with its Terrain feature)</source>
        <translation>, %1 %2 (mit dem Merkmal Gelände)</translation>
    </message>
    <message>
        <source>, %1 %2</source>
        <translation>, %1 %2</translation>
    </message>
    <message>
        <source>%1: no extra cost, the force stays on roads, rails or canals that bypass it</source>
        <translation>%1: keine Mehrkosten, die Streitmacht bleibt auf Straßen, Schienen oder Kanälen, die das Gelände umgehen</translation>
    </message>
    <message>
        <source>%1: x%2 for land elements, less 0.5 with the Terrain feature; air and naval elements unaffected</source>
        <translation>%1: x%2 für Landelemente, 0,5 weniger mit dem Merkmal Gelände; Luft- und Marine-Elemente nicht betroffen</translation>
    </message>
    <message>
        <source>Lines: %1</source>
        <translation>Zeilen: %1</translation>
    </message>
    <message>
        <source>Low readiness: half, %1</source>
        <translation>Verminderte Einsatzbereitschaft: halb, %1</translation>
    </message>
    <message>
        <source>No maintenance: $0</source>
        <translation>Kein Unterhalt: $0</translation>
    </message>
    <message>
        <source>%1 LS %2: 10% of %3 = %4</source>
        <translation>%1 LS %2: 10 % von %3 = %4</translation>
    </message>
    <message>
        <source>, x0.5 campaigning season (TL%1) = %2</source>
        <translation>, x0,5 Feldzugsaison (TL%1) = %2</translation>
    </message>
    <message>
        <source>No logistic force: $0</source>
        <translation>Keine Logistiktruppe: $0</translation>
    </message>
    <message>
        <source>Logistic force: %1</source>
        <translation>Logistiktruppe: %1</translation>
    </message>
    <message>
        <source>Force TS %1</source>
        <translation>TS der Streitmacht %1</translation>
    </message>
    <message>
        <source>No maintenance: 5% casualties (breakdowns and desertion), %1</source>
        <translation>Kein Unterhalt: 5 % Verluste (Ausfälle und Desertion), %1</translation>
    </message>
    <message>
        <source>Reduced readiness: half TS, %1</source>
        <translation>Verminderte Einsatzbereitschaft: halbe TS, %1</translation>
    </message>
    <message>
        <source>Full maintenance again, but TS stays halved for one month: %1</source>
        <translation>Wieder voller Unterhalt, aber die TS bleibt einen Monat lang halbiert: %1</translation>
    </message>
    <message>
        <source>Fighting force %1 + logistic force %2 = %3</source>
        <translation>Kampftruppe %1 + Logistiktruppe %2 = %3</translation>
    </message>
    <message>
        <source>Administration %1%: %2</source>
        <translation>Verwaltung %1 %: %2</translation>
    </message>
    <message>
        <source>Paid first to the logistic force %1, then to the fighting force %2</source>
        <translation>Zuerst wird die Logistiktruppe bezahlt (%1), dann die Kampftruppe (%2)</translation>
    </message>
    <message numerus="yes">
        <source>... and %n more line(s)</source>
        <translation>
            <numerusform>... und %n weitere Zeile</numerusform>
            <numerusform>... und %n weitere Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>Of the fighting force&apos;s share, %1 is hire (mercenaries, and levies past their two months a year)</source>
        <translation>Vom Anteil der Kampftruppe entfallen %1 auf Sold (Söldner sowie Aufgebote nach ihren zwei Monaten im Jahr)</translation>
    </message>
</context>
<context>
    <name>Myz</name>
    <message>
        <source>Arsenal</source>
        <translation>Arsenal</translation>
    </message>
    <message>
        <source>Defenses</source>
        <translation>Verteidigungsanlagen</translation>
    </message>
    <message>
        <source>Explosives Lab</source>
        <translation>Sprengstofflabor</translation>
    </message>
    <message>
        <source>Hunting Party</source>
        <translation>Jagdtrupp</translation>
    </message>
    <message>
        <source>Shelter</source>
        <translation>Unterkünfte</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Schiff</translation>
    </message>
    <message>
        <source>Stables</source>
        <translation>Stallungen</translation>
    </message>
    <message>
        <source>Steam Car</source>
        <translation>Dampfwagen</translation>
    </message>
    <message>
        <source>Watchtower</source>
        <translation>Wachturm</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Palisade</source>
        <translation>Palisade</translation>
    </message>
    <message>
        <source>Walled</source>
        <translation>Ummauert</translation>
    </message>
    <message>
        <source>Fortress</source>
        <translation>Festung</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>Assailant</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Engineer</source>
        <translation>Techniker</translation>
    </message>
    <message>
        <source>Medic</source>
        <translation>Sanitäter</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>Hinterhalt</translation>
    </message>
    <message>
        <source>There is no person %1 in %2.</source>
        <translation>In %2 gibt es keine Person %1.</translation>
    </message>
    <message>
        <source>%1 cannot choose %2 now.</source>
        <translation>%1 kann %2 derzeit nicht wählen.</translation>
    </message>
    <message>
        <source>no Defensive Advantage</source>
        <translation>kein Verteidigungsvorteil</translation>
    </message>
    <message>
        <source>hills, dry moat or river</source>
        <translation>Hügel, trockener Graben oder Fluss</translation>
    </message>
    <message>
        <source>mountain, bunkers or urban area</source>
        <translation>Gebirge, Bunker oder Stadtgebiet</translation>
    </message>
    <message>
        <source>+%1D6: %2</source>
        <translation>+%1W6: %2</translation>
    </message>
    <message>
        <source>−%1D6: %2</source>
        <translation>−%1W6: %2</translation>
    </message>
    <message>
        <source>Jungle</source>
        <translation>Dschungel</translation>
    </message>
    <message>
        <source>Marshlands</source>
        <translation>Sumpfland</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Gebirge</translation>
    </message>
    <message>
        <source>Thick Woods</source>
        <translation>Dichter Wald</translation>
    </message>
    <message>
        <source>Dead Woods</source>
        <translation>Toter Wald</translation>
    </message>
    <message>
        <source>Arctic</source>
        <translation>Arktis</translation>
    </message>
    <message>
        <source>Ark or Settlement</source>
        <translation>Arche oder Siedlung</translation>
    </message>
    <message>
        <source>Huge Crater</source>
        <translation>Riesiger Krater</translation>
    </message>
    <message>
        <source>Ruins or Derelict Industries</source>
        <translation>Ruinen oder verfallene Industrieanlagen</translation>
    </message>
    <message>
        <source>Ash Desert or Glasified Field</source>
        <translation>Aschewüste oder verglastes Feld</translation>
    </message>
    <message>
        <source>Scrublands</source>
        <translation>Buschland</translation>
    </message>
    <message>
        <source>Underwater</source>
        <translation>Unter Wasser</translation>
    </message>
    <message>
        <source>Ruins in Sea</source>
        <translation>Ruinen im Meer</translation>
    </message>
    <message>
        <source>Island, Beach or Coastal Sea</source>
        <translation>Insel, Strand oder Küstengewässer</translation>
    </message>
    <message>
        <source>Open Sea</source>
        <translation>Offene See</translation>
    </message>
    <message>
        <source>Inconclusive Battle</source>
        <translation>Unentschiedene Schlacht</translation>
    </message>
    <message>
        <source>Marginal Victory</source>
        <translation>Knapper Sieg</translation>
    </message>
    <message>
        <source>Definite Victory</source>
        <translation>Klarer Sieg</translation>
    </message>
    <message>
        <source>Great Victory</source>
        <translation>Großer Sieg</translation>
    </message>
    <message>
        <source>Overwhelming Victory</source>
        <translation>Überwältigender Sieg</translation>
    </message>
    <message>
        <source>Aerial</source>
        <translation>Luft</translation>
    </message>
    <message>
        <source>Armored</source>
        <translation>Gepanzert</translation>
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
        <source>Engineering</source>
        <translation>Pioniere</translation>
    </message>
    <message>
        <source>Naval</source>
        <translation>See</translation>
    </message>
    <message>
        <source>A roll cannot have fewer than no Base Dice.</source>
        <translation>Ein Wurf kann nicht weniger als keine Grundwürfel haben.</translation>
    </message>
    <message>
        <source>That step does not come now in the Wave.</source>
        <translation>Dieser Schritt kommt jetzt nicht in der Welle.</translation>
    </message>
    <message>
        <source>Mutation points spent cannot be negative.</source>
        <translation>Ausgegebene Mutationspunkte können nicht negativ sein.</translation>
    </message>
    <message>
        <source>An ambush needs a Reconnaissance margin of at least the Environment Rating.</source>
        <translation>Ein Hinterhalt braucht einen Aufklärungsvorsprung von mindestens dem Umgebungswert.</translation>
    </message>
    <message>
        <source>The side that acts first is 0 or 1.</source>
        <translation>Die Seite, die zuerst handelt, ist 0 oder 1.</translation>
    </message>
    <message>
        <source>The higher initiative roll acts first.</source>
        <translation>Der höhere Initiativewurf handelt zuerst.</translation>
    </message>
    <message>
        <source>There are more Risk Modifiers than people.</source>
        <translation>Es gibt mehr Risikomodifikatoren als Personen.</translation>
    </message>
    <message>
        <source>A Risk Modifier is from -3 to +3.</source>
        <translation>Ein Risikomodifikator liegt zwischen -3 und +3.</translation>
    </message>
    <message>
        <source>Special circumstances give -3 to +3 Strategy Dice.</source>
        <translation>Besondere Umstände geben -3 bis +3 Strategiewürfel.</translation>
    </message>
    <message>
        <source>The other faction acts first in this phase.</source>
        <translation>Die andere Fraktion handelt in dieser Phase zuerst.</translation>
    </message>
    <message>
        <source>The GM gives NPCs 0 to 4 Strategy Dice.</source>
        <translation>Die SL gibt NSC 0 bis 4 Strategiewürfel.</translation>
    </message>
    <message>
        <source>Each Support Die damaged takes a pair of sixes.</source>
        <translation>Jeder beschädigte Unterstützungswürfel kostet ein Paar Sechsen.</translation>
    </message>
    <message>
        <source>The pools are rolled already: push or settle.</source>
        <translation>Die Pools sind schon gewürfelt: forcieren oder akzeptieren.</translation>
    </message>
    <message>
        <source>The side that pushes is 0 or 1.</source>
        <translation>Die forcierende Seite ist 0 oder 1.</translation>
    </message>
    <message>
        <source>A push needs the pools rolled and a Strategy Die to give up.</source>
        <translation>Forcieren braucht gewürfelte Pools und einen Strategiewürfel zum Abgeben.</translation>
    </message>
    <message>
        <source>Roll the pools before settling.</source>
        <translation>Würfeln Sie die Pools, bevor akzeptiert wird.</translation>
    </message>
    <message>
        <source>That faction does not act now in the Support Phase.</source>
        <translation>Diese Fraktion handelt jetzt nicht in der Unterstützungsphase.</translation>
    </message>
    <message>
        <source>Only a rallying faction makes a Rally roll.</source>
        <translation>Nur eine sich sammelnde Fraktion würfelt zum Sammeln.</translation>
    </message>
    <message>
        <source>Only an Ark that lost the Wave rolls its Gear Die, showing 1 to 6.</source>
        <translation>Nur eine Arche, die die Welle verloren hat, würfelt ihren Ausrüstungswürfel (1 bis 6).</translation>
    </message>
    <message>
        <source>A project is destroyed only on a 1 of the Ark&apos;s Gear Die, and only one it still has.</source>
        <translation>Ein Projekt wird nur bei einer 1 auf dem Ausrüstungswürfel der Arche zerstört, und nur eines, das sie noch hat.</translation>
    </message>
    <message>
        <source>Change the Battle Dice by -20 to +20.</source>
        <translation>Ändern Sie die Schlachtwürfel um -20 bis +20.</translation>
    </message>
    <message>
        <source>Retaliation falls on side 0 or 1.</source>
        <translation>Vergeltung trifft Seite 0 oder 1.</translation>
    </message>
    <message>
        <source>Only a PC still standing suffers Retaliation.</source>
        <translation>Nur ein SC, der noch steht, erleidet Vergeltung.</translation>
    </message>
    <message>
        <source>That faction&apos;s leader is not broken.</source>
        <translation>Der Anführer dieser Fraktion ist nicht gebrochen.</translation>
    </message>
    <message>
        <source>A broken leader&apos;s successor is someone else.</source>
        <translation>Der Nachfolger eines gebrochenen Anführers ist jemand anderes.</translation>
    </message>
    <message>
        <source>1 Battle Die</source>
        <translation>1 Schlachtwürfel</translation>
    </message>
    <message>
        <source>%1 Battle Dice</source>
        <translation>%1 Schlachtwürfel</translation>
    </message>
    <message>
        <source>1 Strategy Die</source>
        <translation>1 Strategiewürfel</translation>
    </message>
    <message>
        <source>%1 Strategy Dice</source>
        <translation>%1 Strategiewürfel</translation>
    </message>
    <message>
        <source>1 Support Die</source>
        <translation>1 Unterstützungswürfel</translation>
    </message>
    <message>
        <source>%1 Support Dice</source>
        <translation>%1 Unterstützungswürfel</translation>
    </message>
    <message>
        <source>Battle Level</source>
        <translation>Schlachtstufe</translation>
    </message>
    <message>
        <source>Fortification Bonus (%1)</source>
        <translation>Befestigungsbonus (%1)</translation>
    </message>
    <message>
        <source>ambush</source>
        <translation>Hinterhalt</translation>
    </message>
    <message>
        <source>Arsenal at the Ark</source>
        <translation>Arsenal in der Arche</translation>
    </message>
    <message>
        <source>%1 units</source>
        <translation>%1-Einheiten</translation>
    </message>
    <message>
        <source>%1 superiority</source>
        <translation>Überlegenheit bei %1</translation>
    </message>
    <message>
        <source>surprise</source>
        <translation>Überraschung</translation>
    </message>
    <message>
        <source>won the last Wave with an offensive strategy</source>
        <translation>hat die letzte Welle mit einer offensiven Strategie gewonnen</translation>
    </message>
    <message>
        <source>special circumstances</source>
        <translation>besondere Umstände</translation>
    </message>
    <message>
        <source>Defensive Advantage (%1)</source>
        <translation>Verteidigungsvorteil (%1)</translation>
    </message>
    <message>
        <source>Feinted Attack right after another</source>
        <translation>Scheinangriff direkt nach einem weiteren</translation>
    </message>
    <message>
        <source>Parley declined</source>
        <translation>Verhandlung abgelehnt</translation>
    </message>
    <message>
        <source>Remarkable Action</source>
        <translation>Bemerkenswerte Aktion</translation>
    </message>
    <message>
        <source>NPCs&apos; actions</source>
        <translation>Aktionen der NSCs</translation>
    </message>
    <message>
        <source>own negative Strategy Dice go to the foe</source>
        <translation>eigene negative Strategiewürfel gehen an den Gegner</translation>
    </message>
    <message>
        <source>the foe&apos;s negative Strategy Dice</source>
        <translation>negative Strategiewürfel des Gegners</translation>
    </message>
    <message>
        <source>the foe&apos;s Commando Operation</source>
        <translation>Kommandounternehmen des Gegners</translation>
    </message>
    <message>
        <source>damaged by the foe&apos;s Commando Operation</source>
        <translation>beschädigt durch das Kommandounternehmen des Gegners</translation>
    </message>
    <message>
        <source>1 six</source>
        <translation>1 Sechs</translation>
    </message>
    <message>
        <source>%1 sixes</source>
        <translation>%1 Sechsen</translation>
    </message>
    <message>
        <source>Battle %1 | Strategy %2 | Support %3: %4</source>
        <translation>Schlacht %1 | Strategie %2 | Unterstützung %3: %4</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>jemand</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>Reconnaissance</source>
        <translation>Aufklärung</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Risk Phase</source>
        <translation>Risikophase</translation>
    </message>
    <message>
        <source>Strategy Phase</source>
        <translation>Strategiephase</translation>
    </message>
    <message>
        <source>Action Phase</source>
        <translation>Aktionsphase</translation>
    </message>
    <message>
        <source>Battle Phase</source>
        <translation>Schlachtphase</translation>
    </message>
    <message>
        <source>Support Phase</source>
        <translation>Unterstützungsphase</translation>
    </message>
    <message>
        <source>End Phase</source>
        <translation>Endphase</translation>
    </message>
    <message>
        <source>a new leader</source>
        <translation>ein neuer Anführer</translation>
    </message>
    <message>
        <source>over</source>
        <translation>vorbei</translation>
    </message>
    <message>
        <source>still fighting</source>
        <translation>kämpft noch</translation>
    </message>
    <message>
        <source>escaped</source>
        <translation>ist entkommen</translation>
    </message>
    <message>
        <source>fell back</source>
        <translation>hat sich zurückgezogen</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>wurde in die Flucht geschlagen</translation>
    </message>
    <message>
        <source>surrendered</source>
        <translation>hat sich ergeben</translation>
    </message>
    <message>
        <source>has no Battle Dice left</source>
        <translation>hat keine Schlachtwürfel mehr</translation>
    </message>
    <message>
        <source>over: %1</source>
        <translation>vorbei: %1</translation>
    </message>
    <message>
        <source>Wave %1, %2</source>
        <translation>Welle %1, %2</translation>
    </message>
    <message>
        <source>Reconnaissance in %1 (rating %2): %3 %4, %5 %6</source>
        <translation>Aufklärung, %1 (Wert %2): %3 %4, %5 %6</translation>
    </message>
    <message>
        <source>%1 sets an ambush</source>
        <translation>%1 legt einen Hinterhalt</translation>
    </message>
    <message>
        <source>%1 achieves surprise</source>
        <translation>%1 gelingt die Überraschung</translation>
    </message>
    <message>
        <source>Initiative: %1 %2, %3 %4; %5 acts first</source>
        <translation>Initiative: %1 %2, %3 %4; %5 handelt zuerst</translation>
    </message>
    <message>
        <source>Wave %1</source>
        <translation>Welle %1</translation>
    </message>
    <message>
        <source>%1, Risk: %2</source>
        <translation>%1, Risiko: %2</translation>
    </message>
    <message>
        <source>no one takes a risk</source>
        <translation>niemand geht ein Risiko ein</translation>
    </message>
    <message>
        <source>%1, Strategy: %2 %3, %4 %5</source>
        <translation>%1, Strategie: %2 %3, %4 %5</translation>
    </message>
    <message>
        <source>; Null Battle: the retreating forces fall back</source>
        <translation>; Nullschlacht: Die zurückweichenden Streitkräfte ziehen sich zurück</translation>
    </message>
    <message>
        <source>; Parley accepted: cease-fire</source>
        <translation>; Verhandlung angenommen: Waffenruhe</translation>
    </message>
    <message>
        <source>; Stalemate: both Skirmish</source>
        <translation>; Patt: Beide kämpfen mit Geplänkel</translation>
    </message>
    <message>
        <source>; %1&apos;s Parley declined</source>
        <translation>; Verhandlungsangebot von %1 abgelehnt</translation>
    </message>
    <message>
        <source>%1, Action: %2 gets %3 Strategy Dice for its NPCs</source>
        <translation>%1, Aktion: %2 erhält %3 Strategiewürfel für die NSCs</translation>
    </message>
    <message>
        <source>%1, Action: %2 by %3</source>
        <translation>%1, Aktion: %2 durch %3</translation>
    </message>
    <message>
        <source>Commando Operation</source>
        <translation>Kommandounternehmen</translation>
    </message>
    <message>
        <source>%1, Battle roll of %2: %3</source>
        <translation>%1, Schlachtwurf von %2: %3</translation>
    </message>
    <message>
        <source>%1, %2 pushes</source>
        <translation>%1, %2 forciert</translation>
    </message>
    <message>
        <source>%1, %2 settles: %3</source>
        <translation>%1, %2 akzeptiert: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 wins by %3, %4</source>
        <translation>%1: %2 gewinnt mit einem Vorsprung von %3, %4</translation>
    </message>
    <message>
        <source>Emergency Repairs restore %1</source>
        <translation>Notreparatur stellt %1 wieder her</translation>
    </message>
    <message>
        <source>Mend the Wounds restores %1</source>
        <translation>Wunden versorgen stellt %1 wieder her</translation>
    </message>
    <message>
        <source>rallied</source>
        <translation>hat sich gesammelt</translation>
    </message>
    <message>
        <source>failed to rally</source>
        <translation>Sammeln misslungen</translation>
    </message>
    <message>
        <source>%1, Support of %2: %3</source>
        <translation>%1, Unterstützung von %2: %3</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>%1, End: fighters killed %2 %3, %4 %5</source>
        <translation>%1, Ende: getötete Kämpfer %2 %3, %4 %5</translation>
    </message>
    <message>
        <source>; %1 takes %2 damage</source>
        <translation>; %1 erleidet %2 Schaden</translation>
    </message>
    <message>
        <source>; %1 loses its %2</source>
        <translation>; %1 verliert das Projekt %2</translation>
    </message>
    <message>
        <source>%1 takes command of %2: %3</source>
        <translation>%1 übernimmt das Kommando über %2: %3</translation>
    </message>
    <message>
        <source>the ranks hold</source>
        <translation>die Reihen halten</translation>
    </message>
    <message>
        <source>CONFUSED</source>
        <translation>VERWIRRT</translation>
    </message>
    <message>
        <source>Mutant: Year Zero Mass Combat</source>
        <translation>Mutant: Jahr Null – Massenkampf</translation>
    </message>
    <message>
        <source>Battle Level at the start</source>
        <translation>Schlachtstufe zu Beginn</translation>
    </message>
    <message>
        <source>Battle Dice left</source>
        <translation>Verbliebene Schlachtwürfel</translation>
    </message>
    <message>
        <source>Fighters killed</source>
        <translation>Getötete Kämpfer</translation>
    </message>
    <message>
        <source>Support lost</source>
        <translation>Verlorene Unterstützung</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Schritt für Schritt</translation>
    </message>
    <message>
        <source>%1 vs %2, %3 (killed %4 / %5)</source>
        <translation>%1 gegen %2, %3 (getötet %4 / %5)</translation>
    </message>
    <message>
        <source>Battle Dice lost</source>
        <translation>verlorene Schlachtwürfel</translation>
    </message>
    <message>
        <source>Support Dice damaged</source>
        <translation>beschädigte Unterstützungswürfel</translation>
    </message>
    <message>
        <source>the foe won with a Total Attack</source>
        <translation>der Gegner hat mit Totalem Angriff gewonnen</translation>
    </message>
    <message>
        <source>the foe&apos;s Planned Defense won or tied</source>
        <translation>die Geplante Verteidigung des Gegners hat gewonnen oder gleichgezogen</translation>
    </message>
    <message>
        <source>doubled: %1</source>
        <translation>verdoppelt: %1</translation>
    </message>
    <message>
        <source>halved: the foe&apos;s Fighting Retreat</source>
        <translation>halbiert: Kämpfender Rückzug des Gegners</translation>
    </message>
    <message>
        <source>none: the foe&apos;s Full Retreat</source>
        <translation>keine: Vollständiger Rückzug des Gegners</translation>
    </message>
    <message>
        <source>must be leader, assailant, engineer or medic</source>
        <translation>muss leader, assailant, engineer oder medic sein</translation>
    </message>
    <message>
        <source>%1 is not a skill of mass combat</source>
        <translation>%1 ist keine Fertigkeit des Massenkampfs</translation>
    </message>
    <message>
        <source>%1 must be [attribute dice, skill dice], each 0 to 10</source>
        <translation>%1 muss [Attributswürfel, Fertigkeitswürfel] sein, jeweils 0 bis 10</translation>
    </message>
    <message>
        <source>a faction needs a name</source>
        <translation>eine Fraktion braucht einen Namen</translation>
    </message>
    <message>
        <source>%1 must be a whole number of units</source>
        <translation>%1 muss eine ganze Zahl von Einheiten sein</translation>
    </message>
    <message>
        <source>%1 is not an Ark project of mass combat</source>
        <translation>%1 ist kein Archenprojekt des Massenkampfs</translation>
    </message>
    <message>
        <source>must be none, palisade, walled or fortress</source>
        <translation>muss none, palisade, walled oder fortress sein</translation>
    </message>
    <message>
        <source>Mass combat</source>
        <translation>Massenkampf</translation>
    </message>
    <message>
        <source>must list two factions</source>
        <translation>muss zwei Fraktionen auflisten</translation>
    </message>
    <message>
        <source>must be open, hills or mountainous</source>
        <translation>muss open, hills oder mountainous sein</translation>
    </message>
    <message>
        <source>the dice are missing</source>
        <translation>die Würfel fehlen</translation>
    </message>
    <message>
        <source>every die shows 1 to 6</source>
        <translation>jeder Würfel zeigt 1 bis 6</translation>
    </message>
    <message>
        <source>must list %1 dice, not %2</source>
        <translation>muss %1 Würfel auflisten, nicht %2</translation>
    </message>
    <message>
        <source>names no one in %1</source>
        <translation>bezeichnet niemanden in %1</translation>
    </message>
    <message>
        <source>must list one entry per faction</source>
        <translation>muss einen Eintrag je Fraktion auflisten</translation>
    </message>
    <message>
        <source>%1 is not an environment of the rating table</source>
        <translation>%1 ist keine Umgebung der Tabelle der Umgebungswerte</translation>
    </message>
    <message>
        <source>%1 is not a battle strategy</source>
        <translation>%1 ist keine Schlachtstrategie</translation>
    </message>
    <message>
        <source>must be none, remarkable, commando or gm-dice</source>
        <translation>muss none, remarkable, commando oder gm-dice sein</translation>
    </message>
    <message>
        <source>is no PC of that faction still standing</source>
        <translation>ist kein noch kampffähiger SC dieser Fraktion</translation>
    </message>
    <message>
        <source>%1 is not an Ark project</source>
        <translation>%1 ist kein Archenprojekt</translation>
    </message>
    <message>
        <source>must be reconnaissance, initiative, risk, strategy, action, roll, push, settle, support, end or successor</source>
        <translation>muss reconnaissance, initiative, risk, strategy, action, roll, push, settle, support, end oder successor sein</translation>
    </message>
    <message>
        <source>☢ success, ☠ Battle Die lost, ✗ Support Die damaged</source>
        <translation>☢ Erfolg, ☠ Schlachtwürfel verloren, ✗ Unterstützungswürfel beschädigt</translation>
    </message>
    <message>
        <source>no Wave has begun, so there is nothing to roll</source>
        <translation>noch hat keine Welle begonnen, also gibt es nichts zu würfeln</translation>
    </message>
    <message>
        <source>%1 routs</source>
        <translation>%1 wird in die Flucht geschlagen</translation>
    </message>
    <message>
        <source>%1 surrenders</source>
        <translation>%1 ergibt sich</translation>
    </message>
    <message>
        <source>%1 escapes</source>
        <translation>%1 entkommt</translation>
    </message>
    <message>
        <source>Null battle</source>
        <translation>Nullschlacht</translation>
    </message>
    <message>
        <source>%1 has no Battle Dice left</source>
        <translation>%1 hat keine Schlachtwürfel mehr</translation>
    </message>
    <message>
        <source>Both have no Battle Dice left</source>
        <translation>Beide haben keine Schlachtwürfel mehr</translation>
    </message>
    <message>
        <source>Unresolved</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>never push</source>
        <translation>nie forcieren</translation>
    </message>
    <message>
        <source>push while behind</source>
        <translation>forcieren, solange im Rückstand</translation>
    </message>
    <message>
        <source>push while not ahead</source>
        <translation>forcieren, solange nicht in Führung</translation>
    </message>
</context>
<context>
    <name>MyzStrategy</name>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Total Attack</source>
        <translation>Totaler Angriff</translation>
    </message>
    <message>
        <source>Planned Attack</source>
        <translation>Geplanter Angriff</translation>
    </message>
    <message>
        <source>Feinted Attack</source>
        <translation>Scheinangriff</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <source>Total Defense</source>
        <translation>Totale Verteidigung</translation>
    </message>
    <message>
        <source>Planned Defense</source>
        <translation>Geplante Verteidigung</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Sammeln</translation>
    </message>
    <message>
        <source>Parley</source>
        <translation>Verhandlung</translation>
    </message>
    <message>
        <source>Fighting Retreat</source>
        <translation>Kämpfender Rückzug</translation>
    </message>
    <message>
        <source>Full Retreat</source>
        <translation>Vollständiger Rückzug</translation>
    </message>
    <message>
        <source>Raid</source>
        <translation>Überfall</translation>
    </message>
    <message>
        <source>Skirmish</source>
        <translation>Geplänkel</translation>
    </message>
    <message>
        <source>No modifier.</source>
        <translation>Kein Modifikator.</translation>
    </message>
    <message>
        <source>+2 Strategy Dice; own casualties doubled; winning inflicts +1D6 casualties.</source>
        <translation>+2 Strategiewürfel; eigene Verluste verdoppelt; ein Sieg fügt +1W6 Verluste zu.</translation>
    </message>
    <message>
        <source>+1 Strategy Die, +1 more with Artillery superiority; halves the foe&apos;s Defensive Advantage.</source>
        <translation>+1 Strategiewürfel, weitere +1 bei Artillerieüberlegenheit; halbiert den Verteidigungsvorteil des Gegners.</translation>
    </message>
    <message>
        <source>-2 Strategy Dice (-4 right after another Feint); winning doubles the margin (+1 on later Feints).</source>
        <translation>-2 Strategiewürfel (-4 direkt nach einem weiteren Scheinangriff); ein Sieg verdoppelt den Vorsprung (+1 bei späteren Scheinangriffen).</translation>
    </message>
    <message>
        <source>+1 Strategy Die and the Defensive Advantage.</source>
        <translation>+1 Strategiewürfel und der Verteidigungsvorteil.</translation>
    </message>
    <message>
        <source>+2 Strategy Dice and the Defensive Advantage; own casualties doubled.</source>
        <translation>+2 Strategiewürfel und der Verteidigungsvorteil; eigene Verluste verdoppelt.</translation>
    </message>
    <message>
        <source>+1 Strategy Die, +1 more with Artillery superiority, and the Defensive Advantage; winning or tying inflicts +1D6 casualties. First Wave only, with a Defensive Advantage and not surprised.</source>
        <translation>+1 Strategiewürfel, weitere +1 bei Artillerieüberlegenheit, und der Verteidigungsvorteil; Sieg oder Gleichstand fügt +1W6 Verluste zu. Nur in der ersten Welle, mit Verteidigungsvorteil und nicht überrascht.</translation>
    </message>
    <message>
        <source>Only when CONFUSED. A COMMAND or MANIPULATE roll in the Support Phase ends the confusion.</source>
        <translation>Nur wenn VERWIRRT. Ein Wurf auf COMMAND oder MANIPULATE in der Unterstützungsphase beendet die Verwirrung.</translation>
    </message>
    <message>
        <source>Offers a truce: accepted, the Wave stops; declined, Defense with 1 Strategy Die less.</source>
        <translation>Bietet eine Waffenruhe an: Bei Annahme endet die Welle; bei Ablehnung Verteidigung mit 1 Strategiewürfel weniger.</translation>
    </message>
    <message>
        <source>+2 Strategy Dice; no Support Phase; cannot win; the foe&apos;s casualties halved; escapes on a win or tie.</source>
        <translation>+2 Strategiewürfel; keine Unterstützungsphase; kann nicht gewinnen; Verluste des Gegners halbiert; entkommt bei Sieg oder Gleichstand.</translation>
    </message>
    <message>
        <source>+4 Strategy Dice (+2 when CONFUSED); no Support Phase; the foe takes no casualties; escapes with 2D6 fewer casualties.</source>
        <translation>+4 Strategiewürfel (+2 wenn VERWIRRT); keine Unterstützungsphase; der Gegner erleidet keine Verluste; entkommt mit 2W6 weniger Verlusten.</translation>
    </message>
    <message>
        <source>+1 Strategy Die per Aerial, Cavalry and Naval superiority; winning makes the foe skip its Support Phase.</source>
        <translation>+1 Strategiewürfel je Luft-, Kavallerie- und Marineüberlegenheit; ein Sieg lässt den Gegner seine Unterstützungsphase auslassen.</translation>
    </message>
    <message>
        <source>+2 Strategy Dice, +1 more with Aerial or Artillery superiority; 1D6 fewer own casualties; a winning margin is halved.</source>
        <translation>+2 Strategiewürfel, weitere +1 bei Luft- oder Artillerieüberlegenheit; 1W6 weniger eigene Verluste; ein Siegvorsprung wird halbiert.</translation>
    </message>
</context>
<context>
    <name>Operations</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2/day</source>
        <translation>%1 %2/Tag</translation>
    </message>
</context>
<context>
    <name>Posture</name>
    <message>
        <source>Mobile</source>
        <translation>Mobil</translation>
    </message>
    <message>
        <source>Encamped, patrolling</source>
        <translation>Lagernd, patrouillierend</translation>
    </message>
    <message>
        <source>Encamped, bunkered</source>
        <translation>Lagernd, verschanzt</translation>
    </message>
    <message>
        <source>Encamped, no security</source>
        <translation>Lagernd, ungesichert</translation>
    </message>
    <message>
        <source>mi</source>
        <translation>mi</translation>
    </message>
    <message>
        <source>km</source>
        <translation>km</translation>
    </message>
</context>
<context>
    <name>PrintedDocument</name>
    <message>
        <source>Battle report: %1</source>
        <translation>Schlachtbericht: %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Print Preview: %1</source>
        <translation>Druckvorschau: %1</translation>
    </message>
    <message>
        <source>Print %1</source>
        <translation>%1 drucken</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Als PDF exportieren</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Print Pre&amp;view...</source>
        <translation>Druck&amp;vorschau...</translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation>&amp;Drucken...</translation>
    </message>
    <message>
        <source>Export as P&amp;DF...</source>
        <translation>Als P&amp;DF exportieren...</translation>
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
    <name>RaisingQueue</name>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Doppelt</translation>
    </message>
    <message>
        <source>Quadruple</source>
        <translation>Vierfach</translation>
    </message>
    <message>
        <source>Raise at least one element.</source>
        <translation>Stellen Sie mindestens ein Element auf.</translation>
    </message>
    <message>
        <source>Raise %1 per element x %2 = %3</source>
        <translation>Aufstellung %1 pro Element x %2 = %3</translation>
    </message>
    <message>
        <source>x2 to raise in 75% of the time: %1</source>
        <translation>x2 für die Aufstellung in 75 % der Zeit: %1</translation>
    </message>
    <message>
        <source>x4 to raise in half the time: %1</source>
        <translation>x4 für die Aufstellung in der halben Zeit: %1</translation>
    </message>
    <message>
        <source>%1 days, as for one element (elements raise in parallel): ready %2</source>
        <translation>%1 Tage, wie für ein Element (die Elemente werden gleichzeitig aufgestellt): bereit am %2</translation>
    </message>
</context>
<context>
    <name>Recon</name>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Surprise</source>
        <translation>Überraschung</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>Hinterhalt</translation>
    </message>
    <message>
        <source>Tie: pitched battle</source>
        <translation>Gleichstand: Feldschlacht</translation>
    </message>
    <message>
        <source>Tie: encounter battle</source>
        <translation>Gleichstand: Begegnungsgefecht</translation>
    </message>
    <message>
        <source>Both critically failed: encounter battle, both sides confused</source>
        <translation>Beide kritisch misslungen: Begegnungsgefecht, beide Seiten in Unordnung</translation>
    </message>
    <message>
        <source>A 3d6 roll is a number from 3 to 18.</source>
        <translation>Ein 3d6-Wurf ist eine Zahl von 3 bis 18.</translation>
    </message>
    <message>
        <source>The contest is a tie: roll 1d to see whether the battle is pitched.</source>
        <translation>Der Vergleichswurf endet im Gleichstand: Würfeln Sie 1d, um zu sehen, ob es eine Feldschlacht wird.</translation>
    </message>
    <message>
        <source>A 1d roll is a number from 1 to 6.</source>
        <translation>Ein 1d-Wurf ist eine Zahl von 1 bis 6.</translation>
    </message>
    <message>
        <source>%1 wins by %2: %3 (Terrain Rating %4).</source>
        <translation>%1 gewinnt mit einer Siegesspanne von %2: %3 (Geländewert %4).</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>1d rolled %1 against Terrain Rating %2</source>
        <translation>1d ergab %1 gegen Geländewert %2</translation>
    </message>
    <message>
        <source>%1 wins by %2 but is bunkered, so it counts as a tie; %3: %4.</source>
        <translation>%1 gewinnt mit einer Siegesspanne von %2, ist aber verschanzt, daher zählt es als Gleichstand; %3: %4.</translation>
    </message>
    <message>
        <source>Tie; %1: %2.</source>
        <translation>Gleichstand; %1: %2.</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3.</source>
        <translation>%1 muss zwischen %2 und %3 liegen.</translation>
    </message>
    <message>
        <source>Mobile</source>
        <translation>Mobil</translation>
    </message>
    <message>
        <source>Mobile, no security</source>
        <translation>Mobil, ungesichert</translation>
    </message>
    <message>
        <source>Encamped, patrolling</source>
        <translation>Lagernd, patrouillierend</translation>
    </message>
    <message>
        <source>Encamped, bunkered</source>
        <translation>Lagernd, verschanzt</translation>
    </message>
    <message>
        <source>Encamped, no security</source>
        <translation>Lagernd, ungesichert</translation>
    </message>
    <message>
        <source>Normal speed</source>
        <translation>Normales Tempo</translation>
    </message>
    <message>
        <source>Forced march</source>
        <translation>Gewaltmarsch</translation>
    </message>
    <message>
        <source>Forced march, roll failed</source>
        <translation>Gewaltmarsch, Wurf misslungen</translation>
    </message>
    <message>
        <source>Indifferent locals</source>
        <translation>Gleichgültige Einheimische</translation>
    </message>
    <message>
        <source>Good relations with the locals</source>
        <translation>Gute Beziehungen zu den Einheimischen</translation>
    </message>
    <message>
        <source>Hostile locals</source>
        <translation>Feindselige Einheimische</translation>
    </message>
    <message>
        <source>Off-road</source>
        <translation>Querfeldein</translation>
    </message>
    <message>
        <source>Road movement</source>
        <translation>Auf Straßen</translation>
    </message>
    <message>
        <source>Tied to a road or rail network</source>
        <translation>An ein Straßen- oder Schienennetz gebunden</translation>
    </message>
    <message>
        <source>A travel speed cannot be negative.</source>
        <translation>Eine Marschgeschwindigkeit kann nicht negativ sein.</translation>
    </message>
    <message>
        <source>%1 (set by the GM)</source>
        <translation>%1 (vom SL festgelegt)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Every element is flying</source>
        <translation>Alle Elemente fliegen</translation>
    </message>
    <message>
        <source>No security</source>
        <translation>Keine Sicherung</translation>
    </message>
    <message>
        <source>No Recon elements in a land campaign</source>
        <translation>Keine Aufklärungselemente in einem Landfeldzug</translation>
    </message>
    <message>
        <source>Every element is Recon</source>
        <translation>Alle Elemente gehören zur Klasse Aufklärung</translation>
    </message>
    <message>
        <source>At least 1.5 times as fast as the enemy (%1 against %2 miles a day)</source>
        <translation>Mindestens 1,5-mal so schnell wie der Feind (%1 gegen %2 Meilen pro Tag)</translation>
    </message>
    <message>
        <source>Some elements have the Terrain (%1) feature</source>
        <translation>Einige Elemente haben das Merkmal Gelände (%1)</translation>
    </message>
    <message>
        <source>Every element has the Terrain (%1) feature</source>
        <translation>Alle Elemente haben das Merkmal Gelände (%1)</translation>
    </message>
    <message>
        <source>Bunkered (a win counts as a tie)</source>
        <translation>Verschanzt (ein Sieg zählt als Gleichstand)</translation>
    </message>
    <message>
        <source>%1 superiority</source>
        <translation>Überlegenheit bei %1</translation>
    </message>
    <message>
        <source>%1 superiority (TS %2 against %3)</source>
        <translation>Überlegenheit bei %1 (TS %2 gegen %3)</translation>
    </message>
    <message>
        <source>%1 %2 and %3 %4: average %5 (rounded down)</source>
        <translation>%1 %2 und %3 %4: Durchschnitt %5 (abgerundet)</translation>
    </message>
    <message>
        <source>GM&apos;s modifier</source>
        <translation>Modifikator des SL</translation>
    </message>
    <message>
        <source>= effective skill %1</source>
        <translation>= effektiver Fertigkeitswert %1</translation>
    </message>
    <message>
        <source>Flying</source>
        <translation>Fliegend</translation>
    </message>
    <message>
        <source>Recon in a land battle</source>
        <translation>Aufklärung in einer Landschlacht</translation>
    </message>
    <message>
        <source>Relations with locals</source>
        <translation>Beziehungen zu Einheimischen</translation>
    </message>
    <message>
        <source>Roads</source>
        <translation>Straßen</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>Terrain feature</source>
        <translation>Merkmal Gelände</translation>
    </message>
    <message>
        <source>Bunkered</source>
        <translation>Verschanzt</translation>
    </message>
    <message>
        <source>Recon superiority</source>
        <translation>Aufklärungsüberlegenheit</translation>
    </message>
    <message>
        <source>Air superiority</source>
        <translation>Luftüberlegenheit</translation>
    </message>
    <message>
        <source>%1&apos;s intelligence chief learns the enemy&apos;s size and composition to within %2%.</source>
        <translation>Der Nachrichtenoffizier von %1 erfährt Größe und Zusammensetzung des Feindes auf %2 % genau.</translation>
    </message>
    <message>
        <source>%1 chooses a pitched battle or an encounter battle.</source>
        <translation>%1 wählt Feldschlacht oder Begegnungsgefecht.</translation>
    </message>
    <message>
        <source>%1 may turn back and avoid battle: the enemy is bunkered.</source>
        <translation>%1 darf umkehren und der Schlacht ausweichen: Der Feind ist verschanzt.</translation>
    </message>
    <message>
        <source>%1 may turn back and avoid battle: the enemy moves no faster.</source>
        <translation>%1 darf umkehren und der Schlacht ausweichen: Der Feind ist nicht schneller.</translation>
    </message>
    <message>
        <source>Ambush: %1 is confused in the first round, even in a pitched battle.</source>
        <translation>Hinterhalt: %1 ist in der ersten Runde in Unordnung, selbst in einer Feldschlacht.</translation>
    </message>
    <message>
        <source>Surprise: in an encounter battle %1 is confused in the first round.</source>
        <translation>Überraschung: In einem Begegnungsgefecht ist %1 in der ersten Runde in Unordnung.</translation>
    </message>
    <message>
        <source>The winner can avoid battle only if the enemy is bunkered, or is mobile and no faster.</source>
        <translation>Der Sieger kann der Schlacht nur ausweichen, wenn der Feind verschanzt ist oder mobil und nicht schneller ist.</translation>
    </message>
    <message>
        <source>Typical</source>
        <translation>Typisch</translation>
    </message>
    <message>
        <source>Dense hedgerows</source>
        <translation>Dichte Hecken</translation>
    </message>
    <message>
        <source>Trackless forest</source>
        <translation>Wegloser Wald</translation>
    </message>
    <message>
        <source>Both sides started inside the town</source>
        <translation>Beide Seiten begannen in der Stadt</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Nacht</translation>
    </message>
    <message>
        <source>Underground</source>
        <translation>Unterirdisch</translation>
    </message>
    <message>
        <source>%1 (%2): Terrain Rating %3</source>
        <translation>%1 (%2): Geländewert %3</translation>
    </message>
    <message>
        <source>%1: Terrain Rating %2</source>
        <translation>%1: Geländewert %2</translation>
    </message>
    <message>
        <source>%1: halved, rounded up: %2</source>
        <translation>%1: halbiert, aufgerundet: %2</translation>
    </message>
    <message>
        <source>Bad weather: -1: %1</source>
        <translation>Schlechtes Wetter: -1: %1</translation>
    </message>
</context>
<context>
    <name>Replacement</name>
    <message>
        <source>%1 in %2 days</source>
        <translation>%1 in %2 Tagen</translation>
    </message>
    <message>
        <source>x%1 cost to raise faster: %2 in %3 days</source>
        <translation>x%1 Kosten für schnellere Aufstellung: %2 in %3 Tagen</translation>
    </message>
    <message>
        <source>Replacing %1% of %2 x Raise %3: %1% of the cost and of %4 days</source>
        <translation>Ersatz von %1 % von %2 x Aufstellung %3: %1 % der Kosten und von %4 Tagen</translation>
    </message>
    <message>
        <source>Improvement: Raise %1 -&gt; %2, %3 x %4</source>
        <translation>Verbesserung: Aufstellung %1 -&gt; %2, %3 x %4</translation>
    </message>
    <message>
        <source>Nothing to pay and no retraining time</source>
        <translation>Keine Kosten und keine Umschulungszeit</translation>
    </message>
    <message>
        <source>Disbanded on campaign in enemy or disputed territory: no rebate</source>
        <translation>Während des Feldzugs in feindlichem oder umstrittenem Gebiet aufgelöst: keine Rückerstattung</translation>
    </message>
    <message numerus="yes">
        <source>Only %n month(s) demobilizing (two needed): no rebate</source>
        <translation>
            <numerusform>Nur %n Monat Demobilisierung (zwei nötig): keine Rückerstattung</numerusform>
            <numerusform>Nur %n Monate Demobilisierung (zwei nötig): keine Rückerstattung</numerusform>
        </translation>
    </message>
    <message>
        <source>The area cannot buy or repurpose the equipment and personnel: no rebate</source>
        <translation>Die Gegend kann Ausrüstung und Personal weder kaufen noch anderweitig verwenden: keine Rückerstattung</translation>
    </message>
    <message>
        <source>Disbanded in friendly territory after %1 months: 20% of %2 x Raise %3 = %4</source>
        <translation>Nach %1 Monaten in befreundetem Gebiet aufgelöst: 20 % von %2 x Aufstellung %3 = %4</translation>
    </message>
</context>
<context>
    <name>Revenue</name>
    <message>
        <source>Monthly</source>
        <translation>Monatlich</translation>
    </message>
    <message>
        <source>Seasonal</source>
        <translation>Saisonal</translation>
    </message>
    <message>
        <source>Annual</source>
        <translation>Jährlich</translation>
    </message>
    <message>
        <source>Held</source>
        <translation>Gehalten</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Devastated</source>
        <translation>Verwüstet</translation>
    </message>
    <message>
        <source>The revenue source needs a name.</source>
        <translation>Die Einnahmequelle braucht einen Namen.</translation>
    </message>
    <message>
        <source>Revenue cannot be negative: book a cost in the ledger instead.</source>
        <translation>Einnahmen können nicht negativ sein: Buchen Sie stattdessen Kosten im Kassenbuch.</translation>
    </message>
    <message>
        <source>Choose the months in which %1 pays.</source>
        <translation>Wählen Sie die Monate, in denen %1 zahlt.</translation>
    </message>
    <message>
        <source>Choose the one month in which %1 pays.</source>
        <translation>Wählen Sie den einen Monat, in dem %1 zahlt.</translation>
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
    <message>
        <source>%1 must be a percentage of at least 0 and under 100.</source>
        <translation>%1 muss ein Prozentwert von mindestens 0 und unter 100 sein.</translation>
    </message>
</context>
<context>
    <name>RoundLog</name>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Round %1&lt;/b&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Runde %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>: parley, no fighting.</source>
        <translation>: Verhandlung, kein Kampf.</translation>
    </message>
    <message>
        <source>A tie. </source>
        <translation>Gleichstand. </translation>
    </message>
    <message>
        <source>%1 wins by %2. </source>
        <translation>%1 gewinnt mit einer Siegesspanne von %2. </translation>
    </message>
    <message>
        <source>Casualties %1 %2%, %3 %4%, once the round ends.</source>
        <translation>Verluste bei Rundenende: %1 %2 %, %3 %4 %.</translation>
    </message>
    <message>
        <source>Casualties %1 %2% (total %3%), %4 %5% (total %6%).</source>
        <translation>Verluste: %1 %2 % (insgesamt %3 %), %4 %5 % (insgesamt %6 %).</translation>
    </message>
    <message>
        <source> No PB.</source>
        <translation> Kein PB.</translation>
    </message>
    <message>
        <source> PB %1 to %2.</source>
        <translation> PB %1 für %2.</translation>
    </message>
    <message>
        <source>: %1 %2 against %3 %4.</source>
        <translation>: %1 mit %2 gegen %3 mit %4.</translation>
    </message>
    <message>
        <source>: under way.</source>
        <translation>: läuft.</translation>
    </message>
    <message>
        <source>: %1 %2 (skill %3, roll %4) against %5 %6 (skill %7, roll %8). </source>
        <translation>: %1 mit %2 (Fertigkeitswert %3, Wurf %4) gegen %5 mit %6 (Fertigkeitswert %7, Wurf %8). </translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Pursuit&lt;/b&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Verfolgung&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>RoundRules</name>
    <message>
        <source>Basic Strategy Modifier</source>
        <translation>Grundstrategie-Modifikator (BSM)</translation>
    </message>
    <message>
        <source>Casualties (-1 per 5%)</source>
        <translation>Verluste (-1 je 5 %)</translation>
    </message>
    <message>
        <source>Defense Bonus</source>
        <translation>Verteidigungsbonus</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>Risiko</translation>
    </message>
    <message>
        <source>Significant actions</source>
        <translation>Bedeutende Taten</translation>
    </message>
    <message>
        <source>Battle strategy</source>
        <translation>Schlachtstrategie</translation>
    </message>
    <message>
        <source>Strategy&apos;s superiority bonus</source>
        <translation>Überlegenheitsbonus der Strategie</translation>
    </message>
    <message>
        <source>Indirect Attack again</source>
        <translation>Erneuter Indirekter Angriff</translation>
    </message>
    <message>
        <source>Parley refused</source>
        <translation>Verhandlung abgelehnt</translation>
    </message>
    <message>
        <source>Retreating in confusion</source>
        <translation>Rückzug in Unordnung</translation>
    </message>
    <message>
        <source>Desperate</source>
        <translation>Verzweifelt</translation>
    </message>
    <message>
        <source>Impetuous elements</source>
        <translation>Ungestüme Elemente</translation>
    </message>
    <message>
        <source>Position Bonus</source>
        <translation>Positionsbonus (PB)</translation>
    </message>
    <message>
        <source>Special circumstances</source>
        <translation>Besondere Umstände</translation>
    </message>
    <message>
        <source>Tactics %1 (a force of 1-4 elements)</source>
        <translation>Taktik %1 (Streitmacht aus 1-4 Elementen)</translation>
    </message>
    <message>
        <source>Strategy %1</source>
        <translation>Strategie %1</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <source>Retreating across the water</source>
        <translation>Rückzug über das Wasser</translation>
    </message>
    <message>
        <source>Disrupted by chemical weapons</source>
        <translation>Durch chemische Waffen gestört</translation>
    </message>
    <message>
        <source>Allied or divided command</source>
        <translation>Verbündetes oder geteiltes Kommando</translation>
    </message>
</context>
<context>
    <name>RuleSet</name>
    <message>
        <source>GURPS Mass Combat</source>
        <translation>GURPS Mass Combat</translation>
    </message>
    <message>
        <source>Round %1: %2 %3 (roll %4) against %5 %6 (roll %7); casualties %8% / %9%</source>
        <translation>Runde %1: %2 %3 (Wurf %4) gegen %5 %6 (Wurf %7); Verluste %8 % / %9 %</translation>
    </message>
    <message>
        <source>Mutant: Year Zero Mass Combat</source>
        <translation>Mutant: Jahr Null – Massenkampf</translation>
    </message>
    <message>
        <source>Simplified Mass Combat</source>
        <translation>Simplified Mass Combat</translation>
    </message>
    <message>
        <source>d20 Strategic Combat</source>
        <translation>d20 Strategic Combat</translation>
    </message>
    <message>
        <source>The record of &quot;%1&quot; cannot be read: %2</source>
        <translation>Der Datensatz von „%1“ kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>SideFromForce</name>
    <message>
        <source>Commander</source>
        <translation>Befehlshaber</translation>
    </message>
    <message>
        <source>%1 is dead.</source>
        <translation>%1 ist tot.</translation>
    </message>
    <message>
        <source>%1 is a captive.</source>
        <translation>%1 ist gefangen.</translation>
    </message>
    <message>
        <source>%1 is down at %2 HP.</source>
        <translation>%1 ist auf %2 TP gesunken.</translation>
    </message>
</context>
<context>
    <name>SideProposal</name>
    <message>
        <source>Lines of custom element types (battle files know the built-in types only): %1</source>
        <translation>Zeilen eigener Elementtypen (Schlachtdateien kennen nur die eingebauten Typen): %1</translation>
    </message>
</context>
<context>
    <name>Smc</name>
    <message>
        <source>a unit needs a name</source>
        <translation>eine Einheit braucht einen Namen</translation>
    </message>
    <message>
        <source>an army needs a name</source>
        <translation>eine Armee braucht einen Namen</translation>
    </message>
    <message>
        <source>an army needs at least one unit</source>
        <translation>eine Armee braucht mindestens eine Einheit</translation>
    </message>
    <message>
        <source>two units are named &quot;%1&quot;: each unit of an army needs its own name</source>
        <translation>zwei Einheiten heißen „%1“: Jede Einheit einer Armee braucht einen eigenen Namen</translation>
    </message>
    <message>
        <source>1 success</source>
        <translation>1 Erfolg</translation>
    </message>
    <message>
        <source>%1 successes</source>
        <translation>%1 Erfolge</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>%1 = %2 dice</source>
        <translation>%1 = %2 Würfel</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Sammeln</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Rückzug</translation>
    </message>
    <message>
        <source>Clash</source>
        <translation>Gefecht</translation>
    </message>
    <message>
        <source>Rout check</source>
        <translation>Fluchtprobe</translation>
    </message>
    <message>
        <source>Maintain Tactics</source>
        <translation>Taktik halten</translation>
    </message>
    <message>
        <source>no dice</source>
        <translation>keine Würfel</translation>
    </message>
    <message>
        <source> (botch)</source>
        <translation> (Patzer)</translation>
    </message>
    <message>
        <source>no such unit</source>
        <translation>diese Einheit gibt es nicht</translation>
    </message>
    <message>
        <source>%1 is destroyed and takes no action</source>
        <translation>%1 ist vernichtet und handelt nicht</translation>
    </message>
    <message>
        <source>%1 declares once a turn</source>
        <translation>%1 sagt nur einmal je Zug an</translation>
    </message>
    <message>
        <source>%1 declares no action: leave it out instead</source>
        <translation>%1 sagt keine Aktion an: Lassen Sie die Einheit stattdessen weg</translation>
    </message>
    <message>
        <source>%1 is not in flight: only a routing unit Rallies</source>
        <translation>%1 ist nicht auf der Flucht: Nur eine fliehende Einheit sammelt sich</translation>
    </message>
    <message>
        <source>%1 is in flight: it can only Rally or Withdraw, or flurry other actions with a Rally</source>
        <translation>%1 ist auf der Flucht: Die Einheit kann nur Sammeln oder Rückzug ansagen oder andere Aktionen in einer Aktionsfolge mit Sammeln verbinden</translation>
    </message>
    <message>
        <source>%1 is not engaged: there is nothing to Withdraw from</source>
        <translation>%1 ist mit niemandem im Kampf: Ein Rückzug ist nicht möglich</translation>
    </message>
    <message>
        <source>no such enemy unit</source>
        <translation>diese feindliche Einheit gibt es nicht</translation>
    </message>
    <message>
        <source>%1 is destroyed</source>
        <translation>%1 ist vernichtet</translation>
    </message>
    <message>
        <source>%1 is a ranged unit: it Clashes without engaging</source>
        <translation>%1 ist eine Fernkampfeinheit und ficht Gefechte, ohne den Feind zu stellen</translation>
    </message>
    <message>
        <source>%1 is already engaged with %2: declare the Clash alone</source>
        <translation>%1 ist bereits im Kampf mit %2: Sagen Sie nur das Gefecht an</translation>
    </message>
    <message>
        <source>Engage Enemy is flurried with a Clash on the same unit: %1 must Clash with %2</source>
        <translation>„Feind stellen“ bildet eine Aktionsfolge mit einem Gefecht gegen dieselbe Einheit: %1 muss ein Gefecht mit %2 fechten</translation>
    </message>
    <message>
        <source>%1 is already engaged by %2 units, as many as its Magnitude allows</source>
        <translation>%1 ist bereits mit %2 Einheiten im Kampf, so vielen, wie die eigene Magnitude zulässt</translation>
    </message>
    <message>
        <source>%1 is not engaged with %2: flurry Engage Enemy with the Clash</source>
        <translation>%1 ist nicht im Kampf mit %2: Verbinden Sie „Feind stellen“ in einer Aktionsfolge mit dem Gefecht</translation>
    </message>
    <message>
        <source>%1 cannot Withdraw from %2 and Clash with it</source>
        <translation>%1 kann sich nicht von %2 zurückziehen und zugleich ein Gefecht mit dieser Einheit fechten</translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <translation>Die Schlacht ist vorbei.</translation>
    </message>
    <message>
        <source>This turn&apos;s actions are declared; the next roll is due.</source>
        <translation>Die Aktionen dieses Zuges sind angesagt; der nächste Wurf ist fällig.</translation>
    </message>
    <message>
        <source>No roll is due: declare the turn&apos;s actions first.</source>
        <translation>Kein Wurf ist fällig: Sagen Sie zuerst die Aktionen des Zuges an.</translation>
    </message>
    <message>
        <source>The roll due is %1&apos;s %2.</source>
        <translation>Fällig ist der Wurf von %1: %2.</translation>
    </message>
    <message>
        <source>the pool has 1 die; %1 faces were given</source>
        <translation>der Pool hat 1 Würfel; %1 Augenzahlen wurden angegeben</translation>
    </message>
    <message>
        <source>the pool has %1 dice; %2 faces were given</source>
        <translation>der Pool hat %1 Würfel; %2 Augenzahlen wurden angegeben</translation>
    </message>
    <message>
        <source>a d10 shows 1 to 10, not %1</source>
        <translation>ein W10 zeigt 1 bis 10, nicht %1</translation>
    </message>
    <message>
        <source>only a Clash has a defender&apos;s dice</source>
        <translation>nur ein Gefecht hat Würfel eines Verteidigers</translation>
    </message>
    <message>
        <source>the GM ends the battle</source>
        <translation>die Spielleitung beendet die Schlacht</translation>
    </message>
    <message>
        <source>Turn %1: the battle ends: %2.</source>
        <translation>Zug %1: Die Schlacht endet: %2.</translation>
    </message>
    <message>
        <source>Engage %1</source>
        <translation>%1 stellen</translation>
    </message>
    <message>
        <source>Clash with %1</source>
        <translation>Gefecht mit %1</translation>
    </message>
    <message>
        <source>Special Action: %1</source>
        <translation>Sonderaktion: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source> (flurry, %1 per action)</source>
        <translation> (Aktionsfolge, %1 je Aktion)</translation>
    </message>
    <message>
        <source>Turn %1: no unit acts.</source>
        <translation>Zug %1: Keine Einheit handelt.</translation>
    </message>
    <message>
        <source>Turn %1, declared: %2.</source>
        <translation>Zug %1, angesagt: %2.</translation>
    </message>
    <message>
        <source>Magnitude</source>
        <translation>Magnitude</translation>
    </message>
    <message>
        <source>Flurry</source>
        <translation>Aktionsfolge</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Kraft</translation>
    </message>
    <message>
        <source>Battle Plans</source>
        <translation>Schlachtpläne</translation>
    </message>
    <message>
        <source>In flight</source>
        <translation>Auf der Flucht</translation>
    </message>
    <message>
        <source>Leadership</source>
        <translation>Führung</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Drill</translation>
    </message>
    <message>
        <source>Tactics</source>
        <translation>Taktik</translation>
    </message>
    <message>
        <source> %1 takes %2 Health and is destroyed.</source>
        <translation> %1 verliert %2 Gesundheit und ist vernichtet.</translation>
    </message>
    <message>
        <source> %1 takes %2 Health and loses %3 Magnitude: Magnitude %4, Health %5.</source>
        <translation> %1 verliert %2 Gesundheit und %3 Magnitude: Magnitude %4, Gesundheit %5.</translation>
    </message>
    <message>
        <source> %1 takes %2 Health: Magnitude %3, Health %4.</source>
        <translation> %1 verliert %2 Gesundheit: Magnitude %3, Gesundheit %4.</translation>
    </message>
    <message>
        <source> %1, in flight, meets rout conditions again (%2): its next Rally is at difficulty %3.</source>
        <translation> %1 erfüllt auf der Flucht erneut Fluchtbedingungen (%2): Das nächste Sammeln hat Schwierigkeit %3.</translation>
    </message>
    <message>
        <source> %1 must test for rout at difficulty %2.</source>
        <translation> %1 muss eine Fluchtprobe mit Schwierigkeit %2 ablegen.</translation>
    </message>
    <message>
        <source>Turn %1, Rally of %2 at difficulty %3 (%4).</source>
        <translation>Zug %1, Sammeln von %2 mit Schwierigkeit %3 (%4).</translation>
    </message>
    <message>
        <source> It rallies.</source>
        <translation> Die Einheit sammelt sich.</translation>
    </message>
    <message>
        <source> It fails by %1 and is in full retreat.</source>
        <translation> Die Einheit verfehlt um %1 und ist in heller Flucht.</translation>
    </message>
    <message>
        <source>Turn %1, %2 tries to Withdraw (%3).</source>
        <translation>Zug %1, %2 versucht den Rückzug (%3).</translation>
    </message>
    <message>
        <source> It is no longer engaged.</source>
        <translation> Die Einheit ist nicht mehr im Kampf.</translation>
    </message>
    <message>
        <source> It stays engaged.</source>
        <translation> Die Einheit bleibt im Kampf.</translation>
    </message>
    <message>
        <source>Turn %1, Clash: %2 %3 %4 (%5</source>
        <translation>Zug %1, Gefecht: %2 %3 %4 (%5</translation>
    </message>
    <message>
        <source>engages and attacks</source>
        <translation>stellt und attackiert</translation>
    </message>
    <message>
        <source>attacks</source>
        <translation>attackiert</translation>
    </message>
    <message>
        <source>, +%1 for Magnitude</source>
        <translation>, +%1 für Magnitude</translation>
    </message>
    <message>
        <source>; %1 defends with %2).</source>
        <translation>; %1 verteidigt mit %2).</translation>
    </message>
    <message>
        <source> %1 wins by %2.</source>
        <translation> %1 gewinnt mit einem Vorsprung von %2.</translation>
    </message>
    <message>
        <source> %1 beats the attack off.</source>
        <translation> %1 schlägt den Angriff ab.</translation>
    </message>
    <message>
        <source>Turn %1, rout check of %2 at difficulty %3 (%4).</source>
        <translation>Zug %1, Fluchtprobe von %2 mit Schwierigkeit %3 (%4).</translation>
    </message>
    <message>
        <source> It holds.</source>
        <translation> Die Einheit hält stand.</translation>
    </message>
    <message>
        <source> It is in flight; its Rally will be at difficulty %1.</source>
        <translation> Die Einheit ist auf der Flucht; ihr Sammeln hat Schwierigkeit %1.</translation>
    </message>
    <message>
        <source>Turn %1, %2 maintains tactics against Battle Plans %3 (%4).</source>
        <translation>Zug %1, %2 hält die Taktik gegen Schlachtpläne %3 (%4).</translation>
    </message>
    <message>
        <source> The plans hold.</source>
        <translation> Die Pläne halten.</translation>
    </message>
    <message>
        <source> Battle Plans drop to %1.</source>
        <translation> Die Schlachtpläne sinken auf %1.</translation>
    </message>
    <message>
        <source> %1 is destroyed: no %2.</source>
        <translation> %1 ist vernichtet: kein %2.</translation>
    </message>
    <message>
        <source> %1 failed to Rally: no %2.</source>
        <translation> %1 hat sich nicht gesammelt: kein %2.</translation>
    </message>
    <message>
        <source> %1 is no longer engaged: no Withdraw.</source>
        <translation> %1 ist nicht mehr im Kampf: kein Rückzug.</translation>
    </message>
    <message>
        <source> %1 is in flight: no Clash.</source>
        <translation> %1 ist auf der Flucht: kein Gefecht.</translation>
    </message>
    <message>
        <source> %1 is destroyed: %2 has no one to Clash with.</source>
        <translation> %1 ist vernichtet: %2 hat niemanden mehr für ein Gefecht.</translation>
    </message>
    <message>
        <source> %1 is no longer engaged with %2: no Clash.</source>
        <translation> %1 ist nicht mehr im Kampf mit %2: kein Gefecht.</translation>
    </message>
    <message>
        <source> Neither army has a unit standing: the battle is over.</source>
        <translation> Keine Armee hat noch eine Einheit auf dem Feld: Die Schlacht ist vorbei.</translation>
    </message>
    <message>
        <source> %1 has no unit standing: %2 wins the battle.</source>
        <translation> %1 hat keine Einheit mehr auf dem Feld: %2 gewinnt die Schlacht.</translation>
    </message>
    <message>
        <source>must be a list of d10 faces</source>
        <translation>muss eine Liste von W10-Augenzahlen sein</translation>
    </message>
    <message>
        <source>%1 has no unit named &quot;%2&quot;</source>
        <translation>%1 hat keine Einheit namens „%2“</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>no roll is due: the turn&apos;s actions are declared first</source>
        <translation>kein Wurf ist fällig: Zuerst werden die Aktionen des Zuges angesagt</translation>
    </message>
    <message>
        <source>must be rally, withdraw, clash, rout or tactics</source>
        <translation>muss rally, withdraw, clash, rout oder tactics sein</translation>
    </message>
    <message>
        <source>the faces of the roll are missing</source>
        <translation>die Augenzahlen des Wurfs fehlen</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>a battle has two armies</source>
        <translation>eine Schlacht hat zwei Armeen</translation>
    </message>
    <message>
        <source>must be declare, roll or end</source>
        <translation>muss declare, roll oder end sein</translation>
    </message>
    <message>
        <source>the turn has no more rolls</source>
        <translation>der Zug hat keine Würfe mehr</translation>
    </message>
    <message>
        <source>Turn %1, declare actions</source>
        <translation>Zug %1, Aktionen ansagen</translation>
    </message>
    <message>
        <source>Turn %1, %2 of %3</source>
        <translation>Zug %1, %2 von %3</translation>
    </message>
    <message>
        <source>Ended in turn %1: %2</source>
        <translation>Beendet in Zug %1: %2</translation>
    </message>
    <message>
        <source>Over, no army standing</source>
        <translation>Vorbei, keine Armee mehr auf dem Feld</translation>
    </message>
    <message>
        <source>Won by %1 in turn %2</source>
        <translation>Gewonnen von %1 in Zug %2</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>vernichtet</translation>
    </message>
    <message>
        <source>in flight (Rally at difficulty %1)</source>
        <translation>auf der Flucht (Sammeln mit Schwierigkeit %1)</translation>
    </message>
    <message>
        <source>engaged with %1</source>
        <translation>im Kampf mit %1</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>%1 vs %2, %3 (units standing %4 / %5)</source>
        <translation>%1 gegen %2, %3 (verbliebene Einheiten %4 / %5)</translation>
    </message>
    <message>
        <source>Simplified Mass Combat</source>
        <translation>Simplified Mass Combat</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Gesundheit</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Schritt für Schritt</translation>
    </message>
</context>
<context>
    <name>SpecialBattle</name>
    <message>
        <source>Land</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>Naval</source>
        <translation>See</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>Luft</translation>
    </message>
    <message>
        <source>Amphibious</source>
        <translation>Amphibisch</translation>
    </message>
    <message>
        <source>Ordinary battle</source>
        <translation>Gewöhnliche Schlacht</translation>
    </message>
    <message>
        <source>Siege</source>
        <translation>Belagerung</translation>
    </message>
    <message>
        <source>Amphibious assault</source>
        <translation>Amphibischer Angriff</translation>
    </message>
    <message>
        <source>Ocean battle</source>
        <translation>Schlacht auf offener See</translation>
    </message>
    <message>
        <source>Coastal battle</source>
        <translation>Küstenschlacht</translation>
    </message>
    <message>
        <source>Minor river</source>
        <translation>Kleiner Fluss</translation>
    </message>
    <message>
        <source>Major river</source>
        <translation>Großer Fluss</translation>
    </message>
    <message>
        <source>Beach</source>
        <translation>Strand</translation>
    </message>
    <message>
        <source>Small rocky island or beach with rocky cliffs</source>
        <translation>Kleine Felseninsel oder Strand mit Felsklippen</translation>
    </message>
    <message>
        <source>No prepared defenses</source>
        <translation>Keine vorbereitete Verteidigung</translation>
    </message>
    <message>
        <source>Improvised defenses (trenches, mines, obstacles)</source>
        <translation>Behelfsmäßige Verteidigungsanlagen (Gräben, Minen, Hindernisse)</translation>
    </message>
    <message>
        <source>Permanent strongpoints</source>
        <translation>Permanente Stützpunkte</translation>
    </message>
    <message>
        <source>A siege is fought in a land or amphibious campaign.</source>
        <translation>Eine Belagerung findet in einem Land- oder amphibischen Feldzug statt.</translation>
    </message>
    <message>
        <source>A siege is always a pitched battle.</source>
        <translation>Eine Belagerung ist immer eine Feldschlacht.</translation>
    </message>
    <message>
        <source>%1 is too large to transport, so it cannot be inside %2; leave it out of the battle.</source>
        <translation>%1 ist zu groß für einen Transport und kann daher nicht in %2 sein; lassen Sie es aus der Schlacht heraus.</translation>
    </message>
    <message>
        <source>Besieger: a fortress&apos;s Defense Bonus does not benefit forces outside it</source>
        <translation>Belagerer: Der Verteidigungsbonus einer Festung nützt Streitmächten außerhalb nichts</translation>
    </message>
    <message>
        <source>Not bunkered inside the fortress: no Defense Bonus</source>
        <translation>Nicht in der Festung verschanzt: kein Verteidigungsbonus</translation>
    </message>
    <message>
        <source>Overcrowded (WT %1 in room for %2): -1</source>
        <translation>Überfüllt (WT %1 bei Platz für %2): -1</translation>
    </message>
    <message>
        <source>Crossing the water to attack: no Defense Bonus</source>
        <translation>Überquert das Wasser zum Angriff: kein Verteidigungsbonus</translation>
    </message>
    <message>
        <source>Set by the GM</source>
        <translation>Vom SL festgelegt</translation>
    </message>
    <message>
        <source>%1 %2; %3 %4</source>
        <translation>%1 %2; %3 %4</translation>
    </message>
    <message>
        <source>Ocean battle: no Defense Bonus</source>
        <translation>Schlacht auf offener See: kein Verteidigungsbonus</translation>
    </message>
    <message>
        <source>Coastal battle: only the side with home waters, a harbor or a strait to hold has one</source>
        <translation>Küstenschlacht: Nur die Seite, die Heimatgewässer, einen Hafen oder eine Meerenge zu halten hat, erhält einen</translation>
    </message>
    <message>
        <source>= Defense Bonus %1</source>
        <translation>= Verteidigungsbonus %1</translation>
    </message>
    <message>
        <source>The besieged side must be side 1 or 2.</source>
        <translation>Die belagerte Seite muss Seite 1 oder 2 sein.</translation>
    </message>
    <message>
        <source>The defender must be side 1 or 2.</source>
        <translation>Der Verteidiger muss Seite 1 oder 2 sein.</translation>
    </message>
    <message>
        <source>The side in home waters must be side 1, side 2 or neither.</source>
        <translation>Die Seite in Heimatgewässern muss Seite 1, Seite 2 oder keine sein.</translation>
    </message>
    <message>
        <source>A divided command costs 0 to -4.</source>
        <translation>Ein geteiltes Kommando kostet 0 bis -4.</translation>
    </message>
    <message>
        <source>The TL of chemical weapons must be 0 (the side&apos;s own) to 12.</source>
        <translation>Die TL der chemischen Waffen muss zwischen 0 (die eigene der Seite) und 12 liegen.</translation>
    </message>
    <message>
        <source>An amphibious assault is fought in an amphibious campaign.</source>
        <translation>Ein amphibischer Angriff findet in einem amphibischen Feldzug statt.</translation>
    </message>
    <message>
        <source>The Defense Bonus must be 0 to +10.</source>
        <translation>Der Verteidigungsbonus muss zwischen 0 und +10 liegen.</translation>
    </message>
    <message>
        <source>%1: the break-out</source>
        <translation>%1: der Ausbruch</translation>
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
    <message>
        <source>Serving</source>
        <translation>Im Dienst</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Verwundet</translation>
    </message>
    <message>
        <source>Captured</source>
        <translation>Gefangen</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
</context>
<context>
    <name>StepRecord</name>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
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
        <source>The campaign file could not be written; the change was not saved.</source>
        <translation>Die Kampagnendatei konnte nicht geschrieben werden; die Änderung wurde nicht gespeichert.</translation>
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
        <source>%1 is not a Muster campaign.</source>
        <translation>%1 ist keine Muster-Kampagne.</translation>
    </message>
    <message>
        <source>%1 was saved by a newer version of Muster (file version %2; this version reads up to %3). It has not been changed; open it with a newer Muster.</source>
        <translation>%1 wurde mit einer neueren Version von Muster gespeichert (Dateiversion %2; diese Version liest bis %3). Die Datei wurde nicht verändert; öffnen Sie sie mit einer neueren Muster-Version.</translation>
    </message>
    <message>
        <source>Could not upgrade %1; it is unchanged, and a copy is at %2. %3</source>
        <translation>%1 konnte nicht aktualisiert werden; die Datei ist unverändert, eine Kopie liegt unter %2. %3</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>The battle &quot;%1&quot; is no longer in the campaign file; it was not saved.</source>
        <translation>Die Schlacht „%1“ ist nicht mehr in der Kampagnendatei; sie wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>The campaign file holds a calendar this version cannot read.</source>
        <translation>Die Kampagnendatei enthält einen Kalender, den diese Version nicht lesen kann.</translation>
    </message>
    <message>
        <source>The campaign file holds a date this version cannot read: %1</source>
        <translation>Die Kampagnendatei enthält ein Datum, das diese Version nicht lesen kann: %1</translation>
    </message>
    <message>
        <source>The revenue source &quot;%1&quot; is no longer in the campaign file; it was not saved.</source>
        <translation>Die Einnahmequelle „%1“ ist nicht mehr in der Kampagnendatei; sie wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>The campaign file holds a ledger entry this version cannot read: %1</source>
        <translation>Die Kampagnendatei enthält einen Kassenbucheintrag, den diese Version nicht lesen kann: %1</translation>
    </message>
    <message>
        <source>The campaign file holds a raising order this version cannot read: %1</source>
        <translation>Die Kampagnendatei enthält einen Aufstellungsauftrag, den diese Version nicht lesen kann: %1</translation>
    </message>
    <message>
        <source>The campaign file holds the economy of a force that this version cannot read.</source>
        <translation>Die Kampagnendatei enthält Wirtschaftsdaten einer Streitmacht, die diese Version nicht lesen kann.</translation>
    </message>
    <message>
        <source>The campaign file holds a revenue source this version cannot read: %1</source>
        <translation>Die Kampagnendatei enthält eine Einnahmequelle, die diese Version nicht lesen kann: %1</translation>
    </message>
    <message>
        <source>The campaign file holds an element (%1) this version cannot read.</source>
        <translation>Die Kampagnendatei enthält ein Element (%1), das diese Version nicht lesen kann.</translation>
    </message>
    <message>
        <source>The campaign file measures distances in a unit this version does not know: %1</source>
        <translation>Die Kampagnendatei misst Entfernungen in einer Einheit, die diese Version nicht kennt: %1</translation>
    </message>
    <message>
        <source>The campaign file holds a fortress this version cannot read: %1.</source>
        <translation>Die Kampagnendatei enthält eine Festung, die diese Version nicht lesen kann: %1.</translation>
    </message>
    <message>
        <source>The fortress &quot;%1&quot; is no longer in the campaign file; it was not saved.</source>
        <translation>Die Festung „%1“ ist nicht mehr in der Kampagnendatei; sie wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a campaign file.</source>
        <translation>%1 ist ein Ordner, keine Kampagnendatei.</translation>
    </message>
    <message>
        <source>%1 has no schema version: it is not a campaign Muster can read.</source>
        <translation>%1 hat keine Schemaversion: Es ist keine Kampagne, die Muster lesen kann.</translation>
    </message>
    <message>
        <source>The campaign file holds a staff member&apos;s fate that this version cannot read.</source>
        <translation>Die Kampagnendatei enthält ein Schicksal eines Stabsmitglieds, das diese Version nicht lesen kann.</translation>
    </message>
    <message>
        <source>The campaign file gives a usual TL this version does not know: %1</source>
        <translation>Die Kampagnendatei nennt einen üblichen TL, den diese Version nicht kennt: %1</translation>
    </message>
    <message>
        <source>The battle &quot;%1&quot; has a status this version does not know: %2</source>
        <translation>Die Schlacht „%1“ hat einen Status, den diese Version nicht kennt: %2</translation>
    </message>
    <message>
        <source>%1 is damaged (%2). It has not been changed; open a backup copy instead.</source>
        <translation>%1 ist beschädigt (%2). Die Datei wurde nicht verändert; öffnen Sie stattdessen eine Sicherungskopie.</translation>
    </message>
    <message>
        <source>Could not read %1: %2. It has not been changed.</source>
        <translation>%1 konnte nicht gelesen werden: %2. Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>%1 is being opened by another program. Try again in a few seconds.</source>
        <translation>%1 wird gerade von einem anderen Programm geöffnet. Versuchen Sie es in einigen Sekunden erneut.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <translation>%1 kann nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <source>%1 is read-only, so Muster did not open it: it saves every change to the file as it is made. Make the file writable, or open a copy of it.</source>
        <translation>%1 ist schreibgeschützt, daher hat Muster die Datei nicht geöffnet: Es speichert jede Änderung sofort in der Datei. Heben Sie den Schreibschutz auf oder öffnen Sie eine Kopie.</translation>
    </message>
    <message>
        <source>%1 It has not been changed.</source>
        <translation>%1 Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>Could not read %1: the disk reported an input/output error.</source>
        <translation>%1 konnte nicht gelesen werden: Der Datenträger meldete einen Ein-/Ausgabefehler.</translation>
    </message>
    <message>
        <source>%1 is damaged (it is %2 bytes long, not a whole number of its %3-byte pages: it was cut short). It has not been changed; open a backup copy instead.</source>
        <translation>%1 ist beschädigt (die Datei ist %2 Byte lang, keine ganze Zahl ihrer Seiten zu %3 Byte: sie wurde abgeschnitten). Die Datei wurde nicht verändert; öffnen Sie stattdessen eine Sicherungskopie.</translation>
    </message>
    <message>
        <source>Could not copy %1 aside before upgrading it: %2 It has not been changed.</source>
        <translation>%1 konnte vor der Aktualisierung nicht beiseitekopiert werden: %2 Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>the disk reported an input/output error</source>
        <translation>der Datenträger meldete einen Ein-/Ausgabefehler</translation>
    </message>
    <message>
        <source>the file may not be written</source>
        <translation>die Datei darf nicht geschrieben werden</translation>
    </message>
    <message>
        <source>another program is using the file</source>
        <translation>ein anderes Programm verwendet die Datei</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>The campaign file could not be written or read (%1): %2.</source>
        <translation>Die Kampagnendatei konnte nicht geschrieben oder gelesen werden (%1): %2.</translation>
    </message>
</context>
<context>
    <name>StoredBattle</name>
    <message>
        <source>The record of &quot;%1&quot; is damaged: %2</source>
        <translation>Der Datensatz von „%1“ ist beschädigt: %2</translation>
    </message>
    <message>
        <source>The battle &quot;%1&quot; is fought under rules this version does not have: %2</source>
        <translation>Die Schlacht „%1“ wird nach Regeln geführt, die diese Version nicht hat: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a GURPS Mass Combat battle: it is fought under %2.</source>
        <translation>„%1“ ist keine Schlacht nach GURPS Mass Combat: sie wird nach %2 geführt.</translation>
    </message>
</context>
<context>
    <name>Strategy</name>
    <message>
        <source>All-Out Attack</source>
        <translation>Totaler Angriff</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Deliberate Attack</source>
        <translation>Geplanter Angriff</translation>
    </message>
    <message>
        <source>Indirect Attack</source>
        <translation>Indirekter Angriff</translation>
    </message>
    <message>
        <source>All-Out Defense</source>
        <translation>Totale Verteidigung</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <source>Deliberate Defense</source>
        <translation>Geplante Verteidigung</translation>
    </message>
    <message>
        <source>Mobile Defense</source>
        <translation>Bewegliche Verteidigung</translation>
    </message>
    <message>
        <source>Parley</source>
        <translation>Verhandlung</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Sammeln</translation>
    </message>
    <message>
        <source>Fighting Retreat</source>
        <translation>Kämpfender Rückzug</translation>
    </message>
    <message>
        <source>Full Retreat</source>
        <translation>Vollständiger Rückzug</translation>
    </message>
    <message>
        <source>Raid</source>
        <translation>Überfall</translation>
    </message>
    <message>
        <source>Skirmish</source>
        <translation>Geplänkel</translation>
    </message>
    <message>
        <source>Desperate %1</source>
        <translation>%1 (verzweifelt)</translation>
    </message>
    <message>
        <source>+2. Winning inflicts 5% more casualties; own casualties doubled unless they are 0.</source>
        <translation>+2. Ein Sieg fügt 5 % mehr Verluste zu; eigene Verluste verdoppelt, sofern nicht 0.</translation>
    </message>
    <message>
        <source>No modifier.</source>
        <translation>Kein Modifikator.</translation>
    </message>
    <message>
        <source>+1, +1 more with Artillery superiority. Halves the enemy&apos;s Defense Bonus; lets the enemy change strategy.</source>
        <translation>+1, weitere +1 bei Artillerieüberlegenheit. Halbiert den Verteidigungsbonus des Feindes; der Feind darf die Strategie wechseln.</translation>
    </message>
    <message>
        <source>+2. Losing costs 1 PB less; own casualties doubled unless they are 0; cannot gain PB.</source>
        <translation>+2. Eine Niederlage kostet 1 PB weniger; eigene Verluste verdoppelt, sofern nicht 0; kann keinen PB gewinnen.</translation>
    </message>
    <message>
        <source>+1 and the Defense Bonus; cannot gain PB.</source>
        <translation>+1 und der Verteidigungsbonus; kann keinen PB gewinnen.</translation>
    </message>
    <message>
        <source>+1, or +2 with Fire superiority, and the Defense Bonus. Winning or tying inflicts 5% more casualties; lets the enemy change strategy.</source>
        <translation>+1, bzw. +2 bei Feuerüberlegenheit, und der Verteidigungsbonus. Sieg oder Gleichstand fügt 5 % mehr Verluste zu; der Feind darf die Strategie wechseln.</translation>
    </message>
    <message>
        <source>+1 with Cavalry or Naval superiority. Losing or tying: 5% fewer own casualties, and the enemy gains 1 more PB.</source>
        <translation>+1 bei Kavallerie- oder Marineüberlegenheit. Bei Niederlage oder Gleichstand: 5 % weniger eigene Verluste, und der Feind gewinnt 1 PB mehr.</translation>
    </message>
    <message>
        <source>Asks to talk. If refused, fights as Defense at -1.</source>
        <translation>Bittet um Gespräche. Bei Ablehnung Kampf mit Verteidigung (-1).</translation>
    </message>
    <message>
        <source>-2. A confused force regroups: Leadership-2 at the end of the round.</source>
        <translation>-2. Eine Streitmacht in Unordnung ordnet sich neu: Führung-2 am Ende der Runde.</translation>
    </message>
    <message>
        <source>+3. Escapes on a win or tie; losing gives the enemy 1 more PB and costs logistics too. Enemy casualties halved.</source>
        <translation>+3. Entkommt bei Sieg oder Gleichstand; eine Niederlage gibt dem Feind 1 PB mehr und trifft auch die Logistik. Feindliche Verluste halbiert.</translation>
    </message>
    <message>
        <source>+8. The force escapes and loses the battle; 10% fewer own casualties, which also hit logistics; inflicts none.</source>
        <translation>+8. Die Streitmacht entkommt und verliert die Schlacht; 10 % weniger eigene Verluste, die auch die Logistik treffen; fügt keine zu.</translation>
    </message>
    <message>
        <source>+1 per Air, Cavalry, Naval and Recon superiority. Can only reduce enemy PB; the winner may strike the enemy&apos;s logistics instead.</source>
        <translation>+1 je Luftkampf-, Kavallerie-, Marine- und Aufklärungsüberlegenheit. Kann feindlichen PB nur verringern; der Sieger kann stattdessen die Logistik des Feindes treffen.</translation>
    </message>
    <message>
        <source>+2, +1 more with Air, Artillery or Fire superiority. Halves the margin; 5% fewer own casualties; cannot gain PB.</source>
        <translation>+2, weitere +1 bei Luftkampf-, Artillerie- oder Feuerüberlegenheit. Halbiert die Siegesspanne; 5 % weniger eigene Verluste; kann keinen PB gewinnen.</translation>
    </message>
    <message>
        <source>-3, or -2 with C3I superiority; -2 more right after another Indirect Attack. Doubles the margin of victory (x1.5 on later tries).</source>
        <translation>-3, oder -2 bei C3I-Überlegenheit; weitere -2 direkt nach einem anderen Indirekten Angriff. Verdoppelt die Siegesspanne (x1,5 bei späteren Versuchen).</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <source>Victory</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>Mutual annihilation</source>
        <translation>Gegenseitige Vernichtung</translation>
    </message>
    <message>
        <source>No battle</source>
        <translation>Keine Schlacht</translation>
    </message>
    <message>
        <source>Ended by agreement</source>
        <translation>Durch Übereinkunft beendet</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Strategy-%1, Leadership-%2</source>
        <translation>Strategie-%1, Führung-%2</translation>
    </message>
    <message>
        <source>%1 (PC; %2)</source>
        <translation>%1 (SC; %2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Estimated: %1 elements</source>
        <translation>Geschätzt: %1 Elemente</translation>
    </message>
    <message>
        <source>%1: TS %2</source>
        <translation>%1: TS %2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1: TS %2 each</source>
        <translation>%1: je TS %2</translation>
    </message>
    <message>
        <source>Encamped and hunkered down</source>
        <translation>Im Lager verschanzt</translation>
    </message>
    <message>
        <source>Reduced readiness: half TS</source>
        <translation>Verminderte Einsatzbereitschaft: halbe TS</translation>
    </message>
    <message>
        <source>Starts with %1% casualties</source>
        <translation>Beginnt mit %1 % Verlusten</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>%1 has the initiative</source>
        <translation>%1 hat die Initiative</translation>
    </message>
    <message>
        <source>%1 has surprise</source>
        <translation>%1 gelingt die Überraschung</translation>
    </message>
    <message>
        <source>%1 springs an ambush</source>
        <translation>%1 legt einen Hinterhalt</translation>
    </message>
    <message>
        <source>both sides start confused</source>
        <translation>beide Seiten beginnen in Unordnung</translation>
    </message>
    <message>
        <source>Major river, held by %1</source>
        <translation>Großer Fluss, gehalten von %1</translation>
    </message>
    <message>
        <source>Ford or bridge, held by %1</source>
        <translation>Furt oder Brücke, gehalten von %1</translation>
    </message>
    <message>
        <source>TS at start</source>
        <translation>TS zu Beginn</translation>
    </message>
    <message>
        <source>Commander</source>
        <translation>Befehlshaber</translation>
    </message>
    <message>
        <source>Other people</source>
        <translation>Weitere Personen</translation>
    </message>
    <message>
        <source>Force</source>
        <translation>Streitmacht</translation>
    </message>
    <message>
        <source>Defense Bonus</source>
        <translation>Verteidigungsbonus</translation>
    </message>
    <message>
        <source>Before the battle</source>
        <translation>Vor der Schlacht</translation>
    </message>
    <message>
        <source>%1 (dense)</source>
        <translation>%1 (dicht)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>Pitched battle</source>
        <translation>Feldschlacht</translation>
    </message>
    <message>
        <source>Encounter battle</source>
        <translation>Begegnungsgefecht</translation>
    </message>
    <message>
        <source>Advantage</source>
        <translation>Vorteil</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Nacht</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Wetter</translation>
    </message>
    <message>
        <source>Bad weather</source>
        <translation>Schlechtes Wetter</translation>
    </message>
    <message>
        <source>Fair</source>
        <translation>Schön</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Ausgangslage</translation>
    </message>
    <message>
        <source>Under the conditions of round %1.</source>
        <translation>Unter den Bedingungen von Runde %1.</translation>
    </message>
    <message>
        <source>Before the first round.</source>
        <translation>Vor der ersten Runde.</translation>
    </message>
    <message>
        <source>Basic Strategy Modifiers</source>
        <translation>Grundstrategie-Modifikatoren (BSM)</translation>
    </message>
    <message>
        <source>Troop Strength</source>
        <translation>Truppenstärke (TS)</translation>
    </message>
    <message>
        <source>Basic Strategy Modifier</source>
        <translation>Grundstrategie-Modifikator (BSM)</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 pursues: %2 takes %3% more casualties and loses %4% of its logistic force.</source>
        <translation>%1 verfolgt: %2 erleidet %3 % mehr Verluste und verliert %4 % der Logistiktruppe.</translation>
    </message>
    <message>
        <source>%1 holds the field and recovers %2% of its casualties.</source>
        <translation>%1 behauptet das Feld und gewinnt %2 % der Verluste zurück.</translation>
    </message>
    <message>
        <source>%1% dead, %2% fled</source>
        <translation>%1 % tot, %2 % geflohen</translation>
    </message>
    <message>
        <source>The loser&apos;s Fanatic elements lose all their casualties for good.</source>
        <translation>Bei den fanatischen Elementen des Verlierers sind alle Verluste endgültig.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Aftermath</source>
        <translation>Nach der Schlacht</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Pursuit</source>
        <translation>Verfolgung</translation>
    </message>
    <message>
        <source>Loot</source>
        <translation>Beute</translation>
    </message>
    <message>
        <source>Looting time</source>
        <translation>Dauer der Plünderung</translation>
    </message>
    <message>
        <source>Held the field</source>
        <translation>Feld behauptet</translation>
    </message>
    <message>
        <source>Casualties at the end</source>
        <translation>Verluste am Ende</translation>
    </message>
    <message>
        <source>Final casualties</source>
        <translation>Endgültige Verluste</translation>
    </message>
    <message>
        <source>TS before → after</source>
        <translation>TS vorher → nachher</translation>
    </message>
    <message>
        <source>Logistic casualties</source>
        <translation>Logistikverluste</translation>
    </message>
    <message>
        <source>Breakdown</source>
        <translation>Aufschlüsselung</translation>
    </message>
    <message>
        <source>Battle report</source>
        <translation>Schlachtbericht</translation>
    </message>
    <message>
        <source>Finished: %1</source>
        <translation>Beendet: %1</translation>
    </message>
    <message>
        <source>In progress: round %1</source>
        <translation>Läuft: Runde %1</translation>
    </message>
    <message>
        <source>%1 against %2 — %3</source>
        <translation>%1 gegen %2 — %3</translation>
    </message>
    <message>
        <source>Talks</source>
        <translation>Gespräche</translation>
    </message>
    <message>
        <source>Stalemate</source>
        <translation>Patt</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>%1 wins the contest</source>
        <translation>%1 gewinnt den Vergleichswurf</translation>
    </message>
    <message>
        <source>Margin of victory %1</source>
        <translation>Siegesspanne %1</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <source>No contest</source>
        <translation>Kein Vergleichswurf</translation>
    </message>
    <message>
        <source>(Parley refused)</source>
        <translation>(Verhandlung abgelehnt)</translation>
    </message>
    <message>
        <source>Special case: %1</source>
        <translation>Sonderfall: %1</translation>
    </message>
    <message>
        <source>The winning Raid struck the enemy&apos;s logistic force</source>
        <translation>Der siegreiche Überfall traf die Logistiktruppe des Feindes</translation>
    </message>
    <message>
        <source>Cumulative casualties after each round</source>
        <translation>Kumulierte Verluste nach jeder Runde</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>No round has begun yet.</source>
        <translation>Noch hat keine Runde begonnen.</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Strategy chosen</source>
        <translation>Gewählte Strategie</translation>
    </message>
    <message>
        <source>Strategy fought</source>
        <translation>Gekämpfte Strategie</translation>
    </message>
    <message>
        <source>Effective skill</source>
        <translation>Effektiver Fertigkeitswert</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>Casualties this round</source>
        <translation>Verluste in dieser Runde</translation>
    </message>
    <message>
        <source>Casualties in all</source>
        <translation>Verluste insgesamt</translation>
    </message>
    <message>
        <source>PB after</source>
        <translation>PB danach</translation>
    </message>
    <message>
        <source>Break-out: the siege is over</source>
        <translation>Ausbruch: Die Belagerung ist vorbei</translation>
    </message>
    <message>
        <source>Sitting out or at reduced TS</source>
        <translation>Nicht beteiligt oder mit verringerter TS</translation>
    </message>
    <message>
        <source>%1% dead, %2% surrendered</source>
        <translation>%1 % tot, %2 % ergeben</translation>
    </message>
    <message>
        <source>%1 (%2, DB +%3, room for WT %4) besieged; %5 inside</source>
        <translation>%1 (%2, Verteidigungsbonus +%3, Platz für WT %4) belagert; darin %5</translation>
    </message>
    <message>
        <source>not bunkered inside: no Defense Bonus</source>
        <translation>nicht darin verschanzt: kein Verteidigungsbonus</translation>
    </message>
    <message>
        <source>%1 holds the shore: %2, %3</source>
        <translation>%1 hält das Ufer: %2, %3</translation>
    </message>
    <message>
        <source>; inland waters</source>
        <translation>; Binnengewässer</translation>
    </message>
    <message>
        <source>%1; %2 in home waters</source>
        <translation>%1; %2 in Heimatgewässern</translation>
    </message>
    <message>
        <source>%1 uses TL%2 chemical weapons</source>
        <translation>%1 setzt chemische Waffen aus TL%2 ein</translation>
    </message>
    <message>
        <source>Both sides use nukes: 90% of the forces eliminated (40% of Sealed elements); logistics destroyed</source>
        <translation>Beide Seiten setzen Atomwaffen ein: 90 % der Streitmächte vernichtet (40 % der versiegelten Elemente); Logistik zerstört</translation>
    </message>
    <message>
        <source>Nuke-capable elements at ten times their TS</source>
        <translation>Atomwaffenfähige Elemente mit zehnfacher TS</translation>
    </message>
    <message>
        <source>Allowed, not used</source>
        <translation>Erlaubt, nicht eingesetzt</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Feldzug</translation>
    </message>
    <message>
        <source>Siege</source>
        <translation>Belagerung</translation>
    </message>
    <message>
        <source>Amphibious assault</source>
        <translation>Amphibischer Angriff</translation>
    </message>
    <message>
        <source>Naval battle</source>
        <translation>Seeschlacht</translation>
    </message>
    <message>
        <source>Weapons of mass destruction</source>
        <translation>Massenvernichtungswaffen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Finished: victory for %1</source>
        <translation>Beendet: Sieg für %1</translation>
    </message>
    <message>
        <source>Finished: ended by agreement, %1 holds the field</source>
        <translation>Beendet: durch Übereinkunft, %1 behauptet das Feld</translation>
    </message>
    <message>
        <source>Finished: no battle, %1 holds the field</source>
        <translation>Beendet: keine Schlacht, %1 behauptet das Feld</translation>
    </message>
    <message>
        <source>Finished: %1, %2 holds the field</source>
        <translation>Beendet: %1, %2 behauptet das Feld</translation>
    </message>
</context>
<context>
    <name>TextExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>Export Battle Report</source>
        <translation>Schlachtbericht exportieren</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Webseite (*.html)</translation>
    </message>
</context>
<context>
    <name>Transport</name>
    <message>
        <source>%1 cannot carry itself.</source>
        <translation>%1 kann sich nicht selbst transportieren.</translation>
    </message>
    <message>
        <source>%1 has no transport capacity (T).</source>
        <translation>%1 hat keine Transportkapazität (T).</translation>
    </message>
    <message>
        <source>%1 cannot be carried (WT -).</source>
        <translation>%1 ist nicht transportierbar (WT -).</translation>
    </message>
    <message>
        <source>%1 carry only WT 1 Foot elements, and %2 is not one.</source>
        <translation>%1 transportieren nur Elemente zu Fuß mit WT 1, und %2 ist keines.</translation>
    </message>
    <message>
        <source>%1 (WT %2) is too heavy for %3 (T %4): a single carrier must take a whole element.</source>
        <translation>%1 (WT %2) ist zu schwer für %3 (T %4): Ein einzelner Träger muss ein ganzes Element aufnehmen.</translation>
    </message>
    <message>
        <source>Roster line %1 is not in the force.</source>
        <translation>Zeile %1 der Truppenliste gehört nicht zur Streitmacht.</translation>
    </message>
    <message>
        <source>Carry at least one element of %1 on %2.</source>
        <translation>Transportieren Sie mindestens ein Element von %1 auf %2.</translation>
    </message>
    <message>
        <source>%1: %2 elements are carried, but the force has %3.</source>
        <translation>%1: %2 Elemente werden transportiert, aber die Streitmacht hat %3.</translation>
    </message>
    <message>
        <source>%1 can carry WT %2 in all (%3 x T %4), not WT %5.</source>
        <translation>%1 kann insgesamt WT %2 transportieren (%3 x T %4), nicht WT %5.</translation>
    </message>
    <message>
        <source>%1 carries other elements, so it cannot be carried itself.</source>
        <translation>%1 transportiert andere Elemente und kann daher nicht selbst transportiert werden.</translation>
    </message>
</context>
<context>
    <name>Travel</name>
    <message>
        <source>A forced march goes at 1 to %1 times normal speed, not %2.</source>
        <translation>Ein Gewaltmarsch erfolgt mit dem 1- bis %1-Fachen der normalen Geschwindigkeit, nicht mit %2.</translation>
    </message>
    <message>
        <source>A 5d roll totals %1 to %2, not %3.</source>
        <translation>Ein 5d-Wurf ergibt %1 bis %2, nicht %3.</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 Tag</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 Stunde</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 Stunden</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>days, then hours</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>critical success</source>
        <translation>kritischer Erfolg</translation>
    </message>
    <message>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>Misserfolg</translation>
    </message>
    <message>
        <source>critical failure</source>
        <translation>kritischer Misserfolg</translation>
    </message>
    <message>
        <source>%1 forced-march rolls were typed, but the march has %2 days of forced march.</source>
        <translation>%1 Gewaltmarschwürfe wurden eingegeben, aber der Marsch hat %2 Tage Gewaltmarsch.</translation>
    </message>
    <message>
        <source>A 3d6 roll is 3 to 18, not %1.</source>
        <translation>Ein 3d6-Wurf ergibt 3 bis 18, nicht %1.</translation>
    </message>
    <message>
        <source>The forced march needs %1 Administration rolls; %2 were typed.</source>
        <translation>Der Gewaltmarsch erfordert %1 Verwaltungswürfe; eingegeben wurden %2.</translation>
    </message>
    <message>
        <source>Day %1, leg %2: Administration %3 %4 = %5, rolled %6: %7</source>
        <translation>Tag %1, Etappe %2: Verwaltung %3 %4 = %5, gewürfelt %6: %7</translation>
    </message>
    <message>
        <source>: %1% casualties (civilians %2%)</source>
        <translation>: %1 % Verluste (Zivilisten %2 %)</translation>
    </message>
    <message>
        <source>: %1% casualties</source>
        <translation>: %1 % Verluste</translation>
    </message>
    <message>
        <source>%1 %2 set the pace:</source>
        <translation>%1 %2 bestimmen das Tempo:</translation>
    </message>
    <message>
        <source>%1 %2 ride on %3:</source>
        <translation>%1 %2 fahren auf %3 mit:</translation>
    </message>
    <message>
        <source>Nothing carries them, so the force cannot move.</source>
        <translation>Nichts transportiert sie, daher kann sich die Streitmacht nicht bewegen.</translation>
    </message>
    <message>
        <source>%1 cannot move on %2, so the force cannot move.</source>
        <translation>%1 kann sich auf der Strecke „%2“ nicht bewegen, daher kann sich die Streitmacht nicht bewegen.</translation>
    </message>
    <message>
        <source>Forced march x%1: %2</source>
        <translation>Gewaltmarsch x%1: %2</translation>
    </message>
    <message>
        <source>Forced march is for land only: no extra speed on water.</source>
        <translation>Gewaltmarsch nur an Land: kein Geschwindigkeitsgewinn auf dem Wasser.</translation>
    </message>
    <message>
        <source>Hostile terrain counts as a forced march: rolls, but no extra speed.</source>
        <translation>Feindliches Gelände zählt als Gewaltmarsch: Würfe, aber kein Geschwindigkeitsgewinn.</translation>
    </message>
    <message>
        <source>No security x2: %1</source>
        <translation>Keine Sicherung x2: %1</translation>
    </message>
    <message>
        <source>Escorting civilians x1/2: %1</source>
        <translation>Begleitung von Zivilisten x1/2: %1</translation>
    </message>
    <message>
        <source>Poorly mapped terrain and no Recon elements x1/2: %1</source>
        <translation>Schlecht kartiertes Gelände und keine Aufklärungselemente x1/2: %1</translation>
    </message>
    <message>
        <source>%1 fly in support from their base and do not march with the force, so they cannot carry elements on the march.</source>
        <translation>%1 fliegen von ihrer Basis aus zur Unterstützung und marschieren nicht mit der Streitmacht, daher können sie auf dem Marsch keine Elemente transportieren.</translation>
    </message>
    <message>
        <source>No element marches with the force: Fast Air elements only support it.</source>
        <translation>Kein Element marschiert mit der Streitmacht: Elemente mit der Mobilität schnelle Luft unterstützen sie nur.</translation>
    </message>
    <message>
        <source>Fast Air elements support the force and do not slow it.</source>
        <translation>Elemente mit der Mobilität schnelle Luft unterstützen die Streitmacht und verlangsamen sie nicht.</translation>
    </message>
    <message>
        <source>Leg %1: %2</source>
        <translation>Etappe %1: %2</translation>
    </message>
    <message>
        <source>Roster line %1 is not in the force.</source>
        <translation>Zeile %1 der Truppenliste gehört nicht zur Streitmacht.</translation>
    </message>
    <message>
        <source>%1: take 1 to %2 elements apart, not %3.</source>
        <translation>%1: 1 bis %2 Elemente abtrennen, nicht %3.</translation>
    </message>
    <message>
        <source>A march has at least one leg.</source>
        <translation>Ein Marsch hat mindestens eine Etappe.</translation>
    </message>
    <message>
        <source>A leg is 0 miles or more, not %1.</source>
        <translation>Eine Etappe ist 0 Meilen oder länger, nicht %1.</translation>
    </message>
    <message>
        <source>Bad weather at sea: type the 5d roll that slows Sea elements.</source>
        <translation>Schlechtes Wetter auf See: Geben Sie den 5d-Wurf ein, der Elemente mit der Mobilität See verlangsamt.</translation>
    </message>
    <message>
        <source>A forced march needs the quartermaster&apos;s Administration skill.</source>
        <translation>Ein Gewaltmarsch erfordert die Fertigkeit Verwaltung des Quartiermeisters.</translation>
    </message>
    <message>
        <source>Forced march, a roll failed: -2</source>
        <translation>Gewaltmarsch, ein Wurf misslungen: -2</translation>
    </message>
    <message>
        <source>Forced march: -1</source>
        <translation>Gewaltmarsch: -1</translation>
    </message>
    <message>
        <source>No security: -5</source>
        <translation>Keine Sicherung: -5</translation>
    </message>
    <message>
        <source>Tied to roads: -3</source>
        <translation>An Straßen gebunden: -3</translation>
    </message>
    <message>
        <source>Road movement: -1</source>
        <translation>Auf Straßen: -1</translation>
    </message>
    <message>
        <source>good road</source>
        <translation>gute Straße</translation>
    </message>
    <message>
        <source>dirt road</source>
        <translation>Feldweg</translation>
    </message>
    <message>
        <source>off-road</source>
        <translation>querfeldein</translation>
    </message>
    <message>
        <source>open water</source>
        <translation>offene See</translation>
    </message>
    <message>
        <source>major river</source>
        <translation>großer Fluss</translation>
    </message>
    <message>
        <source>coastal water</source>
        <translation>Küstengewässer</translation>
    </message>
    <message>
        <source>TL%1, %2 TL past TL3: +%3 miles/day: %4</source>
        <translation>TL%1, %2 TL nach TL3: +%3 Meilen/Tag: %4</translation>
    </message>
    <message>
        <source>TL%1, %2 TL past TL6: +%3%: %4</source>
        <translation>TL%1, %2 TL nach TL6: +%3 %: %4</translation>
    </message>
    <message>
        <source>Bad weather: the dirt road counts as off-road.</source>
        <translation>Schlechtes Wetter: Der Feldweg zählt als querfeldein.</translation>
    </message>
    <message>
        <source>Slow Air moves at Foot speed: its base moves forward with the force.</source>
        <translation>Langsame Luft bewegt sich im Tempo zu Fuß: Ihre Basis rückt mit der Streitmacht vor.</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>Night, no Night feature: off-road speed halved: %1</source>
        <translation>Nacht, ohne Merkmal Nacht: Geschwindigkeit querfeldein halbiert: %1</translation>
    </message>
    <message>
        <source>Day, Nocturnal without Day: off-road speed halved: %1</source>
        <translation>Tag, nachtaktiv ohne Tag: Geschwindigkeit querfeldein halbiert: %1</translation>
    </message>
    <message>
        <source>All-Weather: bad weather does not slow it.</source>
        <translation>Allwetter: Schlechtes Wetter verlangsamt es nicht.</translation>
    </message>
    <message>
        <source>Bad weather: Coastal elements cannot sail: 0 miles/day.</source>
        <translation>Schlechtes Wetter: Elemente mit der Mobilität Küste können nicht auslaufen: 0 Meilen/Tag.</translation>
    </message>
    <message>
        <source>Bad weather at sea: -5d x 10 (rolled %1): -%2 miles/day: %3</source>
        <translation>Schlechtes Wetter auf See: -5d x 10 (gewürfelt %1): -%2 Meilen/Tag: %3</translation>
    </message>
    <message>
        <source>%1 miles/day</source>
        <translation>%1 Meilen/Tag</translation>
    </message>
    <message>
        <source>Fast Air: supports the force from its base and does not slow it.</source>
        <translation>Schnelle Luft: unterstützt die Streitmacht von ihrer Basis aus und verlangsamt sie nicht.</translation>
    </message>
    <message>
        <source>Mobility 0: moves only when carried.</source>
        <translation>Mobilität 0: bewegt sich nur, wenn transportiert.</translation>
    </message>
    <message>
        <source>Slow Air crosses water only when carried: its base has to be shipped.</source>
        <translation>Langsame Luft überquert Wasser nur, wenn transportiert: Ihre Basis muss verschifft werden.</translation>
    </message>
    <message>
        <source>%1 cannot move on %2: moves only when carried.</source>
        <translation>%1 kann sich auf der Strecke „%2“ nicht bewegen: bewegt sich nur, wenn transportiert.</translation>
    </message>
    <message>
        <source>%1 miles take %2 days at this speed; a march is planned for at most %3 days: check the distance.</source>
        <translation>%1 Meilen dauern bei diesem Tempo %2 Tage; ein Marsch wird für höchstens %3 Tage geplant: Prüfen Sie die Entfernung.</translation>
    </message>
    <message>
        <source>The legs take %1 days together; a march is planned for at most %2 days: split it into marches.</source>
        <translation>Die Etappen dauern zusammen %1 Tage; ein Marsch wird für höchstens %2 Tage geplant: Teilen Sie ihn in mehrere Märsche.</translation>
    </message>
</context>
<context>
    <name>Treasury</name>
    <message>
        <source>The war chest is %1 short: balance %2, cost %3.</source>
        <extracomment>%1 the shortfall, %2 the balance, %3 the cost, each in the book&apos;s notation (&quot;$40K&quot;).</extracomment>
        <translation>In der Kriegskasse fehlen %1: Kassenstand %2, Kosten %3.</translation>
    </message>
</context>
<context>
    <name>TypedFaces</name>
    <message>
        <source>A d%1 shows 1 to %1: %2 is not one of its faces.</source>
        <translation>Ein W%1 zeigt 1 bis %1: %2 ist keine seiner Augenzahlen.</translation>
    </message>
    <message numerus="yes">
        <source>Type %n face(s) of a d%1 (1 to %1), one per die.</source>
        <translation>
            <numerusform>Geben Sie %n Augenzahl eines W%1 ein (1 bis %1), eine je Würfel.</numerusform>
            <numerusform>Geben Sie %n Augenzahlen eines W%1 ein (1 bis %1), eine je Würfel.</numerusform>
        </translation>
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
    <message>
        <source>Cost to raise and to maintain a logistic force.</source>
        <translation>Aufstellungs- und Unterhaltskosten einer Logistiktruppe.</translation>
    </message>
    <message>
        <source>Month-end maintenance of one force.</source>
        <translation>Unterhalt einer Streitmacht beim Monatsabschluss.</translation>
    </message>
    <message>
        <source>The Reconnaissance Contest of two forces.</source>
        <translation>Der Aufklärungs-Vergleichswurf zweier Streitmächte.</translation>
    </message>
    <message>
        <source>Speed, days, losses and arrival of a march.</source>
        <translation>Geschwindigkeit, Tage, Verluste und Ankunft eines Marsches.</translation>
    </message>
    <message>
        <source>Plays a scripted mass battle step by step, under the rules the file names (&quot;rules&quot;; GURPS Mass Combat by default).</source>
        <translation>Spielt eine vorgegebene Massenschlacht Schritt für Schritt nach den Regeln, die die Datei nennt („rules“; ohne Angabe GURPS Mass Combat).</translation>
    </message>
    <message>
        <source>Chances of a round of mass battle, under the rules the file names (&quot;rules&quot;; GURPS Mass Combat by default).</source>
        <translation>Chancen einer Runde der Massenschlacht nach den Regeln, die die Datei nennt („rules“; ohne Angabe GURPS Mass Combat).</translation>
    </message>
    <message>
        <source>Chances of how a whole mass battle ends, under the rules the file names (&quot;rules&quot;; GURPS Mass Combat by default).</source>
        <translation>Chancen, wie eine ganze Massenschlacht endet, nach den Regeln, die die Datei nennt (&quot;rules&quot;; standardmäßig GURPS Mass Combat).</translation>
    </message>
    <message>
        <source>What importing a GCS character sheet as a staff member takes.</source>
        <translation>Was der Import eines GCS-Charakterbogens als Stabsmitglied übernimmt.</translation>
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
    <message>
        <source>Note: the force is TL%1; %2 exists from TL%3 on.</source>
        <translation>Hinweis: Die Streitmacht ist TL%1; %2 gibt es erst ab TL%3.</translation>
    </message>
    <message>
        <source>Note: the force is TL%1; this element would be TL%2.</source>
        <translation>Hinweis: Die Streitmacht ist TL%1; dieses Element wäre TL%2.</translation>
    </message>
</context>
<context>
    <name>muster::AftermathPage</name>
    <message>
        <source>%1 wins and holds the field.</source>
        <translation>%1 siegt und behauptet das Feld.</translation>
    </message>
    <message>
        <source>Mutual annihilation: both forces reform miles apart.</source>
        <translation>Gegenseitige Vernichtung: Beide Streitmächte formieren sich meilenweit voneinander entfernt neu.</translation>
    </message>
    <message>
        <source>No battle: contact was broken.</source>
        <translation>Keine Schlacht: Die Feindberührung wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Ended by agreement; %1 holds the field.</source>
        <translation>Durch Übereinkunft beendet; %1 behauptet das Feld.</translation>
    </message>
    <message>
        <source>Ended by agreement.</source>
        <translation>Durch Übereinkunft beendet.</translation>
    </message>
    <message>
        <source>The battle is not over.</source>
        <translation>Die Schlacht ist nicht vorbei.</translation>
    </message>
    <message>
        <source>After the Battle</source>
        <translation>Nach der Schlacht</translation>
    </message>
    <message>
        <source>Final casualties, spoils and captives. Apply the losses to the campaign&apos;s rosters (one undoable step) and export the battle report.</source>
        <translation>Endgültige Verluste, Beute und Gefangene. Übernehmen Sie die Verluste in die Truppenlisten der Kampagne (ein Schritt, der sich rückgängig machen lässt) und exportieren Sie den Schlachtbericht.</translation>
    </message>
    <message>
        <source>First side&apos;s roster</source>
        <translation>Truppenliste der ersten Seite</translation>
    </message>
    <message>
        <source>Second side&apos;s roster</source>
        <translation>Truppenliste der zweiten Seite</translation>
    </message>
    <message>
        <source>Every element loses the same fraction</source>
        <translation>Jedes Element verliert denselben Anteil</translation>
    </message>
    <message>
        <source>Remove whole elements</source>
        <translation>Ganze Elemente entfernen</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>TS each</source>
        <translation>TS je Element</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>&amp;Apply Casualties to Rosters</source>
        <translation>&amp;Verluste in die Truppenlisten übernehmen</translation>
    </message>
    <message>
        <source>&amp;Export Report...</source>
        <translation>Bericht &amp;exportieren...</translation>
    </message>
    <message>
        <source>Captives: captured elements</source>
        <translation>Gefangene: gefangene Elemente</translation>
    </message>
    <message>
        <source>x people in each</source>
        <translation>x Personen je Element</translation>
    </message>
    <message>
        <source>Casualties applied; Edit &gt; Undo takes them back.</source>
        <translation>Verluste übernommen; Bearbeiten &gt; Rückgängig nimmt sie zurück.</translation>
    </message>
    <message>
        <source>Report saved to %1.</source>
        <translation>Bericht unter %1 gespeichert.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Pursuit: +%1% casualties and %2% of the logistic force for the loser.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Verfolgung: +%1 % Verluste und %2 % der Logistiktruppe für den Verlierer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The winner holds the field: %1% fewer casualties.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Sieger behauptet das Feld: %1 % weniger Verluste.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Logistic force casualties: %1%&lt;br&gt;</source>
        <translation>Verluste der Logistiktruppe: %1 %&lt;br&gt;</translation>
    </message>
    <message>
        <source>Fanatic elements&apos; casualties are all lost.&lt;br&gt;</source>
        <translation>Die Verluste fanatischer Elemente sind alle endgültig.&lt;br&gt;</translation>
    </message>
    <message>
        <source>%1: %2&lt;br&gt;</source>
        <translation>%1: %2&lt;br&gt;</translation>
    </message>
    <message>
        <source>surrendered</source>
        <translation>hat sich ergeben</translation>
    </message>
    <message>
        <source>fell (%1 HP); left for dead, carried off or captured</source>
        <translation>gefallen (%1 TP); für tot gehalten, fortgetragen oder gefangen</translation>
    </message>
    <message>
        <source>%1 HP left</source>
        <translation>noch %1 TP</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Loot&lt;/b&gt;&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Beute&lt;/b&gt;&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Looting the field takes %1 minutes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Das Plündern des Schlachtfelds dauert %1 Minuten.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>These casualties are already on the rosters.</source>
        <translation>Diese Verluste sind bereits in den Truppenlisten erfasst.</translation>
    </message>
    <message>
        <source>An estimated force: no roster to change.</source>
        <translation>Eine geschätzte Streitmacht: keine Truppenliste zu ändern.</translation>
    </message>
    <message>
        <source>Removing TS %1 of the %2 lost</source>
        <translation>Entfernt werden TS %1 der verlorenen %2</translation>
    </message>
    <message>
        <source>Pick elements whose TS covers the %1 lost.</source>
        <translation>Wählen Sie Elemente, deren TS die verlorenen %1 abdeckt.</translation>
    </message>
    <message numerus="yes">
        <source>= about %n captive(s)</source>
        <translation>
            <numerusform>= etwa %n Gefangener</numerusform>
            <numerusform>= etwa %n Gefangene</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the elements picked have TS %2, less than the %3 lost. Pick more.</source>
        <translation>%1: Die gewählten Elemente haben TS %2, weniger als die verlorenen %3. Wählen Sie weitere.</translation>
    </message>
    <message>
        <source>Casualties of %1</source>
        <translation>Verluste aus %1</translation>
    </message>
    <message>
        <source>Book the loot and the cost of replacing the casualties in a treasury</source>
        <translation>Die Beute und die Kosten für den Ersatz der Verluste in einer Schatzkammer buchen</translation>
    </message>
    <message>
        <source>Add a treasury first (the Treasury panel).</source>
        <translation>Legen Sie zuerst eine Schatzkammer an (Bereich „Schatzkammer“).</translation>
    </message>
    <message>
        <source>Book Loot and Replacements</source>
        <translation>Beute und Ersatz buchen</translation>
    </message>
    <message>
        <source>For &amp;side:</source>
        <translation>Für &amp;Seite:</translation>
    </message>
    <message>
        <source>In &amp;treasury:</source>
        <translation>In Schatz&amp;kammer:</translation>
    </message>
    <message>
        <source>Nothing to book for this side.</source>
        <translation>Für diese Seite gibt es nichts zu buchen.</translation>
    </message>
    <message>
        <source>Booked; Edit &gt; Undo takes it back.</source>
        <translation>Gebucht; Bearbeiten &gt; Rückgängig nimmt die Buchung zurück.</translation>
    </message>
    <message>
        <source>Spoils and replacements of %1</source>
        <translation>Beute und Ersatz aus %1</translation>
    </message>
    <message>
        <source>The besieged broke out: the siege is over, and a battle outside may follow.</source>
        <translation>Die Belagerten sind ausgebrochen: Die Belagerung ist vorbei, draußen kann eine Schlacht folgen.</translation>
    </message>
    <message>
        <source>Fight the Battle &amp;Outside...</source>
        <translation>Schlacht &amp;draußen schlagen...</translation>
    </message>
    <message>
        <source>The break-out ends the siege: open the battle outside the fortress, both sides keeping their casualties</source>
        <translation>Der Ausbruch beendet die Belagerung: die Schlacht außerhalb der Festung öffnen, beide Seiten behalten ihre Verluste</translation>
    </message>
    <message>
        <source>Wiped out: every line of %1 that fought is removed.</source>
        <translation>Aufgerieben: Jede Zeile von %1, die gekämpft hat, wird entfernt.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Every line that fought keeps %1% of its TS.</source>
        <translation>Jede Zeile, die gekämpft hat, behält %1 % ihrer TS.</translation>
    </message>
    <message>
        <source>The staff after the battle</source>
        <translation>Der Stab nach der Schlacht</translation>
    </message>
    <message>
        <source>Applying the casualties carries each staff member&apos;s HP and fate to the force&apos;s staff: the next battle starts from them</source>
        <translation>Das Übernehmen der Verluste überträgt TP und Schicksal jedes Stabsmitglieds in den Stab der Truppe: die nächste Schlacht beginnt damit</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>HP %1 → %2</source>
        <translation>TP %1 → %2</translation>
    </message>
    <message>
        <source>Carried off, wounded</source>
        <translation>Verwundet fortgetragen</translation>
    </message>
    <message>
        <source>Troop Strength of one element of the line</source>
        <translation>Truppenstärke eines Elements der Linie</translation>
    </message>
    <message>
        <source>Book &amp;Loot and Replacements...</source>
        <translation>Beute und Ersatz &amp;buchen...</translation>
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
    <message>
        <source>Force TS at reduced readiness</source>
        <translation>TS der Streitmacht bei verminderter Einsatzbereitschaft</translation>
    </message>
    <message>
        <source>x 1/2: reduced readiness (or the month after it) halves TS = %1</source>
        <translation>x 1/2: Verminderte Einsatzbereitschaft (oder der Monat danach) halbiert die TS = %1</translation>
    </message>
</context>
<context>
    <name>muster::ArmyEditor</name>
    <message>
        <source>The army the campaign keeps for the force, or one unit per roster line: Magnitude from its elements, Power from its TS, Might from its heavy classes; edit what the proposal gets wrong</source>
        <translation>Die Armee, die die Kampagne für die Streitmacht behält, oder eine Einheit je Zeile der Truppenliste: Magnitude aus ihren Elementen, Kraft aus ihrer TS, Macht aus ihren schweren Klassen; korrigieren Sie, was der Vorschlag falsch einschätzt</translation>
    </message>
    <message>
        <source>Campaign force:</source>
        <translation>Streitmacht der Kampagne:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Co&amp;mmander:</source>
        <translation>Be&amp;fehlshaber:</translation>
    </message>
    <message>
        <source>The army with the faster response acts first each turn; on a tie, the first army</source>
        <translation>Die Armee mit der schnelleren Reaktion handelt in jedem Zug zuerst; bei Gleichstand die erste Armee</translation>
    </message>
    <message>
        <source>&amp;Response speed:</source>
        <translation>&amp;Reaktionsgeschwindigkeit:</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Magnitude</source>
        <translation>Magnitude</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Gesundheit</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Kraft</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Drill</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Might</source>
        <translation>Macht</translation>
    </message>
    <message>
        <source>Battle Plans</source>
        <translation>Schlachtpläne</translation>
    </message>
    <message>
        <source>Ranged</source>
        <translation>Fernkampf</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Anführer</translation>
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
        <source>Each unit of an army needs its own name</source>
        <translation>Jede Einheit einer Armee braucht einen eigenen Namen</translation>
    </message>
    <message>
        <source>Size of the unit; it is destroyed at 0</source>
        <translation>Größe der Einheit; bei 0 ist sie vernichtet</translation>
    </message>
    <message>
        <source>Health left in the current Magnitude level (a full level holds the battle&apos;s Health per Magnitude)</source>
        <translation>Verbliebene Gesundheit in der aktuellen Magnitude-Stufe (eine volle Stufe fasst die Gesundheit je Magnitude der Schlacht)</translation>
    </message>
    <message>
        <source>Dice the unit rolls in a Clash</source>
        <translation>Würfel, die die Einheit im Gefecht wirft</translation>
    </message>
    <message>
        <source>Dice added to its leader&apos;s Withdraw roll</source>
        <translation>Würfel zusätzlich zum Rückzugswurf ihres Anführers</translation>
    </message>
    <message>
        <source>Dice added to its leader&apos;s Rout and Rally rolls</source>
        <translation>Würfel zusätzlich zu Fluchtprobe und Sammelwurf ihres Anführers</translation>
    </message>
    <message>
        <source>Its might; an enemy with double its Might makes it test for rout</source>
        <translation>Ihre Macht; ein Feind mit doppelter Macht zwingt sie zur Fluchtprobe</translation>
    </message>
    <message>
        <source>Accuracy dice in a Clash, kept by Maintain Tactics</source>
        <translation>Präzisionswürfel im Gefecht, erhalten durch „Taktik halten“</translation>
    </message>
    <message>
        <source>Ranged units Clash without engaging</source>
        <translation>Fernkampfeinheiten fechten Gefechte, ohne den Feind zu stellen</translation>
    </message>
    <message>
        <source>Who leads the unit</source>
        <translation>Wer die Einheit anführt</translation>
    </message>
    <message>
        <source>Dice of the leader&apos;s Withdraw, Rout and Rally rolls</source>
        <translation>Würfel des Anführers für Rückzug, Fluchtprobe und Sammeln</translation>
    </message>
    <message>
        <source>Dice of the leader&apos;s Maintain Tactics roll</source>
        <translation>Würfel des Anführers für „Taktik halten“</translation>
    </message>
    <message>
        <source>&amp;Add Unit</source>
        <translation>Einheit &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Remo&amp;ve Unit</source>
        <translation>Einheit en&amp;tfernen</translation>
    </message>
    <message>
        <source>Unit %1</source>
        <translation>Einheit %1</translation>
    </message>
    <message>
        <source>The army</source>
        <translation>Die Armee</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
</context>
<context>
    <name>muster::BattleWindow</name>
    <message>
        <source>&amp;Undo Last Step</source>
        <translation>Letzten Schritt rückgängig &amp;machen</translation>
    </message>
    <message>
        <source>Battle: %1</source>
        <translation>Schlacht: %1</translation>
    </message>
    <message>
        <source>&amp;Steps taken:</source>
        <translation>&amp;Bisherige Schritte:</translation>
    </message>
    <message>
        <source>C&amp;lose, Resume Later</source>
        <translation>&amp;Schließen, später fortsetzen</translation>
    </message>
    <message>
        <source>Close this window: the battle is saved after every step; open it again from the Battles panel.</source>
        <translation>Dieses Fenster schließen: Die Schlacht wird nach jedem Schritt gespeichert; im Bereich Schlachten wieder öffnen.</translation>
    </message>
    <message>
        <source>Take back the last step of this battle, its dice included (%1)</source>
        <translation>Den letzten Schritt dieser Schlacht samt seinen Würfeln zurücknehmen (%1)</translation>
    </message>
    <message>
        <source>&amp;Report...</source>
        <translation>Beri&amp;cht...</translation>
    </message>
    <message>
        <source>Save the battle so far as a web page: every step and every die</source>
        <translation>Die Schlacht bis jetzt als Webseite speichern: jeder Schritt und jeder Würfel</translation>
    </message>
    <message>
        <source>There is no step to take back.</source>
        <translation>Es gibt keinen Schritt zum Zurücknehmen.</translation>
    </message>
    <message>
        <source> against </source>
        <translation> gegen </translation>
    </message>
    <message>
        <source>The battle&apos;s aftermath is in the campaign: undo that in the main window first.</source>
        <translation>Die Folgen der Schlacht sind in der Kampagne: machen Sie das zuerst im Hauptfenster rückgängig.</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Drucken</translation>
    </message>
    <message>
        <source>Print the battle so far, or write it as a PDF</source>
        <translation>Die Schlacht bis hierher drucken oder als PDF speichern</translation>
    </message>
</context>
<context>
    <name>muster::BattleWizard</name>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>: %1 won</source>
        <translation>: %1 hat gesiegt</translation>
    </message>
    <message>
        <source>: no winner</source>
        <translation>: kein Sieger</translation>
    </message>
    <message>
        <source>, round %1</source>
        <translation>, Runde %1</translation>
    </message>
    <message>
        <source> (casualties %1% / %2%)</source>
        <translation> (Verluste %1 % / %2 %)</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>Battle: %1</source>
        <translation>Schlacht: %1</translation>
    </message>
    <message>
        <source>The battle is no longer in the campaign.</source>
        <translation>Die Schlacht ist nicht mehr in der Kampagne.</translation>
    </message>
    <message>
        <source>C&amp;lose, Resume Later</source>
        <translation>&amp;Schließen, später fortsetzen</translation>
    </message>
    <message>
        <source>Close this window: the battle is saved as it stands; open it again from the Battles panel.</source>
        <translation>Dieses Fenster schließen: Die Schlacht wird im aktuellen Stand gespeichert; öffnen Sie sie wieder im Bereich „Schlachten“.</translation>
    </message>
    <message>
        <source>Close the Battle</source>
        <translation>Schlacht schließen</translation>
    </message>
    <message>
        <source>No round of &quot;%1&quot; has been resolved yet. Keep the battle to resume it from the Battles panel, or discard it?</source>
        <translation>In „%1“ wurde noch keine Runde ausgewertet. Die Schlacht behalten, um sie im Bereich „Schlachten“ fortzusetzen, oder verwerfen?</translation>
    </message>
    <message>
        <source>&amp;Keep for Later</source>
        <translation>Für später &amp;behalten</translation>
    </message>
    <message>
        <source>&amp;Discard Battle</source>
        <translation>Schlacht &amp;verwerfen</translation>
    </message>
    <message>
        <source>Remove the battle from the campaign; Edit &gt; Undo brings it back</source>
        <translation>Die Schlacht aus der Kampagne entfernen; Bearbeiten &gt; Rückgängig holt sie zurück</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Fertig</translation>
    </message>
    <message>
        <source>Close the battle window. The battle stays in the Battles panel with its report; open it again there to apply casualties or book the spoils later.</source>
        <translation>Das Schlachtfenster schließen. Die Schlacht bleibt mit ihrem Bericht im Bereich „Schlachten“; öffnen Sie sie dort wieder, um später Verluste anzuwenden oder die Beute zu verbuchen.</translation>
    </message>
</context>
<context>
    <name>muster::BattlesModel</name>
    <message>
        <source>In progress</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Casualties applied</source>
        <translation>Verluste übernommen</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>muster::BattlesPanel</name>
    <message>
        <source>&amp;New Battle...</source>
        <translation>&amp;Neue Schlacht...</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Resume the battle where it was left, or see its aftermath</source>
        <translation>Die Schlacht dort fortsetzen, wo sie unterbrochen wurde, oder ihr Ergebnis ansehen</translation>
    </message>
    <message>
        <source>Re&amp;port...</source>
        <translation>Beri&amp;cht...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Open the battle dialog</source>
        <translation>Den Schlachtdialog öffnen</translation>
    </message>
    <message>
        <source>Add a force first</source>
        <translation>Fügen Sie zuerst eine Streitmacht hinzu</translation>
    </message>
    <message>
        <source>New &amp;Three-Way Battle...</source>
        <translation>Neue Dre&amp;ier-Schlacht...</translation>
    </message>
    <message>
        <source>Three mutually hostile forces: three battles, each commander splitting -4</source>
        <translation>Drei verfeindete Streitmächte: drei Schlachten, jeder Befehlshaber teilt -4 auf</translation>
    </message>
    <message>
        <source>Needs three forces in the campaign</source>
        <translation>Braucht drei Streitmächte in der Kampagne</translation>
    </message>
    <message>
        <source>S&amp;ubordinate Command...</source>
        <translation>&amp;Unterkommando...</translation>
    </message>
    <message>
        <source>Second Pitched &amp;Battle...</source>
        <translation>&amp;Zweite Feldschlacht...</translation>
    </message>
    <message>
        <source>Split a PC&apos;s subordinate command, and the matching enemy share, from this battle</source>
        <translation>Das Unterkommando eines SC und den entsprechenden Anteil des Feindes von dieser Schlacht abspalten</translation>
    </message>
    <message>
        <source>Select a battle that has just started</source>
        <translation>Wählen Sie eine soeben begonnene Schlacht</translation>
    </message>
    <message>
        <source>The battle is over: a subordinate command splits off before the fighting</source>
        <translation>Die Schlacht ist vorbei: Ein Unterkommando spaltet sich vor dem Kampf ab</translation>
    </message>
    <message>
        <source>The fighting has begun: a subordinate command splits off before the first round</source>
        <translation>Der Kampf hat begonnen: Ein Unterkommando spaltet sich vor der ersten Runde ab</translation>
    </message>
    <message>
        <source>The subordinate won this battle but his side lost the main one: fight on against the rest of the enemy</source>
        <translation>Der Unterführer hat diese Schlacht gewonnen, seine Seite aber die Hauptschlacht verloren: gegen den Rest des Feindes weiterkämpfen</translation>
    </message>
    <message>
        <source>Select the subordinate commander&apos;s finished battle</source>
        <translation>Wählen Sie die beendete Schlacht des Unterführers</translation>
    </message>
    <message>
        <source>Remove the selected battle from the campaign; Edit &gt; Undo brings it back</source>
        <translation>Die gewählte Schlacht aus der Kampagne entfernen; Bearbeiten &gt; Rückgängig holt sie zurück</translation>
    </message>
    <message numerus="yes">
        <source>Remove the %n battle(s) started but left before any round was resolved (Edit &gt; Undo brings them back)</source>
        <translation>
            <numerusform>Die %n Schlacht entfernen, die begonnen, aber vor der Auswertung einer Runde verlassen wurde (Bearbeiten &gt; Rückgängig holt sie zurück)</numerusform>
            <numerusform>Die %n Schlachten entfernen, die begonnen, aber vor der Auswertung einer Runde verlassen wurden (Bearbeiten &gt; Rückgängig holt sie zurück)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every battle has a round resolved: nothing to discard</source>
        <translation>Jede Schlacht hat eine ausgewertete Runde: nichts zu verwerfen</translation>
    </message>
    <message>
        <source>Discard Unplayed</source>
        <translation>Ungespielte verwerfen</translation>
    </message>
    <message>
        <source>The battle &quot;%1&quot; is fought under %2, which this version cannot show in a window.</source>
        <translation>Die Schlacht „%1“ wird nach %2 geführt; diese Version kann sie in keinem Fenster zeigen.</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>Print the selected battle&apos;s report, or write it as a PDF</source>
        <translation>Den Bericht der gewählten Schlacht drucken oder als PDF speichern</translation>
    </message>
</context>
<context>
    <name>muster::BeforePage</name>
    <message>
        <source>Before the Battle</source>
        <translation>Vor der Schlacht</translation>
    </message>
    <message>
        <source>Check the figures, then start the battle. From here on every step is saved in the campaign.</source>
        <translation>Prüfen Sie die Kennzahlen und beginnen Sie dann die Schlacht. Ab hier wird jeder Schritt in der Kampagne gespeichert.</translation>
    </message>
    <message>
        <source>&amp;Start the Battle</source>
        <translation>Schlacht &amp;beginnen</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;TS %1&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;TS %1&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Basic Strategy Modifier %1&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Grundstrategie-Modifikator (BSM) %1&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Defense Bonus: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Verteidigungsbonus: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>&lt;p&gt;Impetuous elements %1%: +1 in the first round for Attack, All-Out Attack or Raid; any other choice needs a Leadership roll at -%2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ungestüme Elemente %1 %: +1 in der ersten Runde bei Angriff, Totalem Angriff oder Überfall; jede andere Wahl erfordert einen Führungswurf mit -%2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Fanatic elements %1%: Full Retreat or Parley needs a Leadership roll at -%2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Fanatische Elemente %1 %: Vollständiger Rückzug oder Verhandlung erfordert einen Führungswurf mit -%2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Disloyal elements %1% of TS: they revolt on 3d %2 or less.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Illoyale Elemente %1 % der TS: Sie revoltieren bei 3d %2 oder weniger.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Confused&lt;/b&gt; in the first round: Rally or Full Retreat only.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;In Unordnung&lt;/b&gt; in der ersten Runde: nur Sammeln oder Vollständiger Rückzug.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;%1&apos;s commander knows of the enemy:&lt;/i&gt;&lt;br&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Was der Befehlshaber von %1 über den Feind weiß:&lt;/i&gt;&lt;br&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each round lasts %1 minutes (%2 elements in the smaller force).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jede Runde dauert %1 Minuten (%2 Elemente in der kleineren Streitmacht).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Defense Bonus by the special situation:&lt;/i&gt;&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Verteidigungsbonus aus der besonderen Lage:&lt;/i&gt;&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Sitting out:&lt;/b&gt;&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Nicht beteiligt:&lt;/b&gt;&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Who fights: the rules decide by the type of campaign; say which Air Combat elements are in range, which elements are carried in by ships or aircraft, or put an element in or out.</source>
        <translation>Wer kämpft: Die Regeln entscheiden nach der Art des Feldzugs; geben Sie an, welche Luftkampf-Elemente in Reichweite sind, welche Elemente von Schiffen oder Flugzeugen herangebracht werden, oder nehmen Sie ein Element hinein oder heraus.</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Element</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>In range</source>
        <translation>In Reichweite</translation>
    </message>
    <message>
        <source>Carried by</source>
        <translation>Befördert durch</translation>
    </message>
    <message>
        <source>Takes part</source>
        <translation>Nimmt teil</translation>
    </message>
    <message>
        <source>By the rules</source>
        <translation>Nach den Regeln</translation>
    </message>
    <message>
        <source>Air Combat elements without Fast Air fight only within range of their base</source>
        <translation>Luftkampf-Elemente ohne schnelle Luftmobilität kämpfen nur in Reichweite ihrer Basis</translation>
    </message>
    <message>
        <source>Own power</source>
        <translation>Eigene Kraft</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>Schiffe</translation>
    </message>
    <message>
        <source>Aircraft</source>
        <translation>Flugzeuge</translation>
    </message>
    <message>
        <source>Fights</source>
        <translation>Kämpft</translation>
    </message>
    <message>
        <source>Sits out</source>
        <translation>Setzt aus</translation>
    </message>
    <message>
        <source>sits out: %1</source>
        <translation>setzt aus: %1</translation>
    </message>
    <message>
        <source>fights</source>
        <translation>kämpft</translation>
    </message>
    <message>
        <source>fights: %1</source>
        <translation>kämpft: %1</translation>
    </message>
    <message>
        <source>Player &amp;Handout...</source>
        <translation>&amp;Handzettel für Spieler...</translation>
    </message>
    <message>
        <source>What one side&apos;s commander knows of the enemy, to show, print or give as a PDF: no figure the side may not know</source>
        <translation>Was der Befehlshaber einer Seite vom Feind weiß, zum Zeigen, Drucken oder als PDF: keine Zahl, die die Seite nicht kennen darf</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;%1&apos;s scouts estimate (within 25%):&lt;/i&gt;&lt;br&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Die Späher von %1 schätzen (auf 25 % genau):&lt;/i&gt;&lt;br&gt;%2&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>muster::CalendarDialog</name>
    <message>
        <source>&amp;Gregorian</source>
        <translation>&amp;Gregorianisch</translation>
    </message>
    <message>
        <source>The GM&apos;s own &amp;months</source>
        <translation>Eigene &amp;Monate des SL</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>&amp;Down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Kalender</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>Months of the year</source>
        <translation>Monate des Jahres</translation>
    </message>
    <message>
        <source>Campaigning season</source>
        <translation>Feldzugsaison</translation>
    </message>
    <message>
        <source>Tick the months when troops forage; none ticked: no season.</source>
        <translation>Markieren Sie die Monate, in denen sich die Truppen aus dem Land versorgen; keiner markiert: keine Feldzugsaison.</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <source>Mont&amp;h:</source>
        <translation>Mo&amp;nat:</translation>
    </message>
    <message>
        <source>Da&amp;y:</source>
        <translation>&amp;Tag:</translation>
    </message>
    <message>
        <source>Month %1</source>
        <translation>Monat %1</translation>
    </message>
    <message>
        <source>Choose the GM&apos;s own months to edit them.</source>
        <translation>Wählen Sie „Eigene Monate des SL“, um sie zu bearbeiten.</translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> von %1</translation>
    </message>
    <message>
        <source>No campaign is open.</source>
        <translation>Es ist keine Kampagne geöffnet.</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Y&amp;ear:</source>
        <translation>&amp;Jahr:</translation>
    </message>
</context>
<context>
    <name>muster::CampaignDateEdit</name>
    <message>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Jahr</translation>
    </message>
</context>
<context>
    <name>muster::CampaignDocument</name>
    <message>
        <source>A force needs a name.</source>
        <translation>Eine Streitmacht braucht einen Namen.</translation>
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
        <source>That force no longer exists.</source>
        <translation>Diese Streitmacht existiert nicht mehr.</translation>
    </message>
    <message>
        <source>Unknown element type &quot;%1&quot;.</source>
        <translation>Unbekannter Elementtyp „%1“.</translation>
    </message>
    <message>
        <source>Let %1 double through TL12</source>
        <translation>%1 bis TL12 verdoppeln lassen</translation>
    </message>
    <message>
        <source>Stop %1 doubling after TL%2</source>
        <translation>%1 nach TL%2 nicht mehr verdoppeln</translation>
    </message>
    <message>
        <source>That battle is no longer in the campaign.</source>
        <translation>Diese Schlacht ist nicht mehr in der Kampagne.</translation>
    </message>
    <message>
        <source>That treasury is no longer in the campaign.</source>
        <translation>Diese Schatzkammer gibt es in der Kampagne nicht mehr.</translation>
    </message>
    <message>
        <source>Change the calendar</source>
        <translation>Kalender ändern</translation>
    </message>
    <message>
        <source>Set the date to %1</source>
        <translation>Datum auf %1 setzen</translation>
    </message>
    <message>
        <source>Time only moves forward: pick a date after %1.</source>
        <translation>Die Zeit läuft nur vorwärts: Wählen Sie ein Datum nach dem %1.</translation>
    </message>
    <message>
        <source>Advance to %1</source>
        <translation>Vorrücken zum %1</translation>
    </message>
    <message>
        <source>A treasury needs a name.</source>
        <translation>Eine Schatzkammer braucht einen Namen.</translation>
    </message>
    <message>
        <source>Change the revenue of %1</source>
        <translation>Einnahmen von %1 ändern</translation>
    </message>
    <message>
        <source>That force is no longer in the campaign.</source>
        <translation>Diese Streitmacht gibt es in der Kampagne nicht mehr.</translation>
    </message>
    <message>
        <source>Raise %1</source>
        <translation>%1 aufstellen</translation>
    </message>
    <message>
        <source>Change supply and readiness</source>
        <translation>Versorgung und Einsatzbereitschaft ändern</translation>
    </message>
    <message>
        <source>Close %1 for %2</source>
        <translation>Monatsabschluss %1 für %2</translation>
    </message>
    <message>
        <source>Pick a force&apos;s line and a treasury.</source>
        <translation>Wählen Sie eine Zeile einer Streitmacht und eine Schatzkammer.</translation>
    </message>
    <message>
        <source>This line has no casualties to replace.</source>
        <translation>Diese Zeile hat keine Verluste, die zu ersetzen wären.</translation>
    </message>
    <message>
        <source>Replace casualties of %1</source>
        <translation>Verluste von %1 ersetzen</translation>
    </message>
    <message>
        <source>Disband %1</source>
        <translation>%1 auflösen</translation>
    </message>
    <message>
        <source>Improve %1</source>
        <translation>%1 verbessern</translation>
    </message>
    <message>
        <source>Replacements for this line are already on their way: they arrive on %1.</source>
        <translation>Ersatz für diese Zeile ist bereits unterwegs: Er trifft am %1 ein.</translation>
    </message>
    <message>
        <source>This line is already being retrained until %1.</source>
        <translation>Diese Zeile wird bereits bis zum %1 umgeschult.</translation>
    </message>
    <message>
        <source>Only a Levy line has a term of service.</source>
        <translation>Nur eine Zeile mit Aufgebot hat eine Dienstzeit.</translation>
    </message>
    <message>
        <source>A levy serves 0 to %1 months a year on levy terms.</source>
        <translation>Ein Aufgebot dient 0 bis %1 Monate im Jahr zu Aufgebotsbedingungen.</translation>
    </message>
    <message>
        <source>Change a levy&apos;s service</source>
        <translation>Dienst eines Aufgebots ändern</translation>
    </message>
    <message>
        <source>Hired elements are Mercenary elements.</source>
        <translation>Angeheuerte Elemente sind Söldnerelemente.</translation>
    </message>
    <message>
        <source>Measure distances in %1</source>
        <translation>Entfernungen in %1 messen</translation>
    </message>
    <message>
        <source>Casualties run from 0% to 100%.</source>
        <translation>Verluste reichen von 0 % bis 100 %.</translation>
    </message>
    <message>
        <source>The march cannot arrive before today, %1.</source>
        <translation>Der Marsch kann nicht vor heute (%1) ankommen.</translation>
    </message>
    <message>
        <source>March %1 to %2</source>
        <translation>Marsch von %1 nach %2</translation>
    </message>
    <message>
        <source>%1 (left behind)</source>
        <translation>%1 (zurückgelassen)</translation>
    </message>
    <message>
        <source>%1 (left at %2)</source>
        <translation>%1 (zurückgelassen bei %2)</translation>
    </message>
    <message>
        <source>Leave behind at most the elements a line has.</source>
        <translation>Lassen Sie höchstens so viele Elemente zurück, wie eine Zeile hat.</translation>
    </message>
    <message>
        <source>That fortress is no longer in the campaign.</source>
        <translation>Diese Festung ist nicht mehr in der Kampagne.</translation>
    </message>
    <message>
        <source>The campaign already has a fortress called %1; give this one another name.</source>
        <translation>Die Kampagne hat bereits eine Festung namens %1; geben Sie dieser einen anderen Namen.</translation>
    </message>
    <message>
        <source>Delete battle &quot;%1&quot;</source>
        <translation>Schlacht „%1“ löschen</translation>
    </message>
    <message>
        <source>Change the calendar to %1</source>
        <translation>Kalender ändern: %1</translation>
    </message>
    <message>
        <source>Add treasury %1</source>
        <translation>Schatzkammer %1 hinzufügen</translation>
    </message>
    <message>
        <source>Change treasury %1</source>
        <translation>Schatzkammer %1 ändern</translation>
    </message>
    <message>
        <source>Remove treasury %1</source>
        <translation>Schatzkammer %1 entfernen</translation>
    </message>
    <message>
        <source>%1 raised for %2</source>
        <translation>%1 für %2 aufgestellt</translation>
    </message>
    <message>
        <source>Replacements for %1 of %2 arrive</source>
        <translation>Ersatz für %1 von %2 trifft ein</translation>
    </message>
    <message>
        <source>%1 of %2 retrained</source>
        <translation>%1 von %2 umgeschult</translation>
    </message>
    <message>
        <source>End of %1 %2: close the month</source>
        <translation>Ende %1 %2: Monat abschließen</translation>
    </message>
    <message>
        <source>%1 of %2: last month on levy terms this year</source>
        <translation>%1 von %2: letzter Monat zu Aufgebotsbedingungen in diesem Jahr</translation>
    </message>
    <message>
        <source>%1 of %2: reaction roll due</source>
        <translation>%1 von %2: Reaktionswurf fällig</translation>
    </message>
    <message>
        <source>Add fortress %1</source>
        <translation>Festung %1 hinzufügen</translation>
    </message>
    <message>
        <source>Change fortress %1</source>
        <translation>Festung %1 ändern</translation>
    </message>
    <message>
        <source>Remove fortress %1</source>
        <translation>Festung %1 entfernen</translation>
    </message>
    <message>
        <source>%1 Nothing was changed.</source>
        <translation>%1 Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The campaign was reloaded from its file after an internal error.</source>
        <translation>Die Kampagne wurde nach einem internen Fehler aus ihrer Datei neu geladen.</translation>
    </message>
    <message>
        <source>%1 is not closed for %2: close the month, then advance again.</source>
        <translation>%1 ist für %2 nicht abgeschlossen: Schließen Sie den Monat ab und rücken Sie dann weiter vor.</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <source>Could not close %1 for %2: %3</source>
        <translation>%1 konnte für %2 nicht abgeschlossen werden: %3</translation>
    </message>
    <message>
        <source>Advance to %1, closing %2</source>
        <translation>Vorrücken zum %1, mit Monatsabschluss %2</translation>
    </message>
    <message>
        <source>%1 is already closed for %2: its upkeep is booked. Close the next month once time has moved into it (Edit &gt; Undo takes the close back).</source>
        <translation>%1 ist für %2 bereits abgeschlossen: Der Unterhalt ist gebucht. Schließen Sie den nächsten Monat ab, sobald die Zeit in ihn vorgerückt ist (Bearbeiten &gt; Rückgängig nimmt den Abschluss zurück).</translation>
    </message>
    <message>
        <source>%1 closed %2 already; %3 is before it.</source>
        <translation>%1 hat %2 bereits abgeschlossen; %3 liegt davor.</translation>
    </message>
    <message>
        <source>Roll Administration for %1</source>
        <translation>Verwaltungswurf für %1</translation>
    </message>
    <message>
        <source>%1 has paid its upkeep for %2 already.</source>
        <translation>%1 hat den Unterhalt für %2 bereits bezahlt.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source> (Administration typed: %1)</source>
        <translation> (Verwaltung eingetippt: %1)</translation>
    </message>
    <message>
        <source>A roster line has at least one element: to take the line out, remove it (Delete).</source>
        <translation>Eine Zeile der Aufstellung hat mindestens ein Element: Um die Zeile herauszunehmen, entfernen Sie sie (Entf).</translation>
    </message>
    <message>
        <source>Hit points range from -1000 to 1000.</source>
        <translation>Trefferpunkte reichen von -1000 bis 1000.</translation>
    </message>
    <message>
        <source>Type a name for the element (Esc keeps &quot;%1&quot;).</source>
        <translation>Geben Sie dem Element einen Namen (Esc behält „%1“).</translation>
    </message>
    <message>
        <source>The march arrives on %1, after a month&apos;s end: %2 Or carry it out without moving the date.</source>
        <translation>Der Marsch kommt am %1 an, nach einem Monatsende: %2 Oder führen Sie ihn aus, ohne das Datum vorzurücken.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has a round fought: delete it instead if it should go.</source>
        <translation>In „%1“ wurde bereits eine Runde gekämpft: Löschen Sie die Schlacht stattdessen, wenn sie weg soll.</translation>
    </message>
    <message>
        <source>There is no unplayed battle to discard.</source>
        <translation>Es gibt keine ungespielte Schlacht zu verwerfen.</translation>
    </message>
    <message>
        <source>Discard unplayed battle &quot;%1&quot;</source>
        <translation>Ungespielte Schlacht „%1“ verwerfen</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n unplayed battle(s)</source>
        <translation>
            <numerusform>%n ungespielte Schlacht verwerfen</numerusform>
            <numerusform>%n ungespielte Schlachten verwerfen</numerusform>
        </translation>
    </message>
    <message>
        <source>Make TL%1 the usual TL</source>
        <translation>TL%1 zum üblichen TL machen</translation>
    </message>
    <message>
        <source>There are no battle rules &quot;%1&quot; in this version.</source>
        <translation>Diese Version hat keine Schlachtregeln „%1“.</translation>
    </message>
    <message>
        <source>Fight battles under %1</source>
        <translation>Schlachten nach %1 führen</translation>
    </message>
    <message>
        <source>Remove the %1 of %2</source>
        <translation>%1 von %2 entfernen</translation>
    </message>
    <message>
        <source>Keep the %1 of %2</source>
        <translation>%1 von %2 behalten</translation>
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
    <message>
        <source>The rule book&apos;s table the type comes from, or Custom</source>
        <translation>Die Tabelle des Regelwerks, aus der der Typ stammt, oder „Eigene“</translation>
    </message>
    <message>
        <source>Troop Strength of one element at its TL. (...): a support element; *: doubles its TS with each TL after its introduction through TL5</source>
        <translation>Truppenstärke eines Elements bei seinem TL. (...): ein Unterstützungselement; *: verdoppelt seine TS mit jedem TL nach seiner Einführung bis einschließlich TL5</translation>
    </message>
    <message>
        <source>Special classes (%1); in parentheses the classes it neutralizes</source>
        <translation>Sonderklassen (%1); in Klammern die Klassen, die es neutralisiert</translation>
    </message>
    <message>
        <source>Transport: the WT one element can carry</source>
        <translation>Transport: wie viel WT ein Element tragen kann</translation>
    </message>
    <message>
        <source>Weight: what it takes to transport one element (–: cannot be transported)</source>
        <translation>Gewicht: was nötig ist, um ein Element zu transportieren (–: nicht transportierbar)</translation>
    </message>
    <message>
        <source>Mobility: how the element moves (%1; 0: it cannot move on its own)</source>
        <translation>Mobilität: wie sich das Element bewegt (%1; 0: es kann sich nicht selbst bewegen)</translation>
    </message>
    <message>
        <source>Cost to raise one element</source>
        <translation>Kosten für die Aufstellung eines Elements</translation>
    </message>
    <message>
        <source>Cost to maintain one element for a month</source>
        <translation>Kosten für den Unterhalt eines Elements für einen Monat</translation>
    </message>
    <message>
        <source>Tech level of introduction. ^: superscience; †: a half-TS version exists at late TL5</source>
        <translation>Techlevel der Einführung. ^: Superwissenschaft; †: im späten TL5 gibt es eine Version mit halber TS</translation>
    </message>
</context>
<context>
    <name>muster::ConditionsPage</name>
    <message>
        <source>How the Battle Starts</source>
        <translation>Wie die Schlacht beginnt</translation>
    </message>
    <message>
        <source>By mutual arrangement, or as a Reconnaissance Contest left it; the conditions of the field; and who has a Defense Bonus.</source>
        <translation>Nach gegenseitiger Absprache oder nach dem Ergebnis des Aufklärungs-Vergleichswurfs; die Bedingungen auf dem Schlachtfeld; und wer einen Verteidigungsbonus hat.</translation>
    </message>
    <message>
        <source>&amp;Start:</source>
        <translation>&amp;Beginn:</translation>
    </message>
    <message>
        <source>Pitched battle</source>
        <translation>Feldschlacht</translation>
    </message>
    <message>
        <source>Encounter battle</source>
        <translation>Begegnungsgefecht</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>&amp;Terrain:</source>
        <translation>&amp;Gelände:</translation>
    </message>
    <message>
        <source>Bad &amp;weather</source>
        <translation>&amp;Schlechtes Wetter</translation>
    </message>
    <message>
        <source>No river</source>
        <translation>Kein Fluss</translation>
    </message>
    <message>
        <source>A major river (even bridged)</source>
        <translation>Ein großer Fluss (auch mit Brücke)</translation>
    </message>
    <message>
        <source>A defended ford or bridge</source>
        <translation>Eine verteidigte Furt oder Brücke</translation>
    </message>
    <message>
        <source>defended by</source>
        <translation>verteidigt von</translation>
    </message>
    <message>
        <source>River:</source>
        <translation>Fluss:</translation>
    </message>
    <message>
        <source>Defense Bonus:</source>
        <translation>Verteidigungsbonus:</translation>
    </message>
    <message>
        <source>suggested %1 in %2, for %3 (the GM sets the value)</source>
        <translation>Vorschlag: %1 (Gelände %2) für %3 (den Wert legt der SL fest)</translation>
    </message>
    <message>
        <source>both sides</source>
        <translation>beide Seiten</translation>
    </message>
    <message>
        <source>neither side</source>
        <translation>keine Seite</translation>
    </message>
    <message>
        <source>By mutual arrangement</source>
        <translation>Nach gegenseitiger Absprache</translation>
    </message>
    <message>
        <source>%1 won initiative</source>
        <translation>%1 hat die Initiative gewonnen</translation>
    </message>
    <message>
        <source>%1 achieved surprise</source>
        <translation>%1 ist die Überraschung gelungen</translation>
    </message>
    <message>
        <source>%1 achieved an ambush</source>
        <translation>%1 ist ein Hinterhalt gelungen</translation>
    </message>
    <message>
        <source>Both sides critically failed reconnaissance (encounter, both confused)</source>
        <translation>Beide Seiten haben bei der Aufklärung kritisch versagt (Begegnungsgefecht, beide in Unordnung)</translation>
    </message>
    <message>
        <source>%1: +</source>
        <translation>%1: +</translation>
    </message>
    <message>
        <source>The first side</source>
        <translation>Die erste Seite</translation>
    </message>
    <message>
        <source>The second side</source>
        <translation>Die zweite Seite</translation>
    </message>
    <message>
        <source>Special battle: %1</source>
        <translation>Besondere Schlacht: %1</translation>
    </message>
    <message>
        <source>Dense woods or ruined town</source>
        <translation>Dichter Wald oder zerstörte Stadt</translation>
    </message>
    <message>
        <source>Motorized and Mounted Cavalry do not count for superiority here</source>
        <translation>Motorisierte und berittene Kavallerie zählt hier nicht für die Überlegenheit</translation>
    </message>
    <message>
        <source>set by the special situation, %1 (the button fills it in)</source>
        <translation>durch die besondere Lage festgelegt, %1 (die Schaltfläche trägt ihn ein)</translation>
    </message>
    <message>
        <source>Ni&amp;ght</source>
        <translation>&amp;Nacht</translation>
    </message>
    <message>
        <source>&amp;Roll the Suggested Bonus</source>
        <translation>&amp;Vorgeschlagenen Bonus würfeln</translation>
    </message>
</context>
<context>
    <name>muster::D20ArmyEditor</name>
    <message>
        <source>Campaign force:</source>
        <translation>Streitmacht der Kampagne:</translation>
    </message>
    <message>
        <source>The army the campaign keeps for the force, or one unit per roster line: Health from its elements, damage and attack from its TS, Defense from its armor; edit what the proposal gets wrong</source>
        <translation>Die Armee, die die Kampagne für die Streitmacht behält, oder eine Einheit je Zeile der Truppenliste: Gesundheit aus ihren Elementen, Schaden und Angriff aus ihrer TS, Verteidigung aus ihrer Rüstung; korrigieren Sie, was der Vorschlag falsch einschätzt</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Gesundheit</translation>
    </message>
    <message>
        <source>Max Health</source>
        <translation>Max. Gesundheit</translation>
    </message>
    <message>
        <source>Range Incr.</source>
        <translation>Reichw.-Stufe</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <source>Tiles per range increment: -2 to attack for each increment beyond the first; ranged units reach 5, artillery 10</source>
        <translation>Felder je Reichweitenstufe: -2 auf den Angriff für jede Stufe über die erste hinaus; Fernkampfeinheiten reichen 5 Stufen weit, Artillerie 10</translation>
    </message>
    <message>
        <source>Winded, Debilitated, Unsettled, Wavering, Terrorized, or labels of your own, separated by commas</source>
        <translation>Winded, Debilitated, Unsettled, Wavering, Terrorized oder eigene Bezeichnungen, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>&amp;Add Unit</source>
        <translation>Einheit &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Remo&amp;ve Unit</source>
        <translation>Einheit en&amp;tfernen</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Champion</translation>
    </message>
    <message>
        <source>Joined unit</source>
        <translation>Angeschlossen an</translation>
    </message>
    <message>
        <source>Add &amp;Champion</source>
        <translation>&amp;Champion hinzufügen</translation>
    </message>
    <message>
        <source>Champion %1</source>
        <translation>Champion %1</translation>
    </message>
    <message>
        <source>Unit %1</source>
        <translation>Einheit %1</translation>
    </message>
    <message>
        <source>The army</source>
        <translation>Die Armee</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
</context>
<context>
    <name>muster::D20BattleUi</name>
    <message>
        <source>d20 Armies...</source>
        <translation>d20-Armeen...</translation>
    </message>
    <message>
        <source>d20 Strategic Combat Armies</source>
        <translation>Armeen (d20 Strategic Combat)</translation>
    </message>
    <message>
        <source>The d20 strategic combat armies the campaign keeps for its forces</source>
        <translation>Die Armeen (d20 Strategic Combat), die die Kampagne für ihre Streitmächte behält</translation>
    </message>
    <message>
        <source>d20 strategic combat army</source>
        <translation>Armee (d20 Strategic Combat)</translation>
    </message>
</context>
<context>
    <name>muster::D20BoardView</name>
    <message>
        <source>%1 (%2, %3)
Attack %4, Defense %5, damage %6, range increment %7, morale %8</source>
        <translation>%1 (%2, %3)
Angriff %4, Verteidigung %5, Schaden %6, Reichweitenstufe %7, Moral %8</translation>
    </message>
    <message>
        <source>facing %1</source>
        <translation>Ausrichtung %1</translation>
    </message>
    <message>
        <source>Column %1, row %2</source>
        <translation>Spalte %1, Zeile %2</translation>
    </message>
    <message>
        <source>Column %1, row %2: %3</source>
        <translation>Spalte %1, Zeile %2: %3</translation>
    </message>
</context>
<context>
    <name>muster::D20Play</name>
    <message>
        <source>d20 %1 against Defense %2</source>
        <translation>W20 %1 gegen Verteidigung %2</translation>
    </message>
    <message>
        <source> (range increment %1: %2)</source>
        <translation> (Reichweitenstufe %1: %2)</translation>
    </message>
    <message>
        <source>: miss %1, glancing %2, hit %3, critical %4, natural 20 %5; expected damage %6 of %7.</source>
        <translation>: Fehlschlag %1, Streiftreffer %2, Treffer %3, kritischer Treffer %4, natürliche 20 %5; erwarteter Schaden %6 von %7.</translation>
    </message>
    <message>
        <source> Forces a morale check: %1; shatters the target: %2.</source>
        <translation> Erzwingt eine Moralprobe: %1; zerbricht das Ziel: %2.</translation>
    </message>
    <message>
        <source>Round %1: %2&apos;s turn</source>
        <translation>Runde %1: Zug von %2</translation>
    </message>
    <message>
        <source>Champion: %1</source>
        <translation>Champion: %1</translation>
    </message>
    <message>
        <source>stays on its own</source>
        <translation>bleibt allein</translation>
    </message>
    <message>
        <source>stays with %1</source>
        <translation>bleibt bei %1</translation>
    </message>
    <message>
        <source>leaves %1</source>
        <translation>verlässt %1</translation>
    </message>
    <message>
        <source>joins %1</source>
        <translation>schließt sich %1 an</translation>
    </message>
    <message>
        <source>Unit:</source>
        <translation>Einheit:</translation>
    </message>
    <message>
        <source>What the champion does, and its effect</source>
        <translation>Was der Champion tut und mit welcher Wirkung</translation>
    </message>
    <message>
        <source>Action:</source>
        <translation>Aktion:</translation>
    </message>
    <message>
        <source>Champion Acts</source>
        <translation>Champion handelt</translation>
    </message>
    <message>
        <source>A unit&apos;s turn</source>
        <translation>Zug einer Einheit</translation>
    </message>
    <message>
        <source>%1 (in reserve)</source>
        <translation>%1 (in Reserve)</translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation>&amp;Einheit:</translation>
    </message>
    <message>
        <source>The free facing change, before the move (right-click the token, or [ and ])</source>
        <translation>Die freie Änderung der Ausrichtung vor der Bewegung (Rechtsklick auf die Spielmarke oder [ und ])</translation>
    </message>
    <message>
        <source>&amp;Facing:</source>
        <translation>&amp;Ausrichtung:</translation>
    </message>
    <message>
        <source>Moves to</source>
        <translation>Zieht auf</translation>
    </message>
    <message>
        <source>Move:</source>
        <translation>Bewegung:</translation>
    </message>
    <message>
        <source>A second facing change after the move costs the move</source>
        <translation>Eine zweite Änderung der Ausrichtung nach der Bewegung kostet die Bewegung</translation>
    </message>
    <message>
        <source>Then face:</source>
        <translation>Danach Ausrichtung:</translation>
    </message>
    <message>
        <source>Engaging is free: the enemy must stand next to it, in the tile it faces (ranged: in its arc)</source>
        <translation>Binden kostet nichts: Der Feind muss angrenzend auf dem Feld stehen, in das die Einheit blickt (Fernkampf: in ihrem Bogen)</translation>
    </message>
    <message>
        <source>Engage:</source>
        <translation>Binden:</translation>
    </message>
    <message>
        <source>No action</source>
        <translation>Keine Aktion</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Disengage</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Rest</source>
        <translation>Rasten</translation>
    </message>
    <message>
        <source>&amp;Action:</source>
        <translation>A&amp;ktion:</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>Engaged with more than two, the unit names the two that do not attack as it breaks away</source>
        <translation>Im Kampf mit mehr als zwei Einheiten nennt die Einheit die zwei, die beim Absetzen nicht angreifen</translation>
    </message>
    <message>
        <source>Spared:</source>
        <translation>Verschont:</translation>
    </message>
    <message>
        <source>Take the Unit&apos;s &amp;Turn</source>
        <translation>Zug der Einheit aus&amp;führen</translation>
    </message>
    <message>
        <source>End &amp;Battle...</source>
        <translation>&amp;Schlacht beenden...</translation>
    </message>
    <message>
        <source>&amp;End %1&apos;s Turn</source>
        <translation>Zug von %1 &amp;beenden</translation>
    </message>
    <message>
        <source>Every unit of this army has had its turn: end the army&apos;s turn.</source>
        <translation>Jede Einheit dieser Armee war am Zug: Beenden Sie den Zug der Armee.</translation>
    </message>
    <message>
        <source>Only a unit of the army whose turn it is, and that has not had its turn, moves now.</source>
        <translation>Jetzt zieht nur eine Einheit der Armee am Zug, die selbst noch nicht am Zug war.</translation>
    </message>
    <message>
        <source>End Battle</source>
        <translation>Schlacht beenden</translation>
    </message>
    <message>
        <source>Why the battle ends (for the log):</source>
        <translation>Warum die Schlacht endet (für das Protokoll):</translation>
    </message>
    <message>
        <source>the GM ends the battle</source>
        <translation>die Spielleitung beendet die Schlacht</translation>
    </message>
    <message>
        <source>Round %1: morale check of %2</source>
        <translation>Runde %1: Moralprobe von %2</translation>
    </message>
    <message>
        <source>d20 %1 against DC %2: holds %3, shatters %4.</source>
        <translation>W20 %1 gegen SG %2: hält stand %3, zerbricht %4.</translation>
    </message>
    <message>
        <source>Round %1: %2 of %3 on %4</source>
        <translation>Runde %1: %2 von %3 auf %4</translation>
    </message>
    <message>
        <source>d20:</source>
        <translation>W20:</translation>
    </message>
    <message>
        <source>&amp;Take the Roll</source>
        <translation>&amp;Wurf übernehmen</translation>
    </message>
    <message>
        <source>Type the d20 from the table, or leave it empty to roll.</source>
        <translation>Geben Sie den W20 vom Tisch ein oder lassen Sie das Feld leer, um zu würfeln.</translation>
    </message>
    <message>
        <source>Round %1: %2 may pursue</source>
        <translation>Runde %1: %2 darf verfolgen</translation>
    </message>
    <message>
        <source>Pursuing, it moves into column %1, row %2, and is Pursuing until the end of its next turn.</source>
        <translation>Bei der Verfolgung zieht die Einheit auf Spalte %1, Zeile %2 und ist bis zum Ende ihres nächsten Zuges Pursuing.</translation>
    </message>
    <message>
        <source>&amp;Pursue</source>
        <translation>&amp;Verfolgen</translation>
    </message>
    <message>
        <source>&amp;Let Them Go</source>
        <translation>&amp;Ziehen lassen</translation>
    </message>
    <message>
        <source>The battle is over: %1</source>
        <translation>Die Schlacht ist vorbei: %1</translation>
    </message>
    <message>
        <source>%1 destroyed</source>
        <translation>%1 vernichtet</translation>
    </message>
    <message>
        <source>%1 Health %2 to %3</source>
        <translation>%1 Gesundheit %2 auf %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no losses</source>
        <translation>keine Verluste</translation>
    </message>
</context>
<context>
    <name>muster::D20SetupDialog</name>
    <message>
        <source>New d20 Strategic Combat</source>
        <translation>Neuer Kampf (d20 Strategic Combat)</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>&amp;Battle:</source>
        <translation>&amp;Schlacht:</translation>
    </message>
    <message>
        <source> ft</source>
        <translation> ft</translation>
    </message>
    <message>
        <source>tiles of</source>
        <translation>Felder zu</translation>
    </message>
    <message>
        <source>Boa&amp;rd:</source>
        <translation>Spielb&amp;rett:</translation>
    </message>
    <message>
        <source>The first army</source>
        <translation>Die erste Armee</translation>
    </message>
    <message>
        <source>The second army</source>
        <translation>Die zweite Armee</translation>
    </message>
    <message>
        <source>Acts &amp;first:</source>
        <translation>Han&amp;delt zuerst:</translation>
    </message>
    <message>
        <source>A natural &amp;1 always misses</source>
        <translation>Eine natürliche &amp;1 verfehlt immer</translation>
    </message>
    <message>
        <source>Morale DC:</source>
        <translation>SG der Moralprobe:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>forest</translation>
    </message>
    <message>
        <source>forest, hill, river, swamp, road, or a kind of your own; empty clears tiles</source>
        <translation>forest (Wald), hill (Hügel), river (Fluss), swamp (Sumpf), road (Straße) oder eine eigene Art; leer entfernt das Gelände von Feldern</translation>
    </message>
    <message>
        <source>&amp;Paint Terrain</source>
        <translation>Gelände &amp;malen</translation>
    </message>
    <message>
        <source>While pressed, click or drag on the board to paint the terrain named beside it</source>
        <translation>Klicken oder ziehen Sie, solange die Schaltfläche gedrückt ist, auf dem Spielbrett, um das daneben genannte Gelände zu malen</translation>
    </message>
    <message>
        <source>&amp;Terrain:</source>
        <translation>&amp;Gelände:</translation>
    </message>
    <message>
        <source>First army</source>
        <translation>Erste Armee</translation>
    </message>
    <message>
        <source>Second army</source>
        <translation>Zweite Armee</translation>
    </message>
    <message>
        <source>F&amp;irst Army</source>
        <translation>&amp;Erste Armee</translation>
    </message>
    <message>
        <source>Se&amp;cond Army</source>
        <translation>&amp;Zweite Armee</translation>
    </message>
    <message>
        <source>Start &amp;Battle</source>
        <translation>Schlacht &amp;beginnen</translation>
    </message>
    <message>
        <source>Give the battle a name.</source>
        <translation>Geben Sie der Schlacht einen Namen.</translation>
    </message>
    <message>
        <source>%1 does not fit on a board of this size: make it larger.</source>
        <translation>%1 passt nicht auf ein Spielbrett dieser Größe: Vergrößern Sie es.</translation>
    </message>
    <message>
        <source>%1 stands where another unit stands: drag one of them elsewhere.</source>
        <translation>%1 steht auf dem Feld einer anderen Einheit: Ziehen Sie eine von beiden woandershin.</translation>
    </message>
</context>
<context>
    <name>muster::DisloyalPanel</name>
    <message>
        <source>Disloyal elements make up more than 10% of a side&apos;s TS: they may revolt and join the enemy before the battle.</source>
        <translation>Illoyale Elemente machen mehr als 10 % der TS einer Seite aus: Sie können vor der Schlacht revoltieren und zum Feind überlaufen.</translation>
    </message>
    <message>
        <source>%1 (%2% Disloyal): revolt on %3 or less</source>
        <translation>%1 (%2 % illoyal): Revolte bei %3 oder weniger</translation>
    </message>
    <message>
        <source>Check for &amp;Revolt</source>
        <translation>Auf &amp;Revolte prüfen</translation>
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
    <message>
        <source>Maint&amp;ain per month:</source>
        <translation>&amp;Unterhalt pro Monat:</translation>
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
    <message>
        <source>Doubling Ca&amp;p...</source>
        <translation>Verdopplungs&amp;grenze...</translation>
    </message>
</context>
<context>
    <name>muster::EndRoundPanel</name>
    <message>
        <source>The raider strikes the enemy&apos;s &amp;logistic force instead</source>
        <translation>Der siegreiche Überfall trifft stattdessen die &amp;Logistiktruppe des Feindes</translation>
    </message>
    <message>
        <source>Misfortunes of War: a roll at or under the chance means injury (2d-1 HP), or on a critical, surrender or 6d HP.</source>
        <translation>Kriegspech: Ein Wurf bis einschließlich der Chance bedeutet eine Verletzung (2d-1 TP), bei einem kritischen Wurf Kapitulation oder 6d TP.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Person&lt;/b&gt;</source>
        <translation>&lt;b&gt;Person&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chance&lt;/b&gt;</source>
        <translation>&lt;b&gt;Chance&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll (3d)&lt;/b&gt;</source>
        <translation>&lt;b&gt;Wurf (3d)&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Surrender on a critical&lt;/b&gt;</source>
        <translation>&lt;b&gt;Kapitulation bei kritischem Wurf&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Injury&lt;/b&gt;</source>
        <translation>&lt;b&gt;Verletzung&lt;/b&gt;</translation>
    </message>
    <message>
        <source>A tie</source>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <source>%1 wins by %2</source>
        <translation>%1 gewinnt mit einer Siegesspanne von %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1.&lt;/b&gt; Skills %2 and %3, rolls %4 and %5. Casualties this round: %6 %7%, %8 %9%.</source>
        <translation>&lt;b&gt;%1.&lt;/b&gt; Fertigkeitswerte %2 und %3, Würfe %4 und %5. Verluste in dieser Runde: %6 %7 %, %8 %9 %.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>If %1 falls, %2 takes command: Leadership roll at %3 or less</source>
        <translation>Fällt %1, übernimmt %2 das Kommando: Führungswurf auf %3 oder weniger</translation>
    </message>
    <message>
        <source>%1 has no successor: add people to the side if the commander may fall.</source>
        <translation>%1 hat keinen Nachfolger: Fügen Sie der Seite Personen hinzu, falls der Befehlshaber fallen kann.</translation>
    </message>
    <message>
        <source>%1 rallies: Leadership-2 at %2 or less</source>
        <translation>%1 sammelt sich: Führung-2 auf %2 oder weniger</translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation>%1 oder weniger</translation>
    </message>
    <message>
        <source>&amp;End the Round</source>
        <translation>Runde &amp;beenden</translation>
    </message>
    <message>
        <source>2d-1 or 6d</source>
        <translation>2d-1 oder 6d</translation>
    </message>
</context>
<context>
    <name>muster::FacesField</name>
    <message>
        <source>no dice</source>
        <translation>keine Würfel</translation>
    </message>
    <message>
        <source>1 die: empty rolls it</source>
        <translation>1 Würfel: leer würfelt ihn</translation>
    </message>
    <message>
        <source>%1 dice: empty rolls them</source>
        <translation>%1 Würfel: leer würfelt sie</translation>
    </message>
    <message>
        <source>Type the face of the six-sided die from the table, or leave empty to roll</source>
        <translation>Geben Sie die Augenzahl des W6 vom Tisch ein oder lassen Sie das Feld leer, um zu würfeln</translation>
    </message>
    <message>
        <source>Type the faces of %1 six-sided dice from the table, separated by spaces, or leave empty to roll</source>
        <translation>Geben Sie die Augenzahlen von %1 W6 vom Tisch ein, durch Leerzeichen getrennt, oder lassen Sie das Feld leer, um zu würfeln</translation>
    </message>
    <message>
        <source>Type one face from 1 to 6, or leave the field empty to roll.</source>
        <translation>Geben Sie eine Augenzahl von 1 bis 6 ein oder lassen Sie das Feld leer, um zu würfeln.</translation>
    </message>
    <message>
        <source>Type %1 faces from 1 to 6, or leave the field empty to roll.</source>
        <translation>Geben Sie %1 Augenzahlen von 1 bis 6 ein oder lassen Sie das Feld leer, um zu würfeln.</translation>
    </message>
    <message>
        <source>Type the face of the d%1 from the table, or leave empty to roll</source>
        <translation>Geben Sie die Augenzahl des W%1 vom Tisch ein oder lassen Sie das Feld leer, um zu würfeln</translation>
    </message>
    <message>
        <source>Type the faces of %1 d%2 from the table, separated by spaces, or leave empty to roll</source>
        <translation>Geben Sie die Augenzahlen von %1 W%2 vom Tisch ein, durch Leerzeichen getrennt, oder lassen Sie das Feld leer, um zu würfeln</translation>
    </message>
    <message>
        <source>Type one face from 1 to %1, or leave the field empty to roll.</source>
        <translation>Geben Sie eine Augenzahl von 1 bis %1 ein oder lassen Sie das Feld leer, um zu würfeln.</translation>
    </message>
    <message>
        <source>Type %1 faces from 1 to %2, or leave the field empty to roll.</source>
        <translation>Geben Sie %1 Augenzahlen von 1 bis %2 ein oder lassen Sie das Feld leer, um zu würfeln.</translation>
    </message>
</context>
<context>
    <name>muster::FactionEditor</name>
    <message>
        <source>Battle Level from the force&apos;s elements (10 fighters each) and special units from their classes; edit what the proposal gets wrong</source>
        <translation>Schlachtstufe aus den Elementen der Streitmacht (je 10 Kämpfer) und Spezialeinheiten aus ihren Klassen; korrigieren Sie, was der Vorschlag falsch einschätzt</translation>
    </message>
    <message>
        <source>Campaign force:</source>
        <translation>Streitmacht der Kampagne:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>nicht gezählt</translation>
    </message>
    <message>
        <source>or fighters:</source>
        <translation>oder Kämpfer:</translation>
    </message>
    <message>
        <source>per level:</source>
        <translation>je Stufe:</translation>
    </message>
    <message>
        <source>Battle Dice at the start. Typed, or proposed from a head count: 1 per 20 to 50 fighters</source>
        <translation>Schlachtwürfel zu Beginn. Eingetippt oder aus einer Kopfzahl vorgeschlagen: 1 je 20 bis 50 Kämpfer</translation>
    </message>
    <message>
        <source>Fights at its own &amp;Ark (projects count)</source>
        <translation>Kämpft bei der eigenen &amp;Arche (Projekte zählen)</translation>
    </message>
    <message>
        <source>Alert and combat-ready (+1 Battle Die now, else from the next Wave)</source>
        <translation>Wachsam und kampfbereit (+1 Schlachtwürfel sofort, sonst ab der nächsten Welle)</translation>
    </message>
    <message>
        <source>artillery 1, cavalry 2, rotzilla 1</source>
        <translation>artillery 1, cavalry 2, rotzilla 1</translation>
    </message>
    <message>
        <source>Special units by class: aerial, armored, artillery, cavalry, engineering, naval, or a class of your own</source>
        <translation>Spezialeinheiten nach Klasse: aerial (Luft), armored (gepanzert), artillery (Artillerie), cavalry (Kavallerie), engineering (Pioniere), naval (Marine) oder eine eigene Klasse</translation>
    </message>
    <message>
        <source>Special &amp;units:</source>
        <translation>Spez&amp;ialeinheiten:</translation>
    </message>
    <message>
        <source>Ark pro&amp;jects:</source>
        <translation>Archenpro&amp;jekte:</translation>
    </message>
    <message>
        <source>Its walls when besieged: palisade or trenches 1 Support Die, walled 2, fortress or bunker 3</source>
        <translation>Ihre Mauern bei einer Belagerung: Palisade oder Gräben 1 Unterstützungswürfel, ummauert 2, Festung oder Bunker 3</translation>
    </message>
    <message>
        <source>S&amp;tronghold:</source>
        <translation>Ste&amp;llung:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>PC</source>
        <translation>SC</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <source>Skills (attribute+skill dice)</source>
        <translation>Fertigkeiten (Attributswürfel+Fertigkeitswürfel)</translation>
    </message>
    <message>
        <source>Add P&amp;erson</source>
        <translation>Person &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Remo&amp;ve Person</source>
        <translation>Person en&amp;tfernen</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>Person %1</source>
        <translation>Person %1</translation>
    </message>
    <message>
        <source>Player characters suffer Retaliation</source>
        <translation>Spielercharaktere erleiden Vergeltung</translation>
    </message>
    <message>
        <source>Each skill as NAME attribute+skill dice: COMPREHEND 3+2, SNEAK 4+1</source>
        <translation>Jede Fertigkeit als NAME Attributswürfel+Fertigkeitswürfel: COMPREHEND 3+2, SNEAK 4+1</translation>
    </message>
    <message>
        <source>Give each faction a name.</source>
        <translation>Geben Sie jeder Fraktion einen Namen.</translation>
    </message>
    <message>
        <source>Write the special units of %1 as class and count: artillery 1, cavalry 2.</source>
        <translation>Schreiben Sie die Spezialeinheiten von %1 als Klasse und Anzahl: artillery 1, cavalry 2.</translation>
    </message>
    <message>
        <source>Write the skills of row %1 of %2 as NAME attribute+skill: COMPREHEND 3+2.</source>
        <translation>Schreiben Sie die Fertigkeiten in Zeile %1 von %2 als NAME Attribut+Fertigkeit: COMPREHEND 3+2.</translation>
    </message>
    <message>
        <source>%1 needs a Battle Level of at least 1 to fight.</source>
        <translation>%1 braucht eine Schlachtstufe von mindestens 1, um zu kämpfen.</translation>
    </message>
    <message>
        <source>Captured by the enemy</source>
        <translation>Vom Gegner gefangen</translation>
    </message>
    <message>
        <source>Battle &amp;Level:</source>
        <translation>Schlachtstu&amp;fe:</translation>
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
    <name>muster::ForceDataEditor</name>
    <message>
        <source>Entered here</source>
        <translation>Hier eingegeben</translation>
    </message>
    <message>
        <source>&amp;Propose from Force</source>
        <translation>Aus Streitmacht &amp;vorschlagen</translation>
    </message>
</context>
<context>
    <name>muster::ForceSupplyPanel</name>
    <message>
        <source>Tied to roads, rail or canals that bypass the terrain</source>
        <translation>An Straßen, Schienen oder Kanäle gebunden, die das Gelände umgehen</translation>
    </message>
    <message>
        <source>Readiness was reduced last month (TS still halved)</source>
        <translation>Einsatzbereitschaft im Vormonat vermindert (TS noch halbiert)</translation>
    </message>
    <message>
        <source>&amp;Location:</source>
        <translation>O&amp;rt:</translation>
    </message>
    <message>
        <source>Ordinary terrain</source>
        <translation>Gewöhnliches Gelände</translation>
    </message>
    <message>
        <source>Where the force spends most of the month: bad terrain raises land elements&apos; Maintain</source>
        <translation>Wo die Streitmacht den größten Teil des Monats verbringt: Schwieriges Gelände erhöht den Unterhalt von Landelementen</translation>
    </message>
    <message>
        <source> LS</source>
        <translation> LS</translation>
    </message>
    <message>
        <source>Logistic Strength: the $K of the fighting force&apos;s monthly Maintain it can deliver</source>
        <translation>Logistikstärke (LS): wie viele $K des monatlichen Unterhalts der Kampftruppe sie liefern kann</translation>
    </message>
    <message>
        <source>Overland</source>
        <translation>Über Land</translation>
    </message>
    <message>
        <source>Across water (land LS paired with naval LS)</source>
        <translation>Über Wasser (Land-LS gepaart mit See-LS)</translation>
    </message>
    <message>
        <source>At a port (naval LS serves the force)</source>
        <translation>In einem Hafen (See-LS versorgt die Streitmacht)</translation>
    </message>
    <message>
        <source>The first treasury</source>
        <translation>Die erste Schatzkammer</translation>
    </message>
    <message>
        <source>Logistic force: %1 to raise, %2 a month. The fighting force&apos;s Maintain %3 needs LS %4; available %5%6.</source>
        <translation>Logistiktruppe: %1 Aufstellung, %2 pro Monat. Der Unterhalt der Kampftruppe von %3 erfordert LS %4; verfügbar %5%6.</translation>
    </message>
    <message>
        <source>, short by %1</source>
        <translation>, es fehlen %1</translation>
    </message>
    <message>
        <source>On the move, or encamped: patrolling, bunkered (harder to surprise, cannot ambush) or without security</source>
        <translation>Unterwegs oder im Lager: mit Patrouillen, verschanzt (schwerer zu überraschen, kann keinen Hinterhalt legen) oder ungesichert</translation>
    </message>
    <message>
        <source>%1: called up %2, %3 of %4 months on levy terms used this year, next reaction roll by %5</source>
        <translation>%1: einberufen am %2, %3 von %4 Monaten zu Aufgebotsbedingungen in diesem Jahr genutzt, nächster Reaktionswurf bis zum %5</translation>
    </message>
    <message>
        <source>No levies.</source>
        <translation>Keine Aufgebote.</translation>
    </message>
    <message>
        <source>Levies:
%1</source>
        <translation>Aufgebote:
%1</translation>
    </message>
    <message>
        <source>None yet: add one in the Treasury panel</source>
        <translation>Noch keine: Legen Sie eine im Bereich Schatzkammer an</translation>
    </message>
    <message>
        <source>Levy Service...</source>
        <translation>Dienst des Aufgebots...</translation>
    </message>
    <message>
        <source>Paid by treasury:</source>
        <translation>Bezahlt aus Schatzkammer:</translation>
    </message>
    <message>
        <source>Posture:</source>
        <translation>Haltung:</translation>
    </message>
    <message>
        <source>Terrain this &amp;month:</source>
        <translation>Gelände in diesem &amp;Monat:</translation>
    </message>
    <message>
        <source>Re&amp;adiness:</source>
        <translation>&amp;Einsatzbereitschaft:</translation>
    </message>
    <message>
        <source>Land lo&amp;gistics:</source>
        <translation>Landlo&amp;gistik:</translation>
    </message>
    <message>
        <source>Naval logistics:</source>
        <translation>Seelogistik:</translation>
    </message>
    <message>
        <source>Air logistics:</source>
        <translation>Luftlogistik:</translation>
    </message>
    <message>
        <source>Supply line:</source>
        <translation>Versorgungslinie:</translation>
    </message>
</context>
<context>
    <name>muster::ForcedMarchRollsBox</name>
    <message>
        <source>Forced-march rolls</source>
        <translation>Gewaltmarschwürfe</translation>
    </message>
    <message>
        <source>The quartermaster&apos;s Administration skill, from the force&apos;s staff</source>
        <translation>Die Fertigkeit Verwaltung des Quartiermeisters, aus dem Stab der Streitmacht</translation>
    </message>
    <message>
        <source>%1&apos;s Ad&amp;ministration:</source>
        <translation>&amp;Verwaltung von %1:</translation>
    </message>
    <message>
        <source>Quartermaster</source>
        <translation>Quartiermeister</translation>
    </message>
    <message>
        <source>No forced march: nothing to roll.</source>
        <translation>Kein Gewaltmarsch: nichts zu würfeln.</translation>
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
    <name>muster::ForecastPanel</name>
    <message>
        <source>Final casualties %1: %2 %3, %4 %5</source>
        <translation>Endgültige Verluste %1: %2 %3, %4 %5</translation>
    </message>
    <message>
        <source>How the battle ends</source>
        <translation>Wie die Schlacht endet</translation>
    </message>
    <message>
        <source>Later rounds:</source>
        <translation>Spätere Runden:</translation>
    </message>
    <message>
        <source>Risk:</source>
        <translation>Risiko:</translation>
    </message>
    <message>
        <source>The strategy this side fights after the round at hand, as far as the rules allow it (confused: Rally)</source>
        <translation>Die Strategie, mit der diese Seite nach der laufenden Runde kämpft, soweit die Regeln es erlauben (in Unordnung: Sammeln)</translation>
    </message>
    <message>
        <source>Risk every person of this side takes each round (Misfortunes of War, Heroism)</source>
        <translation>Risiko, das jede Person dieser Seite in jeder Runde eingeht (Kriegspech, Heldentum)</translation>
    </message>
    <message>
        <source>&amp;Advise</source>
        <translation>&amp;Beraten</translation>
    </message>
    <message>
        <source>For this round: each side&apos;s strategy with the best chance to win the battle against each enemy choice, and the mix of strategies that guarantees the most</source>
        <translation>Für diese Runde: die Strategie jeder Seite mit der besten Chance, die Schlacht gegen jede Wahl des Gegners zu gewinnen, und die Mischung von Strategien, die am meisten garantiert</translation>
    </message>
    <message>
        <source>No battle yet.</source>
        <translation>Noch keine Schlacht.</translation>
    </message>
    <message>
        <source>Same as this round</source>
        <translation>Wie in dieser Runde</translation>
    </message>
    <message>
        <source>The battle is decided.</source>
        <translation>Die Schlacht ist entschieden.</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Final casualties after regrouping, on average %1% and %2%:</source>
        <translation>Endgültige Verluste nach dem Sammeln, im Mittel %1 % und %2 %:</translation>
    </message>
    <message>
        <source>Exact: every die and every person&apos;s HP followed.</source>
        <translation>Exakt: jeder Würfel und die TP jeder Person verfolgt.</translation>
    </message>
    <message numerus="yes">
        <source>Exact over the contest, casualties, PB and Heroism; Misfortunes of War from %n paired battle(s) (± one standard error).</source>
        <translation>
            <numerusform>Exakt über den Wettstreit, die Verluste, den PB und das Heldentum; Kriegspech aus %n Schlachtpaar (± ein Standardfehler).</numerusform>
            <numerusform>Exakt über den Wettstreit, die Verluste, den PB und das Heldentum; Kriegspech aus %n Schlachtpaaren (± ein Standardfehler).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>From %n battle(s) played out (± one standard error).</source>
        <translation>
            <numerusform>Aus %n ausgespielten Schlacht (± ein Standardfehler).</numerusform>
            <numerusform>Aus %n ausgespielten Schlachten (± ein Standardfehler).</numerusform>
        </translation>
    </message>
    <message>
        <source>About %1 rounds (%2 hours of fighting). Commander falls: %3.</source>
        <translation>Etwa %1 Runden (%2 Stunden Kampf). Befehlshaber fällt: %3.</translation>
    </message>
    <message>
        <source>against %1: %2 (wins %3)</source>
        <translation>gegen %1: %2 (siegt zu %3)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: best %2; safest mix %3, wins at least %4.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: am besten %2; sicherste Mischung %3, siegt zu mindestens %4.</translation>
    </message>
</context>
<context>
    <name>muster::FortressEditor</name>
    <message>
        <source>Add Fortress</source>
        <translation>Festung hinzufügen</translation>
    </message>
    <message>
        <source>Edit Fortress: %1</source>
        <translation>Festung bearbeiten: %1</translation>
    </message>
    <message>
        <source>e.g. Kesteven Castle</source>
        <translation>z. B. Burg Kesteven</translation>
    </message>
    <message>
        <source>Permanent fortifications give TL+4 (the TL of the last upgrade); their ruins at least 1 less; improvised ones +4, or +5 with stone, concrete or tunnels; a natural stronghold +4 or +5 in all.</source>
        <translation>Permanente Befestigungen geben TL+4 (der TL des letzten Ausbaus); ihre Ruinen mindestens 1 weniger; improvisierte +4, oder +5 mit Stein, Beton oder Tunneln; eine natürliche Feste insgesamt +4 oder +5.</translation>
    </message>
    <message>
        <source>TL</source>
        <translation>TL</translation>
    </message>
    <message>
        <source>The TL when the fortifications were last upgraded: fortresses are often obsolete.</source>
        <translation>Der TL beim letzten Ausbau der Befestigungen: Festungen sind oft veraltet.</translation>
    </message>
    <message>
        <source>Plenty of stone or concrete structures (or their ruins), or tunnels</source>
        <translation>Viele Bauten aus Stein oder Beton (oder ihre Ruinen), oder Tunnel</translation>
    </message>
    <message>
        <source>Ruins have at least -1 or -2 to the Defense Bonus; the worse the ruin, the more.</source>
        <translation>Ruinen haben mindestens -1 oder -2 auf den Verteidigungsbonus; je verfallener, desto mehr.</translation>
    </message>
    <message>
        <source>+4 in all</source>
        <translation>insgesamt +4</translation>
    </message>
    <message>
        <source>+5 in all</source>
        <translation>insgesamt +5</translation>
    </message>
    <message>
        <source>A mountain pass, a cave complex, a village on a steep hill: +4 or +5, its site included.</source>
        <translation>Ein Gebirgspass, ein Höhlensystem, ein Dorf auf einem steilen Hügel: +4 oder +5, die Lage eingeschlossen.</translation>
    </message>
    <message>
        <source>A natural stronghold&apos;s total already counts its site.</source>
        <translation>Bei einer natürlichen Feste ist die Lage bereits eingerechnet.</translation>
    </message>
    <message>
        <source> WT</source>
        <translation> WT</translation>
    </message>
    <message>
        <source>The total WT of elements that can defend it effectively, after any noncombatants.</source>
        <translation>Das gesamte WT der Elemente, die sie wirksam verteidigen können, nach Abzug der Nichtkämpfer.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>Last &amp;upgraded at:</source>
        <translation>&amp;Zuletzt ausgebaut bei:</translation>
    </message>
    <message>
        <source>&amp;Ruin penalty:</source>
        <translation>&amp;Ruinenabzug:</translation>
    </message>
    <message>
        <source>&amp;Defense Bonus:</source>
        <translation>&amp;Verteidigungsbonus:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Lage:</translation>
    </message>
    <message>
        <source>&amp;Capacity:</source>
        <translation>&amp;Fassungsvermögen:</translation>
    </message>
    <message>
        <source>Defense Bonus:</source>
        <translation>Verteidigungsbonus:</translation>
    </message>
    <message>
        <source>How it is made:</source>
        <translation>Zusammensetzung:</translation>
    </message>
    <message>
        <source>Garrison:</source>
        <translation>Besatzung:</translation>
    </message>
    <message>
        <source>Defends WT %1 at full Defense Bonus. Holds up to WT %2 (1.5 x capacity), but overcrowded: -1 DB. Elements too large to transport cannot be inside.</source>
        <translation>Verteidigt WT %1 mit vollem Verteidigungsbonus. Fasst bis zu WT %2 (1,5 x Fassungsvermögen), dann aber überfüllt: -1 VB. Elemente, die zu groß für den Transport sind, können nicht hinein.</translation>
    </message>
</context>
<context>
    <name>muster::FortressesDialog</name>
    <message>
        <source>Fortresses</source>
        <translation>Festungen</translation>
    </message>
    <message>
        <source>The campaign&apos;s castles, walled towns, entrenchments and natural strongholds. A fortress&apos; Defense Bonus helps only a force encamped and bunkered inside it (or one that retreated into it during a battle).</source>
        <translation>Die Burgen, ummauerten Städte, Schanzen und natürlichen Festen der Kampagne. Der Verteidigungsbonus einer Festung hilft nur einer Streitmacht, die darin lagert und verschanzt ist (oder sich während einer Schlacht hineingezogen hat).</translation>
    </message>
    <message>
        <source>&amp;Add...</source>
        <translation>&amp;Hinzufügen...</translation>
    </message>
    <message>
        <source>&amp;Edit...</source>
        <translation>&amp;Bearbeiten...</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected fortress (Delete); Edit &gt; Undo brings it back</source>
        <translation>Die gewählte Festung entfernen (Entf); Bearbeiten &gt; Rückgängig holt sie zurück</translation>
    </message>
    <message>
        <source>No fortresses yet: Add... rates the first one.</source>
        <translation>Noch keine Festungen: Hinzufügen... bewertet die erste.</translation>
    </message>
    <message>
        <source>%1 — %2
Holds up to WT %3 (1.5 x its capacity of WT %4); overcrowded, -1 DB. Elements too large to transport cannot be inside.</source>
        <translation>%1 — %2
Fasst bis zu WT %3 (1,5 x ihr Fassungsvermögen von WT %4); überfüllt, -1 VB. Elemente, die zu groß für den Transport sind, können nicht hinein.</translation>
    </message>
</context>
<context>
    <name>muster::FortressesModel</name>
    <message>
        <source>Defends WT %1 at full Defense Bonus; holds up to WT %2 overcrowded (-1 DB).</source>
        <translation>Verteidigt WT %1 mit vollem Verteidigungsbonus; fasst überfüllt bis zu WT %2 (-1 VB).</translation>
    </message>
    <message>
        <source>(in its total)</source>
        <translation>(in der Summe enthalten)</translation>
    </message>
    <message>
        <source>Fortress</source>
        <translation>Festung</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>TL</source>
        <translation>TL</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Lage</translation>
    </message>
    <message>
        <source>Capacity (WT)</source>
        <translation>Fassungsvermögen (WT)</translation>
    </message>
    <message>
        <source>Defense Bonus</source>
        <translation>Verteidigungsbonus</translation>
    </message>
    <message>
        <source>Tech level of the fortress&apos; last upgrade</source>
        <translation>Techlevel des letzten Ausbaus der Festung</translation>
    </message>
    <message>
        <source>Capacity: the WT (weight) of the elements it holds; up to 1.5 times that, overcrowded</source>
        <translation>Fassungsvermögen: das WT (Gewicht) der Elemente, die sie aufnimmt; überfüllt bis zum 1,5-Fachen davon</translation>
    </message>
</context>
<context>
    <name>muster::GcsImportDialog</name>
    <message>
        <source>Import GCS Character</source>
        <translation>GCS-Charakter importieren</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 aus %2</translation>
    </message>
    <message>
        <source>Character:</source>
        <translation>Charakter:</translation>
    </message>
    <message>
        <source>&amp;Post:</source>
        <translation>&amp;Posten:</translation>
    </message>
    <message>
        <source>%1 (the force&apos;s elements)</source>
        <translation>%1 (die Elemente der Streitmacht)</translation>
    </message>
    <message>
        <source>Strategy is specialized (Land, Naval): the force&apos;s elements decide which it needs; pick another if the battle calls for it.</source>
        <translation>Strategie ist spezialisiert (Land, See): Die Elemente der Streitmacht bestimmen, welche sie braucht; wählen Sie eine andere, wenn die Schlacht es verlangt.</translation>
    </message>
    <message>
        <source>&amp;Strategy specialization:</source>
        <translation>&amp;Strategie-Spezialisierung:</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>From the sheet</source>
        <translation>Aus dem Bogen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>unassigned</source>
        <translation>nicht besetzt</translation>
    </message>
    <message>
        <source>Not on the sheet: the best default the rules allow, from what the sheet has</source>
        <translation>Nicht auf dem Bogen: der beste Grundwert, den die Regeln aus dem Bogen erlauben</translation>
    </message>
    <message>
        <source>The sheet&apos;s %1</source>
        <translation>%1 des Bogens</translation>
    </message>
    <message>
        <source>The post already has these figures: nothing changes.</source>
        <translation>Der Posten hat diese Werte schon: Nichts ändert sich.</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s) change.</source>
        <translation>
            <numerusform>%n Wert ändert sich.</numerusform>
            <numerusform>%n Werte ändern sich.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes the post from %2 and starts serving.</source>
        <translation>%1 übernimmt den Posten von %2 und tritt den Dienst an.</translation>
    </message>
    <message>
        <source>The same person: the fate stays %1.</source>
        <translation>Dieselbe Person: Das Schicksal bleibt %1.</translation>
    </message>
    <message>
        <source>Select the force whose staff the character joins first.</source>
        <translation>Wählen Sie zuerst die Streitmacht, deren Stab der Charakter beitritt.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 cannot be imported. %2

Nothing was changed.</source>
        <translation>%1 kann nicht importiert werden. %2

Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Refresh from GCS File</source>
        <translation>Aus GCS-Datei aktualisieren</translation>
    </message>
    <message>
        <source>GCS file</source>
        <translation>GCS-Datei</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>typed in</source>
        <translation>von Hand eingegeben</translation>
    </message>
    <message>
        <source>%1 is no longer there: the file was moved, renamed or deleted.</source>
        <translation>%1 ist nicht mehr vorhanden: Die Datei wurde verschoben, umbenannt oder gelöscht.</translation>
    </message>
    <message>
        <source>%1 is not a sheet Muster reads: %2</source>
        <translation>%1 ist kein Bogen, den Muster liest: %2</translation>
    </message>
    <message>
        <source>%1 cannot be refreshed from the GCS file. %2

Nothing was changed. Choose the file where it is now to refresh from it.</source>
        <translation>%1 kann nicht aus der GCS-Datei aktualisiert werden. %2

Nichts wurde geändert. Wählen Sie die Datei dort, wo sie jetzt liegt, um daraus zu aktualisieren.</translation>
    </message>
    <message>
        <source>&amp;Choose File...</source>
        <translation>Datei &amp;wählen...</translation>
    </message>
    <message>
        <source>GCS File of %1</source>
        <translation>GCS-Datei von %1</translation>
    </message>
    <message>
        <source>GCS character sheets (*.gcs)</source>
        <translation>GCS-Charakterbögen (*.gcs)</translation>
    </message>
    <message>
        <source>%1 already has all that %2 gives: nothing changed.</source>
        <translation>%1 hat bereits alles, was %2 angibt: Nichts wurde geändert.</translation>
    </message>
</context>
<context>
    <name>muster::HandoutDialog</name>
    <message>
        <source>Player Handout</source>
        <translation>Handzettel für Spieler</translation>
    </message>
    <message>
        <source>Side %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>&amp;For:</source>
        <translation>&amp;Für:</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Drucken</translation>
    </message>
    <message>
        <source>Print this handout, or write it as a PDF to give to the player</source>
        <translation>Diesen Handzettel drucken oder als PDF für den Spieler speichern</translation>
    </message>
    <message>
        <source>%1 handout for %2</source>
        <translation>%1 Handzettel für %2</translation>
    </message>
    <message>
        <source>handout</source>
        <translation>Handzettel</translation>
    </message>
    <message>
        <source>Player handout for %1</source>
        <translation>Handzettel für %1</translation>
    </message>
</context>
<context>
    <name>muster::HelpWindow</name>
    <message>
        <source>Muster User Guide</source>
        <translation>Muster-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
</context>
<context>
    <name>muster::HistoryModel</name>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
</context>
<context>
    <name>muster::KeepForceDataDialog</name>
    <message>
        <source>&amp;Keep for the Force</source>
        <translation>Für die Streitmacht &amp;behalten</translation>
    </message>
    <message>
        <source>&amp;Forget</source>
        <translation>Ver&amp;gessen</translation>
    </message>
    <message>
        <source>The force keeps nothing under these rules: battles propose from its roster again</source>
        <translation>Die Streitmacht behält nach diesen Regeln nichts: Schlachten schlagen wieder aus ihrer Truppenliste vor</translation>
    </message>
    <message>
        <source>Pick a force: it shows as the campaign keeps it, or as proposed from its roster. Battles under these rules start from what is kept, and their aftermath updates it.</source>
        <translation>Wählen Sie eine Streitmacht: Sie erscheint so, wie die Kampagne sie behält, oder wie aus ihrer Truppenliste vorgeschlagen. Schlachten nach diesen Regeln beginnen mit dem Behaltenen, und ihre Folgen aktualisieren es.</translation>
    </message>
    <message>
        <source>Kept in the campaign.</source>
        <translation>In der Kampagne behalten.</translation>
    </message>
    <message>
        <source>Proposed from the roster; not kept yet.</source>
        <translation>Aus der Truppenliste vorgeschlagen; noch nicht behalten.</translation>
    </message>
    <message>
        <source>Pick one of the campaign&apos;s forces.</source>
        <translation>Wählen Sie eine Streitmacht der Kampagne.</translation>
    </message>
    <message>
        <source>Needs a force in the campaign</source>
        <translation>Braucht eine Streitmacht in der Kampagne</translation>
    </message>
</context>
<context>
    <name>muster::LedgerModel</name>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Kassenstand</translation>
    </message>
    <message>
        <source>Force</source>
        <translation>Streitmacht</translation>
    </message>
    <message>
        <source>Element</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
</context>
<context>
    <name>muster::LevyServiceDialog</name>
    <message>
        <source>free (within two days of home)</source>
        <translation>kostenlos (höchstens zwei Tage von der Heimat entfernt)</translation>
    </message>
    <message>
        <source>half Maintain (away from home)</source>
        <translation>halber Unterhalt (fern der Heimat)</translation>
    </message>
    <message>
        <source>as mercenaries, 1.5 x Maintain</source>
        <translation>wie Söldner, 1,5 x Unterhalt</translation>
    </message>
    <message>
        <source>Levy Service</source>
        <translation>Dienst des Aufgebots</translation>
    </message>
    <message>
        <source>Levies serve up to two months a year on levy terms, then only as mercenaries; every six months of service the GM rolls their reaction. Closing a month counts it.</source>
        <translation>Aufgebote dienen bis zu zwei Monate im Jahr zu Aufgebotsbedingungen, danach nur noch als Söldner; alle sechs Monate Dienst würfelt der SL ihre Reaktion. Der Monatsabschluss zählt den Monat mit.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Levy&lt;/b&gt;</source>
        <translation>&lt;b&gt;Aufgebot&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Called up&lt;/b&gt;</source>
        <translation>&lt;b&gt;Einberufen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Months on levy terms this year&lt;/b&gt;</source>
        <translation>&lt;b&gt;Monate zu Aufgebotsbedingungen in diesem Jahr&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;This month&lt;/b&gt;</source>
        <translation>&lt;b&gt;Dieser Monat&lt;/b&gt;</translation>
    </message>
    <message>
        <source>This force has no Levy elements.</source>
        <translation>Diese Streitmacht hat keine Aufgebotselemente.</translation>
    </message>
    <message>
        <source>%1; next reaction roll by %2</source>
        <translation>%1; nächster Reaktionswurf bis zum %2</translation>
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
        <translation>Streitmacht ent&amp;fernen</translation>
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
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Every change is saved to %1</source>
        <translation>Jede Änderung wird in %1 gespeichert</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Schlachten</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>New &amp;Battle...</source>
        <translation>Neue &amp;Schlacht...</translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation>Schatzkammer</translation>
    </message>
    <message>
        <source>&amp;Close the Month...</source>
        <translation>Monat a&amp;bschließen...</translation>
    </message>
    <message>
        <source>Advance to the Ne&amp;xt Month</source>
        <translation>Zum &amp;nächsten Monat vorrücken</translation>
    </message>
    <message>
        <source>Advance Da&amp;ys...</source>
        <translation>&amp;Tage vorrücken...</translation>
    </message>
    <message>
        <source>&amp;Raise Elements...</source>
        <translation>Elemente &amp;aufstellen...</translation>
    </message>
    <message>
        <source>Raise more elements like the selected roster line, paid from a treasury</source>
        <translation>Weitere Elemente wie in der gewählten Zeile der Truppenliste aufstellen, bezahlt aus einer Schatzkammer</translation>
    </message>
    <message>
        <source>Re&amp;place Casualties</source>
        <translation>&amp;Verluste ersetzen</translation>
    </message>
    <message>
        <source>Pay for the selected line&apos;s casualties to be replaced</source>
        <translation>Den Ersatz der Verluste der gewählten Zeile bezahlen</translation>
    </message>
    <message>
        <source>&amp;Disband...</source>
        <translation>Auf&amp;lösen...</translation>
    </message>
    <message>
        <source>Ca&amp;lendar...</source>
        <translation>&amp;Kalender...</translation>
    </message>
    <message>
        <source>The months of the year, the campaigning season and today&apos;s date</source>
        <translation>Die Monate des Jahres, die Feldzugsaison und das heutige Datum</translation>
    </message>
    <message>
        <source>%1%2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source> (campaigning season)</source>
        <translation> (Feldzugsaison)</translation>
    </message>
    <message>
        <source>Add a treasury first: New... in the Treasury panel.</source>
        <translation>Legen Sie zuerst eine Schatzkammer an: Neu... im Bereich „Schatzkammer“.</translation>
    </message>
    <message>
        <source>Month closed; Edit &gt; Undo takes it back.</source>
        <translation>Monat abgeschlossen; Bearbeiten &gt; Rückgängig nimmt den Abschluss zurück.</translation>
    </message>
    <message>
        <source>Advance Time</source>
        <translation>Zeit vorrücken</translation>
    </message>
    <message>
        <source>Days to advance:</source>
        <translation>Anzahl Tage:</translation>
    </message>
    <message>
        <source>Select the roster line whose element you want to raise more of.</source>
        <translation>Wählen Sie die Zeile der Truppenliste, von deren Element Sie weitere aufstellen wollen.</translation>
    </message>
    <message>
        <source>Raise Elements</source>
        <translation>Elemente aufstellen</translation>
    </message>
    <message>
        <source>Element:</source>
        <translation>Element:</translation>
    </message>
    <message>
        <source>&amp;How many:</source>
        <translation>&amp;Anzahl:</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Tempo:</translation>
    </message>
    <message>
        <source>Paid by &amp;treasury:</source>
        <translation>Bezahlt aus &amp;Schatzkammer:</translation>
    </message>
    <message>
        <source>Costs %1, paid now; ready on %2 (several elements raise at once).</source>
        <translation>Kostet %1, sofort bezahlt; bereit am %2 (mehrere Elemente werden gleichzeitig aufgestellt).</translation>
    </message>
    <message>
        <source>Select the roster line whose casualties you want to replace.</source>
        <translation>Wählen Sie die Zeile der Truppenliste, deren Verluste Sie ersetzen wollen.</translation>
    </message>
    <message>
        <source>This line has no casualties to replace.</source>
        <translation>Diese Zeile hat keine Verluste, die zu ersetzen wären.</translation>
    </message>
    <message numerus="yes">
        <source>Replacements paid (%1); they take %n day(s) to arrive.</source>
        <translation>
            <numerusform>Ersatz bezahlt (%1); er trifft in %n Tag ein.</numerusform>
            <numerusform>Ersatz bezahlt (%1); er trifft in %n Tagen ein.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select the roster line to disband.</source>
        <translation>Wählen Sie die Zeile der Truppenliste, die aufgelöst werden soll.</translation>
    </message>
    <message>
        <source>Disband</source>
        <translation>Auflösen</translation>
    </message>
    <message>
        <source>In friendly territory, in an organized fashion</source>
        <translation>In befreundetem Gebiet, geordnet</translation>
    </message>
    <message>
        <source> months</source>
        <translation> Monate</translation>
    </message>
    <message>
        <source>The area can buy or repurpose the equipment and people</source>
        <translation>Die Gegend kann Ausrüstung und Leute kaufen oder anderweitig verwenden</translation>
    </message>
    <message>
        <source>Demobilizing for:</source>
        <translation>Dauer der Demobilisierung:</translation>
    </message>
    <message>
        <source>A rebate of 20% of the Raise needs all three and at least two months.</source>
        <translation>Eine Rückerstattung von 20 % der Aufstellung erfordert alle drei Bedingungen und mindestens zwei Monate.</translation>
    </message>
    <message numerus="yes">
        <source>Now %1: revenue %2 booked, %n raising order(s) ready.</source>
        <translation>
            <numerusform>Jetzt %1: Einnahmen %2 gebucht, %n Aufstellungsauftrag fertig.</numerusform>
            <numerusform>Jetzt %1: Einnahmen %2 gebucht, %n Aufstellungsaufträge fertig.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Improve Elements...</source>
        <translation>Elemente verbesse&amp;rn...</translation>
    </message>
    <message>
        <source>Better equipment or troops for the selected line, paying the difference in Raise</source>
        <translation>Bessere Ausrüstung oder Truppen für die gewählte Zeile; bezahlt wird der Unterschied der Aufstellungskosten</translation>
    </message>
    <message>
        <source>Select the roster line to improve.</source>
        <translation>Wählen Sie die Zeile der Truppenliste, die verbessert werden soll.</translation>
    </message>
    <message>
        <source>Improve Elements</source>
        <translation>Elemente verbessern</translation>
    </message>
    <message>
        <source>&amp;Equipment:</source>
        <translation>&amp;Ausrüstung:</translation>
    </message>
    <message>
        <source>&amp;Troops:</source>
        <translation>&amp;Truppen:</translation>
    </message>
    <message numerus="yes">
        <source>Costs %1 (the difference in Raise); retraining takes %n day(s).</source>
        <translation>
            <numerusform>Kostet %1 (den Unterschied der Aufstellungskosten); die Umschulung dauert %n Tag.</numerusform>
            <numerusform>Kostet %1 (den Unterschied der Aufstellungskosten); die Umschulung dauert %n Tage.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Hire Mercenaries...</source>
        <translation>Söl&amp;dner anheuern...</translation>
    </message>
    <message>
        <source>Hire elements like the selected roster line as mercenaries: no Raise, a monthly hire</source>
        <translation>Elemente wie in der gewählten Zeile der Truppenliste als Söldner anheuern: keine Aufstellung, monatlicher Sold</translation>
    </message>
    <message>
        <source>Select the roster line whose kind of element you want to hire.</source>
        <translation>Wählen Sie die Zeile der Truppenliste, deren Elementart Sie anheuern wollen.</translation>
    </message>
    <message>
        <source>Hire Mercenaries</source>
        <translation>Söldner anheuern</translation>
    </message>
    <message>
        <source>A contract of a year or more (1.25 x Maintain instead of 1.5 x)</source>
        <translation>Vertrag über ein Jahr oder länger (1,25 x Unterhalt statt 1,5 x)</translation>
    </message>
    <message>
        <source>They join at once (no Raise). Their hire, %1 a month, is booked with each month-end.</source>
        <translation>Sie stoßen sofort dazu (keine Aufstellung). Ihr Sold von %1 pro Monat wird bei jedem Monatsabschluss gebucht.</translation>
    </message>
    <message>
        <source>Plan &amp;March...</source>
        <translation>&amp;Marsch planen...</translation>
    </message>
    <message>
        <source>March the selected force: speed, days, arrival, losses and transport</source>
        <translation>Die gewählte Streitmacht marschieren lassen: Geschwindigkeit, Tage, Ankunft, Verluste und Transport</translation>
    </message>
    <message>
        <source>&amp;Reconnaissance Contest...</source>
        <translation>&amp;Aufklärungs-Vergleichswurf...</translation>
    </message>
    <message>
        <source>Who finds whom first as two forces come near: initiative, surprise or ambush</source>
        <translation>Wer wen zuerst findet, wenn sich zwei Streitmächte nähern: Initiative, Überraschung oder Hinterhalt</translation>
    </message>
    <message>
        <source>Select the force that marches in the Forces list first.</source>
        <translation>Wählen Sie zuerst in der Liste „Streitmächte“ die Streitmacht, die marschiert.</translation>
    </message>
    <message>
        <source>The force has marched; Edit &gt; Undo takes it back.</source>
        <translation>Die Streitmacht ist marschiert; Bearbeiten &gt; Rückgängig nimmt den Marsch zurück.</translation>
    </message>
    <message>
        <source>F&amp;ortresses...</source>
        <translation>Festun&amp;gen...</translation>
    </message>
    <message>
        <source>The campaign&apos;s fortresses: their kind, site, capacity and Defense Bonus</source>
        <translation>Die Festungen der Kampagne: Art, Lage, Fassungsvermögen und Verteidigungsbonus</translation>
    </message>
    <message>
        <source>Open or create a campaign first: fortresses belong to a campaign.</source>
        <translation>Öffnen oder erstellen Sie zuerst eine Kampagne: Festungen gehören zu einer Kampagne.</translation>
    </message>
    <message>
        <source>Advance to the Next E&amp;vent</source>
        <translation>Zum nächsten Ere&amp;ignis vorrücken</translation>
    </message>
    <message>
        <source>Move on to the next day something happens: elements ready, a month&apos;s end, a levy&apos;s reaction roll</source>
        <translation>Zum nächsten Tag vorrücken, an dem etwas geschieht: Elemente bereit, ein Monatsende, der Reaktionswurf eines Aufgebots</translation>
    </message>
    <message>
        <source>Remove Force</source>
        <translation>Streitmacht entfernen</translation>
    </message>
    <message>
        <source>Remove %1 with its whole roster (lines: %2)? Edit &gt; Undo brings it back.</source>
        <translation>%1 mit der ganzen Aufstellung entfernen (Zeilen: %2)? Bearbeiten &gt; Rückgängig holt sie zurück.</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Close Months as Time Advances</source>
        <translation>Monate beim Vorrücken abschließen</translation>
    </message>
    <message>
        <source>On: advancing time past a month&apos;s end that is not closed closes it, rolling Administration and keeping each force&apos;s readiness. Off: the advance stops at that month&apos;s last day so that you close it yourself.</source>
        <translation>An: Rückt die Zeit über ein nicht abgeschlossenes Monatsende hinaus, wird der Monat abgeschlossen, mit Verwaltungswurf und der Einsatzbereitschaft jeder Streitmacht. Aus: Das Vorrücken hält am letzten Tag dieses Monats an, damit Sie ihn selbst abschließen.</translation>
    </message>
    <message>
        <source>Closed %1.</source>
        <translation>Abgeschlossen: %1.</translation>
    </message>
    <message>
        <source>Advance Stopped</source>
        <translation>Vorrücken angehalten</translation>
    </message>
    <message>
        <source>Stopped at %1. %2

Campaign &gt; Close the Month (Ctrl+M) closes it; Campaign &gt; Close Months as Time Advances lets advancing time close months itself.</source>
        <translation>Angehalten am %1. %2

Kampagne &gt; Monat abschließen (Strg+M) schließt ihn ab; mit Kampagne &gt; Monate beim Vorrücken abschließen schließt das Vorrücken Monate selbst ab.</translation>
    </message>
    <message>
        <source>Suppl&amp;y &amp;&amp; Readiness</source>
        <translation>&amp;Versorgung &amp;&amp; Einsatzbereitschaft</translation>
    </message>
    <message>
        <source>Operat&amp;ions</source>
        <translation>&amp;Operationen</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exportiert nach %1</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&lt;p&gt;Licence: none is stated yet; neither the project nor its README names one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Lizenz: Bisher ist keine angegeben; weder das Projekt noch seine README nennt eine.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;small&gt;GURPS is a trademark of Steve Jackson Games, used here under the Steve Jackson Games Online Policy and without its endorsement. Mutant: Year Zero is a trademark of Fria Ligan AB. Muster is not affiliated with, sponsored or endorsed by Steve Jackson Games or Fria Ligan AB.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;GURPS ist eine Marke von Steve Jackson Games und wird hier gemäß der Online Policy von Steve Jackson Games und ohne deren Billigung verwendet. Mutant: Year Zero ist eine Marke von Fria Ligan AB. Muster ist weder mit Steve Jackson Games noch mit Fria Ligan AB verbunden und wird von ihnen weder gesponsert noch unterstützt.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Usual TL...</source>
        <translation>Übli&amp;cher TL...</translation>
    </message>
    <message>
        <source>The TL a force without elements starts its first one at, chosen with the campaign</source>
        <translation>Der TL, mit dem eine Streitmacht ohne Elemente ihr erstes beginnt, gewählt mit der Kampagne</translation>
    </message>
    <message>
        <source>Usual TL</source>
        <translation>Üblicher TL</translation>
    </message>
    <message>
        <source>A force without elements starts its first one at this TL
in Add Element; a force with elements starts at its own
most common TL.

Usual TL:</source>
        <translation>Eine Streitmacht ohne Elemente beginnt ihr erstes in
„Element hinzufügen“ mit diesem TL; eine Streitmacht mit
Elementen mit ihrem eigenen häufigsten TL.

Üblicher TL:</translation>
    </message>
    <message>
        <source>Se&amp;ttings...</source>
        <translation>Einstellungen der Kam&amp;pagne...</translation>
    </message>
    <message>
        <source>The campaign&apos;s own settings: the rules its battles are fought under</source>
        <translation>Die eigenen Einstellungen der Kampagne: die Regeln, nach denen ihre Schlachten geführt werden</translation>
    </message>
    <message>
        <source>Campaign Settings</source>
        <translation>Kampagneneinstellungen</translation>
    </message>
    <message>
        <source>New Battle offers these rules first; each battle keeps the rules it was started under.</source>
        <translation>Neue Schlacht bietet diese Regeln zuerst an; jede Schlacht behält die Regeln, mit denen sie begonnen wurde.</translation>
    </message>
    <message>
        <source>&amp;Battle rules:</source>
        <translation>&amp;Schlachtregeln:</translation>
    </message>
    <message>
        <source>It was removed from the list of recent campaigns.</source>
        <translation>Sie wurde aus der Liste der zuletzt geöffneten Kampagnen entfernt.</translation>
    </message>
    <message>
        <source>&amp;GCS Character...</source>
        <translation>&amp;GCS-Charakter...</translation>
    </message>
    <message>
        <source>Make a character of GURPS Character Sheet a staff member of the selected force</source>
        <translation>Einen Charakter aus GURPS Character Sheet zum Stabsmitglied der gewählten Streitmacht machen</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Import GCS Character</source>
        <translation>GCS-Charakter importieren</translation>
    </message>
    <message>
        <source>GCS character sheets (*.gcs)</source>
        <translation>GCS-Charakterbögen (*.gcs)</translation>
    </message>
    <message>
        <source>&amp;Force...</source>
        <translation>&amp;Streitmacht...</translation>
    </message>
    <message>
        <source>Add a force exported from a campaign (.muster-force.json) to this one</source>
        <translation>Eine aus einer Kampagne exportierte Streitmacht (.muster-force.json) dieser hinzufügen</translation>
    </message>
    <message>
        <source>Write the selected force with its staff, notes and custom types to a file</source>
        <translation>Die gewählte Streitmacht mit Stab, Notizen und eigenen Typen in eine Datei schreiben</translation>
    </message>
    <message>
        <source>&amp;Roster as CSV...</source>
        <translation>&amp;Truppenliste als CSV...</translation>
    </message>
    <message>
        <source>Write the selected force&apos;s roster as shown, and its figures, for a spreadsheet</source>
        <translation>Die Truppenliste der gewählten Streitmacht wie angezeigt und ihre Werte für eine Tabellenkalkulation schreiben</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <source>force</source>
        <translation>Streitmacht</translation>
    </message>
    <message>
        <source>Export Force</source>
        <translation>Streitmacht exportieren</translation>
    </message>
    <message>
        <source>Muster force files (*.muster-force.json)</source>
        <translation>Muster-Streitmachtdateien (*.muster-force.json)</translation>
    </message>
    <message>
        <source>Could not export the force</source>
        <translation>Die Streitmacht konnte nicht exportiert werden</translation>
    </message>
    <message>
        <source>Import Force</source>
        <translation>Streitmacht importieren</translation>
    </message>
    <message>
        <source>Muster force files (*.muster-force.json);;JSON files (*.json)</source>
        <translation>Muster-Streitmachtdateien (*.muster-force.json);;JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Could not import the force</source>
        <translation>Die Streitmacht konnte nicht importiert werden</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a Muster force file: it is not a JSON object (%2). Nothing was changed.</source>
        <translation>%1 ist keine Muster-Streitmachtdatei: kein JSON-Objekt (%2). Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>%1: %2. Nothing was changed.</source>
        <translation>%1: %2. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The campaign already has element types named %1. What should the imported force use?</source>
        <translation>Die Kampagne hat bereits Elementtypen namens %1. Was soll die importierte Streitmacht verwenden?</translation>
    </message>
    <message>
        <source>Keep: the campaign&apos;s types. Rename: the file&apos;s types, added as &quot;(imported)&quot;. Replace: the campaign&apos;s types become the file&apos;s, for every force that uses them.</source>
        <translation>Behalten: die Typen der Kampagne. Umbenennen: die Typen der Datei, als „(importiert)“ hinzugefügt. Ersetzen: Die Typen der Kampagne werden die der Datei, für jede Streitmacht, die sie verwendet.</translation>
    </message>
    <message>
        <source>&amp;Keep the Campaign&apos;s</source>
        <translation>Die der Kampagne &amp;behalten</translation>
    </message>
    <message>
        <source>&amp;Rename the File&apos;s</source>
        <translation>Die der Datei &amp;umbenennen</translation>
    </message>
    <message>
        <source>Re&amp;place the Campaign&apos;s</source>
        <translation>Die der Kampagne &amp;ersetzen</translation>
    </message>
    <message>
        <source>%1 roster</source>
        <translation>Truppenliste %1</translation>
    </message>
    <message>
        <source>roster</source>
        <translation>Truppenliste</translation>
    </message>
    <message>
        <source>Export Roster as CSV</source>
        <translation>Truppenliste als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Could not export the roster</source>
        <translation>Die Truppenliste konnte nicht exportiert werden</translation>
    </message>
    <message>
        <source>Print Army S&amp;heet...</source>
        <translation>Armeeblatt d&amp;rucken...</translation>
    </message>
    <message>
        <source>Preview the selected force&apos;s army sheet and print it</source>
        <translation>Das Armeeblatt der gewählten Streitmacht ansehen und drucken</translation>
    </message>
    <message>
        <source>&amp;Army Sheet as PDF...</source>
        <translation>&amp;Armeeblatt als PDF...</translation>
    </message>
    <message>
        <source>Write the selected force&apos;s army sheet (figures, roster, staff, element records) as a PDF</source>
        <translation>Das Armeeblatt der gewählten Streitmacht (Kennzahlen, Truppenliste, Stab, Elementbeschreibungen) als PDF speichern</translation>
    </message>
    <message>
        <source>%1 army sheet</source>
        <translation>Armeeblatt %1</translation>
    </message>
    <message>
        <source>army sheet</source>
        <translation>Armeeblatt</translation>
    </message>
    <message>
        <source>Could not export the army sheet</source>
        <translation>Das Armeeblatt konnte nicht exportiert werden</translation>
    </message>
</context>
<context>
    <name>muster::MarchDialog</name>
    <message>
        <source>Change that row of the Transport table, or tick Automatic.</source>
        <translation>Ändern Sie diese Zeile der Tabelle „Transport“ oder markieren Sie „Automatisch“.</translation>
    </message>
    <message>
        <source>Untick it in the list of elements left behind.</source>
        <translation>Entfernen Sie die Markierung in der Liste der zurückgelassenen Elemente.</translation>
    </message>
    <message>
        <source>Fix that roster line first: its figures are invalid.</source>
        <translation>Korrigieren Sie zuerst diese Zeile der Truppenliste: Ihre Kennzahlen sind ungültig.</translation>
    </message>
    <message>
        <source>Check the forced march and its rolls.</source>
        <translation>Prüfen Sie den Gewaltmarsch und seine Würfe.</translation>
    </message>
    <message>
        <source>Check the legs of the march.</source>
        <translation>Prüfen Sie die Etappen des Marsches.</translation>
    </message>
    <message>
        <source>Plan March: %1</source>
        <translation>Marsch planen: %1</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 is at %2 (%3).</source>
        <translation>%1 steht bei %2 (%3).</translation>
    </message>
    <message>
        <source>Legs</source>
        <translation>Etappen</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Transport</translation>
    </message>
    <message>
        <source>Ticked elements stay where the march begins, as a force of their own</source>
        <translation>Markierte Elemente bleiben als eigene Streitmacht am Ausgangspunkt des Marsches</translation>
    </message>
    <message>
        <source>E&amp;xecute March</source>
        <translation>Marsch &amp;ausführen</translation>
    </message>
    <message>
        <source>Conditions of the whole march</source>
        <translation>Bedingungen für den ganzen Marsch</translation>
    </message>
    <message>
        <source>&amp;Night</source>
        <translation>&amp;Nacht</translation>
    </message>
    <message>
        <source>Off-road speed halved for elements without Night</source>
        <translation>Geschwindigkeit querfeldein halbiert für Elemente ohne Nacht</translation>
    </message>
    <message>
        <source>&amp;Bad weather</source>
        <translation>Schlechtes &amp;Wetter</translation>
    </message>
    <message>
        <source>Dirt roads count as off-road; Coastal elements stop; Sea elements slow down</source>
        <translation>Feldwege zählen als querfeldein; Elemente mit der Mobilität Küste halten an; Elemente mit der Mobilität See werden langsamer</translation>
    </message>
    <message>
        <source>&amp;Forced march</source>
        <translation>&amp;Gewaltmarsch</translation>
    </message>
    <message>
        <source>Every leg on land at the pace beside; the quartermaster rolls each day</source>
        <translation>Jede Etappe an Land im nebenstehenden Tempo; der Quartiermeister würfelt jeden Tag</translation>
    </message>
    <message>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <source>The pace of every forced leg: up to 1.5 times normal speed</source>
        <translation>Das Tempo jeder Gewaltmarsch-Etappe: bis zum 1,5-Fachen der normalen Geschwindigkeit</translation>
    </message>
    <message>
        <source>Forced-march pace</source>
        <translation>Gewaltmarschtempo</translation>
    </message>
    <message>
        <source>&amp;Hostile terrain counts as forced</source>
        <translation>&amp;Feindliches Gelände zählt als Gewaltmarsch</translation>
    </message>
    <message>
        <source>The quartermaster rolls as for a forced march, without the extra speed</source>
        <translation>Der Quartiermeister würfelt wie bei einem Gewaltmarsch, ohne den Geschwindigkeitsgewinn</translation>
    </message>
    <message>
        <source>No securit&amp;y</source>
        <translation>&amp;Keine Sicherung</translation>
    </message>
    <message>
        <source>Double speed, but -5 in the Reconnaissance Contest</source>
        <translation>Doppelte Geschwindigkeit, aber -5 im Aufklärungs-Vergleichswurf</translation>
    </message>
    <message>
        <source>Escorting &amp;civilians</source>
        <translation>Zivilisten &amp;begleiten</translation>
    </message>
    <message>
        <source>Half speed; civilians suffer double forced-march casualties</source>
        <translation>Halbe Geschwindigkeit; Zivilisten erleiden doppelte Gewaltmarschverluste</translation>
    </message>
    <message>
        <source>&amp;Poorly mapped terrain</source>
        <translation>&amp;Schlecht kartiertes Gelände</translation>
    </message>
    <message>
        <source>Half speed on land for a force without Recon elements</source>
        <translation>Halbe Geschwindigkeit an Land für eine Streitmacht ohne Aufklärungselemente</translation>
    </message>
    <message>
        <source>&amp;Tied to roads by its logistics</source>
        <translation>&amp;Durch die Logistik an Straßen gebunden</translation>
    </message>
    <message>
        <source>-3 in the Reconnaissance Contest (from the force&apos;s supply settings)</source>
        <translation>-3 im Aufklärungs-Vergleichswurf (aus den Versorgungseinstellungen der Streitmacht)</translation>
    </message>
    <message>
        <source>On arrival</source>
        <translation>Bei Ankunft</translation>
    </message>
    <message>
        <source>Where the force will be, e.g. Fen Ford</source>
        <translation>Wo die Streitmacht sein wird, z. B. Moorfurt</translation>
    </message>
    <message>
        <source>&amp;Destination:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>Postu&amp;re:</source>
        <translation>&amp;Haltung:</translation>
    </message>
    <message>
        <source>The force cannot move on leg %1: give it transport, leave behind what holds it back, or change the route.</source>
        <translation>Die Streitmacht kann sich auf Etappe %1 nicht bewegen: Geben Sie ihr Transportmittel, lassen Sie zurück, was sie aufhält, oder ändern Sie die Strecke.</translation>
    </message>
    <message>
        <source>Advance the campaign date to the arrival, %1</source>
        <translation>Kampagnendatum bis zur Ankunft am %1 vorrücken</translation>
    </message>
    <message>
        <source>Advance the campaign date to the arrival</source>
        <translation>Kampagnendatum bis zur Ankunft vorrücken</translation>
    </message>
    <message>
        <source>&lt;p&gt;No plan: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kein Plan: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>Every element can come along.</source>
        <translation>Alle Elemente können mitkommen.</translation>
    </message>
    <message>
        <source>No carrier of the force can take these; tick any to leave behind (they stay where the march begins, as a force of their own):</source>
        <translation>Kein Träger der Streitmacht kann diese aufnehmen; markieren Sie, was zurückbleiben soll (es bleibt als eigene Streitmacht am Ausgangspunkt des Marsches):</translation>
    </message>
    <message>
        <source>The force cannot finish this march: change the legs or the transport first.</source>
        <translation>Die Streitmacht kann diesen Marsch nicht beenden: Ändern Sie zuerst die Etappen oder den Transport.</translation>
    </message>
    <message>
        <source>Type where the force is going under Destination.</source>
        <translation>Geben Sie unter „Ziel“ ein, wohin die Streitmacht zieht.</translation>
    </message>
</context>
<context>
    <name>muster::MarchLegsTable</name>
    <message>
        <source>&amp;Add Leg</source>
        <translation>&amp;Etappe hinzufügen</translation>
    </message>
    <message>
        <source>Remove Le&amp;g</source>
        <translation>Etappe entfe&amp;rnen</translation>
    </message>
    <message>
        <source>How this campaign measures distances (kept with the campaign)</source>
        <translation>Wie diese Kampagne Entfernungen misst (wird mit der Kampagne gespeichert)</translation>
    </message>
    <message>
        <source>miles</source>
        <translation>Meilen</translation>
    </message>
    <message>
        <source>kilometres</source>
        <translation>Kilometer</translation>
    </message>
    <message>
        <source>Distances &amp;in:</source>
        <translation>Entfernungen &amp;in:</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>Strecke</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Entfernung</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Nacht</translation>
    </message>
    <message>
        <source>Bad weather</source>
        <translation>Schlechtes Wetter</translation>
    </message>
    <message>
        <source>Forced</source>
        <translation>Gewaltmarsch</translation>
    </message>
    <message>
        <source>Sea 5d</source>
        <translation>See 5d</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>This leg is a forced march, at the pace set below</source>
        <translation>Diese Etappe ist ein Gewaltmarsch im unten eingestellten Tempo</translation>
    </message>
    <message>
        <source>Bad weather at sea: Sea elements without All-Weather lose 5d x 10 miles a day</source>
        <translation>Schlechtes Wetter auf See: Elemente mit der Mobilität See ohne Allwetter verlieren 5d x 10 Meilen pro Tag</translation>
    </message>
    <message>
        <source>The force&apos;s speed on the leg; the tooltip says why</source>
        <translation>Die Geschwindigkeit der Streitmacht auf der Etappe; der Tooltip nennt den Grund</translation>
    </message>
    <message>
        <source>Night: off-road speed halved for elements without Night</source>
        <translation>Nacht: Geschwindigkeit querfeldein halbiert für Elemente ohne Nacht</translation>
    </message>
    <message>
        <source>Bad weather: dirt roads count as off-road; Coastal elements stop; Sea elements slow down</source>
        <translation>Schlechtes Wetter: Feldwege zählen als querfeldein; Elemente mit der Mobilität Küste halten an; Elemente mit der Mobilität See werden langsamer</translation>
    </message>
    <message>
        <source>Forced march on this leg: faster, at the risk of casualties</source>
        <translation>Gewaltmarsch auf dieser Etappe: schneller, aber mit dem Risiko von Verlusten</translation>
    </message>
    <message>
        <source>Leg %1 route</source>
        <translation>Strecke der Etappe %1</translation>
    </message>
    <message>
        <source>Leg %1 distance</source>
        <translation>Entfernung der Etappe %1</translation>
    </message>
    <message>
        <source>-</source>
        <translation>-</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>keine Bewegung möglich</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>blockiert</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
</context>
<context>
    <name>muster::MonthEndDialog</name>
    <message>
        <source>Close the Month</source>
        <translation>Monat abschließen</translation>
    </message>
    <message>
        <source>&amp;Treasury:</source>
        <translation>&amp;Schatzkammer:</translation>
    </message>
    <message>
        <source>Force</source>
        <translation>Streitmacht</translation>
    </message>
    <message>
        <source>Quartermaster</source>
        <translation>Quartiermeister</translation>
    </message>
    <message>
        <source>Administration roll</source>
        <translation>Verwaltungswurf</translation>
    </message>
    <message>
        <source>Readiness</source>
        <translation>Einsatzbereitschaft</translation>
    </message>
    <message>
        <source>Cost this month</source>
        <translation>Kosten diesen Monat</translation>
    </message>
    <message>
        <source>LS short</source>
        <translation>LS-Fehlbetrag</translation>
    </message>
    <message>
        <source>&amp;Close the Month</source>
        <translation>Monat &amp;abschließen</translation>
    </message>
    <message>
        <source>%1, Administration %2</source>
        <translation>%1, Verwaltung %2</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <source>Costs for %1 are booked on %2%3.</source>
        <translation>Die Kosten für %1 werden am %2 gebucht%3.</translation>
    </message>
    <message>
        <source>, in campaigning season</source>
        <translation>, in der Feldzugsaison</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Fighting force %1&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Kampftruppe %1&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Logistic force %1&lt;/b&gt; (paid first)&lt;br&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Logistiktruppe %1&lt;/b&gt; (zuerst bezahlt)&lt;br&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Total %1&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Gesamt %1&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Supply&lt;/b&gt;&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Versorgung&lt;/b&gt;&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;TS %1&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;TS %1&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1 to pay; %2 has %3, leaving %4.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1 zu zahlen; %2 hat %3, es bleiben %4.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Add a treasury first (New... in the Treasury panel).</source>
        <translation>Legen Sie zuerst eine Schatzkammer an (Neu... im Bereich Schatzkammer).</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Levies&lt;/b&gt;&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Aufgebote&lt;/b&gt;&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The program rolled this when the month-end was first opened and keeps it until the month is closed. Type real dice over it; the close records a typed roll as typed.</source>
        <translation>Das Programm hat diesen Wurf beim ersten Öffnen des Monatsabschlusses gewürfelt und behält ihn, bis der Monat abgeschlossen ist. Tippen Sie echte Würfel darüber; der Abschluss vermerkt einen eingetippten Wurf als eingetippt.</translation>
    </message>
    <message>
        <source>%1 has paid its upkeep for this month already. </source>
        <translation>%1 hat den Unterhalt für diesen Monat bereits bezahlt. </translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Administration %1%&lt;/b&gt; (roll %2, %3)&lt;br&gt;%4&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Verwaltung %1 %&lt;/b&gt; (Wurf %2, %3)&lt;br&gt;%4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>eingetippt</translation>
    </message>
    <message>
        <source>rolled by the program and kept for this month</source>
        <translation>vom Programm gewürfelt und für diesen Monat behalten</translation>
    </message>
    <message>
        <source>How much Maintain the logistic force cannot carry this month (LS: logistic strength)</source>
        <translation>Wie viel Unterhalt die Logistiktruppe in diesem Monat nicht tragen kann (LS: Logistikstärke)</translation>
    </message>
</context>
<context>
    <name>muster::MyzBattleUi</name>
    <message>
        <source>MY&amp;Z Factions...</source>
        <translation>M&amp;YZ-Fraktionen...</translation>
    </message>
    <message>
        <source>The Mutant: Year Zero factions the campaign keeps for its forces</source>
        <translation>Die Fraktionen (Mutant: Jahr Null), die die Kampagne für ihre Streitkräfte behält</translation>
    </message>
    <message>
        <source>Mutant: Year Zero faction</source>
        <translation>Fraktion (Mutant: Jahr Null)</translation>
    </message>
    <message>
        <source>Mutant: Year Zero Factions</source>
        <translation>Fraktionen (Mutant: Jahr Null)</translation>
    </message>
</context>
<context>
    <name>muster::MyzPlay</name>
    <message>
        <source>Reconnaissance: the leaders&apos; opposed COMPREHEND</source>
        <translation>Aufklärung: vergleichender COMPREHEND-Wurf der Anführer</translation>
    </message>
    <message>
        <source>At &amp;night (rating halved, rounded up)</source>
        <translation>Bei &amp;Nacht (Wert halbiert, aufgerundet)</translation>
    </message>
    <message>
        <source>Bad &amp;weather (rating -1)</source>
        <translation>Schlechtes &amp;Wetter (Wert -1)</translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation>Umgebung:</translation>
    </message>
    <message>
        <source>Scout or recon unit (+1, else -1)</source>
        <translation>Späher oder Aufklärungseinheit (+1, sonst -1)</translation>
    </message>
    <message>
        <source>Home territory (+1)</source>
        <translation>Heimatgebiet (+1)</translation>
    </message>
    <message>
        <source>Defensive position (+1)</source>
        <translation>Verteidigungsstellung (+1)</translation>
    </message>
    <message>
        <source>Only flying units (-1)</source>
        <translation>Nur fliegende Einheiten (-1)</translation>
    </message>
    <message>
        <source>Many motorized vehicles (-1)</source>
        <translation>Viele Motorfahrzeuge (-1)</translation>
    </message>
    <message>
        <source>Forced march (-1)</source>
        <translation>Gewaltmarsch (-1)</translation>
    </message>
    <message>
        <source>Base Dice:</source>
        <translation>Grundwürfel:</translation>
    </message>
    <message>
        <source>Skill Dice:</source>
        <translation>Fertigkeitswürfel:</translation>
    </message>
    <message>
        <source>The winner sets an &amp;ambush (margin at least the rating)</source>
        <translation>Der Sieger legt einen &amp;Hinterhalt (Spanne mindestens so groß wie der Wert)</translation>
    </message>
    <message>
        <source>Roll &amp;Reconnaissance</source>
        <translation>&amp;Aufklärung würfeln</translation>
    </message>
    <message>
        <source>Initiative: each leader rolls a die</source>
        <translation>Initiative: Jeder Anführer wirft einen Würfel</translation>
    </message>
    <message>
        <source>On a tie, first:</source>
        <translation>Bei Gleichstand zuerst:</translation>
    </message>
    <message>
        <source>Roll &amp;Initiative</source>
        <translation>&amp;Initiative würfeln</translation>
    </message>
    <message>
        <source>Wave %1, Risk Phase</source>
        <translation>Welle %1, Risikophase</translation>
    </message>
    <message>
        <source>Cowardly PCs and those held in reserve: at most +1. Overconfident: at least -1. Berserk: at least 0.</source>
        <translation>Feige SCs und SCs in Reserve: höchstens +1. Übermütige: mindestens -1. Berserker: mindestens 0.</translation>
    </message>
    <message>
        <source>Added to every skill roll this Wave, and to the Retaliation&apos;s dice</source>
        <translation>Gilt in dieser Welle für jeden Fertigkeitswurf und für die Würfel der Vergeltung</translation>
    </message>
    <message>
        <source>Set &amp;Risks</source>
        <translation>&amp;Risiken festlegen</translation>
    </message>
    <message>
        <source>Wave %1, Strategy Phase: each leader&apos;s secret choice</source>
        <translation>Welle %1, Strategiephase: geheime Wahl jedes Anführers</translation>
    </message>
    <message>
        <source>The GM&apos;s Strategy Dice for any other factor: a brilliant or a stupid plan</source>
        <translation>Strategiewürfel des SL für jeden anderen Faktor: ein brillanter oder ein dummer Plan</translation>
    </message>
    <message>
        <source>Strategy:</source>
        <translation>Strategie:</translation>
    </message>
    <message>
        <source>Special circumstances:</source>
        <translation>Besondere Umstände:</translation>
    </message>
    <message>
        <source>CONFUSED: only Rally or Full Retreat</source>
        <translation>VERWIRRT: nur Sammeln oder Vollständiger Rückzug</translation>
    </message>
    <message>
        <source>A Parley is &amp;accepted (the Wave stops)</source>
        <translation>Eine Verhandlung wird &amp;angenommen (die Welle endet)</translation>
    </message>
    <message>
        <source>Reveal &amp;Strategies</source>
        <translation>S&amp;trategien aufdecken</translation>
    </message>
    <message>
        <source>Wave %1, Action Phase: %2</source>
        <translation>Welle %1, Aktionsphase: %2</translation>
    </message>
    <message>
        <source>No action</source>
        <translation>Keine Aktion</translation>
    </message>
    <message>
        <source>Remarkable Action (+1 Strategy Die per six, at most 4)</source>
        <translation>Bemerkenswerte Aktion (+1 Strategiewürfel je Sechs, höchstens 4)</translation>
    </message>
    <message>
        <source>Commando Operation (each six removes a foe&apos;s Strategy Die)</source>
        <translation>Kommandounternehmen (jede Sechs entfernt einen Strategiewürfel des Gegners)</translation>
    </message>
    <message>
        <source>GM&apos;s dice for NPCs</source>
        <translation>Würfel des SL für NSCs</translation>
    </message>
    <message>
        <source>The assailant&apos;s roll</source>
        <translation>Wurf des Angreifers</translation>
    </message>
    <message>
        <source>Pairs of sixes spent to damage the foe&apos;s Support Dice instead</source>
        <translation>Sechserpaare, die stattdessen ausgegeben werden, um Unterstützungswürfel des Gegners zu beschädigen</translation>
    </message>
    <message>
        <source>GM&apos;s Strategy Dice:</source>
        <translation>Strategiewürfel des SL:</translation>
    </message>
    <message>
        <source>Support Dice damaged (pairs):</source>
        <translation>Beschädigte Unterstützungswürfel (Paare):</translation>
    </message>
    <message>
        <source>Take &amp;Action</source>
        <translation>&amp;Aktion ausführen</translation>
    </message>
    <message>
        <source>%1 Battle, %2 Strategy, %3 Support Dice (%4)</source>
        <translation>%1 Schlacht-, %2 Strategie-, %3 Unterstützungswürfel (%4)</translation>
    </message>
    <message>
        <source>Wave %1, Battle Phase</source>
        <translation>Welle %1, Schlachtphase</translation>
    </message>
    <message>
        <source>%1 rolls more sixes: %2; wins: %3</source>
        <translation>%1 würfelt mehr Sechsen: %2; Siege: %3</translation>
    </message>
    <message>
        <source>Inconclusive: %1</source>
        <translation>Unentschieden: %1</translation>
    </message>
    <message>
        <source>Battle Dice</source>
        <translation>Schlachtwürfel</translation>
    </message>
    <message>
        <source>Strategy Dice</source>
        <translation>Strategiewürfel</translation>
    </message>
    <message>
        <source>Support Dice</source>
        <translation>Unterstützungswürfel</translation>
    </message>
    <message>
        <source>&amp;Roll the Pools</source>
        <translation>&amp;Würfelpools werfen</translation>
    </message>
    <message>
        <source>&amp;Push (gives up a Strategy Die)</source>
        <translation>&amp;Forcieren (kostet einen Strategiewürfel)</translation>
    </message>
    <message>
        <source>P&amp;ush (gives up a Strategy Die)</source>
        <translation>F&amp;orcieren (kostet einen Strategiewürfel)</translation>
    </message>
    <message>
        <source>Rerolls every die not showing a six, a Battle Die&apos;s one or a Support Die&apos;s one</source>
        <translation>Wirft jeden Würfel neu, der keine Sechs zeigt und keine Eins auf einem Schlacht- oder Unterstützungswürfel</translation>
    </message>
    <message>
        <source>No Strategy Die left to give up</source>
        <translation>Kein Strategiewürfel mehr, der aufgegeben werden kann</translation>
    </message>
    <message>
        <source>Reroll:</source>
        <translation>Neu würfeln:</translation>
    </message>
    <message>
        <source>Both &amp;Settle</source>
        <translation>Beide &amp;akzeptieren</translation>
    </message>
    <message>
        <source>Wave %1, Support Phase: %2</source>
        <translation>Welle %1, Unterstützungsphase: %2</translation>
    </message>
    <message>
        <source>%1 Support Dice damaged, %2 Battle Dice lost</source>
        <translation>%1 Unterstützungswürfel beschädigt, %2 Schlachtwürfel verloren</translation>
    </message>
    <message>
        <source>&amp;Emergency Repairs</source>
        <translation>&amp;Notreparatur</translation>
    </message>
    <message>
        <source>The engineer&apos;s roll</source>
        <translation>Wurf des Technikers</translation>
    </message>
    <message>
        <source>&amp;Mend the Wounds</source>
        <translation>&amp;Wunden versorgen</translation>
    </message>
    <message>
        <source>The medic&apos;s roll</source>
        <translation>Wurf des Sanitäters</translation>
    </message>
    <message>
        <source>Rally: the leader&apos;s roll</source>
        <translation>Sammeln: Wurf des Anführers</translation>
    </message>
    <message>
        <source>&amp;Finish Support</source>
        <translation>Unterstützung &amp;abschließen</translation>
    </message>
    <message>
        <source>Wave %1, End Phase: %2</source>
        <translation>Welle %1, Endphase: %2</translation>
    </message>
    <message>
        <source>%1 wins by %2, %3</source>
        <translation>%1 gewinnt mit einem Vorsprung von %2, %3</translation>
    </message>
    <message>
        <source>Casualties:</source>
        <translation>Verluste:</translation>
    </message>
    <message>
        <source>D6 adding:</source>
        <translation>Zusätzliche W6:</translation>
    </message>
    <message>
        <source>D6 taking off:</source>
        <translation>Abzuziehende W6:</translation>
    </message>
    <message>
        <source>Retaliation on %1:</source>
        <translation>Vergeltung gegen %1:</translation>
    </message>
    <message>
        <source>%1&apos;s Armor:</source>
        <translation>Rüstung von %1:</translation>
    </message>
    <message>
        <source>The Ark&apos;s Gear Die (1: a project lost):</source>
        <translation>Ausrüstungswürfel der Arche (1: ein Projekt verloren):</translation>
    </message>
    <message>
        <source>Reinforcements or other losses the GM rules, for the next Wave</source>
        <translation>Verstärkungen oder sonstige Verluste nach Entscheidung des SL, für die nächste Welle</translation>
    </message>
    <message>
        <source>Battle Dice change:</source>
        <translation>Änderung der Schlachtwürfel:</translation>
    </message>
    <message>
        <source>&amp;End the Wave</source>
        <translation>Welle b&amp;eenden</translation>
    </message>
    <message>
        <source>%1&apos;s leader is broken: the next in command rolls at -3</source>
        <translation>Der Anführer von %1 ist gebrochen: Der Nächste in der Befehlskette würfelt mit -3</translation>
    </message>
    <message>
        <source>The successor&apos;s roll</source>
        <translation>Wurf des Nachfolgers</translation>
    </message>
    <message>
        <source>&amp;Take Command</source>
        <translation>&amp;Kommando übernehmen</translation>
    </message>
    <message>
        <source>The battle is over: %1</source>
        <translation>Die Schlacht ist vorbei: %1</translation>
    </message>
    <message>
        <source>%1: %2 fighters killed, %3 Battle Dice left</source>
        <translation>%1: %2 Kämpfer getötet, %3 Schlachtwürfel übrig</translation>
    </message>
    <message>
        <source>Battle %1 | Strategy %2 | Support %3: %4</source>
        <translation>Schlacht %1 | Strategie %2 | Unterstützung %3: %4</translation>
    </message>
    <message>
        <source>1 six</source>
        <translation>1 Sechs</translation>
    </message>
    <message>
        <source>%1 sixes</source>
        <translation>%1 Sechsen</translation>
    </message>
    <message>
        <source>%1: Battle Level %2 to %3, fighters %4 to %5%6</source>
        <translation>%1: Schlachtstufe %2 auf %3, Kämpfer %4 auf %5%6</translation>
    </message>
    <message>
        <source>; projects lost: %1</source>
        <translation>; verlorene Projekte: %1</translation>
    </message>
    <message>
        <source>%1 wins %2 (%3 pushes, %4 Battle Dice lost on average)</source>
        <translation>%1 gewinnt %2 (%3-mal forciert, im Mittel %4 Schlachtwürfel verloren)</translation>
    </message>
    <message>
        <source>If each leader pushes while behind: %1; %2; Inconclusive %3</source>
        <translation>Wenn jeder Anführer im Rückstand forciert: %1; %2; unentschieden %3</translation>
    </message>
</context>
<context>
    <name>muster::MyzSetupDialog</name>
    <message>
        <source>New Mutant: Year Zero Mass Combat</source>
        <translation>Neuer Massenkampf (Mutant: Jahr Null)</translation>
    </message>
    <message>
        <source>Mass combat</source>
        <translation>Massenkampf</translation>
    </message>
    <message>
        <source>&amp;Battle:</source>
        <translation>&amp;Schlacht:</translation>
    </message>
    <message>
        <source>Defensive Advantage: Strategy Dice for a faction that chooses a defensive strategy</source>
        <translation>Verteidigungsvorteil: Strategiewürfel für eine Fraktion, die eine defensive Strategie wählt</translation>
    </message>
    <message>
        <source>&amp;Ground:</source>
        <translation>&amp;Gelände:</translation>
    </message>
    <message>
        <source>No siege</source>
        <translation>Keine Belagerung</translation>
    </message>
    <message>
        <source>The first faction is besieged</source>
        <translation>Die erste Fraktion wird belagert</translation>
    </message>
    <message>
        <source>The second faction is besieged</source>
        <translation>Die zweite Fraktion wird belagert</translation>
    </message>
    <message>
        <source>&amp;Siege:</source>
        <translation>Belage&amp;rung:</translation>
    </message>
    <message>
        <source>The sector touches a sea or river (Naval units count)</source>
        <translation>Der Sektor grenzt an ein Meer oder einen Fluss (Marineeinheiten zählen)</translation>
    </message>
    <message>
        <source>Start with a &amp;Reconnaissance roll</source>
        <translation>Mit einem Auf&amp;klärungswurf beginnen</translation>
    </message>
    <message>
        <source>Repairs and mending restore one die per &amp;pair of sixes (rule option)</source>
        <translation>Reparieren und Versorgen stellen je &amp;Paar Sechsen einen Würfel wieder her (Regeloption)</translation>
    </message>
    <message>
        <source>The Ark</source>
        <translation>Die Arche</translation>
    </message>
    <message>
        <source>The enemy</source>
        <translation>Der Feind</translation>
    </message>
    <message>
        <source>&amp;First Faction</source>
        <translation>&amp;Erste Fraktion</translation>
    </message>
    <message>
        <source>Se&amp;cond Faction</source>
        <translation>&amp;Zweite Fraktion</translation>
    </message>
    <message>
        <source>Start &amp;Battle</source>
        <translation>Schlacht &amp;beginnen</translation>
    </message>
    <message>
        <source>Give the battle a name.</source>
        <translation>Geben Sie der Schlacht einen Namen.</translation>
    </message>
    <message>
        <source>%1 needs a leader: add a person in the Leader position.</source>
        <translation>%1 braucht einen Anführer: Fügen Sie eine Person mit der Position Anführer hinzu.</translation>
    </message>
</context>
<context>
    <name>muster::NewBattleDialog</name>
    <message>
        <source>New Battle</source>
        <translation>Neue Schlacht</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>The battle system this battle is fought under. The campaign&apos;s own is chosen first (Campaign &gt; Settings).</source>
        <translation>Das Schlachtsystem, nach dem diese Schlacht geführt wird. Vorgewählt ist das der Kampagne (Kampagne &gt; Einstellungen der Kampagne).</translation>
    </message>
</context>
<context>
    <name>muster::NewCampaignDialog</name>
    <message>
        <source>New Campaign</source>
        <translation>Neue Kampagne</translation>
    </message>
    <message>
        <source>The campaign&apos;s first day; Campaign &gt; Calendar... can give it months of its own later</source>
        <translation>Der erste Tag der Kampagne; über Kampagne &gt; Kalender... kann sie später eigene Monate erhalten</translation>
    </message>
    <message>
        <source>TL</source>
        <translation>TL</translation>
    </message>
    <message>
        <source>The tech level most of the campaign&apos;s elements have: the first element of a force starts at it</source>
        <translation>Der Techlevel, den die meisten Elemente der Kampagne haben: Das erste Element einer Streitmacht beginnt damit</translation>
    </message>
    <message>
        <source>miles</source>
        <translation>Meilen</translation>
    </message>
    <message>
        <source>kilometres</source>
        <translation>Kilometer</translation>
    </message>
    <message>
        <source>How marches measure their legs; Plan March... can switch it later</source>
        <translation>Womit Märsche ihre Etappen messen; Marsch planen... kann das später umstellen</translation>
    </message>
    <message>
        <source>Every change is saved to the file as it is made; these choices are its start.</source>
        <translation>Jede Änderung wird sofort in der Datei gespeichert; diese Angaben sind ihr Ausgangspunkt.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Start date:</source>
        <translation>&amp;Startdatum:</translation>
    </message>
    <message>
        <source>Usual &amp;TL:</source>
        <translation>Üblicher &amp;TL:</translation>
    </message>
    <message>
        <source>&amp;Distances in:</source>
        <translation>&amp;Entfernungen in:</translation>
    </message>
</context>
<context>
    <name>muster::OpenRoundPanel</name>
    <message>
        <source>Bad &amp;weather this round</source>
        <translation>Schlechtes Wetter in dieser &amp;Runde</translation>
    </message>
    <message>
        <source>Every commander and PC picks a Risk Modifier (-3 to +3). PCs who do not command roll Heroism: success gives their commander +1 (+2 on a critical), a critical failure -1.</source>
        <translation>Jeder Befehlshaber und jeder SC wählt einen Risikomodifikator (-3 bis +3). SCs, die nicht befehligen, würfeln auf Heldentum: Ein Erfolg gibt ihrem Befehlshaber +1 (+2 bei kritischem Erfolg), ein kritischer Fehlschlag -1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Person&lt;/b&gt;</source>
        <translation>&lt;b&gt;Person&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Risk&lt;/b&gt;</source>
        <translation>&lt;b&gt;Risiko&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Heroism roll&lt;/b&gt;</source>
        <translation>&lt;b&gt;Heldentumswurf&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Heroism target&lt;/b&gt;</source>
        <translation>&lt;b&gt;Zielwert Heldentum&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The parley ends the battle; holding the field:</source>
        <translation>Die Verhandlung beendet die Schlacht; das Feld behauptet:</translation>
    </message>
    <message>
        <source>%1 (commands %2)</source>
        <translation>%1 (befehligt %2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Neither side</source>
        <translation>Keine Seite</translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation>%1 oder weniger</translation>
    </message>
    <message>
        <source>commands: no Heroism roll</source>
        <translation>befehligt: kein Heldentumswurf</translation>
    </message>
    <message>
        <source>not a PC</source>
        <translation>kein SC</translation>
    </message>
    <message>
        <source>&amp;Choose Strategies</source>
        <translation>S&amp;trategien wählen</translation>
    </message>
    <message>
        <source>A lower value takes fewer risks and makes Misfortunes of War less likely.</source>
        <translation>Ein niedrigerer Wert geht weniger Risiken ein und macht Kriegspech unwahrscheinlicher.</translation>
    </message>
    <message>
        <source>Ni&amp;ght this round</source>
        <translation>&amp;Nacht in dieser Runde</translation>
    </message>
</context>
<context>
    <name>muster::PersonRollBox</name>
    <message>
        <source>Mutation or feral points spent: each two are one six</source>
        <translation>Ausgegebene Mutations- oder Wildheitspunkte: je zwei ergeben eine Sechs</translation>
    </message>
    <message>
        <source>Who:</source>
        <translation>Wer:</translation>
    </message>
    <message>
        <source>Skill:</source>
        <translation>Fertigkeit:</translation>
    </message>
    <message>
        <source>Helpers:</source>
        <translation>Helfer:</translation>
    </message>
    <message>
        <source>Mutation points:</source>
        <translation>Mutationspunkte:</translation>
    </message>
    <message>
        <source>Base Dice:</source>
        <translation>Grundwürfel:</translation>
    </message>
    <message>
        <source>Skill Dice:</source>
        <translation>Fertigkeitswürfel:</translation>
    </message>
    <message>
        <source>%1 Base Dice and %2 negative Skill Dice (each six cancels a success)</source>
        <translation>%1 Grundwürfel und %2 negative Fertigkeitswürfel (jede Sechs hebt einen Erfolg auf)</translation>
    </message>
    <message>
        <source>%1 Base Dice and %2 Skill Dice (Risk and helpers included)</source>
        <translation>%1 Grundwürfel und %2 Fertigkeitswürfel (Risiko und Helfer eingerechnet)</translation>
    </message>
</context>
<context>
    <name>muster::PursuitPanel</name>
    <message>
        <source>Winner&apos;s Leadership roll:</source>
        <translation>Führungswurf des Siegers:</translation>
    </message>
    <message>
        <source>&amp;Hold the field: 5% fewer casualties for the winner</source>
        <translation>Feld &amp;behaupten: 5 % weniger Verluste für den Sieger</translation>
    </message>
    <message>
        <source>If it succeeds:</source>
        <translation>Bei Erfolg:</translation>
    </message>
    <message>
        <source>If it fails, the troops&apos; reaction (1d: 1-3 pursue, 4-6 hold):</source>
        <translation>Bei Misserfolg die Reaktion der Truppen (1d: 1-3 verfolgen, 4-6 halten):</translation>
    </message>
    <message>
        <source>Logistics lost when pursued (1d x 5%):</source>
        <translation>Logistikverluste bei Verfolgung (1d x 5 %):</translation>
    </message>
    <message>
        <source>%1 retreats with forces intact. %2 may try to control the troops with a Leadership roll (%3 or less).</source>
        <translation>%1 zieht sich mit intakten Truppen zurück. %2 kann versuchen, die Truppen mit einem Führungswurf (%3 oder weniger) unter Kontrolle zu halten.</translation>
    </message>
    <message>
        <source>&amp;Resolve the Pursuit</source>
        <translation>Verfolgung &amp;auswerten</translation>
    </message>
    <message>
        <source>&amp;Pursue: +5% enemy casualties (+5% each for Cavalry and Air superiority) and 1d x 5% of its logistic force</source>
        <translation>&amp;Verfolgen: +5 % feindliche Verluste (je +5 % bei Kavallerie- und Luftüberlegenheit) und 1d x 5 % seiner Logistiktruppe</translation>
    </message>
</context>
<context>
    <name>muster::ReconDialog</name>
    <message>
        <source>critical success</source>
        <translation>kritischer Erfolg</translation>
    </message>
    <message>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>Misserfolg</translation>
    </message>
    <message>
        <source>critical failure</source>
        <translation>kritischer Misserfolg</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Reconnaissance Contest</source>
        <translation>Aufklärungs-Vergleichswurf</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Bedingungen</translation>
    </message>
    <message>
        <source>Bad &amp;weather</source>
        <translation>Schlechtes &amp;Wetter</translation>
    </message>
    <message>
        <source>The Recon elements modifier applies only in a land campaign</source>
        <translation>Der Modifikator für Aufklärungselemente gilt nur in einem Landfeldzug</translation>
    </message>
    <message>
        <source>&amp;Terrain:</source>
        <translation>&amp;Gelände:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>T&amp;ime:</source>
        <translation>&amp;Zeit:</translation>
    </message>
    <message>
        <source>Chances before rolling</source>
        <translation>Chancen vor dem Würfeln</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>The contest</source>
        <translation>Der Vergleichswurf</translation>
    </message>
    <message>
        <source>Ti&amp;e (1d against the Terrain Rating):</source>
        <translation>Gl&amp;eichstand (1d gegen den Geländewert):</translation>
    </message>
    <message>
        <source>Re&amp;solve</source>
        <translation>A&amp;uswerten</translation>
    </message>
    <message>
        <source>The winner &amp;chooses:</source>
        <translation>&amp;Der Sieger wählt:</translation>
    </message>
    <message>
        <source>Start &amp;Battle...</source>
        <translation>Schlacht &amp;beginnen...</translation>
    </message>
    <message>
        <source>&lt;b&gt;Terrain Rating %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Geländewert %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 rolls (3d against %2):</source>
        <translation>%1 würfelt (3d gegen %2):</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Total %1 (a win for %2: %3, for %4: %5)</source>
        <translation>Gesamt %1 (Sieg für %2: %3, für %4: %5)</translation>
    </message>
    <message>
        <source>&lt;p&gt;Type the rolls from real dice, or leave &quot;roll&quot;, then Resolve.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Geben Sie die Würfe echter Würfel ein oder lassen Sie „würfeln“ stehen, und klicken Sie dann auf „Auswerten“.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 rolled %2: margin %3 (%4)</source>
        <translation>%1 hat %2 gewürfelt: Spanne %3 (%4)</translation>
    </message>
    <message>
        <source>Tie: 1d rolled %1 against Terrain Rating %2</source>
        <translation>Gleichstand: 1d ergab %1 gegen Geländewert %2</translation>
    </message>
    <message>
        <source>&lt;p&gt;Tell %1 the enemy&apos;s TS is somewhere from %2 to %3 (it is %4).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Teilen Sie %1 mit, dass die TS des Feindes irgendwo zwischen %2 und %3 liegt (tatsächlich %4).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Pitched battle</source>
        <translation>Feldschlacht</translation>
    </message>
    <message>
        <source>Encounter battle</source>
        <translation>Begegnungsgefecht</translation>
    </message>
    <message>
        <source>Avoid battle</source>
        <translation>Der Schlacht ausweichen</translation>
    </message>
    <message>
        <source>Nothing: the contest decided the battle</source>
        <translation>Nichts: Der Vergleichswurf hat die Schlacht bestimmt</translation>
    </message>
    <message>
        <source>Resolve the contest first.</source>
        <translation>Werten Sie zuerst den Vergleichswurf aus.</translation>
    </message>
    <message>
        <source>%1 avoids battle: there is no battle to start.</source>
        <translation>%1 weicht der Schlacht aus: Es gibt keine Schlacht zu beginnen.</translation>
    </message>
    <message>
        <source>La&amp;nd campaign</source>
        <translation>&amp;Landfeldzug</translation>
    </message>
</context>
<context>
    <name>muster::ReconSideWidget</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>some</source>
        <translation>einige</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>First side</source>
        <translation>Erste Seite</translation>
    </message>
    <message>
        <source>Second side</source>
        <translation>Zweite Seite</translation>
    </message>
    <message>
        <source>Estimated side (skills only, no roster)</source>
        <translation>Geschätzte Seite (nur Fertigkeiten, keine Truppenliste)</translation>
    </message>
    <message>
        <source>&amp;Force:</source>
        <translation>S&amp;treitmacht:</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>Na&amp;me:</translation>
    </message>
    <message>
        <source>&lt;i&gt;From the rosters, or the GM&apos;s word:&lt;/i&gt;</source>
        <translation>&lt;i&gt;Aus den Truppenlisten oder nach Vorgabe des SL:&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Intelligence &amp;Analysis:</source>
        <translation>Nachrichten&amp;auswertung:</translation>
    </message>
    <message>
        <source>&amp;Posture:</source>
        <translation>&amp;Haltung:</translation>
    </message>
    <message>
        <source>Forced ma&amp;rch:</source>
        <translation>Gewaltma&amp;rsch:</translation>
    </message>
    <message>
        <source>R&amp;oads:</source>
        <translation>Straße&amp;n:</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source> %1/day</source>
        <translation> %1/Tag</translation>
    </message>
    <message>
        <source>How fast the force marches (filled in from its roster): at 1.5 times the enemy&apos;s speed it gets +1</source>
        <translation>Wie schnell die Streitmacht marschiert (aus der Truppenliste ausgefüllt): bei 1,5-facher Geschwindigkeit des Feindes erhält sie +1</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>Marschtem&amp;po:</translation>
    </message>
    <message>
        <source>&amp;Locals:</source>
        <translation>E&amp;inheimische:</translation>
    </message>
    <message>
        <source>Anything else the GM rules</source>
        <translation>Alles Weitere, was der SL festlegt</translation>
    </message>
    <message>
        <source>&amp;GM&apos;s modifier:</source>
        <translation>Modifi&amp;kator des SL:</translation>
    </message>
    <message>
        <source>Recon elements:</source>
        <translation>Aufklärungselemente:</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>All flying:</source>
        <translation>Alle fliegend:</translation>
    </message>
    <message>
        <source>Terrain feature:</source>
        <translation>Merkmal Gelände:</translation>
    </message>
    <message>
        <source>+0</source>
        <translation>+0</translation>
    </message>
    <message>
        <source>+1</source>
        <translation>+1</translation>
    </message>
    <message>
        <source>+2</source>
        <translation>+2</translation>
    </message>
    <message>
        <source>+3</source>
        <translation>+3</translation>
    </message>
    <message>
        <source>Recon superiority:</source>
        <translation>Aufklärungsüberlegenheit:</translation>
    </message>
    <message>
        <source>Air superiority:</source>
        <translation>Luftüberlegenheit:</translation>
    </message>
    <message>
        <source>GM: %1</source>
        <translation>SL: %1</translation>
    </message>
    <message>
        <source>Enemy force</source>
        <translation>Feindliche Streitmacht</translation>
    </message>
    <message>
        <source>No roster: no modifier</source>
        <translation>Keine Truppenliste: kein Modifikator</translation>
    </message>
    <message>
        <source>Roster: %1</source>
        <translation>Truppenliste: %1</translation>
    </message>
    <message>
        <source>None in this terrain</source>
        <translation>Keines in diesem Gelände</translation>
    </message>
    <message>
        <source>Recon TS %1 against %2</source>
        <translation>Aufklärungs-TS %1 gegen %2</translation>
    </message>
    <message>
        <source>Air TS %1 against %2</source>
        <translation>Luft-TS %1 gegen %2</translation>
    </message>
    <message>
        <source>Effective skill %1</source>
        <translation>Effektiver Fertigkeitswert %1</translation>
    </message>
    <message>
        <source>Commander&apos;s Strateg&amp;y:</source>
        <translation>&amp;Strategie des Befehlshabers:</translation>
    </message>
</context>
<context>
    <name>muster::RespondPanel</name>
    <message>
        <source>&amp;Accept the parley (the battle pauses while they talk)</source>
        <translation>Verhandlung &amp;annehmen (die Schlacht ruht, solange verhandelt wird)</translation>
    </message>
    <message>
        <source>&amp;Strategy:</source>
        <translation>&amp;Strategie:</translation>
    </message>
    <message>
        <source>Leadership roll at %1 or less:</source>
        <translation>Führungswurf auf %1 oder weniger:</translation>
    </message>
    <message>
        <source>%1 chose %2, a slow strategy, and loses the momentum: %3 (who chose %4) may change strategy now.</source>
        <translation>%1 hat %2 gewählt, eine langsame Strategie, und verliert das Momentum: %3 (gewählt: %4) darf jetzt die Strategie wechseln.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Fortfahren</translation>
    </message>
    <message>
        <source>%1 asks to parley. %2 may accept, or refuse and change strategy; a side whose parley is refused fights as Defense at -1.</source>
        <translation>%1 bittet um Verhandlung. %2 kann annehmen oder ablehnen und die Strategie wechseln; eine Seite, deren Verhandlung abgelehnt wird, kämpft als Verteidigung mit -1.</translation>
    </message>
</context>
<context>
    <name>muster::RevenueSourcesDialog</name>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Revenue of %1</source>
        <translation>Einnahmen von %1</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Einnahmen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Turnus</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Monate</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Per year</source>
        <translation>Pro Jahr</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Seasonal: the paying months, such as 9, 10 (or their names); annual: the one month.
%1</source>
        <translation>Saisonal: die Zahlungsmonate, etwa 9, 10 (oder ihre Namen); jährlich: der eine Monat.
%1</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>Revenue falls due on the first day of its months. A lost territory pays nothing, a devastated one half.</source>
        <translation>Einnahmen werden am ersten Tag ihrer Monate fällig. Ein verlorenes Gebiet zahlt nichts, ein verwüstetes die Hälfte.</translation>
    </message>
    <message>
        <source>Tax of the valley</source>
        <translation>Steuer des Tals</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a month of the calendar.</source>
        <translation>„%1“ ist kein Monat des Kalenders.</translation>
    </message>
    <message>
        <source>Row %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>every month</source>
        <translation>jeden Monat</translation>
    </message>
    <message>
        <source>e.g. 9</source>
        <translation>z. B. 9</translation>
    </message>
    <message>
        <source>e.g. 9, 10</source>
        <translation>z. B. 9, 10</translation>
    </message>
    <message>
        <source>In a year: %1</source>
        <translation>Im Jahr: %1</translation>
    </message>
    <message>
        <source>The treasury is gone.</source>
        <translation>Die Schatzkammer existiert nicht mehr.</translation>
    </message>
    <message>
        <source>What the source pays in a whole year</source>
        <translation>Was die Quelle in einem ganzen Jahr zahlt</translation>
    </message>
</context>
<context>
    <name>muster::RollField</name>
    <message>
        <source>roll</source>
        <translation>würfeln</translation>
    </message>
    <message>
        <source>%1d</source>
        <translation>%1d</translation>
    </message>
    <message>
        <source>%1d%2</source>
        <translation>%1d%2</translation>
    </message>
    <message>
        <source>%1 gives %2 to %3</source>
        <translation>%1 ergibt %2 bis %3</translation>
    </message>
    <message>
        <source>Rolled by the program (%1). Type the roll from real dice over it, or clear the field to roll again.</source>
        <translation>Vom Programm gewürfelt (%1). Tippen Sie den Wurf echter Würfel darüber oder leeren Sie das Feld, um neu zu würfeln.</translation>
    </message>
    <message>
        <source>Type the roll from real dice (%1), or leave the field empty and the program rolls.</source>
        <translation>Tippen Sie den Wurf echter Würfel ein (%1) oder lassen Sie das Feld leer, dann würfelt das Programm.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a roll of %2: %3. Fix it, or clear the field and the program rolls.</source>
        <translation>„%1“ ist kein Wurf mit %2: %3. Korrigieren Sie ihn oder leeren Sie das Feld, dann würfelt das Programm.</translation>
    </message>
    <message>
        <source>A typed roll is marked in red: %1 gives %2 to %3, not &quot;%4&quot;. Fix it, or clear it and the program rolls.</source>
        <translation>Ein eingetippter Wurf wird rot markiert: %1 ergibt %2 bis %3, nicht „%4“. Korrigieren Sie ihn oder leeren Sie ihn, dann würfelt das Programm.</translation>
    </message>
    <message>
        <source>d%1</source>
        <translation>W%1</translation>
    </message>
</context>
<context>
    <name>muster::RollPanel</name>
    <message>
        <source>The GM&apos;s special circumstances, e.g. for a brilliant or stupid plan</source>
        <translation>Besondere Umstände nach Ermessen des SL, z. B. für einen brillanten oder dummen Plan</translation>
    </message>
    <message>
        <source>Special circumstances:</source>
        <translation>Besondere Umstände:</translation>
    </message>
    <message>
        <source>Strategy roll (3d):</source>
        <translation>Strategiewurf (3d):</translation>
    </message>
    <message>
        <source>Chance of each Combat Results Table row, by margin of victory:</source>
        <translation>Wahrscheinlichkeit jeder Zeile der Kampfergebnistabelle, nach Siegesspanne:</translation>
    </message>
    <message>
        <source>Skirmish won by 0</source>
        <translation>Geplänkel mit 0 gewonnen</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gewinnt</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>&amp;Roll the Contest</source>
        <translation>&amp;Vergleichswurf würfeln</translation>
    </message>
    <message>
        <source>The chance that this side wins the contest by a margin of %1: that row of the Combat Results Table</source>
        <translation>Die Wahrscheinlichkeit, dass diese Seite den Vergleich mit einer Siegesspanne von %1 gewinnt: diese Zeile der Kampfergebnistabelle</translation>
    </message>
    <message>
        <source>The chance that the contest is tied</source>
        <translation>Die Wahrscheinlichkeit eines Gleichstands im Vergleich</translation>
    </message>
    <message>
        <source>The chance that this side wins the contest, by any margin</source>
        <translation>Die Wahrscheinlichkeit, dass diese Seite den Vergleich gewinnt, mit beliebiger Siegesspanne</translation>
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
    <message>
        <source>Casualties</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <source>x %1% strength after casualties</source>
        <translation>x %1 % Stärke nach Verlusten</translation>
    </message>
    <message>
        <source>Share of each element&apos;s TS lost in battle and not yet replaced (F2 to edit).</source>
        <translation>Anteil der TS jedes Elements, der im Kampf verloren und noch nicht ersetzt wurde (F2 zum Bearbeiten).</translation>
    </message>
    <message>
        <source>Set casualties to %1%</source>
        <translation>Verluste auf %1 % setzen</translation>
    </message>
    <message>
        <source>x 1/2 at reduced readiness</source>
        <translation>x 1/2 bei verminderter Einsatzbereitschaft</translation>
    </message>
    <message>
        <source>Tech level of the element</source>
        <translation>Techlevel des Elements</translation>
    </message>
    <message>
        <source>Equipment quality</source>
        <translation>Ausrüstungsqualität</translation>
    </message>
    <message>
        <source>Troop quality</source>
        <translation>Truppenqualität</translation>
    </message>
    <message>
        <source>Troop Strength of the line after casualties and readiness; in parentheses for support elements</source>
        <translation>Truppenstärke der Zeile nach Verlusten und Einsatzbereitschaft; in Klammern bei Unterstützungselementen</translation>
    </message>
    <message>
        <source>Casualties the line has taken, in percent</source>
        <translation>Verluste, die die Zeile erlitten hat, in Prozent</translation>
    </message>
    <message>
        <source>Special classes (%1); in parentheses the classes it neutralizes; T: the WT one element can carry</source>
        <translation>Sonderklassen (%1); in Klammern die Klassen, die es neutralisiert; T: wie viel WT ein Element tragen kann</translation>
    </message>
    <message>
        <source>How the element moves (%1; 0: it cannot move on its own)</source>
        <translation>Wie sich das Element bewegt (%1; 0: es kann sich nicht selbst bewegen)</translation>
    </message>
    <message>
        <source>Weight of the line: what it takes to transport it</source>
        <translation>Gewicht der Zeile: was nötig ist, um sie zu transportieren</translation>
    </message>
    <message>
        <source>Cost to raise the line</source>
        <translation>Kosten für die Aufstellung der Zeile</translation>
    </message>
    <message>
        <source>Cost to maintain the line for a month</source>
        <translation>Kosten für den Unterhalt der Zeile für einen Monat</translation>
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
        <source>&amp;Features...</source>
        <translation>&amp;Merkmale...</translation>
    </message>
    <message>
        <source>Change features of %1</source>
        <translation>Merkmale von %1 ändern</translation>
    </message>
    <message>
        <source>Re&amp;move Lines</source>
        <translation>Zeilen &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Duplicate Line</source>
        <translation>Zeile &amp;duplizieren</translation>
    </message>
    <message>
        <source>F&amp;ilter Roster</source>
        <translation>Truppenliste &amp;filtern</translation>
    </message>
</context>
<context>
    <name>muster::RoundPage</name>
    <message>
        <source>before the battle, Disloyal elements</source>
        <translation>vor der Schlacht, illoyale Elemente</translation>
    </message>
    <message>
        <source>steps 1-2, Risk and significant actions</source>
        <translation>Schritte 1-2, Risiko und bedeutende Taten</translation>
    </message>
    <message>
        <source>step 3, choose battle strategies</source>
        <translation>Schritt 3, Schlachtstrategien wählen</translation>
    </message>
    <message>
        <source>special cases, the momentum</source>
        <translation>Sonderfälle, das Momentum</translation>
    </message>
    <message>
        <source>step 4, battle strategy roll</source>
        <translation>Schritt 4, Strategiewurf</translation>
    </message>
    <message>
        <source>steps 5-6, misfortunes of war and victory?</source>
        <translation>Schritte 5-6, Kriegspech und Sieg?</translation>
    </message>
    <message>
        <source>pursuing a retreating force</source>
        <translation>Verfolgung einer zurückweichenden Streitmacht</translation>
    </message>
    <message>
        <source>the battle is over</source>
        <translation>die Schlacht ist vorbei</translation>
    </message>
    <message>
        <source>Fighting the Battle</source>
        <translation>Die Schlacht schlagen</translation>
    </message>
    <message>
        <source>The battle is over: go on to the aftermath.</source>
        <translation>Die Schlacht ist vorbei: Weiter zu „Nach der Schlacht“.</translation>
    </message>
    <message>
        <source>&amp;Undo Last Step</source>
        <translation>Letzten Schritt rückgängig &amp;machen</translation>
    </message>
    <message>
        <source>Take this step (Enter)</source>
        <translation>Diesen Schritt ausführen (Eingabe)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round %1: %2&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;Runde %1: %2&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>%1: casualties %2%, PB %3, commanded by %4%5</source>
        <translation>%1: Verluste %2 %, PB %3, befehligt von %4%5</translation>
    </message>
    <message>
        <source> (confused)</source>
        <translation> (in Unordnung)</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Subordinate Co&amp;mmand...</source>
        <translation>&amp;Unterkommando...</translation>
    </message>
    <message>
        <source>Before the first round: split a PC&apos;s subordinate command, and the matching enemy share, off this battle to fight their own</source>
        <translation>Vor der ersten Runde: Das Unterkommando eines SC und den entsprechenden Anteil des Feindes von dieser Schlacht abspalten, damit sie ihre eigene schlagen</translation>
    </message>
    <message>
        <source>The detachments fight their own battle, &quot;%1&quot;: open it from the Battles panel.</source>
        <translation>Die Abteilungen schlagen ihre eigene Schlacht, „%1“: Öffnen Sie sie im Bereich „Schlachten“.</translation>
    </message>
</context>
<context>
    <name>muster::RuleDataAftermath</name>
    <message>
        <source>&amp;Apply to the Campaign</source>
        <translation>In die Kampagne &amp;übernehmen</translation>
    </message>
    <message>
        <source>Applied to the campaign already</source>
        <translation>Bereits in die Kampagne übernommen</translation>
    </message>
    <message>
        <source>One step, undoable in the main window</source>
        <translation>Ein Schritt, im Hauptfenster rückgängig zu machen</translation>
    </message>
    <message>
        <source>Aftermath of %1</source>
        <translation>Folgen von %1</translation>
    </message>
</context>
<context>
    <name>muster::SecondPitchedBattleDialog</name>
    <message>
        <source>Second Pitched Battle</source>
        <translation>Zweite Feldschlacht</translation>
    </message>
    <message>
        <source>A subordinate commander who won his own fight, while the main force of his side lost the main battle, may retreat at once (then there is nothing to do here) or stay and fight a second pitched battle against the whole enemy force that remains. Both sides keep their casualties; neither keeps a Position Bonus won earlier.</source>
        <translation>Ein Unterführer, der seinen eigenen Kampf gewonnen hat, während die Hauptstreitmacht seiner Seite die Hauptschlacht verlor, kann sich sofort zurückziehen (dann ist hier nichts zu tun) oder bleiben und eine zweite Feldschlacht gegen die gesamte verbliebene feindliche Streitmacht schlagen. Beide Seiten behalten ihre Verluste; keine behält einen zuvor errungenen Positionsbonus.</translation>
    </message>
    <message>
        <source>Subordinate&apos;s battle:</source>
        <translation>Schlacht des Unterführers:</translation>
    </message>
    <message>
        <source>&amp;Main battle:</source>
        <translation>&amp;Hauptschlacht:</translation>
    </message>
    <message>
        <source>The &amp;subordinate&apos;s side:</source>
        <translation>&amp;Seite des Unterführers:</translation>
    </message>
    <message>
        <source>&amp;Fight On</source>
        <translation>&amp;Weiterkämpfen</translation>
    </message>
    <message>
        <source>The subordinate&apos;s battle is no longer in the campaign.</source>
        <translation>Die Schlacht des Unterführers ist nicht mehr in der Kampagne.</translation>
    </message>
    <message>
        <source>No other finished battle to be the main battle: finish the main battle first.</source>
        <translation>Keine andere beendete Schlacht, die die Hauptschlacht sein könnte: Beenden Sie zuerst die Hauptschlacht.</translation>
    </message>
    <message>
        <source>%1 fights on at %2</source>
        <extracomment>The second pitched battle: &quot;Sheryl Navarre fights on at Battle of Drake&apos;s Cross&quot;.</extracomment>
        <translation>%1 kämpft weiter bei %2</translation>
    </message>
</context>
<context>
    <name>muster::SideSetupWidget</name>
    <message>
        <source>First side</source>
        <translation>Erste Seite</translation>
    </message>
    <message>
        <source>Second side</source>
        <translation>Zweite Seite</translation>
    </message>
    <message>
        <source>Estimated force (quick and dirty)</source>
        <translation>Geschätzte Streitmacht (schnell und grob)</translation>
    </message>
    <message>
        <source>&amp;Force:</source>
        <translation>S&amp;treitmacht:</translation>
    </message>
    <message>
        <source>Si&amp;de name:</source>
        <translation>Seiten&amp;name:</translation>
    </message>
    <message>
        <source>Estimated TS:</source>
        <translation>Geschätzte TS:</translation>
    </message>
    <message>
        <source>Elements:</source>
        <translation>Elemente:</translation>
    </message>
    <message>
        <source>Cost to raise:</source>
        <translation>Aufstellungskosten:</translation>
    </message>
    <message>
        <source>TS of %1 elements (leave all at 0 to skip superiority)</source>
        <translation>TS der Elemente der Klasse %1 (alle auf 0 lassen, um die Überlegenheit auszulassen)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>PC</source>
        <translation>SC</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Str</source>
        <translation>Str</translation>
    </message>
    <message>
        <source>Ldr</source>
        <translation>Fhr</translation>
    </message>
    <message>
        <source>Tac</source>
        <translation>Tak</translation>
    </message>
    <message>
        <source>15+</source>
        <translation>15+</translation>
    </message>
    <message>
        <source>Cmd</source>
        <translation>Bef</translation>
    </message>
    <message>
        <source>Imp</source>
        <translation>Ung</translation>
    </message>
    <message>
        <source>Sup</source>
        <translation>Unt</translation>
    </message>
    <message>
        <source>A player character: rolls Heroism when not commanding</source>
        <translation>Ein Spielercharakter (SC): würfelt auf Heldentum, wenn er nicht befehligt</translation>
    </message>
    <message>
        <source>Strategy skill</source>
        <translation>Fertigkeit Strategie</translation>
    </message>
    <message>
        <source>Leadership skill</source>
        <translation>Fertigkeit Führung</translation>
    </message>
    <message>
        <source>Tactics skill (used instead of Strategy by a force of 1-4 elements)</source>
        <translation>Fertigkeit Taktik (ersetzt Strategie bei einer Streitmacht aus 1-4 Elementen)</translation>
    </message>
    <message>
        <source>Has skill 15+ (or an ability) useful in battle: +1 Heroism</source>
        <translation>Hat eine im Kampf nützliche Fertigkeit auf 15+ (oder eine Fähigkeit): +1 Heldentum</translation>
    </message>
    <message>
        <source>Commands or seconds one or more elements: +1 Heroism</source>
        <translation>Befehligt ein oder mehrere Elemente oder ist dort Stellvertreter: +1 Heldentum</translation>
    </message>
    <message>
        <source>With a Fanatic or Impetuous element: +1 Heroism and Misfortunes</source>
        <translation>Bei einem fanatischen oder ungestümen Element: +1 auf Heldentum und Kriegspech</translation>
    </message>
    <message>
        <source>With a support element or the logistic force: -1 Heroism and Misfortunes</source>
        <translation>Bei einem Unterstützungselement oder der Logistiktruppe: -1 auf Heldentum und Kriegspech</translation>
    </message>
    <message>
        <source>The first person commands; the others take over in this order if he falls.</source>
        <translation>Die erste Person befehligt; fällt sie, übernehmen die anderen in dieser Reihenfolge.</translation>
    </message>
    <message>
        <source>People present (the first one commands):</source>
        <translation>Anwesende Personen (die erste befehligt):</translation>
    </message>
    <message>
        <source>Add &amp;Person</source>
        <translation>&amp;Person hinzufügen</translation>
    </message>
    <message>
        <source>Remove Person</source>
        <translation>Person entfernen</translation>
    </message>
    <message>
        <source>New person</source>
        <translation>Neue Person</translation>
    </message>
    <message>
        <source>Encamped and hunkered down before the battle</source>
        <translation>Vor der Schlacht im Lager verschanzt</translation>
    </message>
    <message>
        <source>Reduced readiness (half TS)</source>
        <translation>Verminderte Einsatzbereitschaft (halbe TS)</translation>
    </message>
    <message>
        <source>Casualties the force starts with, e.g. from a failed forced march: -1 BSM per 5%</source>
        <translation>Verluste, mit denen die Streitmacht beginnt, z. B. nach einem misslungenen Gewaltmarsch: -1 BSM je 5 %</translation>
    </message>
    <message>
        <source>Starting &amp;casualties:</source>
        <translation>&amp;Anfangsverluste:</translation>
    </message>
    <message>
        <source>Enemy force</source>
        <translation>Feindliche Streitmacht</translation>
    </message>
    <message>
        <source>Enemy commander</source>
        <translation>Feindlicher Befehlshaber</translation>
    </message>
    <message>
        <source>Enter the estimated TS; class totals are optional (without them, special class superiority is skipped for both sides).</source>
        <translation>Geben Sie die geschätzte TS ein; die Summen je Klasse sind optional (ohne sie entfällt die Überlegenheit bei Spezialklassen für beide Seiten).</translation>
    </message>
    <message numerus="yes">
        <source>Force TS %1 in %n element(s).</source>
        <translation>
            <numerusform>TS der Streitmacht %1 in %n Element.</numerusform>
            <numerusform>TS der Streitmacht %1 in %n Elementen.</numerusform>
        </translation>
    </message>
    <message>
        <source>A second force loosely supporting this one under its own commander: they fight as a single force at the average of the commanders&apos; Strategy, rounded down, -1 for limited coordination; the larger force&apos;s strategy prevails (&quot;Three-Sided Battles&quot;).</source>
        <translation>Eine zweite Streitmacht, die diese unter eigenem Befehlshaber lose unterstützt: Beide kämpfen als eine Streitmacht mit dem abgerundeten Durchschnitt der Strategie der Befehlshaber, -1 für begrenzte Abstimmung; die Strategie der größeren Streitmacht setzt sich durch („Dreiseitige Schlachten“).</translation>
    </message>
    <message>
        <source>A&amp;llied force:</source>
        <translation>&amp;Verbündete Streitmacht:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Commanders&apos; Strategy: %1.</source>
        <translation>Strategie der Befehlshaber: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message numerus="yes">
        <source>Allied force TS %1 in %n element(s).</source>
        <translation>
            <numerusform>TS der verbündeten Streitmacht %1 in %n Element.</numerusform>
            <numerusform>TS der verbündeten Streitmacht %1 in %n Elementen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>Nicht dabei: %1</translation>
    </message>
    <message>
        <source>Hit points as the battle starts: the staff&apos;s HP after their last battle</source>
        <translation>Trefferpunkte zu Beginn der Schlacht: die TP des Stabs nach seiner letzten Schlacht</translation>
    </message>
    <message>
        <source>Drop a GCS character sheet here to add its character, or on a person to put him in that place.</source>
        <translation>Legen Sie hier einen GCS-Charakterbogen ab, um dessen Charakter hinzuzufügen, oder auf einer Person, um ihn an deren Stelle zu setzen.</translation>
    </message>
</context>
<context>
    <name>muster::SidesPage</name>
    <message>
        <source>The Two Sides</source>
        <translation>Die beiden Seiten</translation>
    </message>
    <message>
        <source>Pick a campaign force for each side, or enter an estimate. List the commander first, then the PCs and named NPCs present; later people take over if the commander falls.</source>
        <translation>Wählen Sie für jede Seite eine Streitmacht der Kampagne oder geben Sie eine Schätzung ein. Führen Sie zuerst den Befehlshaber auf, dann die anwesenden SCs und namentlich bekannten NSCs; fällt der Befehlshaber, übernehmen die folgenden Personen.</translation>
    </message>
    <message>
        <source>e.g. Battle of Drake&apos;s Cross (left empty: the two sides&apos; names)</source>
        <translation>z. B. Schlacht am Drachenkreuz (leer: die Namen der beiden Seiten)</translation>
    </message>
    <message>
        <source>Battle na&amp;me:</source>
        <translation>Na&amp;me der Schlacht:</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
</context>
<context>
    <name>muster::SmcBattleUi</name>
    <message>
        <source>SMC Armies...</source>
        <translation>SMC-Armeen...</translation>
    </message>
    <message>
        <source>Simplified Mass Combat army</source>
        <translation>Armee (Simplified Mass Combat)</translation>
    </message>
    <message>
        <source>Simplified Mass Combat Armies</source>
        <translation>Armeen (Simplified Mass Combat)</translation>
    </message>
    <message>
        <source>The Simplified Mass Combat armies the campaign keeps for its forces</source>
        <translation>Die Armeen (Simplified Mass Combat), die die Kampagne für ihre Streitmächte behält</translation>
    </message>
</context>
<context>
    <name>muster::SmcBoard</name>
    <message>
        <source>%1 (ranged)</source>
        <translation>%1 (Fernkampf)</translation>
    </message>
    <message>
        <source>M%1 H%2/%3</source>
        <translation>M%1 G%2/%3</translation>
    </message>
    <message>
        <source>Power %1 · Plans %2 · Drill %3 · Morale %4 · Might %5</source>
        <translation>Kraft %1 · Pläne %2 · Drill %3 · Moral %4 · Macht %5</translation>
    </message>
    <message>
        <source>%1 (%2)
Magnitude %3 of %4, Health %5 of %6 in this level
Power %7, Battle Plans %8, Drill %9, Morale %10, Might %11
Leader %12: Leadership %13, Tactics %14
%15</source>
        <translation>%1 (%2)
Magnitude %3 von %4, Gesundheit %5 von %6 in dieser Stufe
Kraft %7, Schlachtpläne %8, Drill %9, Moral %10, Macht %11
Anführer %12: Führung %13, Taktik %14
%15</translation>
    </message>
    <message>
        <source>unnamed</source>
        <translation>unbenannt</translation>
    </message>
</context>
<context>
    <name>muster::SmcPlay</name>
    <message>
        <source>Turn %1: declare each unit&apos;s actions</source>
        <translation>Zug %1: Sagen Sie die Aktionen jeder Einheit an</translation>
    </message>
    <message>
        <source>In response order; leave a unit&apos;s row empty when it does nothing. Drag a unit&apos;s card onto an enemy&apos;s to engage it. Two actions are a flurry: %1 dice off each.</source>
        <translation>In Reaktionsreihenfolge; lassen Sie die Zeile einer Einheit leer, wenn sie nichts tut. Ziehen Sie die Karte einer Einheit auf die eines Feindes, um ihn zu stellen. Zwei Aktionen sind eine Aktionsfolge: jeweils %1 Würfel weniger.</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Sammeln</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Rückzug</translation>
    </message>
    <message>
        <source>Engage Enemy</source>
        <translation>Feind stellen</translation>
    </message>
    <message>
        <source>Clash with</source>
        <translation>Gefecht mit</translation>
    </message>
    <message>
        <source>Special Action</source>
        <translation>Sonderaktion</translation>
    </message>
    <message>
        <source>Rally at difficulty %1</source>
        <translation>Sammeln mit Schwierigkeit %1</translation>
    </message>
    <message>
        <source>Only a unit in flight Rallies</source>
        <translation>Nur eine Einheit auf der Flucht sammelt sich</translation>
    </message>
    <message>
        <source>Leadership + Drill - Magnitude, one success needed</source>
        <translation>Führung + Drill - Magnitude, ein Erfolg nötig</translation>
    </message>
    <message>
        <source>Only an engaged unit Withdraws</source>
        <translation>Nur eine Einheit im Kampf zieht sich zurück</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>A ranged unit Clashes without engaging</source>
        <translation>Eine Fernkampfeinheit ficht Gefechte, ohne den Feind zu stellen</translation>
    </message>
    <message>
        <source>Engaging is flurried with a Clash on the same unit</source>
        <translation>„Feind stellen“ bildet eine Aktionsfolge mit einem Gefecht gegen dieselbe Einheit</translation>
    </message>
    <message>
        <source>What the unit does, and its effect</source>
        <translation>Was die Einheit tut und mit welcher Wirkung</translation>
    </message>
    <message>
        <source>&amp;End Battle...</source>
        <translation>Schlacht b&amp;eenden...</translation>
    </message>
    <message>
        <source>An army leaves the field, a parley, nightfall: the battle ends as it stands</source>
        <translation>Eine Armee verlässt das Feld, eine Verhandlung, die Nacht bricht herein: Die Schlacht endet beim aktuellen Stand</translation>
    </message>
    <message>
        <source>&amp;Declare Turn %1</source>
        <translation>Zug %1 &amp;ansagen</translation>
    </message>
    <message>
        <source>End Battle</source>
        <translation>Schlacht beenden</translation>
    </message>
    <message>
        <source>Why the battle ends (for the log):</source>
        <translation>Warum die Schlacht endet (für das Protokoll):</translation>
    </message>
    <message>
        <source>the GM ends the battle</source>
        <translation>die Spielleitung beendet die Schlacht</translation>
    </message>
    <message>
        <source>Turn %1: %2 engages %3 and Clashes</source>
        <translation>Zug %1: %2 stellt %3 und ficht ein Gefecht</translation>
    </message>
    <message>
        <source>Turn %1: %2 Clashes with %3</source>
        <translation>Zug %1: %2 ficht ein Gefecht mit %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 wins: %2. Health damage to %3 – %4.
Beaten off (1 Health to %1): %5.</source>
        <translation>%1 gewinnt: %2. Gesundheitsschaden für %3 – %4.
Abgewehrt (1 Gesundheit für %1): %5.</translation>
    </message>
    <message>
        <source>Turn %1: %2 of %3</source>
        <translation>Zug %1: %2 von %3</translation>
    </message>
    <message>
        <source>Chance to rally: %1; failing costs 1 Health per success missing.</source>
        <translation>Chance auf Sammeln: %1; ein Fehlschlag kostet 1 Gesundheit je fehlendem Erfolg.</translation>
    </message>
    <message>
        <source>Chance to withdraw: %1.</source>
        <translation>Chance auf Rückzug: %1.</translation>
    </message>
    <message>
        <source>Chance to hold: %1; to rout: %2.</source>
        <translation>Chance standzuhalten: %1; zu fliehen: %2.</translation>
    </message>
    <message>
        <source>Magnitude lost +%1</source>
        <translation>Magnitude verloren +%1</translation>
    </message>
    <message>
        <source>outnumbered %1 to %2 +%3</source>
        <translation>in Unterzahl %1 zu %2 +%3</translation>
    </message>
    <message>
        <source>withdrew +%1</source>
        <translation>zurückgezogen +%1</translation>
    </message>
    <message>
        <source>Might %1 against %2 +%3</source>
        <translation>Macht %1 gegen %2 +%3</translation>
    </message>
    <message>
        <source>Rout conditions: %1.</source>
        <translation>Fluchtbedingungen: %1.</translation>
    </message>
    <message>
        <source>%1: %2%3</source>
        <translation>%1: %2%3</translation>
    </message>
    <message>
        <source>, +%1 successes for Magnitude</source>
        <translation>, +%1 Erfolge für Magnitude</translation>
    </message>
    <message>
        <source>, %1 needed</source>
        <translation>, %1 nötig</translation>
    </message>
    <message>
        <source>%1 attacks</source>
        <translation>%1 greift an</translation>
    </message>
    <message>
        <source>%1 rolls</source>
        <translation>%1 würfelt</translation>
    </message>
    <message>
        <source>%1 defends</source>
        <translation>%1 verteidigt</translation>
    </message>
    <message>
        <source>A d10 showing %1 or more is a success%2; no success and a 1 is a botch. Type the faces from the table, or leave them empty to roll.</source>
        <translation>Ein W10 mit %1 oder mehr ist ein Erfolg%2; kein Erfolg und eine 1 ist ein Patzer. Geben Sie die Augenzahlen vom Tisch ein oder lassen Sie sie leer, um zu würfeln.</translation>
    </message>
    <message>
        <source>, a 10 two</source>
        <translation>, eine 10 zwei</translation>
    </message>
    <message>
        <source>&amp;Take the Roll</source>
        <translation>&amp;Wurf übernehmen</translation>
    </message>
    <message>
        <source>The battle is over: %1</source>
        <translation>Die Schlacht ist vorbei: %1</translation>
    </message>
    <message>
        <source>%1 destroyed</source>
        <translation>%1 vernichtet</translation>
    </message>
    <message>
        <source>%1 Magnitude %2 Health %3 to Magnitude %4 Health %5</source>
        <translation>%1 Magnitude %2 Gesundheit %3 auf Magnitude %4 Gesundheit %5</translation>
    </message>
    <message>
        <source>no losses</source>
        <translation>keine Verluste</translation>
    </message>
    <message>
        <source>Chance the plans hold: %1; a botch (Battle Plans %2): %3.</source>
        <translation>Chance, dass die Pläne halten: %1; Patzer (Schlachtpläne %2): %3.</translation>
    </message>
</context>
<context>
    <name>muster::SmcSetupDialog</name>
    <message>
        <source>New Simplified Mass Combat</source>
        <translation>Neuer Massenkampf (Simplified Mass Combat)</translation>
    </message>
    <message>
        <source>Mass combat</source>
        <translation>Massenkampf</translation>
    </message>
    <message>
        <source>&amp;Battle:</source>
        <translation>&amp;Schlacht:</translation>
    </message>
    <message>
        <source>Health points in each Magnitude level (rule option, 5 by default)</source>
        <translation>Gesundheitspunkte in jeder Magnitude-Stufe (Regeloption, standardmäßig 5)</translation>
    </message>
    <message>
        <source>&amp;Health per Magnitude:</source>
        <translation>&amp;Gesundheit je Magnitude:</translation>
    </message>
    <message>
        <source>A d10 showing this or more is a success (rule option, 7 by default)</source>
        <translation>Ein W10 mit diesem Wert oder mehr ist ein Erfolg (Regeloption, standardmäßig 7)</translation>
    </message>
    <message>
        <source>A &amp;10 counts as two successes</source>
        <translation>Eine &amp;10 zählt als zwei Erfolge</translation>
    </message>
    <message>
        <source>&amp;Success on:</source>
        <translation>Erf&amp;olg ab:</translation>
    </message>
    <message>
        <source>Dice off each action when a unit flurries two actions in a turn (rule option, 1 by default); each further action adds as many</source>
        <translation>Abzug in Würfeln je Aktion, wenn eine Einheit in einem Zug zwei Aktionen als Aktionsfolge ausführt (Regeloption, standardmäßig 1); jede weitere Aktion erhöht den Abzug um ebenso viel</translation>
    </message>
    <message>
        <source>&amp;Flurry penalty:</source>
        <translation>&amp;Aktionsfolge-Abzug:</translation>
    </message>
    <message>
        <source>First army</source>
        <translation>Erste Armee</translation>
    </message>
    <message>
        <source>Second army</source>
        <translation>Zweite Armee</translation>
    </message>
    <message>
        <source>F&amp;irst Army</source>
        <translation>&amp;Erste Armee</translation>
    </message>
    <message>
        <source>Se&amp;cond Army</source>
        <translation>&amp;Zweite Armee</translation>
    </message>
    <message>
        <source>Start &amp;Battle</source>
        <translation>Schlacht &amp;beginnen</translation>
    </message>
    <message>
        <source>Give the battle a name.</source>
        <translation>Geben Sie der Schlacht einen Namen.</translation>
    </message>
</context>
<context>
    <name>muster::SpecialBattleBox</name>
    <message>
        <source>Type of campaign and special situation</source>
        <translation>Art des Feldzugs und besondere Lage</translation>
    </message>
    <message>
        <source>Type of &amp;campaign:</source>
        <translation>Art des &amp;Feldzugs:</translation>
    </message>
    <message>
        <source>Besieged side:</source>
        <translation>Belagerte Seite:</translation>
    </message>
    <message>
        <source>Bunkered inside the fortress</source>
        <translation>Verschanzt in der Festung</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>TL:</source>
        <translation>TL:</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>Lage:</translation>
    </message>
    <message>
        <source>Capacity (WT):</source>
        <translation>Fassungsvermögen (WT):</translation>
    </message>
    <message>
        <source>Defending side:</source>
        <translation>Verteidigende Seite:</translation>
    </message>
    <message>
        <source>Obstacle:</source>
        <translation>Hindernis:</translation>
    </message>
    <message>
        <source>Shore defenses:</source>
        <translation>Küstenbefestigungen:</translation>
    </message>
    <message>
        <source>Inland waters (Sea mobility does not count)</source>
        <translation>Binnengewässer (Hochsee-Mobilität zählt nicht)</translation>
    </message>
    <message>
        <source>First side</source>
        <translation>Erste Seite</translation>
    </message>
    <message>
        <source>Second side</source>
        <translation>Zweite Seite</translation>
    </message>
    <message>
        <source>A fortress of the campaign (Campaign &gt; Fortresses...), or one made up here</source>
        <translation>Eine Festung der Kampagne (Kampagne &gt; Festungen...) oder eine hier erdachte</translation>
    </message>
    <message>
        <source>&amp;Fortress:</source>
        <translation>&amp;Festung:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Naval battle &amp;waters:</source>
        <translation>&amp;Gewässer der Seeschlacht:</translation>
    </message>
    <message>
        <source>In coastal waters, the side defending home waters, a harbor or a strait has the Defense Bonus set above</source>
        <translation>In Küstengewässern hat die Seite, die heimische Gewässer, einen Hafen oder eine Meerenge verteidigt, den oben eingestellten Verteidigungsbonus</translation>
    </message>
    <message>
        <source>Home waters of:</source>
        <translation>Heimische Gewässer von:</translation>
    </message>
    <message>
        <source>Weapons of mass destruction (optional rules)</source>
        <translation>Massenvernichtungswaffen (optionale Regeln)</translation>
    </message>
    <message>
        <source>Nuclear exchange (90% lost, 40% if Sealed)</source>
        <translation>Atomarer Schlagabtausch (90 % Verlust, 40 % wenn versiegelt)</translation>
    </message>
    <message>
        <source>Nuke-capable elements at x10 TS</source>
        <translation>Atomwaffenfähige Elemente mit x10 TS</translation>
    </message>
    <message>
        <source>Neither side</source>
        <translation>Keine Seite</translation>
    </message>
    <message>
        <source>Chemical weapons used by %1</source>
        <translation>Chemische Waffen eingesetzt von %1</translation>
    </message>
    <message>
        <source>40% casualties to the enemy&apos;s unprotected elements before the battle, and -2 to his Strategy unless both sides use them</source>
        <translation>40 % Verluste bei den ungeschützten Elementen des Feindes vor der Schlacht und -2 auf seine Strategie, sofern nicht beide Seiten sie einsetzen</translation>
    </message>
    <message>
        <source>Made up for this battle</source>
        <translation>Für diese Schlacht erdacht</translation>
    </message>
    <message>
        <source>%1 (Defense Bonus +%2)</source>
        <translation>%1 (Verteidigungsbonus +%2)</translation>
    </message>
    <message>
        <source>S&amp;pecial situation:</source>
        <translation>Besondere &amp;Lage:</translation>
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
    <message>
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Hit points now: a battle&apos;s injuries stay until the GM heals them</source>
        <translation>Trefferpunkte jetzt: Die Verletzungen einer Schlacht bleiben, bis der SL sie heilt</translation>
    </message>
    <message>
        <source>Fate</source>
        <translation>Schicksal</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>0 or less: fallen</source>
        <translation>0 oder weniger: gefallen</translation>
    </message>
    <message>
        <source>Refresh...</source>
        <translation>Aktualisieren...</translation>
    </message>
    <message>
        <source>Only a member imported from a GCS character sheet can be refreshed from it</source>
        <translation>Nur ein aus einem GCS-Charakterbogen importiertes Mitglied kann daraus aktualisiert werden</translation>
    </message>
    <message>
        <source>Read %1 again and show what it changes (Refresh from GCS File)</source>
        <translation>%1 erneut lesen und zeigen, was sich ändert (Aus GCS-Datei aktualisieren)</translation>
    </message>
</context>
<context>
    <name>muster::StartPage</name>
    <message>
        <source>Recent campaigns:</source>
        <translation>Zuletzt geöffnete Kampagnen:</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Muster&lt;/h2&gt;&lt;p&gt;No campaign is open. Start a new one, open one, or look around the demo campaign. Help &gt; User Guide (F1) explains every window.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Muster&lt;/h2&gt;&lt;p&gt;Es ist keine Kampagne geöffnet. Legen Sie eine neue an, öffnen Sie eine oder sehen Sie sich in der Demo-Kampagne um. Hilfe &gt; Benutzerhandbuch (F1) erklärt jedes Fenster.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New Campaign... (Ctrl+N)</source>
        <translation>Neue Kampagne... (Strg+N)</translation>
    </message>
    <message>
        <source>Open a Campaign... (Ctrl+O)</source>
        <translation>Kampagne öffnen... (Strg+O)</translation>
    </message>
    <message>
        <source>Open the Demo Campaign</source>
        <translation>Demo-Kampagne öffnen</translation>
    </message>
</context>
<context>
    <name>muster::StrategiesPanel</name>
    <message>
        <source>Each commander chooses in secret. With both players at the table, hide a choice (Hide) before handing over the screen.</source>
        <translation>Jeder Befehlshaber wählt geheim. Sitzen beide Spieler am Tisch, verbergen Sie eine Wahl (Verbergen), bevor Sie den Bildschirm übergeben.</translation>
    </message>
    <message>
        <source>&lt;i&gt;chosen (hidden)&lt;/i&gt;</source>
        <translation>&lt;i&gt;gewählt (verborgen)&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Verbergen</translation>
    </message>
    <message>
        <source>Hide this side&apos;s choice from the other player</source>
        <translation>Die Wahl dieser Seite vor dem anderen Spieler verbergen</translation>
    </message>
    <message>
        <source>Strategy:</source>
        <translation>Strategie:</translation>
    </message>
    <message>
        <source>Chance to win the round for every pair of strategies (first side / second side):</source>
        <translation>Chance, die Runde zu gewinnen, für jedes Strategiepaar (erste Seite / zweite Seite):</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, commanded by %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, befehligt von %2</translation>
    </message>
    <message>
        <source>Fanatics resist this order: Leadership roll at %1 or less</source>
        <translation>Fanatiker widersetzen sich diesem Befehl: Führungswurf auf %1 oder weniger</translation>
    </message>
    <message>
        <source>Impetuous elements want to charge: Leadership roll at %1 or less (failure: -2)</source>
        <translation>Ungestüme Elemente wollen angreifen: Führungswurf auf %1 oder weniger (Misserfolg: -2)</translation>
    </message>
    <message>
        <source>talks</source>
        <translation>Gespräche</translation>
    </message>
    <message>
        <source>Both sides parley: no fighting this round.</source>
        <translation>Beide Seiten verhandeln: kein Kampf in dieser Runde.</translation>
    </message>
    <message>
        <source>no battle</source>
        <translation>keine Schlacht</translation>
    </message>
    <message>
        <source>Retreat against retreat or defense: the battle ends without casualties.</source>
        <translation>Rückzug gegen Rückzug oder Verteidigung: Die Schlacht endet ohne Verluste.</translation>
    </message>
    <message>
        <source>Skills %1 vs %2; tie %3</source>
        <translation>Fertigkeitswerte %1 gegen %2; Gleichstand %3</translation>
    </message>
    <message>
        <source>; both defend, so both skirmish</source>
        <translation>; beide verteidigen, daher kämpfen beide mit Geplänkel</translation>
    </message>
    <message>
        <source>&amp;Reveal Strategies</source>
        <translation>Strategien &amp;aufdecken</translation>
    </message>
    <message>
        <source>Hidden while a side&apos;s choice is hidden.</source>
        <translation>Verborgen, solange die Wahl einer Seite verborgen ist.</translation>
    </message>
</context>
<context>
    <name>muster::SubordinateCommandDialog</name>
    <message>
        <source>Element</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Subordinate Command</source>
        <translation>Unterkommando</translation>
    </message>
    <message>
        <source>The battle is no longer in the campaign.</source>
        <translation>Die Schlacht ist nicht mehr in der Kampagne.</translation>
    </message>
    <message>
        <source>A PC commands part of his side&apos;s force: his elements fight their own battle, against the same fraction of the enemy&apos;s elements under an enemy subordinate commander. Both detachments leave the main battle before it is fought.</source>
        <translation>Ein SC befehligt einen Teil der Streitmacht seiner Seite: Seine Elemente schlagen eine eigene Schlacht gegen den gleichen Bruchteil der feindlichen Elemente unter einem feindlichen Unterführer. Beide Abteilungen verlassen die Hauptschlacht, bevor sie geschlagen wird.</translation>
    </message>
    <message>
        <source>The PC&apos;s command</source>
        <translation>Das Kommando des SC</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>&amp;Seite:</translation>
    </message>
    <message>
        <source>One of the side&apos;s people, or type the name of a new one</source>
        <translation>Eine Person der Seite, oder geben Sie den Namen einer neuen ein</translation>
    </message>
    <message>
        <source>&amp;Led by:</source>
        <translation>&amp;Geführt von:</translation>
    </message>
    <message>
        <source>With him</source>
        <translation>Mit ihm</translation>
    </message>
    <message>
        <source>The enemy&apos;s detachment</source>
        <translation>Die feindliche Abteilung</translation>
    </message>
    <message>
        <source>The GM names the opposing subordinate commander, or designates one of the enemy&apos;s people</source>
        <translation>Der SL benennt den gegnerischen Unterführer oder bestimmt eine Person des Feindes</translation>
    </message>
    <message>
        <source>Led &amp;by:</source>
        <translation>Ge&amp;führt von:</translation>
    </message>
    <message>
        <source>Strategy (and Leadership) of a new subordinate commander</source>
        <translation>Strategie (und Führung) eines neuen Unterführers</translation>
    </message>
    <message>
        <source>S&amp;trategy:</source>
        <translation>S&amp;trategie:</translation>
    </message>
    <message>
        <source>Against him</source>
        <translation>Gegen ihn</translation>
    </message>
    <message>
        <source>The same fraction of the enemy&apos;s elements, by number; adjust it if you like</source>
        <translation>Der gleiche Bruchteil der feindlichen Elemente nach Anzahl; nach Belieben anpassen</translation>
    </message>
    <message>
        <source>Estimated force</source>
        <translation>Geschätzte Streitmacht</translation>
    </message>
    <message>
        <source>%1&apos;s subordinate</source>
        <extracomment>The enemy&apos;s new subordinate commander: &quot;Rebels of the Red Fen&apos;s subordinate&quot;.</extracomment>
        <translation>Unterführer von %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n element(s): %2% of the side</source>
        <extracomment>The detachment&apos;s share of its side: &quot;3 of 30 elements: 10% of the side&quot;.</extracomment>
        <translation>
            <numerusform>%1 von %n Element: %2 % der Seite</numerusform>
            <numerusform>%1 von %n Elementen: %2 % der Seite</numerusform>
        </translation>
    </message>
    <message>
        <source>Name the PC who leads the detachment.</source>
        <translation>Nennen Sie den SC, der die Abteilung führt.</translation>
    </message>
    <message>
        <source>Name the enemy&apos;s subordinate commander.</source>
        <translation>Nennen Sie den feindlichen Unterführer.</translation>
    </message>
    <message>
        <source>Send at least one element with %1.</source>
        <translation>Schicken Sie mindestens ein Element mit %1.</translation>
    </message>
    <message>
        <source>Leave at least one element with the main force of %1.</source>
        <translation>Lassen Sie mindestens ein Element bei der Hauptstreitmacht von %1.</translation>
    </message>
    <message>
        <source>The enemy&apos;s share is empty: send at least one of %1&apos;s elements against %2.</source>
        <translation>Der Anteil des Feindes ist leer: Schicken Sie mindestens ein Element von %1 gegen %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1&apos;s command at %2</source>
        <extracomment>The subordinate command&apos;s battle: &quot;Sheryl&apos;s command at Battle of Drake&apos;s Cross&quot;.</extracomment>
        <translation>Kommando von %1 bei %2</translation>
    </message>
    <message>
        <source>S&amp;plit the Battle</source>
        <translation>Schlacht &amp;aufteilen</translation>
    </message>
</context>
<context>
    <name>muster::ThreeWayBattleDialog</name>
    <message>
        <source>New Three-Way Battle</source>
        <translation>Neue Dreier-Schlacht</translation>
    </message>
    <message>
        <source>Three mutually hostile forces fight three battles: A against B, B against C and C against A. Each force divides its elements between its two enemies, and each commander secretly splits -4 between his two Strategy rolls.</source>
        <translation>Drei verfeindete Streitmächte schlagen drei Schlachten: A gegen B, B gegen C und C gegen A. Jede Streitmacht teilt ihre Elemente auf ihre beiden Feinde auf, und jeder Befehlshaber verteilt geheim -4 auf seine beiden Strategiewürfe.</translation>
    </message>
    <message>
        <source>&amp;Start the Three Battles</source>
        <translation>&amp;Die drei Schlachten beginnen</translation>
    </message>
    <message>
        <source>Force %1</source>
        <translation>Streitmacht %1</translation>
    </message>
    <message>
        <source>Force &amp;%1:</source>
        <extracomment>%1 is A, B or C; the letter is the keyboard shortcut.</extracomment>
        <translation>Streitmacht &amp;%1:</translation>
    </message>
    <message>
        <source>Commander:</source>
        <translation>Befehlshaber:</translation>
    </message>
    <message>
        <source>Split command: the commander takes -4 in all on his two Strategy rolls, chosen secretly. Do not let the other players see this.</source>
        <translation>Geteiltes Kommando: Der Befehlshaber nimmt insgesamt -4 auf seine beiden Strategiewürfe, geheim gewählt. Lassen Sie die anderen Spieler das nicht sehen.</translation>
    </message>
    <message>
        <source>Secret split of -4:</source>
        <translation>Geheime Aufteilung von -4:</translation>
    </message>
    <message>
        <source>Elements sent against each enemy:</source>
        <translation>Gegen jeden Feind geschickte Elemente:</translation>
    </message>
    <message>
        <source>Element</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Reduced readiness (half TS)</source>
        <translation>Verminderte Einsatzbereitschaft (halbe TS)</translation>
    </message>
    <message>
        <source>Encamped and hunkered down before the battles</source>
        <translation>Vor den Schlachten im Lager verschanzt</translation>
    </message>
    <message>
        <source>The field (all three battles)</source>
        <translation>Das Schlachtfeld (alle drei Schlachten)</translation>
    </message>
    <message>
        <source>&amp;Terrain:</source>
        <translation>&amp;Gelände:</translation>
    </message>
    <message>
        <source>&amp;Night</source>
        <translation>&amp;Nacht</translation>
    </message>
    <message>
        <source>Bad &amp;weather</source>
        <translation>Schlechtes &amp;Wetter</translation>
    </message>
    <message>
        <source>Force %1: %2</source>
        <translation>Streitmacht %1: %2</translation>
    </message>
    <message>
        <source>Against %1</source>
        <translation>Gegen %1</translation>
    </message>
    <message>
        <source>Elements that fight %1</source>
        <translation>Elemente, die gegen %1 kämpfen</translation>
    </message>
    <message>
        <source>-%1 against %2, -%3 against %4</source>
        <extracomment>The commander&apos;s penalties on his Strategy rolls: &quot;-0 against Orcs, -4 against Elves&quot;.</extracomment>
        <translation>-%1 gegen %2, -%3 gegen %4</translation>
    </message>
    <message>
        <source>Three-way</source>
        <extracomment>The start of each three-way battle&apos;s name: &quot;Three-way: Orcs against Elves&quot;.</extracomment>
        <translation>Dreier-Schlacht</translation>
    </message>
    <message>
        <source>%1 is chosen twice: pick three different forces.</source>
        <translation>%1 ist doppelt gewählt: Wählen Sie drei verschiedene Streitmächte.</translation>
    </message>
    <message>
        <source>%1 has no elements that can fight: fix its roster first.</source>
        <translation>%1 hat keine kampffähigen Elemente: Berichtigen Sie zuerst die Truppenliste.</translation>
    </message>
    <message>
        <source>%1 sends no elements against %2: send at least one.</source>
        <translation>%1 schickt keine Elemente gegen %2: Schicken Sie mindestens eines.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n element(s), TS %2, Strategy rolls %3</source>
        <extracomment>A side of a three-way battle: &quot;Rebels: 9 element(s), TS 310, Strategy rolls -1&quot;.</extracomment>
        <translation>
            <numerusform>%1: %n Element, TS %2, Strategiewürfe %3</numerusform>
            <numerusform>%1: %n Elemente, TS %2, Strategiewürfe %3</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</translation>
    </message>
</context>
<context>
    <name>muster::TransportTable</name>
    <message>
        <source>A&amp;utomatic: the fastest assignment, leg by leg</source>
        <translation>A&amp;utomatisch: die schnellste Zuteilung, Etappe für Etappe</translation>
    </message>
    <message>
        <source>Untick, or edit a row, to order the transport by hand</source>
        <translation>Markierung entfernen oder eine Zeile bearbeiten, um den Transport von Hand festzulegen</translation>
    </message>
    <message>
        <source>Leg</source>
        <translation>Etappe</translation>
    </message>
    <message>
        <source>Carried line</source>
        <translation>Transportierte Zeile</translation>
    </message>
    <message>
        <source>Carrier line</source>
        <translation>Trägerzeile</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>How many elements of the carried line ride</source>
        <translation>Wie viele Elemente der transportierten Zeile mitfahren</translation>
    </message>
    <message>
        <source>Every leg</source>
        <translation>Alle Etappen</translation>
    </message>
    <message>
        <source>Leg %1</source>
        <translation>Etappe %1</translation>
    </message>
    <message>
        <source>Add Rid&amp;e</source>
        <translation>&amp;Mitfahrt hinzufügen</translation>
    </message>
    <message>
        <source>Remo&amp;ve Ride</source>
        <translation>Mitfahr&amp;t entfernen</translation>
    </message>
</context>
<context>
    <name>muster::TreasuryChart</name>
    <message>
        <source>%1 %2</source>
        <extracomment>A month of the treasury chart: %1 the month&apos;s name, %2 the year (&quot;March 1203&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1
Balance at month end: %2
Spending: %3
Income: %4</source>
        <translation>%1
Kassenstand am Monatsende: %2
Ausgaben: %3
Einnahmen: %4</translation>
    </message>
    <message>
        <source>No bookings yet</source>
        <translation>Noch keine Buchungen</translation>
    </message>
    <message>
        <source>Balance at month end</source>
        <translation>Kassenstand am Monatsende</translation>
    </message>
    <message>
        <source>Spending per month</source>
        <translation>Ausgaben pro Monat</translation>
    </message>
    <message>
        <source>Balance</source>
        <extracomment>The treasury chart&apos;s legend where there is no room for &quot;Balance at month end&quot;.</extracomment>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Spending</source>
        <extracomment>The treasury chart&apos;s legend where there is no room for &quot;Spending per month&quot;.</extracomment>
        <translation>Ausgaben</translation>
    </message>
</context>
<context>
    <name>muster::TreasuryPanel</name>
    <message>
        <source>New...</source>
        <translation>Neu...</translation>
    </message>
    <message>
        <source>Edit...</source>
        <translation>Bearbeiten...</translation>
    </message>
    <message>
        <source>Book...</source>
        <translation>Buchen...</translation>
    </message>
    <message>
        <source>Book an income or expense by hand</source>
        <translation>Eine Einnahme oder Ausgabe von Hand buchen</translation>
    </message>
    <message>
        <source>Revenue...</source>
        <translation>Einnahmen...</translation>
    </message>
    <message>
        <source>The treasury&apos;s revenue sources: what they pay, when, and from which territory</source>
        <translation>Die Einnahmequellen der Schatzkammer: was sie zahlen, wann und aus welchem Gebiet</translation>
    </message>
    <message>
        <source>Export CSV...</source>
        <translation>CSV exportieren...</translation>
    </message>
    <message>
        <source>Treasury:</source>
        <translation>Schatzkammer:</translation>
    </message>
    <message>
        <source>All categories</source>
        <translation>Alle Kategorien</translation>
    </message>
    <message>
        <source>Filter descriptions</source>
        <translation>Beschreibungen filtern</translation>
    </message>
    <message>
        <source>Being raised:</source>
        <translation>In Aufstellung:</translation>
    </message>
    <message>
        <source>Export Ledger</source>
        <translation>Kassenbuch exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>%1 x %2 for %3: ready %4</source>
        <translation>%1 x %2 für %3: bereit am %4</translation>
    </message>
    <message>
        <source>No treasury yet: New... adds one (a side&apos;s war chest).</source>
        <translation>Noch keine Schatzkammer: Neu... legt eine an (die Kriegskasse einer Seite).</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; on %2 (war chest %3%4)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; am %2 (Kriegskasse %3%4)</translation>
    </message>
    <message>
        <source>; may run into debt</source>
        <translation>; darf sich verschulden</translation>
    </message>
    <message>
        <source>Pick a treasury to export.</source>
        <translation>Wählen Sie eine Schatzkammer zum Exportieren.</translation>
    </message>
    <message>
        <source>New Treasury</source>
        <translation>Neue Schatzkammer</translation>
    </message>
    <message>
        <source>Side or faction:</source>
        <translation>Seite oder Fraktion:</translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation>Schatzkammer</translation>
    </message>
    <message>
        <source>May run into debt (the GM allows a negative balance)</source>
        <translation>Darf sich verschulden (der SL erlaubt einen negativen Kassenstand)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;War chest:</source>
        <translation>&amp;Kriegskasse:</translation>
    </message>
    <message>
        <source>Book an Entry</source>
        <translation>Buchung erfassen</translation>
    </message>
    <message>
        <source>Positive for income, negative for an expense</source>
        <translation>Positiv für Einnahmen, negativ für Ausgaben</translation>
    </message>
    <message>
        <source>&amp;Category:</source>
        <translation>&amp;Kategorie:</translation>
    </message>
    <message>
        <source>&amp;Amount (income +, expense -):</source>
        <translation>Betr&amp;ag (Einnahme +, Ausgabe -):</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <source>Book %1</source>
        <translation>%1 buchen</translation>
    </message>
    <message>
        <source>All dates</source>
        <translation>Alle Daten</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Dieser Monat</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>Dieses Jahr</translation>
    </message>
    <message>
        <source>All forces</source>
        <translation>Alle Streitmächte</translation>
    </message>
    <message>
        <source>Replacements for %1 x %2 of %3: arrive %4</source>
        <translation>Ersatz für %1 x %2 von %3: trifft am %4 ein</translation>
    </message>
    <message>
        <source>Retraining %1 x %2 of %3: done %4</source>
        <translation>Umschulung %1 x %2 von %3: fertig am %4</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>Print the ledger as shown, or write it as a PDF</source>
        <translation>Das Kassenbuch wie angezeigt drucken oder als PDF speichern</translation>
    </message>
    <message>
        <source>descriptions with “%1”</source>
        <translation>Beschreibungen mit „%1“</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Only the entries shown: %1.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Nur die angezeigten Buchungen: %1.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No entries.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Keine Buchungen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Ledger: %1</source>
        <translation>Kassenbuch: %1</translation>
    </message>
</context>
</TS>
