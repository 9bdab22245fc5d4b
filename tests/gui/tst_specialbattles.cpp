// Special battles (issue 6) through the real battle wizard offscreen: a siege and an amphibious assault.
// Rules: "Special Battle Situations" (Sieges, Amphibious Assaults) of GURPS Mass Combat.

#include "battle_test_helpers.h"

#include "QuietEnd.h"

#include "CampaignDocument.h"
#include "battle/gurps/AftermathPage.h"
#include "battle/gurps/BattleWizard.h"
#include "battle/gurps/SpecialBattleRules.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>

using namespace muster;
using namespace muster::gurps;
using namespace guitest;

class TstSpecialBattles : public GuiTestCase
{
    Q_OBJECT

private slots:
    void siegeThroughSetUp();
    void amphibiousAssaultSetUp();
    void breakOutLeadsToTheBattleOutside();
    void navalSetUpAndMassDestruction();

    void siegeLosersSurrender();

private:
    BattleWizard *siegeOfFenKeep(MainWindow &window);
};

// The Host besieged in Fen Keep (a made-up improvised fortress) by the Rebels, the wizard on the page
// before the battle; null when the set-up is refused.
BattleWizard *TstSpecialBattles::siegeOfFenKeep(MainWindow &window)
{
    BattleWizard *wizard = openBattleWizard(window);
    if (!wizard)
        return nullptr;
    typeInto(child<QLineEdit>(wizard, QStringLiteral("battleName")), QStringLiteral("Siege of Fen Keep"));
    wizard->next();
    auto *situation = child<QComboBox>(wizard, QStringLiteral("specialSituation"));
    situation->setCurrentIndex(situation->findData(int(SpecialSituation::Siege)));
    child<QComboBox>(wizard, QStringLiteral("besiegedSide"))->setCurrentIndex(0);
    typeInto(child<QLineEdit>(wizard, QStringLiteral("fortressName")), QStringLiteral("Fen Keep"));
    child<QDoubleSpinBox>(wizard, QStringLiteral("fortressCapacity"))->setValue(100000);
    QTest::mouseClick(child<QPushButton>(wizard, QStringLiteral("suggestDefenseBonus")), Qt::LeftButton);
    wizard->next();
    if (wizard->currentId() != int(BattleWizard::BeforePageId)) {
        qWarning("%s", qPrintable(child<QLabel>(wizard, QStringLiteral("specialError"))->text()));
        return nullptr;
    }
    return wizard;
}

// Sieges: the besieged side's fortress gives its Defense Bonus (permanent, TL+4); rounds last 4x as long.
void TstSpecialBattles::siegeThroughSetUp()
{
    auto window = openWindow();
    BattleWizard *wizard = openBattleWizard(*window);
    QVERIFY(wizard);
    typeInto(child<QLineEdit>(wizard, QStringLiteral("battleName")), QStringLiteral("Siege of Fen Keep"));
    wizard->next();
    QCOMPARE(wizard->currentId(), int(BattleWizard::ConditionsPageId));
    auto *situation = child<QComboBox>(wizard, QStringLiteral("specialSituation"));
    situation->setCurrentIndex(situation->findData(int(SpecialSituation::Siege)));
    child<QComboBox>(wizard, QStringLiteral("besiegedSide"))->setCurrentIndex(0); // the Host, no Bog Wyrm
    typeInto(child<QLineEdit>(wizard, QStringLiteral("fortressName")), QStringLiteral("Fen Keep"));
    auto *kind = child<QComboBox>(wizard, QStringLiteral("fortressKind"));
    kind->setCurrentIndex(kind->findData(int(FortressKind::Permanent)));
    child<QSpinBox>(wizard, QStringLiteral("fortressTl"))->setValue(3);
    child<QDoubleSpinBox>(wizard, QStringLiteral("fortressCapacity"))->setValue(100000);
    const QString info = child<QLabel>(wizard, QStringLiteral("fortressInfo"))->text();
    QVERIFY2(info.contains(QStringLiteral("+%1").arg(
                 fortressDefenseBonus(wizard->draftSetup().special.siege.fortress))),
             qPrintable(info));
    QTest::mouseClick(child<QPushButton>(wizard, QStringLiteral("suggestDefenseBonus")), Qt::LeftButton);
    const BattleSetup setup = wizard->draftSetup();
    QCOMPARE(setup.sides[0].defenseBonus, defenseBonusOf(setup, 0));
    QVERIFY(setup.sides[0].defenseBonus > 0);
    QCOMPARE(setup.sides[1].defenseBonus, 0);
    QCOMPARE(roundLengthMultiplier(setup, {}), 4);
    if (qEnvironmentVariableIsSet("MUSTER_SCREENSHOT_PAUSE"))
        QTest::qWait(qEnvironmentVariableIntValue("MUSTER_SCREENSHOT_PAUSE"));
    wizard->next();
    QVERIFY2(wizard->currentId() == int(BattleWizard::BeforePageId),
             qPrintable(child<QLabel>(wizard, QStringLiteral("specialError"))->text()));
    const QString before = child<QTextBrowser>(wizard, QStringLiteral("beforeTheBattle"))->toPlainText();
    QVERIFY2(before.contains(QStringLiteral("Each round lasts %1 minutes").arg(battleRoundMinutes(setup))),
             qPrintable(before));
    wizard->next();
    QCOMPARE(wizard->currentId(), int(BattleWizard::RoundPageId));
    QVERIFY(wizard->hasStarted());
}

