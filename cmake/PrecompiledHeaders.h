// Precompiled into every target when MUSTER_PRECOMPILED_HEADERS is on (the sanitizer build of scripts/test):
// the Qt modules a target uses, parsed once per target instead of once per file. Parsing them is most of
// what compiling a test file costs. The everyday build goes without, so a missing #include still fails there.
#ifdef QT_CORE_LIB
#include <QtCore/QtCore>
#endif
#ifdef QT_SQL_LIB
#include <QtSql/QtSql>
#endif
#ifdef QT_WIDGETS_LIB
#include <QtWidgets/QtWidgets>
#elif defined(QT_GUI_LIB)
#include <QtGui/QtGui>
#endif
#ifdef QT_TESTLIB_LIB
#include <QtTest/QtTest>
#endif
