#pragma once

#include "common/Result.h"

#include <QSqlDatabase>

namespace muster {

// Begins a transaction; rolls it back unless commit() succeeded (KMyMoney's MyMoneyDbTransaction idea).
class TransactionGuard
{
public:
    explicit TransactionGuard(QSqlDatabase database);
    ~TransactionGuard();
    TransactionGuard(const TransactionGuard &) = delete;
    TransactionGuard &operator=(const TransactionGuard &) = delete;

    bool isActive() const { return m_active; }
    bool commit();

private:
    QSqlDatabase m_database;
    bool m_active = false;
};

// What the user is told when a write was rolled back: the file still holds the state before the edit.
Error transactionError();

// Runs `work` (returning a Status) in one transaction and commits it, so that an edit is saved whole or
// not at all.
template <typename Work> Status inTransaction(QSqlDatabase database, Work work)
{
    TransactionGuard transaction(std::move(database));
    if (!transaction.isActive())
        return transactionError();
    if (Status s = work(); !s)
        return s;
    if (!transaction.commit())
        return transactionError();
    return success();
}

} // namespace muster
