// `muster-cli element` and `muster-cli roster`: the figures of one customized element and of a roster.
#include "Commands.h"

#include "CliSupport.h"

#include "catalog/Customization.h"
#include "catalog/ElementCatalog.h"
#include "force/ForceAggregates.h"
#include "force/LineFiguresCache.h"
#include "force/RosterJson.h"
#include "interchange/force/ForceFile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QTextStream>

namespace muster::cli {

int runElement(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("cli", "Figures of one customized element."));
    parser.addHelpOption();
    const QCommandLineOption type(QStringLiteral("type"),
                                  QStringLiteral("Element type, as the tables name it."),
                                  QStringLiteral("NAME"));
    const QCommandLineOption tl(QStringLiteral("tl"), QStringLiteral("Tech level of the element."),
                                QStringLiteral("N"));
    const QCommandLineOption equipment(QStringLiteral("equipment"), QStringLiteral("Equipment quality."),
                                       QStringLiteral("Q"));
    const QCommandLineOption troops(QStringLiteral("troops"), QStringLiteral("Troop quality."),
                                    QStringLiteral("Q"));
    const QCommandLineOption feature(QStringLiteral("feature"), QStringLiteral("A feature; repeat for more."),
                                     QStringLiteral("F"));
    const QCommandLineOption hero(QStringLiteral("hero-multiplier"), QStringLiteral("Hero TS multiplier."),
                                  QStringLiteral("X"));
    const QCommandLineOption count(QStringLiteral("count"), QStringLiteral("Number of elements."),
                                   QStringLiteral("N"), QStringLiteral("1"));
    parser.addOptions({type, tl, equipment, troops, feature, hero, count});
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << parser.helpText();
        return 0;
    }
    if (!parser.isSet(type))
        return fail(QStringLiteral("type: is required (--type NAME, as the tables name it)"));
    if (!parser.isSet(tl))
        return fail(QStringLiteral("tl: is required (--tl N)"));

    QJsonObject line;
    line.insert(QLatin1String("type"), parser.value(type));
    bool ok = false;
    const int tlValue = parser.value(tl).toInt(&ok);
    if (!ok)
        return fail(QStringLiteral("tl: must be a whole number, not \"%1\"").arg(parser.value(tl)));
    line.insert(QLatin1String("tl"), tlValue);
    const double countValue = parser.value(count).toDouble(&ok);
    if (!ok)
        return fail(QStringLiteral("count: must be a whole number, not \"%1\"").arg(parser.value(count)));
    line.insert(QLatin1String("count"), countValue);
    if (parser.isSet(equipment))
        line.insert(QLatin1String("equipment"), parser.value(equipment));
    if (parser.isSet(troops))
        line.insert(QLatin1String("troops"), parser.value(troops));
    line.insert(QLatin1String("features"), QJsonArray::fromStringList(parser.values(feature)));
    if (parser.isSet(hero)) {
        const double multiplier = parser.value(hero).toDouble(&ok);
        if (!ok)
            return fail(QStringLiteral("hero_multiplier: must be a number, not \"%1\"").arg(parser.value(hero)));
        line.insert(QLatin1String("hero_multiplier"), multiplier);
    }

    const ElementCatalog &catalog = ElementCatalog::builtIn();
    auto parsed = rosterLineFromJson(catalog, line, QString());
    if (!parsed)
        return fail(parsed.error());
    const ComputedLine computed = computeLine(catalog, *parsed);
    if (!computed.stats)
        return fail(Error{computed.error, QStringLiteral("features")});
    print(elementStatsToJson(*computed.stats, parsed->count));
    return 0;
}

int runRoster(const QStringList &arguments)
{
    const FileArgument file =
        readFileArgument(arguments, QCoreApplication::translate("cli", "Figures of a whole roster."),
                         QStringLiteral("Roster JSON file ({\"elements\":[...]}) or force file (.muster-force.json)."));
    if (file.exitCode)
        return *file.exitCode;
    // A force file (.muster-force.json) brings its own custom types; a roster file uses the built-in ones.
    ElementCatalog catalog = ElementCatalog::builtIn();
    Force force;
    if (interchange::isForceFile(file.object)) {
        const Result<interchange::ForceFile> forceFile = interchange::forceFileFromJson(file.object);
        if (!forceFile)
            return fail(forceFile.error().message);
        catalog = interchange::catalogOf(*forceFile);
        force = forceFile->force;
    } else {
        auto lines = rosterFromJson(catalog, file.object);
        if (!lines)
            return fail(lines.error().message);
        force.lines = *lines;
    }
    if (Status valid = validateForce(force); !valid)
        return fail(QStringLiteral("elements: %1").arg(valid.error().message));
    LineFiguresCache cache;
    cache.rebuild(catalog, force);
    print(aggregatesToJson(cache.aggregates()));
    return 0;
}

} // namespace muster::cli
