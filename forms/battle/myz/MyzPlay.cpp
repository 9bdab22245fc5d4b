#include "MyzPlay.h"

#include "battle/Chance.h"
#include "battle/FacesField.h"
#include "battle/RuleDataAftermath.h"
#include "PersonRollBox.h"
#include "CampaignDocument.h"
#include "battle/myz/MyzJson.h"
#include "battle/myz/MyzRuleSet.h"
#include "battle/myz/forecast/PushedWave.h"
#include "dice/PoolCounts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

namespace muster {

using namespace myz;

namespace {

QVBoxLayout *pageLayout(QWidget *page)
{
    return static_cast<QVBoxLayout *>(page->layout());
}

QLabel *heading(const QString &text)
{
    auto *label = new QLabel(QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()));
    label->setObjectName(QStringLiteral("phaseHeading"));
    return label;
}


} // namespace

MyzPlay::MyzPlay(BattleWindow *window) : m_window(window)
{
    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("stepError"));
    m_error->setStyleSheet(QStringLiteral("color: #c62828"));
    m_error->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_scroll, 1);
    layout->addWidget(m_error);
}

MyzBattle &MyzPlay::battle()
{
    return static_cast<MyzSession &>(m_window->session()).battle();
}

void MyzPlay::take(const Step &step)
{
    takeCheckedStep<MyzSession>(m_window, step, m_error);
}

QPushButton *MyzPlay::addTakeButton(const QString &text, const QString &objectName,
                                    std::function<std::optional<Step>(QString &)> make)
{
    auto *button = new QPushButton(text, m_page);
    button->setObjectName(objectName);
    button->setDefault(true);
    auto *row = new QHBoxLayout;
    row->addStretch();
    row->addWidget(button);
    pageLayout(m_page)->addLayout(row);
    connect(button, &QPushButton::clicked, this, [this, make] {
        QString problem;
        const std::optional<Step> step = make(problem);
        if (!step) {
            m_error->setText(problem);
            return;
        }
        take(*step);
    });
    return button;
}

void MyzPlay::showStep()
{
    m_page = new QWidget;
    auto *layout = new QVBoxLayout(m_page);
    m_error->clear();
    switch (battle().phase()) {
    case Phase::Reconnaissance: reconnaissancePage(); break;
    case Phase::Initiative: initiativePage(); break;
    case Phase::Risk: riskPage(); break;
    case Phase::Strategy: strategyPage(); break;
    case Phase::Action: actionPage(); break;
    case Phase::Battle: battlePage(); break;
    case Phase::Support: supportPage(); break;
    case Phase::End: endPage(); break;
    case Phase::Successor: successorPage(); break;
    case Phase::Over: overPage(); break;
    }
    layout->addStretch();
    m_scroll->setWidget(m_page); // deletes the page before
}

