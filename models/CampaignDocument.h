#pragma once

#include "actions/BattleActions.h"
#include "actions/EconomyActions.h"
#include "actions/OperationsActions.h"
#include "campaign/ApplyChange.h"
#include "campaign/Campaign.h"
#include "campaign/CampaignChange.h"
#include "common/Result.h"
#include "actions/ForceImport.h"
#include "force/LineFiguresCache.h"

#include <QHash>
#include <QObject>
#include <QUndoStack>

#include <memory>

namespace muster {

class CampaignStore;
class ChangeCommand;

// An open campaign: the file, the campaign loaded from it, and the undo stack. Every user action is a
// CampaignChange that core computes; the document saves it as one transaction and changes memory only once
// that committed, then puts it on the undo stack as one command. Undo, redo and a jump in the history are
// saved the same way (undo(), redo(), setIndex()): a failure leaves the file, memory and the stack as they
// were, and says so through the returned error and errorOccurred.
class CampaignDocument : public QObject
{
    Q_OBJECT

public:
    ~CampaignDocument() override;

    static Result<std::unique_ptr<CampaignDocument>> open(const QString &path);
    // A new campaign with the GM's first choices: the file's first state, so there is nothing to undo.
    static Result<std::unique_ptr<CampaignDocument>> create(const QString &path, const CampaignStart &start);

    const Campaign &campaign() const { return m_campaign; }
    const ElementCatalog &catalog() const { return m_campaign.catalog; }
    QString path() const;
    QString backupPath() const;
    // For reading (count, texts, signals): move through it with undo(), redo() and setIndex().
    const QUndoStack *undoStack() const { return m_undoStack; }
    Status saveCopyAs(const QString &path) const;

    // Applies a change that core computed as one undoable step (nothing for an empty one). `mergeKey` (not
    // -1) lets the next change of the same one-edit kind and target merge into this step (typing in a field).
    Status perform(CampaignChange change, int mergeKey = -1);
    // Takes back the last step, or does it again; a jump in the history goes through every step between in
    // one transaction.
    Status undo();
    Status redo();
    Status setIndex(int index);

    const Force *force(qint64 forceId) const;
    // The figures of each line of a force, kept up to date with every edit.
    const LineFiguresCache *figures(qint64 forceId) const;
    int forceCount() const { return int(m_campaign.forces.size()); }
    // Lines using a custom type, across all forces.
    int linesUsingType(const QString &typeId) const;

    // Edits: each asks core whether the rules allow it and, if they do, performs the change.
    Result<qint64> addForce(const QString &name);
    Status removeForce(qint64 forceId);
    Status renameForce(qint64 forceId, const QString &name);
    Status setForceNotes(qint64 forceId, const QString &notes);
    // What a battle rule set keeps of the force between battles (ForceActions::setForceRuleData).
    Status setForceRuleData(qint64 forceId, const QString &ruleSet, const QByteArray &data, const QString &what);
    Status setStaff(qint64 forceId, StaffRole role, const StaffMember &member);
    // A staff member taken from a character sheet: one undo step of its own ("Import NAME as Commander from FILE"),
    // never merged with the edits around it.
    Status importStaff(qint64 forceId, StaffRole role, const StaffMember &member, const QString &sourceName);
    // The post's member read again from the sheet he was imported from: one undo step of its own ("Refresh NAME
    // from FILE"); nothing when the sheet changes nothing.
    Status refreshStaff(qint64 forceId, StaffRole role, const StaffMember &member, const QString &sourceName);
    // A force file taken in as one step (importForce in core/actions/ForceImport.h); the new force's id.
    Result<qint64> importForce(const interchange::ForceFile &file, TypeClash clash);
    Result<qint64> addLine(qint64 forceId, const RosterLine &line, int row = -1);
    Status removeLines(qint64 forceId, const QList<qint64> &lineIds);
    // `mergeKey` lets repeated edits of one field of one line merge into a single undo step.
    Status changeLine(qint64 forceId, const RosterLine &line, const QString &description, int mergeKey = -1);
    Status addCustomType(const ElementType &type);
    Status changeCustomType(const ElementType &type);
    Status removeCustomType(const QString &typeId);
    // Caps the TL through which a built-in high-tech type doubles its TS in this campaign (12: no cap).
    Status setBuiltInViability(const QString &typeId, int viableThroughTl);

    // Operations; undoable.
    Status setDistanceUnit(DistanceUnit unit);
    Status setUsualTl(int tl);
    Status setBattleRuleSet(const QString &ruleSetId);
    // Carries out a march the GM has planned, as one undoable step (see MarchExecution).
    Status executeMarch(const MarchExecution &march);

    // Battles. Saving a battle record is not an undoable edit: the battle dialog has its own undo. Deleting
    // a battle and applying its casualties are.
    const QList<StoredBattle> &battles() const { return m_campaign.battles; }
    const StoredBattle *battle(qint64 battleId) const;
    Result<qint64> saveBattle(const StoredBattle &battle);
    Status removeBattle(qint64 battleId);
    Status discardUnplayedBattles(const QList<qint64> &battleIds);
    Status applyBattleCasualties(qint64 battleId, const QList<RosterCasualties> &changes,
                                 const QString &description, const QList<StaffAfterBattle> &staff = {},
                                 const QList<ForceRuleDataAfter> &ruleData = {});

