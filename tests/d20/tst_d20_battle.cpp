// The round engine of d20 strategic combat (core/battle/d20: D20Battle, D20Json, D20Session) against the quick
// reference ("Battlefield Champions", "Unit Actions": "Facing", "Engagement", "Attacks", "Ranged Increments",
// "Retaliatory Attacks", "Morale", "Diminished", "Shattered Units", "Pursuit", "Resting"; "Battlefield Features":
// "Reinforcement Zones") and the rulings "d20 strategic combat". Every battle is built here; every total, result,
// damage and Health is counted by hand in the comments: d20 + attack modifier (with the range penalty) against the
// Defense; failing by 10 or more misses, by less glances (half damage, rounded down); meeting the Defense or beating it
// by less than 10 hits; by 10 or more is a critical (x1.5, rounded down); a natural 20 doubles; a natural 1 misses.

#include "battle/d20/D20Json.h"
#include "battle/d20/D20RuleSet.h"
#include "campaign/Campaign.h"
#include "dice/DiceSource.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace muster::d20;
using muster::Status;

namespace muster::d20 {
// Readable names in QCOMPARE failures (found by argument-dependent lookup).
char *toString(const UnitRef &ref)
{
    return qstrdup(QStringLiteral("army %1 unit %2").arg(ref.army).arg(ref.unit).toUtf8().constData());
}
char *toString(RollKind kind)
{
    return qstrdup(rollKindCode(kind).toUtf8().constData());
}
char *toString(Phase phase)
{
    static const char *names[] = {"Turn", "Roll", "Pursuit", "Over"};
    return qstrdup(names[int(phase)]);
}
} // namespace muster::d20

Q_DECLARE_METATYPE(muster::d20::ActivationStep)
Q_DECLARE_METATYPE(muster::d20::UnitType)

