#include "EconomyRepository.h"

#include "storage/CalendarStorage.h"
#include "storage/EconomyRows.h"
#include "storage/RecordColumns.h"
#include "storage/Sql.h"

#include <QCoreApplication>
#include <QSqlQuery>

// Reading the economy of a campaign file; EconomyRepository.cpp writes it.

namespace muster {

using namespace EconomyRows;

namespace {

Error unreadable(const QString &message)
{
    return Error{message, QStringLiteral("file")};
}

} // namespace

Status EconomyRepository::loadInto(Campaign &campaign) const
{
    const QString select = QStringLiteral("SELECT value FROM campaign WHERE key = '%1'");
    const QVariant calendar = Sql::scalar(m_database, select.arg(QLatin1String("calendar")));
    if (calendar.isValid()) {
        auto read = CalendarStorage::calendarFromText(calendar.toString());
        if (!read)
            return read.error();
        campaign.calendar = std::move(read).value();
    }
    const QVariant today = Sql::scalar(m_database, select.arg(QLatin1String("today")));
    if (today.isValid()) {
        auto read = CalendarStorage::dateFromText(today.toString());
        if (!read)
            return read.error();
        campaign.today = *read;
    }
    const QVariant unit = Sql::scalar(m_database, select.arg(QLatin1String("distance_unit")));
    if (unit.isValid()) {
        const auto read = distanceUnitFromString(unit.toString());
        if (!read)
            return unreadable(QCoreApplication::translate("Storage", "The campaign file measures distances in a "
                                                                      "unit this version does not know: %1")
                                  .arg(unit.toString()));
        campaign.distanceUnit = *read;
    }
    if (Status s = loadTreasuries(campaign); !s)
        return s;
    if (Status s = loadRaising(campaign); !s)
        return s;
    if (Status s = loadForceEconomy(campaign); !s)
        return s;
    return loadLevyTerms(campaign);
}

Status EconomyRepository::loadTreasuries(Campaign &campaign) const
{
    auto treasuries = Sql::select(
        m_database,
        QStringLiteral("SELECT id, name, war_chest, allow_negative, closed_year, closed_month FROM treasuries "
                       "ORDER BY position, id"));
    if (!treasuries)
        return treasuries.error();
    while (treasuries->next()) {
        Treasury treasury;
        treasury.id = treasuries->value(0).toLongLong();
        treasury.name = treasuries->value(1).toString();
        treasury.warChest = Money::fromCents(treasuries->value(2).toLongLong());
        treasury.allowNegative = treasuries->value(3).toBool();
        treasury.closedThrough = monthFromRow(*treasuries, 4);
        campaign.treasuries.append(std::move(treasury));
    }

    auto sources = Sql::select(m_database, QStringLiteral("SELECT treasury_id, id, %1 FROM revenue_sources "
                                                          "ORDER BY treasury_id, position, id")
                                               .arg(sourceColumnNames.join(QStringLiteral(", "))));
    if (!sources)
        return sources.error();
    while (sources->next()) {
        const qsizetype index = campaign.indexOfTreasury(sources->value(0).toLongLong());
        auto source = sourceFromRow(*sources, 1);
        if (!source)
            return source.error();
        if (index >= 0)
            campaign.treasuries[index].revenueSources.append(std::move(source).value());
    }

    auto entries = Sql::select(
        m_database,
        QStringLiteral("SELECT treasury_id, id, year, month, day, category, amount, force_id, line_id, "
                       "description FROM ledger_entries ORDER BY treasury_id, year, month, day, id"));
    if (!entries)
        return entries.error();
    while (entries->next()) {
        const qsizetype index = campaign.indexOfTreasury(entries->value(0).toLongLong());
        const auto category = ledgerCategoryFromString(entries->value(5).toString());
        if (!category)
            return unreadable(QCoreApplication::translate(
                                  "Storage", "The campaign file holds a ledger entry this version cannot "
                                             "read: %1")
                                  .arg(entries->value(9).toString()));
        LedgerEntry entry;
        entry.id = entries->value(1).toLongLong();
        entry.date = dateFromRow(*entries, 2);
        entry.category = *category;
        entry.amount = Money::fromCents(entries->value(6).toLongLong());
        entry.forceId = entries->value(7).toLongLong();
        entry.lineId = entries->value(8).toLongLong();
        entry.description = entries->value(9).toString();
        if (index >= 0)
            campaign.treasuries[index].restore(entry);
    }
    return success();
}

Status EconomyRepository::loadRaising(Campaign &campaign) const
{
    auto orders = Sql::select(
        m_database, QStringLiteral("SELECT id, %1 FROM raising_orders ORDER BY id").arg(raisingColumns));
    if (!orders)
        return orders.error();
    while (orders->next()) {
        const auto speed = raiseSpeedFromString(orders->value(3).toString());
        const auto kind = orderKindFromCode(orders->value(11).toString());
        auto record = RecordColumns::fromRow(*orders, 14);
        if (!record)
            return record.error();
        if (!speed || !kind)
            return unreadable(QCoreApplication::translate(
                                  "Storage", "The campaign file holds a raising order this version cannot "
                                             "read: %1")
                                  .arg(orders->value(3).toString()));
        RaisingOrder order;
        order.id = orders->value(0).toLongLong();
        order.forceId = orders->value(1).toLongLong();
        order.count = orders->value(2).toInt();
        order.speed = *speed;
        order.cost = Money::fromCents(orders->value(4).toLongLong());
        order.ordered = dateFromRow(*orders, 5);
        order.ready = dateFromRow(*orders, 8);
        order.kind = *kind;
        order.lineId = orders->value(12).toLongLong();
        order.casualtiesReplaced = orders->value(13).toDouble();
        order.record = std::move(record).value();
        campaign.raising.add(std::move(order));
    }
    return success();
}

Status EconomyRepository::loadForceEconomy(Campaign &campaign) const
{
    auto rows =
        Sql::select(m_database, QStringLiteral("SELECT %1 FROM force_economy").arg(forceEconomyColumns));
    if (!rows)
        return rows.error();
    while (rows->next()) {
        const QString terrain = rows->value(3).toString();
        const auto terrainType = terrainTypeFromString(terrain);
        const auto readiness = readinessFromString(rows->value(5).toString());
        const auto supplyLine = supplyLineFromCode(rows->value(10).toString());
        const auto posture = forcePostureFromString(rows->value(11).toString());
        const QString lastMarch = rows->value(18).toString();
        if ((!terrain.isEmpty() && !terrainType) || !readiness || !supplyLine || !posture ||
            !knownLastMarchCode(lastMarch))
            return unreadable(QCoreApplication::translate(
                "Storage", "The campaign file holds the economy of a force that this version cannot "
                           "read."));
        ForceEconomy economy;
        economy.treasuryId = rows->value(1).toLongLong(); // NULL: none, 0
        economy.location = rows->value(2).toString();
        if (!terrain.isEmpty())
            economy.terrain = terrainType;
        economy.tiedToRoads = rows->value(4).toBool();
        economy.readiness = *readiness;
        economy.reducedLastMonth = rows->value(6).toBool();
        economy.logistics = {rows->value(7).toDouble(), rows->value(8).toDouble(), rows->value(9).toDouble()};
        economy.supplyLine = *supplyLine;
        economy.posture = *posture;
        economy.closedThrough = monthFromRow(*rows, 12);
        if (const auto month = monthFromRow(*rows, 15); month && !rows->value(14).isNull())
            economy.administrationRoll = AdministrationRoll{*month, rows->value(14).toInt(), rows->value(17).toBool()};
        economy.lastMarch = lastMarchFromCode(lastMarch, rows->value(19).toBool());
        campaign.forceEconomy.insert(rows->value(0).toLongLong(), economy);
    }
    return success();
}

Status EconomyRepository::loadLevyTerms(Campaign &campaign) const
{
    auto rows = Sql::select(m_database, QStringLiteral("SELECT %1 FROM levy_terms").arg(levyTermColumns));
    if (!rows)
        return rows.error();
    while (rows->next()) {
        LevyTerm term;
        term.calledUp = dateFromRow(*rows, 1);
        term.year = rows->value(4).toInt();
        term.monthsServed = rows->value(5).toInt();
        campaign.levies.insert(rows->value(0).toLongLong(), term);
    }
    return success();
}

} // namespace muster
