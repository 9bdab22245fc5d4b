#include "CampaignJson.h"

#include "catalog/ElementTypeJson.h"
#include "force/LineFiguresCache.h"
#include "force/RosterJson.h"

#include <QJsonArray>

namespace muster {

namespace {

QJsonObject lineToJson(const ElementCatalog &catalog, const RosterLine &line)
{
    QJsonObject object = rosterLineToJson(catalog, line);
    object.insert(QLatin1String("id"), line.id);
    return object;
}

QJsonObject staffToJson(const Force &force)
{
    QJsonObject staff;
    for (int role = 0; role < staffRoleCount; ++role) {
        const StaffMember &m = force.member(StaffRole(role));
        QJsonObject member{{QLatin1String("name"), m.name}};
        for (int skill = 0; skill < staffSkillCount; ++skill)
            member.insert(staffSkillCode(StaffSkill(skill)), m.skills[size_t(skill)]);
        staff.insert(staffRoleCode(StaffRole(role)), member);
    }
    return staff;
}

QJsonObject economyToJson(const ForceEconomy &e)
{
    return QJsonObject{
        {QLatin1String("treasury_id"), e.treasuryId},
        {QLatin1String("location"), e.location},
        {QLatin1String("terrain"), e.terrain ? terrainTypeCode(*e.terrain) : QString()},
        {QLatin1String("tied_to_roads"), e.tiedToRoads},
        {QLatin1String("readiness"), readinessCode(e.readiness)},
        {QLatin1String("reduced_last_month"), e.reducedLastMonth},
        {QLatin1String("logistics"), QJsonObject{{QLatin1String("land"), e.logistics.land},
                                                 {QLatin1String("naval"), e.logistics.naval},
                                                 {QLatin1String("air"), e.logistics.air}}},
        {QLatin1String("supply_line"), supplyLineCode(e.supplyLine)},
        {QLatin1String("posture"), forcePostureCode(e.posture)},
    };
}

QJsonObject forceToJson(const Campaign &campaign, const Force &force)
{
    QJsonArray lines;
    for (const RosterLine &line : force.lines)
        lines.append(lineToJson(campaign.catalog, line));
    LineFiguresCache figures;
    figures.rebuild(campaign.catalog, force);
    QJsonObject object{{QLatin1String("id"), force.id},
                       {QLatin1String("name"), force.name},
                       {QLatin1String("notes"), force.notes},
                       {QLatin1String("staff"), staffToJson(force)},
                       {QLatin1String("elements"), lines},
                       {QLatin1String("figures"), aggregatesToJson(figures.aggregates())},
                       {QLatin1String("economy"), economyToJson(campaign.economyOf(force.id))}};
    object.insert(QLatin1String("has_economy"), campaign.forceEconomy.contains(force.id));
    return object;
}

QJsonObject entryToJson(const Calendar &calendar, const LedgerEntry &e)
{
    return QJsonObject{{QLatin1String("id"), e.id},
                       {QLatin1String("date"), dateToJson(calendar, e.date)},
                       {QLatin1String("category"), ledgerCategoryCode(e.category)},
                       {QLatin1String("amount"), e.amount.dollars()},
                       {QLatin1String("force_id"), e.forceId},
                       {QLatin1String("line_id"), e.lineId},
                       {QLatin1String("description"), e.description}};
}

QJsonObject sourceToJson(const RevenueSource &s)
{
    QJsonArray months;
    for (int month : s.months)
        months.append(month);
    return QJsonObject{{QLatin1String("id"), s.id},
                       {QLatin1String("name"), s.name},
                       {QLatin1String("amount"), s.amount.dollars()},
                       {QLatin1String("schedule"), revenueScheduleCode(s.schedule)},
                       {QLatin1String("months"), months},
                       {QLatin1String("territory"), s.territory},
                       {QLatin1String("state"), territoryStateCode(s.state)}};
}

QJsonObject treasuryToJson(const Calendar &calendar, const Treasury &t)
{
    QJsonArray sources;
    for (const RevenueSource &s : t.revenueSources)
        sources.append(sourceToJson(s));
    QJsonArray ledger;
    for (const LedgerEntry &e : t.ledger().entries())
        ledger.append(entryToJson(calendar, e));
    return QJsonObject{{QLatin1String("id"), t.id},
                       {QLatin1String("name"), t.name},
                       {QLatin1String("balance"), t.balance().dollars()},
                       {QLatin1String("war_chest"), t.warChest.dollars()},
                       {QLatin1String("allow_negative"), t.allowNegative},
                       {QLatin1String("revenue_sources"), sources},
                       {QLatin1String("ledger"), ledger}};
}

QJsonObject orderToJson(const Campaign &campaign, const RaisingOrder &o)
{
    RosterLine line = o.rosterLine();
    QJsonObject object{{QLatin1String("id"), o.id},
                       {QLatin1String("force_id"), o.forceId},
                       {QLatin1String("kind"), orderKindCode(o.kind)},
                       {QLatin1String("line_id"), o.lineId},
                       {QLatin1String("casualties_replaced"), o.casualtiesReplaced * 100},
                       {QLatin1String("element"), rosterLineToJson(campaign.catalog, line)},
                       {QLatin1String("speed"), raiseSpeedCode(o.speed)},
                       {QLatin1String("cost"), o.cost.dollars()},
                       {QLatin1String("ordered"), dateToJson(campaign.calendar, o.ordered)},
                       {QLatin1String("ready"), dateToJson(campaign.calendar, o.ready)}};
    return object;
}

QJsonObject calendarToJson(const Calendar &calendar)
{
    QJsonArray months;
    for (const CalendarMonth &m : calendar.months())
        months.append(QJsonObject{{QLatin1String("name"), m.name}, {QLatin1String("days"), m.days}});
    QJsonArray season;
    for (int month : calendar.campaigningSeason())
        season.append(month);
    return QJsonObject{{QLatin1String("months"), months},
                       {QLatin1String("leap_years"), calendar.hasLeapYears()},
                       {QLatin1String("campaigning_season"), season}};
}

} // namespace

QJsonObject dateToJson(const Calendar &calendar, const CampaignDate &date)
{
    return QJsonObject{{QLatin1String("year"), date.year},
                       {QLatin1String("month"), date.month},
                       {QLatin1String("day"), date.day},
                       {QLatin1String("text"), calendar.format(date)}};
}

QJsonObject campaignToJson(const Campaign &campaign)
{
    QJsonArray types;
    for (const ElementType &type : campaign.catalog.types()) {
        if (!type.isBuiltIn())
            types.append(elementTypeToJson(type));
    }
    QJsonArray forces;
    for (const Force &force : campaign.forces)
        forces.append(forceToJson(campaign, force));
    QJsonArray treasuries;
    for (const Treasury &t : campaign.treasuries)
        treasuries.append(treasuryToJson(campaign.calendar, t));
    QJsonArray orders;
    for (const RaisingOrder &o : campaign.raising.orders())
        orders.append(orderToJson(campaign, o));
    // In line id order, so that the same levies give the same JSON whatever the hash's order.
    QList<qint64> levyLines = campaign.levies.keys();
    std::sort(levyLines.begin(), levyLines.end());
    QJsonArray levies;
    for (qint64 lineId : levyLines) {
        const LevyTerm &term = campaign.levies.value(lineId);
        levies.append(QJsonObject{{QLatin1String("line_id"), lineId},
                                  {QLatin1String("called_up"), dateToJson(campaign.calendar, term.calledUp)},
                                  {QLatin1String("year"), term.year},
                                  {QLatin1String("months_served"), term.monthsServed}});
    }
    QJsonArray battles;
    for (const StoredBattle &b : campaign.battles)
        battles.append(QJsonObject{{QLatin1String("id"), b.id},
                                   {QLatin1String("name"), b.name},
                                   {QLatin1String("rule_set"), b.ruleSet},
                                   {QLatin1String("status"), b.status},
                                   {QLatin1String("summary"), b.summary}});
    QJsonArray fortresses;
    for (const Fortress &f : campaign.fortresses) {
        QJsonObject object = fortressToJson(f);
        object.insert(QLatin1String("id"), f.id);
        fortresses.append(object);
    }
    QJsonArray viability;
    for (const ElementType &type : campaign.catalog.types()) {
        if (type.isBuiltIn() && type.viableThroughTl < 12)
            viability.append(QJsonObject{{QLatin1String("type"), type.id},
                                         {QLatin1String("viable_through_tl"), type.viableThroughTl}});
    }
    return QJsonObject{{QLatin1String("name"), campaign.name},
                       {QLatin1String("date"), dateToJson(campaign.calendar, campaign.today)},
                       {QLatin1String("calendar"), calendarToJson(campaign.calendar)},
                       {QLatin1String("distance_unit"), distanceUnitCode(campaign.distanceUnit)},
                       {QLatin1String("custom_types"), types},
                       {QLatin1String("type_viability"), viability},
                       {QLatin1String("forces"), forces},
                       {QLatin1String("treasuries"), treasuries},
                       {QLatin1String("orders"), orders},
                       {QLatin1String("levies"), levies},
                       {QLatin1String("battles"), battles},
                       {QLatin1String("fortresses"), fortresses}};
}

} // namespace muster
