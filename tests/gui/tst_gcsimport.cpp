// GCS characters in (issue "Interchange and print"): File > Import > GCS Character..., a sheet dropped on a staff
// post, what the import shows before it changes anything, undo, and files it refuses; a member refreshed from the
// sheet he was imported from (changed, unchanged, moved); a sheet dropped on a battle's people list. The levels are
// those worked out by hand for the README's example sheet in tests/core/tst_gcs.cpp.

#include "battle_test_helpers.h"
#include "gui_test_helpers.h"

#include "forms/GcsImportDialog.h"
#include "forms/StaffPanel.h"
#include "forms/battle/gurps/BattleWizard.h"
#include "forms/battle/gurps/SideSetupWidget.h"

#include "CampaignDocument.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QSpinBox>
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

// Whether the sheet's figure in that row stands out as a change.
bool shownAsChange(QDialog *dialog, int row)
{
    auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("gcsChanges"));
    return table && table->item(row, 1) && table->item(row, 1)->font().bold();
}

QAbstractButton *buttonNamed(QWidget *parent, const QString &text)
{
    for (QAbstractButton *button : parent->findChildren<QAbstractButton *>())
        if (button->text().remove(QLatin1Char('&')) == text)
            return button;
    return nullptr;
}

// The table's rows: Name, HP, the five skills, the file.
constexpr int hpRow = 1;
constexpr int leadershipRow = 2 + int(StaffSkill::Leadership);
constexpr int strategyRow = 2 + int(StaffSkill::Strategy);
constexpr int fileRow = 2 + staffSkillCount;

bool copyExample(const QString &to)
{
    return QFile::copy(example, to) && QFile::setPermissions(to, QFile::ReadOwner | QFile::WriteOwner);
}

// The example sheet as GCS saves it after the character gained Leadership 15 and lost two more HP (9 to 7).
bool improveSheet(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    QByteArray sheet = file.readAll();
    file.close();
    const QByteArray leadership = R"("calc": { "level": 13, "rsl": "IQ+1" })";
    const QByteArray hp = R"("current": 9)";
    if (sheet.count(leadership) != 1 || sheet.count(hp) != 1)
        return false;
    sheet.replace(leadership, R"("calc": { "level": 15, "rsl": "IQ+3" })");
    sheet.replace(hp, R"("current": 7)");
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(sheet) == sheet.size();
}

// Closes the next message box (other than `outer`), keeping its text in `message`.
void keepNextMessage(QString &message, QWidget *outer)
{
    onNextModal(
        [&message](QDialog *opened) {
            auto *box = qobject_cast<QMessageBox *>(opened);
            QVERIFY(box);
            message = box->text();
            box->accept();
        },
        outer);
}

// Imports the sheet at `path` as the commander, confirming the dialog.
void importCommander(MainWindow &window, const QString &path)
{
    onNextModal([](QDialog *import) { QTest::mouseClick(importButton(import), Qt::LeftButton); }, &window);
    importGcsCharacter(&window, &*window.document(), window.currentForceId(), path, StaffRole::Commander);
}

} // namespace

class TstGcsImport : public GuiTestCase
{
    Q_OBJECT

private slots:
    void menuImportShowsChangesThenOneUndoStep();
    void dropOnAPostsRow();
    void refusedFileChangesNothing();
    void refreshShowsWhatChangedThenOneUndoStep();
    void refreshOfAMovedFileOffersToChooseItAgain();
    void dropOnABattlesPeopleList();
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
            chooseFile(files, example);
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
    keepNextMessage(message, window.get());
    importGcsCharacter(window.get(), document, forceId, path, StaffRole::Commander);
    QVERIFY2(message.contains(QStringLiteral("GCS 4 or older")), qPrintable(message));
    QVERIFY(message.contains(QStringLiteral("Nothing was changed")));
    QCOMPARE(*document->force(forceId), before);
    QCOMPARE(document->undoStack()->count(), steps);
}

