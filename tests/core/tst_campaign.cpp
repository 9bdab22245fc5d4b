// tst_campaign: a user action as a value (CampaignChange) and the core services that compute one, without a
// file or a widget. Every change taken back by its inverse leaves the campaign as it was; an edit that does
// not fit is refused whole; the next event of the calendar; roster lines written as muster-cli reads them.
// Rules: GURPS Mass Combat, "Maintaining a Force" (levies' reaction rolls), "Raising Elements".

#include "actions/EconomyActions.h"
#include "actions/ForceActions.h"
#include "campaign/ApplyChange.h"
#include "campaign/CampaignJson.h"
#include "force/RosterJson.h"

#include "CampaignTestSupport.h"

#include <QJsonDocument>
#include <QtTest>

using namespace muster;
using namespace Qt::StringLiterals;

namespace {

using campaigntest::giveIds;
using campaigntest::json;
using campaigntest::line;

// A campaign as a file would have loaded it: ids given, a treasury with money, 1 August 1203.
Campaign campaign()
{
    return campaigntest::hostAndCrown();
}

} // namespace

class TstCampaign : public QObject
{
    Q_OBJECT

private slots:
    void inverseTakesEveryActionBack_data();
    void inverseTakesEveryActionBack();
    void misfitIsRefusedWhole();
    void usualTlWithinTheRules();
    void staffKeepTheirSheetUntilThePostIsEmptied();
    void removingALevyKeepsItsTermForUndo();
    void monthClosedWithoutTheMoneyIsRefused();
    void nextEvent();
    void rosterLineRoundTrip();
};

void TstCampaign::inverseTakesEveryActionBack_data()
{
    QTest::addColumn<int>("action");
    QTest::newRow("remove lines") << 0;
    QTest::newRow("add a line at row 1") << 1;
    QTest::newRow("raise elements") << 2;
    QTest::newRow("rename a force") << 3;
    QTest::newRow("remove the force") << 4;
    QTest::newRow("close the month with losses") << 5;
    QTest::newRow("advance a month") << 6;
    QTest::newRow("change the usual TL") << 7;
}

void TstCampaign::inverseTakesEveryActionBack()
{
    QFETCH(int, action);
    const Campaign before = campaign();
    Result<CampaignChange> change = CampaignChange{};
    switch (action) {
    case 0:
        change = ForceActions::removeLines(before, 1, {11, 13});
        break;
    case 1:
        change = ForceActions::addLine(before, 1, line(0, u"light-cavalry"_s, 2), 1);
        break;
    case 2: {
        auto raising =
            EconomyActions::raiseElements(before, 1, 1, line(0, u"bowmen"_s, 2), RaiseSpeed::Normal);
        change = raising ? Result<CampaignChange>(raising->change) : Result<CampaignChange>(raising.error());
        break;
    }
    case 3:
        change = ForceActions::renameForce(before, 1, u"Grand Host"_s);
        break;
    case 4:
        change = ForceActions::removeForce(before, 1);
        break;
    case 5: {
        MonthClosing closing{1, CampaignDate{1203, 8, 31}, {}};
        ForceMonthEnd end{1, Readiness::None, {}};
        end.result.fightingDue = Money::fromDollars(5000);
        end.result.casualtiesPercent = 5;
        closing.forces << end;
        change = EconomyActions::closeMonth(before, closing);
        break;
    }
    case 6: {
        auto advance = EconomyActions::advanceTime(before, CampaignDate{1203, 9, 1});
        change = advance ? Result<CampaignChange>(advance->change) : Result<CampaignChange>(advance.error());
        break;
    }
    case 7:
        change = ForceActions::setUsualTl(before, 8);
        break;
    }
    QVERIFY2(change, change ? "" : qPrintable(change.error().message));
    QVERIFY(!change->isEmpty());
    qint64 next = 100;
    giveIds(*change, next);
    Campaign after = before;
    QVERIFY(applyChange(after, *change));
    QVERIFY(json(after) != json(before));
    QVERIFY(applyChange(after, change->inverse()));
    QCOMPARE(json(after), json(before));
}

