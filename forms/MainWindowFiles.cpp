// The main window's campaign files: opening, creating (with the GM's first choices), the demo, Save As, and
// the folder file dialogs open in.

#include "MainWindow.h"

#include "CampaignDocument.h"
#include "GcsImportDialog.h"
#include "FiguresPanel.h"
#include "RosterPanel.h"
#include "TableCsv.h"
#include "TextExport.h"
#include "AggregatesModel.h"
#include "RosterModel.h"
#include "interchange/force/ForceFile.h"
#include "NewCampaignDialog.h"
#include "StartPage.h"
#include "print/ArmySheet.h"
#include "campaign/DemoCampaign.h"

#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QMessageBox>
#include <QPushButton>
#include <QLocale>
#include <QStandardPaths>
#include <QStatusBar>

namespace muster {

namespace {

const char *const fileFilter = QT_TRANSLATE_NOOP("MainWindow", "Muster campaigns (*.muster);;All files (*)");

} // namespace

bool MainWindow::openCampaign(const QString &path)
{
    auto document = CampaignDocument::open(path);
    if (!document) {
        QString message = document.error().message;
        if (!QFileInfo::exists(path) && m_settings.recentFiles().contains(path)) {
            m_settings.removeRecentFile(path);
            message += QLatin1Char(' ') + tr("It was removed from the list of recent campaigns.");
        }
        showFailure(tr("Could not open campaign"), message);
        updateRecentMenu();
        return false;
    }
    setDocument(std::move(document).value());
    if (!m_document->backupPath().isEmpty())
        statusBar()->showMessage(
            tr("The campaign was upgraded to this version of Muster; the old file was kept as %1.")
                .arg(m_document->backupPath()),
            15000);
    return true;
}

Status MainWindow::createCampaign(const QString &path, const CampaignStart &start)
{
    auto document = CampaignDocument::create(path, start);
    if (!document)
        return document.error();
    setDocument(std::move(document).value());
    return success();
}

QString MainWindow::demoCampaignPath()
{
    // The data folder of the program: AppDataLocation would add the organization's folder as well, which is
    // also called Muster (…/Muster/Muster).
    const QString folder = QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
                               .filePath(QCoreApplication::applicationName());
    QDir().mkpath(folder);
    return QDir(folder).filePath(QStringLiteral("demo.muster"));
}

bool MainWindow::openDemoCampaign()
{
    const QString path = demoCampaignPath();
    if (!QFileInfo::exists(path)) {
        if (Status s = writeDemoCampaign(path); !s) {
            showFailure(tr("Could not create the demo campaign"), s.error().message);
            return false;
        }
    }
    return openCampaign(path);
}

void MainWindow::openAtStart(const QString &file, bool demo)
{
    if (!file.isEmpty()) {
        openCampaign(file);
        return;
    }
    const QString last = m_settings.lastCampaign();
    if (!demo && !last.isEmpty() && QFileInfo::exists(last) && openCampaign(last))
        return;
    openDemoCampaign();
}

QString MainWindow::campaignFolder() const
{
    const QString campaign = m_document ? m_document->path() : m_settings.lastCampaign();
    const QString folder = campaign.isEmpty() ? QString() : QFileInfo(campaign).absolutePath();
    return !folder.isEmpty() && QFileInfo(folder).isDir() ? folder : QDir::homePath();
}

void MainWindow::newCampaign()
{
    QString path = QFileDialog::getSaveFileName(this, tr("New Campaign"), campaignFolder(), tr(fileFilter));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".muster");
    if (QFileInfo::exists(path)) {
        showFailure(
            tr("Could not create campaign"),
            tr("%1 already exists. Open it, or choose another name.").arg(QFileInfo(path).fileName()));
        return;
    }
    CampaignStart defaults;
    defaults.name = QFileInfo(path).completeBaseName();
    const QDate today = QDate::currentDate();
    defaults.today = CampaignDate{today.year(), today.month(), today.day()};
    defaults.usualTl = m_settings.defaultTl();
    defaults.distanceUnit =
        QLocale().measurementSystem() == QLocale::MetricSystem ? DistanceUnit::Kilometres : DistanceUnit::Miles;
    NewCampaignDialog dialog(defaults, this);
    const bool created = dialog.run([&](const CampaignStart &start) { return createCampaign(path, start); });
    if (created)
        m_settings.setDefaultTl(dialog.start().usualTl);
}

void MainWindow::openCampaignDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Campaign"), campaignFolder(), tr(fileFilter));
    if (!path.isEmpty())
        openCampaign(path);
}

void MainWindow::importGcsCharacterDialog()
{
    if (!m_document)
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Import GCS Character"), campaignFolder(),
                                                      tr("GCS character sheets (*.gcs)"));
    if (!path.isEmpty())
        importGcsCharacter(this, m_document.get(), m_forceId, path, StaffRole::Commander);
}

