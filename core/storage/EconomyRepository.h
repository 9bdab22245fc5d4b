#pragma once

#include "campaign/Campaign.h"
#include "common/Result.h"
#include "economy/Calendar.h"
#include "economy/ForceEconomy.h"
#include "economy/Ledger.h"
#include "economy/LevyTerm.h"
#include "economy/RaisingQueue.h"
#include "economy/Revenue.h"
#include "economy/Treasury.h"
#include "storage/TransactionGuard.h"

#include <QList>
#include <QSqlDatabase>

#include <optional>

namespace muster {

// The campaign economy in its file (schema version 6): calendar and today's date (rows of the campaign
// table), treasuries with their revenue sources and ledgers, raising orders and each force's economic
// situation. The only place with the economy's SQL; CampaignRepository::load() calls loadInto().
//
// Each write is one committed transaction. To save several as one (a month-end: ledger entries, the new
// date, orders made ready), run them inside inOneTransaction(): the writes nest as savepoints of that one
// transaction (see TransactionGuard), and the work must return the first failure it meets, so that
// nothing of the month is saved.
class EconomyRepository
{
public:
    explicit EconomyRepository(QSqlDatabase database) : m_database(std::move(database)) {}

    // Fills calendar, today, treasuries (with sources and ledgers), raising, forceEconomy and levies.
    Status loadInto(Campaign &campaign) const;

    Status setCalendar(const Calendar &calendar);
    Status setToday(const CampaignDate &today);
    Status setDistanceUnit(DistanceUnit unit); // a campaign row; a file without one measures in miles

    // Inserts the treasury with its revenue sources and ledger entries at `position`, moving later ones
    // down; sets treasury.id (a non-zero id is kept, so that an undone deletion comes back under it) and
    // the ids of sources saved with 0.
    Status insertTreasury(Treasury &treasury, int position);
    Status updateTreasury(const Treasury &treasury); // name, war chest, allow negative
    // Its revenue sources and ledger go with it; forces it paid for are left without a treasury.
    Status deleteTreasury(qint64 treasuryId);

    // Sets source.id when it is 0 (the next free id of that treasury); a non-zero id is kept.
    Status insertRevenueSource(qint64 treasuryId, RevenueSource &source, int position);
    // Everything but the position; an error if the source is not in the file.
    Status updateRevenueSource(qint64 treasuryId, const RevenueSource &source);
    Status deleteRevenueSource(qint64 treasuryId, qint64 sourceId);

    // All of them or none. The entries keep their ids (the ledger gave them; 0 is refused).
    Status insertLedgerEntries(qint64 treasuryId, const QList<LedgerEntry> &entries);
    Status deleteLedgerEntries(qint64 treasuryId, const QList<qint64> &entryIds);

    // Sets order.id; a non-zero id is kept.
    Status insertRaisingOrder(RaisingOrder &order);
    Status deleteRaisingOrder(qint64 orderId);

    // Replaces the force's economic situation.
    Status setForceEconomy(qint64 forceId, const ForceEconomy &economy);
    // The force goes back to the defaults (no row of its own).
    Status deleteForceEconomy(qint64 forceId);
    // Replaces a Levy line's term; nullopt removes it. (Removing the line removes its term too.)
    Status setLevyTerm(qint64 lineId, const std::optional<LevyTerm> &term);

    // Runs `work` (returning a Status) as one transaction; the writes above nest inside it.
    template <typename Work> Status inOneTransaction(Work work)
    {
        return inTransaction(m_database, std::move(work));
    }

private:
    Status setCampaignValue(const QString &key, const QString &value);
    Status insertSourceRow(qint64 treasuryId, RevenueSource &source, int position);
    Status insertEntryRows(qint64 treasuryId, const QList<LedgerEntry> &entries);
    Status loadTreasuries(Campaign &campaign) const;
    Status loadRaising(Campaign &campaign) const;
    Status loadForceEconomy(Campaign &campaign) const;
    Status loadLevyTerms(Campaign &campaign) const;

    QSqlDatabase m_database;
};

} // namespace muster
