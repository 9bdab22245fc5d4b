#pragma once

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

} // namespace muster
