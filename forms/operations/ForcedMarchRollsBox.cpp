#include "ForcedMarchRollsBox.h"

#include "battle/RollField.h"
#include "force/Staff.h"

#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace muster {

ForcedMarchRollsBox::ForcedMarchRollsBox(const QString &quartermaster, int administration, QWidget *parent)
    : QGroupBox(tr("Forced-march rolls"), parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    m_administration = new QSpinBox;
    m_administration->setObjectName(QStringLiteral("administration"));
    m_administration->setRange(minSkill, maxSkill);
    m_administration->setValue(administration);
    m_administration->setToolTip(tr("The quartermaster's Administration skill, from the force's staff"));
    form->addRow(
        tr("%1's Ad&ministration:").arg(quartermaster.isEmpty() ? tr("Quartermaster") : quartermaster),
        m_administration);
    layout->addLayout(form);
    m_none = new QLabel(tr("No forced march: nothing to roll."));
    m_none->setWordWrap(true);
    layout->addWidget(m_none);
    m_grid = new QGridLayout;
    m_grid->setColumnStretch(1, 1);
    layout->addLayout(m_grid);
    connect(m_administration, &QSpinBox::valueChanged, this, &ForcedMarchRollsBox::changed);
}

int ForcedMarchRollsBox::administration() const
{
    return m_administration->value();
}

void ForcedMarchRollsBox::setDays(qsizetype days, dice::DiceSource &dice)
{
    while (m_fields.size() > days) {
        delete m_fields.takeLast();
        delete m_labels.takeLast();
    }
    while (m_fields.size() < days) {
        const int day = int(m_fields.size());
        auto *field = new RollField(3, 0);
        field->setObjectName(QStringLiteral("forcedMarchRoll%1").arg(day));
        auto *label = new QLabel;
        label->setBuddy(field);
        label->setWordWrap(true);
        m_grid->addWidget(field, day, 0);
        m_grid->addWidget(label, day, 1);
        m_fields << field;
        m_labels << label;
        connect(field, &RollField::rollChanged, this, &ForcedMarchRollsBox::changed);
    }
    for (RollField *field : std::as_const(m_fields)) {
        const QSignalBlocker blocker(field);
        if (field->isAcceptable()) // what the dice cannot make waits for the GM
            field->valueOrRoll(dice);
    }
    m_none->setVisible(days == 0);
}

QList<QWidget *> ForcedMarchRollsBox::focusOrder() const
{
    QList<QWidget *> order = {m_administration};
    for (RollField *field : m_fields)
        order << field;
    return order;
}

QList<int> ForcedMarchRollsBox::rolls() const
{
    QList<int> values;
    for (const RollField *field : m_fields)
        values << field->value().value_or(10);
    return values;
}

void ForcedMarchRollsBox::showRolls(const QList<ForcedMarchRoll> &rolls)
{
    for (qsizetype i = 0; i < m_labels.size(); ++i) {
        if (i < rolls.size())
            m_labels.at(i)->setText(describeForcedMarchRoll(rolls.at(i)));
    }
}

} // namespace muster
