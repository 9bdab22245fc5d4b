// The first hour of a new GM (issue 14): File > New Campaign asks for the start date, the usual TL and the
// distance unit and creates the campaign in one step; a campaign that does not open leaves the start page
// with the reason; a second Muster started with an open campaign brings the first one's window forward;
// the demo lives in the program's one data folder.

#include "gui_test_helpers.h"

#include "AddElementDialog.h"
#include "CampaignDocument.h"
#include "InstanceLink.h"
#include "NewCampaignDialog.h"
#include "RosterPanel.h"
#include "StartPage.h"
#include "economy/CampaignDateEdit.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QProcess>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QUndoStack>

#include <future>

using namespace muster;
using namespace guitest;

namespace {

CampaignStart startOf(const QString &name, const CampaignDate &today = {}, int usualTl = CampaignStart::defaultUsualTl)
{
    return CampaignStart{name, today, usualTl, DistanceUnit::Miles};
}

QAction *fileAction(const MainWindow &window, const QString &text)
{
    for (QAction *menu : window.menuBar()->actions()) {
        if (!menu->menu())
            continue;
        for (QAction *action : menu->menu()->actions()) {
            if (action->text() == text)
                return action;
        }
    }
    return nullptr;
}

// The TL Add Element offers for the first element of a force just added ("Legion"); -1 when it did not open.
int tlOfferedToANewForce(MainWindow &window)
{
    const auto added = window.document()->addForce(QStringLiteral("Legion"));
    if (!added)
        return -1;
    window.selectForce(*added);
    int offeredTl = -1;
    onNextModal([&](QDialog *opened) {
        if (auto *dialog = qobject_cast<AddElementDialog *>(opened))
            offeredTl = child<QSpinBox>(dialog, QStringLiteral("elementTl"))->value();
        opened->reject();
    });
    window.rosterPanel()->addAction()->trigger();
    return offeredTl;
}

} // namespace

class TstFirstHour : public GuiTestCase
{
    Q_OBJECT

private slots:
    void newCampaignAsksForItsStart();
    void newCampaignKeepsARefusalInTheDialog();
    void usualTlChangedLater();
    void campaignSettingsKeepTheBattleRules();
    void failedOpenShowsTheStartPage();
    void secondInstanceBringsTheFirstForward();
    void secondProgramWithTheSameFileExits();
    void demoLivesInOneDataFolder();
};

void TstFirstHour::newCampaignAsksForItsStart()
{
    auto window = openWindow();
    const QString folder = QFileInfo(window->document()->path()).absolutePath();
    const QString path = m_dir->filePath(QStringLiteral("Border War.muster"));
    QString dialogFolder;
    bool asked = false;
    onNextModal([&](QDialog *opened) {
        auto *files = qobject_cast<QFileDialog *>(opened);
        QVERIFY(files);
        dialogFolder = files->directory().absolutePath();
        // After the file, the campaign's first choices.
        onNextModal(
            [&](QDialog *next) {
                auto *dialog = qobject_cast<NewCampaignDialog *>(next);
                QVERIFY(dialog);
                asked = true;
                QCOMPARE(child<QLineEdit>(dialog, QStringLiteral("campaignName"))->text(), QStringLiteral("Border War"));
                child<CampaignDateEdit>(dialog, QStringLiteral("startDate"))->setDate(CampaignDate{1205, 3, 14});
                typeInto(child<QSpinBox>(dialog, QStringLiteral("usualTl")), QStringLiteral("8"));
                auto *unit = child<QComboBox>(dialog, QStringLiteral("distanceUnit"));
                unit->setCurrentIndex(unit->findData(int(DistanceUnit::Kilometres)));
                QTest::mouseClick(okButton(dialog), Qt::LeftButton);
            },
            files);
        files->selectFile(path);
        opened->accept(); // QFileDialog::accept is protected
    });
    fileAction(*window, QStringLiteral("&New Campaign..."))->trigger();
    QVERIFY(asked);
    QCOMPARE(dialogFolder, folder); // where the open campaign is, not the home folder
    CampaignDocument *document = window->document();
    QCOMPARE(QFileInfo(document->path()).fileName(), QStringLiteral("Border War.muster"));
    const Campaign &campaign = document->campaign();
    QCOMPARE(campaign.name, QStringLiteral("Border War"));
    QVERIFY(campaign.today == (CampaignDate{1205, 3, 14}));
    QCOMPARE(campaign.usualTl, 8);
    QCOMPARE(campaign.distanceUnit, DistanceUnit::Kilometres);
    // One step: nothing a GM could half undo.
    QCOMPARE(document->undoStack()->count(), 0);

    // The first element of a force starts at the usual TL.
    QCOMPARE(tlOfferedToANewForce(*window), 8);

    // The file holds the choices.
    window.reset();
    auto reopened = CampaignDocument::open(path);
    QVERIFY(reopened);
    QVERIFY((*reopened)->campaign().today == (CampaignDate{1205, 3, 14}));
    QCOMPARE((*reopened)->campaign().usualTl, 8);
    QCOMPARE((*reopened)->campaign().distanceUnit, DistanceUnit::Kilometres);
}

