// The subcommands of muster-cli; each takes the arguments after its name and returns the exit code.
#pragma once

#include <QStringList>

namespace muster::cli {

// Runs the command the arguments name (the program's name first, as QCoreApplication::arguments() gives them).
int run(QStringList arguments);

int runElement(const QStringList &arguments);
int runRoster(const QStringList &arguments);
int runBattle(const QStringList &arguments);
int runOdds(const QStringList &arguments);
int runForecast(const QStringList &arguments);
int runLogistics(const QStringList &arguments);
int runMonth(const QStringList &arguments);
int runTravel(const QStringList &arguments);
int runRecon(const QStringList &arguments);
int runGcs(const QStringList &arguments);
// On a campaign file (CampaignCommands.cpp, MarchCommand.cpp).
int runDemo(const QStringList &arguments);
int runShow(const QStringList &arguments);
int runCloseMonth(const QStringList &arguments);
int runAdvance(const QStringList &arguments);
int runRaise(const QStringList &arguments);
int runImprove(const QStringList &arguments);
int runReplace(const QStringList &arguments);
int runDisband(const QStringList &arguments);
int runHire(const QStringList &arguments);
int runMarch(const QStringList &arguments);
int runApplyBattle(const QStringList &arguments);
int runField(const QStringList &arguments);

} // namespace muster::cli
