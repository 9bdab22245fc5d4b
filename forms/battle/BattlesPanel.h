#pragma once

#include <QWidget>

class QTableView;
class QPushButton;

namespace muster {

class BattlesModel;
class CampaignDocument;

// The Battles view: every battle saved in the campaign, to resume, report on or delete; and new ones.
class BattlesPanel : public QWidget
{
    Q_OBJECT

public:
    explicit BattlesPanel(QWidget *parent = nullptr);
    void setDocument(CampaignDocument *document);
    QTableView *view() const { return m_view; }

    void newBattle();
    // "Three-Sided Battles": three mutually hostile forces, three battles saved to be fought one by one.
    void newThreeWayBattle();
    // "Subordinate Commands": a PC's detachment split from a battle just started, and its own battle.
    void subordinateCommand(qint64 battleId);
    // ... and, when he won but his side's main force lost, a second pitched battle against the rest.
    void secondPitchedBattle(qint64 subordinateBattleId);
    void resumeBattle(qint64 battleId);
    void exportReport(qint64 battleId);
    // Where the file dialog suggests a battle's report: named after the battle, beside the campaign file.
    QString suggestedReportPath(qint64 battleId) const;
    void deleteBattle(qint64 battleId);
    // Every battle started but left before a round was resolved, dropped as one undoable step.
    void discardUnplayed();
    qint64 currentBattleId() const;

signals:
    void failed(const QString &message);
    void exported(const QString &path);

private:
    void updateButtons();
    void select(qint64 battleId);
    CampaignDocument *m_document = nullptr;
    BattlesModel *m_model;
    QTableView *m_view;
    QPushButton *m_new;
    QPushButton *m_newThreeWay;
    QPushButton *m_subordinate;
    QPushButton *m_secondPitched;
    QPushButton *m_resume;
    QPushButton *m_report;
    QPushButton *m_delete;
    QPushButton *m_discard;
};

} // namespace muster
