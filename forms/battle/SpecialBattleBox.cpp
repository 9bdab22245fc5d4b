#include "SpecialBattleBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

namespace muster {

using namespace gurps;

SpecialBattleBox::SpecialBattleBox(QWidget *parent) : QGroupBox(tr("Type of campaign and special situation"), parent)
{
    auto *form = new QFormLayout(this);
    m_campaign = new QComboBox;
    m_campaign->setObjectName(QStringLiteral("campaignType"));
    for (CampaignType type : {CampaignType::Land, CampaignType::Naval, CampaignType::Air, CampaignType::Amphibious})
        m_campaign->addItem(campaignTypeName(type), int(type));
    form->addRow(tr("Type of &campaign:"), m_campaign);
    m_situation = new QComboBox;
    m_situation->setObjectName(QStringLiteral("specialSituation"));
    for (SpecialSituation s : {SpecialSituation::None, SpecialSituation::Siege, SpecialSituation::AmphibiousAssault})
        m_situation->addItem(specialSituationName(s), int(s));
    form->addRow(tr("Special si&tuation:"), m_situation);

    m_siegeBox = new QWidget;
    auto *siege = new QFormLayout(m_siegeBox);
    siege->setContentsMargins(0, 0, 0, 0);
    m_besieged = new QComboBox;
    m_besieged->setObjectName(QStringLiteral("besiegedSide"));
    siege->addRow(tr("Besieged side:"), m_besieged);
    m_bunkered = new QCheckBox(tr("Bunkered inside the fortress"));
    m_bunkered->setObjectName(QStringLiteral("siegeBunkered"));
    m_bunkered->setChecked(true);
    siege->addRow(QString(), m_bunkered);
    m_fortressName = new QLineEdit;
    m_fortressName->setObjectName(QStringLiteral("fortressName"));
    siege->addRow(tr("Fortress:"), m_fortressName);
    m_fortressKind = new QComboBox;
    m_fortressKind->setObjectName(QStringLiteral("fortressKind"));
    for (FortressKind kind : {FortressKind::Improvised, FortressKind::Permanent, FortressKind::Ruins, FortressKind::Natural})
        m_fortressKind->addItem(fortressKindName(kind), int(kind));
    m_fortressKind->setCurrentIndex(1);
    siege->addRow(tr("Kind:"), m_fortressKind);
    m_fortressTl = new QSpinBox;
    m_fortressTl->setObjectName(QStringLiteral("fortressTl"));
    m_fortressTl->setRange(0, 12);
    m_fortressTl->setValue(3);
    siege->addRow(tr("TL:"), m_fortressTl);
    m_fortressSite = new QComboBox;
    m_fortressSite->setObjectName(QStringLiteral("fortressSite"));
    for (FortressSite site : {FortressSite::Ordinary, FortressSite::Strong, FortressSite::ExtremelyStrong})
        m_fortressSite->addItem(fortressSiteName(site), int(site));
    siege->addRow(tr("Site:"), m_fortressSite);
    m_capacity = new QDoubleSpinBox;
    m_capacity->setObjectName(QStringLiteral("fortressCapacity"));
    m_capacity->setRange(0, 1e9);
    m_capacity->setDecimals(1);
    m_capacity->setValue(1000);
    siege->addRow(tr("Capacity (WT):"), m_capacity);
    m_fortressInfo = new QLabel;
    m_fortressInfo->setObjectName(QStringLiteral("fortressInfo"));
    m_fortressInfo->setWordWrap(true);
    siege->addRow(QString(), m_fortressInfo);
    form->addRow(m_siegeBox);

    m_amphibiousBox = new QWidget;
    auto *amphibious = new QFormLayout(m_amphibiousBox);
    amphibious->setContentsMargins(0, 0, 0, 0);
    m_defender = new QComboBox;
    m_defender->setObjectName(QStringLiteral("amphibiousDefender"));
    amphibious->addRow(tr("Defending side:"), m_defender);
    m_obstacle = new QComboBox;
    m_obstacle->setObjectName(QStringLiteral("waterObstacle"));
    for (WaterObstacle o : {WaterObstacle::MinorRiver, WaterObstacle::MajorRiver, WaterObstacle::Beach, WaterObstacle::RockyShore})
        m_obstacle->addItem(waterObstacleName(o), int(o));
    m_obstacle->setCurrentIndex(2);
    amphibious->addRow(tr("Obstacle:"), m_obstacle);
    m_defenses = new QComboBox;
    m_defenses->setObjectName(QStringLiteral("shoreDefenses"));
    for (ShoreDefenses d : {ShoreDefenses::None, ShoreDefenses::Improvised, ShoreDefenses::Permanent})
        m_defenses->addItem(shoreDefensesName(d), int(d));
    amphibious->addRow(tr("Shore defenses:"), m_defenses);
    m_inland = new QCheckBox(tr("Inland waters (Sea mobility does not count)"));
    m_inland->setObjectName(QStringLiteral("inlandWaters"));
    amphibious->addRow(QString(), m_inland);
    form->addRow(m_amphibiousBox);

    setSideNames(tr("First side"), tr("Second side"));
    for (QComboBox *combo : {m_campaign, m_situation, m_besieged, m_fortressKind, m_fortressSite, m_defender, m_obstacle,
                             m_defenses})
        connect(combo, &QComboBox::currentIndexChanged, this, [this] { updateVisibility(); emit changed(); });
    for (QCheckBox *check : {m_bunkered, m_inland})
        connect(check, &QCheckBox::toggled, this, [this] { emit changed(); });
    connect(m_fortressTl, &QSpinBox::valueChanged, this, [this] { updateVisibility(); emit changed(); });
    connect(m_capacity, &QDoubleSpinBox::valueChanged, this, [this] { updateVisibility(); emit changed(); });
    connect(m_fortressName, &QLineEdit::textChanged, this, [this] { updateVisibility(); emit changed(); });
    updateVisibility();
}

void SpecialBattleBox::setSideNames(const QString &first, const QString &second)
{
    for (QComboBox *combo : {m_besieged, m_defender}) {
        const int index = combo->count() == 2 ? combo->currentIndex() : 1;
        const QSignalBlocker blocker(combo);
        combo->clear();
        combo->addItems({first, second});
        combo->setCurrentIndex(index);
    }
}

void SpecialBattleBox::applyTo(SpecialBattle &special) const
{
    special.campaign = CampaignType(m_campaign->currentData().toInt());
    special.situation = SpecialSituation(m_situation->currentData().toInt());
    special.siege.besieged = std::max(0, m_besieged->currentIndex());
    special.siege.bunkered = m_bunkered->isChecked();
    special.siege.fortress.name = m_fortressName->text().trimmed();
    special.siege.fortress.kind = FortressKind(m_fortressKind->currentData().toInt());
    special.siege.fortress.tl = m_fortressTl->value();
    special.siege.fortress.site = FortressSite(m_fortressSite->currentData().toInt());
    special.siege.fortress.capacityWt = m_capacity->value();
    special.amphibious.defender = std::max(0, m_defender->currentIndex());
    special.amphibious.obstacle = WaterObstacle(m_obstacle->currentData().toInt());
    special.amphibious.defenses = ShoreDefenses(m_defenses->currentData().toInt());
    special.amphibious.inlandWaters = m_inland->isChecked();
}

void SpecialBattleBox::updateVisibility()
{
    const auto situation = SpecialSituation(m_situation->currentData().toInt());
    m_siegeBox->setVisible(situation == SpecialSituation::Siege);
    m_amphibiousBox->setVisible(situation == SpecialSituation::AmphibiousAssault);
    SpecialBattle special;
    applyTo(special);
    const Status valid = validateFortress(special.siege.fortress);
    m_fortressInfo->setText(valid ? tr("Defense Bonus +%1").arg(fortressDefenseBonus(special.siege.fortress))
                                  : valid.error().message);
}

} // namespace muster
