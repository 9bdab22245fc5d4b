// tst_economy: levies and hired troops over time (rule book GURPS Mass Combat,
// Chapter 1 "Levy" and "Mercenary"; rulings in the rulings of the rule books: "Levy: Maintain 0 for up to two
// months a year within two days' journey of home, half beyond that; after that, as Mercenary"), and the
// queued replacements and improvements of "Force Replacements" and "Improvements".

#include "economy/LevyTerm.h"
#include "economy/MonthEnd.h"
#include "economy/RaisingQueue.h"

#include <QtTest>

#include <cmath>

#include <memory>

using namespace muster;

Q_DECLARE_METATYPE(muster::CampaignDate)

class TstEconomyLevy : public QObject
{
    Q_OBJECT

private slots:
    // Levy: levy terms for two months of a calendar year, mercenary terms after; a new year starts over.
    void levyServiceFor_data()
    {
        QTest::addColumn<int>("termYear");
        QTest::addColumn<int>("monthsServed");
        QTest::addColumn<int>("chosen");
        QTest::addColumn<int>("year");
        QTest::addColumn<int>("expected");
        const int near = int(LevyService::NearHome), away = int(LevyService::AwayFromHome),
                  extended = int(LevyService::Extended);
        QTest::newRow("first month, near home: free") << 1203 << 0 << near << 1203 << near;
        QTest::newRow("second month, away: half") << 1203 << 1 << away << 1203 << away;
        QTest::newRow("third month: as mercenaries") << 1203 << 2 << near << 1203 << extended;
        QTest::newRow("third month away: as mercenaries") << 1203 << 2 << away << 1203 << extended;
        QTest::newRow("a new year: levy terms again") << 1203 << 2 << near << 1204 << near;
        QTest::newRow("the GM put them on mercenary terms") << 1203 << 0 << extended << 1203 << extended;
    }
    void levyServiceFor()
    {
        QFETCH(int, termYear);
        QFETCH(int, monthsServed);
        QFETCH(int, chosen);
        QFETCH(int, year);
        QFETCH(int, expected);
        const LevyTerm term{CampaignDate{1203, 1, 1}, termYear, monthsServed};
        QCOMPARE(int(muster::levyServiceFor(term, LevyService(chosen), year)), expected);
    }

    // Only months on levy terms count toward the two; a month in a new year restarts the count.
    void afterLevyMonthCounts()
    {
        LevyTerm term = callUpLevy(CampaignDate{1203, 11, 1});
        term = afterLevyMonth(term, LevyService::NearHome, 1203);
        QCOMPARE(term.monthsServed, 1);
        term = afterLevyMonth(term, LevyService::AwayFromHome, 1203);
        QCOMPARE(term.monthsServed, 2);
        term = afterLevyMonth(term, LevyService::Extended, 1203);
        QCOMPARE(term.monthsServed, 2);
        term = afterLevyMonth(term, LevyService::NearHome, 1204);
        QCOMPARE(term.year, 1204);
        QCOMPARE(term.monthsServed, 1);
        QCOMPARE(term.calledUp, (CampaignDate{1203, 11, 1}));
    }

    // Levy: "Make a reaction roll every six months": due when the month closed completes 6, 12, ... months.
    void reactionRollEverySixMonths_data()
    {
        QTest::addColumn<CampaignDate>("month");
        QTest::addColumn<int>("monthsOfService");
        QTest::addColumn<bool>("due");
        QTest::addColumn<CampaignDate>("next");
        // Called up in February 1203.
        QTest::newRow("February: the first month") << CampaignDate{1203, 2, 28} << 1 << false << CampaignDate{1203, 7, 31};
        QTest::newRow("June: five months") << CampaignDate{1203, 6, 30} << 5 << false << CampaignDate{1203, 7, 31};
        QTest::newRow("July: six months") << CampaignDate{1203, 7, 31} << 6 << true << CampaignDate{1203, 7, 31};
        QTest::newRow("August: seven") << CampaignDate{1203, 8, 31} << 7 << false << CampaignDate{1204, 1, 31};
        QTest::newRow("January 1204: twelve") << CampaignDate{1204, 1, 15} << 12 << true << CampaignDate{1204, 1, 31};
        QTest::newRow("before the call-up") << CampaignDate{1203, 1, 31} << 0 << false << CampaignDate{1203, 7, 31};
    }
    void reactionRollEverySixMonths()
    {
        QFETCH(CampaignDate, month);
        QFETCH(int, monthsOfService);
        QFETCH(bool, due);
        QFETCH(CampaignDate, next);
        const Calendar calendar;
        const LevyTerm term = callUpLevy(CampaignDate{1203, 2, 10});
        QCOMPARE(levyMonthsOfService(term, month, calendar), monthsOfService);
        QCOMPARE(levyReactionDue(term, month, calendar), due);
        QCOMPARE(nextLevyReaction(term, month, calendar), next);
        QCOMPARE(levyNotices(QStringLiteral("Crossbowmen"), term, LevyService::NearHome, month, calendar)
                     .filter(QStringLiteral("reaction roll"))
                     .size(),
                 due ? 1 : 0);
    }

