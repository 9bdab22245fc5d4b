#pragma once

#include "campaign/Campaign.h"
#include "economy/ForceMonthEnd.h"
#include "economy/MonthEnd.h"
#include "force/TransportAssignment.h"
#include "operations/ForcePosture.h"
#include "economy/Replacement.h"
#include "common/Result.h"
#include "force/LineFiguresCache.h"

#include <QHash>
#include <QObject>
#include <QUndoStack>

#include <memory>

namespace muster {

// A force's roster after a battle: the lines whose casualties or count changed, and the lines removed.
struct RosterCasualties
{
    qint64 forceId = 0;
    QList<RosterLine> changed;
    QList<qint64> removed;
    int logisticCasualties = 0; // percent of the force's logistic force lost ("Overrunning the Enemy's Rear Area")
};

// What advancing time did: revenue booked and raised elements that joined their forces.
struct AdvanceReport
{
    Money revenue;
    int ordersReady = 0;  // raised, replaced or improved
    int ordersLapsed = 0; // replacements or retraining for a line that is gone
};

// One force's month-end, as the GM confirmed it.
struct ForceMonthEnd
{
    qint64 forceId = 0;
    Readiness readiness = Readiness::Full;
    MonthEndResult result;
};

// Closing a month for the forces one treasury pays.
struct MonthClosing
{
    qint64 treasuryId = 0;
    CampaignDate date; // the day the costs are booked on
    QList<ForceMonthEnd> forces;
};

// A planned march the GM carries out (rule book, Chapter 4, "Forces in Motion").
struct MarchExecution
{
    qint64 forceId = 0;
    QString destination;                               // the force's location on arrival
    ForcePosture postureOnArrival = ForcePosture::Mobile;
    double casualtiesPct = 0;                          // forced-march losses, in percent of TS
    // Elements left behind (split off): they become a new force that stays where the march began.
    QList<LineCount> leftBehind;
    std::optional<CampaignDate> arrival;               // advance the campaign date to the arrival; none: keep it
};

class CampaignFile;
class EconomyRepository;
class CampaignRepository;

// An open campaign: the file, the campaign loaded from it, and the undo stack. Every edit is a command
// on the stack; each command's redo and undo write the change to the file in its own transaction
// before changing the campaign in memory, so nothing committed is ever only in memory.
class CampaignDocument : public QObject
{
    Q_OBJECT

public:
    ~CampaignDocument() override;

    static Result<std::unique_ptr<CampaignDocument>> open(const QString &path);
    static Result<std::unique_ptr<CampaignDocument>> create(const QString &path, const QString &campaignName);

    const Campaign &campaign() const { return m_campaign; }
    const ElementCatalog &catalog() const { return m_campaign.catalog; }
    QString path() const;
    QString backupPath() const;
    QUndoStack *undoStack() const { return m_undoStack; }
    Status saveCopyAs(const QString &path) const;

    const Force *force(qint64 forceId) const;
    // The figures of each line of a force, kept up to date with every edit.
    const LineFiguresCache *figures(qint64 forceId) const;
    int forceCount() const { return int(m_campaign.forces.size()); }
    // Lines using a custom type, across all forces.
    int linesUsingType(const QString &typeId) const;

    // Edits: each checks the rules first and, if they allow it, pushes an undoable command.
    Result<qint64> addForce(const QString &name);
    Status removeForce(qint64 forceId);
    Status renameForce(qint64 forceId, const QString &name);
    Status setForceNotes(qint64 forceId, const QString &notes);
    Status setStaff(qint64 forceId, StaffRole role, const StaffMember &member);
    Result<qint64> addLine(qint64 forceId, const RosterLine &line, int row = -1);
    Status removeLines(qint64 forceId, const QList<qint64> &lineIds);
    // `mergeKey` lets repeated edits of one field of one line merge into a single undo step.
    Status changeLine(qint64 forceId, const RosterLine &line, const QString &description, int mergeKey = -1);
    Status addCustomType(const ElementType &type);
    Status changeCustomType(const ElementType &type);
    Status removeCustomType(const QString &typeId);
    // Caps the TL through which a built-in high-tech type doubles its TS in this campaign (12: no cap).
    Status setBuiltInViability(const QString &typeId, int viableThroughTl);

