#include "FactionEditor.h"

#include "CampaignDocument.h"
#include "battle/ForcePicker.h"
#include "battle/myz/MyzJson.h"
#include "battle/myz/MyzRuleSet.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QJsonDocument>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace muster {

using namespace myz;

namespace {

enum Column { NameColumn, PositionColumn, PcColumn, StrengthColumn, ArmorColumn, SkillsColumn, ColumnCount };

QComboBox *positionBox(Position position)
{
    auto *box = new QComboBox;
    for (const Position p : {Position::Leader, Position::Assailant, Position::Engineer, Position::Medic})
        box->addItem(positionName(p), int(p));
    box->setCurrentIndex(box->findData(int(position)));
    return box;
}

QSpinBox *smallSpin(int low, int high, int value)
{
    auto *spin = new QSpinBox;
    spin->setRange(low, high);
    spin->setValue(value);
    return spin;
}

} // namespace

QString unitsText(const QMap<QString, int> &units)
{
    QStringList parts;
    for (auto it = units.cbegin(); it != units.cend(); ++it)
        parts << QStringLiteral("%1 %2").arg(it.key()).arg(it.value());
    return parts.join(QStringLiteral(", "));
}

std::optional<QMap<QString, int>> unitsFromText(const QString &text)
{
    QMap<QString, int> units;
    static const QRegularExpression entry(QStringLiteral("^\\s*(.*\\S)\\s+(\\d+)\\s*$"));
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (part.trimmed().isEmpty())
            continue;
        const QRegularExpressionMatch match = entry.match(part);
        if (!match.hasMatch())
            return std::nullopt;
        QString unitClass = match.captured(1).trimmed().toLower();
        for (const QString &builtIn : UnitClass::builtIn())
            if (UnitClass::displayName(builtIn).compare(unitClass, Qt::CaseInsensitive) == 0)
                unitClass = builtIn;
        units[unitClass] += match.captured(2).toInt();
    }
    return units;
}

QString skillsText(const QMap<Skill, SkillDice> &skills)
{
    QStringList parts;
    for (auto it = skills.cbegin(); it != skills.cend(); ++it)
        parts << QStringLiteral("%1 %2+%3").arg(skillName(it.key())).arg(it.value().attribute).arg(it.value().skill);
    return parts.join(QStringLiteral(", "));
}

std::optional<QMap<Skill, SkillDice>> skillsFromText(const QString &text)
{
    QMap<Skill, SkillDice> skills;
    static const QRegularExpression entry(QStringLiteral("^\\s*(.*\\S)\\s+(\\d+)\\s*\\+\\s*(\\d+)\\s*$"));
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QRegularExpressionMatch match = entry.match(part);
        const auto skill = match.hasMatch() ? skillFromName(match.captured(1)) : std::nullopt;
        if (!skill)
            return std::nullopt;
        skills.insert(*skill, SkillDice{match.captured(2).toInt(), match.captured(3).toInt()});
    }
    return skills;
}

