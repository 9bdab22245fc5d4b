#include "FeaturesDialog.h"

#include "DialogSupport.h"
#include "catalog/Customization.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace muster {

namespace {

QString featureHint(Feature feature)
{
    switch (feature) {
    case Feature::Airborne:
        return FeaturesDialog::tr("+20%: parachute or air-assault trained; land mobility only");
    case Feature::AllWeather:
        return FeaturesDialog::tr("+20%: no bad-weather penalty; air, water or Airborne only");
    case Feature::Disloyal:
        return FeaturesDialog::tr("GM-assigned cost; may revolt when over 10% of force TS");
    case Feature::Fanatic:
        return FeaturesDialog::tr("Halves the Good/Elite raise premium; counts as Impetuous");
    case Feature::Flagship:
        return FeaturesDialog::tr("Free; one Naval element per force; C3I in naval battles");
    case Feature::Hero:
        return FeaturesDialog::tr("GM-assigned TS multiplier (and cost, if the GM wishes)");
    case Feature::Hovercraft:
        return FeaturesDialog::tr("+80%: TL7+ Coastal or Motorized only");
    case Feature::Impetuous:
        return FeaturesDialog::tr("Free; eager to charge");
    case Feature::Levy:
        return FeaturesDialog::tr("Obliged to serve: upkeep depends on where and how long");
    case Feature::Marine:
        return FeaturesDialog::tr("+20%: full TS in amphibious assaults; land mobility only");
    case Feature::Mercenary:
        return FeaturesDialog::tr("Hired: no Raise, 1.5x Maintain (1.25x on a year's contract)");
    case Feature::Night:
        return FeaturesDialog::tr("+20%: no TS penalty at night");
    case Feature::Nocturnal:
        return FeaturesDialog::tr("Free; treats night as day and day as night");
    case Feature::Sealed:
        return FeaturesDialog::tr("+20%: works in vacuum or poison atmospheres");
    case Feature::SuperSoldier:
        return FeaturesDialog::tr("+200%: doubles TS; not for TS 0");
    case Feature::Count:
        break;
    }
    return {};
}

} // namespace

FeaturesDialog::FeaturesDialog(const ElementType &type, const ElementRecord &record, QWidget *parent)
    : QDialog(parent), m_type(type), m_original(record)
{
    setWindowTitle(tr("Features of %1").arg(record.name.isEmpty() ? type.name : record.name));
    auto *layout = new QVBoxLayout(this);

    auto *featureBox = new QGroupBox(tr("Features"), this);
    auto *featureGrid = new QGridLayout(featureBox);
    for (int i = 0; i < featureCount; ++i) {
        const auto feature = Feature(i);
        auto *check = new QCheckBox(featureName(feature), featureBox);
        check->setObjectName(QStringLiteral("feature_") + featureCode(feature));
        check->setChecked(record.has(feature));
        check->setToolTip(featureHint(feature));
        featureGrid->addWidget(check, i / 3, i % 3);
        m_features.insert(feature, check);
        connect(check, &QCheckBox::toggled, this, &FeaturesDialog::updateState);
    }
    layout->addWidget(featureBox);

    auto *neutralizeBox = new QGroupBox(tr("Neutralize (+25% each)"), this);
    auto *neutralizeGrid = new QGridLayout(neutralizeBox);
    int column = 0;
    for (SpecialClass c : allSpecialClasses) {
        auto *check = new QCheckBox(specialClassName(c), neutralizeBox);
        check->setObjectName(QStringLiteral("neutralize_") + specialClassCode(c));
        check->setChecked(record.addedNeutralizes.contains(c));
        neutralizeGrid->addWidget(check, column / 5, column % 5);
        ++column;
        m_neutralize.insert(c, check);
        connect(check, &QCheckBox::toggled, this, &FeaturesDialog::updateState);
    }
    layout->addWidget(neutralizeBox);

    auto *terrainBox = new QGroupBox(tr("Terrain (+20% to Raise each)"), this);
    auto *terrainGrid = new QGridLayout(terrainBox);
    column = 0;
    for (TerrainType t : allTerrainTypes) {
        auto *check = new QCheckBox(terrainTypeName(t), terrainBox);
        check->setObjectName(QStringLiteral("terrain_") + terrainTypeCode(t));
        check->setChecked(record.hasTerrain(t));
        terrainGrid->addWidget(check, column / 3, column % 3);
        ++column;
        m_terrain.insert(t, check);
        connect(check, &QCheckBox::toggled, this, &FeaturesDialog::updateState);
    }
    layout->addWidget(terrainBox);

    auto *gmBox = new QGroupBox(tr("GM-assigned values"), this);
    auto *form = new QFormLayout(gmBox);
    m_heroMultiplier = new QDoubleSpinBox(gmBox);
    m_heroMultiplier->setObjectName(QStringLiteral("heroMultiplier"));
    m_heroMultiplier->setRange(0.01, 10000);
    m_heroMultiplier->setDecimals(2);
    m_heroMultiplier->setValue(record.heroMultiplier);
    m_heroMultiplier->setPrefix(QStringLiteral("x"));
    form->addRow(tr("Hero TS multiplier:"), m_heroMultiplier);
    m_heroCost = new QSpinBox(gmBox);
    m_heroCost->setRange(Customization::percentFloor, 10000);
    m_heroCost->setSuffix(QStringLiteral("%"));
    m_heroCost->setValue(record.heroCostPercent);
    form->addRow(tr("Hero cost modifier:"), m_heroCost);
    m_disloyal = new QSpinBox(gmBox);
    m_disloyal->setObjectName(QStringLiteral("disloyalPercent"));
    m_disloyal->setRange(Customization::percentFloor, 10000);
    m_disloyal->setSuffix(QStringLiteral("%"));
    m_disloyal->setValue(record.disloyalPercent);
    form->addRow(tr("Disloyal cost modifier:"), m_disloyal);
    m_levyService = new QComboBox(gmBox);
    for (LevyService s : {LevyService::NearHome, LevyService::AwayFromHome, LevyService::Extended})
        m_levyService->addItem(levyServiceName(s), int(s));
    m_levyService->setCurrentIndex(m_levyService->findData(int(record.levyService)));
    form->addRow(tr("Levy service:"), m_levyService);
    m_levyWaived = new QCheckBox(tr("The initial grant was waived (no Raise)"), gmBox);
    m_levyWaived->setChecked(record.levyRaiseWaived);
    form->addRow(QString(), m_levyWaived);
    m_longContract = new QCheckBox(tr("Contract of a year or more (1.25x instead of 1.5x)"), gmBox);
    m_longContract->setChecked(record.mercenaryLongContract);
    form->addRow(QString(), m_longContract);
    layout->addWidget(gmBox);
    connect(m_heroMultiplier, &QDoubleSpinBox::valueChanged, this, &FeaturesDialog::updateState);
    connect(m_heroCost, &QSpinBox::valueChanged, this, &FeaturesDialog::updateState);
    connect(m_disloyal, &QSpinBox::valueChanged, this, &FeaturesDialog::updateState);
    connect(m_levyService, &QComboBox::currentIndexChanged, this, &FeaturesDialog::updateState);
    connect(m_levyWaived, &QCheckBox::toggled, this, &FeaturesDialog::updateState);
    connect(m_longContract, &QCheckBox::toggled, this, &FeaturesDialog::updateState);

    m_preview = new QLabel(this);
    m_preview->setObjectName(QStringLiteral("preview"));
    layout->addWidget(m_preview);
    m_advice = new QLabel(this);
    m_advice->setObjectName(QStringLiteral("advice"));
    m_advice->setWordWrap(true);
    setTextColor(m_advice, warningTextColor(m_advice->palette()));
    layout->addWidget(m_advice);
    m_problem = newErrorLabel(QStringLiteral("problem"));
    layout->addWidget(m_problem);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);
    updateState();
}

