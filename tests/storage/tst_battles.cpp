// Schema version 4: the casualties of roster lines ("After the Battle: Casualties" of
// GURPS Mass Combat) and the battles table, written by CampaignRepository and read
// back. Storage rules of the design notes: every edit one committed transaction, bound values only.

#include "storage_test_helpers.h"
#include "test_campaign_file.h"

#include "storage/CampaignFile.h"
#include "storage/CampaignRepository.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTimeZone>
#include <QtTest>

#include <memory>

using namespace muster;
using namespace storagetest;
using namespace Qt::StringLiterals;

class TstStorageBattles : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void casualtiesRoundTrip();
    void casualtiesOutOfRangeRefused_data();
    void casualtiesOutOfRangeRefused();
    void battlesRoundTrip();
    void deletedBattleComesBackUnderItsId();
    void insertOfUsedIdFails();
    void updateOfMissingBattleFails();
    void battleTimesAreUtcText();
    void statusSpelledAsBefore();

private:
    QSqlDatabase database() const { return m_file->database(); }
    CampaignRepository repository() const { return m_file->repository(); }
    // Closes the file, opens it again and reads it, as the next session would.
    Result<Campaign> reopened();

    std::unique_ptr<TestCampaignFile> m_file;
};

// Every test starts from a new, empty campaign file of the current version.
void TstStorageBattles::init()
{
    m_file = std::make_unique<TestCampaignFile>(u"battles.muster"_s);
    QVERIFY(m_file->isOpen());
}

void TstStorageBattles::cleanup()
{
    m_file.reset();
}

Result<Campaign> TstStorageBattles::reopened()
{
    return m_file->reopened();
}

// After the Battle: a line keeps the fraction of its TS lost until it is replaced; insertForce, insertLine
// and updateLine all write it, and it comes back unchanged after the file is closed and opened again.
void TstStorageBattles::casualtiesRoundTrip()
{
    Force force = newForce(u"Sir Richard's force"_s);
    force.lines << line(3, record(u"Knights"_s, u"heavy-cavalry"_s, 3, EquipmentQuality::Fine,
                                  TroopQuality::Good, {u"Impetuous"_s}))
                << line(5, record(u"Spearmen"_s, u"heavy-infantry"_s, 3, EquipmentQuality::Basic,
                                  TroopQuality::Average));
    force.lines[0].casualties = 0.15; // the Quick Casualty Determination example
    Status s = repository().insertForce(force, 0);
    QVERIFY2(s, errorText(s).constData());
    const QString stored = u"SELECT casualties FROM roster_lines WHERE id = ?"_s;
    QCOMPARE(scalar(database(), stored, {force.lines[0].id}).toDouble(), 0.15);
    QCOMPARE(scalar(database(), stored, {force.lines[1].id}).toDouble(), 0.0);

    RosterLine bowmen =
        line(2, record(u"Crossbowmen"_s, u"bowmen"_s, 3, EquipmentQuality::Basic, TroopQuality::Average));
    bowmen.casualties = 0.3;
    s = repository().insertLine(force.id, bowmen, 2);
    QVERIFY2(s, errorText(s).constData());
    force.lines << bowmen;
    force.lines[1].casualties = 0.5;
    s = repository().updateLine(force.lines[1]);
    QVERIFY2(s, errorText(s).constData());
    force.lines[0].casualties = 0; // replaced in full (Force Replacements)
    s = repository().updateLine(force.lines[0]);
    QVERIFY2(s, errorText(s).constData());

    auto loaded = reopened();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->forces.size(), 1);
    QCOMPARE(loaded->forces[0].lines.size(), force.lines.size());
    for (qsizetype i = 0; i < force.lines.size(); ++i)
        QCOMPARE(loaded->forces[0].lines[i], force.lines[i]);
    QCOMPARE(loaded->forces[0].lines[1].casualties, 0.5);
    QCOMPARE(loaded->forces[0].lines[2].casualties, 0.3);
}

