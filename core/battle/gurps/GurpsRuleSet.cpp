#include "GurpsRuleSet.h"

#include "battle/gurps/Aftermath.h"
#include "battle/gurps/BattleJson.h"
#include "battle/gurps/BattleLosses.h"
#include "battle/gurps/BattleReport.h"
#include "battle/gurps/SideProposal.h"
#include "battle/gurps/StoredEngine.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace muster::gurps {

QString GurpsRuleSet::displayName() const
{
    return QCoreApplication::translate("RuleSet", "GURPS Mass Combat");
}

Result<std::unique_ptr<BattleSession>> GurpsRuleSet::restore(const StoredBattle &stored) const
{
    auto engine = engineFromStored(stored);
    if (!engine)
        return engine.error();
    return std::unique_ptr<BattleSession>(std::make_unique<GurpsSession>(std::move(*engine)));
}

QJsonObject GurpsRuleSet::fieldForce(const Campaign &campaign, const Force &force) const
{
    return sideProposal(campaign, force);
}

BattleStatus GurpsSession::status() const
{
    return battleStatus(m_engine);
}

QString GurpsSession::summary() const
{
    return battleSummary(m_engine);
}

QByteArray GurpsSession::record() const
{
    return battleRecord(m_engine);
}

QStringList GurpsSession::sideNames() const
{
    return {sideLabel(m_engine.setup(), 0), sideLabel(m_engine.setup(), 1)};
}

QStringList GurpsSession::stepLog() const
{
    const BattleSetup &setup = m_engine.setup();
    QStringList lines;
    for (const RoundRecord &r : m_engine.state().rounds) {
        if (!r.contested)
            continue; // a round still being decided, or a parley
        lines << QCoreApplication::translate("RuleSet", "Round %1: %2 %3 (roll %4) against %5 %6 (roll %7); casualties %8% / %9%")
                     .arg(r.number)
                     .arg(sideLabel(setup, 0), strategyChoiceName(r.fought[0]))
                     .arg(r.rolls[0])
                     .arg(sideLabel(setup, 1), strategyChoiceName(r.fought[1]))
                     .arg(r.rolls[1])
                     .arg(r.casualtiesAfter[0])
                     .arg(r.casualtiesAfter[1]);
    }
    return lines;
}

Result<BattleConsequences> GurpsSession::consequences(const Campaign &campaign) const
{
    const Aftermath after = aftermathOf(m_engine.setup(), m_engine.state());
    auto rosters = rosterCasualties(campaign, m_engine.setup(), after, {});
    if (!rosters)
        return rosters.error();
    BattleConsequences consequences{*rosters, {}};
    for (const StaffFateInBattle &fate : staffAfterBattle(campaign, m_engine.setup(), m_engine.state()))
        consequences.staff << fate.after;
    return consequences;
}

QString GurpsSession::reportHtml() const
{
    return battleReportHtml(m_engine);
}

BattleStatus battleStatus(const BattleEngine &engine)
{
    return engine.isFinished() ? BattleStatus::Finished : BattleStatus::InProgress;
}

// Translated in the battle dialog's context, where the line was first written.
QString battleSummary(const BattleEngine &engine)
{
    const BattleState &state = engine.state();
    const BattleSetup &setup = engine.setup();
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

QByteArray battleRecord(const BattleEngine &engine)
{
    return QJsonDocument(battleRecordToJson(engine.setup(), engine.decisions())).toJson(QJsonDocument::Compact);
}

} // namespace muster::gurps
