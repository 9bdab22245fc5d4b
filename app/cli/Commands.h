// The subcommands of muster-cli; each takes the arguments after its name and returns the exit code.
#pragma once

#include <QStringList>

namespace muster::cli {

int runElement(const QStringList &arguments);
int runRoster(const QStringList &arguments);
int runBattle(const QStringList &arguments);
int runOdds(const QStringList &arguments);
int runLogistics(const QStringList &arguments);
int runMonth(const QStringList &arguments);
int runTravel(const QStringList &arguments);
int runRecon(const QStringList &arguments);

} // namespace muster::cli
