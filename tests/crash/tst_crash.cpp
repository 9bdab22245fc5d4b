// The crash test (issue 19, "Hardening"): muster-crash-worker opens a campaign through the real document and
// storage code and works on it; this test kills it with SIGKILL at random moments and checks the file it left:
// SQLite's integrity check, the foreign keys, no orphan rows, balances equal to the ledger, the killed
// worker's lock taken over, and the campaign exactly as after the last action the worker reported committed,
// or the one after (killed between the commit and its line), never anything between. The same after a kill
// during a schema migration and during Save As.
//
// Every expected value comes from a reference run that was not killed. The kill moments come from a seeded
// generator: MUSTER_CRASH_SEED repeats them (as nearly as the machine's timing allows); each failure names
// the seed, the worker's seed and the delay. MUSTER_CRASH_KILLS (default 50) sets the kills during actions; the
// migration and Save As kills scale with it. The long run, from the build directory:
//   MUSTER_CRASH_KILLS=1000 tests/crash/tst_crash

#include "CrashChecks.h"
#include "WorkerProcess.h"
#include "storage_test_helpers.h"

#include "campaign/DemoCampaign.h"
#include "storage/Schema.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtEndian>
#include <QtTest>

#include <algorithm>
#include <array>

using namespace crashtest;
using namespace Qt::StringLiterals;

namespace {

// A campaign state as the worker prints it and reopen() computes it.
struct State
{
    QByteArray campaign, battles;
    bool operator==(const State &) const = default;
};

State stateOf(const Reopened &reopened)
{
    return {reopened.campaign, reopened.battles};
}

QString describe(const State &state)
{
    return QString::fromLatin1(state.campaign.left(12) + '/' + state.battles.left(12));
}

int environmentNumber(const char *name, int fallback)
{
    bool ok = false;
    const int value = qEnvironmentVariableIntValue(name, &ok);
    return ok ? value : fallback;
}

// How far the upgrade of `path` had gone when the kill struck, read from the file's header (user_version, at
// offset 60) without SQLite, which would roll a hot journal back: 0 nothing copied aside, 1 copied aside but not
// upgraded, 2 partly upgraded (the upgrade is a transaction per version), 3 upgraded.
int killedStage(const QString &path, const QString &dir)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray header = file.read(64);
    const int version = header.size() < 64 ? 0 : qFromBigEndian<qint32>(header.constData() + 60);
    const QStringList backups = QDir(dir).entryList({u"*.bak"_s}, QDir::Files);
    if (version >= muster::Schema::currentVersion)
        return 3;
    if (backups.isEmpty())
        return 0;
    // A copy aside is named after the version it holds: one of the file's own version means not upgraded yet.
    const bool sameVersion = std::any_of(backups.cbegin(), backups.cend(), [&](const QString &name) {
        return name.contains(u".v%1.bak"_s.arg(version)) || name.contains(u".v%1-"_s.arg(version));
    });
    return sameVersion && backups.size() == 1 ? 1 : 2;
}

bool copyFresh(const QString &from, const QString &to)
{
    QFile::remove(to);
    return QFile::copy(from, to) && QFile::setPermissions(to, QFile::ReadOwner | QFile::WriteOwner);
}

} // namespace

class TstCrash : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void killDuringActions();
    void killDuringMigration();
    void killDuringSaveAs();
    void killBetweenLockCreatedAndWritten();

private:
    // A reference run of `seed` on a fresh copy of the demo: the states D_0 (as opened) to D_N, its timing.
    struct Reference
    {
        quint32 seed = 0;
        QList<State> states;
        qint64 openedNs = 0, committedNs = 0; // after "ready": opened, and the last action committed
    };
    bool referenceRun(quint32 seed, Reference &reference);
    // The kill's delay after the worker said "ready", between `fromNs` and `toNs`.
    qint64 drawDelayUs(qint64 fromNs, qint64 toNs);
    void report(const QString &test, int kills, const QElapsedTimer &timer, const QStringList &failures);
    QString seedText() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_demo;
    quint64 m_seed = 0;
    QRandomGenerator m_random;
    int m_actionKills = 50;
    int m_scale = 1; // MUSTER_CRASH_KILLS / 50, at least 1
    int m_runs = 0;  // for directory names
};

