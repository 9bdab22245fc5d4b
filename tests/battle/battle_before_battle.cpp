// "Before the Battle" of GURPS Mass Combat, apart from the force comparison:
// "Initial Intelligence" (what a commander knows of the enemy) and "Defense Bonus" (who gets one, and the
// value the text suggests for the terrain), and "Achieving Surprise"/"Achieving an Ambush" (who starts
// the battle confused).

#include "RuleTestSupport.h"

#include "battle/gurps/DefenseBonus.h"
#include "battle/gurps/Handout.h"
#include "battle/gurps/Intelligence.h"

#include <memory>

using namespace battletest;

class BeforeBattleTest : public QObject
{
    Q_OBJECT

private slots:
    // "Initial Intelligence", the example: in the pitched battle of Drake's Cross Strykland knows that Sir
    // Richard has three elements of Heavy Cavalry, five of Heavy Infantry, two of Bowmen and one of Miners.
    // "That Sir Richard himself counts as a Hero element won't be obvious."
    void pitchedBattleIntelligence()
    {
        const QStringList known = initialIntelligence(drakesCross(), 1);
        QCOMPARE(known, (QStringList{QStringLiteral("2 x Bowmen (about 20 troops)"),
                                     QStringLiteral("3 x Heavy Cavalry (about 30 troops)"),
                                     QStringLiteral("5 x Heavy Infantry (about 50 troops)"),
                                     QStringLiteral("1 x Miners (about 10 troops)")}));
    }

    // In an encounter battle, the troops of each mobility within +-20%: the text's "about 30-40 mounted
    // troops and about 70-80 on foot" for 30 knights and 80 men on foot.
    void encounterIntelligence()
    {
        BattleSetup setup = drakesCross();
        setup.start.kind = BattleKind::Encounter;
        const QStringList known = initialIntelligence(setup, 1);
        QCOMPARE(known.size(), 2);
        for (const QString &line : known) {
            const QStringList words = line.split(QLatin1Char(' '));
            const QStringList range = words.value(1).split(QLatin1Char('-'));
            const int actual = line.contains(QStringLiteral("mounted")) ? 30 : 80;
            QVERIFY2(range.size() == 2, qPrintable(line));
            QVERIFY2(range[0].toInt() <= actual && range[1].toInt() >= actual, qPrintable(line));
            QVERIFY2(range[0].toInt() >= actual * 0.8 && range[1].toInt() <= actual * 1.2, qPrintable(line));
        }
    }

    // "Except when their side enters the battle confused": the ambushed side learns nothing.
    void confusedSideKnowsNothing()
    {
        BattleSetup setup = drakesCross();
        setup.start.advantage = Advantage::Ambush;
        setup.start.advantageSide = 0;
        QCOMPARE(initialIntelligence(setup, 1).size(), 1);
        QVERIFY(!initialIntelligence(setup, 1).constFirst().contains(QStringLiteral("Heavy")));
        QCOMPARE(initialIntelligence(setup, 0).size(), 1); // Strykland's host is an estimate
    }

