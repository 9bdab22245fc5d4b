#include "CampaignJson.h"

#include <QJsonDocument>

#include "catalog/ElementTypeJson.h"
#include "economy/LedgerText.h"
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
        member.insert(QLatin1String("hp"), m.hp);
        member.insert(QLatin1String("fate"), staffFateCode(m.fate));
        // The sheet it was imported from (null: typed in by hand), so that a campaign's JSON is all its file holds.
        member.insert(QLatin1String("gcs_file"), m.gcsFile.isEmpty() ? QJsonValue() : QJsonValue(m.gcsFile));
        staff.insert(staffRoleCode(StaffRole(role)), member);
    }
    return staff;
}

// "1203-03", or null for none.
QJsonValue monthToJson(const std::optional<CampaignMonth> &month)
{
    if (!month)
        return QJsonValue::Null;
    return QStringLiteral("%1-%2").arg(month->year).arg(month->month, 2, 10, QLatin1Char('0'));
}

QJsonObject economyToJson(const ForceEconomy &e)
{
    QJsonValue roll = QJsonValue::Null;
    if (e.administrationRoll)
        roll = QJsonObject{{QLatin1String("month"), monthToJson(e.administrationRoll->month)},
                           {QLatin1String("roll"), e.administrationRoll->roll},
                           {QLatin1String("typed"), e.administrationRoll->typed}};
    QJsonValue march = QJsonValue::Null;
    if (e.lastMarch)
        march = QJsonObject{{QLatin1String("forced"), e.lastMarch->forced},
                            {QLatin1String("roll_failed"), e.lastMarch->rollFailed},
                            {QLatin1String("off_road"), e.lastMarch->offRoad}};
    return QJsonObject{
        {QLatin1String("closed_through"), monthToJson(e.closedThrough)},
        {QLatin1String("administration_roll"), roll},
        {QLatin1String("last_march"), march},
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
    if (!force.ruleSetData.isEmpty()) {
        QJsonObject rules;
        for (auto it = force.ruleSetData.cbegin(); it != force.ruleSetData.cend(); ++it)
            rules.insert(it.key(), QJsonDocument::fromJson(it.value()).object());
        object.insert(QLatin1String("rule_data"), rules);
    }
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
                       {QLatin1String("description"), describe(e)}};
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
                       {QLatin1String("closed_through"), monthToJson(t.closedThrough)},
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
                                   {QLatin1String("status"), battleStatusCode(b.status)},
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
                       {QLatin1String("usual_tl"), campaign.usualTl},
                       {QLatin1String("battle_rules"), campaign.battleRuleSet},
                       {QLatin1String("custom_types"), types},
                       {QLatin1String("type_viability"), viability},
                       {QLatin1String("forces"), forces},
                       {QLatin1String("treasuries"), treasuries},
                       {QLatin1String("orders"), orders},
                       {QLatin1String("levies"), levies},
                       {QLatin1String("battles"), battles},
                       {QLatin1String("fortresses"), fortresses}};
}

namespace {

// One edit as JSON: its kind and what it concerns, before and after where it has both.
struct EditJson
{
    const Campaign &campaign;

    QJsonObject kind(const char *inserted, const char *removed, bool insert) const
    {
        return QJsonObject{{QLatin1String("edit"), QLatin1String(insert ? inserted : removed)}};
    }

