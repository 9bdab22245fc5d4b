#pragma once

#include <QDialog>

class QLabel;

namespace muster {

class CampaignDocument;
class ForceDataEditor;

// What a battle rule set keeps between battles for each campaign force (a MYZ faction, an SMC army): pick a force,
// edit what is kept or proposed from its roster, keep it or forget it. Each save is one undoable step named
// `undoText`.
class KeepForceDataDialog : public QDialog
{
    Q_OBJECT

public:
    KeepForceDataDialog(CampaignDocument *document, ForceDataEditor *editor, const QString &ruleSetId,
                        const QString &undoText, QWidget *parent = nullptr);

private:
    void keep();
    void forget();
    void showStatus(const QString &text, bool problem);

    CampaignDocument *m_document;
    ForceDataEditor *m_editor;
    QString m_ruleSetId;
    QString m_undoText;
    QLabel *m_status;
};

} // namespace muster
