#include "RandomUser.h"

#include "actions/EconomyActions.h"

#include <QUndoStack>

#include <array>

using namespace muster;

namespace crashtest {

RandomUser::RandomUser(CampaignDocument &document, quint32 seed) : m_document(document), m_random(seed) {}

bool RandomUser::act()
{
    // Weighted: roster edits most often, as at the table; battles and month-ends now and then.
    struct Choice
    {
        int weight;
        const char *name;
        bool (RandomUser::*action)();
    };
    static constexpr std::array<Choice, 15> choices{{
        {8, "add line", &RandomUser::addLine},
        {8, "change line", &RandomUser::changeLine},
        {4, "remove lines", &RandomUser::removeLines},
        {3, "rename force", &RandomUser::renameForce},
        {2, "add force", &RandomUser::addForce},
        {1, "remove force", &RandomUser::removeForce},
        {2, "close month", &RandomUser::closeMonth},
        {2, "advance time", &RandomUser::advanceTime},
        {3, "raise elements", &RandomUser::raiseElements},
        {3, "book", &RandomUser::book},
        {2, "hire", &RandomUser::hire},
        {2, "disband", &RandomUser::disband},
        {4, "undo", &RandomUser::undo},
        {3, "redo", &RandomUser::redo},
        {5, "battle round", &RandomUser::battleRound},
    }};
    int total = 0;
    for (const Choice &c : choices)
        total += c.weight;
    int pick = m_random.bounded(total);
    for (const Choice &c : choices) {
        if (pick < c.weight) {
            m_lastAction = c.name;
            return (this->*c.action)();
        }
        pick -= c.weight;
    }
    return false;
}

bool RandomUser::battleRound()
{
    return m_battles.step(m_document, m_random);
}

const Force *RandomUser::anyForce()
{
    const QList<Force> &forces = m_document.campaign().forces;
    return forces.isEmpty() ? nullptr : &forces.at(m_random.bounded(int(forces.size())));
}

const RosterLine *RandomUser::anyLine(const Force &force)
{
    return force.lines.isEmpty() ? nullptr : &force.lines.at(m_random.bounded(int(force.lines.size())));
}

qint64 RandomUser::anyTreasury()
{
    const auto &treasuries = m_document.campaign().treasuries;
    return treasuries.isEmpty() ? 0 : treasuries.at(m_random.bounded(int(treasuries.size()))).id;
}

RosterLine RandomUser::newLine()
{
    static const std::array<const char *, 6> types{"heavy-infantry", "bowmen",         "light-cavalry",
                                                   "medium-infantry", "heavy-cavalry", "light-infantry"};
    RosterLine line;
    line.record.typeId = QString::fromLatin1(types.at(size_t(m_random.bounded(int(types.size())))));
    line.record.tl = 3;
    line.record.equipment = m_random.bounded(3) == 0 ? EquipmentQuality::Fine : EquipmentQuality::Basic;
    line.record.troops = m_random.bounded(3) == 0 ? TroopQuality::Good : TroopQuality::Average;
    line.count = m_random.bounded(1, 9);
    return line;
}

bool RandomUser::addLine()
{
    const Force *force = anyForce();
    if (!force)
        return false;
    // Half the time a copy of one of its own lines (whatever its type or TL), else a new built-in line.
    RosterLine line = newLine();
    if (const RosterLine *existing = anyLine(*force); existing && m_random.bounded(2) == 0) {
        line = *existing;
        line.id = 0;
        line.casualties = 0;
        line.count = m_random.bounded(1, 9);
    }
    const int row = m_random.bounded(-1, int(force->lines.size()) + 1);
    return m_document.addLine(force->id, line, row).ok();
}

bool RandomUser::changeLine()
{
    const Force *force = anyForce();
    const RosterLine *found = force ? anyLine(*force) : nullptr;
    if (!found)
        return false;
    RosterLine line = *found;
    switch (m_random.bounded(4)) {
    case 0:
        line.count = m_random.bounded(1, 30);
        break;
    case 1:
        line.record.name = QStringLiteral("Line %1").arg(m_random.bounded(1000));
        break;
    case 2:
        line.record.troops = TroopQuality(m_random.bounded(4));
        break;
    default:
        line.casualties = m_random.bounded(90) / 100.0;
        break;
    }
    return m_document.changeLine(force->id, line, QStringLiteral("Change a line")).ok();
}

bool RandomUser::removeLines()
{
    const Force *force = anyForce();
    if (!force || force->lines.isEmpty())
        return false;
    QList<qint64> ids;
    const int count = m_random.bounded(1, 4);
    for (int i = 0; i < count; ++i) {
        const qint64 id = anyLine(*force)->id;
        if (!ids.contains(id))
            ids << id;
    }
    return m_document.removeLines(force->id, ids).ok();
}

bool RandomUser::renameForce()
{
    const Force *force = anyForce();
    return force && m_document.renameForce(force->id, QStringLiteral("Force %1").arg(m_random.bounded(10000))).ok();
}

bool RandomUser::addForce()
{
    return m_document.addForce(QStringLiteral("New force %1").arg(m_random.bounded(10000))).ok();
}

bool RandomUser::removeForce()
{
    // Two forces stay, so that there is always a battle to fight.
    const Force *force = m_document.forceCount() > 2 ? anyForce() : nullptr;
    return force && m_document.removeForce(force->id).ok();
}

bool RandomUser::closeMonth()
{
    // What the month-end dialog confirms: each force the treasury pays, a 3d Administration roll, a readiness.
    const Campaign &campaign = m_document.campaign();
    const qint64 treasury = anyTreasury();
    if (treasury == 0)
        return false;
    MonthClosing closing{treasury, campaign.today, {}};
    for (qint64 forceId : EconomyActions::forcesToClose(campaign, treasury, campaign.today)) {
        const int roll = m_random.bounded(1, 7) + m_random.bounded(1, 7) + m_random.bounded(1, 7);
        auto end = EconomyActions::forceMonthEnd(campaign, forceId, roll, Readiness(m_random.bounded(3)), true);
        if (!end)
            return false;
        closing.forces << *end;
    }
    return m_document.closeMonth(closing).ok();
}

bool RandomUser::advanceTime()
{
    // Stops at the end of a month a treasury has not closed (the document's default): no dice are rolled.
    const Campaign &campaign = m_document.campaign();
    return m_document.advanceTime(campaign.calendar.addDays(campaign.today, m_random.bounded(1, 40))).ok();
}

bool RandomUser::raiseElements()
{
    const Force *force = anyForce();
    if (!force)
        return false;
    // One draw per statement: the order of a call's arguments is the compiler's to choose.
    const RosterLine line = newLine();
    const RaiseSpeed speed = RaiseSpeed(m_random.bounded(3));
    return m_document.raiseElements(force->id, m_document.payingTreasuryOf(force->id), line, speed).ok();
}

bool RandomUser::book()
{
    const qint64 treasury = anyTreasury();
    if (treasury == 0)
        return false;
    const Force *force = anyForce();
    QList<LedgerEntry> entries;
    const int count = m_random.bounded(1, 4);
    for (int i = 0; i < count; ++i) {
        const bool income = m_random.bounded(2) == 0;
        entries << LedgerEntry{0,
                               m_document.campaign().today,
                               income ? LedgerCategory::Loot : LedgerCategory::Manual,
                               Money::fromCents((income ? 1 : -1) * m_random.bounded(1, 5000000)),
                               force && m_random.bounded(2) == 0 ? force->id : 0,
                               0,
                               QStringLiteral("Entry %1").arg(i + 1)};
    }
    return m_document.book(treasury, entries, QStringLiteral("Book entries")).ok();
}

bool RandomUser::hire()
{
    const Force *force = anyForce();
    if (!force)
        return false;
    RosterLine line = newLine();
    line.record.set(Feature::Mercenary);
    return m_document.hireMercenaries(force->id, line).ok();
}

bool RandomUser::disband()
{
    const Force *force = anyForce();
    const RosterLine *line = force ? anyLine(*force) : nullptr;
    if (!line)
        return false;
    const Disbanding how{m_random.bounded(2) == 0, m_random.bounded(4), m_random.bounded(2) == 0};
    return m_document.disband(force->id, line->id, m_document.payingTreasuryOf(force->id), how).ok();
}

bool RandomUser::undo()
{
    return m_document.undoStack()->canUndo() && m_document.undo().ok();
}

bool RandomUser::redo()
{
    return m_document.undoStack()->canRedo() && m_document.redo().ok();
}

} // namespace crashtest
