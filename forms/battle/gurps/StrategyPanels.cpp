// The panels of step 3: each side's secret strategy with the odds matrix, and the special cases.
#include "StepPanels.h"

#include "ForecastPanel.h"

#include "battle/RollField.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QStackedWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace muster {

using namespace gurps;

namespace {

void fillChoices(QComboBox *combo, const QList<StrategyChoice> &choices)
{
    combo->clear();
    for (const StrategyChoice &c : choices) {
        combo->addItem(strategyChoiceName(c), QVariant::fromValue(int(c.strategy) * 2 + int(c.desperate)));
        combo->setItemData(combo->count() - 1, strategyRuleSummary(c.strategy), Qt::ToolTipRole);
    }
    const int attack = combo->findText(strategyName(BattleStrategy::Attack));
    combo->setCurrentIndex(attack >= 0 ? attack : 0);
}

QColor mixed(const QColor &base, const QColor &tint, double share)
{
    return QColor::fromRgbF(float(base.redF() * (1 - share) + tint.redF() * share),
                            float(base.greenF() * (1 - share) + tint.greenF() * share),
                            float(base.blueF() * (1 - share) + tint.blueF() * share));
}

StrategyChoice choiceOf(const QComboBox *combo)
{
    const int code = combo->currentData().toInt();
    return StrategyChoice{BattleStrategy(code / 2), code % 2 == 1};
}

} // namespace

StrategiesPanel::StrategiesPanel(QWidget *parent) : StepPanel(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *explain = new QLabel(tr("Each commander chooses in secret. With both players at the table, hide a choice "
                                  "(Hide) before handing over the screen."));
    explain->setWordWrap(true);
    layout->addWidget(explain);
    auto *sides = new QHBoxLayout;
    for (int s = 0; s < 2; ++s) {
        auto *box = new QGroupBox;
        auto *form = new QFormLayout(box);
        m_titles.at(size_t(s)) = new QLabel;
        form->addRow(m_titles.at(size_t(s)));
        auto *row = new QHBoxLayout;
        m_stacks.at(size_t(s)) = new QStackedWidget;
        m_choices.at(size_t(s)) = new QComboBox;
        m_choices.at(size_t(s))->setObjectName(QStringLiteral("strategy%1").arg(s));
        m_stacks.at(size_t(s))->addWidget(m_choices.at(size_t(s)));
        m_stacks.at(size_t(s))->addWidget(new QLabel(tr("<i>chosen (hidden)</i>")));
        m_hide.at(size_t(s)) = new QToolButton;
        m_hide.at(size_t(s))->setCheckable(true);
        m_hide.at(size_t(s))->setText(tr("Hide"));
        m_hide.at(size_t(s))->setToolTip(tr("Hide this side's choice from the other player"));
        row->addWidget(m_stacks.at(size_t(s)), 1);
        row->addWidget(m_hide.at(size_t(s)));
        form->addRow(tr("Strategy:"), row);
        m_leadershipLabels.at(size_t(s)) = new QLabel;
        m_leadershipLabels.at(size_t(s))->setWordWrap(true);
        m_leadership.at(size_t(s)) = new RollField(3, 0);
        m_leadership.at(size_t(s))->setObjectName(QStringLiteral("strategyLeadership%1").arg(s));
        form->addRow(m_leadershipLabels.at(size_t(s)), m_leadership.at(size_t(s)));
        sides->addWidget(box);
        connect(m_hide.at(size_t(s)), &QToolButton::toggled, this, [this, s](bool hidden) {
            m_stacks.at(size_t(s))->setCurrentIndex(hidden ? 1 : 0);
            updateLeadership(s);
        });
        connect(m_choices.at(size_t(s)), &QComboBox::currentIndexChanged, this, [this, s] { updateLeadership(s); });
    }
    layout->addLayout(sides);
    auto *odds = new QHBoxLayout;
    auto *round = new QVBoxLayout;
    round->addWidget(new QLabel(tr("Chance to win the round for every pair of strategies (first side / second side):")));
    m_matrix = new QTableWidget;
    m_matrix->setObjectName(QStringLiteral("strategyMatrix"));
    m_matrix->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_matrix->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    round->addWidget(m_matrix, 1);
    odds->addLayout(round, 3);
    m_forecast = new ForecastPanel;
    odds->addWidget(m_forecast, 2);
    layout->addLayout(odds, 1);
    for (int s = 0; s < 2; ++s) {
        connect(m_choices.at(size_t(s)), &QComboBox::currentIndexChanged, this, &StrategiesPanel::updateForecast);
        connect(m_hide.at(size_t(s)), &QToolButton::toggled, this, &StrategiesPanel::updateForecast);
    }
}

