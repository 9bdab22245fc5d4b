// muster: the campaign window. All behaviour lives in the libraries; this only starts it.
#include "forms/AppTranslations.h"
#include "forms/MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QLocale>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Muster"));
    QApplication::setOrganizationName(QStringLiteral("Muster"));
    QApplication::setApplicationVersion(QStringLiteral(MUSTER_VERSION));

    muster::installTranslations(&app, QLocale());

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Campaign manager for mass combat."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption demo(QStringLiteral("demo"),
                                  QApplication::translate("main", "Open the bundled demo campaign."));
    parser.addOption(demo);
    parser.addPositionalArgument(QStringLiteral("campaign"),
                                 QApplication::translate("main", "Campaign file to open."),
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
