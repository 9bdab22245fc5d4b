// tst_recon: the modifiers of the Reconnaissance Contest (GURPS Mass Combat,
// "The Reconnaissance Contest", "Mobile Force Modifiers", "Encamped Force Modifiers", "Special Class
// Superiority Modifiers"; superiority as "Special Class Superiority" and the rulings of rules/README.md).

#include "ReconTestSupport.h"

#include <functional>
#include <memory>

using namespace recontest;
using muster::Mobility;
using muster::SpecialClass;
using muster::TerrainType;

using SetupChange = std::function<void(ReconSetup &)>;
Q_DECLARE_METATYPE(SetupChange)

namespace {

ReconSide &red(ReconSetup &s)
{
    return s.sides[0];
}
ReconSide &blue(ReconSetup &s)
{
    return s.sides[1];
}

void setMobility(ReconSide &side, QList<Mobility> mobility)
{
    for (BattleElement &e : side.elements)
        e.mobility = mobility;
}

void addTerrain(BattleElement &e, TerrainType terrain)
{
    e.terrains << terrain;
}

// Side 0 fields `mine` TS of a class, side 1 `theirs` (none if 0), on top of the plain rosters.
SetupChange classTs(SpecialClass c, double mine, double theirs, QList<Mobility> mobility = {Mobility::Foot})
{
    return [=](ReconSetup &s) {
        if (mine > 0)
            red(s).elements << troops(QStringLiteral("Red class"), 1, mine, {c}, mobility);
        if (theirs > 0)
            blue(s).elements << troops(QStringLiteral("Blue class"), 1, theirs, {c}, mobility);
    };
}

// Both sides on the move at these speeds, in miles a day.
SetupChange speeds(double mine, double theirs)
{
    return [=](ReconSetup &s) {
        red(s).milesPerDay = mine;
        blue(s).milesPerDay = theirs;
    };
}

} // namespace

class TstReconModifiers : public QObject
{
    Q_OBJECT

private slots:
    void average_data();
    void average();
    void modifier_data();
    void modifier();
    void encampedIgnoresMobileModifiers();
    void breakdownListsEveryPart();
    void rosterFactsCountElements();
    void emptyRosterLeavesItToTheGm();
    void validation();
};

// "The Reconnaissance Contest": the average of Intelligence Analysis and Strategy, rounded down.
void TstReconModifiers::average_data()
{
    QTest::addColumn<int>("intelligenceAnalysis");
    QTest::addColumn<int>("strategy");
    QTest::addColumn<int>("average");
    QTest::newRow("Sheryl 7, Sir Richard 10 (the text): 8") << 7 << 10 << 8;
    QTest::newRow("Strykland 14 and 12 (the text): 13") << 14 << 12 << 13;
    QTest::newRow("13 and 14: 13") << 13 << 14 << 13;
    QTest::newRow("equal") << 11 << 11 << 11;
    QTest::newRow("0 and 1: 0") << 0 << 1 << 0;
}

void TstReconModifiers::average()
{
    QFETCH(int, intelligenceAnalysis);
    QFETCH(int, strategy);
    QFETCH(int, average);
    QCOMPARE(reconAverage(intelligenceAnalysis, strategy), average);
    ReconSetup setup = plainSetup();
    red(setup).intelligenceAnalysis = intelligenceAnalysis;
    red(setup).strategy = strategy;
    const ReconSkill skill = reconSkill(setup, 0);
    QCOMPARE(skill.average, average);
    QCOMPARE(skill.total(), average);
}

