#pragma once

#include "common/Money.h"
#include "common/Result.h"
#include "economy/Calendar.h"

#include <QList>
#include <QString>

#include <optional>

namespace muster {

// Rule book, Chapter 1 "Economic Considerations": revenue "might be monthly but is as likely to be
// seasonal or annual, based on a state budget, harvest time, or taxes".
enum class RevenueSchedule { Monthly, Seasonal, Annual };
// "it may change if holdings are lost or devastated": the text gives no figures, so Muster's choice is
// that a lost territory yields nothing and a devastated one half (rounded to the cent).
enum class TerritoryState { Held, Lost, Devastated };

constexpr RevenueSchedule allRevenueSchedules[] = {RevenueSchedule::Monthly, RevenueSchedule::Seasonal,
                                                   RevenueSchedule::Annual};
constexpr TerritoryState allTerritoryStates[] = {TerritoryState::Held, TerritoryState::Lost,
                                                 TerritoryState::Devastated};

// Untranslated codes for files and muster-cli ("seasonal", "devastated"); translated names for the UI.
QString revenueScheduleCode(RevenueSchedule schedule);
QString revenueScheduleName(RevenueSchedule schedule);
std::optional<RevenueSchedule> revenueScheduleFromString(const QString &text);
QString territoryStateCode(TerritoryState state);
QString territoryStateName(TerritoryState state);
std::optional<TerritoryState> territoryStateFromString(const QString &text);

// Money a treasury receives on a schedule, perhaps from a territory that can be lost or devastated.
struct RevenueSource
{
    qint64 id = 0;
    QString name;
    Money amount; // what one payment brings while the territory is held
    RevenueSchedule schedule = RevenueSchedule::Monthly;
    // Seasonal: the months (1-based) that each bring one payment of `amount`; Annual: the one month of
    // the payment; Monthly: unused.
    QList<int> months;
    QString territory; // empty: the revenue depends on no territory
    // The GM sets it when the territory changes hands; it also applies to a source without a territory
    // (a GM who marks one lost means it to pay nothing).
    TerritoryState state = TerritoryState::Held;

    bool paysIn(int month) const;
    // One payment as the territory's state leaves it.
    Money payment() const;
    // What the GM can get wrong: no name, a negative amount, months the calendar does not have, a
    // seasonal source without months or an annual one without exactly one.
    Status validate(const Calendar &calendar) const;

    bool operator==(const RevenueSource &) const = default;
};

} // namespace muster
