#pragma once

#include "common/Result.h"
#include "economy/Calendar.h"
#include "economy/Revenue.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;

namespace muster {

class CampaignDocument;

// A treasury's revenue sources in one table (name, amount, schedule, paying months, territory and its
// state), with what each pays in a year. OK replaces the treasury's sources in one undoable step; a
// source RevenueSource::validate refuses is shown in red and OK waits until it is fixed.
class RevenueSourcesDialog : public QDialog
{
    Q_OBJECT

public:
    // The table's columns; each cell holds an editor widget (QLineEdit, QDoubleSpinBox or QComboBox)
    // except PerYear, a label.
    enum Column { Name, Amount, Schedule, Months, Territory, State, PerYear, ColumnCount };

    RevenueSourcesDialog(CampaignDocument *document, qint64 treasuryId, QWidget *parent = nullptr);
    ~RevenueSourcesDialog() override;

    QTableWidget *table() const { return m_table; }
    // Adds a row (a monthly source with no name yet) and returns its index.
    int addSource(const RevenueSource &source = {});
    // The sources as edited, or the first mistake ("Row 2: ...").
    Result<QList<RevenueSource>> sources() const;
    Status apply();
    void accept() override;

private:
    void removeSource();
    void updateRow(int row);
    void validateAll();
    int rowOf(const QWidget *widget) const;
    Result<QList<int>> parseMonths(const QString &text) const;

    CampaignDocument *m_document;
    qint64 m_treasuryId;
    Calendar m_calendar;
    QTableWidget *m_table;
    QPushButton *m_remove;
    QLabel *m_total;
    QLabel *m_error;
    QPushButton *m_ok;
    QMetaObject::Connection m_focusWatch; // to the application's focus changes
};

} // namespace muster
