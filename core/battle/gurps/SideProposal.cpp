#include "SideProposal.h"

#include "battle/gurps/BattleJson.h"
#include "battle/gurps/SideFromForce.h"
#include "force/RosterJson.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace muster::gurps {

QJsonObject sideProposal(const Campaign &campaign, const Force &force)
{
    const SideSetup fielded = sideFromForce(campaign.catalog, force);
    const QStringList readable = rosterLineJsonKeys();
    QJsonArray elements;
    QStringList leftOut;
    for (const RosterLine &line : force.lines) {
        if (!battleElementFrom(campaign.catalog, line))
            continue; // a line whose choices are invalid does not fight (sideFromForce)
        const ElementType *type = campaign.catalog.find(line.record.typeId);
        if (!type || !type->isBuiltIn()) {
            leftOut << (!line.record.name.isEmpty() ? line.record.name : type ? type->name : line.record.typeId);
            continue;
        }
        QJsonObject json = rosterLineToJson(campaign.catalog, line);
        for (const QString &key : json.keys()) {
            if (!readable.contains(key))
                json.remove(key);
        }
        elements << json;
    }
    QJsonArray people;
    for (const Person &person : fielded.people) {
        QJsonObject json = personToJson(person);
        json.remove(QStringLiteral("staff")); // the record's link to the campaign: a battle file has no campaign
        people << json;
    }
    SideSetup situation;
    takeForceSituation(situation, campaign.economyOf(force.id));
    QJsonObject side{{QStringLiteral("name"), fielded.name},
                     {QStringLiteral("roster"), QJsonObject{{QStringLiteral("elements"), elements}}},
                     {QStringLiteral("people"), people},
                     {QStringLiteral("encamped"), situation.encamped},
                     {QStringLiteral("low_readiness"), situation.lowReadiness}};
    if (!leftOut.isEmpty())
        side.insert(QStringLiteral("_left_out"),
                    QCoreApplication::translate("SideProposal",
                                                "Lines of custom element types (battle files know the built-in "
                                                "types only): %1")
                        .arg(leftOut.join(QStringLiteral(", "))));
    return side;
}

} // namespace muster::gurps
