#include "PushPolicy.h"

#include "battle/myz/MyzBattle.h"
#include "common/NameLookup.h"

#include <QCoreApplication>

#include <algorithm>

namespace muster::myz {

QList<PushPolicy> allPushPolicies()
{
    return {PushPolicy::Never, PushPolicy::WhileBehind, PushPolicy::WhileNotAhead};
}

QString pushPolicyCode(PushPolicy policy)
{
    switch (policy) {
    case PushPolicy::Never: return QStringLiteral("never");
    case PushPolicy::WhileBehind: return QStringLiteral("while-behind");
    case PushPolicy::WhileNotAhead: return QStringLiteral("while-not-ahead");
    }
    return {};
}

QString pushPolicyName(PushPolicy policy)
{
    switch (policy) {
    case PushPolicy::Never: return QCoreApplication::translate("Myz", "never push");
    case PushPolicy::WhileBehind: return QCoreApplication::translate("Myz", "push while behind");
    case PushPolicy::WhileNotAhead: return QCoreApplication::translate("Myz", "push while not ahead");
    }
    return {};
}

std::optional<PushPolicy> pushPolicyFromName(const QString &text)
{
    return findByName(allPushPolicies(), text, pushPolicyCode, pushPolicyName);
}

bool wantsPush(PushPolicy policy, int ownSixes, int foeSixes, int strategyNonSixes, int rerolled)
{
    if (strategyNonSixes <= 0 || rerolled <= 0)
        return false;
    switch (policy) {
    case PushPolicy::Never: return false;
    case PushPolicy::WhileBehind: return ownSixes < foeSixes;
    case PushPolicy::WhileNotAhead: return ownSixes <= foeSixes;
    }
    return false;
}

int nextPusher(const MyzBattle &battle, std::array<PushPolicy, 2> policies)
{
    if (battle.phase() != Phase::Battle || !battle.wave().roll)
        return -1;
    const std::array<PoolFaces, 2> &faces = battle.wave().faces;
    const std::array<PushCounts, 2> counts{pushCounts(faces[0]), pushCounts(faces[1])};
    for (const int side : battle.initiativeOrder()) {
        const PushCounts &own = counts[side];
        if (battle.canPush(side)
            && wantsPush(policies[side], own.sixes, counts[1 - side].sixes, own.strategyNonSixes, own.rerolled))
            return side;
    }
    return -1;
}

} // namespace muster::myz
