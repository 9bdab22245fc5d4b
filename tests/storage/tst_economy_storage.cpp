// Schema version 5, the campaign economy (issue 4): calendar and date, treasuries with revenue sources and
// ledgers, raising orders and each force's economic situation, written by EconomyRepository and read back
// by CampaignRepository::load(). Storage rules of the design notes: every write one committed
// transaction (several in one for a month-end), bound values only, CHECKs that leave the file unchanged.

#include "economy_test_helpers.h"
#include "test_campaign_file.h"

#include <QtTest>

#include <memory>

using namespace muster;
using namespace storagetest;
using namespace Qt::StringLiterals;

class TstStorageEconomy : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void calendarAndTodayRoundTrip();
    void treasuriesRoundTrip();
    void revenueSourceEdits();
    void raisingOrdersRoundTrip();
    void forceEconomyRoundTrip();

private:
    std::unique_ptr<TestCampaignFile> m_file;
};

void TstStorageEconomy::init()
{
    m_file = std::make_unique<TestCampaignFile>();
    QVERIFY(m_file->isOpen());
}

void TstStorageEconomy::cleanup()
{
    m_file.reset();
}

// A GM's calendar with its campaigning season, and a date before year 0; a new file is Gregorian at
// 1 January of year 1.
void TstStorageEconomy::calendarAndTodayRoundTrip()
{
    auto fresh = m_file->repository().load();
    QVERIFY2(fresh, errorText(fresh).constData());
    QCOMPARE(fresh->calendar, Calendar::gregorian());
    QCOMPARE(fresh->today, (CampaignDate{1, 1, 1}));

    auto made = Calendar::fromMonths(
        {{u"Thawmoon"_s, 30}, {u"Seedmoon"_s, 31}, {u"Harvestmoon"_s, 29}, {u"Deepwinter"_s, 45}});
    QVERIFY(made);
    Calendar calendar = *made;
    QVERIFY(calendar.setCampaigningSeason({2, 3}).ok());
    QVERIFY(m_file->economy().setCalendar(calendar).ok());
    QVERIFY(m_file->economy().setToday({-44, 3, 15}).ok());
    QCOMPARE(scalar(m_file->database(), u"SELECT value FROM campaign WHERE key = 'today'"_s).toString(),
             u"-0044-03-15"_s);
    auto loaded = m_file->reopened();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->calendar, calendar);
    QCOMPARE(loaded->calendar.campaigningSeason(), (QList<int>{2, 3}));
    QVERIFY(!loaded->calendar.hasLeapYears());
    QCOMPARE(loaded->today, (CampaignDate{-44, 3, 15}));

    // Back to Gregorian, with a season: its months are not written, only that it is Gregorian.
    Calendar gregorian = Calendar::gregorian();
    QVERIFY(gregorian.setCampaigningSeason({8, 9, 10}).ok());
    QVERIFY(m_file->economy().setCalendar(gregorian).ok());
    QVERIFY(m_file->economy().setToday({1203, 9, 14}).ok());
    loaded = m_file->reopened();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->calendar, gregorian);
    QCOMPARE(loaded->today, (CampaignDate{1203, 9, 14}));
    QCOMPARE(scalar(m_file->database(), u"SELECT value FROM campaign WHERE key = 'calendar'"_s).toString(),
             u"{\"leap_years\":true,\"season\":[8,9,10]}"_s);
}

