#include "CombatTables.h"

#include <algorithm>
#include <array>

namespace muster::gurps {

namespace {

constexpr std::array<CombatResult, combatResultBands> combatResultsTable = {{
    {10, 10, 0}, // tie: both sides
    {15, 10, 1},
    {20, 10, 2},
    {25, 5, 2},
    {30, 5, 3},
    {35, 0, 3},
    {40, 0, 4},
}};
constexpr std::array<int, combatResultBands> bandLowestMargin = {0, 1, 4, 7, 10, 15, 20};

} // namespace

int combatResultBand(int marginOfVictory)
{
    int band = 0;
    for (int b = 0; b < combatResultBands; ++b) {
        if (marginOfVictory >= bandLowestMargin.at(size_t(b)))
            band = b;
    }
    return band;
}

CombatResult combatResultForBand(int band)
{
    return combatResultsTable.at(size_t(std::clamp(band, 0, combatResultBands - 1)));
}

CombatResult combatResultFor(int marginOfVictory)
{
    return combatResultForBand(combatResultBand(marginOfVictory));
}

int combatResultBandLowestMargin(int band)
{
    return bandLowestMargin.at(size_t(std::clamp(band, 0, combatResultBands - 1)));
}

int relativeTsBonus(double oddsFactor)
{
    struct Row
    {
        double odds;
        int bonus;
    };
    static constexpr Row rows[] = {{50, 20}, {30, 18}, {20, 16}, {15, 14}, {10, 12},
                                   {7, 10},  {5, 8},   {3, 6},   {2, 4},   {1.5, 2}};
    for (const Row &row : rows) {
        if (oddsFactor >= row.odds)
            return row.bonus;
    }
    return 0;
}

int superiorityBonus(int oddsFactor)
{
    if (oddsFactor >= 5)
        return 3;
    if (oddsFactor >= 3)
        return 2;
    if (oddsFactor >= 2)
        return 1;
    return 0;
}

int misfortuneChance(int casualtiesThisRound)
{
    return 5 + std::clamp(casualtiesThisRound, 0, 40) / 10;
}

int roundLengthMinutes(qint64 elementsOfSmallerForce)
{
    if (elementsOfSmallerForce >= 10'000)
        return 240;
    if (elementsOfSmallerForce >= 1'000)
        return 120;
    if (elementsOfSmallerForce >= 100)
        return 60;
    if (elementsOfSmallerForce >= 10)
        return 30;
    return 15;
}

qint64 lootingMinutes(qint64 elementsInvolved)
{
    qint64 minutes = 30;
    for (qint64 n = std::max<qint64>(elementsInvolved, 1); n >= 10; n /= 10)
        minutes *= 2;
    return minutes;
}

} // namespace muster::gurps
