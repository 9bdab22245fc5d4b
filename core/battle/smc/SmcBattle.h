#pragma once

#include "battle/smc/Steps.h"
#include "common/Result.h"

#include <QStringList>

#include <optional>
#include <utility>

namespace muster::smc {

// Where a turn is: Step One (declare), the rolls of Steps Two and Three (Rally, Withdraw, Clash, damage and rout),
// Step Four (Maintain Tactics), or the battle is over.
enum class Phase { Declare, Resolve, Tactics, Over };

// A unit as the battle has left it so far.
struct UnitState
{
    UnitStrength strength;
    int battlePlans = 0;
    bool routing = false; // in flight
    int lastCheck = 0;    // the difficulty of its last Rout or Rally check, while routing
    bool destroyed = false;
    friend bool operator==(const UnitState &, const UnitState &) = default;
};

// One term of a pool, as the window and the log explain it: "Leadership 3", "Magnitude -2".
struct PoolTerm
{
    QString label;
    int dice = 0;
};

struct RollPool
{
    QList<PoolTerm> terms;
    int dice = 0; // their sum, never below 0
};

// The roll the battle needs next, with everything that makes it.
struct PendingRoll
{
    RollKind kind = RollKind::Clash;
    UnitRef unit;                  // who rolls (for a Clash, the attacker)
    int target = -1;               // a Clash's defender, in the other army
    bool engages = false;          // a Clash that first engages its defender
    RollPool pool;
    RollPool defenderPool;         // a Clash's
    int bonusSuccesses = 0;        // a Clash's Magnitude bonus
    int difficulty = 0;            // successes needed (not for a Clash)
    RoutConditions conditions;     // a Rout check's
};

// A Simplified Mass Combat battle, rebuilt from its set-up and the steps taken, so that undo is dropping the last
// step. Steps are checked before they are taken: a refused step changes nothing.
class SmcBattle
{
public:
    explicit SmcBattle(BattleSetup setup);

    const BattleSetup &setup() const { return m_setup; }
    const SmcOptions &options() const { return m_setup.options; }
    const QList<Step> &steps() const { return m_steps; }
    Phase phase() const { return m_phase; }
    int turn() const { return m_turn; }
    bool isUnplayed() const { return m_steps.isEmpty(); }
    const UnitState &state(UnitRef unit) const { return m_units[unit.army][unit.unit]; }
    const Unit &unit(UnitRef ref) const { return m_setup.armies[ref.army].units.at(ref.unit); }
    int unitCount(int army) const { return int(m_setup.armies[army].units.size()); }
    // The army whose units are all destroyed has lost: the other's index, or -1.
    int winner() const;
    QString endReason() const { return m_endReason; }
    // One line per step taken, in order: every roll, damage, rout and what the GM declared.
    const QStringList &lines() const { return m_lines; }

    Status take(const Step &step);
    bool canUndo() const { return !m_steps.isEmpty(); }
    void undo();

    // The units that act this turn, in response order: the army of the faster response speed first (army 0 on a
    // tie), each in its list's order.
    QList<UnitRef> responseOrder() const;
    // The enemies a unit is engaged with in melee, by index in the other army.
    QList<int> engagedWith(UnitRef unit) const;
    bool isEngaged(UnitRef unit, int enemy) const;
    // What the unit declared this turn, while the turn is being resolved.
    std::optional<Declaration> declared(UnitRef unit) const;
    // Whether `declaration` may be made now, with those before it in `earlier` (same turn); the reason if not.
    Status checkDeclaration(const Declaration &declaration, const QList<Declaration> &earlier) const;
    // The roll to make next, or none in the Declare phase and when the battle is over.
    std::optional<PendingRoll> pendingRoll() const;
    // Dice off each action of the unit's flurry this turn (none when it takes one action).
    int flurryPenalty(const Declaration &declaration) const;

private:
    struct Action
    {
        RollKind kind = RollKind::Clash;
        UnitRef unit;
        int target = -1;
    };
    struct RoutTest
    {
        UnitRef unit;
        RoutConditions conditions;
    };

    UnitState &mutableState(UnitRef ref) { return m_units[ref.army][ref.unit]; }
    Status check(const Step &step) const;
    Status checkRoll(const RollStep &step) const;
    void apply(const Step &step);
    void rebuild();
    void declare(const DeclareStep &step);
    void roll(const RollStep &step);
    // Each roll's effect, told in the log line it returns.
    QString rallyRolled(const PendingRoll &pending, const RollStep &step);
    QString withdrawRolled(const PendingRoll &pending, const RollStep &step);
    QString clashRolled(const PendingRoll &pending, const RollStep &step);
    QString routRolled(const PendingRoll &pending, const RollStep &step);
    QString tacticsRolled(const PendingRoll &pending, const RollStep &step);
    // Damage to a unit, with what it did to its Magnitude told in `line`; returns the Magnitude lost.
    int damage(UnitRef ref, int points, QString &line);
    // Step Three after an action: a rout test queued for each unit meeting a rout condition.
    void routConditionsMet(UnitRef ref, int magnitudeLost, int withdrewFrom, QString &line);
    RoutConditions conditions(UnitRef ref, int magnitudeLost, int withdrewFrom) const;
    // Drops the actions that can no longer happen (noting why in `line`), and moves on to Maintain Tactics and the
    // next turn when the turn's rolls are done.
    void advance(QString &line);
    QString whyActionLapses(const Action &action) const;
    void disengageAll(UnitRef ref);
    bool armyStanding(int army) const;
    std::optional<PendingRoll> pendingFor(const Action &action) const;
    RollPool leaderPool(UnitRef ref, int rating, const QString &ratingLabel, int bonus, const QString &bonusLabel,
                        bool magnitudePenalty, int flurry) const;
    RollPool clashPool(UnitRef ref, int flurry) const;
    QString unitName(UnitRef ref) const;

    BattleSetup m_setup;
    QList<Step> m_steps;
    QStringList m_lines;
    Phase m_phase = Phase::Declare;
    int m_turn = 1;
    std::array<QList<UnitState>, 2> m_units;
    QList<std::pair<int, int>> m_engagements; // (army 0 unit, army 1 unit), in melee
    QList<Declaration> m_declared;
    QList<Action> m_plan;
    int m_next = 0;
    QList<RoutTest> m_routTests;
    QList<UnitRef> m_tactics;
    QList<UnitRef> m_failedRally;
    QString m_endReason;
};

// The exact odds of the roll due, before it is rolled: a Clash's damage to each side, or the chance to reach the
// difficulty (for a Rout check, 1 less that is the chance to rout) and of a botch.
struct RollOdds
{
    double success = 0;
    double botch = 0;
    ClashOdds clash;
};
RollOdds rollOdds(const PendingRoll &roll, const SmcOptions &options);

QString rollKindName(RollKind kind);
// "Power 6, Battle Plans +2, Flurry \u22121 = 7 dice"
QString poolText(const RollPool &pool);
// The faces of a d10 pool as the log shows them: successes and 10s marked, "(botch)" when it is one.
QString facesText(const QList<int> &faces, const SmcOptions &options);

} // namespace muster::smc
