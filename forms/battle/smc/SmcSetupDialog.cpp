#include "SmcSetupDialog.h"

#include "ArmyEditor.h"
#include "DialogSupport.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace muster {

using namespace smc;

namespace {

QSpinBox *spin(int low, int high, int value, const QString &objectName, QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setRange(low, high);
    box->setValue(value);
    box->setObjectName(objectName);
    box->setMaximumWidth(box->fontMetrics().horizontalAdvance(QStringLiteral("0000")) + 48);
    return box;
}

} // namespace

SmcSetupDialog::SmcSetupDialog(const CampaignDocument *document, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("New Simplified Mass Combat"));
    const SmcOptions defaults;
    auto *form = new QFormLayout;
    m_name = new QLineEdit(tr("Mass combat"), this);
    m_name->setObjectName(QStringLiteral("battleName"));
    form->addRow(tr("&Battle:"), m_name);
    m_healthPerMagnitude = spin(1, 50, defaults.healthPerMagnitude, QStringLiteral("healthPerMagnitude"), this);
    m_healthPerMagnitude->setToolTip(tr("Health points in each Magnitude level (rule option, 5 by default)"));
    form->addRow(tr("&Health per Magnitude:"), m_healthPerMagnitude);
    m_successTarget = spin(2, 10, defaults.successTarget, QStringLiteral("successTarget"), this);
    m_successTarget->setToolTip(tr("A d10 showing this or more is a success (rule option, 7 by default)"));
    m_tensTwice = new QCheckBox(tr("A &10 counts as two successes"), this);
    m_tensTwice->setObjectName(QStringLiteral("tensCountTwice"));
    m_tensTwice->setChecked(defaults.tensCountTwice);
    auto *diceRow = new QHBoxLayout;
    diceRow->addWidget(m_successTarget);
    diceRow->addWidget(m_tensTwice);
    diceRow->addStretch();
    auto *targetLabel = new QLabel(tr("&Success on:"), this);
    targetLabel->setBuddy(m_successTarget);
    form->addRow(targetLabel, diceRow);
    m_flurry = spin(0, 3, defaults.flurryPenalty, QStringLiteral("flurryPenalty"), this);
    m_flurry->setToolTip(tr("Dice off each action when a unit flurries two actions in a turn (rule option, 1 by "
                            "default); each further action adds as many"));
    form->addRow(tr("&Flurry penalty:"), m_flurry);

    auto *tabs = new QTabWidget(this);
    for (int army = 0; army < 2; ++army) {
        m_armies[army] = new ArmyEditor(document, army == 0 ? tr("First army") : tr("Second army"), this);
        m_armies[army]->setObjectName(army == 0 ? QStringLiteral("army0") : QStringLiteral("army1"));
        tabs->addTab(m_armies[army], army == 0 ? tr("F&irst Army") : tr("Se&cond Army"));
    }
    m_error = newErrorLabel();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start &Battle"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(tabs, 1);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    resize(900, 600);
}

SmcOptions SmcSetupDialog::options() const
{
    SmcOptions o;
    o.healthPerMagnitude = m_healthPerMagnitude->value();
    o.successTarget = m_successTarget->value();
    o.tensCountTwice = m_tensTwice->isChecked();
    o.flurryPenalty = m_flurry->value();
    return o;
}

BattleSetup SmcSetupDialog::setup() const
{
    BattleSetup setup;
    setup.name = m_name->text().trimmed();
    setup.options = options();
    for (int army = 0; army < 2; ++army)
        setup.armies[army] = m_armies[army]->army();
    return setup;
}

void SmcSetupDialog::accept()
{
    QString problem = m_name->text().trimmed().isEmpty() ? tr("Give the battle a name.") : QString();
    for (int army = 0; army < 2 && problem.isEmpty(); ++army)
        problem = m_armies[army]->problemUnder(options());
    m_error->setText(problem);
    if (problem.isEmpty())
        QDialog::accept();
}

} // namespace muster
