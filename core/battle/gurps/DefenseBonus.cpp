#include "DefenseBonus.h"

#include <QCoreApplication>

namespace muster::gurps {

std::array<bool, 2> defenseBonusHolders(const BattleSetup &setup)
{
    std::array<bool, 2> holders{};
    const SpecialBattle &special = setup.special;
    for (int s = 0; s < 2; ++s) {
        if (special.isSiege())
            holders.at(size_t(s)) = special.besieged(s) && special.siege.bunkered;
        else if (special.isAmphibiousAssault())
            holders.at(size_t(s)) = !special.assaulting(s);
        else if (special.isNavalBattle())
            holders.at(size_t(s)) = special.naval.waters == NavalWaters::Coastal && special.naval.homeSide == s;
        else if (setup.start.kind == BattleKind::Pitched)
            holders.at(size_t(s)) = setup.start.advantage != Advantage::None && setup.start.advantageSide == s;
        else
            holders.at(size_t(s)) = setup.sides.at(size_t(s)).encamped;
    }
    return holders;
}

DefenseBonusSuggestion suggestedDefenseBonus(BattleTerrain terrain)
{
    DefenseBonusSuggestion s;
    switch (terrain) {
    case BattleTerrain::Plains:
        s.fixed = 1;
        break;
    case BattleTerrain::OpenOcean:
        break; // a Defense Bonus at sea is highly unlikely
    case BattleTerrain::Hills:
        s.halfDie = true;
        s.extra = 1;
        break;
    case BattleTerrain::Mountain:
    case BattleTerrain::BuiltUp:
        s.halfDie = true;
        s.extra = 2;
        break;
    default:
        s.halfDie = true;
        break;
    }
    return s;
}

QString DefenseBonusSuggestion::text() const
{
    if (!halfDie)
        return fixed > 0 ? QStringLiteral("+%1").arg(fixed) : QCoreApplication::translate("DefenseBonus", "none");
    return extra > 0 ? QStringLiteral("+1d/2 +%1").arg(extra) : QStringLiteral("+1d/2");
}

} // namespace muster::gurps
