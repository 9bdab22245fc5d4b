// Dice records as JSON: compact enough for battles that hold many dice, and a damaged record refused with
// the key that is wrong.

#include "dice/DieRollJson.h"

#include <QJsonDocument>
#include <QtTest>

#include <memory>

using muster::dice::DieRoll;
using muster::dice::PoolRoll;

namespace {

QJsonObject parsed(const char *json)
{
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(json), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        qFatal("test data is not a JSON object: %s", json);
    return document.object();
}

QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

} // namespace

class DiceJsonTest : public QObject
{
    Q_OBJECT

private slots:
    void dieRoundTrip_data()
    {
        QTest::addColumn<int>("sides");
        QTest::addColumn<int>("face");
        QTest::addColumn<bool>("typed");
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("rolled d20") << 20 << 17 << false << QByteArray(R"({"d":20,"face":17,"typed":false})");
        QTest::newRow("typed d10") << 10 << 10 << true << QByteArray(R"({"d":10,"face":10,"typed":true})");
        QTest::newRow("d6 one") << 6 << 1 << false << QByteArray(R"({"d":6,"face":1,"typed":false})");
    }
    void dieRoundTrip()
    {
        QFETCH(int, sides);
        QFETCH(int, face);
        QFETCH(bool, typed);
        QFETCH(QByteArray, json);
        const DieRoll roll{sides, face, typed};
        QCOMPARE(compact(muster::dice::dieRollToJson(roll)), json);
        const auto read = muster::dice::dieRollFromJson(parsed(json.constData()));
        QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error().message));
        QCOMPARE(*read, roll);
    }

    void poolRoundTrip_data()
    {
        QTest::addColumn<int>("sides");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<bool>("typed");
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("typed d10 pool")
            << 10 << QList<int>{7, 1, 10} << true << QByteArray(R"({"d":10,"faces":[7,1,10],"typed":true})");
        QTest::newRow("rolled d6 pool")
            << 6 << QList<int>{6, 6, 2, 1} << false << QByteArray(R"({"d":6,"faces":[6,6,2,1],"typed":false})");
        QTest::newRow("no dice") << 10 << QList<int>{} << false << QByteArray(R"({"d":10,"faces":[],"typed":false})");
    }
    void poolRoundTrip()
    {
        QFETCH(int, sides);
        QFETCH(QList<int>, faces);
        QFETCH(bool, typed);
        QFETCH(QByteArray, json);
        const PoolRoll roll{sides, faces, typed};
        QCOMPARE(compact(muster::dice::poolRollToJson(roll)), json);
        const auto read = muster::dice::poolRollFromJson(parsed(json.constData()));
        QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error().message));
        QCOMPARE(*read, roll);
    }

    void badDie_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message");
        const auto row = [](const char *name, const char *json, const char *field, const char *message) {
            QTest::newRow(name) << QByteArray(json) << QString::fromUtf8(field) << QString::fromUtf8(message);
        };
        row("no sides", R"({"face":3,"typed":false})", "d", "\"d\" must be a whole number.");
        row("sides as text", R"({"d":"10","face":3,"typed":false})", "d", "\"d\" must be a whole number.");
        row("half a side", R"({"d":6.5,"face":3,"typed":false})", "d", "\"d\" must be a whole number.");
        row("one side", R"({"d":1,"face":1,"typed":false})", "d", "A die has 2 to 100 sides, not 1.");
        row("101 sides", R"({"d":101,"face":1,"typed":false})", "d", "A die has 2 to 100 sides, not 101.");
        row("no face", R"({"d":10,"typed":false})", "face", "\"face\" must be a whole number.");
        row("face as text", R"({"d":10,"face":"3","typed":false})", "face", "\"face\" must be a whole number.");
        row("21 on a d20", R"({"d":20,"face":21,"typed":true})", "face",
            "A d20 shows 1 to 20: 21 is not one of its faces.");
        row("0 on a d10", R"({"d":10,"face":0,"typed":false})", "face",
            "A d10 shows 1 to 10: 0 is not one of its faces.");
        row("no typed", R"({"d":10,"face":3})", "typed", "\"typed\" must be true or false.");
        row("typed as text", R"({"d":10,"face":3,"typed":"yes"})", "typed", "\"typed\" must be true or false.");
    }
    void badDie()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        QFETCH(QString, message);
        const auto read = muster::dice::dieRollFromJson(parsed(json.constData()));
        QVERIFY(!read.ok());
        QCOMPARE(read.error().field, field);
        QCOMPARE(read.error().message, message);
    }

    void badPool_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message");
        const auto row = [](const char *name, const char *json, const char *field, const char *message) {
            QTest::newRow(name) << QByteArray(json) << QString::fromUtf8(field) << QString::fromUtf8(message);
        };
        row("no faces", R"({"d":10,"typed":false})", "faces", "\"faces\" must be a list of faces.");
        row("one face, not a list", R"({"d":10,"face":7,"typed":false})", "faces",
            "\"faces\" must be a list of faces.");
        row("half a face", R"({"d":10,"faces":[7,1.5],"typed":true})", "faces",
            "Every face in \"faces\" must be a whole number.");
        row("11 on a d10", R"({"d":10,"faces":[7,11],"typed":true})", "faces",
            "A d10 shows 1 to 10: 11 is not one of its faces.");
        row("pool of d1", R"({"d":1,"faces":[1],"typed":false})", "d", "A die has 2 to 100 sides, not 1.");
        row("no typed", R"({"d":6,"faces":[6]})", "typed", "\"typed\" must be true or false.");
    }
    void badPool()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        QFETCH(QString, message);
        const auto read = muster::dice::poolRollFromJson(parsed(json.constData()));
        QVERIFY(!read.ok());
        QCOMPARE(read.error().field, field);
        QCOMPARE(read.error().message, message);
    }
};

std::unique_ptr<QObject> newDiceJsonTest()
{
    return std::make_unique<DiceJsonTest>();
}

#include "dice_json.moc"
