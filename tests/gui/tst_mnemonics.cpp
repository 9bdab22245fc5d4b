// Alt+letter (issue 14): no two commands of a menu, of the main window as it stands, or of a dialog answer to
// the same letter (Alt+N was both Night and Next; C both Calendar and Close the Month).

#include "gui_test_helpers.h"
#include "own_dialogs.h"
#include "gui_audit.h"

#include <QDockWidget>
#include <QMenuBar>
#include <QTabWidget>

using namespace muster;
using namespace guitest;

class TstMnemonics : public GuiTestCase
{
    Q_OBJECT

private slots:
    void everyMenu();
    void mainWindowWithEachTabAndPanel();
    void startPage();
    void ownDialogs();
};

void TstMnemonics::everyMenu()
{
    auto window = openWindow();
    QStringList duplicates;
    QMap<QChar, QStringList> titles;
    for (QAction *action : window->menuBar()->actions()) {
        titles[mnemonicOf(action->text())] << action->text();
        if (action->menu()) {
            // Menus fill some entries as they open (Open Recent, the enabled state of Fortresses...).
            emit action->menu()->aboutToShow();
            duplicates << duplicateMnemonics(action->menu());
        }
    }
    for (auto it = titles.cbegin(); it != titles.cend(); ++it) {
        if (it->size() > 1 || it.key().isNull())
            duplicates << QStringLiteral("menu bar: %1").arg(it->join(QStringLiteral(", ")));
    }
    QVERIFY2(duplicates.isEmpty(), qPrintable(duplicates.join(QStringLiteral("; "))));
}

void TstMnemonics::mainWindowWithEachTabAndPanel()
{
    auto window = openWindow();
    auto *tabs = window->findChild<QTabWidget *>();
    QVERIFY(tabs);
    QStringList duplicates;
    for (const char *bottom : {"battlesDock", "treasuryDock"}) {
        window->findChild<QDockWidget *>(QLatin1String(bottom))->raise();
        for (int tab = 0; tab < tabs->count(); ++tab) {
            tabs->setCurrentIndex(tab);
            duplicates << duplicateMnemonics(window.get());
        }
    }
    duplicates.removeDuplicates();
    QVERIFY2(duplicates.isEmpty(), qPrintable(duplicates.join(QStringLiteral("; "))));
}

void TstMnemonics::startPage()
{
    MainWindow window;
    window.show();
    QVERIFY(window.isShowingStartPage());
    const QStringList duplicates = duplicateMnemonics(&window);
    QVERIFY2(duplicates.isEmpty(), qPrintable(duplicates.join(QStringLiteral("; "))));
}

void TstMnemonics::ownDialogs()
{
    auto window = openWindow();
    QStringList duplicates;
    for (const std::unique_ptr<QWidget> &dialog : guitest::ownDialogs(*window))
        duplicates << duplicateMnemonics(dialog.get());
    QVERIFY2(duplicates.isEmpty(), qPrintable(duplicates.join(QStringLiteral("; "))));
}

std::unique_ptr<QObject> newTstMnemonics()
{
    return std::make_unique<TstMnemonics>();
}

#include "tst_mnemonics.moc"
