// d20 "strategic combat" (core/battle/d20/D20Rules) against its quick reference ("Attacks", "Ranged
// Increments", "Facing", "Morale", "Diminished") and the rulings "d20 strategic combat". Every expected value
// is counted by hand from the rules; the arithmetic is in the comments.

#include "battle/d20/D20Rules.h"

#include <QtTest>

using namespace muster::d20;

namespace muster::d20 {
// Readable names in QCOMPARE failures (found by argument-dependent lookup).
char *toString(AttackResult result)
{
    switch (result) {
    case AttackResult::Miss:
        return qstrdup("Miss");
    case AttackResult::Glancing:
        return qstrdup("Glancing");
    case AttackResult::Hit:
        return qstrdup("Hit");
    case AttackResult::Critical:
        return qstrdup("Critical");
    case AttackResult::Natural20:
        return qstrdup("Natural20");
    }
    return qstrdup("?");
}
} // namespace muster::d20

Q_DECLARE_METATYPE(muster::d20::AttackResult)
Q_DECLARE_METATYPE(muster::d20::UnitType)

namespace {
// A chance counted in d20 faces (n of 20) against the double the code computes.
bool sameChance(double actual, double expected)
{
    return qAbs(actual - expected) < 1e-9;
}
} // namespace

#define COMPARE_CHANCE(actual, expected)                                                                     \
    QVERIFY2(sameChance((actual), (expected)), qPrintable(QStringLiteral("%1 is %2, expected %3")            \
                                                              .arg(QLatin1String(#actual))                   \
                                                              .arg(actual, 0, 'g', 17)                       \
                                                              .arg(expected, 0, 'g', 17)))

class TstD20 : public QObject
{
    Q_OBJECT

private slots:
    // ruling "d20 strategic combat": a natural 1 always misses is a rule option, on by default; "Morale":
    // "All morale checks are DC 20".
    void defaultOptions()
    {
        const D20Options options;
        QVERIFY(options.naturalOneMisses);
        QCOMPARE(options.moraleDc, 20);
    }

    // d20 strategic combat, "Attacks": d20 + attack modifier against Defense; margin = total - Defense.
    // Failing by 10 or more (margin <= -10) misses, by less (-9..-1) is glancing; success by less than 10
    // (0..9, ruling: a total equal to the Defense is a hit) hits, by 10 or more is a critical. Ruling: a
    // natural 20 always hits (Natural20, its own double damage); a natural 1 always misses (rule option).
    void attackResult_data()
    {
        QTest::addColumn<int>("d20");
        QTest::addColumn<int>("attackModifier");
        QTest::addColumn<int>("defense");
        QTest::addColumn<bool>("naturalOneMisses");
        QTest::addColumn<AttackResult>("expected");
        // The bands.
        QTest::newRow("fail by 11: miss") << 4 << 0 << 15 << true << AttackResult::Miss; // 4 - 15 = -11
        QTest::newRow("fail by exactly 10: miss")
            << 5 << 0 << 15 << true << AttackResult::Miss; // 5 - 15 = -10
        QTest::newRow("fail by 9: glancing") << 6 << 0 << 15 << true << AttackResult::Glancing; // 6 - 15 = -9
        QTest::newRow("fail by 1: glancing")
            << 14 << 0 << 15 << true << AttackResult::Glancing;                              // 14 - 15 = -1
        QTest::newRow("total = Defense: hit") << 10 << 5 << 15 << true << AttackResult::Hit; // 15 - 15 = 0
        QTest::newRow("success by 1: hit") << 11 << 5 << 15 << true << AttackResult::Hit;    // 16 - 15 = 1
        QTest::newRow("success by 9: hit") << 19 << 5 << 15 << true << AttackResult::Hit;    // 24 - 15 = 9
        QTest::newRow("success by 10: critical")
            << 15 << 10 << 15 << true << AttackResult::Critical; // 25 - 15 = 10
        QTest::newRow("success by 15: critical")
            << 19 << 11 << 15 << true << AttackResult::Critical; // 30 - 15 = 15
        // A negative attack modifier counts the same way.
        QTest::newRow("-3: fail by 1") << 12 << -3 << 10 << true << AttackResult::Glancing;  // 9 - 10 = -1
        QTest::newRow("-3: fail by 10") << 3 << -3 << 10 << true << AttackResult::Miss;      // 0 - 10 = -10
        QTest::newRow("-3: total = Defense") << 13 << -3 << 10 << true << AttackResult::Hit; // 10 - 10 = 0
        // A face of 2 is not a natural 1: it follows the bands.
        QTest::newRow("2: fail by 10") << 2 << 3 << 15 << true << AttackResult::Miss;    // 5 - 15 = -10
        QTest::newRow("2: fail by 9") << 2 << 4 << 15 << true << AttackResult::Glancing; // 6 - 15 = -9
        // Ruling: a natural 20 always hits, as Natural20 whatever the margin.
        QTest::newRow("natural 20 over a hit") << 20 << 0 << 15 << true << AttackResult::Natural20; // +5
        QTest::newRow("natural 20 over a critical")
            << 20 << 10 << 15 << true << AttackResult::Natural20;                                    // +15
        QTest::newRow("natural 20 over a miss") << 20 << 0 << 40 << true << AttackResult::Natural20; // -20
        QTest::newRow("natural 20 over a glancing") << 20 << 0 << 25 << true << AttackResult::Natural20; // -5
        QTest::newRow("natural 20, option off") << 20 << 0 << 40 << false << AttackResult::Natural20; // -20
        // Ruling (rule option, on): a natural 1 always misses.
        QTest::newRow("natural 1 over a critical") << 1 << 30 << 15 << true << AttackResult::Miss; // +16
        QTest::newRow("natural 1 over a hit") << 1 << 15 << 15 << true << AttackResult::Miss;      // +1
        QTest::newRow("natural 1 over a glancing") << 1 << 5 << 15 << true << AttackResult::Miss;  // -9
        // Option off: a natural 1 follows the bands.
        QTest::newRow("off: natural 1 critical")
            << 1 << 30 << 15 << false << AttackResult::Critical; // 31-15 = 16
        QTest::newRow("off: natural 1 success by 1")
            << 1 << 15 << 15 << false << AttackResult::Hit; // 16-15 = 1
        QTest::newRow("off: natural 1 total = Defense")
            << 1 << 14 << 15 << false << AttackResult::Hit; // 15-15 = 0
        QTest::newRow("off: natural 1 fail by 9")
            << 1 << 5 << 15 << false << AttackResult::Glancing; // 6-15 = -9
        QTest::newRow("off: natural 1 fail by 10")
            << 1 << 4 << 15 << false << AttackResult::Miss;                                     // 5-15 = -10
        QTest::newRow("off: face 10 unchanged") << 10 << 5 << 15 << false << AttackResult::Hit; // 15-15 = 0
    }
    void attackResult()
    {
        QFETCH(int, d20);
        QFETCH(int, attackModifier);
        QFETCH(int, defense);
        QFETCH(bool, naturalOneMisses);
        QFETCH(AttackResult, expected);
        D20Options options;
        options.naturalOneMisses = naturalOneMisses;
        QCOMPARE(muster::d20::attackResult(d20, attackModifier, defense, options), expected);
        if (naturalOneMisses) // the default options are the option on
            QCOMPARE(muster::d20::attackResult(d20, attackModifier, defense), expected);
    }

    // d20 strategic combat, "Attacks": glancing half damage (rounded down), hit normal damage, critical 1.5x
    // (rounded down), natural 20 double (does not stack with the critical), a miss none. Negative damage
    // counts as 0.
    void damageDealt_data()
    {
        QTest::addColumn<AttackResult>("result");
        QTest::addColumn<int>("damage");
        QTest::addColumn<int>("expected");
        QTest::newRow("miss") << AttackResult::Miss << 6 << 0;
        QTest::newRow("glancing, even") << AttackResult::Glancing << 6 << 3; // 6 / 2 = 3
        QTest::newRow("glancing, odd") << AttackResult::Glancing << 7 << 3;  // 7 / 2 = 3.5 -> 3
        QTest::newRow("glancing, 1") << AttackResult::Glancing << 1 << 0;    // 1 / 2 = 0.5 -> 0
        QTest::newRow("hit") << AttackResult::Hit << 7 << 7;
        QTest::newRow("critical, 5") << AttackResult::Critical << 5 << 7;     // 5 x 1.5 = 7.5 -> 7
        QTest::newRow("critical, 3") << AttackResult::Critical << 3 << 4;     // 3 x 1.5 = 4.5 -> 4
        QTest::newRow("critical, 4") << AttackResult::Critical << 4 << 6;     // 4 x 1.5 = 6
        QTest::newRow("critical, 1") << AttackResult::Critical << 1 << 1;     // 1 x 1.5 = 1.5 -> 1
        QTest::newRow("natural 20, 5") << AttackResult::Natural20 << 5 << 10; // 5 x 2 = 10
        QTest::newRow("natural 20, 7: no crit stack")
            << AttackResult::Natural20 << 7 << 14; // 7 x 2, not 7 x 1.5 x 2
        QTest::newRow("zero, hit") << AttackResult::Hit << 0 << 0;
        QTest::newRow("zero, natural 20") << AttackResult::Natural20 << 0 << 0;
        QTest::newRow("negative, miss") << AttackResult::Miss << -3 << 0;
        QTest::newRow("negative, glancing") << AttackResult::Glancing << -3 << 0; // not -3 / 2 = -1
        QTest::newRow("negative, hit") << AttackResult::Hit << -3 << 0;
        QTest::newRow("negative, critical") << AttackResult::Critical << -3 << 0;    // not -9 / 2 = -4
        QTest::newRow("negative, natural 20") << AttackResult::Natural20 << -3 << 0; // not -6
    }
    void damageDealt()
    {
        QFETCH(AttackResult, result);
        QFETCH(int, damage);
        QFETCH(int, expected);
        QCOMPARE(muster::d20::damageDealt(result, damage), expected);
    }

    // ruling "d20 strategic combat": distance in tiles with diagonals as 1 (Chebyshev: the larger of |dx| and
    // |dy|).
    void distance_data()
    {
        QTest::addColumn<QPoint>("a");
        QTest::addColumn<QPoint>("b");
        QTest::addColumn<int>("expected");
        QTest::newRow("same tile") << QPoint(4, 4) << QPoint(4, 4) << 0;
        QTest::newRow("neighbour east") << QPoint(0, 0) << QPoint(1, 0) << 1;
        QTest::newRow("neighbour diagonal") << QPoint(0, 0) << QPoint(-1, 1) << 1;
        QTest::newRow("straight") << QPoint(0, 0) << QPoint(3, 0) << 3;            // |3|, |0|
        QTest::newRow("diagonal") << QPoint(0, 0) << QPoint(3, 3) << 3;            // |3|, |3|
        QTest::newRow("rows farther") << QPoint(0, 0) << QPoint(3, -5) << 5;       // |3|, |-5|
        QTest::newRow("columns farther") << QPoint(2, 7) << QPoint(-1, 5) << 3;    // |-3|, |-2|
        QTest::newRow("across the origin") << QPoint(-4, -4) << QPoint(4, 2) << 8; // |8|, |6|
    }
    void distance()
    {
        QFETCH(QPoint, a);
        QFETCH(QPoint, b);
        QFETCH(int, expected);
        QCOMPARE(muster::d20::distance(a, b), expected);
        QCOMPARE(muster::d20::distance(b, a), expected);
    }

    // ruling "d20 strategic combat": a target at distance d is in range increment ceil(d / the unit's range
    // increment), at least 1; an increment of 0 counts as 1.
    void rangeIncrement_data()
    {
        QTest::addColumn<int>("distance");
        QTest::addColumn<int>("unitIncrement");
        QTest::addColumn<int>("expected");
        QTest::newRow("d 0") << 0 << 3 << 1;             // ceil(0 / 3) = 0 -> at least 1
        QTest::newRow("d 1, inc 1") << 1 << 1 << 1;      // ceil(1 / 1) = 1
        QTest::newRow("d 2, inc 1") << 2 << 1 << 2;      // ceil(2 / 1) = 2
        QTest::newRow("d 5, inc 1") << 5 << 1 << 5;      // ceil(5 / 1) = 5
        QTest::newRow("d 1, inc 3") << 1 << 3 << 1;      // ceil(0.33) = 1
        QTest::newRow("d 3, inc 3") << 3 << 3 << 1;      // ceil(1) = 1
        QTest::newRow("d 4, inc 3") << 4 << 3 << 2;      // ceil(1.33) = 2
        QTest::newRow("d 6, inc 3") << 6 << 3 << 2;      // ceil(2) = 2
        QTest::newRow("d 7, inc 3") << 7 << 3 << 3;      // ceil(2.33) = 3
        QTest::newRow("d 15, inc 3") << 15 << 3 << 5;    // ceil(5) = 5
        QTest::newRow("d 16, inc 3") << 16 << 3 << 6;    // ceil(5.33) = 6
        QTest::newRow("d 10, inc 4") << 10 << 4 << 3;    // ceil(2.5) = 3
        QTest::newRow("d 30, inc 3") << 30 << 3 << 10;   // ceil(10) = 10
        QTest::newRow("d 31, inc 3") << 31 << 3 << 11;   // ceil(10.33) = 11
        QTest::newRow("d 4, inc 0 as 1") << 4 << 0 << 4; // ceil(4 / 1) = 4
        QTest::newRow("d 0, inc 0 as 1") << 0 << 0 << 1; // ceil(0 / 1) = 0 -> at least 1
    }
    void rangeIncrement()
    {
        QFETCH(int, distance);
        QFETCH(int, unitIncrement);
        QFETCH(int, expected);
        QCOMPARE(muster::d20::rangeIncrement(distance, unitIncrement), expected);
    }

    // d20 strategic combat, "Ranged Increments": -2 to attack for each increment beyond the first.
    void rangePenalty_data()
    {
        QTest::addColumn<int>("increment");
        QTest::addColumn<int>("expected");
        QTest::newRow("first") << 1 << 0;                // 0 beyond the first
        QTest::newRow("second") << 2 << -2;              // 1 x -2
        QTest::newRow("third") << 3 << -4;               // 2 x -2
        QTest::newRow("fifth (text: -8)") << 5 << -8;    // 4 x -2
        QTest::newRow("tenth (text: -18)") << 10 << -18; // 9 x -2
    }
    void rangePenalty()
    {
        QFETCH(int, increment);
        QFETCH(int, expected);
        QCOMPARE(muster::d20::rangePenalty(increment), expected);
    }

    // d20 strategic combat, "Ranged Increments": ranged units attack up to 5 increments (-8 to hit),
    // artillery up to 10 (-18 to hit); "Facing"/ruling: melee only the faced neighbouring tile, i.e.
    // increment 1.
    void maxIncrement_data()
    {
        QTest::addColumn<UnitType>("type");
        QTest::addColumn<int>("expected");
        QTest::addColumn<int>("penaltyAtMax");
        QTest::newRow("melee") << UnitType::Melee << 1 << 0;            // 0 x -2
        QTest::newRow("ranged") << UnitType::Ranged << 5 << -8;         // 4 x -2, the text's -8
        QTest::newRow("artillery") << UnitType::Artillery << 10 << -18; // 9 x -2, the text's -18
    }
    void maxIncrement()
    {
        QFETCH(UnitType, type);
        QFETCH(int, expected);
        QFETCH(int, penaltyAtMax);
        QCOMPARE(muster::d20::maxIncrement(type), expected);
        QCOMPARE(muster::d20::rangePenalty(expected), penaltyAtMax);
    }

    // Ruling "d20 strategic combat": a unit faces one of its eight neighbouring tiles; header: 0 north,
    // clockwise; rows grow southwards, so north is (0, -1).
    void facingStep_data()
    {
        QTest::addColumn<int>("facing");
        QTest::addColumn<QPoint>("expected");
        QTest::newRow("0 N") << 0 << QPoint(0, -1);
        QTest::newRow("1 NE") << 1 << QPoint(1, -1);
        QTest::newRow("2 E") << 2 << QPoint(1, 0);
        QTest::newRow("3 SE") << 3 << QPoint(1, 1);
        QTest::newRow("4 S") << 4 << QPoint(0, 1);
        QTest::newRow("5 SW") << 5 << QPoint(-1, 1);
        QTest::newRow("6 W") << 6 << QPoint(-1, 0);
        QTest::newRow("7 NW") << 7 << QPoint(-1, -1);
    }
    void facingStep()
    {
        QFETCH(int, facing);
        QFETCH(QPoint, expected);
        QCOMPARE(muster::d20::facingStep(facing), expected);
    }

    // The nearest of the eight directions towards a tile. Bearings clockwise from north (north = -y);
    // direction k is at k x 45 degrees. No integer vector lies exactly between two directions (tan 22.5 is
    // irrational).
    void facingTowards_data()
    {
        QTest::addColumn<QPoint>("from");
        QTest::addColumn<QPoint>("to");
        QTest::addColumn<int>("expected");
        const QPoint o(0, 0);
        QTest::newRow("neighbour N") << o << QPoint(0, -1) << 0;
        QTest::newRow("neighbour NE") << o << QPoint(1, -1) << 1;
        QTest::newRow("neighbour E") << o << QPoint(1, 0) << 2;
        QTest::newRow("neighbour SE") << o << QPoint(1, 1) << 3;
        QTest::newRow("neighbour S") << o << QPoint(0, 1) << 4;
        QTest::newRow("neighbour SW") << o << QPoint(-1, 1) << 5;
        QTest::newRow("neighbour W") << o << QPoint(-1, 0) << 6;
        QTest::newRow("neighbour NW") << o << QPoint(-1, -1) << 7;
        QTest::newRow("far N") << o << QPoint(0, -5) << 0;
        QTest::newRow("far NE") << o << QPoint(5, -5) << 1;
        QTest::newRow("(1,-3): 18.4 -> N") << o << QPoint(1, -3) << 0;  // atan(1/3) = 18.4, nearer 0 than 45
        QTest::newRow("(2,-5): 21.8 -> N") << o << QPoint(2, -5) << 0;  // atan(2/5) = 21.8 < 22.5
        QTest::newRow("(1,-2): 26.6 -> NE") << o << QPoint(1, -2) << 1; // atan(1/2) = 26.6 > 22.5
        QTest::newRow("(2,-1): 63.4 -> NE") << o << QPoint(2, -1) << 1; // 90 - 26.6 = 63.4 < 67.5
        QTest::newRow("(5,-2): 68.2 -> E") << o << QPoint(5, -2) << 2;  // 90 - 21.8 = 68.2 > 67.5
        QTest::newRow("(3,-1): 71.6 -> E") << o << QPoint(3, -1) << 2;  // 90 - 18.4 = 71.6
        QTest::newRow("(4,3): 126.9 -> SE") << o << QPoint(4, 3) << 3;  // 90 + atan(3/4) = 126.9, nearer 135
        QTest::newRow("(-1,4): 194 -> S") << o << QPoint(-1, 4) << 4;   // 180 + atan(1/4) = 194.0, nearer 180
        QTest::newRow("(-2,3): 213.7 -> SW")
            << o << QPoint(-2, 3) << 5;                               // 180 + atan(2/3) = 213.7, nearer 225
        QTest::newRow("(-4,1): 256 -> W") << o << QPoint(-4, 1) << 6; // 270 - atan(1/4) = 256.0, nearer 270
        QTest::newRow("(-3,-2): 303.7 -> NW")
            << o << QPoint(-3, -2) << 7;                                // 270 + atan(2/3) = 303.7, nearer 315
        QTest::newRow("(-1,-4): 346 -> N") << o << QPoint(-1, -4) << 0; // 360 - atan(1/4) = 346.0, nearer 360
        QTest::newRow("from (5,5) north") << QPoint(5, 5) << QPoint(5, 2) << 0; // (0,-3)
        QTest::newRow("from (2,7) NE") << QPoint(2, 7) << QPoint(6, 3) << 1;    // (4,-4)
        QTest::newRow("from (3,-2) W") << QPoint(3, -2) << QPoint(-7, -1) << 6; // (-10,1): 270 - 5.7
    }
    void facingTowards()
    {
        QFETCH(QPoint, from);
        QFETCH(QPoint, to);
        QFETCH(int, expected);
        QCOMPARE(muster::d20::facingTowards(from, to), expected);
    }

    // d20 strategic combat, "Facing": a unit must face a unit to attack it. Ruling: melee needs the target in
    // the faced tile; ranged and artillery need it inside the 90-degree arc centred on the facing, edges
    // included (the angle between the facing and the target at most 45 degrees). Never the unit's own tile.
    void faces_data()
    {
        QTest::addColumn<QPoint>("from");
        QTest::addColumn<int>("facing");
        QTest::addColumn<QPoint>("target");
        QTest::addColumn<UnitType>("type");
        QTest::addColumn<bool>("expected");
        const QPoint o(0, 0);
        // Melee: the faced tile only.
        QTest::newRow("melee N: faced tile") << o << 0 << QPoint(0, -1) << UnitType::Melee << true;
        QTest::newRow("melee N: diagonal neighbour NE")
            << o << 0 << QPoint(1, -1) << UnitType::Melee << false;
        QTest::newRow("melee N: diagonal neighbour NW")
            << o << 0 << QPoint(-1, -1) << UnitType::Melee << false;
        QTest::newRow("melee N: two tiles ahead") << o << 0 << QPoint(0, -2) << UnitType::Melee << false;
        QTest::newRow("melee N: behind") << o << 0 << QPoint(0, 1) << UnitType::Melee << false;
        QTest::newRow("melee NE: faced tile") << o << 1 << QPoint(1, -1) << UnitType::Melee << true;
        QTest::newRow("melee NE: east neighbour") << o << 1 << QPoint(1, 0) << UnitType::Melee << false;
        QTest::newRow("melee NE: north neighbour") << o << 1 << QPoint(0, -1) << UnitType::Melee << false;
        QTest::newRow("melee S from (3,3)") << QPoint(3, 3) << 4 << QPoint(3, 4) << UnitType::Melee << true;
        QTest::newRow("melee W from (3,3): east")
            << QPoint(3, 3) << 6 << QPoint(4, 3) << UnitType::Melee << false;
        QTest::newRow("melee: same tile") << o << 0 << o << UnitType::Melee << false;
        // Ranged facing north: |dx| <= -dy, dy < 0.
        QTest::newRow("ranged N: (0,-3) centre") << o << 0 << QPoint(0, -3) << UnitType::Ranged << true;
        QTest::newRow("ranged N: (0,-1) adjacent") << o << 0 << QPoint(0, -1) << UnitType::Ranged << true;
        QTest::newRow("ranged N: (1,-1) edge") << o << 0 << QPoint(1, -1) << UnitType::Ranged << true;   // 45
        QTest::newRow("ranged N: (3,-3) edge") << o << 0 << QPoint(3, -3) << UnitType::Ranged << true;   // 45
        QTest::newRow("ranged N: (-3,-3) edge") << o << 0 << QPoint(-3, -3) << UnitType::Ranged << true; // 45
        QTest::newRow("ranged N: (2,-3) inside")
            << o << 0 << QPoint(2, -3) << UnitType::Ranged << true; // 33.7
        QTest::newRow("ranged N: (4,-3) outside")
            << o << 0 << QPoint(4, -3) << UnitType::Ranged << false; // 53.1
        QTest::newRow("ranged N: (-4,-3) outside") << o << 0 << QPoint(-4, -3) << UnitType::Ranged << false;
        QTest::newRow("ranged N: (1,0) side") << o << 0 << QPoint(1, 0) << UnitType::Ranged << false;   // 90
        QTest::newRow("ranged N: (0,2) behind") << o << 0 << QPoint(0, 2) << UnitType::Ranged << false; // 180
        QTest::newRow("ranged N: (-1,1) behind")
            << o << 0 << QPoint(-1, 1) << UnitType::Ranged << false; // 225
        QTest::newRow("ranged N: same tile") << o << 0 << o << UnitType::Ranged << false;
        QTest::newRow("ranged N: (20,-20) edge far") << o << 0 << QPoint(20, -20) << UnitType::Ranged << true;
        QTest::newRow("ranged N: (21,-20) outside far")
            << o << 0 << QPoint(21, -20) << UnitType::Ranged << false;
        // Ranged facing north-east (45): bearings 0..90 inclusive, i.e. dx >= 0 and dy <= 0.
        QTest::newRow("ranged NE: (2,0) edge") << o << 1 << QPoint(2, 0) << UnitType::Ranged << true;   // 90
        QTest::newRow("ranged NE: (0,-2) edge") << o << 1 << QPoint(0, -2) << UnitType::Ranged << true; // 0
        QTest::newRow("ranged NE: (3,-3) centre")
            << o << 1 << QPoint(3, -3) << UnitType::Ranged << true; // 45
        QTest::newRow("ranged NE: (3,-1) inside")
            << o << 1 << QPoint(3, -1) << UnitType::Ranged << true; // 71.6
        QTest::newRow("ranged NE: (-1,-2) outside")
            << o << 1 << QPoint(-1, -2) << UnitType::Ranged << false; // 333.4
        QTest::newRow("ranged NE: (2,1) outside")
            << o << 1 << QPoint(2, 1) << UnitType::Ranged << false; // 116.6
        QTest::newRow("ranged NE: (-2,2) behind")
            << o << 1 << QPoint(-2, 2) << UnitType::Ranged << false; // 225
        // Ranged facing east (90): bearings 45..135.
        QTest::newRow("ranged E: (3,3) edge") << o << 2 << QPoint(3, 3) << UnitType::Ranged << true; // 135
        QTest::newRow("ranged E: (3,4) outside")
            << o << 2 << QPoint(3, 4) << UnitType::Ranged << false; // 143.1
        QTest::newRow("ranged E: (5,-2) inside")
            << o << 2 << QPoint(5, -2) << UnitType::Ranged << true; // 68.2
        // Artillery facing south-west (225) from (10,10): bearings 180..270.
        const QPoint c(10, 10);
        QTest::newRow("artillery SW: (-3,3) centre")
            << c << 5 << QPoint(7, 13) << UnitType::Artillery << true;
        QTest::newRow("artillery SW: (0,3) edge")
            << c << 5 << QPoint(10, 13) << UnitType::Artillery << true; // 180
        QTest::newRow("artillery SW: (-3,0) edge")
            << c << 5 << QPoint(7, 10) << UnitType::Artillery << true; // 270
        QTest::newRow("artillery SW: (1,3) outside")
            << c << 5 << QPoint(11, 13) << UnitType::Artillery << false; // 161.6
        QTest::newRow("artillery SW: (-3,-1) outside")
            << c << 5 << QPoint(7, 9) << UnitType::Artillery << false; // 288.4
        // Artillery facing north: the same arc as ranged.
        QTest::newRow("artillery N: (3,-3) edge") << o << 0 << QPoint(3, -3) << UnitType::Artillery << true;
        QTest::newRow("artillery N: (4,-3) outside")
            << o << 0 << QPoint(4, -3) << UnitType::Artillery << false;
        QTest::newRow("artillery N: same tile") << o << 0 << o << UnitType::Artillery << false;
    }
    void faces()
    {
        QFETCH(QPoint, from);
        QFETCH(int, facing);
        QFETCH(QPoint, target);
        QFETCH(UnitType, type);
        QFETCH(bool, expected);
        QCOMPARE(muster::d20::faces(from, facing, target, type), expected);
    }

    // d20 strategic combat, "Diminished": units at or below half Health (2 x Health <= max).
    void diminished_data()
    {
        QTest::addColumn<int>("health");
        QTest::addColumn<int>("maxHealth");
        QTest::addColumn<bool>("expected");
        QTest::newRow("10 of 20: half") << 10 << 20 << true; // 20 <= 20
        QTest::newRow("11 of 20") << 11 << 20 << false;      // 22 > 20
        QTest::newRow("5 of 11") << 5 << 11 << true;         // 10 <= 11 (half is 5.5)
        QTest::newRow("6 of 11") << 6 << 11 << false;        // 12 > 11
        QTest::newRow("1 of 3") << 1 << 3 << true;           // 2 <= 3 (half is 1.5)
        QTest::newRow("2 of 3") << 2 << 3 << false;          // 4 > 3
        QTest::newRow("full") << 20 << 20 << false;
        QTest::newRow("0 of 20") << 0 << 20 << true;
        QTest::newRow("below 0") << -3 << 20 << true;
    }
    void diminished()
    {
        QFETCH(int, health);
        QFETCH(int, maxHealth);
        QFETCH(bool, expected);
        QCOMPARE(muster::d20::diminished(health, maxHealth), expected);
    }

    // d20 strategic combat, "Morale": "All morale checks are DC 20"; ruling: d20 + morale modifier against
    // the DC, held when the total meets it. The text gives morale checks no natural 1 or 20 rule.
    void moraleHolds_data()
    {
        QTest::addColumn<int>("d20");
        QTest::addColumn<int>("modifier");
        QTest::addColumn<int>("dc");
        QTest::addColumn<bool>("expected");
        QTest::newRow("+0: 20 holds") << 20 << 0 << 20 << true;       // 20 >= 20
        QTest::newRow("+0: 19 fails") << 19 << 0 << 20 << false;      // 19 < 20
        QTest::newRow("+3: 17 holds") << 17 << 3 << 20 << true;       // 20 >= 20
        QTest::newRow("+3: 16 fails") << 16 << 3 << 20 << false;      // 19 < 20
        QTest::newRow("+0: 1 fails") << 1 << 0 << 20 << false;        // 1 < 20
        QTest::newRow("+19: 1 holds") << 1 << 19 << 20 << true;       // 20 >= 20
        QTest::newRow("-1: 20 fails") << 20 << -1 << 20 << false;     // 19 < 20
        QTest::newRow("DC 15: 15 holds") << 15 << 0 << 15 << true;    // 15 >= 15
        QTest::newRow("DC 15: 14 fails") << 14 << 0 << 15 << false;   // 14 < 15
        QTest::newRow("DC 8, -2: 10 holds") << 10 << -2 << 8 << true; // 8 >= 8
        QTest::newRow("DC 8, -2: 9 fails") << 9 << -2 << 8 << false;  // 7 < 8
    }
    void moraleHolds()
    {
        QFETCH(int, d20);
        QFETCH(int, modifier);
        QFETCH(int, dc);
        QFETCH(bool, expected);
        D20Options options;
        options.moraleDc = dc;
        QCOMPARE(muster::d20::moraleHolds(d20, modifier, options), expected);
        if (dc == 20) // the default DC
            QCOMPARE(muster::d20::moraleHolds(d20, modifier), expected);
    }

    // The exact odds of an attack, each d20 face 1/20: the results ("Attacks" and the rulings), the damage
    // they deal on average, and the morale check the target must make when the damage leaves it diminished
    // and alive
    // ("Morale", "Diminished"; ruling: damage of 0 is no damage; a unit at 0 Health or less is destroyed),
    // failed with the chance that d20 + its morale modifier falls short of the DC. Counted here in faces of
    // 20: damageSum is the damage over all 20 faces (expected damage = damageSum / 20), checkFaces the faces
    // forcing a morale check, failFaces the morale d20 faces that fail (shatter = checkFaces / 20 x failFaces
    // / 20).
    void attackOdds_data()
    {
        QTest::addColumn<int>("attack");
        QTest::addColumn<int>("defense");
        QTest::addColumn<int>("damage");
        QTest::addColumn<int>("health");
        QTest::addColumn<int>("maxHealth");
        QTest::addColumn<int>("morale");
        QTest::addColumn<bool>("naturalOneMisses");
        QTest::addColumn<int>("moraleDc");
        QTest::addColumn<int>("missFaces");
        QTest::addColumn<int>("glancingFaces");
        QTest::addColumn<int>("hitFaces");
        QTest::addColumn<int>("criticalFaces");
        QTest::addColumn<int>("natural20Faces");
        QTest::addColumn<int>("damageSum");
        QTest::addColumn<int>("checkFaces");
        QTest::addColumn<int>("failFaces");

        // +5 vs 15, margin = face - 10. Face 1: natural 1, miss. Faces 2..9: margin -8..-1, glancing (8),
        // 6/2 = 3 each. Faces 10..19: margin 0..9, hit (10), 6 each. Face 20: natural 20, 12.
        // Damage = 8 x 3 + 10 x 6 + 12 = 96 (4.8 a face). Health 20 of 20: glancing leaves 17 (34 > 20), a
        // hit 14 (28 > 20): no check; the natural 20 leaves 8 (16 <= 20): a check on 1 face. Morale +0 holds
        // only on a 20: 19 faces fail. Shatter = 1/20 x 19/20 = 0.0475.
        QTest::newRow("+5 vs 15, 6 dmg, 20/20")
            << 5 << 15 << 6 << 20 << 20 << 0 << true << 20 << 1 << 8 << 10 << 0 << 1 << 96 << 1 << 19;
        // The same attack on a target at 6 of 20: glancing leaves 3 (alive, diminished): a check on 8 faces;
        // a hit leaves 0 and the natural 20 -6: destroyed, no check. Shatter = 8/20 x 19/20 = 0.38. Damage is
        // what the attack deals (96), not capped at the 6 Health left.
        QTest::newRow("target destroyed: no check")
            << 5 << 15 << 6 << 6 << 20 << 0 << true << 20 << 1 << 8 << 10 << 0 << 1 << 96 << 8 << 19;
        // Damage 0 on an already diminished target (10 of 20): every result deals 0: no check (ruling: damage
        // of 0 is no damage).
        QTest::newRow("damage 0: no check")
            << 5 << 15 << 0 << 10 << 20 << 0 << true << 20 << 1 << 8 << 10 << 0 << 1 << 0 << 0 << 19;
        // Damage 1 on 10 of 20: glancing 1/2 = 0, no damage, no check (8 faces); a hit 1 leaves 9 (18 <= 20):
        // check (10 faces); the natural 20 2 leaves 8: check (1). Damage = 0 + 10 x 1 + 2 = 12; checks 11;
        // shatter = 11/20 x 19/20 = 0.5225.
        QTest::newRow("glancing for 0: no check")
            << 5 << 15 << 1 << 10 << 20 << 0 << true << 20 << 1 << 8 << 10 << 0 << 1 << 12 << 11 << 19;
        // +12 vs 15, margin = face - 3. Face 1: miss. Face 2: margin -1, glancing (1), 5/2 = 2.
        // Faces 3..12: margin 0..9, hit (10), 5. Faces 13..19: margin 10..16, critical (7), 5 x 1.5 -> 7.
        // Face 20: 10. Damage = 2 + 50 + 49 + 10 = 111 (5.55). Health 12 of 20: left 10, 7, 5, 2, all
        // diminished (2 x left <= 20) and alive: check on 1 + 10 + 7 + 1 = 19 faces. Morale +3 holds on
        // 17..20 (4 faces): 16 fail. Shatter = 19/20 x 16/20 = 0.76.
        QTest::newRow("criticals, already diminished")
            << 12 << 15 << 5 << 12 << 20 << 3 << true << 20 << 1 << 1 << 10 << 7 << 1 << 111 << 19 << 16;
        // Options: natural 1 follows the bands, DC 15. +5 vs 15: face 1 margin -9 glancing, so glancing 9
        // faces (1..9), hit 10, natural 20 1. Damage = 9 x 3 + 60 + 12 = 99 (4.95). 20 of 20: only the
        // natural 20 (left 8) checks. Morale +0 holds on 15..20 (6): 14 fail. Shatter = 1/20 x 14/20 = 0.035.
        QTest::newRow("options: natural 1 off, DC 15")
            << 5 << 15 << 6 << 20 << 20 << 0 << false << 15 << 0 << 9 << 10 << 0 << 1 << 99 << 1 << 14;
        // +0 vs 25, margin = face - 25. Face 1 natural 1; faces 2..15 margin -23..-10, miss: 15 misses. Faces
        // 16..19: margin -9..-6, glancing (4), 4/2 = 2. Face 20: 8. Damage = 4 x 2 + 8 = 16 (0.8). Health 4
        // of 8: glancing leaves 2 (4 <= 8, alive): check on 4 faces; the natural 20 leaves -4: destroyed.
        // Shatter = 4/20 x 19/20 = 0.19.
        QTest::newRow("mostly misses")
            << 0 << 25 << 4 << 4 << 8 << 0 << true << 20 << 15 << 4 << 0 << 0 << 1 << 16 << 4 << 19;
        // +5 vs 15, 6 damage, 15 of 20, morale +5. Glancing leaves 12 (24 > 20): no check; a hit leaves 9
        // (18 <= 20): diminished by this damage, check (10 faces); the natural 20 leaves 3: check (1).
        // Morale +5 holds on 15..20 (6): 14 fail. Shatter = 11/20 x 14/20 = 0.385.
        QTest::newRow("diminished by the hit")
            << 5 << 15 << 6 << 15 << 20 << 5 << true << 20 << 1 << 8 << 10 << 0 << 1 << 96 << 11 << 14;
        // The first case with morale +19: every face holds (1 + 19 = 20): checks 1, no shatter.
        QTest::newRow("morale never fails")
            << 5 << 15 << 6 << 20 << 20 << 19 << true << 20 << 1 << 8 << 10 << 0 << 1 << 96 << 1 << 0;
        // +30 vs 10: faces 2..19 margin 22..39, critical (18), 4 x 1.5 = 6; face 1 miss; face 20: 8.
        // Damage = 18 x 6 + 8 = 116 (5.8). 20 of 20: a critical leaves 14 (28 > 20), the natural 20 12 (24 >
        // 20): no check.
        QTest::newRow("all criticals")
            << 30 << 10 << 4 << 20 << 20 << 0 << true << 20 << 1 << 0 << 0 << 18 << 1 << 116 << 0 << 19;
    }
    void attackOdds()
    {
        QFETCH(int, attack);
        QFETCH(int, defense);
        QFETCH(int, damage);
        QFETCH(int, health);
        QFETCH(int, maxHealth);
        QFETCH(int, morale);
        QFETCH(bool, naturalOneMisses);
        QFETCH(int, moraleDc);
        QFETCH(int, missFaces);
        QFETCH(int, glancingFaces);
        QFETCH(int, hitFaces);
        QFETCH(int, criticalFaces);
        QFETCH(int, natural20Faces);
        QFETCH(int, damageSum);
        QFETCH(int, checkFaces);
        QFETCH(int, failFaces);
        QCOMPARE(missFaces + glancingFaces + hitFaces + criticalFaces + natural20Faces,
                 20); // the table itself

        D20Options options;
        options.naturalOneMisses = naturalOneMisses;
        options.moraleDc = moraleDc;
        const AttackOdds odds =
            muster::d20::attackOdds(attack, defense, damage, health, maxHealth, morale, options);
        COMPARE_CHANCE(odds.miss, missFaces / 20.0);
        COMPARE_CHANCE(odds.glancing, glancingFaces / 20.0);
        COMPARE_CHANCE(odds.hit, hitFaces / 20.0);
        COMPARE_CHANCE(odds.critical, criticalFaces / 20.0);
        COMPARE_CHANCE(odds.natural20, natural20Faces / 20.0);
        COMPARE_CHANCE(odds.expectedDamage, damageSum / 20.0);
        COMPARE_CHANCE(odds.moraleCheck, checkFaces / 20.0);
        COMPARE_CHANCE(odds.shatter, (checkFaces / 20.0) * (failFaces / 20.0));
    }

    // The figures of the first case above written out, as a guard on the table's arithmetic.
    void attackOddsWorkedExample()
    {
        const AttackOdds odds = muster::d20::attackOdds(5, 15, 6, 20, 20, 0);
        COMPARE_CHANCE(odds.miss, 0.05);
        COMPARE_CHANCE(odds.glancing, 0.4);
        COMPARE_CHANCE(odds.hit, 0.5);
        COMPARE_CHANCE(odds.critical, 0.0);
        COMPARE_CHANCE(odds.natural20, 0.05);
        COMPARE_CHANCE(odds.expectedDamage, 4.8); // (8 x 3 + 10 x 6 + 12) / 20
        COMPARE_CHANCE(odds.moraleCheck, 0.05);   // the natural 20 only
        COMPARE_CHANCE(odds.shatter, 0.0475);     // 1/20 x 19/20
    }
};

QTEST_MAIN(TstD20)
#include "tst_d20.moc"
