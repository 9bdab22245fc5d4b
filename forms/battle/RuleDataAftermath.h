#pragma once

#include <QString>

#include <functional>

class QBoxLayout;
class QByteArray;
class QLabel;
class QWidget;

namespace muster {

class BattleWindow;
struct Force;

// The aftermath of a finished battle whose consequences are the rule set's data per force (a MYZ faction, an SMC
// army): one line per campaign force that fought, from `describe`, and Apply to the Campaign, one undoable step.
// Adds nothing when no campaign force fought. A refusal shows in `error`.
void addRuleDataAftermath(QBoxLayout *layout, QWidget *page, BattleWindow *window, QLabel *error,
                          const std::function<QString(const Force &force, const QByteArray &after)> &describe);

} // namespace muster