FactionEditor::FactionEditor(const CampaignDocument *document, const QString &defaultName, QWidget *parent)
    : ForceDataEditor(parent), m_document(document)
{
    auto *form = new QFormLayout;
    form->addRow(tr("Campaign force:"),
                 makeForceRow(document, tr("Battle Level from the force's elements (10 fighters each) and special "
                                           "units from their classes; edit what the proposal gets wrong")));
    m_name = new QLineEdit(defaultName, this);
    m_name->setObjectName(QStringLiteral("name"));
    form->addRow(tr("&Name:"), m_name);
    m_battleLevel = smallSpin(0, 100, 2);
    m_battleLevel->setObjectName(QStringLiteral("battleLevel"));
    m_fighters = smallSpin(0, 100000, 0);
    m_fighters->setSpecialValueText(tr("not counted"));
    m_perLevel = smallSpin(fewestFightersPerLevel, mostFightersPerLevel, defaultFightersPerLevel);
    auto *levelRow = new QHBoxLayout;
    levelRow->addWidget(m_battleLevel);
    levelRow->addWidget(new QLabel(tr("or fighters:")));
    levelRow->addWidget(m_fighters);
    levelRow->addWidget(new QLabel(tr("per level:")));
    levelRow->addWidget(m_perLevel);
    auto *levelLabel = new QLabel(tr("Battle &Level:"), this);
    levelLabel->setBuddy(m_battleLevel);
    form->addRow(levelLabel, levelRow);
    m_battleLevel->setToolTip(tr("Battle Dice at the start. Typed, or proposed from a head count: 1 per 20 to 50 fighters"));
    m_atArk = new QCheckBox(tr("Fights at its own &Ark (projects count)"), this);
    m_combatReady = new QCheckBox(tr("Alert and combat-ready (+1 Battle Die now, else from the next Wave)"), this);
    m_combatReady->setChecked(true);
    form->addRow(m_atArk);
    form->addRow(m_combatReady);
    m_units = new QLineEdit(this);
    m_units->setObjectName(QStringLiteral("units"));
    m_units->setPlaceholderText(tr("artillery 1, cavalry 2, rotzilla 1"));
    m_units->setToolTip(tr("Special units by class: aerial, armored, artillery, cavalry, engineering, naval, or a class "
                           "of your own"));
    form->addRow(tr("Special &units:"), m_units);
    m_projects = new QListWidget(this);
    m_projects->setObjectName(QStringLiteral("projects"));
    for (const ArkProject project : allArkProjects()) {
        auto *item = new QListWidgetItem(arkProjectName(project), m_projects);
        item->setData(Qt::UserRole, int(project));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    m_projects->setMaximumHeight(90);
    form->addRow(tr("Ark pro&jects:"), m_projects);
    m_stronghold = new QComboBox(this);
    for (const Fortification f : {Fortification::None, Fortification::Palisade, Fortification::Walled, Fortification::Fortress})
        m_stronghold->addItem(fortificationName(f), int(f));
    m_stronghold->setToolTip(tr("Its walls when besieged: palisade or trenches 1 Support Die, walled 2, fortress or bunker 3"));
    form->addRow(tr("S&tronghold:"), m_stronghold);

    m_people = new QTableWidget(0, ColumnCount, this);
    m_people->setObjectName(QStringLiteral("people"));
    m_people->setHorizontalHeaderLabels({tr("Name"), tr("Position"), tr("PC"), tr("Strength"), tr("Armor"),
                                         tr("Skills (attribute+skill dice)")});
    m_people->horizontalHeader()->setStretchLastSection(true);
    m_people->verticalHeader()->hide();
    auto *addPerson = new QPushButton(tr("Add P&erson"), this);
    addPerson->setObjectName(QStringLiteral("addPerson"));
    auto *removePerson = new QPushButton(tr("Remo&ve Person"), this);
    auto *peopleButtons = new QHBoxLayout;
    peopleButtons->addWidget(addPerson);
    peopleButtons->addWidget(removePerson);
    peopleButtons->addStretch();

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_people, 1);
    layout->addLayout(peopleButtons);

    connect(m_fighters, &QSpinBox::valueChanged, this, &FactionEditor::proposeBattleLevel);
    connect(m_perLevel, &QSpinBox::valueChanged, this, &FactionEditor::proposeBattleLevel);
    connect(addPerson, &QPushButton::clicked, this, [this] {
        Faction f = faction();
        Person p;
        p.position = f.leaderIndex() < 0 ? Position::Leader : Position::Assailant;
        p.name = p.position == Position::Leader ? tr("Leader") : tr("Person %1").arg(f.people.size() + 1);
        p.skills.insert(Skill::Command, SkillDice{3, 2});
        p.skills.insert(Skill::Comprehend, SkillDice{3, 1});
        f.people << p;
        setFaction(f);
    });
    connect(removePerson, &QPushButton::clicked, this, [this] {
        if (m_people->currentRow() >= 0)
            m_people->removeRow(m_people->currentRow());
    });
}

QByteArray FactionEditor::data() const
{
    return QJsonDocument(factionToJson(faction())).toJson(QJsonDocument::Compact);
}

void FactionEditor::proposeBattleLevel()
{
    if (m_fighters->value() > 0)
        m_battleLevel->setValue(battleLevelFromHeadCount(m_fighters->value(), m_perLevel->value()));
}

void FactionEditor::showForce(qint64 forceId)
{
    const Force *force = m_document ? m_document->force(forceId) : nullptr;
    if (!force)
        return;
    forcePicker()->selectForce(forceId);
    // The faction the campaign keeps for it, or a proposal from its GURPS roster.
    Faction proposal = campaignFaction(m_document->campaign(), *force);
    const Faction current = faction();
    if (proposal.people.isEmpty())
        proposal.people = current.people;
    setFaction(proposal);
    emit forcePicked(forceId);
}