// Refresh from GCS File: the button beside an imported member's post reads his sheet again and shows, before
// anything changes, what it changes (in bold); Refresh is one undo step. A sheet that changes nothing is said so.
void TstGcsImport::refreshShowsWhatChangedThenOneUndoStep()
{
    auto window = openWindow();
    CampaignDocument *document = &*window->document();
    const qint64 forceId = window->currentForceId();
    auto *refresh = window->findChild<QPushButton *>(QStringLiteral("staffRefresh_commander"));
    auto *quartermasterRefresh = window->findChild<QPushButton *>(QStringLiteral("staffRefresh_quartermaster"));
    QVERIFY(refresh && quartermasterRefresh);
    QVERIFY(!refresh->isEnabled()); // Lady Maren was typed in

    const QString sheet = m_dir->filePath(QStringLiteral("voss.gcs"));
    QVERIFY(copyExample(sheet));
    importCommander(*window, sheet);
    QCOMPARE(document->force(forceId)->member(StaffRole::Commander).gcsFile, QFileInfo(sheet).absoluteFilePath());
    QVERIFY(refresh->isEnabled());
    QVERIFY(refresh->toolTip().contains(QStringLiteral("voss.gcs")));
    QVERIFY(!quartermasterRefresh->isEnabled());
    const StaffMember imported = document->force(forceId)->member(StaffRole::Commander);

    // Nothing changed in the sheet: said so, no step.
    const int steps = document->undoStack()->count();
    QString message;
    keepNextMessage(message, window.get());
    QTest::mouseClick(refresh, Qt::LeftButton);
    QVERIFY2(message.contains(QStringLiteral("nothing changed")), qPrintable(message));
    QCOMPARE(document->undoStack()->count(), steps);

    QVERIFY(improveSheet(sheet));
    bool shown = false;
    onNextModal(
        [&](QDialog *dialog) {
            QVERIFY(qobject_cast<GcsImportDialog *>(dialog));
            QCOMPARE(dialog->windowTitle(), QStringLiteral("Refresh from GCS File"));
            auto *role = dialog->findChild<QComboBox *>(QStringLiteral("gcsRole"));
            QVERIFY(role);
            QCOMPARE(role->currentData().toInt(), int(StaffRole::Commander));
            QVERIFY(!role->isEnabled()); // the member's own post
            QCOMPARE(changeShown(dialog, hpRow, 0), QStringLiteral("9"));
            QCOMPARE(changeShown(dialog, hpRow, 1), QStringLiteral("7"));
            QVERIFY(shownAsChange(dialog, hpRow));
            QCOMPARE(changeShown(dialog, leadershipRow, 0), QStringLiteral("13"));
            QCOMPARE(changeShown(dialog, leadershipRow, 1), QStringLiteral("15"));
            QVERIFY(shownAsChange(dialog, leadershipRow));
            QCOMPARE(changeShown(dialog, strategyRow, 1), QStringLiteral("14"));
            QVERIFY(!shownAsChange(dialog, strategyRow));
            QVERIFY(!shownAsChange(dialog, 0)); // the same name
            QCOMPARE(changeShown(dialog, fileRow, 1), QStringLiteral("voss.gcs"));
            QVERIFY(!shownAsChange(dialog, fileRow));
            auto *summary = dialog->findChild<QLabel *>(QStringLiteral("gcsSummary"));
            QVERIFY(summary);
            // HP and Leadership ("2 figures change.", with the English plural forms of the program installed).
            QVERIFY2(summary->text().startsWith(QStringLiteral("2 figure")), qPrintable(summary->text()));
            shown = true;
            QAbstractButton *button = buttonNamed(dialog, QStringLiteral("Refresh"));
            QVERIFY(button);
            QTest::mouseClick(button, Qt::LeftButton);
        },
        window.get());
    // From the keyboard: the button takes the focus in the tab order and Space presses it.
    refresh->setFocus();
    QTest::keyClick(refresh, Qt::Key_Space);
    QVERIFY(shown);

    StaffMember expected = imported;
    expected.skills[size_t(StaffSkill::Leadership)] = 15;
    expected.hp = 7;
    QCOMPARE(document->force(forceId)->member(StaffRole::Commander), expected);
    QCOMPARE(document->undoStack()->count(), steps + 1);
    QCOMPARE(document->undoStack()->text(steps), QStringLiteral("Refresh Marshal Aldric Voss from voss.gcs"));
    auto *leadership = window->findChild<QSpinBox *>(QStringLiteral("staffSkill_commander_leadership"));
    QVERIFY(leadership);
    QCOMPARE(leadership->value(), 15);
    window->undoAction()->trigger();
    QCOMPARE(document->force(forceId)->member(StaffRole::Commander), imported);
    QCOMPARE(leadership->value(), 13);
}

