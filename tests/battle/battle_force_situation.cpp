// A campaign force takes the field in the situation the campaign has it in (takeForceSituation): low readiness
// while it is maintained at Low or No readiness and for the month after full maintenance resumes (GURPS Mass
// Combat, Reduced Readiness: half TS), and encamped when its posture is Bunkered (GURPS Mass Combat, Posture of
// Encamped Forces: hunkered down in camp). Patrolling and No Security are encamped postures too, but only a
// bunkered force meets the enemy encamped and hunkered down, as the battle dialog has always preset it.

#include "battle/gurps/SideFromForce.h"

#include <QtTest>

#include <memory>

using namespace muster;
using namespace muster::gurps;

Q_DECLARE_METATYPE(Readiness)
Q_DECLARE_METATYPE(ForcePosture)

class ForceSituationTest : public QObject
{
    Q_OBJECT

private slots:
    void fromTheCampaign_data()
    {
        QTest::addColumn<Readiness>("readiness");
        QTest::addColumn<bool>("reducedLastMonth");
        QTest::addColumn<ForcePosture>("posture");
        QTest::addColumn<bool>("lowReadiness");
        QTest::addColumn<bool>("encamped");
        QTest::newRow("full, marching") << Readiness::Full << false << ForcePosture::Mobile << false << false;
        QTest::newRow("low readiness") << Readiness::Low << false << ForcePosture::Mobile << true << false;
        QTest::newRow("no maintenance") << Readiness::None << false << ForcePosture::Mobile << true << false;
        QTest::newRow("the month after") << Readiness::Full << true << ForcePosture::Mobile << true << false;
        QTest::newRow("bunkered") << Readiness::Full << false << ForcePosture::Bunkered << false << true;
        QTest::newRow("patrolling") << Readiness::Full << false << ForcePosture::Patrolling << false << false;
        QTest::newRow("no security") << Readiness::Full << false << ForcePosture::NoSecurity << false << false;
        QTest::newRow("bunkered, low") << Readiness::Low << true << ForcePosture::Bunkered << true << true;
    }

    void fromTheCampaign()
    {
        QFETCH(Readiness, readiness);
        QFETCH(bool, reducedLastMonth);
        QFETCH(ForcePosture, posture);
        QFETCH(bool, lowReadiness);
        QFETCH(bool, encamped);
        ForceEconomy economy;
        economy.readiness = readiness;
        economy.reducedLastMonth = reducedLastMonth;
        economy.posture = posture;
        SideSetup side;
        takeForceSituation(side, economy);
        QCOMPARE(side.lowReadiness, lowReadiness);
        QCOMPARE(side.encamped, encamped);
    }
};

std::unique_ptr<QObject> newForceSituationTest()
{
    return std::make_unique<ForceSituationTest>();
}

#include "battle_force_situation.moc"
