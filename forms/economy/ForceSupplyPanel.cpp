#include "ForceSupplyPanel.h"

#include "CampaignDocument.h"
#include "economy/ForceMonthEnd.h"
#include "economy/LevyServiceDialog.h"
#include "force/LineFiguresCache.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTimer>

namespace muster {

ForceSupplyPanel::ForceSupplyPanel(QWidget *parent)
    : QWidget(parent), m_treasury(new QComboBox), m_location(new QLineEdit), m_terrain(new QComboBox),
      m_roads(new QCheckBox(tr("Tied to roads, rail or canals that bypass the terrain"))), m_readiness(new QComboBox),
      m_reduced(new QCheckBox(tr("Readiness was reduced last month (TS still halved)"))), m_land(new QDoubleSpinBox),
      m_naval(new QDoubleSpinBox), m_air(new QDoubleSpinBox), m_supplyLine(new QComboBox), m_costs(new QLabel),
      m_posture(new QComboBox), m_levies(new QLabel), m_levyService(new QPushButton(tr("Levy Service...")))
{
    setObjectName(QStringLiteral("forceSupplyPanel"));
    auto *form = new QFormLayout(this);
    // Alt+letters here must not repeat the window's menus, tabs and the Battles panel below it, which leaves
    // too few letters for every field: the others are a Tab away.
    m_treasury->setObjectName(QStringLiteral("supplyTreasury"));
    form->addRow(tr("Paid by treasury:"), m_treasury);
    form->addRow(tr("&Location:"), m_location);
    m_posture->setObjectName(QStringLiteral("posture"));
    for (ForcePosture p : allForcePostures)
        m_posture->addItem(forcePostureName(p), int(p));
    m_posture->setToolTip(tr("On the move, or encamped: patrolling, bunkered (harder to surprise, cannot ambush) or "
                             "without security"));
    form->addRow(tr("Posture:"), m_posture);
    m_terrain->addItem(tr("Ordinary terrain"), -1);
    for (TerrainType t : allTerrainTypes)
        m_terrain->addItem(terrainTypeName(t), int(t));
    m_terrain->setToolTip(tr("Where the force spends most of the month: bad terrain raises land elements' Maintain"));
    form->addRow(tr("Terrain this &month:"), m_terrain);
    form->addRow(QString(), m_roads);
    m_readiness->setObjectName(QStringLiteral("readiness"));
    for (Readiness r : allReadinessLevels)
        m_readiness->addItem(readinessName(r), int(r));
    form->addRow(tr("Re&adiness:"), m_readiness);
    form->addRow(QString(), m_reduced);
    for (QDoubleSpinBox *ls : {m_land, m_naval, m_air}) {
        ls->setRange(0, 1e9);
        ls->setDecimals(1);
        ls->setSingleStep(100);
        ls->setSuffix(tr(" LS"));
        ls->setToolTip(tr("Logistic Strength: the $K of the fighting force's monthly Maintain it can deliver"));
    }
    m_land->setObjectName(QStringLiteral("landLs"));
    form->addRow(tr("Land lo&gistics:"), m_land);
    form->addRow(tr("Naval logistics:"), m_naval);
    form->addRow(tr("Air logistics:"), m_air);
    m_supplyLine->addItem(tr("Overland"), int(SupplyLine::Overland));
    m_supplyLine->addItem(tr("Across water (land LS paired with naval LS)"), int(SupplyLine::ByWater));
    m_supplyLine->addItem(tr("At a port (naval LS serves the force)"), int(SupplyLine::AtPort));
    form->addRow(tr("Supply line:"), m_supplyLine);
    m_costs->setWordWrap(true);
    m_costs->setObjectName(QStringLiteral("supplyCosts"));
    form->addRow(m_costs);
    m_levies->setObjectName(QStringLiteral("levies"));
    m_levies->setWordWrap(true);
    m_levyService->setObjectName(QStringLiteral("levyService"));
    m_levyService->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    form->addRow(m_levies);
    form->addRow(QString(), m_levyService);
    connect(m_levyService, &QPushButton::clicked, this, [this] {
        if (!m_document)
            return;
        LevyServiceDialog dialog(m_document, m_forceId, this);
        dialog.exec();
    });
    for (QComboBox *combo : {m_treasury, m_posture, m_terrain, m_readiness, m_supplyLine})
        connect(combo, &QComboBox::currentIndexChanged, this, &ForceSupplyPanel::save);
    for (QCheckBox *box : {m_roads, m_reduced})
        connect(box, &QCheckBox::toggled, this, &ForceSupplyPanel::save);
    for (QDoubleSpinBox *ls : {m_land, m_naval, m_air})
        connect(ls, &QDoubleSpinBox::editingFinished, this, &ForceSupplyPanel::save);
    connect(m_location, &QLineEdit::editingFinished, this, &ForceSupplyPanel::save);
    setForce(nullptr, 0);
}

void ForceSupplyPanel::setForce(CampaignDocument *document, qint64 forceId)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_forceId = forceId;
    if (m_document) {
        connect(m_document, &CampaignDocument::economyChanged, this, &ForceSupplyPanel::load);
        // The roster changes what the force costs and which levies it has. A month-end changes thousands of
        // lines in one step: refresh once, after it.
        const auto rosterChanged = [this](qint64 forceId) {
            if (forceId != m_forceId || m_refreshPending)
                return;
            m_refreshPending = true;
            QTimer::singleShot(0, this, [this] {
                m_refreshPending = false;
                load();
            });
        };
        connect(m_document, &CampaignDocument::linesInserted, this, rosterChanged);
        connect(m_document, &CampaignDocument::linesRemoved, this, rosterChanged);
        connect(m_document, &CampaignDocument::linesReset, this, rosterChanged);
        connect(m_document, &CampaignDocument::linesChanged, this, rosterChanged);
    }
    load();
}