void MyzPlay::reconnaissancePage()
{
    const MyzBattle &b = battle();
    auto *layout = pageLayout(m_page);
    layout->addWidget(heading(tr("Reconnaissance: the leaders' opposed COMPREHEND")));
    auto *environment = new QComboBox(m_page);
    environment->setObjectName(QStringLiteral("environment"));
    for (const Environment e : allEnvironments())
        environment->addItem(QStringLiteral("%1 (%2)").arg(environmentName(e)).arg(environmentBaseRating(e)), int(e));
    environment->setCurrentIndex(environment->findData(int(Environment::Ruins)));
    auto *night = new QCheckBox(tr("At &night (rating halved, rounded up)"), m_page);
    auto *weather = new QCheckBox(tr("Bad &weather (rating -1)"), m_page);
    auto *form = new QFormLayout;
    form->addRow(tr("Environment:"), environment);
    form->addRow(night);
    form->addRow(weather);
    layout->addLayout(form);
    struct SideFields
    {
        QList<QCheckBox *> factors;
        FacesField *base;
        FacesField *skill;
    };
    auto sides = std::make_shared<std::array<SideFields, 2>>();
    auto *row = new QVBoxLayout; // one side under the other: the play area is narrow beside the log
    const QStringList factorNames{tr("Scout or recon unit (+1, else -1)"), tr("Home territory (+1)"),
                                  tr("Defensive position (+1)"),       tr("Only flying units (-1)"),
                                  tr("Many motorized vehicles (-1)"),   tr("Forced march (-1)")};
    for (int side = 0; side < 2; ++side) {
        auto *box = new QGroupBox(b.setup().factions[side].name, m_page);
        auto *boxLayout = new QFormLayout(box);
        SideFields &fields = (*sides)[side];
        for (const QString &name : factorNames) {
            auto *check = new QCheckBox(name, box);
            fields.factors << check;
            boxLayout->addRow(check);
        }
        fields.factors[0]->setChecked(b.setup().factions[side].projects.contains(ArkProject::HuntingParty));
        fields.base = new FacesField(QStringLiteral("recon%1_base").arg(side), box);
        fields.skill = new FacesField(QStringLiteral("recon%1_skill").arg(side), box);
        boxLayout->addRow(tr("Base Dice:"), fields.base);
        boxLayout->addRow(tr("Skill Dice:"), fields.skill);
        row->addWidget(box);
    }
    layout->addLayout(row);
    auto *ambush = new QCheckBox(tr("The winner sets an &ambush (margin at least the rating)"), m_page);
    ambush->setObjectName(QStringLiteral("ambush"));
    layout->addWidget(ambush);
    const auto factorsOf = [sides](int side) {
        const auto &f = (*sides)[side].factors;
        return ReconFactors{f[0]->isChecked(), f[1]->isChecked(), f[2]->isChecked(),
                            f[3]->isChecked(), f[4]->isChecked(), f[5]->isChecked()};
    };
    const auto updateCounts = [this, sides, factorsOf] {
        for (int side = 0; side < 2; ++side) {
            const SkillRoll pool = battle().reconPool(side, factorsOf(side));
            (*sides)[side].base->setCount(pool.baseDice);
            (*sides)[side].skill->setCount(std::abs(pool.skillDice));
        }
    };
    for (int side = 0; side < 2; ++side)
        for (QCheckBox *check : (*sides)[side].factors)
            connect(check, &QCheckBox::toggled, this, updateCounts);
    updateCounts();
    addTakeButton(tr("Roll &Reconnaissance"), QStringLiteral("takeStep"), [=, this](QString &problem) -> std::optional<Step> {
        ReconStep step;
        step.environment = Environment(environment->currentData().toInt());
        step.night = night->isChecked();
        step.badWeather = weather->isChecked();
        step.ambush = ambush->isChecked();
        for (int side = 0; side < 2; ++side) {
            problem = (*sides)[side].base->problem() + (*sides)[side].skill->problem();
            if (!problem.isEmpty())
                return std::nullopt;
            step.factors[side] = factorsOf(side);
            SkillRoll roll = battle().reconPool(side, step.factors[side]);
            roll.typed = (*sides)[side].base->isTyped();
            roll.base = toFaces((*sides)[side].base->facesOrRoll(m_window->dice()));
            roll.skill = toFaces((*sides)[side].skill->facesOrRoll(m_window->dice()));
            step.rolls[side] = roll;
        }
        return step;
    });
}

void MyzPlay::initiativePage()
{
    auto *layout = pageLayout(m_page);
    layout->addWidget(heading(tr("Initiative: each leader rolls a die")));
    auto *form = new QFormLayout;
    std::array<FacesField *, 2> rolls{};
    for (int side = 0; side < 2; ++side) {
        rolls[side] = new FacesField(QStringLiteral("initiative%1").arg(side), m_page);
        rolls[side]->setCount(1);
        form->addRow(battle().setup().factions[side].name + QLatin1Char(':'), rolls[side]);
    }
    auto *tie = new QComboBox(m_page);
    tie->addItem(battle().setup().factions[0].name, 0);
    tie->addItem(battle().setup().factions[1].name, 1);
    form->addRow(tr("On a tie, first:"), tie);
    layout->addLayout(form);
    addTakeButton(tr("Roll &Initiative"), QStringLiteral("takeStep"), [=, this](QString &problem) -> std::optional<Step> {
        problem = rolls[0]->problem() + rolls[1]->problem();
        if (!problem.isEmpty())
            return std::nullopt;
        InitiativeStep step;
        for (int side = 0; side < 2; ++side)
            step.rolls[side] = dice::DieRoll{6, rolls[side]->facesOrRoll(m_window->dice()).value(0, 1), rolls[side]->isTyped()};
        step.first = step.rolls[0].face == step.rolls[1].face ? tie->currentData().toInt()
                                                              : (step.rolls[0].face > step.rolls[1].face ? 0 : 1);
        return step;
    });
}

