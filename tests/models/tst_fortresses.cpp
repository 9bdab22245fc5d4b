// The campaign's fortresses in the document ("Sieges", issue 6): added, changed and removed as undoable
// edits checked with validateFortress, kept in the file across reopening, and shown by FortressesModel
// (QAbstractItemModelTester) with the Defense Bonus each gives.

#include "models_test_helpers.h"

#include "models/FortressesModel.h"
#include "models/ModelEnums.h"

#include <QAbstractItemModelTester>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QUndoStack>
#include <QtTest>

namespace muster {

// So that a failed QCOMPARE of fortresses shows both sides.
char *toString(const Fortress &fortress)
{
    return qstrdup(QJsonDocument(fortressToJson(fortress)).toJson(QJsonDocument::Compact).constData());
}

} // namespace muster

Q_DECLARE_METATYPE(muster::Fortress)

using namespace muster;
using namespace modelstest;

namespace {

Fortress kestevenCastle()
{
    Fortress f;
    f.name = QStringLiteral("Kesteven Castle");
    f.kind = FortressKind::Permanent;
    f.tl = 3;
    f.site = FortressSite::Strong;
    f.capacityWt = 400;
    return f;
}

Fortress wolfPass()
{
    Fortress f;
    f.name = QStringLiteral("Wolf Pass");
    f.kind = FortressKind::Natural;
    f.naturalBonus = 5;
    f.capacityWt = 60;
    return f;
}

} // namespace

class TstFortresses : public ModelsTestCase
{
    Q_OBJECT

private slots:
    void addChangeRemoveWithUndoRedo()
    {
        Document document = create();
        QSignalSpy changed(document.get(), &CampaignDocument::fortressesChanged);
        auto id = document->addFortress(kestevenCastle());
        QVERIFY2(id.ok(), errorText(id).constData());
        QVERIFY(*id > 0);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(document->fortresses().size(), 1);
        Fortress expected = kestevenCastle();
        expected.id = *id;
        QCOMPARE(*document->fortress(*id), expected);
        QCOMPARE(fortressDefenseBonus(*document->fortress(*id)), 8); // TL3+4, +1 on a hill
        QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Add fortress Kesteven Castle"));

        // Changed: upgraded to TL4 on a mountaintop.
        Fortress upgraded = expected;
        upgraded.tl = 4;
        upgraded.site = FortressSite::ExtremelyStrong;
        QVERIFY(document->changeFortress(upgraded).ok());
        QCOMPARE(*document->fortress(*id), upgraded);
        QCOMPARE(fortressDefenseBonus(*document->fortress(*id)), 10);
        document->undo();
        QCOMPARE(*document->fortress(*id), expected);
        document->redo();
        QCOMPARE(*document->fortress(*id), upgraded);

        // Removed, and back under the same id.
        QVERIFY(document->removeFortress(*id).ok());
        QVERIFY(document->fortresses().isEmpty());
        QVERIFY(!document->fortress(*id));
        document->undo();
        QCOMPARE(*document->fortress(*id), upgraded);

        // Undo everything, then redo everything: the added fortress keeps its id.
        document->undo(); // the change
        document->undo(); // the addition
        QVERIFY(document->fortresses().isEmpty());
        document->redo();
        QCOMPARE(*document->fortress(*id), expected);
        document->redo();
        document->redo();
        QVERIFY(document->fortresses().isEmpty());
        document->undo();
        QCOMPARE(document->fortresses(), (QList<Fortress>{upgraded}));
    }

    void survivesReopening()
    {
        Document document = create();
        auto castle = document->addFortress(kestevenCastle());
        auto pass = document->addFortress(wolfPass());
        QVERIFY(castle && pass);
        Fortress changed = *document->fortress(*pass);
        changed.capacityWt = 75.5;
        QVERIFY(document->changeFortress(changed).ok());
        const QList<Fortress> before = document->fortresses();
        document = reopen(document);
        QCOMPARE(document->fortresses(), before);
        QCOMPARE(document->fortress(*pass)->capacityWt, 75.5);
        // A removal reaches the file too.
        QVERIFY(document->removeFortress(*castle).ok());
        document = reopen(document);
        QCOMPARE(document->fortresses().size(), 1);
        QCOMPARE(document->fortresses().at(0).name, QStringLiteral("Wolf Pass"));
    }

    void refusesWhatValidateFortressRefuses_data()
    {
        QTest::addColumn<Fortress>("fortress");
        QTest::addColumn<QString>("field");
        Fortress noName = kestevenCastle();
        noName.name = QStringLiteral("   ");
        QTest::newRow("no name") << noName << QStringLiteral("name");
        Fortress tl13 = kestevenCastle();
        tl13.tl = 13;
        QTest::newRow("TL 13") << tl13 << QStringLiteral("tl");
        Fortress noCapacity = kestevenCastle();
        noCapacity.capacityWt = 0;
        QTest::newRow("no capacity") << noCapacity << QStringLiteral("capacity_wt");
        Fortress ruin = kestevenCastle();
        ruin.kind = FortressKind::Ruins;
        ruin.ruinPenalty = 0;
        QTest::newRow("ruins without a penalty") << ruin << QStringLiteral("ruin_penalty");
        Fortress peak = wolfPass();
        peak.site = FortressSite::Strong;
        QTest::newRow("natural with a site") << peak << QStringLiteral("site");
        Fortress six = wolfPass();
        six.naturalBonus = 6;
        QTest::newRow("natural +6") << six << QStringLiteral("natural_bonus");
    }

