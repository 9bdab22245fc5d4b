#include "CampaignDateEdit.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QSpinBox>

namespace muster {

CampaignDateEdit::CampaignDateEdit(const Calendar &calendar, QWidget *parent)
    : QWidget(parent), m_calendar(calendar), m_day(new QSpinBox), m_month(new QComboBox), m_year(new QSpinBox)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_day->setObjectName(QStringLiteral("day"));
    m_month->setObjectName(QStringLiteral("month"));
    m_year->setObjectName(QStringLiteral("year"));
    for (int month = 1; month <= calendar.monthCount(); ++month)
        m_month->addItem(calendar.monthName(month), month);
    m_year->setRange(-9999, 99999);
    m_day->setAccessibleName(tr("Day"));
    m_month->setAccessibleName(tr("Month"));
    m_year->setAccessibleName(tr("Year"));
    layout->addWidget(m_day);
    layout->addWidget(m_month, 1);
    layout->addWidget(m_year);
    connect(m_month, &QComboBox::currentIndexChanged, this, &CampaignDateEdit::limitDay);
    connect(m_year, &QSpinBox::valueChanged, this, &CampaignDateEdit::limitDay);
    for (QSpinBox *box : {m_day, m_year})
        connect(box, &QSpinBox::valueChanged, this, &CampaignDateEdit::dateChanged);
    connect(m_month, &QComboBox::currentIndexChanged, this, &CampaignDateEdit::dateChanged);
    setDate(CampaignDate{});
}

CampaignDate CampaignDateEdit::date() const
{
    return CampaignDate{m_year->value(), m_month->currentIndex() + 1, m_day->value()};
}

void CampaignDateEdit::setDate(const CampaignDate &date)
{
    m_year->setValue(date.year);
    m_month->setCurrentIndex(std::clamp(date.month, 1, m_calendar.monthCount()) - 1);
    limitDay();
    m_day->setValue(date.day);
}

void CampaignDateEdit::limitDay()
{
    m_day->setRange(1, m_calendar.daysInMonth(m_year->value(), m_month->currentIndex() + 1));
}

} // namespace muster
