// Force files (issue "Interchange and print", armies in and out): a force written and read back unchanged, the
// README's example read as muster-cli roster reads it, files refused with the field to fix, and the import into a
// campaign as one change: custom types kept, renamed or replaced when the campaign has one of the same name.
#include "actions/ForceImport.h"
#include "campaign/ApplyChange.h"
#include "catalog/ElementTypeJson.h"
#include "interchange/force/ForceFile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace muster;
using namespace muster::interchange;
using namespace Qt::StringLiterals;

namespace {

ElementType caveTrolls(const QString &id = u"custom-7"_s, double ts = 7.5)
{
    ElementType t;
    t.id = id;
    t.name = u"Cave Trolls"_s;
    t.table = CatalogTable::Custom;
    t.ts = ts;
    t.classes = {SpecialClass::Arm};
    t.wt = 3;
    t.mobility = {Mobility::Foot};
    t.raise = Money::fromDollars(150000);
    t.maintain = Money::fromDollars(30000);
    t.description = u"Homebrew: hulking cave trolls."_s;
    return t;
}

RosterLine line(const QString &typeId, int count, int tl = 3)
{
    RosterLine l;
    l.record.typeId = typeId;
    l.record.tl = tl;
    l.count = count;
    return l;
}

// The Fen Rebels: a custom type, a Levy line whose raise was waived, a Hero, casualties, staff and notes.
Force rebels(const ElementCatalog &catalog)
{
    Force f;
    f.name = u"Rebels of the Red Fen"_s;
    f.notes = u"Hiding in the reeds; owe the miller 40 silver."_s;
    StaffMember &commander = f.member(StaffRole::Commander);
    commander.name = u"Wat the Red"_s;
    commander.skills = {13, 12, 11, 10, 9};
    commander.hp = 7;
    commander.fate = StaffFate::Wounded;
    f.member(StaffRole::Quartermaster).name = u"Old Meg"_s;
    RosterLine trolls = line(caveTrolls().id, 2);
    trolls.record.name = u"Bog Trolls"_s;
    trolls.casualties = 0.25;
    RosterLine levy = line(u"medium-infantry"_s, 6);
    levy.record.set(Feature::Levy);
    levy.record.levyRaiseWaived = true;
    RosterLine hero = line(u"heavy-infantry"_s, 1);
    hero.record.set(Feature::Hero);
    hero.record.heroMultiplier = 2;
    hero.record.heroCostPercent = 50;
    f.lines << trolls << levy << hero;
    f.ruleSetData.insert(u"myz"_s, R"({"people":[]})"_ba);
    Q_UNUSED(catalog)
    return f;
}

ElementCatalog withTrolls()
{
    ElementCatalog catalog = ElementCatalog::builtIn();
    catalog.addCustom(caveTrolls());
    return catalog;
}

Campaign campaignWith(const QList<ElementType> &custom)
{
    Campaign c;
    for (const ElementType &t : custom)
        c.catalog.addCustom(t);
    Force keep;
    keep.id = 1;
    keep.name = u"Host"_s;
    c.forces << keep;
    return c;
}

// Ids for what the change inserts with id 0, as saving it would give them.
CampaignChange withIds(CampaignChange change)
{
    qint64 next = 100;
    for (Edit &e : change.edits)
        if (auto *force = std::get_if<edit::ForceInsertion>(&e)) {
            force->force.id = ++next;
            for (RosterLine &line : force->force.lines)
                line.id = ++next;
        }
    return change;
}

ForceFile rebelsFile()
{
    const Result<ForceFile> file = forceFileFromJson(forceFileToJson(withTrolls(), rebels(withTrolls())));
    if (!file)
        qFatal("%s", qPrintable(file.error().message));
    return *file;
}

} // namespace

class TstForceFile : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip();
    void leavesTheGcsFileOut();
    void exampleFile();
    void refusals_data();
    void refusals();
    void noVersion();
    void importWithoutClash();
    void clashKeepRenameReplace();
    void keepRefusedWhenTheCampaignsTypeForbidsALine();
};

void TstForceFile::roundTrip()
{
    const ForceFile file = rebelsFile();
    QCOMPARE(file.force, rebels(withTrolls()));
    QCOMPARE(file.customTypes, QList<ElementType>{caveTrolls()});
    // The file names its format and version, and only the custom type a line uses.
    const QJsonObject json = forceFileToJson(withTrolls(), rebels(withTrolls()));
    QCOMPARE(json.value(u"format"_s).toString(), u"muster-force"_s);
    QCOMPARE(json.value(u"version"_s).toInt(), 1);
    QCOMPARE(json.value(u"element_types"_s).toArray().size(), 1);
    QCOMPARE(json.value(u"force"_s).toObject().value(u"elements"_s).toArray().at(0).toObject().value(u"type"_s).toString(),
             u"Cave Trolls"_s);
}

