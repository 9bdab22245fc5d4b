#include "D20Play.h"

#include "battle/Chance.h"
#include "D20BoardView.h"
#include "CampaignDocument.h"
#include "DialogSupport.h"
#include "battle/RollField.h"
#include "battle/RuleDataAftermath.h"
#include "battle/d20/D20Json.h"
#include "battle/d20/D20RuleSet.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

namespace muster {

using namespace d20;

namespace {


QString signedNumber(int value)
{
    return value >= 0 ? QStringLiteral("+%1").arg(value) : QStringLiteral("\u2212%1").arg(-value);
}

QLabel *heading(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    QFont font = label->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.1);
    label->setFont(font);
    label->setWordWrap(true);
    return label;
}

QLabel *wrapped(const QString &text, QWidget *parent, const QString &objectName = {})
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    if (!objectName.isEmpty())
        label->setObjectName(objectName);
    return label;
}

QComboBox *facingBox(const QString &objectName, bool withNone, QWidget *parent)
{
    auto *box = new QComboBox(parent);
    box->setObjectName(objectName);
    if (withNone)
        box->addItem(QStringLiteral("\u2013"), -1);
    for (int f = 0; f < 8; ++f)
        box->addItem(facingName(f), f);
    return box;
}

// "Attack +4 against Defense 13 (range increment 3: -4): miss 5%, glancing ..., expected damage 4.2; morale check 5%,
// shatter 4.8%".
QString attackOddsText(const PendingRoll &roll)
{
    const AttackOdds &o = roll.odds;
    QString text = D20Play::tr("d20 %1 against Defense %2").arg(signedNumber(roll.modifier)).arg(roll.defense);
    if (roll.rangePenalty != 0)
        text += D20Play::tr(" (range increment %1: %2)").arg(roll.increment).arg(signedNumber(roll.rangePenalty));
    text += D20Play::tr(": miss %1, glancing %2, hit %3, critical %4, natural 20 %5; expected damage %6 of %7.")
                .arg(formatChance(o.miss), formatChance(o.glancing), formatChance(o.hit), formatChance(o.critical), formatChance(o.natural20))
                .arg(QLocale().toString(o.expectedDamage, 'f', 1))
                .arg(roll.damage);
    if (o.moraleCheck > 0)
        text += D20Play::tr(" Forces a morale check: %1; shatters the target: %2.").arg(formatChance(o.moraleCheck), formatChance(o.shatter));
    return text;
}

} // namespace

D20Play::D20Play(BattleWindow *window) : m_window(window)
{
    m_board = new D20BoardView(this);
    m_board->setObjectName(QStringLiteral("board"));
    m_pageScroll = new QScrollArea(this);
    m_pageScroll->setWidgetResizable(true);
    m_pageScroll->setFrameShape(QFrame::NoFrame);
    m_pageScroll->setMinimumWidth(330);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_board);
    splitter->addWidget(m_pageScroll);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    m_error = newErrorLabel(QStringLiteral("stepError"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_error);
    connect(m_board, &D20BoardView::unitSelected, this, &D20Play::unitPicked);
    connect(m_board, &D20BoardView::moveRequested, this, &D20Play::moveRequested);
    connect(m_board, &D20BoardView::facingRequested, this, &D20Play::facingRequested);
}

D20Battle &D20Play::battle()
{
    return static_cast<D20Session &>(m_window->session()).battle();
}

void D20Play::take(const Step &step)
{
    takeCheckedStep<D20Session>(m_window, step, m_error);
}

void D20Play::showStep()
{
    m_board->setBattle(&battle());
    m_board->setPlanned({}, {}, {});
    m_unit = nullptr;
    m_page = new QWidget;
    auto *layout = new QVBoxLayout(m_page);
    switch (battle().phase()) {
    case Phase::Turn: turnPage(layout); break;
    case Phase::Roll: rollPage(layout, *battle().pendingRoll()); break;
    case Phase::Pursuit: pursuitPage(layout); break;
    case Phase::Over: overPage(layout); break;
    }
    layout->addStretch();
    m_pageScroll->setWidget(m_page);
}

