#include "StaffPanel.h"

#include "CampaignDocument.h"
#include "GcsImportDialog.h"

#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

#include <cstdlib>
#include <limits>

namespace muster {

StaffPanel::StaffPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *staffBox = new QGroupBox(tr("Staff"), this);
    auto *grid = new QGridLayout(staffBox);
    grid->addWidget(new QLabel(tr("Name"), staffBox), 0, 1);
    for (int skill = 0; skill < staffSkillCount; ++skill)
        grid->addWidget(new QLabel(staffSkillName(StaffSkill(skill)), staffBox), 0, 2 + skill);
    auto *hpHeader = new QLabel(tr("HP"), staffBox);
    hpHeader->setToolTip(tr("Hit points now: a battle's injuries stay until the GM heals them"));
    grid->addWidget(hpHeader, 0, 2 + staffSkillCount);
    grid->addWidget(new QLabel(tr("Fate"), staffBox), 0, 3 + staffSkillCount);
    for (int role = 0; role < staffRoleCount; ++role) {
        grid->addWidget(new QLabel(staffRoleName(StaffRole(role)), staffBox), 1 + role, 0);
        auto *name = new QLineEdit(staffBox);
        name->setObjectName(QStringLiteral("staffName_") + staffRoleCode(StaffRole(role)));
        name->setPlaceholderText(tr("unassigned"));
        grid->addWidget(name, 1 + role, 1);
        m_names[size_t(role)] = name;
        connect(name, &QLineEdit::editingFinished, this, [this, role] { commitStaff(StaffRole(role)); });
        for (int skill = 0; skill < staffSkillCount; ++skill) {
            auto *spin = new QSpinBox(staffBox);
            spin->setObjectName(QStringLiteral("staffSkill_%1_%2")
                                    .arg(staffRoleCode(StaffRole(role)), staffSkillCode(StaffSkill(skill))));
            // Wider than the rules allow, so that a mistyped 99 is refused with a reason instead of becoming 9.
            spin->setRange(minSkill, 99);
            spin->setToolTip(tr("%1 to %2").arg(minSkill).arg(maxSkill));
            grid->addWidget(spin, 1 + role, 2 + skill);
            m_skills[size_t(role)][size_t(skill)] = spin;
            connect(spin, &QSpinBox::valueChanged, this, [this, role] { commitStaff(StaffRole(role)); });
        }
        auto *hp = new QSpinBox(staffBox);
        hp->setObjectName(QStringLiteral("staffHp_") + staffRoleCode(StaffRole(role)));
        hp->setRange(-1000, 1000);
        hp->setToolTip(tr("0 or less: fallen"));
        grid->addWidget(hp, 1 + role, 2 + staffSkillCount);
        m_hp[size_t(role)] = hp;
        connect(hp, &QSpinBox::valueChanged, this, [this, role] { commitStaff(StaffRole(role)); });
        auto *fate = new QComboBox(staffBox);
        fate->setObjectName(QStringLiteral("staffFate_") + staffRoleCode(StaffRole(role)));
        for (StaffFate f : allStaffFates)
            fate->addItem(staffFateName(f), int(f));
        grid->addWidget(fate, 1 + role, 3 + staffSkillCount);
        m_fate[size_t(role)] = fate;
        connect(fate, &QComboBox::currentIndexChanged, this, [this, role] { commitStaff(StaffRole(role)); });
        // A member imported from a GCS sheet is read again from it, showing what changes first.
        auto *refresh = new QPushButton(tr("Refresh..."), staffBox);
        refresh->setObjectName(QStringLiteral("staffRefresh_") + staffRoleCode(StaffRole(role)));
        grid->addWidget(refresh, 1 + role, 4 + staffSkillCount);
        m_refresh[size_t(role)] = refresh;
        connect(refresh, &QPushButton::clicked, this,
                [this, role] { refreshGcsCharacter(this, m_document, m_forceId, StaffRole(role)); });
    }
    grid->setColumnStretch(1, 1);
    layout->addWidget(staffBox);

    auto *notesBox = new QGroupBox(tr("Notes"), this);
    auto *notesLayout = new QVBoxLayout(notesBox);
    m_notes = new QPlainTextEdit(notesBox);
    m_notes->setObjectName(QStringLiteral("forceNotes"));
    m_notes->setPlaceholderText(tr("Orders, history, who owes whom: anything the GM wants to remember."));
    notesLayout->addWidget(m_notes);
    layout->addWidget(notesBox, 1);