// Treasuries in the GM's order, with their revenue sources and ledgers: odd cents, every category.
void TstStorageEconomy::treasuriesRoundTrip()
{
    const qint64 forceId = m_file->addForce(u"Sir Richard's Force"_s);
    Treasury crown;
    crown.name = u"The Crown"_s;
    crown.warChest = Money::fromCents(12'345'678'91);
    crown.revenueSources << source(0, u"Tithes"_s, 1'000'01, RevenueSchedule::Monthly)
                         << source(7, u"Harvest tax"_s, 25'000'99, RevenueSchedule::Seasonal, {8, 9, 10},
                                   u"Drakesmoor"_s, TerritoryState::Devastated)
                         << source(0, u"Crown lands"_s, 99, RevenueSchedule::Annual, {1}, u"Westmarch"_s,
                                   TerritoryState::Lost);
    qint64 cents = -123'457;
    qint64 id = 0;
    for (LedgerCategory category : allLedgerCategories) {
        ++id;
        crown.restore(entry(id * 3, {1203, 1 + int(id % 12), 28}, category, cents,
                            u"Entry: %1 — \"quoted\"; 'single'"_s.arg(ledgerCategoryCode(category)), forceId,
                            id % 2 ? 0 : 99));
        cents = -cents + 1;
    }
    QCOMPARE(crown.ledger().size(), qsizetype(std::size(allLedgerCategories)));
    QVERIFY(m_file->economy().insertTreasury(crown, 0).ok());
    QVERIFY(crown.id > 0);
    // Sources saved with id 0 get the next free id of their treasury; a given id is kept.
    QCOMPARE(crown.revenueSources[0].id, qint64(1));
    QCOMPARE(crown.revenueSources[1].id, qint64(7));
    QCOMPARE(crown.revenueSources[2].id, qint64(8));

    Treasury rebels;
    rebels.id = 40; // an undone deletion comes back under its id
    rebels.name = u"Rebels"_s;
    rebels.allowNegative = true;
    rebels.restore(entry(5, {1203, 2, 1}, LedgerCategory::Loot, 1, u"A penny"_s));
    QVERIFY(m_file->economy().insertTreasury(rebels, 0).ok()); // before the Crown
    QCOMPARE(rebels.id, qint64(40));

    crown.name = u"The Crown of Drakesmoor"_s;
    crown.warChest = Money::fromCents(-5);
    crown.allowNegative = true;
    QVERIFY(m_file->economy().updateTreasury(crown).ok());

    auto loaded = m_file->reopened();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->treasuries.size(), 2);
    QCOMPARE(describe(loaded->treasuries[0]), describe(rebels));
    QCOMPARE(describe(loaded->treasuries[1]), describe(crown));
    QCOMPARE(loaded->treasuries[1].ledger().entries(), crown.ledger().entries());
    QCOMPARE(loaded->treasuries[1].balance(), crown.balance());
    QCOMPARE(loaded->indexOfTreasury(40), 0);
    QCOMPARE(rows(m_file->database(), u"SELECT id, position FROM treasuries ORDER BY position"_s),
             QStringList({u"40|0"_s, u"%1|1"_s.arg(crown.id)}));

    // Undo of a month's bookings: the entries go, the rest stays.
    QVERIFY(m_file->economy().deleteLedgerEntries(crown.id, {3, 9, 27}).ok());
    for (qint64 gone : {3, 9, 27})
        QVERIFY(crown.unbook(gone));
    loaded = m_file->reopened();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(describe(loaded->treasuries[1]), describe(crown));
}

void TstStorageEconomy::revenueSourceEdits()
{
    Treasury crown;
    crown.name = u"The Crown"_s;
    QVERIFY(m_file->economy().insertTreasury(crown, 0).ok());
    RevenueSource tithes = source(0, u"Tithes"_s, 100, RevenueSchedule::Monthly);
    RevenueSource harvest = source(0, u"Harvest"_s, 200, RevenueSchedule::Seasonal, {9});
    QVERIFY(m_file->economy().insertRevenueSource(crown.id, tithes, 0).ok());
    QVERIFY(m_file->economy().insertRevenueSource(crown.id, harvest, 0).ok()); // before the tithes
    QCOMPARE(tithes.id, qint64(1));
    QCOMPARE(harvest.id, qint64(2));
    harvest.amount = Money::fromCents(333);
    harvest.months = {9, 10};
    harvest.state = TerritoryState::Lost;
    harvest.territory = u"Westmarch"_s;
    QVERIFY(m_file->economy().updateRevenueSource(crown.id, harvest).ok());
    QVERIFY(
        !m_file->economy().updateRevenueSource(crown.id, source(99, u"Gone"_s, 1, RevenueSchedule::Monthly)));

    auto loaded = m_file->reopened();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->treasuries[0].revenueSources, (QList<RevenueSource>{harvest, tithes}));

    QVERIFY(m_file->economy().deleteRevenueSource(crown.id, harvest.id).ok());
    QCOMPARE(rows(m_file->database(), u"SELECT id, position FROM revenue_sources"_s),
             QStringList({u"1|0"_s}));
    loaded = m_file->reopened();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->treasuries[0].revenueSources, QList<RevenueSource>{tithes});
}

