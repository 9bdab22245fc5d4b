// Undo and redo reach the file: every kind of edit, a sequence of them, undo texts and the merging
// of repeated changes into one step.

#include "models_test_helpers.h"

#include <QSignalSpy>
#include <QUndoStack>
#include <QtTest>

using namespace muster;
using namespace modelstest;
using namespace Qt::StringLiterals;

namespace {

bool undoTextsNonEmpty(const QUndoStack *stack)
{
    for (int i = 0; i < stack->count(); ++i) {
        if (stack->command(i)->text().trimmed().isEmpty())
            return false;
    }
    return true;
}

// Edits of every kind the document offers, for the data-driven undo/redo test.
enum class DocumentEdit {
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

Q_DECLARE_METATYPE(DocumentEdit)

class TstUndoRedo : public ModelsTestCase
{
    Q_OBJECT

private slots:
    void undoRedoPersists_data();
    void undoRedoPersists();
    void undoSequencePersists();
    void undoTextsAndMerging();
    void importAndRefreshFromASheet();

private:
    // A campaign with three forces, lines, an unused and a used custom type.
    Document createBaseCampaign(const QString &fileName);
    static void perform(CampaignDocument &document, DocumentEdit edit);
};

Document TstUndoRedo::createBaseCampaign(const QString &fileName)
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

void TstUndoRedo::perform(CampaignDocument &doc, DocumentEdit edit)
{
    const Force alpha = doc.campaign().forces.at(0);
    const Force beta = doc.campaign().forces.at(1);
    Status status = success();
    switch (edit) {
    case DocumentEdit::AddForce: {
        auto added = doc.addForce(u"Delta"_s);
        status = added ? success() : Status(added.error());
        break;
    }
    case DocumentEdit::RemoveForce:
        status = doc.removeForce(beta.id);
        break;
    case DocumentEdit::RenameForce:
        status = doc.renameForce(alpha.id, u"Alpha Renamed"_s);
        break;
    case DocumentEdit::ForceNotes:
        status = doc.setForceNotes(alpha.id, u"Camped by the ford."_s);
        break;
    case DocumentEdit::Staff: {
        StaffMember member;
        member.name = u"Sir Richard"_s;
        member.skills = {14, 13, 12, 11, 15};
        status = doc.setStaff(alpha.id, StaffRole::Commander, member);
        break;
    }
    case DocumentEdit::AddLine: {
        auto added = doc.addLine(alpha.id, makeLine(u"pikemen"_s, 4, 3, EquipmentQuality::Good), 1);
        status = added ? success() : Status(added.error());
        break;
    }
    case DocumentEdit::ChangeLine: {
        RosterLine line = alpha.lines.at(1);
        line.count = 9;
        line.record.troops = TroopQuality::Elite;
        line.record.set(Feature::Night);
        status = doc.changeLine(alpha.id, line, u"Change bowmen"_s);
        break;
    }
    case DocumentEdit::RemoveLine:
        status = doc.removeLines(alpha.id, {alpha.lines.at(1).id});
        break;
    case DocumentEdit::RemoveLines:
        status = doc.removeLines(alpha.id, {alpha.lines.at(0).id, alpha.lines.at(2).id});
        break;
    case DocumentEdit::AddCustomType:
        status = doc.addCustomType(customType(u"custom-new"_s, u"Hill Giant"_s, 25));
        break;
    case DocumentEdit::ChangeCustomType: {
        ElementType changed = *doc.catalog().find(u"custom-bog"_s);
        changed.ts = 30;
        changed.name = u"Greater Bog Troll"_s;
        status = doc.changeCustomType(changed);
        break;
    }
    case DocumentEdit::RemoveCustomType:
        status = doc.removeCustomType(u"custom-unused"_s);
        break;
    }
    if (!status)
        QTest::qFail(status.error().message.toUtf8().constData(), __FILE__, __LINE__);
}

// ---- 3. undo and redo reach the file -----------------------------------------------------------

void TstUndoRedo::undoRedoPersists_data()
{
    QTest::addColumn<DocumentEdit>("edit");
    QTest::newRow("add force") << DocumentEdit::AddForce;
    QTest::newRow("remove force") << DocumentEdit::RemoveForce;
    QTest::newRow("rename force") << DocumentEdit::RenameForce;
    QTest::newRow("force notes") << DocumentEdit::ForceNotes;
    QTest::newRow("staff") << DocumentEdit::Staff;
    QTest::newRow("add line") << DocumentEdit::AddLine;
    QTest::newRow("change line") << DocumentEdit::ChangeLine;
    QTest::newRow("remove line") << DocumentEdit::RemoveLine;
    QTest::newRow("remove lines") << DocumentEdit::RemoveLines;
    QTest::newRow("add custom type") << DocumentEdit::AddCustomType;
    QTest::newRow("change custom type") << DocumentEdit::ChangeCustomType;
    QTest::newRow("remove custom type") << DocumentEdit::RemoveCustomType;
}

void TstUndoRedo::undoRedoPersists()
{
    QFETCH(DocumentEdit, edit);
    Document doc = createBaseCampaign(u"undo.muster"_s);
    QVERIFY(doc);
    QSignalSpy errors(doc.get(), &CampaignDocument::errorOccurred);
    CampaignDocument *stackDocument = &*doc;
    const QUndoStack *stack = stackDocument->undoStack();
    const QString before = describe(*doc);
    const int steps = stack->count();

    perform(*doc, edit);
    QCOMPARE(stack->count(), steps + 1);
    QVERIFY(!stack->text(stack->count() - 1).isEmpty());
    const QString after = describe(*doc);
    QVERIFY(after != before);

    // In memory: undo, redo, undo.
    stackDocument->undo();
    QCOMPARE(describe(*doc), before);
    stackDocument->redo();
    QCOMPARE(describe(*doc), after);
    stackDocument->undo();
    QCOMPARE(describe(*doc), before);

    // In the file: the undone edit is gone.
    doc = reopen(doc);
    QVERIFY(doc);
    QCOMPARE(describe(*doc), before);

    // Again on the reopened file: edit, undo, redo; the redone edit is in the file.
    QSignalSpy moreErrors(doc.get(), &CampaignDocument::errorOccurred);
    perform(*doc, edit);
    QCOMPARE(describe(*doc), after);
    doc->undo();
    QCOMPARE(describe(*doc), before);
    doc->redo();
    QCOMPARE(describe(*doc), after);
    doc = reopen(doc);
    QVERIFY(doc);
    QCOMPARE(describe(*doc), after);
    QCOMPARE(errors.count(), 0);
    QCOMPARE(moreErrors.count(), 0);
}

void TstUndoRedo::undoSequencePersists()
{
    Document doc = create();
    QVERIFY(doc);
    CampaignDocument *stackDocument = &*doc;
    auto force = doc->addForce(u"Host"_s);
    QVERIFY2(force, errorText(force).constData());

    // A, B, C; undo C.
    auto a = doc->addLine(*force, makeLine(u"heavy-infantry"_s, 5, 3));
    auto b = doc->addLine(*force, makeLine(u"bowmen"_s, 2, 3));
    auto c = doc->addLine(*force, makeLine(u"heavy-cavalry"_s, 3, 3));
    QVERIFY(a && b && c);
    stackDocument->undo();
    // D changes A, E renames the force, F adds a custom type; undo F and E, redo E.
    RosterLine lineA = doc->force(*force)->lines.at(0);
    lineA.count = 8;
    QVERIFY(doc->changeLine(*force, lineA, u"Eight"_s));
    QVERIFY(doc->renameForce(*force, u"Great Host"_s));
    QVERIFY(doc->addCustomType(customType(u"custom-x"_s, u"Wyvern"_s)));
    stackDocument->undo();
    stackDocument->undo();
    stackDocument->redo();
    // G removes B; undo G.
    QVERIFY(doc->removeLines(*force, {*b}));
    QCOMPARE(doc->force(*force)->lines.size(), 1);
    stackDocument->undo();
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

void TstUndoRedo::undoTextsAndMerging()
{
    Document doc = createBaseCampaign(u"merge.muster"_s);
    QVERIFY(doc);
    CampaignDocument *stackDocument = &*doc;
    const QUndoStack *stack = stackDocument->undoStack();
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

    stackDocument->undo();
    stackDocument->undo();
    stackDocument->undo();
    QCOMPARE(doc->force(alphaId)->lines.at(1).count, 3);
    stackDocument->undo();
    QCOMPARE(doc->force(alphaId)->lines.at(0).record.troops, TroopQuality::Average);
    QCOMPARE(doc->force(alphaId)->lines.at(0).count, 5);
    stackDocument->undo(); // the merged step: all three count changes at once
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
    doc->undo();
    QCOMPARE(doc->force(alphaId)->member(StaffRole::Commander).skill(StaffSkill::Strategy), 13);
    QCOMPARE(doc->force(alphaId)->member(StaffRole::Commander).name, QString());
}

std::unique_ptr<QObject> newTstUndoRedo()
{
    return std::make_unique<TstUndoRedo>();
}


// A character imported from a GCS sheet and refreshed from it later: each one step of its own, never merged with the
// hand edits around it, named after the sheet; the path is kept in the file; a refresh that changes nothing is no
// step; undo takes the refresh back and nothing else.
void TstUndoRedo::importAndRefreshFromASheet()
{
    Document doc = createBaseCampaign(u"sheets.muster"_s);
    QVERIFY(doc);
    const qint64 alphaId = doc->campaign().forces.at(0).id;
    const QString sheet = u"/home/gm/sheets/voss.gcs"_s;
    StaffMember voss;
    voss.name = u"Marshal Aldric Voss"_s;
    voss.skills = {14, 13, 12, 8, 9};
    voss.hp = 9;
    voss.gcsFile = sheet;
    StaffMember hand = doc->force(alphaId)->member(StaffRole::Commander);
    hand.skills[size_t(StaffSkill::Strategy)] = 11;
    QVERIFY(doc->setStaff(alphaId, StaffRole::Commander, hand));
    const int steps = doc->undoStack()->count();
    QVERIFY(doc->importStaff(alphaId, StaffRole::Commander, voss, u"voss.gcs"_s));
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    QCOMPARE(doc->undoStack()->text(steps), u"Import Marshal Aldric Voss as Commander from voss.gcs"_s);
    QVERIFY(doc->refreshStaff(alphaId, StaffRole::Commander, voss, u"voss.gcs"_s)); // the same: nothing to do
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    StaffMember promoted = voss;
    promoted.skills[size_t(StaffSkill::Leadership)] = 15;
    promoted.hp = 11;
    QVERIFY(doc->refreshStaff(alphaId, StaffRole::Commander, promoted, u"voss.gcs"_s));
    QCOMPARE(doc->undoStack()->count(), steps + 2);
    QCOMPARE(doc->undoStack()->text(steps + 1), u"Refresh Marshal Aldric Voss from voss.gcs"_s);

    QVERIFY(doc->undo());
    QCOMPARE(doc->force(alphaId)->member(StaffRole::Commander), voss);
    QVERIFY(doc->undo());
    QCOMPARE(doc->force(alphaId)->member(StaffRole::Commander).gcsFile, QString());
    QCOMPARE(doc->force(alphaId)->member(StaffRole::Commander).skill(StaffSkill::Strategy), 11);
    QVERIFY(doc->redo());
    QVERIFY(doc->redo());
    doc = reopen(doc);
    QVERIFY(doc);
    QCOMPARE(doc->force(alphaId)->member(StaffRole::Commander), promoted);
    QCOMPARE(doc->force(alphaId)->member(StaffRole::Commander).gcsFile, sheet);
}

#include "tst_undoredo.moc"
