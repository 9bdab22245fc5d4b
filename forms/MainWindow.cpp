#include "MainWindow.h"

#include "HistoryModel.h"

#include <QScopedValueRollback>

#include "CampaignDocument.h"
#include "ElementTypesDialog.h"
#include "FiguresPanel.h"
#include "RosterPanel.h"
#include "StaffPanel.h"
#include "GcsImportDialog.h"
#include "interchange/force/ForceFile.h"
#include "battle/BattlesPanel.h"
#include "economy/ForceSupplyPanel.h"
#include "economy/MonthEndDialog.h"
#include "economy/TreasuryPanel.h"
#include "HelpWindow.h"
#include "InstanceLink.h"
#include "StartPage.h"
#include "WindowGeometry.h"
#include "models/ForcesModel.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QMimeData>
#include <QScreen>
#include <QScrollArea>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QToolBar>
#include <QUrl>
#include <QVBoxLayout>

namespace muster {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_forcesModel(new ForcesModel(this)), m_forcesView(new QListView(this)),
      m_pages(new QStackedWidget(this)), m_start(new StartPage(this)), m_instanceLink(new InstanceLink(this)),
      m_tabs(new QTabWidget(this)), m_roster(new RosterPanel(this)), m_staff(new StaffPanel(this)),
      m_figures(new FiguresPanel(this)), m_history(new HistoryModel(this)), m_undoView(new QListView(this)),
      m_battles(new BattlesPanel(this)), m_treasury(new TreasuryPanel(this)), m_supply(new ForceSupplyPanel(this)),
      m_dateLabel(new QLabel(this)), m_savedLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    installContextHelp();
    m_tabs->addTab(m_roster, tr("&Roster"));
    m_tabs->addTab(scrollable(m_staff), tr("&Staff && Notes"));
    m_tabs->addTab(scrollable(m_supply), tr("Suppl&y && Readiness"));
    m_pages->addWidget(m_tabs);
    // In a scroll area: a stack is as large as its largest page, and the roster's page must not have to be.
    m_startPageIndex = m_pages->addWidget(scrollable(m_start));
    setCentralWidget(m_pages);
    connect(m_start, &StartPage::newCampaignRequested, this, &MainWindow::newCampaign);
    connect(m_start, &StartPage::openRequested, this, &MainWindow::openCampaignDialog);
    connect(m_start, &StartPage::demoRequested, this, &MainWindow::openDemoCampaign);
    connect(m_start, &StartPage::recentRequested, this, &MainWindow::openCampaign);

