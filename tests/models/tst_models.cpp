// The item models and the undoable document over core: CampaignDocument (every edit an undoable
// command that writes to the campaign file before it changes memory), RosterModel, ForcesModel,
// AggregatesModel and CatalogModel.
//
// Every file lives in a QTemporaryDir. A campaign file is locked while a document holds it, so what
// reached the file is checked by destroying the document and opening the file again.
// Figures come from Appendix A of /work/shared/rules/gurps-mass-combat.md (the Yrth force).

#include "campaign/DemoCampaign.h"
#include "catalog/Customization.h"
#include "models/AggregatesModel.h"
#include "models/CampaignDocument.h"
#include "models/CatalogModel.h"
#include "models/ForcesModel.h"
#include "models/ModelEnums.h"
#include "models/RosterModel.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <algorithm>
#include <functional>
#include <memory>

using namespace muster;
using namespace Qt::StringLiterals;

namespace {

using Document = std::unique_ptr<CampaignDocument>;

template <typename T> QByteArray errorText(const Result<T> &result)
{
    return result ? QByteArray() : result.error().message.toUtf8();
}

RosterLine makeLine(const QString &typeId, int count, int tl,
                    EquipmentQuality equipment = EquipmentQuality::Basic,
                    TroopQuality troops = TroopQuality::Average, std::initializer_list<Feature> features = {},
                    const QString &name = {})
{
    RosterLine line;
    line.count = count;
    line.record.typeId = typeId;
    line.record.tl = tl;
    line.record.equipment = equipment;
    line.record.troops = troops;
    line.record.name = name;
    for (Feature f : features)
        line.record.set(f);
    return line;
}

// Appendix A, An Yrth Military Force (TL3).
QList<RosterLine> yrthLines()
{
    RosterLine richard = makeLine(u"heavy-infantry"_s, 1, 3, EquipmentQuality::Fine, TroopQuality::Elite,
                                  {Feature::Hero}, u"Sir Richard"_s);
    richard.record.heroMultiplier = 1.0;
    return {
        makeLine(u"heavy-cavalry"_s, 3, 3, EquipmentQuality::Fine, TroopQuality::Good, {Feature::Impetuous}),
        makeLine(u"heavy-infantry"_s, 5, 3), makeLine(u"bowmen"_s, 2, 3),
        makeLine(u"miners"_s, 1, 3, EquipmentQuality::Fine), richard};
}

ElementType customType(const QString &id, const QString &name, double ts = 10, int tl = 0)
{
    ElementType type;
    type.id = id;
    type.name = name;
    type.table = CatalogTable::Custom;
    type.ts = ts;
    type.classes = ClassSet{SpecialClass::Arm};
    type.wt = 2;
    type.mobility = {Mobility::Foot};
    type.raise = Money::fromDollars(20000);
    type.maintain = Money::fromDollars(4000);
    type.tl = tl;
    type.scaling = TlScaling::LowTech;
    type.description = u"A test creature."_s;
    return type;
}

QString describe(const ElementRecord &r)
{
    return u"'%1' %2 TL%3 %4/%5 [%6] hero x%7"_s.arg(r.name, r.typeId)
        .arg(r.tl)
        .arg(equipmentQualityCode(r.equipment), troopQualityCode(r.troops), r.featureCodes().join(u';'))
        .arg(r.heroMultiplier);
}

QString describe(const RosterLine &line)
{
    return u"#%1 %2 x %3"_s.arg(line.id).arg(line.count).arg(describe(line.record));
}

QString describe(const QList<RosterLine> &lines)
{
    QStringList text;
    for (const RosterLine &line : lines)
        text << describe(line);
    return text.join(u"\n"_s);
}

QString describe(const ForceAggregates &a)
{
    QStringList classes;
    for (SpecialClass c : allSpecialClasses)
        classes << u"%1=%2"_s.arg(specialClassCode(c), formatNumber(a.classTsOf(c)));
    return u"force TS %1, total TS %2, elements %3, WT %4, raise %5, maintain %6, invalid %7, classes %8"_s
        .arg(formatNumber(a.forceTs), formatNumber(a.totalTs))
        .arg(a.elements)
        .arg(formatNumber(a.wt))
        .arg(a.raise.cents())
        .arg(a.maintain.cents())
        .arg(a.invalidLines)
        .arg(classes.join(u' '));
}

// Everything a campaign holds, as text, so that two states compare with a readable difference.
QString describe(const CampaignDocument &document)
{
    QStringList text;
    text << u"campaign '%1'"_s.arg(document.campaign().name);
    QStringList custom;
    for (const ElementType &type : document.catalog().types()) {
        if (!type.isBuiltIn())
            custom
                << u"type %1 '%2' TS %3 TL%4"_s.arg(type.id, type.name, formatNumber(type.ts)).arg(type.tl);
    }
    custom.sort();
    text << custom;
    for (const Force &force : document.campaign().forces) {
        text << u"force #%1 '%2' notes '%3'"_s.arg(force.id).arg(force.name, force.notes);
        for (const StaffMember &m : force.staff) {
            QStringList skills;
            for (int s : m.skills)
                skills << QString::number(s);
            text << u"  staff '%1' %2"_s.arg(m.name, skills.join(u'/'));
        }
        for (const RosterLine &line : force.lines)
            text << u"  "_s + describe(line);
        const LineFiguresCache *figures = document.figures(force.id);
        text << u"  "_s + (figures ? describe(figures->aggregates()) : u"no figures"_s);
    }
    return text.join(u'\n');
}

bool undoTextsNonEmpty(const QUndoStack *stack)
{
    for (int i = 0; i < stack->count(); ++i) {
        if (stack->command(i)->text().trimmed().isEmpty())
            return false;
    }
    return true;
}

// Edits of every kind the document offers, for the data-driven undo/redo test.
enum class Edit {
    AddForce,
    RemoveForce,
    RenameForce,
    ForceNotes,
    Staff,
    AddLine,
    ChangeLine,
    RemoveLine,
    RemoveLines,
    AddCustomType,
    ChangeCustomType,
    RemoveCustomType,
};

} // namespace

Q_DECLARE_METATYPE(Edit)

class TstModels : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void modelTesterDuringEdits();

    void yrthRoundTrip();

    void undoRedoPersists_data();
    void undoRedoPersists();
    void undoSequencePersists();
    void undoTextsAndMerging();
    void forceOrderAfterRemoval();

    void rosterSetData_data();
    void rosterSetData();
    void rosterTsDisplay();
    void rosterRefusesInvalidEdits();

    void sortValueIsNumeric();

    void aggregatesFollowEdits();
    void aggregatesFollowRestoredForce();

    void customTypes();

    void demoCampaign();

    void removeLinesOddSelections();
    void failedWriteIsRefused();
    void failedChangeDoesNotMerge();

private:
    // A new, empty campaign in m_dir under `fileName`.
    Document create(const QString &fileName = u"campaign.muster"_s);
    // Destroys `document` (releasing the file) and opens the file again.
    Document reopen(Document &document);
    // A campaign with three forces, lines, an unused and a used custom type.
    Document createBaseCampaign(const QString &fileName);
    static void perform(CampaignDocument &document, Edit edit);

    std::unique_ptr<QTemporaryDir> m_dir;
    int m_fileCount = 0;
};

void TstModels::initTestCase()
{
    // Figures are formatted with the default locale: "37.5", not "37,5".
    QLocale::setDefault(QLocale::c());
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY2(m_dir->isValid(), qPrintable(m_dir->errorString()));
}

