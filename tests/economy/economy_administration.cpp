// tst_economy: the quartermaster's Administration roll at the month's end (rule book
// GURPS Mass Combat, "MAINTAINING A FORCE", the Result / Effect on Cost table) with the
// criticals of the "Quick Contests" ruling in the rulings of the rule books.

#include "EconomyTestSupport.h"
#include "economy/Administration.h"

#include <QtTest>

#include <memory>

using namespace muster;
using coretest::K;
using dice::RollOutcome;

Q_DECLARE_METATYPE(muster::Critical)
Q_DECLARE_METATYPE(muster::dice::RollOutcome)

class TstEconomyAdministration : public QObject
{
    Q_OBJECT

private slots:
    void byMargin_data();
    void byMargin();
    void byRoll_data();
    void byRoll();
    void appliesToBothForces_data();
    void appliesToBothForces();
    void explained();
};

// Every row of the table, from a margin the GM reports.
void TstEconomyAdministration::byMargin_data()
{
    QTest::addColumn<int>("margin");
    QTest::addColumn<Critical>("critical");
    QTest::addColumn<RollOutcome>("outcome");
    QTest::addColumn<int>("percent");
    QTest::newRow("critical success") << 6 << Critical::Success << RollOutcome::CriticalSuccess << -15;
    QTest::newRow("critical success below skill 3")
        << -1 << Critical::Success << RollOutcome::CriticalSuccess << -15;
    QTest::newRow("success by 10") << 10 << Critical::None << RollOutcome::Success << -10;
    QTest::newRow("success by 5") << 5 << Critical::None << RollOutcome::Success << -10;
    QTest::newRow("success by 4") << 4 << Critical::None << RollOutcome::Success << 0;
    QTest::newRow("success by 0") << 0 << Critical::None << RollOutcome::Success << 0;
    QTest::newRow("failure by 1") << -1 << Critical::None << RollOutcome::Failure << 10;
    QTest::newRow("failure by 9") << -9 << Critical::None << RollOutcome::Failure << 10;
    QTest::newRow("critical failure") << -2 << Critical::Failure << RollOutcome::CriticalFailure << 15;
    QTest::newRow("critical failure despite the margin")
        << 2 << Critical::Failure << RollOutcome::CriticalFailure << 15;
}

void TstEconomyAdministration::byMargin()
{
    QFETCH(int, margin);
    QFETCH(Critical, critical);
    QFETCH(RollOutcome, outcome);
    QFETCH(int, percent);
    const AdministrationResult result = administrationFromMargin(margin, critical);
    QCOMPARE(result.outcome, outcome);
    QCOMPARE(result.margin, margin);
    QCOMPARE(administrationModifierPercent(result), percent);
}

// Every row from a 3d6 roll against a skill: criticals as the ruling gives them.
void TstEconomyAdministration::byRoll_data()
{
    QTest::addColumn<int>("skill");
    QTest::addColumn<int>("roll");
    QTest::addColumn<int>("percent");
    QTest::newRow("4 always a critical") << 12 << 4 << -15;
    QTest::newRow("3-4 succeed below skill 3") << 2 << 4 << -15;
    QTest::newRow("5 critical at 15") << 15 << 5 << -15;
    QTest::newRow("5 plain at 14: by 9") << 14 << 5 << -10;
    QTest::newRow("6 critical at 16") << 16 << 6 << -15;
    QTest::newRow("6 plain at 15: by 9") << 15 << 6 << -10;
    QTest::newRow("by 5") << 12 << 7 << -10;
    QTest::newRow("by 4") << 12 << 8 << 0;
    QTest::newRow("by 0") << 12 << 12 << 0;
    QTest::newRow("16 at 20: by 4") << 20 << 16 << 0;
    QTest::newRow("failure by 1") << 12 << 13 << 10;
    QTest::newRow("17 fails even at 25") << 25 << 17 << 10;
    QTest::newRow("17 critical at 15") << 15 << 17 << 15;
    QTest::newRow("17 plain failure at 16") << 16 << 17 << 10;
    QTest::newRow("18 always critical") << 20 << 18 << 15;
    QTest::newRow("skill + 10 critical") << 5 << 15 << 15;
    QTest::newRow("skill + 9 plain") << 5 << 14 << 10;
}

void TstEconomyAdministration::byRoll()
{
    QFETCH(int, skill);
    QFETCH(int, roll);
    QFETCH(int, percent);
    const AdministrationResult result = administrationFromRoll(skill, roll);
    QCOMPARE(result.margin, skill - roll);
    QCOMPARE(result.skill, std::optional<int>(skill));
    QCOMPARE(administrationModifierPercent(result), percent);
}

// "First, work out the total cost to maintain both the fighting force and the logistic force": the modifier
// is on that total, rounded once.
void TstEconomyAdministration::appliesToBothForces_data()
{
    QTest::addColumn<int>("margin");
    QTest::addColumn<Critical>("critical");
    QTest::addColumn<Money>("total");
    QTest::addColumn<Money>("logisticsDue");
    // Fighting $1,000.01 + logistic force LS 1 ($500): $1,500.01.
    QTest::newRow("-15%") << 0 << Critical::Success << Money::fromCents(127501) << Money::fromCents(42500);
    QTest::newRow("-10%") << 5 << Critical::None << Money::fromCents(135001) << Money::fromCents(45000);
    QTest::newRow("0") << 4 << Critical::None << Money::fromCents(150001) << Money::fromCents(50000);
    QTest::newRow("+10%") << -1 << Critical::None << Money::fromCents(165001) << Money::fromCents(55000);
    QTest::newRow("+15%") << -5 << Critical::Failure << Money::fromCents(172501) << Money::fromCents(57500);
}

void TstEconomyAdministration::appliesToBothForces()
{
    QFETCH(int, margin);
    QFETCH(Critical, critical);
    QFETCH(Money, total);
    QFETCH(Money, logisticsDue);
    MonthEndInput in = economytest::plainMonth(
        {economytest::maintained(QStringLiteral("Guard"), 1, Money::fromCents(100001), 7)});
    in.logistics = {1, 0, 0};
    in.administration = administrationFromMargin(margin, critical);
    const MonthEndResult r = monthEnd(in);
    QCOMPARE(r.fightingMaintain, Money::fromCents(100001));
    QCOMPARE(r.logisticsMaintain, K(0.5));
    QCOMPARE(r.total, total);
    // The logistic force is paid first; the fighting force gets the rest, to the cent.
    QCOMPARE(r.logisticsDue, logisticsDue);
    QCOMPARE(r.fightingDue + r.logisticsDue, r.total);
}

void TstEconomyAdministration::explained()
{
    const Breakdown b = explainAdministration(administrationFromRoll(13, 8));
    QCOMPARE(b.steps.size(), 2);
    QVERIFY2(b.steps.at(0).contains(QStringLiteral("13")) && b.steps.at(0).contains(QStringLiteral("8")),
             qPrintable(b.toText()));
    QVERIFY2(b.steps.at(1).contains(QStringLiteral("-10%")), qPrintable(b.toText()));
}

std::unique_ptr<QObject> newEconomyAdministrationTest()
{
    return std::make_unique<TstEconomyAdministration>();
}

#include "economy_administration.moc"
