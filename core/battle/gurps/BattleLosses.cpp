#include "BattleLosses.h"

#include "battle/gurps/BattleEngine.h"
#include "battle/gurps/Combatants.h"
#include "battle/gurps/SideFromForce.h"
#include "catalog/Breakdown.h"
#include "economy/LedgerText.h"
#include "economy/Replacement.h"

#include <QCoreApplication>

#include <algorithm>

namespace muster::gurps {

namespace {

// Messages keep the battle dialog's context, where they were first written and translated.
struct AftermathText
{
    Q_DECLARE_TR_FUNCTIONS(muster::AftermathPage)
};

} // namespace

SideLines sideLinesOf(const Campaign &campaign, const BattleSetup &setup, int s)
{
    const SideSetup &side = setup.sides.at(size_t(s));
    QSet<int> satOut;
    for (const ElementNote &note : elementsSittingOut(setup, s))
        satOut.insert(note.element);
    SideLines lines;
    const auto addForce = [&lines](const Force *force) {
        if (force && !lines.forces.contains(force))
            lines.forces << force;
    };
    const bool byLineId = std::any_of(side.elements.cbegin(), side.elements.cend(),
                                      [](const BattleElement &e) { return e.lineId > 0; });
    if (byLineId) {
        // Each element names its roster line, in whichever force (allies fight as one side).
        for (int e = 0; e < side.elements.size(); ++e) {
            const qint64 lineId = side.elements.at(e).lineId;
            for (const Force &force : campaign.forces) {
                if (lineId > 0 && force.indexOfLine(lineId) >= 0) {
                    addForce(&force);
                    if (!satOut.contains(e))
                        lines.fought.insert(lineId);
                }
            }
        }
        return lines;
    }
    // Saved before elements named their lines: the side's elements are its force's valid lines in roster
    // order (sideFromForce).
    const qsizetype index = campaign.indexOfForce(side.forceId);
    if (index < 0)
        return lines;
    const Force *force = &campaign.forces.at(index);
    addForce(force);
    int element = 0;
    for (const RosterLine &line : force->lines) {
        if (battleElementFrom(campaign.catalog, line) && !satOut.contains(element++))
            lines.fought.insert(line.id);
    }
    return lines;
}

namespace {

// The staff member a person is: by the link the battle was set up with, or, in a battle saved before people
// carried one, by name among the commanders and intelligence chiefs of the side's forces.
std::optional<StaffLink> staffOf(const Campaign &campaign, const BattleSetup &setup, int side, const Person &person)
{
    if (person.staff)
        return campaign.indexOfForce(person.staff->forceId) >= 0 ? person.staff : std::nullopt;
    for (const Force *force : sideLinesOf(campaign, setup, side).forces) {
        for (const StaffRole role : {StaffRole::Commander, StaffRole::IntelligenceChief}) {
            if (!person.name.isEmpty() && force->member(role).name == person.name)
                return StaffLink{force->id, role};
        }
    }
    return std::nullopt;
}

} // namespace

QList<StaffFateInBattle> staffAfterBattle(const Campaign &campaign, const BattleSetup &setup,
                                          const BattleState &state, const StaffPicks &picks)
{
    QList<StaffFateInBattle> fates;
    for (int s = 0; s < 2; ++s) {
        const QList<Person> &people = setup.sides.at(size_t(s)).people;
        for (int p = 0; p < people.size() && p < state.sides.at(size_t(s)).people.size(); ++p) {
            const std::optional<StaffLink> link = staffOf(campaign, setup, s, people.at(p));
            if (!link)
                continue;
            const PersonState &ended = state.sides.at(size_t(s)).people.at(p);
            StaffFateInBattle fate;
            fate.side = s;
            fate.person = p;
            fate.fell = ended.out;
            fate.after = StaffAfterBattle{link->forceId, link->role,
                                          campaign.forces.at(campaign.indexOfForce(link->forceId)).member(link->role)};
            StaffMember &member = fate.after.member;
            member.hp = ended.hp;
            if (ended.out)
                member.fate = picks.value({s, p}, ended.surrendered ? StaffFate::Captured : StaffFate::Wounded);
            else if (ended.hp < people.at(p).hp)
                member.fate = StaffFate::Wounded;
            fates << fate;
        }
    }
    return fates;
}

QHash<qint64, double> elementTsOf(const Campaign &campaign, const SideLines &lines)
{
    QHash<qint64, double> ts;
    for (const Force *force : lines.forces) {
        for (const RosterLine &line : force->lines) {
            if (!lines.fought.contains(line.id))
                continue;
            if (const auto element = battleElementFrom(campaign.catalog, line))
                ts.insert(line.id, element->forceTs());
        }
    }
    return ts;
}

Result<QList<RosterCasualties>> rosterCasualties(const Campaign &campaign, const BattleSetup &setup,
                                                 const Aftermath &after,
                                                 const std::array<SideLosses, 2> &losses)
{
    QList<RosterCasualties> changes;
    for (int s = 0; s < 2; ++s) {
        const SideAftermath &side = after.sides.at(size_t(s));
        if (side.finalCasualties == 0 && side.logisticCasualties == 0)
            continue;
        const SideLines lines = sideLinesOf(campaign, setup, s);
        const SideLosses &how = losses.at(size_t(s));
        const QHash<qint64, double> elementTs = elementTsOf(campaign, lines);
        double removed = 0;
        for (const Force *force : lines.forces) {
            RosterCasualties change;
            change.forceId = force->id;
            change.logisticCasualties = side.logisticCasualties;
            if (side.tsAfter <= 0) {
                // Wiped out: nothing of the fighting force remains to carry casualties.
                for (const RosterLine &line : force->lines) {
                    if (lines.fought.contains(line.id))
                        change.removed << line.id;
                }
            } else if (how.spread == LossSpread::SameFraction) {
                // Losses round up so that whole TS remains: scale every fighting line to the force's TS
                // after.
                const double keep = side.tsBefore > 0 ? side.tsAfter / side.tsBefore : 0;
                for (RosterLine line : force->lines) {
                    if (!lines.fought.contains(line.id))
                        continue;
                    line.casualties = line.casualtiesKeeping(keep);
                    change.changed << line;
                }
            } else {
                for (RosterLine line : force->lines) {
                    const int n = std::min(how.removedElements.value(line.id), line.count);
                    if (n <= 0 || !lines.fought.contains(line.id))
                        continue;
                    removed += elementTs.value(line.id) * n;
                    if (n >= line.count) {
                        change.removed << line.id;
                    } else {
                        line.count -= n;
                        change.changed << line;
                    }
                }
            }
            changes << change;
        }
        const double loss = side.tsBefore - side.tsAfter;
        if (side.tsAfter > 0 && how.spread == LossSpread::WholeElements && removed + 1e-9 < loss)
            return Error{
                AftermathText::tr("%1: the elements picked have TS %2, less than the %3 lost. Pick more.")
                    .arg(sideLabel(setup, s), formatTs(removed), formatTs(loss)),
                QStringLiteral("removals")};
    }
    return changes;
}

QList<LedgerEntry> spoilsEntries(const Campaign &campaign, const BattleSetup &setup, const Aftermath &after,
                                 int side)
{
    const CampaignDate today = campaign.today;
    QList<LedgerEntry> entries;
    const qint64 forceId = setup.sides.at(size_t(side)).forceId;
    if (after.winner == side && after.end == BattleEnd::Victory && after.loot > Money())
        entries << LedgerEntry{0,
                               today,
                               LedgerCategory::Loot,
                               after.loot,
                               forceId,
                               0,
                               storedLedgerText(LedgerText::Loot, {setup.name})};
    // "Force Replacements": Raise x the fraction replaced, for every line that fought, as it stands.
    const int casualties = after.sides.at(size_t(side)).finalCasualties;
    const SideLines lines = sideLinesOf(campaign, setup, side);
    if (casualties > 0 && casualties < 100) {
        Money cost;
        QStringList names;
        for (const Force *force : lines.forces) {
            names << force->name;
            for (const RosterLine &line : force->lines) {
                const auto element = battleElementFrom(campaign.catalog, line);
                if (element && lines.fought.contains(line.id))
                    cost += replacementOrder(element->raise, line.count, casualties / 100.0).cost;
            }
        }
        if (cost > Money())
            entries << LedgerEntry{0,
                                   today,
                                   LedgerCategory::Replacement,
                                   Money() - cost,
                                   forceId,
                                   0,
                                   storedLedgerText(LedgerText::BattleReplacements,
                                                    {QString::number(casualties),
                                                     names.join(AftermathText::tr(" and ")), setup.name})};
    }
    return entries;
}

} // namespace muster::gurps
