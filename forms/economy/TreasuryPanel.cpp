#include "TreasuryPanel.h"

#include "CampaignDocument.h"
#include "DialogSupport.h"
#include "TextExport.h"
#include "TreasuryChart.h"
#include "economy/RevenueSourcesDialog.h"
#include "economy/LedgerCsv.h"
#include "economy/LedgerText.h"
#include "models/LedgerModel.h"
#include "models/TableHtml.h"
#include "print/ArmySheet.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QCheckBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace muster {

namespace {

// The names the ledger's force and element ids stand for, in the view and in the CSV alike.
LedgerNames ledgerNames(const Campaign &campaign)
{
    LedgerNames names;
    for (const Force &f : campaign.forces) {
        names.forces.insert(f.id, f.name);
        for (const RosterLine &line : f.lines)
            names.lines.insert(line.id, line.record.name);
    }
    return names;
}

} // namespace

TreasuryPanel::TreasuryPanel(QWidget *parent)
    : QWidget(parent), m_treasuries(new QComboBox), m_balance(new QLabel), m_chart(new TreasuryChart),
      m_category(new QComboBox), m_forceFilter(new QComboBox), m_period(new QComboBox), m_text(new QLineEdit), m_model(new LedgerModel(this)), m_ledger(new QTableView),
      m_raising(new QListWidget)
{
    setObjectName(QStringLiteral("treasuryPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *top = new QHBoxLayout;
    m_treasuries->setObjectName(QStringLiteral("treasuries"));
    auto *add = new QPushButton(tr("New..."));
    auto *edit = new QPushButton(tr("Edit..."));
    auto *bookButton = new QPushButton(tr("Book..."));
    bookButton->setObjectName(QStringLiteral("bookButton"));
    bookButton->setToolTip(tr("Book an income or expense by hand"));
    auto *revenue = new QPushButton(tr("Revenue..."));
    revenue->setObjectName(QStringLiteral("revenueButton"));
    revenue->setToolTip(tr("The treasury's revenue sources: what they pay, when, and from which territory"));
    auto *csv = new QPushButton(tr("Export CSV..."));
    auto *print = new QPushButton(tr("Print"));
    print->setObjectName(QStringLiteral("printLedgerButton"));
    print->setToolTip(tr("Print the ledger as shown, or write it as a PDF"));
    print->setMenu(makePrintMenu(this, {[this] { return ledgerDocument(); },
                                        [this] {
                                            return exportPathBeside(m_document ? m_document->path() : QString(),
                                                                    QStringLiteral("ledger.pdf"));
                                        },
                                        [this](const QString &message) { emit failed(message); },
                                        [this](const QString &path) { emit exported(path); }}));
    top->addWidget(new QLabel(tr("Treasury:")));
    top->addWidget(m_treasuries, 1);
    top->addWidget(add);
    top->addWidget(edit);
    top->addWidget(bookButton);
    top->addWidget(revenue);
    top->addWidget(csv);
    top->addWidget(print);
    layout->addLayout(top);
    m_balance->setObjectName(QStringLiteral("balance"));
    layout->addWidget(m_balance);
    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(m_chart);
    auto *ledgerBox = new QWidget;
    auto *ledgerLayout = new QVBoxLayout(ledgerBox);
    ledgerLayout->setContentsMargins(0, 0, 0, 0);
    auto *filters = new QHBoxLayout;
    m_category->addItem(tr("All categories"), -1);
    for (LedgerCategory c : allLedgerCategories)
        m_category->addItem(ledgerCategoryName(c), int(c));
    m_text->setPlaceholderText(tr("Filter descriptions"));
    m_text->setClearButtonEnabled(true);
    m_forceFilter->setObjectName(QStringLiteral("forceFilter"));
    m_period->setObjectName(QStringLiteral("periodFilter"));
    m_period->addItem(tr("All dates"), 0);
    m_period->addItem(tr("This month"), 1);
    m_period->addItem(tr("This year"), 2);
    filters->addWidget(m_category);
    filters->addWidget(m_forceFilter);
    filters->addWidget(m_period);
    filters->addWidget(m_text, 1);
    ledgerLayout->addLayout(filters);
    m_ledger->setObjectName(QStringLiteral("ledgerView"));
    m_ledger->setModel(m_model);
    m_ledger->verticalHeader()->setVisible(false);
    m_ledger->horizontalHeader()->setStretchLastSection(true);
    m_ledger->setWordWrap(false); // one line per booking; tooltips hold the full text
    m_ledger->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_ledger->setSelectionBehavior(QAbstractItemView::SelectRows);
    ledgerLayout->addWidget(m_ledger, 1);
    ledgerLayout->addWidget(new QLabel(tr("Being raised:")));
    m_raising->setObjectName(QStringLiteral("raisingList"));
    m_raising->setMaximumHeight(70);
    ledgerLayout->addWidget(m_raising);
    splitter->addWidget(ledgerBox);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter, 1);

    connect(m_treasuries, &QComboBox::currentIndexChanged, this, &TreasuryPanel::refreshLedger);
    connect(m_category, &QComboBox::currentIndexChanged, this, &TreasuryPanel::refreshLedger);
    connect(m_forceFilter, &QComboBox::currentIndexChanged, this, &TreasuryPanel::refreshLedger);
    connect(m_period, &QComboBox::currentIndexChanged, this, &TreasuryPanel::refreshLedger);
    connect(m_text, &QLineEdit::textChanged, this, &TreasuryPanel::refreshLedger);
    connect(add, &QPushButton::clicked, this, &TreasuryPanel::newTreasury);
    connect(edit, &QPushButton::clicked, this, &TreasuryPanel::editTreasury);
    connect(bookButton, &QPushButton::clicked, this, &TreasuryPanel::bookManualEntry);
    connect(revenue, &QPushButton::clicked, this, &TreasuryPanel::editRevenue);
    connect(csv, &QPushButton::clicked, this, [this] {
        if (!m_document)
            return;
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export Ledger"), exportPathBeside(m_document->path(), QStringLiteral("ledger.csv")),
            tr("CSV (*.csv)"));
        if (path.isEmpty())
            return;
        if (Status s = exportCsv(path); !s)
            emit failed(s.error().message);
        else
            emit exported(path);
    });
    setDocument(nullptr);
}

