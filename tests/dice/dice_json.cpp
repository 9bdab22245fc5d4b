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

// A die and a pool go through the same checks; each row says which of the two it is.
template <typename Roll> using Reader = muster::Result<Roll> (*)(const QJsonObject &);

template <typename Roll>
void checkRoundTrip(const Roll &roll, QJsonObject (*write)(const Roll &), Reader<Roll> read,
                    const QByteArray &json)
{
    QCOMPARE(compact(write(roll)), json);
    const auto back = read(parsed(json.constData()));
    QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.error().message));
    QCOMPARE(*back, roll);
}

template <typename Roll> muster::Error refusal(Reader<Roll> read, const QByteArray &json)
{
    const auto back = read(parsed(json.constData()));
    return back.ok() ? muster::Error{QStringLiteral("(accepted)"), QString()} : back.error();
}

} // namespace

class DiceJsonTest : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data()
    {
        QTest::addColumn<bool>("pool");
        QTest::addColumn<int>("sides");
        QTest::addColumn<QList<int>>("faces"); // a die's one face, or a pool's faces
        QTest::addColumn<bool>("typed");
        QTest::addColumn<QByteArray>("json");
        const auto row = [](const char *name, bool pool, int sides, QList<int> faces, bool typed,
                            const char *json) {
            QTest::newRow(name) << pool << sides << faces << typed << QByteArray(json);
        };
        row("rolled d20", false, 20, {17}, false, R"({"d":20,"face":17,"typed":false})");
        row("typed d10", false, 10, {10}, true, R"({"d":10,"face":10,"typed":true})");
        row("d6 one", false, 6, {1}, false, R"({"d":6,"face":1,"typed":false})");
        row("typed d10 pool", true, 10, {7, 1, 10}, true, R"({"d":10,"faces":[7,1,10],"typed":true})");
        row("rolled d6 pool", true, 6, {6, 6, 2, 1}, false, R"({"d":6,"faces":[6,6,2,1],"typed":false})");
        row("no dice", true, 10, {}, false, R"({"d":10,"faces":[],"typed":false})");
    }
    void roundTrip()
    {
        QFETCH(bool, pool);
        QFETCH(int, sides);
        QFETCH(QList<int>, faces);
        QFETCH(bool, typed);
        QFETCH(QByteArray, json);
        if (pool)
            checkRoundTrip(PoolRoll{sides, faces, typed}, &muster::dice::poolRollToJson,
                           &muster::dice::poolRollFromJson, json);
        else
            checkRoundTrip(DieRoll{sides, faces.at(0), typed}, &muster::dice::dieRollToJson,
                           &muster::dice::dieRollFromJson, json);
    }

    void refused_data()
    {
        QTest::addColumn<bool>("pool");
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message");
        const auto row = [](const char *name, bool pool, const char *json, const char *field,
                            const char *message) {
            QTest::newRow(name) << pool << QByteArray(json) << QString::fromUtf8(field)
                                << QString::fromUtf8(message);
        };
        row("no sides", false, R"({"face":3,"typed":false})", "d", "\"d\" must be a whole number.");
        row("sides as text", false, R"({"d":"10","face":3,"typed":false})", "d",
            "\"d\" must be a whole number.");
        row("half a side", false, R"({"d":6.5,"face":3,"typed":false})", "d",
            "\"d\" must be a whole number.");
        row("one side", false, R"({"d":1,"face":1,"typed":false})", "d", "A die has 2 to 100 sides, not 1.");
        row("101 sides", false, R"({"d":101,"face":1,"typed":false})", "d",
            "A die has 2 to 100 sides, not 101.");
        row("no face", false, R"({"d":10,"typed":false})", "face", "\"face\" must be a whole number.");
        row("face as text", false, R"({"d":10,"face":"3","typed":false})", "face",
            "\"face\" must be a whole number.");
        row("21 on a d20", false, R"({"d":20,"face":21,"typed":true})", "face",
            "A d20 shows 1 to 20: 21 is not one of its faces.");
        row("0 on a d10", false, R"({"d":10,"face":0,"typed":false})", "face",
            "A d10 shows 1 to 10: 0 is not one of its faces.");
        row("no typed", false, R"({"d":10,"face":3})", "typed", "\"typed\" must be true or false.");
        row("typed as text", false, R"({"d":10,"face":3,"typed":"yes"})", "typed",
            "\"typed\" must be true or false.");
        row("pool: no faces", true, R"({"d":10,"typed":false})", "faces",
            "\"faces\" must be a list of faces.");
        row("pool: one face, not a list", true, R"({"d":10,"face":7,"typed":false})", "faces",
            "\"faces\" must be a list of faces.");
        row("pool: half a face", true, R"({"d":10,"faces":[7,1.5],"typed":true})", "faces",
            "Every face in \"faces\" must be a whole number.");
        row("pool: 11 on a d10", true, R"({"d":10,"faces":[7,11],"typed":true})", "faces",
            "A d10 shows 1 to 10: 11 is not one of its faces.");
        row("pool: d1", true, R"({"d":1,"faces":[1],"typed":false})", "d",
            "A die has 2 to 100 sides, not 1.");
        row("pool: no typed", true, R"({"d":6,"faces":[6]})", "typed", "\"typed\" must be true or false.");
    }
    void refused()
    {
        QFETCH(bool, pool);
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        QFETCH(QString, message);
        const muster::Error error = pool ? refusal(&muster::dice::poolRollFromJson, json)
                                         : refusal(&muster::dice::dieRollFromJson, json);
        QCOMPARE(error.message, message);
        QCOMPARE(error.field, field);
    }
};

std::unique_ptr<QObject> newDiceJsonTest()
{
    return std::make_unique<DiceJsonTest>();
}

#include "dice_json.moc"
