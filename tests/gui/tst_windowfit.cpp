// Windows that fit (issue 14): maximized on first start, a restored window kept on the screen it opens on,
// every dialog of the main window's folders within a 1366x768 screen, the Fortresses table's Defense Bonus in
// view, the bottom panel making room on a small screen, translated roster headers that fit, file dialogs in
// the campaign's folder and a status-bar line for each export.

#include "gui_test_helpers.h"
#include "own_dialogs.h"

#include "AppTranslations.h"
#include "FortressesModel.h"
#include "RosterPanel.h"
#include "catalog/Quality.h"
#include "models/ModelEnums.h"
#include "economy/TreasuryPanel.h"

#include <QDockWidget>
#include <QFileDialog>
#include <QHeaderView>
#include <QMenuBar>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QScopeGuard>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTableView>
#include <QTranslator>

using namespace muster;
using namespace guitest;

namespace {

// A 1366x768 screen less a panel of the desktop.
const QSize smallScreen(1366, 768 - 40);

} // namespace

class TstWindowFit : public GuiTestCase
{
    Q_OBJECT

private slots:
    void firstStartIsMaximized();
    void restoredWindowStaysOnTheScreen();
    void smallestWindowFitsAScaledScreen();
    void dialogsFitASmallScreen();
    void fortressesShowTheDefenseBonus();
    void bottomPanelMakesRoom();
    void translatedRosterHeadersFit_data();
    void translatedRosterHeadersFit();
    void fileDialogsOpenInTheCampaignFolder();
    void exportsAreConfirmed();
};

void TstWindowFit::firstStartIsMaximized()
{
    QSettings().clear();
    MainWindow window;
    window.showRestored();
    QVERIFY(window.isMaximized());
}

void TstWindowFit::restoredWindowStaysOnTheScreen()
{
    const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
    {
        // Saved on a larger screen, or at another scale (QT_SCALE_FACTOR).
        MainWindow large;
        large.show();
        large.setGeometry(QRect(available.topLeft() + QPoint(300, 200), available.size() + QSize(900, 700)));
        large.close();
    }
    MainWindow window;
    window.showRestored();
    QVERIFY(!window.isMaximized());
    QVERIFY2(available.contains(window.frameGeometry()),
             qPrintable(QStringLiteral("%1,%2 %3x%4 on a screen of %5x%6")
                            .arg(window.frameGeometry().x())
                            .arg(window.frameGeometry().y())
                            .arg(window.frameGeometry().width())
                            .arg(window.frameGeometry().height())
                            .arg(available.width())
                            .arg(available.height())));
}

void TstWindowFit::smallestWindowFitsAScaledScreen()
{
    // 1366x768 at QT_SCALE_FACTOR=1.75 is 780x438, less a title bar: the panels give way, down to that.
    auto window = openWindow();
    const QSize smallest = window->minimumSizeHint();
    QVERIFY2(smallest.width() <= 780 && smallest.height() <= 438 - 30,
             qPrintable(QStringLiteral("%1x%2").arg(smallest.width()).arg(smallest.height())));
}

void TstWindowFit::dialogsFitASmallScreen()
{
    auto window = openWindow();
    QStringList tooLarge;
    for (const std::unique_ptr<QWidget> &dialog : ownDialogs(*window)) {
        dialog->show();
        const QSize size = dialog->frameGeometry().size().expandedTo(dialog->minimumSizeHint());
        if (size.width() > smallScreen.width() || size.height() > smallScreen.height())
            tooLarge << QStringLiteral("%1 %2x%3").arg(QString::fromLatin1(dialog->metaObject()->className())).arg(size.width()).arg(size.height());
        dialog->hide();
    }
    QVERIFY2(tooLarge.isEmpty(), qPrintable(tooLarge.join(QStringLiteral("; "))));
}

