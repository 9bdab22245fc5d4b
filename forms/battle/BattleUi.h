#pragma once

#include "campaign/StoredBattle.h"
#include "common/Result.h"

#include <QList>
#include <QString>

#include <functional>
#include <memory>

class QPushButton;
class QWidget;

namespace muster {

class BattlesPanel;
class CampaignDocument;

// A command a rule set adds to the Battles panel (GURPS: New Three-Way Battle...): its button, and how it
// enables and explains itself for the battle selected there.
struct BattlesPanelCommand
{
    QPushButton *button = nullptr;
    std::function<void()> update;
};

// How a rule set shows itself to the GM: the window in which a new battle is set up, the window that takes up a
// stored battle where it was left, and commands of its own in the Battles panel. A rule set's UI lives in
// forms/battle/NAME/ and is registered once, in BattleUis.cpp (a test adds its own); the Battles panel and New
// Battle ask the registry by the battle's rule set, never which rule set it is.
class BattleUi
{
public:
    virtual ~BattleUi() = default;

    virtual QString ruleSetId() const = 0;
    // Shows the window in which a new battle is set up; it deletes itself when closed.
    virtual void newBattle(CampaignDocument *document, QWidget *parent) const = 0;
    // Shows the window of a stored battle of this rule set where it was left, or says why it cannot.
    virtual Status openBattle(CampaignDocument *document, const StoredBattle &stored, QWidget *parent) const = 0;
    // Buttons of its own for `panel`, parented by the panel; none by default.
    virtual QList<BattlesPanelCommand> panelCommands(BattlesPanel *panel) const
    {
        Q_UNUSED(panel);
        return {};
    }
};

namespace BattleUis {

QList<const BattleUi *> all();
const BattleUi *find(const QString &ruleSetId);
// A UI for the same rule set is replaced: a test may register its own.
void add(std::unique_ptr<BattleUi> ui);

} // namespace BattleUis

} // namespace muster