// Actions per worker run: enough to pass through every kind of action, few enough for 50 kills in CI.
constexpr int actionCount = 25;

QString TstCrash::seedText() const
{
    return u"MUSTER_CRASH_SEED=%1"_s.arg(m_seed);
}

void TstCrash::initTestCase()
{
    QVERIFY2(QFile::exists(QStringLiteral(MUSTER_CRASH_WORKER)), MUSTER_CRASH_WORKER);
    bool seeded = false;
    m_seed = qEnvironmentVariable("MUSTER_CRASH_SEED").toULongLong(&seeded);
    if (!seeded)
        m_seed = QRandomGenerator::global()->bounded(1000000000u);
    m_actionKills = std::max(0, environmentNumber("MUSTER_CRASH_KILLS", 50));
    m_scale = std::max(1, m_actionKills / 50);
    qInfo("%s (kills during actions: %d; migration and Save As scaled by %d)", qPrintable(seedText()),
          m_actionKills, m_scale);
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_demo = m_dir->filePath(u"demo.muster"_s);
    const muster::Status written = muster::writeDemoCampaign(m_demo);
    QVERIFY2(written.ok(), written.ok() ? "" : qPrintable(written.error().message));
}

void TstCrash::init()
{
    // Each function draws from its own sequence, so that MUSTER_CRASH_SEED repeats its kills when it runs alone.
    quint32 salt = 0;
    for (const char *c = QTest::currentTestFunction(); *c; ++c)
        salt = salt * 31 + quint32(*c);
    m_random.seed(quint32(m_seed) ^ salt);
}

qint64 TstCrash::drawDelayUs(qint64 fromNs, qint64 toNs)
{
    return (fromNs + qint64(m_random.bounded(double(std::max<qint64>(toNs - fromNs, 1000))))) / 1000;
}

void TstCrash::report(const QString &test, int kills, const QElapsedTimer &timer, const QStringList &failures)
{
    qInfo("%s: %d kills in %.1f s, %lld failed", qPrintable(test), kills, timer.elapsed() / 1000.0,
          qlonglong(failures.size()));
    for (const QString &failure : failures)
        qWarning("%s", qPrintable(failure));
}

bool TstCrash::referenceRun(quint32 seed, Reference &reference)
{
    const QString path = m_dir->filePath(u"reference-%1.muster"_s.arg(seed));
    if (!copyFresh(m_demo, path))
        return false;
    const WorkerRun run =
        Worker({u"act"_s, path, u"--seed"_s, QString::number(seed), u"--count"_s, QString::number(actionCount)})
            .runToEnd();
    if (!run.finished || run.exitCode != 0) {
        qWarning("reference run of seed %u failed: %s", seed, run.errors.constData());
        return false;
    }
    reference.seed = seed;
    const QList<QByteArray> opened = lastLine(run, "opened");
    reference.states = {State{opened.value(1), opened.value(2)}};
    for (const QByteArray &line : run.lines) {
        const QList<QByteArray> words = line.split(' ');
        if (words.constFirst() == "committed") {
            if (words.value(1).toInt() != reference.states.size())
                return false;
            reference.states << State{words.value(2), words.value(3)};
        }
    }
    reference.openedNs = run.openedNs;
    reference.committedNs = run.lastLineNs;
    // What the worker had in memory is what the file holds; and a run without a kill leaves a sound file too.
    const Reopened reopened = reopen(path);
    if (!reopened.error.isEmpty() || stateOf(reopened) != reference.states.constLast()) {
        qWarning("reference run of seed %u: the reopened file is not the last state (%s)", seed,
                 qPrintable(reopened.error));
        return false;
    }
    if (const QStringList problems = fileProblems(path, reopened.balances); !problems.isEmpty()) {
        qWarning("reference run of seed %u: %s", seed, qPrintable(problems.join(u"; "_s)));
        return false;
    }
    return reference.states.size() == actionCount + 1;
}

