#include "CampaignChange.h"

#include <algorithm>

namespace muster {

Edit inverseOf(const Edit &e)
{
    return std::visit(
        [](auto reversed) -> Edit {
            if constexpr (requires { reversed.insert; }) {
                reversed.insert = !reversed.insert;
            } else if constexpr (requires { reversed.nameBefore; }) {
                std::swap(reversed.nameBefore, reversed.nameAfter);
                std::swap(reversed.notesBefore, reversed.notesAfter);
            } else if constexpr (requires { reversed.calendarBefore; }) {
                std::swap(reversed.calendarBefore, reversed.calendarAfter);
                std::swap(reversed.todayBefore, reversed.todayAfter);
            } else {
                std::swap(reversed.before, reversed.after);
            }
            return reversed;
        },
        e);
}

CampaignChange CampaignChange::inverse() const
{
    CampaignChange reversed;
    reversed.description = description;
    reversed.edits.reserve(edits.size());
    for (auto it = edits.crbegin(); it != edits.crend(); ++it)
        reversed.edits.append(inverseOf(*it));
    return reversed;
}

} // namespace muster
