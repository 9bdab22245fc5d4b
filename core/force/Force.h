#pragma once

#include "catalog/ElementRecord.h"
#include "force/Staff.h"

#include <QList>
#include <QString>

#include <algorithm>
#include <QMap>

#include <cmath>
#include <array>
#include <optional>

namespace muster {

// One line of a roster: a customized element and how many of it the force fields.
struct RosterLine
{
    qint64 id = 0; // storage id; 0 until saved
    ElementRecord record;
    int count = 1;
    // After the Battle: every element of the line has lost this fraction of its TS (0 <= casualties < 1)
    // and not yet had it replaced; Raise, Maintain and the count are not reduced.
    double casualties = 0;
    bool operator==(const RosterLine &) const = default;

    // The casualties once the line keeps only `kept` of the TS it has left (0.95 after 5% more losses).
    // Never all of it: a line at 99% keeps its place on the roster until the GM removes it.
    double casualtiesKeeping(double kept) const { return std::clamp(1.0 - (1.0 - casualties) * kept, 0.0, 0.99); }
};

// A share of TS lost (0.650407) in whole percent, as the roster shows casualties (65); the strength left is
// shown as the rest of 100 (35), so that the two always add up as they read. The same share reached as
// 1 - strength (0.32499999999999996 for 0.325) must round the same way, hence the nudge.
inline int casualtiesPercent(double casualties)
{
    return int(std::lround(casualties * 100 + 1e-9));
}

// A fighting force: its roster, its staff and the GM's notes.
struct Force
{
    qint64 id = 0;
    QString name;
    QList<RosterLine> lines;
    std::array<StaffMember, staffRoleCount> staff;
    QString notes;
    // What other battle rule sets keep of the force between battles, as each writes it (a Mutant: Year Zero
    // faction as JSON under "myz"); storage keeps it without looking inside, as it keeps battle records.
    QMap<QString, QByteArray> ruleSetData;

    StaffMember &member(StaffRole role) { return staff.at(size_t(role)); }
    const StaffMember &member(StaffRole role) const { return staff.at(size_t(role)); }
    qsizetype indexOfLine(qint64 lineId) const;
    // The force's TL: the one most of its elements have (the lower on a tie); none without elements.
    std::optional<int> usualTl() const;
    bool operator==(const Force &) const = default;
};

} // namespace muster
