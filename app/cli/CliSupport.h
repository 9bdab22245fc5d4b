// What every muster-cli subcommand shares: the exit codes, the one-line error on stderr, JSON on stdout
// and reading the one JSON file a subcommand takes.
#pragma once

#include "catalog/Breakdown.h"
#include "common/JsonReader.h"
#include "common/Result.h"
#include "dice/Dice.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace muster::cli {

constexpr int exitBadInput = 2;

// Writes "muster-cli: MESSAGE" as one line on stderr and returns exitBadInput.
int fail(const QString &message);
// The same for an error of the core: "FIELD: message", unless the message already starts with its field.
// `prefix` goes before the field ("sides[0].roster.").
int fail(const Error &error, const QString &prefix = {});
QString errorText(const Error &error, const QString &prefix = {});

void print(const QJsonObject &object);

// Parses a subcommand's `arguments` with `parser`, which has --help and one positional file: the exit code to return
// at once (0 after --help, 2 after an error that has been reported), or nothing when the one file is there.
// `what` names the file in the error ("JSON file", "campaign file").
std::optional<int> parseOneFile(QCommandLineParser &parser, const QStringList &arguments, const QString &what);

// The arguments of a subcommand that reads one JSON object from FILE: either the object, or the exit code
// to return at once (0 after --help, 2 after an error that has been reported).
struct FileArgument
{
    std::optional<int> exitCode;
    QJsonObject object;
};
FileArgument readFileArgument(const QStringList &arguments, const QString &description,
                              const QString &fileHelp);

// A probability for the JSON output, rounded to six decimals.
// Fails on the first key of `object` that is not in `allowed` (keys starting with "_" are comments);
// `under` is the key of `object` in the reader's object, if it is a member.
void checkKeys(JsonReader &reader, const QJsonObject &object, const QStringList &allowed,
               const QString &under = {});

// A whole number in [low, high] at `key` of the reader's object, given as `value`.
std::optional<int> wholeNumber(JsonReader &reader, const QString &key, const QJsonValue &value,
                               int low, int high);

double probability(double value);
// The seed of a battle file's rolls: its "seed", 1 when it has none.
quint64 scriptSeed(const QJsonObject &file);

// A breakdown as a JSON array of its steps.
QJsonArray steps(const Breakdown &breakdown);
// "critical-success", "success", "failure", "critical-failure".
QString rollOutcomeCode(dice::RollOutcome outcome);

} // namespace muster::cli
