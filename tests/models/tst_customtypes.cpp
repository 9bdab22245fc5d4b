// Custom element types (add, use, change, refuse, remove, undo) and the demo campaign.

#include "models_test_helpers.h"

#include "campaign/DemoCampaign.h"
#include "models/CatalogModel.h"
#include "models/ForcesModel.h"
#include "models/ModelEnums.h"
#include "models/RosterModel.h"

#include <QAbstractItemModelTester>
#include <QUndoStack>
#include <QtTest>

#include <algorithm>

using namespace muster;
using namespace modelstest;
using namespace Qt::StringLiterals;

class TstCustomTypes : public ModelsTestCase
{
    Q_OBJECT

private slots:
    void customTypes();
    void builtInDoublingCap();
    void demoCampaign();
};

// ---- 7. custom types ---------------------------------------------------------------------------

void TstCustomTypes::customTypes()
{
    Document doc = create();
    QVERIFY(doc);
    CampaignDocument *stackDocument = &*doc;
    const QUndoStack *stack = stackDocument->undoStack();
    CatalogModel catalog;
    QAbstractItemModelTester tester(&catalog, QAbstractItemModelTester::FailureReportingMode::QtTest);
    catalog.setDocument(doc.get());
    const int builtIn = catalog.rowCount();
    auto force = doc->addForce(u"Host"_s);
    QVERIFY(force);

    const ElementType troll = customType(doc->catalog().newCustomId(), u"Hill Troll"_s, 10, 0);
    QVERIFY(doc->addCustomType(troll));
    QCOMPARE(catalog.rowCount(), builtIn + 1);
    const int row = catalog.rowOfType(troll.id);
    QVERIFY(row >= 0);
    QCOMPARE(catalog.index(row, 0).data(role(Role::BuiltIn)).toBool(), false);
    QCOMPARE(catalog.index(row, 0).data(role(Role::TypeId)).toString(), troll.id);
    QCOMPARE(catalog.index(0, 0).data(role(Role::BuiltIn)).toBool(), true);
    // The same id twice is refused.
    QVERIFY(!doc->addCustomType(troll));

    auto first = doc->addLine(*force, makeLine(troll.id, 2, 3));
    auto second = doc->addLine(*force, makeLine(troll.id, 1, 4, EquipmentQuality::Good));
    QVERIFY2(first, errorText(first).constData());
    QVERIFY2(second, errorText(second).constData());
    QCOMPARE(doc->linesUsingType(troll.id), 2);
    QCOMPARE(doc->figures(*force)->aggregates().forceTs, 2 * 10 + 15.0);

    // Deleting a type in use is refused, saying how many lines use it.
    const int steps = stack->count();
    const Status removal = doc->removeCustomType(troll.id);
    QVERIFY(!removal);
    QVERIFY2(removal.error().message.contains(u"2"_s), qPrintable(removal.error().message));
    QCOMPARE(stack->count(), steps);
    QVERIFY(doc->catalog().find(troll.id));
    // Built-in types can be neither changed nor deleted.
    QVERIFY(!doc->removeCustomType(u"heavy-infantry"_s));
    ElementType builtInCopy = *doc->catalog().find(u"heavy-infantry"_s);
    builtInCopy.ts = 100;
    QVERIFY(!doc->changeCustomType(builtInCopy));

    // A change that would make a line invalid (introduced at TL4; a line fields it at TL3) is refused.
    ElementType later = troll;
    later.tl = 4;
    const Status change = doc->changeCustomType(later);
    QVERIFY(!change);
    QVERIFY(!change.error().message.isEmpty());
    QCOMPARE(stack->count(), steps);
    QCOMPARE(doc->catalog().find(troll.id)->tl, 0);
    // A change every line allows goes through and changes their figures.
    ElementType stronger = troll;
    stronger.ts = 20;
    QVERIFY(doc->changeCustomType(stronger));
    QCOMPARE(stack->count(), steps + 1);
    QCOMPARE(doc->figures(*force)->aggregates().forceTs, 2 * 20 + 30.0);
    stackDocument->undo();
    QCOMPARE(doc->figures(*force)->aggregates().forceTs, 2 * 10 + 15.0);

    // With its lines gone it can be deleted; undo brings it back.
    QVERIFY(doc->removeLines(*force, {*first, *second}));
    QVERIFY(doc->removeCustomType(troll.id));
    QCOMPARE(catalog.rowCount(), builtIn);
    QVERIFY(!doc->catalog().find(troll.id));
    stackDocument->undo();
    QVERIFY(doc->catalog().find(troll.id));
    QCOMPARE(catalog.rowCount(), builtIn + 1);

    // Undoing its addition removes it again (after the lines that used it).
    const ElementType wyrm = customType(u"custom-wyrm"_s, u"Wyrm"_s, 30);
    QVERIFY(doc->addCustomType(wyrm));
    QCOMPARE(catalog.rowCount(), builtIn + 2);
    stackDocument->undo();
    QVERIFY(!doc->catalog().find(wyrm.id));
    QCOMPARE(catalog.rowCount(), builtIn + 1);
    QCOMPARE(catalog.rowOfType(wyrm.id), -1);
    doc = reopen(doc);
    QVERIFY(doc);
    QVERIFY(!doc->catalog().find(wyrm.id));
    QVERIFY(doc->catalog().find(troll.id));
    QCOMPARE(doc->catalog().find(troll.id)->ts, 10.0);
}

