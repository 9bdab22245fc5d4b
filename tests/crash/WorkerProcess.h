// muster-crash-worker as tst_crash runs it: to its end (the reference), or killed with SIGKILL at a moment.

#pragma once

#include <QByteArray>
#include <QList>
#include <QProcess>
#include <QStringList>

namespace crashtest {

// What a worker printed, line by line (a line cut short by the kill is dropped), and how it ended.
struct WorkerRun
{
    QList<QByteArray> lines;
    bool finished = false; // ended by itself, before any kill
    int exitCode = -1;
    QByteArray errors;
    // Reference runs: nanoseconds after the worker said "ready" until it said "opened", its last line, and ended.
    qint64 openedNs = -1;
    qint64 lastLineNs = -1;
    qint64 endedNs = -1;
};

// The words of the run's last line that starts with `word` (none when there is no such line).
QList<QByteArray> lastLine(const WorkerRun &run, const char *word);

class Worker
{
public:
    explicit Worker(const QStringList &arguments);

    // Runs it to its end: the reference.
    WorkerRun runToEnd();
    // Lets it work for `delayUs` after it said "ready" (before it opens the file), then kills it with SIGKILL.
    WorkerRun runAndKill(qint64 delayUs);

private:
    bool startAndWaitReady(WorkerRun &run);
    void finish(WorkerRun &run);
    void takeLines(WorkerRun &run);

    QProcess m_process;
    QByteArray m_pending;
};

} // namespace crashtest
