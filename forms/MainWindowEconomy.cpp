// The main window's campaign-economy actions: closing a month, advancing time, raising elements, and the
// campaign date in the status bar.
#include "MainWindow.h"

#include "CampaignDocument.h"
#include "RosterPanel.h"
#include "economy/MonthEndDialog.h"
#include "force/LineFiguresCache.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QInputDialog>
#include <QLabel>
#include <QSpinBox>
#include <QStatusBar>

namespace muster {

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
    auto report = m_document->advanceTime(to);
    if (!report) {
        showRefusal(report.error().message);
        return;
    }
    statusBar()->showMessage(tr("Now %1: revenue %2 booked, %3 raising order(s) ready.")
                                 .arg(campaign.calendar.format(m_document->campaign().today), report->revenue.toShortString())
                                 .arg(report->ordersReady),
                             8000);
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
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted)
        return;
    RosterLine line = model;
    line.id = 0;
    line.count = count->value();
    line.casualties = 0;
    auto order = m_document->raiseElements(force->id, treasury->currentData().toLongLong(), line,
                                           RaiseSpeed(speed->currentData().toInt()));
    if (!order)
        showRefusal(order.error().message);
}

} // namespace muster
