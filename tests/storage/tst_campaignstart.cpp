// A new campaign's first choices (issue 14, File > New Campaign): the start date, the usual TL and the
// distance unit written with the file in the transaction that creates it, read back as they were chosen; a
// file without a usual TL has the default, one with a TL the rules do not have is refused.

#include "storage_test_helpers.h"

#include "storage/CampaignFile.h"
#include "storage/CampaignRepository.h"
#include "storage/CampaignStore.h"

#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace muster;
using namespace storagetest;
using namespace Qt::StringLiterals;

class TstStorageCampaignStart : public QObject
{
    Q_OBJECT

private slots:
    void createdWithTheStart();
    void refusedStartLeavesNoFile();
    void fileWithoutUsualTlHasTheDefault();
    void usualTlBeyondTheRulesIsRefused();
};

void TstStorageCampaignStart::createdWithTheStart()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"border.muster"_s);
    const CampaignStart start{u"Border War"_s, CampaignDate{1205, 3, 14}, 8, DistanceUnit::Kilometres};
    {
        auto store = CampaignStore::create(path, start);
        QVERIFY2(store, errorText(store).constData());
    }
    auto store = CampaignStore::open(path);
    QVERIFY2(store, errorText(store).constData());
    auto campaign = (*store)->load();
    QVERIFY2(campaign, errorText(campaign).constData());
    QCOMPARE(campaign->name, u"Border War"_s);
    QVERIFY(campaign->today == (CampaignDate{1205, 3, 14}));
    QCOMPARE(campaign->usualTl, 8);
    QCOMPARE(campaign->distanceUnit, DistanceUnit::Kilometres);
    QVERIFY(campaign->calendar == Calendar::gregorian());
}

void TstStorageCampaignStart::refusedStartLeavesNoFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"refused.muster"_s);
    auto store = CampaignStore::create(path, CampaignStart{u"Too Modern"_s, CampaignDate{}, 13, DistanceUnit::Miles});
    QVERIFY(!store);
    QCOMPARE(store.error().field, u"usual_tl"_s);
    QVERIFY(!QFileInfo::exists(path));
    auto badDate = CampaignStore::create(path, CampaignStart{u"Leap"_s, CampaignDate{1203, 2, 29}, 3, DistanceUnit::Miles});
    QVERIFY(!badDate);
    QCOMPARE(badDate.error().field, u"day"_s);
    QVERIFY(!QFileInfo::exists(path));
}

void TstStorageCampaignStart::fileWithoutUsualTlHasTheDefault()
{
    QTemporaryDir dir;
    auto file = CampaignFile::create(dir.filePath(u"older.muster"_s), u"Older"_s);
    QVERIFY2(file, errorText(file).constData());
    auto campaign = CampaignRepository((*file)->database()).load();
    QVERIFY2(campaign, errorText(campaign).constData());
    QCOMPARE(campaign->usualTl, CampaignStart::defaultUsualTl);
}

void TstStorageCampaignStart::usualTlBeyondTheRulesIsRefused()
{
    QTemporaryDir dir;
    auto file = CampaignFile::create(dir.filePath(u"odd.muster"_s), u"Odd"_s);
    QVERIFY2(file, errorText(file).constData());
    QSqlQuery query((*file)->database());
    QVERIFY(query.exec(u"INSERT OR REPLACE INTO campaign (key, value) VALUES ('usual_tl', 'high')"_s));
    auto campaign = CampaignRepository((*file)->database()).load();
    QVERIFY(!campaign);
    QVERIFY2(campaign.error().message.contains(u"high"_s), qPrintable(campaign.error().message));
}

std::unique_ptr<QObject> storagetest::createCampaignStartTest()
{
    return std::make_unique<TstStorageCampaignStart>();
}

#include "tst_campaignstart.moc"
