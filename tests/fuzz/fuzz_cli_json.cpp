// libFuzzer harness: every muster-cli subcommand that reads JSON. The first byte picks the command, the rest
// is the JSON it reads, written to a file as a user's would be. `raise --element` and `march --plan` read
// their JSON against a copy of the demo campaign made for each input, so that one input's change does not
// leave the next a different campaign.
#include "FuzzSupport.h"

#include "Commands.h"
#include "campaign/DemoCampaign.h"

#include <QFile>
#include <QStringList>

#include <unistd.h>
#include <fcntl.h>

namespace {

struct Command
{
    const char *name;
    bool onCampaign;          // the JSON goes to an option of a command on the demo campaign
    const char *const *extra; // the command's other arguments, null-terminated
};

const char *const none[] = {nullptr};
const char *const raise[] = {"--force", "1", "--treasury", "1", "--element", nullptr};
const char *const march[] = {"--force", "1", "--plan", nullptr};

// The order is the corpus's: the first byte of every file in corpus/cli_json/ names its command by index.
const Command commands[] = {
    {"roster", false, none}, {"battle", false, none}, {"odds", false, none},  {"month", false, none},
    {"travel", false, none}, {"recon", false, none},  {"raise", true, raise}, {"march", true, march},
};
constexpr size_t commandCount = sizeof commands / sizeof commands[0];

// The commands print their JSON on stdout: a fuzzer wants none of it, nor the time it takes to show it.
void silenceStdout()
{
    const int null = open("/dev/null", O_WRONLY);
    if (null >= 0) {
        dup2(null, STDOUT_FILENO);
        close(null);
    }
}

const QString &demoCampaign()
{
    static const QString path = [] {
        const QString p = fuzz::scratchPath(QStringLiteral("demo.muster"));
        if (!muster::writeDemoCampaign(p))
            qFatal("fuzz_cli_json: the demo campaign cannot be written");
        return p;
    }();
    return path;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const bool started = [] {
        fuzz::startQt();
        silenceStdout();
        return true;
    }();
    Q_UNUSED(started);
    if (size < 1)
        return 0;
    const Command &command = commands[data[0] % commandCount];
    const QString input = fuzz::scratchPath(QStringLiteral("input.json"));
    if (!fuzz::writeFile(input, fuzz::bytes(data + 1, size - 1)))
        qFatal("fuzz_cli_json: cannot write %s", qPrintable(input));

    QStringList arguments{QStringLiteral("muster-cli"), QString::fromLatin1(command.name)};
    if (command.onCampaign) {
        const QString campaign = fuzz::scratchPath(QStringLiteral("campaign.muster"));
        QFile::remove(campaign);
        if (!QFile::copy(demoCampaign(), campaign))
            qFatal("fuzz_cli_json: cannot copy the demo campaign");
        arguments << campaign;
    }
    for (const char *const *arg = command.extra; *arg; ++arg)
        arguments << QString::fromLatin1(*arg);
    arguments << input;
    muster::cli::run(arguments);
    fflush(stdout);
    return 0;
}
