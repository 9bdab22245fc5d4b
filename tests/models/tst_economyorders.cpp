// Orders that take time and service that runs out, through the document (issue 4):
// - "Force Replacements" and "Improvements" (Chapter 1, Raising a Force): paid at once, in effect only when
//   their time is up; one at a time per line; undoable; kept in the file.
// - "Levy" (Chapter 1, Optional Features): two months a year on levy terms, then mercenary terms, booked
//   as Hire; a reaction roll every six months of service.
// - "Mercenary": hired, not raised; the monthly hire is booked under Hire.

#include "models_test_helpers.h"

#include "catalog/RaiseTime.h"
#include "economy/Administration.h"
#include "economy/ForceMonthEnd.h"
#include "force/LineFiguresCache.h"

#include <QUndoStack>
#include <QtTest>

#include <cmath>

using namespace muster;
using namespace modelstest;

class TstEconomyOrders : public ModelsTestCase
{
    Q_OBJECT

private:
    struct Setup
    {
        Document document;
        qint64 force = 0;
        qint64 treasury = 0;
    };

    Setup makeCampaign(const QList<RosterLine> &lines, Money warChest = Money::fromDollars(10'000'000))
    {
        Setup s{create(), 0, 0};
        s.force = *s.document->addForce(QStringLiteral("Sir Richard's force"));
        for (const RosterLine &line : lines)
            s.document->addLine(s.force, line);
        s.treasury = *s.document->addTreasury(QStringLiteral("Caithness"), warChest);
        [&] { QVERIFY(s.document->setToday(CampaignDate{1203, 1, 10}).ok()); }();
        // Time passes month-ends as if the GM had ticked "Close Months as Time Advances" (closeAndAdvance closes
        // the months these tests look at by hand).
        s.document->setMonthEndOnAdvance(MonthEndOnAdvance::Close);
        return s;
    }

    // Closes the month the campaign is in for the force (Administration margin 0, full maintenance), then
    // moves to the first of the next month. Returns the month-end.
    static MonthEndResult closeAndAdvance(Setup &s)
    {
        CampaignDocument &d = *s.document;
        auto input = monthEndInputFor(d.catalog(), *d.force(s.force), d.forceEconomy(s.force),
                                      administrationFromMargin(0), Readiness::Full, d.closingMonth());
        if (!input)
            qFatal("month-end input: %s", qPrintable(input.error().message));
        MonthClosing closing;
        closing.treasuryId = s.treasury;
        closing.date = d.campaign().calendar.lastOfMonth(d.campaign().today);
        closing.forces << ForceMonthEnd{s.force, Readiness::Full, monthEnd(*input)};
        if (!d.closeMonth(closing))
            qFatal("closing the month was refused");
        if (!d.advanceTime(d.campaign().calendar.firstOfNextMonth(d.campaign().today)))
            qFatal("advancing was refused");
        return closing.forces.constFirst().result;
    }

    static Money maintainOf(const CampaignDocument &d, RosterLine line)
    {
        return computeLine(d.catalog(), line).stats->maintain;
    }

