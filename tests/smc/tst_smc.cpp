// "Simplified Mass Combat" (core/battle/smc) against its turn order ("Step Two: Clash", "Step Three: Determine
// Damage and Rout", "Rally", "Withdraw") and the rulings "Simplified Mass Combat (dice not given in the text)".
// Every expected value is counted by hand.

#include "battle/smc/Army.h"
#include "battle/smc/ArmyFromForce.h"
#include "campaign/Campaign.h"
#include "battle/smc/SmcRules.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace muster::smc;

class TstSmc : public QObject
{
    Q_OBJECT

private slots:
    // Ruling: each Magnitude level holds 5 Health (rule option); damage beyond the level's Health lowers Magnitude and
    // carries over; Magnitude 0 is destroyed.
    void damage_data()
    {
        QTest::addColumn<int>("magnitude");
        QTest::addColumn<int>("health");
        QTest::addColumn<int>("damage");
        QTest::addColumn<int>("perLevel");
        QTest::addColumn<int>("magnitudeAfter");
        QTest::addColumn<int>("healthAfter");
        QTest::addColumn<int>("lost");
        QTest::newRow("within the level") << 3 << 5 << 3 << 5 << 3 << 2 << 0;
        QTest::newRow("exactly the level") << 3 << 5 << 5 << 5 << 2 << 5 << 1;
        QTest::newRow("carries over") << 3 << 5 << 7 << 5 << 2 << 3 << 1;
        QTest::newRow("two levels") << 3 << 5 << 12 << 5 << 1 << 3 << 2;
        QTest::newRow("a hurt level first") << 3 << 2 << 2 << 5 << 2 << 5 << 1;
        QTest::newRow("destroyed") << 3 << 5 << 15 << 5 << 0 << 0 << 3;
        QTest::newRow("3 Health a level") << 2 << 3 << 4 << 3 << 1 << 2 << 1;
        QTest::newRow("no damage") << 2 << 4 << 0 << 5 << 2 << 4 << 0;
    }
    void damage()
    {
        QFETCH(int, magnitude);
        QFETCH(int, health);
        QFETCH(int, damage);
        QFETCH(int, perLevel);
        QFETCH(int, magnitudeAfter);
        QFETCH(int, healthAfter);
        QFETCH(int, lost);
        SmcOptions options;
        options.healthPerMagnitude = perLevel;
        const DamageResult result = applyDamage(UnitStrength{magnitude, health}, damage, options);
        QCOMPARE(result.after, (UnitStrength{magnitudeAfter, healthAfter}));
        QCOMPARE(result.magnitudeLost, lost);
        QCOMPARE(result.destroyed, magnitudeAfter == 0);
    }

    // "Step Two: Clash": the Magnitude difference as bonus successes, at most 3; the attacker's win deals the
    // difference; a defender's win, or a tie (ruling), costs the attacker 1.
    void clash()
    {
        QCOMPARE(magnitudeBonus(3, 2), 1);
        QCOMPARE(magnitudeBonus(5, 2), 3);
        QCOMPARE(magnitudeBonus(6, 2), 3);
        QCOMPARE(magnitudeBonus(2, 5), 0);
        const ClashResult win = resolveClash(4, 2);
        QVERIFY(win.attackerWins);
        QCOMPARE(win.damageToDefender, 2);
        QCOMPARE(win.damageToAttacker, 0);
        const ClashResult tie = resolveClash(2, 2);
        QVERIFY(!tie.attackerWins);
        QCOMPARE(tie.damageToDefender, 0);
        QCOMPARE(tie.damageToAttacker, 1);
        QCOMPARE(resolveClash(1, 3).damageToAttacker, 1); // beaten off: 1 whatever the defender's successes
    }

    // Ruling: d10, 7+ a success, a 10 twice; a botch is no success and a 1; all rule options.
    void rolls()
    {
        QCOMPARE(successes({7, 10, 1, 3}), 3);
        SmcOptions eight;
        eight.successTarget = 8;
        QCOMPARE(successes({7, 10, 1, 3}, eight), 2);
        SmcOptions tensOnce;
        tensOnce.tensCountTwice = false;
        QCOMPARE(successes({7, 10, 1, 3}, tensOnce), 2);
        QVERIFY(isBotch({1, 3}));
        QVERIFY(!isBotch({7, 1}));
        QVERIFY(!isBotch({2, 3}));
        QVERIFY(!isBotch({})); // an empty pool is no botch
        // A pool of 0 dice fails difficulty 1; difficulty 0 succeeds without a roll.
        QVERIFY(!rollSucceeds(0, 0, 1));
        QVERIFY(rollSucceeds(3, 0, 0));
        QVERIFY(rollSucceeds(3, 2, 2));
        QVERIFY(!rollSucceeds(3, 1, 2));
        // Penalties are dice off the pool, never below none (flight -2, flurries).
        QCOMPARE(poolDice(5, 1, 2), 4);
        QCOMPARE(poolDice(1, 0, 3), 0);
    }

