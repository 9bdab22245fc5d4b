#include "BattlePages.h"

#include "BattleWizard.h"
#include "CampaignDocument.h"
#include "DialogSupport.h"
#include "battle/RollField.h"
#include "RoundLog.h"
#include "StepPanels.h"
#include "SubordinateCommandDialog.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QSplitter>
#include <QStackedWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace muster {

using namespace gurps;

namespace {

QString stepTitle(BattleStep step)
{
    switch (step) {
    case BattleStep::DisloyalCheck:
        return RoundPage::tr("before the battle, Disloyal elements");
    case BattleStep::OpenRound:
        return RoundPage::tr("steps 1-2, Risk and significant actions");
    case BattleStep::ChooseStrategies:
        return RoundPage::tr("step 3, choose battle strategies");
    case BattleStep::Respond:
        return RoundPage::tr("special cases, the momentum");
    case BattleStep::RollContest:
        return RoundPage::tr("step 4, battle strategy roll");
    case BattleStep::EndRound:
        return RoundPage::tr("steps 5-6, misfortunes of war and victory?");
    case BattleStep::Pursuit:
        return RoundPage::tr("pursuing a retreating force");
    case BattleStep::Finished:
        return RoundPage::tr("the battle is over");
    }
    return {};
}

} // namespace

RoundPage::RoundPage(BattleWizard *wizard) : m_wizard(wizard)
{
    setTitle(tr("Fighting the Battle"));
    auto *layout = new QVBoxLayout(this);
    m_header = new QLabel;
    m_header->setObjectName(QStringLiteral("roundHeader"));
    m_header->setWordWrap(true);
    layout->addWidget(m_header);
    auto *splitter = new QSplitter(Qt::Vertical);
    m_panels = new QStackedWidget;
    m_stepPanels = {new DisloyalPanel, new OpenRoundPanel, new StrategiesPanel, new RespondPanel,
                    new RollPanel,     new EndRoundPanel,  new PursuitPanel};
    for (StepPanel *panel : std::as_const(m_stepPanels)) {
        auto *scroll = new QScrollArea;
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidget(panel);
        m_panels->addWidget(scroll);
    }
    auto *finished = new QLabel(tr("The battle is over: go on to the aftermath."));
    finished->setAlignment(Qt::AlignCenter);
    m_panels->addWidget(finished);
    splitter->addWidget(m_panels);
    m_log = new QTextBrowser;
    m_log->setObjectName(QStringLiteral("roundLog"));
    splitter->addWidget(m_log);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    layout->addWidget(splitter, 1);
    m_notice = new QLabel;
    m_notice->setObjectName(QStringLiteral("roundNotice"));
    m_notice->setWordWrap(true);
    layout->addWidget(m_notice);
    m_error = newErrorLabel();
    layout->addWidget(m_error);
    auto *buttons = new QHBoxLayout;
    m_undo = new QPushButton(tr("&Undo Last Step"));
    m_undo->setObjectName(QStringLiteral("undoStep"));
    m_action = new QPushButton;
    m_action->setObjectName(QStringLiteral("stepAction"));
    m_action->setDefault(true);
    m_subordinate = new QPushButton(tr("Subordinate Co&mmand..."));
    m_subordinate->setObjectName(QStringLiteral("subordinateCommand"));
    m_subordinate->setToolTip(tr("Before the first round: split a PC's subordinate command, and the matching "
                                 "enemy share, off this battle to fight their own"));
    m_rollProblem = newErrorLabel(QStringLiteral("rollProblem"));
    buttons->addWidget(m_undo);
    buttons->addWidget(m_subordinate);
    buttons->addWidget(m_rollProblem, 1);
    buttons->addWidget(m_action);
    layout->addLayout(buttons);
    connect(m_action, &QPushButton::clicked, this, &RoundPage::act);
    // Enter takes the step, as it would press a dialog's default button (the wizard's own Next is idle here).
    for (int key : {Qt::Key_Return, Qt::Key_Enter}) {
        auto *shortcut = new QShortcut(QKeySequence(key), this, nullptr, nullptr, Qt::WindowShortcut);
        connect(shortcut, &QShortcut::activated, m_action, &QPushButton::click);
    }
    m_action->setToolTip(tr("Take this step (Enter)"));
    connect(m_subordinate, &QPushButton::clicked, this, &RoundPage::splitSubordinateCommand);
    connect(m_undo, &QPushButton::clicked, this, [this] {
        m_wizard->undoStep();
        refresh();
    });
}