void TreasuryPanel::setDocument(CampaignDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document)
        connect(m_document, &CampaignDocument::economyChanged, this, &TreasuryPanel::refresh);
    refresh();
}

qint64 TreasuryPanel::currentTreasuryId() const
{
    return m_treasuries->currentData().toLongLong();
}

void TreasuryPanel::selectTreasury(qint64 treasuryId)
{
    const int index = m_treasuries->findData(treasuryId);
    if (index >= 0)
        m_treasuries->setCurrentIndex(index);
}

void TreasuryPanel::refresh()
{
    const qint64 current = currentTreasuryId();
    {
        const QSignalBlocker blocker(m_treasuries);
        m_treasuries->clear();
        if (m_document) {
            for (const Treasury &t : m_document->campaign().treasuries)
                m_treasuries->addItem(t.name, t.id);
        }
        const int index = m_treasuries->findData(current);
        m_treasuries->setCurrentIndex(index >= 0 ? index : 0);
    }
    {
        const QSignalBlocker blocker(m_forceFilter);
        const qint64 forceId = m_forceFilter->currentData().toLongLong();
        m_forceFilter->clear();
        m_forceFilter->addItem(tr("All forces"), 0);
        if (m_document) {
            for (const Force &f : m_document->campaign().forces)
                m_forceFilter->addItem(f.name, f.id);
        }
        m_forceFilter->setCurrentIndex(std::max(0, m_forceFilter->findData(forceId)));
    }
    m_raising->clear();
    if (m_document) {
        const Campaign &campaign = m_document->campaign();
        for (const RaisingOrder &order : campaign.raising.orders()) {
            const Force *force = m_document->force(order.forceId);
            const QString element = order.record.name.isEmpty() ? order.record.typeId : order.record.name;
            const QString forceName = force ? force->name : QString();
            const QString ready = campaign.calendar.format(order.ready);
            switch (order.kind) {
            case OrderKind::Raise:
                m_raising->addItem(tr("%1 x %2 for %3: ready %4").arg(order.count).arg(element, forceName, ready));
                break;
            case OrderKind::Replacement:
                m_raising->addItem(tr("Replacements for %1 x %2 of %3: arrive %4")
                                       .arg(order.count)
                                       .arg(element, forceName, ready));
                break;
            case OrderKind::Improvement:
                m_raising->addItem(tr("Retraining %1 x %2 of %3: done %4").arg(order.count).arg(element, forceName, ready));
                break;
            }
        }
    }
    refreshLedger();
}

