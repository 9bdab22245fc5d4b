#pragma once

#include <QString>

#include <iterator>
#include <optional>
#include <type_traits>

namespace muster {

// A name as people type it: case, spaces and hyphens do not matter ("very fine" is "Very Fine",
// "superSoldier" is "Super-Soldier").
QString looseName(const QString &text);

// The code files and muster-cli spell a name with: its English name in lower case, spaces as hyphens
// ("Total Attack" is "total-attack").
QString nameCode(const char *englishName);

// The first of `values` that one of the `names` functions spells like `text` (loosely), if any.
template <typename Values, typename... Names>
auto findByName(const Values &values, const QString &text, Names... names)
    -> std::optional<std::decay_t<decltype(*std::begin(values))>>
{
    // Files spell names exactly; only typed input needs the loose comparison (which allocates).
    for (const auto &value : values) {
        if (((names(value) == text) || ...))
            return value;
    }
    const QString wanted = looseName(text);
    for (const auto &value : values) {
        if (((looseName(names(value)) == wanted) || ...))
            return value;
    }
    return std::nullopt;
}

// Where in `items` the one named `name` stands (its `name` member, case aside: a battle file's units and champions),
// or -1.
template <typename Items> int indexOfName(const Items &items, const QString &name)
{
    for (int i = 0; i < int(std::size(items)); ++i)
        if (items[i].name.compare(name, Qt::CaseInsensitive) == 0)
            return i;
    return -1;
}

} // namespace muster
