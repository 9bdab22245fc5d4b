// The test-only coin-flip rule set in muster-cli: {"rules": "coins", "name": ..., "coins": [1, 2, ...]} flips the
// coins given (1: heads wins the flip, 2: tails), then rolls the rest from "seed" until one side has three.

#pragma once

#include "CoinRuleSet.h"

#include "BattleScripts.h"
#include "dice/DiceEntry.h"

#include <QJsonArray>

namespace coins {

class CoinBattleScripts : public cli::BattleScripts
{
public:
    QString ruleSetId() const override { return QStringLiteral("coins"); }
    Result<QJsonObject> battle(const QJsonObject &file) const override
    {
        CoinSession session(file.value(QStringLiteral("name")).toString(QStringLiteral("Coin battle")), {});
        dice::DiceSource source(quint64(file.value(QStringLiteral("seed")).toInteger(1)));
        dice::DiceEntry entry(source);
        const QJsonArray typed = file.value(QStringLiteral("coins")).toArray();
        for (int i = 0; session.status() == BattleStatus::InProgress; ++i) {
            const auto face = entry.die(2, i < typed.size() ? std::optional<int>(typed.at(i).toInt(-1)) : std::nullopt);
            if (!face)
                return Error{QStringLiteral("coins[%1]: %2").arg(i).arg(face.error().message), QString()};
            session.flip(face->face - 1);
        }
        return QJsonObject{{QStringLiteral("name"), session.name()},
                           {QStringLiteral("status"), battleStatusCode(session.status())},
                           {QStringLiteral("summary"), session.summary()},
                           {QStringLiteral("log"), QJsonArray::fromStringList(session.stepLog())}};
    }
};

} // namespace coins
