// The program's translators (forms/AppTranslations): the English plural forms under every language, and
// the German translation over them.

#include "forms/AppTranslations.h"
#include "forms/battle/Chance.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QTest>
#include <QTranslator>

#include <memory>

using namespace muster;

class TstTranslations : public QObject
{
    Q_OBJECT

private slots:
    void pluralsUnderEveryLanguage_data();
    void pluralsUnderEveryLanguage();
    void chancesInTheUsersNumberFormat();
    void cleanup();

private:
    QList<QTranslator *> m_installed;
};

void TstTranslations::pluralsUnderEveryLanguage_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("expected");
    const QLocale english(QLocale::English, QLocale::UnitedStates), french(QLocale::French, QLocale::France),
        german(QLocale::German, QLocale::Germany);
    const QString side = QStringLiteral("muster::SideSetupWidget"),
                  forceTs = QStringLiteral("Force TS %1 in %n element(s).");
    const QString engine = QStringLiteral("BattleEngine"), hours = QStringLiteral("%n hour(s)");
    const QString share = QStringLiteral("%1 of %n element(s): %2% of the side");
    const QString subordinate = QStringLiteral("muster::SubordinateCommandDialog");
    QTest::newRow("English, one element")
        << english << side << forceTs << 1 << QStringLiteral("Force TS %1 in 1 element.");
    QTest::newRow("English, 16 elements")
        << english << side << forceTs << 16 << QStringLiteral("Force TS %1 in 16 elements.");
    QTest::newRow("English, one hour") << english << engine << hours << 1 << QStringLiteral("1 hour");
    QTest::newRow("English, 4 hours") << english << engine << hours << 4 << QStringLiteral("4 hours");
    QTest::newRow("English, with a comment")
        << english << subordinate << share << 1 << QStringLiteral("%1 of 1 element: %2% of the side");
    // French counts 0 as singular, unlike English.
    QTest::newRow("French, one element")
        << french << side << forceTs << 1 << QStringLiteral("TS de la force %1 en 1 élément.");
    QTest::newRow("French, no elements")
        << french << side << forceTs << 0 << QStringLiteral("TS de la force %1 en 0 élément.");
    QTest::newRow("French, 16 elements")
        << french << side << forceTs << 16 << QStringLiteral("TS de la force %1 en 16 éléments.");
    QTest::newRow("French, 4 hours") << french << engine << hours << 4 << QStringLiteral("4 heures");
    // A language with no translation of its own: English, with its plurals.
    const QLocale italian(QLocale::Italian, QLocale::Italy);
    QTest::newRow("Italian, no elements")
        << italian << side << forceTs << 0 << QStringLiteral("Force TS %1 in 0 elements.");
    QTest::newRow("German, one element")
        << german << side << forceTs << 1 << QStringLiteral("TS der Streitmacht %1 in 1 Element.");
    QTest::newRow("German, 16 elements")
        << german << side << forceTs << 16 << QStringLiteral("TS der Streitmacht %1 in 16 Elementen.");
    QTest::newRow("German, 4 hours") << german << engine << hours << 4 << QStringLiteral("4 Stunden");
}

void TstTranslations::pluralsUnderEveryLanguage()
{
    QFETCH(QLocale, locale);
    QFETCH(QString, context);
    QFETCH(QString, source);
    QFETCH(int, n);
    QFETCH(QString, expected);
    QVERIFY(QFile::exists(QStringLiteral(":/i18n/muster_en.qm")));
    QVERIFY(QFile::exists(QStringLiteral(":/i18n/muster_de.qm")));
    QVERIFY(QFile::exists(QStringLiteral(":/i18n/muster_fr.qm")));
    const auto translated = [&] {
        return QCoreApplication::translate(context.toUtf8().constData(), source.toUtf8().constData(), nullptr,
                                           n);
    };
    // Untranslated, the source text shows: proof that what follows comes from the translators.
    QCOMPARE(translated(), QString(source).replace(QStringLiteral("%n"), QString::number(n)));
    m_installed = installTranslations(QCoreApplication::instance(), locale);
    QCOMPARE(translated(), expected);
}

// Every battle window's chances (formatChance): one decimal, with the decimal sign of the user's locale.
void TstTranslations::chancesInTheUsersNumberFormat()
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const QString german = formatChance(0.6324);
    QLocale::setDefault(QLocale::c());
    const QString c = formatChance(0.6324);
    QLocale::setDefault(before);
    QCOMPARE(german, QStringLiteral("63,2%"));
    QCOMPARE(c, QStringLiteral("63.2%"));
}

void TstTranslations::cleanup()
{
    // The other test classes read the English source strings.
    for (QTranslator *translator : std::as_const(m_installed)) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    m_installed.clear();
}

std::unique_ptr<QObject> newTstTranslations()
{
    return std::make_unique<TstTranslations>();
}

#include "tst_translations.moc"
