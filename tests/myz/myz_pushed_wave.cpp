#include <QtTest>

#include <memory>

class PushedWaveTest : public QObject
{
    Q_OBJECT
};

std::unique_ptr<QObject> newPushedWaveTest()
{
    return std::make_unique<PushedWaveTest>();
}

#include "myz_pushed_wave.moc"
