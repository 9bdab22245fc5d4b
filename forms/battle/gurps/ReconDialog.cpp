#include "ReconDialog.h"

#include "CampaignDocument.h"
#include "operations/OperationsSupport.h"
#include "ReconSideWidget.h"
#include "battle/gurps/BattleWizard.h"
#include "battle/RollField.h"
#include "battle/gurps/recon/ReconOdds.h"
#include "battle/gurps/recon/ReconSkill.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace muster {

using namespace gurps;

namespace {

QString rollOutcomeName(dice::RollOutcome outcome)
{
    switch (outcome) {
    case dice::RollOutcome::CriticalSuccess:
        return ReconDialog::tr("critical success");
    case dice::RollOutcome::Success:
        return ReconDialog::tr("success");
    case dice::RollOutcome::Failure:
        return ReconDialog::tr("failure");
    case dice::RollOutcome::CriticalFailure:
        return ReconDialog::tr("critical failure");
    }
    return {};
}

QString percent(double probability)
{
    return ReconDialog::tr("%1%").arg(QLocale().toString(probability * 100.0, 'f', 2));
}

} // namespace

ReconDialog::ReconDialog(CampaignDocument *document, qint64 forceId, QWidget *parent)
    : QDialog(parent), m_document(document), m_dice(QRandomGenerator::global()->generate64())
{
    setObjectName(QStringLiteral("reconDialog"));
    setWindowTitle(tr("Reconnaissance Contest"));
    auto *layout = new QVBoxLayout(this);
    auto *body = new QWidget;
    auto *bodyLayout = new QVBoxLayout(body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    bodyLayout->addWidget(buildConditions());
    auto *sides = new QHBoxLayout;
    // The second side defaults to another force than the first.
    const QList<Force> &forces = document->campaign().forces;
    qint64 other = 0;
    for (const Force &f : forces) {
        if (f.id != forceId) {
            other = f.id;
            break;
        }
    }
    m_sides[0] = new ReconSideWidget(document, 0, forceId);
    m_sides[1] = new ReconSideWidget(document, 1, other);
    for (ReconSideWidget *side : m_sides) {
        sides->addWidget(side);
        connect(side, &ReconSideWidget::changed, this, &ReconDialog::refresh);
    }
    bodyLayout->addLayout(sides, 1);
    bodyLayout->addWidget(buildContest());
    layout->addWidget(scrollingBody(body), 1);
    m_error = newErrorLabel();
    layout->addWidget(m_error);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_resolve->setDefault(true); // Enter resolves; only a button inside the dialog can be its default
    fitToScreen(this, QSize(1300, 900));
    fillVariants();
    refresh();
}

QWidget *ReconDialog::buildConditions()
{
    auto *box = new QGroupBox(tr("Conditions"));
    auto *row = new QHBoxLayout(box);
    m_terrain = new QComboBox;
    m_terrain->setObjectName(QStringLiteral("terrain"));
    for (int t = 0; t < battleTerrainCount; ++t)
        m_terrain->addItem(battleTerrainName(BattleTerrain(t)), t);
    m_terrain->setCurrentIndex(m_terrain->findData(int(BattleTerrain::Rural)));
    m_variant = new QComboBox;
    m_variant->setObjectName(QStringLiteral("variant"));
    m_time = new QComboBox;
    m_time->setObjectName(QStringLiteral("timeOfDay"));
    for (TimeOfDay time : allTimesOfDay)
        m_time->addItem(timeOfDayName(time), int(time));
    m_badWeather = new QCheckBox(tr("Bad &weather"));
    m_badWeather->setObjectName(QStringLiteral("badWeather"));
    m_landCampaign = new QCheckBox(tr("La&nd campaign"));
    m_landCampaign->setObjectName(QStringLiteral("landCampaign"));
    m_landCampaign->setChecked(true);
    m_landCampaign->setToolTip(tr("The Recon elements modifier applies only in a land campaign"));
    m_terrainRating = new QLabel;
    m_terrainRating->setObjectName(QStringLiteral("terrainRating"));
    const auto labelled = [row](const QString &text, QWidget *field) {
        auto *label = new QLabel(text);
        label->setBuddy(field);
        row->addWidget(label);
        row->addWidget(field);
    };
    labelled(tr("&Terrain:"), m_terrain);
    labelled(tr("&Variant:"), m_variant);
    labelled(tr("T&ime:"), m_time);
    row->addWidget(m_badWeather);
    row->addWidget(m_landCampaign);
    row->addStretch();
    row->addWidget(m_terrainRating);
    connect(m_terrain, &QComboBox::currentIndexChanged, this, [this] {
        fillVariants();
        refresh();
    });
    for (QComboBox *c : {m_variant, m_time})
        connect(c, &QComboBox::currentIndexChanged, this, &ReconDialog::refresh);
    for (QCheckBox *c : {m_badWeather, m_landCampaign})
        connect(c, &QCheckBox::toggled, this, &ReconDialog::refresh);
    return box;
}

QWidget *ReconDialog::buildContest()
{
    auto *row = new QWidget;
    auto *columns = new QHBoxLayout(row);
    columns->setContentsMargins(0, 0, 0, 0);
    auto *oddsBox = new QGroupBox(tr("Chances before rolling"));
    auto *oddsLayout = new QVBoxLayout(oddsBox);
    m_odds = new QTableWidget(0, 2);
    m_odds->setObjectName(QStringLiteral("odds"));
    m_odds->setHorizontalHeaderLabels({tr("Outcome"), tr("Chance")});
    m_odds->verticalHeader()->setVisible(false);
    m_odds->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_odds->setTabKeyNavigation(false); // Tab goes on to the rolls
    m_odds->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_odds->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    oddsLayout->addWidget(m_odds);
    m_oddsTotal = new QLabel;
    m_oddsTotal->setObjectName(QStringLiteral("oddsTotal"));
    oddsLayout->addWidget(m_oddsTotal);
    columns->addWidget(oddsBox, 1);

    auto *contestBox = new QGroupBox(tr("The contest"));
    auto *grid = new QGridLayout(contestBox);
    for (int s = 0; s < 2; ++s) {
        m_rolls.at(size_t(s)) = new RollField(3, 0);
        m_rolls.at(size_t(s))->setObjectName(QStringLiteral("roll%1").arg(s));
        auto *label = new QLabel;
        label->setBuddy(m_rolls.at(size_t(s)));
        m_rollLabels.at(size_t(s)) = label;
        grid->addWidget(label, s, 0);
        grid->addWidget(m_rolls.at(size_t(s)), s, 1);
        connect(m_rolls.at(size_t(s)), &RollField::rollChanged, this, &ReconDialog::rollsChanged);
    }
    m_tieRoll = new RollField(1, 0);
    m_tieRoll->setObjectName(QStringLiteral("tieRoll"));
    auto *tieLabel = new QLabel(tr("Ti&e (1d against the Terrain Rating):"));
    tieLabel->setBuddy(m_tieRoll);
    grid->addWidget(tieLabel, 2, 0);
    grid->addWidget(m_tieRoll, 2, 1);
    connect(m_tieRoll, &RollField::rollChanged, this, &ReconDialog::rollsChanged);
    m_resolve = new QPushButton(tr("Re&solve"));
    m_resolve->setObjectName(QStringLiteral("resolve"));
    grid->addWidget(m_resolve, 0, 2, 3, 1);
    m_rollProblem = newErrorLabel(QStringLiteral("rollProblem"));
    m_rollProblem->hide();
    grid->addWidget(m_rollProblem, 3, 0, 1, 3);
    m_outcomeText = new QTextBrowser;
    m_outcomeText->setObjectName(QStringLiteral("outcome"));
    grid->addWidget(m_outcomeText, 4, 0, 1, 3);
    m_choice = new QComboBox;
    m_choice->setObjectName(QStringLiteral("winnerChoice"));
    m_choice->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto *choiceLabel = new QLabel(tr("The winner &chooses:"));
    choiceLabel->setBuddy(m_choice);
    grid->addWidget(choiceLabel, 5, 0);
    grid->addWidget(m_choice, 5, 1);
    m_startBattle = new QPushButton(tr("Start &Battle..."));
    m_startBattle->setObjectName(QStringLiteral("startBattle"));
    grid->addWidget(m_startBattle, 5, 2);
    grid->setColumnStretch(0, 1);
    columns->addWidget(contestBox, 2);

    connect(m_resolve, &QPushButton::clicked, this, [this] {
        const Status s = resolve();
        m_error->setText(s ? QString() : s.error().message);
    });
    connect(m_startBattle, &QPushButton::clicked, this, [this] {
        const auto wizard = startBattle();
        if (!wizard) {
            m_error->setText(wizard.error().message);
            return;
        }
        accept();
    });
    return row;
}

void ReconDialog::fillVariants()
{
    const QSignalBlocker blocker(m_variant);
    m_variant->clear();
    for (TerrainVariant variant : terrainVariantsFor(BattleTerrain(m_terrain->currentData().toInt())))
        m_variant->addItem(terrainVariantName(variant), int(variant));
    m_variant->setEnabled(m_variant->count() > 1);
}

ReconSetup ReconDialog::setup() const
{
    ReconSetup setup;
    for (int s = 0; s < 2; ++s)
        setup.sides.at(size_t(s)) = m_sides.at(size_t(s))->side();
    setup.conditions.terrain = BattleTerrain(m_terrain->currentData().toInt());
    setup.conditions.variant = TerrainVariant(m_variant->currentData().toInt());
    setup.conditions.time = TimeOfDay(m_time->currentData().toInt());
    setup.conditions.badWeather = m_badWeather->isChecked();
    setup.landCampaign = m_landCampaign->isChecked();
    return setup;
}

void ReconDialog::refresh()
{
    clearOutcome();
    const ReconSetup setup = this->setup();
    m_setupValid = validateReconSetup(setup).ok();
    checkRolls();
    if (Status valid = validateReconSetup(setup); !valid) {
        m_error->setText(valid.error().message);
        return;
    }
    m_error->clear();
    const TerrainRating rating = terrainRating(setup.conditions);
    m_terrainRating->setText(tr("<b>Terrain Rating %1</b>").arg(rating.rating));
    m_terrainRating->setToolTip(rating.breakdown.toText());
    const auto superiority =
        reconSuperiority({setup.sides[0].elements, setup.sides[1].elements}, setup.conditions);
    const auto skills = reconSkills(setup);
    const bool feature = terrainFeatureFor(setup.conditions.terrain).has_value();
    for (int s = 0; s < 2; ++s) {
        const ReconSide &side = setup.sides.at(size_t(s));
        m_sides.at(size_t(s))->showRosterFigures(rosterFacts(side.elements, setup.conditions.terrain),
                                                 superiority.at(size_t(s)), feature);
        m_sides.at(size_t(s))->showSkill(skills.at(size_t(s)));
        m_rollLabels.at(size_t(s))->setText(
            tr("%1 rolls (3d against %2):")
                .arg(QString(side.name).replace(QLatin1Char('&'), QLatin1String("&&"))) // not a mnemonic
                .arg(skills.at(size_t(s)).total()));
    }
    const ReconOdds odds = reconOdds(reconContestFor(setup));
    m_odds->setRowCount(0);
    const auto addRow = [this](const QString &outcome, double chance) {
        const int row = m_odds->rowCount();
        m_odds->insertRow(row);
        m_odds->setItem(row, 0, new QTableWidgetItem(outcome));
        auto *item = new QTableWidgetItem(percent(chance));
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_odds->setItem(row, 1, item);
    };
    for (ReconResult result : allReconResults) {
        if (!isWin(result)) {
            addRow(reconResultName(result), odds.of(result));
            continue;
        }
        for (int s = 0; s < 2; ++s)
            addRow(tr("%1: %2").arg(reconResultName(result), setup.sides.at(size_t(s)).name),
                   odds.of(result, s));
    }
    // Every chance in view at once, without scrolling.
    m_odds->setMinimumHeight(m_odds->horizontalHeader()->sizeHint().height() +
                             m_odds->rowCount() * m_odds->verticalHeader()->defaultSectionSize() +
                             2 * m_odds->frameWidth());
    m_oddsTotal->setText(tr("Total %1 (a win for %2: %3, for %4: %5)")
                             .arg(percent(odds.total()), setup.sides[0].name, percent(odds.winFor(0)),
                                  setup.sides[1].name, percent(odds.winFor(1))));
}

void ReconDialog::rollsChanged()
{
    clearOutcome();
    checkRolls();
}

void ReconDialog::checkRolls()
{
    const QString problem = rollFieldsProblem(this);
    m_rollProblem->setText(problem);
    m_rollProblem->setVisible(!problem.isEmpty());
    m_resolve->setEnabled(m_setupValid && problem.isEmpty());
}

void ReconDialog::clearOutcome()
{
    m_outcome.reset();
    m_options = WinnerOptions{};
    m_outcomeText->setHtml(tr("<p>Type the rolls from real dice, or leave \"roll\", then Resolve.</p>"));
    m_choice->clear();
    m_choice->setEnabled(false);
    m_startBattle->setEnabled(false);
}

Status ReconDialog::resolve()
{
    const ReconSetup setup = this->setup();
    if (Status valid = validateReconSetup(setup); !valid)
        return valid;
    if (const QString problem = rollFieldsProblem(this); !problem.isEmpty())
        return Error{problem, QStringLiteral("rolls")};
    const ReconContest contest = reconContestFor(setup);
    std::array<int, 2> rolls{};
    std::optional<int> tie;
    {
        // Rolled dice are shown in the fields; that is not a new roll to clear the outcome for.
        const QSignalBlocker a(m_rolls[0]), b(m_rolls[1]), c(m_tieRoll);
        for (int s = 0; s < 2; ++s)
            rolls.at(size_t(s)) = m_rolls.at(size_t(s))->valueOrRoll(m_dice);
        if (needsTieRoll(contest, rolls))
            tie = m_tieRoll->valueOrRoll(m_dice);
    }
    const auto outcome = resolveReconContest(contest, rolls, tie);
    if (!outcome)
        return outcome.error();
    m_outcome = *outcome;
    m_options = winnerOptions(*m_outcome, setup);
    showOutcome();
    return success();
}

void ReconDialog::showOutcome()
{
    const ReconSetup setup = this->setup();
    const ReconOutcome &o = *m_outcome;
    QStringList rolls;
    for (int s = 0; s < 2; ++s)
        rolls << tr("%1 rolled %2: margin %3 (%4)")
                     .arg(setup.sides.at(size_t(s)).name.toHtmlEscaped())
                     .arg(o.rolls.at(size_t(s)))
                     .arg(formatModifier(o.margins.at(size_t(s))), rollOutcomeName(o.outcomes.at(size_t(s))));
    if (o.tieRoll)
        rolls << tr("Tie: 1d rolled %1 against Terrain Rating %2").arg(*o.tieRoll).arg(o.terrainRating);
    QString html =
        QStringLiteral("<p><b>%1</b></p><p>%2</p>")
            .arg(describeReconOutcome(o, {setup.sides[0].name, setup.sides[1].name}).toHtmlEscaped(),
                 rolls.join(QLatin1String("<br>")));
    if (m_options.side >= 0) {
        html += QStringLiteral("<ul>");
        for (const QString &line : std::as_const(m_options.text))
            html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
        html += QStringLiteral("</ul>");
        const double enemyTs = m_sides.at(size_t(otherSide(m_options.side)))->rosterTs();
        if (enemyTs > 0) {
            const EnemyEstimate range = enemyEstimateRange(enemyTs);
            html += tr("<p>Tell %1 the enemy's TS is somewhere from %2 to %3 (it is %4).</p>")
                        .arg(setup.sides.at(size_t(m_options.side)).name.toHtmlEscaped(),
                             formatTs(range.low), formatTs(range.high), formatTs(enemyTs));
        }
        m_choice->addItem(tr("Pitched battle"), int(WinnerChoice::PitchedBattle));
        m_choice->addItem(tr("Encounter battle"), int(WinnerChoice::EncounterBattle));
        if (m_options.mayAvoidBattle)
            m_choice->addItem(tr("Avoid battle"), int(WinnerChoice::AvoidBattle));
        m_choice->setEnabled(true);
    } else {
        m_choice->addItem(tr("Nothing: the contest decided the battle"), int(WinnerChoice::PitchedBattle));
    }
    m_outcomeText->setHtml(html);
    m_startBattle->setEnabled(true);
}

Result<BattleWizard *> ReconDialog::startBattle()
{
    if (!m_outcome)
        return Error{tr("Resolve the contest first."), QStringLiteral("outcome")};
    const auto start = battleStartFrom(*m_outcome, m_options, WinnerChoice(m_choice->currentData().toInt()));
    if (!start)
        return start.error();
    if (!start->has_value())
        return Error{tr("%1 avoids battle: there is no battle to start.")
                         .arg(m_sides.at(size_t(m_options.side))->side().name),
                     QStringLiteral("choice")};
    // The battle dialog belongs to the main window: this dialog closes once it has handed over.
    auto *wizard = new BattleWizard(m_document, parentWidget());
    wizard->presetBattle({m_sides[0]->forceId(), m_sides[1]->forceId()}, **start,
                         battleConditionsFrom(setup().conditions));
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    wizard->setWindowModality(Qt::WindowModal);
    wizard->show();
    return wizard;
}

} // namespace muster
