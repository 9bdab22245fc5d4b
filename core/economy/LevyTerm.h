#pragma once

#include "catalog/Feature.h"
#include "economy/Calendar.h"
#include "force/Force.h"

#include <QHash>

namespace muster {

// How long a Levy line has served (rule book, Chapter 1, "Levy"): levies serve up to two months a year
// on levy terms (free near home, half Maintain farther away), then only as mercenaries; and every six
// months of service the GM makes a reaction roll to see whether they stay.
struct LevyTerm
{
    CampaignDate calledUp; // the first day of service; the six-month reaction rolls count from its month
    int year = 0;          // the calendar year `monthsServed` counts in
    int monthsServed = 0;  // months closed on levy terms in `year`

    // Months on levy terms used in `calendarYear`: none yet in a year the term has not reached.
    int monthsServedIn(int calendarYear) const { return calendarYear == year ? monthsServed : 0; }

    bool operator==(const LevyTerm &) const = default;
};

constexpr int levyMonthsPerYear = 2;
constexpr int levyReactionMonths = 6;

// The levy terms kept per roster line id.
using LevyTerms = QHash<qint64, LevyTerm>;

// A new term for a levy called up on `date`: no months served yet.
LevyTerm callUpLevy(const CampaignDate &date);

// The line's term, or, for a levy not yet on record, one that starts with the month of `month` (the month
// it is first paid for is its first month of service).
LevyTerm levyTermOf(const LevyTerms &terms, qint64 lineId, const CampaignDate &month);

// What the levy costs in a month of year `year`: the GM's choice of distance from home (near home or
// away) while it has levy months left that year, mercenary terms after. A levy the GM already put on
// mercenary terms stays on them.
LevyService levyServiceFor(const LevyTerm &term, LevyService chosen, int year);
// The term once a month of year `year` has been closed on `served` terms: a month on levy terms counts
// toward the two of that year; a new year starts the count again.
LevyTerm afterLevyMonth(LevyTerm term, LevyService served, int year);

// Months of service from the call-up month through the month of `date`, both counted (1 in the call-up
// month itself; 0 before the call-up).
int levyMonthsOfService(const LevyTerm &term, const CampaignDate &date, const Calendar &calendar);
// Whether closing the month of `date` completes six (twelve, ...) months of service: the GM's reaction roll
// is due ("Good" or better, they serve on as mercenaries; otherwise they head home).
bool levyReactionDue(const LevyTerm &term, const CampaignDate &date, const Calendar &calendar);
// The last day of the month in which the next reaction roll falls due, counted from `date`'s month.
CampaignDate nextLevyReaction(const LevyTerm &term, const CampaignDate &date, const Calendar &calendar);

// What the GM should hear about a levy when closing the month of `month` (empty: nothing): its reaction
// roll falls due; this is its last month on levy terms this year; or it now serves on mercenary terms.
// `label` names the line ("2 Crossbowmen (Bowmen)").
QStringList levyNotices(const QString &label, const LevyTerm &term, LevyService chosen, const CampaignDate &month,
                        const Calendar &calendar);

// `force` with each Levy line's cost terms set for the month of `month` from its term (a line without
// one counts as called up this month). Other lines are unchanged.
Force withLevyTerms(const Force &force, const LevyTerms &terms, const CampaignDate &month);

} // namespace muster
