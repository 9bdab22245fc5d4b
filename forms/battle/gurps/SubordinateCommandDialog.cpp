#include "SubordinateCommandDialog.h"

#include "CampaignDocument.h"
#include "DialogSupport.h"
#include "StoredBattleIo.h"
#include "battle/gurps/BattleEngine.h"
#include "battle/gurps/CommandSplits.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <numeric>

namespace muster {

using namespace gurps;

namespace {

enum LineColumn { Element, Count, Sent, LineColumnCount };

QTableWidgetItem *readOnlyItem(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return item;
}

QTableWidget *newLineTable(const QString &objectName, const QString &sentHeader)
{
    auto *table = new QTableWidget(0, LineColumnCount);
    table->setObjectName(objectName);
    table->verticalHeader()->setVisible(false);
    table->setHorizontalHeaderLabels(
        {QCoreApplication::translate("muster::SubordinateCommandDialog", "Element"),
         QCoreApplication::translate("muster::SubordinateCommandDialog", "Count"), sentHeader});
    table->horizontalHeader()->setSectionResizeMode(Element, QHeaderView::Stretch);
    table->horizontalHeader()->setSectionResizeMode(Count, QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(Sent, QHeaderView::ResizeToContents);
    table->setTabKeyNavigation(false);
    return table;
}

int sum(const QList<int> &counts)
{
    return std::accumulate(counts.cbegin(), counts.cend(), 0);
}

} // namespace

SubordinateCommandDialog::SubordinateCommandDialog(CampaignDocument *document, qint64 battleId,
                                                   QWidget *parent)
    : QDialog(parent), m_document(document), m_battleId(battleId)
{
    setObjectName(QStringLiteral("subordinateCommandDialog"));
    setWindowTitle(tr("Subordinate Command"));
    if (const StoredBattle *stored = document->battle(battleId)) {
        if (const auto engine = engineFromStored(*stored))
            m_main = engine->setup();
        else
            m_loadError = engine.error().message;
    } else {
        m_loadError = tr("The battle is no longer in the campaign.");
    }

    auto *layout = new QVBoxLayout(this);
    auto *intro =
        new QLabel(tr("A PC commands part of his side's force: his elements fight their own battle, against "
                      "the same fraction of the enemy's elements under an enemy subordinate commander. Both "
                      "detachments leave the main battle before it is fought."));
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *columns = new QHBoxLayout;
    auto *ownBox = new QGroupBox(tr("The PC's command"));
    auto *ownLayout = new QVBoxLayout(ownBox);
    auto *ownForm = new QFormLayout;
    m_side = new QComboBox;
    m_side->setObjectName(QStringLiteral("side"));
    for (int s = 0; s < 2; ++s)
        m_side->addItem(m_main.sides.at(size_t(s)).name, s);
    ownForm->addRow(tr("&Side:"), m_side);
    m_leader = new QComboBox;
    m_leader->setObjectName(QStringLiteral("leader"));
    m_leader->setEditable(true);
    m_leader->setInsertPolicy(QComboBox::NoInsert);
    m_leader->setToolTip(tr("One of the side's people, or type the name of a new one"));
    ownForm->addRow(tr("&Led by:"), m_leader);
    ownLayout->addLayout(ownForm);
    m_lines = newLineTable(QStringLiteral("lines"), tr("With him"));
    ownLayout->addWidget(m_lines, 1);
    m_fraction = new QLabel;
    m_fraction->setObjectName(QStringLiteral("fraction"));
    ownLayout->addWidget(m_fraction);
    columns->addWidget(ownBox, 1);

    auto *enemyBox = new QGroupBox(tr("The enemy's detachment"));
    auto *enemyLayout = new QVBoxLayout(enemyBox);
    auto *enemyForm = new QFormLayout;
    m_enemyLeader = new QComboBox;
    m_enemyLeader->setObjectName(QStringLiteral("enemyLeader"));
    m_enemyLeader->setEditable(true);
    m_enemyLeader->setInsertPolicy(QComboBox::NoInsert);
    m_enemyLeader->setToolTip(
        tr("The GM names the opposing subordinate commander, or designates one of the enemy's people"));
    enemyForm->addRow(tr("Led &by:"), m_enemyLeader);
    m_enemyStrategy = new QSpinBox;
    m_enemyStrategy->setObjectName(QStringLiteral("enemyStrategy"));
    m_enemyStrategy->setRange(3, 25);
    m_enemyStrategy->setValue(10);
    m_enemyStrategy->setToolTip(tr("Strategy (and Leadership) of a new subordinate commander"));
    enemyForm->addRow(tr("S&trategy:"), m_enemyStrategy);
    enemyLayout->addLayout(enemyForm);
    m_enemyLines = newLineTable(QStringLiteral("enemyLines"), tr("Against him"));
    m_enemyLines->setToolTip(
        tr("The same fraction of the enemy's elements, by number; adjust it if you like"));
    enemyLayout->addWidget(m_enemyLines, 1);
    columns->addWidget(enemyBox, 1);
    layout->addLayout(columns, 1);

    m_error = newErrorLabel();
    layout->addWidget(m_error);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("S&plit the Battle"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &SubordinateCommandDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SubordinateCommandDialog::reject);
    connect(m_side, &QComboBox::currentIndexChanged, this, &SubordinateCommandDialog::sidePicked);
    connect(m_leader, &QComboBox::currentTextChanged, this, &SubordinateCommandDialog::refresh);
    connect(m_enemyLeader, &QComboBox::currentTextChanged, this,
            &SubordinateCommandDialog::enemyLeaderPicked);
    connect(m_enemyStrategy, &QSpinBox::valueChanged, this, &SubordinateCommandDialog::refresh);

    sidePicked();
    fitToScreen(this, QSize(960, 560));
}

int SubordinateCommandDialog::side() const
{
    return m_side->currentData().toInt();
}

void SubordinateCommandDialog::fillLines(QTableWidget *table, QList<QSpinBox *> &spins, const SideSetup &side,
                                         const QString &spinName)
{
    table->setRowCount(0);
    spins.clear();
    QList<std::pair<QString, int>> lines;
    if (side.estimated) {
        lines << std::pair{tr("Estimated force"), side.estimate.elements};
    } else {
        for (const BattleElement &e : side.elements)
            lines << std::pair{e.label, e.count};
    }
    table->setRowCount(int(lines.size()));
    for (int row = 0; row < lines.size(); ++row) {
        table->setItem(row, Element, readOnlyItem(lines.at(row).first));
        table->setItem(row, Count, readOnlyItem(QString::number(lines.at(row).second)));
        auto *spin = new QSpinBox;
        spin->setObjectName(spinName.arg(row));
        spin->setRange(0, lines.at(row).second);
        spin->setFrame(false);
        table->setCellWidget(row, Sent, spin);
        spins << spin;
    }
}

void SubordinateCommandDialog::sidePicked()
{
    const SideSetup &own = m_main.sides.at(size_t(side()));
    const SideSetup &enemy = m_main.sides.at(size_t(otherSide(side())));
    {
        const QSignalBlocker blocker(m_leader);
        m_leader->clear();
        for (const Person &p : own.people)
            m_leader->addItem(p.name);
        // A PC other than the commander, if there is one: the commander stays with the main force.
        int pick = own.people.size() > 1 ? 1 : 0;
        for (int p = int(own.people.size()) - 1; p >= 1; --p) {
            if (own.people.at(p).pc)
                pick = p;
        }
        m_leader->setCurrentIndex(own.people.isEmpty() ? -1 : pick);
    }
    {
        const QSignalBlocker blocker(m_enemyLeader);
        m_enemyLeader->clear();
        //: The enemy's new subordinate commander: "Rebels of the Red Fen's subordinate".
        m_enemyLeader->addItem(tr("%1's subordinate").arg(enemy.name));
        for (qsizetype p = 1; p < enemy.people.size(); ++p)
            m_enemyLeader->addItem(enemy.people.at(p).name);
        m_enemyLeader->setCurrentIndex(0);
    }
    fillLines(m_lines, m_taken, own, QStringLiteral("taken%1"));
    fillLines(m_enemyLines, m_enemyShare, enemy, QStringLiteral("enemyShare%1"));
    for (QSpinBox *spin : std::as_const(m_taken))
        connect(spin, &QSpinBox::valueChanged, this, &SubordinateCommandDialog::takenChanged);
    for (QSpinBox *spin : std::as_const(m_enemyShare))
        connect(spin, &QSpinBox::valueChanged, this, &SubordinateCommandDialog::refresh);
    enemyLeaderPicked();
    takenChanged();
}

// A change to the PC's command proposes the matching enemy share again; the GM may then adjust it.
void SubordinateCommandDialog::takenChanged()
{
    const SideSetup &own = m_main.sides.at(size_t(side()));
    const double fraction = elementFraction(own, taken());
    const QList<int> share = matchingShare(m_main.sides.at(size_t(otherSide(side()))), fraction);
    for (int row = 0; row < m_enemyShare.size(); ++row) {
        const QSignalBlocker blocker(m_enemyShare.at(row));
        m_enemyShare.at(row)->setValue(share.value(row));
    }
    //: The detachment's share of its side: "3 of 30 elements: 10% of the side".
    m_fraction->setText(tr("%1 of %n element(s): %2% of the side", nullptr, int(own.elementCount()))
                            .arg(sum(taken()))
                            .arg(QString::number(fraction * 100, 'f', 1)));
    refresh();
}

void SubordinateCommandDialog::enemyLeaderPicked()
{
    const SideSetup &enemy = m_main.sides.at(size_t(otherSide(side())));
    const auto it = std::find_if(enemy.people.cbegin(), enemy.people.cend(), [&](const Person &p) {
        return p.name == m_enemyLeader->currentText().trimmed();
    });
    m_enemyStrategy->setEnabled(it == enemy.people.cend());
    if (it != enemy.people.cend()) {
        const QSignalBlocker blocker(m_enemyStrategy);
        m_enemyStrategy->setValue(it->strategy);
    }
    refresh();
}

QList<int> SubordinateCommandDialog::taken() const
{
    QList<int> counts;
    for (const QSpinBox *spin : m_taken)
        counts << spin->value();
    return counts;
}

QList<int> SubordinateCommandDialog::enemyShare() const
{
    QList<int> counts;
    for (const QSpinBox *spin : m_enemyShare)
        counts << spin->value();
    return counts;
}

Person SubordinateCommandDialog::leader() const
{
    const QString name = m_leader->currentText().trimmed();
    for (const Person &p : m_main.sides.at(size_t(side())).people) {
        if (p.name == name)
            return p;
    }
    Person pc;
    pc.name = name;
    pc.pc = true;
    return pc;
}

Person SubordinateCommandDialog::enemyLeader() const
{
    const QString name = m_enemyLeader->currentText().trimmed();
    for (const Person &p : m_main.sides.at(size_t(otherSide(side()))).people) {
        if (p.name == name)
            return p;
    }
    Person npc;
    npc.name = name;
    npc.strategy = m_enemyStrategy->value();
    npc.leadership = m_enemyStrategy->value();
    return npc;
}

Result<SubordinateCommandDialog::Battles> SubordinateCommandDialog::battles() const
{
    if (!m_loadError.isEmpty())
        return Error{m_loadError, QStringLiteral("battle")};
    const int own = side(), enemy = otherSide(own);
    const SideSetup &ownSide = m_main.sides.at(size_t(own));
    const SideSetup &enemySide = m_main.sides.at(size_t(enemy));
    const Person pc = leader(), npc = enemyLeader();
    if (pc.name.isEmpty())
        return Error{tr("Name the PC who leads the detachment."), QStringLiteral("leader")};
    if (npc.name.isEmpty())
        return Error{tr("Name the enemy's subordinate commander."), QStringLiteral("enemyLeader")};
    const int takenCount = sum(taken()), shareCount = sum(enemyShare());
    if (takenCount == 0)
        return Error{tr("Send at least one element with %1.").arg(pc.name), QStringLiteral("taken")};
    if (takenCount >= ownSide.elementCount())
        return Error{tr("Leave at least one element with the main force of %1.").arg(ownSide.name),
                     QStringLiteral("taken")};
    if (shareCount == 0)
        return Error{tr("The enemy's share is empty: send at least one of %1's elements against %2.")
                         .arg(enemySide.name, pc.name),
                     QStringLiteral("enemyShare")};
    if (shareCount >= enemySide.elementCount())
        return Error{tr("Leave at least one element with the main force of %1.").arg(enemySide.name),
                     QStringLiteral("enemyShare")};
    const auto ownSplit = splitForce(ownSide, taken(), pc);
    if (!ownSplit)
        return Error{tr("%1: %2").arg(ownSide.name, ownSplit.error().message), ownSplit.error().field};
    const auto enemySplit = splitForce(enemySide, enemyShare(), npc);
    if (!enemySplit)
        return Error{tr("%1: %2").arg(enemySide.name, enemySplit.error().message), enemySplit.error().field};
    Battles result{m_main, m_main};
    result.main.sides.at(size_t(own)) = ownSplit->remaining;
    result.main.sides.at(size_t(enemy)) = enemySplit->remaining;
    //: The subordinate command's battle: "Sheryl's command at Battle of Drake's Cross".
    result.detachment.name = tr("%1's command at %2").arg(pc.name, m_main.name);
    result.detachment.sides.at(size_t(own)) = ownSplit->detachment;
    result.detachment.sides.at(size_t(enemy)) = enemySplit->detachment;
    return result;
}

void SubordinateCommandDialog::refresh()
{
    QString error;
    if (const auto split = battles(); !split)
        error = split.error().message;
    else if (const auto engines = startTogether({split->main, split->detachment}); !engines)
        error = engines.error().message;
    m_error->setText(error);
    m_ok->setEnabled(error.isEmpty());
}

void SubordinateCommandDialog::accept()
{
    const auto split = battles();
    if (!split) {
        m_error->setText(split.error().message);
        return;
    }
    const auto engines = startTogether({split->main, split->detachment});
    if (!engines) {
        m_error->setText(engines.error().message);
        return;
    }
    const BattleEngine &main = engines->at(0), &detachment = engines->at(1);
    const StoredBattle *stored = m_document->battle(m_battleId);
    if (!stored) {
        m_error->setText(tr("The battle is no longer in the campaign."));
        return;
    }
    StoredBattle record = *stored;
    updateStoredBattle(record, main);
    if (const auto saved = m_document->saveBattle(record); !saved) {
        m_error->setText(saved.error().message);
        return;
    }
    const auto id = m_document->saveBattle(newStoredBattle(detachment));
    if (!id) {
        m_error->setText(id.error().message);
        return;
    }
    m_savedDetachment = *id;
    QDialog::accept();
}

} // namespace muster
