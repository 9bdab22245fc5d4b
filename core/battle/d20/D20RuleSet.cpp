#include "D20RuleSet.h"

#include "battle/d20/ArmyFromForce.h"
#include "battle/d20/D20Json.h"
#include "campaign/Campaign.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace muster::d20 {

namespace {

struct D20Text
{
    Q_DECLARE_TR_FUNCTIONS(D20)
};

int unitsLeft(const D20Battle &battle, int army)
{
    int left = 0;
    for (int i = 0; i < battle.unitCount(army); ++i)
        left += battle.state({army, i}).destroyed ? 0 : 1;
    return left;
}

} // namespace

QString D20RuleSet::displayName() const
{
    return QCoreApplication::translate("RuleSet", "d20 Strategic Combat");
}

Result<std::unique_ptr<BattleSession>> D20RuleSet::restore(const StoredBattle &stored) const
{
    return restoreSession<D20Session>(stored, &battleFromRecord);
}

Army campaignArmy(const Campaign &campaign, const Force &force)
{
    const QByteArray kept = force.ruleSetData.value(QString::fromLatin1(D20RuleSet::ruleSetId));
    if (!kept.isEmpty()) {
        Board anywhere;
        anywhere.columns = anywhere.rows = 200;
        auto army = armyFromJson(QJsonDocument::fromJson(kept).object(), QStringLiteral("army"), anywhere);
        if (army) {
            army->forceId = force.id;
            return *army;
        }
    }
    return armyFromForce(campaign, force);
}

QJsonObject D20RuleSet::fieldForce(const Campaign &campaign, const Force &force) const
{
    return armyToJson(campaignArmy(campaign, force));
}

Army armyAfterBattle(const D20Battle &battle, int army)
{
    Army after = battle.setup().armies[army];
    after.units.clear();
    after.zones.clear(); // the next battle's board has its own
    for (int i = 0; i < battle.unitCount(army); ++i) {
        const UnitState &s = battle.state({army, i});
        if (s.destroyed)
            continue;
        Unit u = battle.unit({army, i});
        u.health = s.health;
        u.conditions = s.conditions;
        u.conditions.removeAll(Condition::pursuing);
        u.position = reserve;
        u.facing = 0;
        after.units << u;
    }
    for (int c = 0; c < after.champions.size(); ++c)
        after.champions[c].joined.clear();
    return after;
}

Result<BattleConsequences> D20Session::consequences(const Campaign &campaign) const
{
    return ruleDataConsequences(campaign, ruleSetId(), {m_battle.setup().armies[0].forceId, m_battle.setup().armies[1].forceId}, [this](int side) {
        const Army after = armyAfterBattle(m_battle, side);
        return after.units.isEmpty() ? QByteArray() : QJsonDocument(armyToJson(after)).toJson(QJsonDocument::Compact);
    });
}

QStringList D20Session::sideNames() const
{
    return {m_battle.setup().armies[0].name, m_battle.setup().armies[1].name};
}

BattleStatus D20Session::status() const
{
    return m_battle.phase() == Phase::Over ? BattleStatus::Finished : BattleStatus::InProgress;
}

QByteArray D20Session::record() const
{
    return battleRecord(m_battle);
}

QString standing(const D20Battle &battle)
{
    switch (battle.phase()) {
    case Phase::Turn:
        return D20Text::tr("Round %1, %2's turn").arg(battle.round()).arg(battle.setup().armies[battle.armyToAct()].name);
    case Phase::Roll: {
        const PendingRoll roll = *battle.pendingRoll();
        return D20Text::tr("Round %1, %2 of %3").arg(battle.round()).arg(rollKindName(roll.kind), battle.unit(roll.unit).name);
    }
    case Phase::Pursuit:
        return D20Text::tr("Round %1, %2 may pursue").arg(battle.round()).arg(battle.unit(battle.pendingPursuit()->first).name);
    case Phase::Over: {
        if (!battle.endReason().isEmpty())
            return D20Text::tr("Ended in round %1: %2").arg(battle.round()).arg(battle.endReason());
        const int winner = battle.winner();
        return winner < 0 ? D20Text::tr("Over, no army left")
                          : D20Text::tr("Won by %1 in round %2").arg(battle.setup().armies[winner].name).arg(battle.round());
    }
    }
    return {};
}

QString unitStateText(const D20Battle &battle, UnitRef unit)
{
    const UnitState &s = battle.state(unit);
    if (s.destroyed)
        return D20Text::tr("destroyed");
    QStringList parts{D20Text::tr("Health %1 of %2").arg(s.health).arg(battle.unit(unit).maxHealth)};
    if (s.position == reserve)
        parts << D20Text::tr("in reserve");
    QStringList enemies;
    for (const int enemy : battle.engagedWith(unit))
        enemies << battle.unit({1 - unit.army, enemy}).name;
    if (!enemies.isEmpty())
        parts << D20Text::tr("engaged with %1").arg(enemies.join(QStringLiteral(", ")));
    parts += s.conditions;
    return parts.join(QStringLiteral(", "));
}

QString D20Session::summary() const
{
    const BattleSetup &setup = m_battle.setup();
    return D20Text::tr("%1 vs %2, %3 (units left %4 / %5)")
        .arg(setup.armies[0].name, setup.armies[1].name, standing(m_battle))
        .arg(unitsLeft(m_battle, 0))
        .arg(unitsLeft(m_battle, 1));
}

QString D20Session::reportHtml() const
{
    const BattleSetup &setup = m_battle.setup();
    QString html = QStringLiteral("<html><head><meta charset=\"utf-8\"><title>%1</title></head><body>").arg(setup.name.toHtmlEscaped());
    html += QStringLiteral("<h1>%1</h1><p>%2</p>").arg(setup.name.toHtmlEscaped(), D20Text::tr("d20 Strategic Combat").toHtmlEscaped());
    for (int army = 0; army < 2; ++army) {
        html += QStringLiteral("<h2>%1</h2><table border=\"1\" cellspacing=\"0\" cellpadding=\"4\"><tr><th>%2</th><th>%3</th><th>%4</th></tr>")
                    .arg(setup.armies[army].name.toHtmlEscaped(), D20Text::tr("Unit").toHtmlEscaped(),
                         D20Text::tr("Health").toHtmlEscaped(), D20Text::tr("State").toHtmlEscaped());
        for (int i = 0; i < m_battle.unitCount(army); ++i)
            html += QStringLiteral("<tr><td>%1</td><td>%2 \u2192 %3</td><td>%4</td></tr>")
                        .arg(m_battle.unit({army, i}).name.toHtmlEscaped())
                        .arg(m_battle.unit({army, i}).health)
                        .arg(m_battle.state({army, i}).health)
                        .arg(unitStateText(m_battle, {army, i}).toHtmlEscaped());
        html += QStringLiteral("</table>");
    }
    html += QStringLiteral("<h2>%1</h2><ol>").arg(D20Text::tr("Step by step").toHtmlEscaped());
    for (const QString &line : m_battle.lines())
        html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
    html += QStringLiteral("</ol><p>%1</p></body></html>").arg(standing(m_battle).toHtmlEscaped());
    return html;
}

} // namespace muster::d20