    // Operations (CampaignDocumentOperations.cpp); undoable.
    Status setDistanceUnit(DistanceUnit unit);
    // Carries out a march the GM has planned, as one undoable step (see MarchExecution).
    Status executeMarch(const MarchExecution &march);
    Status applyDistanceUnit(DistanceUnit unit);

    // Battles (CampaignDocumentBattles.cpp). Saving a battle record is not an undoable edit: the battle
    // dialog has its own undo. Deleting a battle and applying its casualties are.
    const QList<StoredBattle> &battles() const { return m_campaign.battles; }
    const StoredBattle *battle(qint64 battleId) const;
    Result<qint64> saveBattle(const StoredBattle &battle);
    Status removeBattle(qint64 battleId);
    Status applyBattleCasualties(qint64 battleId, const QList<RosterCasualties> &changes, const QString &description);
    Status applyInsertBattle(StoredBattle &battle, int index);
    Status applyRemoveBattle(qint64 battleId);
    Status applyBattleStatus(qint64 battleId, const QString &status);

    // The campaign's fortresses ("Sieges", CampaignDocumentFortresses.cpp), ordered by id; every edit is
    // undoable and checked with validateFortress first (the error names the field to fix). The fields a
    // kind does not use are stored at their defaults (no TL for improvised works, ...).
    const QList<Fortress> &fortresses() const { return m_campaign.fortresses; }
    const Fortress *fortress(qint64 fortressId) const;
    Result<qint64> addFortress(const Fortress &fortress); // the id is ignored; returns the new one
    Status changeFortress(const Fortress &fortress);      // the fortress with fortress.id
    Status removeFortress(qint64 fortressId);
    Status applyInsertFortress(Fortress &fortress, int index); // sets fortress.id (a non-zero one is kept)
    Status applyRemoveFortress(qint64 fortressId);
    Status applyChangeFortress(const Fortress &fortress);

    // The campaign economy (CampaignDocumentEconomy.cpp); every edit is undoable.
    const Treasury *treasury(qint64 treasuryId) const;
    ForceEconomy forceEconomy(qint64 forceId) const;
    // The month the campaign's date is in, as a month-end sees it (season, levies' service so far).
    ClosingMonth closingMonth() const;
    // The treasury that pays a force: its own, or the first one when it names none (0 without treasuries).
    qint64 payingTreasuryOf(qint64 forceId) const;
    Status setCalendar(const Calendar &calendar);
    Status setToday(const CampaignDate &date);
    // Moves the date on: books the revenue that falls due and lets raised elements join their forces.
    Result<AdvanceReport> advanceTime(const CampaignDate &to);
    // The commands of advanceTime, added to `macro` (for edits that also move the date, like a march).
    Result<AdvanceReport> addAdvanceCommands(const CampaignDate &to, QUndoCommand *macro);
    Result<qint64> addTreasury(const QString &name, Money warChest);
    Status changeTreasury(const Treasury &header); // name, war chest, negative balance allowed
    Status removeTreasury(qint64 treasuryId);
    Status setRevenueSources(qint64 treasuryId, const QList<RevenueSource> &sources);
    // Refused with the shortfall when the treasury cannot pay and may not run into debt.
    Status book(qint64 treasuryId, const QList<LedgerEntry> &entries, const QString &description);
    Result<RaisingOrder> raiseElements(qint64 forceId, qint64 treasuryId, const RosterLine &line, RaiseSpeed speed);
    Status setForceEconomy(qint64 forceId, const ForceEconomy &economy);
    // Books the month's costs (Maintain, Hire for mercenaries and levies past their two months, logistics),
    // sets readiness, applies No Maintenance casualties and counts a month of service for every Levy line.
    Status closeMonth(const MonthClosing &closing);
    // The GM's word on a Levy line's service so far (called up again, months already served this year).
    Status setLevyTerm(qint64 forceId, qint64 lineId, const LevyTerm &term);
    // "Hire mercenaries": adds a Mercenary line at once (they are existing troops: no Raise, no waiting);
    // its hire is paid with each month-end.
    Result<qint64> hireMercenaries(qint64 forceId, const RosterLine &line);
    // "Force Replacements": pays Raise x the line's casualties now; the line is back to full strength when
    // the replacements arrive (a queued order, ready after replacementOrder's days).
    Status replaceCasualties(qint64 forceId, qint64 lineId, qint64 treasuryId, RaiseSpeed speed);
    // "Improvements": pays the difference in Raise now; the line's record (quality, features) changes when
    // the retraining is done (a queued order, ready after improvementOrder's days; at once if it is free).
    Status improveLine(qint64 forceId, const RosterLine &improved, qint64 treasuryId);
    // "Disbanding Elements": removes the line and books the rebate, if any, as one step.
    Status disband(qint64 forceId, qint64 lineId, qint64 treasuryId, const Disbanding &how);
    Status applyCalendar(const Calendar &calendar, const CampaignDate &today);
    Result<QList<LedgerEntry>> applyBookEntries(qint64 treasuryId, const QList<LedgerEntry> &entries);
    Status applyUnbookEntries(qint64 treasuryId, const QList<qint64> &entryIds);
    Status applyInsertTreasury(Treasury &treasury, int index);
    Status applyRemoveTreasury(qint64 treasuryId);
    Status applyTreasuryHeader(const Treasury &header);
    Status applyRevenueSources(qint64 treasuryId, const QList<RevenueSource> &sources);
    Result<RaisingOrder> applyInsertRaisingOrder(const RaisingOrder &order);
    Status applyRemoveRaisingOrder(qint64 orderId);
    Status applyForceEconomy(qint64 forceId, const ForceEconomy &economy);
    Status applyLevyTerm(qint64 lineId, const std::optional<LevyTerm> &term);