Document TstModels::create(const QString &fileName)
{
    const QString path = m_dir->filePath(u"%1-%2"_s.arg(++m_fileCount).arg(fileName));
    auto created = CampaignDocument::create(path, u"Test Campaign"_s);
    if (!created) {
        QTest::qFail(errorText(created).constData(), __FILE__, __LINE__);
        return {};
    }
    return std::move(created).value();
}

Document TstModels::reopen(Document &document)
{
    const QString path = document->path();
    document.reset();
    auto opened = CampaignDocument::open(path);
    if (!opened) {
        QTest::qFail(errorText(opened).constData(), __FILE__, __LINE__);
        return {};
    }
    return std::move(opened).value();
}

Document TstModels::createBaseCampaign(const QString &fileName)
{
    Document doc = create(fileName);
    if (!doc)
        return {};
    auto ok = [](const auto &result) {
        if (!result)
            qFatal("base campaign: %s", qPrintable(result.error().message));
    };
    ok(doc->addCustomType(customType(u"custom-unused"_s, u"Unused Troll"_s)));
    ok(doc->addCustomType(customType(u"custom-bog"_s, u"Bog Troll"_s, 12)));
    auto alpha = doc->addForce(u"Alpha"_s);
    auto beta = doc->addForce(u"Beta"_s);
    ok(alpha);
    ok(beta);
    ok(doc->addForce(u"Gamma"_s));
    ok(doc->addLine(*alpha, makeLine(u"heavy-infantry"_s, 5, 3)));
    ok(doc->addLine(*alpha, makeLine(u"bowmen"_s, 2, 3)));
    ok(doc->addLine(*alpha, makeLine(u"heavy-cavalry"_s, 3, 3, EquipmentQuality::Fine, TroopQuality::Good)));
    ok(doc->addLine(*beta, makeLine(u"miners"_s, 1, 3)));
    ok(doc->addLine(*beta, makeLine(u"custom-bog"_s, 2, 3, EquipmentQuality::Basic, TroopQuality::Average, {},
                                    u"Fen Trolls"_s)));
    return doc;
}

void TstModels::perform(CampaignDocument &doc, Edit edit)
{
    const Force alpha = doc.campaign().forces.at(0);
    const Force beta = doc.campaign().forces.at(1);
    Status status = success();
    switch (edit) {
    case Edit::AddForce: {
        auto added = doc.addForce(u"Delta"_s);
        status = added ? success() : Status(added.error());
        break;
    }
    case Edit::RemoveForce:
        status = doc.removeForce(beta.id);
        break;
    case Edit::RenameForce:
        status = doc.renameForce(alpha.id, u"Alpha Renamed"_s);
        break;
    case Edit::ForceNotes:
        status = doc.setForceNotes(alpha.id, u"Camped by the ford."_s);
        break;
    case Edit::Staff: {
        StaffMember member;
        member.name = u"Sir Richard"_s;
        member.skills = {14, 13, 12, 11, 15};
        status = doc.setStaff(alpha.id, StaffRole::Commander, member);
        break;
    }
    case Edit::AddLine: {
        auto added = doc.addLine(alpha.id, makeLine(u"pikemen"_s, 4, 3, EquipmentQuality::Good), 1);
        status = added ? success() : Status(added.error());
        break;
    }
    case Edit::ChangeLine: {
        RosterLine line = alpha.lines.at(1);
        line.count = 9;
        line.record.troops = TroopQuality::Elite;
        line.record.set(Feature::Night);
        status = doc.changeLine(alpha.id, line, u"Change bowmen"_s);
        break;
    }
    case Edit::RemoveLine:
        status = doc.removeLines(alpha.id, {alpha.lines.at(1).id});
        break;
    case Edit::RemoveLines:
        status = doc.removeLines(alpha.id, {alpha.lines.at(0).id, alpha.lines.at(2).id});
        break;
    case Edit::AddCustomType:
        status = doc.addCustomType(customType(u"custom-new"_s, u"Hill Giant"_s, 25));
        break;
    case Edit::ChangeCustomType: {
        ElementType changed = *doc.catalog().find(u"custom-bog"_s);
        changed.ts = 30;
        changed.name = u"Greater Bog Troll"_s;
        status = doc.changeCustomType(changed);
        break;
    }
    case Edit::RemoveCustomType:
        status = doc.removeCustomType(u"custom-unused"_s);
        break;
    }
    if (!status)
        QTest::qFail(status.error().message.toUtf8().constData(), __FILE__, __LINE__);
}

// ---- 1. QAbstractItemModelTester ---------------------------------------------------------------