// Each modifier on its own: side 0 of a plain setup (skill 12, Woodlands, some Recon on both sides) with one
// change; `part` is that modifier, `total` side 0's effective skill.
void TstReconModifiers::modifier_data()
{
    QTest::addColumn<SetupChange>("change");
    QTest::addColumn<ReconFactor>("factor");
    QTest::addColumn<int>("part");
    QTest::addColumn<int>("total");
    const auto row = [](const char *name, ReconFactor factor, int part, int total, SetupChange change) {
        QTest::newRow(name) << change << factor << part << total;
    };
    using F = ReconFactor;
    // Mobile Force Modifiers
    row("Flying: every element flies, -1", F::Flying, -1, 11,
        [](ReconSetup &s) { setMobility(red(s), {Mobility::SA}); });
    row("Flying: one element on foot, 0", F::Flying, 0, 12, [](ReconSetup &s) {
        setMobility(red(s), {Mobility::FA});
        red(s).elements.first().mobility = {Mobility::Foot};
    });
    row("Flying: set by the GM", F::Flying, -1, 11, [](ReconSetup &s) { red(s).overrides.allFlying = true; });
    row("Flying: denied by the GM", F::Flying, 0, 12, [](ReconSetup &s) {
        setMobility(red(s), {Mobility::FA});
        red(s).overrides.allFlying = false;
    });
    row("Forced March: -1", F::ForcedMarch, -1, 11,
        [](ReconSetup &s) { red(s).forcedMarch = ForcedMarch::Marched; });
    row("Forced March, roll failed: -2", F::ForcedMarch, -2, 10,
        [](ReconSetup &s) { red(s).forcedMarch = ForcedMarch::RollFailed; });
    row("No Security (mobile): -5", F::NoSecurity, -5, 7,
        [](ReconSetup &s) { red(s).posture = ReconPosture::MobileNoSecurity; });
    row("Recon: none of the elements, -1", F::ReconElements, -1, 11,
        [](ReconSetup &s) { red(s).elements.removeLast(); });
    row("Recon: all of the elements, +2", F::ReconElements, 2, 14,
        [](ReconSetup &s) { // Recon TS 2 against 2: no superiority
            red(s).elements = {troops(QStringLiteral("Scouts"), 1, 2, {SpecialClass::Rec})};
        });
    row("Recon: some of the elements, 0", F::ReconElements, 0, 12, [](ReconSetup &) {});
    row("Recon: none, but not a land campaign", F::ReconElements, 0, 12, [](ReconSetup &s) {
        red(s).elements.removeLast();
        s.landCampaign = false;
    });
    row("Recon: all, set by the GM", F::ReconElements, 2, 14,
        [](ReconSetup &s) { red(s).overrides.recon = ElementShare::All; });
    row("Locals, good: +1", F::Locals, 1, 13, [](ReconSetup &s) { red(s).locals = LocalRelations::Good; });
    row("Locals, hostile: -1", F::Locals, -1, 11,
        [](ReconSetup &s) { red(s).locals = LocalRelations::Hostile; });
    row("Roads, road movement: -1", F::Roads, -1, 11, [](ReconSetup &s) { red(s).roads = RoadUse::Road; });
    row("Roads, tied to a network: -3", F::Roads, -3, 9,
        [](ReconSetup &s) { red(s).roads = RoadUse::TiedToNetwork; });
    row("Speed: 31 against 20, +1", F::Speed, 1, 13, speeds(31, 20));
    row("Speed: 29 against 20 is under 1.5x", F::Speed, 0, 12, speeds(29, 20));
    row("Speed: 40 against 20, the slower side gets nothing", F::Speed, 0, 12, speeds(20, 40));
    row("Speed: 30 against 20, exactly 1.5x", F::Speed, 1, 13, speeds(30, 20));
    row("Speed: enemy encamped", F::Speed, 0, 12, [](ReconSetup &s) {
        speeds(30, 10)(s);
        blue(s).posture = ReconPosture::Patrolling;
    });
    row("Speed: enemy speed unknown", F::Speed, 0, 12, [](ReconSetup &s) { red(s).milesPerDay = 30; });
    row("Terrain: one element with Terrain (Woodlands), +1", F::TerrainFeature, 1, 13,
        [](ReconSetup &s) { addTerrain(red(s).elements.first(), TerrainType::Woodlands); });
    // The Terrain feature "also improves recon TS": the doubled scouts (TS 4 against 2) give +1 Recon
    // superiority as well.
    row("Terrain: every element, +4 (and doubled Recon TS)", F::TerrainFeature, 4, 17, [](ReconSetup &s) {
        for (BattleElement &e : red(s).elements)
            addTerrain(e, TerrainType::Woodlands);
    });
    row("Terrain: the feature for another terrain", F::TerrainFeature, 0, 12, [](ReconSetup &s) {
        for (BattleElement &e : red(s).elements)
            addTerrain(e, TerrainType::Swampland);
    });
    row("Terrain: Rural has no Terrain feature", F::TerrainFeature, 0, 12, [](ReconSetup &s) {
        s.conditions.terrain = BattleTerrain::Rural;
        for (BattleElement &e : red(s).elements)
            addTerrain(e, TerrainType::Woodlands);
        red(s).overrides.terrainFeature = ElementShare::All;
    });
    row("Terrain: some, set by the GM", F::TerrainFeature, 1, 13,
        [](ReconSetup &s) { red(s).overrides.terrainFeature = ElementShare::Some; });
    // Encamped Force Modifiers
    row("Encamped, patrolling: nothing", F::Bunkered, 0, 12,
        [](ReconSetup &s) { red(s).posture = ReconPosture::Patrolling; });
    row("Bunkered: +3", F::Bunkered, 3, 15, [](ReconSetup &s) { red(s).posture = ReconPosture::Bunkered; });
    row("No Security (encamped): -5", F::NoSecurity, -5, 7,
        [](ReconSetup &s) { red(s).posture = ReconPosture::EncampedNoSecurity; });
    row("Encamped, good locals: +2", F::Locals, 2, 14, [](ReconSetup &s) {
        red(s).posture = ReconPosture::Patrolling;
        red(s).locals = LocalRelations::Good;
    });
    row("Encamped, hostile locals: -2", F::Locals, -2, 10, [](ReconSetup &s) {
        red(s).posture = ReconPosture::Patrolling;
        red(s).locals = LocalRelations::Hostile;
    });
    // Special Class Superiority Modifiers (each side already has Recon TS 2)
    row("Recon superiority 4:2 is 2:1, +1", F::ReconSuperiority, 1, 13, classTs(SpecialClass::Rec, 2, 0));
    row("Recon superiority 7:2 rounds down to 3:1, +2", F::ReconSuperiority, 2, 14,
        classTs(SpecialClass::Rec, 5, 0));
    row("Recon superiority 10:2 is 5:1, +3", F::ReconSuperiority, 3, 15, classTs(SpecialClass::Rec, 8, 0));
    row("Recon: the enemy's superiority is not ours", F::ReconSuperiority, 0, 12,
        classTs(SpecialClass::Rec, 0, 8));
    row("Recon superiority neutralized up to parity", F::ReconSuperiority, 0, 12, [](ReconSetup &s) {
        red(s).elements << troops(QStringLiteral("Red scouts"), 1, 8, {SpecialClass::Rec});
        blue(s).elements << with(troops(QStringLiteral("Blue pickets"), 1, 8),
                                 [](BattleElement &e) { e.neutralizes = {SpecialClass::Rec}; });
    });
    row("Recon superiority set by the GM", F::ReconSuperiority, 2, 14,
        [](ReconSetup &s) { red(s).overrides.reconSuperiority = 2; });
    row("Air superiority, one-sided: +3", F::AirSuperiority, 3, 15,
        classTs(SpecialClass::Air, 10, 0, {Mobility::FA}));
    row("Air superiority one-sided but under 1% of the enemy's TS", F::AirSuperiority, 0, 12,
        classTs(SpecialClass::Air, 0.5, 0, {Mobility::FA}));
    row("Air superiority 10:4 is 2:1, +1", F::AirSuperiority, 1, 13,
        classTs(SpecialClass::Air, 10, 4, {Mobility::FA}));
    // "Troop Strength Modifiers" apply to superiority: at night the Air element without Night is at half TS.
    row("Air superiority at night: 5:4 without the Night feature", F::AirSuperiority, 0, 12,
        [](ReconSetup &s) {
            classTs(SpecialClass::Air, 10, 0, {Mobility::FA})(s);
            blue(s).elements << with(
                troops(QStringLiteral("Blue air"), 1, 4, {SpecialClass::Air}, {Mobility::FA}),
                [](BattleElement &e) { e.night = true; });
            for (BattleElement &e : red(s).elements)
                e.night = !e.classes.contains(SpecialClass::Air);
            for (BattleElement &e : blue(s).elements)
                e.night = true;
            s.conditions.time = TimeOfDay::Night;
        });
    row("Air superiority neutralized by anti-aircraft", F::AirSuperiority, 0, 12, [](ReconSetup &s) {
        classTs(SpecialClass::Air, 10, 0, {Mobility::FA})(s);
        blue(s).elements << with(troops(QStringLiteral("Blue AAA"), 1, 10, {SpecialClass::F}),
                                 [](BattleElement &e) { e.neutralizes = {SpecialClass::Air}; });
    });
    row("Air superiority set by the GM", F::AirSuperiority, 1, 13,
        [](ReconSetup &s) { red(s).overrides.airSuperiority = 1; });
    row("GM's modifier", F::GameMaster, -2, 10, [](ReconSetup &s) { red(s).gmModifier = -2; });
}

