// tst_recon: the Terrain and Surprise Table of GURPS Mass Combat ("RECONNAISSANCE
// OPERATIONS", "Terrain and Surprise Table", and the same table in Appendix B).

#include "ReconTestSupport.h"

#include <memory>

using namespace recontest;

class TstReconTerrainRating : public QObject
{
    Q_OBJECT

private slots:
    void table_data();
    void table();
    void conditions_data();
    void conditions();
    void variantsBelongToOneTerrain();
    void breakdownExplainsEachStep();
    void battleConditions();
};

// "Terrain and Surprise Table": every terrain type, with the footnoted variants.
void TstReconTerrainRating::table_data()
{
    QTest::addColumn<BattleTerrain>("terrain");
    QTest::addColumn<TerrainVariant>("variant");
    QTest::addColumn<int>("rating");
    const auto row = [](const char *name, BattleTerrain t, int rating,
                        TerrainVariant v = TerrainVariant::Standard) {
        QTest::newRow(name) << t << v << rating;
    };
    row("Arctic", BattleTerrain::Arctic, 6);
    row("Built-Up Areas", BattleTerrain::BuiltUp, 6);
    row("Built-Up Areas, both sides started inside (*)", BattleTerrain::BuiltUp, 3,
        TerrainVariant::BothInsideTown);
    row("Desert", BattleTerrain::Desert, 7);
    row("Hills", BattleTerrain::Hills, 6);
    row("Island/Beach or Coastal Ocean", BattleTerrain::IslandBeach, 6);
    row("Jungle", BattleTerrain::Jungle, 3);
    row("Mountain", BattleTerrain::Mountain, 4);
    row("Open Ocean", BattleTerrain::OpenOcean, 8);
    row("Plains", BattleTerrain::Plains, 8);
    row("Rural", BattleTerrain::Rural, 6);
    row("Rural, dense hedgerows (dagger)", BattleTerrain::Rural, 5, TerrainVariant::DenseHedgerows);
    row("Swampland", BattleTerrain::Swampland, 4);
    row("Underwater", BattleTerrain::Underwater, 4);
    row("Woodlands", BattleTerrain::Woodlands, 5);
    row("Woodlands, trackless forest (double dagger)", BattleTerrain::Woodlands, 4,
        TerrainVariant::TracklessForest);
}

void TstReconTerrainRating::table()
{
    QFETCH(BattleTerrain, terrain);
    QFETCH(TerrainVariant, variant);
    QFETCH(int, rating);
    QCOMPARE(baseTerrainRating(terrain, variant), rating);
    ReconConditions conditions;
    conditions.terrain = terrain;
    conditions.variant = variant;
    QCOMPARE(terrainRating(conditions).rating, rating);
}

// "Halve any Terrain Rating (round up) at night or underground; reduce it by 1 in bad weather; and halve it
// and then reduce it by 1 for both." Results: "on a tie in Rural terrain, a pitched battle occurs on a roll
// of 1-6 by day, 1-3 at night" (ratings 6 and 3).
void TstReconTerrainRating::conditions_data()
{
    QTest::addColumn<BattleTerrain>("terrain");
    QTest::addColumn<TerrainVariant>("variant");
    QTest::addColumn<TimeOfDay>("time");
    QTest::addColumn<bool>("badWeather");
    QTest::addColumn<int>("rating");
    const auto row = [](const char *name, BattleTerrain t, TimeOfDay time, bool weather, int rating,
                        TerrainVariant v = TerrainVariant::Standard) {
        QTest::newRow(name) << t << v << time << weather << rating;
    };
    row("Rural by day (the text)", BattleTerrain::Rural, TimeOfDay::Day, false, 6);
    row("Rural at night (the text: 1-3)", BattleTerrain::Rural, TimeOfDay::Night, false, 3);
    row("Rural, bad weather", BattleTerrain::Rural, TimeOfDay::Day, true, 5);
    row("Rural, night and bad weather: 3 - 1", BattleTerrain::Rural, TimeOfDay::Night, true, 2);
    row("Desert at night: 7 halved up to 4", BattleTerrain::Desert, TimeOfDay::Night, false, 4);
    row("Desert, night and bad weather: 4 - 1", BattleTerrain::Desert, TimeOfDay::Night, true, 3);
    row("Jungle at night: 3 halved up to 2", BattleTerrain::Jungle, TimeOfDay::Night, false, 2);
    row("Jungle, night and bad weather", BattleTerrain::Jungle, TimeOfDay::Night, true, 1);
    row("Jungle, bad weather", BattleTerrain::Jungle, TimeOfDay::Day, true, 2);
    row("Plains at night", BattleTerrain::Plains, TimeOfDay::Night, false, 4);
    row("Plains, bad weather", BattleTerrain::Plains, TimeOfDay::Day, true, 7);
    row("Underwater, underground halves too", BattleTerrain::Underwater, TimeOfDay::Underground, false, 2);
    row("Mountain underground", BattleTerrain::Mountain, TimeOfDay::Underground, false, 2);
    row("Hills underground in bad weather", BattleTerrain::Hills, TimeOfDay::Underground, true, 2);
    row("Woodlands at night: 5 halved up to 3", BattleTerrain::Woodlands, TimeOfDay::Night, false, 3);
    row("Trackless forest at night: 4 halved to 2", BattleTerrain::Woodlands, TimeOfDay::Night, false, 2,
        TerrainVariant::TracklessForest);
    row("Hedgerows at night: 5 halved up to 3", BattleTerrain::Rural, TimeOfDay::Night, false, 3,
        TerrainVariant::DenseHedgerows);
    row("Hedgerows, night and bad weather", BattleTerrain::Rural, TimeOfDay::Night, true, 2,
        TerrainVariant::DenseHedgerows);
    row("Inside the town at night: 3 halved up to 2", BattleTerrain::BuiltUp, TimeOfDay::Night, false, 2,
        TerrainVariant::BothInsideTown);
    row("Inside the town, bad weather", BattleTerrain::BuiltUp, TimeOfDay::Day, true, 2,
        TerrainVariant::BothInsideTown);
    row("Open Ocean, night and bad weather", BattleTerrain::OpenOcean, TimeOfDay::Night, true, 3);
}

