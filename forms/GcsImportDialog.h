#pragma once

#include "force/Staff.h"
#include "interchange/gcs/GcsStaff.h"

#include <QDialog>
#include <QPointer>

class QComboBox;
class QLabel;
class QMimeData;
class QTableWidget;

namespace muster {

class CampaignDocument;

// What importing a GCS character into a staff post changes, before anything is changed: the post, the Strategy
// specialization (the one the force's elements need is preselected) and, skill by skill, the level now and the level
// the sheet gives, a default said as such, and the file the post's member comes from; what changes is in bold.
// Import sets the post as one undoable edit. A refresh (a member read again from his sheet) shows the same for the
// member's post, which it keeps.
class GcsImportDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Purpose { Import, Refresh };

    GcsImportDialog(CampaignDocument *document, qint64 forceId, const QString &fileName,
                    const gcs::GcsCharacter &character, StaffRole role, QWidget *parent = nullptr,
                    Purpose purpose = Purpose::Import);

    StaffRole role() const;
    // The post's member as the import leaves it, with the sheet's file (StaffMember::gcsFile).
    StaffMember imported() const;
    // Whether the post already has all the sheet gives (the file too).
    bool changesNothing() const;

private:
    StaffMember holder() const;          // the post's member now
    gcs::StaffFromGcs fromSheet() const; // the sheet with the specialization chosen
    void refresh();

    QPointer<CampaignDocument> m_document;
    qint64 m_forceId = 0;
    QString m_file; // absolute
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

// Reads again the sheet the post's member was imported from (StaffMember::gcsFile) and, if the GM confirms in a
// GcsImportDialog what it changes, takes it as one undoable step ("Refresh NAME from FILE"). A sheet that changes
// nothing is said so. A file that is gone or cannot be read is said so, with the choice of picking the file again;
// nothing changes before the GM confirms.
void refreshGcsCharacter(QWidget *parent, CampaignDocument *document, qint64 forceId, StaffRole role);

// The character of the GCS sheet at `path`, or why it cannot be had: the file cannot be read (field "file": the
// reason, naming the path), or it is not a sheet Muster reads (field "sheet": what is wrong with it).
Result<gcs::GcsCharacter> readGcsSheet(const QString &path);
// Says in a message, titled `title`, why the sheet at `path` cannot be taken (readGcsSheet's error); nothing changed.
void showGcsRefusal(QWidget *parent, const QString &title, const QString &path, const Error &why);

// Whether a dragged file is a GCS character sheet this window could take (by its name: ".gcs").
bool isGcsFile(const QString &path);
// The GCS sheet among a drag's files, if there is one (else empty).
QString draggedGcsFile(const QMimeData *mime);

} // namespace muster
