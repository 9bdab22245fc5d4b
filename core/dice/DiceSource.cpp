#include "DiceSource.h"

namespace muster::dice {

int DiceSource::d6()
{
    // Rejection keeps every face equally likely: 2^64 is not a multiple of 6.
    constexpr quint64 limit = std::mt19937_64::max() - (std::mt19937_64::max() % 6);
    quint64 value = m_engine();
    while (value >= limit)
        value = m_engine();
    return int(value % 6) + 1;
}

int DiceSource::roll(int dice)
{
    int total = 0;
    for (int i = 0; i < dice; ++i)
        total += d6();
    return total;
}

} // namespace muster::dice
