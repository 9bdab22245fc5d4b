// The battle report's account of a special battle: what kind of battle it was and who sat it out.
#include "battle/gurps/BattleReportHtml.h"
#include "battle/gurps/Combatants.h"
#include "battle/gurps/FieldedSetup.h"

namespace muster::gurps::report {

namespace {

QString siegeHtml(const BattleSetup &setup)
{
    const SiegeSetup &siege = setup.special.siege;
    const Fortress &f = siege.fortress;
    QString html = esc(Text::tr("%1 (%2, DB +%3, room for WT %4) besieged; %5 inside")
                           .arg(f.name, fortressKindName(f.kind))
                           .arg(fortressDefenseBonus(f))
                           .arg(formatNumber(f.capacityWt), QStringLiteral("%1")))
                       .arg(sideName(setup, siege.besieged));
    if (!siege.bunkered)
        html += QStringLiteral("; ") + esc(Text::tr("not bunkered inside: no Defense Bonus"));
    return html;
}

QString amphibiousHtml(const BattleSetup &setup)
{
    const AmphibiousAssaultSetup &a = setup.special.amphibious;
    QString text = Text::tr("%1 holds the shore: %2, %3").arg(QStringLiteral("%1"), waterObstacleName(a.obstacle),
                                                              shoreDefensesName(a.defenses));
    if (a.inlandWaters)
        text += Text::tr("; inland waters");
    return esc(text).arg(sideName(setup, a.defender));
}

QString navalHtml(const BattleSetup &setup)
{
    const NavalBattleSetup &n = setup.special.naval;
    if (n.waters == NavalWaters::Ocean || n.homeSide < 0)
        return esc(navalWatersName(n.waters));
    return esc(Text::tr("%1; %2 in home waters").arg(navalWatersName(n.waters), QStringLiteral("%1"))).arg(sideName(setup, n.homeSide));
}

QString massDestructionHtml(const BattleSetup &setup)
{
    const MassDestruction &m = setup.special.massDestruction;
    QStringList lines;
    for (int s = 0; s < 2; ++s) {
        if (m.chemical.at(size_t(s)))
            lines << Text::tr("%1 uses TL%2 chemical weapons").arg(sideLabel(setup, s)).arg(chemicalWeaponsTl(setup, s));
    }
    if (m.nuclearExchange)
        lines << Text::tr("Both sides use nukes: 90% of the forces eliminated (40% of Sealed elements); logistics destroyed");
    if (m.nukeCapable)
        lines << Text::tr("Nuke-capable elements at ten times their TS");
    if (lines.isEmpty())
        lines << Text::tr("Allowed, not used");
    return listHtml(lines);
}

} // namespace

QList<QStringList> specialBattleFacts(const BattleSetup &setup)
{
    const SpecialBattle &special = setup.special;
    QList<QStringList> rows = {{esc(Text::tr("Campaign")), esc(campaignTypeName(special.campaign))}};
    if (special.isSiege())
        rows << QStringList{esc(Text::tr("Siege")), siegeHtml(setup)};
    if (special.isAmphibiousAssault())
        rows << QStringList{esc(Text::tr("Amphibious assault")), amphibiousHtml(setup)};
    if (special.isNavalBattle())
        rows << QStringList{esc(Text::tr("Naval battle")), navalHtml(setup)};
    if (special.massDestruction.enabled)
        rows << QStringList{esc(Text::tr("Weapons of mass destruction")), massDestructionHtml(setup)};
    return rows;
}

QString specialRolesHtml(const BattleSetup &setup, int side)
{
    const SideSetup &s = setup.sides.at(size_t(side));
    QStringList lines;
    for (const ElementNote &note : specialRoles(setup, side)) {
        const BattleElement &e = s.elements.at(note.element);
        lines << Text::tr("%1: %2").arg(e.label.isEmpty() ? e.name : e.label, note.role.reason);
    }
    return lines.isEmpty() ? dash() : listHtml(lines);
}

} // namespace muster::gurps::report
