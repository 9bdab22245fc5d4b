#include "TransactionGuard.h"

#include "WriteFaults.h"

#include <QCoreApplication>
#include <QHash>
#include <QSqlQuery>

namespace muster {

namespace {

// How many guards are open on each connection of this thread (one connection per thread: design.md).
QHash<QString, int> &openGuards()
{
    thread_local QHash<QString, int> depths;
    return depths;
}

// Savepoint names are ours (never the user's), so they are written into the statement.
bool execSavepointStatement(const QSqlDatabase &database, const QString &statement)
{
    QSqlQuery query(database);
    return query.exec(statement);
}

} // namespace

TransactionGuard::TransactionGuard(QSqlDatabase database) : m_database(std::move(database))
{
    int &depth = openGuards()[m_database.connectionName()];
    if (depth == 0) {
        m_active = m_database.transaction();
    } else {
        m_savepoint = QStringLiteral("muster_guard_%1").arg(depth);
        m_active = execSavepointStatement(m_database, QStringLiteral("SAVEPOINT %1").arg(m_savepoint));
    }
    if (m_active)
        ++depth;
}

TransactionGuard::~TransactionGuard()
{
    if (m_active)
        rollback();
}

bool TransactionGuard::commit()
{
    if (!m_active)
        return false;
    m_active = false;
    --openGuards()[m_database.connectionName()];
    if (isNested())
        return execSavepointStatement(m_database, QStringLiteral("RELEASE %1").arg(m_savepoint));
    if (!WriteFaults::nextCommitFails() && m_database.commit())
        return true;
    // A failed COMMIT may leave the transaction open; end it, so that the next guard can begin.
    m_database.rollback();
    return false;
}

void TransactionGuard::rollback()
{
    m_active = false;
    --openGuards()[m_database.connectionName()];
    if (isNested()) {
        execSavepointStatement(m_database, QStringLiteral("ROLLBACK TO %1").arg(m_savepoint));
        execSavepointStatement(m_database, QStringLiteral("RELEASE %1").arg(m_savepoint));
    } else {
        m_database.rollback();
    }
}

Error transactionError()
{
    return Error{QCoreApplication::translate(
                     "Storage", "The campaign file could not be written; the change was not saved."),
                 QStringLiteral("file")};
}

} // namespace muster
