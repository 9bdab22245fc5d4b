// A faction kept in the campaign and the aftermath written back to it: "Default Battle Level" from a GURPS force's
// head count, "Special Class" from its elements' classes, and "Next Wave" / "Casualties" / "Ark Projects" /
// "Margin of Victory" (Overwhelming: leader captured) carried into the campaign in one step with the battle.

#include "MyzTestSupport.h"

#include "actions/BattleActions.h"
#include "battle/myz/MyzJson.h"
#include "battle/myz/MyzRuleSet.h"
#include "campaign/ApplyChange.h"
#include "campaign/Campaign.h"

#include <QJsonDocument>

#include <memory>

using namespace myztest;
using muster::Campaign;
using muster::Force;
using muster::RosterLine;

namespace {

// The first built-in type that has `gurpsClass` and no other class Muster maps to a MYZ class.
QString typeWith(const Campaign &campaign, muster::SpecialClass gurpsClass)
{
    for (const muster::ElementType &type : campaign.catalog.types())
        if (type.classes == muster::ClassSet{gurpsClass})
            return type.id;
    return {};
}

Campaign campaignWithHost()
{
    Campaign campaign;
    Force host;
    host.id = 7;
    host.name = QStringLiteral("The Host");
    RosterLine guns;
    guns.id = 1;
    guns.record.typeId = typeWith(campaign, muster::SpecialClass::Art);
    guns.count = 3;
    RosterLine riders;
    riders.id = 2;
    riders.record.typeId = typeWith(campaign, muster::SpecialClass::Cv);
    riders.count = 5;
    host.lines << guns << riders;
    campaign.forces << host;
    muster::StoredBattle battle;
    battle.id = 4;
    battle.ruleSet = QStringLiteral("myz");
    battle.name = QStringLiteral("Raid");
    battle.status = muster::BattleStatus::Finished;
    campaign.battles << battle;
    return campaign;
}

} // namespace

class CampaignTest : public QObject
{
    Q_OBJECT

private slots:
    // A force without a kept faction is proposed from its roster: 10 fighters per element (8 elements: 80), Battle
    // Level 80 / 35 = 2, and its Artillery and Cavalry elements as special units.
    void proposedFromTheRoster()
    {
        const Campaign campaign = campaignWithHost();
        QVERIFY(!typeWith(campaign, muster::SpecialClass::Art).isEmpty());
        QVERIFY(!typeWith(campaign, muster::SpecialClass::Cv).isEmpty());
        const Faction f = campaignFaction(campaign, campaign.forces.first());
        QCOMPARE(f.forceId, qint64(7));
        QCOMPARE(f.fighters, 80);
        QCOMPARE(f.battleLevel, 2);
        QCOMPARE(f.units.value(UnitClass::artillery), 3);
        QCOMPARE(f.units.value(UnitClass::cavalry), 5);
    }

    // What the campaign keeps wins over the proposal, and knows its force.
    void keptFactionWins()
    {
        Campaign campaign = campaignWithHost();
        campaign.forces[0].ruleSetData.insert(QStringLiteral("myz"),
                                              R"({"name":"The Ark","battle_level":4,"projects":["shelter"]})");
        const Faction f = campaignFaction(campaign, campaign.forces.first());
        QCOMPARE(f.name, QStringLiteral("The Ark"));
        QCOMPARE(f.battleLevel, 4);
        QVERIFY(f.projects.contains(ArkProject::Shelter));
        QCOMPARE(f.forceId, qint64(7));
    }

