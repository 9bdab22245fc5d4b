// `muster-cli logistics` (what a logistic force costs) and `muster-cli month FILE.json` (the month-end
// maintenance of one force): rule book "THE LOGISTIC FORCE" and "MAINTAINING A FORCE".
#include "Commands.h"

#include "CliSupport.h"

#include "catalog/ElementCatalog.h"
#include "economy/Logistics.h"
#include "economy/MonthEnd.h"
#include "force/LineFiguresCache.h"
#include "force/RosterJson.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QTextStream>

#include <cmath>

namespace muster::cli {

namespace {

const QStringList monthKeys = {QStringLiteral("roster"),          QStringLiteral("logistics"),
                               QStringLiteral("admin_margin"),    QStringLiteral("admin_roll"),
                               QStringLiteral("admin_skill"),     QStringLiteral("critical"),
                               QStringLiteral("readiness"),       QStringLiteral("reduced_last_month"),
                               QStringLiteral("terrain"),         QStringLiteral("terrain_feature_matches"),
                               QStringLiteral("tied_to_roads"),   QStringLiteral("campaigning_season"),
                               QStringLiteral("supply_by_water"), QStringLiteral("at_port")};
const QStringList logisticsKeys = {QStringLiteral("land"), QStringLiteral("naval"), QStringLiteral("air"),
                                   QStringLiteral("tl")};

constexpr double maxLs = 1e9; // a billion $K: LS x $5K x 4 in cents stays far inside a qint64

QJsonValue dollars(Money money)
{
    return QJsonValue(double(money.cents()) / 100.0);
}

QJsonValue rounded(double value)
{
    return QJsonValue(std::round(value * 1e6) / 1e6);
}

// A text member read through `parse`; an unknown value fails naming the key and listing `choices`.
template <typename T, typename Parse>
std::optional<T> choice(JsonReader &r, const QString &key, Parse parse, const QString &choices)
{
    if (!r.has(key))
        return std::nullopt;
    const QString text = r.string(key);
    if (!r.ok())
        return std::nullopt;
    const std::optional<T> value = parse(text);
    if (!value)
        r.fail(key, QStringLiteral("unknown value \"%1\" (%2)").arg(text, choices));
    return value;
}

// The logistic force and the TL it forages at (by default the force's highest TL).
Result<LogisticForce> logisticForce(JsonReader &r, int defaultTl, int &tl)
{
    tl = defaultTl;
    const QJsonObject object = r.object(QStringLiteral("logistics"));
    checkKeys(r, object, logisticsKeys, QStringLiteral("logistics"));
    if (!r.ok())
        return r.error();
    JsonReader l(object, QStringLiteral("logistics"));
    LogisticForce force;
    force.land = l.number(QStringLiteral("land"), 0, 0, maxLs);
    force.naval = l.number(QStringLiteral("naval"), 0, 0, maxLs);
    force.air = l.number(QStringLiteral("air"), 0, 0, maxLs);
    tl = l.integer(QStringLiteral("tl"), defaultTl, 0, 12);
    if (!l.ok())
        return l.error();
    return force;
}

// admin_margin (with critical), or admin_roll and admin_skill.
AdministrationResult administration(JsonReader &r)
{
    const bool byMargin = r.has(QStringLiteral("admin_margin"));
    const bool byRoll = r.has(QStringLiteral("admin_roll")) || r.has(QStringLiteral("admin_skill"));
    if (byMargin == byRoll) {
        r.fail(QStringLiteral("admin_margin"),
               byMargin ? QStringLiteral("give admin_margin or admin_roll and admin_skill, not both")
                        : QStringLiteral("the Administration roll is missing: give admin_margin, or "
                                         "admin_roll and admin_skill"));
        return {};
    }
    if (byRoll) {
        if (r.has(QStringLiteral("critical")))
            r.fail(QStringLiteral("critical"),
                   QStringLiteral("goes with admin_margin; a roll finds its own criticals"));
        if (!r.has(QStringLiteral("admin_roll")) || !r.has(QStringLiteral("admin_skill")))
            r.fail(r.has(QStringLiteral("admin_roll")) ? QStringLiteral("admin_skill")
                                                       : QStringLiteral("admin_roll"),
                   QStringLiteral("is missing: admin_roll and admin_skill go together"));
        const int roll = r.integer(QStringLiteral("admin_roll"), 10, dice::minimum3d6, dice::maximum3d6);
        const int skill = r.integer(QStringLiteral("admin_skill"), 10, -50, 100);
        return administrationFromRoll(skill, roll);
    }
    const int margin = r.integer(QStringLiteral("admin_margin"), 0, -100, 100);
    const auto critical = choice<Critical>(
        r, QStringLiteral("critical"),
        [](const QString &text) -> std::optional<Critical> {
            if (text == QLatin1String("success"))
                return Critical::Success;
            if (text == QLatin1String("failure"))
                return Critical::Failure;
            return std::nullopt;
        },
        QStringLiteral("success, failure"));
    return administrationFromMargin(margin, critical.value_or(Critical::None));
}

Result<MonthEndInput> monthInput(const QJsonObject &object)
{
    JsonReader r(object, QString());
    checkKeys(r, object, monthKeys);
    if (!r.ok())
        return r.error();
    if (!r.has(QStringLiteral("roster")))
        return Error{QStringLiteral("roster: is missing (the force, {\"elements\": [...]})"),
                     QStringLiteral("roster")};
    const QJsonObject rosterObject = r.object(QStringLiteral("roster"));
    if (!r.ok())
        return r.error();
    const ElementCatalog &catalog = ElementCatalog::builtIn();
    auto roster = rosterFromJson(catalog, rosterObject);
    if (!roster)
        return Error{errorText(roster.error(), QStringLiteral("roster.")),
                     QStringLiteral("roster.") + roster.error().field};
    Force force;
    force.lines = *roster;
    if (Status valid = validateForce(force); !valid)
        return Error{QStringLiteral("roster.elements: %1").arg(valid.error().message),
                     QStringLiteral("roster.elements")};

    MonthEndInput in;
    const QString terrain = r.string(QStringLiteral("terrain"), QStringLiteral("none"));
    if (terrain.compare(QLatin1String("none"), Qt::CaseInsensitive) != 0) {
        in.terrain = terrainTypeFromString(terrain);
        if (!in.terrain && r.ok())
            r.fail(
                QStringLiteral("terrain"),
                QStringLiteral("unknown terrain \"%1\" (none, Arctic, Desert, Jungle, Mountain, Swampland, "
                               "Woodlands)")
                    .arg(terrain));
    }
    auto lines = maintainedLines(catalog, force, in.terrain);
    if (!lines)
        return Error{QStringLiteral("roster.") + lines.error().message,
                     QStringLiteral("roster.") + lines.error().field};
    in.lines = *lines;
    const auto logistics = logisticForce(r, highestTl(in.lines), in.logisticTl);
    if (!logistics)
        return logistics.error();
    in.logistics = *logistics;
    in.administration = administration(r);
    in.readiness = choice<Readiness>(r, QStringLiteral("readiness"), readinessFromString,
                                     QStringLiteral("full, low, none"))
                       .value_or(Readiness::Full);
    in.reducedLastMonth = r.boolean(QStringLiteral("reduced_last_month"), false);
    if (r.has(QStringLiteral("terrain_feature_matches")))
        in.terrainFeatureForAll = r.boolean(QStringLiteral("terrain_feature_matches"), false);
    in.tiedToRoads = r.boolean(QStringLiteral("tied_to_roads"), false);
    in.campaigningSeason = r.boolean(QStringLiteral("campaigning_season"), false);
    const bool byWater = r.boolean(QStringLiteral("supply_by_water"), false);
    const bool atPort = r.boolean(QStringLiteral("at_port"), false);
    if (byWater && atPort)
        r.fail(QStringLiteral("at_port"),
               QStringLiteral("a force at a port has no supply line over water: give "
                              "supply_by_water or at_port, not both"));
    in.supplyLine = byWater ? SupplyLine::ByWater : atPort ? SupplyLine::AtPort : SupplyLine::Overland;
    if (!r.ok())
        return r.error();
    return in;
}

QJsonObject monthToJson(const MonthEndResult &m)
{
    QJsonObject o;
    o.insert(QLatin1String("fighting_maintain"), dollars(m.fightingMaintain));
    o.insert(QLatin1String("logistics_maintain"), dollars(m.logisticsMaintain));
    o.insert(QLatin1String("admin_modifier_pct"), m.administrationPercent);
    o.insert(QLatin1String("total"), dollars(m.total));
    o.insert(QLatin1String("logistics_due"), dollars(m.logisticsDue));
    o.insert(QLatin1String("fighting_due"), dollars(m.fightingDue));
    o.insert(QLatin1String("ls_required"), rounded(m.support.required));
    o.insert(QLatin1String("ls_available"), rounded(m.support.available));
    o.insert(QLatin1String("ls_shortfall"), rounded(m.support.shortfall));
    o.insert(QLatin1String("ts_before"), rounded(m.tsBefore));
    o.insert(QLatin1String("ts_after"), rounded(m.tsAfter));
    o.insert(QLatin1String("casualties_pct"), m.casualtiesPercent);
    QJsonObject breakdown;
    breakdown.insert(QLatin1String("fighting_maintain"), steps(m.fightingBreakdown));
    breakdown.insert(QLatin1String("logistics_maintain"), steps(m.logisticsBreakdown));
    breakdown.insert(QLatin1String("admin_modifier_pct"), steps(m.administrationBreakdown));
    breakdown.insert(QLatin1String("total"), steps(m.totalBreakdown));
    breakdown.insert(QLatin1String("ls"), steps(m.support.breakdown));
    breakdown.insert(QLatin1String("ts_after"), steps(m.tsBreakdown));
    o.insert(QLatin1String("breakdown"), breakdown);
    return o;
}

} // namespace

int runLogistics(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("cli", "Cost to raise and to maintain a logistic force."));
    parser.addHelpOption();
    const QCommandLineOption kind(QStringLiteral("kind"), QStringLiteral("land, naval or air."),
                                  QStringLiteral("KIND"));
    const QCommandLineOption ls(QStringLiteral("ls"),
                                QStringLiteral("Logistic Strength: the Maintain it supports, in $K."),
                                QStringLiteral("N"));
    parser.addOptions({kind, ls});
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << parser.helpText();
        return 0;
    }
    if (!parser.isSet(kind))
        return fail(QStringLiteral("kind: is required (--kind land, naval or air)"));
    const auto logisticKind = logisticKindFromString(parser.value(kind));
    if (!logisticKind)
        return fail(QStringLiteral("kind: unknown kind \"%1\" (land, naval, air)").arg(parser.value(kind)));
    if (!parser.isSet(ls))
        return fail(QStringLiteral("ls: is required (--ls N)"));
    bool ok = false;
    const double strength = parser.value(ls).toDouble(&ok);
    if (!ok || !(strength >= 0 && strength <= maxLs))
        return fail(QStringLiteral("ls: must be a number from 0 to %1, not \"%2\"")
                        .arg(maxLs)
                        .arg(parser.value(ls)));
    QJsonObject o;
    o.insert(QLatin1String("raise"), dollars(logisticRaise(*logisticKind, strength)));
    o.insert(QLatin1String("maintain"), dollars(logisticMaintain(*logisticKind, strength)));
    print(o);
    return 0;
}

int runMonth(const QStringList &arguments)
{
    const FileArgument file = readFileArgument(
        arguments, QCoreApplication::translate("cli", "Month-end maintenance of one force."),
        QStringLiteral(
            "Month JSON file ({\"roster\": {...}, \"logistics\": {...}, \"admin_margin\": N, ...})."));
    if (file.exitCode)
        return *file.exitCode;
    const auto input = monthInput(file.object);
    if (!input)
        return fail(input.error());
    print(monthToJson(monthEnd(*input)));
    return 0;
}

} // namespace muster::cli