void TstReconModifiers::modifier()
{
    QFETCH(SetupChange, change);
    QFETCH(ReconFactor, factor);
    QFETCH(int, part);
    QFETCH(int, total);
    ReconSetup setup = plainSetup();
    change(setup);
    const auto skills = reconSkills(setup);
    QCOMPARE(skills[0].part(factor), part);
    QVERIFY2(skills[0].total() == total, qPrintable(skills[0].breakdown.toText()));
    QCOMPARE(reconSkill(setup, 0).total(), total);
}

// "Mobile Force Modifiers" apply only to mobile forces: an encamped force ignores flying, forced march,
// Recon elements, roads, speed and the Terrain feature.
void TstReconModifiers::encampedIgnoresMobileModifiers()
{
    ReconSetup setup = plainSetup();
    ReconSide &side = red(setup);
    setMobility(side, {Mobility::SA});
    side.elements.removeLast(); // no Recon elements
    side.forcedMarch = ForcedMarch::RollFailed;
    side.roads = RoadUse::TiedToNetwork;
    side.milesPerDay = 60;
    blue(setup).milesPerDay = 10;
    for (BattleElement &e : side.elements)
        addTerrain(e, TerrainType::Woodlands);
    side.posture = ReconPosture::Patrolling;
    ReconSkill skill = reconSkill(setup, 0);
    QVERIFY2(skill.modifiers() == 0, qPrintable(skill.breakdown.toText()));
    side.posture = ReconPosture::Mobile;
    skill = reconSkill(setup, 0);
    QVERIFY2(skill.modifiers() == -1 - 2 - 1 - 3 + 1 + 4, qPrintable(skill.breakdown.toText()));
}