    QJsonObject operator()(const edit::ForceInsertion &e) const
    {
        QJsonObject o = kind("force-added", "force-removed", e.insert);
        o.insert(QLatin1String("force_id"), e.force.id);
        o.insert(QLatin1String("name"), e.force.name);
        o.insert(QLatin1String("lines"), int(e.force.lines.size()));
        return o;
    }
    QJsonObject operator()(const edit::ForceHeader &e) const
    {
        return QJsonObject{{QLatin1String("edit"), QLatin1String("force-header")},
                           {QLatin1String("force_id"), e.forceId},
                           {QLatin1String("name"), e.nameAfter},
                           {QLatin1String("notes"), e.notesAfter}};
    }
    QJsonObject operator()(const edit::Staff &e) const
    {
        return QJsonObject{{QLatin1String("edit"), QLatin1String("staff")},
                           {QLatin1String("force_id"), e.forceId},
                           {QLatin1String("role"), staffRoleCode(e.role)},
                           {QLatin1String("name"), e.after.name}};
    }
    QJsonObject operator()(const edit::LineInsertion &e) const
    {
        QJsonObject o = kind("lines-added", "lines-removed", e.insert);
        o.insert(QLatin1String("force_id"), e.forceId);
        QJsonArray lines;
        for (const edit::PlacedLine &placed : e.lines) {
            QJsonObject line = rosterLineToJson(campaign.catalog, placed.line);
            line.insert(QLatin1String("id"), placed.line.id);
            line.insert(QLatin1String("row"), placed.row);
            lines.append(line);
        }
        o.insert(QLatin1String("lines"), lines);
        return o;
    }
    QJsonObject operator()(const edit::LineChange &e) const
    {
        QJsonArray lines;
        for (qsizetype i = 0; i < e.after.size(); ++i) {
            QJsonObject before = rosterLineToJson(campaign.catalog, e.before.at(i));
            QJsonObject after = rosterLineToJson(campaign.catalog, e.after.at(i));
            // Only what changed, so that a month's 5% on every line reads as casualties only.
            for (auto it = after.begin(); it != after.end();) {
                if (before.value(it.key()) == it.value() && it.key() != QLatin1String("type")) {
                    before.remove(it.key());
                    it = after.erase(it);
                } else {
                    ++it;
                }
            }
            lines.append(QJsonObject{{QLatin1String("id"), e.after.at(i).id},
                                     {QLatin1String("before"), before},
                                     {QLatin1String("after"), after}});
        }
        return QJsonObject{{QLatin1String("edit"), QLatin1String("lines-changed")},
                           {QLatin1String("force_id"), e.forceId},
                           {QLatin1String("lines"), lines}};
    }
    QJsonObject operator()(const edit::LedgerBooking &e) const
    {
        QJsonObject o = kind("ledger-booked", "ledger-unbooked", e.insert);
        o.insert(QLatin1String("treasury_id"), e.treasuryId);
        QJsonArray entries;
        Money net;
        for (const LedgerEntry &entry : e.entries) {
            entries.append(entryToJson(campaign.calendar, entry));
            net += entry.amount;
        }
        o.insert(QLatin1String("entries"), entries);
        o.insert(QLatin1String("net"), (e.insert ? net : Money() - net).dollars());
        return o;
    }
    QJsonObject operator()(const edit::TreasuryInsertion &e) const
    {
        QJsonObject o = kind("treasury-added", "treasury-removed", e.insert);
        o.insert(QLatin1String("treasury_id"), e.treasury.id);
        o.insert(QLatin1String("name"), e.treasury.name);
        return o;
    }
    QJsonObject operator()(const edit::TreasuryHeader &e) const
    {
        return QJsonObject{{QLatin1String("edit"), QLatin1String("treasury-header")},
                           {QLatin1String("treasury_id"), e.after.id},
                           {QLatin1String("name"), e.after.name},
                           {QLatin1String("war_chest"), e.after.warChest.dollars()},
                           {QLatin1String("allow_negative"), e.after.allowNegative}};
    }
    QJsonObject operator()(const edit::RevenueSources &e) const
    {
        QJsonArray sources;
        for (const RevenueSource &source : e.after)
            sources.append(sourceToJson(source));
        return QJsonObject{{QLatin1String("edit"), QLatin1String("revenue-sources")},
                           {QLatin1String("treasury_id"), e.treasuryId},
                           {QLatin1String("sources"), sources}};
    }
    QJsonObject operator()(const edit::OrderInsertion &e) const
    {
        QJsonObject o = kind("order-placed", "order-done", e.insert);
        o.insert(QLatin1String("order"), orderToJson(campaign, e.order));
        return o;
    }
    QJsonObject operator()(const edit::ForceEconomyChange &e) const
    {
        return QJsonObject{{QLatin1String("edit"), QLatin1String("force-economy")},
                           {QLatin1String("force_id"), e.forceId},
                           {QLatin1String("after"), economyToJson(e.after.value_or(ForceEconomy{}))}};
    }
    QJsonObject operator()(const edit::LevyTermChange &e) const
    {
        QJsonObject o{{QLatin1String("edit"), QLatin1String("levy-term")},
                      {QLatin1String("line_id"), e.lineId}};
        if (e.after) {
            o.insert(QLatin1String("year"), e.after->year);
            o.insert(QLatin1String("months_served"), e.after->monthsServed);
        }
        return o;
    }
    QJsonObject operator()(const edit::CalendarChange &e) const
    {
        return QJsonObject{{QLatin1String("edit"), QLatin1String("date")},
                           {QLatin1String("before"), dateToJson(e.calendarBefore, e.todayBefore)},
                           {QLatin1String("after"), dateToJson(e.calendarAfter, e.todayAfter)}};
    }
    QJsonObject operator()(const edit::DistanceUnitChange &e) const
    {
        return QJsonObject{{QLatin1String("edit"), QLatin1String("distance-unit")},
                           {QLatin1String("after"), distanceUnitCode(e.after)}};
    }
    QJsonObject operator()(const edit::UsualTlChange &e) const
    {
        return QJsonObject{{QLatin1String("edit"), QLatin1String("usual-tl")}, {QLatin1String("after"), e.after}};
    }
    QJsonObject operator()(const edit::BattleRuleSetChange &e) const
    {
        return QJsonObject{{QLatin1String("edit"), QLatin1String("battle-rules")}, {QLatin1String("after"), e.after}};
    }
    QJsonObject operator()(const edit::ForceRuleData &e) const
    {
        return QJsonObject{{QLatin1String("edit"), QLatin1String("force-rule-data")},
                           {QLatin1String("force_id"), e.forceId},
                           {QLatin1String("rules"), e.ruleSet},
                           {QLatin1String("after"), QJsonDocument::fromJson(e.after).object()}};
    }
    QJsonObject operator()(const edit::BattleInsertion &e) const
    {
        QJsonObject o = kind("battle-added", "battle-removed", e.insert);
        o.insert(QLatin1String("battle_id"), e.battle.id);
        o.insert(QLatin1String("name"), e.battle.name);
        return o;
    }
    QJsonObject operator()(const edit::BattleChange &e) const
    {
        return QJsonObject{{QLatin1String("edit"), QLatin1String("battle")},
                           {QLatin1String("battle_id"), e.after.id},
                           {QLatin1String("name"), e.after.name},
                           {QLatin1String("status"), battleStatusCode(e.after.status)}};
    }
    QJsonObject operator()(const edit::FortressInsertion &e) const
    {
        QJsonObject o = kind("fortress-added", "fortress-removed", e.insert);
        o.insert(QLatin1String("fortress_id"), e.fortress.id);
        o.insert(QLatin1String("name"), e.fortress.name);
        return o;
    }
    QJsonObject operator()(const edit::FortressChange &e) const
    {
        QJsonObject o = fortressToJson(e.after);
        o.insert(QLatin1String("edit"), QLatin1String("fortress"));
        o.insert(QLatin1String("fortress_id"), e.after.id);
        return o;
    }
    QJsonObject operator()(const edit::CustomTypeChange &e) const
    {
        const char *what = !e.before ? "type-added" : !e.after ? "type-removed" : "type-changed";
        return QJsonObject{{QLatin1String("edit"), QLatin1String(what)},
                           {QLatin1String("type"), (e.after ? e.after : e.before)->id}};
    }
    QJsonObject operator()(const edit::ViabilityChange &e) const
    {
        return QJsonObject{{QLatin1String("edit"), QLatin1String("type-viability")},
                           {QLatin1String("type"), e.typeId},
                           {QLatin1String("viable_through_tl"), e.after}};
    }
};

} // namespace

QJsonObject changeToJson(const Campaign &campaign, const CampaignChange &change)
{
    QJsonArray edits;
    for (const Edit &e : change.edits)
        edits.append(std::visit(EditJson{campaign}, e));
    return QJsonObject{{QLatin1String("description"), change.description}, {QLatin1String("edits"), edits}};
}

} // namespace muster