void D20Play::turnPage(QVBoxLayout *layout)
{
    const D20Battle &b = battle();
    const int armyIndex = b.armyToAct();
    const Army &army = b.setup().armies[armyIndex];
    layout->addWidget(heading(tr("Round %1: %2's turn").arg(b.round()).arg(army.name), m_page));

    // Champions first, each once a round, before the army's units.
    bool unitsBegun = false;
    for (int i = 0; i < b.unitCount(armyIndex); ++i)
        unitsBegun = unitsBegun || b.state({armyIndex, i}).activated;
    for (int c = 0; c < army.champions.size(); ++c) {
        if (b.championActed(armyIndex, c) || unitsBegun)
            continue;
        auto *box = new QGroupBox(tr("Champion: %1").arg(army.champions.at(c).name), m_page);
        auto *form = new QFormLayout(box);
        auto *join = new QComboBox(box);
        join->setObjectName(QStringLiteral("join%1").arg(c));
        const QString joined = b.joinedTo(armyIndex, c);
        join->addItem(joined.isEmpty() ? tr("stays on its own") : tr("stays with %1").arg(joined), QVariant());
        if (!joined.isEmpty())
            join->addItem(tr("leaves %1").arg(joined), QString());
        for (int i = 0; i < b.unitCount(armyIndex); ++i)
            if (!b.state({armyIndex, i}).destroyed && army.units.at(i).name != joined)
                join->addItem(tr("joins %1").arg(army.units.at(i).name), army.units.at(i).name);
        form->addRow(tr("Unit:"), join);
        auto *action = new QLineEdit(box);
        action->setObjectName(QStringLiteral("championAction%1").arg(c));
        action->setPlaceholderText(tr("What the champion does, and its effect"));
        form->addRow(tr("Action:"), action);
        auto *act = new QPushButton(tr("Champion Acts"), box);
        act->setObjectName(QStringLiteral("champion%1").arg(c));
        form->addRow(act);
        connect(act, &QPushButton::clicked, this, [this, armyIndex, c, join, action] {
            ChampionStep step{armyIndex, c, std::nullopt, action->text().trimmed()};
            if (!join->currentData().isNull())
                step.join = join->currentData().toString();
            take(step);
        });
        layout->addWidget(box);
    }

    // A unit's turn, planned here and on the board.
    auto *box = new QGroupBox(tr("A unit's turn"), m_page);
    auto *form = new QFormLayout(box);
    m_unit = new QComboBox(box);
    m_unit->setObjectName(QStringLiteral("unit"));
    for (int i = 0; i < b.unitCount(armyIndex); ++i) {
        const UnitState &s = b.state({armyIndex, i});
        if (!s.destroyed && !s.activated)
            m_unit->addItem(s.position == reserve ? tr("%1 (in reserve)").arg(army.units.at(i).name) : army.units.at(i).name, i);
    }
    form->addRow(tr("&Unit:"), m_unit);
    m_face = facingBox(QStringLiteral("face"), false, box);
    m_face->setToolTip(tr("The free facing change, before the move (right-click the token, or [ and ])"));
    form->addRow(tr("&Facing:"), m_face);
    m_moves = new QCheckBox(tr("Moves to"), box);
    m_moves->setObjectName(QStringLiteral("moves"));
    m_column = new QSpinBox(box);
    m_column->setObjectName(QStringLiteral("column"));
    m_column->setRange(0, b.setup().board.columns - 1);
    m_row = new QSpinBox(box);
    m_row->setObjectName(QStringLiteral("row"));
    m_row->setRange(0, b.setup().board.rows - 1);
    auto *moveRow = new QHBoxLayout;
    moveRow->addWidget(m_moves);
    moveRow->addWidget(m_column);
    moveRow->addWidget(m_row);
    form->addRow(tr("Move:"), moveRow);
    m_faceAgain = facingBox(QStringLiteral("faceAgain"), true, box);
    m_faceAgain->setToolTip(tr("A second facing change after the move costs the move"));
    form->addRow(tr("Then face:"), m_faceAgain);
    m_engage = new QListWidget(box);
    m_engage->setObjectName(QStringLiteral("engage"));
    m_engage->setMaximumHeight(70);
    m_engage->setToolTip(tr("Engaging is free: the enemy must stand next to it, in the tile it faces (ranged: in its arc)"));
    form->addRow(tr("Engage:"), m_engage);
    m_action = new QComboBox(box);
    m_action->setObjectName(QStringLiteral("action"));
    m_action->addItem(tr("No action"), int(ActionKind::None));
    m_action->addItem(tr("Attack"), int(ActionKind::Attack));
    m_action->addItem(tr("Disengage"), int(ActionKind::Disengage));
    m_action->addItem(tr("Rest"), int(ActionKind::Rest));
    form->addRow(tr("&Action:"), m_action);
    m_target = new QComboBox(box);
    m_target->setObjectName(QStringLiteral("target"));
    for (int i = 0; i < b.unitCount(1 - armyIndex); ++i)
        if (b.onBoard({1 - armyIndex, i}))
            m_target->addItem(b.unit({1 - armyIndex, i}).name, i);
    form->addRow(tr("&Target:"), m_target);
    m_spared = new QListWidget(box);
    m_spared->setObjectName(QStringLiteral("spared"));
    m_spared->setMaximumHeight(70);
    m_spared->setToolTip(tr("Engaged with more than two, the unit names the two that do not attack as it breaks away"));
    form->addRow(tr("Spared:"), m_spared);
    m_planOdds = wrapped(QString(), box, QStringLiteral("planOdds"));
    form->addRow(m_planOdds);
    auto *activate = new QPushButton(tr("Take the Unit's &Turn"), box);
    activate->setObjectName(QStringLiteral("activate"));
    activate->setDefault(true);
    form->addRow(activate);
    layout->addWidget(box);

    auto *row = new QHBoxLayout;
    auto *end = new QPushButton(tr("End &Battle..."), m_page);
    end->setObjectName(QStringLiteral("endBattle"));
    auto *endTurn = new QPushButton(tr("&End %1's Turn").arg(army.name), m_page);
    endTurn->setObjectName(QStringLiteral("endTurn"));
    row->addWidget(end);
    row->addStretch();
    row->addWidget(endTurn);
    layout->addLayout(row);

    connect(m_unit, &QComboBox::currentIndexChanged, this, [this] {
        if (m_unit->currentIndex() < 0)
            return;
        const UnitRef ref{battle().armyToAct(), m_unit->currentData().toInt()};
        const UnitState &s = battle().state(ref);
        const QSignalBlocker blockFace(m_face), blockMoves(m_moves), blockColumn(m_column), blockRow(m_row);
        m_face->setCurrentIndex(m_face->findData(s.facing));
        m_moves->setChecked(false);
        if (s.position != reserve) {
            m_column->setValue(s.position.x());
            m_row->setValue(s.position.y());
        }
        m_board->select(ref);
        refreshPlan();
    });
    for (QComboBox *combo : {m_face, m_faceAgain, m_action, m_target})
        connect(combo, &QComboBox::currentIndexChanged, this, &D20Play::refreshPlan);
    connect(m_moves, &QCheckBox::toggled, this, &D20Play::refreshPlan);
    connect(m_column, &QSpinBox::valueChanged, this, &D20Play::refreshPlan);
    connect(m_row, &QSpinBox::valueChanged, this, &D20Play::refreshPlan);
    connect(activate, &QPushButton::clicked, this, [this] {
        if (const auto step = planned())
            take(*step);
        else
            m_error->setText(tr("Every unit of this army has had its turn: end the army's turn."));
    });
    connect(endTurn, &QPushButton::clicked, this, [this] { take(EndTurnStep{}); });
    connect(end, &QPushButton::clicked, this, &D20Play::endBattle);
    if (m_unit->count() > 0)
        emit m_unit->currentIndexChanged(0);
}

