// A GURPS battle between two forces of the campaign, fought a round at a time with dice from the worker's
// seeded generator, so that the record the battle dialog would save grows from step to step.

#pragma once

#include "battle/gurps/BattleEngine.h"
#include "models/CampaignDocument.h"

#include <QRandomGenerator>

#include <optional>

namespace crashtest {

class BattlePlayer
{
public:
    // Fights one more round of the battle under way (a new one between two random forces when there is none
    // or the last one ended) and saves its record: a new battle, or the same one again with more steps.
    // False when the battle could not be fought or saved (the rules refused it): nothing was committed.
    bool step(muster::CampaignDocument &document, QRandomGenerator &random);

private:
    bool start(const muster::CampaignDocument &document, QRandomGenerator &random);
    // Applies decisions until the round is over or the battle ends; false when the engine refused one.
    bool playRound(QRandomGenerator &random);

    std::optional<muster::gurps::BattleEngine> m_engine;
    qint64 m_battleId = 0; // 0 until its first round is saved
    int m_battles = 0;
};

} // namespace crashtest
