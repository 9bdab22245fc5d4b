#pragma once

#include "battle/RuleSet.h"
#include "battle/smc/SmcBattle.h"

namespace muster::smc {

// "Simplified Mass Combat" behind the rule-set-neutral surface: an SmcBattle and its steps.
class SmcRuleSet : public RuleSet
{
public:
    static constexpr const char *ruleSetId = "smc";

    QString id() const override { return QString::fromLatin1(ruleSetId); }
    QString displayName() const override;
    Result<std::unique_ptr<BattleSession>> restore(const StoredBattle &stored) const override;
    // The army the campaign keeps for the force, or one proposed from its GURPS roster (armyFromForce).
    QJsonObject fieldForce(const Campaign &campaign, const Force &force) const override;
};

class SmcSession : public BattleSession
{
public:
    explicit SmcSession(SmcBattle battle) : m_battle(std::move(battle)) {}

    SmcBattle &battle() { return m_battle; }
    const SmcBattle &battle() const { return m_battle; }

    QString ruleSetId() const override { return QString::fromLatin1(SmcRuleSet::ruleSetId); }
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
    // Each army that is a campaign force, as the battle left it: every unit's Magnitude and Health now, the
    // destroyed ones gone.
    Result<BattleConsequences> consequences(const Campaign &campaign) const override;

private:
    SmcBattle m_battle;
};

// The army the campaign keeps for the force (Force::ruleSetData under "smc"), or the proposal from its roster.
Army campaignArmy(const Campaign &campaign, const Force &force);
// `army` of `battle` as the battle left it: Magnitude and Health now, destroyed units removed.
Army armyAfterBattle(const SmcBattle &battle, int army);
// Where the battle stands: "Turn 2, Clash of Red Guard" or how it ended.
QString standing(const SmcBattle &battle);
// A unit's state in a word or two: "engaged with Wolves", "in flight", "destroyed".
QString unitStateText(const SmcBattle &battle, UnitRef unit);

} // namespace muster::smc
