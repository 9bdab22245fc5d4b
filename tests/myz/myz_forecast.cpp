#include <QtTest>

#include <memory>

class MyzForecastTest : public QObject
{
    Q_OBJECT
};

std::unique_ptr<QObject> newMyzForecastTest()
{
    return std::make_unique<MyzForecastTest>();
}

#include "myz_forecast.moc"
