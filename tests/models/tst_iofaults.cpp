// Disk faults on every write path (issue "Hardening"): a test VFS (FaultyVfs) under the campaign file makes
// its nth read, write, sync or truncate fail with SQLITE_IOERR or SQLITE_FULL, for n = 1, 2, ... until the
// operation gets through. After every failure the file passes the integrity check and holds what it held
// before, memory and the undo stack are as before, and the user is told what happened and that nothing was
// changed. The write paths: every user action of the document (and a battle's record saved step by step),
// migrating a file of every older schema, Save As, creating a campaign, creating the demo.

#include "FaultyVfs.h"
#include "document_actions.h"
#include "models_test_helpers.h"
#include "storage_test_helpers.h"

#include "campaign/CampaignJson.h"
#include "campaign/CampaignStart.h"
#include "campaign/DemoCampaign.h"
#include "models/RosterModel.h"
#include "storage/CampaignFile.h"
#include "storage/Schema.h"
#include "storage/WriteFaults.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QMap>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <sqlite3.h>

using namespace muster;
using namespace modelstest;
using namespace Qt::StringLiterals;
namespace Vfs = mustertest::FaultyVfs;

namespace {

struct Fault
{
    Vfs::Operation operation;
    int errorCode;
};

QString describe(const Fault &fault)
{
    return u"%1 %2"_s.arg(QLatin1String(Vfs::operationName(fault.operation)),
                          fault.errorCode == SQLITE_FULL ? u"SQLITE_FULL"_s : u"SQLITE_IOERR"_s);
}

// Every operation with either error: a full disk shows on a read or a sync too when the VFS below says so.
QList<Fault> allFaults()
{
    QList<Fault> faults;
    for (Vfs::Operation operation : Vfs::operations) {
        faults << Fault{operation, SQLITE_IOERR};
        faults << Fault{operation, SQLITE_FULL};
    }
    return faults;
}

// PRAGMA integrity_check through a connection of its own (with SQLite's own VFS); "ok" when sound.
QString integrity(const QString &path)
{
    const QString name = u"tst_iofaults_integrity"_s;
    QString result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        if (!db.open())
            return u"cannot open"_s;
        QSqlQuery check(u"PRAGMA integrity_check"_s, db);
        QStringList lines;
        while (check.next())
            lines << check.value(0).toString();
        result = lines.isEmpty() ? u"no answer: %1"_s.arg(check.lastError().text()) : lines.join(u"; "_s);
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

// The files of a folder, for "nothing was left behind".
QStringList filesIn(const QString &folder)
{
    return QDir(folder).entryList(QDir::Files | QDir::Hidden, QDir::Name);
}

// Faults injected per write path, for the summary the README quotes.
QMap<QString, int> &injected()
{
    static QMap<QString, int> counts;
    return counts;
}

} // namespace

class TstIoFaults : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init() { Vfs::clear(); }
    void cleanup();

    void userAction_data();
    void userAction();
    void undoAndRedo();
    void migration_data();
    void migration();
    void saveAs();
    void newCampaign();
    void demoCampaign();

private:
    QString newPath(const QString &name);
    // The demo campaign written at `path` without faults, then opened through the test VFS.
    Document openDemo(const QString &path);
    // Runs `attempt` with the nth `fault` armed for n = 1, 2, ... until it succeeds; `check` looks at each
    // failure (its message). Returns the number of failures, or -1 after a test failure.
    int untilItSucceeds(const Fault &fault, const std::function<Status()> &attempt,
                        const std::function<void(const QString &message)> &check);
    // The same for an edit of an open campaign: each failure says nothing was changed, and the file, memory,
    // the roster model and the undo stack are all still `before`.
    int untilItSucceedsUnchanged(const Fault &fault, const std::function<Status()> &attempt, const QString &path,
                                 CampaignDocument &document, RosterModel &roster, const Snapshot &before);

    std::unique_ptr<QTemporaryDir> m_dir;
    int m_files = 0;
};

void TstIoFaults::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(Vfs::install());
    WriteFaults::useVfs(QLatin1String(Vfs::name));
}

