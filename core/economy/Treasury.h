#pragma once

#include "common/Money.h"
#include "common/Result.h"
#include "economy/Calendar.h"
#include "economy/Ledger.h"
#include "economy/Revenue.h"

#include <QList>
#include <QString>

#include <optional>

namespace muster {

// The money of one side or faction (rule book, Chapter 1 "Economic Considerations": a "war chest" of
// initial funds and a revenue that arrives on a regular basis), with the ledger of everything paid and
// received since.
class Treasury
{
public:
    qint64 id = 0;
    QString name;               // the side or faction
    Money warChest;             // the opening balance, before any ledger entry
    bool allowNegative = false; // the GM lets the treasury run into debt
    QList<RevenueSource> revenueSources;
    // The last month whose month-end this treasury has paid (GURPS Mass Combat, "Maintaining a Force"); none
    // before its first. A month is closed once: a second close would charge the same upkeep twice.
    std::optional<CampaignMonth> closedThrough;

    const Ledger &ledger() const { return m_ledger; }
    Money balance() const { return warChest + m_ledger.balance(); }
    Money balanceAt(const CampaignDate &date) const { return warChest + m_ledger.balanceAt(date); }

    // Whether an expense of `cost` (a positive amount) can be paid now; if not, the error states the
    // shortfall ("The war chest is $40K short: balance $60K, cost $100K.") and names the field "amount".
    Status canPay(Money cost) const;
    // Records the entry unless it is an expense that would take the balance below zero while negative
    // balances are not allowed. Income is always accepted. Returns the entry with its id.
    Result<LedgerEntry> book(const LedgerEntry &entry);
    // Records an entry without the check: loading a campaign file, redoing a removal. Returns it with its id.
    LedgerEntry restore(const LedgerEntry &entry) { return m_ledger.add(entry); }
    // Takes an entry out (undo of a booking); nullopt if there is none with that id.
    std::optional<LedgerEntry> unbook(qint64 entryId) { return m_ledger.remove(entryId); }

    // The revenue entries the sources pay in `date`'s month, dated `date`, ready to book. A source whose
    // territory is lost pays nothing and has no entry; a devastated one pays half (see Revenue.h).
    QList<LedgerEntry> revenueDue(const CampaignDate &date) const;

private:
    Ledger m_ledger;
};

} // namespace muster
