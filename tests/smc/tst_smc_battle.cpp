// The turn engine of "Simplified Mass Combat" (core/battle/smc: SmcBattle, SmcJson, SmcSession) against the turn
// order (Simplified Mass Combat, "Step One: Declare Action" to "Step Four: Maintain Tactics") and the rulings
// "Simplified Mass Combat (dice not given in the text)". Every battle is built here, every pool, difficulty and
// result is counted by hand in the comments: d10s, 7 to 9 one success, 10 two (ruling "Pools of d10").

#include "battle/smc/SmcBattle.h"
#include "battle/smc/SmcJson.h"
#include "battle/smc/SmcRuleSet.h"
#include "campaign/Campaign.h"
#include "dice/DiceSource.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace muster::smc;
using muster::Status;

Q_DECLARE_METATYPE(muster::smc::Declaration)
Q_DECLARE_METATYPE(muster::smc::RollStep)

namespace {

constexpr int Dawn = 0; // army 0
constexpr int Dusk = 1; // army 1

// A unit with every figure spelled out: Health a full level (5), Drill 1, Morale 1, Might 0, no Battle Plans, melee,
// a leader with Leadership 3 and Tactics 3.
Unit unitOf(const QString &name, int magnitude, int power = 3)
{
    Unit u;
    u.name = name;
    u.strength = UnitStrength{magnitude, 5};
    u.power = power;
    u.drill = 1;
    u.morale = 1;
    u.might = 0;
    u.battlePlans = 0;
    u.ranged = false;
    u.leader = UnitLeader{name + QStringLiteral("'s leader"), 3, 3};
    return u;
}

Unit rangedOf(const QString &name, int magnitude, int power = 3)
{
    Unit u = unitOf(name, magnitude, power);
    u.ranged = true;
    return u;
}

BattleSetup setupOf(const QList<Unit> &dawn, const QList<Unit> &dusk, int dawnSpeed = 0, int duskSpeed = 0,
                    const SmcOptions &options = {})
{
    BattleSetup setup;
    setup.name = QStringLiteral("Test battle");
    setup.options = options;
    setup.armies[Dawn] = Army{QStringLiteral("Dawn"), 0, QStringLiteral("Ilsa"), dawnSpeed, dawn};
    setup.armies[Dusk] = Army{QStringLiteral("Dusk"), 0, QStringLiteral("Fang"), duskSpeed, dusk};
    return setup;
}

Declaration declaring(UnitRef unit)
{
    Declaration d;
    d.unit = unit;
    return d;
}

Declaration clashWith(UnitRef unit, int target)
{
    Declaration d = declaring(unit);
    d.clash = target;
    return d;
}

// "Engage Enemy": flurried with the Clash on the same unit.
Declaration engageAndClash(UnitRef unit, int target)
{
    Declaration d = clashWith(unit, target);
    d.engage = target;
    return d;
}

Declaration withRally(Declaration d)
{
    d.rally = true;
    return d;
}

Declaration withWithdraw(Declaration d)
{
    d.withdraw = true;
    return d;
}

Declaration rallying(UnitRef unit)
{
    return withRally(declaring(unit));
}

Declaration withdrawing(UnitRef unit)
{
    return withWithdraw(declaring(unit));
}

Declaration specialAction(UnitRef unit, const QString &what)
{
    Declaration d = declaring(unit);
    d.special = what;
    return d;
}

Step declare(const QList<Declaration> &declarations)
{
    return DeclareStep{declarations};
}

Step rolled(RollKind kind, UnitRef unit, const QList<int> &faces, const QList<int> &defenderFaces = {})
{
    return RollStep{kind, unit, faces, defenderFaces};
}

QList<int> repeated(int face, int count)
{
    return QList<int>(count, face);
}

QString errorText(const Status &status)
{
    return status.ok() ? QString() : status.error().field + QStringLiteral(": ") + status.error().message;
}

QString unitsText(const SmcBattle &battle)
{
    QStringList units;
    for (int army = 0; army < 2; ++army)
        for (int i = 0; i < battle.unitCount(army); ++i) {
            const UnitState &s = battle.state({army, i});
            QStringList engaged;
            for (const int enemy : battle.engagedWith({army, i}))
                engaged << QString::number(enemy);
            units << QStringLiteral("%1: M%2 H%3 BP%4 flight %5 last %6 destroyed %7 engaged [%8]")
                         .arg(battle.unit({army, i}).name)
                         .arg(s.strength.magnitude)
                         .arg(s.strength.health)
                         .arg(s.battlePlans)
                         .arg(s.routing)
                         .arg(s.lastCheck)
                         .arg(s.destroyed)
                         .arg(engaged.join(QLatin1Char(',')));
        }
    return units.join(QLatin1Char('\n'));
}

// Everything the battle shows: the units, where the turn is, the roll due with its pools, the log.
QString snapshot(const SmcBattle &battle)
{
    QString pending = QStringLiteral("none");
    if (const std::optional<PendingRoll> roll = battle.pendingRoll())
        pending = QStringLiteral("%1 of %2/%3 on %4: %5 dice, defender %6, bonus %7, difficulty %8")
                      .arg(int(roll->kind))
                      .arg(roll->unit.army)
                      .arg(roll->unit.unit)
                      .arg(roll->target)
                      .arg(roll->pool.dice)
                      .arg(roll->defenderPool.dice)
                      .arg(roll->bonusSuccesses)
                      .arg(roll->difficulty);
    return QStringLiteral("turn %1 phase %2 steps %3 winner %4\n%5\nroll due: %6\n%7")
        .arg(battle.turn())
        .arg(int(battle.phase()))
        .arg(battle.steps().size())
        .arg(battle.winner())
        .arg(unitsText(battle), pending, battle.lines().join(QLatin1Char('\n')));
}

QByteArray fordOfAshFile()
{
    QFile file(QStringLiteral(MUSTER_EXAMPLES "/smc-ford-of-ash.json"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The Ford of Ash example played as its file says (every die is listed; the seed rolls none).
std::optional<SmcBattle> fordOfAsh()
{
    const QJsonObject file = QJsonDocument::fromJson(fordOfAshFile()).object();
    auto setup = setupFromJson(file);
    if (!setup)
        return std::nullopt;
    SmcBattle battle(*setup);
    muster::dice::DiceSource roller(quint64(file.value(QStringLiteral("seed")).toInteger()));
    if (!playTurns(battle, file.value(QStringLiteral("turns")).toArray(), roller))
        return std::nullopt;
    return battle;
}

// "The Crossing": a battle played through turn 1, leaving a unit destroyed, one in flight and two pairs engaged.
//   Dawn (response 1, acts first): Spears M1 Power 3; Archers M2 Power 3, ranged; Scouts M1 Power 4.
//   Dusk (response 0):             Wolves M1; Riders M2; Rabble M1; Cowards M2 (all Power 3).
namespace crossing {
const UnitRef spears{Dawn, 0}, archers{Dawn, 1}, scouts{Dawn, 2};
const UnitRef wolves{Dusk, 0}, riders{Dusk, 1}, rabble{Dusk, 2}, cowards{Dusk, 3};
enum DuskIndex { Wolves = 0, Riders = 1, Rabble = 2, Cowards = 3 };
enum DawnIndex { Spears = 0, Archers = 1, Scouts = 2 };

BattleSetup setup()
{
    return setupOf({unitOf(QStringLiteral("Spears"), 1), rangedOf(QStringLiteral("Archers"), 2),
                    unitOf(QStringLiteral("Scouts"), 1, 4)},
                   {unitOf(QStringLiteral("Wolves"), 1), unitOf(QStringLiteral("Riders"), 2),
                    unitOf(QStringLiteral("Rabble"), 1), unitOf(QStringLiteral("Cowards"), 2)},
                   1, 0);
}

QList<Step> turnOne()
{
    return {
        declare({engageAndClash(spears, Wolves), clashWith(archers, Rabble), engageAndClash(scouts, Cowards)}),
        // Spears: Power 3 - flurry 1 = 2 dice, 8 2 = 1 success, no bonus (M1 vs M1); Wolves 3 dice, none.
        // Wolves take 1: M1 H4. Both engaged M1 to M1: no rout condition.
        rolled(RollKind::Clash, spears, {8, 2}, {2, 2, 2}),
        // Archers (ranged, one action): 3 dice, 10 10 8 = 5, +1 for Magnitude (2 vs 1) = 6; Rabble none: 6 Health
        // on M1 H5 destroys it.
        rolled(RollKind::Clash, archers, {10, 10, 8}, {2, 2, 2}),
        // Scouts: Power 4 - flurry 1 = 3 dice, 10 10 10 = 6, no bonus (M1 vs M2); Cowards take 6: M2 H5 -> M1 H4,
        // one Magnitude lost: rout test at 1 (engaged M1 to M1 adds nothing).
        rolled(RollKind::Clash, scouts, {10, 10, 10}, {2, 2, 2}),
        // Cowards: Leadership 3 + Morale 1 - Magnitude 1 = 3 dice, none: in flight, last check 1.
        rolled(RollKind::Rout, cowards, {2, 2, 2}),
    };
}

bool playTurnOne(SmcBattle &battle)
{
    for (const Step &step : turnOne())
        if (!battle.take(step))
            return false;
    return true;
}
} // namespace crossing

} // namespace

#define TAKE(battle, step)                                                                                             \
    do {                                                                                                               \
        const Status taken_ = (battle).take(step);                                                                     \
        QVERIFY2(taken_.ok(), qPrintable(errorText(taken_)));                                                          \
    } while (false)

// The roll due is `kind` of `unit` with a pool of `dice`.
#define EXPECT_ROLL(battle, kind_, unit_, dice_)                                                                       \
    do {                                                                                                               \
        const std::optional<PendingRoll> due_ = (battle).pendingRoll();                                               \
        QVERIFY2(due_.has_value(), "no roll is due");                                                                  \
        QCOMPARE(int(due_->kind), int(kind_));                                                                         \
        QCOMPARE(due_->unit, (unit_));                                                                                 \
        QCOMPARE(due_->pool.dice, (dice_));                                                                            \
    } while (false)

class TstSmcBattle : public QObject
{
    Q_OBJECT

private slots:
    // "The Crossing", turn 1: Simplified Mass Combat, "Engage Enemy" makes the engagement at the Clash, a ranged
    // unit's Clash engages no one (ruling: ranged attackers do not engage), Magnitude 0 is destroyed.
    void crossingTurnOne()
    {
        SmcBattle battle(crossing::setup());
        const QList<Step> steps = crossing::turnOne();
        TAKE(battle, steps.at(0));
        QCOMPARE(battle.phase(), Phase::Resolve);
        const std::optional<PendingRoll> spears = battle.pendingRoll();
        QVERIFY(spears);
        QVERIFY(spears->engages);
        QVERIFY(!battle.isEngaged(crossing::spears, crossing::Wolves)); // not before its Clash
        TAKE(battle, steps.at(1));
        QVERIFY(battle.isEngaged(crossing::spears, crossing::Wolves));
        QCOMPARE(battle.engagedWith(crossing::wolves), QList<int>{crossing::Spears});
        const std::optional<PendingRoll> archers = battle.pendingRoll();
        QVERIFY(archers);
        QVERIFY(!archers->engages);
        QCOMPARE(archers->bonusSuccesses, 1);
        TAKE(battle, steps.at(2));
        QVERIFY(battle.engagedWith(crossing::archers).isEmpty());
        QVERIFY(battle.state(crossing::rabble).destroyed);
        QCOMPARE(battle.winner(), -1); // Dusk still has units standing
        TAKE(battle, steps.at(3));
        EXPECT_ROLL(battle, RollKind::Rout, crossing::cowards, 3);
        QCOMPARE(battle.pendingRoll()->difficulty, 1);
        TAKE(battle, steps.at(4));
        QCOMPARE(battle.state(crossing::wolves).strength, (UnitStrength{1, 4}));
        QCOMPARE(battle.state(crossing::cowards).strength, (UnitStrength{1, 4}));
        QVERIFY(battle.state(crossing::cowards).routing);
        QCOMPARE(battle.state(crossing::cowards).lastCheck, 1);
        QVERIFY(battle.isEngaged(crossing::scouts, crossing::Cowards));
        // No Battle Plans anywhere: no Maintain Tactics, straight to turn 2.
        QCOMPARE(battle.phase(), Phase::Declare);
        QCOMPARE(battle.turn(), 2);
        QCOMPARE(battle.lines().size(), 5); // one line per step
    }

    // Simplified Mass Combat, "Step One: Declare Action": each standard action's conditions, checked on "The
    // Crossing" in turn 2 (Spears engaged with Wolves, Scouts with the Cowards in flight, Rabble destroyed).
    // The refused declaration is the last of the row; a refused step changes nothing.
    void declarations_data()
    {
        using namespace crossing;
        QTest::addColumn<QList<Declaration>>("declarations");
        QTest::addColumn<QString>("field"); // empty: accepted
        QTest::newRow("a destroyed unit takes no action") << QList<Declaration>{clashWith(rabble, Scouts)}
                                                          << QStringLiteral("unit");
        QTest::newRow("a unit declares once a turn")
            << QList<Declaration>{clashWith(spears, Wolves), clashWith(spears, Wolves)} << QStringLiteral("unit");
        QTest::newRow("a declaration of nothing") << QList<Declaration>{declaring(archers)} << QStringLiteral("unit");
        // "Rally: If the unit is currently routing ..."
        QTest::newRow("Rally when not routing") << QList<Declaration>{rallying(riders)} << QStringLiteral("rally");
        // "Step Three": a unit in flight "cannot make any standard actions except for Rally or Withdraw" ...
        QTest::newRow("in flight: Clash without Rally") << QList<Declaration>{clashWith(cowards, Scouts)}
                                                        << QStringLiteral("rally");
        QTest::newRow("in flight: Engage without Rally") << QList<Declaration>{engageAndClash(cowards, Archers)}
                                                         << QStringLiteral("rally");
        QTest::newRow("in flight: Special Action without Rally")
            << QList<Declaration>{specialAction(cowards, QStringLiteral("dig in"))} << QStringLiteral("rally");
        // ... but "a unit may flurry a single Rally attempt with other standard actions".
        QTest::newRow("in flight: Rally flurried with a Clash") << QList<Declaration>{withRally(clashWith(cowards, Scouts))}
                                                               << QString();
        QTest::newRow("in flight: Withdraw alone") << QList<Declaration>{withdrawing(cowards)} << QString();
        // "Withdraw: If the unit was engaged in a Clash ..."
        QTest::newRow("Withdraw when not engaged") << QList<Declaration>{withdrawing(riders)}
                                                   << QStringLiteral("withdraw");
        // "Engage Enemy: ... Ranged units do not need to take this action."
        QTest::newRow("Engage by a ranged unit") << QList<Declaration>{engageAndClash(archers, Riders)}
                                                 << QStringLiteral("engage");
        // "... they must flurry an Engage Enemy action with their Clash."
        Declaration engageAlone = declaring(riders);
        engageAlone.engage = Archers;
        QTest::newRow("Engage without a Clash") << QList<Declaration>{engageAlone} << QStringLiteral("clash");
        Declaration engageOneClashAnother = clashWith(riders, Spears);
        engageOneClashAnother.engage = Archers;
        QTest::newRow("Engage one unit, Clash another") << QList<Declaration>{engageOneClashAnother}
                                                        << QStringLiteral("clash");
        QTest::newRow("Engage a unit it is engaged with") << QList<Declaration>{engageAndClash(spears, Wolves)}
                                                          << QStringLiteral("engage");
        // "A unit may only be engaged by up to its Magnitude worth of units": Scouts (M1) are engaged by the
        // Cowards, Wolves (M1) by the Spears.
        QTest::newRow("Engage beyond Magnitude 1 (engaged by another)")
            << QList<Declaration>{engageAndClash(riders, Scouts)} << QStringLiteral("engage");
        QTest::newRow("Engage beyond Magnitude 1 (Wolves, by Scouts)")
            << QList<Declaration>{engageAndClash(scouts, Wolves)} << QStringLiteral("engage");
        // Archers (M2): two may engage them this turn, a third in the same declaration may not.
        QTest::newRow("two Engage a Magnitude 2 unit")
            << QList<Declaration>{engageAndClash(wolves, Archers), engageAndClash(riders, Archers)} << QString();
        QTest::newRow("a third Engage counts the declaration's earlier ones")
            << QList<Declaration>{engageAndClash(wolves, Archers), engageAndClash(riders, Archers),
                                  withRally(engageAndClash(cowards, Archers))}
            << QStringLiteral("engage");
        // "Clash: If the unit is engaged in a clash, or if they have flurried an Engage Enemy roll ..."
        QTest::newRow("Clash a unit not engaged, without Engage") << QList<Declaration>{clashWith(riders, Spears)}
                                                                  << QStringLiteral("clash");
        QTest::newRow("a ranged unit Clashes without engaging") << QList<Declaration>{clashWith(archers, Riders)}
                                                                << QString();
        QTest::newRow("Clash a unit it is engaged with") << QList<Declaration>{clashWith(spears, Wolves)} << QString();
        QTest::newRow("Withdraw from a unit and Clash with it")
            << QList<Declaration>{withWithdraw(clashWith(spears, Wolves))} << QStringLiteral("clash");
        QTest::newRow("Clash a destroyed unit") << QList<Declaration>{clashWith(archers, Rabble)}
                                                << QStringLiteral("clash");
    }
    void declarations()
    {
        QFETCH(QList<Declaration>, declarations);
        QFETCH(QString, field);
        SmcBattle battle(crossing::setup());
        QVERIFY(crossing::playTurnOne(battle));
        QCOMPARE(battle.turn(), 2);
        const QString before = snapshot(battle);

        QList<Declaration> earlier;
        Status checked = muster::success();
        for (const Declaration &d : std::as_const(declarations)) {
            checked = battle.checkDeclaration(d, earlier);
            if (!checked)
                break;
            earlier << d;
        }
        const Status taken = battle.take(declare(declarations));
        if (field.isEmpty()) {
            QVERIFY2(checked.ok(), qPrintable(errorText(checked)));
            QVERIFY2(taken.ok(), qPrintable(errorText(taken)));
            QCOMPARE(battle.steps().size(), 6); // turn 1's five and this one
            return;
        }
        QVERIFY(!checked.ok());
        QCOMPARE(earlier.size(), declarations.size() - 1); // the last declaration is the one refused
        QCOMPARE(checked.error().field, field);
        QVERIFY(!taken.ok());
        // The step names the declaration it refuses.
        QCOMPARE(taken.error().field, QStringLiteral("units[%1].%2").arg(declarations.size() - 1).arg(field));
        QCOMPARE(snapshot(battle), before);
    }

    // "The armies with the fastest response acts first": the faster army's units first, in list order; army 0 on a
    // tie. Four ranged units that each Clash unit 0 of the other army, so every Clash is a roll.
    void responseOrder_data()
    {
        QTest::addColumn<int>("dawnSpeed");
        QTest::addColumn<int>("duskSpeed");
        QTest::addColumn<int>("first");
        QTest::newRow("a tie: army 0 first") << 2 << 2 << Dawn;
        QTest::newRow("Dusk faster") << 1 << 3 << Dusk;
        QTest::newRow("Dawn faster") << 4 << -1 << Dawn;
    }
    void responseOrder()
    {
        QFETCH(int, dawnSpeed);
        QFETCH(int, duskSpeed);
        QFETCH(int, first);
        SmcBattle battle(setupOf({rangedOf(QStringLiteral("Dawn Bows"), 1), rangedOf(QStringLiteral("Dawn Slings"), 1)},
                                 {rangedOf(QStringLiteral("Dusk Bows"), 1), rangedOf(QStringLiteral("Dusk Slings"), 1)},
                                 dawnSpeed, duskSpeed));
        const int second = 1 - first;
        const QList<UnitRef> expected{{first, 0}, {first, 1}, {second, 0}, {second, 1}};
        QCOMPARE(battle.responseOrder(), expected);
        // Declared in list order of the armies, rolled in response order.
        TAKE(battle, declare({clashWith({Dawn, 0}, 0), clashWith({Dawn, 1}, 0), clashWith({Dusk, 0}, 0),
                              clashWith({Dusk, 1}, 0)}));
        QList<UnitRef> rolledBy;
        while (const std::optional<PendingRoll> due = battle.pendingRoll()) {
            QCOMPARE(int(due->kind), int(RollKind::Clash));
            rolledBy << due->unit;
            // 3 dice each, nothing: a tie, the attacker takes 1 (M1 H5 -> H4: no Magnitude lost, not engaged).
            TAKE(battle, rolled(RollKind::Clash, due->unit, {2, 2, 2}, {2, 2, 2}));
        }
        QCOMPARE(rolledBy, expected);
        QCOMPARE(battle.turn(), 2);
    }

    // Simplified Mass Combat, "Step One": the Engage Enemy flurried with a Clash; ruling "flurry penalties are dice
    // removed from the pool; a flurry of two actions costs 1 die on each (rule option: 0 to 3)". Spears (Power 6,
    // Battle Plans 1) Engage and Clash: 7 dice less the option; the Archers' lone Clash (Power 4) and the defence
    // lose nothing.
    void flurryPenalty_data()
    {
        QTest::addColumn<int>("option");
        QTest::newRow("0") << 0;
        QTest::newRow("1 (default)") << 1;
        QTest::newRow("2") << 2;
        QTest::newRow("3") << 3;
    }
    void flurryPenalty()
    {
        QFETCH(int, option);
        SmcOptions options;
        options.flurryPenalty = option;
        Unit spears = unitOf(QStringLiteral("Spears"), 2, 6);
        spears.battlePlans = 1;
        SmcBattle battle(setupOf({spears, rangedOf(QStringLiteral("Archers"), 1, 4)},
                                 {unitOf(QStringLiteral("Wolves"), 2, 5)}, 0, 0, options));
        const Declaration flurry = engageAndClash({Dawn, 0}, 0);
        const Declaration single = clashWith({Dawn, 1}, 0);
        QCOMPARE(battle.flurryPenalty(flurry), option);
        QCOMPARE(battle.flurryPenalty(single), 0);
        TAKE(battle, declare({flurry, single}));
        const std::optional<PendingRoll> due = battle.pendingRoll();
        QVERIFY(due);
        QCOMPARE(due->pool.dice, 6 + 1 - option);
        QCOMPARE(due->defenderPool.dice, 5);
        bool flurryTerm = false;
        for (const PoolTerm &term : due->pool.terms)
            if (term.dice == -option && term.label == QStringLiteral("Flurry"))
                flurryTerm = true;
        QCOMPARE(flurryTerm, option > 0); // shown when it takes dice off
        // The faces must be as many as the pool: nothing against nothing, a tie, Spears take 1 (M2 H4).
        TAKE(battle, rolled(RollKind::Clash, {Dawn, 0}, repeated(2, 7 - option), repeated(2, 5)));
        EXPECT_ROLL(battle, RollKind::Clash, (UnitRef{Dawn, 1}), 4);
    }

    // Simplified Mass Combat, "Step Two: Clash": the Magnitude difference as bonus successes (at most 3, none when
    // smaller); the attacker's win deals one Health per success it wins by; a defender's win costs the attacker 1
    // "regardless of how many successes the defender rolled"; ruling: a tie is the defender's. A ranged attacker
    // (3 dice) against 3 defending dice, neither engaged, nobody losing a Magnitude: no rout test follows.
    void clashOutcome_data()
    {
        QTest::addColumn<int>("attackerMagnitude");
        QTest::addColumn<int>("defenderMagnitude");
        QTest::addColumn<QList<int>>("attackerFaces");
        QTest::addColumn<QList<int>>("defenderFaces");
        QTest::addColumn<int>("bonus");
        QTest::addColumn<int>("attackerHealth");
        QTest::addColumn<int>("defenderHealth");
        // 2 successes against none: the defender takes 2 (H5 -> H3).
        QTest::newRow("attacker wins by 2") << 2 << 2 << QList<int>{8, 8, 2} << QList<int>{2, 2, 2} << 0 << 5 << 3;
        // 1 + 2 bonus (M4 vs M2) = 3 against 1: wins by 2.
        QTest::newRow("Magnitude difference as bonus") << 4 << 2 << QList<int>{8, 2, 2} << QList<int>{8, 2, 2} << 2
                                                       << 5 << 3;
        // M6 vs M1 is 5, bonus 3: 0 + 3 against 0 deals 3 (M1 H5 -> H2).
        QTest::newRow("bonus at most 3") << 6 << 1 << QList<int>{2, 2, 2} << QList<int>{2, 2, 2} << 3 << 5 << 2;
        // M1 vs M3: no bonus, 1 against 0 deals 1.
        QTest::newRow("no bonus against a larger unit") << 1 << 3 << QList<int>{8, 2, 2} << QList<int>{2, 2, 2} << 0
                                                        << 5 << 4;
        // 10 is two successes: 2 against 1 deals 1.
        QTest::newRow("a 10 counts twice") << 2 << 2 << QList<int>{10, 2, 2} << QList<int>{8, 2, 2} << 0 << 5 << 4;
        QTest::newRow("a tie is the defender's") << 2 << 2 << QList<int>{8, 2, 2} << QList<int>{9, 2, 2} << 0 << 4 << 5;
        // 0 against 4: the attacker still takes only 1.
        QTest::newRow("the defender wins by 4") << 2 << 2 << QList<int>{2, 2, 2} << QList<int>{10, 8, 8} << 0 << 4
                                                << 5;
        // 0 + 1 bonus (M3 vs M2) against 1: a tie.
        QTest::newRow("a bonus that only draws level") << 3 << 2 << QList<int>{2, 2, 2} << QList<int>{8, 2, 2} << 1
                                                       << 4 << 5;
    }
    void clashOutcome()
    {
        QFETCH(int, attackerMagnitude);
        QFETCH(int, defenderMagnitude);
        QFETCH(QList<int>, attackerFaces);
        QFETCH(QList<int>, defenderFaces);
        QFETCH(int, bonus);
        QFETCH(int, attackerHealth);
        QFETCH(int, defenderHealth);
        const UnitRef bows{Dawn, 0}, shields{Dusk, 0};
        SmcBattle battle(setupOf({rangedOf(QStringLiteral("Bows"), attackerMagnitude)},
                                 {unitOf(QStringLiteral("Shields"), defenderMagnitude)}));
        TAKE(battle, declare({clashWith(bows, 0)}));
        const std::optional<PendingRoll> due = battle.pendingRoll();
        QVERIFY(due);
        QCOMPARE(due->bonusSuccesses, bonus);
        QCOMPARE(due->target, 0);
        TAKE(battle, rolled(RollKind::Clash, bows, attackerFaces, defenderFaces));
        QCOMPARE(battle.state(bows).strength, (UnitStrength{attackerMagnitude, attackerHealth}));
        QCOMPARE(battle.state(shields).strength, (UnitStrength{defenderMagnitude, defenderHealth}));
        // "Step Three": no condition met, no rout test; no Battle Plans, no Maintain Tactics: turn 2.
        QVERIFY(!battle.pendingRoll());
        QCOMPARE(battle.turn(), 2);
        QVERIFY(battle.engagedWith(bows).isEmpty()); // ranged: no engagement
    }

    // "Step Two: Clash": "each side may add their Battle Plans rating as an Accuracy bonus" (ruling: dice). Bows
    // Power 3 + Battle Plans 2 = 5 dice; Shields defend with Power 3 + Battle Plans 1 = 4.
    void battlePlansAddDice()
    {
        Unit bows = rangedOf(QStringLiteral("Bows"), 1);
        bows.battlePlans = 2;
        Unit shields = unitOf(QStringLiteral("Shields"), 1);
        shields.battlePlans = 1;
        SmcBattle battle(setupOf({bows}, {shields}));
        TAKE(battle, declare({clashWith({Dawn, 0}, 0)}));
        const std::optional<PendingRoll> due = battle.pendingRoll();
        QVERIFY(due);
        QCOMPARE(due->pool.dice, 5);
        QCOMPARE(due->defenderPool.dice, 4);
        // A roll with the pool's faces (5 and 4) is taken: 8 8 = 2 against 8 = 1, Shields take 1.
        TAKE(battle, rolled(RollKind::Clash, {Dawn, 0}, {8, 8, 2, 2, 2}, {8, 2, 2, 2}));
        QCOMPARE(battle.state({Dusk, 0}).strength, (UnitStrength{1, 4}));
    }

    // Ruling "Each Magnitude level holds a GM-set number of Health points (default 5); damage beyond the current
    // level's remaining Health lowers Magnitude and carries over", and "Step Three": +1 per Magnitude lost; a roll's
    // Magnitude penalty uses the Magnitude after this action's damage. Bows (ranged, M1, Power 6: 6 dice, no
    // bonus) hit Shields (M3, a full level) while Shields roll nothing; not engaged, so the Magnitude lost is the
    // whole rout difficulty, and the rout pool is Leadership 3 + Morale 1 - the Magnitude left.
    void damageCarriesOver_data()
    {
        QTest::addColumn<int>("perLevel");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<int>("magnitude");
        QTest::addColumn<int>("health");
        QTest::addColumn<int>("routDifficulty"); // 0: no test
        QTest::addColumn<int>("routPool");
        // 3 Health of 5: M3 H2, nothing lost.
        QTest::newRow("5 a level, 3 damage") << 5 << QList<int>{8, 8, 8, 2, 2, 2} << 3 << 2 << 0 << 0;
        // 5: the level is gone, M2 H5.
        QTest::newRow("5 a level, 5 damage") << 5 << QList<int>{10, 10, 8, 2, 2, 2} << 2 << 5 << 1 << 2;
        // 7: 5 takes the level, 2 carry over: M2 H3.
        QTest::newRow("5 a level, 7 damage") << 5 << QList<int>{10, 10, 10, 8, 2, 2} << 2 << 3 << 1 << 2;
        // 11: 5 + 5 take two levels, 1 carries over: M1 H4; the rout pool is 3 + 1 - 1 = 3, not 3 + 1 - 3.
        QTest::newRow("5 a level, 11 damage") << 5 << QList<int>{10, 10, 10, 10, 10, 8} << 1 << 4 << 2 << 3;
        // 3 a level, 4 damage: 3 takes the level, 1 carries: M2 H2.
        QTest::newRow("3 a level, 4 damage") << 3 << QList<int>{10, 10, 2, 2, 2, 2} << 2 << 2 << 1 << 2;
        // 3 a level, 7 damage: 3 + 3, 1 carries: M1 H2.
        QTest::newRow("3 a level, 7 damage") << 3 << QList<int>{10, 10, 10, 8, 2, 2} << 1 << 2 << 2 << 3;
        // 2 a level, 5 damage: 2 + 2, 1 carries: M1 H1.
        QTest::newRow("2 a level, 5 damage") << 2 << QList<int>{10, 10, 8, 2, 2, 2} << 1 << 1 << 2 << 3;
    }
    void damageCarriesOver()
    {
        QFETCH(int, perLevel);
        QFETCH(QList<int>, faces);
        QFETCH(int, magnitude);
        QFETCH(int, health);
        QFETCH(int, routDifficulty);
        QFETCH(int, routPool);
        SmcOptions options;
        options.healthPerMagnitude = perLevel;
        Unit shields = unitOf(QStringLiteral("Shields"), 3);
        shields.strength.health = perLevel;
        const UnitRef bows{Dawn, 0}, target{Dusk, 0};
        SmcBattle battle(setupOf({rangedOf(QStringLiteral("Bows"), 1, 6)}, {shields}, 0, 0, options));
        TAKE(battle, declare({clashWith(bows, 0)}));
        TAKE(battle, rolled(RollKind::Clash, bows, faces, {2, 2, 2}));
        QCOMPARE(battle.state(target).strength, (UnitStrength{magnitude, health}));
        if (routDifficulty == 0) {
            QVERIFY(!battle.pendingRoll());
            return;
        }
        EXPECT_ROLL(battle, RollKind::Rout, target, routPool);
        QCOMPARE(battle.pendingRoll()->difficulty, routDifficulty);
        QCOMPARE(battle.pendingRoll()->conditions.magnitudeLost, routDifficulty);
    }

    // Simplified Mass Combat, "Step Three: Determine Damage and Rout": the test's difficulty is the sum of the
    // conditions met: +1 per Magnitude lost this action; engaged and outnumbered (ruling: summed engaged Magnitude
    // against its own, rounded down) x2 +1, x3 +2; engaged with a Might double its own the same way, and Might 0
    // against any Might counts x2. No condition, no test. One Clash of Host (army 0) on Foe (army 1), the attacker
    // engaging unless ranged. Melee Host has Power 4 (Engage flurry: 3 dice), ranged Host Power 3, Foe Power 3 (3
    // dice, every die a miss). Every leader has Leadership 5 so that the rout pools (5 + Morale 1 - Magnitude) can
    // pass with all 10s. The attacker's test comes first.
    void routTestDifficulty_data()
    {
        QTest::addColumn<int>("hostMagnitude");
        QTest::addColumn<int>("hostMight");
        QTest::addColumn<bool>("hostRanged");
        QTest::addColumn<int>("foeMagnitude");
        QTest::addColumn<int>("foeHealth");
        QTest::addColumn<int>("foeMight");
        QTest::addColumn<QList<int>>("hostFaces");
        QTest::addColumn<QList<int>>("foeFaces");
        QTest::addColumn<int>("hostTest"); // difficulty, 0: none
        QTest::addColumn<int>("foeTest");
        const QList<int> none{2, 2, 2};
        // 2 successes: Foe M2 H3; engaged M2 to M2, Might 0 to 0.
        QTest::newRow("no condition: no test") << 2 << 0 << false << 2 << 5 << 0 << QList<int>{8, 8, 2} << none << 0
                                               << 0;
        // 5 (10 10 8): Foe M2 H5 -> M1 H5, one Magnitude lost; not engaged (ranged).
        QTest::newRow("a Magnitude lost") << 2 << 0 << true << 2 << 5 << 0 << QList<int>{10, 10, 8} << none << 0 << 1;
        // 6 on M3 H1: 1 takes the level, 5 the next: M1 H5, two lost.
        QTest::newRow("two Magnitudes lost") << 2 << 0 << true << 3 << 1 << 0 << QList<int>{10, 10, 10} << none << 0
                                             << 2;
        // 0 + 1 bonus: Foe M1 H4; engaged M2 against M1: x2.
        QTest::newRow("outnumbered x2") << 2 << 0 << false << 1 << 5 << 0 << none << none << 0 << 1;
        // 4 + 1 bonus = 5: Foe M2 -> M1 H5, lost 1; engaged M3 against M1: x3, +2.
        QTest::newRow("outnumbered x3 and a Magnitude lost") << 3 << 0 << false << 2 << 5 << 0 << QList<int>{10, 10, 2}
                                                             << none << 0 << 3;
        // 0 + 3 bonus against 2: Foe M2 H4; M5 against M2 is x2.5, rounded down x2.
        QTest::newRow("outnumbered x2.5 rounds down") << 5 << 0 << false << 2 << 5 << 0 << none << QList<int>{8, 8, 2}
                                                      << 0 << 1;
        // 1 against 0: Foe M2 H4; M2 to M2, Might 2 against 1: x2.
        QTest::newRow("Might x2") << 2 << 2 << false << 2 << 5 << 1 << QList<int>{8, 2, 2} << none << 0 << 1;
        QTest::newRow("Might x3") << 2 << 3 << false << 2 << 5 << 1 << QList<int>{8, 2, 2} << none << 0 << 2;
        QTest::newRow("Might x1.5 is nothing") << 2 << 3 << false << 2 << 5 << 2 << QList<int>{8, 2, 2} << none << 0
                                               << 0;
        QTest::newRow("Might 0 against any Might") << 2 << 1 << false << 2 << 5 << 0 << QList<int>{8, 2, 2} << none
                                                   << 0 << 1;
        // Host M1 engages Foe M2 and is beaten off (0 against 1): Host M1 H4, engaged M2 against its M1: x2.
        QTest::newRow("attacker beaten off and outnumbered") << 1 << 0 << false << 2 << 5 << 0 << none
                                                             << QList<int>{8, 2, 2} << 1 << 0;
        // Ranged M3 against M1: 0 + 2 bonus, Foe M1 H3; a ranged attacker does not engage, nothing outnumbers Foe.
        QTest::newRow("a ranged attacker does not outnumber") << 3 << 0 << true << 1 << 5 << 0 << none << none << 0
                                                              << 0;
        // Host M2 Might 0, Foe M1 Might 1: 0 + 1 bonus, Foe H4. Host: Might 0 against Might 1, +1; Foe: M2 to M1, +1.
        QTest::newRow("both test") << 2 << 0 << false << 1 << 5 << 1 << none << none << 1 << 1;
        // Host M4 Might 2 against Foe M2 Might 1: 4 + 2 bonus = 6, Foe M2 -> M1 H4, lost 1; M4 against M1 x4, +3;
        // Might x2, +1: 5.
        QTest::newRow("three conditions summed") << 4 << 2 << false << 2 << 5 << 1 << QList<int>{10, 10, 2} << none << 0
                                                 << 5;
    }
    void routTestDifficulty()
    {
        QFETCH(int, hostMagnitude);
        QFETCH(int, hostMight);
        QFETCH(bool, hostRanged);
        QFETCH(int, foeMagnitude);
        QFETCH(int, foeHealth);
        QFETCH(int, foeMight);
        QFETCH(QList<int>, hostFaces);
        QFETCH(QList<int>, foeFaces);
        QFETCH(int, hostTest);
        QFETCH(int, foeTest);
        Unit host = hostRanged ? rangedOf(QStringLiteral("Host"), hostMagnitude, 3)
                               : unitOf(QStringLiteral("Host"), hostMagnitude, 4);
        host.might = hostMight;
        host.leader.leadership = 5;
        Unit foe = unitOf(QStringLiteral("Foe"), foeMagnitude);
        foe.strength.health = foeHealth;
        foe.might = foeMight;
        foe.leader.leadership = 5;
        const UnitRef hostRef{Dawn, 0}, foeRef{Dusk, 0};
        SmcBattle battle(setupOf({host}, {foe}));
        TAKE(battle, declare({hostRanged ? clashWith(hostRef, 0) : engageAndClash(hostRef, 0)}));
        TAKE(battle, rolled(RollKind::Clash, hostRef, hostFaces, foeFaces));
        for (const auto &[ref, difficulty] : {std::pair{hostRef, hostTest}, std::pair{foeRef, foeTest}}) {
            if (difficulty == 0)
                continue;
            const int magnitude = battle.state(ref).strength.magnitude;
            EXPECT_ROLL(battle, RollKind::Rout, ref, 5 + 1 - magnitude);
            QCOMPARE(battle.pendingRoll()->difficulty, difficulty);
            // It holds: all 10s.
            TAKE(battle, rolled(RollKind::Rout, ref, repeated(10, 6 - magnitude)));
            QVERIFY(!battle.state(ref).routing);
        }
        // No other test queued; no Battle Plans: the next turn.
        QVERIFY2(!battle.pendingRoll(), qPrintable(snapshot(battle)));
        QCOMPARE(battle.turn(), 2);
    }

    // Ruling "Outnumbering: the summed Magnitude of all enemies engaged with the unit against its own". Line (M2)
    // is engaged by Left (M2) and then Right (M2): after Left's Clash 2 against 2, nothing; after Right's, 4 against
    // 2 is x2: +1. Both attackers are beaten off (3 misses against 3 misses, a tie: each takes 1).
    void outnumberedBySummedMagnitude()
    {
        const UnitRef left{Dawn, 0}, right{Dawn, 1}, line{Dusk, 0};
        SmcBattle battle(setupOf({unitOf(QStringLiteral("Left"), 2, 4), unitOf(QStringLiteral("Right"), 2, 4)},
                                 {unitOf(QStringLiteral("Line"), 2)}));
        TAKE(battle, declare({engageAndClash(left, 0), engageAndClash(right, 0)}));
        TAKE(battle, rolled(RollKind::Clash, left, {2, 2, 2}, {2, 2, 2}));
        EXPECT_ROLL(battle, RollKind::Clash, right, 3); // no rout test after Left's Clash
        TAKE(battle, rolled(RollKind::Clash, right, {2, 2, 2}, {2, 2, 2}));
        // Line: Leadership 3 + Morale 1 - Magnitude 2 = 2 dice.
        EXPECT_ROLL(battle, RollKind::Rout, line, 2);
        QCOMPARE(battle.pendingRoll()->difficulty, 1);
        QCOMPARE(battle.pendingRoll()->conditions.engagedMagnitude, 4);
        QCOMPARE(battle.engagedWith(line), (QList<int>{0, 1}));
    }

    // Ruling "A routing unit that meets rout conditions again does not test again: its recorded last check becomes
    // the higher of this action's summed penalties and its previous difficulty + 1, and its next Rally's difficulty
    // is that less one"; "Step Three": the unit in flight suffers -2 on its Clashes (ruling: dice).
    // Wolves (M3 H5, Power 3) are hit by Bows (ranged M2, Power 6) for 10 (10 10 10 10 10 2, no bonus against M3):
    // M3 -> M1 H5, two Magnitudes lost, rout test at 2 with 3 + 1 - 1 = 3 dice (Magnitude after the damage), failed:
    // in flight, last check 2. Then Lancers (Power 4, Engage flurry: 3 dice) engage them: 0 successes + the Magnitude
    // bonus against Wolves defending with Power 3 - 2 in flight = 1 die showing 2.
    void routingUnitMeetsConditionsAgain_data()
    {
        QTest::addColumn<int>("lancersMagnitude");
        QTest::addColumn<int>("wolvesHealth");
        QTest::addColumn<int>("lastCheck");
        QTest::addColumn<int>("rally");
        // M3: bonus 2, Wolves M1 H3; outnumbered x3: 2 now, previous 2 + 1 = 3 is higher; Rally 2.
        QTest::newRow("previous + 1 is higher") << 3 << 3 << 3 << 2;
        // M5: bonus 3 (at most), Wolves M1 H2; outnumbered x5: 4 now, against 3; Rally 3.
        QTest::newRow("this action's penalties are higher") << 5 << 2 << 4 << 3;
    }
    void routingUnitMeetsConditionsAgain()
    {
        QFETCH(int, lancersMagnitude);
        QFETCH(int, wolvesHealth);
        QFETCH(int, lastCheck);
        QFETCH(int, rally);
        const UnitRef bows{Dawn, 0}, lancers{Dawn, 1}, wolves{Dusk, 0};
        SmcBattle battle(setupOf({rangedOf(QStringLiteral("Bows"), 2, 6), unitOf(QStringLiteral("Lancers"), lancersMagnitude, 4)},
                                 {unitOf(QStringLiteral("Wolves"), 3)}));
        TAKE(battle, declare({clashWith(bows, 0), engageAndClash(lancers, 0)}));
        TAKE(battle, rolled(RollKind::Clash, bows, {10, 10, 10, 10, 10, 2}, {2, 2, 2}));
        QCOMPARE(battle.state(wolves).strength, (UnitStrength{1, 5}));
        EXPECT_ROLL(battle, RollKind::Rout, wolves, 3);
        QCOMPARE(battle.pendingRoll()->difficulty, 2);
        TAKE(battle, rolled(RollKind::Rout, wolves, {2, 2, 2}));
        QVERIFY(battle.state(wolves).routing);
        QCOMPARE(battle.state(wolves).lastCheck, 2);

        const std::optional<PendingRoll> clash = battle.pendingRoll();
        QVERIFY(clash);
        QCOMPARE(clash->defenderPool.dice, 1); // Power 3 - 2 in flight
        TAKE(battle, rolled(RollKind::Clash, lancers, {2, 2, 2}, {2}));
        QCOMPARE(battle.state(wolves).strength, (UnitStrength{1, wolvesHealth}));
        // No second test: the turn is over.
        QVERIFY(!battle.pendingRoll());
        QCOMPARE(battle.turn(), 2);
        QVERIFY(battle.state(wolves).routing);
        QCOMPARE(battle.state(wolves).lastCheck, lastCheck);
        // The Rally the battle asks for: Leadership 3 + Morale 1 - Magnitude 1 = 3 dice at the difficulty.
        TAKE(battle, declare({rallying(wolves)}));
        EXPECT_ROLL(battle, RollKind::Rally, wolves, 3);
        QCOMPARE(battle.pendingRoll()->difficulty, rally);
    }

    // Ruling "A unit reduced to Magnitude 0 is destroyed"; a destroyed unit is engaged with no one; the battle ends
    // when an army has no unit standing (SmcBattle::winner). Spears and Axes (M2, Power 4: 3 dice with the Engage
    // flurry) engage Wolves (M2 H1, Magnitude 2 allows both): Spears tie (Spears M2 H4), Axes roll 10 10 10 = 6
    // against nothing: 1 takes the level, 5 the last one.
    void destructionAndTheEnd()
    {
        const UnitRef spears{Dawn, 0}, axes{Dawn, 1}, wolves{Dusk, 0}, riders{Dusk, 1};
        Unit hurt = unitOf(QStringLiteral("Wolves"), 2);
        hurt.strength.health = 1;
        SmcBattle battle(setupOf({unitOf(QStringLiteral("Spears"), 2, 4), unitOf(QStringLiteral("Axes"), 2, 4)},
                                 {hurt, unitOf(QStringLiteral("Riders"), 1)}));
        TAKE(battle, declare({engageAndClash(spears, 0), engageAndClash(axes, 0)}));
        TAKE(battle, rolled(RollKind::Clash, spears, {2, 2, 2}, {2, 2, 2}));
        QCOMPARE(battle.engagedWith(wolves), (QList<int>{0}));
        TAKE(battle, rolled(RollKind::Clash, axes, {10, 10, 10}, {2, 2, 2}));
        QVERIFY(battle.state(wolves).destroyed);
        QCOMPARE(battle.state(wolves).strength.magnitude, 0);
        QVERIFY(battle.engagedWith(wolves).isEmpty());
        QVERIFY(battle.engagedWith(spears).isEmpty());
        QVERIFY(battle.engagedWith(axes).isEmpty());
        QCOMPARE(battle.winner(), -1); // the Riders stand
        QCOMPARE(battle.phase(), Phase::Declare);
        QCOMPARE(battle.turn(), 2);
        // Nobody Clashes the destroyed Wolves; the Spears are free to Engage the Riders.
        QCOMPARE(battle.take(declare({clashWith(spears, 0)})).error().field, QStringLiteral("units[0].clash"));
        // Spears: 10 10 10 = 6 + 1 bonus (M2 vs M1) = 7 against nothing: the Riders (M1 H5) are destroyed.
        TAKE(battle, declare({engageAndClash(spears, 1)}));
        TAKE(battle, rolled(RollKind::Clash, spears, {10, 10, 10}, {2, 2, 2}));
        QVERIFY(battle.state(riders).destroyed);
        QCOMPARE(battle.phase(), Phase::Over);
        QCOMPARE(battle.winner(), Dawn);
        QVERIFY(!battle.pendingRoll());
        QVERIFY(battle.lines().constLast().contains(QStringLiteral("Dawn wins the battle")));
        // Nothing more is taken.
        QCOMPARE(battle.take(declare({})).error().field, QStringLiteral("step"));
        QCOMPARE(battle.take(EndStep{}).error().field, QStringLiteral("step"));
    }

    // Simplified Mass Combat, "Rally": "one lower than the difficulty of the unit's last Rally or Rout check. If
    // successful, the unit recovers. If unsuccessful, the unit may take no other actions; instead, it is in full
    // retreat and loses one point of Health for every success that they failed by."
    // Lancers (M4, Power 4) engage Wolves (M2 H5, Power 3): 10 10 2 = 4 + 2 bonus = 6: Wolves M1 H4, lost 1, and
    // outnumbered M4 against M1 (x4, +3): rout test at 4, failed: last check 4. In turn 2 the Wolves Rally (difficulty
    // 3) flurried with a Clash on the Lancers: Leadership 3 + Morale 1 - Magnitude 1 - flurry 1 = 2 dice.
    void rally_data()
    {
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<bool>("rallies");
        QTest::addColumn<int>("health");
        QTest::addColumn<int>("nextRally");
        QTest::newRow("10 8: 3 successes, rallies") << QList<int>{10, 8} << true << 4 << 0;
        // 1 success: fails by 2, H4 -> H2; last check 3, next Rally 2.
        QTest::newRow("8 2: fails by 2") << QList<int>{8, 2} << false << 2 << 2;
        // No success and a 1: fails by 3, H4 -> H1 (a botch counts no more than a failure).
        QTest::newRow("1 2: fails by 3") << QList<int>{1, 2} << false << 1 << 2;
    }
    void rally()
    {
        QFETCH(QList<int>, faces);
        QFETCH(bool, rallies);
        QFETCH(int, health);
        QFETCH(int, nextRally);
        const UnitRef lancers{Dawn, 0}, wolves{Dusk, 0};
        SmcBattle battle(setupOf({unitOf(QStringLiteral("Lancers"), 4, 4)}, {unitOf(QStringLiteral("Wolves"), 2)}));
        TAKE(battle, declare({engageAndClash(lancers, 0)}));
        TAKE(battle, rolled(RollKind::Clash, lancers, {10, 10, 2}, {2, 2, 2}));
        EXPECT_ROLL(battle, RollKind::Rout, wolves, 3);
        QCOMPARE(battle.pendingRoll()->difficulty, 4);
        TAKE(battle, rolled(RollKind::Rout, wolves, {2, 2, 2}));
        QCOMPARE(battle.turn(), 2);

        TAKE(battle, declare({withRally(clashWith(wolves, 0))}));
        EXPECT_ROLL(battle, RollKind::Rally, wolves, 2);
        QCOMPARE(battle.pendingRoll()->difficulty, 3);
        TAKE(battle, rolled(RollKind::Rally, wolves, faces));
        QCOMPARE(battle.state(wolves).strength, (UnitStrength{1, health}));
        QCOMPARE(battle.state(wolves).routing, !rallies);
        if (rallies) {
            // Its Clash goes ahead, no longer in flight: Power 3 - flurry 1 = 2 dice (no -2); Lancers defend with 4.
            const std::optional<PendingRoll> clash = battle.pendingRoll();
            QVERIFY(clash);
            QCOMPARE(int(clash->kind), int(RollKind::Clash));
            QCOMPARE(clash->unit, wolves);
            QCOMPARE(clash->pool.dice, 2);
            QCOMPARE(clash->defenderPool.dice, 4);
            return;
        }
        // Its Clash lapses; the Health lost is no rout condition: no roll before turn 3.
        QVERIFY(battle.lines().constLast().contains(QStringLiteral("failed to Rally")));
        QVERIFY(!battle.pendingRoll());
        QCOMPARE(battle.turn(), 3);
        QCOMPARE(battle.state({Dawn, 0}).strength, (UnitStrength{4, 5}));
        QCOMPARE(battle.state(wolves).lastCheck, 3);
        TAKE(battle, declare({rallying(wolves)}));
        EXPECT_ROLL(battle, RollKind::Rally, wolves, 3); // no flurry now
        QCOMPARE(battle.pendingRoll()->difficulty, nextRally);
    }

    // Ruling "Health lost to a failed Rally is not a rout condition", even when it costs a Magnitude; "Rally" one
    // below the last check, at least 1. Bows (ranged M1, Power 6) deal 10 10 10 10 8 2 = 9 to the Horde (M3 H5):
    // 5 takes the level, 4 of the next: M2 H1, one lost: rout test at 1 with 3 + 1 - 2 = 2 dice, failed.
    void failedRallyIsNoRoutCondition()
    {
        const UnitRef bows{Dawn, 0}, horde{Dusk, 0};
        SmcBattle battle(setupOf({rangedOf(QStringLiteral("Bows"), 1, 6)}, {unitOf(QStringLiteral("Horde"), 3)}));
        TAKE(battle, declare({clashWith(bows, 0)}));
        TAKE(battle, rolled(RollKind::Clash, bows, {10, 10, 10, 10, 8, 2}, {2, 2, 2}));
        QCOMPARE(battle.state(horde).strength, (UnitStrength{2, 1}));
        EXPECT_ROLL(battle, RollKind::Rout, horde, 2);
        TAKE(battle, rolled(RollKind::Rout, horde, {2, 2}));
        QCOMPARE(battle.state(horde).lastCheck, 1);
        // Turn 2: Rally at max(1, 1 - 1) = 1 with 2 dice, nothing: 1 Health, the last of the level: M1 H5.
        TAKE(battle, declare({rallying(horde)}));
        EXPECT_ROLL(battle, RollKind::Rally, horde, 2);
        QCOMPARE(battle.pendingRoll()->difficulty, 1);
        TAKE(battle, rolled(RollKind::Rally, horde, {2, 2}));
        QCOMPARE(battle.state(horde).strength, (UnitStrength{1, 5}));
        QVERIFY(!battle.pendingRoll()); // no rout test for that Magnitude
        QCOMPARE(battle.turn(), 3);
        QVERIFY(battle.state(horde).routing);
        QCOMPARE(battle.state(horde).lastCheck, 1); // Rally 1 again: never below 1
    }

    // Ruling "A pool of 0 or fewer dice fails any roll of difficulty 1 or more and is not a botch". The Rabble's
    // leader has Leadership 0 and the unit Morale 0: its rout and Rally pools are 0 + 0 - Magnitude, no dice.
    // Bows (ranged M1, Power 6) deal 10 10 8 = 5: Rabble M3 -> M2 H5, rout test at 1.
    void zeroDicePool()
    {
        const UnitRef bows{Dawn, 0}, rabble{Dusk, 0};
        Unit weak = unitOf(QStringLiteral("Rabble"), 3);
        weak.morale = 0;
        weak.leader.leadership = 0;
        SmcBattle battle(setupOf({rangedOf(QStringLiteral("Bows"), 1, 6)}, {weak}));
        TAKE(battle, declare({clashWith(bows, 0)}));
        TAKE(battle, rolled(RollKind::Clash, bows, {10, 10, 8, 2, 2, 2}, {2, 2, 2}));
        EXPECT_ROLL(battle, RollKind::Rout, rabble, 0);
        QCOMPARE(battle.take(rolled(RollKind::Rout, rabble, {1})).error().field, QStringLiteral("faces"));
        TAKE(battle, rolled(RollKind::Rout, rabble, {}));
        QVERIFY(battle.state(rabble).routing);
        QVERIFY(!battle.lines().constLast().contains(QStringLiteral("botch")));
        TAKE(battle, declare({rallying(rabble)}));
        EXPECT_ROLL(battle, RollKind::Rally, rabble, 0);
        TAKE(battle, rolled(RollKind::Rally, rabble, {}));
        // Fails by 1 - 0: M2 H4.
        QCOMPARE(battle.state(rabble).strength, (UnitStrength{2, 4}));
        QVERIFY(!battle.lines().constLast().contains(QStringLiteral("botch")));
    }

    // Simplified Mass Combat, "Withdraw": Leadership + Drill - Magnitude; ruling: difficulty 1. "If successful, they
    // are no longer engaged"; "Step Three": +1 per unit withdrawn from; "Step Two": a Clash takes place "unless one
    // of them has decided to Withdraw". Holders (M3, Leadership 4) are engaged by Left and Right (M2, Power 4: 3
    // dice with the flurry; two ties in turn 1, each attacker M2 H4; Holders 4 against 3 is no x2). In turn 2 the
    // Holders Withdraw (4 + 1 - 3 = 2 dice) and Left declares a Clash on them.
    void withdraw_data()
    {
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<bool>("withdraws");
        QTest::newRow("8 2: withdraws") << QList<int>{8, 2} << true;
        QTest::newRow("2 2: stays engaged") << QList<int>{2, 2} << false;
    }
    void withdraw()
    {
        QFETCH(QList<int>, faces);
        QFETCH(bool, withdraws);
        const UnitRef holders{Dawn, 0}, left{Dusk, 0}, right{Dusk, 1};
        Unit steady = unitOf(QStringLiteral("Holders"), 3);
        steady.leader.leadership = 4;
        SmcBattle battle(setupOf({steady}, {unitOf(QStringLiteral("Left"), 2, 4), unitOf(QStringLiteral("Right"), 2, 4)}));
        TAKE(battle, declare({engageAndClash(left, 0), engageAndClash(right, 0)}));
        TAKE(battle, rolled(RollKind::Clash, left, {2, 2, 2}, {2, 2, 2}));
        TAKE(battle, rolled(RollKind::Clash, right, {2, 2, 2}, {2, 2, 2}));
        QCOMPARE(battle.turn(), 2);
        QCOMPARE(battle.engagedWith(holders), (QList<int>{0, 1}));

        TAKE(battle, declare({withdrawing(holders), clashWith(left, 0)}));
        EXPECT_ROLL(battle, RollKind::Withdraw, holders, 2);
        QCOMPARE(battle.pendingRoll()->difficulty, 1);
        TAKE(battle, rolled(RollKind::Withdraw, holders, faces));
        if (!withdraws) {
            QCOMPARE(battle.engagedWith(holders), (QList<int>{0, 1}));
            // No rout test; Left's Clash goes ahead on the engagement already made: one action, Power 4, 4 dice.
            EXPECT_ROLL(battle, RollKind::Clash, left, 4);
            QVERIFY(!battle.pendingRoll()->engages);
            return;
        }
        QVERIFY(battle.engagedWith(holders).isEmpty());
        QVERIFY(battle.engagedWith(left).isEmpty());
        QVERIFY(battle.engagedWith(right).isEmpty());
        // Withdrew from two units: difficulty 2 (no longer engaged: nothing else), 4 + 1 - 3 = 2 dice.
        EXPECT_ROLL(battle, RollKind::Rout, holders, 2);
        QCOMPARE(battle.pendingRoll()->difficulty, 2);
        QCOMPARE(battle.pendingRoll()->conditions.withdrewFrom, 2);
        TAKE(battle, rolled(RollKind::Rout, holders, {10, 2}));
        // Left's Clash lapses: the Holders withdrew.
        QVERIFY(battle.lines().constLast().contains(QStringLiteral("no longer engaged")));
        QVERIFY(!battle.pendingRoll());
        QCOMPARE(battle.turn(), 3);
        QCOMPARE(battle.state(holders).strength, (UnitStrength{3, 5}));
    }

    // Simplified Mass Combat, "Step Four: Maintain Tactics": a Tactics roll at a difficulty of the current Battle
    // Plans; a failure costs 1, a botch 2 (ruling: no success and a 1); ruling "Battle Plans never go below 0" and
    // a pool of 0 dice fails and is not a botch. Captains (Battle Plans and Tactics per row) roll; the Levy and the
    // Wolves (Battle Plans 0) roll nothing. Nobody acts, so the turn goes straight to Step Four.
    void maintainTactics_data()
    {
        QTest::addColumn<int>("battlePlans");
        QTest::addColumn<int>("tactics");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<int>("after");
        QTest::newRow("2 successes hold Battle Plans 2") << 2 << 3 << QList<int>{8, 8, 2} << 2;
        QTest::newRow("a 10 counts twice") << 2 << 3 << QList<int>{10, 2, 2} << 2;
        QTest::newRow("3 of 3 hold") << 3 << 4 << QList<int>{8, 8, 8, 2} << 3;
        QTest::newRow("a failure costs 1") << 2 << 3 << QList<int>{8, 2, 2} << 1;
        QTest::newRow("no success without a 1: a failure") << 2 << 3 << QList<int>{2, 3, 4} << 1;
        QTest::newRow("a 1 beside a success: a failure") << 3 << 3 << QList<int>{8, 1, 1} << 2;
        QTest::newRow("a botch costs 2") << 3 << 3 << QList<int>{1, 2, 3} << 1;
        QTest::newRow("a botch never below 0") << 1 << 3 << QList<int>{1, 1, 2} << 0;
        QTest::newRow("0 dice: a failure, not a botch") << 2 << 0 << QList<int>{} << 1;
    }
    void maintainTactics()
    {
        QFETCH(int, battlePlans);
        QFETCH(int, tactics);
        QFETCH(QList<int>, faces);
        QFETCH(int, after);
        const UnitRef captains{Dawn, 0};
        Unit planned = unitOf(QStringLiteral("Captains"), 2);
        planned.battlePlans = battlePlans;
        planned.leader.tactics = tactics;
        SmcBattle battle(setupOf({planned, unitOf(QStringLiteral("Levy"), 1)}, {unitOf(QStringLiteral("Wolves"), 1)}));
        TAKE(battle, declare({}));
        QCOMPARE(battle.phase(), Phase::Tactics);
        EXPECT_ROLL(battle, RollKind::Tactics, captains, tactics);
        QCOMPARE(battle.pendingRoll()->difficulty, battlePlans);
        TAKE(battle, rolled(RollKind::Tactics, captains, faces));
        QCOMPARE(battle.state(captains).battlePlans, after);
        // Nobody else rolls: turn 2.
        QVERIFY(!battle.pendingRoll());
        QCOMPARE(battle.turn(), 2);
        TAKE(battle, declare({}));
        if (after == 0) {
            QVERIFY(!battle.pendingRoll()); // Battle Plans 0: no roll
            QCOMPARE(battle.turn(), 3);
        } else {
            EXPECT_ROLL(battle, RollKind::Tactics, captains, tactics);
            QCOMPARE(battle.pendingRoll()->difficulty, after); // the current Battle Plans
        }
    }

    // A roll step is the roll due, as many d10 faces as the pool: "the faces of the roll the battle asks for next".
    // Bows (ranged, 3 dice) Clash Shields (3 dice); a hit of 10 10 8 = 5 costs Shields (M2) a Magnitude, and their
    // rout test (3 + 1 - 1 = 3 dice) is a roll without a defender.
    void rollRefusals_data()
    {
        const UnitRef bows{Dawn, 0}, shields{Dusk, 0};
        QTest::addColumn<int>("stage"); // 0: declare phase, 1: the Clash due, 2: the rout test due
        QTest::addColumn<RollStep>("step");
        QTest::addColumn<QString>("field");
        QTest::newRow("no roll before the declaration") << 0 << RollStep{RollKind::Clash, bows, {2, 2, 2}, {2, 2, 2}}
                                                        << QStringLiteral("step");
        QTest::newRow("another kind") << 1 << RollStep{RollKind::Rally, bows, {2, 2, 2}, {}} << QStringLiteral("roll");
        QTest::newRow("another unit") << 1 << RollStep{RollKind::Clash, shields, {2, 2, 2}, {2, 2, 2}}
                                      << QStringLiteral("roll");
        QTest::newRow("too few faces") << 1 << RollStep{RollKind::Clash, bows, {2, 2}, {2, 2, 2}}
                                       << QStringLiteral("faces");
        QTest::newRow("too many faces") << 1 << RollStep{RollKind::Clash, bows, {2, 2, 2, 2}, {2, 2, 2}}
                                        << QStringLiteral("faces");
        QTest::newRow("a face 0") << 1 << RollStep{RollKind::Clash, bows, {0, 2, 2}, {2, 2, 2}} << QStringLiteral("faces");
        QTest::newRow("a face 11") << 1 << RollStep{RollKind::Clash, bows, {11, 2, 2}, {2, 2, 2}}
                                   << QStringLiteral("faces");
        QTest::newRow("no defender faces") << 1 << RollStep{RollKind::Clash, bows, {2, 2, 2}, {}}
                                           << QStringLiteral("defender_faces");
        QTest::newRow("a defender face 11") << 1 << RollStep{RollKind::Clash, bows, {2, 2, 2}, {2, 11, 2}}
                                            << QStringLiteral("defender_faces");
        QTest::newRow("defender faces on a rout test") << 2 << RollStep{RollKind::Rout, shields, {2, 2, 2}, {2}}
                                                       << QStringLiteral("defender_faces");
        QTest::newRow("a face 0 on a rout test") << 2 << RollStep{RollKind::Rout, shields, {2, 0, 2}, {}}
                                                 << QStringLiteral("faces");
    }
    void rollRefusals()
    {
        QFETCH(int, stage);
        QFETCH(RollStep, step);
        QFETCH(QString, field);
        const UnitRef bows{Dawn, 0};
        SmcBattle battle(setupOf({rangedOf(QStringLiteral("Bows"), 1)}, {unitOf(QStringLiteral("Shields"), 2)}));
        if (stage >= 1)
            TAKE(battle, declare({clashWith(bows, 0)}));
        if (stage >= 2)
            TAKE(battle, rolled(RollKind::Clash, bows, {10, 10, 8}, {2, 2, 2}));
        const QString before = snapshot(battle);
        const Status taken = battle.take(step);
        QVERIFY(!taken.ok());
        QCOMPARE(taken.error().field, field);
        QCOMPARE(snapshot(battle), before);
    }

    // undo() drops the last step by replay: the battle is exactly as it was before that step, across turn
    // boundaries too. The Ford of Ash's 15 steps, taken one at a time, then undone one at a time.
    void undoRestoresTheExactState()
    {
        const std::optional<SmcBattle> played = fordOfAsh();
        QVERIFY(played);
        const QList<Step> steps = played->steps();
        QCOMPARE(steps.size(), 15);
        SmcBattle battle(played->setup());
        QStringList before;
        for (const Step &step : steps) {
            before << snapshot(battle);
            TAKE(battle, step);
        }
        const QString end = snapshot(battle);
        QCOMPARE(end, snapshot(*played));
        // The GM's end of the battle is a step like any other: undone, the battle goes on.
        TAKE(battle, EndStep{QStringLiteral("the river rises")});
        QCOMPARE(battle.phase(), Phase::Over);
        QCOMPARE(battle.endReason(), QStringLiteral("the river rises"));
        battle.undo();
        QCOMPARE(snapshot(battle), end);
        QVERIFY(battle.endReason().isEmpty());
        for (int i = int(steps.size()) - 1; i >= 0; --i) {
            QVERIFY(battle.canUndo());
            battle.undo();
            QCOMPARE(snapshot(battle), before.at(i));
            if (i == 8) {
                // Turn 2's declaration undone: turn 2, nothing declared yet.
                QCOMPARE(battle.turn(), 2);
                QCOMPARE(battle.phase(), Phase::Declare);
            }
            if (i == 7) {
                // Across the turn boundary: turn 1's Maintain Tactics of the Hollow Wolves is due again.
                QCOMPARE(battle.turn(), 1);
                QCOMPARE(battle.phase(), Phase::Tactics);
                EXPECT_ROLL(battle, RollKind::Tactics, (UnitRef{Dusk, 0}), 2);
            }
        }
        QVERIFY(!battle.canUndo());
        QVERIFY(battle.isUnplayed());
        QVERIFY(battle.lines().isEmpty());
        // Undo with nothing to undo changes nothing.
        battle.undo();
        QCOMPARE(snapshot(battle), before.first());
        // Replayed, the same end.
        for (const Step &step : steps)
            TAKE(battle, step);
        QCOMPARE(snapshot(battle), end);
    }

    // The Ford of Ash (resources/examples/smc-ford-of-ash.json), every roll the battle asks for counted by hand
    // from the rules; then the final state.
    void fordOfAshByHand()
    {
        const std::optional<SmcBattle> played = fordOfAsh();
        QVERIFY2(played, "the example cannot be read or played");
        const UnitRef spears{Dawn, 0}, archers{Dawn, 1}, wolves{Dusk, 0}, riders{Dusk, 1};
        struct Due
        {
            RollKind kind;
            UnitRef unit;
            int dice;
            int defenderDice; // a Clash's
            int bonusOrDifficulty;
        };
        // Index: the step taken after the roll is checked. Steps 0 and 8 are the declarations.
        const QMap<int, Due> due{
            // Turn 1 (Dawn responds 3, Wyld Host 2: Dawn first). Spears Engage + Clash Wolves: Power 6 + Battle Plans
            // 2 - flurry 1 = 7; Wolves 5 + 1 = 6; M4 vs M2: +2. 4 + 2 = 6 against 1: Wolves take 5, M2 -> M1 H5.
            {1, {RollKind::Clash, spears, 7, 6, 2}},
            // Wolves' rout test: 1 Magnitude lost + x4 outnumbered (+3) + Might 0 against 1 (+1) = 5; Leadership 3 +
            // Morale 1 - Magnitude 1 = 3 dice; one success: in flight, last check 5.
            {2, {RollKind::Rout, wolves, 3, 0, 5}},
            // Archers (ranged) on the Riders: Power 4; Riders Power 5; M2 vs M3: no bonus. 2 against 1: Riders M3 H4.
            {3, {RollKind::Clash, archers, 4, 5, 0}},
            // Riders Engage + Clash Archers: 5 - flurry 1 = 4; Archers 4; M3 vs M2: +1. 0 + 1 against 1: a tie, the
            // Riders take 1 (M3 H3).
            {4, {RollKind::Clash, riders, 4, 4, 1}},
            // Archers engaged with Riders: M3 against M2 is no x2; Might 0 against 1: +1. 3 + 1 - 2 = 2 dice; holds.
            {5, {RollKind::Rout, archers, 2, 0, 1}},
            // Maintain Tactics, in response order: Spears at Battle Plans 2 with Tactics 3 (8 1 2: a failure, 2 -> 1);
            {6, {RollKind::Tactics, spears, 3, 0, 2}},
            // Wolves at 1 with Tactics 2 (1 3: a botch, 1 -> 0).
            {7, {RollKind::Tactics, wolves, 2, 0, 1}},
            // Turn 2: Rally and Withdraw first, in response order: Archers Withdraw, 3 + Drill 1 - 2 = 2 dice at 1.
            {9, {RollKind::Withdraw, archers, 2, 0, 1}},
            // Withdrew from one unit: rout test at 1; 2 dice; holds.
            {10, {RollKind::Rout, archers, 2, 0, 1}},
            // Wolves Rally at 5 - 1 = 4: 3 + 1 - 1 = 3 dice; 10 10 2 = 4: they recover.
            {11, {RollKind::Rally, wolves, 3, 0, 4}},
            // Spears Clash Wolves: 6 + 1 = 7; Wolves 5 + 0 (not in flight any more); M4 vs M1: +3. 1 + 3 against 2:
            // Wolves take 2, M1 H3.
            {12, {RollKind::Clash, spears, 7, 5, 3}},
            // Wolves outnumbered x4 (+3), Might 0 against 1 (+1) = 4; 3 dice; none: in flight again, last check 4.
            {13, {RollKind::Rout, wolves, 3, 0, 4}},
            // The Riders' Clash on the Archers lapsed (they withdrew). Spears at Battle Plans 1: 9 2 2 holds.
            {14, {RollKind::Tactics, spears, 3, 0, 1}},
        };
        SmcBattle battle(played->setup());
        for (int i = 0; i < played->steps().size(); ++i) {
            if (due.contains(i)) {
                const Due expected = due.value(i);
                const std::optional<PendingRoll> roll = battle.pendingRoll();
                QVERIFY2(roll, qPrintable(QStringLiteral("step %1").arg(i)));
                QCOMPARE(int(roll->kind), int(expected.kind));
                QCOMPARE(roll->unit, expected.unit);
                QCOMPARE(roll->pool.dice, expected.dice);
                if (expected.kind == RollKind::Clash) {
                    QCOMPARE(roll->defenderPool.dice, expected.defenderDice);
                    QCOMPARE(roll->bonusSuccesses, expected.bonusOrDifficulty);
                } else {
                    QCOMPARE(roll->difficulty, expected.bonusOrDifficulty);
                }
            } else {
                QCOMPARE(battle.phase(), Phase::Declare);
            }
            TAKE(battle, played->steps().at(i));
            if (i == 1)
                QCOMPARE(battle.state(wolves).strength, (UnitStrength{1, 5}));
            if (i == 4) {
                QCOMPARE(battle.state(riders).strength, (UnitStrength{3, 3}));
                QVERIFY(battle.isEngaged(riders, 1));
            }
            if (i == 9)
                QVERIFY(battle.engagedWith(archers).isEmpty());
            if (i == 11)
                QVERIFY(!battle.state(wolves).routing);
            if (i == 13)
                QVERIFY(battle.lines().constLast().contains(QStringLiteral("Bone Riders is no longer engaged with Sun Archers")));
        }

        // The end of the example: turn 3, declare.
        QCOMPARE(battle.turn(), 3);
        QCOMPARE(battle.phase(), Phase::Declare);
        QCOMPARE(battle.lines().size(), 15);
        QCOMPARE(battle.state(spears), (UnitState{{4, 5}, 1, false, 0, false}));
        QCOMPARE(battle.engagedWith(spears), QList<int>{0});
        QCOMPARE(battle.state(archers), (UnitState{{2, 5}, 0, false, 0, false}));
        QVERIFY(battle.engagedWith(archers).isEmpty());
        QCOMPARE(battle.state(wolves), (UnitState{{1, 3}, 0, true, 4, false}));
        QCOMPARE(rallyDifficulty(battle.state(wolves).lastCheck), 3);
        QCOMPARE(battle.state(riders).strength, (UnitStrength{3, 3}));
        QCOMPARE(battle.state(riders).battlePlans, 0);
        QVERIFY(battle.engagedWith(riders).isEmpty());
        QCOMPARE(snapshot(battle), snapshot(*played));
    }

    // The record (battleRecord) read back (battleFromRecord) replays to the same battle: log, states, steps.
    void recordRoundTrip()
    {
        const std::optional<SmcBattle> played = fordOfAsh();
        QVERIFY(played);
        const QByteArray record = battleRecord(*played);
        const auto restored = battleFromRecord(record);
        QVERIFY2(restored.ok(), qPrintable(restored.ok() ? QString() : restored.error().message));
        QCOMPARE(restored->lines(), played->lines());
        QCOMPARE(restored->steps(), played->steps());
        QCOMPARE(snapshot(*restored), snapshot(*played));
        QCOMPARE(restored->setup().options, played->setup().options);
        QCOMPARE(restored->setup().armies[0], played->setup().armies[0]);
        QCOMPARE(restored->setup().armies[1], played->setup().armies[1]);
        // An unplayed battle, an ended one.
        SmcBattle ended(played->setup());
        TAKE(ended, EndStep{QStringLiteral("night falls")});
        const auto again = battleFromRecord(battleRecord(ended));
        QVERIFY(again.ok());
        QCOMPARE(again->phase(), Phase::Over);
        QCOMPARE(again->endReason(), QStringLiteral("night falls"));
        // A record whose second step has one face too few is refused, naming it.
        QJsonObject object = QJsonDocument::fromJson(record).object();
        QJsonArray steps = object.value(QStringLiteral("steps")).toArray();
        QJsonObject clash = steps.at(1).toObject();
        QJsonArray faces = clash.value(QStringLiteral("faces")).toArray();
        faces.removeLast();
        clash.insert(QStringLiteral("faces"), faces);
        steps.replace(1, clash);
        object.insert(QStringLiteral("steps"), steps);
        const auto broken = battleFromRecord(QJsonDocument(object).toJson());
        QVERIFY(!broken.ok());
        QCOMPARE(broken.error().field, QStringLiteral("steps[1].faces"));
    }

    // The battle file's set-up refuses what it cannot play, naming the field.
    void setupRefusals_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        const QByteArray dawn = R"({"name": "Dawn", "units": [{"name": "Spears"}]})";
        const QByteArray dusk = R"({"name": "Dusk", "units": [{"name": "Wolves"}]})";
        QTest::newRow("one army") << QByteArray(R"({"armies": [)" + dawn + "]}") << QStringLiteral("armies");
        QTest::newRow("three armies") << QByteArray(R"({"armies": [)" + dawn + "," + dusk + "," + dusk + "]}")
                                      << QStringLiteral("armies");
        QTest::newRow("no armies") << QByteArray("{}") << QStringLiteral("armies");
        QTest::newRow("two units of one name")
            << QByteArray(R"({"armies": [)" + dawn +
                          R"(, {"name": "Dusk", "units": [{"name": "Wolves"}, {"name": "wolves"}]}]})")
            << QStringLiteral("armies[1].units[1].name");
        QTest::newRow("flurry penalty 4") << QByteArray(R"({"options": {"flurry_penalty": 4}, "armies": [)" + dawn +
                                                        "," + dusk + "]}")
                                          << QStringLiteral("options.flurry_penalty");
        QTest::newRow("flurry penalty -1") << QByteArray(R"({"options": {"flurry_penalty": -1}, "armies": [)" + dawn +
                                                         "," + dusk + "]}")
                                           << QStringLiteral("options.flurry_penalty");
        QTest::newRow("0 Health a level") << QByteArray(R"({"options": {"health_per_magnitude": 0}, "armies": [)" +
                                                        dawn + "," + dusk + "]}")
                                          << QStringLiteral("options.health_per_magnitude");
        QTest::newRow("success on 11") << QByteArray(R"({"options": {"success_target": 11}, "armies": [)" + dawn +
                                                     "," + dusk + "]}")
                                       << QStringLiteral("options.success_target");
        // Health at most a level: 4 a level here.
        QTest::newRow("Health beyond the option's level")
            << QByteArray(R"({"options": {"health_per_magnitude": 4}, "armies": [)" + dawn +
                          R"(, {"name": "Dusk", "units": [{"name": "Wolves", "health": 5}]}]})")
            << QStringLiteral("armies[1].units[0].health");
    }
    void setupRefusals()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        QJsonParseError parse;
        const QJsonObject object = QJsonDocument::fromJson(json, &parse).object();
        QCOMPARE(parse.error, QJsonParseError::NoError);
        const auto setup = setupFromJson(object);
        QVERIFY(!setup.ok());
        QCOMPARE(setup.error().field, field);
    }

    // A step read from JSON: faces left out are rolled from the dice source given, and refused without one ("a
    // record has every die"). "The Crossing" with Spears' Clash due (2 dice against 3).
    void stepFromJsonFaces()
    {
        SmcBattle battle(crossing::setup());
        TAKE(battle, crossing::turnOne().first());
        const QJsonObject bare{{QStringLiteral("step"), QStringLiteral("roll")}};
        const auto missing = stepFromJson(bare, battle, nullptr, QStringLiteral("steps[1]"));
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().field, QStringLiteral("steps[1].faces"));
        QJsonObject attackerOnly = bare;
        attackerOnly.insert(QStringLiteral("faces"), QJsonArray{8, 2});
        const auto noDefender = stepFromJson(attackerOnly, battle, nullptr, QStringLiteral("steps[1]"));
        QVERIFY(!noDefender.ok());
        QCOMPARE(noDefender.error().field, QStringLiteral("steps[1].defender_faces"));
        // With dice: the roll due, its pools' sizes, the faces the source gives in that order.
        muster::dice::DiceSource roller(5), same(5);
        const auto step = stepFromJson(bare, battle, &roller, QStringLiteral("steps[1]"));
        QVERIFY(step.ok());
        const RollStep *roll = std::get_if<RollStep>(&*step);
        QVERIFY(roll);
        QCOMPARE(int(roll->kind), int(RollKind::Clash));
        QCOMPARE(roll->unit, crossing::spears);
        QCOMPARE(roll->faces, same.pool(2, 10));
        QCOMPARE(roll->defenderFaces, same.pool(3, 10));
        TAKE(battle, *step);
    }

