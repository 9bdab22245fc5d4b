#include "CrashChecks.h"

#include "CrashDigest.h"

#include "models/CampaignDocument.h"

#include <QFile>
#include <QThread>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <functional>

using namespace muster;

namespace crashtest {

namespace {

// A connection of the test's own, outside the product's storage code, closed and removed on leaving.
class RawFile
{
public:
    explicit RawFile(const QString &path)
    {
        static int count = 0;
        m_name = QStringLiteral("tst_crash_raw_%1").arg(++count);
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        m_open = db.open();
    }
    ~RawFile()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    bool isOpen() const { return m_open; }
    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }
    // Every row of `sql`, its columns joined by '|'; an error is one row starting "error: ".
    QStringList rows(const QString &sql) const
    {
        QSqlQuery query(db());
        if (!query.exec(sql))
            return {QStringLiteral("error: ") + query.lastError().text()};
        QStringList rows;
        while (query.next()) {
            QStringList values;
            for (int i = 0; i < query.record().count(); ++i)
                values << query.value(i).toString();
            rows << values.join(u'|');
        }
        return rows;
    }

private:
    QString m_name;
    bool m_open = false;
};

} // namespace

Reopened reopen(const QString &path)
{
    Reopened result;
    auto opened = CampaignDocument::open(path);
    // A kill between creating the lock file and writing its holder's details leaves a lock that is taken over
    // only once it is a second old (a younger one may be another program's, being written): the user is asked to
    // try again in a few seconds, and so does the test.
    if (!opened && opened.error().message.contains(QStringLiteral("Try again in a few seconds"))) {
        QThread::msleep(1500);
        opened = CampaignDocument::open(path);
    }
    if (!opened) {
        result.error = opened.error().message;
        return result;
    }
    const std::unique_ptr<CampaignDocument> document = std::move(opened).value();
    result.campaign = campaignDigest(document->campaign());
    result.battles = battlesDigest(document->campaign());
    for (const Treasury &treasury : document->campaign().treasuries)
        result.balances.insert(treasury.id, treasury.balance().cents());
    return result;
}

QString integrity(const QString &path)
{
    RawFile raw(path);
    if (!raw.isOpen())
        return QStringLiteral("cannot open");
    return raw.rows(QStringLiteral("PRAGMA integrity_check")).join(u'\n');
}

QStringList fileProblems(const QString &path, const QHash<qint64, qint64> &balances)
{
    QStringList problems;
    // A journal the killed transaction made hot was rolled back and deleted when the file was opened again. One
    // can be left that SQLite ignores: with synchronous=FULL a journal's header keeps a zero magic number until
    // the journal is synced, and only then is the database itself written; a kill before that leaves the file
    // untouched beside a journal that is not hot, which the next write transaction replaces. Any other
    // journal is one the reopening should have played back.
    if (QFile journal(path + QStringLiteral("-journal")); journal.open(QIODevice::ReadOnly)) {
        const QByteArray magic = journal.read(8);
        if (magic.count('\0') != magic.size())
            problems << QStringLiteral("a journal that is not empty is left beside the file");
    }
    RawFile raw(path);
    if (!raw.isOpen())
        return problems << QStringLiteral("cannot open the file");
    const auto expectNone = [&](const QString &what, const QString &sql) {
        const QStringList rows = raw.rows(sql);
        if (!rows.isEmpty())
            problems << QStringLiteral("%1: %2").arg(what, rows.mid(0, 5).join(QStringLiteral("; ")));
    };
    if (const QString check = raw.rows(QStringLiteral("PRAGMA integrity_check")).join(u'\n');
        check != QLatin1String("ok"))
        problems << QStringLiteral("integrity_check: ") + check;
    expectNone(QStringLiteral("foreign_key_check"), QStringLiteral("PRAGMA foreign_key_check"));

    // References without a declared foreign key. A line or a queued order of a custom type needs the type:
    // removing a type in use is refused. Ledger entries' force_id and line_id, and a queued replacement's or
    // improvement's line_id, are history: they keep naming a force or line since removed (its costs stay in
    // the ledger; the order lapses when it comes due), so they are not orphans.
    for (const char *table : {"roster_lines", "raising_orders"}) {
        expectNone(QStringLiteral("%1 of a custom type that is gone").arg(QLatin1String(table)),
                   QStringLiteral("SELECT id, type_id FROM %1 WHERE type_id LIKE 'custom-%' AND type_id NOT IN "
                                  "(SELECT id FROM element_types)")
                       .arg(QLatin1String(table)));
    }
    expectNone(QStringLiteral("campaign settings missing"),
               QStringLiteral("SELECT k FROM (SELECT 'name' AS k UNION ALL SELECT 'calendar' UNION ALL SELECT "
                              "'today') WHERE k NOT IN (SELECT key FROM campaign)"));
    // Order: each force and each line of a force has a place of its own.
    expectNone(QStringLiteral("forces sharing a position"),
               QStringLiteral("SELECT position, count(*) FROM forces GROUP BY position HAVING count(*) > 1"));
    expectNone(QStringLiteral("lines sharing a position"),
               QStringLiteral("SELECT force_id, position, count(*) FROM roster_lines GROUP BY force_id, position "
                              "HAVING count(*) > 1"));

    // Balances: the war chest plus the ledger, summed by SQL, is what the program shows.
    QHash<qint64, qint64> summed;
    for (const QString &row : raw.rows(QStringLiteral(
             "SELECT t.id, t.war_chest + COALESCE((SELECT SUM(e.amount) FROM ledger_entries e WHERE e.treasury_id = "
             "t.id), 0) FROM treasuries t"))) {
        const QStringList values = row.split(u'|');
        if (values.size() != 2) {
            problems << QStringLiteral("balances: ") + row;
            continue;
        }
        summed.insert(values.at(0).toLongLong(), values.at(1).toLongLong());
    }
    if (summed != balances) {
        QStringList shown;
        for (auto it = balances.cbegin(); it != balances.cend(); ++it)
            shown << QStringLiteral("%1: program %2, SQL %3").arg(it.key()).arg(it.value()).arg(summed.value(it.key()));
        problems << QStringLiteral("balances differ from the ledger (%1; SQL has %2 treasuries)")
                        .arg(shown.join(QStringLiteral(", ")))
                        .arg(summed.size());
    }
    return problems;
}

} // namespace crashtest