void ForceSupplyPanel::load()
{
    m_loading = true;
    const bool open = m_document && m_document->force(m_forceId);
    setEnabled(open);
    m_treasury->clear();
    const bool anyTreasury = open && !m_document->campaign().treasuries.isEmpty();
    // Without a treasury nobody pays: say so instead of offering a "first treasury" that is not there.
    m_treasury->addItem(anyTreasury ? tr("The first treasury") : tr("None yet: add one in the Treasury panel"), 0);
    m_treasury->setEnabled(anyTreasury);
    if (open) {
        for (const Treasury &t : m_document->campaign().treasuries)
            m_treasury->addItem(t.name, t.id);
        const ForceEconomy e = m_document->forceEconomy(m_forceId);
        m_treasury->setCurrentIndex(std::max(0, m_treasury->findData(e.treasuryId)));
        m_location->setText(e.location);
        m_posture->setCurrentIndex(m_posture->findData(int(e.posture)));
        m_terrain->setCurrentIndex(m_terrain->findData(e.terrain ? int(*e.terrain) : -1));
        m_roads->setChecked(e.tiedToRoads);
        m_readiness->setCurrentIndex(m_readiness->findData(int(e.readiness)));
        m_reduced->setChecked(e.reducedLastMonth);
        m_land->setValue(e.logistics.land);
        m_naval->setValue(e.logistics.naval);
        m_air->setValue(e.logistics.air);
        m_supplyLine->setCurrentIndex(m_supplyLine->findData(int(e.supplyLine)));
        // What the logistic force costs, and whether it can carry this month's Maintain (season, terrain
        // and readiness as the month-end will count them).
        const auto input = monthEndInputFor(m_document->catalog(), *m_document->force(m_forceId), e,
                                            administrationFromMargin(0), e.readiness,
                                            m_document->closingMonth());
        if (!input) {
            m_costs->setText(input.error().message);
        } else {
            const MonthEndResult month = monthEnd(*input);
            const LogisticSupport &support = month.support;
            m_costs->setText(tr("Logistic force: %1 to raise, %2 a month. The fighting force's Maintain %3 needs LS %4; "
                                "available %5%6.")
                                 .arg(e.logistics.raise().toShortString(), e.logistics.maintain().toShortString(),
                                      month.fightingMaintain.toShortString(), formatNumber(support.required),
                                      formatNumber(support.available),
                                      support.shortfall > 0 ? tr(", short by %1").arg(formatNumber(support.shortfall)) : QString()));
        }
        showLevies();
    } else {
        m_costs->clear();
        m_levies->clear();
    }
    m_loading = false;
}

void ForceSupplyPanel::showLevies()
{
    const Campaign &campaign = m_document->campaign();
    QStringList levies;
    for (const RosterLine &line : m_document->force(m_forceId)->lines) {
        if (!line.record.has(Feature::Levy))
            continue;
        const LevyTerm term = levyTermOf(campaign.levies, line.id, campaign.today);
        levies << tr("%1: called up %2, %3 of %4 months on levy terms used this year, next reaction roll by %5")
                      .arg(computeLine(m_document->catalog(), line).label, campaign.calendar.format(term.calledUp))
                      .arg(term.monthsServedIn(campaign.today.year))
                      .arg(levyMonthsPerYear)
                      .arg(campaign.calendar.format(nextLevyReaction(term, campaign.today, campaign.calendar)));
    }
    m_levies->setText(levies.isEmpty() ? tr("No levies.") : tr("Levies:\n%1").arg(levies.join(QLatin1Char('\n'))));
    m_levyService->setEnabled(!levies.isEmpty());
}

void ForceSupplyPanel::save()
{
    if (m_loading || !m_document || !m_document->force(m_forceId))
        return;
    ForceEconomy e = m_document->forceEconomy(m_forceId);
    e.treasuryId = m_treasury->currentData().toLongLong();
    e.location = m_location->text().trimmed();
    e.posture = ForcePosture(m_posture->currentData().toInt());
    const int terrain = m_terrain->currentData().toInt();
    e.terrain = terrain < 0 ? std::nullopt : std::optional<TerrainType>(TerrainType(terrain));
    e.tiedToRoads = m_roads->isChecked();
    e.readiness = Readiness(m_readiness->currentData().toInt());
    e.reducedLastMonth = m_reduced->isChecked();
    e.logistics = LogisticForce{m_land->value(), m_naval->value(), m_air->value()};
    e.supplyLine = SupplyLine(m_supplyLine->currentData().toInt());
    if (Status s = m_document->setForceEconomy(m_forceId, e); !s)
        emit editRefused(s.error().message);
}

} // namespace muster
