// Every model under QAbstractItemModelTester while the document goes through edits of every kind,
// their undo and their redo.

#include "models_test_helpers.h"

#include "models/AggregatesModel.h"
#include "models/CatalogModel.h"
#include "models/ForcesModel.h"
#include "models/ModelEnums.h"
#include "models/RosterModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QUndoStack>
#include <QtTest>

using namespace muster;
using namespace modelstest;
using namespace Qt::StringLiterals;

class TstModelTester : public ModelsTestCase
{
    Q_OBJECT

private slots:
    void modelTesterDuringEdits();
};

// ---- 1. QAbstractItemModelTester ---------------------------------------------------------------

void TstModelTester::modelTesterDuringEdits()
{
    Document doc = create();
    QVERIFY(doc);
    QSignalSpy errors(doc.get(), &CampaignDocument::errorOccurred);
    CampaignDocument *stackDocument = &*doc;
    const QUndoStack *stack = stackDocument->undoStack();

    ForcesModel forces;
    CatalogModel catalog;
    RosterModel roster;
    AggregatesModel aggregates;
    const auto mode = QAbstractItemModelTester::FailureReportingMode::QtTest;
    QAbstractItemModelTester forcesTester(&forces, mode);
    QAbstractItemModelTester catalogTester(&catalog, mode);
    QAbstractItemModelTester rosterTester(&roster, mode);
    QAbstractItemModelTester aggregatesTester(&aggregates, mode);
    forces.setDocument(doc.get());
    catalog.setDocument(doc.get());
    const int builtInTypes = catalog.rowCount();
    QVERIFY(builtInTypes > 100);

    // Forces.
    auto first = doc->addForce(u"First"_s);
    QVERIFY2(first, errorText(first).constData());
    QCOMPARE(forces.rowCount(), 1);
    roster.setForce(doc.get(), *first);
    aggregates.setForce(doc.get(), *first);
    QCOMPARE(roster.rowCount(), 0);
    QVERIFY(aggregates.rowCount() > 0);
    QCOMPARE(aggregates.totals().forceTs, 0.0);

    // Lines: add (at the end and in the middle).
    QList<qint64> ids;
    for (const RosterLine &line : yrthLines()) {
        auto added = doc->addLine(*first, line);
        QVERIFY2(added, errorText(added).constData());
        ids << *added;
    }
    QCOMPARE(roster.rowCount(), 5);
    QCOMPARE(aggregates.totals().forceTs, 75.5);
    auto middle = doc->addLine(*first, makeLine(u"pikemen"_s, 2, 3), 2);
    QVERIFY2(middle, errorText(middle).constData());
    QCOMPARE(roster.rowCount(), 6);
    QCOMPARE(roster.lineIdAt(2), *middle);
    QCOMPARE(roster.rowOfLine(ids.at(2)), 3);
    QCOMPARE(aggregates.totals().forceTs, 75.5 + 8);

    // Change lines: through the document and through the model.
    RosterLine changed = doc->force(*first)->lines.at(roster.rowOfLine(ids.at(1)));
    changed.count = 6;
    QVERIFY(doc->changeLine(*first, changed, u"Six spearmen"_s));
    QCOMPARE(roster.index(roster.rowOfLine(ids.at(1)), RosterColumn::Count).data().toInt(), 6);
    QVERIFY(roster.setData(roster.index(roster.rowOfLine(ids.at(2)), RosterColumn::Count), 4));
    QCOMPARE(aggregates.totals().forceTs, 75.5 + 8 + 4 + 4);

    // Remove lines: one, then several in one step; undo and redo them.
    const int beforeRemove = stack->count();
    QVERIFY(doc->removeLines(*first, {*middle}));
    QCOMPARE(roster.rowCount(), 5);
    QVERIFY(doc->removeLines(*first, {ids.at(0), ids.at(4), ids.at(2)}));
    QCOMPARE(roster.rowCount(), 2);
    QCOMPARE(stack->count(), beforeRemove + 2);
    QCOMPARE(roster.lineIdAt(0), ids.at(1));
    QCOMPARE(roster.lineIdAt(1), ids.at(3));
    stackDocument->undo();
    QCOMPARE(roster.rowCount(), 5);
    for (int i = 0; i < 5; ++i)
        QCOMPARE(roster.lineIdAt(i), ids.at(i));
    stackDocument->redo();
    QCOMPARE(roster.rowCount(), 2);
    stackDocument->undo();
    stackDocument->undo();
    QCOMPARE(roster.rowCount(), 6);
    QCOMPARE(roster.lineIdAt(2), *middle);
    stackDocument->redo();
    QCOMPARE(roster.rowCount(), 5);

    // More forces: add, rename (through the model), remove; undo and redo.
    auto second = doc->addForce(u"Second"_s);
    QVERIFY2(second, errorText(second).constData());
    QCOMPARE(forces.rowCount(), 2);
    QSignalSpy forceRefused(&forces, &ForcesModel::editRefused);
    const int beforeBlankName = stack->count();
    QVERIFY(!forces.setData(forces.index(1), u"   "_s));
    QCOMPARE(forceRefused.count(), 1);
    QVERIFY(!forceRefused.at(0).at(0).toString().isEmpty());
    QCOMPARE(stack->count(), beforeBlankName);
    QVERIFY(forces.setData(forces.index(1), u"Second, renamed"_s));
    QCOMPARE(stack->count(), beforeBlankName + 1);
    QCOMPARE(forces.index(1).data().toString(), u"Second, renamed"_s);
    QVERIFY(doc->addLine(*second, makeLine(u"light-cavalry"_s, 4, 3)));
    QVERIFY(doc->removeForce(*second));
    QCOMPARE(forces.rowCount(), 1);
    stackDocument->undo();
    QCOMPARE(forces.rowCount(), 2);
    QCOMPARE(forces.index(1).data(role(Role::ForceId)).toLongLong(), *second);
    QCOMPARE(doc->force(*second)->lines.size(), 1);
    stackDocument->undo(); // the line
    stackDocument->undo(); // the rename
    QCOMPARE(forces.index(1).data().toString(), u"Second"_s);
    stackDocument->redo();
    QCOMPARE(forces.index(1).data().toString(), u"Second, renamed"_s);

    // Custom types: add, use, change, remove; undo.
    const ElementType troll = customType(u"custom-1"_s, u"Hill Troll"_s, 8);
    QVERIFY(doc->addCustomType(troll));
    QCOMPARE(catalog.rowCount(), builtInTypes + 1);
    QCOMPARE(catalog.index(catalog.rowOfType(troll.id), CatalogColumn::Name).data().toString(),
             u"Hill Troll"_s);
    auto trolls = doc->addLine(*first, makeLine(troll.id, 2, 3));
    QVERIFY2(trolls, errorText(trolls).constData());
    QCOMPARE(roster.rowCount(), 6);
    ElementType bigger = troll;
    bigger.ts = 16;
    QVERIFY(doc->changeCustomType(bigger));
    QCOMPARE(catalog.index(catalog.rowOfType(troll.id), CatalogColumn::Ts).data().toString(), u"16"_s);
    QCOMPARE(roster.index(roster.rowOfLine(*trolls), RosterColumn::Ts).data().toString(), u"32"_s);
    QVERIFY(doc->removeLines(*first, {*trolls}));
    QVERIFY(doc->removeCustomType(troll.id));
    QCOMPARE(catalog.rowCount(), builtInTypes);
    QCOMPARE(catalog.rowOfType(troll.id), -1);
    stackDocument->undo();
    QCOMPARE(catalog.rowCount(), builtInTypes + 1);
    stackDocument->undo();
    QCOMPARE(roster.rowCount(), 6);
    stackDocument->undo();
    QCOMPARE(roster.index(roster.rowOfLine(*trolls), RosterColumn::Ts).data().toString(), u"16"_s);

    // The roster's own force goes away and comes back.
    QVERIFY(doc->removeForce(*first));
    QCOMPARE(roster.rowCount(), 0);
    QCOMPARE(aggregates.rowCount(), 0);
    stackDocument->undo();
    QCOMPARE(forces.rowCount(), 2);

    // Undo everything, then redo everything.
    while (stack->canUndo())
        stackDocument->undo();
    QCOMPARE(forces.rowCount(), 0);
    QCOMPARE(catalog.rowCount(), builtInTypes);
    while (stack->canRedo())
        stackDocument->redo();
    QCOMPARE(forces.rowCount(), 1); // the first force was removed last
    QCOMPARE(errors.count(), 0);
}

std::unique_ptr<QObject> newTstModelTester()
{
    return std::make_unique<TstModelTester>();
}

#include "tst_modeltester.moc"
