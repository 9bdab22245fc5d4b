#include "OperationsInput.h"

#include "CliSupport.h"

#include "catalog/ElementCatalog.h"
#include "force/LineFiguresCache.h"
#include "force/RosterJson.h"

#include <cmath>
#include <limits>

namespace muster::cli {

Result<Force> rosterMember(JsonReader &reader, const QString &key, const ElementCatalog &catalog)
{
    const QJsonObject object = reader.object(key);
    if (!reader.ok())
        return reader.error();
    const QString prefix = reader.path(key) + QLatin1Char('.');
    auto lines = rosterFromJson(catalog, object);
    if (!lines)
        return Error{errorText(lines.error(), prefix), prefix + lines.error().field};
    Force force;
    force.lines = *lines;
    if (Status valid = validateForce(force); !valid)
        return Error{QStringLiteral("%1elements: %2").arg(prefix, valid.error().message),
                     prefix + QStringLiteral("elements")};
    return force;
}

std::optional<quint64> seedMember(JsonReader &reader)
{
    if (!reader.has(QStringLiteral("seed")))
        return std::nullopt;
    return quint64(reader.integer(QStringLiteral("seed"), 0, 0, std::numeric_limits<int>::max()));
}

QList<int> wholeNumbers(JsonReader &reader, const QString &key, int low, int high)
{
    QList<int> numbers;
    const QJsonArray list = reader.array(key);
    for (qsizetype i = 0; i < list.size() && reader.ok(); ++i) {
        if (auto number =
                wholeNumber(reader, QStringLiteral("%1[%2]").arg(key).arg(i), list.at(i), low, high))
            numbers << *number;
    }
    return numbers;
}

double figure(double value)
{
    return std::round(value * 1e6) / 1e6;
}

} // namespace muster::cli
