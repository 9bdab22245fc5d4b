#include "CatalogBrowser.h"

#include "models/CatalogModel.h"
#include "models/ModelEnums.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace muster {

CatalogBrowser::CatalogBrowser(CampaignDocument *document, const QString &viewName, QWidget *parent)
    : QWidget(parent), m_model(new CatalogModel(this)), m_proxy(new QSortFilterProxyModel(this)),
      m_filter(new QLineEdit(this)), m_view(new QTableView(this))
{
    m_model->setDocument(document);
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setSortRole(role(Role::SortValue));
    m_filter->setObjectName(QStringLiteral("catalogFilter"));
    m_filter->setPlaceholderText(tr("Filter element types (name, class, mobility...)"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        const QPersistentModelIndex picked = m_proxy->mapToSource(m_view->currentIndex());
        m_proxy->setFilterFixedString(text);
        // The type picked stays while it matches; otherwise the first match, never the neighbour the view moves
        // to when the picked row is filtered out (Enter takes what is selected).
        const QModelIndex kept = m_proxy->mapFromSource(picked);
        m_view->setCurrentIndex(kept.isValid() ? kept : m_proxy->index(0, 0));
        if (m_view->currentIndex().isValid())
            m_view->selectRow(m_view->currentIndex().row());
    });

    m_view->setObjectName(viewName);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder); // table order until the GM clicks a header
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(CatalogColumn::Name, QHeaderView::Stretch);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_filter);
    layout->addWidget(m_view, 1);

    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &CatalogBrowser::currentTypeChanged);
    connect(m_model, &QAbstractItemModel::modelReset, this, &CatalogBrowser::currentTypeChanged);
    connect(m_view, &QAbstractItemView::doubleClicked, this, &CatalogBrowser::typeActivated);
}

const ElementType *CatalogBrowser::currentType() const
{
    return m_model->typeAt(m_proxy->mapToSource(m_view->currentIndex()).row());
}

void CatalogBrowser::selectType(const QString &typeId)
{
    const QModelIndex source = m_model->index(m_model->rowOfType(typeId), 0);
    m_view->setCurrentIndex(m_proxy->mapFromSource(source));
}

} // namespace muster
