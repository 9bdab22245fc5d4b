// Armies in and out (issue "Interchange and print"): File > Export > Force... and File > Import > Force... carry a
// force with its staff, notes and custom types from one campaign to another as one undoable step; a clash of custom
// type names is asked once; File > Export > Roster as CSV writes the roster as shown and the figures.

#include "gui_test_helpers.h"

#include "CampaignDocument.h"
#include "actions/ForceImport.h"
#include "interchange/force/ForceFile.h"
#include "models/ModelEnums.h"

#include <QAction>
#include <QFile>
#include <QJsonDocument>
#include <QMessageBox>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

using namespace muster;
using namespace guitest;

namespace {

// Triggers `action`, then picks `path` in the file dialog it opens.
void triggerWithFile(QAction *action, const QString &path, QWidget *window)
{
    onNextModal([&](QDialog *opened) { chooseFile(opened, path); }, window);
    action->trigger();
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TstForceFiles : public GuiTestCase
{
    Q_OBJECT

private slots:
    void exportThenImportIntoAnotherCampaign();
    void clashingTypeAskedOnce();
    void rosterAsCsv();
};

void TstForceFiles::exportThenImportIntoAnotherCampaign()
{
    auto source = openWindow(QStringLiteral("source.muster"));
    const Force exported = *source->document()->force(source->currentForceId());
    const QString path = m_dir->filePath(QStringLiteral("host.muster-force.json"));
    auto *exportAction = source->findChild<QAction *>(QStringLiteral("exportForceAction"));
    QVERIFY(exportAction && exportAction->isEnabled());
    triggerWithFile(exportAction, path, source.get());
    const Result<interchange::ForceFile> file =
        interchange::forceFileFromJson(QJsonDocument::fromJson(readAll(path)).object());
    QVERIFY2(file, file ? "" : qPrintable(file.error().message));
    QCOMPARE(file->force.name, exported.name);
    QCOMPARE(file->force.lines.size(), exported.lines.size());

    auto target = openWindow(QStringLiteral("target.muster"));
    CampaignDocument *document = target->document();
    const int forces = int(document->campaign().forces.size());
    const int steps = document->undoStack()->count();
    QVERIFY(clashingTypeNames(document->campaign(), *file).isEmpty()); // the demo's forces share built-in types
    target->importForceFile(path);
    QCOMPARE(int(document->campaign().forces.size()), forces + 1);
    const Force &imported = document->campaign().forces.constLast();
    QCOMPARE(target->currentForceId(), imported.id); // the new force is shown
    QCOMPARE(imported.name, exported.name);
    QCOMPARE(imported.notes, exported.notes);
    QCOMPARE(imported.staff, exported.staff);
    QCOMPARE(imported.lines.size(), exported.lines.size());
    for (qsizetype i = 0; i < imported.lines.size(); ++i) {
        QCOMPARE(imported.lines.at(i).record, exported.lines.at(i).record);
        QCOMPARE(imported.lines.at(i).count, exported.lines.at(i).count);
    }
    QCOMPARE(document->undoStack()->count(), steps + 1);
    target->undoAction()->trigger();
    QCOMPARE(int(document->campaign().forces.size()), forces);
}

void TstForceFiles::clashingTypeAskedOnce()
{
    auto window = openWindow();
    CampaignDocument *document = window->document();
    // A force file with a custom type named like one the campaign gets first.
    QFile example(QStringLiteral(MUSTER_EXAMPLES "/fen-rebels.muster-force.json"));
    QVERIFY(example.open(QIODevice::ReadOnly));
    const interchange::ForceFile file =
        *interchange::forceFileFromJson(QJsonDocument::fromJson(example.readAll()).object());
    ElementType wyrm = file.customTypes.constFirst();
    wyrm.id = document->catalog().newCustomId();
    wyrm.ts = 20;
    QVERIFY(document->addCustomType(wyrm));
    const int steps = document->undoStack()->count();

    QString question;
    onNextModal(
        [&](QDialog *opened) {
            auto *box = qobject_cast<QMessageBox *>(opened);
            QVERIFY(box);
            question = box->text();
            for (QAbstractButton *button : box->buttons())
                if (button->text().remove(QLatin1Char('&')) == QStringLiteral("Rename the File's"))
                    button->click();
        },
        window.get());
    window->importForceFile(QStringLiteral(MUSTER_EXAMPLES "/fen-rebels.muster-force.json"));
    QVERIFY2(question.contains(QStringLiteral("Bog Wyrm")), qPrintable(question));
    const Force &imported = document->campaign().forces.constLast();
    QCOMPARE(imported.name, QStringLiteral("Rebels of the Red Fen"));
    const ElementType *type = document->catalog().find(imported.lines.constFirst().record.typeId);
    QVERIFY(type);
    QCOMPARE(type->name, QStringLiteral("Bog Wyrm (imported)"));
    QCOMPARE(type->ts, 30.0);
    QCOMPARE(document->catalog().find(wyrm.id)->ts, 20.0); // the campaign's own is untouched
    QCOMPARE(document->undoStack()->count(), steps + 1);
}

void TstForceFiles::rosterAsCsv()
{
    auto window = openWindow();
    auto *roster = window->findChild<QTableView *>(QStringLiteral("rosterView"));
    QVERIFY(roster);
    const int rows = roster->model()->rowCount();
    const QString path = m_dir->filePath(QStringLiteral("roster.csv"));
    auto *action = window->findChild<QAction *>(QStringLiteral("exportRosterCsvAction"));
    QVERIFY(action && action->isEnabled());
    triggerWithFile(action, path, window.get());
    const QStringList records = QString::fromUtf8(readAll(path)).split(QStringLiteral("\r\n"));
    // The roster's header and rows as shown, a blank line, then the figures with their header.
    QVERIFY2(records.size() > rows + 3, qPrintable(QString::number(records.size())));
    QVERIFY2(records.at(0).startsWith(QStringLiteral("Name,Element type,Count,TL,")), qPrintable(records.at(0)));
    QCOMPARE(records.at(1).section(QLatin1Char(','), 0, 0), cell(roster, 0, RosterColumn::Name));
    QCOMPARE(records.at(rows + 1), QString());
    QVERIFY2(records.at(rows + 2).startsWith(QStringLiteral("Figure,Value")), qPrintable(records.at(rows + 2)));
    QVERIFY2(records.at(rows + 3).startsWith(QStringLiteral("Force TS,")), qPrintable(records.at(rows + 3)));
}

std::unique_ptr<QObject> newTstForceFiles()
{
    return std::make_unique<TstForceFiles>();
}

#include "tst_forcefiles.moc"