    // "Step Three: Determine Damage and Rout" with the ruling "Outnumbering": summed Magnitude (or Might) of the
    // engaged enemies against the unit's own, rounded down; x2 is +1, x3 +2; Might 0 against any Might is x2.
    void routConditions_data()
    {
        QTest::addColumn<int>("own");
        QTest::addColumn<int>("engaged");
        QTest::addColumn<int>("outnumbered");
        QTest::addColumn<int>("might");
        QTest::newRow("not engaged") << 2 << 0 << 0 << 0;
        QTest::newRow("x1.5") << 2 << 3 << 0 << 0;
        QTest::newRow("x2") << 2 << 4 << 1 << 1;
        QTest::newRow("x3.5") << 2 << 7 << 2 << 2;
        QTest::newRow("nothing against something") << 0 << 1 << 0 << 1;
    }
    void routConditions()
    {
        QFETCH(int, own);
        QFETCH(int, engaged);
        QFETCH(int, outnumbered);
        QFETCH(int, might);
        if (own > 0)
            QCOMPARE(outnumberedPenalty(own, engaged), outnumbered);
        QCOMPARE(mightPenalty(own, engaged), might);
    }

    // The rout test's difficulty is the sum of the penalties: a Magnitude lost (+1), outnumbered x2 (+1), withdrew
    // from one unit (+1), Might 0 against Might 2 (+1).
    void routDifficultySums()
    {
        RoutConditions c;
        c.magnitudeLost = 1;
        c.ownMagnitude = 2;
        c.engagedMagnitude = 4;
        c.withdrewFrom = 1;
        c.ownMight = 0;
        c.engagedMight = 2;
        QCOMPARE(routDifficulty(c), 4);
        QCOMPARE(routDifficulty(RoutConditions{}), 0);
    }

    // Ruling "A routing unit that meets rout conditions again": the higher of this action's penalties and the
    // previous difficulty + 1; "Rally": one below the last check, at least 1.
    void routedAgainAndRally()
    {
        QCOMPARE(routedAgain(2, 1), 3);
        QCOMPARE(routedAgain(2, 5), 5);
        QCOMPARE(rallyDifficulty(3), 2);
        QCOMPARE(rallyDifficulty(1), 1);
    }

    // Exact chances, by hand: one die succeeds on 7-9 (0.3) and twice on 10 (0.1). Two dice: 0 successes 0.36,
    // 1: 2 x 0.6 x 0.3 = 0.36, 2: 0.09 + 2 x 0.6 x 0.1 = 0.21, 3: 2 x 0.3 x 0.1 = 0.06, 4: 0.01.
    void odds()
    {
        const std::vector<double> one = successDistribution(1);
        QCOMPARE(one.size(), size_t(3));
        QVERIFY(qAbs(one[1] - 0.3) < 1e-12 && qAbs(one[2] - 0.1) < 1e-12);
        const std::vector<double> two = successDistribution(2);
        const double expected[] = {0.36, 0.36, 0.21, 0.06, 0.01};
        QCOMPARE(two.size(), size_t(5));
        for (int k = 0; k < 5; ++k)
            QVERIFY2(qAbs(two[k] - expected[k]) < 1e-12, qPrintable(QString::number(k)));
        QVERIFY(qAbs(chanceToSucceed(2, 2) - 0.28) < 1e-12);
        QCOMPARE(chanceToSucceed(0, 1), 0.0);
        QCOMPARE(chanceToSucceed(5, 0), 1.0);
        // A botch: no success and a 1. One die: only a 1 (0.1); two dice: 0.6^2 - 0.5^2 = 0.11.
        QVERIFY(qAbs(chanceOfBotch(1) - 0.1) < 1e-12);
        QVERIFY(qAbs(chanceOfBotch(2) - 0.11) < 1e-12);
        QCOMPARE(chanceOfBotch(0), 0.0);
    }

    // A Clash of one die against one: the attacker deals 1 with 0.3 x 0.6 + 0.1 x 0.3 = 0.21, 2 with 0.1 x 0.6 =
    // 0.06, and is beaten off otherwise (0.73). With one bonus success: 1 with 0.36 + 0.09 + 0.01 = 0.46, 2 with
    // 0.18 + 0.03 = 0.21, 3 with 0.06; beaten off 0.27.
    void clashOddsByHand()
    {
        const ClashOdds even = clashOdds(1, 0, 1);
        QVERIFY(qAbs(even.damageToDefender.at(1) - 0.21) < 1e-12);
        QVERIFY(qAbs(even.damageToDefender.at(2) - 0.06) < 1e-12);
        QVERIFY(qAbs(even.attackerBeatenOff - 0.73) < 1e-12);
        const ClashOdds bonus = clashOdds(1, 1, 1);
        QVERIFY(qAbs(bonus.damageToDefender.at(1) - 0.46) < 1e-12);
        QVERIFY(qAbs(bonus.damageToDefender.at(2) - 0.21) < 1e-12);
        QVERIFY(qAbs(bonus.damageToDefender.at(3) - 0.06) < 1e-12);
        QVERIFY(qAbs(bonus.attackerBeatenOff - 0.27) < 1e-12);
    }

