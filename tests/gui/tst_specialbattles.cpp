// Special battles (issue 6) through the real battle wizard offscreen: a siege and an amphibious assault.
// Rules: "Special Battle Situations" (Sieges, Amphibious Assaults) of gurps-mass-combat.md.

#include "gui_test_helpers.h"

#include "battle/BattleWizard.h"
#include "battle/gurps/SpecialBattleRules.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
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

private:
    BattleWizard *openWizard(MainWindow &window);
};

BattleWizard *TstSpecialBattles::openWizard(MainWindow &window)
{
    auto *action = window.findChild<QAction *>(QStringLiteral("newBattleAction"));
    if (!action || !action->isEnabled())
        return nullptr;
    action->trigger();
    return window.findChild<BattleWizard *>();
}

// Sieges: the besieged side's fortress gives its Defense Bonus (permanent, TL+4); rounds last 4x as long.
void TstSpecialBattles::siegeThroughSetUp()
{
    auto window = openWindow();
    BattleWizard *wizard = openWizard(*window);
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
    QVERIFY2(info.contains(QStringLiteral("+%1").arg(fortressDefenseBonus(wizard->draftSetup().special.siege.fortress))),
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
    BattleWizard *wizard = openWizard(*window);
    QVERIFY(wizard);
    typeInto(child<QLineEdit>(wizard, QStringLiteral("battleName")), QStringLiteral("Landing at Grey Strand"));
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
}

std::unique_ptr<QObject> newTstSpecialBattles()
{
    return std::make_unique<TstSpecialBattles>();
}

#include "tst_specialbattles.moc"
