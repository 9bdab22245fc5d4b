#include "FortressRepository.h"

#include "storage/Sql.h"
#include "storage/TransactionGuard.h"

#include <QCoreApplication>
#include <QSqlQuery>

namespace muster {

namespace {

// lupdate reads the context from this declaration; calls name it as StorageText::tr.
struct StorageText
{
    Q_DECLARE_TR_FUNCTIONS(Storage)
};

// The columns after id, in the order fortressValues() gives them and fortressFromRow() reads them.
const QStringList fortressColumnNames =
    QStringLiteral("name, kind, tl, solid, ruin_penalty, natural_bonus, site, capacity_wt")
        .split(QStringLiteral(", "));
const QString fortressColumns = fortressColumnNames.join(QStringLiteral(", "));

QVariantList fortressValues(const Fortress &f)
{
    return {f.name,         fortressKindCode(f.kind), f.tl,        f.solid ? 1 : 0, f.ruinPenalty,
            f.naturalBonus, fortressSiteCode(f.site), f.capacityWt};
}

Result<Fortress> fortressFromRow(const QSqlQuery &q)
{
    Fortress f;
    f.id = q.value(0).toLongLong();
    f.name = q.value(1).toString();
    const auto kind = fortressKindFromCode(q.value(2).toString());
    const auto site = fortressSiteFromCode(q.value(7).toString());
    if (!kind || !site)
        return Error{
            StorageText::tr("The campaign file holds a fortress this version cannot read: %1.").arg(f.name),
            QStringLiteral("file")};
    f.kind = *kind;
    f.tl = q.value(3).toInt();
    f.solid = q.value(4).toInt() != 0;
    f.ruinPenalty = q.value(5).toInt();
    f.naturalBonus = q.value(6).toInt();
    f.site = *site;
    f.capacityWt = q.value(8).toDouble();
    return f;
}

} // namespace

Result<QList<Fortress>> FortressRepository::load() const
{
    auto rows = Sql::select(m_database,
                            QStringLiteral("SELECT id, %1 FROM fortresses ORDER BY id").arg(fortressColumns));
    if (!rows)
        return rows.error();
    QList<Fortress> fortresses;
    while (rows->next()) {
        auto fortress = fortressFromRow(*rows);
        if (!fortress)
            return fortress.error();
        fortresses.append(std::move(fortress).value());
    }
    return fortresses;
}

Status FortressRepository::insert(Fortress &fortress)
{
    qint64 id = 0;
    Status status = inTransaction(m_database, [&]() -> Status {
        auto inserted = Sql::insertRow(m_database, QStringLiteral("fortresses"), fortress.id, fortressColumns,
                                       fortressValues(fortress));
        if (!inserted)
            return inserted.error();
        id = *inserted;
        return success();
    });
    if (status)
        fortress.id = id;
    return status;
}

Status FortressRepository::update(const Fortress &fortress)
{
    return inTransaction(m_database, [&] {
        return Sql::updateRow(
            m_database, QStringLiteral("fortresses"), fortress.id, fortressColumnNames,
            fortressValues(fortress),
            Error{StorageText::tr("The fortress \"%1\" is no longer in the campaign file; it was not saved.")
                      .arg(fortress.name),
                  QStringLiteral("fortress")});
    });
}

Status FortressRepository::remove(qint64 fortressId)
{
    return inTransaction(m_database, [&] {
        return Sql::exec(m_database, QStringLiteral("DELETE FROM fortresses WHERE id = ?"), {fortressId});
    });
}

} // namespace muster
