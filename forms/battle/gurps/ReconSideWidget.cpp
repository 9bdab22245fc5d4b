#include "ReconSideWidget.h"

#include "CampaignDocument.h"
#include "battle/ForcePicker.h"
#include "operations/OperationsSupport.h"
#include "battle/gurps/SideFromForce.h"
#include "operations/TravelLegSpeed.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace muster {

using namespace gurps;

namespace {

QString shareName(ElementShare share)
{
    switch (share) {
    case ElementShare::None:
        return ReconSideWidget::tr("none");
    case ElementShare::Some:
        return ReconSideWidget::tr("some");
    case ElementShare::All:
        return ReconSideWidget::tr("all");
    }
    return {};
}

const QList<std::pair<QString, int>> &shareChoices()
{
    static const QList<std::pair<QString, int>> choices = {
        {shareName(ElementShare::None), int(ElementShare::None)},
        {shareName(ElementShare::Some), int(ElementShare::Some)},
        {shareName(ElementShare::All), int(ElementShare::All)}};
    return choices;
}

template <typename Enum> std::optional<Enum> overrideOf(const QComboBox *combo)
{
    const QVariant data = combo->currentData();
    return data.isValid() ? std::optional<Enum>(Enum(data.toInt())) : std::nullopt;
}

} // namespace

