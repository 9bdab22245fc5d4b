#include "DemoCampaign.h"

#include "campaign/Campaign.h"
#include "campaign/DemoEconomy.h"
#include "catalog/ElementTypeJson.h"
#include "force/RosterJson.h"
#include "storage/CampaignFile.h"
#include "storage/CampaignRepository.h"
#include "storage/EconomyRepository.h"
#include "storage/FortressRepository.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace muster {

Status writeCampaignFromJson(const QString &path, const QByteArray &json)
{
    QJsonParseError parseError;
    const QJsonObject root = QJsonDocument::fromJson(json, &parseError).object();
    if (root.isEmpty())
        return Error{parseError.errorString(), QStringLiteral("campaign")};

    // Build and check everything before a file is made, so a bad description leaves nothing behind.
    ElementCatalog catalog = ElementCatalog::builtIn();
    QList<ElementType> customTypes;
    for (const QJsonValue &value : root.value(QLatin1String("custom_types")).toArray()) {
        auto type = elementTypeFromJson(value.toObject());
        if (!type)
            return type.error();
        if (Status s = catalog.addCustom(*type); !s)
            return s;
        customTypes << *type;
    }
    QList<Force> forces;
    for (const QJsonValue &value : root.value(QLatin1String("forces")).toArray()) {
        const QJsonObject object = value.toObject();
        Force force;
        force.name = object.value(QLatin1String("name")).toString();
        force.notes = object.value(QLatin1String("notes")).toString();
        const QJsonObject staff = object.value(QLatin1String("staff")).toObject();
        for (int role = 0; role < staffRoleCount; ++role) {
            const QJsonObject member = staff.value(staffRoleCode(StaffRole(role))).toObject();
            StaffMember &m = force.member(StaffRole(role));
            m.name = member.value(QLatin1String("name")).toString();
            for (int skill = 0; skill < staffSkillCount; ++skill)
                m.skills[size_t(skill)] = member.value(staffSkillCode(StaffSkill(skill))).toInt(10);
        }
        auto lines = rosterFromJson(catalog, object);
        if (!lines)
            return Error{QStringLiteral("%1: %2").arg(force.name, lines.error().message),
                         lines.error().field};
        force.lines = *lines;
        forces << force;
    }

    auto economy = economyFromJson(root);
    if (!economy)
        return economy.error();

    // The campaign's fortresses ("Sieges"), as muster-cli spells them, each checked as the GM's would be.
    QList<Fortress> fortresses;
    const QJsonArray fortressArray = root.value(QLatin1String("fortresses")).toArray();
    for (qsizetype i = 0; i < fortressArray.size(); ++i) {
        const QString where = QStringLiteral("fortresses[%1]").arg(i);
        auto fortress = fortressFromJson(fortressArray.at(i).toObject(), where);
        if (!fortress)
            return fortress.error();
        fortress->id = 0;
        if (Status s = validateFortress(*fortress); !s)
            return Error{QStringLiteral("%1: %2").arg(where, s.error().message), s.error().field};
        fortresses << *fortress;
    }

    // Written under a temporary name and renamed when complete, so a failure leaves no half campaign.
    if (QFileInfo::exists(path))
        return Error{QCoreApplication::translate("DemoCampaign", "%1 already exists.").arg(path),
                     QStringLiteral("file")};
    const QString partial = path + QLatin1String(".partial");
    QFile::remove(partial);
    Status written = [&]() -> Status {
        auto file = CampaignFile::create(partial, root.value(QLatin1String("name")).toString());
        if (!file)
            return file.error();
        CampaignRepository repository((*file)->database());
        for (const ElementType &type : customTypes) {
            if (Status s = repository.insertCustomType(type); !s)
                return s;
        }
        QList<qint64> forceIds;
        for (qsizetype i = 0; i < forces.size(); ++i) {
            if (Status s = repository.insertForce(forces[i], int(i)); !s)
                return s;
            forceIds << forces.at(i).id;
        }
        FortressRepository fortressRepository((*file)->database());
        for (Fortress &fortress : fortresses) {
            if (Status s = fortressRepository.insert(fortress); !s)
                return s;
        }
        EconomyRepository economyRepository((*file)->database());
        return writeEconomy(economyRepository, *economy, forceIds);
    }();
    if (!written || !QFile::rename(partial, path)) {
        QFile::remove(partial);
        return written ? Error{QCoreApplication::translate("DemoCampaign", "Could not write %1.").arg(path),
                               QStringLiteral("file")}
                       : written;
    }
    return success();
}

Status writeDemoCampaign(const QString &path)
{
    QFile demo(QStringLiteral(":/demo/demo-campaign.json"));
    if (!demo.open(QIODevice::ReadOnly))
        return Error{
            QCoreApplication::translate("DemoCampaign", "The demo campaign is missing from this build."),
            QStringLiteral("demo")};
    return writeCampaignFromJson(path, demo.readAll());
}

} // namespace muster
