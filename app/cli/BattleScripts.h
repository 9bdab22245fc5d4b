// How muster-cli runs battles of any rule set: `battle` plays a scripted battle, `odds` gives a round's chances,
// `forecast` the whole battle's. Each rule
// set has its scripts in its own folder (cli/gurps/) and is registered once, in BattleScripts.cpp; the commands
// dispatch on the file's "rules".
#pragma once

#include "common/Result.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <memory>

namespace muster::cli {

class BattleScripts
{
public:
    virtual ~BattleScripts() = default;

    virtual QString ruleSetId() const = 0;
    // The file's battle played to its end or to the last step the file gives, as the JSON report; the file
    // comes without its "rules".
    virtual Result<QJsonObject> battle(const QJsonObject &file) const = 0;
    // The chances of the file's situation; a rule set with no forecast yet refuses, by name.
    virtual Result<QJsonObject> odds(const QJsonObject &file) const;
    // How the whole battle ends from the file's situation and policies; a rule set with none yet refuses, by name.
    virtual Result<QJsonObject> forecast(const QJsonObject &file) const;
};

// The rule set of a battle file without "rules", and of a campaign that chose none: GURPS Mass Combat, the one
// battle files were written for before there were others.
QString defaultBattleRuleSet();
// "unknown rule set \"chess\" (use one of: gurps)", for the option or key `field`.
Error unknownRuleSet(const QString &given, const QStringList &known, const QString &field);

namespace BattleScriptsRegistry {

QList<const BattleScripts *> all();
const BattleScripts *find(const QString &ruleSetId);
// Scripts of the same rule set are replaced: a test may register its own.
void add(std::unique_ptr<BattleScripts> scripts);

} // namespace BattleScriptsRegistry

} // namespace muster::cli
