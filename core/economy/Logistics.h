#pragma once

#include "catalog/Breakdown.h"
#include "common/Money.h"

#include <optional>

namespace muster {

// The Logistic Force (rule book, "THE LOGISTIC FORCE"): the supply tail of a fighting force, rated in
// Logistic Strength (LS) per kind. LS is the monthly Maintain of combat troops it can support, in $K:
// LS 1 supports $1K of Maintain.
enum class LogisticKind { Land, Naval, Air };
constexpr LogisticKind allLogisticKinds[] = {LogisticKind::Land, LogisticKind::Naval, LogisticKind::Air};

QString logisticKindCode(LogisticKind kind); // "land", "naval", "air", as muster-cli spells them
QString logisticKindName(LogisticKind kind); // translated
std::optional<LogisticKind> logisticKindFromString(const QString &text);

// $5K x LS, x2 for naval LS, x4 for air LS; rounded to the cent (LS may have a fraction).
Money logisticRaise(LogisticKind kind, double ls);
// 10% of the Raise, monthly.
Money logisticMaintain(LogisticKind kind, double ls);

// The Maintain a Logistic Strength supports, in exact cents ($1K per LS), and back.
Money supportedMaintain(double ls);
double logisticStrength(Money supported);

struct LogisticForce
{
    double land = 0;
    double naval = 0;
    double air = 0;

    double ls(LogisticKind kind) const;
    Money raise() const;
    Money maintain() const;
    bool operator==(const LogisticForce &) const = default;
};

// How supplies reach the force's land and air elements (naval elements are always supplied from a port).
enum class SupplyLine {
    Overland, // land LS accompanying the force, or air LS
    ByWater,  // the supply line crosses water: land LS paired with an equal naval LS, or air LS
    AtPort,   // the force is at a port: land LS or naval LS alone, or air LS
};
// How files and muster-cli spell a supply line: "overland", "by-water", "at-port".
QString supplyLineCode(SupplyLine line);
std::optional<SupplyLine> supplyLineFromCode(const QString &text);

// The Maintain each group of the fighting force needs delivered this month (before the Administration
// modifier): land and air elements, and naval elements.
struct LogisticDemand
{
    Money landSide;
    Money naval;
    Money total() const { return landSide + naval; }
};

// Whether the logistic force can deliver the fighting force's Maintain. required = the Maintain in $K;
// available = the LS that can reach this force's elements; shortfall = required - available, at least 0.
// Air LS serves any element; land LS only land and air elements (over water, only as far as naval LS
// pairs with it); naval LS serves naval elements, pairs with land LS over water, and alone serves
// elements at a port.
struct LogisticSupport
{
    double required = 0;
    double available = 0;
    double shortfall = 0;
    Breakdown breakdown;

    bool supported() const { return shortfall <= 0; }
};

LogisticSupport checkLogisticSupport(const LogisticForce &logistics, const LogisticDemand &demand,
                                     SupplyLine line);

} // namespace muster