void TstStorageBattles::casualtiesOutOfRangeRefused_data()
{
    QTest::addColumn<double>("casualties");
    QTest::newRow("Casualties: at 100% the force ceases to exist") << 1.0;
    QTest::newRow("over 100%") << 1.5;
    QTest::newRow("negative") << -0.05;
}

// Casualties: "Should casualties reach 100%, that force ceases to exist" — a line at 100% is removed, not
// kept; the file refuses what the rules cannot mean, and the refused edit leaves the line as it was.
void TstStorageBattles::casualtiesOutOfRangeRefused()
{
    QFETCH(double, casualties);
    Force force = newForce(u"Host"_s);
    force.lines << line(
        5, record(u""_s, u"heavy-infantry"_s, 3, EquipmentQuality::Basic, TroopQuality::Average));
    force.lines[0].casualties = 0.25;
    Status s = repository().insertForce(force, 0);
    QVERIFY2(s, errorText(s).constData());

    RosterLine changed = force.lines[0];
    changed.casualties = casualties;
    QVERIFY(!repository().updateLine(changed));
    RosterLine added = changed;
    added.id = 0;
    QVERIFY(!repository().insertLine(force.id, added, 1));
    QCOMPARE(added.id, qint64(0));

    auto loaded = repository().load();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->forces, QList<Force>({force}));
}

// Battles are inserted, updated and deleted one transaction each, come back in id order with their ids,
// and the engine's record comes back byte for byte (storage never looks inside it).
void TstStorageBattles::battlesRoundTrip()
{
    StoredBattle drakesCross =
        battle(u"Battle of Drake's Cross"_s, BattleStatus::InProgress,
               R"({"setup":{"forces":[3,5],"note":"Strykland's \"last\" stand; ☠ 10% → 15%"},"log":[]})");
    StoredBattle ford = battle(u"Skirmish at the Ford"_s, BattleStatus::Finished, R"({"log":[{"round":1}]})");
    ford.summary = u"Sir Richard won in 3 rounds; 15% casualties"_s;
    StoredBattle doomed = battle(u"Abandoned siege"_s, BattleStatus::InProgress, "{}");
    for (StoredBattle *b : {&drakesCross, &ford, &doomed}) {
        const Status s = repository().insertBattle(*b);
        QVERIFY2(s, errorText(s).constData());
        QVERIFY(b->id > 0);
    }
    QVERIFY(drakesCross.id < ford.id && ford.id < doomed.id);
    QCOMPARE(scalar(database(), u"SELECT typeof(record) FROM battles WHERE id = ?"_s, {drakesCross.id}),
             QVariant(u"text"_s));

    drakesCross.status = BattleStatus::Finished;
    drakesCross.summary = u"Sir Richard won; Strykland's force took 100%"_s;
    drakesCross.updated = drakesCross.updated.addSecs(3600);
    drakesCross.record = R"({"setup":{},"log":[{"round":1,"margin":7}]})";
    Status s = repository().updateBattle(drakesCross);
    QVERIFY2(s, errorText(s).constData());
    s = repository().deleteBattle(doomed.id);
    QVERIFY2(s, errorText(s).constData());
    QCOMPARE(scalar(database(), u"SELECT count(*) FROM battles"_s).toInt(), 2);

    auto loaded = reopened();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->battles, QList<StoredBattle>({drakesCross, ford}));
    QCOMPARE(loaded->battles[0].record, drakesCross.record);
    QCOMPARE(loaded->indexOfBattle(ford.id), qsizetype(1));
}

// An undone deletion comes back under the same id, so the undo stack's later commands still find it.
void TstStorageBattles::deletedBattleComesBackUnderItsId()
{
    StoredBattle first = battle(u"First"_s, BattleStatus::Finished, R"({"n":1})");
    StoredBattle second = battle(u"Second"_s, BattleStatus::InProgress, R"({"n":2})");
    QVERIFY(repository().insertBattle(first).ok());
    QVERIFY(repository().insertBattle(second).ok());
    const StoredBattle saved = first;

    QVERIFY(repository().deleteBattle(first.id).ok());
    StoredBattle restored = saved;
    const Status s = repository().insertBattle(restored);
    QVERIFY2(s, errorText(s).constData());
    QCOMPARE(restored.id, saved.id);

    auto loaded = reopened();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->battles, QList<StoredBattle>({saved, second}));
}

