// `muster-cli battle` with a "special" object: "Type of Campaign" and "Special Battle Situations" (Sieges,
// Amphibious Assaults, Naval Battles) of GURPS Mass Combat, from
// resources/examples/battle-siege.json and battle-amphibious.json changed field by field. Every expected
// figure is worked out by hand from the rules text in the comments.

#include "CliTestSupport.h"

#include <QJsonArray>
#include <QtTest>

#include <memory>

using clitest::run;
using clitest::Run;

namespace {

QJsonValue setAt(const QJsonValue &node, QStringList keys, const QJsonValue &value)
{
    const QString key = keys.takeFirst();
    bool isIndex = false;
    const int index = key.toInt(&isIndex);
    if (isIndex) {
        QJsonArray array = node.toArray();
        while (array.size() <= index)
            array << QJsonValue();
        array.replace(index, keys.isEmpty() ? value : setAt(array.at(index), keys, value));
        return array;
    }
    QJsonObject object = node.toObject();
    if (keys.isEmpty() && value.isUndefined())
        object.remove(key);
    else
        object.insert(key, keys.isEmpty() ? value : setAt(object.value(key), keys, value));
    return object;
}

// `root` with the value at `path` ("special.siege.fortress.tl", "sides[1].roster.elements[0].count")
// replaced; an undefined value removes the key.
QJsonObject changed(const QJsonObject &root, QString path, const QJsonValue &value)
{
    path.replace(QLatin1Char('['), QLatin1Char('.')).remove(QLatin1Char(']'));
    return setAt(root, path.split(QLatin1Char('.')), value).toObject();
}

QJsonObject example(const char *name, bool withRounds = true)
{
    QJsonObject battle = clitest::readExample(name);
    if (!withRounds)
        battle.insert(QStringLiteral("rounds"), QJsonArray());
    return battle;
}

QJsonObject side(const Run &r, int index)
{
    return r.json.value(QLatin1String("sides")).toArray().at(index).toObject();
}

QJsonObject round(const Run &r, int index)
{
    return r.json.value(QLatin1String("rounds")).toArray().at(index).toObject();
}

QStringList strings(const QJsonValue &array)
{
    QStringList list;
    for (const QJsonValue &v : array.toArray())
        list << v.toString();
    return list;
}

// "element: reason" for each entry of a side's `sitting_out` or `reduced_ts`.
QStringList notes(const QJsonObject &side, const char *key)
{
    QStringList list;
    for (const QJsonValue &v : side.value(QLatin1String(key)).toArray())
        list << v.toObject().value(QLatin1String("element")).toString() + QStringLiteral(": ") +
                    v.toObject().value(QLatin1String("reason")).toString();
    return list;
}

QJsonArray pair(int a, int b)
{
    return QJsonArray{a, b};
}

// Two armies known by their totals, in a battle of the given campaign.
QJsonObject estimated(const QJsonObject &special)
{
    const auto sideOf = [](const char *name, int ts) {
        return QJsonObject{{QStringLiteral("name"), QLatin1String(name)},
                           {QStringLiteral("estimate"), QJsonObject{{QStringLiteral("ts"), ts}}},
                           {QStringLiteral("people"),
                            QJsonArray{QJsonObject{{QStringLiteral("name"), QLatin1String(name)}}}}};
    };
    return QJsonObject{{QStringLiteral("special"), special},
                       {QStringLiteral("sides"), QJsonArray{sideOf("Red", 100), sideOf("Blue", 80)}}};
}

} // namespace

class CliSpecialTest : public QObject
{
    Q_OBJECT

private:
    clitest::JsonFiles m_files;

