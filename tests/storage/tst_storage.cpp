// The campaign-file storage layer: CampaignFile (open, create, lock, migrate, copy), CampaignRepository
// (every edit written back and read again), Schema and TransactionGuard. The rules they follow are the
// "Storage rules" of /work/shared/design.md: one file, marked by application_id and user_version, never
// created or changed when it is not understood, copied aside before a migration, locked against a
// second instance, every write in a transaction.
//
// Every file lives in a QTemporaryDir. Files are checked through a separate raw QSQLITE connection or
// by reading their bytes, not through the code under test.

#include "campaign/Campaign.h"
#include "catalog/ElementTypeJson.h"
#include "storage/CampaignFile.h"
#include "storage/CampaignRepository.h"
#include "storage/Schema.h"
#include "storage/TransactionGuard.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QtEndian>
#include <QtTest>

#include <memory>

using namespace muster;
using namespace Qt::StringLiterals;

namespace muster {

// Readable descriptions, so that a failed QCOMPARE shows both sides.
static QString describe(const ElementRecord &r)
{
    return u"name='%1' type=%2 TL%3 %4/%5 features=[%6] hero x%7 heroCost %8% disloyal %9% levy=%10 "
           u"waived=%11 longContract=%12"_s.arg(r.name, r.typeId)
               .arg(r.tl)
               .arg(equipmentQualityCode(r.equipment), troopQualityCode(r.troops),
                    r.featureCodes().join(u';'))
               .arg(r.heroMultiplier)
               .arg(r.heroCostPercent)
               .arg(r.disloyalPercent)
               .arg(levyServiceCode(r.levyService))
               .arg(r.levyRaiseWaived)
               .arg(r.mercenaryLongContract);
}

static QString describe(const RosterLine &line)
{
    return u"line #%1: %2 x {%3}"_s.arg(line.id).arg(line.count).arg(describe(line.record));
}

static QString describe(const StaffMember &m)
{
    QStringList skills;
    for (int s : m.skills)
        skills << QString::number(s);
    return u"'%1' (%2)"_s.arg(m.name, skills.join(u'/'));
}

static QString describe(const Force &force)
{
    QStringList staff;
    for (const StaffMember &m : force.staff)
        staff << describe(m);
    QStringList lines;
    for (const RosterLine &line : force.lines)
        lines << describe(line);
    return u"force #%1 '%2' notes='%3' staff=[%4] lines=[%5]"_s.arg(force.id).arg(
        force.name, force.notes, staff.join(u", "_s), lines.join(u"; "_s));
}

static QString describe(const ElementType &t)
{
    return u"%1 '%2' table=%3 ts=%4 support=%5 classes=[%6] neutralizes=[%7] T=%8 wt=%9 mobility=[%10] "
           u"raise=%11c maintain=%12c TL%13 ^=%14 scaling=%15 late=%16 viable=%17 description='%18'"_s
               .arg(t.id, t.name, catalogTableCode(t.table))
               .arg(t.ts)
               .arg(t.support)
               .arg(t.classes.toCodes(), t.neutralizes.toCodes())
               .arg(t.transport)
               .arg(t.wt ? QString::number(*t.wt) : u"-"_s, mobilityCodes(t.mobility))
               .arg(t.raise.cents())
               .arg(t.maintain.cents())
               .arg(t.tl)
               .arg(t.superscience)
               .arg(tlScalingCode(t.scaling))
               .arg(t.lateTl5HalfTs)
               .arg(t.viableThroughTl)
               .arg(t.description);
}

char *toString(const RosterLine &line)
{
    return qstrdup(describe(line).toUtf8().constData());
}

char *toString(const Force &force)
{
    return qstrdup(describe(force).toUtf8().constData());
}

char *toString(const StaffMember &member)
{
    return qstrdup(describe(member).toUtf8().constData());
}

char *toString(const ElementType &type)
{
    return qstrdup(describe(type).toUtf8().constData());
}

} // namespace muster

namespace {

const QString fixtureV1 = QStringLiteral(MUSTER_TEST_DATA "/fixtures/campaign-v1.sql");

template <typename T> QByteArray errorText(const Result<T> &result)
{
    return result ? QByteArray("(no error)") : result.error().message.toUtf8();
}

QByteArray fileHash(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&file);
    return hash.result().toHex();
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

// The first column of the first row of `statement` on `database`, or an invalid QVariant.
QVariant scalar(const QSqlDatabase &database, const QString &statement, const QVariantList &values = {})
{
    QSqlQuery query(database);
    if (!query.prepare(statement)) {
        qWarning("prepare failed: %s: %s", qPrintable(statement), qPrintable(query.lastError().text()));
        return {};
    }
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec()) {
        qWarning("exec failed: %s: %s", qPrintable(statement), qPrintable(query.lastError().text()));
        return {};
    }
    return query.next() ? query.value(0) : QVariant();
}

// Every row of `statement`, its columns joined with '|'.
QStringList rows(const QSqlDatabase &database, const QString &statement, const QVariantList &values = {})
{
    QSqlQuery query(database);
    QStringList result;
    if (!query.prepare(statement)) {
        result << u"prepare failed: "_s + query.lastError().text();
        return result;
    }
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec()) {
        result << u"exec failed: "_s + query.lastError().text();
        return result;
    }
    while (query.next()) {
        QStringList columns;
        for (int i = 0; i < query.record().count(); ++i)
            columns << (query.isNull(i) ? u"NULL"_s : query.value(i).toString());
        result << columns.join(u'|');
    }
    return result;
}

