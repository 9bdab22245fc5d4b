#include "Treasury.h"

#include "economy/LedgerText.h"

#include <QCoreApplication>

namespace muster {

namespace {

struct TreasuryText
{
    Q_DECLARE_TR_FUNCTIONS(Treasury)
};

} // namespace

Status Treasury::canPay(Money cost) const
{
    const Money current = balance();
    if (allowNegative || cost <= Money() || current - cost >= Money())
        return success();
    //: %1 the shortfall, %2 the balance, %3 the cost, each in the book's notation ("$40K").
    return Error{TreasuryText::tr("The war chest is %1 short: balance %2, cost %3.")
                     .arg((cost - current).toShortString(), current.toShortString(), cost.toShortString()),
                 QStringLiteral("amount")};
}

Result<LedgerEntry> Treasury::book(const LedgerEntry &entry)
{
    // The check is on today's balance: entries are booked on the campaign's current date, the last
    // date in the ledger.
    if (const Status payable = canPay(Money() - entry.amount); !payable)
        return payable.error();
    return m_ledger.add(entry);
}

QList<LedgerEntry> Treasury::revenueDue(const CampaignDate &date) const
{
    QList<LedgerEntry> due;
    for (const RevenueSource &source : revenueSources) {
        const Money payment = source.payment();
        if (!source.paysIn(date.month) || payment <= Money())
            continue;
        LedgerEntry entry;
        entry.date = date;
        entry.category = LedgerCategory::Revenue;
        entry.amount = payment;
        entry.description = source.state == TerritoryState::Devastated
                                ? storedLedgerText(LedgerText::DevastatedRevenue, {source.name})
                                : source.name;
        due.append(entry);
    }
    return due;
}

} // namespace muster
