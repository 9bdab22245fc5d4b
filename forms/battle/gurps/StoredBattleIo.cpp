#include "StoredBattleIo.h"

#include "TextExport.h"
#include "battle/gurps/BattleReport.h"
#include "battle/gurps/GurpsRuleSet.h"

namespace muster {

void updateStoredBattle(StoredBattle &stored, const gurps::BattleEngine &engine, bool casualtiesApplied)
{
    stored.status = casualtiesApplied ? BattleStatus::CasualtiesApplied : gurps::battleStatus(engine);
    stored.summary = gurps::battleSummary(engine);
    stored.record = gurps::battleRecord(engine);
}

StoredBattle newStoredBattle(const gurps::BattleEngine &engine)
{
    StoredBattle stored;
    stored.ruleSet = QString::fromLatin1(gurps::GurpsRuleSet::ruleSetId);
    stored.name = engine.setup().name;
    updateStoredBattle(stored, engine);
    return stored;
}

Result<std::vector<gurps::BattleEngine>> startTogether(const QList<gurps::BattleSetup> &setups)
{
    std::vector<gurps::BattleEngine> engines;
    for (const gurps::BattleSetup &setup : setups) {
        auto engine = gurps::BattleEngine::create(setup);
        if (!engine)
            return Error{QStringLiteral("%1: %2").arg(setup.name, engine.error().message),
                         engine.error().field};
        engines.push_back(*engine);
    }
    return engines;
}

Status writeBattleReport(const gurps::BattleEngine &engine, const QString &path)
{
    return saveTextFile(path, gurps::battleReportHtml(engine));
}

} // namespace muster