ElementRecord FeaturesDialog::record() const
{
    ElementRecord r = m_original;
    for (auto it = m_features.cbegin(); it != m_features.cend(); ++it)
        r.set(it.key(), it.value()->isChecked());
    r.addedNeutralizes = ClassSet();
    for (auto it = m_neutralize.cbegin(); it != m_neutralize.cend(); ++it) {
        if (it.value()->isChecked())
            r.addedNeutralizes.insert(it.key());
    }
    for (auto it = m_terrain.cbegin(); it != m_terrain.cend(); ++it)
        r.setTerrain(it.key(), it.value()->isChecked());
    r.heroMultiplier = m_heroMultiplier->value();
    r.heroCostPercent = m_heroCost->value();
    r.disloyalPercent = m_disloyal->value();
    r.levyService = LevyService(m_levyService->currentData().toInt());
    r.levyRaiseWaived = m_levyWaived->isChecked();
    r.mercenaryLongContract = m_longContract->isChecked();
    return r;
}

void FeaturesDialog::updateState()
{
    const bool hero = m_features.value(Feature::Hero)->isChecked();
    const bool levy = m_features.value(Feature::Levy)->isChecked();
    const bool paidAsMercenary = m_features.value(Feature::Mercenary)->isChecked() || levy;
    m_heroMultiplier->setEnabled(hero);
    m_heroCost->setEnabled(hero);
    m_disloyal->setEnabled(m_features.value(Feature::Disloyal)->isChecked());
    m_levyService->setEnabled(levy);
    m_levyWaived->setEnabled(levy);
    m_longContract->setEnabled(paidAsMercenary);

    m_advice->setText(Customization::advisories(record()).join(QLatin1Char('\n')));
    const auto stats = Customization::compute(m_type, record(), Customization::Detail::FiguresOnly);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(stats.ok());
    if (stats) {
        m_problem->clear();
        m_preview->setText(tr("Per element: TS %1, Raise %2, Maintain %3 per month")
                               .arg(stats->support ? QStringLiteral("(%1)").arg(formatNumber(stats->ts))
                                                   : formatNumber(stats->ts),
                                    stats->raise.toShortString(), stats->maintain.toShortString()));
    } else {
        m_problem->setText(stats.error().message);
        m_preview->clear();
    }
}

} // namespace muster
