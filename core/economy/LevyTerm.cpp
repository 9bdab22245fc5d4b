#include "LevyTerm.h"

#include <algorithm>

namespace muster {

LevyTerm callUpLevy(const CampaignDate &date)
{
    return LevyTerm{date, date.year, 0};
}

LevyService levyServiceFor(const LevyTerm &term, LevyService chosen, int year)
{
    if (chosen == LevyService::Extended)
        return chosen;
    const int served = term.year == year ? term.monthsServed : 0;
    return served < levyMonthsPerYear ? chosen : LevyService::Extended;
}

LevyTerm afterLevyMonth(LevyTerm term, LevyService served, int year)
{
    if (term.year != year) {
        term.year = year;
        term.monthsServed = 0;
    }
    if (served != LevyService::Extended)
        ++term.monthsServed;
    return term;
}

int levyMonthsOfService(const LevyTerm &term, const CampaignDate &date, const Calendar &calendar)
{
    const int months = (date.year - term.calledUp.year) * calendar.monthCount() + (date.month - term.calledUp.month);
    return months < 0 ? 0 : months + 1;
}

bool levyReactionDue(const LevyTerm &term, const CampaignDate &date, const Calendar &calendar)
{
    const int months = levyMonthsOfService(term, date, calendar);
    return months > 0 && months % levyReactionMonths == 0;
}

CampaignDate nextLevyReaction(const LevyTerm &term, const CampaignDate &date, const Calendar &calendar)
{
    const int months = std::max(1, levyMonthsOfService(term, date, calendar));
    const int due = (months + levyReactionMonths - 1) / levyReactionMonths * levyReactionMonths;
    const CampaignDate first{term.calledUp.year, term.calledUp.month, 1};
    return calendar.lastOfMonth(calendar.addMonths(first, due - 1));
}

Force withLevyTerms(const Force &force, const LevyTerms &terms, const CampaignDate &month)
{
    Force result = force;
    for (RosterLine &line : result.lines) {
        if (!line.record.has(Feature::Levy))
            continue;
        const LevyTerm term = terms.value(line.id, callUpLevy(month));
        line.record.levyService = levyServiceFor(term, line.record.levyService, month.year);
    }
    return result;
}

} // namespace muster
