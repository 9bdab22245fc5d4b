// Closing a month through the real dialog offscreen (issue 4, "Month-end"): the forces a treasury pays,
// the Administration rolls, readiness, the report, the bookings in the ledger, and undo. Rules:
// "Maintaining a Force" of GURPS Mass Combat.

#include "gui_test_helpers.h"

#include "CampaignDocument.h"
#include "battle/RollField.h"
#include "economy/MonthEndDialog.h"
#include "economy/TreasuryPanel.h"

#include <QAction>
#include <QComboBox>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>
#include <QUndoStack>

using namespace muster;
using namespace guitest;

class TstMonthEnd : public GuiTestCase
{
    Q_OBJECT

private slots:
    void closeMonthThroughTheDialog()
    {
        auto window = openWindow();
        CampaignDocument *document = window->document();
        QVERIFY(document);
        // The demo's first treasury, House Greyhollow, pays the Host; given $5M for the test.
        const std::optional<qint64> treasury = document->campaign().treasuries.constFirst().id;
        Treasury header = *document->treasury(*treasury);
        header.warChest = Money::fromDollars(5'000'000) - document->treasury(*treasury)->ledger().balance();
        QVERIFY(document->changeTreasury(header).ok());
        QCOMPARE(document->treasury(*treasury)->balance(), Money::fromDollars(5'000'000));
        const int steps = document->undoStack()->count();

        window->closeMonthAction()->trigger();
        auto *dialog = window->findChild<MonthEndDialog *>();
        QVERIFY(dialog);
        auto *forces = child<QTableWidget>(dialog, QStringLiteral("forces"));
        int paid = 0; // the forces this treasury pays (one with no treasury would be paid by the first)
        for (const Force &f : document->campaign().forces)
            paid += document->forceEconomy(f.id).treasuryId == *treasury || document->forceEconomy(f.id).treasuryId == 0;
        QCOMPARE(forces->rowCount(), paid);
        QVERIFY(paid >= 1);
        // An Administration roll of 10 against the quartermaster's skill; the first force at low readiness.
        for (int row = 0; row < forces->rowCount(); ++row)
            child<RollField>(dialog, QStringLiteral("adminRoll%1").arg(row))->setTypedValue(10);
        auto *readiness = child<QComboBox>(dialog, QStringLiteral("readiness0"));
        readiness->setCurrentIndex(readiness->findData(int(Readiness::Low)));
        const MonthClosing preview = dialog->preview();
        QCOMPARE(preview.forces.size(), forces->rowCount());
        QCOMPARE(preview.forces.at(0).readiness, Readiness::Low);
        Money total;
        for (const ForceMonthEnd &f : preview.forces)
            total += f.result.total;
        QVERIFY(total > Money());
        QVERIFY(child<QTextBrowser>(dialog, QStringLiteral("monthEndReport"))->toPlainText().contains(QStringLiteral("Administration")));

        QTest::mouseClick(child<QPushButton>(dialog, QStringLiteral("closeMonth")), Qt::LeftButton);
        const Treasury *t = document->treasury(*treasury);
        QCOMPARE(t->balance(), Money::fromDollars(5'000'000) - total);
        // Per force: its logistic force, its maintenance and its hired troops, each when there is anything to pay.
        qsizetype entries = 0;
        for (const ForceMonthEnd &f : preview.forces)
            entries += (f.result.logisticsDue > Money()) + (f.result.fightingDue - f.result.hireDue > Money()) +
                       (f.result.hireDue > Money());
        QCOMPARE(t->ledger().size(), entries);
        QCOMPARE(document->forceEconomy(preview.forces.at(0).forceId).readiness, Readiness::Low);
        QCOMPARE(document->undoStack()->count(), steps + 1); // one undoable step

        // The ledger view shows the bookings.
        auto *ledger = window->treasuryPanel()->ledgerView();
        QCOMPARE(ledger->model()->rowCount(), t->ledger().size());
        // Filtered to one force: its logistics and maintenance entries only.
        auto *forceFilter = child<QComboBox>(window->treasuryPanel(), QStringLiteral("forceFilter"));
        forceFilter->setCurrentIndex(forceFilter->findData(preview.forces.at(0).forceId));
        qsizetype ofFirst = 0;
        for (const LedgerEntry &e : t->ledger().entries())
            ofFirst += e.forceId == preview.forces.at(0).forceId ? 1 : 0;
        QCOMPARE(ledger->model()->rowCount(), ofFirst);
        forceFilter->setCurrentIndex(0);

        document->undo();
        QCOMPARE(document->treasury(*treasury)->balance(), Money::fromDollars(5'000'000));
        QCOMPARE(document->forceEconomy(preview.forces.at(0).forceId).readiness, Readiness::Full);
        QCOMPARE(ledger->model()->rowCount(), 0);
    }

    // A treasury that cannot pay refuses the month, saying by how much it is short.
    void shortfallRefused()
    {
        auto window = openWindow();
        CampaignDocument *document = window->document();
        Treasury header = document->campaign().treasuries.constFirst();
        header.warChest = Money::fromDollars(100);
        QVERIFY(document->changeTreasury(header).ok());
        window->closeMonthAction()->trigger();
        auto *dialog = window->findChild<MonthEndDialog *>();
        QVERIFY(dialog);
        const Status closed = dialog->closeMonth();
        QVERIFY(!closed.ok());
        QVERIFY2(closed.error().message.contains(QStringLiteral("short")), qPrintable(closed.error().message));
        QCOMPARE(document->campaign().treasuries.at(0).ledger().size(), header.ledger().size());
        dialog->close();
    }
};

std::unique_ptr<QObject> newTstMonthEnd()
{
    return std::make_unique<TstMonthEnd>();
}

#include "tst_monthend.moc"
