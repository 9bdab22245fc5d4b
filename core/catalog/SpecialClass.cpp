#include "SpecialClass.h"

#include "common/NameLookup.h"

#include <QCoreApplication>

namespace muster {

QString specialClassCode(SpecialClass specialClass)
{
    switch (specialClass) {
    case SpecialClass::Air:
        return QStringLiteral("Air");
    case SpecialClass::Arm:
        return QStringLiteral("Arm");
    case SpecialClass::Art:
        return QStringLiteral("Art");
    case SpecialClass::Cv:
        return QStringLiteral("Cv");
    case SpecialClass::C3I:
        return QStringLiteral("C3I");
    case SpecialClass::Eng:
        return QStringLiteral("Eng");
    case SpecialClass::F:
        return QStringLiteral("F");
    case SpecialClass::Nav:
        return QStringLiteral("Nav");
    case SpecialClass::Rec:
        return QStringLiteral("Rec");
    case SpecialClass::Count:
        break;
    }
    return {};
}

static const char *englishName(SpecialClass specialClass)
{
    switch (specialClass) {
    case SpecialClass::Air:
        return QT_TRANSLATE_NOOP("SpecialClass", "Air Combat");
    case SpecialClass::Arm:
        return QT_TRANSLATE_NOOP("SpecialClass", "Armor");
    case SpecialClass::Art:
        return QT_TRANSLATE_NOOP("SpecialClass", "Artillery");
    case SpecialClass::Cv:
        return QT_TRANSLATE_NOOP("SpecialClass", "Cavalry");
    case SpecialClass::C3I:
        return QT_TRANSLATE_NOOP("SpecialClass", "C3I");
    case SpecialClass::Eng:
        return QT_TRANSLATE_NOOP("SpecialClass", "Engineering");
    case SpecialClass::F:
        return QT_TRANSLATE_NOOP("SpecialClass", "Fire");
    case SpecialClass::Nav:
        return QT_TRANSLATE_NOOP("SpecialClass", "Naval");
    case SpecialClass::Rec:
        return QT_TRANSLATE_NOOP("SpecialClass", "Recon");
    case SpecialClass::Count:
        break;
    }
    return "";
}

QString specialClassName(SpecialClass specialClass)
{
    return QCoreApplication::translate("SpecialClass", englishName(specialClass));
}

QString specialClassLegend()
{
    QStringList legend;
    for (SpecialClass c : allSpecialClasses)
        legend << QStringLiteral("%1: %2").arg(specialClassCode(c), specialClassName(c));
    return legend.join(QLatin1String(", "));
}

std::optional<SpecialClass> specialClassFromString(const QString &text)
{
    // The book's prose also says "Engineer" for the Engineering class.
    if (looseName(text) == looseName(QStringLiteral("Engineer")))
        return SpecialClass::Eng;
    return findByName(allSpecialClasses, text, specialClassCode,
                      [](SpecialClass c) { return QLatin1String(englishName(c)); });
}

QStringList ClassSet::codeList() const
{
    QStringList codes;
    for (SpecialClass c : allSpecialClasses) {
        if (contains(c))
            codes << specialClassCode(c);
    }
    return codes;
}

QString ClassSet::toCodes() const
{
    return codeList().join(QLatin1String(", "));
}

} // namespace muster
