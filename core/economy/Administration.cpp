#include "Administration.h"

#include <QCoreApplication>

namespace muster {

// lupdate reads the context from this declaration; calls name it as AdministrationText::tr.
struct AdministrationText
{
    Q_DECLARE_TR_FUNCTIONS(Administration)
};

AdministrationResult administrationFromRoll(int skill, int roll)
{
    return {dice::successRoll(skill, roll), skill - roll, skill, roll};
}

AdministrationResult administrationFromMargin(int margin, Critical critical)
{
    // A critical decides the row whatever the margin: 3 or 4 succeed even against a skill below 3.
    switch (critical) {
    case Critical::Success:
        return {dice::RollOutcome::CriticalSuccess, margin, std::nullopt, std::nullopt};
    case Critical::Failure:
        return {dice::RollOutcome::CriticalFailure, margin, std::nullopt, std::nullopt};
    case Critical::None:
        break;
    }
    return {margin >= 0 ? dice::RollOutcome::Success : dice::RollOutcome::Failure, margin, std::nullopt,
            std::nullopt};
}

int administrationModifierPercent(const AdministrationResult &result)
{
    switch (result.outcome) {
    case dice::RollOutcome::CriticalSuccess:
        return -15;
    case dice::RollOutcome::Success:
        return result.margin >= 5 ? -10 : 0;
    case dice::RollOutcome::Failure:
        return 10;
    case dice::RollOutcome::CriticalFailure:
        return 15;
    }
    return 0;
}

Breakdown explainAdministration(const AdministrationResult &result)
{
    Breakdown b;
    if (result.skill && result.roll)
        b.add(AdministrationText::tr("Administration %1, rolled %2: margin %3")
                  .arg(*result.skill)
                  .arg(*result.roll)
                  .arg(formatModifier(result.margin)));
    else
        b.add(AdministrationText::tr("Administration roll: margin %1").arg(formatModifier(result.margin)));
    QString row;
    switch (result.outcome) {
    case dice::RollOutcome::CriticalSuccess:
        row = AdministrationText::tr("Critical success");
        break;
    case dice::RollOutcome::Success:
        row = result.margin >= 5 ? AdministrationText::tr("Success by 5 or more")
                                 : AdministrationText::tr("Success by 0-4");
        break;
    case dice::RollOutcome::Failure:
        row = AdministrationText::tr("Failure");
        break;
    case dice::RollOutcome::CriticalFailure:
        row = AdministrationText::tr("Critical failure");
        break;
    }
    b.add(AdministrationText::tr("%1: %2% to the cost to maintain")
              .arg(row, formatModifier(administrationModifierPercent(result))));
    return b;
}

} // namespace muster