// A QSQLITE connection of the test's own, outside CampaignFile, removed when it goes out of scope.
class RawDatabase
{
public:
    explicit RawDatabase(const QString &path) : m_name(u"tst-raw-%1"_s.arg(++s_counter))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_name);
        db.setDatabaseName(path);
        m_open = db.open();
    }
    ~RawDatabase()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    RawDatabase(const RawDatabase &) = delete;
    RawDatabase &operator=(const RawDatabase &) = delete;

    bool isOpen() const { return m_open; }
    QSqlDatabase database() const { return QSqlDatabase::database(m_name, false); }
    QVariant scalar(const QString &statement) const { return ::scalar(database(), statement); }
    // Empty on success, else the error.
    QString exec(const QString &statement) const
    {
        QSqlQuery query(database());
        if (!query.exec(statement))
            return query.lastError().text() + u" in: "_s + statement;
        return {};
    }

private:
    static inline int s_counter = 0;
    QString m_name;
    bool m_open = false;
};

// Executes the SQL script at `scriptPath` one statement at a time on a new SQLite file at
// `databasePath`. Returns an empty string on success, else what went wrong.
QString buildFromScript(const QString &databasePath, const QString &scriptPath)
{
    QFile script(scriptPath);
    if (!script.open(QIODevice::ReadOnly | QIODevice::Text))
        return u"cannot read "_s + scriptPath;
    const QString text = QString::fromUtf8(script.readAll());
    RawDatabase raw(databasePath);
    if (!raw.isOpen())
        return u"cannot open "_s + databasePath;
    int executed = 0;
    for (const QString &chunk : text.split(u";\n"_s)) {
        QStringList lines;
        for (const QString &line : chunk.split(u'\n')) {
            if (!line.trimmed().startsWith(u"--"_s))
                lines << line;
        }
        QString statement = lines.join(u'\n').trimmed();
        if (statement.endsWith(u';'))
            statement.chop(1);
        if (statement.isEmpty())
            continue;
        if (const QString error = raw.exec(statement); !error.isEmpty())
            return error;
        ++executed;
    }
    return executed > 0 ? QString() : u"the script holds no statements"_s;
}

QString newerMessagePattern()
{
    return u"newer"_s;
}

ElementRecord record(const QString &name, const QString &typeId, int tl, EquipmentQuality equipment,
                     TroopQuality troops, const QStringList &features = {})
{
    ElementRecord r;
    r.name = name;
    r.typeId = typeId;
    r.tl = tl;
    r.equipment = equipment;
    r.troops = troops;
    const QString unknown = r.setFeatureCodes(features);
    if (!unknown.isNull())
        qFatal("test data: unknown feature code %s", qPrintable(unknown));
    return r;
}

RosterLine line(int count, const ElementRecord &r, qint64 id = 0)
{
    RosterLine l;
    l.id = id;
    l.count = count;
    l.record = r;
    return l;
}

StaffMember member(const QString &name, int strategy, int leadership, int tactics, int intelligence,
                   int administration)
{
    StaffMember m;
    m.name = name;
    m.skills = {strategy, leadership, tactics, intelligence, administration};
    return m;
}

// Empty texts that are not null. QSQLITE binds a null QString as SQL NULL, which the NOT NULL text
// columns refuse (see emptyTextsAreStored); the other tests use these so that they test what
// they are about.
Force nonNullTexts(Force force)
{
    if (force.name.isNull())
        force.name = u""_s;
    if (force.notes.isNull())
        force.notes = u""_s;
    for (StaffMember &m : force.staff) {
        if (m.name.isNull())
            m.name = u""_s;
    }
    for (RosterLine &l : force.lines) {
        if (l.record.name.isNull())
            l.record.name = u""_s;
    }
    return force;
}

Force newForce(const QString &name)
{
    Force force;
    force.name = name;
    return nonNullTexts(force);
}

ElementType caveTrolls()
{
    ElementType t;
    t.id = u"custom-1"_s;
    t.name = u"Cave Trolls"_s;
    t.table = CatalogTable::Custom;
    t.ts = 7.5;
    t.classes = {SpecialClass::Arm};
    t.wt = 3;
    t.mobility = {Mobility::Foot};
    t.raise = Money::fromDollars(150000);
    t.maintain = Money::fromDollars(30000);
    t.tl = 0;
    t.scaling = TlScaling::LowTech;
    t.viableThroughTl = 12;
    t.description = u"Homebrew: hulking cave trolls that regenerate and hate daylight."_s;
    return t;
}

