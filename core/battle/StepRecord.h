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

} // namespace muster