namespace {

constexpr int Dawn = 0; // army 0
constexpr int Dusk = 1; // army 1

// Facings: 0 north, clockwise in eighths.
constexpr int N = 0, NE = 1, E = 2, SE = 3, S = 4, SW = 5, W = 6, NW = 7;

Unit unitOf(const QString &name, UnitType type, int attack, int defense, int damage, int maxHealth, Tile position, int facing,
            int rangeIncrement = 1)
{
    Unit u;
    u.name = name;
    u.type = type;
    u.attack = attack;
    u.defense = defense;
    u.damage = damage;
    u.maxHealth = maxHealth;
    u.health = maxHealth;
    u.rangeIncrement = rangeIncrement;
    u.morale = 0;
    u.position = position;
    u.facing = facing;
    return u;
}

Unit meleeOf(const QString &name, int attack, int defense, int damage, int maxHealth, Tile position, int facing)
{
    return unitOf(name, UnitType::Melee, attack, defense, damage, maxHealth, position, facing);
}

Unit rangedOf(const QString &name, int attack, int defense, int damage, int maxHealth, int rangeIncrement, Tile position,
              int facing)
{
    return unitOf(name, UnitType::Ranged, attack, defense, damage, maxHealth, position, facing, rangeIncrement);
}

Unit withHealth(Unit u, int health)
{
    u.health = health;
    return u;
}

Unit withMorale(Unit u, int morale)
{
    u.morale = morale;
    return u;
}

Unit withConditions(Unit u, const QStringList &conditions)
{
    u.conditions = conditions;
    return u;
}

// A board of 24 by 16 tiles; Dawn's reinforcement zone is columns 0-1, Dusk's columns 22-23. Champions: Ilsa (Dawn),
// Fang (Dusk).
BattleSetup setupOf(const QList<Unit> &dawn, const QList<Unit> &dusk, int firstArmy = Dawn, const D20Options &options = {})
{
    BattleSetup setup;
    setup.name = QStringLiteral("Test battle");
    setup.options = options;
    setup.board.columns = 24;
    setup.board.rows = 16;
    setup.armies[Dawn] = Army{QStringLiteral("Dawn"), 0, dawn, {Champion{QStringLiteral("Ilsa"), {}}}, {QRect(0, 0, 2, 16)}};
    setup.armies[Dusk] = Army{QStringLiteral("Dusk"), 0, dusk, {Champion{QStringLiteral("Fang"), {}}}, {QRect(22, 0, 2, 16)}};
    setup.firstArmy = firstArmy;
    return setup;
}

// The Spears of Dawn: melee +4, Defense 14, damage 6, Health 20, at (4, 4) facing east.
Unit spears(int health = 20, int maxHealth = 20)
{
    return withHealth(meleeOf(QStringLiteral("Spears"), 4, 14, 6, maxHealth, QPoint(4, 4), E), health);
}

// Dawn's Bows, far from everyone: they keep Dawn standing when the Spears fall.
Unit farBows()
{
    return rangedOf(QStringLiteral("Bows"), 3, 12, 4, 12, 2, QPoint(4, 12), E);
}

// Dusk's Slings, far from everyone: they keep Dusk standing when the Wolves fall.
Unit farSlings()
{
    return rangedOf(QStringLiteral("Slings"), 2, 11, 3, 8, 2, QPoint(20, 14), W);
}

// The Spears against the Wolves (melee +3, Defense 12, damage 4) standing next to them at (5, 4), facing `facing`.
BattleSetup duel(int wolvesHealth, int wolvesMax, int wolvesFacing, int wolvesDefense = 12, int wolvesMorale = 0,
                 int spearsDamage = 6, const D20Options &options = {})
{
    Unit s = spears();
    s.damage = spearsDamage;
    Unit wolves = withMorale(withHealth(meleeOf(QStringLiteral("Wolves"), 3, wolvesDefense, 4, wolvesMax, QPoint(5, 4), wolvesFacing),
                                        wolvesHealth),
                             wolvesMorale);
    return setupOf({s, farBows()}, {wolves, farSlings()}, Dawn, options);
}

// The open field, Dawn to act:
//   Dawn: 0 Spears (4,4) E; 1 Bows ranged +3 Def 12 dmg 4 HP 12 increment 2 at (4,8) E; 2 Engines artillery +2 Def 10
//         dmg 8 HP 10 increment 1 at (2,12) E; 3 Reserves (melee, in reserve); 4 Fallen (Health 0: destroyed).
//         Zones: columns 0-1 (zone 0) and [4, 14, 3, 2] (zone 1: columns 4-6, rows 14-15).
//   Dusk: 0 Wolves melee +3 Def 12 dmg 4 HP 16 at (6,4) W (two tiles from the Spears); 1 Slings ranged at (15,8) W
//         (11 tiles from the Bows); 2 Raiders at (1,2), inside Dawn's zone 0; 3 Towers artillery at (13,12) (11 tiles
//         from the Engines); 4 Spare (in reserve).
BattleSetup openField()
{
    Unit reserves = meleeOf(QStringLiteral("Reserves"), 2, 12, 4, 12, reserve, E);
    Unit fallen = withHealth(meleeOf(QStringLiteral("Fallen"), 2, 12, 4, 12, reserve, E), 0);
    BattleSetup setup =
        setupOf({spears(), rangedOf(QStringLiteral("Bows"), 3, 12, 4, 12, 2, QPoint(4, 8), E),
                 unitOf(QStringLiteral("Engines"), UnitType::Artillery, 2, 10, 8, 10, QPoint(2, 12), E), reserves, fallen},
                {meleeOf(QStringLiteral("Wolves"), 3, 12, 4, 16, QPoint(6, 4), W),
                 rangedOf(QStringLiteral("Slings"), 2, 11, 3, 8, 2, QPoint(15, 8), W),
                 meleeOf(QStringLiteral("Raiders"), 3, 12, 4, 16, QPoint(1, 2), S),
                 unitOf(QStringLiteral("Towers"), UnitType::Artillery, 2, 10, 8, 10, QPoint(13, 12), W),
                 meleeOf(QStringLiteral("Spare"), 3, 12, 4, 16, reserve, W)});
    setup.armies[Dawn].zones << QRect(4, 14, 3, 2);
    return setup;
}

// The Spears at (4,4) facing east, surrounded by Dusk, who acts first: 0 Axes (5,3) facing south-west, 1 Blades (5,4)
// facing west, 2 Clubs (5,5) facing north-west, all melee +3 Defense 12 Health 16, damage 4, 3 and 2; 3 Spare in
// reserve. Dawn also has its Bows far away.
BattleSetup surroundedSetup(int spearsHealth = 20, int spearsMax = 20, const QStringList &spearsConditions = {})
{
    return setupOf({withConditions(spears(spearsHealth, spearsMax), spearsConditions), farBows()},
                   {meleeOf(QStringLiteral("Axes"), 3, 12, 4, 16, QPoint(5, 3), SW),
                    meleeOf(QStringLiteral("Blades"), 3, 12, 3, 16, QPoint(5, 4), W),
                    meleeOf(QStringLiteral("Clubs"), 3, 12, 2, 16, QPoint(5, 5), NW),
                    meleeOf(QStringLiteral("Spare"), 3, 12, 4, 16, reserve, W)},
                   Dusk);
}

// ... after Dusk's first turn, in which the first `engaging` of Axes, Blades and Clubs engage the Spears ("Engagement":
// a free action, needing facing): Dawn's turn of round 1.
D20Battle surrounded(int engaging = 3, int spearsHealth = 20, int spearsMax = 20, const QStringList &spearsConditions = {})
{
    D20Battle battle(surroundedSetup(spearsHealth, spearsMax, spearsConditions));
    for (int i = 0; i < engaging; ++i)
        battle.take(ActivationStep{.unit = {Dusk, i}, .engage = {0}});
    battle.take(EndTurnStep{});
    return battle;
}

ActivationStep attacking(UnitRef unit, int target)
{
    return ActivationStep{.unit = unit, .action = ActionKind::Attack, .target = target};
}

RollStep rolled(RollKind kind, UnitRef unit, int face)
{
    return RollStep{kind, unit, face};
}

QString asText(const char *text)
{
    return QString::fromUtf8(text);
}

QString asText(const QString &text)
{
    return text;
}

QString errorText(const Status &status)
{
    return status.ok() ? QString() : status.error().field + QStringLiteral(": ") + status.error().message;
}

QString stateText(const UnitState &s)
{
    return QStringLiteral("health %1 [%2] at (%3,%4) facing %5 destroyed %6 activated %7 retaliated %8 pursuing %9")
        .arg(s.health)
        .arg(s.conditions.join(QLatin1Char(',')))
        .arg(s.position.x())
        .arg(s.position.y())
        .arg(s.facing)
        .arg(int(s.destroyed))
        .arg(int(s.activated))
        .arg(int(s.retaliated))
        .arg(s.pursuingTurns);
}

// Everything the battle shows: where the turn is, champions, units, engagements, the roll or pursuit due, the log.
QString snapshot(const D20Battle &battle)
{
    QStringList out;
    out << QStringLiteral("round %1 army %2 phase %3 steps %4 winner %5 end [%6]")
               .arg(battle.round())
               .arg(battle.armyToAct())
               .arg(int(battle.phase()))
               .arg(battle.steps().size())
               .arg(battle.winner())
               .arg(battle.endReason());
    for (int army = 0; army < 2; ++army) {
        for (int c = 0; c < battle.setup().armies[army].champions.size(); ++c)
            out << QStringLiteral("champion %1/%2 joined [%3] acted %4")
                       .arg(army)
                       .arg(c)
                       .arg(battle.joinedTo(army, c))
                       .arg(int(battle.championActed(army, c)));
        for (int i = 0; i < battle.unitCount(army); ++i) {
            QStringList engaged;
            for (const int enemy : battle.engagedWith({army, i}))
                engaged << QString::number(enemy);
            out << QStringLiteral("%1: %2 engaged [%3]")
                       .arg(battle.unit({army, i}).name, stateText(battle.state({army, i})), engaged.join(QLatin1Char(',')));
        }
    }
    if (const auto roll = battle.pendingRoll())
        out << QStringLiteral("roll due: %1 of %2/%3 on %4/%5 modifier %6 penalty %7 increment %8 defense %9 damage %10 holds %11")
                   .arg(rollKindCode(roll->kind))
                   .arg(roll->unit.army)
                   .arg(roll->unit.unit)
                   .arg(roll->target.army)
                   .arg(roll->target.unit)
                   .arg(roll->modifier)
                   .arg(roll->rangePenalty)
                   .arg(roll->increment)
                   .arg(roll->defense)
                   .arg(roll->damage)
                   .arg(roll->holds);
    if (const auto pursuit = battle.pendingPursuit())
        out << QStringLiteral("pursuit due: %1/%2 into (%3,%4)")
                   .arg(pursuit->first.army)
                   .arg(pursuit->first.unit)
                   .arg(pursuit->second.x())
                   .arg(pursuit->second.y());
    out << battle.lines();
    return out.join(QLatin1Char('\n'));
}

QByteArray hillOfSpearsFile()
{
    QFile file(QStringLiteral(MUSTER_EXAMPLES "/d20-hill-of-spears.json"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The Hill of Spears example played as its file says (every die is listed; the seed rolls none).
std::optional<D20Battle> hillOfSpears()
{
    const QJsonObject file = QJsonDocument::fromJson(hillOfSpearsFile()).object();
    auto setup = setupFromJson(file);
    if (!setup)
        return std::nullopt;
    D20Battle battle(*setup);
    muster::dice::DiceSource roller(quint64(file.value(QStringLiteral("seed")).toInteger()));
    if (!playScript(battle, file.value(QStringLiteral("steps")).toArray(), roller))
        return std::nullopt;
    return battle;
}

} // namespace

#define TAKE(battle, step)                                                                                             \
    do {                                                                                                               \
        const Status taken_ = (battle).take(step);                                                                     \
        QVERIFY2(taken_.ok(), qPrintable(errorText(taken_)));                                                          \
    } while (false)

// The step is refused naming `field_`, and the battle is as it was.
#define REFUSE(battle, step, field_)                                                                                   \
    do {                                                                                                               \
        const QString before_ = snapshot(battle);                                                                      \
        const Status refused_ = (battle).take(step);                                                                   \
        QVERIFY2(!refused_.ok(), "the step was taken");                                                                \
        QCOMPARE(refused_.error().field, asText(field_));                                                            \
        QCOMPARE(snapshot(battle), before_);                                                                           \
    } while (false)

// The roll due is `kind_` by `unit_` on `target_`.
#define EXPECT_ROLL(battle, kind_, unit_, target_)                                                                     \
    do {                                                                                                               \
        QCOMPARE((battle).phase(), Phase::Roll);                                                                       \
        const std::optional<PendingRoll> due_ = (battle).pendingRoll();                                               \
        QVERIFY2(due_.has_value(), "no roll is due");                                                                  \
        QCOMPARE(due_->kind, (kind_));                                                                                 \
        QCOMPARE(due_->unit, (unit_));                                                                                 \
        if ((kind_) != RollKind::Morale)                                                                               \
            QCOMPARE(due_->target, (target_));                                                                         \
    } while (false)

#define EXPECT_PURSUIT(battle, unit_, tile_)                                                                           \
    do {                                                                                                               \
        QCOMPARE((battle).phase(), Phase::Pursuit);                                                                    \
        const auto due_ = (battle).pendingPursuit();                                                                   \
        QVERIFY2(due_.has_value(), "no pursuit is due");                                                               \
        QCOMPARE(due_->first, (unit_));                                                                                \
        QCOMPARE(due_->second, (tile_));                                                                               \
    } while (false)

class TstD20Battle : public QObject
{
    Q_OBJECT

private slots:
    // "Battlefield Champions": "Characters can take one action per round, before their units act" and may join a
    // unit. The army set up to act first acts first in every round; the other army's units and champions wait.
    void turnOrder()
    {
        BattleSetup setup = setupOf({spears(), farBows()},
                                    {meleeOf(QStringLiteral("Wolves"), 3, 12, 4, 16, QPoint(10, 4), W), farSlings(),
                                     withHealth(meleeOf(QStringLiteral("Fallen"), 3, 12, 4, 16, reserve, W), 0)},
                                    Dusk);
        setup.armies[Dusk].champions << Champion{QStringLiteral("Grak"), {}};
        D20Battle battle(setup);
        QCOMPARE(battle.round(), 1);
        QCOMPARE(battle.armyToAct(), Dusk);
        QCOMPARE(battle.phase(), Phase::Turn);
        QVERIFY(battle.isUnplayed());

        REFUSE(battle, (ActivationStep{.unit = {Dawn, 0}}), "unit");
        REFUSE(battle, (ChampionStep{Dawn, 0, std::nullopt, QString()}), "army");
        REFUSE(battle, (ChampionStep{Dusk, 5, std::nullopt, QString()}), "champion");
        REFUSE(battle, (ChampionStep{Dusk, 0, QStringLiteral("Ghosts"), QString()}), "join");
        REFUSE(battle, (ChampionStep{Dusk, 0, QStringLiteral("Spears"), QString()}), "join"); // not Dusk's
        REFUSE(battle, (ChampionStep{Dusk, 0, QStringLiteral("Fallen"), QString()}), "join"); // destroyed

        TAKE(battle, (ChampionStep{Dusk, 0, QStringLiteral("Wolves"), QStringLiteral("Rallies the pack.")}));
        QCOMPARE(battle.joinedTo(Dusk, 0), QStringLiteral("Wolves"));
        QVERIFY(battle.championActed(Dusk, 0));
        QCOMPARE(battle.lines().last(), QStringLiteral("Round 1, Fang: joins Wolves. Rallies the pack."));
        // One action per round.
        REFUSE(battle, (ChampionStep{Dusk, 0, std::nullopt, QStringLiteral("Again.")}), "champion");

        TAKE(battle, (ActivationStep{.unit = {Dusk, 0}}));
        QVERIFY(battle.state({Dusk, 0}).activated);
        // Before their units act: Grak is too late once the Wolves have had their turn.
        REFUSE(battle, (ChampionStep{Dusk, 1, std::nullopt, QStringLiteral("Late.")}), "champion");

        TAKE(battle, EndTurnStep{});
        QCOMPARE(battle.lines().last(), QStringLiteral("Round 1: Dusk ends its turn."));
        QCOMPARE(battle.armyToAct(), Dawn);
        QCOMPARE(battle.round(), 1);
        REFUSE(battle, (ActivationStep{.unit = {Dusk, 1}}), "unit");
        TAKE(battle, (ChampionStep{Dawn, 0, QStringLiteral("Spears"), QString()}));
        QCOMPARE(battle.joinedTo(Dawn, 0), QStringLiteral("Spears"));
        TAKE(battle, (ActivationStep{.unit = {Dawn, 0}}));
        TAKE(battle, EndTurnStep{});
        QCOMPARE(battle.lines().last(), QStringLiteral("Round 1: Dawn ends its turn. Round 2 begins."));

        // Round 2: Dusk first again; every champion and unit may act again.
        QCOMPARE(battle.round(), 2);
        QCOMPARE(battle.armyToAct(), Dusk);
        QVERIFY(!battle.championActed(Dusk, 0));
        QVERIFY(!battle.state({Dusk, 0}).activated);
        QVERIFY(!battle.state({Dawn, 0}).activated);
        TAKE(battle, (ChampionStep{Dusk, 0, QString(), QString()})); // leaves the Wolves
        QCOMPARE(battle.joinedTo(Dusk, 0), QString());
        QCOMPARE(battle.lines().last(), QStringLiteral("Round 2, Fang: leaves its unit."));
        TAKE(battle, (ChampionStep{Dusk, 1, std::nullopt, QStringLiteral("Scouts the ridge.")}));
        QCOMPARE(battle.joinedTo(Dusk, 1), QString());
        QCOMPARE(battle.lines().last(), QStringLiteral("Round 2, Grak: Scouts the ridge."));
        QCOMPARE(battle.joinedTo(Dawn, 0), QStringLiteral("Spears")); // stays as it was
    }

    // "Unit Actions", "Facing", "Engagement", "Attacks", "Ranged Increments", "Resting", "Reinforcement Zones" and the
    // rulings "d20 strategic combat" (facing, board, arcs): what an activation may not do, refused by its field. A
    // refused step changes nothing.
    void activationRefusals_data()
    {
        QTest::addColumn<bool>("surroundedScene"); // the open field (false) or the Spears surrounded (true)
        QTest::addColumn<QList<ActivationStep>>("before");
        QTest::addColumn<ActivationStep>("step");
        QTest::addColumn<QString>("field");
        const UnitRef spearsRef{Dawn, 0}, bows{Dawn, 1}, engines{Dawn, 2}, reserves{Dawn, 3};
        const QList<ActivationStep> none;
        // The open field (openField()).
        QTest::newRow("a unit of the army not to act") << false << none << ActivationStep{.unit = {Dusk, 0}} << "unit";
        QTest::newRow("no such unit") << false << none << ActivationStep{.unit = {Dawn, 9}} << "unit";
        QTest::newRow("a unit twice in a round")
            << false << QList<ActivationStep>{ActivationStep{.unit = spearsRef}} << ActivationStep{.unit = spearsRef} << "unit";
        QTest::newRow("a destroyed unit (Health 0)") << false << none << ActivationStep{.unit = {Dawn, 4}} << "unit";
        QTest::newRow("a facing past north-west") << false << none << ActivationStep{.unit = spearsRef, .face = 8} << "face";
        QTest::newRow("a second facing below north")
            << false << none << ActivationStep{.unit = spearsRef, .faceAgain = -1} << "face";
        QTest::newRow("a move off the board (24 columns: 0-23)")
            << false << none << ActivationStep{.unit = spearsRef, .moveTo = QPoint(24, 4)} << "move_to";
        QTest::newRow("a move onto an enemy") << false << none << ActivationStep{.unit = spearsRef, .moveTo = QPoint(6, 4)} << "move_to";
        QTest::newRow("a move onto a friend") << false << none << ActivationStep{.unit = spearsRef, .moveTo = QPoint(4, 8)} << "move_to";
        QTest::newRow("entering from reserve outside any zone")
            << false << none << ActivationStep{.unit = reserves, .moveTo = QPoint(5, 5)} << "move_to";
        QTest::newRow("entering through a zone an enemy stands in (Raiders at (1,2))")
            << false << none << ActivationStep{.unit = reserves, .moveTo = QPoint(0, 5)} << "move_to";
        QTest::newRow("a second facing change with a move")
            << false << none << ActivationStep{.unit = spearsRef, .moveTo = QPoint(5, 4), .faceAgain = E} << "face_again";
        QTest::newRow("engaging an enemy two tiles off") << false << none << ActivationStep{.unit = spearsRef, .engage = {0}} << "engage";
        QTest::newRow("engaging an enemy next to it but not faced")
            << false << none << ActivationStep{.unit = spearsRef, .face = N, .moveTo = QPoint(5, 4), .engage = {0}} << "engage";
        QTest::newRow("engaging an enemy in reserve") << false << none << ActivationStep{.unit = spearsRef, .engage = {4}} << "engage";
        QTest::newRow("a melee attack two tiles off") << false << none << attacking(spearsRef, 0) << "target";
        QTest::newRow("a melee attack on an enemy next to it, not faced")
            << false << none
            << ActivationStep{.unit = spearsRef, .face = N, .moveTo = QPoint(5, 4), .action = ActionKind::Attack, .target = 0}
            << "target";
        // Bows (4,8) facing south; the Wolves at (6,4), 4 tiles (increment 2) off, lie to the north-north-east.
        QTest::newRow("a ranged attack outside the arc")
            << false << none << ActivationStep{.unit = bows, .face = S, .action = ActionKind::Attack, .target = 0} << "target";
        // Bows (4,8) to the Slings (15,8): 11 tiles, increment ceil(11/2) = 6 > 5.
        QTest::newRow("a ranged attack beyond 5 increments") << false << none << attacking(bows, 1) << "target";
        // Engines (2,12) to the Towers (13,12): 11 tiles at increment 1 > 10.
        QTest::newRow("an artillery attack beyond 10 increments") << false << none << attacking(engines, 3) << "target";
        QTest::newRow("an attack without a target") << false << none << attacking(spearsRef, -1) << "target";
        QTest::newRow("an attack on an enemy in reserve") << false << none << attacking(bows, 4) << "target";
        QTest::newRow("Disengage when not engaged")
            << false << none << ActivationStep{.unit = spearsRef, .action = ActionKind::Disengage} << "action";
        QTest::newRow("Rest while engaging")
            << false << none
            << ActivationStep{.unit = spearsRef, .moveTo = QPoint(5, 4), .engage = {0}, .action = ActionKind::Rest} << "action";
        QTest::newRow("an attack from reserve without entering") << false << none << attacking(reserves, 0) << "action";
        QTest::newRow("Rest from reserve without entering")
            << false << none << ActivationStep{.unit = reserves, .action = ActionKind::Rest} << "action";
        // The Spears surrounded by Axes, Blades and Clubs (surrounded()).
        QTest::newRow("Rest while engaged")
            << true << none << ActivationStep{.unit = spearsRef, .action = ActionKind::Rest} << "action";
        QTest::newRow("Disengage from three sparing none")
            << true << none << ActivationStep{.unit = spearsRef, .moveTo = QPoint(3, 4), .action = ActionKind::Disengage} << "spared";
        QTest::newRow("Disengage from three sparing one")
            << true << none
            << ActivationStep{.unit = spearsRef, .moveTo = QPoint(3, 4), .action = ActionKind::Disengage, .spared = {0}} << "spared";
        QTest::newRow("Disengage from three sparing one twice")
            << true << none
            << ActivationStep{.unit = spearsRef, .moveTo = QPoint(3, 4), .action = ActionKind::Disengage, .spared = {0, 0}} << "spared";
        QTest::newRow("Disengage from three sparing one not engaged")
            << true << none
            << ActivationStep{.unit = spearsRef, .moveTo = QPoint(3, 4), .action = ActionKind::Disengage, .spared = {0, 3}} << "spared";
        QTest::newRow("Disengage from three sparing three")
            << true << none
            << ActivationStep{.unit = spearsRef, .moveTo = QPoint(3, 4), .action = ActionKind::Disengage, .spared = {0, 1, 2}}
            << "spared";
    }

    void activationRefusals()
    {
        QFETCH(bool, surroundedScene);
        QFETCH(QList<ActivationStep>, before);
        QFETCH(ActivationStep, step);
        QFETCH(QString, field);
        D20Battle battle = surroundedScene ? surrounded() : D20Battle(openField());
        if (surroundedScene)
            QCOMPARE(battle.engagedWith({Dawn, 0}), (QList<int>{0, 1, 2}));
        for (const ActivationStep &earlier : before)
            TAKE(battle, earlier);
        REFUSE(battle, step, field);
    }

    // "Reinforcement Zones": "A reinforcement zone does not function while an enemy unit occupies any of its tiles";
    // a unit in reserve enters through a tile of a working zone of its army.
    void reinforcementZones()
    {
        D20Battle battle(openField());
        QVERIFY(!battle.zoneWorks(Dawn, 0)); // the Raiders stand at (1,2)
        QVERIFY(battle.zoneWorks(Dawn, 1));
        QVERIFY(battle.zoneWorks(Dusk, 0));
        REFUSE(battle, (ActivationStep{.unit = {Dawn, 3}, .moveTo = QPoint(1, 5)}), "move_to");
        TAKE(battle, (ActivationStep{.unit = {Dawn, 3}, .moveTo = QPoint(5, 14)}));
        QCOMPARE(battle.state({Dawn, 3}).position, QPoint(5, 14));
        QCOMPARE(battle.lines().last(), QStringLiteral("Round 1, Reserves: Reserves enters the board at (5, 14)."));
        TAKE(battle, EndTurnStep{});
        // The Raiders step out of the zone: it works again.
        TAKE(battle, (ActivationStep{.unit = {Dusk, 2}, .moveTo = QPoint(3, 2)}));
        QVERIFY(battle.zoneWorks(Dawn, 0));
        // Dusk's Spare enters through its own zone and, having entered, may act: it faces west and engages nothing.
        REFUSE(battle, (ActivationStep{.unit = {Dusk, 4}, .moveTo = QPoint(21, 3)}), "move_to");
        TAKE(battle, (ActivationStep{.unit = {Dusk, 4}, .moveTo = QPoint(22, 3)}));
        QCOMPARE(battle.state({Dusk, 4}).position, QPoint(22, 3));
        TAKE(battle, EndTurnStep{});
        QCOMPARE(battle.round(), 2);
        TAKE(battle, (ActivationStep{.unit = {Dawn, 3}, .moveTo = QPoint(1, 5)})); // a move on the board, not an entry
    }

    // "Attacks" and the ruling "A total equal to the Defense is a hit ... a natural 1 always misses (rule option)":
    // the Spears (+4) attack the Wolves (Health 30, facing away: no retaliation) with the face typed.
    void attackResults_data()
    {
        QTest::addColumn<int>("defense");
        QTest::addColumn<int>("face");
        QTest::addColumn<bool>("naturalOneMisses");
        QTest::addColumn<int>("damage");
        QTest::addColumn<QString>("result");
        QTest::addColumn<int>("dealt");
        QTest::newRow("natural 1 misses (option on)") << 12 << 1 << true << 6 << "miss" << 0;
        QTest::newRow("natural 1, option off: 5 against 12 fails by 7, glancing 6/2") << 12 << 1 << false << 6 << "glancing blow" << 3;
        QTest::newRow("6 against 16 fails by 10: miss") << 16 << 2 << true << 6 << "miss" << 0;
        QTest::newRow("7 against 16 fails by 9: glancing 6/2") << 16 << 3 << true << 6 << "glancing blow" << 3;
        QTest::newRow("11 against 12 fails by 1: glancing 5/2 rounded down") << 12 << 7 << true << 5 << "glancing blow" << 2;
        QTest::newRow("12 against 12 meets it: hit") << 12 << 8 << true << 6 << "hit" << 6;
        QTest::newRow("21 against 12 beats it by 9: hit") << 12 << 17 << true << 6 << "hit" << 6;
        QTest::newRow("22 against 12 beats it by 10: critical 6 x 1.5") << 12 << 18 << true << 6 << "critical" << 9;
        QTest::newRow("critical of 5: 7.5 rounded down") << 12 << 18 << true << 5 << "critical" << 7;
        QTest::newRow("natural 20 (24 would be a critical): double, not x1.5") << 12 << 20 << true << 6 << "natural 20" << 12;
        QTest::newRow("natural 20 against 30 (24 fails by 6): double") << 30 << 20 << true << 6 << "natural 20" << 12;
        QTest::newRow("natural 20 with the natural-1 option off") << 12 << 20 << false << 5 << "natural 20" << 10;
    }

    void attackResults()
    {
        QFETCH(int, defense);
        QFETCH(int, face);
        QFETCH(bool, naturalOneMisses);
        QFETCH(int, damage);
        QFETCH(QString, result);
        QFETCH(int, dealt);
        D20Options options;
        options.naturalOneMisses = naturalOneMisses;
        D20Battle battle(duel(30, 30, N, defense, 0, damage, options));
        TAKE(battle, attacking({Dawn, 0}, 0));
        EXPECT_ROLL(battle, RollKind::Attack, (UnitRef{Dawn, 0}), (UnitRef{Dusk, 0}));
        QCOMPARE(battle.pendingRoll()->modifier, 4);
        QCOMPARE(battle.pendingRoll()->rangePenalty, 0);
        QCOMPARE(battle.pendingRoll()->defense, defense);
        QCOMPARE(battle.pendingRoll()->damage, damage);
        REFUSE(battle, rolled(RollKind::Attack, {Dawn, 0}, 21), "face");
        REFUSE(battle, rolled(RollKind::Attack, {Dawn, 0}, 0), "face");
        REFUSE(battle, rolled(RollKind::Retaliation, {Dusk, 0}, face), "roll");
        REFUSE(battle, EndTurnStep{}, "step");
        TAKE(battle, rolled(RollKind::Attack, {Dawn, 0}, face));
        QCOMPARE(battle.state({Dusk, 0}).health, 30 - dealt);
        QString line = QStringLiteral("Round 1, attack of Spears on Wolves: d20 %1 +4 = %2 against Defense %3: %4.")
                           .arg(face)
                           .arg(face + 4)
                           .arg(defense)
                           .arg(result);
        line += dealt > 0 ? QStringLiteral(" Wolves takes %1 damage: Health %2 of 30.").arg(dealt).arg(30 - dealt)
                          : QStringLiteral(" No damage.");
        QCOMPARE(battle.lines().last(), line);
        QCOMPARE(battle.phase(), Phase::Turn); // facing away: no retaliation; above half: no morale
        QVERIFY(battle.isEngaged({Dawn, 0}, 0)); // a melee attack engages its target
    }

    // "Ranged Increments": -2 for each increment beyond the first; ranged units reach 5 increments, artillery 10;
    // ruling: distance with diagonals as 1, increment ceil(d / the unit's increment), ranged and artillery need the
    // target in the 90-degree arc (its edges included). The attacker (+3, damage 4) stands at (4,8) facing east; the
    // target (Defense 11, Health 30, facing north) at `offset` from it. The face rolled is 19.
    void rangedAttacks_data()
    {
        QTest::addColumn<UnitType>("type");
        QTest::addColumn<int>("increment"); // the unit's
        QTest::addColumn<QPoint>("offset");
        QTest::addColumn<int>("expectedIncrement"); // 0: refused
        QTest::addColumn<int>("penalty");
        QTest::addColumn<int>("dealt"); // with 19
        // 19 + 3 = 22 against 11: by 11, critical 4 x 1.5 = 6.
        QTest::newRow("ranged, next tile: increment 1") << UnitType::Ranged << 2 << QPoint(1, 0) << 1 << 0 << 6;
        QTest::newRow("ranged, 2 tiles: increment 1") << UnitType::Ranged << 2 << QPoint(2, 0) << 1 << 0 << 6;
        // 19 + 3 - 2 = 20 against 11: by 9, hit 4.
        QTest::newRow("ranged, 3 tiles: increment 2, -2") << UnitType::Ranged << 2 << QPoint(3, 0) << 2 << -2 << 4;
        QTest::newRow("ranged, 4 tiles on the arc's edge (4,4): increment 2") << UnitType::Ranged << 2 << QPoint(4, 4) << 2 << -2 << 4;
        // 19 + 3 - 8 = 14 against 11: hit 4.
        QTest::newRow("ranged, 9 tiles: increment 5, -8") << UnitType::Ranged << 2 << QPoint(9, 0) << 5 << -8 << 4;
        QTest::newRow("ranged, 10 tiles: increment 5, -8") << UnitType::Ranged << 2 << QPoint(10, 0) << 5 << -8 << 4;
        QTest::newRow("ranged, 11 tiles: increment 6, beyond 5") << UnitType::Ranged << 2 << QPoint(11, 0) << 0 << 0 << 0;
        QTest::newRow("ranged, (3,4) outside the arc") << UnitType::Ranged << 2 << QPoint(3, 4) << 0 << 0 << 0;
        // 19 + 3 - 18 = 4 against 11: fails by 7, glancing 2.
        QTest::newRow("artillery, 10 tiles at increment 1: -18") << UnitType::Artillery << 1 << QPoint(10, 0) << 10 << -18 << 2;
        QTest::newRow("artillery, 11 tiles at increment 1: beyond 10") << UnitType::Artillery << 1 << QPoint(11, 0) << 0 << 0 << 0;
        // ceil(19 / 3) = 7: -12; 19 + 3 - 12 = 10 against 11: glancing 2.
        QTest::newRow("artillery, 19 tiles at increment 3: increment 7, -12") << UnitType::Artillery << 3 << QPoint(19, 0) << 7 << -12 << 2;
        QTest::newRow("melee, next tile") << UnitType::Melee << 1 << QPoint(1, 0) << 1 << 0 << 6;
        QTest::newRow("melee, 2 tiles") << UnitType::Melee << 1 << QPoint(2, 0) << 0 << 0 << 0;
    }

    void rangedAttacks()
    {
        QFETCH(UnitType, type);
        QFETCH(int, increment);
        QFETCH(QPoint, offset);
        QFETCH(int, expectedIncrement);
        QFETCH(int, penalty);
        QFETCH(int, dealt);
        const Tile at(4, 8);
        D20Battle battle(setupOf({unitOf(QStringLiteral("Shooters"), type, 3, 12, 4, 12, at, E, increment)},
                                 {unitOf(QStringLiteral("Mark"), UnitType::Melee, 3, 11, 4, 30, at + offset, N), farSlings()}));
        if (expectedIncrement == 0) {
            REFUSE(battle, attacking({Dawn, 0}, 0), "target");
            return;
        }
        TAKE(battle, attacking({Dawn, 0}, 0));
        EXPECT_ROLL(battle, RollKind::Attack, (UnitRef{Dawn, 0}), (UnitRef{Dusk, 0}));
        const PendingRoll due = *battle.pendingRoll();
        QCOMPARE(due.increment, expectedIncrement);
        QCOMPARE(due.rangePenalty, penalty);
        QCOMPARE(due.modifier, 3 + penalty);
        TAKE(battle, rolled(RollKind::Attack, {Dawn, 0}, 19));
        QCOMPARE(battle.state({Dusk, 0}).health, 30 - dealt);
        const QString range = QStringLiteral("(range increment %1: \u2212%2)").arg(expectedIncrement).arg(-penalty);
        QCOMPARE(battle.lines().last().contains(range), penalty != 0);
        QCOMPARE(battle.lines().last().contains(QStringLiteral("range increment")), penalty != 0);
        // Only a melee attack engages.
        QCOMPARE(battle.isEngaged({Dawn, 0}, 0), type == UnitType::Melee);
    }

    // "Retaliatory Attacks": "... against any unit they are facing that attacks them in melee". The attacker at (4,4)
    // facing east; the target (+3, damage 4, Health 30) at (5,4). The attack: 8 + 4 = 12 against 12, hit 6 (Health 24,
    // above half). The retaliation: 10 + 3 = 13 against the attacker's 14, glancing 2: Health 18 of 20.
    void retaliation_data()
    {
        QTest::addColumn<UnitType>("attackerType");
        QTest::addColumn<UnitType>("targetType");
        QTest::addColumn<int>("targetFacing");
        QTest::addColumn<bool>("retaliates");
        QTest::newRow("melee attacker, melee target facing it") << UnitType::Melee << UnitType::Melee << W << true;
        QTest::newRow("melee target facing away") << UnitType::Melee << UnitType::Melee << N << false;
        QTest::newRow("melee target facing the tile beside the attacker") << UnitType::Melee << UnitType::Melee << NW << false;
        QTest::newRow("ranged attacker next to it, target facing it") << UnitType::Ranged << UnitType::Melee << W << false;
        QTest::newRow("ranged target, the attacker on its arc's edge (north-west)") << UnitType::Melee << UnitType::Ranged << NW << true;
        QTest::newRow("ranged target, the attacker outside its arc (north)") << UnitType::Melee << UnitType::Ranged << N << false;
    }

    void retaliation()
    {
        QFETCH(UnitType, attackerType);
        QFETCH(UnitType, targetType);
        QFETCH(int, targetFacing);
        QFETCH(bool, retaliates);
        D20Battle battle(setupOf({unitOf(QStringLiteral("Spears"), attackerType, 4, 14, 6, 20, QPoint(4, 4), E), farBows()},
                                 {unitOf(QStringLiteral("Wolves"), targetType, 3, 12, 4, 30, QPoint(5, 4), targetFacing), farSlings()}));
        TAKE(battle, attacking({Dawn, 0}, 0));
        TAKE(battle, rolled(RollKind::Attack, {Dawn, 0}, 8));
        QCOMPARE(battle.state({Dusk, 0}).health, 24);
        if (!retaliates) {
            QCOMPARE(battle.phase(), Phase::Turn);
            QVERIFY(!battle.state({Dusk, 0}).retaliated);
            return;
        }
        EXPECT_ROLL(battle, RollKind::Retaliation, (UnitRef{Dusk, 0}), (UnitRef{Dawn, 0}));
        QCOMPARE(battle.pendingRoll()->modifier, 3);
        QCOMPARE(battle.pendingRoll()->defense, 14);
        REFUSE(battle, (ActivationStep{.unit = {Dawn, 1}}), "step");
        TAKE(battle, rolled(RollKind::Retaliation, {Dusk, 0}, 10));
        QCOMPARE(battle.lines().last(),
                 QStringLiteral("Round 1, retaliatory attack of Wolves on Spears: d20 10 +3 = 13 against Defense 14: glancing blow. "
                                "Spears takes 2 damage: Health 18 of 20."));
        QCOMPARE(battle.state({Dawn, 0}).health, 18);
        QVERIFY(battle.state({Dusk, 0}).retaliated);
        QCOMPARE(battle.phase(), Phase::Turn); // a retaliation is not retaliated
    }

    // "Each unit gets one retaliatory attack per round". The Skirmishers (ranged +3, damage 4, Health 40) at (5,4)
    // facing west have both the Spears (4,4) and the Swords (4,5) in their arc.
    void retaliationOncePerRound()
    {
        D20Battle battle(setupOf({withHealth(spears(40, 40), 40), meleeOf(QStringLiteral("Swords"), 2, 13, 4, 40, QPoint(4, 5), NE)},
                                 {rangedOf(QStringLiteral("Skirmishers"), 3, 12, 4, 40, 2, QPoint(5, 4), W)}));
        TAKE(battle, attacking({Dawn, 0}, 0));
        TAKE(battle, rolled(RollKind::Attack, {Dawn, 0}, 8)); // 12 against 12: hit 6, Health 34
        EXPECT_ROLL(battle, RollKind::Retaliation, (UnitRef{Dusk, 0}), (UnitRef{Dawn, 0}));
        TAKE(battle, rolled(RollKind::Retaliation, {Dusk, 0}, 10)); // 13 against 14: glancing 2, Spears 38
        QCOMPARE(battle.state({Dawn, 0}).health, 38);
        TAKE(battle, attacking({Dawn, 1}, 0));
        TAKE(battle, rolled(RollKind::Attack, {Dawn, 1}, 10)); // 10 + 2 = 12 against 12: hit 4, Health 30
        QCOMPARE(battle.state({Dusk, 0}).health, 30);
        QCOMPARE(battle.phase(), Phase::Turn); // its one retaliation of the round is spent
        TAKE(battle, EndTurnStep{});
        TAKE(battle, EndTurnStep{});
        QCOMPARE(battle.round(), 2);
        QVERIFY(!battle.state({Dusk, 0}).retaliated);
        TAKE(battle, attacking({Dawn, 0}, 0));
        TAKE(battle, rolled(RollKind::Attack, {Dawn, 0}, 8)); // hit 6: Health 24 (48 > 40, not diminished)
        EXPECT_ROLL(battle, RollKind::Retaliation, (UnitRef{Dusk, 0}), (UnitRef{Dawn, 0}));
    }

    // Ruling "d20 strategic combat": "A retaliatory attack comes after the attack that provoked it is resolved; a unit
    // shattered or destroyed by that attack does not retaliate". The Spears hit the Wolves (max 20, facing them) for 6.
    void retaliationAfterTheAttacksMorale_data()
    {
        QTest::addColumn<int>("wolvesHealth");
        QTest::addColumn<int>("moraleFace"); // 0: no morale check
        QTest::addColumn<bool>("retaliates");
        QTest::addColumn<int>("healthAfter");
        QTest::newRow("6 - 6 = 0: destroyed, no retaliation") << 6 << 0 << false << 0;
        // 14 - 6 = 8 (16 <= 20): morale 5 fails; the Spears' automatic 6 leaves 2.
        QTest::newRow("shattered by its morale check: no retaliation") << 14 << 5 << false << 2;
        QTest::newRow("morale 20 holds: the retaliation follows the check") << 14 << 20 << true << 8;
        QTest::newRow("20 - 6 = 14 above half: the retaliation at once") << 20 << 0 << true << 14;
    }

    void retaliationAfterTheAttacksMorale()
    {
        QFETCH(int, wolvesHealth);
        QFETCH(int, moraleFace);
        QFETCH(bool, retaliates);
        QFETCH(int, healthAfter);
        D20Battle battle(duel(wolvesHealth, 20, W));
        TAKE(battle, attacking({Dawn, 0}, 0));
        TAKE(battle, rolled(RollKind::Attack, {Dawn, 0}, 8));
        if (moraleFace > 0) {
            EXPECT_ROLL(battle, RollKind::Morale, (UnitRef{Dusk, 0}), (UnitRef{Dusk, 0}));
            TAKE(battle, rolled(RollKind::Morale, {Dusk, 0}, moraleFace));
        }
        if (battle.phase() == Phase::Pursuit)
            TAKE(battle, (PursuitStep{{Dawn, 0}, false}));
        QCOMPARE(battle.state({Dusk, 0}).health, healthAfter);
        if (retaliates) {
            EXPECT_ROLL(battle, RollKind::Retaliation, (UnitRef{Dusk, 0}), (UnitRef{Dawn, 0}));
        } else {
            QCOMPARE(battle.phase(), Phase::Turn);
            QVERIFY(!battle.state({Dusk, 0}).retaliated);
            QVERIFY(!battle.onBoard({Dusk, 0}));
        }
    }

    // "Morale" and "Diminished": a unit checks morale whenever it takes damage while at or below half Health,
    // "including the damage that causes them to become diminished"; rulings: d20 + the morale modifier against DC 20,
    // damage of 0 is no damage, a unit at 0 Health or less is destroyed. The Spears (+4, damage 6) attack the Wolves
    // (Defense 12, max Health 20, facing away).
    void moraleChecks_data()
    {
        QTest::addColumn<int>("health");
        QTest::addColumn<int>("face");
        QTest::addColumn<int>("morale");
        QTest::addColumn<bool>("checks");
        QTest::addColumn<int>("healthAfter");
        QTest::addColumn<double>("holds");
        // 8 + 4 = 12 against 12: hit 6.
        QTest::newRow("the damage that diminishes: 16 - 6 = 10, half of 20; holds on 20") << 16 << 8 << 0 << true << 10 << 0.05;
        QTest::newRow("damage that leaves it above half: 17 - 6 = 11") << 17 << 8 << 0 << false << 11 << 0.0;
        QTest::newRow("diminished already: 10 - 6 = 4; +1 holds on 19 and 20") << 10 << 8 << 1 << true << 4 << 0.10;
        // 7 + 4 = 11 against 12: glancing 3.
        QTest::newRow("a glancing blow while diminished: 8 - 3 = 5; +3 holds on 17-20") << 8 << 7 << 3 << true << 5 << 0.20;
        QTest::newRow("a natural 1 on a diminished unit: no damage, no check") << 8 << 1 << 0 << false << 8 << 0.0;
        QTest::newRow("6 - 6 = 0: destroyed, no check") << 6 << 8 << 0 << false << 0 << 0.0;
        QTest::newRow("morale -2: no face reaches 20") << 16 << 8 << -2 << true << 10 << 0.0;
    }

    void moraleChecks()
    {
        QFETCH(int, health);
        QFETCH(int, face);
        QFETCH(int, morale);
        QFETCH(bool, checks);
        QFETCH(int, healthAfter);
        QFETCH(double, holds);
        D20Battle battle(duel(health, 20, N, 12, morale));
        TAKE(battle, attacking({Dawn, 0}, 0));
        TAKE(battle, rolled(RollKind::Attack, {Dawn, 0}, face));
        QCOMPARE(battle.state({Dusk, 0}).health, healthAfter);
        QCOMPARE(battle.state({Dusk, 0}).destroyed, healthAfter <= 0);
        if (!checks) {
            QCOMPARE(battle.phase(), Phase::Turn);
            QVERIFY(!battle.lines().last().contains(QStringLiteral("morale")));
            return;
        }
        QVERIFY(battle.lines().last().endsWith(QStringLiteral(" Diminished, it checks morale.")));
        EXPECT_ROLL(battle, RollKind::Morale, (UnitRef{Dusk, 0}), (UnitRef{Dusk, 0}));
        const PendingRoll due = *battle.pendingRoll();
        QCOMPARE(due.modifier, morale);
        QCOMPARE(due.defense, 20);
        QVERIFY2(qAbs(due.holds - holds) < 1e-12, qPrintable(QString::number(due.holds)));
    }

    // "Morale": "All morale checks are DC 20" (an option of the battle); d20 + the morale modifier. On a failure the
    // Wolves (16 - 6 = 10 of 20 after the Spears' hit) shatter: the Spears, engaged by their melee attack, strike them
    // automatically for 6 (Health 4) and they go to their reserve.
    void moraleDc_data()
    {
        QTest::addColumn<int>("morale");
        QTest::addColumn<int>("dc");
        QTest::addColumn<int>("face");
        QTest::addColumn<bool>("held");
        QTest::newRow("19 + 1 = 20 against 20 holds") << 1 << 20 << 19 << true;
        QTest::newRow("18 + 1 = 19 against 20 shatters") << 1 << 20 << 18 << false;
        QTest::newRow("20 - 1 = 19 against 20 shatters (no natural 20 for morale)") << -1 << 20 << 20 << false;
        QTest::newRow("DC 15: 15 holds") << 0 << 15 << 15 << true;
        QTest::newRow("DC 15: 14 shatters") << 0 << 15 << 14 << false;
    }

    void moraleDc()
    {
        QFETCH(int, morale);
        QFETCH(int, dc);
        QFETCH(int, face);
        QFETCH(bool, held);
        D20Options options;
        options.moraleDc = dc;
        D20Battle battle(duel(16, 20, N, 12, morale, 6, options));
        TAKE(battle, attacking({Dawn, 0}, 0));
        TAKE(battle, rolled(RollKind::Attack, {Dawn, 0}, 8));
        EXPECT_ROLL(battle, RollKind::Morale, (UnitRef{Dusk, 0}), (UnitRef{Dusk, 0}));
        QCOMPARE(battle.pendingRoll()->defense, dc);
        TAKE(battle, rolled(RollKind::Morale, {Dusk, 0}, face));
        const QString sign = morale >= 0 ? QStringLiteral("+%1").arg(morale) : QStringLiteral("\u2212%1").arg(-morale);
        QString line = QStringLiteral("Round 1, morale check of Wolves: d20 %1 %2 = %3 against DC %4: ")
                           .arg(face)
                           .arg(sign)
                           .arg(face + morale)
                           .arg(dc);
        if (held) {
            QCOMPARE(battle.lines().last(), line + QStringLiteral("it holds."));
            QCOMPARE(battle.state({Dusk, 0}).position, QPoint(5, 4));
            QCOMPARE(battle.phase(), Phase::Turn);
            return;
        }
        QCOMPARE(battle.lines().last(), line + QStringLiteral("it shatters. Spears strikes it as it breaks: 6 damage. "
                                                              "Wolves leaves the field to its reserve with Health 4."));
        QCOMPARE(battle.state({Dusk, 0}).position, reserve);
        QCOMPARE(battle.state({Dusk, 0}).health, 4);
        QVERIFY(!battle.state({Dusk, 0}).destroyed);
        QVERIFY(battle.engagedWith({Dawn, 0}).isEmpty());
        EXPECT_PURSUIT(battle, (UnitRef{Dawn, 0}), QPoint(5, 4));
    }

    // "Shattered Units": they leave at once, "taking automatic hit damage from any unit engaged in melee with them.
    // Those units may choose to pursue." "Pursuit": the pursuer moves into the shattered unit's square and gains
    // Pursuing "until the end of their next turn". Surrounded in Dusk's turn: Axes and Blades engage, the Clubs attack
    // (engaging): 11 + 3 = 14 against 14, hit 2: the Spears 12 -> 10 of 20, diminished; morale 3 fails: Axes 4,
    // Blades 3 and Clubs 2 strike automatically, 10 - 9 = 1: the Spears go to the reserve with 1.
    void shatterAndPursuit()
    {
        D20Battle battle(surroundedSetup(12));
        TAKE(battle, (ActivationStep{.unit = {Dusk, 0}, .engage = {0}}));
        TAKE(battle, (ActivationStep{.unit = {Dusk, 1}, .engage = {0}}));
        TAKE(battle, attacking({Dusk, 2}, 0));
        QCOMPARE(battle.lines().last(), QStringLiteral("Round 1, Clubs: Clubs engages Spears. Clubs attacks Spears."));
        TAKE(battle, rolled(RollKind::Attack, {Dusk, 2}, 11));
        QCOMPARE(battle.state({Dawn, 0}).health, 10);
        // The Spears face the Blades, not the Clubs: no retaliation is due after the check.
        EXPECT_ROLL(battle, RollKind::Morale, (UnitRef{Dawn, 0}), (UnitRef{Dawn, 0}));
        TAKE(battle, rolled(RollKind::Morale, {Dawn, 0}, 3));
        QCOMPARE(battle.lines().last(),
                 QStringLiteral("Round 1, morale check of Spears: d20 3 +0 = 3 against DC 20: it shatters. Axes strikes it as it "
                                "breaks: 4 damage. Blades strikes it as it breaks: 3 damage. Clubs strikes it as it breaks: 2 "
                                "damage. Spears leaves the field to its reserve with Health 1."));
        QCOMPARE(battle.state({Dawn, 0}).health, 1);
        QCOMPARE(battle.state({Dawn, 0}).position, reserve);
        QVERIFY(!battle.state({Dawn, 0}).destroyed);
        for (int i = 0; i < 3; ++i)
            QVERIFY(battle.engagedWith({Dusk, i}).isEmpty());

        // A pursuit choice for each engaged enemy, in turn.
        EXPECT_PURSUIT(battle, (UnitRef{Dusk, 0}), QPoint(4, 4));
        REFUSE(battle, (PursuitStep{{Dusk, 1}, true}), "unit");
        REFUSE(battle, EndTurnStep{}, "step");
        TAKE(battle, (PursuitStep{{Dusk, 0}, false}));
        QCOMPARE(battle.lines().last(), QStringLiteral("Round 1, Axes lets Spears go."));
        QCOMPARE(battle.state({Dusk, 0}).position, QPoint(5, 3));
        EXPECT_PURSUIT(battle, (UnitRef{Dusk, 1}), QPoint(4, 4));
        TAKE(battle, (PursuitStep{{Dusk, 1}, true}));
        QCOMPARE(battle.lines().last(), QStringLiteral("Round 1, Blades pursues Spears into (4, 4)."));
        QCOMPARE(battle.state({Dusk, 1}).position, QPoint(4, 4));
        QCOMPARE(battle.state({Dusk, 1}).conditions, QStringList{Condition::pursuing});
        // A second pursuer cannot move into the taken tile.
        EXPECT_PURSUIT(battle, (UnitRef{Dusk, 2}), QPoint(4, 4));
        TAKE(battle, (PursuitStep{{Dusk, 2}, true}));
        QCOMPARE(battle.lines().last(), QStringLiteral("Round 1, Clubs cannot pursue: (4, 4) is taken."));
        QCOMPARE(battle.state({Dusk, 2}).position, QPoint(5, 5));
        QVERIFY(battle.state({Dusk, 2}).conditions.isEmpty());
        QCOMPARE(battle.phase(), Phase::Turn);
        REFUSE(battle, (PursuitStep{{Dusk, 2}, true}), "unit");

        // Pursued in its own army's turn: Pursuing lasts through the end of Dusk's next turn.
        TAKE(battle, EndTurnStep{});
        QVERIFY(battle.state({Dusk, 1}).conditions.contains(Condition::pursuing));
        // "Reinforcement Zones": the shattered Spears come back through Dawn's zone with the Health they left with.
        TAKE(battle, (ActivationStep{.unit = {Dawn, 0}, .moveTo = QPoint(1, 4)}));
        QCOMPARE(battle.state({Dawn, 0}).position, QPoint(1, 4));
        QCOMPARE(battle.state({Dawn, 0}).health, 1);
        QCOMPARE(battle.lines().last(), QStringLiteral("Round 1, Spears: Spears enters the board at (1, 4)."));
        TAKE(battle, EndTurnStep{});
        QCOMPARE(battle.round(), 2);
        QVERIFY(battle.state({Dusk, 1}).conditions.contains(Condition::pursuing));
        TAKE(battle, EndTurnStep{}); // the end of Dusk's next turn
        QVERIFY(battle.state({Dusk, 1}).conditions.isEmpty());
    }

    // "Shattered Units" with the ruling "A unit at 0 Health or less is destroyed": as above from Health 10: the Clubs'
    // 2 leaves 8 of 20 (diminished), morale 3 fails, 8 - 9 = -1: destroyed. The engaged still choose to pursue.
    void shatterDestroys()
    {
        D20Battle battle(surroundedSetup(10));
        TAKE(battle, (ActivationStep{.unit = {Dusk, 0}, .engage = {0}}));
        TAKE(battle, (ActivationStep{.unit = {Dusk, 1}, .engage = {0}}));
        TAKE(battle, attacking({Dusk, 2}, 0));
        TAKE(battle, rolled(RollKind::Attack, {Dusk, 2}, 11));
        TAKE(battle, rolled(RollKind::Morale, {Dawn, 0}, 3));
        QVERIFY(battle.lines().last().endsWith(QStringLiteral("Clubs strikes it as it breaks: 2 damage. Spears is destroyed.")));
        QVERIFY(battle.state({Dawn, 0}).destroyed);
        QCOMPARE(battle.state({Dawn, 0}).health, -1);
        QCOMPARE(battle.phase(), Phase::Pursuit); // Dawn still has its Bows: the battle goes on
        EXPECT_PURSUIT(battle, (UnitRef{Dusk, 0}), QPoint(4, 4));
        // Destroyed, it cannot come back.
        TAKE(battle, (PursuitStep{{Dusk, 0}, false}));
        TAKE(battle, (PursuitStep{{Dusk, 1}, false}));
        TAKE(battle, (PursuitStep{{Dusk, 2}, false}));
        TAKE(battle, EndTurnStep{});
        REFUSE(battle, (ActivationStep{.unit = {Dawn, 0}, .moveTo = QPoint(1, 4)}), "unit");
    }

    // "Engagement": "Disengaging requires an action, otherwise any engaged unit gets a free attack as they break
    // away." The free attacks are rolled before the move (the Spears stay at (4,4) meanwhile), in the order engaged.
    // Axes 1: a natural 1 misses; Blades 11 + 3 = 14 against 14, hit 3 (Health 17); Clubs 2 + 3 = 5 fails by 9,
    // glancing 2/2 = 1 (Health 16).
    void breakingAwayGivesFreeAttacks()
    {
        D20Battle battle = surrounded();
        TAKE(battle, (ActivationStep{.unit = {Dawn, 0}, .moveTo = QPoint(3, 4)}));
        QCOMPARE(battle.lines().last(), QStringLiteral("Round 1, Spears: It breaks away: free attacks from Axes, Blades, Clubs."));
        QCOMPARE(battle.state({Dawn, 0}).position, QPoint(4, 4));
        EXPECT_ROLL(battle, RollKind::FreeAttack, (UnitRef{Dusk, 0}), (UnitRef{Dawn, 0}));
        QCOMPARE(battle.pendingRoll()->modifier, 3);
        TAKE(battle, rolled(RollKind::FreeAttack, {Dusk, 0}, 1));
        QCOMPARE(battle.lines().last(),
                 QStringLiteral("Round 1, free attack of Axes on Spears: d20 1 +3 = 4 against Defense 14: miss. No damage."));
        EXPECT_ROLL(battle, RollKind::FreeAttack, (UnitRef{Dusk, 1}), (UnitRef{Dawn, 0}));
        TAKE(battle, rolled(RollKind::FreeAttack, {Dusk, 1}, 11));
        QCOMPARE(battle.state({Dawn, 0}).health, 17);
        QCOMPARE(battle.state({Dawn, 0}).position, QPoint(4, 4));
        EXPECT_ROLL(battle, RollKind::FreeAttack, (UnitRef{Dusk, 2}), (UnitRef{Dawn, 0}));
        TAKE(battle, rolled(RollKind::FreeAttack, {Dusk, 2}, 2));
        QCOMPARE(battle.lines().last(),
                 QStringLiteral("Round 1, free attack of Clubs on Spears: d20 2 +3 = 5 against Defense 14: glancing blow. "
                                "Spears takes 1 damage: Health 16 of 20. Spears moves to (3, 4)."));
        QCOMPARE(battle.state({Dawn, 0}).health, 16);
        QCOMPARE(battle.state({Dawn, 0}).position, QPoint(3, 4));
        QVERIFY(battle.engagedWith({Dawn, 0}).isEmpty());
        QCOMPARE(battle.phase(), Phase::Turn); // free attacks are not retaliated
    }

    // "Engagement": "If engaged with more than two units, all but two can take a free attack regardless (chosen by
    // the disengaging unit)"; with two or fewer, a Disengage gives none. "Regardless" is read as: also when the unit
    // Disengages where it stands (the choice of the two spared is asked for then too). Every free attack is a natural 1.
    void disengage_data()
    {
        QTest::addColumn<int>("engaging");
        QTest::addColumn<bool>("moves"); // to (3,4), or Disengaging where it stands
        QTest::addColumn<bool>("disengages");
        QTest::addColumn<QList<int>>("spared");
        QTest::addColumn<QList<int>>("attackers");
        QTest::newRow("Disengage from three sparing Axes and Blades: the Clubs attack")
            << 3 << true << true << QList<int>{0, 1} << QList<int>{2};
        QTest::newRow("Disengage from three sparing Blades and Clubs: the Axes attack")
            << 3 << true << true << QList<int>{1, 2} << QList<int>{0};
        QTest::newRow("Disengage from two: none") << 2 << true << true << QList<int>{} << QList<int>{};
        QTest::newRow("Disengage from one: none") << 1 << true << true << QList<int>{} << QList<int>{};
        QTest::newRow("moving away from two without Disengaging: both") << 2 << true << false << QList<int>{} << QList<int>{0, 1};
        // "regardless": Disengaging where it stands breaks away too.
        QTest::newRow("Disengage in place from three sparing Axes and Clubs: the Blades attack")
            << 3 << false << true << QList<int>{0, 2} << QList<int>{1};
        QTest::newRow("Disengage in place from two: none") << 2 << false << true << QList<int>{} << QList<int>{};
    }

    void disengage()
    {
        QFETCH(int, engaging);
        QFETCH(bool, moves);
        QFETCH(bool, disengages);
        QFETCH(QList<int>, spared);
        QFETCH(QList<int>, attackers);
        D20Battle battle = surrounded(engaging);
        QCOMPARE(battle.engagedWith({Dawn, 0}).size(), engaging);
        ActivationStep step{.unit = {Dawn, 0}, .action = disengages ? ActionKind::Disengage : ActionKind::None, .spared = spared};
        if (moves)
            step.moveTo = QPoint(3, 4);
        TAKE(battle, step);
        for (const int attacker : attackers) {
            EXPECT_ROLL(battle, RollKind::FreeAttack, (UnitRef{Dusk, attacker}), (UnitRef{Dawn, 0}));
            QCOMPARE(battle.state({Dawn, 0}).position, QPoint(4, 4));
            QCOMPARE(battle.engagedWith({Dawn, 0}).size(), engaging); // the free attacks come first
            TAKE(battle, rolled(RollKind::FreeAttack, {Dusk, attacker}, 1));
        }
        QCOMPARE(battle.phase(), Phase::Turn);
        QCOMPARE(battle.state({Dawn, 0}).position, moves ? QPoint(3, 4) : QPoint(4, 4));
        QCOMPARE(battle.state({Dawn, 0}).health, 20);
        QVERIFY(battle.engagedWith({Dawn, 0}).isEmpty());
        QCOMPARE(battle.lines().last().endsWith(QStringLiteral(" Spears disengages.")), disengages);
    }

    // "Engagement" and "Shattered Units": a unit shattered by a free attack as it breaks away leaves at once; its move
    // and action lapse. The Spears (19 of 30, Winded) try to move and Rest: Axes 11 + 3 = 14 against 14, hit 4: 15 of
    // 30, diminished; morale 2 fails: 4 + 3 + 2 = 9 automatic, Health 6, to the reserve. The Axes pursue, in Dawn's
    // turn: Pursuing wears off at the end of Dusk's next turn (round 2).
    void shatteredByAFreeAttackLosesItsMoveAndAction()
    {
        D20Battle battle = surrounded(3, 19, 30, {Condition::winded});
        TAKE(battle, (ActivationStep{.unit = {Dawn, 0}, .moveTo = QPoint(3, 4), .action = ActionKind::Rest}));
        TAKE(battle, rolled(RollKind::FreeAttack, {Dusk, 0}, 11));
        QCOMPARE(battle.state({Dawn, 0}).health, 15);
        // The morale check comes before the Blades' free attack.
        EXPECT_ROLL(battle, RollKind::Morale, (UnitRef{Dawn, 0}), (UnitRef{Dawn, 0}));
        TAKE(battle, rolled(RollKind::Morale, {Dawn, 0}, 2));
        QCOMPARE(battle.state({Dawn, 0}).health, 6);
        EXPECT_PURSUIT(battle, (UnitRef{Dusk, 0}), QPoint(4, 4));
        TAKE(battle, (PursuitStep{{Dusk, 0}, true}));
        TAKE(battle, (PursuitStep{{Dusk, 1}, false}));
        TAKE(battle, (PursuitStep{{Dusk, 2}, false}));
        QCOMPARE(battle.lines().last(),
                 QStringLiteral("Round 1, Clubs lets Spears go. Spears has left the board: no free attack on it. Spears has left "
                                "the board: no free attack on it. Spears has left the board: its move and action lapse."));
        QCOMPARE(battle.phase(), Phase::Turn);
        QCOMPARE(battle.state({Dawn, 0}).position, reserve);
        QCOMPARE(battle.state({Dawn, 0}).conditions, QStringList{Condition::winded}); // no Rest
        QVERIFY(battle.state({Dawn, 0}).activated);
        QCOMPARE(battle.state({Dusk, 0}).position, QPoint(4, 4));
        QCOMPARE(battle.state({Dusk, 0}).conditions, QStringList{Condition::pursuing});

        TAKE(battle, EndTurnStep{}); // Dawn's turn ends: round 2, Dusk first
        QCOMPARE(battle.round(), 2);
        QCOMPARE(battle.state({Dusk, 0}).conditions, QStringList{Condition::pursuing});
        TAKE(battle, EndTurnStep{}); // the end of Dusk's next turn
        QVERIFY(battle.state({Dusk, 0}).conditions.isEmpty());
    }

    // "Resting": "A unit not engaged in combat can take an action to rest, removing Winded, downgrading Debilitated
    // to Winded, and removing any fear condition it may have (Unsettled, Wavering, or Terrorized)". Other labels stay.
    void rest_data()
    {
        QTest::addColumn<QStringList>("before");
        QTest::addColumn<QStringList>("after");
        const QString muddy = QStringLiteral("Muddy");
        QTest::newRow("Winded removed") << QStringList{Condition::winded} << QStringList{};
        QTest::newRow("Debilitated becomes Winded") << QStringList{Condition::debilitated} << QStringList{Condition::winded};
        QTest::newRow("Winded and Debilitated: Winded") << QStringList{Condition::winded, Condition::debilitated}
                                                        << QStringList{Condition::winded};
        QTest::newRow("the fears removed") << QStringList{Condition::unsettled, Condition::wavering, Condition::terrorized}
                                           << QStringList{};
        QTest::newRow("other labels kept") << QStringList{muddy, Condition::terrorized, Condition::pursuing, Condition::debilitated}
                                           << QStringList{muddy, Condition::pursuing, Condition::winded};
        QTest::newRow("nothing to rest off") << QStringList{muddy} << QStringList{muddy};
    }

    void rest()
    {
        QFETCH(QStringList, before);
        QFETCH(QStringList, after);
        D20Battle battle(setupOf({withConditions(spears(), before)}, {meleeOf(QStringLiteral("Wolves"), 3, 12, 4, 16, QPoint(9, 4), W)}));
        TAKE(battle, (ActivationStep{.unit = {Dawn, 0}, .action = ActionKind::Rest}));
        QCOMPARE(battle.state({Dawn, 0}).conditions, after);
        QCOMPARE(battle.lines().last(), QStringLiteral("Round 1, Spears: Spears rests."));
    }

    // The end: an army with no unit left loses ("Over", the winner); the GM may end the battle at any step.
    // The Spears hit the Wolves, Dusk's only unit (6 of 16): 6 - 6 = 0, destroyed.
    void armyDestroyedEndsTheBattle()
    {
        D20Battle battle(setupOf({spears(), farBows()}, {withHealth(meleeOf(QStringLiteral("Wolves"), 3, 12, 4, 16, QPoint(5, 4), W), 6)}));
        QCOMPARE(battle.winner(), -1);
        TAKE(battle, attacking({Dawn, 0}, 0));
        TAKE(battle, rolled(RollKind::Attack, {Dawn, 0}, 8));
        QCOMPARE(battle.lines().last(),
                 QStringLiteral("Round 1, attack of Spears on Wolves: d20 8 +4 = 12 against Defense 12: hit. Wolves takes 6 damage "
                                "and is destroyed. Dusk has no unit left: Dawn wins the battle."));
        QCOMPARE(battle.phase(), Phase::Over);
        QCOMPARE(battle.winner(), Dawn);
        QVERIFY(!battle.pendingRoll());
        QCOMPARE(standing(battle), QStringLiteral("Won by Dawn in round 1"));
        REFUSE(battle, EndTurnStep{}, "step");
        REFUSE(battle, (ActivationStep{.unit = {Dawn, 1}}), "step");
        REFUSE(battle, (EndStep{}), "step");
        QCOMPARE(D20Session(battle).status(), muster::BattleStatus::Finished);
    }

    void endStep()
    {
        D20Battle battle(duel(20, 20, W));
        TAKE(battle, attacking({Dawn, 0}, 0));
        QCOMPARE(battle.phase(), Phase::Roll);
        QCOMPARE(D20Session(battle).status(), muster::BattleStatus::InProgress);
        TAKE(battle, (EndStep{QStringLiteral("night falls")})); // even with a roll due
        QCOMPARE(battle.phase(), Phase::Over);
        QVERIFY(!battle.pendingRoll());
        QCOMPARE(battle.winner(), -1);
        QCOMPARE(battle.endReason(), QStringLiteral("night falls"));
        QCOMPARE(battle.lines().last(), QStringLiteral("Round 1: the battle ends: night falls."));
        QCOMPARE(standing(battle), QStringLiteral("Ended in round 1: night falls"));
        REFUSE(battle, rolled(RollKind::Attack, {Dawn, 0}, 10), "step");

        D20Battle quiet(duel(20, 20, W));
        TAKE(quiet, (EndStep{}));
        QCOMPARE(quiet.endReason(), QStringLiteral("the GM ends the battle"));
    }

    // The Hill of Spears (resources/examples/d20-hill-of-spears.json), counted by hand:
    //   Pikes (+4, Def 15, dmg 6, HP 20, morale +1) move to (6,4), engage and attack Raiders (+5, Def 13, dmg 5, HP 16):
    //   14 + 4 = 18 against 13, hit: Raiders 10. Raiders (facing west) retaliate 12 + 5 = 17 against 15, hit: Pikes 15.
    //   Longbows (+3, increment 3) face east; Goblin Slings (Def 11, HP 8) at (10,5), 7 tiles: increment 3, -4:
    //   19 - 1 = 18, hit 4: 4 of 8, diminished; morale 9 fails: to the reserve (engaged with nobody: no automatic hits).
    //   Red Horde: Raiders attack Pikes 11 + 5 = 16 against 15, hit 5: 10 of 20, diminished; morale 19 + 1 = 20 holds;
    //   Pikes retaliate 8 + 4 = 12 against 13, glancing 3: Raiders 7 of 16, diminished; morale 5 fails: the Pikes'
    //   automatic 6 leaves 1, to the reserve; the Pikes pursue into (7,4). Round 2, Iron Legion's turn.
    void hillOfSpears()
    {
        const auto played = ::hillOfSpears();
        QVERIFY(played.has_value());
        const D20Battle &battle = *played;
        QCOMPARE(battle.round(), 2);
        QCOMPARE(battle.armyToAct(), Dawn);
        QCOMPARE(battle.phase(), Phase::Turn);
        QCOMPARE(battle.winner(), -1); // both Red Horde units are in reserve, not destroyed
        QCOMPARE(standing(battle), QStringLiteral("Round 2, Iron Legion's turn"));
        QCOMPARE(battle.steps().size(), 15);
        QCOMPARE(battle.lines().size(), 15);
        // Every die is in the file: none was rolled from the seed.
        QList<int> faces;
        for (const Step &step : battle.steps())
            if (const auto *roll = std::get_if<RollStep>(&step))
                faces << roll->face;
        QCOMPARE(faces, (QList<int>{14, 12, 19, 9, 11, 19, 8, 5}));
        QCOMPARE(battle.lines().at(5),
                 QStringLiteral("Round 1, attack of Longbows on Goblin Slings: d20 19 \u22121 = 18 (range increment 3: \u22124) "
                                "against Defense 11: hit. Goblin Slings takes 4 damage: Health 4 of 8. Diminished, it checks morale."));
        QCOMPARE(battle.lines().at(12),
                 QStringLiteral("Round 1, morale check of Raiders: d20 5 +0 = 5 against DC 20: it shatters. Pikes strikes it as it "
                                "breaks: 6 damage. Raiders leaves the field to its reserve with Health 1."));

        const UnitState &pikes = battle.state({Dawn, 0});
        QCOMPARE(pikes.position, QPoint(7, 4));
        QCOMPARE(pikes.health, 10);
        QCOMPARE(pikes.conditions, QStringList{Condition::pursuing});
        QCOMPARE(pikes.pursuingTurns, 1); // pursued in Red Horde's turn: ends with Iron Legion's next turn
        const UnitState &longbows = battle.state({Dawn, 1});
        QCOMPARE(longbows.position, QPoint(3, 6));
        QCOMPARE(longbows.facing, E);
        QCOMPARE(longbows.health, 12);
        const UnitState &raiders = battle.state({Dusk, 0});
        QCOMPARE(raiders.position, reserve);
        QCOMPARE(raiders.health, 1);
        QVERIFY(!raiders.destroyed);
        QVERIFY(raiders.retaliated == false); // reset with the round
        const UnitState &slings = battle.state({Dusk, 1});
        QCOMPARE(slings.position, reserve);
        QCOMPARE(slings.health, 4);
        QVERIFY(!slings.destroyed);
        QCOMPARE(battle.joinedTo(Dawn, 0), QStringLiteral("Pikes"));
        QCOMPARE(battle.joinedTo(Dusk, 0), QStringLiteral("Raiders"));
        for (int army = 0; army < 2; ++army)
            for (int i = 0; i < 2; ++i)
                QVERIFY(battle.engagedWith({army, i}).isEmpty());

        // The end of the Iron Legion's turn in round 2 ends the Pikes' Pursuing.
        D20Battle next = battle;
        TAKE(next, EndTurnStep{});
        QVERIFY(next.state({Dawn, 0}).conditions.isEmpty());
    }

    // Undo is replaying all steps but the last: it restores every state, the log and whose turn it is exactly, across
    // a round boundary.
    void undoRestoresExactly()
    {
        const auto played = ::hillOfSpears();
        QVERIFY(played.has_value());
        QList<Step> steps = played->steps();
        // Round 2: Sir Aldric leaves the Pikes, the Pikes rest (Pursuing stays), the Longbows face north; Red Horde's
        // Raiders come back through their zone and its Goblin Slings stay; round 3.
        steps << Step{ChampionStep{Dawn, 0, QString(), QStringLiteral("Falls back.")}}
              << Step{ActivationStep{.unit = {Dawn, 0}, .action = ActionKind::Rest}} << Step{ActivationStep{.unit = {Dawn, 1}, .face = N}}
              << Step{EndTurnStep{}} << Step{ActivationStep{.unit = {Dusk, 0}, .moveTo = QPoint(14, 4)}} << Step{EndTurnStep{}};
        D20Battle battle(played->setup());
        QStringList snapshots{snapshot(battle)};
        QList<QList<UnitState>> states;
        const auto allStates = [](const D20Battle &b) {
            QList<UnitState> all;
            for (int army = 0; army < 2; ++army)
                for (int i = 0; i < b.unitCount(army); ++i)
                    all << b.state({army, i});
            return all;
        };
        states << allStates(battle);
        for (const Step &step : std::as_const(steps)) {
            TAKE(battle, step);
            snapshots << snapshot(battle);
            states << allStates(battle);
        }
        QCOMPARE(battle.round(), 3);
        QCOMPARE(battle.state({Dawn, 0}).conditions, QStringList{}); // Pursuing worn off at the end of round 2's turn
        QCOMPARE(battle.state({Dusk, 0}).position, QPoint(14, 4));
        for (qsizetype k = steps.size(); k > 0; --k) {
            QVERIFY(battle.canUndo());
            battle.undo();
            QCOMPARE(battle.steps().size(), k - 1);
            QCOMPARE(snapshot(battle), snapshots.at(k - 1));
            QCOMPARE(allStates(battle), states.at(k - 1));
        }
        QVERIFY(!battle.canUndo());
        QVERIFY(battle.isUnplayed());
        battle.undo(); // nothing to undo: nothing changes
        QCOMPARE(snapshot(battle), snapshots.first());
    }

    // The record (D20Json): the set-up and every step, replayed, is the battle again.
    void recordRoundTrip()
    {
        QList<D20Battle> battles;
        const auto hill = ::hillOfSpears();
        QVERIFY(hill.has_value());
        battles << *hill;
        // A Disengage from three naming the two spared, then the Clubs' free attack (a natural 1).
        D20Battle disengaged = surrounded();
        TAKE(disengaged, (ActivationStep{.unit = {Dawn, 0}, .face = W, .moveTo = QPoint(3, 4), .action = ActionKind::Disengage, .spared = {0, 1}}));
        TAKE(disengaged, rolled(RollKind::FreeAttack, {Dusk, 2}, 1));
        battles << disengaged;
        // A shatter with a pursuit, a champion who joins, and the GM's end.
        D20Battle ended(surroundedSetup(12));
        TAKE(ended, (ChampionStep{Dusk, 0, QStringLiteral("Axes"), QStringLiteral("Howls.")}));
        TAKE(ended, (ActivationStep{.unit = {Dusk, 0}, .engage = {0}}));
        TAKE(ended, attacking({Dusk, 2}, 0));
        TAKE(ended, rolled(RollKind::Attack, {Dusk, 2}, 11));
        TAKE(ended, rolled(RollKind::Morale, {Dawn, 0}, 3));
        TAKE(ended, (PursuitStep{{Dusk, 0}, true}));
        TAKE(ended, (PursuitStep{{Dusk, 2}, false}));
        TAKE(ended, (EndStep{QStringLiteral("the GM calls it")}));
        battles << ended;
        for (const D20Battle &battle : std::as_const(battles)) {
            const auto restored = battleFromRecord(battleRecord(battle));
            QVERIFY2(restored.ok(), qPrintable(restored.ok() ? QString() : restored.error().field + QStringLiteral(": ") + restored.error().message));
            QCOMPARE(restored->steps(), battle.steps());
            QCOMPARE(restored->lines(), battle.lines());
            QCOMPARE(snapshot(*restored), snapshot(battle));
            QCOMPARE(restored->setup().armies[0], battle.setup().armies[0]);
            QCOMPARE(restored->setup().armies[1], battle.setup().armies[1]);
            QCOMPARE(restored->setup().board, battle.setup().board);
            QCOMPARE(restored->setup().options, battle.setup().options);
            QCOMPARE(restored->setup().firstArmy, battle.setup().firstArmy);
            // The session's record is the same.
            QCOMPARE(D20Session(battle).record(), battleRecord(battle));
        }
    }

    // The battle file's set-up: two armies, one unit to a tile; refusals name the field.
    void setupRefusals_data()
    {
        QTest::addColumn<QJsonObject>("file");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message");
        const QJsonObject good = setupToJson(openField());
        const QJsonArray armies = good.value(QStringLiteral("armies")).toArray();
        QJsonObject oneArmy = good;
        oneArmy.insert(QStringLiteral("armies"), QJsonArray{armies.at(0)});
        QTest::newRow("one army") << oneArmy << "armies" << "a battle has two armies";
        QJsonObject noArmies = good;
        noArmies.remove(QStringLiteral("armies"));
        QTest::newRow("no armies") << noArmies << "armies" << "a battle has two armies";
        // The Wolves set on the Spears' tile (4,4).
        QJsonObject sameTile = good;
        QJsonArray twoOnOne = armies;
        QJsonObject dusk = twoOnOne.at(1).toObject();
        QJsonArray duskUnits = dusk.value(QStringLiteral("units")).toArray();
        QJsonObject wolves = duskUnits.at(0).toObject();
        wolves.insert(QStringLiteral("position"), QJsonArray{4, 4});
        duskUnits[0] = wolves;
        dusk.insert(QStringLiteral("units"), duskUnits);
        twoOnOne[1] = dusk;
        sameTile.insert(QStringLiteral("armies"), twoOnOne);
        QTest::newRow("two units on one tile") << sameTile << "armies[1].units[0].position" << "two units stand on column 4, row 4";
        QJsonObject badDc = good;
        badDc.insert(QStringLiteral("options"), QJsonObject{{QStringLiteral("morale_dc"), 0}});
        QTest::newRow("a morale DC of 0") << badDc << "options.morale_dc" << QString();
        QJsonObject badFirst = good;
        badFirst.insert(QStringLiteral("first_army"), 2);
        QTest::newRow("a third army first") << badFirst << "first_army" << QString();
    }

    void setupRefusals()
    {
        QFETCH(QJsonObject, file);
        QFETCH(QString, field);
        QFETCH(QString, message);
        const auto setup = setupFromJson(file);
        QVERIFY(!setup.ok());
        QCOMPARE(setup.error().field, field);
        if (!message.isEmpty())
            QCOMPARE(setup.error().message, message);
        // The file as it was set up reads back as it was.
        const auto good = setupFromJson(setupToJson(openField()));
        QVERIFY(good.ok());
        QCOMPARE(good->armies[0], openField().armies[0]);
        QCOMPARE(good->armies[1], openField().armies[1]);
    }

    // stepFromJson: a roll's kind and unit default to the roll due; its face left out is rolled from the roller, or
    // refused without one ("a record has every die").
    void stepFromJsonRolls()
    {
        D20Battle battle(duel(20, 20, W));
        const QJsonObject roll{{QStringLiteral("step"), QStringLiteral("roll")}};
        const auto early = stepFromJson(roll, battle, nullptr, QStringLiteral("steps[0]"));
        QVERIFY(!early.ok()); // no roll is due
        TAKE(battle, attacking({Dawn, 0}, 0));

        const auto missing = stepFromJson(roll, battle, nullptr, QStringLiteral("steps[1]"));
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().field, QStringLiteral("steps[1].face"));

        muster::dice::DiceSource roller(11), same(11);
        const auto drawn = stepFromJson(roll, battle, &roller, QStringLiteral("steps[1]"));
        QVERIFY(drawn.ok());
        QCOMPARE(std::get<RollStep>(*drawn), (RollStep{RollKind::Attack, {Dawn, 0}, same.pool(1, 20).constFirst()}));

        const auto typed = stepFromJson(QJsonObject{{QStringLiteral("step"), QStringLiteral("roll")}, {QStringLiteral("face"), 14}},
                                        battle, nullptr, QStringLiteral("steps[1]"));
        QVERIFY(typed.ok());
        QCOMPARE(std::get<RollStep>(*typed), (RollStep{RollKind::Attack, {Dawn, 0}, 14}));

        // A morale roll named where the attack is due is read, and refused by the battle.
        const auto wrong = stepFromJson(QJsonObject{{QStringLiteral("step"), QStringLiteral("roll")},
                                                    {QStringLiteral("roll"), QStringLiteral("morale")},
                                                    {QStringLiteral("face"), 3}},
                                        battle, nullptr, QStringLiteral("steps[1]"));
        QVERIFY(wrong.ok());
        REFUSE(battle, *wrong, "roll");

        // A record whose roll has no face is refused by its field.
        QByteArray record = battleRecord(battle);
        QJsonObject parts = QJsonDocument::fromJson(record).object();
        QJsonArray steps = parts.value(QStringLiteral("steps")).toArray();
        steps.append(roll);
        parts.insert(QStringLiteral("steps"), steps);
        const auto restored = battleFromRecord(QJsonDocument(parts).toJson(QJsonDocument::Compact));
        QVERIFY(!restored.ok());
        QCOMPARE(restored.error().field, QStringLiteral("steps[1].face"));
    }

    // playScript: the rolls a script leaves out are rolled from the seeded dice, reproducibly; the pursuits it does
    // not list are declined. Whatever the dice: the Spears (+30, natural 1 no miss) against Defense 10 beat it by 21 or
    // more: a critical of 2 (3) or a natural 20 (4); the Wolves (12 of 20) are left at 9 or 8, diminished; with morale
    // -20 no face holds; the Spears' automatic 2 leaves 7 or 6, in reserve.
    void playScriptRollsFromTheSeed()
    {
        D20Options options;
        options.naturalOneMisses = false;
        Unit strong = spears();
        strong.attack = 30;
        strong.damage = 2;
        const BattleSetup setup = setupOf(
            {strong, farBows()},
            {withMorale(withHealth(meleeOf(QStringLiteral("Wolves"), 3, 10, 4, 20, QPoint(5, 4), N), 12), -20), farSlings()}, Dawn,
            options);
        const QJsonArray script{
            QJsonObject{{QStringLiteral("step"), QStringLiteral("activate")},
                        {QStringLiteral("army"), 0},
                        {QStringLiteral("unit"), QStringLiteral("Spears")},
                        {QStringLiteral("action"), QStringLiteral("attack")},
                        {QStringLiteral("target"), QStringLiteral("Wolves")}},
            QJsonObject{{QStringLiteral("step"), QStringLiteral("end_turn")}}};
        D20Battle battle(setup);
        muster::dice::DiceSource roller(2024);
        const Status played = playScript(battle, script, roller);
        QVERIFY2(played.ok(), qPrintable(errorText(played)));
        muster::dice::DiceSource same(2024);
        const int attackFace = same.pool(1, 20).constFirst();
        const int moraleFace = same.pool(1, 20).constFirst();
        QCOMPARE(battle.steps().size(), 5);
        QCOMPARE(std::get<RollStep>(battle.steps().at(1)), (RollStep{RollKind::Attack, {Dawn, 0}, attackFace}));
        QCOMPARE(std::get<RollStep>(battle.steps().at(2)), (RollStep{RollKind::Morale, {Dusk, 0}, moraleFace}));
        QCOMPARE(std::get<PursuitStep>(battle.steps().at(3)), (PursuitStep{{Dawn, 0}, false}));
        QVERIFY(std::holds_alternative<EndTurnStep>(battle.steps().at(4)));
        QCOMPARE(battle.lines().at(3), QStringLiteral("Round 1, Spears lets Wolves go."));
        QCOMPARE(battle.state({Dusk, 0}).health, 12 - (attackFace == 20 ? 4 : 3) - 2);
        QCOMPARE(battle.state({Dusk, 0}).position, reserve);
        QCOMPARE(battle.state({Dawn, 0}).position, QPoint(4, 4));
        QCOMPARE(battle.armyToAct(), Dusk);

        // A pursuit the script chooses: the rolls before it still come from the seed, the pursuit is the script's.
        QJsonArray pursuing = script;
        pursuing.insert(1, QJsonObject{{QStringLiteral("step"), QStringLiteral("pursue")},
                                       {QStringLiteral("army"), 0},
                                       {QStringLiteral("unit"), QStringLiteral("Spears")},
                                       {QStringLiteral("pursue"), true}});
        D20Battle pursued(setup);
        muster::dice::DiceSource roller4(2024);
        const Status chased = playScript(pursued, pursuing, roller4);
        QVERIFY2(chased.ok(), qPrintable(errorText(chased)));
        QCOMPARE(std::get<PursuitStep>(pursued.steps().at(3)), (PursuitStep{{Dawn, 0}, true}));
        QCOMPARE(pursued.state({Dawn, 0}).position, QPoint(5, 4)); // into the Wolves' tile

        // The same seed, the same battle.
        D20Battle again(setup);
        muster::dice::DiceSource roller2(2024);
        QVERIFY(playScript(again, script, roller2).ok());
        QCOMPARE(again.steps(), battle.steps());
        QCOMPARE(again.lines(), battle.lines());

        // A script step the battle refuses names its field under the step.
        D20Battle refused(setup);
        muster::dice::DiceSource roller3(1);
        const Status bad = playScript(refused,
                                      QJsonArray{QJsonObject{{QStringLiteral("step"), QStringLiteral("activate")},
                                                             {QStringLiteral("army"), 1},
                                                             {QStringLiteral("unit"), QStringLiteral("Wolves")}}},
                                      roller3);
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().field, QStringLiteral("steps[0].unit"));
    }

    // D20Session::consequences and armyAfterBattle: each army that is a campaign force, as the battle left it:
    // destroyed units gone, Health and conditions kept but Pursuing, every unit off the board. An army whose force is
    // not in the campaign gives nothing.
    //   Dawn (force 7): Spears (Muddy) attack the Wolves (14 of 20): 8 + 4 = 12 against 12, hit 6: 8, diminished;
    //   morale 5 fails: the Spears' automatic 6 leaves 2, to the reserve; the Spears pursue into (5,4).
    //   Dusk (force 99, not the campaign's): the Hounds (+3, damage 6) hit the Scouts (4 of 10, Def 12) 10 + 3 = 13:
    //   hit 6, destroyed. The GM ends the battle.
    void consequences()
    {
        muster::Campaign campaign;
        muster::Force host;
        host.id = 7;
        host.name = QStringLiteral("The Host");
        campaign.forces << host;

        BattleSetup setup = setupOf({withConditions(spears(), {QStringLiteral("Muddy")}),
                                     withHealth(meleeOf(QStringLiteral("Scouts"), 2, 12, 3, 10, QPoint(4, 6), E), 4)},
                                    {withHealth(meleeOf(QStringLiteral("Wolves"), 3, 12, 4, 20, QPoint(5, 4), W), 14),
                                     meleeOf(QStringLiteral("Hounds"), 3, 12, 6, 16, QPoint(5, 6), W)});
        setup.armies[Dawn].forceId = 7;
        setup.armies[Dawn].champions[0].joined = QStringLiteral("Spears");
        setup.armies[Dusk].forceId = 99;
        D20Battle battle(setup);
        TAKE(battle, attacking({Dawn, 0}, 0));
        TAKE(battle, rolled(RollKind::Attack, {Dawn, 0}, 8));
        TAKE(battle, rolled(RollKind::Morale, {Dusk, 0}, 5));
        TAKE(battle, (PursuitStep{{Dawn, 0}, true}));
        QCOMPARE(battle.state({Dusk, 0}).health, 2);
        QCOMPARE(battle.state({Dawn, 0}).conditions, (QStringList{QStringLiteral("Muddy"), Condition::pursuing}));
        QCOMPARE(battle.phase(), Phase::Turn); // no retaliation by the shattered Wolves
        TAKE(battle, EndTurnStep{});
        TAKE(battle, attacking({Dusk, 1}, 1));
        TAKE(battle, rolled(RollKind::Attack, {Dusk, 1}, 10));
        QVERIFY(battle.state({Dawn, 1}).destroyed);
        TAKE(battle, (EndStep{QStringLiteral("night falls")}));

        const Army dawn = armyAfterBattle(battle, Dawn);
        QCOMPARE(dawn.forceId, qint64(7));
        QCOMPARE(dawn.units.size(), 1);
        QCOMPARE(dawn.units.first().name, QStringLiteral("Spears"));
        QCOMPARE(dawn.units.first().health, 20);
        QCOMPARE(dawn.units.first().conditions, QStringList{QStringLiteral("Muddy")});
        QCOMPARE(dawn.units.first().position, reserve);
        QCOMPARE(dawn.champions.first().joined, QString());
        const Army dusk = armyAfterBattle(battle, Dusk);
        QCOMPARE(dusk.units.size(), 2);
        QCOMPARE(dusk.units.at(0).health, 2);
        QCOMPARE(dusk.units.at(0).position, reserve);
        QCOMPARE(dusk.units.at(1).health, 16);
        QCOMPARE(dusk.units.at(1).position, reserve); // off the board though it stood at (5,6)

        const D20Session session(battle);
        QCOMPARE(session.status(), muster::BattleStatus::Finished);
        const auto consequences = session.consequences(campaign);
        QVERIFY(consequences.ok());
        QCOMPARE(consequences->ruleData.size(), 1); // force 99 is not the campaign's
        const muster::ForceRuleDataAfter &kept = consequences->ruleData.first();
        QCOMPARE(kept.forceId, qint64(7));
        QCOMPARE(kept.ruleSet, QStringLiteral("d20"));
        Board anywhere;
        const auto army = armyFromJson(QJsonDocument::fromJson(kept.data).object(), QStringLiteral("army"), anywhere);
        QVERIFY(army.ok());
        QCOMPARE(army->units.size(), 1);
        QCOMPARE(army->units.first().health, 20);
        QCOMPARE(army->units.first().conditions, QStringList{QStringLiteral("Muddy")});
        QCOMPARE(army->units.first().position, reserve);
        // Kept by the force, it is the army the campaign fields next.
        campaign.forces[0].ruleSetData.insert(QStringLiteral("d20"), kept.data);
        const Army next = campaignArmy(campaign, campaign.forces.first());
        QCOMPARE(next.forceId, qint64(7));
        QCOMPARE(next.units.size(), 1);
        QCOMPARE(next.units.first().name, QStringLiteral("Spears"));

        // A campaign without force 7: nothing.
        const auto none = session.consequences(muster::Campaign{});
        QVERIFY(none.ok());
        QVERIFY(none->ruleData.isEmpty());
    }

    // An army with no unit left keeps nothing. The Hounds destroy the Scouts (4 of 10): 10 + 3 = 13 against 12, hit 6.
    void consequencesOfADestroyedArmy()
    {
        muster::Campaign campaign;
        muster::Force host;
        host.id = 7;
        campaign.forces << host;
        BattleSetup setup = setupOf({withHealth(meleeOf(QStringLiteral("Scouts"), 2, 12, 3, 10, QPoint(4, 6), E), 4)},
                                    {meleeOf(QStringLiteral("Hounds"), 3, 12, 6, 16, QPoint(5, 6), W)}, Dusk);
        setup.armies[Dawn].forceId = 7;
        D20Battle battle(setup);
        TAKE(battle, attacking({Dusk, 0}, 0));
        TAKE(battle, rolled(RollKind::Attack, {Dusk, 0}, 10));
        QCOMPARE(battle.winner(), Dusk);
        QVERIFY(armyAfterBattle(battle, Dawn).units.isEmpty());
        const auto consequences = D20Session(battle).consequences(campaign);
        QVERIFY(consequences.ok());
        QCOMPARE(consequences->ruleData.size(), 1);
        QCOMPARE(consequences->ruleData.first().forceId, qint64(7));
        QVERIFY(consequences->ruleData.first().data.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstD20Battle)
#include "tst_d20_battle.moc"
