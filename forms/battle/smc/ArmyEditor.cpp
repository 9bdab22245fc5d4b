#include "ArmyEditor.h"

#include "CampaignDocument.h"
#include "battle/ForcePicker.h"
#include "battle/TableCells.h"
#include "battle/smc/SmcRuleSet.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace muster {

using namespace smc;

namespace {

enum Column { Name, Magnitude, Health, Power, Drill, Morale, Might, BattlePlans, Ranged, Leader, Leadership, Tactics, ColumnCount };

} // namespace

ArmyEditor::ArmyEditor(const CampaignDocument *document, const QString &defaultName, QWidget *parent)
    : ForceDataEditor(parent), m_document(document)
{
    auto *form = new QFormLayout;
    form->addRow(tr("Campaign force:"),
                 makeForceRow(document, tr("The army the campaign keeps for the force, or one unit per roster line: "
                                           "Magnitude from its elements, Power from its TS, Might from its heavy "
                                           "classes; edit what the proposal gets wrong")));
    m_name = new QLineEdit(defaultName, this);
    m_name->setObjectName(QStringLiteral("name"));
    form->addRow(tr("&Name:"), m_name);
    m_commander = new QLineEdit(this);
    m_commander->setObjectName(QStringLiteral("commander"));
    form->addRow(tr("Co&mmander:"), m_commander);
    m_speed = new QSpinBox(this);
    m_speed->setObjectName(QStringLiteral("responseSpeed"));
    m_speed->setRange(-100, 100);
    m_speed->setMaximumWidth(m_speed->fontMetrics().horizontalAdvance(QStringLiteral("-0000")) + 48);
    m_speed->setToolTip(tr("The army with the faster response acts first each turn; on a tie, the first army"));
    form->addRow(tr("&Response speed:"), m_speed);

    m_units = new QTableWidget(0, ColumnCount, this);
    m_units->setObjectName(QStringLiteral("units"));
    m_units->setHorizontalHeaderLabels({tr("Unit"), tr("Magnitude"), tr("Health"), tr("Power"), tr("Drill"),
                                        tr("Morale"), tr("Might"), tr("Battle Plans"), tr("Ranged"), tr("Leader"),
                                        tr("Leadership"), tr("Tactics")});
    const QStringList tips{tr("Each unit of an army needs its own name"),
                           tr("Size of the unit; it is destroyed at 0"),
                           tr("Health left in the current Magnitude level (a full level holds the battle's Health per "
                              "Magnitude)"),
                           tr("Dice the unit rolls in a Clash"),
                           tr("Dice added to its leader's Withdraw roll"),
                           tr("Dice added to its leader's Rout and Rally rolls"),
                           tr("Its might; an enemy with double its Might makes it test for rout"),
                           tr("Accuracy dice in a Clash, kept by Maintain Tactics"),
                           tr("Ranged units Clash without engaging"),
                           tr("Who leads the unit"),
                           tr("Dice of the leader's Withdraw, Rout and Rally rolls"),
                           tr("Dice of the leader's Maintain Tactics roll")};
    for (int c = 0; c < ColumnCount; ++c)
        m_units->horizontalHeaderItem(c)->setToolTip(tips.at(c));
    m_units->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_units->horizontalHeader()->setSectionResizeMode(Name, QHeaderView::Stretch);
    m_units->verticalHeader()->setVisible(false);
    auto *add = new QPushButton(tr("&Add Unit"), this);
    add->setObjectName(QStringLiteral("addUnit"));
    auto *remove = new QPushButton(tr("Remo&ve Unit"), this);
    remove->setObjectName(QStringLiteral("removeUnit"));
    auto *unitButtons = new QHBoxLayout;
    unitButtons->addWidget(add);
    unitButtons->addWidget(remove);
    unitButtons->addStretch();

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_units, 1);
    layout->addLayout(unitButtons);
    connect(add, &QPushButton::clicked, this, &ArmyEditor::addUnit);
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_units->currentRow() >= 0)
            m_units->removeRow(m_units->currentRow());
    });
    addUnit();
}

