#include "CampaignRepository.h"

#include "catalog/ElementTypeJson.h"
#include "storage/BattleRepository.h"
#include "storage/EconomyRepository.h"
#include "storage/FortressRepository.h"
#include "storage/RecordColumns.h"
#include "storage/Sql.h"
#include "storage/TransactionGuard.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSqlQuery>

namespace muster {

namespace {

// lupdate reads the context from this declaration; calls name it as StorageText::tr.
struct StorageText
{
    Q_DECLARE_TR_FUNCTIONS(Storage)
};

// The columns of a line that lineValues() writes and lineFromRow() reads, in that order: its count, its
// element record (RecordColumns, shared with raising_orders) and its casualties.
const QStringList lineColumnNames =
    QStringList{QStringLiteral("count")} + RecordColumns::names() + QStringList{QStringLiteral("casualties")};
const QString lineColumns = lineColumnNames.join(QStringLiteral(", "));
const int casualtiesColumn = 1 + int(RecordColumns::names().size());

QVariantList lineValues(const RosterLine &line)
{
    QVariantList values{line.count};
    values.append(RecordColumns::values(line.record));
    values.append(line.casualties);
    return values;
}

// The roster lines of one force, in the GM's order.
Sql::OrderedRows forceLines(qint64 forceId)
{
    return {QStringLiteral("roster_lines"), QStringLiteral("force_id = ?"), {forceId}};
}

Result<RosterLine> lineFromRow(const QSqlQuery &q, int first)
{
    auto record = RecordColumns::fromRow(q, first + 1);
    if (!record)
        return record.error();
    return RosterLine{0, std::move(record).value(), q.value(first).toInt(),
                      q.value(first + casualtiesColumn).toDouble()};
}

Error unreadableStaff()
{
    return Error{StorageText::tr("The campaign file holds a staff member's fate that this version cannot read."),
                 QStringLiteral("file")};
}

// One staff member's row: a new force's, or a changed member's (INSERT OR REPLACE covers both).
Status writeStaffRow(QSqlDatabase database, qint64 forceId, StaffRole role, const StaffMember &m)
{
    const QVariant gcsFile = m.gcsFile.isEmpty() ? QVariant() : QVariant(m.gcsFile); // NULL: typed in by hand
    return Sql::exec(database,
                     QStringLiteral("INSERT OR REPLACE INTO staff (force_id, role, name, strategy, leadership, "
                                    "tactics, intelligence_analysis, administration, hp, fate, gcs_file) "
                                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                     {forceId, staffRoleCode(role), m.name, m.skills[0], m.skills[1], m.skills[2], m.skills[3],
                      m.skills[4], m.hp, staffFateCode(m.fate), gcsFile});
}

} // namespace

Result<Campaign> CampaignRepository::load() const
{
    Campaign campaign;
    campaign.name =
        Sql::scalar(m_database, QStringLiteral("SELECT value FROM campaign WHERE key = 'name'")).toString();
    const QVariant usualTl = Sql::scalar(m_database, QStringLiteral("SELECT value FROM campaign WHERE key = 'usual_tl'"));
    if (usualTl.isValid()) {
        bool ok = false;
        const int tl = usualTl.toInt(&ok);
        if (!ok || tl < 0 || tl > 12)
            return Error{StorageText::tr("The campaign file gives a usual TL this version does not know: %1")
                             .arg(usualTl.toString()),
                         QStringLiteral("file")};
        campaign.usualTl = tl;
    }
    // A rule set this version lacks is kept as it is: New Battle then offers the program's first.
    campaign.battleRuleSet =
        Sql::scalar(m_database, QStringLiteral("SELECT value FROM campaign WHERE key = 'battle_rule_set'")).toString();

    auto types =
        Sql::select(m_database, QStringLiteral("SELECT definition FROM element_types ORDER BY rowid"));
    if (!types)
        return types.error();
    while (types->next()) {
        auto type = elementTypeFromJson(QJsonDocument::fromJson(types->value(0).toByteArray()).object());
        if (!type)
            return Error{
                StorageText::tr("The campaign file holds a custom element type this version cannot read: %1")
                    .arg(type.error().message),
                QStringLiteral("file")};
        if (Status s = campaign.catalog.addCustom(*type); !s)
            return s.error();
    }

    auto caps =
        Sql::select(m_database, QStringLiteral("SELECT type_id, viable_through_tl FROM type_settings"));
    if (!caps)
        return caps.error();
    while (caps->next()) {
        // A cap on a type this version does not know, or one it refuses, is ignored rather than fatal.
        campaign.catalog.setBuiltInViability(caps->value(0).toString(), caps->value(1).toInt());
    }

    auto forces =
        Sql::select(m_database, QStringLiteral("SELECT id, name, notes FROM forces ORDER BY position, id"));
    if (!forces)
        return forces.error();
    QHash<qint64, qsizetype> forceIndex;
    while (forces->next()) {
        Force force;
        force.id = forces->value(0).toLongLong();
        force.name = forces->value(1).toString();
        force.notes = forces->value(2).toString();
        forceIndex.insert(force.id, campaign.forces.size());
        campaign.forces.append(force);
    }

    auto ruleData = Sql::select(m_database, QStringLiteral("SELECT force_id, rule_set, data FROM force_rule_data"));
    if (!ruleData)
        return ruleData.error();
    while (ruleData->next()) {
        const auto index = forceIndex.find(ruleData->value(0).toLongLong());
        if (index != forceIndex.end())
            campaign.forces[*index].ruleSetData.insert(ruleData->value(1).toString(), ruleData->value(2).toString().toUtf8());
    }

    auto staff = Sql::select(m_database, QStringLiteral("SELECT force_id, role, name, strategy, leadership, "
                                                        "tactics, intelligence_analysis, administration, hp, "
                                                        "fate, gcs_file FROM staff"));
    if (!staff)
        return staff.error();
    while (staff->next()) {
        const qsizetype index = forceIndex.value(staff->value(0).toLongLong(), -1);
        if (index < 0)
            continue;
        for (int role = 0; role < staffRoleCount; ++role) {
            if (staffRoleCode(StaffRole(role)) != staff->value(1).toString())
                continue;
            StaffMember &member = campaign.forces[index].member(StaffRole(role));
            member.name = staff->value(2).toString();
            for (int skill = 0; skill < staffSkillCount; ++skill)
                member.skills[size_t(skill)] = staff->value(3 + skill).toInt();
            member.hp = staff->value(8).toInt();
            const auto fate = staffFateFromCode(staff->value(9).toString());
            if (!fate)
                return unreadableStaff();
            member.fate = *fate;
            member.gcsFile = staff->value(10).toString();
        }
    }

    auto lines = Sql::select(m_database, QStringLiteral("SELECT force_id, id, %1 FROM roster_lines "
                                                        "ORDER BY force_id, position, id")
                                             .arg(lineColumns));
    if (!lines)
        return lines.error();
    while (lines->next()) {
        const qsizetype index = forceIndex.value(lines->value(0).toLongLong(), -1);
        if (index < 0)
            continue;
        auto line = lineFromRow(*lines, 2);
        if (!line)
            return line.error();
        line.value().id = lines->value(1).toLongLong();
        campaign.forces[index].lines.append(std::move(line).value());
    }

    auto battles = BattleRepository(m_database).load();
    if (!battles)
        return battles.error();
    campaign.battles = std::move(battles).value();

    if (Status s = EconomyRepository(m_database).loadInto(campaign); !s)
        return s.error();

    auto fortresses = FortressRepository(m_database).load();
    if (!fortresses)
        return fortresses.error();
    campaign.fortresses = std::move(fortresses).value();
    return campaign;
}

Status CampaignRepository::setUsualTl(int tl)
{
    return inTransaction(m_database, [&] {
        return Sql::exec(m_database,
                         QStringLiteral("INSERT OR REPLACE INTO campaign (key, value) VALUES ('usual_tl', ?)"),
                         {tl});
    });
}

Status CampaignRepository::setBattleRuleSet(const QString &ruleSetId)
{
    return inTransaction(m_database, [&] {
        return Sql::exec(m_database,
                         QStringLiteral("INSERT OR REPLACE INTO campaign (key, value) VALUES ('battle_rule_set', ?)"),
                         {ruleSetId});
    });
}

Status CampaignRepository::setCampaignName(const QString &name)
{
    return inTransaction(m_database, [&] {
        return Sql::exec(m_database,
                         QStringLiteral("INSERT OR REPLACE INTO campaign (key, value) VALUES ('name', ?)"),
                         {name});
    });
}

Status CampaignRepository::insertForce(Force &force, int position)
{
    Force inserted = force;
    Status status = inTransaction(m_database, [&]() -> Status {
        if (Status s = Sql::makeRoom(m_database, {QStringLiteral("forces")}, position); !s)
            return s;
        auto id = Sql::insertRow(m_database, QStringLiteral("forces"), inserted.id,
                                 QStringLiteral("name, position, notes"),
                                 {inserted.name, position, inserted.notes});
        if (!id)
            return id.error();
        inserted.id = *id;
        for (int role = 0; role < staffRoleCount; ++role) {
            if (Status s = writeStaffRow(m_database, inserted.id, StaffRole(role), inserted.member(StaffRole(role)));
                !s)
                return s;
        }
        QList<RosterLine *> lines;
        QList<int> positions;
        for (qsizetype i = 0; i < inserted.lines.size(); ++i) {
            lines << &inserted.lines[i];
            positions << int(i);
        }
        if (Status s = insertLineRows(inserted.id, lines, positions); !s)
            return s;
        for (auto it = inserted.ruleSetData.cbegin(); it != inserted.ruleSetData.cend(); ++it)
            if (Status s = setForceRuleData(inserted.id, it.key(), it.value()); !s)
                return s;
        return success();
    });
    if (status)
        force = inserted;
    return status;
}

Status CampaignRepository::setForceRuleData(qint64 forceId, const QString &ruleSet, const QByteArray &data)
{
    return inTransaction(m_database, [&] {
        if (data.isEmpty())
            return Sql::exec(m_database, QStringLiteral("DELETE FROM force_rule_data WHERE force_id = ? AND rule_set = ?"),
                             {forceId, ruleSet});
        return Sql::exec(m_database,
                         QStringLiteral("INSERT OR REPLACE INTO force_rule_data (force_id, rule_set, data) VALUES (?, ?, ?)"),
                         {forceId, ruleSet, QString::fromUtf8(data)});
    });
}

Status CampaignRepository::updateForceHeader(const Force &force)
{
    return inTransaction(m_database, [&] {
        return Sql::exec(m_database, QStringLiteral("UPDATE forces SET name = ?, notes = ? WHERE id = ?"),
                         {force.name, force.notes, force.id});
    });
}

Status CampaignRepository::updateStaff(qint64 forceId, StaffRole role, const StaffMember &m)
{
    return inTransaction(m_database, [&] { return writeStaffRow(m_database, forceId, role, m); });
}

Status CampaignRepository::deleteForce(qint64 forceId)
{
    return inTransaction(m_database, [&] {
        // Staff and roster lines go with it (ON DELETE CASCADE).
        return Sql::removeClosingGap(m_database, {QStringLiteral("forces")}, QStringLiteral("id = ?"),
                                     {forceId});
    });
}

Status CampaignRepository::insertLineRow(qint64 forceId, RosterLine &line, int position)
{
    auto id = Sql::insertRow(m_database, QStringLiteral("roster_lines"), line.id,
                             QStringLiteral("force_id, position, ") + lineColumns,
                             QVariantList{forceId, position} + lineValues(line));
    if (!id)
        return id.error();
    line.id = *id;
    return success();
}

Status CampaignRepository::insertLine(qint64 forceId, RosterLine &line, int position)
{
    RosterLine inserted = line;
    Status status = inTransaction(m_database, [&]() -> Status {
        if (Status s = Sql::makeRoom(m_database, forceLines(forceId), position); !s)
            return s;
        return insertLineRow(forceId, inserted, position);
    });
    if (status)
        line = inserted;
    return status;
}

Status CampaignRepository::updateLine(const RosterLine &line)
{
    return inTransaction(m_database, [&] {
        QVariantList values = lineValues(line);
        values.append(line.id);
        return Sql::exec(
            m_database,
            QStringLiteral("UPDATE roster_lines SET %1 WHERE id = ?").arg(Sql::assignments(lineColumnNames)),
            values);
    });
}

Status CampaignRepository::updateLines(const QList<RosterLine> &lines)
{
    QList<QVariantList> rows;
    rows.reserve(lines.size());
    for (const RosterLine &line : lines)
        rows << (lineValues(line) << line.id);
    return inTransaction(m_database, [&] {
        return Sql::execMany(
            m_database, QStringLiteral("UPDATE roster_lines SET %1 WHERE id = ?").arg(Sql::assignments(lineColumnNames)),
            rows);
    });
}

Status CampaignRepository::deleteLine(qint64 forceId, qint64 lineId)
{
    return inTransaction(m_database, [&] {
        return Sql::removeClosingGap(m_database, forceLines(forceId), QStringLiteral("id = ?"), {lineId});
    });
}

Status CampaignRepository::insertLineRows(qint64 forceId, QList<RosterLine *> lines, const QList<int> &positions)
{
    QList<qint64> ids;
    QList<QVariantList> rows;
    ids.reserve(lines.size());
    rows.reserve(lines.size());
    for (qsizetype i = 0; i < lines.size(); ++i) {
        ids << lines.at(i)->id;
        rows << QVariantList{forceId, positions.at(i)} + lineValues(*lines.at(i));
    }
    Status status = inTransaction(m_database, [&]() -> Status {
        return Sql::insertRows(m_database, QStringLiteral("roster_lines"), ids,
                               QStringLiteral("force_id, position, ") + lineColumns, rows);
    });
    if (status) {
        for (qsizetype i = 0; i < lines.size(); ++i)
            lines[i]->id = ids.at(i);
    }
    return status;
}

Status CampaignRepository::deleteLineRows(const QList<qint64> &lineIds)
{
    QList<QVariantList> rows;
    rows.reserve(lineIds.size());
    for (qint64 id : lineIds)
        rows << QVariantList{id};
    return inTransaction(m_database, [&] {
        return Sql::execMany(m_database, QStringLiteral("DELETE FROM roster_lines WHERE id = ?"), rows);
    });
}

Status CampaignRepository::setLinePositions(const QList<std::pair<qint64, int>> &idAndPosition)
{
    QList<QVariantList> rows;
    rows.reserve(idAndPosition.size());
    for (const auto &[id, position] : idAndPosition)
        rows << QVariantList{position, id};
    return inTransaction(m_database, [&] {
        return Sql::execMany(m_database, QStringLiteral("UPDATE roster_lines SET position = ? WHERE id = ?"),
                             rows);
    });
}

Status CampaignRepository::insertCustomType(const ElementType &type)
{
    return inTransaction(m_database, [&] {
        return Sql::exec(m_database,
                         QStringLiteral("INSERT INTO element_types (id, definition) VALUES (?, ?)"),
                         {type.id, QJsonDocument(elementTypeToJson(type)).toJson(QJsonDocument::Compact)});
    });
}

Status CampaignRepository::updateCustomType(const ElementType &type)
{
    return inTransaction(m_database, [&] {
        return Sql::exec(m_database, QStringLiteral("UPDATE element_types SET definition = ? WHERE id = ?"),
                         {QJsonDocument(elementTypeToJson(type)).toJson(QJsonDocument::Compact), type.id});
    });
}

Status CampaignRepository::setBuiltInViability(const QString &typeId, int viableThroughTl)
{
    return inTransaction(m_database, [&] {
        if (viableThroughTl >= 12)
            return Sql::exec(m_database, QStringLiteral("DELETE FROM type_settings WHERE type_id = ?"),
                             {typeId});
        return Sql::exec(
            m_database,
            QStringLiteral("INSERT OR REPLACE INTO type_settings (type_id, viable_through_tl) VALUES (?, ?)"),
            {typeId, viableThroughTl});
    });
}

Status CampaignRepository::deleteCustomType(const QString &typeId)
{
    return inTransaction(m_database, [&] {
        return Sql::exec(m_database, QStringLiteral("DELETE FROM element_types WHERE id = ?"), {typeId});
    });
}

Status CampaignRepository::insertBattle(StoredBattle &battle)
{
    return BattleRepository(m_database).insert(battle);
}

Status CampaignRepository::updateBattle(const StoredBattle &battle)
{
    return BattleRepository(m_database).update(battle);
}

Status CampaignRepository::deleteBattle(qint64 battleId)
{
    return BattleRepository(m_database).remove(battleId);
}

} // namespace muster