    // An Ark (Battle Level 3, alert: 4 Battle Dice) loses a Wave Overwhelmingly: one Battle Die lost to a skull, its
    // Gear Die shows 1 and the Shelter falls, 12 fighters killed (typed casualty dice), its leader captured.
    void aftermathIntoTheCampaign()
    {
        Campaign campaign = campaignWithHost();
        BattleSetup setup;
        setup.name = QStringLiteral("Raid");
        Faction &ark = setup.factions[0];
        ark.name = QStringLiteral("The Ark");
        ark.forceId = 7;
        ark.fighters = 120;
        ark.battleLevel = 3;
        ark.atItsArk = true;
        ark.units.insert(UnitClass::artillery, 2);
        ark.projects = {ArkProject::Shelter, ArkProject::Arsenal};
        ark.people << person(QStringLiteral("Marlotte"), Position::Leader, 3, 2, false);
        Faction &raiders = setup.factions[1];
        raiders.name = QStringLiteral("Helldrivers");
        raiders.battleLevel = 4;
        raiders.people << person(QStringLiteral("Ilona"), Position::Leader, 3, 2, false);
        MyzBattle battle(setup);
        MYZ_TAKE(battle, Step(InitiativeStep{{dice::DieRoll{6, 2, true}, dice::DieRoll{6, 5, true}}, 1}));
        MYZ_TAKE(battle, Step(RiskStep{}));
        MYZ_TAKE(battle, Step(StrategyStep{{Strategy::Attack, Strategy::Attack}, {0, 0}, false}));
        MYZ_TAKE(battle, Step(ActionStep{1, ActionKind::None, {}, 0, 0}));
        MYZ_TAKE(battle, Step(ActionStep{0, ActionKind::None, {}, 0, 0}));
        // The Ark: 4 Battle Dice (one skull), 2 Support (Arsenal, Artillery), 1 Strategy (Artillery superiority).
        const BattlePool pool = battle.wave().pools[0];
        QCOMPARE(pool.battle, 4);
        QCOMPARE(pool.support, 2);
        QCOMPARE(pool.strategy, 1);
        RollStep roll;
        roll.pools[0] = PoolFaces{faces({1, 2, 3, 4}), faces({5}), faces({2, 3})};
        roll.pools[1] = PoolFaces{faces({6, 6, 6, 6}), {}, {}};
        MYZ_TAKE(battle, Step(roll));
        MYZ_TAKE(battle, Step(SettleStep{}));
        QCOMPARE(battle.wave().row, ResultRow::Overwhelming);
        MYZ_TAKE(battle, Step(SupportStep{1, {}, {}, {}})); // the Helldrivers act first
        MYZ_TAKE(battle, Step(SupportStep{0, {}, {}, {}}));
        // The Ark's casualties: 2D6 for the skull + 4D6 for the defeat = 6 dice summing 12; the raiders' none.
        EndStep end;
        end.casualties[0].added = faces({1, 2, 3, 1, 2, 3});
        end.arkDie[0] = dice::DieRoll{6, 1, true};
        end.projectLost[0] = ArkProject::Shelter;
        MYZ_TAKE(battle, Step(end));
        QCOMPARE(battle.phase(), Phase::Over);

        const Faction after = factionAfterBattle(battle, 0);
        QCOMPARE(after.battleLevel, 2); // 4 Battle Dice to 3: one level lost
        QCOMPARE(after.fighters, 108);  // 120 - 12
        QCOMPARE(after.projects, (QSet<ArkProject>{ArkProject::Arsenal}));
        QCOMPARE(after.units.value(UnitClass::artillery), 2);
        QVERIFY(after.people.first().captured);

        MyzSession session(battle);
        const auto consequences = session.consequences(campaign);
        QVERIFY(consequences.ok());
        QCOMPARE(consequences->ruleData.size(), 1); // the Helldrivers are no campaign force
        auto change = muster::BattleActions::applyBattleCasualties(campaign, 4, {}, QStringLiteral("Aftermath"), {},
                                                                   consequences->ruleData);
        QVERIFY(change.ok());
        QVERIFY(muster::applyChange(campaign, *change).ok());
        QCOMPARE(campaign.battles.first().status, muster::BattleStatus::CasualtiesApplied);
        const Faction kept = campaignFaction(campaign, campaign.forces.first());
        QCOMPARE(kept.battleLevel, 2);
        QCOMPARE(kept.fighters, 108);
        // Undone, the force keeps no faction again.
        QVERIFY(muster::applyChange(campaign, change->inverse()).ok());
        QVERIFY(campaign.forces.first().ruleSetData.isEmpty());
    }
};

std::unique_ptr<QObject> newCampaignTest()
{
    return std::make_unique<CampaignTest>();
}

#include "myz_campaign.moc"
