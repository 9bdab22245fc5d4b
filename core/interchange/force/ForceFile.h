#pragma once

#include "catalog/ElementCatalog.h"
#include "common/Result.h"
#include "force/Force.h"

#include <QJsonObject>
#include <QList>

namespace muster::interchange {

// A force on its own, to carry from one campaign to another (".muster-force.json", README "Force files"):
// {"format": "muster-force", "version": 1,
//  "force": {"name", "notes", "staff": {"commander": {"name", "hp", "fate", "skills": {"strategy": 14, ...}}, ...},
//            "elements": [roster lines as muster-cli roster reads them; a custom type's line adds "type_id"],
//            "rule_data": {"myz": {...}}},
//  "element_types": [the custom types the lines use, as the catalog file writes them]}
constexpr int forceFileVersion = 1;
QString forceFileFormat();   // "muster-force"
QString forceFileSuffix();   // ".muster-force.json"

struct ForceFile
{
    // Ids are 0; a line's typeId is a built-in type's id or one of customTypes' ids as the file has them.
    Force force;
    QList<ElementType> customTypes;
};

// Whether a JSON object says it is a force file (its "format"), whatever its version.
bool isForceFile(const QJsonObject &root);

// The force in the file's shape, with the custom types of `catalog` its lines use.
QJsonObject forceFileToJson(const ElementCatalog &catalog, const Force &force);

// Reads a force file: its custom types first, so that its lines can use them, then the force. Built-in types are
// found by name in the built-in catalog. A file of another format or of a newer version, a line the rules refuse,
// or a bad field is an Error naming the field.
Result<ForceFile> forceFileFromJson(const QJsonObject &root);

// The built-in catalog with the file's custom types, as the file's lines use them (muster-cli roster).
ElementCatalog catalogOf(const ForceFile &file);

} // namespace muster::interchange
