// muster-cli: the rules of Muster for scripts and tests. JSON out; exit 0 on success, 2 on bad input
// with a one-line message on stderr naming the field that is wrong.
#include "Commands.h"

#include <QCoreApplication>

using namespace muster::cli;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("muster-cli"));
    return run(QCoreApplication::arguments());
}
