// The units, armies and board of d20 strategic combat ("Combat Units", "Battlefield Champions", "Reinforcement
// Zones"): their battle-file form and its refusals, and a GURPS force proposed as an army.

#include "battle/d20/ArmyFromForce.h"
#include "campaign/Campaign.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace muster::d20;

namespace {

Board board()
{
    Board b;
    b.columns = 20;
    b.rows = 10;
    b.tileFeet = 50;
    b.terrain << TerrainTile{QPoint(3, 4), QStringLiteral("forest")} << TerrainTile{QPoint(4, 4), QStringLiteral("river")};
    return b;
}

Army army()
{
    Army a;
    a.name = QStringLiteral("Iron Legion");
    a.forceId = 7;
    Unit pikes;
    pikes.name = QStringLiteral("Pikes");
    pikes.attack = 4;
    pikes.defense = 15;
    pikes.damage = 6;
    pikes.maxHealth = 20;
    pikes.health = 13;
    pikes.morale = 1;
    pikes.conditions = {Condition::winded, QStringLiteral("Muddy")};
    pikes.position = QPoint(2, 3);
    pikes.facing = 2;
    Unit bows;
    bows.name = QStringLiteral("Longbows");
    bows.type = UnitType::Ranged;
    bows.rangeIncrement = 3;
    Unit guns;
    guns.name = QStringLiteral("Trebuchets");
    guns.type = UnitType::Artillery;
    guns.rangeIncrement = 6;
    a.units << pikes << bows << guns;
    a.champions << Champion{QStringLiteral("Sir Aldric"), QStringLiteral("Pikes")} << Champion{QStringLiteral("Mage Orla"), {}};
    a.zones << QRect(0, 0, 2, 10);
    return a;
}

QJsonObject changed(QJsonObject object, const QString &key, const QJsonValue &value)
{
    object.insert(key, value);
    return object;
}

QJsonObject unitChanged(const QString &key, const QJsonValue &value, int unit = 0)
{
    QJsonObject object = armyToJson(army());
    QJsonArray units = object.value(QStringLiteral("units")).toArray();
    units[unit] = changed(units.at(unit).toObject(), key, value);
    object.insert(QStringLiteral("units"), units);
    return object;
}

} // namespace

