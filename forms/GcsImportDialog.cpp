#include "GcsImportDialog.h"

#include "CampaignDocument.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

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
                                 const gcs::GcsCharacter &character, StaffRole role, QWidget *parent)
    : QDialog(parent), m_document(document), m_forceId(forceId), m_character(character)
{
    setWindowTitle(tr("Import GCS Character"));
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

    m_changes = new QTableWidget(2 + staffSkillCount, 2, this);
    m_changes->setObjectName(QStringLiteral("gcsChanges"));
    m_changes->setHorizontalHeaderLabels({tr("Now"), tr("From the sheet")});
    QStringList rows{tr("Name"), tr("HP")};
    for (int s = 0; s < staffSkillCount; ++s)
        rows << staffSkillName(StaffSkill(s));
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
    QPushButton *import = buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
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
    return fromSheet().appliedTo(holder());
}

void GcsImportDialog::refresh()
{
    const StaffMember now = holder();
    const gcs::StaffFromGcs sheet = fromSheet();
    const StaffMember after = sheet.appliedTo(now);
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

void importGcsCharacter(QWidget *parent, CampaignDocument *document, qint64 forceId, const QString &path,
                        StaffRole role)
{
    if (!document || !document->force(forceId)) {
        QMessageBox::information(parent, GcsImportDialog::tr("Import GCS Character"),
                                 GcsImportDialog::tr("Select the force whose staff the character joins first."));
        return;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(parent, GcsImportDialog::tr("Import GCS Character"),
                             GcsImportDialog::tr("Cannot read %1: %2").arg(path, file.errorString()));
        return;
    }
    const Result<gcs::GcsCharacter> character = gcs::readCharacter(file.readAll());
    if (!character) {
        QMessageBox::warning(parent, GcsImportDialog::tr("Import GCS Character"),
                             GcsImportDialog::tr("%1 cannot be imported. %2\n\nNothing was changed.")
                                 .arg(QFileInfo(path).fileName(), character.error().message));
        return;
    }
    GcsImportDialog dialog(document, forceId, path, *character, role, parent);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (Status s = document->importStaff(forceId, dialog.role(), dialog.imported(), QFileInfo(path).fileName()); !s)
        QMessageBox::warning(parent, GcsImportDialog::tr("Import GCS Character"), s.error().message);
}

} // namespace muster
