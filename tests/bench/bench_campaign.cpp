// Performance targets of the army builder, measured with QBENCHMARK (run by hand, never in CI):
// open a 10,000-line campaign < 300 ms, aggregates of 100,000 lines < 10 ms, one edit < 5 ms.
#include "CampaignDocument.h"
#include "economy/ForceMonthEnd.h"
#include "catalog/ElementCatalog.h"
#include "force/LineFiguresCache.h"
#include "storage/CampaignFile.h"
#include "storage/CampaignRepository.h"
#include "storage/CampaignStore.h"
#include "campaign/ApplyChange.h"

#include <QUndoStack>

#include <QTemporaryDir>
#include <QtTest>

using namespace muster;

namespace {

// A roster of `count` lines cycling through varied element types, qualities and features.
Force makeForce(int count)
{
    const ElementCatalog &catalog = ElementCatalog::builtIn();
    const QStringList types = {QStringLiteral("heavy-cavalry"), QStringLiteral("heavy-infantry"), QStringLiteral("bowmen"),
                               QStringLiteral("light-infantry"), QStringLiteral("ifv"), QStringLiteral("riflemen"),
                               QStringLiteral("hsw"), QStringLiteral("command-post"), QStringLiteral("mbt")};
    Force force;
    force.name = QStringLiteral("Grand Army");
    for (int i = 0; i < count; ++i) {
        RosterLine line;
        line.record.typeId = types.at(i % types.size());
        const ElementType *type = catalog.find(line.record.typeId);
        Q_ASSERT(type);
        line.record.tl = std::max(type->tl, 8 * int(type->tl >= 6) + 3 * int(type->tl < 6));
        line.record.name = QStringLiteral("Unit %1").arg(i);
        line.record.equipment = EquipmentQuality(i % 5);
        line.record.troops = TroopQuality(i % 4);
        line.record.set(Feature::Night, i % 3 == 0);
        line.count = 1 + i % 7;
        force.lines.append(line);
    }
    return force;
}

} // namespace