// The sheet was moved: the message says so and that nothing changed, and offers to choose the file again; the
// file chosen is read and kept as the member's. Cancel leaves everything as it was.
void TstGcsImport::refreshOfAMovedFileOffersToChooseItAgain()
{
    auto window = openWindow();
    CampaignDocument *document = &*window->document();
    const qint64 forceId = window->currentForceId();
    auto *refresh = window->findChild<QPushButton *>(QStringLiteral("staffRefresh_commander"));
    QVERIFY(refresh);
    const QString sheet = m_dir->filePath(QStringLiteral("voss.gcs"));
    QVERIFY(copyExample(sheet));
    importCommander(*window, sheet);
    QVERIFY(QDir(m_dir->path()).mkdir(QStringLiteral("moved")));
    const QString moved = m_dir->filePath(QStringLiteral("moved/voss-moved.gcs"));
    QVERIFY(QFile::rename(sheet, moved));
    const StaffMember imported = document->force(forceId)->member(StaffRole::Commander);
    const int steps = document->undoStack()->count();

    // Cancel: nothing changes.
    QString message;
    onNextModal(
        [&](QDialog *opened) {
            auto *box = qobject_cast<QMessageBox *>(opened);
            QVERIFY(box);
            message = box->text();
            QVERIFY(buttonNamed(box, QStringLiteral("Choose File...")));
            box->reject();
        },
        window.get());
    QTest::mouseClick(refresh, Qt::LeftButton);
    QVERIFY2(message.contains(QStringLiteral("no longer there")), qPrintable(message));
    QVERIFY(message.contains(QFileInfo(sheet).absoluteFilePath()));
    QVERIFY(message.contains(QStringLiteral("Nothing was changed")));
    QCOMPARE(document->force(forceId)->member(StaffRole::Commander), imported);
    QCOMPARE(document->undoStack()->count(), steps);

    // Choose File...: the file dialog, then the dialog of what changes (only where the sheet is), then Refresh.
    bool shown = false;
    onNextModal(
        [&](QDialog *opened) {
            auto *box = qobject_cast<QMessageBox *>(opened);
            QVERIFY(box);
            onNextModal(
                [&](QDialog *files) {
                    onNextModal(
                        [&](QDialog *dialog) {
                            QVERIFY(qobject_cast<GcsImportDialog *>(dialog));
                            QCOMPARE(changeShown(dialog, fileRow, 0), QStringLiteral("voss.gcs"));
                            QCOMPARE(changeShown(dialog, fileRow, 1), QStringLiteral("voss-moved.gcs"));
                            QVERIFY(shownAsChange(dialog, fileRow));
                            QVERIFY(!shownAsChange(dialog, leadershipRow));
                            shown = true;
                            QTest::mouseClick(buttonNamed(dialog, QStringLiteral("Refresh")), Qt::LeftButton);
                        },
                        files);
                    chooseFile(files, moved);
                },
                box);
            QTest::mouseClick(buttonNamed(box, QStringLiteral("Choose File...")), Qt::LeftButton);
        },
        window.get());
    QTest::mouseClick(refresh, Qt::LeftButton);
    QVERIFY(shown);
    StaffMember expected = imported;
    expected.gcsFile = QFileInfo(moved).absoluteFilePath();
    QCOMPARE(document->force(forceId)->member(StaffRole::Commander), expected);
    QCOMPARE(document->undoStack()->count(), steps + 1);
}

