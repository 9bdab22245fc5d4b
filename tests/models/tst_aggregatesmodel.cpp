// AggregatesModel: the force's figures follow edits, removals, undo and a restored force.

#include "models_test_helpers.h"

#include "models/AggregatesModel.h"
#include "models/ModelEnums.h"
#include "models/RosterModel.h"

#include <QAbstractItemModelTester>
#include <QUndoStack>
#include <QtTest>

using namespace muster;
using namespace modelstest;
using namespace Qt::StringLiterals;

class TstAggregatesModel : public ModelsTestCase
{
    Q_OBJECT

private slots:
    void aggregatesFollowEdits();
    void aggregatesFollowRestoredForce();
};

// ---- 6. AggregatesModel ------------------------------------------------------------------------

void TstAggregatesModel::aggregatesFollowEdits()
{
    Document doc = create();
    QVERIFY(doc);
    auto force = doc->addForce(u"Yrth"_s);
    QVERIFY(force);
    for (const RosterLine &line : yrthLines())
        QVERIFY(doc->addLine(*force, line));
    RosterModel roster;
    roster.setForce(doc.get(), *force);
    AggregatesModel aggregates;
    QAbstractItemModelTester tester(&aggregates, QAbstractItemModelTester::FailureReportingMode::QtTest);
    aggregates.setForce(doc.get(), *force);

    const int forceTsRow = aggregates.rowOf(AggregateFigure::ForceTs);
    QVERIFY(forceTsRow >= 0);
    QCOMPARE(aggregates.index(forceTsRow, FigureColumn::Value).data().toString(), u"75.5"_s);
    QCOMPARE(aggregates.index(forceTsRow, FigureColumn::Figure).data().toString(), u"Force TS"_s);

    const int cavalryRow = aggregates.rowOf(AggregateFigure::ClassTs, SpecialClass::Cv);
    QVERIFY(cavalryRow >= 0);
    QVERIFY(cavalryRow != aggregates.rowOf(AggregateFigure::ClassTs, SpecialClass::F));
    QVERIFY(aggregates.index(cavalryRow, FigureColumn::Figure)
                .data()
                .toString()
                .contains(specialClassName(SpecialClass::Cv)));
    QCOMPARE(aggregates.index(cavalryRow, FigureColumn::Value).data().toString(), u"37.5"_s);
    const int engineeringRow = aggregates.rowOf(AggregateFigure::ClassTs, SpecialClass::Eng);
    QCOMPARE(aggregates.index(engineeringRow, FigureColumn::Value).data().toString(), u"2"_s);

    // The breakdown names the lines that contribute.
    const QString breakdown =
        aggregates.index(forceTsRow, FigureColumn::Value).data(role(Role::Breakdown)).toString();
    QVERIFY2(breakdown.contains(u"Heavy Cavalry"_s), qPrintable(breakdown));
    QVERIFY2(breakdown.contains(u"Sir Richard"_s), qPrintable(breakdown));
    QCOMPARE(aggregates.index(forceTsRow, FigureColumn::Value).data(Qt::ToolTipRole).toString(), breakdown);
    const QString cavalryBreakdown =
        aggregates.index(cavalryRow, FigureColumn::Value).data(role(Role::Breakdown)).toString();
    QVERIFY2(cavalryBreakdown.contains(u"Heavy Cavalry"_s), qPrintable(cavalryBreakdown));
    QVERIFY2(!cavalryBreakdown.contains(u"Bowmen"_s), qPrintable(cavalryBreakdown));

    // Five spearmen become ten: +20.
    QVERIFY(roster.setData(roster.index(1, RosterColumn::Count), 10));
    QCOMPARE(
        aggregates.index(aggregates.rowOf(AggregateFigure::ForceTs), FigureColumn::Value).data().toString(),
        u"95.5"_s);
    QCOMPARE(aggregates.totals().forceTs, 95.5);
    QCOMPARE(aggregates.totals().elements, qint64(17));
    // Six knights: Cavalry TS 75.
    QVERIFY(roster.setData(roster.index(0, RosterColumn::Count), 6));
    QCOMPARE(
        aggregates.index(aggregates.rowOf(AggregateFigure::ClassTs, SpecialClass::Cv), FigureColumn::Value)
            .data()
            .toString(),
        u"75"_s);
    // Removing and undoing follow too.
    QVERIFY(doc->removeLines(*force, {roster.lineIdAt(0)}));
    QCOMPARE(
        aggregates.index(aggregates.rowOf(AggregateFigure::ClassTs, SpecialClass::Cv), FigureColumn::Value)
            .data()
            .toString(),
        u"0"_s);
    doc->undo();
    doc->undo();
    doc->undo();
    QCOMPARE(
        aggregates.index(aggregates.rowOf(AggregateFigure::ForceTs), FigureColumn::Value).data().toString(),
        u"75.5"_s);
}

void TstAggregatesModel::aggregatesFollowRestoredForce()
{
    Document doc = create();
    QVERIFY(doc);
    auto force = doc->addForce(u"Yrth"_s);
    QVERIFY(force);
    for (const RosterLine &line : yrthLines())
        QVERIFY(doc->addLine(*force, line));
    AggregatesModel aggregates;
    QAbstractItemModelTester tester(&aggregates, QAbstractItemModelTester::FailureReportingMode::QtTest);
    aggregates.setForce(doc.get(), *force);
    QCOMPARE(aggregates.totals().forceTs, 75.5);

    QVERIFY(doc->removeForce(*force));
    QCOMPARE(aggregates.rowCount(), 0);
    QCOMPARE(aggregates.totals().forceTs, 0.0);
    // Undoing the removal brings the force, and its figures, back.
    doc->undo();
    QVERIFY(doc->force(*force));
    QCOMPARE(aggregates.totals().forceTs, 75.5);
    QVERIFY(aggregates.rowOf(AggregateFigure::ForceTs) >= 0);
    QCOMPARE(
        aggregates.index(aggregates.rowOf(AggregateFigure::ForceTs), FigureColumn::Value).data().toString(),
        u"75.5"_s);
}

std::unique_ptr<QObject> newTstAggregatesModel()
{
    return std::make_unique<TstAggregatesModel>();
}

#include "tst_aggregatesmodel.moc"
