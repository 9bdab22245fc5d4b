#include "ElementTypeEditor.h"

#include "DialogSupport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace muster {

static QComboBox *mobilityCombo(QWidget *parent, std::optional<Mobility> current)
{
    auto *combo = new QComboBox(parent);
    combo->addItem(ElementTypeEditor::tr("none"), -1);
    for (Mobility m : allMobilities)
        combo->addItem(mobilityName(m), int(m));
    combo->setCurrentIndex(current ? combo->findData(int(*current)) : 0);
    return combo;
}

static QDoubleSpinBox *moneySpin(QWidget *parent, Money value)
{
    auto *spin = new QDoubleSpinBox(parent);
    spin->setRange(0, 1e12);
    spin->setDecimals(2);
    spin->setPrefix(QStringLiteral("$"));
    spin->setGroupSeparatorShown(true);
    spin->setValue(value.dollars());
    return spin;
}

ElementTypeEditor::ElementTypeEditor(const ElementType &type, QWidget *parent)
    : QDialog(parent), m_original(type)
{
    setWindowTitle(tr("Element Type: %1").arg(type.name));
    auto *form = new QFormLayout;
    m_name = new QLineEdit(type.name, this);
    m_name->setObjectName(QStringLiteral("typeName"));
    form->addRow(tr("&Name:"), m_name);

    auto *tsRow = new QHBoxLayout;
    m_ts = new QDoubleSpinBox(this);
    m_ts->setObjectName(QStringLiteral("typeTs"));
    m_ts->setRange(0, 1e9);
    m_ts->setDecimals(3);
    m_ts->setValue(type.ts);
    m_support = new QCheckBox(tr("Support TS (in parentheses)"), this);
    m_support->setChecked(type.support);
    tsRow->addWidget(m_ts);
    tsRow->addWidget(m_support);
    form->addRow(tr("&TS:"), tsRow);

    auto *classGrid = new QGridLayout;
    classGrid->addWidget(new QLabel(tr("Has"), this), 0, 1);
    classGrid->addWidget(new QLabel(tr("Neutralizes"), this), 0, 2);
    int row = 1;
    for (SpecialClass c : allSpecialClasses) {
        classGrid->addWidget(new QLabel(specialClassName(c), this), row, 0);
        auto *has = new QCheckBox(this);
        has->setChecked(type.classes.contains(c));
        auto *neutralizes = new QCheckBox(this);
        neutralizes->setChecked(type.neutralizes.contains(c));
        classGrid->addWidget(has, row, 1);
        classGrid->addWidget(neutralizes, row, 2);
        m_classes.insert(c, has);
        m_neutralizes.insert(c, neutralizes);
        connect(has, &QCheckBox::toggled, this, &ElementTypeEditor::updateState);
        connect(neutralizes, &QCheckBox::toggled, this, &ElementTypeEditor::updateState);
        ++row;
    }
    form->addRow(tr("Classes:"), classGrid);

    m_transport = new QDoubleSpinBox(this);
    m_transport->setRange(0, 1e6);
    m_transport->setDecimals(1);
    m_transport->setValue(type.transport);
    form->addRow(tr("Transport capacity (T):"), m_transport);
    auto *wtRow = new QHBoxLayout;
    m_transportable = new QCheckBox(tr("Can be transported, WT:"), this);
    m_transportable->setChecked(type.wt.has_value());
    m_wt = new QDoubleSpinBox(this);
    m_wt->setRange(0, 1e6);
    m_wt->setDecimals(1);
    m_wt->setValue(type.wt.value_or(1));
    wtRow->addWidget(m_transportable);
    wtRow->addWidget(m_wt);
    form->addRow(tr("Transport weight:"), wtRow);
    connect(m_transportable, &QCheckBox::toggled, m_wt, &QWidget::setEnabled);
    m_wt->setEnabled(type.wt.has_value());

    auto *mobilityRow = new QHBoxLayout;
    m_mobility1 = mobilityCombo(this, type.mobility.value(0, Mobility::Foot));
    if (type.mobility.isEmpty())
        m_mobility1->setCurrentIndex(0);
    m_mobility2 =
        mobilityCombo(this, type.mobility.size() > 1 ? std::optional(type.mobility.at(1)) : std::nullopt);
    mobilityRow->addWidget(m_mobility1);
    mobilityRow->addWidget(m_mobility2);
    form->addRow(tr("&Mobility:"), mobilityRow);

    m_raise = moneySpin(this, type.raise);
    m_raise->setObjectName(QStringLiteral("typeRaise"));
    form->addRow(tr("&Raise:"), m_raise);
    m_maintain = moneySpin(this, type.maintain);
    form->addRow(tr("Maint&ain per month:"), m_maintain);

    m_tl = new QSpinBox(this);
    m_tl->setRange(0, 12);
    m_tl->setPrefix(tr("TL"));
    m_tl->setValue(type.tl);
    form->addRow(tr("Introduced at:"), m_tl);
    m_scaling = new QComboBox(this);
    m_scaling->addItem(tr("Low-tech: unchanged to TL5, +25% per TL after"), int(TlScaling::LowTech));
    m_scaling->addItem(tr("Low-tech *: doubles per TL through TL5, +25% per TL after"),
                       int(TlScaling::LowTechDoubling));
    m_scaling->addItem(tr("High-tech: doubles per TL after introduction"), int(TlScaling::HighTech));
    m_scaling->setCurrentIndex(m_scaling->findData(int(type.scaling)));
    form->addRow(tr("TL scaling:"), m_scaling);
    m_viableThrough = new QSpinBox(this);
    m_viableThrough->setRange(0, 12);
    m_viableThrough->setPrefix(tr("TL"));
    m_viableThrough->setValue(type.viableThroughTl);
    m_viableThrough->setToolTip(
        tr("High-tech types stop doubling past this TL (the GM decides how long a type stays viable)."));
    form->addRow(tr("Doubles through:"), m_viableThrough);
    m_description = new QPlainTextEdit(type.description, this);
    m_description->setMaximumHeight(80);
    form->addRow(tr("&Description:"), m_description);

    m_problem = newErrorLabel(QString());
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, &ElementTypeEditor::updateState);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    updateState();
}

