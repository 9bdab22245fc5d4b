// "Special Battle Situations > Sieges" of GURPS Mass Combat: a fortress's Defense
// Bonus by kind (improvised, permanent at a TL, ruins, natural) and site, its capacity in WT with
// overcrowding up to 1.5x at -1 DB, the validation of the GM's figures, and its JSON (core/campaign/Fortress).

#include "SpecialTestSupport.h"

#include <QJsonDocument>

#include <memory>

using namespace battletest;

namespace {

Fortress fortress(FortressKind kind, int tl = 3, FortressSite site = FortressSite::Ordinary)
{
    Fortress f = castle();
    f.kind = kind;
    f.tl = tl;
    f.site = site;
    return f;
}

template <typename Change> Fortress changed(Fortress f, Change change)
{
    change(f);
    return f;
}

} // namespace

class FortressTest : public QObject
{
    Q_OBJECT

private slots:
    void defenseBonus_data()
    {
        QTest::addColumn<Fortress>("fortress");
        QTest::addColumn<int>("bonus");
        const auto hill = FortressSite::Strong, mountaintop = FortressSite::ExtremelyStrong;
        // "Improvised Fortifications ... +4, increasing to +5 if it has plenty of stone or concrete
        // structures (or their ruins) and/or underground tunnels."
        QTest::newRow("trench lines") << fortress(FortressKind::Improvised) << 4;
        QTest::newRow("occupied stone town") << changed(fortress(FortressKind::Improvised), [](Fortress &f) { f.solid = true; }) << 5;
        QTest::newRow("improvised ignores TL") << fortress(FortressKind::Improvised, 9) << 4;
        // "Permanent Fortifications ... a DB of TL+4 ... based on the TL when they were last upgraded."
        QTest::newRow("TL3 castle") << fortress(FortressKind::Permanent, 3) << 7;
        QTest::newRow("TL0 fort") << fortress(FortressKind::Permanent, 0) << 4;
        QTest::newRow("TL8 fortress") << fortress(FortressKind::Permanent, 8) << 12;
        // "Ruins of such fortifications have at least -1 or -2 to DB."
        QTest::newRow("TL4 ruins, -2") << changed(fortress(FortressKind::Ruins, 4), [](Fortress &f) { f.ruinPenalty = 2; }) << 6;
        QTest::newRow("TL4 ruins, -1") << fortress(FortressKind::Ruins, 4) << 7;
        // "Terrain: In all cases above, add an extra +1 ... a small island, a hill ... or +2 for ... a mountaintop."
        QTest::newRow("TL3 castle on a hill") << fortress(FortressKind::Permanent, 3, hill) << 8;
        QTest::newRow("TL8 fortress on a hill") << fortress(FortressKind::Permanent, 8, hill) << 13;
        QTest::newRow("trenches on a mountaintop") << fortress(FortressKind::Improvised, 3, mountaintop) << 6;
        QTest::newRow("ruins on a mountaintop") << fortress(FortressKind::Ruins, 2, mountaintop) << 7;
        // "... a mountain pass, a cave complex, or even an ordinary village may count as a fortress with a
        // total DB of +4 or +5."
        QTest::newRow("mountain pass") << fortress(FortressKind::Natural) << 4;
        QTest::newRow("cave complex") << changed(fortress(FortressKind::Natural), [](Fortress &f) { f.naturalBonus = 5; }) << 5;
    }
    void defenseBonus()
    {
        QFETCH(Fortress, fortress);
        QFETCH(int, bonus);
        QVERIFY(validateFortress(fortress).ok());
        QCOMPARE(fortressDefenseBonus(fortress), bonus);
        QCOMPARE(fortressDefenseBreakdown(fortress).steps.constLast(), QStringLiteral("= Defense Bonus +%1").arg(bonus));
    }

