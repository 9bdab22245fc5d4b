#include "ReconWinner.h"

#include <QCoreApplication>

namespace muster::gurps {

namespace {

struct ReconText
{
    Q_DECLARE_TR_FUNCTIONS(Recon)
};

Advantage advantageOf(ReconResult result)
{
    switch (result) {
    case ReconResult::Initiative:
        return Advantage::Initiative;
    case ReconResult::Surprise:
        return Advantage::Surprise;
    case ReconResult::Ambush:
        return Advantage::Ambush;
    default:
        return Advantage::None;
    }
}

QStringList optionsText(const WinnerOptions &options, const ReconSide &winner, const ReconSide &enemy)
{
    QStringList text;
    text << ReconText::tr("%1's intelligence chief learns the enemy's size and composition to within %2%.")
                .arg(winner.name)
                .arg(enemyEstimateTolerancePercent);
    text << ReconText::tr("%1 chooses a pitched battle or an encounter battle.").arg(winner.name);
    if (options.mayAvoidBattle)
        text << (enemy.posture == ReconPosture::Bunkered
                     ? ReconText::tr("%1 may turn back and avoid battle: the enemy is bunkered.")
                           .arg(winner.name)
                     : ReconText::tr("%1 may turn back and avoid battle: the enemy moves no faster.")
                           .arg(winner.name));
    if (options.enemyConfusedInPitched)
        text << ReconText::tr("Ambush: %1 is confused in the first round, even in a pitched battle.")
                    .arg(enemy.name);
    else if (options.enemyConfusedInEncounter)
        text << ReconText::tr("Surprise: in an encounter battle %1 is confused in the first round.")
                    .arg(enemy.name);
    return text;
}

} // namespace

bool mayAvoidBattle(const ReconSide &winner, const ReconSide &enemy)
{
    if (enemy.posture == ReconPosture::Bunkered)
        return true;
    return !isEncamped(enemy.posture) && enemy.milesPerDay <= winner.milesPerDay;
}

WinnerOptions winnerOptions(const ReconOutcome &outcome, const ReconSetup &setup)
{
    WinnerOptions options;
    if (outcome.winner < 0 || !isWin(outcome.result))
        return options;
    options.side = outcome.winner;
    options.advantage = advantageOf(outcome.result);
    const ReconSide &winner = setup.sides.at(size_t(outcome.winner));
    const ReconSide &enemy = setup.sides.at(size_t(otherSide(outcome.winner)));
    options.mayAvoidBattle = mayAvoidBattle(winner, enemy);
    options.enemyConfusedInEncounter = options.advantage != Advantage::Initiative;
    options.enemyConfusedInPitched = options.advantage == Advantage::Ambush;
    options.text = optionsText(options, winner, enemy);
    return options;
}

EnemyEstimate enemyEstimateRange(double enemyTs)
{
    const double tolerance = enemyEstimateTolerancePercent / 100.0;
    return {enemyTs * (1 - tolerance), enemyTs * (1 + tolerance)};
}

Result<std::optional<BattleStart>> battleStartFrom(const ReconOutcome &outcome, const WinnerOptions &options,
                                                   WinnerChoice choice)
{
    BattleStart start;
    switch (outcome.result) {
    case ReconResult::TiePitched:
        start.kind = BattleKind::Pitched;
        return std::optional(start);
    case ReconResult::TieEncounter:
        start.kind = BattleKind::Encounter;
        return std::optional(start);
    case ReconResult::DoubleConfusion:
        start.kind = BattleKind::Encounter;
        start.doubleConfusion = true;
        return std::optional(start);
    default:
        break;
    }
    if (choice == WinnerChoice::AvoidBattle) {
        if (!options.mayAvoidBattle)
            return Error{
                ReconText::tr("The winner can avoid battle only if the enemy is bunkered, or is mobile and "
                              "no faster."),
                QStringLiteral("choice")};
        return std::optional<BattleStart>();
    }
    // BattleStart::startsConfused() turns surprise in an encounter battle, and ambush in either kind,
    // into a confused enemy.
    start.kind = choice == WinnerChoice::PitchedBattle ? BattleKind::Pitched : BattleKind::Encounter;
    start.advantage = advantageOf(outcome.result);
    start.advantageSide = outcome.winner;
    return std::optional(start);
}

} // namespace muster::gurps
