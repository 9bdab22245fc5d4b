// libFuzzer harness: the campaign importer (a campaign described in JSON, as the demo is, written to a new
// campaign file), and its economy and fortress readers on their own. A file the importer wrote must open and
// load: a campaign the program made and cannot read back would be lost.
#include "FuzzSupport.h"

#include "campaign/CampaignJson.h"
#include "campaign/DemoCampaign.h"
#include "campaign/DemoEconomy.h"
#include "campaign/Fortress.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

using namespace muster;

namespace {

void removeCampaign(const QString &path)
{
    for (const char *suffix : {"", ".partial", "-journal", ".lock"})
        QFile::remove(path + QLatin1String(suffix));
}

void readsBack(const QString &path)
{
    campaignToJson(fuzz::loadCampaign("fuzz_campaign_json", path));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::startQt();
    const QByteArray json = fuzz::bytes(data, size);
    const QJsonObject root = QJsonDocument::fromJson(json).object();
    economyFromJson(root);
    for (const QJsonValue &fortress : root.value(QLatin1String("fortresses")).toArray())
        fortressFromJson(fortress.toObject(), QStringLiteral("fortress"));

    const QString path = fuzz::scratchPath(QStringLiteral("imported.muster"));
    removeCampaign(path);
    if (writeCampaignFromJson(path, json))
        readsBack(path);
    removeCampaign(path);
    return 0;
}
