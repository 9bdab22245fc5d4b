// The fortresses of a campaign document ("Sieges", issue 6): the GM's rated strongholds, added, changed
// and removed as undoable edits, each written to the file before memory changes.
#include "CampaignDocument.h"

#include "commands/FortressCommands.h"
#include "storage/CampaignFile.h"
#include "storage/FortressRepository.h"

#include <algorithm>

namespace muster {

namespace {

Error unknownFortress()
{
    return Error{CampaignDocument::tr("That fortress is no longer in the campaign."),
                 QStringLiteral("fortress")};
}

// The fortress as it is stored: the name trimmed and the fields its kind does not use at their defaults,
// so that what the file keeps is what the Defense Bonus depends on.
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
            return Error{CampaignDocument::tr("The campaign already has a fortress called %1; give this one "
                                              "another name.")
                             .arg(other.name),
                         QStringLiteral("name")};
    }
    return success();
}

} // namespace

const Fortress *CampaignDocument::fortress(qint64 fortressId) const
{
    const qsizetype index = m_campaign.indexOfFortress(fortressId);
    return index < 0 ? nullptr : &m_campaign.fortresses.at(index);
}

Result<qint64> CampaignDocument::addFortress(const Fortress &fortress)
{
    Fortress fresh = storable(fortress);
    fresh.id = 0;
    if (Status s = checkFortress(m_campaign.fortresses, fresh); !s)
        return s.error();
    const qsizetype count = m_campaign.fortresses.size();
    m_undoStack->push(new FortressCommand(this, std::nullopt, fresh, int(count)));
    // A command whose write failed is obsolete and the stack has deleted it: look at the campaign instead.
    if (m_campaign.fortresses.size() != count + 1)
        return Error{tr("The fortress could not be saved."), QStringLiteral("file")};
    return m_campaign.fortresses.at(count).id;
}

Status CampaignDocument::changeFortress(const Fortress &fortress)
{
    const Fortress *current = this->fortress(fortress.id);
    if (!current)
        return unknownFortress();
    const Fortress changed = storable(fortress);
    if (Status s = checkFortress(m_campaign.fortresses, changed); !s)
        return s;
    if (changed == *current)
        return success();
    m_undoStack->push(
        new FortressCommand(this, *current, changed, int(m_campaign.indexOfFortress(fortress.id))));
    return success();
}

Status CampaignDocument::removeFortress(qint64 fortressId)
{
    const qsizetype index = m_campaign.indexOfFortress(fortressId);
    if (index < 0)
        return unknownFortress();
    m_undoStack->push(new FortressCommand(this, m_campaign.fortresses.at(index), std::nullopt, int(index)));
    return success();
}

Status CampaignDocument::applyInsertFortress(Fortress &fortress, int index)
{
    if (Status s = FortressRepository(m_file->database()).insert(fortress); !s)
        return s;
    index = std::clamp(index, 0, int(m_campaign.fortresses.size()));
    emit fortressAboutToBeInserted(index);
    m_campaign.fortresses.insert(index, fortress);
    emit fortressInserted(index);
    emit fortressesChanged();
    return success();
}

Status CampaignDocument::applyRemoveFortress(qint64 fortressId)
{
    const qsizetype index = m_campaign.indexOfFortress(fortressId);
    if (index < 0)
        return unknownFortress();
    if (Status s = FortressRepository(m_file->database()).remove(fortressId); !s)
        return s;
    emit fortressAboutToBeRemoved(int(index));
    m_campaign.fortresses.removeAt(index);
    emit fortressRemoved(int(index));
    emit fortressesChanged();
    return success();
}

Status CampaignDocument::applyChangeFortress(const Fortress &fortress)
{
    const qsizetype index = m_campaign.indexOfFortress(fortress.id);
    if (index < 0)
        return unknownFortress();
    if (Status s = FortressRepository(m_file->database()).update(fortress); !s)
        return s;
    m_campaign.fortresses[index] = fortress;
    emit fortressChanged(int(index));
    emit fortressesChanged();
    return success();
}

} // namespace muster
