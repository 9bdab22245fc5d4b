// `muster-cli travel` and `muster-cli recon`: a march ("FORCES IN MOTION") and the Reconnaissance Contest
// ("RECONNAISSANCE OPERATIONS", the Drake's Cross example) of GURPS Mass Combat, as a
// script sees them; resources/examples/travel-example.json and recon-drakes-cross.json run as the README
// shows them.

#include "CliTestSupport.h"

#include <QJsonArray>
#include <QtTest>

#include <memory>

using clitest::run;
using clitest::Run;

namespace {

double number(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toDouble();
}

// Whether the breakdown of `o` has this line.
bool hasStep(const QJsonObject &o, const QString &step)
{
    return o.value(QLatin1String("breakdown")).toArray().contains(step);
}

QJsonObject at(const Run &r, const char *key, int index)
{
    return r.json.value(QLatin1String(key)).toArray().at(index).toObject();
}

// Four Heavy Infantry, four Mounts and a Heavy Artillery nothing in the force can haul, and `fields`.
QByteArray march(const char *fields)
{
    return QByteArray(R"j({"roster":{"elements":[{"type":"Heavy Infantry","count":4,"tl":3},
        {"type":"Mounts","count":4,"tl":3},{"type":"Heavy Artillery","count":1,"tl":3}]},)j") +
           fields + "}";
}

// Two plain sides of skill 12 with no roster, and `fields`.
QByteArray contest(const char *fields)
{
    return QByteArray(R"j({"sides":[{"name":"Red","strategy":12,"intelligence_analysis":12},
        {"name":"Blue","strategy":12,"intelligence_analysis":12}])j") +
           (*fields ? QByteArray(",") + fields : QByteArray()) + "}";
}

} // namespace

class CliOperationsTest : public QObject
{
    Q_OBJECT

private:
    Run travel(const QByteArray &json) { return run({QStringLiteral("travel"), m_files.write(json)}); }
    Run travel(const QJsonObject &json) { return run({QStringLiteral("travel"), m_files.write(json)}); }
    Run recon(const QByteArray &json) { return run({QStringLiteral("recon"), m_files.write(json)}); }