void MyzPlay::riskPage()
{
    auto *layout = pageLayout(m_page);
    layout->addWidget(heading(tr("Wave %1, Risk Phase").arg(battle().waveNumber())));
    auto *hint = new QLabel(tr("Cowardly PCs and those held in reserve: at most +1. Overconfident: at least -1. "
                               "Berserk: at least 0."), m_page);
    hint->setWordWrap(true);
    layout->addWidget(hint);
    auto spins = std::make_shared<std::array<QList<QSpinBox *>, 2>>();
    auto *row = new QVBoxLayout;
    for (int side = 0; side < 2; ++side) {
        const Faction &f = battle().setup().factions[side];
        auto *box = new QGroupBox(f.name, m_page);
        auto *form = new QFormLayout(box);
        for (int i = 0; i < f.people.size(); ++i) {
            auto *spin = new QSpinBox(box);
            spin->setObjectName(QStringLiteral("risk%1_%2").arg(side).arg(i));
            spin->setRange(-3, 3);
            spin->setToolTip(tr("Added to every skill roll this Wave, and to the Retaliation's dice"));
            (*spins)[side] << spin;
            form->addRow(f.people.at(i).name + QLatin1Char(':'), spin);
        }
        row->addWidget(box);
    }
    layout->addLayout(row);
    addTakeButton(tr("Set &Risks"), QStringLiteral("takeStep"), [spins](QString &) -> std::optional<Step> {
        RiskStep step;
        for (int side = 0; side < 2; ++side)
            for (QSpinBox *spin : (*spins)[side])
                step.risk[side] << spin->value();
        return step;
    });
}

void MyzPlay::strategyPage()
{
    const MyzBattle &b = battle();
    auto *layout = pageLayout(m_page);
    layout->addWidget(heading(tr("Wave %1, Strategy Phase: each leader's secret choice").arg(b.waveNumber())));
    std::array<QComboBox *, 2> boxes{};
    std::array<QSpinBox *, 2> circumstances{};
    auto *row = new QVBoxLayout;
    for (int side = 0; side < 2; ++side) {
        auto *group = new QGroupBox(b.setup().factions[side].name, m_page);
        auto *form = new QFormLayout(group);
        boxes[side] = new QComboBox(group);
        boxes[side]->setObjectName(QStringLiteral("strategy%1").arg(side));
        for (const Strategy s : b.legalStrategies(side)) {
            boxes[side]->addItem(strategyName(s), int(s));
            boxes[side]->setItemData(boxes[side]->count() - 1, strategyEffect(s), Qt::ToolTipRole);
        }
        circumstances[side] = new QSpinBox(group);
        circumstances[side]->setRange(-3, 3);
        circumstances[side]->setToolTip(tr("The GM's Strategy Dice for any other factor: a brilliant or a stupid plan"));
        form->addRow(tr("Strategy:"), boxes[side]);
        form->addRow(tr("Special circumstances:"), circumstances[side]);
        if (b.faction(side).confused)
            form->addRow(new QLabel(tr("CONFUSED: only Rally or Full Retreat")));
        row->addWidget(group);
    }
    layout->addLayout(row);
    auto *accepted = new QCheckBox(tr("A Parley is &accepted (the Wave stops)"), m_page);
    accepted->setObjectName(QStringLiteral("parleyAccepted"));
    layout->addWidget(accepted);
    addTakeButton(tr("Reveal &Strategies"), QStringLiteral("takeStep"), [=](QString &) -> std::optional<Step> {
        StrategyStep step;
        for (int side = 0; side < 2; ++side) {
            step.chosen[side] = Strategy(boxes[side]->currentData().toInt());
            step.circumstances[side] = circumstances[side]->value();
        }
        step.parleyAccepted = accepted->isChecked();
        return step;
    });
}

