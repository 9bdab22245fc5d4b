<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Administration</name>
    <message>
        <source>Administration %1, rolled %2: margin %3</source>
        <translation>Administration %1, jet de %2&#xa0;: marge %3</translation>
    </message>
    <message>
        <source>Administration roll: margin %1</source>
        <translation>Jet d&apos;Administration&#xa0;: marge %1</translation>
    </message>
    <message>
        <source>Critical success</source>
        <translation>Réussite critique</translation>
    </message>
    <message>
        <source>Success by 5 or more</source>
        <translation>Réussite de 5 ou plus</translation>
    </message>
    <message>
        <source>Success by 0-4</source>
        <translation>Réussite de 0 à 4</translation>
    </message>
    <message>
        <source>Failure</source>
        <translation>Échec</translation>
    </message>
    <message>
        <source>Critical failure</source>
        <translation>Échec critique</translation>
    </message>
    <message>
        <source>%1: %2% to the cost to maintain</source>
        <translation>%1: %2&#xa0;% sur le coût d&apos;entretien</translation>
    </message>
</context>
<context>
    <name>Aftermath</name>
    <message>
        <source>Casualties at the end of the battle: %1%</source>
        <translation>Pertes à la fin de la bataille&#xa0;: %1&#xa0;%</translation>
    </message>
    <message>
        <source>The besieged broke out: the fighting goes on outside the fortress with these casualties</source>
        <translation>Les assiégés ont fait une sortie&#xa0;: le combat continue hors de la forteresse avec ces pertes</translation>
    </message>
    <message>
        <source>Regrouping after the battle halves them, rounded down to 5%: %1%</source>
        <translation>Le regroupement après la bataille divise les pertes par deux (arrondi aux 5&#xa0;% inférieurs)&#xa0;: %1&#xa0;%</translation>
    </message>
    <message>
        <source>About half are dead or dying (%1%); in a siege the rest surrender (%2%)</source>
        <translation>Environ la moitié sont morts ou mourants (%1&#xa0;%)&#xa0;; lors d&apos;un siège, les autres se rendent (%2&#xa0;%)</translation>
    </message>
    <message>
        <source>About half are dead or dying (%1%); the rest flee and are lost (%2%)</source>
        <translation>Environ la moitié sont morts ou mourants (%1&#xa0;%)&#xa0;; les autres fuient et sont perdus (%2&#xa0;%)</translation>
    </message>
    <message>
        <source>Wiped out: the logistic force is lost with it</source>
        <translation>Anéantie&#xa0;: la force logistique est perdue avec elle</translation>
    </message>
    <message>
        <source>TS %1 less %2% (losses rounded up): TS %3</source>
        <translation>TS %1 moins %2&#xa0;% (pertes arrondies au supérieur)&#xa0;: TS %3</translation>
    </message>
    <message>
        <source>%1&apos;s cost to raise %2 x %3% casualties / 5 = %4</source>
        <translation>Coût de levée de %1 %2 x %3&#xa0;% de pertes / 5 = %4</translation>
    </message>
    <message>
        <source>It may sell for only about 20% of that in cash.</source>
        <translation>À la revente, le butin ne rapporterait qu&apos;environ 20&#xa0;% de cette somme en espèces.</translation>
    </message>
</context>
<context>
    <name>ArmySheet</name>
    <message>
        <source>Post</source>
        <translation>Poste</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>HP</translation>
    </message>
    <message>
        <source>Fate</source>
        <translation>Destin</translation>
    </message>
    <message>
        <source>(vacant)</source>
        <translation>(vacant)</translation>
    </message>
    <message>
        <source>Unsaved campaign</source>
        <translation>Campagne non enregistrée</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Chiffres</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Effectif</translation>
    </message>
    <message>
        <source>No elements.</source>
        <translation>Aucun élément.</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>État-major</translation>
    </message>
    <message>
        <source>Element records</source>
        <translation>Fiches des éléments</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Army sheet: %1</source>
        <translation>Fiche d&apos;armée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>BattleEngine</name>
    <message>
        <source>Side %1 needs a commander.</source>
        <translation>Le camp %1 a besoin d&apos;un commandant.</translation>
    </message>
    <message>
        <source>Enter the estimated TS of %1 (more than 0).</source>
        <translation>Saisissez la TS estimée de %1 (supérieure à 0).</translation>
    </message>
    <message>
        <source>%1 has no troops: pick a force with elements or enter an estimate.</source>
        <translation>%1 n&apos;a pas de troupes&#xa0;: choisissez une force qui a des éléments ou saisissez une estimation.</translation>
    </message>
    <message>
        <source>The Defense Bonus must be 0 to +10.</source>
        <translation>Le bonus de défense doit être compris entre 0 et +10.</translation>
    </message>
    <message>
        <source>Starting casualties must be 0% to 95%.</source>
        <translation>Les pertes initiales doivent être comprises entre 0&#xa0;% et 95&#xa0;%.</translation>
    </message>
    <message>
        <source>%1 needs at least 1 HP.</source>
        <translation>%1 doit avoir au moins 1 HP.</translation>
    </message>
    <message>
        <source>Side %1</source>
        <translation>Camp %1</translation>
    </message>
    <message>
        <source>None of the elements of %1 take part in this battle (see the type of campaign).</source>
        <translation>Aucun élément de %1 ne participe à cette bataille (voir le type de campagne).</translation>
    </message>
    <message>
        <source>Step %1 of the saved battle no longer applies: %2</source>
        <translation>L&apos;étape %1 de la bataille enregistrée ne s&apos;applique plus&#xa0;: %2</translation>
    </message>
    <message>
        <source>No Disloyal check is due now.</source>
        <translation>Aucun test des éléments déloyaux n&apos;est prévu maintenant.</translation>
    </message>
    <message>
        <source>A round cannot start now.</source>
        <translation>Aucun round ne peut commencer maintenant.</translation>
    </message>
    <message>
        <source>Strategies are not being chosen now.</source>
        <translation>Ce n&apos;est pas le moment de choisir les stratégies.</translation>
    </message>
    <message>
        <source>No side can respond now.</source>
        <translation>Aucun camp ne peut répondre maintenant.</translation>
    </message>
    <message>
        <source>The Strategy roll is not due now.</source>
        <translation>Ce n&apos;est pas le moment du jet de Stratégie.</translation>
    </message>
    <message>
        <source>The round cannot end now.</source>
        <translation>Le round ne peut pas se terminer maintenant.</translation>
    </message>
    <message>
        <source>There is no pursuit now.</source>
        <translation>Il n&apos;y a pas de poursuite en ce moment.</translation>
    </message>
    <message>
        <source>Enter %1.</source>
        <translation>Saisissez %1.</translation>
    </message>
    <message>
        <source>%1 must be %2 to %3, not %4.</source>
        <translation>Pour %1, saisissez une valeur de %2 à %3, et non %4.</translation>
    </message>
    <message>
        <source>Enter %1&apos;s Misfortunes of War roll (3d).</source>
        <translation>Saisissez le jet d&apos;infortunes de la guerre de %1 (3d).</translation>
    </message>
    <message>
        <source>%1&apos;s Misfortunes of War roll</source>
        <translation>le jet d&apos;infortunes de la guerre de %1</translation>
    </message>
    <message>
        <source>%1&apos;s injury (6d)</source>
        <translation>la blessure de %1 (6d)</translation>
    </message>
    <message>
        <source>%1&apos;s injury (2d-1)</source>
        <translation>la blessure de %1 (2d-1)</translation>
    </message>
    <message>
        <source>%1&apos;s Leadership roll</source>
        <translation>le jet de Commandement de %1</translation>
    </message>
    <message>
        <source>%1&apos;s Rally roll</source>
        <translation>le jet de ralliement de %1</translation>
    </message>
    <message>
        <source>the troops&apos; reaction roll (1d)</source>
        <translation>le jet de réaction des troupes (1d)</translation>
    </message>
    <message>
        <source>the logistics loss roll (1d)</source>
        <translation>le jet de pertes logistiques (1d)</translation>
    </message>
    <message>
        <source>Enter %1 (3d).</source>
        <translation>Saisissez %1 (3d).</translation>
    </message>
    <message>
        <source>%1 must be 3 to 18, not %2.</source>
        <translation>Pour %1, saisissez une valeur de 3 à 18, et non %2.</translation>
    </message>
    <message>
        <source>the revolt roll of %1</source>
        <translation>le jet de révolte de %1</translation>
    </message>
    <message>
        <source>A battle ends by agreement only after a parley.</source>
        <translation>Une bataille ne se termine par un accord qu&apos;après des pourparlers.</translation>
    </message>
    <message>
        <source>Risk must be -3 to +3 (%1).</source>
        <translation>Le risque doit être compris entre -3 et +3 (%1).</translation>
    </message>
    <message>
        <source>%1&apos;s Heroism roll</source>
        <translation>le jet d&apos;héroïsme de %1</translation>
    </message>
    <message>
        <source>%1 cannot choose %2 now.</source>
        <translation>%1 ne peut pas choisir %2 maintenant.</translation>
    </message>
    <message>
        <source>No Parley was offered.</source>
        <translation>Personne n&apos;a proposé de pourparlers.</translation>
    </message>
    <message>
        <source>%1 chose a slow strategy too and cannot change it.</source>
        <translation>%1 a aussi choisi une stratégie lente et ne peut pas la changer.</translation>
    </message>
    <message>
        <source>The fanatics will not allow %1; choose another strategy.</source>
        <translation>Les fanatiques refusent %1&#xa0;; choisissez une autre stratégie.</translation>
    </message>
    <message>
        <source>Special circumstances must be -3 to +3.</source>
        <translation>Les circonstances spéciales doivent être comprises entre -3 et +3.</translation>
    </message>
    <message>
        <source>the Strategy roll of %1</source>
        <translation>le jet de Stratégie de %1</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n heure</numerusform>
            <numerusform>%n heures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>The Disloyal elements of %1 revolt and join the enemy; %1 loses its Defense Bonus.</source>
        <translation>Les éléments déloyaux de %1 se révoltent et rejoignent l&apos;ennemi&#xa0;; %1 perd son bonus de défense.</translation>
    </message>
    <message>
        <source>%1 performs a significant action: %2 to the commander&apos;s roll.</source>
        <translation>%1 accomplit une action significative&#xa0;: %2 au jet du commandant.</translation>
    </message>
    <message>
        <source>%1 blunders: -1 to the commander&apos;s roll.</source>
        <translation>%1 commet une bévue&#xa0;: -1 au jet du commandant.</translation>
    </message>
    <message>
        <source>The fanatics of %1 refuse the order to %2 and turn on their commander; choose again.</source>
        <translation>Les fanatiques de %1 refusent l&apos;ordre «&#xa0;%2&#xa0;» et se retournent contre leur commandant&#xa0;; choisissez à nouveau.</translation>
    </message>
    <message>
        <source>Both sides ask to parley: the battle halts for a round under a flag of truce.</source>
        <translation>Les deux camps demandent à parlementer&#xa0;: la bataille s&apos;interrompt un round sous drapeau blanc.</translation>
    </message>
    <message>
        <source>%1 accepts the parley: the battle pauses while they talk.</source>
        <translation>%1 accepte les pourparlers&#xa0;: la bataille s&apos;interrompt le temps des discussions.</translation>
    </message>
    <message>
        <source>%1 refuses the parley; %2 fights on as Defense at -1.</source>
        <translation>%1 refuse les pourparlers&#xa0;; %2 continue le combat en Défense à -1.</translation>
    </message>
    <message>
        <source>%1 seizes the momentum and changes to %2.</source>
        <translation>%1 prend l&apos;ascendant et passe à %2.</translation>
    </message>
    <message>
        <source>No battle: the retreating side breaks contact and escapes without casualties.</source>
        <translation>Pas de bataille&#xa0;: le camp en retraite rompt le contact et s&apos;échappe sans pertes.</translation>
    </message>
    <message>
        <source>%1 breaks out of the fortress: the siege ends, and an ordinary battle follows outside.</source>
        <translation>%1 fait une sortie&#xa0;: le siège prend fin, et une bataille ordinaire suit hors de la forteresse.</translation>
    </message>
    <message>
        <source>Stalemate: both sides defend, so both skirmish.</source>
        <translation>Impasse&#xa0;: les deux camps défendent, donc tous deux livrent une Escarmouche.</translation>
    </message>
    <message>
        <source>Siege: Deliberate Attack against Deliberate Defense, so the round lasts %1 (24 times the usual); night and weather do not count.</source>
        <translation>Siège&#xa0;: Attaque planifiée contre Défense planifiée, le round dure donc %1 (24 fois la durée normale)&#xa0;; la nuit et la météo ne comptent pas.</translation>
    </message>
    <message>
        <source>Siege: the round lasts %1 (four times the usual).</source>
        <translation>Siège&#xa0;: le round dure %1 (quatre fois la durée normale).</translation>
    </message>
    <message>
        <source>%1 is caught and surrenders.</source>
        <translation>%1 se fait prendre et se rend.</translation>
    </message>
    <message>
        <source>%1 suffers %2 HP of injury.</source>
        <translation>%1 subit une blessure de %2 HP.</translation>
    </message>
    <message>
        <source>%1 suffers %2 HP of injury and falls.</source>
        <translation>%1 subit une blessure de %2 HP et tombe.</translation>
    </message>
    <message>
        <source>Nobody is left to command %1: the force is confused.</source>
        <translation>Plus personne ne commande %1&#xa0;: la force est en désordre.</translation>
    </message>
    <message>
        <source>%1 takes command and averts panic.</source>
        <translation>%1 prend le commandement et évite la panique.</translation>
    </message>
    <message>
        <source>%1 takes command, but the force is confused: Rally or Full Retreat next round.</source>
        <translation>%1 prend le commandement, mais la force est en désordre&#xa0;: Ralliement ou Retraite complète au prochain round.</translation>
    </message>
    <message>
        <source>%1 rallies and is no longer confused.</source>
        <translation>%1 se rallie et n&apos;est plus en désordre.</translation>
    </message>
    <message>
        <source>%1 fails to rally.</source>
        <translation>%1 ne parvient pas à se rallier.</translation>
    </message>
    <message>
        <source>%1 escapes the field.</source>
        <translation>%1 quitte le champ de bataille.</translation>
    </message>
</context>
<context>
    <name>BattleReport</name>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>critical success</source>
        <translation>réussite critique</translation>
    </message>
    <message>
        <source>success</source>
        <translation>réussite</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>critical failure</source>
        <translation>échec critique</translation>
    </message>
    <message>
        <source>%1: %2 against %3, %4 (%5)</source>
        <extracomment>A roll in the round log and the report: what, the roll, its target, how it turned out, typed or rolled.</extracomment>
        <translation>%1: %2 contre %3, %4 (%5)</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>saisi</translation>
    </message>
    <message>
        <source>rolled</source>
        <translation>lancé</translation>
    </message>
    <message>
        <source>%1&apos;s revolt roll</source>
        <translation>Jet de révolte de %1</translation>
    </message>
    <message>
        <source>the Disloyal elements revolt</source>
        <translation>les éléments déloyaux se révoltent</translation>
    </message>
    <message>
        <source>they stay loyal</source>
        <translation>ils restent loyaux</translation>
    </message>
    <message>
        <source>%1&apos;s Heroism roll</source>
        <translation>Jet d&apos;héroïsme de %1</translation>
    </message>
    <message>
        <source>%1&apos;s Leadership roll to hold back the Impetuous elements</source>
        <translation>Jet de Commandement de %1 pour retenir les éléments impétueux</translation>
    </message>
    <message>
        <source>%1&apos;s Leadership roll to command the Fanatics</source>
        <translation>Jet de Commandement de %1 pour commander les fanatiques</translation>
    </message>
    <message>
        <source>%1&apos;s Strategy roll</source>
        <translation>Jet de Stratégie de %1</translation>
    </message>
    <message>
        <source>%1&apos;s Misfortunes of War roll</source>
        <translation>Jet d&apos;infortunes de la guerre de %1</translation>
    </message>
    <message>
        <source>struck</source>
        <translation>touché</translation>
    </message>
    <message>
        <source>spared</source>
        <translation>épargné</translation>
    </message>
    <message>
        <source>%1&apos;s injury</source>
        <translation>Blessure de %1</translation>
    </message>
    <message>
        <source>%1 HP</source>
        <translation>%1 HP</translation>
    </message>
    <message>
        <source>%1&apos;s Leadership roll for the new commander</source>
        <translation>Jet de Commandement de %1 pour le nouveau commandant</translation>
    </message>
    <message>
        <source>%1&apos;s Rally roll</source>
        <translation>Jet de ralliement de %1</translation>
    </message>
    <message>
        <source>%1&apos;s Leadership roll to control the pursuit</source>
        <translation>Jet de Commandement de %1 pour maîtriser la poursuite</translation>
    </message>
    <message>
        <source>The troops&apos; reaction (1d)</source>
        <translation>Réaction des troupes (1d)</translation>
    </message>
    <message>
        <source>%1, they pursue</source>
        <translation>%1, elles poursuivent</translation>
    </message>
    <message>
        <source>%1, they hold the field</source>
        <translation>%1, elles tiennent le terrain</translation>
    </message>
    <message>
        <source>Logistics lost (1d x 5%)</source>
        <translation>Logistique perdue (1d x 5&#xa0;%)</translation>
    </message>
    <message>
        <source>%1, so %2%</source>
        <translation>%1, donc %2&#xa0;%</translation>
    </message>
</context>
<context>
    <name>BattleTerrain</name>
    <message>
        <source>Arctic</source>
        <translation>Arctique</translation>
    </message>
    <message>
        <source>Built-Up Area</source>
        <translation>Zone urbaine</translation>
    </message>
    <message>
        <source>Desert</source>
        <translation>Désert</translation>
    </message>
    <message>
        <source>Hills</source>
        <translation>Collines</translation>
    </message>
    <message>
        <source>Island/Beach</source>
        <translation>Île/Plage</translation>
    </message>
    <message>
        <source>Jungle</source>
        <translation>Jungle</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Montagne</translation>
    </message>
    <message>
        <source>Open Ocean</source>
        <translation>Haute mer</translation>
    </message>
    <message>
        <source>Plains</source>
        <translation>Plaines</translation>
    </message>
    <message>
        <source>Rural</source>
        <translation>Zone rurale</translation>
    </message>
    <message>
        <source>Swampland</source>
        <translation>Marécages</translation>
    </message>
    <message>
        <source>Underwater</source>
        <translation>Sous l&apos;eau</translation>
    </message>
    <message>
        <source>Woodlands</source>
        <translation>Forêt</translation>
    </message>
</context>
<context>
    <name>Calendar</name>
    <message>
        <source>January</source>
        <translation>janvier</translation>
    </message>
    <message>
        <source>February</source>
        <translation>février</translation>
    </message>
    <message>
        <source>March</source>
        <translation>mars</translation>
    </message>
    <message>
        <source>April</source>
        <translation>avril</translation>
    </message>
    <message>
        <source>May</source>
        <translation>mai</translation>
    </message>
    <message>
        <source>June</source>
        <translation>juin</translation>
    </message>
    <message>
        <source>July</source>
        <translation>juillet</translation>
    </message>
    <message>
        <source>August</source>
        <translation>août</translation>
    </message>
    <message>
        <source>September</source>
        <translation>septembre</translation>
    </message>
    <message>
        <source>October</source>
        <translation>octobre</translation>
    </message>
    <message>
        <source>November</source>
        <translation>novembre</translation>
    </message>
    <message>
        <source>December</source>
        <translation>décembre</translation>
    </message>
    <message>
        <source>The calendar needs at least one month.</source>
        <translation>Le calendrier doit compter au moins un mois.</translation>
    </message>
    <message>
        <source>Month %1 needs a name.</source>
        <translation>Le mois %1 doit avoir un nom.</translation>
    </message>
    <message>
        <source>%1 needs at least one day.</source>
        <translation>%1 doit compter au moins un jour.</translation>
    </message>
    <message>
        <source>%1 %2 runs from day 1 to day %3.</source>
        <translation>%1 %2 va du jour 1 au jour %3.</translation>
    </message>
    <message>
        <source>There is no month %1: months run from 1 to %2.</source>
        <translation>Il n&apos;y a pas de mois %1&#xa0;: les mois vont de 1 à %2.</translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <extracomment>A campaign date: %1 the day, %2 the month&apos;s name, %3 the year (&quot;14 Harvestmoon 1203&quot;).</extracomment>
        <translation>%1 %2 %3</translation>
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
        <translation>La modification ne correspond plus à la campagne&#xa0;: %1.</translation>
    </message>
    <message>
        <source>That treasury is no longer in the campaign.</source>
        <translation>Ce trésor ne fait plus partie de la campagne.</translation>
    </message>
</context>
<context>
    <name>CampaignStart</name>
    <message>
        <source>Give the campaign a name.</source>
        <translation>Donnez un nom à la campagne.</translation>
    </message>
    <message>
        <source>The usual TL must be between 0 and 12.</source>
        <translation>Le TL habituel doit être compris entre 0 et 12.</translation>
    </message>
</context>
<context>
    <name>CatalogTable</name>
    <message>
        <source>TL0-5 land</source>
        <translation>TL0-5 terrestre</translation>
    </message>
    <message>
        <source>TL0-5 naval</source>
        <translation>TL0-5 naval</translation>
    </message>
    <message>
        <source>Fantastic</source>
        <translation>Fantastique</translation>
    </message>
    <message>
        <source>TL6-12 land</source>
        <translation>TL6-12 terrestre</translation>
    </message>
    <message>
        <source>TL6-12 naval</source>
        <translation>TL6-12 naval</translation>
    </message>
    <message>
        <source>TL6-12 air</source>
        <translation>TL6-12 aérien</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisé</translation>
    </message>
</context>
<context>
    <name>Combatants</name>
    <message>
        <source>Air Combat element out of range (Slow Air reaches 100 miles, doubled per TL past TL6; Fast Air reaches anywhere in the theater)</source>
        <translation>Élément de Combat aérien hors de portée (Air lent&#xa0;: 100 miles, doublés à chaque TL au-delà de TL6&#xa0;; Air rapide&#xa0;: partout sur le théâtre d&apos;opérations)</translation>
    </message>
    <message>
        <source>Land campaign: neither a land element nor an Air Combat element</source>
        <translation>Campagne terrestre&#xa0;: ni élément terrestre ni élément de Combat aérien</translation>
    </message>
    <message>
        <source>Marine or Airborne land element carried into a naval battle: half TS</source>
        <translation>Élément terrestre Infanterie de marine ou Aéroporté transporté dans une bataille navale&#xa0;: demi-TS</translation>
    </message>
    <message>
        <source>Naval campaign: not a Naval element, an element that neutralizes them, or an Air Combat element</source>
        <translation>Campagne navale&#xa0;: ni élément Naval, ni élément qui les neutralise, ni élément de Combat aérien</translation>
    </message>
    <message>
        <source>Ocean battle: only Sea or Fast Air mobility takes part</source>
        <translation>Bataille en haute mer&#xa0;: seules les mobilités Haute mer et Air rapide participent</translation>
    </message>
    <message>
        <source>Coastal battle: only water or air mobility takes part</source>
        <translation>Bataille côtière&#xa0;: seules les mobilités nautiques et aériennes participent</translation>
    </message>
    <message>
        <source>Air campaign: neither an Air Combat element nor one that neutralizes them</source>
        <translation>Campagne aérienne&#xa0;: ni élément de Combat aérien ni élément qui les neutralise</translation>
    </message>
    <message>
        <source>Carried by water without Marine: half TS</source>
        <translation>Transporté par eau sans Infanterie de marine&#xa0;: demi-TS</translation>
    </message>
    <message>
        <source>Carried by air, Airborne unusable in bad weather without All-Weather: half TS</source>
        <translation>Transporté par air, Aéroporté inutilisable par mauvais temps sans Tous temps&#xa0;: demi-TS</translation>
    </message>
    <message>
        <source>Carried by air without Airborne: half TS</source>
        <translation>Transporté par air sans Aéroporté&#xa0;: demi-TS</translation>
    </message>
    <message>
        <source>Sea mobility does not count on inland waters</source>
        <translation>La mobilité Haute mer ne compte pas sur les eaux intérieures</translation>
    </message>
    <message>
        <source>Cannot cross the water: no water or air mobility, and not carried</source>
        <translation>Ne peut pas franchir l&apos;eau&#xa0;: ni mobilité nautique ou aérienne, ni transport</translation>
    </message>
    <message>
        <source>Left out by the GM</source>
        <translation>Exclu par le MJ</translation>
    </message>
    <message>
        <source>Put in by the GM (%1)</source>
        <translation>Inclus par le MJ (%1)</translation>
    </message>
</context>
<context>
    <name>CommandSplits</name>
    <message>
        <source>Name at least two allied forces.</source>
        <translation>Indiquez au moins deux forces alliées.</translation>
    </message>
    <message>
        <source>%1 needs a commander.</source>
        <translation>%1 a besoin d&apos;un commandant.</translation>
    </message>
    <message>
        <source>Average Strategy of the allied commanders, rounded down: %1</source>
        <translation>Stratégie moyenne des commandants alliés, arrondie à l&apos;inférieur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Limited coordination: %1</source>
        <translation>Coordination limitée&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 is the larger force: its commander&apos;s strategy prevails</source>
        <translation>%1 est la force la plus grande&#xa0;: la stratégie de son commandant prévaut</translation>
    </message>
    <message>
        <source>Split -4 between the two battles: 0 and -4, -1 and -3, or -2 and -2.</source>
        <translation>Répartissez -4 entre les deux batailles&#xa0;: 0 et -4, -1 et -3, ou -2 et -2.</translation>
    </message>
    <message>
        <source>%1: %2 against %3</source>
        <translation>%1: %2 contre %3</translation>
    </message>
    <message>
        <source>%1 (%2&apos;s command)</source>
        <translation>%1 (commandement de %2)</translation>
    </message>
    <message>
        <source>The main force needs a commander of its own.</source>
        <translation>La force principale a besoin de son propre commandant.</translation>
    </message>
    <message>
        <source>Detach 1 to %1 of the estimated elements.</source>
        <translation>Détachez de 1 à %1 des éléments estimés.</translation>
    </message>
    <message>
        <source>Say how many of each element go.</source>
        <translation>Indiquez combien de chaque élément partent.</translation>
    </message>
    <message>
        <source>%1: detach 0 to %2.</source>
        <translation>%1: détachez de 0 à %2.</translation>
    </message>
    <message>
        <source>Detach at least one element.</source>
        <translation>Détachez au moins un élément.</translation>
    </message>
    <message>
        <source>Only a subordinate commander who won his fight can take on the rest of the enemy.</source>
        <translation>Seul un commandant subordonné qui a gagné son combat peut affronter le reste de l&apos;ennemi.</translation>
    </message>
    <message>
        <source>The choice comes only when the main force has lost the main battle.</source>
        <translation>Ce choix ne se présente que si la force principale a perdu la bataille principale.</translation>
    </message>
    <message>
        <source>%1: %2 fights on</source>
        <translation>%1: %2 poursuit le combat</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Add force %1</source>
        <translation>Ajouter la force %1</translation>
    </message>
    <message>
        <source>Remove force %1</source>
        <translation>Retirer la force %1</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Modifier&#xa0;: %1</translation>
    </message>
    <message>
        <source>Add element type %1</source>
        <translation>Ajouter le type d&apos;élément %1</translation>
    </message>
    <message>
        <source>Change element type %1</source>
        <translation>Modifier le type d&apos;élément %1</translation>
    </message>
    <message>
        <source>Delete element type %1</source>
        <translation>Supprimer le type d&apos;élément %1</translation>
    </message>
    <message>
        <source>Import force %1</source>
        <translation>Importer la force %1</translation>
    </message>
    <message>
        <source>Import %1 as %2 from %3</source>
        <translation>Importer %1 comme %2 depuis %3</translation>
    </message>
    <message>
        <source>Refresh %1 from %2</source>
        <translation>Actualiser %1 depuis %2</translation>
    </message>
</context>
<context>
    <name>Customization</name>
    <message>
        <source>TL must be between 0 and 12.</source>
        <translation>Le TL doit être compris entre 0 et 12.</translation>
    </message>
    <message>
        <source>late-TL5 version: half TS</source>
        <translation>version de fin de TL5&#xa0;: TS réduite de moitié</translation>
    </message>
    <message>
        <source>%1 is introduced at TL%2; it cannot be fielded at TL%3.</source>
        <translation>%1 apparaît au TL%2&#xa0;; il ne peut pas être engagé au TL%3.</translation>
    </message>
    <message>
        <source>x%1 for %2 TL(s) after introduction at TL%3</source>
        <translation>x%1 pour %2 TL après son apparition au TL%3</translation>
    </message>
    <message>
        <source> (no further doubling past TL%1)</source>
        <translation> (plus de doublement au-delà du TL%1)</translation>
    </message>
    <message>
        <source>x%1 for %2 TL(s) after introduction at TL%3 (doubles through TL5)</source>
        <translation>x%1 pour %2 TL après son apparition au TL%3 (double jusqu&apos;au TL5 inclus)</translation>
    </message>
    <message>
        <source>x%1 low-tech upgrade (+25% per TL past TL5)</source>
        <translation>x%1 modernisation low-tech (+25&#xa0;% par TL au-delà du TL5)</translation>
    </message>
    <message>
        <source>Airborne is only for elements with land mobility; %1 has none.</source>
        <translation>Le trait Aéroporté est réservé aux éléments à mobilité terrestre&#xa0;; %1 n&apos;en a pas.</translation>
    </message>
    <message>
        <source>Marine is only for elements with land mobility; %1 has none.</source>
        <translation>Le trait Infanterie de marine est réservé aux éléments à mobilité terrestre&#xa0;; %1 n&apos;en a pas.</translation>
    </message>
    <message>
        <source>All-Weather needs air or water mobility or the Airborne feature.</source>
        <translation>Le trait Tous temps demande une mobilité aérienne ou navale, ou le trait Aéroporté.</translation>
    </message>
    <message>
        <source>Hovercraft is only available at TL7 and above.</source>
        <translation>Le trait Aéroglisseur n&apos;est disponible qu&apos;à partir du TL7.</translation>
    </message>
    <message>
        <source>Hovercraft needs Coastal or Motorized mobility.</source>
        <translation>Le trait Aéroglisseur demande la mobilité Côtier ou Motorisé.</translation>
    </message>
    <message>
        <source>Super-Soldier cannot be given to an element with TS 0.</source>
        <translation>Le trait Super-soldat ne peut pas être donné à un élément de TS 0.</translation>
    </message>
    <message>
        <source>Only a Naval element can be a Flagship.</source>
        <translation>Seul un élément naval peut avoir le trait Navire amiral.</translation>
    </message>
    <message>
        <source>An element is either hired (Mercenary) or obliged to serve (Levy), not both.</source>
        <translation>Un élément est soit engagé (Mercenaire), soit tenu de servir (Conscrits), pas les deux.</translation>
    </message>
    <message>
        <source>The Hero TS multiplier must be greater than 0.</source>
        <translation>Le multiplicateur de TS du trait Héros doit être supérieur à 0.</translation>
    </message>
    <message>
        <source>A GM-assigned cost modifier cannot be below -80%.</source>
        <translation>Un modificateur de coût fixé par le MJ ne peut pas être inférieur à -80&#xa0;%.</translation>
    </message>
    <message>
        <source>%1 belongs to the %2 class, so it cannot neutralize %2.</source>
        <translation>%1 appartient à la classe %2&#xa0;: il ne peut donc pas neutraliser %2.</translation>
    </message>
    <message>
        <source>%1 already neutralizes %2.</source>
        <translation>%1 neutralise déjà %2.</translation>
    </message>
    <message>
        <source>Adding Neutralize (%1) is not recommended: that ability should come with the element type itself.</source>
        <translation>Ajouter Neutralisation (%1) est déconseillé&#xa0;: cette capacité devrait venir du type d&apos;élément lui-même.</translation>
    </message>
    <message>
        <source>Fanatics are usually raised as Good or Elite troops (at a reduced premium).</source>
        <translation>Les fanatiques sont généralement levés comme troupes de qualité Bonne ou Élite (avec un surcoût réduit).</translation>
    </message>
    <message>
        <source>Neutralize (%1)</source>
        <translation>Neutralisation (%1)</translation>
    </message>
    <message>
        <source>Terrain (%1)</source>
        <translation>Terrain (%1)</translation>
    </message>
    <message>
        <source>Disloyal (GM-assigned)</source>
        <translation>Déloyal (fixé par le MJ)</translation>
    </message>
    <message>
        <source>Hero (GM-assigned)</source>
        <translation>Héros (fixé par le MJ)</translation>
    </message>
    <message>
        <source>%1 equipment</source>
        <translation>équipement&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 troops</source>
        <translation>troupes&#xa0;: %1</translation>
    </message>
    <message>
        <source> (halved for Fanatic)</source>
        <translation> (réduit de moitié pour Fanatique)</translation>
    </message>
    <message>
        <source>Base TS %1 (%2, TL%3)</source>
        <translation>TS de base %1 (%2, TL%3)</translation>
    </message>
    <message>
        <source>%1 at TL%2: %3</source>
        <translation>%1 au TL%2&#xa0;: %3</translation>
    </message>
    <message>
        <source>x2 Super-Soldier: %1</source>
        <translation>x2 Super-soldat&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 quality (%2 equipment %3, %4 troops %5): %6</source>
        <translation>Qualité %1 (équipement&#xa0;: %2 %3&#xa0;; troupes&#xa0;: %4 %5)&#xa0;: %6</translation>
    </message>
    <message>
        <source>x%1 Hero (GM-assigned): %2</source>
        <translation>x%1 Héros (fixé par le MJ)&#xa0;: %2</translation>
    </message>
    <message>
        <source>Support TS, C3I only: counts 0 toward force TS, full toward C3I</source>
        <translation>TS de soutien, C3I seulement&#xa0;: compte 0 dans la TS de la force, en entier pour C3I</translation>
    </message>
    <message>
        <source>Support TS: counts 10% toward force TS, full toward class superiority</source>
        <translation>TS de soutien&#xa0;: compte à 10&#xa0;% dans la TS de la force, en entier pour la supériorité de classe</translation>
    </message>
    <message>
        <source>Base Raise %1</source>
        <translation>Levée de base %1</translation>
    </message>
    <message>
        <source>Base Maintain %1</source>
        <translation>Entretien de base %1</translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>Total %1</translation>
    </message>
    <message>
        <source>Total %1, floored at %2</source>
        <translation>Total %1, plancher %2</translation>
    </message>
    <message>
        <source>Mercenary: hired, not raised: $0</source>
        <translation>Mercenaire&#xa0;: engagé, pas levé&#xa0;: $0</translation>
    </message>
    <message>
        <source>Levy: the GM waived the initial grant: $0</source>
        <translation>Conscrits&#xa0;: le MJ a renoncé à la dotation initiale&#xa0;: $0</translation>
    </message>
    <message>
        <source>x1.25 Mercenary hire on a contract of a year or more: %1</source>
        <translation>x1,25 engagement de mercenaires sous contrat d&apos;un an ou plus&#xa0;: %1</translation>
    </message>
    <message>
        <source>x1.5 Mercenary hire: %1</source>
        <translation>x1,5 engagement de mercenaires&#xa0;: %1</translation>
    </message>
    <message>
        <source>Levy within two days of home: $0</source>
        <translation>Conscrits à deux jours au plus de chez soi&#xa0;: $0</translation>
    </message>
    <message>
        <source>Levy farther from home: half, %1</source>
        <translation>Conscrits plus loin de chez soi&#xa0;: moitié, %1</translation>
    </message>
</context>
<context>
    <name>D20</name>
    <message>
        <source>a unit needs a name</source>
        <translation>une unité doit avoir un nom</translation>
    </message>
    <message>
        <source>must be melee, ranged or artillery</source>
        <translation>doit valoir melee, ranged ou artillery</translation>
    </message>
    <message>
        <source>a facing is 0 to 7 or n, ne, e, se, s, sw, w, nw</source>
        <translation>une orientation va de 0 à 7 ou vaut n, ne, e, se, s, sw, w, nw</translation>
    </message>
    <message>
        <source>must be [column, row]</source>
        <translation>doit être [colonne, ligne]</translation>
    </message>
    <message>
        <source>column %1, row %2 is off the board of %3 by %4 tiles</source>
        <translation>la case colonne %1, ligne %2 est hors du plateau de %3 sur %4 cases</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Corps à corps</translation>
    </message>
    <message>
        <source>Ranged</source>
        <translation>À distance</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>an army needs a name</source>
        <translation>une armée doit avoir un nom</translation>
    </message>
    <message>
        <source>an army needs at least one unit</source>
        <translation>une armée doit avoir au moins une unité</translation>
    </message>
    <message>
        <source>two units are named &quot;%1&quot;: each unit of an army needs its own name</source>
        <translation>deux unités s&apos;appellent «&#xa0;%1&#xa0;»&#xa0;: chaque unité d&apos;une armée doit avoir son propre nom</translation>
    </message>
    <message>
        <source>a champion needs a name</source>
        <translation>un champion doit avoir un nom</translation>
    </message>
    <message>
        <source>%1 has no unit named &quot;%2&quot;</source>
        <translation>%1 n&apos;a pas d&apos;unité nommée «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>a reinforcement zone is [column, row, width, height] inside the board</source>
        <translation>une zone de renfort est [colonne, ligne, largeur, hauteur] à l&apos;intérieur du plateau</translation>
    </message>
    <message>
        <source>name the terrain (forest, hill, river, ...)</source>
        <translation>nommez le terrain (forest, hill, river, ...)</translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>attaque</translation>
    </message>
    <message>
        <source>retaliatory attack</source>
        <translation>riposte</translation>
    </message>
    <message>
        <source>free attack</source>
        <translation>attaque gratuite</translation>
    </message>
    <message>
        <source>morale check</source>
        <translation>test de moral</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>raté</translation>
    </message>
    <message>
        <source>glancing blow</source>
        <translation>éraflure</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>touché</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>critique</translation>
    </message>
    <message>
        <source>natural 20</source>
        <translation>20 naturel</translation>
    </message>
    <message>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>nord-est</translation>
    </message>
    <message>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>sud-est</translation>
    </message>
    <message>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>sud-ouest</translation>
    </message>
    <message>
        <source>west</source>
        <translation>ouest</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>nord-ouest</translation>
    </message>
    <message>
        <source>%1 is not on the board</source>
        <translation>%1 n&apos;est pas sur le plateau</translation>
    </message>
    <message>
        <source>%1 must face %2 in the tile next to it to attack</source>
        <translation>%1 doit faire face à %2, sur la case adjacente, pour attaquer</translation>
    </message>
    <message>
        <source>%1 is outside the arc %2 faces</source>
        <translation>%1 est hors de l&apos;arc vers lequel %2 est orientée</translation>
    </message>
    <message>
        <source>%1 is %2 range increments away; %3 reaches %4</source>
        <translation>%1 est à %2 facteurs de portée&#xa0;; %3 porte à %4</translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <translation>La bataille est terminée.</translation>
    </message>
    <message>
        <source>No roll is due.</source>
        <translation>Aucun jet n&apos;est attendu.</translation>
    </message>
    <message>
        <source>The roll due is the %1 of %2.</source>
        <translation>Jet attendu&#xa0;: %1 de %2.</translation>
    </message>
    <message>
        <source>a d20 shows 1 to 20, not %1</source>
        <translation>un d20 donne de 1 à 20, pas %1</translation>
    </message>
    <message>
        <source>No pursuit is to be chosen for that unit now.</source>
        <translation>Aucune poursuite n&apos;est à choisir pour cette unité maintenant.</translation>
    </message>
    <message>
        <source>A roll or a pursuit is due first.</source>
        <translation>Un jet ou une poursuite doit d&apos;abord être résolu.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>C&apos;est le tour de %1.</translation>
    </message>
    <message>
        <source>no such champion</source>
        <translation>champion introuvable</translation>
    </message>
    <message>
        <source>%1 has acted this round</source>
        <translation>%1 a déjà agi pendant ce round</translation>
    </message>
    <message>
        <source>Champions act before their army&apos;s units: %1&apos;s units have begun</source>
        <translation>Les champions agissent avant les unités de leur armée&#xa0;: les unités de %1 ont déjà commencé</translation>
    </message>
    <message>
        <source>%1 has no unit named &quot;%2&quot; left</source>
        <translation>%1 n&apos;a plus d&apos;unité nommée «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>no such unit</source>
        <translation>unité introuvable</translation>
    </message>
    <message>
        <source>%1 is destroyed</source>
        <translation>%1 est détruite</translation>
    </message>
    <message>
        <source>%1 has had its turn this round</source>
        <translation>%1 a déjà joué son tour pendant ce round</translation>
    </message>
    <message>
        <source>a facing is 0 (north) to 7 (north-west)</source>
        <translation>une orientation va de 0 (nord) à 7 (nord-ouest)</translation>
    </message>
    <message>
        <source>%1 is off the board</source>
        <translation>la case %1 est hors du plateau</translation>
    </message>
    <message>
        <source>%1 stands on %2</source>
        <translation>%1 occupe la case %2</translation>
    </message>
    <message>
        <source>A unit in reserve enters through a tile of one of its army&apos;s reinforcement zones while no enemy stands in it</source>
        <translation>Une unité en réserve entre par une case d&apos;une des zones de renfort de son armée, tant qu&apos;aucun ennemi ne s&apos;y trouve</translation>
    </message>
    <message>
        <source>A second facing change costs the move: %1 cannot do both</source>
        <translation>Un second changement d&apos;orientation coûte le déplacement&#xa0;: %1 ne peut pas faire les deux</translation>
    </message>
    <message>
        <source>%1 is in reserve: it enters the board before it acts</source>
        <translation>%1 est en réserve&#xa0;: elle entre sur le plateau avant d&apos;agir</translation>
    </message>
    <message>
        <source>no such enemy on the board to engage</source>
        <translation>aucun ennemi de ce nom à engager sur le plateau</translation>
    </message>
    <message>
        <source>%1 must face %2 in a tile next to it to engage it</source>
        <translation>%1 doit faire face à %2, sur une case adjacente, pour l&apos;engager</translation>
    </message>
    <message>
        <source>no such enemy to attack</source>
        <translation>aucun ennemi de ce nom à attaquer</translation>
    </message>
    <message>
        <source>%1 is not engaged: there is nothing to disengage from</source>
        <translation>%1 n&apos;est pas engagée&#xa0;: il n&apos;y a rien dont se désengager</translation>
    </message>
    <message>
        <source>Engaged with more than two, %1 chooses the two that do not attack as it breaks away</source>
        <translation>Engagée contre plus de deux unités, %1 choisit les deux qui n&apos;attaquent pas quand elle rompt le contact</translation>
    </message>
    <message>
        <source>%1 is engaged: only a unit out of combat rests</source>
        <translation>%1 est engagée&#xa0;: seule une unité hors combat peut se reposer</translation>
    </message>
    <message>
        <source>the GM ends the battle</source>
        <translation>le MJ met fin à la bataille</translation>
    </message>
    <message>
        <source>Round %1: the battle ends: %2.</source>
        <translation>Round %1&#xa0;: la bataille prend fin&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Round %1, %2:</source>
        <translation>Round %1, %2&#xa0;:</translation>
    </message>
    <message>
        <source> leaves its unit.</source>
        <translation> quitte son unité.</translation>
    </message>
    <message>
        <source> joins %1.</source>
        <translation> rejoint %1.</translation>
    </message>
    <message>
        <source> faces %1.</source>
        <translation> prend l&apos;orientation %1.</translation>
    </message>
    <message>
        <source> It breaks away: free attacks from %1.</source>
        <translation> Elle rompt le contact&#xa0;: attaques gratuites de %1.</translation>
    </message>
    <message>
        <source> %1 has left the board: its move and action lapse.</source>
        <translation> %1 a quitté le plateau&#xa0;: son déplacement et son action sont annulés.</translation>
    </message>
    <message>
        <source> %1 is taken: %2 stays.</source>
        <translation> La case %1 est occupée&#xa0;: %2 reste en place.</translation>
    </message>
    <message>
        <source> %1 enters the board at %2.</source>
        <translation> %1 entre sur le plateau en %2.</translation>
    </message>
    <message>
        <source> %1 moves to %2.</source>
        <translation> %1 se déplace en %2.</translation>
    </message>
    <message>
        <source> %1 faces %2.</source>
        <translation> %1 prend l&apos;orientation %2.</translation>
    </message>
    <message>
        <source> %1 engages %2.</source>
        <translation> %1 engage %2.</translation>
    </message>
    <message>
        <source> Its attack on %1 lapses.</source>
        <translation> Son attaque contre %1 est annulée.</translation>
    </message>
    <message>
        <source> %1 attacks %2.</source>
        <translation> %1 attaque %2.</translation>
    </message>
    <message>
        <source> %1 disengages.</source>
        <translation> %1 se désengage.</translation>
    </message>
    <message>
        <source> %1 rests.</source>
        <translation> %1 se repose.</translation>
    </message>
    <message>
        <source> (range increment %1: %2)</source>
        <translation> (facteur de portée %1&#xa0;: %2)</translation>
    </message>
    <message>
        <source>Round %1, %2 of %3 on %4: d20 %5 %6 = %7%8 against Defense %9: %10.</source>
        <translation>Round %1, %2 de %3 sur %4&#xa0;: d20 %5 %6 = %7%8 contre Défense %9&#xa0;: %10.</translation>
    </message>
    <message>
        <source> No damage.</source>
        <translation> Aucun dégât.</translation>
    </message>
    <message>
        <source> %1 takes %2 damage and is destroyed.</source>
        <translation> %1 subit %2 dégâts et est détruite.</translation>
    </message>
    <message>
        <source> %1 takes %2 damage: Health %3 of %4.</source>
        <translation> %1 subit %2 dégâts&#xa0;: %3 pv sur %4.</translation>
    </message>
    <message>
        <source> Diminished, it checks morale.</source>
        <translation> Affaiblie, elle fait un test de moral.</translation>
    </message>
    <message>
        <source>Round %1, morale check of %2: d20 %3 %4 = %5 against DC %6: %7.</source>
        <translation>Round %1, test de moral de %2&#xa0;: d20 %3 %4 = %5 contre DD %6&#xa0;: %7.</translation>
    </message>
    <message>
        <source>it holds</source>
        <translation>elle tient bon</translation>
    </message>
    <message>
        <source>it shatters</source>
        <translation>elle se disloque</translation>
    </message>
    <message>
        <source> %1 strikes it as it breaks: %2 damage.</source>
        <translation> %1 la frappe alors qu&apos;elle se disloque&#xa0;: %2 dégâts.</translation>
    </message>
    <message>
        <source> %1 is destroyed.</source>
        <translation> %1 est détruite.</translation>
    </message>
    <message>
        <source> %1 leaves the field to its reserve with Health %2.</source>
        <translation> %1 quitte le champ de bataille pour sa réserve avec %2 pv.</translation>
    </message>
    <message>
        <source>Round %1, %2</source>
        <translation>Round %1, %2</translation>
    </message>
    <message>
        <source> lets %1 go.</source>
        <translation> laisse partir %1.</translation>
    </message>
    <message>
        <source> cannot pursue: %1 is taken.</source>
        <translation> ne peut pas poursuivre&#xa0;: la case %1 est occupée.</translation>
    </message>
    <message>
        <source> pursues %1 into %2.</source>
        <translation> poursuit %1 jusqu&apos;en %2.</translation>
    </message>
    <message>
        <source>Round %1: %2 ends its turn.</source>
        <translation>Round %1&#xa0;: %2 termine son tour.</translation>
    </message>
    <message>
        <source> Round %1 begins.</source>
        <translation> Le round %1 commence.</translation>
    </message>
    <message>
        <source> %1 is no longer on the board to pursue.</source>
        <translation> %1 n&apos;est plus sur le plateau pour poursuivre.</translation>
    </message>
    <message>
        <source> %1 has left the board: no morale check.</source>
        <translation> %1 a quitté le plateau&#xa0;: pas de test de moral.</translation>
    </message>
    <message>
        <source> %1 has left the board: no %2.</source>
        <translation> %1 a quitté le plateau&#xa0;: %2 sans objet.</translation>
    </message>
    <message>
        <source> %1 has left the board: no %2 on it.</source>
        <translation> %1 a quitté le plateau&#xa0;: %2 contre elle sans objet.</translation>
    </message>
    <message>
        <source> No army has a unit left: the battle is over.</source>
        <translation> Aucune armée n&apos;a plus d&apos;unité&#xa0;: la bataille est terminée.</translation>
    </message>
    <message>
        <source> %1 has no unit left: %2 wins the battle.</source>
        <translation> %1 n&apos;a plus d&apos;unité&#xa0;: %2 remporte la bataille.</translation>
    </message>
    <message>
        <source>must be none, attack, disengage or rest</source>
        <translation>doit valoir none, attack, disengage ou rest</translation>
    </message>
    <message>
        <source>an attack names its target</source>
        <translation>une attaque doit nommer sa cible</translation>
    </message>
    <message>
        <source>%1 has no champion named &quot;%2&quot;</source>
        <translation>%1 n&apos;a pas de champion nommé «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>no roll is due</source>
        <translation>aucun jet n&apos;est attendu</translation>
    </message>
    <message>
        <source>must be attack, retaliation, free-attack or morale</source>
        <translation>doit valoir attack, retaliation, free-attack ou morale</translation>
    </message>
    <message>
        <source>the d20 of the roll is missing</source>
        <translation>le d20 du jet manque</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>a battle has two armies</source>
        <translation>une bataille a deux armées</translation>
    </message>
    <message>
        <source>two units stand on column %1, row %2</source>
        <translation>deux unités occupent la case colonne %1, ligne %2</translation>
    </message>
    <message>
        <source>must be champion, activate, roll, pursue, end_turn or end</source>
        <translation>doit valoir champion, activate, roll, pursue, end_turn ou end</translation>
    </message>
    <message>
        <source>Round %1, %2&apos;s turn</source>
        <translation>Round %1, tour de %2</translation>
    </message>
    <message>
        <source>Round %1, %2 of %3</source>
        <translation>Round %1, %2 de %3</translation>
    </message>
    <message>
        <source>Round %1, %2 may pursue</source>
        <translation>Round %1, %2 peut poursuivre</translation>
    </message>
    <message>
        <source>Ended in round %1: %2</source>
        <translation>Terminée au round %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Over, no army left</source>
        <translation>Terminée, plus aucune armée</translation>
    </message>
    <message>
        <source>Won by %1 in round %2</source>
        <translation>Gagnée par %1 au round %2</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>détruite</translation>
    </message>
    <message>
        <source>Health %1 of %2</source>
        <translation>%1 pv sur %2</translation>
    </message>
    <message>
        <source>in reserve</source>
        <translation>en réserve</translation>
    </message>
    <message>
        <source>engaged with %1</source>
        <translation>engagée contre %1</translation>
    </message>
    <message>
        <source>%1 vs %2, %3 (units left %4 / %5)</source>
        <translation>%1 contre %2, %3 (unités restantes %4 / %5)</translation>
    </message>
    <message>
        <source>d20 Strategic Combat</source>
        <translation>d20 Strategic Combat</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Points de vie</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Pas à pas</translation>
    </message>
</context>
<context>
    <name>DefenseBonus</name>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
</context>
<context>
    <name>DemoCampaign</name>
    <message>
        <source>%1 already exists.</source>
        <translation>%1 existe déjà.</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Impossible d&apos;écrire %1.</translation>
    </message>
    <message>
        <source>The demo campaign is missing from this build.</source>
        <translation>La campagne de démonstration n&apos;est pas incluse dans cette compilation.</translation>
    </message>
</context>
<context>
    <name>DialogSupport</name>
    <message>
        <source>Type amounts as 2M, 150K or 1,250,000</source>
        <translation>Saisissez les montants sous la forme 2M, 150K ou 1,250,000</translation>
    </message>
</context>
<context>
    <name>DieRollJson</name>
    <message>
        <source>&quot;%1&quot; must be a whole number.</source>
        <translation>«&#xa0;%1&#xa0;» doit être un nombre entier.</translation>
    </message>
    <message>
        <source>A die has %1 to %2 sides, not %3.</source>
        <translation>Un dé a de %1 à %2 faces, et non %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false.</source>
        <translation>«&#xa0;%1&#xa0;» doit valoir true ou false.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a list of faces.</source>
        <translation>«&#xa0;%1&#xa0;» doit être une liste de faces.</translation>
    </message>
    <message>
        <source>Every face in &quot;%1&quot; must be a whole number.</source>
        <translation>Chaque face de «&#xa0;%1&#xa0;» doit être un nombre entier.</translation>
    </message>
</context>
<context>
    <name>ElementCatalog</name>
    <message>
        <source>Duplicate element type id &quot;%1&quot;.</source>
        <translation>Identifiant de type d&apos;élément en double «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Only custom element types can be added to a campaign.</source>
        <translation>Seuls des types d&apos;élément personnalisés peuvent être ajoutés à une campagne.</translation>
    </message>
    <message>
        <source>An element type with the id &quot;%1&quot; already exists.</source>
        <translation>Un type d&apos;élément d&apos;identifiant «&#xa0;%1&#xa0;» existe déjà.</translation>
    </message>
    <message>
        <source>The built-in element types cannot be changed; copy one as a custom type instead.</source>
        <translation>Les types d&apos;élément intégrés ne peuvent pas être modifiés&#xa0;; copiez-en plutôt un comme type personnalisé.</translation>
    </message>
    <message>
        <source>The built-in element types cannot be deleted.</source>
        <translation>Les types d&apos;élément intégrés ne peuvent pas être supprimés.</translation>
    </message>
    <message>
        <source>Only built-in element types take a doubling cap here; edit a custom type instead.</source>
        <translation>Seuls les types d&apos;élément intégrés reçoivent ici une limite de doublement&#xa0;; modifiez plutôt le type personnalisé.</translation>
    </message>
    <message>
        <source>%1 does not double its TS per TL, so it has no doubling cap.</source>
        <translation>%1 ne double pas sa TS à chaque TL&#xa0;: il n&apos;a donc pas de limite de doublement.</translation>
    </message>
    <message>
        <source>%1 stays viable from TL%2 (two TLs after its introduction) to TL12.</source>
        <translation>%1 reste utilisable du TL%2 (deux TL après son apparition) au TL12.</translation>
    </message>
</context>
<context>
    <name>ElementRecordCard</name>
    <message>
        <source>&lt;p&gt;Unknown element type &lt;b&gt;%1&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Type d&apos;élément inconnu &lt;b&gt;%1&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Invalid:</source>
        <translation>Non valide&#xa0;:</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;TS:&lt;/b&gt; %1. &lt;b&gt;WT:&lt;/b&gt; %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;TS&#xa0;:&lt;/b&gt; %1. &lt;b&gt;WT&#xa0;:&lt;/b&gt; %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Classes:&lt;/b&gt; %1. &lt;b&gt;Mobility:&lt;/b&gt; %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Classes&#xa0;:&lt;/b&gt; %1. &lt;b&gt;Mobilité&#xa0;:&lt;/b&gt; %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Quality:&lt;/b&gt; %1 equipment; %2 troops.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Qualité&#xa0;:&lt;/b&gt; %1 pour l&apos;équipement&#xa0;; %2 pour les troupes.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Features:&lt;/b&gt; %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Traits&#xa0;:&lt;/b&gt; %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Cost:&lt;/b&gt; %1 to raise; %2 to maintain.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Coût&#xa0;:&lt;/b&gt; %1 de levée&#xa0;; %2 d&apos;entretien.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Time to raise:&lt;/b&gt; %1 days; %2 days at twice the cost; %3 days at four times the cost.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Délai de levée&#xa0;:&lt;/b&gt; %1 jours&#xa0;; %2 jours pour le double du coût&#xa0;; %3 jours pour le quadruple.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Time to raise:&lt;/b&gt; none; these troops are not raised by their commander.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Délai de levée&#xa0;:&lt;/b&gt; aucun&#xa0;; ces troupes ne sont pas levées par leur commandant.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;This line:&lt;/b&gt; %1 elements: TS %2, WT %3, %4 to raise, %5 per month.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Cette ligne&#xa0;:&lt;/b&gt; %1 éléments&#xa0;: TS %2, WT %3, %4 de levée, %5 par mois.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ElementTypeJson</name>
    <message>
        <source>Unknown special class &quot;%1&quot;.</source>
        <translation>Classe spéciale inconnue «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>An element type needs an id and a name.</source>
        <translation>Un type d&apos;élément doit avoir un identifiant et un nom.</translation>
    </message>
    <message>
        <source>Unknown table &quot;%1&quot;.</source>
        <translation>Table inconnue «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Unknown mobility &quot;%1&quot;.</source>
        <translation>Mobilité inconnue «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Unknown TL scaling &quot;%1&quot;.</source>
        <translation>Progression par TL inconnue «&#xa0;%1&#xa0;».</translation>
    </message>
</context>
<context>
    <name>Feature</name>
    <message>
        <source>Neutralize (%1)</source>
        <translation>Neutralisation (%1)</translation>
    </message>
    <message>
        <source>Terrain (%1)</source>
        <translation>Terrain (%1)</translation>
    </message>
    <message>
        <source>Airborne</source>
        <translation>Aéroporté</translation>
    </message>
    <message>
        <source>All-Weather</source>
        <translation>Tous temps</translation>
    </message>
    <message>
        <source>Disloyal</source>
        <translation>Déloyal</translation>
    </message>
    <message>
        <source>Fanatic</source>
        <translation>Fanatique</translation>
    </message>
    <message>
        <source>Flagship</source>
        <translation>Navire amiral</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Héros</translation>
    </message>
    <message>
        <source>Hovercraft</source>
        <translation>Aéroglisseur</translation>
    </message>
    <message>
        <source>Impetuous</source>
        <translation>Impétueux</translation>
    </message>
    <message>
        <source>Levy</source>
        <translation>Conscrits</translation>
    </message>
    <message>
        <source>Marine</source>
        <translation>Infanterie de marine</translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation>Mercenaire</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Nuit</translation>
    </message>
    <message>
        <source>Nocturnal</source>
        <translation>Nocturne</translation>
    </message>
    <message>
        <source>Sealed</source>
        <translation>Étanche</translation>
    </message>
    <message>
        <source>Super-Soldier</source>
        <translation>Super-soldat</translation>
    </message>
    <message>
        <source>Arctic</source>
        <translation>Arctique</translation>
    </message>
    <message>
        <source>Desert</source>
        <translation>Désert</translation>
    </message>
    <message>
        <source>Jungle</source>
        <translation>Jungle</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Montagne</translation>
    </message>
    <message>
        <source>Swampland</source>
        <translation>Marécages</translation>
    </message>
    <message>
        <source>Woodlands</source>
        <translation>Forêt</translation>
    </message>
    <message>
        <source>Within two days of home (no upkeep)</source>
        <translation>À moins de deux jours de chez soi (sans entretien)</translation>
    </message>
    <message>
        <source>Farther from home (half upkeep)</source>
        <translation>Plus loin de chez soi (demi-entretien)</translation>
    </message>
    <message>
        <source>Past two months (paid as mercenaries)</source>
        <translation>Au-delà de deux mois (payés comme mercenaires)</translation>
    </message>
</context>
<context>
    <name>FieldedSetup</name>
    <message>
        <source>Chemical weapons: unprotected elements lose 40%</source>
        <translation>Armes chimiques&#xa0;: les éléments non protégés perdent 40&#xa0;%</translation>
    </message>
    <message>
        <source>Nuclear exchange: Sealed elements lose 40%</source>
        <translation>Échange nucléaire&#xa0;: les éléments Étanches perdent 40&#xa0;%</translation>
    </message>
    <message>
        <source>Nuclear exchange: 90% of the force eliminated</source>
        <translation>Échange nucléaire&#xa0;: 90&#xa0;% de la force éliminée</translation>
    </message>
    <message>
        <source>Sitting out: %1</source>
        <translation>Ne combat pas&#xa0;: %1</translation>
    </message>
    <message>
        <source>Nuke-capable elements: x10 TS</source>
        <translation>Éléments à capacité nucléaire&#xa0;: TS x10</translation>
    </message>
    <message>
        <source>Landing Cavalry without Airborne or Marine: no Cavalry Superiority</source>
        <translation>Cavalerie débarquée sans Aéroporté ni Infanterie de marine&#xa0;: pas de supériorité de cavalerie</translation>
    </message>
    <message>
        <source>Flagship: counts as a C3I element</source>
        <translation>Navire amiral&#xa0;: compte comme un élément C3I</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n element(s)%2</source>
        <translation>
            <numerusform>%1: %n élément%2</numerusform>
            <numerusform>%1: %n éléments%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Nuclear exchange: 90% of the estimated force eliminated</source>
        <translation>Échange nucléaire&#xa0;: 90&#xa0;% de la force estimée éliminée</translation>
    </message>
</context>
<context>
    <name>ForceAggregates</name>
    <message>
        <source>%1 x %2% strength = %3</source>
        <translation>%1 x %2&#xa0;% des effectifs = %3</translation>
    </message>
    <message>
        <source>%1: (%2) support, counts %3</source>
        <translation>%1: (%2) soutien, compte %3</translation>
    </message>
    <message>
        <source>%1: cannot be transported</source>
        <translation>%1: non transportable</translation>
    </message>
    <message>
        <source>%1: carries %2</source>
        <translation>%1: transporte %2</translation>
    </message>
    <message>
        <source>%1: no mobility, needs %2 WT of transport</source>
        <translation>%1: sans mobilité, demande %2 WT de transport</translation>
    </message>
    <message>
        <source>(cannot be carried)</source>
        <translation>(non transportable)</translation>
    </message>
    <message>
        <source>%1: %2 elements, TS %3</source>
        <translation>%1: %2 éléments, TS %3</translation>
    </message>
    <message>
        <source>%1: TS %2</source>
        <translation>%1: TS %2</translation>
    </message>
    <message numerus="yes">
        <source>... and %n more line(s)</source>
        <translation>
            <numerusform>... et %n autre ligne</numerusform>
            <numerusform>... et %n autres lignes</numerusform>
        </translation>
    </message>
    <message>
        <source>Support TS counts 10% (0 for C3I-only elements). Force TS %1</source>
        <translation>La TS de soutien compte à 10&#xa0;% (0 pour les éléments C3I seulement). TS de la force %1</translation>
    </message>
    <message>
        <source>Capacity %1; immobile elements need %2; largest single carrier T%3</source>
        <translation>Capacité %1&#xa0;; les éléments immobiles demandent %2&#xa0;; plus grand transporteur T%3</translation>
    </message>
    <message numerus="yes">
        <source>%n immobile element(s) are heavier than any carrier can take.</source>
        <translation>
            <numerusform>%n élément immobile est plus lourd que ce qu&apos;un transporteur peut prendre.</numerusform>
            <numerusform>%n éléments immobiles sont plus lourds que ce qu&apos;un transporteur peut prendre.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1% of the force by count or TS, whichever is greater (10% or more inspires the first Attack)</source>
        <translation>%1&#xa0;% de la force en nombre ou en TS, selon le plus élevé (à partir de 10&#xa0;%, incite à la première Attaque)</translation>
    </message>
    <message>
        <source>%1% of the force by count or TS, whichever is greater</source>
        <translation>%1&#xa0;% de la force en nombre ou en TS, selon le plus élevé</translation>
    </message>
    <message>
        <source>%1% of force TS; above 10% the Disloyal may revolt (3d at or under %2)</source>
        <translation>%1&#xa0;% de la TS de la force&#xa0;; au-delà de 10&#xa0;%, les déloyaux peuvent se révolter (3d à %2 ou moins)</translation>
    </message>
    <message>
        <source>Total to raise: %1</source>
        <translation>Levée totale&#xa0;: %1</translation>
    </message>
    <message>
        <source>Total per month: %1</source>
        <translation>Total par mois&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) with invalid choices are not counted.</source>
        <translation>
            <numerusform>%n ligne avec des choix non valides n&apos;est pas comptée.</numerusform>
            <numerusform>%n lignes avec des choix non valides ne sont pas comptées.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ForceComparison</name>
    <message>
        <source>Estimated TS %1 (no element modifiers)</source>
        <translation>TS estimée %1 (sans modificateurs d&apos;éléments)</translation>
    </message>
    <message>
        <source>Reduced readiness: half TS</source>
        <translation>Disponibilité réduite&#xa0;: demi-TS</translation>
    </message>
    <message>
        <source>Force TS %1 (support at 10%, C3I-only support at 0)</source>
        <translation>TS de la force %1 (soutien à 10&#xa0;%, soutien uniquement C3I à 0)</translation>
    </message>
    <message>
        <source>Siege: Artillery adds its entire TS (+%1)</source>
        <translation>Siège&#xa0;: l&apos;Artillerie ajoute toute sa TS (+%1)</translation>
    </message>
    <message>
        <source>Reduced readiness: every element at half TS</source>
        <translation>Disponibilité réduite&#xa0;: tous les éléments à demi-TS</translation>
    </message>
    <message>
        <source>Night: elements without Night at half TS (-%1)</source>
        <translation>Nuit&#xa0;: éléments sans Nuit à demi-TS (-%1)</translation>
    </message>
    <message>
        <source>Daylight: Nocturnal elements at half TS (-%1)</source>
        <translation>Jour&#xa0;: éléments Nocturnes à demi-TS (-%1)</translation>
    </message>
    <message>
        <source>Bad weather: air and water elements without All-Weather at half TS (-%1)</source>
        <translation>Mauvais temps&#xa0;: éléments aériens et nautiques sans Tous temps à demi-TS (-%1)</translation>
    </message>
    <message>
        <source>Terrain (%1): elements with the Terrain feature at double TS (+%2)</source>
        <translation>Terrain (%1)&#xa0;: éléments dotés du trait Terrain à TS doublée (+%2)</translation>
    </message>
    <message numerus="yes">
        <source>Attacking across a river: hindered elements at half TS (-%1); engineers cover %n element(s)</source>
        <translation>
            <numerusform>Attaque à travers une rivière&#xa0;: éléments gênés à demi-TS (-%1)&#xa0;; le génie couvre %n élément</numerusform>
            <numerusform>Attaque à travers une rivière&#xa0;: éléments gênés à demi-TS (-%1)&#xa0;; le génie couvre %n éléments</numerusform>
        </translation>
    </message>
    <message>
        <source>Disloyal elements revolted: -%1</source>
        <translation>Éléments déloyaux révoltés&#xa0;: -%1</translation>
    </message>
    <message>
        <source>Enemy rebels join: +%1</source>
        <translation>Ralliement des rebelles ennemis&#xa0;: +%1</translation>
    </message>
    <message>
        <source>= TS %1</source>
        <translation>= TS %1</translation>
    </message>
    <message>
        <source>Relative TS %1 vs %2 (%3:1): %4</source>
        <translation>TS relative %1 contre %2 (%3:1)&#xa0;: %4</translation>
    </message>
    <message>
        <source>%1 superiority (%2 vs %3): %4</source>
        <translation>Supériorité (%1), %2 contre %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>Estimated forces: special class superiority skipped</source>
        <translation>Forces estimées&#xa0;: supériorité des classes spéciales non calculée</translation>
    </message>
    <message>
        <source>Basic Strategy Modifier: %1</source>
        <translation>Modificateur de stratégie de base&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ForceFile</name>
    <message>
        <source>must be serving, wounded, captured or dead</source>
        <translation>doit valoir serving, wounded, captured ou dead</translation>
    </message>
    <message>
        <source>unknown levy service</source>
        <translation>service de conscrits inconnu</translation>
    </message>
    <message>
        <source>this is not a Muster force file (&quot;format&quot;: &quot;%1&quot;)</source>
        <translation>ce n&apos;est pas un fichier de force Muster («&#xa0;format&#xa0;»&#xa0;: «&#xa0;%1&#xa0;»)</translation>
    </message>
    <message>
        <source>version %1 is newer than this Muster reads (%2): open it with a newer Muster</source>
        <translation>la version %1 est plus récente que celle que lit ce Muster (%2)&#xa0;: ouvrez-le avec un Muster plus récent</translation>
    </message>
    <message>
        <source>a force file carries only custom element types</source>
        <translation>un fichier de force ne contient que des types d&apos;éléments personnalisés</translation>
    </message>
    <message>
        <source>a force needs a name</source>
        <translation>une force a besoin d&apos;un nom</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of the file&apos;s element_types</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas l&apos;un des element_types du fichier</translation>
    </message>
    <message>
        <source>the file gives no version; export the force again from Muster</source>
        <translation>le fichier n&apos;indique aucune version&#xa0;; exportez de nouveau la force depuis Muster</translation>
    </message>
</context>
<context>
    <name>ForceImport</name>
    <message>
        <source>%1 (imported)</source>
        <translation>%1 (importé)</translation>
    </message>
    <message>
        <source>%1 (imported %2)</source>
        <translation>%1 (importé %2)</translation>
    </message>
    <message>
        <source>%1 uses an element type the file does not define.</source>
        <translation>%1 utilise un type d&apos;élément que le fichier ne définit pas.</translation>
    </message>
    <message>
        <source>%1 is not valid with the campaign&apos;s type %2: %3 Import again with the file&apos;s types renamed or replacing the campaign&apos;s.</source>
        <translation>%1 n&apos;est pas valide avec le type %2 de la campagne&#xa0;: %3 Importez de nouveau en renommant les types du fichier ou en remplaçant ceux de la campagne.</translation>
    </message>
</context>
<context>
    <name>Forecast</name>
    <message>
        <source>%1 wins</source>
        <translation>%1 l&apos;emporte</translation>
    </message>
    <message>
        <source>Both are wiped out</source>
        <translation>Anéantissement mutuel</translation>
    </message>
    <message>
        <source>%1 escapes</source>
        <translation>%1 s&apos;échappe</translation>
    </message>
    <message>
        <source>No battle</source>
        <translation>Pas de bataille</translation>
    </message>
    <message>
        <source>Break-out</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <source>Talks</source>
        <translation>Pourparlers</translation>
    </message>
    <message>
        <source>Unresolved</source>
        <translation>Indécis</translation>
    </message>
    <message>
        <source>The enemy is wiped out (100% casualties).</source>
        <translation>L&apos;ennemi est anéanti (100&#xa0;% de pertes).</translation>
    </message>
    <message>
        <source>Both sides reach 100% casualties in the same round.</source>
        <translation>Les deux camps atteignent 100&#xa0;% de pertes au même round.</translation>
    </message>
    <message>
        <source>The side escapes the field by a retreat strategy; the other holds it and may pursue.</source>
        <translation>Le camp quitte le champ de bataille par une stratégie de retraite&#xa0;; l&apos;autre le tient et peut le poursuivre.</translation>
    </message>
    <message>
        <source>A retreat meets a defense or another retreat: contact is broken before any fighting.</source>
        <translation>Une retraite rencontre une défense ou une autre retraite&#xa0;: le contact est rompu avant tout combat.</translation>
    </message>
    <message>
        <source>The besieged escape the fortress; an ordinary battle follows outside.</source>
        <translation>Les assiégés sortent de la forteresse&#xa0;; une bataille ordinaire suit à l&apos;extérieur.</translation>
    </message>
    <message>
        <source>Both sides parley: what the talks decide is the GM&apos;s.</source>
        <translation>Les deux camps parlementent&#xa0;: l&apos;issue des pourparlers revient au MJ.</translation>
    </message>
    <message>
        <source>Still fighting after the forecast&apos;s last round.</source>
        <translation>Combat toujours en cours après le dernier round de la prévision.</translation>
    </message>
</context>
<context>
    <name>Fortress</name>
    <message>
        <source>Improvised fortifications</source>
        <translation>Fortifications improvisées</translation>
    </message>
    <message>
        <source>Permanent fortifications</source>
        <translation>Fortifications permanentes</translation>
    </message>
    <message>
        <source>Ruined fortifications</source>
        <translation>Fortifications en ruine</translation>
    </message>
    <message>
        <source>Natural stronghold</source>
        <translation>Place forte naturelle</translation>
    </message>
    <message>
        <source>Ordinary site</source>
        <translation>Site ordinaire</translation>
    </message>
    <message>
        <source>Strong position (small island, hill)</source>
        <translation>Position forte (petite île, colline)</translation>
    </message>
    <message>
        <source>Extremely strong position (mountaintop)</source>
        <translation>Position très forte (sommet de montagne)</translation>
    </message>
    <message>
        <source>Improvised fortifications with stone or concrete, or tunnels: +5</source>
        <translation>Fortifications improvisées en pierre ou en béton, ou tunnels&#xa0;: +5</translation>
    </message>
    <message>
        <source>Improvised fortifications: +4</source>
        <translation>Fortifications improvisées&#xa0;: +4</translation>
    </message>
    <message>
        <source>Permanent fortifications, last upgraded at TL%1: TL+4 = +%2</source>
        <translation>Fortifications permanentes, modernisées en dernier au TL%1&#xa0;: TL+4 = +%2</translation>
    </message>
    <message>
        <source>Ruins of TL%1 fortifications: TL+4 = +%2, less %3 for the ruin</source>
        <translation>Ruines de fortifications du TL%1&#xa0;: TL+4 = +%2, moins %3 pour la ruine</translation>
    </message>
    <message>
        <source>Natural stronghold: +%1 in all</source>
        <translation>Place forte naturelle&#xa0;: +%1 au total</translation>
    </message>
    <message>
        <source>%1: +%2</source>
        <translation>%1: +%2</translation>
    </message>
    <message>
        <source>= Defense Bonus +%1</source>
        <translation>= bonus de défense +%1</translation>
    </message>
    <message>
        <source>Give the fortress a name.</source>
        <translation>Donnez un nom à la forteresse.</translation>
    </message>
    <message>
        <source>The TL of the last upgrade must be 0 to 12.</source>
        <translation>Le TL de la dernière modernisation doit être compris entre 0 et 12.</translation>
    </message>
    <message>
        <source>Ruins take at least -1 to the Defense Bonus (at most -%1 here).</source>
        <translation>Les ruines donnent au moins -1 au bonus de défense (au plus -%1 ici).</translation>
    </message>
    <message>
        <source>A natural stronghold gives +4 or +5 in all.</source>
        <translation>Une place forte naturelle donne +4 ou +5 au total.</translation>
    </message>
    <message>
        <source>A natural stronghold&apos;s +4 or +5 already counts its site; leave the site ordinary.</source>
        <translation>Le +4 ou +5 d&apos;une place forte naturelle tient déjà compte de son site&#xa0;; laissez le site ordinaire.</translation>
    </message>
    <message>
        <source>Enter the WT of elements the fortress can defend (more than 0).</source>
        <translation>Saisissez le WT des éléments que la forteresse peut défendre (plus de 0).</translation>
    </message>
    <message>
        <source>%1 holds at most WT %2 (1.5 x its capacity of %3); the garrison is WT %4.</source>
        <translation>%1 accueille au plus WT %2 (1,5 x sa capacité de %3)&#xa0;; la garnison fait WT %4.</translation>
    </message>
</context>
<context>
    <name>Gcs</name>
    <message>
        <source>a GCS template</source>
        <translation>un modèle GCS</translation>
    </message>
    <message>
        <source>a GCS library list (traits, skills, spells, equipment or notes)</source>
        <translation>une liste de bibliothèque GCS (traits, compétences, sorts, équipement ou notes)</translation>
    </message>
    <message>
        <source>a GCS file of type &quot;%1&quot;</source>
        <translation>un fichier GCS de type «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>a GCS file without a character&apos;s profile and attributes (a template?)</source>
        <translation>un fichier GCS sans profil ni attributs de personnage (un modèle&#xa0;?)</translation>
    </message>
    <message>
        <source>%1: the skill &quot;%2&quot; has no computed level (calc.level); open the file in GCS and save it again</source>
        <translation>%1: la compétence «&#xa0;%2&#xa0;» n&apos;a pas de niveau calculé (calc.level)&#xa0;; ouvrez le fichier dans GCS et enregistrez-le de nouveau</translation>
    </message>
    <message>
        <source>This is a character sheet of GCS 4 or older (XML). Open it in a current GCS and save it again; Muster reads the JSON files of GCS 5 and later.</source>
        <translation>C&apos;est une feuille de personnage de GCS 4 ou antérieur (XML). Ouvrez-la dans un GCS récent et enregistrez-la de nouveau&#xa0;; Muster lit les fichiers JSON de GCS 5 et suivants.</translation>
    </message>
    <message>
        <source>This is not a GCS character sheet: it is not JSON (%1 at byte %2).</source>
        <translation>Ce n&apos;est pas une feuille de personnage GCS&#xa0;: ce n&apos;est pas du JSON (%1 à l&apos;octet %2).</translation>
    </message>
    <message>
        <source>This is not a GCS character sheet: it holds no JSON object.</source>
        <translation>Ce n&apos;est pas une feuille de personnage GCS&#xa0;: elle ne contient aucun objet JSON.</translation>
    </message>
    <message>
        <source>This is not a GCS file: it has no &quot;version&quot;.</source>
        <translation>Ce n&apos;est pas un fichier GCS&#xa0;: il n&apos;a pas de «&#xa0;version&#xa0;».</translation>
    </message>
    <message>
        <source>This is not a GCS file: its &quot;version&quot; is not a number.</source>
        <translation>Ce n&apos;est pas un fichier GCS&#xa0;: sa «&#xa0;version&#xa0;» n&apos;est pas un nombre.</translation>
    </message>
    <message>
        <source>This is %1, not a character sheet. Export or save the character itself (.gcs).</source>
        <translation>C&apos;est %1, pas une feuille de personnage. Exportez ou enregistrez le personnage lui-même (.gcs).</translation>
    </message>
    <message>
        <source>The file is of GCS file version %1; Muster reads versions %2 to %3. %4</source>
        <translation>Le fichier est au format GCS version %1&#xa0;; Muster lit les versions %2 à %3. %4</translation>
    </message>
    <message>
        <source>A newer Muster may read it.</source>
        <translation>Une version plus récente de Muster pourra peut-être le lire.</translation>
    </message>
    <message>
        <source>Open it in a current GCS and save it again.</source>
        <translation>Ouvrez-le dans un GCS récent et enregistrez-le de nouveau.</translation>
    </message>
    <message>
        <source>The character has no name (profile.name): give it one in GCS.</source>
        <translation>Le personnage n&apos;a pas de nom (profile.name)&#xa0;: donnez-lui-en un dans GCS.</translation>
    </message>
    <message>
        <source>The sheet states no IQ (attributes: &quot;iq&quot; with calc.value); open it in GCS and save it again.</source>
        <translation>La feuille n&apos;indique pas d&apos;IQ (attributes&#xa0;: «&#xa0;iq&#xa0;» avec calc.value)&#xa0;; ouvrez-la dans GCS et enregistrez-la de nouveau.</translation>
    </message>
    <message>
        <source>The sheet states no hit points (attributes: &quot;hp&quot; with calc.value); open it in GCS and save it again.</source>
        <translation>La feuille n&apos;indique pas de points de vie (attributes&#xa0;: «&#xa0;hp&#xa0;» avec calc.value)&#xa0;; ouvrez-la dans GCS et enregistrez-la de nouveau.</translation>
    </message>
    <message>
        <source>%1 (default: %2%3)</source>
        <translation>%1 (par défaut&#xa0;: %2%3)</translation>
    </message>
</context>
<context>
    <name>GcsImportDialog</name>
    <message>
        <source>Import GCS Character</source>
        <translation>Importer un personnage GCS</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>%1 in %2 terrain, by %3, in %4.</source>
        <translation>%1 en terrain %2, de %3, par %4.</translation>
    </message>
    <message>
        <source>A pitched battle</source>
        <translation>Une bataille rangée</translation>
    </message>
    <message>
        <source>An encounter battle</source>
        <translation>Une bataille de rencontre</translation>
    </message>
    <message>
        <source>night</source>
        <translation>nuit</translation>
    </message>
    <message>
        <source>day</source>
        <translation>jour</translation>
    </message>
    <message>
        <source>bad weather</source>
        <translation>mauvais temps</translation>
    </message>
    <message>
        <source>fair weather</source>
        <translation>beau temps</translation>
    </message>
    <message>
        <source>Your scouts won the Reconnaissance Contest: you have the initiative.</source>
        <translation>Vos éclaireurs ont remporté le duel de reconnaissance&#xa0;: vous avez l&apos;initiative.</translation>
    </message>
    <message>
        <source>Your scouts won the Reconnaissance Contest: you have surprise.</source>
        <translation>Vos éclaireurs ont remporté le duel de reconnaissance&#xa0;: vous avez la surprise.</translation>
    </message>
    <message>
        <source>Your scouts won the Reconnaissance Contest: you spring an ambush.</source>
        <translation>Vos éclaireurs ont remporté le duel de reconnaissance&#xa0;: vous tendez une embuscade.</translation>
    </message>
    <message>
        <source>Your force starts the battle confused.</source>
        <translation>Votre force commence la bataille dans la confusion.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;For %1&lt;/b&gt;, facing %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Pour %1&lt;/b&gt;, face à %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>What you see of the enemy</source>
        <translation>Ce que vous voyez de l&apos;ennemi</translation>
    </message>
    <message>
        <source>Your scouts&apos; estimate</source>
        <translation>L&apos;estimation de vos éclaireurs</translation>
    </message>
</context>
<context>
    <name>Intelligence</name>
    <message>
        <source>About %1-%2 troops on foot</source>
        <translation>Environ %1-%2 hommes à pied</translation>
    </message>
    <message>
        <source>About %1-%2 mounted troops</source>
        <translation>Environ %1-%2 hommes montés</translation>
    </message>
    <message>
        <source>About %1-%2 troops in motor vehicles</source>
        <translation>Environ %1-%2 hommes en véhicules à moteur</translation>
    </message>
    <message>
        <source>About %1-%2 troops in armored vehicles</source>
        <translation>Environ %1-%2 hommes en véhicules blindés</translation>
    </message>
    <message>
        <source>About %1-%2 troops afloat</source>
        <translation>Environ %1-%2 hommes embarqués sur l&apos;eau</translation>
    </message>
    <message>
        <source>About %1-%2 troops in the air</source>
        <translation>Environ %1-%2 hommes dans les airs</translation>
    </message>
    <message>
        <source>About %1-%2 troops with no way to move on their own</source>
        <translation>Environ %1-%2 hommes sans moyen de se déplacer par eux-mêmes</translation>
    </message>
    <message>
        <source>Confused: nothing is known of the enemy.</source>
        <translation>En désordre&#xa0;: on ne sait rien de l&apos;ennemi.</translation>
    </message>
    <message>
        <source>About %1-%2 troops (an estimated force).</source>
        <translation>Environ %1-%2 hommes (force estimée).</translation>
    </message>
    <message>
        <source>%1 x %2 (about %3 troops)</source>
        <translation>%1 x %2 (environ %3 hommes)</translation>
    </message>
    <message>
        <source>About %1-%2 troops in all.</source>
        <translation>Environ %1-%2 hommes en tout.</translation>
    </message>
    <message>
        <source>%1: about %2-%3 troops</source>
        <translation>%1&#xa0;: environ %2-%3 hommes</translation>
    </message>
</context>
<context>
    <name>JsonReader</name>
    <message>
        <source>must be a whole number</source>
        <translation>doit être un nombre entier</translation>
    </message>
    <message>
        <source>must be %1 to %2, not %3</source>
        <translation>doit être compris entre %1 et %2, pas %3</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>doit être un nombre</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>doit être true ou false</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>doit être du texte</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>doit être une liste</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>doit être un objet</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <source>Raise</source>
        <translation>Levée</translation>
    </message>
    <message>
        <source>Maintain</source>
        <translation>Entretien</translation>
    </message>
    <message>
        <source>Logistics</source>
        <translation>Logistique</translation>
    </message>
    <message>
        <source>Replacement</source>
        <translation>Remplacement</translation>
    </message>
    <message>
        <source>Hire</source>
        <translation>Gages</translation>
    </message>
    <message>
        <source>Rebate</source>
        <translation>Remboursement</translation>
    </message>
    <message>
        <source>Loot</source>
        <translation>Butin</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Revenus</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>Manuel</translation>
    </message>
</context>
<context>
    <name>LedgerCsv</name>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation>Trésor</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Solde</translation>
    </message>
    <message>
        <source>Force</source>
        <translation>Force</translation>
    </message>
    <message>
        <source>Element</source>
        <translation>Élément</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
</context>
<context>
    <name>LedgerText</name>
    <message>
        <source>Logistic force of %1</source>
        <translation>Force logistique de %1</translation>
    </message>
    <message>
        <source>Maintenance of %1</source>
        <translation>Entretien de %1</translation>
    </message>
    <message>
        <source>Hired troops of %1</source>
        <translation>Gages des troupes engagées de %1</translation>
    </message>
    <message>
        <source>Replacing casualties of %1</source>
        <translation>Remplacement des pertes de %1</translation>
    </message>
    <message>
        <source>Improving %1</source>
        <translation>Amélioration de %1</translation>
    </message>
    <message>
        <source>Rebate for disbanding %1</source>
        <translation>Remboursement pour la dissolution de %1</translation>
    </message>
    <message>
        <source>Loot of %1</source>
        <translation>Butin de %1</translation>
    </message>
    <message>
        <source>Replacing %1% casualties of %2 after %3</source>
        <translation>Remplacement de %1&#xa0;% de pertes de %2 après %3</translation>
    </message>
    <message>
        <source>Raise %1 x %2</source>
        <translation>Levée %1 x %2</translation>
    </message>
    <message>
        <source>Raise %1 x %2 (twice the cost, 75% of the time)</source>
        <translation>Levée %1 x %2 (coût double, 75&#xa0;% du délai)</translation>
    </message>
    <message>
        <source>Raise %1 x %2 (four times the cost, half the time)</source>
        <translation>Levée %1 x %2 (coût quadruple, moitié du délai)</translation>
    </message>
    <message>
        <source>%1 (devastated: half revenue)</source>
        <extracomment>A devastated territory&apos;s revenue in the ledger; %1 the source&apos;s name.</extracomment>
        <translation>%1 (dévasté&#xa0;: moitié des revenus)</translation>
    </message>
</context>
<context>
    <name>Levy</name>
    <message>
        <source>%1: their two months on levy terms this year are used up; this month they are paid as mercenaries.</source>
        <translation>%1: leurs deux mois de service au titre de la conscription sont épuisés pour cette année&#xa0;; ce mois-ci, ils sont payés comme mercenaires.</translation>
    </message>
    <message>
        <source>%1: last month on levy terms this year; from next month they serve only as mercenaries, or go home.</source>
        <translation>%1: dernier mois de service au titre de la conscription cette année&#xa0;; dès le mois prochain, ils ne servent plus que comme mercenaires, ou rentrent chez eux.</translation>
    </message>
    <message>
        <source>%1: %2 months of service; make their reaction roll (Good or better: they serve on as mercenaries; otherwise they go home).</source>
        <translation>%1: %2 mois de service&#xa0;; faites leur jet de réaction (Bon ou mieux&#xa0;: ils restent comme mercenaires&#xa0;; sinon, ils rentrent chez eux).</translation>
    </message>
</context>
<context>
    <name>LineFigures</name>
    <message>
        <source>Unknown element type &quot;%1&quot;.</source>
        <translation>Type d&apos;élément inconnu «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>A force can have only one Flagship; this change would give it %1.</source>
        <translation>Une force ne peut avoir qu&apos;un seul navire amiral&#xa0;; cette modification lui en donnerait %1.</translation>
    </message>
</context>
<context>
    <name>Logistics</name>
    <message>
        <source>Land Logistics</source>
        <translation>Logistique terrestre</translation>
    </message>
    <message>
        <source>Naval Logistics</source>
        <translation>Logistique navale</translation>
    </message>
    <message>
        <source>Air Logistics</source>
        <translation>Logistique aérienne</translation>
    </message>
    <message>
        <source>LS required: the fighting force&apos;s Maintain %1 = LS %2 (land and air elements %3, naval elements %4)</source>
        <translation>LS requise&#xa0;: entretien de la force combattante %1 = LS %2 (éléments terrestres et aériens %3, éléments navals %4)</translation>
    </message>
    <message>
        <source>Overland: land LS %1 serves land and air elements; naval LS %2 serves naval elements only</source>
        <translation>Par voie de terre&#xa0;: la LS terrestre %1 ravitaille les éléments terrestres et aériens&#xa0;; la LS navale %2, les seuls éléments navals</translation>
    </message>
    <message>
        <source>Supply line over water: land LS %1 counts only paired with an equal naval LS (%2)</source>
        <translation>Ligne de ravitaillement par voie d&apos;eau&#xa0;: la LS terrestre %1 ne compte qu&apos;associée à une LS navale égale (%2)</translation>
    </message>
    <message>
        <source>At a port: land LS %1 or naval LS %2 serves land and air elements</source>
        <translation>Dans un port&#xa0;: la LS terrestre %1 ou la LS navale %2 ravitaille les éléments terrestres et aériens</translation>
    </message>
    <message>
        <source>LS available: %1 (land and air elements %2, naval elements %3, of which air LS %4)</source>
        <translation>LS disponible&#xa0;: %1 (éléments terrestres et aériens %2, éléments navals %3, dont LS aérienne %4)</translation>
    </message>
    <message>
        <source>Shortfall: LS %1 of the fighting force&apos;s Maintain cannot be delivered</source>
        <translation>Déficit&#xa0;: LS %1 de l&apos;entretien de la force combattante ne peut pas être livrée</translation>
    </message>
    <message>
        <source>LS available: %1 (air LS %2 included)</source>
        <translation>LS disponible&#xa0;: %1 (dont LS aérienne %2)</translation>
    </message>
    <message>
        <source>No shortfall: the logistic force can deliver all of it</source>
        <translation>Aucun déficit&#xa0;: la force logistique peut tout livrer</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Muster campaigns (*.muster);;All files (*)</source>
        <translation>Campagnes Muster (*.muster);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>MarchReport</name>
    <message>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;: setting out today, %2, the force arrives on &lt;b&gt;%3&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;&#xa0;: en partant aujourd&apos;hui, le %2, la force arrive le &lt;b&gt;%3&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The force cannot move on leg %1.&lt;/b&gt; It stops there after %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;La force ne peut pas avancer à l&apos;étape %1.&lt;/b&gt; Elle s&apos;y arrête après %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Leg %1: %2, %3 at %4: %5&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Étape %1&#xa0;: %2, %3 à %4&#xa0;: %5&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>no speed</source>
        <translation>vitesse nulle</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>bloquée</translation>
    </message>
    <message>
        <source>&lt;br&gt;= %1</source>
        <translation>&lt;br&gt;= %1</translation>
    </message>
    <message>
        <source>%1 %2 on %3</source>
        <translation>%1 %2 sur %3</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;Riding:&lt;/i&gt; %1</source>
        <translation>&lt;br&gt;&lt;i&gt;Transportés&#xa0;:&lt;/i&gt; %1</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;Leaving behind what no carrier can take: %1&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;En laissant ce qu&apos;aucun transporteur ne peut prendre&#xa0;: %1&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Forced-march casualties: %1%&lt;/b&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Pertes dues à la marche forcée&#xa0;: %1&#xa0;%&lt;/b&gt;</translation>
    </message>
    <message>
        <source> (civilians %1%)</source>
        <translation> (civils %1&#xa0;%)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Reconnaissance Contest modifiers: %1&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Modificateurs du duel de reconnaissance&#xa0;: %1&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Left behind: %1 %2&lt;/p&gt;</source>
        <translation>&lt;p&gt;Laissés en arrière&#xa0;: %1 %2&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Mobility</name>
    <message>
        <source>Foot</source>
        <translation>À pied</translation>
    </message>
    <message>
        <source>Mechanized</source>
        <translation>Mécanisé</translation>
    </message>
    <message>
        <source>Motorized</source>
        <translation>Motorisé</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>Monté</translation>
    </message>
    <message>
        <source>Coastal</source>
        <translation>Côtier</translation>
    </message>
    <message>
        <source>Sea</source>
        <translation>Haute mer</translation>
    </message>
    <message>
        <source>Fast Air</source>
        <translation>Air rapide</translation>
    </message>
    <message>
        <source>Slow Air</source>
        <translation>Air lent</translation>
    </message>
</context>
<context>
    <name>MonthEnd</name>
    <message>
        <source>Full maintenance</source>
        <translation>Entretien complet</translation>
    </message>
    <message>
        <source>Low readiness</source>
        <translation>Disponibilité réduite</translation>
    </message>
    <message>
        <source>No maintenance</source>
        <translation>Aucun entretien</translation>
    </message>
    <message>
        <source>land</source>
        <translation>terrestre</translation>
    </message>
    <message>
        <source>air</source>
        <translation>aérien</translation>
    </message>
    <message>
        <source>naval</source>
        <translation>naval</translation>
    </message>
    <message>
        <source>%1 (TL%2 %3): %4 x %5</source>
        <translation>%1 (TL%2 %3)&#xa0;: %4 x %5</translation>
    </message>
    <message>
        <source>, %1 campaigning season</source>
        <translation>, %1 saison de campagne</translation>
    </message>
    <message>
        <source>, %1 %2 (with its Terrain feature)</source>
        <translation>, %1 %2 (avec son trait Terrain)</translation>
    </message>
    <message>
        <source>, %1 %2</source>
        <translation>, %1 %2</translation>
    </message>
    <message>
        <source>%1: no extra cost, the force stays on roads, rails or canals that bypass it</source>
        <translation>%1: aucun surcoût, la force reste sur des routes, voies ferrées ou canaux qui le contournent</translation>
    </message>
    <message>
        <source>%1: x%2 for land elements, less 0.5 with the Terrain feature; air and naval elements unaffected</source>
        <translation>%1: x%2 pour les éléments terrestres, 0,5 de moins avec le trait Terrain&#xa0;; éléments aériens et navals non affectés</translation>
    </message>
    <message numerus="yes">
        <source>... and %n more line(s)</source>
        <translation>
            <numerusform>... et %n autre ligne</numerusform>
            <numerusform>... et %n autres lignes</numerusform>
        </translation>
    </message>
    <message>
        <source>Lines: %1</source>
        <translation>Lignes&#xa0;: %1</translation>
    </message>
    <message>
        <source>Low readiness: half, %1</source>
        <translation>Disponibilité réduite&#xa0;: moitié, %1</translation>
    </message>
    <message>
        <source>No maintenance: $0</source>
        <translation>Aucun entretien&#xa0;: $0</translation>
    </message>
    <message>
        <source>%1 LS %2: 10% of %3 = %4</source>
        <translation>%1 LS %2&#xa0;: 10&#xa0;% de %3 = %4</translation>
    </message>
    <message>
        <source>, x0.5 campaigning season (TL%1) = %2</source>
        <translation>, x0,5 saison de campagne (TL%1) = %2</translation>
    </message>
    <message>
        <source>No logistic force: $0</source>
        <translation>Aucune force logistique&#xa0;: $0</translation>
    </message>
    <message>
        <source>Logistic force: %1</source>
        <translation>Force logistique&#xa0;: %1</translation>
    </message>
    <message>
        <source>Force TS %1</source>
        <translation>TS de la force %1</translation>
    </message>
    <message>
        <source>No maintenance: 5% casualties (breakdowns and desertion), %1</source>
        <translation>Aucun entretien&#xa0;: 5&#xa0;% de pertes (pannes et désertions), %1</translation>
    </message>
    <message>
        <source>Reduced readiness: half TS, %1</source>
        <translation>Disponibilité réduite&#xa0;: TS réduite de moitié, %1</translation>
    </message>
    <message>
        <source>Full maintenance again, but TS stays halved for one month: %1</source>
        <translation>Entretien complet rétabli, mais la TS reste réduite de moitié pendant un mois&#xa0;: %1</translation>
    </message>
    <message>
        <source>Fighting force %1 + logistic force %2 = %3</source>
        <translation>Force combattante %1 + force logistique %2 = %3</translation>
    </message>
    <message>
        <source>Administration %1%: %2</source>
        <translation>Administration %1&#xa0;%&#xa0;: %2</translation>
    </message>
    <message>
        <source>Paid first to the logistic force %1, then to the fighting force %2</source>
        <translation>Payé d&apos;abord à la force logistique %1, puis à la force combattante %2</translation>
    </message>
    <message>
        <source>Of the fighting force&apos;s share, %1 is hire (mercenaries, and levies past their two months a year)</source>
        <translation>Sur la part de la force combattante, %1 va aux gages (mercenaires, et conscrits au-delà de leurs deux mois par an)</translation>
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
        <translation>Défenses</translation>
    </message>
    <message>
        <source>Explosives Lab</source>
        <translation>Labo d&apos;explosifs</translation>
    </message>
    <message>
        <source>Hunting Party</source>
        <translation>Groupe de chasse</translation>
    </message>
    <message>
        <source>Shelter</source>
        <translation>Abris</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Navire</translation>
    </message>
    <message>
        <source>Stables</source>
        <translation>Écuries</translation>
    </message>
    <message>
        <source>Steam Car</source>
        <translation>Voiture à vapeur</translation>
    </message>
    <message>
        <source>Watchtower</source>
        <translation>Tour de guet</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Palisade</source>
        <translation>Palissade</translation>
    </message>
    <message>
        <source>Walled</source>
        <translation>Murailles</translation>
    </message>
    <message>
        <source>Fortress</source>
        <translation>Forteresse</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Chef</translation>
    </message>
    <message>
        <source>Assailant</source>
        <translation>Assaillant</translation>
    </message>
    <message>
        <source>Engineer</source>
        <translation>Ingénieur</translation>
    </message>
    <message>
        <source>Medic</source>
        <translation>Médecin</translation>
    </message>
    <message>
        <source>Aerial</source>
        <translation>Aérien</translation>
    </message>
    <message>
        <source>Armored</source>
        <translation>Blindé</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Cavalerie</translation>
    </message>
    <message>
        <source>Engineering</source>
        <translation>Génie</translation>
    </message>
    <message>
        <source>Naval</source>
        <translation>Naval</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>Embuscade</translation>
    </message>
    <message>
        <source>A roll cannot have fewer than no Base Dice.</source>
        <translation>Un jet ne peut pas avoir moins de zéro dé de base.</translation>
    </message>
    <message>
        <source>That step does not come now in the Wave.</source>
        <translation>Cette étape ne vient pas maintenant dans la vague.</translation>
    </message>
    <message>
        <source>There is no person %1 in %2.</source>
        <translation>Il n&apos;y a pas de personne %1 dans %2.</translation>
    </message>
    <message>
        <source>Mutation points spent cannot be negative.</source>
        <translation>Les points de mutation dépensés ne peuvent pas être négatifs.</translation>
    </message>
    <message>
        <source>An ambush needs a Reconnaissance margin of at least the Environment Rating.</source>
        <translation>Une embuscade exige une marge de reconnaissance au moins égale à la valeur de l&apos;environnement.</translation>
    </message>
    <message>
        <source>The side that acts first is 0 or 1.</source>
        <translation>Le camp qui agit en premier est 0 ou 1.</translation>
    </message>
    <message>
        <source>The higher initiative roll acts first.</source>
        <translation>Le meilleur jet d&apos;initiative agit en premier.</translation>
    </message>
    <message>
        <source>There are more Risk Modifiers than people.</source>
        <translation>Il y a plus de modificateurs de risque que de personnes.</translation>
    </message>
    <message>
        <source>A Risk Modifier is from -3 to +3.</source>
        <translation>Un modificateur de risque va de -3 à +3.</translation>
    </message>
    <message>
        <source>%1 cannot choose %2 now.</source>
        <translation>%1 ne peut pas choisir %2 maintenant.</translation>
    </message>
    <message>
        <source>Special circumstances give -3 to +3 Strategy Dice.</source>
        <translation>Les circonstances spéciales donnent de -3 à +3 dés de stratégie.</translation>
    </message>
    <message>
        <source>The other faction acts first in this phase.</source>
        <translation>L&apos;autre faction agit en premier dans cette phase.</translation>
    </message>
    <message>
        <source>The GM gives NPCs 0 to 4 Strategy Dice.</source>
        <translation>Le MJ donne de 0 à 4 dés de stratégie aux PNJ.</translation>
    </message>
    <message>
        <source>Each Support Die damaged takes a pair of sixes.</source>
        <translation>Chaque dé de soutien endommagé coûte une paire de six.</translation>
    </message>
    <message>
        <source>The pools are rolled already: push or settle.</source>
        <translation>Les réserves sont déjà lancées&#xa0;: poussez ou acceptez.</translation>
    </message>
    <message>
        <source>The side that pushes is 0 or 1.</source>
        <translation>Le camp qui pousse est 0 ou 1.</translation>
    </message>
    <message>
        <source>A push needs the pools rolled and a Strategy Die to give up.</source>
        <translation>Une poussée exige des réserves lancées et un dé de stratégie à sacrifier.</translation>
    </message>
    <message>
        <source>Roll the pools before settling.</source>
        <translation>Lancez les réserves avant d&apos;accepter.</translation>
    </message>
    <message>
        <source>That faction does not act now in the Support Phase.</source>
        <translation>Cette faction n&apos;agit pas maintenant dans la phase de soutien.</translation>
    </message>
    <message>
        <source>Only a rallying faction makes a Rally roll.</source>
        <translation>Seule une faction qui se rallie fait un jet de ralliement.</translation>
    </message>
    <message>
        <source>Only an Ark that lost the Wave rolls its Gear Die, showing 1 to 6.</source>
        <translation>Seule une Arche qui a perdu la vague lance son dé d&apos;équipement, qui donne de 1 à 6.</translation>
    </message>
    <message>
        <source>A project is destroyed only on a 1 of the Ark&apos;s Gear Die, and only one it still has.</source>
        <translation>Un projet n&apos;est détruit que sur un 1 au dé d&apos;équipement de l&apos;Arche, et seulement un projet qu&apos;elle a encore.</translation>
    </message>
    <message>
        <source>Change the Battle Dice by -20 to +20.</source>
        <translation>Modifiez les dés de bataille de -20 à +20.</translation>
    </message>
    <message>
        <source>Retaliation falls on side 0 or 1.</source>
        <translation>Les représailles frappent le camp 0 ou 1.</translation>
    </message>
    <message>
        <source>Only a PC still standing suffers Retaliation.</source>
        <translation>Seul un PJ encore debout subit les représailles.</translation>
    </message>
    <message>
        <source>That faction&apos;s leader is not broken.</source>
        <translation>Le chef de cette faction n&apos;est pas brisé.</translation>
    </message>
    <message>
        <source>A broken leader&apos;s successor is someone else.</source>
        <translation>Le successeur d&apos;un chef brisé est une autre personne.</translation>
    </message>
    <message>
        <source>1 Battle Die</source>
        <translation>1 dé de bataille</translation>
    </message>
    <message>
        <source>%1 Battle Dice</source>
        <translation>%1 dés de bataille</translation>
    </message>
    <message>
        <source>1 Strategy Die</source>
        <translation>1 dé de stratégie</translation>
    </message>
    <message>
        <source>%1 Strategy Dice</source>
        <translation>%1 dés de stratégie</translation>
    </message>
    <message>
        <source>1 Support Die</source>
        <translation>1 dé de soutien</translation>
    </message>
    <message>
        <source>%1 Support Dice</source>
        <translation>%1 dés de soutien</translation>
    </message>
    <message>
        <source>Battle Level</source>
        <translation>Niveau de bataille</translation>
    </message>
    <message>
        <source>Fortification Bonus (%1)</source>
        <translation>Bonus de fortification (%1)</translation>
    </message>
    <message>
        <source>ambush</source>
        <translation>embuscade</translation>
    </message>
    <message>
        <source>Arsenal at the Ark</source>
        <translation>Arsenal dans l&apos;Arche</translation>
    </message>
    <message>
        <source>%1 units</source>
        <translation>unités (%1)</translation>
    </message>
    <message>
        <source>%1 superiority</source>
        <translation>supériorité (%1)</translation>
    </message>
    <message>
        <source>surprise</source>
        <translation>surprise</translation>
    </message>
    <message>
        <source>won the last Wave with an offensive strategy</source>
        <translation>a gagné la dernière vague avec une stratégie offensive</translation>
    </message>
    <message>
        <source>special circumstances</source>
        <translation>circonstances spéciales</translation>
    </message>
    <message>
        <source>Defensive Advantage (%1)</source>
        <translation>Avantage défensif (%1)</translation>
    </message>
    <message>
        <source>Feinted Attack right after another</source>
        <translation>Attaque feinte juste après une autre</translation>
    </message>
    <message>
        <source>Parley declined</source>
        <translation>Pourparlers refusés</translation>
    </message>
    <message>
        <source>Remarkable Action</source>
        <translation>Action remarquable</translation>
    </message>
    <message>
        <source>NPCs&apos; actions</source>
        <translation>Actions des PNJ</translation>
    </message>
    <message>
        <source>own negative Strategy Dice go to the foe</source>
        <translation>ses dés de stratégie négatifs vont à l&apos;adversaire</translation>
    </message>
    <message>
        <source>the foe&apos;s negative Strategy Dice</source>
        <translation>dés de stratégie négatifs de l&apos;adversaire</translation>
    </message>
    <message>
        <source>the foe&apos;s Commando Operation</source>
        <translation>opération commando de l&apos;adversaire</translation>
    </message>
    <message>
        <source>damaged by the foe&apos;s Commando Operation</source>
        <translation>endommagés par l&apos;opération commando de l&apos;adversaire</translation>
    </message>
    <message>
        <source>1 six</source>
        <translation>1 six</translation>
    </message>
    <message>
        <source>%1 sixes</source>
        <translation>%1 six</translation>
    </message>
    <message>
        <source>Battle %1 | Strategy %2 | Support %3: %4</source>
        <translation>Bataille %1 | Stratégie %2 | Soutien %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>quelqu&apos;un</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>☢ success, ☠ Battle Die lost, ✗ Support Die damaged</source>
        <translation>☢ succès, ☠ dé de bataille perdu, ✗ dé de soutien endommagé</translation>
    </message>
    <message>
        <source>Reconnaissance</source>
        <translation>Reconnaissance</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Risk Phase</source>
        <translation>Phase de risque</translation>
    </message>
    <message>
        <source>Strategy Phase</source>
        <translation>Phase de stratégie</translation>
    </message>
    <message>
        <source>Action Phase</source>
        <translation>Phase d&apos;action</translation>
    </message>
    <message>
        <source>Battle Phase</source>
        <translation>Phase de bataille</translation>
    </message>
    <message>
        <source>Support Phase</source>
        <translation>Phase de soutien</translation>
    </message>
    <message>
        <source>End Phase</source>
        <translation>Phase finale</translation>
    </message>
    <message>
        <source>a new leader</source>
        <translation>un nouveau chef</translation>
    </message>
    <message>
        <source>over</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>still fighting</source>
        <translation>combat encore</translation>
    </message>
    <message>
        <source>escaped</source>
        <translation>a fui</translation>
    </message>
    <message>
        <source>fell back</source>
        <translation>a battu en retraite</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>en déroute</translation>
    </message>
    <message>
        <source>surrendered</source>
        <translation>a capitulé</translation>
    </message>
    <message>
        <source>has no Battle Dice left</source>
        <translation>n&apos;a plus de dés de bataille</translation>
    </message>
    <message>
        <source>over: %1</source>
        <translation>terminée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Wave %1, %2</source>
        <translation>Vague %1, %2</translation>
    </message>
    <message>
        <source>Reconnaissance in %1 (rating %2): %3 %4, %5 %6</source>
        <translation>Reconnaissance, %1 (valeur %2)&#xa0;: %3 %4, %5 %6</translation>
    </message>
    <message>
        <source>%1 sets an ambush</source>
        <translation>%1 tend une embuscade</translation>
    </message>
    <message>
        <source>%1 achieves surprise</source>
        <translation>%1 obtient la surprise</translation>
    </message>
    <message>
        <source>Initiative: %1 %2, %3 %4; %5 acts first</source>
        <translation>Initiative&#xa0;: %1 %2, %3 %4&#xa0;; %5 agit en premier</translation>
    </message>
    <message>
        <source>Wave %1</source>
        <translation>Vague %1</translation>
    </message>
    <message>
        <source>%1, Risk: %2</source>
        <translation>%1, risque&#xa0;: %2</translation>
    </message>
    <message>
        <source>no one takes a risk</source>
        <translation>personne ne prend de risque</translation>
    </message>
    <message>
        <source>%1, Strategy: %2 %3, %4 %5</source>
        <translation>%1, stratégie&#xa0;: %2 %3, %4 %5</translation>
    </message>
    <message>
        <source>; Null Battle: the retreating forces fall back</source>
        <translation>&#xa0;; Bataille nulle&#xa0;: les forces en retraite se replient</translation>
    </message>
    <message>
        <source>; Parley accepted: cease-fire</source>
        <translation>&#xa0;; Pourparlers acceptés&#xa0;: cessez-le-feu</translation>
    </message>
    <message>
        <source>; Stalemate: both Skirmish</source>
        <translation>&#xa0;; Impasse&#xa0;: Escarmouche des deux côtés</translation>
    </message>
    <message>
        <source>; %1&apos;s Parley declined</source>
        <translation>&#xa0;; Pourparlers de %1 refusés</translation>
    </message>
    <message>
        <source>%1, Action: %2 gets %3 Strategy Dice for its NPCs</source>
        <translation>%1, action&#xa0;: %2 reçoit %3 dés de stratégie pour ses PNJ</translation>
    </message>
    <message>
        <source>%1, Action: %2 by %3</source>
        <translation>%1, action&#xa0;: %2 par %3</translation>
    </message>
    <message>
        <source>Commando Operation</source>
        <translation>Opération commando</translation>
    </message>
    <message>
        <source>%1, Battle roll of %2: %3</source>
        <translation>%1, jet de bataille de %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1, %2 pushes</source>
        <translation>%1, %2 pousse</translation>
    </message>
    <message>
        <source>%1, %2 settles: %3</source>
        <translation>%1, %2 accepte&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 wins by %3, %4</source>
        <translation>%1: %2 l&apos;emporte de %3, %4</translation>
    </message>
    <message>
        <source>Emergency Repairs restore %1</source>
        <translation>Les réparations d&apos;urgence rendent %1</translation>
    </message>
    <message>
        <source>Mend the Wounds restores %1</source>
        <translation>Panser les blessures rend %1</translation>
    </message>
    <message>
        <source>rallied</source>
        <translation>ralliement réussi</translation>
    </message>
    <message>
        <source>failed to rally</source>
        <translation>ralliement manqué</translation>
    </message>
    <message>
        <source>%1, Support of %2: %3</source>
        <translation>%1, soutien de %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>%1, End: fighters killed %2 %3, %4 %5</source>
        <translation>%1, fin&#xa0;: combattants tués %2 %3, %4 %5</translation>
    </message>
    <message>
        <source>; %1 takes %2 damage</source>
        <translation>&#xa0;; %1 subit %2 dégâts</translation>
    </message>
    <message>
        <source>; %1 loses its %2</source>
        <translation>&#xa0;; %1 perd le projet %2</translation>
    </message>
    <message>
        <source>%1 takes command of %2: %3</source>
        <translation>%1 prend le commandement de %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>the ranks hold</source>
        <translation>les rangs tiennent</translation>
    </message>
    <message>
        <source>CONFUSED</source>
        <translation>DÉSORIENTÉ</translation>
    </message>
    <message>
        <source>Mutant: Year Zero Mass Combat</source>
        <translation>Mutant&#xa0;: Année Zéro – combat de masse</translation>
    </message>
    <message>
        <source>Battle Level at the start</source>
        <translation>Niveau de bataille au départ</translation>
    </message>
    <message>
        <source>Battle Dice left</source>
        <translation>Dés de bataille restants</translation>
    </message>
    <message>
        <source>Fighters killed</source>
        <translation>Combattants tués</translation>
    </message>
    <message>
        <source>Support lost</source>
        <translation>Soutien perdu</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Issue</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Étape par étape</translation>
    </message>
    <message>
        <source>%1 vs %2, %3 (killed %4 / %5)</source>
        <translation>%1 contre %2, %3 (tués %4 / %5)</translation>
    </message>
    <message>
        <source>no Defensive Advantage</source>
        <translation>pas d&apos;avantage défensif</translation>
    </message>
    <message>
        <source>hills, dry moat or river</source>
        <translation>collines, fossé sec ou rivière</translation>
    </message>
    <message>
        <source>mountain, bunkers or urban area</source>
        <translation>montagne, bunkers ou zone urbaine</translation>
    </message>
    <message>
        <source>+%1D6: %2</source>
        <translation>+%1D6&#xa0;: %2</translation>
    </message>
    <message>
        <source>Battle Dice lost</source>
        <translation>dés de bataille perdus</translation>
    </message>
    <message>
        <source>Support Dice damaged</source>
        <translation>dés de soutien endommagés</translation>
    </message>
    <message>
        <source>the foe won with a Total Attack</source>
        <translation>l&apos;adversaire a gagné avec une Attaque totale</translation>
    </message>
    <message>
        <source>the foe&apos;s Planned Defense won or tied</source>
        <translation>la Défense planifiée de l&apos;adversaire a gagné ou fait égalité</translation>
    </message>
    <message>
        <source>doubled: %1</source>
        <translation>doublées&#xa0;: %1</translation>
    </message>
    <message>
        <source>−%1D6: %2</source>
        <translation>−%1D6&#xa0;: %2</translation>
    </message>
    <message>
        <source>halved: the foe&apos;s Fighting Retreat</source>
        <translation>divisées par deux&#xa0;: Retraite combattante de l&apos;adversaire</translation>
    </message>
    <message>
        <source>none: the foe&apos;s Full Retreat</source>
        <translation>aucune&#xa0;: Retraite complète de l&apos;adversaire</translation>
    </message>
    <message>
        <source>must be leader, assailant, engineer or medic</source>
        <translation>doit être leader, assailant, engineer ou medic</translation>
    </message>
    <message>
        <source>%1 is not a skill of mass combat</source>
        <translation>%1 n&apos;est pas une compétence du combat de masse</translation>
    </message>
    <message>
        <source>%1 must be [attribute dice, skill dice], each 0 to 10</source>
        <translation>%1 doit être [dés d&apos;attribut, dés de compétence], chacun de 0 à 10</translation>
    </message>
    <message>
        <source>a faction needs a name</source>
        <translation>une faction doit avoir un nom</translation>
    </message>
    <message>
        <source>%1 must be a whole number of units</source>
        <translation>%1 doit être un nombre entier d&apos;unités</translation>
    </message>
    <message>
        <source>%1 is not an Ark project of mass combat</source>
        <translation>%1 n&apos;est pas un projet de l&apos;Arche du combat de masse</translation>
    </message>
    <message>
        <source>must be none, palisade, walled or fortress</source>
        <translation>doit être none, palisade, walled ou fortress</translation>
    </message>
    <message>
        <source>Mass combat</source>
        <translation>Combat de masse</translation>
    </message>
    <message>
        <source>must list two factions</source>
        <translation>doit indiquer deux factions</translation>
    </message>
    <message>
        <source>must be open, hills or mountainous</source>
        <translation>doit être open, hills ou mountainous</translation>
    </message>
    <message>
        <source>the dice are missing</source>
        <translation>les dés manquent</translation>
    </message>
    <message>
        <source>every die shows 1 to 6</source>
        <translation>chaque dé donne de 1 à 6</translation>
    </message>
    <message>
        <source>must list %1 dice, not %2</source>
        <translation>doit indiquer %1 dés, pas %2</translation>
    </message>
    <message>
        <source>names no one in %1</source>
        <translation>ne désigne personne dans %1</translation>
    </message>
    <message>
        <source>must list one entry per faction</source>
        <translation>doit indiquer une entrée par faction</translation>
    </message>
    <message>
        <source>%1 is not an environment of the rating table</source>
        <translation>%1 n&apos;est pas un environnement de la table des valeurs</translation>
    </message>
    <message>
        <source>%1 is not a battle strategy</source>
        <translation>%1 n&apos;est pas une stratégie de bataille</translation>
    </message>
    <message>
        <source>must be none, remarkable, commando or gm-dice</source>
        <translation>doit être none, remarkable, commando ou gm-dice</translation>
    </message>
    <message>
        <source>no Wave has begun, so there is nothing to roll</source>
        <translation>aucune vague n&apos;a commencé, il n&apos;y a donc rien à lancer</translation>
    </message>
    <message>
        <source>is no PC of that faction still standing</source>
        <translation>ne désigne aucun PJ encore debout de cette faction</translation>
    </message>
    <message>
        <source>%1 is not an Ark project</source>
        <translation>%1 n&apos;est pas un projet de l&apos;Arche</translation>
    </message>
    <message>
        <source>must be reconnaissance, initiative, risk, strategy, action, roll, push, settle, support, end or successor</source>
        <translation>doit être reconnaissance, initiative, risk, strategy, action, roll, push, settle, support, end ou successor</translation>
    </message>
    <message>
        <source>Jungle</source>
        <translation>Jungle</translation>
    </message>
    <message>
        <source>Marshlands</source>
        <translation>Marécages</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Montagne</translation>
    </message>
    <message>
        <source>Thick Woods</source>
        <translation>Forêt dense</translation>
    </message>
    <message>
        <source>Dead Woods</source>
        <translation>Forêt morte</translation>
    </message>
    <message>
        <source>Arctic</source>
        <translation>Arctique</translation>
    </message>
    <message>
        <source>Ark or Settlement</source>
        <translation>Arche ou colonie</translation>
    </message>
    <message>
        <source>Huge Crater</source>
        <translation>Cratère géant</translation>
    </message>
    <message>
        <source>Ruins or Derelict Industries</source>
        <translation>Ruines ou industries abandonnées</translation>
    </message>
    <message>
        <source>Ash Desert or Glasified Field</source>
        <translation>Désert de cendres ou champ vitrifié</translation>
    </message>
    <message>
        <source>Scrublands</source>
        <translation>Broussailles</translation>
    </message>
    <message>
        <source>Underwater</source>
        <translation>Sous l&apos;eau</translation>
    </message>
    <message>
        <source>Ruins in Sea</source>
        <translation>Ruines en mer</translation>
    </message>
    <message>
        <source>Island, Beach or Coastal Sea</source>
        <translation>Île, plage ou mer côtière</translation>
    </message>
    <message>
        <source>Open Sea</source>
        <translation>Haute mer</translation>
    </message>
    <message>
        <source>Inconclusive Battle</source>
        <translation>Bataille indécise</translation>
    </message>
    <message>
        <source>Marginal Victory</source>
        <translation>Victoire marginale</translation>
    </message>
    <message>
        <source>Definite Victory</source>
        <translation>Victoire nette</translation>
    </message>
    <message>
        <source>Great Victory</source>
        <translation>Grande victoire</translation>
    </message>
    <message>
        <source>Overwhelming Victory</source>
        <translation>Victoire écrasante</translation>
    </message>
    <message>
        <source>%1 routs</source>
        <translation>%1 part en déroute</translation>
    </message>
    <message>
        <source>%1 surrenders</source>
        <translation>%1 capitule</translation>
    </message>
    <message>
        <source>%1 escapes</source>
        <translation>%1 fuit</translation>
    </message>
    <message>
        <source>Null battle</source>
        <translation>Bataille nulle</translation>
    </message>
    <message>
        <source>%1 has no Battle Dice left</source>
        <translation>%1 n&apos;a plus de dés de bataille</translation>
    </message>
    <message>
        <source>Both have no Battle Dice left</source>
        <translation>Aucun des deux n&apos;a plus de dés de bataille</translation>
    </message>
    <message>
        <source>Unresolved</source>
        <translation>Non résolue</translation>
    </message>
    <message>
        <source>never push</source>
        <translation>ne jamais pousser</translation>
    </message>
    <message>
        <source>push while behind</source>
        <translation>pousser si mené</translation>
    </message>
    <message>
        <source>push while not ahead</source>
        <translation>pousser si pas en tête</translation>
    </message>
</context>
<context>
    <name>MyzStrategy</name>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Total Attack</source>
        <translation>Attaque totale</translation>
    </message>
    <message>
        <source>Planned Attack</source>
        <translation>Attaque planifiée</translation>
    </message>
    <message>
        <source>Feinted Attack</source>
        <translation>Attaque feinte</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>Défense</translation>
    </message>
    <message>
        <source>Total Defense</source>
        <translation>Défense totale</translation>
    </message>
    <message>
        <source>Planned Defense</source>
        <translation>Défense planifiée</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Ralliement</translation>
    </message>
    <message>
        <source>Parley</source>
        <translation>Pourparlers</translation>
    </message>
    <message>
        <source>Fighting Retreat</source>
        <translation>Retraite combattante</translation>
    </message>
    <message>
        <source>Full Retreat</source>
        <translation>Retraite complète</translation>
    </message>
    <message>
        <source>Raid</source>
        <translation>Raid</translation>
    </message>
    <message>
        <source>Skirmish</source>
        <translation>Escarmouche</translation>
    </message>
    <message>
        <source>No modifier.</source>
        <translation>Aucun modificateur.</translation>
    </message>
    <message>
        <source>+2 Strategy Dice; own casualties doubled; winning inflicts +1D6 casualties.</source>
        <translation>+2 dés de stratégie&#xa0;; ses propres pertes doublées&#xa0;; une victoire inflige +1D6 pertes.</translation>
    </message>
    <message>
        <source>+1 Strategy Die, +1 more with Artillery superiority; halves the foe&apos;s Defensive Advantage.</source>
        <translation>+1 dé de stratégie, +1 de plus avec la supériorité en artillerie&#xa0;; divise par deux l&apos;avantage défensif de l&apos;adversaire.</translation>
    </message>
    <message>
        <source>-2 Strategy Dice (-4 right after another Feint); winning doubles the margin (+1 on later Feints).</source>
        <translation>-2 dés de stratégie (-4 juste après une autre feinte)&#xa0;; une victoire double la marge (+1 aux feintes suivantes).</translation>
    </message>
    <message>
        <source>+1 Strategy Die and the Defensive Advantage.</source>
        <translation>+1 dé de stratégie et l&apos;avantage défensif.</translation>
    </message>
    <message>
        <source>+2 Strategy Dice and the Defensive Advantage; own casualties doubled.</source>
        <translation>+2 dés de stratégie et l&apos;avantage défensif&#xa0;; ses propres pertes doublées.</translation>
    </message>
    <message>
        <source>+1 Strategy Die, +1 more with Artillery superiority, and the Defensive Advantage; winning or tying inflicts +1D6 casualties. First Wave only, with a Defensive Advantage and not surprised.</source>
        <translation>+1 dé de stratégie, +1 de plus avec la supériorité en artillerie, et l&apos;avantage défensif&#xa0;; une victoire ou une égalité inflige +1D6 pertes. Première vague seulement, avec un avantage défensif et sans être surpris.</translation>
    </message>
    <message>
        <source>Only when CONFUSED. A COMMAND or MANIPULATE roll in the Support Phase ends the confusion.</source>
        <translation>Seulement si DÉSORIENTÉ. Un jet de COMMANDER ou MANIPULER pendant la phase de soutien met fin à la désorientation.</translation>
    </message>
    <message>
        <source>Offers a truce: accepted, the Wave stops; declined, Defense with 1 Strategy Die less.</source>
        <translation>Propose une trêve&#xa0;: acceptée, la vague s&apos;arrête&#xa0;; refusée, Défense avec 1 dé de stratégie de moins.</translation>
    </message>
    <message>
        <source>+2 Strategy Dice; no Support Phase; cannot win; the foe&apos;s casualties halved; escapes on a win or tie.</source>
        <translation>+2 dés de stratégie&#xa0;; pas de phase de soutien&#xa0;; ne peut pas gagner&#xa0;; pertes de l&apos;adversaire divisées par deux&#xa0;; fuit en cas de victoire ou d&apos;égalité.</translation>
    </message>
    <message>
        <source>+4 Strategy Dice (+2 when CONFUSED); no Support Phase; the foe takes no casualties; escapes with 2D6 fewer casualties.</source>
        <translation>+4 dés de stratégie (+2 si DÉSORIENTÉ)&#xa0;; pas de phase de soutien&#xa0;; l&apos;adversaire ne subit aucune perte&#xa0;; fuit avec 2D6 pertes de moins.</translation>
    </message>
    <message>
        <source>+1 Strategy Die per Aerial, Cavalry and Naval superiority; winning makes the foe skip its Support Phase.</source>
        <translation>+1 dé de stratégie par supériorité aérienne, de cavalerie et navale&#xa0;; une victoire prive l&apos;adversaire de sa phase de soutien.</translation>
    </message>
    <message>
        <source>+2 Strategy Dice, +1 more with Aerial or Artillery superiority; 1D6 fewer own casualties; a winning margin is halved.</source>
        <translation>+2 dés de stratégie, +1 de plus avec la supériorité aérienne ou en artillerie&#xa0;; 1D6 pertes de moins pour soi&#xa0;; une marge de victoire est divisée par deux.</translation>
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
        <translation>%1 %2/jour</translation>
    </message>
</context>
<context>
    <name>Posture</name>
    <message>
        <source>Mobile</source>
        <translation>En marche</translation>
    </message>
    <message>
        <source>Encamped, patrolling</source>
        <translation>Camp avec patrouilles</translation>
    </message>
    <message>
        <source>Encamped, bunkered</source>
        <translation>Camp retranché</translation>
    </message>
    <message>
        <source>Encamped, no security</source>
        <translation>Camp sans surveillance</translation>
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
        <translation>Rapport de bataille&#xa0;: %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>Print Preview: %1</source>
        <translation>Aperçu avant impression&#xa0;: %1</translation>
    </message>
    <message>
        <source>Print %1</source>
        <translation>Imprimer %1</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Print Pre&amp;view...</source>
        <translation>A&amp;perçu avant impression...</translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation>&amp;Imprimer...</translation>
    </message>
    <message>
        <source>Export as P&amp;DF...</source>
        <translation>Exporter en P&amp;DF...</translation>
    </message>
</context>
<context>
    <name>Quality</name>
    <message>
        <source>Very Fine</source>
        <translation>Excellente</translation>
    </message>
    <message>
        <source>Fine</source>
        <translation>Supérieure</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bonne</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Ordinaire</translation>
    </message>
    <message>
        <source>Poor</source>
        <translation>Médiocre</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Inferior</source>
        <translation>Inférieure</translation>
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
        <translation>Double</translation>
    </message>
    <message>
        <source>Quadruple</source>
        <translation>Quadruple</translation>
    </message>
    <message>
        <source>Raise at least one element.</source>
        <translation>Levez au moins un élément.</translation>
    </message>
    <message>
        <source>Raise %1 per element x %2 = %3</source>
        <translation>Levée %1 par élément x %2 = %3</translation>
    </message>
    <message>
        <source>x2 to raise in 75% of the time: %1</source>
        <translation>x2 pour lever en 75&#xa0;% du délai&#xa0;: %1</translation>
    </message>
    <message>
        <source>x4 to raise in half the time: %1</source>
        <translation>x4 pour lever en deux fois moins de temps&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 days, as for one element (elements raise in parallel): ready %2</source>
        <translation>%1 jours, comme pour un seul élément (les éléments sont levés en parallèle)&#xa0;: prêts le %2</translation>
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
        <translation>Surprise</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>Embuscade</translation>
    </message>
    <message>
        <source>Tie: pitched battle</source>
        <translation>Égalité&#xa0;: bataille rangée</translation>
    </message>
    <message>
        <source>Tie: encounter battle</source>
        <translation>Égalité&#xa0;: bataille de rencontre</translation>
    </message>
    <message>
        <source>Both critically failed: encounter battle, both sides confused</source>
        <translation>Double échec critique&#xa0;: bataille de rencontre, les deux camps en désordre</translation>
    </message>
    <message>
        <source>A 3d6 roll is a number from 3 to 18.</source>
        <translation>Un jet de 3d6 donne un nombre de 3 à 18.</translation>
    </message>
    <message>
        <source>The contest is a tie: roll 1d to see whether the battle is pitched.</source>
        <translation>Le duel est à égalité&#xa0;: lancez 1d pour savoir si la bataille est rangée.</translation>
    </message>
    <message>
        <source>A 1d roll is a number from 1 to 6.</source>
        <translation>Un jet de 1d donne un nombre de 1 à 6.</translation>
    </message>
    <message>
        <source>%1 wins by %2: %3 (Terrain Rating %4).</source>
        <translation>%1 l&apos;emporte de %2&#xa0;: %3 (indice de terrain %4).</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>1d rolled %1 against Terrain Rating %2</source>
        <translation>1d a donné %1 contre l&apos;indice de terrain %2</translation>
    </message>
    <message>
        <source>%1 wins by %2 but is bunkered, so it counts as a tie; %3: %4.</source>
        <translation>%1 l&apos;emporte de %2 mais est retranché, ce qui compte comme une égalité&#xa0;; %3&#xa0;: %4.</translation>
    </message>
    <message>
        <source>Tie; %1: %2.</source>
        <translation>Égalité&#xa0;; %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3.</source>
        <translation>La compétence %1 doit être comprise entre %2 et %3.</translation>
    </message>
    <message>
        <source>Mobile</source>
        <translation>En marche</translation>
    </message>
    <message>
        <source>Mobile, no security</source>
        <translation>En marche, sans surveillance</translation>
    </message>
    <message>
        <source>Encamped, patrolling</source>
        <translation>Camp avec patrouilles</translation>
    </message>
    <message>
        <source>Encamped, bunkered</source>
        <translation>Camp retranché</translation>
    </message>
    <message>
        <source>Encamped, no security</source>
        <translation>Camp sans surveillance</translation>
    </message>
    <message>
        <source>Normal speed</source>
        <translation>Vitesse normale</translation>
    </message>
    <message>
        <source>Forced march</source>
        <translation>Marche forcée</translation>
    </message>
    <message>
        <source>Forced march, roll failed</source>
        <translation>Marche forcée, jet raté</translation>
    </message>
    <message>
        <source>Indifferent locals</source>
        <translation>Population indifférente</translation>
    </message>
    <message>
        <source>Good relations with the locals</source>
        <translation>Bonnes relations avec la population</translation>
    </message>
    <message>
        <source>Hostile locals</source>
        <translation>Population hostile</translation>
    </message>
    <message>
        <source>Off-road</source>
        <translation>Hors route</translation>
    </message>
    <message>
        <source>Road movement</source>
        <translation>Sur route</translation>
    </message>
    <message>
        <source>Tied to a road or rail network</source>
        <translation>Lié à un réseau routier ou ferré</translation>
    </message>
    <message>
        <source>A travel speed cannot be negative.</source>
        <translation>Une vitesse de voyage ne peut pas être négative.</translation>
    </message>
    <message>
        <source>%1 (set by the GM)</source>
        <translation>%1 (fixé par le MJ)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Every element is flying</source>
        <translation>Tous les éléments volent</translation>
    </message>
    <message>
        <source>No security</source>
        <translation>Sans surveillance</translation>
    </message>
    <message>
        <source>No Recon elements in a land campaign</source>
        <translation>Aucun élément de Reconnaissance en campagne terrestre</translation>
    </message>
    <message>
        <source>Every element is Recon</source>
        <translation>Tous les éléments sont de Reconnaissance</translation>
    </message>
    <message>
        <source>At least 1.5 times as fast as the enemy (%1 against %2 miles a day)</source>
        <translation>Au moins 1,5 fois plus rapide que l&apos;ennemi (%1 contre %2 miles par jour)</translation>
    </message>
    <message>
        <source>Some elements have the Terrain (%1) feature</source>
        <translation>Certains éléments ont le trait Terrain (%1)</translation>
    </message>
    <message>
        <source>Every element has the Terrain (%1) feature</source>
        <translation>Tous les éléments ont le trait Terrain (%1)</translation>
    </message>
    <message>
        <source>Bunkered (a win counts as a tie)</source>
        <translation>Retranché (une victoire compte comme une égalité)</translation>
    </message>
    <message>
        <source>%1 superiority</source>
        <translation>Supériorité (%1)</translation>
    </message>
    <message>
        <source>%1 superiority (TS %2 against %3)</source>
        <translation>Supériorité (%1), TS %2 contre %3</translation>
    </message>
    <message>
        <source>%1 %2 and %3 %4: average %5 (rounded down)</source>
        <translation>%1 %2 et %3 %4&#xa0;: moyenne %5 (arrondie à l&apos;inférieur)</translation>
    </message>
    <message>
        <source>GM&apos;s modifier</source>
        <translation>Modificateur du MJ</translation>
    </message>
    <message>
        <source>= effective skill %1</source>
        <translation>= compétence effective %1</translation>
    </message>
    <message>
        <source>Flying</source>
        <translation>En vol</translation>
    </message>
    <message>
        <source>Recon in a land battle</source>
        <translation>Reconnaissance en bataille terrestre</translation>
    </message>
    <message>
        <source>Relations with locals</source>
        <translation>Relations avec la population</translation>
    </message>
    <message>
        <source>Roads</source>
        <translation>Routes</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Terrain feature</source>
        <translation>Trait Terrain</translation>
    </message>
    <message>
        <source>Bunkered</source>
        <translation>Retranché</translation>
    </message>
    <message>
        <source>Recon superiority</source>
        <translation>Supériorité en reconnaissance</translation>
    </message>
    <message>
        <source>Air superiority</source>
        <translation>Supériorité aérienne</translation>
    </message>
    <message>
        <source>%1&apos;s intelligence chief learns the enemy&apos;s size and composition to within %2%.</source>
        <translation>Le chef du renseignement de %1 connaît la taille et la composition de l&apos;ennemi à %2&#xa0;% près.</translation>
    </message>
    <message>
        <source>%1 chooses a pitched battle or an encounter battle.</source>
        <translation>%1 choisit entre bataille rangée et bataille de rencontre.</translation>
    </message>
    <message>
        <source>%1 may turn back and avoid battle: the enemy is bunkered.</source>
        <translation>%1 peut faire demi-tour et éviter la bataille&#xa0;: l&apos;ennemi est retranché.</translation>
    </message>
    <message>
        <source>%1 may turn back and avoid battle: the enemy moves no faster.</source>
        <translation>%1 peut faire demi-tour et éviter la bataille&#xa0;: l&apos;ennemi n&apos;est pas plus rapide.</translation>
    </message>
    <message>
        <source>Ambush: %1 is confused in the first round, even in a pitched battle.</source>
        <translation>Embuscade&#xa0;: %1 est en désordre au premier round, même en bataille rangée.</translation>
    </message>
    <message>
        <source>Surprise: in an encounter battle %1 is confused in the first round.</source>
        <translation>Surprise&#xa0;: en bataille de rencontre, %1 est en désordre au premier round.</translation>
    </message>
    <message>
        <source>The winner can avoid battle only if the enemy is bunkered, or is mobile and no faster.</source>
        <translation>Le vainqueur ne peut éviter la bataille que si l&apos;ennemi est retranché, ou en marche et pas plus rapide.</translation>
    </message>
    <message>
        <source>Typical</source>
        <translation>Typique</translation>
    </message>
    <message>
        <source>Dense hedgerows</source>
        <translation>Bocage dense</translation>
    </message>
    <message>
        <source>Trackless forest</source>
        <translation>Forêt sans chemins</translation>
    </message>
    <message>
        <source>Both sides started inside the town</source>
        <translation>Les deux camps ont commencé dans la ville</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Nuit</translation>
    </message>
    <message>
        <source>Underground</source>
        <translation>Souterrain</translation>
    </message>
    <message>
        <source>%1 (%2): Terrain Rating %3</source>
        <translation>%1 (%2)&#xa0;: indice de terrain %3</translation>
    </message>
    <message>
        <source>%1: Terrain Rating %2</source>
        <translation>%1: indice de terrain %2</translation>
    </message>
    <message>
        <source>%1: halved, rounded up: %2</source>
        <translation>%1: divisé par deux, arrondi au supérieur&#xa0;: %2</translation>
    </message>
    <message>
        <source>Bad weather: -1: %1</source>
        <translation>Mauvais temps&#xa0;: -1&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Replacement</name>
    <message>
        <source>%1 in %2 days</source>
        <translation>%1 en %2 jours</translation>
    </message>
    <message>
        <source>x%1 cost to raise faster: %2 in %3 days</source>
        <translation>x%1 sur le coût pour lever plus vite&#xa0;: %2 en %3 jours</translation>
    </message>
    <message>
        <source>Replacing %1% of %2 x Raise %3: %1% of the cost and of %4 days</source>
        <translation>Remplacement de %1&#xa0;% de %2 x levée %3&#xa0;: %1&#xa0;% du coût et des %4 jours</translation>
    </message>
    <message>
        <source>Improvement: Raise %1 -&gt; %2, %3 x %4</source>
        <translation>Amélioration&#xa0;: levée %1 -&gt; %2, %3 x %4</translation>
    </message>
    <message>
        <source>Nothing to pay and no retraining time</source>
        <translation>Rien à payer et aucun délai de reformation</translation>
    </message>
    <message>
        <source>Disbanded on campaign in enemy or disputed territory: no rebate</source>
        <translation>Dissous en campagne en territoire ennemi ou disputé&#xa0;: aucun remboursement</translation>
    </message>
    <message numerus="yes">
        <source>Only %n month(s) demobilizing (two needed): no rebate</source>
        <translation>
            <numerusform>%n mois de démobilisation seulement (il en faut deux)&#xa0;: aucun remboursement</numerusform>
            <numerusform>%n mois de démobilisation seulement (il en faut deux)&#xa0;: aucun remboursement</numerusform>
        </translation>
    </message>
    <message>
        <source>The area cannot buy or repurpose the equipment and personnel: no rebate</source>
        <translation>La région ne peut ni racheter ni réaffecter l&apos;équipement et le personnel&#xa0;: aucun remboursement</translation>
    </message>
    <message>
        <source>Disbanded in friendly territory after %1 months: 20% of %2 x Raise %3 = %4</source>
        <translation>Dissous en territoire ami après %1 mois&#xa0;: 20&#xa0;% de %2 x levée %3 = %4</translation>
    </message>
</context>
<context>
    <name>Revenue</name>
    <message>
        <source>Monthly</source>
        <translation>Mensuel</translation>
    </message>
    <message>
        <source>Seasonal</source>
        <translation>Saisonnier</translation>
    </message>
    <message>
        <source>Annual</source>
        <translation>Annuel</translation>
    </message>
    <message>
        <source>Held</source>
        <translation>Tenu</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdu</translation>
    </message>
    <message>
        <source>Devastated</source>
        <translation>Dévasté</translation>
    </message>
    <message>
        <source>The revenue source needs a name.</source>
        <translation>La source de revenus doit avoir un nom.</translation>
    </message>
    <message>
        <source>Revenue cannot be negative: book a cost in the ledger instead.</source>
        <translation>Les revenus ne peuvent pas être négatifs&#xa0;: inscrivez plutôt un coût dans le livre de comptes.</translation>
    </message>
    <message>
        <source>Choose the months in which %1 pays.</source>
        <translation>Choisissez les mois où %1 paie.</translation>
    </message>
    <message>
        <source>Choose the one month in which %1 pays.</source>
        <translation>Choisissez le seul mois où %1 paie.</translation>
    </message>
</context>
<context>
    <name>RosterJson</name>
    <message>
        <source>%1 is missing or not a number.</source>
        <translation>%1 est absent ou n&apos;est pas un nombre.</translation>
    </message>
    <message>
        <source>%1: unknown element type &quot;%2&quot;.</source>
        <translation>%1: type d&apos;élément inconnu «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>%1 must be a whole number of 0 or more.</source>
        <translation>%1 doit être un nombre entier supérieur ou égal à 0.</translation>
    </message>
    <message>
        <source>%1 must be a percentage of at least 0 and under 100.</source>
        <translation>%1 doit être un pourcentage d&apos;au moins 0 et inférieur à 100.</translation>
    </message>
    <message>
        <source>%1: unknown equipment quality &quot;%2&quot; (Poor, Basic, Good, Fine, Very Fine).</source>
        <translation>%1: qualité d&apos;équipement inconnue «&#xa0;%2&#xa0;» (Poor, Basic, Good, Fine, Very Fine).</translation>
    </message>
    <message>
        <source>%1: unknown troop quality &quot;%2&quot; (Inferior, Average, Good, Elite).</source>
        <translation>%1: qualité des troupes inconnue «&#xa0;%2&#xa0;» (Inferior, Average, Good, Elite).</translation>
    </message>
    <message>
        <source>%1: unknown feature &quot;%2&quot;.</source>
        <translation>%1: trait inconnu «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>%1 must be a number greater than 0.</source>
        <translation>%1 doit être un nombre supérieur à 0.</translation>
    </message>
    <message>
        <source>elements is missing or not an array.</source>
        <translation>elements est absent ou n&apos;est pas un tableau.</translation>
    </message>
    <message>
        <source>elements[%1] is not an object.</source>
        <translation>elements[%1] n&apos;est pas un objet.</translation>
    </message>
</context>
<context>
    <name>RoundLog</name>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Round %1&lt;/b&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Round %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>: parley, no fighting.</source>
        <translation>: pourparlers, pas de combat.</translation>
    </message>
    <message>
        <source>: %1 %2 (skill %3, roll %4) against %5 %6 (skill %7, roll %8). </source>
        <translation>: %1 (%2, compétence %3, jet %4) contre %5 (%6, compétence %7, jet %8). </translation>
    </message>
    <message>
        <source>A tie. </source>
        <translation>Égalité. </translation>
    </message>
    <message>
        <source>%1 wins by %2. </source>
        <translation>%1 l&apos;emporte de %2. </translation>
    </message>
    <message>
        <source>Casualties %1 %2%, %3 %4%, once the round ends.</source>
        <translation>Pertes en fin de round&#xa0;: %1 %2&#xa0;%, %3 %4&#xa0;%.</translation>
    </message>
    <message>
        <source>Casualties %1 %2% (total %3%), %4 %5% (total %6%).</source>
        <translation>Pertes&#xa0;: %1 %2&#xa0;% (total %3&#xa0;%), %4 %5&#xa0;% (total %6&#xa0;%).</translation>
    </message>
    <message>
        <source> No PB.</source>
        <translation> Aucun PB.</translation>
    </message>
    <message>
        <source> PB %1 to %2.</source>
        <translation> PB %1 pour %2.</translation>
    </message>
    <message>
        <source>: %1 %2 against %3 %4.</source>
        <translation>: %1 (%2) contre %3 (%4).</translation>
    </message>
    <message>
        <source>: under way.</source>
        <translation>: en cours.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Pursuit&lt;/b&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Poursuite&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>RoundRules</name>
    <message>
        <source>Basic Strategy Modifier</source>
        <translation>Modificateur de stratégie de base</translation>
    </message>
    <message>
        <source>Casualties (-1 per 5%)</source>
        <translation>Pertes (-1 par tranche de 5&#xa0;%)</translation>
    </message>
    <message>
        <source>Defense Bonus</source>
        <translation>Bonus de défense</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>Risque</translation>
    </message>
    <message>
        <source>Significant actions</source>
        <translation>Actions significatives</translation>
    </message>
    <message>
        <source>Battle strategy</source>
        <translation>Stratégie de bataille</translation>
    </message>
    <message>
        <source>Strategy&apos;s superiority bonus</source>
        <translation>Bonus de supériorité de la stratégie</translation>
    </message>
    <message>
        <source>Indirect Attack again</source>
        <translation>Nouvelle Attaque indirecte</translation>
    </message>
    <message>
        <source>Parley refused</source>
        <translation>Pourparlers refusés</translation>
    </message>
    <message>
        <source>Retreating in confusion</source>
        <translation>Retraite en désordre</translation>
    </message>
    <message>
        <source>Desperate</source>
        <translation>Désespoir</translation>
    </message>
    <message>
        <source>Impetuous elements</source>
        <translation>Éléments impétueux</translation>
    </message>
    <message>
        <source>Position Bonus</source>
        <translation>Bonus de position</translation>
    </message>
    <message>
        <source>Special circumstances</source>
        <translation>Circonstances spéciales</translation>
    </message>
    <message>
        <source>Retreating across the water</source>
        <translation>Retraite à travers l&apos;eau</translation>
    </message>
    <message>
        <source>Disrupted by chemical weapons</source>
        <translation>Perturbé par les armes chimiques</translation>
    </message>
    <message>
        <source>Allied or divided command</source>
        <translation>Commandement allié ou divisé</translation>
    </message>
    <message>
        <source>Tactics %1 (a force of 1-4 elements)</source>
        <translation>Tactique %1 (force de 1 à 4 éléments)</translation>
    </message>
    <message>
        <source>Strategy %1</source>
        <translation>Stratégie %1</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
</context>
<context>
    <name>RuleSet</name>
    <message>
        <source>The record of &quot;%1&quot; cannot be read: %2</source>
        <translation>L&apos;enregistrement de «&#xa0;%1&#xa0;» est illisible&#xa0;: %2</translation>
    </message>
    <message>
        <source>d20 Strategic Combat</source>
        <translation>d20 Strategic Combat</translation>
    </message>
    <message>
        <source>GURPS Mass Combat</source>
        <translation>GURPS Mass Combat</translation>
    </message>
    <message>
        <source>Round %1: %2 %3 (roll %4) against %5 %6 (roll %7); casualties %8% / %9%</source>
        <translation>Round %1&#xa0;: %2 (%3, jet %4) contre %5 (%6, jet %7)&#xa0;; pertes %8&#xa0;% / %9&#xa0;%</translation>
    </message>
    <message>
        <source>Mutant: Year Zero Mass Combat</source>
        <translation>Mutant&#xa0;: Année Zéro – Combat de masse</translation>
    </message>
    <message>
        <source>Simplified Mass Combat</source>
        <translation>Simplified Mass Combat</translation>
    </message>
</context>
<context>
    <name>SideFromForce</name>
    <message>
        <source>%1 is dead.</source>
        <translation>%1 n&apos;est plus en vie.</translation>
    </message>
    <message>
        <source>%1 is a captive.</source>
        <translation>%1 est aux mains de l&apos;ennemi.</translation>
    </message>
    <message>
        <source>%1 is down at %2 HP.</source>
        <translation>%1 n&apos;a plus que %2 HP.</translation>
    </message>
    <message>
        <source>Commander</source>
        <translation>Commandant</translation>
    </message>
</context>
<context>
    <name>SideProposal</name>
    <message>
        <source>Lines of custom element types (battle files know the built-in types only): %1</source>
        <translation>Lignes de types d&apos;éléments personnalisés (les fichiers de bataille ne connaissent que les types intégrés)&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Smc</name>
    <message>
        <source>a unit needs a name</source>
        <translation>une unité doit avoir un nom</translation>
    </message>
    <message>
        <source>an army needs a name</source>
        <translation>une armée doit avoir un nom</translation>
    </message>
    <message>
        <source>an army needs at least one unit</source>
        <translation>une armée doit avoir au moins une unité</translation>
    </message>
    <message>
        <source>two units are named &quot;%1&quot;: each unit of an army needs its own name</source>
        <translation>deux unités s&apos;appellent «&#xa0;%1&#xa0;»&#xa0;: chaque unité d&apos;une armée doit avoir son propre nom</translation>
    </message>
    <message>
        <source>1 success</source>
        <translation>1 succès</translation>
    </message>
    <message>
        <source>%1 successes</source>
        <translation>%1 succès</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>%1 = %2 dice</source>
        <translation>%1 = %2 dés</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Ralliement</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Repli</translation>
    </message>
    <message>
        <source>Clash</source>
        <translation>Affrontement</translation>
    </message>
    <message>
        <source>Rout check</source>
        <translation>Test de déroute</translation>
    </message>
    <message>
        <source>Maintain Tactics</source>
        <translation>Maintien de la tactique</translation>
    </message>
    <message>
        <source>no dice</source>
        <translation>aucun dé</translation>
    </message>
    <message>
        <source> (botch)</source>
        <translation> (échec critique)</translation>
    </message>
    <message>
        <source>no such unit</source>
        <translation>unité introuvable</translation>
    </message>
    <message>
        <source>%1 is destroyed and takes no action</source>
        <translation>%1 est détruite et n&apos;agit pas</translation>
    </message>
    <message>
        <source>%1 declares once a turn</source>
        <translation>%1 ne déclare qu&apos;une fois par tour</translation>
    </message>
    <message>
        <source>%1 declares no action: leave it out instead</source>
        <translation>%1 ne déclare aucune action&#xa0;: omettez-la plutôt</translation>
    </message>
    <message>
        <source>%1 is not in flight: only a routing unit Rallies</source>
        <translation>%1 n&apos;est pas en fuite&#xa0;: seule une unité en déroute se rallie</translation>
    </message>
    <message>
        <source>%1 is in flight: it can only Rally or Withdraw, or flurry other actions with a Rally</source>
        <translation>%1 est en fuite&#xa0;: elle peut seulement se rallier ou se replier, ou enchaîner d&apos;autres actions avec un Ralliement</translation>
    </message>
    <message>
        <source>%1 is not engaged: there is nothing to Withdraw from</source>
        <translation>%1 n&apos;est pas engagée&#xa0;: elle n&apos;a rien dont se replier</translation>
    </message>
    <message>
        <source>no such enemy unit</source>
        <translation>unité ennemie introuvable</translation>
    </message>
    <message>
        <source>%1 is destroyed</source>
        <translation>%1 est détruite</translation>
    </message>
    <message>
        <source>%1 is a ranged unit: it Clashes without engaging</source>
        <translation>%1 est une unité à distance&#xa0;: elle affronte sans engager</translation>
    </message>
    <message>
        <source>%1 is already engaged with %2: declare the Clash alone</source>
        <translation>%1 est déjà engagée contre %2&#xa0;: déclarez l&apos;Affrontement seul</translation>
    </message>
    <message>
        <source>Engage Enemy is flurried with a Clash on the same unit: %1 must Clash with %2</source>
        <translation>«&#xa0;Engager l&apos;ennemi&#xa0;» s&apos;enchaîne avec un Affrontement contre la même unité&#xa0;: %1 doit affronter %2</translation>
    </message>
    <message>
        <source>%1 is already engaged by %2 units, as many as its Magnitude allows</source>
        <translation>%1 est déjà engagée par %2 unités, autant que sa magnitude le permet</translation>
    </message>
    <message>
        <source>%1 is not engaged with %2: flurry Engage Enemy with the Clash</source>
        <translation>%1 n&apos;est pas engagée contre %2&#xa0;: enchaînez «&#xa0;Engager l&apos;ennemi&#xa0;» avec l&apos;Affrontement</translation>
    </message>
    <message>
        <source>%1 cannot Withdraw from %2 and Clash with it</source>
        <translation>%1 ne peut pas à la fois se replier face à %2 et l&apos;affronter</translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <translation>La bataille est terminée.</translation>
    </message>
    <message>
        <source>This turn&apos;s actions are declared; the next roll is due.</source>
        <translation>Les actions de ce tour sont déclarées&#xa0;; le jet suivant est attendu.</translation>
    </message>
    <message>
        <source>No roll is due: declare the turn&apos;s actions first.</source>
        <translation>Aucun jet n&apos;est attendu&#xa0;: déclarez d&apos;abord les actions du tour.</translation>
    </message>
    <message>
        <source>The roll due is %1&apos;s %2.</source>
        <translation>Jet attendu&#xa0;: %2 de %1.</translation>
    </message>
    <message>
        <source>the pool has 1 die; %1 faces were given</source>
        <translation>la réserve compte 1 dé&#xa0;; %1 faces ont été saisies</translation>
    </message>
    <message>
        <source>the pool has %1 dice; %2 faces were given</source>
        <translation>la réserve compte %1 dés&#xa0;; %2 faces ont été saisies</translation>
    </message>
    <message>
        <source>a d10 shows 1 to 10, not %1</source>
        <translation>un d10 donne de 1 à 10, pas %1</translation>
    </message>
    <message>
        <source>only a Clash has a defender&apos;s dice</source>
        <translation>seul un Affrontement a des dés de défenseur</translation>
    </message>
    <message>
        <source>the GM ends the battle</source>
        <translation>le MJ met fin à la bataille</translation>
    </message>
    <message>
        <source>Turn %1: the battle ends: %2.</source>
        <translation>Tour %1&#xa0;: la bataille prend fin&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Engage %1</source>
        <translation>Engager %1</translation>
    </message>
    <message>
        <source>Clash with %1</source>
        <translation>Affronter %1</translation>
    </message>
    <message>
        <source>Special Action: %1</source>
        <translation>Action spéciale&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source> (flurry, %1 per action)</source>
        <translation> (enchaînement, %1 par action)</translation>
    </message>
    <message>
        <source>Turn %1: no unit acts.</source>
        <translation>Tour %1&#xa0;: aucune unité n&apos;agit.</translation>
    </message>
    <message>
        <source>Turn %1, declared: %2.</source>
        <translation>Tour %1, déclaré&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Magnitude</source>
        <translation>Magnitude</translation>
    </message>
    <message>
        <source>Flurry</source>
        <translation>Enchaînement</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Vigueur</translation>
    </message>
    <message>
        <source>Battle Plans</source>
        <translation>Plans de bataille</translation>
    </message>
    <message>
        <source>In flight</source>
        <translation>En fuite</translation>
    </message>
    <message>
        <source>Leadership</source>
        <translation>Commandement</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Discipline</translation>
    </message>
    <message>
        <source>Tactics</source>
        <translation>Tactique</translation>
    </message>
    <message>
        <source> %1 takes %2 Health and is destroyed.</source>
        <translation> %1 perd %2 pv et est détruite.</translation>
    </message>
    <message>
        <source> %1 takes %2 Health and loses %3 Magnitude: Magnitude %4, Health %5.</source>
        <translation> %1 perd %2 pv et %3 de magnitude&#xa0;: magnitude %4, %5 pv.</translation>
    </message>
    <message>
        <source> %1 takes %2 Health: Magnitude %3, Health %4.</source>
        <translation> %1 perd %2 pv&#xa0;: magnitude %3, %4 pv.</translation>
    </message>
    <message>
        <source> %1, in flight, meets rout conditions again (%2): its next Rally is at difficulty %3.</source>
        <translation> %1, en fuite, remplit de nouveau des conditions de déroute (%2)&#xa0;: son prochain Ralliement sera de difficulté %3.</translation>
    </message>
    <message>
        <source> %1 must test for rout at difficulty %2.</source>
        <translation> %1 doit faire un test de déroute de difficulté %2.</translation>
    </message>
    <message>
        <source>Turn %1, Rally of %2 at difficulty %3 (%4).</source>
        <translation>Tour %1, Ralliement de %2, difficulté %3 (%4).</translation>
    </message>
    <message>
        <source> It rallies.</source>
        <translation> Elle se rallie.</translation>
    </message>
    <message>
        <source> It fails by %1 and is in full retreat.</source>
        <translation> Elle échoue de %1 et se trouve en retraite complète.</translation>
    </message>
    <message>
        <source>Turn %1, %2 tries to Withdraw (%3).</source>
        <translation>Tour %1, %2 tente de se replier (%3).</translation>
    </message>
    <message>
        <source> It is no longer engaged.</source>
        <translation> Elle n&apos;est plus engagée.</translation>
    </message>
    <message>
        <source> It stays engaged.</source>
        <translation> Elle reste engagée.</translation>
    </message>
    <message>
        <source>Turn %1, Clash: %2 %3 %4 (%5</source>
        <translation>Tour %1, Affrontement&#xa0;: %2 %3 %4 (%5</translation>
    </message>
    <message>
        <source>engages and attacks</source>
        <translation>engage et attaque</translation>
    </message>
    <message>
        <source>attacks</source>
        <translation>attaque</translation>
    </message>
    <message>
        <source>, +%1 for Magnitude</source>
        <translation>, +%1 pour la magnitude</translation>
    </message>
    <message>
        <source>; %1 defends with %2).</source>
        <translation>&#xa0;; %1 se défend avec %2).</translation>
    </message>
    <message>
        <source> %1 wins by %2.</source>
        <translation> %1 l&apos;emporte de %2.</translation>
    </message>
    <message>
        <source> %1 beats the attack off.</source>
        <translation> %1 repousse l&apos;attaque.</translation>
    </message>
    <message>
        <source>Turn %1, rout check of %2 at difficulty %3 (%4).</source>
        <translation>Tour %1, test de déroute de %2, difficulté %3 (%4).</translation>
    </message>
    <message>
        <source> It holds.</source>
        <translation> Elle tient bon.</translation>
    </message>
    <message>
        <source> It is in flight; its Rally will be at difficulty %1.</source>
        <translation> Elle est en fuite&#xa0;; son Ralliement sera de difficulté %1.</translation>
    </message>
    <message>
        <source>Turn %1, %2 maintains tactics against Battle Plans %3 (%4).</source>
        <translation>Tour %1, %2 maintient sa tactique, Plans de bataille %3 (%4).</translation>
    </message>
    <message>
        <source> The plans hold.</source>
        <translation> Les plans tiennent.</translation>
    </message>
    <message>
        <source> Battle Plans drop to %1.</source>
        <translation> Les Plans de bataille tombent à %1.</translation>
    </message>
    <message>
        <source> %1 is destroyed: no %2.</source>
        <translation> %1 est détruite&#xa0;: %2 sans objet.</translation>
    </message>
    <message>
        <source> %1 failed to Rally: no %2.</source>
        <translation> %1 a raté son Ralliement&#xa0;: %2 sans objet.</translation>
    </message>
    <message>
        <source> %1 is no longer engaged: no Withdraw.</source>
        <translation> %1 n&apos;est plus engagée&#xa0;: pas de Repli.</translation>
    </message>
    <message>
        <source> %1 is in flight: no Clash.</source>
        <translation> %1 est en fuite&#xa0;: pas d&apos;Affrontement.</translation>
    </message>
    <message>
        <source> %1 is destroyed: %2 has no one to Clash with.</source>
        <translation> %1 est détruite&#xa0;: %2 n&apos;a personne à affronter.</translation>
    </message>
    <message>
        <source> %1 is no longer engaged with %2: no Clash.</source>
        <translation> %1 n&apos;est plus engagée contre %2&#xa0;: pas d&apos;Affrontement.</translation>
    </message>
    <message>
        <source> Neither army has a unit standing: the battle is over.</source>
        <translation> Aucune armée n&apos;a plus d&apos;unité debout&#xa0;: la bataille est terminée.</translation>
    </message>
    <message>
        <source> %1 has no unit standing: %2 wins the battle.</source>
        <translation> %1 n&apos;a plus d&apos;unité debout&#xa0;: %2 remporte la bataille.</translation>
    </message>
    <message>
        <source>must be a list of d10 faces</source>
        <translation>doit être une liste de faces de d10</translation>
    </message>
    <message>
        <source>%1 has no unit named &quot;%2&quot;</source>
        <translation>%1 n&apos;a pas d&apos;unité nommée «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>doit être un objet</translation>
    </message>
    <message>
        <source>no roll is due: the turn&apos;s actions are declared first</source>
        <translation>aucun jet n&apos;est attendu&#xa0;: les actions du tour se déclarent d&apos;abord</translation>
    </message>
    <message>
        <source>must be rally, withdraw, clash, rout or tactics</source>
        <translation>doit valoir rally, withdraw, clash, rout ou tactics</translation>
    </message>
    <message>
        <source>the faces of the roll are missing</source>
        <translation>les faces du jet manquent</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>a battle has two armies</source>
        <translation>une bataille a deux armées</translation>
    </message>
    <message>
        <source>must be declare, roll or end</source>
        <translation>doit valoir declare, roll ou end</translation>
    </message>
    <message>
        <source>the turn has no more rolls</source>
        <translation>le tour n&apos;a plus de jets</translation>
    </message>
    <message>
        <source>Turn %1, declare actions</source>
        <translation>Tour %1, déclaration des actions</translation>
    </message>
    <message>
        <source>Turn %1, %2 of %3</source>
        <translation>Tour %1, %2 de %3</translation>
    </message>
    <message>
        <source>Ended in turn %1: %2</source>
        <translation>Terminée au tour %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Over, no army standing</source>
        <translation>Terminée, aucune armée debout</translation>
    </message>
    <message>
        <source>Won by %1 in turn %2</source>
        <translation>Gagnée par %1 au tour %2</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>détruite</translation>
    </message>
    <message>
        <source>in flight (Rally at difficulty %1)</source>
        <translation>en fuite (Ralliement de difficulté %1)</translation>
    </message>
    <message>
        <source>engaged with %1</source>
        <translation>engagée contre %1</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>prête</translation>
    </message>
    <message>
        <source>%1 vs %2, %3 (units standing %4 / %5)</source>
        <translation>%1 contre %2, %3 (unités debout %4 / %5)</translation>
    </message>
    <message>
        <source>Simplified Mass Combat</source>
        <translation>Simplified Mass Combat</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Points de vie</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Pas à pas</translation>
    </message>
</context>
<context>
    <name>SpecialBattle</name>
    <message>
        <source>Land</source>
        <translation>Terrestre</translation>
    </message>
    <message>
        <source>Naval</source>
        <translation>Navale</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>Aérienne</translation>
    </message>
    <message>
        <source>Amphibious</source>
        <translation>Amphibie</translation>
    </message>
    <message>
        <source>Ordinary battle</source>
        <translation>Bataille ordinaire</translation>
    </message>
    <message>
        <source>Siege</source>
        <translation>Siège</translation>
    </message>
    <message>
        <source>Amphibious assault</source>
        <translation>Assaut amphibie</translation>
    </message>
    <message>
        <source>Ocean battle</source>
        <translation>Bataille en haute mer</translation>
    </message>
    <message>
        <source>Coastal battle</source>
        <translation>Bataille côtière</translation>
    </message>
    <message>
        <source>Minor river</source>
        <translation>Petite rivière</translation>
    </message>
    <message>
        <source>Major river</source>
        <translation>Grande rivière</translation>
    </message>
    <message>
        <source>Beach</source>
        <translation>Plage</translation>
    </message>
    <message>
        <source>Small rocky island or beach with rocky cliffs</source>
        <translation>Petite île rocheuse ou plage bordée de falaises</translation>
    </message>
    <message>
        <source>No prepared defenses</source>
        <translation>Aucune défense préparée</translation>
    </message>
    <message>
        <source>Improvised defenses (trenches, mines, obstacles)</source>
        <translation>Défenses improvisées (tranchées, mines, obstacles)</translation>
    </message>
    <message>
        <source>Permanent strongpoints</source>
        <translation>Points d&apos;appui permanents</translation>
    </message>
    <message>
        <source>A siege is fought in a land or amphibious campaign.</source>
        <translation>Un siège se livre en campagne terrestre ou amphibie.</translation>
    </message>
    <message>
        <source>A siege is always a pitched battle.</source>
        <translation>Un siège est toujours une bataille rangée.</translation>
    </message>
    <message>
        <source>%1 is too large to transport, so it cannot be inside %2; leave it out of the battle.</source>
        <translation>%1 est trop grand pour être transporté et ne peut donc pas se trouver dans %2&#xa0;; laissez-le hors de la bataille.</translation>
    </message>
    <message>
        <source>Besieger: a fortress&apos;s Defense Bonus does not benefit forces outside it</source>
        <translation>Assiégeant&#xa0;: le bonus de défense d&apos;une forteresse ne profite pas aux forces extérieures</translation>
    </message>
    <message>
        <source>Not bunkered inside the fortress: no Defense Bonus</source>
        <translation>Pas retranché dans la forteresse&#xa0;: aucun bonus de défense</translation>
    </message>
    <message>
        <source>Overcrowded (WT %1 in room for %2): -1</source>
        <translation>Surpeuplement (WT %1 pour une capacité de %2)&#xa0;: -1</translation>
    </message>
    <message>
        <source>Crossing the water to attack: no Defense Bonus</source>
        <translation>Franchit l&apos;eau pour attaquer&#xa0;: aucun bonus de défense</translation>
    </message>
    <message>
        <source>Set by the GM</source>
        <translation>Fixé par le MJ</translation>
    </message>
    <message>
        <source>%1 %2; %3 %4</source>
        <translation>%1 %2&#xa0;; %3 %4</translation>
    </message>
    <message>
        <source>Ocean battle: no Defense Bonus</source>
        <translation>Bataille en haute mer&#xa0;: aucun bonus de défense</translation>
    </message>
    <message>
        <source>Coastal battle: only the side with home waters, a harbor or a strait to hold has one</source>
        <translation>Bataille côtière&#xa0;: seul le camp qui tient ses eaux, un port ou un détroit en a un</translation>
    </message>
    <message>
        <source>= Defense Bonus %1</source>
        <translation>= bonus de défense %1</translation>
    </message>
    <message>
        <source>The besieged side must be side 1 or 2.</source>
        <translation>Le camp assiégé doit être le camp 1 ou 2.</translation>
    </message>
    <message>
        <source>The defender must be side 1 or 2.</source>
        <translation>Le défenseur doit être le camp 1 ou 2.</translation>
    </message>
    <message>
        <source>The side in home waters must be side 1, side 2 or neither.</source>
        <translation>Le camp dans ses eaux doit être le camp 1, le camp 2 ou aucun.</translation>
    </message>
    <message>
        <source>A divided command costs 0 to -4.</source>
        <translation>Un commandement divisé coûte de 0 à -4.</translation>
    </message>
    <message>
        <source>The TL of chemical weapons must be 0 (the side&apos;s own) to 12.</source>
        <translation>Le TL des armes chimiques doit être compris entre 0 (celui du camp) et 12.</translation>
    </message>
    <message>
        <source>An amphibious assault is fought in an amphibious campaign.</source>
        <translation>Un assaut amphibie se livre en campagne amphibie.</translation>
    </message>
    <message>
        <source>The Defense Bonus must be 0 to +10.</source>
        <translation>Le bonus de défense doit être compris entre 0 et +10.</translation>
    </message>
    <message>
        <source>%1: the break-out</source>
        <translation>%1: la sortie</translation>
    </message>
</context>
<context>
    <name>SpecialClass</name>
    <message>
        <source>Air Combat</source>
        <translation>Combat aérien</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Blindés</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Cavalerie</translation>
    </message>
    <message>
        <source>C3I</source>
        <translation>C3I</translation>
    </message>
    <message>
        <source>Engineering</source>
        <translation>Génie</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Feu</translation>
    </message>
    <message>
        <source>Naval</source>
        <translation>Naval</translation>
    </message>
    <message>
        <source>Recon</source>
        <translation>Reconnaissance</translation>
    </message>
</context>
<context>
    <name>Staff</name>
    <message>
        <source>Commander</source>
        <translation>Commandant</translation>
    </message>
    <message>
        <source>Intelligence chief</source>
        <translation>Chef du renseignement</translation>
    </message>
    <message>
        <source>Quartermaster</source>
        <translation>Intendant</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Stratégie</translation>
    </message>
    <message>
        <source>Leadership</source>
        <translation>Commandement</translation>
    </message>
    <message>
        <source>Tactics</source>
        <translation>Tactique</translation>
    </message>
    <message>
        <source>Intelligence Analysis</source>
        <translation>Analyse du renseignement</translation>
    </message>
    <message>
        <source>Administration</source>
        <translation>Administration</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>En service</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Blessé</translation>
    </message>
    <message>
        <source>Captured</source>
        <translation>Capturé</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Mort</translation>
    </message>
</context>
<context>
    <name>StepRecord</name>
    <message>
        <source>must be an object</source>
        <translation>doit être un objet</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The battle &quot;%1&quot; has a status this version does not know: %2</source>
        <translation>La bataille «&#xa0;%1&#xa0;» a un statut que cette version ne connaît pas&#xa0;: %2</translation>
    </message>
    <message>
        <source>The battle &quot;%1&quot; is no longer in the campaign file; it was not saved.</source>
        <translation>La bataille «&#xa0;%1&#xa0;» n&apos;est plus dans le fichier de campagne&#xa0;; elle n&apos;a pas été enregistrée.</translation>
    </message>
    <message>
        <source>The campaign file holds a calendar this version cannot read.</source>
        <translation>Le fichier de campagne contient un calendrier que cette version ne sait pas lire.</translation>
    </message>
    <message>
        <source>The campaign file holds a date this version cannot read: %1</source>
        <translation>Le fichier de campagne contient une date que cette version ne sait pas lire&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 is damaged (%2). It has not been changed; open a backup copy instead.</source>
        <translation>%1 est endommagé (%2). Le fichier n&apos;a pas été modifié&#xa0;; ouvrez plutôt une copie de sauvegarde.</translation>
    </message>
    <message>
        <source>Could not read %1: %2. It has not been changed.</source>
        <translation>Impossible de lire %1&#xa0;: %2. Le fichier n&apos;a pas été modifié.</translation>
    </message>
    <message>
        <source>%1 is open in another program (%2, process %3 on %4). Close it there first.</source>
        <translation>%1 est ouvert dans un autre programme (%2, processus %3 sur %4). Fermez-le d&apos;abord là-bas.</translation>
    </message>
    <message>
        <source>%1 is being opened by another program. Try again in a few seconds.</source>
        <translation>%1 est en cours d&apos;ouverture par un autre programme. Réessayez dans quelques secondes.</translation>
    </message>
    <message>
        <source>Cannot lock %1: check that its folder is writable.</source>
        <translation>Impossible de verrouiller %1&#xa0;: vérifiez que son dossier est accessible en écriture.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <translation>Impossible d&apos;ouvrir %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 already exists; choose another name.</source>
        <translation>%1 existe déjà&#xa0;; choisissez un autre nom.</translation>
    </message>
    <message>
        <source>Could not write the new campaign file.</source>
        <translation>Impossible d&apos;écrire le nouveau fichier de campagne.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a campaign file.</source>
        <translation>%1 est un dossier, pas un fichier de campagne.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>%1 is read-only, so Muster did not open it: it saves every change to the file as it is made. Make the file writable, or open a copy of it.</source>
        <translation>%1 est en lecture seule, Muster ne l&apos;a donc pas ouvert&#xa0;: il enregistre chaque modification dans le fichier au moment où elle est faite. Rendez le fichier accessible en écriture, ou ouvrez-en une copie.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is not a Muster campaign (it is not an SQLite database).</source>
        <translation>%1 n&apos;est pas une campagne Muster (ce n&apos;est pas une base de données SQLite).</translation>
    </message>
    <message>
        <source>%1 It has not been changed.</source>
        <translation>%1 Le fichier n&apos;a pas été modifié.</translation>
    </message>
    <message>
        <source>Could not read %1: the disk reported an input/output error.</source>
        <translation>Impossible de lire %1&#xa0;: le disque a signalé une erreur d&apos;entrée/sortie.</translation>
    </message>
    <message>
        <source>%1 is damaged (the integrity check failed: %2). Open a backup copy instead.</source>
        <translation>%1 est endommagé (le contrôle d&apos;intégrité a échoué&#xa0;: %2). Ouvrez plutôt une copie de sauvegarde.</translation>
    </message>
    <message>
        <source>%1 is damaged (it is %2 bytes long, not a whole number of its %3-byte pages: it was cut short). It has not been changed; open a backup copy instead.</source>
        <translation>%1 est endommagé (il fait %2 octets, ce qui n&apos;est pas un nombre entier de ses pages de %3 octets&#xa0;: il a été tronqué). Le fichier n&apos;a pas été modifié&#xa0;; ouvrez plutôt une copie de sauvegarde.</translation>
    </message>
    <message>
        <source>%1 is not a Muster campaign.</source>
        <translation>%1 n&apos;est pas une campagne Muster.</translation>
    </message>
    <message>
        <source>%1 was saved by a newer version of Muster (file version %2; this version reads up to %3). It has not been changed; open it with a newer Muster.</source>
        <translation>%1 a été enregistré par une version plus récente de Muster (version de fichier %2&#xa0;; cette version lit jusqu&apos;à %3). Le fichier n&apos;a pas été modifié&#xa0;; ouvrez-le avec une version plus récente de Muster.</translation>
    </message>
    <message>
        <source>%1 has no schema version: it is not a campaign Muster can read.</source>
        <translation>%1 n&apos;a pas de version de schéma&#xa0;: ce n&apos;est pas une campagne que Muster sait lire.</translation>
    </message>
    <message>
        <source>Could not copy %1 aside before upgrading it: %2 It has not been changed.</source>
        <translation>Impossible de copier %1 en lieu sûr avant sa mise à niveau&#xa0;: %2 Le fichier n&apos;a pas été modifié.</translation>
    </message>
    <message>
        <source>Could not upgrade %1; it is unchanged, and a copy is at %2. %3</source>
        <translation>Impossible de mettre %1 à niveau&#xa0;; le fichier est intact, et une copie se trouve dans %2. %3</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Impossible d&apos;écrire %1.</translation>
    </message>
    <message>
        <source>The campaign file holds a staff member&apos;s fate that this version cannot read.</source>
        <translation>Le fichier de campagne contient le sort d&apos;un membre de l&apos;état-major que cette version ne sait pas lire.</translation>
    </message>
    <message>
        <source>The campaign file gives a usual TL this version does not know: %1</source>
        <translation>Le fichier de campagne indique un TL habituel que cette version ne connaît pas&#xa0;: %1</translation>
    </message>
    <message>
        <source>The campaign file holds a custom element type this version cannot read: %1</source>
        <translation>Le fichier de campagne contient un type d&apos;élément personnalisé que cette version ne sait pas lire&#xa0;: %1</translation>
    </message>
    <message>
        <source>The revenue source &quot;%1&quot; is no longer in the campaign file; it was not saved.</source>
        <translation>La source de revenus «&#xa0;%1&#xa0;» n&apos;est plus dans le fichier de campagne&#xa0;; elle n&apos;a pas été enregistrée.</translation>
    </message>
    <message>
        <source>The campaign file measures distances in a unit this version does not know: %1</source>
        <translation>Le fichier de campagne mesure les distances dans une unité que cette version ne connaît pas&#xa0;: %1</translation>
    </message>
    <message>
        <source>The campaign file holds a ledger entry this version cannot read: %1</source>
        <translation>Le fichier de campagne contient une écriture du livre de comptes que cette version ne sait pas lire&#xa0;: %1</translation>
    </message>
    <message>
        <source>The campaign file holds a raising order this version cannot read: %1</source>
        <translation>Le fichier de campagne contient un ordre de levée que cette version ne sait pas lire&#xa0;: %1</translation>
    </message>
    <message>
        <source>The campaign file holds the economy of a force that this version cannot read.</source>
        <translation>Le fichier de campagne contient l&apos;économie d&apos;une force que cette version ne sait pas lire.</translation>
    </message>
    <message>
        <source>The campaign file holds a revenue source this version cannot read: %1</source>
        <translation>Le fichier de campagne contient une source de revenus que cette version ne sait pas lire&#xa0;: %1</translation>
    </message>
    <message>
        <source>The campaign file holds a fortress this version cannot read: %1.</source>
        <translation>Le fichier de campagne contient une forteresse que cette version ne sait pas lire&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The fortress &quot;%1&quot; is no longer in the campaign file; it was not saved.</source>
        <translation>La forteresse «&#xa0;%1&#xa0;» n&apos;est plus dans le fichier de campagne&#xa0;; elle n&apos;a pas été enregistrée.</translation>
    </message>
    <message>
        <source>The campaign file holds an element (%1) this version cannot read.</source>
        <translation>Le fichier de campagne contient un élément (%1) que cette version ne sait pas lire.</translation>
    </message>
    <message>
        <source>The campaign file has no schema version.</source>
        <translation>Le fichier de campagne n&apos;a pas de version de schéma.</translation>
    </message>
    <message>
        <source>Could not start a transaction to upgrade the file.</source>
        <translation>Impossible de démarrer une transaction pour mettre le fichier à niveau.</translation>
    </message>
    <message>
        <source>Could not save the upgraded campaign file.</source>
        <translation>Impossible d&apos;enregistrer le fichier de campagne mis à niveau.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the disk reported an input/output error</source>
        <translation>le disque a signalé une erreur d&apos;entrée/sortie</translation>
    </message>
    <message>
        <source>the file may not be written</source>
        <translation>le fichier n&apos;est pas accessible en écriture</translation>
    </message>
    <message>
        <source>another program is using the file</source>
        <translation>un autre programme utilise le fichier</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>le fichier est endommagé</translation>
    </message>
    <message>
        <source>The campaign file could not be written or read (%1): %2.</source>
        <translation>Le fichier de campagne n&apos;a pas pu être écrit ou lu (%1)&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The campaign file could not be written; the change was not saved.</source>
        <translation>Le fichier de campagne n&apos;a pas pu être écrit&#xa0;; la modification n&apos;a pas été enregistrée.</translation>
    </message>
</context>
<context>
    <name>StoredBattle</name>
    <message>
        <source>The battle &quot;%1&quot; is fought under rules this version does not have: %2</source>
        <translation>La bataille «&#xa0;%1&#xa0;» suit des règles que cette version ne connaît pas&#xa0;: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a GURPS Mass Combat battle: it is fought under %2.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une bataille GURPS Mass Combat&#xa0;: elle suit les règles %2.</translation>
    </message>
    <message>
        <source>The record of &quot;%1&quot; is damaged: %2</source>
        <translation>L&apos;enregistrement de «&#xa0;%1&#xa0;» est endommagé&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Strategy</name>
    <message>
        <source>All-Out Attack</source>
        <translation>Attaque totale</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Deliberate Attack</source>
        <translation>Attaque planifiée</translation>
    </message>
    <message>
        <source>Indirect Attack</source>
        <translation>Attaque indirecte</translation>
    </message>
    <message>
        <source>All-Out Defense</source>
        <translation>Défense totale</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>Défense</translation>
    </message>
    <message>
        <source>Deliberate Defense</source>
        <translation>Défense planifiée</translation>
    </message>
    <message>
        <source>Mobile Defense</source>
        <translation>Défense mobile</translation>
    </message>
    <message>
        <source>Parley</source>
        <translation>Pourparlers</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Ralliement</translation>
    </message>
    <message>
        <source>Fighting Retreat</source>
        <translation>Retraite combattante</translation>
    </message>
    <message>
        <source>Full Retreat</source>
        <translation>Retraite complète</translation>
    </message>
    <message>
        <source>Raid</source>
        <translation>Raid</translation>
    </message>
    <message>
        <source>Skirmish</source>
        <translation>Escarmouche</translation>
    </message>
    <message>
        <source>Desperate %1</source>
        <translation>%1 du désespoir</translation>
    </message>
    <message>
        <source>+2. Winning inflicts 5% more casualties; own casualties doubled unless they are 0.</source>
        <translation>+2. Une victoire inflige 5&#xa0;% de pertes en plus&#xa0;; pertes propres doublées sauf si nulles.</translation>
    </message>
    <message>
        <source>No modifier.</source>
        <translation>Aucun modificateur.</translation>
    </message>
    <message>
        <source>+1, +1 more with Artillery superiority. Halves the enemy&apos;s Defense Bonus; lets the enemy change strategy.</source>
        <translation>+1, +1 de plus avec la supériorité d&apos;artillerie. Divise par deux le bonus de défense ennemi&#xa0;; l&apos;ennemi peut changer de stratégie.</translation>
    </message>
    <message>
        <source>-3, or -2 with C3I superiority; -2 more right after another Indirect Attack. Doubles the margin of victory (x1.5 on later tries).</source>
        <translation>-3, ou -2 avec la supériorité en C3I&#xa0;; -2 de plus juste après une autre Attaque indirecte. Double la marge de victoire (x1,5 aux tentatives suivantes).</translation>
    </message>
    <message>
        <source>+2. Losing costs 1 PB less; own casualties doubled unless they are 0; cannot gain PB.</source>
        <translation>+2. Une défaite coûte 1 PB de moins&#xa0;; pertes propres doublées sauf si nulles&#xa0;; ne peut pas gagner de PB.</translation>
    </message>
    <message>
        <source>+1 and the Defense Bonus; cannot gain PB.</source>
        <translation>+1 et le bonus de défense&#xa0;; ne peut pas gagner de PB.</translation>
    </message>
    <message>
        <source>+1, or +2 with Fire superiority, and the Defense Bonus. Winning or tying inflicts 5% more casualties; lets the enemy change strategy.</source>
        <translation>+1, ou +2 avec la supériorité de feu, et le bonus de défense. Une victoire ou une égalité inflige 5&#xa0;% de pertes en plus&#xa0;; l&apos;ennemi peut changer de stratégie.</translation>
    </message>
    <message>
        <source>+1 with Cavalry or Naval superiority. Losing or tying: 5% fewer own casualties, and the enemy gains 1 more PB.</source>
        <translation>+1 avec la supériorité de cavalerie ou navale. Défaite ou égalité&#xa0;: 5&#xa0;% de pertes propres en moins, et l&apos;ennemi gagne 1 PB de plus.</translation>
    </message>
    <message>
        <source>Asks to talk. If refused, fights as Defense at -1.</source>
        <translation>Demande à parlementer. En cas de refus, combat en Défense à -1.</translation>
    </message>
    <message>
        <source>-2. A confused force regroups: Leadership-2 at the end of the round.</source>
        <translation>-2. Une force en désordre se regroupe&#xa0;: Commandement-2 en fin de round.</translation>
    </message>
    <message>
        <source>+3. Escapes on a win or tie; losing gives the enemy 1 more PB and costs logistics too. Enemy casualties halved.</source>
        <translation>+3. S&apos;échappe en cas de victoire ou d&apos;égalité&#xa0;; une défaite donne 1 PB de plus à l&apos;ennemi et touche aussi la logistique. Pertes ennemies divisées par deux.</translation>
    </message>
    <message>
        <source>+8. The force escapes and loses the battle; 10% fewer own casualties, which also hit logistics; inflicts none.</source>
        <translation>+8. La force s&apos;échappe et perd la bataille&#xa0;; 10&#xa0;% de pertes propres en moins, qui touchent aussi la logistique&#xa0;; n&apos;en inflige aucune.</translation>
    </message>
    <message>
        <source>+1 per Air, Cavalry, Naval and Recon superiority. Can only reduce enemy PB; the winner may strike the enemy&apos;s logistics instead.</source>
        <translation>+1 par supériorité aérienne, de cavalerie, navale et de reconnaissance. Ne peut que réduire le PB ennemi&#xa0;; le vainqueur peut plutôt frapper la logistique ennemie.</translation>
    </message>
    <message>
        <source>+2, +1 more with Air, Artillery or Fire superiority. Halves the margin; 5% fewer own casualties; cannot gain PB.</source>
        <translation>+2, +1 de plus avec la supériorité aérienne, d&apos;artillerie ou de feu. Divise la marge par deux&#xa0;; 5&#xa0;% de pertes propres en moins&#xa0;; ne peut pas gagner de PB.</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <source>Victory</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <source>Mutual annihilation</source>
        <translation>Anéantissement mutuel</translation>
    </message>
    <message>
        <source>No battle</source>
        <translation>Pas de bataille</translation>
    </message>
    <message>
        <source>Ended by agreement</source>
        <translation>Fin par accord</translation>
    </message>
    <message>
        <source>Break-out: the siege is over</source>
        <translation>Percée&#xa0;: le siège est levé</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Finished: %1</source>
        <translation>Terminée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Finished: victory for %1</source>
        <translation>Terminée&#xa0;: victoire de %1</translation>
    </message>
    <message>
        <source>Finished: ended by agreement, %1 holds the field</source>
        <translation>Terminée&#xa0;: par accord, %1 reste maître du terrain</translation>
    </message>
    <message>
        <source>Finished: no battle, %1 holds the field</source>
        <translation>Terminée&#xa0;: pas de bataille, %1 reste maître du terrain</translation>
    </message>
    <message>
        <source>Finished: %1, %2 holds the field</source>
        <translation>Terminée&#xa0;: %1, %2 reste maître du terrain</translation>
    </message>
    <message>
        <source>Strategy-%1, Leadership-%2</source>
        <translation>Stratégie-%1, Commandement-%2</translation>
    </message>
    <message>
        <source>%1 (PC; %2)</source>
        <translation>%1 (PJ&#xa0;; %2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Estimated: %1 elements</source>
        <translation>Estimation&#xa0;: %1 éléments</translation>
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
        <translation>%1: TS %2 chacun</translation>
    </message>
    <message>
        <source>Encamped and hunkered down</source>
        <translation>Retranché dans son camp</translation>
    </message>
    <message>
        <source>Reduced readiness: half TS</source>
        <translation>Disponibilité réduite&#xa0;: TS réduite de moitié</translation>
    </message>
    <message>
        <source>Starts with %1% casualties</source>
        <translation>Commence avec %1&#xa0;% de pertes</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>%1 has the initiative</source>
        <translation>%1 a l&apos;initiative</translation>
    </message>
    <message>
        <source>%1 has surprise</source>
        <translation>%1 a l&apos;effet de surprise</translation>
    </message>
    <message>
        <source>%1 springs an ambush</source>
        <translation>%1 tend une embuscade</translation>
    </message>
    <message>
        <source>both sides start confused</source>
        <translation>les deux camps commencent désorientés</translation>
    </message>
    <message>
        <source>Major river, held by %1</source>
        <translation>Grand fleuve, tenu par %1</translation>
    </message>
    <message>
        <source>Ford or bridge, held by %1</source>
        <translation>Gué ou pont, tenu par %1</translation>
    </message>
    <message>
        <source>TS at start</source>
        <translation>TS au départ</translation>
    </message>
    <message>
        <source>Commander</source>
        <translation>Commandant</translation>
    </message>
    <message>
        <source>Other people</source>
        <translation>Autres personnes</translation>
    </message>
    <message>
        <source>Force</source>
        <translation>Force</translation>
    </message>
    <message>
        <source>Defense Bonus</source>
        <translation>Bonus de défense</translation>
    </message>
    <message>
        <source>Before the battle</source>
        <translation>Avant la bataille</translation>
    </message>
    <message>
        <source>Sitting out or at reduced TS</source>
        <translation>En retrait ou à TS réduite</translation>
    </message>
    <message>
        <source>%1 (dense)</source>
        <translation>%1 (dense)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Pitched battle</source>
        <translation>Bataille rangée</translation>
    </message>
    <message>
        <source>Encounter battle</source>
        <translation>Bataille de rencontre</translation>
    </message>
    <message>
        <source>Advantage</source>
        <translation>Avantage</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Lumière</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Nuit</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Météo</translation>
    </message>
    <message>
        <source>Bad weather</source>
        <translation>Mauvais temps</translation>
    </message>
    <message>
        <source>Fair</source>
        <translation>Beau temps</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Cours d&apos;eau</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Under the conditions of round %1.</source>
        <translation>Dans les conditions du round %1.</translation>
    </message>
    <message>
        <source>Before the first round.</source>
        <translation>Avant le premier round.</translation>
    </message>
    <message>
        <source>Basic Strategy Modifiers</source>
        <translation>Modificateurs de stratégie de base (BSM)</translation>
    </message>
    <message>
        <source>Troop Strength</source>
        <translation>Force de troupe (TS)</translation>
    </message>
    <message>
        <source>Basic Strategy Modifier</source>
        <translation>Modificateur de stratégie de base (BSM)</translation>
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
        <translation>%1 poursuit&#xa0;: %2 subit %3&#xa0;% de pertes en plus et perd %4&#xa0;% de sa force logistique.</translation>
    </message>
    <message>
        <source>%1 holds the field and recovers %2% of its casualties.</source>
        <translation>%1 reste maître du terrain et récupère %2&#xa0;% de ses pertes.</translation>
    </message>
    <message>
        <source>%1% dead, %2% surrendered</source>
        <translation>%1&#xa0;% de morts, %2&#xa0;% de redditions</translation>
    </message>
    <message>
        <source>%1% dead, %2% fled</source>
        <translation>%1&#xa0;% de morts, %2&#xa0;% de fuyards</translation>
    </message>
    <message>
        <source>The loser&apos;s Fanatic elements lose all their casualties for good.</source>
        <translation>Pour les éléments Fanatiques du vaincu, toutes les pertes sont définitives.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Aftermath</source>
        <translation>Suites de la bataille</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>Pursuit</source>
        <translation>Poursuite</translation>
    </message>
    <message>
        <source>Loot</source>
        <translation>Butin</translation>
    </message>
    <message>
        <source>Looting time</source>
        <translation>Durée du pillage</translation>
    </message>
    <message>
        <source>Held the field</source>
        <translation>Maître du terrain</translation>
    </message>
    <message>
        <source>Casualties at the end</source>
        <translation>Pertes à la fin</translation>
    </message>
    <message>
        <source>Final casualties</source>
        <translation>Pertes définitives</translation>
    </message>
    <message>
        <source>TS before → after</source>
        <translation>TS avant → après</translation>
    </message>
    <message>
        <source>Logistic casualties</source>
        <translation>Pertes logistiques</translation>
    </message>
    <message>
        <source>Breakdown</source>
        <translation>Détail</translation>
    </message>
    <message>
        <source>Battle report</source>
        <translation>Rapport de bataille</translation>
    </message>
    <message>
        <source>In progress: round %1</source>
        <translation>En cours&#xa0;: round %1</translation>
    </message>
    <message>
        <source>%1 against %2 — %3</source>
        <translation>%1 contre %2 — %3</translation>
    </message>
    <message>
        <source>Talks</source>
        <translation>Pourparlers</translation>
    </message>
    <message>
        <source>Stalemate</source>
        <translation>Impasse</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>%1 wins the contest</source>
        <translation>%1 remporte le duel</translation>
    </message>
    <message>
        <source>Margin of victory %1</source>
        <translation>Marge de victoire %1</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Égalité</translation>
    </message>
    <message>
        <source>No contest</source>
        <translation>Pas de duel</translation>
    </message>
    <message>
        <source>(Parley refused)</source>
        <translation>(Pourparlers refusés)</translation>
    </message>
    <message>
        <source>Special case: %1</source>
        <translation>Cas particulier&#xa0;: %1</translation>
    </message>
    <message>
        <source>The winning Raid struck the enemy&apos;s logistic force</source>
        <translation>Le Raid victorieux a frappé la force logistique ennemie</translation>
    </message>
    <message>
        <source>Cumulative casualties after each round</source>
        <translation>Pertes cumulées après chaque round</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>No round has begun yet.</source>
        <translation>Aucun round n&apos;a encore commencé.</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Strategy chosen</source>
        <translation>Stratégie choisie</translation>
    </message>
    <message>
        <source>Strategy fought</source>
        <translation>Stratégie appliquée</translation>
    </message>
    <message>
        <source>Effective skill</source>
        <translation>Niveau effectif</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <source>Casualties this round</source>
        <translation>Pertes de ce round</translation>
    </message>
    <message>
        <source>Casualties in all</source>
        <translation>Pertes au total</translation>
    </message>
    <message>
        <source>PB after</source>
        <translation>PB après</translation>
    </message>
    <message>
        <source>%1 (%2, DB +%3, room for WT %4) besieged; %5 inside</source>
        <translation>%1 (%2, bonus de défense +%3, place pour WT %4) en état de siège&#xa0;; %5 à l&apos;intérieur</translation>
    </message>
    <message>
        <source>not bunkered inside: no Defense Bonus</source>
        <translation>pas retranché à l&apos;intérieur&#xa0;: aucun bonus de défense</translation>
    </message>
    <message>
        <source>%1 holds the shore: %2, %3</source>
        <translation>%1 tient le rivage&#xa0;: %2, %3</translation>
    </message>
    <message>
        <source>; inland waters</source>
        <translation>&#xa0;; eaux intérieures</translation>
    </message>
    <message>
        <source>%1; %2 in home waters</source>
        <translation>%1&#xa0;; %2 dans ses eaux</translation>
    </message>
    <message>
        <source>%1 uses TL%2 chemical weapons</source>
        <translation>%1 emploie des armes chimiques du TL%2</translation>
    </message>
    <message>
        <source>Both sides use nukes: 90% of the forces eliminated (40% of Sealed elements); logistics destroyed</source>
        <translation>Les deux camps emploient l&apos;arme nucléaire&#xa0;: 90&#xa0;% des forces éliminées (40&#xa0;% des éléments Étanches)&#xa0;; logistique détruite</translation>
    </message>
    <message>
        <source>Nuke-capable elements at ten times their TS</source>
        <translation>Éléments à capacité nucléaire à dix fois leur TS</translation>
    </message>
    <message>
        <source>Allowed, not used</source>
        <translation>Autorisées, non employées</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Campagne</translation>
    </message>
    <message>
        <source>Siege</source>
        <translation>Siège</translation>
    </message>
    <message>
        <source>Amphibious assault</source>
        <translation>Assaut amphibie</translation>
    </message>
    <message>
        <source>Naval battle</source>
        <translation>Bataille navale</translation>
    </message>
    <message>
        <source>Weapons of mass destruction</source>
        <translation>Armes de destruction massive</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>TextExport</name>
    <message>
        <source>battle</source>
        <translation>bataille</translation>
    </message>
    <message>
        <source>Export Battle Report</source>
        <translation>Exporter le rapport de bataille</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Page web (*.html)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>Impossible d&apos;enregistrer %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Transport</name>
    <message>
        <source>%1 cannot carry itself.</source>
        <translation>%1 ne peut pas se transporter lui-même.</translation>
    </message>
    <message>
        <source>%1 has no transport capacity (T).</source>
        <translation>%1 n&apos;a aucune capacité de transport (T).</translation>
    </message>
    <message>
        <source>%1 cannot be carried (WT -).</source>
        <translation>%1 ne peut pas être transporté (WT -).</translation>
    </message>
    <message>
        <source>%1 carry only WT 1 Foot elements, and %2 is not one.</source>
        <translation>Seuls des éléments à pied de WT 1 peuvent monter sur %1, et %2 n&apos;en est pas un.</translation>
    </message>
    <message>
        <source>%1 (WT %2) is too heavy for %3 (T %4): a single carrier must take a whole element.</source>
        <translation>%1 (WT %2) est trop lourd pour %3 (T %4)&#xa0;: un même transporteur doit prendre un élément entier.</translation>
    </message>
    <message>
        <source>Roster line %1 is not in the force.</source>
        <translation>La ligne %1 de l&apos;effectif n&apos;est pas dans la force.</translation>
    </message>
    <message>
        <source>Carry at least one element of %1 on %2.</source>
        <translation>Transportez au moins un élément de %1 sur %2.</translation>
    </message>
    <message>
        <source>%1: %2 elements are carried, but the force has %3.</source>
        <translation>%1: %2 éléments sont transportés, mais la force n&apos;en compte que %3.</translation>
    </message>
    <message>
        <source>%1 can carry WT %2 in all (%3 x T %4), not WT %5.</source>
        <translation>%1 peut transporter WT %2 au total (%3 x T %4), pas WT %5.</translation>
    </message>
    <message>
        <source>%1 carries other elements, so it cannot be carried itself.</source>
        <translation>%1 transporte d&apos;autres éléments&#xa0;: il ne peut donc pas être transporté lui-même.</translation>
    </message>
</context>
<context>
    <name>Travel</name>
    <message>
        <source>A forced march goes at 1 to %1 times normal speed, not %2.</source>
        <translation>Une marche forcée va de 1 à %1 fois la vitesse normale, pas %2.</translation>
    </message>
    <message>
        <source>A 5d roll totals %1 to %2, not %3.</source>
        <translation>Un jet de 5d donne de %1 à %2, pas %3.</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 jour</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 jours</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 heure</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 heures</translation>
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
        <translation>réussite critique</translation>
    </message>
    <message>
        <source>success</source>
        <translation>réussite</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>critical failure</source>
        <translation>échec critique</translation>
    </message>
    <message>
        <source>%1 forced-march rolls were typed, but the march has %2 days of forced march.</source>
        <translation>%1 jets de marche forcée ont été saisis, mais la marche compte %2 jours de marche forcée.</translation>
    </message>
    <message>
        <source>A 3d6 roll is 3 to 18, not %1.</source>
        <translation>Un jet de 3d6 va de 3 à 18, pas %1.</translation>
    </message>
    <message>
        <source>The forced march needs %1 Administration rolls; %2 were typed.</source>
        <translation>La marche forcée demande %1 jets d&apos;Administration&#xa0;; %2 ont été saisis.</translation>
    </message>
    <message>
        <source>Day %1, leg %2: Administration %3 %4 = %5, rolled %6: %7</source>
        <translation>Jour %1, étape %2&#xa0;: Administration %3 %4 = %5, jet de %6&#xa0;: %7</translation>
    </message>
    <message>
        <source>: %1% casualties (civilians %2%)</source>
        <translation>&#xa0;: %1&#xa0;% de pertes (civils %2&#xa0;%)</translation>
    </message>
    <message>
        <source>: %1% casualties</source>
        <translation>&#xa0;: %1&#xa0;% de pertes</translation>
    </message>
    <message>
        <source>%1 %2 set the pace:</source>
        <translation>Allure fixée par %1 %2&#xa0;:</translation>
    </message>
    <message>
        <source>%1 %2 ride on %3:</source>
        <translation>%1 %2 à bord de %3&#xa0;:</translation>
    </message>
    <message>
        <source>Nothing carries them, so the force cannot move.</source>
        <translation>Rien ne les transporte&#xa0;: la force ne peut donc pas avancer.</translation>
    </message>
    <message>
        <source>%1 cannot move on %2, so the force cannot move.</source>
        <translation>%1 ne peut pas se déplacer (%2)&#xa0;: la force ne peut donc pas avancer.</translation>
    </message>
    <message>
        <source>Forced march x%1: %2</source>
        <translation>Marche forcée x%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Forced march is for land only: no extra speed on water.</source>
        <translation>La marche forcée ne vaut que sur terre&#xa0;: aucun gain de vitesse sur l&apos;eau.</translation>
    </message>
    <message>
        <source>Hostile terrain counts as a forced march: rolls, but no extra speed.</source>
        <translation>Un terrain hostile compte comme une marche forcée&#xa0;: jets, mais aucun gain de vitesse.</translation>
    </message>
    <message>
        <source>No security x2: %1</source>
        <translation>Sans surveillance x2&#xa0;: %1</translation>
    </message>
    <message>
        <source>Escorting civilians x1/2: %1</source>
        <translation>Escorte de civils x1/2&#xa0;: %1</translation>
    </message>
    <message>
        <source>Poorly mapped terrain and no Recon elements x1/2: %1</source>
        <translation>Terrain mal cartographié et aucun élément de reconnaissance x1/2&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 fly in support from their base and do not march with the force, so they cannot carry elements on the march.</source>
        <translation>%1 volent en soutien depuis leur base et ne marchent pas avec la force&#xa0;: ils ne peuvent donc pas transporter d&apos;éléments pendant la marche.</translation>
    </message>
    <message>
        <source>No element marches with the force: Fast Air elements only support it.</source>
        <translation>Aucun élément ne marche avec la force&#xa0;: les éléments à mobilité Air rapide ne font que la soutenir.</translation>
    </message>
    <message>
        <source>Fast Air elements support the force and do not slow it.</source>
        <translation>Les éléments à mobilité Air rapide soutiennent la force et ne la ralentissent pas.</translation>
    </message>
    <message>
        <source>Leg %1: %2</source>
        <translation>Étape %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Roster line %1 is not in the force.</source>
        <translation>La ligne %1 de l&apos;effectif n&apos;est pas dans la force.</translation>
    </message>
    <message>
        <source>%1: take 1 to %2 elements apart, not %3.</source>
        <translation>%1: détachez de 1 à %2 éléments, pas %3.</translation>
    </message>
    <message>
        <source>A march has at least one leg.</source>
        <translation>Une marche compte au moins une étape.</translation>
    </message>
    <message>
        <source>A leg is 0 miles or more, not %1.</source>
        <translation>Une étape fait 0 mile ou plus, pas %1.</translation>
    </message>
    <message>
        <source>Bad weather at sea: type the 5d roll that slows Sea elements.</source>
        <translation>Mauvais temps en mer&#xa0;: saisissez le jet de 5d qui ralentit les éléments à mobilité Haute mer.</translation>
    </message>
    <message>
        <source>%1 miles take %2 days at this speed; a march is planned for at most %3 days: check the distance.</source>
        <translation>%1 miles demandent %2 jours à cette vitesse&#xa0;; une marche se planifie sur %3 jours au plus&#xa0;: vérifiez la distance.</translation>
    </message>
    <message>
        <source>The legs take %1 days together; a march is planned for at most %2 days: split it into marches.</source>
        <translation>Les étapes demandent %1 jours au total&#xa0;; une marche se planifie sur %2 jours au plus&#xa0;: divisez-la en plusieurs marches.</translation>
    </message>
    <message>
        <source>A forced march needs the quartermaster&apos;s Administration skill.</source>
        <translation>Une marche forcée demande la compétence Administration de l&apos;intendant.</translation>
    </message>
    <message>
        <source>Forced march, a roll failed: -2</source>
        <translation>Marche forcée, un jet raté&#xa0;: -2</translation>
    </message>
    <message>
        <source>Forced march: -1</source>
        <translation>Marche forcée&#xa0;: -1</translation>
    </message>
    <message>
        <source>No security: -5</source>
        <translation>Sans surveillance&#xa0;: -5</translation>
    </message>
    <message>
        <source>Tied to roads: -3</source>
        <translation>Lié aux routes&#xa0;: -3</translation>
    </message>
    <message>
        <source>Road movement: -1</source>
        <translation>Sur route&#xa0;: -1</translation>
    </message>
    <message>
        <source>good road</source>
        <translation>bonne route</translation>
    </message>
    <message>
        <source>dirt road</source>
        <translation>chemin de terre</translation>
    </message>
    <message>
        <source>off-road</source>
        <translation>hors route</translation>
    </message>
    <message>
        <source>open water</source>
        <translation>haute mer</translation>
    </message>
    <message>
        <source>major river</source>
        <translation>grand fleuve</translation>
    </message>
    <message>
        <source>coastal water</source>
        <translation>eaux côtières</translation>
    </message>
    <message>
        <source>TL%1, %2 TL past TL3: +%3 miles/day: %4</source>
        <translation>TL%1, %2 TL après TL3&#xa0;: +%3 miles/jour&#xa0;: %4</translation>
    </message>
    <message>
        <source>TL%1, %2 TL past TL6: +%3%: %4</source>
        <translation>TL%1, %2 TL après TL6&#xa0;: +%3&#xa0;%&#xa0;: %4</translation>
    </message>
    <message>
        <source>Bad weather: the dirt road counts as off-road.</source>
        <translation>Mauvais temps&#xa0;: le chemin de terre compte comme hors route.</translation>
    </message>
    <message>
        <source>Slow Air moves at Foot speed: its base moves forward with the force.</source>
        <translation>Air lent se déplace à la vitesse des éléments à pied&#xa0;: sa base avance avec la force.</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>Night, no Night feature: off-road speed halved: %1</source>
        <translation>Nuit, sans trait Nuit&#xa0;: vitesse hors route réduite de moitié&#xa0;: %1</translation>
    </message>
    <message>
        <source>Day, Nocturnal without Day: off-road speed halved: %1</source>
        <translation>Jour, Nocturne sans Jour&#xa0;: vitesse hors route réduite de moitié&#xa0;: %1</translation>
    </message>
    <message>
        <source>All-Weather: bad weather does not slow it.</source>
        <translation>Tous temps&#xa0;: le mauvais temps ne le ralentit pas.</translation>
    </message>
    <message>
        <source>Bad weather: Coastal elements cannot sail: 0 miles/day.</source>
        <translation>Mauvais temps&#xa0;: les éléments côtiers ne peuvent pas prendre la mer&#xa0;: 0 mile/jour.</translation>
    </message>
    <message>
        <source>Bad weather at sea: -5d x 10 (rolled %1): -%2 miles/day: %3</source>
        <translation>Mauvais temps en mer&#xa0;: -5d x 10 (jet de %1)&#xa0;: -%2 miles/jour&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 miles/day</source>
        <translation>%1 miles/jour</translation>
    </message>
    <message>
        <source>Fast Air: supports the force from its base and does not slow it.</source>
        <translation>Air rapide&#xa0;: soutient la force depuis sa base et ne la ralentit pas.</translation>
    </message>
    <message>
        <source>Mobility 0: moves only when carried.</source>
        <translation>Mobilité 0&#xa0;: ne se déplace que transporté.</translation>
    </message>
    <message>
        <source>Slow Air crosses water only when carried: its base has to be shipped.</source>
        <translation>Air lent ne traverse l&apos;eau que transporté&#xa0;: sa base doit être embarquée.</translation>
    </message>
    <message>
        <source>%1 cannot move on %2: moves only when carried.</source>
        <translation>%1 ne peut pas se déplacer (%2)&#xa0;: ne se déplace que transporté.</translation>
    </message>
</context>
<context>
    <name>Treasury</name>
    <message>
        <source>The war chest is %1 short: balance %2, cost %3.</source>
        <extracomment>%1 the shortfall, %2 the balance, %3 the cost, each in the book&apos;s notation (&quot;$40K&quot;).</extracomment>
        <translation>Il manque %1 à la caisse de guerre&#xa0;: solde %2, coût %3.</translation>
    </message>
</context>
<context>
    <name>TypedFaces</name>
    <message>
        <source>A d%1 shows 1 to %1: %2 is not one of its faces.</source>
        <translation>Un d%1 donne de 1 à %1&#xa0;: %2 n&apos;est pas une de ses faces.</translation>
    </message>
    <message numerus="yes">
        <source>Type %n face(s) of a d%1 (1 to %1), one per die.</source>
        <translation>
            <numerusform>Saisissez %n face de d%1 (de 1 à %1), une par dé.</numerusform>
            <numerusform>Saisissez %n faces de d%1 (de 1 à %1), une par dé.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>Plays a scripted mass battle step by step, under the rules the file names (&quot;rules&quot;; GURPS Mass Combat by default).</source>
        <translation>Joue pas à pas une bataille de masse scriptée, selon les règles que nomme le fichier («&#xa0;rules&#xa0;»&#xa0;; GURPS Mass Combat par défaut).</translation>
    </message>
    <message>
        <source>Chances of a round of mass battle, under the rules the file names (&quot;rules&quot;; GURPS Mass Combat by default).</source>
        <translation>Probabilités d&apos;un round de bataille de masse, selon les règles que nomme le fichier («&#xa0;rules&#xa0;»&#xa0;; GURPS Mass Combat par défaut).</translation>
    </message>
    <message>
        <source>Chances of how a whole mass battle ends, under the rules the file names (&quot;rules&quot;; GURPS Mass Combat by default).</source>
        <translation>Probabilités de l&apos;issue d&apos;une bataille de masse entière, selon les règles que nomme le fichier («&#xa0;rules&#xa0;»&#xa0;; GURPS Mass Combat par défaut).</translation>
    </message>
    <message>
        <source>Cost to raise and to maintain a logistic force.</source>
        <translation>Coût de levée et d&apos;entretien d&apos;une force logistique.</translation>
    </message>
    <message>
        <source>Month-end maintenance of one force.</source>
        <translation>Entretien de fin de mois d&apos;une force.</translation>
    </message>
    <message>
        <source>Figures of one customized element.</source>
        <translation>Chiffres d&apos;un élément personnalisé.</translation>
    </message>
    <message>
        <source>Figures of a whole roster.</source>
        <translation>Chiffres d&apos;un effectif complet.</translation>
    </message>
    <message>
        <source>Speed, days, losses and arrival of a march.</source>
        <translation>Vitesse, jours, pertes et arrivée d&apos;une marche.</translation>
    </message>
    <message>
        <source>The Reconnaissance Contest of two forces.</source>
        <translation>Le duel de reconnaissance entre deux forces.</translation>
    </message>
    <message>
        <source>What importing a GCS character sheet as a staff member takes.</source>
        <translation>Ce que l&apos;import d&apos;une feuille de personnage GCS comme membre de l&apos;état-major reprend.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Campaign manager for mass combat.</source>
        <translation>Gestionnaire de campagne pour le combat de masse.</translation>
    </message>
    <message>
        <source>Open the bundled demo campaign.</source>
        <translation>Ouvrir la campagne de démonstration fournie.</translation>
    </message>
    <message>
        <source>Campaign file to open.</source>
        <translation>Fichier de campagne à ouvrir.</translation>
    </message>
</context>
<context>
    <name>muster::AddElementDialog</name>
    <message>
        <source>Add Element</source>
        <translation>Ajouter un élément</translation>
    </message>
    <message>
        <source>optional, e.g. &quot;Airborne Ninja&quot; or &quot;3rd Troop&quot;</source>
        <translation>facultatif, p. ex. «&#xa0;Ninja aéroporté&#xa0;» ou «&#xa0;3e section&#xa0;»</translation>
    </message>
    <message>
        <source>TL</source>
        <translation>TL</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Tech level:</source>
        <translation>Niveau &amp;technologique&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Count:</source>
        <translation>&amp;Quantité&#xa0;:</translation>
    </message>
    <message>
        <source>Note: the force is TL%1; %2 exists from TL%3 on.</source>
        <translation>Remarque&#xa0;: la force est au TL%1&#xa0;; %2 n&apos;existe qu&apos;à partir du TL%3.</translation>
    </message>
    <message>
        <source>Note: the force is TL%1; this element would be TL%2.</source>
        <translation>Remarque&#xa0;: la force est au TL%1&#xa0;; cet élément serait au TL%2.</translation>
    </message>
</context>
<context>
    <name>muster::AftermathPage</name>
    <message>
        <source>%1: the elements picked have TS %2, less than the %3 lost. Pick more.</source>
        <translation>%1: les éléments choisis ont une TS de %2, inférieure aux %3 perdus. Choisissez-en davantage.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>%1 wins and holds the field.</source>
        <translation>%1 l&apos;emporte et reste maître du terrain.</translation>
    </message>
    <message>
        <source>Mutual annihilation: both forces reform miles apart.</source>
        <translation>Anéantissement mutuel&#xa0;: les deux forces se reforment à des lieues l&apos;une de l&apos;autre.</translation>
    </message>
    <message>
        <source>No battle: contact was broken.</source>
        <translation>Pas de bataille&#xa0;: le contact a été rompu.</translation>
    </message>
    <message>
        <source>Ended by agreement; %1 holds the field.</source>
        <translation>Fin par accord&#xa0;; %1 reste maître du terrain.</translation>
    </message>
    <message>
        <source>Ended by agreement.</source>
        <translation>Fin par accord.</translation>
    </message>
    <message>
        <source>The besieged broke out: the siege is over, and a battle outside may follow.</source>
        <translation>Les assiégés ont percé&#xa0;: le siège est terminé, et une bataille à l&apos;extérieur peut suivre.</translation>
    </message>
    <message>
        <source>The battle is not over.</source>
        <translation>La bataille n&apos;est pas terminée.</translation>
    </message>
    <message>
        <source>After the Battle</source>
        <translation>Après la bataille</translation>
    </message>
    <message>
        <source>Final casualties, spoils and captives. Apply the losses to the campaign&apos;s rosters (one undoable step) and export the battle report.</source>
        <translation>Pertes finales, butin et prisonniers. Appliquez les pertes aux effectifs de la campagne (une seule étape, annulable) et exportez le rapport de bataille.</translation>
    </message>
    <message>
        <source>First side&apos;s roster</source>
        <translation>Effectif du premier camp</translation>
    </message>
    <message>
        <source>Second side&apos;s roster</source>
        <translation>Effectif du second camp</translation>
    </message>
    <message>
        <source>Every element loses the same fraction</source>
        <translation>Chaque élément perd la même proportion</translation>
    </message>
    <message>
        <source>Remove whole elements</source>
        <translation>Retirer des éléments entiers</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>TS each</source>
        <translation>TS unitaire</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Troop Strength of one element of the line</source>
        <translation>Force de troupe d&apos;un élément de la ligne</translation>
    </message>
    <message>
        <source>The staff after the battle</source>
        <translation>L&apos;état-major après la bataille</translation>
    </message>
    <message>
        <source>Applying the casualties carries each staff member&apos;s HP and fate to the force&apos;s staff: the next battle starts from them</source>
        <translation>Appliquer les pertes reporte les HP et le sort de chaque membre de l&apos;état-major sur l&apos;état-major de la force&#xa0;: la prochaine bataille part de là</translation>
    </message>
    <message>
        <source>&amp;Apply Casualties to Rosters</source>
        <translation>&amp;Appliquer les pertes aux effectifs</translation>
    </message>
    <message>
        <source>&amp;Export Report...</source>
        <translation>&amp;Exporter le rapport...</translation>
    </message>
    <message>
        <source>Book &amp;Loot and Replacements...</source>
        <translation>Inscrire le &amp;butin et les remplacements...</translation>
    </message>
    <message>
        <source>Book the loot and the cost of replacing the casualties in a treasury</source>
        <translation>Inscrire dans un trésor le butin et le coût du remplacement des pertes</translation>
    </message>
    <message>
        <source>Fight the Battle &amp;Outside...</source>
        <translation>Livrer la bataille &amp;hors les murs...</translation>
    </message>
    <message>
        <source>The break-out ends the siege: open the battle outside the fortress, both sides keeping their casualties</source>
        <translation>La percée met fin au siège&#xa0;: ouvrir la bataille à l&apos;extérieur de la forteresse, chaque camp gardant ses pertes</translation>
    </message>
    <message>
        <source>Captives: captured elements</source>
        <translation>Prisonniers&#xa0;: éléments capturés</translation>
    </message>
    <message>
        <source>x people in each</source>
        <translation>x personnes par élément</translation>
    </message>
    <message>
        <source>Casualties applied; Edit &gt; Undo takes them back.</source>
        <translation>Pertes appliquées&#xa0;; Édition &gt; Annuler les retire.</translation>
    </message>
    <message>
        <source>Add a treasury first (the Treasury panel).</source>
        <translation>Ajoutez d&apos;abord un trésor (panneau Trésor).</translation>
    </message>
    <message>
        <source>Book Loot and Replacements</source>
        <translation>Inscrire le butin et les remplacements</translation>
    </message>
    <message>
        <source>For &amp;side:</source>
        <translation>Pour le &amp;camp&#xa0;:</translation>
    </message>
    <message>
        <source>In &amp;treasury:</source>
        <translation>Dans le &amp;trésor&#xa0;:</translation>
    </message>
    <message>
        <source>Nothing to book for this side.</source>
        <translation>Rien à inscrire pour ce camp.</translation>
    </message>
    <message>
        <source>Booked; Edit &gt; Undo takes it back.</source>
        <translation>Inscrit&#xa0;; Édition &gt; Annuler le retire.</translation>
    </message>
    <message>
        <source>Report saved to %1.</source>
        <translation>Rapport enregistré dans %1.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Pursuit: +%1% casualties and %2% of the logistic force for the loser.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Poursuite&#xa0;: +%1&#xa0;% de pertes et %2&#xa0;% de la force logistique pour le vaincu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The winner holds the field: %1% fewer casualties.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le vainqueur reste maître du terrain&#xa0;: %1&#xa0;% de pertes en moins.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Logistic force casualties: %1%&lt;br&gt;</source>
        <translation>Pertes de la force logistique&#xa0;: %1&#xa0;%&lt;br&gt;</translation>
    </message>
    <message>
        <source>Fanatic elements&apos; casualties are all lost.&lt;br&gt;</source>
        <translation>Les pertes des éléments fanatiques sont toutes définitives.&lt;br&gt;</translation>
    </message>
    <message>
        <source>%1: %2&lt;br&gt;</source>
        <translation>%1: %2&lt;br&gt;</translation>
    </message>
    <message>
        <source>surrendered</source>
        <translation>s&apos;est rendu</translation>
    </message>
    <message>
        <source>fell (%1 HP); left for dead, carried off or captured</source>
        <translation>tombé (%1 HP)&#xa0;; laissé pour mort, emporté ou capturé</translation>
    </message>
    <message>
        <source>%1 HP left</source>
        <translation>%1 HP restants</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Loot&lt;/b&gt;&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Butin&lt;/b&gt;&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Looting the field takes %1 minutes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Piller le champ de bataille prend %1 minutes.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>These casualties are already on the rosters.</source>
        <translation>Ces pertes figurent déjà dans les effectifs.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>HP %1 → %2</source>
        <translation>HP %1 → %2</translation>
    </message>
    <message>
        <source>Carried off, wounded</source>
        <translation>Emporté, blessé</translation>
    </message>
    <message>
        <source>An estimated force: no roster to change.</source>
        <translation>Force estimée&#xa0;: aucun effectif à modifier.</translation>
    </message>
    <message>
        <source>Wiped out: every line of %1 that fought is removed.</source>
        <translation>Anéantie&#xa0;: chaque ligne de %1 qui a combattu est retirée.</translation>
    </message>
    <message>
        <source>Every line that fought keeps %1% of its TS.</source>
        <translation>Chaque ligne qui a combattu garde %1&#xa0;% de sa TS.</translation>
    </message>
    <message>
        <source>Removing TS %1 of the %2 lost</source>
        <translation>Retrait de TS %1 sur les %2 perdus</translation>
    </message>
    <message>
        <source>Pick elements whose TS covers the %1 lost.</source>
        <translation>Choisissez des éléments dont la TS couvre les %1 perdus.</translation>
    </message>
    <message numerus="yes">
        <source>= about %n captive(s)</source>
        <translation>
            <numerusform>= environ %n prisonnier</numerusform>
            <numerusform>= environ %n prisonniers</numerusform>
        </translation>
    </message>
    <message>
        <source>Casualties of %1</source>
        <translation>Pertes de %1</translation>
    </message>
    <message>
        <source>Spoils and replacements of %1</source>
        <translation>Butin et remplacements de %1</translation>
    </message>
</context>
<context>
    <name>muster::AggregatesModel</name>
    <message>
        <source>Force TS</source>
        <translation>TS de la force</translation>
    </message>
    <message>
        <source>Force TS at reduced readiness</source>
        <translation>TS de la force en disponibilité réduite</translation>
    </message>
    <message>
        <source>Total TS (support in full)</source>
        <translation>TS totale (soutien compté en entier)</translation>
    </message>
    <message>
        <source>Elements</source>
        <translation>Éléments</translation>
    </message>
    <message>
        <source>%1 TS</source>
        <translation>TS %1</translation>
    </message>
    <message>
        <source>Neutralize %1 TS</source>
        <translation>TS pour neutraliser %1</translation>
    </message>
    <message>
        <source>WT</source>
        <translation>WT</translation>
    </message>
    <message>
        <source>%1 (+%2 not transportable)</source>
        <translation>%1 (+%2 non transportables)</translation>
    </message>
    <message>
        <source>Transport: capacity / immobile WT</source>
        <translation>Transport&#xa0;: capacité / WT immobile</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Levée</translation>
    </message>
    <message>
        <source>Maintain per month</source>
        <translation>Entretien par mois</translation>
    </message>
    <message>
        <source>Impetuous share</source>
        <translation>Part impétueuse</translation>
    </message>
    <message>
        <source>Fanatic share</source>
        <translation>Part fanatique</translation>
    </message>
    <message>
        <source>Disloyal share of TS</source>
        <translation>Part déloyale de la TS</translation>
    </message>
    <message>
        <source>x 1/2: reduced readiness (or the month after it) halves TS = %1</source>
        <translation>x 1/2&#xa0;: la disponibilité réduite (ou le mois qui suit) divise la TS par deux = %1</translation>
    </message>
    <message>
        <source>No element of the force contributes.</source>
        <translation>Aucun élément de la force n&apos;y contribue.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Chiffre</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
</context>
<context>
    <name>muster::ArmyEditor</name>
    <message>
        <source>Campaign force:</source>
        <translation>Force de la campagne&#xa0;:</translation>
    </message>
    <message>
        <source>The army the campaign keeps for the force, or one unit per roster line: Magnitude from its elements, Power from its TS, Might from its heavy classes; edit what the proposal gets wrong</source>
        <translation>L&apos;armée que la campagne garde pour la force, ou une unité par ligne d&apos;effectif&#xa0;: magnitude d&apos;après ses éléments, vigueur d&apos;après sa TS, puissance d&apos;après ses classes lourdes&#xa0;; corrigez ce que la proposition estime mal</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Co&amp;mmander:</source>
        <translation>Co&amp;mmandant&#xa0;:</translation>
    </message>
    <message>
        <source>The army with the faster response acts first each turn; on a tie, the first army</source>
        <translation>L&apos;armée qui réagit le plus vite agit en premier à chaque tour&#xa0;; en cas d&apos;égalité, la première armée</translation>
    </message>
    <message>
        <source>&amp;Response speed:</source>
        <translation>Vitesse de &amp;réaction&#xa0;:</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Magnitude</source>
        <translation>Magnitude</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Santé</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Vigueur</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Discipline</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Might</source>
        <translation>Puissance</translation>
    </message>
    <message>
        <source>Battle Plans</source>
        <translation>Plans de bataille</translation>
    </message>
    <message>
        <source>Ranged</source>
        <translation>À distance</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Chef</translation>
    </message>
    <message>
        <source>Leadership</source>
        <translation>Commandement</translation>
    </message>
    <message>
        <source>Tactics</source>
        <translation>Tactique</translation>
    </message>
    <message>
        <source>Each unit of an army needs its own name</source>
        <translation>Chaque unité d&apos;une armée doit avoir son propre nom</translation>
    </message>
    <message>
        <source>Size of the unit; it is destroyed at 0</source>
        <translation>Taille de l&apos;unité&#xa0;; elle est détruite à 0</translation>
    </message>
    <message>
        <source>Health left in the current Magnitude level (a full level holds the battle&apos;s Health per Magnitude)</source>
        <translation>Santé restante dans le niveau de magnitude actuel (un niveau plein contient la santé par magnitude de la bataille)</translation>
    </message>
    <message>
        <source>Dice the unit rolls in a Clash</source>
        <translation>Dés que l&apos;unité lance lors d&apos;un Affrontement</translation>
    </message>
    <message>
        <source>Dice added to its leader&apos;s Withdraw roll</source>
        <translation>Dés ajoutés au jet de Repli de son chef</translation>
    </message>
    <message>
        <source>Dice added to its leader&apos;s Rout and Rally rolls</source>
        <translation>Dés ajoutés aux jets de Déroute et de Ralliement de son chef</translation>
    </message>
    <message>
        <source>Its might; an enemy with double its Might makes it test for rout</source>
        <translation>Sa puissance&#xa0;; un ennemi de puissance double l&apos;oblige à un test de déroute</translation>
    </message>
    <message>
        <source>Accuracy dice in a Clash, kept by Maintain Tactics</source>
        <translation>Dés de précision lors d&apos;un Affrontement, conservés par Maintenir la tactique</translation>
    </message>
    <message>
        <source>Ranged units Clash without engaging</source>
        <translation>Les unités à distance mènent un Affrontement sans s&apos;engager</translation>
    </message>
    <message>
        <source>Who leads the unit</source>
        <translation>Qui mène l&apos;unité</translation>
    </message>
    <message>
        <source>Dice of the leader&apos;s Withdraw, Rout and Rally rolls</source>
        <translation>Dés des jets de Repli, de Déroute et de Ralliement du chef</translation>
    </message>
    <message>
        <source>Dice of the leader&apos;s Maintain Tactics roll</source>
        <translation>Dés du jet de Maintenir la tactique du chef</translation>
    </message>
    <message>
        <source>&amp;Add Unit</source>
        <translation>&amp;Ajouter une unité</translation>
    </message>
    <message>
        <source>Remo&amp;ve Unit</source>
        <translation>&amp;Supprimer l&apos;unité</translation>
    </message>
    <message>
        <source>Unit %1</source>
        <translation>Unité %1</translation>
    </message>
    <message>
        <source>The army</source>
        <translation>L&apos;armée</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>muster::BattleWindow</name>
    <message>
        <source>&amp;Undo Last Step</source>
        <translation>Annuler la &amp;dernière étape</translation>
    </message>
    <message>
        <source>Battle: %1</source>
        <translation>Bataille&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Steps taken:</source>
        <translation>É&amp;tapes effectuées&#xa0;:</translation>
    </message>
    <message>
        <source>C&amp;lose, Resume Later</source>
        <translation>&amp;Fermer, reprendre plus tard</translation>
    </message>
    <message>
        <source>Close this window: the battle is saved after every step; open it again from the Battles panel.</source>
        <translation>Fermer cette fenêtre&#xa0;: la bataille est enregistrée après chaque étape&#xa0;; rouvrez-la depuis le panneau Batailles.</translation>
    </message>
    <message>
        <source>Take back the last step of this battle, its dice included (%1)</source>
        <translation>Revenir sur la dernière étape de cette bataille, dés compris (%1)</translation>
    </message>
    <message>
        <source>&amp;Report...</source>
        <translation>&amp;Rapport...</translation>
    </message>
    <message>
        <source>Save the battle so far as a web page: every step and every die</source>
        <translation>Enregistrer la bataille jusqu&apos;ici comme page web&#xa0;: chaque étape et chaque dé</translation>
    </message>
    <message>
        <source>There is no step to take back.</source>
        <translation>Il n&apos;y a aucune étape à annuler.</translation>
    </message>
    <message>
        <source>The battle&apos;s aftermath is in the campaign: undo that in the main window first.</source>
        <translation>Les suites de la bataille sont dans la campagne&#xa0;: annulez-les d&apos;abord dans la fenêtre principale.</translation>
    </message>
    <message>
        <source> against </source>
        <translation> contre </translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Imprimer</translation>
    </message>
    <message>
        <source>Print the battle so far, or write it as a PDF</source>
        <translation>Imprimer la bataille jusqu&apos;ici, ou l&apos;enregistrer en PDF</translation>
    </message>
</context>
<context>
    <name>muster::BattleWizard</name>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>: %1 won</source>
        <translation>: victoire de %1</translation>
    </message>
    <message>
        <source>: no winner</source>
        <translation>: pas de vainqueur</translation>
    </message>
    <message>
        <source>, round %1</source>
        <translation>, round %1</translation>
    </message>
    <message>
        <source> (casualties %1% / %2%)</source>
        <translation> (pertes %1&#xa0;% / %2&#xa0;%)</translation>
    </message>
    <message>
        <source>Close the Battle</source>
        <translation>Fermer la bataille</translation>
    </message>
    <message>
        <source>No round of &quot;%1&quot; has been resolved yet. Keep the battle to resume it from the Battles panel, or discard it?</source>
        <translation>Aucun round de «&#xa0;%1&#xa0;» n&apos;a encore été résolu. Garder la bataille pour la reprendre depuis le panneau Batailles, ou la supprimer&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Keep for Later</source>
        <translation>&amp;Garder pour plus tard</translation>
    </message>
    <message>
        <source>&amp;Discard Battle</source>
        <translation>&amp;Supprimer la bataille</translation>
    </message>
    <message>
        <source>Remove the battle from the campaign; Edit &gt; Undo brings it back</source>
        <translation>Retirer la bataille de la campagne&#xa0;; Édition &gt; Annuler la rétablit</translation>
    </message>
    <message>
        <source>Battle: %1</source>
        <translation>Bataille&#xa0;: %1</translation>
    </message>
    <message>
        <source>C&amp;lose, Resume Later</source>
        <translation>&amp;Fermer, reprendre plus tard</translation>
    </message>
    <message>
        <source>Close this window: the battle is saved as it stands; open it again from the Battles panel.</source>
        <translation>Fermer cette fenêtre&#xa0;: la bataille est enregistrée en l&apos;état&#xa0;; rouvrez-la depuis le panneau Batailles.</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Terminer</translation>
    </message>
    <message>
        <source>Close the battle window. The battle stays in the Battles panel with its report; open it again there to apply casualties or book the spoils later.</source>
        <translation>Fermer la fenêtre de bataille. La bataille reste dans le panneau Batailles avec son rapport&#xa0;; rouvrez-la depuis ce panneau pour appliquer les pertes ou inscrire le butin plus tard.</translation>
    </message>
    <message>
        <source>The battle is no longer in the campaign.</source>
        <translation>La bataille ne figure plus dans la campagne.</translation>
    </message>
</context>
<context>
    <name>muster::BattlesModel</name>
    <message>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>Casualties applied</source>
        <translation>Pertes appliquées</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Jouée le</translation>
    </message>
</context>
<context>
    <name>muster::BattlesPanel</name>
    <message>
        <source>&amp;New Battle...</source>
        <translation>&amp;Nouvelle bataille...</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>Resume the battle where it was left, or see its aftermath</source>
        <translation>Reprendre la bataille là où elle en était, ou voir ses suites</translation>
    </message>
    <message>
        <source>Re&amp;port...</source>
        <translation>Ra&amp;pport...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Remove the selected battle from the campaign; Edit &gt; Undo brings it back</source>
        <translation>Retirer la bataille sélectionnée de la campagne&#xa0;; Édition &gt; Annuler la rétablit</translation>
    </message>
    <message>
        <source>Discard Unplayed</source>
        <translation>Supprimer les non jouées</translation>
    </message>
    <message>
        <source>Open the battle dialog</source>
        <translation>Ouvrir la fenêtre de bataille</translation>
    </message>
    <message>
        <source>Add a force first</source>
        <translation>Ajoutez d&apos;abord une force</translation>
    </message>
    <message numerus="yes">
        <source>Remove the %n battle(s) started but left before any round was resolved (Edit &gt; Undo brings them back)</source>
        <translation>
            <numerusform>Retirer la %n bataille commencée mais quittée avant qu&apos;aucun round ne soit résolu (Édition &gt; Annuler la rétablit)</numerusform>
            <numerusform>Retirer les %n batailles commencées mais quittées avant qu&apos;aucun round ne soit résolu (Édition &gt; Annuler les rétablit)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every battle has a round resolved: nothing to discard</source>
        <translation>Chaque bataille a un round résolu&#xa0;: rien à supprimer</translation>
    </message>
    <message>
        <source>The battle &quot;%1&quot; is fought under %2, which this version cannot show in a window.</source>
        <translation>La bataille «&#xa0;%1&#xa0;» se joue selon %2, que cette version ne peut pas afficher dans une fenêtre.</translation>
    </message>
    <message>
        <source>New &amp;Three-Way Battle...</source>
        <translation>Nouvelle bataille à t&amp;rois...</translation>
    </message>
    <message>
        <source>Three mutually hostile forces: three battles, each commander splitting -4</source>
        <translation>Trois forces mutuellement hostiles&#xa0;: trois batailles, chaque commandant répartissant -4</translation>
    </message>
    <message>
        <source>Needs three forces in the campaign</source>
        <translation>Il faut trois forces dans la campagne</translation>
    </message>
    <message>
        <source>S&amp;ubordinate Command...</source>
        <translation>Commandement s&amp;ubordonné...</translation>
    </message>
    <message>
        <source>Split a PC&apos;s subordinate command, and the matching enemy share, from this battle</source>
        <translation>Détacher de cette bataille le commandement subordonné d&apos;un PJ, et la part ennemie correspondante</translation>
    </message>
    <message>
        <source>Select a battle that has just started</source>
        <translation>Sélectionnez une bataille qui vient de commencer</translation>
    </message>
    <message>
        <source>The battle is over: a subordinate command splits off before the fighting</source>
        <translation>La bataille est terminée&#xa0;: un commandement subordonné se détache avant les combats</translation>
    </message>
    <message>
        <source>The fighting has begun: a subordinate command splits off before the first round</source>
        <translation>Les combats ont commencé&#xa0;: un commandement subordonné se détache avant le premier round</translation>
    </message>
    <message>
        <source>Second Pitched &amp;Battle...</source>
        <translation>Deu&amp;xième bataille rangée...</translation>
    </message>
    <message>
        <source>The subordinate won this battle but his side lost the main one: fight on against the rest of the enemy</source>
        <translation>Le subordonné a gagné cette bataille mais son camp a perdu la bataille principale&#xa0;: continuer le combat contre le reste de l&apos;ennemi</translation>
    </message>
    <message>
        <source>Select the subordinate commander&apos;s finished battle</source>
        <translation>Sélectionnez la bataille terminée du commandant subordonné</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <source>Print the selected battle&apos;s report, or write it as a PDF</source>
        <translation>Imprimer le rapport de la bataille choisie, ou l&apos;enregistrer en PDF</translation>
    </message>
</context>
<context>
    <name>muster::BeforePage</name>
    <message>
        <source>Before the Battle</source>
        <translation>Avant la bataille</translation>
    </message>
    <message>
        <source>Check the figures, then start the battle. From here on every step is saved in the campaign.</source>
        <translation>Vérifiez les chiffres, puis engagez la bataille. À partir d&apos;ici, chaque étape est enregistrée dans la campagne.</translation>
    </message>
    <message>
        <source>&amp;Start the Battle</source>
        <translation>&amp;Engager la bataille</translation>
    </message>
    <message>
        <source>Who fights: the rules decide by the type of campaign; say which Air Combat elements are in range, which elements are carried in by ships or aircraft, or put an element in or out.</source>
        <translation>Qui combat&#xa0;: les règles en décident selon le type de campagne&#xa0;; indiquez quels éléments de combat aérien sont à portée, quels éléments sont amenés par navire ou par aéronef, ou incluez ou excluez un élément.</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Element</source>
        <translation>Élément</translation>
    </message>
    <message>
        <source>In range</source>
        <translation>À portée</translation>
    </message>
    <message>
        <source>Carried by</source>
        <translation>Transporté par</translation>
    </message>
    <message>
        <source>Takes part</source>
        <translation>Participe</translation>
    </message>
    <message>
        <source>By the rules</source>
        <translation>Selon les règles</translation>
    </message>
    <message>
        <source>Air Combat elements without Fast Air fight only within range of their base</source>
        <translation>Les éléments de combat aérien sans mobilité aérienne rapide ne combattent qu&apos;à portée de leur base</translation>
    </message>
    <message>
        <source>Own power</source>
        <translation>Propres moyens</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>Navires</translation>
    </message>
    <message>
        <source>Aircraft</source>
        <translation>Aéronefs</translation>
    </message>
    <message>
        <source>Fights</source>
        <translation>Combat</translation>
    </message>
    <message>
        <source>Sits out</source>
        <translation>En retrait</translation>
    </message>
    <message>
        <source>sits out: %1</source>
        <translation>en retrait&#xa0;: %1</translation>
    </message>
    <message>
        <source>fights</source>
        <translation>combat</translation>
    </message>
    <message>
        <source>fights: %1</source>
        <translation>combat&#xa0;: %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;TS %1&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;TS %1&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Basic Strategy Modifier %1&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Modificateur de stratégie de base (BSM) %1&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Defense Bonus: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Bonus de défense&#xa0;: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Defense Bonus by the special situation:&lt;/i&gt;&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Bonus de défense dû à la situation spéciale&#xa0;:&lt;/i&gt;&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Sitting out:&lt;/b&gt;&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;En retrait&#xa0;:&lt;/b&gt;&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Impetuous elements %1%: +1 in the first round for Attack, All-Out Attack or Raid; any other choice needs a Leadership roll at -%2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Éléments impétueux %1&#xa0;%&#xa0;: +1 au premier round pour Attaque, Attaque totale ou Raid&#xa0;; tout autre choix exige un jet de Commandement à -%2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Fanatic elements %1%: Full Retreat or Parley needs a Leadership roll at -%2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Éléments fanatiques %1&#xa0;%&#xa0;: Retraite complète ou Pourparlers exige un jet de Commandement à -%2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Disloyal elements %1% of TS: they revolt on 3d %2 or less.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Éléments déloyaux&#xa0;: %1&#xa0;% de la TS&#xa0;; ils se révoltent sur 3d %2 ou moins.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Confused&lt;/b&gt; in the first round: Rally or Full Retreat only.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Désorienté&lt;/b&gt; au premier round&#xa0;: Ralliement ou Retraite complète uniquement.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;%1&apos;s commander knows of the enemy:&lt;/i&gt;&lt;br&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Ce que le commandant de %1 sait de l&apos;ennemi&#xa0;:&lt;/i&gt;&lt;br&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each round lasts %1 minutes (%2 elements in the smaller force).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Chaque round dure %1 minutes (%2 éléments dans la plus petite force).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Player &amp;Handout...</source>
        <translation>&amp;Document pour les joueurs...</translation>
    </message>
    <message>
        <source>What one side&apos;s commander knows of the enemy, to show, print or give as a PDF: no figure the side may not know</source>
        <translation>Ce que le commandant d&apos;un camp sait de l&apos;ennemi, à montrer, imprimer ou remettre en PDF&#xa0;: aucun chiffre que le camp ne doit pas connaître</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;%1&apos;s scouts estimate (within 25%):&lt;/i&gt;&lt;br&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Les éclaireurs de %1 estiment (à 25&#xa0;% près)&#xa0;:&lt;/i&gt;&lt;br&gt;%2&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>muster::CalendarDialog</name>
    <message>
        <source>&amp;Gregorian</source>
        <translation>&amp;Grégorien</translation>
    </message>
    <message>
        <source>The GM&apos;s own &amp;months</source>
        <translation>Mois &amp;propres au MJ</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>&amp;Up</source>
        <translation>Mon&amp;ter</translation>
    </message>
    <message>
        <source>&amp;Down</source>
        <translation>&amp;Descendre</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Calendrier</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Mois</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Jours</translation>
    </message>
    <message>
        <source>Months of the year</source>
        <translation>Mois de l&apos;année</translation>
    </message>
    <message>
        <source>Campaigning season</source>
        <translation>Saison de campagne</translation>
    </message>
    <message>
        <source>Tick the months when troops forage; none ticked: no season.</source>
        <translation>Cochez les mois où les troupes vivent sur le pays&#xa0;; aucun coché&#xa0;: pas de saison.</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Aujourd&apos;hui</translation>
    </message>
    <message>
        <source>Y&amp;ear:</source>
        <translation>A&amp;nnée&#xa0;:</translation>
    </message>
    <message>
        <source>Mont&amp;h:</source>
        <translation>&amp;Mois&#xa0;:</translation>
    </message>
    <message>
        <source>Da&amp;y:</source>
        <translation>&amp;Jour&#xa0;:</translation>
    </message>
    <message>
        <source>Month %1</source>
        <translation>Mois %1</translation>
    </message>
    <message>
        <source>Choose the GM&apos;s own months to edit them.</source>
        <translation>Choisissez «&#xa0;Mois propres au MJ&#xa0;» pour les modifier.</translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> sur %1</translation>
    </message>
    <message>
        <source>No campaign is open.</source>
        <translation>Aucune campagne n&apos;est ouverte.</translation>
    </message>
</context>
<context>
    <name>muster::CampaignDateEdit</name>
    <message>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Mois</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Année</translation>
    </message>
</context>
<context>
    <name>muster::CampaignDocument</name>
    <message>
        <source>That battle is no longer in the campaign.</source>
        <translation>Cette bataille ne fait plus partie de la campagne.</translation>
    </message>
    <message>
        <source>There are no battle rules &quot;%1&quot; in this version.</source>
        <translation>Cette version n&apos;a pas de règles de bataille «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Fight battles under %1</source>
        <translation>Livrer les batailles selon %1</translation>
    </message>
    <message>
        <source>Delete battle &quot;%1&quot;</source>
        <translation>Supprimer la bataille «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has a round fought: delete it instead if it should go.</source>
        <translation>Un round de «&#xa0;%1&#xa0;» a déjà été livré&#xa0;: supprimez plutôt la bataille si elle doit disparaître.</translation>
    </message>
    <message>
        <source>There is no unplayed battle to discard.</source>
        <translation>Il n&apos;y a aucune bataille non jouée à écarter.</translation>
    </message>
    <message>
        <source>Discard unplayed battle &quot;%1&quot;</source>
        <translation>Écarter la bataille non jouée «&#xa0;%1&#xa0;»</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n unplayed battle(s)</source>
        <translation>
            <numerusform>Écarter %n bataille non jouée</numerusform>
            <numerusform>Écarter %n batailles non jouées</numerusform>
        </translation>
    </message>
    <message>
        <source>That treasury is no longer in the campaign.</source>
        <translation>Ce trésor ne fait plus partie de la campagne.</translation>
    </message>
    <message>
        <source>Change the calendar</source>
        <translation>Modifier le calendrier</translation>
    </message>
    <message>
        <source>Set the date to %1</source>
        <translation>Fixer la date au %1</translation>
    </message>
    <message>
        <source>Change the calendar to %1</source>
        <translation>Modifier le calendrier&#xa0;: %1</translation>
    </message>
    <message>
        <source>Time only moves forward: pick a date after %1.</source>
        <translation>Le temps ne fait qu&apos;avancer&#xa0;: choisissez une date postérieure au %1.</translation>
    </message>
    <message>
        <source>Advance to %1</source>
        <translation>Avancer au %1</translation>
    </message>
    <message>
        <source>%1 is not closed for %2: close the month, then advance again.</source>
        <translation>%1 n&apos;est pas clôturé pour %2&#xa0;: clôturez le mois, puis avancez de nouveau.</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 pour %2</translation>
    </message>
    <message>
        <source>Could not close %1 for %2: %3</source>
        <translation>Impossible de clôturer %1 pour %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Advance to %1, closing %2</source>
        <translation>Avancer au %1, en clôturant %2</translation>
    </message>
    <message>
        <source>A treasury needs a name.</source>
        <translation>Un trésor doit avoir un nom.</translation>
    </message>
    <message>
        <source>Add treasury %1</source>
        <translation>Ajouter le trésor %1</translation>
    </message>
    <message>
        <source>Change treasury %1</source>
        <translation>Modifier le trésor %1</translation>
    </message>
    <message>
        <source>Remove treasury %1</source>
        <translation>Supprimer le trésor %1</translation>
    </message>
    <message>
        <source>Change the revenue of %1</source>
        <translation>Modifier les revenus de %1</translation>
    </message>
    <message>
        <source>That force is no longer in the campaign.</source>
        <translation>Cette force ne fait plus partie de la campagne.</translation>
    </message>
    <message>
        <source>Raise %1</source>
        <translation>Lever %1</translation>
    </message>
    <message>
        <source>Change supply and readiness</source>
        <translation>Modifier le ravitaillement et la disponibilité</translation>
    </message>
    <message>
        <source>Only a Levy line has a term of service.</source>
        <translation>Seule une ligne de conscrits a une durée de service.</translation>
    </message>
    <message>
        <source>A levy serves 0 to %1 months a year on levy terms.</source>
        <translation>Des conscrits servent de 0 à %1 mois par an aux conditions de la conscription.</translation>
    </message>
    <message>
        <source>Change a levy&apos;s service</source>
        <translation>Modifier le service de conscrits</translation>
    </message>
    <message>
        <source>%1 is already closed for %2: its upkeep is booked. Close the next month once time has moved into it (Edit &gt; Undo takes the close back).</source>
        <translation>%1 est déjà clôturé pour %2&#xa0;: son entretien est comptabilisé. Clôturez le mois suivant une fois que le temps y sera entré (Édition &gt; Annuler revient sur la clôture).</translation>
    </message>
    <message>
        <source>%1 closed %2 already; %3 is before it.</source>
        <translation>%1 a déjà clôturé %2&#xa0;; %3 le précède.</translation>
    </message>
    <message>
        <source>Roll Administration for %1</source>
        <translation>Jet d&apos;Administration pour %1</translation>
    </message>
    <message>
        <source>%1 raised for %2</source>
        <translation>Levée de %1 terminée pour %2</translation>
    </message>
    <message>
        <source>Replacements for %1 of %2 arrive</source>
        <translation>Arrivée des remplacements pour %1 de %2</translation>
    </message>
    <message>
        <source>%1 of %2 retrained</source>
        <translation>Réentraînement de %1 de %2 terminé</translation>
    </message>
    <message>
        <source>End of %1 %2: close the month</source>
        <translation>Fin %1 %2&#xa0;: clôturer le mois</translation>
    </message>
    <message>
        <source>%1 of %2: last month on levy terms this year</source>
        <translation>%1 de %2&#xa0;: dernier mois aux conditions de la conscription cette année</translation>
    </message>
    <message>
        <source>%1 of %2: reaction roll due</source>
        <translation>%1 de %2&#xa0;: jet de réaction à faire</translation>
    </message>
    <message>
        <source>%1 has paid its upkeep for %2 already.</source>
        <translation>%1 a déjà payé son entretien pour %2.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Close %1 for %2</source>
        <translation>Clôturer %1 pour %2</translation>
    </message>
    <message>
        <source> (Administration typed: %1)</source>
        <translation> (Administration saisie&#xa0;: %1)</translation>
    </message>
    <message>
        <source>Pick a force&apos;s line and a treasury.</source>
        <translation>Choisissez une ligne d&apos;une force et un trésor.</translation>
    </message>
    <message>
        <source>This line has no casualties to replace.</source>
        <translation>Cette ligne n&apos;a aucune perte à remplacer.</translation>
    </message>
    <message>
        <source>Replacements for this line are already on their way: they arrive on %1.</source>
        <translation>Les remplacements de cette ligne sont déjà en route&#xa0;: ils arrivent le %1.</translation>
    </message>
    <message>
        <source>Replace casualties of %1</source>
        <translation>Remplacer les pertes de %1</translation>
    </message>
    <message>
        <source>This line is already being retrained until %1.</source>
        <translation>Cette ligne est déjà en réentraînement jusqu&apos;au %1.</translation>
    </message>
    <message>
        <source>Improve %1</source>
        <translation>Améliorer %1</translation>
    </message>
    <message>
        <source>Disband %1</source>
        <translation>Dissoudre %1</translation>
    </message>
    <message>
        <source>Unknown element type &quot;%1&quot;.</source>
        <translation>Type d&apos;élément «&#xa0;%1&#xa0;» inconnu.</translation>
    </message>
    <message>
        <source>A roster line has at least one element: to take the line out, remove it (Delete).</source>
        <translation>Une ligne d&apos;effectif compte au moins un élément&#xa0;: pour retirer la ligne, supprimez-la (Suppr).</translation>
    </message>
    <message>
        <source>That force no longer exists.</source>
        <translation>Cette force n&apos;existe plus.</translation>
    </message>
    <message>
        <source>That roster line no longer exists.</source>
        <translation>Cette ligne d&apos;effectif n&apos;existe plus.</translation>
    </message>
    <message>
        <source>A force needs a name.</source>
        <translation>Une force doit avoir un nom.</translation>
    </message>
    <message>
        <source>Rename force to %1</source>
        <translation>Renommer la force en %1</translation>
    </message>
    <message>
        <source>Edit notes of %1</source>
        <translation>Modifier les notes de %1</translation>
    </message>
    <message>
        <source>Remove the %1 of %2</source>
        <translation>Supprimer «&#xa0;%1&#xa0;» de %2</translation>
    </message>
    <message>
        <source>Keep the %1 of %2</source>
        <translation>Garder «&#xa0;%1&#xa0;» de %2</translation>
    </message>
    <message>
        <source>Skills range from %1 to %2.</source>
        <translation>Les compétences vont de %1 à %2.</translation>
    </message>
    <message>
        <source>Hit points range from -1000 to 1000.</source>
        <translation>Les points de vie vont de -1000 à 1000.</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <source>Hired elements are Mercenary elements.</source>
        <translation>Les éléments engagés sont des éléments mercenaires.</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n line(s)</source>
        <translation>
            <numerusform>Supprimer %n ligne</numerusform>
            <numerusform>Supprimer %n lignes</numerusform>
        </translation>
    </message>
    <message>
        <source>Type a name for the element (Esc keeps &quot;%1&quot;).</source>
        <translation>Saisissez un nom pour l&apos;élément (Échap garde «&#xa0;%1&#xa0;»).</translation>
    </message>
    <message>
        <source>Make TL%1 the usual TL</source>
        <translation>Faire du TL%1 le TL habituel</translation>
    </message>
    <message>
        <source>An element type needs a name.</source>
        <translation>Un type d&apos;élément doit avoir un nom.</translation>
    </message>
    <message>
        <source>An element type with this id already exists.</source>
        <translation>Un type d&apos;élément avec cet identifiant existe déjà.</translation>
    </message>
    <message>
        <source>Built-in element types are read-only; copy one as a custom type to change it.</source>
        <translation>Les types d&apos;éléments intégrés sont en lecture seule&#xa0;; copiez-en un comme type personnalisé pour le modifier.</translation>
    </message>
    <message>
        <source>%1 in %2 would become invalid: %3</source>
        <translation>%1 dans %2 deviendrait invalide&#xa0;: %3</translation>
    </message>
    <message>
        <source>Built-in element types cannot be deleted.</source>
        <translation>Les types d&apos;éléments intégrés ne peuvent pas être supprimés.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is used by %n roster line(s); remove them first.</source>
        <translation>
            <numerusform>%1 est utilisé par %n ligne d&apos;effectif&#xa0;; supprimez-la d&apos;abord.</numerusform>
            <numerusform>%1 est utilisé par %n lignes d&apos;effectif&#xa0;; supprimez-les d&apos;abord.</numerusform>
        </translation>
    </message>
    <message>
        <source>Let %1 double through TL12</source>
        <translation>Laisser %1 doubler jusqu&apos;au TL12</translation>
    </message>
    <message>
        <source>Stop %1 doubling after TL%2</source>
        <translation>Arrêter le doublement de %1 après le TL%2</translation>
    </message>
    <message>
        <source>That fortress is no longer in the campaign.</source>
        <translation>Cette forteresse ne fait plus partie de la campagne.</translation>
    </message>
    <message>
        <source>The campaign already has a fortress called %1; give this one another name.</source>
        <translation>La campagne a déjà une forteresse nommée %1&#xa0;; donnez un autre nom à celle-ci.</translation>
    </message>
    <message>
        <source>Add fortress %1</source>
        <translation>Ajouter la forteresse %1</translation>
    </message>
    <message>
        <source>Change fortress %1</source>
        <translation>Modifier la forteresse %1</translation>
    </message>
    <message>
        <source>Remove fortress %1</source>
        <translation>Supprimer la forteresse %1</translation>
    </message>
    <message>
        <source>Measure distances in %1</source>
        <translation>Mesurer les distances en %1</translation>
    </message>
    <message>
        <source>Casualties run from 0% to 100%.</source>
        <translation>Les pertes vont de 0&#xa0;% à 100&#xa0;%.</translation>
    </message>
    <message>
        <source>The march cannot arrive before today, %1.</source>
        <translation>La marche ne peut pas arriver avant aujourd&apos;hui (%1).</translation>
    </message>
    <message>
        <source>Leave behind at most the elements a line has.</source>
        <translation>Ne laissez pas en arrière plus d&apos;éléments qu&apos;une ligne n&apos;en compte.</translation>
    </message>
    <message>
        <source>March %1 to %2</source>
        <translation>Marche de %1 vers %2</translation>
    </message>
    <message>
        <source>%1 (left behind)</source>
        <translation>%1 (restés en arrière)</translation>
    </message>
    <message>
        <source>%1 (left at %2)</source>
        <translation>%1 (restés à %2)</translation>
    </message>
    <message>
        <source>The march arrives on %1, after a month&apos;s end: %2 Or carry it out without moving the date.</source>
        <translation>La marche arrive le %1, après une fin de mois&#xa0;: %2 Ou effectuez-la sans avancer la date.</translation>
    </message>
    <message>
        <source>%1 Nothing was changed.</source>
        <translation>%1 Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>The campaign was reloaded from its file after an internal error.</source>
        <translation>La campagne a été rechargée depuis son fichier après une erreur interne.</translation>
    </message>
</context>
<context>
    <name>muster::CatalogBrowser</name>
    <message>
        <source>Filter element types (name, class, mobility...)</source>
        <translation>Filtrer les types d&apos;éléments (nom, classe, mobilité...)</translation>
    </message>
</context>
<context>
    <name>muster::CatalogModel</name>
    <message>
        <source>Element</source>
        <translation>Élément</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>TS</source>
        <translation>TS</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
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
        <translation>Mob</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Levée</translation>
    </message>
    <message>
        <source>Maintain</source>
        <translation>Entretien</translation>
    </message>
    <message>
        <source>TL</source>
        <translation>TL</translation>
    </message>
    <message>
        <source>The rule book&apos;s table the type comes from, or Custom</source>
        <translation>La table du livre de règles d&apos;où vient le type, ou «&#xa0;Personnalisé&#xa0;»</translation>
    </message>
    <message>
        <source>Troop Strength of one element at its TL. (...): a support element; *: doubles its TS with each TL after its introduction through TL5</source>
        <translation>Force de troupe d&apos;un élément à son TL. (...)&#xa0;: élément de soutien&#xa0;; *&#xa0;: double sa TS à chaque TL après son introduction, jusqu&apos;au TL5 inclus</translation>
    </message>
    <message>
        <source>Special classes (%1); in parentheses the classes it neutralizes</source>
        <translation>Classes spéciales (%1)&#xa0;; entre parenthèses, les classes qu&apos;il neutralise</translation>
    </message>
    <message>
        <source>Transport: the WT one element can carry</source>
        <translation>Transport&#xa0;: le WT qu&apos;un élément peut porter</translation>
    </message>
    <message>
        <source>Weight: what it takes to transport one element (–: cannot be transported)</source>
        <translation>Poids&#xa0;: ce qu&apos;il faut pour transporter un élément (–&#xa0;: non transportable)</translation>
    </message>
    <message>
        <source>Mobility: how the element moves (%1; 0: it cannot move on its own)</source>
        <translation>Mobilité&#xa0;: comment l&apos;élément se déplace (%1&#xa0;; 0&#xa0;: il ne peut pas se déplacer seul)</translation>
    </message>
    <message>
        <source>Cost to raise one element</source>
        <translation>Coût de levée d&apos;un élément</translation>
    </message>
    <message>
        <source>Cost to maintain one element for a month</source>
        <translation>Coût d&apos;entretien d&apos;un élément pour un mois</translation>
    </message>
    <message>
        <source>Tech level of introduction. ^: superscience; †: a half-TS version exists at late TL5</source>
        <translation>Niveau technologique d&apos;introduction. ^&#xa0;: superscience&#xa0;; †&#xa0;: une version à demi-TS existe à la fin du TL5</translation>
    </message>
    <message>
        <source> (doubles to TL%1)</source>
        <translation> (double jusqu&apos;au TL%1)</translation>
    </message>
</context>
<context>
    <name>muster::ConditionsPage</name>
    <message>
        <source>How the Battle Starts</source>
        <translation>Début de la bataille</translation>
    </message>
    <message>
        <source>By mutual arrangement, or as a Reconnaissance Contest left it; the conditions of the field; and who has a Defense Bonus.</source>
        <translation>D&apos;un commun accord, ou comme l&apos;a laissé un duel de reconnaissance&#xa0;; les conditions du terrain&#xa0;; et qui a un bonus de défense.</translation>
    </message>
    <message>
        <source>The first side</source>
        <translation>Le premier camp</translation>
    </message>
    <message>
        <source>The second side</source>
        <translation>Le second camp</translation>
    </message>
    <message>
        <source>&amp;Start:</source>
        <translation>&amp;Début&#xa0;:</translation>
    </message>
    <message>
        <source>Pitched battle</source>
        <translation>Bataille rangée</translation>
    </message>
    <message>
        <source>Encounter battle</source>
        <translation>Bataille de rencontre</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Type&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Terrain:</source>
        <translation>Te&amp;rrain&#xa0;:</translation>
    </message>
    <message>
        <source>Dense woods or ruined town</source>
        <translation>Forêt dense ou ville en ruine</translation>
    </message>
    <message>
        <source>Motorized and Mounted Cavalry do not count for superiority here</source>
        <translation>La cavalerie motorisée et montée ne compte pas ici pour la supériorité</translation>
    </message>
    <message>
        <source>Ni&amp;ght</source>
        <translation>&amp;Nuit</translation>
    </message>
    <message>
        <source>Bad &amp;weather</source>
        <translation>&amp;Mauvais temps</translation>
    </message>
    <message>
        <source>No river</source>
        <translation>Pas de rivière</translation>
    </message>
    <message>
        <source>A major river (even bridged)</source>
        <translation>Un grand fleuve (même avec un pont)</translation>
    </message>
    <message>
        <source>A defended ford or bridge</source>
        <translation>Un gué ou un pont défendu</translation>
    </message>
    <message>
        <source>defended by</source>
        <translation>défendu par</translation>
    </message>
    <message>
        <source>River:</source>
        <translation>Cours d&apos;eau&#xa0;:</translation>
    </message>
    <message>
        <source>Defense Bonus:</source>
        <translation>Bonus de défense&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Roll the Suggested Bonus</source>
        <translation>&amp;Lancer le bonus suggéré</translation>
    </message>
    <message>
        <source>set by the special situation, %1 (the button fills it in)</source>
        <translation>fixé par la situation spéciale, %1 (le bouton le remplit)</translation>
    </message>
    <message>
        <source>suggested %1 in %2, for %3 (the GM sets the value)</source>
        <translation>suggéré&#xa0;: %1 en %2, pour %3 (le MJ fixe la valeur)</translation>
    </message>
    <message>
        <source>both sides</source>
        <translation>les deux camps</translation>
    </message>
    <message>
        <source>neither side</source>
        <translation>aucun camp</translation>
    </message>
    <message>
        <source>%1: +</source>
        <translation>%1: +</translation>
    </message>
    <message>
        <source>Special battle: %1</source>
        <translation>Bataille spéciale&#xa0;: %1</translation>
    </message>
    <message>
        <source>By mutual arrangement</source>
        <translation>D&apos;un commun accord</translation>
    </message>
    <message>
        <source>%1 won initiative</source>
        <translation>%1 a gagné l&apos;initiative</translation>
    </message>
    <message>
        <source>%1 achieved surprise</source>
        <translation>%1 a obtenu la surprise</translation>
    </message>
    <message>
        <source>%1 achieved an ambush</source>
        <translation>%1 a tendu une embuscade</translation>
    </message>
    <message>
        <source>Both sides critically failed reconnaissance (encounter, both confused)</source>
        <translation>Les deux camps ont raté la reconnaissance de façon critique (rencontre, tous deux désorientés)</translation>
    </message>
</context>
<context>
    <name>muster::D20ArmyEditor</name>
    <message>
        <source>Campaign force:</source>
        <translation>Force de la campagne&#xa0;:</translation>
    </message>
    <message>
        <source>The army the campaign keeps for the force, or one unit per roster line: Health from its elements, damage and attack from its TS, Defense from its armor; edit what the proposal gets wrong</source>
        <translation>L&apos;armée que la campagne conserve pour la force, ou une unité par ligne de l&apos;effectif&#xa0;: points de vie d&apos;après ses éléments, dégâts et attaque d&apos;après sa TS, Défense d&apos;après son armure&#xa0;; corrigez ce que la proposition estime mal</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>Défense</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dégâts</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Points de vie</translation>
    </message>
    <message>
        <source>Max Health</source>
        <translation>Pv max</translation>
    </message>
    <message>
        <source>Range Incr.</source>
        <translation>Fact. portée</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>États</translation>
    </message>
    <message>
        <source>Tiles per range increment: -2 to attack for each increment beyond the first; ranged units reach 5, artillery 10</source>
        <translation>Cases par facteur de portée&#xa0;: -2 à l&apos;attaque pour chaque facteur au-delà du premier&#xa0;; les unités à distance portent à 5 facteurs, l&apos;artillerie à 10</translation>
    </message>
    <message>
        <source>Winded, Debilitated, Unsettled, Wavering, Terrorized, or labels of your own, separated by commas</source>
        <translation>Winded, Debilitated, Unsettled, Wavering, Terrorized ou vos propres libellés, séparés par des virgules</translation>
    </message>
    <message>
        <source>&amp;Add Unit</source>
        <translation>&amp;Ajouter une unité</translation>
    </message>
    <message>
        <source>Remo&amp;ve Unit</source>
        <translation>Reti&amp;rer l&apos;unité</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Champion</translation>
    </message>
    <message>
        <source>Joined unit</source>
        <translation>Unité rejointe</translation>
    </message>
    <message>
        <source>Add &amp;Champion</source>
        <translation>Ajouter un c&amp;hampion</translation>
    </message>
    <message>
        <source>Champion %1</source>
        <translation>Champion %1</translation>
    </message>
    <message>
        <source>Unit %1</source>
        <translation>Unité %1</translation>
    </message>
    <message>
        <source>The army</source>
        <translation>L&apos;armée</translation>
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
        <translation>Armées d20...</translation>
    </message>
    <message>
        <source>d20 Strategic Combat Armies</source>
        <translation>Armées (d20 Strategic Combat)</translation>
    </message>
    <message>
        <source>The d20 strategic combat armies the campaign keeps for its forces</source>
        <translation>Les armées (d20 Strategic Combat) que la campagne conserve pour ses forces</translation>
    </message>
    <message>
        <source>d20 strategic combat army</source>
        <translation>Armée (d20 Strategic Combat)</translation>
    </message>
</context>
<context>
    <name>muster::D20BoardView</name>
    <message>
        <source>%1 (%2, %3)
Attack %4, Defense %5, damage %6, range increment %7, morale %8</source>
        <translation>%1 (%2, %3)
Attaque %4, Défense %5, dégâts %6, facteur de portée %7, moral %8</translation>
    </message>
    <message>
        <source>facing %1</source>
        <translation>orientation %1</translation>
    </message>
    <message>
        <source>Column %1, row %2</source>
        <translation>Colonne %1, ligne %2</translation>
    </message>
    <message>
        <source>Column %1, row %2: %3</source>
        <translation>Colonne %1, ligne %2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>muster::D20Play</name>
    <message>
        <source>d20 %1 against Defense %2</source>
        <translation>d20 %1 contre Défense %2</translation>
    </message>
    <message>
        <source> (range increment %1: %2)</source>
        <translation> (facteur de portée %1&#xa0;: %2)</translation>
    </message>
    <message>
        <source>: miss %1, glancing %2, hit %3, critical %4, natural 20 %5; expected damage %6 of %7.</source>
        <translation>&#xa0;: raté %1, éraflure %2, touché %3, critique %4, 20 naturel %5&#xa0;; dégâts attendus %6 sur %7.</translation>
    </message>
    <message>
        <source> Forces a morale check: %1; shatters the target: %2.</source>
        <translation> Impose un test de moral&#xa0;: %1&#xa0;; disloque la cible&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Round %1: %2&apos;s turn</source>
        <translation>Round %1&#xa0;: tour de %2</translation>
    </message>
    <message>
        <source>Champion: %1</source>
        <translation>Champion&#xa0;: %1</translation>
    </message>
    <message>
        <source>stays on its own</source>
        <translation>reste seul</translation>
    </message>
    <message>
        <source>stays with %1</source>
        <translation>reste avec %1</translation>
    </message>
    <message>
        <source>leaves %1</source>
        <translation>quitte %1</translation>
    </message>
    <message>
        <source>joins %1</source>
        <translation>rejoint %1</translation>
    </message>
    <message>
        <source>Unit:</source>
        <translation>Unité&#xa0;:</translation>
    </message>
    <message>
        <source>What the champion does, and its effect</source>
        <translation>Ce que fait le champion, et son effet</translation>
    </message>
    <message>
        <source>Action:</source>
        <translation>Action&#xa0;:</translation>
    </message>
    <message>
        <source>Champion Acts</source>
        <translation>Le champion agit</translation>
    </message>
    <message>
        <source>A unit&apos;s turn</source>
        <translation>Tour d&apos;une unité</translation>
    </message>
    <message>
        <source>%1 (in reserve)</source>
        <translation>%1 (en réserve)</translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation>&amp;Unité&#xa0;:</translation>
    </message>
    <message>
        <source>The free facing change, before the move (right-click the token, or [ and ])</source>
        <translation>Le changement d&apos;orientation gratuit, avant le déplacement (clic droit sur le pion, ou [ et ])</translation>
    </message>
    <message>
        <source>&amp;Facing:</source>
        <translation>&amp;Orientation&#xa0;:</translation>
    </message>
    <message>
        <source>Moves to</source>
        <translation>Se déplace en</translation>
    </message>
    <message>
        <source>Move:</source>
        <translation>Déplacement&#xa0;:</translation>
    </message>
    <message>
        <source>A second facing change after the move costs the move</source>
        <translation>Un second changement d&apos;orientation après le déplacement coûte le déplacement</translation>
    </message>
    <message>
        <source>Then face:</source>
        <translation>Puis orientation&#xa0;:</translation>
    </message>
    <message>
        <source>Engaging is free: the enemy must stand next to it, in the tile it faces (ranged: in its arc)</source>
        <translation>Engager est gratuit&#xa0;: l&apos;ennemi doit se trouver sur la case adjacente vers laquelle l&apos;unité est orientée (à distance&#xa0;: dans son arc)</translation>
    </message>
    <message>
        <source>Engage:</source>
        <translation>Engager&#xa0;:</translation>
    </message>
    <message>
        <source>No action</source>
        <translation>Aucune action</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Disengage</source>
        <translation>Désengagement</translation>
    </message>
    <message>
        <source>Rest</source>
        <translation>Repos</translation>
    </message>
    <message>
        <source>&amp;Action:</source>
        <translation>&amp;Action&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Cible&#xa0;:</translation>
    </message>
    <message>
        <source>Engaged with more than two, the unit names the two that do not attack as it breaks away</source>
        <translation>Engagée contre plus de deux unités, l&apos;unité désigne les deux qui n&apos;attaquent pas quand elle rompt le contact</translation>
    </message>
    <message>
        <source>Spared:</source>
        <translation>Épargnées&#xa0;:</translation>
    </message>
    <message>
        <source>Take the Unit&apos;s &amp;Turn</source>
        <translation>&amp;Jouer le tour de l&apos;unité</translation>
    </message>
    <message>
        <source>End &amp;Battle...</source>
        <translation>Terminer la &amp;bataille...</translation>
    </message>
    <message>
        <source>&amp;End %1&apos;s Turn</source>
        <translation>&amp;Terminer le tour de %1</translation>
    </message>
    <message>
        <source>Every unit of this army has had its turn: end the army&apos;s turn.</source>
        <translation>Chaque unité de cette armée a joué son tour&#xa0;: terminez le tour de l&apos;armée.</translation>
    </message>
    <message>
        <source>Only a unit of the army whose turn it is, and that has not had its turn, moves now.</source>
        <translation>Seule une unité de l&apos;armée dont c&apos;est le tour, et qui n&apos;a pas encore joué, agit maintenant.</translation>
    </message>
    <message>
        <source>End Battle</source>
        <translation>Terminer la bataille</translation>
    </message>
    <message>
        <source>Why the battle ends (for the log):</source>
        <translation>Pourquoi la bataille prend fin (pour le journal)&#xa0;:</translation>
    </message>
    <message>
        <source>the GM ends the battle</source>
        <translation>le MJ met fin à la bataille</translation>
    </message>
    <message>
        <source>Round %1: morale check of %2</source>
        <translation>Round %1&#xa0;: test de moral de %2</translation>
    </message>
    <message>
        <source>d20 %1 against DC %2: holds %3, shatters %4.</source>
        <translation>d20 %1 contre DD %2&#xa0;: tient bon %3, se disloque %4.</translation>
    </message>
    <message>
        <source>Round %1: %2 of %3 on %4</source>
        <translation>Round %1&#xa0;: %2 de %3 sur %4</translation>
    </message>
    <message>
        <source>d20:</source>
        <translation>d20&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Take the Roll</source>
        <translation>&amp;Valider le jet</translation>
    </message>
    <message>
        <source>Type the d20 from the table, or leave it empty to roll.</source>
        <translation>Saisissez le d20 lancé à la table, ou laissez vide pour un jet automatique.</translation>
    </message>
    <message>
        <source>Round %1: %2 may pursue</source>
        <translation>Round %1&#xa0;: %2 peut poursuivre</translation>
    </message>
    <message>
        <source>Pursuing, it moves into column %1, row %2, and is Pursuing until the end of its next turn.</source>
        <translation>En poursuivant, elle entre en colonne %1, ligne %2, et porte l&apos;état Pursuing jusqu&apos;à la fin de son prochain tour.</translation>
    </message>
    <message>
        <source>&amp;Pursue</source>
        <translation>&amp;Poursuivre</translation>
    </message>
    <message>
        <source>&amp;Let Them Go</source>
        <translation>&amp;Laisser partir</translation>
    </message>
    <message>
        <source>The battle is over: %1</source>
        <translation>La bataille est terminée&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 destroyed</source>
        <translation>%1 détruite</translation>
    </message>
    <message>
        <source>%1 Health %2 to %3</source>
        <translation>%1 passe de %2 à %3 pv</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no losses</source>
        <translation>aucune perte</translation>
    </message>
</context>
<context>
    <name>muster::D20SetupDialog</name>
    <message>
        <source>New d20 Strategic Combat</source>
        <translation>Nouveau combat (d20 Strategic Combat)</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>&amp;Battle:</source>
        <translation>&amp;Bataille&#xa0;:</translation>
    </message>
    <message>
        <source> ft</source>
        <translation> ft</translation>
    </message>
    <message>
        <source>tiles of</source>
        <translation>cases de</translation>
    </message>
    <message>
        <source>Boa&amp;rd:</source>
        <translation>Plat&amp;eau&#xa0;:</translation>
    </message>
    <message>
        <source>The first army</source>
        <translation>La première armée</translation>
    </message>
    <message>
        <source>The second army</source>
        <translation>La seconde armée</translation>
    </message>
    <message>
        <source>Acts &amp;first:</source>
        <translation>Agit en pre&amp;mier&#xa0;:</translation>
    </message>
    <message>
        <source>A natural &amp;1 always misses</source>
        <translation>Un &amp;1 naturel rate toujours</translation>
    </message>
    <message>
        <source>Morale DC:</source>
        <translation>DD de moral&#xa0;:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Règles&#xa0;:</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>forest</translation>
    </message>
    <message>
        <source>forest, hill, river, swamp, road, or a kind of your own; empty clears tiles</source>
        <translation>forest (forêt), hill (colline), river (rivière), swamp (marais), road (route) ou un type de votre choix&#xa0;; vide efface le terrain des cases</translation>
    </message>
    <message>
        <source>&amp;Paint Terrain</source>
        <translation>Pein&amp;dre le terrain</translation>
    </message>
    <message>
        <source>While pressed, click or drag on the board to paint the terrain named beside it</source>
        <translation>Bouton enfoncé, cliquez ou faites glisser sur le plateau pour peindre le terrain indiqué à côté</translation>
    </message>
    <message>
        <source>&amp;Terrain:</source>
        <translation>&amp;Terrain&#xa0;:</translation>
    </message>
    <message>
        <source>First army</source>
        <translation>Première armée</translation>
    </message>
    <message>
        <source>Second army</source>
        <translation>Seconde armée</translation>
    </message>
    <message>
        <source>F&amp;irst Army</source>
        <translation>Prem&amp;ière armée</translation>
    </message>
    <message>
        <source>Se&amp;cond Army</source>
        <translation>Se&amp;conde armée</translation>
    </message>
    <message>
        <source>Start &amp;Battle</source>
        <translation>&amp;Lancer la bataille</translation>
    </message>
    <message>
        <source>Give the battle a name.</source>
        <translation>Donnez un nom à la bataille.</translation>
    </message>
    <message>
        <source>%1 does not fit on a board of this size: make it larger.</source>
        <translation>%1 ne tient pas sur un plateau de cette taille&#xa0;: agrandissez-le.</translation>
    </message>
    <message>
        <source>%1 stands where another unit stands: drag one of them elsewhere.</source>
        <translation>%1 occupe la case d&apos;une autre unité&#xa0;: déplacez l&apos;une des deux ailleurs.</translation>
    </message>
</context>
<context>
    <name>muster::DisloyalPanel</name>
    <message>
        <source>Disloyal elements make up more than 10% of a side&apos;s TS: they may revolt and join the enemy before the battle.</source>
        <translation>Les éléments déloyaux forment plus de 10&#xa0;% de la TS d&apos;un camp&#xa0;: ils peuvent se révolter et rejoindre l&apos;ennemi avant la bataille.</translation>
    </message>
    <message>
        <source>%1 (%2% Disloyal): revolt on %3 or less</source>
        <translation>%1 (%2&#xa0;% déloyaux)&#xa0;: révolte sur %3 ou moins</translation>
    </message>
    <message>
        <source>Check for &amp;Revolt</source>
        <translation>Tester la &amp;révolte</translation>
    </message>
</context>
<context>
    <name>muster::ElementTypeEditor</name>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Element Type: %1</source>
        <translation>Type d&apos;élément&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Support TS (in parentheses)</source>
        <translation>TS de soutien (entre parenthèses)</translation>
    </message>
    <message>
        <source>&amp;TS:</source>
        <translation>&amp;TS&#xa0;:</translation>
    </message>
    <message>
        <source>Has</source>
        <translation>Possède</translation>
    </message>
    <message>
        <source>Neutralizes</source>
        <translation>Neutralise</translation>
    </message>
    <message>
        <source>Classes:</source>
        <translation>Classes&#xa0;:</translation>
    </message>
    <message>
        <source>Transport capacity (T):</source>
        <translation>Capacité de transport (T)&#xa0;:</translation>
    </message>
    <message>
        <source>Can be transported, WT:</source>
        <translation>Transportable, WT&#xa0;:</translation>
    </message>
    <message>
        <source>Transport weight:</source>
        <translation>Poids de transport&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Mobility:</source>
        <translation>&amp;Mobilité&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Raise:</source>
        <translation>&amp;Levée&#xa0;:</translation>
    </message>
    <message>
        <source>Maint&amp;ain per month:</source>
        <translation>&amp;Entretien par mois&#xa0;:</translation>
    </message>
    <message>
        <source>TL</source>
        <translation>TL</translation>
    </message>
    <message>
        <source>Introduced at:</source>
        <translation>Introduit au&#xa0;:</translation>
    </message>
    <message>
        <source>Low-tech: unchanged to TL5, +25% per TL after</source>
        <translation>Basse technologie&#xa0;: inchangé jusqu&apos;au TL5, puis +25&#xa0;% par TL</translation>
    </message>
    <message>
        <source>Low-tech *: doubles per TL through TL5, +25% per TL after</source>
        <translation>Basse technologie *&#xa0;: double à chaque TL jusqu&apos;au TL5, puis +25&#xa0;% par TL</translation>
    </message>
    <message>
        <source>High-tech: doubles per TL after introduction</source>
        <translation>Haute technologie&#xa0;: double à chaque TL après son introduction</translation>
    </message>
    <message>
        <source>TL scaling:</source>
        <translation>Évolution selon le TL&#xa0;:</translation>
    </message>
    <message>
        <source>High-tech types stop doubling past this TL (the GM decides how long a type stays viable).</source>
        <translation>Les types de haute technologie cessent de doubler au-delà de ce TL (le MJ décide combien de temps un type reste viable).</translation>
    </message>
    <message>
        <source>Doubles through:</source>
        <translation>Double jusqu&apos;au&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Description&#xa0;:</translation>
    </message>
    <message>
        <source>Give the element type a name.</source>
        <translation>Donnez un nom au type d&apos;élément.</translation>
    </message>
    <message>
        <source>An element cannot neutralize a class it belongs to (%1).</source>
        <translation>Un élément ne peut pas neutraliser une classe à laquelle il appartient (%1).</translation>
    </message>
</context>
<context>
    <name>muster::ElementTypesDialog</name>
    <message>
        <source>&amp;New...</source>
        <translation>&amp;Nouveau...</translation>
    </message>
    <message>
        <source>&amp;Copy as Custom...</source>
        <translation>&amp;Copier en personnalisé...</translation>
    </message>
    <message>
        <source>&amp;Edit...</source>
        <translation>&amp;Modifier...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Doubling Ca&amp;p...</source>
        <translation>&amp;Plafond de doublement...</translation>
    </message>
    <message>
        <source>Element Types</source>
        <translation>Types d&apos;éléments</translation>
    </message>
    <message>
        <source>Choose the TL after which this built-in type stops doubling its TS in this campaign.</source>
        <translation>Choisissez le TL après lequel ce type intégré cesse de doubler sa TS dans cette campagne.</translation>
    </message>
    <message>
        <source>New element type</source>
        <translation>Nouveau type d&apos;élément</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (copie)</translation>
    </message>
    <message>
        <source>Doubling Cap</source>
        <translation>Plafond de doublement</translation>
    </message>
    <message>
        <source>%1 doubles its TS every TL after TL%2. Last TL at which it doubles (12: no cap):</source>
        <translation>%1 double sa TS à chaque TL après le TL%2. Dernier TL où il double (12&#xa0;: sans plafond)&#xa0;:</translation>
    </message>
</context>
<context>
    <name>muster::EndRoundPanel</name>
    <message>
        <source>The raider strikes the enemy&apos;s &amp;logistic force instead</source>
        <translation>Le raid frappe plutôt la force &amp;logistique ennemie</translation>
    </message>
    <message>
        <source>Misfortunes of War: a roll at or under the chance means injury (2d-1 HP), or on a critical, surrender or 6d HP.</source>
        <translation>Infortunes de la guerre&#xa0;: un jet inférieur ou égal à la chance signifie une blessure (2d-1 HP), ou sur un critique, la reddition ou 6d HP.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Person&lt;/b&gt;</source>
        <translation>&lt;b&gt;Personne&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chance&lt;/b&gt;</source>
        <translation>&lt;b&gt;Chance&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll (3d)&lt;/b&gt;</source>
        <translation>&lt;b&gt;Jet (3d)&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Surrender on a critical&lt;/b&gt;</source>
        <translation>&lt;b&gt;Reddition sur un critique&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Injury&lt;/b&gt;</source>
        <translation>&lt;b&gt;Blessure&lt;/b&gt;</translation>
    </message>
    <message>
        <source>A tie</source>
        <translation>Égalité</translation>
    </message>
    <message>
        <source>%1 wins by %2</source>
        <translation>%1 l&apos;emporte de %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1.&lt;/b&gt; Skills %2 and %3, rolls %4 and %5. Casualties this round: %6 %7%, %8 %9%.</source>
        <translation>&lt;b&gt;%1.&lt;/b&gt; Compétences %2 et %3, jets %4 et %5. Pertes à ce round&#xa0;: %6 %7&#xa0;%, %8 %9&#xa0;%.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>2d-1 or 6d</source>
        <translation>2d-1 ou 6d</translation>
    </message>
    <message>
        <source>If %1 falls, %2 takes command: Leadership roll at %3 or less</source>
        <translation>Si %1 tombe, %2 prend le commandement&#xa0;: jet de Commandement à %3 ou moins</translation>
    </message>
    <message>
        <source>%1 has no successor: add people to the side if the commander may fall.</source>
        <translation>%1 n&apos;a pas de successeur&#xa0;: ajoutez des personnes au camp si le commandant risque de tomber.</translation>
    </message>
    <message>
        <source>%1 rallies: Leadership-2 at %2 or less</source>
        <translation>%1 se rallie&#xa0;: Commandement-2 à %2 ou moins</translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation>%1 ou moins</translation>
    </message>
    <message>
        <source>&amp;End the Round</source>
        <translation>&amp;Terminer le round</translation>
    </message>
</context>
<context>
    <name>muster::FacesField</name>
    <message>
        <source>no dice</source>
        <translation>aucun dé</translation>
    </message>
    <message>
        <source>1 die: empty rolls it</source>
        <translation>1 dé&#xa0;: vide pour le lancer</translation>
    </message>
    <message>
        <source>%1 dice: empty rolls them</source>
        <translation>%1 dés&#xa0;: vide pour les lancer</translation>
    </message>
    <message>
        <source>Type the face of the six-sided die from the table, or leave empty to roll</source>
        <translation>Saisissez la face du d6 lancé sur la table ou laissez vide pour le lancer</translation>
    </message>
    <message>
        <source>Type the faces of %1 six-sided dice from the table, separated by spaces, or leave empty to roll</source>
        <translation>Saisissez les faces des %1 d6 lancés sur la table, séparées par des espaces, ou laissez vide pour les lancer</translation>
    </message>
    <message>
        <source>Type the face of the d%1 from the table, or leave empty to roll</source>
        <translation>Saisissez la face du d%1 lancé sur la table ou laissez vide pour le lancer</translation>
    </message>
    <message>
        <source>Type the faces of %1 d%2 from the table, separated by spaces, or leave empty to roll</source>
        <translation>Saisissez les faces des %1 d%2 lancés sur la table, séparées par des espaces, ou laissez vide pour les lancer</translation>
    </message>
    <message>
        <source>Type one face from 1 to 6, or leave the field empty to roll.</source>
        <translation>Saisissez une face de 1 à 6 ou laissez le champ vide pour lancer le dé.</translation>
    </message>
    <message>
        <source>Type %1 faces from 1 to 6, or leave the field empty to roll.</source>
        <translation>Saisissez %1 faces de 1 à 6 ou laissez le champ vide pour lancer les dés.</translation>
    </message>
    <message>
        <source>Type one face from 1 to %1, or leave the field empty to roll.</source>
        <translation>Saisissez une face de 1 à %1 ou laissez le champ vide pour lancer le dé.</translation>
    </message>
    <message>
        <source>Type %1 faces from 1 to %2, or leave the field empty to roll.</source>
        <translation>Saisissez %1 faces de 1 à %2 ou laissez le champ vide pour lancer les dés.</translation>
    </message>
</context>
<context>
    <name>muster::FactionEditor</name>
    <message>
        <source>Campaign force:</source>
        <translation>Force de la campagne&#xa0;:</translation>
    </message>
    <message>
        <source>Battle Level from the force&apos;s elements (10 fighters each) and special units from their classes; edit what the proposal gets wrong</source>
        <translation>Niveau de bataille tiré des éléments de la force (10 combattants chacun) et unités spéciales tirées de leurs classes&#xa0;; corrigez ce que la proposition estime mal</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>non compté</translation>
    </message>
    <message>
        <source>or fighters:</source>
        <translation>ou combattants&#xa0;:</translation>
    </message>
    <message>
        <source>per level:</source>
        <translation>par niveau&#xa0;:</translation>
    </message>
    <message>
        <source>Battle &amp;Level:</source>
        <translation>N&amp;iveau de bataille&#xa0;:</translation>
    </message>
    <message>
        <source>Battle Dice at the start. Typed, or proposed from a head count: 1 per 20 to 50 fighters</source>
        <translation>Dés de bataille au départ. Saisis, ou proposés d&apos;après le nombre de combattants&#xa0;: 1 pour 20 à 50 combattants</translation>
    </message>
    <message>
        <source>Fights at its own &amp;Ark (projects count)</source>
        <translation>Combat dans sa propre &amp;Arche (projets comptés)</translation>
    </message>
    <message>
        <source>Alert and combat-ready (+1 Battle Die now, else from the next Wave)</source>
        <translation>En alerte et prête au combat (+1 dé de bataille tout de suite, sinon dès la vague suivante)</translation>
    </message>
    <message>
        <source>artillery 1, cavalry 2, rotzilla 1</source>
        <translation>artillery 1, cavalry 2, rotzilla 1</translation>
    </message>
    <message>
        <source>Special units by class: aerial, armored, artillery, cavalry, engineering, naval, or a class of your own</source>
        <translation>Unités spéciales par classe&#xa0;: aerial (aérien), armored (blindé), artillery (artillerie), cavalry (cavalerie), engineering (génie), naval, ou une classe de votre choix</translation>
    </message>
    <message>
        <source>Special &amp;units:</source>
        <translation>&amp;Unités spéciales&#xa0;:</translation>
    </message>
    <message>
        <source>Ark pro&amp;jects:</source>
        <translation>Pro&amp;jets de l&apos;Arche&#xa0;:</translation>
    </message>
    <message>
        <source>Its walls when besieged: palisade or trenches 1 Support Die, walled 2, fortress or bunker 3</source>
        <translation>Ses murs en cas de siège&#xa0;: palissade ou tranchées 1 dé de soutien, murailles 2, forteresse ou bunker 3</translation>
    </message>
    <message>
        <source>S&amp;tronghold:</source>
        <translation>P&amp;lace forte&#xa0;:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Poste</translation>
    </message>
    <message>
        <source>PC</source>
        <translation>PJ</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Armure</translation>
    </message>
    <message>
        <source>Skills (attribute+skill dice)</source>
        <translation>Compétences (dés d&apos;attribut+compétence)</translation>
    </message>
    <message>
        <source>Add P&amp;erson</source>
        <translation>Ajouter une p&amp;ersonne</translation>
    </message>
    <message>
        <source>Remo&amp;ve Person</source>
        <translation>Suppri&amp;mer la personne</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Chef</translation>
    </message>
    <message>
        <source>Person %1</source>
        <translation>Personne %1</translation>
    </message>
    <message>
        <source>Captured by the enemy</source>
        <translation>Aux mains de l&apos;ennemi</translation>
    </message>
    <message>
        <source>Player characters suffer Retaliation</source>
        <translation>Les personnages joueurs subissent les représailles</translation>
    </message>
    <message>
        <source>Each skill as NAME attribute+skill dice: COMPREHEND 3+2, SNEAK 4+1</source>
        <translation>Chaque compétence sous la forme NOM dés d&apos;attribut+dés de compétence&#xa0;: COMPREHEND 3+2, SNEAK 4+1</translation>
    </message>
    <message>
        <source>Give each faction a name.</source>
        <translation>Donnez un nom à chaque faction.</translation>
    </message>
    <message>
        <source>Write the special units of %1 as class and count: artillery 1, cavalry 2.</source>
        <translation>Écrivez les unités spéciales de %1 sous la forme classe et nombre&#xa0;: artillery 1, cavalry 2.</translation>
    </message>
    <message>
        <source>Write the skills of row %1 of %2 as NAME attribute+skill: COMPREHEND 3+2.</source>
        <translation>Écrivez les compétences de la ligne %1 de %2 sous la forme NOM attribut+compétence&#xa0;: COMPREHEND 3+2.</translation>
    </message>
    <message>
        <source>%1 needs a Battle Level of at least 1 to fight.</source>
        <translation>%1 doit avoir un niveau de bataille d&apos;au moins 1 pour combattre.</translation>
    </message>
</context>
<context>
    <name>muster::FeaturesDialog</name>
    <message>
        <source>+20%: parachute or air-assault trained; land mobility only</source>
        <translation>+20&#xa0;%&#xa0;: formé au parachutisme ou à l&apos;assaut aérien&#xa0;; mobilité terrestre uniquement</translation>
    </message>
    <message>
        <source>+20%: no bad-weather penalty; air, water or Airborne only</source>
        <translation>+20&#xa0;%&#xa0;: aucune pénalité de mauvais temps&#xa0;; air, eau ou Aéroporté uniquement</translation>
    </message>
    <message>
        <source>GM-assigned cost; may revolt when over 10% of force TS</source>
        <translation>Coût fixé par le MJ&#xa0;; peut se révolter au-delà de 10&#xa0;% de la TS de la force</translation>
    </message>
    <message>
        <source>Halves the Good/Elite raise premium; counts as Impetuous</source>
        <translation>Divise par deux le supplément de levée Bonne/Élite&#xa0;; compte comme Impétueux</translation>
    </message>
    <message>
        <source>Free; one Naval element per force; C3I in naval battles</source>
        <translation>Gratuit&#xa0;; un élément Naval par force&#xa0;; C3I dans les batailles navales</translation>
    </message>
    <message>
        <source>GM-assigned TS multiplier (and cost, if the GM wishes)</source>
        <translation>Multiplicateur de TS fixé par le MJ (et coût, si le MJ le souhaite)</translation>
    </message>
    <message>
        <source>+80%: TL7+ Coastal or Motorized only</source>
        <translation>+80&#xa0;%&#xa0;: TL7+ Côtier ou Motorisé uniquement</translation>
    </message>
    <message>
        <source>Free; eager to charge</source>
        <translation>Gratuit&#xa0;; prompt à charger</translation>
    </message>
    <message>
        <source>Obliged to serve: upkeep depends on where and how long</source>
        <translation>Tenus de servir&#xa0;: l&apos;entretien dépend du lieu et de la durée</translation>
    </message>
    <message>
        <source>+20%: full TS in amphibious assaults; land mobility only</source>
        <translation>+20&#xa0;%&#xa0;: TS complète lors des assauts amphibies&#xa0;; mobilité terrestre uniquement</translation>
    </message>
    <message>
        <source>Hired: no Raise, 1.5x Maintain (1.25x on a year&apos;s contract)</source>
        <translation>Engagés&#xa0;: pas de levée, entretien x1,5 (x1,25 avec un contrat d&apos;un an)</translation>
    </message>
    <message>
        <source>+20%: no TS penalty at night</source>
        <translation>+20&#xa0;%&#xa0;: aucune pénalité de TS de nuit</translation>
    </message>
    <message>
        <source>Free; treats night as day and day as night</source>
        <translation>Gratuit&#xa0;; traite la nuit comme le jour et le jour comme la nuit</translation>
    </message>
    <message>
        <source>+20%: works in vacuum or poison atmospheres</source>
        <translation>+20&#xa0;%&#xa0;: opère dans le vide ou en atmosphère toxique</translation>
    </message>
    <message>
        <source>+200%: doubles TS; not for TS 0</source>
        <translation>+200&#xa0;%&#xa0;: double la TS&#xa0;; pas pour une TS de 0</translation>
    </message>
    <message>
        <source>Features of %1</source>
        <translation>Caractéristiques de %1</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Caractéristiques</translation>
    </message>
    <message>
        <source>Neutralize (+25% each)</source>
        <translation>Neutraliser (+25&#xa0;% chacune)</translation>
    </message>
    <message>
        <source>Terrain (+20% to Raise each)</source>
        <translation>Terrain (+20&#xa0;% de levée chacun)</translation>
    </message>
    <message>
        <source>GM-assigned values</source>
        <translation>Valeurs fixées par le MJ</translation>
    </message>
    <message>
        <source>Hero TS multiplier:</source>
        <translation>Multiplicateur de TS Héros&#xa0;:</translation>
    </message>
    <message>
        <source>Hero cost modifier:</source>
        <translation>Modificateur de coût Héros&#xa0;:</translation>
    </message>
    <message>
        <source>Disloyal cost modifier:</source>
        <translation>Modificateur de coût Déloyal&#xa0;:</translation>
    </message>
    <message>
        <source>Levy service:</source>
        <translation>Service des conscrits&#xa0;:</translation>
    </message>
    <message>
        <source>The initial grant was waived (no Raise)</source>
        <translation>Sans dotation initiale (pas de levée)</translation>
    </message>
    <message>
        <source>Contract of a year or more (1.25x instead of 1.5x)</source>
        <translation>Contrat d&apos;un an ou plus (x1,25 au lieu de x1,5)</translation>
    </message>
    <message>
        <source>Per element: TS %1, Raise %2, Maintain %3 per month</source>
        <translation>Par élément&#xa0;: TS %1, levée %2, entretien %3 par mois</translation>
    </message>
</context>
<context>
    <name>muster::FiguresPanel</name>
    <message>
        <source>Select a figure to see how it is made up.</source>
        <translation>Sélectionnez un chiffre pour voir sa composition.</translation>
    </message>
</context>
<context>
    <name>muster::ForceDataEditor</name>
    <message>
        <source>Entered here</source>
        <translation>Saisi ici</translation>
    </message>
    <message>
        <source>&amp;Propose from Force</source>
        <translation>&amp;Proposer d&apos;après la force</translation>
    </message>
</context>
<context>
    <name>muster::ForceSupplyPanel</name>
    <message>
        <source>Tied to roads, rail or canals that bypass the terrain</source>
        <translation>Lié aux routes, voies ferrées ou canaux qui contournent le terrain</translation>
    </message>
    <message>
        <source>Readiness was reduced last month (TS still halved)</source>
        <translation>Disponibilité réduite le mois dernier (TS encore divisée par deux)</translation>
    </message>
    <message>
        <source>Levy Service...</source>
        <translation>Service des conscrits...</translation>
    </message>
    <message>
        <source>Paid by treasury:</source>
        <translation>Payé par le trésor&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Location:</source>
        <translation>&amp;Lieu&#xa0;:</translation>
    </message>
    <message>
        <source>On the move, or encamped: patrolling, bunkered (harder to surprise, cannot ambush) or without security</source>
        <translation>En mouvement, ou au camp&#xa0;: avec patrouilles, retranché (plus difficile à surprendre, ne peut pas tendre d&apos;embuscade) ou sans sécurité</translation>
    </message>
    <message>
        <source>Posture:</source>
        <translation>Posture&#xa0;:</translation>
    </message>
    <message>
        <source>Ordinary terrain</source>
        <translation>Terrain ordinaire</translation>
    </message>
    <message>
        <source>Where the force spends most of the month: bad terrain raises land elements&apos; Maintain</source>
        <translation>Où la force passe la majeure partie du mois&#xa0;: un terrain difficile augmente l&apos;entretien des éléments terrestres</translation>
    </message>
    <message>
        <source>Terrain this &amp;month:</source>
        <translation>Terrain ce &amp;mois&#xa0;:</translation>
    </message>
    <message>
        <source>Re&amp;adiness:</source>
        <translation>Disponi&amp;bilité&#xa0;:</translation>
    </message>
    <message>
        <source> LS</source>
        <translation> LS</translation>
    </message>
    <message>
        <source>Logistic Strength: the $K of the fighting force&apos;s monthly Maintain it can deliver</source>
        <translation>Capacité logistique (LS)&#xa0;: les $K d&apos;entretien mensuel de la force combattante qu&apos;elle peut acheminer</translation>
    </message>
    <message>
        <source>Land lo&amp;gistics:</source>
        <translation>Lo&amp;gistique terrestre&#xa0;:</translation>
    </message>
    <message>
        <source>Naval logistics:</source>
        <translation>Logistique navale&#xa0;:</translation>
    </message>
    <message>
        <source>Air logistics:</source>
        <translation>Logistique aérienne&#xa0;:</translation>
    </message>
    <message>
        <source>Overland</source>
        <translation>Par voie de terre</translation>
    </message>
    <message>
        <source>Across water (land LS paired with naval LS)</source>
        <translation>Par voie d&apos;eau (LS terrestre couplée à la LS navale)</translation>
    </message>
    <message>
        <source>At a port (naval LS serves the force)</source>
        <translation>Dans un port (la LS navale ravitaille la force)</translation>
    </message>
    <message>
        <source>Supply line:</source>
        <translation>Ligne de ravitaillement&#xa0;:</translation>
    </message>
    <message>
        <source>The first treasury</source>
        <translation>Le premier trésor</translation>
    </message>
    <message>
        <source>None yet: add one in the Treasury panel</source>
        <translation>Aucun pour l&apos;instant&#xa0;: ajoutez-en un dans le panneau Trésor</translation>
    </message>
    <message>
        <source>Logistic force: %1 to raise, %2 a month. The fighting force&apos;s Maintain %3 needs LS %4; available %5%6.</source>
        <translation>Force logistique&#xa0;: %1 de levée, %2 par mois. L&apos;entretien de la force combattante (%3) exige une LS de %4&#xa0;; disponible&#xa0;: %5%6.</translation>
    </message>
    <message>
        <source>, short by %1</source>
        <translation>, il manque %1</translation>
    </message>
    <message>
        <source>%1: called up %2, %3 of %4 months on levy terms used this year, next reaction roll by %5</source>
        <translation>%1: appelés le %2, %3 mois sur %4 aux conditions de la conscription utilisés cette année, prochain jet de réaction d&apos;ici le %5</translation>
    </message>
    <message>
        <source>No levies.</source>
        <translation>Aucun conscrit.</translation>
    </message>
    <message>
        <source>Levies:
%1</source>
        <translation>Conscrits&#xa0;:
%1</translation>
    </message>
</context>
<context>
    <name>muster::ForcedMarchRollsBox</name>
    <message>
        <source>Forced-march rolls</source>
        <translation>Jets de marche forcée</translation>
    </message>
    <message>
        <source>The quartermaster&apos;s Administration skill, from the force&apos;s staff</source>
        <translation>La compétence Administration de l&apos;intendant, tirée de l&apos;état-major de la force</translation>
    </message>
    <message>
        <source>%1&apos;s Ad&amp;ministration:</source>
        <translation>Administrati&amp;on de %1&#xa0;:</translation>
    </message>
    <message>
        <source>Quartermaster</source>
        <translation>Intendant</translation>
    </message>
    <message>
        <source>No forced march: nothing to roll.</source>
        <translation>Pas de marche forcée&#xa0;: aucun jet à faire.</translation>
    </message>
</context>
<context>
    <name>muster::ForcesModel</name>
    <message numerus="yes">
        <source>Force TS %1, %n element(s)</source>
        <translation>
            <numerusform>TS de la force %1, %n élément</numerusform>
            <numerusform>TS de la force %1, %n éléments</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster::ForecastPanel</name>
    <message>
        <source>Final casualties %1: %2 %3, %4 %5</source>
        <translation>Pertes finales %1&#xa0;: %2 %3, %4 %5</translation>
    </message>
    <message>
        <source>How the battle ends</source>
        <translation>Issue de la bataille</translation>
    </message>
    <message>
        <source>Later rounds:</source>
        <translation>Rounds suivants&#xa0;:</translation>
    </message>
    <message>
        <source>Risk:</source>
        <translation>Risque&#xa0;:</translation>
    </message>
    <message>
        <source>The strategy this side fights after the round at hand, as far as the rules allow it (confused: Rally)</source>
        <translation>La stratégie que ce camp suivra après le round en cours, dans la mesure où les règles le permettent (désorienté&#xa0;: Ralliement)</translation>
    </message>
    <message>
        <source>Risk every person of this side takes each round (Misfortunes of War, Heroism)</source>
        <translation>Risque que prend chaque personne de ce camp à chaque round (infortunes de la guerre, héroïsme)</translation>
    </message>
    <message>
        <source>&amp;Advise</source>
        <translation>&amp;Conseiller</translation>
    </message>
    <message>
        <source>For this round: each side&apos;s strategy with the best chance to win the battle against each enemy choice, and the mix of strategies that guarantees the most</source>
        <translation>Pour ce round&#xa0;: la stratégie de chaque camp qui a la meilleure chance de gagner la bataille contre chaque choix ennemi, et le mélange de stratégies qui garantit le plus</translation>
    </message>
    <message>
        <source>No battle yet.</source>
        <translation>Pas encore de bataille.</translation>
    </message>
    <message>
        <source>Same as this round</source>
        <translation>Comme ce round</translation>
    </message>
    <message>
        <source>The battle is decided.</source>
        <translation>La bataille est décidée.</translation>
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
        <translation>Pertes finales après regroupement, en moyenne %1&#xa0;% et %2&#xa0;%&#xa0;:</translation>
    </message>
    <message>
        <source>Exact: every die and every person&apos;s HP followed.</source>
        <translation>Exact&#xa0;: chaque dé et les HP de chaque personne sont suivis.</translation>
    </message>
    <message numerus="yes">
        <source>Exact over the contest, casualties, PB and Heroism; Misfortunes of War from %n paired battle(s) (± one standard error).</source>
        <translation>
            <numerusform>Exact pour le duel, les pertes, le PB et l&apos;héroïsme&#xa0;; infortunes de la guerre d&apos;après %n paire de batailles (± un écart type).</numerusform>
            <numerusform>Exact pour le duel, les pertes, le PB et l&apos;héroïsme&#xa0;; infortunes de la guerre d&apos;après %n paires de batailles (± un écart type).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>From %n battle(s) played out (± one standard error).</source>
        <translation>
            <numerusform>D&apos;après %n bataille jouée (± un écart type).</numerusform>
            <numerusform>D&apos;après %n batailles jouées (± un écart type).</numerusform>
        </translation>
    </message>
    <message>
        <source>About %1 rounds (%2 hours of fighting). Commander falls: %3.</source>
        <translation>Environ %1 rounds (%2 heures de combat). Chute du commandant&#xa0;: %3.</translation>
    </message>
    <message>
        <source>against %1: %2 (wins %3)</source>
        <translation>contre %1&#xa0;: %2 (victoire %3)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: best %2; safest mix %3, wins at least %4.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: meilleur choix %2&#xa0;; mélange le plus sûr %3, victoire d&apos;au moins %4.</translation>
    </message>
</context>
<context>
    <name>muster::FortressEditor</name>
    <message>
        <source>Add Fortress</source>
        <translation>Ajouter une forteresse</translation>
    </message>
    <message>
        <source>Edit Fortress: %1</source>
        <translation>Modifier la forteresse&#xa0;: %1</translation>
    </message>
    <message>
        <source>e.g. Kesteven Castle</source>
        <translation>p. ex. Château de Kesteven</translation>
    </message>
    <message>
        <source>Permanent fortifications give TL+4 (the TL of the last upgrade); their ruins at least 1 less; improvised ones +4, or +5 with stone, concrete or tunnels; a natural stronghold +4 or +5 in all.</source>
        <translation>Les fortifications permanentes donnent TL+4 (le TL de la dernière modernisation)&#xa0;; leurs ruines au moins 1 de moins&#xa0;; les improvisées +4, ou +5 avec pierre, béton ou tunnels&#xa0;; une place forte naturelle +4 ou +5 au total.</translation>
    </message>
    <message>
        <source>TL</source>
        <translation>TL</translation>
    </message>
    <message>
        <source>The TL when the fortifications were last upgraded: fortresses are often obsolete.</source>
        <translation>Le TL de la dernière modernisation des fortifications&#xa0;: les forteresses sont souvent obsolètes.</translation>
    </message>
    <message>
        <source>Plenty of stone or concrete structures (or their ruins), or tunnels</source>
        <translation>Nombreuses structures en pierre ou en béton (ou leurs ruines), ou tunnels</translation>
    </message>
    <message>
        <source>Ruins have at least -1 or -2 to the Defense Bonus; the worse the ruin, the more.</source>
        <translation>Les ruines ont au moins -1 ou -2 au bonus de défense&#xa0;; plus la ruine est délabrée, plus la pénalité est forte.</translation>
    </message>
    <message>
        <source>+4 in all</source>
        <translation>+4 au total</translation>
    </message>
    <message>
        <source>+5 in all</source>
        <translation>+5 au total</translation>
    </message>
    <message>
        <source>A mountain pass, a cave complex, a village on a steep hill: +4 or +5, its site included.</source>
        <translation>Un col de montagne, un réseau de grottes, un village sur une colline escarpée&#xa0;: +4 ou +5, site compris.</translation>
    </message>
    <message>
        <source>A natural stronghold&apos;s total already counts its site.</source>
        <translation>Le total d&apos;une place forte naturelle compte déjà son site.</translation>
    </message>
    <message>
        <source> WT</source>
        <translation> WT</translation>
    </message>
    <message>
        <source>The total WT of elements that can defend it effectively, after any noncombatants.</source>
        <translation>Le WT total des éléments qui peuvent la défendre efficacement, non-combattants déduits.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Type&#xa0;:</translation>
    </message>
    <message>
        <source>Last &amp;upgraded at:</source>
        <translation>Dernière &amp;modernisation&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Ruin penalty:</source>
        <translation>&amp;Pénalité de ruine&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Defense Bonus:</source>
        <translation>&amp;Bonus de défense&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Site&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Capacity:</source>
        <translation>&amp;Capacité&#xa0;:</translation>
    </message>
    <message>
        <source>Defense Bonus:</source>
        <translation>Bonus de défense&#xa0;:</translation>
    </message>
    <message>
        <source>How it is made:</source>
        <translation>Composition&#xa0;:</translation>
    </message>
    <message>
        <source>Garrison:</source>
        <translation>Garnison&#xa0;:</translation>
    </message>
    <message>
        <source>Defends WT %1 at full Defense Bonus. Holds up to WT %2 (1.5 x capacity), but overcrowded: -1 DB. Elements too large to transport cannot be inside.</source>
        <translation>Défend WT %1 avec le bonus de défense complet. Contient jusqu&apos;à WT %2 (1,5 x la capacité), mais surpeuplée&#xa0;: -1 au bonus de défense. Les éléments trop grands pour être transportés ne peuvent pas y entrer.</translation>
    </message>
</context>
<context>
    <name>muster::FortressesDialog</name>
    <message>
        <source>Fortresses</source>
        <translation>Forteresses</translation>
    </message>
    <message>
        <source>The campaign&apos;s castles, walled towns, entrenchments and natural strongholds. A fortress&apos; Defense Bonus helps only a force encamped and bunkered inside it (or one that retreated into it during a battle).</source>
        <translation>Les châteaux, villes fortifiées, retranchements et places fortes naturelles de la campagne. Le bonus de défense d&apos;une forteresse n&apos;aide qu&apos;une force campée et retranchée à l&apos;intérieur (ou qui s&apos;y est repliée pendant une bataille).</translation>
    </message>
    <message>
        <source>&amp;Add...</source>
        <translation>&amp;Ajouter...</translation>
    </message>
    <message>
        <source>&amp;Edit...</source>
        <translation>&amp;Modifier...</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Remove the selected fortress (Delete); Edit &gt; Undo brings it back</source>
        <translation>Supprimer la forteresse sélectionnée (Suppr)&#xa0;; Édition &gt; Annuler la rétablit</translation>
    </message>
    <message>
        <source>No fortresses yet: Add... rates the first one.</source>
        <translation>Aucune forteresse pour l&apos;instant&#xa0;: Ajouter... évalue la première.</translation>
    </message>
    <message>
        <source>%1 — %2
Holds up to WT %3 (1.5 x its capacity of WT %4); overcrowded, -1 DB. Elements too large to transport cannot be inside.</source>
        <translation>%1 — %2
Contient jusqu&apos;à WT %3 (1,5 x sa capacité de WT %4)&#xa0;; surpeuplée, -1 au bonus de défense. Les éléments trop grands pour être transportés ne peuvent pas y entrer.</translation>
    </message>
</context>
<context>
    <name>muster::FortressesModel</name>
    <message>
        <source>Defends WT %1 at full Defense Bonus; holds up to WT %2 overcrowded (-1 DB).</source>
        <translation>Défend WT %1 avec le bonus de défense complet&#xa0;; contient jusqu&apos;à WT %2 en surpeuplement (-1 au bonus de défense).</translation>
    </message>
    <message>
        <source>(in its total)</source>
        <translation>(compris dans le total)</translation>
    </message>
    <message>
        <source>Tech level of the fortress&apos; last upgrade</source>
        <translation>Niveau technologique de la dernière modernisation de la forteresse</translation>
    </message>
    <message>
        <source>Capacity: the WT (weight) of the elements it holds; up to 1.5 times that, overcrowded</source>
        <translation>Capacité&#xa0;: le WT (poids) des éléments qu&apos;elle abrite&#xa0;; jusqu&apos;à 1,5 fois plus en surpeuplement</translation>
    </message>
    <message>
        <source>Fortress</source>
        <translation>Forteresse</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>TL</source>
        <translation>TL</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Site</translation>
    </message>
    <message>
        <source>Capacity (WT)</source>
        <translation>Capacité (WT)</translation>
    </message>
    <message>
        <source>Defense Bonus</source>
        <translation>Bonus de défense</translation>
    </message>
</context>
<context>
    <name>muster::GcsImportDialog</name>
    <message>
        <source>Import GCS Character</source>
        <translation>Importer un personnage GCS</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 depuis %2</translation>
    </message>
    <message>
        <source>Character:</source>
        <translation>Personnage&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Post:</source>
        <translation>&amp;Poste&#xa0;:</translation>
    </message>
    <message>
        <source>%1 (the force&apos;s elements)</source>
        <translation>%1 (les éléments de la force)</translation>
    </message>
    <message>
        <source>Strategy is specialized (Land, Naval): the force&apos;s elements decide which it needs; pick another if the battle calls for it.</source>
        <translation>La Stratégie est spécialisée (Land, Naval)&#xa0;: les éléments de la force décident de celle qu&apos;il lui faut&#xa0;; choisissez-en une autre si la bataille l&apos;exige.</translation>
    </message>
    <message>
        <source>&amp;Strategy specialization:</source>
        <translation>Spécialisation de &amp;Stratégie&#xa0;:</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Actuel</translation>
    </message>
    <message>
        <source>From the sheet</source>
        <translation>Depuis la feuille</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>HP</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>unassigned</source>
        <translation>vacant</translation>
    </message>
    <message>
        <source>Not on the sheet: the best default the rules allow, from what the sheet has</source>
        <translation>Absente de la feuille&#xa0;: la meilleure valeur par défaut que les règles permettent d&apos;après la feuille</translation>
    </message>
    <message>
        <source>The sheet&apos;s %1</source>
        <translation>%1 de la feuille</translation>
    </message>
    <message>
        <source>The post already has these figures: nothing changes.</source>
        <translation>Le poste a déjà ces valeurs&#xa0;: rien ne change.</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s) change.</source>
        <translation>
            <numerusform>%n valeur change.</numerusform>
            <numerusform>%n valeurs changent.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes the post from %2 and starts serving.</source>
        <translation>%1 reprend le poste de %2 et entre en service.</translation>
    </message>
    <message>
        <source>The same person: the fate stays %1.</source>
        <translation>La même personne&#xa0;: le sort reste «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Select the force whose staff the character joins first.</source>
        <translation>Sélectionnez d&apos;abord la force dont le personnage rejoint l&apos;état-major.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 cannot be imported. %2

Nothing was changed.</source>
        <translation>%1 ne peut pas être importé. %2

Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>Refresh from GCS File</source>
        <translation>Actualiser depuis le fichier GCS</translation>
    </message>
    <message>
        <source>GCS file</source>
        <translation>Fichier GCS</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>typed in</source>
        <translation>saisi à la main</translation>
    </message>
    <message>
        <source>%1 is no longer there: the file was moved, renamed or deleted.</source>
        <translation>%1 n&apos;existe plus&#xa0;: le fichier a été déplacé, renommé ou supprimé.</translation>
    </message>
    <message>
        <source>%1 is not a sheet Muster reads: %2</source>
        <translation>%1 n&apos;est pas une feuille que Muster sait lire&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 cannot be refreshed from the GCS file. %2

Nothing was changed. Choose the file where it is now to refresh from it.</source>
        <translation>%1 ne peut pas être actualisé depuis le fichier GCS. %2

Rien n&apos;a été modifié. Choisissez le fichier là où il se trouve maintenant pour actualiser depuis celui-ci.</translation>
    </message>
    <message>
        <source>&amp;Choose File...</source>
        <translation>&amp;Choisir le fichier...</translation>
    </message>
    <message>
        <source>GCS File of %1</source>
        <translation>Fichier GCS de %1</translation>
    </message>
    <message>
        <source>GCS character sheets (*.gcs)</source>
        <translation>Feuilles de personnage GCS (*.gcs)</translation>
    </message>
    <message>
        <source>%1 already has all that %2 gives: nothing changed.</source>
        <translation>%1 a déjà tout ce que donne %2&#xa0;: rien n&apos;a changé.</translation>
    </message>
</context>
<context>
    <name>muster::HandoutDialog</name>
    <message>
        <source>Player Handout</source>
        <translation>Document pour les joueurs</translation>
    </message>
    <message>
        <source>Side %1</source>
        <translation>Camp %1</translation>
    </message>
    <message>
        <source>&amp;For:</source>
        <translation>&amp;Pour&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Imprimer</translation>
    </message>
    <message>
        <source>Print this handout, or write it as a PDF to give to the player</source>
        <translation>Imprimer ce document, ou l&apos;enregistrer en PDF pour le joueur</translation>
    </message>
    <message>
        <source>%1 handout for %2</source>
        <translation>%1 document pour %2</translation>
    </message>
    <message>
        <source>handout</source>
        <translation>document</translation>
    </message>
    <message>
        <source>Player handout for %1</source>
        <translation>Document pour %1</translation>
    </message>
</context>
<context>
    <name>muster::HelpWindow</name>
    <message>
        <source>Muster User Guide</source>
        <translation>Guide de l&apos;utilisateur de Muster</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
</context>
<context>
    <name>muster::HistoryModel</name>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;ouverture&gt;</translation>
    </message>
</context>
<context>
    <name>muster::KeepForceDataDialog</name>
    <message>
        <source>&amp;Keep for the Force</source>
        <translation>&amp;Garder pour la force</translation>
    </message>
    <message>
        <source>&amp;Forget</source>
        <translation>&amp;Oublier</translation>
    </message>
    <message>
        <source>The force keeps nothing under these rules: battles propose from its roster again</source>
        <translation>La force ne garde rien selon ces règles&#xa0;: les batailles proposent de nouveau d&apos;après son effectif</translation>
    </message>
    <message>
        <source>Pick a force: it shows as the campaign keeps it, or as proposed from its roster. Battles under these rules start from what is kept, and their aftermath updates it.</source>
        <translation>Choisissez une force&#xa0;: elle apparaît telle que la campagne la garde, ou telle que proposée d&apos;après son effectif. Les batailles selon ces règles partent de ce qui est gardé, et leurs suites le mettent à jour.</translation>
    </message>
    <message>
        <source>Kept in the campaign.</source>
        <translation>Gardée dans la campagne.</translation>
    </message>
    <message>
        <source>Proposed from the roster; not kept yet.</source>
        <translation>Proposée d&apos;après l&apos;effectif&#xa0;; pas encore gardée.</translation>
    </message>
    <message>
        <source>Pick one of the campaign&apos;s forces.</source>
        <translation>Choisissez l&apos;une des forces de la campagne.</translation>
    </message>
    <message>
        <source>Needs a force in the campaign</source>
        <translation>Nécessite une force dans la campagne</translation>
    </message>
</context>
<context>
    <name>muster::LedgerModel</name>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Solde</translation>
    </message>
    <message>
        <source>Force</source>
        <translation>Force</translation>
    </message>
    <message>
        <source>Element</source>
        <translation>Élément</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
</context>
<context>
    <name>muster::LevyServiceDialog</name>
    <message>
        <source>free (within two days of home)</source>
        <translation>gratuit (à deux jours de chez eux au plus)</translation>
    </message>
    <message>
        <source>half Maintain (away from home)</source>
        <translation>demi-entretien (loin de chez eux)</translation>
    </message>
    <message>
        <source>as mercenaries, 1.5 x Maintain</source>
        <translation>comme mercenaires, 1,5 x l&apos;entretien</translation>
    </message>
    <message>
        <source>Levy Service</source>
        <translation>Service des conscrits</translation>
    </message>
    <message>
        <source>Levies serve up to two months a year on levy terms, then only as mercenaries; every six months of service the GM rolls their reaction. Closing a month counts it.</source>
        <translation>Les conscrits servent jusqu&apos;à deux mois par an aux conditions de la conscription, puis seulement comme mercenaires&#xa0;; tous les six mois de service, le MJ lance un jet de réaction pour eux. La clôture d&apos;un mois le comptabilise.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Levy&lt;/b&gt;</source>
        <translation>&lt;b&gt;Conscrits&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Called up&lt;/b&gt;</source>
        <translation>&lt;b&gt;Appelés le&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Months on levy terms this year&lt;/b&gt;</source>
        <translation>&lt;b&gt;Mois de conscription cette année&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;This month&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ce mois-ci&lt;/b&gt;</translation>
    </message>
    <message>
        <source>This force has no Levy elements.</source>
        <translation>Cette force n&apos;a aucun élément de conscrits.</translation>
    </message>
    <message>
        <source>%1; next reaction roll by %2</source>
        <translation>%1&#xa0;; prochain jet de réaction d&apos;ici le %2</translation>
    </message>
</context>
<context>
    <name>muster::MainWindow</name>
    <message>
        <source>&amp;Roster</source>
        <translation>Effec&amp;tif</translation>
    </message>
    <message>
        <source>&amp;Staff &amp;&amp; Notes</source>
        <translation>État-ma&amp;jor &amp;&amp; notes</translation>
    </message>
    <message>
        <source>Suppl&amp;y &amp;&amp; Readiness</source>
        <translation>Ra&amp;vitaillement &amp;&amp; disponibilité</translation>
    </message>
    <message>
        <source>Forces</source>
        <translation>Forces</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Chiffres</translation>
    </message>
    <message>
        <source>Element Record</source>
        <translation>Fiche d&apos;élément</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Batailles</translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation>Trésor</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Barre d&apos;outils principale</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Ann&amp;uler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Réta&amp;blir</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Enregistrer &amp;sous...</translation>
    </message>
    <message>
        <source>Add &amp;Force...</source>
        <translation>&amp;Ajouter une force...</translation>
    </message>
    <message>
        <source>Re&amp;move Force</source>
        <translation>&amp;Supprimer la force</translation>
    </message>
    <message>
        <source>Re&amp;name Force</source>
        <translation>Re&amp;nommer la force</translation>
    </message>
    <message>
        <source>&amp;Element Types...</source>
        <translation>&amp;Types d&apos;éléments...</translation>
    </message>
    <message>
        <source>&amp;Usual TL...</source>
        <translation>TL &amp;habituel...</translation>
    </message>
    <message>
        <source>The TL a force without elements starts its first one at, chosen with the campaign</source>
        <translation>Le TL auquel une force sans éléments commence son premier élément, choisi avec la campagne</translation>
    </message>
    <message>
        <source>Se&amp;ttings...</source>
        <translation>&amp;Paramètres...</translation>
    </message>
    <message>
        <source>The campaign&apos;s own settings: the rules its battles are fought under</source>
        <translation>Les paramètres propres à la campagne&#xa0;: les règles selon lesquelles ses batailles sont livrées</translation>
    </message>
    <message>
        <source>New &amp;Battle...</source>
        <translation>Nouvelle &amp;bataille...</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New Campaign...</source>
        <translation>&amp;Nouvelle campagne...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Ouvrir...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Campagnes &amp;récentes</translation>
    </message>
    <message>
        <source>Open &amp;Demo Campaign</source>
        <translation>Ouvrir la campagne de &amp;démonstration</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Campaign</source>
        <translation>&amp;Campagne</translation>
    </message>
    <message>
        <source>Operat&amp;ions</source>
        <translation>Opérat&amp;ions</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>Ann&amp;uler&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>Réta&amp;blir&#xa0;: %1</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <source>Every change is saved to %1</source>
        <translation>Chaque modification est enregistrée dans %1</translation>
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
        <source>Add Force</source>
        <translation>Ajouter une force</translation>
    </message>
    <message>
        <source>Name of the new force:</source>
        <translation>Nom de la nouvelle force&#xa0;:</translation>
    </message>
    <message>
        <source>New force</source>
        <translation>Nouvelle force</translation>
    </message>
    <message>
        <source>Remove Force</source>
        <translation>Supprimer la force</translation>
    </message>
    <message>
        <source>Remove %1 with its whole roster (lines: %2)? Edit &gt; Undo brings it back.</source>
        <translation>Supprimer %1 avec tout son effectif (lignes&#xa0;: %2)&#xa0;? Édition &gt; Annuler la rétablit.</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Removed %1. Edit &gt; Undo brings it back.</source>
        <translation>Force %1 supprimée. Édition &gt; Annuler la rétablit.</translation>
    </message>
    <message>
        <source>Usual TL</source>
        <translation>TL habituel</translation>
    </message>
    <message>
        <source>A force without elements starts its first one at this TL
in Add Element; a force with elements starts at its own
most common TL.

Usual TL:</source>
        <translation>Une force sans éléments commence son premier élément à ce TL
dans «&#xa0;Ajouter un élément&#xa0;»&#xa0;; une force avec éléments
commence à son propre TL le plus courant.

TL habituel&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Close the Month...</source>
        <translation>&amp;Clôturer le mois...</translation>
    </message>
    <message>
        <source>Advance to the Ne&amp;xt Month</source>
        <translation>Avancer au &amp;mois suivant</translation>
    </message>
    <message>
        <source>Advance to the Next E&amp;vent</source>
        <translation>Avancer à l&apos;événement s&amp;uivant</translation>
    </message>
    <message>
        <source>Move on to the next day something happens: elements ready, a month&apos;s end, a levy&apos;s reaction roll</source>
        <translation>Avancer jusqu&apos;au prochain jour où il se passe quelque chose&#xa0;: éléments prêts, fin de mois, jet de réaction de conscrits</translation>
    </message>
    <message>
        <source>Advance Da&amp;ys...</source>
        <translation>Avancer de plusieurs &amp;jours...</translation>
    </message>
    <message>
        <source>Close Months as Time Advances</source>
        <translation>Clôturer les mois quand le temps avance</translation>
    </message>
    <message>
        <source>On: advancing time past a month&apos;s end that is not closed closes it, rolling Administration and keeping each force&apos;s readiness. Off: the advance stops at that month&apos;s last day so that you close it yourself.</source>
        <translation>Activé&#xa0;: avancer le temps au-delà d&apos;une fin de mois non clôturée clôture ce mois, en lançant l&apos;Administration et en conservant la disponibilité de chaque force. Désactivé&#xa0;: l&apos;avancée s&apos;arrête au dernier jour de ce mois pour que vous le clôturiez vous-même.</translation>
    </message>
    <message>
        <source>&amp;Raise Elements...</source>
        <translation>Le&amp;ver des éléments...</translation>
    </message>
    <message>
        <source>Raise more elements like the selected roster line, paid from a treasury</source>
        <translation>Lever d&apos;autres éléments comme ceux de la ligne d&apos;effectif sélectionnée, payés par un trésor</translation>
    </message>
    <message>
        <source>Re&amp;place Casualties</source>
        <translation>&amp;Remplacer les pertes</translation>
    </message>
    <message>
        <source>Pay for the selected line&apos;s casualties to be replaced</source>
        <translation>Payer le remplacement des pertes de la ligne sélectionnée</translation>
    </message>
    <message>
        <source>&amp;Improve Elements...</source>
        <translation>Amél&amp;iorer des éléments...</translation>
    </message>
    <message>
        <source>Better equipment or troops for the selected line, paying the difference in Raise</source>
        <translation>Meilleur équipement ou meilleures troupes pour la ligne sélectionnée, en payant la différence de levée</translation>
    </message>
    <message>
        <source>&amp;Hire Mercenaries...</source>
        <translation>&amp;Engager des mercenaires...</translation>
    </message>
    <message>
        <source>Hire elements like the selected roster line as mercenaries: no Raise, a monthly hire</source>
        <translation>Engager comme mercenaires des éléments comme ceux de la ligne d&apos;effectif sélectionnée&#xa0;: pas de levée, une solde mensuelle</translation>
    </message>
    <message>
        <source>&amp;Disband...</source>
        <translation>&amp;Dissoudre...</translation>
    </message>
    <message>
        <source>Ca&amp;lendar...</source>
        <translation>Ca&amp;lendrier...</translation>
    </message>
    <message>
        <source>The months of the year, the campaigning season and today&apos;s date</source>
        <translation>Les mois de l&apos;année, la saison de campagne et la date du jour</translation>
    </message>
    <message>
        <source>%1%2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source> (campaigning season)</source>
        <translation> (saison de campagne)</translation>
    </message>
    <message>
        <source>Add a treasury first: New... in the Treasury panel.</source>
        <translation>Ajoutez d&apos;abord un trésor&#xa0;: Nouveau... dans le panneau Trésor.</translation>
    </message>
    <message>
        <source>Month closed; Edit &gt; Undo takes it back.</source>
        <translation>Mois clôturé&#xa0;; Édition &gt; Annuler revient sur la clôture.</translation>
    </message>
    <message>
        <source>Advance Time</source>
        <translation>Avancer le temps</translation>
    </message>
    <message>
        <source>Days to advance:</source>
        <translation>Nombre de jours&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>Now %1: revenue %2 booked, %n raising order(s) ready.</source>
        <translation>
            <numerusform>Nous sommes le %1&#xa0;: revenus de %2 comptabilisés, %n ordre de levée prêt.</numerusform>
            <numerusform>Nous sommes le %1&#xa0;: revenus de %2 comptabilisés, %n ordres de levée prêts.</numerusform>
        </translation>
    </message>
    <message>
        <source>Closed %1.</source>
        <translation>Mois clôturés&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Advance Stopped</source>
        <translation>Avancée interrompue</translation>
    </message>
    <message>
        <source>Stopped at %1. %2

Campaign &gt; Close the Month (Ctrl+M) closes it; Campaign &gt; Close Months as Time Advances lets advancing time close months itself.</source>
        <translation>Arrêt au %1. %2

Campagne &gt; Clôturer le mois (Ctrl+M) le clôture&#xa0;; avec Campagne &gt; Clôturer les mois quand le temps avance, l&apos;avancée du temps clôture elle-même les mois.</translation>
    </message>
    <message>
        <source>Select the roster line whose element you want to raise more of.</source>
        <translation>Sélectionnez la ligne d&apos;effectif dont vous voulez lever davantage d&apos;éléments.</translation>
    </message>
    <message>
        <source>Raise Elements</source>
        <translation>Lever des éléments</translation>
    </message>
    <message>
        <source>Element:</source>
        <translation>Élément&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;How many:</source>
        <translation>&amp;Nombre&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Vitesse&#xa0;:</translation>
    </message>
    <message>
        <source>Paid by &amp;treasury:</source>
        <translation>Payé par le &amp;trésor&#xa0;:</translation>
    </message>
    <message>
        <source>Costs %1, paid now; ready on %2 (several elements raise at once).</source>
        <translation>Coûte %1, payé immédiatement&#xa0;; prêts le %2 (plusieurs éléments sont levés en même temps).</translation>
    </message>
    <message>
        <source>Select the roster line whose kind of element you want to hire.</source>
        <translation>Sélectionnez la ligne d&apos;effectif dont vous voulez engager le type d&apos;élément.</translation>
    </message>
    <message>
        <source>Hire Mercenaries</source>
        <translation>Engager des mercenaires</translation>
    </message>
    <message>
        <source>A contract of a year or more (1.25 x Maintain instead of 1.5 x)</source>
        <translation>Un contrat d&apos;un an ou plus (1,25 x l&apos;entretien au lieu de 1,5 x)</translation>
    </message>
    <message>
        <source>They join at once (no Raise). Their hire, %1 a month, is booked with each month-end.</source>
        <translation>Ils rejoignent la force aussitôt (pas de levée). Leur solde, %1 par mois, est comptabilisée à chaque fin de mois.</translation>
    </message>
    <message>
        <source>Select the roster line whose casualties you want to replace.</source>
        <translation>Sélectionnez la ligne d&apos;effectif dont vous voulez remplacer les pertes.</translation>
    </message>
    <message>
        <source>This line has no casualties to replace.</source>
        <translation>Cette ligne n&apos;a aucune perte à remplacer.</translation>
    </message>
    <message numerus="yes">
        <source>Replacements paid (%1); they take %n day(s) to arrive.</source>
        <translation>
            <numerusform>Remplacements payés (%1)&#xa0;; ils arrivent dans %n jour.</numerusform>
            <numerusform>Remplacements payés (%1)&#xa0;; ils arrivent dans %n jours.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select the roster line to improve.</source>
        <translation>Sélectionnez la ligne d&apos;effectif à améliorer.</translation>
    </message>
    <message>
        <source>Improve Elements</source>
        <translation>Améliorer des éléments</translation>
    </message>
    <message>
        <source>&amp;Equipment:</source>
        <translation>É&amp;quipement&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Troops:</source>
        <translation>&amp;Troupes&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>Costs %1 (the difference in Raise); retraining takes %n day(s).</source>
        <translation>
            <numerusform>Coûte %1 (la différence de levée)&#xa0;; le réentraînement prend %n jour.</numerusform>
            <numerusform>Coûte %1 (la différence de levée)&#xa0;; le réentraînement prend %n jours.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select the roster line to disband.</source>
        <translation>Sélectionnez la ligne d&apos;effectif à dissoudre.</translation>
    </message>
    <message>
        <source>Disband</source>
        <translation>Dissoudre</translation>
    </message>
    <message>
        <source>In friendly territory, in an organized fashion</source>
        <translation>En territoire ami, de façon organisée</translation>
    </message>
    <message>
        <source> months</source>
        <translation> mois</translation>
    </message>
    <message>
        <source>The area can buy or repurpose the equipment and people</source>
        <translation>La région peut racheter ou réaffecter l&apos;équipement et les hommes</translation>
    </message>
    <message>
        <source>Demobilizing for:</source>
        <translation>Démobilisation pendant&#xa0;:</translation>
    </message>
    <message>
        <source>A rebate of 20% of the Raise needs all three and at least two months.</source>
        <translation>Un remboursement de 20&#xa0;% de la levée exige les trois conditions et au moins deux mois.</translation>
    </message>
    <message>
        <source>It was removed from the list of recent campaigns.</source>
        <translation>Elle a été retirée de la liste des campagnes récentes.</translation>
    </message>
    <message>
        <source>Could not open campaign</source>
        <translation>Impossible d&apos;ouvrir la campagne</translation>
    </message>
    <message>
        <source>The campaign was upgraded to this version of Muster; the old file was kept as %1.</source>
        <translation>La campagne a été mise à jour pour cette version de Muster&#xa0;; l&apos;ancien fichier a été conservé sous %1.</translation>
    </message>
    <message>
        <source>Could not create the demo campaign</source>
        <translation>Impossible de créer la campagne de démonstration</translation>
    </message>
    <message>
        <source>New Campaign</source>
        <translation>Nouvelle campagne</translation>
    </message>
    <message>
        <source>Could not create campaign</source>
        <translation>Impossible de créer la campagne</translation>
    </message>
    <message>
        <source>%1 already exists. Open it, or choose another name.</source>
        <translation>%1 existe déjà. Ouvrez-le ou choisissez un autre nom.</translation>
    </message>
    <message>
        <source>Open Campaign</source>
        <translation>Ouvrir une campagne</translation>
    </message>
    <message>
        <source>Save Campaign As</source>
        <translation>Enregistrer la campagne sous</translation>
    </message>
    <message>
        <source>Could not save a copy</source>
        <translation>Impossible d&apos;enregistrer une copie</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exporté vers %1</translation>
    </message>
    <message>
        <source>F&amp;ortresses...</source>
        <translation>F&amp;orteresses...</translation>
    </message>
    <message>
        <source>The campaign&apos;s fortresses: their kind, site, capacity and Defense Bonus</source>
        <translation>Les forteresses de la campagne&#xa0;: type, site, capacité et bonus de défense</translation>
    </message>
    <message>
        <source>Open or create a campaign first: fortresses belong to a campaign.</source>
        <translation>Ouvrez ou créez d&apos;abord une campagne&#xa0;: les forteresses appartiennent à une campagne.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Guide de l&apos;utilisateur</translation>
    </message>
    <message>
        <source>&amp;About Muster</source>
        <translation>À &amp;propos de Muster</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>About Muster</source>
        <translation>À propos de Muster</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Muster %1&lt;/h3&gt;&lt;p&gt;A campaign manager for game masters who run mass combat: build armies, pay for them and fight their battles.&lt;/p&gt;&lt;p&gt;Primary rules: GURPS Mass Combat. Every campaign is one SQLite file; every edit is saved as it is made.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Muster %1&lt;/h3&gt;&lt;p&gt;Un gestionnaire de campagne pour les meneurs de jeu qui font jouer des combats de masse&#xa0;: levez des armées, payez-les et livrez leurs batailles.&lt;/p&gt;&lt;p&gt;Règles principales&#xa0;: GURPS Mass Combat. Chaque campagne est un seul fichier SQLite&#xa0;; chaque modification est enregistrée au moment où elle est faite.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Licence: none is stated yet; neither the project nor its README names one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Licence&#xa0;: aucune n&apos;est encore indiquée&#xa0;; ni le projet ni son README n&apos;en nomment une.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;small&gt;GURPS is a trademark of Steve Jackson Games, used here under the Steve Jackson Games Online Policy and without its endorsement. Mutant: Year Zero is a trademark of Fria Ligan AB. Muster is not affiliated with, sponsored or endorsed by Steve Jackson Games or Fria Ligan AB.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;GURPS est une marque de Steve Jackson Games, utilisée ici conformément à la Steve Jackson Games Online Policy et sans son approbation. Mutant: Year Zero est une marque de Fria Ligan AB. Muster n&apos;est ni affilié à Steve Jackson Games ou à Fria Ligan AB, ni parrainé ou approuvé par eux.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Plan &amp;March...</source>
        <translation>Planifier une &amp;marche...</translation>
    </message>
    <message>
        <source>March the selected force: speed, days, arrival, losses and transport</source>
        <translation>Faire marcher la force sélectionnée&#xa0;: vitesse, jours, arrivée, pertes et transport</translation>
    </message>
    <message>
        <source>&amp;Reconnaissance Contest...</source>
        <translation>&amp;Duel de reconnaissance...</translation>
    </message>
    <message>
        <source>Who finds whom first as two forces come near: initiative, surprise or ambush</source>
        <translation>Qui repère l&apos;autre en premier quand deux forces se rapprochent&#xa0;: initiative, surprise ou embuscade</translation>
    </message>
    <message>
        <source>Select the force that marches in the Forces list first.</source>
        <translation>Sélectionnez d&apos;abord la force qui marche dans la liste Forces.</translation>
    </message>
    <message>
        <source>The force has marched; Edit &gt; Undo takes it back.</source>
        <translation>La force a marché&#xa0;; Édition &gt; Annuler revient sur la marche.</translation>
    </message>
    <message>
        <source>Campaign Settings</source>
        <translation>Paramètres de la campagne</translation>
    </message>
    <message>
        <source>&amp;Battle rules:</source>
        <translation>Règles de &amp;bataille&#xa0;:</translation>
    </message>
    <message>
        <source>New Battle offers these rules first; each battle keeps the rules it was started under.</source>
        <translation>Nouvelle bataille propose d&apos;abord ces règles&#xa0;; chaque bataille garde les règles sous lesquelles elle a commencé.</translation>
    </message>
    <message>
        <source>&amp;GCS Character...</source>
        <translation>Personnage &amp;GCS...</translation>
    </message>
    <message>
        <source>Make a character of GURPS Character Sheet a staff member of the selected force</source>
        <translation>Faire d&apos;un personnage de GURPS Character Sheet un membre de l&apos;état-major de la force sélectionnée</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>Import GCS Character</source>
        <translation>Importer un personnage GCS</translation>
    </message>
    <message>
        <source>GCS character sheets (*.gcs)</source>
        <translation>Feuilles de personnage GCS (*.gcs)</translation>
    </message>
    <message>
        <source>&amp;Force...</source>
        <translation>&amp;Force...</translation>
    </message>
    <message>
        <source>Add a force exported from a campaign (.muster-force.json) to this one</source>
        <translation>Ajouter à celle-ci une force exportée d&apos;une campagne (.muster-force.json)</translation>
    </message>
    <message>
        <source>Write the selected force with its staff, notes and custom types to a file</source>
        <translation>Écrire la force sélectionnée avec son état-major, ses notes et ses types personnalisés dans un fichier</translation>
    </message>
    <message>
        <source>&amp;Roster as CSV...</source>
        <translation>&amp;Effectif en CSV...</translation>
    </message>
    <message>
        <source>Write the selected force&apos;s roster as shown, and its figures, for a spreadsheet</source>
        <translation>Écrire l&apos;effectif de la force sélectionnée tel qu&apos;affiché, et ses chiffres, pour un tableur</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <source>force</source>
        <translation>force</translation>
    </message>
    <message>
        <source>Export Force</source>
        <translation>Exporter la force</translation>
    </message>
    <message>
        <source>Muster force files (*.muster-force.json)</source>
        <translation>Fichiers de force Muster (*.muster-force.json)</translation>
    </message>
    <message>
        <source>Could not export the force</source>
        <translation>Impossible d&apos;exporter la force</translation>
    </message>
    <message>
        <source>Import Force</source>
        <translation>Importer une force</translation>
    </message>
    <message>
        <source>Muster force files (*.muster-force.json);;JSON files (*.json)</source>
        <translation>Fichiers de force Muster (*.muster-force.json);;Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not import the force</source>
        <translation>Impossible d&apos;importer la force</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is not a Muster force file: it is not a JSON object (%2). Nothing was changed.</source>
        <translation>%1 n&apos;est pas un fichier de force Muster&#xa0;: ce n&apos;est pas un objet JSON (%2). Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>%1: %2. Nothing was changed.</source>
        <translation>%1: %2. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>The campaign already has element types named %1. What should the imported force use?</source>
        <translation>La campagne a déjà des types d&apos;éléments nommés %1. Que doit utiliser la force importée&#xa0;?</translation>
    </message>
    <message>
        <source>Keep: the campaign&apos;s types. Rename: the file&apos;s types, added as &quot;(imported)&quot;. Replace: the campaign&apos;s types become the file&apos;s, for every force that uses them.</source>
        <translation>Garder&#xa0;: les types de la campagne. Renommer&#xa0;: les types du fichier, ajoutés comme «&#xa0;(importé)&#xa0;». Remplacer&#xa0;: les types de la campagne deviennent ceux du fichier, pour chaque force qui les utilise.</translation>
    </message>
    <message>
        <source>&amp;Keep the Campaign&apos;s</source>
        <translation>&amp;Garder ceux de la campagne</translation>
    </message>
    <message>
        <source>&amp;Rename the File&apos;s</source>
        <translation>&amp;Renommer ceux du fichier</translation>
    </message>
    <message>
        <source>Re&amp;place the Campaign&apos;s</source>
        <translation>Rem&amp;placer ceux de la campagne</translation>
    </message>
    <message>
        <source>%1 roster</source>
        <translation>Effectif %1</translation>
    </message>
    <message>
        <source>roster</source>
        <translation>effectif</translation>
    </message>
    <message>
        <source>Export Roster as CSV</source>
        <translation>Exporter l&apos;effectif en CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not export the roster</source>
        <translation>Impossible d&apos;exporter l&apos;effectif</translation>
    </message>
    <message>
        <source>Print Army S&amp;heet...</source>
        <translation>Imprimer la fic&amp;he d&apos;armée...</translation>
    </message>
    <message>
        <source>Preview the selected force&apos;s army sheet and print it</source>
        <translation>Afficher la fiche d&apos;armée de la force choisie et l&apos;imprimer</translation>
    </message>
    <message>
        <source>&amp;Army Sheet as PDF...</source>
        <translation>Fiche d&apos;&amp;armée en PDF...</translation>
    </message>
    <message>
        <source>Write the selected force&apos;s army sheet (figures, roster, staff, element records) as a PDF</source>
        <translation>Enregistrer en PDF la fiche d&apos;armée de la force choisie (chiffres, effectif, état-major, fiches des éléments)</translation>
    </message>
    <message>
        <source>%1 army sheet</source>
        <translation>Fiche d&apos;armée %1</translation>
    </message>
    <message>
        <source>army sheet</source>
        <translation>fiche d&apos;armée</translation>
    </message>
    <message>
        <source>Could not export the army sheet</source>
        <translation>Impossible d&apos;exporter la fiche d&apos;armée</translation>
    </message>
</context>
<context>
    <name>muster::MarchDialog</name>
    <message>
        <source>Change that row of the Transport table, or tick Automatic.</source>
        <translation>Modifiez cette ligne du tableau Transport, ou cochez Automatique.</translation>
    </message>
    <message>
        <source>Untick it in the list of elements left behind.</source>
        <translation>Décochez-le dans la liste des éléments laissés en arrière.</translation>
    </message>
    <message>
        <source>Fix that roster line first: its figures are invalid.</source>
        <translation>Corrigez d&apos;abord cette ligne de l&apos;effectif&#xa0;: ses valeurs sont invalides.</translation>
    </message>
    <message>
        <source>Check the forced march and its rolls.</source>
        <translation>Vérifiez la marche forcée et ses jets.</translation>
    </message>
    <message>
        <source>Check the legs of the march.</source>
        <translation>Vérifiez les étapes de la marche.</translation>
    </message>
    <message>
        <source>Plan March: %1</source>
        <translation>Planifier la marche&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 is at %2 (%3).</source>
        <translation>%1 se trouve à %2 (%3).</translation>
    </message>
    <message>
        <source>Legs</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Transport</translation>
    </message>
    <message>
        <source>Ticked elements stay where the march begins, as a force of their own</source>
        <translation>Les éléments cochés restent au point de départ de la marche, en tant que force distincte</translation>
    </message>
    <message>
        <source>E&amp;xecute March</source>
        <translation>E&amp;xécuter la marche</translation>
    </message>
    <message>
        <source>Conditions of the whole march</source>
        <translation>Conditions de toute la marche</translation>
    </message>
    <message>
        <source>&amp;Night</source>
        <translation>&amp;Nuit</translation>
    </message>
    <message>
        <source>Off-road speed halved for elements without Night</source>
        <translation>Vitesse hors route réduite de moitié pour les éléments sans Nuit</translation>
    </message>
    <message>
        <source>&amp;Bad weather</source>
        <translation>&amp;Mauvais temps</translation>
    </message>
    <message>
        <source>Dirt roads count as off-road; Coastal elements stop; Sea elements slow down</source>
        <translation>Les chemins de terre comptent comme hors route&#xa0;; les éléments côtiers s&apos;arrêtent&#xa0;; les éléments maritimes ralentissent</translation>
    </message>
    <message>
        <source>&amp;Forced march</source>
        <translation>Marche &amp;forcée</translation>
    </message>
    <message>
        <source>Every leg on land at the pace beside; the quartermaster rolls each day</source>
        <translation>Chaque étape sur terre à l&apos;allure ci-contre&#xa0;; l&apos;intendant lance les dés chaque jour</translation>
    </message>
    <message>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <source>The pace of every forced leg: up to 1.5 times normal speed</source>
        <translation>L&apos;allure de chaque étape forcée&#xa0;: jusqu&apos;à 1,5 fois la vitesse normale</translation>
    </message>
    <message>
        <source>Forced-march pace</source>
        <translation>Allure de marche forcée</translation>
    </message>
    <message>
        <source>&amp;Hostile terrain counts as forced</source>
        <translation>Terrain &amp;hostile compté comme forcé</translation>
    </message>
    <message>
        <source>The quartermaster rolls as for a forced march, without the extra speed</source>
        <translation>L&apos;intendant lance les dés comme pour une marche forcée, sans le gain de vitesse</translation>
    </message>
    <message>
        <source>No securit&amp;y</source>
        <translation>&amp;Sans sûreté</translation>
    </message>
    <message>
        <source>Double speed, but -5 in the Reconnaissance Contest</source>
        <translation>Vitesse doublée, mais -5 au duel de reconnaissance</translation>
    </message>
    <message>
        <source>Escorting &amp;civilians</source>
        <translation>Escorte de &amp;civils</translation>
    </message>
    <message>
        <source>Half speed; civilians suffer double forced-march casualties</source>
        <translation>Vitesse réduite de moitié&#xa0;; les civils subissent le double des pertes de marche forcée</translation>
    </message>
    <message>
        <source>&amp;Poorly mapped terrain</source>
        <translation>&amp;Terrain mal cartographié</translation>
    </message>
    <message>
        <source>Half speed on land for a force without Recon elements</source>
        <translation>Vitesse réduite de moitié sur terre pour une force sans éléments de Reconnaissance</translation>
    </message>
    <message>
        <source>&amp;Tied to roads by its logistics</source>
        <translation>&amp;Liée aux routes par sa logistique</translation>
    </message>
    <message>
        <source>-3 in the Reconnaissance Contest (from the force&apos;s supply settings)</source>
        <translation>-3 au duel de reconnaissance (selon les paramètres de ravitaillement de la force)</translation>
    </message>
    <message>
        <source>On arrival</source>
        <translation>À l&apos;arrivée</translation>
    </message>
    <message>
        <source>Where the force will be, e.g. Fen Ford</source>
        <translation>Où sera la force, p. ex. Gué-du-Marais</translation>
    </message>
    <message>
        <source>&amp;Destination:</source>
        <translation>&amp;Destination&#xa0;:</translation>
    </message>
    <message>
        <source>Postu&amp;re:</source>
        <translation>&amp;Posture&#xa0;:</translation>
    </message>
    <message>
        <source>The force cannot move on leg %1: give it transport, leave behind what holds it back, or change the route.</source>
        <translation>La force ne peut pas avancer sur l&apos;étape %1&#xa0;: donnez-lui des moyens de transport, laissez en arrière ce qui la retient, ou changez d&apos;itinéraire.</translation>
    </message>
    <message>
        <source>Advance the campaign date to the arrival, %1</source>
        <translation>Avancer la date de campagne jusqu&apos;à l&apos;arrivée, le %1</translation>
    </message>
    <message>
        <source>Advance the campaign date to the arrival</source>
        <translation>Avancer la date de campagne jusqu&apos;à l&apos;arrivée</translation>
    </message>
    <message>
        <source>&lt;p&gt;No plan: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Aucun plan&#xa0;: %1&lt;/p&gt;</translation>
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
        <translation>Tous les éléments peuvent suivre.</translation>
    </message>
    <message>
        <source>No carrier of the force can take these; tick any to leave behind (they stay where the march begins, as a force of their own):</source>
        <translation>Aucun porteur de la force ne peut emmener ceux-ci&#xa0;; cochez ceux à laisser en arrière (ils restent au point de départ de la marche, en tant que force distincte)&#xa0;:</translation>
    </message>
    <message>
        <source>The force cannot finish this march: change the legs or the transport first.</source>
        <translation>La force ne peut pas achever cette marche&#xa0;: modifiez d&apos;abord les étapes ou le transport.</translation>
    </message>
    <message>
        <source>Type where the force is going under Destination.</source>
        <translation>Indiquez sous Destination où va la force.</translation>
    </message>
</context>
<context>
    <name>muster::MarchLegsTable</name>
    <message>
        <source>&amp;Add Leg</source>
        <translation>&amp;Ajouter une étape</translation>
    </message>
    <message>
        <source>Remove Le&amp;g</source>
        <translation>&amp;Retirer l&apos;étape</translation>
    </message>
    <message>
        <source>How this campaign measures distances (kept with the campaign)</source>
        <translation>Unité de distance de cette campagne (enregistrée avec la campagne)</translation>
    </message>
    <message>
        <source>miles</source>
        <translation>miles</translation>
    </message>
    <message>
        <source>kilometres</source>
        <translation>kilomètres</translation>
    </message>
    <message>
        <source>Distances &amp;in:</source>
        <translation>Distances &amp;en&#xa0;:</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>Itinéraire</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Distance</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Nuit</translation>
    </message>
    <message>
        <source>Bad weather</source>
        <translation>Mauvais temps</translation>
    </message>
    <message>
        <source>Forced</source>
        <translation>Forcée</translation>
    </message>
    <message>
        <source>Sea 5d</source>
        <translation>Mer 5d</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>This leg is a forced march, at the pace set below</source>
        <translation>Cette étape est une marche forcée, à l&apos;allure réglée ci-dessous</translation>
    </message>
    <message>
        <source>Bad weather at sea: Sea elements without All-Weather lose 5d x 10 miles a day</source>
        <translation>Mauvais temps en mer&#xa0;: les éléments maritimes sans Tous temps perdent 5d x 10 miles par jour</translation>
    </message>
    <message>
        <source>The force&apos;s speed on the leg; the tooltip says why</source>
        <translation>Vitesse de la force sur l&apos;étape&#xa0;; l&apos;infobulle en donne la raison</translation>
    </message>
    <message>
        <source>Night: off-road speed halved for elements without Night</source>
        <translation>Nuit&#xa0;: vitesse hors route réduite de moitié pour les éléments sans Nuit</translation>
    </message>
    <message>
        <source>Bad weather: dirt roads count as off-road; Coastal elements stop; Sea elements slow down</source>
        <translation>Mauvais temps&#xa0;: les chemins de terre comptent comme hors route&#xa0;; les éléments côtiers s&apos;arrêtent&#xa0;; les éléments maritimes ralentissent</translation>
    </message>
    <message>
        <source>Forced march on this leg: faster, at the risk of casualties</source>
        <translation>Marche forcée sur cette étape&#xa0;: plus rapide, au risque de pertes</translation>
    </message>
    <message>
        <source>Leg %1 route</source>
        <translation>Itinéraire de l&apos;étape %1</translation>
    </message>
    <message>
        <source>Leg %1 distance</source>
        <translation>Distance de l&apos;étape %1</translation>
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
        <translation>immobile</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>bloquée</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 jours</translation>
    </message>
</context>
<context>
    <name>muster::MonthEndDialog</name>
    <message>
        <source>Close the Month</source>
        <translation>Clôturer le mois</translation>
    </message>
    <message>
        <source>&amp;Treasury:</source>
        <translation>&amp;Trésor&#xa0;:</translation>
    </message>
    <message>
        <source>Force</source>
        <translation>Force</translation>
    </message>
    <message>
        <source>Quartermaster</source>
        <translation>Intendant</translation>
    </message>
    <message>
        <source>Administration roll</source>
        <translation>Jet d&apos;Administration</translation>
    </message>
    <message>
        <source>Readiness</source>
        <translation>Disponibilité</translation>
    </message>
    <message>
        <source>Cost this month</source>
        <translation>Coût du mois</translation>
    </message>
    <message>
        <source>LS short</source>
        <translation>Déficit LS</translation>
    </message>
    <message>
        <source>How much Maintain the logistic force cannot carry this month (LS: logistic strength)</source>
        <translation>Part de l&apos;entretien que la force logistique ne peut pas assurer ce mois-ci (LS&#xa0;: capacité logistique)</translation>
    </message>
    <message>
        <source>&amp;Close the Month</source>
        <translation>&amp;Clôturer le mois</translation>
    </message>
    <message>
        <source>%1, Administration %2</source>
        <translation>%1, Administration %2</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(sans nom)</translation>
    </message>
    <message>
        <source>The program rolled this when the month-end was first opened and keeps it until the month is closed. Type real dice over it; the close records a typed roll as typed.</source>
        <translation>Le programme a lancé ce jet à la première ouverture de la fin de mois et le conserve jusqu&apos;à la clôture du mois. Saisissez par-dessus le résultat de vrais dés&#xa0;; la clôture enregistre un jet saisi comme saisi.</translation>
    </message>
    <message>
        <source>%1 has paid its upkeep for this month already. </source>
        <translation>%1 a déjà payé son entretien pour ce mois. </translation>
    </message>
    <message>
        <source>Costs for %1 are booked on %2%3.</source>
        <translation>Les coûts de %1 sont comptabilisés le %2%3.</translation>
    </message>
    <message>
        <source>, in campaigning season</source>
        <translation>, en saison de campagne</translation>
    </message>
    <message>
        <source>Add a treasury first (New... in the Treasury panel).</source>
        <translation>Ajoutez d&apos;abord un trésor (Nouveau... dans le panneau Trésor).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Fighting force %1&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Force combattante %1&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Logistic force %1&lt;/b&gt; (paid first)&lt;br&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Force logistique %1&lt;/b&gt; (payée en premier)&lt;br&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Administration %1%&lt;/b&gt; (roll %2, %3)&lt;br&gt;%4&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Administration %1&#xa0;%&lt;/b&gt; (jet %2, %3)&lt;br&gt;%4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>saisi</translation>
    </message>
    <message>
        <source>rolled by the program and kept for this month</source>
        <translation>lancé par le programme et conservé pour ce mois</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Total %1&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Total %1&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Supply&lt;/b&gt;&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ravitaillement&lt;/b&gt;&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;TS %1&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;TS %1&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Levies&lt;/b&gt;&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Conscrits&lt;/b&gt;&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1 to pay; %2 has %3, leaving %4.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1 à payer&#xa0;; %2 dispose de %3, il restera %4.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>muster::MyzBattleUi</name>
    <message>
        <source>MY&amp;Z Factions...</source>
        <translation>Factions MY&amp;Z...</translation>
    </message>
    <message>
        <source>Mutant: Year Zero Factions</source>
        <translation>Factions (Mutant&#xa0;: Année Zéro)</translation>
    </message>
    <message>
        <source>The Mutant: Year Zero factions the campaign keeps for its forces</source>
        <translation>Les factions (Mutant&#xa0;: Année Zéro) que la campagne garde pour ses forces</translation>
    </message>
    <message>
        <source>Mutant: Year Zero faction</source>
        <translation>Faction (Mutant&#xa0;: Année Zéro)</translation>
    </message>
</context>
<context>
    <name>muster::MyzPlay</name>
    <message>
        <source>Reconnaissance: the leaders&apos; opposed COMPREHEND</source>
        <translation>Reconnaissance&#xa0;: jet opposé de COMPRENDRE des chefs</translation>
    </message>
    <message>
        <source>At &amp;night (rating halved, rounded up)</source>
        <translation>De &amp;nuit (valeur divisée par deux, arrondie au supérieur)</translation>
    </message>
    <message>
        <source>Bad &amp;weather (rating -1)</source>
        <translation>&amp;Mauvais temps (valeur -1)</translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation>Environnement&#xa0;:</translation>
    </message>
    <message>
        <source>Scout or recon unit (+1, else -1)</source>
        <translation>Éclaireur ou unité de reconnaissance (+1, sinon -1)</translation>
    </message>
    <message>
        <source>Home territory (+1)</source>
        <translation>Territoire familier (+1)</translation>
    </message>
    <message>
        <source>Defensive position (+1)</source>
        <translation>Position défensive (+1)</translation>
    </message>
    <message>
        <source>Only flying units (-1)</source>
        <translation>Unités volantes uniquement (-1)</translation>
    </message>
    <message>
        <source>Many motorized vehicles (-1)</source>
        <translation>Nombreux véhicules motorisés (-1)</translation>
    </message>
    <message>
        <source>Forced march (-1)</source>
        <translation>Marche forcée (-1)</translation>
    </message>
    <message>
        <source>Base Dice:</source>
        <translation>Dés de base&#xa0;:</translation>
    </message>
    <message>
        <source>Skill Dice:</source>
        <translation>Dés de compétence&#xa0;:</translation>
    </message>
    <message>
        <source>The winner sets an &amp;ambush (margin at least the rating)</source>
        <translation>Le vainqueur tend une &amp;embuscade (marge au moins égale à la valeur)</translation>
    </message>
    <message>
        <source>Roll &amp;Reconnaissance</source>
        <translation>Lancer la &amp;reconnaissance</translation>
    </message>
    <message>
        <source>Initiative: each leader rolls a die</source>
        <translation>Initiative&#xa0;: chaque chef lance un dé</translation>
    </message>
    <message>
        <source>On a tie, first:</source>
        <translation>En cas d&apos;égalité, premier&#xa0;:</translation>
    </message>
    <message>
        <source>Roll &amp;Initiative</source>
        <translation>Lancer l&apos;&amp;initiative</translation>
    </message>
    <message>
        <source>Wave %1, Risk Phase</source>
        <translation>Vague %1, phase de risque</translation>
    </message>
    <message>
        <source>Cowardly PCs and those held in reserve: at most +1. Overconfident: at least -1. Berserk: at least 0.</source>
        <translation>PJ lâches et PJ gardés en réserve&#xa0;: au plus +1. Trop sûrs d&apos;eux&#xa0;: au moins -1. Berserk&#xa0;: au moins 0.</translation>
    </message>
    <message>
        <source>Added to every skill roll this Wave, and to the Retaliation&apos;s dice</source>
        <translation>S&apos;ajoute à chaque jet de compétence de cette vague, et aux dés des représailles</translation>
    </message>
    <message>
        <source>Set &amp;Risks</source>
        <translation>Fixer les &amp;risques</translation>
    </message>
    <message>
        <source>Wave %1, Strategy Phase: each leader&apos;s secret choice</source>
        <translation>Vague %1, phase de stratégie&#xa0;: choix secret de chaque chef</translation>
    </message>
    <message>
        <source>The GM&apos;s Strategy Dice for any other factor: a brilliant or a stupid plan</source>
        <translation>Dés de stratégie du MJ pour tout autre facteur&#xa0;: un plan brillant ou stupide</translation>
    </message>
    <message>
        <source>Strategy:</source>
        <translation>Stratégie&#xa0;:</translation>
    </message>
    <message>
        <source>Special circumstances:</source>
        <translation>Circonstances spéciales&#xa0;:</translation>
    </message>
    <message>
        <source>CONFUSED: only Rally or Full Retreat</source>
        <translation>DÉSORIENTÉ&#xa0;: Ralliement ou Retraite complète uniquement</translation>
    </message>
    <message>
        <source>A Parley is &amp;accepted (the Wave stops)</source>
        <translation>Des pourparlers sont &amp;acceptés (la vague s&apos;arrête)</translation>
    </message>
    <message>
        <source>Reveal &amp;Strategies</source>
        <translation>Révéler les &amp;stratégies</translation>
    </message>
    <message>
        <source>Wave %1, Action Phase: %2</source>
        <translation>Vague %1, phase d&apos;action&#xa0;: %2</translation>
    </message>
    <message>
        <source>No action</source>
        <translation>Aucune action</translation>
    </message>
    <message>
        <source>Remarkable Action (+1 Strategy Die per six, at most 4)</source>
        <translation>Action remarquable (+1 dé de stratégie par six, 4 au plus)</translation>
    </message>
    <message>
        <source>Commando Operation (each six removes a foe&apos;s Strategy Die)</source>
        <translation>Opération commando (chaque six retire un dé de stratégie adverse)</translation>
    </message>
    <message>
        <source>GM&apos;s dice for NPCs</source>
        <translation>Dés du MJ pour les PNJ</translation>
    </message>
    <message>
        <source>The assailant&apos;s roll</source>
        <translation>Jet de l&apos;assaillant</translation>
    </message>
    <message>
        <source>Pairs of sixes spent to damage the foe&apos;s Support Dice instead</source>
        <translation>Paires de six dépensées pour endommager plutôt les dés de soutien adverses</translation>
    </message>
    <message>
        <source>GM&apos;s Strategy Dice:</source>
        <translation>Dés de stratégie du MJ&#xa0;:</translation>
    </message>
    <message>
        <source>Support Dice damaged (pairs):</source>
        <translation>Dés de soutien endommagés (paires)&#xa0;:</translation>
    </message>
    <message>
        <source>Take &amp;Action</source>
        <translation>Exécuter l&apos;&amp;action</translation>
    </message>
    <message>
        <source>%1 Battle, %2 Strategy, %3 Support Dice (%4)</source>
        <translation>%1 dés de bataille, %2 de stratégie, %3 de soutien (%4)</translation>
    </message>
    <message>
        <source>Wave %1, Battle Phase</source>
        <translation>Vague %1, phase de bataille</translation>
    </message>
    <message>
        <source>%1 rolls more sixes: %2; wins: %3</source>
        <translation>%1 obtient plus de six&#xa0;: %2&#xa0;; victoires&#xa0;: %3</translation>
    </message>
    <message>
        <source>Inconclusive: %1</source>
        <translation>Indécis&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 wins %2 (%3 pushes, %4 Battle Dice lost on average)</source>
        <translation>%1 gagne à %2 (%3 poussées, %4 dés de bataille perdus en moyenne)</translation>
    </message>
    <message>
        <source>If each leader pushes while behind: %1; %2; Inconclusive %3</source>
        <translation>Si chaque chef pousse quand il est mené&#xa0;: %1&#xa0;; %2&#xa0;; indécis %3</translation>
    </message>
    <message>
        <source>Battle Dice</source>
        <translation>Dés de bataille</translation>
    </message>
    <message>
        <source>Strategy Dice</source>
        <translation>Dés de stratégie</translation>
    </message>
    <message>
        <source>Support Dice</source>
        <translation>Dés de soutien</translation>
    </message>
    <message>
        <source>&amp;Roll the Pools</source>
        <translation>&amp;Lancer les réserves</translation>
    </message>
    <message>
        <source>Battle %1 | Strategy %2 | Support %3: %4</source>
        <translation>Bataille %1 | Stratégie %2 | Soutien %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>1 six</source>
        <translation>1 six</translation>
    </message>
    <message>
        <source>%1 sixes</source>
        <translation>%1 six</translation>
    </message>
    <message>
        <source>&amp;Push (gives up a Strategy Die)</source>
        <translation>&amp;Pousser (coûte un dé de stratégie)</translation>
    </message>
    <message>
        <source>P&amp;ush (gives up a Strategy Die)</source>
        <translation>P&amp;ousser (coûte un dé de stratégie)</translation>
    </message>
    <message>
        <source>Rerolls every die not showing a six, a Battle Die&apos;s one or a Support Die&apos;s one</source>
        <translation>Relance chaque dé qui ne montre ni un six, ni un 1 sur un dé de bataille ou de soutien</translation>
    </message>
    <message>
        <source>No Strategy Die left to give up</source>
        <translation>Plus aucun dé de stratégie à sacrifier</translation>
    </message>
    <message>
        <source>Reroll:</source>
        <translation>Relance&#xa0;:</translation>
    </message>
    <message>
        <source>Both &amp;Settle</source>
        <translation>Accepter les &amp;deux jets</translation>
    </message>
    <message>
        <source>Wave %1, Support Phase: %2</source>
        <translation>Vague %1, phase de soutien&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 Support Dice damaged, %2 Battle Dice lost</source>
        <translation>%1 dés de soutien endommagés, %2 dés de bataille perdus</translation>
    </message>
    <message>
        <source>&amp;Emergency Repairs</source>
        <translation>&amp;Réparations d&apos;urgence</translation>
    </message>
    <message>
        <source>The engineer&apos;s roll</source>
        <translation>Jet de l&apos;ingénieur</translation>
    </message>
    <message>
        <source>&amp;Mend the Wounds</source>
        <translation>&amp;Panser les blessures</translation>
    </message>
    <message>
        <source>The medic&apos;s roll</source>
        <translation>Jet du médecin</translation>
    </message>
    <message>
        <source>Rally: the leader&apos;s roll</source>
        <translation>Ralliement&#xa0;: jet du chef</translation>
    </message>
    <message>
        <source>&amp;Finish Support</source>
        <translation>&amp;Terminer le soutien</translation>
    </message>
    <message>
        <source>Wave %1, End Phase: %2</source>
        <translation>Vague %1, phase finale&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 wins by %2, %3</source>
        <translation>%1 l&apos;emporte de %2, %3</translation>
    </message>
    <message>
        <source>Casualties:</source>
        <translation>Pertes&#xa0;:</translation>
    </message>
    <message>
        <source>D6 adding:</source>
        <translation>D6 ajoutés&#xa0;:</translation>
    </message>
    <message>
        <source>D6 taking off:</source>
        <translation>D6 retirés&#xa0;:</translation>
    </message>
    <message>
        <source>Retaliation on %1:</source>
        <translation>Représailles contre %1&#xa0;:</translation>
    </message>
    <message>
        <source>%1&apos;s Armor:</source>
        <translation>Armure de %1&#xa0;:</translation>
    </message>
    <message>
        <source>The Ark&apos;s Gear Die (1: a project lost):</source>
        <translation>Dé d&apos;équipement de l&apos;Arche (1&#xa0;: un projet perdu)&#xa0;:</translation>
    </message>
    <message>
        <source>Reinforcements or other losses the GM rules, for the next Wave</source>
        <translation>Renforts ou autres pertes décidés par le MJ, pour la vague suivante</translation>
    </message>
    <message>
        <source>Battle Dice change:</source>
        <translation>Variation des dés de bataille&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;End the Wave</source>
        <translation>&amp;Terminer la vague</translation>
    </message>
    <message>
        <source>%1&apos;s leader is broken: the next in command rolls at -3</source>
        <translation>Le chef de %1 est brisé&#xa0;: le suivant dans la hiérarchie lance à -3</translation>
    </message>
    <message>
        <source>The successor&apos;s roll</source>
        <translation>Jet du successeur</translation>
    </message>
    <message>
        <source>&amp;Take Command</source>
        <translation>&amp;Prendre le commandement</translation>
    </message>
    <message>
        <source>The battle is over: %1</source>
        <translation>La bataille est terminée&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1: %2 fighters killed, %3 Battle Dice left</source>
        <translation>%1: %2 combattants tués, %3 dés de bataille restants</translation>
    </message>
    <message>
        <source>%1: Battle Level %2 to %3, fighters %4 to %5%6</source>
        <translation>%1: niveau de bataille de %2 à %3, combattants de %4 à %5%6</translation>
    </message>
    <message>
        <source>; projects lost: %1</source>
        <translation>&#xa0;; projets perdus&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>muster::MyzSetupDialog</name>
    <message>
        <source>New Mutant: Year Zero Mass Combat</source>
        <translation>Nouveau combat de masse (Mutant&#xa0;: Année Zéro)</translation>
    </message>
    <message>
        <source>Mass combat</source>
        <translation>Combat de masse</translation>
    </message>
    <message>
        <source>&amp;Battle:</source>
        <translation>&amp;Bataille&#xa0;:</translation>
    </message>
    <message>
        <source>Defensive Advantage: Strategy Dice for a faction that chooses a defensive strategy</source>
        <translation>Avantage défensif&#xa0;: dés de stratégie pour une faction qui choisit une stratégie défensive</translation>
    </message>
    <message>
        <source>&amp;Ground:</source>
        <translation>&amp;Terrain&#xa0;:</translation>
    </message>
    <message>
        <source>No siege</source>
        <translation>Pas de siège</translation>
    </message>
    <message>
        <source>The first faction is besieged</source>
        <translation>La première faction est assiégée</translation>
    </message>
    <message>
        <source>The second faction is besieged</source>
        <translation>La seconde faction est assiégée</translation>
    </message>
    <message>
        <source>&amp;Siege:</source>
        <translation>&amp;Siège&#xa0;:</translation>
    </message>
    <message>
        <source>The sector touches a sea or river (Naval units count)</source>
        <translation>Le secteur touche une mer ou une rivière (les unités navales comptent)</translation>
    </message>
    <message>
        <source>Start with a &amp;Reconnaissance roll</source>
        <translation>Commencer par un jet de &amp;reconnaissance</translation>
    </message>
    <message>
        <source>Repairs and mending restore one die per &amp;pair of sixes (rule option)</source>
        <translation>Réparations et soins rendent un dé par &amp;paire de six (option de règle)</translation>
    </message>
    <message>
        <source>The Ark</source>
        <translation>L&apos;Arche</translation>
    </message>
    <message>
        <source>The enemy</source>
        <translation>L&apos;ennemi</translation>
    </message>
    <message>
        <source>&amp;First Faction</source>
        <translation>Première &amp;faction</translation>
    </message>
    <message>
        <source>Se&amp;cond Faction</source>
        <translation>Se&amp;conde faction</translation>
    </message>
    <message>
        <source>Start &amp;Battle</source>
        <translation>Commencer la &amp;bataille</translation>
    </message>
    <message>
        <source>Give the battle a name.</source>
        <translation>Donnez un nom à la bataille.</translation>
    </message>
    <message>
        <source>%1 needs a leader: add a person in the Leader position.</source>
        <translation>%1 a besoin d&apos;un chef&#xa0;: ajoutez une personne au poste de Chef.</translation>
    </message>
</context>
<context>
    <name>muster::NewBattleDialog</name>
    <message>
        <source>New Battle</source>
        <translation>Nouvelle bataille</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles&#xa0;:</translation>
    </message>
    <message>
        <source>The battle system this battle is fought under. The campaign&apos;s own is chosen first (Campaign &gt; Settings).</source>
        <translation>Le système de bataille selon lequel cette bataille se joue. Celui de la campagne est proposé d&apos;abord (Campagne &gt; Paramètres).</translation>
    </message>
</context>
<context>
    <name>muster::NewCampaignDialog</name>
    <message>
        <source>New Campaign</source>
        <translation>Nouvelle campagne</translation>
    </message>
    <message>
        <source>The campaign&apos;s first day; Campaign &gt; Calendar... can give it months of its own later</source>
        <translation>Premier jour de la campagne&#xa0;; Campagne &gt; Calendrier... pourra plus tard lui donner ses propres mois</translation>
    </message>
    <message>
        <source>TL</source>
        <translation>TL</translation>
    </message>
    <message>
        <source>The tech level most of the campaign&apos;s elements have: the first element of a force starts at it</source>
        <translation>Le niveau technologique de la plupart des éléments de la campagne&#xa0;: le premier élément d&apos;une force le reçoit</translation>
    </message>
    <message>
        <source>miles</source>
        <translation>miles</translation>
    </message>
    <message>
        <source>kilometres</source>
        <translation>kilomètres</translation>
    </message>
    <message>
        <source>How marches measure their legs; Plan March... can switch it later</source>
        <translation>Unité de mesure des étapes de marche&#xa0;; Planifier la marche... permet d&apos;en changer plus tard</translation>
    </message>
    <message>
        <source>Every change is saved to the file as it is made; these choices are its start.</source>
        <translation>Chaque modification est enregistrée aussitôt dans le fichier&#xa0;; ces choix en sont le point de départ.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Start date:</source>
        <translation>&amp;Date de début&#xa0;:</translation>
    </message>
    <message>
        <source>Usual &amp;TL:</source>
        <translation>&amp;TL habituel&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Distances in:</source>
        <translation>Distances &amp;en&#xa0;:</translation>
    </message>
</context>
<context>
    <name>muster::OpenRoundPanel</name>
    <message>
        <source>Ni&amp;ght this round</source>
        <translation>&amp;Nuit pendant ce round</translation>
    </message>
    <message>
        <source>Bad &amp;weather this round</source>
        <translation>&amp;Mauvais temps pendant ce round</translation>
    </message>
    <message>
        <source>Every commander and PC picks a Risk Modifier (-3 to +3). PCs who do not command roll Heroism: success gives their commander +1 (+2 on a critical), a critical failure -1.</source>
        <translation>Chaque commandant et chaque PJ choisit un modificateur de risque (-3 à +3). Les PJ qui ne commandent pas font un jet d&apos;héroïsme&#xa0;: une réussite donne +1 à leur commandant (+2 sur une réussite critique), un échec critique -1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Person&lt;/b&gt;</source>
        <translation>&lt;b&gt;Personne&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Risk&lt;/b&gt;</source>
        <translation>&lt;b&gt;Risque&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Heroism roll&lt;/b&gt;</source>
        <translation>&lt;b&gt;Jet d&apos;héroïsme&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Heroism target&lt;/b&gt;</source>
        <translation>&lt;b&gt;Seuil d&apos;héroïsme&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The parley ends the battle; holding the field:</source>
        <translation>Les pourparlers mettent fin à la bataille&#xa0;; reste maître du terrain&#xa0;:</translation>
    </message>
    <message>
        <source>%1 (commands %2)</source>
        <translation>%1 (commande %2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>A lower value takes fewer risks and makes Misfortunes of War less likely.</source>
        <translation>Une valeur plus basse prend moins de risques et rend les infortunes de la guerre moins probables.</translation>
    </message>
    <message>
        <source>Neither side</source>
        <translation>Aucun camp</translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation>%1 ou moins</translation>
    </message>
    <message>
        <source>commands: no Heroism roll</source>
        <translation>commande&#xa0;: pas de jet d&apos;héroïsme</translation>
    </message>
    <message>
        <source>not a PC</source>
        <translation>pas un PJ</translation>
    </message>
    <message>
        <source>&amp;Choose Strategies</source>
        <translation>&amp;Choisir les stratégies</translation>
    </message>
</context>
<context>
    <name>muster::PersonRollBox</name>
    <message>
        <source>Mutation or feral points spent: each two are one six</source>
        <translation>Points de mutation ou de sauvagerie dépensés&#xa0;: deux valent un six</translation>
    </message>
    <message>
        <source>Who:</source>
        <translation>Qui&#xa0;:</translation>
    </message>
    <message>
        <source>Skill:</source>
        <translation>Compétence&#xa0;:</translation>
    </message>
    <message>
        <source>Helpers:</source>
        <translation>Aides&#xa0;:</translation>
    </message>
    <message>
        <source>Mutation points:</source>
        <translation>Points de mutation&#xa0;:</translation>
    </message>
    <message>
        <source>Base Dice:</source>
        <translation>Dés de base&#xa0;:</translation>
    </message>
    <message>
        <source>Skill Dice:</source>
        <translation>Dés de compétence&#xa0;:</translation>
    </message>
    <message>
        <source>%1 Base Dice and %2 negative Skill Dice (each six cancels a success)</source>
        <translation>%1 dés de base et %2 dés de compétence négatifs (chaque six annule un succès)</translation>
    </message>
    <message>
        <source>%1 Base Dice and %2 Skill Dice (Risk and helpers included)</source>
        <translation>%1 dés de base et %2 dés de compétence (risque et aides compris)</translation>
    </message>
</context>
<context>
    <name>muster::PursuitPanel</name>
    <message>
        <source>Winner&apos;s Leadership roll:</source>
        <translation>Jet de Commandement du vainqueur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Pursue: +5% enemy casualties (+5% each for Cavalry and Air superiority) and 1d x 5% of its logistic force</source>
        <translation>P&amp;oursuivre&#xa0;: +5&#xa0;% de pertes ennemies (+5&#xa0;% par supériorité, en cavalerie et aérienne) et 1d x 5&#xa0;% de sa force logistique</translation>
    </message>
    <message>
        <source>&amp;Hold the field: 5% fewer casualties for the winner</source>
        <translation>&amp;Tenir le terrain&#xa0;: 5&#xa0;% de pertes en moins pour le vainqueur</translation>
    </message>
    <message>
        <source>If it succeeds:</source>
        <translation>En cas de réussite&#xa0;:</translation>
    </message>
    <message>
        <source>If it fails, the troops&apos; reaction (1d: 1-3 pursue, 4-6 hold):</source>
        <translation>En cas d&apos;échec, réaction des troupes (1d&#xa0;: 1-3 poursuite, 4-6 maintien)&#xa0;:</translation>
    </message>
    <message>
        <source>Logistics lost when pursued (1d x 5%):</source>
        <translation>Logistique perdue en cas de poursuite (1d x 5&#xa0;%)&#xa0;:</translation>
    </message>
    <message>
        <source>%1 retreats with forces intact. %2 may try to control the troops with a Leadership roll (%3 or less).</source>
        <translation>%1 se retire avec ses forces intactes. %2 peut tenter de contrôler ses troupes par un jet de Commandement (%3 ou moins).</translation>
    </message>
    <message>
        <source>&amp;Resolve the Pursuit</source>
        <translation>&amp;Résoudre la poursuite</translation>
    </message>
</context>
<context>
    <name>muster::ReconDialog</name>
    <message>
        <source>critical success</source>
        <translation>réussite critique</translation>
    </message>
    <message>
        <source>success</source>
        <translation>réussite</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>critical failure</source>
        <translation>échec critique</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Reconnaissance Contest</source>
        <translation>Duel de reconnaissance</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Conditions</translation>
    </message>
    <message>
        <source>Bad &amp;weather</source>
        <translation>Ma&amp;uvais temps</translation>
    </message>
    <message>
        <source>La&amp;nd campaign</source>
        <translation>Campagne t&amp;errestre</translation>
    </message>
    <message>
        <source>The Recon elements modifier applies only in a land campaign</source>
        <translation>Le modificateur des éléments de reconnaissance ne s&apos;applique que dans une campagne terrestre</translation>
    </message>
    <message>
        <source>&amp;Terrain:</source>
        <translation>&amp;Terrain&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante&#xa0;:</translation>
    </message>
    <message>
        <source>T&amp;ime:</source>
        <translation>&amp;Moment&#xa0;:</translation>
    </message>
    <message>
        <source>Chances before rolling</source>
        <translation>Chances avant le jet</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>The contest</source>
        <translation>Le duel</translation>
    </message>
    <message>
        <source>Ti&amp;e (1d against the Terrain Rating):</source>
        <translation>É&amp;galité (1d contre l&apos;indice de terrain)&#xa0;:</translation>
    </message>
    <message>
        <source>Re&amp;solve</source>
        <translation>&amp;Résoudre</translation>
    </message>
    <message>
        <source>The winner &amp;chooses:</source>
        <translation>Le vainqueur &amp;choisit&#xa0;:</translation>
    </message>
    <message>
        <source>Start &amp;Battle...</source>
        <translation>Engager la &amp;bataille...</translation>
    </message>
    <message>
        <source>&lt;b&gt;Terrain Rating %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Indice de terrain %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 rolls (3d against %2):</source>
        <translation>%1 lance (3d contre %2)&#xa0;:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Total %1 (a win for %2: %3, for %4: %5)</source>
        <translation>Total %1 (victoire %2&#xa0;: %3, %4&#xa0;: %5)</translation>
    </message>
    <message>
        <source>&lt;p&gt;Type the rolls from real dice, or leave &quot;roll&quot;, then Resolve.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Saisissez les jets de vrais dés, ou laissez «&#xa0;jet&#xa0;», puis cliquez sur Résoudre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 rolled %2: margin %3 (%4)</source>
        <translation>%1 a obtenu %2&#xa0;: marge %3 (%4)</translation>
    </message>
    <message>
        <source>Tie: 1d rolled %1 against Terrain Rating %2</source>
        <translation>Égalité&#xa0;: le 1d a donné %1 contre un indice de terrain de %2</translation>
    </message>
    <message>
        <source>&lt;p&gt;Tell %1 the enemy&apos;s TS is somewhere from %2 to %3 (it is %4).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dites à %1 que la TS ennemie se situe entre %2 et %3 (elle est de %4).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Pitched battle</source>
        <translation>Bataille rangée</translation>
    </message>
    <message>
        <source>Encounter battle</source>
        <translation>Bataille de rencontre</translation>
    </message>
    <message>
        <source>Avoid battle</source>
        <translation>Éviter la bataille</translation>
    </message>
    <message>
        <source>Nothing: the contest decided the battle</source>
        <translation>Rien&#xa0;: le duel a décidé de la bataille</translation>
    </message>
    <message>
        <source>Resolve the contest first.</source>
        <translation>Résolvez d&apos;abord le duel.</translation>
    </message>
    <message>
        <source>%1 avoids battle: there is no battle to start.</source>
        <translation>%1 évite la bataille&#xa0;: il n&apos;y a pas de bataille à engager.</translation>
    </message>
</context>
<context>
    <name>muster::ReconSideWidget</name>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>some</source>
        <translation>certains</translation>
    </message>
    <message>
        <source>all</source>
        <translation>tous</translation>
    </message>
    <message>
        <source>First side</source>
        <translation>Premier camp</translation>
    </message>
    <message>
        <source>Second side</source>
        <translation>Second camp</translation>
    </message>
    <message>
        <source>Estimated side (skills only, no roster)</source>
        <translation>Camp estimé (compétences seules)</translation>
    </message>
    <message>
        <source>&amp;Force:</source>
        <translation>&amp;Force&#xa0;:</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>&lt;i&gt;From the rosters, or the GM&apos;s word:&lt;/i&gt;</source>
        <translation>&lt;i&gt;Selon les effectifs ou le MJ&#xa0;:&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Commander&apos;s Strateg&amp;y:</source>
        <translation>&amp;Stratégie du commandant&#xa0;:</translation>
    </message>
    <message>
        <source>Intelligence &amp;Analysis:</source>
        <translation>&amp;Analyse du renseignement&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Posture:</source>
        <translation>&amp;Posture&#xa0;:</translation>
    </message>
    <message>
        <source>Forced ma&amp;rch:</source>
        <translation>Marc&amp;he forcée&#xa0;:</translation>
    </message>
    <message>
        <source>R&amp;oads:</source>
        <translation>R&amp;outes&#xa0;:</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnue</translation>
    </message>
    <message>
        <source> %1/day</source>
        <translation> %1/jour</translation>
    </message>
    <message>
        <source>How fast the force marches (filled in from its roster): at 1.5 times the enemy&apos;s speed it gets +1</source>
        <translation>Vitesse de marche de la force (remplie d&apos;après son effectif)&#xa0;: à 1,5 fois la vitesse de l&apos;ennemi, elle obtient +1</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>V&amp;itesse&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Locals:</source>
        <translation>Population &amp;locale&#xa0;:</translation>
    </message>
    <message>
        <source>Anything else the GM rules</source>
        <translation>Tout autre élément que le MJ décide</translation>
    </message>
    <message>
        <source>&amp;GM&apos;s modifier:</source>
        <translation>Modificateur du M&amp;J&#xa0;:</translation>
    </message>
    <message>
        <source>Recon elements:</source>
        <translation>Éléments de reco&#xa0;:</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>All flying:</source>
        <translation>Tous volants&#xa0;:</translation>
    </message>
    <message>
        <source>Terrain feature:</source>
        <translation>Adaptés au terrain&#xa0;:</translation>
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
        <translation>Supériorité en reco&#xa0;:</translation>
    </message>
    <message>
        <source>Air superiority:</source>
        <translation>Supériorité aérienne&#xa0;:</translation>
    </message>
    <message>
        <source>GM: %1</source>
        <translation>MJ&#xa0;: %1</translation>
    </message>
    <message>
        <source>Enemy force</source>
        <translation>Force ennemie</translation>
    </message>
    <message>
        <source>No roster: no modifier</source>
        <translation>Sans effectif&#xa0;: aucun</translation>
    </message>
    <message>
        <source>Roster: %1</source>
        <translation>Effectif&#xa0;: %1</translation>
    </message>
    <message>
        <source>None in this terrain</source>
        <translation>Sans objet ici</translation>
    </message>
    <message>
        <source>Recon TS %1 against %2</source>
        <translation>TS de reconnaissance %1 contre %2</translation>
    </message>
    <message>
        <source>Air TS %1 against %2</source>
        <translation>TS aérienne %1 contre %2</translation>
    </message>
    <message>
        <source>Effective skill %1</source>
        <translation>Compétence effective %1</translation>
    </message>
</context>
<context>
    <name>muster::RespondPanel</name>
    <message>
        <source>&amp;Accept the parley (the battle pauses while they talk)</source>
        <translation>&amp;Accepter les pourparlers (la bataille s&apos;interrompt pendant qu&apos;ils discutent)</translation>
    </message>
    <message>
        <source>&amp;Strategy:</source>
        <translation>S&amp;tratégie&#xa0;:</translation>
    </message>
    <message>
        <source>Leadership roll at %1 or less:</source>
        <translation>Jet de Commandement à %1 ou moins&#xa0;:</translation>
    </message>
    <message>
        <source>%1 asks to parley. %2 may accept, or refuse and change strategy; a side whose parley is refused fights as Defense at -1.</source>
        <translation>%1 demande des pourparlers. %2 peut accepter, ou refuser et changer de stratégie&#xa0;; un camp dont les pourparlers sont refusés combat en Défense à -1.</translation>
    </message>
    <message>
        <source>%1 chose %2, a slow strategy, and loses the momentum: %3 (who chose %4) may change strategy now.</source>
        <translation>%1 a choisi %2, une stratégie lente, et perd l&apos;élan&#xa0;: %3 (qui a choisi %4) peut maintenant changer de stratégie.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuer</translation>
    </message>
</context>
<context>
    <name>muster::RevenueSourcesDialog</name>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Revenue of %1</source>
        <translation>Revenus de %1</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Revenus</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Périodicité</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Mois</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>Territoire</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Per year</source>
        <translation>Par an</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>What the source pays in a whole year</source>
        <translation>Ce que la source rapporte sur une année entière</translation>
    </message>
    <message>
        <source>Seasonal: the paying months, such as 9, 10 (or their names); annual: the one month.
%1</source>
        <translation>Saisonnier&#xa0;: les mois de paiement, par exemple 9, 10 (ou leurs noms)&#xa0;; annuel&#xa0;: le mois unique.
%1</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <source>Revenue falls due on the first day of its months. A lost territory pays nothing, a devastated one half.</source>
        <translation>Les revenus sont dus le premier jour de leurs mois. Un territoire perdu ne rapporte rien, un territoire dévasté la moitié.</translation>
    </message>
    <message>
        <source>Tax of the valley</source>
        <translation>Impôt de la vallée</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a month of the calendar.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un mois du calendrier.</translation>
    </message>
    <message>
        <source>Row %1: %2</source>
        <translation>Ligne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>every month</source>
        <translation>chaque mois</translation>
    </message>
    <message>
        <source>e.g. 9</source>
        <translation>p. ex. 9</translation>
    </message>
    <message>
        <source>e.g. 9, 10</source>
        <translation>p. ex. 9, 10</translation>
    </message>
    <message>
        <source>In a year: %1</source>
        <translation>Sur un an&#xa0;: %1</translation>
    </message>
    <message>
        <source>The treasury is gone.</source>
        <translation>Le trésor n&apos;existe plus.</translation>
    </message>
</context>
<context>
    <name>muster::RollField</name>
    <message>
        <source>%1d</source>
        <translation>%1d</translation>
    </message>
    <message>
        <source>%1d%2</source>
        <translation>%1d%2</translation>
    </message>
    <message>
        <source>d%1</source>
        <translation>d%1</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>jet</translation>
    </message>
    <message>
        <source>%1 gives %2 to %3</source>
        <translation>%1 donne de %2 à %3</translation>
    </message>
    <message>
        <source>Rolled by the program (%1). Type the roll from real dice over it, or clear the field to roll again.</source>
        <translation>Lancé par le programme (%1). Saisissez par-dessus le résultat de vrais dés ou videz le champ pour relancer.</translation>
    </message>
    <message>
        <source>Type the roll from real dice (%1), or leave the field empty and the program rolls.</source>
        <translation>Saisissez le résultat de vrais dés (%1) ou laissez le champ vide et le programme lancera.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a roll of %2: %3. Fix it, or clear the field and the program rolls.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un jet de %2&#xa0;: %3. Corrigez-le ou videz le champ et le programme lancera.</translation>
    </message>
    <message>
        <source>A typed roll is marked in red: %1 gives %2 to %3, not &quot;%4&quot;. Fix it, or clear it and the program rolls.</source>
        <translation>Un jet saisi est marqué en rouge&#xa0;: %1 donne de %2 à %3, pas «&#xa0;%4&#xa0;». Corrigez-le ou videz-le et le programme lancera.</translation>
    </message>
</context>
<context>
    <name>muster::RollPanel</name>
    <message>
        <source>The GM&apos;s special circumstances, e.g. for a brilliant or stupid plan</source>
        <translation>Circonstances spéciales décidées par le MJ, par ex. pour un plan brillant ou stupide</translation>
    </message>
    <message>
        <source>Special circumstances:</source>
        <translation>Circonstances spéciales&#xa0;:</translation>
    </message>
    <message>
        <source>Strategy roll (3d):</source>
        <translation>Jet de Stratégie (3d)&#xa0;:</translation>
    </message>
    <message>
        <source>Chance of each Combat Results Table row, by margin of victory:</source>
        <translation>Chance de chaque ligne de la table des résultats du combat, selon la marge de victoire&#xa0;:</translation>
    </message>
    <message>
        <source>Skirmish won by 0</source>
        <translation>Escarmouche gagnée de 0</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>égalité</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>victoire</translation>
    </message>
    <message>
        <source>The chance that this side wins the contest by a margin of %1: that row of the Combat Results Table</source>
        <translation>La chance que ce camp gagne le duel avec une marge de %1&#xa0;: cette ligne de la table des résultats du combat</translation>
    </message>
    <message>
        <source>The chance that the contest is tied</source>
        <translation>La chance que le duel se solde par une égalité</translation>
    </message>
    <message>
        <source>The chance that this side wins the contest, by any margin</source>
        <translation>La chance que ce camp gagne le duel, quelle que soit la marge</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>&amp;Roll the Contest</source>
        <translation>&amp;Lancer le duel</translation>
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
        <translation>Nom</translation>
    </message>
    <message>
        <source>Element type</source>
        <translation>Type d&apos;élément</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>TL</source>
        <translation>TL</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Équipement</translation>
    </message>
    <message>
        <source>Troops</source>
        <translation>Troupes</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Traits</translation>
    </message>
    <message>
        <source>TS</source>
        <translation>TS</translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <source>Classes</source>
        <translation>Classes</translation>
    </message>
    <message>
        <source>WT</source>
        <translation>WT</translation>
    </message>
    <message>
        <source>Mobility</source>
        <translation>Mobilité</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Levée</translation>
    </message>
    <message>
        <source>Maintain</source>
        <translation>Entretien</translation>
    </message>
    <message>
        <source>Tech level of the element</source>
        <translation>Niveau technologique de l&apos;élément</translation>
    </message>
    <message>
        <source>Equipment quality</source>
        <translation>Qualité de l&apos;équipement</translation>
    </message>
    <message>
        <source>Troop quality</source>
        <translation>Qualité des troupes</translation>
    </message>
    <message>
        <source>Troop Strength of the line after casualties and readiness; in parentheses for support elements</source>
        <translation>Force de troupe de la ligne après pertes et disponibilité&#xa0;; entre parenthèses pour les éléments de soutien</translation>
    </message>
    <message>
        <source>Casualties the line has taken, in percent</source>
        <translation>Pertes subies par la ligne, en pourcentage</translation>
    </message>
    <message>
        <source>Special classes (%1); in parentheses the classes it neutralizes; T: the WT one element can carry</source>
        <translation>Classes spéciales (%1)&#xa0;; entre parenthèses, les classes qu&apos;il neutralise&#xa0;; T&#xa0;: le WT qu&apos;un élément peut porter</translation>
    </message>
    <message>
        <source>How the element moves (%1; 0: it cannot move on its own)</source>
        <translation>Mode de déplacement de l&apos;élément (%1&#xa0;; 0&#xa0;: il ne peut pas se déplacer seul)</translation>
    </message>
    <message>
        <source>Weight of the line: what it takes to transport it</source>
        <translation>Poids de la ligne&#xa0;: ce qu&apos;il faut pour la transporter</translation>
    </message>
    <message>
        <source>Cost to raise the line</source>
        <translation>Coût de levée de la ligne</translation>
    </message>
    <message>
        <source>Cost to maintain the line for a month</source>
        <translation>Coût d&apos;entretien de la ligne pour un mois</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>invalide</translation>
    </message>
    <message>
        <source>per element; x%1 for this line</source>
        <translation>par élément&#xa0;; x%1 pour cette ligne</translation>
    </message>
    <message>
        <source>x %1% strength after casualties</source>
        <translation>x %1&#xa0;% de force après pertes</translation>
    </message>
    <message>
        <source>x 1/2 at reduced readiness</source>
        <translation>x 1/2 en disponibilité réduite</translation>
    </message>
    <message>
        <source>Share of each element&apos;s TS lost in battle and not yet replaced (F2 to edit).</source>
        <translation>Part de la TS de chaque élément perdue au combat et pas encore remplacée (F2 pour modifier).</translation>
    </message>
    <message>
        <source>Time to raise: %1 days (%2 at x2 cost, %3 at x4 cost)</source>
        <translation>Délai de levée&#xa0;: %1 jours (%2 à coût x2, %3 à coût x4)</translation>
    </message>
    <message>
        <source>Double-click, press F2 here or Ctrl+E to choose features.</source>
        <translation>Double-cliquez, ou appuyez ici sur F2 ou sur Ctrl+E, pour choisir les traits.</translation>
    </message>
    <message>
        <source>neutralizes %1</source>
        <translation>neutralise %1</translation>
    </message>
    <message>
        <source>Rename element to %1</source>
        <translation>Renommer l&apos;élément en %1</translation>
    </message>
    <message>
        <source>Change element type to %1</source>
        <translation>Changer le type d&apos;élément en %1</translation>
    </message>
    <message>
        <source>Change count to %1</source>
        <translation>Changer le nombre en %1</translation>
    </message>
    <message>
        <source>Change TL to %1</source>
        <translation>Changer le TL en %1</translation>
    </message>
    <message>
        <source>Change equipment to %1</source>
        <translation>Changer l&apos;équipement en %1</translation>
    </message>
    <message>
        <source>Change troops to %1</source>
        <translation>Changer les troupes en %1</translation>
    </message>
    <message>
        <source>Set casualties to %1%</source>
        <translation>Fixer les pertes à %1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>muster::RosterPanel</name>
    <message>
        <source>Filter the roster (name, type, class, feature...)</source>
        <translation>Filtrer l&apos;effectif (nom, type, classe, trait...)</translation>
    </message>
    <message>
        <source>Select a line to see its element record.</source>
        <translation>Sélectionnez une ligne pour voir sa fiche d&apos;élément.</translation>
    </message>
    <message>
        <source>&amp;Add Element...</source>
        <translation>&amp;Ajouter un élément...</translation>
    </message>
    <message>
        <source>Add an element type from the catalog to this force (Ctrl+Insert)</source>
        <translation>Ajouter un type d&apos;élément du catalogue à cette force (Ctrl+Insert)</translation>
    </message>
    <message>
        <source>Re&amp;move Lines</source>
        <translation>&amp;Supprimer les lignes</translation>
    </message>
    <message>
        <source>&amp;Features...</source>
        <translation>&amp;Traits...</translation>
    </message>
    <message>
        <source>&amp;Duplicate Line</source>
        <translation>&amp;Dupliquer la ligne</translation>
    </message>
    <message>
        <source>F&amp;ilter Roster</source>
        <translation>&amp;Filtrer l&apos;effectif</translation>
    </message>
    <message>
        <source>Change features of %1</source>
        <translation>Modifier les traits de %1</translation>
    </message>
</context>
<context>
    <name>muster::RoundPage</name>
    <message>
        <source>before the battle, Disloyal elements</source>
        <translation>avant la bataille, éléments déloyaux</translation>
    </message>
    <message>
        <source>steps 1-2, Risk and significant actions</source>
        <translation>étapes 1-2, risque et actions significatives</translation>
    </message>
    <message>
        <source>step 3, choose battle strategies</source>
        <translation>étape 3, choix des stratégies de bataille</translation>
    </message>
    <message>
        <source>special cases, the momentum</source>
        <translation>cas particuliers, l&apos;élan</translation>
    </message>
    <message>
        <source>step 4, battle strategy roll</source>
        <translation>étape 4, jet de stratégie de bataille</translation>
    </message>
    <message>
        <source>steps 5-6, misfortunes of war and victory?</source>
        <translation>étapes 5-6, infortunes de la guerre et victoire&#xa0;?</translation>
    </message>
    <message>
        <source>pursuing a retreating force</source>
        <translation>poursuite d&apos;une force en retraite</translation>
    </message>
    <message>
        <source>the battle is over</source>
        <translation>la bataille est terminée</translation>
    </message>
    <message>
        <source>Fighting the Battle</source>
        <translation>Livrer la bataille</translation>
    </message>
    <message>
        <source>The battle is over: go on to the aftermath.</source>
        <translation>La bataille est terminée&#xa0;: passez aux suites de la bataille.</translation>
    </message>
    <message>
        <source>&amp;Undo Last Step</source>
        <translation>Annuler la &amp;dernière étape</translation>
    </message>
    <message>
        <source>Subordinate Co&amp;mmand...</source>
        <translation>Commandement su&amp;bordonné...</translation>
    </message>
    <message>
        <source>Before the first round: split a PC&apos;s subordinate command, and the matching enemy share, off this battle to fight their own</source>
        <translation>Avant le premier round&#xa0;: détacher de cette bataille le commandement subordonné d&apos;un PJ, et la part ennemie correspondante, pour qu&apos;ils livrent leur propre bataille</translation>
    </message>
    <message>
        <source>Take this step (Enter)</source>
        <translation>Effectuer cette étape (Entrée)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round %1: %2&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;Round %1&#xa0;: %2&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>%1: casualties %2%, PB %3, commanded by %4%5</source>
        <translation>%1: pertes %2&#xa0;%, PB %3, commandé par %4%5</translation>
    </message>
    <message>
        <source> (confused)</source>
        <translation> (désorienté)</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>The detachments fight their own battle, &quot;%1&quot;: open it from the Battles panel.</source>
        <translation>Les détachements livrent leur propre bataille, «&#xa0;%1&#xa0;»&#xa0;: ouvrez-la depuis le panneau Batailles.</translation>
    </message>
</context>
<context>
    <name>muster::RuleDataAftermath</name>
    <message>
        <source>&amp;Apply to the Campaign</source>
        <translation>&amp;Appliquer à la campagne</translation>
    </message>
    <message>
        <source>Applied to the campaign already</source>
        <translation>Déjà appliqué à la campagne</translation>
    </message>
    <message>
        <source>One step, undoable in the main window</source>
        <translation>Une seule étape, annulable dans la fenêtre principale</translation>
    </message>
    <message>
        <source>Aftermath of %1</source>
        <translation>Suites de %1</translation>
    </message>
</context>
<context>
    <name>muster::SecondPitchedBattleDialog</name>
    <message>
        <source>Second Pitched Battle</source>
        <translation>Deuxième bataille rangée</translation>
    </message>
    <message>
        <source>A subordinate commander who won his own fight, while the main force of his side lost the main battle, may retreat at once (then there is nothing to do here) or stay and fight a second pitched battle against the whole enemy force that remains. Both sides keep their casualties; neither keeps a Position Bonus won earlier.</source>
        <translation>Un commandant subordonné qui a gagné son propre combat alors que la force principale de son camp a perdu la bataille principale peut se retirer aussitôt (il n&apos;y a alors rien à faire ici) ou rester et livrer une seconde bataille rangée contre toute la force ennemie restante. Les deux camps gardent leurs pertes&#xa0;; aucun ne garde un bonus de position acquis plus tôt.</translation>
    </message>
    <message>
        <source>Subordinate&apos;s battle:</source>
        <translation>Bataille du subordonné&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Main battle:</source>
        <translation>Bataille &amp;principale&#xa0;:</translation>
    </message>
    <message>
        <source>The &amp;subordinate&apos;s side:</source>
        <translation>Camp du &amp;subordonné&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Fight On</source>
        <translation>&amp;Continuer le combat</translation>
    </message>
    <message>
        <source>The subordinate&apos;s battle is no longer in the campaign.</source>
        <translation>La bataille du subordonné ne figure plus dans la campagne.</translation>
    </message>
    <message>
        <source>No other finished battle to be the main battle: finish the main battle first.</source>
        <translation>Aucune autre bataille terminée ne peut servir de bataille principale&#xa0;: terminez d&apos;abord la bataille principale.</translation>
    </message>
    <message>
        <source>%1 fights on at %2</source>
        <extracomment>The second pitched battle: &quot;Sheryl Navarre fights on at Battle of Drake&apos;s Cross&quot;.</extracomment>
        <translation>%1 poursuit le combat (%2)</translation>
    </message>
</context>
<context>
    <name>muster::SideSetupWidget</name>
    <message>
        <source>First side</source>
        <translation>Premier camp</translation>
    </message>
    <message>
        <source>Second side</source>
        <translation>Second camp</translation>
    </message>
    <message>
        <source>Estimated force (quick and dirty)</source>
        <translation>Force estimée (approximative)</translation>
    </message>
    <message>
        <source>&amp;Force:</source>
        <translation>&amp;Force&#xa0;:</translation>
    </message>
    <message>
        <source>A second force loosely supporting this one under its own commander: they fight as a single force at the average of the commanders&apos; Strategy, rounded down, -1 for limited coordination; the larger force&apos;s strategy prevails (&quot;Three-Sided Battles&quot;).</source>
        <translation>Une seconde force qui soutient librement celle-ci sous son propre commandant&#xa0;: elles combattent comme une seule force, à la moyenne de la Stratégie des commandants, arrondie à l&apos;inférieur, -1 pour la coordination limitée&#xa0;; la stratégie de la plus grande force l&apos;emporte («&#xa0;Batailles à trois camps&#xa0;»).</translation>
    </message>
    <message>
        <source>A&amp;llied force:</source>
        <translation>Force a&amp;lliée&#xa0;:</translation>
    </message>
    <message>
        <source>Si&amp;de name:</source>
        <translation>Nom du ca&amp;mp&#xa0;:</translation>
    </message>
    <message>
        <source>Estimated TS:</source>
        <translation>TS estimée&#xa0;:</translation>
    </message>
    <message>
        <source>Elements:</source>
        <translation>Éléments&#xa0;:</translation>
    </message>
    <message>
        <source>Cost to raise:</source>
        <translation>Coût de levée&#xa0;:</translation>
    </message>
    <message>
        <source>TS of %1 elements (leave all at 0 to skip superiority)</source>
        <translation>TS des éléments %1 (laissez tout à 0 pour ignorer la supériorité)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>PC</source>
        <translation>PJ</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>HP</translation>
    </message>
    <message>
        <source>Str</source>
        <translation>Str</translation>
    </message>
    <message>
        <source>Ldr</source>
        <translation>Com</translation>
    </message>
    <message>
        <source>Tac</source>
        <translation>Tac</translation>
    </message>
    <message>
        <source>15+</source>
        <translation>15+</translation>
    </message>
    <message>
        <source>Cmd</source>
        <translation>Chef</translation>
    </message>
    <message>
        <source>Imp</source>
        <translation>Imp</translation>
    </message>
    <message>
        <source>Sup</source>
        <translation>Sou</translation>
    </message>
    <message>
        <source>A player character: rolls Heroism when not commanding</source>
        <translation>Personnage joueur&#xa0;: fait un jet d&apos;héroïsme quand il ne commande pas</translation>
    </message>
    <message>
        <source>Hit points as the battle starts: the staff&apos;s HP after their last battle</source>
        <translation>Points de vie au début de la bataille&#xa0;: les HP de l&apos;état-major après sa dernière bataille</translation>
    </message>
    <message>
        <source>Strategy skill</source>
        <translation>Compétence Stratégie</translation>
    </message>
    <message>
        <source>Leadership skill</source>
        <translation>Compétence Commandement</translation>
    </message>
    <message>
        <source>Tactics skill (used instead of Strategy by a force of 1-4 elements)</source>
        <translation>Compétence Tactique (remplace la Stratégie pour une force de 1 à 4 éléments)</translation>
    </message>
    <message>
        <source>Has skill 15+ (or an ability) useful in battle: +1 Heroism</source>
        <translation>A une compétence à 15+ (ou une capacité) utile au combat&#xa0;: +1 en héroïsme</translation>
    </message>
    <message>
        <source>Commands or seconds one or more elements: +1 Heroism</source>
        <translation>Commande ou seconde un ou plusieurs éléments&#xa0;: +1 en héroïsme</translation>
    </message>
    <message>
        <source>With a Fanatic or Impetuous element: +1 Heroism and Misfortunes</source>
        <translation>Avec un élément fanatique ou impétueux&#xa0;: +1 en héroïsme et en infortunes</translation>
    </message>
    <message>
        <source>With a support element or the logistic force: -1 Heroism and Misfortunes</source>
        <translation>Avec un élément de soutien ou la force logistique&#xa0;: -1 en héroïsme et en infortunes</translation>
    </message>
    <message>
        <source>The first person commands; the others take over in this order if he falls.</source>
        <translation>La première personne commande&#xa0;; les autres prennent la relève dans cet ordre si elle tombe.</translation>
    </message>
    <message>
        <source>People present (the first one commands):</source>
        <translation>Personnes présentes (la première commande)&#xa0;:</translation>
    </message>
    <message>
        <source>Add &amp;Person</source>
        <translation>&amp;Ajouter une personne</translation>
    </message>
    <message>
        <source>Remove Person</source>
        <translation>Retirer la personne</translation>
    </message>
    <message>
        <source>New person</source>
        <translation>Nouvelle personne</translation>
    </message>
    <message>
        <source>Encamped and hunkered down before the battle</source>
        <translation>Campé et retranché avant la bataille</translation>
    </message>
    <message>
        <source>Reduced readiness (half TS)</source>
        <translation>Disponibilité réduite (TS de moitié)</translation>
    </message>
    <message>
        <source>Casualties the force starts with, e.g. from a failed forced march: -1 BSM per 5%</source>
        <translation>Pertes avec lesquelles la force commence, par ex. après une marche forcée ratée&#xa0;: -1 BSM par tranche de 5&#xa0;%</translation>
    </message>
    <message>
        <source>Starting &amp;casualties:</source>
        <translation>Pertes &amp;initiales&#xa0;:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Enemy force</source>
        <translation>Force ennemie</translation>
    </message>
    <message>
        <source>Enemy commander</source>
        <translation>Commandant ennemi</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Commanders&apos; Strategy: %1.</source>
        <translation>Stratégie des commandants&#xa0;: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>Exclus&#xa0;: %1</translation>
    </message>
    <message>
        <source>Enter the estimated TS; class totals are optional (without them, special class superiority is skipped for both sides).</source>
        <translation>Saisissez la TS estimée&#xa0;; les totaux par classe sont facultatifs (sans eux, la supériorité de classe spéciale est ignorée pour les deux camps).</translation>
    </message>
    <message numerus="yes">
        <source>Allied force TS %1 in %n element(s).</source>
        <translation>
            <numerusform>Force alliée&#xa0;: TS %1 en %n élément.</numerusform>
            <numerusform>Force alliée&#xa0;: TS %1 en %n éléments.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Force TS %1 in %n element(s).</source>
        <translation>
            <numerusform>TS de la force %1 en %n élément.</numerusform>
            <numerusform>TS de la force %1 en %n éléments.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drop a GCS character sheet here to add its character, or on a person to put him in that place.</source>
        <translation>Déposez ici une feuille de personnage GCS pour ajouter son personnage, ou sur une personne pour le mettre à sa place.</translation>
    </message>
</context>
<context>
    <name>muster::SidesPage</name>
    <message>
        <source>The Two Sides</source>
        <translation>Les deux camps</translation>
    </message>
    <message>
        <source>Pick a campaign force for each side, or enter an estimate. List the commander first, then the PCs and named NPCs present; later people take over if the commander falls.</source>
        <translation>Choisissez une force de la campagne pour chaque camp, ou saisissez une estimation. Indiquez d&apos;abord le commandant, puis les PJ et les PNJ nommés présents&#xa0;; les suivants prennent la relève si le commandant tombe.</translation>
    </message>
    <message>
        <source>e.g. Battle of Drake&apos;s Cross (left empty: the two sides&apos; names)</source>
        <translation>par ex. Bataille de Drake&apos;s Cross (vide&#xa0;: les noms des deux camps)</translation>
    </message>
    <message>
        <source>Battle na&amp;me:</source>
        <translation>&amp;Nom de la bataille&#xa0;:</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contre %2</translation>
    </message>
</context>
<context>
    <name>muster::SmcBattleUi</name>
    <message>
        <source>SMC Armies...</source>
        <translation>Armées SMC...</translation>
    </message>
    <message>
        <source>Simplified Mass Combat Armies</source>
        <translation>Armées (Simplified Mass Combat)</translation>
    </message>
    <message>
        <source>The Simplified Mass Combat armies the campaign keeps for its forces</source>
        <translation>Les armées (Simplified Mass Combat) que la campagne conserve pour ses forces</translation>
    </message>
    <message>
        <source>Simplified Mass Combat army</source>
        <translation>Armée (Simplified Mass Combat)</translation>
    </message>
</context>
<context>
    <name>muster::SmcBoard</name>
    <message>
        <source>%1 (ranged)</source>
        <translation>%1 (à distance)</translation>
    </message>
    <message>
        <source>M%1 H%2/%3</source>
        <translation>M%1 pv %2/%3</translation>
    </message>
    <message>
        <source>Power %1 · Plans %2 · Drill %3 · Morale %4 · Might %5</source>
        <translation>Vig. %1 · Plans %2 · Disc. %3 · Moral %4 · Puiss. %5</translation>
    </message>
    <message>
        <source>%1 (%2)
Magnitude %3 of %4, Health %5 of %6 in this level
Power %7, Battle Plans %8, Drill %9, Morale %10, Might %11
Leader %12: Leadership %13, Tactics %14
%15</source>
        <translation>%1 (%2)
Magnitude %3 sur %4, %5 pv sur %6 à ce niveau
Vigueur %7, Plans de bataille %8, Discipline %9, Moral %10, Puissance %11
Chef %12&#xa0;: Commandement %13, Tactique %14
%15</translation>
    </message>
    <message>
        <source>unnamed</source>
        <translation>sans nom</translation>
    </message>
</context>
<context>
    <name>muster::SmcPlay</name>
    <message>
        <source>Turn %1: declare each unit&apos;s actions</source>
        <translation>Tour %1&#xa0;: déclarez les actions de chaque unité</translation>
    </message>
    <message>
        <source>In response order; leave a unit&apos;s row empty when it does nothing. Drag a unit&apos;s card onto an enemy&apos;s to engage it. Two actions are a flurry: %1 dice off each.</source>
        <translation>Dans l&apos;ordre de réaction&#xa0;; laissez vide la ligne d&apos;une unité qui ne fait rien. Faites glisser la carte d&apos;une unité sur celle d&apos;un ennemi pour l&apos;engager. Deux actions forment un enchaînement&#xa0;: %1 dés de moins à chacune.</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Ralliement</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Repli</translation>
    </message>
    <message>
        <source>Engage Enemy</source>
        <translation>Engager l&apos;ennemi</translation>
    </message>
    <message>
        <source>Clash with</source>
        <translation>Affronter</translation>
    </message>
    <message>
        <source>Special Action</source>
        <translation>Action spéciale</translation>
    </message>
    <message>
        <source>Rally at difficulty %1</source>
        <translation>Ralliement de difficulté %1</translation>
    </message>
    <message>
        <source>Only a unit in flight Rallies</source>
        <translation>Seule une unité en fuite se rallie</translation>
    </message>
    <message>
        <source>Leadership + Drill - Magnitude, one success needed</source>
        <translation>Commandement + Discipline - Magnitude, un succès requis</translation>
    </message>
    <message>
        <source>Only an engaged unit Withdraws</source>
        <translation>Seule une unité engagée se replie</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>A ranged unit Clashes without engaging</source>
        <translation>Une unité à distance affronte sans engager</translation>
    </message>
    <message>
        <source>Engaging is flurried with a Clash on the same unit</source>
        <translation>Engager s&apos;enchaîne avec un Affrontement contre la même unité</translation>
    </message>
    <message>
        <source>What the unit does, and its effect</source>
        <translation>Ce que fait l&apos;unité, et son effet</translation>
    </message>
    <message>
        <source>&amp;End Battle...</source>
        <translation>&amp;Terminer la bataille...</translation>
    </message>
    <message>
        <source>An army leaves the field, a parley, nightfall: the battle ends as it stands</source>
        <translation>Une armée quitte le terrain, des pourparlers, la nuit tombe&#xa0;: la bataille s&apos;arrête en l&apos;état</translation>
    </message>
    <message>
        <source>&amp;Declare Turn %1</source>
        <translation>&amp;Déclarer le tour %1</translation>
    </message>
    <message>
        <source>End Battle</source>
        <translation>Terminer la bataille</translation>
    </message>
    <message>
        <source>Why the battle ends (for the log):</source>
        <translation>Pourquoi la bataille prend fin (pour le journal)&#xa0;:</translation>
    </message>
    <message>
        <source>the GM ends the battle</source>
        <translation>le MJ met fin à la bataille</translation>
    </message>
    <message>
        <source>Turn %1: %2 engages %3 and Clashes</source>
        <translation>Tour %1&#xa0;: %2 engage %3 et l&apos;affronte</translation>
    </message>
    <message>
        <source>Turn %1: %2 Clashes with %3</source>
        <translation>Tour %1&#xa0;: %2 affronte %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 wins: %2. Health damage to %3 – %4.
Beaten off (1 Health to %1): %5.</source>
        <translation>%1 l&apos;emporte&#xa0;: %2. Dégâts en pv à %3 – %4.
Repoussée (1 pv pour %1)&#xa0;: %5.</translation>
    </message>
    <message>
        <source>Turn %1: %2 of %3</source>
        <translation>Tour %1&#xa0;: %2 de %3</translation>
    </message>
    <message>
        <source>Chance to rally: %1; failing costs 1 Health per success missing.</source>
        <translation>Chance de ralliement&#xa0;: %1&#xa0;; un échec coûte 1 pv par succès manquant.</translation>
    </message>
    <message>
        <source>Chance to withdraw: %1.</source>
        <translation>Chance de repli&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Chance to hold: %1; to rout: %2.</source>
        <translation>Chance de tenir&#xa0;: %1&#xa0;; de partir en déroute&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Chance the plans hold: %1; a botch (Battle Plans %2): %3.</source>
        <translation>Chance que les plans tiennent&#xa0;: %1&#xa0;; échec critique (Plans de bataille %2)&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Magnitude lost +%1</source>
        <translation>Magnitude perdue +%1</translation>
    </message>
    <message>
        <source>outnumbered %1 to %2 +%3</source>
        <translation>en infériorité numérique %1 contre %2 +%3</translation>
    </message>
    <message>
        <source>withdrew +%1</source>
        <translation>repli +%1</translation>
    </message>
    <message>
        <source>Might %1 against %2 +%3</source>
        <translation>Puissance %1 contre %2 +%3</translation>
    </message>
    <message>
        <source>Rout conditions: %1.</source>
        <translation>Conditions de déroute&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1: %2%3</source>
        <translation>%1: %2%3</translation>
    </message>
    <message>
        <source>, +%1 successes for Magnitude</source>
        <translation>, +%1 succès pour la magnitude</translation>
    </message>
    <message>
        <source>, %1 needed</source>
        <translation>, %1 requis</translation>
    </message>
    <message>
        <source>%1 attacks</source>
        <translation>%1 attaque</translation>
    </message>
    <message>
        <source>%1 rolls</source>
        <translation>%1 lance</translation>
    </message>
    <message>
        <source>%1 defends</source>
        <translation>%1 se défend</translation>
    </message>
    <message>
        <source>A d10 showing %1 or more is a success%2; no success and a 1 is a botch. Type the faces from the table, or leave them empty to roll.</source>
        <translation>Un d10 donnant %1 ou plus est un succès%2&#xa0;; aucun succès et un 1 donnent un échec critique. Saisissez les faces lancées à la table, ou laissez vide pour un jet automatique.</translation>
    </message>
    <message>
        <source>, a 10 two</source>
        <translation>, un 10 en vaut deux</translation>
    </message>
    <message>
        <source>&amp;Take the Roll</source>
        <translation>&amp;Valider le jet</translation>
    </message>
    <message>
        <source>The battle is over: %1</source>
        <translation>La bataille est terminée&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 destroyed</source>
        <translation>%1 détruite</translation>
    </message>
    <message>
        <source>%1 Magnitude %2 Health %3 to Magnitude %4 Health %5</source>
        <translation>%1 passe de magnitude %2 et %3 pv à magnitude %4 et %5 pv</translation>
    </message>
    <message>
        <source>no losses</source>
        <translation>aucune perte</translation>
    </message>
</context>
<context>
    <name>muster::SmcSetupDialog</name>
    <message>
        <source>New Simplified Mass Combat</source>
        <translation>Nouveau combat de masse (Simplified Mass Combat)</translation>
    </message>
    <message>
        <source>Mass combat</source>
        <translation>Combat de masse</translation>
    </message>
    <message>
        <source>&amp;Battle:</source>
        <translation>&amp;Bataille&#xa0;:</translation>
    </message>
    <message>
        <source>Health points in each Magnitude level (rule option, 5 by default)</source>
        <translation>Points de vie de chaque niveau de magnitude (option de règle, 5 par défaut)</translation>
    </message>
    <message>
        <source>&amp;Health per Magnitude:</source>
        <translation>Points de vie par ma&amp;gnitude&#xa0;:</translation>
    </message>
    <message>
        <source>A d10 showing this or more is a success (rule option, 7 by default)</source>
        <translation>Un d10 donnant cette valeur ou plus est un succès (option de règle, 7 par défaut)</translation>
    </message>
    <message>
        <source>A &amp;10 counts as two successes</source>
        <translation>Un &amp;10 compte pour deux succès</translation>
    </message>
    <message>
        <source>&amp;Success on:</source>
        <translation>Seuil de s&amp;uccès&#xa0;:</translation>
    </message>
    <message>
        <source>Dice off each action when a unit flurries two actions in a turn (rule option, 1 by default); each further action adds as many</source>
        <translation>Dés retirés à chaque action quand une unité enchaîne deux actions dans un tour (option de règle, 1 par défaut)&#xa0;; chaque action supplémentaire en retire autant de plus</translation>
    </message>
    <message>
        <source>&amp;Flurry penalty:</source>
        <translation>Malus d&apos;&amp;enchaînement&#xa0;:</translation>
    </message>
    <message>
        <source>First army</source>
        <translation>Première armée</translation>
    </message>
    <message>
        <source>Second army</source>
        <translation>Seconde armée</translation>
    </message>
    <message>
        <source>F&amp;irst Army</source>
        <translation>Prem&amp;ière armée</translation>
    </message>
    <message>
        <source>Se&amp;cond Army</source>
        <translation>Se&amp;conde armée</translation>
    </message>
    <message>
        <source>Start &amp;Battle</source>
        <translation>&amp;Lancer la bataille</translation>
    </message>
    <message>
        <source>Give the battle a name.</source>
        <translation>Donnez un nom à la bataille.</translation>
    </message>
</context>
<context>
    <name>muster::SpecialBattleBox</name>
    <message>
        <source>Type of campaign and special situation</source>
        <translation>Type de campagne et situation spéciale</translation>
    </message>
    <message>
        <source>Type of &amp;campaign:</source>
        <translation>Type de &amp;campagne&#xa0;:</translation>
    </message>
    <message>
        <source>S&amp;pecial situation:</source>
        <translation>S&amp;ituation spéciale&#xa0;:</translation>
    </message>
    <message>
        <source>Besieged side:</source>
        <translation>Camp assiégé&#xa0;:</translation>
    </message>
    <message>
        <source>A fortress of the campaign (Campaign &gt; Fortresses...), or one made up here</source>
        <translation>Une forteresse de la campagne (Campagne &gt; Forteresses...), ou une forteresse imaginée ici</translation>
    </message>
    <message>
        <source>&amp;Fortress:</source>
        <translation>&amp;Forteresse&#xa0;:</translation>
    </message>
    <message>
        <source>Bunkered inside the fortress</source>
        <translation>Retranché dans la forteresse</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Type&#xa0;:</translation>
    </message>
    <message>
        <source>TL:</source>
        <translation>TL&#xa0;:</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>Site&#xa0;:</translation>
    </message>
    <message>
        <source>Capacity (WT):</source>
        <translation>Capacité (WT)&#xa0;:</translation>
    </message>
    <message>
        <source>Defending side:</source>
        <translation>Camp défenseur&#xa0;:</translation>
    </message>
    <message>
        <source>Obstacle:</source>
        <translation>Obstacle&#xa0;:</translation>
    </message>
    <message>
        <source>Shore defenses:</source>
        <translation>Défenses côtières&#xa0;:</translation>
    </message>
    <message>
        <source>Inland waters (Sea mobility does not count)</source>
        <translation>Eaux intérieures (la mobilité maritime ne compte pas)</translation>
    </message>
    <message>
        <source>Naval battle &amp;waters:</source>
        <translation>&amp;Eaux de la bataille navale&#xa0;:</translation>
    </message>
    <message>
        <source>In coastal waters, the side defending home waters, a harbor or a strait has the Defense Bonus set above</source>
        <translation>Dans les eaux côtières, le camp qui défend ses eaux territoriales, un port ou un détroit a le bonus de défense fixé plus haut</translation>
    </message>
    <message>
        <source>Home waters of:</source>
        <translation>Eaux territoriales de&#xa0;:</translation>
    </message>
    <message>
        <source>Weapons of mass destruction (optional rules)</source>
        <translation>Armes de destruction massive (règles optionnelles)</translation>
    </message>
    <message>
        <source>Nuclear exchange (90% lost, 40% if Sealed)</source>
        <translation>Échange nucléaire (90&#xa0;% perdus, 40&#xa0;% si étanche)</translation>
    </message>
    <message>
        <source>Nuke-capable elements at x10 TS</source>
        <translation>Éléments à capacité nucléaire à x10 TS</translation>
    </message>
    <message>
        <source>First side</source>
        <translation>Premier camp</translation>
    </message>
    <message>
        <source>Second side</source>
        <translation>Second camp</translation>
    </message>
    <message>
        <source>Neither side</source>
        <translation>Aucun camp</translation>
    </message>
    <message>
        <source>Chemical weapons used by %1</source>
        <translation>Armes chimiques utilisées par %1</translation>
    </message>
    <message>
        <source>40% casualties to the enemy&apos;s unprotected elements before the battle, and -2 to his Strategy unless both sides use them</source>
        <translation>40&#xa0;% de pertes pour les éléments non protégés de l&apos;ennemi avant la bataille, et -2 à sa Stratégie, sauf si les deux camps en utilisent</translation>
    </message>
    <message>
        <source>Made up for this battle</source>
        <translation>Imaginée pour cette bataille</translation>
    </message>
    <message>
        <source>%1 (Defense Bonus +%2)</source>
        <translation>%1 (bonus de défense +%2)</translation>
    </message>
</context>
<context>
    <name>muster::StaffPanel</name>
    <message>
        <source>Staff</source>
        <translation>État-major</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>HP</translation>
    </message>
    <message>
        <source>Hit points now: a battle&apos;s injuries stay until the GM heals them</source>
        <translation>Points de vie actuels&#xa0;: les blessures d&apos;une bataille restent jusqu&apos;à ce que le MJ les soigne</translation>
    </message>
    <message>
        <source>Fate</source>
        <translation>Destin</translation>
    </message>
    <message>
        <source>unassigned</source>
        <translation>vacant</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>0 or less: fallen</source>
        <translation>0 ou moins&#xa0;: tombé</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Orders, history, who owes whom: anything the GM wants to remember.</source>
        <translation>Ordres, historique, qui doit quoi à qui&#xa0;: tout ce dont le MJ veut se souvenir.</translation>
    </message>
    <message>
        <source>Refresh...</source>
        <translation>Actualiser...</translation>
    </message>
    <message>
        <source>Only a member imported from a GCS character sheet can be refreshed from it</source>
        <translation>Seul un membre importé d&apos;une feuille de personnage GCS peut être actualisé depuis celle-ci</translation>
    </message>
    <message>
        <source>Read %1 again and show what it changes (Refresh from GCS File)</source>
        <translation>Relire %1 et montrer ce qui change (Actualiser depuis le fichier GCS)</translation>
    </message>
</context>
<context>
    <name>muster::StartPage</name>
    <message>
        <source>Recent campaigns:</source>
        <translation>Campagnes récentes&#xa0;:</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Muster&lt;/h2&gt;&lt;p&gt;No campaign is open. Start a new one, open one, or look around the demo campaign. Help &gt; User Guide (F1) explains every window.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Muster&lt;/h2&gt;&lt;p&gt;Aucune campagne n&apos;est ouverte. Créez-en une nouvelle, ouvrez-en une ou explorez la campagne de démonstration. Aide &gt; Guide de l&apos;utilisateur (F1) présente chaque fenêtre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New Campaign... (Ctrl+N)</source>
        <translation>Nouvelle campagne... (Ctrl+N)</translation>
    </message>
    <message>
        <source>Open a Campaign... (Ctrl+O)</source>
        <translation>Ouvrir une campagne... (Ctrl+O)</translation>
    </message>
    <message>
        <source>Open the Demo Campaign</source>
        <translation>Ouvrir la campagne de démonstration</translation>
    </message>
</context>
<context>
    <name>muster::StrategiesPanel</name>
    <message>
        <source>Each commander chooses in secret. With both players at the table, hide a choice (Hide) before handing over the screen.</source>
        <translation>Chaque commandant choisit en secret. Si les deux joueurs sont à la table, masquez un choix (Masquer) avant de passer l&apos;écran.</translation>
    </message>
    <message>
        <source>&lt;i&gt;chosen (hidden)&lt;/i&gt;</source>
        <translation>&lt;i&gt;choisie (masquée)&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <source>Hide this side&apos;s choice from the other player</source>
        <translation>Masquer le choix de ce camp à l&apos;autre joueur</translation>
    </message>
    <message>
        <source>Strategy:</source>
        <translation>Stratégie&#xa0;:</translation>
    </message>
    <message>
        <source>Chance to win the round for every pair of strategies (first side / second side):</source>
        <translation>Chance de gagner le round pour chaque paire de stratégies (premier camp / second camp)&#xa0;:</translation>
    </message>
    <message>
        <source>Hidden while a side&apos;s choice is hidden.</source>
        <translation>Masqué tant que le choix d&apos;un camp est masqué.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, commanded by %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, commandé par %2</translation>
    </message>
    <message>
        <source>Fanatics resist this order: Leadership roll at %1 or less</source>
        <translation>Les fanatiques refusent cet ordre&#xa0;: jet de Commandement à %1 ou moins</translation>
    </message>
    <message>
        <source>Impetuous elements want to charge: Leadership roll at %1 or less (failure: -2)</source>
        <translation>Les éléments impétueux veulent charger&#xa0;: jet de Commandement à %1 ou moins (échec&#xa0;: -2)</translation>
    </message>
    <message>
        <source>talks</source>
        <translation>pourparlers</translation>
    </message>
    <message>
        <source>Both sides parley: no fighting this round.</source>
        <translation>Les deux camps parlementent&#xa0;: pas de combat à ce round.</translation>
    </message>
    <message>
        <source>no battle</source>
        <translation>pas de bataille</translation>
    </message>
    <message>
        <source>Retreat against retreat or defense: the battle ends without casualties.</source>
        <translation>Retraite contre retraite ou défense&#xa0;: la bataille se termine sans pertes.</translation>
    </message>
    <message>
        <source>Skills %1 vs %2; tie %3</source>
        <translation>Compétences %1 contre %2&#xa0;; égalité %3</translation>
    </message>
    <message>
        <source>; both defend, so both skirmish</source>
        <translation>&#xa0;; les deux défendent, donc les deux font Escarmouche</translation>
    </message>
    <message>
        <source>&amp;Reveal Strategies</source>
        <translation>&amp;Révéler les stratégies</translation>
    </message>
</context>
<context>
    <name>muster::SubordinateCommandDialog</name>
    <message>
        <source>Element</source>
        <translation>Élément</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Subordinate Command</source>
        <translation>Commandement subordonné</translation>
    </message>
    <message>
        <source>The battle is no longer in the campaign.</source>
        <translation>La bataille ne figure plus dans la campagne.</translation>
    </message>
    <message>
        <source>A PC commands part of his side&apos;s force: his elements fight their own battle, against the same fraction of the enemy&apos;s elements under an enemy subordinate commander. Both detachments leave the main battle before it is fought.</source>
        <translation>Un PJ commande une partie de la force de son camp&#xa0;: ses éléments livrent leur propre bataille, contre la même proportion des éléments ennemis sous un commandant subordonné ennemi. Les deux détachements quittent la bataille principale avant qu&apos;elle ne soit livrée.</translation>
    </message>
    <message>
        <source>The PC&apos;s command</source>
        <translation>Le commandement du PJ</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>&amp;Camp&#xa0;:</translation>
    </message>
    <message>
        <source>One of the side&apos;s people, or type the name of a new one</source>
        <translation>Une des personnes du camp, ou saisissez le nom d&apos;une nouvelle</translation>
    </message>
    <message>
        <source>&amp;Led by:</source>
        <translation>&amp;Dirigé par&#xa0;:</translation>
    </message>
    <message>
        <source>With him</source>
        <translation>Avec lui</translation>
    </message>
    <message>
        <source>The enemy&apos;s detachment</source>
        <translation>Le détachement ennemi</translation>
    </message>
    <message>
        <source>The GM names the opposing subordinate commander, or designates one of the enemy&apos;s people</source>
        <translation>Le MJ nomme le commandant subordonné adverse, ou désigne une des personnes de l&apos;ennemi</translation>
    </message>
    <message>
        <source>Led &amp;by:</source>
        <translation>Dirigé &amp;par&#xa0;:</translation>
    </message>
    <message>
        <source>Strategy (and Leadership) of a new subordinate commander</source>
        <translation>Stratégie (et Commandement) d&apos;un nouveau commandant subordonné</translation>
    </message>
    <message>
        <source>S&amp;trategy:</source>
        <translation>S&amp;tratégie&#xa0;:</translation>
    </message>
    <message>
        <source>Against him</source>
        <translation>Contre lui</translation>
    </message>
    <message>
        <source>The same fraction of the enemy&apos;s elements, by number; adjust it if you like</source>
        <translation>La même proportion des éléments ennemis, en nombre&#xa0;; ajustez-la si vous le souhaitez</translation>
    </message>
    <message>
        <source>S&amp;plit the Battle</source>
        <translation>&amp;Scinder la bataille</translation>
    </message>
    <message>
        <source>Estimated force</source>
        <translation>Force estimée</translation>
    </message>
    <message>
        <source>%1&apos;s subordinate</source>
        <extracomment>The enemy&apos;s new subordinate commander: &quot;Rebels of the Red Fen&apos;s subordinate&quot;.</extracomment>
        <translation>Subordonné de %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n element(s): %2% of the side</source>
        <extracomment>The detachment&apos;s share of its side: &quot;3 of 30 elements: 10% of the side&quot;.</extracomment>
        <translation>
            <numerusform>%1 sur %n élément&#xa0;: %2&#xa0;% du camp</numerusform>
            <numerusform>%1 sur %n éléments&#xa0;: %2&#xa0;% du camp</numerusform>
        </translation>
    </message>
    <message>
        <source>Name the PC who leads the detachment.</source>
        <translation>Nommez le PJ qui dirige le détachement.</translation>
    </message>
    <message>
        <source>Name the enemy&apos;s subordinate commander.</source>
        <translation>Nommez le commandant subordonné ennemi.</translation>
    </message>
    <message>
        <source>Send at least one element with %1.</source>
        <translation>Envoyez au moins un élément avec %1.</translation>
    </message>
    <message>
        <source>Leave at least one element with the main force of %1.</source>
        <translation>Laissez au moins un élément à la force principale de %1.</translation>
    </message>
    <message>
        <source>The enemy&apos;s share is empty: send at least one of %1&apos;s elements against %2.</source>
        <translation>La part ennemie est vide&#xa0;: envoyez au moins un des éléments de %1 contre %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1&apos;s command at %2</source>
        <extracomment>The subordinate command&apos;s battle: &quot;Sheryl&apos;s command at Battle of Drake&apos;s Cross&quot;.</extracomment>
        <translation>Commandement de %1, %2</translation>
    </message>
</context>
<context>
    <name>muster::ThreeWayBattleDialog</name>
    <message>
        <source>New Three-Way Battle</source>
        <translation>Nouvelle bataille à trois</translation>
    </message>
    <message>
        <source>Three mutually hostile forces fight three battles: A against B, B against C and C against A. Each force divides its elements between its two enemies, and each commander secretly splits -4 between his two Strategy rolls.</source>
        <translation>Trois forces mutuellement hostiles livrent trois batailles&#xa0;: A contre B, B contre C et C contre A. Chaque force répartit ses éléments entre ses deux ennemis, et chaque commandant répartit en secret -4 entre ses deux jets de Stratégie.</translation>
    </message>
    <message>
        <source>&amp;Start the Three Battles</source>
        <translation>&amp;Engager les trois batailles</translation>
    </message>
    <message>
        <source>Force %1</source>
        <translation>Force %1</translation>
    </message>
    <message>
        <source>Force &amp;%1:</source>
        <extracomment>%1 is A, B or C; the letter is the keyboard shortcut.</extracomment>
        <translation>Force &amp;%1&#xa0;:</translation>
    </message>
    <message>
        <source>Commander:</source>
        <translation>Commandant&#xa0;:</translation>
    </message>
    <message>
        <source>Split command: the commander takes -4 in all on his two Strategy rolls, chosen secretly. Do not let the other players see this.</source>
        <translation>Commandement partagé&#xa0;: le commandant subit -4 au total sur ses deux jets de Stratégie, réparti en secret. Ne laissez pas les autres joueurs voir ceci.</translation>
    </message>
    <message>
        <source>Secret split of -4:</source>
        <translation>Répartition secrète de -4&#xa0;:</translation>
    </message>
    <message>
        <source>Elements sent against each enemy:</source>
        <translation>Éléments envoyés contre chaque ennemi&#xa0;:</translation>
    </message>
    <message>
        <source>Element</source>
        <translation>Élément</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Reduced readiness (half TS)</source>
        <translation>Disponibilité réduite (TS de moitié)</translation>
    </message>
    <message>
        <source>Encamped and hunkered down before the battles</source>
        <translation>Campé et retranché avant les batailles</translation>
    </message>
    <message>
        <source>The field (all three battles)</source>
        <translation>Le terrain (les trois batailles)</translation>
    </message>
    <message>
        <source>&amp;Terrain:</source>
        <translation>&amp;Terrain&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Night</source>
        <translation>&amp;Nuit</translation>
    </message>
    <message>
        <source>Bad &amp;weather</source>
        <translation>&amp;Mauvais temps</translation>
    </message>
    <message>
        <source>Force %1: %2</source>
        <translation>Force %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Against %1</source>
        <translation>Contre %1</translation>
    </message>
    <message>
        <source>Elements that fight %1</source>
        <translation>Éléments qui combattent %1</translation>
    </message>
    <message>
        <source>-%1 against %2, -%3 against %4</source>
        <extracomment>The commander&apos;s penalties on his Strategy rolls: &quot;-0 against Orcs, -4 against Elves&quot;.</extracomment>
        <translation>-%1 contre %2, -%3 contre %4</translation>
    </message>
    <message>
        <source>Three-way</source>
        <extracomment>The start of each three-way battle&apos;s name: &quot;Three-way: Orcs against Elves&quot;.</extracomment>
        <translation>Bataille à trois</translation>
    </message>
    <message>
        <source>%1 is chosen twice: pick three different forces.</source>
        <translation>%1 est choisie deux fois&#xa0;: choisissez trois forces différentes.</translation>
    </message>
    <message>
        <source>%1 has no elements that can fight: fix its roster first.</source>
        <translation>%1 n&apos;a aucun élément apte au combat&#xa0;: corrigez d&apos;abord son effectif.</translation>
    </message>
    <message>
        <source>%1 sends no elements against %2: send at least one.</source>
        <translation>%1 n&apos;envoie aucun élément contre %2&#xa0;: envoyez-en au moins un.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n element(s), TS %2, Strategy rolls %3</source>
        <extracomment>A side of a three-way battle: &quot;Rebels: 9 element(s), TS 310, Strategy rolls -1&quot;.</extracomment>
        <translation>
            <numerusform>%1: %n élément, TS %2, jets de Stratégie %3</numerusform>
            <numerusform>%1: %n éléments, TS %2, jets de Stratégie %3</numerusform>
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
        <translation>A&amp;utomatique&#xa0;: l&apos;affectation la plus rapide, étape par étape</translation>
    </message>
    <message>
        <source>Untick, or edit a row, to order the transport by hand</source>
        <translation>Décochez, ou modifiez une ligne, pour régler le transport à la main</translation>
    </message>
    <message>
        <source>Add Rid&amp;e</source>
        <translation>Ajouter un em&amp;barquement</translation>
    </message>
    <message>
        <source>Remo&amp;ve Ride</source>
        <translation>Ret&amp;irer l&apos;embarquement</translation>
    </message>
    <message>
        <source>Leg</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Carried line</source>
        <translation>Ligne transportée</translation>
    </message>
    <message>
        <source>Carrier line</source>
        <translation>Ligne porteuse</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>How many elements of the carried line ride</source>
        <translation>Nombre d&apos;éléments de la ligne transportée qui embarquent</translation>
    </message>
    <message>
        <source>Every leg</source>
        <translation>Toutes les étapes</translation>
    </message>
    <message>
        <source>Leg %1</source>
        <translation>Étape %1</translation>
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
Solde en fin de mois&#xa0;: %2
Dépenses&#xa0;: %3
Recettes&#xa0;: %4</translation>
    </message>
    <message>
        <source>No bookings yet</source>
        <translation>Aucune écriture pour l&apos;instant</translation>
    </message>
    <message>
        <source>Balance at month end</source>
        <translation>Solde en fin de mois</translation>
    </message>
    <message>
        <source>Spending per month</source>
        <translation>Dépenses par mois</translation>
    </message>
    <message>
        <source>Balance</source>
        <extracomment>The treasury chart&apos;s legend where there is no room for &quot;Balance at month end&quot;.</extracomment>
        <translation>Solde</translation>
    </message>
    <message>
        <source>Spending</source>
        <extracomment>The treasury chart&apos;s legend where there is no room for &quot;Spending per month&quot;.</extracomment>
        <translation>Dépenses</translation>
    </message>
</context>
<context>
    <name>muster::TreasuryPanel</name>
    <message>
        <source>New...</source>
        <translation>Nouveau...</translation>
    </message>
    <message>
        <source>Edit...</source>
        <translation>Modifier...</translation>
    </message>
    <message>
        <source>Book...</source>
        <translation>Comptabiliser...</translation>
    </message>
    <message>
        <source>Book an income or expense by hand</source>
        <translation>Comptabiliser une recette ou une dépense à la main</translation>
    </message>
    <message>
        <source>Revenue...</source>
        <translation>Revenus...</translation>
    </message>
    <message>
        <source>The treasury&apos;s revenue sources: what they pay, when, and from which territory</source>
        <translation>Les sources de revenus du trésor&#xa0;: ce qu&apos;elles rapportent, quand, et de quel territoire</translation>
    </message>
    <message>
        <source>Export CSV...</source>
        <translation>Exporter en CSV...</translation>
    </message>
    <message>
        <source>Treasury:</source>
        <translation>Trésor&#xa0;:</translation>
    </message>
    <message>
        <source>All categories</source>
        <translation>Toutes les catégories</translation>
    </message>
    <message>
        <source>Filter descriptions</source>
        <translation>Filtrer les descriptions</translation>
    </message>
    <message>
        <source>All dates</source>
        <translation>Toutes les dates</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Ce mois-ci</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>Cette année</translation>
    </message>
    <message>
        <source>Being raised:</source>
        <translation>En cours de levée&#xa0;:</translation>
    </message>
    <message>
        <source>Export Ledger</source>
        <translation>Exporter le livre de comptes</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>All forces</source>
        <translation>Toutes les forces</translation>
    </message>
    <message>
        <source>%1 x %2 for %3: ready %4</source>
        <translation>%1 x %2 pour %3&#xa0;: levée achevée le %4</translation>
    </message>
    <message>
        <source>Replacements for %1 x %2 of %3: arrive %4</source>
        <translation>Remplacements pour %1 x %2 de %3&#xa0;: arrivée le %4</translation>
    </message>
    <message>
        <source>Retraining %1 x %2 of %3: done %4</source>
        <translation>Réentraînement de %1 x %2 de %3&#xa0;: terminé le %4</translation>
    </message>
    <message>
        <source>No treasury yet: New... adds one (a side&apos;s war chest).</source>
        <translation>Aucun trésor pour l&apos;instant&#xa0;: Nouveau... en ajoute un (la caisse de guerre d&apos;un camp).</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; on %2 (war chest %3%4)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; au %2 (caisse de guerre %3%4)</translation>
    </message>
    <message>
        <source>; may run into debt</source>
        <translation>&#xa0;; endettement autorisé</translation>
    </message>
    <message>
        <source>Pick a treasury to export.</source>
        <translation>Choisissez un trésor à exporter.</translation>
    </message>
    <message>
        <source>New Treasury</source>
        <translation>Nouveau trésor</translation>
    </message>
    <message>
        <source>Side or faction:</source>
        <translation>Camp ou faction&#xa0;:</translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation>Trésor</translation>
    </message>
    <message>
        <source>May run into debt (the GM allows a negative balance)</source>
        <translation>Peut s&apos;endetter (le MJ autorise un solde négatif)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;War chest:</source>
        <translation>Caisse de &amp;guerre&#xa0;:</translation>
    </message>
    <message>
        <source>Book an Entry</source>
        <translation>Passer une écriture</translation>
    </message>
    <message>
        <source>Positive for income, negative for an expense</source>
        <translation>Positif pour une recette, négatif pour une dépense</translation>
    </message>
    <message>
        <source>&amp;Category:</source>
        <translation>&amp;Catégorie&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Amount (income +, expense -):</source>
        <translation>&amp;Montant (recette +, dépense -)&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Description&#xa0;:</translation>
    </message>
    <message>
        <source>Book %1</source>
        <translation>Comptabiliser %1</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <source>Print the ledger as shown, or write it as a PDF</source>
        <translation>Imprimer le livre de comptes tel qu&apos;affiché, ou l&apos;enregistrer en PDF</translation>
    </message>
    <message>
        <source>descriptions with “%1”</source>
        <translation>descriptions avec «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Only the entries shown: %1.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Seules les écritures affichées&#xa0;: %1.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No entries.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Aucune écriture.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Ledger: %1</source>
        <translation>Livre de comptes&#xa0;: %1</translation>
    </message>
</context>
</TS>
