// The special battle in the set-up's JSON (design.md, "Nothing is lost"): every member survives the
// record, each is optional with the ordinary land battle's default, and a wrong value names its field.

#include "SpecialTestSupport.h"

#include "battle/gurps/BattleJson.h"
#include "battle/gurps/SpecialBattleJson.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <memory>

using namespace battletest;

namespace {

QJsonObject throughText(const QJsonObject &object)
{
    return QJsonDocument::fromJson(QJsonDocument(object).toJson()).object();
}

BattleSetup everything()
{
    BattleSetup setup = siegeOf();
    SpecialBattle &s = setup.special;
    s.campaign = CampaignType::Amphibious;
    s.siege.besieged = 0;
    s.siege.bunkered = false;
    s.siege.fortress.kind = FortressKind::Ruins;
    s.siege.fortress.ruinPenalty = 2;
    s.siege.fortress.site = FortressSite::ExtremelyStrong;
    s.massDestruction = MassDestruction{true, {true, false}, {0, 9}, true, true};
    BattleElement &e = setup.sides[0].elements[0];
    e.inRange = false;
    e.carriedBy = Carrier::Air;
    e.participation = Participation::SitsOut;
    e.flagship = e.sealed = e.poorEquipment = e.nukeCapable = true;
    e.tl = 7;
    return setup;
}

} // namespace

class SpecialJsonTest : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data()
    {
        QTest::addColumn<BattleSetup>("setup");
        QTest::newRow("ordinary land battle") << plainBattle();
        QTest::newRow("siege, amphibious campaign, WMD, every element member") << everything();
        BattleSetup assault = assaultOf({boats()}, {troops(infantry, 3, 10)});
        assault.special.amphibious = AmphibiousAssaultSetup{0, WaterObstacle::RockyShore, ShoreDefenses::Permanent, true, 3};
        QTest::newRow("amphibious assault") << assault;
        BattleSetup naval = plainBattle();
        naval.special.campaign = CampaignType::Naval;
        naval.special.naval = NavalBattleSetup{NavalWaters::Coastal, 0};
        QTest::newRow("coastal naval battle") << naval;
    }
    void roundTrip()
    {
        QFETCH(BattleSetup, setup);
        const auto back = setupFromJson(throughText(setupToJson(setup)));
        QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error().message));
        QCOMPARE(back->special, setup.special);
        QCOMPARE(*back, setup);
    }

    // Every member may be left out.
    void defaults()
    {
        QJsonObject json = setupToJson(plainBattle());
        json.insert(QStringLiteral("special"), QJsonObject{});
        const auto back = setupFromJson(json);
        QVERIFY(back.ok());
        QCOMPARE(back->special, SpecialBattle{});
        const auto special = specialBattleFromJson(QJsonObject{{QStringLiteral("situation"), QStringLiteral("siege")}}, QStringLiteral("special"));
        QVERIFY(special.ok());
        QCOMPARE(special->siege, SiegeSetup{});
    }

    void wrongValues_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("field");
        QTest::newRow("campaign") << R"({"campaign": "space"})" << "special.campaign";
        QTest::newRow("situation") << R"({"situation": "ambush"})" << "special.situation";
        QTest::newRow("besieged side") << R"({"siege": {"besieged": 2}})" << "special.siege.besieged";
        QTest::newRow("fortress kind") << R"({"siege": {"fortress": {"kind": "moat"}}})" << "special.siege.fortress.kind";
        QTest::newRow("obstacle") << R"({"amphibious": {"obstacle": "swamp"}})" << "special.amphibious.obstacle";
        QTest::newRow("defense bonus") << R"({"amphibious": {"defense_bonus": 12}})" << "special.amphibious.defense_bonus";
        QTest::newRow("waters") << R"({"naval": {"waters": "river"}})" << "special.naval.waters";
        QTest::newRow("chemical") << R"({"mass_destruction": {"chemical": [true]}})" << "special.mass_destruction.chemical";
        QTest::newRow("chemical TL") << R"({"mass_destruction": {"chemical_tl": [3, 14]}})" << "special.mass_destruction.chemical_tl";
        QTest::newRow("not an object") << R"({"siege": 3})" << "special.siege";
    }
    void wrongValues()
    {
        QFETCH(QString, json);
        QFETCH(QString, field);
        QJsonObject setup = setupToJson(plainBattle());
        setup.insert(QStringLiteral("special"), QJsonDocument::fromJson(json.toUtf8()).object());
        const auto back = setupFromJson(setup);
        QVERIFY(!back.ok());
        QCOMPARE(back.error().field, field);
    }

    void wrongElementValues()
    {
        QJsonObject setup = setupToJson(plainBattle());
        QJsonArray sides = setup.value(QStringLiteral("sides")).toArray();
        QJsonObject side = sides[0].toObject();
        QJsonArray elements = side.value(QStringLiteral("elements")).toArray();
        QJsonObject element = elements[0].toObject();
        element.insert(QStringLiteral("carried_by"), QStringLiteral("horse"));
        elements[0] = element;
        side.insert(QStringLiteral("elements"), elements);
        sides[0] = side;
        setup.insert(QStringLiteral("sides"), sides);
        const auto back = setupFromJson(setup);
        QVERIFY(!back.ok());
        QCOMPARE(back.error().field, QStringLiteral("sides[0].elements[0].carried_by"));
    }
};

std::unique_ptr<QObject> newSpecialJsonTest()
{
    return std::make_unique<SpecialJsonTest>();
}

#include "battle_special_json.moc"
