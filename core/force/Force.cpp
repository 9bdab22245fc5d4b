#include "Force.h"

namespace muster {

qsizetype Force::indexOfLine(qint64 lineId) const
{
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines.at(i).id == lineId)
            return i;
    }
    return -1;
}

} // namespace muster
