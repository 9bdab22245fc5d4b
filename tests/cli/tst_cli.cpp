// muster-cli as a script sees it: JSON out, exit 0, or exit 2 with a one-line message naming the field.
// This class covers `element` and `roster`; cli_battle.cpp and cli_odds.cpp the battle subcommands (and
// cli_special.cpp special battles: sieges, amphibious assaults, naval battles),
// cli_economy.cpp `logistics` and `month`, cli_operations.cpp `travel` and `recon`. The main() at the end
// runs every class (see ../support/TestClassRunner.h).
#include "CliTestSupport.h"
#include "TestClassRunner.h"

#include <QJsonArray>
#include <QtTest>

#include <memory>

using clitest::run;
using clitest::Run;

class TestCli : public QObject
{
    Q_OBJECT

private:
    QString writeRoster(const QByteArray &json) { return m_files.write(json); }

    clitest::JsonFiles m_files;

private slots:
    // Chapter 1, "Customization" and "Quantity": five Airborne Ninja.
    void airborneNinjaFiveElements()
    {
        const Run r = run({QStringLiteral("element"), QStringLiteral("--type"), QStringLiteral("Light Infantry"),
                           QStringLiteral("--tl"), QStringLiteral("4"), QStringLiteral("--equipment"), QStringLiteral("Fine"),
                           QStringLiteral("--troops"), QStringLiteral("Elite"), QStringLiteral("--feature"),
                           QStringLiteral("Airborne"), QStringLiteral("--feature"), QStringLiteral("Neutralize (C3I)"),
                           QStringLiteral("--feature"), QStringLiteral("Night"), QStringLiteral("--count"), QStringLiteral("5")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json.value(QLatin1String("ts")).toDouble(), 30.0);
        QCOMPARE(r.json.value(QLatin1String("wt")).toDouble(), 5.0);
        QCOMPARE(r.json.value(QLatin1String("raise")).toDouble(), 930000.0);
        QCOMPARE(r.json.value(QLatin1String("maintain")).toDouble(), 122000.0);
        QCOMPARE(r.json.value(QLatin1String("support")).toBool(), false);
        QCOMPARE(r.json.value(QLatin1String("classes")).toArray(), QJsonArray({QStringLiteral("Rec")}));
        QCOMPARE(r.json.value(QLatin1String("neutralizes")).toArray(), QJsonArray({QStringLiteral("C3I")}));
        QCOMPARE(r.json.value(QLatin1String("mobility")).toArray(), QJsonArray({QStringLiteral("Foot")}));
        // Time to Raise a Force: $186K each -> ceil(18.6 x 7) = 131 days; x2: ceil(0.75 x 131); x4: ceil(0.5 x 131).
        QCOMPARE(r.json.value(QLatin1String("raise_days")).toInt(), 131);
        QCOMPARE(r.json.value(QLatin1String("raise_days_x2")).toInt(), 99);
        QCOMPARE(r.json.value(QLatin1String("raise_days_x4")).toInt(), 66);
    }

    // A name two tables share means the version with the latest TL of introduction at or below --tl.
    void sharedNamePicksLatestTable_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<int>("tl");
        QTest::addColumn<double>("ts");
        QTest::addColumn<double>("raise");
        // TL0-5 table: Heavy Artillery (2.5)* doubles from TL2 through TL5.
        QTest::newRow("Heavy Artillery TL4 (TL0-5 table, *)") << QStringLiteral("Heavy Artillery") << 4 << 10.0 << 100000.0;
        // TL6-12 table: Heavy Artillery (300) at TL6, doubling after.
        QTest::newRow("Heavy Artillery TL6 (TL6-12 table)") << QStringLiteral("Heavy Artillery") << 6 << 300.0 << 300000.0;
        QTest::newRow("Heavy Artillery TL8 (TL6-12 table)") << QStringLiteral("Heavy Artillery") << 8 << 1200.0 << 300000.0;
        QTest::newRow("Draft Team TL3 (TL0-5 table)") << QStringLiteral("Draft Team") << 3 << 0.0 << 10000.0;
        QTest::newRow("Draft Team TL6 (TL6-12 table)") << QStringLiteral("Draft Team") << 6 << 2.0 << 10000.0;
        QTest::newRow("Light Artillery TL5 (TL0-5 table, *)") << QStringLiteral("Light Artillery") << 5 << 8.0 << 40000.0;
        QTest::newRow("Light Artillery TL7 (TL6-12 table)") << QStringLiteral("Light Artillery") << 7 << 120.0 << 60000.0;
    }

