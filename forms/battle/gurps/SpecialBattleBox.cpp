#include "SpecialBattleBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

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
    form->addRow(tr("S&pecial situation:"), m_situation);

    m_siegeBox = new QWidget;
    auto *siege = new QFormLayout(m_siegeBox);
    siege->setContentsMargins(0, 0, 0, 0);
    m_besieged = new QComboBox;
    m_besieged->setObjectName(QStringLiteral("besiegedSide"));
    siege->addRow(tr("Besieged side:"), m_besieged);
    m_storedFortress = new QComboBox;
    m_storedFortress->setObjectName(QStringLiteral("storedFortress"));
    m_storedFortress->setToolTip(tr("A fortress of the campaign (Campaign > Fortresses...), or one made up here"));
    siege->addRow(tr("&Fortress:"), m_storedFortress);
    m_bunkered = new QCheckBox(tr("Bunkered inside the fortress"));
    m_bunkered->setObjectName(QStringLiteral("siegeBunkered"));
    m_bunkered->setChecked(true);
    siege->addRow(QString(), m_bunkered);
    m_fortressName = new QLineEdit;
    m_fortressName->setObjectName(QStringLiteral("fortressName"));
    siege->addRow(tr("Name:"), m_fortressName);
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
    // No word wrap: a height-for-width row keeps the box at a stale height when rows appear (the breakdown
    // has one step per line anyway).
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

    m_navalBox = new QWidget;
    auto *naval = new QFormLayout(m_navalBox);
    naval->setContentsMargins(0, 0, 0, 0);
    m_waters = new QComboBox;
    m_waters->setObjectName(QStringLiteral("navalWaters"));
    for (NavalWaters w : {NavalWaters::Ocean, NavalWaters::Coastal})
        m_waters->addItem(navalWatersName(w), int(w));
    naval->addRow(tr("Naval battle &waters:"), m_waters);
    m_homeSide = new QComboBox;
    m_homeSide->setObjectName(QStringLiteral("navalHomeSide"));
    m_homeSide->setToolTip(tr("In coastal waters, the side defending home waters, a harbor or a strait has the Defense "
                              "Bonus set above"));
    naval->addRow(tr("Home waters of:"), m_homeSide);
    form->addRow(m_navalBox);

    m_massDestruction = new QCheckBox(tr("Weapons of mass destruction (optional rules)"));
    m_massDestruction->setObjectName(QStringLiteral("massDestruction"));
    form->addRow(m_massDestruction);
    m_massDestructionBox = new QWidget;
    auto *wmd = new QVBoxLayout(m_massDestructionBox);
    wmd->setContentsMargins(16, 0, 0, 0);
    for (int s = 0; s < 2; ++s) {
        m_chemical.at(size_t(s)) = new QCheckBox;
        m_chemical.at(size_t(s))->setObjectName(QStringLiteral("chemical%1").arg(s));
        wmd->addWidget(m_chemical.at(size_t(s)));
    }
    m_nuclearExchange = new QCheckBox(tr("Nuclear exchange (90% lost, 40% if Sealed)"));
    m_nuclearExchange->setObjectName(QStringLiteral("nuclearExchange"));
    wmd->addWidget(m_nuclearExchange);
    m_nukeCapable = new QCheckBox(tr("Nuke-capable elements at x10 TS"));
    m_nukeCapable->setObjectName(QStringLiteral("nukeCapable"));
    wmd->addWidget(m_nukeCapable);
    form->addRow(m_massDestructionBox);

    setSideNames(tr("First side"), tr("Second side"));
    for (QComboBox *combo : {m_campaign, m_situation, m_besieged, m_storedFortress, m_fortressKind, m_fortressSite,
                             m_defender, m_obstacle, m_defenses, m_waters, m_homeSide})
        connect(combo, &QComboBox::currentIndexChanged, this, [this] { updateVisibility(); emit changed(); });
    for (QCheckBox *check : {m_bunkered, m_inland, m_massDestruction, m_chemical[0], m_chemical[1], m_nuclearExchange,
                             m_nukeCapable})
        connect(check, &QCheckBox::toggled, this, [this] { updateVisibility(); emit changed(); });
    setFortresses({});
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
    const int home = m_homeSide->count() == 3 ? m_homeSide->currentIndex() : 0;
    const QSignalBlocker blocker(m_homeSide);
    m_homeSide->clear();
    m_homeSide->addItem(tr("Neither side"), -1);
    m_homeSide->addItem(first, 0);
    m_homeSide->addItem(second, 1);
    m_homeSide->setCurrentIndex(home);
    for (int s = 0; s < 2; ++s) {
        m_chemical.at(size_t(s))->setText(tr("Chemical weapons used by %1").arg(s == 0 ? first : second));
        m_chemical.at(size_t(s))->setToolTip(tr("40% casualties to the enemy's unprotected elements before the battle, and "
                                                "-2 to his Strategy unless both sides use them"));
    }
}

