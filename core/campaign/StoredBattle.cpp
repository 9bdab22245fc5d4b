#include "StoredBattle.h"

namespace muster {

namespace {

constexpr std::pair<BattleStatus, const char *> codes[] = {{BattleStatus::InProgress, "in-progress"},
                                                          {BattleStatus::Finished, "finished"},
                                                          {BattleStatus::CasualtiesApplied, "casualties-applied"}};

} // namespace

QString battleStatusCode(BattleStatus status)
{
    for (const auto &[value, code] : codes) {
        if (value == status)
            return QString::fromLatin1(code);
    }
    return {};
}

std::optional<BattleStatus> battleStatusFromCode(const QString &code)
{
    for (const auto &[value, spelled] : codes) {
        if (code == QLatin1String(spelled))
            return value;
    }
    return std::nullopt;
}

} // namespace muster
