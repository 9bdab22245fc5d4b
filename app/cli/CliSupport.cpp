#include "CliSupport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QTextStream>

#include <cmath>

namespace muster::cli {

int fail(const QString &message)
{
    QString line = message;
    line.replace(QLatin1Char('\n'), QLatin1Char(' '));
    QTextStream(stderr) << "muster-cli: " << line << Qt::endl;
    return exitBadInput;
}

QString errorText(const Error &error, const QString &prefix)
{
    if (error.field.isEmpty() || error.message.startsWith(error.field))
        return prefix + error.message;
    return QStringLiteral("%1%2: %3").arg(prefix, error.field, error.message);
}

int fail(const Error &error, const QString &prefix)
{
    return fail(errorText(error, prefix));
}

void print(const QJsonObject &object)
{
    QTextStream(stdout) << QJsonDocument(object).toJson(QJsonDocument::Indented);
}

std::optional<int> parseOneFile(QCommandLineParser &parser, const QStringList &arguments, const QString &what)
{
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << parser.helpText();
        return 0;
    }
    if (parser.positionalArguments().size() != 1)
        return fail(QStringLiteral("file: give exactly one %1.").arg(what));
    return std::nullopt;
}

FileArgument readFileArgument(const QStringList &arguments, const QString &description,
                              const QString &fileHelp)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(description);
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("file"), fileHelp);
    if (const std::optional<int> exit = parseOneFile(parser, arguments, QStringLiteral("JSON file")))
        return {exit, {}};
    QFile file(parser.positionalArguments().constFirst());
    if (!file.open(QIODevice::ReadOnly))
        return {fail(QStringLiteral("file: cannot read %1: %2").arg(file.fileName(), file.errorString())),
                {}};
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    if (document.isNull() || !document.isObject())
        return {fail(QStringLiteral("file: not a JSON object (%1 at offset %2).")
                         .arg(error.error == QJsonParseError::NoError ? QStringLiteral("not an object")
                                                                      : error.errorString())
                         .arg(error.offset)),
                {}};
    return {std::nullopt, document.object()};
}

void checkKeys(JsonReader &reader, const QJsonObject &object, const QStringList &allowed,
               const QString &under)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!it.key().startsWith(QLatin1Char('_')) && !allowed.contains(it.key())) {
            reader.fail(under.isEmpty() ? it.key() : under + QLatin1Char('.') + it.key(),
                        QStringLiteral("unknown field (expected one of: %1)")
                            .arg(allowed.join(QStringLiteral(", "))));
            return;
        }
    }
}

std::optional<int> wholeNumber(JsonReader &reader, const QString &key, const QJsonValue &value, int low,
                               int high)
{
    const double d = value.toDouble(-1e300);
    if (!value.isDouble() || d != std::floor(d) || d < low || d > high) {
        reader.fail(key,
                    QStringLiteral("must be a whole number %1 to %2, not %3")
                        .arg(low)
                        .arg(high)
                        .arg(value.isDouble() ? QString::number(d)
                                              : QStringLiteral("\"%1\"").arg(value.toVariant().toString())));
        return std::nullopt;
    }
    return int(d);
}

double probability(double value)
{
    return std::round(value * 1e6) / 1e6;
}

QJsonArray steps(const Breakdown &breakdown)
{
    return QJsonArray::fromStringList(breakdown.steps);
}

QString rollOutcomeCode(dice::RollOutcome outcome)
{
    switch (outcome) {
    case dice::RollOutcome::CriticalSuccess:
        return QStringLiteral("critical-success");
    case dice::RollOutcome::Success:
        return QStringLiteral("success");
    case dice::RollOutcome::Failure:
        return QStringLiteral("failure");
    case dice::RollOutcome::CriticalFailure:
        return QStringLiteral("critical-failure");
    }
    return {};
}

quint64 scriptSeed(const QJsonObject &file)
{
    return quint64(file.value(QStringLiteral("seed")).toInteger(1));
}

} // namespace muster::cli
