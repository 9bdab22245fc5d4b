// `muster-cli recon FILE.json`: the Reconnaissance Contest of two forces (rule book, "RECONNAISSANCE
// OPERATIONS"): both effective skills and the Terrain Rating with their breakdowns, the exact chance of
// every outcome, and, with rolls typed in or a seed to roll them, the outcome and what the winner may do.
#include "Commands.h"

#include "CliSupport.h"
#include "OperationsInput.h"
#include "ReconInput.h"

#include "battle/gurps/recon/ReconOdds.h"
#include "battle/gurps/recon/ReconSkill.h"
#include "battle/gurps/recon/ReconWinner.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace muster::cli {

using namespace gurps;

namespace {

QString resultCode(ReconResult result)
{
    switch (result) {
    case ReconResult::Initiative:
        return QStringLiteral("initiative");
    case ReconResult::Surprise:
        return QStringLiteral("surprise");
    case ReconResult::Ambush:
        return QStringLiteral("ambush");
    case ReconResult::TiePitched:
        return QStringLiteral("tie-pitched");
    case ReconResult::TieEncounter:
        return QStringLiteral("tie-encounter");
    case ReconResult::DoubleConfusion:
        return QStringLiteral("double-confusion");
    }
    return {};
}

std::array<QString, 2> sideNames(const ReconSetup &setup)
{
    return {setup.sides[0].name, setup.sides[1].name};
}

// Every outcome with its exact chance (not rounded, so that they sum to 1): a win once per side.
QJsonArray probabilitiesToJson(const ReconOdds &odds, const ReconSetup &setup)
{
    QJsonArray list;
    for (ReconResult result : allReconResults) {
        if (!isWin(result)) {
            list << QJsonObject{{QStringLiteral("outcome"), resultCode(result)},
                                {QStringLiteral("probability"), odds.of(result)}};
            continue;
        }
        for (int s = 0; s < 2; ++s)
            list << QJsonObject{{QStringLiteral("outcome"), resultCode(result)},
                                {QStringLiteral("winner"), setup.sides.at(size_t(s)).name},
                                {QStringLiteral("winner_side"), s},
                                {QStringLiteral("probability"), odds.of(result, s)}};
    }
    return list;
}

QJsonObject optionsToJson(const WinnerOptions &options, const ReconInput &input)
{
    QJsonObject o{{QStringLiteral("may_avoid_battle"), options.mayAvoidBattle},
                  {QStringLiteral("enemy_confused_in_encounter"), options.enemyConfusedInEncounter},
                  {QStringLiteral("enemy_confused_in_pitched"), options.enemyConfusedInPitched},
                  {QStringLiteral("text"), QJsonArray::fromStringList(options.text)}};
    // The true TS is known only from a roster; the GM shows the winner a figure within this range.
    if (const auto enemyTs = input.rosterTs.at(size_t(1 - options.side))) {
        const EnemyEstimate range = enemyEstimateRange(*enemyTs);
        o.insert(QLatin1String("enemy_ts_range"), QJsonArray{figure(range.low), figure(range.high)});
    }
    return o;
}

QJsonObject outcomeToJson(const ReconOutcome &outcome, const ReconInput &input, bool rolled, bool tieRolled)
{
    QJsonObject o;
    o.insert(QLatin1String("rolls"), QJsonArray{outcome.rolls[0], outcome.rolls[1]});
    o.insert(QLatin1String("rolled"), rolled);
    o.insert(QLatin1String("margins"), QJsonArray{outcome.margins[0], outcome.margins[1]});
    o.insert(QLatin1String("roll_outcomes"),
             QJsonArray{rollOutcomeCode(outcome.outcomes[0]), rollOutcomeCode(outcome.outcomes[1])});
    if (outcome.tieRoll) {
        o.insert(QLatin1String("tie_roll"), *outcome.tieRoll);
        o.insert(QLatin1String("tie_rolled"), tieRolled);
    }
    o.insert(QLatin1String("outcome"), resultCode(outcome.result));
    const bool won = outcome.winner >= 0;
    o.insert(QLatin1String("winner"), won ? QJsonValue(input.setup.sides.at(size_t(outcome.winner)).name)
                                          : QJsonValue(QJsonValue::Null));
    o.insert(QLatin1String("winner_side"), won ? QJsonValue(outcome.winner) : QJsonValue(QJsonValue::Null));
    o.insert(QLatin1String("margin"), outcome.marginOfVictory);
    o.insert(QLatin1String("bunkered_win"), outcome.bunkeredWin);
    o.insert(QLatin1String("description"), describeReconOutcome(outcome, sideNames(input.setup)));
    if (won)
        o.insert(QLatin1String("winner_options"), optionsToJson(winnerOptions(outcome, input.setup), input));
    return o;
}

// The contest with the rolls typed in, the rest rolled with the seed (3d6 for each side, then the 1d of
// a tie, as rollReconContest rolls them); none when there is nothing to roll with.
std::optional<Result<QJsonObject>> contestToJson(const ReconContest &contest, const ReconInput &input)
{
    std::optional<dice::DiceSource> dice;
    if (input.seed)
        dice.emplace(*input.seed);
    if (!input.rolls && !dice)
        return std::nullopt;
    const std::array<int, 2> rolls =
        input.rolls ? *input.rolls : std::array{dice->roll3d6(), dice->roll3d6()};
    std::optional<int> tieRoll = input.tieRoll;
    const bool tieRolled = needsTieRoll(contest, rolls) && !tieRoll && dice;
    if (tieRolled)
        tieRoll = dice->d6();
    const Result<ReconOutcome> outcome = resolveReconContest(contest, rolls, tieRoll);
    if (!outcome)
        return Result<QJsonObject>(
            Error{outcome.error().message + QStringLiteral(" Type tie_roll, or give a seed to roll it."),
                  reconInputField(outcome.error().field)});
    return Result<QJsonObject>(outcomeToJson(*outcome, input, !input.rolls, tieRolled));
}

} // namespace

