#include "WriteFaults.h"

namespace muster::WriteFaults {

namespace {

struct Faults
{
    int writes = 0;
    int failAt = 0;
    bool failCommit = false;
};

Faults &faults()
{
    thread_local Faults state;
    return state;
}

} // namespace

void failWrite(int nth)
{
    faults().failAt = nth > 0 ? faults().writes + nth : 0;
}

void failCommit()
{
    faults().failCommit = true;
}

void clear()
{
    faults() = Faults{};
}

int writesSoFar()
{
    return faults().writes;
}

QString &vfsName()
{
    static QString name;
    return name;
}

void useVfs(const QString &name)
{
    vfsName() = name;
}

QString vfs()
{
    return vfsName();
}

bool nextWriteFails()
{
    Faults &f = faults();
    ++f.writes;
    if (f.failAt == 0 || f.writes != f.failAt)
        return false;
    f.failAt = 0;
    return true;
}

bool nextCommitFails()
{
    Faults &f = faults();
    const bool fails = f.failCommit;
    f.failCommit = false;
    return fails;
}

} // namespace muster::WriteFaults
