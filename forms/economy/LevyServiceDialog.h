#pragma once

#include <QDialog>

class QLabel;
class QSpinBox;

namespace muster {

class CampaignDateEdit;
class CampaignDocument;

// A force's Levy lines and their service (Chapter 1, "Levy"): when each was called up, how many of its two
// months a year on levy terms it has used, what it costs this month and when its next reaction roll is
// due. The GM corrects a record here, e.g. when a levy goes home and is called up again.
class LevyServiceDialog : public QDialog
{
    Q_OBJECT

public:
    LevyServiceDialog(CampaignDocument *document, qint64 forceId, QWidget *parent = nullptr);
    // Saves every changed record as an undoable edit; false (with a message shown) if one is refused.
    bool save();

private:
    struct Row
    {
        qint64 lineId;
        CampaignDateEdit *calledUp;
        QSpinBox *months;
        QLabel *status;
    };
    void refresh(const Row &row);
    CampaignDocument *m_document;
    qint64 m_forceId;
    QList<Row> m_rows;
    QLabel *m_error;
};

} // namespace muster
