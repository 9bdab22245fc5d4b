#include "MarchDialog.h"

#include "CampaignDocument.h"
#include "ForcedMarchRollsBox.h"
#include "MarchLegsTable.h"
#include "MarchReport.h"
#include "OperationsSupport.h"
#include "TransportTable.h"
#include "battle/RollField.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMap>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScopedValueRollback>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace muster {

namespace {

enum LeftBehindRole { LineIdRole = Qt::UserRole, CountRole };

// What the GM changes to fix an order the planner refuses, by the field its error names.
QString howToFix(const QString &field)
{
    if (field == QLatin1String("transport"))
        return MarchDialog::tr("Change that row of the Transport table, or tick Automatic.");
    if (field == QLatin1String("leftBehind"))
        return MarchDialog::tr("Untick it in the list of elements left behind.");
    if (field == QLatin1String("rolls"))
        return QString();
    if (field == QLatin1String("lines"))
        return MarchDialog::tr("Fix that roster line first: its figures are invalid.");
    if (field == QLatin1String("forcedMarch") || field == QLatin1String("administration") ||
        field == QLatin1String("forcedMarchRolls"))
        return MarchDialog::tr("Check the forced march and its rolls.");
    return MarchDialog::tr("Check the legs of the march.");
}

} // namespace

MarchDialog::MarchDialog(CampaignDocument *document, qint64 forceId, QWidget *parent)
    : QDialog(parent), m_document(document), m_forceId(forceId),
      m_dice(QRandomGenerator::global()->generate64()), m_planSeed(QRandomGenerator::global()->generate64())
{
    setObjectName(QStringLiteral("marchDialog"));
    const Force *force = document->force(forceId);
    const ForceEconomy economy = document->forceEconomy(forceId);
    setWindowTitle(tr("Plan March: %1").arg(force->name));
    if (auto elements = travelElements(*force, document->catalog()))
        m_elements = *elements;
    else
        m_rosterError = elements.error();

    auto *layout = new QVBoxLayout(this);
    auto *body = new QWidget;
    auto *bodyLayout = new QVBoxLayout(body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    auto *where = new QLabel(
        economy.location.isEmpty()
            ? tr("%1: %2.").arg(force->name, forcePostureName(economy.posture))
            : tr("%1 is at %2 (%3).").arg(force->name, economy.location, forcePostureName(economy.posture)));
    where->setWordWrap(true);
    bodyLayout->addWidget(where);
    auto *columns = new QHBoxLayout;
    auto *left = new QVBoxLayout;
    auto *legsBox = new QGroupBox(tr("Legs"));
    auto *legsLayout = new QVBoxLayout(legsBox);
    m_legs = new MarchLegsTable(document->campaign().distanceUnit);
    m_legs->addLeg(RouteKind::DirtRoad, 20); // a day's march on foot in miles; a round figure in km
    legsLayout->addWidget(m_legs);
    left->addWidget(legsBox, 3);
    left->addWidget(buildConditions());
    auto *transportBox = new QGroupBox(tr("Transport"));
    auto *transportLayout = new QVBoxLayout(transportBox);
    m_transport = new TransportTable(m_elements);
    transportLayout->addWidget(m_transport, 2);
    m_leftBehindNote = new QLabel;
    m_leftBehindNote->setWordWrap(true);
    transportLayout->addWidget(m_leftBehindNote);
    m_leftBehind = new QListWidget;
    m_leftBehind->setObjectName(QStringLiteral("leftBehind"));
    m_leftBehind->setToolTip(tr("Ticked elements stay where the march begins, as a force of their own"));
    m_leftBehind->setMaximumHeight(90);
    transportLayout->addWidget(m_leftBehind);
    left->addWidget(transportBox, 2);
    columns->addLayout(left, 3);

    auto *right = new QVBoxLayout;
    const StaffMember &quartermaster = force->member(StaffRole::Quartermaster);
    m_rolls = new ForcedMarchRollsBox(quartermaster.name, quartermaster.skill(StaffSkill::Administration));
    right->addWidget(m_rolls);
    m_report = new QTextBrowser;
    m_report->setObjectName(QStringLiteral("marchResult"));
    right->addWidget(m_report, 1);
    // Beside the plan it completes, so that the whole dialog fits a 1366x768 screen.
    right->addWidget(buildArrival());
    columns->addLayout(right, 2);
    bodyLayout->addLayout(columns, 1);
    layout->addWidget(scrollingBody(body), 1);

    m_error = newErrorLabel();
    layout->addWidget(m_error);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_cancel = buttons->button(QDialogButtonBox::Cancel);
    m_execute = buttons->addButton(tr("E&xecute March"), QDialogButtonBox::AcceptRole);
    m_execute->setObjectName(QStringLiteral("executeMarch"));
    layout->addWidget(buttons);
    m_execute->setDefault(true); // Enter executes; only a button inside the dialog can be its default
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_execute, &QPushButton::clicked, this, [this] {
        const Status s = executeMarch();
        if (s) {
            accept();
            return;
        }
        m_error->setText(s.error().message);
        if (s.error().field == QLatin1String("destination"))
            m_destination->setFocus();
    });

    connect(m_legs, &MarchLegsTable::changed, this, &MarchDialog::refresh);
    connect(m_legs, &MarchLegsTable::unitChanged, this, [this](DistanceUnit unit) {
        if (Status s = m_document->setDistanceUnit(unit); !s)
            m_error->setText(s.error().message);
    });
    connect(m_transport, &TransportTable::changed, this, &MarchDialog::refresh);
    connect(m_rolls, &ForcedMarchRollsBox::changed, this, &MarchDialog::refresh);
    connect(m_leftBehind, &QListWidget::itemChanged, this, &MarchDialog::refresh);
    m_tiedToRoads->setChecked(economy.tiedToRoads);
    fitToScreen(this, QSize(1240, 820));
    refresh();
    m_legs->table()->setFocus();
}

