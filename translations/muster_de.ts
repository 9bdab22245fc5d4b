<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CatalogTable</name>
    <message>
        <source>TL0-5 land</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TL0-5 naval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fantastic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TL6-12 land</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TL6-12 naval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TL6-12 air</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Add force %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove force %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add element type %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete element type %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change element type %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DemoCampaign</name>
    <message>
        <source>The demo campaign is missing from this build.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Feature</name>
    <message>
        <source>Neutralize (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Airborne</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-Weather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disloyal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fanatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flagship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hovercraft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Impetuous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nocturnal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Super-Soldier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arctic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Desert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jungle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swampland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Woodlands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within two days of home (no upkeep)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farther from home (half upkeep)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Past two months (paid as mercenaries)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LineFigures</name>
    <message>
        <source>Unknown element type &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A force can have only one Flagship; this change would give it %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Muster campaigns (*.muster);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mobility</name>
    <message>
        <source>Foot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mechanized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Motorized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coastal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast Air</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow Air</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Quality</name>
    <message>
        <source>Very Fine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inferior</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpecialClass</name>
    <message>
        <source>Air Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C3I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engineering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recon</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Staff</name>
    <message>
        <source>Commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intelligence chief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quartermaster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leadership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tactics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intelligence Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Administration</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The campaign file has no schema version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start a transaction to upgrade the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the upgraded campaign file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign file could not be written or read (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>Figures of one customized element.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures of a whole roster.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Campaign manager for mass combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the bundled demo campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign file to open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>muster</name>
    <message>
        <source>Unknown special class &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An element type needs an id and a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown table &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown mobility &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown TL scaling &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: (%2) support, counts %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be transported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: carries %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no mobility, needs %2 WT of transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(cannot be carried)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 elements, TS %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: TS %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>... and %n more line(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Support TS counts 10% (0 for C3I-only elements). Force TS %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity %1; immobile elements need %2; largest single carrier T%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n immobile element(s) are heavier than any carrier can take.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1% of the force by count or TS, whichever is greater (10% or more inspires the first Attack)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% of the force by count or TS, whichever is greater</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% of force TS; above 10% the Disloyal may revolt (3d at or under %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) with invalid choices are not counted.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is missing or not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown element type &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a whole number of 0 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown equipment quality &quot;%2&quot; (Poor, Basic, Good, Fine, Very Fine).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown troop quality &quot;%2&quot; (Inferior, Average, Good, Elite).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown feature &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a number greater than 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elements is missing or not an array.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elements[%1] is not an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign file could not be written; the change was not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign file holds a roster line this version cannot read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Unknown element type &lt;b&gt;%1&lt;/b&gt;.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;TS:&lt;/b&gt; %1. &lt;b&gt;WT:&lt;/b&gt; %2.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Classes:&lt;/b&gt; %1. &lt;b&gt;Mobility:&lt;/b&gt; %2.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Quality:&lt;/b&gt; %1 equipment; %2 troops.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Features:&lt;/b&gt; %1.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Cost:&lt;/b&gt; %1 to raise; %2 to maintain.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Time to raise:&lt;/b&gt; %1 days; %2 days at twice the cost; %3 days at four times the cost.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Time to raise:&lt;/b&gt; none; these troops are not raised by their commander.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;This line:&lt;/b&gt; %1 elements: TS %2, WT %3, %4 to raise, %5 per month.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That force no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown element type &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of elements cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>muster::AddElementDialog</name>
    <message>
        <source>Add Element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter element types (name, class, mobility...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional, e.g. &quot;Airborne Ninja&quot; or &quot;3rd Troop&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tech level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Count:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>muster::AggregatesModel</name>
    <message>
        <source>Force TS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total TS (support in full)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neutralize %1 TS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (+%2 not transportable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transport: capacity / immobile WT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maintain per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Impetuous share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fanatic share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disloyal share of TS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No element of the force contributes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>muster::CampaignDocument</name>
    <message>
        <source>A force needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The force could not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename force to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit notes of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills range from %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The line could not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Remove %n line(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>That roster line no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An element type needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An element type with this id already exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in element types are read-only; copy one as a custom type to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2 would become invalid: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in element types cannot be deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 is used by %n roster line(s); remove them first.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster::CampaignFile</name>
    <message>
        <source>%1 is open in another program (%2, process %3 on %4). Close it there first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot lock %1: check that its folder is writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists; choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write the new campaign file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Muster campaign (it is not an SQLite database).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged (the integrity check failed: %2). Open a backup copy instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Muster campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was saved by a newer version of Muster (file version %2; this version reads up to %3). It has not been changed; open it with a newer Muster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not copy %1 aside before upgrading it: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not upgrade %1; it is unchanged, and a copy is at %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>muster::CampaignRepository</name>
    <message>
        <source>The campaign file holds a custom element type this version cannot read: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>muster::CatalogModel</name>
    <message>
        <source>Element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mob</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maintain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TL</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>muster::Customization</name>
    <message>
        <source>TL must be between 0 and 12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>late-TL5 version: half TS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is introduced at TL%2; it cannot be fielded at TL%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x%1 for %2 TL(s) after introduction at TL%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (no further doubling past TL%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x%1 for %2 TL(s) after introduction at TL%3 (doubles through TL5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x%1 low-tech upgrade (+25% per TL past TL5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Airborne is only for elements with land mobility; %1 has none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marine is only for elements with land mobility; %1 has none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-Weather needs air or water mobility or the Airborne feature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hovercraft is only available at TL7 and above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hovercraft needs Coastal or Motorized mobility.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Super-Soldier cannot be given to an element with TS 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a Naval element can be a Flagship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An element is either hired (Mercenary) or obliged to serve (Levy), not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Hero TS multiplier must be greater than 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GM-assigned cost modifier cannot be below -80%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 belongs to the %2 class, so it cannot neutralize %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already neutralizes %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neutralize (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disloyal (GM-assigned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hero (GM-assigned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 troops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (halved for Fanatic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base TS %1 (%2, TL%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at TL%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x2 Super-Soldier: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 quality (%2 equipment %3, %4 troops %5): %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x%1 Hero (GM-assigned): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support TS, C3I only: counts 0 toward force TS, full toward C3I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support TS: counts 10% toward force TS, full toward class superiority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base Raise %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base Maintain %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total %1, floored at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mercenary: hired, not raised: $0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levy: the GM waived the initial grant: $0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x1.25 Mercenary hire on a contract of a year or more: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x1.5 Mercenary hire: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levy within two days of home: $0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levy farther from home: half, %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>muster::ElementCatalog</name>
    <message>
        <source>Duplicate element type id &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only custom element types can be added to a campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An element type with the id &quot;%1&quot; already exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The built-in element types cannot be changed; copy one as a custom type instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The built-in element types cannot be deleted.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>muster::ElementTypeEditor</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Element Type: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support TS (in parentheses)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;TS:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neutralizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transport capacity (T):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can be transported, WT:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transport weight:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mobility:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Raise:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mai&amp;ntain per month:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Introduced at:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low-tech: unchanged to TL5, +25% per TL after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low-tech *: doubles per TL through TL5, +25% per TL after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High-tech: doubles per TL after introduction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TL scaling:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High-tech types stop doubling past this TL (the GM decides how long a type stays viable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doubles through:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the element type a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An element cannot neutralize a class it belongs to (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>muster::ElementTypesDialog</name>
    <message>
        <source>&amp;New...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy as Custom...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Element Types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter element types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New element type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>muster::FeaturesDialog</name>
    <message>
        <source>+20%: parachute or air-assault trained; land mobility only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+20%: no bad-weather penalty; air, water or Airborne only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM-assigned cost; may revolt when over 10% of force TS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halves the Good/Elite raise premium; counts as Impetuous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free; one Naval element per force; C3I in naval battles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM-assigned TS multiplier (and cost, if the GM wishes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+80%: TL7+ Coastal or Motorized only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free; eager to charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Obliged to serve: upkeep depends on where and how long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+20%: full TS in amphibious assaults; land mobility only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hired: no Raise, 1.5x Maintain (1.25x on a year&apos;s contract)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+20%: no TS penalty at night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free; treats night as day and day as night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+20%: works in vacuum or poison atmospheres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+200%: doubles TS; not for TS 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Features of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Features</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neutralize (+25% each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain (+20% to Raise each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM-assigned values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hero TS multiplier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hero cost modifier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disloyal cost modifier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levy service:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The initial grant was waived (no Raise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract of a year or more (1.25x instead of 1.5x)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per element: TS %1, Raise %2, Maintain %3 per month</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>muster::FiguresPanel</name>
    <message>
        <source>Select a figure to see how it is made up.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>muster::ForcesModel</name>
    <message numerus="yes">
        <source>Force TS %1, %n element(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster::MainWindow</name>
    <message>
        <source>&amp;Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Staff &amp;&amp; Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Force...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Element Types...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Campaign...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Demo Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Muster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - %2 - Muster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign was upgraded to this version of Muster; the old file was kept as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not create campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not create the demo campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists. Open it, or choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Campaign As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save a copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the new force:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed %1. Edit &gt; Undo brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Muster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Muster %1&lt;/h3&gt;&lt;p&gt;A campaign manager for game masters who run mass combat: build armies, pay for them and fight their battles.&lt;/p&gt;&lt;p&gt;Primary rules: GURPS Mass Combat. Every campaign is one SQLite file; every edit is saved as it is made.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>muster::RosterDelegate</name>
    <message>
        <source>%1 (TL%2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TL</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>muster::RosterModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Element type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Features</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mobility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maintain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per element; x%1 for this line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to raise: %1 days (%2 at x2 cost, %3 at x4 cost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click (or press F2 on the line) to choose features.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neutralizes %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename element to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change element type to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change count to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change TL to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change equipment to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change troops to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>muster::RosterPanel</name>
    <message>
        <source>Filter the roster (name, type, class, feature...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a line to see its element record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Element...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an element type from the catalog to this force (Ctrl+Insert)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Features...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;uplicate Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Filter Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change features of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>muster::StaffPanel</name>
    <message>
        <source>Staff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unassigned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders, history, who owes whom: anything the GM wants to remember.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
