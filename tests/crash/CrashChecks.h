// What tst_crash checks on a campaign file a killed worker left: the file as SQLite sees it and the campaign
// as the program reads it back.

#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

namespace crashtest {

// The campaign as CampaignDocument::open reads it back (taking over the killed worker's stale lock, rolling
// back its journal), then closed again.
struct Reopened
{
    QString error; // empty when it opened
    QByteArray campaign, battles; // the digests (CrashDigest.h)
    QHash<qint64, qint64> balances; // each treasury's balance in cents, as the document computes it
};
Reopened reopen(const QString &path);

// What is wrong with a campaign file that holds no hot journal any more (reopen() rolled it back): the integrity
// check, the foreign keys, rows that point at nothing without a declared foreign key, treasuries whose
// balance (`balances`, from reopen()) is not the war chest plus the ledger, and a journal left beside it.
// Empty when all holds.
QStringList fileProblems(const QString &path, const QHash<qint64, qint64> &balances);
// PRAGMA integrity_check of any SQLite file (a migration's backup): "ok" when sound.
QString integrity(const QString &path);

} // namespace crashtest
