#include "ReconInput.h"

#include "CliSupport.h"
#include "OperationsInput.h"

#include "battle/gurps/SideFromForce.h"
#include "catalog/ElementCatalog.h"
#include "dice/Dice.h"
#include "force/Staff.h"

#include <QHash>
#include <QJsonArray>

namespace muster::cli {

using namespace gurps;

namespace {

const QStringList topKeys = {
    QStringLiteral("sides"), QStringLiteral("terrain"),     QStringLiteral("variant"),
    QStringLiteral("time"),  QStringLiteral("bad_weather"), QStringLiteral("land_campaign"),
    QStringLiteral("rolls"), QStringLiteral("tie_roll"),    QStringLiteral("seed")};
const QStringList sideKeys = {QStringLiteral("name"),       QStringLiteral("roster"),
                              QStringLiteral("strategy"),   QStringLiteral("intelligence_analysis"),
                              QStringLiteral("posture"),    QStringLiteral("forced_march"),
                              QStringLiteral("roads"),      QStringLiteral("speed"),
                              QStringLiteral("locals"),     QStringLiteral("overrides"),
                              QStringLiteral("gm_modifier")};
const QStringList overrideKeys = {QStringLiteral("all_flying"), QStringLiteral("recon"),
                                  QStringLiteral("terrain_feature"), QStringLiteral("recon_superiority"),
                                  QStringLiteral("air_superiority")};

const Codes<ReconPosture> postures = {{QStringLiteral("mobile"), ReconPosture::Mobile},
                                      {QStringLiteral("mobile-no-security"), ReconPosture::MobileNoSecurity},
                                      {QStringLiteral("patrolling"), ReconPosture::Patrolling},
                                      {QStringLiteral("bunkered"), ReconPosture::Bunkered},
                                      {QStringLiteral("no-security"), ReconPosture::EncampedNoSecurity}};
const Codes<ForcedMarch> marches = {{QStringLiteral("none"), ForcedMarch::None},
                                    {QStringLiteral("marched"), ForcedMarch::Marched},
                                    {QStringLiteral("failed"), ForcedMarch::RollFailed}};
const Codes<RoadUse> roads = {{QStringLiteral("off-road"), RoadUse::OffRoad},
                              {QStringLiteral("road"), RoadUse::Road},
                              {QStringLiteral("tied"), RoadUse::TiedToNetwork}};
const Codes<LocalRelations> locals = {{QStringLiteral("good"), LocalRelations::Good},
                                      {QStringLiteral("neutral"), LocalRelations::Neutral},
                                      {QStringLiteral("hostile"), LocalRelations::Hostile}};
const Codes<ElementShare> shares = {{QStringLiteral("none"), ElementShare::None},
                                    {QStringLiteral("some"), ElementShare::Some},
                                    {QStringLiteral("all"), ElementShare::All}};
const Codes<TimeOfDay> times = {{QStringLiteral("day"), TimeOfDay::Day},
                                {QStringLiteral("night"), TimeOfDay::Night},
                                {QStringLiteral("underground"), TimeOfDay::Underground}};
const Codes<TerrainVariant> variants = {{QStringLiteral("standard"), TerrainVariant::Standard},
                                        {QStringLiteral("dense-hedgerows"), TerrainVariant::DenseHedgerows},
                                        {QStringLiteral("trackless-forest"), TerrainVariant::TracklessForest},
                                        {QStringLiteral("both-inside-town"), TerrainVariant::BothInsideTown}};

// A class superiority bonus the GM sets: the superior side gets +1 to +3, the other side 0.
constexpr int maxSuperiority = 3;

template <typename T> std::optional<T> optionalCode(JsonReader &r, const QString &key, const Codes<T> &codes)
{
    return r.has(key) ? std::optional(codeMember(r, key, codes, codes.constFirst().second)) : std::nullopt;
}

Result<RosterOverrides> overridesFrom(JsonReader &side)
{
    RosterOverrides overrides;
    const QString key = QStringLiteral("overrides");
    if (!side.has(key))
        return overrides;
    const QJsonObject object = side.object(key);
    checkKeys(side, object, overrideKeys, key);
    if (!side.ok())
        return side.error();
    JsonReader o(object, side.path(key));
    if (o.has(QStringLiteral("all_flying")))
        overrides.allFlying = o.boolean(QStringLiteral("all_flying"), false);
    overrides.recon = optionalCode(o, QStringLiteral("recon"), shares);
    overrides.terrainFeature = optionalCode(o, QStringLiteral("terrain_feature"), shares);
    overrides.reconSuperiority = o.optionalInteger(QStringLiteral("recon_superiority"), 0, maxSuperiority);
    overrides.airSuperiority = o.optionalInteger(QStringLiteral("air_superiority"), 0, maxSuperiority);
    if (!o.ok())
        return o.error();
    return overrides;
}

Result<ReconSide> sideFrom(const QJsonValue &value, int index, std::optional<double> &rosterTs)
{
    const QString path = QStringLiteral("sides[%1]").arg(index);
    if (!value.isObject())
        return Error{QStringLiteral("%1: must be an object (name, roster, strategy, ...)").arg(path), path};
    const QJsonObject object = value.toObject();
    JsonReader r(object, path);
    checkKeys(r, object, sideKeys);
    ReconSide side;
    side.name = r.string(QStringLiteral("name"), QStringLiteral("Side %1").arg(index + 1));
    if (r.ok() && r.has(QStringLiteral("roster"))) {
        const Result<Force> force = rosterMember(r, QStringLiteral("roster"));
        if (!force)
            return force.error();
        const SideSetup setup = sideFromForce(ElementCatalog::builtIn(), *force);
        side.elements = setup.elements;
        rosterTs = setup.startingTs();
    }
    side.strategy = r.integer(QStringLiteral("strategy"), 10, minSkill, maxSkill);
    side.intelligenceAnalysis = r.integer(QStringLiteral("intelligence_analysis"), 10, minSkill, maxSkill);
    side.posture = codeMember(r, QStringLiteral("posture"), postures, ReconPosture::Mobile);
    side.forcedMarch = codeMember(r, QStringLiteral("forced_march"), marches, ForcedMarch::None);
    side.roads = codeMember(r, QStringLiteral("roads"), roads, RoadUse::OffRoad);
    side.milesPerDay = r.number(QStringLiteral("speed"), 0, 0, 1e6);
    side.locals = codeMember(r, QStringLiteral("locals"), locals, LocalRelations::Neutral);
    side.gmModifier = r.integer(QStringLiteral("gm_modifier"), 0, -30, 30);
    if (!r.ok())
        return r.error();
    const auto overrides = overridesFrom(r);
    if (!overrides)
        return overrides.error();
    side.overrides = *overrides;
    return side;
}

Codes<BattleTerrain> terrainCodes()
{
    Codes<BattleTerrain> codes;
    for (int t = 0; t < battleTerrainCount; ++t)
        codes.append({battleTerrainCode(BattleTerrain(t)), BattleTerrain(t)});
    return codes;
}

ReconConditions conditionsFrom(JsonReader &r)
{
    ReconConditions c;
    c.terrain = codeMember(r, QStringLiteral("terrain"), terrainCodes(), BattleTerrain::Rural);
    c.variant = codeMember(r, QStringLiteral("variant"), variants, TerrainVariant::Standard);
    if (r.ok() && !variantAppliesTo(c.variant, c.terrain))
        r.fail(QStringLiteral("variant"),
               QStringLiteral("%1 is not a variant of %2 terrain")
                   .arg(r.string(QStringLiteral("variant")), battleTerrainCode(c.terrain)));
    c.time = codeMember(r, QStringLiteral("time"), times, TimeOfDay::Day);
    c.badWeather = r.boolean(QStringLiteral("bad_weather"), false);
    return c;
}

} // namespace

Result<ReconInput> reconInput(const QJsonObject &object)
{
    JsonReader r(object, QString());
    checkKeys(r, object, topKeys);
    const QJsonArray sides = r.array(QStringLiteral("sides"));
    if (r.ok() && sides.size() != 2)
        r.fail(QStringLiteral("sides"), QStringLiteral("give exactly two sides, not %1").arg(sides.size()));
    if (!r.ok())
        return r.error();
    ReconInput in;
    for (int s = 0; s < 2; ++s) {
        auto side = sideFrom(sides.at(s), s, in.rosterTs.at(size_t(s)));
        if (!side)
            return side.error();
        in.setup.sides.at(size_t(s)) = *side;
    }
    in.setup.conditions = conditionsFrom(r);
    in.setup.landCampaign = r.boolean(QStringLiteral("land_campaign"), true);
    if (r.has(QStringLiteral("rolls"))) {
        const QList<int> rolls = wholeNumbers(r, QStringLiteral("rolls"), dice::minimum3d6, dice::maximum3d6);
        if (r.ok() && rolls.size() != 2)
            r.fail(QStringLiteral("rolls"), QStringLiteral("give both sides' 3d6 rolls, e.g. [8, 12]"));
        else if (r.ok())
            in.rolls = std::array<int, 2>{rolls.at(0), rolls.at(1)};
    }
    in.tieRoll = r.optionalInteger(QStringLiteral("tie_roll"), 1, 6);
    in.seed = seedMember(r);
    if (!r.ok())
        return r.error();
    if (Status valid = validateReconSetup(in.setup); !valid)
        return Error{valid.error().message, reconInputField(valid.error().field)};
    return in;
}

QString reconInputField(const QString &coreField)
{
    static const QHash<QString, QString> fields = {{QStringLiteral("tieRoll"), QStringLiteral("tie_roll")}};
    QString field = fields.value(coreField, coreField);
    field.replace(QLatin1String("intelligenceAnalysis"), QLatin1String("intelligence_analysis"));
    field.replace(QLatin1String("milesPerDay"), QLatin1String("speed"));
    return field;
}

} // namespace muster::cli
