// Alt+letter (issue 14): no two commands of a menu, of the main window as it stands, or of a dialog answer to
// the same letter (Alt+N was both Night and Next; C both Calendar and Close the Month), in English, German and
// French: the battle dialog page by page, and the march, reconnaissance and special battle dialogs.

#include "battle_test_helpers.h"
#include "gui_audit.h"
#include "own_dialogs.h"

#include "AppTranslations.h"
#include "battle/gurps/SubordinateCommandDialog.h"
#include "battle/gurps/ThreeWayBattleDialog.h"
#include "operations/MarchDialog.h"
#include "battle/gurps/ReconDialog.h"

#include <QDockWidget>
#include <QMenuBar>
#include <QScopeGuard>
#include <QTabWidget>
#include <QTranslator>

using namespace muster;
using namespace guitest;

class TstMnemonics : public GuiTestCase
{
    Q_OBJECT

private slots:
    void everyMenu_data() { languages(); }
    void everyMenu();
    void mainWindowWithEachTabAndPanel_data() { languages(); }
    void mainWindowWithEachTabAndPanel();
    void startPage_data() { languages(); }
    void startPage();
    void ownDialogs_data() { languages(); }
    void ownDialogs();
    void battleDialogPageByPage_data() { languages(); }
    void battleDialogPageByPage();
    void operationsAndSpecialBattles_data() { languages(); }
    void operationsAndSpecialBattles();

private:
    static void languages();
};

// The program in the language of the test's row, from its translations, as the GM's locale would choose.
class InLanguage
{
public:
    InLanguage()
    {
        QFETCH(QLocale, locale);
        m_installed = muster::installTranslations(QCoreApplication::instance(), locale);
    }
    ~InLanguage()
    {
        for (QTranslator *translator : m_installed) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
    }
    InLanguage(const InLanguage &) = delete;
    InLanguage &operator=(const InLanguage &) = delete;

private:
    QList<QTranslator *> m_installed;
};

// With MNEMONIC_DUMP set, prints every letter a window answers to: the letters still free, for a translator
// who has to pick another.
void showLetters(const QWidget *window, const char *where)
{
    if (!qEnvironmentVariableIsSet("MNEMONIC_DUMP"))
        return;
    const QMap<QChar, QStringList> letters = windowMnemonics(window);
    QStringList list;
    for (auto it = letters.cbegin(); it != letters.cend(); ++it)
        list << QString(it.key()) + QLatin1Char('=') + it->join(QLatin1Char('|'));
    qInfo("%s: %s", where, qPrintable(list.join(QStringLiteral("  "))));
}

void TstMnemonics::languages()
{
    QTest::addColumn<QLocale>("locale");
    QTest::newRow("English") << QLocale(QLocale::English, QLocale::UnitedStates);
    QTest::newRow("German") << QLocale(QLocale::German, QLocale::Germany);
    QTest::newRow("French") << QLocale(QLocale::French, QLocale::France);
}

void TstMnemonics::everyMenu()
{
    const InLanguage language;
    auto window = openWindow();
    QStringList duplicates;
    QMap<QChar, QStringList> titles;
    for (QAction *action : window->menuBar()->actions()) {
        titles[mnemonicOf(action->text())] << action->text();
        if (action->menu()) {
            // Menus fill some entries as they open (Open Recent, the enabled state of Fortresses...).
            emit action->menu()->aboutToShow();
            duplicates << duplicateMnemonics(action->menu());
        }
    }
    for (auto it = titles.cbegin(); it != titles.cend(); ++it) {
        if (it->size() > 1 || it.key().isNull())
            duplicates << QStringLiteral("menu bar: %1").arg(it->join(QStringLiteral(", ")));
    }
    QVERIFY2(duplicates.isEmpty(), qPrintable(duplicates.join(QStringLiteral("; "))));
}

void TstMnemonics::mainWindowWithEachTabAndPanel()
{
    const InLanguage language;
    auto window = openWindow();
    auto *tabs = window->findChild<QTabWidget *>();
    QVERIFY(tabs);
    QStringList duplicates;
    for (const char *bottom : {"battlesDock", "treasuryDock"}) {
        window->findChild<QDockWidget *>(QLatin1String(bottom))->raise();
        for (int tab = 0; tab < tabs->count(); ++tab) {
            tabs->setCurrentIndex(tab);
            duplicates << duplicateMnemonics(window.get());
            showLetters(window.get(), bottom);
        }
    }
    duplicates.removeDuplicates();
    QVERIFY2(duplicates.isEmpty(), qPrintable(duplicates.join(QStringLiteral("; "))));
}