// Campaign > Usual TL changes the TL chosen at the start, as one undoable step kept in the file; Add Element
// offers it for a force without elements.
void TstFirstHour::usualTlChangedLater()
{
    auto window = openWindow();
    CampaignDocument *document = window->document();
    const QString path = document->path();
    QCOMPARE(document->campaign().usualTl, CampaignStart::defaultUsualTl);
    auto *action = window->findChild<QAction *>(QStringLiteral("usualTlAction"));
    QVERIFY(action && action->isEnabled());
    int shown = -1;
    onNextModal([&](QDialog *opened) {
        auto *dialog = qobject_cast<QInputDialog *>(opened);
        QVERIFY(dialog);
        shown = dialog->intValue();
        dialog->setIntValue(6);
        dialog->accept();
    });
    action->trigger();
    QCOMPARE(shown, CampaignStart::defaultUsualTl);
    QCOMPARE(document->campaign().usualTl, 6);
    QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Make TL6 the usual TL"));

    QCOMPARE(tlOfferedToANewForce(*window), 6);
    document->undo(); // the new force
    QCOMPARE(document->campaign().usualTl, 6);

    window.reset();
    auto reopened = CampaignDocument::open(path);
    QVERIFY(reopened);
    QCOMPARE((*reopened)->campaign().usualTl, 6);
}

// Campaign > Settings: the rules New Battle offers first, one undoable step kept in the file (issue 15).
void TstFirstHour::campaignSettingsKeepTheBattleRules()
{
    auto window = openWindow();
    CampaignDocument *document = window->document();
    const QString path = document->path();
    QCOMPARE(document->campaign().battleRuleSet, QString()); // none chosen: the program's first
    auto *action = window->findChild<QAction *>(QStringLiteral("campaignSettingsAction"));
    QVERIFY(action && action->isEnabled());
    QStringList offered;
    onNextModal([&](QDialog *dialog) {
        auto *rules = child<QComboBox>(dialog, QStringLiteral("battleRuleSet"));
        QVERIFY(rules);
        for (int i = 0; i < rules->count(); ++i)
            offered << rules->itemText(i);
        QTest::mouseClick(okButton(dialog), Qt::LeftButton);
    });
    action->trigger();
    QCOMPARE(offered, (QStringList{QStringLiteral("GURPS Mass Combat"), QStringLiteral("Mutant: Year Zero Mass Combat"),
                                   QStringLiteral("Simplified Mass Combat"), QStringLiteral("d20 Strategic Combat")}));
    QCOMPARE(document->campaign().battleRuleSet, QStringLiteral("gurps"));
    QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Fight battles under GURPS Mass Combat"));
    QVERIFY(document->undo().ok());
    QCOMPARE(document->campaign().battleRuleSet, QString());
    QVERIFY(document->redo().ok());

    window.reset();
    auto reopened = CampaignDocument::open(path);
    QVERIFY(reopened);
    QCOMPARE((*reopened)->campaign().battleRuleSet, QStringLiteral("gurps"));
}

