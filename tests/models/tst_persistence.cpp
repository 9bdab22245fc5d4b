// What reaches the campaign file: the Yrth force round trip, the order of forces, odd selections of
// lines to remove, and edits the file refuses (which must change neither memory nor the undo stack).

#include "models_test_helpers.h"

#include "models/ForcesModel.h"
#include "models/RosterModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUndoStack>
#include <QtTest>

using namespace muster;
using namespace modelstest;
using namespace Qt::StringLiterals;

class TstPersistence : public ModelsTestCase
{
    Q_OBJECT

private slots:
    void yrthRoundTrip();
    void forceOrderAfterRemoval();
    void removeLinesOddSelections();
    void failedWriteIsRefused();
    void failedChangeDoesNotMerge();
};

// ---- 2. round trip -----------------------------------------------------------------------------

void TstPersistence::yrthRoundTrip()
{
    Document doc = create(u"yrth.muster"_s);
    QVERIFY(doc);
    auto force = doc->addForce(u"Sir Richard's force"_s);
    QVERIFY2(force, errorText(force).constData());
    for (const RosterLine &line : yrthLines()) {
        auto added = doc->addLine(*force, line);
        QVERIFY2(added, errorText(added).constData());
    }

    const ForceAggregates a = doc->figures(*force)->aggregates();
    QCOMPARE(a.forceTs, 75.5);
    QCOMPARE(a.classTsOf(SpecialClass::Cv), 37.5);
    QCOMPARE(a.classTsOf(SpecialClass::Eng), 2.0);
    QCOMPARE(a.classTsOf(SpecialClass::F), 4.0);
    QCOMPARE(a.elements, qint64(12));
    QCOMPARE(a.invalidLines, 0);

    const QList<RosterLine> lines = doc->force(*force)->lines;
    QCOMPARE(lines.size(), 5);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        RosterLine expected = yrthLines().at(i);
        expected.id = lines.at(i).id;
        QVERIFY(lines.at(i).id > 0);
        QCOMPARE(describe(lines.at(i)), describe(expected));
    }
    const QString before = describe(*doc);

    // No save step: destroy the document and the file holds it all.
    doc = reopen(doc);
    QVERIFY(doc);
    QCOMPARE(doc->forceCount(), 1);
    QCOMPARE(doc->force(*force)->name, u"Sir Richard's force"_s);
    QCOMPARE(describe(doc->force(*force)->lines), describe(lines));
    QVERIFY(doc->force(*force)->lines == lines);
    const ForceAggregates reopened = doc->figures(*force)->aggregates();
    QCOMPARE(describe(reopened), describe(a));
    QCOMPARE(reopened.forceTs, 75.5);
    QCOMPARE(reopened.classTsOf(SpecialClass::Cv), 37.5);
    QCOMPARE(reopened.classTsOf(SpecialClass::Eng), 2.0);
    QCOMPARE(reopened.classTsOf(SpecialClass::F), 4.0);
    QCOMPARE(describe(*doc), before);
    QCOMPARE(doc->undoStack()->count(), 0);
}

void TstPersistence::forceOrderAfterRemoval()
{
    Document doc = create();
    QVERIFY(doc);
    auto a = doc->addForce(u"A"_s);
    auto b = doc->addForce(u"B"_s);
    auto c = doc->addForce(u"C"_s);
    QVERIFY(a && b && c);
    QVERIFY(doc->removeForce(*b));
    auto d = doc->addForce(u"D"_s);
    QVERIFY(d);
    auto names = [](const CampaignDocument &document) {
        QStringList list;
        for (const Force &force : document.campaign().forces)
            list << force.name;
        return list;
    };
    QCOMPARE(names(*doc), QStringList({u"A"_s, u"C"_s, u"D"_s}));
    doc = reopen(doc);
    QVERIFY(doc);
    // The file keeps the order memory shows: deleteForce closes the gap in forces.position.
    QCOMPARE(names(*doc), QStringList({u"A"_s, u"C"_s, u"D"_s}));
}

// ---- edge cases --------------------------------------------------------------------------------

