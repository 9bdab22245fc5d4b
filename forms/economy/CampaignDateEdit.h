#pragma once

#include "economy/Calendar.h"

#include <QWidget>

class QComboBox;
class QSpinBox;

namespace muster {

// A day of the campaign's calendar: year, the calendar's named month, day (limited to the month's length).
class CampaignDateEdit : public QWidget
{
    Q_OBJECT

public:
    explicit CampaignDateEdit(const Calendar &calendar, QWidget *parent = nullptr);
    CampaignDate date() const;
    void setDate(const CampaignDate &date);

signals:
    void dateChanged();

private:
    void limitDay();
    Calendar m_calendar;
    QSpinBox *m_day;
    QComboBox *m_month;
    QSpinBox *m_year;
};

} // namespace muster
