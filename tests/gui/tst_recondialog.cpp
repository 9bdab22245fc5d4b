// The Reconnaissance Contest through the real dialog offscreen (issue 5, "Reconnaissance contest"): the
// Drake's Cross example of GURPS Mass Combat ("Reconnaissance Operations": effective skills 7 and 14,
// Rural Terrain Rating 6, rolls 8 and 12, margin 3, initiative for Strykland), played with the demo's
// forces standing in for Sir Richard's and Strykland's; the odds shown before rolling; the hand-over to the
// battle dialog; and an estimated side with a tie.

#include "gui_test_helpers.h"

#include "CampaignDocument.h"
#include "battle/gurps/BattleWizard.h"
#include "battle/RollField.h"
#include "battle/gurps/ReconDialog.h"
#include "battle/gurps/ReconSideWidget.h"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>

using namespace muster;
using namespace muster::gurps;
using namespace guitest;

class TstReconDialog : public GuiTestCase
{
    Q_OBJECT

private slots:
    void drakesCross();
    void estimatedSideAndTie();

private:
    ReconDialog *openDialog(MainWindow &window);
};

namespace {

qint64 forceNamed(const CampaignDocument *document, const QString &name)
{
    for (const Force &f : document->campaign().forces) {
        if (f.name == name)
            return f.id;
    }
    return 0;
}

void pick(QWidget *side, const QString &combo, int data)
{
    auto *box = child<QComboBox>(side, combo);
    QVERIFY2(box && box->findData(data) >= 0, qPrintable(combo));
    box->setCurrentIndex(box->findData(data));
}

// "Effective skill 7" -> 7.
int shownSkill(QWidget *side)
{
    const QString text = child<QLabel>(side, QStringLiteral("effectiveSkill"))->text();
    const auto match = QRegularExpression(QStringLiteral("(-?\\d+)$")).match(text);
    return match.hasMatch() ? match.captured(1).toInt() : -100;
}

// What the text gives each commander, and the march both make: on the road at 20 miles a day.
void describeSide(QWidget *side, int strategy, int intelligence, LocalRelations locals)
{
    child<QSpinBox>(side, QStringLiteral("strategy"))->setValue(strategy);
    child<QSpinBox>(side, QStringLiteral("intelligenceAnalysis"))->setValue(intelligence);
    pick(side, QStringLiteral("posture"), int(ReconPosture::Mobile));
    pick(side, QStringLiteral("roads"), int(RoadUse::Road));
    child<QDoubleSpinBox>(side, QStringLiteral("speed"))->setValue(20);
    pick(side, QStringLiteral("locals"), int(locals));
}

} // namespace

ReconDialog *TstReconDialog::openDialog(MainWindow &window)
{
    if (!window.reconAction()->isEnabled())
        return nullptr;
    window.reconAction()->trigger();
    return window.findChild<ReconDialog *>();
}

