#include "document_actions.h"

#include "models_test_helpers.h"

#include "campaign/CampaignJson.h"
#include "models/RosterModel.h"

#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QUndoStack>
#include <QtTest>

using namespace muster;
using namespace Qt::StringLiterals;

namespace modelstest {

// Every row of every table of a campaign file, through a connection of its own.
QString dumpFile(const QString &path)
{
    const QString name = u"tst_faultinjection_dump"_s;
    QString dump;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        if (!db.open())
            return u"cannot open"_s;
        QSqlQuery tables(u"SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"_s, db);
        QStringList names;
        while (tables.next())
            names << tables.value(0).toString();
        for (const QString &table : std::as_const(names)) {
            dump += u"[%1]\n"_s.arg(table);
            // Sorted, not in rowid order: rows a removal cascaded and its undo put back are the same rows.
            QSqlQuery rows(u"SELECT * FROM \"%1\""_s.arg(table), db);
            QStringList lines;
            while (rows.next()) {
                QStringList values;
                for (int i = 0; i < rows.record().count(); ++i)
                    values << rows.value(i).toString();
                lines << values.join(u'|');
            }
            lines.sort();
            dump += lines.join(u'\n') + u'\n';
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return dump;
}

Snapshot snapshot(const CampaignDocument &document, const RosterModel &roster)
{
    Snapshot s;
    s.file = dumpFile(document.path());
    s.memory = QJsonDocument(campaignToJson(document.campaign())).toJson();
    s.rosterRows = roster.rowCount();
    s.steps = document.undoStack()->count();
    s.index = document.undoStack()->index();
    for (int i = 0; i < s.steps; ++i)
        s.texts << document.undoStack()->text(i);
    return s;
}

const Force &forceNamed(const CampaignDocument &document, const QString &name)
{
    for (const Force &force : document.campaign().forces) {
        if (force.name == name)
            return force;
    }
    qFatal("no force %s in the demo campaign", qPrintable(name));
}

qint64 firstTreasury(const CampaignDocument &document)
{
    return document.campaign().treasuries.constFirst().id;
}

void addDocumentActionRows()
{
    QTest::addColumn<QString>("forceName");
    QTest::addColumn<Action>("prepare");
    QTest::addColumn<Action>("action");

    const Action nothing = [](CampaignDocument &) { return success(); };
    const QString crown = u"Host of Lady Maren of Greyhollow"_s;

    QTest::newRow("close the month") << crown << nothing << Action([crown](CampaignDocument &d) {
        // What the month-end dialog confirmed: dues of every kind, low readiness, No Maintenance losses.
        MonthClosing closing{firstTreasury(d), d.campaign().today, {}};
        ForceMonthEnd end{forceNamed(d, crown).id, Readiness::Low, {}};
        end.result.logisticsDue = Money::fromDollars(1000);
        end.result.fightingDue = Money::fromDollars(6000);
        end.result.hireDue = Money::fromDollars(1000);
        end.result.casualtiesPercent = 5;
        closing.forces << end;
        return d.closeMonth(closing);
    });
    QTest::newRow("advance time") << crown << Action([crown](CampaignDocument &d) {
        return d.raiseElements(forceNamed(d, crown).id, firstTreasury(d), makeLine(u"heavy-infantry"_s, 2, 3),
                               RaiseSpeed::Normal)
                   ? success()
                   : Error{u"raise"_s, {}};
    }) << Action([](CampaignDocument &d) {
        // A month past the day the raised elements are ready: they join, and revenue falls due.
        const Calendar &calendar = d.campaign().calendar;
        auto report = d.advanceTime(calendar.addMonths(d.campaign().raising.orders().constLast().ready, 1));
        return report ? success() : Status(report.error());
    });
    QTest::newRow("raise elements") << crown << nothing << Action([crown](CampaignDocument &d) {
        auto order = d.raiseElements(forceNamed(d, crown).id, firstTreasury(d),
                                     makeLine(u"light-cavalry"_s, 3, 3), RaiseSpeed::Double);
        return order ? success() : Status(order.error());
    });
    QTest::newRow("improve") << crown << nothing << Action([crown](CampaignDocument &d) {
        RosterLine better = forceNamed(d, crown).lines.constFirst();
        better.record.troops = TroopQuality::Elite;
        return d.improveLine(forceNamed(d, crown).id, better, firstTreasury(d));
    });
    QTest::newRow("replace casualties") << crown << Action([crown](CampaignDocument &d) {
        RosterLine hurt = forceNamed(d, crown).lines.constFirst();
        hurt.casualties = 0.3;
        return d.changeLine(forceNamed(d, crown).id, hurt, u"Hurt"_s);
    }) << Action([crown](CampaignDocument &d) {
        const Force &f = forceNamed(d, crown);
        return d.replaceCasualties(f.id, f.lines.constFirst().id, firstTreasury(d), RaiseSpeed::Normal);
    });
    QTest::newRow("disband") << crown << nothing << Action([crown](CampaignDocument &d) {
        const Force &f = forceNamed(d, crown);
        return d.disband(f.id, f.lines.constFirst().id, firstTreasury(d), Disbanding{true, 2, true});
    });
    QTest::newRow("hire mercenaries") << crown << nothing << Action([crown](CampaignDocument &d) {
        auto hired = d.hireMercenaries(forceNamed(d, crown).id,
                                       makeLine(u"medium-infantry"_s, 4, 3, EquipmentQuality::Basic,
                                                TroopQuality::Average, {Feature::Mercenary}));
        return hired ? success() : Status(hired.error());
    });
    QTest::newRow("execute march") << crown << nothing << Action([crown](CampaignDocument &d) {
        const Force &f = forceNamed(d, crown);
        MarchExecution march;
        march.forceId = f.id;
        march.destination = u"Fen Keep"_s;
        march.postureOnArrival = ForcePosture::Patrolling;
        march.casualtiesPct = 5;
        march.leftBehind = {LineCount{f.lines.at(0).id, f.lines.at(0).count}, LineCount{f.lines.at(1).id, 1}};
        // Arriving at the month's end: within the month (a march past a month not closed is refused).
        march.arrival = d.campaign().calendar.lastOfMonth(d.campaign().today);
        return d.executeMarch(march);
    });
    QTest::newRow("apply battle casualties") << crown << Action([](CampaignDocument &d) {
        StoredBattle battle;
        battle.ruleSet = u"gurps"_s;
        battle.name = u"Battle of the Ford"_s;
        battle.status = BattleStatus::Finished;
        auto saved = d.saveBattle(battle);
        return saved ? success() : Status(saved.error());
    }) << Action([crown](CampaignDocument &d) {
        const Force &f = forceNamed(d, crown);
        RosterCasualties losses;
        losses.forceId = f.id;
        for (RosterLine line : f.lines.mid(1)) {
            line.casualties = 0.15;
            losses.changed << line;
        }
        losses.removed << f.lines.constFirst().id;
        losses.logisticCasualties = 20;
        return d.applyBattleCasualties(d.battles().constLast().id, {losses}, u"Casualties of the Ford"_s);
    });
    QTest::newRow("book loot and replacements") << crown << nothing << Action([crown](CampaignDocument &d) {
        const CampaignDate today = d.campaign().today;
        const qint64 force = forceNamed(d, crown).id;
        return d.book(
            firstTreasury(d),
            {LedgerEntry{0, today, LedgerCategory::Loot, Money::fromDollars(50000), force, 0, u"Loot"_s},
             LedgerEntry{0, today, LedgerCategory::Replacement, Money::fromDollars(-20000), force, 0,
                         u"Replacements"_s}},
            u"Book loot and replacements"_s);
    });
    QTest::newRow("remove lines") << crown << nothing << Action([crown](CampaignDocument &d) {
        const Force &f = forceNamed(d, crown);
        return d.removeLines(f.id, {f.lines.at(0).id, f.lines.at(2).id, f.lines.at(3).id});
    });
    QTest::newRow("remove a levy line") << crown << Action([crown](CampaignDocument &d) {
        // A month closed first, so that the levy has a term of service the removal must bring back.
        MonthClosing closing{firstTreasury(d), d.campaign().today, {}};
        closing.forces << ForceMonthEnd{forceNamed(d, crown).id, Readiness::Full, {}};
        return d.closeMonth(closing);
    }) << Action([crown](CampaignDocument &d) {
        const Force &f = forceNamed(d, crown);
        QList<qint64> levies;
        for (const RosterLine &line : f.lines) {
            if (line.record.has(Feature::Levy))
                levies << line.id;
        }
        return levies.isEmpty() ? Status(Error{u"no levy"_s, {}}) : d.removeLines(f.id, levies);
    });
    QTest::newRow("remove force") << crown << Action([crown](CampaignDocument &d) {
        ForceEconomy economy = d.forceEconomy(forceNamed(d, crown).id);
        economy.location = u"Kesteven"_s;
        return d.setForceEconomy(forceNamed(d, crown).id, economy);
    }) << Action([crown](CampaignDocument &d) { return d.removeForce(forceNamed(d, crown).id); });
    QTest::newRow("add line") << crown << nothing << Action([crown](CampaignDocument &d) {
        auto added = d.addLine(forceNamed(d, crown).id, makeLine(u"bowmen"_s, 6, 3), 1);
        return added ? success() : Status(added.error());
    });
    // Issue 21: a GCS character imported into a post (its sheet's path kept), and the post refreshed from a sheet
    // that changed since.
    const auto voss = [](int leadership, int hp) {
        StaffMember m;
        m.name = u"Marshal Aldric Voss"_s;
        m.skills = {14, leadership, 12, 8, 9};
        m.hp = hp;
        m.gcsFile = u"/home/gm/sheets/Marshal Aldric Voss.gcs"_s;
        return m;
    };
    QTest::newRow("import a GCS character") << crown << nothing << Action([crown, voss](CampaignDocument &d) {
        return d.importStaff(forceNamed(d, crown).id, StaffRole::Commander, voss(13, 9), u"voss.gcs"_s);
    });
    QTest::newRow("refresh from a GCS file") << crown << Action([crown, voss](CampaignDocument &d) {
        return d.importStaff(forceNamed(d, crown).id, StaffRole::Commander, voss(13, 9), u"voss.gcs"_s);
    }) << Action([crown, voss](CampaignDocument &d) {
        return d.refreshStaff(forceNamed(d, crown).id, StaffRole::Commander, voss(15, 6), u"voss.gcs"_s);
    });
    // Issue 16: a Mutant: Year Zero faction kept for a force, and a MYZ battle's aftermath written back to it.
    const QByteArray ark = R"({"name":"The Ark","battle_level":3,"projects":["defenses","shelter"]})";
    QTest::newRow("keep a MYZ faction") << crown << nothing << Action([crown, ark](CampaignDocument &d) {
        return d.setForceRuleData(forceNamed(d, crown).id, u"myz"_s, ark, u"faction"_s);
    });
    QTest::newRow("remove force with its MYZ faction") << crown << Action([crown, ark](CampaignDocument &d) {
        return d.setForceRuleData(forceNamed(d, crown).id, u"myz"_s, ark, u"faction"_s);
    }) << Action([crown](CampaignDocument &d) { return d.removeForce(forceNamed(d, crown).id); });
    QTest::newRow("apply a MYZ battle's aftermath") << crown << Action([crown, ark](CampaignDocument &d) {
        if (Status s = d.setForceRuleData(forceNamed(d, crown).id, u"myz"_s, ark, u"faction"_s); !s)
            return s;
        StoredBattle battle;
        battle.ruleSet = u"myz"_s;
        battle.name = u"Ghoul Strike"_s;
        battle.status = BattleStatus::Finished;
        auto saved = d.saveBattle(battle);
        return saved ? success() : Status(saved.error());
    }) << Action([crown](CampaignDocument &d) {
        const QByteArray after = R"({"name":"The Ark","battle_level":2,"projects":["defenses"]})";
        return d.applyBattleCasualties(d.battles().constLast().id, {}, u"Aftermath of Ghoul Strike"_s, {},
                                       {ForceRuleDataAfter{forceNamed(d, crown).id, u"myz"_s, after}});
    });
    // Issue 17: a Simplified Mass Combat army kept for a force, and an aftermath that destroyed every unit of it
    // (the kept army is forgotten, so that the force's next battle proposes from its roster again).
    const QByteArray host = R"({"name":"Host","units":[{"name":"Spears","magnitude":3},{"name":"Archers","ranged":true}]})";
    QTest::newRow("keep an SMC army") << crown << nothing << Action([crown, host](CampaignDocument &d) {
        return d.setForceRuleData(forceNamed(d, crown).id, u"smc"_s, host, u"army"_s);
    });
    QTest::newRow("apply an SMC battle's aftermath") << crown << Action([crown, host](CampaignDocument &d) {
        if (Status s = d.setForceRuleData(forceNamed(d, crown).id, u"smc"_s, host, u"army"_s); !s)
            return s;
        StoredBattle battle;
        battle.ruleSet = u"smc"_s;
        battle.name = u"Ford of Ash"_s;
        battle.status = BattleStatus::Finished;
        auto saved = d.saveBattle(battle);
        return saved ? success() : Status(saved.error());
    }) << Action([crown](CampaignDocument &d) {
        return d.applyBattleCasualties(d.battles().constLast().id, {}, u"Aftermath of Ford of Ash"_s, {},
                                       {ForceRuleDataAfter{forceNamed(d, crown).id, u"smc"_s, QByteArray()}});
    });
    // Issue 18: a d20 strategic combat army kept for a force, and its battle's aftermath written back to it.
    const QByteArray legion = R"({"name":"Legion","units":[{"name":"Pikes","max_health":20},{"name":"Bows","type":"ranged"}]})";
    QTest::newRow("keep a d20 army") << crown << nothing << Action([crown, legion](CampaignDocument &d) {
        return d.setForceRuleData(forceNamed(d, crown).id, u"d20"_s, legion, u"army"_s);
    });
    QTest::newRow("apply a d20 battle's aftermath") << crown << Action([crown, legion](CampaignDocument &d) {
        if (Status s = d.setForceRuleData(forceNamed(d, crown).id, u"d20"_s, legion, u"army"_s); !s)
            return s;
        StoredBattle battle;
        battle.ruleSet = u"d20"_s;
        battle.name = u"Hill of Spears"_s;
        battle.status = BattleStatus::Finished;
        auto saved = d.saveBattle(battle);
        return saved ? success() : Status(saved.error());
    }) << Action([crown](CampaignDocument &d) {
        const QByteArray after = R"({"name":"Legion","units":[{"name":"Pikes","max_health":20,"health":9}]})";
        return d.applyBattleCasualties(d.battles().constLast().id, {}, u"Aftermath of Hill of Spears"_s, {},
                                       {ForceRuleDataAfter{forceNamed(d, crown).id, u"d20"_s, after}});
    });
    QTest::newRow("remove treasury") << crown << nothing << Action([](CampaignDocument &d) {
        return d.removeTreasury(firstTreasury(d));
    });
    QTest::newRow("change the calendar") << crown << nothing << Action([](CampaignDocument &d) {
        return d.changeCalendar(d.campaign().calendar, d.campaign().calendar.addDays(d.campaign().today, 3));
    });
}

} // namespace modelstest
