#include "BattleWindow.h"

#include "print/BattleReportPrint.h"

#include "CampaignDocument.h"
#include "DialogSupport.h"
#include "TextExport.h"
#include "WindowGeometry.h"
#include "battle/RuleSet.h"
#include "battle/UnplayedBattle.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSplitter>
#include <QVBoxLayout>

namespace muster {

Result<BattleWindow *> BattleWindow::open(CampaignDocument *document, std::unique_ptr<BattleSession> session,
                                          const StoredBattle &stored, const PlayFactory &makePlay, QWidget *parent)
{
    StoredBattle saved = stored;
    if (saved.id == 0) {
        saved = newStoredBattle(*session);
        auto id = document->saveBattle(saved);
        if (!id)
            return id.error();
        saved.id = *id;
    }
    auto *window = new BattleWindow(document, std::move(session), saved, parent);
    window->m_play = makePlay(window);
    window->m_splitter->insertWidget(0, window->m_play);
    window->m_splitter->setStretchFactor(0, 3);
    window->m_splitter->setStretchFactor(1, 2);
    window->refresh();
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->setWindowModality(Qt::WindowModal);
    window->show();
    return window;
}

Status BattleWindow::resume(CampaignDocument *document, const StoredBattle &stored, const PlayFactory &makePlay,
                            QWidget *parent)
{
    auto session = restoreBattle(stored);
    if (!session)
        return session.error();
    auto window = open(document, std::move(*session), stored, makePlay, parent);
    if (!window)
        return window.error();
    return success();
}

BattleWindow::BattleWindow(CampaignDocument *document, std::unique_ptr<BattleSession> session,
                           const StoredBattle &stored, QWidget *parent)
    : QDialog(parent), m_document(document), m_session(std::move(session)), m_stored(stored),
      m_dice(QRandomGenerator::global()->generate64()), m_sides(new QLabel), m_standing(new QLabel),
      m_splitter(new QSplitter(Qt::Horizontal)), m_log(new QListWidget), m_error(newErrorLabel(QStringLiteral("battleError"))),
      m_undo(new QPushButton(tr("&Undo Last Step")))
{
    setObjectName(QStringLiteral("battleWindow"));
    setWindowTitle(tr("Battle: %1").arg(m_session->name()));
    auto *layout = new QVBoxLayout(this);
    m_sides->setObjectName(QStringLiteral("battleSides"));
    m_sides->setTextFormat(Qt::PlainText);
    QFont bigger = m_sides->font();
    bigger.setBold(true);
    bigger.setPointSizeF(bigger.pointSizeF() * 1.2);
    m_sides->setFont(bigger);
    layout->addWidget(m_sides);
    m_standing->setObjectName(QStringLiteral("battleStanding"));
    m_standing->setWordWrap(true);
    layout->addWidget(m_standing);

    // The rule set's pages on the left, the log of steps on the right (BattleWindow::open puts the pages in).
    auto *logBox = new QWidget;
    auto *logLayout = new QVBoxLayout(logBox);
    logLayout->setContentsMargins(0, 0, 0, 0);
    auto *logLabel = new QLabel(tr("&Steps taken:"));
    logLabel->setBuddy(m_log);
    m_log->setObjectName(QStringLiteral("battleLog"));
    m_log->setWordWrap(true);
    logLayout->addWidget(logLabel);
    logLayout->addWidget(m_log);
    m_splitter->addWidget(logBox);
    layout->addWidget(m_splitter, 1);

    m_error->hide();
    layout->addWidget(m_error);

    auto *buttons = new QHBoxLayout;
    auto *close = new QPushButton(tr("C&lose, Resume Later"));
    close->setObjectName(QStringLiteral("closeBattle"));
    close->setToolTip(tr("Close this window: the battle is saved after every step; open it again from the Battles "
                         "panel."));
    m_undo->setObjectName(QStringLiteral("undoBattleStep"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_undo->setToolTip(tr("Take back the last step of this battle, its dice included (%1)")
                           .arg(QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)));
    auto *report = new QPushButton(tr("&Report..."));
    report->setObjectName(QStringLiteral("battleReport"));
    report->setToolTip(tr("Save the battle so far as a web page: every step and every die"));
    buttons->addWidget(close);
    buttons->addStretch();
    buttons->addWidget(m_undo);
    buttons->addWidget(report);
    auto *print = new QPushButton(tr("&Print"));
    print->setObjectName(QStringLiteral("printBattleReport"));
    print->setToolTip(tr("Print the battle so far, or write it as a PDF"));
    print->setMenu(makePrintMenu(
        this, {[this] { return std::optional(battleReportDocument(*m_session, *m_document)); },
               [this] { return battleReportPath(m_document->path(), m_session->name(), QStringLiteral("pdf")); },
               [this](const QString &message) { showError(message); }, [](const QString &) {}}));
    buttons->addWidget(print);
    layout->addLayout(buttons);
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_undo, &QPushButton::clicked, this, [this] {
        if (Status s = undoLastStep(); !s)
            showError(s.error().message);
    });
    connect(report, &QPushButton::clicked, this, &BattleWindow::chooseReportFile);
    fitToScreen(this, QSize(900, 600));
}

void BattleWindow::reject()
{
    if (!m_session->isUnplayed() || closeUnplayedBattle(this, m_document, m_stored.id, m_session->name()))
        QDialog::reject();
}

Status BattleWindow::takeStep(const std::function<void(BattleSession &)> &step)
{
    step(*m_session);
    return save();
}

Status BattleWindow::undoLastStep()
{
    if (!m_session->canUndo())
        return Error{tr("There is no step to take back."), QStringLiteral("battle")};
    if (aftermathApplied()) {
        const Error refused{tr("The battle's aftermath is in the campaign: undo that in the main window first."),
                            QStringLiteral("battle")};
        showError(refused.message);
        return refused;
    }
    m_session->undoLastStep();
    return save();
}

const StoredBattle *BattleWindow::campaignCopy() const
{
    return m_stored.id ? m_document->battle(m_stored.id) : nullptr;
}

bool BattleWindow::aftermathApplied() const
{
    const StoredBattle *current = campaignCopy();
    return current && current->status == BattleStatus::CasualtiesApplied;
}

Status BattleWindow::save()
{
    // The campaign's copy may have moved on while the window was open (its aftermath applied): start from it.
    if (const StoredBattle *current = campaignCopy())
        m_stored = *current;
    StoredBattle stored = m_stored;
    updateStoredBattle(stored, *m_session);
    if (auto id = m_document->saveBattle(stored); !id) {
        // The file keeps the battle as it was before this step: so does the window, from the saved record.
        if (auto saved = restoreBattle(m_stored))
            m_session = std::move(*saved);
        refresh();
        showError(id.error().message);
        return id.error();
    }
    m_stored = stored;
    refresh();
    return success();
}

void BattleWindow::refresh()
{
    const QStringList sides = m_session->sideNames();
    m_sides->setText(sides.join(tr(" against ")));
    m_standing->setText(m_session->summary());
    const QStringList steps = m_session->stepLog();
    m_log->clear();
    m_log->addItems(steps);
    m_log->scrollToBottom();
    // A battle whose aftermath is in the campaign stays as it ended (undo that in the main window first).
    m_undo->setEnabled(m_session->canUndo() && !aftermathApplied());
    m_error->hide();
    if (m_play)
        m_play->showStep();
}

void BattleWindow::showError(const QString &message)
{
    m_error->setText(message);
    m_error->show();
}

QString BattleWindow::suggestedReportPath() const
{
    return battleReportPath(m_document->path(), m_session->name());
}

Status BattleWindow::exportReport(const QString &path) const
{
    return saveTextFile(path, m_session->reportHtml());
}

void BattleWindow::chooseReportFile()
{
    const QString path = askBattleReportFile(this, suggestedReportPath());
    if (path.isEmpty())
        return;
    if (Status s = exportReport(path); !s)
        showError(s.error().message);
}

} // namespace muster