// Amphibious Assaults: the defender's DB by obstacle (+4 for a beach, no shore defenses).
void TstSpecialBattles::amphibiousAssaultSetUp()
{
    auto window = openWindow();
    BattleWizard *wizard = openBattleWizard(*window);
    QVERIFY(wizard);
    typeInto(child<QLineEdit>(wizard, QStringLiteral("battleName")),
             QStringLiteral("Landing at Grey Strand"));
    wizard->next();
    auto *campaign = child<QComboBox>(wizard, QStringLiteral("campaignType"));
    campaign->setCurrentIndex(campaign->findData(int(CampaignType::Amphibious)));
    auto *situation = child<QComboBox>(wizard, QStringLiteral("specialSituation"));
    situation->setCurrentIndex(situation->findData(int(SpecialSituation::AmphibiousAssault)));
    child<QComboBox>(wizard, QStringLiteral("amphibiousDefender"))->setCurrentIndex(1);
    auto *obstacle = child<QComboBox>(wizard, QStringLiteral("waterObstacle"));
    obstacle->setCurrentIndex(obstacle->findData(int(WaterObstacle::Beach)));
    QTest::mouseClick(child<QPushButton>(wizard, QStringLiteral("suggestDefenseBonus")), Qt::LeftButton);
    QCOMPARE(child<QSpinBox>(wizard, QStringLiteral("defenseBonus1"))->value(), 4);
    QCOMPARE(child<QSpinBox>(wizard, QStringLiteral("defenseBonus0"))->value(), 0);
    wizard->next();
    QVERIFY2(wizard->currentId() == int(BattleWizard::BeforePageId),
             qPrintable(child<QLabel>(wizard, QStringLiteral("specialError"))->text()));
    // "Type of Campaign": the Host's land troops cannot reach a beach under their own power; carried in by
    // ships they fight at half TS (no Marine feature).
    auto *roles = child<QTableWidget>(wizard, QStringLiteral("elementRoles"));
    int host = 0;
    for (int row = 0; row < roles->rowCount(); ++row) {
        if (roles->item(row, 0)->data(Qt::UserRole).toInt() != 0)
            continue;
        ++host;
        QVERIFY2(roles->item(row, 5)->text().startsWith(QStringLiteral("sits out")),
                 qPrintable(roles->item(row, 5)->text()));
        auto *carrier = qobject_cast<QComboBox *>(roles->cellWidget(row, 3));
        carrier->setCurrentIndex(carrier->findData(int(Carrier::Water)));
        QVERIFY2(roles->item(row, 5)->text().contains(QStringLiteral("half TS")),
                 qPrintable(roles->item(row, 5)->text()));
    }
    QVERIFY(host > 0);
    QCOMPARE(wizard->draftSetup().sides[0].elements.constFirst().carriedBy, Carrier::Water);
    if (qEnvironmentVariableIsSet("MUSTER_SCREENSHOT_PAUSE"))
        QTest::qWait(qEnvironmentVariableIntValue("MUSTER_SCREENSHOT_PAUSE"));
    wizard->next();
    QVERIFY2(wizard->hasStarted(), qPrintable(wizard->lastError()));
    QTest::mouseClick(child<QPushButton>(wizard, QStringLiteral("stepAction")),
                      Qt::LeftButton); // open round 1
    QCOMPARE(wizard->engine().step(), BattleStep::ChooseStrategies);
    // "The attacker may not choose a defensive strategy until he has at least +1 Position Bonus": the landing
    // side's list offers no defense in round 1; the defender's does.
    const auto offers = [wizard](int side, BattleStrategy strategy) {
        const QComboBox *combo = child<QComboBox>(wizard, QStringLiteral("strategy%1").arg(side));
        return combo->findText(strategyName(strategy)) >= 0;
    };
    QVERIFY(offers(0, BattleStrategy::Attack));
    QVERIFY(!offers(0, BattleStrategy::Defense));
    QVERIFY(!offers(0, BattleStrategy::DeliberateDefense));
    QVERIFY(offers(1, BattleStrategy::Defense));
}