// The usual TL can be changed after the campaign's start, to a TL the rules have (0 to 12, as at the start).
void TstCampaign::usualTlWithinTheRules()
{
    Campaign c = campaign();
    QCOMPARE(c.usualTl, 3);
    for (const int tl : {-1, 13}) {
        const auto refused = ForceActions::setUsualTl(c, tl);
        QVERIFY(!refused);
        QCOMPARE(refused.error().field, u"usual_tl"_s);
        QVERIFY2(refused.error().message.contains(u"between 0 and 12"_s), qPrintable(refused.error().message));
    }
    QVERIFY(ForceActions::setUsualTl(c, 3)->isEmpty()); // nothing to do: no undo step
    const auto changed = ForceActions::setUsualTl(c, 0);
    QVERIFY(changed);
    QCOMPARE(changed->description, u"Make TL0 the usual TL"_s);
    QVERIFY(applyChange(c, *changed));
    QCOMPARE(c.usualTl, 0);
}

// A member imported from a GCS sheet keeps its path through edits by hand (a refresh shows what it would take back),
// in the campaign's JSON too; a post left without a name forgets it. Undo brings it back.
void TstCampaign::staffKeepTheirSheetUntilThePostIsEmptied()
{
    Campaign c = campaign();
    const qint64 host = c.forces.constFirst().id;
    const QString sheet = u"/home/gm/sheets/voss.gcs"_s;
    StaffMember voss;
    voss.name = u"Marshal Aldric Voss"_s;
    voss.skills = {14, 13, 12, 8, 9};
    voss.hp = 9;
    voss.gcsFile = sheet;
    auto imported = ForceActions::setStaff(c, host, StaffRole::Commander, voss);
    QVERIFY(imported);
    QVERIFY(applyChange(c, *imported));
    const QJsonObject commander = campaignToJson(c)[u"forces"_s][0][u"staff"_s][u"commander"_s].toObject();
    QCOMPARE(commander.value(u"gcs_file"_s).toString(), sheet);
    QVERIFY(campaignToJson(c)[u"forces"_s][0][u"staff"_s][u"quartermaster"_s][u"gcs_file"_s].isNull());

    StaffMember renamed = c.forces.constFirst().member(StaffRole::Commander);
    renamed.name = u"Aldric Voss"_s;
    renamed.hp = 5;
    auto edited = ForceActions::setStaff(c, host, StaffRole::Commander, renamed);
    QVERIFY(edited);
    QVERIFY(applyChange(c, *edited));
    QCOMPARE(c.forces.constFirst().member(StaffRole::Commander).gcsFile, sheet);

    StaffMember emptied = c.forces.constFirst().member(StaffRole::Commander);
    emptied.name = u"  "_s;
    auto unassigned = ForceActions::setStaff(c, host, StaffRole::Commander, emptied);
    QVERIFY(unassigned);
    const Campaign before = c;
    QVERIFY(applyChange(c, *unassigned));
    QCOMPARE(c.forces.constFirst().member(StaffRole::Commander).gcsFile, QString());
    QVERIFY(applyChange(c, unassigned->inverse()));
    QCOMPARE(json(c), json(before));
    QCOMPARE(c.forces.constFirst().member(StaffRole::Commander).gcsFile, sheet);
}

void TstCampaign::misfitIsRefusedWhole()
{
    Campaign c = campaign();
    const QByteArray before = json(c);
    // Line 12 is at row 1, not row 2: the removal is refused and nothing is removed, not even line 11.
    edit::LineInsertion removal{
        1, {edit::PlacedLine{0, c.forces[0].lines[0]}, edit::PlacedLine{2, c.forces[0].lines[1]}}, false};
    QVERIFY(!applyEdit(c, removal));
    QCOMPARE(json(c), before);
    // An inserted line needs its id.
    QVERIFY(!applyEdit(c, edit::LineInsertion{1, {edit::PlacedLine{0, line(0, u"bowmen"_s, 1)}}, true}));
    QCOMPARE(json(c), before);
    // Ledger entries must not be booked twice.
    LedgerEntry entry{7, c.today, LedgerCategory::Manual, Money::fromDollars(5), 0, 0, u"x"_s};
    QVERIFY(applyEdit(c, edit::LedgerBooking{1, {entry}, true}));
    QVERIFY(!applyEdit(c, edit::LedgerBooking{1, {entry}, true}));
}

