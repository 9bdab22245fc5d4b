#pragma once

#include "common/Result.h"
#include "print/PrintedDocument.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QTableView;

namespace muster {

class CampaignDocument;
class LedgerModel;
class TreasuryChart;

// The Treasury view: a side's war chest, its balance and spending over time, the ledger of every income
// and expense (filtered, exported to CSV), and the elements being raised.
class TreasuryPanel : public QWidget
{
    Q_OBJECT

public:
    explicit TreasuryPanel(QWidget *parent = nullptr);
    void setDocument(CampaignDocument *document);
    qint64 currentTreasuryId() const;
    void selectTreasury(qint64 treasuryId);
    Status exportCsv(const QString &path) const;
    // The ledger as shown (filters applied), for paper; nothing without a treasury.
    std::optional<PrintedDocument> ledgerDocument() const;
    QTableView *ledgerView() const { return m_ledger; }

    void newTreasury();
    void editTreasury();
    void bookManualEntry();
    void editRevenue(); // the Revenue... button: the current treasury's revenue sources

signals:
    void failed(const QString &message);
    // The ledger was written to `path`.
    void exported(const QString &path);

private:
    void refresh();
    void refreshLedger();
    CampaignDocument *m_document = nullptr;
    QComboBox *m_treasuries;
    QLabel *m_balance;
    TreasuryChart *m_chart;
    QComboBox *m_category;
    QComboBox *m_forceFilter;
    QComboBox *m_period;
    QLineEdit *m_text;
    LedgerModel *m_model;
    QTableView *m_ledger;
    QListWidget *m_raising;
};

} // namespace muster
