#pragma once

#include "common/Result.h"

#include <QSqlDatabase>

namespace muster::Schema {

// PRAGMA user_version of the files this build writes.
constexpr int currentVersion = 10;
// PRAGMA application_id of a Muster campaign: "MUST".
constexpr qint32 applicationId = 0x4D555354;

// Creates the current schema in an empty database, inside the caller's transaction.
Status create(QSqlDatabase database);

// Brings a file of an older version up to currentVersion, one upgradeToVn step at a time, each in
// its own transaction.
Status migrate(QSqlDatabase database, int fromVersion);

} // namespace muster::Schema
