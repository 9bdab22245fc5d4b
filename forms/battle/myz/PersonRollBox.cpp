#include "PersonRollBox.h"

#include "battle/FacesField.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>

namespace muster {

using namespace myz;

PersonRollBox::PersonRollBox(const QString &title, const MyzBattle &battle, int side, QList<Skill> skills,
                             int defaultPerson, int modifier, const QString &objectName, QWidget *parent)
    : QGroupBox(title, parent), m_battle(battle), m_side(side), m_modifier(modifier)
{
    setObjectName(objectName);
    const Faction &f = battle.setup().factions[side];
    m_person = new QComboBox(this);
    m_person->setObjectName(objectName + QStringLiteral("_person"));
    m_helpers = new QListWidget(this);
    m_helpers->setMaximumHeight(60);
    for (int i = 0; i < f.people.size(); ++i) {
        m_person->addItem(QStringLiteral("%1 (%2)").arg(f.people.at(i).name, positionName(f.people.at(i).position)), i);
        auto *helper = new QListWidgetItem(f.people.at(i).name, m_helpers);
        helper->setData(Qt::UserRole, i);
        helper->setFlags(helper->flags() | Qt::ItemIsUserCheckable);
        helper->setCheckState(Qt::Unchecked);
    }
    m_person->setCurrentIndex(std::max(0, m_person->findData(defaultPerson)));
    m_skill = new QComboBox(this);
    m_skill->setObjectName(objectName + QStringLiteral("_skill"));
    for (const Skill skill : skills)
        m_skill->addItem(skillName(skill), int(skill));
    m_mutation = new QSpinBox(this);
    m_mutation->setRange(0, 30);
    m_mutation->setToolTip(tr("Mutation or feral points spent: each two are one six"));
    m_base = new FacesField(objectName + QStringLiteral("_base"), this);
    m_skillDice = new FacesField(objectName + QStringLiteral("_skillDice"), this);
    m_counts = new QLabel(this);
    auto *form = new QFormLayout(this);
    form->addRow(tr("Who:"), m_person);
    form->addRow(tr("Skill:"), m_skill);
    form->addRow(tr("Helpers:"), m_helpers);
    form->addRow(tr("Mutation points:"), m_mutation);
    form->addRow(tr("Base Dice:"), m_base);
    form->addRow(tr("Skill Dice:"), m_skillDice);
    form->addRow(m_counts);
    connect(m_person, &QComboBox::currentIndexChanged, this, &PersonRollBox::updateCounts);
    connect(m_skill, &QComboBox::currentIndexChanged, this, &PersonRollBox::updateCounts);
    connect(m_helpers, &QListWidget::itemChanged, this, &PersonRollBox::updateCounts);
    updateCounts();
}

QList<int> PersonRollBox::helpers() const
{
    const int roller = m_person->currentData().toInt();
    QList<int> people;
    for (int i = 0; i < m_helpers->count(); ++i)
        if (m_helpers->item(i)->checkState() == Qt::Checked && m_helpers->item(i)->data(Qt::UserRole).toInt() != roller)
            people << m_helpers->item(i)->data(Qt::UserRole).toInt();
    return people;
}

void PersonRollBox::updateCounts()
{
    const SkillRoll pool = m_battle.skillPool(m_side, m_person->currentData().toInt(), Skill(m_skill->currentData().toInt()),
                                              int(helpers().size()), m_modifier);
    m_base->setCount(pool.baseDice);
    m_skillDice->setCount(std::abs(pool.skillDice));
    m_counts->setText(pool.skillDice < 0
                          ? tr("%1 Base Dice and %2 negative Skill Dice (each six cancels a success)")
                                .arg(pool.baseDice)
                                .arg(-pool.skillDice)
                          : tr("%1 Base Dice and %2 Skill Dice (Risk and helpers included)").arg(pool.baseDice).arg(pool.skillDice));
}

QString PersonRollBox::problem() const
{
    const QString base = m_base->problem();
    return base.isEmpty() ? m_skillDice->problem() : base;
}

PersonRoll PersonRollBox::roll(dice::DiceSource &dice) const
{
    PersonRoll roll;
    roll.person = m_person->currentData().toInt();
    roll.skill = Skill(m_skill->currentData().toInt());
    roll.helpers = helpers();
    roll.mutationPoints = m_mutation->value();
    const SkillRoll pool = m_battle.skillPool(m_side, roll.person, roll.skill, int(roll.helpers.size()), m_modifier);
    roll.roll = pool;
    roll.roll.typed = m_base->isTyped() || m_skillDice->isTyped();
    roll.roll.base = toFaces(m_base->facesOrRoll(dice));
    roll.roll.skill = toFaces(m_skillDice->facesOrRoll(dice));
    return roll;
}

} // namespace muster
