#include "FortressActions.h"

#include "actions/ActionSupport.h"

namespace muster {

using namespace actions;

namespace {

Error unknownFortress()
{
    return Error{FortressActions::tr("That fortress is no longer in the campaign."),
                 QStringLiteral("fortress")};
}

// The fortress as it is stored: the name trimmed and the fields its kind does not use at their defaults.
Fortress storable(const Fortress &fortress)
{
    const Fortress defaults;
    Fortress f = fortress;
    f.name = f.name.trimmed();
    if (f.kind != FortressKind::Permanent && f.kind != FortressKind::Ruins)
        f.tl = defaults.tl;
    if (f.kind != FortressKind::Improvised)
        f.solid = defaults.solid;
    if (f.kind != FortressKind::Ruins)
        f.ruinPenalty = defaults.ruinPenalty;
    if (f.kind != FortressKind::Natural)
        f.naturalBonus = defaults.naturalBonus;
    return f;
}

// validateFortress, and a name no other fortress of the campaign has.
Status checkFortress(const QList<Fortress> &fortresses, const Fortress &fortress)
{
    if (Status s = validateFortress(fortress); !s)
        return s;
    for (const Fortress &other : fortresses) {
        if (other.id != fortress.id && other.name.compare(fortress.name, Qt::CaseInsensitive) == 0)
            return Error{FortressActions::tr("The campaign already has a fortress called %1; give this one "
                                             "another name.")
                             .arg(other.name),
                         QStringLiteral("name")};
    }
    return success();
}

} // namespace

Result<CampaignChange> FortressActions::addFortress(const Campaign &campaign, const Fortress &fortress)
{
    Fortress fresh = storable(fortress);
    fresh.id = 0;
    if (Status s = checkFortress(campaign.fortresses, fresh); !s)
        return s.error();
    return single(tr("Add fortress %1").arg(fresh.name),
                  edit::FortressInsertion{fresh, int(campaign.fortresses.size()), true});
}

Result<CampaignChange> FortressActions::changeFortress(const Campaign &campaign, const Fortress &fortress)
{
    const qsizetype index = campaign.indexOfFortress(fortress.id);
    if (index < 0)
        return unknownFortress();
    const Fortress changed = storable(fortress);
    if (Status s = checkFortress(campaign.fortresses, changed); !s)
        return s.error();
    if (changed == campaign.fortresses.at(index))
        return CampaignChange{};
    return single(tr("Change fortress %1").arg(changed.name),
                  edit::FortressChange{campaign.fortresses.at(index), changed});
}

Result<CampaignChange> FortressActions::removeFortress(const Campaign &campaign, qint64 fortressId)
{
    const qsizetype index = campaign.indexOfFortress(fortressId);
    if (index < 0)
        return unknownFortress();
    return single(tr("Remove fortress %1").arg(campaign.fortresses.at(index).name),
                  edit::FortressInsertion{campaign.fortresses.at(index), int(index), false});
}

} // namespace muster