void TstPersistence::removeLinesOddSelections()
{
    Document doc = create();
    QVERIFY(doc);
    QSignalSpy errors(doc.get(), &CampaignDocument::errorOccurred);
    auto force = doc->addForce(u"Host"_s);
    QVERIFY(force);
    QList<qint64> ids;
    for (const RosterLine &line : yrthLines())
        ids << *doc->addLine(*force, line);
    const QString before = describe(*doc);
    const int steps = doc->undoStack()->count();

    // A selection that names a line twice (e.g. one id per selected cell) removes it once.
    QVERIFY(doc->removeLines(*force, {ids.at(1), ids.at(3), ids.at(1)}));
    QCOMPARE(doc->force(*force)->lines.size(), 3);
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    QCOMPARE(errors.count(), 0);
    doc->undo();
    QCOMPARE(describe(*doc), before);
    QCOMPARE(errors.count(), 0);

    // Ids of no line of the force remove nothing and push nothing.
    QVERIFY(doc->removeLines(*force, {987654}));
    QCOMPARE(doc->undoStack()->count(), steps + 1); // the redo step above is still there
    QCOMPARE(doc->undoStack()->index(), steps);
    QCOMPARE(errors.count(), 0);
    QCOMPARE(describe(*doc), before);

    doc = reopen(doc);
    QVERIFY(doc);
    QCOMPARE(describe(*doc), before);
}

namespace {

// A second, raw connection to a campaign file, to make the document's next write fail.
class RawConnection
{
public:
    explicit RawConnection(const QString &path)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name());
        db.setDatabaseName(path);
        m_open = db.open();
    }
    ~RawConnection()
    {
        QSqlDatabase::database(name()).close();
        QSqlDatabase::removeDatabase(name());
    }
    bool isOpen() const { return m_open; }
    bool exec(const QString &sql)
    {
        QSqlQuery query(QSqlDatabase::database(name()));
        if (!query.exec(sql)) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(query.lastError().text()));
            return false;
        }
        return true;
    }

private:
    static QString name() { return u"tst_models_raw"_s; }
    bool m_open = false;
};

} // namespace

void TstPersistence::failedWriteIsRefused()
{
    Document doc = create();
    QVERIFY(doc);
    auto force = doc->addForce(u"Host"_s);
    QVERIFY(force);
    QVERIFY(doc->addLine(*force, makeLine(u"heavy-infantry"_s, 5, 3)));
    RosterModel roster;
    QAbstractItemModelTester tester(&roster, QAbstractItemModelTester::FailureReportingMode::QtTest);
    roster.setForce(doc.get(), *force);
    ForcesModel forces;
    QAbstractItemModelTester forcesTester(&forces, QAbstractItemModelTester::FailureReportingMode::QtTest);
    forces.setDocument(doc.get());
    QSignalSpy errors(doc.get(), &CampaignDocument::errorOccurred);
    const QString before = describe(*doc);
    const int steps = doc->undoStack()->count();

    {
        RawConnection raw(doc->path());
        QVERIFY(raw.isOpen());
        QVERIFY(raw.exec(u"CREATE TRIGGER refuse_lines BEFORE INSERT ON roster_lines "
                         u"BEGIN SELECT RAISE(ABORT, 'refused by test'); END"_s));
        QVERIFY(raw.exec(u"CREATE TRIGGER refuse_forces BEFORE INSERT ON forces "
                         u"BEGIN SELECT RAISE(ABORT, 'refused by test'); END"_s));

        // The file refuses the line: the edit is refused, nothing is pushed, memory is unchanged.
        auto added = doc->addLine(*force, makeLine(u"bowmen"_s, 2, 3));
        QVERIFY(!added);
        QVERIFY(!added.error().message.isEmpty());
        QCOMPARE(errors.count(), 1);
        QCOMPARE(doc->undoStack()->count(), steps);
        QCOMPARE(roster.rowCount(), 1);
        QCOMPARE(describe(*doc), before);

        auto addedForce = doc->addForce(u"Second"_s);
        QVERIFY(!addedForce);
        QCOMPARE(errors.count(), 2);
        QCOMPARE(doc->undoStack()->count(), steps);
        QCOMPARE(forces.rowCount(), 1);
        QCOMPARE(describe(*doc), before);

        QVERIFY(raw.exec(u"DROP TRIGGER refuse_lines"_s));
        QVERIFY(raw.exec(u"DROP TRIGGER refuse_forces"_s));
    }

    // With the file writable again, the same edits go through.
    auto added = doc->addLine(*force, makeLine(u"bowmen"_s, 2, 3));
    QVERIFY2(added, errorText(added).constData());
    QCOMPARE(roster.rowCount(), 2);
    QCOMPARE(roster.lineIdAt(1), *added);
    doc = reopen(doc);
    QVERIFY(doc);
    QCOMPARE(doc->force(*force)->lines.size(), 2);
    QCOMPARE(doc->force(*force)->lines.at(1).id, *added);
}

