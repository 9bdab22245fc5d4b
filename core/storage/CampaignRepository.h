#pragma once

#include "campaign/Campaign.h"
#include "common/Result.h"

#include <QSqlDatabase>

namespace muster {

// Reads a campaign from its file and writes each edit back as one committed transaction.
// With Schema and BattleRepository, the only place that speaks SQL.
class CampaignRepository
{
public:
    explicit CampaignRepository(QSqlDatabase database) : m_database(std::move(database)) {}

    Result<Campaign> load() const;

    Status setCampaignName(const QString &name);
    // A campaign row; a file without one has CampaignStart::defaultUsualTl.
    Status setUsualTl(int tl);
    // The campaign's battle rule set (a rule set id, or empty for the program's first); no row means empty.
    Status setBattleRuleSet(const QString &ruleSetId);

    // Inserts the force (with its staff and lines) at `position`; sets the ids it is given.
    Status insertForce(Force &force, int position);
    Status updateForceHeader(const Force &force); // name and notes
    Status updateStaff(qint64 forceId, StaffRole role, const StaffMember &member);
    Status deleteForce(qint64 forceId);
    // A force's data under a battle rule set; empty `data` removes it.
    Status setForceRuleData(qint64 forceId, const QString &ruleSet, const QByteArray &data);

    // Inserts at `position` within the force, moving later lines down; sets line.id (kept if non-zero,
    // so that an undone deletion comes back under the same id).
    Status insertLine(qint64 forceId, RosterLine &line, int position);
    Status updateLine(const RosterLine &line);
    Status updateLines(const QList<RosterLine> &lines); // all or none
    Status deleteLine(qint64 forceId, qint64 lineId);
    // Many lines at once, for a change that moves thousands: rows written at the positions given, without
    // moving the others (setLinePositions puts every line of the force where it belongs afterwards).
    Status insertLineRows(qint64 forceId, QList<RosterLine *> lines, const QList<int> &positions);
    Status deleteLineRows(const QList<qint64> &lineIds);
    Status setLinePositions(const QList<std::pair<qint64, int>> &idAndPosition);

    Status insertCustomType(const ElementType &type);
    Status updateCustomType(const ElementType &type);
    Status deleteCustomType(const QString &typeId);
    // The doubling cap of a built-in type; 12 removes the cap.
    Status setBuiltInViability(const QString &typeId, int viableThroughTl);

    // Sets battle.id (kept if non-zero, so that an undone deletion comes back under the same id).
    Status insertBattle(StoredBattle &battle);
    // Rewrites every column, the record included; an error if the battle is not in the file.
    Status updateBattle(const StoredBattle &battle);
    Status deleteBattle(qint64 battleId);

private:
    Status insertLineRow(qint64 forceId, RosterLine &line, int position);
    QSqlDatabase m_database;
};

} // namespace muster