    // The GM hears when a levy's last month on levy terms comes, and when it is paid as mercenaries.
    void noticesOfTheTerms()
    {
        const Calendar calendar;
        const CampaignDate march{1203, 3, 31};
        const auto notices = [&](int served) {
            return levyNotices(QStringLiteral("Crossbowmen"), LevyTerm{CampaignDate{1203, 1, 1}, 1203, served},
                               LevyService::NearHome, march, calendar)
                .join(QLatin1Char('|'));
        };
        QCOMPARE(notices(0), QString());
        QVERIFY(notices(1).contains(QStringLiteral("last month on levy terms")));
        QVERIFY(notices(2).contains(QStringLiteral("paid as mercenaries")));
    }

    // A line without a term is taken as called up on the first of the month being closed.
    void levyTermOfANewLevy()
    {
        LevyTerms terms;
        QCOMPARE(levyTermOf(terms, 7, CampaignDate{1203, 5, 17}), (LevyTerm{CampaignDate{1203, 5, 1}, 1203, 0}));
        terms.insert(7, LevyTerm{CampaignDate{1202, 9, 1}, 1203, 1});
        QCOMPARE(levyTermOf(terms, 7, CampaignDate{1203, 5, 17}), (LevyTerm{CampaignDate{1202, 9, 1}, 1203, 1}));
    }

    // Mercenary: the hired troops' share of the month is booked as Hire, after readiness and
    // Administration, and never more than the fighting force's whole share.
    void hiredShareOfTheMonth_data()
    {
        QTest::addColumn<int>("readiness");
        QTest::addColumn<int>("adminMargin");
        QTest::addColumn<qint64>("hiredMaintain");
        QTest::addColumn<qint64>("hireDue");
        // Own troops $10,000, hired $3,000 a month (cents).
        QTest::newRow("full, Administration 0%") << int(Readiness::Full) << 0 << qint64(300000) << qint64(300000);
        QTest::newRow("low readiness: half") << int(Readiness::Low) << 0 << qint64(150000) << qint64(150000);
        QTest::newRow("no maintenance: nothing") << int(Readiness::None) << 0 << qint64(0) << qint64(0);
        QTest::newRow("Administration failed: +10%") << int(Readiness::Full) << -3 << qint64(300000) << qint64(330000);
    }
    void hiredShareOfTheMonth()
    {
        QFETCH(int, readiness);
        QFETCH(int, adminMargin);
        QFETCH(qint64, hiredMaintain);
        QFETCH(qint64, hireDue);
        MonthEndInput in;
        in.lines << MaintainedLine{QStringLiteral("own"), 10, Money::fromDollars(1000), 3, ElementDomain::Land, false, 10, false};
        in.lines << MaintainedLine{QStringLiteral("hired"), 2, Money::fromDollars(1500), 3, ElementDomain::Land, false, 2, true};
        in.readiness = Readiness(readiness);
        in.administration = administrationFromMargin(adminMargin);
        const MonthEndResult r = monthEnd(in);
        QCOMPARE(r.hiredMaintain, Money::fromCents(hiredMaintain));
        QCOMPARE(r.hireDue, Money::fromCents(hireDue));
        QVERIFY(r.hireDue <= r.fightingDue);
    }

    // Force Replacements arrive on their day: the fraction replaced comes off what the line has then.
    void replacementAppliedToTheLine()
    {
        RaisingOrder order;
        order.kind = OrderKind::Replacement;
        order.casualtiesReplaced = 0.2;
        RosterLine line;
        line.casualties = 0.35; // 15 more points since the order
        QVERIFY(std::abs(order.appliedTo(line).casualties - 0.15) < 1e-12);
        line.casualties = 0.2;
        QCOMPARE(order.appliedTo(line).casualties, 0.0);
        line.casualties = 0.1; // fewer than ordered (the GM edited them): never below 0
        QCOMPARE(order.appliedTo(line).casualties, 0.0);
    }

    // Improvements: the retrained element replaces the line's; count and casualties stay.
    void improvementAppliedToTheLine()
    {
        RaisingOrder order;
        order.kind = OrderKind::Improvement;
        order.record.typeId = QStringLiteral("heavy-infantry");
        order.record.troops = TroopQuality::Good;
        RosterLine line;
        line.record.typeId = QStringLiteral("heavy-infantry");
        line.count = 5;
        line.casualties = 0.1;
        const RosterLine after = order.appliedTo(line);
        QCOMPARE(after.record.troops, TroopQuality::Good);
        QCOMPARE(after.count, 5);
        QCOMPARE(after.casualties, 0.1);
    }

    void orderKindCodes()
    {
        for (OrderKind kind : allOrderKinds)
            QCOMPARE(orderKindFromCode(orderKindCode(kind)), std::optional<OrderKind>(kind));
        QCOMPARE(orderKindCode(OrderKind::Replacement), QStringLiteral("replace"));
        QVERIFY(!orderKindFromCode(QStringLiteral("levy")));
    }
};

std::unique_ptr<QObject> newEconomyLevyTest()
{
    return std::make_unique<TstEconomyLevy>();
}

#include "economy_levy.moc"
