#include "TravelForcedMarch.h"

#include "operations/TravelDuration.h"

#include <QCoreApplication>

#include <algorithm>

namespace muster {

namespace {

// Days are quotients of miles by speeds: a day that starts at 2.9999999999 starts at 3.
constexpr double dayTolerance = 1e-9;

Error rollsError(const QString &message)
{
    return Error{message, QStringLiteral("forcedMarchRolls")};
}

QString outcomeName(dice::RollOutcome outcome)
{
    switch (outcome) {
    case dice::RollOutcome::CriticalSuccess:
        return QCoreApplication::translate("Travel", "critical success");
    case dice::RollOutcome::Success:
        return QCoreApplication::translate("Travel", "success");
    case dice::RollOutcome::Failure:
        return QCoreApplication::translate("Travel", "failure");
    case dice::RollOutcome::CriticalFailure:
        return QCoreApplication::translate("Travel", "critical failure");
    }
    return {};
}

} // namespace

int forcedMarchModifier(int day)
{
    return 4 - day;
}

double forcedMarchCasualties(dice::RollOutcome outcome, bool civilians)
{
    const double military = outcome == dice::RollOutcome::CriticalFailure ? 10.0
                            : outcome == dice::RollOutcome::Failure       ? 5.0
                                                                          : 0.0;
    return civilians ? 2 * military : military;
}

QList<ForcedMarchDay> forcedMarchDays(const QList<ForcedMarchLeg> &legs)
{
    QList<ForcedMarchDay> days;
    qsizetype first = 0;
    while (first < legs.size()) {
        if (!legs.at(first).counts) {
            ++first;
            continue;
        }
        qsizetype end = first;
        double total = 0;
        while (end < legs.size() && legs.at(end).counts)
            total += legs.at(end++).days;
        const int count = int(calendarDays(total));
        qsizetype leg = first;
        double legEnd = legs.at(first).days;
        for (int day = 1; day <= count; ++day) {
            const double start = day - 1;
            while (leg < end - 1 && start >= legEnd - dayTolerance)
                legEnd += legs.at(++leg).days;
            days.append({int(leg), day, legs.at(leg).civilians});
        }
        first = end;
    }
    return days;
}

Result<ForcedMarchResult> resolveForcedMarch(const QList<ForcedMarchDay> &days, int administration,
                                             const QList<int> &typedRolls, dice::DiceSource *dice)
{
    if (typedRolls.size() > days.size())
        return rollsError(
            QCoreApplication::translate(
                "Travel", "%1 forced-march rolls were typed, but the march has %2 days of forced march.")
                .arg(typedRolls.size())
                .arg(days.size()));
    for (int roll : typedRolls) {
        if (!dice::isValid3d6(roll))
            return rollsError(
                QCoreApplication::translate("Travel", "A 3d6 roll is 3 to 18, not %1.").arg(roll));
    }
    if (typedRolls.size() < days.size() && !dice)
        return rollsError(QCoreApplication::translate(
                              "Travel", "The forced march needs %1 Administration rolls; %2 were typed.")
                              .arg(days.size())
                              .arg(typedRolls.size()));
    ForcedMarchResult result;
    for (qsizetype i = 0; i < days.size(); ++i) {
        const ForcedMarchDay &day = days.at(i);
        ForcedMarchRoll roll;
        roll.leg = day.leg;
        roll.day = day.day;
        roll.civilians = day.civilians;
        roll.target = administration + forcedMarchModifier(day.day);
        roll.rolledByProgram = i >= typedRolls.size();
        roll.roll = roll.rolledByProgram ? dice->roll3d6() : typedRolls.at(i);
        roll.outcome = dice::successRoll(roll.target, roll.roll);
        roll.casualtiesPct = forcedMarchCasualties(roll.outcome);
        roll.civilianCasualtiesPct = day.civilians ? forcedMarchCasualties(roll.outcome, true) : 0.0;
        result.casualtiesPct = std::min(100.0, result.casualtiesPct + roll.casualtiesPct);
        result.civilianCasualtiesPct =
            std::min(100.0, result.civilianCasualtiesPct + roll.civilianCasualtiesPct);
        result.breakdown.add(describeForcedMarchRoll(roll));
        result.rolls.append(roll);
    }
    return result;
}

QString describeForcedMarchRoll(const ForcedMarchRoll &roll)
{
    const int skill = roll.target - forcedMarchModifier(roll.day);
    QString text =
        QCoreApplication::translate("Travel", "Day %1, leg %2: Administration %3 %4 = %5, rolled %6: %7")
            .arg(roll.day)
            .arg(roll.leg + 1)
            .arg(skill)
            .arg(formatModifier(forcedMarchModifier(roll.day)))
            .arg(roll.target)
            .arg(roll.roll)
            .arg(outcomeName(roll.outcome));
    if (roll.casualtiesPct > 0)
        text += roll.civilians
                    ? QCoreApplication::translate("Travel", ": %1% casualties (civilians %2%)")
                          .arg(formatNumber(roll.casualtiesPct), formatNumber(roll.civilianCasualtiesPct))
                    : QCoreApplication::translate("Travel", ": %1% casualties")
                          .arg(formatNumber(roll.casualtiesPct));
    return text;
}

} // namespace muster
