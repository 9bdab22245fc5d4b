#include "RevenueSourcesDialog.h"

#include "CampaignDocument.h"
#include "DialogSupport.h"

#include <algorithm>

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

namespace muster {

namespace {

template <typename T> T *cellAs(const QTableWidget *table, int row, int column)
{
    return qobject_cast<T *>(table->cellWidget(row, column));
}

QString monthsText(const QList<int> &months)
{
    QStringList parts;
    for (int month : months)
        parts << QString::number(month);
    return parts.join(QStringLiteral(", "));
}

} // namespace

RevenueSourcesDialog::RevenueSourcesDialog(CampaignDocument *document, qint64 treasuryId, QWidget *parent)
    : QDialog(parent), m_document(document), m_treasuryId(treasuryId), m_table(new QTableWidget(0, ColumnCount)),
      m_remove(new QPushButton(tr("&Remove"))), m_total(new QLabel), m_error(new QLabel)
{
    setObjectName(QStringLiteral("revenueSourcesDialog"));
    const Treasury *treasury = m_document ? m_document->treasury(m_treasuryId) : nullptr;
    if (m_document)
        m_calendar = m_document->campaign().calendar;
    setWindowTitle(treasury ? tr("Revenue of %1").arg(treasury->name) : tr("Revenue"));
    m_table->setObjectName(QStringLiteral("sources"));
    m_remove->setObjectName(QStringLiteral("removeSource"));
    m_total->setObjectName(QStringLiteral("total"));
    m_error->setObjectName(QStringLiteral("error"));

    m_table->setHorizontalHeaderLabels(
        {tr("Name"), tr("Amount"), tr("Schedule"), tr("Months"), tr("Territory"), tr("State"), tr("Per year")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setSectionResizeMode(Name, QHeaderView::Stretch);
    m_table->horizontalHeader()->setMinimumSectionSize(60);
    m_table->setColumnWidth(Amount, 130);
    m_table->setColumnWidth(Schedule, 100);
    m_table->setColumnWidth(Months, 90);
    m_table->setColumnWidth(Territory, 140);
    m_table->setColumnWidth(State, 110);
    m_table->setColumnWidth(PerYear, 90);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 14);
    QStringList names;
    for (int month = 1; month <= m_calendar.monthCount(); ++month)
        names << tr("%1 = %2").arg(month).arg(m_calendar.monthName(month));
    m_table->horizontalHeaderItem(PerYear)->setToolTip(tr("What the source pays in a whole year"));
    m_table->horizontalHeaderItem(Months)->setToolTip(
        tr("Seasonal: the paying months, such as 9, 10 (or their names); annual: the one month.\n%1")
            .arg(names.join(QStringLiteral(", "))));

    auto *add = new QPushButton(tr("&Add"));
    add->setObjectName(QStringLiteral("addSource"));
    auto *rowButtons = new QHBoxLayout;
    rowButtons->addWidget(add);
    rowButtons->addWidget(m_remove);
    rowButtons->addStretch();
    rowButtons->addWidget(m_total);

    makeErrorLabel(m_error);
    auto *hint = new QLabel(tr("Revenue falls due on the first day of its months. A lost territory pays "
                               "nothing, a devastated one half."));
    hint->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &RevenueSourcesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(add, &QPushButton::clicked, this, [this] {
        const int row = addSource();
        m_table->setCurrentCell(row, Name);
        cellAs<QLineEdit>(m_table, row, Name)->setFocus();
    });
    connect(m_remove, &QPushButton::clicked, this, &RevenueSourcesDialog::removeSource);
    connect(m_table, &QTableWidget::currentCellChanged, this, [this] { m_remove->setEnabled(m_table->currentRow() >= 0); });
    // Editing a cell's widget makes its row the current one, so Remove removes what the GM is working on.
    m_focusWatch = connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) {
        if (const int row = rowOf(now); row >= 0 && row != m_table->currentRow())
            m_table->setCurrentCell(row, 0);
    });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(hint);
    layout->addWidget(m_table);
    layout->addLayout(rowButtons);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    if (treasury) {
        for (const RevenueSource &source : treasury->revenueSources)
            addSource(source);
    }
    m_remove->setEnabled(false);
    validateAll();
    resize(940, 400);
}