void TstReconDialog::drakesCross()
{
    auto window = openWindow();
    CampaignDocument *document = window->document();
    const qint64 host = forceNamed(document, hostName), rebels = forceNamed(document, rebelsName);
    QVERIFY(host && rebels);
    window->selectForce(host);
    ReconDialog *dialog = openDialog(*window);
    QVERIFY(dialog);
    auto *richard = child<ReconSideWidget>(dialog, QStringLiteral("reconSide0"));
    auto *strykland = child<ReconSideWidget>(dialog, QStringLiteral("reconSide1"));
    QVERIFY(richard && strykland);
    QCOMPARE(richard->forceId(), host); // the force selected in the main window
    // Filled in from the campaign: the Host's commander and intelligence chief.
    const Force *hostForce = document->force(host);
    QCOMPARE(child<QSpinBox>(richard, QStringLiteral("strategy"))->value(),
             hostForce->member(StaffRole::Commander).skill(StaffSkill::Strategy));
    QCOMPARE(child<QSpinBox>(richard, QStringLiteral("intelligenceAnalysis"))->value(),
             hostForce->member(StaffRole::IntelligenceChief).skill(StaffSkill::IntelligenceAnalysis));
    pick(strykland, QStringLiteral("force"), int(rebels));
    QCOMPARE(strykland->forceId(), rebels);

    describeSide(richard, 10, 7, LocalRelations::Good);
    describeSide(strykland, 12, 14, LocalRelations::Hostile);
    pick(dialog, QStringLiteral("terrain"), int(BattleTerrain::Rural));
    pick(dialog, QStringLiteral("timeOfDay"), int(TimeOfDay::Day));
    QVERIFY(child<QLabel>(dialog, QStringLiteral("terrainRating"))
                ->text()
                .contains(QStringLiteral("Terrain Rating 6")));

    // The demo's rosters are not the text's (both have scouts, so neither has Recon superiority): the GM
    // makes up the difference with his modifier, as the dialog lets him.
    for (auto [side, target] : {std::pair{richard, 7}, std::pair{strykland, 14}}) {
        const int computed = shownSkill(side);
        QVERIFY(computed > -100);
        child<QSpinBox>(side, QStringLiteral("gmModifier"))->setValue(target - computed);
        QCOMPARE(shownSkill(side), target);
        if (target != computed)
            QVERIFY(
                child<QLabel>(side, QStringLiteral("skillBreakdown"))->text().contains(QStringLiteral("GM")));
    }
    QVERIFY(child<QLabel>(richard, QStringLiteral("skillBreakdown"))
                ->text()
                .contains(QStringLiteral("average 8")));
    QVERIFY(child<QLabel>(strykland, QStringLiteral("skillBreakdown"))
                ->text()
                .contains(QStringLiteral("average 13")));

    // Every outcome's chance before rolling: they sum to 100%.
    auto *odds = child<QTableWidget>(dialog, QStringLiteral("odds"));
    QCOMPARE(odds->rowCount(), 9); // 3 wins for each side, 2 ties, double confusion
    double total = 0;
    for (int row = 0; row < odds->rowCount(); ++row)
        total += QLocale().toDouble(odds->item(row, 1)->text().remove(QLatin1Char('%')));
    QVERIFY2(qAbs(total - 100.0) < 0.05, qPrintable(QString::number(total)));
    QVERIFY(child<QLabel>(dialog, QStringLiteral("oddsTotal"))
                ->text()
                .startsWith(QStringLiteral("Total 100.00%")));

    // "Sheryl rolls well, an 8, but fails by 1 ... Strykland rolls a mediocre 12 and still succeeds by 2."
    child<RollField>(dialog, QStringLiteral("roll0"))->setTypedValue(8);
    child<RollField>(dialog, QStringLiteral("roll1"))->setTypedValue(12);
    QVERIFY(!child<QPushButton>(dialog, QStringLiteral("startBattle"))->isEnabled());
    QTest::keyClick(child<RollField>(dialog, QStringLiteral("roll1")), Qt::Key_Return); // Enter resolves
    QVERIFY(dialog->outcome());
    QCOMPARE(dialog->outcome()->result, ReconResult::Initiative);
    QCOMPARE(dialog->outcome()->winner, 1);
    QCOMPARE(dialog->outcome()->marginOfVictory, 3);
    QCOMPARE(dialog->outcome()->margins, (std::array<int, 2>{-1, 2}));
    const QString outcome = child<QTextBrowser>(dialog, QStringLiteral("outcome"))->toPlainText();
    QVERIFY2(outcome.contains(rebelsName) && outcome.contains(QStringLiteral("3")), qPrintable(outcome));
    QVERIFY2(outcome.contains(QStringLiteral("25%")), qPrintable(outcome)); // the enemy estimate

    // Strykland commits to a pitched battle (both march at 20 miles a day: he could also turn back).
    auto *choice = child<QComboBox>(dialog, QStringLiteral("winnerChoice"));
    QVERIFY(choice->isEnabled());
    QCOMPARE(choice->count(), 3);
    pick(dialog, QStringLiteral("winnerChoice"), int(WinnerChoice::PitchedBattle));
    QTest::mouseClick(child<QPushButton>(dialog, QStringLiteral("startBattle")), Qt::LeftButton);
    auto *wizard = window->findChild<BattleWizard *>();
    QVERIFY(wizard);
    const BattleSetup setup = wizard->draftSetup();
    QCOMPARE(setup.sides[0].forceId, host);
    QCOMPARE(setup.sides[1].forceId, rebels);
    QCOMPARE(setup.start.advantage, Advantage::Initiative);
    QCOMPARE(setup.start.advantageSide, 1);
    QCOMPARE(setup.start.kind, BattleKind::Pitched);
    QCOMPARE(setup.conditions.terrain, BattleTerrain::Rural);
    QVERIFY(!setup.conditions.night);
    // The conditions page names the sides and keeps the start.
    wizard->next();
    QCOMPARE(wizard->currentId(), int(BattleWizard::ConditionsPageId));
    QVERIFY(child<QComboBox>(wizard, QStringLiteral("start"))->currentText().startsWith(rebelsName));
    QCOMPARE(wizard->draftSetup().start, setup.start);
    wizard->close();
}

