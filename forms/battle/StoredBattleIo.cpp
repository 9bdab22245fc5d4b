#include "StoredBattleIo.h"

#include "battle/gurps/BattleJson.h"
#include "TextExport.h"
#include "battle/gurps/BattleReport.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace muster {

namespace {

// The Battles list's line (translated in the battle dialog's context, where it was first written).
QString summaryOf(const gurps::BattleEngine &engine)
{
    using gurps::sideLabel;
    const gurps::BattleState &state = engine.state();
    const gurps::BattleSetup &setup = engine.setup();
    QString text = QCoreApplication::translate("muster::BattleWizard", "%1 vs %2").arg(sideLabel(setup, 0), sideLabel(setup, 1));
    if (engine.isFinished()) {
        text += state.winner >= 0
                    ? QCoreApplication::translate("muster::BattleWizard", ": %1 won").arg(sideLabel(setup, state.winner))
                    : QCoreApplication::translate("muster::BattleWizard", ": no winner");
    } else {
        text += QCoreApplication::translate("muster::BattleWizard", ", round %1").arg(engine.roundNumber());
    }
    text += QCoreApplication::translate("muster::BattleWizard", " (casualties %1% / %2%)")
                .arg(state.sides[0].casualties)
                .arg(state.sides[1].casualties);
    return text;
}

} // namespace

void updateStoredBattle(StoredBattle &stored, const gurps::BattleEngine &engine, bool casualtiesApplied)
{
    stored.status = casualtiesApplied    ? BattleStatus::CasualtiesApplied
                    : engine.isFinished() ? BattleStatus::Finished
                                          : BattleStatus::InProgress;
    stored.summary = summaryOf(engine);
    stored.record = QJsonDocument(gurps::battleRecordToJson(engine.setup(), engine.decisions())).toJson(QJsonDocument::Compact);
}

StoredBattle newStoredBattle(const gurps::BattleEngine &engine)
{
    StoredBattle stored;
    stored.ruleSet = QStringLiteral("gurps");
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
