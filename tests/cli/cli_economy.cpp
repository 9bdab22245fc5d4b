// `muster-cli logistics` and `muster-cli month`: the cost of a logistic force ("THE LOGISTIC FORCE") and the
// month-end maintenance of one force ("MAINTAINING A FORCE") of GURPS Mass Combat, as a
// script sees them; resources/examples/month-example.json runs as the README shows it.

#include "CliTestSupport.h"

#include <QJsonArray>
#include <QtTest>

#include <memory>

using clitest::run;
using clitest::Run;

namespace {

double number(const Run &r, const char *key)
{
    return r.json.value(QLatin1String(key)).toDouble();
}

// A roster of `count` elements of one type, and the rest of a month file around it.
QJsonObject month(const QString &type, int count, int tl, const QJsonObject &extra,
                  const QJsonArray &features = {})
{
    QJsonObject line{{QStringLiteral("type"), type},
                     {QStringLiteral("count"), count},
                     {QStringLiteral("tl"), tl},
                     {QStringLiteral("features"), features}};
    QJsonObject o = extra;
    o.insert(QStringLiteral("roster"), QJsonObject{{QStringLiteral("elements"), QJsonArray{line}}});
    if (!o.contains(QStringLiteral("admin_margin")) && !o.contains(QStringLiteral("admin_roll")))
        o.insert(QStringLiteral("admin_margin"), 0);
    return o;
}

} // namespace

class CliEconomyTest : public QObject
{
    Q_OBJECT

private:
    Run runMonth(const QJsonObject &input) { return run({QStringLiteral("month"), m_files.write(input)}); }