void MyzPlay::actionPage()
{
    const MyzBattle &b = battle();
    const int side = b.sideToAct();
    auto *layout = pageLayout(m_page);
    layout->addWidget(heading(tr("Wave %1, Action Phase: %2").arg(b.waveNumber()).arg(b.setup().factions[side].name)));
    auto *kind = new QComboBox(m_page);
    kind->setObjectName(QStringLiteral("actionKind"));
    kind->addItem(tr("No action"), int(ActionKind::None));
    kind->addItem(tr("Remarkable Action (+1 Strategy Die per six, at most 4)"), int(ActionKind::Remarkable));
    kind->addItem(tr("Commando Operation (each six removes a foe's Strategy Die)"), int(ActionKind::Commando));
    kind->addItem(tr("GM's dice for NPCs"), int(ActionKind::GmDice));
    layout->addWidget(kind);
    const int assailant = b.setup().factions[side].rollerFor(Position::Assailant);
    auto *roll = new PersonRollBox(tr("The assailant's roll"), b, side,
                                   {Skill::Assault, Skill::Calculate, Skill::Command, Skill::Fight, Skill::Inspire,
                                    Skill::Shoot, Skill::Sneak},
                                   assailant, 0, QStringLiteral("action"), m_page);
    layout->addWidget(roll);
    auto *form = new QFormLayout;
    auto *gmDice = new QSpinBox(m_page);
    gmDice->setRange(0, 4);
    gmDice->setValue(1);
    auto *supportDamage = new QSpinBox(m_page);
    supportDamage->setRange(0, 15);
    supportDamage->setToolTip(tr("Pairs of sixes spent to damage the foe's Support Dice instead"));
    form->addRow(tr("GM's Strategy Dice:"), gmDice);
    form->addRow(tr("Support Dice damaged (pairs):"), supportDamage);
    layout->addLayout(form);
    const auto showKind = [=] {
        const auto k = ActionKind(kind->currentData().toInt());
        roll->setVisible(k == ActionKind::Remarkable || k == ActionKind::Commando);
        gmDice->setEnabled(k == ActionKind::GmDice);
        supportDamage->setEnabled(k == ActionKind::Commando);
    };
    connect(kind, &QComboBox::currentIndexChanged, this, showKind);
    showKind();
    addTakeButton(tr("Take &Action"), QStringLiteral("takeStep"), [=, this](QString &problem) -> std::optional<Step> {
        ActionStep step;
        step.side = side;
        step.kind = ActionKind(kind->currentData().toInt());
        if (step.kind == ActionKind::Remarkable || step.kind == ActionKind::Commando) {
            problem = roll->problem();
            if (!problem.isEmpty())
                return std::nullopt;
            step.roll = roll->roll(m_window->dice());
        }
        step.gmDice = step.kind == ActionKind::GmDice ? gmDice->value() : 0;
        step.supportDamage = step.kind == ActionKind::Commando ? supportDamage->value() : 0;
        return step;
    });
}

QWidget *MyzPlay::poolsBox()
{
    const MyzBattle &b = battle();
    const WaveRecord &w = b.wave();
    auto *box = new QWidget(m_page);
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    for (int side = 0; side < 2; ++side) {
        const BattlePool &pool = w.pools[side];
        QStringList lines;
        for (const PoolLine &line : pool.lines)
            lines << poolLineText(line).toHtmlEscaped();
        auto *label = new QLabel(QStringLiteral("<b>%1</b>: %2<br>%3")
                                     .arg(b.setup().factions[side].name.toHtmlEscaped(),
                                          tr("%1 Battle, %2 Strategy, %3 Support Dice (%4)")
                                              .arg(pool.battle)
                                              .arg(pool.strategy)
                                              .arg(pool.support)
                                              .arg(strategyName(w.fought[side]))
                                              .toHtmlEscaped(),
                                          lines.join(QStringLiteral("<br>"))),
                                 box);
        label->setObjectName(QStringLiteral("pool%1").arg(side));
        label->setWordWrap(true);
        label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
        row->addWidget(label, 1);
    }
    return box;
}

