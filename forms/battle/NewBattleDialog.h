#pragma once

#include <QDialog>

class QComboBox;

namespace muster {

class BattleUi;
class CampaignDocument;

// New Battle's first question when the program fights battles under more than one rule set: which rules this
// battle is fought under. It starts at the campaign's rule set (Campaign > Settings).
class NewBattleDialog : public QDialog
{
    Q_OBJECT

public:
    NewBattleDialog(const QString &defaultRuleSet, QWidget *parent = nullptr);
    const BattleUi *chosen() const;

private:
    QComboBox *m_ruleSet;
};

// The rule set of a new battle: the one the program has, or the GM's choice among several; nullptr when the GM
// cancelled.
const BattleUi *chooseBattleRuleSet(const CampaignDocument *document, QWidget *parent);

// The rule sets a battle can be fought under here: those with both rules and windows, in the registry's order.
QList<const BattleUi *> playableRuleSets();
// Fills `box` with them by display name (their ids as the items' data), `current` selected.
void fillRuleSetBox(QComboBox *box, const QString &current);

} // namespace muster