// Destroying the children moves the focus, and the application reports it while this is no longer a
// RevenueSourcesDialog (QObject drops the connection only after that): stop listening first.
RevenueSourcesDialog::~RevenueSourcesDialog()
{
    disconnect(m_focusWatch);
}

int RevenueSourcesDialog::addSource(const RevenueSource &source)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    auto *name = new QLineEdit(source.name);
    name->setProperty("sourceId", source.id);
    name->setPlaceholderText(tr("Tax of the valley"));
    auto *amount = new QDoubleSpinBox;
    amount->setRange(0, 1e13);
    amount->setDecimals(2);
    amount->setPrefix(QStringLiteral("$"));
    amount->setGroupSeparatorShown(true);
    amount->setValue(source.amount.dollars());
    auto *schedule = new QComboBox;
    for (RevenueSchedule s : allRevenueSchedules)
        schedule->addItem(revenueScheduleName(s), int(s));
    schedule->setCurrentIndex(schedule->findData(int(source.schedule)));
    auto *months = new QLineEdit(monthsText(source.months));
    months->setToolTip(m_table->horizontalHeaderItem(Months)->toolTip());
    auto *territory = new QLineEdit(source.territory);
    territory->setPlaceholderText(tr("none"));
    auto *state = new QComboBox;
    for (TerritoryState s : allTerritoryStates)
        state->addItem(territoryStateName(s), int(s));
    state->setCurrentIndex(state->findData(int(source.state)));
    auto *perYear = new QLabel;
    perYear->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    perYear->setContentsMargins(4, 0, 4, 0);

    m_table->setCellWidget(row, Name, name);
    m_table->setCellWidget(row, Amount, amount);
    m_table->setCellWidget(row, Schedule, schedule);
    m_table->setCellWidget(row, Months, months);
    m_table->setCellWidget(row, Territory, territory);
    m_table->setCellWidget(row, State, state);
    m_table->setCellWidget(row, PerYear, perYear);
    connect(name, &QLineEdit::textChanged, this, &RevenueSourcesDialog::validateAll);
    connect(amount, &QDoubleSpinBox::valueChanged, this, &RevenueSourcesDialog::validateAll);
    connect(schedule, &QComboBox::currentIndexChanged, this, &RevenueSourcesDialog::validateAll);
    connect(months, &QLineEdit::textChanged, this, &RevenueSourcesDialog::validateAll);
    connect(territory, &QLineEdit::textChanged, this, &RevenueSourcesDialog::validateAll);
    connect(state, &QComboBox::currentIndexChanged, this, &RevenueSourcesDialog::validateAll);
    validateAll();
    return row;
}

void RevenueSourcesDialog::removeSource()
{
    const int row = m_table->currentRow();
    if (row < 0)
        return;
    m_table->removeRow(row);
    m_remove->setEnabled(m_table->currentRow() >= 0);
    validateAll();
}

int RevenueSourcesDialog::rowOf(const QWidget *widget) const
{
    for (; widget && widget != m_table; widget = widget->parentWidget()) {
        for (int row = 0; row < m_table->rowCount(); ++row) {
            for (int column = 0; column < ColumnCount; ++column) {
                if (m_table->cellWidget(row, column) == widget)
                    return row;
            }
        }
    }
    return -1;
}

// "9, 10", "Harvest", "9 Harvest": numbers or names of the calendar's months.
Result<QList<int>> RevenueSourcesDialog::parseMonths(const QString &text) const
{
    QList<int> months;
    const QStringList parts = text.split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        bool number = false;
        int month = part.toInt(&number);
        if (!number) {
            month = 0;
            for (int m = 1; m <= m_calendar.monthCount(); ++m) {
                if (m_calendar.monthName(m).compare(part, Qt::CaseInsensitive) == 0)
                    month = m;
            }
            if (month == 0)
                return Error{tr("\"%1\" is not a month of the calendar.").arg(part), QStringLiteral("months")};
        }
        if (!months.contains(month))
            months << month;
    }
    std::sort(months.begin(), months.end());
    return months;
}