// What the fixture's two forces must look like after the upgrade to version 2.
QList<Force> fixtureForcesAfterMigration()
{
    Force host;
    host.id = 1;
    host.name = u"Baron's Host"_s;
    host.member(StaffRole::Commander).name = u"Sir Richard"_s;
    host.member(StaffRole::Commander).skills[size_t(StaffSkill::Strategy)] = 14;
    host.lines << line(3,
                       record(u"Knights"_s, u"heavy-cavalry"_s, 3, EquipmentQuality::Fine, TroopQuality::Good,
                              {u"Impetuous"_s}),
                       1)
               << line(5,
                       record(u""_s, u"heavy-infantry"_s, 3, EquipmentQuality::Basic, TroopQuality::Average),
                       2)
               << line(1,
                       record(u"Sir Richard"_s, u"heavy-infantry"_s, 3, EquipmentQuality::Fine,
                              TroopQuality::Elite, {u"Hero"_s}),
                       3);
    Force raiders;
    raiders.id = 2;
    raiders.name = u"Raiders"_s;
    raiders.lines << line(
        2, record(u""_s, u"light-infantry"_s, 4, EquipmentQuality::Basic, TroopQuality::Average), 4);
    return {host, raiders};
}

// Positions of a force's lines, in position order.
QStringList linePositions(const QSqlDatabase &database, qint64 forceId)
{
    return rows(database, u"SELECT id, position FROM roster_lines WHERE force_id = ? ORDER BY position"_s,
                {forceId});
}

// The shape of a schema: columns, foreign keys and indexes of every table, to compare two files.
QStringList schemaShape(const QSqlDatabase &database)
{
    QStringList shape;
    const QStringList tables =
        rows(database, u"SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name"_s);
    for (const QString &table : tables) {
        shape << u"table "_s + table;
        shape << rows(database, u"SELECT name, type, \"notnull\", dflt_value, pk FROM pragma_table_info(?)"_s,
                      {table});
        shape << rows(database,
                      u"SELECT \"table\", \"from\", \"to\", on_delete FROM pragma_foreign_key_list(?)"_s,
                      {table});
    }
    shape << rows(database, u"SELECT name, tbl_name, sql FROM sqlite_schema WHERE type = 'index' AND "
                            u"sql IS NOT NULL ORDER BY name"_s);
    return shape;
}

quint32 headerField(const QByteArray &bytes, int offset)
{
    if (bytes.size() < offset + 4)
        return 0xFFFFFFFF;
    return qFromBigEndian<quint32>(bytes.constData() + offset);
}

} // namespace

class TstStorage : public QObject
{
    Q_OBJECT

private slots:
    void fixtureMatchesElementTypeJson();
    void roundTrip();
    void insertKeepsGivenIds();
    void emptyTextsAreStored_data();
    void emptyTextsAreStored();
    void fileIsMarked_data();
    void fileIsMarked();
    void migratesVersion1();
    void refusesNewerVersion_data();
    void refusesNewerVersion();
    void refusesForeignFile_data();
    void refusesForeignFile();
    void refusesDamagedFile_data();
    void refusesDamagedFile();
    void lockRefusesSecondOpen_data();
    void lockRefusesSecondOpen();
    void copyToWritesConsistentCopy();
    void copyToRefusesToOverwrite_data();
    void copyToRefusesToOverwrite();
    void createRefusesExistingPath_data();
    void createRefusesExistingPath();
    void transactionGuardRollsBack_data();
    void transactionGuardRollsBack();
    void failedWriteLeavesNoTrace();
};

// The fixture's custom type is written exactly as elementTypeToJson writes it, so the migration test
// checks a realistic version-1 file.
void TstStorage::fixtureMatchesElementTypeJson()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"v1.muster"_s);
    const QString built = buildFromScript(path, fixtureV1);
    QVERIFY2(built.isEmpty(), qPrintable(built));

    RawDatabase raw(path);
    QVERIFY(raw.isOpen());
    QCOMPARE(raw.scalar(u"SELECT definition FROM element_types WHERE id = 'custom-1'"_s).toByteArray(),
             QJsonDocument(elementTypeToJson(caveTrolls())).toJson(QJsonDocument::Compact));
    QCOMPARE(raw.scalar(u"PRAGMA user_version"_s).toInt(), 1);
    QCOMPARE(raw.scalar(u"PRAGMA application_id"_s).toInt(), Schema::applicationId);
    QCOMPARE(raw.scalar(u"SELECT count(*) FROM roster_lines"_s).toInt(), 4);
    QCOMPARE(raw.scalar(u"SELECT count(*) FROM sqlite_schema WHERE name = 'staff'"_s).toInt(), 0);
}

// Everything the repository writes comes back equal after the file is closed and opened again.
void TstStorage::roundTrip()
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
void TstStorage::insertKeepsGivenIds()
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

void TstStorage::emptyTextsAreStored_data()
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
void TstStorage::emptyTextsAreStored()
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

void TstStorage::fileIsMarked_data()
{
    QTest::addColumn<QString>("how");
    QTest::newRow("created") << u"created"_s;
    QTest::newRow("reopened") << u"reopened"_s;
    QTest::newRow("migrated from version 1") << u"migrated"_s;
}