void SpecialBattleBox::setFortresses(const QList<Fortress> &fortresses)
{
    m_fortresses = fortresses;
    const qint64 current = m_storedFortress->currentData().toLongLong();
    const QSignalBlocker blocker(m_storedFortress);
    m_storedFortress->clear();
    m_storedFortress->addItem(tr("Made up for this battle"), 0);
    for (const Fortress &f : fortresses)
        m_storedFortress->addItem(tr("%1 (Defense Bonus +%2)").arg(f.name).arg(fortressDefenseBonus(f)), f.id);
    m_storedFortress->setCurrentIndex(std::max(0, m_storedFortress->findData(current)));
    updateVisibility();
}

void SpecialBattleBox::applyTo(SpecialBattle &special) const
{
    special.campaign = CampaignType(m_campaign->currentData().toInt());
    special.situation = SpecialSituation(m_situation->currentData().toInt());
    special.siege.besieged = std::max(0, m_besieged->currentIndex());
    special.siege.bunkered = m_bunkered->isChecked();
    const qint64 storedId = m_storedFortress->currentData().toLongLong();
    const auto stored = std::find_if(m_fortresses.cbegin(), m_fortresses.cend(),
                                     [storedId](const Fortress &f) { return f.id == storedId; });
    if (stored != m_fortresses.cend()) {
        special.siege.fortress = *stored;
    } else {
        special.siege.fortress = Fortress{};
        special.siege.fortress.name = m_fortressName->text().trimmed();
        special.siege.fortress.kind = FortressKind(m_fortressKind->currentData().toInt());
        special.siege.fortress.tl = m_fortressTl->value();
        special.siege.fortress.site = FortressSite(m_fortressSite->currentData().toInt());
        special.siege.fortress.capacityWt = m_capacity->value();
    }
    special.amphibious.defender = std::max(0, m_defender->currentIndex());
    special.amphibious.obstacle = WaterObstacle(m_obstacle->currentData().toInt());
    special.amphibious.defenses = ShoreDefenses(m_defenses->currentData().toInt());
    special.amphibious.inlandWaters = m_inland->isChecked();
    special.naval.waters = NavalWaters(m_waters->currentData().toInt());
    special.naval.homeSide = special.naval.waters == NavalWaters::Coastal ? m_homeSide->currentData().toInt() : -1;
    special.massDestruction = MassDestruction{};
    special.massDestruction.enabled = m_massDestruction->isChecked();
    if (special.massDestruction.enabled) {
        for (int s = 0; s < 2; ++s)
            special.massDestruction.chemical.at(size_t(s)) = m_chemical.at(size_t(s))->isChecked();
        special.massDestruction.nuclearExchange = m_nuclearExchange->isChecked();
        special.massDestruction.nukeCapable = m_nukeCapable->isChecked();
    }
}

void SpecialBattleBox::updateVisibility()
{
    const auto situation = SpecialSituation(m_situation->currentData().toInt());
    auto *form = qobject_cast<QFormLayout *>(layout());
    form->setRowVisible(m_siegeBox, situation == SpecialSituation::Siege);
    form->setRowVisible(m_amphibiousBox, situation == SpecialSituation::AmphibiousAssault);
    form->setRowVisible(m_navalBox, CampaignType(m_campaign->currentData().toInt()) == CampaignType::Naval);
    m_homeSide->setEnabled(NavalWaters(m_waters->currentData().toInt()) == NavalWaters::Coastal);
    form->setRowVisible(m_massDestructionBox, m_massDestruction->isChecked());
    SpecialBattle special;
    applyTo(special);
    // A campaign fortress is rated in Campaign > Fortresses...; its figures are shown, not edited, here.
    const bool madeUp = m_storedFortress->currentData().toLongLong() == 0;
    const Fortress &fortress = special.siege.fortress;
    for (QWidget *field : std::initializer_list<QWidget *>{m_fortressName, m_fortressKind, m_fortressTl, m_fortressSite, m_capacity})
        field->setEnabled(madeUp);
    if (!madeUp) {
        const QSignalBlocker a(m_fortressName), b(m_fortressKind), c(m_fortressTl), d(m_fortressSite), e(m_capacity);
        m_fortressName->setText(fortress.name);
        m_fortressKind->setCurrentIndex(m_fortressKind->findData(int(fortress.kind)));
        m_fortressTl->setValue(fortress.tl);
        m_fortressSite->setCurrentIndex(m_fortressSite->findData(int(fortress.site)));
        m_capacity->setValue(fortress.capacityWt);
    }
    const Status valid = validateFortress(fortress);
    m_fortressInfo->setText(valid ? fortressDefenseBreakdown(fortress).toText() : valid.error().message);
}

} // namespace muster
