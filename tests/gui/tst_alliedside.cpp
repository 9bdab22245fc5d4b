// Two allies against one (issue 6) in the battle dialog's side set-up, on the demo campaign, offscreen.
// Rules: "Three-Sided Battles" (Special Battle Situations) of GURPS Mass Combat: "Three forces, two
// cooperating loosely ... Treat all the allies on one side (here, A + B) as a single force, but use the
// average of their commanders' Strategy skills, rounded down and with an extra -1 for limited coordination.
// Should the commanders pick different battle strategies, the larger force's strategy prevails."

#include "gui_test_helpers.h"

#include "CampaignDocument.h"
#include "battle/gurps/BattleWizard.h"
#include "battle_test_helpers.h"
#include "battle/gurps/SideSetupWidget.h"
#include "battle/gurps/SideFromForce.h"
#include "catalog/Breakdown.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace muster;
using namespace muster::gurps;
using namespace guitest;

class TstAlliedSide : public GuiTestCase
{
    Q_OBJECT

private slots:
    void twoAlliesFightAsOneForce();
    void wizardSidesOfferAnAlly();
};

namespace {

const Force *forceNamed(const CampaignDocument &document, const QString &name)
{
    for (const Force &force : document.campaign().forces) {
        if (force.name == name)
            return &force;
    }
    return nullptr;
}

int commanderStrategy(const Force &force)
{
    return force.member(StaffRole::Commander).skill(StaffSkill::Strategy);
}

} // namespace