// Every write is one transaction: an insert under an id already taken fails whole, and the caller's battle
// keeps its id.
void TstStorageBattles::insertOfUsedIdFails()
{
    StoredBattle first = battle(u"First"_s, BattleStatus::Finished, "{}");
    QVERIFY(repository().insertBattle(first).ok());
    StoredBattle clash = battle(u"Clash"_s, BattleStatus::InProgress, "{}");
    clash.id = first.id;
    QVERIFY(!repository().insertBattle(clash));
    QCOMPARE(clash.id, first.id);
    auto loaded = repository().load();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->battles, QList<StoredBattle>({first}));
}

// Saving a battle that is no longer in the file is an error, not a silent no-op: the GM's changes would
// otherwise be lost without a word ("Nothing is lost").
void TstStorageBattles::updateOfMissingBattleFails()
{
    StoredBattle ghost = battle(u"Ghost"_s, BattleStatus::InProgress, "{}");
    ghost.id = 42;
    const Status s = repository().updateBattle(ghost);
    QVERIFY(!s);
    QCOMPARE(s.error().field, u"battle"_s);
    QVERIFY2(s.error().message.contains(u"Ghost"_s), errorText(s).constData());
    QCOMPARE(scalar(database(), u"SELECT count(*) FROM battles"_s).toInt(), 0);
}

// created and updated are UTC ISO 8601 text in the file, whatever offset the caller's times carry, and
// come back as the same instants in UTC.
void TstStorageBattles::battleTimesAreUtcText()
{
    StoredBattle b = battle(u"Dawn attack"_s, BattleStatus::InProgress, "{}");
    b.created = QDateTime(QDate(2024, 3, 14), QTime(21, 30, 5, 250), QTimeZone(7200));
    b.updated = b.created;
    QVERIFY(repository().insertBattle(b).ok());
    QCOMPARE(scalar(database(), u"SELECT created FROM battles WHERE id = ?"_s, {b.id}),
             QVariant(u"2024-03-14T19:30:05.250Z"_s));
    auto loaded = reopened();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->battles.size(), 1);
    QCOMPARE(loaded->battles[0].created, b.created);
    QCOMPARE(loaded->battles[0].created.timeSpec(), Qt::UTC);
}

// The status column keeps the spellings of the files written before it was an enum ("in-progress",
// "finished", "casualties-applied"); a spelling this version does not know is refused with the battle's name
// rather than read as some other status.
void TstStorageBattles::statusSpelledAsBefore()
{
    StoredBattle fought = battle(u"Fen Ford"_s, BattleStatus::CasualtiesApplied, "{}");
    StoredBattle open = battle(u"Drake's Cross"_s, BattleStatus::InProgress, "{}");
    StoredBattle over = battle(u"Hill 12"_s, BattleStatus::Finished, "{}");
    for (StoredBattle *b : {&fought, &open, &over})
        QVERIFY(repository().insertBattle(*b).ok());
    QCOMPARE(scalar(database(), u"SELECT status FROM battles WHERE id = ?"_s, {fought.id}),
             QVariant(u"casualties-applied"_s));
    QCOMPARE(scalar(database(), u"SELECT status FROM battles WHERE id = ?"_s, {open.id}), QVariant(u"in-progress"_s));
    QCOMPARE(scalar(database(), u"SELECT status FROM battles WHERE id = ?"_s, {over.id}), QVariant(u"finished"_s));
    auto loaded = reopened();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->battles.at(0).status, BattleStatus::CasualtiesApplied);

    QSqlQuery query(database());
    QVERIFY(query.exec(u"UPDATE battles SET status = 'abandoned' WHERE name = 'Hill 12'"_s));
    auto refused = reopened();
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(u"\"Hill 12\""_s) && refused.error().message.contains(u"abandoned"_s),
             qPrintable(refused.error().message));
}

std::unique_ptr<QObject> storagetest::createBattlesTest()
{
    return std::make_unique<TstStorageBattles>();
}

#include "tst_battles.moc"
