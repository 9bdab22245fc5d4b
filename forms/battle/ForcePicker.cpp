#include "ForcePicker.h"

#include "CampaignDocument.h"

namespace muster {

namespace {
constexpr qint64 estimate = -1; // no force id is negative
}

ForcePicker::ForcePicker(const CampaignDocument *document, const QString &estimateText, QWidget *parent)
    : QComboBox(parent)
{
    setObjectName(QStringLiteral("force"));
    for (const Force &force : document->campaign().forces)
        addItem(force.name, force.id);
    addItem(estimateText, estimate);
}

qint64 ForcePicker::forceId() const
{
    const qint64 id = currentData().toLongLong();
    return id == estimate ? 0 : id;
}

void ForcePicker::selectForce(qint64 forceId)
{
    const int index = findData(forceId);
    if (index >= 0)
        setCurrentIndex(index);
}

} // namespace muster