void TstReconTerrainRating::conditions()
{
    QFETCH(BattleTerrain, terrain);
    QFETCH(TerrainVariant, variant);
    QFETCH(TimeOfDay, time);
    QFETCH(bool, badWeather);
    QFETCH(int, rating);
    ReconConditions c;
    c.terrain = terrain;
    c.variant = variant;
    c.time = time;
    c.badWeather = badWeather;
    const TerrainRating result = terrainRating(c);
    QCOMPARE(result.rating, rating);
    QCOMPARE(result.breakdown.steps.size(), 1 + (time != TimeOfDay::Day ? 1 : 0) + (badWeather ? 1 : 0));
}

// The footnotes each belong to one terrain type: hedgerows are Rural, trackless forest Woodlands, "both
// started in the town" Built-Up Areas. A variant given for another terrain changes nothing.
void TstReconTerrainRating::variantsBelongToOneTerrain()
{
    QCOMPARE(terrainVariantsFor(BattleTerrain::Rural),
             (QList<TerrainVariant>{TerrainVariant::Standard, TerrainVariant::DenseHedgerows}));
    QCOMPARE(terrainVariantsFor(BattleTerrain::Woodlands),
             (QList<TerrainVariant>{TerrainVariant::Standard, TerrainVariant::TracklessForest}));
    QCOMPARE(terrainVariantsFor(BattleTerrain::BuiltUp),
             (QList<TerrainVariant>{TerrainVariant::Standard, TerrainVariant::BothInsideTown}));
    QCOMPARE(terrainVariantsFor(BattleTerrain::Plains), QList<TerrainVariant>{TerrainVariant::Standard});
    QCOMPARE(baseTerrainRating(BattleTerrain::Plains, TerrainVariant::DenseHedgerows), 8);
    QCOMPARE(baseTerrainRating(BattleTerrain::Woodlands, TerrainVariant::BothInsideTown), 5);
    ReconConditions c;
    c.terrain = BattleTerrain::Desert;
    c.variant = TerrainVariant::TracklessForest;
    QCOMPARE(terrainRating(c).rating, 7);
    QVERIFY(
        !terrainRating(c).breakdown.toText().contains(terrainVariantName(TerrainVariant::TracklessForest)));
}

// "Everything a GM sees is explained": the rating's breakdown names the terrain, the variant, the halving
// and the weather, in the order they apply.
void TstReconTerrainRating::breakdownExplainsEachStep()
{
    ReconConditions c;
    c.terrain = BattleTerrain::Rural;
    c.variant = TerrainVariant::DenseHedgerows;
    c.time = TimeOfDay::Night;
    c.badWeather = true;
    const TerrainRating r = terrainRating(c);
    QCOMPARE(r.rating, 2);
    QCOMPARE(r.breakdown.steps.size(), 3);
    QVERIFY2(r.breakdown.steps[0].contains(battleTerrainName(BattleTerrain::Rural)) &&
                 r.breakdown.steps[0].contains(terrainVariantName(TerrainVariant::DenseHedgerows)) &&
                 r.breakdown.steps[0].contains(QLatin1String("5")),
             qPrintable(r.breakdown.toText()));
    QVERIFY2(r.breakdown.steps[1].contains(timeOfDayName(TimeOfDay::Night)) &&
                 r.breakdown.steps[1].endsWith(QLatin1String("3")),
             qPrintable(r.breakdown.toText()));
    QVERIFY2(r.breakdown.steps[2].endsWith(QLatin1String("2")), qPrintable(r.breakdown.toText()));
}

// "Troop Strength Modifiers": the same conditions halve TS at night (not underground) and in bad weather.
void TstReconTerrainRating::battleConditions()
{
    ReconConditions c;
    c.terrain = BattleTerrain::Swampland;
    c.time = TimeOfDay::Night;
    c.badWeather = true;
    BattleConditions b = battleConditionsFrom(c);
    QCOMPARE(b.terrain, BattleTerrain::Swampland);
    QVERIFY(b.night);
    QVERIFY(b.badWeather);
    c.time = TimeOfDay::Underground;
    c.badWeather = false;
    b = battleConditionsFrom(c);
    QVERIFY(!b.night);
    QVERIFY(!b.badWeather);
}

std::unique_ptr<QObject> newReconTerrainRatingTest()
{
    return std::make_unique<TstReconTerrainRating>();
}

#include "recon_terrain_rating.moc"
