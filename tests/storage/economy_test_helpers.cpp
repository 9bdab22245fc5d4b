#include "economy_test_helpers.h"

using namespace muster;
using namespace Qt::StringLiterals;

namespace storagetest {

LedgerEntry entry(qint64 id, CampaignDate date, LedgerCategory category, qint64 cents,
                  const QString &description, qint64 forceId, qint64 lineId)
{
    return LedgerEntry{id, date, category, Money::fromCents(cents), forceId, lineId, description};
}

RevenueSource source(qint64 id, const QString &name, qint64 cents, RevenueSchedule schedule,
                     const QList<int> &months, const QString &territory, TerritoryState state)
{
    return RevenueSource{id, name, Money::fromCents(cents), schedule, months, territory, state};
}

QStringList describe(const Treasury &t)
{
    QStringList text{u"%1|%2|%3|%4"_s.arg(t.id).arg(t.name).arg(t.warChest.cents()).arg(t.allowNegative)};
    for (const RevenueSource &s : t.revenueSources) {
        QStringList months;
        for (int m : s.months)
            months << QString::number(m);
        text << u"source %1|%2|%3|%4|%5|%6|%7"_s.arg(s.id)
                    .arg(s.name)
                    .arg(s.amount.cents())
                    .arg(revenueScheduleCode(s.schedule), months.join(u','), s.territory,
                         territoryStateCode(s.state));
    }
    for (const LedgerEntry &e : t.ledger().entries())
        text << u"entry %1|%2-%3-%4|%5|%6|%7|%8|%9"_s.arg(e.id)
                    .arg(e.date.year)
                    .arg(e.date.month)
                    .arg(e.date.day)
                    .arg(ledgerCategoryCode(e.category))
                    .arg(e.amount.cents())
                    .arg(e.forceId)
                    .arg(e.lineId)
                    .arg(e.description);
    return text;
}

Treasury savedTreasury(const QSqlDatabase &database, const QString &name)
{
    Treasury treasury;
    treasury.name = name;
    if (!EconomyRepository(database).insertTreasury(treasury, 0))
        treasury.id = 0;
    return treasury;
}

} // namespace storagetest
