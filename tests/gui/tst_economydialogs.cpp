// The calendar and the revenue sources through their dialogs offscreen (issue 4: "A campaign has a
// current date ... and a campaigning season" and "A treasury per side/faction: war chest, revenue
// sources"): what OK changes in the document, what it refuses, and undo.

#include "gui_test_helpers.h"

#include "CampaignDocument.h"
#include "DialogSupport.h"
#include "economy/CalendarDialog.h"
#include "economy/ForceSupplyPanel.h"
#include "economy/LevyServiceDialog.h"
#include "economy/MonthEndDialog.h"
#include "ModelEnums.h"
#include "economy/RevenueSourcesDialog.h"
#include "economy/TreasuryPanel.h"

#include <QAction>
#include <QCheckBox>
#include <QTableView>
#include <QTextBrowser>
#include <QComboBox>
#include <QStatusBar>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

using namespace muster;
using namespace guitest;

namespace {

const QStringList gmMonths = {QStringLiteral("Frostmoon"), QStringLiteral("Thawmoon"), QStringLiteral("Seedmoon"),
                              QStringLiteral("Greenmoon"), QStringLiteral("Sunmoon"),  QStringLiteral("Highmoon"),
                              QStringLiteral("Goldmoon"),  QStringLiteral("Harvest"),  QStringLiteral("Reapmoon"),
                              QStringLiteral("Darkmoon")};

// Makes the dialog's month table the ten GM months of 36 days.
void enterGmMonths(CalendarDialog *dialog)
{
    child<QRadioButton>(dialog, QStringLiteral("customMonths"))->setChecked(true);
    auto *months = child<QTableWidget>(dialog, QStringLiteral("months"));
    auto *remove = child<QPushButton>(dialog, QStringLiteral("removeMonth"));
    while (months->rowCount() > gmMonths.size()) {
        months->setCurrentCell(months->rowCount() - 1, 0);
        QTest::mouseClick(remove, Qt::LeftButton);
    }
    for (int row = 0; row < gmMonths.size(); ++row) {
        months->item(row, 0)->setText(gmMonths.at(row));
        months->item(row, 1)->setData(Qt::DisplayRole, 36);
    }
}

RevenueSource source(const QString &name, Money amount, RevenueSchedule schedule, QList<int> months = {},
                     const QString &territory = {}, TerritoryState state = TerritoryState::Held)
{
    RevenueSource s;
    s.name = name;
    s.amount = amount;
    s.schedule = schedule;
    s.months = months;
    s.territory = territory;
    s.state = state;
    return s;
}

void fillRow(RevenueSourcesDialog *dialog, int row, const RevenueSource &s, const QString &months)
{
    QTableWidget *table = dialog->table();
    using C = RevenueSourcesDialog;
    qobject_cast<QLineEdit *>(table->cellWidget(row, C::Name))->setText(s.name);
    qobject_cast<QDoubleSpinBox *>(table->cellWidget(row, C::Amount))->setValue(s.amount.dollars());
    auto *schedule = qobject_cast<QComboBox *>(table->cellWidget(row, C::Schedule));
    schedule->setCurrentIndex(schedule->findData(int(s.schedule)));
    qobject_cast<QLineEdit *>(table->cellWidget(row, C::Months))->setText(months);
    qobject_cast<QLineEdit *>(table->cellWidget(row, C::Territory))->setText(s.territory);
    auto *state = qobject_cast<QComboBox *>(table->cellWidget(row, C::State));
    state->setCurrentIndex(state->findData(int(s.state)));
}

} // namespace

class TstEconomyDialogs : public GuiTestCase
{
    Q_OBJECT

private slots:
    void gmCalendarSeasonAndDate()
    {
        auto window = openWindow();
        CampaignDocument *document = window->document();
        QVERIFY(window->calendarAction()->isEnabled());
        const Calendar calendarBefore = document->campaign().calendar;
        const CampaignDate todayBefore = document->campaign().today;
        const int steps = document->undoStack()->count();

        CalendarDialog dialog(document, window.get());
        dialog.show();
        enterGmMonths(&dialog);
        auto *season = child<QListWidget>(&dialog, QStringLiteral("season"));
        QCOMPARE(season->count(), 10);
        QCOMPARE(season->item(7)->text(), QStringLiteral("Harvest"));
        for (int m = 0; m < season->count(); ++m) // the demo's season is cleared, then two months ticked
            season->item(m)->setCheckState(m == 7 || m == 8 ? Qt::Checked : Qt::Unchecked);
        child<QSpinBox>(&dialog, QStringLiteral("year"))->setValue(1203);
        auto *month = child<QComboBox>(&dialog, QStringLiteral("month"));
        QCOMPARE(month->count(), 10);
        month->setCurrentIndex(month->findText(QStringLiteral("Reapmoon")));
        auto *day = child<QSpinBox>(&dialog, QStringLiteral("day"));
        QCOMPARE(day->maximum(), 36); // limited to the month's length
        day->setValue(36);
        QVERIFY(okButton(&dialog)->isEnabled());
        QTest::mouseClick(okButton(&dialog), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));