void StrategiesPanel::updateForecast()
{
    if (!m_engine || m_choices[0]->count() == 0 || m_choices[1]->count() == 0)
        return;
    // A hidden choice stays hidden: the forecast would give it away.
    if (m_hide[0]->isChecked() || m_hide[1]->isChecked()) {
        m_forecast->showNothing(tr("Hidden while a side's choice is hidden."));
        return;
    }
    m_forecast->setThisRound({choiceOf(m_choices[0]), choiceOf(m_choices[1])});
}

void StrategiesPanel::load(const BattleEngine &engine)
{
    m_engine = &engine;
    for (int s = 0; s < 2; ++s) {
        m_titles.at(size_t(s))->setText(tr("<b>%1</b>, commanded by %2").arg(sideLabel(engine.setup(), s), engine.commander(s).name));
        fillChoices(m_choices.at(size_t(s)), engine.legalChoices(s));
        m_hide.at(size_t(s))->setChecked(false);
        m_leadership.at(size_t(s))->setTypedValue(std::nullopt);
        updateLeadership(s);
    }
    fillMatrix();
    m_forecast->setBattle(engine, {choiceOf(m_choices[0]), choiceOf(m_choices[1])});
}

void StrategiesPanel::updateLeadership(int s)
{
    if (!m_engine || m_choices.at(size_t(s))->count() == 0)
        return;
    const StrategyChoice choice = choiceOf(m_choices.at(size_t(s)));
    const std::optional<int> target = m_engine->leadershipTargetFor(s, choice);
    const bool hidden = m_hide.at(size_t(s))->isChecked();
    const bool fanatic = choice.strategy == BattleStrategy::FullRetreat || choice.strategy == BattleStrategy::Parley;
    m_leadershipLabels.at(size_t(s))->setVisible(target.has_value() && !hidden);
    m_leadership.at(size_t(s))->setVisible(target.has_value() && !hidden);
    if (!target) // not asked for: nothing typed there may hold the step back
        m_leadership.at(size_t(s))->setTypedValue(std::nullopt);
    if (target)
        m_leadershipLabels.at(size_t(s))->setText(
            fanatic ? tr("Fanatics resist this order: Leadership roll at %1 or less").arg(*target)
                    : tr("Impetuous elements want to charge: Leadership roll at %1 or less (failure: -2)").arg(*target));
}

void StrategiesPanel::fillMatrix()
{
    const QList<MatrixCell> cells = m_engine->strategyMatrix();
    const QList<StrategyChoice> rows = m_engine->legalChoices(0), columns = m_engine->legalChoices(1);
    m_matrix->clear();
    m_matrix->setRowCount(int(rows.size()));
    m_matrix->setColumnCount(int(columns.size()));
    QStringList rowLabels, columnLabels;
    for (const StrategyChoice &c : rows)
        rowLabels << strategyChoiceName(c);
    for (const StrategyChoice &c : columns)
        columnLabels << strategyChoiceName(c);
    m_matrix->setVerticalHeaderLabels(rowLabels);
    m_matrix->setHorizontalHeaderLabels(columnLabels);
    for (qsizetype i = 0; i < cells.size(); ++i) {
        const MatrixCell &cell = cells.at(i);
        const int row = int(i / columns.size()), column = int(i % columns.size());
        QString text;
        QString tip;
        switch (cell.special) {
        case SpecialCase::Talks:
            text = tr("talks");
            tip = tr("Both sides parley: no fighting this round.");
            break;
        case SpecialCase::NoBattle:
            text = tr("no battle");
            tip = tr("Retreat against retreat or defense: the battle ends without casualties.");
            break;
        default:
            text = QStringLiteral("%1 / %2").arg(formatChance(cell.win[0]), formatChance(cell.win[1]));
            tip = tr("Skills %1 vs %2; tie %3").arg(cell.skills[0]).arg(cell.skills[1]).arg(formatChance(cell.tie));
            if (cell.special == SpecialCase::Stalemate)
                tip += tr("; both defend, so both skirmish");
        }
        auto *item = new QTableWidgetItem(text);
        item->setToolTip(tip);
        item->setTextAlignment(Qt::AlignCenter);
        if (cell.special == SpecialCase::None || cell.special == SpecialCase::Stalemate) {
            // Shade toward the side more likely to win: green for the first, red for the second, mixed into
            // the palette's own base so that its text stays readable, light or dark.
            const double lead = cell.win[0] - cell.win[1];
            item->setBackground(mixed(m_matrix->palette().color(QPalette::Base),
                                      lead >= 0 ? QColor(40, 160, 60) : QColor(200, 50, 50),
                                      std::min(std::abs(lead), 1.0) * 0.45));
        }
        m_matrix->setItem(row, column, item);
    }
}

