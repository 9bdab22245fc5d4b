// Definitions of the helpers declared in storage_test_helpers.h.

#include "storage_test_helpers.h"

#include "storage/CampaignFile.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QtEndian>
#include <QtGlobal>

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
    return u"line #%1: %2 x {%3} casualties %4"_s.arg(line.id)
        .arg(line.count)
        .arg(describe(line.record))
        .arg(line.casualties);
}

static QString describe(const StaffMember &m)
{
    QStringList skills;
    for (int s : m.skills)
        skills << QString::number(s);
    return u"'%1' (%2) HP %3 %4%5"_s.arg(m.name, skills.join(u'/'))
        .arg(m.hp)
        .arg(staffFateCode(m.fate), m.gcsFile.isEmpty() ? QString() : u" from "_s + m.gcsFile);
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

static QString describe(const StoredBattle &b)
{
    return u"battle #%1 '%2' rule set %3, %4, created %5, updated %6, summary '%7', record %8"_s.arg(b.id)
        .arg(b.name, b.ruleSet, battleStatusCode(b.status), b.created.toString(Qt::ISODateWithMs),
             b.updated.toString(Qt::ISODateWithMs), b.summary, QString::fromLatin1(b.record.toHex()));
}

char *toString(const StoredBattle &battle)
{
    return qstrdup(describe(battle).toUtf8().constData());
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

namespace storagetest {

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

quint32 headerField(const QByteArray &bytes, int offset)
{
    if (bytes.size() < offset + 4)
        return 0xFFFFFFFF;
    return qFromBigEndian<quint32>(bytes.constData() + offset);
}

QVariant scalar(const QSqlDatabase &database, const QString &statement, const QVariantList &values)
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

QStringList rows(const QSqlDatabase &database, const QString &statement, const QVariantList &values)
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
        shape << rows(database,
                      u"SELECT name, \"unique\", origin, partial FROM pragma_index_list(?) "
                      u"ORDER BY name"_s,
                      {table});
    }
    // The SQL text of every table and index as well: it alone holds the CHECK constraints (count >= 0,
    // 0 <= casualties < 1, ...), and SQLite rewrites it on each ALTER TABLE, so an upgraded file and a new
    // one agree only if create() and the upgradeToVn steps wrote the same definitions.
    shape << rows(database, u"SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name"_s);
    // And the rows every file starts with besides its name: the calendar and today's date (version 5).
    shape << rows(database, u"SELECT key, value FROM campaign WHERE key <> 'name' ORDER BY key"_s);
    return shape;
}

QStringList withoutDate(QStringList shape)
{
    shape.removeIf([](const QString &row) { return row.startsWith(u"calendar|"_s) || row.startsWith(u"today|"_s); });
    return shape;
}

QStringList freshSchemaShape(const QString &directory)
{
    auto fresh = CampaignFile::create(directory + u"/fresh.muster"_s, u"Fresh"_s);
    if (!fresh)
        return {u"create failed: "_s + fresh.error().message};
    return schemaShape((*fresh)->database());
}

QStringList linePositions(const QSqlDatabase &database, qint64 forceId)
{
    return rows(database, u"SELECT id, position FROM roster_lines WHERE force_id = ? ORDER BY position"_s,
                {forceId});
}

RawDatabase::RawDatabase(const QString &path) : m_name(u"tst-raw-%1"_s.arg(++s_counter))
{
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_name);
    db.setDatabaseName(path);
    m_open = db.open();
}

RawDatabase::~RawDatabase()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_name, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_name);
}

QString RawDatabase::exec(const QString &statement) const
{
    QSqlQuery query(database());
    if (!query.exec(statement))
        return query.lastError().text() + u" in: "_s + statement;
    return {};
}

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

ElementRecord record(const QString &name, const QString &typeId, int tl, EquipmentQuality equipment,
                     TroopQuality troops, const QStringList &features)
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

RosterLine line(int count, const ElementRecord &r, qint64 id)
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

StoredBattle battle(const QString &name, BattleStatus status, const QByteArray &record)
{
    StoredBattle b;
    b.ruleSet = u"gurps"_s;
    b.name = name;
    b.status = status;
    // Whole milliseconds in UTC: what the file keeps.
    b.created = QDateTime(QDate(2024, 3, 14), QTime(19, 30, 5, 250), Qt::UTC);
    b.updated = b.created.addSecs(90);
    b.summary = u""_s;
    b.record = record;
    return b;
}

} // namespace storagetest
