#pragma once

#include "economy/Calendar.h"
#include "forms/Settings.h"

#include <QMainWindow>

#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QListView;
class QMenu;
class QTabWidget;

namespace muster {

class BattlesPanel;
class ForceSupplyPanel;
class TreasuryPanel;
class CampaignDocument;
class FiguresPanel;
class ForcesModel;
class HistoryModel;
class RosterPanel;
class StaffPanel;

// The campaign window: forces on the left, the selected force's roster (and staff) in the middle,
// its figures on the right. Every edit is saved as it is made; File > Save As makes a copy.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Each shows what went wrong and returns false if the campaign could not be opened.
    bool openCampaign(const QString &path);
    bool createCampaign(const QString &path, const QString &name);
    bool openDemoCampaign();
    // Where the demo campaign lives; made from the bundled one the first time.
    static QString demoCampaignPath();

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
    // A campaign file dropped on the window is opened.
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createEconomyActions();
    void createOperationsActions(); // MainWindowOperations.cpp
    void createFortressesActions(QMenu *campaignMenu); // MainWindowFortresses.cpp
    void setDocument(std::unique_ptr<CampaignDocument> document);
    void showForce(qint64 forceId);
    void updateTitle();
    void updateRecentMenu();
    void showRefusal(const QString &message);
    void showFailure(const QString &title, const QString &message);

    void newCampaign();
    void openCampaignDialog();
    void saveCampaignAs();
    void addForce();
    void removeForce();
    void showElementTypes();
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
    QAction *m_addForce = nullptr;
    QAction *m_removeForce = nullptr;
    QAction *m_renameForce = nullptr;
    QAction *m_elementTypes = nullptr;
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
};

} // namespace muster
