#pragma once

#include "campaign/Campaign.h"
#include "campaign/CampaignChange.h"
#include "common/Result.h"

#include <QCoreApplication>

namespace muster {

// A force's roster after a battle: the lines whose casualties or count changed, and the lines removed.
struct RosterCasualties
{
    qint64 forceId = 0;
    QList<RosterLine> changed;
    QList<qint64> removed;
    int logisticCasualties =
        0; // percent of the force's logistic force lost ("Overrunning the Enemy's Rear Area")
};

// A force's staff member after a battle ("Effects of Battle on PCs and Important NPCs"): the HP he ended it
// with and his fate, for the staff to carry into the next battle.
struct StaffAfterBattle
{
    qint64 forceId = 0;
    StaffRole role = StaffRole::Commander;
    StaffMember member;
    bool operator==(const StaffAfterBattle &) const = default;
};

// What a finished battle does to the campaign, whatever its rule set: each force's roster after it, and the
// HP and fate of the staff who fought. Empty for a battle that touches no campaign force.
// What a battle rule set keeps of a force after a battle (Force::ruleSetData): a Mutant: Year Zero faction with its
// Battle Level, units and Ark projects as the battle left them.
struct ForceRuleDataAfter
{
    qint64 forceId = 0;
    QString ruleSet;
    QByteArray data;
    bool operator==(const ForceRuleDataAfter &) const = default;
};

struct BattleConsequences
{
    QList<RosterCasualties> rosters;
    QList<StaffAfterBattle> staff;
    QList<ForceRuleDataAfter> ruleData;
};

// The battles of a campaign as user actions: deleting one, and carrying its losses to the rosters.
class BattleActions
{
    Q_DECLARE_TR_FUNCTIONS(muster::CampaignDocument)

public:
    static Error unknownBattle();
    static Result<CampaignChange> removeBattle(const Campaign &campaign, qint64 battleId);
    // Battles started and left before any round was resolved, dropped in one step (Undo brings them back);
    // a battle with a resolved round is refused: it has a story to keep, and Delete removes it on purpose.
    static Result<CampaignChange> discardUnplayedBattles(const Campaign &campaign, const QList<qint64> &battleIds);
    // Every battle of the campaign that discardUnplayedBattles would take, in the Battles list's order.
    static QList<qint64> unplayedBattles(const Campaign &campaign);
    // The lines' casualties and removals, the logistic force's share of the losses, the staff's HP and fate,
    // and the battle marked BattleStatus::CasualtiesApplied, as one step.
    static Result<CampaignChange> applyBattleCasualties(const Campaign &campaign, qint64 battleId,
                                                        const QList<RosterCasualties> &changes,
                                                        const QString &description,
                                                        const QList<StaffAfterBattle> &staff = {},
                                                        const QList<ForceRuleDataAfter> &ruleData = {});
    // The rule set New Battle offers first (Campaign > Settings); one this version does not have is refused.
    static Result<CampaignChange> setBattleRuleSet(const Campaign &campaign, const QString &ruleSetId);
};

} // namespace muster