    clitest::JsonFiles m_files;

private slots:
    // "THE LOGISTIC FORCE", example: LS 5,500 of land and of naval logistics.
    void logistics_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("ls");
        QTest::addColumn<double>("raise");
        QTest::addColumn<double>("maintain");
        QTest::newRow("land 5,500") << QStringLiteral("land") << QStringLiteral("5500") << 27500000.0
                                    << 2750000.0;
        QTest::newRow("naval 5,500") << QStringLiteral("naval") << QStringLiteral("5500") << 55000000.0
                                     << 5500000.0;
        QTest::newRow("air 5,500") << QStringLiteral("air") << QStringLiteral("5500") << 110000000.0
                                   << 11000000.0;
        QTest::newRow("land 24.4") << QStringLiteral("Land") << QStringLiteral("24.4") << 122000.0 << 12200.0;
    }

    void logistics()
    {
        QFETCH(QString, kind);
        QFETCH(QString, ls);
        QFETCH(double, raise);
        QFETCH(double, maintain);
        const Run r =
            run({QStringLiteral("logistics"), QStringLiteral("--kind"), kind, QStringLiteral("--ls"), ls});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(number(r, "raise"), raise);
        QCOMPARE(number(r, "maintain"), maintain);
        QCOMPARE(r.json.keys(), QStringList({QStringLiteral("maintain"), QStringLiteral("raise")}));
    }

    void logisticsBadInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("expected");
        const QString l = QStringLiteral("logistics");
        QTest::newRow("no kind") << QStringList{l, QStringLiteral("--ls"), QStringLiteral("5")}
                                 << QStringLiteral("kind: ");
        QTest::newRow("unknown kind") << QStringList{l, QStringLiteral("--kind"), QStringLiteral("space"),
                                                     QStringLiteral("--ls"), QStringLiteral("5")}
                                      << QStringLiteral("kind: ");
        QTest::newRow("no ls") << QStringList{l, QStringLiteral("--kind"), QStringLiteral("air")}
                               << QStringLiteral("ls: ");
        QTest::newRow("negative ls") << QStringList{l, QStringLiteral("--kind"), QStringLiteral("air"),
                                                    QStringLiteral("--ls"), QStringLiteral("-1")}
                                     << QStringLiteral("ls: ");
        QTest::newRow("ls not a number") << QStringList{l, QStringLiteral("--kind"), QStringLiteral("air"),
                                                        QStringLiteral("--ls"), QStringLiteral("lots")}
                                         << QStringLiteral("ls: ");
    }

    void logisticsBadInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, expected);
        const Run r = run(arguments);
        const QString problem = clitest::badInputProblem(r, expected);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // The README's example: Sir Richard's force in the woods in campaigning season, Administration 14
    // rolled 9.
    void monthExample()
    {
        const Run r = run({QStringLiteral("month"), clitest::example("month-example.json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(number(r, "fighting_maintain"), 316400.0);
        QCOMPARE(number(r, "logistics_maintain"), 87500.0);
        QCOMPARE(number(r, "admin_modifier_pct"), -10.0);
        QCOMPARE(number(r, "total"), 363510.0);
        QCOMPARE(number(r, "logistics_due") + number(r, "fighting_due"), 363510.0);
        QCOMPARE(number(r, "ls_required"), 316.4);
        QCOMPARE(number(r, "ls_available"), 350.0);
        QCOMPARE(number(r, "ls_shortfall"), 0.0);
        QCOMPARE(number(r, "ts_after"), 83.5);
        QCOMPARE(number(r, "casualties_pct"), 0.0);
        const QJsonObject breakdown = r.json.value(QLatin1String("breakdown")).toObject();
        for (const char *key :
             {"fighting_maintain", "logistics_maintain", "admin_modifier_pct", "total", "ls", "ts_after"})
            QVERIFY2(!breakdown.value(QLatin1String(key)).toArray().isEmpty(), key);
    }

    // "MAINTAINING A FORCE": a $7,400K fighting force calls for LS 7,400 (185 Heavy Cavalry at $40K).
    void fightingForceNeedsLs()
    {
        const Run r =
            runMonth(month(QStringLiteral("Heavy Cavalry"), 185, 3,
                           {{QStringLiteral("logistics"), QJsonObject{{QStringLiteral("land"), 7400}}}}));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(number(r, "fighting_maintain"), 7400000.0);
        QCOMPARE(number(r, "logistics_maintain"), 3700000.0);
        QCOMPARE(number(r, "total"), 11100000.0);
        QCOMPARE(number(r, "ls_required"), 7400.0);
        QCOMPARE(number(r, "ls_shortfall"), 0.0);
    }

    // "THE LOGISTIC FORCE", example: a $5,500K force supplied over land and water (275 Light Cavalry at
    // $20K).
    void supplyLineOverWater_data()
    {
        QTest::addColumn<int>("naval");
        QTest::addColumn<double>("shortfall");
        QTest::newRow("naval LS 5,500") << 5500 << 0.0;
        QTest::newRow("naval LS 5,000") << 5000 << 500.0;
    }

    void supplyLineOverWater()
    {
        QFETCH(int, naval);
        QFETCH(double, shortfall);
        const Run r =
            runMonth(month(QStringLiteral("Light Cavalry"), 275, 3,
                           {{QStringLiteral("logistics"),
                             QJsonObject{{QStringLiteral("land"), 5500}, {QStringLiteral("naval"), naval}}},
                            {QStringLiteral("supply_by_water"), true}}));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(number(r, "ls_required"), 5500.0);
        QCOMPARE(number(r, "ls_shortfall"), shortfall);
        QCOMPARE(number(r, "logistics_maintain"), 2750000.0 + naval * 1000.0);
    }

    // "Reduced Readiness" and the Administration table through the file's fields.
    void readinessAndAdministration_data()
    {
        QTest::addColumn<QJsonObject>("extra");
        QTest::addColumn<double>("total");
        QTest::addColumn<double>("tsAfter");
        QTest::addColumn<int>("casualties");
        // 10 Heavy Infantry TL3: $80K a month, TS 40.
        QTest::newRow("full") << QJsonObject{{QStringLiteral("readiness"), QStringLiteral("full")}} << 80000.0
                              << 40.0 << 0;
        QTest::newRow("low") << QJsonObject{{QStringLiteral("readiness"), QStringLiteral("low")}} << 40000.0
                             << 20.0 << 0;
        QTest::newRow("none") << QJsonObject{{QStringLiteral("readiness"), QStringLiteral("none")}} << 0.0
                              << 19.0 << 5;
        QTest::newRow("after reduced readiness")
            << QJsonObject{{QStringLiteral("reduced_last_month"), true}} << 80000.0 << 20.0 << 0;
        QTest::newRow("critical success")
            << QJsonObject{{QStringLiteral("admin_margin"), 1},
                           {QStringLiteral("critical"), QStringLiteral("success")}}
            << 68000.0 << 40.0 << 0;
        QTest::newRow("critical failure")
            << QJsonObject{{QStringLiteral("admin_margin"), -3},
                           {QStringLiteral("critical"), QStringLiteral("failure")}}
            << 92000.0 << 40.0 << 0;
        QTest::newRow("rolled 18") << QJsonObject{{QStringLiteral("admin_roll"), 18},
                                                  {QStringLiteral("admin_skill"), 20}}
                                   << 92000.0 << 40.0 << 0;
        QTest::newRow("failure by 2")
            << QJsonObject{{QStringLiteral("admin_margin"), -2}} << 88000.0 << 40.0 << 0;
    }

    void readinessAndAdministration()
    {
        QFETCH(QJsonObject, extra);
        QFETCH(double, total);
        QFETCH(double, tsAfter);
        QFETCH(int, casualties);
        const Run r = runMonth(month(QStringLiteral("Heavy Infantry"), 10, 3, extra));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(number(r, "total"), total);
        QCOMPARE(number(r, "ts_after"), tsAfter);
        QCOMPARE(number(r, "casualties_pct"), double(casualties));
    }

    // Terrain, the GM's word on the Terrain feature, roads, and the Mercenary's 1.5 x from the catalog.
    void terrainSeasonAndHire_data()
    {
        QTest::addColumn<QJsonObject>("extra");
        QTest::addColumn<QJsonArray>("features");
        QTest::addColumn<double>("fighting");
        const QString terrain = QStringLiteral("terrain");
        QTest::newRow("Mountain") << QJsonObject{{terrain, QStringLiteral("Mountain")}} << QJsonArray()
                                  << 160000.0;
        QTest::newRow("Mountain, feature on the line")
            << QJsonObject{{terrain, QStringLiteral("Mountain")}}
            << QJsonArray{QStringLiteral("Terrain (Mountain)")} << 120000.0;
        QTest::newRow("Mountain, the GM says all have it")
            << QJsonObject{{terrain, QStringLiteral("mountain")},
                           {QStringLiteral("terrain_feature_matches"), true}}
            << QJsonArray() << 120000.0;
        QTest::newRow("Mountain, the GM says none has it")
            << QJsonObject{{terrain, QStringLiteral("Mountain")},
                           {QStringLiteral("terrain_feature_matches"), false}}
            << QJsonArray{QStringLiteral("Terrain (Mountain)")} << 160000.0;
        QTest::newRow("Woodlands on roads")
            << QJsonObject{{terrain, QStringLiteral("Woodlands")}, {QStringLiteral("tied_to_roads"), true}}
            << QJsonArray() << 80000.0;
        QTest::newRow("campaigning season")
            << QJsonObject{{QStringLiteral("campaigning_season"), true}} << QJsonArray() << 40000.0;
        QTest::newRow("Mercenary") << QJsonObject() << QJsonArray{QStringLiteral("Mercenary")} << 120000.0;
        QTest::newRow("Mercenary in season in the swamp")
            << QJsonObject{{terrain, QStringLiteral("Swampland")},
                           {QStringLiteral("campaigning_season"), true}}
            << QJsonArray{QStringLiteral("Mercenary")} << 120000.0;
    }

    void terrainSeasonAndHire()
    {
        QFETCH(QJsonObject, extra);
        QFETCH(QJsonArray, features);
        QFETCH(double, fighting);
        const Run r = runMonth(month(QStringLiteral("Heavy Infantry"), 10, 3, extra, features));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(number(r, "fighting_maintain"), fighting);
    }

    // Bad input: exit 2, nothing on stdout, one line on stderr that starts with the field.
    void monthBadInput_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        const QByteArray roster = R"j("roster":{"elements":[{"type":"Bowmen","tl":3}]})j";
        auto with = [&roster](const char *fields) { return "{" + roster + "," + QByteArray(fields) + "}"; };
        QTest::newRow("not JSON") << QByteArray("{roster") << QStringLiteral("file");
        QTest::newRow("no roster") << QByteArray(R"j({"admin_margin":0})j") << QStringLiteral("roster");
        QTest::newRow("bad roster line")
            << QByteArray(R"j({"roster":{"elements":[{"type":"Robot","tl":3}]},"admin_margin":0})j")
            << QStringLiteral("roster.elements[0].type");
        QTest::newRow("unknown field")
            << with(R"j("admin_margin":0,"weather":"rain")j") << QStringLiteral("weather");
        QTest::newRow("no Administration roll")
            << with(R"j("readiness":"full")j") << QStringLiteral("admin_margin");
        QTest::newRow("margin and roll") << with(R"j("admin_margin":0,"admin_roll":10,"admin_skill":12)j")
                                         << QStringLiteral("admin_margin");
        QTest::newRow("roll without skill") << with(R"j("admin_roll":10)j") << QStringLiteral("admin_skill");
        QTest::newRow("roll of 2") << with(R"j("admin_roll":2,"admin_skill":12)j")
                                   << QStringLiteral("admin_roll");
        QTest::newRow("margin not whole")
            << with(R"j("admin_margin":1.5)j") << QStringLiteral("admin_margin");
        QTest::newRow("critical with a roll")
            << with(R"j("admin_roll":4,"admin_skill":12,"critical":"success")j")
            << QStringLiteral("critical");
        QTest::newRow("unknown critical")
            << with(R"j("admin_margin":0,"critical":"maybe")j") << QStringLiteral("critical");
        QTest::newRow("unknown readiness")
            << with(R"j("admin_margin":0,"readiness":"half")j") << QStringLiteral("readiness");
        QTest::newRow("unknown terrain")
            << with(R"j("admin_margin":0,"terrain":"Tundra")j") << QStringLiteral("terrain");
        QTest::newRow("negative LS") << with(R"j("admin_margin":0,"logistics":{"land":-5})j")
                                     << QStringLiteral("logistics.land");
        QTest::newRow("unknown logistics field")
            << with(R"j("admin_margin":0,"logistics":{"sea":5})j") << QStringLiteral("logistics.sea");
        QTest::newRow("logistics not an object")
            << with(R"j("admin_margin":0,"logistics":5)j") << QStringLiteral("logistics");
        QTest::newRow("roads not true or false")
            << with(R"j("admin_margin":0,"tied_to_roads":"yes")j") << QStringLiteral("tied_to_roads");
        QTest::newRow("over water and at port")
            << with(R"j("admin_margin":0,"supply_by_water":true,"at_port":true)j")
            << QStringLiteral("at_port");
    }

    void monthBadInput()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        const Run r = run({QStringLiteral("month"), m_files.write(json)});
        const QString problem = clitest::badInputProblem(r, expected);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
};

std::unique_ptr<QObject> newCliEconomyTest()
{
    return std::make_unique<CliEconomyTest>();
}

#include "cli_economy.moc"