QWidget *MarchDialog::buildConditions()
{
    auto *box = new QGroupBox(tr("Conditions of the whole march"));
    auto *grid = new QGridLayout(box);
    const auto check = [box](const QString &text, const QString &name, const QString &toolTip) {
        auto *c = new QCheckBox(text, box);
        c->setObjectName(name);
        c->setToolTip(toolTip);
        return c;
    };
    m_night =
        check(tr("&Night"), QStringLiteral("night"), tr("Off-road speed halved for elements without Night"));
    m_badWeather = check(tr("&Bad weather"), QStringLiteral("badWeather"),
                         tr("Dirt roads count as off-road; Coastal elements stop; Sea elements slow down"));
    m_forced = check(tr("&Forced march"), QStringLiteral("forcedMarch"),
                     tr("Every leg on land at the pace beside; the quartermaster rolls each day"));
    m_pace = new QDoubleSpinBox;
    m_pace->setObjectName(QStringLiteral("forcedPace"));
    m_pace->setRange(1.05, maximumForcedMarch);
    m_pace->setSingleStep(0.05);
    m_pace->setDecimals(2);
    m_pace->setPrefix(tr("x"));
    m_pace->setValue(maximumForcedMarch);
    m_pace->setToolTip(tr("The pace of every forced leg: up to 1.5 times normal speed"));
    m_pace->setAccessibleName(tr("Forced-march pace"));
    m_hostile = check(tr("&Hostile terrain counts as forced"), QStringLiteral("hostileTerrain"),
                      tr("The quartermaster rolls as for a forced march, without the extra speed"));
    m_noSecurity = check(tr("No securit&y"), QStringLiteral("noSecurity"),
                         tr("Double speed, but -5 in the Reconnaissance Contest"));
    m_civilians = check(tr("Escorting &civilians"), QStringLiteral("civilians"),
                        tr("Half speed; civilians suffer double forced-march casualties"));
    m_poorlyMapped = check(tr("&Poorly mapped terrain"), QStringLiteral("poorlyMapped"),
                           tr("Half speed on land for a force without Recon elements"));
    m_tiedToRoads = check(tr("&Tied to roads by its logistics"), QStringLiteral("tiedToRoads"),
                          tr("-3 in the Reconnaissance Contest (from the force's supply settings)"));
    auto *forced = new QHBoxLayout;
    forced->addWidget(m_forced);
    forced->addWidget(m_pace);
    forced->addStretch();
    grid->addWidget(m_night, 0, 0);
    grid->addWidget(m_badWeather, 0, 1);
    grid->addWidget(m_noSecurity, 0, 2);
    grid->addLayout(forced, 1, 0);
    grid->addWidget(m_hostile, 1, 1);
    grid->addWidget(m_civilians, 1, 2);
    grid->addWidget(m_poorlyMapped, 2, 0);
    grid->addWidget(m_tiedToRoads, 2, 1, 1, 2);
    for (QCheckBox *c : {m_night, m_badWeather, m_forced, m_hostile, m_noSecurity, m_civilians,
                         m_poorlyMapped, m_tiedToRoads})
        connect(c, &QCheckBox::toggled, this, &MarchDialog::refresh);
    connect(m_pace, &QDoubleSpinBox::valueChanged, this, &MarchDialog::refresh);
    return box;
}

