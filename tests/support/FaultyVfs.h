// A test-only SQLite VFS that makes a chosen read, write, sync or truncate of a file fail, as a failing disk
// or a full one would (issue "Hardening"). It wraps SQLite's default VFS and is registered under `name`; a
// campaign file goes through it once muster::WriteFaults::useVfs(name) is set (storage then opens the file by
// a URI with ?vfs=). Every file opened through it counts: the database, its journal, a VACUUM INTO copy.
// A sync is counted (and can fail) but does not reach the disk: durability is what the crash test checks.
#pragma once

namespace mustertest::FaultyVfs {

inline constexpr const char *name = "muster-faulty";

enum class Operation { Read, Write, Sync, Truncate };
inline constexpr Operation operations[] = {Operation::Read, Operation::Write, Operation::Sync, Operation::Truncate};
const char *operationName(Operation operation);

// Registers the VFS (once; not as the default). False if SQLite refused.
bool install();

// From now on, the nth `operation` (1: the next one) fails with `errorCode` (SQLITE_IOERR or SQLITE_FULL; an
// IOERR becomes the operation's extended code, SQLITE_IOERR_WRITE and so on). Only one fault is armed at a
// time; it fires once.
void failNth(Operation operation, int nth, int errorCode);
// A full disk: from the nth `operation` on, every one fails with `errorCode` until clear().
void failFrom(Operation operation, int nth, int errorCode);
// Disarms the fault and sets the counts to zero.
void clear();
// How many `operation`s the VFS has passed on since clear().
int count(Operation operation);
// Whether the armed fault has fired since it was armed.
bool fired();

} // namespace mustertest::FaultyVfs