// Sieges, "Retreat": a besieged side that escapes is outside the fortress (and its DB); the siege ends and an
// ordinary battle starts. The aftermath opens that battle with both sides' casualties carried over.
void TstSpecialBattles::breakOutLeadsToTheBattleOutside()
{
    auto window = openWindow();
    BattleWizard *wizard = siegeOfFenKeep(*window);
    QVERIFY(wizard);
    // The GM keeps the besiegers' first line out of the fighting: it must keep its roster figures afterwards.
    auto *roles = child<QTableWidget>(wizard, QStringLiteral("elementRoles"));
    int keptOut = -1;
    for (int row = 0; row < roles->rowCount() && keptOut < 0; ++row) {
        if (roles->item(row, 0)->data(Qt::UserRole).toInt() == 1)
            keptOut = row;
    }
    QVERIFY(keptOut >= 0);
    auto *participation = qobject_cast<QComboBox *>(roles->cellWidget(keptOut, 4));
    participation->setCurrentIndex(participation->findData(int(Participation::SitsOut)));
    const qint64 keptOutLine = wizard->draftSetup()
                                   .sides[1]
                                   .elements.at(roles->item(keptOut, 0)->data(Qt::UserRole + 1).toInt())
                                   .lineId;
    QVERIFY(keptOutLine > 0);
    wizard->next();
    QVERIFY(wizard->hasStarted());
    OpenRound open;
    QVERIFY2(wizard->apply(open).ok(), qPrintable(wizard->lastError()));
    ChooseStrategies choose;
    choose.choices = {StrategyChoice{BattleStrategy::FightingRetreat, false},
                      StrategyChoice{BattleStrategy::Attack, false}};
    choose.leadershipRolls = {3, std::nullopt}; // the Host's Impetuous elements: Lady Maren holds them back
    const Status chosen = wizard->apply(choose);
    QVERIFY2(chosen.ok(), chosen ? "" : qPrintable(chosen.error().message));
    RollContest contest;
    contest.rolls = {3, 18}; // the besieged escape past a besieger who fumbles
    const Status rolled = wizard->apply(contest);
    QVERIFY2(rolled.ok(), rolled ? "" : qPrintable(rolled.error().message));
    if (wizard->engine().step() == BattleStep::EndRound) {
        QVERIFY2(wizard->apply(testsupport::quietEnd(wizard->engine())).ok(),
                 qPrintable(wizard->lastError()));
    }
    QVERIFY2(wizard->engine().isFinished(), qPrintable(QString::number(int(wizard->engine().step()))));
    QCOMPARE(wizard->engine().state().end, BattleEnd::BreakOut);
    const BattleState siegeState = wizard->engine().state();
    wizard->next();
    QCOMPARE(wizard->currentId(), int(BattleWizard::AftermathPageId));
    auto *outsideButton = child<QPushButton>(wizard, QStringLiteral("fightOutside"));
    QVERIFY(outsideButton->isVisibleTo(wizard));

    auto *aftermath = qobject_cast<AftermathPage *>(wizard->page(BattleWizard::AftermathPageId));
    // Casualties go only to the lines that fought.
    QVERIFY(siegeState.sides[1].casualties > 0);
    const qint64 besiegers = wizard->engine().setup().sides[1].forceId;
    const Force before = *window->document()->force(besiegers);
    const Status applied = aftermath->applyCasualties();
    QVERIFY2(applied.ok(), applied ? "" : qPrintable(applied.error().message));
    const Force &after = *window->document()->force(besiegers);
    int changedLines = 0;
    for (const RosterLine &line : after.lines) {
        const RosterLine &was = before.lines.at(before.indexOfLine(line.id));
        if (line.id == keptOutLine)
            QCOMPARE(line.casualties, was.casualties);
        else if (line.casualties > was.casualties)
            ++changedLines;
    }
    QVERIFY(changedLines > 0);
    BattleWizard *outside = aftermath->fightOutside();
    QVERIFY(outside);
    outside->show();
    QCOMPARE(outside->currentId(), int(BattleWizard::ConditionsPageId));
    QVERIFY(outside->hasFixedSides());
    const BattleSetup next = outside->draftSetup();
    QCOMPARE(next.special.situation, SpecialSituation::None);
    for (int s = 0; s < 2; ++s) {
        QCOMPARE(next.sides.at(size_t(s)).startingCasualties,
                 std::min(95, siegeState.sides.at(size_t(s)).casualties));
        QCOMPARE(next.sides.at(size_t(s)).defenseBonus, 0); // the fortress's DB stays behind
        QVERIFY(!next.sides.at(size_t(s)).encamped);
    }
    outside->next();
    QCOMPARE(outside->currentId(), int(BattleWizard::BeforePageId));
    outside->next();
    QVERIFY(outside->hasStarted());
    QCOMPARE(window->document()->battles().size(), 2);
    closeKeeping(outside); // no round fought outside yet
}

