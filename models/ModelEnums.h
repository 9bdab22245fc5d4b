#pragma once

#include <Qt>

namespace muster {

namespace RosterColumn {
enum Column {
    Name,
    Type,
    Count,
    Tl,
    Equipment,
    Troops,
    Features,
    Ts,
    Casualties,
    Classes,
    Wt,
    Mobility,
    Raise,
    Maintain,
    ColumnCount
};
}

namespace CatalogColumn {
enum Column { Name, Table, Ts, Classes, Transport, Wt, Mobility, Raise, Maintain, Tl, ColumnCount };
}

namespace BattleColumn {
enum Column { Name, Status, Summary, Updated, ColumnCount };
}

namespace FigureColumn {
enum Column { Figure, Value, ColumnCount };
}

namespace LedgerColumn {
enum Column { Date, Category, Amount, Balance, Force, Element, Description, ColumnCount };
}

// Roles shared by Muster's models.
enum class Role {
    LineId = Qt::UserRole + 1, // qint64: the roster line of a row
    ForceId,                   // qint64: the force of a row
    TypeId,                    // QString: element type id
    SortValue,                 // a number to sort by where the display text is formatted
    Breakdown,                 // QString: how the figure was derived
    Invalid,                   // bool: the row's choices break a rule
    Error,                     // QString: which rule
    BuiltIn,                   // bool: a built-in (read-only) element type
    BattleId,                  // qint64: the saved battle of a row
    LedgerEntryId,             // qint64: the ledger entry of a row
};

constexpr int role(Role r)
{
    return int(r);
}

} // namespace muster
