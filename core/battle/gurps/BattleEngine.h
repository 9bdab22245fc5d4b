#pragma once

#include "battle/gurps/BattleSetup.h"
#include "battle/gurps/BattleState.h"
#include "battle/gurps/Decision.h"
#include "battle/gurps/Odds.h"
#include "battle/gurps/StrategyOptions.h"
#include "common/Result.h"

#include <QList>

#include <memory>
#include <mutex>
#include <vector>

namespace muster::gurps {

// A GURPS mass battle as a state machine ("Fighting the Battle"): the wizard and muster-cli ask it which
// step comes next and what is legal, and feed it decisions. The state is a pure function of the set-up
// and the decisions so far, so undo and resuming a saved battle replay them.
class BattleEngine
{
public:
    static Result<BattleEngine> create(const BattleSetup &setup);
    // A saved battle: the set-up and its decisions, replayed; fails if a decision no longer applies.
    static Result<BattleEngine> replay(const BattleSetup &setup, const QList<Decision> &decisions);

    const BattleSetup &setup() const { return m_setup; }
    // The set-up as fought: combatants only, at the TS they bring (FieldedSetup.h).
    const BattleSetup &fieldedSetup() const { return m_fielded; }
    int defenseBonusOf(int side) const { return m_defenseBonus.at(size_t(side)); } // before any revolt
    const BattleState &state() const { return m_state; }
    const QList<Decision> &decisions() const { return m_decisions; }
    BattleStep step() const { return m_state.step; }
    bool isFinished() const { return m_state.step == BattleStep::Finished; }
    // Started, but no round resolved yet: nothing fought, talked or decided that dropping it would lose.
    bool isUnplayed() const
    {
        return m_state.rounds.size() <= 1 && m_state.step != BattleStep::Pursuit && !isFinished();
    }
    int roundNumber() const { return m_state.rounds.isEmpty() ? 0 : m_state.rounds.constLast().number; }
    const RoundRecord *currentRound() const;

    // Applies the decision for the current step; on an error nothing changes.
    Status apply(const Decision &decision);
    Status apply(Decision &&decision); // the same, keeping the decision without copying it
    bool canUndo() const { return !m_decisions.isEmpty(); }
    void undo();

    // --- Questions the wizard asks -----------------------------------------------------------------
    // Strengths under this round's conditions (no river crossing: that depends on the strategies). Worked out
    // once per situation: the set-up does not change, and a round asks several times.
    const ForceComparison &comparison() const;
    const ForceComparison &comparisonUnder(const TsSituation &situation) const;
    // This battle put in `state` (which it may reach or have passed), to ask the questions below of that state:
    // the forecast does. It has no decisions, so it is not one to undo or save.
    void assumeState(BattleState state);
    bool needsDisloyalCheck(int side) const;
    int revoltChance(int side) const; // 3d roll at or under this is a revolt
    int commanderOf(int side) const { return m_state.sides.at(size_t(side)).commander; }
    const Person &commander(int side) const;
    bool isIn(int side, int person) const; // still in the battle
    bool rollsHeroism(int side, int person) const;
    int heroismTarget(int side, int person, int risk) const;
    StrategyContext strategyContext(int side) const;
    QList<StrategyChoice> legalChoices(int side) const;
    bool isLegalChoice(int side, StrategyChoice choice) const; // among legalChoices(side)
    // The Leadership roll a choice calls for (Fanatic for Full Retreat or Parley; Impetuous in the first
    // round for anything but Attack, All-Out Attack or Raid), and its target; nullopt when none. Fanatics
    // count as Impetuous, so with both the Fanatic roll decides: it is the one that can bar the order.
    struct LeadershipCheck
    {
        bool fanatic = false;
        int target = 10;
    };
    std::optional<LeadershipCheck> leadershipCheckFor(int side, StrategyChoice choice) const;
    std::optional<int> leadershipTargetFor(int side, StrategyChoice choice) const;
    int respondingSide() const;           // in the Respond step
    bool parleyOffered() const;           // in the Respond step: the responder may accept a Parley
    SkillInputs skillInputs(int side, int circumstances = 0) const; // for the strategies being fought
    std::array<EffectiveSkill, 2> effectiveSkills(std::array<int, 2> circumstances) const;
    ContestOdds roundOdds(std::array<int, 2> circumstances = {}) const; // in the RollContest step
    QList<MatrixCell> strategyMatrix() const; // in the ChooseStrategies step
    int misfortuneChance(int side, int person, bool raidOnLogistics = false) const; // in the EndRound step
    int casualtiesThisRound(int side, bool raidOnLogistics = false) const;
    bool raidCanStrikeLogistics() const;
    int successorOf(int side) const;      // who takes over if the commander falls, or -1
    bool rallies(int side) const;         // in the EndRound step: fought with Rally
    int pursuingSide() const;             // in the Pursuit step

private:
    explicit BattleEngine(BattleSetup setup);
    Status applyStep(const Decision &decision); // apply() without recording the decision
    Status applyDisloyal(const DisloyalCheck &d);
    Status applyOpenRound(const OpenRound &d);
    Status applyStrategies(const ChooseStrategies &d);
    Status applyRespond(const Respond &d);
    Status applyRoll(const RollContest &d);
    Status applyEndRound(const EndRound &d);
    Status applyPursuit(const Pursuit &d);

    RoundRecord &round() { return m_state.rounds.last(); }
    const RoundRecord &round() const { return m_state.rounds.constLast(); }
    void startRound(int number, bool night, bool badWeather);
    void rebuild(const QList<Decision> &decisions); // the state after these decisions, replayed from the set-up
    bool barredInResponse(StrategyChoice choice) const; // Parley, for the side changing in the Respond step
    Status settleLeadership(int side, StrategyChoice choice, std::optional<int> roll, bool typed,
                            RoundRecord &r) const;
    void afterStrategiesSettled();
    int riverAttacker(const std::array<StrategyChoice, 2> &fought) const;
    void finish(BattleEnd end, int winner);
    int sideElements(int side) const { return m_elements.at(size_t(side)); }
    bool breaksOut(int side) const; // the besieged escaping the fortress
    void noteSiegeRound();

    BattleSetup m_setup;
    BattleSetup m_fielded;
    std::array<int, 2> m_defenseBonus{};
    std::array<int, 2> m_elements{}; // of the fielded sides, counting quantities
    BattleState m_state;
    QList<Decision> m_decisions;
    // compareForces() per situation met so far; shared by copies, which have the same set-up (and may be
    // in other threads: a forecast works on copies).
    struct Comparisons
    {
        std::mutex mutex;
        std::vector<std::pair<TsSituation, std::unique_ptr<const ForceComparison>>> known;
    };
    std::shared_ptr<Comparisons> m_comparisons = std::make_shared<Comparisons>();
    // The last one this engine asked for (kept by the shared cache above, which outlives it).
    mutable const ForceComparison *m_lastComparison = nullptr;
    mutable TsSituation m_lastSituation;
};

QString sideLabel(const BattleSetup &setup, int side);

} // namespace muster::gurps
