#include "Force.h"

#include <algorithm>
#include <map>

namespace muster {

std::optional<int> Force::usualTl() const
{
    std::map<int, qint64> elements; // by TL
    for (const RosterLine &line : lines)
        elements[line.record.tl] += std::max(line.count, 0);
    std::optional<int> usual;
    qint64 most = -1;
    for (const auto &[tl, count] : elements) {
        if (count > most) {
            usual = tl;
            most = count;
        }
    }
    return usual;
}

qsizetype Force::indexOfLine(qint64 lineId) const
{
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines.at(i).id == lineId)
            return i;
    }
    return -1;
}

} // namespace muster