Result<Decision> StrategiesPanel::decision(dice::DiceSource &dice)
{
    ChooseStrategies d;
    for (int s = 0; s < 2; ++s) {
        d.choices.at(size_t(s)) = choiceOf(m_choices.at(size_t(s)));
        if (m_engine->leadershipTargetFor(s, d.choices.at(size_t(s))))
            d.leadershipRolls.at(size_t(s)) =
                takeRoll(m_leadership.at(size_t(s)), dice, d.typed, rollField::ofSide("leadership_rolls", s));
    }
    return Decision(d);
}

QString StrategiesPanel::actionText() const
{
    return tr("&Reveal Strategies");
}

RespondPanel::RespondPanel(QWidget *parent) : StepPanel(parent)
{
    auto *layout = new QFormLayout(this);
    m_text = new QLabel;
    m_text->setWordWrap(true);
    layout->addRow(m_text);
    m_accept = new QCheckBox(tr("&Accept the parley (the battle pauses while they talk)"));
    m_accept->setObjectName(QStringLiteral("acceptParley"));
    layout->addRow(m_accept);
    m_change = new QComboBox;
    m_change->setObjectName(QStringLiteral("changeStrategy"));
    layout->addRow(tr("&Strategy:"), m_change);
    m_leadershipLabel = new QLabel;
    m_leadership = new RollField(3, 0);
    layout->addRow(m_leadershipLabel, m_leadership);
    connect(m_accept, &QCheckBox::toggled, m_change, &QWidget::setDisabled);
    connect(m_change, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_engine || m_change->count() == 0)
            return;
        const auto target = m_engine->leadershipTargetFor(m_engine->respondingSide(), choiceOf(m_change));
        m_leadershipLabel->setVisible(target.has_value());
        m_leadership->setVisible(target.has_value());
        if (!target)
            m_leadership->setTypedValue(std::nullopt);
        if (target)
            m_leadershipLabel->setText(tr("Leadership roll at %1 or less:").arg(*target));
    });
}

void RespondPanel::load(const BattleEngine &engine)
{
    m_engine = &engine;
    const int responder = engine.respondingSide();
    const int other = otherSide(responder);
    const RoundRecord *r = engine.currentRound();
    const bool offered = engine.parleyOffered();
    m_text->setText(offered ? tr("%1 asks to parley. %2 may accept, or refuse and change strategy; a side whose "
                                 "parley is refused fights as Defense at -1.")
                                  .arg(sideLabel(engine.setup(), other), sideLabel(engine.setup(), responder))
                            : tr("%1 chose %2, a slow strategy, and loses the momentum: %3 (who chose %4) may change "
                                 "strategy now.")
                                  .arg(sideLabel(engine.setup(), other), strategyChoiceName(r->chosen.at(size_t(other))),
                                       sideLabel(engine.setup(), responder), strategyChoiceName(r->chosen.at(size_t(responder)))));
    m_accept->setVisible(offered);
    m_accept->setChecked(false);
    const bool mayChange = !surrendersMomentum(r->chosen.at(size_t(responder)).strategy);
    m_change->setEnabled(mayChange);
    fillChoices(m_change, engine.legalChoices(responder));
    const int kept = m_change->findText(strategyChoiceName(r->chosen.at(size_t(responder))));
    if (kept >= 0)
        m_change->setCurrentIndex(kept);
    m_leadership->setTypedValue(std::nullopt);
}

Result<Decision> RespondPanel::decision(dice::DiceSource &dice)
{
    Respond d;
    d.acceptParley = m_accept->isVisible() && m_accept->isChecked();
    const int responder = m_engine->respondingSide();
    const bool changed = m_change->count() > 0 &&
                         choiceOf(m_change) != m_engine->currentRound()->chosen.at(size_t(responder));
    if (!d.acceptParley && m_change->isEnabled() && changed) {
        d.change = choiceOf(m_change);
        if (m_engine->leadershipTargetFor(responder, *d.change))
            d.leadershipRoll = takeRoll(m_leadership, dice, d.typed, QStringLiteral("leadership_roll"));
    }
    return Decision(d);
}

QString RespondPanel::actionText() const
{
    return tr("&Continue");
}

} // namespace muster
