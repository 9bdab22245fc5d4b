// RosterModel: editing through setData(), what it displays, the edits it refuses, and sorting by its
// numeric sort values.

#include "models_test_helpers.h"

#include "catalog/Customization.h"
#include "models/ModelEnums.h"
#include "models/RosterModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QUndoStack>
#include <QtTest>

using namespace muster;
using namespace modelstest;
using namespace Qt::StringLiterals;

class TstRosterModel : public ModelsTestCase
{
    Q_OBJECT

private slots:
    void rosterSetData_data();
    void rosterSetData();
    void rosterTsDisplay();
    void rosterRefusesInvalidEdits();
    void sortValueIsNumeric();
};

// ---- 4. RosterModel editing and display --------------------------------------------------------

void TstRosterModel::rosterSetData_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QVariant>("value");
    QTest::newRow("name") << int(RosterColumn::Name) << QVariant(u"Spearmen of Tarnhold"_s);
    QTest::newRow("type") << int(RosterColumn::Type) << QVariant(u"medium-infantry"_s);
    QTest::newRow("count") << int(RosterColumn::Count) << QVariant(7);
    QTest::newRow("tl") << int(RosterColumn::Tl) << QVariant(6);
    QTest::newRow("equipment") << int(RosterColumn::Equipment) << QVariant(int(EquipmentQuality::Fine));
    QTest::newRow("troops") << int(RosterColumn::Troops) << QVariant(int(TroopQuality::Elite));
}

void TstRosterModel::rosterSetData()
{
    QFETCH(int, column);
    QFETCH(QVariant, value);
    Document doc = create();
    QVERIFY(doc);
    auto force = doc->addForce(u"Host"_s);
    QVERIFY(force);
    auto lineId = doc->addLine(*force, makeLine(u"heavy-infantry"_s, 5, 3));
    QVERIFY(lineId);
    RosterModel roster;
    QAbstractItemModelTester tester(&roster, QAbstractItemModelTester::FailureReportingMode::QtTest);
    roster.setForce(doc.get(), *force);
    QSignalSpy refused(&roster, &RosterModel::editRefused);
    QSignalSpy changed(&roster, &QAbstractItemModel::dataChanged);
    const RosterLine before = doc->force(*force)->lines.at(0);
    const double tsBefore = roster.index(0, RosterColumn::Ts).data(role(Role::SortValue)).toDouble();
    const int steps = doc->undoStack()->count();

    const QModelIndex index = roster.index(0, column);
    QVERIFY(roster.flags(index) & Qt::ItemIsEditable);
    QVERIFY(index.data(Qt::EditRole) != value);
    QVERIFY(roster.setData(index, value));
    QCOMPARE(index.data(Qt::EditRole), value);
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    QVERIFY(!doc->undoStack()->text(steps).isEmpty());
    QCOMPARE(refused.count(), 0);
    QVERIFY(changed.count() >= 1);
    const RosterLine after = doc->force(*force)->lines.at(0);
    QVERIFY(after != before);
    QCOMPARE(after.id, before.id);
    // Every column but the name changes the line's TS.
    if (column != RosterColumn::Name)
        QVERIFY(roster.index(0, RosterColumn::Ts).data(role(Role::SortValue)).toDouble() != tsBefore);

    // Setting the same value again changes nothing and pushes nothing.
    QVERIFY(roster.setData(index, value));
    QCOMPARE(doc->undoStack()->count(), steps + 1);

    doc->undo();
    QCOMPARE(describe(doc->force(*force)->lines.at(0)), describe(before));
    doc->redo();
    QCOMPARE(describe(doc->force(*force)->lines.at(0)), describe(after));
    doc = reopen(doc);
    QVERIFY(doc);
    QCOMPARE(describe(doc->force(*force)->lines.at(0)), describe(after));
}

