#include "D20ArmyEditor.h"

#include "CampaignDocument.h"
#include "battle/ForcePicker.h"
#include "battle/TableCells.h"
#include "battle/d20/D20RuleSet.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace muster {

using namespace d20;

namespace {

enum Column { Name, Type, Attack, Defense, Damage, Health, MaxHealth, Increment, Morale, Conditions, ColumnCount };
constexpr UnitType types[] = {UnitType::Melee, UnitType::Ranged, UnitType::Artillery};

// A board large enough for any kept army: an editor's army stands nowhere yet.
Board anyBoard()
{
    Board b;
    b.columns = b.rows = 200;
    return b;
}

} // namespace

D20ArmyEditor::D20ArmyEditor(const CampaignDocument *document, const QString &defaultName, QWidget *parent)
    : ForceDataEditor(parent), m_document(document)
{
    auto *form = new QFormLayout;
    form->addRow(tr("Campaign force:"),
                 makeForceRow(document, tr("The army the campaign keeps for the force, or one unit per roster line: Health "
                                           "from its elements, damage and attack from its TS, Defense from its armor; "
                                           "edit what the proposal gets wrong")));
    m_name = new QLineEdit(defaultName, this);
    m_name->setObjectName(QStringLiteral("name"));
    form->addRow(tr("&Name:"), m_name);
    m_units = new QTableWidget(0, ColumnCount, this);
    m_units->setObjectName(QStringLiteral("units"));
    m_units->setHorizontalHeaderLabels({tr("Unit"), tr("Type"), tr("Attack"), tr("Defense"), tr("Damage"), tr("Health"),
                                        tr("Max Health"), tr("Range Incr."), tr("Morale"), tr("Conditions")});
    m_units->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_units->horizontalHeader()->setSectionResizeMode(Name, QHeaderView::Stretch);
    m_units->verticalHeader()->setVisible(false);
    m_units->horizontalHeaderItem(Increment)->setToolTip(tr("Tiles per range increment: -2 to attack for each increment "
                                                            "beyond the first; ranged units reach 5, artillery 10"));
    m_units->horizontalHeaderItem(Conditions)->setToolTip(tr("Winded, Debilitated, Unsettled, Wavering, Terrorized, or "
                                                             "labels of your own, separated by commas"));
    auto *add = new QPushButton(tr("&Add Unit"), this);
    add->setObjectName(QStringLiteral("addUnit"));
    auto *remove = new QPushButton(tr("Remo&ve Unit"), this);
    remove->setObjectName(QStringLiteral("removeUnit"));
    m_champions = new QTableWidget(0, 2, this);
    m_champions->setObjectName(QStringLiteral("champions"));
    m_champions->setHorizontalHeaderLabels({tr("Champion"), tr("Joined unit")});
    m_champions->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_champions->verticalHeader()->setVisible(false);
    m_champions->setMaximumHeight(110);
    auto *addChampion = new QPushButton(tr("Add &Champion"), this);
    addChampion->setObjectName(QStringLiteral("addChampion"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    buttons->addWidget(addChampion);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_units, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_champions);
    connect(add, &QPushButton::clicked, this, &D20ArmyEditor::addUnit);
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_units->currentRow() >= 0)
            m_units->removeRow(m_units->currentRow());
    });
    connect(addChampion, &QPushButton::clicked, this, [this] {
        const int row = m_champions->rowCount();
        m_champions->insertRow(row);
        m_champions->setItem(row, 0, new QTableWidgetItem(tr("Champion %1").arg(row + 1)));
        m_champions->setItem(row, 1, new QTableWidgetItem);
    });
    addUnit();
}

void D20ArmyEditor::addUnit()
{
    Unit unit;
    unit.name = tr("Unit %1").arg(m_units->rowCount() + 1);
    const int row = m_units->rowCount();
    m_units->insertRow(row);
    setUnitRow(row, unit);
}