void MyzPlay::battlePage()
{
    const MyzBattle &b = battle();
    const WaveRecord &w = b.wave();
    auto *layout = pageLayout(m_page);
    layout->addWidget(heading(tr("Wave %1, Battle Phase").arg(b.waveNumber())));
    layout->addWidget(poolsBox());
    if (!w.roll) {
        // Before the roll: the exact chances from the pools as they stand, no pushes.
        const WaveOdds odds = waveOdds({w.pools[0].dice(), w.pools[1].dice()}, w.fought, {b.faction(0).feints, b.faction(1).feints});
        QStringList rows;
        for (int side = 0; side < 2; ++side) {
            QStringList parts;
            for (int r = 1; r <= 4; ++r)
                parts << QStringLiteral("%1 %2").arg(resultRowName(ResultRow(r)), formatChance(odds.rows[side][r]));
            rows << tr("%1 rolls more sixes: %2; wins: %3")
                        .arg(b.setup().factions[side].name, formatChance(odds.moreSixes[side]), parts.join(QStringLiteral(", ")));
        }
        rows << tr("Inconclusive: %1").arg(formatChance(odds.inconclusive));
        auto *oddsLabel = new QLabel(rows.join(QLatin1Char('\n')), m_page);
        oddsLabel->setObjectName(QStringLiteral("odds"));
        oddsLabel->setWordWrap(true);
        layout->addWidget(oddsLabel);
        // The same once both leaders push while behind, the program's way of playing a leader: how far pushing moves
        // the odds, at the price of Battle Dice lost.
        const PushedWaveOdds pushed = pushedWaveOdds(b, {PushPolicy::WhileBehind, PushPolicy::WhileBehind});
        QStringList sides;
        for (int side = 0; side < 2; ++side) {
            double wins = 0;
            for (int r = 1; r <= 4; ++r)
                wins += pushed.rows[side][r];
            double lost = 0;
            for (size_t k = 0; k < pushed.losses[side].size(); ++k)
                lost += double(k) * pushed.losses[side][k];
            sides << tr("%1 wins %2 (%3 pushes, %4 Battle Dice lost on average)")
                         .arg(b.setup().factions[side].name, formatChance(wins), QLocale().toString(pushed.expectedPushes[side], 'f', 1),
                              QLocale().toString(lost, 'f', 1));
        }
        auto *pushedLabel = new QLabel(tr("If each leader pushes while behind: %1; %2; Inconclusive %3")
                                           .arg(sides[0], sides[1], formatChance(pushed.inconclusive)),
                                       m_page);
        pushedLabel->setObjectName(QStringLiteral("pushedOdds"));
        pushedLabel->setWordWrap(true);
        layout->addWidget(pushedLabel);
        auto fields = std::make_shared<std::array<std::array<FacesField *, 3>, 2>>();
        auto *form = new QFormLayout;
        const QStringList kinds{QStringLiteral("battle"), QStringLiteral("strategy"), QStringLiteral("support")};
        for (int side = 0; side < 2; ++side) {
            const int counts[3] = {w.pools[side].battle, w.pools[side].strategy, w.pools[side].support};
            const QString labels[3] = {tr("Battle Dice"), tr("Strategy Dice"), tr("Support Dice")};
            for (int k = 0; k < 3; ++k) {
                (*fields)[side][k] = new FacesField(QStringLiteral("roll%1_%2").arg(side).arg(kinds[k]), m_page);
                (*fields)[side][k]->setCount(counts[k]);
                form->addRow(QStringLiteral("%1, %2:").arg(b.setup().factions[side].name, labels[k]), (*fields)[side][k]);
            }
        }
        layout->addLayout(form);
        addTakeButton(tr("&Roll the Pools"), QStringLiteral("takeStep"), [fields, this](QString &problem) -> std::optional<Step> {
            RollStep step;
            for (const auto &side : *fields)
                for (FacesField *field : side)
                    if (problem = field->problem(); !problem.isEmpty())
                        return std::nullopt;
            for (int side = 0; side < 2; ++side) {
                step.typed = step.typed || (*fields)[side][0]->isTyped();
                step.pools[side] = PoolFaces{toFaces((*fields)[side][0]->facesOrRoll(m_window->dice())),
                                             toFaces((*fields)[side][1]->facesOrRoll(m_window->dice())),
                                             toFaces((*fields)[side][2]->facesOrRoll(m_window->dice()))};
            }
            return step;
        });
        return;
    }
    // After the roll: the dice as they lie, a push for each leader in initiative order, and Settle.
    layout->addWidget(new QLabel(facesLegend(), m_page));
    for (const int side : b.initiativeOrder()) {
        const PoolFaces &faces = w.faces[side];
        auto *group = new QGroupBox(b.setup().factions[side].name, m_page);
        auto *form = new QFormLayout(group);
        const int sixes = poolSixes(faces);
        auto *dice = new QLabel(tr("Battle %1 | Strategy %2 | Support %3: %4")
                                    .arg(facesText(faces.battle, DieKind::Battle), facesText(faces.strategy, DieKind::Strategy),
                                         facesText(faces.support, DieKind::Support),
                                         sixes == 1 ? tr("1 six") : tr("%1 sixes").arg(sixes)),
                                group);
        dice->setObjectName(QStringLiteral("faces%1").arg(side));
        QFont big = dice->font();
        big.setPointSizeF(big.pointSizeF() * 1.4);
        dice->setFont(big);
        form->addRow(dice);
        auto *reroll = new FacesField(QStringLiteral("push%1").arg(side), group);
        reroll->setCount(b.canPush(side) ? b.rerollCount(side) : 0);
        auto *push = new QPushButton(tr("&Push (gives up a Strategy Die)"), group);
        if (side == 1)
            push->setText(tr("P&ush (gives up a Strategy Die)"));
        push->setObjectName(QStringLiteral("pushButton%1").arg(side));
        push->setEnabled(b.canPush(side));
        push->setToolTip(b.canPush(side) ? tr("Rerolls every die not showing a six, a Battle Die's one or a Support Die's one")
                                         : tr("No Strategy Die left to give up"));
        auto *pushRow = new QHBoxLayout;
        pushRow->addWidget(reroll, 1);
        pushRow->addWidget(push);
        form->addRow(tr("Reroll:"), pushRow);
        layout->addWidget(group);
        connect(push, &QPushButton::clicked, this, [this, side, reroll] {
            if (const QString problem = reroll->problem(); !problem.isEmpty()) {
                m_error->setText(problem);
                return;
            }
            take(PushStep{side, toFaces(reroll->facesOrRoll(m_window->dice())), reroll->isTyped()});
        });
    }
    addTakeButton(tr("Both &Settle"), QStringLiteral("takeStep"), [](QString &) -> std::optional<Step> { return SettleStep{}; });
}

