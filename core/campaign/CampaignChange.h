#pragma once

#include "campaign/Fortress.h"
#include "campaign/StoredBattle.h"
#include "catalog/ElementType.h"
#include "economy/Calendar.h"
#include "economy/ForceEconomy.h"
#include "economy/Ledger.h"
#include "economy/LevyTerm.h"
#include "economy/RaisingQueue.h"
#include "economy/Revenue.h"
#include "economy/Treasury.h"
#include "force/Force.h"
#include "operations/ForcePosture.h"

#include <QList>
#include <QString>

#include <optional>
#include <variant>

namespace muster {

// The edits a user action is made of. Each one says what the campaign held before and what it holds after,
// so that its inverse is the same edit the other way round: an insertion (insert = true) becomes a removal,
// and a before/after pair swaps. An item inserted with id 0 gets its id when the change is first saved
// (CampaignStore::write fills it in), and keeps it through every undo and redo.
namespace edit {

// A whole force, with its staff and lines, at `index` in the campaign's list, and its economic situation
// (none: the defaults), which goes with it.
struct ForceInsertion
{
    Force force;
    int index = 0;
    bool insert = true;
    std::optional<ForceEconomy> economy;
};

struct ForceHeader
{
    qint64 forceId = 0;
    QString nameBefore, notesBefore;
    QString nameAfter, notesAfter;
};

struct Staff
{
    qint64 forceId = 0;
    StaffRole role = StaffRole::Commander;
    StaffMember before, after;
};

// A roster line at a row of its force.
struct PlacedLine
{
    int row = 0;
    RosterLine line;
};

// Lines of one force in ascending rows: for an insertion the rows they have afterwards, for a removal the
// rows they had before.
struct LineInsertion
{
    qint64 forceId = 0;
    QList<PlacedLine> lines;
    bool insert = true;
};

// Lines of one force changed in place (same ids), `before` and `after` in the same order.
struct LineChange
{
    qint64 forceId = 0;
    QList<RosterLine> before, after;
};

struct LedgerBooking
{
    qint64 treasuryId = 0;
    QList<LedgerEntry> entries;
    bool insert = true;
};

// A treasury with its revenue sources and ledger.
struct TreasuryInsertion
{
    Treasury treasury;
    int index = 0;
    bool insert = true;
};

// Name, war chest and whether it may run into debt (sources and ledger are their own edits).
struct TreasuryHeader
{
    Treasury before, after;
};

struct RevenueSources
{
    qint64 treasuryId = 0;
    QList<RevenueSource> before, after;
};

struct OrderInsertion
{
    RaisingOrder order;
    bool insert = true;
};

// nullopt: the force has no economic situation of its own (the defaults).
struct ForceEconomyChange
{
    qint64 forceId = 0;
    std::optional<ForceEconomy> before, after;
};

// nullopt: the line has no term of service.
struct LevyTermChange
{
    qint64 lineId = 0;
    std::optional<LevyTerm> before, after;
};

struct CalendarChange
{
    Calendar calendarBefore, calendarAfter;
    CampaignDate todayBefore, todayAfter;
};

struct DistanceUnitChange
{
    DistanceUnit before = DistanceUnit::Miles, after = DistanceUnit::Miles;
};

struct UsualTlChange
{
    int before = 0, after = 0;
};

struct BattleRuleSetChange
{
    QString before, after; // rule set ids; empty: the program's first
};

// A force's data under one battle rule set (Force::ruleSetData); empty: none.
struct ForceRuleData
{
    qint64 forceId = 0;
    QString ruleSet;
    QByteArray before, after;
};

struct BattleInsertion
{
    StoredBattle battle;
    int index = 0;
    bool insert = true;
};

// A saved battle's columns and record (its status after the aftermath is applied, ...).
struct BattleChange
{
    StoredBattle before, after;
};

struct FortressInsertion
{
    Fortress fortress;
    int index = 0;
    bool insert = true;
};

struct FortressChange
{
    Fortress before, after;
};

// A custom element type added (no before), changed, or removed (no after).
struct CustomTypeChange
{
    std::optional<ElementType> before, after;
};

struct ViabilityChange
{
    QString typeId;
    int before = 12, after = 12;
};

} // namespace edit

using Edit =
    std::variant<edit::ForceInsertion, edit::ForceHeader, edit::Staff, edit::LineInsertion, edit::LineChange,
                 edit::LedgerBooking, edit::TreasuryInsertion, edit::TreasuryHeader, edit::RevenueSources,
                 edit::OrderInsertion, edit::ForceEconomyChange, edit::LevyTermChange, edit::CalendarChange,
                 edit::DistanceUnitChange, edit::UsualTlChange, edit::BattleRuleSetChange, edit::ForceRuleData, edit::BattleInsertion, edit::BattleChange, edit::FortressInsertion,
                 edit::FortressChange, edit::CustomTypeChange, edit::ViabilityChange>;

// What one user action does to a campaign: its edits, applied in order, all of them or none. Core services
// compute it from the campaign and the user's inputs; the document, muster-cli and the tests apply it.
struct CampaignChange
{
    QString description; // the undo step's text: "Close March 1205 for the Crown"
    QList<Edit> edits;

    bool isEmpty() const { return edits.isEmpty(); }
    // The change that takes this one back: every edit reversed, in the reverse order.
    CampaignChange inverse() const;
    CampaignChange &operator<<(Edit e)
    {
        edits.append(std::move(e));
        return *this;
    }
};

// The edit that takes `e` back.
Edit inverseOf(const Edit &e);

} // namespace muster
