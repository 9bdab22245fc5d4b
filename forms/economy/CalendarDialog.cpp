#include "CalendarDialog.h"

#include "CampaignDocument.h"
#include "DialogSupport.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace muster {

CalendarDialog::CalendarDialog(CampaignDocument *document, QWidget *parent)
    : QDialog(parent), m_document(document), m_gregorian(new QRadioButton(tr("&Gregorian"))),
      m_custom(new QRadioButton(tr("The GM's own &months"))), m_months(new QTableWidget(0, 2)),
      m_add(new QPushButton(tr("&Add"))), m_remove(new QPushButton(tr("&Remove"))), m_up(new QPushButton(tr("&Up"))),
      m_down(new QPushButton(tr("&Down"))), m_season(new QListWidget), m_year(new QSpinBox), m_month(new QComboBox),
      m_day(new QSpinBox), m_error(new QLabel)
{
    setObjectName(QStringLiteral("calendarDialog"));
    setWindowTitle(tr("Calendar"));
    m_gregorian->setObjectName(QStringLiteral("gregorian"));
    m_custom->setObjectName(QStringLiteral("customMonths"));
    m_months->setObjectName(QStringLiteral("months"));
    m_add->setObjectName(QStringLiteral("addMonth"));
    m_remove->setObjectName(QStringLiteral("removeMonth"));
    m_up->setObjectName(QStringLiteral("moveMonthUp"));
    m_down->setObjectName(QStringLiteral("moveMonthDown"));
    m_season->setObjectName(QStringLiteral("season"));
    m_year->setObjectName(QStringLiteral("year"));
    m_month->setObjectName(QStringLiteral("month"));
    m_day->setObjectName(QStringLiteral("day"));
    m_error->setObjectName(QStringLiteral("error"));

    m_months->setHorizontalHeaderLabels({tr("Month"), tr("Days")});
    m_months->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_months->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_months->verticalHeader()->setDefaultSectionSize(m_months->fontMetrics().height() + 8);
    m_months->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_months->setSelectionMode(QAbstractItemView::SingleSelection);
    m_months->setMinimumHeight(260);

    auto *monthsBox = new QGroupBox(tr("Months of the year"));
    auto *monthsLayout = new QGridLayout(monthsBox);
    auto *kind = new QHBoxLayout;
    kind->addWidget(m_gregorian);
    kind->addWidget(m_custom);
    kind->addStretch();
    monthsLayout->addLayout(kind, 0, 0, 1, 2);
    monthsLayout->addWidget(m_months, 1, 0);
    auto *rowButtons = new QVBoxLayout;
    for (QPushButton *button : {m_add, m_remove, m_up, m_down})
        rowButtons->addWidget(button);
    rowButtons->addStretch();
    monthsLayout->addLayout(rowButtons, 1, 1);

    auto *seasonBox = new QGroupBox(tr("Campaigning season"));
    auto *seasonLayout = new QVBoxLayout(seasonBox);
    auto *seasonHint = new QLabel(tr("Tick the months when troops forage; none ticked: no season."));
    seasonHint->setWordWrap(true);
    seasonLayout->addWidget(seasonHint);
    seasonLayout->addWidget(m_season);

    auto *todayBox = new QGroupBox(tr("Today"));
    auto *todayLayout = new QFormLayout(todayBox);
    m_year->setRange(-99999, 99999);
    m_day->setMinimum(1);
    m_month->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    todayLayout->addRow(tr("Y&ear:"), m_year);
    todayLayout->addRow(tr("Mont&h:"), m_month);
    todayLayout->addRow(tr("Da&y:"), m_day);

    auto *right = new QVBoxLayout;
    right->addWidget(todayBox);
    right->addWidget(seasonBox, 1);

    auto *columns = new QHBoxLayout;
    columns->addWidget(monthsBox, 3);
    columns->addLayout(right, 2);

    makeErrorLabel(m_error);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &CalendarDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    // Load the document's calendar, season and date.
    const Calendar calendar = m_document ? m_document->campaign().calendar : Calendar();
    const CampaignDate today = m_document ? m_document->campaign().today : CampaignDate();
    const bool gregorian = calendar.hasLeapYears();
    (gregorian ? m_gregorian : m_custom)->setChecked(true);
    loadMonths(calendar.months());
    for (int row = 0; row < m_season->count(); ++row)
        m_season->item(row)->setCheckState(calendar.campaigningSeason().contains(row + 1) ? Qt::Checked : Qt::Unchecked);
    m_year->setValue(today.year);
    m_month->setCurrentIndex(today.month - 1);
    dateChanged();
    m_day->setValue(today.day);

    connect(m_custom, &QRadioButton::toggled, this, [this](bool custom) {
        if (!custom) // back to Gregorian: its months, as they are
            loadMonths(Calendar::gregorian().months());
        else
            monthsChanged();
    });
    connect(m_months, &QTableWidget::itemChanged, this, &CalendarDialog::monthsChanged);
    connect(m_months, &QTableWidget::currentCellChanged, this, &CalendarDialog::monthsChanged);
    connect(m_season, &QListWidget::itemChanged, this, &CalendarDialog::dateChanged);
    connect(m_add, &QPushButton::clicked, this, &CalendarDialog::addMonth);
    connect(m_remove, &QPushButton::clicked, this, &CalendarDialog::removeMonth);
    connect(m_up, &QPushButton::clicked, this, [this] { moveMonth(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveMonth(1); });
    connect(m_year, &QSpinBox::valueChanged, this, &CalendarDialog::dateChanged);
    connect(m_month, &QComboBox::currentIndexChanged, this, &CalendarDialog::dateChanged);
    connect(m_day, &QSpinBox::valueChanged, this, &CalendarDialog::dateChanged);
    resize(sizeHint().expandedTo(QSize(620, 420)));
}

void CalendarDialog::loadMonths(const QList<CalendarMonth> &months)
{
    {
        const QSignalBlocker blocker(m_months);
        m_months->setRowCount(0);
        for (const CalendarMonth &month : months) {
            const int row = m_months->rowCount();
            m_months->insertRow(row);
            m_months->setItem(row, 0, new QTableWidgetItem(month.name));
            auto *days = new QTableWidgetItem;
            days->setData(Qt::DisplayRole, month.days);
            days->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_months->setItem(row, 1, days);
        }
    }
    monthsChanged();
}

void CalendarDialog::addMonth()
{
    m_custom->setChecked(true);
    const int row = m_months->currentRow() < 0 ? m_months->rowCount() : m_months->currentRow() + 1;
    {
        const QSignalBlocker blocker(m_months);
        m_months->insertRow(row);
        m_months->setItem(row, 0, new QTableWidgetItem(tr("Month %1").arg(m_months->rowCount())));
        auto *days = new QTableWidgetItem;
        days->setData(Qt::DisplayRole, 30);
        days->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_months->setItem(row, 1, days);
    }
    // The season keeps its months: the new one is inserted unticked.
    auto *item = new QListWidgetItem;
    item->setCheckState(Qt::Unchecked);
    m_season->insertItem(row, item);
    m_months->setCurrentCell(row, 0);
    monthsChanged();
}

void CalendarDialog::removeMonth()
{
    const int row = m_months->currentRow();
    if (row < 0)
        return;
    m_months->removeRow(row);
    delete m_season->takeItem(row);
    monthsChanged();
}

void CalendarDialog::moveMonth(int by)
{
    const int row = m_months->currentRow();
    const int to = row + by;
    if (row < 0 || to < 0 || to >= m_months->rowCount())
        return;
    {
        const QSignalBlocker blocker(m_months);
        for (int column = 0; column < m_months->columnCount(); ++column) {
            QTableWidgetItem *a = m_months->takeItem(row, column);
            QTableWidgetItem *b = m_months->takeItem(to, column);
            m_months->setItem(row, column, b);
            m_months->setItem(to, column, a);
        }
    }
    m_season->insertItem(to, m_season->takeItem(row));
    if (m_month->currentIndex() == row)
        m_month->setCurrentIndex(to); // today stays in the month it was in
    else if (m_month->currentIndex() == to)
        m_month->setCurrentIndex(row);
    m_months->setCurrentCell(to, m_months->currentColumn());
    monthsChanged();
}

// Keeps the season list, the month combo and the buttons in step with the table.
void CalendarDialog::monthsChanged()
{
    const bool custom = m_custom->isChecked();
    const int rows = m_months->rowCount();
    const int row = m_months->currentRow();
    m_months->setEditTriggers(custom ? QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                                           QAbstractItemView::AnyKeyPressed | QAbstractItemView::SelectedClicked
                                     : QAbstractItemView::NoEditTriggers);
    m_months->setToolTip(custom ? QString() : tr("Choose the GM's own months to edit them."));
    m_add->setEnabled(custom);
    m_remove->setEnabled(custom && row >= 0 && rows > 1);
    m_up->setEnabled(custom && row > 0);
    m_down->setEnabled(custom && row >= 0 && row < rows - 1);

    const QSignalBlocker seasonBlocker(m_season);
    while (m_season->count() < rows) {
        auto *item = new QListWidgetItem;
        item->setCheckState(Qt::Unchecked);
        m_season->addItem(item);
    }
    while (m_season->count() > rows)
        delete m_season->takeItem(m_season->count() - 1);
    const QSignalBlocker monthBlocker(m_month);
    const int current = m_month->currentIndex();
    m_month->clear();
    for (int r = 0; r < rows; ++r) {
        const QTableWidgetItem *name = m_months->item(r, 0);
        const QString text = name ? name->text() : QString();
        m_season->item(r)->setText(text);
        m_month->addItem(text);
    }
    m_month->setCurrentIndex(std::clamp(current, 0, rows - 1));
    dateChanged();
}

// Limits the day to the month's length and shows what is wrong, if anything.
void CalendarDialog::dateChanged()
{
    const Result<Calendar> calendar = editedCalendar();
    const int month = m_month->currentIndex() + 1;
    int days = 1;
    if (calendar.ok()) {
        days = std::max(1, calendar->daysInMonth(m_year->value(), month));
    } else if (const QTableWidgetItem *item = m_months->item(month - 1, 1)) {
        days = std::max(1, item->data(Qt::DisplayRole).toInt());
    }
    const QSignalBlocker blocker(m_day);
    m_day->setMaximum(days);
    m_day->setSuffix(tr(" of %1").arg(days));
    if (!calendar.ok())
        showError(calendar.error().message);
    else if (Status s = calendar->validate(editedDate()); !s)
        showError(s.error().message);
    else
        showError(QString());
}

void CalendarDialog::showError(const QString &message)
{
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
    m_ok->setEnabled(message.isEmpty());
}

Result<Calendar> CalendarDialog::editedCalendar() const
{
    Calendar calendar;
    if (!m_custom->isChecked()) {
        calendar = Calendar::gregorian();
    } else {
        QList<CalendarMonth> months;
        for (int row = 0; row < m_months->rowCount(); ++row) {
            const QTableWidgetItem *name = m_months->item(row, 0);
            const QTableWidgetItem *days = m_months->item(row, 1);
            months << CalendarMonth{name ? name->text().trimmed() : QString(),
                                    days ? days->data(Qt::DisplayRole).toInt() : 0};
        }
        Result<Calendar> custom = Calendar::fromMonths(months);
        if (!custom)
            return custom;
        calendar = *custom;
    }
    QList<int> season;
    for (int row = 0; row < m_season->count(); ++row) {
        if (m_season->item(row)->checkState() == Qt::Checked)
            season << row + 1;
    }
    if (Status s = calendar.setCampaigningSeason(season); !s)
        return s.error();
    return calendar;
}

CampaignDate CalendarDialog::editedDate() const
{
    return CampaignDate{m_year->value(), m_month->currentIndex() + 1, m_day->value()};
}

Status CalendarDialog::apply()
{
    if (!m_document)
        return Error{tr("No campaign is open."), QString()};
    const Result<Calendar> calendar = editedCalendar();
    if (!calendar)
        return calendar.error();
    const CampaignDate date = editedDate();
    if (Status s = calendar->validate(date); !s)
        return s;
    // One undoable step for the GM, even when both the calendar and the date change.
    return m_document->changeCalendar(*calendar, date);
}

void CalendarDialog::accept()
{
    if (Status s = apply(); !s) {
        showError(s.error().message);
        return;
    }
    QDialog::accept();
}

} // namespace muster