ElementType ElementTypeEditor::type() const
{
    ElementType t = m_original;
    t.name = m_name->text().trimmed();
    t.ts = m_ts->value();
    t.support = m_support->isChecked();
    t.classes = ClassSet();
    t.neutralizes = ClassSet();
    for (SpecialClass c : allSpecialClasses) {
        if (m_classes.value(c)->isChecked())
            t.classes.insert(c);
        if (m_neutralizes.value(c)->isChecked())
            t.neutralizes.insert(c);
    }
    t.transport = m_transport->value();
    t.wt = m_transportable->isChecked() ? std::optional(m_wt->value()) : std::nullopt;
    t.mobility.clear();
    for (QComboBox *combo : {m_mobility1, m_mobility2}) {
        const int m = combo->currentData().toInt();
        if (m >= 0 && !t.mobility.contains(Mobility(m)))
            t.mobility << Mobility(m);
    }
    t.raise = Money::fromDollars(m_raise->value());
    t.maintain = Money::fromDollars(m_maintain->value());
    t.tl = m_tl->value();
    t.scaling = TlScaling(m_scaling->currentData().toInt());
    t.viableThroughTl = m_viableThrough->value();
    t.description = m_description->toPlainText().trimmed();
    return t;
}

void ElementTypeEditor::updateState()
{
    QString problem;
    if (m_name->text().trimmed().isEmpty())
        problem = tr("Give the element type a name.");
    for (SpecialClass c : allSpecialClasses) {
        if (m_classes.value(c)->isChecked() && m_neutralizes.value(c)->isChecked())
            problem = tr("An element cannot neutralize a class it belongs to (%1).").arg(specialClassName(c));
    }
    m_problem->setText(problem);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

} // namespace muster
