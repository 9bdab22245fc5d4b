#include "BattleEngine.h"

#include "battle/gurps/CombatTables.h"
#include "battle/gurps/FieldedSetup.h"
#include "battle/gurps/SpecialBattleRules.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace muster::gurps {

namespace {

struct EngineText
{
    Q_DECLARE_TR_FUNCTIONS(BattleEngine)
};

Status validateSide(const SideSetup &side, int index)
{
    const QString field = QStringLiteral("sides[%1]").arg(index);
    if (side.people.isEmpty())
        return Error{EngineText::tr("Side %1 needs a commander.").arg(index + 1), field + QStringLiteral(".people")};
    if (side.estimated) {
        if (side.estimate.ts <= 0)
            return Error{EngineText::tr("Enter the estimated TS of %1 (more than 0).").arg(side.name),
                         field + QStringLiteral(".estimate.ts")};
    } else if (side.startingTs() <= 0) {
        return Error{EngineText::tr("%1 has no troops: pick a force with elements or enter an estimate.").arg(side.name),
                     field + QStringLiteral(".elements")};
    }
    if (side.defenseBonus < 0 || side.defenseBonus > 10)
        return Error{EngineText::tr("The Defense Bonus must be 0 to +10."), field + QStringLiteral(".defense_bonus")};
    if (side.startingCasualties < 0 || side.startingCasualties > 95)
        return Error{EngineText::tr("Starting casualties must be 0% to 95%."), field + QStringLiteral(".starting_casualties")};
    for (int p = 0; p < side.people.size(); ++p) {
        if (side.people.at(p).hp < 1)
            return Error{EngineText::tr("%1 needs at least 1 HP.").arg(side.people.at(p).name),
                         field + QStringLiteral(".people[%1].hp").arg(p)};
    }
    return success();
}

} // namespace

QString sideLabel(const BattleSetup &setup, int side)
{
    const QString name = setup.sides.at(size_t(side)).name;
    return name.isEmpty() ? EngineText::tr("Side %1").arg(side + 1) : name;
}

BattleEngine::BattleEngine(BattleSetup setup) : m_setup(std::move(setup)), m_fielded(gurps::fieldedSetup(m_setup).setup)
{
    const MassDestruction &wmd = m_setup.special.massDestruction;
    for (int s = 0; s < 2; ++s) {
        SideState &side = m_state.sides.at(size_t(s));
        const SideSetup &setupSide = m_setup.sides.at(size_t(s));
        side.casualties = setupSide.startingCasualties;
        side.confused = m_setup.start.startsConfused(s);
        for (const Person &p : setupSide.people)
            side.people << PersonState{p.hp, false, false};
        // Nukes on both sides "ruin each other's transport networks": the logistic systems are destroyed.
        if (wmd.enabled && wmd.nuclearExchange)
            side.logisticCasualties = 100;
        m_defenseBonus.at(size_t(s)) = gurps::defenseBonusOf(m_setup, s);
        m_elements.at(size_t(s)) = int(m_fielded.sides.at(size_t(s)).elementCount());
    }
    if (needsDisloyalCheck(0) || needsDisloyalCheck(1))
        m_state.step = BattleStep::DisloyalCheck;
    else
        startRound(1, m_setup.conditions.night, m_setup.conditions.badWeather);
}

Result<BattleEngine> BattleEngine::create(const BattleSetup &setup)
{
    for (int s = 0; s < 2; ++s) {
        if (Status status = validateSide(setup.sides.at(size_t(s)), s); !status)
            return status.error();
    }
    if (Status status = validateSpecialBattle(setup); !status)
        return status.error();
    const BattleSetup fielded = gurps::fieldedSetup(setup).setup;
    for (int s = 0; s < 2; ++s) {
        if (fielded.sides.at(size_t(s)).startingTs() <= 0)
            return Error{EngineText::tr("None of the elements of %1 take part in this battle (see the type of campaign).")
                             .arg(sideLabel(setup, s)),
                         QStringLiteral("sides[%1].elements").arg(s)};
    }
    return BattleEngine(setup);
}

