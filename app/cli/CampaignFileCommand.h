// What the muster-cli subcommands that work on a campaign file share: reading the command line (the file
// first, then --options), opening the file (refused with who holds it when another Muster has it open),
// naming forces, treasuries and battles, and applying one action as one transaction, with its change
// printed as JSON. A refused input exits 2 with "field: message" and leaves the file as it was.
#pragma once

#include "campaign/Campaign.h"
#include "campaign/CampaignChange.h"
#include "common/Result.h"

#include <QCommandLineParser>
#include <QJsonObject>

#include <functional>
#include <memory>
#include <optional>

namespace muster {
class CampaignStore;
}

namespace muster::cli {

// The first error among results, in the order given (the options in the order --help lists them).
template <typename... Results> std::optional<Error> firstError(const Results &...results)
{
    std::optional<Error> first;
    ((first = first ? first : (results ? std::nullopt : std::optional<Error>(results.error()))), ...);
    return first;
}

class CampaignFileCommand
{
public:
    // `options` beyond --help; `description` is the --help text's first line.
    CampaignFileCommand(const QString &description, const QList<QCommandLineOption> &options);
    ~CampaignFileCommand();

    // Parses the arguments and opens the file: the exit code to return at once (after --help or an error),
    // or nothing when the command can go on.
    std::optional<int> start(const QStringList &arguments);

    const Campaign &campaign() const { return m_campaign; }
    const QCommandLineParser &parser() const { return m_parser; }
    QString value(const QString &option) const { return m_parser.value(option); }
    bool isSet(const QString &option) const { return m_parser.isSet(option); }

    // The force, treasury or battle the option names (its name, loosely, or its id); the error names the
    // option.
    Result<qint64> forceId(const QString &option) const;
    Result<qint64> treasuryId(const QString &option) const;
    Result<qint64> battleId(const QString &option) const;
    // A whole number option; `fallback` when it is not given.
    Result<int> integer(const QString &option, int minimum, int maximum,
                        std::optional<int> fallback = {}) const;
    // A JSON object given inline ('{"type": ...}') or as the path of a file holding one.
    Result<QJsonObject> jsonObject(const QString &option) const;

    // Saves the change as one transaction and prints {"file", "change", "date"} plus `extra`; exit 0. An
    // error (the action's or the file's) exits 2 and the file is as it was.
    int apply(Result<CampaignChange> change, const QJsonObject &extra = {});

private:
    QCommandLineParser m_parser;
    std::unique_ptr<CampaignStore> m_store;
    Campaign m_campaign;
};

} // namespace muster::cli
