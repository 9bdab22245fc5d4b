#include "RoundRules.h"

#include "catalog/Breakdown.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cstdlib>

namespace muster::gurps {

namespace {

struct RoundText
{
    Q_DECLARE_TR_FUNCTIONS(RoundRules)
};

int strategyModifier(BattleStrategy s)
{
    switch (s) {
    case BattleStrategy::AllOutAttack:
    case BattleStrategy::AllOutDefense:
    case BattleStrategy::Skirmish:
        return 2;
    case BattleStrategy::DeliberateAttack:
    case BattleStrategy::Defense:
    case BattleStrategy::DeliberateDefense:
        return 1;
    case BattleStrategy::IndirectAttack:
        return -3;
    case BattleStrategy::Rally:
        return -2;
    case BattleStrategy::FightingRetreat:
        return 3;
    case BattleStrategy::FullRetreat:
        return 8;
    default:
        return 0;
    }
}

int superiorityModifier(const SkillInputs &in, BattleStrategy s)
{
    switch (s) {
    case BattleStrategy::DeliberateAttack:
        return in.artillerySuperiority ? 1 : 0;
    case BattleStrategy::IndirectAttack:
        return in.c3iSuperiority ? 1 : 0;
    case BattleStrategy::DeliberateDefense:
        return in.fireSuperiority ? 1 : 0;
    case BattleStrategy::MobileDefense:
        return in.cavalryOrNavalSuperiority ? 1 : 0;
    case BattleStrategy::Raid:
        return in.raidSuperiorities;
    case BattleStrategy::Skirmish:
        return in.skirmishSuperiority ? 1 : 0;
    default:
        return 0;
    }
}

} // namespace

QString skillPartName(SkillPart part)
{
    switch (part) {
    case SkillPart::BasicStrategyModifier:
        return RoundText::tr("Basic Strategy Modifier");
    case SkillPart::Casualties:
        return RoundText::tr("Casualties (-1 per 5%)");
    case SkillPart::DefenseBonus:
        return RoundText::tr("Defense Bonus");
    case SkillPart::Risk:
        return RoundText::tr("Risk");
    case SkillPart::SignificantActions:
        return RoundText::tr("Significant actions");
    case SkillPart::Strategy:
        return RoundText::tr("Battle strategy");
    case SkillPart::StrategySuperiority:
        return RoundText::tr("Strategy's superiority bonus");
    case SkillPart::RepeatedIndirect:
        return RoundText::tr("Indirect Attack again");
    case SkillPart::ParleyRefused:
        return RoundText::tr("Parley refused");
    case SkillPart::ConfusedRetreat:
        return RoundText::tr("Retreating in confusion");
    case SkillPart::Desperate:
        return RoundText::tr("Desperate");
    case SkillPart::Impetuous:
        return RoundText::tr("Impetuous elements");
    case SkillPart::PositionBonus:
        return RoundText::tr("Position Bonus");
    case SkillPart::Circumstances:
        return RoundText::tr("Special circumstances");
    case SkillPart::DifficultRetreat:
        return RoundText::tr("Retreating across the water");
    case SkillPart::ChemicalDisruption:
        return RoundText::tr("Disrupted by chemical weapons");
    case SkillPart::DividedCommand:
        return RoundText::tr("Allied or divided command");
    case SkillPart::Count:
        break;
    }
    return {};
}

int EffectiveSkill::total() const
{
    int sum = base;
    for (int p : parts)
        sum += p;
    return sum;
}

QString EffectiveSkill::explain() const
{
    QStringList lines;
    lines << (tactics ? RoundText::tr("Tactics %1 (a force of 1-4 elements)").arg(base)
                      : RoundText::tr("Strategy %1").arg(base));
    for (int p = 0; p < skillPartCount; ++p) {
        if (parts.at(size_t(p)) != 0)
            lines << QStringLiteral("%1 %2").arg(skillPartName(SkillPart(p)), formatModifier(parts.at(size_t(p))));
    }
    lines << RoundText::tr("= %1").arg(total());
    return lines.join(QLatin1Char('\n'));
}

EffectiveSkill effectiveSkill(const SkillInputs &in, StrategyChoice mine, StrategyChoice theirs, bool parleyRefused)
{
    EffectiveSkill skill;
    skill.base = in.baseSkill;
    skill.tactics = in.tactics;
    auto set = [&skill](SkillPart p, int v) { skill.parts.at(size_t(p)) = v; };
    set(SkillPart::BasicStrategyModifier, in.basicStrategyModifier);
    set(SkillPart::Casualties, -(in.casualties / 5));
    if (in.defenseBonus > 0 && (isDefense(mine.strategy) || parleyRefused || in.defenseBonusAnyStrategy)) {
        // A Deliberate Attack halves the defender's bonus, rounding up.
        const int bonus = theirs.strategy == BattleStrategy::DeliberateAttack ? (in.defenseBonus + 1) / 2
                                                                              : in.defenseBonus;
        set(SkillPart::DefenseBonus, bonus);
    }
    set(SkillPart::Risk, in.risk);
    set(SkillPart::SignificantActions, in.significantActions);
    if (parleyRefused) {
        set(SkillPart::Strategy, strategyModifier(BattleStrategy::Defense));
        set(SkillPart::ParleyRefused, -1);
    } else {
        set(SkillPart::Strategy, strategyModifier(mine.strategy));
        set(SkillPart::StrategySuperiority, superiorityModifier(in, mine.strategy));
    }
    if (mine.strategy == BattleStrategy::IndirectAttack && in.indirectLastRound)
        set(SkillPart::RepeatedIndirect, -2);
    if (mine.strategy == BattleStrategy::FullRetreat && in.confused)
        set(SkillPart::ConfusedRetreat, -2);
    if (mine.desperate)
        set(SkillPart::Desperate, 4);
    set(SkillPart::Impetuous, in.impetuous);
    set(SkillPart::PositionBonus, in.positionBonus);
    set(SkillPart::Circumstances, in.circumstances);
    if (isRetreat(mine.strategy))
        set(SkillPart::DifficultRetreat, in.retreatPenalty);
    set(SkillPart::ChemicalDisruption, in.chemicalDisruption);
    set(SkillPart::DividedCommand, in.commandPenalty);
    return skill;
}

int adjustedMarginOfVictory(int margin, const StrategyChoice &winner, int earlierIndirectAttacks)
{
    if (winner.strategy == BattleStrategy::IndirectAttack)
        return earlierIndirectAttacks == 0 ? margin * 2 : (margin * 3 + 1) / 2;
    if (winner.strategy == BattleStrategy::Skirmish)
        return margin / 2;
    return margin;
}

void applyStrategyEffects(RoundOutcome &outcome, const std::array<StrategyChoice, 2> &choices, int pb)
{
    const int w = outcome.winner;
    const bool tie = w < 0;
    const CombatResult result = combatResultForBand(tie ? 0 : outcome.band);
    std::array<int, 2> c{};
    for (int s = 0; s < 2; ++s) {
        const BattleStrategy me = choices.at(size_t(s)).strategy;
        const BattleStrategy enemy = choices.at(size_t(1 - s)).strategy;
        const bool won = s == w;
        const bool enemyWon = (1 - s) == w;
        int casualties = tie ? result.winnerCasualties : (won ? result.winnerCasualties : result.loserCasualties);
        if (enemy == BattleStrategy::AllOutAttack && enemyWon)
            casualties += 5;
        if (enemy == BattleStrategy::DeliberateDefense && (enemyWon || tie))
            casualties += 5;
        if (me == BattleStrategy::AllOutAttack || me == BattleStrategy::AllOutDefense)
            casualties *= 2;
        if (me == BattleStrategy::MobileDefense && !won)
            casualties -= 5;
        if (me == BattleStrategy::Skirmish)
            casualties -= 5;
        if (me == BattleStrategy::FullRetreat)
            casualties -= 10;
        casualties = std::max(casualties, 0);
        if (enemy == BattleStrategy::FightingRetreat)
            casualties = roundDownToFive(casualties / 2);
        if (enemy == BattleStrategy::FullRetreat)
            casualties = 0;
        if (choices.at(size_t(s)).desperate)
            casualties += 10;
        c.at(size_t(s)) = casualties;

        outcome.logisticsHit.at(size_t(s)) =
            me == BattleStrategy::FullRetreat || (me == BattleStrategy::FightingRetreat && enemyWon);
        outcome.escaped.at(size_t(s)) =
            me == BattleStrategy::FullRetreat || (me == BattleStrategy::FightingRetreat && !enemyWon);
    }
    outcome.casualties = c;

    // Position Bonus: a signed number, so taking it from the loser and handing over the residue is one sum.
    int shift = 0;
    if (tie) {
        for (int s = 0; s < 2; ++s) {
            if (choices.at(size_t(s)).strategy == BattleStrategy::MobileDefense)
                shift += s == 0 ? -1 : 1;
        }
        outcome.pbShift = shift;
        return;
    }
    const BattleStrategy winner = choices.at(size_t(w)).strategy;
    const BattleStrategy loser = choices.at(size_t(1 - w)).strategy;
    const bool raid = winner == BattleStrategy::Raid;
    int gain = isAttack(winner) || raid ? result.pbShift : 0;
    if (loser == BattleStrategy::MobileDefense || loser == BattleStrategy::FightingRetreat)
        gain += 1;
    if (loser == BattleStrategy::AllOutDefense)
        gain = std::max(0, gain - 1);
    const int toward = w == 0 ? 1 : -1;
    if (raid) {
        // A raid takes the loser's PB away but gains none.
        const int loserHolds = std::max(0, -toward * pb);
        gain = std::min(gain, loserHolds);
    }
    outcome.pbShift = toward * gain;
}

SpecialCase specialCaseFor(BattleStrategy a, BattleStrategy b)
{
    if (a == BattleStrategy::Parley && b == BattleStrategy::Parley)
        return SpecialCase::Talks;
    const auto holding = [](BattleStrategy s) {
        return isDefense(s) && s != BattleStrategy::Parley && s != BattleStrategy::Rally;
    };
    if ((isRetreat(a) && (isRetreat(b) || isDefense(b))) || (isRetreat(b) && isDefense(a)))
        return SpecialCase::NoBattle;
    if (holding(a) && holding(b))
        return SpecialCase::Stalemate;
    return SpecialCase::None;
}

RoundOutcome resolveContest(const std::array<Contestant, 2> &sides, int pb)
{
    RoundOutcome outcome;
    outcome.margins = {sides[0].skill - sides[0].roll, sides[1].skill - sides[1].roll};
    if (outcome.margins[0] != outcome.margins[1]) {
        outcome.winner = outcome.margins[0] > outcome.margins[1] ? 0 : 1;
        const Contestant &winner = sides.at(size_t(outcome.winner));
        outcome.marginOfVictory = adjustedMarginOfVictory(std::abs(outcome.margins[0] - outcome.margins[1]),
                                                          winner.choice, winner.earlierIndirectAttacks);
        // A Skirmish win halved to 0 reads the table's 0 row: both sides take 10%.
        outcome.band = combatResultBand(outcome.marginOfVictory);
    }
    applyStrategyEffects(outcome, {sides[0].choice, sides[1].choice}, pb);
    return outcome;
}

} // namespace muster::gurps