void MyzPlay::supportPage()
{
    const MyzBattle &b = battle();
    const int side = b.sideToAct();
    const WaveRecord &w = b.wave();
    auto *layout = pageLayout(m_page);
    layout->addWidget(heading(tr("Wave %1, Support Phase: %2").arg(b.waveNumber()).arg(b.setup().factions[side].name)));
    layout->addWidget(new QLabel(tr("%1 Support Dice damaged, %2 Battle Dice lost")
                                     .arg(b.damagedSupport(side))
                                     .arg(dice::ones(w.faces[side].battle)),
                                 m_page));
    const Faction &f = b.setup().factions[side];
    auto *repairsOn = new QCheckBox(tr("&Emergency Repairs"), m_page);
    repairsOn->setObjectName(QStringLiteral("repairsOn"));
    auto *repairs = new PersonRollBox(tr("The engineer's roll"), b, side, {Skill::JuryRig, Skill::Manufacture},
                                      f.rollerFor(Position::Engineer), 0, QStringLiteral("repairs"), m_page);
    auto *mendOn = new QCheckBox(tr("&Mend the Wounds"), m_page);
    mendOn->setObjectName(QStringLiteral("mendOn"));
    auto *mend = new PersonRollBox(tr("The medic's roll"), b, side, {Skill::Heal, Skill::SenseEmotion},
                                   f.rollerFor(Position::Medic), 0, QStringLiteral("mend"), m_page);
    layout->addWidget(repairsOn);
    layout->addWidget(repairs);
    layout->addWidget(mendOn);
    layout->addWidget(mend);
    repairsOn->setChecked(b.damagedSupport(side) > 0);
    mendOn->setChecked(dice::ones(w.faces[side].battle) > 0);
    connect(repairsOn, &QCheckBox::toggled, repairs, &QWidget::setEnabled);
    connect(mendOn, &QCheckBox::toggled, mend, &QWidget::setEnabled);
    repairs->setEnabled(repairsOn->isChecked());
    mend->setEnabled(mendOn->isChecked());
    PersonRollBox *rally = nullptr;
    if (w.fought[side] == Strategy::Rally) {
        rally = new PersonRollBox(tr("Rally: the leader's roll"), b, side, {Skill::Command, Skill::Manipulate},
                                  b.faction(side).leader, 0, QStringLiteral("rally"), m_page);
        layout->addWidget(rally);
    }
    addTakeButton(tr("&Finish Support"), QStringLiteral("takeStep"), [=, this](QString &problem) -> std::optional<Step> {
        SupportStep step;
        step.side = side;
        for (const auto &[on, box] : {std::pair{repairsOn->isChecked(), repairs}, std::pair{mendOn->isChecked(), mend},
                                      std::pair{rally != nullptr, rally}})
            if (on && !(problem = box->problem()).isEmpty())
                return std::nullopt;
        if (repairsOn->isChecked())
            step.repairs = repairs->roll(m_window->dice());
        if (mendOn->isChecked())
            step.mend = mend->roll(m_window->dice());
        if (rally)
            step.rally = rally->roll(m_window->dice());
        return step;
    });
}