void TstMnemonics::startPage()
{
    const InLanguage language;
    MainWindow window;
    window.show();
    QVERIFY(window.isShowingStartPage());
    const QStringList duplicates = duplicateMnemonics(&window);
    QVERIFY2(duplicates.isEmpty(), qPrintable(duplicates.join(QStringLiteral("; "))));
}

void TstMnemonics::ownDialogs()
{
    const InLanguage language;
    auto window = openWindow();
    QStringList duplicates;
    for (const std::unique_ptr<QWidget> &dialog : guitest::ownDialogs(*window))
        duplicates << duplicateMnemonics(dialog.get());
    QVERIFY2(duplicates.isEmpty(), qPrintable(duplicates.join(QStringLiteral("; "))));
}

void TstMnemonics::battleDialogPageByPage()
{
    using gurps::BattleStrategy;
    const InLanguage language;
    auto window = openWindow();
    BattleWizard *wizard = openBattleWizard(*window);
    QVERIFY(wizard);
    QStringList duplicates;
    const auto check = [&](const char *where) {
        for (const QString &duplicate : duplicateMnemonics(wizard))
            duplicates << QStringLiteral("%1: %2").arg(QLatin1String(where), duplicate);
        showLetters(wizard, where);
    };
    check("sides");
    typeInto(child<QLineEdit>(wizard, QStringLiteral("battleName")), QStringLiteral("Fen Ford"));
    wizard->next();
    check("conditions");
    child<QComboBox>(wizard, QStringLiteral("start"))->setCurrentIndex(1); // the first side won initiative
    wizard->next();
    check("before the battle");
    wizard->next();
    QVERIFY(wizard->hasStarted());
    check("opening of a round");
    noMisfortunes(wizard);
    takeStep(wizard);
    check("strategies");
    auto *rebels = child<QComboBox>(wizard, QStringLiteral("strategy1"));
    rebels->setCurrentIndex(rebels->findData(int(BattleStrategy::FullRetreat) * 2));
    noMisfortunes(wizard);
    takeStep(wizard);
    check("Strategy rolls");
    typeRoll(wizard, QStringLiteral("strategyRoll0"), 10);
    typeRoll(wizard, QStringLiteral("strategyRoll1"), 10);
    takeStep(wizard);
    check("end of a round");
    noMisfortunes(wizard);
    takeStep(wizard);
    QCOMPARE(wizard->engine().step(), gurps::BattleStep::Pursuit);
    check("pursuit");
    typeRoll(wizard, QStringLiteral("pursuitLeadership"), 3);
    takeStep(wizard);
    QVERIFY(wizard->engine().isFinished());
    check("battle over");
    wizard->next();
    QCOMPARE(wizard->currentId(), int(BattleWizard::AftermathPageId));
    check("aftermath");
    wizard->close();
    duplicates.removeDuplicates();
    QVERIFY2(duplicates.isEmpty(), qPrintable(duplicates.join(QStringLiteral("; "))));
}

void TstMnemonics::operationsAndSpecialBattles()
{
    const InLanguage language;
    auto window = openWindow();
    CampaignDocument *document = window->document();
    const qint64 force = document->campaign().forces.at(0).id;
    QStringList duplicates;
    {
        MarchDialog march(document, force, window.get());
        march.show();
        duplicates << duplicateMnemonics(&march);
        showLetters(&march, "march");
    }
    {
        ReconDialog recon(document, force, window.get());
        recon.show();
        duplicates << duplicateMnemonics(&recon);
        showLetters(&recon, "recon");
    }
    {
        ThreeWayBattleDialog threeWay(document, window.get());
        threeWay.show();
        duplicates << duplicateMnemonics(&threeWay);
        showLetters(&threeWay, "threeWay");
    }
    BattleWizard *wizard = startedBattle(*window, QStringLiteral("Fen Ford"));
    QVERIFY(wizard);
    {
        SubordinateCommandDialog subordinate(document, wizard->battleId(), window.get());
        subordinate.show();
        duplicates << duplicateMnemonics(&subordinate);
        showLetters(&subordinate, "subordinate");
    }
    closeKeeping(wizard);
    QVERIFY2(duplicates.isEmpty(), qPrintable(duplicates.join(QStringLiteral("; "))));
}

std::unique_ptr<QObject> newTstMnemonics()
{
    return std::make_unique<TstMnemonics>();
}

#include "tst_mnemonics.moc"