// application_id and user_version mark the file; the connection runs with foreign keys, a rollback
// journal and synchronous=FULL; a closed campaign is exactly one file.
void TstStorage::fileIsMarked()
{
    QFETCH(QString, how);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"marked.muster"_s);

    std::unique_ptr<CampaignFile> file;
    if (how == u"created" || how == u"reopened") {
        auto created = CampaignFile::create(path, u"Marked"_s);
        QVERIFY2(created, errorText(created).constData());
        file = std::move(created).value();
    } else {
        const QString built = buildFromScript(path, fixtureV1);
        QVERIFY2(built.isEmpty(), qPrintable(built));
    }
    if (how != u"created") {
        file.reset();
        auto opened = CampaignFile::open(path);
        QVERIFY2(opened, errorText(opened).constData());
        file = std::move(opened).value();
    }

    {
        const QSqlDatabase db = file->database();
        QVERIFY(db.isOpen());
        QCOMPARE(scalar(db, u"PRAGMA application_id"_s).toLongLong(), qint64(0x4D555354));
        QCOMPARE(scalar(db, u"PRAGMA user_version"_s).toInt(), Schema::currentVersion);
        QCOMPARE(scalar(db, u"PRAGMA foreign_keys"_s).toInt(), 1);
        QCOMPARE(scalar(db, u"PRAGMA journal_mode"_s).toString(), u"delete"_s);
        QCOMPARE(scalar(db, u"PRAGMA synchronous"_s).toInt(), 2); // FULL

        // A write on this connection must obey the foreign keys.
        QSqlQuery orphan(db);
        QVERIFY(!orphan.exec(u"INSERT INTO roster_lines (force_id, position, count, type_id, tl, equipment, "
                             u"troops) VALUES (9999, 0, 1, 'heavy-infantry', 3, 'Basic', 'Average')"_s));
    }

    file.reset();
    // The mark is in the file's header itself.
    const QByteArray header = fileBytes(path).left(100);
    QCOMPARE(headerField(header, 68), quint32(0x4D555354));             // application_id
    QCOMPARE(headerField(header, 60), quint32(Schema::currentVersion)); // user_version
    QVERIFY(!QFileInfo::exists(path + u"-journal"_s));
    QVERIFY(!QFileInfo::exists(path + u"-wal"_s));
    QVERIFY(!QFileInfo::exists(path + u".lock"_s));
}

// A version-1 file is copied aside, then upgraded: the commander moves into the staff, the new
// columns take their defaults, and nothing else changes.
void TstStorage::migratesVersion1()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"old.muster"_s);
    const QString built = buildFromScript(path, fixtureV1);
    QVERIFY2(built.isEmpty(), qPrintable(built));
    const QByteArray originalHash = fileHash(path);

    auto opened = CampaignFile::open(path);
    QVERIFY2(opened, errorText(opened).constData());
    std::unique_ptr<CampaignFile> file = std::move(opened).value();
    const QList<Force> expected = fixtureForcesAfterMigration();
    {
        const QSqlDatabase db = file->database();
        QCOMPARE(scalar(db, u"PRAGMA user_version"_s).toInt(), Schema::currentVersion);

        // The copy taken before the upgrade is a version-1 file with the old data.
        const QString backup = file->backupPath();
        QVERIFY(!backup.isEmpty());
        QCOMPARE(QFileInfo(backup).absolutePath(), QFileInfo(path).absolutePath());
        QVERIFY2(QFileInfo(backup).isFile(), qPrintable(backup));
        QVERIFY(!QFileInfo::exists(backup + u".partial"_s));
        {
            RawDatabase old(backup);
            QVERIFY(old.isOpen());
            QCOMPARE(old.scalar(u"PRAGMA user_version"_s).toInt(), 1);
            QCOMPARE(old.scalar(u"PRAGMA application_id"_s).toInt(), Schema::applicationId);
            QCOMPARE(old.scalar(u"PRAGMA quick_check"_s).toString(), u"ok"_s);
            QCOMPARE(
                rows(old.database(), u"SELECT name, commander, commander_strategy FROM forces ORDER BY id"_s),
                QStringList({u"Baron's Host|Sir Richard|14"_s, u"Raiders||10"_s}));
            QCOMPARE(old.scalar(u"SELECT count(*) FROM roster_lines"_s).toInt(), 4);
            QCOMPARE(old.scalar(u"SELECT count(*) FROM sqlite_schema WHERE name = 'staff'"_s).toInt(), 0);
        }
        QVERIFY(fileHash(path) != originalHash);

        auto loaded = CampaignRepository(db).load();
        QVERIFY2(loaded, errorText(loaded).constData());
        QCOMPARE(loaded->name, u"Old Border War"_s);
        QCOMPARE(loaded->forces.size(), expected.size());
        for (qsizetype f = 0; f < expected.size(); ++f) {
            const Force &force = loaded->forces[f];
            QCOMPARE(force.notes, QString());
            QCOMPARE(force.lines.size(), expected[f].lines.size());
            for (qsizetype i = 0; i < expected[f].lines.size(); ++i)
                QCOMPARE(force.lines[i], expected[f].lines[i]);
            for (int role = 0; role < staffRoleCount; ++role)
                QCOMPARE(force.member(StaffRole(role)), expected[f].member(StaffRole(role)));
            QCOMPARE(force, expected[f]);
        }
        QCOMPARE(loaded->forces[0].member(StaffRole::Commander).name, u"Sir Richard"_s);
        QCOMPARE(loaded->forces[0].member(StaffRole::Commander).skill(StaffSkill::Strategy), 14);
        QCOMPARE(loaded->catalog.countInTable(CatalogTable::Custom), 1);
        const ElementType *trolls = loaded->catalog.find(u"custom-1"_s);
        QVERIFY(trolls);
        QCOMPARE(*trolls, caveTrolls());

        // The upgraded file has exactly the shape of a new one.
        {
            auto fresh = CampaignFile::create(dir.filePath(u"fresh.muster"_s), u"Fresh"_s);
            QVERIFY2(fresh, errorText(fresh).constData());
            QCOMPARE(schemaShape(db), schemaShape((*fresh)->database()));
        }
        QCOMPARE(scalar(db, u"PRAGMA foreign_key_check"_s), QVariant());
        QCOMPARE(scalar(db, u"PRAGMA integrity_check"_s).toString(), u"ok"_s);
    }

    // The upgrade was committed: the next open neither migrates nor copies again.
    file.reset();
    auto reopened = CampaignFile::open(path);
    QVERIFY2(reopened, errorText(reopened).constData());
    QVERIFY((*reopened)->backupPath().isEmpty());
    auto again = CampaignRepository((*reopened)->database()).load();
    QVERIFY2(again, errorText(again).constData());
    QCOMPARE(again->forces, expected);
}

