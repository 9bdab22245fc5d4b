#include "Revenue.h"

#include "common/NameLookup.h"

#include <QCoreApplication>

namespace muster {

namespace {

struct RevenueText
{
    Q_DECLARE_TR_FUNCTIONS(Revenue)
};

const char *englishName(RevenueSchedule schedule)
{
    switch (schedule) {
    case RevenueSchedule::Monthly:
        return QT_TRANSLATE_NOOP("Revenue", "Monthly");
    case RevenueSchedule::Seasonal:
        return QT_TRANSLATE_NOOP("Revenue", "Seasonal");
    case RevenueSchedule::Annual:
        return QT_TRANSLATE_NOOP("Revenue", "Annual");
    }
    return "";
}

const char *englishName(TerritoryState state)
{
    switch (state) {
    case TerritoryState::Held:
        return QT_TRANSLATE_NOOP("Revenue", "Held");
    case TerritoryState::Lost:
        return QT_TRANSLATE_NOOP("Revenue", "Lost");
    case TerritoryState::Devastated:
        return QT_TRANSLATE_NOOP("Revenue", "Devastated");
    }
    return "";
}

Error monthsError(const QString &message)
{
    return Error{message, QStringLiteral("months")};
}

} // namespace

QString revenueScheduleCode(RevenueSchedule schedule)
{
    return QString::fromLatin1(englishName(schedule)).toLower();
}

QString revenueScheduleName(RevenueSchedule schedule)
{
    return QCoreApplication::translate("Revenue", englishName(schedule));
}

std::optional<RevenueSchedule> revenueScheduleFromString(const QString &text)
{
    return findByName(allRevenueSchedules, text, revenueScheduleCode);
}

QString territoryStateCode(TerritoryState state)
{
    return QString::fromLatin1(englishName(state)).toLower();
}

QString territoryStateName(TerritoryState state)
{
    return QCoreApplication::translate("Revenue", englishName(state));
}

std::optional<TerritoryState> territoryStateFromString(const QString &text)
{
    return findByName(allTerritoryStates, text, territoryStateCode);
}

bool RevenueSource::paysIn(int month) const
{
    return schedule == RevenueSchedule::Monthly || months.contains(month);
}

Money RevenueSource::payment() const
{
    switch (state) {
    case TerritoryState::Held:
        return amount;
    case TerritoryState::Lost:
        return Money();
    case TerritoryState::Devastated:
        return amount.scaled(1, 2);
    }
    return amount;
}

Status RevenueSource::validate(const Calendar &calendar) const
{
    if (name.trimmed().isEmpty())
        return Error{RevenueText::tr("The revenue source needs a name."), QStringLiteral("name")};
    if (amount < Money())
        return Error{RevenueText::tr("Revenue cannot be negative: book a cost in the ledger instead."),
                     QStringLiteral("amount")};
    if (schedule == RevenueSchedule::Seasonal && months.isEmpty())
        return monthsError(RevenueText::tr("Choose the months in which %1 pays.").arg(name));
    if (schedule == RevenueSchedule::Annual && months.size() != 1)
        return monthsError(RevenueText::tr("Choose the one month in which %1 pays.").arg(name));
    if (schedule == RevenueSchedule::Monthly)
        return success(); // its months are not used
    for (int month : months) {
        if (const Status valid = calendar.validateMonth(month, QStringLiteral("months")); !valid)
            return valid;
    }
    return success();
}

} // namespace muster