    // Primitives the commands call: write to the file, then change memory and notify.
    Status applyInsertForce(Force &force, int index);
    Status applyRemoveForce(qint64 forceId);
    Status applyForceHeader(qint64 forceId, const QString &name, const QString &notes);
    Status applyStaff(qint64 forceId, StaffRole role, const StaffMember &member);
    Status applyInsertLine(qint64 forceId, RosterLine &line, int row);
    Status applyRemoveLine(qint64 forceId, qint64 lineId);
    Status applyChangeLine(qint64 forceId, const RosterLine &line);
    Status applyChangeLines(qint64 forceId, const QList<RosterLine> &lines);
    Status applyAddType(const ElementType &type);
    Status applyChangeType(const ElementType &type);
    Status applyRemoveType(const QString &typeId);
    Status applyBuiltInViability(const QString &typeId, int viableThroughTl);

    // Reports a failure that happened inside a command (where there is no caller to return it to).
    void reportError(const QString &message);

signals:
    void forceAboutToBeInserted(int index);
    void forceInserted(int index);
    void forceAboutToBeRemoved(int index);
    void forceRemoved(int index);
    void forceChanged(qint64 forceId);
    void staffChanged(qint64 forceId);
    void lineAboutToBeInserted(qint64 forceId, int row);
    void lineInserted(qint64 forceId, int row);
    void lineAboutToBeRemoved(qint64 forceId, int row);
    void lineRemoved(qint64 forceId, int row);
    void lineChanged(qint64 forceId, int row);
    void catalogChanged();
    void errorOccurred(const QString &message);
    void battleAboutToBeInserted(int index);
    void battleInserted(int index);
    void battleAboutToBeRemoved(int index);
    void battleRemoved(int index);
    void battleChanged(int index);
    void economyChanged();
    // Row-level signals for FortressesModel, then fortressesChanged() after any change to the list.
    void fortressAboutToBeInserted(int index);
    void fortressInserted(int index);
    void fortressAboutToBeRemoved(int index);
    void fortressRemoved(int index);
    void fortressChanged(int index);
    void fortressesChanged();

private:
    CampaignDocument(std::unique_ptr<CampaignFile> file, Campaign campaign);
    Force *mutableForce(qint64 forceId);
    Treasury *mutableTreasury(qint64 treasuryId);
    EconomyRepository economyRepository() const;
    // Pushes a command of many writes as one SQLite transaction.
    void pushInOneTransaction(QUndoCommand *command);
    void rebuildFigures();

    std::unique_ptr<CampaignFile> m_file;
    std::unique_ptr<CampaignRepository> m_repository;
    Campaign m_campaign;
    QHash<qint64, LineFiguresCache> m_figures;
    QUndoStack *m_undoStack = nullptr;
};

} // namespace muster
