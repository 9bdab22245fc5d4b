// muster: the campaign window. All behaviour lives in the libraries; this only starts it.
#include "forms/MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Muster"));
    QApplication::setOrganizationName(QStringLiteral("Muster"));
    QApplication::setApplicationVersion(QStringLiteral(MUSTER_VERSION));

    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    QTranslator translator;
    if (translator.load(QLocale(), QStringLiteral("muster"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(&translator);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Campaign manager for mass combat."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption demo(QStringLiteral("demo"), QApplication::translate("main", "Open the bundled demo campaign."));
    parser.addOption(demo);
    parser.addPositionalArgument(QStringLiteral("campaign"), QApplication::translate("main", "Campaign file to open."),
                                 QStringLiteral("[campaign]"));
    parser.process(app);

    muster::MainWindow window;
    window.show();
    const QStringList files = parser.positionalArguments();
    const QString last = muster::Settings().lastCampaign();
    if (!files.isEmpty())
        window.openCampaign(files.constFirst());
    else if (parser.isSet(demo) || last.isEmpty() || !QFileInfo::exists(last) || !window.openCampaign(last))
        window.openDemoCampaign();
    return app.exec();
}