Result<BattleEngine> BattleEngine::replay(const BattleSetup &setup, const QList<Decision> &decisions)
{
    auto engine = create(setup);
    if (!engine)
        return engine;
    for (qsizetype i = 0; i < decisions.size(); ++i) {
        if (Status s = engine->apply(decisions.at(i)); !s)
            return Error{EngineText::tr("Step %1 of the saved battle no longer applies: %2").arg(i + 1).arg(s.error().message),
                         QStringLiteral("decisions[%1]").arg(i)};
    }
    return engine;
}

const RoundRecord *BattleEngine::currentRound() const
{
    return m_state.rounds.isEmpty() ? nullptr : &m_state.rounds.constLast();
}

Status BattleEngine::apply(const Decision &decision)
{
    Status status = applyStep(decision);
    if (status)
        m_decisions << decision;
    return status;
}

Status BattleEngine::apply(Decision &&decision)
{
    Status status = applyStep(decision);
    if (status) {
        if (m_decisions.isEmpty())
            m_decisions.reserve(32);
        m_decisions << std::move(decision);
    }
    return status;
}

Status BattleEngine::applyStep(const Decision &decision)
{
    Status status = std::visit(
        [this](const auto &d) -> Status {
            using T = std::decay_t<decltype(d)>;
            if constexpr (std::is_same_v<T, DisloyalCheck>) {
                if (m_state.step != BattleStep::DisloyalCheck)
                    return Error{EngineText::tr("No Disloyal check is due now."), QStringLiteral("step")};
                return applyDisloyal(d);
            } else if constexpr (std::is_same_v<T, OpenRound>) {
                if (m_state.step != BattleStep::OpenRound)
                    return Error{EngineText::tr("A round cannot start now."), QStringLiteral("step")};
                return applyOpenRound(d);
            } else if constexpr (std::is_same_v<T, ChooseStrategies>) {
                if (m_state.step != BattleStep::ChooseStrategies)
                    return Error{EngineText::tr("Strategies are not being chosen now."), QStringLiteral("step")};
                return applyStrategies(d);
            } else if constexpr (std::is_same_v<T, Respond>) {
                if (m_state.step != BattleStep::Respond)
                    return Error{EngineText::tr("No side can respond now."), QStringLiteral("step")};
                return applyRespond(d);
            } else if constexpr (std::is_same_v<T, RollContest>) {
                if (m_state.step != BattleStep::RollContest)
                    return Error{EngineText::tr("The Strategy roll is not due now."), QStringLiteral("step")};
                return applyRoll(d);
            } else if constexpr (std::is_same_v<T, EndRound>) {
                if (m_state.step != BattleStep::EndRound)
                    return Error{EngineText::tr("The round cannot end now."), QStringLiteral("step")};
                return applyEndRound(d);
            } else {
                if (m_state.step != BattleStep::Pursuit)
                    return Error{EngineText::tr("There is no pursuit now."), QStringLiteral("step")};
                return applyPursuit(d);
            }
        },
        decision);
    if (!status) {
        // A refused step may have changed part of the state: the decisions before it rebuild it exactly. Refusals
        // are rare (the dialog checks its input first), so the steps that succeed copy nothing to undo.
        rebuild(m_decisions);
    }
    return status;
}

void BattleEngine::undo()
{
    if (m_decisions.isEmpty())
        return;
    QList<Decision> kept = m_decisions;
    kept.removeLast();
    rebuild(kept);
}

void BattleEngine::rebuild(const QList<Decision> &decisions)
{
    BattleEngine fresh(m_setup);
    fresh.m_comparisons = m_comparisons;
    fresh.m_lastComparison = nullptr; // it pointed into the cache just dropped, if anywhere
    for (const Decision &d : decisions)
        fresh.apply(d); // each was accepted before, from the same state
    *this = std::move(fresh);
}

void BattleEngine::assumeState(BattleState state)
{
    m_state = std::move(state);
    m_decisions.clear();
}