// The sheet a member was imported from is a path on the GM's machine: the file does not carry it, and the member
// comes in as one typed in.
void TstForceFile::leavesTheGcsFileOut()
{
    Force force = rebels(withTrolls());
    force.member(StaffRole::Commander).gcsFile = u"/home/gm/sheets/wat-the-red.gcs"_s;
    const QJsonObject json = forceFileToJson(withTrolls(), force);
    const QByteArray text = QJsonDocument(json).toJson();
    QVERIFY(!text.contains("wat-the-red.gcs"));
    QVERIFY(!text.contains("gcs_file"));
    const QJsonObject commander =
        json.value(u"force"_s).toObject().value(u"staff"_s).toObject().value(u"commander"_s).toObject();
    QCOMPARE(commander.keys(), (QStringList{u"fate"_s, u"hp"_s, u"name"_s, u"skills"_s}));
    const Result<ForceFile> file = forceFileFromJson(json);
    QVERIFY(file);
    QCOMPARE(file->force.member(StaffRole::Commander).gcsFile, QString());
    QCOMPARE(file->force, rebels(withTrolls()));
}

void TstForceFile::exampleFile()
{
    QFile example(QStringLiteral(MUSTER_EXAMPLES "/fen-rebels.muster-force.json"));
    QVERIFY(example.open(QIODevice::ReadOnly));
    const Result<ForceFile> file = forceFileFromJson(QJsonDocument::fromJson(example.readAll()).object());
    QVERIFY2(file, file ? "" : qPrintable(file.error().message));
    QCOMPARE(file->force.name, u"Rebels of the Red Fen"_s);
    QCOMPARE(file->force.lines.size(), 3);
    QCOMPARE(file->customTypes.size(), 1);
    QCOMPARE(file->force.lines.at(0).record.typeId, file->customTypes.at(0).id);
    QCOMPARE(file->force.member(StaffRole::Commander).skill(StaffSkill::Strategy), 13);
    QCOMPARE(file->force.member(StaffRole::Commander).fate, StaffFate::Wounded);
    QVERIFY(catalogOf(*file).find(file->customTypes.at(0).id));
}

void TstForceFile::refusals_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("field");
    QJsonObject good = forceFileToJson(withTrolls(), rebels(withTrolls()));
    const auto with = [&good](const std::function<void(QJsonObject &)> &change) {
        QJsonObject copy = good;
        change(copy);
        return QJsonDocument(copy).toJson();
    };
    QTest::newRow("a roster file") << QByteArray(R"({"elements": []})") << u"format"_s;
    QTest::newRow("a newer version") << with([](QJsonObject &o) { o.insert(u"version"_s, 2); }) << u"version"_s;
    QTest::newRow("no name") << with([](QJsonObject &o) {
        QJsonObject force = o.value(u"force"_s).toObject();
        force.insert(u"name"_s, u"  "_s);
        o.insert(u"force"_s, force);
    }) << u"force.name"_s;
    QTest::newRow("a type_id the file does not define") << with([](QJsonObject &o) {
        o.insert(u"element_types"_s, QJsonArray());
    }) << u"force.elements[0].type_id"_s;
    QTest::newRow("a feature the rules refuse") << with([](QJsonObject &o) {
        QJsonObject force = o.value(u"force"_s).toObject();
        QJsonArray elements = force.value(u"elements"_s).toArray();
        QJsonObject levy = elements.at(1).toObject();
        levy.insert(u"features"_s, QJsonArray{u"Hovercraft"_s});
        elements.replace(1, levy);
        force.insert(u"elements"_s, elements);
        o.insert(u"force"_s, force);
    }) << u"force.elements[1].features"_s;
    QTest::newRow("a skill over 30") << with([](QJsonObject &o) {
        QJsonObject force = o.value(u"force"_s).toObject();
        QJsonObject staff = force.value(u"staff"_s).toObject();
        QJsonObject commander = staff.value(u"commander"_s).toObject();
        commander.insert(u"skills"_s, QJsonObject{{u"strategy"_s, 31}});
        staff.insert(u"commander"_s, commander);
        force.insert(u"staff"_s, staff);
        o.insert(u"force"_s, force);
    }) << u"force.staff.commander.skills.strategy"_s;
}

void TstForceFile::refusals()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, field);
    const Result<ForceFile> file = forceFileFromJson(QJsonDocument::fromJson(json).object());
    QVERIFY(!file);
    QVERIFY2(file.error().field.startsWith(field), qPrintable(file.error().field + u" / "_s + file.error().message));
}

// A file with no version is told so, not that its "version 0" is newer than Muster reads.
void TstForceFile::noVersion()
{
    QJsonObject json = forceFileToJson(withTrolls(), rebels(withTrolls()));
    json.remove(u"version"_s);
    const Result<ForceFile> file = forceFileFromJson(json);
    QVERIFY(!file);
    QCOMPARE(file.error().field, u"version"_s);
    QVERIFY2(file.error().message.contains(u"no version"_s), qPrintable(file.error().message));
    QVERIFY(!file.error().message.contains(u"newer"_s));
}

