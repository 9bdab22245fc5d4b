#pragma once

#include "campaign/Campaign.h"
#include "campaign/CampaignChange.h"
#include "common/Result.h"

#include <QCoreApplication>

namespace muster {

// Building forces (GURPS Mass Combat, "Building a Force"): forces, their staff and roster lines, and the
// campaign's element types. Each is a pure function of the campaign and the GM's inputs: an error naming the
// field to fix, or the change to apply as one step.
class ForceActions
{
    Q_DECLARE_TR_FUNCTIONS(muster::CampaignDocument)

public:
    static Error unknownForce();
    static Error unknownLine();

    static Result<CampaignChange> addForce(const Campaign &campaign, const QString &name);
    // The force goes with its lines, orders, levies' terms and economic situation (all back on undo).
    static Result<CampaignChange> removeForce(const Campaign &campaign, qint64 forceId);
    static Result<CampaignChange> renameForce(const Campaign &campaign, qint64 forceId, const QString &name);
    static Result<CampaignChange> setForceNotes(const Campaign &campaign, qint64 forceId,
                                                const QString &notes);
    // A post's member, with the skills and HP the rules allow. A post left without a name forgets the GCS sheet its
    // member came from (StaffMember::gcsFile); any other edit keeps it.
    static Result<CampaignChange> setStaff(const Campaign &campaign, qint64 forceId, StaffRole role,
                                           StaffMember member);
    // What a battle rule set keeps of the force (its JSON, as the rule set writes it); empty: none. `what` names
    // it for the undo step ("Mutant: Year Zero faction").
    static Result<CampaignChange> setForceRuleData(const Campaign &campaign, qint64 forceId, const QString &ruleSet,
                                                   const QByteArray &data, const QString &what);
    // A line at `row` (-1: at the end), checked against its type and its force.
    static Result<CampaignChange> addLine(const Campaign &campaign, qint64 forceId, const RosterLine &line,
                                          int row = -1);
    // "Hire mercenaries": a Mercenary line at once (existing troops: no Raise, no waiting).
    static Result<CampaignChange> hireMercenaries(const Campaign &campaign, qint64 forceId,
                                                  const RosterLine &line);
    // Ids that are not in the force are passed over; an id named twice is removed once.
    static Result<CampaignChange> removeLines(const Campaign &campaign, qint64 forceId,
                                              const QList<qint64> &lineIds);
    static Result<CampaignChange> changeLine(const Campaign &campaign, qint64 forceId, const RosterLine &line,
                                             const QString &description);

    // The TL a force without elements starts its first one at (Add Element), chosen with the campaign.
    static Result<CampaignChange> setUsualTl(const Campaign &campaign, int tl);

    static Result<CampaignChange> addCustomType(const Campaign &campaign, const ElementType &type);
    static Result<CampaignChange> changeCustomType(const Campaign &campaign, const ElementType &type);
    static Result<CampaignChange> removeCustomType(const Campaign &campaign, const QString &typeId);
    // Caps the TL through which a built-in high-tech type doubles its TS in this campaign (12: no cap).
    static Result<CampaignChange> setBuiltInViability(const Campaign &campaign, const QString &typeId,
                                                      int viableThroughTl);

    // The edits that take these lines out of their force: their levies' terms first (the file drops them
    // with the line, and undo must bring them back), then the lines, bottom-up safe. Lines not in the force
    // are passed over.
    static QList<Edit> lineRemoval(const Campaign &campaign, qint64 forceId, const QList<qint64> &lineIds);
    // Lines using a custom type, across all forces.
    static int linesUsingType(const Campaign &campaign, const QString &typeId);
};

} // namespace muster
