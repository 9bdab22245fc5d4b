#pragma once

#include "catalog/ElementType.h"
#include "common/Result.h"

#include <QJsonObject>

namespace muster {

// The catalog file's format for one element type (resources/catalog/elements.json).
Result<ElementType> elementTypeFromJson(const QJsonObject &object);
QJsonObject elementTypeToJson(const ElementType &type);

} // namespace muster