void TstCampaign::removingALevyKeepsItsTermForUndo()
{
    const Campaign before = campaign();
    auto change = ForceActions::removeLines(before, 1, {13});
    QVERIFY(change);
    QCOMPARE(change->edits.size(), 2);
    QVERIFY(std::holds_alternative<edit::LevyTermChange>(change->edits.at(0)));
    Campaign after = before;
    QVERIFY(applyChange(after, *change));
    QVERIFY(!after.levies.contains(13));
    QVERIFY(applyChange(after, change->inverse()));
    QCOMPARE(after.levies.value(13).monthsServed, 1);
}

void TstCampaign::monthClosedWithoutTheMoneyIsRefused()
{
    const Campaign c = campaign();
    MonthClosing closing{1, CampaignDate{1203, 8, 31}, {}};
    ForceMonthEnd end{1, Readiness::Full, {}};
    end.result.fightingDue = Money::fromDollars(1'500'000); // the war chest holds $1M
    closing.forces << end;
    const auto change = EconomyActions::closeMonth(c, closing);
    QVERIFY(!change);
    QCOMPARE(change.error().field, u"amount"_s);
}

// The next day something happens: the month's end (31 August); an order ready before it; a levy called up
// in March has served six months at the end of August ("Levies": a reaction roll every six months).
void TstCampaign::nextEvent()
{
    Campaign c = campaign();
    c.levies.clear();
    auto event = EconomyActions::nextEvent(c);
    QVERIFY(event);
    QCOMPARE(event->date, (CampaignDate{1203, 8, 31}));
    QVERIFY2(event->what.join(u'|').contains(u"End of August 1203"_s), qPrintable(event->what.join(u'|')));

    RaisingOrder order;
    order.id = 1;
    order.forceId = 1;
    order.record = line(0, u"bowmen"_s, 2).record;
    order.count = 2;
    order.ordered = c.today;
    order.ready = CampaignDate{1203, 8, 20};
    c.raising.add(order);
    event = EconomyActions::nextEvent(c);
    QCOMPARE(event->date, (CampaignDate{1203, 8, 20}));
    QCOMPARE(event->what.size(), 1);
    QVERIFY(event->what.constFirst().contains(u"raised for Host"_s));

    c.raising = RaisingQueue{};
    c.levies.insert(13, LevyTerm{CampaignDate{1203, 3, 1}, 1203, 2});
    event = EconomyActions::nextEvent(c);
    QCOMPARE(event->date, (CampaignDate{1203, 8, 31}));
    QVERIFY2(event->what.join(u'|').contains(u"reaction roll due"_s), qPrintable(event->what.join(u'|')));
    // After the end of August, the next roll is six months on: the end of February 1204.
    c.today = CampaignDate{1203, 9, 1};
    event = EconomyActions::nextEvent(c);
    QCOMPARE(event->date, (CampaignDate{1203, 9, 30}));
    QVERIFY(!event->what.join(u'|').contains(u"reaction roll"_s));
}

void TstCampaign::rosterLineRoundTrip()
{
    const ElementCatalog &catalog = ElementCatalog::builtIn();
    RosterLine knights = line(0, u"heavy-cavalry"_s, 4);
    knights.record.name = u"Knights of the Vale"_s;
    knights.record.equipment = EquipmentQuality::Fine;
    knights.record.troops = TroopQuality::Elite;
    knights.record.set(Feature::Impetuous);
    knights.casualties = 0.15;
    RosterLine hired = line(0, u"heavy-infantry"_s, 6);
    hired.record.set(Feature::Mercenary);
    hired.record.mercenaryLongContract = true;
    for (const RosterLine &original : {knights, hired}) {
        auto back = rosterLineFromJson(catalog, rosterLineToJson(catalog, original), QString());
        QVERIFY2(back, back ? "" : qPrintable(back.error().message));
        QCOMPARE(back->record.typeId, original.record.typeId);
        QCOMPARE(back->record.name, original.record.name);
        QCOMPARE(back->count, original.count);
        QCOMPARE(back->record.featureBits, original.record.featureBits);
        QCOMPARE(back->record.equipment, original.record.equipment);
        QCOMPARE(back->record.troops, original.record.troops);
        QCOMPARE(back->record.mercenaryLongContract, original.record.mercenaryLongContract);
        QCOMPARE(back->casualties, original.casualties);
    }
}

QTEST_GUILESS_MAIN(TstCampaign)
#include "tst_campaign.moc"
