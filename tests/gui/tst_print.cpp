// Print and PDF (issue 21): the army sheet, the ledger, the battle report and the player handout go on paper
// with a header and "Page N of M" on every page, in black and grays. Each is written as a PDF offscreen and its
// text read back with pdftotext (poppler-utils, installed by scripts/install-deps).

#include "battle_test_helpers.h"
#include "gui_test_helpers.h"

#include "battle/BattlesPanel.h"
#include "battle/gurps/HandoutDialog.h"
#include "economy/TreasuryPanel.h"
#include "models/CampaignDocument.h"

#include "forms/print/PrintedDocument.h"

#include <QAction>
#include <QFile>
#include <QLineEdit>
#include <QMenu>
#include <QPrintPreviewWidget>
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
    onNextModal([&](QDialog *opened) { chooseFile(opened, path); }, window);
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

// Export as PDF... from the menu of the print button `button` under `parent`, saved at `path`.
void exportThroughPrintMenu(QWidget *parent, const QString &button, const QString &path)
{
    auto *print = child<QPushButton>(parent, button);
    QVERIFY2(print && print->isEnabled() && print->menu(), qPrintable(button));
    const QList<QAction *> actions = print->menu()->actions();
    QCOMPARE(actions.size(), 3); // Print Preview..., Print..., Export as PDF...
    saveThrough([&] { actions.at(2)->trigger(); }, path, parent->window());
}

} // namespace

class TstPrint : public GuiTestCase
{
    Q_OBJECT

private slots:
    void paperIsBlackAndGray();
    void armySheetAsPdf();
    void armySheetPrintPreview();
    void ledgerAsPdf();
    void battleReportAsPdf();
    void handoutShowsOnlyWhatTheSideKnows();
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
    auto window = openWindow(QStringLiteral("Thornmarch Succession.muster"));
    auto *roster = window->findChild<QTableView *>(QStringLiteral("rosterView"));
    QVERIFY(roster && roster->model()->rowCount() > 0);
    auto *action = window->findChild<QAction *>(QStringLiteral("exportArmySheetPdfAction"));
    QVERIFY(action && action->isEnabled());
    const QString path = m_dir->filePath(QStringLiteral("sheet.pdf"));
    saveThrough([action] { action->trigger(); }, path, window.get());
    const QStringList pages = pdfPages(path);
    QVERIFY2(pages.size() >= 2, qPrintable(QString::number(pages.size())));
    checkHeadersAndFooters(pages, QStringLiteral("Army sheet: ") + hostName);
    QVERIFY(pages.constFirst().contains(QStringLiteral("Thornmarch Succession, 1 August 1203"))); // file, date
    const QString all = pages.join(QLatin1Char('\n'));
    // The figures, the roster as shown, the staff and each line's record.
    for (const QString &expected : {QStringLiteral("Figures"), QStringLiteral("Force TS"), QStringLiteral("Roster"),
                                    QStringLiteral("Staff"), QStringLiteral("Commander"),
                                    QStringLiteral("Element records"), QStringLiteral("to maintain")})
        QVERIFY2(all.contains(expected), qPrintable(expected));
    for (int row = 0; row < roster->model()->rowCount(); ++row)
        QVERIFY2(all.contains(cell(roster, row, 0).simplified()), qPrintable(cell(roster, row, 0)));
}

// File > Print Army Sheet... (Ctrl+P) opens the print preview, the same pages laid out for the printer.
void TstPrint::armySheetPrintPreview()
{
    auto window = openWindow();
    auto *action = window->findChild<QAction *>(QStringLiteral("printArmySheetAction"));
    QVERIFY(action && action->isEnabled());
    QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::Print));
    int pages = 0;
    QString title;
    onNextModal(
        [&](QDialog *preview) {
            title = preview->windowTitle();
            auto *widget = preview->findChild<QPrintPreviewWidget *>();
            QVERIFY(widget);
            widget->updatePreview();
            pages = widget->pageCount();
        },
        window.get());
    action->trigger();
    QCOMPARE(title, QStringLiteral("Print Preview: Army sheet: ") + hostName);
    QVERIFY2(pages >= 2, qPrintable(QString::number(pages)));
}

void TstPrint::ledgerAsPdf()
{
    auto window = openWindow();
    auto *panel = window->findChild<TreasuryPanel *>();
    QVERIFY(panel);
    CampaignDocument *document = window->document();
    for (const auto &[dollars, description] :
         {std::pair{-2500, QStringLiteral("Siege ladders")}, std::pair{40000, QStringLiteral("Ransom of Ser Aldo")}}) {
        LedgerEntry entry;
        entry.date = document->campaign().today;
        entry.amount = Money::fromDollars(dollars);
        entry.description = description;
        QVERIFY(document->book(document->campaign().treasuries.constFirst().id, {entry}, description));
    }
    const QAbstractItemModel *ledger = panel->ledgerView()->model();
    QVERIFY(ledger->rowCount() >= 2);
    const QString path = m_dir->filePath(QStringLiteral("ledger.pdf"));
    exportThroughPrintMenu(panel, QStringLiteral("printLedgerButton"), path);
    const QStringList pages = pdfPages(path);
    const QString treasury = panel->ledgerDocument()->title;
    QVERIFY2(treasury.startsWith(QStringLiteral("Ledger: ")), qPrintable(treasury));
    checkHeadersAndFooters(pages, treasury);
    const QString all = pages.join(QLatin1Char(' '));
    // Every entry as shown: its description (the last column) and the heading row.
    QVERIFY(all.contains(ledger->headerData(0, Qt::Horizontal).toString()));
    for (const QString &booked : {QStringLiteral("Siege ladders"), QStringLiteral("Ransom of Ser Aldo")})
        QVERIFY2(all.contains(booked), qPrintable(booked));
    for (int row = 0; row < ledger->rowCount(); ++row) {
        const QString description = ledger->index(row, ledger->columnCount() - 1).data().toString().simplified();
        QVERIFY2(all.contains(description), qPrintable(description));
    }
}