void TstWindowFit::fortressesShowTheDefenseBonus()
{
    auto window = openWindow();
    FortressesDialog dialog(window->document(), window.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *table = dialog.findChild<QTableView *>(QStringLiteral("fortressesTable"));
    QHeaderView *header = table->horizontalHeader();
    for (int column = 0; column < FortressColumn::ColumnCount; ++column) {
        const int right = header->sectionViewportPosition(column) + header->sectionSize(column);
        QVERIFY2(right <= table->viewport()->width(), qPrintable(table->model()->headerData(column, Qt::Horizontal).toString()));
        QVERIFY2(header->sectionSize(column) >= header->sectionSizeHint(column),
                 qPrintable(table->model()->headerData(column, Qt::Horizontal).toString()));
    }
    QVERIFY(!table->horizontalScrollBar()->isVisible());
}

void TstWindowFit::bottomPanelMakesRoom()
{
    auto window = openWindow();
    window->showNormal();
    window->resize(1024, 700);
    QTest::qWait(50);
    // Its panels' minimums do not make it larger than the screen.
    QCOMPARE(window->size(), QSize(1024, 700));
    auto *roster = window->rosterPanel()->view();
    auto *bottom = window->findChild<QDockWidget *>(QStringLiteral("battlesDock"));
    // The roster keeps room for 8 lines; the bottom panel does not take the window's lower half.
    QVERIFY2(roster->viewport()->height() >= 8 * roster->verticalHeader()->defaultSectionSize(),
             qPrintable(QString::number(roster->viewport()->height())));
    QVERIFY2(bottom->height() <= window->height() / 3, qPrintable(QString::number(bottom->height())));
}

void TstWindowFit::translatedRosterHeadersFit_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("equipment");
    QTest::addColumn<QString>("average");
    // The longest quality of each language ("Durchschnittlich") must fit its column.
    QTest::newRow("German") << QLocale(QLocale::German, QLocale::Germany) << QStringLiteral("Ausr\u00fcstung")
                            << QStringLiteral("Durchschnittlich");
    QTest::newRow("French") << QLocale(QLocale::French, QLocale::France) << QStringLiteral("\u00c9quipement")
                            << QStringLiteral("Moyenne");
}

void TstWindowFit::translatedRosterHeadersFit()
{
    QFETCH(QLocale, locale);
    QFETCH(QString, equipment);
    QFETCH(QString, average);
    const QList<QTranslator *> installed = installTranslations(QCoreApplication::instance(), locale);
    const auto remove = qScopeGuard([&] {
        for (QTranslator *translator : installed) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
    });
    auto window = openWindow();
    QTableView *roster = window->rosterPanel()->view();
    QHeaderView *header = roster->horizontalHeader();
    QCOMPARE(roster->model()->headerData(RosterColumn::Equipment, Qt::Horizontal).toString(), equipment);
    QStringList clipped;
    for (int column = 0; column < RosterColumn::ColumnCount; ++column) {
        if (header->sectionSize(column) < header->sectionSizeHint(column))
            clipped << roster->model()->headerData(column, Qt::Horizontal).toString();
    }
    for (int column : {int(RosterColumn::Equipment), int(RosterColumn::Troops)}) {
        if (header->sectionSize(column) < static_cast<QAbstractItemView *>(roster)->sizeHintForColumn(column))
            clipped << roster->model()->headerData(column, Qt::Horizontal).toString();
    }
    QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QStringLiteral(", "))));
    QCOMPARE(troopQualityName(TroopQuality::Average), average);
}

void TstWindowFit::fileDialogsOpenInTheCampaignFolder()
{
    auto window = openWindow();
    const QString folder = QFileInfo(window->document()->path()).absolutePath();
    QCOMPARE(window->campaignFolder(), folder);
    QString opened;
    onNextModal([&](QDialog *dialog) {
        auto *files = qobject_cast<QFileDialog *>(dialog);
        QVERIFY(files);
        opened = files->directory().absolutePath();
        files->reject();
    });
    QAction *open = nullptr;
    for (QAction *menu : window->menuBar()->actions()) {
        for (QAction *action : menu->menu() ? menu->menu()->actions() : QList<QAction *>()) {
            if (action->text() == QStringLiteral("&Open..."))
                open = action;
        }
    }
    QVERIFY(open);
    open->trigger();
    QCOMPARE(opened, folder);
}

void TstWindowFit::exportsAreConfirmed()
{
    auto window = openWindow();
    const QString folder = QFileInfo(window->document()->path()).absolutePath();
    QPushButton *csv = nullptr;
    for (QPushButton *button : window->treasuryPanel()->findChildren<QPushButton *>()) {
        if (button->text() == QStringLiteral("Export CSV..."))
            csv = button;
    }
    QVERIFY(csv);
    QString suggested;
    onNextModal([&](QDialog *dialog) {
        auto *files = qobject_cast<QFileDialog *>(dialog);
        QVERIFY(files);
        suggested = files->directory().absolutePath();
        files->selectFile(QDir(folder).filePath(QStringLiteral("war chest.csv")));
        dialog->accept(); // QFileDialog::accept is protected
    });
    csv->click();
    QCOMPARE(suggested, folder);
    QVERIFY(QFileInfo::exists(QDir(folder).filePath(QStringLiteral("war chest.csv"))));
    QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("war chest.csv")),
             qPrintable(window->statusBar()->currentMessage()));
}

std::unique_ptr<QObject> newTstWindowFit()
{
    return std::make_unique<TstWindowFit>();
}

#include "tst_windowfit.moc"
