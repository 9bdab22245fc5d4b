// muster: the campaign window. All behaviour lives in the libraries; this only starts it.
#include "forms/AppTranslations.h"
#include "forms/InstanceLink.h"
#include "forms/MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>
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

    const QString file = parser.positionalArguments().value(0);
    // Already open in another Muster: that window comes to the front instead of an empty one here.
    if (!file.isEmpty() && muster::InstanceLink::showRunningInstance(file))
        return 0;
    muster::MainWindow window;
    window.showRestored();
    window.openAtStart(file, parser.isSet(demo));
    return app.exec();
}
