// The battles of a campaign document: battle records saved and reopened, a deleted battle undone, the
// Battles model (QAbstractItemModelTester), casualties applied to a roster as one undoable step, and
// editing a line's casualties through the roster model ("After the Battle: Casualties").

#include "models_test_helpers.h"

#include "models/BattlesModel.h"
#include "models/ModelEnums.h"
#include "models/RosterModel.h"
#include "battle/gurps/BattleJson.h"
#include "battle/gurps/BattleLosses.h"
#include "battle/gurps/SideFromForce.h"
#include "../support/QuietEnd.h"

#include <QAbstractItemModelTester>
#include <QJsonDocument>
#include <QUndoStack>
#include <QtTest>

using namespace muster;
using namespace modelstest;

namespace {

StoredBattle battleNamed(const QString &name)
{
    StoredBattle b;
    b.ruleSet = QStringLiteral("gurps");
    b.name = name;
    b.status = BattleStatus::InProgress;
    b.summary = QStringLiteral("A vs B, round 1");
    b.record = QByteArrayLiteral(R"({"rule_set":"gurps"})");
    return b;
}

// Sir Richard's force of Appendix A in `document`; its id, or 0 if a line was refused.
qint64 addYrthForce(CampaignDocument &document)
{
    const qint64 force = *document.addForce(QStringLiteral("Sir Richard's force"));
    for (const RosterLine &line : yrthLines()) {
        if (!document.addLine(force, line))
            return 0;
    }
    return force;
}

// A battle between two forces of `document` as the battle dialog saves it: its record after `decisions`.
StoredBattle recordedBattle(const CampaignDocument &document, qint64 first, qint64 second, const QString &name,
                            bool playRound)
{
    gurps::BattleSetup setup;
    setup.name = name;
    setup.sides = {gurps::sideFromForce(document.catalog(), *document.force(first)),
                   gurps::sideFromForce(document.catalog(), *document.force(second))};
    auto engine = gurps::BattleEngine::create(setup);
    if (!engine)
        qFatal("the battle is refused: %s", qPrintable(engine.error().message));
    if (playRound) {
        gurps::OpenRound open;
        gurps::ChooseStrategies choose;
        choose.choices = {gurps::StrategyChoice{gurps::BattleStrategy::Attack, false},
                          gurps::StrategyChoice{gurps::BattleStrategy::Attack, false}};
        gurps::RollContest contest;
        contest.rolls = {10, 10};
        for (const gurps::Decision &d : {gurps::Decision(open), gurps::Decision(choose), gurps::Decision(contest)}) {
            if (!engine->apply(d))
                qFatal("a step of the round is refused");
        }
        if (!engine->apply(testsupport::quietEnd(*engine)))
            qFatal("the end of the round is refused");
    }
    StoredBattle stored = battleNamed(name);
    stored.record = QJsonDocument(gurps::battleRecordToJson(setup, engine->decisions())).toJson(QJsonDocument::Compact);
    return stored;
}

} // namespace

class TstBattles : public ModelsTestCase
{
    Q_OBJECT

private slots:
    void savedBattleSurvivesReopening()
    {
        Document document = create();
        auto id = document->saveBattle(battleNamed(QStringLiteral("Drake's Cross")));
        QVERIFY2(id.ok(), errorText(id).constData());
        StoredBattle changed = *document->battle(*id);
        changed.status = BattleStatus::Finished;
        changed.record = QByteArrayLiteral(R"({"rule_set":"gurps","decisions":[]})");
        QVERIFY(document->saveBattle(changed).ok());
        QCOMPARE(document->undoStack()->count(), 0); // saving a battle is not a roster edit
        document = reopen(document);
        QCOMPARE(document->battles().size(), 1);
        QCOMPARE(document->battles().at(0).id, *id);
        QCOMPARE(document->battles().at(0).status, BattleStatus::Finished);
        QCOMPARE(document->battles().at(0).record, changed.record);
    }

