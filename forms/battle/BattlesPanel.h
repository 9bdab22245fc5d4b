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
    void resumeBattle(qint64 battleId);
    void exportReport(qint64 battleId);
    void deleteBattle(qint64 battleId);
    qint64 currentBattleId() const;

signals:
    void failed(const QString &message);

private:
    void updateButtons();
    CampaignDocument *m_document = nullptr;
    BattlesModel *m_model;
    QTableView *m_view;
    QPushButton *m_new;
    QPushButton *m_newThreeWay;
    QPushButton *m_resume;
    QPushButton *m_report;
    QPushButton *m_delete;
};

} // namespace muster
