#include "FaultyVfs.h"

#include <sqlite3.h>

namespace mustertest::FaultyVfs {

namespace {

struct State
{
    int counts[4] = {};
    Operation armed = Operation::Read;
    int failAt = 0; // the count of `armed` that fails; 0: none
    int errorCode = SQLITE_OK;
    bool fired = false;
    bool persistent = false; // every one from failAt on fails
};

State &state()
{
    static State s;
    return s;
}

sqlite3_vfs *realVfs = nullptr;

// The wrapper's file: its own header, then the real VFS's file in the same allocation (szOsFile covers both).
struct File
{
    sqlite3_file base;
    sqlite3_file *real;
};

sqlite3_file *real(sqlite3_file *file)
{
    return reinterpret_cast<File *>(file)->real;
}

int extendedCode(Operation operation)
{
    switch (operation) {
    case Operation::Read:
        return SQLITE_IOERR_READ;
    case Operation::Write:
        return SQLITE_IOERR_WRITE;
    case Operation::Sync:
        return SQLITE_IOERR_FSYNC;
    case Operation::Truncate:
        return SQLITE_IOERR_TRUNCATE;
    }
    return SQLITE_IOERR;
}

// Counts the operation; the error to return if it is the one armed to fail, SQLITE_OK otherwise.
int fault(Operation operation)
{
    State &s = state();
    const int count = ++s.counts[int(operation)];
    if (s.failAt == 0 || operation != s.armed)
        return SQLITE_OK;
    if (s.persistent ? count < s.failAt : (s.fired || count != s.failAt))
        return SQLITE_OK;
    s.fired = true;
    return s.errorCode == SQLITE_IOERR ? extendedCode(operation) : s.errorCode;
}

int xClose(sqlite3_file *file)
{
    return real(file)->pMethods->xClose(real(file));
}

int xRead(sqlite3_file *file, void *buffer, int amount, sqlite3_int64 offset)
{
    if (const int rc = fault(Operation::Read))
        return rc;
    return real(file)->pMethods->xRead(real(file), buffer, amount, offset);
}

int xWrite(sqlite3_file *file, const void *buffer, int amount, sqlite3_int64 offset)
{
    if (const int rc = fault(Operation::Write))
        return rc;
    return real(file)->pMethods->xWrite(real(file), buffer, amount, offset);
}

int xTruncate(sqlite3_file *file, sqlite3_int64 size)
{
    if (const int rc = fault(Operation::Truncate))
        return rc;
    return real(file)->pMethods->xTruncate(real(file), size);
}

int xSync(sqlite3_file *, int)
{
    // Counted and failed, but not passed on: whether data reaches the platter is the crash test's concern, and
    // thousands of real fsyncs would make this test take minutes.
    return fault(Operation::Sync);
}

int xFileSize(sqlite3_file *file, sqlite3_int64 *size)
{
    return real(file)->pMethods->xFileSize(real(file), size);
}

int xLock(sqlite3_file *file, int lock)
{
    return real(file)->pMethods->xLock(real(file), lock);
}

int xUnlock(sqlite3_file *file, int lock)
{
    return real(file)->pMethods->xUnlock(real(file), lock);
}

int xCheckReservedLock(sqlite3_file *file, int *result)
{
    return real(file)->pMethods->xCheckReservedLock(real(file), result);
}

int xFileControl(sqlite3_file *file, int op, void *argument)
{
    return real(file)->pMethods->xFileControl(real(file), op, argument);
}

int xSectorSize(sqlite3_file *file)
{
    return real(file)->pMethods->xSectorSize(real(file));
}

int xDeviceCharacteristics(sqlite3_file *file)
{
    return real(file)->pMethods->xDeviceCharacteristics(real(file));
}

int xShmMap(sqlite3_file *file, int region, int size, int extend, void volatile **memory)
{
    return real(file)->pMethods->xShmMap(real(file), region, size, extend, memory);
}

int xShmLock(sqlite3_file *file, int offset, int n, int flags)
{
    return real(file)->pMethods->xShmLock(real(file), offset, n, flags);
}

void xShmBarrier(sqlite3_file *file)
{
    real(file)->pMethods->xShmBarrier(real(file));
}

int xShmUnmap(sqlite3_file *file, int deleteFlag)
{
    return real(file)->pMethods->xShmUnmap(real(file), deleteFlag);
}

int xFetch(sqlite3_file *file, sqlite3_int64 offset, int amount, void **page)
{
    // No memory-mapped reads: every read goes through xRead, where it can fail.
    (void)file;
    (void)offset;
    (void)amount;
    *page = nullptr;
    return SQLITE_OK;
}

int xUnfetch(sqlite3_file *file, sqlite3_int64 offset, void *page)
{
    (void)file;
    (void)offset;
    (void)page;
    return SQLITE_OK;
}

const sqlite3_io_methods ioMethods = {3,         xClose,       xRead,      xWrite,
                                      xTruncate, xSync,        xFileSize,  xLock,
                                      xUnlock,   xCheckReservedLock,       xFileControl,
                                      xSectorSize,             xDeviceCharacteristics,
                                      xShmMap,   xShmLock,     xShmBarrier, xShmUnmap,
                                      xFetch,    xUnfetch};

int xOpen(sqlite3_vfs *, sqlite3_filename name, sqlite3_file *file, int flags, int *outFlags)
{
    auto *wrapper = reinterpret_cast<File *>(file);
    wrapper->real = reinterpret_cast<sqlite3_file *>(wrapper + 1);
    wrapper->real->pMethods = nullptr;
    const int rc = realVfs->xOpen(realVfs, name, wrapper->real, flags, outFlags);
    // SQLite calls xClose only on a file whose pMethods is set.
    wrapper->base.pMethods = wrapper->real->pMethods ? &ioMethods : nullptr;
    return rc;
}

int xDelete(sqlite3_vfs *, const char *name, int syncDirectory)
{
    return realVfs->xDelete(realVfs, name, syncDirectory);
}

int xAccess(sqlite3_vfs *, const char *name, int flags, int *result)
{
    return realVfs->xAccess(realVfs, name, flags, result);
}

int xFullPathname(sqlite3_vfs *, const char *name, int size, char *out)
{
    return realVfs->xFullPathname(realVfs, name, size, out);
}

void *xDlOpen(sqlite3_vfs *, const char *name)
{
    return realVfs->xDlOpen(realVfs, name);
}

void xDlError(sqlite3_vfs *, int size, char *message)
{
    realVfs->xDlError(realVfs, size, message);
}

void (*xDlSym(sqlite3_vfs *, void *library, const char *symbol))(void)
{
    return realVfs->xDlSym(realVfs, library, symbol);
}

void xDlClose(sqlite3_vfs *, void *library)
{
    realVfs->xDlClose(realVfs, library);
}

int xRandomness(sqlite3_vfs *, int size, char *out)
{
    return realVfs->xRandomness(realVfs, size, out);
}

int xSleep(sqlite3_vfs *, int microseconds)
{
    return realVfs->xSleep(realVfs, microseconds);
}

int xCurrentTime(sqlite3_vfs *, double *now)
{
    return realVfs->xCurrentTime(realVfs, now);
}

int xGetLastError(sqlite3_vfs *, int size, char *message)
{
    return realVfs->xGetLastError(realVfs, size, message);
}

int xCurrentTimeInt64(sqlite3_vfs *, sqlite3_int64 *now)
{
    return realVfs->xCurrentTimeInt64(realVfs, now);
}

sqlite3_vfs vfs = {};

} // namespace

const char *operationName(Operation operation)
{
    switch (operation) {
    case Operation::Read:
        return "read";
    case Operation::Write:
        return "write";
    case Operation::Sync:
        return "sync";
    case Operation::Truncate:
        return "truncate";
    }
    return "?";
}

bool install()
{
    if (realVfs)
        return true;
    sqlite3_vfs *base = sqlite3_vfs_find(nullptr);
    if (!base || base->iVersion < 2)
        return false;
    realVfs = base;
    vfs.iVersion = 2;
    vfs.szOsFile = int(sizeof(File)) + base->szOsFile;
    vfs.mxPathname = base->mxPathname;
    vfs.zName = name;
    vfs.xOpen = xOpen;
    vfs.xDelete = xDelete;
    vfs.xAccess = xAccess;
    vfs.xFullPathname = xFullPathname;
    vfs.xDlOpen = xDlOpen;
    vfs.xDlError = xDlError;
    vfs.xDlSym = xDlSym;
    vfs.xDlClose = xDlClose;
    vfs.xRandomness = xRandomness;
    vfs.xSleep = xSleep;
    vfs.xCurrentTime = xCurrentTime;
    vfs.xGetLastError = xGetLastError;
    vfs.xCurrentTimeInt64 = xCurrentTimeInt64;
    if (sqlite3_vfs_register(&vfs, 0) != SQLITE_OK) {
        realVfs = nullptr;
        return false;
    }
    return true;
}

void failNth(Operation operation, int nth, int errorCode)
{
    State &s = state();
    s.armed = operation;
    s.failAt = nth > 0 ? s.counts[int(operation)] + nth : 0;
    s.errorCode = errorCode;
    s.fired = false;
    s.persistent = false;
}

void failFrom(Operation operation, int nth, int errorCode)
{
    failNth(operation, nth, errorCode);
    state().persistent = true;
}

void clear()
{
    state() = State{};
}

int count(Operation operation)
{
    return state().counts[int(operation)];
}

bool fired()
{
    return state().fired;
}

} // namespace mustertest::FaultyVfs