int runRecon(const QStringList &arguments)
{
    const FileArgument file = readFileArgument(
        arguments, QCoreApplication::translate("cli", "The Reconnaissance Contest of two forces."),
        QStringLiteral("Recon JSON file ({\"sides\": [{...}, {...}], \"terrain\": \"rural\", ...})."));
    if (file.exitCode)
        return *file.exitCode;
    const auto input = reconInput(file.object);
    if (!input)
        return fail(input.error());
    const ReconSetup &setup = input->setup;
    const std::array<ReconSkill, 2> skills = reconSkills(setup);
    const ReconContest contest = reconContestFor(setup);
    const TerrainRating rating = terrainRating(setup.conditions);

    QJsonObject o;
    QJsonArray sides;
    for (size_t s = 0; s < 2; ++s)
        sides << QJsonObject{{QStringLiteral("name"), setup.sides.at(s).name},
                             {QStringLiteral("effective_skill"), skills.at(s).total()},
                             {QStringLiteral("bunkered"), contest.bunkered.at(s)},
                             {QStringLiteral("breakdown"), steps(skills.at(s).breakdown)}};
    o.insert(QLatin1String("sides"), sides);
    o.insert(QLatin1String("terrain_rating"), rating.rating);
    o.insert(QLatin1String("terrain_rating_breakdown"), steps(rating.breakdown));
    o.insert(QLatin1String("probabilities"), probabilitiesToJson(reconOdds(contest), setup));
    if (const auto result = contestToJson(contest, *input)) {
        if (!*result)
            return fail(result->error());
        for (auto it = (*result)->begin(); it != (*result)->end(); ++it)
            o.insert(it.key(), it.value());
    }
    if (input->seed)
        o.insert(QLatin1String("seed"), qint64(*input->seed));
    print(o);
    return 0;
}

} // namespace muster::cli
