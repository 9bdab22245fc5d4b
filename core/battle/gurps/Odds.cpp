#include "Odds.h"

#include "dice/Dice.h"

#include <QVarLengthArray>

namespace muster::gurps {

ContestOdds contestOdds(const std::array<Contestant, 2> &sides)
{
    ContestOdds odds;
    for (int r0 = dice::minimum3d6; r0 <= dice::maximum3d6; ++r0) {
        const double p0 = dice::probability3d6(r0);
        const int m0 = sides[0].skill - r0;
        for (int r1 = dice::minimum3d6; r1 <= dice::maximum3d6; ++r1) {
            const double p = p0 * dice::probability3d6(r1);
            const int m1 = sides[1].skill - r1;
            if (m0 == m1) {
                odds.tie += p;
                continue;
            }
            const int w = m0 > m1 ? 0 : 1;
            const Contestant &winner = sides.at(size_t(w));
            const int margin = adjustedMarginOfVictory(m0 > m1 ? m0 - m1 : m1 - m0, winner.choice,
                                                       winner.earlierIndirectAttacks);
            odds.win.at(size_t(w)) += p;
            odds.bands.at(size_t(w)).at(size_t(combatResultBand(margin))) += p;
        }
    }
    return odds;
}

namespace {

struct Weighted
{
    int modifier;
    double probability;
};

// The Impetuous modifier a side may get with a strategy, with the odds of each.
QVarLengthArray<Weighted, 2> impetuousOutcomes(const MatrixSide &side, BattleStrategy strategy)
{
    if (!side.impetuous)
        return {{side.skill.impetuous, 1.0}};
    const bool elan = inspiresElan(strategy);
    if (elan)
        return {{1, 1.0}};
    const auto odds = dice::successRollOdds(side.impetuousRollTarget);
    const double success = odds[0] + odds[1];
    return {{0, success}, {-2, 1.0 - success}};
}

} // namespace

QList<MatrixCell> strategyMatrix(const std::array<MatrixSide, 2> &sides)
{
    QList<MatrixCell> cells;
    cells.reserve(sides[0].legal.size() * sides[1].legal.size());
    for (const StrategyChoice &row : sides[0].legal) {
        for (const StrategyChoice &column : sides[1].legal) {
            MatrixCell cell;
            cell.row = row;
            cell.column = column;
            std::array<StrategyChoice, 2> fought = {row, column};
            std::array<bool, 2> refused{};
            for (int s = 0; s < 2; ++s) {
                if (fought.at(size_t(s)).strategy == BattleStrategy::Parley &&
                    fought.at(size_t(1 - s)).strategy != BattleStrategy::Parley) {
                    refused.at(size_t(s)) = true;
                    fought.at(size_t(s)).strategy = BattleStrategy::Defense;
                }
            }
            cell.special = specialCaseFor(fought[0].strategy, fought[1].strategy);
            if (cell.special == SpecialCase::Talks || cell.special == SpecialCase::NoBattle) {
                cells << cell;
                continue;
            }
            if (cell.special == SpecialCase::Stalemate) {
                fought[0] = {BattleStrategy::Skirmish, false};
                fought[1] = {BattleStrategy::Skirmish, false};
                refused = {};
            }
            std::array<Contestant, 2> contest;
            std::array<SkillInputs, 2> inputs = {sides[0].skill, sides[1].skill};
            for (int s = 0; s < 2; ++s) {
                contest.at(size_t(s)).choice = fought.at(size_t(s));
                contest.at(size_t(s)).earlierIndirectAttacks = sides.at(size_t(s)).earlierIndirectAttacks;
            }
            // The chosen strategies (not a stalemate's Skirmish) decide the Impetuous modifier.
            const auto outcomes0 = impetuousOutcomes(sides[0], row.strategy);
            const auto outcomes1 = impetuousOutcomes(sides[1], column.strategy);
            for (const Weighted &w0 : outcomes0) {
                for (const Weighted &w1 : outcomes1) {
                    inputs[0].impetuous = w0.modifier;
                    inputs[1].impetuous = w1.modifier;
                    for (int s = 0; s < 2; ++s)
                        contest.at(size_t(s)).skill = effectiveSkill(inputs.at(size_t(s)), fought.at(size_t(s)),
                                                                     fought.at(size_t(1 - s)), refused.at(size_t(s)))
                                                          .total();
                    const double weight = w0.probability * w1.probability;
                    if (&w0 == outcomes0.begin() && &w1 == outcomes1.begin())
                        cell.skills = {contest[0].skill, contest[1].skill}; // as if the Leadership roll succeeds
                    const ContestOdds odds = contestOdds(contest);
                    cell.win[0] += weight * odds.win[0];
                    cell.win[1] += weight * odds.win[1];
                    cell.tie += weight * odds.tie;
                }
            }
            cells << cell;
        }
    }
    return cells;
}

} // namespace muster::gurps
