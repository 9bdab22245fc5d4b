#include "ForecastPanel.h"

#include "StepPanels.h"
#include "battle/gurps/forecast/Advisor.h"

#include <QApplication>
#include <QHelpEvent>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>

namespace muster {

using namespace gurps;

// Each side's final casualties, in bars of 5%: the first side above the axis in green, the second below in red, as
// the strategy matrix shades the side more likely to win.
class CasualtiesChart : public QWidget
{
public:
    explicit CasualtiesChart(QWidget *parent = nullptr) : QWidget(parent)
    {
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        setMouseTracking(true);
    }

    void setForecast(const BattleForecast &forecast, const QStringList &names)
    {
        for (int s = 0; s < 2; ++s) {
            m_bins.at(size_t(s)).fill(0);
            for (int c = 0; c <= 100; ++c)
                m_bins.at(size_t(s)).at(size_t(std::min(20, c / 5))) += forecast.sides.at(size_t(s)).finalCasualties.at(size_t(c));
        }
        m_names = names;
        QWidget::update();
    }

    QSize sizeHint() const override { return {240, 90}; }
    QSize minimumSizeHint() const override { return {120, 90}; }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        const QRectF area = rect().adjusted(2, 2, -2, -14);
        const double half = area.height() / 2, axis = area.top() + half;
        const double width = area.width() / 21;
        double highest = 0.01;
        for (const auto &bins : m_bins)
            highest = std::max(highest, *std::max_element(bins.begin(), bins.end()));
        const std::array<QColor, 2> colors = {QColor(40, 160, 60), QColor(200, 50, 50)};
        for (int s = 0; s < 2; ++s) {
            for (int b = 0; b <= 20; ++b) {
                const double h = half * m_bins.at(size_t(s)).at(size_t(b)) / highest;
                const QRectF bar(area.left() + b * width + 1, s == 0 ? axis - h : axis, width - 2, h);
                p.fillRect(bar, colors.at(size_t(s)));
            }
        }
        p.setPen(palette().color(QPalette::Text));
        p.drawLine(QPointF(area.left(), axis), QPointF(area.right(), axis));
        QFont small = font();
        small.setPointSizeF(small.pointSizeF() * 0.8);
        p.setFont(small);
        for (int c : {0, 50, 100})
            p.drawText(QRectF(area.left() + (c / 5) * width - 20, area.bottom() + 1, width + 40, 12), Qt::AlignHCenter,
                       QStringLiteral("%1%").arg(c));
    }

    bool event(QEvent *e) override
    {
        if (e->type() == QEvent::ToolTip) {
            const auto *help = static_cast<QHelpEvent *>(e);
            const int bin = std::clamp(int(help->pos().x() / (width() / 21.0)), 0, 20);
            const QString range = bin == 20 ? QStringLiteral("100%") : QStringLiteral("%1-%2%").arg(bin * 5).arg(bin * 5 + 4);
            QToolTip::showText(help->globalPos(),
                               ForecastPanel::tr("Final casualties %1: %2 %3, %4 %5")
                                   .arg(range, m_names.value(0), formatChance(m_bins[0].at(size_t(bin))), m_names.value(1),
                                        formatChance(m_bins[1].at(size_t(bin)))),
                               this);
            return true;
        }
        return QWidget::event(e);
    }

private:
    std::array<std::array<double, 21>, 2> m_bins{};
    QStringList m_names;
};

namespace {

void fillLater(QComboBox *combo)
{
    combo->addItem(QString(), -1); // named by setThisRound()
    for (BattleStrategy s : allStrategies)
        combo->addItem(strategyName(s), int(s));
}

} // namespace