    void sharedNamePicksLatestTable()
    {
        QFETCH(QString, type);
        QFETCH(int, tl);
        QFETCH(double, ts);
        QFETCH(double, raise);
        const Run r = run({QStringLiteral("element"), QStringLiteral("--type"), type, QStringLiteral("--tl"), QString::number(tl)});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json.value(QLatin1String("ts")).toDouble(), ts);
        QCOMPARE(r.json.value(QLatin1String("raise")).toDouble(), raise);
    }

    // Appendix A, "Modern Military Force Roster".
    void modernForceRoster()
    {
        const QByteArray json = R"j({"elements":[
            {"type":"IFV","count":13,"tl":8,"equipment":"Very Fine","troops":"Good","features":["Night"]},
            {"type":"Riflemen","count":9,"tl":8,"equipment":"Very Fine","troops":"Good","features":["Night"]},
            {"type":"HSW","count":3,"tl":8,"equipment":"Very Fine","troops":"Good","features":["Night"]},
            {"type":"Command Post","count":2,"tl":8,"equipment":"Very Fine","troops":"Good","features":["Night"]},
            {"type":"MANPAD","count":1,"tl":8,"equipment":"Very Fine","troops":"Good","features":["Night"]},
            {"type":"APC","count":1,"tl":8,"equipment":"Very Fine","troops":"Good","features":["Night"]},
            {"type":"Light Truck","count":1,"tl":8,"equipment":"Very Fine","troops":"Good","features":["Night"]}]})j";
        const Run r = run({QStringLiteral("roster"), writeRoster(json)});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json.value(QLatin1String("force_ts")).toDouble(), 20880.0);
        QCOMPARE(r.json.value(QLatin1String("elements")).toInt(), 30);
        const QJsonObject classes = r.json.value(QLatin1String("class_ts")).toObject();
        QCOMPARE(classes.value(QLatin1String("Arm")).toDouble(), 16200.0);
        QCOMPARE(classes.value(QLatin1String("C3I")).toDouble(), 1200.0);
        QCOMPARE(classes.value(QLatin1String("Cv")).toDouble(), 16320.0);
        QCOMPARE(classes.value(QLatin1String("F")).toDouble(), 22320.0);
        QCOMPARE(classes.value(QLatin1String("Rec")).toDouble(), 4320.0);
        QCOMPARE(classes.value(QLatin1String("Air")).toDouble(), 0.0);
        QCOMPARE(classes.keys().size(), 9);
        const QJsonObject neutralize = r.json.value(QLatin1String("neutralize_ts")).toObject();
        QCOMPARE(neutralize.value(QLatin1String("Air")).toDouble(), 600.0);
        QCOMPARE(neutralize.keys().size(), 9);
        // Sum of the element records' costs in Appendix A.
        QCOMPARE(r.json.value(QLatin1String("raise")).toDouble(),
                 13 * 1680000.0 + 9 * 252000.0 + 3 * 210000.0 + 2 * 420000.0 + 157500.0 + 840000.0 + 105000.0);
        QCOMPARE(r.json.value(QLatin1String("maintain")).toDouble(),
                 13 * 46400.0 + 9 * 34800.0 + 3 * 29000.0 + 2 * 58000.0 + 21750.0 + 29000.0 + 7250.0);
    }

    // Appendix A, "Yrth Military Force Roster".
    void yrthForceRoster()
    {
        const QByteArray json = R"j({"elements":[
            {"type":"Heavy Cavalry","count":3,"tl":3,"equipment":"Fine","troops":"Good","features":["Impetuous"]},
            {"type":"Heavy Infantry","count":5,"tl":3},
            {"type":"Bowmen","count":2,"tl":3},
            {"type":"Miners","count":1,"tl":3,"equipment":"Fine"},
            {"type":"Heavy Infantry","count":1,"tl":3,"equipment":"Fine","troops":"Elite","features":["Hero"],"hero_multiplier":1}]})j";
        const Run r = run({QStringLiteral("roster"), writeRoster(json)});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json.value(QLatin1String("force_ts")).toDouble(), 75.5);
        QCOMPARE(r.json.value(QLatin1String("total_ts")).toDouble(), 75.5);
        const QJsonObject classes = r.json.value(QLatin1String("class_ts")).toObject();
        QCOMPARE(classes.value(QLatin1String("Cv")).toDouble(), 37.5);
        QCOMPARE(classes.value(QLatin1String("Eng")).toDouble(), 2.0);
        QCOMPARE(classes.value(QLatin1String("F")).toDouble(), 4.0);
        QCOMPARE(r.json.value(QLatin1String("elements")).toInt(), 12);
    }

    // Bad input: exit 2, nothing on stdout, one line on stderr naming the field.
    void badInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("field");
        const QString element = QStringLiteral("element");
        QTest::newRow("unknown type") << QStringList{element, QStringLiteral("--type"), QStringLiteral("Dragon Tank"), QStringLiteral("--tl"), QStringLiteral("3")} << QStringLiteral("type");
        QTest::newRow("unknown feature") << QStringList{element, QStringLiteral("--type"), QStringLiteral("Bowmen"), QStringLiteral("--tl"), QStringLiteral("3"), QStringLiteral("--feature"), QStringLiteral("Flying")} << QStringLiteral("features");
        QTest::newRow("unknown equipment") << QStringList{element, QStringLiteral("--type"), QStringLiteral("Bowmen"), QStringLiteral("--tl"), QStringLiteral("3"), QStringLiteral("--equipment"), QStringLiteral("Shiny")} << QStringLiteral("equipment");
        QTest::newRow("unknown troops") << QStringList{element, QStringLiteral("--type"), QStringLiteral("Bowmen"), QStringLiteral("--tl"), QStringLiteral("3"), QStringLiteral("--troops"), QStringLiteral("Heroic")} << QStringLiteral("troops");
        QTest::newRow("before introduction") << QStringList{element, QStringLiteral("--type"), QStringLiteral("Musketeers"), QStringLiteral("--tl"), QStringLiteral("2")} << QStringLiteral("tl");
        QTest::newRow("missing tl") << QStringList{element, QStringLiteral("--type"), QStringLiteral("Bowmen")} << QStringLiteral("tl");
        QTest::newRow("missing type") << QStringList{element, QStringLiteral("--tl"), QStringLiteral("3")} << QStringLiteral("type");
        QTest::newRow("tl not a number") << QStringList{element, QStringLiteral("--type"), QStringLiteral("Bowmen"), QStringLiteral("--tl"), QStringLiteral("three")} << QStringLiteral("tl");
        QTest::newRow("hovercraft at TL6") << QStringList{element, QStringLiteral("--type"), QStringLiteral("Heavy Truck"), QStringLiteral("--tl"), QStringLiteral("6"), QStringLiteral("--feature"), QStringLiteral("Hovercraft")} << QStringLiteral("features");
        QTest::newRow("bad hero multiplier") << QStringList{element, QStringLiteral("--type"), QStringLiteral("Bowmen"), QStringLiteral("--tl"), QStringLiteral("3"), QStringLiteral("--hero-multiplier"), QStringLiteral("-2")} << QStringLiteral("hero_multiplier");
        QTest::newRow("unknown command") << QStringList{QStringLiteral("siege")} << QStringLiteral("command");
        QTest::newRow("missing roster file") << QStringList{QStringLiteral("roster"), QStringLiteral("/nonexistent/roster.json")} << QStringLiteral("file");
    }

    void badInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, field);
        const Run r = run(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.json.isEmpty());
        // The field first, as the JSON inputs name their fields.
        QVERIFY2(r.error.startsWith(QStringLiteral("muster-cli: ") + field) ||
                     r.error.contains(QStringLiteral(".") + field),
                 qPrintable(r.error));
        QCOMPARE(r.error.count(QLatin1Char('\n')), 0);
    }

    void badRosterFile_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        QTest::newRow("not JSON") << QByteArray("{elements: oops") << QStringLiteral("file");
        QTest::newRow("no elements") << QByteArray(R"j({"lines":[]})j") << QStringLiteral("elements");
        QTest::newRow("unknown type in second line") << QByteArray(R"j({"elements":[{"type":"Bowmen","tl":3},{"type":"Robot","tl":3}]})j") << QStringLiteral("elements[1].type");
        QTest::newRow("negative count") << QByteArray(R"j({"elements":[{"type":"Bowmen","tl":3,"count":-1}]})j") << QStringLiteral("elements[0].count");
        QTest::newRow("two flagships") << QByteArray(R"j({"elements":[{"type":"Galleon","tl":4,"count":2,"features":["Flagship"]}]})j") << QStringLiteral("elements");
        QTest::newRow("unknown feature") << QByteArray(R"j({"elements":[{"type":"Bowmen","tl":3,"features":["Neutralize (Magic)"]}]})j") << QStringLiteral("elements[0].features");
    }

    void badRosterFile()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        const Run r = run({QStringLiteral("roster"), writeRoster(json)});
        QCOMPARE(r.exitCode, 2);
        // The field first, as the JSON inputs name their fields.
        QVERIFY2(r.error.startsWith(QStringLiteral("muster-cli: ") + field) ||
                     r.error.contains(QStringLiteral(".") + field),
                 qPrintable(r.error));
    }
};

