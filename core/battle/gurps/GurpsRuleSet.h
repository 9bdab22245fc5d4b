#pragma once

#include "battle/RuleSet.h"
#include "battle/gurps/BattleEngine.h"

namespace muster::gurps {

// GURPS Mass Combat behind the rule-set-neutral surface: a BattleEngine and its decisions.
class GurpsRuleSet : public RuleSet
{
public:
    static constexpr const char *ruleSetId = "gurps";

    QString id() const override { return QString::fromLatin1(ruleSetId); }
    QString displayName() const override;
    Result<std::unique_ptr<BattleSession>> restore(const StoredBattle &stored) const override;
    QJsonObject fieldForce(const Campaign &campaign, const Force &force) const override;
};

class GurpsSession : public BattleSession
{
public:
    explicit GurpsSession(BattleEngine engine) : m_engine(std::move(engine)) {}

    const BattleEngine &engine() const { return m_engine; }

    QString ruleSetId() const override { return QString::fromLatin1(GurpsRuleSet::ruleSetId); }
    QString name() const override { return m_engine.setup().name; }
    QStringList sideNames() const override;
    BattleStatus status() const override;
    bool isUnplayed() const override { return m_engine.isUnplayed(); }
    QString summary() const override;
    QByteArray record() const override;
    QStringList stepLog() const override;
    bool canUndo() const override { return m_engine.canUndo(); }
    void undoLastStep() override { m_engine.undo(); }
    QString reportHtml() const override;
    // Each line that fought keeps the fraction of its TS its side kept; the staff's HP and fate as the
    // battle left them.
    Result<BattleConsequences> consequences(const Campaign &campaign) const override;

private:
    BattleEngine m_engine;
};

// In progress until the engine reaches the end of the battle; whether its casualties were applied is the
// campaign's to say.
BattleStatus battleStatus(const BattleEngine &engine);
// The Battles list's line for a GURPS battle: "Host vs Rebels, round 2 (casualties 15% / 20%)".
QString battleSummary(const BattleEngine &engine);
// The engine's set-up and decisions as the campaign file keeps them (compact JSON).
QByteArray battleRecord(const BattleEngine &engine);

} // namespace muster::gurps