const ForceComparison &BattleEngine::comparisonUnder(const TsSituation &situation) const
{
    // Rounds ask again and again under the same conditions: the last answer is kept without taking the lock.
    if (m_lastComparison && m_lastSituation == situation)
        return *m_lastComparison;
    const std::lock_guard lock(m_comparisons->mutex);
    m_lastSituation = situation;
    for (const auto &[known, comparison] : m_comparisons->known) {
        if (known == situation)
            return *(m_lastComparison = comparison.get());
    }
    m_comparisons->known.emplace_back(situation, std::make_unique<const ForceComparison>(compareForces(m_setup, situation)));
    return *(m_lastComparison = m_comparisons->known.back().second.get());
}

const ForceComparison &BattleEngine::comparison() const
{
    TsSituation situation;
    const RoundRecord *r = currentRound();
    situation.night = r ? r->night : m_setup.conditions.night;
    situation.badWeather = r ? r->badWeather : m_setup.conditions.badWeather;
    situation.revolted = {m_state.sides[0].revolted, m_state.sides[1].revolted};
    if (r && (m_state.step == BattleStep::RollContest || m_state.step == BattleStep::EndRound)) {
        situation.riverAttacker = riverAttacker(r->fought);
        situation.ignoreLightAndWeather = isLongSiegeRound(m_setup, r->fought);
    }
    return comparisonUnder(situation);
}

bool BattleEngine::needsDisloyalCheck(int side) const
{
    return gurps::revoltChance(m_fielded.sides.at(size_t(side))).has_value();
}

int BattleEngine::revoltChance(int side) const
{
    return gurps::revoltChance(m_fielded.sides.at(size_t(side))).value_or(0);
}

const Person &BattleEngine::commander(int side) const
{
    return m_setup.sides.at(size_t(side)).people.at(commanderOf(side));
}

bool BattleEngine::isIn(int side, int person) const
{
    const auto &people = m_state.sides.at(size_t(side)).people;
    return person >= 0 && person < people.size() && !people.at(person).out;
}

bool BattleEngine::rollsHeroism(int side, int person) const
{
    return isIn(side, person) && person != commanderOf(side) && m_setup.sides.at(size_t(side)).people.at(person).pc;
}

int BattleEngine::heroismTarget(int side, int person, int risk) const
{
    const Person &p = m_setup.sides.at(size_t(side)).people.at(person);
    int target = 5 + risk;
    target += p.usefulSkill15 ? 1 : 0;
    target += p.commandsElements ? 1 : 0;
    target += p.withImpetuous ? 1 : 0;
    target -= (p.withSupportOrLogistics && sideElements(side) > 1) ? 1 : 0;
    return target;
}

StrategyContext BattleEngine::strategyContext(int side) const
{
    StrategyContext c;
    const RoundRecord *r = currentRound();
    c.round = r ? r->number : 1;
    c.kind = m_setup.start.kind;
    c.confused = m_state.sides.at(size_t(side)).confused;
    c.startedConfused = m_setup.start.startsConfused(side);
    c.mobile = !m_setup.sides.at(size_t(side)).encamped;
    c.hasDefenseBonus = defenseBonusOf(side) > 0 && !m_state.sides.at(size_t(side)).revolted;
    c.ambusher = m_setup.start.isAmbusher(side);
    c.fanaticsRefusedRetreat = r && r->fanaticRolls.at(size_t(side)) && !r->fanaticRolls.at(size_t(side))->success;
    c.casualties = m_state.sides.at(size_t(side)).casualties;
    c.enemyCasualties = m_state.sides.at(size_t(otherSide(side))).casualties;
    c.siege = m_setup.special.isSiege();
    c.besieged = m_setup.special.besieged(side);
    c.defenseNeedsPb = m_setup.special.assaulting(side);
    c.positionBonus = m_state.pbOf(side);
    return c;
}

bool BattleEngine::barredInResponse(StrategyChoice choice) const
{
    // "Parley": the enemy decides whether to accept once the strategies are announced. A side that changes
    // its strategy in response cannot offer one: nobody would be left to answer it.
    return m_state.step == BattleStep::Respond && choice.strategy == BattleStrategy::Parley;
}

QList<StrategyChoice> BattleEngine::legalChoices(int side) const
{
    QList<StrategyChoice> choices = gurps::legalChoices(strategyContext(side));
    choices.removeIf([this](const StrategyChoice &c) { return barredInResponse(c); });
    return choices;
}

