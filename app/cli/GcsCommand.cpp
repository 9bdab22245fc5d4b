// muster-cli gcs FILE.gcs: what importing a GCS character as a staff member would take.
#include "CliSupport.h"
#include "Commands.h"

#include "interchange/gcs/GcsStaff.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>

namespace muster::cli {

namespace {

QJsonObject skillJson(const gcs::ImportedSkill &skill)
{
    QJsonObject object{{QStringLiteral("level"), skill.level}};
    if (skill.isDefault()) {
        object.insert(QStringLiteral("default"), QStringLiteral("%1%2").arg(skill.defaultBasis).arg(skill.defaultModifier));
    } else {
        object.insert(QStringLiteral("skill"), skill.sheetSkill);
    }
    return object;
}

} // namespace

int runGcs(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("cli", "What importing a GCS character sheet as a staff member takes."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("GCS character sheet (.gcs, GCS 5 or later)."));
    const QCommandLineOption strategy(QStringLiteral("strategy"),
                                      QStringLiteral("Strategy specialization to take (default: Land)."),
                                      QStringLiteral("specialization"), QStringLiteral("Land"));
    parser.addOption(strategy);
    if (const std::optional<int> exit = parseOneFile(parser, arguments, QStringLiteral(".gcs file")))
        return *exit;
    QFile file(parser.positionalArguments().constFirst());
    if (!file.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("file: cannot read %1: %2").arg(file.fileName(), file.errorString()));
    const Result<gcs::GcsCharacter> character = gcs::readCharacter(file.readAll());
    if (!character)
        return fail(QStringLiteral("%1: %2").arg(file.fileName(), character.error().message));
    const gcs::StaffFromGcs staff = gcs::staffFromGcs(*character, parser.value(strategy).trimmed());
    QJsonObject skills;
    for (int s = 0; s < staffSkillCount; ++s)
        skills.insert(staffSkillCode(StaffSkill(s)), skillJson(staff.skill(StaffSkill(s))));
    print(QJsonObject{{QStringLiteral("name"), staff.name},
                      {QStringLiteral("hp"), staff.hp},
                      {QStringLiteral("gcs_version"), character->version},
                      {QStringLiteral("strategy_specialization"), staff.strategySpecialization},
                      {QStringLiteral("strategy_specializations"), QJsonArray::fromStringList(staff.strategySpecializations)},
                      {QStringLiteral("skills"), skills}});
    return 0;
}

} // namespace muster::cli
