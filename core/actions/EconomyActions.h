#pragma once

#include "campaign/Campaign.h"
#include "campaign/CampaignChange.h"
#include "common/Result.h"
#include "economy/ForceMonthEnd.h"
#include "economy/MonthEnd.h"
#include "economy/Replacement.h"
#include "dice/DiceSource.h"

#include <QCoreApplication>

namespace muster {

// What to do when time passes the end of a month a treasury has not closed (GURPS Mass Combat, "Maintaining a
// Force": upkeep falls due at each month's end). The GM's choice, a setting.
enum class MonthEndOnAdvance {
    Stop,  // stop at the month's last day and say which treasury has not closed it
    Close, // close it as part of the advance: Administration rolled (or the kept roll), readiness as it is
};

// What advancing time did: revenue booked and raised elements that joined their forces.
struct AdvanceReport
{
    Money revenue;
    int ordersReady = 0;  // raised, replaced or improved
    int ordersLapsed = 0; // replacements or retraining for a line that is gone
    QStringList monthsClosed; // "March 1203 for The Crown": month-ends the advance closed
    // Set when the advance stopped short of the date asked for, at the end of a month not closed.
    std::optional<CampaignDate> stoppedAt;
    QString stopReason;
};

struct Advance
{
    CampaignChange change;
    AdvanceReport report;
};

// One force's month-end, as the GM confirmed it.
struct ForceMonthEnd
{
    qint64 forceId = 0;
    Readiness readiness = Readiness::Full;
    MonthEndResult result;
    int administrationRoll = 10;
    bool rollTyped = false; // typed in by the GM, not the program's roll
};

// Closing a month for the forces one treasury pays.
struct MonthClosing
{
    qint64 treasuryId = 0;
    CampaignDate date; // the day the costs are booked on
    QList<ForceMonthEnd> forces;
};

struct NextEvent
{
    CampaignDate date;
    QStringList what; // "Knights raised for the Host", "End of August 1203", ...
};

struct Raising
{
    CampaignChange change;
    RaisingOrder order; // as it will be queued (its id comes when the change is saved)
};

// The campaign economy's user actions (GURPS Mass Combat, "Economics of War" and "Maintaining a Force"): each
// a pure function of the campaign and the GM's inputs that either refuses with an error naming the field to
// fix, or returns the change to apply, as one step.
class EconomyActions
{
    Q_DECLARE_TR_FUNCTIONS(muster::CampaignDocument)

public:
    // The treasury that pays a force: its own, or the first one when it names none (0 without treasuries).
    static qint64 payingTreasuryOf(const Campaign &campaign, qint64 forceId);
    // The month the campaign's date is in, as a month-end sees it (season, levies' service so far).
    static ClosingMonth closingMonth(const Campaign &campaign);

    // The forces a treasury pays, in the campaign's order.
    static QList<qint64> forcesPaidBy(const Campaign &campaign, qint64 treasuryId);
    // One force's month-end as the rules compute it from its quartermaster's Administration roll (3d6) and
    // the readiness the GM keeps it at; an invalid roster line is an error naming it.
    static Result<ForceMonthEnd> forceMonthEnd(const Campaign &campaign, qint64 forceId,
                                               int administrationRoll, Readiness readiness,
                                               bool rollTyped = false);
    // The forces a treasury closes the month of `date` for: those it pays that have not closed that month (a
    // force closed by the treasury that paid it before is left out).
    static QList<qint64> forcesToClose(const Campaign &campaign, qint64 treasuryId, const CampaignDate &date);
    // Why the month of `date` cannot be closed for the treasury: it already was. Empty when it can.
    static QString monthAlreadyClosed(const Campaign &campaign, qint64 treasuryId, const CampaignDate &date);
    // The Administration roll kept for the force's quartermaster this month, if one was rolled.
    static std::optional<AdministrationRoll> keptAdministrationRoll(const Campaign &campaign, qint64 forceId);
    // Rolls Administration (3d6) for each force the treasury closes this month for that has no kept roll, and
    // keeps it until the month is closed: reopening the month-end shows the same dice. Empty when every force
    // has its roll.
    static CampaignChange rollAdministration(const Campaign &campaign, qint64 treasuryId, dice::DiceSource &dice);
    // The next day something happens, after today: an order ready, the end of a month, a reaction roll of a
    // levy due; with what happens then.
    static std::optional<NextEvent> nextEvent(const Campaign &campaign);