void TstPersistence::failedChangeDoesNotMerge()
{
    Document doc = create();
    QVERIFY(doc);
    auto force = doc->addForce(u"Host"_s);
    QVERIFY(force);
    auto lineId = doc->addLine(*force, makeLine(u"heavy-infantry"_s, 5, 3));
    QVERIFY(lineId);
    QSignalSpy errors(doc.get(), &CampaignDocument::errorOccurred);
    CampaignDocument *stackDocument = &*doc;
    const QUndoStack *stack = stackDocument->undoStack();
    const int steps = stack->count();

    RosterLine line = doc->force(*force)->lines.at(0);
    line.count = 6;
    QVERIFY(doc->changeLine(*force, line, u"Six"_s, 3));
    QCOMPARE(stack->count(), steps + 1);
    {
        RawConnection raw(doc->path());
        QVERIFY(raw.isOpen());
        QVERIFY(raw.exec(u"CREATE TRIGGER refuse_updates BEFORE UPDATE ON roster_lines "
                         u"BEGIN SELECT RAISE(ABORT, 'refused by test'); END"_s));
        line.count = 7;
        doc->changeLine(*force, line, u"Seven"_s, 3);
        QCOMPARE(errors.count(), 1);
        QCOMPARE(doc->force(*force)->lines.at(0).count, 6);
        QVERIFY(raw.exec(u"DROP TRIGGER refuse_updates"_s));
    }
    QCOMPARE(stack->count(), steps + 1);
    // The step on the stack is still "5 -> 6": the refused 7 never happened.
    stackDocument->undo();
    QCOMPARE(doc->force(*force)->lines.at(0).count, 5);
    stackDocument->redo();
    QCOMPARE(doc->force(*force)->lines.at(0).count, 6);

    // Staff and notes edits merge as well; a refused one must not be merged in either.
    StaffMember quartermaster;
    quartermaster.name = u"Hale"_s;
    QVERIFY(doc->setStaff(*force, StaffRole::Quartermaster, quartermaster));
    QVERIFY(doc->setForceNotes(*force, u"Camp"_s));
    {
        RawConnection raw(doc->path());
        QVERIFY(raw.isOpen());
        QVERIFY(raw.exec(u"CREATE TRIGGER refuse_staff BEFORE INSERT ON staff "
                         u"BEGIN SELECT RAISE(ABORT, 'refused by test'); END"_s));
        QVERIFY(raw.exec(u"CREATE TRIGGER refuse_forces BEFORE UPDATE ON forces "
                         u"BEGIN SELECT RAISE(ABORT, 'refused by test'); END"_s));
        QVERIFY(!doc->setForceNotes(*force, u"Camp by the ford"_s));
        QCOMPARE(errors.count(), 2);
        StaffMember refused = quartermaster;
        refused.name = u"Hale the Reeve"_s;
        QVERIFY(!doc->setStaff(*force, StaffRole::Quartermaster, refused));
        QCOMPARE(errors.count(), 3);
        QVERIFY(raw.exec(u"DROP TRIGGER refuse_staff"_s));
        QVERIFY(raw.exec(u"DROP TRIGGER refuse_forces"_s));
    }
    QCOMPARE(doc->force(*force)->notes, u"Camp"_s);
    QCOMPARE(doc->force(*force)->member(StaffRole::Quartermaster).name, u"Hale"_s);
    stackDocument->undo(); // notes
    QCOMPARE(doc->force(*force)->notes, QString());
    stackDocument->redo();
    QCOMPARE(doc->force(*force)->notes, u"Camp"_s);
    stackDocument->undo();
    stackDocument->undo(); // staff
    QCOMPARE(doc->force(*force)->member(StaffRole::Quartermaster).name, QString());
    stackDocument->redo();
    QCOMPARE(doc->force(*force)->member(StaffRole::Quartermaster).name, u"Hale"_s);
    stackDocument->redo();

    doc = reopen(doc);
    QVERIFY(doc);
    QCOMPARE(doc->force(*force)->lines.at(0).count, 6);
    QCOMPARE(doc->force(*force)->notes, u"Camp"_s);
    QCOMPARE(doc->force(*force)->member(StaffRole::Quartermaster).name, u"Hale"_s);
}

std::unique_ptr<QObject> newTstPersistence()
{
    return std::make_unique<TstPersistence>();
}

#include "tst_persistence.moc"
