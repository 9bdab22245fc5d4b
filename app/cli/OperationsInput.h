// What `muster-cli travel` and `muster-cli recon` read alike: a roster member read as `muster-cli roster`
// reads a file, values spelled as codes ("dirt-road", "bunkered"), the seed of the program's dice, and the
// figures and breakdowns they print.
#pragma once

#include "catalog/ElementCatalog.h"

#include "common/JsonReader.h"
#include "catalog/Breakdown.h"
#include "common/Result.h"
#include "dice/Dice.h"
#include "force/Force.h"

#include <QJsonArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace muster::cli {

// The force at `key` ({"elements": [...]}), read and validated as `muster-cli roster` reads it; errors
// name the field under the reader's path ("sides[0].roster.elements[1].type").
Result<Force> rosterMember(JsonReader &reader, const QString &key,
                           const ElementCatalog &catalog = ElementCatalog::builtIn());

// A value spelled as one of `codes` at `key`, or `fallback` when the key is missing; an unknown spelling
// fails naming the key and listing the codes.
template <typename T> using Codes = QList<std::pair<QString, T>>;
template <typename T>
T codeMember(JsonReader &reader, const QString &key, const Codes<T> &codes, T fallback)
{
    if (!reader.has(key))
        return fallback;
    const QString text = reader.string(key);
    QStringList spellings;
    for (const auto &[code, value] : codes) {
        if (code == text)
            return value;
        spellings << code;
    }
    if (reader.ok())
        reader.fail(key, QStringLiteral("unknown value \"%1\" (use one of: %2)")
                             .arg(text, spellings.join(QStringLiteral(", "))));
    return fallback;
}

// `seed`: the dice for the rolls the file leaves out; none: the program rolls nothing.
std::optional<quint64> seedMember(JsonReader &reader);

// A list of whole numbers at `key`, each in [low, high] (errors name "key[i]").
QList<int> wholeNumbers(JsonReader &reader, const QString &key, int low, int high);

// A figure for the JSON output, rounded to six decimals (speeds, days).
double figure(double value);

} // namespace muster::cli
