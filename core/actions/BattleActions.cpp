#include "BattleActions.h"

#include "actions/ActionSupport.h"

#include "actions/ForceActions.h"
#include "battle/RuleSet.h"

#include <algorithm>
#include <functional>

namespace muster {

using namespace actions;

Error BattleActions::unknownBattle()
{
    return Error{tr("That battle is no longer in the campaign."), QStringLiteral("battle")};
}

Result<CampaignChange> BattleActions::setBattleRuleSet(const Campaign &campaign, const QString &ruleSetId)
{
    const RuleSet *ruleSet = RuleSets::find(ruleSetId);
    if (!ruleSet)
        return Error{tr("There are no battle rules \"%1\" in this version.").arg(ruleSetId), QStringLiteral("battle_rules")};
    if (ruleSetId == campaign.battleRuleSet)
        return CampaignChange{};
    return single(tr("Fight battles under %1").arg(ruleSet->displayName()),
                  edit::BattleRuleSetChange{campaign.battleRuleSet, ruleSetId});
}

Result<CampaignChange> BattleActions::removeBattle(const Campaign &campaign, qint64 battleId)
{
    const qsizetype index = campaign.indexOfBattle(battleId);
    if (index < 0)
        return unknownBattle();
    return single(tr("Delete battle \"%1\"").arg(campaign.battles.at(index).name),
                  edit::BattleInsertion{campaign.battles.at(index), int(index), false});
}

namespace {

bool isUnplayed(const StoredBattle &battle)
{
    if (battle.status != BattleStatus::InProgress)
        return false;
    const auto session = restoreBattle(battle);
    return session && (*session)->isUnplayed();
}

} // namespace

QList<qint64> BattleActions::unplayedBattles(const Campaign &campaign)
{
    QList<qint64> ids;
    for (const StoredBattle &battle : campaign.battles) {
        if (isUnplayed(battle))
            ids << battle.id;
    }
    return ids;
}

Result<CampaignChange> BattleActions::discardUnplayedBattles(const Campaign &campaign, const QList<qint64> &battleIds)
{
    QList<qsizetype> indexes;
    for (const qint64 id : battleIds) {
        const qsizetype index = campaign.indexOfBattle(id);
        if (index < 0)
            return unknownBattle();
        const StoredBattle &battle = campaign.battles.at(index);
        if (!isUnplayed(battle))
            return Error{tr("\"%1\" has a round fought: delete it instead if it should go.").arg(battle.name),
                         QStringLiteral("battle")};
        if (!indexes.contains(index))
            indexes << index;
    }
    if (indexes.isEmpty())
        return Error{tr("There is no unplayed battle to discard."), QStringLiteral("battle")};
    // The last first, so that undoing puts each back where it was.
    std::sort(indexes.begin(), indexes.end(), std::greater<>());
    CampaignChange change;
    change.description = indexes.size() == 1
                             ? tr("Discard unplayed battle \"%1\"").arg(campaign.battles.at(indexes.constFirst()).name)
                             : tr("Discard %n unplayed battle(s)", nullptr, int(indexes.size()));
    for (const qsizetype index : std::as_const(indexes))
        change << edit::BattleInsertion{campaign.battles.at(index), int(index), false};
    return change;
}

Result<CampaignChange> BattleActions::applyBattleCasualties(const Campaign &campaign, qint64 battleId,
                                                            const QList<RosterCasualties> &changes,
                                                            const QString &description,
                                                            const QList<StaffAfterBattle> &staff,
                                                            const QList<ForceRuleDataAfter> &ruleData)
{
    const qsizetype battleIndex = campaign.indexOfBattle(battleId);
    if (battleIndex < 0)
        return unknownBattle();
    CampaignChange change;
    change.description = description;
    for (const RosterCasualties &casualties : changes) {
        const qsizetype index = campaign.indexOfForce(casualties.forceId);
        if (index < 0)
            continue;
        const Force &f = campaign.forces.at(index);
        edit::LineChange hurt{f.id, {}, {}};
        for (const RosterLine &line : casualties.changed) {
            const qsizetype row = f.indexOfLine(line.id);
            if (row >= 0 && f.lines.at(row) != line) {
                hurt.before << f.lines.at(row);
                hurt.after << line;
            }
        }
        if (!hurt.after.isEmpty())
            change << hurt;
        change.edits << ForceActions::lineRemoval(campaign, f.id, casualties.removed);
        // The logistic force loses its share too: every kind of LS by the same fraction.
        if (casualties.logisticCasualties > 0) {
            const ForceEconomy before = campaign.economyOf(f.id);
            ForceEconomy after = before;
            const double keep = std::max(0, 100 - casualties.logisticCasualties) / 100.0;
            after.logistics = LogisticForce{before.logistics.land * keep, before.logistics.naval * keep,
                                            before.logistics.air * keep};
            if (after != before)
                change << edit::ForceEconomyChange{f.id, campaign.storedEconomyOf(f.id), after};
        }
    }
    for (const StaffAfterBattle &person : staff) {
        const Force *force = forceIn(campaign, person.forceId);
        if (force && force->member(person.role) != person.member)
            change << edit::Staff{force->id, person.role, force->member(person.role), person.member};
    }
    for (const ForceRuleDataAfter &data : ruleData) {
        const Force *force = forceIn(campaign, data.forceId);
        const QByteArray before = force ? force->ruleSetData.value(data.ruleSet) : QByteArray();
        if (force && before != data.data)
            change << edit::ForceRuleData{force->id, data.ruleSet, before, data.data};
    }
    StoredBattle applied = campaign.battles.at(battleIndex);
    applied.status = BattleStatus::CasualtiesApplied;
    change << edit::BattleChange{campaign.battles.at(battleIndex), applied};
    return change;
}

} // namespace muster
