#pragma once

#include "force/Staff.h"

#include <QPointer>
#include <QWidget>

#include <array>

class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTimer;

namespace muster {

class CampaignDocument;

// The commander, intelligence chief and quartermaster of a force with their skills, and the GM's notes. A member
// imported from a GCS character sheet has a Refresh button beside his post that reads the sheet again.
class StaffPanel : public QWidget
{
    Q_OBJECT

public:
    explicit StaffPanel(QWidget *parent = nullptr);
    void setForce(CampaignDocument *document, qint64 forceId);

signals:
    void editRefused(const QString &message);

protected:
    // A GCS character sheet dropped on a post's row is imported into that post (GcsImportDialog).
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    StaffRole roleAt(const QPoint &position) const;
    void load();
    void commitStaff(StaffRole role);
    void commitNotes();

    QPointer<CampaignDocument> m_document;
    qint64 m_forceId = 0;
    bool m_loading = false;
    std::array<QLineEdit *, staffRoleCount> m_names{};
    std::array<std::array<QSpinBox *, staffSkillCount>, staffRoleCount> m_skills{};
    std::array<QSpinBox *, staffRoleCount> m_hp{};     // as the last battle left them; the GM heals
    std::array<QComboBox *, staffRoleCount> m_fate{};
    std::array<QPushButton *, staffRoleCount> m_refresh{}; // Refresh from GCS File, for an imported member
    QPlainTextEdit *m_notes = nullptr;
    QTimer *m_notesTimer = nullptr;
};

} // namespace muster