void RoundPage::initializePage()
{
    refresh();
}

bool RoundPage::isComplete() const
{
    return m_wizard->hasStarted() && m_wizard->engine().isFinished();
}

void RoundPage::refresh()
{
    const BattleEngine &engine = m_wizard->engine();
    const BattleState &state = engine.state();
    const BattleSetup &setup = engine.setup();
    const BattleStep step = engine.step();
    QString header = tr("<b>Round %1: %2</b><br>").arg(engine.roundNumber()).arg(stepTitle(step));
    for (int s = 0; s < 2; ++s) {
        const SideState &side = state.sides.at(size_t(s));
        header += tr("%1: casualties %2%, PB %3, commanded by %4%5")
                      .arg(sideLabel(setup, s).toHtmlEscaped())
                      .arg(side.casualties)
                      .arg(state.pbOf(s))
                      .arg(setup.sides.at(size_t(s)).people.at(side.commander).name.toHtmlEscaped())
                      .arg(side.confused ? tr(" (confused)") : QString());
        header += s == 0 ? QStringLiteral(" &nbsp;|&nbsp; ") : QString();
    }
    m_header->setText(header);
    if (step == BattleStep::Finished) {
        m_panels->setCurrentIndex(int(m_stepPanels.size()));
        m_action->setEnabled(false);
        m_action->setText(tr("Finished"));
    } else {
        StepPanel *panel = m_stepPanels.at(int(step));
        panel->load(engine);
        m_panels->setCurrentIndex(int(step));
        m_action->setText(panel->actionText());
        watchRollFields(panel, this, &RoundPage::checkRolls); // the panel may have made new fields
        checkRolls();
    }
    m_undo->setEnabled(engine.canUndo());
    // "Subordinate Commands" split off before the fighting, as the Battles panel's button does.
    m_subordinate->setVisible(engine.decisions().isEmpty());
    m_log->setHtml(roundLogHtml(engine));
    emit completeChanged();
}

void RoundPage::checkRolls()
{
    const BattleStep step = m_wizard->engine().step();
    const QString problem = step == BattleStep::Finished ? QString() : rollFieldsProblem(m_stepPanels.at(int(step)));
    m_rollProblem->setText(problem);
    m_action->setEnabled(step != BattleStep::Finished && problem.isEmpty());
}

void RoundPage::splitSubordinateCommand()
{
    SubordinateCommandDialog dialog(m_wizard->document(), m_wizard->battleId(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Status reloaded = m_wizard->reloadBattle();
    m_error->setText(reloaded ? QString() : reloaded.error().message);
    if (const StoredBattle *detachment = m_wizard->document()->battle(dialog.detachmentBattleId()))
        m_notice->setText(
            tr("The detachments fight their own battle, \"%1\": open it from the Battles panel.")
                .arg(detachment->name));
    refresh();
}

void RoundPage::act()
{
    const BattleStep step = m_wizard->engine().step();
    if (step == BattleStep::Finished || !rollFieldsProblem(m_stepPanels.at(int(step))).isEmpty())
        return;
    auto decision = m_stepPanels.at(int(step))->decision(m_wizard->dice());
    Status applied = decision ? m_wizard->apply(*decision) : Status(decision.error());
    m_notice->clear();
    m_error->setText(applied ? QString() : applied.error().message);
    if (applied)
        refresh();
}

} // namespace muster