myz::Faction FactionEditor::faction() const
{
    Faction f;
    f.name = m_name->text().trimmed();
    f.forceId = m_forceId;
    f.fighters = m_fighters->value();
    f.battleLevel = m_battleLevel->value();
    f.atItsArk = m_atArk->isChecked();
    f.combatReady = m_combatReady->isChecked();
    f.units = unitsFromText(m_units->text()).value_or(QMap<QString, int>{});
    for (int i = 0; i < m_projects->count(); ++i)
        if (m_projects->item(i)->checkState() == Qt::Checked)
            f.projects.insert(ArkProject(m_projects->item(i)->data(Qt::UserRole).toInt()));
    f.stronghold = Fortification(m_stronghold->currentData().toInt());
    for (int row = 0; row < m_people->rowCount(); ++row) {
        Person p;
        p.name = m_people->item(row, NameColumn) ? m_people->item(row, NameColumn)->text().trimmed() : QString();
        p.position = Position(static_cast<QComboBox *>(m_people->cellWidget(row, PositionColumn))->currentData().toInt());
        p.playerCharacter = m_people->item(row, PcColumn)->checkState() == Qt::Checked;
        p.strength = static_cast<QSpinBox *>(m_people->cellWidget(row, StrengthColumn))->value();
        p.armor = static_cast<QSpinBox *>(m_people->cellWidget(row, ArmorColumn))->value();
        p.captured = m_people->item(row, NameColumn) && m_people->item(row, NameColumn)->data(Qt::UserRole).toBool();
        p.skills = skillsFromText(m_people->item(row, SkillsColumn) ? m_people->item(row, SkillsColumn)->text() : QString())
                       .value_or(QMap<Skill, SkillDice>{});
        f.people << p;
    }
    return f;
}

void FactionEditor::setFaction(const myz::Faction &f)
{
    m_forceId = f.forceId;
    m_name->setText(f.name);
    {
        const QSignalBlocker quiet(m_fighters); // a kept head count does not retype the kept Battle Level
        m_fighters->setValue(f.fighters);
    }
    m_battleLevel->setValue(f.battleLevel);
    m_atArk->setChecked(f.atItsArk);
    m_combatReady->setChecked(f.combatReady);
    m_units->setText(unitsText(f.units));
    for (int i = 0; i < m_projects->count(); ++i)
        m_projects->item(i)->setCheckState(
            f.projects.contains(ArkProject(m_projects->item(i)->data(Qt::UserRole).toInt())) ? Qt::Checked : Qt::Unchecked);
    m_stronghold->setCurrentIndex(m_stronghold->findData(int(f.stronghold)));
    m_people->setRowCount(0);
    for (const Person &p : f.people) {
        const int row = m_people->rowCount();
        m_people->insertRow(row);
        auto *name = new QTableWidgetItem(p.name);
        name->setData(Qt::UserRole, p.captured);
        if (p.captured)
            name->setToolTip(tr("Captured by the enemy"));
        m_people->setItem(row, NameColumn, name);
        m_people->setCellWidget(row, PositionColumn, positionBox(p.position));
        auto *pc = new QTableWidgetItem;
        pc->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        pc->setCheckState(p.playerCharacter ? Qt::Checked : Qt::Unchecked);
        pc->setToolTip(tr("Player characters suffer Retaliation"));
        m_people->setItem(row, PcColumn, pc);
        m_people->setCellWidget(row, StrengthColumn, smallSpin(1, 20, p.strength));
        m_people->setCellWidget(row, ArmorColumn, smallSpin(0, 20, p.armor));
        auto *skills = new QTableWidgetItem(skillsText(p.skills));
        skills->setToolTip(tr("Each skill as NAME attribute+skill dice: COMPREHEND 3+2, SNEAK 4+1"));
        m_people->setItem(row, SkillsColumn, skills);
    }
    m_people->resizeColumnsToContents();
}

QString FactionEditor::problem() const
{
    if (m_name->text().trimmed().isEmpty())
        return tr("Give each faction a name.");
    if (!unitsFromText(m_units->text()))
        return tr("Write the special units of %1 as class and count: artillery 1, cavalry 2.").arg(m_name->text());
    for (int row = 0; row < m_people->rowCount(); ++row) {
        const QString text = m_people->item(row, SkillsColumn) ? m_people->item(row, SkillsColumn)->text() : QString();
        if (!skillsFromText(text))
            return tr("Write the skills of row %1 of %2 as NAME attribute+skill: COMPREHEND 3+2.")
                .arg(row + 1)
                .arg(m_name->text());
    }
    if (m_battleLevel->value() < 1)
        return tr("%1 needs a Battle Level of at least 1 to fight.").arg(m_name->text());
    return {};
}

} // namespace muster