    // playTurns: a script's turns, the listed faces first, the rest of each turn rolled from the seeded source; the
    // same seed gives the same battle. Bows (ranged M2, Power 2, Battle Plans 2: 4 dice) and Slings (ranged M2,
    // Power 2, Battle Plans 1: 3 dice) shoot at each other for two turns; 20 Health a level, so that nothing the
    // dice do can cost a Magnitude (at most 8 a Clash) and every declaration stays possible.
    void playTurnsFromASeed()
    {
        SmcOptions options;
        options.healthPerMagnitude = 20;
        Unit bows = rangedOf(QStringLiteral("Bows"), 2, 2);
        bows.battlePlans = 2;
        bows.strength.health = 20;
        Unit slings = rangedOf(QStringLiteral("Slings"), 2, 2);
        slings.battlePlans = 1;
        slings.strength.health = 20;
        const BattleSetup setup = setupOf({bows}, {slings}, 0, 0, options);
        const QJsonObject turn{
            {QStringLiteral("declare"),
             QJsonArray{QJsonObject{{QStringLiteral("army"), 0}, {QStringLiteral("unit"), QStringLiteral("Bows")},
                                    {QStringLiteral("clash"), QStringLiteral("Slings")}},
                        QJsonObject{{QStringLiteral("army"), 1}, {QStringLiteral("unit"), QStringLiteral("Slings")},
                                    {QStringLiteral("clash"), QStringLiteral("Bows")}}}}};
        const QJsonArray turns{turn, turn};
        const auto play = [&](quint64 seed) {
            SmcBattle battle(setup);
            muster::dice::DiceSource roller(seed);
            const Status status = playTurns(battle, turns, roller);
            return std::pair{battle, status};
        };
        const auto [first, firstStatus] = play(99);
        QVERIFY2(firstStatus.ok(), qPrintable(errorText(firstStatus)));
        QCOMPARE(first.turn(), 3);
        const auto [second, secondStatus] = play(99);
        QVERIFY(secondStatus.ok());
        QCOMPARE(second.lines(), first.lines());
        QCOMPARE(second.steps(), first.steps());
        // Turn 1's first roll is the Bows' Clash, 4 dice against 3, rolled from the seed in that order; then the
        // Slings' Clash, 3 against 4.
        muster::dice::DiceSource reference(99);
        const RollStep *bowsClash = std::get_if<RollStep>(&first.steps().at(1));
        QVERIFY(bowsClash);
        QCOMPARE(bowsClash->faces, reference.pool(4, 10));
        QCOMPARE(bowsClash->defenderFaces, reference.pool(3, 10));
        const RollStep *slingsClash = std::get_if<RollStep>(&first.steps().at(2));
        QVERIFY(slingsClash);
        QCOMPARE(slingsClash->faces, reference.pool(3, 10));
        QCOMPARE(slingsClash->defenderFaces, reference.pool(4, 10));

        // Listed faces come first, the rest of the turn from the seed. The Bows roll 10 10 10 10 = 8 against
        // nothing: the Slings take 8 (H20 -> H12); the Slings roll 10 10 10 = 6 against nothing: the Bows take 6
        // (H20 -> H14). Maintain Tactics (Tactics 3, the Bows first) is rolled from the seed.
        QJsonObject listed = turn;
        listed.insert(QStringLiteral("rolls"),
                      QJsonArray{QJsonObject{{QStringLiteral("faces"), QJsonArray{10, 10, 10, 10}},
                                             {QStringLiteral("defender_faces"), QJsonArray{2, 2, 2}}},
                                 QJsonObject{{QStringLiteral("faces"), QJsonArray{10, 10, 10}},
                                             {QStringLiteral("defender_faces"), QJsonArray{2, 2, 2, 2}}}});
        SmcBattle withFaces(setup);
        muster::dice::DiceSource roller(99);
        const Status played = playTurns(withFaces, QJsonArray{listed}, roller);
        QVERIFY2(played.ok(), qPrintable(errorText(played)));
        QCOMPARE(withFaces.state({Dawn, 0}).strength, (UnitStrength{2, 14}));
        QCOMPARE(withFaces.state({Dusk, 0}).strength, (UnitStrength{2, 12}));
        QCOMPARE(withFaces.turn(), 2);
        QCOMPARE(withFaces.steps().size(), 5); // declare, two Clashes, two Maintain Tactics
        muster::dice::DiceSource tacticsReference(99);
        const RollStep &bowsTactics = std::get<RollStep>(withFaces.steps().at(3));
        QCOMPARE(int(bowsTactics.kind), int(RollKind::Tactics));
        QCOMPARE(bowsTactics.faces, tacticsReference.pool(3, 10));
        // More listed rolls than the turn has are refused: two Clashes (4, then 3 dice; the defenders' dice rolled),
        // two Maintain Tactics (Tactics 3 each), and a fifth.
        QJsonObject tooMany = turn;
        tooMany.insert(QStringLiteral("rolls"), QJsonArray{QJsonArray{2, 2, 2, 2}, QJsonArray{2, 2, 2}, QJsonArray{2, 2, 2},
                                                           QJsonArray{2, 2, 2}, QJsonArray{2}});
        SmcBattle refused(setup);
        const Status tooManyStatus = playTurns(refused, QJsonArray{tooMany}, roller);
        QVERIFY(!tooManyStatus.ok());
        QCOMPARE(tooManyStatus.error().field, QStringLiteral("turns[0].rolls[4]"));
    }

