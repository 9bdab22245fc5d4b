#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QString>

namespace muster {

// Writes a new campaign file at `path` from a campaign description in JSON (the bundled demo by
// default): {"name", "custom_types":[element types], "forces":[{"name","notes","staff",
// "elements":[roster lines as muster-cli reads them]}], "fortresses":[fortresses as muster-cli reads them]}.
Status writeCampaignFromJson(const QString &path, const QByteArray &json);
Status writeDemoCampaign(const QString &path);

} // namespace muster
