#pragma once

#include "battle/gurps/BattleSetup.h"
#include "common/Result.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace muster {

class CampaignDocument;

// "Subordinate Commands": a PC commands part of his side's force. Before the fighting of a battle just
// started, the GM picks the PC and the elements that go with him; the enemy sends the same fraction of its
// own elements (editable) under a subordinate commander. OK splits the battle in two: the main battle
// (same record, the forces that remain) and the detachment's battle, both ready to be fought.
class SubordinateCommandDialog : public QDialog
{
    Q_OBJECT

public:
    SubordinateCommandDialog(CampaignDocument *document, qint64 battleId, QWidget *parent = nullptr);

    // The two battles as the dialog now describes them: the main battle without the detachments, and the
    // detachments' battle; or what to fix.
    struct Battles
    {
        gurps::BattleSetup main;
        gurps::BattleSetup detachment;
    };
    Result<Battles> battles() const;
    qint64 detachmentBattleId() const { return m_savedDetachment; }

    void accept() override;

private:
    void sidePicked();
    void takenChanged();
    void enemyLeaderPicked();
    void refresh();
    int side() const;
    gurps::Person leader() const;
    gurps::Person enemyLeader() const;
    QList<int> taken() const;
    QList<int> enemyShare() const;
    static void fillLines(QTableWidget *table, QList<QSpinBox *> &spins, const gurps::SideSetup &side,
                          const QString &spinName);

    CampaignDocument *m_document;
    qint64 m_battleId;
    gurps::BattleSetup m_main; // as started
    QString m_loadError;
    QComboBox *m_side = nullptr;
    QComboBox *m_leader = nullptr;
    QTableWidget *m_lines = nullptr;
    QList<QSpinBox *> m_taken;
    QLabel *m_fraction = nullptr;
    QComboBox *m_enemyLeader = nullptr;
    QSpinBox *m_enemyStrategy = nullptr;
    QTableWidget *m_enemyLines = nullptr;
    QList<QSpinBox *> m_enemyShare;
    QLabel *m_error = nullptr;
    QPushButton *m_ok = nullptr;
    qint64 m_savedDetachment = 0;
};

} // namespace muster
