#include "MyzRuleSet.h"

#include "battle/myz/MyzJson.h"
#include "campaign/Campaign.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace muster::myz {

namespace {

struct MyzText
{
    Q_DECLARE_TR_FUNCTIONS(Myz)
};

// GURPS Mass Combat's special classes that are also the supplement's.
QString unitClassOf(SpecialClass gurps)
{
    switch (gurps) {
    case SpecialClass::Air: return UnitClass::aerial;
    case SpecialClass::Arm: return UnitClass::armored;
    case SpecialClass::Art: return UnitClass::artillery;
    case SpecialClass::Cv: return UnitClass::cavalry;
    case SpecialClass::Eng: return UnitClass::engineering;
    case SpecialClass::Nav: return UnitClass::naval;
    default: return {};
    }
}

} // namespace

QString MyzRuleSet::displayName() const
{
    return QCoreApplication::translate("RuleSet", "Mutant: Year Zero Mass Combat");
}

Result<std::unique_ptr<BattleSession>> MyzRuleSet::restore(const StoredBattle &stored) const
{
    return restoreSession<MyzSession>(stored, &battleFromRecord);
}

Faction factionFromForce(const Campaign &campaign, const Force &force)
{
    Faction f;
    f.name = force.name;
    f.forceId = force.id;
    int elements = 0;
    for (const RosterLine &line : force.lines) {
        elements += line.count;
        const ElementType *type = campaign.catalog.find(line.record.typeId);
        if (!type)
            continue;
        for (const SpecialClass gurps : allSpecialClasses) {
            const QString unitClass = unitClassOf(gurps);
            if (!unitClass.isEmpty() && type->classes.contains(gurps))
                f.units[unitClass] += line.count;
        }
    }
    constexpr int fightersPerElement = 10;
    f.fighters = elements * fightersPerElement;
    f.battleLevel = battleLevelFromHeadCount(f.fighters);
    const StaffMember &commander = force.member(StaffRole::Commander);
    if (!commander.name.isEmpty() && commander.present()) {
        Person leader;
        leader.name = commander.name;
        leader.position = Position::Leader;
        leader.playerCharacter = false;
        f.people << leader;
    }
    return f;
}

Faction campaignFaction(const Campaign &campaign, const Force &force)
{
    const QByteArray kept = force.ruleSetData.value(QString::fromLatin1(MyzRuleSet::ruleSetId));
    if (!kept.isEmpty()) {
        auto faction = factionFromJson(QJsonDocument::fromJson(kept).object(), QStringLiteral("faction"));
        if (faction) {
            faction->forceId = force.id;
            return *faction;
        }
    }
    return factionFromForce(campaign, force);
}

QJsonObject MyzRuleSet::fieldForce(const Campaign &campaign, const Force &force) const
{
    return factionToJson(campaignFaction(campaign, force));
}

Faction factionAfterBattle(const MyzBattle &battle, int side)
{
    Faction f = battle.setup().factions[side];
    const FactionState &s = battle.faction(side);
    // The Battle Dice the faction started with, against those it ends with, both counting an Ark's readiness.
    const int started = f.battleLevel + (f.atItsArk ? 1 : 0);
    const int ended = s.battleDice + (s.combatReadyPending ? 1 : 0);
    f.battleLevel = std::max(0, f.battleLevel - std::max(0, started - ended));
    if (f.fighters > 0)
        f.fighters = std::max(0, f.fighters - s.fightersKilled);
    f.projects = s.projects;
    const QMap<QString, int> unitsLost = battle.unitsLost(side);
    for (auto it = unitsLost.cbegin(); it != unitsLost.cend(); ++it) {
        if (!f.units.contains(it.key()))
            continue; // a unit an Ark project grants comes back with the project
        f.units[it.key()] = std::max(0, f.units.value(it.key()) - it.value());
        if (f.units.value(it.key()) == 0)
            f.units.remove(it.key());
    }
    if (s.leaderCaptured && f.leaderIndex() >= 0)
        f.people[f.leaderIndex()].captured = true;
    return f;
}

Result<BattleConsequences> MyzSession::consequences(const Campaign &campaign) const
{
    return ruleDataConsequences(campaign, ruleSetId(), {m_battle.setup().factions[0].forceId, m_battle.setup().factions[1].forceId}, [this](int side) {
        return QJsonDocument(factionToJson(factionAfterBattle(m_battle, side))).toJson(QJsonDocument::Compact);
    });
}

QStringList MyzSession::sideNames() const
{
    return {m_battle.setup().factions[0].name, m_battle.setup().factions[1].name};
}

BattleStatus MyzSession::status() const
{
    return m_battle.phase() == Phase::Over ? BattleStatus::Finished : BattleStatus::InProgress;
}

QByteArray MyzSession::record() const
{
    return battleRecord(m_battle);
}

QStringList MyzSession::stepLog() const
{
    return stepLines(m_battle);
}

QString MyzSession::summary() const
{
    const BattleSetup &setup = m_battle.setup();
    return MyzText::tr("%1 vs %2, %3 (killed %4 / %5)")
        .arg(setup.factions[0].name, setup.factions[1].name, standing(m_battle))
        .arg(m_battle.faction(0).fightersKilled)
        .arg(m_battle.faction(1).fightersKilled);
}

} // namespace muster::myz
