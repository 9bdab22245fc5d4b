#include "BattleInput.h"

#include "CliSupport.h"

#include "battle/gurps/BattleJson.h"
#include "battle/gurps/SideFromForce.h"
#include "battle/gurps/SpecialBattleJson.h"
#include "battle/gurps/SpecialBattleRules.h"
#include "catalog/ElementCatalog.h"
#include "catalog/SpecialClass.h"
#include "force/LineFiguresCache.h"
#include "force/RosterJson.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <cmath>

namespace muster::cli {

namespace {

const QStringList sideKeys = {QStringLiteral("name"),          QStringLiteral("roster"),
                              QStringLiteral("estimate"),      QStringLiteral("people"),
                              QStringLiteral("defense_bonus"), QStringLiteral("encamped"),
                              QStringLiteral("low_readiness"), QStringLiteral("starting_casualties")};
const QStringList personKeys = {QStringLiteral("name"),
                                QStringLiteral("pc"),
                                QStringLiteral("hp"),
                                QStringLiteral("strategy"),
                                QStringLiteral("leadership"),
                                QStringLiteral("tactics"),
                                QStringLiteral("useful_skill_15"),
                                QStringLiteral("commands_elements"),
                                QStringLiteral("with_impetuous"),
                                QStringLiteral("with_support_or_logistics")};
const QStringList estimateKeys = {QStringLiteral("ts"), QStringLiteral("classes"), QStringLiteral("elements"),
                                  QStringLiteral("raise")};
const QStringList startKeys = {QStringLiteral("kind"), QStringLiteral("advantage"),
                               QStringLiteral("advantage_side"), QStringLiteral("double_confusion")};
const QStringList conditionKeys = {QStringLiteral("terrain"),     QStringLiteral("night"),
                                   QStringLiteral("bad_weather"), QStringLiteral("dense_terrain"),
                                   QStringLiteral("river"),       QStringLiteral("river_defender")};
// The keys the engine's readers know, taken from its writers so that the CLI cannot fall behind them: a
// special battle with every optional member written (a siege and an amphibious assault are written one at
// a time, so the second one's object is added), and an element's special-battle members.
QJsonObject specialKeysTemplate()
{
    gurps::SpecialBattle siege;
    siege.situation = gurps::SpecialSituation::Siege;
    siege.campaign = gurps::CampaignType::Naval;
    siege.massDestruction.enabled = true;
    siege.commandPenalty = {-1, -1};
    gurps::SpecialBattle landing;
    landing.situation = gurps::SpecialSituation::AmphibiousAssault;
    landing.amphibious.defenseBonus = 0;
    QJsonObject keys = gurps::specialBattleToJson(siege);
    keys.insert(QStringLiteral("amphibious"),
                gurps::specialBattleToJson(landing).value(QLatin1String("amphibious")));
    return keys;
}

QStringList elementSpecialKeys()
{
    QJsonObject keys;
    gurps::elementSpecialsToJson(gurps::BattleElement{}, keys);
    return keys.keys();
}

// Fails on the first key of `object`, at any depth, that `known` does not have.
void checkKeysLike(JsonReader &reader, const QJsonObject &object, const QJsonObject &known,
                   const QString &under)
{
    checkKeys(reader, object, known.keys(), under);
    for (auto it = object.begin(); it != object.end() && reader.ok(); ++it) {
        const QJsonValue inner = known.value(it.key());
        if (inner.isObject() && it.value().isObject())
            checkKeysLike(reader, it.value().toObject(), inner.toObject(),
                          under + QLatin1Char('.') + it.key());
    }
}

// The keys of an optional object member, checked; fails when it is there but not an object.
void checkObjectKeys(JsonReader &reader, const QString &key, const QStringList &allowed)
{
    if (!reader.has(key))
        return;
    const QJsonObject object = reader.object(key);
    if (reader.ok())
        checkKeys(reader, object, allowed, key);
}

Status checkEstimate(JsonReader &side)
{
    checkObjectKeys(side, QStringLiteral("estimate"), estimateKeys);
    const QJsonObject estimate = side.object(QStringLiteral("estimate"));
    JsonReader e(estimate, side.path(QStringLiteral("estimate")));
    const QJsonObject classes = e.object(QStringLiteral("classes"));
    for (auto it = classes.begin(); it != classes.end() && e.ok(); ++it) {
        const QString key = QStringLiteral("classes.%1").arg(it.key());
        if (!specialClassFromString(it.key()))
            e.fail(key, QStringLiteral("unknown special class (Air, Arm, Art, Cv, C3I, Eng, F, Nav, Rec)"));
        else if (!it.value().isDouble() || it.value().toDouble() < 0)
            e.fail(key, QStringLiteral("must be a TS of 0 or more"));
    }
    if (!side.ok())
        return side.error();
    if (!e.ok())
        return e.error();
    return success();
}

// An element's special-battle fields ("in_range", "carried_by", ...) from its roster line, read by the
// engine's reader; what the roster already says (its TL, Poor equipment) stays unless the line overrides it.
Status readElementSpecials(const QJsonObject &line, const QString &path, gurps::BattleElement &element)
{
    QJsonObject specials;
    gurps::elementSpecialsToJson(element, specials);
    for (const QString &key : specials.keys()) {
        if (line.contains(key) && key != QLatin1String("tl")) // the roster's own TL, already read
            specials.insert(key, line.value(key));
    }
    JsonReader reader(specials, path);
    gurps::elementSpecialsFromJson(reader, element);
    if (!reader.ok())
        return reader.error();
    return success();
}

// One side of the input as sideFromJson reads it; for a roster, also the roster line of each element.
struct SideInput
{
    QJsonObject side;
    QList<int> lines;
};

Result<SideInput> sideInput(const QJsonValue &value, int index)
{
    const QString path = QStringLiteral("sides[%1]").arg(index);
    if (!value.isObject())
        return Error{QStringLiteral("must be an object with a \"roster\" or an \"estimate\""), path};
    const QJsonObject input = value.toObject();
    JsonReader r(input, path);
    checkKeys(r, input, sideKeys);
    const QJsonArray people = r.array(QStringLiteral("people"));
    for (qsizetype p = 0; p < people.size() && r.ok(); ++p) {
        const QString key = QStringLiteral("people[%1]").arg(p);
        if (!people.at(p).isObject()) {
            r.fail(key, QStringLiteral("must be an object (name, strategy, leadership, ...)"));
            break;
        }
        checkKeys(r, people.at(p).toObject(), personKeys, key);
    }
    if (!r.ok())
        return r.error();
    const bool hasRoster = r.has(QStringLiteral("roster")), hasEstimate = r.has(QStringLiteral("estimate"));
    if (hasRoster == hasEstimate)
        return Error{QStringLiteral("give either \"roster\" (the elements) or \"estimate\" (totals), not %1")
                         .arg(hasRoster ? QStringLiteral("both") : QStringLiteral("neither")),
                     path};
    SideInput result;
    QJsonObject &side = result.side;
    if (hasRoster) {
        const QJsonObject rosterObject = r.object(QStringLiteral("roster"));
        if (!r.ok())
            return r.error();
        const QString prefix = path + QStringLiteral(".roster.");
        const QJsonArray inputLines = rosterObject.value(QLatin1String("elements")).toArray();
        const QStringList lineKeys = rosterLineJsonKeys() + elementSpecialKeys();
        for (qsizetype i = 0; i < inputLines.size() && r.ok(); ++i)
            checkKeys(r, inputLines.at(i).toObject(), lineKeys, QStringLiteral("roster.elements[%1]").arg(i));
        if (!r.ok())
            return r.error();
        const ElementCatalog &catalog = ElementCatalog::builtIn();
        auto lines = rosterFromJson(catalog, rosterObject);
        if (!lines)
            return Error{errorText(lines.error(), prefix), prefix + lines.error().field};
        Force force;
        force.lines = *lines;
        if (Status valid = validateForce(force); !valid)
            return Error{valid.error().message, prefix + QStringLiteral("elements")};
        // sideFromForce's loop, keeping the line of each element: its special-battle fields are on it, and
        // the engine's errors about an element must name it.
        gurps::SideSetup fromRoster;
        for (qsizetype i = 0; i < force.lines.size(); ++i) {
            auto element = gurps::battleElementFrom(catalog, force.lines.at(i));
            if (!element)
                continue;
            const QString at = prefix + QStringLiteral("elements[%1]").arg(i);
            if (Status specials = readElementSpecials(inputLines.at(i).toObject(), at, *element); !specials)
                return specials.error();
            fromRoster.elements << *element;
            result.lines << int(i);
        }
        side = gurps::sideToJson(fromRoster);
        side.remove(QStringLiteral("people"));
        side.remove(QStringLiteral("name"));
    } else if (Status estimate = checkEstimate(r); !estimate) {
        return estimate.error();
    }
    for (const QString &key : sideKeys) {
        if (key != QLatin1String("roster") && input.contains(key))
            side.insert(key, input.value(key));
    }
    return result;
}

// The engine names an element by its place among the side's elements ("sides[1].elements[3]"); the input
// by its roster line ("sides[1].roster.elements[4]").
Error inputField(Error error, const std::array<QList<int>, 2> &lines)
{
    static const QRegularExpression element(QStringLiteral("^sides\\[([01])\\]\\.elements\\[(\\d+)\\]"));
    const QRegularExpressionMatch match = element.match(error.field);
    if (!match.hasMatch())
        return error;
    const int side = match.captured(1).toInt(), index = match.captured(2).toInt();
    if (index >= lines.at(size_t(side)).size())
        return error;
    error.field.replace(
        0, match.capturedLength(),
        QStringLiteral("sides[%1].roster.elements[%2]").arg(side).arg(lines.at(size_t(side)).at(index)));
    return error;
}

} // namespace

Result<gurps::BattleSetup> battleSetupFromInput(const QJsonObject &input)
{
    JsonReader r(input, QString());
    checkObjectKeys(r, QStringLiteral("start"), startKeys);
    checkObjectKeys(r, QStringLiteral("conditions"), conditionKeys);
    if (r.has(QStringLiteral("special"))) {
        const QJsonObject special = r.object(QStringLiteral("special"));
        if (r.ok())
            checkKeysLike(r, special, specialKeysTemplate(), QStringLiteral("special"));
    }
    const QJsonArray sides = r.array(QStringLiteral("sides"));
    if (!r.ok())
        return r.error();
    if (sides.size() != 2)
        return Error{
            QStringLiteral("a battle needs exactly two sides, each with a \"roster\" or an \"estimate\" "
                           "and its \"people\" (found %1)")
                .arg(sides.size()),
            QStringLiteral("sides")};
    QJsonObject setupObject;
    for (const QString &key : {QStringLiteral("name"), QStringLiteral("start"), QStringLiteral("conditions"),
                               QStringLiteral("special")}) {
        if (input.contains(key))
            setupObject.insert(key, input.value(key));
    }
    QJsonArray setupSides;
    std::array<QList<int>, 2> lines;
    for (int s = 0; s < 2; ++s) {
        auto side = sideInput(sides.at(s), s);
        if (!side)
            return side.error();
        setupSides << side->side;
        lines.at(size_t(s)) = side->lines;
    }
    setupObject.insert(QStringLiteral("sides"), setupSides);
    auto setup = gurps::setupFromJson(setupObject);
    if (!setup)
        return setup.error();
    if (Status valid = gurps::validateSpecialBattle(*setup); !valid)
        return inputField(valid.error(), lines);
    return setup;
}

Result<gurps::BattleEngine> engineFromOddsInput(const QJsonObject &input, const QStringList &allowed)
{
    JsonReader r(input, QString());
    checkKeys(r, input, allowed);
    const auto casualties = optionalPair(r, QStringLiteral("casualties"), 0, 95);
    if (!r.ok())
        return r.error();
    auto setup = battleSetupFromInput(input);
    if (!setup)
        return setup.error();
    for (int s = 0; s < 2; ++s) {
        if (casualties.at(size_t(s)))
            setup->sides.at(size_t(s)).startingCasualties = *casualties.at(size_t(s));
    }
    return gurps::BattleEngine::create(*setup);
}

namespace {

// The list at `key`, which must have at most two entries (one per side).
QJsonArray sideList(JsonReader &reader, const QString &key)
{
    const QJsonArray list = reader.array(key);
    if (list.size() > 2)
        reader.fail(key, QStringLiteral("needs one entry per side, not %1").arg(list.size()));
    return list;
}

QString at(const QString &key, qsizetype index)
{
    return QStringLiteral("%1[%2]").arg(key).arg(index);
}

} // namespace

std::array<std::optional<int>, 2> optionalPair(JsonReader &reader, const QString &key, int low, int high)
{
    std::array<std::optional<int>, 2> values;
    const QJsonArray list = sideList(reader, key);
    for (int s = 0; s < 2 && s < list.size() && reader.ok(); ++s) {
        if (!list.at(s).isNull())
            values.at(size_t(s)) = wholeNumber(reader, at(key, s), list.at(s), low, high);
    }
    return values;
}

std::array<int, 2> pair(JsonReader &reader, const QString &key, int fallback, int low, int high)
{
    const auto values = optionalPair(reader, key, low, high);
    return {values[0].value_or(fallback), values[1].value_or(fallback)};
}

std::array<bool, 2> boolPair(JsonReader &reader, const QString &key, std::array<bool, 2> fallback)
{
    const QJsonArray list = sideList(reader, key);
    for (int s = 0; s < 2 && s < list.size() && reader.ok(); ++s) {
        if (list.at(s).isBool())
            fallback.at(size_t(s)) = list.at(s).toBool();
        else if (!list.at(s).isNull())
            reader.fail(at(key, s), QStringLiteral("must be true or false"));
    }
    return fallback;
}

PerPerson perPerson(JsonReader &reader, const QString &key, int low, int high, std::array<int, 2> people)
{
    PerPerson values;
    const QJsonArray list = sideList(reader, key);
    for (int s = 0; s < 2 && s < list.size() && reader.ok(); ++s) {
        if (list.at(s).isNull())
            continue;
        if (!list.at(s).isArray()) {
            reader.fail(at(key, s), QStringLiteral("must be a list with a value per person of the side"));
            break;
        }
        const QJsonArray persons = list.at(s).toArray();
        if (persons.size() > people.at(size_t(s)))
            reader.fail(at(key, s), QStringLiteral("side %1 has %2 people, not %3")
                                        .arg(s)
                                        .arg(people.at(size_t(s)))
                                        .arg(persons.size()));
        for (qsizetype p = 0; p < persons.size() && reader.ok(); ++p)
            values.at(size_t(s)) << (persons.at(p).isNull()
                                         ? std::nullopt
                                         : wholeNumber(reader, at(at(key, s), p), persons.at(p), low, high));
    }
    return values;
}

std::array<int, 2> peopleCounts(const gurps::BattleSetup &setup)
{
    return {int(setup.sides[0].people.size()), int(setup.sides[1].people.size())};
}

std::optional<gurps::StrategyChoice> strategyChoice(JsonReader &reader, const QString &key,
                                                    const QJsonValue &value)
{
    const QJsonObject object = value.toObject();
    if (!value.isString() && !object.value(QLatin1String("strategy")).isString()) {
        reader.fail(
            key,
            QStringLiteral(
                "must be a strategy such as \"attack\", or {\"strategy\": \"attack\", \"desperate\": true}"));
        return std::nullopt;
    }
    const QString code =
        value.isString() ? value.toString() : object.value(QLatin1String("strategy")).toString();
    const auto strategy = gurps::strategyFromCode(code);
    if (!strategy) {
        QStringList codes;
        for (gurps::BattleStrategy s : gurps::allStrategies)
            codes << gurps::strategyCode(s);
        reader.fail(key, QStringLiteral("unknown strategy \"%1\" (use one of: %2)")
                             .arg(code, codes.join(QStringLiteral(", "))));
        return std::nullopt;
    }
    checkKeys(reader, object, {QStringLiteral("strategy"), QStringLiteral("desperate")}, key);
    const QJsonValue desperate = object.value(QLatin1String("desperate"));
    if (!desperate.isUndefined() && !desperate.isBool())
        reader.fail(key + QStringLiteral(".desperate"), QStringLiteral("must be true or false"));
    if (!reader.ok())
        return std::nullopt;
    return gurps::StrategyChoice{*strategy, desperate.toBool(false)};
}

std::array<gurps::StrategyChoice, 2> strategyPair(JsonReader &reader, const QString &key, bool required)
{
    std::array<gurps::StrategyChoice, 2> choices;
    if (!reader.has(key)) {
        if (required)
            reader.fail(
                key, QStringLiteral("give both sides' strategies, e.g. [\"defense\", \"indirect-attack\"]"));
        return choices;
    }
    const QJsonArray list = reader.array(key);
    if (reader.ok() && list.size() != 2)
        reader.fail(key,
                    QStringLiteral("give both sides' strategies, e.g. [\"defense\", \"indirect-attack\"]"));
    for (int s = 0; s < 2 && reader.ok(); ++s) {
        if (auto choice = strategyChoice(reader, at(key, s), list.at(s)))
            choices.at(size_t(s)) = *choice;
    }
    return choices;
}

QJsonValue strategyChoiceToJson(const gurps::StrategyChoice &choice)
{
    if (!choice.desperate)
        return gurps::strategyCode(choice.strategy);
    return QJsonObject{{QStringLiteral("strategy"), gurps::strategyCode(choice.strategy)},
                       {QStringLiteral("desperate"), true}};
}

} // namespace muster::cli