void TstForceFile::importWithoutClash()
{
    Campaign campaign = campaignWith({});
    campaign.catalog.addCustom(caveTrolls(u"custom-1"_s, 9)); // under another name
    campaign.catalog.replaceCustom([] {
        ElementType t = caveTrolls(u"custom-1"_s, 9);
        t.name = u"Hill Giants"_s;
        return t;
    }());
    const ForceFile file = rebelsFile();
    QVERIFY(clashingTypeNames(campaign, file).isEmpty());
    const Result<CampaignChange> change = importForce(campaign, file, TypeClash::Keep);
    QVERIFY2(change, change ? "" : qPrintable(change.error().message));
    const CampaignChange saved = withIds(*change);
    QVERIFY(applyChange(campaign, saved));
    QCOMPARE(campaign.forces.size(), 2);
    const Force &imported = campaign.forces.constLast();
    QCOMPARE(imported.name, u"Rebels of the Red Fen"_s);
    // The file's "custom-7" is the campaign's next custom id, "custom-2".
    QCOMPARE(imported.lines.at(0).record.typeId, u"custom-2"_s);
    QCOMPARE(campaign.catalog.find(u"custom-2"_s)->name, u"Cave Trolls"_s);
    QCOMPARE(imported.member(StaffRole::Commander), rebels(withTrolls()).member(StaffRole::Commander));
    QCOMPARE(imported.notes, rebels(withTrolls()).notes);
    QCOMPARE(imported.ruleSetData, rebels(withTrolls()).ruleSetData);
    // Undo takes all of it back.
    QVERIFY(applyChange(campaign, saved.inverse()));
    QCOMPARE(campaign.forces.size(), 1);
    QVERIFY(!campaign.catalog.find(u"custom-2"_s));
}

void TstForceFile::clashKeepRenameReplace()
{
    const ForceFile file = rebelsFile();
    // The campaign's Cave Trolls are weaker (TS 5) and used by its Host.
    const auto start = [] {
        Campaign c = campaignWith({caveTrolls(u"custom-1"_s, 5)});
        c.forces[0].lines << line(u"custom-1"_s, 4);
        c.forces[0].lines[0].id = 1;
        return c;
    };
    QCOMPARE(clashingTypeNames(start(), file), QStringList{u"Cave Trolls"_s});

    Campaign keep = start();
    QVERIFY(applyChange(keep, withIds(*importForce(keep, file, TypeClash::Keep))));
    QCOMPARE(keep.forces.constLast().lines.at(0).record.typeId, u"custom-1"_s);
    QCOMPARE(keep.catalog.find(u"custom-1"_s)->ts, 5.0);
    QCOMPARE(keep.catalog.types().size(), ElementCatalog::builtIn().types().size() + 1);

    Campaign rename = start();
    QVERIFY(applyChange(rename, withIds(*importForce(rename, file, TypeClash::Rename))));
    const ElementType *renamed = rename.catalog.find(rename.forces.constLast().lines.at(0).record.typeId);
    QVERIFY(renamed);
    QCOMPARE(renamed->name, u"Cave Trolls (imported)"_s);
    QCOMPARE(renamed->ts, 7.5);
    QCOMPARE(rename.catalog.find(u"custom-1"_s)->ts, 5.0);

    Campaign replace = start();
    const Result<CampaignChange> replacing = importForce(replace, file, TypeClash::Replace);
    QVERIFY(replacing);
    const CampaignChange replaced = withIds(*replacing);
    QVERIFY(applyChange(replace, replaced));
    QCOMPARE(replace.forces.constLast().lines.at(0).record.typeId, u"custom-1"_s);
    QCOMPARE(replace.catalog.find(u"custom-1"_s)->ts, 7.5); // the Host's trolls too
    QCOMPARE(replace.catalog.find(u"custom-1"_s)->name, u"Cave Trolls"_s);
    QVERIFY(applyChange(replace, replaced.inverse()));
    QCOMPARE(replace.catalog.find(u"custom-1"_s)->ts, 5.0);
}

void TstForceFile::keepRefusedWhenTheCampaignsTypeForbidsALine()
{
    // The campaign's Cave Trolls are introduced at TL5: the file's TL3 trolls cannot be fielded with them.
    ElementType late = caveTrolls(u"custom-1"_s, 5);
    late.tl = 5;
    Campaign campaign = campaignWith({late});
    const Result<CampaignChange> change = importForce(campaign, rebelsFile(), TypeClash::Keep);
    QVERIFY(!change);
    QVERIFY2(change.error().message.contains(u"Bog Trolls"_s), qPrintable(change.error().message));
    QCOMPARE(campaign.forces.size(), 1);
}

QTEST_GUILESS_MAIN(TstForceFile)
#include "tst_forcefile.moc"
