<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BattleEngine</name>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FieldedSetup</name>
    <message numerus="yes">
        <source>%1: %n element(s)%2</source>
        <translation>
            <numerusform>%1: %n element%2</numerusform>
            <numerusform>%1: %n elements%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ForceAggregates</name>
    <message numerus="yes">
        <source>... and %n more line(s)</source>
        <translation>
            <numerusform>... and %n more line</numerusform>
            <numerusform>... and %n more lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n immobile element(s) are heavier than any carrier can take.</source>
        <translation>
            <numerusform>%n immobile element is heavier than any carrier can take.</numerusform>
            <numerusform>%n immobile elements are heavier than any carrier can take.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) with invalid choices are not counted.</source>
        <translation>
            <numerusform>%n line with invalid choices is not counted.</numerusform>
            <numerusform>%n lines with invalid choices are not counted.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ForceComparison</name>
    <message numerus="yes">
        <source>Attacking across a river: hindered elements at half TS (-%1); engineers cover %n element(s)</source>
        <translation>
            <numerusform>Attacking across a river: hindered elements at half TS (-%1); engineers cover %n element</numerusform>
            <numerusform>Attacking across a river: hindered elements at half TS (-%1); engineers cover %n elements</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MonthEnd</name>
    <message numerus="yes">
        <source>... and %n more line(s)</source>
        <translation>
            <numerusform>... and %n more line</numerusform>
            <numerusform>... and %n more lines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Replacement</name>
    <message numerus="yes">
        <source>Only %n month(s) demobilizing (two needed): no rebate</source>
        <translation>
            <numerusform>Only %n month demobilizing (two needed): no rebate</numerusform>
            <numerusform>Only %n months demobilizing (two needed): no rebate</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TypedFaces</name>
    <message numerus="yes">
        <source>Type %n face(s) of a d%1 (1 to %1), one per die.</source>
        <translation>
            <numerusform>Type %n face of a d%1 (1 to %1), one per die.</numerusform>
            <numerusform>Type %n faces of a d%1 (1 to %1), one per die.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster::AftermathPage</name>
    <message numerus="yes">
        <source>= about %n captive(s)</source>
        <translation>
            <numerusform>= about %n captive</numerusform>
            <numerusform>= about %n captives</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster::BattlesPanel</name>
    <message numerus="yes">
        <source>Remove the %n battle(s) started but left before any round was resolved (Edit &gt; Undo brings them back)</source>
        <translation>
            <numerusform>Remove the %n battle started but left before any round was resolved (Edit &gt; Undo brings it back)</numerusform>
            <numerusform>Remove the %n battles started but left before any round was resolved (Edit &gt; Undo brings them back)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster::CampaignDocument</name>
    <message numerus="yes">
        <source>Remove %n line(s)</source>
        <translation>
            <numerusform>Remove %n line</numerusform>
            <numerusform>Remove %n lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is used by %n roster line(s); remove them first.</source>
        <translation>
            <numerusform>%1 is used by %n roster line; remove them first.</numerusform>
            <numerusform>%1 is used by %n roster lines; remove them first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard %n unplayed battle(s)</source>
        <translation>
            <numerusform>Discard %n unplayed battle</numerusform>
            <numerusform>Discard %n unplayed battles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster::ForcesModel</name>
    <message numerus="yes">
        <source>Force TS %1, %n element(s)</source>
        <translation>
            <numerusform>Force TS %1, %n element</numerusform>
            <numerusform>Force TS %1, %n elements</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster::ForecastPanel</name>
    <message numerus="yes">
        <source>Exact over the contest, casualties, PB and Heroism; Misfortunes of War from %n paired battle(s) (± one standard error).</source>
        <translation>
            <numerusform>Exact over the contest, casualties, PB and Heroism; Misfortunes of War from %n paired battle (± one standard error).</numerusform>
            <numerusform>Exact over the contest, casualties, PB and Heroism; Misfortunes of War from %n paired battles (± one standard error).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>From %n battle(s) played out (± one standard error).</source>
        <translation>
            <numerusform>From %n battle played out (± one standard error).</numerusform>
            <numerusform>From %n battles played out (± one standard error).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster::GcsImportDialog</name>
    <message numerus="yes">
        <source>%n figure(s) change.</source>
        <translation>
            <numerusform>%n figure changes.</numerusform>
            <numerusform>%n figures change.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster::MainWindow</name>
    <message numerus="yes">
        <source>Now %1: revenue %2 booked, %n raising order(s) ready.</source>
        <translation>
            <numerusform>Now %1: revenue %2 booked, %n raising order ready.</numerusform>
            <numerusform>Now %1: revenue %2 booked, %n raising orders ready.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replacements paid (%1); they take %n day(s) to arrive.</source>
        <translation>
            <numerusform>Replacements paid (%1); they take %n day to arrive.</numerusform>
            <numerusform>Replacements paid (%1); they take %n days to arrive.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Costs %1 (the difference in Raise); retraining takes %n day(s).</source>
        <translation>
            <numerusform>Costs %1 (the difference in Raise); retraining takes %n day.</numerusform>
            <numerusform>Costs %1 (the difference in Raise); retraining takes %n days.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster::SideSetupWidget</name>
    <message numerus="yes">
        <source>Allied force TS %1 in %n element(s).</source>
        <translation>
            <numerusform>Allied force TS %1 in %n element.</numerusform>
            <numerusform>Allied force TS %1 in %n elements.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Force TS %1 in %n element(s).</source>
        <translation>
            <numerusform>Force TS %1 in %n element.</numerusform>
            <numerusform>Force TS %1 in %n elements.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster::SubordinateCommandDialog</name>
    <message numerus="yes">
        <source>%1 of %n element(s): %2% of the side</source>
        <extracomment>The detachment&apos;s share of its side: &quot;3 of 30 elements: 10% of the side&quot;.</extracomment>
        <translation>
            <numerusform>%1 of %n element: %2% of the side</numerusform>
            <numerusform>%1 of %n elements: %2% of the side</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster::ThreeWayBattleDialog</name>
    <message numerus="yes">
        <source>%1: %n element(s), TS %2, Strategy rolls %3</source>
        <extracomment>A side of a three-way battle: &quot;Rebels: 9 element(s), TS 310, Strategy rolls -1&quot;.</extracomment>
        <translation>
            <numerusform>%1: %n element, TS %2, Strategy rolls %3</numerusform>
            <numerusform>%1: %n elements, TS %2, Strategy rolls %3</numerusform>
        </translation>
    </message>
</context>
</TS>