void ArmyEditor::addUnit()
{
    Unit unit;
    unit.name = tr("Unit %1").arg(m_units->rowCount() + 1);
    unit.leader.name = m_commander->text().trimmed();
    const int row = m_units->rowCount();
    m_units->insertRow(row);
    setUnitRow(row, unit);
    m_units->setCurrentCell(row, Name);
}

void ArmyEditor::setUnitRow(int row, const Unit &u)
{
    m_units->setItem(row, Name, new QTableWidgetItem(u.name));
    m_units->setItem(row, Magnitude, numberItem(u.strength.magnitude));
    m_units->setItem(row, Health, numberItem(u.strength.health));
    m_units->setItem(row, Power, numberItem(u.power));
    m_units->setItem(row, Drill, numberItem(u.drill));
    m_units->setItem(row, Morale, numberItem(u.morale));
    m_units->setItem(row, Might, numberItem(u.might));
    m_units->setItem(row, BattlePlans, numberItem(u.battlePlans));
    auto *ranged = new QTableWidgetItem;
    ranged->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    ranged->setCheckState(u.ranged ? Qt::Checked : Qt::Unchecked);
    m_units->setItem(row, Ranged, ranged);
    m_units->setItem(row, Leader, new QTableWidgetItem(u.leader.name));
    m_units->setItem(row, Leadership, numberItem(u.leader.leadership));
    m_units->setItem(row, Tactics, numberItem(u.leader.tactics));
}

Army ArmyEditor::army() const
{
    Army army;
    army.name = m_name->text().trimmed();
    army.forceId = m_forceId;
    army.commander = m_commander->text().trimmed();
    army.responseSpeed = m_speed->value();
    for (int row = 0; row < m_units->rowCount(); ++row) {
        Unit u;
        u.name = cellText(m_units, row, Name);
        u.strength = {cellNumber(m_units, row, Magnitude), cellNumber(m_units, row, Health)};
        u.power = cellNumber(m_units, row, Power);
        u.drill = cellNumber(m_units, row, Drill);
        u.morale = cellNumber(m_units, row, Morale);
        u.might = cellNumber(m_units, row, Might);
        u.battlePlans = cellNumber(m_units, row, BattlePlans);
        u.ranged = m_units->item(row, Ranged) && m_units->item(row, Ranged)->checkState() == Qt::Checked;
        u.leader = {cellText(m_units, row, Leader), cellNumber(m_units, row, Leadership), cellNumber(m_units, row, Tactics)};
        army.units << u;
    }
    return army;
}

void ArmyEditor::setArmy(const Army &army)
{
    m_forceId = army.forceId;
    m_name->setText(army.name);
    m_commander->setText(army.commander);
    m_speed->setValue(army.responseSpeed);
    m_units->setRowCount(0);
    for (const Unit &u : army.units) {
        m_units->insertRow(m_units->rowCount());
        setUnitRow(m_units->rowCount() - 1, u);
    }
}

QByteArray ArmyEditor::data() const
{
    return QJsonDocument(armyToJson(army())).toJson(QJsonDocument::Compact);
}

QString ArmyEditor::problemUnder(const SmcOptions &options) const
{
    // The battle file's reading is the one check: the editor refuses what muster-cli would.
    const auto read = armyFromJson(armyToJson(army()), QString(), options);
    if (read)
        return {};
    const QString name = m_name->text().trimmed().isEmpty() ? tr("The army") : m_name->text().trimmed();
    return tr("%1, %2: %3").arg(name, read.error().field, read.error().message);
}

void ArmyEditor::showForce(qint64 forceId)
{
    const Force *force = m_document ? m_document->force(forceId) : nullptr;
    if (!force)
        return;
    forcePicker()->selectForce(forceId);
    setArmy(campaignArmy(m_document->campaign(), *force));
    emit forcePicked(forceId);
}


} // namespace muster
