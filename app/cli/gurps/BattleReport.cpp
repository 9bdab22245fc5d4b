#include "BattleReport.h"

#include "BattleInput.h"
#include "CliSupport.h"

#include "battle/gurps/Aftermath.h"
#include "battle/gurps/CombatTables.h"
#include "battle/gurps/Combatants.h"
#include "battle/gurps/RoundEvents.h"
#include "battle/gurps/SpecialBattleJson.h"
#include "battle/gurps/SpecialBattleRules.h"

namespace muster::cli {

using namespace gurps;

namespace {

QString endCode(BattleEnd end)
{
    switch (end) {
    case BattleEnd::NotYet:
        break;
    case BattleEnd::Victory:
        return QStringLiteral("victory");
    case BattleEnd::MutualAnnihilation:
        return QStringLiteral("mutual-annihilation");
    case BattleEnd::NoBattle:
        return QStringLiteral("no-battle");
    case BattleEnd::Agreement:
        return QStringLiteral("agreement");
    case BattleEnd::BreakOut:
        return QStringLiteral("break-out");
    }
    return QStringLiteral("not-yet");
}

QJsonValue sideOrNull(int side)
{
    return side >= 0 ? QJsonValue(side) : QJsonValue(QJsonValue::Null);
}

template <typename T, typename F> QJsonArray both(const std::array<T, 2> &pair, F convert)
{
    return QJsonArray{convert(pair[0]), convert(pair[1])};
}

QJsonValue leadershipJson(const std::optional<LeadershipResult> &roll)
{
    if (!roll)
        return QJsonValue::Null;
    return QJsonObject{{QStringLiteral("target"), roll->target},
                       {QStringLiteral("roll"), roll->roll},
                       {QStringLiteral("success"), roll->success}};
}

QString personName(const BattleSetup &setup, int side, int person)
{
    return setup.sides.at(size_t(side)).people.at(person).name;
}

// Heroism or Misfortunes of War results per person of each side: who, the roll and its outcome, and `fields`.
template <typename PersonRoll, typename Fields>
QJsonArray personRollsJson(const BattleSetup &setup, const std::array<gurps::PerPerson<PersonRoll>, 2> &lists,
                           Fields fields)
{
    QJsonArray sides;
    for (int s = 0; s < 2; ++s) {
        QJsonArray list;
        for (const PersonRoll &item : lists.at(size_t(s))) {
            QJsonObject o = fields(item);
            o.insert(QStringLiteral("person"), personName(setup, s, item.person));
            o.insert(QStringLiteral("roll"), item.roll);
            o.insert(QStringLiteral("outcome"), rollOutcomeCode(item.outcome));
            list << o;
        }
        sides << list;
    }
    return sides;
}

// The Leadership roll each side's choice of strategy called for (Impetuous or Fanatic elements).
QJsonArray choiceRollsJson(const RoundRecord &r)
{
    QJsonArray sides;
    for (int s = 0; s < 2; ++s) {
        const auto &roll =
            r.impetuousRolls.at(size_t(s)) ? r.impetuousRolls.at(size_t(s)) : r.fanaticRolls.at(size_t(s));
        QJsonValue value = leadershipJson(roll);
        if (roll) {
            QJsonObject o = value.toObject();
            o.insert(QStringLiteral("for"), r.impetuousRolls.at(size_t(s)) ? QStringLiteral("impetuous")
                                                                           : QStringLiteral("fanatic"));
            value = o;
        }
        sides << value;
    }
    return sides;
}

QJsonObject contestJson(const RoundRecord &r)
{
    QJsonObject o;
    o.insert(QStringLiteral("effective_skill"), both(r.skills, effectiveSkillJson));
    o.insert(QStringLiteral("rolls"), both(r.rolls, [](int v) { return QJsonValue(v); }));
    o.insert(QStringLiteral("margins"), both(r.outcome.margins, [](int v) { return QJsonValue(v); }));
    o.insert(QStringLiteral("winner"), sideOrNull(r.outcome.winner));
    o.insert(QStringLiteral("margin_of_victory"), r.outcome.marginOfVictory);
    o.insert(QStringLiteral("band"),
             r.outcome.winner < 0 ? QStringLiteral("tie") : bandLabel(r.outcome.band));
    return o;
}

} // namespace

QString specialCaseCode(SpecialCase special)
{
    const char *codes[] = {"none", "talks", "stalemate", "no-battle"};
    return QString::fromLatin1(codes[int(special)]);
}

QString bandLabel(int band)
{
    if (band == 0)
        return QStringLiteral("0");
    if (band == combatResultBands - 1)
        return QStringLiteral("%1+").arg(combatResultBandLowestMargin(band));
    return QStringLiteral("%1-%2")
        .arg(combatResultBandLowestMargin(band))
        .arg(combatResultBandLowestMargin(band + 1) - 1);
}

QJsonArray sidesJson(const BattleEngine &engine)
{
    const BattleSetup &setup = engine.setup();
    const ForceComparison comparison = engine.comparison();
    QJsonArray sides;
    for (int s = 0; s < 2; ++s) {
        const SideSetup &side = setup.sides.at(size_t(s));
        const SideStrength &strength = comparison.sides.at(size_t(s));
        QJsonObject superiority;
        for (SpecialClass c : allSpecialClasses) {
            if (strength.hasSuperiority(c) && superiorityCounts(c, setup) && comparison.superiorityCounted)
                superiority.insert(specialClassCode(c), strength.superiority.at(size_t(c)));
        }
        QJsonArray people;
        for (const Person &p : side.people)
            people << p.name;
        sides << QJsonObject{{QStringLiteral("name"), sideLabel(setup, s)},
                             {QStringLiteral("estimated"), side.estimated},
                             {QStringLiteral("elements"), side.elementCount()},
                             {QStringLiteral("starting_ts"), side.startingTs()},
                             {QStringLiteral("ts"), strength.ts},
                             {QStringLiteral("ts_breakdown"), steps(strength.tsBreakdown)},
                             {QStringLiteral("relative_ts_bonus"), strength.relativeTsBonus},
                             {QStringLiteral("superiority"), superiority},
                             {QStringLiteral("bsm"), strength.basicStrategyModifier},
                             {QStringLiteral("bsm_breakdown"), steps(strength.bsmBreakdown)},
                             {QStringLiteral("defense_bonus"), side.defenseBonus},
                             {QStringLiteral("starting_casualties"), side.startingCasualties},
                             {QStringLiteral("people"), people}};
    }
    return sides;
}

QJsonObject effectiveSkillJson(const EffectiveSkill &skill)
{
    return QJsonObject{
        {QStringLiteral("total"), skill.total()},
        {QStringLiteral("tactics"), skill.tactics},
        {QStringLiteral("breakdown"), QJsonArray::fromStringList(skill.explain().split(QLatin1Char('\n')))}};
}

QJsonObject roundJson(const BattleEngine &engine, int index)
{
    const BattleSetup &setup = engine.setup();
    const RoundRecord &r = engine.state().rounds.at(index);
    const auto number = [](int v) { return QJsonValue(v); };
    QJsonObject o;
    o.insert(QStringLiteral("number"), r.number);
    o.insert(QStringLiteral("night"), r.night);
    o.insert(QStringLiteral("bad_weather"), r.badWeather);
    // The Basic Strategy Modifier as the battle began, and as this round used it: -1 per 5% casualties
    // ("Fighting the Battle"). "bsm" is the first, kept for scripts written before the other two.
    o.insert(QStringLiteral("bsm"), both(r.basicStrategyModifier, number));
    o.insert(QStringLiteral("bsm_at_start"), both(r.basicStrategyModifier, number));
    std::array<int, 2> afterCasualties{};
    for (int s = 0; s < 2; ++s)
        afterCasualties.at(size_t(s)) =
            r.basicStrategyModifier.at(size_t(s)) + r.skills.at(size_t(s)).part(SkillPart::Casualties);
    o.insert(QStringLiteral("bsm_after_casualties"), both(afterCasualties, number));
    o.insert(QStringLiteral("risk"), both(r.risk, [](const gurps::PerPerson<int> &risk) {
                 QJsonArray a;
                 for (int v : risk)
                     a << v;
                 return a;
             }));
    o.insert(QStringLiteral("heroism"), personRollsJson(setup, r.heroism, [](const HeroismResult &h) {
                 return QJsonObject{{QStringLiteral("target"), h.target},
                                    {QStringLiteral("modifier"), h.modifier}};
             }));
    o.insert(QStringLiteral("significant_actions"), both(r.significantActions, number));
    o.insert(QStringLiteral("strategies"),
             QJsonObject{{QStringLiteral("chosen"), both(r.chosen, strategyChoiceToJson)},
                         {QStringLiteral("fought"), both(r.fought, strategyChoiceToJson)}});
    o.insert(QStringLiteral("leadership_rolls"), choiceRollsJson(r));
    o.insert(QStringLiteral("impetuous"), both(r.impetuous, number));
    if (r.momentumSide >= 0)
        o.insert(QStringLiteral("momentum_side"), r.momentumSide);
    o.insert(QStringLiteral("special_case"), specialCaseCode(r.special));
    const std::array<int, 2> before = r.casualtiesBefore;
    const std::array<int, 2> after =
        r.contested || r.special == SpecialCase::NoBattle ? r.casualtiesAfter : before;
    if (r.contested) {
        const QJsonObject contest = contestJson(r);
        for (auto it = contest.begin(); it != contest.end(); ++it)
            o.insert(it.key(), it.value());
        o.insert(QStringLiteral("raid_on_logistics"), r.raidOnLogistics);
    }
    o.insert(
        QStringLiteral("casualties"),
        QJsonObject{{QStringLiteral("this_round"), QJsonArray{after[0] - before[0], after[1] - before[1]}},
                    {QStringLiteral("total"), QJsonArray{after[0], after[1]}}});
    const int pb = r.contested ? r.pbAfter : r.pbBefore;
    o.insert(QStringLiteral("pb"),
             QJsonObject{{QStringLiteral("signed"), pb},
                         {QStringLiteral("shift"), pb - r.pbBefore},
                         {QStringLiteral("sides"), QJsonArray{std::max(0, pb), std::max(0, -pb)}}});
    o.insert(QStringLiteral("misfortunes"),
             personRollsJson(setup, r.misfortunes, [](const MisfortuneResult &m) {
                 return QJsonObject{{QStringLiteral("chance"), m.chance},
                                    {QStringLiteral("injury"), m.injury},
                                    {QStringLiteral("fell"), m.fell},
                                    {QStringLiteral("surrendered"), m.surrendered}};
             }));
    o.insert(QStringLiteral("successor_rolls"), both(r.successorRolls, leadershipJson));
    o.insert(QStringLiteral("rally_rolls"), both(r.rallyRolls, leadershipJson));
    o.insert(QStringLiteral("events"), QJsonArray::fromStringList(roundEventTexts(r, engine.setup())));
    return o;
}

QJsonValue disloyalJson(const BattleEngine &engine)
{
    const auto &checks = engine.state().disloyalChecks;
    if (!checks[0] && !checks[1])
        return QJsonValue::Null;
    return both(checks, [](const std::optional<LeadershipResult> &c) -> QJsonValue {
        if (!c)
            return QJsonValue::Null;
        return QJsonObject{{QStringLiteral("chance"), c->target},
                           {QStringLiteral("roll"), c->roll},
                           {QStringLiteral("revolted"), c->success}};
    });
}

QJsonObject resultJson(const BattleEngine &engine)
{
    const BattleSetup &setup = engine.setup();
    const BattleState &state = engine.state();
    QJsonObject o{{QStringLiteral("end"), endCode(state.end)},
                  {QStringLiteral("winner"), sideOrNull(state.winner)}};
    if (state.winner >= 0)
        o.insert(QStringLiteral("winner_name"), sideLabel(setup, state.winner));
    // Both can only happen in a siege: who escaped the fortress, or whose survivors gave themselves up.
    if (state.end == BattleEnd::BreakOut) {
        const int besieged = setup.special.siege.besieged;
        o.insert(QStringLiteral("broke_out"), besieged);
        o.insert(QStringLiteral("broke_out_name"), sideLabel(setup, besieged));
    }
    if (engine.isFinished()) {
        const Aftermath after = aftermathOf(setup, state);
        for (int s = 0; s < 2; ++s) {
            if (after.sides.at(size_t(s)).surrendered) {
                o.insert(QStringLiteral("surrendered"), s);
                o.insert(QStringLiteral("surrendered_name"), sideLabel(setup, s));
            }
        }
    }
    return o;
}

QJsonObject specialBattleJson(const BattleEngine &engine)
{
    const SpecialBattle &special = engine.setup().special;
    QJsonObject o = specialBattleToJson(special);
    o.insert(QStringLiteral("campaign_name"), campaignTypeName(special.campaign));
    o.insert(QStringLiteral("situation_name"), specialSituationName(special.situation));
    return o;
}

void addSpecialSideJson(const BattleEngine &engine, int side, QJsonObject &object)
{
    const BattleSetup &setup = engine.setup();
    const QList<BattleElement> &elements = setup.sides.at(size_t(side)).elements;
    QJsonArray sittingOut, reducedTs;
    for (const ElementNote &note : specialRoles(setup, side)) {
        const BattleElement &e = elements.at(note.element);
        QJsonObject o{{QStringLiteral("element"), e.label.isEmpty() ? e.name : e.label},
                      {QStringLiteral("count"), e.count},
                      {QStringLiteral("reason"), note.role.reason}};
        if (note.role.combatant) {
            o.insert(QStringLiteral("ts_factor"), note.role.tsFactor);
            reducedTs << o;
        } else {
            sittingOut << o;
        }
    }
    object.insert(QStringLiteral("sitting_out"), sittingOut);
    object.insert(QStringLiteral("reduced_ts"), reducedTs);
    object.insert(QStringLiteral("combatants"), combatantCount(setup, side));
    object.insert(QStringLiteral("defense_bonus"), defenseBonusOf(setup, side));
    object.insert(QStringLiteral("defense_bonus_breakdown"), steps(defenseBonusBreakdown(setup, side)));
}

void addSpecialRoundJson(const BattleEngine &engine, int index, QJsonObject &round)
{
    const auto &fought = engine.state().rounds.at(index).fought;
    round.insert(QStringLiteral("round_minutes"), battleRoundMinutes(engine.setup(), fought));
    round.insert(QStringLiteral("round_length_multiplier"), roundLengthMultiplier(engine.setup(), fought));
}

QJsonValue pursuitJson(const BattleEngine &engine)
{
    const auto &p = engine.state().pursuit;
    if (!p)
        return QJsonValue::Null;
    const int winner = engine.state().winner;
    return QJsonObject{{QStringLiteral("side"), winner},
                       {QStringLiteral("leadership"), leadershipJson(p->leadership)},
                       {QStringLiteral("reaction"),
                        p->reaction > 0 ? QJsonValue(p->reaction) : QJsonValue(QJsonValue::Null)},
                       {QStringLiteral("pursued"), p->pursued},
                       {QStringLiteral("extra_casualties"), p->extraCasualties},
                       {QStringLiteral("logistics_loss"), p->logisticsLoss},
                       {QStringLiteral("winner_recovered"), p->winnerRecovered}};
}

QJsonValue aftermathJson(const BattleEngine &engine)
{
    if (!engine.isFinished())
        return QJsonValue::Null;
    const Aftermath after = aftermathOf(engine.setup(), engine.state());
    QJsonArray sides;
    for (int s = 0; s < 2; ++s) {
        const SideAftermath &a = after.sides.at(size_t(s));
        sides << QJsonObject{{QStringLiteral("name"), sideLabel(engine.setup(), s)},
                             {QStringLiteral("held_the_field"), a.heldTheField},
                             {QStringLiteral("casualties_at_end"), a.casualtiesAtEnd},
                             {QStringLiteral("final_casualties"), a.finalCasualties},
                             {QStringLiteral("dead"), a.dead},
                             {QStringLiteral("fled"), a.fled},
                             {QStringLiteral("ts_before"), a.tsBefore},
                             {QStringLiteral("ts_after"), a.tsAfter},
                             {QStringLiteral("logistic_casualties"), a.logisticCasualties},
                             {QStringLiteral("fanatics_wiped_out"), a.fanaticsWipedOut},
                             {QStringLiteral("breakdown"), steps(a.breakdown)}};
    }
    return QJsonObject{{QStringLiteral("sides"), sides},
                       {QStringLiteral("loot"), after.loot.dollars()},
                       {QStringLiteral("loot_breakdown"), steps(after.lootBreakdown)},
                       {QStringLiteral("looting_minutes"), after.lootingMinutes}};
}

} // namespace muster::cli