ForecastPanel::ForecastPanel(QWidget *parent) : QGroupBox(tr("How the battle ends"), parent)
{
    setObjectName(QStringLiteral("forecastPanel"));
    // In a scroll area: where the dialog is short (1366 x 768) the figures scroll rather than squeeze together.
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(2, 2, 2, 2);
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *content = new QWidget;
    scroll->setWidget(content);
    outer->addWidget(scroll);
    auto *layout = new QVBoxLayout(content);
    auto *policies = new QGridLayout;
    policies->addWidget(new QLabel(tr("Later rounds:")), 0, 1);
    policies->addWidget(new QLabel(tr("Risk:")), 0, 2);
    for (int s = 0; s < 2; ++s) {
        m_sideLabels.at(size_t(s)) = new QLabel;
        m_later.at(size_t(s)) = new QComboBox;
        m_later.at(size_t(s))->setObjectName(QStringLiteral("forecastLater%1").arg(s));
        m_later.at(size_t(s))->setToolTip(tr("The strategy this side fights after the round at hand, as far as the "
                                             "rules allow it (confused: Rally)"));
        fillLater(m_later.at(size_t(s)));
        m_risk.at(size_t(s)) = new QSpinBox;
        m_risk.at(size_t(s))->setRange(-3, 3);
        m_risk.at(size_t(s))->setToolTip(tr("Risk every person of this side takes each round (Misfortunes of War, "
                                            "Heroism)"));
        policies->addWidget(m_sideLabels.at(size_t(s)), s + 1, 0);
        policies->addWidget(m_later.at(size_t(s)), s + 1, 1);
        policies->addWidget(m_risk.at(size_t(s)), s + 1, 2);
        connect(m_later.at(size_t(s)), &QComboBox::currentIndexChanged, this, &ForecastPanel::scheduleUpdate);
        connect(m_risk.at(size_t(s)), &QSpinBox::valueChanged, this, &ForecastPanel::scheduleUpdate);
    }
    policies->setColumnStretch(1, 1);
    layout->addLayout(policies);
    m_nothing = new QLabel;
    m_nothing->setWordWrap(true);
    layout->addWidget(m_nothing);
    m_figures = new QWidget;
    auto *figures = new QVBoxLayout(m_figures);
    figures->setContentsMargins(0, 0, 0, 0);
    m_bars = new QGridLayout;
    m_bars->setColumnStretch(1, 1);
    figures->addLayout(m_bars);
    m_chartLabel = new QLabel;
    m_chartLabel->setWordWrap(true);
    figures->addWidget(m_chartLabel);
    m_chart = new CasualtiesChart;
    m_chart->setObjectName(QStringLiteral("forecastChart"));
    figures->addWidget(m_chart);
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("forecastSummary"));
    m_summary->setWordWrap(true);
    figures->addWidget(m_summary);
    m_method = new QLabel;
    m_method->setWordWrap(true);
    QFont small = m_method->font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    m_method->setFont(small);
    figures->addWidget(m_method);
    m_advise = new QPushButton(tr("&Advise"));
    m_advise->setObjectName(QStringLiteral("forecastAdvise"));
    m_advise->setToolTip(tr("For this round: each side's strategy with the best chance to win the battle against each "
                            "enemy choice, and the mix of strategies that guarantees the most"));
    figures->addWidget(m_advise, 0, Qt::AlignLeft);
    m_advice = new QLabel;
    m_advice->setObjectName(QStringLiteral("forecastAdvice"));
    m_advice->setWordWrap(true);
    m_advice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    figures->addWidget(m_advice);
    layout->addWidget(m_figures);
    layout->addStretch(1);
    connect(m_advise, &QPushButton::clicked, this, &ForecastPanel::advise);
    // Changes come in bursts (a combo scrolled with the wheel): forecast once they settle.
    m_delay = new QTimer(this);
    m_delay->setSingleShot(true);
    m_delay->setInterval(120);
    connect(m_delay, &QTimer::timeout, this, &ForecastPanel::update);
    showNothing(tr("No battle yet."));
}

void ForecastPanel::setBattle(const BattleEngine &engine, std::array<std::optional<StrategyChoice>, 2> thisRound)
{
    m_engine = engine;
    for (int s = 0; s < 2; ++s) {
        const QString name = sideLabel(engine.setup(), s);
        m_sideLabels.at(size_t(s))->setText(fontMetrics().elidedText(name, Qt::ElideRight, 140));
        m_sideLabels.at(size_t(s))->setToolTip(name);
    }
    m_advice->clear();
    setThisRound(thisRound);
}

void ForecastPanel::setThisRound(std::array<std::optional<StrategyChoice>, 2> thisRound)
{
    m_thisRound = thisRound;
    // Without a choice for the round at hand (before the battle) the side attacks unless the GM says otherwise.
    for (int s = 0; s < 2; ++s)
        m_later.at(size_t(s))->setItemText(0, thisRound.at(size_t(s)) ? tr("Same as this round") : strategyName(BattleStrategy::Attack));
    m_advice->clear();
    scheduleUpdate();
}

void ForecastPanel::showNothing(const QString &why)
{
    m_delay->stop();
    m_nothing->setText(why);
    m_nothing->setVisible(true);
    m_figures->setVisible(false);
}

void ForecastPanel::scheduleUpdate()
{
    if (m_engine)
        m_delay->start();
}

BattlePolicies ForecastPanel::policies() const
{
    BattlePolicies policies;
    for (int s = 0; s < 2; ++s) {
        SidePolicy &p = policies.at(size_t(s));
        const int later = m_later.at(size_t(s))->currentData().toInt();
        const StrategyChoice now = m_thisRound.at(size_t(s)).value_or(StrategyChoice{BattleStrategy::Attack, false});
        p.firstRound = m_thisRound.at(size_t(s));
        p.strategy = later < 0 ? now : StrategyChoice{BattleStrategy(later), false};
        p.risk = m_risk.at(size_t(s))->value();
    }
    return policies;
}