    static Result<CampaignChange> setCalendar(const Campaign &campaign, const Calendar &calendar);
    static Result<CampaignChange> setToday(const Campaign &campaign, const CampaignDate &date);
    // The calendar and the date together, as one step (the Calendar dialog).
    static Result<CampaignChange> changeCalendar(const Campaign &campaign, const Calendar &calendar,
                                                 const CampaignDate &date);
    // Moves the date on: books the revenue that falls due on the first of each month reached, and lets the
    // raised, replaced and retrained elements whose time is up join their lines. At the end of a month a
    // treasury that pays forces has not closed, it stops there or closes the month (rolling Administration
    // with `dice` where no roll is kept), as `onMonthEnd` says; a close the treasury cannot pay stops it too.
    // Refused when it cannot move at all.
    static Result<Advance> advanceTime(const Campaign &campaign, const CampaignDate &to,
                                       MonthEndOnAdvance onMonthEnd = MonthEndOnAdvance::Stop,
                                       dice::DiceSource *dice = nullptr);
    static Result<CampaignChange> addTreasury(const Campaign &campaign, const QString &name, Money warChest);
    static Result<CampaignChange> changeTreasury(const Campaign &campaign, const Treasury &header);
    // Forces it paid are left without a treasury of their own (and get it back on undo).
    static Result<CampaignChange> removeTreasury(const Campaign &campaign, qint64 treasuryId);
    static Result<CampaignChange> setRevenueSources(const Campaign &campaign, qint64 treasuryId,
                                                    const QList<RevenueSource> &sources);
    // Refused with the shortfall when the treasury cannot pay and may not run into debt.
    static Result<CampaignChange> book(const Campaign &campaign, qint64 treasuryId,
                                       const QList<LedgerEntry> &entries, const QString &description);
    // "Raising Elements": pays Raise (x2 or x4 for haste) now and queues the elements until they are ready.
    static Result<Raising> raiseElements(const Campaign &campaign, qint64 forceId, qint64 treasuryId,
                                         const RosterLine &line, RaiseSpeed speed);
    static Result<CampaignChange> setForceEconomy(const Campaign &campaign, qint64 forceId,
                                                  const ForceEconomy &economy);
    // "Maintaining a Force": books Maintain, Hire and logistics, sets readiness, applies No Maintenance
    // casualties and counts a month of service for every Levy line; the treasury and forces remember the
    // month as closed (and forget its kept rolls). Refused for a month already closed.
    static Result<CampaignChange> closeMonth(const Campaign &campaign, const MonthClosing &closing);
    // The GM's word on a Levy line's service so far.
    static Result<CampaignChange> setLevyTerm(const Campaign &campaign, qint64 forceId, qint64 lineId,
                                              const LevyTerm &term);
    // "Force Replacements": pays Raise x the line's casualties now; the line is whole when they arrive.
    static Result<CampaignChange> replaceCasualties(const Campaign &campaign, qint64 forceId, qint64 lineId,
                                                    qint64 treasuryId, RaiseSpeed speed);
    // "Improvements": pays the difference in Raise now; the line changes when the retraining is done (at
    // once when it is free).
    static Result<CampaignChange> improveLine(const Campaign &campaign, qint64 forceId,
                                              const RosterLine &improved, qint64 treasuryId);
    // "Disbanding Elements": removes the line and books the rebate, if any.
    static Result<CampaignChange> disband(const Campaign &campaign, qint64 forceId, qint64 lineId,
                                          qint64 treasuryId, const Disbanding &how);
};

} // namespace muster