// ---- 8. demo campaign --------------------------------------------------------------------------

void TstCustomTypes::demoCampaign()
{
    const QString path = m_dir->filePath(u"demo.muster"_s);
    const Status written = writeDemoCampaign(path);
    QVERIFY2(written, errorText(written).constData());
    auto opened = CampaignDocument::open(path);
    QVERIFY2(opened, errorText(opened).constData());
    const CampaignDocument &doc = **opened;
    QCOMPARE(doc.forceCount(), 3);
    for (const Force &force : doc.campaign().forces) {
        QVERIFY2(!force.lines.isEmpty(), qPrintable(force.name));
        const LineFiguresCache *figures = doc.figures(force.id);
        QVERIFY(figures);
        QCOMPARE(figures->lines().size(), force.lines.size());
        for (qsizetype i = 0; i < figures->lines().size(); ++i) {
            const ComputedLine &line = figures->lines().at(i);
            QVERIFY2(line.stats.has_value(), qPrintable(u"%1: %2"_s.arg(line.label, line.error)));
        }
        QCOMPARE(figures->aggregates().invalidLines, 0);
        QVERIFY(figures->aggregates().forceTs > 0);
    }
    const auto &types = doc.catalog().types();
    const auto wyrm = std::find_if(types.begin(), types.end(),
                                   [](const ElementType &t) { return t.name == u"Bog Wyrm"_s; });
    QVERIFY(wyrm != types.end());
    QVERIFY(!wyrm->isBuiltIn());
    QVERIFY(doc.linesUsingType(wyrm->id) > 0);

    // The models show it without complaint.
    ForcesModel forces;
    QAbstractItemModelTester tester(&forces, QAbstractItemModelTester::FailureReportingMode::QtTest);
    forces.setDocument(opened->get());
    QCOMPARE(forces.rowCount(), 3);
    RosterModel roster;
    QAbstractItemModelTester rosterTester(&roster, QAbstractItemModelTester::FailureReportingMode::QtTest);
    for (int row = 0; row < forces.rowCount(); ++row) {
        roster.setForce(opened->get(), forces.forceIdAt(row));
        QCOMPARE(roster.rowCount(), int(doc.campaign().forces.at(row).lines.size()));
        for (int line = 0; line < roster.rowCount(); ++line)
            QCOMPARE(roster.index(line, 0).data(role(Role::Invalid)).toBool(), false);
    }
}

// TL6-12 tables: the GM decides how long a high-tech type keeps doubling. The cap is one undoable
// step, changes the TS of every line of the type, and is kept in the file.
void TstCustomTypes::builtInDoublingCap()
{
    Document doc = create(u"cap.muster"_s);
    QVERIFY(doc);
    auto force = doc->addForce(u"Future Company"_s);
    QVERIFY(force);
    // IFV: TS 200 at TL7, doubling per TL: 3,200 at TL11.
    QVERIFY(doc->addLine(*force, makeLine(u"ifv"_s, 2, 11)));
    QCOMPARE(doc->figures(*force)->aggregates().forceTs, 6400.0);
    CatalogModel catalog;
    catalog.setDocument(doc.get());
    const int ifvRow = catalog.rowOfType(u"ifv"_s);

    const int steps = doc->undoStack()->count();
    QVERIFY(doc->setBuiltInViability(u"ifv"_s, 9));
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    // Doubles to TL9 only: 200 x 4 = 800 per element at TL11.
    QCOMPARE(doc->figures(*force)->aggregates().forceTs, 1600.0);
    QVERIFY2(catalog.index(ifvRow, CatalogColumn::Tl).data().toString().contains(u"TL9"_s),
             qPrintable(catalog.index(ifvRow, CatalogColumn::Tl).data().toString()));
    // Below two TLs after introduction is refused, and changes nothing.
    QVERIFY(!doc->setBuiltInViability(u"ifv"_s, 8));
    QCOMPARE(doc->undoStack()->count(), steps + 1);

    doc->undo();
    QCOMPARE(doc->figures(*force)->aggregates().forceTs, 6400.0);
    doc->redo();
    doc = reopen(doc);
    QVERIFY(doc);
    QCOMPARE(doc->catalog().find(u"ifv"_s)->viableThroughTl, 9);
    QCOMPARE(doc->figures(*force)->aggregates().forceTs, 1600.0);
}

std::unique_ptr<QObject> newTstCustomTypes()
{
    return std::make_unique<TstCustomTypes>();
}

#include "tst_customtypes.moc"