void TstModels::modelTesterDuringEdits()
{
    Document doc = create();
    QVERIFY(doc);
    QSignalSpy errors(doc.get(), &CampaignDocument::errorOccurred);
    QUndoStack *stack = doc->undoStack();

    ForcesModel forces;
    CatalogModel catalog;
    RosterModel roster;
    AggregatesModel aggregates;
    const auto mode = QAbstractItemModelTester::FailureReportingMode::QtTest;
    QAbstractItemModelTester forcesTester(&forces, mode);
    QAbstractItemModelTester catalogTester(&catalog, mode);
    QAbstractItemModelTester rosterTester(&roster, mode);
    QAbstractItemModelTester aggregatesTester(&aggregates, mode);
    forces.setDocument(doc.get());
    catalog.setDocument(doc.get());
    const int builtInTypes = catalog.rowCount();
    QVERIFY(builtInTypes > 100);

    // Forces.
    auto first = doc->addForce(u"First"_s);
    QVERIFY2(first, errorText(first).constData());
    QCOMPARE(forces.rowCount(), 1);
    roster.setForce(doc.get(), *first);
    aggregates.setForce(doc.get(), *first);
    QCOMPARE(roster.rowCount(), 0);
    QVERIFY(aggregates.rowCount() > 0);
    QCOMPARE(aggregates.totals().forceTs, 0.0);

    // Lines: add (at the end and in the middle).
    QList<qint64> ids;
    for (const RosterLine &line : yrthLines()) {
        auto added = doc->addLine(*first, line);
        QVERIFY2(added, errorText(added).constData());
        ids << *added;
    }
    QCOMPARE(roster.rowCount(), 5);
    QCOMPARE(aggregates.totals().forceTs, 75.5);
    auto middle = doc->addLine(*first, makeLine(u"pikemen"_s, 2, 3), 2);
    QVERIFY2(middle, errorText(middle).constData());
    QCOMPARE(roster.rowCount(), 6);
    QCOMPARE(roster.lineIdAt(2), *middle);
    QCOMPARE(roster.rowOfLine(ids.at(2)), 3);
    QCOMPARE(aggregates.totals().forceTs, 75.5 + 8);

    // Change lines: through the document and through the model.
    RosterLine changed = doc->force(*first)->lines.at(roster.rowOfLine(ids.at(1)));
    changed.count = 6;
    QVERIFY(doc->changeLine(*first, changed, u"Six spearmen"_s));
    QCOMPARE(roster.index(roster.rowOfLine(ids.at(1)), RosterColumn::Count).data().toInt(), 6);
    QVERIFY(roster.setData(roster.index(roster.rowOfLine(ids.at(2)), RosterColumn::Count), 4));
    QCOMPARE(aggregates.totals().forceTs, 75.5 + 8 + 4 + 4);

    // Remove lines: one, then several in one step; undo and redo them.
    const int beforeRemove = stack->count();
    QVERIFY(doc->removeLines(*first, {*middle}));
    QCOMPARE(roster.rowCount(), 5);
    QVERIFY(doc->removeLines(*first, {ids.at(0), ids.at(4), ids.at(2)}));
    QCOMPARE(roster.rowCount(), 2);
    QCOMPARE(stack->count(), beforeRemove + 2);
    QCOMPARE(roster.lineIdAt(0), ids.at(1));
    QCOMPARE(roster.lineIdAt(1), ids.at(3));
    stack->undo();
    QCOMPARE(roster.rowCount(), 5);
    for (int i = 0; i < 5; ++i)
        QCOMPARE(roster.lineIdAt(i), ids.at(i));
    stack->redo();
    QCOMPARE(roster.rowCount(), 2);
    stack->undo();
    stack->undo();
    QCOMPARE(roster.rowCount(), 6);
    QCOMPARE(roster.lineIdAt(2), *middle);
    stack->redo();
    QCOMPARE(roster.rowCount(), 5);

    // More forces: add, rename (through the model), remove; undo and redo.
    auto second = doc->addForce(u"Second"_s);
    QVERIFY2(second, errorText(second).constData());
    QCOMPARE(forces.rowCount(), 2);
    QSignalSpy forceRefused(&forces, &ForcesModel::editRefused);
    const int beforeBlankName = stack->count();
    QVERIFY(!forces.setData(forces.index(1), u"   "_s));
    QCOMPARE(forceRefused.count(), 1);
    QVERIFY(!forceRefused.at(0).at(0).toString().isEmpty());
    QCOMPARE(stack->count(), beforeBlankName);
    QVERIFY(forces.setData(forces.index(1), u"Second, renamed"_s));
    QCOMPARE(stack->count(), beforeBlankName + 1);
    QCOMPARE(forces.index(1).data().toString(), u"Second, renamed"_s);
    QVERIFY(doc->addLine(*second, makeLine(u"light-cavalry"_s, 4, 3)));
    QVERIFY(doc->removeForce(*second));
    QCOMPARE(forces.rowCount(), 1);
    stack->undo();
    QCOMPARE(forces.rowCount(), 2);
    QCOMPARE(forces.index(1).data(role(Role::ForceId)).toLongLong(), *second);
    QCOMPARE(doc->force(*second)->lines.size(), 1);
    stack->undo(); // the line
    stack->undo(); // the rename
    QCOMPARE(forces.index(1).data().toString(), u"Second"_s);
    stack->redo();
    QCOMPARE(forces.index(1).data().toString(), u"Second, renamed"_s);

    // Custom types: add, use, change, remove; undo.
    const ElementType troll = customType(u"custom-1"_s, u"Hill Troll"_s, 8);
    QVERIFY(doc->addCustomType(troll));
    QCOMPARE(catalog.rowCount(), builtInTypes + 1);
    QCOMPARE(catalog.index(catalog.rowOfType(troll.id), CatalogColumn::Name).data().toString(),
             u"Hill Troll"_s);
    auto trolls = doc->addLine(*first, makeLine(troll.id, 2, 3));
    QVERIFY2(trolls, errorText(trolls).constData());
    QCOMPARE(roster.rowCount(), 6);
    ElementType bigger = troll;
    bigger.ts = 16;
    QVERIFY(doc->changeCustomType(bigger));
    QCOMPARE(catalog.index(catalog.rowOfType(troll.id), CatalogColumn::Ts).data().toString(), u"16"_s);
    QCOMPARE(roster.index(roster.rowOfLine(*trolls), RosterColumn::Ts).data().toString(), u"32"_s);
    QVERIFY(doc->removeLines(*first, {*trolls}));
    QVERIFY(doc->removeCustomType(troll.id));
    QCOMPARE(catalog.rowCount(), builtInTypes);
    QCOMPARE(catalog.rowOfType(troll.id), -1);
    stack->undo();
    QCOMPARE(catalog.rowCount(), builtInTypes + 1);
    stack->undo();
    QCOMPARE(roster.rowCount(), 6);
    stack->undo();
    QCOMPARE(roster.index(roster.rowOfLine(*trolls), RosterColumn::Ts).data().toString(), u"16"_s);

    // The roster's own force goes away and comes back.
    QVERIFY(doc->removeForce(*first));
    QCOMPARE(roster.rowCount(), 0);
    QCOMPARE(aggregates.rowCount(), 0);
    stack->undo();
    QCOMPARE(forces.rowCount(), 2);

    // Undo everything, then redo everything.
    while (stack->canUndo())
        stack->undo();
    QCOMPARE(forces.rowCount(), 0);
    QCOMPARE(catalog.rowCount(), builtInTypes);
    while (stack->canRedo())
        stack->redo();
    QCOMPARE(forces.rowCount(), 1); // the first force was removed last
    QCOMPARE(errors.count(), 0);
}

// ---- 2. round trip -----------------------------------------------------------------------------

void TstModels::yrthRoundTrip()
{
    Document doc = create(u"yrth.muster"_s);
    QVERIFY(doc);
    auto force = doc->addForce(u"Sir Richard's force"_s);
    QVERIFY2(force, errorText(force).constData());
    for (const RosterLine &line : yrthLines()) {
        auto added = doc->addLine(*force, line);
        QVERIFY2(added, errorText(added).constData());
    }

    const ForceAggregates a = doc->figures(*force)->aggregates();
    QCOMPARE(a.forceTs, 75.5);
    QCOMPARE(a.classTsOf(SpecialClass::Cv), 37.5);
    QCOMPARE(a.classTsOf(SpecialClass::Eng), 2.0);
    QCOMPARE(a.classTsOf(SpecialClass::F), 4.0);
    QCOMPARE(a.elements, qint64(12));
    QCOMPARE(a.invalidLines, 0);

    const QList<RosterLine> lines = doc->force(*force)->lines;
    QCOMPARE(lines.size(), 5);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        RosterLine expected = yrthLines().at(i);
        expected.id = lines.at(i).id;
        QVERIFY(lines.at(i).id > 0);
        QCOMPARE(describe(lines.at(i)), describe(expected));
    }
    const QString before = describe(*doc);

    // No save step: destroy the document and the file holds it all.
    doc = reopen(doc);
    QVERIFY(doc);
    QCOMPARE(doc->forceCount(), 1);
    QCOMPARE(doc->force(*force)->name, u"Sir Richard's force"_s);
    QCOMPARE(describe(doc->force(*force)->lines), describe(lines));
    QVERIFY(doc->force(*force)->lines == lines);
    const ForceAggregates reopened = doc->figures(*force)->aggregates();
    QCOMPARE(describe(reopened), describe(a));
    QCOMPARE(reopened.forceTs, 75.5);
    QCOMPARE(reopened.classTsOf(SpecialClass::Cv), 37.5);
    QCOMPARE(reopened.classTsOf(SpecialClass::Eng), 2.0);
    QCOMPARE(reopened.classTsOf(SpecialClass::F), 4.0);
    QCOMPARE(describe(*doc), before);
    QCOMPARE(doc->undoStack()->count(), 0);
}

// ---- 3. undo and redo reach the file -----------------------------------------------------------

