#pragma once

#include "battle/RuleSet.h"
#include "battle/d20/D20Battle.h"

namespace muster::d20 {

// d20 "strategic combat" behind the rule-set-neutral surface: a D20Battle and its steps.
class D20RuleSet : public RuleSet
{
public:
    static constexpr const char *ruleSetId = "d20";

    QString id() const override { return QString::fromLatin1(ruleSetId); }
    QString displayName() const override;
    Result<std::unique_ptr<BattleSession>> restore(const StoredBattle &stored) const override;
    // The army the campaign keeps for the force, or one proposed from its GURPS roster (armyFromForce).
    QJsonObject fieldForce(const Campaign &campaign, const Force &force) const override;
};

class D20Session : public BattleSession
{
public:
    explicit D20Session(D20Battle battle) : m_battle(std::move(battle)) {}

    D20Battle &battle() { return m_battle; }
    const D20Battle &battle() const { return m_battle; }

    QString ruleSetId() const override { return QString::fromLatin1(D20RuleSet::ruleSetId); }
    QString name() const override { return m_battle.setup().name; }
    QStringList sideNames() const override;
    BattleStatus status() const override;
    bool isUnplayed() const override { return m_battle.isUnplayed(); }
    QString summary() const override;
    QByteArray record() const override;
    QStringList stepLog() const override { return m_battle.lines(); }
    bool canUndo() const override { return m_battle.canUndo(); }
    void undoLastStep() override { m_battle.undo(); }
    QString reportHtml() const override;
    // Each army that is a campaign force, as the battle left it: Health and conditions now, destroyed units gone, every
    // unit off the board.
    Result<BattleConsequences> consequences(const Campaign &campaign) const override;

private:
    D20Battle m_battle;
};

// The army the campaign keeps for the force (Force::ruleSetData under "d20"), or the proposal from its roster.
Army campaignArmy(const Campaign &campaign, const Force &force);
Army armyAfterBattle(const D20Battle &battle, int army);
// Where the battle stands: "Round 2, Iron Legion's turn", the roll due, or how it ended.
QString standing(const D20Battle &battle);
// A unit's state in a few words: "Health 12 of 20, engaged with Wolves, Winded", "in reserve", "destroyed".
QString unitStateText(const D20Battle &battle, UnitRef unit);

} // namespace muster::d20
