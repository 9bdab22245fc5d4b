#include "FortressEditor.h"

#include "DialogSupport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace muster {

namespace {

constexpr FortressKind allKinds[] = {FortressKind::Permanent, FortressKind::Ruins, FortressKind::Improvised,
                                     FortressKind::Natural};
constexpr FortressSite allSites[] = {FortressSite::Ordinary, FortressSite::Strong,
                                     FortressSite::ExtremelyStrong};

void selectData(QComboBox *combo, int value)
{
    const int index = combo->findData(value);
    combo->setCurrentIndex(index < 0 ? 0 : index);
}

} // namespace

FortressEditor::FortressEditor(const Fortress &fortress, Submit submit, QWidget *parent)
    : QDialog(parent), m_id(fortress.id), m_submit(std::move(submit))
{
    setObjectName(QStringLiteral("fortressEditor"));
    setWindowTitle(fortress.id == 0 ? tr("Add Fortress") : tr("Edit Fortress: %1").arg(fortress.name));

    m_name = new QLineEdit(fortress.name);
    m_name->setObjectName(QStringLiteral("fortressName"));
    m_name->setPlaceholderText(tr("e.g. Kesteven Castle"));

    m_kind = new QComboBox;
    m_kind->setObjectName(QStringLiteral("fortressKind"));
    for (FortressKind kind : allKinds)
        m_kind->addItem(fortressKindName(kind), int(kind));
    selectData(m_kind, int(fortress.kind));
    m_kind->setToolTip(
        tr("Permanent fortifications give TL+4 (the TL of the last upgrade); their ruins at least "
           "1 less; improvised ones +4, or +5 with stone, concrete or tunnels; a natural "
           "stronghold +4 or +5 in all."));

    m_tl = new QSpinBox;
    m_tl->setObjectName(QStringLiteral("fortressTl"));
    m_tl->setRange(0, 12);
    m_tl->setPrefix(tr("TL"));
    m_tl->setValue(std::clamp(fortress.tl, 0, 12));
    m_tl->setToolTip(tr("The TL when the fortifications were last upgraded: fortresses are often obsolete."));

    m_solid = new QCheckBox(tr("Plenty of stone or concrete structures (or their ruins), or tunnels"));
    m_solid->setObjectName(QStringLiteral("fortressSolid"));
    m_solid->setChecked(fortress.solid);

    m_ruinPenalty = new QSpinBox;
    m_ruinPenalty->setObjectName(QStringLiteral("fortressRuinPenalty"));
    m_ruinPenalty->setRange(1, 16);
    m_ruinPenalty->setPrefix(QStringLiteral("-"));
    m_ruinPenalty->setValue(std::clamp(fortress.ruinPenalty, 1, 16));
    m_ruinPenalty->setToolTip(
        tr("Ruins have at least -1 or -2 to the Defense Bonus; the worse the ruin, the more."));

    m_naturalBonus = new QComboBox;
    m_naturalBonus->setObjectName(QStringLiteral("fortressNaturalBonus"));
    m_naturalBonus->addItem(tr("+4 in all"), 4);
    m_naturalBonus->addItem(tr("+5 in all"), 5);
    selectData(m_naturalBonus, fortress.naturalBonus);
    m_naturalBonus->setToolTip(
        tr("A mountain pass, a cave complex, a village on a steep hill: +4 or +5, its site "
           "included."));

    m_site = new QComboBox;
    m_site->setObjectName(QStringLiteral("fortressSite"));
    for (FortressSite site : allSites)
        m_site->addItem(fortressSiteName(site), int(site));
    selectData(m_site, int(fortress.site));
    m_siteNote = new QLabel(tr("A natural stronghold's total already counts its site."));
    m_siteNote->setObjectName(QStringLiteral("fortressSiteNote"));

    m_capacity = new QDoubleSpinBox;
    m_capacity->setObjectName(QStringLiteral("fortressCapacity"));
    m_capacity->setRange(0, 1e9);
    m_capacity->setDecimals(2);
    m_capacity->setSuffix(tr(" WT"));
    m_capacity->setValue(fortress.capacityWt);
    m_capacity->setToolTip(
        tr("The total WT of elements that can defend it effectively, after any noncombatants."));

    m_defenseBonus = new QLabel;
    m_defenseBonus->setObjectName(QStringLiteral("fortressDefenseBonus"));
    QFont bold = m_defenseBonus->font();
    bold.setBold(true);
    m_defenseBonus->setFont(bold);
    m_breakdown = new QLabel;
    m_breakdown->setObjectName(QStringLiteral("fortressBreakdown"));
    m_breakdown->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_garrison = new QLabel;
    m_garrison->setObjectName(QStringLiteral("fortressGarrison"));
    m_garrison->setWordWrap(true);
    m_error = newErrorLabel(QStringLiteral("fortressError"));
    m_error->setVisible(false);

    m_form = new QFormLayout;
    m_form->addRow(tr("&Name:"), m_name);
    m_form->addRow(tr("&Kind:"), m_kind);
    m_form->addRow(tr("Last &upgraded at:"), m_tl);
    m_form->addRow(QString(), m_solid);
    m_form->addRow(tr("&Ruin penalty:"), m_ruinPenalty);
    m_form->addRow(tr("&Defense Bonus:"), m_naturalBonus);
    m_form->addRow(tr("&Site:"), m_site);
    m_form->addRow(QString(), m_siteNote);
    m_form->addRow(tr("&Capacity:"), m_capacity);
    m_form->addRow(tr("Defense Bonus:"), m_defenseBonus);
    m_form->addRow(tr("How it is made:"), m_breakdown);
    m_form->addRow(tr("Garrison:"), m_garrison);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("fortressOk"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &FortressEditor::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(m_form);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &FortressEditor::updateKind);
    connect(m_name, &QLineEdit::textChanged, this, &FortressEditor::updateFigures);
    connect(m_tl, &QSpinBox::valueChanged, this, &FortressEditor::updateFigures);
    connect(m_solid, &QCheckBox::toggled, this, &FortressEditor::updateFigures);
    connect(m_ruinPenalty, &QSpinBox::valueChanged, this, &FortressEditor::updateFigures);
    connect(m_naturalBonus, &QComboBox::currentIndexChanged, this, &FortressEditor::updateFigures);
    connect(m_site, &QComboBox::currentIndexChanged, this, &FortressEditor::updateFigures);
    connect(m_capacity, &QDoubleSpinBox::valueChanged, this, &FortressEditor::updateFigures);
    updateKind();
    m_name->setFocus();
    m_name->selectAll();
}

