#include "EndOfRound.h"

#include <QVarLengthArray>

namespace muster::gurps {

EndRound endOfRound(const BattleEngine &engine, const EndOfRoundChoices &choices)
{
    EndRound d;
    // The field is named only for a typed roll: a battle the program plays out rolls millions.
    const auto take = [&](EndOfRoundRoll what, int side, int person, int dice, int add, auto field) {
        const TakenRoll roll = choices.roll(what, side, person, dice, add);
        if (roll.typed)
            d.typed << field();
        return roll.value;
    };
    d.raidOnLogistics = choices.raidOnLogistics;
    const BattleState &state = engine.state();
    // Who is out once this round's Misfortunes are taken: the successor is the first of the others still in then.
    std::array<QVarLengthArray<bool, 8>, 2> outAfter;
    for (int s = 0; s < 2; ++s) {
        const int people = int(engine.setup().sides.at(size_t(s)).people.size());
        d.misfortunes.at(size_t(s)).reserve(people);
        for (int p = 0; p < people; ++p) {
            outAfter.at(size_t(s)) << !engine.isIn(s, p);
            if (!engine.isIn(s, p)) {
                d.misfortunes.at(size_t(s)) << std::nullopt;
                continue;
            }
            MisfortuneRoll m;
            m.roll = take(EndOfRoundRoll::Misfortune, s, p, 3, 0, [s, p] { return rollField::ofPerson("misfortunes", s, p); });
            const auto outcome = dice::successRoll(engine.misfortuneChance(s, p, d.raidOnLogistics), m.roll);
            const bool critical = outcome == dice::RollOutcome::CriticalSuccess;
            m.surrender = critical && choices.surrenders && choices.surrenders(s, p);
            bool out = m.surrender;
            if (dice::succeeded(outcome) && !m.surrender) {
                const auto field = [s, p] { return rollField::injury(s, p); };
                m.injury = critical ? take(EndOfRoundRoll::Injury, s, p, 6, 0, field)
                                    : take(EndOfRoundRoll::Injury, s, p, 2, -1, field);
                out = *m.injury >= state.sides.at(size_t(s)).people.at(p).hp;
            }
            outAfter.at(size_t(s))[p] = out;
            d.misfortunes.at(size_t(s)) << m;
        }
    }
    for (int s = 0; s < 2; ++s) {
        const int commander = engine.commanderOf(s);
        const auto &out = outAfter.at(size_t(s));
        bool successor = false;
        for (int p = 0; p < out.size(); ++p)
            successor = successor || (p != commander && !out.at(p));
        if (out.at(commander) && successor)
            d.successorRolls.at(size_t(s)) =
                take(EndOfRoundRoll::Successor, s, -1, 3, 0, [s] { return rollField::ofSide("successor_rolls", s); });
    }
    for (int s = 0; s < 2; ++s) {
        const int casualties =
            state.sides.at(size_t(s)).casualties + engine.casualtiesThisRound(s, d.raidOnLogistics);
        if (engine.rallies(s) && casualties < 100 && !d.successorRolls.at(size_t(s)))
            d.rallyRolls.at(size_t(s)) = take(EndOfRoundRoll::Rally, s, -1, 3, 0, [s] { return rollField::ofSide("rally_rolls", s); });
    }
    return d;
}

} // namespace muster::gurps
