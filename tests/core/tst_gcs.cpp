// GCS character sheets read as staff members (issue "Interchange and print", GCS characters in). Expected levels
// are worked out by hand from the sheets and the GURPS Basic Set defaults the import states.
#include "battle/gurps/PersonFromGcs.h"
#include "force/ForceAggregates.h"
#include "interchange/gcs/GcsStaff.h"

#include <QFile>
#include <QTest>

Q_DECLARE_METATYPE(muster::gcs::ImportedSkill)

using namespace muster;
using namespace muster::gcs;

namespace {

QByteArray readData(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

QByteArray testSheet(const char *name)
{
    return readData(QStringLiteral(MUSTER_TEST_DATA "/data/gcs/") + QLatin1String(name));
}

QByteArray exampleSheet()
{
    return readData(QStringLiteral(MUSTER_EXAMPLES "/gcs-marshal-voss.gcs"));
}

GcsCharacter read(const QByteArray &contents)
{
    const Result<GcsCharacter> character = readCharacter(contents);
    if (!character)
        qFatal("not read: %s", qPrintable(character.error().message));
    return *character;
}

} // namespace

class TstGcs : public QObject
{
    Q_OBJECT

private slots:
    void readsCurrentSheet();
    void readsOlderVersions();
    void sheetSkillsAndDefaults_data();
    void sheetSkillsAndDefaults();
    void strategySpecializationOfTheForce();
    void appliedKeepsTheSamePersonsFate();
    void personOnABattleSide();
    void refusesOtherFiles_data();
    void refusesOtherFiles();
};

void TstGcs::readsCurrentSheet()
{
    const GcsCharacter c = read(exampleSheet());
    QCOMPARE(c.version, 5);
    QCOMPARE(c.name, QStringLiteral("Marshal Aldric Voss"));
    QCOMPARE(c.iq, 12);
    QCOMPARE(c.maxHp, 12);
    QCOMPARE(c.hp, 9); // the sheet's current HP, not its maximum
    // The container "Military Training" is opened: its two skills follow Leadership, in the sheet's order.
    const QList<GcsSkill> expected{{QStringLiteral("Leadership"), {}, 13},
                                   {QStringLiteral("Strategy"), QStringLiteral("Land"), 14},
                                   {QStringLiteral("Tactics"), {}, 12},
                                   {QStringLiteral("Merchant"), {}, 12}};
    QCOMPARE(c.skills, expected);
}

void TstGcs::readsOlderVersions()
{
    const GcsCharacter v2 = read(testSheet("captain-v2.gcs"));
    QCOMPARE(v2.version, 2);
    QCOMPARE(v2.hp, 11); // no current HP on the sheet: its maximum
    // The technique "Tactics" is not the skill Tactics.
    const QList<GcsSkill> v2Skills{{QStringLiteral("Strategy"), {}, 11},
                                   {QStringLiteral("Intelligence Analysis"), {}, 12}};
    QCOMPARE(v2.skills, v2Skills);

    const GcsCharacter v4 = read(testSheet("admiral-v4.gcs"));
    QCOMPARE(v4.version, 4);
    QCOMPARE(v4.name, QStringLiteral("Admiral Tess Orlo")); // trimmed
    QCOMPARE(v4.iq, 10);                                    // written as a string
    QCOMPARE(v4.hp, 4);
    QCOMPARE(v4.maxHp, 12);
    QCOMPARE(v4.skills.size(), 4);
}

// Each skill: level, and either the sheet's skill or the default's basis and modifier.
void TstGcs::sheetSkillsAndDefaults_data()
{
    QTest::addColumn<QByteArray>("sheet");
    QTest::addColumn<QString>("specialization");
    QTest::addColumn<int>("skill");
    QTest::addColumn<ImportedSkill>("expected");
    const QString iq = QStringLiteral("IQ");
    const auto row = [](const char *name, const QByteArray &sheet, const char *specialization, StaffSkill skill,
                        ImportedSkill expected) {
        QTest::newRow(name) << sheet << QString::fromLatin1(specialization) << int(skill) << expected;
    };
    const QByteArray voss = exampleSheet();
    row("Voss, Strategy (Land) on the sheet", voss, "Land", StaffSkill::Strategy,
        {14, QStringLiteral("Strategy (Land)"), {}, 0});
    row("Voss, Leadership", voss, "Land", StaffSkill::Leadership, {13, QStringLiteral("Leadership"), {}, 0});
    row("Voss, Tactics inside a container", voss, "Land", StaffSkill::Tactics, {12, QStringLiteral("Tactics"), {}, 0});
    // Intelligence Analysis: IQ 12 - 6 = 6, Strategy 14 - 6 = 8: the better default.
    row("Voss, Intelligence Analysis from Strategy-6", voss, "Land", StaffSkill::IntelligenceAnalysis,
        {8, {}, QStringLiteral("Strategy (Land)"), -6});
    // Administration: IQ 12 - 5 = 7, Merchant 12 - 3 = 9.
    row("Voss, Administration from Merchant-3", voss, "Land", StaffSkill::Administration,
        {9, {}, QStringLiteral("Merchant"), -3});
    // Strategy (Naval): not on the sheet. IQ - 6 = 6, Tactics 12 - 6 = 6, Strategy (Land) 14 - 4 = 10.
    row("Voss, Strategy (Naval) from another specialization -4", voss, "Naval", StaffSkill::Strategy,
        {10, {}, QStringLiteral("Strategy (Land)"), -4});

    const QByteArray captain = testSheet("captain-v2.gcs");
    row("Captain, unspecialized Strategy for Land", captain, "Land", StaffSkill::Strategy,
        {11, QStringLiteral("Strategy"), {}, 0});
    row("Captain, Leadership from IQ-5 (Mass Combat's own example uses IQ-6 for Intelligence Analysis)", captain,
        "Land", StaffSkill::Leadership, {6, {}, iq, -5});
    // Tactics: IQ 11 - 6 = 5 and Strategy 11 - 6 = 5: IQ on a tie.
    row("Captain, Tactics on a tie of defaults", captain, "Land", StaffSkill::Tactics, {5, {}, iq, -6});
    row("Captain, Administration from IQ-5", captain, "Land", StaffSkill::Administration, {6, {}, iq, -5});

    const QByteArray admiral = testSheet("admiral-v4.gcs");
    row("Admiral, Strategy (Naval)", admiral, "Naval", StaffSkill::Strategy,
        {13, QStringLiteral("Strategy (Naval)"), {}, 0});
    row("Admiral, Strategy (Land) spelled in lower case on the sheet", admiral, "land", StaffSkill::Strategy,
        {9, QStringLiteral("strategy (Land)"), {}, 0});
    // Tactics: IQ 10 - 6 = 4; the best Strategy, Naval 13, - 6 = 7.
    row("Admiral, Tactics from the best Strategy", admiral, "Land", StaffSkill::Tactics,
        {7, {}, QStringLiteral("Strategy (Naval)"), -6});
    row("Admiral, Administration 34 kept at the highest skill Muster takes", admiral, "Naval",
        StaffSkill::Administration, {maxSkill, QStringLiteral("Administration"), {}, 0});
}

void TstGcs::sheetSkillsAndDefaults()
{
    QFETCH(QByteArray, sheet);
    QFETCH(QString, specialization);
    QFETCH(int, skill);
    QFETCH(ImportedSkill, expected);
    const StaffFromGcs staff = staffFromGcs(read(sheet), specialization);
    const ImportedSkill &got = staff.skill(StaffSkill(skill));
    QCOMPARE(got.level, expected.level);
    QCOMPARE(got.sheetSkill, expected.sheetSkill);
    QCOMPARE(got.defaultBasis, expected.defaultBasis);
    QCOMPARE(got.defaultModifier, expected.defaultModifier);
}

void TstGcs::strategySpecializationOfTheForce()
{
    ForceAggregates force;
    force.totalTs = 1000;
    force.classTs.at(size_t(SpecialClass::Nav)) = 500;
    QCOMPARE(strategySpecializationFor(force), QStringLiteral("Land")); // half is not more than half
    force.classTs.at(size_t(SpecialClass::Nav)) = 501;
    QCOMPARE(strategySpecializationFor(force), QStringLiteral("Naval"));
    QCOMPARE(staffFromGcs(read(testSheet("admiral-v4.gcs")), QStringLiteral("Naval")).strategySpecializations,
             (QStringList{QStringLiteral("Naval"), QStringLiteral("Land")}));
    QVERIFY(staffFromGcs(read(testSheet("captain-v2.gcs")), QStringLiteral("Land")).strategySpecializations.isEmpty());
}

void TstGcs::appliedKeepsTheSamePersonsFate()
{
    const StaffFromGcs voss = staffFromGcs(read(exampleSheet()), QStringLiteral("Land"));
    StaffMember wounded;
    wounded.name = QStringLiteral("Marshal Aldric Voss");
    wounded.fate = StaffFate::Wounded;
    QCOMPARE(voss.appliedTo(wounded).fate, StaffFate::Wounded);
    StaffMember fallen;
    fallen.name = QStringLiteral("General Brand");
    fallen.fate = StaffFate::Dead;
    const StaffMember member = voss.appliedTo(fallen);
    QCOMPARE(member.name, QStringLiteral("Marshal Aldric Voss"));
    QCOMPARE(member.hp, 9);
    QCOMPARE(member.fate, StaffFate::Serving); // a new commander in a dead one's post
    // Strategy, Leadership, Tactics, Intelligence Analysis, Administration, as worked out above.
    QCOMPARE(member.skills, (std::array<int, staffSkillCount>{14, 13, 12, 8, 9}));
    QCOMPARE(importedSkillText(staffFromGcs(read(exampleSheet()), QStringLiteral("Land"))
                                   .skill(StaffSkill::IntelligenceAnalysis)),
             QStringLiteral("8 (default: Strategy (Land)\u22126)"));
    QCOMPARE(importedSkillText(ImportedSkill{14, QStringLiteral("Strategy (Land)"), {}, 0}), QStringLiteral("14"));
}

// A sheet dropped on a battle's people list: Strategy of the specialization the side's elements need (the README's
// example has Strategy (Land) 14, so Naval is 14 - 4 = 10), HP 9 of 12, Leadership 13, Tactics 12; the rest is the
// row's, the staff link only for the same person.
void TstGcs::personOnABattleSide()
{
    const GcsCharacter voss = read(exampleSheet());
    gurps::BattleElement galleys;
    galleys.count = 3;
    galleys.ts = 200; // 600 TS of Naval elements
    galleys.classes = {SpecialClass::Nav};
    gurps::BattleElement pikes;
    pikes.count = 8;
    pikes.ts = 50; // 400 TS on foot
    gurps::SideSetup fleet;
    fleet.elements = {galleys, pikes};
    QCOMPARE(gurps::strategySpecializationFor(fleet), QStringLiteral("Naval"));
    gurps::SideSetup army = fleet;
    army.elements[1].count = 12; // 600 of 1,200 TS: half is not more than half
    QCOMPARE(gurps::strategySpecializationFor(army), QStringLiteral("Land"));
    gurps::SideSetup estimate;
    estimate.estimated = true;
    estimate.estimate.ts = 300;
    QCOMPARE(gurps::strategySpecializationFor(estimate), QStringLiteral("Land")); // no class totals given
    estimate.estimate.classTs.at(size_t(SpecialClass::Nav)) = 151;
    QCOMPARE(gurps::strategySpecializationFor(estimate), QStringLiteral("Naval"));

    gurps::Person newcomer;
    newcomer.pc = true;
    const gurps::Person admiral = gurps::personFromGcs(voss, fleet, newcomer);
    QCOMPARE(admiral.name, QStringLiteral("Marshal Aldric Voss"));
    QCOMPARE(admiral.hp, 9);
    QCOMPARE(admiral.strategy, 10);
    QCOMPARE(admiral.leadership, 13);
    QCOMPARE(admiral.tactics, 12);
    QVERIFY(admiral.pc);
    QVERIFY(!admiral.staff);
    QCOMPARE(gurps::personFromGcs(voss, army, newcomer).strategy, 14);

    // In the place of a staff member of the force: the row's flags stay; the link only if it is him.
    gurps::Person commander;
    commander.name = QStringLiteral("Marshal Aldric Voss");
    commander.hp = 4;
    commander.strategy = 11;
    commander.usefulSkill15 = true;
    commander.withImpetuous = true;
    commander.staff = gurps::StaffLink{7, StaffRole::Commander};
    const gurps::Person refreshed = gurps::personFromGcs(voss, army, commander);
    QCOMPARE(refreshed.hp, 9);
    QCOMPARE(refreshed.strategy, 14);
    QVERIFY(refreshed.usefulSkill15 && refreshed.withImpetuous && !refreshed.pc);
    QCOMPARE(refreshed.staff, (gurps::StaffLink{7, StaffRole::Commander}));
    commander.name = QStringLiteral("Lady Maren");
    const gurps::Person stranger = gurps::personFromGcs(voss, army, commander);
    QCOMPARE(stranger.name, QStringLiteral("Marshal Aldric Voss"));
    QVERIFY(!stranger.staff);
    QVERIFY(stranger.usefulSkill15);
}

void TstGcs::refusesOtherFiles_data()
{
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<QString>("says");
    QTest::newRow("GCS 4 XML") << QByteArray("<?xml version=\"1.0\"?>\n<character version=\"3\"/>")
                               << QStringLiteral("GCS 4 or older");
    QTest::newRow("not JSON") << QByteArray("Marshal Voss, Strategy-14") << QStringLiteral("not JSON");
    QTest::newRow("JSON list") << QByteArray("[1, 2]") << QStringLiteral("no JSON object");
    QTest::newRow("no version") << QByteArray(R"({"profile": {"name": "X"}})") << QStringLiteral("no \"version\"");
    QTest::newRow("template of GCS 5") << QByteArray(R"({"version": 5, "id": "T", "traits": [], "skills": []})")
                                       << QStringLiteral("without a character's profile");
    QTest::newRow("template of GCS 4") << QByteArray(R"({"type": "template", "version": 4})")
                                       << QStringLiteral("a GCS template");
    QTest::newRow("skill list") << QByteArray(R"({"type": "skill_list", "version": 4, "rows": []})")
                                << QStringLiteral("library list");
    QTest::newRow("equipment list of GCS 5") << QByteArray(R"({"version": 5, "rows": []})")
                                             << QStringLiteral("library list");
    QTest::newRow("version 1") << QByteArray(R"({"type": "character", "version": 1, "profile": {"name": "X"}})")
                               << QStringLiteral("versions 2 to 5. Open it in a current GCS");
    QTest::newRow("version 6") << QByteArray(R"({"version": 6, "profile": {"name": "X"}, "attributes": []})")
                               << QStringLiteral("A newer Muster");
    const QByteArray attributes =
        R"("attributes": [{"attr_id": "iq", "calc": {"value": 11}}, {"attr_id": "hp", "calc": {"value": 10}}])";
    QTest::newRow("no name") << (R"({"version": 5, "profile": {"name": " "}, )" + attributes + "}")
                             << QStringLiteral("no name");
    QTest::newRow("no IQ") << QByteArray(R"({"version": 5, "profile": {"name": "X"}, "attributes": [{"attr_id": "hp", "calc": {"value": 10}}]})")
                           << QStringLiteral("no IQ");
    QTest::newRow("no HP") << QByteArray(R"({"version": 5, "profile": {"name": "X"}, "attributes": [{"attr_id": "iq", "calc": {"value": 10}}]})")
                           << QStringLiteral("no hit points");
    QTest::newRow("skill without a level")
        << (R"({"version": 5, "profile": {"name": "X"}, )" + attributes
            + R"(, "skills": [{"name": "Strategy", "specialization": "Land", "points": 4}]})")
        << QStringLiteral("skills[0]: the skill \"Strategy\" has no computed level");
}

void TstGcs::refusesOtherFiles()
{
    QFETCH(QByteArray, contents);
    QFETCH(QString, says);
    const Result<GcsCharacter> character = readCharacter(contents);
    QVERIFY(!character);
    QVERIFY2(character.error().message.contains(says), qPrintable(character.error().message));
}

QTEST_GUILESS_MAIN(TstGcs)
#include "tst_gcs.moc"