Fortress FortressEditor::fortress() const
{
    Fortress f;
    f.id = m_id;
    f.name = m_name->text().trimmed();
    f.kind = FortressKind(m_kind->currentData().toInt());
    f.tl = m_tl->value();
    f.solid = m_solid->isChecked();
    f.ruinPenalty = m_ruinPenalty->value();
    f.naturalBonus = m_naturalBonus->currentData().toInt();
    // A natural stronghold's total counts its site: the site is ordinary whatever the box says.
    f.site = f.kind == FortressKind::Natural ? FortressSite::Ordinary
                                             : FortressSite(m_site->currentData().toInt());
    f.capacityWt = m_capacity->value();
    return f;
}

QString FortressEditor::errorText() const
{
    return m_error->isVisible() ? m_error->text() : QString();
}

void FortressEditor::updateKind()
{
    const auto kind = FortressKind(m_kind->currentData().toInt());
    m_form->setRowVisible(m_tl, kind == FortressKind::Permanent || kind == FortressKind::Ruins);
    m_form->setRowVisible(m_solid, kind == FortressKind::Improvised);
    m_form->setRowVisible(m_ruinPenalty, kind == FortressKind::Ruins);
    m_form->setRowVisible(m_naturalBonus, kind == FortressKind::Natural);
    m_form->setRowVisible(m_site, kind != FortressKind::Natural);
    m_form->setRowVisible(m_siteNote, kind == FortressKind::Natural);
    updateFigures();
    adjustSize();
}

void FortressEditor::updateFigures()
{
    const Fortress f = fortress();
    m_defenseBonus->setText(formatModifier(fortressDefenseBonus(f)));
    m_breakdown->setText(fortressDefenseBreakdown(f).toText());
    m_garrison->setText(
        tr("Defends WT %1 at full Defense Bonus. Holds up to WT %2 (1.5 x capacity), but overcrowded: -1 DB. "
           "Elements too large to transport cannot be inside.")
            .arg(formatNumber(f.capacityWt), formatNumber(fortressMaximumWt(f))));
    // The first thing to fix, as the GM types; OK refuses until it is fixed.
    if (Status s = validateFortress(f); !s)
        showError(s.error());
    else
        m_error->setVisible(false);
}

void FortressEditor::showError(const Error &error)
{
    m_error->setText(error.message);
    m_error->setVisible(true);
}

QWidget *FortressEditor::fieldWidget(const QString &field) const
{
    if (field == QLatin1String("name"))
        return m_name;
    if (field == QLatin1String("tl"))
        return m_tl;
    if (field == QLatin1String("ruin_penalty"))
        return m_ruinPenalty;
    if (field == QLatin1String("natural_bonus"))
        return m_naturalBonus;
    if (field == QLatin1String("site"))
        return m_site;
    if (field == QLatin1String("capacity_wt"))
        return m_capacity;
    return nullptr;
}

void FortressEditor::accept()
{
    const Fortress f = fortress();
    Status status = validateFortress(f);
    if (status && m_submit)
        status = m_submit(f);
    if (!status) {
        showError(status.error());
        if (QWidget *widget = fieldWidget(status.error().field))
            widget->setFocus();
        return;
    }
    QDialog::accept();
}

} // namespace muster
