// Helpers shared by the test classes of tst_gui (see main.cpp).
//
// GUI tests: drive the real widgets (found by objectName and type) the way a GM would, offscreen.

#pragma once

#include "forms/MainWindow.h"

#include <QAbstractItemView>
#include <QDialog>
#include <QObject>
#include <QPushButton>
#include <QString>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <memory>

class QAbstractSpinBox;
class QLineEdit;
class QWidget;

namespace guitest {

// The forces of the demo campaign.
inline const QString hostName = QStringLiteral("Host of Lady Maren of Greyhollow");
inline const QString rebelsName = QStringLiteral("Rebels of the Red Fen");
inline const QString harrowName = QStringLiteral("Task Force Harrow (TL8)");

// Runs `action` on the next modal dialog that opens (other than `outer`), from inside its exec().
// Whatever `action` leaves open (a failed check returns early) is rejected, so exec() always returns.
void onNextModal(std::function<void(QDialog *)> action, QWidget *outer = nullptr);
// Stops the drivers still waiting for a dialog; a failed test must not leave one to act in the next.
void stopPendingDrivers();

template <typename T> T *child(QObject *parent, const QString &name)
{
    return parent ? parent->findChild<T *>(name) : nullptr;
}

QPushButton *okButton(QDialog *dialog);

// Picks `path` in an open file dialog and accepts it, typing the name as a GM would: QFileDialog::selectFile()
// leaves the name field alone while it has the focus (as in a second file dialog), so it is not used.
void chooseFile(QDialog *fileDialog, const QString &path);

// Clicks the button named `button` under `parent` and runs `action` in the Dialog it opens, from inside its
// exec(). False when the button is missing or disabled, or no Dialog opened.
template <typename Dialog>
bool clickIntoDialog(QWidget *parent, const QString &button, const std::function<void(Dialog *)> &action)
{
    auto *push = child<QPushButton>(parent, button);
    if (!push || !push->isEnabled())
        return false;
    bool ran = false;
    onNextModal(
        [&](QDialog *opened) {
            auto *dialog = qobject_cast<Dialog *>(opened);
            QVERIFY(dialog);
            ran = true;
            action(dialog);
        },
        parent->window());
    QTest::mouseClick(push, Qt::LeftButton);
    return ran;
}

QString cell(const QAbstractItemView *view, int row, int column);

// The row whose `column` shows `text`, or -1.
int rowWithText(const QAbstractItemView *view, const QString &text, int column = 0);

// The value shown beside "Force TS" in the figures dock.
QString forceTsText(const muster::MainWindow &window);

// Selects the cell, presses F2 as a GM would and returns the delegate's editor.
template <typename Editor> Editor *openEditor(QAbstractItemView *view, int row, int column)
{
    const QModelIndex index = view->model()->index(row, column);
    view->setFocus();
    view->setCurrentIndex(index);
    QTest::keyClick(view, Qt::Key_F2);
    return qobject_cast<Editor *>(view->indexWidget(index));
}

void typeInto(QAbstractSpinBox *spin, const QString &text);
void typeInto(QLineEdit *edit, const QString &text);

} // namespace guitest

// The base of every test class of tst_gui. initTestCase() starts from clear settings and no demo
// campaign; init() makes a temporary folder for the test's files; cleanup() stops pending dialog
// drivers and closes any dialog a failed check left open.
class GuiTestCase : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

protected:
    // A fresh copy of the demo campaign in the temporary folder.
    QString demoCopy(const QString &fileName);
    // A shown, active main window with a fresh copy of the demo campaign open.
    std::unique_ptr<muster::MainWindow> openWindow(const QString &fileName = {});

    std::unique_ptr<QTemporaryDir> m_dir;

private:
    int m_copies = 0;
};

// The test classes, one per source file, in the order main.cpp runs them.
std::unique_ptr<QObject> newTstRosterEditing();
std::unique_ptr<QObject> newTstElementDialogs();
std::unique_ptr<QObject> newTstForcesAndStaff();
std::unique_ptr<QObject> newTstTypesAndFiles();
std::unique_ptr<QObject> newTstWindowPanels();
std::unique_ptr<QObject> newTstBattleDialog();
std::unique_ptr<QObject> newTstSpecialBattles();
std::unique_ptr<QObject> newTstMonthEnd();
std::unique_ptr<QObject> newTstTreasuryChart();
std::unique_ptr<QObject> newTstEconomyDialogs();
std::unique_ptr<QObject> newTstMarchDialog();
std::unique_ptr<QObject> newTstReconDialog();
std::unique_ptr<QObject> newTstFortresses();