std::optional<ActivationStep> D20Play::planned() const
{
    if (!m_unit || m_unit->currentIndex() < 0)
        return std::nullopt;
    ActivationStep step;
    step.unit = UnitRef{const_cast<D20Play *>(this)->battle().armyToAct(), m_unit->currentData().toInt()};
    const UnitState &s = const_cast<D20Play *>(this)->battle().state(step.unit);
    if (m_face->currentData().toInt() != s.facing)
        step.face = m_face->currentData().toInt();
    if (m_moves->isChecked())
        step.moveTo = Tile(m_column->value(), m_row->value());
    if (m_faceAgain->currentData().toInt() >= 0)
        step.faceAgain = m_faceAgain->currentData().toInt();
    for (int i = 0; i < m_engage->count(); ++i)
        if (m_engage->item(i)->checkState() == Qt::Checked)
            step.engage << m_engage->item(i)->data(Qt::UserRole).toInt();
    step.action = ActionKind(m_action->currentData().toInt());
    if (step.action == ActionKind::Attack)
        step.target = m_target->currentData().toInt();
    for (int i = 0; i < m_spared->count(); ++i)
        if (m_spared->item(i)->checkState() == Qt::Checked)
            step.spared << m_spared->item(i)->data(Qt::UserRole).toInt();
    return step;
}

