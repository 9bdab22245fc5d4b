// A user who does random things to an open campaign, as the GUI would: every choice comes from a generator
// seeded by the caller and from the campaign itself (never the clock), so that the same seed on the same file
// gives the same actions and the same states.

#pragma once

#include "BattlePlayer.h"

#include "models/CampaignDocument.h"

#include <QRandomGenerator>

namespace crashtest {

class RandomUser
{
public:
    RandomUser(muster::CampaignDocument &document, quint32 seed);

    // Tries one random action; true when it was committed, false when the rules refused it (nothing changed).
    bool act();
    // What the last act() tried ("add line", ...), for a trace.
    const char *lastAction() const { return m_lastAction; }

private:
    bool addLine();
    bool changeLine();
    bool removeLines();
    bool renameForce();
    bool addForce();
    bool removeForce();
    bool closeMonth();
    bool advanceTime();
    bool raiseElements();
    bool book();
    bool hire();
    bool disband();
    bool undo();
    bool redo();
    bool battleRound();

    // Null when the campaign has no force (or the force no line).
    const muster::Force *anyForce();
    const muster::RosterLine *anyLine(const muster::Force &force);
    qint64 anyTreasury();
    // A line of a built-in type the GUI's Add dialog could make.
    muster::RosterLine newLine();

    muster::CampaignDocument &m_document;
    QRandomGenerator m_random;
    BattlePlayer m_battles;
    const char *m_lastAction = "";
};

} // namespace crashtest
