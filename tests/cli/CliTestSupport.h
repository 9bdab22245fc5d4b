// Helpers shared by the test classes of tst_cli: run muster-cli as a script would (QProcess), and write the
// JSON files it reads.

#pragma once

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace clitest {

struct Run
{
    int exitCode = -1;
    QByteArray output;
    QJsonObject json;
    QString error;
};

inline Run run(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(MUSTER_CLI), arguments);
    if (!process.waitForFinished(30000))
        return {};
    Run result;
    result.exitCode = process.exitCode();
    result.output = process.readAllStandardOutput();
    result.json = QJsonDocument::fromJson(result.output).object();
    result.error = QString::fromUtf8(process.readAllStandardError()).trimmed();
    return result;
}

// The sum of the numbers of a JSON array or object: chances that must add up to 1.
template <typename Json> double sum(const Json &values)
{
    double total = 0;
    for (const QJsonValue &v : values)
        total += v.toDouble();
    return total;
}

// How far a figure printed with six decimals may be from its exact value.
constexpr double rounding = 1e-5;

// What is wrong with a run that should have refused bad input (exit 2, nothing on stdout, one line on
// stderr starting with "muster-cli: " and `expected`), or an empty string.
inline QString badInputProblem(const Run &run, const QString &expected)
{
    if (run.exitCode != 2)
        return QStringLiteral("exit code %1, not 2").arg(run.exitCode);
    if (!run.output.isEmpty())
        return QStringLiteral("output on stdout: %1").arg(QString::fromUtf8(run.output.left(200)));
    if (!run.error.startsWith(QStringLiteral("muster-cli: ") + expected) ||
        run.error.contains(QLatin1Char('\n')))
        return QStringLiteral("stderr is not one line starting with \"%1\": %2").arg(expected, run.error);
    return {};
}

// Files in a temporary directory that lives as long as the test class.
class JsonFiles
{
public:
    QString write(const QByteArray &json)
    {
        const QString path = m_dir.filePath(QStringLiteral("input-%1.json").arg(++m_files));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(json);
        return path;
    }
    QString write(const QJsonObject &object) { return write(QJsonDocument(object).toJson()); }

private:
    QTemporaryDir m_dir;
    int m_files = 0;
};

// resources/examples/NAME, as muster-cli reads it.
inline QString example(const char *name)
{
    return QStringLiteral(MUSTER_EXAMPLES "/") + QLatin1String(name);
}

inline QJsonObject readExample(const char *name)
{
    QFile file(example(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

} // namespace clitest
