#include "TransactionGuard.h"

#include <QCoreApplication>

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

Error transactionError()
{
    return Error{QCoreApplication::translate(
                     "Storage", "The campaign file could not be written; the change was not saved."),
                 QStringLiteral("file")};
}

} // namespace muster
