#include "LevyTerm.h"

#include <QCoreApplication>

#include <algorithm>

namespace muster {

LevyTerm callUpLevy(const CampaignDate &date)
{
    return LevyTerm{date, date.year, 0};
}

LevyTerm levyTermOf(const LevyTerms &terms, qint64 lineId, const CampaignDate &month)
{
    const auto it = terms.constFind(lineId);
    return it != terms.constEnd() ? *it : callUpLevy(CampaignDate{month.year, month.month, 1});
}

LevyService levyServiceFor(const LevyTerm &term, LevyService chosen, int year)
{
    if (chosen == LevyService::Extended)
        return chosen;
    return term.monthsServedIn(year) < levyMonthsPerYear ? chosen : LevyService::Extended;
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

QStringList levyNotices(const QString &label, const LevyTerm &term, LevyService chosen, const CampaignDate &month,
                        const Calendar &calendar)
{
    QStringList notices;
    const LevyService service = levyServiceFor(term, chosen, month.year);
    if (service == LevyService::Extended && chosen != LevyService::Extended)
        notices << QCoreApplication::translate("Levy", "%1: their two months on levy terms this year are used up; "
                                                       "this month they are paid as mercenaries.")
                       .arg(label);
    else if (service != LevyService::Extended &&
             afterLevyMonth(term, service, month.year).monthsServed == levyMonthsPerYear)
        notices << QCoreApplication::translate("Levy", "%1: last month on levy terms this year; from next month they "
                                                       "serve only as mercenaries, or go home.")
                       .arg(label);
    if (levyReactionDue(term, month, calendar))
        notices << QCoreApplication::translate("Levy", "%1: %2 months of service; make their reaction roll (Good or "
                                                       "better: they serve on as mercenaries; otherwise they go home).")
                       .arg(label)
                       .arg(levyMonthsOfService(term, month, calendar));
    return notices;
}

Force withLevyTerms(const Force &force, const LevyTerms &terms, const CampaignDate &month)
{
    Force result = force;
    for (RosterLine &line : result.lines) {
        if (!line.record.has(Feature::Levy))
            continue;
        const LevyTerm term = levyTermOf(terms, line.id, month);
        line.record.levyService = levyServiceFor(term, line.record.levyService, month.year);
    }
    return result;
}

} // namespace muster
