#pragma once

#include "actions/BattleActions.h"
#include "campaign/StoredBattle.h"
#include "common/Result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <array>
#include <functional>

namespace muster {

// A battle being fought under some rule set, as the rest of the program sees it: what the Battles list
// shows, what the campaign file keeps, undo of the last step and the report. Each rule set steps its own
// battle (a GURPS round, a MYZ Wave, a clash of units, a turn on the tile board) behind this surface.
class BattleSession
{
public:
    virtual ~BattleSession() = default;

    virtual QString ruleSetId() const = 0;
    virtual QString name() const = 0;
    // The sides as the battle window's title line names them: "Host of Orrin", "Rebels".
    virtual QStringList sideNames() const = 0;
    // In progress or finished; whether its casualties were applied is the campaign's to say.
    virtual BattleStatus status() const = 0;
    // Started, and nothing decided in it yet that a GM would miss if it were discarded.
    virtual bool isUnplayed() const = 0;
    // One line for the Battles list: who against whom, how it stands.
    virtual QString summary() const = 0;
    // The set-up and every decision and die so far, as compact JSON that restores the battle exactly.
    virtual QByteArray record() const = 0;
    // Every step taken so far, one line each and in order, for the battle window's log.
    virtual QStringList stepLog() const = 0;
    virtual bool canUndo() const = 0;
    virtual void undoLastStep() = 0;
    // The battle as one self-contained HTML page.
    virtual QString reportHtml() const = 0;
    // What the finished battle does to the campaign's rosters and staff, with the rule set's default choices
    // (muster-cli apply-battle); a battle that fielded no campaign force has none.
    virtual Result<BattleConsequences> consequences(const Campaign &campaign) const
    {
        Q_UNUSED(campaign);
        return BattleConsequences{};
    }
};

// The stored form of a battle as its session has it now: status, the Battles list's summary and the record.
// A battle whose casualties were applied stays so.
void updateStoredBattle(StoredBattle &stored, const BattleSession &session);
// A battle just started, ready to be saved (id 0: a new one).
StoredBattle newStoredBattle(const BattleSession &session);

// The consequences of a battle whose aftermath is the rule set's data per force (a MYZ faction, an SMC or d20 army):
// for each side that is a campaign force (`forceIds`, 0 for none), `after(side)` as the battle left it (empty: the
// force keeps nothing, and its next battle proposes from its roster).
BattleConsequences ruleDataConsequences(const Campaign &campaign, const QString &ruleSetId,
                                        const std::array<qint64, 2> &forceIds,
                                        const std::function<QByteArray(int side)> &after);

} // namespace muster
