#include "CliTestSupport.h"

#include <QtTest>

#include <memory>

class CliMyzForecastTest : public QObject
{
    Q_OBJECT
};

std::unique_ptr<QObject> newCliMyzForecastTest()
{
    return std::make_unique<CliMyzForecastTest>();
}

#include "cli_myz_forecast.moc"