void TstRosterModel::rosterTsDisplay()
{
    Document doc = create();
    QVERIFY(doc);
    auto force = doc->addForce(u"Host"_s);
    QVERIFY(force);
    QVERIFY(
        doc->addLine(*force, makeLine(u"heavy-cavalry"_s, 3, 3, EquipmentQuality::Fine, TroopQuality::Good)));
    QVERIFY(doc->addLine(*force, makeLine(u"heavy-artillery-tl2"_s, 2, 3)));
    RosterModel roster;
    roster.setForce(doc.get(), *force);
    QCOMPARE(roster.headerData(RosterColumn::Ts, Qt::Horizontal).toString(), u"TS"_s);

    QCOMPARE(roster.index(0, RosterColumn::Ts).data().toString(), u"37.5"_s);
    QCOMPARE(roster.index(0, RosterColumn::Count).data().toInt(), 3);
    QCOMPARE(roster.index(0, RosterColumn::Type).data().toString(), u"Heavy Cavalry"_s);
    QCOMPARE(roster.index(0, RosterColumn::Name).data().toString(), u"Heavy Cavalry"_s);
    QCOMPARE(roster.index(0, RosterColumn::Classes).data().toString(), u"Cv"_s);

    // Support TS in parentheses.
    const ElementType *artillery = doc->catalog().find(u"heavy-artillery-tl2"_s);
    QVERIFY(artillery);
    QVERIFY(artillery->support);
    auto stats = Customization::compute(*artillery, makeLine(u"heavy-artillery-tl2"_s, 2, 3).record);
    QVERIFY2(stats, errorText(stats).constData());
    const QString artilleryTs = roster.index(1, RosterColumn::Ts).data().toString();
    QCOMPARE(artilleryTs, u"(%1)"_s.arg(formatNumber(stats->ts * 2)));
    QVERIFY(artilleryTs.startsWith(u'('));
    QCOMPARE(roster.index(1, RosterColumn::Ts).data(role(Role::SortValue)).toDouble(), stats->ts * 2);

    // The tooltip explains the figure.
    const QString tip = roster.index(0, RosterColumn::Ts).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(u"Base TS"_s), qPrintable(tip));
    QVERIFY2(tip.contains(u"Fine"_s), qPrintable(tip));
    QVERIFY2(tip.contains(u"x3"_s), qPrintable(tip));
    const QString supportTip = roster.index(1, RosterColumn::Ts).data(Qt::ToolTipRole).toString();
    QVERIFY2(supportTip.contains(u"Base TS"_s), qPrintable(supportTip));
    QVERIFY2(supportTip.contains(u"Support"_s), qPrintable(supportTip));

    QCOMPARE(roster.index(0, 0).data(role(Role::Invalid)).toBool(), false);
    QCOMPARE(roster.index(1, 0).data(role(Role::TypeId)).toString(), u"heavy-artillery-tl2"_s);
    QCOMPARE(roster.index(1, 0).data(role(Role::ForceId)).toLongLong(), *force);
}

void TstRosterModel::rosterRefusesInvalidEdits()
{
    Document doc = create();
    QVERIFY(doc);
    auto force = doc->addForce(u"Fleet"_s);
    QVERIFY(force);
    auto spearmen = doc->addLine(*force, makeLine(u"heavy-infantry"_s, 5, 3));
    auto flagship = doc->addLine(*force, makeLine(u"war-galley"_s, 1, 3, EquipmentQuality::Basic,
                                                  TroopQuality::Average, {Feature::Flagship}));
    auto galleys = doc->addLine(*force, makeLine(u"war-galley"_s, 2, 3));
    QVERIFY2(spearmen, errorText(spearmen).constData());
    QVERIFY2(flagship, errorText(flagship).constData());
    QVERIFY2(galleys, errorText(galleys).constData());
    RosterModel roster;
    QAbstractItemModelTester tester(&roster, QAbstractItemModelTester::FailureReportingMode::QtTest);
    roster.setForce(doc.get(), *force);
    QSignalSpy refused(&roster, &RosterModel::editRefused);
    const QString before = describe(*doc);
    const int steps = doc->undoStack()->count();

    // TL1 Heavy Infantry: the type is introduced at TL2.
    QVERIFY(!roster.setData(roster.index(0, RosterColumn::Tl), 1));
    QCOMPARE(refused.count(), 1);
    QVERIFY(!refused.at(0).at(0).toString().isEmpty());
    QVERIFY2(refused.at(0).at(0).toString().contains(u"TL2"_s), qPrintable(refused.at(0).at(0).toString()));
    QCOMPARE(doc->undoStack()->count(), steps);
    QCOMPARE(roster.index(0, RosterColumn::Tl).data().toInt(), 3);
    QCOMPARE(describe(*doc), before);

    // A negative count.
    QVERIFY(!roster.setData(roster.index(0, RosterColumn::Count), -2));
    QCOMPARE(refused.count(), 2);
    QVERIFY(!refused.at(1).at(0).toString().isEmpty());
    QCOMPARE(doc->undoStack()->count(), steps);

    // Two Flagships in one force: a count of 2 on the flagship line...
    QVERIFY(!roster.setData(roster.index(1, RosterColumn::Count), 2));
    QCOMPARE(refused.count(), 3);
    QVERIFY2(refused.at(2).at(0).toString().contains(u"Flagship"_s),
             qPrintable(refused.at(2).at(0).toString()));
    QCOMPARE(doc->undoStack()->count(), steps);
    QCOMPARE(describe(*doc), before);

    // ...or the Flagship feature on a second line.
    RosterLine second = doc->force(*force)->lines.at(2);
    second.count = 1;
    second.record.set(Feature::Flagship);
    const Status status = doc->changeLine(*force, second, u"Second flagship"_s);
    QVERIFY(!status);
    QVERIFY(!status.error().message.isEmpty());
    QCOMPARE(doc->undoStack()->count(), steps);
    QCOMPARE(describe(*doc), before);

    // An unknown type is refused too.
    QVERIFY(!roster.setData(roster.index(0, RosterColumn::Type), u"no-such-type"_s));
    QCOMPARE(doc->undoStack()->count(), steps);
    // Computed columns are not editable.
    QVERIFY(!(roster.flags(roster.index(0, RosterColumn::Ts)) & Qt::ItemIsEditable));
    QVERIFY(!roster.setData(roster.index(0, RosterColumn::Ts), 99));
    QCOMPARE(doc->undoStack()->count(), steps);

    doc = reopen(doc);
    QVERIFY(doc);
    QCOMPARE(describe(*doc), before);
}