void TstIoFaults::cleanupTestCase()
{
    WriteFaults::useVfs(QString());
    QStringList lines;
    int total = 0;
    for (auto it = injected().cbegin(); it != injected().cend(); ++it) {
        lines << u"  %1: %2"_s.arg(it.key()).arg(it.value());
        total += it.value();
    }
    qInfo().noquote() << u"Faults injected per write path (each failed whole, file and memory unchanged):\n%1\n"
                         u"  in all: %2"_s.arg(lines.join(u'\n')).arg(total);
}

// Each row's files go when it ends: the whole suite would otherwise hold some 170 MB of campaign copies at its end,
// and a machine short of disk space then fails every test writing beside it.
void TstIoFaults::cleanup()
{
    Vfs::clear();
    const QDir dir(m_dir->path());
    for (const QString &folder : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        QDir(dir.filePath(folder)).removeRecursively();
}

QString TstIoFaults::newPath(const QString &name)
{
    const QString folder = m_dir->filePath(u"case-%1"_s.arg(++m_files));
    QDir().mkpath(folder);
    return QDir(folder).filePath(name);
}

Document TstIoFaults::openDemo(const QString &path)
{
    WriteFaults::useVfs(QString());
    const Status written = writeDemoCampaign(path);
    WriteFaults::useVfs(QLatin1String(Vfs::name));
    if (!written)
        return {};
    auto opened = CampaignDocument::open(path);
    return opened ? std::move(opened).value() : Document();
}

int TstIoFaults::untilItSucceeds(const Fault &fault, const std::function<Status()> &attempt,
                                 const std::function<void(const QString &)> &check)
{
    for (int nth = 1; nth < 100000; ++nth) {
        Vfs::clear();
        Vfs::failNth(fault.operation, nth, fault.errorCode);
        const Status status = attempt();
        const bool fired = Vfs::fired();
        Vfs::clear();
        if (status)
            return nth - 1; // got through: the fault came too late to matter, or SQLite absorbed it
        if (!fired) {
            QTest::qFail(qPrintable(u"%1 failed with no fault injected: %2"_s.arg(describe(fault), status.error().message)),
                         __FILE__, __LINE__);
            return -1;
        }
        check(status.error().message);
        if (QTest::currentTestFailed()) {
            qWarning().noquote() << u"at the %1th %2"_s.arg(nth).arg(describe(fault));
            return -1;
        }
    }
    QTest::qFail("never got through", __FILE__, __LINE__);
    return -1;
}

int TstIoFaults::untilItSucceedsUnchanged(const Fault &fault, const std::function<Status()> &attempt,
                                          const QString &path, CampaignDocument &document, RosterModel &roster,
                                          const Snapshot &before)
{
    return untilItSucceeds(fault, attempt, [&](const QString &message) {
        QVERIFY2(message.contains(u"Nothing was changed"_s), qPrintable(message));
        QCOMPARE(integrity(path), u"ok"_s);
        QCOMPARE(snapshot(document, roster), before);
    });
}

void TstIoFaults::userAction_data()
{
    addDocumentActionRows();
    const Action nothing = [](CampaignDocument &) { return success(); };
    const QString crown = u"Host of Lady Maren of Greyhollow"_s;
    // Saving a battle is no undoable edit, so it is here and not in tst_faultinjection's rows.
    QTest::newRow("save a battle") << crown << nothing << Action([](CampaignDocument &d) {
        StoredBattle battle;
        battle.ruleSet = u"smc"_s;
        battle.name = u"Ford of Ash"_s;
        battle.record = R"({"setup":{},"steps":[]})";
        auto saved = d.saveBattle(battle);
        return saved ? success() : Status(saved.error());
    });
    // A step in the battle window saves the battle's record again, one step longer (an UPDATE of its row).
    QTest::newRow("save a battle step") << crown << Action([](CampaignDocument &d) {
        StoredBattle battle;
        battle.ruleSet = u"smc"_s;
        battle.name = u"Ford of Ash"_s;
        battle.record = R"({"setup":{},"steps":[{"turn":1}]})";
        auto saved = d.saveBattle(battle);
        return saved ? success() : Status(saved.error());
    }) << Action([](CampaignDocument &d) {
        StoredBattle battle = d.battles().constLast();
        battle.record = R"({"setup":{},"steps":[{"turn":1},{"turn":1,"faces":[3,7,10]}]})";
        battle.summary = u"Turn 1: the Spears clash"_s;
        auto saved = d.saveBattle(battle);
        return saved ? success() : Status(saved.error());
    });
}

// Every user action, with each fault at each place it can strike.
void TstIoFaults::userAction()
{
    QFETCH(QString, forceName);
    QFETCH(Action, prepare);
    QFETCH(Action, action);

    // The demo with the row's preparation, made without faults: each fault starts from a copy of it.
    const QString prepared = newPath(u"prepared.muster"_s);
    WriteFaults::useVfs(QString());
    QVERIFY(writeDemoCampaign(prepared));
    {
        auto document = CampaignDocument::open(prepared);
        QVERIFY2(document, errorText(document).constData());
        QVERIFY(prepare(**document));
    }
    WriteFaults::useVfs(QLatin1String(Vfs::name));

    int failures = 0;
    for (const Fault &fault : allFaults()) {
        const QString path = newPath(u"campaign.muster"_s);
        QVERIFY(QFile::copy(prepared, path));
        auto opened = CampaignDocument::open(path);
        QVERIFY2(opened, errorText(opened).constData());
        Document document = std::move(opened).value();
        RosterModel roster;
        roster.setForce(document.get(), forceNamed(*document, forceName).id);
        const Snapshot before = snapshot(*document, roster);

        const int n = untilItSucceedsUnchanged(fault, [&] { return action(*document); }, path, *document, roster,
                                               before);
        QVERIFY(n >= 0);
        failures += n;
        // Got through at last: what memory holds is what the file holds.
        const QByteArray memory = snapshot(*document, roster).memory;
        document.reset();
        QCOMPARE(integrity(path), u"ok"_s);
        auto reopened = CampaignDocument::open(path);
        QVERIFY2(reopened, errorText(reopened).constData());
        QCOMPARE(QJsonDocument(campaignToJson((*reopened)->campaign())).toJson(), memory);
    }
    QVERIFY2(failures > 0, "no fault ever struck the action");
    injected()[u"user action: %1"_s.arg(QLatin1String(QTest::currentDataTag()))] = failures;
}

// Undo and redo write too: a fault leaves the step where it was.
void TstIoFaults::undoAndRedo()
{
    const QString path = newPath(u"campaign.muster"_s);
    Document document = openDemo(path);
    QVERIFY(document);
    RosterModel roster;
    const qint64 crown = forceNamed(*document, u"Host of Lady Maren of Greyhollow"_s).id;
    roster.setForce(document.get(), crown);
    QVERIFY(document->addLine(crown, makeLine(u"bowmen"_s, 6, 3)));
    QVERIFY(document->renameForce(crown, u"Crown Host"_s));

    int failures = 0;
    for (const Fault &fault : allFaults()) {
        for (const bool undo : {true, false}) {
            const Snapshot before = snapshot(*document, roster);
            const int n = untilItSucceedsUnchanged(
                fault, [&] { return undo ? document->undo() : document->redo(); }, path, *document, roster, before);
            QVERIFY(n >= 0);
            failures += n;
            QCOMPARE(document->undoStack()->index(), before.index + (undo ? -1 : 1));
        }
    }
    injected()[u"undo and redo"_s] = failures;
}

void TstIoFaults::migration_data()
{
    QTest::addColumn<int>("version");
    for (int version = 1; version < Schema::currentVersion; ++version)
        QTest::addRow("version %d", version) << version;
}

// Opening a file of an older schema upgrades it (after copying it aside): a fault anywhere leaves the file
// byte for byte as it was.
void TstIoFaults::migration()
{
    QFETCH(int, version);
    const QString script = QStringLiteral(MUSTER_SOURCE_DIR "/tests/storage/fixtures/campaign-v%1.sql").arg(version);
    const QString fixture = newPath(u"fixture.muster"_s);
    const QString built = storagetest::buildFromScript(fixture, script);
    QVERIFY2(built.isEmpty(), qPrintable(built));
    const QByteArray original = storagetest::fileBytes(fixture);

    int failures = 0;
    for (const Fault &fault : allFaults()) {
        QString path;
        const int n = untilItSucceeds(
            fault,
            [&]() -> Status {
                path = newPath(u"old.muster"_s);
                if (!QFile::copy(fixture, path))
                    return Error{u"cannot copy the fixture"_s, {}};
                auto opened = CampaignFile::open(path);
                return opened ? success() : Status(opened.error());
            },
            [&](const QString &message) {
                QVERIFY2(message.contains(u"unchanged"_s) || message.contains(u"not been changed"_s),
                         qPrintable(message));
                QCOMPARE(integrity(path), u"ok"_s);
                QCOMPARE(storagetest::fileBytes(path), original);
                QVERIFY(!QFileInfo::exists(path + u".lock"_s));
            });
        QVERIFY(n >= 0);
        failures += n;
        // Upgraded at last, with the copy of the old file beside it.
        WriteFaults::useVfs(QString());
        auto opened = CampaignFile::open(path);
        WriteFaults::useVfs(QLatin1String(Vfs::name));
        QVERIFY2(opened, errorText(opened).constData());
        QVERIFY((*opened)->backupPath().isEmpty());
        QVERIFY(QFileInfo(path + u".v%1.bak"_s.arg(version)).size() > 0);
    }
    injected()[u"migration from version %1"_s.arg(version)] = failures;
}

// Save As writes a copy under a temporary name and renames it: a fault leaves no copy (not even a partial
// one) and the campaign as it was.
void TstIoFaults::saveAs()
{
    const QString path = newPath(u"campaign.muster"_s);
    Document document = openDemo(path);
    QVERIFY(document);
    const QString before = dumpFile(path);

    int failures = 0;
    for (const Fault &fault : allFaults()) {
        const QString target = newPath(u"copy.muster"_s);
        const QStringList folder = filesIn(QFileInfo(target).path());
        const int n = untilItSucceeds(
            fault, [&] { return document->saveCopyAs(target); },
            [&](const QString &message) {
                QVERIFY(!message.isEmpty());
                QCOMPARE(filesIn(QFileInfo(target).path()), folder);
                QCOMPARE(integrity(path), u"ok"_s);
                QCOMPARE(dumpFile(path), before);
            });
        QVERIFY(n >= 0);
        failures += n;
        QCOMPARE(integrity(target), u"ok"_s);
        QCOMPARE(dumpFile(target), before);
    }
    injected()[u"Save As"_s] = failures;
}

// A new campaign is written in one transaction: a fault leaves no file behind, so the name can be used again.
void TstIoFaults::newCampaign()
{
    CampaignStart start;
    start.name = u"Winter War"_s;
    start.today = CampaignDate{1200, 11, 1};
    int failures = 0;
    for (const Fault &fault : allFaults()) {
        const QString path = newPath(u"new.muster"_s);
        const int n = untilItSucceeds(
            fault,
            [&]() -> Status {
                auto created = CampaignDocument::create(path, start);
                return created ? success() : Status(created.error());
            },
            [&](const QString &message) {
                QVERIFY(!message.isEmpty());
                QCOMPARE(filesIn(QFileInfo(path).path()), QStringList());
            });
        QVERIFY(n >= 0);
        failures += n;
        QCOMPARE(integrity(path), u"ok"_s);
    }
    injected()[u"new campaign"_s] = failures;
}

// The demo is written under a temporary name and renamed when whole.
void TstIoFaults::demoCampaign()
{
    int failures = 0;
    for (const Fault &fault : allFaults()) {
        const QString path = newPath(u"demo.muster"_s);
        const int n = untilItSucceeds(
            fault, [&] { return writeDemoCampaign(path); },
            [&](const QString &message) {
                QVERIFY(!message.isEmpty());
                QCOMPARE(filesIn(QFileInfo(path).path()), QStringList());
            });
        QVERIFY(n >= 0);
        failures += n;
        QCOMPARE(integrity(path), u"ok"_s);
        auto opened = CampaignDocument::open(path);
        QVERIFY2(opened, errorText(opened).constData());
    }
    injected()[u"demo campaign"_s] = failures;
}

QTEST_MAIN(TstIoFaults)

#include "tst_iofaults.moc"