void TstStorage::refusesNewerVersion_data()
{
    QTest::addColumn<int>("version");
    QTest::newRow("one version newer") << Schema::currentVersion + 1;
    QTest::newRow("far newer") << Schema::currentVersion + 40;
}

// A file from a newer Muster is refused and not touched.
void TstStorage::refusesNewerVersion()
{
    QFETCH(int, version);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"future.muster"_s);
    {
        auto created = CampaignFile::create(path, u"From the Future"_s);
        QVERIFY2(created, errorText(created).constData());
        Force force = newForce(u"Time Travellers"_s);
        force.lines << line(1, record(u""_s, u"heavy-infantry"_s, 3, EquipmentQuality::Basic,
                                      TroopQuality::Average, {u"Night"_s}));
        const Status s = CampaignRepository((*created)->database()).insertForce(force, 0);
        QVERIFY2(s, errorText(s).constData());
    }
    {
        RawDatabase raw(path);
        QVERIFY(raw.isOpen());
        const QString error = raw.exec(u"PRAGMA user_version = %1"_s.arg(version));
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }
    const QByteArray before = fileHash(path);
    QVERIFY(!before.isEmpty());

    auto opened = CampaignFile::open(path);
    QVERIFY(!opened);
    QVERIFY2(opened.error().message.contains(newerMessagePattern(), Qt::CaseInsensitive),
             errorText(opened).constData());

    QCOMPARE(fileHash(path), before);
    QCOMPARE(headerField(fileBytes(path), 60), quint32(version));
    const QStringList left = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
    QCOMPARE(left, QStringList({u"future.muster"_s})); // no backup, journal or lock left behind
}

void TstStorage::refusesForeignFile_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expectedMessage"); // empty: any error

    QTest::newRow("plain text") << u"text"_s << u"not a Muster campaign"_s;
    QTest::newRow("empty file") << u"empty"_s << u"not a Muster campaign"_s;
    QTest::newRow("SQLite of another application") << u"other-application"_s << u"not a Muster campaign"_s;
    QTest::newRow("SQLite without application_id") << u"no-application-id"_s << u"not a Muster campaign"_s;
    QTest::newRow("missing path") << u"missing"_s << QString();
    QTest::newRow("a directory") << u"directory"_s << QString();
}

// Opening never creates or changes a file it does not understand.
void TstStorage::refusesForeignFile()
{
    QFETCH(QString, kind);
    QFETCH(QString, expectedMessage);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"foreign.muster"_s);

    if (kind == u"text") {
        QVERIFY(writeFile(path, "Old Border War\nBaron's Host: 3 Knights, 5 Heavy Infantry\n"));
    } else if (kind == u"empty") {
        QVERIFY(writeFile(path, QByteArray()));
    } else if (kind == u"other-application" || kind == u"no-application-id") {
        RawDatabase raw(path);
        QVERIFY(raw.isOpen());
        QStringList statements{u"CREATE TABLE forces (id INTEGER PRIMARY KEY, name TEXT)"_s,
                               u"INSERT INTO forces (name) VALUES ('Not ours')"_s,
                               u"PRAGMA user_version = 1"_s};
        if (kind == u"other-application")
            statements << u"PRAGMA application_id = 1196444487"_s; // "GPKG"
        for (const QString &statement : statements) {
            const QString error = raw.exec(statement);
            QVERIFY2(error.isEmpty(), qPrintable(error));
        }
    } else if (kind == u"directory") {
        QVERIFY(QDir(dir.path()).mkdir(u"foreign.muster"_s));
    }
    const bool existed = QFileInfo::exists(path);
    const QByteArray before = fileHash(path);

    auto opened = CampaignFile::open(path);
    QVERIFY(!opened);
    QVERIFY(!opened.error().message.isEmpty());
    if (!expectedMessage.isEmpty())
        QVERIFY2(opened.error().message.contains(expectedMessage), errorText(opened).constData());

    QCOMPARE(QFileInfo::exists(path), existed); // a missing file is not created
    QCOMPARE(fileHash(path), before);
    QVERIFY(!QFileInfo::exists(path + u".lock"_s));
    QVERIFY(!QFileInfo::exists(path + u"-journal"_s));
    QVERIFY(!QFileInfo::exists(path + u".v1.bak"_s));
}

