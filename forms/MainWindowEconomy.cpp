// The main window's campaign-economy actions: closing a month, advancing time, raising elements, and the
// campaign date in the status bar.
#include "MainWindow.h"

#include "Settings.h"

#include "CampaignDocument.h"
#include "DialogSupport.h"
#include "RosterPanel.h"
#include "economy/CalendarDialog.h"
#include "economy/MonthEndDialog.h"
#include "catalog/Quality.h"
#include "economy/Replacement.h"
#include "force/LineFiguresCache.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QSpinBox>
#include <QStatusBar>

namespace muster {

void MainWindow::createEconomyActions()
{
    m_closeMonth = new QAction(tr("&Close the Month..."), this);
    m_closeMonth->setObjectName(QStringLiteral("closeMonthAction"));
    m_closeMonth->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    connect(m_closeMonth, &QAction::triggered, this, &MainWindow::closeMonth);
    m_nextMonth = new QAction(tr("Advance to the Ne&xt Month"), this);
    m_nextMonth->setObjectName(QStringLiteral("nextMonthAction"));
    m_nextMonth->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    connect(m_nextMonth, &QAction::triggered, this, [this] { advanceTime(true); });
    m_nextEvent = new QAction(tr("Advance to the Next E&vent"), this);
    m_nextEvent->setObjectName(QStringLiteral("nextEventAction"));
    m_nextEvent->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_nextEvent->setToolTip(tr("Move on to the next day something happens: elements ready, a month's end, a levy's "
                               "reaction roll"));
    connect(m_nextEvent, &QAction::triggered, this, &MainWindow::advanceToNextEvent);
    m_advanceDays = new QAction(tr("Advance Da&ys..."), this);
    connect(m_advanceDays, &QAction::triggered, this, [this] { advanceTime(false); });
    m_closeMonthsOnAdvance = new QAction(tr("Close Months as Time Advances"), this);
    m_closeMonthsOnAdvance->setObjectName(QStringLiteral("closeMonthsOnAdvanceAction"));
    m_closeMonthsOnAdvance->setCheckable(true);
    m_closeMonthsOnAdvance->setChecked(Settings().closeMonthsOnAdvance());
    m_closeMonthsOnAdvance->setToolTip(
        tr("On: advancing time past a month's end that is not closed closes it, rolling Administration and keeping "
           "each force's readiness. Off: the advance stops at that month's last day so that you close it yourself."));
    connect(m_closeMonthsOnAdvance, &QAction::toggled, this, [this](bool close) {
        Settings().setCloseMonthsOnAdvance(close);
        if (m_document)
            m_document->setMonthEndOnAdvance(close ? MonthEndOnAdvance::Close : MonthEndOnAdvance::Stop);
    });
    m_raise = new QAction(tr("&Raise Elements..."), this);
    m_raise->setObjectName(QStringLiteral("raiseAction"));
    m_raise->setToolTip(tr("Raise more elements like the selected roster line, paid from a treasury"));
    connect(m_raise, &QAction::triggered, this, &MainWindow::raiseElements);
    m_replace = new QAction(tr("Re&place Casualties"), this);
    m_replace->setObjectName(QStringLiteral("replaceAction"));
    m_replace->setToolTip(tr("Pay for the selected line's casualties to be replaced"));
    connect(m_replace, &QAction::triggered, this, &MainWindow::replaceCasualties);
    m_improve = new QAction(tr("&Improve Elements..."), this);
    m_improve->setObjectName(QStringLiteral("improveAction"));
    m_improve->setToolTip(tr("Better equipment or troops for the selected line, paying the difference in Raise"));
    connect(m_improve, &QAction::triggered, this, &MainWindow::improveLine);
    m_hire = new QAction(tr("&Hire Mercenaries..."), this);
    m_hire->setObjectName(QStringLiteral("hireAction"));
    m_hire->setToolTip(tr("Hire elements like the selected roster line as mercenaries: no Raise, a monthly hire"));
    connect(m_hire, &QAction::triggered, this, &MainWindow::hireMercenaries);
    m_disband = new QAction(tr("&Disband..."), this);
    m_disband->setObjectName(QStringLiteral("disbandAction"));
    connect(m_disband, &QAction::triggered, this, &MainWindow::disbandLine);
    m_calendar = new QAction(tr("Ca&lendar..."), this);
    m_calendar->setObjectName(QStringLiteral("calendarAction"));
    m_calendar->setToolTip(tr("The months of the year, the campaigning season and today's date"));
    connect(m_calendar, &QAction::triggered, this, [this] {
        if (!m_document)
            return;
        CalendarDialog dialog(m_document.get(), this);
        dialog.exec();
    });
}

void MainWindow::updateDate()
{
    if (!m_document) {
        m_dateLabel->clear();
        return;
    }
    const Campaign &campaign = m_document->campaign();
    m_dateLabel->setText(tr("%1%2").arg(campaign.calendar.format(campaign.today),
                                        campaign.calendar.isCampaigningSeason(campaign.today) ? tr(" (campaigning season)")
                                                                                             : QString()));
}

void MainWindow::closeMonth()
{
    if (!m_document)
        return;
    if (m_document->campaign().treasuries.isEmpty()) {
        showRefusal(tr("Add a treasury first: New... in the Treasury panel."));
        return;
    }
    auto *dialog = new MonthEndDialog(m_document.get(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this] {
        statusBar()->showMessage(tr("Month closed; Edit > Undo takes it back."), 5000);
    });
    dialog->open();
}

void MainWindow::advanceTime(bool wholeMonth)
{
    if (!m_document)
        return;
    const Campaign &campaign = m_document->campaign();
    CampaignDate to = campaign.calendar.firstOfNextMonth(campaign.today);
    if (!wholeMonth) {
        bool ok = false;
        const int days = QInputDialog::getInt(this, tr("Advance Time"), tr("Days to advance:"), 7, 1, 3650, 1, &ok);
        if (!ok)
            return;
        to = campaign.calendar.addDays(campaign.today, days);
    }
    advanceTo(to, {});
}

void MainWindow::advanceToNextEvent()
{
    if (!m_document)
        return;
    if (const auto event = EconomyActions::nextEvent(m_document->campaign()))
        advanceTo(event->date, event->what);
}

void MainWindow::advanceTo(const CampaignDate &to, const QStringList &events)
{
    auto report = m_document->advanceTime(to);
    if (!report) {
        showRefusal(report.error().message);
        return;
    }
    const Campaign &campaign = m_document->campaign();
    QString message = tr("Now %1: revenue %2 booked, %n raising order(s) ready.", nullptr, report->ordersReady)
                          .arg(campaign.calendar.format(campaign.today), report->revenue.toShortString());
    if (!report->monthsClosed.isEmpty())
        message += QLatin1Char(' ') + tr("Closed %1.").arg(report->monthsClosed.join(QStringLiteral("; ")));
    if (report->stoppedAt) {
        // Not a refusal: time moved, up to the month's end the GM has to close first.
        auto *box = new QMessageBox(QMessageBox::Information, tr("Advance Stopped"),
                                    tr("Stopped at %1. %2\n\nCampaign > Close the Month (Ctrl+M) closes it; Campaign > Close Months as Time "
                                       "Advances lets advancing time close months itself.")
                                        .arg(campaign.calendar.format(*report->stoppedAt), report->stopReason),
                                    QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("advanceStopped"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        statusBar()->showMessage(message, 12000);
        return;
    }
    if (!events.isEmpty())
        message += QLatin1Char(' ') + events.join(QStringLiteral("; "));
    statusBar()->showMessage(message, 12000);
}

void MainWindow::raiseElements()
{
    const Force *force = m_document ? m_document->force(m_forceId) : nullptr;
    const qsizetype row = force ? force->indexOfLine(m_roster->currentLineId()) : -1;
    if (row < 0) {
        showRefusal(tr("Select the roster line whose element you want to raise more of."));
        return;
    }
    if (m_document->campaign().treasuries.isEmpty()) {
        showRefusal(tr("Add a treasury first: New... in the Treasury panel."));
        return;
    }
    const RosterLine &model = force->lines.at(row);
    const ComputedLine computed = computeLine(m_document->catalog(), model);
    if (!computed.stats) {
        showRefusal(computed.error);
        return;
    }
    QDialog dialog(this);
    dialog.setObjectName(QStringLiteral("raiseDialog"));
    dialog.setWindowTitle(tr("Raise Elements"));
    auto *form = new QFormLayout(&dialog);
    auto *count = new QSpinBox;
    count->setRange(1, 100'000);
    auto *speed = new QComboBox;
    for (RaiseSpeed s : allRaiseSpeeds)
        speed->addItem(raiseSpeedName(s), int(s));
    auto *treasury = new QComboBox;
    for (const Treasury &t : m_document->campaign().treasuries)
        treasury->addItem(t.name, t.id);
    auto *summary = new QLabel;
    summary->setWordWrap(true);
    form->addRow(tr("Element:"), new QLabel(computed.label.section(QLatin1Char(' '), 1)));
    form->addRow(tr("&How many:"), count);
    form->addRow(tr("&Speed:"), speed);
    form->addRow(tr("Paid by &treasury:"), treasury);
    form->addRow(summary);
    const auto updateSummary = [&] {
        const Campaign &campaign = m_document->campaign();
        auto order = planRaising(campaign.calendar, force->id, model.record, *computed.stats, count->value(),
                                 RaiseSpeed(speed->currentData().toInt()), campaign.today);
        summary->setText(order ? tr("Costs %1, paid now; ready on %2 (several elements raise at once).")
                                     .arg(order->cost.toShortString(), campaign.calendar.format(order->ready))
                               : order.error().message);
    };
    connect(count, &QSpinBox::valueChanged, &dialog, updateSummary);
    connect(speed, &QComboBox::currentIndexChanged, &dialog, updateSummary);
    updateSummary();
    execFormDialog(dialog, form, [&]() -> Status {
        RosterLine line = model;
        line.id = 0;
        line.count = count->value();
        line.casualties = 0;
        auto order = m_document->raiseElements(force->id, treasury->currentData().toLongLong(), line,
                                               RaiseSpeed(speed->currentData().toInt()));
        return order ? success() : Status(order.error());
    });
}

void MainWindow::hireMercenaries()
{
    const Force *force = m_document ? m_document->force(m_forceId) : nullptr;
    const qsizetype row = force ? force->indexOfLine(m_roster->currentLineId()) : -1;
    if (row < 0) {
        showRefusal(tr("Select the roster line whose kind of element you want to hire."));
        return;
    }
    RosterLine line = force->lines.at(row);
    line.id = 0;
    line.casualties = 0;
    line.record.set(Feature::Levy, false);
    line.record.set(Feature::Mercenary);
    QDialog dialog(this);
    dialog.setObjectName(QStringLiteral("hireDialog"));
    dialog.setWindowTitle(tr("Hire Mercenaries"));
    auto *form = new QFormLayout(&dialog);
    auto *count = new QSpinBox;
    count->setObjectName(QStringLiteral("hireCount"));
    count->setRange(1, 100'000);
    count->setValue(line.count);
    auto *longContract = new QCheckBox(tr("A contract of a year or more (1.25 x Maintain instead of 1.5 x)"));
    longContract->setObjectName(QStringLiteral("longContract"));
    auto *summary = new QLabel;
    summary->setObjectName(QStringLiteral("hireSummary"));
    summary->setWordWrap(true);
    form->addRow(tr("Element:"), new QLabel(computeLine(m_document->catalog(), line).label.section(QLatin1Char(' '), 1)));
    form->addRow(tr("&How many:"), count);
    form->addRow(longContract);
    form->addRow(summary);
    const auto hired = [&] {
        RosterLine result = line;
        result.count = count->value();
        result.record.mercenaryLongContract = longContract->isChecked();
        return result;
    };
    const auto updateSummary = [&] {
        const ComputedLine computed = computeLine(m_document->catalog(), hired());
        summary->setText(computed.stats ? tr("They join at once (no Raise). Their hire, %1 a month, is booked with each "
                                             "month-end.")
                                              .arg((computed.stats->maintain * computed.count).toShortString())
                                        : computed.error);
    };
    connect(count, &QSpinBox::valueChanged, &dialog, updateSummary);
    connect(longContract, &QCheckBox::toggled, &dialog, updateSummary);
    updateSummary();
    execFormDialog(dialog, form, [&]() -> Status {
        auto added = m_document->hireMercenaries(force->id, hired());
        return added ? success() : Status(added.error());
    });
}

} // namespace muster

namespace muster {

void MainWindow::replaceCasualties()
{
    const Force *force = m_document ? m_document->force(m_forceId) : nullptr;
    const qint64 lineId = m_roster->currentLineId();
    if (!force || force->indexOfLine(lineId) < 0) {
        showRefusal(tr("Select the roster line whose casualties you want to replace."));
        return;
    }
    const RosterLine &line = force->lines.at(force->indexOfLine(lineId));
    const ComputedLine computed = computeLine(m_document->catalog(), line);
    if (!computed.stats || line.casualties <= 0) {
        showRefusal(computed.stats ? tr("This line has no casualties to replace.") : computed.error);
        return;
    }
    const RaiseOrder order = replacementOrder(computed.stats->raise, line.count, line.casualties);
    const Status s = m_document->replaceCasualties(force->id, lineId, m_document->payingTreasuryOf(force->id), RaiseSpeed::Normal);
    if (!s) {
        showRefusal(s.error().message);
        return;
    }
    statusBar()->showMessage(tr("Replacements paid (%1); they take %n day(s) to arrive.", nullptr, order.days)
                                 .arg(order.cost.toShortString()),
                             8000);
}

void MainWindow::improveLine()
{
    const Force *force = m_document ? m_document->force(m_forceId) : nullptr;
    const qint64 lineId = m_roster->currentLineId();
    if (!force || force->indexOfLine(lineId) < 0) {
        showRefusal(tr("Select the roster line to improve."));
        return;
    }
    const RosterLine line = force->lines.at(force->indexOfLine(lineId));
    QDialog dialog(this);
    dialog.setObjectName(QStringLiteral("improveDialog"));
    dialog.setWindowTitle(tr("Improve Elements"));
    auto *form = new QFormLayout(&dialog);
    auto *equipment = new QComboBox;
    for (EquipmentQuality q : allEquipmentQualities)
        equipment->addItem(equipmentQualityName(q), int(q));
    equipment->setCurrentIndex(equipment->findData(int(line.record.equipment)));
    auto *troops = new QComboBox;
    for (TroopQuality q : allTroopQualities)
        troops->addItem(troopQualityName(q), int(q));
    troops->setCurrentIndex(troops->findData(int(line.record.troops)));
    auto *summary = new QLabel;
    summary->setWordWrap(true);
    form->addRow(tr("&Equipment:"), equipment);
    form->addRow(tr("&Troops:"), troops);
    form->addRow(summary);
    const auto improved = [&] {
        RosterLine better = line;
        better.record.equipment = EquipmentQuality(equipment->currentData().toInt());
        better.record.troops = TroopQuality(troops->currentData().toInt());
        return better;
    };
    const auto updateSummary = [&] {
        const ComputedLine before = computeLine(m_document->catalog(), line);
        const ComputedLine after = computeLine(m_document->catalog(), improved());
        if (!after.stats || !before.stats) {
            summary->setText(after.stats ? before.error : after.error);
            return;
        }
        const RaiseOrder order = improvementOrder(before.stats->raise, after.stats->raise, line.count);
        summary->setText(tr("Costs %1 (the difference in Raise); retraining takes %n day(s).", nullptr, order.days)
                             .arg(order.cost.toShortString()));
    };
    connect(equipment, &QComboBox::currentIndexChanged, &dialog, updateSummary);
    connect(troops, &QComboBox::currentIndexChanged, &dialog, updateSummary);
    updateSummary();
    execFormDialog(dialog, form,
                   [&] { return m_document->improveLine(force->id, improved(), m_document->payingTreasuryOf(force->id)); });
}

void MainWindow::disbandLine()
{
    const Force *force = m_document ? m_document->force(m_forceId) : nullptr;
    const qint64 lineId = m_roster->currentLineId();
    if (!force || force->indexOfLine(lineId) < 0) {
        showRefusal(tr("Select the roster line to disband."));
        return;
    }
    QDialog dialog(this);
    dialog.setObjectName(QStringLiteral("disbandDialog"));
    dialog.setWindowTitle(tr("Disband"));
    auto *form = new QFormLayout(&dialog);
    auto *friendly = new QCheckBox(tr("In friendly territory, in an organized fashion"));
    auto *months = new QSpinBox;
    months->setRange(0, 120);
    months->setSuffix(tr(" months"));
    auto *absorb = new QCheckBox(tr("The area can buy or repurpose the equipment and people"));
    absorb->setChecked(true);
    form->addRow(friendly);
    form->addRow(tr("Demobilizing for:"), months);
    form->addRow(absorb);
    form->addRow(new QLabel(tr("A rebate of 20% of the Raise needs all three and at least two months.")));
    execFormDialog(dialog, form, [&] {
        const Disbanding how{friendly->isChecked(), months->value(), absorb->isChecked()};
        return m_document->disband(force->id, lineId, m_document->payingTreasuryOf(force->id), how);
    });
}

} // namespace muster
