// The tables of Appendix B of GURPS Mass Combat (Relative TS Table, Special Class
// Superiority Table, Battle Length Table, Combat Results Table, Misfortunes of War Table) and the
// looting time of "After the Battle: Spoils", each row typed in from the book.

#include "RuleTestSupport.h"

#include "battle/gurps/Aftermath.h"
#include "battle/gurps/CombatTables.h"

#include <memory>

using namespace battletest;

class TablesTest : public QObject
{
    Q_OBJECT

private slots:
    // Relative TS Table, with the ruling "Odds factors": the exact ratio is looked up (1.59:1 gives +2).
    void relativeTs_data()
    {
        QTest::addColumn<double>("odds");
        QTest::addColumn<int>("bonus");
        QTest::newRow("1:1") << 1.0 << 0;
        QTest::newRow("1.49:1 is under 1.5:1") << 1.49 << 0;
        QTest::newRow("1.5:1") << 1.5 << 2;
        QTest::newRow("Drake's Cross 120/75.5") << 120 / 75.5 << 2;
        QTest::newRow("1.99:1") << 1.99 << 2;
        QTest::newRow("2:1") << 2.0 << 4;
        QTest::newRow("2.99:1") << 2.99 << 4;
        QTest::newRow("3:1") << 3.0 << 6;
        QTest::newRow("4.99:1") << 4.99 << 6;
        QTest::newRow("5:1") << 5.0 << 8;
        QTest::newRow("7:1") << 7.0 << 10;
        QTest::newRow("9.99:1") << 9.99 << 10;
        QTest::newRow("10:1") << 10.0 << 12;
        QTest::newRow("15:1") << 15.0 << 14;
        QTest::newRow("20:1") << 20.0 << 16;
        QTest::newRow("30:1") << 30.0 << 18;
        QTest::newRow("49.9:1") << 49.9 << 18;
        QTest::newRow("50:1") << 50.0 << 20;
        QTest::newRow("1000:1") << 1000.0 << 20;
    }
    void relativeTs()
    {
        QFETCH(double, odds);
        QFETCH(int, bonus);
        QCOMPARE(relativeTsBonus(odds), bonus);
    }

    // Special Class Superiority Table, for an odds factor already rounded down.
    void superiority_data()
    {
        QTest::addColumn<int>("odds");
        QTest::addColumn<int>("bonus");
        QTest::newRow("1:1") << 1 << 0;
        QTest::newRow("2:1") << 2 << 1;
        QTest::newRow("3:1") << 3 << 2;
        QTest::newRow("4:1") << 4 << 2;
        QTest::newRow("5:1") << 5 << 3;
        QTest::newRow("100:1") << 100 << 3;
    }
    void superiority()
    {
        QFETCH(int, odds);
        QFETCH(int, bonus);
        QCOMPARE(superiorityBonus(odds), bonus);
    }

    // Combat Results Table, every margin from 0 to 25.
    void combatResults_data()
    {
        QTest::addColumn<int>("margin");
        QTest::addColumn<int>("loser");
        QTest::addColumn<int>("winner");
        QTest::addColumn<int>("pbShift");
        QTest::addColumn<int>("lowestMargin");
        struct Row
        {
            int from, to, loser, winner, pb;
        };
        // The table as printed: margin, loser's and winner's casualties, winner's PB shift.
        constexpr Row table[] = {{0, 0, 10, 10, 0},   {1, 3, 15, 10, 1},   {4, 6, 20, 10, 2}, {7, 9, 25, 5, 2},
                                 {10, 14, 30, 5, 3}, {15, 19, 35, 0, 3}, {20, 25, 40, 0, 4}};
        for (const Row &row : table) {
            for (int margin = row.from; margin <= row.to; ++margin)
                QTest::addRow("margin %d", margin) << margin << row.loser << row.winner << row.pb << row.from;
        }
    }
    void combatResults()
    {
        QFETCH(int, margin);
        QFETCH(int, loser);
        QFETCH(int, winner);
        QFETCH(int, pbShift);
        QFETCH(int, lowestMargin);
        const CombatResult result = combatResultFor(margin);
        QCOMPARE(result.loserCasualties, loser);
        QCOMPARE(result.winnerCasualties, winner);
        QCOMPARE(result.pbShift, pbShift);
        QCOMPARE(combatResultBandLowestMargin(combatResultBand(margin)), lowestMargin);
        QCOMPARE(combatResultForBand(combatResultBand(margin)), result);
    }

