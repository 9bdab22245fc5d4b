#pragma once

#include "common/Result.h"

#include <QSqlDatabase>
#include <QString>

namespace muster {

// Begins a transaction; rolls it back unless commit() succeeded (KMyMoney's MyMoneyDbTransaction idea).
//
// Guards nest. The outermost guard of a connection (per thread, by connection name) runs BEGIN ...
// COMMIT; a guard made while another is open on the same connection runs SAVEPOINT ... RELEASE inside
// it instead. An inner commit() only releases its savepoint: nothing reaches the file until the
// outermost guard commits, and an inner guard that goes out of scope uncommitted rolls back to its
// savepoint and leaves the outer transaction open. So a month-end that calls several repository writes
// (each of them an inTransaction) inside one inTransaction is saved whole or not at all, as long as it
// hands an inner failure on (the outer work returns the error, and the outer guard rolls everything back).
class TransactionGuard
{
public:
    explicit TransactionGuard(QSqlDatabase database);
    ~TransactionGuard();
    TransactionGuard(const TransactionGuard &) = delete;
    TransactionGuard &operator=(const TransactionGuard &) = delete;

    bool isActive() const { return m_active; }
    // Whether this guard is inside another one (a savepoint, not a transaction of its own).
    bool isNested() const { return !m_savepoint.isEmpty(); }
    bool commit();

private:
    void rollback();

    QSqlDatabase m_database;
    QString m_savepoint; // empty for the outermost guard
    bool m_active = false;
};

// What the user is told when a write was rolled back: the file still holds the state before the edit.
Error transactionError();

// Runs `work` (returning a Status) in one transaction and commits it, so that an edit is saved whole or
// not at all. Inside another inTransaction (or TransactionGuard) on the same connection it becomes part
// of that transaction (see TransactionGuard).
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