bool BattleEngine::isLegalChoice(int side, StrategyChoice choice) const
{
    return !barredInResponse(choice) && gurps::isLegalChoice(strategyContext(side), choice);
}

std::optional<BattleEngine::LeadershipCheck> BattleEngine::leadershipCheckFor(int side, StrategyChoice choice) const
{
    const SideSetup &s = m_fielded.sides.at(size_t(side));
    const int leadership = commander(side).leadership;
    const RoundRecord *r = currentRound();
    const bool retreatOrParley = choice.strategy == BattleStrategy::FullRetreat || choice.strategy == BattleStrategy::Parley;
    // Only the orders that can call for a roll look at the elements (which takes a pass over them).
    if (retreatOrParley) {
        if (const auto penalty = fanaticLeadershipPenalty(s))
            return LeadershipCheck{true, leadership - *penalty};
    }
    const bool elan = inspiresElan(choice.strategy);
    if (r && r->number == 1 && !elan) {
        if (const auto penalty = impetuousLeadershipPenalty(s))
            return LeadershipCheck{false, leadership - *penalty};
    }
    return std::nullopt;
}

std::optional<int> BattleEngine::leadershipTargetFor(int side, StrategyChoice choice) const
{
    const auto check = leadershipCheckFor(side, choice);
    return check ? std::optional<int>(check->target) : std::nullopt;
}

int BattleEngine::respondingSide() const
{
    const RoundRecord *r = currentRound();
    return r ? r->momentumSide : -1;
}

bool BattleEngine::parleyOffered() const
{
    const int responder = respondingSide();
    return responder >= 0 && round().chosen.at(size_t(otherSide(responder))).strategy == BattleStrategy::Parley;
}

int BattleEngine::successorOf(int side) const
{
    const auto &people = m_state.sides.at(size_t(side)).people;
    for (int p = 0; p < people.size(); ++p) {
        if (p != commanderOf(side) && !people.at(p).out)
            return p;
    }
    return -1;
}

bool BattleEngine::rallies(int side) const
{
    const RoundRecord *r = currentRound();
    return r && r->contested && r->fought.at(size_t(side)).strategy == BattleStrategy::Rally;
}

int BattleEngine::pursuingSide() const
{
    return m_state.step == BattleStep::Pursuit ? m_state.winner : -1;
}

int BattleEngine::riverAttacker(const std::array<StrategyChoice, 2> &fought) const
{
    const BattleConditions &c = m_setup.conditions;
    if (c.river == RiverCrossing::None)
        return -1;
    const int defender = c.riverDefender;
    const int attacker = otherSide(defender);
    if (!isDefense(fought.at(size_t(defender)).strategy) || !isAttack(fought.at(size_t(attacker)).strategy))
        return -1;
    // An attacker who surprised the defender takes the ford or bridge before it is held.
    const bool surprised = m_setup.start.advantageSide == attacker &&
                           (m_setup.start.advantage == Advantage::Surprise || m_setup.start.advantage == Advantage::Ambush);
    if (c.river == RiverCrossing::FordOrBridge && surprised)
        return -1;
    return attacker;
}

void BattleEngine::startRound(int number, bool night, bool badWeather)
{
    RoundRecord r;
    r.number = number;
    r.night = night;
    r.badWeather = badWeather;
    r.pbBefore = m_state.positionBonus;
    r.casualtiesBefore = {m_state.sides[0].casualties, m_state.sides[1].casualties};
    if (m_state.rounds.size() == m_state.rounds.capacity()) // most battles are over in 8 rounds: no regrowing
        m_state.rounds.reserve(std::max<qsizetype>(8, 2 * m_state.rounds.size()));
    m_state.rounds << std::move(r);
    m_state.step = BattleStep::OpenRound;
}

bool BattleEngine::breaksOut(int side) const
{
    return m_setup.special.besieged(side) && m_state.sides.at(size_t(side)).escaped &&
           !m_state.sides.at(size_t(otherSide(side))).escaped;
}

void BattleEngine::finish(BattleEnd end, int winner)
{
    m_state.end = end;
    m_state.winner = winner;
    m_state.step = BattleStep::Finished;
}

} // namespace muster::gurps
