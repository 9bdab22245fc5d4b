#include "GcsImportDialog.h"

#include "CampaignDocument.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <optional>
#include <utility>

namespace muster {

namespace {

// The Strategy specializations the GM can pick: the one the force needs first, then the sheet's, then Land and
// Naval, each once.
QStringList specializationChoices(const QString &needed, const QStringList &onSheet)
{
    QStringList choices{needed};
    for (const QString &s : onSheet + QStringList{QStringLiteral("Land"), QStringLiteral("Naval")})
        if (!choices.contains(s, Qt::CaseInsensitive))
            choices << s;
    return choices;
}

} // namespace

GcsImportDialog::GcsImportDialog(CampaignDocument *document, qint64 forceId, const QString &fileName,
                                 const gcs::GcsCharacter &character, StaffRole role, QWidget *parent,
                                 Purpose purpose)
    : QDialog(parent), m_document(document), m_forceId(forceId), m_file(QFileInfo(fileName).absoluteFilePath()),
      m_character(character)
{
    const bool refreshing = purpose == Purpose::Refresh;
    setWindowTitle(refreshing ? tr("Refresh from GCS File") : tr("Import GCS Character"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    auto *source = new QLabel(tr("%1 from %2").arg(character.name, QFileInfo(fileName).fileName()), this);
    source->setTextFormat(Qt::PlainText);
    source->setToolTip(QFileInfo(fileName).absoluteFilePath());
    form->addRow(tr("Character:"), source);

    m_role = new QComboBox(this);
    m_role->setObjectName(QStringLiteral("gcsRole"));
    for (int r = 0; r < staffRoleCount; ++r)
        m_role->addItem(staffRoleName(StaffRole(r)), r);
    m_role->setCurrentIndex(int(role));
    m_role->setEnabled(!refreshing); // a refresh is of the member's own post
    form->addRow(tr("&Post:"), m_role);

    const LineFiguresCache *figures = document ? document->figures(forceId) : nullptr;
    const QString needed = figures ? gcs::strategySpecializationFor(figures->aggregates()) : QStringLiteral("Land");
    m_specialization = new QComboBox(this);
    m_specialization->setObjectName(QStringLiteral("gcsStrategySpecialization"));
    const QStringList onSheet = gcs::staffFromGcs(character, needed).strategySpecializations;
    for (const QString &s : specializationChoices(needed, onSheet))
        m_specialization->addItem(s == needed ? tr("%1 (the force's elements)").arg(s) : s, s);
    m_specialization->setToolTip(tr("Strategy is specialized (Land, Naval): the force's elements decide which it "
                                    "needs; pick another if the battle calls for it."));
    form->addRow(tr("&Strategy specialization:"), m_specialization);
    layout->addLayout(form);

    m_changes = new QTableWidget(3 + staffSkillCount, 2, this);
    m_changes->setObjectName(QStringLiteral("gcsChanges"));
    m_changes->setHorizontalHeaderLabels({tr("Now"), tr("From the sheet")});
    QStringList rows{tr("Name"), tr("HP")};
    for (int s = 0; s < staffSkillCount; ++s)
        rows << staffSkillName(StaffSkill(s));
    rows << tr("GCS file");
    m_changes->setVerticalHeaderLabels(rows);
    m_changes->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_changes->setSelectionMode(QAbstractItemView::NoSelection);
    m_changes->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_changes->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    layout->addWidget(m_changes, 1);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("gcsSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *import =
        buttons->addButton(refreshing ? tr("&Refresh") : tr("&Import"), QDialogButtonBox::AcceptRole);
    import->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(m_role, &QComboBox::currentIndexChanged, this, &GcsImportDialog::refresh);
    connect(m_specialization, &QComboBox::currentIndexChanged, this, &GcsImportDialog::refresh);
    refresh();
    resize(640, 440);
}

StaffRole GcsImportDialog::role() const
{
    return StaffRole(m_role->currentData().toInt());
}

StaffMember GcsImportDialog::holder() const
{
    const Force *force = m_document ? m_document->force(m_forceId) : nullptr;
    return force ? force->member(role()) : StaffMember{};
}

gcs::StaffFromGcs GcsImportDialog::fromSheet() const
{
    return gcs::staffFromGcs(m_character, m_specialization->currentData().toString());
}

StaffMember GcsImportDialog::imported() const
{
    StaffMember member = fromSheet().appliedTo(holder());
    member.gcsFile = m_file;
    return member;
}

bool GcsImportDialog::changesNothing() const
{
    return imported() == holder();
}

void GcsImportDialog::refresh()
{
    const StaffMember now = holder();
    const gcs::StaffFromGcs sheet = fromSheet();
    const StaffMember after = imported();
    int changes = 0;
    const auto setRow = [this, &changes](int row, const QString &before, const QString &from, bool changed) {
        auto *was = new QTableWidgetItem(before.isEmpty() ? tr("unassigned") : before);
        auto *becomes = new QTableWidgetItem(from);
        QFont font = becomes->font();
        font.setBold(changed); // what the import changes stands out, in any palette
        becomes->setFont(font);
        m_changes->setItem(row, 0, was);
        m_changes->setItem(row, 1, becomes);
        changes += int(changed);
    };
    setRow(0, now.name, after.name, now.name != after.name);
    setRow(1, QString::number(now.hp), QString::number(after.hp), now.hp != after.hp);
    for (int s = 0; s < staffSkillCount; ++s) {
        const gcs::ImportedSkill &skill = sheet.skill(StaffSkill(s));
        auto text = gcs::importedSkillText(skill);
        setRow(2 + s, QString::number(now.skill(StaffSkill(s))), text, now.skill(StaffSkill(s)) != skill.level);
        m_changes->item(2 + s, 1)->setToolTip(skill.isDefault() ? tr("Not on the sheet: the best default the rules "
                                                                      "allow, from what the sheet has")
                                                                 : tr("The sheet's %1").arg(skill.sheetSkill));
    }
    // Where the member comes from: a refresh reads this file again.
    const int fileRow = 2 + staffSkillCount;
    setRow(fileRow, now.gcsFile.isEmpty() ? tr("typed in") : QFileInfo(now.gcsFile).fileName(),
           QFileInfo(after.gcsFile).fileName(), now.gcsFile != after.gcsFile);
    m_changes->item(fileRow, 0)->setToolTip(now.gcsFile);
    m_changes->item(fileRow, 1)->setToolTip(after.gcsFile);
    QString summary = changes == 0 ? tr("The post already has these figures: nothing changes.")
                                   : tr("%n figure(s) change.", nullptr, changes);
    if (!now.name.isEmpty() && now.name != after.name)
        summary += QLatin1Char(' ') + tr("%1 takes the post from %2 and starts serving.").arg(after.name, now.name);
    else if (now.name == after.name && now.fate != StaffFate::Serving)
        summary += QLatin1Char(' ') + tr("The same person: the fate stays %1.").arg(staffFateName(now.fate));
    m_summary->setText(summary);
}

bool isGcsFile(const QString &path)
{
    return path.endsWith(QLatin1String(".gcs"), Qt::CaseInsensitive);
}

QString draggedGcsFile(const QMimeData *mime)
{
    for (const QUrl &url : mime->urls())
        if (url.isLocalFile() && isGcsFile(url.toLocalFile()))
            return url.toLocalFile();
    return {};
}

Result<gcs::GcsCharacter> readGcsSheet(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{GcsImportDialog::tr("Cannot read %1: %2").arg(path, file.errorString()), QStringLiteral("file")};
    Result<gcs::GcsCharacter> character = gcs::readCharacter(file.readAll());
    if (!character)
        return Error{character.error().message, QStringLiteral("sheet")};
    return character;
}

void showGcsRefusal(QWidget *parent, const QString &title, const QString &path, const Error &why)
{
    const QString message = why.field == QLatin1String("file")
                                ? why.message
                                : GcsImportDialog::tr("%1 cannot be imported. %2\n\nNothing was changed.")
                                      .arg(QFileInfo(path).fileName(), why.message);
    QMessageBox::warning(parent, title, message);
}

void importGcsCharacter(QWidget *parent, CampaignDocument *document, qint64 forceId, const QString &path,
                        StaffRole role)
{
    const QString title = GcsImportDialog::tr("Import GCS Character");
    if (!document || !document->force(forceId)) {
        QMessageBox::information(parent, title,
                                 GcsImportDialog::tr("Select the force whose staff the character joins first."));
        return;
    }
    const Result<gcs::GcsCharacter> character = readGcsSheet(path);
    if (!character) {
        showGcsRefusal(parent, title, path, character.error());
        return;
    }
    GcsImportDialog dialog(document, forceId, path, *character, role, parent);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (Status s = document->importStaff(forceId, dialog.role(), dialog.imported(), QFileInfo(path).fileName()); !s)
        QMessageBox::warning(parent, title, s.error().message);
}

namespace {

// The sheet of a member to refresh, from `path` or, when that cannot be read, from a file the GM picks instead;
// nothing when the GM gives up.
std::optional<std::pair<QString, gcs::GcsCharacter>> sheetToRefreshFrom(QWidget *parent, const StaffMember &member)
{
    const QString title = GcsImportDialog::tr("Refresh from GCS File");
    QString path = member.gcsFile;
    for (;;) {
        Result<gcs::GcsCharacter> character = readGcsSheet(path);
        if (character)
            return std::pair{path, std::move(character).value()};
        const QString why =
            !QFileInfo::exists(path)
                ? GcsImportDialog::tr("%1 is no longer there: the file was moved, renamed or deleted.").arg(path)
            : character.error().field == QLatin1String("file")
                ? character.error().message
                : GcsImportDialog::tr("%1 is not a sheet Muster reads: %2").arg(path, character.error().message);
        QMessageBox box(QMessageBox::Warning, title,
                        GcsImportDialog::tr("%1 cannot be refreshed from the GCS file. %2\n\nNothing was changed. "
                                            "Choose the file where it is now to refresh from it.")
                            .arg(member.name, why),
                        QMessageBox::Cancel, parent);
        QPushButton *choose = box.addButton(GcsImportDialog::tr("&Choose File..."), QMessageBox::AcceptRole);
        box.setDefaultButton(choose);
        box.exec();
        if (box.clickedButton() != choose)
            return std::nullopt;
        path = QFileDialog::getOpenFileName(parent, GcsImportDialog::tr("GCS File of %1").arg(member.name),
                                            QFileInfo(path).absolutePath(),
                                            GcsImportDialog::tr("GCS character sheets (*.gcs)"));
        if (path.isEmpty())
            return std::nullopt;
    }
}

} // namespace

void refreshGcsCharacter(QWidget *parent, CampaignDocument *document, qint64 forceId, StaffRole role)
{
    const Force *force = document ? document->force(forceId) : nullptr;
    if (!force || force->member(role).gcsFile.isEmpty())
        return;
    const StaffMember member = force->member(role);
    const auto sheet = sheetToRefreshFrom(parent, member);
    if (!sheet)
        return;
    const auto &[path, character] = *sheet;
    const QString title = GcsImportDialog::tr("Refresh from GCS File");
    GcsImportDialog dialog(document, forceId, path, character, role, parent, GcsImportDialog::Purpose::Refresh);
    if (dialog.changesNothing()) {
        QMessageBox::information(parent, title,
                                 GcsImportDialog::tr("%1 already has all that %2 gives: nothing changed.")
                                     .arg(member.name, QFileInfo(path).fileName()));
        return;
    }
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (Status s = document->refreshStaff(forceId, role, dialog.imported(), QFileInfo(path).fileName()); !s)
        QMessageBox::warning(parent, title, s.error().message);
}

} // namespace muster
