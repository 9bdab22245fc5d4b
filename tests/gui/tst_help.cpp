// Help as a new GM meets it (issue 14): Help > User Guide (F1) shows the README's user guide with its
// contents, F1 in a dialog opens it at that dialog's section, the About box names the version, the licence
// and the trademarks, and every abbreviated column header says in full what the column is.

#include "gui_test_helpers.h"
#include "gui_audit.h"

#include "AddElementDialog.h"
#include "ElementTypesDialog.h"
#include "HelpWindow.h"
#include "RosterPanel.h"
#include "economy/CalendarDialog.h"
#include "economy/MonthEndDialog.h"
#include "economy/RevenueSourcesDialog.h"
#include "fortress/FortressesDialog.h"

#include <QAction>
#include <QMessageBox>
#include <QTextBrowser>
#include <QTreeWidget>

using namespace muster;
using namespace guitest;

class TstHelp : public GuiTestCase
{
    Q_OBJECT

private slots:
    void f1OpensTheUserGuide();
    void contentsGoToTheirSection();
    void f1InADialogOpensItsSection();
    void everyDialogSectionIsInTheGuide();
    void aboutNamesVersionAndTrademarks();
    void abbreviatedHeadersHaveToolTips();
};

void TstHelp::f1OpensTheUserGuide()
{
    auto window = openWindow();
    QVERIFY(!window->findChild<HelpWindow *>());
    QTest::keyClick(window.get(), Qt::Key_F1);
    auto *help = window->findChild<HelpWindow *>();
    QVERIFY(help);
    QVERIFY(help->isVisible());
    // The README's guide, not a copy of it: its sections and their text.
    const QStringList headings = help->headings();
    for (const char *heading : {"Using Muster", "Marches and reconnaissance", "Battles", "Fortresses",
                                "Money, time and supply", "The campaign file"})
        QVERIFY2(headings.contains(QLatin1String(heading)), heading);
    QVERIFY(!headings.contains(QStringLiteral("muster-cli"))); // the scripting reference stays in the README
    QVERIFY(help->browser()->toPlainText().contains(QStringLiteral("Element Record")));
    auto *contents = help->findChild<QTreeWidget *>(QStringLiteral("helpContents"));
    QVERIFY(contents);
    QVERIFY(contents->topLevelItemCount() > 0);
    QCOMPARE(help->currentSection(), QStringLiteral("Using Muster"));
    // F1 again brings the same window back rather than a second one.
    QTest::keyClick(window.get(), Qt::Key_F1);
    QCOMPARE(window->findChildren<HelpWindow *>().size(), 1);
}

void TstHelp::contentsGoToTheirSection()
{
    HelpWindow help;
    help.show();
    QVERIFY(QTest::qWaitForWindowExposed(&help));
    auto *contents = help.findChild<QTreeWidget *>(QStringLiteral("helpContents"));
    const QList<QTreeWidgetItem *> battles = contents->findItems(QStringLiteral("Battles"), Qt::MatchExactly | Qt::MatchRecursive);
    QCOMPARE(battles.size(), 1);
    contents->setCurrentItem(battles.constFirst());
    QCOMPARE(help.currentSection(), QStringLiteral("Battles"));
    // A section shown is the one the contents mark.
    QVERIFY(help.showSection(QStringLiteral("Fortresses")));
    QCOMPARE(contents->currentItem()->text(0), QStringLiteral("Fortresses"));
    // A link of the README to one of its headings ("#three-way-battles", as GitHub names it) goes there.
    emit help.browser()->anchorClicked(QUrl(QStringLiteral("#three-way-battles")));
    QCOMPARE(help.currentSection(), QStringLiteral("Three-way battles"));
}

void TstHelp::f1InADialogOpensItsSection()
{
    auto window = openWindow();
    window->findChild<QAction *>(QStringLiteral("fortressesAction"))->trigger();
    auto *dialog = window->findChild<FortressesDialog *>();
    QVERIFY(dialog);
    QTest::keyClick(dialog, Qt::Key_F1);
    // It belongs to the dialog, so that it can be read beside it while the dialog is modal.
    auto *help = dialog->findChild<HelpWindow *>();
    QVERIFY(help);
    QVERIFY(help->isVisible());
    QCOMPARE(help->currentSection(), QStringLiteral("Fortresses"));
    dialog->reject();
}

void TstHelp::everyDialogSectionIsInTheGuide()
{
    // A heading renamed in the README would leave a dialog's F1 at the top of the guide.
    HelpWindow help;
    const QStringList headings = help.headings();
    for (const auto &[className, heading] : helpSections())
        QVERIFY2(headings.contains(QLatin1String(heading)), className);
}

void TstHelp::aboutNamesVersionAndTrademarks()
{
    auto window = openWindow();
    QString text;
    onNextModal([&](QDialog *dialog) {
        auto *box = qobject_cast<QMessageBox *>(dialog);
        QVERIFY(box);
        text = box->text();
        box->accept();
    });
    window->findChild<QAction *>(QStringLiteral("aboutAction"))->trigger();
    QVERIFY2(text.contains(QStringLiteral("Muster " MUSTER_VERSION)), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Licence")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("GURPS is a trademark of Steve Jackson Games")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Mutant: Year Zero is a trademark of Fria Ligan AB")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("not affiliated")), qPrintable(text));
}

void TstHelp::abbreviatedHeadersHaveToolTips()
{
    auto window = openWindow();
    QStringList missing = headersWithoutToolTips(window.get());
    CampaignDocument *document = window->document();
    ElementTypesDialog types(document, window.get());
    AddElementDialog add(document, 3, window.get());
    FortressesDialog fortresses(document, window.get());
    CalendarDialog calendar(document, window.get());
    MonthEndDialog monthEnd(document, window.get());
    RevenueSourcesDialog revenue(document, document->campaign().treasuries.constFirst().id, window.get());
    for (const QWidget *dialog : std::initializer_list<const QWidget *>{&types, &add, &fortresses, &calendar, &monthEnd, &revenue})
        missing << headersWithoutToolTips(dialog);
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral("; "))));
}

std::unique_ptr<QObject> newTstHelp()
{
    return std::make_unique<TstHelp>();
}

#include "tst_help.moc"
