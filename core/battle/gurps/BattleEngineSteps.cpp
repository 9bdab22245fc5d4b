// The steps of a round ("Fighting the Battle"): each apply* checks one decision against the rules and
// moves the battle on.
#include "BattleEngine.h"

#include "battle/gurps/CombatTables.h"
#include "battle/gurps/SpecialBattleRules.h"
#include "dice/Dice.h"

#include <QCoreApplication>

#include <algorithm>

namespace muster::gurps {

namespace {

struct StepText
{
    Q_DECLARE_TR_FUNCTIONS(BattleEngine)
};

// `what` and `field` make the refusal's text, only when there is one: a battle the program plays out checks
// millions of rolls.
template <typename What, typename Field> Status need3d(std::optional<int> roll, What what, Field field)
{
    if (roll && dice::isValid3d6(*roll))
        return success();
    if (!roll)
        return Error{StepText::tr("Enter %1 (3d).").arg(what()), field()};
    return Error{StepText::tr("%1 must be 3 to 18, not %2.").arg(what()).arg(*roll), field()};
}

// Whether the GM typed the roll in `field` (made only when some roll was typed).
template <typename Field> bool typedIn(const QStringList &typed, Field field)
{
    return !typed.isEmpty() && typed.contains(field());
}

LeadershipResult leadershipRoll(int target, int roll)
{
    return LeadershipResult{target, roll, dice::succeeded(dice::successRoll(target, roll))};
}

QString sideField(int side, const char *what)
{
    return rollField::ofSide(what, side);
}

} // namespace

Status BattleEngine::applyDisloyal(const DisloyalCheck &d)
{
    for (int s = 0; s < 2; ++s) {
        if (!needsDisloyalCheck(s))
            continue;
        if (Status st = need3d(
                d.rolls.at(size_t(s)), [&] { return StepText::tr("the revolt roll of %1").arg(sideLabel(m_setup, s)); },
                [s] { return sideField(s, "rolls"); });
            !st)
            return st;
        const int chance = revoltChance(s);
        const int roll = *d.rolls.at(size_t(s));
        m_state.disloyalChecks.at(size_t(s)) =
            LeadershipResult{chance, roll, roll <= chance, typedIn(d.typed, [s] { return sideField(s, "rolls"); })};
        m_state.sides.at(size_t(s)).revolted = roll <= chance;
    }
    startRound(1, m_setup.conditions.night, m_setup.conditions.badWeather);
    for (int s = 0; s < 2; ++s) {
        if (m_state.sides.at(size_t(s)).revolted)
            round().events << RoundEvent{RoundEventKind::Revolt, s};
    }
    return success();
}

Status BattleEngine::applyOpenRound(const OpenRound &d)
{
    RoundRecord &r = round();
    if (d.endByAgreement) {
        if (r.number == 1 || m_state.rounds.at(m_state.rounds.size() - 2).special != SpecialCase::Talks)
            return Error{StepText::tr("A battle ends by agreement only after a parley."), QStringLiteral("end_by_agreement")};
        m_state.rounds.removeLast();
        finish(BattleEnd::Agreement, d.agreedWinner);
        return success();
    }
    r.night = d.night;
    r.badWeather = d.badWeather;
    for (int s = 0; s < 2; ++s) {
        const int people = m_setup.sides.at(size_t(s)).people.size();
        // A person the decision leaves out takes no Risk.
        PerPerson<int> &risk = r.risk.at(size_t(s));
        risk = d.risk.at(size_t(s));
        while (risk.size() < people)
            risk.append(0);
        risk.resize(people);
        for (int p = 0; p < people; ++p) {
            if (risk.at(p) < -3 || risk.at(p) > 3)
                return Error{StepText::tr("Risk must be -3 to +3 (%1).").arg(m_setup.sides.at(size_t(s)).people.at(p).name),
                             QStringLiteral("risk[%1][%2]").arg(s).arg(p)};
        }
        r.heroism.at(size_t(s)).clear();
        r.heroism.at(size_t(s)).reserve(people);
        int actions = 0;
        for (int p = 0; p < people; ++p) {
            if (!rollsHeroism(s, p))
                continue;
            const std::optional<int> roll = p < d.heroismRolls.at(size_t(s)).size() ? d.heroismRolls.at(size_t(s)).at(p)
                                                                                    : std::nullopt;
            const QString &name = m_setup.sides.at(size_t(s)).people.at(p).name;
            const auto field = [s, p] { return rollField::ofPerson("heroism", s, p); };
            if (Status st = need3d(roll, [&] { return StepText::tr("%1's Heroism roll").arg(name); }, field); !st)
                return st;
            HeroismResult h;
            h.person = p;
            h.typed = typedIn(d.typed, field);
            h.target = heroismTarget(s, p, risk.at(p));
            h.roll = *roll;
            h.outcome = dice::successRoll(h.target, h.roll);
            h.modifier = h.outcome == dice::RollOutcome::CriticalSuccess   ? 2
                         : h.outcome == dice::RollOutcome::Success         ? 1
                         : h.outcome == dice::RollOutcome::CriticalFailure ? -1
                                                                           : 0;
            actions += h.modifier;
            r.heroism.at(size_t(s)) << h;
            if (h.modifier > 0)
                r.events << RoundEvent{RoundEventKind::SignificantAction, s, p, h.modifier};
            else if (h.modifier < 0)
                r.events << RoundEvent{RoundEventKind::Blunder, s, p};
        }
        r.significantActions.at(size_t(s)) = actions;
    }
    const ForceComparison &strengths = comparison();
    for (int s = 0; s < 2; ++s)
        r.basicStrategyModifier.at(size_t(s)) = strengths.sides.at(size_t(s)).basicStrategyModifier;
    m_state.step = BattleStep::ChooseStrategies;
    return success();
}

Status BattleEngine::settleLeadership(int side, StrategyChoice choice, std::optional<int> roll, bool typed,
                                      RoundRecord &r) const
{
    const std::optional<LeadershipCheck> check = leadershipCheckFor(side, choice);
    r.impetuous.at(size_t(side)) = 0;
    r.impetuousRolls.at(size_t(side)).reset();
    const SideSetup &s = m_fielded.sides.at(size_t(side));
    const bool elan = inspiresElan(choice.strategy);
    if (r.number == 1 && elan && impetuousPercent(s) >= 10.0)
        r.impetuous.at(size_t(side)) = 1;
    if (!check)
        return success();
    if (Status st = need3d(
            roll, [&] { return StepText::tr("%1's Leadership roll").arg(commander(side).name); },
            [side] { return sideField(side, "leadership_rolls"); });
        !st)
        return st;
    LeadershipResult result = leadershipRoll(check->target, *roll);
    result.typed = typed;
    if (check->fanatic) {
        r.fanaticRolls.at(size_t(side)) = result;
    } else {
        r.impetuousRolls.at(size_t(side)) = result;
        r.impetuous.at(size_t(side)) = result.success ? 0 : -2;
    }
    return success();
}

Status BattleEngine::applyStrategies(const ChooseStrategies &d)
{
    RoundRecord &r = round();
    for (int s = 0; s < 2; ++s) {
        const StrategyChoice choice = d.choices.at(size_t(s));
        if (!isLegalChoice(s, choice))
            return Error{StepText::tr("%1 cannot choose %2 now.").arg(sideLabel(m_setup, s), strategyChoiceName(choice)),
                         sideField(s, "choices")};
    }
    for (int s = 0; s < 2; ++s) {
        if (Status st = settleLeadership(s, d.choices.at(size_t(s)), d.leadershipRolls.at(size_t(s)),
                                         typedIn(d.typed, [s] { return sideField(s, "leadership_rolls"); }), r);
            !st)
            return st;
    }
    // Fanatics who will not retreat or talk: the order is not obeyed and the commander is in danger.
    bool refused = false;
    for (int s = 0; s < 2; ++s) {
        if (r.fanaticRolls.at(size_t(s)) && !r.fanaticRolls.at(size_t(s))->success &&
            (d.choices.at(size_t(s)).strategy == BattleStrategy::FullRetreat || d.choices.at(size_t(s)).strategy == BattleStrategy::Parley)) {
            r.events << RoundEvent{RoundEventKind::FanaticsRefuse, s, -1, 0, d.choices.at(size_t(s))};
            refused = true;
        }
    }
    if (refused)
        return success(); // stays in this step; Full Retreat and Parley are now barred for that side
    r.chosen = d.choices;
    r.fought = d.choices;
    const bool parley0 = d.choices[0].strategy == BattleStrategy::Parley;
    const bool parley1 = d.choices[1].strategy == BattleStrategy::Parley;
    if (parley0 && parley1) {
        r.special = SpecialCase::Talks;
        r.casualtiesAfter = r.casualtiesBefore;
        r.pbAfter = r.pbBefore;
        r.events << RoundEvent{RoundEventKind::BothParley};
        startRound(r.number + 1, r.night, r.badWeather);
        return success();
    }
    const bool slow0 = surrendersMomentum(d.choices[0].strategy);
    const bool slow1 = surrendersMomentum(d.choices[1].strategy);
    if (slow0 != slow1 || parley0 || parley1) {
        r.momentumSide = (slow0 && !slow1) || parley0 ? 1 : 0;
        m_state.step = BattleStep::Respond;
        return success();
    }
    afterStrategiesSettled();
    return success();
}

Status BattleEngine::applyRespond(const Respond &d)
{
    RoundRecord &r = round();
    const int responder = r.momentumSide;
    const int other = otherSide(responder);
    const bool offered = parleyOffered();
    if (d.acceptParley) {
        if (!offered)
            return Error{StepText::tr("No Parley was offered."), QStringLiteral("accept_parley")};
        r.special = SpecialCase::Talks;
        r.casualtiesAfter = r.casualtiesBefore;
        r.pbAfter = r.pbBefore;
        r.events << RoundEvent{RoundEventKind::ParleyAccepted, responder};
        startRound(r.number + 1, r.night, r.badWeather);
        return success();
    }
    if (offered) {
        r.parleyRefused.at(size_t(other)) = true;
        r.fought.at(size_t(other)) = StrategyChoice{BattleStrategy::Defense, r.chosen.at(size_t(other)).desperate};
        r.events << RoundEvent{RoundEventKind::ParleyRefused, responder};
    }
    // Only the side that kept the momentum may change, and only away from a slow strategy of its own.
    const bool mayChange = !surrendersMomentum(r.chosen.at(size_t(responder)).strategy);
    if (d.change) {
        if (!mayChange)
            return Error{StepText::tr("%1 chose a slow strategy too and cannot change it.").arg(sideLabel(m_setup, responder)),
                         QStringLiteral("change")};
        if (!isLegalChoice(responder, *d.change))
            return Error{StepText::tr("%1 cannot choose %2 now.").arg(sideLabel(m_setup, responder), strategyChoiceName(*d.change)),
                         QStringLiteral("change")};
        if (Status st = settleLeadership(responder, *d.change, d.leadershipRoll,
                                         typedIn(d.typed, [] { return QStringLiteral("leadership_roll"); }), r);
            !st)
            return st;
        if (r.fanaticRolls.at(size_t(responder)) && !r.fanaticRolls.at(size_t(responder))->success)
            return Error{StepText::tr("The fanatics will not allow %1; choose another strategy.").arg(strategyName(d.change->strategy)),
                         QStringLiteral("change")};
        if (*d.change != r.chosen.at(size_t(responder)))
            r.events << RoundEvent{RoundEventKind::MomentumChange, responder, -1, 0, *d.change};
        r.fought.at(size_t(responder)) = *d.change;
    }
    afterStrategiesSettled();
    return success();
}

void BattleEngine::afterStrategiesSettled()
{
    RoundRecord &r = round();
    r.special = specialCaseFor(r.fought[0].strategy, r.fought[1].strategy);
    if (r.special == SpecialCase::NoBattle) {
        const bool retreat0 = isRetreat(r.fought[0].strategy), retreat1 = isRetreat(r.fought[1].strategy);
        r.events << RoundEvent{RoundEventKind::NoBattle};
        for (int s = 0; s < 2; ++s)
            m_state.sides.at(size_t(s)).escaped = isRetreat(r.fought.at(size_t(s)).strategy);
        r.casualtiesAfter = r.casualtiesBefore;
        r.pbAfter = r.pbBefore;
        // "If the defender successfully escapes, he's outside the fortress ... This ends the siege and starts
        // an ordinary battle": the siege's own rule, so it overrides breaking contact.
        const int besieged = m_setup.special.siege.besieged;
        if (breaksOut(besieged)) {
            r.events << RoundEvent{RoundEventKind::BreakOut, besieged};
            finish(BattleEnd::BreakOut, -1);
            return;
        }
        finish(BattleEnd::NoBattle, retreat0 && retreat1 ? -1 : (retreat0 ? 1 : 0));
        return;
    }
    if (r.special == SpecialCase::Stalemate) {
        r.events << RoundEvent{RoundEventKind::Stalemate};
        r.fought = {StrategyChoice{BattleStrategy::Skirmish, false}, StrategyChoice{BattleStrategy::Skirmish, false}};
        r.parleyRefused = {};
    }
    m_state.step = BattleStep::RollContest;
}

Status BattleEngine::applyRoll(const RollContest &d)
{
    for (int s = 0; s < 2; ++s) {
        if (d.circumstances.at(size_t(s)) < -3 || d.circumstances.at(size_t(s)) > 3)
            return Error{StepText::tr("Special circumstances must be -3 to +3."), sideField(s, "circumstances")};
        if (Status st = need3d(
                d.rolls.at(size_t(s)), [&] { return StepText::tr("the Strategy roll of %1").arg(sideLabel(m_setup, s)); },
                [s] { return sideField(s, "rolls"); });
            !st)
            return st;
    }
    const ForceComparison &strengths = comparison();
    RoundRecord &r = round();
    for (int s = 0; s < 2; ++s)
        r.basicStrategyModifier.at(size_t(s)) = strengths.sides.at(size_t(s)).basicStrategyModifier;
    r.skills = effectiveSkills(d.circumstances);
    r.rolls = d.rolls;
    for (int s = 0; s < 2; ++s)
        r.rollsTyped.at(size_t(s)) = typedIn(d.typed, [s] { return sideField(s, "rolls"); });
    std::array<Contestant, 2> contest;
    for (int s = 0; s < 2; ++s)
        contest.at(size_t(s)) = Contestant{r.fought.at(size_t(s)), r.skills.at(size_t(s)).total(), d.rolls.at(size_t(s)),
                                           m_state.sides.at(size_t(s)).indirectAttacks};
    r.outcome = resolveContest(contest, m_state.positionBonus);
    r.contested = true;
    noteSiegeRound();
    m_state.step = BattleStep::EndRound;
    return success();
}

void BattleEngine::noteSiegeRound()
{
    if (!m_setup.special.isSiege())
        return;
    RoundRecord &r = round();
    const int minutes = int(battleRoundMinutes(m_setup, r.fought));
    r.events << RoundEvent{isLongSiegeRound(m_setup, r.fought) ? RoundEventKind::LongSiegeRound : RoundEventKind::SiegeRound,
                           -1, -1, minutes};
}

} // namespace muster::gurps
