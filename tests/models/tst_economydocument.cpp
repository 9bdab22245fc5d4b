// The campaign economy through the document (issue 4): every edit undoable and in the file. Raising
// elements books the cost and queues the order; advancing time books revenue and lets raised elements
// join their force; a treasury refuses what it cannot pay ("Raising a Force", "Economic Considerations").

#include "models_test_helpers.h"

#include "force/LineFiguresCache.h"
#include "models/ModelEnums.h"
#include "models/RosterModel.h"

#include <QUndoStack>
#include <QtTest>

using namespace muster;
using namespace modelstest;

class TstEconomyDocument : public ModelsTestCase
{
    Q_OBJECT

private:
    struct Setup
    {
        Document document;
        qint64 force = 0;
        qint64 treasury = 0;
    };

    // What the ledger of the campaign's (only) treasury holds under a category.
    static Money bookedUnder(const CampaignDocument &d, LedgerCategory category)
    {
        Money total;
        for (const LedgerEntry &e : d.campaign().treasuries.constFirst().ledger().entries())
            total += e.category == category ? e.amount : Money();
        return total;
    }

    Setup makeCampaign(Money warChest, bool allowDebt = true)
    {
        Setup s{create(), 0, 0};
        s.force = *s.document->addForce(QStringLiteral("Sir Richard's force"));
        for (const RosterLine &line : yrthLines())
            s.document->addLine(s.force, line);
        s.treasury = *s.document->addTreasury(QStringLiteral("Caithness"), warChest);
        // These tests are about raising, revenue and orders: time passes month-ends as if the GM had ticked
        // "Close Months as Time Advances", and the upkeep may run the treasury into debt.
        s.document->setMonthEndOnAdvance(MonthEndOnAdvance::Close);
        Treasury header = *s.document->treasury(s.treasury);
        header.allowNegative = allowDebt;
        [&] { QVERIFY(s.document->changeTreasury(header).ok()); }();
        return s;
    }

private slots:
    // "Time to Raise a Force": 5 Airborne Ninja (Light Infantry, TL4, Fine, Elite, Airborne, Night,
    // Neutralize C3I) cost $930K and take 131 days; the cost is booked at once.
    void raisingBooksTheCostAndQueuesTheOrder()
    {
        Setup s = makeCampaign(Money::fromDollars(1'000'000));
        QVERIFY(s.document->setToday(CampaignDate{1203, 1, 1}).ok());
        RosterLine ninja = makeLine(QStringLiteral("light-infantry"), 5, 4, EquipmentQuality::Fine, TroopQuality::Elite,
                                    {Feature::Airborne, Feature::Night}, QStringLiteral("Airborne Ninja"));
        ninja.record.addedNeutralizes.insert(SpecialClass::C3I);
        auto order = s.document->raiseElements(s.force, s.treasury, ninja, RaiseSpeed::Normal);
        QVERIFY2(order.ok(), order.ok() ? "" : qPrintable(order.error().message));
        QCOMPARE(order->cost, Money::fromDollars(930'000));
        QCOMPARE(order->ready, (CampaignDate{1203, 5, 12}));
        QCOMPARE(s.document->treasury(s.treasury)->balance(), Money::fromDollars(70'000));
        QCOMPARE(s.document->campaign().raising.orders().size(), 1);

        // Not ready before its day; ready on it, and in the roster.
        const int lines = int(s.document->force(s.force)->lines.size());
        QVERIFY(s.document->advanceTime(CampaignDate{1203, 5, 11}).ok());
        QCOMPARE(s.document->campaign().raising.orders().size(), 1);
        auto report = s.document->advanceTime(CampaignDate{1203, 5, 12});
        QVERIFY(report.ok());
        QCOMPARE(report->ordersReady, 1);
        QCOMPARE(s.document->force(s.force)->lines.size(), lines + 1);
        QCOMPARE(s.document->force(s.force)->lines.constLast().count, 5);

        // One undo takes the advance back; the file agrees after reopening.
        s.document->undo();
        QCOMPARE(s.document->force(s.force)->lines.size(), lines);
        QCOMPARE(s.document->campaign().raising.orders().size(), 1);
        QCOMPARE(s.document->campaign().today, (CampaignDate{1203, 5, 11}));
        s.document = reopen(s.document);
        QCOMPARE(s.document->campaign().raising.orders().size(), 1);
        // The $930K stay booked; the months passed (January to April) booked their upkeep besides.
        QCOMPARE(bookedUnder(*s.document, LedgerCategory::Raise), Money() - Money::fromDollars(930'000));
        QCOMPARE(s.document->treasury(s.treasury)->closedThrough, (CampaignMonth{1203, 4}));
    }

    // "The balance can go negative only if the GM allows it; otherwise the action is refused with the
    // shortfall shown."
    void shortfallRefused()
    {
        Setup s = makeCampaign(Money::fromDollars(100'000), false);
        RosterLine knights = yrthLines().at(0);
        auto order = s.document->raiseElements(s.force, s.treasury, knights, RaiseSpeed::Quadruple);
        QVERIFY(!order.ok());
        QVERIFY2(order.error().message.contains(QStringLiteral("short")), qPrintable(order.error().message));
        QCOMPARE(s.document->campaign().raising.orders().size(), 0);
        Treasury header = *s.document->treasury(s.treasury);
        header.allowNegative = true;
        QVERIFY(s.document->changeTreasury(header).ok());
        QVERIFY(s.document->raiseElements(s.force, s.treasury, knights, RaiseSpeed::Quadruple).ok());
        QVERIFY(s.document->treasury(s.treasury)->balance() < Money());
    }

    // "Revenue sources (amount; monthly, seasonal or annual; optional territory that can be marked lost or
    // devastated)": advancing over three month starts books a monthly revenue three times.
    void advancingBooksRevenue()
    {
        Setup s = makeCampaign(Money());
        QVERIFY(s.document->setToday(CampaignDate{1203, 1, 15}).ok());
        RevenueSource taxes;
        taxes.name = QStringLiteral("Taxes");
        taxes.amount = Money::fromDollars(12'345.67);
        RevenueSource mines;
        mines.name = QStringLiteral("Silver mines");
        mines.amount = Money::fromDollars(10'000);
        mines.territory = QStringLiteral("Greyhollow hills");
        mines.state = TerritoryState::Devastated;
        QVERIFY(s.document->setRevenueSources(s.treasury, {taxes, mines}).ok());
        auto report = s.document->advanceTime(CampaignDate{1203, 4, 1});
        QVERIFY(report.ok());
        QCOMPARE(report->revenue, Money::fromDollars(3 * 12'345.67 + 3 * 5'000));
        QCOMPARE(bookedUnder(*s.document, LedgerCategory::Revenue), report->revenue);
        s.document = reopen(s.document);
        QCOMPARE(bookedUnder(*s.document, LedgerCategory::Revenue), Money::fromDollars(3 * 12'345.67 + 3 * 5'000));
        QCOMPARE(s.document->treasury(s.treasury)->revenueSources.size(), 2);
    }

    // "Disbanding Elements": 20% of Raise back in friendly territory after two months; none on campaign.
    void disbanding()
    {
        Setup s = makeCampaign(Money());
        const RosterLine knights = s.document->force(s.force)->lines.at(0);
        const Money raise = computeLine(s.document->catalog(), knights).stats->raise;
        QVERIFY(s.document->disband(s.force, knights.id, s.treasury, Disbanding{true, 2, true}).ok());
        QCOMPARE(s.document->force(s.force)->indexOfLine(knights.id), -1);
        QCOMPARE(s.document->treasury(s.treasury)->balance(), raise.scaled(knights.count * 20, 100));
        s.document->undo();
        QCOMPARE(s.document->force(s.force)->indexOfLine(knights.id), 0);
        QCOMPARE(s.document->treasury(s.treasury)->balance(), Money());
        QVERIFY(s.document->disband(s.force, knights.id, s.treasury, Disbanding{false, 3, true}).ok());
        QCOMPARE(s.document->treasury(s.treasury)->balance(), Money());
    }

    // "Reduced Readiness": half TS, shown in the roster's TS column.
    void rosterShowsReadiness()
    {
        Setup s = makeCampaign(Money());
        RosterModel model;
        model.setForce(s.document.get(), s.force);
        QCOMPARE(model.data(model.index(0, RosterColumn::Ts)).toString(), QStringLiteral("37.5"));
        ForceEconomy low;
        low.readiness = Readiness::Low;
        QVERIFY(s.document->setForceEconomy(s.force, low).ok());
        QCOMPARE(model.data(model.index(0, RosterColumn::Ts)).toString(), QStringLiteral("18.8")); // 18.75, one decimal
        s.document->undo();
        QCOMPARE(model.data(model.index(0, RosterColumn::Ts)).toString(), QStringLiteral("37.5"));
    }

    void forceEconomyIsUndoable()
    {
        Setup s = makeCampaign(Money());
        ForceEconomy economy;
        economy.treasuryId = s.treasury;
        economy.terrain = TerrainType::Woodlands;
        economy.readiness = Readiness::Low;
        economy.logistics.land = 350;
        QVERIFY(s.document->setForceEconomy(s.force, economy).ok());
        QCOMPARE(s.document->forceEconomy(s.force), economy);
        s.document->undo();
        QCOMPARE(s.document->forceEconomy(s.force), ForceEconomy{});
        s.document->redo();
        s.document = reopen(s.document);
        QCOMPARE(s.document->forceEconomy(s.force), economy);
    }
};

std::unique_ptr<QObject> newTstEconomyDocument()
{
    return std::make_unique<TstEconomyDocument>();
}

#include "tst_economydocument.moc"