void TstModels::undoRedoPersists_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::newRow("add force") << Edit::AddForce;
    QTest::newRow("remove force") << Edit::RemoveForce;
    QTest::newRow("rename force") << Edit::RenameForce;
    QTest::newRow("force notes") << Edit::ForceNotes;
    QTest::newRow("staff") << Edit::Staff;
    QTest::newRow("add line") << Edit::AddLine;
    QTest::newRow("change line") << Edit::ChangeLine;
    QTest::newRow("remove line") << Edit::RemoveLine;
    QTest::newRow("remove lines") << Edit::RemoveLines;
    QTest::newRow("add custom type") << Edit::AddCustomType;
    QTest::newRow("change custom type") << Edit::ChangeCustomType;
    QTest::newRow("remove custom type") << Edit::RemoveCustomType;
}

void TstModels::undoRedoPersists()
{
    QFETCH(Edit, edit);
    Document doc = createBaseCampaign(u"undo.muster"_s);
    QVERIFY(doc);
    QSignalSpy errors(doc.get(), &CampaignDocument::errorOccurred);
    QUndoStack *stack = doc->undoStack();
    const QString before = describe(*doc);
    const int steps = stack->count();

    perform(*doc, edit);
    QCOMPARE(stack->count(), steps + 1);
    QVERIFY(!stack->text(stack->count() - 1).isEmpty());
    const QString after = describe(*doc);
    QVERIFY(after != before);

    // In memory: undo, redo, undo.
    stack->undo();
    QCOMPARE(describe(*doc), before);
    stack->redo();
    QCOMPARE(describe(*doc), after);
    stack->undo();
    QCOMPARE(describe(*doc), before);

    // In the file: the undone edit is gone.
    doc = reopen(doc);
    QVERIFY(doc);
    QCOMPARE(describe(*doc), before);

    // Again on the reopened file: edit, undo, redo; the redone edit is in the file.
    QSignalSpy moreErrors(doc.get(), &CampaignDocument::errorOccurred);
    perform(*doc, edit);
    QCOMPARE(describe(*doc), after);
    doc->undoStack()->undo();
    QCOMPARE(describe(*doc), before);
    doc->undoStack()->redo();
    QCOMPARE(describe(*doc), after);
    doc = reopen(doc);
    QVERIFY(doc);
    QCOMPARE(describe(*doc), after);
    QCOMPARE(errors.count(), 0);
    QCOMPARE(moreErrors.count(), 0);
}

void TstModels::undoSequencePersists()
{
    Document doc = create();
    QVERIFY(doc);
    QUndoStack *stack = doc->undoStack();
    auto force = doc->addForce(u"Host"_s);
    QVERIFY2(force, errorText(force).constData());

    // A, B, C; undo C.
    auto a = doc->addLine(*force, makeLine(u"heavy-infantry"_s, 5, 3));
    auto b = doc->addLine(*force, makeLine(u"bowmen"_s, 2, 3));
    auto c = doc->addLine(*force, makeLine(u"heavy-cavalry"_s, 3, 3));
    QVERIFY(a && b && c);
    stack->undo();
    // D changes A, E renames the force, F adds a custom type; undo F and E, redo E.
    RosterLine lineA = doc->force(*force)->lines.at(0);
    lineA.count = 8;
    QVERIFY(doc->changeLine(*force, lineA, u"Eight"_s));
    QVERIFY(doc->renameForce(*force, u"Great Host"_s));
    QVERIFY(doc->addCustomType(customType(u"custom-x"_s, u"Wyvern"_s)));
    stack->undo();
    stack->undo();
    stack->redo();
    // G removes B; undo G.
    QVERIFY(doc->removeLines(*force, {*b}));
    QCOMPARE(doc->force(*force)->lines.size(), 1);
    stack->undo();
    const QString expected = describe(*doc);

    doc = reopen(doc);
    QVERIFY(doc);
    QCOMPARE(describe(*doc), expected);
    const Force *reopened = doc->force(*force);
    QVERIFY(reopened);
    QCOMPARE(reopened->name, u"Great Host"_s);
    QCOMPARE(reopened->lines.size(), 2);
    QCOMPARE(reopened->lines.at(0).id, *a);
    QCOMPARE(reopened->lines.at(0).count, 8);
    QCOMPARE(reopened->lines.at(1).id, *b);
    QCOMPARE(reopened->indexOfLine(*c), qsizetype(-1));
    QVERIFY(!doc->catalog().find(u"custom-x"_s));
}

void TstModels::undoTextsAndMerging()
{
    Document doc = createBaseCampaign(u"merge.muster"_s);
    QVERIFY(doc);
    QUndoStack *stack = doc->undoStack();
    const Force &alpha = doc->campaign().forces.at(0);
    const qint64 alphaId = alpha.id;
    StaffMember member;
    member.name = u"Hale"_s;
    QVERIFY(doc->setStaff(alphaId, StaffRole::Quartermaster, member));
    QVERIFY(doc->setForceNotes(alphaId, u"Notes"_s));
    QVERIFY(doc->renameForce(alphaId, u"Alpha 2"_s));
    QVERIFY(doc->removeLines(alphaId, {doc->force(alphaId)->lines.at(0).id}));
    QVERIFY(doc->removeCustomType(u"custom-unused"_s));
    QVERIFY(undoTextsNonEmpty(stack));

    // Repeated changes with one merge key make one undo step.
    const RosterLine original = doc->force(alphaId)->lines.at(0);
    const int steps = stack->count();
    RosterLine line = original;
    for (int count : {3, 4, 5}) {
        line.count = count;
        QVERIFY(doc->changeLine(alphaId, line, u"Count %1"_s.arg(count), 7));
    }
    QCOMPARE(stack->count(), steps + 1);
    QVERIFY(!stack->text(stack->count() - 1).isEmpty());
    QCOMPARE(doc->force(alphaId)->lines.at(0).count, 5);
    // A different key is a new step, and so is the same key on another line.
    line.record.troops = TroopQuality::Good;
    QVERIFY(doc->changeLine(alphaId, line, u"Good troops"_s, 8));
    QCOMPARE(stack->count(), steps + 2);
    RosterLine other = doc->force(alphaId)->lines.at(1);
    other.count = 1;
    QVERIFY(doc->changeLine(alphaId, other, u"One"_s, 8));
    QCOMPARE(stack->count(), steps + 3);
    // No key: never merged.
    other.count = 2;
    QVERIFY(doc->changeLine(alphaId, other, u"Two"_s));
    other.count = 3;
    QVERIFY(doc->changeLine(alphaId, other, u"Three"_s));
    QCOMPARE(stack->count(), steps + 5);
    QVERIFY(undoTextsNonEmpty(stack));

    stack->undo();
    stack->undo();
    stack->undo();
    QCOMPARE(doc->force(alphaId)->lines.at(1).count, 3);
    stack->undo();
    QCOMPARE(doc->force(alphaId)->lines.at(0).record.troops, TroopQuality::Average);
    QCOMPARE(doc->force(alphaId)->lines.at(0).count, 5);
    stack->undo(); // the merged step: all three count changes at once
    QCOMPARE(describe(doc->force(alphaId)->lines.at(0)), describe(original));
    QCOMPARE(stack->index(), steps);
    doc = reopen(doc);
    QVERIFY(doc);
    QCOMPARE(describe(doc->force(alphaId)->lines.at(0)), describe(original));

    // Staff: stepping one skill several times merges; a rename and a skill change stay two steps.
    StaffMember commander = doc->force(alphaId)->member(StaffRole::Commander);
    const int before = doc->undoStack()->count();
    for (int strategy : {11, 12, 13}) {
        commander.skills[size_t(StaffSkill::Strategy)] = strategy;
        QVERIFY(doc->setStaff(alphaId, StaffRole::Commander, commander));
    }
    QCOMPARE(doc->undoStack()->count(), before + 1);
    commander.name = u"Captain Ash"_s;
    QVERIFY(doc->setStaff(alphaId, StaffRole::Commander, commander));
    QCOMPARE(doc->undoStack()->count(), before + 2);
    doc->undoStack()->undo();
    QCOMPARE(doc->force(alphaId)->member(StaffRole::Commander).skill(StaffSkill::Strategy), 13);
    QCOMPARE(doc->force(alphaId)->member(StaffRole::Commander).name, QString());
}