// An enemy known only by its commanders' skills; equal skills and equal rolls tie, and the 1d decides.
void TstReconDialog::estimatedSideAndTie()
{
    auto window = openWindow();
    CampaignDocument *document = window->document();
    const qint64 host = forceNamed(document, hostName);
    // The host sits bunkered in camp: the battle dialog then starts it encamped.
    ForceEconomy economy = document->forceEconomy(host);
    economy.posture = ForcePosture::Bunkered;
    QVERIFY(document->setForceEconomy(host, economy).ok());
    window->selectForce(host);
    ReconDialog *dialog = openDialog(*window);
    QVERIFY(dialog);
    auto *ours = child<ReconSideWidget>(dialog, QStringLiteral("reconSide0"));
    auto *theirs = child<ReconSideWidget>(dialog, QStringLiteral("reconSide1"));
    pick(theirs, QStringLiteral("force"), -1);
    QCOMPARE(theirs->forceId(), 0);
    QVERIFY(child<QComboBox>(theirs, QStringLiteral("reconElements"))
                ->itemText(0)
                .contains(QStringLiteral("No roster")));
    for (QWidget *side : {static_cast<QWidget *>(ours), static_cast<QWidget *>(theirs)}) {
        child<QSpinBox>(side, QStringLiteral("strategy"))->setValue(10);
        child<QSpinBox>(side, QStringLiteral("intelligenceAnalysis"))->setValue(10);
    }
    const int difference = shownSkill(theirs) - shownSkill(ours);
    child<QSpinBox>(ours, QStringLiteral("gmModifier"))->setValue(difference);
    QCOMPARE(shownSkill(ours), shownSkill(theirs));
    child<RollField>(dialog, QStringLiteral("roll0"))->setTypedValue(10);
    child<RollField>(dialog, QStringLiteral("roll1"))->setTypedValue(10);
    child<RollField>(dialog, QStringLiteral("tieRoll"))
        ->setTypedValue(2); // at most the Terrain Rating: pitched
    QTest::mouseClick(child<QPushButton>(dialog, QStringLiteral("resolve")), Qt::LeftButton);
    QVERIFY(dialog->outcome());
    QCOMPARE(dialog->outcome()->result, ReconResult::TiePitched);
    QCOMPARE(dialog->outcome()->tieRoll, std::optional<int>(2));
    QVERIFY(!child<QComboBox>(dialog, QStringLiteral("winnerChoice"))->isEnabled());
    // A roll changed after resolving: the outcome no longer stands.
    child<RollField>(dialog, QStringLiteral("roll1"))->setTypedValue(11);
    QVERIFY(!dialog->outcome());
    QVERIFY(!child<QPushButton>(dialog, QStringLiteral("startBattle"))->isEnabled());
    child<RollField>(dialog, QStringLiteral("roll1"))->setTypedValue(10);
    QTest::mouseClick(child<QPushButton>(dialog, QStringLiteral("resolve")), Qt::LeftButton);
    const auto wizard = dialog->startBattle();
    QVERIFY(wizard.ok());
    const BattleSetup setup = (*wizard)->draftSetup();
    QCOMPARE(setup.start.advantage, Advantage::None);
    QCOMPARE(setup.start.kind, BattleKind::Pitched);
    QVERIFY(setup.sides[1].estimated);
    QVERIFY(setup.sides[0].encamped);
    QVERIFY(!setup.sides[1].encamped);
    (*wizard)->close();
    dialog->reject();
}

std::unique_ptr<QObject> newTstReconDialog()
{
    return std::make_unique<TstReconDialog>();
}

#include "tst_recondialog.moc"
