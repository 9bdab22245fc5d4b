// Planning and carrying out a march through the real Plan March dialog offscreen (issue 5, "Travel"):
// a road leg and an off-road leg, Mounts carrying the foot, an engine no one can carry left behind, the
// transport changed by hand, a forced march's typed rolls, the distance unit, and undo. Rules: "Forces in
// Motion" of GURPS Mass Combat (Foot 20/10 miles a day on roads/off-road, Mounted 30/15; Mounts carry
// WT 1 Foot elements at Mounted speed).

#include "gui_test_helpers.h"

#include "CampaignDocument.h"
#include "battle/RollField.h"
#include "operations/MarchDialog.h"
#include "operations/MarchLegsTable.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>
#include <QUndoStack>

using namespace muster;
using namespace guitest;

class TstMarchDialog : public GuiTestCase
{
    Q_OBJECT

private slots:
    void twoLegMarchWithTransport();
    void forcedMarchRollsAreTyped();
    void distanceUnitConverts();

private:
    qint64 addColumn(CampaignDocument *document);
    // Adds the column to the window's campaign, selects it and opens Plan March for it.
    MarchDialog *openDialog(MainWindow &window);
    void setLeg(MarchDialog *dialog, int row, RouteKind route, const QString &distance);

    qint64 m_column = 0;
};

// 4 Heavy Infantry (Foot, WT 1), 4 Mounts (Mtd, T 1) and a Heavy Artillery engine (no mobility, WT 2)
// that neither Mounts nor anything else in the force can carry.
qint64 TstMarchDialog::addColumn(CampaignDocument *document)
{
    const auto id = document->addForce(QStringLiteral("Marching Column"));
    if (!id)
        return 0;
    const auto add = [&](const QString &typeId, int count) {
        RosterLine line;
        line.record.typeId = typeId;
        line.record.tl = 3;
        line.count = count;
        return document->addLine(*id, line).ok();
    };
    if (!add(QStringLiteral("heavy-infantry"), 4) || !add(QStringLiteral("mounts"), 4) ||
        !add(QStringLiteral("heavy-artillery-tl2"), 1))
        return 0;
    return *id;
}

MarchDialog *TstMarchDialog::openDialog(MainWindow &window)
{
    m_column = addColumn(window.document());
    window.selectForce(m_column);
    if (!m_column || window.currentForceId() != m_column || !window.marchAction()->isEnabled())
        return nullptr;
    window.marchAction()->trigger();
    return window.findChild<MarchDialog *>();
}

void TstMarchDialog::setLeg(MarchDialog *dialog, int row, RouteKind route, const QString &distance)
{
    auto *routes = child<QComboBox>(dialog, QStringLiteral("legRoute%1").arg(row));
    QVERIFY(routes);
    routes->setCurrentIndex(routes->findData(int(route)));
    typeInto(child<QDoubleSpinBox>(dialog, QStringLiteral("legDistance%1").arg(row)), distance);
}

static QString legCell(MarchDialog *dialog, int row, int column)
{
    return child<QTableWidget>(dialog, QStringLiteral("legs"))->item(row, column)->text();
}