void MainWindow::exportForceDialog()
{
    const Force *force = m_document ? m_document->force(m_forceId) : nullptr;
    if (!force)
        return;
    const QString suggested = exportPathBeside(
        m_document->path(), exportFileName(force->name, QStringLiteral("muster-force.json"), tr("force")));
    QString path = QFileDialog::getSaveFileName(this, tr("Export Force"), suggested,
                                                tr("Muster force files (*.muster-force.json)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        path += interchange::forceFileSuffix();
    const QJsonObject file = interchange::forceFileToJson(m_document->catalog(), *force);
    if (Status s = saveTextFile(path, QString::fromUtf8(QJsonDocument(file).toJson(QJsonDocument::Indented))); !s)
        showFailure(tr("Could not export the force"), s.error().message);
    else
        showExported(path);
}

void MainWindow::importForceDialog()
{
    if (!m_document)
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Force"), campaignFolder(),
                                                      tr("Muster force files (*.muster-force.json);;JSON files (*.json)"));
    if (!path.isEmpty())
        importForceFile(path);
}

void MainWindow::importForceFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        showFailure(tr("Could not import the force"), tr("Cannot read %1: %2").arg(path, file.errorString()));
        return;
    }
    QJsonParseError parse;
    const QJsonDocument json = QJsonDocument::fromJson(file.readAll(), &parse);
    if (!json.isObject()) {
        showFailure(tr("Could not import the force"),
                    tr("%1 is not a Muster force file: it is not a JSON object (%2). Nothing was changed.")
                        .arg(QFileInfo(path).fileName(), parse.errorString()));
        return;
    }
    const Result<interchange::ForceFile> force = interchange::forceFileFromJson(json.object());
    if (!force) {
        showFailure(tr("Could not import the force"),
                    tr("%1: %2. Nothing was changed.").arg(QFileInfo(path).fileName(), force.error().message));
        return;
    }
    // Custom types the campaign already has by name: one question for all of them.
    TypeClash clash = TypeClash::Keep;
    if (const QStringList names = clashingTypeNames(m_document->campaign(), *force); !names.isEmpty()) {
        QMessageBox ask(QMessageBox::Question, tr("Import Force"),
                        tr("The campaign already has element types named %1. What should the imported force use?")
                            .arg(QLocale().createSeparatedList(names)),
                        QMessageBox::Cancel, this);
        ask.setInformativeText(tr("Keep: the campaign's types. Rename: the file's types, added as \"(imported)\". "
                                  "Replace: the campaign's types become the file's, for every force that uses them."));
        QPushButton *keep = ask.addButton(tr("&Keep the Campaign's"), QMessageBox::AcceptRole);
        QPushButton *rename = ask.addButton(tr("&Rename the File's"), QMessageBox::AcceptRole);
        QPushButton *replace = ask.addButton(tr("Re&place the Campaign's"), QMessageBox::DestructiveRole);
        ask.setDefaultButton(keep);
        ask.exec();
        if (ask.clickedButton() == keep)
            clash = TypeClash::Keep;
        else if (ask.clickedButton() == rename)
            clash = TypeClash::Rename;
        else if (ask.clickedButton() == replace)
            clash = TypeClash::Replace;
        else
            return;
    }
    const Result<qint64> added = m_document->importForce(*force, clash);
    if (!added) {
        showFailure(tr("Could not import the force"), added.error().message);
        return;
    }
    selectForce(*added);
}

void MainWindow::exportRosterCsv()
{
    const Force *force = m_document ? m_document->force(m_forceId) : nullptr;
    if (!force)
        return;
    const QString suggested = exportPathBeside(
        m_document->path(), exportFileName(tr("%1 roster").arg(force->name), QStringLiteral("csv"), tr("roster")));
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export Roster as CSV"), suggested, tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    // The roster's columns as shown, then the force's figures.
    const QString csv = tableToCsv(*m_roster->model()) + QStringLiteral("\r\n") + tableToCsv(*m_figures->model());
    if (Status s = saveTextFile(path, csv); !s)
        showFailure(tr("Could not export the roster"), s.error().message);
    else
        showExported(path);
}

std::optional<PrintedDocument> MainWindow::selectedArmySheet() const
{
    const Force *force = m_document ? m_document->force(m_forceId) : nullptr;
    if (!force)
        return std::nullopt;
    return armySheet(*m_document, *force, *m_roster->model(), *m_figures->model());
}

void MainWindow::printArmySheet()
{
    if (const auto sheet = selectedArmySheet())
        showPrintPreview(this, *sheet);
}

void MainWindow::exportArmySheetPdf()
{
    const auto sheet = selectedArmySheet();
    if (!sheet)
        return;
    const QString name = m_document->force(m_forceId)->name;
    const QString path = askPdfFile(
        this, exportPathBeside(m_document->path(), exportFileName(tr("%1 army sheet").arg(name), QStringLiteral("pdf"),
                                                                  tr("army sheet"))));
    if (path.isEmpty())
        return;
    if (Status s = savePdf(path, *sheet); !s)
        showFailure(tr("Could not export the army sheet"), s.error().message);
    else
        showExported(path);
}

void MainWindow::saveCampaignAs()
{
    if (!m_document)
        return;
    QString path = QFileDialog::getSaveFileName(this, tr("Save Campaign As"), campaignFolder(), tr(fileFilter),
                                                nullptr, QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".muster");
    if (Status s = m_document->saveCopyAs(path); !s) {
        showFailure(tr("Could not save a copy"), s.error().message);
        return;
    }
    openCampaign(path);
}

void MainWindow::showExported(const QString &path)
{
    statusBar()->showMessage(tr("Exported to %1").arg(QFileInfo(path).fileName()), 10000);
}

} // namespace muster