    // Misfortunes of War Table: the base chance by the side's casualties this round. A side that took none
    // rolls as at 5% (the engine's reading: the table starts there).
    void misfortunes_data()
    {
        QTest::addColumn<int>("casualties");
        QTest::addColumn<int>("chance");
        QTest::newRow("none") << 0 << 5;
        QTest::newRow("5%") << 5 << 5;
        QTest::newRow("10%") << 10 << 6;
        QTest::newRow("15%") << 15 << 6;
        QTest::newRow("20%") << 20 << 7;
        QTest::newRow("25%") << 25 << 7;
        QTest::newRow("30%") << 30 << 8;
        QTest::newRow("35%") << 35 << 8;
        QTest::newRow("40%") << 40 << 9;
        QTest::newRow("45%") << 45 << 9;
        QTest::newRow("80%") << 80 << 9;
    }
    void misfortunes()
    {
        QFETCH(int, casualties);
        QFETCH(int, chance);
        QCOMPARE(misfortuneChance(casualties), chance);
    }

    // Battle Length Table: by the number of elements in the smaller force.
    void battleLength_data()
    {
        QTest::addColumn<qint64>("elements");
        QTest::addColumn<int>("minutes");
        QTest::newRow("1") << qint64(1) << 15;
        QTest::newRow("9") << qint64(9) << 15;
        QTest::newRow("10") << qint64(10) << 30;
        QTest::newRow("99") << qint64(99) << 30;
        QTest::newRow("100") << qint64(100) << 60;
        QTest::newRow("999") << qint64(999) << 60;
        QTest::newRow("1,000") << qint64(1000) << 120;
        QTest::newRow("9,999") << qint64(9999) << 120;
        QTest::newRow("10,000") << qint64(10000) << 240;
        QTest::newRow("1,000,000") << qint64(1'000'000) << 240;
    }
    void battleLength()
    {
        QFETCH(qint64, elements);
        QFETCH(int, minutes);
        QCOMPARE(roundLengthMinutes(elements), minutes);
    }

    // "Loot": 30 minutes for 1-9 elements, doubled for every tenfold increase.
    void looting_data()
    {
        QTest::addColumn<qint64>("elements");
        QTest::addColumn<qint64>("minutes");
        QTest::newRow("1") << qint64(1) << qint64(30);
        QTest::newRow("9") << qint64(9) << qint64(30);
        QTest::newRow("10") << qint64(10) << qint64(60);
        QTest::newRow("99") << qint64(99) << qint64(60);
        QTest::newRow("100") << qint64(100) << qint64(120);
        QTest::newRow("1,000") << qint64(1000) << qint64(240);
        QTest::newRow("10,000") << qint64(10000) << qint64(480);
    }
    void looting()
    {
        QFETCH(qint64, elements);
        QFETCH(qint64, minutes);
        QCOMPARE(lootingMinutes(elements), minutes);
    }

    // "The Winning Side": halved, rounding down to the nearest 5% (35% -> 17.5% -> 15%).
    void roundingDownToFive()
    {
        QCOMPARE(roundDownToFive(35 / 2), 15);
        QCOMPARE(roundDownToFive(25 / 2), 10);
        QCOMPARE(roundDownToFive(20), 20);
        QCOMPARE(roundDownToFive(4), 0);
    }

    // "Captives": people in the captured elements, less the force's casualty percentage
    // (3 elements of 10 at 20%: 30 - 6 = 24).
    void captives()
    {
        QCOMPARE(captivesEstimate(3, 10, 20), qint64(24));
        QCOMPARE(captivesEstimate(2, 1, 0), qint64(2));
        QCOMPARE(captivesEstimate(5, 10, 100), qint64(0));
    }
};

std::unique_ptr<QObject> newTablesTest()
{
    return std::make_unique<TablesTest>();
}

#include "battle_tables.moc"
