// DiceEntry and the typed-face checks: the design's "every die roll can be made by the program or typed in
// from physical dice", every die recorded as which, and a face the die does not have refused with a
// message that says what to type.

#include "dice/DiceEntry.h"
#include "dice/TypedFaces.h"

#include <QtTest>

#include <memory>

using muster::dice::DiceEntry;
using muster::dice::DiceSource;
using muster::dice::DieRoll;
using muster::dice::PoolRoll;

class DiceEntryTest : public QObject
{
    Q_OBJECT

private slots:
    void typedFaceAccepted_data()
    {
        QTest::addColumn<int>("sides");
        QTest::addColumn<int>("face");
        QTest::newRow("d6 shows 1") << 6 << 1;
        QTest::newRow("d6 shows 6") << 6 << 6;
        QTest::newRow("d10 shows 10") << 10 << 10;
        QTest::newRow("d20 shows 1") << 20 << 1;
        QTest::newRow("d20 shows 20") << 20 << 20;
    }
    // A typed die is the GM's: kept as typed and drawing nothing from the program's dice.
    void typedFaceAccepted()
    {
        QFETCH(int, sides);
        QFETCH(int, face);
        DiceSource source(42), untouched(42);
        DiceEntry entry(source);
        const auto roll = entry.die(sides, face);
        QVERIFY2(roll.ok(), qPrintable(roll.ok() ? QString() : roll.error().message));
        QCOMPARE(*roll, (DieRoll{sides, face, true}));
        QCOMPARE(source.die(sides), untouched.die(sides));
    }

    void typedFaceRefused_data()
    {
        QTest::addColumn<int>("sides");
        QTest::addColumn<int>("face");
        QTest::addColumn<QString>("message");
        const auto row = [](const char *name, int sides, int face, const char *message) {
            QTest::newRow(name) << sides << face << QString::fromUtf8(message);
        };
        row("d10 has no 0", 10, 0, "A d10 shows 1 to 10: 0 is not one of its faces.");
        row("d10 has no 11", 10, 11, "A d10 shows 1 to 10: 11 is not one of its faces.");
        row("d20 has no 21", 20, 21, "A d20 shows 1 to 20: 21 is not one of its faces.");
        row("d6 has no 7", 6, 7, "A d6 shows 1 to 6: 7 is not one of its faces.");
        row("d6 has no -1", 6, -1, "A d6 shows 1 to 6: -1 is not one of its faces.");
    }
    void typedFaceRefused()
    {
        QFETCH(int, sides);
        QFETCH(int, face);
        QFETCH(QString, message);
        const auto checked = muster::dice::checkTypedFace(sides, face);
        QVERIFY(!checked.ok());
        QCOMPARE(checked.error().message, message);
        QCOMPARE(checked.error().field, QStringLiteral("face"));
        DiceSource source(42), untouched(42);
        const auto roll = DiceEntry(source).die(sides, face);
        QVERIFY(!roll.ok());
        QCOMPARE(roll.error().message, message);
        QCOMPARE(roll.error().field, QStringLiteral("face"));
        QCOMPARE(source.die(sides), untouched.die(sides));
    }

    // With nothing typed, the die is the program's, the next one its seed gives.
    void rolledWhenNothingTyped()
    {
        DiceSource source(1), same(1);
        DiceEntry entry(source);
        const auto d20 = entry.die(20);
        QVERIFY(d20.ok());
        QCOMPARE(*d20, (DieRoll{20, same.die(20), false}));
        const auto pool = entry.pool(4, 10, std::nullopt);
        QVERIFY(pool.ok());
        QCOMPARE(*pool, (PoolRoll{10, same.pool(4, 10), false}));
    }

    void typedPoolAccepted()
    {
        DiceSource source(42), untouched(42);
        DiceEntry entry(source);
        const auto pool = entry.pool(3, 10, QList<int>{7, 1, 10});
        QVERIFY2(pool.ok(), qPrintable(pool.ok() ? QString() : pool.error().message));
        QCOMPARE(*pool, (PoolRoll{10, {7, 1, 10}, true}));
        // Ruling "Simplified Mass Combat": a pool of 0 or fewer dice has nothing to type.
        QCOMPARE(*entry.pool(0, 10, QList<int>{}), (PoolRoll{10, {}, true}));
        QCOMPARE(*entry.pool(-2, 6, QList<int>{}), (PoolRoll{6, {}, true}));
        QCOMPARE(source.die(10), untouched.die(10));
    }

    void typedPoolRefused_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("sides");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<QString>("message");
        // The plural forms come from translations/muster_en.ts; untranslated, the source text shows.
        QTest::newRow("one face short") << 3 << 10 << QList<int>{7, 1}
                                        << QStringLiteral("Type 3 face(s) of a d10 (1 to 10), one per die.");
        QTest::newRow("one face too many") << 2 << 6 << QList<int>{6, 6, 1}
                                           << QStringLiteral("Type 2 face(s) of a d6 (1 to 6), one per die.");
        QTest::newRow("nothing typed for one die")
            << 1 << 20 << QList<int>{} << QStringLiteral("Type 1 face(s) of a d20 (1 to 20), one per die.");
        QTest::newRow("a face for no dice")
            << -1 << 10 << QList<int>{4} << QStringLiteral("Type 0 face(s) of a d10 (1 to 10), one per die.");
        QTest::newRow("an 11 on a d10") << 3 << 10 << QList<int>{7, 11, 1}
                                        << QStringLiteral("A d10 shows 1 to 10: 11 is not one of its faces.");
        QTest::newRow("a 0 on a d6") << 2 << 6 << QList<int>{0, 6}
                                     << QStringLiteral("A d6 shows 1 to 6: 0 is not one of its faces.");
    }
    void typedPoolRefused()
    {
        QFETCH(int, count);
        QFETCH(int, sides);
        QFETCH(QList<int>, faces);
        QFETCH(QString, message);
        const auto checked = muster::dice::checkTypedPool(count, sides, faces);
        QVERIFY(!checked.ok());
        QCOMPARE(checked.error().message, message);
        QCOMPARE(checked.error().field, QStringLiteral("faces"));
        DiceSource source(42);
        const auto pool = DiceEntry(source).pool(count, sides, faces);
        QVERIFY(!pool.ok());
        QCOMPARE(pool.error().message, message);
        QCOMPARE(pool.error().field, QStringLiteral("faces"));
    }
};

std::unique_ptr<QObject> newDiceEntryTest()
{
    return std::make_unique<DiceEntryTest>();
}

#include "dice_entry.moc"
