#pragma once

#include "battle/myz/Pool.h"
#include "battle/myz/Steps.h"
#include "battle/myz/WaveResult.h"
#include "common/Result.h"
#include "dice/DiceSource.h"

#include <QMap>
#include <QVarLengthArray>

#include <algorithm>
#include <type_traits>

namespace muster::myz {

// People of a faction by their index, kept inline: a forecast asks for them every Wave.
using PersonIndices = QVarLengthArray<int, 8>;

// Where the battle is: the steps of "Initiative & Phases", then over.
enum class Phase { Reconnaissance, Initiative, Risk, Strategy, Action, Battle, Support, End, Successor, Over };

// How a faction left the battle, if it did.
enum class Exit { None, Escaped, FellBack, Routed, Surrendered, NoBattleDice };

// A faction as the battle has left it so far.
struct FactionState
{
    int battleDice = 0;          // this Wave's Battle Dice (its current Battle Level)
    bool combatReadyPending = false; // an Ark that was not alert: +1 Battle Die from the next Wave
    int fortificationLost = 0;       // Fortification Bonus dice destroyed
    bool ambushDie = false;          // the ambush's Support Die, while it stands
    bool arsenalLost = false;
    QSet<ArkProject> projects;       // Ark projects still standing
    bool confused = false;
    Exit exit = Exit::None;
    bool leaderCaptured = false;
    int leader = -1;                 // who leads now (a successor after the leader broke)
    QList<int> damage;               // Retaliation damage per person
    int feints = 0;                  // Feinted Attacks fought so far
    bool feintedLastWave = false;
    bool offensiveWin = false;       // won the last Wave with an offensive strategy: +1 Strategy Die
    int fightersKilled = 0;
    QStringList supportLost;         // what the unrepaired damage destroyed, in order
};

// One Wave as it was fought.
struct WaveRecord
{
    // Every member has its own initializer. A constructor of its own keeps `WaveRecord()` from first zeroing all of
    // its four kilobytes (value-initialization): a recorded battle starts one a Wave.
    WaveRecord() {}
    // Empties the record for Wave `wave`: afterwards it equals a new record of that number, but keeps the room its
    // pushes had. A battle that does not record (a forecast's) reuses one record for every Wave.
    void reset(int wave);

    int number = 1;
    std::optional<RiskStep> risk;
    std::optional<StrategyStep> strategies;
    std::array<Strategy, 2> fought{Strategy::Attack, Strategy::Attack};
    bool stalemate = false;
    bool nullBattle = false;
    bool ceasefire = false;                    // a Parley accepted: the Wave stops
    std::array<bool, 2> parleyDeclined{false, false};
    std::array<std::optional<ActionStep>, 2> actions;
    std::array<BattlePool, 2> pools;           // as the Battle Phase rolls them
    std::optional<RollStep> roll;
    QList<PushStep> pushes;
    std::array<PoolFaces, 2> faces;            // as they lie after the last push
    bool settled = false;
    int winner = -1;                           // -1: no winner
    int margin = 0;                            // after Feint, Skirmish and retreats
    ResultRow row = ResultRow::Inconclusive;
    std::array<bool, 2> skipsSupport{false, false};
    std::array<std::optional<SupportStep>, 2> support;
    std::array<int, 2> supportRestored{0, 0};
    std::array<int, 2> battleRestored{0, 0};
    std::optional<EndStep> end;
    std::array<int, 2> casualties{0, 0};
    QVarLengthArray<int, 8> retaliationDamage; // per EndStep::retaliation entry
    std::array<std::optional<SuccessorStep>, 2> successors;
    friend bool operator==(const WaveRecord &, const WaveRecord &) = default;
};

// What the strategies fought do to a faction's casualty dice (ruling "Casualties of a side"): its own Total Attack or
// Total Defense doubles them, its Skirmish takes 1D6 off and its Full Retreat 2D6, the foe's Fighting Retreat halves
// them, and the foe's Full Retreat leaves none.
struct CasualtyModifiers
{
    bool doubled = false;
    int removed = 0;   // D6 taken off
    bool halved = false;
    bool none = false; // the foe fought a Full Retreat
};
constexpr CasualtyModifiers casualtyModifiers(Strategy own, Strategy theirs)
{
    return {own == Strategy::TotalAttack || own == Strategy::TotalDefense,
            own == Strategy::Skirmish ? 1 : (own == Strategy::FullRetreat ? 2 : 0), theirs == Strategy::FightingRetreat,
            theirs == Strategy::FullRetreat};
}

// What a faction's casualties are made of this Wave (ruling "Casualties of a side").
struct CasualtyDice : CasualtyModifiers
{
    int added = 0;      // D6 that add fighters killed
    QStringList reasons;
};

// A Mutant: Year Zero mass combat, rebuilt from its set-up and the steps taken, so that undo is dropping the last
// step. Steps are checked before they are taken: a refused step changes nothing.
class MyzBattle
{
public:
    explicit MyzBattle(BattleSetup setup);