    // Notes are saved shortly after typing stops, as one undo step per pause.
    m_notesTimer = new QTimer(this);
    m_notesTimer->setSingleShot(true);
    m_notesTimer->setInterval(700);
    connect(m_notesTimer, &QTimer::timeout, this, &StaffPanel::commitNotes);
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_loading)
            m_notesTimer->start();
    });
    setAcceptDrops(true);
    setEnabled(false);
}

void StaffPanel::setForce(CampaignDocument *document, qint64 forceId)
{
    if (m_notesTimer->isActive()) {
        m_notesTimer->stop();
        commitNotes();
    }
    if (m_document)
        m_document->disconnect(this);
    m_document = document;
    m_forceId = forceId;
    if (m_document) {
        auto reload = [this](qint64 forceId) {
            if (forceId == m_forceId)
                load();
        };
        connect(m_document, &CampaignDocument::staffChanged, this, reload);
        connect(m_document, &CampaignDocument::forceChanged, this, reload);
    }
    load();
}

void StaffPanel::load()
{
    const Force *force = m_document ? m_document->force(m_forceId) : nullptr;
    setEnabled(force != nullptr);
    m_loading = true;
    for (int role = 0; role < staffRoleCount; ++role) {
        const StaffMember member = force ? force->member(StaffRole(role)) : StaffMember{};
        m_names[size_t(role)]->setText(member.name);
        for (int skill = 0; skill < staffSkillCount; ++skill)
            m_skills[size_t(role)][size_t(skill)]->setValue(member.skill(StaffSkill(skill)));
        m_hp[size_t(role)]->setValue(member.hp);
        m_fate[size_t(role)]->setCurrentIndex(m_fate[size_t(role)]->findData(int(member.fate)));
        QPushButton *refresh = m_refresh[size_t(role)];
        refresh->setEnabled(!member.gcsFile.isEmpty());
        refresh->setToolTip(member.gcsFile.isEmpty()
                                ? tr("Only a member imported from a GCS character sheet can be refreshed from it")
                                : tr("Read %1 again and show what it changes (Refresh from GCS File)")
                                      .arg(QDir::toNativeSeparators(member.gcsFile)));
    }
    const QString notes = force ? force->notes : QString();
    if (m_notes->toPlainText() != notes)
        m_notes->setPlainText(notes);
    m_loading = false;
}

void StaffPanel::commitStaff(StaffRole role)
{
    if (m_loading || !m_document)
        return;
    const Force *force = m_document->force(m_forceId);
    if (!force)
        return;
    StaffMember member = force->member(role);
    member.name = m_names[size_t(role)]->text().trimmed();
    for (int skill = 0; skill < staffSkillCount; ++skill)
        member.skills[size_t(skill)] = m_skills[size_t(role)][size_t(skill)]->value();
    member.hp = m_hp[size_t(role)]->value();
    member.fate = StaffFate(m_fate[size_t(role)]->currentData().toInt());
    if (Status s = m_document->setStaff(m_forceId, role, member); !s) {
        emit editRefused(s.error().message);
        load(); // back to what the force has
    }
}

void StaffPanel::dragEnterEvent(QDragEnterEvent *event)
{
    if (m_document && !draggedGcsFile(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void StaffPanel::dragMoveEvent(QDragMoveEvent *event)
{
    if (m_document && !draggedGcsFile(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void StaffPanel::dropEvent(QDropEvent *event)
{
    const QString path = draggedGcsFile(event->mimeData());
    if (path.isEmpty() || !m_document)
        return;
    event->acceptProposedAction();
    importGcsCharacter(this, m_document, m_forceId, path, roleAt(event->position().toPoint()));
}

StaffRole StaffPanel::roleAt(const QPoint &position) const
{
    // The post whose row is nearest the drop, by the middle of its name field.
    int nearest = 0;
    int distance = std::numeric_limits<int>::max();
    for (int role = 0; role < staffRoleCount; ++role) {
        const QLineEdit *name = m_names[size_t(role)];
        const int middle = name->mapTo(this, name->rect().center()).y();
        if (std::abs(middle - position.y()) < distance) {
            distance = std::abs(middle - position.y());
            nearest = role;
        }
    }
    return StaffRole(nearest);
}

void StaffPanel::commitNotes()
{
    if (!m_document)
        return;
    if (Status s = m_document->setForceNotes(m_forceId, m_notes->toPlainText()); !s)
        emit editRefused(s.error().message);
}

} // namespace muster