// The Host of Lady Maren with the Rebels of the Red Fen as its ally: one force, the larger one's commander
// first at the average Strategy rounded down, -1 for limited coordination; "None" gives back the old side.
void TstAlliedSide::twoAlliesFightAsOneForce()
{
    auto window = openWindow();
    const CampaignDocument *document = window->document();
    QVERIFY(document);
    const Force *host = forceNamed(*document, hostName);
    const Force *rebels = forceNamed(*document, rebelsName);
    QVERIFY(host && rebels);

    SideSetupWidget widget(document, 0);
    widget.selectForce(host->id);
    const SideSetup alone = widget.side();
    QCOMPARE(widget.commandPenalty(), 0);
    QCOMPARE(widget.allyForceId(), qint64(0));

    auto *ally = child<QComboBox>(&widget, QStringLiteral("allyForce"));
    QVERIFY(ally);
    QCOMPARE(ally->itemData(0).toLongLong(), qint64(0)); // "None"
    QCOMPARE(ally->findData(host->id), -1);              // not the main force
    QCOMPARE(qsizetype(ally->count()),
             document->campaign().forces.size()); // None + the other forces, no estimate
    const int rebelsIndex = ally->findText(rebelsName);
    QVERIFY(rebelsIndex > 0);

    QSignalSpy changed(&widget, &SideSetupWidget::changed);
    ally->setCurrentIndex(rebelsIndex);
    QVERIFY(changed.count() >= 1);
    QCOMPARE(widget.allyForceId(), rebels->id);
    QCOMPARE(widget.commandPenalty(), -1); // "an extra -1 for limited coordination"

    const SideSetup hostSide = sideFromForce(document->catalog(), *host);
    const SideSetup rebelsSide = sideFromForce(document->catalog(), *rebels);
    const SideSetup side = widget.side();
    QCOMPARE(side.name, QStringLiteral("%1 and %2").arg(hostName, rebelsName));
    QCOMPARE(side.elements.size(), hostSide.elements.size() + rebelsSide.elements.size());
    QCOMPARE(side.elementCount(), hostSide.elementCount() + rebelsSide.elementCount());
    QCOMPARE(side.startingTs(), hostSide.startingTs() + rebelsSide.startingTs());

    // By hand: the average of the two commanders' Strategy (from the campaign's staff), rounded down.
    const int hostStrategy = commanderStrategy(*host);
    const int rebelsStrategy = commanderStrategy(*rebels);
    const int average = int(std::floor((hostStrategy + rebelsStrategy) / 2.0));
    const bool hostLarger = hostSide.startingTs() >= rebelsSide.startingTs();
    const Force *larger = hostLarger ? host : rebels;
    const Force *smaller = hostLarger ? rebels : host;
    const SideSetup &largerSide = hostLarger ? hostSide : rebelsSide;
    QCOMPARE(side.people.size(), hostSide.people.size() + rebelsSide.people.size());
    QCOMPARE(side.people[0].name, larger->member(StaffRole::Commander).name);
    QCOMPARE(side.people[0].strategy, average);
    QCOMPARE(side.people[0].leadership, larger->member(StaffRole::Commander).skill(StaffSkill::Leadership));
    // The other commander follows the larger force's people.
    QCOMPARE(side.people.at(largerSide.people.size()).name, smaller->member(StaffRole::Commander).name);
    QCOMPARE(side.people.at(largerSide.people.size()).strategy, commanderStrategy(*smaller));

    // The summary explains the figures: the combined TS, the average, the -1 and whose strategy prevails.
    const QString summary = child<QLabel>(&widget, QStringLiteral("sideSummary"))->text() +
                            QLatin1Char('\n') +
                            child<QLabel>(&widget, QStringLiteral("allianceInfo"))->text();
    QVERIFY2(summary.contains(formatNumber(hostSide.startingTs() + rebelsSide.startingTs())),
             qPrintable(summary));
    QVERIFY2(summary.contains(QString::number(average)), qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("-1")), qPrintable(summary));
    QVERIFY2(summary.contains(larger->name), qPrintable(summary));

    // Readiness and posture stay the main force's (the host's), as without an ally.
    QCOMPARE(side.lowReadiness, alone.lowReadiness);
    QCOMPARE(side.encamped, alone.encamped);

    // "None" again: exactly the old side, the main force from sideFromForce.
    changed.clear();
    ally->setCurrentIndex(0);
    QVERIFY(changed.count() >= 1);
    QCOMPARE(widget.commandPenalty(), 0);
    QCOMPARE(widget.allyForceId(), qint64(0));
    const SideSetup again = widget.side();
    QCOMPARE(again, alone);
    QCOMPARE(again.name, hostName);
    QCOMPARE(again.forceId, host->id);
    QCOMPARE(again.elements, hostSide.elements);
    QCOMPARE(again.people, hostSide.people);
    QCOMPARE(again.estimate, hostSide.estimate);

    // A new main force drops an ally that would be the same force; an estimated side has no ally.
    widget.selectAlly(rebels->id);
    QCOMPARE(widget.allyForceId(), rebels->id);
    widget.selectForce(rebels->id);
    QCOMPARE(widget.allyForceId(), qint64(0));
    QCOMPARE(widget.side().people, rebelsSide.people);
    widget.selectForce(-1); // the estimated entry
    QCOMPARE(ally->count(), 1);
    QVERIFY(!ally->isEnabled());
    QCOMPARE(widget.commandPenalty(), 0);
}

// The battle dialog's sides carry the ally combo.
void TstAlliedSide::wizardSidesOfferAnAlly()
{
    auto window = openWindow();
    auto *wizard = openBattleWizard(*window);
    QVERIFY(wizard);
    auto *side0 = wizard->findChild<SideSetupWidget *>(QStringLiteral("side0"));
    QVERIFY(side0);
    auto *ally = child<QComboBox>(side0, QStringLiteral("allyForce"));
    QVERIFY(ally);
    const int index = ally->findText(harrowName);
    QVERIFY(index > 0);
    ally->setCurrentIndex(index);
    QCOMPARE(side0->commandPenalty(), -1);
    QVERIFY(side0->side().name.endsWith(QStringLiteral(" and %1").arg(harrowName)));
    // The battle is fought with the allies' -1 on side 0's Strategy rolls, none on side 1's.
    QCOMPARE(wizard->draftSetup().special.commandPenalty, (std::array<int, 2>{-1, 0}));
    ally->setCurrentIndex(0);
    QCOMPARE(side0->commandPenalty(), 0);
    QCOMPARE(wizard->draftSetup().special.commandPenalty, (std::array<int, 2>{0, 0}));
    wizard->reject();
}

std::unique_ptr<QObject> newTstAlliedSide()
{
    return std::make_unique<TstAlliedSide>();
}

#include "tst_alliedside.moc"