// 60 miles of good road and 30 off-road: the Mounts carry the infantry at Mounted speed (30 and 15 miles
// a day: 2 + 2 days) once the engine is left behind; by hand, with only 2 infantry riding, the force
// goes at Foot speed (20 and 10: 3 + 3 days). Executed, then undone.
void TstMarchDialog::twoLegMarchWithTransport()
{
    auto window = openWindow();
    CampaignDocument *document = window->document();
    MarchDialog *dialog = openDialog(*window);
    QVERIFY(dialog);
    const qint64 column = m_column;
    const CampaignDate today = document->campaign().today;
    const Calendar &calendar = document->campaign().calendar;
    const int forces = document->forceCount();
    const int steps = document->undoStack()->count();

    setLeg(dialog, 0, RouteKind::GoodRoad, QStringLiteral("60"));
    QTest::mouseClick(child<QPushButton>(dialog, QStringLiteral("addLeg")), Qt::LeftButton);
    setLeg(dialog, 1, RouteKind::OffRoad, QStringLiteral("30"));
    QCOMPARE(dialog->order().legs.size(), 2);
    QCOMPARE(dialog->order().legs.at(0).miles, 60.0);

    // The engine holds the force where it stands; the dialog says what to do and offers to leave it.
    QVERIFY(dialog->plan() && !dialog->plan()->arrives());
    QVERIFY(!child<QPushButton>(dialog, QStringLiteral("executeMarch"))->isEnabled());
    QVERIFY(child<QLabel>(dialog, QStringLiteral("error"))->text().contains(QStringLiteral("leave behind")));
    auto *leftBehind = child<QListWidget>(dialog, QStringLiteral("leftBehind"));
    QCOMPARE(leftBehind->count(), 1);
    QVERIFY2(leftBehind->item(0)->text().contains(QStringLiteral("Heavy Artillery")),
             qPrintable(leftBehind->item(0)->text()));
    leftBehind->item(0)->setCheckState(Qt::Checked);

    QVERIFY(dialog->plan() && dialog->plan()->arrives());
    QCOMPARE(legCell(dialog, 0, MarchLegsTable::Speed), QStringLiteral("30 mi/day"));
    QCOMPARE(legCell(dialog, 1, MarchLegsTable::Speed), QStringLiteral("15 mi/day"));
    QCOMPARE(legCell(dialog, 0, MarchLegsTable::Time), formatDaysHours(2));
    QCOMPARE(legCell(dialog, 1, MarchLegsTable::Time), formatDaysHours(2));
    QVERIFY(child<QTableWidget>(dialog, QStringLiteral("legs"))
                ->item(0, MarchLegsTable::Speed)
                ->toolTip()
                .contains(QStringLiteral("Mounts")));
    const QString report = child<QTextBrowser>(dialog, QStringLiteral("marchResult"))->toPlainText();
    QVERIFY2(report.contains(calendar.format(calendar.addDays(today, 4))), qPrintable(report));
    QVERIFY2(report.contains(QStringLiteral("Reconnaissance Contest modifiers")), qPrintable(report));
    QVERIFY(leftBehind->item(0)->checkState() == Qt::Checked); // still offered, still ticked

    // The automatic assignment: the 4 infantry on the Mounts, on every leg.
    auto *automatic = child<QCheckBox>(dialog, QStringLiteral("transportAutomatic"));
    QVERIFY(automatic->isChecked());
    QCOMPARE(child<QTableWidget>(dialog, QStringLiteral("transport"))->rowCount(), 1);
    QVERIFY(child<QComboBox>(dialog, QStringLiteral("transportCarried0"))
                ->currentText()
                .contains(QStringLiteral("Heavy Infantry")));
    QVERIFY(child<QComboBox>(dialog, QStringLiteral("transportCarrier0"))
                ->currentText()
                .contains(QStringLiteral("Mounts")));
    auto *count = child<QSpinBox>(dialog, QStringLiteral("transportCount0"));
    QCOMPARE(count->value(), 4);
    QCOMPARE(child<QComboBox>(dialog, QStringLiteral("transportLeg0"))->currentData().toInt(), -1);

    // By hand: only 2 ride; the other 2 walk and set the pace.
    typeInto(count, QStringLiteral("2"));
    QCOMPARE(count->value(), 2);
    QVERIFY(!automatic->isChecked());
    QCOMPARE(legCell(dialog, 0, MarchLegsTable::Speed), QStringLiteral("20 mi/day"));
    QCOMPARE(legCell(dialog, 1, MarchLegsTable::Speed), QStringLiteral("10 mi/day"));
    QCOMPARE(legCell(dialog, 0, MarchLegsTable::Time), formatDaysHours(3));
    QCOMPARE(legCell(dialog, 1, MarchLegsTable::Time), formatDaysHours(3));
    const CampaignDate arrival = calendar.addDays(today, 6);
    QCOMPARE(*dialog->plan()->arrival, arrival);

    // A carrier that cannot take the rider: the dialog says what is wrong and where to fix it.
    auto *carried = child<QComboBox>(dialog, QStringLiteral("transportCarried0"));
    carried->setCurrentIndex(carried->findText(QStringLiteral("Mounts"), Qt::MatchContains));
    QVERIFY(!dialog->plan());
    QVERIFY2(
        child<QLabel>(dialog, QStringLiteral("error"))->text().contains(QStringLiteral("Transport table")),
        qPrintable(child<QLabel>(dialog, QStringLiteral("error"))->text()));
    QVERIFY(!child<QPushButton>(dialog, QStringLiteral("executeMarch"))->isEnabled());
    carried->setCurrentIndex(carried->findText(QStringLiteral("Heavy Infantry"), Qt::MatchContains));
    QVERIFY(dialog->plan() && dialog->plan()->arrives());

    // Executed without a destination: refused, saying what to type.
    auto *execute = child<QPushButton>(dialog, QStringLiteral("executeMarch"));
    QTest::mouseClick(execute, Qt::LeftButton);
    QVERIFY(dialog->isVisible());
    QVERIFY(child<QLabel>(dialog, QStringLiteral("error"))->text().contains(QStringLiteral("Destination")));
    typeInto(child<QLineEdit>(dialog, QStringLiteral("destination")), QStringLiteral("Fen Ford"));
    QVERIFY(child<QCheckBox>(dialog, QStringLiteral("advanceDate"))->isChecked());
    QTest::keyClick(child<QLineEdit>(dialog, QStringLiteral("destination")),
                    Qt::Key_Return); // the default button
    QVERIFY2(!dialog->isVisible(), qPrintable(child<QLabel>(dialog, QStringLiteral("error"))->text()));

    QCOMPARE(document->forceEconomy(column).location, QStringLiteral("Fen Ford"));
    QCOMPARE(document->campaign().today, arrival);
    QCOMPARE(document->forceCount(), forces + 1); // the engine stays behind as a force of its own
    QCOMPARE(document->force(column)->lines.size(), 2);
    QCOMPARE(document->undoStack()->count(), steps + 1);

    window->undoAction()->trigger();
    QCOMPARE(document->forceEconomy(column).location, QString());
    QCOMPARE(document->campaign().today, today);
    QCOMPARE(document->forceCount(), forces);
    QCOMPARE(document->force(column)->lines.size(), 3);
}