        const Calendar &calendar = document->campaign().calendar;
        QCOMPARE(calendar.monthCount(), 10);
        QCOMPARE(calendar.monthName(8), QStringLiteral("Harvest"));
        QCOMPARE(calendar.daysInMonth(1203, 10), 36);
        QCOMPARE(calendar.campaigningSeason(), QList<int>({8, 9}));
        QCOMPARE(document->campaign().today, (CampaignDate{1203, 9, 36}));
        QCOMPARE(document->undoStack()->count(), steps + 1); // one undoable step

        document->undo();
        QVERIFY(document->campaign().calendar == calendarBefore);
        QCOMPARE(document->campaign().today, todayBefore);
    }

    // Advance to the Next Event: the demo stands on 1 August 1203 with nothing raised; the next event is
    // the month's end. One undo step takes it back.
    void advanceToTheNextEvent()
    {
        auto window = openWindow();
        CampaignDocument *document = window->document();
        QCOMPARE(document->campaign().today, (CampaignDate{1203, 8, 1}));
        auto *next = window->findChild<QAction *>(QStringLiteral("nextEventAction"));
        QVERIFY(next);
        QVERIFY(next->isEnabled());
        next->trigger();
        QCOMPARE(document->campaign().today, (CampaignDate{1203, 8, 31}));
        QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("End of August 1203")),
                 qPrintable(window->statusBar()->currentMessage()));
        QVERIFY(document->undo());
        QCOMPARE(document->campaign().today, (CampaignDate{1203, 8, 1}));
    }

    // Issue 14: without any treasury the Supply & Readiness tab does not offer "The first treasury": it says
    // there is none yet; once there is one, it is offered again.
    void noFirstTreasuryWithoutTreasuries()
    {
        auto window = openWindow();
        CampaignDocument *document = window->document();
        auto *paidBy = window->findChild<QComboBox *>(QStringLiteral("supplyTreasury"));
        QVERIFY(paidBy);
        QVERIFY(paidBy->isEnabled());
        QCOMPARE(paidBy->itemText(0), QStringLiteral("The first treasury"));
        while (!document->campaign().treasuries.isEmpty())
            QVERIFY(document->removeTreasury(document->campaign().treasuries.constFirst().id).ok());
        QTRY_COMPARE(paidBy->count(), 1);
        QVERIFY(!paidBy->itemText(0).contains(QStringLiteral("first treasury")));
        QVERIFY(paidBy->itemText(0).contains(QStringLiteral("Treasury panel")));
        QVERIFY(!paidBy->isEnabled());
        QVERIFY(document->addTreasury(QStringLiteral("War chest"), Money::fromDollars(1000)).ok());
        QTRY_COMPARE(paidBy->count(), 2);
        QCOMPARE(paidBy->itemText(0), QStringLiteral("The first treasury"));
        QVERIFY(paidBy->isEnabled());
    }

    void badMonthsRefused()
    {
        auto window = openWindow();
        CampaignDocument *document = window->document();
        const Calendar calendarBefore = document->campaign().calendar;
        const int steps = document->undoStack()->count();
        CalendarDialog dialog(document, window.get());
        dialog.show();
        enterGmMonths(&dialog);
        auto *months = child<QTableWidget>(&dialog, QStringLiteral("months"));
        auto *error = child<QLabel>(&dialog, QStringLiteral("error"));
        QVERIFY(error->isHidden());

        months->item(2, 1)->setData(Qt::DisplayRole, 0); // a month of no days
        QVERIFY(!error->isHidden());
        QVERIFY2(error->text().contains(QStringLiteral("Seedmoon")), qPrintable(error->text()));
        QVERIFY(!okButton(&dialog)->isEnabled());
        dialog.accept();
        QVERIFY(dialog.isVisible()); // refused
        QVERIFY(document->campaign().calendar == calendarBefore);
        QCOMPARE(document->undoStack()->count(), steps);

        months->item(2, 1)->setData(Qt::DisplayRole, 30);
        months->item(4, 0)->setText(QString()); // a month without a name
        QVERIFY(!okButton(&dialog)->isEnabled());
        months->item(4, 0)->setText(QStringLiteral("Sunmoon"));
        QVERIFY(okButton(&dialog)->isEnabled());
        QVERIFY(error->isHidden());
        dialog.reject();
    }

    // "Every dialog shows its own errors inside itself": an entry the treasury cannot pay is refused in the
    // Book dialog, which stays open with what was typed and the shortfall in red; a smaller one goes through.
    void bookRefusalStaysInTheDialog()
    {
        auto window = openWindow();
        CampaignDocument *document = window->document();
        auto treasury = document->addTreasury(QStringLiteral("Greyhollow"), Money::fromDollars(1000));
        QVERIFY(treasury.ok());
        window->treasuryPanel()->selectTreasury(*treasury);
        const int steps = document->undoStack()->count();
        const bool ran = clickIntoDialog<QDialog>(window->treasuryPanel(), QStringLiteral("bookButton"), [&](QDialog *dialog) {
            auto *amount = dialog->findChild<QDoubleSpinBox *>();
            auto *error = child<QLabel>(dialog, QStringLiteral("error"));
            QVERIFY(amount);
            QVERIFY(error);
            QVERIFY(error->isHidden());
            amount->setValue(-5000);
            okButton(dialog)->click();
            QVERIFY(dialog->isVisible());
            QVERIFY(!error->isHidden());
            QVERIFY2(error->text().contains(QStringLiteral("short")), qPrintable(error->text()));
            QCOMPARE(amount->value(), -5000.0);
            QCOMPARE(document->undoStack()->count(), steps);
            amount->setValue(-400);
            okButton(dialog)->click();
            QVERIFY(!dialog->isVisible());
        });
        QVERIFY(ran);
        QCOMPARE(document->undoStack()->count(), steps + 1);
        QCOMPARE(document->treasury(*treasury)->balance(), Money::fromDollars(600));
    }

    // Money as the book writes it: a war chest typed as "2M" is $2,000,000, not $2; what is no amount is not taken.
    void moneyInputTakesTheBooksForms()
    {
        std::unique_ptr<QDoubleSpinBox> spin(moneySpinBox());
        spin->show();
        const QList<std::pair<QString, double>> typed = {{QStringLiteral("2M"), 2e6},
                                                         {QStringLiteral("150K"), 1.5e5},
                                                         {QStringLiteral("1,250,000"), 1.25e6},
                                                         {QStringLiteral("-40K"), -4e4}};
        for (const auto &[text, dollars] : typed) {
            typeInto(spin.get(), text);
            QTest::keyClick(spin.get(), Qt::Key_Return);
            QCOMPARE(spin->value(), dollars);
        }
        typeInto(spin.get(), QStringLiteral("2X"));
        QTest::keyClick(spin.get(), Qt::Key_Return);
        QCOMPARE(spin->value(), 2.0); // the X is refused as it is typed
    }

    void revenueSourcesThroughTheTreasuryPanel()
    {
        auto window = openWindow();
        CampaignDocument *document = window->document();
        auto treasury = document->addTreasury(QStringLiteral("Greyhollow"), Money::fromDollars(1000));
        QVERIFY(treasury.ok());
        window->treasuryPanel()->selectTreasury(*treasury);
        const int steps = document->undoStack()->count();
        const QList<RevenueSource> expected = {
            source(QStringLiteral("Mill tolls"), Money::fromDollars(1500), RevenueSchedule::Monthly),
            source(QStringLiteral("Harvest tithe"), Money::fromDollars(20000), RevenueSchedule::Seasonal, {9, 10},
                   QStringLiteral("Red Fen"), TerritoryState::Devastated)};

        bool driven = false;
        onNextModal([&](QDialog *opened) {
            auto *dialog = qobject_cast<RevenueSourcesDialog *>(opened);
            QVERIFY(dialog);
            auto *add = child<QPushButton>(dialog, QStringLiteral("addSource"));
            QTest::mouseClick(add, Qt::LeftButton);
            QTest::mouseClick(add, Qt::LeftButton);
            QCOMPARE(dialog->table()->rowCount(), 2);
            QVERIFY(!okButton(dialog)->isEnabled()); // no names yet
            fillRow(dialog, 0, expected.at(0), QString());
            fillRow(dialog, 1, expected.at(1), QStringLiteral("9, October"));
            auto *perYear = qobject_cast<QLabel *>(dialog->table()->cellWidget(1, RevenueSourcesDialog::PerYear));
            QCOMPARE(perYear->text(), Money::fromDollars(20000).toShortString()); // half of 2 x $20K
            // An annual source pays in one month only.
            auto *schedule = qobject_cast<QComboBox *>(dialog->table()->cellWidget(1, RevenueSourcesDialog::Schedule));
            schedule->setCurrentIndex(schedule->findData(int(RevenueSchedule::Annual)));
            QVERIFY(!okButton(dialog)->isEnabled());
            QVERIFY(!child<QLabel>(dialog, QStringLiteral("error"))->text().isEmpty());
            QCOMPARE(perYear->text(), QStringLiteral("\u2014")); // nothing to show until it is fixed
            schedule->setCurrentIndex(schedule->findData(int(RevenueSchedule::Seasonal)));
            QVERIFY(okButton(dialog)->isEnabled());
            QTest::mouseClick(okButton(dialog), Qt::LeftButton);
            driven = true;
        });
        QTest::mouseClick(child<QPushButton>(window->treasuryPanel(), QStringLiteral("revenueButton")), Qt::LeftButton);
        QVERIFY(driven);

        QList<RevenueSource> stored = document->treasury(*treasury)->revenueSources;
        QCOMPARE(stored.size(), expected.size());
        for (RevenueSource &s : stored) {
            QVERIFY(s.id != 0);
            s.id = 0;
        }
        QVERIFY(stored == expected);
        QCOMPARE(document->undoStack()->count(), steps + 1);
        document->undo();
        QVERIFY(document->treasury(*treasury)->revenueSources.isEmpty());
    }

    // Mercenary (Chapter 1): Campaign > Hire Mercenaries adds a Mercenary line at once, with nothing to raise.
    void hireThroughTheDialog()
    {
        auto window = openWindow();
        CampaignDocument *document = window->document();
        auto *roster = window->findChild<QTableView *>(QStringLiteral("rosterView"));
        const int row = rowWithText(roster, QStringLiteral("Keep Spearmen"));
        QVERIFY(row >= 0);
        roster->setCurrentIndex(roster->model()->index(row, RosterColumn::Name));
        const qint64 forceId = document->campaign().forces.constFirst().id;
        const qsizetype lines = document->force(forceId)->lines.size();
        const QString balances = [&] {
            QStringList all;
            for (const Treasury &t : document->campaign().treasuries)
                all << t.balance().toShortString();
            return all.join(QLatin1Char(','));
        }();
        QString summary;
        onNextModal([&](QDialog *dialog) {
            child<QSpinBox>(dialog, QStringLiteral("hireCount"))->setValue(4);
            child<QCheckBox>(dialog, QStringLiteral("longContract"))->setChecked(true);
            summary = child<QLabel>(dialog, QStringLiteral("hireSummary"))->text();
            QTest::mouseClick(okButton(dialog), Qt::LeftButton);
        });
        window->hireAction()->trigger();
        QVERIFY2(summary.contains(QStringLiteral("a month")), qPrintable(summary));
        const Force *force = document->force(forceId);
        QCOMPARE(force->lines.size(), lines + 1);
        const RosterLine &hired = force->lines.constLast();
        QCOMPARE(hired.count, 4);
        QVERIFY(hired.record.has(Feature::Mercenary));
        QVERIFY(hired.record.mercenaryLongContract);
        QStringList after;
        for (const Treasury &t : document->campaign().treasuries)
            after << t.balance().toShortString();
        QCOMPARE(after.join(QLatin1Char(',')), balances); // nothing raised, nothing paid yet
        document->undo();
        QCOMPARE(document->force(forceId)->lines.size(), lines);
    }

    // Levy (Chapter 1): the Supply tab's Levy Service dialog records months already served; the month-end
    // report then says this is the levy's last month on levy terms this year.
    void levyServiceAndTheMonthEndNotice()
    {
        auto window = openWindow();
        CampaignDocument *document = window->document();
        const Force &force = document->campaign().forces.constFirst();
        window->selectForce(force.id);
        qint64 levyId = 0;
        for (const RosterLine &line : force.lines) {
            if (line.record.has(Feature::Levy))
                levyId = line.id;
        }
        QVERIFY(levyId != 0); // the demo's Village Levy
        auto *panel = window->findChild<ForceSupplyPanel *>();
        QVERIFY(panel);
        QVERIFY(child<QLabel>(panel, QStringLiteral("levies"))->text().contains(QStringLiteral("Village Levy")));
        onNextModal([&](QDialog *dialog) {
            child<QSpinBox>(dialog, QStringLiteral("monthsServed0"))->setValue(1);
            QTest::mouseClick(okButton(dialog), Qt::LeftButton);
        });
        QTest::mouseClick(child<QPushButton>(panel, QStringLiteral("levyService")), Qt::LeftButton);
        QCOMPARE(document->campaign().levies.value(levyId).monthsServed, 1);
        QVERIFY(child<QLabel>(panel, QStringLiteral("levies"))->text().contains(QStringLiteral("1 of 2")));

        window->closeMonthAction()->trigger();
        auto *dialog = window->findChild<MonthEndDialog *>();
        QVERIFY(dialog);
        const QString report = child<QTextBrowser>(dialog, QStringLiteral("monthEndReport"))->toPlainText();
        QVERIFY2(report.contains(QStringLiteral("last month on levy terms")), qPrintable(report));
        dialog->reject();
    }
};

std::unique_ptr<QObject> newTstEconomyDialogs()
{
    return std::make_unique<TstEconomyDialogs>();
}

#include "tst_economydialogs.moc"