    clitest::JsonFiles m_files;

private slots:
    // The README's march: Foot at 20 miles a day on good road (50 miles), then off-road at 10 x1.5 forced
    // (30 miles); Administration 12 +3 and +2 against typed 10 and 15: the second day fails, 5%.
    void travelExample()
    {
        const Run r = run({QStringLiteral("travel"), clitest::example("travel-example.json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(number(at(r, "speed_per_leg", 0), "speed"), 20.0);
        QCOMPARE(number(at(r, "speed_per_leg", 1), "speed"), 15.0);
        QVERIFY(hasStep(at(r, "speed_per_leg", 1), QStringLiteral("Forced march x1.5: 15 miles/day")));
        QCOMPARE(number(r.json, "days"), 4.5);
        QCOMPARE(r.json.value(QLatin1String("days_hours")).toString(), QStringLiteral("4 days 12 hours"));
        QCOMPARE(r.json.value(QLatin1String("arrival")).toString(), QStringLiteral("1203-05-19"));
        QCOMPARE(number(r.json, "casualties_pct"), 5.0);
        const QJsonObject second = at(r, "forced_march_rolls", 1);
        QCOMPARE(number(second, "target"), 14.0);
        QCOMPARE(number(second, "roll"), 15.0);
        QCOMPARE(second.value(QLatin1String("outcome")).toString(), QStringLiteral("failure"));
        QCOMPARE(second.value(QLatin1String("rolled")).toBool(), false);
        const QJsonObject ride = at(r, "carried", 1);
        QCOMPARE(ride.value(QLatin1String("carried")).toString(),
                 QStringLiteral("Trebuchet (Heavy Artillery)"));
        QCOMPARE(ride.value(QLatin1String("carrier")).toString(), QStringLiteral("Ox wagons (Draft Team)"));
        QCOMPARE(r.json.value(QLatin1String("carried")).toArray().size(), 4); // two entries on each leg
        const QJsonObject recon = r.json.value(QLatin1String("recon_modifiers")).toObject();
        QCOMPARE(number(recon, "forced_march"), -2.0); // a roll of the forced march failed
        QCOMPARE(number(recon, "total"), -2.0);
    }

    // The same march measured in km: the same days; distances and speeds in km (1 km = 0.621371 mi).
    void travelInKilometres()
    {
        QJsonObject input = clitest::readExample("travel-example.json");
        input.insert(QStringLiteral("unit"), QStringLiteral("km"));
        QJsonArray legs = input.value(QLatin1String("legs")).toArray();
        for (qsizetype i = 0; i < legs.size(); ++i) {
            QJsonObject leg = legs.at(i).toObject();
            leg.insert(QStringLiteral("distance"), number(leg, "distance") / 0.621371);
            legs[i] = leg;
        }
        input.insert(QStringLiteral("legs"), legs);
        const Run r = travel(input);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json.value(QLatin1String("unit")).toString(), QStringLiteral("km"));
        QCOMPARE(number(r.json, "days"), 4.5);
        QCOMPARE(number(at(r, "speed_per_leg", 0), "speed"), 32.18689); // 20 miles/day
        QCOMPARE(number(at(r, "speed_per_leg", 1), "distance"), 48.280335);
        QCOMPARE(number(r.json.value(QLatin1String("recon_modifiers")).toObject(), "speed"), 24.140167);
    }

    // Rolls the file leaves out are rolled with the seed and marked; typed back in, they give the same.
    void travelSeedAndScriptedRolls()
    {
        const char *forced = R"j("legs":[{"kind":"good-road","distance":90,"forced_march":true}],
            "transport":[{"carried":0,"carrier":1}],"leave_behind":[{"line":2}],"administration":9)j";
        const Run seeded =
            travel(march((QByteArray(forced) + R"j(,"admin_rolls":[11],"seed":5)j").constData()));
        QCOMPARE(seeded.exitCode, 0);
        const QJsonArray rolls = seeded.json.value(QLatin1String("forced_march_rolls")).toArray();
        QCOMPARE(rolls.size(), 2); // 90 miles at 30 x1.5 = 45 miles a day
        QCOMPARE(rolls.at(0).toObject().value(QLatin1String("rolled")).toBool(), false);
        QCOMPARE(rolls.at(1).toObject().value(QLatin1String("rolled")).toBool(), true);
        QCOMPARE(seeded.json,
                 travel(march((QByteArray(forced) + R"j(,"admin_rolls":[11],"seed":5)j").constData())).json);
        const int second = rolls.at(1).toObject().value(QLatin1String("roll")).toInt();
        const Run typed = travel(march(
            (QByteArray(forced) + QByteArray(R"j(,"admin_rolls":[11,)j") + QByteArray::number(second) + "]")
                .constData()));
        QCOMPARE(typed.exitCode, 0);
        QCOMPARE(number(typed.json, "casualties_pct"), number(seeded.json, "casualties_pct"));
        QCOMPARE(typed.json.value(QLatin1String("forced_march_rolls"))
                     .toArray()
                     .at(1)
                     .toObject()
                     .value(QLatin1String("rolled"))
                     .toBool(),
                 false);
    }

    // Nothing hauls the artillery: the force cannot move, and it is listed as one to leave behind; left
    // behind, the infantry ride the Mounts at Mounted speed.
    void travelLeavingBehind()
    {
        const Run stuck = travel(march(R"j("legs":[{"kind":"good-road","distance":60}])j"));
        QCOMPARE(stuck.exitCode, 0);
        QCOMPARE(stuck.json.value(QLatin1String("arrives")).toBool(), false);
        QCOMPARE(number(stuck.json, "blocked_leg"), 1.0);
        QCOMPARE(number(at(stuck, "left_behind_candidates", 0), "line"), 2.0);
        QCOMPARE(number(at(stuck, "speed_per_leg", 0), "speed_leaving_behind"), 30.0);
        const Run split =
            travel(march(R"j("legs":[{"kind":"good-road","distance":60}],"leave_behind":[{"line":2}])j"));
        QCOMPARE(split.exitCode, 0);
        QCOMPARE(number(at(split, "speed_per_leg", 0), "speed"), 30.0);
        QCOMPARE(split.json.value(QLatin1String("days_hours")).toString(), QStringLiteral("2 days 0 hours"));
        QCOMPARE(at(split, "left_behind", 0).value(QLatin1String("name")).toString(),
                 QStringLiteral("Heavy Artillery"));
        QCOMPARE(at(split, "carried", 0).value(QLatin1String("carrier_line")).toInt(), 1);
    }

    // Land, sea, land: the galleon waits at the coast on the land legs and carries everyone at sea, where
    // bad weather takes 10 x 10 miles a day from its 200 (Sea at TL4).
    void travelLandSeaLand()
    {
        const Run r = travel(QByteArray(R"j({"roster":{"elements":[{"type":"Heavy Infantry","count":4,"tl":3},
            {"type":"Galleon","count":1,"tl":4},{"type":"Mounts","count":2,"tl":3}]},
            "legs":[{"kind":"dirt-road","distance":20,"elsewhere":[{"line":1}]},
              {"kind":"coastal-water","distance":200,"bad_weather":true,"sea_weather_roll":10,
               "transport":[{"carried":0,"carrier":1},{"carried":2,"carrier":1}]},
              {"kind":"off-road","distance":10,"elsewhere":[{"line":1}]}]})j"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(number(at(r, "speed_per_leg", 0), "speed"), 20.0);
        QCOMPARE(number(at(r, "speed_per_leg", 1), "speed"), 100.0);
        QCOMPARE(at(r, "speed_per_leg", 1).value(QLatin1String("transport")).toString(),
                 QStringLiteral("ordered"));
        QCOMPARE(number(at(r, "speed_per_leg", 2), "speed"), 10.0);
        QCOMPARE(number(r.json, "days"), 4.0);
        QCOMPARE(at(r, "carried", 0).value(QLatin1String("carrier")).toString(), QStringLiteral("Galleon"));
    }

    // Civilians suffer double a forced march's casualties; a failed roll costs them 10%. One day's march.
    void travelCivilians()
    {
        const Run r = travel(march(R"j("legs":[{"kind":"off-road","distance":11.25,"forced_march":1.5,
            "escorting_civilians":true}],"leave_behind":[{"line":2}],"administration":10,"admin_rolls":[16])j"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(number(at(r, "speed_per_leg", 0), "speed"), 11.25); // Mounted 15 x1.5 x1/2
        QCOMPARE(number(r.json, "casualties_pct"), 5.0);
        QCOMPARE(number(r.json, "civilian_casualties_pct"), 10.0);
    }

    // The rule book's Drake's Cross contest: 8 (Sir Richard 10 and Sheryl 7) -1 no Recon +1 locals -1 road =
    // 7; 13 (Strykland 12 and 14) -1 hostile locals -1 road +3 Recon superiority = 14; Rural by day in good
    // weather, Terrain Rating 6; Sheryl rolls 8, Strykland 12: he wins by 3, initiative.
    void reconDrakesCross()
    {
        const Run r = run({QStringLiteral("recon"), clitest::example("recon-drakes-cross.json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(number(at(r, "sides", 0), "effective_skill"), 7.0);
        QCOMPARE(number(at(r, "sides", 1), "effective_skill"), 14.0);
        QVERIFY(hasStep(at(r, "sides", 1), QStringLiteral("Recon superiority (TS 4 against 0): +3")));
        QCOMPARE(number(r.json, "terrain_rating"), 6.0);
        QCOMPARE(number(r.json, "margin"), 3.0);
        QCOMPARE(r.json.value(QLatin1String("outcome")).toString(), QStringLiteral("initiative"));
        QCOMPARE(r.json.value(QLatin1String("winner")).toString(), QStringLiteral("Ian Strykland"));
        QCOMPARE(r.json.value(QLatin1String("margins")).toArray(), QJsonArray({-1, 2}));
        QCOMPARE(r.json.value(QLatin1String("rolled")).toBool(), false);
        const QJsonObject options = r.json.value(QLatin1String("winner_options")).toObject();
        QCOMPARE(options.value(QLatin1String("may_avoid_battle")).toBool(), true); // both at 20 miles a day
        QCOMPARE(options.value(QLatin1String("enemy_ts_range")).toArray(),
                 QJsonArray({56.625, 94.375})); // 75.5 +-25%
        double total = 0;
        for (const QJsonValue &p : r.json.value(QLatin1String("probabilities")).toArray())
            total += p.toObject().value(QLatin1String("probability")).toDouble();
        QVERIFY2(qAbs(total - 1.0) < 1e-9, qPrintable(QString::number(total, 'g', 17)));
        QCOMPARE(r.json.value(QLatin1String("probabilities")).toArray().size(), 9);
    }

    // Without rolls or a seed: skills, rating and odds only.
    void reconOddsOnly()
    {
        const Run r =
            recon(contest(R"j("terrain":"woodlands","variant":"trackless-forest","time":"night")j"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(number(r.json, "terrain_rating"), 2.0); // 4, halved at night
        QVERIFY(!r.json.contains(QLatin1String("outcome")));
        QCOMPARE(number(at(r, "probabilities", 0), "probability"),
                 number(at(r, "probabilities", 1), "probability"));
    }

    // A seed rolls what is not typed; the same rolls typed in give the same contest.
    void reconSeedAndScriptedRolls()
    {
        const Run seeded = recon(contest(R"j("seed":3)j"));
        QCOMPARE(seeded.exitCode, 0);
        QCOMPARE(seeded.json.value(QLatin1String("rolled")).toBool(), true);
        QCOMPARE(seeded.json, recon(contest(R"j("seed":3)j")).json);
        const QJsonArray rolls = seeded.json.value(QLatin1String("rolls")).toArray();
        QByteArray typed = "\"rolls\":[" + QByteArray::number(rolls.at(0).toInt()) + "," +
                           QByteArray::number(rolls.at(1).toInt()) + "]";
        if (seeded.json.contains(QLatin1String("tie_roll")))
            typed +=
                ",\"tie_roll\":" + QByteArray::number(seeded.json.value(QLatin1String("tie_roll")).toInt());
        const Run scripted = recon(contest(typed.constData()));
        QCOMPARE(scripted.exitCode, 0);
        QCOMPARE(scripted.json.value(QLatin1String("rolled")).toBool(), false);
        for (const char *key : {"outcome", "margin", "margins", "winner", "tie_roll"})
            QCOMPARE(scripted.json.value(QLatin1String(key)), seeded.json.value(QLatin1String(key)));
    }

    // A tie at 12 against 12: the typed 1d decides, or the seed rolls it.
    void reconTie()
    {
        const Run typed = recon(contest(R"j("rolls":[10,10],"tie_roll":6,"terrain":"plains")j"));
        QCOMPARE(typed.exitCode, 0);
        QCOMPARE(typed.json.value(QLatin1String("outcome")).toString(),
                 QStringLiteral("tie-pitched")); // 6 <= 8
        QVERIFY(typed.json.value(QLatin1String("winner")).isNull());
        const Run rolled = recon(contest(R"j("rolls":[10,10],"seed":1)j"));
        QCOMPARE(rolled.exitCode, 0);
        QCOMPARE(rolled.json.value(QLatin1String("tie_rolled")).toBool(), true);
    }

    // Bad input: exit 2, nothing on stdout, one line on stderr that starts with the field.
    void badInput_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        const QString travel = QStringLiteral("travel"), recon = QStringLiteral("recon");
        QTest::newRow("no roster") << travel << QByteArray(R"j({"legs":[]})j") << QStringLiteral("roster");
        QTest::newRow("no legs") << travel << march(R"j("unit":"miles")j") << QStringLiteral("legs");
        QTest::newRow("unknown route") << travel << march(R"j("legs":[{"kind":"highway","distance":5}])j")
                                       << QStringLiteral("legs[0].kind");
        QTest::newRow("no distance") << travel << march(R"j("legs":[{"kind":"off-road"}])j")
                                     << QStringLiteral("legs[0].distance");
        QTest::newRow("forced x2") << travel
                                   << march(R"j("legs":[{"kind":"off-road","distance":5,"forced_march":2}])j")
                                   << QStringLiteral("legs[0].forced_march");
        // Found by fuzzing: a forced march of 10^9 miles once built a day's record for every day of it.
        QTest::newRow("a billion miles") << travel
                                         << march(R"j("legs":[{"kind":"good-road","distance":1e9,"forced_march":true}],"leave_behind":[{"line":2}],"administration":12,"seed":1)j")
                                         << QStringLiteral("legs[0].distance");
        QTest::newRow("ten years and more of legs")
            << travel
            << march(R"j("legs":[{"kind":"good-road","distance":60000},{"kind":"good-road","distance":60000}],"leave_behind":[{"line":2}])j")
            << QStringLiteral("legs");
        QTest::newRow("unknown unit")
            << travel << march(R"j("legs":[{"kind":"off-road","distance":5}],"unit":"leagues")j")
            << QStringLiteral("unit");
        QTest::newRow("no Administration")
            << travel
            << march(
                   R"j("legs":[{"kind":"good-road","distance":30,"forced_march":true}],"leave_behind":[{"line":2}])j")
            << QStringLiteral("administration");
        QTest::newRow("rolls missing, no seed")
            << travel
            << march(
                   R"j("legs":[{"kind":"good-road","distance":30,"forced_march":true}],"leave_behind":[{"line":2}],
                "administration":12)j")
            << QStringLiteral("admin_rolls");
        QTest::newRow("roll of 19")
            << travel << march(R"j("legs":[{"kind":"good-road","distance":5}],"admin_rolls":[19])j")
            << QStringLiteral("admin_rolls[0]");
        QTest::newRow("carrier not in roster")
            << travel
            << march(
                   R"j("legs":[{"kind":"good-road","distance":5}],"transport":[{"carried":0,"carrier":7}])j")
            << QStringLiteral("transport[0].carrier");
        QTest::newRow("Mounts cannot haul artillery")
            << travel
            << march(
                   R"j("legs":[{"kind":"good-road","distance":5}],"transport":[{"carried":2,"carrier":1}])j")
            << QStringLiteral("transport");
        QTest::newRow("a leg's transport overloads the galleon")
            << travel << QByteArray(R"j({"roster":{"elements":[{"type":"Heavy Infantry","count":8,"tl":3},
                {"type":"Galleon","count":1,"tl":4}]},"legs":[{"kind":"good-road","distance":5,"elsewhere":[{"line":1}]},
                {"kind":"open-water","distance":5,"transport":[{"carried":0,"carrier":1}]}]})j")
            << QStringLiteral("legs[1].transport");
        QTest::newRow("elsewhere not in roster")
            << travel << march(R"j("legs":[{"kind":"good-road","distance":5,"elsewhere":[{"line":3}]}])j")
            << QStringLiteral("legs[0].elsewhere[0].line");
        QTest::newRow("leave more than there are")
            << travel
            << march(R"j("legs":[{"kind":"good-road","distance":5}],"leave_behind":[{"line":0,"count":5}])j")
            << QStringLiteral("leave_behind[0].count");
        QTest::newRow("bad date")
            << travel << march(R"j("legs":[{"kind":"good-road","distance":5}],"start":"1203-02-30")j")
            << QStringLiteral("start");
        QTest::newRow("travel: unknown field")
            << travel << march(R"j("legs":[{"kind":"good-road","distance":5}],"speed":3)j")
            << QStringLiteral("speed");
        QTest::newRow("one side") << recon << QByteArray(R"j({"sides":[{"name":"Red"}]})j")
                                  << QStringLiteral("sides");
        QTest::newRow("unknown posture") << recon << QByteArray(R"j({"sides":[{"posture":"asleep"},{}]})j")
                                         << QStringLiteral("sides[0].posture");
        QTest::newRow("strategy 40") << recon << QByteArray(R"j({"sides":[{},{"strategy":40}]})j")
                                     << QStringLiteral("sides[1].strategy");
        QTest::newRow("bad roster")
            << recon << QByteArray(R"j({"sides":[{},{"roster":{"elements":[{"type":"Robot","tl":3}]}}]})j")
            << QStringLiteral("sides[1].roster.elements[0].type");
        QTest::newRow("bad override")
            << recon << QByteArray(R"j({"sides":[{},{"overrides":{"recon_superiority":5}}]})j")
            << QStringLiteral("sides[1].overrides.recon_superiority");
        QTest::newRow("unknown terrain")
            << recon << contest(R"j("terrain":"moon")j") << QStringLiteral("terrain");
        QTest::newRow("variant of another terrain")
            << recon << contest(R"j("terrain":"plains","variant":"dense-hedgerows")j")
            << QStringLiteral("variant");
        QTest::newRow("one roll") << recon << contest(R"j("rolls":[10])j") << QStringLiteral("rolls");
        QTest::newRow("roll of 2") << recon << contest(R"j("rolls":[10,2])j") << QStringLiteral("rolls[1]");
        QTest::newRow("tie without 1d")
            << recon << contest(R"j("rolls":[10,10])j") << QStringLiteral("tie_roll");
        QTest::newRow("recon: unknown field")
            << recon << contest(R"j("weather":"rain")j") << QStringLiteral("weather");
    }

    void badInput()
    {
        QFETCH(QString, command);
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        const QString problem = clitest::badInputProblem(run({command, m_files.write(json)}), expected);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
};

std::unique_ptr<QObject> newCliOperationsTest()
{
    return std::make_unique<CliOperationsTest>();
}

#include "cli_operations.moc"
