#include "CrashDigest.h"

#include "campaign/CampaignJson.h"

#include <QCryptographicHash>
#include <QJsonDocument>

namespace crashtest {

using namespace muster;

QByteArray campaignDigest(const Campaign &campaign)
{
    return QCryptographicHash::hash(QJsonDocument(campaignToJson(campaign)).toJson(), QCryptographicHash::Sha256)
        .toHex();
}

QByteArray battlesDigest(const Campaign &campaign)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const StoredBattle &battle : campaign.battles) {
        // Lengths before texts, so that two different lists cannot run together into the same bytes.
        for (const QByteArray &field :
             {QByteArray::number(battle.id), battle.ruleSet.toUtf8(), battle.name.toUtf8(),
              battleStatusCode(battle.status).toUtf8(), battle.summary.toUtf8(), battle.record}) {
            hash.addData(QByteArray::number(field.size()) + ':');
            hash.addData(field);
        }
    }
    return hash.result().toHex();
}

} // namespace crashtest