QWidget *MarchDialog::buildArrival()
{
    auto *box = new QGroupBox(tr("On arrival"));
    auto *form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow); // a long destination, a short posture
    m_destination = new QLineEdit;
    m_destination->setObjectName(QStringLiteral("destination"));
    m_destination->setPlaceholderText(tr("Where the force will be, e.g. Fen Ford"));
    form->addRow(tr("&Destination:"), m_destination);
    m_posture = new QComboBox;
    m_posture->setObjectName(QStringLiteral("postureOnArrival"));
    for (ForcePosture posture : allForcePostures)
        m_posture->addItem(forcePostureName(posture), int(posture));
    form->addRow(tr("Postu&re:"), m_posture);
    m_advanceDate = new QCheckBox;
    m_advanceDate->setObjectName(QStringLiteral("advanceDate"));
    m_advanceDate->setChecked(true);
    form->addRow(QString(), m_advanceDate);
    return box;
}

MarchOrder MarchDialog::order() const
{
    MarchOrder order;
    order.elements = m_elements;
    order.legs = m_legs->legs(m_pace->value());
    order.conditions.night = m_night->isChecked();
    order.conditions.badWeather = m_badWeather->isChecked();
    order.conditions.forcedMarch = m_forced->isChecked() ? m_pace->value() : 1.0;
    order.conditions.hostileTerrain = m_hostile->isChecked();
    order.conditions.noSecurity = m_noSecurity->isChecked();
    order.conditions.escortingCivilians = m_civilians->isChecked();
    order.conditions.poorlyMapped = m_poorlyMapped->isChecked();
    m_transport->applyTo(order);
    order.leftBehind = leftBehind();
    order.start = m_document->campaign().today;
    order.administration = m_rolls->administration();
    order.forcedMarchRolls = m_rolls->rolls();
    order.tiedToRoads = m_tiedToRoads->isChecked();
    return order;
}

void MarchDialog::refresh()
{
    // Showing the plan fills widgets whose signals would plan again.
    if (m_refreshing)
        return;
    const QScopedValueRollback guard(m_refreshing, true);
    m_transport->setLegCount(m_legs->legCount());
    m_legs->prepareSeaWeather(m_badWeather->isChecked(), m_dice);
    const Calendar &calendar = m_document->campaign().calendar;
    if (m_rosterError) {
        showError(*m_rosterError);
        return;
    }
    // First without typed rolls, to learn how many days of forced march need one.
    MarchOrder order = this->order();
    // The pace matters only while some leg is forced.
    m_pace->setEnabled(m_forced->isChecked() ||
                       std::any_of(order.legs.cbegin(), order.legs.cend(),
                                   [](const MarchLeg &leg) { return leg.conditions.isForced(); }));
    order.forcedMarchRolls.clear();
    dice::DiceSource probeDice(m_planSeed);
    const Result<MarchPlan> probe = planMarch(order, calendar, &probeDice);
    if (!probe) {
        showError(probe.error());
        return;
    }
    m_rolls->setDays(probe->forcedMarch.rolls.size(), m_dice);
    if (const QString problem = rollFieldsProblem(this); !problem.isEmpty()) {
        showError(Error{problem, QStringLiteral("rolls")});
        return;
    }
    order.forcedMarchRolls = m_rolls->rolls();
    dice::DiceSource planDice(m_planSeed);
    Result<MarchPlan> plan = planMarch(order, calendar, &planDice);
    if (!plan) {
        showError(plan.error());
        return;
    }
    m_plan = std::move(plan).value();
    m_rolls->showRolls(m_plan->forcedMarch.rolls);
    m_legs->showPlan(&*m_plan);
    m_transport->showAutomatic(*m_plan);
    showLeftBehindCandidates(*m_plan);
    m_report->setHtml(marchReportHtml(*m_plan, m_document->campaign(), m_legs->unit(), m_elements));
    m_error->setText(m_plan->arrives()
                         ? QString()
                         : tr("The force cannot move on leg %1: give it transport, leave behind what "
                              "holds it back, or change the route.")
                               .arg(m_plan->blockedLeg + 1));
    m_execute->setEnabled(m_plan->arrives());
    updateTabOrder();
    m_advanceDate->setText(
        m_plan->arrival
            ? tr("Advance the campaign date to the arrival, %1").arg(calendar.format(*m_plan->arrival))
            : tr("Advance the campaign date to the arrival"));
}