// Naval Battles (coastal DB for home waters) and Weapons of Mass Destruction (optional, off by default)
// set on the conditions page; a campaign fortress picked for a siege brings its own figures.
void TstSpecialBattles::navalSetUpAndMassDestruction()
{
    auto window = openWindow();
    BattleWizard *wizard = openBattleWizard(*window);
    QVERIFY(wizard);
    wizard->next();
    QVERIFY(!wizard->draftSetup().special.massDestruction.enabled);
    auto *campaign = child<QComboBox>(wizard, QStringLiteral("campaignType"));
    campaign->setCurrentIndex(campaign->findData(int(CampaignType::Naval)));
    auto *waters = child<QComboBox>(wizard, QStringLiteral("navalWaters"));
    auto *home = child<QComboBox>(wizard, QStringLiteral("navalHomeSide"));
    QVERIFY(waters->isVisibleTo(wizard));
    QVERIFY(!home->isEnabled()); // out at sea nobody defends home waters
    waters->setCurrentIndex(waters->findData(int(NavalWaters::Coastal)));
    QVERIFY(home->isEnabled());
    home->setCurrentIndex(home->findData(1));
    child<QSpinBox>(wizard, QStringLiteral("defenseBonus1"))->setValue(3);
    BattleSetup setup = wizard->draftSetup();
    QCOMPARE(setup.special.naval.waters, NavalWaters::Coastal);
    QCOMPARE(setup.special.naval.homeSide, 1);
    QCOMPARE(defenseBonusOf(setup, 1), 3);
    QCOMPARE(defenseBonusOf(setup, 0), 0);

    child<QCheckBox>(wizard, QStringLiteral("massDestruction"))->setChecked(true);
    child<QCheckBox>(wizard, QStringLiteral("chemical0"))->setChecked(true);
    setup = wizard->draftSetup();
    QVERIFY(setup.special.massDestruction.enabled);
    QCOMPARE(setup.special.massDestruction.chemical, (std::array<bool, 2>{true, false}));
    QVERIFY(!setup.special.massDestruction.nuclearExchange);
    child<QCheckBox>(wizard, QStringLiteral("massDestruction"))->setChecked(false);
    QVERIFY(!wizard->draftSetup().special.massDestruction.chemical[0]); // off means off

    // The demo campaign's Kesteven Castle: permanent, TL3 (+7), on a strong site (+1).
    campaign->setCurrentIndex(campaign->findData(int(CampaignType::Land)));
    auto *situation = child<QComboBox>(wizard, QStringLiteral("specialSituation"));
    situation->setCurrentIndex(situation->findData(int(SpecialSituation::Siege)));
    auto *stored = child<QComboBox>(wizard, QStringLiteral("storedFortress"));
    QVERIFY(stored->isVisibleTo(wizard));
    const int castle = stored->findText(QStringLiteral("Kesteven Castle"), Qt::MatchStartsWith);
    QVERIFY(castle > 0);
    stored->setCurrentIndex(castle);
    QVERIFY(stored->isVisibleTo(wizard));
    const Fortress fortress = wizard->draftSetup().special.siege.fortress;
    QCOMPARE(fortress.name, QStringLiteral("Kesteven Castle"));
    QVERIFY(fortress.id > 0);
    QCOMPARE(fortressDefenseBonus(fortress), 8);
    QVERIFY(!child<QLineEdit>(wizard, QStringLiteral("fortressName"))->isEnabled());
    QVERIFY(child<QLabel>(wizard, QStringLiteral("fortressInfo"))->text().contains(QStringLiteral("TL+4")));
    QTest::mouseClick(child<QPushButton>(wizard, QStringLiteral("suggestDefenseBonus")), Qt::LeftButton);
    QCOMPARE(child<QSpinBox>(wizard, QStringLiteral("defenseBonus1"))->value(),
             8); // the Rebels hold the castle
    QCOMPARE(child<QSpinBox>(wizard, QStringLiteral("defenseBonus0"))->value(), 0);
    QVERIFY(stored->isVisibleTo(wizard));
    if (qEnvironmentVariableIsSet("MUSTER_SCREENSHOT_PAUSE"))
        QTest::qWait(qEnvironmentVariableIntValue("MUSTER_SCREENSHOT_PAUSE"));
}

