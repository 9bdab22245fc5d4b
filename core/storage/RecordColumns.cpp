#include "RecordColumns.h"

#include <QCoreApplication>

namespace muster::RecordColumns {

const QStringList &names()
{
    static const QStringList columns =
        QStringLiteral("name, type_id, tl, equipment, troops, features, hero_multiplier, disloyal_percent, "
                       "hero_cost_percent, levy_service, levy_raise_waived, long_contract")
            .split(QStringLiteral(", "));
    return columns;
}

QVariantList values(const ElementRecord &r)
{
    return {r.name,
            r.typeId,
            r.tl,
            equipmentQualityCode(r.equipment),
            troopQualityCode(r.troops),
            r.featureCodes().join(QLatin1Char(';')),
            r.heroMultiplier,
            r.disloyalPercent,
            r.heroCostPercent,
            levyServiceCode(r.levyService),
            r.levyRaiseWaived,
            r.mercenaryLongContract};
}

Result<ElementRecord> fromRow(const QSqlQuery &q, int first)
{
    ElementRecord r;
    r.name = q.value(first).toString();
    r.typeId = q.value(first + 1).toString();
    r.tl = q.value(first + 2).toInt();
    const auto equipment = equipmentQualityFromString(q.value(first + 3).toString());
    const auto troops = troopQualityFromString(q.value(first + 4).toString());
    const auto levy = levyServiceFromCode(q.value(first + 9).toString());
    const QString features = q.value(first + 5).toString();
    const QString unknown =
        r.setFeatureCodes(features.isEmpty() ? QStringList() : features.split(QLatin1Char(';')));
    if (!equipment || !troops || !levy || !unknown.isNull())
        return Error{QCoreApplication::translate(
                         "Storage", "The campaign file holds an element (%1) this version cannot read.")
                         .arg(r.name.isEmpty() ? r.typeId : r.name),
                     QStringLiteral("file")};
    r.equipment = *equipment;
    r.troops = *troops;
    r.heroMultiplier = q.value(first + 6).toDouble();
    r.disloyalPercent = q.value(first + 7).toInt();
    r.heroCostPercent = q.value(first + 8).toInt();
    r.levyService = *levy;
    r.levyRaiseWaived = q.value(first + 10).toBool();
    r.mercenaryLongContract = q.value(first + 11).toBool();
    return r;
}

} // namespace muster::RecordColumns
