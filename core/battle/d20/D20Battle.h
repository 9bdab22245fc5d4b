#pragma once

#include "battle/d20/Steps.h"
#include "common/Result.h"

#include <QStringList>

#include <optional>

namespace muster::d20 {

// A unit as the battle has left it so far.
struct UnitState
{
    int health = 0;
    QStringList conditions;
    Tile position = reserve;
    int facing = 0;
    bool destroyed = false;  // Health 0 or less (ruling)
    bool activated = false;  // has had its turn this round
    bool retaliated = false; // its one retaliatory attack of the round is spent
    int pursuingTurns = 0;   // own turn ends until Pursuing wears off
    friend bool operator==(const UnitState &, const UnitState &) = default;
};

// Where the battle is: an army's turn (its champions, then its units), a roll or a pursuit choice due, or over.
enum class Phase { Turn, Roll, Pursuit, Over };

// The roll due, with what makes it.
struct PendingRoll
{
    RollKind kind = RollKind::Attack;
    UnitRef unit;          // who rolls
    UnitRef target;        // whom it attacks (not for Morale)
    int modifier = 0;      // the attack modifier with the range penalty, or the morale modifier
    int rangePenalty = 0;
    int increment = 1;
    int defense = 0;       // the target's, or the morale DC
    int damage = 0;
    AttackOdds odds;       // an attack's
    double holds = 0;      // a morale check's chance to hold
};

// A d20 strategic combat, rebuilt from its set-up and the steps taken, so that undo is dropping the last step.
// Steps are checked before they are taken: a refused step changes nothing.
class D20Battle
{
public:
    explicit D20Battle(BattleSetup setup);

    const BattleSetup &setup() const { return m_setup; }
    const D20Options &options() const { return m_setup.options; }
    const QList<Step> &steps() const { return m_steps; }
    const QStringList &lines() const { return m_lines; }
    Phase phase() const;
    int round() const { return m_round; }
    int armyToAct() const { return m_turnArmy; } // whose turn it is
    bool isUnplayed() const { return m_steps.isEmpty(); }
    const Unit &unit(UnitRef ref) const { return m_setup.armies[ref.army].units.at(ref.unit); }
    const UnitState &state(UnitRef ref) const { return m_units[ref.army].at(ref.unit); }
    int unitCount(int army) const { return int(m_setup.armies[army].units.size()); }
    QString joinedTo(int army, int champion) const { return m_joined[army].value(champion); }
    bool championActed(int army, int champion) const { return m_championActed[army].contains(champion); }
    bool onBoard(UnitRef ref) const;
    std::optional<UnitRef> unitAt(Tile tile) const;
    QList<int> engagedWith(UnitRef ref) const;
    bool isEngaged(UnitRef ref, int enemy) const { return engagedWith(ref).contains(enemy); }
    // "Reinforcement Zones": a zone does not work while an enemy unit stands on any of its tiles.
    bool zoneWorks(int army, int zone) const;
    int winner() const; // the army whose enemy has no unit left, or -1
    QString endReason() const { return m_endReason; }

    Status take(const Step &step);
    bool canUndo() const { return !m_steps.isEmpty(); }
    void undo();

    std::optional<PendingRoll> pendingRoll() const;
    // The pursuer whose choice is due, and the tile it would move into.
    std::optional<std::pair<UnitRef, Tile>> pendingPursuit() const;
    // An attack by `attacker` on `target` from the tile and facing given: the refusal, or the roll it would be.
    Result<PendingRoll> attackFrom(UnitRef attacker, Tile from, int facing, UnitRef target, RollKind kind) const;

private:
    struct Pending
    {
        RollKind kind = RollKind::Attack;
        bool pursuit = false;
        UnitRef unit;
        UnitRef target;
        Tile tile = reserve; // a pursuit's
    };

    UnitState &mutableState(UnitRef ref) { return m_units[ref.army][ref.unit]; }
    Status check(const Step &step) const;
    Status checkActivation(const ActivationStep &step) const;
    void apply(const Step &step);
    void rebuild();
    void champion(const ChampionStep &step);
    void activate(const ActivationStep &step);
    void finishActivation(QString &line);
    void roll(const RollStep &step);
    void pursuit(const PursuitStep &step);
    void endTurn();
    void attackRolled(const Pending &pending, int face, QString &line);
    void moraleRolled(const Pending &pending, int face, QString &line);
    void damage(UnitRef ref, int points, QString &line, bool checkMorale);
    void shatter(UnitRef ref, QString &line);
    void leaveBoard(UnitRef ref);
    void engage(UnitRef a, UnitRef b);
    void disengageAll(UnitRef ref);
    // Drops pending rolls that can no longer happen, finishes a waiting activation, and ends the battle when an army
    // has no unit left.
    void advance(QString &line);
    QString whyPendingLapses(const Pending &pending) const;
    bool armyStanding(int army) const;
    QString unitName(UnitRef ref) const;

    BattleSetup m_setup;
    QList<Step> m_steps;
    QStringList m_lines;
    int m_round = 1;
    int m_turnArmy = 0;
    int m_turnsThisRound = 0;
    std::array<QList<UnitState>, 2> m_units;
    std::array<QMap<int, QString>, 2> m_joined;
    std::array<QSet<int>, 2> m_championActed;
    QList<std::pair<int, int>> m_engagements; // (army 0 unit, army 1 unit)
    QList<Pending> m_pending;
    std::optional<ActivationStep> m_activation; // waiting for its free attacks to be rolled
    bool m_activationFromBoard = false;
    bool m_over = false;
    QString m_endReason;
};

QString rollKindName(RollKind kind);
QString attackResultName(AttackResult result);
QString facingName(int facing);

} // namespace muster::d20
