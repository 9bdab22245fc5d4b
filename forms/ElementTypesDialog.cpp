#include "ElementTypesDialog.h"

#include "CampaignDocument.h"
#include "ElementTypeEditor.h"
#include "models/CatalogModel.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace muster {

ElementTypesDialog::ElementTypesDialog(CampaignDocument *document, QWidget *parent)
    : QDialog(parent), m_document(document), m_model(new CatalogModel(this)),
      m_proxy(new QSortFilterProxyModel(this)), m_filter(new QLineEdit(this)), m_view(new QTableView(this)),
      m_new(new QPushButton(tr("&New..."), this)), m_copy(new QPushButton(tr("&Copy as Custom..."), this)),
      m_edit(new QPushButton(tr("&Edit..."), this)), m_delete(new QPushButton(tr("&Delete"), this))
{
    setWindowTitle(tr("Element Types"));
    resize(980, 620);
    m_model->setDocument(document);
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setSortRole(role(Role::SortValue));
    m_filter->setPlaceholderText(tr("Filter element types"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    m_view->setObjectName(QStringLiteral("typesView"));
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

    m_new->setObjectName(QStringLiteral("newTypeButton"));
    m_copy->setObjectName(QStringLiteral("copyTypeButton"));
    m_edit->setObjectName(QStringLiteral("editTypeButton"));
    m_delete->setObjectName(QStringLiteral("deleteTypeButton"));
    connect(m_new, &QPushButton::clicked, this, &ElementTypesDialog::newType);
    connect(m_copy, &QPushButton::clicked, this, &ElementTypesDialog::copyType);
    connect(m_edit, &QPushButton::clicked, this, &ElementTypesDialog::editType);
    connect(m_delete, &QPushButton::clicked, this, &ElementTypesDialog::deleteType);
    connect(m_view, &QAbstractItemView::doubleClicked, this, [this] {
        const ElementType *type = currentType();
        if (type && !type->isBuiltIn())
            editType();
        else
            copyType();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ElementTypesDialog::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ElementTypesDialog::updateButtons);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_filter, 1);
    for (QPushButton *button : {m_new, m_copy, m_edit, m_delete})
        buttons->addWidget(button);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(m_view, 1);
    layout->addWidget(close);
    updateButtons();
}

const ElementType *ElementTypesDialog::currentType() const
{
    return m_model->typeAt(m_proxy->mapToSource(m_view->currentIndex()).row());
}

void ElementTypesDialog::updateButtons()
{
    const ElementType *type = currentType();
    m_copy->setEnabled(type != nullptr);
    m_edit->setEnabled(type && !type->isBuiltIn());
    m_delete->setEnabled(type && !type->isBuiltIn());
}

void ElementTypesDialog::showError(const QString &message)
{
    QMessageBox::warning(this, tr("Element Types"), message);
}

void ElementTypesDialog::newType()
{
    ElementType type;
    type.id = m_document->catalog().newCustomId();
    type.name = tr("New element type");
    type.ts = 1;
    type.wt = 1;
    type.mobility = {Mobility::Foot};
    type.raise = Money::fromDollars(10'000);
    type.maintain = Money::fromDollars(2'000);
    ElementTypeEditor editor(type, this);
    if (editor.exec() == QDialog::Accepted) {
        if (Status s = m_document->addCustomType(editor.type()); !s)
            showError(s.error().message);
    }
}

void ElementTypesDialog::copyType()
{
    const ElementType *source = currentType();
    if (!source)
        return;
    ElementType type = *source;
    type.id = m_document->catalog().newCustomId();
    type.table = CatalogTable::Custom;
    type.name = tr("%1 (copy)").arg(source->name);
    ElementTypeEditor editor(type, this);
    if (editor.exec() == QDialog::Accepted) {
        if (Status s = m_document->addCustomType(editor.type()); !s)
            showError(s.error().message);
    }
}

void ElementTypesDialog::editType()
{
    const ElementType *type = currentType();
    if (!type || type->isBuiltIn())
        return;
    ElementTypeEditor editor(*type, this);
    if (editor.exec() == QDialog::Accepted) {
        if (Status s = m_document->changeCustomType(editor.type()); !s)
            showError(s.error().message);
    }
}

void ElementTypesDialog::deleteType()
{
    const ElementType *type = currentType();
    if (!type || type->isBuiltIn())
        return;
    if (Status s = m_document->removeCustomType(type->id); !s)
        showError(s.error().message);
}

} // namespace muster
