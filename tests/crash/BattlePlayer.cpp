#include "BattlePlayer.h"

#include "battle/gurps/GurpsRuleSet.h"
#include "battle/gurps/SideFromForce.h"

using namespace muster;
using namespace muster::gurps;

namespace crashtest {

namespace {

int roll3d(QRandomGenerator &random)
{
    return random.bounded(1, 7) + random.bounded(1, 7) + random.bounded(1, 7);
}

// The GM's input for the step the engine is at: every roll it might ask for (it reads only those it needs),
// strategies among the legal ones. Misfortunes are all 18s, which always fail: nobody falls, so the battle goes
// on until a side's casualties end it.
Decision decide(const BattleEngine &engine, QRandomGenerator &random)
{
    switch (engine.step()) {
    case BattleStep::DisloyalCheck:
        return DisloyalCheck{{roll3d(random), roll3d(random)}};
    case BattleStep::OpenRound: {
        OpenRound open;
        for (int s = 0; s < 2; ++s) {
            for (qsizetype p = 0; p < engine.setup().sides.at(size_t(s)).people.size(); ++p) {
                open.risk.at(size_t(s)) << random.bounded(-1, 2);
                open.heroismRolls.at(size_t(s)) << std::optional<int>(roll3d(random));
            }
        }
        return open;
    }
    case BattleStep::ChooseStrategies: {
        ChooseStrategies choose;
        for (int s = 0; s < 2; ++s) {
            const QList<StrategyChoice> legal = engine.legalChoices(s);
            if (!legal.isEmpty())
                choose.choices.at(size_t(s)) = legal.at(random.bounded(int(legal.size())));
            choose.leadershipRolls.at(size_t(s)) = roll3d(random);
        }
        return choose;
    }
    case BattleStep::Respond:
        return Respond{};
    case BattleStep::RollContest: {
        RollContest contest;
        contest.rolls = {roll3d(random), roll3d(random)};
        return contest;
    }
    case BattleStep::EndRound: {
        EndRound end;
        for (int s = 0; s < 2; ++s) {
            for (qsizetype p = 0; p < engine.setup().sides.at(size_t(s)).people.size(); ++p)
                end.misfortunes.at(size_t(s)) << std::optional<MisfortuneRoll>(MisfortuneRoll{18, false, std::nullopt});
            end.successorRolls.at(size_t(s)) = roll3d(random);
            end.rallyRolls.at(size_t(s)) = roll3d(random);
        }
        return end;
    }
    case BattleStep::Pursuit:
        return Pursuit{roll3d(random), random.bounded(1, 7), random.bounded(2) == 0, random.bounded(1, 7)};
    case BattleStep::Finished:
        break;
    }
    return Respond{};
}

} // namespace

bool BattlePlayer::start(const CampaignDocument &document, QRandomGenerator &random)
{
    m_engine.reset();
    const QList<Force> &forces = document.campaign().forces;
    if (forces.size() < 2)
        return false;
    const int first = random.bounded(int(forces.size()));
    const int second = (first + 1 + random.bounded(int(forces.size()) - 1)) % int(forces.size());
    BattleSetup setup;
    setup.name = QStringLiteral("Crash battle %1").arg(++m_battles);
    setup.sides = {sideFromForce(document.catalog(), forces.at(first)),
                   sideFromForce(document.catalog(), forces.at(second))};
    auto engine = BattleEngine::create(setup);
    if (!engine)
        return false;
    m_engine = std::move(engine).value();
    m_battleId = 0;
    return true;
}

bool BattlePlayer::playRound(QRandomGenerator &random)
{
    const int round = m_engine->roundNumber();
    // A round is a handful of steps; the bound only guards against an engine that would not move on.
    for (int steps = 0; steps < 12 && !m_engine->isFinished(); ++steps) {
        if (!m_engine->apply(decide(*m_engine, random)))
            return false;
        if (m_engine->step() == BattleStep::OpenRound && m_engine->roundNumber() != round)
            break;
    }
    return true;
}

bool BattlePlayer::step(CampaignDocument &document, QRandomGenerator &random)
{
    // A battle removed with its force's undo history or refused to go on is left; the next one starts.
    const bool under = m_engine && !m_engine->isFinished() && document.battle(m_battleId);
    if (!under && !start(document, random))
        return false;
    if (!playRound(random)) {
        m_engine.reset();
        return false;
    }
    // As the battle dialog saves: the stored battle as the campaign has it, with the session's status, summary
    // and record.
    StoredBattle stored;
    if (const StoredBattle *kept = document.battle(m_battleId)) {
        stored = *kept;
    } else {
        stored.ruleSet = QString::fromLatin1(GurpsRuleSet::ruleSetId);
        stored.name = m_engine->setup().name;
    }
    stored.status = battleStatus(*m_engine);
    stored.summary = battleSummary(*m_engine);
    stored.record = battleRecord(*m_engine);
    auto saved = document.saveBattle(stored);
    if (!saved) {
        m_engine.reset();
        return false;
    }
    m_battleId = *saved;
    return true;
}

} // namespace crashtest