void D20ArmyEditor::setUnitRow(int row, const Unit &u)
{
    m_units->setItem(row, Name, new QTableWidgetItem(u.name));
    auto *type = new QComboBox(m_units);
    for (const UnitType t : types)
        type->addItem(unitTypeName(t), int(t));
    type->setCurrentIndex(type->findData(int(u.type)));
    m_units->setCellWidget(row, Type, type);
    m_units->setItem(row, Attack, numberItem(u.attack));
    m_units->setItem(row, Defense, numberItem(u.defense));
    m_units->setItem(row, Damage, numberItem(u.damage));
    m_units->setItem(row, Health, numberItem(u.health));
    m_units->setItem(row, MaxHealth, numberItem(u.maxHealth));
    m_units->setItem(row, Increment, numberItem(u.rangeIncrement));
    m_units->setItem(row, Morale, numberItem(u.morale));
    m_units->setItem(row, Conditions, new QTableWidgetItem(u.conditions.join(QStringLiteral(", "))));
}

Army D20ArmyEditor::army() const
{
    Army army;
    army.name = m_name->text().trimmed();
    army.forceId = m_forceId;
    for (int row = 0; row < m_units->rowCount(); ++row) {
        Unit u;
        u.name = cellText(m_units, row, Name);
        // The type's box comes after the row's first cells: a row being filled is melee until it has one.
        if (const auto *type = qobject_cast<QComboBox *>(m_units->cellWidget(row, Type)))
            u.type = UnitType(type->currentData().toInt());
        u.attack = cellNumber(m_units, row, Attack);
        u.defense = cellNumber(m_units, row, Defense);
        u.damage = cellNumber(m_units, row, Damage);
        u.health = cellNumber(m_units, row, Health);
        u.maxHealth = cellNumber(m_units, row, MaxHealth);
        u.rangeIncrement = cellNumber(m_units, row, Increment);
        u.morale = cellNumber(m_units, row, Morale);
        for (const QString &c : cellText(m_units, row, Conditions).split(QLatin1Char(','), Qt::SkipEmptyParts))
            if (!c.trimmed().isEmpty())
                u.conditions << c.trimmed();
        army.units << u;
    }
    for (int row = 0; row < m_champions->rowCount(); ++row)
        if (!cellText(m_champions, row, 0).isEmpty())
            army.champions << Champion{cellText(m_champions, row, 0), cellText(m_champions, row, 1)};
    return army;
}

void D20ArmyEditor::setArmy(const Army &army)
{
    m_forceId = army.forceId;
    m_name->setText(army.name);
    m_units->setRowCount(0);
    for (const Unit &u : army.units) {
        m_units->insertRow(m_units->rowCount());
        setUnitRow(m_units->rowCount() - 1, u);
    }
    m_champions->setRowCount(0);
    for (const Champion &c : army.champions) {
        const int row = m_champions->rowCount();
        m_champions->insertRow(row);
        m_champions->setItem(row, 0, new QTableWidgetItem(c.name));
        m_champions->setItem(row, 1, new QTableWidgetItem(c.joined));
    }
}

QString D20ArmyEditor::problem() const
{
    const auto read = armyFromJson(armyToJson(army()), QString(), anyBoard());
    if (read)
        return {};
    const QString name = m_name->text().trimmed().isEmpty() ? tr("The army") : m_name->text().trimmed();
    return tr("%1, %2: %3").arg(name, read.error().field, read.error().message);
}

QByteArray D20ArmyEditor::data() const
{
    Army kept = army();
    kept.zones.clear();
    return QJsonDocument(armyToJson(kept)).toJson(QJsonDocument::Compact);
}

void D20ArmyEditor::showForce(qint64 forceId)
{
    const Force *force = m_document ? m_document->force(forceId) : nullptr;
    if (!force)
        return;
    forcePicker()->selectForce(forceId);
    setArmy(campaignArmy(m_document->campaign(), *force));
    emit forcePicked(forceId);
}

} // namespace muster