    const BattleSetup &setup() const { return m_setup; }
    const QList<Step> &steps() const { return m_steps; }
    Phase phase() const { return m_phase; }
    int waveNumber() const { return m_waves.isEmpty() ? 0 : m_waves.last().number; }
    const QList<WaveRecord> &waves() const { return m_waves; }
    const WaveRecord &wave() const { return m_waves.last(); }
    const FactionState &faction(int side) const { return m_state[side]; }
    // The special units a faction lost, by class ("Damaged Support").
    QMap<QString, int> unitsLost(int side) const;
    std::optional<ReconStep> reconnaissance() const { return m_recon; }
    int reconWinner() const;    // -1: no winner (no roll, or a tie)
    bool ambush() const { return m_recon && m_recon->ambush; }
    std::optional<InitiativeStep> initiative() const { return m_initiative; }
    std::array<int, 2> initiativeOrder() const
    {
        const int first = m_initiative ? m_initiative->first : 0;
        return {first, 1 - first};
    }
    bool siege() const { return m_siege; }
    // The side whose step is next in a phase taken side by side (Action, Support), or -1.
    int sideToAct() const;
    bool isUnplayed() const { return m_steps.isEmpty(); }

    Status take(const Step &step);
    Status take(Step &&step);
    // Takes a step built from this battle's own answers (isLegalStrategy, pool, rerollCount, casualtyDice,
    // rolledRetaliation, ...) without checking it again: playOut's forecast takes millions of them, and the check
    // was a sixth of their time. A debug build still checks every one and asserts. The step comes as its own type
    // (RollStep, EndStep, ...) or as a Step; of its own type it goes to its rule without a variant around it.
    template <typename S> void takeOwn(S &&step)
    {
        Q_ASSERT_X(check(Step(step)).ok(), "MyzBattle::takeOwn", qPrintable(check(Step(step)).error().message));
        applyAndRecord(std::move(step));
    }
    // Room for `steps` more steps and their Waves, for a battle the program plays out in one go.
    void reserve(qsizetype steps);
    // Becomes a copy of `other` but keeps its own room for steps and Waves, and its own isExplained and isRecorded:
    // a forecast plays thousands of battles from one start, and handing that memory back to the system after each
    // costs more than the battle.
    void copyFrom(const MyzBattle &other);
    // Whether the battle writes out its words: the reasons of its pools' lines and casualty dice, and the names in
    // supportLost. A battle the program plays out for a forecast leaves them out (nobody reads them, and translating
    // them is most of a Wave's time); every figure, check and decision is the same either way.
    bool isExplained() const { return m_explained; }
    void setExplained(bool explained) { m_explained = explained; }
    // Whether the battle keeps the steps it takes from now on. One the program plays out for a forecast does not: it
    // is never undone nor saved, its steps() stay as they were when it stopped recording, and each new Wave takes the
    // place of the last one in waves().
    bool isRecorded() const { return m_recorded; }
    void setRecorded(bool recorded) { m_recorded = recorded; }
    bool canUndo() const { return m_recorded && !m_steps.isEmpty(); }
    void undo();

    // Questions the windows and muster-cli ask to build the next step.
    QList<Strategy> legalStrategies(int side) const;
    bool isLegalStrategy(int side, Strategy strategy) const; // legalStrategies(side).contains(strategy)
    int risk(int side, int person) const; // this Wave's Risk Modifier
    // The dice of `person`'s skill roll with this Wave's Risk, helpers (+1 each) and any extra modifier.
    SkillRoll skillPool(int side, int person, Skill skill, int helpers, int modifier = 0) const;
    // "Reconnaissance": the leader's COMPREHEND with every factor.
    SkillRoll reconPool(int side, const ReconFactors &factors) const
    {
        return skillPool(side, m_setup.factions[side].leaderIndex(), Skill::Comprehend, 0, factors.total());
    }
    BattlePool pool(int side) const; // this Wave's Battle Pool, after the Action Phase so far
    int rerollCount(int side) const; // dice a push rerolls (after it removes a Strategy Die)
    bool canPush(int side) const;
    int damagedSupport(int side) const; // Support Dice to repair: ones and those set aside
    CasualtyDice casualtyDice(int side) const { return casualtyDice(side, m_explained); }
    int retaliationDice(int side, int person) const; // Base Dice of the attack on a PC
    PersonIndices retaliationTargets(int side) const; // PCs still standing who roll their own Retaliation
    // The person `person` only helped this Wave (in an action or a support roll, never rolling), or -1. Such a PC
    // suffers the damage of the one helped instead of rolling ("Retaliation").
    int helped(int side, int person) const;
    int effectiveUnits(int side, const QString &unitClass) const; // special units in the field now
    bool superiority(int side, const QString &unitClass) const;
    // "Ark Projects": a faction defending its Ark that lost this Wave rolls a Gear Die (when it has a project to lose).
    bool lostAtItsArk(int side) const;
    bool rollsArkDie(int side) const { return lostAtItsArk(side) && !m_state[side].projects.isEmpty(); }
    // The project a 1 on that die destroys: one still standing, at random.
    std::optional<ArkProject> randomProject(int side, dice::DiceSource &dice) const;
    bool leaderBroken(int side) const;
    int successor(int side) const; // who takes command when the leader broke, or -1