// A raising order keeps its element record whole: features, qualities, the hero's multiplier.
void TstStorageEconomy::raisingOrdersRoundTrip()
{
    const qint64 forceId = m_file->addForce(u"Sir Richard's Force"_s);
    RaisingOrder hero;
    hero.forceId = forceId;
    hero.record =
        record(u"Sir Galahad"_s, u"heavy-cavalry"_s, 3, EquipmentQuality::VeryFine, TroopQuality::Elite,
               {u"Hero"_s, u"Night"_s, u"Neutralize (C3I)"_s, u"Terrain (Woodlands)"_s});
    hero.record.heroMultiplier = 2.5;
    hero.record.heroCostPercent = 50;
    hero.count = 1;
    hero.speed = RaiseSpeed::Quadruple;
    hero.cost = Money::fromCents(1'234'567'89);
    hero.ordered = {1203, 9, 14};
    hero.ready = {1203, 10, 2};
    QVERIFY(m_file->economy().insertRaisingOrder(hero).ok());
    QVERIFY(hero.id > 0);

    RaisingOrder levy = hero;
    levy.id = 17;
    levy.record = record(u""_s, u"bowmen"_s, 3, EquipmentQuality::Poor, TroopQuality::Inferior, {u"Levy"_s});
    levy.record.levyService = LevyService::AwayFromHome;
    levy.record.levyRaiseWaived = true;
    levy.count = 12;
    levy.speed = RaiseSpeed::Double;
    QVERIFY(m_file->economy().insertRaisingOrder(levy).ok());
    QCOMPARE(levy.id, qint64(17));

    auto loaded = m_file->reopened();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->raising.orders(), (QList<RaisingOrder>{hero, levy}));
    QCOMPARE(loaded->raising.orders()[0].record.featureCodes(), hero.record.featureCodes());

    QVERIFY(m_file->economy().deleteRaisingOrder(hero.id).ok());
    loaded = m_file->reopened();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->raising.orders(), QList<RaisingOrder>{levy});
}

void TstStorageEconomy::forceEconomyRoundTrip()
{
    const qint64 richard = m_file->addForce(u"Sir Richard's Force"_s);
    const qint64 raiders = m_file->addForce(u"Raiders"_s);
    Treasury crown;
    crown.name = u"The Crown"_s;
    QVERIFY(m_file->economy().insertTreasury(crown, 0).ok());
    ForceEconomy e;
    e.treasuryId = crown.id;
    e.location = u"The ford at Drake's Cross"_s;
    e.terrain = TerrainType::Swampland;
    e.tiedToRoads = true;
    e.readiness = Readiness::Low;
    e.reducedLastMonth = true;
    e.logistics = {12.5, 3.25, 0.5};
    e.supplyLine = SupplyLine::ByWater;
    QVERIFY(m_file->economy().setForceEconomy(richard, e).ok());
    ForceEconomy port;
    port.readiness = Readiness::None;
    port.supplyLine = SupplyLine::AtPort;
    QVERIFY(m_file->economy().setForceEconomy(raiders, port).ok());

    auto loaded = m_file->reopened();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->forceEconomy.size(), 2);
    QVERIFY(loaded->economyOf(richard) == e);
    QVERIFY(loaded->economyOf(raiders) == port);

    // Replaced, not added; and a treasury that goes leaves the force without one.
    e.terrain.reset();
    QVERIFY(m_file->economy().setForceEconomy(richard, e).ok());
    QVERIFY(m_file->economy().deleteTreasury(crown.id).ok());
    e.treasuryId = 0;
    loaded = m_file->reopened();
    QVERIFY2(loaded, errorText(loaded).constData());
    QVERIFY(loaded->economyOf(richard) == e);
    QCOMPARE(scalar(m_file->database(), u"SELECT count(*) FROM force_economy"_s).toInt(), 2);
}

std::unique_ptr<QObject> storagetest::createEconomyTest()
{
    return std::make_unique<TstStorageEconomy>();
}

#include "tst_economy_storage.moc"
