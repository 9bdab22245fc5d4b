// GCS characters in (issue "Interchange and print"): File > Import > GCS Character..., a sheet dropped on a staff
// post, what the import shows before it changes anything, undo, and files it refuses. The levels are those worked
// out by hand for the README's example sheet in tests/core/tst_gcs.cpp.

#include "gui_test_helpers.h"

#include "forms/GcsImportDialog.h"
#include "forms/StaffPanel.h"

#include "CampaignDocument.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

using namespace muster;
using namespace guitest;

namespace {

const QString example = QStringLiteral(MUSTER_EXAMPLES "/gcs-marshal-voss.gcs");
const std::array<int, staffSkillCount> vossSkills{14, 13, 12, 8, 9};

QPushButton *importButton(QDialog *dialog)
{
    for (QPushButton *button : dialog->findChildren<QPushButton *>())
        if (button->text().remove(QLatin1Char('&')) == QStringLiteral("Import"))
            return button;
    return nullptr;
}

QString changeShown(QDialog *dialog, int row, int column)
{
    auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("gcsChanges"));
    return table && table->item(row, column) ? table->item(row, column)->text() : QString();
}

} // namespace

class TstGcsImport : public GuiTestCase
{
    Q_OBJECT

private slots:
    void menuImportShowsChangesThenOneUndoStep();
    void dropOnAPostsRow();
    void refusedFileChangesNothing();
};

void TstGcsImport::menuImportShowsChangesThenOneUndoStep()
{
    auto window = openWindow();
    CampaignDocument *document = &*window->document();
    const qint64 forceId = window->currentForceId();
    const Force before = *document->force(forceId);
    const int steps = document->undoStack()->count();
    auto *action = window->findChild<QAction *>(QStringLiteral("importGcsAction"));
    QVERIFY(action && action->isEnabled());

    bool shown = false;
    onNextModal(
        [&](QDialog *opened) {
            auto *files = qobject_cast<QFileDialog *>(opened);
            QVERIFY(files);
            onNextModal(
                [&](QDialog *import) {
                    QVERIFY(qobject_cast<GcsImportDialog *>(import));
                    auto *role = import->findChild<QComboBox *>(QStringLiteral("gcsRole"));
                    auto *specialization = import->findChild<QComboBox *>(QStringLiteral("gcsStrategySpecialization"));
                    QVERIFY(role && specialization);
                    QCOMPARE(role->currentData().toInt(), int(StaffRole::Commander));
                    // The Host is a land force: Strategy (Land) is preselected, from the sheet.
                    QCOMPARE(specialization->currentData().toString(), QStringLiteral("Land"));
                    QCOMPARE(changeShown(import, 0, 0), before.member(StaffRole::Commander).name);
                    QCOMPARE(changeShown(import, 0, 1), QStringLiteral("Marshal Aldric Voss"));
                    QCOMPARE(changeShown(import, 1, 1), QStringLiteral("9"));
                    QCOMPARE(changeShown(import, 2, 1), QStringLiteral("14"));
                    QCOMPARE(changeShown(import, 2 + int(StaffSkill::IntelligenceAnalysis), 1),
                             QStringLiteral("8 (default: Strategy (Land)\u22126)"));
                    // Naval Strategy would come from the Land specialization at -4.
                    specialization->setCurrentIndex(specialization->findData(QStringLiteral("Naval")));
                    QCOMPARE(changeShown(import, 2, 1), QStringLiteral("10 (default: Strategy (Land)\u22124)"));
                    specialization->setCurrentIndex(specialization->findData(QStringLiteral("Land")));
                    auto *summary = import->findChild<QLabel *>(QStringLiteral("gcsSummary"));
                    QVERIFY(summary && summary->text().contains(QStringLiteral("takes the post from")));
                    shown = true;
                    QPushButton *button = importButton(import);
                    QVERIFY(button);
                    QTest::mouseClick(button, Qt::LeftButton);
                },
                opened);
            files->selectFile(example);
            static_cast<QDialog *>(files)->accept();
        },
        window.get());
    action->trigger();
    QVERIFY(shown);

    const StaffMember commander = document->force(forceId)->member(StaffRole::Commander);
    QCOMPARE(commander.name, QStringLiteral("Marshal Aldric Voss"));
    QCOMPARE(commander.skills, vossSkills);
    QCOMPARE(commander.hp, 9);
    QCOMPARE(commander.fate, StaffFate::Serving);
    QCOMPARE(document->force(forceId)->member(StaffRole::Quartermaster), before.member(StaffRole::Quartermaster));
    QCOMPARE(document->undoStack()->count(), steps + 1);
    // The staff tab shows the new commander.
    auto *name = window->findChild<QLineEdit *>(QStringLiteral("staffName_commander"));
    QVERIFY(name);
    QCOMPARE(name->text(), QStringLiteral("Marshal Aldric Voss"));

    window->undoAction()->trigger();
    QCOMPARE(document->force(forceId)->member(StaffRole::Commander), before.member(StaffRole::Commander));
    QCOMPARE(name->text(), before.member(StaffRole::Commander).name);
}