void TstStorage::refusesDamagedFile_data()
{
    QTest::addColumn<QString>("damage");
    QTest::newRow("garbage in the middle of a later page") << u"garbage-middle"_s;
    QTest::newRow("garbage over a later page's header") << u"garbage-page-start"_s;
    QTest::newRow("truncated to half its size") << u"truncated"_s;
}

// A damaged file gives an error, not a crash, and is left as it was.
void TstStorage::refusesDamagedFile()
{
    QFETCH(QString, damage);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"long-column.muster"_s);

    qint64 pageSize = 0;
    qint64 pageCount = 0;
    {
        auto created = CampaignFile::create(path, u"Soon Damaged"_s);
        QVERIFY2(created, errorText(created).constData());
        Force force = newForce(u"The Long Column"_s);
        for (int i = 0; i < 200; ++i) {
            force.lines << line(i + 1, record(u"Company %1 of the long column that marches along the river "
                                              u"road towards the border fortress"_s.arg(i),
                                              i % 2 ? u"heavy-infantry"_s : u"light-infantry"_s, 3,
                                              EquipmentQuality::Good, TroopQuality::Average,
                                              {u"Terrain (Woodlands)"_s}));
        }
        const Status s = CampaignRepository((*created)->database()).insertForce(force, 0);
        QVERIFY2(s, errorText(s).constData());
        pageSize = scalar((*created)->database(), u"PRAGMA page_size"_s).toLongLong();
        pageCount = scalar((*created)->database(), u"PRAGMA page_count"_s).toLongLong();
    }
    QVERIFY(pageSize >= 512);
    QVERIFY2(pageCount >= 6, qPrintable(u"only %1 pages"_s.arg(pageCount)));
    QCOMPARE(QFileInfo(path).size(), pageSize * pageCount);
    {
        // The intact file opens: it is the damage that the open below refuses.
        auto intact = CampaignFile::open(path);
        QVERIFY2(intact, errorText(intact).constData());
    }

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    if (damage == u"truncated") {
        QVERIFY(file.resize(file.size() / 2));
    } else {
        // Page numbers count from 1; page 1 holds the 100-byte header. Damage the page before last,
        // which holds roster lines.
        const qint64 page = pageCount - 1;
        const qint64 offset = (page - 1) * pageSize + (damage == u"garbage-middle" ? pageSize / 2 : 0);
        QByteArray garbage(int(pageSize / 4), Qt::Uninitialized);
        QRandomGenerator generator(20240601);
        for (char &c : garbage)
            c = char(generator.bounded(256));
        QVERIFY(offset >= 100);
        QVERIFY(file.seek(offset));
        QCOMPARE(file.write(garbage), qint64(garbage.size()));
    }
    file.close();
    const QByteArray before = fileHash(path);

    auto opened = CampaignFile::open(path);
    QVERIFY2(!opened, "a damaged file was opened");
    // Told that it is damaged, not that it is some other program's file.
    QVERIFY2(opened.error().message.contains(u"damaged"_s), errorText(opened).constData());
    QCOMPARE(fileHash(path), before);
    QVERIFY(!QFileInfo::exists(path + u".lock"_s));
}

void TstStorage::lockRefusesSecondOpen_data()
{
    QTest::addColumn<bool>("heldByCreate");
    QTest::newRow("held by create") << true;
    QTest::newRow("held by open") << false;
}

// A second open of the same campaign is told who holds it; once the holder closes, it opens.
void TstStorage::lockRefusesSecondOpen()
{
    QFETCH(bool, heldByCreate);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"shared.muster"_s);

    std::unique_ptr<CampaignFile> holder;
    {
        auto created = CampaignFile::create(path, u"Shared"_s);
        QVERIFY2(created, errorText(created).constData());
        holder = std::move(created).value();
    }
    if (!heldByCreate) {
        holder.reset();
        auto opened = CampaignFile::open(path);
        QVERIFY2(opened, errorText(opened).constData());
        holder = std::move(opened).value();
    }

    auto second = CampaignFile::open(path);
    QVERIFY2(!second, "the same campaign was opened twice");
    const QString message = second.error().message;
    QVERIFY2(message.contains(QRegularExpression(u"another (program|process)"_s)), qPrintable(message));
    QVERIFY2(message.contains(QString::number(QCoreApplication::applicationPid())), qPrintable(message));
    // The same path spelt differently is the same campaign.
    auto relative = CampaignFile::open(dir.path() + u"/./shared.muster"_s);
    QVERIFY2(!relative, "the same campaign was opened twice under another spelling");

    // The refused open disturbed nothing: the holder still reads and writes.
    const Status s = CampaignRepository(holder->database()).setCampaignName(u"Still Mine"_s);
    QVERIFY2(s, errorText(s).constData());
    QVERIFY(QFileInfo::exists(path + u".lock"_s));

    holder.reset();
    QVERIFY(!QFileInfo::exists(path + u".lock"_s));
    auto third = CampaignFile::open(path);
    QVERIFY2(third, errorText(third).constData());
    auto loaded = CampaignRepository((*third)->database()).load();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->name, u"Still Mine"_s);
}

