// A rule set that exists only in the tests: two sides flip a coin each step, and the first to three wins
// takes the battle. It proves that a battle system plugs in through RuleSets alone.

#pragma once

#include "battle/RuleSet.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace coins {

using namespace muster;

class CoinSession : public BattleSession
{
public:
    CoinSession(QString name, QList<int> winners) : m_name(std::move(name)), m_winners(std::move(winners)) {}

    // The side (0 or 1) that won this flip.
    void flip(int winner) { m_winners << winner; }
    int wins(int side) const { return int(m_winners.count(side)); }

    QString ruleSetId() const override { return QStringLiteral("coins"); }
    QString name() const override { return m_name; }
    QStringList sideNames() const override { return {QStringLiteral("Heads"), QStringLiteral("Tails")}; }
    BattleStatus status() const override
    {
        return wins(0) >= 3 || wins(1) >= 3 ? BattleStatus::Finished : BattleStatus::InProgress;
    }
    bool isUnplayed() const override { return m_winners.isEmpty(); }
    QString summary() const override { return QStringLiteral("Heads %1, tails %2").arg(wins(0)).arg(wins(1)); }
    QByteArray record() const override
    {
        QJsonArray flips;
        for (const int winner : m_winners)
            flips.append(winner);
        return QJsonDocument(QJsonObject{{QStringLiteral("name"), m_name}, {QStringLiteral("flips"), flips}})
            .toJson(QJsonDocument::Compact);
    }
    QStringList stepLog() const override
    {
        QStringList lines;
        for (int i = 0; i < m_winners.size(); ++i)
            lines << QStringLiteral("Flip %1: %2 wins").arg(i + 1).arg(sideNames().at(m_winners.at(i)));
        return lines;
    }
    bool canUndo() const override { return !m_winners.isEmpty(); }
    void undoLastStep() override { m_winners.removeLast(); }
    QString reportHtml() const override { return QStringLiteral("<html><body><p>%1</p></body></html>").arg(summary()); }

private:
    QString m_name;
    QList<int> m_winners;
};

class CoinRuleSet : public RuleSet
{
public:
    QString id() const override { return QStringLiteral("coins"); }
    QString displayName() const override { return QStringLiteral("Coin flips"); }
    // A side of coin flips is a name: the force's.
    QJsonObject fieldForce(const Campaign &campaign, const Force &force) const override
    {
        Q_UNUSED(campaign);
        return QJsonObject{{QStringLiteral("name"), force.name}};
    }
    Result<std::unique_ptr<BattleSession>> restore(const StoredBattle &stored) const override
    {
        const QJsonObject record = QJsonDocument::fromJson(stored.record).object();
        if (!record.value(QStringLiteral("flips")).isArray())
            return Error{QStringLiteral("No flips in the record of \"%1\"").arg(stored.name), QStringLiteral("record")};
        QList<int> winners;
        for (const QJsonValue flip : record.value(QStringLiteral("flips")).toArray())
            winners << flip.toInt();
        return std::unique_ptr<BattleSession>(std::make_unique<CoinSession>(stored.name, winners));
    }
};

} // namespace coins