// Sieges and "After the Battle": "The rest flee (surrender, in a siege)". The Rebels give up the siege,
// are pursued and lose; the aftermath page says their survivors surrender rather than flee.
void TstSpecialBattles::siegeLosersSurrender()
{
    auto window = openWindow();
    BattleWizard *wizard = siegeOfFenKeep(*window);
    QVERIFY(wizard);
    wizard->next();
    QVERIFY(wizard->hasStarted());
    ChooseStrategies choose;
    choose.choices = {StrategyChoice{BattleStrategy::Raid, false},
                      StrategyChoice{BattleStrategy::FullRetreat, false}};
    choose.leadershipRolls = {3, 3}; // the Host's Impetuous elements obey; so do the Rebels' Fanatics
    RollContest contest;
    contest.rolls = {10, 10};
    for (const Decision &d : QList<Decision>{OpenRound{}, choose, contest}) {
        const Status applied = wizard->apply(d);
        QVERIFY2(applied.ok(), applied ? "" : qPrintable(applied.error().message));
    }
    if (wizard->engine().step() == BattleStep::EndRound) {
        QVERIFY2(wizard->apply(testsupport::quietEnd(wizard->engine())).ok(),
                 qPrintable(wizard->lastError()));
    }
    QCOMPARE(wizard->engine().step(), BattleStep::Pursuit);
    QVERIFY2(wizard->apply(Pursuit{3, std::nullopt, true, 2}).ok(), qPrintable(wizard->lastError()));
    QVERIFY(wizard->engine().isFinished());
    QCOMPARE(wizard->engine().state().winner, 0);
    wizard->next();
    QCOMPARE(wizard->currentId(), int(BattleWizard::AftermathPageId));
    const QString aftermath = child<QTextBrowser>(wizard, QStringLiteral("aftermath"))->toPlainText();
    QVERIFY2(aftermath.contains(QStringLiteral("in a siege the rest surrender")), qPrintable(aftermath));
    QVERIFY2(!aftermath.contains(QStringLiteral("the rest flee and are lost")), qPrintable(aftermath));
    QVERIFY(!child<QPushButton>(wizard, QStringLiteral("fightOutside"))->isVisibleTo(wizard));
    wizard->close();
}

std::unique_ptr<QObject> newTstSpecialBattles()
{
    return std::make_unique<TstSpecialBattles>();
}

#include "tst_specialbattles.moc"