void TreasuryPanel::refreshLedger()
{
    const Treasury *treasury = m_document ? m_document->treasury(currentTreasuryId()) : nullptr;
    setEnabled(m_document != nullptr);
    if (!treasury) {
        m_model->setLedger(nullptr, nullptr, Money());
        m_chart->setSeries({}, Calendar());
        m_balance->setText(m_document ? tr("No treasury yet: New... adds one (a side's war chest).") : QString());
        return;
    }
    const Campaign &campaign = m_document->campaign();
    m_model->setNames(ledgerNames(campaign));
    m_model->setLedger(&treasury->ledger(), &campaign.calendar, treasury->warChest);
    LedgerFilter filter;
    if (const int c = m_category->currentData().toInt(); c >= 0)
        filter.categories << LedgerCategory(c);
    filter.text = m_text->text().trimmed();
    if (const qint64 forceId = m_forceFilter->currentData().toLongLong(); forceId != 0)
        filter.forceId = forceId;
    const CampaignDate today = campaign.today;
    if (m_period->currentData().toInt() == 1) {
        filter.from = CampaignDate{today.year, today.month, 1};
        filter.to = campaign.calendar.lastOfMonth(today);
    } else if (m_period->currentData().toInt() == 2) {
        filter.from = CampaignDate{today.year, 1, 1};
        filter.to = campaign.calendar.lastOfMonth(CampaignDate{today.year, campaign.calendar.monthCount(), 1});
    }
    m_model->setFilter(filter);
    m_balance->setText(tr("<b>%1</b> on %2 (war chest %3%4)")
                           .arg(treasury->balance().toLongString(), campaign.calendar.format(campaign.today),
                                treasury->warChest.toShortString(),
                                treasury->allowNegative ? tr("; may run into debt") : QString()));
    // The chart runs from the first booking (or today) to today.
    CampaignMonth first{campaign.today.year, campaign.today.month};
    if (!treasury->ledger().entries().isEmpty()) {
        const CampaignDate d = treasury->ledger().entries().constFirst().date;
        first = std::min(first, CampaignMonth{d.year, d.month});
    }
    CampaignMonth last{campaign.today.year, campaign.today.month};
    if (!treasury->ledger().entries().isEmpty()) {
        const CampaignDate d = treasury->ledger().entries().constLast().date;
        last = std::max(last, CampaignMonth{d.year, d.month});
    }
    m_chart->setSeries(treasury->ledger().monthlySeries(campaign.calendar, treasury->warChest, first, last), campaign.calendar);
}

Status TreasuryPanel::exportCsv(const QString &path) const
{
    const Treasury *treasury = m_document ? m_document->treasury(currentTreasuryId()) : nullptr;
    if (!treasury)
        return Error{tr("Pick a treasury to export."), QStringLiteral("treasury")};
    return saveTextFile(path, ledgerToCsv(*treasury, ledgerNames(m_document->campaign()),
                                          [](const LedgerEntry &entry) { return describe(entry); }));
}

