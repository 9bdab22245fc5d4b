#include "ElementTypesDialog.h"

#include "CampaignDocument.h"
#include "CatalogBrowser.h"
#include "ElementTypeEditor.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace muster {

ElementTypesDialog::ElementTypesDialog(CampaignDocument *document, QWidget *parent)
    : QDialog(parent), m_document(document),
      m_catalog(new CatalogBrowser(document, QStringLiteral("typesView"), this)),
      m_new(new QPushButton(tr("&New..."), this)), m_copy(new QPushButton(tr("&Copy as Custom..."), this)),
      m_edit(new QPushButton(tr("&Edit..."), this)), m_delete(new QPushButton(tr("&Delete"), this)),
      m_cap(new QPushButton(tr("Doubling Ca&p..."), this))
{
    setWindowTitle(tr("Element Types"));
    resize(980, 620);
    m_new->setObjectName(QStringLiteral("newTypeButton"));
    m_copy->setObjectName(QStringLiteral("copyTypeButton"));
    m_edit->setObjectName(QStringLiteral("editTypeButton"));
    m_delete->setObjectName(QStringLiteral("deleteTypeButton"));
    m_cap->setObjectName(QStringLiteral("capTypeButton"));
    m_cap->setToolTip(
        tr("Choose the TL after which this built-in type stops doubling its TS in this campaign."));
    connect(m_cap, &QPushButton::clicked, this, &ElementTypesDialog::capDoubling);
    connect(m_new, &QPushButton::clicked, this, &ElementTypesDialog::newType);
    connect(m_copy, &QPushButton::clicked, this, &ElementTypesDialog::copyType);
    connect(m_edit, &QPushButton::clicked, this, &ElementTypesDialog::editType);
    connect(m_delete, &QPushButton::clicked, this, &ElementTypesDialog::deleteType);
    connect(m_catalog, &CatalogBrowser::typeActivated, this, [this] {
        const ElementType *type = currentType();
        if (type && !type->isBuiltIn())
            editType();
        else
            copyType();
    });
    connect(m_catalog, &CatalogBrowser::currentTypeChanged, this, &ElementTypesDialog::updateButtons);

    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    for (QPushButton *button : {m_new, m_copy, m_edit, m_delete, m_cap})
        buttons->addWidget(button);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(m_catalog, 1);
    layout->addWidget(close);
    m_catalog->view()->setCurrentIndex(m_catalog->view()->model()->index(0, 0));
    updateButtons();
}

QTableView *ElementTypesDialog::view() const
{
    return m_catalog->view();
}

const ElementType *ElementTypesDialog::currentType() const
{
    return m_catalog->currentType();
}

void ElementTypesDialog::updateButtons()
{
    const ElementType *type = currentType();
    m_copy->setEnabled(type != nullptr);
    m_edit->setEnabled(type && !type->isBuiltIn());
    m_delete->setEnabled(type && !type->isBuiltIn());
    m_cap->setEnabled(type && type->isBuiltIn() && type->scaling == TlScaling::HighTech);
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

void ElementTypesDialog::capDoubling()
{
    const ElementType *type = currentType();
    if (!type || !type->isBuiltIn())
        return;
    bool ok = false;
    const int tl =
        QInputDialog::getInt(this, tr("Doubling Cap"),
                             tr("%1 doubles its TS every TL after TL%2. Last TL at which it doubles "
                                "(12: no cap):")
                                 .arg(type->name)
                                 .arg(type->tl),
                             type->viableThroughTl, ElementCatalog::minimumViability(*type), 12, 1, &ok);
    if (!ok)
        return;
    if (Status s = m_document->setBuiltInViability(type->id, tl); !s)
        showError(s.error().message);
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
