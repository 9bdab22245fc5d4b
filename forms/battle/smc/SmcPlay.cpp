#include "SmcPlay.h"

#include "battle/Chance.h"
#include "SmcBoard.h"
#include "CampaignDocument.h"
#include "DialogSupport.h"
#include "battle/FacesField.h"
#include "battle/RuleDataAftermath.h"
#include "battle/smc/SmcJson.h"
#include "battle/smc/SmcRuleSet.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace muster {

using namespace smc;

namespace {

enum Column { UnitColumn, StateColumn, RallyColumn, WithdrawColumn, EngageColumn, ClashColumn, SpecialColumn, ColumnCount };


QLabel *heading(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    QFont font = label->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.15);
    label->setFont(font);
    label->setWordWrap(true);
    return label;
}

QLabel *wrapped(const QString &text, QWidget *parent, const QString &objectName = {})
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    if (!objectName.isEmpty())
        label->setObjectName(objectName);
    return label;
}

} // namespace

SmcPlay::SmcPlay(BattleWindow *window) : m_window(window)
{
    m_board = new SmcBoard(this);
    m_board->setObjectName(QStringLiteral("board"));
    auto *boardScroll = new QScrollArea(this);
    boardScroll->setWidget(m_board);
    boardScroll->setWidgetResizable(false);
    boardScroll->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_pageScroll = new QScrollArea(this);
    m_pageScroll->setWidgetResizable(true);
    m_pageScroll->setFrameShape(QFrame::NoFrame);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(boardScroll);
    splitter->addWidget(m_pageScroll);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    m_error = newErrorLabel(QStringLiteral("stepError"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_error);
    connect(m_board, &SmcBoard::engageDragged, this, &SmcPlay::engageFromBoard);
}

SmcBattle &SmcPlay::battle()
{
    return static_cast<SmcSession &>(m_window->session()).battle();
}

void SmcPlay::take(const Step &step)
{
    takeCheckedStep<SmcSession>(m_window, step, m_error);
}

void SmcPlay::showStep()
{
    m_board->setBattle(&battle());
    m_board->setDragEnabled(battle().phase() == Phase::Declare);
    m_declarations = nullptr;
    m_rows.clear();
    m_page = new QWidget;
    auto *layout = new QVBoxLayout(m_page);
    if (battle().phase() == Phase::Over)
        overPage(layout);
    else if (const std::optional<PendingRoll> roll = battle().pendingRoll())
        rollPage(layout, *roll);
    else
        declarePage(layout);
    layout->addStretch();
    m_pageScroll->setWidget(m_page);
}

void SmcPlay::declarePage(QVBoxLayout *layout)
{
    const SmcBattle &b = battle();
    layout->addWidget(heading(tr("Turn %1: declare each unit's actions").arg(b.turn()), m_page));
    layout->addWidget(wrapped(tr("In response order; leave a unit's row empty when it does nothing. Drag a unit's card "
                                 "onto an enemy's to engage it. Two actions are a flurry: %1 dice off each.")
                                  .arg(b.options().flurryPenalty),
                              m_page));
    m_declarations = new QTableWidget(0, ColumnCount, m_page);
    m_declarations->setObjectName(QStringLiteral("declarations"));
    m_declarations->setHorizontalHeaderLabels({tr("Unit"), tr("State"), tr("Rally"), tr("Withdraw"),
                                               tr("Engage Enemy"), tr("Clash with"), tr("Special Action")});
    m_declarations->verticalHeader()->setVisible(false);
    m_declarations->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_declarations->horizontalHeader()->setSectionResizeMode(StateColumn, QHeaderView::Interactive);
    m_declarations->horizontalHeader()->setSectionResizeMode(SpecialColumn, QHeaderView::Stretch);
    m_declarations->setColumnWidth(StateColumn, m_declarations->fontMetrics().horizontalAdvance(QLatin1Char('x')) * 28);
    m_declarations->setTextElideMode(Qt::ElideRight);
    for (const UnitRef &ref : b.responseOrder()) {
        if (b.state(ref).destroyed)
            continue;
        const int row = m_declarations->rowCount();
        m_declarations->insertRow(row);
        m_rows << ref;
        const Unit &u = b.unit(ref);
        const UnitState &s = b.state(ref);
        auto *name = new QTableWidgetItem(QStringLiteral("%1 \u2013 %2").arg(b.setup().armies[ref.army].name, u.name));
        name->setFlags(Qt::ItemIsEnabled);
        m_declarations->setItem(row, UnitColumn, name);
        auto *state = new QTableWidgetItem(unitStateText(b, ref));
        state->setFlags(Qt::ItemIsEnabled);
        state->setToolTip(state->text());
        m_declarations->setItem(row, StateColumn, state);
        auto *rally = new QCheckBox(m_declarations);
        rally->setEnabled(s.routing);
        rally->setToolTip(s.routing ? tr("Rally at difficulty %1").arg(rallyDifficulty(s.lastCheck))
                                    : tr("Only a unit in flight Rallies"));
        m_declarations->setCellWidget(row, RallyColumn, rally);
        auto *withdraw = new QCheckBox(m_declarations);
        withdraw->setEnabled(!b.engagedWith(ref).isEmpty());
        withdraw->setToolTip(withdraw->isEnabled() ? tr("Leadership + Drill - Magnitude, one success needed")
                                                   : tr("Only an engaged unit Withdraws"));
        m_declarations->setCellWidget(row, WithdrawColumn, withdraw);
        auto *engage = new QComboBox(m_declarations);
        auto *clash = new QComboBox(m_declarations);
        engage->addItem(tr("\u2013"), -1);
        clash->addItem(tr("\u2013"), -1);
        for (int enemy = 0; enemy < b.unitCount(1 - ref.army); ++enemy) {
            if (b.state({1 - ref.army, enemy}).destroyed)
                continue;
            const QString enemyName = b.unit({1 - ref.army, enemy}).name;
            if (!u.ranged && !b.isEngaged(ref, enemy))
                engage->addItem(enemyName, enemy);
            if (u.ranged || b.isEngaged(ref, enemy))
                clash->addItem(enemyName, enemy);
        }
        engage->setEnabled(!u.ranged && engage->count() > 1);
        engage->setToolTip(u.ranged ? tr("A ranged unit Clashes without engaging")
                                    : tr("Engaging is flurried with a Clash on the same unit"));
        // Engaging a unit makes it one to Clash with.
        connect(engage, &QComboBox::currentIndexChanged, clash, [engage, clash] {
            const int enemy = engage->currentData().toInt();
            if (enemy < 0)
                return;
            if (clash->findData(enemy) < 0)
                clash->addItem(engage->currentText(), enemy);
            clash->setCurrentIndex(clash->findData(enemy));
        });
        m_declarations->setCellWidget(row, EngageColumn, engage);
        m_declarations->setCellWidget(row, ClashColumn, clash);
        auto *special = new QLineEdit(m_declarations);
        special->setPlaceholderText(tr("What the unit does, and its effect"));
        m_declarations->setCellWidget(row, SpecialColumn, special);
    }
    m_declarations->setMinimumHeight(m_declarations->horizontalHeader()->height()
                                     + m_declarations->rowCount() * m_declarations->verticalHeader()->defaultSectionSize() + 4);
    layout->addWidget(m_declarations);
    auto *row = new QHBoxLayout;
    auto *end = new QPushButton(tr("&End Battle..."), m_page);
    end->setObjectName(QStringLiteral("endBattle"));
    end->setToolTip(tr("An army leaves the field, a parley, nightfall: the battle ends as it stands"));
    auto *declare = new QPushButton(tr("&Declare Turn %1").arg(b.turn()), m_page);
    declare->setObjectName(QStringLiteral("declare"));
    declare->setDefault(true);
    row->addWidget(end);
    row->addStretch();
    row->addWidget(declare);
    layout->addLayout(row);
    connect(end, &QPushButton::clicked, this, &SmcPlay::endBattle);
    connect(declare, &QPushButton::clicked, this, [this] {
        take(declarations());
    });
}

DeclareStep SmcPlay::declarations() const
{
    DeclareStep step;
    for (int row = 0; row < m_rows.size(); ++row) {
        Declaration d;
        d.unit = m_rows.at(row);
        d.rally = static_cast<QCheckBox *>(m_declarations->cellWidget(row, RallyColumn))->isChecked();
        d.withdraw = static_cast<QCheckBox *>(m_declarations->cellWidget(row, WithdrawColumn))->isChecked();
        d.engage = static_cast<QComboBox *>(m_declarations->cellWidget(row, EngageColumn))->currentData().toInt();
        d.clash = static_cast<QComboBox *>(m_declarations->cellWidget(row, ClashColumn))->currentData().toInt();
        d.special = static_cast<QLineEdit *>(m_declarations->cellWidget(row, SpecialColumn))->text().trimmed();
        if (d.rally || d.withdraw || d.engage >= 0 || d.clash >= 0 || !d.special.isEmpty())
            step.declarations << d;
    }
    return step;
}

void SmcPlay::engageFromBoard(UnitRef unit, int enemy)
{
    const int row = int(m_rows.indexOf(unit));
    if (!m_declarations || row < 0)
        return;
    auto *engage = static_cast<QComboBox *>(m_declarations->cellWidget(row, EngageColumn));
    auto *clash = static_cast<QComboBox *>(m_declarations->cellWidget(row, ClashColumn));
    if (engage->findData(enemy) >= 0 && engage->isEnabled())
        engage->setCurrentIndex(engage->findData(enemy));
    else if (clash->findData(enemy) >= 0)
        clash->setCurrentIndex(clash->findData(enemy));
    m_declarations->setCurrentCell(row, UnitColumn);
}

void SmcPlay::endBattle()
{
    bool ok = false;
    const QString reason = QInputDialog::getText(this, tr("End Battle"),
                                                 tr("Why the battle ends (for the log):"), QLineEdit::Normal,
                                                 tr("the GM ends the battle"), &ok);
    if (ok)
        take(EndStep{reason.trimmed()});
}

void SmcPlay::rollPage(QVBoxLayout *layout, const PendingRoll &roll)
{
    const SmcBattle &b = battle();
    const SmcOptions &o = b.options();
    const QString name = b.unit(roll.unit).name;
    const RollOdds odds = rollOdds(roll, o);
    FacesField *defenderFaces = nullptr;
    QString title;
    QString chances;
    if (roll.kind == RollKind::Clash) {
        const QString defender = b.unit({1 - roll.unit.army, roll.target}).name;
        title = roll.engages ? tr("Turn %1: %2 engages %3 and Clashes").arg(b.turn()).arg(name, defender)
                             : tr("Turn %1: %2 Clashes with %3").arg(b.turn()).arg(name, defender);
        QStringList damage;
        for (size_t k = 1; k < odds.clash.damageToDefender.size(); ++k)
            if (odds.clash.damageToDefender[k] >= 0.0005)
                damage << tr("%1: %2").arg(k).arg(formatChance(odds.clash.damageToDefender[k]));
        chances = tr("%1 wins: %2. Health damage to %3 \u2013 %4.\nBeaten off (1 Health to %1): %5.")
                      .arg(name, formatChance(odds.success), defender, damage.join(QStringLiteral(", ")),
                           formatChance(odds.clash.attackerBeatenOff));
    } else {
        title = tr("Turn %1: %2 of %3").arg(b.turn()).arg(rollKindName(roll.kind), name);
        switch (roll.kind) {
        case RollKind::Rally:
            chances = tr("Chance to rally: %1; failing costs 1 Health per success missing.").arg(formatChance(odds.success));
            break;
        case RollKind::Withdraw: chances = tr("Chance to withdraw: %1.").arg(formatChance(odds.success)); break;
        case RollKind::Rout:
            chances = tr("Chance to hold: %1; to rout: %2.").arg(formatChance(odds.success), formatChance(1.0 - odds.success));
            break;
        case RollKind::Tactics:
            chances = tr("Chance the plans hold: %1; a botch (Battle Plans %2): %3.")
                          .arg(formatChance(odds.success), QStringLiteral("\u22122"),
                               formatChance(roll.difficulty > 0 ? odds.botch : 0.0));
            break;
        case RollKind::Clash: break;
        }
    }
    layout->addWidget(heading(title, m_page));
    if (roll.kind == RollKind::Rout) {
        const RoutConditions &c = roll.conditions;
        QStringList reasons;
        if (c.magnitudeLost > 0)
            reasons << tr("Magnitude lost +%1").arg(c.magnitudeLost);
        if (const int outnumbered = outnumberedPenalty(c.ownMagnitude, c.engagedMagnitude))
            reasons << tr("outnumbered %1 to %2 +%3").arg(c.engagedMagnitude).arg(c.ownMagnitude).arg(outnumbered);
        if (c.withdrewFrom > 0)
            reasons << tr("withdrew +%1").arg(c.withdrewFrom);
        if (const int might = mightPenalty(c.ownMight, c.engagedMight))
            reasons << tr("Might %1 against %2 +%3").arg(c.engagedMight).arg(c.ownMight).arg(might);
        layout->addWidget(wrapped(tr("Rout conditions: %1.").arg(reasons.join(QStringLiteral(", "))), m_page));
    }
    auto *form = new QVBoxLayout;
    const auto poolRow = [&](const QString &who, const RollPool &pool, const QString &extra, const QString &objectName) {
        form->addWidget(wrapped(tr("%1: %2%3").arg(who, poolText(pool), extra), m_page));
        auto *faces = new FacesField(objectName, m_page, 10);
        faces->setCount(pool.dice);
        form->addWidget(faces);
        return faces;
    };
    QString attackerExtra;
    if (roll.kind == RollKind::Clash && roll.bonusSuccesses > 0)
        attackerExtra = tr(", +%1 successes for Magnitude").arg(roll.bonusSuccesses);
    else if (roll.kind != RollKind::Clash)
        attackerExtra = tr(", %1 needed").arg(roll.difficulty);
    FacesField *faces = poolRow(roll.kind == RollKind::Clash ? tr("%1 attacks").arg(name) : tr("%1 rolls").arg(name),
                                roll.pool, attackerExtra, QStringLiteral("faces"));
    if (roll.kind == RollKind::Clash)
        defenderFaces = poolRow(tr("%1 defends").arg(b.unit({1 - roll.unit.army, roll.target}).name),
                                roll.defenderPool, QString(), QStringLiteral("defenderFaces"));
    layout->addLayout(form);
    layout->addWidget(wrapped(chances, m_page, QStringLiteral("odds")));
    layout->addWidget(wrapped(tr("A d10 showing %1 or more is a success%2; no success and a 1 is a botch. Type the "
                                 "faces from the table, or leave them empty to roll.")
                                  .arg(o.successTarget)
                                  .arg(o.tensCountTwice ? tr(", a 10 two") : QString()),
                              m_page));
    auto *take = new QPushButton(tr("&Take the Roll"), m_page);
    take->setObjectName(QStringLiteral("takeRoll"));
    take->setDefault(true);
    auto *row = new QHBoxLayout;
    row->addStretch();
    row->addWidget(take);
    layout->addLayout(row);
    connect(take, &QPushButton::clicked, this, [this, roll, faces, defenderFaces] {
        for (const FacesField *field : {faces, defenderFaces})
            if (field && !field->problem().isEmpty()) {
                m_error->setText(field->problem());
                return;
            }
        RollStep step{roll.kind, roll.unit, faces->facesOrRoll(m_window->dice()), {}};
        if (defenderFaces)
            step.defenderFaces = defenderFaces->facesOrRoll(m_window->dice());
        this->take(step);
    });
    faces->setFocus();
}

void SmcPlay::overPage(QVBoxLayout *layout)
{
    const SmcBattle &b = battle();
    layout->addWidget(heading(tr("The battle is over: %1").arg(standing(b)), m_page));
    addRuleDataAftermath(layout, m_page, m_window, m_error, [this](const Force &force, const QByteArray &after) {
        const Army before = campaignArmy(m_window->document()->campaign(), force);
        const auto army = after.isEmpty() ? Result<Army>(Army{}) : armyFromJson(QJsonDocument::fromJson(after).object(), {});
        if (!army)
            return QString();
        QStringList units;
        for (const Unit &u : before.units) {
            const auto kept = std::find_if(army->units.cbegin(), army->units.cend(),
                                           [&u](const Unit &v) { return v.name == u.name; });
            if (kept == army->units.cend())
                units << tr("%1 destroyed").arg(u.name);
            else if (kept->strength != u.strength)
                units << tr("%1 Magnitude %2 Health %3 to Magnitude %4 Health %5")
                             .arg(u.name)
                             .arg(u.strength.magnitude)
                             .arg(u.strength.health)
                             .arg(kept->strength.magnitude)
                             .arg(kept->strength.health);
        }
        return tr("%1: %2").arg(force.name, units.isEmpty() ? tr("no losses") : units.join(QStringLiteral("; ")));
    });
}

} // namespace muster