void ForecastPanel::update()
{
    if (!m_engine)
        return;
    if (m_engine->isFinished() || m_engine->step() == BattleStep::Pursuit) {
        showNothing(tr("The battle is decided."));
        return;
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    m_forecast = forecastBattle(*m_engine, policies());
    QApplication::restoreOverrideCursor();
    m_nothing->setVisible(false);
    m_figures->setVisible(true);
    qDeleteAll(m_barRows);
    m_barRows.clear();
    const QStringList names = {sideLabel(m_engine->setup(), 0), sideLabel(m_engine->setup(), 1)};
    const QStringList shortNames = {fontMetrics().elidedText(names[0], Qt::ElideRight, 110),
                                    fontMetrics().elidedText(names[1], Qt::ElideRight, 110)};
    for (int e = 0; e < endingCount; ++e) {
        const double chance = m_forecast.endings.at(size_t(e));
        if (chance < 0.0005)
            continue;
        auto *name = new QLabel(endingName(Ending(e), shortNames));
        name->setToolTip(endingName(Ending(e), names) + QStringLiteral(": ") + endingDescription(Ending(e)));
        auto *bar = new QProgressBar;
        bar->setObjectName(QStringLiteral("forecast-%1").arg(endingCode(Ending(e))));
        bar->setRange(0, 1000);
        bar->setValue(qRound(chance * 1000));
        const double error = m_forecast.endingErrors.at(size_t(e));
        bar->setFormat(error > 0 ? tr("%1 ± %2").arg(formatChance(chance), formatChance(error)) : formatChance(chance));
        bar->setToolTip(name->toolTip());
        m_bars->addWidget(name, int(m_barRows.size() / 2), 0);
        m_bars->addWidget(bar, int(m_barRows.size() / 2), 1);
        // A layout shows a new child of a visible widget only later, by a queued call.
        name->show();
        bar->show();
        m_barRows << name << bar;
    }
    m_chart->setForecast(m_forecast, names);
    QStringList falls;
    for (int s = 0; s < 2; ++s)
        falls << tr("%1 %2").arg(m_engine->commander(s).name, formatChance(m_forecast.sides.at(size_t(s)).commanderFalls));
    m_chartLabel->setText(tr("Final casualties after regrouping, on average %1% and %2%:")
                              .arg(QLocale().toString(m_forecast.sides[0].expectedCasualties, 'f', 0),
                                   QLocale().toString(m_forecast.sides[1].expectedCasualties, 'f', 0)));
    const QString method =
        m_forecast.method == ForecastMethod::Exact ? tr("Exact: every die and every person's HP followed.")
        : m_forecast.method == ForecastMethod::ExactWithSampledMisfortunes
            ? tr("Exact over the contest, casualties, PB and Heroism; Misfortunes of War from %n paired battle(s) "
                 "(± one standard error).", nullptr, m_forecast.battles)
            : tr("From %n battle(s) played out (± one standard error).", nullptr, m_forecast.battles);
    m_summary->setText(tr("About %1 rounds (%2 hours of fighting). Commander falls: %3.")
                           .arg(QLocale().toString(m_forecast.expectedRounds, 'f', 1),
                                QLocale().toString(m_forecast.expectedHours, 'f', 1), falls.join(QStringLiteral(", "))));
    m_summary->setToolTip(method);
    m_method->setText(method);
    m_advise->setEnabled(m_engine->step() == BattleStep::OpenRound || m_engine->step() == BattleStep::ChooseStrategies);
}

void ForecastPanel::advise()
{
    if (!m_engine)
        return;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const RoundAdvice advice = adviseRound(*m_engine, policies());
    QApplication::restoreOverrideCursor();
    QStringList lines;
    for (int s = 0; s < 2; ++s) {
        const MatrixGameSolution &game = advice.optimal.at(size_t(s));
        QStringList mix;
        for (size_t i = 0; i < game.rowMix.size(); ++i) {
            if (game.rowMix[i] >= 0.005)
                mix << tr("%1 %2").arg(strategyChoiceName(advice.legal.at(size_t(s)).at(qsizetype(i))),
                                       formatChance(game.rowMix[i]));
        }
        // The best answer to the strategy the enemy has chosen (or would choose by its policy).
        const int enemy = otherSide(s);
        const StrategyChoice enemyChoice =
            m_thisRound.at(size_t(enemy)).value_or(policies().at(size_t(enemy)).strategy);
        const int column = int(advice.legal.at(size_t(enemy)).indexOf(enemyChoice));
        QString answer;
        if (column >= 0) {
            const int best = advice.bestAnswers.at(size_t(s)).at(column);
            const double win = s == 0 ? advice.win(0, best, column) : advice.win(1, column, best);
            answer = tr("against %1: %2 (wins %3)").arg(strategyChoiceName(enemyChoice),
                                                         strategyChoiceName(advice.legal.at(size_t(s)).at(best)),
                                                         formatChance(win));
        }
        lines << tr("<b>%1</b>: best %2; safest mix %3, wins at least %4.")
                     .arg(sideLabel(m_engine->setup(), s).toHtmlEscaped(), answer.toHtmlEscaped(),
                          mix.join(QStringLiteral(", ")).toHtmlEscaped(), formatChance(game.value));
    }
    m_advice->setText(lines.join(QStringLiteral("<br>")));
}

} // namespace muster
