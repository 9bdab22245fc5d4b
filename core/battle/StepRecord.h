#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace muster {

// The record of a battle that is a set-up and the steps taken on it (MYZ, Simplified Mass Combat): compact JSON
// {"setup": ..., "steps": [...]}, replayed step by step to restore the battle exactly.
QByteArray stepRecord(const QJsonObject &setup, const QJsonArray &steps);
struct StepRecordParts
{
    QJsonObject setup;
    QJsonArray steps;
};
StepRecordParts stepRecordParts(const QByteArray &record);

// Takes `steps` on `battle` one by one, each read by `read(object, path)` as the battle stands before it; stops at the
// first that cannot be read or is refused, with the error's field under "steps[i]".
template <typename Battle, typename Read> Status takeJsonSteps(Battle &battle, const QJsonArray &steps, Read read)
{
    for (int i = 0; i < steps.size(); ++i) {
        const QString path = QStringLiteral("steps[%1]").arg(i);
        if (!steps.at(i).isObject())
            return Error{QCoreApplication::translate("StepRecord", "must be an object"), path};
        auto step = read(steps.at(i).toObject(), path);
        if (!step)
            return step.error();
        const Status taken = battle.take(*step);
        if (!taken)
            return Error{taken.error().message, path + QLatin1Char('.') + taken.error().field};
    }
    return success();
}

// The record of `battle`: its set-up and every step, each written by `stepToJson(step)`.
template <typename Battle, typename SetupToJson, typename StepToJson>
QByteArray battleStepRecord(const Battle &battle, SetupToJson setupToJson, StepToJson stepToJson)
{
    QJsonArray steps;
    for (const auto &step : battle.steps())
        steps.append(stepToJson(step));
    return stepRecord(setupToJson(battle.setup()), steps);
}

// A battle brought back from its record: the set-up read by `setupFromJson`, then every step replayed by
// `takeSteps(battle, steps)`; the first refusal is the record's error.
template <typename Battle, typename SetupFromJson, typename TakeSteps>
Result<Battle> battleFromStepRecord(const QByteArray &record, SetupFromJson setupFromJson, TakeSteps takeSteps)
{
    const StepRecordParts parts = stepRecordParts(record);
    auto setup = setupFromJson(parts.setup);
    if (!setup)
        return setup.error();
    Battle battle(*setup);
    if (const Status steps = takeSteps(battle, parts.steps); !steps)
        return steps.error();
    return battle;
}

} // namespace muster
