#include "TransactionGuard.h"

namespace muster {

TransactionGuard::TransactionGuard(QSqlDatabase database) : m_database(std::move(database))
{
    m_active = m_database.transaction();
}

TransactionGuard::~TransactionGuard()
{
    if (m_active)
        m_database.rollback();
}

bool TransactionGuard::commit()
{
    if (!m_active)
        return false;
    m_active = false;
    return m_database.commit();
}

} // namespace muster
