// Round trip and repository edits: everything CampaignRepository writes comes back equal.

#include "storage_test_helpers.h"

#include "storage/CampaignFile.h"
#include "storage/CampaignRepository.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace muster;
using namespace storagetest;
using namespace Qt::StringLiterals;

class TstStorageRoundTrip : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip();
    void insertKeepsGivenIds();
    void emptyTextsAreStored_data();
    void emptyTextsAreStored();
};

// Everything the repository writes comes back equal after the file is closed and opened again.
void TstStorageRoundTrip::roundTrip()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"round-trip.muster"_s);

    Force first = newForce(u"First Army"_s);
    first.notes = u"Winter quarters at Ashford.\nPaid through the spring; \"Quoted\" and 'single' text."_s;
    first.member(StaffRole::Commander) = member(u"Lord Aldric"_s, 14, 12, 13, 11, 10);
    first.member(StaffRole::IntelligenceChief) = member(u"Mara the Quiet"_s, 10, 11, 9, 15, 12);
    first.member(StaffRole::Quartermaster) = member(u"Tobin"_s, 8, 10, 10, 10, 16);

    ElementRecord everything =
        record(u"Wolf Riders"_s, u"heavy-cavalry"_s, 3, EquipmentQuality::Fine, TroopQuality::Elite,
               {u"Neutralize (C3I)"_s, u"Terrain (Woodlands)"_s, u"Night"_s, u"Hero"_s, u"Disloyal"_s,
                u"Levy"_s, u"Mercenary"_s, u"All-Weather"_s});
    QVERIFY(everything.featureCodes().contains(u"Neutralize (C3I)"_s));
    QVERIFY(everything.featureCodes().contains(u"Terrain (Woodlands)"_s));
    QCOMPARE(everything.featureCodes().size(), 8);
    everything.heroMultiplier = 2.5;
    everything.heroCostPercent = 50;
    everything.disloyalPercent = -20;
    everything.levyService = LevyService::AwayFromHome;
    everything.levyRaiseWaived = true;
    everything.mercenaryLongContract = false; // the two flags differ, so a swap of their columns shows
    first.lines << line(10, everything)
                << line(4, record(u""_s, u"heavy-infantry"_s, 2, EquipmentQuality::Good, TroopQuality::Good,
                                  {u"Night"_s}))
                << line(0, record(u"Marsh Scouts"_s, u"light-infantry"_s, 4, EquipmentQuality::Poor,
                                  TroopQuality::Inferior, {u"Terrain (Swampland)"_s, u"Neutralize (Arm)"_s}));
    first.lines[2].record.levyService = LevyService::Extended;
    first.lines[2].record.mercenaryLongContract = true;

    Force second = newForce(u"Second Army"_s);
    second.lines << line(2, record(u""_s, u"light-infantry"_s, 3, EquipmentQuality::VeryFine,
                                   TroopQuality::Average, {u"Marine"_s}));

    Force doomed = newForce(u"Deserters"_s);
    doomed.member(StaffRole::Commander) = member(u"Nobody"_s, 9, 9, 9, 9, 9);
    doomed.lines << line(1, record(u""_s, u"heavy-infantry"_s, 3, EquipmentQuality::Basic,
                                   TroopQuality::Average, {u"Levy"_s}))
                 << line(1, record(u""_s, u"light-infantry"_s, 3, EquipmentQuality::Basic,
                                   TroopQuality::Average, {u"Levy"_s}));

    ElementType trolls = caveTrolls();
    ElementType eagles;
    eagles.id = u"custom-2"_s;
    eagles.name = u"Giant Eagles"_s;
    eagles.ts = 3;
    eagles.support = true;
    eagles.classes = {SpecialClass::Air, SpecialClass::Rec};
    eagles.neutralizes = {SpecialClass::Cv};
    eagles.transport = 0.5;
    eagles.wt = std::nullopt;
    eagles.mobility = {Mobility::FA, Mobility::Foot};
    eagles.raise = Money::fromDollars(87500.25);
    eagles.maintain = Money::fromDollars(17500);
    eagles.tl = 3;
    eagles.superscience = true;
    eagles.scaling = TlScaling::LowTechDoubling;
    eagles.lateTl5HalfTs = true;
    eagles.viableThroughTl = 9;
    eagles.description = u"Ridden by nobody; they come when called."_s;
    ElementType gnomes;
    gnomes.id = u"custom-3"_s;
    gnomes.name = u"Rock Gnomes"_s;
    gnomes.ts = 1;

    {
        auto created = CampaignFile::create(path, u"Round Trip"_s);
        QVERIFY2(created, errorText(created).constData());
        std::unique_ptr<CampaignFile> file = std::move(created).value();
        const QSqlDatabase db = file->database();
        CampaignRepository repository(db);

        Status s = repository.insertForce(first, 0);
        QVERIFY2(s, errorText(s).constData());
        s = repository.insertForce(doomed, 1);
        QVERIFY2(s, errorText(s).constData());
        // Inserted before `doomed`: the forces come back in this order.
        s = repository.insertForce(second, 1);
        QVERIFY2(s, errorText(s).constData());
        QVERIFY(first.id > 0);
        QVERIFY(second.id > 0);
        QVERIFY(doomed.id > 0);
        QVERIFY(first.id != second.id && second.id != doomed.id && first.id != doomed.id);
        for (const RosterLine &l : first.lines)
            QVERIFY(l.id > 0);
        QVERIFY(first.lines[0].id != first.lines[1].id && first.lines[1].id != first.lines[2].id);
        QCOMPARE(linePositions(db, first.id),
                 QStringList({u"%1|0"_s.arg(first.lines[0].id), u"%1|1"_s.arg(first.lines[1].id),
                              u"%1|2"_s.arg(first.lines[2].id)}));

        // updateLine: every column of the line changes.
        RosterLine &changed = first.lines[1];
        changed.count = 6;
        changed.record.name = u"Pikes of Ashford"_s;
        changed.record.typeId = u"medium-infantry"_s;
        changed.record.tl = 4;
        changed.record.equipment = EquipmentQuality::Fine;
        changed.record.troops = TroopQuality::Elite;
        QVERIFY(changed.record.setFeatureCodes({u"Neutralize (Cv)"_s, u"Fanatic"_s}).isNull());
        changed.record.heroMultiplier = 1.5;
        changed.record.heroCostPercent = 25;
        changed.record.disloyalPercent = -10;
        changed.record.levyService = LevyService::Extended;
        changed.record.levyRaiseWaived = false;
        changed.record.mercenaryLongContract = true;
        s = repository.updateLine(changed);
        QVERIFY2(s, errorText(s).constData());

        // insertLine in the middle: later lines move down.
        RosterLine inserted = line(7, record(u"Crossbows"_s, u"light-infantry"_s, 3, EquipmentQuality::Good,
                                             TroopQuality::Average, {u"Terrain (Mountain)"_s}));
        s = repository.insertLine(first.id, inserted, 1);
        QVERIFY2(s, errorText(s).constData());
        QVERIFY(inserted.id > 0);
        first.lines.insert(1, inserted);
        QCOMPARE(linePositions(db, first.id),
                 QStringList({u"%1|0"_s.arg(first.lines[0].id), u"%1|1"_s.arg(first.lines[1].id),
                              u"%1|2"_s.arg(first.lines[2].id), u"%1|3"_s.arg(first.lines[3].id)}));

        // deleteLine: the positions close up behind it.
        s = repository.deleteLine(first.id, first.lines[2].id);
        QVERIFY2(s, errorText(s).constData());
        first.lines.removeAt(2);
        QCOMPARE(linePositions(db, first.id),
                 QStringList({u"%1|0"_s.arg(first.lines[0].id), u"%1|1"_s.arg(first.lines[1].id),
                              u"%1|2"_s.arg(first.lines[2].id)}));

        // A line appended after the deletion lands at the end.
        RosterLine appended = line(3, record(u""_s, u"heavy-cavalry"_s, 3, EquipmentQuality::Basic,
                                             TroopQuality::Good, {u"Flagship"_s}));
        s = repository.insertLine(first.id, appended, int(first.lines.size()));
        QVERIFY2(s, errorText(s).constData());
        first.lines.append(appended);

        s = repository.updateStaff(first.id, StaffRole::IntelligenceChief,
                                   member(u"Mara the Watchful"_s, 11, 12, 10, 17, 12));
        QVERIFY2(s, errorText(s).constData());
        first.member(StaffRole::IntelligenceChief) = member(u"Mara the Watchful"_s, 11, 12, 10, 17, 12);

        // updateStaff on a force inserted without a staff name still writes the post.
        s = repository.updateStaff(second.id, StaffRole::Quartermaster,
                                   member(u"Old Hal"_s, 10, 10, 10, 10, 14));
        QVERIFY2(s, errorText(s).constData());
        second.member(StaffRole::Quartermaster) = member(u"Old Hal"_s, 10, 10, 10, 10, 14);

        first.name = u"First Army (reformed)"_s;
        first.notes = u"Reformed after the siege."_s;
        s = repository.updateForceHeader(first);
        QVERIFY2(s, errorText(s).constData());

        // deleteForce: its staff and lines go with it.
        QCOMPARE(scalar(db, u"SELECT count(*) FROM staff WHERE force_id = ?"_s, {doomed.id}).toInt(),
                 staffRoleCount);
        QCOMPARE(scalar(db, u"SELECT count(*) FROM roster_lines WHERE force_id = ?"_s, {doomed.id}).toInt(),
                 2);
        s = repository.deleteForce(doomed.id);
        QVERIFY2(s, errorText(s).constData());
        QCOMPARE(scalar(db, u"SELECT count(*) FROM forces WHERE id = ?"_s, {doomed.id}).toInt(), 0);
        QCOMPARE(scalar(db, u"SELECT count(*) FROM staff WHERE force_id = ?"_s, {doomed.id}).toInt(), 0);
        QCOMPARE(scalar(db, u"SELECT count(*) FROM roster_lines WHERE force_id = ?"_s, {doomed.id}).toInt(),
                 0);

        // Custom types: insert three, change one, delete one.
        for (const ElementType &type : {trolls, eagles, gnomes}) {
            s = repository.insertCustomType(type);
            QVERIFY2(s, errorText(s).constData());
        }
        trolls.ts = 9;
        trolls.description = u"Homebrew, revised: they no longer regenerate."_s;
        trolls.neutralizes = {SpecialClass::F};
        s = repository.updateCustomType(trolls);
        QVERIFY2(s, errorText(s).constData());
        s = repository.deleteCustomType(gnomes.id);
        QVERIFY2(s, errorText(s).constData());

        s = repository.setCampaignName(u"Round Trip, Renamed"_s);
        QVERIFY2(s, errorText(s).constData());
    } // closes the file

    QVERIFY(!QFileInfo::exists(path + u".lock"_s));
    auto opened = CampaignFile::open(path);
    QVERIFY2(opened, errorText(opened).constData());
    QVERIFY((*opened)->backupPath().isEmpty());
    auto loaded = CampaignRepository((*opened)->database()).load();
    QVERIFY2(loaded, errorText(loaded).constData());
    const Campaign &campaign = *loaded;

    QCOMPARE(campaign.name, u"Round Trip, Renamed"_s);
    QCOMPARE(campaign.forces.size(), 2);
    // Line by line first, for a readable failure; then the whole forces.
    QCOMPARE(campaign.forces[0].lines.size(), first.lines.size());
    for (qsizetype i = 0; i < first.lines.size(); ++i)
        QCOMPARE(campaign.forces[0].lines[i], first.lines[i]);
    for (int role = 0; role < staffRoleCount; ++role)
        QCOMPARE(campaign.forces[0].member(StaffRole(role)), first.member(StaffRole(role)));
    QCOMPARE(campaign.forces[0], first);
    QCOMPARE(campaign.forces[1], second);

    QCOMPARE(campaign.catalog.countInTable(CatalogTable::Custom), 2);
    const ElementType *loadedTrolls = campaign.catalog.find(trolls.id);
    const ElementType *loadedEagles = campaign.catalog.find(eagles.id);
    QVERIFY(loadedTrolls);
    QVERIFY(loadedEagles);
    QCOMPARE(*loadedTrolls, trolls);
    QCOMPARE(*loadedEagles, eagles);
    QVERIFY(!campaign.catalog.find(gnomes.id));
    // The built-in catalog is still there beside them.
    QVERIFY(campaign.catalog.find(u"heavy-cavalry"_s));
}