void D20Play::refreshPlan()
{
    const auto step = planned();
    if (!step)
        return;
    const D20Battle &b = battle();
    const UnitState &s = b.state(step->unit);
    const Tile at = step->moveTo.value_or(s.position);
    const int facing = step->faceAgain.value_or(step->face.value_or(s.facing));
    m_board->setPlanned(step->unit, step->moveTo, facing);
    // The enemies it could engage from there, keeping what was ticked.
    QList<int> ticked = step->engage;
    m_engage->clear();
    const int enemyArmy = 1 - step->unit.army;
    for (int i = 0; i < b.unitCount(enemyArmy); ++i) {
        if (!b.onBoard({enemyArmy, i}) || b.isEngaged(step->unit, i))
            continue;
        const Tile there = b.state({enemyArmy, i}).position;
        if (at == reserve || distance(at, there) != 1 || !faces(at, facing, there, b.unit(step->unit).type))
            continue;
        auto *item = new QListWidgetItem(b.unit({enemyArmy, i}).name, m_engage);
        item->setData(Qt::UserRole, i);
        item->setCheckState(ticked.contains(i) ? Qt::Checked : Qt::Unchecked);
    }
    const QList<int> engaged = b.engagedWith(step->unit);
    const QList<int> spared = step->spared;
    m_spared->clear();
    if (engaged.size() > 2)
        for (const int e : engaged) {
            auto *item = new QListWidgetItem(b.unit({enemyArmy, e}).name, m_spared);
            item->setData(Qt::UserRole, e);
            item->setCheckState(spared.contains(e) ? Qt::Checked : Qt::Unchecked);
        }
    m_spared->setEnabled(engaged.size() > 2);
    m_target->setEnabled(step->action == ActionKind::Attack);
    if (step->action == ActionKind::Attack && step->target >= 0 && at != reserve) {
        const auto attack = b.attackFrom(step->unit, at, facing, {enemyArmy, step->target}, RollKind::Attack);
        m_planOdds->setText(attack ? attackOddsText(*attack) : attack.error().message);
    } else {
        m_planOdds->clear();
    }
}

void D20Play::unitPicked(std::optional<UnitRef> unit)
{
    if (!m_unit || !unit || unit->army != battle().armyToAct())
        return;
    const int index = m_unit->findData(unit->unit);
    if (index >= 0 && index != m_unit->currentIndex())
        m_unit->setCurrentIndex(index);
}

void D20Play::moveRequested(UnitRef unit, Tile to)
{
    if (!m_unit || unit.army != battle().armyToAct() || m_unit->findData(unit.unit) < 0) {
        m_error->setText(tr("Only a unit of the army whose turn it is, and that has not had its turn, moves now."));
        return;
    }
    m_unit->setCurrentIndex(m_unit->findData(unit.unit));
    m_moves->setChecked(true);
    m_column->setValue(to.x());
    m_row->setValue(to.y());
    m_error->clear();
    refreshPlan();
}

void D20Play::facingRequested(UnitRef unit, int facing)
{
    if (!m_unit || unit.army != battle().armyToAct() || m_unit->findData(unit.unit) < 0)
        return;
    m_unit->setCurrentIndex(m_unit->findData(unit.unit));
    m_face->setCurrentIndex(m_face->findData(facing));
    refreshPlan();
}

void D20Play::endBattle()
{
    bool ok = false;
    const QString reason = QInputDialog::getText(this, tr("End Battle"), tr("Why the battle ends (for the log):"),
                                                 QLineEdit::Normal, tr("the GM ends the battle"), &ok);
    if (ok)
        take(EndStep{reason.trimmed()});
}

