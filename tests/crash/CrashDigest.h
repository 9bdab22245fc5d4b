// What the crash test compares: a campaign's state as two digests that the worker prints after every committed
// action and the test recomputes after reopening the file.

#pragma once

#include "campaign/Campaign.h"

#include <QByteArray>

namespace crashtest {

// SHA-256 (hex) of the campaign as muster-cli show prints it (campaignToJson, indented).
QByteArray campaignDigest(const muster::Campaign &campaign);
// SHA-256 (hex) of the battles' records, which campaignToJson leaves out: a battle saved again with more
// steps changes only its record (and perhaps its summary), and a half-saved record must show. The
// created and updated times are left out, being the wall clock's.
QByteArray battlesDigest(const muster::Campaign &campaign);

} // namespace crashtest
