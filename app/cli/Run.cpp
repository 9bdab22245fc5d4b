// muster-cli's commands by name (main.cpp gives it the program's arguments; a test's build of it gives its own).
#include "CliSupport.h"
#include "Commands.h"

#include <QTextStream>

namespace muster::cli {

int run(QStringList arguments)
{
    const QString usage =
        QStringLiteral("usage: muster-cli element --type NAME --tl N [options] | muster-cli roster FILE.json"
                       " | muster-cli battle FILE.json | muster-cli odds FILE.json | muster-cli forecast FILE.json"
                       " | muster-cli logistics --kind land|naval|air --ls N | muster-cli month FILE.json"
                       " | muster-cli travel FILE.json | muster-cli recon FILE.json | muster-cli gcs FILE.gcs"
                       " | muster-cli demo|show FILE.muster"
                       " | muster-cli close-month|advance|raise|improve|replace|disband|hire|march|apply-battle|field"
                       " FILE.muster [options] (--help for each)");
    if (arguments.size() < 2)
        return fail(usage);
    const QString command = arguments.takeAt(1);
    if (command == QLatin1String("element"))
        return runElement(arguments);
    if (command == QLatin1String("roster"))
        return runRoster(arguments);
    if (command == QLatin1String("battle"))
        return runBattle(arguments);
    if (command == QLatin1String("odds"))
        return runOdds(arguments);
    if (command == QLatin1String("forecast"))
        return runForecast(arguments);
    if (command == QLatin1String("logistics"))
        return runLogistics(arguments);
    if (command == QLatin1String("month"))
        return runMonth(arguments);
    if (command == QLatin1String("travel"))
        return runTravel(arguments);
    if (command == QLatin1String("recon"))
        return runRecon(arguments);
    if (command == QLatin1String("gcs"))
        return runGcs(arguments);
    using Run = int (*)(const QStringList &);
    static const QList<std::pair<const char *, Run>> campaignCommands = {
        {"demo", runDemo},       {"show", runShow},       {"close-month", runCloseMonth}, {"advance", runAdvance},
        {"raise", runRaise},     {"improve", runImprove}, {"replace", runReplace},        {"disband", runDisband},
        {"hire", runHire},       {"march", runMarch},     {"apply-battle", runApplyBattle}, {"field", runField}};
    for (const auto &[name, run] : campaignCommands) {
        if (command == QLatin1String(name))
            return run(arguments);
    }
    if (command == QLatin1String("--help") || command == QLatin1String("-h")) {
        QTextStream(stdout) << usage << Qt::endl;
        return 0;
    }
    return fail(QStringLiteral("command: unknown command \"%1\"; %2").arg(command, usage));
}

} // namespace muster::cli
