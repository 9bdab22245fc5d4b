#include "DemoEconomy.h"

#include "storage/EconomyRepository.h"

#include <QJsonArray>

namespace muster {

namespace {

Error bad(const QString &field, const QString &message)
{
    return Error{QStringLiteral("%1: %2").arg(field, message), field};
}

} // namespace

Result<CampaignEconomyDescription> economyFromJson(const QJsonObject &root)
{
    CampaignEconomyDescription d;
    const Calendar calendar;
    if (root.contains(QLatin1String("today"))) {
        const QJsonArray today = root.value(QLatin1String("today")).toArray();
        auto date = calendar.date(today.at(0).toInt(1), today.at(1).toInt(1), today.at(2).toInt(1));
        if (!date)
            return bad(QStringLiteral("today"), date.error().message);
        d.today = *date;
    }
    for (const QJsonValue &month : root.value(QLatin1String("campaigning_season")).toArray())
        d.campaigningSeason << month.toInt();
    const QJsonArray treasuries = root.value(QLatin1String("treasuries")).toArray();
    for (qsizetype i = 0; i < treasuries.size(); ++i) {
        const QJsonObject object = treasuries.at(i).toObject();
        Treasury t;
        t.name = object.value(QLatin1String("name")).toString();
        t.warChest = Money::fromDollars(object.value(QLatin1String("war_chest")).toDouble());
        t.allowNegative = object.value(QLatin1String("allow_negative")).toBool();
        for (const QJsonValue &value : object.value(QLatin1String("revenue")).toArray()) {
            const QJsonObject r = value.toObject();
            RevenueSource source;
            source.name = r.value(QLatin1String("name")).toString();
            source.amount = Money::fromDollars(r.value(QLatin1String("amount")).toDouble());
            source.schedule = revenueScheduleFromString(r.value(QLatin1String("schedule")).toString(QStringLiteral("monthly")))
                                  .value_or(RevenueSchedule::Monthly);
            for (const QJsonValue &month : r.value(QLatin1String("months")).toArray())
                source.months << month.toInt();
            source.territory = r.value(QLatin1String("territory")).toString();
            source.state = territoryStateFromString(r.value(QLatin1String("state")).toString(QStringLiteral("held")))
                               .value_or(TerritoryState::Held);
            if (Status s = source.validate(calendar); !s)
                return bad(QStringLiteral("treasuries[%1].revenue").arg(i), s.error().message);
            t.revenueSources << source;
        }
        d.treasuries << t;
    }
    const QJsonArray forces = root.value(QLatin1String("forces")).toArray();
    for (qsizetype i = 0; i < forces.size(); ++i) {
        const QJsonObject object = forces.at(i).toObject().value(QLatin1String("economy")).toObject();
        if (object.isEmpty())
            continue;
        ForceEconomy e;
        e.treasuryId = object.value(QLatin1String("treasury")).toInt(-1) + 1; // an index until written
        e.location = object.value(QLatin1String("location")).toString();
        if (object.contains(QLatin1String("terrain"))) {
            const auto terrain = terrainTypeFromString(object.value(QLatin1String("terrain")).toString());
            if (!terrain)
                return bad(QStringLiteral("forces[%1].economy.terrain").arg(i), QStringLiteral("unknown terrain"));
            e.terrain = terrain;
        }
        const QJsonObject logistics = object.value(QLatin1String("logistics")).toObject();
        e.logistics = LogisticForce{logistics.value(QLatin1String("land")).toDouble(),
                                    logistics.value(QLatin1String("naval")).toDouble(),
                                    logistics.value(QLatin1String("air")).toDouble()};
        d.forces << std::pair<int, ForceEconomy>{int(i), e};
    }
    return d;
}

Status writeEconomy(EconomyRepository &repository, CampaignEconomyDescription description, const QList<qint64> &forceIds)
{
    Calendar calendar;
    if (Status s = calendar.setCampaigningSeason(description.campaigningSeason); !s)
        return s;
    if (Status s = repository.setCalendar(calendar); !s)
        return s;
    if (Status s = repository.setToday(description.today); !s)
        return s;
    QList<qint64> treasuryIds;
    for (int i = 0; i < description.treasuries.size(); ++i) {
        if (Status s = repository.insertTreasury(description.treasuries[i], i); !s)
            return s;
        treasuryIds << description.treasuries.at(i).id;
    }
    for (auto [index, economy] : description.forces) {
        if (index >= forceIds.size())
            continue;
        const int treasury = int(economy.treasuryId) - 1;
        economy.treasuryId = treasury >= 0 && treasury < treasuryIds.size() ? treasuryIds.at(treasury) : 0;
        if (Status s = repository.setForceEconomy(forceIds.at(index), economy); !s)
            return s;
    }
    return success();
}

} // namespace muster
