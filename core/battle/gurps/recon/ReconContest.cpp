#include "ReconContest.h"

#include "battle/gurps/recon/ReconSkill.h"
#include "battle/gurps/recon/TerrainRating.h"

#include <QCoreApplication>

#include <cstdlib>

namespace muster::gurps {

namespace {

struct ReconText
{
    Q_DECLARE_TR_FUNCTIONS(Recon)
};

} // namespace

QString reconResultName(ReconResult result)
{
    switch (result) {
    case ReconResult::Initiative:
        return ReconText::tr("Initiative");
    case ReconResult::Surprise:
        return ReconText::tr("Surprise");
    case ReconResult::Ambush:
        return ReconText::tr("Ambush");
    case ReconResult::TiePitched:
        return ReconText::tr("Tie: pitched battle");
    case ReconResult::TieEncounter:
        return ReconText::tr("Tie: encounter battle");
    case ReconResult::DoubleConfusion:
        return ReconText::tr("Both critically failed: encounter battle, both sides confused");
    }
    return {};
}

ReconContest reconContestFor(const ReconSetup &setup)
{
    const auto skills = reconSkills(setup);
    ReconContest contest;
    for (size_t s = 0; s < 2; ++s) {
        contest.skills.at(s) = skills.at(s).total();
        contest.bunkered.at(s) = setup.sides.at(s).posture == ReconPosture::Bunkered;
    }
    contest.terrainRating = terrainRating(setup.conditions).rating;
    return contest;
}

ReconQuickContest quickReconContest(const ReconContest &contest, const std::array<int, 2> &rolls)
{
    ReconQuickContest quick;
    for (size_t s = 0; s < 2; ++s) {
        quick.margins.at(s) = contest.skills.at(s) - rolls.at(s);
        quick.outcomes.at(s) = dice::successRoll(contest.skills.at(s), rolls.at(s));
    }
    // The text gives double critical failure as its own case; it holds whatever the margins.
    quick.doubleCriticalFailure = quick.outcomes[0] == dice::RollOutcome::CriticalFailure &&
                                  quick.outcomes[1] == dice::RollOutcome::CriticalFailure;
    if (quick.margins[0] != quick.margins[1]) {
        quick.higherMargin = quick.margins[0] > quick.margins[1] ? 0 : 1;
        quick.marginOfVictory = std::abs(quick.margins[0] - quick.margins[1]);
        quick.bunkeredWin = !quick.doubleCriticalFailure && contest.bunkered.at(size_t(quick.higherMargin));
    }
    return quick;
}

ReconResult winResult(int marginOfVictory, int terrainRating)
{
    if (marginOfVictory >= terrainRating + 5)
        return ReconResult::Ambush;
    return marginOfVictory >= terrainRating ? ReconResult::Surprise : ReconResult::Initiative;
}

ReconResult tieResult(int d6, int terrainRating)
{
    return d6 <= terrainRating ? ReconResult::TiePitched : ReconResult::TieEncounter;
}

bool needsTieRoll(const ReconContest &contest, const std::array<int, 2> &rolls)
{
    const ReconQuickContest quick = quickReconContest(contest, rolls);
    return !quick.doubleCriticalFailure && quick.winner() < 0;
}

Result<ReconOutcome> resolveReconContest(const ReconContest &contest, const std::array<int, 2> &rolls,
                                         std::optional<int> tieRoll)
{
    for (size_t s = 0; s < 2; ++s) {
        if (!dice::isValid3d6(rolls.at(s)))
            return Error{ReconText::tr("A 3d6 roll is a number from 3 to 18."),
                         QStringLiteral("rolls[%1]").arg(s)};
    }
    const ReconQuickContest quick = quickReconContest(contest, rolls);
    ReconOutcome outcome;
    outcome.rolls = rolls;
    outcome.margins = quick.margins;
    outcome.outcomes = quick.outcomes;
    outcome.marginOfVictory = quick.marginOfVictory;
    outcome.bunkeredWin = quick.bunkeredWin;
    outcome.terrainRating = contest.terrainRating;
    if (quick.doubleCriticalFailure) {
        outcome.result = ReconResult::DoubleConfusion;
        return outcome;
    }
    outcome.winner = quick.winner();
    if (outcome.winner >= 0) {
        outcome.result = winResult(quick.marginOfVictory, contest.terrainRating);
        return outcome;
    }
    if (!tieRoll)
        return Error{ReconText::tr("The contest is a tie: roll 1d to see whether the battle is pitched."),
                     QStringLiteral("tieRoll")};
    if (!dice::isValid1d6(*tieRoll))
        return Error{ReconText::tr("A 1d roll is a number from 1 to 6."), QStringLiteral("tieRoll")};
    outcome.tieRoll = tieRoll;
    outcome.result = tieResult(*tieRoll, contest.terrainRating);
    return outcome;
}

ReconOutcome rollReconContest(const ReconContest &contest, dice::DiceSource &dice)
{
    const std::array<int, 2> rolls = {dice.roll3d6(), dice.roll3d6()};
    std::optional<int> tieRoll;
    if (needsTieRoll(contest, rolls))
        tieRoll = dice.d6();
    return resolveReconContest(contest, rolls, tieRoll).value();
}

QString describeReconOutcome(const ReconOutcome &outcome, const std::array<QString, 2> &sideNames)
{
    const QString result = reconResultName(outcome.result);
    if (outcome.winner >= 0)
        return ReconText::tr("%1 wins by %2: %3 (Terrain Rating %4).")
            .arg(sideNames.at(size_t(outcome.winner)))
            .arg(outcome.marginOfVictory)
            .arg(result)
            .arg(outcome.terrainRating);
    if (outcome.result == ReconResult::DoubleConfusion)
        return ReconText::tr("%1.").arg(result);
    const QString roll = ReconText::tr("1d rolled %1 against Terrain Rating %2")
                             .arg(outcome.tieRoll.value_or(0))
                             .arg(outcome.terrainRating);
    if (outcome.bunkeredWin)
        return ReconText::tr("%1 wins by %2 but is bunkered, so it counts as a tie; %3: %4.")
            .arg(sideNames.at(size_t(outcome.margins[0] > outcome.margins[1] ? 0 : 1)))
            .arg(outcome.marginOfVictory)
            .arg(roll, result);
    return ReconText::tr("Tie; %1: %2.").arg(roll, result);
}

} // namespace muster::gurps