// An undone deletion comes back under the same ids.
void TstStorageRoundTrip::insertKeepsGivenIds()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto created = CampaignFile::create(dir.filePath(u"ids.muster"_s), u"Ids"_s);
    QVERIFY2(created, errorText(created).constData());
    CampaignRepository repository((*created)->database());

    Force force = newForce(u"Returning"_s);
    force.lines << line(2, record(u""_s, u"heavy-infantry"_s, 3, EquipmentQuality::Basic,
                                  TroopQuality::Average, {u"Night"_s}))
                << line(3, record(u""_s, u"light-infantry"_s, 3, EquipmentQuality::Basic,
                                  TroopQuality::Average, {u"All-Weather"_s}));
    Status s = repository.insertForce(force, 0);
    QVERIFY2(s, errorText(s).constData());
    const Force saved = force;

    const qint64 removedLineId = force.lines[0].id;
    const RosterLine removedLine = force.lines[0];
    s = repository.deleteLine(force.id, removedLineId);
    QVERIFY2(s, errorText(s).constData());
    RosterLine restoredLine = removedLine;
    s = repository.insertLine(force.id, restoredLine, 0);
    QVERIFY2(s, errorText(s).constData());
    QCOMPARE(restoredLine.id, removedLineId);

    s = repository.deleteForce(force.id);
    QVERIFY2(s, errorText(s).constData());
    Force restored = saved;
    s = repository.insertForce(restored, 0);
    QVERIFY2(s, errorText(s).constData());
    QCOMPARE(restored.id, saved.id);

    auto loaded = repository.load();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->forces.size(), 1);
    QCOMPARE(loaded->forces[0], saved);
}

