// Print and PDF (issue 21): the army sheet, the ledger, the battle report and the player handout go on paper
// with a header and "Page N of M" on every page, in black and grays. Each is written as a PDF offscreen and its
// text read back with pdftotext (poppler-utils, installed by scripts/install-deps).

#include "gui_test_helpers.h"

#include "forms/print/PrintedDocument.h"

#include <QAction>
#include <QFile>
#include <QFileDialog>
#include <QProcess>
#include <QTableView>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextTable>
#include <QtTest>

using namespace muster;
using namespace guitest;

namespace {

// Runs `trigger`, then picks `path` in the file dialog it opens.
void saveThrough(const std::function<void()> &trigger, const QString &path, QWidget *window)
{
    onNextModal(
        [&](QDialog *opened) {
            auto *files = qobject_cast<QFileDialog *>(opened);
            QVERIFY(files);
            files->selectFile(path);
            static_cast<QDialog *>(files)->accept();
        },
        window);
    trigger();
}

// The PDF's pages as text, in the order they were painted, white space simplified.
QStringList pdfPages(const QString &path)
{
    QProcess pdftotext;
    pdftotext.start(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), path, QStringLiteral("-")});
    if (!pdftotext.waitForFinished(30000) || pdftotext.exitCode() != 0) {
        qWarning("pdftotext failed on %s: %s", qPrintable(path), pdftotext.readAllStandardError().constData());
        return {};
    }
    // Compatibility forms undo the font's ligatures ("ﬀ" in "Staff").
    QStringList pages = QString::fromUtf8(pdftotext.readAllStandardOutput())
                            .normalized(QString::NormalizationForm_KC)
                            .split(QLatin1Char('\f'));
    for (QString &page : pages)
        page = page.simplified(); // a table cell's text may wrap
    if (!pages.isEmpty() && pages.constLast().isEmpty())
        pages.removeLast(); // after the last page's form feed
    // For looking at them as a user would: MUSTER_SHOTS=folder keeps a copy of each PDF.
    if (const QString shots = qEnvironmentVariable("MUSTER_SHOTS"); !shots.isEmpty())
        QFile::copy(path, shots + QLatin1Char('/') + QFileInfo(path).fileName());
    return pages;
}

// Every page carries the title in its header and "Page i of n" in its footer.
void checkHeadersAndFooters(const QStringList &pages, const QString &title)
{
    QVERIFY(!pages.isEmpty());
    for (int i = 0; i < pages.size(); ++i) {
        QVERIFY2(pages.at(i).contains(title),
                 qPrintable(QStringLiteral("page %1 lacks \"%2\"").arg(i + 1).arg(title)));
        const QString footer = QStringLiteral("Page %1 of %2").arg(i + 1).arg(pages.size());
        QVERIFY2(pages.at(i).contains(footer), qPrintable(QStringLiteral("page %1 lacks \"%2\"").arg(i + 1).arg(footer)));
    }
}

} // namespace

class TstPrint : public GuiTestCase
{
    Q_OBJECT

private slots:
    void paperIsBlackAndGray();
    void armySheetAsPdf();
};

void TstPrint::paperIsBlackAndGray()
{
    // Red text, a blue link, a yellow cell: on paper dark and light grays (a black-and-white printer loses
    // nothing the colors said, and nothing prints too pale to read).
    QTextDocument body;
    prepareForPaper(body, {QStringLiteral("t"), QStringLiteral("s"),
                           QStringLiteral("<p><span style=\"color:#ff0000\">lost</span> <a href=\"x\">link</a> "
                                          "<span style=\"color:#eeeeee\">pale</span></p>"
                                          "<table><tr><td bgcolor=\"#ffff00\">cell</td></tr></table>")});
    int fragments = 0;
    for (QTextBlock block = body.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QColor color = it.fragment().charFormat().foreground().color();
            QCOMPARE(color.red(), color.green());
            QCOMPARE(color.green(), color.blue());
            QVERIFY2(color.red() <= 90, qPrintable(it.fragment().text() + QLatin1Char(' ') + color.name()));
            ++fragments;
        }
    }
    QVERIFY(fragments >= 4);
    auto *table = qobject_cast<QTextTable *>(body.rootFrame()->childFrames().value(0));
    QVERIFY(table);
    const QColor fill = table->cellAt(0, 0).format().background().color();
    QCOMPARE(fill.red(), fill.blue());
    QVERIFY2(fill.red() >= 215, qPrintable(fill.name())); // yellow (gray 226) stays pale
}

void TstPrint::armySheetAsPdf()
{
    auto window = openWindow();
    auto *roster = window->findChild<QTableView *>(QStringLiteral("rosterView"));
    QVERIFY(roster && roster->model()->rowCount() > 0);
    auto *action = window->findChild<QAction *>(QStringLiteral("exportArmySheetPdfAction"));
    QVERIFY(action && action->isEnabled());
    const QString path = m_dir->filePath(QStringLiteral("sheet.pdf"));
    saveThrough([action] { action->trigger(); }, path, window.get());
    const QStringList pages = pdfPages(path);
    QVERIFY2(pages.size() >= 2, qPrintable(QString::number(pages.size())));
    checkHeadersAndFooters(pages, QStringLiteral("Army sheet: ") + hostName);
    const QString all = pages.join(QLatin1Char('\n'));
    // The figures, the roster as shown, the staff and each line's record.
    for (const QString &expected : {QStringLiteral("Figures"), QStringLiteral("Force TS"), QStringLiteral("Roster"),
                                    QStringLiteral("Staff"), QStringLiteral("Commander"),
                                    QStringLiteral("Element records"), QStringLiteral("to maintain")})
        QVERIFY2(all.contains(expected), qPrintable(expected));
    for (int row = 0; row < roster->model()->rowCount(); ++row)
        QVERIFY2(all.contains(cell(roster, row, 0).simplified()), qPrintable(cell(roster, row, 0)));
}

std::unique_ptr<QObject> newTstPrint()
{
    return std::make_unique<TstPrint>();
}

#include "tst_print.moc"
