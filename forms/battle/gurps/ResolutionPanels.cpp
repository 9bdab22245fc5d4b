// The panels that resolve a round: the Strategy roll, the end of the round, and the pursuit.
#include "StepPanels.h"
#include "battle/gurps/EndOfRound.h"

#include "battle/RollField.h"
#include "dice/Dice.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace muster {

using namespace gurps;

namespace {

const char *bandNames[combatResultBands] = {"0", "1-3", "4-6", "7-9", "10-14", "15-19", "20+"};

} // namespace

RollPanel::RollPanel(QWidget *parent) : StepPanel(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *sides = new QHBoxLayout;
    for (int s = 0; s < 2; ++s) {
        auto *box = new QGroupBox;
        auto *form = new QFormLayout(box);
        m_titles.at(size_t(s)) = new QLabel;
        form->addRow(m_titles.at(size_t(s)));
        m_circumstances.at(size_t(s)) = new QSpinBox;
        m_circumstances.at(size_t(s))->setRange(-3, 3);
        m_circumstances.at(size_t(s))->setMaximumWidth(80);
        m_circumstances.at(size_t(s))->setToolTip(tr("The GM's special circumstances, e.g. for a brilliant or stupid plan"));
        form->addRow(tr("Special circumstances:"), m_circumstances.at(size_t(s)));
        m_skills.at(size_t(s)) = new QLabel;
        m_skills.at(size_t(s))->setObjectName(QStringLiteral("effectiveSkill%1").arg(s));
        m_skills.at(size_t(s))->setTextInteractionFlags(Qt::TextSelectableByMouse);
        form->addRow(m_skills.at(size_t(s)));
        m_rolls.at(size_t(s)) = new RollField(3, 0);
        m_rolls.at(size_t(s))->setObjectName(QStringLiteral("strategyRoll%1").arg(s));
        form->addRow(tr("Strategy roll (3d):"), m_rolls.at(size_t(s)));
        sides->addWidget(box);
        connect(m_circumstances.at(size_t(s)), &QSpinBox::valueChanged, this, &RollPanel::updateSkills);
    }
    layout->addLayout(sides);
    layout->addWidget(new QLabel(tr("Chance of each Combat Results Table row, by margin of victory:")));
    m_odds = new QTableWidget(2, combatResultBands + 2);
    m_odds->setObjectName(QStringLiteral("roundOdds"));
    m_odds->setEditTriggers(QAbstractItemView::NoEditTriggers);
    QStringList headers;
    for (const char *band : bandNames)
        headers << QString::fromLatin1(band);
    headers[0] = tr("Skirmish won by 0");
    headers << tr("tie") << tr("wins");
    m_odds->setHorizontalHeaderLabels(headers);
    for (int band = 0; band < combatResultBands; ++band) {
        m_odds->horizontalHeaderItem(band)->setToolTip(
            tr("The chance that this side wins the contest by a margin of %1: that row of the Combat Results Table")
                .arg(QString::fromLatin1(bandNames[band])));
    }
    m_odds->horizontalHeaderItem(combatResultBands)->setToolTip(tr("The chance that the contest is tied"));
    m_odds->horizontalHeaderItem(combatResultBands + 1)
        ->setToolTip(tr("The chance that this side wins the contest, by any margin"));
    m_odds->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_odds->setFixedHeight(m_odds->horizontalHeader()->sizeHint().height() + 2 * m_odds->verticalHeader()->defaultSectionSize() + 4);
    layout->addWidget(m_odds);
    layout->addStretch();
}

void RollPanel::load(const BattleEngine &engine)
{
    m_engine = &engine;
    const RoundRecord *r = engine.currentRound();
    for (int s = 0; s < 2; ++s) {
        m_titles.at(size_t(s))->setText(tr("<b>%1</b>: %2").arg(sideLabel(engine.setup(), s), strategyChoiceName(r->fought.at(size_t(s)))));
        m_circumstances.at(size_t(s))->setValue(0);
        m_rolls.at(size_t(s))->setTypedValue(std::nullopt);
    }
    m_odds->setVerticalHeaderLabels({sideLabel(engine.setup(), 0), sideLabel(engine.setup(), 1)});
    updateSkills();
}

