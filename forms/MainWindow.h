#pragma once

#include "common/Result.h"
#include "economy/Calendar.h"
#include "forms/Settings.h"
#include "print/PrintedDocument.h"

#include <QMainWindow>

#include <memory>
#include <optional>

class QAction;
class QDockWidget;
class QLabel;
class QListView;
class QMenu;
class QStackedWidget;
class QTabWidget;

namespace muster {

class BattlesPanel;
class ForceSupplyPanel;
class TreasuryPanel;
class CampaignDocument;
class FiguresPanel;
class ForcesModel;
class HistoryModel;
class InstanceLink;
class RosterPanel;
class StaffPanel;
class StartPage;
struct CampaignStart;

// The campaign window: forces on the left, the selected force's roster (and staff) in the middle,
// its figures on the right; the start page while no campaign is open. Every edit is saved as it is made;
// File > Save As makes a copy.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Each shows what went wrong and returns false if the campaign could not be opened: with a campaign open in
    // a message box, on the start page otherwise. These are in MainWindowFiles.cpp.
    bool openCampaign(const QString &path);
    // A force file taken into the open campaign (File > Import > Force..., or dropped on the window): custom types
    // the campaign already has by name are asked about once; a file Muster cannot read is a message.
    void importForceFile(const QString &path);
    Status createCampaign(const QString &path, const CampaignStart &start);
    bool openDemoCampaign();
    // Where the demo campaign lives, in the program's data folder; made from the bundled one the first time.
    static QString demoCampaignPath();
    // What the program opens when it starts: `file` from the command line (if it does not open, the start page
    // says why); without one the last campaign, or the demo when asked for or when the last one does not open.
    void openAtStart(const QString &file, bool demo);
    // The folder file dialogs open in: the open campaign's, else the last campaign's, else the home folder.
    QString campaignFolder() const;

    // Shows the window: maximized the first time, later as the GM left it, within the screen (MainWindowStart.cpp).
    void showRestored();
    bool isShowingStartPage() const;
    StartPage *startPage() const { return m_start; }
    InstanceLink *instanceLink() const { return m_instanceLink; }
    QAction *userGuideAction() const { return m_userGuide; }

    CampaignDocument *document() const { return m_document.get(); }
    RosterPanel *rosterPanel() const { return m_roster; }
    FiguresPanel *figuresPanel() const { return m_figures; }
    StaffPanel *staffPanel() const { return m_staff; }
    BattlesPanel *battlesPanel() const { return m_battles; }
    TreasuryPanel *treasuryPanel() const { return m_treasury; }
    QAction *closeMonthAction() const { return m_closeMonth; }
    QAction *nextMonthAction() const { return m_nextMonth; }
    QAction *calendarAction() const { return m_calendar; }
    QAction *hireAction() const { return m_hire; }
    QAction *marchAction() const { return m_march; }
    QAction *reconAction() const { return m_recon; }
    QListView *forcesView() const { return m_forcesView; }
    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }
    void selectForce(qint64 forceId);
    qint64 currentForceId() const { return m_forceId; }

protected:
    void closeEvent(QCloseEvent *event) override;
    // A window made lower takes its share of the room from the bottom panel too (MainWindowStart.cpp).
    void resizeEvent(QResizeEvent *event) override;
    // A campaign file dropped on the window is opened.
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createEconomyActions();
    void createOperationsActions(); // MainWindowOperations.cpp
    void createFortressesActions(QMenu *campaignMenu); // MainWindowFortresses.cpp
    void createHelpMenu();                              // MainWindowHelp.cpp
    void showStartPage(bool show);                      // MainWindowStart.cpp
    QWidget *scrollable(QWidget *panel);
    // The panels' first places and sizes, before the GM has moved any (MainWindowStart.cpp).
    void arrangePanels();
    void setDocument(std::unique_ptr<CampaignDocument> document);
    void showForce(qint64 forceId);
    void updateTitle();
    void updateRecentMenu();
    void showRefusal(const QString &message);
    void showFailure(const QString &title, const QString &message);

    void newCampaign();
    void openCampaignDialog();
    void importGcsCharacterDialog();
    void exportForceDialog();
    void importForceDialog();
    void exportRosterCsv();
    std::optional<PrintedDocument> selectedArmySheet() const; // MainWindowFiles.cpp
    void printArmySheet();
    void exportArmySheetPdf();
    void saveCampaignAs();
    void addForce();
    void removeForce();
    void showElementTypes();
    void changeUsualTl();
    void changeCampaignSettings(); // MainWindowSettings.cpp
    void showExported(const QString &path);
    void closeMonth();
    void advanceTime(bool wholeMonth);
    void advanceToNextEvent();
    void advanceTo(const CampaignDate &to, const QStringList &events);
    void raiseElements();
    void replaceCasualties();
    void improveLine();
    void disbandLine();
    void hireMercenaries();
    void planMarch();            // MainWindowOperations.cpp
    void reconnaissanceContest(); // MainWindowOperations.cpp
    void updateDate();
    void showHistoryRow();
    void about();

    Settings m_settings;
    std::unique_ptr<CampaignDocument> m_document;
    qint64 m_forceId = 0;
    ForcesModel *m_forcesModel;
    QListView *m_forcesView;
    QStackedWidget *m_pages; // the start page, or the tabs of a campaign
    StartPage *m_start;
    int m_startPageIndex = 0; // of m_pages
    QByteArray m_campaignLayout; // the docks as they were while a campaign was open
    InstanceLink *m_instanceLink;
    QTabWidget *m_tabs;
    RosterPanel *m_roster;
    StaffPanel *m_staff;
    FiguresPanel *m_figures;
    HistoryModel *m_history;
    QListView *m_undoView;
    bool m_followingHistory = false;
    BattlesPanel *m_battles;
    TreasuryPanel *m_treasury;
    ForceSupplyPanel *m_supply;
    QLabel *m_dateLabel;
    QLabel *m_savedLabel;
    QList<QDockWidget *> m_docks;
    QMenu *m_recentMenu = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QAction *m_saveAs = nullptr;
    QAction *m_importGcs = nullptr;
    QAction *m_importForce = nullptr;
    QAction *m_exportForce = nullptr;
    QAction *m_exportRosterCsv = nullptr;
    QAction *m_printArmySheet = nullptr;
    QAction *m_exportArmySheetPdf = nullptr;
    QAction *m_addForce = nullptr;
    QAction *m_removeForce = nullptr;
    QAction *m_renameForce = nullptr;
    QAction *m_elementTypes = nullptr;
    QAction *m_usualTl = nullptr;
    QAction *m_campaignSettings = nullptr;
    QAction *m_newBattle = nullptr;
    QAction *m_closeMonth = nullptr;
    QAction *m_nextMonth = nullptr;
    QAction *m_advanceDays = nullptr;
    QAction *m_closeMonthsOnAdvance = nullptr;
    QAction *m_nextEvent = nullptr;
    QAction *m_raise = nullptr;
    QAction *m_replace = nullptr;
    QAction *m_disband = nullptr;
    QAction *m_improve = nullptr;
    QAction *m_calendar = nullptr;
    QAction *m_hire = nullptr;
    QAction *m_march = nullptr;
    QAction *m_recon = nullptr;
    QAction *m_userGuide = nullptr;
};

} // namespace muster
