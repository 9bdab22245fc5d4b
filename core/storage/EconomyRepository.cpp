#include "EconomyRepository.h"

#include "storage/CalendarStorage.h"
#include "storage/EconomyRows.h"
#include "storage/RecordColumns.h"
#include "storage/Sql.h"

#include <QCoreApplication>
#include <QSqlQuery>

// Writing the economy of a campaign file, each write one transaction; EconomyRepositoryLoad.cpp reads it.

namespace muster {

using namespace EconomyRows;

namespace {

// The revenue sources of one treasury, in the GM's order.
Sql::OrderedRows treasurySources(qint64 treasuryId)
{
    return {QStringLiteral("revenue_sources"), QStringLiteral("treasury_id = ?"), {treasuryId}};
}

} // namespace

Status EconomyRepository::setCampaignValue(const QString &key, const QString &value)
{
    return inTransaction(m_database, [&] {
        return Sql::exec(m_database,
                         QStringLiteral("INSERT OR REPLACE INTO campaign (key, value) VALUES (?, ?)"),
                         {key, value});
    });
}

Status EconomyRepository::setCalendar(const Calendar &calendar)
{
    return setCampaignValue(QStringLiteral("calendar"), CalendarStorage::toText(calendar));
}

Status EconomyRepository::setDistanceUnit(DistanceUnit unit)
{
    return setCampaignValue(QStringLiteral("distance_unit"), distanceUnitCode(unit));
}

Status EconomyRepository::setToday(const CampaignDate &today)
{
    return setCampaignValue(QStringLiteral("today"), CalendarStorage::toText(today));
}

Status EconomyRepository::insertTreasury(Treasury &treasury, int position)
{
    Treasury inserted = treasury;
    Status status = inTransaction(m_database, [&]() -> Status {
        if (Status s = Sql::makeRoom(m_database, {QStringLiteral("treasuries")}, position); !s)
            return s;
        auto id =
            Sql::insertRow(m_database, QStringLiteral("treasuries"), inserted.id,
                           QStringLiteral("name, war_chest, allow_negative, position, closed_year, closed_month"),
                           QVariantList{inserted.name, inserted.warChest.cents(), inserted.allowNegative, position} +
                               monthValues(inserted.closedThrough));
        if (!id)
            return id.error();
        inserted.id = *id;
        for (qsizetype i = 0; i < inserted.revenueSources.size(); ++i) {
            if (Status s = insertSourceRow(inserted.id, inserted.revenueSources[i], int(i)); !s)
                return s;
        }
        return insertEntryRows(inserted.id, inserted.ledger().entries());
    });
    if (status)
        treasury = inserted;
    return status;
}

Status EconomyRepository::updateTreasury(const Treasury &treasury)
{
    return inTransaction(m_database, [&] {
        return Sql::exec(
            m_database,
            QStringLiteral("UPDATE treasuries SET name = ?, war_chest = ?, allow_negative = ?, closed_year = ?, "
                           "closed_month = ? WHERE id = ?"),
            QVariantList{treasury.name, treasury.warChest.cents(), treasury.allowNegative} +
                monthValues(treasury.closedThrough) + QVariantList{treasury.id});
    });
}

Status EconomyRepository::deleteTreasury(qint64 treasuryId)
{
    return inTransaction(m_database, [&] {
        // Sources and entries go with it (ON DELETE CASCADE); force_economy rows lose it (SET NULL).
        return Sql::removeClosingGap(m_database, {QStringLiteral("treasuries")}, QStringLiteral("id = ?"),
                                     {treasuryId});
    });
}

Status EconomyRepository::insertSourceRow(qint64 treasuryId, RevenueSource &source, int position)
{
    if (source.id <= 0) {
        auto next = Sql::select(
            m_database,
            QStringLiteral("SELECT coalesce(max(id), 0) + 1 FROM revenue_sources WHERE treasury_id = ?"),
            {treasuryId});
        if (!next)
            return next.error();
        source.id = next->next() ? next->value(0).toLongLong() : 1;
    }
    QVariantList values{treasuryId, source.id, position};
    values.append(sourceValues(source));
    return Sql::exec(m_database,
                     QStringLiteral("INSERT INTO revenue_sources (treasury_id, id, position, %1) VALUES (%2)")
                         .arg(sourceColumnNames.join(QStringLiteral(", ")), Sql::placeholders(values.size())),
                     values);
}

Status EconomyRepository::insertRevenueSource(qint64 treasuryId, RevenueSource &source, int position)
{
    RevenueSource inserted = source;
    Status status = inTransaction(m_database, [&]() -> Status {
        if (Status s = Sql::makeRoom(m_database, treasurySources(treasuryId), position); !s)
            return s;
        return insertSourceRow(treasuryId, inserted, position);
    });
    if (status)
        source = inserted;
    return status;
}

Status EconomyRepository::updateRevenueSource(qint64 treasuryId, const RevenueSource &source)
{
    return inTransaction(m_database, [&] {
        QVariantList values = sourceValues(source);
        values << treasuryId << source.id;
        return Sql::execOne(
            m_database,
            QStringLiteral("UPDATE revenue_sources SET %1 WHERE treasury_id = ? AND id = ?")
                .arg(Sql::assignments(sourceColumnNames)),
            values,
            Error{QCoreApplication::translate("Storage", "The revenue source \"%1\" is no longer in the "
                                                         "campaign file; it was not saved.")
                      .arg(source.name),
                  QStringLiteral("revenue")});
    });
}

Status EconomyRepository::deleteRevenueSource(qint64 treasuryId, qint64 sourceId)
{
    return inTransaction(m_database, [&] {
        return Sql::removeClosingGap(m_database, treasurySources(treasuryId), QStringLiteral("id = ?"),
                                     {sourceId});
    });
}

Status EconomyRepository::insertEntryRows(qint64 treasuryId, const QList<LedgerEntry> &entries)
{
    for (const LedgerEntry &entry : entries) {
        QVariantList values{treasuryId, entry.id};
        values.append(dateValues(entry.date));
        values << ledgerCategoryCode(entry.category) << entry.amount.cents() << entry.forceId << entry.lineId
               << entry.description;
        if (Status s =
                Sql::exec(m_database,
                          QStringLiteral("INSERT INTO ledger_entries (treasury_id, id, year, month, day, "
                                         "category, amount, force_id, line_id, description) VALUES (%1)")
                              .arg(Sql::placeholders(values.size())),
                          values);
            !s)
            return s;
    }
    return success();
}

Status EconomyRepository::insertLedgerEntries(qint64 treasuryId, const QList<LedgerEntry> &entries)
{
    return inTransaction(m_database, [&] { return insertEntryRows(treasuryId, entries); });
}

Status EconomyRepository::deleteLedgerEntries(qint64 treasuryId, const QList<qint64> &entryIds)
{
    return inTransaction(m_database, [&]() -> Status {
        for (qint64 id : entryIds) {
            if (Status s = Sql::exec(
                    m_database, QStringLiteral("DELETE FROM ledger_entries WHERE treasury_id = ? AND id = ?"),
                    {treasuryId, id});
                !s)
                return s;
        }
        return success();
    });
}

Status EconomyRepository::insertRaisingOrder(RaisingOrder &order)
{
    qint64 id = 0;
    Status status = inTransaction(m_database, [&]() -> Status {
        QVariantList values{order.forceId, order.count, raiseSpeedCode(order.speed), order.cost.cents()};
        values << dateValues(order.ordered) << dateValues(order.ready) << orderKindCode(order.kind) << order.lineId
               << order.casualtiesReplaced << RecordColumns::values(order.record);
        auto inserted =
            Sql::insertRow(m_database, QStringLiteral("raising_orders"), order.id, raisingColumns, values);
        if (!inserted)
            return inserted.error();
        id = *inserted;
        return success();
    });
    if (status)
        order.id = id;
    return status;
}

Status EconomyRepository::deleteRaisingOrder(qint64 orderId)
{
    return inTransaction(m_database, [&] {
        return Sql::exec(m_database, QStringLiteral("DELETE FROM raising_orders WHERE id = ?"), {orderId});
    });
}

Status EconomyRepository::setForceEconomy(qint64 forceId, const ForceEconomy &e)
{
    return inTransaction(m_database, [&] {
        QVariantList values{forceId,
                                  e.treasuryId > 0 ? QVariant(e.treasuryId) : QVariant(),
                                  e.location,
                                  e.terrain ? terrainTypeCode(*e.terrain) : QStringLiteral(""),
                                  e.tiedToRoads,
                                  readinessCode(e.readiness),
                                  e.reducedLastMonth,
                                  e.logistics.land,
                                  e.logistics.naval,
                                  e.logistics.air,
                                  supplyLineCode(e.supplyLine),
                                  forcePostureCode(e.posture)};
        values << monthValues(e.closedThrough);
        if (e.administrationRoll)
            values << e.administrationRoll->roll << monthValues(e.administrationRoll->month)
                   << e.administrationRoll->typed;
        else
            values << QVariant() << monthValues(std::nullopt) << false;
        values << lastMarchCode(e.lastMarch) << (e.lastMarch && e.lastMarch->offRoad);
        return Sql::exec(m_database,
                         QStringLiteral("INSERT OR REPLACE INTO force_economy (%1) VALUES (%2)")
                             .arg(forceEconomyColumns, Sql::placeholders(values.size())),
                         values);
    });
}

Status EconomyRepository::deleteForceEconomy(qint64 forceId)
{
    return inTransaction(m_database, [&] {
        return Sql::exec(m_database, QStringLiteral("DELETE FROM force_economy WHERE force_id = ?"), {forceId});
    });
}

Status EconomyRepository::setLevyTerm(qint64 lineId, const std::optional<LevyTerm> &term)
{
    return inTransaction(m_database, [&] {
        if (!term)
            return Sql::exec(m_database, QStringLiteral("DELETE FROM levy_terms WHERE line_id = ?"), {lineId});
        QVariantList values{lineId};
        values << dateValues(term->calledUp) << term->year << term->monthsServed;
        return Sql::exec(m_database,
                         QStringLiteral("INSERT OR REPLACE INTO levy_terms (%1) VALUES (%2)")
                             .arg(levyTermColumns, Sql::placeholders(values.size())),
                         values);
    });
}

} // namespace muster
