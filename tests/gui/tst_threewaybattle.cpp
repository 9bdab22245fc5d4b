// Three-way battles (issue 6) through the real dialog offscreen, opened from the Battles panel.
// Rules: "Three-Sided Battles" (Special Battle Situations) of GURPS Mass Combat: "Three mutually hostile
// forces ... Resolve three battles as usual. Each commander must split his resources between the two
// battles involving him ... a total of -4 on his two Strategy rolls. He secretly chooses 0 and -4, -1 and
// -3, or -2 and -2".

#include "battle_test_helpers.h"

#include "CampaignDocument.h"
#include "battle/gurps/BattleWizard.h"
#include "battle/BattlesPanel.h"
#include "battle/gurps/StoredBattleIo.h"
#include "battle/gurps/ThreeWayBattleDialog.h"
#include "battle/gurps/SideFromForce.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

using namespace muster;
using namespace muster::gurps;
using namespace guitest;

class TstThreeWayBattle : public GuiTestCase
{
    Q_OBJECT

private slots:
    void threeBattlesWithTheChosenSplits();
    void sameForceTwiceAndEmptySideRefused();
    void resumeOpensTheRoundPage();
};

namespace {

QGroupBox *forceBox(QDialog *dialog, int i)
{
    return child<QGroupBox>(dialog, QStringLiteral("force%1").arg(i));
}

void pickForce(QDialog *dialog, int i, const QString &name)
{
    auto *combo = child<QComboBox>(forceBox(dialog, i), QStringLiteral("force"));
    QVERIFY(combo);
    const int index = combo->findText(name);
    QVERIFY(index >= 0);
    combo->setCurrentIndex(index);
}

const StoredBattle *battleNamed(const CampaignDocument &document, const QString &name)
{
    for (const StoredBattle &battle : document.battles()) {
        if (battle.name == name)
            return &battle;
    }
    return nullptr;
}

// The elements a force sends against its next enemy with the dialog's defaults (half of each line, rounded
// down), and against the previous one (the rest); `firstLine` overrides the first line's share.
std::array<qint64, 2> defaultShares(const SideSetup &side, int firstLine = -1)
{
    std::array<qint64, 2> counts{};
    for (qsizetype line = 0; line < side.elements.size(); ++line) {
        const int count = side.elements.at(line).count;
        const int next = line == 0 && firstLine >= 0 ? firstLine : count / 2;
        counts[0] += next;
        counts[1] += count - next;
    }
    return counts;
}

} // namespace

