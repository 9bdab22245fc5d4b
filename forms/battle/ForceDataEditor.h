#pragma once

#include <QByteArray>
#include <QWidget>

class QHBoxLayout;

namespace muster {

class CampaignDocument;
class ForcePicker;

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
    // Picking a force shows it at once (the dialog that keeps the entries in the campaign).
    void followForcePicker();

signals:
    void forcePicked(qint64 forceId);

protected:
    // The "Campaign force:" row: the campaign's forces (or one entered by hand), and Propose from Force, which
    // shows the force picked; `proposeTip` says what a proposal from a roster takes from it.
    QHBoxLayout *makeForceRow(const CampaignDocument *document, const QString &proposeTip);
    ForcePicker *forcePicker() const { return m_force; }

private:
    ForcePicker *m_force = nullptr;
};

} // namespace muster
