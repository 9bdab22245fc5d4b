#include "Forecast.h"

#include "battle/gurps/Aftermath.h"
#include "battle/gurps/CombatTables.h"
#include "battle/gurps/ForceComparison.h"
#include "battle/gurps/Odds.h"
#include "battle/gurps/SpecialBattleRules.h"
#include "dice/Dice.h"

#include <QHash>
#include <QVarLengthArray>

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace muster::gurps {

namespace {

constexpr int maxPeople = 12; // per side; more and the forecast samples
// States whose chance falls below this are dropped (their mass counts as unresolved): the chain keeps the
// ones that matter to 1e-12 without following every unlikely string of injuries.
constexpr double negligible = 1e-13;

// What the rules carry from one round to the next.
struct ChainState
{
    std::array<qint8, 2> casualties{};
    qint8 pb = 0;
    std::array<bool, 2> foughtIndirect{};    // an earlier Indirect Attack: the next one's margin is x1.5, not x2
    std::array<bool, 2> indirectLastRound{}; // -2 to fight Indirect Attack again
    std::array<bool, 2> confused{};
    std::array<bool, 2> revolted{};
    std::array<qint8, 2> commander{};
    std::array<std::array<qint16, maxPeople>, 2> hp{}; // 0 or less: out of the battle
    bool operator==(const ChainState &) const = default;
};

struct ChainHash
{
    size_t operator()(const ChainState &s) const noexcept
    {
        size_t h = qHashMulti(0, s.casualties[0], s.casualties[1], s.pb, s.foughtIndirect[0], s.foughtIndirect[1],
                              s.indirectLastRound[0], s.indirectLastRound[1], s.confused[0], s.confused[1]);
        h = qHashMulti(h, s.revolted[0], s.revolted[1], s.commander[0], s.commander[1]);
        for (const auto &side : s.hp)
            h = qHashRange(side.begin(), side.end(), h);
        return h;
    }
};

using Distribution = std::unordered_map<ChainState, double, ChainHash>;

// The chance of each total of `dice` six-sided dice plus `add`.
QList<std::pair<int, double>> diceTotals(int dice, int add)
{
    QList<double> ways{1.0};
    for (int d = 0; d < dice; ++d) {
        QList<double> next(ways.size() + 6, 0.0);
        for (int i = 0; i < ways.size(); ++i)
            for (int face = 1; face <= 6; ++face)
                next[i + face] += ways.at(i) / 6.0;
        ways = next;
    }
    QList<std::pair<int, double>> totals;
    for (int i = 0; i < ways.size(); ++i) {
        if (ways.at(i) > 0)
            totals << std::pair{i + add, ways.at(i)};
    }
    return totals;
}

double successChance(int target)
{
    const auto odds = dice::successRollOdds(target);
    return odds[0] + odds[1];
}

// A joint outcome of both sides' choice of strategy (and the Leadership rolls it called for).
struct Choices
{
    std::array<StrategyChoice, 2> chosen;
    std::array<int, 2> impetuous{};
    double chance = 1;
};

// One way a contest can go: its winner (-1 for a tie) and Combat Results Table band, and its chance.
struct ContestWay
{
    int winner = -1;
    int band = 0;
    double chance = 0;
};

// Asks the engine the rules' questions of the states the chain reaches, and remembers the answers.
class Oracle
{
public:
    Oracle(const BattleEngine &engine, const BattlePolicies &policies, int roundAtHand)
        : m_engine(engine), m_scratch(engine), m_policies(policies), m_roundAtHand(roundAtHand)
    {
        const RoundRecord *r = engine.currentRound();
        m_night = r ? r->night : engine.setup().conditions.night;
        m_badWeather = r ? r->badWeather : engine.setup().conditions.badWeather;
    }

    const BattleEngine &engine() const { return m_engine; }
    // Other strategies, the same Risk: what is remembered holds for them too (the strategies are in the keys).
    void setPolicies(const BattlePolicies &policies) { m_policies = policies; }
    int peopleOf(int side) const { return int(m_engine.setup().sides.at(size_t(side)).people.size()); }

    QList<std::pair<int, double>> heroism(const ChainState &s, int side);
    QList<Choices> choices(const ChainState &s, int round);
    std::array<int, 2> skills(const ChainState &s, int round, const std::array<int, 2> &actions,
                              const std::array<int, 2> &impetuous, const std::array<StrategyChoice, 2> &fought,
                              const std::array<bool, 2> &refused);
    const QList<ContestWay> &contest(const std::array<int, 2> &skills, const std::array<StrategyChoice, 2> &fought,
                                     const std::array<bool, 2> &foughtIndirect);
    int misfortuneChance(int side, int person, int taken, bool desperate);
    int pursuitCasualties(const ChainState &s, int winner);
    qint64 roundMinutes(const std::array<StrategyChoice, 2> &fought) const
    {
        return battleRoundMinutes(m_engine.setup(), fought);
    }

private:
    BattleState stateFor(const ChainState &s, int round, BattleStep step) const;
    // Each way one side's choice can go in one attempt: the choice, its Impetuous modifier, its chance and
    // whether Fanatics refused it (then both sides choose again).
    struct Attempt
    {
        StrategyChoice choice;
        int impetuous = 0;
        double chance = 1;
        bool refused = false;
    };
    QVarLengthArray<Attempt, 2> attempts(const ChainState &s, int round, int side, bool barred);
    void resolveChoices(const ChainState &s, int round, std::array<bool, 2> barred, double weight, QList<Choices> &out);

    const BattleEngine &m_engine;
    BattleEngine m_scratch;
    BattlePolicies m_policies;
    int m_roundAtHand = 1;
    bool m_night = false, m_badWeather = false;
    QHash<quint64, QList<std::pair<int, double>>> m_heroism;
    QHash<quint64, QList<Choices>> m_choices;
    QHash<quint64, SkillInputs> m_skillInputs;
    QHash<quint64, QList<ContestWay>> m_contests;
    QHash<quint64, int> m_misfortune;
};

// A memo key: small fields packed into 64 bits (each field's low `bits`).
class Key
{
public:
    Key &operator()(int value, int bits)
    {
        m_value = (m_value << bits) | (quint64(value) & ((quint64(1) << bits) - 1));
        return *this;
    }
    quint64 value() const { return m_value; }

private:
    quint64 m_value = 0;
};

int code(StrategyChoice c)
{
    return int(c.strategy) * 2 + int(c.desperate);
}

BattleState Oracle::stateFor(const ChainState &s, int round, BattleStep step) const
{
    BattleState state;
    state.step = step;
    state.positionBonus = s.pb;
    for (int side = 0; side < 2; ++side) {
        SideState &st = state.sides.at(size_t(side));
        st.casualties = s.casualties.at(size_t(side));
        st.commander = s.commander.at(size_t(side));
        st.confused = s.confused.at(size_t(side));
        st.revolted = s.revolted.at(size_t(side));
        st.indirectAttacks = s.foughtIndirect.at(size_t(side)) ? 1 : 0;
        for (int p = 0; p < peopleOf(side); ++p) {
            const int hp = s.hp.at(size_t(side)).at(size_t(p));
            st.people << PersonState{hp, hp <= 0, false};
        }
    }
    if (round > 1) {
        RoundRecord previous;
        previous.number = round - 1;
        previous.contested = true;
        for (int side = 0; side < 2; ++side)
            previous.fought.at(size_t(side)).strategy =
                s.indirectLastRound.at(size_t(side)) ? BattleStrategy::IndirectAttack : BattleStrategy::Attack;
        state.rounds << previous;
    }
    RoundRecord current;
    current.number = round;
    current.night = m_night;
    current.badWeather = m_badWeather;
    for (int side = 0; side < 2; ++side)
        current.risk.at(size_t(side)) = perPerson(peopleOf(side), m_policies.at(size_t(side)).risk);
    state.rounds << current;
    return state;
}

QList<std::pair<int, double>> Oracle::heroism(const ChainState &s, int side)
{
    Key packed;
    packed(side, 1)(s.commander.at(size_t(side)), 4);
    for (int p = 0; p < peopleOf(side); ++p)
        packed(s.hp.at(size_t(side)).at(size_t(p)) > 0, 1);
    const quint64 key = packed.value();
    if (const auto it = m_heroism.constFind(key); it != m_heroism.cend())
        return *it;
    m_scratch.assumeState(stateFor(s, 2, BattleStep::OpenRound));
    QList<std::pair<int, double>> total{{0, 1.0}};
    for (int p = 0; p < peopleOf(side); ++p) {
        if (!m_scratch.rollsHeroism(side, p))
            continue;
        const auto odds = dice::successRollOdds(m_scratch.heroismTarget(side, p, m_policies.at(size_t(side)).risk));
        const std::array<int, 4> modifier = {2, 1, 0, -1}; // critical success, success, failure, critical failure
        QMap<int, double> next;
        for (const auto &[sum, chance] : total)
            for (int o = 0; o < 4; ++o)
                if (odds.at(size_t(o)) > 0)
                    next[sum + modifier.at(size_t(o))] += chance * odds.at(size_t(o));
        total.clear();
        for (auto it = next.cbegin(); it != next.cend(); ++it)
            total << std::pair{it.key(), it.value()};
    }
    m_heroism.insert(key, total);
    return total;
}

QVarLengthArray<Oracle::Attempt, 2> Oracle::attempts(const ChainState &s, int round, int side, bool barred)
{
    BattleState state = stateFor(s, round, BattleStep::ChooseStrategies);
    if (barred)
        state.rounds.last().fanaticRolls.at(size_t(side)) = LeadershipResult{0, 18, false};
    m_scratch.assumeState(std::move(state));
    const SidePolicy &policy = m_policies.at(size_t(side));
    const StrategyChoice wanted = round == m_roundAtHand ? policy.firstRound.value_or(policy.strategy) : policy.strategy;
    const StrategyChoice choice =
        m_scratch.isLegalChoice(side, wanted) ? wanted : policyChoice(wanted, m_scratch.legalChoices(side));
    const int elan = round == 1 && inspiresElan(choice.strategy) &&
                             impetuousPercent(m_engine.fieldedSetup().sides.at(size_t(side))) >= 10.0
                         ? 1
                         : 0;
    const auto check = m_scratch.leadershipCheckFor(side, choice);
    if (!check)
        return {{choice, elan, 1.0, false}};
    const double success = successChance(check->target);
    if (check->fanatic)
        return {{choice, elan, success, false}, {choice, elan, 1.0 - success, true}};
    return {{choice, 0, success, false}, {choice, -2, 1.0 - success, false}};
}

void Oracle::resolveChoices(const ChainState &s, int round, std::array<bool, 2> barred, double weight, QList<Choices> &out)
{
    const auto a0 = attempts(s, round, 0, barred[0]);
    const auto a1 = attempts(s, round, 1, barred[1]);
    for (const Attempt &x : a0) {
        for (const Attempt &y : a1) {
            const double chance = weight * x.chance * y.chance;
            if (chance <= 0)
                continue;
            if (x.refused || y.refused) { // Fanatics refuse the order: both sides choose again, the order barred
                resolveChoices(s, round, {barred[0] || x.refused, barred[1] || y.refused}, chance, out);
                continue;
            }
            out << Choices{{x.choice, y.choice}, {x.impetuous, y.impetuous}, chance};
        }
    }
}

QList<Choices> Oracle::choices(const ChainState &s, int round)
{
    // What the choice depends on besides the set-up (StrategyContext, leadershipCheckFor): the round, confusion,
    // revolts, who commands, whether Desperate is open (25 points more casualties than the enemy) and whether the
    // side holds any PB (an amphibious assault's attacker needs it to defend).
    Key packed;
    packed(round == m_roundAtHand ? 0 : (round == 1 ? 1 : 2), 2);
    for (const SidePolicy &policy : m_policies) {
        const StrategyChoice wanted = round == m_roundAtHand ? policy.firstRound.value_or(policy.strategy) : policy.strategy;
        packed(code(wanted), 5);
    }
    for (int side = 0; side < 2; ++side) {
        const int other = otherSide(side);
        packed(s.confused.at(size_t(side)), 1)(s.revolted.at(size_t(side)), 1)(s.commander.at(size_t(side)), 4);
        packed(s.casualties.at(size_t(side)) >= s.casualties.at(size_t(other)) + 25, 1);
        packed((side == 0 ? s.pb : -s.pb) >= 1, 1);
    }
    const quint64 key = packed.value();
    if (const auto it = m_choices.constFind(key); it != m_choices.cend())
        return *it;
    QList<Choices> out;
    resolveChoices(s, round, {false, false}, 1.0, out);
    m_choices.insert(key, out);
    return out;
}

std::array<int, 2> Oracle::skills(const ChainState &s, int round, const std::array<int, 2> &actions,
                                  const std::array<int, 2> &impetuous, const std::array<StrategyChoice, 2> &fought,
                                  const std::array<bool, 2> &refused)
{
    std::array<int, 2> totals{};
    for (int side = 0; side < 2; ++side) {
        // The engine's skill inputs but for casualties, PB, significant actions and the Impetuous modifier, which
        // change from state to state and are set here as skillInputs() sets them.
        Key packed;
        packed(side, 1)(round == 1, 1)(code(fought[0]), 5)(code(fought[1]), 5)(refused[0], 1)(refused[1], 1);
        for (int x = 0; x < 2; ++x)
            packed(s.confused.at(size_t(x)), 1)(s.revolted.at(size_t(x)), 1)(s.commander.at(size_t(x)), 4)(
                s.indirectLastRound.at(size_t(x)), 1);
        const quint64 key = packed.value();
        auto it = m_skillInputs.find(key);
        if (it == m_skillInputs.end()) {
            BattleState state = stateFor(s, round, BattleStep::RollContest);
            state.rounds.last().fought = fought;
            state.rounds.last().parleyRefused = refused;
            m_scratch.assumeState(std::move(state));
            it = m_skillInputs.insert(key, m_scratch.skillInputs(side));
        }
        SkillInputs in = *it;
        in.casualties = s.casualties.at(size_t(side));
        in.positionBonus = std::max(0, side == 0 ? int(s.pb) : -int(s.pb));
        in.significantActions = actions.at(size_t(side));
        in.impetuous = impetuous.at(size_t(side));
        totals.at(size_t(side)) =
            effectiveSkill(in, fought.at(size_t(side)), fought.at(size_t(otherSide(side))), refused.at(size_t(side))).total();
    }
    return totals;
}

const QList<ContestWay> &Oracle::contest(const std::array<int, 2> &skills, const std::array<StrategyChoice, 2> &fought,
                                         const std::array<bool, 2> &foughtIndirect)
{
    const quint64 key = Key()(skills[0], 10)(skills[1], 10)(code(fought[0]), 5)(code(fought[1]), 5)(foughtIndirect[0], 1)(
                            foughtIndirect[1], 1)
                            .value();
    if (const auto it = m_contests.constFind(key); it != m_contests.cend())
        return *it;
    std::array<Contestant, 2> sides;
    for (int s = 0; s < 2; ++s)
        sides.at(size_t(s)) = Contestant{fought.at(size_t(s)), skills.at(size_t(s)), 10, foughtIndirect.at(size_t(s)) ? 1 : 0};
    const ContestOdds odds = contestOdds(sides);
    QList<ContestWay> ways;
    if (odds.tie > 0)
        ways << ContestWay{-1, 0, odds.tie};
    for (int w = 0; w < 2; ++w)
        for (int b = 0; b < combatResultBands; ++b)
            if (odds.bands.at(size_t(w)).at(size_t(b)) > 0)
                ways << ContestWay{w, b, odds.bands.at(size_t(w)).at(size_t(b))};
    return *m_contests.insert(key, ways);
}

int Oracle::misfortuneChance(int side, int person, int taken, bool desperate)
{
    const quint64 key = Key()(side, 1)(person, 8)(taken, 10)(desperate, 1).value();
    if (const auto it = m_misfortune.constFind(key); it != m_misfortune.cend())
        return *it;
    ChainState any;
    for (int s = 0; s < 2; ++s)
        for (int p = 0; p < peopleOf(s); ++p)
            any.hp.at(size_t(s)).at(size_t(p)) = 1;
    BattleState state = stateFor(any, 2, BattleStep::EndRound);
    RoundRecord &r = state.rounds.last();
    r.contested = true;
    r.fought.at(size_t(side)).desperate = desperate;
    r.outcome.casualties.at(size_t(side)) = taken;
    m_scratch.assumeState(std::move(state));
    const int chance = m_scratch.misfortuneChance(side, person);
    m_misfortune.insert(key, chance);
    return chance;
}

int Oracle::pursuitCasualties(const ChainState &s, int winner)
{
    TsSituation situation;
    situation.night = m_night;
    situation.badWeather = m_badWeather;
    situation.revolted = s.revolted;
    const SideStrength &strength = m_engine.comparisonUnder(situation).sides.at(size_t(winner));
    const auto counts = [&](SpecialClass c) { return strength.hasSuperiority(c) && superiorityCounts(c, m_engine.setup()); };
    return 5 + (counts(SpecialClass::Cv) ? 5 : 0) + (counts(SpecialClass::Air) ? 5 : 0);
}

// The chain, round by round.
class Chain
{
public:
    Chain(const BattleEngine &engine, Oracle &oracle, bool misfortunes, const ForecastLimits &limits)
        : m_oracle(oracle), m_limits(limits), m_misfortunes(misfortunes)
    {
        m_forecast.firstRound = std::max(1, engine.roundNumber());
        for (int s = 0; s < 2; ++s) {
            m_forecast.sides.at(size_t(s)).tsBefore = engine.fieldedSetup().sides.at(size_t(s)).startingTs();
            m_commanderAtStart.at(size_t(s)) = engine.commanderOf(s);
        }
    }

    std::optional<BattleForecast> run(const Distribution &start);

    // One round from `s` alone: where it leads and each side's chance to win in it (the advisor's building block).
    struct Step
    {
        Distribution next;
        std::array<double, 2> wins{};
    };
    Step stepFrom(const ChainState &s, int round)
    {
        const BattleForecast kept = m_forecast;
        Step step;
        playRound(s, 1.0, round, step.next);
        step.wins = {m_forecast.wins(0) - kept.wins(0), m_forecast.wins(1) - kept.wins(1)};
        m_forecast = kept;
        return step;
    }

private:
    void playRound(const ChainState &s, double mass, int round, Distribution &next);
    void endRound(const ChainState &s, const std::array<StrategyChoice, 2> &fought, const RoundOutcome &outcome,
                  double mass, int round, Distribution &next);
    void afterMisfortunes(ChainState s, const std::array<StrategyChoice, 2> &fought, const std::array<bool, 2> &escaped,
                          double mass, int round, Distribution &next);
    void pursue(const ChainState &s, int winner, double mass, int round);
    void absorb(const ChainState &s, Ending ending, int winner, double mass, int round);

    Oracle &m_oracle;
    ForecastLimits m_limits;
    bool m_misfortunes = true;
    BattleForecast m_forecast;
    std::array<int, 2> m_commanderAtStart{};
};

std::optional<BattleForecast> Chain::run(const Distribution &start)
{
    Distribution current = start;
    int round = m_forecast.firstRound;
    for (; !current.empty() && round < m_forecast.firstRound + m_limits.maxRounds; ++round) {
        Distribution next;
        for (const auto &[state, mass] : current)
            playRound(state, mass, round, next);
        for (auto it = next.begin(); it != next.end();) {
            if (it->second < negligible) {
                m_forecast.endings.at(size_t(Ending::Unresolved)) += it->second;
                it = next.erase(it);
            } else {
                ++it;
            }
        }
        m_forecast.states = std::max<qsizetype>(m_forecast.states, qsizetype(next.size()));
        if (qsizetype(next.size()) > m_limits.maxStates)
            return std::nullopt;
        current = std::move(next);
    }
    for (const auto &[state, mass] : current)
        absorb(state, Ending::Unresolved, -1, mass, round - 1);
    return m_forecast;
}

void Chain::playRound(const ChainState &s, double mass, int round, Distribution &next)
{
    const auto heroism0 = m_oracle.heroism(s, 0);
    const auto heroism1 = m_oracle.heroism(s, 1);
    for (const Choices &c : m_oracle.choices(s, round)) {
        const double chosen = mass * c.chance;
        const bool parley0 = c.chosen[0].strategy == BattleStrategy::Parley;
        const bool parley1 = c.chosen[1].strategy == BattleStrategy::Parley;
        if (parley0 && parley1) {
            absorb(s, Ending::Talks, -1, chosen, round);
            continue;
        }
        // Nobody accepts a Parley: the side that offered it fights as Defense at -1 (SidePolicy).
        std::array<StrategyChoice, 2> fought = c.chosen;
        std::array<bool, 2> refused = {parley0, parley1};
        for (int side = 0; side < 2; ++side) {
            if (refused.at(size_t(side)))
                fought.at(size_t(side)).strategy = BattleStrategy::Defense;
        }
        const SpecialCase special = specialCaseFor(fought[0].strategy, fought[1].strategy);
        if (special == SpecialCase::NoBattle) {
            const std::array<bool, 2> retreat = {isRetreat(fought[0].strategy), isRetreat(fought[1].strategy)};
            const BattleSetup &setup = m_oracle.engine().setup();
            const int besieged = setup.special.siege.besieged;
            if (setup.special.isSiege() && retreat.at(size_t(besieged)) && !retreat.at(size_t(otherSide(besieged))))
                absorb(s, Ending::BreakOut, -1, chosen, round);
            else
                absorb(s, Ending::NoBattle, retreat[0] && retreat[1] ? -1 : (retreat[0] ? 1 : 0), chosen, round);
            continue;
        }
        if (special == SpecialCase::Stalemate) {
            fought = {StrategyChoice{BattleStrategy::Skirmish, false}, StrategyChoice{BattleStrategy::Skirmish, false}};
            refused = {};
        }
        m_forecast.expectedHours += chosen * double(m_oracle.roundMinutes(fought)) / 60.0;
        // Many rolls end alike (the same casualties, PB shift and escapes): each such outcome goes on once.
        QVarLengthArray<std::pair<RoundOutcome, double>, 32> outcomes;
        const auto sameEffects = [](const RoundOutcome &a, const RoundOutcome &b) {
            return a.casualties == b.casualties && a.pbShift == b.pbShift && a.escaped == b.escaped;
        };
        for (const auto &[actions0, chance0] : heroism0) {
            for (const auto &[actions1, chance1] : heroism1) {
                const auto skills = m_oracle.skills(s, round, {actions0, actions1}, c.impetuous, fought, refused);
                for (const ContestWay &way : m_oracle.contest(skills, fought, s.foughtIndirect)) {
                    RoundOutcome outcome;
                    outcome.winner = way.winner;
                    outcome.band = way.band;
                    applyStrategyEffects(outcome, fought, s.pb);
                    const double weight = chosen * chance0 * chance1 * way.chance;
                    auto same = std::find_if(outcomes.begin(), outcomes.end(),
                                             [&](const auto &known) { return sameEffects(known.first, outcome); });
                    if (same != outcomes.end())
                        same->second += weight;
                    else
                        outcomes.append({outcome, weight});
                }
            }
        }
        for (const auto &[outcome, weight] : outcomes)
            endRound(s, fought, outcome, weight, round, next);
    }
}

void Chain::endRound(const ChainState &s, const std::array<StrategyChoice, 2> &fought, const RoundOutcome &outcome,
                     double mass, int round, Distribution &next)
{
    ChainState after = s;
    for (int side = 0; side < 2; ++side) {
        after.casualties.at(size_t(side)) = qint8(std::min(100, s.casualties.at(size_t(side)) + outcome.casualties.at(size_t(side))));
        const bool indirect = fought.at(size_t(side)).strategy == BattleStrategy::IndirectAttack;
        after.foughtIndirect.at(size_t(side)) = s.foughtIndirect.at(size_t(side)) || indirect;
        after.indirectLastRound.at(size_t(side)) = indirect;
    }
    after.pb = qint8(s.pb + outcome.pbShift);
    // Misfortunes of War, person by person: each branch of HP merged with the same ones before the next person.
    QList<std::pair<ChainState, double>> branches{{after, mass}};
    static const auto injury = diceTotals(2, -1);
    static const auto criticalInjury = diceTotals(6, 0);
    for (int side = 0; side < 2 && m_misfortunes; ++side) {
        for (int p = 0; p < m_oracle.peopleOf(side); ++p) {
            if (s.hp.at(size_t(side)).at(size_t(p)) <= 0)
                continue;
            const auto odds = dice::successRollOdds(
                m_oracle.misfortuneChance(side, p, outcome.casualties.at(size_t(side)), fought.at(size_t(side)).desperate));
            QList<std::pair<ChainState, double>> split;
            QHash<int, qsizetype> byHp;
            for (const auto &branch : std::as_const(branches)) {
                // Not a structured binding: the lambda below captures these, which clang 14 refuses for bindings.
                const ChainState &state = branch.first;
                const double chance = branch.second;
                byHp.clear();
                const auto add = [&](int hp, double weight) {
                    if (weight <= 0)
                        return;
                    hp = std::max(hp, 0);
                    if (const auto it = byHp.constFind(hp); it != byHp.cend()) {
                        split[*it].second += weight;
                        return;
                    }
                    ChainState hurt = state;
                    hurt.hp.at(size_t(side)).at(size_t(p)) = qint16(hp);
                    byHp.insert(hp, split.size());
                    split << std::pair{hurt, weight};
                };
                const int hp = state.hp.at(size_t(side)).at(size_t(p));
                add(hp, chance * (odds[2] + odds[3]));
                for (const auto &[k, w] : injury)
                    add(hp - k, chance * odds[1] * w);
                for (const auto &[k, w] : criticalInjury)
                    add(hp - k, chance * odds[0] * w);
            }
            branches = std::move(split);
        }
    }
    for (const auto &[state, chance] : std::as_const(branches))
        afterMisfortunes(state, fought, outcome.escaped, chance, round, next);
}

void Chain::afterMisfortunes(ChainState s, const std::array<StrategyChoice, 2> &fought, const std::array<bool, 2> &escaped,
                             double mass, int round, Distribution &next)
{
    // A fallen commander's successor (the first named still in) rolls Leadership, or the force is confused.
    QList<std::pair<ChainState, double>> branches{{s, mass}};
    std::array<bool, 2> successorRolled{};
    for (int side = 0; side < 2; ++side) {
        const int commander = s.commander.at(size_t(side));
        if (s.hp.at(size_t(side)).at(size_t(commander)) > 0)
            continue;
        int successor = -1;
        for (int p = 0; p < m_oracle.peopleOf(side) && successor < 0; ++p) {
            if (p != commander && s.hp.at(size_t(side)).at(size_t(p)) > 0)
                successor = p;
        }
        QList<std::pair<ChainState, double>> split;
        for (auto [state, chance] : std::as_const(branches)) {
            if (successor < 0) {
                state.confused.at(size_t(side)) = true;
                split << std::pair{state, chance};
                continue;
            }
            state.commander.at(size_t(side)) = qint8(successor);
            const double averts =
                successChance(m_oracle.engine().setup().sides.at(size_t(side)).people.at(successor).leadership);
            split << std::pair{state, chance * averts};
            state.confused.at(size_t(side)) = true;
            split << std::pair{state, chance * (1 - averts)};
        }
        successorRolled.at(size_t(side)) = successor >= 0;
        branches = std::move(split);
    }
    // Rally: Leadership-2 at the end of a round fought with Rally.
    for (int side = 0; side < 2; ++side) {
        if (fought.at(size_t(side)).strategy != BattleStrategy::Rally || s.casualties.at(size_t(side)) >= 100 ||
            successorRolled.at(size_t(side)))
            continue;
        QList<std::pair<ChainState, double>> split;
        for (auto [state, chance] : std::as_const(branches)) {
            const Person &leader =
                m_oracle.engine().setup().sides.at(size_t(side)).people.at(state.commander.at(size_t(side)));
            const double rallies = successChance(leader.leadership - 2);
            split << std::pair{state, chance * (1 - rallies)};
            state.confused.at(size_t(side)) = false;
            split << std::pair{state, chance * rallies};
        }
        branches = std::move(split);
    }
    // Victory?
    const bool gone0 = s.casualties[0] >= 100, gone1 = s.casualties[1] >= 100;
    const BattleSetup &setup = m_oracle.engine().setup();
    const int besieged = setup.special.siege.besieged;
    for (const auto &[state, chance] : std::as_const(branches)) {
        if (chance <= 0)
            continue;
        if (gone0 && gone1)
            absorb(state, Ending::MutualAnnihilation, -1, chance, round);
        else if (gone0 || gone1)
            absorb(state, gone0 ? Ending::Victory1 : Ending::Victory0, gone0 ? 1 : 0, chance, round);
        else if (setup.special.isSiege() && escaped.at(size_t(besieged)) && !escaped.at(size_t(otherSide(besieged))))
            absorb(state, Ending::BreakOut, -1, chance, round);
        else if (escaped[0] != escaped[1])
            pursue(state, escaped[0] ? 1 : 0, chance, round);
        else
            next[state] += chance;
    }
}

void Chain::pursue(const ChainState &s, int winner, double mass, int round)
{
    const int loser = otherSide(winner);
    const Ending ending = loser == 0 ? Ending::Escape0 : Ending::Escape1;
    const Person &leader = m_oracle.engine().setup().sides.at(size_t(winner)).people.at(s.commander.at(size_t(winner)));
    // The commander pursues when his Leadership roll lets him choose (SidePolicy); else his troops do on 1-3.
    const double leads = successChance(leader.leadership);
    const double pursues = leads + (1 - leads) * 0.5;
    ChainState pursued = s;
    pursued.casualties.at(size_t(loser)) =
        qint8(std::min(100, s.casualties.at(size_t(loser)) + m_oracle.pursuitCasualties(s, winner)));
    absorb(pursued, ending, winner, mass * pursues, round);
    ChainState held = s;
    held.casualties.at(size_t(winner)) = qint8(s.casualties.at(size_t(winner)) - std::min(5, int(s.casualties.at(size_t(winner)))));
    absorb(held, ending, winner, mass * (1 - pursues), round);
}

void Chain::absorb(const ChainState &s, Ending ending, int winner, double mass, int round)
{
    if (mass <= 0)
        return;
    m_forecast.endings.at(size_t(ending)) += mass;
    m_forecast.expectedRounds += mass * (round - m_forecast.firstRound + 1);
    for (int side = 0; side < 2; ++side) {
        SideForecast &f = m_forecast.sides.at(size_t(side));
        const int casualties = s.casualties.at(size_t(side));
        const bool regroups = side == winner || ending == Ending::MutualAnnihilation;
        f.finalCasualties.at(size_t(regroups ? regroupedCasualties(casualties) : casualties)) += mass;
        if (s.hp.at(size_t(side)).at(size_t(m_commanderAtStart.at(size_t(side)))) <= 0)
            f.commanderFalls += mass;
    }
}

// A battle's figures as one vector, so that sums, means and standard errors are worked out alike for all of
// them: the endings, rounds, hours, each commander's fall, each side's casualties and their distribution.
namespace figure {
constexpr int rounds = endingCount;
constexpr int hours = rounds + 1;
constexpr int falls = hours + 1;                 // + side
constexpr int casualties = falls + 2;            // + side
constexpr int distribution = casualties + 2;     // + side * 101 + percent: that percent or less
constexpr int count = distribution + 2 * 101;
} // namespace figure

using Figures = std::array<double, figure::count>;

Figures figuresOf(const BattleForecast &f)
{
    Figures v{};
    for (int e = 0; e < endingCount; ++e)
        v.at(size_t(e)) = f.endings.at(size_t(e));
    v[figure::rounds] = f.expectedRounds;
    v[figure::hours] = f.expectedHours;
    for (int s = 0; s < 2; ++s) {
        const SideForecast &side = f.sides.at(size_t(s));
        v.at(size_t(figure::falls + s)) = side.commanderFalls;
        v.at(size_t(figure::casualties + s)) = side.expectedCasualties;
        double atMost = 0;
        for (int c = 0; c <= 100; ++c)
            v.at(size_t(figure::distribution + s * 101 + c)) = atMost += side.finalCasualties.at(size_t(c));
    }
    return v;
}

// `means` and their standard errors into `f`. Corrected chances below 0 (a correction larger than a tiny chance)
// are read as 0 and the rest scaled to sum to 1.
void setFigures(BattleForecast &f, Figures means, const Figures &errors)
{
    const auto normalize = [&means](int first, int count) {
        double sum = 0;
        for (int i = first; i < first + count; ++i)
            sum += (means.at(size_t(i)) = std::max(0.0, means.at(size_t(i))));
        for (int i = first; i < first + count && sum > 0; ++i)
            means.at(size_t(i)) /= sum;
    };
    normalize(0, endingCount);
    for (int e = 0; e < endingCount; ++e) {
        f.endings.at(size_t(e)) = means.at(size_t(e));
        f.endingErrors.at(size_t(e)) = errors.at(size_t(e));
    }
    f.expectedRounds = means[figure::rounds];
    f.expectedRoundsError = errors[figure::rounds];
    f.expectedHours = means[figure::hours];
    f.expectedHoursError = errors[figure::hours];
    for (int s = 0; s < 2; ++s) {
        SideForecast &side = f.sides.at(size_t(s));
        side.commanderFalls = std::clamp(means.at(size_t(figure::falls + s)), 0.0, 1.0);
        side.commanderFallsError = errors.at(size_t(figure::falls + s));
        side.expectedCasualties = means.at(size_t(figure::casualties + s));
        side.expectedCasualtiesError = errors.at(size_t(figure::casualties + s));
        // From the chances of "c% or less", kept from falling (a correction can make them dip) and ending at 1.
        double below = 0;
        for (int c = 0; c <= 100; ++c) {
            const size_t i = size_t(figure::distribution + s * 101 + c);
            const double atMost = c == 100 ? 1.0 : std::clamp(means.at(i), below, 1.0);
            side.finalCasualties.at(size_t(c)) = atMost - below;
            side.atMostError.at(size_t(c)) = errors.at(i);
            below = atMost;
        }
    }
}

// Sums of figures over battles: their means and the standard errors of the means.
struct FigureSums
{
    Figures sum{}, squares{};
    int n = 0;

    void add(const Figures &v)
    {
        for (size_t i = 0; i < v.size(); ++i) {
            sum.at(i) += v.at(i);
            squares.at(i) += v.at(i) * v.at(i);
        }
        ++n;
    }
    Figures means() const
    {
        Figures m{};
        for (size_t i = 0; i < m.size(); ++i)
            m.at(i) = n > 0 ? sum.at(i) / n : 0;
        return m;
    }
    Figures errors() const
    {
        Figures e{};
        for (size_t i = 0; i < e.size() && n > 1; ++i) {
            const double mean = sum.at(i) / n;
            e.at(i) = std::sqrt(std::max(0.0, squares.at(i) / n - mean * mean) / (n - 1));
        }
        return e;
    }
};

// The figures of one battle played out from `start` (as the chain counts them).
Figures playedFigures(const BattleEngine &start, const BattleEngine &played, int firstRound)
{
    Figures v{};
    const BattleState &state = played.state();
    const Ending ending = endingOf(state);
    v.at(size_t(ending)) = 1;
    // Rounds begun from the forecast's first; a battle halted for talks has opened one more that nobody fights.
    int rounds = played.roundNumber() - firstRound + 1;
    if (!played.isFinished() && ending == Ending::Talks)
        rounds -= 1;
    v[figure::rounds] = rounds;
    for (const RoundRecord &r : state.rounds) {
        if (r.number >= firstRound && r.contested)
            v[figure::hours] += double(battleRoundMinutes(start.setup(), r.fought)) / 60.0;
    }
    const bool over = state.end != BattleEnd::NotYet;
    for (int s = 0; s < 2; ++s) {
        const int casualties = state.sides.at(size_t(s)).casualties;
        const bool regroups = (over && s == state.winner) || state.end == BattleEnd::MutualAnnihilation;
        const int final = regroups ? regroupedCasualties(casualties) : casualties;
        v.at(size_t(figure::casualties + s)) = final;
        for (int c = final; c <= 100; ++c)
            v.at(size_t(figure::distribution + s * 101 + c)) = 1;
        v.at(size_t(figure::falls + s)) = state.sides.at(size_t(s)).people.at(start.commanderOf(s)).out ? 1 : 0;
    }
    return v;
}

BattleForecast emptyForecast(const BattleEngine &engine, ForecastMethod method, int battles)
{
    BattleForecast f;
    f.method = method;
    f.battles = battles;
    f.firstRound = std::max(1, engine.roundNumber());
    for (int s = 0; s < 2; ++s)
        f.sides.at(size_t(s)).tsBefore = engine.fieldedSetup().sides.at(size_t(s)).startingTs();
    return f;
}

} // namespace

double BattleForecast::wins(int side) const
{
    return endings.at(size_t(side == 0 ? Ending::Victory0 : Ending::Victory1)) +
           endings.at(size_t(side == 0 ? Ending::Escape1 : Ending::Escape0));
}

BattlePolicies policiesForRoundInProgress(const BattleEngine &engine, BattlePolicies policies)
{
    const RoundRecord *r = engine.currentRound();
    const bool chosen = engine.step() == BattleStep::Respond || engine.step() == BattleStep::RollContest ||
                        engine.step() == BattleStep::EndRound;
    if (r && chosen) {
        for (int s = 0; s < 2; ++s)
            policies.at(size_t(s)).firstRound = r->chosen.at(size_t(s));
    }
    return policies;
}

namespace {

// Where the chain starts: the round in progress from its start, or the Disloyal check's branches before round 1;
// nothing for a battle in its pursuit or over, or with more people than the chain follows.
std::optional<Distribution> startOf(const BattleEngine &engine)
{
    const bool tooMany = engine.setup().sides[0].people.size() > maxPeople || engine.setup().sides[1].people.size() > maxPeople;
    if (tooMany || engine.step() == BattleStep::Pursuit || engine.isFinished())
        return std::nullopt;
    // The round in progress starts over: what it decided so far is in the engine's state only at its end.
    ChainState start;
    const BattleState &state = engine.state();
    for (int s = 0; s < 2; ++s) {
        const SideState &side = state.sides.at(size_t(s));
        start.casualties.at(size_t(s)) = qint8(side.casualties);
        start.confused.at(size_t(s)) = side.confused;
        start.revolted.at(size_t(s)) = side.revolted;
        start.commander.at(size_t(s)) = qint8(side.commander);
        start.foughtIndirect.at(size_t(s)) = side.indirectAttacks > 0;
        start.indirectLastRound.at(size_t(s)) =
            state.rounds.size() >= 2 && state.rounds.at(state.rounds.size() - 2).contested &&
            state.rounds.at(state.rounds.size() - 2).fought.at(size_t(s)).strategy == BattleStrategy::IndirectAttack;
        for (int p = 0; p < side.people.size(); ++p)
            start.hp.at(size_t(s)).at(size_t(p)) = side.people.at(p).out ? 0 : qint16(std::max(1, side.people.at(p).hp));
    }
    start.pb = qint8(state.positionBonus);
    Distribution initial;
    if (engine.step() == BattleStep::DisloyalCheck) {
        // Before the first round: each side whose Disloyal elements are over 10% revolts on 3d at or under its chance.
        std::array<double, 2> revolts{};
        for (int s = 0; s < 2; ++s) {
            if (!engine.needsDisloyalCheck(s))
                continue;
            for (int roll = dice::minimum3d6; roll <= engine.revoltChance(s); ++roll)
                revolts.at(size_t(s)) += dice::probability3d6(roll);
        }
        for (int r0 = 0; r0 < 2; ++r0) {
            for (int r1 = 0; r1 < 2; ++r1) {
                const double chance = (r0 ? revolts[0] : 1 - revolts[0]) * (r1 ? revolts[1] : 1 - revolts[1]);
                if (chance <= 0)
                    continue;
                ChainState s = start;
                s.revolted = {r0 == 1, r1 == 1};
                initial[s] += chance;
            }
        }
    } else {
        initial[start] = 1.0;
    }
    return initial;
}

std::optional<BattleForecast> chainWith(Oracle &oracle, const BattleEngine &engine, const BattlePolicies &policies,
                                        bool misfortunes, const ForecastLimits &limits)
{
    const auto initial = startOf(engine);
    if (!initial)
        return std::nullopt;
    oracle.setPolicies(policiesForRoundInProgress(engine, policies));
    Chain chain(engine, oracle, misfortunes, limits);
    auto forecast = chain.run(*initial);
    if (forecast) {
        for (SideForecast &side : forecast->sides) {
            for (int c = 0; c <= 100; ++c)
                side.expectedCasualties += c * side.finalCasualties.at(size_t(c));
        }
    }
    return forecast;
}

} // namespace

std::optional<BattleForecast> chainForecast(const BattleEngine &engine, const BattlePolicies &policies, bool misfortunes,
                                            const ForecastLimits &limits)
{
    Oracle oracle(engine, policies, std::max(1, engine.roundNumber()));
    return chainWith(oracle, engine, policies, misfortunes, limits);
}

std::optional<QList<std::array<double, 2>>> battleWinsByFirstRound(const BattleEngine &engine, const BattlePolicies &policies,
                                                                   const QList<std::array<StrategyChoice, 2>> &firstRounds,
                                                                   const ForecastLimits &limits)
{
    const auto initial = startOf(engine);
    if (!initial)
        return std::nullopt;
    const int roundAtHand = std::max(1, engine.roundNumber());
    Oracle oracle(engine, policies, roundAtHand);
    Chain chain(engine, oracle, false, limits);
    // The round at hand, pair by pair: what it wins outright and where it leaves the battle.
    QList<std::array<double, 2>> wins(firstRounds.size(), std::array<double, 2>{});
    QList<Distribution> after(firstRounds.size());
    for (qsizetype i = 0; i < firstRounds.size(); ++i) {
        BattlePolicies pair = policies;
        pair[0].firstRound = firstRounds.at(i)[0];
        pair[1].firstRound = firstRounds.at(i)[1];
        oracle.setPolicies(pair);
        for (const auto &[state, mass] : *initial) {
            const auto step = chain.stepFrom(state, roundAtHand);
            for (int s = 0; s < 2; ++s)
                wins[i].at(size_t(s)) += mass * step.wins.at(size_t(s));
            for (const auto &[next, chance] : step.next)
                after[i][next] += mass * chance;
        }
    }
    // Every state the later rounds can reach, with its round's outcome: the same rules every round from here on
    // (no first-round rules, the policies' strategies), so one value per state serves every pair.
    oracle.setPolicies(policies);
    std::unordered_map<ChainState, int, ChainHash> index;
    QList<ChainState> states;
    QList<QList<std::pair<int, double>>> moves;
    QList<std::array<double, 2>> settled;
    const auto indexOf = [&](const ChainState &state) {
        const auto [it, added] = index.emplace(state, int(states.size()));
        if (added)
            states << state;
        return it->second;
    };
    for (const Distribution &d : after)
        for (const auto &[state, chance] : d)
            indexOf(state);
    for (qsizetype i = 0; i < states.size(); ++i) {
        if (states.size() > limits.maxStates)
            return std::nullopt;
        const auto step = chain.stepFrom(states.at(i), roundAtHand + 1);
        QList<std::pair<int, double>> next;
        next.reserve(qsizetype(step.next.size()));
        for (const auto &[state, chance] : step.next)
            next << std::pair{indexOf(state), chance};
        moves << next;
        settled << step.wins;
    }
    // Value iteration (Gauss-Seidel): each state's chances to win are its round's plus those of where it leads.
    QList<std::array<double, 2>> value(states.size(), std::array<double, 2>{});
    for (int sweep = 0; sweep < 100000; ++sweep) {
        double change = 0;
        for (qsizetype i = 0; i < states.size(); ++i) {
            std::array<double, 2> v = settled.at(i);
            for (const auto &[j, chance] : moves.at(i)) {
                v[0] += chance * value.at(j)[0];
                v[1] += chance * value.at(j)[1];
            }
            change = std::max({change, std::abs(v[0] - value.at(i)[0]), std::abs(v[1] - value.at(i)[1])});
            value[i] = v;
        }
        if (change < 1e-14)
            break;
    }
    for (qsizetype i = 0; i < firstRounds.size(); ++i) {
        for (const auto &[state, chance] : after.at(i)) {
            const auto &v = value.at(index.at(state));
            wins[i][0] += chance * v[0];
            wins[i][1] += chance * v[1];
        }
    }
    return wins;
}

QList<std::optional<BattleForecast>> chainForecasts(const BattleEngine &engine, const QList<BattlePolicies> &policies,
                                                    bool misfortunes, const ForecastLimits &limits)
{
    QList<std::optional<BattleForecast>> forecasts;
    if (policies.isEmpty())
        return forecasts;
    Oracle oracle(engine, policies.constFirst(), std::max(1, engine.roundNumber()));
    for (const BattlePolicies &p : policies) {
        Q_ASSERT(p[0].risk == policies.constFirst()[0].risk && p[1].risk == policies.constFirst()[1].risk);
        forecasts << chainWith(oracle, engine, p, misfortunes, limits);
    }
    return forecasts;
}

BattleForecast sampleBattles(const BattleEngine &engine, const BattlePolicies &policies, int battles, quint64 seed,
                             int maxRounds, bool misfortunes)
{
    BattleForecast f = emptyForecast(engine, ForecastMethod::Sampled, battles);
    dice::DiceSource dice(seed);
    const BattlePolicies playing = policiesForRoundInProgress(engine, policies);
    FigureSums sums;
    for (int b = 0; b < battles; ++b) {
        BattleEngine battle = engine;
        playOut(battle, playing, dice, maxRounds, misfortunes);
        sums.add(playedFigures(engine, battle, f.firstRound));
    }
    setFigures(f, sums.means(), sums.errors());
    return f;
}

BattleForecast forecastBattle(const BattleEngine &engine, const BattlePolicies &policies, const ForecastLimits &limits)
{
    if (limits.exactMisfortunes) {
        if (auto exact = chainForecast(engine, policies, true, limits))
            return *exact;
    } else if (auto unhurt = chainForecast(engine, policies, false, limits)) {
        // Each battle twice on the same dice: the difference Misfortunes of War make, added to the chain's figures.
        const BattlePolicies playing = policiesForRoundInProgress(engine, policies);
        FigureSums differences;
        for (int b = 0; b < limits.battles; ++b) {
            BattleEngine real = engine, spared = engine;
            dice::DiceSource realDice(limits.seed + quint64(b)), sparedDice(limits.seed + quint64(b));
            playOut(real, playing, realDice, limits.maxRounds, true);
            playOut(spared, playing, sparedDice, limits.maxRounds, false);
            const Figures a = playedFigures(engine, real, unhurt->firstRound);
            const Figures b2 = playedFigures(engine, spared, unhurt->firstRound);
            Figures d{};
            for (size_t i = 0; i < d.size(); ++i)
                d.at(i) = a.at(i) - b2.at(i);
            differences.add(d);
        }
        Figures means = figuresOf(*unhurt);
        const Figures correction = differences.means();
        for (size_t i = 0; i < means.size(); ++i)
            means.at(i) += correction.at(i);
        // A difference never seen in these battles may still be there, about once in as many battles ("rule of
        // three"): so no chance's standard error is taken as less than 1 / battles.
        Figures errors = differences.errors();
        const double floor = 1.0 / std::max(1, limits.battles);
        for (int i = 0; i < figure::count; ++i) {
            if (i < endingCount || i == figure::falls || i == figure::falls + 1 || i >= figure::distribution)
                errors.at(size_t(i)) = std::max(errors.at(size_t(i)), floor);
        }
        BattleForecast f = *unhurt;
        f.method = ForecastMethod::ExactWithSampledMisfortunes;
        f.battles = limits.battles;
        setFigures(f, means, errors);
        return f;
    }
    return sampleBattles(engine, policies, limits.battles, limits.seed, limits.maxRounds);
}

} // namespace muster::gurps