    // Dice of the End Phase the program rolls when the GM leaves them to it (muster-cli's files, battles played out
    // by policy), drawn in this order. "Retaliation": every PC still standing, side 0's first, each the attack's
    // Base Dice and then the Armor's Gear Dice.
    QList<RetaliationRoll> rolledRetaliation(dice::DiceSource &dice) const;
    // "Ark Projects": the Gear Die of a faction that lost at its own Ark, rolled; none when it rolls none.
    std::optional<dice::DieRoll> rolledArkDie(int side, dice::DiceSource &dice) const;

private:
    Status check(const Step &step) const;
    // Each step's rule. The step is moved into the Wave's record, never copied: a forecast takes millions.
    void apply(Step &&step);
    void apply(ReconStep &&step);
    void apply(InitiativeStep &&step);
    void apply(RiskStep &&step);
    void apply(StrategyStep &&step);
    void apply(ActionStep &&step);
    void apply(RollStep &&step);
    void apply(PushStep &&step);
    void apply(SettleStep &&step);
    void apply(SupportStep &&step);
    void apply(EndStep &&step);
    void apply(SuccessorStep &&step);
    // Keeps a copy of the step when the battle records, then applies it.
    template <typename S> void applyAndRecord(S &&step)
    {
        static_assert(!std::is_lvalue_reference_v<S>, "the step is moved into the battle");
        if (m_recorded)
            m_steps << Step(step);
        apply(std::move(step));
    }
    void rebuild();
    void startWave();
    void resolveStrategies(const StrategyStep &step);
    void afterStrategies();
    void settle();
    void afterSupport();
    void finishEnd(EndStep &&step);
    void nextWaveOrOver();
    // The built-in classes, then the GM's own that either faction fields, in the order the factions name them.
    const QStringList &unitClasses() const { return m_unitClasses; }
    // Where UnitClass::builtIn() puts the built-in classes in unitClasses(): the rules name them, and a Wave asks
    // after them by position rather than by name.
    enum BuiltInAt : qsizetype { AerialAt, ArmoredAt, ArtilleryAt, CavalryAt, EngineeringAt, NavalAt };
    // Whether the units of unitClasses().at(index) take part in this battle now.
    // Inline, with effectiveUnitsAt: every Wave's pools ask them for every class and side.
    bool relevantAt(qsizetype index) const
    {
        // "Special Class": Cavalry only outside a siege, Engineering only in one, Naval only by water.
        switch (index) {
        case CavalryAt:
            return !m_siege;
        case EngineeringAt:
            return m_siege;
        case NavalAt:
            return m_setup.waterway;
        default:
            return true;
        }
    }
    int projectUnitsAt(int side, qsizetype index) const; // "Ark Projects" that grant units
    // effectiveUnits of unitClasses().at(index).
    int effectiveUnitsAt(int side, qsizetype index) const
    {
        const int fromProjects = m_state[side].projects.isEmpty() ? 0 : projectUnitsAt(side, index);
        return std::max(0, m_setupUnits[side].at(index) + fromProjects - m_unitsLostAt[side].at(index));
    }
    bool superiorityAt(int side, qsizetype index) const;
    Fortification fortification(int side) const;
    // Each faction's units in the field by unitClasses() index, 0 for a class not relevant now: what both pools of a
    // Wave count their Support Dice and superiority from.
    using FieldedUnits = std::array<QVarLengthArray<int, 8>, 2>;
    FieldedUnits fieldedUnits() const;
    // The pool's own lines before Strategy Dice change hands or a Commando takes them; `strategy` is its net total.
    // Without `explained` there are no lines, only the totals.
    BattlePool ownPool(int side, const FieldedUnits &units, int &strategy, bool explained) const;
    // The Battle Pool from both factions' own: "Negative Strategy" and the foe's Commando Operation.
    BattlePool finishPool(int side, BattlePool pool, int strategy, int foeNet) const;
    // casualtyDice, its reasons only when `explained`.
    CasualtyDice casualtyDice(int side, bool explained) const;
    void loseSupport(int side, int dice);
    bool commandoParticipant(int side, int person) const;

    BattleSetup m_setup;
    QList<Step> m_steps;
    Phase m_phase = Phase::Initiative;
    std::array<FactionState, 2> m_state;
    std::optional<ReconStep> m_recon;
    std::optional<InitiativeStep> m_initiative;
    QList<WaveRecord> m_waves;
    bool m_siege = false;
    bool m_explained = true;
    bool m_recorded = true;
    QStringList m_unitClasses;
    std::array<QList<int>, 2> m_setupUnits; // each faction's special units by unitClasses() index
    std::array<QList<int>, 2> m_unitsLostAt; // FactionState::unitsLost by unitClasses() index
};

} // namespace muster::myz