    void refusesWhatValidateFortressRefuses()
    {
        QFETCH(Fortress, fortress);
        QFETCH(QString, field);
        Document document = create();
        auto added = document->addFortress(fortress);
        QVERIFY(!added);
        QCOMPARE(added.error().field, field);
        QVERIFY(!added.error().message.isEmpty());
        QCOMPARE(document->undoStack()->count(), 0);
        QVERIFY(document->fortresses().isEmpty());

        // The same refusal for a change of a stored fortress, which stays as it was.
        auto id =
            document->addFortress(fortress.kind == FortressKind::Natural ? wolfPass() : kestevenCastle());
        QVERIFY(id);
        const Fortress stored = *document->fortress(*id);
        fortress.id = *id;
        const Status change = document->changeFortress(fortress);
        QVERIFY(!change);
        QCOMPARE(change.error().field, field);
        QCOMPARE(*document->fortress(*id), stored);
        QCOMPARE(document->undoStack()->count(), 1);
    }

    void refusesATakenNameAndUnknownIds()
    {
        Document document = create();
        auto id = document->addFortress(kestevenCastle());
        QVERIFY(id);
        Fortress twin = wolfPass();
        twin.name = QStringLiteral("kesteven castle");
        auto again = document->addFortress(twin);
        QVERIFY(!again);
        QCOMPARE(again.error().field, QStringLiteral("name"));
        // Renaming to its own name is no conflict; an unchanged fortress pushes nothing.
        QVERIFY(document->changeFortress(*document->fortress(*id)).ok());
        QCOMPARE(document->undoStack()->count(), 1);
        Fortress ghost = kestevenCastle();
        ghost.id = *id + 100;
        QCOMPARE(document->changeFortress(ghost).error().field, QStringLiteral("fortress"));
        QCOMPARE(document->removeFortress(*id + 100).error().field, QStringLiteral("fortress"));
    }

    // The fields a kind does not use are stored at their defaults.
    void storesOnlyWhatTheKindUses()
    {
        Document document = create();
        Fortress trenches;
        trenches.name = QStringLiteral("  Trenches ");
        trenches.kind = FortressKind::Improvised;
        trenches.tl = 9;
        trenches.solid = true;
        trenches.ruinPenalty = 3;
        trenches.naturalBonus = 5;
        trenches.site = FortressSite::Strong;
        trenches.capacityWt = 50;
        auto id = document->addFortress(trenches);
        QVERIFY(id);
        const Fortress &stored = *document->fortress(*id);
        QCOMPARE(stored.name, QStringLiteral("Trenches"));
        QCOMPARE(stored.tl, Fortress{}.tl);
        QCOMPARE(stored.ruinPenalty, 1);
        QCOMPARE(stored.naturalBonus, 4);
        QVERIFY(stored.solid);
        QCOMPARE(fortressDefenseBonus(stored), 6); // +5 with stone, +1 on a hill
    }

    void modelShowsTheFortresses()
    {
        Document document = create();
        FortressesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(document.get());
        QCOMPARE(model.rowCount(), 0);
        auto castle = document->addFortress(kestevenCastle());
        auto pass = document->addFortress(wolfPass());
        QVERIFY(castle && pass);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), int(FortressColumn::ColumnCount));
        QCOMPARE(model.fortressIdAt(1), *pass);
        QCOMPARE(model.rowOfFortress(*castle), 0);
        QCOMPARE(model.data(model.index(0, FortressColumn::Name)).toString(),
                 QStringLiteral("Kesteven Castle"));
        QCOMPARE(model.data(model.index(0, FortressColumn::Tl)).toString(), QStringLiteral("3"));
        QCOMPARE(model.data(model.index(0, FortressColumn::Capacity)).toString(), QStringLiteral("400"));
        QCOMPARE(model.data(model.index(0, FortressColumn::DefenseBonus)).toString(), QStringLiteral("+8"));
        QCOMPARE(model.data(model.index(1, FortressColumn::DefenseBonus)).toString(), QStringLiteral("+5"));
        QCOMPARE(model.data(model.index(1, FortressColumn::Tl)).toString(), QString()); // no TL for a pass
        QVERIFY(model.data(model.index(0, FortressColumn::DefenseBonus), Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("TL+4")));
        QCOMPARE(model.data(model.index(1, 0), FortressesModel::FortressIdRole).toLongLong(), *pass);

        Fortress ruined = *document->fortress(*castle);
        ruined.kind = FortressKind::Ruins;
        ruined.ruinPenalty = 2;
        QVERIFY(document->changeFortress(ruined).ok());
        QCOMPARE(model.data(model.index(0, FortressColumn::DefenseBonus)).toString(), QStringLiteral("+6"));
        QVERIFY(document->removeFortress(*castle).ok());
        QCOMPARE(model.rowCount(), 1);
        document->undo();
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.fortressIdAt(0), *castle);
    }
};

std::unique_ptr<QObject> newTstFortresses()
{
    return std::make_unique<TstFortresses>();
}

#include "tst_fortresses.moc"
