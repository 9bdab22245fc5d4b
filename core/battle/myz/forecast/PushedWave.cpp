#include "PushedWave.h"

#include "battle/myz/MyzBattle.h"
#include "battle/myz/WaveResult.h"

#include <QtGlobal>

#include <algorithm>
#include <cmath>
#include <utility>

namespace muster::myz {

// How the Battle roll is followed exactly ("Mutant: Year Zero Mass Combat, Battle Phase").
//
// Battle and Support Dice behave alike: a six or a one stays put, any other face is rolled again by the next push
// of that leader. So picture each such die's faces for every roll drawn in advance: the die is "caught" at its first
// six or one. On roll k (0 = the first roll, k = the k-th push) a die is caught with a six with chance
// (2/3)^k / 6, the same with a one. A die not yet caught with a six by roll k-1 is caught with one on roll k with
// chance rho(k) = (2/3)^k / (3 (1 + (2/3)^k)), whatever its neighbours did. Hence a side's Battle and Support
// sixes move as a Markov chain in (sixes so far, pushes so far): the dice still rerollable need not be followed.
//
// That needs the leaders' choices to hang on the sixes alone. They nearly do: a policy pushes while it is behind
// (or not ahead) and has a Strategy Die not showing a six, but only when the push would reroll something. The one
// push that would reroll nothing gives up the last non-six Strategy Die with no Battle or Support Die left to
// roll; it changes no face that counts, and the next leader in initiative order is asked exactly as if it had
// been declined. So the programme lets it happen ("a blank push") and takes it back out of the expected pushes
// with its chance: every one of the side's non-six Battle and Support Dice already showing a one.
//
// The ones come last. Given a side's sixes after k pushes, each of its other Battle or Support Dice shows a one
// independently with chance q(k) = P(caught with a one by roll k) / P(not caught with a six by roll k)
// = (1 - (2/3)^(k+1)) / (1 + (2/3)^(k+1)). Battle and Support Dice are exchangeable (both kinds are rolled and
// kept the same way, and the leaders count only sixes), so which of them show sixes is a uniform draw: the Battle
// Dice among the sixes are hypergeometric, and each kind's ones binomial on its dice left.
//
// Strategy Dice: a push removes one not showing a six (the engine's choice and the policies' condition) and
// rerolls the others not showing a six; ones on them mean nothing. With S Strategy Dice, t of them not sixes after
// k pushes, the side has S - t - k Strategy sixes.
//
// State: per side (Battle and Support sixes a, Strategy non-sixes t, pushes k), joint over both sides; the sixes
// that decide are a + S - t - k. States are held in dense layers by (k0, k1); a push moves one side to the next
// layer, so one pass in order of k0 then k1 is exact, with two rows of layers alive at a time.
// Cost: with n Battle and Support Dice and S Strategy Dice a side, at most (n0+1)(n1+1) (S0+1)(S0+2)/2
// (S1+1)(S1+2)/2 states; a push costs (Strategy non-sixes) + (Battle and Support non-sixes + 1) multiply-adds per
// state, the second stroke over whole rows. 30 dice a side (24 + 6), both pushing while not ahead: 490,000 states,
// about 6 ms on one core (a thread's first call about 10 ms: its buffers are new pages). Memory: two rows of
// layers, 2 x 28 x 625 doubles there (under 2 MB).

namespace {

// The chances of 0..n successes, each with chance p.
std::vector<double> binomial(int n, double p)
{
    std::vector<double> out(std::max(0, n) + 1, 0.0);
    if (n <= 0 || p <= 0) {
        out[0] = 1;
        return out;
    }
    if (p >= 1) {
        out[n] = 1;
        return out;
    }
    if (p > 0.5) { // start from the likelier end so that the first term cannot underflow
        std::vector<double> mirrored = binomial(n, 1 - p);
        std::reverse(mirrored.begin(), mirrored.end());
        return mirrored;
    }
    out[0] = std::pow(1 - p, n);
    const double ratio = p / (1 - p);
    for (int x = 0; x < n; ++x)
        out[x + 1] = out[x] * double(n - x) / double(x + 1) * ratio;
    return out;
}

// Chance that a Battle or Support Die not caught with a six before roll k is caught with one on roll k.
double sixOnRoll(int k)
{
    const double stillRolling = std::pow(2.0 / 3.0, k);
    return stillRolling / (3.0 * (1.0 + stillRolling));
}

// Chance that a Battle or Support Die not showing a six after roll k shows a one.
double oneAfterRoll(int k)
{
    const double stillRolling = std::pow(2.0 / 3.0, k + 1);
    return (1.0 - stillRolling) / (1.0 + stillRolling);
}

struct SideDice
{
    int kept = 0;     // Battle and Support Dice
    int battle = 0;
    int support = 0;
    int strategy = 0;
};

// One layer (k0, k1): mass by (a0, t0, a1, t1), a = Battle and Support sixes, t = Strategy non-sixes.
struct Layer
{
    int strategyLeft0 = 0; // t0 runs 0..strategyLeft0
    int strategyLeft1 = 0;
    int kept1 = 0;
    bool live = false;
    std::vector<double> mass; // keeps its capacity once dead: the next row of layers reuses it

