// "Nothing is lost" (design.md): a battle saved before special battles existed still loads and replays
// exactly as it was fought. data/battle-record-before-special-battles.json was written by the engine as it
// was before the type of campaign counted (commit b786e6b): its galleys, cog, courier plane and longships,
// which a land campaign now leaves out, fought then, and the figures below are the ones that engine gave.

#include "SpecialTestSupport.h"

#include "battle/gurps/Aftermath.h"
#include "battle/gurps/BattleJson.h"

#include <QFile>
#include <QJsonDocument>

#include <memory>

using namespace battletest;

namespace {

QJsonObject savedRecord()
{
    QFile file(QFINDTESTDATA("data/battle-record-before-special-battles.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("the saved record is missing");
    return QJsonDocument::fromJson(file.readAll()).object();
}

} // namespace

class OldRecordTest : public QObject
{
    Q_OBJECT

private slots:
    void loadsAndReplaysUnchanged()
    {
        const QJsonObject json = savedRecord();
        QVERIFY(!json.value(QStringLiteral("setup")).toObject().contains(QStringLiteral("special")));
        const auto record = battleRecordFromJson(json);
        QVERIFY2(record.ok(), record.ok() ? "" : qPrintable(record.error().message));
        QCOMPARE(record->setup.special, SpecialBattle{});
        const auto engine = BattleEngine::replay(record->setup, record->decisions);
        QVERIFY2(engine.ok(), engine.ok() ? "" : qPrintable(engine.error().message));

        // Every element fought, as it did then.
        QVERIFY(elementsSittingOut(record->setup, 0).isEmpty());
        QVERIFY(elementsSittingOut(record->setup, 1).isEmpty());
        const ForceComparison c = engine->comparison();
        QCOMPARE(c.sides[0].ts, 85.0);
        QCOMPARE(c.sides[1].ts, 108.0);
        QCOMPARE(c.sides[0].basicStrategyModifier, 6);
        QCOMPARE(c.sides[1].basicStrategyModifier, 3);

        struct Round
        {
            std::array<int, 2> skills, casualties;
            int winner, pb;
        };
        const QList<Round> expected = {{{19, 17}, {10, 20}, 0, 2}, {{21, 13}, {20, 55}, 0, 5}, {{20, 11}, {20, 70}, 0, 7}};
        const QList<RoundRecord> &rounds = engine->state().rounds;
        QCOMPARE(rounds.size(), expected.size());
        for (qsizetype i = 0; i < rounds.size(); ++i) {
            QCOMPARE(rounds[i].skills[0].total(), expected[i].skills[0]);
            QCOMPARE(rounds[i].skills[1].total(), expected[i].skills[1]);
            QCOMPARE(rounds[i].basicStrategyModifier, (std::array<int, 2>{6, 3}));
            QCOMPARE(rounds[i].outcome.winner, expected[i].winner);
            QCOMPARE(rounds[i].casualtiesAfter, expected[i].casualties);
            QCOMPARE(rounds[i].pbAfter, expected[i].pb);
        }
        const Aftermath after = aftermathOf(engine->setup(), engine->state());
        QCOMPARE(after.end, BattleEnd::Victory);
        QCOMPARE(after.winner, 0);
        QCOMPARE(after.sides[0].tsBefore, 85.0);
        QCOMPARE(after.sides[0].tsAfter, 76.0);
        QCOMPARE(after.sides[1].tsBefore, 108.0);
        QCOMPARE(after.sides[1].tsAfter, 21.0);
        QCOMPARE(after.loot.toShortString(), QStringLiteral("$41.6K"));
        QCOMPARE(after.lootingMinutes, qint64(60));
    }

    // Saved again, it reads back the same, and the elements that the land campaign would leave out are
    // marked as the GM's choice.
    void savedAgainUnchanged()
    {
        const auto record = battleRecordFromJson(savedRecord());
        QVERIFY(record.ok());
        const QStringList putIn = {QStringLiteral("War Galleys"), QStringLiteral("Cog"), QStringLiteral("Courier Plane"),
                                   QStringLiteral("Longships")};
        for (const SideSetup &side : record->setup.sides) {
            for (const BattleElement &e : side.elements)
                QCOMPARE(e.participation, putIn.contains(e.name) ? Participation::Fights : Participation::Rules);
        }
        const QJsonObject again = QJsonDocument::fromJson(QJsonDocument(battleRecordToJson(record->setup, record->decisions)).toJson()).object();
        const auto reread = battleRecordFromJson(again);
        QVERIFY(reread.ok());
        QCOMPARE(reread->setup, record->setup);
        QCOMPARE(reread->decisions, record->decisions);
        QCOMPARE(BattleEngine::replay(reread->setup, reread->decisions)->state(),
                 BattleEngine::replay(record->setup, record->decisions)->state());
    }

    // Resumed half-way, it goes on exactly as the whole record does.
    void resumesHalfWay()
    {
        const auto record = battleRecordFromJson(savedRecord());
        QVERIFY(record.ok());
        auto half = BattleEngine::replay(record->setup, record->decisions.mid(0, 6));
        QVERIFY(half.ok());
        QCOMPARE(applyAll(*half, record->decisions.mid(6)), QString());
        QCOMPARE(half->state(), BattleEngine::replay(record->setup, record->decisions)->state());
    }
};

std::unique_ptr<QObject> newOldRecordTest()
{
    return std::make_unique<OldRecordTest>();
}

#include "battle_old_record.moc"