// A forced march: one Administration roll a day at +3, +2, ... typed from real dice over the program's; a
// failure costs 5% casualties, and a failed roll on the last leg gives -2 in the Reconnaissance Contest.
void TstMarchDialog::forcedMarchRollsAreTyped()
{
    auto window = openWindow();
    CampaignDocument *document = window->document();
    MarchDialog *dialog = openDialog(*window);
    QVERIFY(dialog);
    child<QListWidget>(dialog, QStringLiteral("leftBehind"))->item(0)->setCheckState(Qt::Checked);
    setLeg(dialog, 0, RouteKind::GoodRoad, QStringLiteral("90"));
    child<QCheckBox>(dialog, QStringLiteral("forcedMarch"))->setChecked(true);
    // 90 miles at 30 x 1.5 = 45 miles a day: 2 days, 2 rolls, rolled by the program at once.
    QCOMPARE(legCell(dialog, 0, MarchLegsTable::Speed), QStringLiteral("45 mi/day"));
    auto *first = child<RollField>(dialog, QStringLiteral("forcedMarchRoll0"));
    auto *second = child<RollField>(dialog, QStringLiteral("forcedMarchRoll1"));
    QVERIFY(first && second);
    QVERIFY(!child<RollField>(dialog, QStringLiteral("forcedMarchRoll2")));
    QVERIFY(first->value() && second->value());
    first->setTypedValue(10);
    second->setTypedValue(16); // a failure against 10 + 2
    QCOMPARE(dialog->plan()->forcedMarch.rolls.size(), 2);
    QCOMPARE(dialog->plan()->forcedMarch.rolls.at(0).target,
             document->force(m_column)->member(StaffRole::Quartermaster).skill(StaffSkill::Administration) +
                 3);
    QCOMPARE(dialog->plan()->casualtiesPct(), 5.0);
    QCOMPARE(dialog->plan()->recon.forcedMarch, -2);
    const QString report = child<QTextBrowser>(dialog, QStringLiteral("marchResult"))->toPlainText();
    QVERIFY2(report.contains(QStringLiteral("Forced-march casualties: 5%")), qPrintable(report));
    // Not forced any more: the rolls go.
    child<QCheckBox>(dialog, QStringLiteral("forcedMarch"))->setChecked(false);
    QVERIFY(!child<RollField>(dialog, QStringLiteral("forcedMarchRoll0")));
    QCOMPARE(dialog->plan()->casualtiesPct(), 0.0);
    dialog->reject();
}

// Kilometres: the distances stay the same on the ground; the campaign keeps the unit (undoably).
void TstMarchDialog::distanceUnitConverts()
{
    auto window = openWindow();
    CampaignDocument *document = window->document();
    MarchDialog *dialog = openDialog(*window);
    QVERIFY(dialog);
    child<QListWidget>(dialog, QStringLiteral("leftBehind"))->item(0)->setCheckState(Qt::Checked);
    setLeg(dialog, 0, RouteKind::OffRoad, QStringLiteral("30"));
    auto *unit = child<QComboBox>(dialog, QStringLiteral("distanceUnit"));
    unit->setCurrentIndex(unit->findData(int(DistanceUnit::Kilometres)));
    QCOMPARE(document->campaign().distanceUnit, DistanceUnit::Kilometres);
    QCOMPARE(child<QDoubleSpinBox>(dialog, QStringLiteral("legDistance0"))->value(), 48.3);
    QCOMPARE(dialog->order().legs.at(0).miles, 30.0);                       // exact, though 48.3 km is shown
    QCOMPARE(legCell(dialog, 0, MarchLegsTable::Time), formatDaysHours(2)); // 30 miles at 15 a day
    // A distance typed in kilometres is taken as typed.
    typeInto(child<QDoubleSpinBox>(dialog, QStringLiteral("legDistance0")), QStringLiteral("24"));
    QCOMPARE(dialog->order().legs.at(0).miles, toMiles(24, DistanceUnit::Kilometres));
    dialog->reject();
    window->undoAction()->trigger();
    QCOMPARE(document->campaign().distanceUnit, DistanceUnit::Miles);
}

std::unique_ptr<QObject> newTstMarchDialog()
{
    return std::make_unique<TstMarchDialog>();
}

#include "tst_marchdialog.moc"
