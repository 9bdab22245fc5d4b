#include "CampaignRepository.h"

#include "catalog/ElementTypeJson.h"
#include "storage/BattleRepository.h"
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

// The columns of a line that lineValues() writes and lineFromRow() reads, in that order.
const QStringList lineColumnNames =
    QStringLiteral(
        "count, name, type_id, tl, equipment, troops, features, hero_multiplier, disloyal_percent, "
        "hero_cost_percent, levy_service, levy_raise_waived, long_contract, casualties")
        .split(QStringLiteral(", "));
const QString lineColumns = lineColumnNames.join(QStringLiteral(", "));

QVariantList lineValues(const RosterLine &line)
{
    const ElementRecord &r = line.record;
    return {line.count,
            r.name,
            r.typeId,
            r.tl,
            equipmentQualityCode(r.equipment),
            troopQualityCode(r.troops),
            r.featureCodes().join(QLatin1Char(';')),
            r.heroMultiplier,
            r.disloyalPercent,
            r.heroCostPercent,
            levyServiceCode(r.levyService),
            r.levyRaiseWaived,
            r.mercenaryLongContract,
            line.casualties};
}

Result<RosterLine> lineFromRow(const QSqlQuery &q, int first)
{
    RosterLine line;
    ElementRecord &r = line.record;
    line.count = q.value(first).toInt();
    r.name = q.value(first + 1).toString();
    r.typeId = q.value(first + 2).toString();
    r.tl = q.value(first + 3).toInt();
    const auto equipment = equipmentQualityFromString(q.value(first + 4).toString());
    const auto troops = troopQualityFromString(q.value(first + 5).toString());
    const auto levy = levyServiceFromCode(q.value(first + 10).toString());
    const QString features = q.value(first + 6).toString();
    const QString unknown =
        r.setFeatureCodes(features.isEmpty() ? QStringList() : features.split(QLatin1Char(';')));
    if (!equipment || !troops || !levy || !unknown.isNull())
        return Error{StorageText::tr("The campaign file holds a roster line this version cannot read."),
                     QStringLiteral("file")};
    r.equipment = *equipment;
    r.troops = *troops;
    r.heroMultiplier = q.value(first + 7).toDouble();
    r.disloyalPercent = q.value(first + 8).toInt();
    r.heroCostPercent = q.value(first + 9).toInt();
    r.levyService = *levy;
    r.levyRaiseWaived = q.value(first + 11).toBool();
    r.mercenaryLongContract = q.value(first + 12).toBool();
    line.casualties = q.value(first + 13).toDouble();
    return line;
}

} // namespace

Result<Campaign> CampaignRepository::load() const
{
    Campaign campaign;
    campaign.name =
        Sql::scalar(m_database, QStringLiteral("SELECT value FROM campaign WHERE key = 'name'")).toString();

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

    auto staff =
        Sql::select(m_database, QStringLiteral("SELECT force_id, role, name, strategy, leadership, tactics, "
                                               "intelligence_analysis, administration FROM staff"));
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
    return campaign;
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
        if (Status s = Sql::exec(
                m_database, QStringLiteral("UPDATE forces SET position = position + 1 WHERE position >= ?"),
                {position});
            !s)
            return s;
        auto query = Sql::select(
            m_database, QStringLiteral("INSERT INTO forces (id, name, position, notes) VALUES (?, ?, ?, ?)"),
            {inserted.id > 0 ? QVariant(inserted.id) : QVariant(), inserted.name, position, inserted.notes});
        if (!query)
            return query.error();
        inserted.id = query->lastInsertId().toLongLong();
        for (int role = 0; role < staffRoleCount; ++role) {
            const StaffMember &m = inserted.member(StaffRole(role));
            if (Status s =
                    Sql::exec(m_database,
                              QStringLiteral("INSERT INTO staff (force_id, role, name, strategy, leadership, "
                                             "tactics, intelligence_analysis, administration) "
                                             "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                              {inserted.id, staffRoleCode(StaffRole(role)), m.name, m.skills[0], m.skills[1],
                               m.skills[2], m.skills[3], m.skills[4]});
                !s)
                return s;
        }
        for (qsizetype i = 0; i < inserted.lines.size(); ++i) {
            if (Status s = insertLineRow(inserted.id, inserted.lines[i], int(i)); !s)
                return s;
        }
        return success();
    });
    if (status)
        force = inserted;
    return status;
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
    return inTransaction(m_database, [&] {
        return Sql::exec(
            m_database,
            QStringLiteral(
                "INSERT OR REPLACE INTO staff (force_id, role, name, strategy, leadership, tactics, "
                "intelligence_analysis, administration) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
            {forceId, staffRoleCode(role), m.name, m.skills[0], m.skills[1], m.skills[2], m.skills[3],
             m.skills[4]});
    });
}

Status CampaignRepository::deleteForce(qint64 forceId)
{
    return inTransaction(m_database, [&]() -> Status {
        auto position =
            Sql::select(m_database, QStringLiteral("SELECT position FROM forces WHERE id = ?"), {forceId});
        if (!position)
            return position.error();
        const QVariant at = position->next() ? position->value(0) : QVariant();
        // Staff and roster lines go with it (ON DELETE CASCADE).
        if (Status s = Sql::exec(m_database, QStringLiteral("DELETE FROM forces WHERE id = ?"), {forceId});
            !s)
            return s;
        if (!at.isValid())
            return success();
        // Close the gap, so that later inserts by position keep the order the GM sees.
        return Sql::exec(
            m_database, QStringLiteral("UPDATE forces SET position = position - 1 WHERE position > ?"), {at});
    });
}

Status CampaignRepository::insertLineRow(qint64 forceId, RosterLine &line, int position)
{
    QVariantList values{line.id > 0 ? QVariant(line.id) : QVariant(), forceId, position};
    values.append(lineValues(line));
    auto query =
        Sql::select(m_database,
                    QStringLiteral("INSERT INTO roster_lines (id, force_id, position, %1) VALUES (%2)")
                        .arg(lineColumns, Sql::placeholders(values.size())),
                    values);
    if (!query)
        return query.error();
    line.id = query->lastInsertId().toLongLong();
    return success();
}

Status CampaignRepository::insertLine(qint64 forceId, RosterLine &line, int position)
{
    RosterLine inserted = line;
    Status status = inTransaction(m_database, [&]() -> Status {
        if (Status s = Sql::exec(m_database,
                                 QStringLiteral("UPDATE roster_lines SET position = position + 1 "
                                                "WHERE force_id = ? AND position >= ?"),
                                 {forceId, position});
            !s)
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

Status CampaignRepository::deleteLine(qint64 forceId, qint64 lineId)
{
    return inTransaction(m_database, [&]() -> Status {
        auto position = Sql::select(
            m_database, QStringLiteral("SELECT position FROM roster_lines WHERE id = ?"), {lineId});
        if (!position)
            return position.error();
        const QVariant at = position->next() ? position->value(0) : QVariant();
        if (Status s =
                Sql::exec(m_database, QStringLiteral("DELETE FROM roster_lines WHERE id = ?"), {lineId});
            !s)
            return s;
        if (!at.isValid())
            return success();
        return Sql::exec(
            m_database,
            QStringLiteral(
                "UPDATE roster_lines SET position = position - 1 WHERE force_id = ? AND position > ?"),
            {forceId, at});
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