void TstModels::forceOrderAfterRemoval()
{
    Document doc = create();
    QVERIFY(doc);
    auto a = doc->addForce(u"A"_s);
    auto b = doc->addForce(u"B"_s);
    auto c = doc->addForce(u"C"_s);
    QVERIFY(a && b && c);
    QVERIFY(doc->removeForce(*b));
    auto d = doc->addForce(u"D"_s);
    QVERIFY(d);
    auto names = [](const CampaignDocument &document) {
        QStringList list;
        for (const Force &force : document.campaign().forces)
            list << force.name;
        return list;
    };
    QCOMPARE(names(*doc), QStringList({u"A"_s, u"C"_s, u"D"_s}));
    doc = reopen(doc);
    QVERIFY(doc);
    // The file keeps the order memory shows: deleteForce closes the gap in forces.position.
    QCOMPARE(names(*doc), QStringList({u"A"_s, u"C"_s, u"D"_s}));
}

// ---- 4. RosterModel editing and display --------------------------------------------------------

void TstModels::rosterSetData_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QVariant>("value");
    QTest::newRow("name") << int(RosterColumn::Name) << QVariant(u"Spearmen of Tarnhold"_s);
    QTest::newRow("type") << int(RosterColumn::Type) << QVariant(u"medium-infantry"_s);
    QTest::newRow("count") << int(RosterColumn::Count) << QVariant(7);
    QTest::newRow("tl") << int(RosterColumn::Tl) << QVariant(6);
    QTest::newRow("equipment") << int(RosterColumn::Equipment) << QVariant(int(EquipmentQuality::Fine));
    QTest::newRow("troops") << int(RosterColumn::Troops) << QVariant(int(TroopQuality::Elite));
}

void TstModels::rosterSetData()
{
    QFETCH(int, column);
    QFETCH(QVariant, value);
    Document doc = create();
    QVERIFY(doc);
    auto force = doc->addForce(u"Host"_s);
    QVERIFY(force);
    auto lineId = doc->addLine(*force, makeLine(u"heavy-infantry"_s, 5, 3));
    QVERIFY(lineId);
    RosterModel roster;
    QAbstractItemModelTester tester(&roster, QAbstractItemModelTester::FailureReportingMode::QtTest);
    roster.setForce(doc.get(), *force);
    QSignalSpy refused(&roster, &RosterModel::editRefused);
    QSignalSpy changed(&roster, &QAbstractItemModel::dataChanged);
    const RosterLine before = doc->force(*force)->lines.at(0);
    const double tsBefore = roster.index(0, RosterColumn::Ts).data(role(Role::SortValue)).toDouble();
    const int steps = doc->undoStack()->count();

    const QModelIndex index = roster.index(0, column);
    QVERIFY(roster.flags(index) & Qt::ItemIsEditable);
    QVERIFY(index.data(Qt::EditRole) != value);
    QVERIFY(roster.setData(index, value));
    QCOMPARE(index.data(Qt::EditRole), value);
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    QVERIFY(!doc->undoStack()->text(steps).isEmpty());
    QCOMPARE(refused.count(), 0);
    QVERIFY(changed.count() >= 1);
    const RosterLine after = doc->force(*force)->lines.at(0);
    QVERIFY(after != before);
    QCOMPARE(after.id, before.id);
    // Every column but the name changes the line's TS.
    if (column != RosterColumn::Name)
        QVERIFY(roster.index(0, RosterColumn::Ts).data(role(Role::SortValue)).toDouble() != tsBefore);

    // Setting the same value again changes nothing and pushes nothing.
    QVERIFY(roster.setData(index, value));
    QCOMPARE(doc->undoStack()->count(), steps + 1);

    doc->undoStack()->undo();
    QCOMPARE(describe(doc->force(*force)->lines.at(0)), describe(before));
    doc->undoStack()->redo();
    QCOMPARE(describe(doc->force(*force)->lines.at(0)), describe(after));
    doc = reopen(doc);
    QVERIFY(doc);
    QCOMPARE(describe(doc->force(*force)->lines.at(0)), describe(after));
}

void TstModels::rosterTsDisplay()
{
    Document doc = create();
    QVERIFY(doc);
    auto force = doc->addForce(u"Host"_s);
    QVERIFY(force);
    QVERIFY(
        doc->addLine(*force, makeLine(u"heavy-cavalry"_s, 3, 3, EquipmentQuality::Fine, TroopQuality::Good)));
    QVERIFY(doc->addLine(*force, makeLine(u"heavy-artillery-tl2"_s, 2, 3)));
    RosterModel roster;
    roster.setForce(doc.get(), *force);
    QCOMPARE(roster.headerData(RosterColumn::Ts, Qt::Horizontal).toString(), u"TS"_s);

    QCOMPARE(roster.index(0, RosterColumn::Ts).data().toString(), u"37.5"_s);
    QCOMPARE(roster.index(0, RosterColumn::Count).data().toInt(), 3);
    QCOMPARE(roster.index(0, RosterColumn::Type).data().toString(), u"Heavy Cavalry"_s);
    QCOMPARE(roster.index(0, RosterColumn::Name).data().toString(), u"Heavy Cavalry"_s);
    QCOMPARE(roster.index(0, RosterColumn::Classes).data().toString(), u"Cv"_s);

    // Support TS in parentheses.
    const ElementType *artillery = doc->catalog().find(u"heavy-artillery-tl2"_s);
    QVERIFY(artillery);
    QVERIFY(artillery->support);
    auto stats = Customization::compute(*artillery, makeLine(u"heavy-artillery-tl2"_s, 2, 3).record);
    QVERIFY2(stats, errorText(stats).constData());
    const QString artilleryTs = roster.index(1, RosterColumn::Ts).data().toString();
    QCOMPARE(artilleryTs, u"(%1)"_s.arg(formatNumber(stats->ts * 2)));
    QVERIFY(artilleryTs.startsWith(u'('));
    QCOMPARE(roster.index(1, RosterColumn::Ts).data(role(Role::SortValue)).toDouble(), stats->ts * 2);

    // The tooltip explains the figure.
    const QString tip = roster.index(0, RosterColumn::Ts).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(u"Base TS"_s), qPrintable(tip));
    QVERIFY2(tip.contains(u"Fine"_s), qPrintable(tip));
    QVERIFY2(tip.contains(u"x3"_s), qPrintable(tip));
    const QString supportTip = roster.index(1, RosterColumn::Ts).data(Qt::ToolTipRole).toString();
    QVERIFY2(supportTip.contains(u"Base TS"_s), qPrintable(supportTip));
    QVERIFY2(supportTip.contains(u"Support"_s), qPrintable(supportTip));

    QCOMPARE(roster.index(0, 0).data(role(Role::Invalid)).toBool(), false);
    QCOMPARE(roster.index(1, 0).data(role(Role::TypeId)).toString(), u"heavy-artillery-tl2"_s);
    QCOMPARE(roster.index(1, 0).data(role(Role::ForceId)).toLongLong(), *force);
}

