#include "MyzBattleScripts.h"

namespace muster::cli {

Result<QJsonObject> myzForecast(const QJsonObject &)
{
    return Error{QStringLiteral("forecast: not yet for Mutant: Year Zero"), QString()};
}

} // namespace muster::cli
