// libFuzzer harness: a battle record as the campaign file keeps it, brought back under its rule set (the first
// byte picks gurps, myz, smc or d20; the rest is the record), and what each rule set keeps of a force between
// battles (the first byte picks myz, smc or d20 from 4 on). A record that restores is used as the battle window
// uses it: its title, log, summary, report, consequences for the demo campaign, undo step by step; and it must
// save as a record that restores to the same record, or the battle would be lost at the next save.
#include "FuzzSupport.h"

#include "battle/BattleSession.h"
#include "battle/RuleSet.h"
#include "campaign/Campaign.h"
#include "campaign/DemoCampaign.h"

using namespace muster;

namespace {

const char *const ruleSets[] = {"gurps", "myz", "smc", "d20"};
// The rule sets that keep data of their own per force (Force::ruleSetData).
const char *const forceDataRuleSets[] = {"myz", "smc", "d20"};

// The demo campaign, so that a record's force ids and consequences meet real forces.
const Campaign &demo()
{
    static const Campaign campaign = [] {
        const QString path = fuzz::scratchPath(QStringLiteral("demo.muster"));
        if (!writeDemoCampaign(path))
            qFatal("fuzz_battle_record: the demo campaign cannot be written");
        return fuzz::loadCampaign("fuzz_battle_record", path);
    }();
    return campaign;
}

std::unique_ptr<BattleSession> restored(const QString &ruleSet, const QByteArray &record)
{
    StoredBattle stored;
    stored.ruleSet = ruleSet;
    stored.name = QStringLiteral("Fuzzed battle");
    stored.record = record;
    auto session = restoreBattle(stored);
    return session ? std::move(session).value() : nullptr;
}

void checkSavesAndRestores(const QString &ruleSet, const BattleSession &session)
{
    const QByteArray record = session.record();
    const auto again = restored(ruleSet, record);
    if (!again)
        qFatal("fuzz_battle_record: a %s battle's own record does not restore", qPrintable(ruleSet));
    if (again->record() != record)
        qFatal("fuzz_battle_record: a %s battle's record changes when restored", qPrintable(ruleSet));
}

void useSession(const QString &ruleSet, BattleSession &session)
{
    checkSavesAndRestores(ruleSet, session);
    StoredBattle stored = newStoredBattle(session);
    constexpr int maxUndos = 500; // a record the fuzzer grew long need not be walked back to its start
    for (int undos = 0;; ++undos) {
        session.name();
        session.sideNames();
        session.status();
        session.isUnplayed();
        session.summary();
        session.stepLog();
        session.reportHtml();
        session.consequences(demo());
        updateStoredBattle(stored, session);
        if (!session.canUndo() || undos == maxUndos)
            break;
        session.undoLastStep();
    }
}

void useForceData(const QString &ruleSet, const QByteArray &data)
{
    const RuleSet *rules = RuleSets::find(ruleSet);
    if (!rules)
        qFatal("fuzz_battle_record: no rule set %s", qPrintable(ruleSet));
    Force force = demo().forces.constFirst();
    force.ruleSetData.insert(ruleSet, data);
    rules->fieldForce(demo(), force);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::startQt();
    demo();
    if (size < 1)
        return 0;
    constexpr size_t recordKinds = std::size(ruleSets);
    const size_t pick = data[0] % (recordKinds + std::size(forceDataRuleSets));
    const QByteArray rest = fuzz::bytes(data + 1, size - 1);
    if (pick >= recordKinds) {
        useForceData(QString::fromLatin1(forceDataRuleSets[pick - recordKinds]), rest);
        return 0;
    }
    const QString ruleSet = QString::fromLatin1(ruleSets[pick]);
    if (auto session = restored(ruleSet, rest))
        useSession(ruleSet, *session);
    return 0;
}
