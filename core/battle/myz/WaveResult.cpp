#include "WaveResult.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <vector>

namespace muster::myz {

QString resultRowName(ResultRow row)
{
    switch (row) {
    case ResultRow::Inconclusive: return QCoreApplication::translate("Myz", "Inconclusive Battle");
    case ResultRow::Marginal: return QCoreApplication::translate("Myz", "Marginal Victory");
    case ResultRow::Definite: return QCoreApplication::translate("Myz", "Definite Victory");
    case ResultRow::Great: return QCoreApplication::translate("Myz", "Great Victory");
    case ResultRow::Overwhelming: return QCoreApplication::translate("Myz", "Overwhelming Victory");
    }
    return {};
}

WaveResult waveResult(std::array<int, 2> sixes, std::array<Strategy, 2> fought, std::array<int, 2> feintsBefore)
{
    WaveResult result;
    if (sixes[0] == sixes[1])
        return result;
    int winner = sixes[0] > sixes[1] ? 0 : 1;
    int margin = std::abs(sixes[0] - sixes[1]);
    if (isRetreat(fought[winner]))
        return result; // ruling: a retreating side "can't win"; more sixes read as a tie
    if (fought[winner] == Strategy::FeintedAttack)
        margin = feintsBefore[winner] > 0 ? margin + 1 : margin * 2;
    if (fought[winner] == Strategy::Skirmish)
        margin /= 2;
    if (margin == 0)
        return result;
    result.winner = winner;
    result.margin = margin;
    result.row = ResultRow(std::min(margin, 4));
    return result;
}

namespace {

// The chance of each number of sixes on `dice` d6.
std::vector<double> sixesDistribution(int dice)
{
    std::vector<double> p(std::max(0, dice) + 1, 0.0);
    p[0] = 1.0;
    for (int d = 0; d < dice; ++d)
        for (int k = d + 1; k >= 0; --k)
            p[k] = p[k] * (5.0 / 6.0) + (k > 0 ? p[k - 1] / 6.0 : 0.0);
    return p;
}

} // namespace

WaveOdds waveOdds(std::array<int, 2> dice, std::array<Strategy, 2> fought, std::array<int, 2> feintsBefore)
{
    WaveOdds odds;
    const std::vector<double> a = sixesDistribution(dice[0]);
    const std::vector<double> b = sixesDistribution(dice[1]);
    for (int i = 0; i < int(a.size()); ++i)
        for (int j = 0; j < int(b.size()); ++j)
            addSixes(odds, {i, j}, a[i] * b[j], fought, feintsBefore);
    return odds;
}

void addSixes(WaveOdds &odds, std::array<int, 2> sixes, double p, std::array<Strategy, 2> fought,
              std::array<int, 2> feintsBefore)
{
    if (sixes[0] > sixes[1])
        odds.moreSixes[0] += p;
    else if (sixes[1] > sixes[0])
        odds.moreSixes[1] += p;
    else
        odds.sameSixes += p;
    const WaveResult result = waveResult(sixes, fought, feintsBefore);
    if (result.winner < 0)
        odds.inconclusive += p;
    else
        odds.rows[result.winner][int(result.row)] += p;
}

} // namespace muster::myz
