#pragma once

#include <QComboBox>

namespace muster {

class CampaignDocument;

// Who fights on a side: one of the campaign's forces, or an estimate the GM types in for an enemy not built
// (last in the list). Every rule set's side set-up starts with it.
class ForcePicker : public QComboBox
{
    Q_OBJECT

public:
    // `estimateText` names the estimate in the rule set's words ("Estimated force (quick and dirty)").
    ForcePicker(const CampaignDocument *document, const QString &estimateText, QWidget *parent = nullptr);

    // The force picked, or 0 for the estimate.
    qint64 forceId() const;
    bool isEstimate() const { return forceId() == 0; }
    // Picks the force, when the campaign has it; otherwise the pick stays.
    void selectForce(qint64 forceId);
};

} // namespace muster
