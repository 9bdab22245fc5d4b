#include "SmcRuleSet.h"

#include "battle/smc/ArmyFromForce.h"
#include "battle/smc/SmcJson.h"
#include "campaign/Campaign.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace muster::smc {

namespace {

struct SmcText
{
    Q_DECLARE_TR_FUNCTIONS(Smc)
};

int standingUnits(const SmcBattle &battle, int army)
{
    int standing = 0;
    for (int i = 0; i < battle.unitCount(army); ++i)
        standing += battle.state({army, i}).destroyed ? 0 : 1;
    return standing;
}

} // namespace

QString SmcRuleSet::displayName() const
{
    return QCoreApplication::translate("RuleSet", "Simplified Mass Combat");
}

Result<std::unique_ptr<BattleSession>> SmcRuleSet::restore(const StoredBattle &stored) const
{
    return restoreSession<SmcSession>(stored, &battleFromRecord);
}

Army campaignArmy(const Campaign &campaign, const Force &force)
{
    const QByteArray kept = force.ruleSetData.value(QString::fromLatin1(SmcRuleSet::ruleSetId));
    if (!kept.isEmpty()) {
        auto army = armyFromJson(QJsonDocument::fromJson(kept).object(), QStringLiteral("army"));
        if (army) {
            army->forceId = force.id;
            return *army;
        }
    }
    return armyFromForce(campaign, force);
}

QJsonObject SmcRuleSet::fieldForce(const Campaign &campaign, const Force &force) const
{
    return armyToJson(campaignArmy(campaign, force));
}

Army armyAfterBattle(const SmcBattle &battle, int army)
{
    Army after = battle.setup().armies[army];
    after.units.clear();
    for (int i = 0; i < battle.unitCount(army); ++i) {
        const UnitState &s = battle.state({army, i});
        if (s.destroyed)
            continue;
        Unit u = battle.unit({army, i});
        u.strength = s.strength;
        after.units << u;
    }
    return after;
}

Result<BattleConsequences> SmcSession::consequences(const Campaign &campaign) const
{
    return ruleDataConsequences(campaign, ruleSetId(), {m_battle.setup().armies[0].forceId, m_battle.setup().armies[1].forceId}, [this](int side) {
        const Army after = armyAfterBattle(m_battle, side);
        return after.units.isEmpty() ? QByteArray() : QJsonDocument(armyToJson(after)).toJson(QJsonDocument::Compact);
    });
}

QStringList SmcSession::sideNames() const
{
    return {m_battle.setup().armies[0].name, m_battle.setup().armies[1].name};
}

BattleStatus SmcSession::status() const
{
    return m_battle.phase() == Phase::Over ? BattleStatus::Finished : BattleStatus::InProgress;
}

QByteArray SmcSession::record() const
{
    return battleRecord(m_battle);
}

QString standing(const SmcBattle &battle)
{
    switch (battle.phase()) {
    case Phase::Declare: return SmcText::tr("Turn %1, declare actions").arg(battle.turn());
    case Phase::Resolve:
    case Phase::Tactics: {
        const std::optional<PendingRoll> pending = battle.pendingRoll();
        return SmcText::tr("Turn %1, %2 of %3")
            .arg(battle.turn())
            .arg(rollKindName(pending->kind), battle.unit(pending->unit).name);
    }
    case Phase::Over: {
        const int winner = battle.winner();
        if (!battle.endReason().isEmpty())
            return SmcText::tr("Ended in turn %1: %2").arg(battle.turn()).arg(battle.endReason());
        return winner < 0 ? SmcText::tr("Over, no army standing")
                          : SmcText::tr("Won by %1 in turn %2").arg(battle.setup().armies[winner].name).arg(battle.turn());
    }
    }
    return {};
}

QString unitStateText(const SmcBattle &battle, UnitRef unit)
{
    const UnitState &s = battle.state(unit);
    if (s.destroyed)
        return SmcText::tr("destroyed");
    QStringList parts;
    if (s.routing)
        parts << SmcText::tr("in flight (Rally at difficulty %1)").arg(rallyDifficulty(s.lastCheck));
    QStringList enemies;
    for (const int enemy : battle.engagedWith(unit))
        enemies << battle.unit({1 - unit.army, enemy}).name;
    if (!enemies.isEmpty())
        parts << SmcText::tr("engaged with %1").arg(enemies.join(QStringLiteral(", ")));
    return parts.isEmpty() ? SmcText::tr("ready") : parts.join(QStringLiteral("; "));
}

QString SmcSession::summary() const
{
    const BattleSetup &setup = m_battle.setup();
    return SmcText::tr("%1 vs %2, %3 (units standing %4 / %5)")
        .arg(setup.armies[0].name, setup.armies[1].name, standing(m_battle))
        .arg(standingUnits(m_battle, 0))
        .arg(standingUnits(m_battle, 1));
}

QString SmcSession::reportHtml() const
{
    const BattleSetup &setup = m_battle.setup();
    QString html = QStringLiteral("<html><head><meta charset=\"utf-8\"><title>%1</title></head><body>")
                       .arg(setup.name.toHtmlEscaped());
    html += QStringLiteral("<h1>%1</h1><p>%2</p>")
                .arg(setup.name.toHtmlEscaped(), SmcText::tr("Simplified Mass Combat").toHtmlEscaped());
    for (int army = 0; army < 2; ++army) {
        html += QStringLiteral("<h2>%1</h2><table border=\"1\" cellspacing=\"0\" cellpadding=\"4\"><tr>")
                    .arg(setup.armies[army].name.toHtmlEscaped());
        for (const QString &heading : {SmcText::tr("Unit"), SmcText::tr("Magnitude"), SmcText::tr("Health"),
                                       SmcText::tr("Battle Plans"), SmcText::tr("State")})
            html += QStringLiteral("<th>%1</th>").arg(heading.toHtmlEscaped());
        html += QStringLiteral("</tr>");
        for (int i = 0; i < m_battle.unitCount(army); ++i) {
            const Unit &u = m_battle.unit({army, i});
            const UnitState &s = m_battle.state({army, i});
            html += QStringLiteral("<tr><td>%1</td><td>%2 \u2192 %3</td><td>%4 \u2192 %5</td><td>%6 \u2192 %7</td><td>%8</td></tr>")
                        .arg(u.name.toHtmlEscaped())
                        .arg(u.strength.magnitude)
                        .arg(s.strength.magnitude)
                        .arg(u.strength.health)
                        .arg(s.strength.health)
                        .arg(u.battlePlans)
                        .arg(s.battlePlans)
                        .arg(unitStateText(m_battle, {army, i}).toHtmlEscaped());
        }
        html += QStringLiteral("</table>");
    }
    html += QStringLiteral("<h2>%1</h2><ol>").arg(SmcText::tr("Step by step").toHtmlEscaped());
    for (const QString &line : m_battle.lines())
        html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
    html += QStringLiteral("</ol><p>%1</p></body></html>").arg(standing(m_battle).toHtmlEscaped());
    return html;
}

} // namespace muster::smc