// A sheet dropped on a battle side's people list: below the people, a new person (a PC, as Add Person makes one);
// on a person, the sheet's character in his place. The Host is a land force: Strategy (Land) 14. A sheet Muster
// cannot read is refused with the staff import's message, and the list stays as it was.
void TstGcsImport::dropOnABattlesPeopleList()
{
    auto window = openWindow();
    BattleWizard *wizard = openBattleWizard(*window);
    QVERIFY(wizard);
    auto *side = wizard->findChild<SideSetupWidget *>(QStringLiteral("side0"));
    QVERIFY(side);
    auto *people = side->findChild<QTableWidget *>(QStringLiteral("people"));
    QVERIFY(people);
    QVERIFY(QTest::qWaitForWindowExposed(wizard));
    const QList<gurps::Person> before = side->side().people;
    QVERIFY(!before.isEmpty());
    QCOMPARE(before.constFirst().name, QStringLiteral("Lady Maren"));
    QVERIFY(before.constFirst().staff.has_value());

    const auto drop = [&](const QString &path, const QPoint &at) {
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(people->viewport(), &enter);
        if (!enter.isAccepted())
            return false;
        QDropEvent dropped(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(people->viewport(), &dropped);
        return dropped.isAccepted();
    };

    // Below the people: one more.
    const QPoint below(people->viewport()->width() / 2, people->viewport()->height() - 2);
    QCOMPARE(people->rowAt(below.y()), -1);
    QVERIFY(drop(example, below));
    QList<gurps::Person> now = side->side().people;
    QCOMPARE(now.size(), before.size() + 1);
    QCOMPARE(now.mid(0, before.size()), before);
    const gurps::Person &added = now.constLast();
    QCOMPARE(added.name, QStringLiteral("Marshal Aldric Voss"));
    QCOMPARE(added.hp, 9);
    QCOMPARE(added.strategy, 14);
    QCOMPARE(added.leadership, 13);
    QCOMPARE(added.tactics, 12);
    QVERIFY(added.pc);
    QVERIFY(!added.staff);

    // On Lady Maren: the marshal commands in her place; she is no longer her force's staff member here.
    const QPoint onFirst = people->visualRect(people->model()->index(0, 0)).center();
    QVERIFY(drop(example, onFirst));
    now = side->side().people;
    QCOMPARE(now.size(), before.size() + 1);
    QCOMPARE(now.constFirst().name, QStringLiteral("Marshal Aldric Voss"));
    QCOMPARE(now.constFirst().hp, 9);
    QCOMPARE(now.constFirst().strategy, 14);
    QVERIFY(!now.constFirst().staff);
    QCOMPARE(now.constFirst().pc, before.constFirst().pc);
    QCOMPARE(now.mid(1, before.size() - 1), before.mid(1));

    // A sheet of GCS 4: refused with the staff import's message; nothing changes.
    const QString old = m_dir->filePath(QStringLiteral("old-sheet.gcs"));
    QFile file(old);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("<?xml version=\"1.0\" encoding=\"US-ASCII\" ?>\n<character version=\"3\"/>\n");
    file.close();
    QString message;
    keepNextMessage(message, wizard);
    QVERIFY(drop(old, onFirst));
    QVERIFY2(message.contains(QStringLiteral("GCS 4 or older")), qPrintable(message));
    QVERIFY(message.contains(QStringLiteral("Nothing was changed")));
    QCOMPARE(side->side().people, now);
    wizard->close();
}

std::unique_ptr<QObject> newTstGcsImport()
{
    return std::make_unique<TstGcsImport>();
}

#include "tst_gcsimport.moc"
