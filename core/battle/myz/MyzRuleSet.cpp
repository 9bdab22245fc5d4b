#include "MyzRuleSet.h"

#include "battle/myz/MyzJson.h"
#include "campaign/Campaign.h"

#include <QCoreApplication>

namespace muster::myz {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Myz", text);
}

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
    auto battle = battleFromRecord(stored.record);
    if (!battle)
        return Error{tr("The record of \"%1\" cannot be read: %2").arg(stored.name, battle.error().message),
                     QStringLiteral("record")};
    return std::unique_ptr<BattleSession>(std::make_unique<MyzSession>(std::move(*battle)));
}

Faction factionFromForce(const Campaign &campaign, const Force &force)
{
    Faction f;
    f.name = force.name;
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
    f.battleLevel = battleLevelFromHeadCount(elements * fightersPerElement);
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

QJsonObject MyzRuleSet::fieldForce(const Campaign &campaign, const Force &force) const
{
    return factionToJson(factionFromForce(campaign, force));
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
    return tr("%1 vs %2, %3 (killed %4 / %5)")
        .arg(setup.factions[0].name, setup.factions[1].name, standing(m_battle))
        .arg(m_battle.faction(0).fightersKilled)
        .arg(m_battle.faction(1).fightersKilled);
}

} // namespace muster::myz
