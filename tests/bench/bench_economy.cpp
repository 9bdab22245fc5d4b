// The month-end of the campaign economy, measured with QBENCHMARK (run by hand, never in CI): the rules
// of closing a month (every line's Maintain with season and terrain, logistics, Administration, readiness,
// the supply check) for a 10,000-line force, and ledger bookings. Target for a whole month close: < 50 ms.
#include "catalog/ElementCatalog.h"
#include "economy/Administration.h"
#include "economy/MaintainedLine.h"
#include "economy/MonthEnd.h"
#include "economy/Treasury.h"

#include <QtTest>

using namespace muster;

namespace {

Force makeForce(int count)
{
    const ElementCatalog &catalog = ElementCatalog::builtIn();
    const QStringList types = {QStringLiteral("heavy-cavalry"), QStringLiteral("heavy-infantry"),
                               QStringLiteral("bowmen"),        QStringLiteral("light-infantry"),
                               QStringLiteral("ifv"),           QStringLiteral("riflemen")};
    Force force;
    for (int i = 0; i < count; ++i) {
        RosterLine line;
        line.id = i + 1;
        line.record.typeId = types.at(i % types.size());
        const ElementType *type = catalog.find(line.record.typeId);
        line.record.tl = std::max(type->tl, type->tl >= 6 ? 8 : 3);
        line.record.equipment = EquipmentQuality(i % 5);
        line.record.troops = TroopQuality(i % 4);
        line.record.setTerrain(TerrainType::Woodlands, i % 4 == 0);
        line.count = 1 + i % 7;
        force.lines.append(line);
    }
    return force;
}

} // namespace

class BenchEconomy : public QObject
{
    Q_OBJECT

private slots:
    // From the roster to the month-end figures: what "close month" computes for one force.
    void monthEndOf10000Lines()
    {
        const Force force = makeForce(10'000);
        MonthEndResult result;
        QBENCHMARK {
            auto lines = maintainedLines(ElementCatalog::builtIn(), force, TerrainType::Woodlands);
            QVERIFY(lines.ok());
            MonthEndInput input;
            input.lines = *lines;
            input.logistics.land = 50'000;
            input.logisticTl = highestTl(input.lines);
            input.administration = administrationFromMargin(3);
            input.terrain = TerrainType::Woodlands;
            input.campaigningSeason = true;
            result = monthEnd(input);
        }
        QVERIFY(result.total > Money());
    }

    // Booking a month's entries (one per line, as a detailed ledger would) into a treasury.
    void book10000LedgerEntries()
    {
        QBENCHMARK {
            Treasury treasury;
            treasury.warChest = Money::fromDollars(1e9);
            for (int i = 0; i < 10'000; ++i) {
                LedgerEntry entry;
                entry.date = CampaignDate{1203, 9, 30};
                entry.category = LedgerCategory::Maintain;
                entry.amount = Money::fromCents(-(12'345 + i));
                entry.lineId = i + 1;
                QVERIFY(treasury.book(entry).ok());
            }
        }
    }
};

QTEST_GUILESS_MAIN(BenchEconomy)
#include "bench_economy.moc"