ReconSideWidget::ReconSideWidget(const CampaignDocument *document, int side, qint64 forceId, QWidget *parent)
    : QGroupBox(side == 0 ? tr("First side") : tr("Second side"), parent), m_document(document)
{
    setObjectName(QStringLiteral("reconSide%1").arg(side));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    const auto combo = [](const QString &name) {
        auto *c = new QComboBox;
        c->setObjectName(name);
        return c;
    };
    const auto skill = [](const QString &name) {
        auto *s = new QSpinBox;
        s->setObjectName(name);
        s->setRange(minSkill, maxSkill);
        return s;
    };
    m_force = new ForcePicker(document, tr("Estimated side (skills only, no roster)"));
    form->addRow(tr("&Force:"), m_force);
    m_name = new QLineEdit;
    m_name->setObjectName(QStringLiteral("sideName"));
    form->addRow(tr("Na&me:"), m_name);
    layout->addLayout(form);
    // Two columns, so that the odds and the contest below keep their room: the commanders and the march on
    // the left, the figures the rosters decide (or the GM sets) on the right.
    auto *columns = new QHBoxLayout;
    auto *command = new QFormLayout;
    auto *roster = new QFormLayout;
    roster->addRow(new QLabel(tr("<i>From the rosters, or the GM's word:</i>")));
    m_strategy = skill(QStringLiteral("strategy"));
    command->addRow(tr("Commander's Strateg&y:"), m_strategy);
    m_intelligence = skill(QStringLiteral("intelligenceAnalysis"));
    command->addRow(tr("Intelligence &Analysis:"), m_intelligence);
    m_posture = combo(QStringLiteral("posture"));
    for (ReconPosture posture : allReconPostures)
        m_posture->addItem(reconPostureName(posture), int(posture));
    command->addRow(tr("&Posture:"), m_posture);
    m_forcedMarch = combo(QStringLiteral("forcedMarch"));
    for (ForcedMarch march : {ForcedMarch::None, ForcedMarch::Marched, ForcedMarch::RollFailed})
        m_forcedMarch->addItem(forcedMarchName(march), int(march));
    command->addRow(tr("Forced ma&rch:"), m_forcedMarch);
    m_roads = combo(QStringLiteral("roads"));
    for (RoadUse roads : {RoadUse::OffRoad, RoadUse::Road, RoadUse::TiedToNetwork})
        m_roads->addItem(roadUseName(roads), int(roads));
    command->addRow(tr("R&oads:"), m_roads);
    m_speed = new QDoubleSpinBox;
    m_speed->setObjectName(QStringLiteral("speed"));
    m_speed->setRange(0, 100'000);
    m_speed->setDecimals(1);
    m_speed->setSpecialValueText(tr("unknown"));
    m_speed->setSuffix(tr(" %1/day").arg(distanceUnitSymbol(document->campaign().distanceUnit)));
    m_speed->setToolTip(tr("How fast the force marches (filled in from its roster): at 1.5 times the enemy's "
                           "speed it gets +1"));
    command->addRow(tr("Spee&d:"), m_speed);
    m_locals = combo(QStringLiteral("locals"));
    for (LocalRelations locals : {LocalRelations::Neutral, LocalRelations::Good, LocalRelations::Hostile})
        m_locals->addItem(localRelationsName(locals), int(locals));
    command->addRow(tr("&Locals:"), m_locals);
    m_gmModifier = new QSpinBox;
    m_gmModifier->setObjectName(QStringLiteral("gmModifier"));
    m_gmModifier->setRange(-20, 20);
    m_gmModifier->setToolTip(tr("Anything else the GM rules"));
    command->addRow(tr("&GM's modifier:"), m_gmModifier);
    m_reconElements = overrideCombo(QStringLiteral("reconElements"), shareChoices());
    roster->addRow(tr("Recon elements:"), m_reconElements);
    m_allFlying = overrideCombo(QStringLiteral("allFlying"), {{tr("no"), 0}, {tr("yes"), 1}});
    roster->addRow(tr("All flying:"), m_allFlying);
    m_terrainFeature = overrideCombo(QStringLiteral("terrainFeature"), shareChoices());
    roster->addRow(tr("Terrain feature:"), m_terrainFeature);
    const QList<std::pair<QString, int>> bonuses = {
        {tr("+0"), 0}, {tr("+1"), 1}, {tr("+2"), 2}, {tr("+3"), 3}};
    m_reconSuperiority = overrideCombo(QStringLiteral("reconSuperiority"), bonuses);
    roster->addRow(tr("Recon superiority:"), m_reconSuperiority);
    m_airSuperiority = overrideCombo(QStringLiteral("airSuperiority"), bonuses);
    roster->addRow(tr("Air superiority:"), m_airSuperiority);
    columns->addLayout(command, 1);
    columns->addLayout(roster, 1);
    layout->addLayout(columns);
    m_skill = new QLabel;
    m_skill->setObjectName(QStringLiteral("effectiveSkill"));
    QFont big = m_skill->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_skill->setFont(big);
    layout->addWidget(m_skill);
    m_breakdown = new QLabel;
    m_breakdown->setObjectName(QStringLiteral("skillBreakdown"));
    m_breakdown->setWordWrap(true);
    m_breakdown->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    layout->addWidget(m_breakdown, 1);

    connect(m_force, &QComboBox::currentIndexChanged, this, &ReconSideWidget::forcePicked);
    connect(m_roads, &QComboBox::currentIndexChanged, this, &ReconSideWidget::suggestSpeed);
    connect(m_posture, &QComboBox::currentIndexChanged, this, &ReconSideWidget::enableForPosture);
    for (QComboBox *c : {m_posture, m_forcedMarch, m_roads, m_locals, m_reconElements, m_allFlying,
                         m_terrainFeature, m_reconSuperiority, m_airSuperiority})
        connect(c, &QComboBox::currentIndexChanged, this, &ReconSideWidget::changed);
    for (QSpinBox *s : {m_strategy, m_intelligence, m_gmModifier})
        connect(s, &QSpinBox::valueChanged, this, &ReconSideWidget::changed);
    connect(m_speed, &QDoubleSpinBox::valueChanged, this, &ReconSideWidget::changed);
    connect(m_name, &QLineEdit::textChanged, this, &ReconSideWidget::changed);
    m_force->setCurrentIndex(std::min(side, m_force->count() - 1));
    m_force->selectForce(forceId);
    forcePicked();
}

// The first choice follows the roster; the others are the GM's word.
QComboBox *ReconSideWidget::overrideCombo(const QString &name, const QList<std::pair<QString, int>> &choices)
{
    auto *c = new QComboBox;
    c->setObjectName(name);
    c->addItem(QString());
    for (const auto &[text, value] : choices)
        c->addItem(tr("GM: %1").arg(text), value);
    return c;
}

void ReconSideWidget::forcePicked()
{
    const Force *force = m_force->isEstimate() ? nullptr : m_document->force(m_force->forceId());
    QSignalBlocker blocker(this); // one change for the whole side
    m_roster = force ? sideFromForce(m_document->catalog(), *force) : SideSetup{};
    m_name->setText(force ? force->name : tr("Enemy force"));
    m_strategy->setValue(force ? force->member(StaffRole::Commander).skill(StaffSkill::Strategy) : 10);
    m_intelligence->setValue(
        force ? force->member(StaffRole::IntelligenceChief).skill(StaffSkill::IntelligenceAnalysis) : 10);
    m_strategy->setToolTip(force ? force->member(StaffRole::Commander).name : QString());
    m_intelligence->setToolTip(force ? force->member(StaffRole::IntelligenceChief).name : QString());
    ReconSide record;
    takeForceRecord(record, force ? m_document->forceEconomy(force->id) : ForceEconomy{});
    m_posture->setCurrentIndex(m_posture->findData(int(record.posture)));
    m_forcedMarch->setCurrentIndex(m_forcedMarch->findData(int(record.forcedMarch)));
    m_roads->setCurrentIndex(m_roads->findData(int(record.roads)));
    suggestSpeed();
    enableForPosture();
    blocker.unblock();
    emit changed();
}

// The force's own speed off-road or on a good road (the road it keeps to is the GM's to say).
void ReconSideWidget::suggestSpeed()
{
    const Force *force = m_document->force(forceId());
    double miles = 0;
    if (force) {
        if (auto elements = travelElements(*force, m_document->catalog())) {
            const RoadUse roads = RoadUse(m_roads->currentData().toInt());
            const auto speed =
                legSpeed(*elements, roads == RoadUse::OffRoad ? RouteKind::OffRoad : RouteKind::GoodRoad, {});
            miles = speed ? speed->speed : 0;
        }
    }
    m_speed->setValue(roundedDistance(miles, m_document->campaign().distanceUnit));
}

// Encamped forces do not march: the movement modifiers do not apply to them.
void ReconSideWidget::enableForPosture()
{
    const bool mobile = !isEncamped(ReconPosture(m_posture->currentData().toInt()));
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_forcedMarch, m_roads, m_speed, m_reconElements, m_allFlying})
        w->setEnabled(mobile);
}