// Tab visits the dialog as it reads, left column first; rows added to the tables join in their place.
void MarchDialog::updateTabOrder()
{
    QList<QWidget *> order = m_legs->focusOrder();
    order << m_night << m_badWeather << m_noSecurity << m_forced << m_pace << m_hostile << m_civilians
          << m_poorlyMapped << m_tiedToRoads;
    order << m_transport->focusOrder() << m_leftBehind << m_rolls->focusOrder();
    order << m_report << m_destination << m_posture << m_advanceDate << m_execute << m_cancel;
    for (qsizetype i = 1; i < order.size(); ++i)
        setTabOrder(order.at(i - 1), order.at(i));
}

void MarchDialog::showError(const Error &error)
{
    m_plan.reset();
    m_legs->showPlan(nullptr);
    m_report->setHtml(tr("<p>No plan: %1</p>").arg(error.message.toHtmlEscaped()));
    m_error->setText(tr("%1 %2").arg(error.message, howToFix(error.field)));
    m_execute->setEnabled(false);
    updateTabOrder();
}

void MarchDialog::showLeftBehindCandidates(const MarchPlan &plan)
{
    // Offered: what holds the force back on any leg, and whatever the GM has already ticked.
    QMap<qint64, qint64> offered;
    for (const LegPlan &leg : plan.legs) {
        for (const LineCount &candidate : leg.speed.leftBehindCandidates)
            offered[candidate.lineId] = std::max(offered.value(candidate.lineId), candidate.count);
    }
    const QList<LineCount> ticked = leftBehind();
    for (const LineCount &line : ticked)
        offered[line.lineId] = std::max(offered.value(line.lineId), line.count);
    const QSignalBlocker blocker(m_leftBehind);
    m_leftBehind->clear();
    for (auto it = offered.cbegin(); it != offered.cend(); ++it) {
        auto *item = new QListWidgetItem(
            tr("%1 x %2").arg(it.value()).arg(travelLineName(m_elements, it.key())), m_leftBehind);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setData(LineIdRole, it.key());
        item->setData(CountRole, it.value());
        const bool wasTicked = std::any_of(ticked.cbegin(), ticked.cend(),
                                           [&](const LineCount &l) { return l.lineId == it.key(); });
        item->setCheckState(wasTicked ? Qt::Checked : Qt::Unchecked);
    }
    m_leftBehind->setVisible(!offered.isEmpty());
    m_leftBehindNote->setText(
        offered.isEmpty() ? tr("Every element can come along.")
                          : tr("No carrier of the force can take these; tick any to leave behind (they stay "
                               "where the march begins, as a force of their own):"));
}

QList<LineCount> MarchDialog::leftBehind() const
{
    QList<LineCount> lines;
    for (int row = 0; row < m_leftBehind->count(); ++row) {
        const QListWidgetItem *item = m_leftBehind->item(row);
        if (item->checkState() == Qt::Checked)
            lines << LineCount{item->data(LineIdRole).toLongLong(), item->data(CountRole).toLongLong()};
    }
    return lines;
}

Status MarchDialog::executeMarch()
{
    if (!m_plan)
        return Error{m_error->text(), QStringLiteral("plan")};
    if (!m_plan->arrives())
        return Error{tr("The force cannot finish this march: change the legs or the transport first."),
                     QStringLiteral("plan")};
    const QString destination = m_destination->text().trimmed();
    if (destination.isEmpty())
        return Error{tr("Type where the force is going under Destination."), QStringLiteral("destination")};
    MarchExecution march;
    march.forceId = m_forceId;
    march.destination = destination;
    march.postureOnArrival = ForcePosture(m_posture->currentData().toInt());
    march.casualtiesPct = m_plan->casualtiesPct();
    march.leftBehind = m_plan->leftBehind;
    march.how = OperationsActions::lastMarchOf(*m_plan);
    if (m_advanceDate->isChecked())
        march.arrival = m_plan->arrival;
    return m_document->executeMarch(march);
}

} // namespace muster