void TstModels::rosterRefusesInvalidEdits()
{
    Document doc = create();
    QVERIFY(doc);
    auto force = doc->addForce(u"Fleet"_s);
    QVERIFY(force);
    auto spearmen = doc->addLine(*force, makeLine(u"heavy-infantry"_s, 5, 3));
    auto flagship = doc->addLine(*force, makeLine(u"war-galley"_s, 1, 3, EquipmentQuality::Basic,
                                                  TroopQuality::Average, {Feature::Flagship}));
    auto galleys = doc->addLine(*force, makeLine(u"war-galley"_s, 2, 3));
    QVERIFY2(spearmen, errorText(spearmen).constData());
    QVERIFY2(flagship, errorText(flagship).constData());
    QVERIFY2(galleys, errorText(galleys).constData());
    RosterModel roster;
    QAbstractItemModelTester tester(&roster, QAbstractItemModelTester::FailureReportingMode::QtTest);
    roster.setForce(doc.get(), *force);
    QSignalSpy refused(&roster, &RosterModel::editRefused);
    const QString before = describe(*doc);
    const int steps = doc->undoStack()->count();

    // TL1 Heavy Infantry: the type is introduced at TL2.
    QVERIFY(!roster.setData(roster.index(0, RosterColumn::Tl), 1));
    QCOMPARE(refused.count(), 1);
    QVERIFY(!refused.at(0).at(0).toString().isEmpty());
    QVERIFY2(refused.at(0).at(0).toString().contains(u"TL2"_s), qPrintable(refused.at(0).at(0).toString()));
    QCOMPARE(doc->undoStack()->count(), steps);
    QCOMPARE(roster.index(0, RosterColumn::Tl).data().toInt(), 3);
    QCOMPARE(describe(*doc), before);

    // A negative count.
    QVERIFY(!roster.setData(roster.index(0, RosterColumn::Count), -2));
    QCOMPARE(refused.count(), 2);
    QVERIFY(!refused.at(1).at(0).toString().isEmpty());
    QCOMPARE(doc->undoStack()->count(), steps);

    // Two Flagships in one force: a count of 2 on the flagship line...
    QVERIFY(!roster.setData(roster.index(1, RosterColumn::Count), 2));
    QCOMPARE(refused.count(), 3);
    QVERIFY2(refused.at(2).at(0).toString().contains(u"Flagship"_s),
             qPrintable(refused.at(2).at(0).toString()));
    QCOMPARE(doc->undoStack()->count(), steps);
    QCOMPARE(describe(*doc), before);

    // ...or the Flagship feature on a second line.
    RosterLine second = doc->force(*force)->lines.at(2);
    second.count = 1;
    second.record.set(Feature::Flagship);
    const Status status = doc->changeLine(*force, second, u"Second flagship"_s);
    QVERIFY(!status);
    QVERIFY(!status.error().message.isEmpty());
    QCOMPARE(doc->undoStack()->count(), steps);
    QCOMPARE(describe(*doc), before);

    // An unknown type is refused too.
    QVERIFY(!roster.setData(roster.index(0, RosterColumn::Type), u"no-such-type"_s));
    QCOMPARE(doc->undoStack()->count(), steps);
    // Computed columns are not editable.
    QVERIFY(!(roster.flags(roster.index(0, RosterColumn::Ts)) & Qt::ItemIsEditable));
    QVERIFY(!roster.setData(roster.index(0, RosterColumn::Ts), 99));
    QCOMPARE(doc->undoStack()->count(), steps);

    doc = reopen(doc);
    QVERIFY(doc);
    QCOMPARE(describe(*doc), before);
}

// ---- 5. sorting ----------------------------------------------------------------------------------

void TstModels::sortValueIsNumeric()
{
    Document doc = create();
    QVERIFY(doc);
    auto force = doc->addForce(u"Host"_s);
    QVERIFY(force);
    // TS 120, 9 and 37.5: as text they would sort "120" < "37.5" < "9".
    QVERIFY(doc->addLine(*force, makeLine(u"heavy-infantry"_s, 30, 3)));
    QVERIFY(doc->addLine(*force, makeLine(u"medium-infantry"_s, 3, 3)));
    QVERIFY(
        doc->addLine(*force, makeLine(u"heavy-cavalry"_s, 3, 3, EquipmentQuality::Fine, TroopQuality::Good)));
    RosterModel roster;
    roster.setForce(doc.get(), *force);
    QCOMPARE(roster.index(0, RosterColumn::Ts).data().toString(), u"120"_s);
    QCOMPARE(roster.index(1, RosterColumn::Ts).data().toString(), u"9"_s);
    QCOMPARE(roster.index(2, RosterColumn::Ts).data().toString(), u"37.5"_s);

    for (int column : {int(RosterColumn::Count), int(RosterColumn::Tl), int(RosterColumn::Ts),
                       int(RosterColumn::Wt), int(RosterColumn::Raise), int(RosterColumn::Maintain)}) {
        const QVariant v = roster.index(0, column).data(role(Role::SortValue));
        QVERIFY2(v.typeId() == QMetaType::Int || v.typeId() == QMetaType::Double,
                 qPrintable(u"column %1 sorts by %2"_s.arg(column).arg(QString::fromLatin1(v.typeName()))));
    }

    QSortFilterProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&roster);
    proxy.setSortRole(role(Role::SortValue));
    proxy.sort(RosterColumn::Ts, Qt::AscendingOrder);
    auto column = [&proxy](int c) {
        QStringList texts;
        for (int row = 0; row < proxy.rowCount(); ++row)
            texts << proxy.index(row, c).data().toString();
        return texts;
    };
    QCOMPARE(column(RosterColumn::Ts), QStringList({u"9"_s, u"37.5"_s, u"120"_s}));
    proxy.sort(RosterColumn::Ts, Qt::DescendingOrder);
    QCOMPARE(column(RosterColumn::Ts), QStringList({u"120"_s, u"37.5"_s, u"9"_s}));
    // Sorting by the display text would have given another order.
    proxy.setSortRole(Qt::DisplayRole);
    proxy.sort(RosterColumn::Ts, Qt::AscendingOrder);
    QVERIFY(column(RosterColumn::Ts) != QStringList({u"9"_s, u"37.5"_s, u"120"_s}));

    // The sorted view follows an edit of the source.
    proxy.setSortRole(role(Role::SortValue));
    proxy.sort(RosterColumn::Ts, Qt::AscendingOrder);
    QVERIFY(roster.setData(roster.index(1, RosterColumn::Count), 50)); // 150
    QCOMPARE(column(RosterColumn::Ts), QStringList({u"37.5"_s, u"120"_s, u"150"_s}));
    QCOMPARE(column(RosterColumn::Count), QStringList({u"3"_s, u"30"_s, u"50"_s}));
}

// ---- 6. AggregatesModel ------------------------------------------------------------------------

