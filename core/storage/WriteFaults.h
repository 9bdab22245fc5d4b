#pragma once

#include <QString>

namespace muster::WriteFaults {

// Test hooks for fault injection: make a chosen write to a campaign file fail, as a full disk or a file
// locked by another program would. Every statement that writes (each row of a batch counts) and every
// outermost COMMIT is counted on this thread; nothing fails unless a test asks for it.

// The nth write from now fails (1: the very next one); 0 turns it off.
void failWrite(int nth);
// The next outermost COMMIT fails (and the transaction is rolled back).
void failCommit();
void clear();
// How many writes have been counted since the last clear() (to find how many writes an action makes).
int writesSoFar();

// The SQLite VFS, by its registered name, that campaign files opened from now on go through (a test's VFS that
// fails chosen reads, writes and syncs); empty: SQLite's own.
void useVfs(const QString &name);
QString vfs();

// For storage: whether this write, or this commit, is the one to fail.
bool nextWriteFails();
bool nextCommitFails();

} // namespace muster::WriteFaults