void TstCrash::killDuringActions()
{
    QElapsedTimer timer;
    timer.start();
    // A few action sequences, each with its reference run; the kills go round them.
    QList<Reference> references;
    for (int i = 0; i < 3; ++i) {
        Reference reference;
        const quint32 seed = m_random.bounded(1u, 1000000u);
        QVERIFY2(referenceRun(seed, reference), qPrintable(u"reference run of worker seed %1 (%2)"_s.arg(seed).arg(seedText())));
        references << reference;
        qInfo("worker seed %u: open %.0f ms, %d actions in %.0f ms", seed, reference.openedNs / 1e6, actionCount,
              reference.committedNs / 1e6);
    }

    QStringList failures;
    QHash<int, int> killedAfter; // committed actions seen before the kill -> runs, for the report
    for (int kill = 0; kill < m_actionKills; ++kill) {
        const Reference &reference = references.at(kill % references.size());
        // Now and then during the open, else anywhere in the run.
        const bool early = m_random.bounded(100) < 15;
        const qint64 delayUs = drawDelayUs(0, early ? reference.openedNs + reference.openedNs / 5 : reference.committedNs);
        const QString dir = m_dir->filePath(u"run-%1"_s.arg(++m_runs));
        QDir().mkpath(dir);
        const QString path = dir + u"/campaign.muster"_s;
        QVERIFY(copyFresh(m_demo, path));
        const WorkerRun run = Worker({u"act"_s, path, u"--seed"_s, QString::number(reference.seed), u"--count"_s,
                                      QString::number(actionCount)})
                                  .runAndKill(delayUs);
        const QList<QByteArray> last = lastLine(run, "committed");
        const int committed = last.isEmpty() ? 0 : last.value(1).toInt();
        ++killedAfter[committed];
        const QString what = u"kill %1 (%2, worker seed %3, delay %4 us, %5 committed%6)"_s.arg(kill + 1)
                                 .arg(seedText())
                                 .arg(reference.seed)
                                 .arg(delayUs)
                                 .arg(committed)
                                 .arg(run.finished ? u", not killed: it had ended"_s : QString());
        // The killed run printed the reference's states: the actions depend on the seed and the file only, not on
        // the timing, so every kill run checks the determinism the test stands on.
        if (!last.isEmpty() && State{last.value(2), last.value(3)} != reference.states.value(committed)) {
            failures << what + u": the worker printed another state than the reference run"_s;
            continue;
        }
        const Reopened reopened = reopen(path);
        if (!reopened.error.isEmpty()) {
            failures << what + u": the file does not open again: "_s + reopened.error;
            continue;
        }
        const State found = stateOf(reopened);
        const bool asReported = found == reference.states.value(committed);
        const bool oneMore = committed < actionCount && found == reference.states.value(committed + 1);
        if (!asReported && !oneMore) {
            const qsizetype other = reference.states.indexOf(found);
            failures << what + u": the file holds %1, which is %2"_s.arg(
                                    describe(found), other >= 0 ? u"state %1"_s.arg(other) : u"no state of the reference"_s);
            continue;
        }
        if (const QStringList problems = fileProblems(path, reopened.balances); !problems.isEmpty()) {
            failures << what + u": "_s + problems.join(u"; "_s);
            continue;
        }
        QDir(dir).removeRecursively();
        if ((kill + 1) % 100 == 0)
            qInfo("%d kills, %lld failed so far", kill + 1, qlonglong(failures.size()));
    }
    QList<int> counts = killedAfter.keys();
    std::sort(counts.begin(), counts.end());
    QStringList spread;
    for (int count : std::as_const(counts))
        spread << u"%1:%2"_s.arg(count).arg(killedAfter.value(count));
    qInfo("killed after K committed actions (K:runs): %s", qPrintable(spread.join(u' ')));
    report(u"killDuringActions"_s, m_actionKills, timer, failures);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.mid(0, 3).join(u'\n')));
}