void TstStorageRoundTrip::emptyTextsAreStored_data()
{
    QTest::addColumn<QString>("where");
    for (const char *where :
         {"force notes (insertForce)", "force notes (updateForceHeader)", "staff name (insertForce)",
          "staff name (updateStaff)", "line name (insertForce)", "line name (insertLine)",
          "line name (updateLine)", "campaign name (create)", "campaign name (setCampaignName)",
          "line without features (insertForce)", "line without features (insertLine)",
          "line without features (updateLine)"})
        QTest::newRow(where) << QString::fromLatin1(where);
}

// A default-constructed Force, StaffMember or ElementRecord has null texts (QString()), and a line
// without features has no feature codes; the file stores them as empty texts in its NOT NULL columns
// and reads them back as empty.
void TstStorageRoundTrip::emptyTextsAreStored()
{
    QFETCH(QString, where);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"null-texts.muster"_s);
    const QString campaignName = where == u"campaign name (create)" ? QString() : u"Named"_s;
    auto created = CampaignFile::create(path, campaignName);
    QVERIFY2(created, errorText(created).constData());
    CampaignRepository repository((*created)->database());

    Force force = newForce(u"Host"_s);
    force.lines << line(2, record(u"Spears"_s, u"heavy-infantry"_s, 3, EquipmentQuality::Basic,
                                  TroopQuality::Average, {u"Night"_s}));
    if (where == u"force notes (insertForce)")
        force.notes = QString();
    if (where == u"staff name (insertForce)")
        force.member(StaffRole::Quartermaster) = StaffMember();
    if (where == u"line name (insertForce)")
        force.lines[0].record.name = QString();
    if (where == u"line without features (insertForce)")
        force.lines[0].record.set(Feature::Night, false);
    Status s = repository.insertForce(force, 0);
    QVERIFY2(s, errorText(s).constData());

    if (where == u"force notes (updateForceHeader)") {
        force.notes = QString();
        s = repository.updateForceHeader(force);
    } else if (where == u"staff name (updateStaff)") {
        force.member(StaffRole::Commander) = StaffMember();
        s = repository.updateStaff(force.id, StaffRole::Commander, StaffMember());
    } else if (where == u"line name (insertLine)") {
        RosterLine added; // a default line: null name
        added.record.typeId = u"light-infantry"_s;
        added.record.tl = 3;
        added.record.set(Feature::Night);
        s = repository.insertLine(force.id, added, 1);
        force.lines.append(added);
    } else if (where == u"line without features (insertLine)") {
        RosterLine added = line(
            4, record(u"Slingers"_s, u"light-infantry"_s, 3, EquipmentQuality::Basic, TroopQuality::Average));
        s = repository.insertLine(force.id, added, 1);
        force.lines.append(added);
    } else if (where == u"line name (updateLine)") {
        force.lines[0].record.name = QString();
        s = repository.updateLine(force.lines[0]);
    } else if (where == u"line without features (updateLine)") {
        force.lines[0].record.set(Feature::Night, false);
        s = repository.updateLine(force.lines[0]);
    } else if (where == u"campaign name (setCampaignName)") {
        s = repository.setCampaignName(QString());
    }
    QVERIFY2(s, errorText(s).constData());

    auto loaded = repository.load();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->name, where.startsWith(u"campaign name"_s) ? u""_s : u"Named"_s);
    QCOMPARE(loaded->forces.size(), 1);
    QCOMPARE(loaded->forces[0], force);
}

std::unique_ptr<QObject> storagetest::createRoundTripTest()
{
    return std::make_unique<TstStorageRoundTrip>();
}

#include "tst_roundtrip.moc"