// Commander A chose -1 against B and -3 against C: the battle A-B has A's penalty -1 and the battle C-A has
// A's -3; each battle has the elements the two forces sent to it.
void TstThreeWayBattle::threeBattlesWithTheChosenSplits()
{
    auto window = openWindow();
    CampaignDocument *document = window->document();
    QCOMPARE(document->battles().size(), 0);
    const bool ran = clickIntoDialog<ThreeWayBattleDialog>(
        window->battlesPanel(), QStringLiteral("newThreeWayBattle"), [&](ThreeWayBattleDialog *dialog) {
            QCOMPARE(dialog->windowTitle(), QStringLiteral("New Three-Way Battle"));
            pickForce(dialog, 0, hostName);
            pickForce(dialog, 1, rebelsName);
            pickForce(dialog, 2, harrowName);
            // A sends 3 of its first line (Greyhollow Lances, 4) against B, the Rebels 1 of their 3 riders
            // against C.
            auto *lances = child<QSpinBox>(forceBox(dialog, 0), QStringLiteral("share0"));
            QCOMPARE(lances->value(), 2); // half, by default
            typeInto(lances, QStringLiteral("3"));
            QCOMPARE(lances->value(), 3);
            typeInto(child<QSpinBox>(forceBox(dialog, 1), QStringLiteral("share0")), QStringLiteral("1"));
            // The secret splits: A -1 against B and -3 against C; B 0 against C and -4 against A; C keeps
            // -2/-2.
            auto *splitA = child<QComboBox>(forceBox(dialog, 0), QStringLiteral("commandSplit"));
            QCOMPARE(splitA->currentText(),
                     QStringLiteral("-2 against %1, -2 against %2").arg(rebelsName, harrowName));
            const int a =
                splitA->findText(QStringLiteral("-1 against %1, -3 against %2").arg(rebelsName, harrowName));
            QVERIFY(a >= 0);
            splitA->setCurrentIndex(a);
            auto *splitB = child<QComboBox>(forceBox(dialog, 1), QStringLiteral("commandSplit"));
            const int b =
                splitB->findText(QStringLiteral("-0 against %1, -4 against %2").arg(harrowName, hostName));
            QVERIFY(b >= 0);
            splitB->setCurrentIndex(b);
            auto *terrain = child<QComboBox>(dialog, QStringLiteral("terrain"));
            terrain->setCurrentIndex(terrain->findData(int(BattleTerrain::Hills)));
            child<QCheckBox>(dialog, QStringLiteral("night"))->setChecked(true);
            const QString summary = child<QLabel>(dialog, QStringLiteral("summary"))->text();
            QVERIFY2(
                summary.contains(
                    QStringLiteral("Three-way: %1 against %2").arg(rebelsName, harrowName).toHtmlEscaped()),
                qPrintable(summary));
            QVERIFY2(child<QLabel>(dialog, QStringLiteral("error"))->text().isEmpty(),
                     qPrintable(child<QLabel>(dialog, QStringLiteral("error"))->text()));
            QTest::mouseClick(okButton(dialog), Qt::LeftButton);
            QVERIFY(!dialog->isVisible());
            QCOMPARE(dialog->savedBattleIds().size(), 3);
        });
    QVERIFY(ran);

    QCOMPARE(document->battles().size(), 3);
    const std::array<QString, 3> names{hostName, rebelsName, harrowName};
    std::array<SideSetup, 3> forces;
    for (int i = 0; i < 3; ++i) {
        const Force *force = nullptr;
        for (const Force &f : document->campaign().forces) {
            if (f.name == names.at(size_t(i)))
                force = document->force(f.id);
        }
        QVERIFY(force);
        forces.at(size_t(i)) = sideFromForce(document->catalog(), *force);
    }
    const std::array<std::array<qint64, 2>, 3> sent{defaultShares(forces[0], 3), defaultShares(forces[1], 1),
                                                    defaultShares(forces[2])};
    // Battle i: force i (its share against the next) against force i + 1 (its share against the previous).
    const std::array<std::array<int, 2>, 3> penalties{{{-1, -4}, {0, -2}, {-2, -3}}};
    for (int i = 0; i < 3; ++i) {
        const int j = (i + 1) % 3;
        const QString name =
            QStringLiteral("Three-way: %1 against %2").arg(names.at(size_t(i)), names.at(size_t(j)));
        const StoredBattle *stored = battleNamed(*document, name);
        QVERIFY2(stored, qPrintable(name));
        QCOMPARE(stored->status, BattleStatus::InProgress);
        const auto engine = engineFromStored(*stored);
        QVERIFY(engine.ok());
        const BattleSetup &setup = engine->setup();
        QCOMPARE(setup.sides[0].name, names.at(size_t(i)));
        QCOMPARE(setup.sides[1].name, names.at(size_t(j)));
        QCOMPARE(setup.sides[0].elementCount(), sent.at(size_t(i))[0]);
        QCOMPARE(setup.sides[1].elementCount(), sent.at(size_t(j))[1]);
        QCOMPARE(setup.special.commandPenalty, penalties.at(size_t(i)));
        QCOMPARE(setup.conditions.terrain, BattleTerrain::Hills);
        QVERIFY(setup.conditions.night);
        // Split command: the commander leads both his shares.
        QCOMPARE(setup.sides[0].people.constFirst().name, forces.at(size_t(i)).people.constFirst().name);
    }
    // The Lances: 3 against the Rebels, 1 against Harrow.
    const StoredBattle *ab =
        battleNamed(*document, QStringLiteral("Three-way: %1 against %2").arg(hostName, rebelsName));
    QCOMPARE(engineFromStored(*ab)->setup().sides[0].elements.constFirst().count, 3);
    const StoredBattle *ca =
        battleNamed(*document, QStringLiteral("Three-way: %1 against %2").arg(harrowName, hostName));
    QCOMPARE(engineFromStored(*ca)->setup().sides[1].elements.constFirst().count, 1);

    auto *view = window->findChild<QTableView *>(QStringLiteral("battlesView"));
    QCOMPARE(view->model()->rowCount(), 3);
}

