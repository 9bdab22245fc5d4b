#include "ForceDataEditor.h"

#include "ForcePicker.h"

#include <QHBoxLayout>
#include <QPushButton>

namespace muster {

QHBoxLayout *ForceDataEditor::makeForceRow(const CampaignDocument *document, const QString &proposeTip)
{
    m_force = new ForcePicker(document, tr("Entered here"), this);
    m_force->setObjectName(QStringLiteral("force"));
    auto *bringIn = new QPushButton(tr("&Propose from Force"), this);
    bringIn->setObjectName(QStringLiteral("bringInForce"));
    bringIn->setToolTip(proposeTip);
    connect(bringIn, &QPushButton::clicked, this, [this] { showForce(m_force->forceId()); });
    auto *row = new QHBoxLayout;
    row->addWidget(m_force, 1);
    row->addWidget(bringIn);
    return row;
}

void ForceDataEditor::followForcePicker()
{
    connect(m_force, &QComboBox::currentIndexChanged, this, [this] { showForce(m_force->forceId()); });
    showForce(m_force->forceId());
}

} // namespace muster