// "Everything a GM sees is explained": the breakdown starts with the average, has one line per modifier
// (naming it and its value) and ends with the total; the GM's overrides say so.
void TstReconModifiers::breakdownListsEveryPart()
{
    ReconSetup setup = plainSetup();
    red(setup).locals = LocalRelations::Hostile;
    red(setup).roads = RoadUse::Road;
    red(setup).overrides.reconSuperiority = 1;
    red(setup).gmModifier = 1;
    const ReconSkill skill = reconSkill(setup, 0);
    const QStringList &steps = skill.breakdown.steps;
    QCOMPARE(steps.size(), 1 + 4 + 1);
    QVERIFY2(steps.first().contains(QLatin1String("Intelligence Analysis 12")) &&
                 steps.first().contains(QLatin1String("12")),
             qPrintable(skill.breakdown.toText()));
    QVERIFY(steps[1].contains(localRelationsName(LocalRelations::Hostile)) &&
            steps[1].endsWith(QLatin1String("-1")));
    QVERIFY(steps[2].contains(roadUseName(RoadUse::Road)) && steps[2].endsWith(QLatin1String("-1")));
    QVERIFY(steps[3].contains(QLatin1String("GM")) && steps[3].endsWith(QLatin1String("+1")));
    QVERIFY(steps[4].endsWith(QLatin1String("+1")));
    QVERIFY(steps.last().endsWith(QLatin1String("12")));
    QCOMPARE(skill.total(), 12);
}