class BenchCampaign : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("big.muster"));
        auto file = CampaignFile::create(m_path, QStringLiteral("Benchmark"));
        QVERIFY(file.ok());
        Force force = makeForce(10'000);
        QVERIFY(CampaignRepository((*file)->database()).insertForce(force, 0).ok());
    }

    void openCampaignOf10000Lines()
    {
        QBENCHMARK {
            auto document = CampaignDocument::open(m_path);
            QVERIFY(document.ok());
            QCOMPARE((*document)->campaign().forces.constFirst().lines.size(), 10'000);
        }
    }

    void aggregatesOf100000Lines()
    {
        const Force force = makeForce(100'000);
        LineFiguresCache cache;
        cache.rebuild(ElementCatalog::builtIn(), force);
        const QList<LineFigures> figures = cache.figures();
        ForceAggregates totals;
        QBENCHMARK {
            totals = aggregate(figures);
        }
        QVERIFY(totals.forceTs > 0);
        QCOMPARE(totals.invalidLines, 0);
    }

    void oneEditIn10000LineCampaign()
    {
        auto opened = CampaignDocument::open(m_path);
        QVERIFY(opened.ok());
        CampaignDocument *document = opened->get();
        const Force &force = document->campaign().forces.constFirst();
        RosterLine line = force.lines.at(5000);
        int count = line.count;
        QBENCHMARK {
            line.count = ++count;
            QVERIFY(document->changeLine(force.id, line, QStringLiteral("bench")).ok());
        }
    }

    // Issue 4's target: closing a month for a campaign of 10,000 roster lines in < 50 ms (the month-end
    // rules, the bookings and the campaign file). With no maintenance, every line also takes 5% casualties.
    void closeMonthOf10000Lines_data()
    {
        QTest::addColumn<int>("readiness");
        QTest::newRow("full") << int(Readiness::Full);
        QTest::newRow("none (5% casualties on every line)") << int(Readiness::None);
    }

    void closeMonthOf10000Lines()
    {
        QFETCH(int, readiness);
        auto opened = CampaignDocument::open(m_path);
        QVERIFY(opened.ok());
        CampaignDocument *document = opened->get();
        auto treasury = document->addTreasury(QStringLiteral("Bench"), Money::fromDollars(1e12));
        QVERIFY(treasury.ok());
        const Force &force = document->campaign().forces.constFirst();
        QBENCHMARK {
            ForceEconomy economy;
            economy.logistics.land = 1e6;
            auto input = monthEndInputFor(document->catalog(), force, economy, administrationFromMargin(2),
                                          Readiness(readiness), document->closingMonth());
            QVERIFY(input.ok());
            MonthClosing closing;
            closing.treasuryId = *treasury;
            closing.date = CampaignDate{1203, 1, 31};
            closing.forces << ForceMonthEnd{force.id, input->readiness, monthEnd(*input)};
            QVERIFY(document->closeMonth(closing).ok());
        }
    }

    // Issue 13's targets: removing 5,000 lines, and undoing it, is one commit each and takes < 200 ms.
    void removeAndUndo5000Lines()
    {
        auto opened = CampaignDocument::open(m_path);
        QVERIFY(opened.ok());
        CampaignDocument *document = opened->get();
        const qint64 forceId = document->campaign().forces.constFirst().id;
        QList<qint64> ids;
        for (int i = 0; i < 10'000; i += 2)
            ids << document->campaign().forces.constFirst().lines.at(i).id;
        QBENCHMARK {
            QVERIFY(document->removeLines(forceId, ids).ok());
            QCOMPARE(document->force(forceId)->lines.size(), 5'000);
            QVERIFY(document->undo().ok());
            QCOMPARE(document->force(forceId)->lines.size(), 10'000);
        }
    }

    // Closing a month through the core service and one CampaignStore transaction (what muster-cli does),
    // without the document: < 50 ms for 10,000 lines.
    void closeMonthThroughServiceOf10000Lines()
    {
        auto store = CampaignStore::open(m_path);
        QVERIFY(store.ok());
        auto loaded = (*store)->load();
        QVERIFY(loaded.ok());
        Campaign campaign = *loaded;
        auto treasury = EconomyActions::addTreasury(campaign, QStringLiteral("Bench"), Money::fromDollars(1e12));
        QVERIFY(treasury.ok());
        QVERIFY((*store)->write(campaign, *treasury).ok());
        QVERIFY(applyChange(campaign, *treasury).ok());
        const Force &force = campaign.forces.constFirst();
        QBENCHMARK {
            ForceEconomy economy;
            economy.logistics.land = 1e6;
            auto input = monthEndInputFor(campaign.catalog, force, economy, administrationFromMargin(2), Readiness::Full,
                                          EconomyActions::closingMonth(campaign));
            QVERIFY(input.ok());
            MonthClosing closing{campaign.treasuries.constLast().id, CampaignDate{1203, 1, 31}, {}};
            closing.forces << ForceMonthEnd{force.id, input->readiness, monthEnd(*input)};
            auto change = EconomyActions::closeMonth(campaign, closing);
            QVERIFY(change.ok());
            QVERIFY((*store)->write(campaign, *change).ok());
            QVERIFY(applyChange(campaign, *change).ok());
        }
    }

    // A refused action (the treasury cannot pay for the month) costs < 5 ms, and writes nothing.
    void refusedCloseMonthOf10000Lines()
    {
        auto opened = CampaignDocument::open(m_path);
        QVERIFY(opened.ok());
        CampaignDocument *document = opened->get();
        auto treasury = document->addTreasury(QStringLiteral("Empty"), Money());
        QVERIFY(treasury.ok());
        const Force &force = document->campaign().forces.constFirst();
        ForceEconomy economy;
        auto input = monthEndInputFor(document->catalog(), force, economy, administrationFromMargin(2), Readiness::Full,
                                      document->closingMonth());
        QVERIFY(input.ok());
        MonthClosing closing{*treasury, CampaignDate{1203, 1, 31}, {}};
        closing.forces << ForceMonthEnd{force.id, input->readiness, monthEnd(*input)};
        const int steps = document->undoStack()->count();
        QBENCHMARK {
            QVERIFY(!document->closeMonth(closing).ok());
        }
        QCOMPARE(document->undoStack()->count(), steps);
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
};

QTEST_GUILESS_MAIN(BenchCampaign)
#include "bench_campaign.moc"