Result<QList<RevenueSource>> RevenueSourcesDialog::sources() const
{
    QList<RevenueSource> list;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        RevenueSource source;
        auto *name = cellAs<QLineEdit>(m_table, row, Name);
        source.id = name->property("sourceId").toLongLong();
        source.name = name->text().trimmed();
        source.amount = Money::fromDollars(cellAs<QDoubleSpinBox>(m_table, row, Amount)->value());
        source.schedule = RevenueSchedule(cellAs<QComboBox>(m_table, row, Schedule)->currentData().toInt());
        if (source.schedule != RevenueSchedule::Monthly) {
            Result<QList<int>> months = parseMonths(cellAs<QLineEdit>(m_table, row, Months)->text());
            if (!months)
                return Error{tr("Row %1: %2").arg(row + 1).arg(months.error().message), months.error().field};
            source.months = *months;
        }
        source.territory = cellAs<QLineEdit>(m_table, row, Territory)->text().trimmed();
        source.state = TerritoryState(cellAs<QComboBox>(m_table, row, State)->currentData().toInt());
        if (Status s = source.validate(m_calendar); !s)
            return Error{tr("Row %1: %2").arg(row + 1).arg(s.error().message), s.error().field};
        list << source;
    }
    return list;
}

// What the row pays in a year, and whether its months apply to its schedule.
void RevenueSourcesDialog::updateRow(int row)
{
    const auto schedule = RevenueSchedule(cellAs<QComboBox>(m_table, row, Schedule)->currentData().toInt());
    auto *months = cellAs<QLineEdit>(m_table, row, Months);
    months->setEnabled(schedule != RevenueSchedule::Monthly);
    months->setPlaceholderText(schedule == RevenueSchedule::Monthly  ? tr("every month")
                               : schedule == RevenueSchedule::Annual ? tr("e.g. 9")
                                                                     : tr("e.g. 9, 10"));
    RevenueSource source;
    source.amount = Money::fromDollars(cellAs<QDoubleSpinBox>(m_table, row, Amount)->value());
    source.schedule = schedule;
    source.state = TerritoryState(cellAs<QComboBox>(m_table, row, State)->currentData().toInt());
    source.name = QStringLiteral("-"); // a row without a name yet still shows what it pays
    auto *label = cellAs<QLabel>(m_table, row, PerYear);
    const Result<QList<int>> parsed = parseMonths(months->text());
    if (parsed.ok() && schedule != RevenueSchedule::Monthly)
        source.months = *parsed;
    if (!parsed.ok() || !source.validate(m_calendar).ok()) {
        label->setText(QStringLiteral("\u2014")); // its months do not say yet
        label->setToolTip(QString());
        return;
    }
    Money year;
    for (int month = 1; month <= m_calendar.monthCount(); ++month) {
        if (source.paysIn(month))
            year += source.payment();
    }
    label->setText(year.toShortString());
    label->setToolTip(year.toLongString());
}

void RevenueSourcesDialog::validateAll()
{
    Money total;
    for (int row = 0; row < m_table->rowCount(); ++row)
        updateRow(row);
    const Result<QList<RevenueSource>> edited = sources();
    if (edited.ok()) {
        for (const RevenueSource &source : *edited) {
            for (int month = 1; month <= m_calendar.monthCount(); ++month) {
                if (source.paysIn(month))
                    total += source.payment();
            }
        }
        m_total->setText(tr("In a year: %1").arg(total.toLongString()));
    } else {
        m_total->clear();
    }
    m_error->setText(edited.ok() ? QString() : edited.error().message);
    m_error->setVisible(!edited.ok());
    m_ok->setEnabled(edited.ok());
}

Status RevenueSourcesDialog::apply()
{
    if (!m_document || !m_document->treasury(m_treasuryId))
        return Error{tr("The treasury is gone."), QString()};
    const Result<QList<RevenueSource>> edited = sources();
    if (!edited)
        return edited.error();
    if (*edited == m_document->treasury(m_treasuryId)->revenueSources)
        return success();
    return m_document->setRevenueSources(m_treasuryId, *edited);
}

void RevenueSourcesDialog::accept()
{
    if (Status s = apply(); !s) {
        m_error->setText(s.error().message);
        m_error->setVisible(true);
        return;
    }
    QDialog::accept();
}

} // namespace muster
