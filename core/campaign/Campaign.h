#pragma once

#include "campaign/CampaignStart.h"
#include "campaign/Fortress.h"
#include "campaign/StoredBattle.h"
#include "catalog/ElementCatalog.h"
#include "economy/Calendar.h"
#include "economy/ForceEconomy.h"
#include "economy/LevyTerm.h"
#include "economy/RaisingQueue.h"
#include "economy/Treasury.h"
#include "force/Force.h"

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace muster {

// Everything one campaign file holds, loaded into memory.
struct Campaign
{
    QString name;
    ElementCatalog catalog = ElementCatalog::builtIn(); // built-in types plus the campaign's custom ones
    QList<Force> forces;
    QList<StoredBattle> battles; // ordered by id, which is the order they were started in

    // The economy (issue 4): the campaign's calendar and the day it has reached, the treasuries (in the
    // GM's order), the elements being raised, and each force's economic situation.
    Calendar calendar; // Gregorian unless the GM gives months of their own
    CampaignDate today;
    QList<Treasury> treasuries;
    RaisingQueue raising;
    QHash<qint64, ForceEconomy> forceEconomy; // by force id; a force without an entry has the defaults
    DistanceUnit distanceUnit = DistanceUnit::Miles; // how the GM measures march legs (issue 5)
    LevyTerms levies; // by roster line id: how long each Levy line has served (month-end keeps it)
    QList<Fortress> fortresses; // the GM's rated strongholds ("Sieges", issue 6), ordered by id
    int usualTl = CampaignStart::defaultUsualTl; // chosen with the campaign (CampaignStart): the TL a force's first element starts at
    QString battleRuleSet; // the rule set New Battle offers first (Campaign > Settings); empty: the program's first

    qsizetype indexOfForce(qint64 forceId) const { return indexOfId(forces, forceId); }
    qsizetype indexOfBattle(qint64 battleId) const { return indexOfId(battles, battleId); }
    qsizetype indexOfTreasury(qint64 treasuryId) const { return indexOfId(treasuries, treasuryId); }
    qsizetype indexOfFortress(qint64 fortressId) const { return indexOfId(fortresses, fortressId); }
    // The force's economic situation, the defaults if it has none.
    ForceEconomy economyOf(qint64 forceId) const { return forceEconomy.value(forceId); }
    // The force's own economic situation as the file keeps it; none when it has the defaults.
    std::optional<ForceEconomy> storedEconomyOf(qint64 forceId) const
    {
        const auto it = forceEconomy.constFind(forceId);
        return it == forceEconomy.constEnd() ? std::nullopt : std::optional<ForceEconomy>(*it);
    }
    // A line's term of service as the file keeps it; none when it has none yet.
    std::optional<LevyTerm> storedLevyTermOf(qint64 lineId) const
    {
        const auto it = levies.constFind(lineId);
        return it == levies.constEnd() ? std::nullopt : std::optional<LevyTerm>(*it);
    }

private:
    // The index of the item saved under `id`, or -1.
    template <typename T> static qsizetype indexOfId(const QList<T> &items, qint64 id)
    {
        for (qsizetype i = 0; i < items.size(); ++i) {
            if (items.at(i).id == id)
                return i;
        }
        return -1;
    }
};

} // namespace muster
