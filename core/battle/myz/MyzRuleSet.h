#pragma once

#include "battle/RuleSet.h"
#include "battle/myz/MyzBattle.h"

namespace muster::myz {

// Mutant: Year Zero "Mass Combat" behind the rule-set-neutral surface: a MyzBattle and its steps.
class MyzRuleSet : public RuleSet
{
public:
    static constexpr const char *ruleSetId = "myz";

    QString id() const override { return QString::fromLatin1(ruleSetId); }
    QString displayName() const override;
    Result<std::unique_ptr<BattleSession>> restore(const StoredBattle &stored) const override;
    // The faction the campaign keeps for the force, or one proposed from its GURPS roster: its fighters from its
    // elements, its special units from their classes.
    QJsonObject fieldForce(const Campaign &campaign, const Force &force) const override;
};

class MyzSession : public BattleSession
{
public:
    explicit MyzSession(MyzBattle battle) : m_battle(std::move(battle)) {}

    MyzBattle &battle() { return m_battle; }
    const MyzBattle &battle() const { return m_battle; }

    QString ruleSetId() const override { return QString::fromLatin1(MyzRuleSet::ruleSetId); }
    QString name() const override { return m_battle.setup().name; }
    QStringList sideNames() const override;
    BattleStatus status() const override;
    bool isUnplayed() const override { return m_battle.isUnplayed(); }
    QString summary() const override;
    QByteArray record() const override;
    QStringList stepLog() const override;
    bool canUndo() const override { return m_battle.canUndo(); }
    void undoLastStep() override { m_battle.undo(); }
    QString reportHtml() const override;
    // Each faction that is a campaign force, as the battle left it: Battle Level and fighters lost, special units and
    // Ark projects destroyed, a captured leader marked.
    Result<BattleConsequences> consequences(const Campaign &campaign) const override;

private:
    MyzBattle m_battle;
};

// A faction proposed from a GURPS force: 10 fighters per element (the GM edits), Battle Level from that head count,
// and one special unit per element of a matching GURPS class.
Faction factionFromForce(const Campaign &campaign, const Force &force);
// The faction the campaign keeps for the force (Force::ruleSetData under "myz"), or the proposal from its roster.
Faction campaignFaction(const Campaign &campaign, const Force &force);
// `faction` as `battle` left it at side `side` (ruling "Next Wave": Battle Dice lost are Battle Level lost).
Faction factionAfterBattle(const MyzBattle &battle, int side);
// One line per step taken, for the battle window's log and the report.
QStringList stepLines(const MyzBattle &battle);
// Where the battle stands: "Wave 2, Battle Phase" or how it ended.
QString standing(const MyzBattle &battle);
QString phaseName(Phase phase);
QString exitName(Exit exit);

} // namespace muster::myz