    // SmcSession::consequences and armyAfterBattle: each army that is a campaign force, as the battle left it,
    // destroyed units gone; an army whose force is not in the campaign gives nothing.
    // Dawn (force 7 of the campaign): Spears M2, Scouts M1. Dusk (force 99, not in it): Hounds (ranged M1) and
    // Wolves (ranged M3, Power 6). Dusk responds first. Hounds hit the Spears 8 8 2 = 2 against nothing: M2 H3;
    // Wolves hit the Scouts 10 10 8 2 2 2 = 5 + 2 bonus (M3 vs M1) = 7: destroyed.
    void consequences()
    {
        muster::Campaign campaign;
        muster::Force host;
        host.id = 7;
        host.name = QStringLiteral("The Host");
        campaign.forces << host;

        BattleSetup setup = setupOf({unitOf(QStringLiteral("Spears"), 2), unitOf(QStringLiteral("Scouts"), 1)},
                                    {rangedOf(QStringLiteral("Hounds"), 1), rangedOf(QStringLiteral("Wolves"), 3, 6)},
                                    0, 1);
        setup.armies[Dawn].forceId = 7;
        setup.armies[Dusk].forceId = 99;
        SmcBattle battle(setup);
        TAKE(battle, declare({clashWith({Dusk, 0}, 0), clashWith({Dusk, 1}, 1)}));
        TAKE(battle, rolled(RollKind::Clash, {Dusk, 0}, {8, 8, 2}, {2, 2, 2}));
        TAKE(battle, rolled(RollKind::Clash, {Dusk, 1}, {10, 10, 8, 2, 2, 2}, {2, 2, 2}));
        QVERIFY(battle.state({Dawn, 1}).destroyed);
        TAKE(battle, EndStep{QStringLiteral("night falls")});

        const Army dawn = armyAfterBattle(battle, Dawn);
        QCOMPARE(dawn.forceId, qint64(7));
        QCOMPARE(dawn.units.size(), 1);
        QCOMPARE(dawn.units.first().name, QStringLiteral("Spears"));
        QCOMPARE(dawn.units.first().strength, (UnitStrength{2, 3}));
        const Army dusk = armyAfterBattle(battle, Dusk);
        QCOMPARE(dusk.units.size(), 2);
        QCOMPARE(dusk.units.at(1).strength, (UnitStrength{3, 5}));

        const SmcSession session(battle);
        QCOMPARE(session.status(), muster::BattleStatus::Finished);
        const auto consequences = session.consequences(campaign);
        QVERIFY(consequences.ok());
        QCOMPARE(consequences->ruleData.size(), 1); // force 99 is not the campaign's
        const muster::ForceRuleDataAfter &kept = consequences->ruleData.first();
        QCOMPARE(kept.forceId, qint64(7));
        QCOMPARE(kept.ruleSet, QStringLiteral("smc"));
        const auto army = armyFromJson(QJsonDocument::fromJson(kept.data).object(), QStringLiteral("army"));
        QVERIFY(army.ok());
        QCOMPARE(army->units.size(), 1);
        QCOMPARE(army->units.first().strength, (UnitStrength{2, 3}));
        // Kept by the force, it is the army the campaign fields next.
        campaign.forces[0].ruleSetData.insert(QStringLiteral("smc"), kept.data);
        const Army next = campaignArmy(campaign, campaign.forces.first());
        QCOMPARE(next.forceId, qint64(7));
        QCOMPARE(next.units.size(), 1);
        QCOMPARE(next.units.first().strength, (UnitStrength{2, 3}));

        // A campaign without force 7: nothing.
        muster::Campaign other;
        const auto none = session.consequences(other);
        QVERIFY(none.ok());
        QVERIFY(none->ruleData.isEmpty());
    }

