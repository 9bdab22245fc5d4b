// Reading the input of `muster-cli recon`: the two forces (roster or none, skills, posture, march, the GM's
// overrides), the conditions, and the rolls typed in. Every error names the field.
#pragma once

#include "common/Result.h"
#include "battle/gurps/recon/ReconSide.h"

#include <QJsonObject>

#include <array>
#include <optional>

namespace muster::cli {

struct ReconInput
{
    gurps::ReconSetup setup;
    std::array<std::optional<double>, 2> rosterTs; // a side's TS when it has a roster (the enemy estimate)
    std::optional<std::array<int, 2>> rolls;       // the 3d6 of both sides, typed in
    std::optional<int> tieRoll;                    // the 1d of a tie, typed in
    std::optional<quint64> seed;                   // rolls what is not typed in; none: nothing is rolled
};

Result<ReconInput> reconInput(const QJsonObject &object);

// Where the core's error fields are in the input ("tieRoll" -> "tie_roll").
QString reconInputField(const QString &coreField);

} // namespace muster::cli
