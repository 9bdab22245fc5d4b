#pragma once

#include <QByteArray>
#include <QWidget>

namespace muster {

// An editor of what a battle rule set keeps for a campaign force (a MYZ faction, an SMC army): the set-up dialogs
// use it for a side, and KeepForceDataDialog to keep it in the campaign between battles.
class ForceDataEditor : public QWidget
{
    Q_OBJECT

public:
    using QWidget::QWidget;

    // The campaign force shown, once one was brought in; 0 for one entered by hand.
    virtual qint64 forceId() const = 0;
    // What keeps the entry from being used, or empty.
    virtual QString problem() const = 0;
    // The entry as the campaign keeps it (Force::ruleSetData).
    virtual QByteArray data() const = 0;
    // Shows what the campaign keeps for `forceId`, or a proposal from its roster.
    virtual void showForce(qint64 forceId) = 0;
    // Picking a force shows it at once.
    virtual void followForcePicker() = 0;

signals:
    void forcePicked(qint64 forceId);
};

} // namespace muster
