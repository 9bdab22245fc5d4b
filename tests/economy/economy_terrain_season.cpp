// tst_economy: what changes the cost to maintain with where and when a force spends the month (rule book
// GURPS Mass Combat, "Maintaining a Force in Bad Terrain" and "Campaigning Season").

#include "EconomyTestSupport.h"

#include <QtTest>

#include <memory>

using namespace muster;
using coretest::K;
using economytest::maintained;
using economytest::plainMonth;

class TstEconomyTerrainSeason : public QObject
{
    Q_OBJECT

private slots:
    void badTerrain_data();
    void badTerrain();
    void terrainFeatureFromTheRoster();
    void terrainFeatureForTheWholeForce();
    void campaigningSeason_data();
    void campaigningSeason();
    void campaigningSeasonLogistics_data();
    void campaigningSeasonLogistics();
    void seasonAndTerrainTogether();
};

// x2 (Woodlands x1.5) for land elements, 0.5 less with the matching Terrain feature, nothing on roads; air
// and naval elements are not affected. One $10K element per row.
void TstEconomyTerrainSeason::badTerrain_data()
{
    QTest::addColumn<std::optional<TerrainType>>("terrain");
    QTest::addColumn<bool>("feature");
    QTest::addColumn<bool>("roads");
    QTest::addColumn<ElementDomain>("domain");
    QTest::addColumn<Money>("cost");
    const auto land = ElementDomain::Land;
    for (TerrainType t : allTerrainTypes) {
        const bool woods = t == TerrainType::Woodlands;
        const QByteArray name = terrainTypeCode(t).toUtf8();
        QTest::newRow(name) << std::optional(t) << false << false << land << K(woods ? 15 : 20);
        QTest::newRow(name + " with Terrain feature")
            << std::optional(t) << true << false << land << K(woods ? 10 : 15);
        QTest::newRow(name + " tied to roads") << std::optional(t) << false << true << land << K(10);
        QTest::newRow(name + " with feature, on roads") << std::optional(t) << true << true << land << K(10);
        QTest::newRow(name + " air element")
            << std::optional(t) << false << false << ElementDomain::Air << K(10);
        QTest::newRow(name + " naval element")
            << std::optional(t) << false << false << ElementDomain::Naval << K(10);
    }
    QTest::newRow("no bad terrain") << std::optional<TerrainType>() << false << false << land << K(10);
    QTest::newRow("no bad terrain, Terrain feature")
        << std::optional<TerrainType>() << true << false << land << K(10);
}

void TstEconomyTerrainSeason::badTerrain()
{
    QFETCH(std::optional<TerrainType>, terrain);
    QFETCH(bool, feature);
    QFETCH(bool, roads);
    QFETCH(ElementDomain, domain);
    QFETCH(Money, cost);
    MonthEndInput in = plainMonth({maintained(QStringLiteral("Troop"), 1, K(10), 7, domain, feature)});
    in.terrain = terrain;
    in.tiedToRoads = roads;
    const MonthEndResult r = monthEnd(in);
    QCOMPARE(r.fightingMaintain, cost);
    QCOMPARE(r.total, cost);
    // The LS needed follows what the fighting force costs.
    QCOMPARE(r.support.required, cost.dollars() / 1000.0);
}

// A line has the feature when its record has Terrain of the month's terrain, not another one.
void TstEconomyTerrainSeason::terrainFeatureFromTheRoster()
{
    Force force;
    RosterLine rangers = coretest::line(QStringLiteral("Rangers"), QStringLiteral("Light Infantry"), 2, 3,
                                        EquipmentQuality::Basic, TroopQuality::Average);
    rangers.record.setTerrain(TerrainType::Jungle);
    RosterLine mountaineers = rangers;
    mountaineers.record.name = QStringLiteral("Mountaineers");
    mountaineers.record.setTerrain(TerrainType::Jungle, false);
    mountaineers.record.setTerrain(TerrainType::Mountain);
    force.lines << rangers << mountaineers;

    const QList<MaintainedLine> lines = economytest::linesOf(force, TerrainType::Jungle);
    QCOMPARE(lines.at(0).terrainFeature, true);
    QCOMPARE(lines.at(1).terrainFeature, false);
    MonthEndInput in = plainMonth(lines);
    in.terrain = TerrainType::Jungle;
    const MonthEndResult r = monthEnd(in);
    // Terrain is +20% to Raise only, so each still costs the base $8K: 2 x $8K x 1.5 + 2 x $8K x 2.
    QCOMPARE(lines.at(0).maintain, K(8));
    QCOMPARE(r.fightingMaintain, K(24) + K(32));
    QVERIFY2(r.fightingBreakdown.toText().contains(QStringLiteral("Terrain feature")),
             qPrintable(r.fightingBreakdown.toText()));
}

