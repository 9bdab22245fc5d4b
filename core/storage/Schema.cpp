#include "Schema.h"

#include "storage/CalendarStorage.h"
#include "storage/Sql.h"
#include "storage/TransactionGuard.h"

#include <QCoreApplication>
#include <QStringList>

namespace muster::Schema {

namespace {

QString typeSettingsTable()
{
    return QStringLiteral("CREATE TABLE type_settings (type_id TEXT PRIMARY KEY, "
                          "viable_through_tl INTEGER NOT NULL CHECK (viable_through_tl BETWEEN 0 AND 12))");
}

// Shared by create() and the upgrade that adds them, so a new file and an upgraded one are alike.
QString casualtiesColumn()
{
    return QStringLiteral("casualties REAL NOT NULL DEFAULT 0 CHECK (casualties >= 0 AND casualties < 1)");
}

QString battlesTable()
{
    return QStringLiteral("CREATE TABLE battles (id INTEGER PRIMARY KEY, rule_set TEXT NOT NULL, "
                          "name TEXT NOT NULL, status TEXT NOT NULL, created TEXT NOT NULL, "
                          "updated TEXT NOT NULL, summary TEXT NOT NULL DEFAULT '', record TEXT NOT NULL)");
}

// The columns of an element record (RecordColumns), as roster_lines and raising_orders define them.
QString recordColumns()
{
    return QStringLiteral(
        "name TEXT NOT NULL DEFAULT '', type_id TEXT NOT NULL, tl INTEGER NOT NULL, equipment TEXT NOT NULL, "
        "troops TEXT NOT NULL, features TEXT NOT NULL DEFAULT '', hero_multiplier REAL NOT NULL DEFAULT 1, "
        "disloyal_percent INTEGER NOT NULL DEFAULT 0, hero_cost_percent INTEGER NOT NULL DEFAULT 0, "
        "levy_service TEXT NOT NULL DEFAULT 'near-home', levy_raise_waived INTEGER NOT NULL DEFAULT 0, "
        "long_contract INTEGER NOT NULL DEFAULT 0");
}

// Version 5's tables: the economy (issue 4). Money is INTEGER cents; dates are year, month, day columns.
// The codes in the CHECKs are those of ledgerCategoryCode, revenueScheduleCode, territoryStateCode,
// raiseSpeedCode, readinessCode, terrainTypeCode and EconomyRepository's supply lines.
QStringList economyTables()
{
    return {
        QStringLiteral("CREATE TABLE treasuries (id INTEGER PRIMARY KEY, name TEXT NOT NULL, "
                       "war_chest INTEGER NOT NULL DEFAULT 0, "
                       "allow_negative INTEGER NOT NULL DEFAULT 0 CHECK (allow_negative IN (0, 1)), "
                       "position INTEGER NOT NULL)"),
        QStringLiteral("CREATE TABLE revenue_sources ("
                       "treasury_id INTEGER NOT NULL REFERENCES treasuries(id) ON DELETE CASCADE, "
                       "id INTEGER NOT NULL CHECK (id > 0), name TEXT NOT NULL, amount INTEGER NOT NULL "
                       "CHECK (amount >= 0), "
                       "schedule TEXT NOT NULL CHECK (schedule IN ('monthly', 'seasonal', 'annual')), "
                       "months TEXT NOT NULL DEFAULT '', territory TEXT NOT NULL DEFAULT '', "
                       "state TEXT NOT NULL DEFAULT 'held' CHECK (state IN ('held', 'lost', 'devastated')), "
                       "position INTEGER NOT NULL, PRIMARY KEY (treasury_id, id))"),
        QStringLiteral(
            "CREATE TABLE ledger_entries ("
            "treasury_id INTEGER NOT NULL REFERENCES treasuries(id) ON DELETE CASCADE, "
            "id INTEGER NOT NULL CHECK (id > 0), year INTEGER NOT NULL, "
            "month INTEGER NOT NULL CHECK (month >= 1), day INTEGER NOT NULL CHECK (day >= 1), "
            "category TEXT NOT NULL CHECK (category IN ('raise', 'maintain', 'logistics', 'replacement', "
            "'hire', 'rebate', 'loot', 'revenue', 'manual')), "
            "amount INTEGER NOT NULL, force_id INTEGER NOT NULL DEFAULT 0, line_id INTEGER NOT NULL DEFAULT "
            "0, "
            "description TEXT NOT NULL DEFAULT '', PRIMARY KEY (treasury_id, id))"),
        QStringLiteral(
            "CREATE INDEX ledger_entries_by_date ON ledger_entries (treasury_id, year, month, day)"),
        QStringLiteral(
            "CREATE TABLE raising_orders (id INTEGER PRIMARY KEY, "
            "force_id INTEGER NOT NULL REFERENCES forces(id) ON DELETE CASCADE, "
            "count INTEGER NOT NULL CHECK (count > 0), "
            "speed TEXT NOT NULL CHECK (speed IN ('normal', 'double', 'quadruple')), "
            "cost INTEGER NOT NULL CHECK (cost >= 0), "
            "ordered_year INTEGER NOT NULL, ordered_month INTEGER NOT NULL, ordered_day INTEGER NOT NULL, "
            "ready_year INTEGER NOT NULL, ready_month INTEGER NOT NULL, ready_day INTEGER NOT NULL, %1)")
            .arg(recordColumns()),
        QStringLiteral(
            "CREATE TABLE force_economy ("
            "force_id INTEGER PRIMARY KEY REFERENCES forces(id) ON DELETE CASCADE, "
            "treasury_id INTEGER REFERENCES treasuries(id) ON DELETE SET NULL, "
            "location TEXT NOT NULL DEFAULT '', "
            "terrain TEXT NOT NULL DEFAULT '' CHECK (terrain IN ('', 'Arctic', 'Desert', 'Jungle', "
            "'Mountain', 'Swampland', 'Woodlands')), "
            "tied_to_roads INTEGER NOT NULL DEFAULT 0, "
            "readiness TEXT NOT NULL DEFAULT 'full' CHECK (readiness IN ('full', 'low', 'none')), "
            "reduced_last_month INTEGER NOT NULL DEFAULT 0, "
            "land_ls REAL NOT NULL DEFAULT 0 CHECK (land_ls >= 0), "
            "naval_ls REAL NOT NULL DEFAULT 0 CHECK (naval_ls >= 0), "
            "air_ls REAL NOT NULL DEFAULT 0 CHECK (air_ls >= 0), "
            "supply_line TEXT NOT NULL DEFAULT 'overland' "
            "CHECK (supply_line IN ('overland', 'by-water', 'at-port')))"),
    };
}

// Version 6's additions (the rest of issue 4): what a queued order does to an existing line, and each
// Levy line's service. Shared by create() and upgradeToV6.
QStringList orderKindColumns()
{
    return {
        QStringLiteral("kind TEXT NOT NULL DEFAULT 'raise' CHECK (kind IN ('raise', 'replace', 'improve'))"),
        QStringLiteral("line_id INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral("casualties_replaced REAL NOT NULL DEFAULT 0 CHECK (casualties_replaced >= 0 AND "
                       "casualties_replaced <= 1)"),
    };
}

QString levyTermsTable()
{
    return QStringLiteral(
        "CREATE TABLE levy_terms (line_id INTEGER PRIMARY KEY REFERENCES roster_lines(id) ON DELETE CASCADE, "
        "called_up_year INTEGER NOT NULL, called_up_month INTEGER NOT NULL CHECK (called_up_month >= 1), "
        "called_up_day INTEGER NOT NULL CHECK (called_up_day >= 1), year INTEGER NOT NULL, "
        "months_served INTEGER NOT NULL CHECK (months_served >= 0))");
}

// Version 7's table: the campaign's fortresses ("Sieges"), as the GM rated them. The codes in the CHECKs are
// those of fortressKindCode and fortressSiteCode; the ranges are those a valid Fortress keeps (the
// document stores the fields a kind does not use at their defaults). Shared by create() and upgradeToV7.
QString fortressesTable()
{
    return QStringLiteral(
        "CREATE TABLE fortresses (id INTEGER PRIMARY KEY, name TEXT NOT NULL CHECK (trim(name) <> ''), "
        "kind TEXT NOT NULL CHECK (kind IN ('improvised', 'permanent', 'ruins', 'natural')), "
        "tl INTEGER NOT NULL DEFAULT 3 CHECK (tl BETWEEN 0 AND 12), "
        "solid INTEGER NOT NULL DEFAULT 0 CHECK (solid IN (0, 1)), "
        "ruin_penalty INTEGER NOT NULL DEFAULT 1 CHECK (ruin_penalty BETWEEN 1 AND 16), "
        "natural_bonus INTEGER NOT NULL DEFAULT 4 CHECK (natural_bonus IN (4, 5)), "
        "site TEXT NOT NULL DEFAULT 'ordinary' CHECK (site IN ('ordinary', 'strong', 'extremely-strong')), "
        "capacity_wt REAL NOT NULL CHECK (capacity_wt > 0))");
}

// The Gregorian calendar and 1 January of year 1, so that a file opens at a sensible date.
Status writeEconomyDefaults(QSqlDatabase database)
{
    const QString insert = QStringLiteral("INSERT OR IGNORE INTO campaign (key, value) VALUES (?, ?)");
    if (Status s = Sql::exec(database, insert,
                             {QStringLiteral("calendar"), CalendarStorage::toText(Calendar::gregorian())});
        !s)
        return s;
    return Sql::exec(database, insert, {QStringLiteral("today"), CalendarStorage::toText(CampaignDate{})});
}

Status execAll(QSqlDatabase database, const QStringList &statements)
{
    for (const QString &statement : statements) {
        if (Status s = Sql::exec(database, statement); !s)
            return s;
    }
    return success();
}

Status setVersion(QSqlDatabase database, int version)
{
    // PRAGMAs take no bound values; the number is ours, not the user's.
    return Sql::exec(database, QStringLiteral("PRAGMA user_version = %1").arg(version));
}

// Version 1 kept one commander per force as columns of `forces` and no notes. Version 2 gives every
// force a staff (commander, intelligence chief, quartermaster with their skills), notes, and the
// GM-assigned cost fields of Hero, Levy and Mercenary.
Status upgradeToV2(QSqlDatabase database)
{
    return execAll(
        database,
        {
            QStringLiteral(
                "CREATE TABLE staff (force_id INTEGER NOT NULL REFERENCES forces(id) ON DELETE CASCADE, "
                "role TEXT NOT NULL, name TEXT NOT NULL DEFAULT '', strategy INTEGER NOT NULL DEFAULT 10, "
                "leadership INTEGER NOT NULL DEFAULT 10, tactics INTEGER NOT NULL DEFAULT 10, "
                "intelligence_analysis INTEGER NOT NULL DEFAULT 10, administration INTEGER NOT NULL DEFAULT "
                "10, "
                "PRIMARY KEY (force_id, role))"),
            QStringLiteral("INSERT INTO staff (force_id, role, name, strategy) "
                           "SELECT id, 'commander', commander, commander_strategy FROM forces"),
            QStringLiteral("ALTER TABLE forces DROP COLUMN commander"),
            QStringLiteral("ALTER TABLE forces DROP COLUMN commander_strategy"),
            QStringLiteral("ALTER TABLE forces ADD COLUMN notes TEXT NOT NULL DEFAULT ''"),
            QStringLiteral(
                "ALTER TABLE roster_lines ADD COLUMN hero_cost_percent INTEGER NOT NULL DEFAULT 0"),
            QStringLiteral(
                "ALTER TABLE roster_lines ADD COLUMN levy_service TEXT NOT NULL DEFAULT 'near-home'"),
            QStringLiteral(
                "ALTER TABLE roster_lines ADD COLUMN levy_raise_waived INTEGER NOT NULL DEFAULT 0"),
            QStringLiteral("ALTER TABLE roster_lines ADD COLUMN long_contract INTEGER NOT NULL DEFAULT 0"),
        });
}

// Version 3 lets a campaign cap the TL through which a built-in high-tech type keeps doubling its TS.
Status upgradeToV3(QSqlDatabase database)
{
    return execAll(database, {typeSettingsTable()});
}

// Version 4 keeps what a battle cost each roster line (the fraction of its TS lost and not yet replaced)
// and the battles themselves: a few columns for the list, and the engine's record, opaque to storage.
Status upgradeToV4(QSqlDatabase database)
{
    return execAll(
        database,
        {QStringLiteral("ALTER TABLE roster_lines ADD COLUMN %1").arg(casualtiesColumn()), battlesTable()});
}

// Version 5 keeps the campaign economy: calendar and date, treasuries with their revenue and ledger, the
// elements being raised, and each force's economic situation.
Status upgradeToV5(QSqlDatabase database)
{
    if (Status s = execAll(database, economyTables()); !s)
        return s;
    return writeEconomyDefaults(database);
}

// Version 6: replacements and improvements wait in the raising queue for their time, levies are tracked
// month by month, and a force has a posture.
Status upgradeToV6(QSqlDatabase database)
{
    QStringList statements;
    for (const QString &column : orderKindColumns())
        statements << QStringLiteral("ALTER TABLE raising_orders ADD COLUMN %1").arg(column);
    statements << levyTermsTable();
    // Operations (issue 5): whether a force is on the move or encamped, and how.
    statements << QStringLiteral("ALTER TABLE force_economy ADD COLUMN posture TEXT NOT NULL DEFAULT 'mobile' "
                                 "CHECK (posture IN ('mobile', 'patrolling', 'bunkered', 'no-security'))");
    return execAll(database, statements);
}

// Version 7: the campaign keeps its fortresses (issue 6, "Sieges"); a file of version 6 has none.
Status upgradeToV7(QSqlDatabase database)
{
    return execAll(database, {fortressesTable()});
}

// Version 8 (issue 14): the month-end remembers. Each treasury and force keeps the last month it closed, a force
// the Administration roll of the month it has not closed yet and how it last marched, and each staff member
// the hit points and fate a battle left. Shared by create() and upgradeToV8.
QStringList monthEndMemoryColumns()
{
    return {
        QStringLiteral("ALTER TABLE treasuries ADD COLUMN closed_year INTEGER"),
        QStringLiteral("ALTER TABLE treasuries ADD COLUMN closed_month INTEGER CHECK (closed_month >= 1)"),
        QStringLiteral("ALTER TABLE force_economy ADD COLUMN closed_year INTEGER"),
        QStringLiteral("ALTER TABLE force_economy ADD COLUMN closed_month INTEGER CHECK (closed_month >= 1)"),
        QStringLiteral("ALTER TABLE force_economy ADD COLUMN admin_roll INTEGER CHECK (admin_roll BETWEEN 3 AND 18)"),
        QStringLiteral("ALTER TABLE force_economy ADD COLUMN admin_roll_year INTEGER"),
        QStringLiteral(
            "ALTER TABLE force_economy ADD COLUMN admin_roll_month INTEGER CHECK (admin_roll_month >= 1)"),
        QStringLiteral("ALTER TABLE force_economy ADD COLUMN admin_roll_typed INTEGER NOT NULL DEFAULT 0 "
                       "CHECK (admin_roll_typed IN (0, 1))"),
        QStringLiteral("ALTER TABLE force_economy ADD COLUMN last_march TEXT NOT NULL DEFAULT '' "
                       "CHECK (last_march IN ('', 'normal', 'forced', 'forced-failed'))"),
        QStringLiteral("ALTER TABLE force_economy ADD COLUMN last_march_off_road INTEGER NOT NULL DEFAULT 0 "
                       "CHECK (last_march_off_road IN (0, 1))"),
        QStringLiteral("ALTER TABLE staff ADD COLUMN hp INTEGER NOT NULL DEFAULT 10 CHECK (hp BETWEEN -1000 AND 1000)"),
        QStringLiteral("ALTER TABLE staff ADD COLUMN fate TEXT NOT NULL DEFAULT 'serving' "
                       "CHECK (fate IN ('serving', 'wounded', 'captured', 'dead'))"),
    };
}

Status upgradeToV8(QSqlDatabase database)
{
    QStringList statements = monthEndMemoryColumns();
    // A month closed before the file remembered it shows in the ledger: its month-end bookings (Maintain,
    // Logistics and Hire) are dated in the month they closed. The latest such month counts as closed, so that
    // an upgraded campaign is not asked to pay that month again.
    const QString upkeep = QStringLiteral("category IN ('maintain', 'logistics', 'hire')");
    statements << QStringLiteral("UPDATE treasuries SET (closed_year, closed_month) = (SELECT year, month FROM "
                                 "ledger_entries e WHERE e.treasury_id = treasuries.id AND %1 "
                                 "ORDER BY year DESC, month DESC LIMIT 1)")
                      .arg(upkeep);
    statements << QStringLiteral("UPDATE force_economy SET (closed_year, closed_month) = (SELECT year, month FROM "
                                 "ledger_entries e WHERE e.force_id = force_economy.force_id AND %1 "
                                 "ORDER BY year DESC, month DESC LIMIT 1)")
                      .arg(upkeep);
    return execAll(database, statements);
}

// Version 9 (issue 16): what other battle rule sets keep of a force between battles (a Mutant: Year Zero faction
// with its Ark projects), one JSON text per force and rule set, opaque to storage like a battle's record. Shared
// by create() and the upgrade.
Status upgradeToV9(QSqlDatabase database)
{
    return execAll(database,
                   {QStringLiteral("CREATE TABLE force_rule_data ("
                                   "force_id INTEGER NOT NULL REFERENCES forces(id) ON DELETE CASCADE, "
                                   "rule_set TEXT NOT NULL CHECK (trim(rule_set) <> ''), "
                                   "data TEXT NOT NULL CHECK (data <> ''), PRIMARY KEY (force_id, rule_set))")});
}

// Version 10 (issue 21): the GCS character sheet a staff member was imported from, for a refresh from it; NULL for
// one typed in by hand, never an empty text. Shared by create() and the upgrade.
Status upgradeToV10(QSqlDatabase database)
{
    return execAll(database, {QStringLiteral("ALTER TABLE staff ADD COLUMN gcs_file TEXT CHECK (gcs_file <> '')")});
}

} // namespace

Status create(QSqlDatabase database)
{
    if (Status s = execAll(
            database,
            QStringList{
                QStringLiteral("CREATE TABLE campaign (key TEXT PRIMARY KEY, value TEXT NOT NULL)"),
                QStringLiteral("CREATE TABLE element_types (id TEXT PRIMARY KEY, definition TEXT NOT NULL)"),
                QStringLiteral("CREATE TABLE forces (id INTEGER PRIMARY KEY, name TEXT NOT NULL, "
                               "position INTEGER NOT NULL, notes TEXT NOT NULL DEFAULT '')"),
                QStringLiteral(
                    "CREATE TABLE staff (force_id INTEGER NOT NULL REFERENCES forces(id) ON DELETE CASCADE, "
                    "role TEXT NOT NULL, name TEXT NOT NULL DEFAULT '', strategy INTEGER NOT NULL DEFAULT "
                    "10, "
                    "leadership INTEGER NOT NULL DEFAULT 10, tactics INTEGER NOT NULL DEFAULT 10, "
                    "intelligence_analysis INTEGER NOT NULL DEFAULT 10, administration INTEGER NOT NULL "
                    "DEFAULT 10, "
                    "PRIMARY KEY (force_id, role))"),
                QStringLiteral(
                    "CREATE TABLE roster_lines (id INTEGER PRIMARY KEY, "
                    "force_id INTEGER NOT NULL REFERENCES forces(id) ON DELETE CASCADE, "
                    "position INTEGER NOT NULL, count INTEGER NOT NULL CHECK (count >= 0), %1, %2)")
                    .arg(recordColumns(), casualtiesColumn()),
                QStringLiteral("CREATE INDEX roster_lines_by_force ON roster_lines (force_id, position)"),
                typeSettingsTable(),
                battlesTable(),
            } + economyTables()
                << QStringLiteral("PRAGMA application_id = %1").arg(applicationId));
        !s)
        return s;
    // Versions 6 to 10 only add to version 5's tables: the same statements make a new file and upgrade an old
    // one, so that both have the same schema.
    if (Status s = upgradeToV6(database); !s)
        return s;
    if (Status s = upgradeToV7(database); !s)
        return s;
    if (Status s = execAll(database, monthEndMemoryColumns()); !s)
        return s;
    if (Status s = upgradeToV9(database); !s)
        return s;
    if (Status s = upgradeToV10(database); !s)
        return s;
    if (Status s = writeEconomyDefaults(database); !s)
        return s;
    return setVersion(database, currentVersion);
}

Status migrate(QSqlDatabase database, int fromVersion)
{
    using Step = Status (*)(QSqlDatabase);
    // upgrades[n] takes a file from version n+1 to n+2.
    static constexpr Step upgrades[] = {upgradeToV2, upgradeToV3, upgradeToV4, upgradeToV5, upgradeToV6,
                                           upgradeToV7, upgradeToV8, upgradeToV9, upgradeToV10};
    if (fromVersion < 1)
        return Error{QCoreApplication::translate("Storage", "The campaign file has no schema version."),
                     QStringLiteral("file")};
    // Every step in one transaction: a failure part-way (a full disk) leaves the file at the version it had,
    // never at one between.
    TransactionGuard transaction(database);
    if (!transaction.isActive())
        return Error{QCoreApplication::translate("Storage", "Could not start a transaction to upgrade the file."),
                     QStringLiteral("file")};
    for (int version = fromVersion; version < currentVersion; ++version) {
        if (Status s = upgrades[version - 1](database); !s)
            return s;
        if (Status s = setVersion(database, version + 1); !s)
            return s;
    }
    if (!transaction.commit())
        return Error{QCoreApplication::translate("Storage", "Could not save the upgraded campaign file."),
                     QStringLiteral("file")};
    return success();
}

} // namespace muster::Schema
