#include "RuleSet.h"

#include "battle/gurps/GurpsRuleSet.h"

#include <QCoreApplication>

#include <vector>

namespace muster {

namespace {

// The one place where the built-in rule sets are named.
std::vector<std::unique_ptr<RuleSet>> &registry()
{
    static std::vector<std::unique_ptr<RuleSet>> ruleSets = [] {
        std::vector<std::unique_ptr<RuleSet>> builtIn;
        builtIn.push_back(std::make_unique<gurps::GurpsRuleSet>());
        return builtIn;
    }();
    return ruleSets;
}

} // namespace

namespace RuleSets {

QList<const RuleSet *> all()
{
    QList<const RuleSet *> ruleSets;
    for (const auto &ruleSet : registry())
        ruleSets << ruleSet.get();
    return ruleSets;
}

const RuleSet *find(const QString &id)
{
    for (const auto &ruleSet : registry()) {
        if (ruleSet->id() == id)
            return ruleSet.get();
    }
    return nullptr;
}

void add(std::unique_ptr<RuleSet> ruleSet)
{
    for (auto &existing : registry()) {
        if (existing->id() == ruleSet->id()) {
            existing = std::move(ruleSet);
            return;
        }
    }
    registry().push_back(std::move(ruleSet));
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