    Run battle(const QJsonObject &input) { return run({QStringLiteral("battle"), m_files.write(input)}); }

private slots:
    // Sieges: Caer Drake is a permanent castle last upgraded at TL3: DB TL+4 = +7, for the besieged only
    // ("It doesn't benefit forces outside the fortress"). Type of Campaign: the besieger's Slow Air Wyvern
    // Riders are out of range and sit out.
    void siegeExampleSides()
    {
        const Run r = run({QStringLiteral("battle"), clitest::example("battle-siege.json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject special = r.json.value(QLatin1String("special")).toObject();
        QCOMPARE(special.value(QLatin1String("campaign")).toString(), QStringLiteral("land"));
        QCOMPARE(special.value(QLatin1String("situation")).toString(), QStringLiteral("siege"));
        QCOMPARE(special.value(QLatin1String("situation_name")).toString(), QStringLiteral("Siege"));
        const QJsonObject besieger = side(r, 0), besieged = side(r, 1);
        QCOMPARE(besieged.value(QLatin1String("defense_bonus")).toInt(), 7);
        QCOMPARE(strings(besieged.value(QLatin1String("defense_bonus_breakdown"))).constFirst(),
                 QStringLiteral("Permanent fortifications, last upgraded at TL3: TL+4 = +7"));
        QCOMPARE(besieger.value(QLatin1String("defense_bonus")).toInt(), 0);
        QVERIFY(strings(besieger.value(QLatin1String("defense_bonus_breakdown")))
                    .constFirst()
                    .startsWith(QLatin1String("Besieger")));
        const QStringList out = notes(besieger, "sitting_out");
        QCOMPARE(out.size(), 1);
        QVERIFY2(out.constFirst().startsWith(QLatin1String("1 Wyvern Riders (Flying Cavalry): ")) &&
                     out.constFirst().contains(QLatin1String("out of range")),
                 qPrintable(out.constFirst()));
        // 10 + 4 + 2 + 2 + 3 elements fight for Strykland; the garrison's 5 + 2 + 1 are the smaller force.
        QCOMPARE(besieger.value(QLatin1String("combatants")).toInt(), 21);
        QCOMPARE(besieged.value(QLatin1String("combatants")).toInt(), 8);
        QCOMPARE(notes(besieged, "sitting_out"), QStringList());
    }

    // Sieges, Battle Resolution: 8 elements in the smaller force make 15-minute rounds, four times as long
    // in a siege (60), 24 times for Deliberate Attack against Deliberate Defense (360). Retreat: the
    // garrison's Fighting Retreat against a Defense escapes the fortress, a break-out.
    void siegeExampleRoundsAndBreakOut()
    {
        const Run r = run({QStringLiteral("battle"), clitest::example("battle-siege.json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json.value(QLatin1String("round_minutes")).toInt(), 60);
        QCOMPARE(round(r, 0).value(QLatin1String("round_length_multiplier")).toInt(), 24);
        QCOMPARE(round(r, 0).value(QLatin1String("round_minutes")).toInt(), 360);
        QCOMPARE(round(r, 1).value(QLatin1String("round_length_multiplier")).toInt(), 4);
        QCOMPARE(round(r, 1).value(QLatin1String("round_minutes")).toInt(), 60);
        QCOMPARE(round(r, 2).value(QLatin1String("special_case")).toString(), QStringLiteral("no-battle"));
        const QJsonObject result = r.json.value(QLatin1String("result")).toObject();
        QCOMPARE(result.value(QLatin1String("end")).toString(), QStringLiteral("break-out"));
        QCOMPARE(result.value(QLatin1String("broke_out")).toInt(), 1);
        QCOMPARE(result.value(QLatin1String("broke_out_name")).toString(), QStringLiteral("Sir Richard"));
        QVERIFY(result.value(QLatin1String("winner")).isNull());
        QCOMPARE(r.json.value(QLatin1String("status")).toString(), QStringLiteral("finished"));
    }

    // Sieges: the fortress's DB by kind and site, and only for a garrison bunkered inside. The garrison is
    // WT 8 (eight elements of WT 1).
    void siegeDefenseBonus_data()
    {
        QTest::addColumn<QJsonObject>("input");
        QTest::addColumn<int>("besieged");
        const QJsonObject castle = example("battle-siege.json", false);
        const auto fortress = [&](const char *key, const QJsonValue &value) {
            return changed(castle, QStringLiteral("special.siege.fortress.") + QLatin1String(key), value);
        };
        QTest::newRow("Sieges: permanent TL3 castle, TL+4") << castle << 7;
        QTest::newRow("Sieges: last upgraded at TL2, TL+4") << fortress("tl", 2) << 6;
        QTest::newRow("Sieges: on a hill, +1") << fortress("site", QStringLiteral("strong")) << 8;
        QTest::newRow("Sieges: on a mountaintop, +2")
            << fortress("site", QStringLiteral("extremely-strong")) << 9;
        QTest::newRow("Sieges: improvised fortifications +4")
            << fortress("kind", QStringLiteral("improvised")) << 4;
        QTest::newRow("Sieges: improvised with stone or tunnels +5")
            << changed(fortress("kind", QStringLiteral("improvised")),
                       QStringLiteral("special.siege.fortress.solid"), true)
            << 5;
        QTest::newRow("Sieges: ruins of a TL3 castle, TL+4 -2")
            << changed(fortress("kind", QStringLiteral("ruins")),
                       QStringLiteral("special.siege.fortress.ruin_penalty"), 2)
            << 5;
        QTest::newRow("Sieges: natural stronghold +5 in all")
            << changed(fortress("kind", QStringLiteral("natural")),
                       QStringLiteral("special.siege.fortress.natural_bonus"), 5)
            << 5;
        QTest::newRow("Sieges: WT 8 in room for 6 is overcrowded, -1") << fortress("capacity_wt", 6) << 6;
        QTest::newRow("Sieges: Defense Bonus only for the besieged side bunkered inside")
            << changed(castle, QStringLiteral("special.siege.bunkered"), false) << 0;
    }

    void siegeDefenseBonus()
    {
        QFETCH(QJsonObject, input);
        QFETCH(int, besieged);
        const Run r = battle(input);
        QVERIFY2(r.exitCode == 0, qPrintable(r.error));
        QCOMPARE(side(r, 1).value(QLatin1String("defense_bonus")).toInt(), besieged);
        QCOMPARE(side(r, 0).value(QLatin1String("defense_bonus")).toInt(), 0);
        QVERIFY(strings(side(r, 1).value(QLatin1String("defense_bonus_breakdown")))
                    .constLast()
                    .endsWith(QStringLiteral("%1%2")
                                  .arg(besieged > 0 ? QStringLiteral("+") : QString())
                                  .arg(besieged)));
    }

    // Sieges and "After the Battle": a garrison wiped out loses; in a siege its survivors surrender
    // instead of fleeing. At 95% before the round, any loss makes 100%: the final 100% is half dead (50),
    // half surrendered (50).
    void siegeSurrender()
    {
        QJsonObject input =
            changed(example("battle-siege.json"), QStringLiteral("sides[1].starting_casualties"), 95);
        input.insert(QStringLiteral("rounds"),
                     QJsonArray{QJsonObject{{QStringLiteral("strategies"),
                                             QJsonArray{QStringLiteral("attack"), QStringLiteral("defense")}},
                                            {QStringLiteral("rolls"), pair(3, 18)}}});
        const Run r = battle(input);
        QVERIFY2(r.exitCode == 0, qPrintable(r.error));
        const QJsonObject result = r.json.value(QLatin1String("result")).toObject();
        QCOMPARE(result.value(QLatin1String("end")).toString(), QStringLiteral("victory"));
        QCOMPARE(result.value(QLatin1String("winner")).toInt(), 0);
        QCOMPARE(result.value(QLatin1String("surrendered")).toInt(), 1);
        const QJsonObject garrison = r.json.value(QLatin1String("aftermath"))
                                         .toObject()
                                         .value(QLatin1String("sides"))
                                         .toArray()
                                         .at(1)
                                         .toObject();
        QCOMPARE(garrison.value(QLatin1String("dead")).toInt(), 50);
        QCOMPARE(garrison.value(QLatin1String("fled")).toInt(), 50);
    }

    // Amphibious Assaults: a beach +4, improvised defenses +1: DB +5 for the defender, none for the side
    // crossing. Troop Strength: the men-at-arms come by water without Marine, half TS; the Marine sea
    // raiders count in full; the knights cannot cross. Lord Morvan's TS: 4 Cogs x 4 = 16, 6 Heavy Infantry
    // x 4 / 2 = 12, 3 Medium Infantry x 3 = 9: 37.
    void amphibiousExample()
    {
        const Run r = run({QStringLiteral("battle"), clitest::example("battle-amphibious.json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.error));
        const QJsonObject special = r.json.value(QLatin1String("special")).toObject();
        QCOMPARE(special.value(QLatin1String("campaign")).toString(), QStringLiteral("amphibious"));
        QCOMPARE(special.value(QLatin1String("situation")).toString(), QStringLiteral("amphibious-assault"));
        const QJsonObject attacker = side(r, 0), defender = side(r, 1);
        QCOMPARE(defender.value(QLatin1String("defense_bonus")).toInt(), 5);
        const QString breakdown =
            strings(defender.value(QLatin1String("defense_bonus_breakdown"))).constFirst();
        QVERIFY2(breakdown.startsWith(QLatin1String("Beach +4")) && breakdown.endsWith(QLatin1String("+1")),
                 qPrintable(breakdown));
        QCOMPARE(attacker.value(QLatin1String("defense_bonus")).toInt(), 0);
        QCOMPARE(notes(attacker, "reduced_ts"),
                 QStringList{QStringLiteral(
                     "6 Men-at-arms (Heavy Infantry): Carried by water without Marine: half TS")});
        QCOMPARE(attacker.value(QLatin1String("reduced_ts"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QLatin1String("ts_factor"))
                     .toDouble(),
                 0.5);
        const QStringList out = notes(attacker, "sitting_out");
        QCOMPARE(out.size(), 1);
        QVERIFY2(out.constFirst().startsWith(QLatin1String("2 Knights")), qPrintable(out.constFirst()));
        QCOMPARE(attacker.value(QLatin1String("ts")).toDouble(), 37.0);
        QCOMPARE(notes(defender, "sitting_out"),
                 QStringList()); // the defender holds the shore with everything
        // 4 + 6 + 3 cross against 10 defenders: 30-minute rounds (10 to 99 elements), not lengthened
        // outside a siege.
        QCOMPARE(r.json.value(QLatin1String("round_minutes")).toInt(), 30);
        QCOMPARE(round(r, 0).value(QLatin1String("round_length_multiplier")).toInt(), 1);
    }

    // Amphibious Assaults: the defender's typical DB is the obstacle (+3 minor river, +4 major river or
    // beach, +5 rocky shore) plus +1 improvised or +2 permanent defenses; or the GM's figure.
    void amphibiousDefenseBonus_data()
    {
        QTest::addColumn<QJsonObject>("input");
        QTest::addColumn<int>("defender");
        const QJsonObject landing = example("battle-amphibious.json", false);
        const auto with = [&](const char *obstacle, const char *defenses) {
            return changed(
                changed(landing, QStringLiteral("special.amphibious.obstacle"), QLatin1String(obstacle)),
                QStringLiteral("special.amphibious.defenses"), QLatin1String(defenses));
        };
        QTest::newRow("Amphibious Assaults: +4 beach +1 improvised") << landing << 5;
        QTest::newRow("Amphibious Assaults: +3 minor river") << with("minor-river", "none") << 3;
        QTest::newRow("Amphibious Assaults: +4 major river +2 permanent")
            << with("major-river", "permanent") << 6;
        QTest::newRow("Amphibious Assaults: +5 rocky shore +2 permanent")
            << with("rocky-shore", "permanent") << 7;
        QTest::newRow("Amphibious Assaults: the GM's figure")
            << changed(landing, QStringLiteral("special.amphibious.defense_bonus"), 2) << 2;
    }

    void amphibiousDefenseBonus()
    {
        QFETCH(QJsonObject, input);
        QFETCH(int, defender);
        const Run r = battle(input);
        QVERIFY2(r.exitCode == 0, qPrintable(r.error));
        QCOMPARE(side(r, 1).value(QLatin1String("defense_bonus")).toInt(), defender);
        QCOMPARE(side(r, 0).value(QLatin1String("defense_bonus")).toInt(), 0);
    }

    // Amphibious Assaults, Troop Strength: "Sea mobility doesn't count on inland waters!" The cogs sit out
    // on a great lake; the men-at-arms they carry still count at half TS (12), the Marines in full (9).
    void amphibiousInlandWaters()
    {
        const Run r = battle(changed(example("battle-amphibious.json", false),
                                     QStringLiteral("special.amphibious.inland_waters"), true));
        QVERIFY2(r.exitCode == 0, qPrintable(r.error));
        const QStringList out = notes(side(r, 0), "sitting_out");
        QCOMPARE(out.size(), 2);
        QCOMPARE(out.at(0), QStringLiteral("4 Cogs (Cog): Sea mobility does not count on inland waters"));
        QCOMPARE(side(r, 0).value(QLatin1String("ts")).toDouble(), 21.0);
    }

    // Type of Campaign: "Only land elements and Air Combat elements that are in range are combatants" (land);
    // "Only Air Combat elements and elements that neutralize them" (air). 10 Heavy Infantry and 2 Flying
    // Cavalry (Slow Air) against an estimate.
    void typeOfCampaign_data()
    {
        QTest::addColumn<QJsonObject>("special");
        QTest::addColumn<bool>("inRange");
        QTest::addColumn<int>("combatants");
        QTest::addColumn<QString>("sittingOut");
        const QJsonObject land{{QStringLiteral("campaign"), QStringLiteral("land")}};
        QTest::newRow("Type of Campaign: Slow Air out of range sits out")
            << land << false << 10 << QStringLiteral("2 Flying Cavalry: Air Combat element out of range");
        QTest::newRow("Type of Campaign: Slow Air in range fights") << land << true << 12 << QString();
        QTest::newRow("Type of Campaign: an empty special object is a land campaign")
            << QJsonObject() << false << 10
            << QStringLiteral("2 Flying Cavalry: Air Combat element out of range");
        QTest::newRow("Type of Campaign: air campaign, land elements sit out")
            << QJsonObject{{QStringLiteral("campaign"), QStringLiteral("air")}} << true << 2
            << QStringLiteral("10 Heavy Infantry: Air campaign");
    }

    void typeOfCampaign()
    {
        QFETCH(QJsonObject, special);
        QFETCH(bool, inRange);
        QFETCH(int, combatants);
        QFETCH(QString, sittingOut);
        QJsonObject input = estimated(special);
        const QJsonObject roster{
            {QStringLiteral("elements"),
             QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("Heavy Infantry")},
                                    {QStringLiteral("count"), 10},
                                    {QStringLiteral("tl"), 3}},
                        QJsonObject{{QStringLiteral("type"), QStringLiteral("Flying Cavalry")},
                                    {QStringLiteral("count"), 2},
                                    {QStringLiteral("tl"), 3},
                                    {QStringLiteral("in_range"), inRange}}}}};
        input = changed(input, QStringLiteral("sides[0].estimate"), QJsonValue::Undefined);
        input = changed(input, QStringLiteral("sides[0].roster"), roster);
        const Run r = battle(input);
        QVERIFY2(r.exitCode == 0, qPrintable(r.error));
        QCOMPARE(side(r, 0).value(QLatin1String("combatants")).toInt(), combatants);
        const QStringList out = notes(side(r, 0), "sitting_out");
        if (sittingOut.isEmpty()) {
            QCOMPARE(out, QStringList());
        } else {
            QCOMPARE(out.size(), 1);
            QVERIFY2(out.constFirst().startsWith(sittingOut), qPrintable(out.constFirst()));
        }
    }

    // Without "special" the battle is fought as before the special rules: every listed element fights, and
    // the report has none of the special fields.
    void withoutSpecialNothingChanges()
    {
        const QJsonObject input =
            changed(example("battle-siege.json", false), QStringLiteral("special"), QJsonValue::Undefined);
        const Run r = battle(input);
        QVERIFY2(r.exitCode == 0, qPrintable(r.error));
        QVERIFY(!r.json.contains(QLatin1String("special")));
        QVERIFY(!side(r, 0).contains(QLatin1String("sitting_out")));
        // Strykland's 22 elements, Wyvern Riders included, against 8: 15-minute rounds, not x4.
        QCOMPARE(side(r, 0).value(QLatin1String("elements")).toInt(), 22);
        QCOMPARE(r.json.value(QLatin1String("round_minutes")).toInt(), 15);
    }

    // Naval Battles: "Defense Bonus applies only in coastal battles" (home waters, a harbor, a strait): the
    // GM's figure for the side with home waters, none for the other or anywhere at sea.
    void navalDefenseBonus_data()
    {
        QTest::addColumn<QJsonObject>("naval");
        QTest::addColumn<QJsonArray>("bonus");
        QTest::newRow("Naval Battles: coastal DB for home waters")
            << QJsonObject{{QStringLiteral("waters"), QStringLiteral("coastal")},
                           {QStringLiteral("home_side"), 1}}
            << pair(0, 2);
        QTest::newRow("Naval Battles: coastal, nobody at home")
            << QJsonObject{{QStringLiteral("waters"), QStringLiteral("coastal")}} << pair(0, 0);
        QTest::newRow("Naval Battles: no DB in an ocean battle")
            << QJsonObject{{QStringLiteral("waters"), QStringLiteral("ocean")},
                           {QStringLiteral("home_side"), 1}}
            << pair(0, 0);
    }

    void navalDefenseBonus()
    {
        QFETCH(QJsonObject, naval);
        QFETCH(QJsonArray, bonus);
        QJsonObject input = estimated(QJsonObject{{QStringLiteral("campaign"), QStringLiteral("naval")},
                                                  {QStringLiteral("naval"), naval}});
        input = changed(input, QStringLiteral("sides[0].defense_bonus"), 1);
        input = changed(input, QStringLiteral("sides[1].defense_bonus"), 2);
        const Run r = battle(input);
        QVERIFY2(r.exitCode == 0, qPrintable(r.error));
        QCOMPARE(pair(side(r, 0).value(QLatin1String("defense_bonus")).toInt(),
                      side(r, 1).value(QLatin1String("defense_bonus")).toInt()),
                 bonus);
    }

    // Bad input: exit 2, nothing on stdout, one line on stderr naming the field.
    void badInput_data()
    {
        QTest::addColumn<QJsonObject>("input");
        QTest::addColumn<QString>("expected");
        const QJsonObject castle = example("battle-siege.json", false);
        const QJsonObject landing = example("battle-amphibious.json", false);
        QTest::newRow("unknown key under special")
            << changed(castle, QStringLiteral("special.sieg"), QJsonObject())
            << QStringLiteral("special.sieg: unknown field");
        QTest::newRow("unknown key in the fortress")
            << changed(castle, QStringLiteral("special.siege.fortress.walls"), 3)
            << QStringLiteral("special.siege.fortress.walls: unknown field");
        QTest::newRow("special not an object")
            << changed(castle, QStringLiteral("special"), QStringLiteral("siege"))
            << QStringLiteral("special");
        QTest::newRow("Sieges: bad capacity names the field")
            << changed(castle, QStringLiteral("special.siege.fortress.capacity_wt"), 0)
            << QStringLiteral("special.siege.fortress.capacity_wt: Enter the WT");
        QTest::newRow("Sieges: negative capacity")
            << changed(castle, QStringLiteral("special.siege.fortress.capacity_wt"), -5)
            << QStringLiteral("special.siege.fortress.capacity_wt");
        // "It can hold up to 1.5x this WT": WT 8 does not fit into room for 5 (7.5).
        QTest::newRow("Sieges: garrison does not fit")
            << changed(castle, QStringLiteral("special.siege.fortress.capacity_wt"), 5)
            << QStringLiteral("special.siege.fortress.capacity_wt: Caer Drake holds at most WT 7.5");
        QTest::newRow("Sieges: a siege is a pitched battle")
            << changed(castle, QStringLiteral("start.kind"), QStringLiteral("encounter"))
            << QStringLiteral("start.kind");
        QTest::newRow("Sieges: no siege in an air campaign")
            << changed(castle, QStringLiteral("special.campaign"), QStringLiteral("air"))
            << QStringLiteral("special.campaign");
        // "A fortress cannot hold elements that are too large to transport!"
        QTest::newRow("Sieges: too large to transport inside")
            << changed(
                   castle, QStringLiteral("sides[1].roster.elements[3]"),
                   QJsonObject{{QStringLiteral("type"), QStringLiteral("Titan")}, {QStringLiteral("tl"), 3}})
            << QStringLiteral("sides[1].roster.elements[3]: ");
        // An empty roster line makes no battle element: the error still names the input's line.
        QTest::newRow("Sieges: too large to transport, after an empty line")
            << changed(
                   changed(castle, QStringLiteral("sides[1].roster.elements[0].count"), 0),
                   QStringLiteral("sides[1].roster.elements[3]"),
                   QJsonObject{{QStringLiteral("type"), QStringLiteral("Titan")}, {QStringLiteral("tl"), 3}})
            << QStringLiteral("sides[1].roster.elements[3]: ");
        QTest::newRow("Amphibious Assaults: only in an amphibious campaign")
            << changed(landing, QStringLiteral("special.campaign"), QStringLiteral("land"))
            << QStringLiteral("special.campaign");
        QTest::newRow("unknown obstacle")
            << changed(landing, QStringLiteral("special.amphibious.obstacle"), QStringLiteral("moat"))
            << QStringLiteral("special.amphibious.obstacle");
        QTest::newRow("bad carried_by")
            << changed(landing, QStringLiteral("sides[0].roster.elements[1].carried_by"),
                       QStringLiteral("boat"))
            << QStringLiteral("sides[0].roster.elements[1].carried_by");
        QTest::newRow("misspelled element field")
            << changed(landing, QStringLiteral("sides[0].roster.elements[1].carried-by"),
                       QStringLiteral("water"))
            << QStringLiteral("sides[0].roster.elements[1].carried-by: unknown field");
        QTest::newRow("bad command penalty")
            << changed(castle, QStringLiteral("special.command_penalty"), pair(-5, 0))
            << QStringLiteral("special.command_penalty");
    }

    void badInput()
    {
        QFETCH(QJsonObject, input);
        QFETCH(QString, expected);
        const QString problem = clitest::badInputProblem(battle(input), expected);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
};

std::unique_ptr<QObject> newCliSpecialTest()
{
    return std::make_unique<CliSpecialTest>();
}

#include "cli_special.moc"