void TstGcsImport::dropOnAPostsRow()
{
    auto window = openWindow();
    CampaignDocument *document = &*window->document();
    const qint64 forceId = window->currentForceId();
    const Force before = *document->force(forceId);
    StaffPanel *panel = window->staffPanel();
    auto *quartermaster = window->findChild<QLineEdit *>(QStringLiteral("staffName_quartermaster"));
    QVERIFY(panel && quartermaster);
    // The GM sees the staff tab to drop on it.
    auto *tabs = window->findChild<QTabWidget *>();
    QVERIFY(tabs);
    for (int tab = 0; tab < tabs->count(); ++tab)
        if (tabs->widget(tab)->isAncestorOf(panel))
            tabs->setCurrentIndex(tab);
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QTRY_VERIFY(quartermaster->isVisible());

    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(example)});
    const QPoint at = quartermaster->mapTo(panel, quartermaster->rect().center());
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(panel, &enter);
    QVERIFY(enter.isAccepted());

    bool shown = false;
    onNextModal(
        [&](QDialog *import) {
            auto *role = import->findChild<QComboBox *>(QStringLiteral("gcsRole"));
            QVERIFY(role);
            QCOMPARE(role->currentData().toInt(), int(StaffRole::Quartermaster)); // the row it was dropped on
            shown = true;
            QTest::mouseClick(importButton(import), Qt::LeftButton);
        },
        window.get());
    QDropEvent drop(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(panel, &drop);
    QVERIFY(shown);
    QCOMPARE(document->force(forceId)->member(StaffRole::Quartermaster).name, QStringLiteral("Marshal Aldric Voss"));
    QCOMPARE(document->force(forceId)->member(StaffRole::Quartermaster).skill(StaffSkill::Administration), 9);
    QCOMPARE(document->force(forceId)->member(StaffRole::Commander), before.member(StaffRole::Commander));
}

void TstGcsImport::refusedFileChangesNothing()
{
    auto window = openWindow();
    CampaignDocument *document = &*window->document();
    const qint64 forceId = window->currentForceId();
    const Force before = *document->force(forceId);
    const int steps = document->undoStack()->count();
    const QString path = m_dir->filePath(QStringLiteral("old-sheet.gcs"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("<?xml version=\"1.0\" encoding=\"US-ASCII\" ?>\n<character version=\"3\"/>\n");
    file.close();

    QString message;
    onNextModal(
        [&](QDialog *opened) {
            auto *box = qobject_cast<QMessageBox *>(opened);
            QVERIFY(box);
            message = box->text();
            box->accept();
        },
        window.get());
    importGcsCharacter(window.get(), document, forceId, path, StaffRole::Commander);
    QVERIFY2(message.contains(QStringLiteral("GCS 4 or older")), qPrintable(message));
    QVERIFY(message.contains(QStringLiteral("Nothing was changed")));
    QCOMPARE(*document->force(forceId), before);
    QCOMPARE(document->undoStack()->count(), steps);
}

std::unique_ptr<QObject> newTstGcsImport()
{
    return std::make_unique<TstGcsImport>();
}

#include "tst_gcsimport.moc"
