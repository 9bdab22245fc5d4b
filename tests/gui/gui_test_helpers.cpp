#include "gui_test_helpers.h"

#include "campaign/DemoCampaign.h"
#include "models/ModelEnums.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QDeadlineTimer>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>

using namespace muster;

namespace {

// Drivers still waiting for a dialog; a failed test must not leave one to act in the next test.
QList<QPointer<QTimer>> pendingDrivers;

} // namespace

namespace guitest {

void onNextModal(std::function<void(QDialog *)> action, QWidget *outer)
{
    auto *timer = new QTimer;
    pendingDrivers << timer;
    timer->setInterval(10);
    const QDeadlineTimer deadline(10000);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, deadline, outer, action] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!dialog || dialog == outer) {
            if (deadline.hasExpired()) {
                qWarning("onNextModal: no modal dialog opened");
                timer->deleteLater();
                timer->stop();
            }
            return;
        }
        timer->stop();
        timer->deleteLater();
        QPointer<QDialog> guard(dialog);
        action(dialog);
        if (guard && guard->isVisible())
            guard->reject();
    });
    timer->start();
}

void stopPendingDrivers()
{
    for (const QPointer<QTimer> &timer : std::as_const(pendingDrivers))
        delete timer.data();
    pendingDrivers.clear();
}

void chooseFile(QDialog *fileDialog, const QString &path)
{
    auto *files = qobject_cast<QFileDialog *>(fileDialog);
    QVERIFY(files);
    files->setDirectory(QFileInfo(path).absolutePath());
    auto *name = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
    QVERIFY(name);
    name->setText(QFileInfo(path).fileName());
    QCOMPARE(files->selectedFiles(), QStringList{QFileInfo(path).absoluteFilePath()});
    fileDialog->accept();
}

QPushButton *okButton(QDialog *dialog)
{
    const auto boxes = dialog->findChildren<QDialogButtonBox *>();
    return boxes.isEmpty() ? nullptr : boxes.constFirst()->button(QDialogButtonBox::Ok);
}

QString cell(const QAbstractItemView *view, int row, int column)
{
    return view->model()->index(row, column).data().toString();
}

// The row whose `column` shows `text`, or -1.
int rowWithText(const QAbstractItemView *view, const QString &text, int column)
{
    const QAbstractItemModel *model = view->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, column).data().toString() == text)
            return row;
    }
    return -1;
}

// The value shown beside "Force TS" in the figures dock.
QString forceTsText(const MainWindow &window)
{
    const auto *view = window.findChild<QTableView *>(QStringLiteral("figuresView"));
    if (!view)
        return QStringLiteral("<no figuresView>");
    const int row = rowWithText(view, QStringLiteral("Force TS"), FigureColumn::Figure);
    return row < 0 ? QStringLiteral("<no Force TS row>") : cell(view, row, FigureColumn::Value);
}

void typeInto(QAbstractSpinBox *spin, const QString &text)
{
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, text);
}

void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
}

} // namespace guitest

using namespace guitest;

void GuiTestCase::initTestCase()
{
    // QStandardPaths' test mode and the application's names are set once, in main().
    QSettings().clear();
    // A demo campaign left by an earlier run would carry its edits.
    QFile::remove(MainWindow::demoCampaignPath());
    QVERIFY(MainWindow::demoCampaignPath().contains(QStringLiteral("tst_gui")));
}

void GuiTestCase::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void GuiTestCase::cleanup()
{
    stopPendingDrivers();
    // A failed check may leave a dialog open; never let it block the next test.
    while (QWidget *modal = QApplication::activeModalWidget())
        modal->close();
    m_dir.reset();
}

QString GuiTestCase::demoCopy(const QString &fileName)
{
    const QString path = m_dir->filePath(fileName);
    const Status written = writeDemoCampaign(path);
    if (!written)
        qWarning("writeDemoCampaign: %s", qPrintable(written.error().message));
    return path;
}

std::unique_ptr<MainWindow> GuiTestCase::openWindow(const QString &fileName)
{
    auto window = std::make_unique<MainWindow>();
    window->show();
    window->activateWindow();
    if (!QTest::qWaitForWindowActive(window.get()))
        qWarning("The main window did not become active");
    const QString path =
        demoCopy(fileName.isEmpty() ? QStringLiteral("campaign%1.muster").arg(++m_copies) : fileName);
    if (!window->openCampaign(path))
        qWarning("Could not open %s: %s", qPrintable(path),
                 qPrintable(window->statusBar()->currentMessage()));
    return window;
}
