#include "BattleUi.h"

#include "battle/gurps/GurpsBattleUi.h"
#include "battle/myz/MyzBattleUi.h"
#include "battle/smc/SmcBattleUi.h"
#include "battle/d20/D20BattleUi.h"
#include "common/Registry.h"


namespace muster {

namespace {

using BattleUiRegistry = Registry<BattleUi, &BattleUi::ruleSetId>;

// The one place where the built-in rule sets' windows are named.
BattleUiRegistry &registry()
{
    static BattleUiRegistry uis = [] {
        BattleUiRegistry builtIn;
        builtIn.add(std::make_unique<GurpsBattleUi>());
        builtIn.add(std::make_unique<MyzBattleUi>());
        builtIn.add(std::make_unique<SmcBattleUi>());
        builtIn.add(std::make_unique<D20BattleUi>());
        return builtIn;
    }();
    return uis;
}

} // namespace

namespace BattleUis {

QList<const BattleUi *> all()
{
    return registry().all();
}

const BattleUi *find(const QString &ruleSetId)
{
    return registry().find(ruleSetId);
}

void add(std::unique_ptr<BattleUi> ui)
{
    registry().add(std::move(ui));
}

} // namespace BattleUis

} // namespace muster