void TstCrash::killDuringMigration()
{
    QElapsedTimer timer;
    timer.start();
    const QStringList fixtures =
        QDir(QStringLiteral(MUSTER_FIXTURES)).entryList({u"campaign-v*.sql"_s}, QDir::Files, QDir::Name);
    QVERIFY(!fixtures.isEmpty());
    // Two kills per older version in CI.
    const int killsPerFixture = 2 * m_scale;
    QStringList failures;
    int kills = 0;
    std::array<int, 4> stages{}; // where the kills struck, for the report (killedStage)
    for (const QString &fixture : fixtures) {
        const QString old = m_dir->filePath(fixture + u".muster"_s);
        const QString built = storagetest::buildFromScript(old, QStringLiteral(MUSTER_FIXTURES) + u'/' + fixture);
        QVERIFY2(built.isEmpty(), qPrintable(built));

        const QString referencePath = m_dir->filePath(fixture + u".reference.muster"_s);
        QVERIFY(copyFresh(old, referencePath));
        const WorkerRun reference = Worker({u"migrate"_s, referencePath}).runToEnd();
        QVERIFY2(reference.finished && reference.exitCode == 0, reference.errors.constData());
        const QByteArray migrated = lastLine(reference, "migrated").value(1);
        QVERIFY(!migrated.isEmpty());
        qInfo("%s: opened and upgraded %.0f ms after the worker was ready", qPrintable(fixture),
              reference.openedNs / 1e6);

        for (int k = 0; k < killsPerFixture; ++k, ++kills) {
            // The upgrade is part of the open, which ends with "opened".
            const qint64 delayUs = drawDelayUs(0, reference.openedNs + reference.openedNs / 5);
            const QString dir = m_dir->filePath(u"run-%1"_s.arg(++m_runs));
            QDir().mkpath(dir);
            const QString path = dir + u"/campaign.muster"_s;
            QVERIFY(copyFresh(old, path));
            const WorkerRun killed = Worker({u"migrate"_s, path}).runAndKill(delayUs);
            const QString what = u"%1, kill %2 (%3, delay %4 us%5)"_s.arg(fixture)
                                     .arg(k + 1)
                                     .arg(seedText())
                                     .arg(delayUs)
                                     .arg(killed.finished ? u", not killed: it had ended"_s : QString());
            ++stages[killedStage(path, dir)];
            // Opened again as the program opens it: what the kill interrupted is upgraded now (or was already).
            const Reopened reopened = reopen(path);
            if (!reopened.error.isEmpty()) {
                failures << what + u": the file does not open again: "_s + reopened.error;
                continue;
            }
            if (reopened.campaign != migrated) {
                failures << what + u": the upgraded campaign differs from the reference"_s;
                continue;
            }
            QStringList problems = fileProblems(path, reopened.balances);
            // Every copy taken aside before an upgrade is a whole SQLite file (written under a temporary name,
            // then renamed); a kill may leave more than one.
            for (const QString &backup : QDir(dir).entryList({u"*.bak"_s}, QDir::Files)) {
                if (const QString check = integrity(dir + u'/' + backup); check != u"ok"_s)
                    problems << backup + u": "_s + check;
            }
            if (!problems.isEmpty()) {
                failures << what + u": "_s + problems.join(u"; "_s);
                continue;
            }
            QDir(dir).removeRecursively();
        }
    }
    qInfo("killDuringMigration: the kill left %d not copied aside, %d copied aside but not upgraded, %d partly "
          "upgraded, %d upgraded",
          stages[0], stages[1], stages[2], stages[3]);
    report(u"killDuringMigration"_s, kills, timer, failures);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.mid(0, 3).join(u'\n')));
}

