#pragma once

#include <QList>

class QCoreApplication;
class QLocale;
class QTranslator;

namespace muster {

// Installs the program's translators for `locale`, owned by `app`: Muster's English plural forms first
// ("%n element(s)" reads "1 element", "2 elements"), then Qt's own strings and Muster's translation for
// the locale, which are consulted before them. Returns what it installed, last consulted first.
QList<QTranslator *> installTranslations(QCoreApplication *app, const QLocale &locale);

} // namespace muster
