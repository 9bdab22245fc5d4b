#include "AddElementDialog.h"

#include "CampaignDocument.h"
#include "models/CatalogModel.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace muster {

AddElementDialog::AddElementDialog(CampaignDocument *document, int defaultTl, QWidget *parent)
    : QDialog(parent), m_document(document), m_catalog(new CatalogModel(this)),
      m_proxy(new QSortFilterProxyModel(this)), m_filter(new QLineEdit(this)), m_view(new QTableView(this)),
      m_name(new QLineEdit(this)), m_tl(new QSpinBox(this)), m_count(new QSpinBox(this)),
      m_description(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)),
      m_preferredTl(defaultTl)
{
    setWindowTitle(tr("Add Element"));
    resize(860, 560);
    m_catalog->setDocument(document);
    m_proxy->setSourceModel(m_catalog);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setSortRole(role(Role::SortValue));
    m_filter->setObjectName(QStringLiteral("catalogFilter"));
    m_filter->setPlaceholderText(tr("Filter element types (name, class, mobility...)"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);

    m_view->setObjectName(QStringLiteral("catalogView"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);

    m_name->setObjectName(QStringLiteral("elementName"));
    m_name->setPlaceholderText(tr("optional, e.g. \"Airborne Ninja\" or \"3rd Troop\""));
    m_tl->setObjectName(QStringLiteral("elementTl"));
    m_tl->setPrefix(tr("TL"));
    m_tl->setRange(0, 12);
    m_tl->setValue(defaultTl);
    connect(m_tl, &QSpinBox::valueChanged, this, [this](int tl) {
        if (!m_raisingTl)
            m_preferredTl = tl;
    });
    m_count->setObjectName(QStringLiteral("elementCount"));
    m_count->setRange(1, 1'000'000);
    m_description->setWordWrap(true);
    m_description->setObjectName(QStringLiteral("typeDescription"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Tech level:"), m_tl);
    form->addRow(tr("&Count:"), m_count);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_description);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &AddElementDialog::typeChanged);
    connect(m_view, &QAbstractItemView::doubleClicked, this, &QDialog::accept);
    m_view->setCurrentIndex(m_proxy->index(0, 0));
    m_filter->setFocus();
}

void AddElementDialog::selectType(const QString &typeId)
{
    const QModelIndex source = m_catalog->index(m_catalog->rowOfType(typeId), 0);
    m_view->setCurrentIndex(m_proxy->mapFromSource(source));
}

void AddElementDialog::typeChanged()
{
    const QModelIndex current = m_proxy->mapToSource(m_view->currentIndex());
    const ElementType *type = m_catalog->typeAt(current.row());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(type != nullptr);
    if (!type) {
        m_description->clear();
        return;
    }
    m_description->setText(QStringLiteral("<b>%1</b> (TL%2): %3")
                               .arg(type->name.toHtmlEscaped())
                               .arg(type->tl)
                               .arg(type->description.toHtmlEscaped()));
    m_raisingTl = true;
    m_tl->setMinimum(type->earliestTl());
    m_tl->setValue(std::max(m_preferredTl, type->earliestTl()));
    m_raisingTl = false;
}

RosterLine AddElementDialog::line() const
{
    RosterLine line;
    const ElementType *type = m_catalog->typeAt(m_proxy->mapToSource(m_view->currentIndex()).row());
    if (type)
        line.record.typeId = type->id;
    line.record.name = m_name->text().trimmed();
    line.record.tl = m_tl->value();
    line.count = m_count->value();
    return line;
}

} // namespace muster
