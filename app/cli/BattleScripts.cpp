#include "BattleScripts.h"

#include "CliSupport.h"
#include "Commands.h"
#include "battle/RuleSet.h"
#include "common/Registry.h"
#include "gurps/GurpsBattleScripts.h"
#include "myz/MyzBattleScripts.h"
#include "smc/SmcBattleScripts.h"
#include "d20/D20BattleScripts.h"

#include <QCoreApplication>

namespace muster::cli {

namespace {

using ScriptsRegistry = Registry<BattleScripts, &BattleScripts::ruleSetId>;

// The one place where the built-in rule sets' scripts are named. A file without "rules" was written before
// there were other rule sets: it is a GURPS battle.
const QString &defaultRuleSet = gurpsRuleSetId;

ScriptsRegistry &registry()
{
    static ScriptsRegistry scripts = [] {
        ScriptsRegistry builtIn;
        builtIn.add(std::make_unique<GurpsBattleScripts>());
        builtIn.add(std::make_unique<MyzBattleScripts>());
        builtIn.add(std::make_unique<SmcBattleScripts>());
        builtIn.add(std::make_unique<D20BattleScripts>());
        return builtIn;
    }();
    return scripts;
}

QString ruleSetName(const QString &id)
{
    const RuleSet *ruleSet = RuleSets::find(id);
    return ruleSet ? ruleSet->displayName() : id;
}

// The file's rule set and the file without "rules", or a refusal naming the rule sets there are.
Result<std::pair<const BattleScripts *, QJsonObject>> scriptsOf(const QJsonObject &file)
{
    const QJsonValue rules = file.value(QLatin1String("rules"));
    const QString id = rules.isUndefined() ? defaultRuleSet : rules.toString();
    const BattleScripts *scripts = RuleSets::find(id) ? registry().find(id) : nullptr;
    if (!scripts) {
        QStringList ids;
        for (const BattleScripts *known : registry().all()) {
            if (RuleSets::find(known->ruleSetId()))
                ids << known->ruleSetId();
        }
        if (!RuleSets::find(id))
            return unknownRuleSet(rules.toVariant().toString(), ids, QStringLiteral("rules"));
        return Error{QStringLiteral("muster-cli cannot run %1 battles yet").arg(ruleSetName(id)), QStringLiteral("rules")};
    }
    QJsonObject withoutRules = file;
    withoutRules.remove(QLatin1String("rules"));
    return std::pair{scripts, withoutRules};
}

int runScript(const QStringList &arguments, const QString &description, const QString &fileHelp,
              Result<QJsonObject> (BattleScripts::*run)(const QJsonObject &) const)
{
    const FileArgument file = readFileArgument(arguments, description, fileHelp);
    if (file.exitCode)
        return *file.exitCode;
    const auto scripts = scriptsOf(file.object);
    if (!scripts)
        return fail(scripts.error());
    const auto [ruleSet, input] = *scripts;
    const auto out = (ruleSet->*run)(input);
    if (!out)
        return fail(out.error());
    print(*out);
    return 0;
}

} // namespace

Error unknownRuleSet(const QString &given, const QStringList &known, const QString &field)
{
    return Error{QStringLiteral("unknown rule set \"%1\" (use one of: %2)").arg(given, known.join(QStringLiteral(", "))),
                 field};
}

QString defaultBattleRuleSet()
{
    return defaultRuleSet;
}

namespace {

// A command the rule set does not have yet, refused by the file's "rules".
Error notYet(const char *what, const QString &ruleSetId)
{
    return Error{QStringLiteral("muster-cli has no %1 of %2 battles yet").arg(QLatin1String(what), ruleSetName(ruleSetId)),
                 QStringLiteral("rules")};
}

} // namespace

Result<QJsonObject> BattleScripts::odds(const QJsonObject &file) const
{
    Q_UNUSED(file);
    return notYet("odds", ruleSetId());
}

Result<QJsonObject> BattleScripts::forecast(const QJsonObject &file) const
{
    Q_UNUSED(file);
    return notYet("forecast", ruleSetId());
}

namespace BattleScriptsRegistry {

QList<const BattleScripts *> all()
{
    return registry().all();
}

const BattleScripts *find(const QString &ruleSetId)
{
    return registry().find(ruleSetId);
}

void add(std::unique_ptr<BattleScripts> scripts)
{
    registry().add(std::move(scripts));
}

} // namespace BattleScriptsRegistry

int runBattle(const QStringList &arguments)
{
    return runScript(arguments,
                     QCoreApplication::translate("cli", "Plays a scripted mass battle step by step, under the rules "
                                                        "the file names (\"rules\"; GURPS Mass Combat by default)."),
                     QStringLiteral("Battle JSON file: rules, sides, start, conditions, rounds (see README)."),
                     &BattleScripts::battle);
}

int runOdds(const QStringList &arguments)
{
    return runScript(arguments,
                     QCoreApplication::translate("cli", "Chances of a round of mass battle, under the rules the file "
                                                        "names (\"rules\"; GURPS Mass Combat by default)."),
                     QStringLiteral("Odds JSON file: rules, sides, start, conditions and the round's situation (see "
                                    "README)."),
                     &BattleScripts::odds);
}

int runForecast(const QStringList &arguments)
{
    return runScript(arguments,
                     QCoreApplication::translate("cli", "Chances of how a whole mass battle ends, under the rules the "
                                                        "file names (\"rules\"; GURPS Mass Combat by default)."),
                     QStringLiteral("Forecast JSON file: an odds file's set-up and situation plus each side's policy "
                                    "(see README)."),
                     &BattleScripts::forecast);
}

} // namespace muster::cli
