#include "CampaignFileCommand.h"

#include "CliSupport.h"

#include "campaign/ApplyChange.h"
#include "campaign/CampaignJson.h"
#include "common/NameLookup.h"
#include "storage/CampaignStore.h"

#include <QFile>
#include <QJsonDocument>

namespace muster::cli {

namespace {

template <typename T>
Result<qint64> idByName(const QList<T> &items, const QString &text, const QString &option, const char *what)
{
    bool isNumber = false;
    const qint64 id = text.toLongLong(&isNumber);
    for (const T &item : items) {
        if ((isNumber && item.id == id) || item.name == text)
            return item.id;
    }
    const auto found = findByName(items, text, [](const T &item) { return item.name; });
    if (found)
        return found->id;
    // The start of one name is enough ("Host" for "Host of Lady Maren").
    const QString start = looseName(text);
    QList<qint64> starting;
    for (const T &item : items) {
        if (!start.isEmpty() && looseName(item.name).startsWith(start))
            starting << item.id;
    }
    if (starting.size() == 1)
        return starting.constFirst();
    QStringList names;
    for (const T &item : items)
        names << item.name;
    return Error{QStringLiteral("no %1 called \"%2\" (the campaign has: %3)")
                     .arg(QLatin1String(what), text,
                          names.isEmpty() ? QStringLiteral("none") : names.join(QStringLiteral(", "))),
                 option};
}

} // namespace

CampaignFileCommand::CampaignFileCommand(const QString &description, const QList<QCommandLineOption> &options)
{
    m_parser.setApplicationDescription(description);
    m_parser.addHelpOption();
    m_parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("The campaign file (.muster)."));
    m_parser.addOptions(options);
}

CampaignFileCommand::~CampaignFileCommand() = default;

std::optional<int> CampaignFileCommand::start(const QStringList &arguments)
{
    if (const std::optional<int> exit = parseOneFile(m_parser, arguments, QStringLiteral("campaign file")))
        return exit;
    auto store = CampaignStore::open(m_parser.positionalArguments().constFirst());
    if (!store)
        return fail(store.error());
    auto campaign = (*store)->load();
    if (!campaign)
        return fail(campaign.error());
    m_store = std::move(store).value();
    m_campaign = std::move(campaign).value();
    return std::nullopt;
}

Result<qint64> CampaignFileCommand::forceId(const QString &option) const
{
    if (!isSet(option))
        return Error{QStringLiteral("--%1 is required (a force's name or id)").arg(option), option};
    return idByName(m_campaign.forces, value(option), option, "force");
}

Result<qint64> CampaignFileCommand::treasuryId(const QString &option) const
{
    if (!isSet(option))
        return Error{QStringLiteral("--%1 is required (a treasury's name or id)").arg(option), option};
    return idByName(m_campaign.treasuries, value(option), option, "treasury");
}

Result<qint64> CampaignFileCommand::battleId(const QString &option) const
{
    if (!isSet(option))
        return Error{QStringLiteral("--%1 is required (a battle's name or id)").arg(option), option};
    return idByName(m_campaign.battles, value(option), option, "battle");
}

Result<int> CampaignFileCommand::integer(const QString &option, int minimum, int maximum,
                                         std::optional<int> fallback) const
{
    if (!isSet(option)) {
        if (fallback)
            return *fallback;
        return Error{QStringLiteral("--%1 is required").arg(option), option};
    }
    bool ok = false;
    const int number = value(option).toInt(&ok);
    if (!ok || number < minimum || number > maximum)
        return Error{QStringLiteral("must be a whole number from %1 to %2, not \"%3\"")
                         .arg(minimum)
                         .arg(maximum)
                         .arg(value(option)),
                     option};
    return number;
}

Result<QJsonObject> CampaignFileCommand::jsonObject(const QString &option) const
{
    if (!isSet(option))
        return Error{QStringLiteral("--%1 is required (a JSON object, or a file holding one)").arg(option),
                     option};
    QByteArray text = value(option).toUtf8();
    if (!text.trimmed().startsWith('{')) {
        QFile file(value(option));
        if (!file.open(QIODevice::ReadOnly))
            return Error{QStringLiteral("cannot read %1: %2").arg(value(option), file.errorString()), option};
        text = file.readAll();
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text, &error);
    if (!document.isObject())
        return Error{QStringLiteral("not a JSON object (%1)")
                         .arg(error.error == QJsonParseError::NoError ? QStringLiteral("not an object")
                                                                      : error.errorString()),
                     option};
    return document.object();
}

int CampaignFileCommand::apply(Result<CampaignChange> change, const QJsonObject &extra)
{
    if (!change)
        return fail(change.error());
    if (Status s = m_store->write(m_campaign, *change); !s)
        return fail(s.error());
    if (Status s = applyChange(m_campaign, *change); !s)
        return fail(s.error()); // cannot happen: the file accepted the same change
    QJsonObject out = extra;
    out.insert(QLatin1String("file"), m_store->path());
    out.insert(QLatin1String("date"), dateToJson(m_campaign.calendar, m_campaign.today));
    out.insert(QLatin1String("change"), changeToJson(m_campaign, *change));
    print(out);
    return 0;
}

} // namespace muster::cli
