#pragma once

#include "battle/BattleSession.h"
#include "dice/DiceSource.h"

#include <QDialog>
#include <QLabel>

#include <functional>
#include <memory>

class QLabel;
class QListWidget;
class QPushButton;
class QSplitter;

namespace muster {

class BattleWindow;
class CampaignDocument;

// A rule set's part of the battle window: its pages for the step the battle is at. It feeds the session the
// GM's choices and dice through BattleWindow::takeStep, which saves every step.
class BattlePlay : public QWidget
{
    Q_OBJECT

public:
    using QWidget::QWidget;
    // Shows the step the session is at: on opening, after a step and after an undo.
    virtual void showStep() = 0;
};

// The battle window every rule set shares: the battle's name and sides, where it stands, the log of the steps
// taken, Undo Last Step, the report, and Close. The battle is saved after every step, so Close always keeps it
// to resume from the Battles panel. A rule set fills the middle with its BattlePlay.
class BattleWindow : public QDialog
{
    Q_OBJECT

public:
    using PlayFactory = std::function<BattlePlay *(BattleWindow *)>;

    // Shows `session`, saved in the campaign as `stored` (id 0: saved now, as a new battle); `makePlay` makes the
    // rule set's part. Refused, with nothing shown, when a new battle cannot be saved.
    static Result<BattleWindow *> open(CampaignDocument *document, std::unique_ptr<BattleSession> session,
                                       const StoredBattle &stored, const PlayFactory &makePlay, QWidget *parent);
    // A stored battle brought back under its rule set (restoreBattle) and shown where it was left: what a rule set's
    // BattleUi::openBattle does when its battles play in this window.
    static Status resume(CampaignDocument *document, const StoredBattle &stored, const PlayFactory &makePlay,
                         QWidget *parent);

    BattleSession &session() { return *m_session; }
    const BattleSession &session() const { return *m_session; }
    dice::DiceSource &dice() { return m_dice; }
    CampaignDocument *document() const { return m_document; }
    qint64 battleId() const { return m_stored.id; }

    // Carries out one step on the session (`step` changes it) and saves the battle. When the file cannot be
    // written the step is taken back, so that the window and the file agree, and the error says why.
    Status takeStep(const std::function<void(BattleSession &)> &step);
    Status undoLastStep();
    // Where Report... suggests the battle's HTML report: named after the battle, beside the campaign file.
    QString suggestedReportPath() const;
    Status exportReport(const QString &path) const;

    // Closing keeps the battle to resume later; one with nothing decided yet may be discarded instead.
    void reject() override;

private:
    BattleWindow(CampaignDocument *document, std::unique_ptr<BattleSession> session, const StoredBattle &stored,
                 QWidget *parent);
    Status save();
    // The battle as the campaign holds it now (its aftermath may have been applied since the window opened).
    const StoredBattle *campaignCopy() const;
    bool aftermathApplied() const;
    void refresh();
    void showError(const QString &message);
    void chooseReportFile();

    CampaignDocument *m_document;
    std::unique_ptr<BattleSession> m_session;
    StoredBattle m_stored;
    dice::DiceSource m_dice;
    BattlePlay *m_play = nullptr;
    QLabel *m_sides;
    QLabel *m_standing;
    QSplitter *m_splitter;
    QListWidget *m_log;
    QLabel *m_error;
    QPushButton *m_undo;
};

// A rule set's step taken in `window` when its battle accepts it (tried first on a copy, so that a refusal changes
// nothing); a refusal shows in `error`. `Session` is the rule set's session, whose battle() takes `Step`.
template <typename Session, typename Step> void takeCheckedStep(BattleWindow *window, const Step &step, QLabel *error)
{
    auto probe = static_cast<Session &>(window->session()).battle();
    if (const Status checked = probe.take(step); !checked) {
        error->setText(checked.error().message);
        return;
    }
    error->clear();
    window->takeStep([step](BattleSession &session) { static_cast<Session &>(session).battle().take(step); });
}

} // namespace muster
