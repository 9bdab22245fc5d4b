// The program's translators (forms/AppTranslations): the English plural forms under every language, and
// the German translation over them.

#include "forms/AppTranslations.h"

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
    void cleanup();

private:
    QList<QTranslator *> m_installed;
};

namespace {

QString forceTs(int elements)
{
    return QCoreApplication::translate("muster::SideSetupWidget", "Force TS %1 in %n element(s).", nullptr,
                                       elements)
        .arg(QStringLiteral("75.5"));
}

} // namespace

void TstTranslations::pluralsUnderEveryLanguage_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<int>("elements");
    QTest::addColumn<QString>("expected");
    const QLocale english(QLocale::English, QLocale::UnitedStates), french(QLocale::French, QLocale::France),
        german(QLocale::German, QLocale::Germany);
    QTest::newRow("English, one") << english << 1 << QStringLiteral("Force TS 75.5 in 1 element.");
    QTest::newRow("English, several") << english << 16 << QStringLiteral("Force TS 75.5 in 16 elements.");
    // No French translation: English, with its plurals.
    QTest::newRow("French, one") << french << 1 << QStringLiteral("Force TS 75.5 in 1 element.");
    QTest::newRow("French, none") << french << 0 << QStringLiteral("Force TS 75.5 in 0 elements.");
    QTest::newRow("German, one") << german << 1 << QStringLiteral("TS der Streitmacht 75.5 in 1 Element.");
    QTest::newRow("German, several") << german << 16
                                     << QStringLiteral("TS der Streitmacht 75.5 in 16 Elementen.");
}

void TstTranslations::pluralsUnderEveryLanguage()
{
    QFETCH(QLocale, locale);
    QFETCH(int, elements);
    QFETCH(QString, expected);
    QVERIFY(QFile::exists(QStringLiteral(":/i18n/muster_en.qm")));
    QVERIFY(QFile::exists(QStringLiteral(":/i18n/muster_de.qm")));
    // Untranslated, the source text shows: proof that what follows comes from the translators.
    QCOMPARE(forceTs(2), QStringLiteral("Force TS 75.5 in 2 element(s)."));
    m_installed = installTranslations(QCoreApplication::instance(), locale);
    QCOMPARE(forceTs(elements), expected);
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
