#include "NameLookup.h"

namespace muster {

QString looseName(const QString &text)
{
    QString name = text.toCaseFolded();
    name.remove(QLatin1Char(' '));
    name.remove(QLatin1Char('-'));
    return name;
}

} // namespace muster
