#include "WorkerProcess.h"

#include <QElapsedTimer>
#include <QThread>

#include <algorithm>
#include <csignal>
#include <sys/types.h>

namespace crashtest {

namespace {

bool hasLine(const WorkerRun &run, const char *word)
{
    return std::any_of(run.lines.cbegin(), run.lines.cend(),
                       [word](const QByteArray &line) { return line.split(' ').constFirst() == word; });
}

} // namespace

QList<QByteArray> lastLine(const WorkerRun &run, const char *word)
{
    for (auto it = run.lines.crbegin(); it != run.lines.crend(); ++it) {
        const QList<QByteArray> words = it->split(' ');
        if (words.constFirst() == word)
            return words;
    }
    return {};
}

Worker::Worker(const QStringList &arguments)
{
    m_process.setProgram(QStringLiteral(MUSTER_CRASH_WORKER));
    m_process.setArguments(arguments);
    m_process.setProcessChannelMode(QProcess::SeparateChannels);
}

WorkerRun Worker::runToEnd()
{
    WorkerRun run;
    if (!startAndWaitReady(run))
        return run;
    QElapsedTimer since;
    since.start();
    while (m_process.state() != QProcess::NotRunning) {
        const qsizetype before = run.lines.size();
        m_process.waitForReadyRead(50);
        takeLines(run);
        if (run.lines.size() > before)
            run.lastLineNs = since.nsecsElapsed();
        if (run.openedNs < 0 && hasLine(run, "opened"))
            run.openedNs = since.nsecsElapsed();
    }
    run.endedNs = since.nsecsElapsed();
    finish(run);
    return run;
}

WorkerRun Worker::runAndKill(qint64 delayUs)
{
    WorkerRun run;
    if (!startAndWaitReady(run))
        return run;
    QThread::usleep(quint64(delayUs));
    // Not yet reaped even if it just ended, so the process id is still its own.
    if (m_process.state() != QProcess::NotRunning)
        ::kill(pid_t(m_process.processId()), SIGKILL);
    finish(run);
    return run;
}

bool Worker::startAndWaitReady(WorkerRun &run)
{
    m_process.start();
    if (!m_process.waitForStarted(10000))
        return false;
    // The delay counts from here, not from the start: loading the program takes longer than most of its work.
    QElapsedTimer waited;
    waited.start();
    while (!hasLine(run, "ready") && m_process.state() != QProcess::NotRunning && waited.elapsed() < 20000) {
        m_process.waitForReadyRead(20);
        takeLines(run);
    }
    return hasLine(run, "ready");
}

void Worker::finish(WorkerRun &run)
{
    m_process.waitForFinished(30000);
    takeLines(run);
    run.finished = m_process.exitStatus() == QProcess::NormalExit;
    run.exitCode = m_process.exitCode();
    run.errors = m_process.readAllStandardError();
}

void Worker::takeLines(WorkerRun &run)
{
    m_pending += m_process.readAllStandardOutput();
    qsizetype end;
    while ((end = m_pending.indexOf('\n')) >= 0) {
        run.lines << m_pending.left(end);
        m_pending.remove(0, end + 1);
    }
}

} // namespace crashtest
