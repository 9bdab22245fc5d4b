// Internal to the special battles and fortresses: an enumeration's values as files spell them (a code)
// and as the GM reads them (English marked for translation), in one table per enumeration, so that the
// code, name and parsing functions need no switch of their own.

#pragma once

#include "common/NameLookup.h"

#include <QCoreApplication>
#include <QString>

#include <cstddef>
#include <optional>

namespace muster::spelling {

template <typename E> struct Spelling
{
    E value;
    const char *code;
    const char *english; // QT_TRANSLATE_NOOP in the context the name functions pass
};

template <typename E, std::size_t N> QString codeOf(const Spelling<E> (&table)[N], E value)
{
    for (const Spelling<E> &s : table) {
        if (s.value == value)
            return QString::fromLatin1(s.code);
    }
    return {};
}

template <typename E, std::size_t N> QString nameOf(const char *context, const Spelling<E> (&table)[N], E value)
{
    for (const Spelling<E> &s : table) {
        if (s.value == value)
            return QCoreApplication::translate(context, s.english);
    }
    return {};
}

// Loosely, as findByName reads typed input: "Extremely Strong" is "extremely-strong".
template <typename E, std::size_t N> std::optional<E> fromCode(const Spelling<E> (&table)[N], const QString &code)
{
    const auto found = findByName(table, code, [](const Spelling<E> &s) { return QString::fromLatin1(s.code); });
    return found ? std::optional<E>(found->value) : std::nullopt;
}

} // namespace muster::spelling
