// Helpers of the economy test classes of tst_storage (tst_economy_storage.cpp, tst_economy_integrity.cpp).

#pragma once

#include "storage_test_helpers.h"

#include "storage/EconomyRepository.h"

namespace storagetest {

muster::LedgerEntry entry(qint64 id, muster::CampaignDate date, muster::LedgerCategory category, qint64 cents,
                          const QString &description, qint64 forceId = 0, qint64 lineId = 0);
muster::RevenueSource source(qint64 id, const QString &name, qint64 cents, muster::RevenueSchedule schedule,
                             const QList<int> &months = {}, const QString &territory = {},
                             muster::TerritoryState state = muster::TerritoryState::Held);
// What a treasury holds (sources and ledger too), as text, so that a failed comparison shows both sides.
QStringList describe(const muster::Treasury &treasury);
// A treasury of that name, saved at position 0; its id is 0 if it could not be saved.
muster::Treasury savedTreasury(const QSqlDatabase &database, const QString &name);

} // namespace storagetest