    m_forcesView->setObjectName(QStringLiteral("forcesView"));
    m_forcesView->setModel(m_forcesModel);
    m_forcesView->setEditTriggers(QAbstractItemView::EditKeyPressed | QAbstractItemView::DoubleClicked);
    auto *forcesDock = new QDockWidget(tr("Forces"), this);
    forcesDock->setObjectName(QStringLiteral("forcesDock"));
    forcesDock->setWidget(m_forcesView);
    addDockWidget(Qt::LeftDockWidgetArea, forcesDock);
    auto *figuresDock = new QDockWidget(tr("Figures"), this);
    figuresDock->setObjectName(QStringLiteral("figuresDock"));
    figuresDock->setWidget(m_figures);
    addDockWidget(Qt::RightDockWidgetArea, figuresDock);
    auto *recordDock = new QDockWidget(tr("Element Record"), this);
    recordDock->setObjectName(QStringLiteral("recordDock"));
    recordDock->setWidget(m_roster->recordView());
    addDockWidget(Qt::RightDockWidgetArea, recordDock);
    auto *historyDock = new QDockWidget(tr("History"), this);
    historyDock->setObjectName(QStringLiteral("historyDock"));
    m_undoView->setObjectName(QStringLiteral("undoView"));
    m_undoView->setModel(m_history);
    m_undoView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Picking a step moves the document there (saved as one step); the view then follows the document.
    connect(m_undoView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (m_followingHistory || !m_document || !current.isValid() ||
                    current.row() == m_history->currentRow())
                    return;
                m_document->setIndex(current.row());
                showHistoryRow(); // after a failed jump, back to where the document stands
            });
    connect(m_history, &HistoryModel::currentRowChanged, this, &MainWindow::showHistoryRow);
    historyDock->setWidget(m_undoView);
    addDockWidget(Qt::LeftDockWidgetArea, historyDock);
    auto *battlesDock = new QDockWidget(tr("Battles"), this);
    battlesDock->setObjectName(QStringLiteral("battlesDock"));
    battlesDock->setWidget(scrollable(m_battles));
    addDockWidget(Qt::BottomDockWidgetArea, battlesDock);
    auto *treasuryDock = new QDockWidget(tr("Treasury"), this);
    treasuryDock->setObjectName(QStringLiteral("treasuryDock"));
    treasuryDock->setWidget(scrollable(m_treasury));
    addDockWidget(Qt::BottomDockWidgetArea, treasuryDock);
    tabifyDockWidget(battlesDock, treasuryDock); // arrangePanels() places and sizes the panels
    m_docks = {forcesDock, figuresDock, recordDock, historyDock, battlesDock, treasuryDock};
    setAcceptDrops(true);
    // There is no Save: say so where the GM looks for it.
    m_savedLabel->setObjectName(QStringLiteral("savedLabel"));
    m_dateLabel->setObjectName(QStringLiteral("dateLabel"));
    statusBar()->addPermanentWidget(m_dateLabel);
    statusBar()->addPermanentWidget(m_savedLabel);

    createActions();
    createMenus();
    auto *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolbar->addAction(m_addForce);
    toolbar->addAction(m_roster->addAction());
    toolbar->addAction(m_roster->featuresAction());
    toolbar->addAction(m_newBattle);
    toolbar->addSeparator();
    toolbar->addAction(m_undo);
    toolbar->addAction(m_redo);

    connect(m_forcesView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { showForce(m_forcesModel->forceIdAt(current.row())); });
    connect(m_forcesModel, &ForcesModel::editRefused, this, &MainWindow::showRefusal);
    connect(m_roster, &RosterPanel::editRefused, this, &MainWindow::showRefusal);
    connect(m_staff, &StaffPanel::editRefused, this, &MainWindow::showRefusal);
    connect(m_battles, &BattlesPanel::failed, this, [this](const QString &message) { showFailure(tr("Battle"), message); });
    connect(m_treasury, &TreasuryPanel::failed, this, &MainWindow::showRefusal);
    connect(m_treasury, &TreasuryPanel::exported, this, &MainWindow::showExported);
    connect(m_battles, &BattlesPanel::exported, this, &MainWindow::showExported);
    connect(m_supply, &ForceSupplyPanel::editRefused, this, &MainWindow::showRefusal);

    // First start: most of the screen, since the roster has many columns (showRestored maximizes it); later,
    // where the GM left it, but never larger than the screen it is on now.
    const QScreen *screen = QGuiApplication::primaryScreen();
    const QSize available = screen ? screen->availableSize() : QSize(1366, 768);
    resize(available * 9 / 10);
    restoreGeometry(m_settings.windowGeometry());
    fitToScreen(this);
    // The panels as the GM left them come back with the first campaign (the start page shows none).
    m_campaignLayout = m_settings.windowState();
    setDocument(nullptr);
}

