#pragma once

#include <QWidget>

class QPlainTextEdit;
class QTableView;

namespace muster {

class AggregatesModel;
class CampaignDocument;

// The force's figures, live, and the breakdown of whichever figure is selected.
class FiguresPanel : public QWidget
{
    Q_OBJECT

public:
    explicit FiguresPanel(QWidget *parent = nullptr);
    void setForce(CampaignDocument *document, qint64 forceId);
    AggregatesModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }

private:
    void showBreakdown();
    AggregatesModel *m_model;
    QTableView *m_view;
    QPlainTextEdit *m_breakdown;
};

} // namespace muster