void MyzPlay::endPage()
{
    const MyzBattle &b = battle();
    const WaveRecord &w = b.wave();
    auto *layout = pageLayout(m_page);
    layout->addWidget(heading(tr("Wave %1, End Phase: %2").arg(b.waveNumber()).arg(
        w.winner < 0 ? resultRowName(w.row)
                     : tr("%1 wins by %2, %3").arg(b.setup().factions[w.winner].name).arg(w.margin).arg(resultRowName(w.row)))));
    auto casualty = std::make_shared<std::array<std::array<FacesField *, 2>, 2>>();
    auto change = std::make_shared<std::array<QSpinBox *, 2>>();
    auto arkDie = std::make_shared<std::array<FacesField *, 2>>();
    struct Target
    {
        int side;
        int person;
        FacesField *base;
        FacesField *armor;
    };
    auto targets = std::make_shared<QList<Target>>();
    // One faction under the other: the reasons of the casualty dice need the width.
    auto *row = new QVBoxLayout;
    for (int side = 0; side < 2; ++side) {
        const CasualtyDice dice = b.casualtyDice(side);
        auto *group = new QGroupBox(b.setup().factions[side].name, m_page);
        auto *form = new QFormLayout(group);
        auto *why = new QLabel(dice.reasons.join(QStringLiteral("; ")), group);
        why->setWordWrap(true);
        form->addRow(tr("Casualties:"), why);
        (*casualty)[side][0] = new FacesField(QStringLiteral("casualties%1_added").arg(side), group);
        (*casualty)[side][0]->setCount(dice.none ? 0 : dice.added);
        (*casualty)[side][1] = new FacesField(QStringLiteral("casualties%1_removed").arg(side), group);
        (*casualty)[side][1]->setCount(dice.none ? 0 : dice.removed);
        form->addRow(tr("D6 adding:"), (*casualty)[side][0]);
        form->addRow(tr("D6 taking off:"), (*casualty)[side][1]);
        for (const int person : b.retaliationTargets(side)) {
            const Person &p = b.setup().factions[side].people.at(person);
            Target t{side, person, new FacesField(QStringLiteral("retaliation%1_%2").arg(side).arg(person), group),
                     new FacesField(QStringLiteral("armor%1_%2").arg(side).arg(person), group)};
            t.base->setCount(b.retaliationDice(side, person));
            t.armor->setCount(p.armor);
            form->addRow(tr("Retaliation on %1:").arg(p.name), t.base);
            form->addRow(tr("%1's Armor:").arg(p.name), t.armor);
            *targets << t;
        }
        (*arkDie)[side] = new FacesField(QStringLiteral("arkDie%1").arg(side), group);
        const bool arkRolls = b.rollsArkDie(side);
        (*arkDie)[side]->setCount(arkRolls ? 1 : 0);
        if (arkRolls)
            form->addRow(tr("The Ark's Gear Die (1: a project lost):"), (*arkDie)[side]);
        else
            (*arkDie)[side]->hide();
        (*change)[side] = new QSpinBox(group);
        (*change)[side]->setRange(-20, 20);
        (*change)[side]->setToolTip(tr("Reinforcements or other losses the GM rules, for the next Wave"));
        form->addRow(tr("Battle Dice change:"), (*change)[side]);
        row->addWidget(group);
    }
    layout->addLayout(row);
    addTakeButton(tr("&End the Wave"), QStringLiteral("takeStep"), [=, this](QString &problem) -> std::optional<Step> {
        EndStep step;
        QList<FacesField *> all;
        for (const auto &side : *casualty)
            all << side[0] << side[1];
        for (const Target &t : *targets)
            all << t.base << t.armor;
        all << (*arkDie)[0] << (*arkDie)[1];
        for (FacesField *field : all)
            if (problem = field->problem(); !problem.isEmpty())
                return std::nullopt;
        for (int side = 0; side < 2; ++side) {
            step.casualties[side] = CasualtyRoll{toFaces((*casualty)[side][0]->facesOrRoll(m_window->dice())),
                                                 toFaces((*casualty)[side][1]->facesOrRoll(m_window->dice())),
                                                 (*casualty)[side][0]->isTyped()};
            step.battleDiceChange[side] = (*change)[side]->value();
            if ((*arkDie)[side]->count() > 0) {
                const int face = (*arkDie)[side]->facesOrRoll(m_window->dice()).value(0, 6);
                step.arkDie[side] = dice::DieRoll{6, face, (*arkDie)[side]->isTyped()};
                if (face == 1) // "Ark Projects": one random project destroyed
                    step.projectLost[side] = battle().randomProject(side, m_window->dice());
            }
        }
        for (const Target &t : *targets)
            step.retaliation << RetaliationRoll{t.side, t.person, toFaces(t.base->facesOrRoll(m_window->dice())),
                                                toFaces(t.armor->facesOrRoll(m_window->dice())), t.base->isTyped()};
        return step;
    });
}

