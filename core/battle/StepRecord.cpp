#include "StepRecord.h"

#include <QJsonDocument>

namespace muster {

QByteArray stepRecord(const QJsonObject &setup, const QJsonArray &steps)
{
    return QJsonDocument(QJsonObject{{QStringLiteral("setup"), setup}, {QStringLiteral("steps"), steps}})
        .toJson(QJsonDocument::Compact);
}

StepRecordParts stepRecordParts(const QByteArray &record)
{
    const QJsonObject object = QJsonDocument::fromJson(record).object();
    return {object.value(QStringLiteral("setup")).toObject(), object.value(QStringLiteral("steps")).toArray()};
}

} // namespace muster