QWidget *MainWindow::scrollable(QWidget *panel)
{
    // A panel of fields and buttons has a large minimum size; in a scroll area it yields room to the roster on
    // a small screen (or a large QT_SCALE_FACTOR), and the window can be smaller than all its panels' minimums.
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(panel->objectName() + QStringLiteral("Scroll"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setWidget(panel);
    return scroll;
}

MainWindow::~MainWindow()
{
    // Views first: they hold pointers into the document.
    setDocument(nullptr);
}

void MainWindow::createActions()
{
    m_undo = new QAction(QIcon::fromTheme(QStringLiteral("edit-undo")), tr("&Undo"), this);
    m_undo->setObjectName(QStringLiteral("undoAction"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = new QAction(QIcon::fromTheme(QStringLiteral("edit-redo")), tr("&Redo"), this);
    m_redo->setObjectName(QStringLiteral("redoAction"));
    m_redo->setShortcut(QKeySequence::Redo);
    connect(m_undo, &QAction::triggered, this, [this] {
        if (m_document)
            m_document->undo();
    });
    connect(m_redo, &QAction::triggered, this, [this] {
        if (m_document)
            m_document->redo();
    });
    m_saveAs = new QAction(tr("Save &As..."), this);
    m_saveAs->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAs, &QAction::triggered, this, &MainWindow::saveCampaignAs);
    m_importForce = new QAction(tr("&Force..."), this);
    m_importForce->setObjectName(QStringLiteral("importForceAction"));
    m_importForce->setStatusTip(tr("Add a force exported from a campaign (.muster-force.json) to this one"));
    connect(m_importForce, &QAction::triggered, this, &MainWindow::importForceDialog);
    m_exportForce = new QAction(tr("&Force..."), this);
    m_exportForce->setObjectName(QStringLiteral("exportForceAction"));
    m_exportForce->setStatusTip(tr("Write the selected force with its staff, notes and custom types to a file"));
    connect(m_exportForce, &QAction::triggered, this, &MainWindow::exportForceDialog);
    m_exportRosterCsv = new QAction(tr("&Roster as CSV..."), this);
    m_exportRosterCsv->setObjectName(QStringLiteral("exportRosterCsvAction"));
    m_exportRosterCsv->setStatusTip(tr("Write the selected force's roster as shown, and its figures, for a spreadsheet"));
    connect(m_exportRosterCsv, &QAction::triggered, this, &MainWindow::exportRosterCsv);
    m_printArmySheet = new QAction(tr("Print Army S&heet..."), this);
    m_printArmySheet->setObjectName(QStringLiteral("printArmySheetAction"));
    m_printArmySheet->setShortcut(QKeySequence::Print);
    m_printArmySheet->setStatusTip(tr("Preview the selected force's army sheet and print it"));
    connect(m_printArmySheet, &QAction::triggered, this, &MainWindow::printArmySheet);
    m_exportArmySheetPdf = new QAction(tr("&Army Sheet as PDF..."), this);
    m_exportArmySheetPdf->setObjectName(QStringLiteral("exportArmySheetPdfAction"));
    m_exportArmySheetPdf->setStatusTip(tr("Write the selected force's army sheet (figures, roster, staff, element records) as a PDF"));
    connect(m_exportArmySheetPdf, &QAction::triggered, this, &MainWindow::exportArmySheetPdf);
    m_importGcs = new QAction(tr("&GCS Character..."), this);
    m_importGcs->setObjectName(QStringLiteral("importGcsAction"));
    m_importGcs->setStatusTip(tr("Make a character of GURPS Character Sheet a staff member of the selected force"));
    connect(m_importGcs, &QAction::triggered, this, &MainWindow::importGcsCharacterDialog);
    m_addForce = new QAction(QIcon::fromTheme(QStringLiteral("folder-new")), tr("Add &Force..."), this);
    m_addForce->setObjectName(QStringLiteral("addForceAction"));
    m_addForce->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    connect(m_addForce, &QAction::triggered, this, &MainWindow::addForce);
    m_removeForce = new QAction(tr("Re&move Force"), this);
    m_removeForce->setObjectName(QStringLiteral("removeForceAction"));
    // Delete removes the force only while the forces list has focus (in the roster it removes lines).
    m_removeForce->setShortcut(QKeySequence::Delete);
    m_removeForce->setShortcutContext(Qt::WidgetShortcut);
    m_forcesView->addAction(m_removeForce);
    connect(m_removeForce, &QAction::triggered, this, &MainWindow::removeForce);
    m_renameForce = new QAction(tr("Re&name Force"), this);
    connect(m_renameForce, &QAction::triggered, this,
            [this] { m_forcesView->edit(m_forcesView->currentIndex()); });
    m_elementTypes = new QAction(tr("&Element Types..."), this);
    m_elementTypes->setObjectName(QStringLiteral("elementTypesAction"));
    m_elementTypes->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    connect(m_elementTypes, &QAction::triggered, this, &MainWindow::showElementTypes);
    m_usualTl = new QAction(tr("&Usual TL..."), this);
    m_usualTl->setObjectName(QStringLiteral("usualTlAction"));
    m_usualTl->setToolTip(tr("The TL a force without elements starts its first one at, chosen with the campaign"));
    connect(m_usualTl, &QAction::triggered, this, &MainWindow::changeUsualTl);
    m_campaignSettings = new QAction(tr("Se&ttings..."), this);
    m_campaignSettings->setObjectName(QStringLiteral("campaignSettingsAction"));
    m_campaignSettings->setToolTip(tr("The campaign's own settings: the rules its battles are fought under"));
    connect(m_campaignSettings, &QAction::triggered, this, &MainWindow::changeCampaignSettings);
    m_newBattle = new QAction(tr("New &Battle..."), this);
    m_newBattle->setObjectName(QStringLiteral("newBattleAction"));
    m_newBattle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
    connect(m_newBattle, &QAction::triggered, m_battles, &BattlesPanel::newBattle);
    createEconomyActions();
    createOperationsActions();
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New Campaign..."), QKeySequence::New, this, &MainWindow::newCampaign);
    file->addAction(tr("&Open..."), QKeySequence::Open, this, &MainWindow::openCampaignDialog);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addAction(tr("Open &Demo Campaign"), this, &MainWindow::openDemoCampaign);
    file->addSeparator();
    file->addAction(m_saveAs);
    file->addSeparator();
    QMenu *import = file->addMenu(tr("&Import"));
    import->addAction(m_importForce);
    import->addAction(m_importGcs);
    QMenu *exportMenu = file->addMenu(tr("&Export"));
    exportMenu->addAction(m_exportForce);
    exportMenu->addAction(m_exportRosterCsv);
    exportMenu->addAction(m_exportArmySheetPdf);
    file->addAction(m_printArmySheet);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_undo);
    edit->addAction(m_redo);
    edit->addSeparator();
    edit->addAction(m_roster->addAction());
    edit->addAction(m_roster->featuresAction());
    edit->addAction(m_roster->duplicateAction());
    edit->addAction(m_roster->removeAction());
    edit->addAction(m_roster->filterAction());

    QMenu *campaign = menuBar()->addMenu(tr("&Campaign"));
    campaign->addAction(m_addForce);
    campaign->addAction(m_renameForce);
    campaign->addAction(m_removeForce);
    campaign->addSeparator();
    campaign->addAction(m_elementTypes);
    campaign->addAction(m_usualTl);
    campaign->addAction(m_campaignSettings);
    createFortressesActions(campaign);
    campaign->addSeparator();
    campaign->addAction(m_newBattle);
    campaign->addSeparator();
    for (QAction *action :
         {m_calendar, m_raise, m_hire, m_improve, m_replace, m_disband, m_closeMonth, m_nextMonth, m_nextEvent,
          m_advanceDays, m_closeMonthsOnAdvance})
        campaign->addAction(action);

    QMenu *operations = menuBar()->addMenu(tr("Operat&ions"));
    operations->addAction(m_march);
    operations->addAction(m_recon);

    // Every panel can be closed and brought back from here.
    QMenu *view = menuBar()->addMenu(tr("&View"));
    for (QDockWidget *dock : std::as_const(m_docks))
        view->addAction(dock->toggleViewAction());

    createHelpMenu();
    updateRecentMenu();
}

void MainWindow::setDocument(std::unique_ptr<CampaignDocument> document)
{
    // Detach every view before the old document goes away.
    m_roster->setForce(nullptr, 0);
    m_staff->setForce(nullptr, 0);
    m_figures->setForce(nullptr, 0);
    m_forcesModel->setDocument(nullptr);
    m_battles->setDocument(nullptr);
    m_treasury->setDocument(nullptr);
    m_supply->setForce(nullptr, 0);
    m_forceId = 0;
    m_document = std::move(document);
    const bool open = m_document != nullptr;
    m_forcesModel->setDocument(m_document.get());
    m_battles->setDocument(m_document.get());
    m_treasury->setDocument(m_document.get());
    for (QAction *action : {m_saveAs, m_importGcs, m_importForce, m_exportForce, m_exportRosterCsv, m_printArmySheet, m_exportArmySheetPdf, m_addForce, m_removeForce, m_renameForce, m_elementTypes, m_usualTl, m_campaignSettings, m_newBattle, m_closeMonth,
                            m_nextMonth, m_nextEvent, m_advanceDays, m_raise, m_hire, m_improve, m_replace, m_disband, m_calendar,
                            m_march, m_recon})
        action->setEnabled(open);
    m_undo->setEnabled(false);
    m_redo->setEnabled(false);
    m_history->setDocument(m_document.get());
    showHistoryRow();
    for (QDockWidget *dock : std::as_const(m_docks))
        dock->toggleViewAction()->setEnabled(open);
    showStartPage(!open);
    m_instanceLink->serve(open ? m_document->path() : QString());
    if (open)
        m_document->setMonthEndOnAdvance(m_closeMonthsOnAdvance->isChecked() ? MonthEndOnAdvance::Close
                                                                            : MonthEndOnAdvance::Stop);
    if (open) {
        m_start->setError({}, {});
        const QUndoStack *stack = m_document->undoStack();
        connect(stack, &QUndoStack::canUndoChanged, m_undo, &QAction::setEnabled);
        connect(stack, &QUndoStack::canRedoChanged, m_redo, &QAction::setEnabled);
        connect(stack, &QUndoStack::undoTextChanged, this, [this](const QString &text) {
            m_undo->setText(text.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(text));
        });
        connect(stack, &QUndoStack::redoTextChanged, this, [this](const QString &text) {
            m_redo->setText(text.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(text));
        });
        connect(m_document.get(), &CampaignDocument::errorOccurred, this,
                [this](const QString &message) { showFailure(tr("Could not save"), message); });
        connect(m_document.get(), &CampaignDocument::economyChanged, this, &MainWindow::updateDate);
        connect(m_document.get(), &CampaignDocument::forceInserted, this,
                [this](int index) { m_forcesView->setCurrentIndex(m_forcesModel->index(index)); });
        m_settings.addRecentFile(m_document->path());
        m_settings.setLastCampaign(m_document->path());
        updateRecentMenu();
        if (m_document->forceCount() > 0)
            m_forcesView->setCurrentIndex(m_forcesModel->index(0));
    }
    updateTitle();
    updateDate();
    m_savedLabel->setText(
        open ? tr("Every change is saved to %1").arg(QFileInfo(m_document->path()).fileName()) : QString());
}

void MainWindow::showForce(qint64 forceId)
{
    m_forceId = forceId;
    CampaignDocument *document = m_document.get();
    m_roster->setForce(document, forceId);
    m_staff->setForce(document, forceId);
    m_figures->setForce(document, forceId);
    m_supply->setForce(document, forceId);
    m_removeForce->setEnabled(document && forceId != 0);
    m_renameForce->setEnabled(document && forceId != 0);
}

void MainWindow::selectForce(qint64 forceId)
{
    const int row = m_forcesModel->rowOfForce(forceId);
    if (row >= 0)
        m_forcesView->setCurrentIndex(m_forcesModel->index(row));
}

void MainWindow::updateTitle()
{
    if (!m_document) {
        setWindowTitle(tr("Muster"));
        return;
    }
    const QString name = m_document->campaign().name.isEmpty()
                             ? QFileInfo(m_document->path()).completeBaseName()
                             : m_document->campaign().name;
    setWindowTitle(tr("%1 - %2 - Muster").arg(name, QFileInfo(m_document->path()).fileName()));
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = m_settings.recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files.at(i);
        QAction *action =
            m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        action->setToolTip(path);
        connect(action, &QAction::triggered, this, [this, path] { openCampaign(path); });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
    m_start->setRecentFiles(files);
}

void MainWindow::showRefusal(const QString &message)
{
    statusBar()->showMessage(message, 10000);
    QApplication::beep();
}

void MainWindow::showFailure(const QString &title, const QString &message)
{
    statusBar()->showMessage(message, 10000);
    // Without a campaign the start page is in view: it says so there, above the choices.
    if (!m_document) {
        m_start->setError(title, message);
        return;
    }
    // Offscreen tests have nobody to click OK.
    if (QGuiApplication::platformName() != QLatin1String("offscreen"))
        QMessageBox::warning(this, title, message);
}

void MainWindow::addForce()
{
    if (!m_document)
        return;
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Add Force"), tr("Name of the new force:"),
                                               QLineEdit::Normal, tr("New force"), &ok);
    if (!ok)
        return;
    auto added = m_document->addForce(name);
    if (!added)
        showRefusal(added.error().message);
}

void MainWindow::removeForce()
{
    if (!m_document || m_forceId == 0)
        return;
    // A whole force goes with one key: ask first (undo still brings it back). The question is window-modal and
    // answered without a nested event loop.
    const Force *force = m_document->force(m_forceId);
    const qint64 forceId = m_forceId;
    const QString name = force->name;
    auto *ask = new QMessageBox(QMessageBox::Question, tr("Remove Force"),
                                tr("Remove %1 with its whole roster (lines: %2)? Edit > Undo brings it back.")
                                    .arg(name)
                                    .arg(force->lines.size()),
                                QMessageBox::Yes | QMessageBox::Cancel, this);
    ask->setObjectName(QStringLiteral("confirmRemoveForce"));
    ask->setDefaultButton(QMessageBox::Cancel);
    ask->button(QMessageBox::Yes)->setText(tr("&Remove"));
    ask->setAttribute(Qt::WA_DeleteOnClose);
    connect(ask, &QMessageBox::finished, this, [this, forceId, name](int answer) {
        if (answer != QMessageBox::Yes || !m_document || !m_document->force(forceId))
            return;
        if (Status s = m_document->removeForce(forceId); !s)
            showRefusal(s.error().message);
        else
            statusBar()->showMessage(tr("Removed %1. Edit > Undo brings it back.").arg(name), 8000);
    });
    ask->open();
}

void MainWindow::showElementTypes()
{
    if (!m_document)
        return;
    ElementTypesDialog dialog(m_document.get(), this);
    dialog.exec();
}

void MainWindow::changeUsualTl()
{
    if (!m_document)
        return;
    bool ok = false;
    const int tl = QInputDialog::getInt(
        this, tr("Usual TL"),
        tr("A force without elements starts its first one at this TL\nin Add Element; a force with elements starts at "
           "its own\nmost common TL.\n\nUsual TL:"),
        m_document->campaign().usualTl, CampaignStart::lowestUsualTl, CampaignStart::highestUsualTl, 1, &ok);
    if (!ok)
        return;
    if (Status s = m_document->setUsualTl(tl); !s)
        showFailure(tr("Usual TL"), s.error().message);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.constFirst().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty() || !urls.constFirst().isLocalFile())
        return;
    event->acceptProposedAction();
    const QString path = urls.constFirst().toLocalFile();
    // A force file joins the open campaign; a .gcs sheet dropped off the staff tab goes to the commander's post.
    if (m_document && path.endsWith(interchange::forceFileSuffix(), Qt::CaseInsensitive))
        importForceFile(path);
    else if (m_document && isGcsFile(path))
        importGcsCharacter(this, m_document.get(), m_forceId, path, StaffRole::Commander);
    else
        openCampaign(path);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_settings.setWindowGeometry(saveGeometry());
    // The start page hides the docks: the next campaign opens with them as the GM had them.
    m_settings.setWindowState(isShowingStartPage() ? m_campaignLayout : saveState());
    event->accept();
}

void MainWindow::showHistoryRow()
{
    // This follows the document; it must not move it.
    const QScopedValueRollback following(m_followingHistory, true);
    m_undoView->setCurrentIndex(m_history->index(m_history->currentRow()));
}

} // namespace muster