void TstPrint::battleReportAsPdf()
{
    auto window = openWindow();
    BattleWizard *wizard = startedBattle(*window, QStringLiteral("Battle of Fen Ford"));
    QVERIFY(wizard);
    onNextModal([](QDialog *ask) { child<QPushButton>(ask, QStringLiteral("keepBattle"))->click(); }, wizard);
    wizard->close(); // kept for later: it is in the Battles panel
    auto *panel = window->findChild<BattlesPanel *>();
    QVERIFY(panel);
    auto *view = panel->findChild<QTableView *>();
    QVERIFY(view && view->model()->rowCount() == 1);
    view->setCurrentIndex(view->model()->index(0, 0));
    const QString path = m_dir->filePath(QStringLiteral("report.pdf"));
    exportThroughPrintMenu(panel, QStringLiteral("printBattleReport"), path);
    const QStringList pages = pdfPages(path);
    checkHeadersAndFooters(pages, QStringLiteral("Battle report: Battle of Fen Ford"));
    const QString all = pages.join(QLatin1Char(' '));
    for (const QString &expected : {hostName, rebelsName, QStringLiteral("Set-up"), QStringLiteral("Terrain")})
        QVERIFY2(all.contains(expected), qPrintable(expected));
    // The casualties chart is SVG, which paper leaves out rather than print its labels as loose words.
    QVERIFY2(!all.contains(QStringLiteral("0% 25% 50% 75% 100%")), qPrintable(all));
}

// "Initial Intelligence" and "Winning Initiative" as a player handout: the Host won initiative at Fen Ford, so
// its handout has the Rebels' elements by name and number and its scouts' estimate; the Rebels' has only what they
// see. Neither has a TS, the enemy's own names for its lines, its staff, or its Disloyal goblins.
void TstPrint::handoutShowsOnlyWhatTheSideKnows()
{
    auto window = openWindow();
    BattleWizard *wizard = openBattleWizard(*window);
    QVERIFY(wizard);
    typeInto(child<QLineEdit>(wizard, QStringLiteral("battleName")), QStringLiteral("Battle of Fen Ford"));
    wizard->next();
    child<QComboBox>(wizard, QStringLiteral("start"))->setCurrentIndex(1); // the Host won initiative
    wizard->next();
    QCOMPARE(wizard->currentId(), int(BattleWizard::BeforePageId));
    const QString hostPdf = m_dir->filePath(QStringLiteral("host.pdf"));
    const QString rebelsPdf = m_dir->filePath(QStringLiteral("rebels.pdf"));
    QString hostText, rebelsText;
    const bool opened = clickIntoDialog<HandoutDialog>(wizard, QStringLiteral("playerHandout"), [&](HandoutDialog *dialog) {
        auto *text = child<QTextBrowser>(dialog, QStringLiteral("handoutText"));
        hostText = text->toPlainText();
        exportThroughPrintMenu(dialog, QStringLiteral("printHandout"), hostPdf);
        child<QComboBox>(dialog, QStringLiteral("handoutSide"))->setCurrentIndex(1);
        rebelsText = text->toPlainText();
        exportThroughPrintMenu(dialog, QStringLiteral("printHandout"), rebelsPdf);
        dialog->reject();
    });
    QVERIFY(opened);
    const QStringList host = pdfPages(hostPdf);
    checkHeadersAndFooters(host, QStringLiteral("Player handout for ") + hostName);
    const QStringList rebels = pdfPages(rebelsPdf);
    checkHeadersAndFooters(rebels, QStringLiteral("Player handout for ") + rebelsName);
    const QString hostPaper = host.join(QLatin1Char(' '));
    const QString rebelsPaper = rebels.join(QLatin1Char(' '));
    for (const QString &seen : {QStringLiteral("4 x Light Infantry (about 40 troops)"),
                                QStringLiteral("6 x Heavy Infantry (about 60 troops)"),
                                QStringLiteral("you have the initiative"), QStringLiteral("Your scouts' estimate"),
                                QStringLiteral("Light Infantry: about 30-50 troops")}) {
        QVERIFY2(hostPaper.contains(seen), qPrintable(seen));
        QVERIFY2(hostText.contains(seen), qPrintable(seen)); // the screen says the same
    }
    QVERIFY(rebelsPaper.contains(QStringLiteral("x Heavy Cavalry")));
    QVERIFY(!rebelsPaper.contains(QStringLiteral("estimate")));
    QVERIFY(!rebelsPaper.contains(QStringLiteral("initiative")));
    for (const QString &hidden : {QStringLiteral("TS"), QStringLiteral("Disloyal"), QStringLiteral("Hero"),
                                  QStringLiteral("Goblin"), QStringLiteral("Orc Warband"), QStringLiteral("Castan"),
                                  QStringLiteral("Greyhollow Lances"), QStringLiteral("Ser Tomas"),
                                  QStringLiteral("Lady Maren,")}) {
        QVERIFY2(!hostPaper.contains(hidden), qPrintable(hidden));
        QVERIFY2(!rebelsPaper.contains(hidden), qPrintable(hidden));
    }
    wizard->reject();
}

std::unique_ptr<QObject> newTstPrint()
{
    return std::make_unique<TstPrint>();
}

#include "tst_print.moc"
