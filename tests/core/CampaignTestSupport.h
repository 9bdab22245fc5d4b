// Helpers shared by tst_campaign and tst_month_ends: the campaign both start from (as a file would have
// loaded it), its JSON for comparing states, and ids given to what a change inserts, as saving it would.

#pragma once

#include "campaign/Campaign.h"
#include "campaign/CampaignChange.h"
#include "campaign/CampaignJson.h"

#include <QByteArray>
#include <QJsonDocument>

namespace campaigntest {

using namespace muster;
using namespace Qt::StringLiterals;

inline RosterLine line(qint64 id, const QString &typeId, int count, int tl = 3)
{
    RosterLine l;
    l.id = id;
    l.record.typeId = typeId;
    l.record.tl = tl;
    l.count = count;
    return l;
}

// 1 August 1203: the Host (heavy infantry, bowmen and a levy line of medium infantry raised in March), paid by
// the Crown, the first treasury, with $1M in its war chest.
inline Campaign hostAndCrown()
{
    Campaign c;
    c.today = CampaignDate{1203, 8, 1};
    Force host;
    host.id = 1;
    host.name = u"Host"_s;
    host.lines = {line(11, u"heavy-infantry"_s, 8), line(12, u"bowmen"_s, 3), line(13, u"medium-infantry"_s, 6)};
    host.lines[2].record.set(Feature::Levy);
    c.forces << host;
    Treasury crown;
    crown.id = 1;
    crown.name = u"Crown"_s;
    crown.warChest = Money::fromDollars(1'000'000);
    c.treasuries << crown;
    c.levies.insert(13, LevyTerm{CampaignDate{1203, 3, 1}, 1203, 1});
    return c;
}

inline QByteArray json(const Campaign &c)
{
    return QJsonDocument(campaignToJson(c)).toJson();
}

// Gives every item the change inserts with id 0 an id, counting on from `next`, as saving it would.
inline void giveIds(CampaignChange &change, qint64 &next)
{
    for (Edit &e : change.edits) {
        if (auto *lines = std::get_if<edit::LineInsertion>(&e)) {
            for (edit::PlacedLine &placed : lines->lines)
                placed.line.id = placed.line.id ? placed.line.id : ++next;
        } else if (auto *booking = std::get_if<edit::LedgerBooking>(&e)) {
            for (LedgerEntry &entry : booking->entries)
                entry.id = entry.id ? entry.id : ++next;
        } else if (auto *order = std::get_if<edit::OrderInsertion>(&e)) {
            order->order.id = order->order.id ? order->order.id : ++next;
        }
    }
}

} // namespace campaigntest