std::unique_ptr<QObject> newCliBattleTest();
std::unique_ptr<QObject> newCliSpecialTest();
std::unique_ptr<QObject> newCliOddsTest();
std::unique_ptr<QObject> newCliForecastTest();
std::unique_ptr<QObject> newCliEconomyTest();
std::unique_ptr<QObject> newCliOperationsTest();
std::unique_ptr<QObject> newCliCampaignTest();
std::unique_ptr<QObject> newCliMyzTest();
std::unique_ptr<QObject> newCliMyzForecastTest();
std::unique_ptr<QObject> newCliSmcTest();
std::unique_ptr<QObject> newCliD20Test();
std::unique_ptr<QObject> newCliGcsTest();

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    mustertest::TestClasses tests;
    tests.push_back(std::make_unique<TestCli>());
    tests.push_back(newCliBattleTest());
    tests.push_back(newCliSpecialTest());
    tests.push_back(newCliOddsTest());
    tests.push_back(newCliForecastTest());
    tests.push_back(newCliMyzTest());
    tests.push_back(newCliMyzForecastTest());
    tests.push_back(newCliSmcTest());
    tests.push_back(newCliD20Test());
    tests.push_back(newCliEconomyTest());
    tests.push_back(newCliOperationsTest());
    tests.push_back(newCliCampaignTest());
    tests.push_back(newCliGcsTest());
    return mustertest::runTestClasses(argc, argv, tests);
}

#include "tst_cli.moc"
