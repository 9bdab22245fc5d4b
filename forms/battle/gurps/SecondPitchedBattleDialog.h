#pragma once

#include "battle/gurps/BattleSetup.h"
#include "common/Result.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;

namespace muster {

class CampaignDocument;

// "Subordinate Commands": a subordinate commander who won his fight while his side's main force lost the
// main battle may retreat, or stay and fight a second pitched battle against the entire remaining enemy
// force; both sides keep their casualties but lose any Position Bonus. Opened on the subordinate's
// finished battle; the GM picks the main battle and the subordinate's side. OK saves the new battle.
class SecondPitchedBattleDialog : public QDialog
{
    Q_OBJECT

public:
    SecondPitchedBattleDialog(CampaignDocument *document, qint64 subordinateBattleId, QWidget *parent = nullptr);

    Result<gurps::BattleSetup> battle() const;
    qint64 savedBattleId() const { return m_saved; }

    void accept() override;

private:
    void refresh();

    CampaignDocument *m_document;
    qint64 m_subordinate;
    QComboBox *m_main = nullptr;
    QComboBox *m_side = nullptr;
    QLabel *m_error = nullptr;
    QPushButton *m_ok = nullptr;
    qint64 m_saved = 0;
};

} // namespace muster
