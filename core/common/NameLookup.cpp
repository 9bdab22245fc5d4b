#include "NameLookup.h"

namespace muster {

QString looseName(const QString &text)
{
    QString name = text.toCaseFolded();
    name.remove(QLatin1Char(' '));
    name.remove(QLatin1Char('-'));
    return name;
}

QString nameCode(const char *englishName)
{
    return QString::fromLatin1(englishName).toLower().replace(QLatin1Char(' '), QLatin1Char('-'));
}

} // namespace muster
