// tst_month_ends: the month-end remembers (issue 14). A month is closed once per treasury and force; the
// Administration roll is rolled once per force and month and kept until the month is closed; advancing time
// past a month's end not closed stops there or closes it, as the GM chose; a force remembers how it last
// marched, and a Reconnaissance Contest starts from it.
// Rules: GURPS Mass Combat, "Maintaining a Force" (upkeep at each month's end, the quartermaster's
// Administration roll), "Reconnaissance" (forced march and roads modifiers of a mobile force).

#include "actions/EconomyActions.h"
#include "actions/OperationsActions.h"
#include "campaign/ApplyChange.h"
#include "campaign/CampaignJson.h"
#include "battle/gurps/recon/ReconSide.h"

#include "CampaignTestSupport.h"

#include <QJsonDocument>
#include <QtTest>

using namespace muster;
using namespace Qt::StringLiterals;

namespace {

using campaigntest::json;

// 1 August 1203: the Host (paid by the Crown, the first treasury), a levy line, $1M in the war chest and a
// revenue of $100K a month.
Campaign campaign()
{
    Campaign c = campaigntest::hostAndCrown();
    RevenueSource rents;
    rents.id = 1;
    rents.name = u"Rents"_s;
    rents.amount = Money::fromDollars(100'000);
    c.treasuries[0].revenueSources << rents;
    return c;
}

MonthClosing closingWithRoll(const Campaign &c, int roll, bool typed = false)
{
    MonthClosing closing{1, c.calendar.lastOfMonth(c.today), {}};
    auto end = EconomyActions::forceMonthEnd(c, 1, roll, Readiness::Full, typed);
    if (end)
        closing.forces << *end;
    return closing;
}

// Ledger ids as the file would give them (the ledgers here start empty).
void giveLedgerIds(CampaignChange &change)
{
    qint64 next = 0;
    campaigntest::giveIds(change, next);
}

// The ledger entries of a category, by date.
QList<LedgerEntry> entriesOf(const Campaign &c, LedgerCategory category)
{
    QList<LedgerEntry> found;
    for (const LedgerEntry &e : c.treasuries.at(0).ledger().entries()) {
        if (e.category == category)
            found << e;
    }
    return found;
}

} // namespace

class TstMonthEnds : public QObject
{
    Q_OBJECT

private slots:
    void aMonthIsClosedOnce();
    void theAdministrationRollIsKept();
    void advanceStopsAtAMonthNotClosed();
    void advanceClosesTheMonthsItPasses();
    void advanceStopsWhereTheTreasuryCannotPay();
    void aForceRemembersItsLastMarch();
    void aMarchPastAMonthNotClosedIsRefused();
};

// Closing August books its upkeep once: a second close of August is refused with the reason; undoing the first
// close lets it be closed again.
void TstMonthEnds::aMonthIsClosedOnce()
{
    Campaign c = campaign();
    const auto close = EconomyActions::closeMonth(c, closingWithRoll(c, 12, true));
    QVERIFY2(close, close ? "" : qPrintable(close.error().message));
    QVERIFY2(close->description.contains(u"August 1203"_s) && close->description.contains(u"typed: Host 12"_s),
             qPrintable(close->description));
    const Campaign before = c;
    CampaignChange saved = *close;
    giveLedgerIds(saved);
    QVERIFY(applyChange(c, saved));
    QCOMPARE(c.treasuries.at(0).closedThrough, (CampaignMonth{1203, 8}));
    QCOMPARE(c.economyOf(1).closedThrough, (CampaignMonth{1203, 8}));
    QCOMPARE(entriesOf(c, LedgerCategory::Maintain).size(), 1);

    const auto again = EconomyActions::closeMonth(c, closingWithRoll(c, 12));
    QVERIFY(!again);
    QCOMPARE(again.error().field, u"month"_s);
    QVERIFY2(again.error().message.contains(u"August 1203 is already closed for Crown"_s),
             qPrintable(again.error().message));
    // The Close the Month dialog asks the same question before offering anything.
    QVERIFY(!EconomyActions::monthAlreadyClosed(c, 1, c.today).isEmpty());
    QVERIFY(EconomyActions::forcesToClose(c, 1, c.today).isEmpty());

    QVERIFY(applyChange(c, saved.inverse()));
    QCOMPARE(json(c), json(before));
    QVERIFY(EconomyActions::closeMonth(c, closingWithRoll(c, 12)));
}

// The roll is made once per force and month: asking again rolls nothing; closing the month forgets it.
void TstMonthEnds::theAdministrationRollIsKept()
{
    Campaign c = campaign();
    dice::DiceSource dice(42);
    const CampaignChange rolled = EconomyActions::rollAdministration(c, 1, dice);
    QCOMPARE(rolled.edits.size(), 1);
    QVERIFY(rolled.description.contains(u"August 1203"_s));
    QVERIFY(applyChange(c, rolled));
    const auto kept = EconomyActions::keptAdministrationRoll(c, 1);
    QVERIFY(kept);
    QCOMPARE(kept->month, (CampaignMonth{1203, 8}));
    QVERIFY(kept->roll >= 3 && kept->roll <= 18);
    QVERIFY(!kept->typed);
    QVERIFY(EconomyActions::rollAdministration(c, 1, dice).edits.isEmpty());
    // A roll kept from an earlier month is not this month's.
    c.today = CampaignDate{1203, 9, 3};
    QVERIFY(!EconomyActions::keptAdministrationRoll(c, 1));
    c.today = CampaignDate{1203, 8, 20};

    // Closing the month uses it and forgets it.
    auto closed = EconomyActions::closeMonth(c, closingWithRoll(c, kept->roll));
    QVERIFY(closed);
    giveLedgerIds(*closed);
    QVERIFY(applyChange(c, *closed));
    QCOMPARE(c.economyOf(1).administrationRoll, std::nullopt);
    // August is closed: nothing to roll for it.
    QVERIFY(EconomyActions::rollAdministration(c, 1, dice).edits.isEmpty());
}

// Stop (the default): advancing from 1 August to 15 September stops on 31 August, with no revenue for September
// yet; from 31 August it is refused until August is closed; then it goes on and September's revenue arrives.
void TstMonthEnds::advanceStopsAtAMonthNotClosed()
{
    Campaign c = campaign();
    auto advance = EconomyActions::advanceTime(c, CampaignDate{1203, 9, 15});
    QVERIFY2(advance, advance ? "" : qPrintable(advance.error().message));
    QCOMPARE(advance->report.stoppedAt, (CampaignDate{1203, 8, 31}));
    QVERIFY2(advance->report.stopReason.contains(u"August 1203 is not closed for Crown"_s),
             qPrintable(advance->report.stopReason));
    QCOMPARE(advance->report.revenue, Money());
    QVERIFY(applyChange(c, advance->change));
    QCOMPARE(c.today, (CampaignDate{1203, 8, 31}));

    const auto refused = EconomyActions::advanceTime(c, CampaignDate{1203, 9, 15});
    QVERIFY(!refused);
    QVERIFY(refused.error().message.contains(u"August 1203 is not closed for Crown"_s));

    // August closed (as aMonthIsClosedOnce leaves it): the advance goes on.
    c.treasuries[0].closedThrough = CampaignMonth{1203, 8};
    ForceEconomy paid;
    paid.closedThrough = CampaignMonth{1203, 8};
    c.forceEconomy.insert(1, paid);
    advance = EconomyActions::advanceTime(c, CampaignDate{1203, 9, 15});
    QVERIFY2(advance, advance ? "" : qPrintable(advance.error().message));
    QCOMPARE(advance->report.stoppedAt, std::nullopt);
    QCOMPARE(advance->report.revenue, Money::fromDollars(100'000)); // 1 September
}

// Close: advancing from 1 August to 15 October closes August and September on their last days, in order,
// with the roll kept for August (typed 4, "Incompetent administration" territory) and a program roll for
// September; each closing books the same upkeep the Close the Month dialog would for that roll; the levy's
// second month on levy terms, then a month as mercenaries; the whole advance is one step its inverse takes back.
void TstMonthEnds::advanceClosesTheMonthsItPasses()
{
    Campaign c = campaign();
    ForceEconomy economy;
    economy.administrationRoll = AdministrationRoll{{1203, 8}, 4, true};
    c.forceEconomy.insert(1, economy);
    const Campaign before = c;
    dice::DiceSource dice(7);
    auto advance = EconomyActions::advanceTime(c, CampaignDate{1203, 10, 15}, MonthEndOnAdvance::Close, &dice);
    QVERIFY2(advance, advance ? "" : qPrintable(advance.error().message));
    QCOMPARE(advance->report.stoppedAt, std::nullopt);
    QCOMPARE(advance->report.monthsClosed, (QStringList{u"August 1203 for Crown"_s, u"September 1203 for Crown"_s}));
    QCOMPARE(advance->report.revenue, Money::fromDollars(200'000)); // 1 September and 1 October
    QVERIFY(advance->change.description.contains(u"closing August 1203 for Crown"_s));

    // August's upkeep, as the dialog would book it with the kept roll of 4.
    Campaign august = before;
    august.today = CampaignDate{1203, 8, 31};
    const auto byHand = EconomyActions::forceMonthEnd(august, 1, 4, Readiness::Full, true);
    QVERIFY(byHand);

    Campaign after = before;
    QVERIFY(applyChange(after, advance->change));
    QCOMPARE(after.today, (CampaignDate{1203, 10, 15}));
    QCOMPARE(after.treasuries.at(0).closedThrough, (CampaignMonth{1203, 9}));
    QCOMPARE(after.economyOf(1).closedThrough, (CampaignMonth{1203, 9}));
    QCOMPARE(after.economyOf(1).administrationRoll, std::nullopt);
    const QList<LedgerEntry> maintain = entriesOf(after, LedgerCategory::Maintain);
    QCOMPARE(maintain.size(), 2);
    QCOMPARE(maintain.at(0).date, (CampaignDate{1203, 8, 31}));
    QCOMPARE(maintain.at(1).date, (CampaignDate{1203, 9, 30}));
    QCOMPARE(Money() - maintain.at(0).amount, byHand->result.fightingDue - byHand->result.hireDue);
    const QList<LedgerEntry> revenue = entriesOf(after, LedgerCategory::Revenue);
    QCOMPARE(revenue.size(), 2);
    QCOMPARE(revenue.at(0).date, (CampaignDate{1203, 9, 1}));
    // "Levies": two months a year on levy terms. Called up with one month served, August is the second; in
    // September they serve only as mercenaries (the count stays at two) and are paid as Hire.
    QCOMPARE(after.levies.value(13).monthsServed, 2);
    const QList<LedgerEntry> hire = entriesOf(after, LedgerCategory::Hire);
    QCOMPARE(hire.size(), 1);
    QCOMPARE(hire.at(0).date, (CampaignDate{1203, 9, 30}));
    // Every ledger id is distinct, as the file needs them.
    QSet<qint64> ids;
    for (const LedgerEntry &e : after.treasuries.at(0).ledger().entries())
        ids.insert(e.id);
    QCOMPARE(ids.size(), after.treasuries.at(0).ledger().entries().size());

    QVERIFY(applyChange(after, advance->change.inverse()));
    QCOMPARE(json(after), json(before));
}

// A closing on the way that the treasury cannot pay (no negative balance) stops the advance at that month's end.
void TstMonthEnds::advanceStopsWhereTheTreasuryCannotPay()
{
    Campaign c = campaign();
    c.treasuries[0].warChest = Money::fromDollars(10);
    c.treasuries[0].revenueSources.clear();
    dice::DiceSource dice(7);
    auto advance = EconomyActions::advanceTime(c, CampaignDate{1203, 10, 15}, MonthEndOnAdvance::Close, &dice);
    QVERIFY2(advance, advance ? "" : qPrintable(advance.error().message));
    QCOMPARE(advance->report.stoppedAt, (CampaignDate{1203, 8, 31}));
    QVERIFY2(advance->report.stopReason.startsWith(u"Could not close August 1203 for Crown: "_s),
             qPrintable(advance->report.stopReason));
    QVERIFY(advance->report.monthsClosed.isEmpty());
}

// "Reconnaissance": a mobile force that last marched forced, with a roll failed, on a road starts its contest
// at "forced march, roll failed" and "road"; one tied to roads stays tied; an encamped force is encamped.
void TstMonthEnds::aForceRemembersItsLastMarch()
{
    Campaign c = campaign();
    MarchExecution march;
    march.forceId = 1;
    march.destination = u"Kesteven"_s;
    march.how = LastMarch{true, true, false};
    const auto marched = OperationsActions::executeMarch(c, march);
    QVERIFY2(marched, marched ? "" : qPrintable(marched.error().message));
    QVERIFY(applyChange(c, *marched));
    QCOMPARE(c.economyOf(1).lastMarch, (LastMarch{true, true, false}));

    gurps::ReconSide side;
    gurps::takeForceRecord(side, c.economyOf(1));
    QCOMPARE(side.posture, gurps::ReconPosture::Mobile);
    QCOMPARE(side.forcedMarch, gurps::ForcedMarch::RollFailed);
    QCOMPARE(side.roads, gurps::RoadUse::Road);

    ForceEconomy tied = c.economyOf(1);
    tied.tiedToRoads = true;
    tied.lastMarch = LastMarch{true, false, true};
    gurps::takeForceRecord(side, tied);
    QCOMPARE(side.forcedMarch, gurps::ForcedMarch::Marched);
    QCOMPARE(side.roads, gurps::RoadUse::TiedToNetwork);

    ForceEconomy camped;
    camped.posture = ForcePosture::Bunkered;
    gurps::takeForceRecord(side, camped);
    QCOMPARE(side.posture, gurps::ReconPosture::Bunkered);
    QCOMPARE(side.forcedMarch, gurps::ForcedMarch::None);
    QCOMPARE(side.roads, gurps::RoadUse::OffRoad);
}

// A march arriving after a month's end that may not be closed on the way is refused, naming the arrival.
void TstMonthEnds::aMarchPastAMonthNotClosedIsRefused()
{
    const Campaign c = campaign();
    MarchExecution march;
    march.forceId = 1;
    march.destination = u"Kesteven"_s;
    march.arrival = CampaignDate{1203, 9, 4};
    const auto refused = OperationsActions::executeMarch(c, march);
    QVERIFY(!refused);
    QCOMPARE(refused.error().field, u"arrival"_s);
    QVERIFY2(refused.error().message.contains(u"August 1203 is not closed for Crown"_s),
             qPrintable(refused.error().message));
    dice::DiceSource dice(3);
    QVERIFY(OperationsActions::executeMarch(c, march, MonthEndOnAdvance::Close, &dice));
}

QTEST_GUILESS_MAIN(TstMonthEnds)
#include "tst_month_ends.moc"