    // "Armies and units": an army reads back as it was written; Health starts as a full level.
    void armyRoundTrips()
    {
        const QJsonObject file{
            {QStringLiteral("name"), QStringLiteral("The Realm")},
            {QStringLiteral("commander"), QStringLiteral("Marshal Cathak")},
            {QStringLiteral("response_speed"), 3},
            {QStringLiteral("units"),
             QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Dragon-Blooded Talon")},
                                    {QStringLiteral("magnitude"), 3},
                                    {QStringLiteral("power"), 8},
                                    {QStringLiteral("drill"), 3},
                                    {QStringLiteral("might"), 1},
                                    {QStringLiteral("battle_plans"), 2},
                                    {QStringLiteral("leader"), QJsonObject{{QStringLiteral("name"), QStringLiteral("Talonlord")},
                                                                           {QStringLiteral("leadership"), 6}}}}}}};
        const auto army = armyFromJson(file, QStringLiteral("armies[0]"));
        QVERIFY2(army.ok(), qPrintable(army.ok() ? QString() : army.error().message));
        QCOMPARE(army->units.size(), 1);
        const Unit &talon = army->units.first();
        QCOMPARE(talon.strength, (UnitStrength{3, 5}));
        QCOMPARE(talon.power, 8);
        QCOMPARE(talon.morale, 1); // left out: the default
        QCOMPARE(talon.leader.leadership, 6);
        QCOMPARE(talon.leader.tactics, 3);
        const auto again = armyFromJson(armyToJson(*army), QStringLiteral("armies[0]"));
        QVERIFY(again.ok());
        QCOMPARE(*again, *army);
    }

    // A GURPS force brought in, one unit per roster line (the proposal's own conventions, by hand): 8 Heavy Infantry
    // at TL2 have TS 4 each ("Heavy Infantry at TL7: 4 x 1.5" in the rulings), 32 in all: Power round(sqrt 32) = 6,
    // Magnitude 1 + log2 8 = 4, no heavy class; with 10% casualties TS 28.8 gives Power 5. 3 Heavy Artillery at TL6
    // have TS 300 each: Power sqrt 900 = 30, Magnitude 1 + floor(log2 3) = 2, Might 1 for Artillery, ranged.
    void armyFromAGurpsForce()
    {
        muster::Campaign campaign;
        muster::Force host;
        host.id = 3;
        host.name = QStringLiteral("Host");
        host.member(muster::StaffRole::Commander).name = QStringLiteral("Lady Maren");
        muster::RosterLine foot;
        foot.record.typeId = QStringLiteral("heavy-infantry");
        foot.record.tl = 2;
        foot.count = 8;
        muster::RosterLine guns;
        guns.record.typeId = QStringLiteral("heavy-artillery-tl6");
        guns.record.tl = 6;
        guns.count = 3;
        host.lines << foot << guns;
        Army army = armyFromForce(campaign, host);
        QCOMPARE(army.forceId, qint64(3));
        QCOMPARE(army.commander, QStringLiteral("Lady Maren"));
        QCOMPARE(army.units.size(), 2);
        QCOMPARE(army.units.at(0).strength, (UnitStrength{4, 5}));
        QCOMPARE(army.units.at(0).power, 6);
        QCOMPARE(army.units.at(0).might, 0);
        QVERIFY(!army.units.at(0).ranged);
        QCOMPARE(army.units.at(1).strength, (UnitStrength{2, 5}));
        QCOMPARE(army.units.at(1).power, 30);
        QCOMPARE(army.units.at(1).might, 1);
        QVERIFY(army.units.at(1).ranged);
        QCOMPARE(army.units.at(1).leader.name, QStringLiteral("Lady Maren"));
        host.lines[0].casualties = 0.1;
        army = armyFromForce(campaign, host);
        QCOMPARE(army.units.at(0).power, 5);
    }

    void armyRefusals_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        QTest::newRow("no units") << QByteArray(R"({"name":"Realm","units":[]})") << QStringLiteral("armies[0].units");
        QTest::newRow("a nameless unit") << QByteArray(R"({"name":"Realm","units":[{"magnitude":2}]})")
                                         << QStringLiteral("armies[0].units[0].name");
        QTest::newRow("Magnitude 0") << QByteArray(R"({"name":"Realm","units":[{"name":"A","magnitude":0}]})")
                                     << QStringLiteral("armies[0].units[0].magnitude");
        QTest::newRow("Health beyond a level") << QByteArray(R"({"name":"Realm","units":[{"name":"A","health":6}]})")
                                               << QStringLiteral("armies[0].units[0].health");
        QTest::newRow("negative Leadership")
            << QByteArray(R"({"name":"Realm","units":[{"name":"A","leader":{"leadership":-1}}]})")
            << QStringLiteral("armies[0].units[0].leader.leadership");
    }
    void armyRefusals()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        const auto army = armyFromJson(QJsonDocument::fromJson(json).object(), QStringLiteral("armies[0]"));
        QVERIFY(!army.ok());
        QCOMPARE(army.error().field, field);
    }
};

QTEST_GUILESS_MAIN(TstSmc)
#include "tst_smc.moc"
