// muster-crash-worker: the program tst_crash kills with SIGKILL (issue 19, "Hardening"). It opens a campaign
// through the real document and storage code and prints one line, flushed, as each step is done, so that the
// test knows what the file must hold whenever the kill comes:
//
//   muster-crash-worker act FILE --seed S --count N   N random user actions (RandomUser); after each one
//                                                     committed: "committed K CAMPAIGN BATTLES" (digests,
//                                                     CrashDigest.h), K counting from 1
//   muster-crash-worker migrate FILE                  opens (and so upgrades) an older file: "migrated CAMPAIGN"
//   muster-crash-worker save-as FILE TARGET           File > Save As: "saved"
//
// Every mode first prints "ready" (the program is loaded; the file not yet opened) and, once the file is open,
// "opened CAMPAIGN BATTLES". Errors go to stderr with exit code 1, bad arguments exit 2. With MUSTER_CRASH_TRACE
// set, each action tried and whether it was committed goes to stderr; with MUSTER_CRASH_DUMP=PATH, act writes the
// campaign as it has it in memory at the end to PATH (campaignToJson), to compare with the file's.

#include "CrashDigest.h"
#include "RandomUser.h"

#include "campaign/CampaignJson.h"
#include "models/CampaignDocument.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QStringList>

#include <cstdio>
#include <memory>

using namespace muster;

namespace {

// One whole line per write, flushed at once: what the test reads after the kill is what was printed.
void say(const QByteArray &line)
{
    const QByteArray text = line + '\n';
    std::fwrite(text.constData(), 1, size_t(text.size()), stdout);
    std::fflush(stdout);
}

int fail(const QString &message)
{
    std::fprintf(stderr, "%s\n", qPrintable(message));
    return 1;
}

int usage()
{
    std::fprintf(stderr, "usage: muster-crash-worker act FILE --seed S --count N | migrate FILE | "
                         "save-as FILE TARGET\n");
    return 2;
}

QByteArray digests(const CampaignDocument &document)
{
    return crashtest::campaignDigest(document.campaign()) + ' ' + crashtest::battlesDigest(document.campaign());
}

std::unique_ptr<CampaignDocument> openOrSay(const QString &path, QString *error)
{
    say("ready");
    auto opened = CampaignDocument::open(path);
    if (!opened) {
        *error = opened.error().message;
        return {};
    }
    std::unique_ptr<CampaignDocument> document = std::move(opened).value();
    say("opened " + digests(*document));
    return document;
}

int act(const QString &path, quint32 seed, int count)
{
    QString error;
    std::unique_ptr<CampaignDocument> document = openOrSay(path, &error);
    if (!document)
        return fail(error);
    crashtest::RandomUser user(*document, seed);
    // Refusals cost nothing and change nothing; the bound only keeps a campaign that refuses everything finite.
    int committed = 0;
    const bool trace = qEnvironmentVariableIsSet("MUSTER_CRASH_TRACE");
    for (int attempts = 0; committed < count && attempts < count * 50; ++attempts) {
        const bool done = user.act();
        if (trace)
            std::fprintf(stderr, "%s: %s\n", user.lastAction(), done ? "committed" : "refused");
        if (done)
            say("committed " + QByteArray::number(++committed) + ' ' + digests(*document));
    }
    // For a reproducer: the campaign as the worker has it in memory at the end, to compare with the file's.
    if (const QString dump = qEnvironmentVariable("MUSTER_CRASH_DUMP"); !dump.isEmpty()) {
        QFile file(dump);
        if (file.open(QIODevice::WriteOnly))
            file.write(QJsonDocument(campaignToJson(document->campaign())).toJson());
    }
    return committed == count ? 0 : fail(QStringLiteral("only %1 of %2 actions were allowed").arg(committed).arg(count));
}

int migrate(const QString &path)
{
    QString error;
    std::unique_ptr<CampaignDocument> document = openOrSay(path, &error);
    if (!document)
        return fail(error);
    say("migrated " + crashtest::campaignDigest(document->campaign()));
    return 0;
}

int saveAs(const QString &path, const QString &target)
{
    QString error;
    std::unique_ptr<CampaignDocument> document = openOrSay(path, &error);
    if (!document)
        return fail(error);
    if (Status s = document->saveCopyAs(target); !s)
        return fail(s.error().message);
    say("saved");
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.size() == 6 && args.at(0) == QLatin1String("act") && args.at(2) == QLatin1String("--seed") &&
        args.at(4) == QLatin1String("--count")) {
        bool seedOk = false;
        bool countOk = false;
        const quint32 seed = args.at(3).toUInt(&seedOk);
        const int count = args.at(5).toInt(&countOk);
        if (!seedOk || !countOk || count < 0)
            return usage();
        return act(args.at(1), seed, count);
    }
    if (args.size() == 2 && args.at(0) == QLatin1String("migrate"))
        return migrate(args.at(1));
    if (args.size() == 3 && args.at(0) == QLatin1String("save-as"))
        return saveAs(args.at(1), args.at(2));
    return usage();
}
