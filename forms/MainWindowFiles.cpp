// The main window's campaign files: opening, creating (with the GM's first choices), the demo, Save As, and
// the folder file dialogs open in.

#include "MainWindow.h"

#include "CampaignDocument.h"
#include "GcsImportDialog.h"
#include "NewCampaignDialog.h"
#include "StartPage.h"
#include "campaign/DemoCampaign.h"

#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
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
