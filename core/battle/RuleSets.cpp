#include "RuleSet.h"

#include "battle/gurps/GurpsRuleSet.h"
#include "battle/myz/MyzRuleSet.h"
#include "battle/smc/SmcRuleSet.h"
#include "battle/d20/D20RuleSet.h"
#include "common/Registry.h"

#include <QCoreApplication>

namespace muster {

namespace {

using RuleSetRegistry = Registry<RuleSet, &RuleSet::id>;

// The one place where the built-in rule sets are named.
RuleSetRegistry &registry()
{
    static RuleSetRegistry ruleSets = [] {
        RuleSetRegistry builtIn;
        builtIn.add(std::make_unique<gurps::GurpsRuleSet>());
        builtIn.add(std::make_unique<myz::MyzRuleSet>());
        builtIn.add(std::make_unique<smc::SmcRuleSet>());
        builtIn.add(std::make_unique<d20::D20RuleSet>());
        return builtIn;
    }();
    return ruleSets;
}

} // namespace

namespace RuleSets {

QList<const RuleSet *> all()
{
    return registry().all();
}

const RuleSet *find(const QString &id)
{
    return registry().find(id);
}

void add(std::unique_ptr<RuleSet> ruleSet)
{
    registry().add(std::move(ruleSet));
}

} // namespace RuleSets

Result<std::unique_ptr<BattleSession>> restoreBattle(const StoredBattle &stored)
{
    const RuleSet *ruleSet = RuleSets::find(stored.ruleSet);
    if (!ruleSet)
        return Error{QCoreApplication::translate("StoredBattle",
                                                 "The battle \"%1\" is fought under rules this version does not "
                                                 "have: %2")
                         .arg(stored.name, stored.ruleSet),
                     QStringLiteral("rule_set")};
    return ruleSet->restore(stored);
}

} // namespace muster
