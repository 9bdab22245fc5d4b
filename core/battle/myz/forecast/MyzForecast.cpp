#include "MyzForecast.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace muster::myz {

namespace {

// The sum and the sum of squares of a figure over battles: its mean and the standard error of that mean.
struct Moments
{
    double sum = 0;
    double squares = 0;

    void add(double value)
    {
        sum += value;
        squares += value * value;
    }
    double mean(int n) const { return n > 0 ? sum / n : 0; }
    double error(int n) const
    {
        if (n < 2)
            return 0;
        const double m = sum / n;
        return std::sqrt(std::max(0.0, (squares - n * m * m) / (n - 1)) / n);
    }
};

struct SideCounts
{
    Moments killed;
    std::vector<qint64> killedHistogram;
    Moments battleDice;
    qint64 captured = 0;
    QList<qint64> broken;
};

} // namespace

double chanceStandardError(double p, int battles)
{
    if (battles <= 0)
        return 0;
    return std::sqrt(std::max(0.0, p * (1 - p)) / battles);
}

MyzForecast sampleMyzBattles(const MyzBattle &from, const MyzPolicies &policies, int battles, quint64 seed, int maxWaves)
{
    MyzForecast f;
    f.battles = std::max(0, battles);
    f.seed = seed;
    f.firstWave = std::max(1, from.waveNumber());
    f.maxWaves = maxWaves;
    dice::DiceSource dice(seed, dice::DiceSource::Sixes::Batched);
    std::array<qint64, myzEndingCount> endings{};
    std::array<SideCounts, 2> counts;
    for (int side = 0; side < 2; ++side)
        counts[side].broken = QList<qint64>(from.setup().factions[side].people.size(), 0);
    Moments waves;
    const bool alreadyOver = from.phase() == Phase::Over;
    MyzBattle battle = from;
    battle.setExplained(false);
    battle.setRecorded(false);
    for (int b = 0; b < f.battles; ++b) {
        battle.copyFrom(from);
        const MyzEnding ending = playOut(battle, policies, dice, maxWaves, StepChecks::Off);
        ++endings[size_t(ending)];
        waves.add(alreadyOver ? 0 : std::min(maxWaves, battle.waveNumber() - f.firstWave + 1));
        for (int side = 0; side < 2; ++side) {
            const FactionState &state = battle.faction(side);
            SideCounts &c = counts[side];
            const int killed = std::max(0, state.fightersKilled);
            c.killed.add(killed);
            if (size_t(killed) >= c.killedHistogram.size())
                c.killedHistogram.resize(size_t(killed) + 1, 0);
            ++c.killedHistogram[size_t(killed)];
            c.battleDice.add(state.battleDice);
            c.captured += int(state.leaderCaptured);
            const QList<Person> &people = battle.setup().factions[side].people;
            for (int p = 0; p < people.size(); ++p)
                if (people.at(p).playerCharacter && state.damage.value(p) >= people.at(p).strength)
                    ++c.broken[p];
        }
    }
    const int n = f.battles;
    const auto chance = [n](qint64 count) { return n > 0 ? double(count) / n : 0.0; };
    for (int e = 0; e < myzEndingCount; ++e) {
        f.endings[size_t(e)] = chance(endings[size_t(e)]);
        f.endingErrors[size_t(e)] = chanceStandardError(f.endings[size_t(e)], n);
    }
    f.expectedWaves = waves.mean(n);
    f.expectedWavesError = waves.error(n);
    for (int side = 0; side < 2; ++side) {
        MyzSideForecast &s = f.sides[side];
        const SideCounts &c = counts[side];
        qint64 won = 0;
        for (int e = 0; e < myzEndingCount; ++e)
            if (myzWinner(MyzEnding(e)) == side)
                won += endings[size_t(e)];
        s.wins = chance(won);
        s.winsError = chanceStandardError(s.wins, n);
        s.fightersKilled = c.killed.mean(n);
        s.fightersKilledError = c.killed.error(n);
        s.fightersKilledMost = c.killedHistogram.empty() ? 0 : int(c.killedHistogram.size()) - 1;
        qint64 within = 0;
        size_t level = 0;
        for (size_t k = 0; k < c.killedHistogram.size() && level < fightersKilledLevels.size(); ++k) {
            within += c.killedHistogram[k];
            while (level < fightersKilledLevels.size() && double(within) >= fightersKilledLevels[level] * n)
                s.fightersKilledQuantiles[level++] = int(k);
        }
        s.battleDiceLeft = c.battleDice.mean(n);
        s.battleDiceLeftError = c.battleDice.error(n);
        s.leaderCaptured = chance(c.captured);
        s.leaderCapturedError = chanceStandardError(s.leaderCaptured, n);
        for (const qint64 broken : c.broken) {
            s.broken << chance(broken);
            s.brokenErrors << chanceStandardError(s.broken.constLast(), n);
        }
    }
    return f;
}

} // namespace muster::myz