    void deletedBattleComesBackWithUndo()
    {
        Document document = create();
        BattlesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(document.get());
        const qint64 first = *document->saveBattle(battleNamed(QStringLiteral("First")));
        const qint64 second = *document->saveBattle(battleNamed(QStringLiteral("Second")));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.data(model.index(1, BattleColumn::Name)).toString(), QStringLiteral("Second"));
        QVERIFY(document->removeBattle(first).ok());
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.battleIdAt(0), second);
        document->undo();
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.battleIdAt(0), first);
        document = reopen(document);
        QCOMPARE(document->battles().size(), 2);
        QCOMPARE(document->battles().at(0).name, QStringLiteral("First"));
    }

    // "Quick Casualty Determination": every line loses the same fraction; "Alternative Casualty
    // Determination": whole elements removed. One undo step takes both back, and the battle's status too.
    void casualtiesAppliedAsOneStep()
    {
        Document document = create();
        const qint64 force = addYrthForce(*document);
        QVERIFY(force != 0);
        const qint64 battle = *document->saveBattle(battleNamed(QStringLiteral("Drake's Cross")));
        const QList<RosterLine> before = document->force(force)->lines;

        RosterCasualties change;
        change.forceId = force;
        RosterLine knights = before.at(0);
        knights.casualties = 0.15;
        change.changed << knights;
        change.removed << before.at(3).id;
        const int steps = document->undoStack()->count();
        QVERIFY(document->applyBattleCasualties(battle, {change}, QStringLiteral("Casualties of Drake's Cross")).ok());
        QCOMPARE(document->undoStack()->count(), steps + 1);
        QCOMPARE(document->force(force)->lines.size(), before.size() - 1);
        QCOMPARE(document->force(force)->lines.at(0).casualties, 0.15);
        QCOMPARE(document->battle(battle)->status, BattleStatus::CasualtiesApplied);

        document = reopen(document);
        QCOMPARE(document->force(force)->lines.at(0).casualties, 0.15);
        QCOMPARE(document->battle(battle)->status, BattleStatus::CasualtiesApplied);
    }

    // "Overrunning the Enemy's Rear Area", retreats and pursuit: the logistic force loses its share too.
    void logisticLossesApplied()
    {
        Document document = create();
        const qint64 force = addYrthForce(*document);
        QVERIFY(force != 0);
        ForceEconomy economy;
        economy.logistics = LogisticForce{1000, 200, 0};
        QVERIFY(document->setForceEconomy(force, economy).ok());
        const qint64 battle = *document->saveBattle(battleNamed(QStringLiteral("Drake's Cross")));
        RosterCasualties change;
        change.forceId = force;
        change.logisticCasualties = 30;
        QVERIFY(document->applyBattleCasualties(battle, {change}, QStringLiteral("Casualties")).ok());
        QCOMPARE(document->forceEconomy(force).logistics, (LogisticForce{700, 140, 0}));
        document->undo();
        QCOMPARE(document->forceEconomy(force).logistics, (LogisticForce{1000, 200, 0}));
    }

    void casualtiesUndone()
    {
        Document document = create();
        const qint64 force = addYrthForce(*document);
        QVERIFY(force != 0);
        const qint64 battle = *document->saveBattle(battleNamed(QStringLiteral("Drake's Cross")));
        const QList<RosterLine> before = document->force(force)->lines;
        RosterCasualties change{force, {}, {before.at(1).id, before.at(2).id}};
        QVERIFY(document->applyBattleCasualties(battle, {change}, QStringLiteral("Casualties")).ok());
        document->undo();
        QCOMPARE(describe(document->force(force)->lines), describe(before));
        QCOMPARE(document->battle(battle)->status, BattleStatus::InProgress);
    }

    // The roster shows a line's casualties and the TS left; F2 edits them as an undoable change.
    void rosterEditsCasualties()
    {
        Document document = create();
        const qint64 force = addYrthForce(*document);
        QVERIFY(force != 0);
        RosterModel model;
        model.setForce(document.get(), force);
        const QModelIndex knights = model.index(0, RosterColumn::Casualties);
        QVERIFY(model.flags(knights) & Qt::ItemIsEditable);
        const QString fullTs = model.data(model.index(0, RosterColumn::Ts)).toString();
        QCOMPARE(fullTs, QStringLiteral("37.5")); // 3 Knights at 12.5
        QVERIFY(model.setData(knights, 20));
        QCOMPARE(model.data(knights).toString(), QStringLiteral("20%"));
        QCOMPARE(model.data(model.index(0, RosterColumn::Ts)).toString(), QStringLiteral("30"));
        QCOMPARE(document->force(force)->lines.at(0).casualties, 0.2);
        document->undo();
        QCOMPARE(model.data(model.index(0, RosterColumn::Ts)).toString(), fullTs);
        QVERIFY(model.setData(knights, 250)); // more than a roster line can carry is held at 95%
        QCOMPARE(document->force(force)->lines.at(0).casualties, 0.95);
    }

    // Issue 14: TS after casualties showed as 17.4797 beside "34.9593% strength" and a Casualties column of
    // 65%. The roster shows TS with at most one decimal ("After the Battle": TS 75.5 at 15% leaves 64), and
    // the strength and the casualties add up to 100 as shown.
    void rosterShowsTsAsTheBook()
    {
        Document document = create();
        const qint64 force = addYrthForce(*document);
        QVERIFY(force != 0);
        RosterModel model;
        model.setForce(document.get(), force);
        RosterLine knights = document->force(force)->lines.at(0);
        knights.casualties = 1.0 - 0.349593; // what a battle's "losses rounded up" leaves
        QVERIFY(document->applyBattleCasualties(*document->saveBattle(battleNamed(QStringLiteral("Fen Ford"))),
                                                {RosterCasualties{force, {knights}, {}}}, QStringLiteral("Casualties"))
                    .ok());
        QCOMPARE(model.data(model.index(0, RosterColumn::Casualties)).toString(), QStringLiteral("65%"));
        QCOMPARE(model.data(model.index(0, RosterColumn::Ts)).toString(), QStringLiteral("13.1")); // 13.1097
        const QString tip = model.data(model.index(0, RosterColumn::Ts), Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("x 35% strength after casualties")), qPrintable(tip));
    }

    // Battles started and left before a round was resolved go in one undoable step, each back in its place
    // on Undo; a battle with a round fought is refused (Delete removes it on purpose).
    void unplayedBattlesDiscarded()
    {
        Document document = create();
        const qint64 first = addYrthForce(*document), second = addYrthForce(*document);
        QVERIFY(first != 0 && second != 0);
        const qint64 a = *document->saveBattle(recordedBattle(*document, first, second, QStringLiteral("A"), false));
        const qint64 b = *document->saveBattle(recordedBattle(*document, first, second, QStringLiteral("B"), true));
        const qint64 c = *document->saveBattle(recordedBattle(*document, first, second, QStringLiteral("C"), false));
        QCOMPARE(BattleActions::unplayedBattles(document->campaign()), (QList<qint64>{a, c}));
        const Status refused = document->discardUnplayedBattles({a, b});
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().message.contains(QStringLiteral("\"B\"")), qPrintable(refused.error().message));
        QCOMPARE(document->battles().size(), 3);
        QVERIFY(document->discardUnplayedBattles(BattleActions::unplayedBattles(document->campaign())).ok());
        QCOMPARE(document->battles().size(), 1);
        QCOMPARE(document->battles().at(0).id, b);
        QVERIFY2(document->undoStack()->undoText().startsWith(QStringLiteral("Discard 2 unplayed battle")),
                 qPrintable(document->undoStack()->undoText()));
        document->undo();
        QCOMPARE(document->battles().size(), 3);
        QCOMPARE(document->battles().at(0).id, a);
        QCOMPARE(document->battles().at(1).id, b);
        QCOMPARE(document->battles().at(2).id, c);
        QVERIFY(document->redo().ok());
        document = reopen(document);
        QCOMPARE(document->battles().size(), 1);
        QCOMPARE(document->battles().at(0).id, b);
    }

    // "Effects of Battle on PCs and Important NPCs": the staff carry their HP and fate out of a battle, in
    // the step that applies the casualties (issue 14: a commander left for dead at -7 HP commanded the next
    // battle at 10 HP). His force's next battle leaves him out: his intelligence chief commands.
    void staffCarryTheirHpAndFate()
    {
        Document document = create();
        const qint64 host = addYrthForce(*document), rebels = addYrthForce(*document);
        QVERIFY(host != 0 && rebels != 0);
        StaffMember commander;
        commander.name = QStringLiteral("Sir Richard");
        StaffMember chief;
        chief.name = QStringLiteral("Sheryl Navarre");
        QVERIFY(document->setStaff(host, StaffRole::Commander, commander).ok());
        QVERIFY(document->setStaff(host, StaffRole::IntelligenceChief, chief).ok());

        gurps::BattleSetup setup;
        setup.name = QStringLiteral("Fen Ford");
        setup.sides = {gurps::sideFromForce(document->catalog(), *document->force(host)),
                       gurps::sideFromForce(document->catalog(), *document->force(rebels))};
        QCOMPARE(setup.sides[0].people.size(), 2);
        QCOMPARE(setup.sides[0].people[0].staff, (gurps::StaffLink{host, StaffRole::Commander}));
        auto engine = gurps::BattleEngine::create(setup);
        QVERIFY(engine.ok());
        gurps::ChooseStrategies choose;
        choose.choices = {gurps::StrategyChoice{gurps::BattleStrategy::Attack, false},
                          gurps::StrategyChoice{gurps::BattleStrategy::Attack, false}};
        gurps::RollContest contest;
        contest.rolls = {10, 10};
        gurps::EndRound end = testsupport::quietEnd(*engine);
        QVERIFY(engine->apply(gurps::OpenRound{}).ok());
        QVERIFY(engine->apply(choose).ok());
        QVERIFY(engine->apply(contest).ok());
        end = testsupport::quietEnd(*engine);
        end.misfortunes[0][0] = gurps::MisfortuneRoll{3, false, 17}; // a critical: 6d, 17 HP of injury
        end.successorRolls[0] = 10;
        const Status ended = engine->apply(end);
        QVERIFY2(ended.ok(), ended.ok() ? "" : qPrintable(ended.error().message));
        QCOMPARE(engine->state().sides[0].people[0].hp, -7);

        StoredBattle stored = battleNamed(setup.name);
        stored.record = QJsonDocument(gurps::battleRecordToJson(setup, engine->decisions())).toJson(QJsonDocument::Compact);
        const qint64 battle = *document->saveBattle(stored);
        const QList<gurps::StaffFateInBattle> fates =
            gurps::staffAfterBattle(document->campaign(), setup, engine->state());
        QCOMPARE(fates.size(), 3); // and the Rebels' commander, unnamed
        QCOMPARE(fates[2].side, 1);
        QVERIFY(fates[0].fell);
        QCOMPARE(fates[0].after.member.hp, -7);
        QCOMPARE(fates[0].after.member.fate, StaffFate::Wounded); // carried off, unless the GM says otherwise
        QVERIFY(!fates[1].fell);
        QCOMPARE(fates[1].after.member.fate, StaffFate::Serving);
        QCOMPARE(gurps::staffAfterBattle(document->campaign(), setup, engine->state(), {{{0, 0}, StaffFate::Dead}})
                     .at(0)
                     .after.member.fate,
                 StaffFate::Dead);

        QVERIFY(document->applyBattleCasualties(battle, {}, QStringLiteral("Casualties of Fen Ford"),
                                                {fates[0].after, fates[1].after})
                    .ok());
        QCOMPARE(document->force(host)->member(StaffRole::Commander).hp, -7);
        QCOMPARE(document->force(host)->member(StaffRole::Commander).fate, StaffFate::Wounded);
        QCOMPARE(document->battle(battle)->status, BattleStatus::CasualtiesApplied);
        document = reopen(document);
        QCOMPARE(document->force(host)->member(StaffRole::Commander).hp, -7);

        // The next battle: Sir Richard, down at -7 HP, stays out; Sheryl commands.
        const gurps::SideSetup next = gurps::sideFromForce(document->catalog(), *document->force(host));
        QCOMPARE(next.people.size(), 1);
        QCOMPARE(next.people[0].name, QStringLiteral("Sheryl Navarre"));
        QCOMPARE(gurps::staffLeftOut(*document->force(host)), QStringList{QStringLiteral("Sir Richard is down at -7 HP.")});
        // Healed to 6 HP, he commands again at 6 HP; dead, he stays out for good.
        commander.hp = 6;
        commander.fate = StaffFate::Wounded;
        QVERIFY(document->setStaff(host, StaffRole::Commander, commander).ok());
        const gurps::SideSetup healed = gurps::sideFromForce(document->catalog(), *document->force(host));
        QCOMPARE(healed.people[0].name, QStringLiteral("Sir Richard"));
        QCOMPARE(healed.people[0].hp, 6);
        commander.fate = StaffFate::Dead;
        QVERIFY(document->setStaff(host, StaffRole::Commander, commander).ok());
        QCOMPARE(gurps::staffLeftOut(*document->force(host)), QStringList{QStringLiteral("Sir Richard is dead.")});
    }

    // The applied step is one undo: the staff are as they were before the battle.
    void staffFateUndone()
    {
        Document document = create();
        const qint64 host = addYrthForce(*document), rebels = addYrthForce(*document);
        StaffMember commander;
        commander.name = QStringLiteral("Sir Richard");
        QVERIFY(document->setStaff(host, StaffRole::Commander, commander).ok());
        const qint64 battle = *document->saveBattle(recordedBattle(*document, host, rebels, QStringLiteral("A"), true));
        StaffMember hurt = commander;
        hurt.hp = 4;
        hurt.fate = StaffFate::Wounded;
        QVERIFY(document->applyBattleCasualties(battle, {}, QStringLiteral("Casualties"),
                                                {StaffAfterBattle{host, StaffRole::Commander, hurt}})
                    .ok());
        QCOMPARE(document->force(host)->member(StaffRole::Commander), hurt);
        document->undo();
        QCOMPARE(document->force(host)->member(StaffRole::Commander), commander);
        QCOMPARE(document->battle(battle)->status, BattleStatus::InProgress);
    }
};

std::unique_ptr<QObject> newTstBattles()
{
    return std::make_unique<TstBattles>();
}

#include "tst_battles.moc"
