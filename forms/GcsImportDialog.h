#pragma once

#include "force/Staff.h"
#include "interchange/gcs/GcsStaff.h"

#include <QDialog>
#include <QPointer>

class QComboBox;
class QLabel;
class QTableWidget;

namespace muster {

class CampaignDocument;

// What importing a GCS character into a staff post changes, before anything is changed: the post, the Strategy
// specialization (the one the force's elements need is preselected) and, skill by skill, the level now and the level
// the sheet gives, a default said as such. Import sets the post as one undoable edit.
class GcsImportDialog : public QDialog
{
    Q_OBJECT

public:
    GcsImportDialog(CampaignDocument *document, qint64 forceId, const QString &fileName,
                    const gcs::GcsCharacter &character, StaffRole role, QWidget *parent = nullptr);

    StaffRole role() const;
    // The post's member as the import leaves it.
    StaffMember imported() const;

private:
    StaffMember holder() const;          // the post's member now
    gcs::StaffFromGcs fromSheet() const; // the sheet with the specialization chosen
    void refresh();

    QPointer<CampaignDocument> m_document;
    qint64 m_forceId = 0;
    gcs::GcsCharacter m_character;
    QComboBox *m_role = nullptr;
    QComboBox *m_specialization = nullptr;
    QTableWidget *m_changes = nullptr;
    QLabel *m_summary = nullptr;
};

// Reads the GCS sheet at `path` and, if the GM confirms in a GcsImportDialog, makes it the force's staff member in
// the post chosen (`role` preselected). A file Muster cannot read, or an edit the campaign refuses, is shown in a
// message and changes nothing.
void importGcsCharacter(QWidget *parent, CampaignDocument *document, qint64 forceId, const QString &path,
                        StaffRole role);

// Whether a dragged file is a GCS character sheet this window could take (by its name: ".gcs").
bool isGcsFile(const QString &path);

} // namespace muster
