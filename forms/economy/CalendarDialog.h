#pragma once

#include "common/Result.h"
#include "economy/Calendar.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTableWidget;

namespace muster {

class CampaignDocument;

// Campaign > Calendar...: the Gregorian calendar or the GM's own months (name and length), the months of
// the campaigning season (none ticked: no season) and today's date. OK changes the document in one
// undoable step; input the calendar refuses is shown in red and OK waits until it is fixed.
class CalendarDialog : public QDialog
{
    Q_OBJECT

public:
    explicit CalendarDialog(CampaignDocument *document, QWidget *parent = nullptr);

    // The calendar as edited, or why it is not one.
    Result<Calendar> editedCalendar() const;
    CampaignDate editedDate() const;
    // Applies the edited calendar and date to the document (nothing when they are unchanged).
    Status apply();
    void accept() override;

private:
    void loadMonths(const QList<CalendarMonth> &months);
    void addMonth();
    void removeMonth();
    void moveMonth(int by);
    void monthsChanged();
    void dateChanged();
    void showError(const QString &message);

    CampaignDocument *m_document;
    QRadioButton *m_gregorian;
    QRadioButton *m_custom;
    QTableWidget *m_months;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_up;
    QPushButton *m_down;
    QListWidget *m_season;
    QSpinBox *m_year;
    QComboBox *m_month;
    QSpinBox *m_day;
    QLabel *m_error;
    QPushButton *m_ok;
    bool m_loading = false;
};

} // namespace muster
