#include "EconomyRows.h"

#include "storage/RecordColumns.h"

#include <QCoreApplication>

namespace muster::EconomyRows {

namespace {

Error unreadable(const QString &message)
{
    return Error{message, QStringLiteral("file")};
}

} // namespace

QVariantList dateValues(const CampaignDate &date)
{
    return {date.year, date.month, date.day};
}

CampaignDate dateFromRow(const QSqlQuery &q, int first)
{
    return {q.value(first).toInt(), q.value(first + 1).toInt(), q.value(first + 2).toInt()};
}

// The columns after treasury_id and id, in the order sourceValues() gives them.
const QStringList sourceColumnNames =
    QStringLiteral("name, amount, schedule, months, territory, state").split(QStringLiteral(", "));

QVariantList sourceValues(const RevenueSource &source)
{
    QStringList months;
    for (int month : source.months)
        months << QString::number(month);
    return {source.name,
            source.amount.cents(),
            revenueScheduleCode(source.schedule),
            months.join(QLatin1Char(',')),
            source.territory,
            territoryStateCode(source.state)};
}

Result<RevenueSource> sourceFromRow(const QSqlQuery &q, int first)
{
    RevenueSource source;
    source.id = q.value(first).toLongLong();
    source.name = q.value(first + 1).toString();
    source.amount = Money::fromCents(q.value(first + 2).toLongLong());
    const auto schedule = revenueScheduleFromString(q.value(first + 3).toString());
    const auto state = territoryStateFromString(q.value(first + 6).toString());
    if (!schedule || !state)
        return unreadable(
            QCoreApplication::translate(
                "Storage", "The campaign file holds a revenue source this version cannot read: %1")
                .arg(source.name));
    source.schedule = *schedule;
    source.state = *state;
    const QString months = q.value(first + 4).toString();
    for (const QString &month : months.split(QLatin1Char(','), Qt::SkipEmptyParts))
        source.months << month.toInt();
    source.territory = q.value(first + 5).toString();
    return source;
}

const QString raisingColumns =
    QStringLiteral("force_id, count, speed, cost, ordered_year, ordered_month, ordered_day, ready_year, "
                   "ready_month, ready_day, kind, line_id, casualties_replaced, ") +
    RecordColumns::names().join(QStringLiteral(", "));

const QString levyTermColumns =
    QStringLiteral("line_id, called_up_year, called_up_month, called_up_day, year, months_served");

const QString forceEconomyColumns =
    QStringLiteral("force_id, treasury_id, location, terrain, tied_to_roads, readiness, reduced_last_month, "
                   "land_ls, naval_ls, air_ls, supply_line, posture, closed_year, closed_month, admin_roll, "
                   "admin_roll_year, admin_roll_month, admin_roll_typed, last_march, last_march_off_road");

QVariantList monthValues(const std::optional<CampaignMonth> &month)
{
    if (!month)
        return {QVariant(), QVariant()};
    return {month->year, month->month};
}

std::optional<CampaignMonth> monthFromRow(const QSqlQuery &q, int first)
{
    if (q.value(first).isNull() || q.value(first + 1).isNull())
        return std::nullopt;
    return CampaignMonth{q.value(first).toInt(), q.value(first + 1).toInt()};
}

QString lastMarchCode(const std::optional<LastMarch> &march)
{
    if (!march)
        return QString(QLatin1String(""));
    if (!march->forced)
        return QStringLiteral("normal");
    return march->rollFailed ? QStringLiteral("forced-failed") : QStringLiteral("forced");
}

bool knownLastMarchCode(const QString &code)
{
    return code.isEmpty() || code == QLatin1String("normal") || code == QLatin1String("forced") ||
           code == QLatin1String("forced-failed");
}

std::optional<LastMarch> lastMarchFromCode(const QString &code, bool offRoad)
{
    if (code.isEmpty() || !knownLastMarchCode(code))
        return std::nullopt;
    return LastMarch{code != QLatin1String("normal"), code == QLatin1String("forced-failed"), offRoad};
}

} // namespace muster::EconomyRows
