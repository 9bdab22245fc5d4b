// The pool counts of the rulings in rules/README.md, every expected figure counted by hand from the faces.

#include "dice/PoolCounts.h"

#include <QtTest>

#include <memory>

class PoolCountsTest : public QObject
{
    Q_OBJECT

private slots:
    // "Simplified Mass Combat (dice not given in the text)": pools of d10, 7+ a success, a 10 counts
    // twice; a botch is no successes and at least one 1.
    void d10Pool_data()
    {
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<int>("target");
        QTest::addColumn<int>("successes");
        QTest::addColumn<bool>("botch");
        const auto row = [](const char *name, QList<int> faces, int target, int successes, bool botch) {
            QTest::newRow(name) << faces << target << successes << botch;
        };
        row("10 7 3 1: 2 + 1, the 1 does not botch", {10, 7, 3, 1}, 7, 3, false);
        row("1 4 6: nothing at 7+ and a 1", {1, 4, 6}, 7, 0, true);
        row("2 5: nothing, but no 1", {2, 5}, 7, 0, false);
        row("6 just misses", {6}, 7, 0, false);
        row("7 8 9 are one each", {7, 8, 9}, 7, 3, false);
        row("two 10s are four", {10, 10}, 7, 4, false);
        row("1 1 10: a success, so no botch", {1, 1, 10}, 7, 2, false);
        row("no dice: no botch", {}, 7, 0, false);
        row("target 6: 6 6 1", {6, 6, 1}, 6, 2, false);
        row("target 8: 7 1 botches", {7, 1}, 8, 0, true);
        row("target 10: 10 9 is still two", {10, 9}, 10, 2, false);
    }
    void d10Pool()
    {
        QFETCH(QList<int>, faces);
        QFETCH(int, target);
        QFETCH(int, successes);
        QFETCH(bool, botch);
        QCOMPARE(muster::dice::d10Successes(faces, target), successes);
        QCOMPARE(muster::dice::isD10Botch(faces, target), botch);
    }

    // The default target is the ruling's 7.
    void d10PoolDefaultTarget()
    {
        QCOMPARE(muster::dice::d10Successes({10, 7, 3, 1}), 3);
        QCOMPARE(muster::dice::d10Successes({6, 6}), 0);
        QVERIFY(muster::dice::isD10Botch({1, 4, 6}));
        QVERIFY(!muster::dice::isD10Botch({2, 5}));
    }

    // "MYZ Mass Combat": a 6 is a success; a 1 is a loss or damage, on the dice where it counts.
    void d6Pool_data()
    {
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<int>("sixes");
        QTest::addColumn<int>("ones");
        QTest::newRow("6 1 6 3 1 1") << QList<int>{6, 1, 6, 3, 1, 1} << 2 << 3;
        QTest::newRow("2 3 4 5") << QList<int>{2, 3, 4, 5} << 0 << 0;
        QTest::newRow("all sixes") << QList<int>{6, 6, 6} << 3 << 0;
        QTest::newRow("no dice") << QList<int>{} << 0 << 0;
    }
    void d6Pool()
    {
        QFETCH(QList<int>, faces);
        QFETCH(int, sixes);
        QFETCH(int, ones);
        QCOMPARE(muster::dice::sixes(faces), sixes);
        QCOMPARE(muster::dice::ones(faces), ones);
    }
};

std::unique_ptr<QObject> newPoolCountsTest()
{
    return std::make_unique<PoolCountsTest>();
}

#include "dice_counts.moc"