    // The GM's rough estimate stays within 20% of the truth and contains it.
    void roughEstimateWithinTwentyPercent()
    {
        for (qint64 actual : {qint64(1), qint64(7), qint64(30), qint64(80), qint64(123), qint64(1500), qint64(99'999)}) {
            const Estimate e = roughEstimate(actual);
            QVERIFY2(e.low <= actual && actual <= e.high, qPrintable(QString::number(actual)));
            QVERIFY2(e.low >= 0.8 * double(actual) && e.high <= 1.2 * double(actual), qPrintable(QString::number(actual)));
        }
    }

    // "Winning Initiative": the winner's intelligence chief gets an estimate within +-25% of the enemy's forces
    // and their general composition. Strykland won at Drake's Cross; Sir Richard's 110 troops (his own Hero
    // element not counted) by hand: 110 x 0.875 = 96.25 rounds down to 90 (>= 82.5), 110 x 1.125 = 123.75 up
    // to 130 (<= 137.5); 30 knights: 20 and 40 pulled in to 23 and 37 (22.5, 37.5); 50 spearmen 40-60;
    // 20 crossbowmen 15-25; 10 dwarves 8-12.
    void reconnaissanceEstimateForTheWinner()
    {
        QCOMPARE(reconnaissanceEstimate(drakesCross(), 1),
                 (QStringList{QStringLiteral("About 90-130 troops in all."),
                              QStringLiteral("Bowmen: about 15-25 troops"),
                              QStringLiteral("Heavy Cavalry: about 23-37 troops"),
                              QStringLiteral("Heavy Infantry: about 40-60 troops"),
                              QStringLiteral("Miners: about 8-12 troops")}));
        QVERIFY(reconnaissanceEstimate(drakesCross(), 0).isEmpty()); // the loser learns nothing more
        BattleSetup arranged = drakesCross();
        arranged.start.advantage = Advantage::None; // by mutual arrangement: no contest was won
        QVERIFY(reconnaissanceEstimate(arranged, 1).isEmpty());
        BattleSetup other = drakesCross();
        other.start.advantageSide = 0; // Sir Richard wins; Strykland's host is an estimate: 20 elements, 200 troops (175 -> 170, 225 -> 230)
        QCOMPARE(reconnaissanceEstimate(other, 0), QStringList{QStringLiteral("About 170-230 troops in all.")});
    }

    void estimateWithinAQuarter()
    {
        for (qint64 actual : {qint64(1), qint64(7), qint64(30), qint64(110), qint64(1500), qint64(99'999)}) {
            const Estimate e = estimateWithin(actual, 0.25);
            QVERIFY2(e.low <= actual && actual <= e.high, qPrintable(QString::number(actual)));
            QVERIFY2(e.low >= 0.75 * double(actual) && e.high <= 1.25 * double(actual),
                     qPrintable(QString::number(actual)));
        }
    }

    // The player handout says what the side may know and none of what it may not: no TS, no Hero element, no
    // Disloyal element, and in an encounter battle no exact numbers.
    void handoutHidesWhatTheSideMayNotKnow()
    {
        BattleSetup setup = drakesCross();
        for (BattleElement &e : setup.sides[0].elements) {
            if (e.name == QStringLiteral("Bowmen"))
                e.disloyal = true;
        }
        const QString pitched = playerHandoutHtml(playerHandout(setup, 1));
        for (const QString &known : {QStringLiteral("Battle of Drake's Cross"), QStringLiteral("5 x Heavy Infantry"),
                                     QStringLiteral("you have the initiative"),
                                     QStringLiteral("About 90-130 troops in all.")})
            QVERIFY2(pitched.contains(known), qPrintable(known));
        for (const QString &hidden : {QStringLiteral("TS"), QStringLiteral("75.5"), QStringLiteral("Hero"),
                                      QStringLiteral("Elite"), QStringLiteral("6 x Heavy Infantry"),
                                      QStringLiteral("isloyal"), QStringLiteral("revolt"), QStringLiteral("Knights"),
                                      QStringLiteral("Sheryl")})
            QVERIFY2(!pitched.contains(hidden), qPrintable(hidden));
        setup.start.kind = BattleKind::Encounter;
        const QString encounter = playerHandoutHtml(playerHandout(setup, 1));
        QVERIFY(encounter.contains(QStringLiteral("mounted troops")));
        for (const QString &hidden : {QStringLiteral("3 x Heavy Cavalry"), QStringLiteral("about 30 troops"),
                                      QStringLiteral("Hero"), QStringLiteral("TS")})
            QVERIFY2(!encounter.contains(hidden), qPrintable(hidden));
        // The loser of the contest gets Initial Intelligence only.
        const QString loser = playerHandoutHtml(playerHandout(setup, 0));
        QVERIFY(!loser.contains(QStringLiteral("scouts' estimate")));
        QVERIFY(!loser.contains(QStringLiteral("initiative")));
    }

    // "Achieving Surprise": the enemy is confused only if the surprising side chooses an encounter battle;
    // "Achieving an Ambush": confused even in a pitched battle; both sides critically failing the
    // Reconnaissance Contest confuses both.
    void whoStartsConfused_data()
    {
        QTest::addColumn<Advantage>("advantage");
        QTest::addColumn<BattleKind>("kind");
        QTest::addColumn<bool>("doubleConfusion");
        QTest::addColumn<bool>("advantaged");
        QTest::addColumn<bool>("other");
        QTest::newRow("initiative, pitched") << Advantage::Initiative << BattleKind::Pitched << false << false << false;
        QTest::newRow("initiative, encounter") << Advantage::Initiative << BattleKind::Encounter << false << false << false;
        QTest::newRow("surprise, pitched") << Advantage::Surprise << BattleKind::Pitched << false << false << false;
        QTest::newRow("surprise, encounter") << Advantage::Surprise << BattleKind::Encounter << false << false << true;
        QTest::newRow("ambush, pitched") << Advantage::Ambush << BattleKind::Pitched << false << false << true;
        QTest::newRow("ambush, encounter") << Advantage::Ambush << BattleKind::Encounter << false << false << true;
        QTest::newRow("both critically failed") << Advantage::None << BattleKind::Encounter << true << true << true;
    }
    void whoStartsConfused()
    {
        QFETCH(Advantage, advantage);
        QFETCH(BattleKind, kind);
        QFETCH(bool, doubleConfusion);
        QFETCH(bool, advantaged);
        QFETCH(bool, other);
        BattleSetup setup = plainBattle();
        setup.start = BattleStart{kind, advantage, 1, doubleConfusion};
        const BattleEngine engine = engineFor(setup);
        QCOMPARE(engine.state().sides[1].confused, advantaged);
        QCOMPARE(engine.state().sides[0].confused, other);
    }

    // "Defense Bonus": in a pitched battle the side with initiative; in an encounter battle a side that
    // was encamped and hunkered down (even if confused).
    void defenseBonusHolders_data()
    {
        QTest::addColumn<BattleKind>("kind");
        QTest::addColumn<Advantage>("advantage");
        QTest::addColumn<int>("encamped");
        QTest::addColumn<QList<bool>>("holders");
        QTest::newRow("pitched, Blue has initiative") << BattleKind::Pitched << Advantage::Initiative << -1 << QList<bool>{false, true};
        QTest::newRow("pitched, Blue ambushes") << BattleKind::Pitched << Advantage::Ambush << -1 << QList<bool>{false, true};
        QTest::newRow("pitched by arrangement") << BattleKind::Pitched << Advantage::None << -1 << QList<bool>{false, false};
        QTest::newRow("encounter, nobody encamped") << BattleKind::Encounter << Advantage::Initiative << -1 << QList<bool>{false, false};
        QTest::newRow("encounter, Red encamped and surprised") << BattleKind::Encounter << Advantage::Surprise << 0 << QList<bool>{true, false};
    }
    void defenseBonusHolders()
    {
        QFETCH(BattleKind, kind);
        QFETCH(Advantage, advantage);
        QFETCH(int, encamped);
        QFETCH(QList<bool>, holders);
        BattleSetup setup = plainBattle();
        setup.start = BattleStart{kind, advantage, 1, false};
        if (encamped >= 0)
            setup.sides.at(size_t(encamped)).encamped = true;
        const auto actual = muster::gurps::defenseBonusHolders(setup);
        QCOMPARE((QList<bool>{actual[0], actual[1]}), holders);
    }

    // "+1 in Plains or +1d/2 (round up) in other terrain, adding an extra +1 in Hills or +2 in Mountain
    // terrain or Built-Up Areas"; at sea "highly unlikely".
    void suggestedDefenseBonus_data()
    {
        QTest::addColumn<BattleTerrain>("terrain");
        QTest::addColumn<int>("die");
        QTest::addColumn<int>("bonus");
        QTest::addColumn<QString>("text");
        QTest::newRow("Plains") << BattleTerrain::Plains << 6 << 1 << "+1";
        QTest::newRow("Rural, 1d = 1") << BattleTerrain::Rural << 1 << 1 << "+1d/2";
        QTest::newRow("Rural, 1d = 5") << BattleTerrain::Rural << 5 << 3 << "+1d/2";
        QTest::newRow("Hills, 1d = 5") << BattleTerrain::Hills << 5 << 4 << "+1d/2 +1";
        QTest::newRow("Mountain, 1d = 6") << BattleTerrain::Mountain << 6 << 5 << "+1d/2 +2";
        QTest::newRow("Built-Up Area, 1d = 2") << BattleTerrain::BuiltUp << 2 << 3 << "+1d/2 +2";
        QTest::newRow("Open Ocean") << BattleTerrain::OpenOcean << 6 << 0 << "none";
    }
    void suggestedDefenseBonus()
    {
        QFETCH(BattleTerrain, terrain);
        QFETCH(int, die);
        QFETCH(int, bonus);
        QFETCH(QString, text);
        const DefenseBonusSuggestion suggestion = muster::gurps::suggestedDefenseBonus(terrain);
        QCOMPARE(suggestion.withRoll(die), bonus);
        QCOMPARE(suggestion.text(), text);
    }
};

std::unique_ptr<QObject> newBeforeBattleTest()
{
    return std::make_unique<BeforeBattleTest>();
}

#include "battle_before_battle.moc"