    // An army with no unit left keeps nothing: the force's next battle proposes from its roster again.
    void consequencesOfADestroyedArmy()
    {
        muster::Campaign campaign;
        muster::Force host;
        host.id = 7;
        campaign.forces << host;
        BattleSetup setup = setupOf({unitOf(QStringLiteral("Scouts"), 1)}, {rangedOf(QStringLiteral("Wolves"), 3, 6)}, 0, 1);
        setup.armies[Dawn].forceId = 7;
        SmcBattle battle(setup);
        TAKE(battle, declare({clashWith({Dusk, 0}, 0)}));
        // 5 + 2 bonus against nothing: the Scouts (M1 H5) are destroyed and the battle is over.
        TAKE(battle, rolled(RollKind::Clash, {Dusk, 0}, {10, 10, 8, 2, 2, 2}, {2, 2, 2}));
        QCOMPARE(battle.winner(), Dusk);
        QVERIFY(armyAfterBattle(battle, Dawn).units.isEmpty());
        const auto consequences = SmcSession(battle).consequences(campaign);
        QVERIFY(consequences.ok());
        QCOMPARE(consequences->ruleData.size(), 1);
        QCOMPARE(consequences->ruleData.first().forceId, qint64(7));
        QVERIFY(consequences->ruleData.first().data.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstSmcBattle)
#include "tst_smc_battle.moc"
