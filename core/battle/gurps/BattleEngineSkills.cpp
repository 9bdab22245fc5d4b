// What the wizard and the odds need of the round in progress: each side's skill inputs and effective
// skills, the odds of the Quick Contest and the strategy matrix, and the chances of Misfortunes of War.
#include "BattleEngine.h"

#include "battle/gurps/CombatTables.h"
#include "battle/gurps/FieldedSetup.h"
#include "battle/gurps/SpecialBattleRules.h"

namespace muster::gurps {

SkillInputs BattleEngine::skillInputs(int side, int circumstances) const
{
    const SideState &state = m_state.sides.at(size_t(side));
    const RoundRecord *r = currentRound();
    const ForceComparison &strengths = comparison();
    const SideStrength &strength = strengths.sides.at(size_t(side));
    // Recon Superiority counts only for a Raid, and not at all in a naval battle, where only Air,
    // Artillery, C3I and Naval Superiority count.
    const auto superior = [&](SpecialClass c) {
        const bool raidRecon = c == SpecialClass::Rec && !m_setup.special.isNavalBattle();
        return strength.hasSuperiority(c) && (superiorityCounts(c, m_setup) || raidRecon);
    };
    const Person &leader = commander(side);
    SkillInputs in;
    in.tactics = sideElements(side) <= 4 && leader.tactics > leader.strategy;
    in.baseSkill = in.tactics ? leader.tactics : leader.strategy;
    in.basicStrategyModifier = strength.basicStrategyModifier;
    in.casualties = state.casualties;
    in.defenseBonus = state.revolted ? 0 : defenseBonusOf(side);
    in.defenseBonusAnyStrategy = r && r->number == 1 && m_setup.start.isAmbusher(side);
    if (r) {
        const PerPerson<int> &risk = r->risk.at(size_t(side));
        in.risk = state.commander < risk.size() ? risk.at(state.commander) : 0;
        in.significantActions = r->significantActions.at(size_t(side));
        in.impetuous = r->impetuous.at(size_t(side));
    }
    in.artillerySuperiority = superior(SpecialClass::Art);
    in.c3iSuperiority = superior(SpecialClass::C3I);
    in.fireSuperiority = superior(SpecialClass::F);
    in.cavalryOrNavalSuperiority = superior(SpecialClass::Cv) || superior(SpecialClass::Nav);
    in.raidSuperiorities = int(superior(SpecialClass::Air)) + int(superior(SpecialClass::Cv)) +
                           int(superior(SpecialClass::Nav)) + int(superior(SpecialClass::Rec));
    in.skirmishSuperiority = superior(SpecialClass::Air) || superior(SpecialClass::Art) || superior(SpecialClass::F);
    in.indirectLastRound = m_state.rounds.size() >= 2 &&
                           m_state.rounds.at(m_state.rounds.size() - 2).fought.at(size_t(side)).strategy ==
                               BattleStrategy::IndirectAttack &&
                           m_state.rounds.at(m_state.rounds.size() - 2).contested;
    in.confused = state.confused;
    in.positionBonus = m_state.pbOf(side);
    in.circumstances = circumstances;
    in.retreatPenalty = retreatPenalty(m_setup, side);
    in.chemicalDisruption = chemicalDisruption(m_setup, side);
    in.commandPenalty = m_setup.special.commandPenalty.at(size_t(side));
    return in;
}

std::array<EffectiveSkill, 2> BattleEngine::effectiveSkills(std::array<int, 2> circumstances) const
{
    const RoundRecord &r = round();
    std::array<EffectiveSkill, 2> skills;
    for (int s = 0; s < 2; ++s)
        skills.at(size_t(s)) = effectiveSkill(skillInputs(s, circumstances.at(size_t(s))), r.fought.at(size_t(s)),
                                              r.fought.at(size_t(otherSide(s))), r.parleyRefused.at(size_t(s)));
    return skills;
}

ContestOdds BattleEngine::roundOdds(std::array<int, 2> circumstances) const
{
    const auto skills = effectiveSkills(circumstances);
    std::array<Contestant, 2> contest;
    for (int s = 0; s < 2; ++s) {
        contest.at(size_t(s)).choice = round().fought.at(size_t(s));
        contest.at(size_t(s)).skill = skills.at(size_t(s)).total();
        contest.at(size_t(s)).earlierIndirectAttacks = m_state.sides.at(size_t(s)).indirectAttacks;
    }
    return contestOdds(contest);
}

QList<MatrixCell> BattleEngine::strategyMatrix() const
{
    std::array<MatrixSide, 2> sides;
    for (int s = 0; s < 2; ++s) {
        MatrixSide &m = sides.at(size_t(s));
        m.skill = skillInputs(s);
        m.legal = legalChoices(s);
        m.earlierIndirectAttacks = m_state.sides.at(size_t(s)).indirectAttacks;
        const SideSetup &setupSide = m_fielded.sides.at(size_t(s));
        const auto penalty = impetuousLeadershipPenalty(setupSide);
        m.impetuous = roundNumber() == 1 && penalty.has_value();
        m.impetuousRollTarget = commander(s).leadership - penalty.value_or(0);
    }
    return gurps::strategyMatrix(sides);
}

int BattleEngine::casualtiesThisRound(int side, bool raidOnLogistics) const
{
    const RoundRecord &r = round();
    if (!r.contested)
        return 0;
    if (raidOnLogistics && raidCanStrikeLogistics() && side != r.outcome.winner)
        return r.fought.at(size_t(side)).desperate ? 10 : 0;
    return r.outcome.casualties.at(size_t(side));
}

bool BattleEngine::raidCanStrikeLogistics() const
{
    const RoundRecord &r = round();
    return r.contested && r.outcome.winner >= 0 &&
           r.fought.at(size_t(r.outcome.winner)).strategy == BattleStrategy::Raid &&
           r.outcome.casualties.at(size_t(otherSide(r.outcome.winner))) > 0;
}

int BattleEngine::misfortuneChance(int side, int person, bool raidOnLogistics) const
{
    const RoundRecord &r = round();
    const Person &p = m_setup.sides.at(size_t(side)).people.at(person);
    const PerPerson<int> &risk = r.risk.at(size_t(side));
    int chance = gurps::misfortuneChance(casualtiesThisRound(side, raidOnLogistics));
    chance += person < risk.size() ? risk.at(person) : 0;
    chance += r.fought.at(size_t(side)).desperate ? 1 : 0;
    chance += p.withImpetuous ? 1 : 0;
    chance -= (p.withSupportOrLogistics && sideElements(side) > 1) ? 1 : 0;
    return chance;
}

} // namespace muster::gurps