void RollPanel::updateSkills()
{
    if (!m_engine)
        return;
    const std::array<int, 2> circumstances = {m_circumstances[0]->value(), m_circumstances[1]->value()};
    const auto skills = m_engine->effectiveSkills(circumstances);
    for (int s = 0; s < 2; ++s) {
        m_skills.at(size_t(s))->setToolTip(skills.at(size_t(s)).explain());
        m_skills.at(size_t(s))->setText(skills.at(size_t(s)).explain().toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br>")));
    }
    const ContestOdds odds = m_engine->roundOdds(circumstances);
    for (int s = 0; s < 2; ++s) {
        for (int b = 0; b < combatResultBands; ++b)
            m_odds->setItem(s, b, new QTableWidgetItem(formatChance(odds.bands.at(size_t(s)).at(size_t(b)))));
        m_odds->setItem(s, combatResultBands, new QTableWidgetItem(formatChance(odds.tie)));
        m_odds->setItem(s, combatResultBands + 1, new QTableWidgetItem(formatChance(odds.win.at(size_t(s)))));
    }
    // Only a Skirmish can win by a margin halved to 0.
    m_odds->setColumnHidden(0, odds.bands[0][0] == 0 && odds.bands[1][0] == 0);
}

Result<Decision> RollPanel::decision(dice::DiceSource &dice)
{
    RollContest d;
    for (int s = 0; s < 2; ++s) {
        d.circumstances.at(size_t(s)) = m_circumstances.at(size_t(s))->value();
        d.rolls.at(size_t(s)) = takeRoll(m_rolls.at(size_t(s)), dice, d.typed, rollField::ofSide("rolls", s));
    }
    return Decision(d);
}

QString RollPanel::actionText() const
{
    return tr("&Roll the Contest");
}

EndRoundPanel::EndRoundPanel(QWidget *parent) : StepPanel(parent)
{
    auto *layout = new QVBoxLayout(this);
    m_result = new QLabel;
    m_result->setObjectName(QStringLiteral("roundResult"));
    m_result->setWordWrap(true);
    layout->addWidget(m_result);
    m_raid = new QCheckBox(tr("The raider strikes the enemy's &logistic force instead"));
    layout->addWidget(m_raid);
    layout->addWidget(new QLabel(tr("Misfortunes of War: a roll at or under the chance means injury (2d-1 HP), or on "
                                    "a critical, surrender or 6d HP.")));
    m_grid = new QGridLayout;
    m_grid->addWidget(new QLabel(tr("<b>Person</b>")), 0, 0);
    m_grid->addWidget(new QLabel(tr("<b>Chance</b>")), 0, 1);
    m_grid->addWidget(new QLabel(tr("<b>Roll (3d)</b>")), 0, 2);
    m_grid->addWidget(new QLabel(tr("<b>Surrender on a critical</b>")), 0, 3);
    m_grid->addWidget(new QLabel(tr("<b>Injury</b>")), 0, 4);
    layout->addLayout(m_grid);
    auto *form = new QFormLayout;
    for (int s = 0; s < 2; ++s) {
        m_successorLabels.at(size_t(s)) = new QLabel;
        m_successor.at(size_t(s)) = new RollField(3, 0);
        m_successor.at(size_t(s))->setObjectName(QStringLiteral("successorRoll%1").arg(s));
        form->addRow(m_successorLabels.at(size_t(s)), m_successor.at(size_t(s)));
        m_rallyLabels.at(size_t(s)) = new QLabel;
        m_rally.at(size_t(s)) = new RollField(3, 0);
        m_rally.at(size_t(s))->setObjectName(QStringLiteral("rallyRoll%1").arg(s));
        form->addRow(m_rallyLabels.at(size_t(s)), m_rally.at(size_t(s)));
    }
    layout->addLayout(form);
    layout->addStretch();
    connect(m_raid, &QCheckBox::toggled, this, &EndRoundPanel::updateChances);
}

void EndRoundPanel::load(const BattleEngine &engine)
{
    m_engine = &engine;
    const RoundRecord *r = engine.currentRound();
    const RoundOutcome &o = r->outcome;
    const QString side0 = sideLabel(engine.setup(), 0), side1 = sideLabel(engine.setup(), 1);
    const QString winner = o.winner < 0 ? tr("A tie") : tr("%1 wins by %2").arg(sideLabel(engine.setup(), o.winner)).arg(o.marginOfVictory);
    m_result->setText(tr("<b>%1.</b> Skills %2 and %3, rolls %4 and %5. Casualties this round: %6 %7%, %8 %9%.")
                          .arg(winner)
                          .arg(r->skills[0].total())
                          .arg(r->skills[1].total())
                          .arg(r->rolls[0])
                          .arg(r->rolls[1])
                          .arg(side0)
                          .arg(o.casualties[0])
                          .arg(side1)
                          .arg(o.casualties[1]));
    m_raid->setVisible(engine.raidCanStrikeLogistics());
    m_raid->setChecked(false);
    qDeleteAll(m_rowWidgets);
    m_rowWidgets.clear();
    m_rows.clear();
    int gridRow = 1;
    for (int s = 0; s < 2; ++s) {
        const SideSetup &side = engine.setup().sides.at(size_t(s));
        for (int p = 0; p < side.people.size(); ++p) {
            if (!engine.isIn(s, p))
                continue;
            auto *name = new QLabel(tr("%1 (%2)").arg(side.people.at(p).name, sideLabel(engine.setup(), s)));
            auto *chance = new QLabel;
            auto *roll = new RollField(3, 0);
            roll->setObjectName(QStringLiteral("misfortune%1_%2").arg(s).arg(p));
            auto *surrender = new QCheckBox;
            auto *injury = new RollField(1, 36, tr("2d-1 or 6d"));
            injury->setObjectName(QStringLiteral("injury%1_%2").arg(s).arg(p));
            m_grid->addWidget(name, gridRow, 0);
            m_grid->addWidget(chance, gridRow, 1);
            m_grid->addWidget(roll, gridRow, 2);
            m_grid->addWidget(surrender, gridRow, 3);
            m_grid->addWidget(injury, gridRow, 4);
            m_rowWidgets << name << chance << roll << surrender << injury;
            m_rows << Row{s, p, chance, roll, surrender, injury};
            ++gridRow;
        }
        const int successor = engine.successorOf(s);
        m_successorLabels.at(size_t(s))->setText(
            successor >= 0 ? tr("If %1 falls, %2 takes command: Leadership roll at %3 or less")
                                 .arg(engine.commander(s).name, side.people.at(successor).name)
                                 .arg(side.people.at(successor).leadership)
                           : tr("%1 has no successor: add people to the side if the commander may fall.").arg(sideLabel(engine.setup(), s)));
        m_successor.at(size_t(s))->setTypedValue(std::nullopt);
        m_successor.at(size_t(s))->setVisible(successor >= 0);
        const bool rallies = engine.rallies(s);
        m_rallyLabels.at(size_t(s))->setVisible(rallies);
        m_rally.at(size_t(s))->setVisible(rallies);
        m_rally.at(size_t(s))->setTypedValue(std::nullopt);
        m_rallyLabels.at(size_t(s))->setText(tr("%1 rallies: Leadership-2 at %2 or less").arg(sideLabel(engine.setup(), s)).arg(engine.commander(s).leadership - 2));
    }
    updateChances();
}

void EndRoundPanel::updateChances()
{
    for (const Row &row : std::as_const(m_rows))
        row.chance->setText(tr("%1 or less").arg(m_engine->misfortuneChance(row.side, row.person, m_raid->isChecked())));
}

Result<Decision> EndRoundPanel::decision(dice::DiceSource &dice)
{
    const auto rowOf = [this](int side, int person) -> const Row * {
        for (const Row &row : std::as_const(m_rows)) {
            if (row.side == side && row.person == person)
                return &row;
        }
        return nullptr;
    };
    // The rules decide which rolls are needed (EndOfRound.h); each comes from its field, typed or rolled
    // there and shown.
    EndOfRoundChoices choices;
    choices.raidOnLogistics = m_raid->isVisible() && m_raid->isChecked();
    choices.surrenders = [&rowOf](int side, int person) {
        const Row *row = rowOf(side, person);
        return row && row->surrender->isChecked();
    };
    const auto take = [&dice](RollField *field) {
        const int roll = field->valueOrRoll(dice);
        return TakenRoll{roll, field->isTyped()};
    };
    choices.roll = [&](EndOfRoundRoll what, int side, int person, int dieCount, int add) {
        const Row *row = rowOf(side, person);
        switch (what) {
        case EndOfRoundRoll::Misfortune:
            return row ? take(row->roll) : TakenRoll{dice.roll(dieCount) + add};
        case EndOfRoundRoll::Injury:
            if (!row)
                return TakenRoll{dice.roll(dieCount) + add};
            row->injury->setDice(dieCount, add);
            return take(row->injury);
        case EndOfRoundRoll::Successor:
            return take(m_successor.at(size_t(side)));
        case EndOfRoundRoll::Rally:
            break;
        }
        return take(m_rally.at(size_t(side)));
    };
    return Decision(endOfRound(*m_engine, choices));
}

QString EndRoundPanel::actionText() const
{
    return tr("&End the Round");
}

PursuitPanel::PursuitPanel(QWidget *parent) : StepPanel(parent)
{
    auto *layout = new QFormLayout(this);
    m_text = new QLabel;
    m_text->setWordWrap(true);
    layout->addRow(m_text);
    m_leadership = new RollField(3, 0);
    m_leadership->setObjectName(QStringLiteral("pursuitLeadership"));
    layout->addRow(tr("Winner's Leadership roll:"), m_leadership);
    m_pursue = new QRadioButton(tr("&Pursue: +5% enemy casualties (+5% each for Cavalry and Air superiority) and "
                                   "1d x 5% of its logistic force"));
    m_hold = new QRadioButton(tr("&Hold the field: 5% fewer casualties for the winner"));
    m_pursue->setChecked(true);
    layout->addRow(tr("If it succeeds:"), m_pursue);
    layout->addRow(QString(), m_hold);
    m_reaction = new RollField(1, 0);
    layout->addRow(tr("If it fails, the troops' reaction (1d: 1-3 pursue, 4-6 hold):"), m_reaction);
    m_logistics = new RollField(1, 0);
    layout->addRow(tr("Logistics lost when pursued (1d x 5%):"), m_logistics);
}

void PursuitPanel::load(const BattleEngine &engine)
{
    m_engine = &engine;
    const int winner = engine.pursuingSide();
    m_text->setText(tr("%1 retreats with forces intact. %2 may try to control the troops with a Leadership roll "
                       "(%3 or less).")
                        .arg(sideLabel(engine.setup(), otherSide(winner)), engine.commander(winner).name)
                        .arg(engine.commander(winner).leadership));
    for (RollField *f : {m_leadership, m_reaction, m_logistics})
        f->setTypedValue(std::nullopt);
}

Result<Decision> PursuitPanel::decision(dice::DiceSource &dice)
{
    Pursuit d;
    const int winner = m_engine->pursuingSide();
    d.leadershipRoll = takeRoll(m_leadership, dice, d.typed, QStringLiteral("leadership_roll"));
    d.pursue = m_pursue->isChecked();
    const bool controlled = dice::succeeded(dice::successRoll(m_engine->commander(winner).leadership, *d.leadershipRoll));
    bool pursues = d.pursue;
    if (!controlled) {
        d.reactionRoll = takeRoll(m_reaction, dice, d.typed, QStringLiteral("reaction_roll"));
        pursues = *d.reactionRoll <= 3;
    }
    if (pursues)
        d.logisticsRoll = takeRoll(m_logistics, dice, d.typed, QStringLiteral("logistics_roll"));
    return Decision(d);
}

QString PursuitPanel::actionText() const
{
    return tr("&Resolve the Pursuit");
}

} // namespace muster