// Save As: a consistent, independent copy that opens and loads equal.
void TstStorage::copyToWritesConsistentCopy()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"original.muster"_s);
    const QString copyPath = dir.filePath(u"copy.muster"_s);

    auto created = CampaignFile::create(path, u"Original"_s);
    QVERIFY2(created, errorText(created).constData());
    std::unique_ptr<CampaignFile> original = std::move(created).value();
    CampaignRepository repository(original->database());
    const QList<Force> forces = fixtureForcesAfterMigration();
    for (Force force : forces) {
        force = nonNullTexts(force);
        force.id = 0;
        for (RosterLine &l : force.lines) {
            l.id = 0;
            l.record.set(Feature::Night); // lines without features: see emptyTextsAreStored
        }
        const Status s = repository.insertForce(force, 0);
        QVERIFY2(s, errorText(s).constData());
    }
    Status s = repository.insertCustomType(caveTrolls());
    QVERIFY2(s, errorText(s).constData());
    auto before = repository.load();
    QVERIFY2(before, errorText(before).constData());

    s = original->copyTo(copyPath);
    QVERIFY2(s, errorText(s).constData());
    QVERIFY(QFileInfo(copyPath).isFile());
    QVERIFY(!QFileInfo::exists(copyPath + u".partial"_s));
    QCOMPARE(original->path(), QFileInfo(path).absoluteFilePath());

    // Later edits of the original do not reach the copy.
    Force late = newForce(u"After the copy"_s);
    s = repository.insertForce(late, 0);
    QVERIFY2(s, errorText(s).constData());

    auto copy = CampaignFile::open(copyPath);
    QVERIFY2(copy, errorText(copy).constData());
    QVERIFY((*copy)->backupPath().isEmpty());
    QCOMPARE(scalar((*copy)->database(), u"PRAGMA user_version"_s).toInt(), Schema::currentVersion);
    QCOMPARE(scalar((*copy)->database(), u"PRAGMA application_id"_s).toInt(), Schema::applicationId);
    auto loaded = CampaignRepository((*copy)->database()).load();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->name, before->name);
    QCOMPARE(loaded->forces.size(), before->forces.size());
    for (qsizetype i = 0; i < before->forces.size(); ++i)
        QCOMPARE(loaded->forces[i], before->forces[i]);
    QCOMPARE(loaded->catalog.countInTable(CatalogTable::Custom), 1);
    QVERIFY(loaded->catalog.find(u"custom-1"_s));
    QCOMPARE(*loaded->catalog.find(u"custom-1"_s), caveTrolls());

    auto originalNow = repository.load();
    QVERIFY2(originalNow, errorText(originalNow).constData());
    QCOMPARE(originalNow->forces.size(), before->forces.size() + 1);
}

void TstStorage::copyToRefusesToOverwrite_data()
{
    QTest::addColumn<QString>("target");
    QTest::newRow("another file") << u"other"_s;
    QTest::newRow("another campaign") << u"campaign"_s;
    QTest::newRow("the campaign itself") << u"itself"_s;
}

void TstStorage::copyToRefusesToOverwrite()
{
    QFETCH(QString, target);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"source.muster"_s);
    QString targetPath = dir.filePath(u"taken.muster"_s);
    if (target == u"other") {
        QVERIFY(writeFile(targetPath, "Somebody's notes; keep them.\n"));
    } else if (target == u"campaign") {
        auto other = CampaignFile::create(targetPath, u"Somebody Else's War"_s);
        QVERIFY2(other, errorText(other).constData());
    } else {
        targetPath = path;
    }

    auto created = CampaignFile::create(path, u"Source"_s);
    QVERIFY2(created, errorText(created).constData());
    Force force = newForce(u"Host"_s);
    const Status inserted = CampaignRepository((*created)->database()).insertForce(force, 0);
    QVERIFY2(inserted, errorText(inserted).constData());
    const QByteArray before = target == u"itself" ? QByteArray() : fileHash(targetPath);

    const Status s = (*created)->copyTo(targetPath);
    QVERIFY2(!s, "copyTo overwrote an existing file");
    QVERIFY(!s.error().message.isEmpty());
    QVERIFY(!QFileInfo::exists(targetPath + u".partial"_s));
    if (target != u"itself")
        QCOMPARE(fileHash(targetPath), before);
    auto loaded = CampaignRepository((*created)->database()).load();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->forces.size(), 1);
    QCOMPARE(loaded->name, u"Source"_s);
}

void TstStorage::createRefusesExistingPath_data()
{
    QTest::addColumn<QString>("existing");
    QTest::newRow("a text file") << u"text"_s;
    QTest::newRow("an empty file") << u"empty"_s;
    QTest::newRow("a campaign") << u"campaign"_s;
}