qint64 ReconSideWidget::forceId() const
{
    return m_force->forceId();
}

ReconSide ReconSideWidget::side() const
{
    ReconSide side;
    side.name = m_name->text().trimmed().isEmpty() ? m_force->currentText() : m_name->text().trimmed();
    side.strategy = m_strategy->value();
    side.intelligenceAnalysis = m_intelligence->value();
    side.posture = ReconPosture(m_posture->currentData().toInt());
    side.forcedMarch = ForcedMarch(m_forcedMarch->currentData().toInt());
    side.roads = RoadUse(m_roads->currentData().toInt());
    side.milesPerDay = toMiles(m_speed->value(), m_document->campaign().distanceUnit);
    side.locals = LocalRelations(m_locals->currentData().toInt());
    side.elements = m_roster.elements;
    side.overrides.recon = overrideOf<ElementShare>(m_reconElements);
    side.overrides.terrainFeature = overrideOf<ElementShare>(m_terrainFeature);
    if (const auto flying = overrideOf<int>(m_allFlying))
        side.overrides.allFlying = *flying != 0;
    side.overrides.reconSuperiority = overrideOf<int>(m_reconSuperiority);
    side.overrides.airSuperiority = overrideOf<int>(m_airSuperiority);
    side.gmModifier = m_gmModifier->value();
    return side;
}

double ReconSideWidget::rosterTs() const
{
    return m_roster.startingTs();
}

void ReconSideWidget::showRosterFigures(const std::optional<RosterFacts> &facts,
                                        const ReconSuperiority &superiority, bool terrainHasFeature)
{
    const QString noRoster = tr("No roster: no modifier");
    const auto fromRoster = [&](const QString &value) {
        return facts ? tr("Roster: %1").arg(value) : noRoster;
    };
    m_reconElements->setItemText(0, fromRoster(facts ? shareName(facts->recon) : QString()));
    m_allFlying->setItemText(0, fromRoster(facts && facts->allFlying ? tr("yes") : tr("no")));
    m_terrainFeature->setItemText(0, terrainHasFeature
                                         ? fromRoster(facts ? shareName(facts->terrainFeature) : QString())
                                         : tr("None in this terrain"));
    m_terrainFeature->setEnabled(terrainHasFeature &&
                                 !isEncamped(ReconPosture(m_posture->currentData().toInt())));
    m_reconSuperiority->setItemText(0, fromRoster(formatModifier(superiority.recon.bonus)));
    m_airSuperiority->setItemText(0, fromRoster(formatModifier(superiority.air.bonus)));
    m_reconSuperiority->setItemData(
        0,
        tr("Recon TS %1 against %2")
            .arg(formatTs(superiority.recon.ts), formatTs(superiority.recon.enemyTs)),
        Qt::ToolTipRole);
    m_airSuperiority->setItemData(
        0,
        tr("Air TS %1 against %2")
            .arg(formatTs(superiority.air.ts), formatTs(superiority.air.enemyTs)),
        Qt::ToolTipRole);
}

void ReconSideWidget::showSkill(const ReconSkill &skill)
{
    m_skill->setText(tr("Effective skill %1").arg(skill.total()));
    m_skill->setToolTip(skill.breakdown.toText());
    m_breakdown->setText(skill.breakdown.toText());
}

} // namespace muster
