#pragma once

#include "campaign/Campaign.h"
#include "campaign/CampaignChange.h"

#include <QJsonObject>

namespace muster {

// The whole campaign as JSON (`muster-cli show`): "name", "date", "calendar", "distance_unit",
// "custom_types", "forces" (each with its id, name, notes, staff, roster lines in muster-cli's line shape
// with their ids, its figures and economic situation), "treasuries" (each with name, balance, war chest,
// revenue sources and ledger), "orders" (under way), "levies", "battles" (name, status, summary) and
// "fortresses". Everything the file holds but the battles' records, so that two campaigns with the same
// JSON are the same campaign.
QJsonObject campaignToJson(const Campaign &campaign);

// {"year":1205,"month":3,"day":1,"text":"1 March 1205"}
QJsonObject dateToJson(const Calendar &calendar, const CampaignDate &date);

// What a change did, edit by edit, for muster-cli's answer to an action: {"description", "edits":[{"edit":
// "lines-removed", "force_id":3, "lines":[...]}, ...]}. `campaign` is the campaign after the change.
QJsonObject changeToJson(const Campaign &campaign, const CampaignChange &change);

} // namespace muster
