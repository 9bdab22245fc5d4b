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

        window->closeMonthAction()->trigger();
        auto *dialog = window->findChild<MonthEndDialog *>();
        QVERIFY(dialog);
        const int steps = document->undoStack()->count(); // after the rolls were kept
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

    // Issue 14: the Administration roll is rolled once, when the month-end is first opened, and reopening shows
    // the same dice; a roll typed over it is closed as typed; the month cannot be closed twice.
    void theRollIsKeptAndTheMonthClosedOnce()
    {
        auto window = openWindow();
        CampaignDocument *document = window->document();
        Treasury header = document->campaign().treasuries.constFirst();
        header.warChest = Money::fromDollars(50'000'000) - header.ledger().balance();
        QVERIFY(document->changeTreasury(header).ok());
        const int before = document->undoStack()->count();

        window->closeMonthAction()->trigger();
        auto *dialog = window->findChild<MonthEndDialog *>();
        QVERIFY(dialog);
        const int rows = child<QTableWidget>(dialog, QStringLiteral("forces"))->rowCount();
        QVERIFY(rows >= 1);
        QList<int> rolled;
        for (int row = 0; row < rows; ++row) {
            const std::optional<int> roll = child<RollField>(dialog, QStringLiteral("adminRoll%1").arg(row))->value();
            QVERIFY(roll && *roll >= 3 && *roll <= 18);
            rolled << *roll;
        }
        // The rolls are kept in the campaign as one step, and the report says whose they are.
        QCOMPARE(document->undoStack()->count(), before + 1);
        QVERIFY(document->undoStack()->text(before).startsWith(QStringLiteral("Roll Administration")));
        QVERIFY(child<QTextBrowser>(dialog, QStringLiteral("monthEndReport"))->toPlainText().contains(QStringLiteral("rolled by the program")));
        dialog->reject();
        QTRY_VERIFY(!window->findChild<MonthEndDialog *>());

        // Reopened: the same dice, and nothing rolled again.
        for (int reopen = 0; reopen < 3; ++reopen) {
            window->closeMonthAction()->trigger();
            dialog = window->findChild<MonthEndDialog *>();
            QVERIFY(dialog);
            for (int row = 0; row < rows; ++row)
                QCOMPARE(child<RollField>(dialog, QStringLiteral("adminRoll%1").arg(row))->value(), rolled.at(row));
            QCOMPARE(document->undoStack()->count(), before + 1);
            if (reopen < 2) {
                dialog->reject();
                QTRY_VERIFY(!window->findChild<MonthEndDialog *>());
            }
        }
        // Real dice typed over the first roll: closed as typed.
        const int typed = rolled.at(0) == 12 ? 13 : 12;
        child<RollField>(dialog, QStringLiteral("adminRoll0"))->setTypedValue(typed);
        QVERIFY(child<QTextBrowser>(dialog, QStringLiteral("monthEndReport"))->toPlainText().contains(QStringLiteral("typed")));
        QCOMPARE(dialog->preview().forces.at(0).administrationRoll, typed);
        QVERIFY(dialog->preview().forces.at(0).rollTyped);
        QTest::mouseClick(child<QPushButton>(dialog, QStringLiteral("closeMonth")), Qt::LeftButton);
        QTRY_VERIFY(!window->findChild<MonthEndDialog *>());
        const QString closed = document->undoStack()->text(document->undoStack()->count() - 1);
        QVERIFY2(closed.contains(QStringLiteral("Administration typed")) && closed.contains(QString::number(typed)),
                 qPrintable(closed));
        const Money balance = document->campaign().treasuries.constFirst().balance();

        // The same month again: the dialog says it is closed and offers nothing to close.
        window->closeMonthAction()->trigger();
        dialog = window->findChild<MonthEndDialog *>();
        QVERIFY(dialog);
        QCOMPARE(child<QTableWidget>(dialog, QStringLiteral("forces"))->rowCount(), 0);
        QVERIFY(!child<QPushButton>(dialog, QStringLiteral("closeMonth"))->isEnabled());
        const Status again = dialog->closeMonth();
        QVERIFY(!again.ok());
        QVERIFY2(again.error().message.contains(QStringLiteral("already closed")), qPrintable(again.error().message));
        dialog->reject();
        QCOMPARE(document->campaign().treasuries.constFirst().balance(), balance);
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