void TstStorage::createRefusesExistingPath()
{
    QFETCH(QString, existing);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"existing.muster"_s);
    if (existing == u"text") {
        QVERIFY(writeFile(path, "Do not overwrite me.\n"));
    } else if (existing == u"empty") {
        QVERIFY(writeFile(path, QByteArray()));
    } else {
        auto first = CampaignFile::create(path, u"First"_s);
        QVERIFY2(first, errorText(first).constData());
    }
    const QByteArray before = fileHash(path);

    auto created = CampaignFile::create(path, u"Second"_s);
    QVERIFY2(!created, "create overwrote an existing file");
    QVERIFY(!created.error().message.isEmpty());
    QCOMPARE(fileHash(path), before);
    QVERIFY(!QFileInfo::exists(path + u".lock"_s));

    if (existing == u"campaign") {
        auto opened = CampaignFile::open(path);
        QVERIFY2(opened, errorText(opened).constData());
        auto loaded = CampaignRepository((*opened)->database()).load();
        QVERIFY2(loaded, errorText(loaded).constData());
        QCOMPARE(loaded->name, u"First"_s);
    }
}

void TstStorage::transactionGuardRollsBack_data()
{
    QTest::addColumn<bool>("commit");
    QTest::addColumn<int>("rowsAfter");
    QTest::newRow("out of scope without commit") << false << 0;
    QTest::newRow("committed") << true << 1;
}

void TstStorage::transactionGuardRollsBack()
{
    QFETCH(bool, commit);
    QFETCH(int, rowsAfter);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"guarded.muster"_s);
    const QString count = u"SELECT count(*) FROM campaign WHERE key = 'probe'"_s;
    {
        auto created = CampaignFile::create(path, u"Guarded"_s);
        QVERIFY2(created, errorText(created).constData());
        const QSqlDatabase db = (*created)->database();
        {
            TransactionGuard guard(db);
            QVERIFY(guard.isActive());
            QSqlQuery insert(db);
            QVERIFY2(insert.exec(u"INSERT INTO campaign (key, value) VALUES ('probe', 'written')"_s),
                     qPrintable(insert.lastError().text()));
            insert.finish();
            QCOMPARE(scalar(db, count).toInt(), 1); // visible inside the transaction
            if (commit) {
                QVERIFY(guard.commit());
                QVERIFY(!guard.isActive());
                QVERIFY(!guard.commit()); // only once
            }
        }
        QCOMPARE(scalar(db, count).toInt(), rowsAfter);
    }

    // And as the file holds it, seen through another connection after closing.
    RawDatabase raw(path);
    QVERIFY(raw.isOpen());
    QCOMPARE(raw.scalar(count).toInt(), rowsAfter);
}

// A repository edit that fails part-way leaves no trace: every edit is one transaction.
void TstStorage::failedWriteLeavesNoTrace()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto created = CampaignFile::create(dir.filePath(u"atomic.muster"_s), u"Atomic"_s);
    QVERIFY2(created, errorText(created).constData());
    const QSqlDatabase db = (*created)->database();
    CampaignRepository repository(db);

    Force kept = newForce(u"Kept"_s);
    kept.lines << line(2, record(u""_s, u"heavy-infantry"_s, 3, EquipmentQuality::Basic,
                                 TroopQuality::Average, {u"Night"_s}))
               << line(3, record(u""_s, u"light-infantry"_s, 3, EquipmentQuality::Basic,
                                 TroopQuality::Average, {u"Night"_s}));
    Status s = repository.insertForce(kept, 0);
    QVERIFY2(s, errorText(s).constData());
    const QStringList positions = linePositions(db, kept.id);
    QCOMPARE(positions.size(), 2);

    // The second line breaks the CHECK (count >= 0) after the force, its staff and first line are in.
    Force broken = newForce(u"Broken"_s);
    broken.lines << line(1, record(u""_s, u"heavy-infantry"_s, 3, EquipmentQuality::Basic,
                                   TroopQuality::Average, {u"Night"_s}))
                 << line(-1, record(u""_s, u"heavy-infantry"_s, 3, EquipmentQuality::Basic,
                                    TroopQuality::Average, {u"Night"_s}));
    s = repository.insertForce(broken, 0);
    QVERIFY(!s);
    QCOMPARE(broken.id, qint64(0)); // the caller's force is left as it was
    QCOMPARE(scalar(db, u"SELECT count(*) FROM forces"_s).toInt(), 1);
    QCOMPARE(scalar(db, u"SELECT count(*) FROM staff"_s).toInt(), staffRoleCount);
    QCOMPARE(scalar(db, u"SELECT count(*) FROM roster_lines"_s).toInt(), 2);
    QCOMPARE(rows(db, u"SELECT id, position FROM forces"_s), QStringList({u"%1|0"_s.arg(kept.id)}));

    // insertLine moves the later lines down before inserting; a failed insert undoes the move.
    RosterLine bad = line(-5, record(u""_s, u"heavy-infantry"_s, 3, EquipmentQuality::Basic,
                                     TroopQuality::Average, {u"Night"_s}));
    s = repository.insertLine(kept.id, bad, 0);
    QVERIFY(!s);
    QCOMPARE(bad.id, qint64(0));
    QCOMPARE(linePositions(db, kept.id), positions);

    auto loaded = repository.load();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->forces, QList<Force>({kept}));
}

QTEST_GUILESS_MAIN(TstStorage)
#include "tst_storage.moc"