// The same force twice, or a force sending nobody to one of its battles: a red message, and OK refused.
void TstThreeWayBattle::sameForceTwiceAndEmptySideRefused()
{
    auto window = openWindow();
    const bool ran = clickIntoDialog<ThreeWayBattleDialog>(
        window->battlesPanel(), QStringLiteral("newThreeWayBattle"), [&](ThreeWayBattleDialog *dialog) {
            auto *error = child<QLabel>(dialog, QStringLiteral("error"));
            QVERIFY2(error->text().isEmpty(), qPrintable(error->text()));
            pickForce(dialog, 2, hostName);
            QVERIFY2(error->text().contains(QStringLiteral("chosen twice")), qPrintable(error->text()));
            QVERIFY(!okButton(dialog)->isEnabled());
            dialog->accept(); // as Enter would, were OK enabled
            QVERIFY(dialog->isVisible());
            QVERIFY(dialog->savedBattleIds().isEmpty());

            pickForce(dialog, 2, harrowName);
            QVERIFY2(error->text().isEmpty(), qPrintable(error->text()));
            for (QSpinBox *spin : forceBox(dialog, 1)->findChildren<QSpinBox *>())
                spin->setValue(0);
            QVERIFY2(error->text().contains(
                         QStringLiteral("%1 sends no elements against %2").arg(rebelsName, harrowName)),
                     qPrintable(error->text()));
            QVERIFY(!okButton(dialog)->isEnabled());
            dialog->accept();
            QVERIFY(dialog->isVisible());
            dialog->reject();
        });
    QVERIFY(ran);
    QCOMPARE(window->document()->battles().size(), 0);
}

// The GM fights each of them from the Battles panel: Open resumes it at the round page.
void TstThreeWayBattle::resumeOpensTheRoundPage()
{
    auto window = openWindow();
    const bool ran = clickIntoDialog<ThreeWayBattleDialog>(
        window->battlesPanel(), QStringLiteral("newThreeWayBattle"),
        [](ThreeWayBattleDialog *dialog) { QTest::mouseClick(okButton(dialog), Qt::LeftButton); });
    QVERIFY(ran);
    CampaignDocument *document = window->document();
    QCOMPARE(document->battles().size(), 3);
    // The panel selects the first of the three.
    BattlesPanel *panel = window->battlesPanel();
    const qint64 id = panel->currentBattleId();
    QVERIFY(id != 0);
    QCOMPARE(document->battle(id)->name,
             QStringLiteral("Three-way: %1 against %2").arg(hostName, rebelsName));
    QPushButton *open = nullptr;
    for (QPushButton *button : panel->findChildren<QPushButton *>()) {
        if (button->text() == QStringLiteral("&Open"))
            open = button;
    }
    QVERIFY(open && open->isEnabled());
    QTest::mouseClick(open, Qt::LeftButton);
    auto *wizard = window->findChild<BattleWizard *>();
    QVERIFY(wizard);
    QCOMPARE(wizard->currentId(), int(BattleWizard::RoundPageId));
    QVERIFY(wizard->hasStarted());
    QCOMPARE(wizard->engine().setup().special.commandPenalty, (std::array<int, 2>{-2, -2}));
    closeKeeping(wizard);
}

std::unique_ptr<QObject> newTstThreeWayBattle()
{
    return std::make_unique<TstThreeWayBattle>();
}

#include "tst_threewaybattle.moc"
