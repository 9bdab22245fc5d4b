// Every user action is one transaction, in the file and in memory (issue "Campaign actions as core
// services"): for each action of the document, and for its undo and its redo, every write it makes is made to
// fail in turn (WriteFaults), and so is its commit. Afterwards the file's content (a dump of every table),
// the campaign in memory (all of it, as muster-cli show prints it), the roster model and the undo stack must
// be exactly as before. Then the action, its undo and its redo go through and leave the states they should.

#include "document_actions.h"
#include "models_test_helpers.h"

#include "campaign/CampaignJson.h"
#include "campaign/DemoCampaign.h"
#include "models/RosterModel.h"
#include "storage/WriteFaults.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QUndoStack>
#include <QtTest>

#include <functional>

using namespace muster;
using namespace modelstest;
using namespace Qt::StringLiterals;

class TstFaultInjection : public ModelsTestCase
{
    Q_OBJECT

private slots:
    void init() { WriteFaults::clear(); }
    void cleanup() { WriteFaults::clear(); }
    void actionUndoRedoAreAllOrNothing_data();
    void actionUndoRedoAreAllOrNothing();
    void historyJumpIsAllOrNothing();

private:
    Document demo();
    // Makes every write of `step` fail in turn, then its commit; checks nothing changed each time.
    void failEachWrite(CampaignDocument &document, const RosterModel &roster,
                       const std::function<Status()> &step, const char *what);
};

Document TstFaultInjection::demo()
{
    static int count = 0;
    const QString path = m_dir->filePath(u"fault-%1.muster"_s.arg(++count));
    if (Status s = writeDemoCampaign(path); !s) {
        QTest::qFail(qPrintable(s.error().message), __FILE__, __LINE__);
        return {};
    }
    auto opened = CampaignDocument::open(path);
    if (!opened) {
        QTest::qFail(errorText(opened).constData(), __FILE__, __LINE__);
        return {};
    }
    return std::move(opened).value();
}

void TstFaultInjection::failEachWrite(CampaignDocument &document, const RosterModel &roster,
                                      const std::function<Status()> &step, const char *what)
{
    const Snapshot before = snapshot(document, roster);
    // How many writes the step makes: do it, count, and take it back the other way.
    WriteFaults::clear();
    int writes = 0;
    // An action or a redo is taken back by an undo, an undo by a redo. (After an action, its step stays on
    // the stack to redo: a failed action must not drop it either.)
    QVERIFY2(step(), what);
    writes = WriteFaults::writesSoFar();
    if (QByteArray(what) == "undo")
        QVERIFY(document.redo());
    else
        QVERIFY(document.undo());
    QVERIFY2(writes > 0, what);
    const Snapshot reference = snapshot(document, roster);
    if (QByteArray(what) != "action") {
        QCOMPARE(reference.memory, before.memory);
        QCOMPARE(reference.file, before.file);
    }
    for (int nth = 1; nth <= writes + 1; ++nth) {
        WriteFaults::clear();
        if (nth <= writes)
            WriteFaults::failWrite(nth);
        else
            WriteFaults::failCommit();
        const Status status = step();
        QVERIFY2(!status, qPrintable(u"%1: write %2 of %3 failed, yet it succeeded"_s.arg(QLatin1String(what))
                                         .arg(nth)
                                         .arg(writes)));
        QVERIFY(status.error().message.contains(u"Nothing was changed"_s));
        const Snapshot after = snapshot(document, roster);
        QCOMPARE(after.file, reference.file);
        QCOMPARE(after.memory, reference.memory);
        QCOMPARE(after.rosterRows, reference.rosterRows);
        QCOMPARE(after.steps, reference.steps);
        QCOMPARE(after.index, reference.index);
        QCOMPARE(after.texts, reference.texts);
    }
    WriteFaults::clear();
}

void TstFaultInjection::actionUndoRedoAreAllOrNothing_data()
{
    addDocumentActionRows();
}

void TstFaultInjection::actionUndoRedoAreAllOrNothing()
{
    QFETCH(QString, forceName);
    QFETCH(Action, prepare);
    QFETCH(Action, action);
    Document doc = demo();
    QVERIFY(doc);
    QVERIFY(prepare(*doc));
    RosterModel roster;
    QAbstractItemModelTester tester(&roster, QAbstractItemModelTester::FailureReportingMode::QtTest);
    roster.setForce(doc.get(), forceNamed(*doc, forceName).id);

    const Snapshot before = snapshot(*doc, roster);
    failEachWrite(
        *doc, roster, [&] { return action(*doc); }, "action");
    if (QTest::currentTestFailed())
        return;
    // failEachWrite left the action undone (and redoable): the state before it, one step to redo.
    QCOMPARE(snapshot(*doc, roster).memory, before.memory);
    QCOMPARE(snapshot(*doc, roster).file, before.file);
    QVERIFY(doc->redo());
    const Snapshot done = snapshot(*doc, roster);
    QVERIFY(done.memory != before.memory);
    QVERIFY(done.file != before.file);

    failEachWrite(
        *doc, roster, [&] { return doc->undo(); }, "undo");
    if (QTest::currentTestFailed())
        return;
    QVERIFY(doc->undo());
    QCOMPARE(snapshot(*doc, roster).memory, before.memory);
    QCOMPARE(snapshot(*doc, roster).file, before.file);

    failEachWrite(
        *doc, roster, [&] { return doc->redo(); }, "redo");
    if (QTest::currentTestFailed())
        return;
    QVERIFY(doc->redo());
    QCOMPARE(snapshot(*doc, roster), done);

    // What memory holds is what the file holds: reopened, the campaign is the same.
    const QByteArray memory = done.memory;
    doc = reopen(doc);
    QVERIFY(doc);
    QCOMPARE(QJsonDocument(campaignToJson(doc->campaign())).toJson(), memory);
}

void TstFaultInjection::historyJumpIsAllOrNothing()
{
    Document doc = demo();
    QVERIFY(doc);
    RosterModel roster;
    const qint64 crown = forceNamed(*doc, u"Host of Lady Maren of Greyhollow"_s).id;
    roster.setForce(doc.get(), crown);
    QVERIFY(doc->addLine(crown, makeLine(u"bowmen"_s, 6, 3)));
    QVERIFY(doc->removeLines(
        crown, {forceNamed(*doc, u"Host of Lady Maren of Greyhollow"_s).lines.constFirst().id}));
    QVERIFY(doc->renameForce(crown, u"Crown Host"_s));
    const Snapshot latest = snapshot(*doc, roster);
    // A jump back over three steps makes writes for each: any one failing leaves all three in place.
    WriteFaults::clear();
    QVERIFY(doc->setIndex(0));
    const int writes = WriteFaults::writesSoFar();
    QCOMPARE(doc->force(crown)->name, u"Host of Lady Maren of Greyhollow"_s);
    QVERIFY(doc->setIndex(3));
    QCOMPARE(snapshot(*doc, roster), latest);
    for (int nth = 1; nth <= writes; ++nth) {
        WriteFaults::clear();
        WriteFaults::failWrite(nth);
        QVERIFY(!doc->setIndex(0));
        QCOMPARE(snapshot(*doc, roster), latest);
    }
    WriteFaults::clear();
    WriteFaults::failCommit();
    QVERIFY(!doc->setIndex(0));
    QCOMPARE(snapshot(*doc, roster), latest);
}

std::unique_ptr<QObject> newTstFaultInjection()
{
    return std::make_unique<TstFaultInjection>();
}

#include "tst_faultinjection.moc"
