#include "Advisor.h"

#include "battle/gurps/forecast/Forecast.h"

namespace muster::gurps {

RoundAdvice adviseRound(const BattleEngine &engine, const BattlePolicies &policies)
{
    RoundAdvice advice;
    for (int s = 0; s < 2; ++s)
        advice.legal.at(size_t(s)) = engine.legalChoices(s);
    const qsizetype rows = advice.legal[0].size(), columns = advice.legal[1].size();
    advice.wins.assign(size_t(rows * columns), {});
    QList<std::array<StrategyChoice, 2>> pairs;
    for (qsizetype r = 0; r < rows; ++r)
        for (qsizetype c = 0; c < columns; ++c)
            pairs << std::array<StrategyChoice, 2>{advice.legal[0].at(r), advice.legal[1].at(c)};
    if (const auto wins = battleWinsByFirstRound(engine, policies, pairs)) {
        for (qsizetype i = 0; i < wins->size(); ++i)
            advice.wins.at(size_t(i)) = wins->at(i);
    } else {
        // Too many states to share: one chain per pair.
        QList<BattlePolicies> cells;
        for (const auto &pair : pairs) {
            BattlePolicies cell = policies;
            cell[0].firstRound = pair[0];
            cell[1].firstRound = pair[1];
            cells << cell;
        }
        const auto forecasts = chainForecasts(engine, cells, false);
        for (qsizetype i = 0; i < forecasts.size(); ++i) {
            if (const auto &forecast = forecasts.at(i))
                advice.wins.at(size_t(i)) = {forecast->wins(0), forecast->wins(1)};
        }
    }
    std::vector<std::vector<double>> game0(size_t(rows), std::vector<double>(size_t(columns), 0.0));
    std::vector<std::vector<double>> game1(size_t(columns), std::vector<double>(size_t(rows), 0.0));
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            game0[size_t(r)][size_t(c)] = advice.win(0, r, c);
            game1[size_t(c)][size_t(r)] = advice.win(1, r, c);
        }
    }
    for (int c = 0; c < columns; ++c) {
        int best = 0;
        for (int r = 1; r < rows; ++r)
            if (advice.win(0, r, c) > advice.win(0, best, c))
                best = r;
        advice.bestAnswers[0] << best;
    }
    for (int r = 0; r < rows; ++r) {
        int best = 0;
        for (int c = 1; c < columns; ++c)
            if (advice.win(1, r, c) > advice.win(1, r, best))
                best = c;
        advice.bestAnswers[1] << best;
    }
    if (rows > 0 && columns > 0) {
        advice.optimal[0] = solveMatrixGame(game0);
        advice.optimal[1] = solveMatrixGame(game1);
    }
    return advice;
}

} // namespace muster::gurps
