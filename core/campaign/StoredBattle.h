#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QtGlobal>

#include <optional>

namespace muster {

// Where a battle stands, whatever its rule set: being fought, over, or over with its consequences written to
// the campaign (casualties on the rosters, people's fates on the staff).
enum class BattleStatus { InProgress, Finished, CasualtiesApplied };

// The status as the campaign file and muster-cli spell it: "in-progress", "finished", "casualties-applied".
QString battleStatusCode(BattleStatus status);
std::optional<BattleStatus> battleStatusFromCode(const QString &code);

// A battle as the campaign file keeps it: a few columns for the Battles list, and the engine's own
// record (its set-up and the log of every decision and roll), which storage never looks inside, so
// that a rule set can change its record without a schema upgrade.
struct StoredBattle
{
    qint64 id = 0;              // 0 until saved
    QString ruleSet;            // "gurps"
    QString name;               // "Battle of Drake's Cross"
    BattleStatus status = BattleStatus::InProgress;
    QDateTime created, updated; // UTC, stored as ISO 8601 text
    QString summary;            // one line for the Battles list
    QByteArray record;          // compact JSON (UTF-8), opaque to storage
    bool operator==(const StoredBattle &) const = default;
};

} // namespace muster
