#include "MatrixGame.h"

#include <algorithm>
#include <cmath>

namespace muster::gurps {

MatrixGameSolution solveMatrixGame(const std::vector<std::vector<double>> &payoff)
{
    const size_t m = payoff.size(), n = payoff.front().size();
    // Shifted so that every entry is positive, the game's value is positive and the column player's program,
    // maximize sum(y) with payoff * y <= 1 and y >= 0, starts feasible at y = 0 (the slacks as the basis).
    double lowest = payoff[0][0];
    for (const auto &row : payoff)
        lowest = std::min(lowest, *std::min_element(row.begin(), row.end()));
    const double shift = 1.0 - lowest;
    const size_t width = n + m + 1; // y, slacks, right-hand side
    std::vector<std::vector<double>> t(m + 1, std::vector<double>(width, 0.0));
    for (size_t i = 0; i < m; ++i) {
        for (size_t j = 0; j < n; ++j)
            t[i][j] = payoff[i][j] + shift;
        t[i][n + i] = 1.0;
        t[i][width - 1] = 1.0;
    }
    for (size_t j = 0; j < n; ++j)
        t[m][j] = -1.0;
    std::vector<size_t> basis(m);
    for (size_t i = 0; i < m; ++i)
        basis[i] = n + i;
    constexpr double eps = 1e-12;
    for (int guard = 0; guard < 10000; ++guard) {
        // Bland's rule (the lowest index that improves), which cannot cycle.
        size_t entering = width;
        for (size_t j = 0; j + 1 < width; ++j) {
            if (t[m][j] < -eps) {
                entering = j;
                break;
            }
        }
        if (entering == width)
            break;
        size_t leaving = m;
        double best = 0;
        for (size_t i = 0; i < m; ++i) {
            if (t[i][entering] > eps) {
                const double ratio = t[i][width - 1] / t[i][entering];
                if (leaving == m || ratio < best - eps || (std::abs(ratio - best) <= eps && basis[i] < basis[leaving])) {
                    leaving = i;
                    best = ratio;
                }
            }
        }
        if (leaving == m)
            break; // unbounded: cannot happen with positive entries
        const double pivot = t[leaving][entering];
        for (double &x : t[leaving])
            x /= pivot;
        for (size_t i = 0; i <= m; ++i) {
            if (i == leaving || std::abs(t[i][entering]) <= 0)
                continue;
            const double factor = t[i][entering];
            for (size_t j = 0; j < width; ++j)
                t[i][j] -= factor * t[leaving][j];
        }
        basis[leaving] = entering;
    }
    const double total = t[m][width - 1]; // sum(y) = 1 / (value + shift)
    MatrixGameSolution solution;
    solution.value = 1.0 / total - shift;
    solution.columnMix.assign(n, 0.0);
    for (size_t i = 0; i < m; ++i) {
        if (basis[i] < n)
            solution.columnMix[basis[i]] = t[i][width - 1] / total;
    }
    // The row player's mix is the dual: the objective row's entries under the slacks.
    solution.rowMix.assign(m, 0.0);
    for (size_t i = 0; i < m; ++i)
        solution.rowMix[i] = std::max(0.0, t[m][n + i]) / total;
    return solution;
}

} // namespace muster::gurps
