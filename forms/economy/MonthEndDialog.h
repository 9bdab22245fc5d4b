#pragma once

#include "CampaignDocument.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;
class QTextBrowser;

namespace muster {

class CampaignDocument;
class RollField;

// "Close month" for one treasury: every force it pays that has not paid this month, with its readiness and its
// quartermaster's Administration roll (rolled by the program when the month-end is first opened and kept until
// the month is closed; type real dice over it), the
// month-end figures with their breakdowns, and the total against the balance. Closing books it all in
// the ledger as one undoable step.
class MonthEndDialog : public QDialog
{
    Q_OBJECT

public:
    MonthEndDialog(CampaignDocument *document, QWidget *parent = nullptr);

    // The forces of the selected treasury and what closing would cost; empty when nothing is due.
    MonthClosing preview() const;
    Status closeMonth();

private:
    void fillForces();
    void refreshReport();
    bool rollTyped(int row) const;
    CampaignDocument *m_document;
    QComboBox *m_treasury;
    QLabel *m_header;
    QTableWidget *m_forces;
    QList<qint64> m_forceIds;
    QList<QComboBox *> m_readiness;
    QList<RollField *> m_rolls;
    QList<AdministrationRoll> m_keptRolls;
    QString m_monthClosed; // why the treasury's month cannot be closed again; empty when it can be
    QString m_paidAlready; // the forces it pays that paid this month through another treasury
    QTextBrowser *m_report;
    QLabel *m_error;
    bool m_showsRollProblem = false; // m_error says a typed roll is wrong
    QPushButton *m_close;
};

} // namespace muster
