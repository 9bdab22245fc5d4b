#pragma once

#include <QDialog>

class QLabel;

namespace muster {

class CampaignDocument;
class FactionEditor;

// The Mutant: Year Zero factions the campaign keeps between battles, one per force: an Ark with its projects, its
// special units and its people. Each save is one undoable step.
class KeepFactionDialog : public QDialog
{
    Q_OBJECT

public:
    KeepFactionDialog(CampaignDocument *document, QWidget *parent = nullptr);

private:
    void keep();
    void forget();

    CampaignDocument *m_document;
    FactionEditor *m_editor;
    QLabel *m_status;
};

} // namespace muster