void TstCrash::killDuringSaveAs()
{
    QElapsedTimer timer;
    timer.start();
    // A campaign some actions made (battles, ledger, orders), saved as.
    const QString source = m_dir->filePath(u"save-as-source.muster"_s);
    QVERIFY(copyFresh(m_demo, source));
    const WorkerRun made = Worker({u"act"_s, source, u"--seed"_s, QString::number(m_random.bounded(1u, 1000000u)),
                                   u"--count"_s, QString::number(actionCount)})
                               .runToEnd();
    QVERIFY2(made.finished && made.exitCode == 0, made.errors.constData());
    const Reopened original = reopen(source);
    QVERIFY2(original.error.isEmpty(), qPrintable(original.error));

    const QString referenceDir = m_dir->filePath(u"save-as-reference"_s);
    QDir().mkpath(referenceDir);
    QVERIFY(copyFresh(source, referenceDir + u"/campaign.muster"_s));
    const WorkerRun reference =
        Worker({u"save-as"_s, referenceDir + u"/campaign.muster"_s, referenceDir + u"/copy.muster"_s}).runToEnd();
    QVERIFY2(reference.finished && reference.exitCode == 0, reference.errors.constData());
    const Reopened copied = reopen(referenceDir + u"/copy.muster"_s);
    QVERIFY2(copied.error.isEmpty(), qPrintable(copied.error));
    QCOMPARE(stateOf(copied), stateOf(original));
    qInfo("Save As: opened %.0f ms after the worker was ready, saved at %.0f ms", reference.openedNs / 1e6,
          reference.lastLineNs / 1e6);

    const int kills = 10 * m_scale;
    QStringList failures;
    int targets = 0;
    for (int kill = 0; kill < kills; ++kill) {
        // Mostly after the open: while the copy is written, and after it was renamed into place.
        const bool early = m_random.bounded(100) < 30;
        const qint64 delayUs = drawDelayUs(early ? 0 : reference.openedNs, reference.endedNs);
        const QString dir = m_dir->filePath(u"run-%1"_s.arg(++m_runs));
        QDir().mkpath(dir);
        const QString path = dir + u"/campaign.muster"_s;
        const QString target = dir + u"/copy.muster"_s;
        QVERIFY(copyFresh(source, path));
        const WorkerRun killed = Worker({u"save-as"_s, path, target}).runAndKill(delayUs);
        const QString what = u"kill %1 (%2, delay %3 us%4)"_s.arg(kill + 1)
                                 .arg(seedText())
                                 .arg(delayUs)
                                 .arg(killed.finished ? u", not killed: it had ended"_s : QString());
        // The campaign saved from is as it was.
        const Reopened reopened = reopen(path);
        QStringList problems =
            reopened.error.isEmpty() ? fileProblems(path, reopened.balances) : QStringList{reopened.error};
        if (reopened.error.isEmpty() && stateOf(reopened) != stateOf(original))
            problems << u"the campaign saved from changed"_s;
        // The copy is there whole or not at all. A kill while SQLite wrote it leaves copy.muster.partial, which the
        // next Save As to that name removes first; the GM never sees it as a campaign.
        if (QFile::exists(target)) {
            ++targets;
            const Reopened copy = reopen(target);
            if (!copy.error.isEmpty())
                problems << u"the copy does not open: "_s + copy.error;
            else if (stateOf(copy) != stateOf(original))
                problems << u"the copy is not the campaign"_s;
            else
                problems << fileProblems(target, copy.balances);
        }
        if (!problems.isEmpty()) {
            failures << what + u": "_s + problems.join(u"; "_s);
            continue;
        }
        QDir(dir).removeRecursively();
    }
    qInfo("killDuringSaveAs: the copy existed after %d of %d kills", targets, kills);
    report(u"killDuringSaveAs"_s, kills, timer, failures);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.mid(0, 3).join(u'\n')));
}

// The narrowest window the kills above hit now and then (a kill about a millisecond after "ready"), made
// certain: QLockFile creates the lock file, then writes the process id, host and program into it. A kill between
// the two leaves an empty lock file, which names no process to find dead; the campaign must still open.
void TstCrash::killBetweenLockCreatedAndWritten()
{
    const QString dir = m_dir->filePath(u"empty-lock"_s);
    QDir().mkpath(dir);
    const QString path = dir + u"/campaign.muster"_s;
    QVERIFY(copyFresh(m_demo, path));
    const Reopened original = reopen(path);
    QVERIFY2(original.error.isEmpty(), qPrintable(original.error));
    QFile lock(path + u".lock"_s);
    QVERIFY(lock.open(QIODevice::WriteOnly | QIODevice::Truncate));
    lock.close();
    // Dated back, as it would be when the GM comes back to the campaign after the crash.
    QVERIFY(lock.open(QIODevice::ReadWrite));
    QVERIFY(lock.setFileTime(QDateTime::currentDateTimeUtc().addSecs(-60), QFileDevice::FileModificationTime));
    lock.close();
    const Reopened reopened = reopen(path);
    QVERIFY2(reopened.error.isEmpty(), qPrintable(reopened.error));
    QCOMPARE(stateOf(reopened), stateOf(original));
}

int main(int argc, char *argv[])
{
    // A long run (MUSTER_CRASH_KILLS=1000) takes longer than the five minutes Qt Test gives a test function by
    // default: the watchdog's time grows with the kills, unless it is set.
    if (!qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT")) {
        const int scale = std::max(1, environmentNumber("MUSTER_CRASH_KILLS", 50) / 50);
        qputenv("QTEST_FUNCTION_TIMEOUT", QByteArray::number(300000LL * scale));
    }
    QCoreApplication app(argc, argv);
    TstCrash test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_crash.moc"