// ---- 5. sorting ----------------------------------------------------------------------------------

void TstRosterModel::sortValueIsNumeric()
{
    Document doc = create();
    QVERIFY(doc);
    auto force = doc->addForce(u"Host"_s);
    QVERIFY(force);
    // TS 120, 9 and 37.5: as text they would sort "120" < "37.5" < "9".
    QVERIFY(doc->addLine(*force, makeLine(u"heavy-infantry"_s, 30, 3)));
    QVERIFY(doc->addLine(*force, makeLine(u"medium-infantry"_s, 3, 3)));
    QVERIFY(
        doc->addLine(*force, makeLine(u"heavy-cavalry"_s, 3, 3, EquipmentQuality::Fine, TroopQuality::Good)));
    RosterModel roster;
    roster.setForce(doc.get(), *force);
    QCOMPARE(roster.index(0, RosterColumn::Ts).data().toString(), u"120"_s);
    QCOMPARE(roster.index(1, RosterColumn::Ts).data().toString(), u"9"_s);
    QCOMPARE(roster.index(2, RosterColumn::Ts).data().toString(), u"37.5"_s);

    for (int column : {int(RosterColumn::Count), int(RosterColumn::Tl), int(RosterColumn::Ts),
                       int(RosterColumn::Wt), int(RosterColumn::Raise), int(RosterColumn::Maintain)}) {
        const QVariant v = roster.index(0, column).data(role(Role::SortValue));
        QVERIFY2(v.typeId() == QMetaType::Int || v.typeId() == QMetaType::Double,
                 qPrintable(u"column %1 sorts by %2"_s.arg(column).arg(QString::fromLatin1(v.typeName()))));
    }

    QSortFilterProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&roster);
    proxy.setSortRole(role(Role::SortValue));
    proxy.sort(RosterColumn::Ts, Qt::AscendingOrder);
    auto column = [&proxy](int c) {
        QStringList texts;
        for (int row = 0; row < proxy.rowCount(); ++row)
            texts << proxy.index(row, c).data().toString();
        return texts;
    };
    QCOMPARE(column(RosterColumn::Ts), QStringList({u"9"_s, u"37.5"_s, u"120"_s}));
    proxy.sort(RosterColumn::Ts, Qt::DescendingOrder);
    QCOMPARE(column(RosterColumn::Ts), QStringList({u"120"_s, u"37.5"_s, u"9"_s}));
    // Sorting by the display text would have given another order.
    proxy.setSortRole(Qt::DisplayRole);
    proxy.sort(RosterColumn::Ts, Qt::AscendingOrder);
    QVERIFY(column(RosterColumn::Ts) != QStringList({u"9"_s, u"37.5"_s, u"120"_s}));

    // The sorted view follows an edit of the source.
    proxy.setSortRole(role(Role::SortValue));
    proxy.sort(RosterColumn::Ts, Qt::AscendingOrder);
    QVERIFY(roster.setData(roster.index(1, RosterColumn::Count), 50)); // 150
    QCOMPARE(column(RosterColumn::Ts), QStringList({u"37.5"_s, u"120"_s, u"150"_s}));
    QCOMPARE(column(RosterColumn::Count), QStringList({u"3"_s, u"30"_s, u"50"_s}));
}

std::unique_ptr<QObject> newTstRosterModel()
{
    return std::make_unique<TstRosterModel>();
}

#include "tst_rostermodel.moc"