void MyzPlay::successorPage()
{
    const MyzBattle &b = battle();
    const int side = b.sideToAct();
    auto *layout = pageLayout(m_page);
    layout->addWidget(heading(tr("%1's leader is broken: the next in command rolls at -3").arg(b.setup().factions[side].name)));
    auto *roll = new PersonRollBox(tr("The successor's roll"), b, side, {Skill::Command, Skill::Manipulate}, b.successor(side),
                                   -3, QStringLiteral("successor"), m_page);
    layout->addWidget(roll);
    addTakeButton(tr("&Take Command"), QStringLiteral("takeStep"), [=, this](QString &problem) -> std::optional<Step> {
        if (problem = roll->problem(); !problem.isEmpty())
            return std::nullopt;
        return SuccessorStep{side, roll->roll(m_window->dice())};
    });
}

void MyzPlay::overPage()
{
    auto *layout = pageLayout(m_page);
    layout->addWidget(heading(tr("The battle is over: %1").arg(standing(battle()))));
    for (int side = 0; side < 2; ++side)
        layout->addWidget(new QLabel(tr("%1: %2 fighters killed, %3 Battle Dice left")
                                         .arg(battle().setup().factions[side].name)
                                         .arg(battle().faction(side).fightersKilled)
                                         .arg(battle().faction(side).battleDice),
                                     m_page));
    // The aftermath into the campaign: the factions that are campaign forces, as the battle left them.
    addRuleDataAftermath(layout, m_page, m_window, m_error, [this](const Force &force, const QByteArray &after) {
        const Faction before = campaignFaction(m_window->document()->campaign(), force);
        const auto faction = factionFromJson(QJsonDocument::fromJson(after).object(), QString());
        if (!faction)
            return QString();
        QStringList lost;
        for (const ArkProject p : allArkProjects())
            if (before.projects.contains(p) && !faction->projects.contains(p))
                lost << arkProjectName(p);
        return tr("%1: Battle Level %2 to %3, fighters %4 to %5%6")
            .arg(force.name)
            .arg(before.battleLevel)
            .arg(faction->battleLevel)
            .arg(before.fighters)
            .arg(faction->fighters)
            .arg(lost.isEmpty() ? QString() : tr("; projects lost: %1").arg(lost.join(QStringLiteral(", "))));
    });
}

} // namespace muster