void TstFirstHour::newCampaignKeepsARefusalInTheDialog()
{
    // What core refuses: no name, a TL the rules do not have, a day the calendar does not have.
    QVERIFY(!(startOf(QStringLiteral(" ")).check()));
    QVERIFY(!(startOf(QStringLiteral("High"), CampaignDate{}, 13).check()));
    QVERIFY(!(startOf(QStringLiteral("Leap"), CampaignDate{1203, 2, 30}).check()));
    QVERIFY((startOf(QStringLiteral("Leap"), CampaignDate{1204, 2, 29}).check()));

    CampaignStart defaults;
    defaults.name = QStringLiteral("Refused");
    NewCampaignDialog dialog(defaults);
    int attempts = 0;
    QString shown;
    bool stillOpen = false;
    onNextModal([&](QDialog *opened) {
        QTest::mouseClick(okButton(opened), Qt::LeftButton);
        shown = child<QLabel>(opened, QStringLiteral("error"))->text();
        stillOpen = opened->isVisible();
        QTest::mouseClick(okButton(opened), Qt::LeftButton);
    });
    const bool created = dialog.run([&](const CampaignStart &) -> Status {
        if (++attempts == 1)
            return Error{QStringLiteral("The disk is full."), QStringLiteral("file")};
        return success();
    });
    QCOMPARE(attempts, 2);
    QVERIFY(stillOpen);
    QCOMPARE(shown, QStringLiteral("The disk is full."));
    QVERIFY(created);
}

void TstFirstHour::failedOpenShowsTheStartPage()
{
    MainWindow window;
    window.show();
    const QString missing = m_dir->filePath(QStringLiteral("missing.muster"));
    window.openAtStart(missing, false);
    QVERIFY(!window.document());
    QVERIFY(window.isShowingStartPage());
    QVERIFY(window.startPage()->isVisible());
    QVERIFY2(window.startPage()->error().contains(QStringLiteral("does not exist")),
             qPrintable(window.startPage()->error()));
    // Empty panels make room for the start page, and come back with a campaign.
    for (QDockWidget *dock : window.findChildren<QDockWidget *>())
        QVERIFY2(!dock->isVisible(), qPrintable(dock->objectName()));
    QVERIFY(window.openCampaign(demoCopy(QStringLiteral("after.muster"))));
    QVERIFY(!window.isShowingStartPage());
    QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("forcesDock"))->isVisible());
    QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("battlesDock"))->isVisible());
}

void TstFirstHour::secondInstanceBringsTheFirstForward()
{
    auto window = openWindow();
    const QString path = window->document()->path();
    QSignalSpy shown(window->instanceLink(), &InstanceLink::shownToAnotherInstance);
    // The other program blocks until it has its answer; here it runs beside this event loop.
    auto asked = std::async(std::launch::async, [path] { return InstanceLink::showRunningInstance(path); });
    QTRY_VERIFY(asked.wait_for(std::chrono::seconds(0)) == std::future_status::ready);
    QVERIFY(asked.get());
    QCOMPARE(shown.count(), 1);
    // Nobody answers for a campaign no Muster has open.
    QVERIFY(!InstanceLink::showRunningInstance(demoCopy(QStringLiteral("closed.muster")), 500));
    // Another campaign: the window answers for that one only.
    QVERIFY(window->openCampaign(demoCopy(QStringLiteral("other.muster"))));
    QVERIFY(!InstanceLink::showRunningInstance(path, 500));
}

void TstFirstHour::secondProgramWithTheSameFileExits()
{
    auto window = openWindow();
    QSignalSpy shown(window->instanceLink(), &InstanceLink::shownToAnotherInstance);
    QProcess second;
    second.start(QStringLiteral(MUSTER_GUI_EXECUTABLE), {window->document()->path()});
    QVERIFY2(second.waitForStarted(), qPrintable(second.errorString()));
    // This event loop must run to answer it: no blocking wait.
    QTRY_COMPARE_WITH_TIMEOUT(second.state(), QProcess::NotRunning, 20000);
    QCOMPARE(second.exitStatus(), QProcess::NormalExit);
    QCOMPARE(second.exitCode(), 0);
    QCOMPARE(shown.count(), 1);
}

void TstFirstHour::demoLivesInOneDataFolder()
{
    const QString path = MainWindow::demoCampaignPath();
    const QString data = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    QCOMPARE(QFileInfo(path).absolutePath(), QDir(data).filePath(QCoreApplication::applicationName()));
    QVERIFY2(!path.contains(QStringLiteral("%1/%2").arg(QCoreApplication::organizationName(),
                                                        QCoreApplication::applicationName())),
             qPrintable(path));
}

std::unique_ptr<QObject> newTstFirstHour()
{
    return std::make_unique<TstFirstHour>();
}

#include "tst_firsthour.moc"
