// The end of a round (Misfortunes of War, a new commander, Rally, Victory?) and the pursuit.
#include "BattleEngine.h"

#include "battle/gurps/CombatTables.h"
#include "dice/Dice.h"

#include <QCoreApplication>

#include <algorithm>

namespace muster::gurps {

namespace {

struct EndText
{
    Q_DECLARE_TR_FUNCTIONS(BattleEngine)
};

// `what` and `field` make the refusal's text, only when there is one: a battle the program plays out checks
// millions of rolls.
template <typename What, typename Field>
Status needRoll(std::optional<int> roll, int low, int high, What what, Field field)
{
    if (roll && *roll >= low && *roll <= high)
        return success();
    if (!roll)
        return Error{EndText::tr("Enter %1.").arg(what()), field()};
    return Error{EndText::tr("%1 must be %2 to %3, not %4.").arg(what()).arg(low).arg(high).arg(*roll), field()};
}

// Whether the GM typed the roll in `field` (made only when some roll was typed).
template <typename Field> bool typedIn(const QStringList &typed, Field field)
{
    return !typed.isEmpty() && typed.contains(field());
}

QString fixed(const char *text)
{
    return QString::fromLatin1(text);
}

} // namespace

Status BattleEngine::applyEndRound(const EndRound &d)
{
    RoundRecord &r = round();
    const bool raid = d.raidOnLogistics && raidCanStrikeLogistics();
    r.raidOnLogistics = raid;

    // Casualties of the round.
    for (int s = 0; s < 2; ++s) {
        SideState &side = m_state.sides.at(size_t(s));
        const int taken = casualtiesThisRound(s, raid);
        side.casualties = std::min(100, side.casualties + taken);
        if (r.outcome.logisticsHit.at(size_t(s)))
            side.logisticCasualties = std::min(100, side.logisticCasualties + taken);
        if (raid && s != r.outcome.winner)
            side.logisticCasualties = std::min(100, side.logisticCasualties + r.outcome.casualties.at(size_t(s)));
        if (r.fought.at(size_t(s)).strategy == BattleStrategy::IndirectAttack)
            ++side.indirectAttacks;
        side.escaped = r.outcome.escaped.at(size_t(s));
    }
    m_state.positionBonus += r.outcome.pbShift;
    r.pbAfter = m_state.positionBonus;
    r.casualtiesAfter = {m_state.sides[0].casualties, m_state.sides[1].casualties};

    // Misfortunes of War for everyone still in the battle.
    for (int s = 0; s < 2; ++s) {
        r.misfortunes.at(size_t(s)).clear();
        const SideSetup &setupSide = m_setup.sides.at(size_t(s));
        r.misfortunes.at(size_t(s)).reserve(setupSide.people.size());
        for (int p = 0; p < setupSide.people.size(); ++p) {
            if (!isIn(s, p))
                continue;
            const QString &name = setupSide.people.at(p).name;
            const auto &rolls = d.misfortunes.at(size_t(s));
            std::optional<MisfortuneRoll> input;
            if (p < rolls.size())
                input = rolls.at(p);
            const auto field = [s, p] { return rollField::ofPerson("misfortunes", s, p); };
            if (!input)
                return Error{EndText::tr("Enter %1's Misfortunes of War roll (3d).").arg(name), field()};
            if (Status st = needRoll(input->roll, 3, 18, [&] { return EndText::tr("%1's Misfortunes of War roll").arg(name); },
                                     field);
                !st)
                return st;
            MisfortuneResult m;
            m.person = p;
            m.chance = misfortuneChance(s, p, raid);
            m.roll = input->roll;
            m.typed = typedIn(d.typed, field);
            m.outcome = dice::successRoll(m.chance, m.roll);
            PersonState &person = m_state.sides.at(size_t(s)).people[p];
            if (m.outcome == dice::RollOutcome::CriticalSuccess && input->surrender) {
                m.surrendered = true;
                person.out = true;
                person.surrendered = true;
                r.events << RoundEvent{RoundEventKind::Surrender, s, p};
            } else if (dice::succeeded(m.outcome)) {
                const bool critical = m.outcome == dice::RollOutcome::CriticalSuccess;
                const int low = critical ? 6 : 1, high = critical ? 36 : 11;
                const auto what = [&] {
                    return critical ? EndText::tr("%1's injury (6d)").arg(name) : EndText::tr("%1's injury (2d-1)").arg(name);
                };
                const auto injuryField = [s, p] { return rollField::injury(s, p); };
                if (Status st = needRoll(input->injury, low, high, what, injuryField); !st)
                    return st;
                m.injury = *input->injury;
                m.injuryTyped = typedIn(d.typed, injuryField);
                person.hp -= m.injury;
                m.fell = person.hp <= 0;
                person.out = m.fell;
                r.events << RoundEvent{m.fell ? RoundEventKind::InjuryFalls : RoundEventKind::Injury, s, p, m.injury};
            }
            r.misfortunes.at(size_t(s)) << m;
        }
    }

    // A fallen commander's successor must avert panic.
    for (int s = 0; s < 2; ++s) {
        SideState &side = m_state.sides.at(size_t(s));
        if (!side.people.at(side.commander).out)
            continue;
        const int successor = successorOf(s);
        if (successor < 0) {
            // Nobody named is left: the force fights on leaderless and confused (the GM may end it).
            side.confused = true;
            r.events << RoundEvent{RoundEventKind::Leaderless, s};
            continue;
        }
        const Person &next = m_setup.sides.at(size_t(s)).people.at(successor);
        const auto field = [s] { return rollField::ofSide("successor_rolls", s); };
        if (Status st = needRoll(d.successorRolls.at(size_t(s)), 3, 18,
                                 [&] { return EndText::tr("%1's Leadership roll").arg(next.name); }, field);
            !st)
            return st;
        const int roll = *d.successorRolls.at(size_t(s));
        LeadershipResult result{next.leadership, roll, dice::succeeded(dice::successRoll(next.leadership, roll)),
                                typedIn(d.typed, field)};
        r.successorRolls.at(size_t(s)) = result;
        side.commander = successor;
        if (!result.success)
            side.confused = true;
        r.events << RoundEvent{result.success ? RoundEventKind::SuccessorTakesCommand : RoundEventKind::SuccessorConfused, s,
                               successor};
    }

    // Rally: Leadership-2 at the end of the round.
    for (int s = 0; s < 2; ++s) {
        SideState &side = m_state.sides.at(size_t(s));
        if (!rallies(s) || side.casualties >= 100 || r.successorRolls.at(size_t(s)))
            continue;
        const Person &leader = commander(s);
        const auto field = [s] { return rollField::ofSide("rally_rolls", s); };
        if (Status st = needRoll(d.rallyRolls.at(size_t(s)), 3, 18,
                                 [&] { return EndText::tr("%1's Rally roll").arg(leader.name); }, field);
            !st)
            return st;
        const int roll = *d.rallyRolls.at(size_t(s));
        const int target = leader.leadership - 2;
        LeadershipResult result{target, roll, dice::succeeded(dice::successRoll(target, roll)), typedIn(d.typed, field)};
        r.rallyRolls.at(size_t(s)) = result;
        if (result.success)
            side.confused = false;
        r.events << RoundEvent{result.success ? RoundEventKind::Rallied : RoundEventKind::RallyFailed, s};
    }

    // Victory?
    const bool gone0 = m_state.sides[0].casualties >= 100, gone1 = m_state.sides[1].casualties >= 100;
    if (gone0 && gone1) {
        for (SideState &side : m_state.sides)
            side.escaped = false;
        finish(BattleEnd::MutualAnnihilation, -1);
        return success();
    }
    if (gone0 || gone1) {
        finish(BattleEnd::Victory, gone0 ? 1 : 0);
        return success();
    }
    const bool fled0 = m_state.sides[0].escaped, fled1 = m_state.sides[1].escaped;
    if (const int besieged = m_setup.special.siege.besieged; breaksOut(besieged)) {
        r.events << RoundEvent{RoundEventKind::BreakOut, besieged};
        finish(BattleEnd::BreakOut, -1);
        return success();
    }
    if (fled0 != fled1) {
        m_state.winner = fled0 ? 1 : 0;
        m_state.end = BattleEnd::Victory;
        m_state.step = BattleStep::Pursuit;
        r.events << RoundEvent{RoundEventKind::Escape, fled0 ? 0 : 1};
        return success();
    }
    startRound(r.number + 1, r.night, r.badWeather);
    return success();
}

Status BattleEngine::applyPursuit(const Pursuit &d)
{
    const int winner = m_state.winner;
    const int loser = otherSide(winner);
    const Person &leader = commander(winner);
    if (Status st = needRoll(d.leadershipRoll, 3, 18, [&] { return EndText::tr("%1's Leadership roll").arg(leader.name); },
                             [] { return fixed("leadership_roll"); });
        !st)
        return st;
    PursuitResult p;
    p.leadership = LeadershipResult{leader.leadership, *d.leadershipRoll,
                                    dice::succeeded(dice::successRoll(leader.leadership, *d.leadershipRoll)),
                                    typedIn(d.typed, [] { return fixed("leadership_roll"); })};
    if (p.leadership->success) {
        p.pursued = d.pursue;
    } else {
        if (Status st = needRoll(d.reactionRoll, 1, 6, [] { return EndText::tr("the troops' reaction roll (1d)"); },
                                 [] { return fixed("reaction_roll"); });
            !st)
            return st;
        p.reaction = *d.reactionRoll;
        p.reactionTyped = typedIn(d.typed, [] { return fixed("reaction_roll"); });
        p.pursued = p.reaction <= 3;
    }
    SideState &lost = m_state.sides.at(size_t(loser));
    SideState &won = m_state.sides.at(size_t(winner));
    if (p.pursued) {
        const SideStrength &strength = comparison().sides.at(size_t(winner));
        // Superiority the battle does not count (Cavalry in a siege or at sea) does not speed a pursuit.
        const auto counts = [&](SpecialClass c) { return strength.hasSuperiority(c) && superiorityCounts(c, m_setup); };
        p.extraCasualties = 5 + (counts(SpecialClass::Cv) ? 5 : 0) + (counts(SpecialClass::Air) ? 5 : 0);
        if (Status st = needRoll(d.logisticsRoll, 1, 6, [] { return EndText::tr("the logistics loss roll (1d)"); },
                                 [] { return fixed("logistics_roll"); });
            !st)
            return st;
        p.logisticsRoll = *d.logisticsRoll;
        p.logisticsTyped = typedIn(d.typed, [] { return fixed("logistics_roll"); });
        p.logisticsLoss = p.logisticsRoll * 5;
        lost.casualties = std::min(100, lost.casualties + p.extraCasualties);
        lost.logisticCasualties = std::min(100, lost.logisticCasualties + p.logisticsLoss);
    } else {
        p.winnerRecovered = std::min(5, won.casualties);
        won.casualties -= p.winnerRecovered;
    }
    m_state.pursuit = p;
    m_state.step = BattleStep::Finished;
    return success();
}

} // namespace muster::gurps