    int index(int a0, int t0, int a1, int t1) const
    {
        return ((a0 * (strategyLeft0 + 1) + t0) * (kept1 + 1) + a1) * (strategyLeft1 + 1) + t1;
    }
};

struct Scratch
{
    std::vector<Layer> row, nextRow;
    std::vector<double> pushes0Row, spread0, spread1;
};

void allocate(Layer &layer, const std::array<SideDice, 2> &dice, int k0, int k1)
{
    if (layer.live)
        return;
    layer.live = true;
    layer.strategyLeft0 = dice[0].strategy - k0;
    layer.strategyLeft1 = dice[1].strategy - k1;
    layer.kept1 = dice[1].kept;
    layer.mass.assign(std::size_t(dice[0].kept + 1) * (layer.strategyLeft0 + 1) * (layer.kept1 + 1)
                          * (layer.strategyLeft1 + 1),
                      0.0);
}

} // namespace

PushedWaveOdds pushedWaveOdds(std::array<PoolDice, 2> pools, std::array<PushPolicy, 2> push, int first,
                              std::array<Strategy, 2> fought, std::array<int, 2> feintsBefore)
{
    std::array<SideDice, 2> dice;
    for (int side = 0; side < 2; ++side) {
        const PoolDice &p = pools[side];
        dice[side].battle = std::max(0, p.battle);
        dice[side].support = std::max(0, p.support);
        dice[side].kept = dice[side].battle + dice[side].support;
        dice[side].strategy = std::max(0, p.strategy);
    }
    const std::array<int, 2> order{first == 1 ? 1 : 0, first == 1 ? 0 : 1};
    const std::array<int, 2> maxSixes{dice[0].kept + dice[0].strategy, dice[1].kept + dice[1].strategy};
    const int maxKept = std::max(dice[0].kept, dice[1].kept);
    const int maxStrategy = std::max(dice[0].strategy, dice[1].strategy);

    // The policies asked once for every pair of sixes, as if the push would reroll something (see above).
    std::array<std::vector<char>, 2> wants;
    for (int side = 0; side < 2; ++side) {
        wants[side].assign(std::size_t(maxSixes[side] + 1) * (maxSixes[1 - side] + 1), 0);
        for (int own = 0; own <= maxSixes[side]; ++own)
            for (int foe = 0; foe <= maxSixes[1 - side]; ++foe)
                wants[side][own * (maxSixes[1 - side] + 1) + foe] = wantsPush(push[side], own, foe, 1, 1);
    }

    // sixesOnPush[k][u]: the new Battle and Support sixes when push k rerolls a side with u of them not sixes.
    std::vector<std::vector<std::vector<double>>> sixesOnPush(maxStrategy + 1);
    for (int k = 1; k <= maxStrategy; ++k)
        for (int u = 0; u <= maxKept; ++u)
            sixesOnPush[k].push_back(binomial(u, sixOnRoll(k)));
    std::vector<std::vector<double>> strategySixes; // strategySixes[m]: sixes on m rerolled Strategy Dice
    for (int m = 0; m <= maxStrategy; ++m)
        strategySixes.push_back(binomial(m, 1.0 / 6));
    // blankChance[k][u]: all u non-six Battle and Support Dice show ones after roll k (a push would reroll none).
    std::vector<std::vector<double>> blankChance(maxStrategy + 1);
    for (int k = 0; k <= maxStrategy; ++k)
        for (int u = 0; u <= maxKept; ++u)
            blankChance[k].push_back(std::pow(oneAfterRoll(k), u));

    // What the settled states add up to: sixes of both sides, and per side its pushes k and Battle and Support
    // sixes a (its ones follow from them).
    std::vector<double> settledSixes(std::size_t(maxSixes[0] + 1) * (maxSixes[1] + 1), 0.0);
    std::array<std::vector<double>, 2> settledKept;
    for (int side = 0; side < 2; ++side)
        settledKept[side].assign(std::size_t(dice[side].strategy + 1) * (dice[side].kept + 1), 0.0);
    std::array<double, 2> pushes{0, 0};
    std::array<double, 2> blankPushes{0, 0};

    // The layers run to megabytes for big pools, and the odds are asked again each time a choice changes: each
    // thread keeps its buffers (all zeros between calls) so that a call does not pay for fresh pages again.
    thread_local Scratch scratch;
    std::vector<Layer> &row = scratch.row;
    std::vector<Layer> &nextRow = scratch.nextRow;
    for (std::vector<Layer> *layers : {&row, &nextRow}) {
        for (Layer &layer : *layers)
            layer.live = false;
        if (layers->size() < std::size_t(dice[1].strategy + 2))
            layers->resize(dice[1].strategy + 2);
    }
    {
        // The first roll: each side's Battle and Support sixes and Strategy sixes, all independent.
        Layer &start = row[0];
        allocate(start, dice, 0, 0);
        const std::vector<double> kept0 = binomial(dice[0].kept, 1.0 / 6);
        const std::vector<double> kept1 = binomial(dice[1].kept, 1.0 / 6);
        const std::vector<double> strategy0 = binomial(dice[0].strategy, 1.0 / 6);
        const std::vector<double> strategy1 = binomial(dice[1].strategy, 1.0 / 6);
        for (int a0 = 0; a0 <= dice[0].kept; ++a0)
            for (int t0 = 0; t0 <= dice[0].strategy; ++t0)
                for (int a1 = 0; a1 <= dice[1].kept; ++a1)
                    for (int t1 = 0; t1 <= dice[1].strategy; ++t1)
                        start.mass[start.index(a0, t0, a1, t1)] = kept0[a0] * strategy0[dice[0].strategy - t0]
                                                                  * kept1[a1] * strategy1[dice[1].strategy - t1];
    }

    // A push is taken in two strokes, each over a whole row of the layer at once: first the Strategy Dice (which
    // Strategy non-six count the side is left with), then its Battle and Support sixes, which hang only on how many
    // of those dice were not sixes before. Side 0's rows share side 1's layout in the next layer, so side 0's
    // pushes are sums of whole rows; side 1's are spread inside each row.
    std::vector<double> &pushes0Row = scratch.pushes0Row;
    std::vector<double> &spread0 = scratch.spread0;
    std::vector<double> &spread1 = scratch.spread1;
    for (int k0 = 0; k0 <= dice[0].strategy; ++k0) {
        for (int k1 = 0; k1 <= dice[1].strategy; ++k1) {
            Layer &layer = row[k1];
            if (!layer.live)
                continue;
            const int left0 = layer.strategyLeft0;
            const int left1 = layer.strategyLeft1;
            const int columns = (dice[1].kept + 1) * (left1 + 1);
            const int columnsAfter1 = (dice[1].kept + 1) * left1; // side 1's layer after its push
            // spread0: side 0's pushed mass by (its sixes before the push, Strategy non-sixes after, columns).
            // The scratch rows are all zeros between uses (each use clears what it read), so nothing is wiped whole.
            if (spread0.size() < std::size_t(dice[0].kept + 1) * left0 * columns)
                spread0.resize(std::size_t(dice[0].kept + 1) * left0 * columns, 0.0);
            std::vector<char> spread0Used(std::size_t(dice[0].kept + 1) * std::max(left0, 0), 0);
            pushes0Row.resize(std::max(pushes0Row.size(), std::size_t(columns)), 0.0);
            spread1.resize(std::max(spread1.size(), std::size_t(columnsAfter1)), 0.0);
            for (int a0 = 0; a0 <= dice[0].kept; ++a0) {
                for (int t0 = 0; t0 <= left0; ++t0) {
                    const int sixes0 = a0 + dice[0].strategy - t0 - k0;
                    const double *rowMass = layer.mass.data() + std::size_t(layer.index(a0, t0, 0, 0));
                    bool any0 = false;
                    bool any1 = false;
                    for (int a1 = 0; a1 <= dice[1].kept; ++a1) {
                        for (int t1 = 0; t1 <= left1; ++t1) {
                            const int column = a1 * (left1 + 1) + t1;
                            const double m = rowMass[column];
                            if (m == 0)
                                continue;
                            const int sixes1 = a1 + dice[1].strategy - t1 - k1;
                            const std::array<int, 2> sixes{sixes0, sixes1};
                            const std::array<int, 2> left{t0, t1};
                            int pusher = -1;
                            for (const int side : order) {
                                if (left[side] >= 1
                                    && wants[side][sixes[side] * (maxSixes[1 - side] + 1) + sixes[1 - side]]) {
                                    pusher = side;
                                    break;
                                }
                            }
                            if (pusher < 0) {
                                settledSixes[std::size_t(sixes0) * (maxSixes[1] + 1) + sixes1] += m;
                                settledKept[0][std::size_t(k0) * (dice[0].kept + 1) + a0] += m;
                                settledKept[1][std::size_t(k1) * (dice[1].kept + 1) + a1] += m;
                                pushes[0] += k0 * m;
                                pushes[1] += k1 * m;
                            } else if (pusher == 0) {
                                if (t0 == 1)
                                    blankPushes[0] += m * blankChance[k0][dice[0].kept - a0];
                                pushes0Row[column] = m;
                                any0 = true;
                            } else {
                                if (t1 == 1)
                                    blankPushes[1] += m * blankChance[k1][dice[1].kept - a1];
                                const std::vector<double> &strategy = strategySixes[t1 - 1];
                                for (int c = 0; c < t1; ++c)
                                    spread1[a1 * left1 + (t1 - 1 - c)] += m * strategy[c];
                                any1 = true;
                            }
                        }
                    }
                    if (any0) {
                        const std::vector<double> &strategy = strategySixes[t0 - 1];
                        for (int c = 0; c < t0; ++c) {
                            const int after = t0 - 1 - c;
                            double *to = spread0.data() + (std::size_t(a0) * left0 + after) * columns;
                            const double w = strategy[c];
                            for (int column = 0; column < columns; ++column)
                                to[column] += w * pushes0Row[column];
                            spread0Used[std::size_t(a0) * left0 + after] = 1;
                        }
                        std::fill_n(pushes0Row.begin(), columns, 0.0);
                    }
                    if (any1) {
                        Layer &to = row[k1 + 1];
                        allocate(to, dice, k0, k1 + 1);
                        double *toRow = to.mass.data() + std::size_t(to.index(a0, t0, 0, 0));
                        for (int a1 = 0; a1 <= dice[1].kept; ++a1) {
                            const std::vector<double> &newSixes = sixesOnPush[k1 + 1][dice[1].kept - a1];
                            for (int t1 = 0; t1 < left1; ++t1) {
                                const double m = std::exchange(spread1[a1 * left1 + t1], 0.0);
                                if (m == 0)
                                    continue;
                                for (int x = 0; x < int(newSixes.size()); ++x)
                                    toRow[(a1 + x) * left1 + t1] += m * newSixes[x];
                            }
                        }
                    }
                }
            }
            if (left0 > 0) {
                Layer &to = nextRow[k1];
                for (int a0 = 0; a0 <= dice[0].kept; ++a0) {
                    const std::vector<double> &newSixes = sixesOnPush[k0 + 1][dice[0].kept - a0];
                    for (int t0 = 0; t0 < left0; ++t0) {
                        if (!spread0Used[std::size_t(a0) * left0 + t0])
                            continue;
                        allocate(to, dice, k0 + 1, k1);
                        double *from = spread0.data() + (std::size_t(a0) * left0 + t0) * columns;
                        for (int x = 0; x < int(newSixes.size()); ++x) {
                            double *target = to.mass.data() + std::size_t(to.index(a0 + x, t0, 0, 0));
                            const double w = newSixes[x];
                            for (int column = 0; column < columns; ++column)
                                target[column] += w * from[column];
                        }
                        std::fill_n(from, columns, 0.0);
                    }
                }
            }
            layer.live = false;
        }
        std::swap(row, nextRow);
    }

    PushedWaveOdds odds;
    for (int s0 = 0; s0 <= maxSixes[0]; ++s0) {
        for (int s1 = 0; s1 <= maxSixes[1]; ++s1) {
            const double p = settledSixes[std::size_t(s0) * (maxSixes[1] + 1) + s1];
            if (p != 0)
                addSixes(odds, {s0, s1}, p, fought, feintsBefore);
        }
    }
    for (int side = 0; side < 2; ++side) {
        const SideDice &d = dice[side];
        odds.successes[side].assign(maxSixes[side] + 1, 0.0);
        for (int s0 = 0; s0 <= maxSixes[0]; ++s0)
            for (int s1 = 0; s1 <= maxSixes[1]; ++s1)
                odds.successes[side][side == 0 ? s0 : s1] += settledSixes[std::size_t(s0) * (maxSixes[1] + 1) + s1];
        odds.expectedPushes[side] = pushes[side] - blankPushes[side];

        // Pascal's triangle for the hypergeometric share of Battle Dice among the sixes.
        std::vector<std::vector<double>> choose(d.kept + 1);
        for (int n = 0; n <= d.kept; ++n) {
            choose[n].assign(n + 1, 1.0);
            for (int r = 1; r < n; ++r)
                choose[n][r] = choose[n - 1][r - 1] + choose[n - 1][r];
        }
        odds.losses[side].assign(d.battle + 1, 0.0);
        odds.damage[side].assign(d.support + 1, 0.0);
        for (int k = 0; k <= d.strategy; ++k) {
            const double one = oneAfterRoll(k);
            for (int a = 0; a <= d.kept; ++a) {
                const double p = settledKept[side][std::size_t(k) * (d.kept + 1) + a];
                if (p == 0)
                    continue;
                for (int battleSixes = std::max(0, a - d.support); battleSixes <= std::min(a, d.battle); ++battleSixes) {
                    const double share = p * choose[d.battle][battleSixes] * choose[d.support][a - battleSixes]
                                         / choose[d.kept][a];
                    const std::vector<double> battleOnes = binomial(d.battle - battleSixes, one);
                    const std::vector<double> supportOnes = binomial(d.support - (a - battleSixes), one);
                    for (int x = 0; x < int(battleOnes.size()); ++x)
                        odds.losses[side][x] += share * battleOnes[x];
                    for (int x = 0; x < int(supportOnes.size()); ++x)
                        odds.damage[side][x] += share * supportOnes[x];
                }
            }
        }
    }
    return odds;
}

PushedWaveOdds pushedWaveOdds(const MyzBattle &battle, std::array<PushPolicy, 2> push)
{
    Q_ASSERT(!battle.waves().isEmpty());
    if (battle.waves().isEmpty())
        return pushedWaveOdds({}, push, 0, {Strategy::Attack, Strategy::Attack}, {0, 0});
    const WaveRecord &w = battle.wave();
    std::array<PoolDice, 2> pools;
    for (int side = 0; side < 2; ++side)
        pools[side] = PoolDice{w.pools[side].battle, w.pools[side].strategy, w.pools[side].support};
    return pushedWaveOdds(pools, push, battle.initiativeOrder()[0], w.fought,
                          {battle.faction(0).feints, battle.faction(1).feints});
}

} // namespace muster::myz
