#pragma once

#include "campaign/CampaignStart.h"

#include <QDialog>

#include <functional>

class QComboBox;
class QFormLayout;
class QLineEdit;
class QSpinBox;

namespace muster {

class CampaignDateEdit;

// File > New Campaign, after the file is chosen: the campaign's name, start date, usual TL and distance
// unit, with sensible defaults. They become the new file's first state, so the campaign is created in one
// step with nothing to undo.
class NewCampaignDialog : public QDialog
{
    Q_OBJECT

public:
    // `defaults` fills the fields.
    NewCampaignDialog(const CampaignStart &defaults, QWidget *parent = nullptr);

    CampaignStart start() const;
    // Runs the dialog; OK calls `create` and a refusal keeps the dialog open with the reason. True once created.
    bool run(const std::function<Status(const CampaignStart &)> &create);

private:
    QFormLayout *m_form;
    QLineEdit *m_name;
    CampaignDateEdit *m_date;
    QSpinBox *m_tl;
    QComboBox *m_unit;
};

} // namespace muster