void D20Play::rollPage(QVBoxLayout *layout, const PendingRoll &roll)
{
    const D20Battle &b = battle();
    const QString who = b.unit(roll.unit).name;
    auto *die = RollField::die(20, m_page);
    die->setObjectName(QStringLiteral("d20"));
    if (roll.kind == RollKind::Morale) {
        layout->addWidget(heading(tr("Round %1: morale check of %2").arg(b.round()).arg(who), m_page));
        layout->addWidget(wrapped(tr("d20 %1 against DC %2: holds %3, shatters %4.")
                                      .arg(signedNumber(roll.modifier))
                                      .arg(roll.defense)
                                      .arg(formatChance(roll.holds), formatChance(1.0 - roll.holds)),
                                  m_page, QStringLiteral("odds")));
    } else {
        layout->addWidget(heading(tr("Round %1: %2 of %3 on %4").arg(b.round()).arg(rollKindName(roll.kind), who, b.unit(roll.target).name), m_page));
        layout->addWidget(wrapped(attackOddsText(roll), m_page, QStringLiteral("odds")));
    }
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("d20:"), m_page));
    row->addWidget(die);
    auto *take = new QPushButton(tr("&Take the Roll"), m_page);
    take->setObjectName(QStringLiteral("takeRoll"));
    take->setDefault(true);
    row->addWidget(take);
    layout->addLayout(row);
    layout->addWidget(wrapped(tr("Type the d20 from the table, or leave it empty to roll."), m_page));
    connect(take, &QPushButton::clicked, this, [this, die, roll] {
        if (!die->isAcceptable()) {
            m_error->setText(rollFieldsProblem(m_page));
            return;
        }
        this->take(RollStep{roll.kind, roll.unit, die->valueOrRoll(m_window->dice())});
    });
    m_board->select(roll.unit);
    die->setFocus();
}

void D20Play::pursuitPage(QVBoxLayout *layout)
{
    const auto [unit, tile] = *battle().pendingPursuit();
    layout->addWidget(heading(tr("Round %1: %2 may pursue").arg(battle().round()).arg(battle().unit(unit).name), m_page));
    layout->addWidget(wrapped(tr("Pursuing, it moves into column %1, row %2, and is Pursuing until the end of its next turn.")
                                  .arg(tile.x())
                                  .arg(tile.y()),
                              m_page));
    auto *row = new QHBoxLayout;
    auto *pursue = new QPushButton(tr("&Pursue"), m_page);
    pursue->setObjectName(QStringLiteral("pursue"));
    auto *stay = new QPushButton(tr("&Let Them Go"), m_page);
    stay->setObjectName(QStringLiteral("letGo"));
    row->addWidget(pursue);
    row->addWidget(stay);
    layout->addLayout(row);
    connect(pursue, &QPushButton::clicked, this, [this, pursuer = unit] { take(PursuitStep{pursuer, true}); });
    connect(stay, &QPushButton::clicked, this, [this, pursuer = unit] { take(PursuitStep{pursuer, false}); });
    m_board->select(unit);
}

void D20Play::overPage(QVBoxLayout *layout)
{
    layout->addWidget(heading(tr("The battle is over: %1").arg(standing(battle())), m_page));
    addRuleDataAftermath(layout, m_page, m_window, m_error, [this](const Force &force, const QByteArray &after) {
        const Army before = campaignArmy(m_window->document()->campaign(), force);
        Board anywhere;
        anywhere.columns = anywhere.rows = 200;
        const auto army = after.isEmpty() ? Result<Army>(Army{}) : armyFromJson(QJsonDocument::fromJson(after).object(), {}, anywhere);
        if (!army)
            return QString();
        QStringList units;
        for (const Unit &u : before.units) {
            const auto kept = std::find_if(army->units.cbegin(), army->units.cend(), [&u](const Unit &v) { return v.name == u.name; });
            if (kept == army->units.cend())
                units << tr("%1 destroyed").arg(u.name);
            else if (kept->health != u.health)
                units << tr("%1 Health %2 to %3").arg(u.name).arg(u.health).arg(kept->health);
        }
        return tr("%1: %2").arg(force.name, units.isEmpty() ? tr("no losses") : units.join(QStringLiteral("; ")));
    });
}

} // namespace muster
