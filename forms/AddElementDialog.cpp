#include "AddElementDialog.h"

#include "CatalogBrowser.h"
#include "catalog/ElementType.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace muster {

AddElementDialog::AddElementDialog(CampaignDocument *document, int forceTl, QWidget *parent)
    : QDialog(parent), m_catalog(new CatalogBrowser(document, QStringLiteral("catalogView"), this)),
      m_name(new QLineEdit(this)), m_tl(new QSpinBox(this)), m_count(new QSpinBox(this)),
      m_description(new QLabel(this)), m_tlWarning(new QLabel(this)), m_forceTl(forceTl),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)),
      m_preferredTl(forceTl)
{
    setWindowTitle(tr("Add Element"));
    resize(860, 560);
    m_name->setObjectName(QStringLiteral("elementName"));
    m_name->setPlaceholderText(tr("optional, e.g. \"Airborne Ninja\" or \"3rd Troop\""));
    m_tl->setObjectName(QStringLiteral("elementTl"));
    m_tl->setPrefix(tr("TL"));
    m_tl->setRange(0, 12);
    m_tl->setValue(forceTl);
    connect(m_tl, &QSpinBox::valueChanged, this, [this](int tl) {
        if (!m_raisingTl)
            m_preferredTl = tl;
        warnOfTl();
    });
    m_tlWarning->setObjectName(QStringLiteral("tlWarning"));
    m_tlWarning->setWordWrap(true);
    m_count->setObjectName(QStringLiteral("elementCount"));
    m_count->setRange(1, 1'000'000);
    m_description->setWordWrap(true);
    m_description->setObjectName(QStringLiteral("typeDescription"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Tech level:"), m_tl);
    form->addRow(m_tlWarning);
    m_tlWarning->hide();
    form->addRow(tr("&Count:"), m_count);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_catalog, 1);
    layout->addWidget(m_description);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_catalog, &CatalogBrowser::currentTypeChanged, this, &AddElementDialog::typeChanged);
    connect(m_catalog, &CatalogBrowser::typeActivated, this, &QDialog::accept);
    m_catalog->view()->setCurrentIndex(m_catalog->view()->model()->index(0, 0));
    m_catalog->filter()->setFocus();
}

void AddElementDialog::selectType(const QString &typeId)
{
    m_catalog->selectType(typeId);
}

void AddElementDialog::typeChanged()
{
    const ElementType *type = m_catalog->currentType();
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
    warnOfTl();
}

void AddElementDialog::warnOfTl()
{
    const ElementType *type = m_catalog->currentType();
    const bool differs = type && m_tl->value() != m_forceTl;
    m_tlWarning->setVisible(differs);
    if (!differs) {
        m_tlWarning->clear();
        return;
    }
    m_tlWarning->setText(type->earliestTl() > m_forceTl
                             ? tr("Note: the force is TL%1; %2 exists from TL%3 on.")
                                   .arg(m_forceTl)
                                   .arg(type->name)
                                   .arg(type->earliestTl())
                             : tr("Note: the force is TL%1; this element would be TL%2.").arg(m_forceTl).arg(m_tl->value()));
}

RosterLine AddElementDialog::line() const
{
    RosterLine line;
    if (const ElementType *type = m_catalog->currentType())
        line.record.typeId = type->id;
    line.record.name = m_name->text().trimmed();
    line.record.tl = m_tl->value();
    line.count = m_count->value();
    return line;
}

} // namespace muster