class TstD20Army : public QObject
{
    Q_OBJECT

private slots:
    void roundTrips()
    {
        const auto readBoard = boardFromJson(boardToJson(board()), QStringLiteral("board"));
        QVERIFY(readBoard.ok());
        QCOMPARE(*readBoard, board());
        const auto readArmy = armyFromJson(armyToJson(army()), QStringLiteral("army"), board());
        QVERIFY2(readArmy.ok(), readArmy.ok() ? "" : qPrintable(readArmy.error().message));
        QCOMPARE(*readArmy, army());
        // A unit without a position waits in its army's reserve; Health defaults to full.
        QCOMPARE(readArmy->units.at(1).position, reserve);
        const auto minimal = armyFromJson(QJsonDocument::fromJson(R"({"name": "A", "units": [{"name": "U",
            "max_health": 12}]})").object(), {}, board());
        QVERIFY(minimal.ok());
        QCOMPARE(minimal->units.at(0).health, 12);
        QCOMPARE(minimal->units.at(0).type, UnitType::Melee);
        QCOMPARE(minimal->units.at(0).morale, 0); // ruling: the morale modifier defaults to +0
    }

    void refusals_data()
    {
        QTest::addColumn<QJsonObject>("file");
        QTest::addColumn<QString>("field");
        const QJsonObject good = armyToJson(army());
        QTest::newRow("no name") << changed(good, QStringLiteral("name"), QString()) << u"army.name"_qs;
        QTest::newRow("no units") << changed(good, QStringLiteral("units"), QJsonArray()) << u"army.units"_qs;
        QTest::newRow("unknown type") << unitChanged(QStringLiteral("type"), QStringLiteral("cavalry")) << u"army.units[0].type"_qs;
        QTest::newRow("Health above its maximum") << unitChanged(QStringLiteral("health"), 21) << u"army.units[0].health"_qs;
        QTest::newRow("facing 8") << unitChanged(QStringLiteral("facing"), 8) << u"army.units[0].facing"_qs;
        QTest::newRow("off the board") << unitChanged(QStringLiteral("position"), QJsonArray{20, 3}) << u"army.units[0].position"_qs;
        QTest::newRow("not a position") << unitChanged(QStringLiteral("position"), QJsonArray{2}) << u"army.units[0].position"_qs;
        QTest::newRow("two units of one name") << unitChanged(QStringLiteral("name"), QStringLiteral("pikes"), 1)
                                               << u"army.units[1].name"_qs;
        QJsonObject strayChampion = good;
        strayChampion.insert(QStringLiteral("champions"), QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("X")},
                                                                                  {QStringLiteral("joined"), QStringLiteral("Cavalry")}}});
        QTest::newRow("champion with a unit the army lacks") << strayChampion << u"army.champions[0].joined"_qs;
        // The inner list as a QJsonValue: clang reads QJsonArray{QJsonArray{...}} as a copy, not a nested list.
        QTest::newRow("zone off the board") << changed(good, QStringLiteral("zones"),
                                                       QJsonArray{QJsonValue(QJsonArray{18, 0, 3, 2})})
                                            << u"army.zones[0]"_qs;
    }
    void refusals()
    {
        QFETCH(QJsonObject, file);
        QFETCH(QString, field);
        const auto read = armyFromJson(file, QStringLiteral("army"), board());
        QVERIFY(!read.ok());
        QCOMPARE(read.error().field, field);
    }

    void boardRefusals()
    {
        QCOMPARE(boardFromJson(QJsonObject{{QStringLiteral("columns"), 1}}, QStringLiteral("board")).error().field,
                 u"board.columns"_qs);
        const QJsonObject unnamed{{QStringLiteral("terrain"), QJsonArray{QJsonObject{{QStringLiteral("x"), 1}, {QStringLiteral("y"), 1}}}}};
        QCOMPARE(boardFromJson(unnamed, QStringLiteral("board")).error().field, u"board.terrain[0].kind"_qs);
        const QJsonObject outside{{QStringLiteral("terrain"), QJsonArray{QJsonObject{
                                      {QStringLiteral("x"), 30}, {QStringLiteral("y"), 1}, {QStringLiteral("kind"), QStringLiteral("hill")}}}}};
        QCOMPARE(boardFromJson(outside, QStringLiteral("board")).error().field, u"board.terrain[0].x"_qs);
    }

    // The proposal from a GURPS force, by hand from the catalog's figures: 8 Heavy Infantry (TL2) have TS 32, 3 Heavy
    // Artillery (TL6) TS 900 (the same lines as the SMC proposal's test).
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
        Army proposed = armyFromForce(campaign, host);
        QCOMPARE(proposed.forceId, qint64(3));
        QCOMPARE(proposed.champions, (QList<Champion>{{QStringLiteral("Lady Maren"), {}}}));
        QCOMPARE(proposed.units.size(), 2);
        const Unit &infantry = proposed.units.at(0);
        QCOMPARE(infantry.type, UnitType::Melee);
        QCOMPARE(infantry.maxHealth, 80);  // 10 per element
        QCOMPARE(infantry.damage, 6);      // sqrt(32) = 5.66
        QCOMPARE(infantry.attack, 5);      // log2(32)
        QCOMPARE(infantry.defense, 12);
        QCOMPARE(infantry.rangeIncrement, 1);
        QCOMPARE(infantry.position, reserve);
        const Unit &artillery = proposed.units.at(1);
        QCOMPARE(artillery.type, UnitType::Artillery);
        QCOMPARE(artillery.rangeIncrement, 4);
        QCOMPARE(artillery.maxHealth, 30);
        QCOMPARE(artillery.damage, 30);    // sqrt(900)
        QCOMPARE(artillery.attack, 9);     // log2(900) = 9.8
        // The TS a line has left: 10% casualties leave 28.8, damage 5 (5.37), attack 4 (4.85).
        host.lines[0].casualties = 0.1;
        proposed = armyFromForce(campaign, host);
        QCOMPARE(proposed.units.at(0).damage, 5);
        QCOMPARE(proposed.units.at(0).attack, 4);
    }
};

QTEST_MAIN(TstD20Army)
#include "tst_d20_army.moc"
