// The main window's Help menu: the user guide (F1, see HelpWindow) and the About box.

#include "MainWindow.h"

#include "HelpWindow.h"

#include <QAction>
#include <QApplication>
#include <QMenuBar>
#include <QMessageBox>

namespace muster {

void MainWindow::createHelpMenu()
{
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    m_userGuide = help->addAction(tr("&User Guide"), QKeySequence::HelpContents, this,
                                  [this] { HelpWindow::showGuide(this, helpSectionFor(this)); });
    m_userGuide->setObjectName(QStringLiteral("userGuideAction"));
    help->addSeparator();
    QAction *about = help->addAction(tr("&About Muster"), this, &MainWindow::about);
    about->setObjectName(QStringLiteral("aboutAction"));
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::about()
{
    // The version is CMake's project version, compiled in (the application's own may not be set: tests).
    QMessageBox::about(
        this, tr("About Muster"),
        tr("<h3>Muster %1</h3><p>A campaign manager for game masters who run mass combat: "
           "build armies, pay for them and fight their battles.</p>"
           "<p>Primary rules: GURPS Mass Combat. Every campaign is one SQLite file; every "
           "edit is saved as it is made.</p>")
                .arg(QStringLiteral(MUSTER_VERSION)) +
            tr("<p>Licence: none is stated yet; neither the project nor its README names one.</p>") +
            tr("<p><small>GURPS is a trademark of Steve Jackson Games, used here under the Steve Jackson Games "
               "Online Policy and without its endorsement. Mutant: Year Zero is a trademark of Fria Ligan AB. "
               "Muster is not affiliated with, sponsored or endorsed by Steve Jackson Games or Fria Ligan "
               "AB.</small></p>"));
}

} // namespace muster