    // The campaign's fortresses ("Sieges"), ordered by id; every edit is undoable (see FortressActions).
    const QList<Fortress> &fortresses() const { return m_campaign.fortresses; }
    const Fortress *fortress(qint64 fortressId) const;
    Result<qint64> addFortress(const Fortress &fortress); // the id is ignored; returns the new one
    Status changeFortress(const Fortress &fortress);      // the fortress with fortress.id
    Status removeFortress(qint64 fortressId);

    // The campaign economy; every edit is undoable (see EconomyActions).
    const Treasury *treasury(qint64 treasuryId) const;
    ForceEconomy forceEconomy(qint64 forceId) const;
    ClosingMonth closingMonth() const;
    qint64 payingTreasuryOf(qint64 forceId) const;
    Status setCalendar(const Calendar &calendar);
    Status setToday(const CampaignDate &date);
    Status changeCalendar(const Calendar &calendar, const CampaignDate &date);
    // Month-ends on the way close or stop the advance as setMonthEndOnAdvance says (a stop is in the report).
    Result<AdvanceReport> advanceTime(const CampaignDate &to);
    // The GM's setting: what advancing time (and a march's arrival) does at a month's end not closed.
    void setMonthEndOnAdvance(MonthEndOnAdvance onMonthEnd) { m_monthEndOnAdvance = onMonthEnd; }
    MonthEndOnAdvance monthEndOnAdvance() const { return m_monthEndOnAdvance; }
    // Rolls and keeps this month's Administration rolls of the forces the treasury pays that have none yet, as
    // one undoable step; nothing when all have one.
    Status rollAdministration(qint64 treasuryId);
    Result<qint64> addTreasury(const QString &name, Money warChest);
    Status changeTreasury(const Treasury &header); // name, war chest, negative balance allowed
    Status removeTreasury(qint64 treasuryId);
    Status setRevenueSources(qint64 treasuryId, const QList<RevenueSource> &sources);
    Status book(qint64 treasuryId, const QList<LedgerEntry> &entries, const QString &description);
    Result<RaisingOrder> raiseElements(qint64 forceId, qint64 treasuryId, const RosterLine &line,
                                       RaiseSpeed speed);
    Status setForceEconomy(qint64 forceId, const ForceEconomy &economy);
    Status closeMonth(const MonthClosing &closing);
    Status setLevyTerm(qint64 forceId, qint64 lineId, const LevyTerm &term);
    Result<qint64> hireMercenaries(qint64 forceId, const RosterLine &line);
    Status replaceCasualties(qint64 forceId, qint64 lineId, qint64 treasuryId, RaiseSpeed speed);
    Status improveLine(qint64 forceId, const RosterLine &improved, qint64 treasuryId);
    Status disband(qint64 forceId, qint64 lineId, qint64 treasuryId, const Disbanding &how);

    // For ChangeCommand: applies a change the file already holds to memory, with the signals models follow.
    void applyInMemory(const CampaignChange &change);

signals:
    void forceAboutToBeInserted(int index);
    void forceInserted(int index);
    void forceAboutToBeRemoved(int index);
    void forceRemoved(int index);
    void forceChanged(qint64 forceId);
    void staffChanged(qint64 forceId);
    // Rows first..last of a force's roster (a removal of thousands of lines is a few ranges, not thousands).
    void linesAboutToBeInserted(qint64 forceId, int first, int last);
    void linesInserted(qint64 forceId, int first, int last);
    void linesAboutToBeRemoved(qint64 forceId, int first, int last);
    void linesRemoved(qint64 forceId, int first, int last);
    void linesChanged(qint64 forceId, int first, int last);
    // Lines inserted or removed at many scattered rows: read the force's roster again.
    void linesAboutToBeReset(qint64 forceId);
    void linesReset(qint64 forceId);
    void catalogChanged();
    void errorOccurred(const QString &message);
    void battleAboutToBeInserted(int index);
    void battleInserted(int index);
    void battleAboutToBeRemoved(int index);
    void battleRemoved(int index);
    void battleChanged(int index);
    // Once per change that touched the calendar, treasuries, orders, levies or a force's situation.
    void economyChanged();
    // Row-level signals for FortressesModel, then fortressesChanged() after any change to the list.
    void fortressAboutToBeInserted(int index);
    void fortressInserted(int index);
    void fortressAboutToBeRemoved(int index);
    void fortressRemoved(int index);
    void fortressChanged(int index);
    void fortressesChanged();

private:
    class Signals;
    CampaignDocument(std::unique_ptr<CampaignStore> store, Campaign campaign);
    static Result<std::unique_ptr<CampaignDocument>> fromStore(Result<std::unique_ptr<CampaignStore>> store);
    // A post's member set as one step of its own, described as `description` (a sheet imported or refreshed).
    Status setStaffAs(qint64 forceId, StaffRole role, const StaffMember &member, const QString &description);
    // Performs a change core computed, or hands its error back.
    Status attempt(Result<CampaignChange> change, int mergeKey = -1);
    const ChangeCommand *command(int index) const;
    // The error as the user reads it: what went wrong, and that nothing was changed.
    static Error nothingChanged(const Error &error);
    Status failed(const Error &error);
    void rebuildFigures();

    std::unique_ptr<CampaignStore> m_store;
    Campaign m_campaign;
    QHash<qint64, LineFiguresCache> m_figures;
    QUndoStack *m_undoStack = nullptr;
    MonthEndOnAdvance m_monthEndOnAdvance = MonthEndOnAdvance::Stop;
    dice::DiceSource m_dice; // the program's rolls outside battles (month-ends)
};

} // namespace muster