    // "It can hold up to 1.5x this WT, but it will be overcrowded: -1 to DB."
    void capacity_data()
    {
        QTest::addColumn<double>("garrisonWt");
        QTest::addColumn<bool>("fits");
        QTest::addColumn<bool>("overcrowded");
        QTest::addColumn<int>("bonus");
        QTest::newRow("empty") << 0.0 << true << false << 7;
        QTest::newRow("at capacity") << 20.0 << true << false << 7;
        QTest::newRow("just over") << 20.5 << true << true << 6;
        QTest::newRow("1.5x") << 30.0 << true << true << 6;
        QTest::newRow("beyond 1.5x") << 30.5 << false << true << 0;
    }
    void capacity()
    {
        QFETCH(double, garrisonWt);
        QFETCH(bool, fits);
        QFETCH(bool, overcrowded);
        QFETCH(int, bonus);
        const auto occupancy = occupyFortress(castle(), garrisonWt);
        QCOMPARE(occupancy.ok(), fits);
        if (!fits) {
            QCOMPARE(occupancy.error().field, QStringLiteral("capacity_wt"));
            return;
        }
        QCOMPARE(occupancy->overcrowded, overcrowded);
        QCOMPARE(occupancy->defenseBonus, bonus);
    }

    // The GM's figures, checked; each error names its field.
    void validation_data()
    {
        QTest::addColumn<Fortress>("fortress");
        QTest::addColumn<QString>("field");
        QTest::newRow("no name") << changed(castle(), [](Fortress &f) { f.name = QStringLiteral("  "); }) << "name";
        QTest::newRow("TL 13") << fortress(FortressKind::Permanent, 13) << "tl";
        QTest::newRow("ruins at TL -1") << fortress(FortressKind::Ruins, -1) << "tl";
        QTest::newRow("ruins without a penalty") << changed(fortress(FortressKind::Ruins), [](Fortress &f) { f.ruinPenalty = 0; }) << "ruin_penalty";
        QTest::newRow("ruins below nothing") << changed(fortress(FortressKind::Ruins, 1), [](Fortress &f) { f.ruinPenalty = 6; }) << "ruin_penalty";
        QTest::newRow("natural +6") << changed(fortress(FortressKind::Natural), [](Fortress &f) { f.naturalBonus = 6; }) << "natural_bonus";
        QTest::newRow("natural on a hill") << fortress(FortressKind::Natural, 3, FortressSite::Strong) << "site";
        QTest::newRow("no capacity") << changed(castle(), [](Fortress &f) { f.capacityWt = 0; }) << "capacity_wt";
        QTest::newRow("an improvised work ignores its TL") << fortress(FortressKind::Improvised, 40) << "";
    }
    void validation()
    {
        QFETCH(Fortress, fortress);
        QFETCH(QString, field);
        const muster::Status status = validateFortress(fortress);
        QCOMPARE(status.ok(), field.isEmpty());
        if (!status.ok()) {
            QCOMPARE(status.error().field, field);
            QVERIFY(!status.error().message.isEmpty());
        }
    }

    // A fortress is a campaign object: its JSON keeps every figure, and a wrong one names its path.
    void json()
    {
        Fortress f = fortress(FortressKind::Ruins, 5, FortressSite::ExtremelyStrong);
        f.id = 7;
        f.ruinPenalty = 2;
        f.solid = true;
        f.capacityWt = 12.5;
        const QJsonObject object = QJsonDocument::fromJson(QJsonDocument(fortressToJson(f)).toJson()).object();
        const auto back = fortressFromJson(object, QStringLiteral("fortress"));
        QVERIFY(back.ok());
        QCOMPARE(*back, f);
        QJsonObject wrong = object;
        wrong.insert(QStringLiteral("kind"), QStringLiteral("moat"));
        QCOMPARE(fortressFromJson(wrong, QStringLiteral("fortress")).error().field, QStringLiteral("fortress.kind"));
        wrong = object;
        wrong.insert(QStringLiteral("tl"), 13);
        QCOMPARE(fortressFromJson(wrong, QStringLiteral("fortress")).error().field, QStringLiteral("fortress.tl"));
        QCOMPARE(fortressKindFromCode(QStringLiteral("Permanent")), FortressKind::Permanent);
        QCOMPARE(fortressSiteFromCode(QStringLiteral("extremely strong")), FortressSite::ExtremelyStrong);
    }
};

std::unique_ptr<QObject> newFortressTest()
{
    return std::make_unique<FortressTest>();
}

#include "battle_fortress.moc"
