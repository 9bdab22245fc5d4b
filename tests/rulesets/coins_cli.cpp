// muster-cli with the test-only coin-flip rule set registered beside the built-in ones: the same commands,
// dispatching on the file's "rules".

#include "CoinBattleScripts.h"

#include "Commands.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("muster-cli"));
    muster::RuleSets::add(std::make_unique<coins::CoinRuleSet>());
    muster::cli::BattleScriptsRegistry::add(std::make_unique<coins::CoinBattleScripts>());
    return muster::cli::run(QCoreApplication::arguments());
}