std::optional<PrintedDocument> TreasuryPanel::ledgerDocument() const
{
    const Treasury *treasury = m_document ? m_document->treasury(currentTreasuryId()) : nullptr;
    if (!treasury)
        return std::nullopt;
    QString html = QStringLiteral("<h1>%1</h1><p>%2</p>").arg(treasury->name.toHtmlEscaped(), m_balance->text());
    QStringList filters;
    for (const QComboBox *filter : {m_category, m_forceFilter, m_period}) {
        if (filter->currentIndex() > 0)
            filters << filter->currentText().toHtmlEscaped();
    }
    if (!m_text->text().isEmpty())
        filters << tr("descriptions with \u201c%1\u201d").arg(m_text->text().toHtmlEscaped());
    if (!filters.isEmpty())
        html += tr("<p><i>Only the entries shown: %1.</i></p>").arg(filters.join(QStringLiteral("; ")));
    html += m_model->rowCount() > 0 ? tableToHtml(*m_model) : tr("<p>No entries.</p>");
    return PrintedDocument{tr("Ledger: %1").arg(treasury->name), campaignSource(*m_document), html};
}

void TreasuryPanel::newTreasury()
{
    if (!m_document)
        return;
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("New Treasury"), tr("Side or faction:"), QLineEdit::Normal,
                                               QString(), &ok);
    if (!ok)
        return;
    auto id = m_document->addTreasury(name, Money());
    if (!id)
        emit failed(id.error().message);
    else
        selectTreasury(*id);
}

void TreasuryPanel::editRevenue()
{
    const qint64 id = currentTreasuryId();
    if (!m_document || !m_document->treasury(id))
        return;
    RevenueSourcesDialog dialog(m_document, id, this);
    dialog.exec();
}

void TreasuryPanel::editTreasury()
{
    const Treasury *treasury = m_document ? m_document->treasury(currentTreasuryId()) : nullptr;
    if (!treasury)
        return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Treasury"));
    auto *form = new QFormLayout(&dialog);
    auto *name = new QLineEdit(treasury->name);
    auto *chest = moneySpinBox(treasury->warChest);
    auto *negative = new QCheckBox(tr("May run into debt (the GM allows a negative balance)"));
    negative->setChecked(treasury->allowNegative);
    form->addRow(tr("&Name:"), name);
    form->addRow(tr("&War chest:"), chest);
    form->addRow(negative);
    execFormDialog(dialog, form, [&] {
        Treasury changed = *treasury;
        changed.name = name->text();
        changed.warChest = Money::fromDollars(chest->value());
        changed.allowNegative = negative->isChecked();
        return m_document->changeTreasury(changed);
    });
}

void TreasuryPanel::bookManualEntry()
{
    const Treasury *treasury = m_document ? m_document->treasury(currentTreasuryId()) : nullptr;
    if (!treasury)
        return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Book an Entry"));
    auto *form = new QFormLayout(&dialog);
    auto *category = new QComboBox;
    for (LedgerCategory c : allLedgerCategories)
        category->addItem(ledgerCategoryName(c), int(c));
    category->setCurrentIndex(category->findData(int(LedgerCategory::Manual)));
    auto *amount = moneySpinBox();
    amount->setToolTip(tr("Positive for income, negative for an expense"));
    auto *description = new QLineEdit;
    form->addRow(tr("&Category:"), category);
    form->addRow(tr("&Amount (income +, expense -):"), amount);
    form->addRow(tr("&Description:"), description);
    dialog.setObjectName(QStringLiteral("bookDialog"));
    execFormDialog(dialog, form, [&] {
        LedgerEntry entry;
        entry.date = m_document->campaign().today;
        entry.category = LedgerCategory(category->currentData().toInt());
        entry.amount = Money::fromDollars(amount->value());
        entry.description = description->text();
        return m_document->book(treasury->id, {entry}, tr("Book %1").arg(entry.amount.toShortString()));
    });
}

} // namespace muster
