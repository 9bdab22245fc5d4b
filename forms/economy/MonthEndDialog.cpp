#include "MonthEndDialog.h"

#include "DialogSupport.h"
#include "force/LineFiguresCache.h"

#include "battle/RollField.h"
#include "economy/Administration.h"
#include "economy/ForceMonthEnd.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace muster {

namespace {

enum Column { ForceColumn, Quartermaster, Roll, ReadinessColumn, Cost, Shortfall, ColumnCount };

QString lines(const Breakdown &breakdown)
{
    QString html;
    for (const QString &step : breakdown.steps)
        html += step.toHtmlEscaped() + QLatin1String("<br>");
    return html;
}

} // namespace

MonthEndDialog::MonthEndDialog(CampaignDocument *document, QWidget *parent)
    : QDialog(parent), m_document(document)
{
    setObjectName(QStringLiteral("monthEndDialog"));
    setWindowTitle(tr("Close the Month"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_treasury = new QComboBox;
    m_treasury->setObjectName(QStringLiteral("treasury"));
    for (const Treasury &t : document->campaign().treasuries)
        m_treasury->addItem(t.name, t.id);
    form->addRow(tr("&Treasury:"), m_treasury);
    m_header = new QLabel;
    m_header->setWordWrap(true);
    form->addRow(m_header);
    layout->addLayout(form);
    m_forces = new QTableWidget(0, ColumnCount);
    m_forces->setObjectName(QStringLiteral("forces"));
    m_forces->setHorizontalHeaderLabels({tr("Force"), tr("Quartermaster"), tr("Administration roll"), tr("Readiness"),
                                         tr("Cost this month"), tr("LS short")});
    m_forces->horizontalHeaderItem(Shortfall)
        ->setToolTip(tr("How much Maintain the logistic force cannot carry this month (LS: logistic strength)"));
    m_forces->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_forces->horizontalHeader()->setSectionResizeMode(ForceColumn, QHeaderView::Stretch);
    m_forces->verticalHeader()->setVisible(false);
    m_forces->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(m_forces, 1);
    m_report = new QTextBrowser;
    m_report->setObjectName(QStringLiteral("monthEndReport"));
    layout->addWidget(m_report, 2);
    m_error = newErrorLabel();
    layout->addWidget(m_error);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_close = buttons->addButton(tr("&Close the Month"), QDialogButtonBox::AcceptRole);
    m_close->setObjectName(QStringLiteral("closeMonth"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_close, &QPushButton::clicked, this, [this] {
        const Status s = closeMonth();
        m_error->setText(s ? QString() : s.error().message);
        if (s)
            accept();
    });
    connect(m_treasury, &QComboBox::currentIndexChanged, this, &MonthEndDialog::fillForces);
    resize(900, 640);
    fillForces();
}

void MonthEndDialog::fillForces()
{
    const qint64 treasuryId = m_treasury->currentData().toLongLong();
    m_forces->setRowCount(0);
    m_forceIds.clear();
    m_readiness.clear();
    m_rolls.clear();
    m_keptRolls.clear();
    m_paidAlready.clear();
    m_error->clear(); // a message about the treasury picked before
    m_showsRollProblem = false;
    const Campaign &before = m_document->campaign();
    m_monthClosed = EconomyActions::monthAlreadyClosed(before, treasuryId, before.today);
    if (!m_monthClosed.isEmpty()) {
        refreshReport();
        return;
    }
    // The Administration rolls are rolled once and kept until the month is closed: reopening shows the same dice.
    if (Status s = m_document->rollAdministration(treasuryId); !s)
        m_error->setText(s.error().message);
    const Campaign &campaign = m_document->campaign();
    for (const qint64 forceId : EconomyActions::forcesToClose(campaign, treasuryId, campaign.today)) {
        const Force &force = *m_document->force(forceId);
        const ForceEconomy economy = m_document->forceEconomy(force.id);
        const int row = m_forces->rowCount();
        m_forces->insertRow(row);
        m_forceIds << force.id;
        m_forces->setItem(row, ForceColumn, new QTableWidgetItem(force.name));
        const StaffMember &quartermaster = force.member(StaffRole::Quartermaster);
        m_forces->setItem(row, Quartermaster,
                          new QTableWidgetItem(tr("%1, Administration %2")
                                                   .arg(quartermaster.name.isEmpty() ? tr("(unnamed)") : quartermaster.name)
                                                   .arg(quartermaster.skill(StaffSkill::Administration))));
        const std::optional<AdministrationRoll> kept = EconomyActions::keptAdministrationRoll(campaign, force.id);
        auto *roll = new RollField(3, 0);
        roll->setObjectName(QStringLiteral("adminRoll%1").arg(row));
        roll->setNote(tr("The program rolled this when the month-end was first opened and keeps it until the month "
                         "is closed. Type real dice over it; the close records a typed roll as typed."));
        roll->setTypedValue(kept ? std::optional<int>(kept->roll) : std::nullopt);
        m_forces->setCellWidget(row, Roll, roll);
        m_rolls << roll;
        m_keptRolls << (kept ? *kept : AdministrationRoll{});
        auto *readiness = new QComboBox;
        readiness->setObjectName(QStringLiteral("readiness%1").arg(row));
        for (Readiness r : allReadinessLevels)
            readiness->addItem(readinessName(r), int(r));
        readiness->setCurrentIndex(readiness->findData(int(economy.readiness)));
        m_forces->setCellWidget(row, ReadinessColumn, readiness);
        m_readiness << readiness;
        connect(roll, &RollField::rollChanged, this, &MonthEndDialog::refreshReport);
        connect(readiness, &QComboBox::currentIndexChanged, this, &MonthEndDialog::refreshReport);
    }
    for (const qint64 forceId : EconomyActions::forcesPaidBy(campaign, treasuryId)) {
        if (!m_forceIds.contains(forceId))
            m_paidAlready += tr("%1 has paid its upkeep for this month already. ").arg(m_document->force(forceId)->name);
    }
    refreshReport();
}

bool MonthEndDialog::rollTyped(int row) const
{
    const AdministrationRoll &kept = m_keptRolls.at(row);
    return kept.typed || m_rolls.at(row)->value() != kept.roll;
}

MonthClosing MonthEndDialog::preview() const
{
    const Campaign &campaign = m_document->campaign();
    MonthClosing closing;
    closing.treasuryId = m_treasury->currentData().toLongLong();
    closing.date = campaign.calendar.lastOfMonth(campaign.today);
    for (int row = 0; row < m_forceIds.size(); ++row) {
        auto end = EconomyActions::forceMonthEnd(campaign, m_forceIds.at(row),
                                                 m_rolls.at(row)->value().value_or(m_keptRolls.at(row).roll),
                                                 Readiness(m_readiness.at(row)->currentData().toInt()), rollTyped(row));
        if (end) // an invalid line is refused on the roster; nothing to pay for it
            closing.forces << *end;
    }
    return closing;
}

void MonthEndDialog::refreshReport()
{
    // A roll set back to "roll" shows the program's kept roll again, so the report always shows the dice it uses;
    // one the dice cannot make stays as typed, for the GM to fix.
    for (int row = 0; row < m_rolls.size(); ++row) {
        RollField *roll = m_rolls.at(row);
        if (roll->isAcceptable() && !roll->value()) {
            const QSignalBlocker blocker(roll);
            roll->setTypedValue(m_keptRolls.at(row).roll);
        }
    }
    if (const QString problem = rollFieldsProblem(m_forces); !problem.isEmpty()) {
        m_error->setText(problem);
        m_showsRollProblem = true;
        m_close->setEnabled(false);
        return;
    }
    if (m_showsRollProblem) // and nothing else that m_error may be saying
        m_error->clear();
    m_showsRollProblem = false;
    if (!m_monthClosed.isEmpty()) { // nothing to pay: the header says why
        m_header->setText(m_monthClosed);
        m_close->setEnabled(false);
        m_report->clear();
        return;
    }
    const Campaign &campaign = m_document->campaign();
    const MonthClosing closing = preview();
    const Treasury *treasury = m_document->treasury(closing.treasuryId);
    QString header = treasury ? tr("Costs for %1 are booked on %2%3.")
                                    .arg(campaign.calendar.monthName(campaign.today.month), campaign.calendar.format(closing.date),
                                         campaign.calendar.isCampaigningSeason(campaign.today) ? tr(", in campaigning season") : QString())
                              : tr("Add a treasury first (New... in the Treasury panel).");
    if (!m_paidAlready.isEmpty())
        header += QLatin1Char(' ') + m_paidAlready.trimmed();
    m_header->setText(header);
    m_close->setEnabled(treasury && !closing.forces.isEmpty());
    Money total;
    QString html;
    for (int row = 0; row < closing.forces.size(); ++row) {
        const ForceMonthEnd &f = closing.forces.at(row);
        const MonthEndResult &r = f.result;
        total += r.total;
        m_forces->setItem(row, Cost, new QTableWidgetItem(r.total.toShortString()));
        m_forces->setItem(row, Shortfall, new QTableWidgetItem(r.support.shortfall > 0 ? formatNumber(r.support.shortfall) : tr("none")));
        html += QStringLiteral("<h4>%1</h4>").arg(m_document->force(f.forceId)->name.toHtmlEscaped());
        html += tr("<p><b>Fighting force %1</b><br>%2</p>").arg(r.fightingMaintain.toShortString(), lines(r.fightingBreakdown));
        html += tr("<p><b>Logistic force %1</b> (paid first)<br>%2</p>").arg(r.logisticsMaintain.toShortString(), lines(r.logisticsBreakdown));
        html += tr("<p><b>Administration %1%</b> (roll %2, %3)<br>%4</p>")
                    .arg(formatModifier(r.administrationPercent))
                    .arg(f.administrationRoll)
                    .arg(f.rollTyped ? tr("typed") : tr("rolled by the program and kept for this month"), lines(r.administrationBreakdown));
        html += tr("<p><b>Total %1</b><br>%2</p>").arg(r.total.toShortString(), lines(r.totalBreakdown));
        html += tr("<p><b>Supply</b><br>%1</p>").arg(lines(r.support.breakdown));
        html += tr("<p><b>TS %1</b><br>%2</p>").arg(formatNumber(r.tsAfter), lines(r.tsBreakdown));
        QStringList levies;
        for (const RosterLine &line : m_document->force(f.forceId)->lines) {
            if (line.record.has(Feature::Levy))
                levies << levyNotices(computeLine(m_document->catalog(), line).label,
                                      levyTermOf(campaign.levies, line.id, closing.date), line.record.levyService,
                                      closing.date, campaign.calendar);
        }
        if (!levies.isEmpty())
            html += tr("<p><b>Levies</b><br>%1</p>").arg(lines(Breakdown{levies}));
    }
    if (treasury) {
        const Money after = treasury->balance() - total;
        html = tr("<p><b>%1 to pay; %2 has %3, leaving %4.</b></p>")
                   .arg(total.toShortString(), treasury->name.toHtmlEscaped(), treasury->balance().toShortString(), after.toShortString()) +
               html;
    }
    m_report->setHtml(html);
}

Status MonthEndDialog::closeMonth()
{
    return m_document->closeMonth(preview());
}

} // namespace muster