    static Money bookedUnder(const CampaignDocument &d, qint64 treasury, LedgerCategory category)
    {
        Money sum;
        for (const LedgerEntry &e : d.treasury(treasury)->ledger().entries()) {
            if (e.category == category)
                sum += e.amount;
        }
        return sum;
    }

private slots:
    // Force Replacements: 20% of 3 Knights' Raise now; the casualties stay until the time is up. Raise
    // $X takes ceil(X / $10K x 7) days (minimum 10); replacing 20% takes 20% of that, rounded up.
    void replacementsArriveWhenTheirTimeIsUp()
    {
        Setup s = makeCampaign(yrthLines());
        CampaignDocument &d = *s.document;
        RosterLine knights = d.force(s.force)->lines.at(0);
        knights.casualties = 0.2;
        QVERIFY(d.changeLine(s.force, knights, QStringLiteral("wounded")).ok());
        const Money raise = computeLine(d.catalog(), knights).stats->raise;
        const int fullDays = std::max(10, int(std::ceil(raise.dollars() / 10'000.0 * 7)));
        const int days = int(std::ceil(fullDays * 0.2 - 1e-9));

        QVERIFY(d.replaceCasualties(s.force, knights.id, s.treasury, RaiseSpeed::Normal).ok());
        QCOMPARE(d.treasury(s.treasury)->balance(), Money::fromDollars(10'000'000) - raise.scaled(3 * 20, 100));
        QCOMPARE(d.force(s.force)->lines.at(0).casualties, 0.2); // not yet
        QCOMPARE(d.campaign().raising.orders().size(), 1);
        const RaisingOrder order = d.campaign().raising.orders().constFirst();
        QCOMPARE(order.kind, OrderKind::Replacement);
        QCOMPARE(order.lineId, knights.id);
        QCOMPARE(order.ready, d.campaign().calendar.addDays(CampaignDate{1203, 1, 10}, days));

        // One replacement at a time per line.
        const Status again = d.replaceCasualties(s.force, knights.id, s.treasury, RaiseSpeed::Normal);
        QVERIFY(!again.ok());
        QVERIFY(again.error().message.contains(QStringLiteral("already on their way")));

        // The order survives a reopen.
        s.document = reopen(s.document);
        QCOMPARE(s.document->campaign().raising.orders().constFirst(), order);

        // A battle meanwhile: 10 more points of casualties stay after the replacements arrive.
        knights.casualties = 0.3;
        QVERIFY(s.document->changeLine(s.force, knights, QStringLiteral("another battle")).ok());
        QVERIFY(s.document->advanceTime(s.document->campaign().calendar.addDays(order.ready, -1)).ok());
        QCOMPARE(s.document->force(s.force)->lines.at(0).casualties, 0.3);
        auto report = s.document->advanceTime(order.ready);
        QVERIFY(report.ok());
        QCOMPARE(report->ordersReady, 1);
        QVERIFY(std::abs(s.document->force(s.force)->lines.at(0).casualties - 0.1) < 1e-9);
        QVERIFY(s.document->campaign().raising.orders().isEmpty());

        s.document->undo();
        QCOMPARE(s.document->force(s.force)->lines.at(0).casualties, 0.3);
        QCOMPARE(s.document->campaign().raising.orders().size(), 1);
    }

    // Improvements: Spearmen from Average to Good troops pay the difference in Raise now and are Good
    // when the retraining is done; a change that costs nothing applies at once.
    void improvementsWaitForRetraining()
    {
        Setup s = makeCampaign(yrthLines());
        CampaignDocument &d = *s.document;
        const RosterLine spearmen = d.force(s.force)->lines.at(1);
        RosterLine better = spearmen;
        better.record.troops = TroopQuality::Good;
        const Money difference =
            computeLine(d.catalog(), better).stats->raise - computeLine(d.catalog(), spearmen).stats->raise;
        QVERIFY(difference > Money());
        QVERIFY(d.improveLine(s.force, better, s.treasury).ok());
        QCOMPARE(d.treasury(s.treasury)->balance(), Money::fromDollars(10'000'000) - difference * spearmen.count);
        QCOMPARE(d.force(s.force)->lines.at(1).record.troops, TroopQuality::Average);
        const RaisingOrder order = d.campaign().raising.orders().constFirst();
        QCOMPARE(order.kind, OrderKind::Improvement);
        const int days = std::max(10, int(std::ceil(difference.dollars() / 10'000.0 * 7)));
        QCOMPARE(order.ready, d.campaign().calendar.addDays(CampaignDate{1203, 1, 10}, days));
        QVERIFY(!d.improveLine(s.force, better, s.treasury).ok()); // already being retrained

        QVERIFY(d.advanceTime(order.ready).ok());
        QCOMPARE(d.force(s.force)->lines.at(1).record.troops, TroopQuality::Good);

        // Impetuous costs nothing: no order, in effect at once.
        RosterLine eager = d.force(s.force)->lines.at(2);
        eager.record.set(Feature::Impetuous);
        QVERIFY(d.improveLine(s.force, eager, s.treasury).ok());
        QVERIFY(d.force(s.force)->lines.at(2).record.has(Feature::Impetuous));
        QVERIFY(d.campaign().raising.orders().isEmpty());
    }

    // Levy: two months free near home, then 1.5 x Maintain as mercenaries, booked as Hire; the count
    // starts again in a new year.
    void leviesServeTwoMonthsAYearThenAsMercenaries()
    {
        RosterLine levy = makeLine(QStringLiteral("bowmen"), 2, 3, EquipmentQuality::Basic, TroopQuality::Average,
                                   {Feature::Levy}, QStringLiteral("Crossbowmen"));
        levy.record.levyService = LevyService::NearHome;
        Setup s = makeCampaign({levy});
        CampaignDocument &d = *s.document;
        const RosterLine plain = makeLine(QStringLiteral("bowmen"), 2, 3);
        const Money maintain = maintainOf(d, plain);
        QVERIFY(maintain > Money());

        // January and February: free; the levy is called up on the first of January.
        QCOMPARE(closeAndAdvance(s).fightingMaintain, Money());
        const qint64 lineId = d.force(s.force)->lines.at(0).id;
        QCOMPARE(d.campaign().levies.value(lineId), (LevyTerm{CampaignDate{1203, 1, 1}, 1203, 1}));
        QCOMPARE(closeAndAdvance(s).fightingMaintain, Money());
        QCOMPARE(d.campaign().levies.value(lineId).monthsServed, 2);

        // March: paid as mercenaries, 1.5 x Maintain, all of it Hire.
        const MonthEndResult march = closeAndAdvance(s);
        QCOMPARE(march.fightingMaintain, (maintain * 2).scaled(3, 2));
        QCOMPARE(march.hiredMaintain, march.fightingMaintain);
        QCOMPARE(march.hireDue, march.fightingDue);
        QCOMPARE(bookedUnder(d, s.treasury, LedgerCategory::Hire), Money() - march.hireDue);
        QCOMPARE(bookedUnder(d, s.treasury, LedgerCategory::Maintain), Money());
        QCOMPARE(d.campaign().levies.value(lineId).monthsServed, 2);

        // Undo the March close: the levy's count is as it was.
        s.document->undo(); // the advance
        s.document->undo(); // the close
        QCOMPARE(d.campaign().levies.value(lineId).monthsServed, 2);
        QCOMPARE(bookedUnder(d, s.treasury, LedgerCategory::Hire), Money());
        s.document->redo();
        s.document->redo();

        // The term is in the file.
        s.document = reopen(s.document);
        QCOMPARE(s.document->campaign().levies.value(lineId), (LevyTerm{CampaignDate{1203, 1, 1}, 1203, 2}));

        // A new year: two free months again.
        QVERIFY(s.document->advanceTime(CampaignDate{1204, 1, 1}).ok());
        QCOMPARE(closeAndAdvance(s).fightingMaintain, Money());
        QCOMPARE(s.document->campaign().levies.value(lineId), (LevyTerm{CampaignDate{1203, 1, 1}, 1204, 1}));
    }

    // Levy: away from home, half Maintain for the two months.
    void leviesAwayFromHomeCostHalf()
    {
        RosterLine levy = makeLine(QStringLiteral("bowmen"), 2, 3, EquipmentQuality::Basic, TroopQuality::Average,
                                   {Feature::Levy});
        levy.record.levyService = LevyService::AwayFromHome;
        Setup s = makeCampaign({levy});
        const Money maintain = maintainOf(*s.document, makeLine(QStringLiteral("bowmen"), 2, 3));
        const MonthEndResult first = closeAndAdvance(s);
        QCOMPARE(first.fightingMaintain, (maintain * 2).scaled(1, 2));
        QCOMPARE(first.hireDue, Money()); // levy terms are Maintain, not hire
    }

    // The GM's word on a levy's service: called up again, months already served.
    void gmSetsALevysTerm()
    {
        RosterLine levy = makeLine(QStringLiteral("bowmen"), 2, 3, EquipmentQuality::Basic, TroopQuality::Average,
                                   {Feature::Levy});
        Setup s = makeCampaign({levy, makeLine(QStringLiteral("bowmen"), 1, 3)});
        CampaignDocument &d = *s.document;
        const qint64 levyId = d.force(s.force)->lines.at(0).id;
        const qint64 otherId = d.force(s.force)->lines.at(1).id;
        const LevyTerm term{CampaignDate{1202, 9, 1}, 1203, 2};
        QVERIFY(d.setLevyTerm(s.force, levyId, term).ok());
        QCOMPARE(d.campaign().levies.value(levyId), term);
        QVERIFY(!d.setLevyTerm(s.force, otherId, term).ok());                       // not a levy
        QVERIFY(!d.setLevyTerm(s.force, levyId, LevyTerm{{1202, 13, 1}, 1203, 0}).ok()); // no 13th month
        QVERIFY(!d.setLevyTerm(s.force, levyId, LevyTerm{{1202, 9, 1}, 1203, 3}).ok());  // at most two
        d.undo();
        QVERIFY(!d.campaign().levies.contains(levyId));

        // Removing the line removes its term, in memory and in the file.
        d.redo();
        QVERIFY(d.removeLines(s.force, {levyId}).ok());
        QVERIFY(!d.campaign().levies.contains(levyId));
        s.document = reopen(s.document);
        QVERIFY(s.document->campaign().levies.isEmpty());
    }

    // Mercenary: hired, not raised; the monthly 1.5 x Maintain is booked as Hire beside the Maintain of
    // the force's own troops.
    void mercenariesAreHiredAndPaidAsHire()
    {
        Setup s = makeCampaign({makeLine(QStringLiteral("heavy-infantry"), 5, 3)});
        CampaignDocument &d = *s.document;
        RosterLine orcs = makeLine(QStringLiteral("bowmen"), 4, 3, EquipmentQuality::Basic, TroopQuality::Average,
                                   {Feature::Mercenary}, QStringLiteral("Orc bowmen"));
        QVERIFY(!d.hireMercenaries(s.force, makeLine(QStringLiteral("bowmen"), 4, 3)).ok()); // not Mercenary
        QVERIFY(d.hireMercenaries(s.force, orcs).ok());
        QCOMPARE(d.force(s.force)->lines.size(), 2);             // at once: no raising
        QCOMPARE(d.treasury(s.treasury)->balance(), Money::fromDollars(10'000'000)); // nothing to raise
        const Money own = maintainOf(d, makeLine(QStringLiteral("heavy-infantry"), 5, 3)) * 5;
        const Money hire = (maintainOf(d, makeLine(QStringLiteral("bowmen"), 4, 3)) * 4).scaled(3, 2);
        const MonthEndResult month = closeAndAdvance(s);
        QCOMPARE(month.fightingMaintain, own + hire);
        QCOMPARE(month.hiredMaintain, hire);
        QCOMPARE(bookedUnder(d, s.treasury, LedgerCategory::Hire), Money() - month.hireDue);
        QCOMPARE(bookedUnder(d, s.treasury, LedgerCategory::Maintain), Money() - (month.fightingDue - month.hireDue));
    }
};

std::unique_ptr<QObject> newTstEconomyOrders()
{
    return std::make_unique<TstEconomyOrders>();
}

#include "tst_economyorders.moc"
