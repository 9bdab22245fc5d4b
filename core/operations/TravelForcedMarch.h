#pragma once

#include "catalog/Breakdown.h"
#include "common/Result.h"
#include "dice/Dice.h"
#include "dice/DiceSource.h"

#include <QList>

namespace muster {

// Rule book, "Forced March": for each day of forced march the quartermaster rolls vs. Administration,
// at +3 on day 1, +2 on day 2, ... (4 - day); switching to normal speed or encamping erases the
// penalty. A failure costs 5% casualties, a critical failure 10%; escorted civilians suffer double.
int forcedMarchModifier(int day);
// Percent for one roll: 0 on a success, 5 on a failure, 10 on a critical failure; x2 for civilians.
double forcedMarchCasualties(dice::RollOutcome outcome, bool civilians = false);

// A leg as the count of forced-march days sees it.
struct ForcedMarchLeg
{
    double days = 0;
    bool counts = false;    // a forced march or hostile terrain treated as one, on land
    bool civilians = false; // escorting civilians
};

// A day of forced march that needs a roll.
struct ForcedMarchDay
{
    int leg = 0; // the leg in which the day starts
    int day = 1; // 1-based, counted from the start of the run of consecutive forced legs
    bool civilians = false;
};

// How the days are counted (our choice): consecutive counting legs make one run; the run's days are
// summed and then rounded up, since a part-day of forced march is a day on which the quartermaster
// must roll; each day belongs to the leg in which it starts. Any other leg ends the run.
QList<ForcedMarchDay> forcedMarchDays(const QList<ForcedMarchLeg> &legs);

struct ForcedMarchRoll
{
    int leg = 0;
    int day = 1;
    int target = 0; // Administration + (4 - day)
    int roll = 0;
    bool rolledByProgram = false; // false: typed by the GM
    dice::RollOutcome outcome = dice::RollOutcome::Success;
    double casualtiesPct = 0;
    double civilianCasualtiesPct = 0; // only on days with civilians
    bool civilians = false;
};

// The rolls and their losses. Losses of several rolls add in percentage points (our choice: each is
// a share of the force as it set out, like the rule's "5% casualties"), at most 100.
struct ForcedMarchResult
{
    QList<ForcedMarchRoll> rolls;
    double casualtiesPct = 0;
    double civilianCasualtiesPct = 0;
    Breakdown breakdown;
};

// One roll per day against `administration` (the quartermaster's skill) with the day's modifier, success
// as dice::successRoll gives it (the rulings' criticals). `typedRolls` are used first, in order; the
// rest are rolled on 3d6 from `dice`. Errors ("forcedMarchRolls"): a typed roll outside 3-18, more typed
// rolls than days, or rolls missing and no dice to roll them.
Result<ForcedMarchResult> resolveForcedMarch(const QList<ForcedMarchDay> &days, int administration,
                                             const QList<int> &typedRolls, dice::DiceSource *dice = nullptr);

// "Day 2, leg 1: Administration 12 +2 = 14, rolled 15: failure: 5% casualties (civilians 10%)".
QString describeForcedMarchRoll(const ForcedMarchRoll &roll);

} // namespace muster
