#include "AppTranslations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <functional>

namespace muster {

namespace {

bool install(QCoreApplication *app, QList<QTranslator *> &installed,
             const std::function<bool(QTranslator &)> &load)
{
    auto *translator = new QTranslator(app);
    if (load(*translator) && QCoreApplication::installTranslator(translator)) {
        installed << translator;
        return true;
    }
    delete translator;
    return false;
}

} // namespace

QList<QTranslator *> installTranslations(QCoreApplication *app, const QLocale &locale)
{
    QList<QTranslator *> installed;
    // The last installed translator is asked first: the English plurals go under every other language.
    install(app, installed, [](QTranslator &t) { return t.load(QStringLiteral(":/i18n/muster_en.qm")); });
    install(app, installed, [&](QTranslator &t) {
        return t.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                      QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    });
    if (locale.language() != QLocale::English) {
        install(app, installed, [&](QTranslator &t) {
            return t.load(locale, QStringLiteral("muster"), QStringLiteral("_"), QStringLiteral(":/i18n"));
        });
    }
    return installed;
}

} // namespace muster
