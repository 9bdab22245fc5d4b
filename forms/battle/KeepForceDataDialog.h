#pragma once

#include "battle/BattleUi.h"

#include <QDialog>

#include <functional>

class QLabel;

namespace muster {

class BattlesPanel;
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

// The Battles panel's button for what a rule set keeps per force ("MY&Z Factions..."): enabled while the campaign has
// a force, it opens KeepForceDataDialog titled `title` with the editor `makeEditor` builds.
struct KeepForceDataCommand
{
    QString objectName;
    QString buttonText;
    QString title;
    QString toolTip;
    QString ruleSetId;
    QString undoText;
    std::function<ForceDataEditor *(CampaignDocument *)> makeEditor;
};
BattlesPanelCommand keepForceDataCommand(BattlesPanel *panel, const KeepForceDataCommand &command);

} // namespace muster