void TstModels::aggregatesFollowEdits()
{
    Document doc = create();
    QVERIFY(doc);
    auto force = doc->addForce(u"Yrth"_s);
    QVERIFY(force);
    for (const RosterLine &line : yrthLines())
        QVERIFY(doc->addLine(*force, line));
    RosterModel roster;
    roster.setForce(doc.get(), *force);
    AggregatesModel aggregates;
    QAbstractItemModelTester tester(&aggregates, QAbstractItemModelTester::FailureReportingMode::QtTest);
    aggregates.setForce(doc.get(), *force);

    const int forceTsRow = aggregates.rowOf(AggregateFigure::ForceTs);
    QVERIFY(forceTsRow >= 0);
    QCOMPARE(aggregates.index(forceTsRow, FigureColumn::Value).data().toString(), u"75.5"_s);
    QCOMPARE(aggregates.index(forceTsRow, FigureColumn::Figure).data().toString(), u"Force TS"_s);

    const int cavalryRow = aggregates.rowOf(AggregateFigure::ClassTs, SpecialClass::Cv);
    QVERIFY(cavalryRow >= 0);
    QVERIFY(cavalryRow != aggregates.rowOf(AggregateFigure::ClassTs, SpecialClass::F));
    QVERIFY(aggregates.index(cavalryRow, FigureColumn::Figure)
                .data()
                .toString()
                .contains(specialClassName(SpecialClass::Cv)));
    QCOMPARE(aggregates.index(cavalryRow, FigureColumn::Value).data().toString(), u"37.5"_s);
    const int engineeringRow = aggregates.rowOf(AggregateFigure::ClassTs, SpecialClass::Eng);
    QCOMPARE(aggregates.index(engineeringRow, FigureColumn::Value).data().toString(), u"2"_s);

    // The breakdown names the lines that contribute.
    const QString breakdown =
        aggregates.index(forceTsRow, FigureColumn::Value).data(role(Role::Breakdown)).toString();
    QVERIFY2(breakdown.contains(u"Heavy Cavalry"_s), qPrintable(breakdown));
    QVERIFY2(breakdown.contains(u"Sir Richard"_s), qPrintable(breakdown));
    QCOMPARE(aggregates.index(forceTsRow, FigureColumn::Value).data(Qt::ToolTipRole).toString(), breakdown);
    const QString cavalryBreakdown =
        aggregates.index(cavalryRow, FigureColumn::Value).data(role(Role::Breakdown)).toString();
    QVERIFY2(cavalryBreakdown.contains(u"Heavy Cavalry"_s), qPrintable(cavalryBreakdown));
    QVERIFY2(!cavalryBreakdown.contains(u"Bowmen"_s), qPrintable(cavalryBreakdown));

    // Five spearmen become ten: +20.
    QVERIFY(roster.setData(roster.index(1, RosterColumn::Count), 10));
    QCOMPARE(
        aggregates.index(aggregates.rowOf(AggregateFigure::ForceTs), FigureColumn::Value).data().toString(),
        u"95.5"_s);
    QCOMPARE(aggregates.totals().forceTs, 95.5);
    QCOMPARE(aggregates.totals().elements, qint64(17));
    // Six knights: Cavalry TS 75.
    QVERIFY(roster.setData(roster.index(0, RosterColumn::Count), 6));
    QCOMPARE(
        aggregates.index(aggregates.rowOf(AggregateFigure::ClassTs, SpecialClass::Cv), FigureColumn::Value)
            .data()
            .toString(),
        u"75"_s);
    // Removing and undoing follow too.
    QVERIFY(doc->removeLines(*force, {roster.lineIdAt(0)}));
    QCOMPARE(
        aggregates.index(aggregates.rowOf(AggregateFigure::ClassTs, SpecialClass::Cv), FigureColumn::Value)
            .data()
            .toString(),
        u"0"_s);
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QCOMPARE(
        aggregates.index(aggregates.rowOf(AggregateFigure::ForceTs), FigureColumn::Value).data().toString(),
        u"75.5"_s);
}

void TstModels::aggregatesFollowRestoredForce()
{
    Document doc = create();
    QVERIFY(doc);
    auto force = doc->addForce(u"Yrth"_s);
    QVERIFY(force);
    for (const RosterLine &line : yrthLines())
        QVERIFY(doc->addLine(*force, line));
    AggregatesModel aggregates;
    QAbstractItemModelTester tester(&aggregates, QAbstractItemModelTester::FailureReportingMode::QtTest);
    aggregates.setForce(doc.get(), *force);
    QCOMPARE(aggregates.totals().forceTs, 75.5);

    QVERIFY(doc->removeForce(*force));
    QCOMPARE(aggregates.rowCount(), 0);
    QCOMPARE(aggregates.totals().forceTs, 0.0);
    // Undoing the removal brings the force, and its figures, back.
    doc->undoStack()->undo();
    QVERIFY(doc->force(*force));
    QCOMPARE(aggregates.totals().forceTs, 75.5);
    QVERIFY(aggregates.rowOf(AggregateFigure::ForceTs) >= 0);
    QCOMPARE(
        aggregates.index(aggregates.rowOf(AggregateFigure::ForceTs), FigureColumn::Value).data().toString(),
        u"75.5"_s);
}

// ---- 7. custom types ---------------------------------------------------------------------------

void TstModels::customTypes()
{
    Document doc = create();
    QVERIFY(doc);
    QUndoStack *stack = doc->undoStack();
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
    stack->undo();
    QCOMPARE(doc->figures(*force)->aggregates().forceTs, 2 * 10 + 15.0);

    // With its lines gone it can be deleted; undo brings it back.
    QVERIFY(doc->removeLines(*force, {*first, *second}));
    QVERIFY(doc->removeCustomType(troll.id));
    QCOMPARE(catalog.rowCount(), builtIn);
    QVERIFY(!doc->catalog().find(troll.id));
    stack->undo();
    QVERIFY(doc->catalog().find(troll.id));
    QCOMPARE(catalog.rowCount(), builtIn + 1);

    // Undoing its addition removes it again (after the lines that used it).
    const ElementType wyrm = customType(u"custom-wyrm"_s, u"Wyrm"_s, 30);
    QVERIFY(doc->addCustomType(wyrm));
    QCOMPARE(catalog.rowCount(), builtIn + 2);
    stack->undo();
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

void TstModels::demoCampaign()
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

// ---- edge cases --------------------------------------------------------------------------------

void TstModels::removeLinesOddSelections()
{
    Document doc = create();
    QVERIFY(doc);
    QSignalSpy errors(doc.get(), &CampaignDocument::errorOccurred);
    auto force = doc->addForce(u"Host"_s);
    QVERIFY(force);
    QList<qint64> ids;
    for (const RosterLine &line : yrthLines())
        ids << *doc->addLine(*force, line);
    const QString before = describe(*doc);
    const int steps = doc->undoStack()->count();

    // A selection that names a line twice (e.g. one id per selected cell) removes it once.
    QVERIFY(doc->removeLines(*force, {ids.at(1), ids.at(3), ids.at(1)}));
    QCOMPARE(doc->force(*force)->lines.size(), 3);
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    QCOMPARE(errors.count(), 0);
    doc->undoStack()->undo();
    QCOMPARE(describe(*doc), before);
    QCOMPARE(errors.count(), 0);

    // Ids of no line of the force remove nothing and push nothing.
    QVERIFY(doc->removeLines(*force, {987654}));
    QCOMPARE(doc->undoStack()->count(), steps + 1); // the redo step above is still there
    QCOMPARE(doc->undoStack()->index(), steps);
    QCOMPARE(errors.count(), 0);
    QCOMPARE(describe(*doc), before);

    doc = reopen(doc);
    QVERIFY(doc);
    QCOMPARE(describe(*doc), before);
}

namespace {

// A second, raw connection to a campaign file, to make the document's next write fail.
class RawConnection
{
public:
    explicit RawConnection(const QString &path)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name());
        db.setDatabaseName(path);
        m_open = db.open();
    }
    ~RawConnection()
    {
        QSqlDatabase::database(name()).close();
        QSqlDatabase::removeDatabase(name());
    }
    bool isOpen() const { return m_open; }
    bool exec(const QString &sql)
    {
        QSqlQuery query(QSqlDatabase::database(name()));
        if (!query.exec(sql)) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(query.lastError().text()));
            return false;
        }
        return true;
    }