// The GM can say the whole force has (or lacks) the feature, whatever the lines say.
void TstEconomyTerrainSeason::terrainFeatureForTheWholeForce()
{
    MonthEndInput in = plainMonth({maintained(QStringLiteral("A"), 1, K(10), 3, ElementDomain::Land, true),
                                   maintained(QStringLiteral("B"), 1, K(10), 3, ElementDomain::Land, false)});
    in.terrain = TerrainType::Desert;
    QCOMPARE(monthEnd(in).fightingMaintain, K(15) + K(20));
    in.terrainFeatureForAll = true;
    QCOMPARE(monthEnd(in).fightingMaintain, K(30));
    in.terrainFeatureForAll = false;
    QCOMPARE(monthEnd(in).fightingMaintain, K(40));
}

// All TL0-5 land and air elements cost half in campaigning season; naval elements and TL6+ never.
void TstEconomyTerrainSeason::campaigningSeason_data()
{
    QTest::addColumn<int>("tl");
    QTest::addColumn<ElementDomain>("domain");
    QTest::addColumn<bool>("season");
    QTest::addColumn<Money>("cost");
    QTest::newRow("TL3 land in season") << 3 << ElementDomain::Land << true << K(5);
    QTest::newRow("TL0 land in season") << 0 << ElementDomain::Land << true << K(5);
    QTest::newRow("TL5 land in season") << 5 << ElementDomain::Land << true << K(5);
    QTest::newRow("TL1 air in season") << 1 << ElementDomain::Air << true << K(5);
    QTest::newRow("TL3 naval in season") << 3 << ElementDomain::Naval << true << K(10);
    QTest::newRow("TL6 land in season") << 6 << ElementDomain::Land << true << K(10);
    QTest::newRow("TL8 air in season") << 8 << ElementDomain::Air << true << K(10);
    QTest::newRow("TL3 land out of season") << 3 << ElementDomain::Land << false << K(10);
}

void TstEconomyTerrainSeason::campaigningSeason()
{
    QFETCH(int, tl);
    QFETCH(ElementDomain, domain);
    QFETCH(bool, season);
    QFETCH(Money, cost);
    MonthEndInput in = plainMonth({maintained(QStringLiteral("Troop"), 1, K(10), tl, domain)});
    in.campaigningSeason = season;
    QCOMPARE(monthEnd(in).fightingMaintain, cost);
}

// "... and TL0-5 land and air logistic forces": LS 10 of each kind, $50K / $100K / $200K to raise.
void TstEconomyTerrainSeason::campaigningSeasonLogistics_data()
{
    QTest::addColumn<int>("tl");
    QTest::addColumn<Money>("cost");
    QTest::newRow("TL3: land and air halved, naval not") << 3 << K(2.5) + K(10) + K(10);
    QTest::newRow("TL6: nothing halved") << 6 << K(5) + K(10) + K(20);
}

void TstEconomyTerrainSeason::campaigningSeasonLogistics()
{
    QFETCH(int, tl);
    QFETCH(Money, cost);
    MonthEndInput in = plainMonth({});
    in.logistics = {10, 10, 10};
    in.logisticTl = tl;
    in.campaigningSeason = true;
    QCOMPARE(monthEnd(in).logisticsMaintain, cost);
    in.campaigningSeason = false;
    QCOMPARE(monthEnd(in).logisticsMaintain, K(35));
}

// Both multipliers on one line, one rounding: $0.03 x 2 x 0.5 is $0.03, and x1.5 x 0.5 is 2.25 cents -> 2.
void TstEconomyTerrainSeason::seasonAndTerrainTogether()
{
    MonthEndInput in = plainMonth({maintained(QStringLiteral("Goblins"), 1, Money::fromCents(3), 2)});
    in.campaigningSeason = true;
    in.terrain = TerrainType::Mountain;
    QCOMPARE(monthEnd(in).fightingMaintain, Money::fromCents(3));
    in.terrain = TerrainType::Woodlands;
    QCOMPARE(monthEnd(in).fightingMaintain, Money::fromCents(2));
    // Bad terrain does not reach the logistic force.
    in.lines.clear();
    in.logistics = {1, 0, 0};
    in.logisticTl = 7;
    QCOMPARE(monthEnd(in).logisticsMaintain, K(0.5));
}

std::unique_ptr<QObject> newEconomyTerrainSeasonTest()
{
    return std::make_unique<TstEconomyTerrainSeason>();
}

#include "economy_terrain_season.moc"