// "none", "any" and "all" count elements, not roster lines; lines of count 0 do not count.
void TstReconModifiers::rosterFactsCountElements()
{
    const BattleElement scouts = troops(QStringLiteral("Scouts"), 2, 2, {SpecialClass::Rec});
    const BattleElement foot = troops(QStringLiteral("Foot"), 3, 4);
    auto facts = rosterFacts({scouts, foot}, BattleTerrain::Rural);
    QVERIFY(facts);
    QCOMPARE(facts->recon, ElementShare::Some);
    QVERIFY(!facts->allFlying);
    QCOMPARE(facts->terrainFeature, ElementShare::None);
    facts = rosterFacts({scouts, with(foot, [](BattleElement &e) { e.count = 0; })}, BattleTerrain::Rural);
    QCOMPARE(facts->recon, ElementShare::All);
    facts = rosterFacts({with(scouts, [](BattleElement &e) { addTerrain(e, TerrainType::Jungle); })},
                        BattleTerrain::Jungle);
    QCOMPARE(facts->terrainFeature, ElementShare::All);
    const BattleElement flyers = troops(QStringLiteral("Griffons"), 2, 4, {}, {Mobility::Foot, Mobility::SA});
    QVERIFY(rosterFacts({flyers}, BattleTerrain::Rural)->allFlying);
}

// A force known only by its estimate has no roster to judge: no Recon, flying or Terrain modifier and no
// superiority unless the GM sets them.
void TstReconModifiers::emptyRosterLeavesItToTheGm()
{
    ReconSetup setup = plainSetup();
    red(setup).elements.clear();
    QVERIFY(!rosterFacts({}, BattleTerrain::Rural));
    auto skills = reconSkills(setup);
    QVERIFY2(skills[0].modifiers() == 0, qPrintable(skills[0].breakdown.toText()));
    QVERIFY2(skills[1].modifiers() == 0,
             qPrintable(skills[1].breakdown.toText())); // no one-sided +3 for Blue
    red(setup).overrides.recon = ElementShare::None;
    red(setup).overrides.reconSuperiority = 0;
    blue(setup).overrides.reconSuperiority = 3;
    skills = reconSkills(setup);
    QCOMPARE(skills[0].part(ReconFactor::ReconElements), -1);
    QCOMPARE(skills[1].part(ReconFactor::ReconSuperiority), 3);
}

// User mistakes are values that name the field.
void TstReconModifiers::validation()
{
    ReconSetup setup = plainSetup();
    QVERIFY(validateReconSetup(setup).ok());
    blue(setup).intelligenceAnalysis = -1;
    muster::Status status = validateReconSetup(setup);
    QVERIFY(!status.ok());
    QCOMPARE(status.error().field, QStringLiteral("sides[1].intelligenceAnalysis"));
    setup = plainSetup();
    red(setup).strategy = 31;
    QCOMPARE(validateReconSetup(setup).error().field, QStringLiteral("sides[0].strategy"));
    setup = plainSetup();
    red(setup).milesPerDay = -5;
    QCOMPARE(validateReconSetup(setup).error().field, QStringLiteral("sides[0].milesPerDay"));
}

std::unique_ptr<QObject> newReconModifiersTest()
{
    return std::make_unique<TstReconModifiers>();
}

#include "recon_modifiers.moc"