private:
    static QString name() { return u"tst_models_raw"_s; }
    bool m_open = false;
};

} // namespace

void TstModels::failedWriteIsRefused()
{
    Document doc = create();
    QVERIFY(doc);
    auto force = doc->addForce(u"Host"_s);
    QVERIFY(force);
    QVERIFY(doc->addLine(*force, makeLine(u"heavy-infantry"_s, 5, 3)));
    RosterModel roster;
    QAbstractItemModelTester tester(&roster, QAbstractItemModelTester::FailureReportingMode::QtTest);
    roster.setForce(doc.get(), *force);
    ForcesModel forces;
    QAbstractItemModelTester forcesTester(&forces, QAbstractItemModelTester::FailureReportingMode::QtTest);
    forces.setDocument(doc.get());
    QSignalSpy errors(doc.get(), &CampaignDocument::errorOccurred);
    const QString before = describe(*doc);
    const int steps = doc->undoStack()->count();

    {
        RawConnection raw(doc->path());
        QVERIFY(raw.isOpen());
        QVERIFY(raw.exec(u"CREATE TRIGGER refuse_lines BEFORE INSERT ON roster_lines "
                         u"BEGIN SELECT RAISE(ABORT, 'refused by test'); END"_s));
        QVERIFY(raw.exec(u"CREATE TRIGGER refuse_forces BEFORE INSERT ON forces "
                         u"BEGIN SELECT RAISE(ABORT, 'refused by test'); END"_s));

        // The file refuses the line: the edit is refused, nothing is pushed, memory is unchanged.
        auto added = doc->addLine(*force, makeLine(u"bowmen"_s, 2, 3));
        QVERIFY(!added);
        QVERIFY(!added.error().message.isEmpty());
        QCOMPARE(errors.count(), 1);
        QCOMPARE(doc->undoStack()->count(), steps);
        QCOMPARE(roster.rowCount(), 1);
        QCOMPARE(describe(*doc), before);

        auto addedForce = doc->addForce(u"Second"_s);
        QVERIFY(!addedForce);
        QCOMPARE(errors.count(), 2);
        QCOMPARE(doc->undoStack()->count(), steps);
        QCOMPARE(forces.rowCount(), 1);
        QCOMPARE(describe(*doc), before);

        QVERIFY(raw.exec(u"DROP TRIGGER refuse_lines"_s));
        QVERIFY(raw.exec(u"DROP TRIGGER refuse_forces"_s));
    }

    // With the file writable again, the same edits go through.
    auto added = doc->addLine(*force, makeLine(u"bowmen"_s, 2, 3));
    QVERIFY2(added, errorText(added).constData());
    QCOMPARE(roster.rowCount(), 2);
    QCOMPARE(roster.lineIdAt(1), *added);
    doc = reopen(doc);
    QVERIFY(doc);
    QCOMPARE(doc->force(*force)->lines.size(), 2);
    QCOMPARE(doc->force(*force)->lines.at(1).id, *added);
}

void TstModels::failedChangeDoesNotMerge()
{
    Document doc = create();
    QVERIFY(doc);
    auto force = doc->addForce(u"Host"_s);
    QVERIFY(force);
    auto lineId = doc->addLine(*force, makeLine(u"heavy-infantry"_s, 5, 3));
    QVERIFY(lineId);
    QSignalSpy errors(doc.get(), &CampaignDocument::errorOccurred);
    QUndoStack *stack = doc->undoStack();
    const int steps = stack->count();

    RosterLine line = doc->force(*force)->lines.at(0);
    line.count = 6;
    QVERIFY(doc->changeLine(*force, line, u"Six"_s, 3));
    QCOMPARE(stack->count(), steps + 1);
    {
        RawConnection raw(doc->path());
        QVERIFY(raw.isOpen());
        QVERIFY(raw.exec(u"CREATE TRIGGER refuse_updates BEFORE UPDATE ON roster_lines "
                         u"BEGIN SELECT RAISE(ABORT, 'refused by test'); END"_s));
        line.count = 7;
        doc->changeLine(*force, line, u"Seven"_s, 3);
        QCOMPARE(errors.count(), 1);
        QCOMPARE(doc->force(*force)->lines.at(0).count, 6);
        QVERIFY(raw.exec(u"DROP TRIGGER refuse_updates"_s));
    }
    QCOMPARE(stack->count(), steps + 1);
    // The step on the stack is still "5 -> 6": the refused 7 never happened.
    stack->undo();
    QCOMPARE(doc->force(*force)->lines.at(0).count, 5);
    stack->redo();
    QCOMPARE(doc->force(*force)->lines.at(0).count, 6);

    // Staff and notes edits merge as well; a refused one must not be merged in either.
    StaffMember quartermaster;
    quartermaster.name = u"Hale"_s;
    QVERIFY(doc->setStaff(*force, StaffRole::Quartermaster, quartermaster));
    QVERIFY(doc->setForceNotes(*force, u"Camp"_s));
    {
        RawConnection raw(doc->path());
        QVERIFY(raw.isOpen());
        QVERIFY(raw.exec(u"CREATE TRIGGER refuse_staff BEFORE INSERT ON staff "
                         u"BEGIN SELECT RAISE(ABORT, 'refused by test'); END"_s));
        QVERIFY(raw.exec(u"CREATE TRIGGER refuse_forces BEFORE UPDATE ON forces "
                         u"BEGIN SELECT RAISE(ABORT, 'refused by test'); END"_s));
        QVERIFY(doc->setForceNotes(*force, u"Camp by the ford"_s));
        QCOMPARE(errors.count(), 2);
        StaffMember refused = quartermaster;
        refused.name = u"Hale the Reeve"_s;
        QVERIFY(doc->setStaff(*force, StaffRole::Quartermaster, refused));
        QCOMPARE(errors.count(), 3);
        QVERIFY(raw.exec(u"DROP TRIGGER refuse_staff"_s));
        QVERIFY(raw.exec(u"DROP TRIGGER refuse_forces"_s));
    }
    QCOMPARE(doc->force(*force)->notes, u"Camp"_s);
    QCOMPARE(doc->force(*force)->member(StaffRole::Quartermaster).name, u"Hale"_s);
    stack->undo(); // notes
    QCOMPARE(doc->force(*force)->notes, QString());
    stack->redo();
    QCOMPARE(doc->force(*force)->notes, u"Camp"_s);
    stack->undo();
    stack->undo(); // staff
    QCOMPARE(doc->force(*force)->member(StaffRole::Quartermaster).name, QString());
    stack->redo();
    QCOMPARE(doc->force(*force)->member(StaffRole::Quartermaster).name, u"Hale"_s);
    stack->redo();

    doc = reopen(doc);
    QVERIFY(doc);
    QCOMPARE(doc->force(*force)->lines.at(0).count, 6);
    QCOMPARE(doc->force(*force)->notes, u"Camp"_s);
    QCOMPARE(doc->force(*force)->member(StaffRole::Quartermaster).name, u"Hale"_s);
}

QTEST_MAIN(TstModels)
#include "tst_models.moc"
