// muster-cli on a campaign file: demo, show, and the campaign's actions (close-month, advance, raise,
// improve, replace, disband, hire, apply-battle), each the core service the window uses, saved as one
// transaction.
#include "Commands.h"

#include "BattleScripts.h"
#include "CampaignFileCommand.h"
#include "CliSupport.h"

#include "actions/BattleActions.h"
#include "actions/EconomyActions.h"
#include "actions/ForceActions.h"
#include "battle/RuleSet.h"
#include "campaign/CampaignJson.h"
#include "campaign/DemoCampaign.h"
#include "dice/DiceSource.h"
#include "force/RosterJson.h"
#include "storage/CampaignStore.h"

#include <QCommandLineParser>
#include <QRandomGenerator>

namespace muster::cli {

namespace {

QCommandLineOption option(const char *name, const char *help, const char *valueName = nullptr)
{
    return valueName ? QCommandLineOption(QLatin1String(name), QLatin1String(help), QLatin1String(valueName))
                     : QCommandLineOption(QLatin1String(name), QLatin1String(help));
}

const QCommandLineOption forceOption = option("force", "The force, by name or id.", "NAME");
const QCommandLineOption treasuryOption = option("treasury", "The treasury, by name or id.", "NAME");
const QCommandLineOption lineOption =
    option("line", "The roster line, by id (muster-cli show lists them).", "ID");
const QCommandLineOption elementOption =
    option("element",
           "The element: JSON as roster lines are written ({\"type\": ..., \"tl\": ..., \"count\": ...}), "
           "or a file holding it.",
           "JSON");
const QCommandLineOption speedOption =
    option("speed", "normal, double or quadruple (x2 or x4 the cost).", "SPEED");
const QCommandLineOption seedOption = option("seed", "Seed of the program's rolls (default: random).", "N");

// The program's dice, seeded by --seed when it is given (so that a run can be repeated).
Result<dice::DiceSource> diceOf(const CampaignFileCommand &command)
{
    if (!command.isSet(QStringLiteral("seed")))
        return dice::DiceSource(QRandomGenerator::global()->generate64());
    bool seeded = false;
    const quint64 seed = command.value(QStringLiteral("seed")).toULongLong(&seeded);
    if (!seeded)
        return Error{QStringLiteral("must be a whole number, not \"%1\"").arg(command.value(QStringLiteral("seed"))),
                     QStringLiteral("seed")};
    return dice::DiceSource(seed);
}

Result<RaiseSpeed> speedOf(const CampaignFileCommand &command)
{
    if (!command.isSet(QStringLiteral("speed")))
        return RaiseSpeed::Normal;
    const QString text = command.value(QStringLiteral("speed"));
    for (RaiseSpeed speed : {RaiseSpeed::Normal, RaiseSpeed::Double, RaiseSpeed::Quadruple}) {
        if (raiseSpeedCode(speed) == text)
            return speed;
    }
    return Error{QStringLiteral("must be normal, double or quadruple, not \"%1\"").arg(text),
                 QStringLiteral("speed")};
}

Result<RosterLine> elementOf(const CampaignFileCommand &command)
{
    auto object = command.jsonObject(QStringLiteral("element"));
    if (!object)
        return object.error();
    return rosterLineFromJson(command.campaign().catalog, *object, QStringLiteral("element."));
}

Result<qint64> lineOf(const CampaignFileCommand &command, qint64 forceId)
{
    auto id = command.integer(QStringLiteral("line"), 1, std::numeric_limits<int>::max());
    if (!id)
        return id.error();
    const Force &force = command.campaign().forces.at(command.campaign().indexOfForce(forceId));
    if (force.indexOfLine(*id) < 0)
        return Error{QStringLiteral("%1 has no roster line %2").arg(force.name).arg(*id),
                     QStringLiteral("line")};
    return qint64(*id);
}

// The roster line --force and --line name together.
struct PickedLine
{
    qint64 forceId = 0;
    qint64 lineId = 0;
};

Result<PickedLine> pickedLine(const CampaignFileCommand &command)
{
    auto force = command.forceId(QStringLiteral("force"));
    if (!force)
        return force.error();
    auto line = lineOf(command, *force);
    if (!line)
        return line.error();
    return PickedLine{*force, *line};
}

} // namespace

int runDemo(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Writes the demo campaign to a new file."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("The new campaign file (.muster)."));
    if (const std::optional<int> exit = parseOneFile(parser, arguments, QStringLiteral("new campaign file")))
        return *exit;
    const QString path = parser.positionalArguments().constFirst();
    if (Status s = writeDemoCampaign(path); !s)
        return fail(s.error());
    auto store = CampaignStore::open(path);
    if (!store)
        return fail(store.error());
    auto campaign = (*store)->load();
    if (!campaign)
        return fail(campaign.error());
    print(QJsonObject{{QLatin1String("file"), (*store)->path()},
                      {QLatin1String("name"), campaign->name},
                      {QLatin1String("forces"), int(campaign->forces.size())},
                      {QLatin1String("treasuries"), int(campaign->treasuries.size())}});
    return 0;
}

int runShow(const QStringList &arguments)
{
    CampaignFileCommand command(QStringLiteral("Prints the whole campaign as JSON."), {});
    if (auto exit = command.start(arguments))
        return *exit;
    print(campaignToJson(command.campaign()));
    return 0;
}

int runCloseMonth(const QStringList &arguments)
{
    const QCommandLineOption adminRoll =
        option("admin-roll",
               "A quartermaster's Administration roll (3d6), one per force the treasury pays, in order; "
               "the rest are rolled.",
               "N");
    CampaignFileCommand command(QStringLiteral("Closes the month for the forces one treasury pays."),
                                {treasuryOption, adminRoll, seedOption});
    if (auto exit = command.start(arguments))
        return *exit;
    const Campaign &campaign = command.campaign();
    auto treasury = command.treasuryId(QStringLiteral("treasury"));
    if (!treasury)
        return fail(treasury.error());
    const QList<qint64> forces = EconomyActions::forcesToClose(campaign, *treasury, campaign.today);
    const QStringList typed = command.parser().values(adminRoll);
    if (typed.size() > forces.size())
        return fail(
            QStringLiteral("admin-roll: %1 rolls for %2 forces").arg(typed.size()).arg(forces.size()));
    auto dice = diceOf(command);
    if (!dice)
        return fail(dice.error());
    MonthClosing closing{*treasury, campaign.calendar.lastOfMonth(campaign.today), {}};
    QJsonArray rolls;
    for (qsizetype i = 0; i < forces.size(); ++i) {
        int roll = 0;
        // The roll kept since the month-end was first opened in the program counts as the program's.
        const auto kept = EconomyActions::keptAdministrationRoll(campaign, forces.at(i));
        bool rollTyped = kept && kept->typed;
        if (i < typed.size()) {
            bool ok = false;
            roll = typed.at(i).toInt(&ok);
            if (!ok || roll < 3 || roll > 18)
                return fail(QStringLiteral("admin-roll: a 3d6 roll is 3 to 18, not \"%1\"").arg(typed.at(i)));
            rollTyped = true;
        } else {
            roll = kept ? kept->roll : dice->roll3d6();
        }
        auto end = EconomyActions::forceMonthEnd(campaign, forces.at(i), roll,
                                                 campaign.economyOf(forces.at(i)).readiness, rollTyped);
        if (!end)
            return fail(end.error());
        closing.forces << *end;
        const Force &force = campaign.forces.at(campaign.indexOfForce(forces.at(i)));
        rolls.append(QJsonObject{{QLatin1String("force"), force.name},
                                 {QLatin1String("admin_roll"), roll},
                                 {QLatin1String("rolled"), !rollTyped},
                                 {QLatin1String("administration_percent"), end->result.administrationPercent},
                                 {QLatin1String("total"), end->result.total.dollars()}});
    }
    return command.apply(EconomyActions::closeMonth(campaign, closing), {{QLatin1String("forces"), rolls}});
}

int runAdvance(const QStringList &arguments)
{
    const QCommandLineOption days = option("days", "How many days to move on.", "N");
    const QCommandLineOption next = option("to-next-event", "Move on to the next day something happens.");
    const QCommandLineOption closeMonths =
        option("close-months", "Close the month-ends passed on the way (rolling Administration) instead of "
                               "stopping at the first one not closed.");
    CampaignFileCommand command(
        QStringLiteral("Moves the campaign's date on: revenue falls due, raised elements join."),
        {days, next, closeMonths, seedOption});
    if (auto exit = command.start(arguments))
        return *exit;
    const Campaign &campaign = command.campaign();
    if (command.isSet(QStringLiteral("days")) == command.isSet(QStringLiteral("to-next-event")))
        return fail(QStringLiteral("days: give either --days N or --to-next-event"));
    CampaignDate to;
    QJsonObject extra;
    if (command.isSet(QStringLiteral("days"))) {
        auto n = command.integer(QStringLiteral("days"), 1, 36500);
        if (!n)
            return fail(n.error());
        to = campaign.calendar.addDays(campaign.today, *n);
    } else {
        const auto event = EconomyActions::nextEvent(campaign);
        to = event->date;
        extra.insert(QLatin1String("events"), QJsonArray::fromStringList(event->what));
    }
    auto dice = diceOf(command);
    if (!dice)
        return fail(dice.error());
    auto advance = EconomyActions::advanceTime(
        campaign, to,
        command.isSet(QStringLiteral("close-months")) ? MonthEndOnAdvance::Close : MonthEndOnAdvance::Stop,
        &*dice);
    if (!advance)
        return fail(advance.error());
    extra.insert(QLatin1String("months_closed"), QJsonArray::fromStringList(advance->report.monthsClosed));
    if (advance->report.stoppedAt) {
        extra.insert(QLatin1String("stopped_at"), dateToJson(campaign.calendar, *advance->report.stoppedAt));
        extra.insert(QLatin1String("stop_reason"), advance->report.stopReason);
    }
    extra.insert(QLatin1String("revenue"), advance->report.revenue.dollars());
    extra.insert(QLatin1String("orders_ready"), advance->report.ordersReady);
    extra.insert(QLatin1String("orders_lapsed"), advance->report.ordersLapsed);
    return command.apply(advance->change, extra);
}

int runRaise(const QStringList &arguments)
{
    CampaignFileCommand command(
        QStringLiteral("Raises elements: pays Raise now; they join when they are ready."),
        {forceOption, treasuryOption, elementOption, speedOption});
    if (auto exit = command.start(arguments))
        return *exit;
    auto force = command.forceId(QStringLiteral("force"));
    auto treasury = command.treasuryId(QStringLiteral("treasury"));
    auto line = elementOf(command);
    auto speed = speedOf(command);
    if (const auto error = firstError(force, treasury, line, speed))
        return fail(*error);
    auto raising = EconomyActions::raiseElements(command.campaign(), *force, *treasury, *line, *speed);
    if (!raising)
        return fail(raising.error());
    return command.apply(raising->change);
}

int runImprove(const QStringList &arguments)
{
    CampaignFileCommand command(
        QStringLiteral(
            "Improves a line: pays the difference in Raise; the line changes when retrained. --element "
            "gives the line's element as it will be (its count stays)."),
        {forceOption, lineOption, treasuryOption, elementOption});
    if (auto exit = command.start(arguments))
        return *exit;
    auto picked = pickedLine(command);
    auto treasury = command.treasuryId(QStringLiteral("treasury"));
    auto element = elementOf(command);
    if (const auto error = firstError(picked, treasury, element))
        return fail(*error);
    const Force &f = command.campaign().forces.at(command.campaign().indexOfForce(picked->forceId));
    RosterLine improved = f.lines.at(f.indexOfLine(picked->lineId));
    improved.record = element->record;
    return command.apply(
        EconomyActions::improveLine(command.campaign(), picked->forceId, improved, *treasury));
}

int runReplace(const QStringList &arguments)
{
    CampaignFileCommand command(
        QStringLiteral("Replaces a line's casualties: pays Raise x the casualties now."),
        {forceOption, lineOption, treasuryOption, speedOption});
    if (auto exit = command.start(arguments))
        return *exit;
    auto picked = pickedLine(command);
    auto treasury = command.treasuryId(QStringLiteral("treasury"));
    auto speed = speedOf(command);
    if (const auto error = firstError(picked, treasury, speed))
        return fail(*error);
    return command.apply(EconomyActions::replaceCasualties(command.campaign(), picked->forceId,
                                                           picked->lineId, *treasury, *speed));
}

int runDisband(const QStringList &arguments)
{
    const QCommandLineOption friendly = option("friendly-territory", "Disbanded in friendly territory.");
    const QCommandLineOption months =
        option("months-demobilizing", "Months spent demobilizing (2+ for a rebate).", "N");
    const QCommandLineOption cannotAbsorb =
        option("area-cannot-absorb", "The area cannot take the equipment and people.");
    CampaignFileCommand command(
        QStringLiteral("Disbands a line, with the rebate if any (booked in --treasury)."),
        {forceOption, lineOption, treasuryOption, friendly, months, cannotAbsorb});
    if (auto exit = command.start(arguments))
        return *exit;
    auto picked = pickedLine(command);
    if (!picked)
        return fail(picked.error());
    auto demobilizing = command.integer(QStringLiteral("months-demobilizing"), 0, 120, 0);
    if (!demobilizing)
        return fail(demobilizing.error());
    qint64 treasury = 0;
    if (command.isSet(QStringLiteral("treasury"))) {
        auto named = command.treasuryId(QStringLiteral("treasury"));
        if (!named)
            return fail(named.error());
        treasury = *named;
    }
    const Disbanding how{command.isSet(QStringLiteral("friendly-territory")), *demobilizing,
                         !command.isSet(QStringLiteral("area-cannot-absorb"))};
    return command.apply(
        EconomyActions::disband(command.campaign(), picked->forceId, picked->lineId, treasury, how));
}

int runHire(const QStringList &arguments)
{
    CampaignFileCommand command(
        QStringLiteral("Hires mercenaries: a Mercenary line joins at once; it is paid with "
                       "each month-end."),
        {forceOption, elementOption});
    if (auto exit = command.start(arguments))
        return *exit;
    auto force = command.forceId(QStringLiteral("force"));
    if (!force)
        return fail(force.error());
    auto line = elementOf(command);
    if (!line)
        return fail(line.error());
    return command.apply(ForceActions::hireMercenaries(command.campaign(), *force, *line));
}

int runApplyBattle(const QStringList &arguments)
{
    CampaignFileCommand command(
        QStringLiteral("Carries a finished battle's casualties to the rosters: every line "
                       "that fought keeps the same fraction of its TS."),
        {option("battle", "The battle, by name or id.", "NAME")});
    if (auto exit = command.start(arguments))
        return *exit;
    const Campaign &campaign = command.campaign();
    auto battleId = command.battleId(QStringLiteral("battle"));
    if (!battleId)
        return fail(battleId.error());
    const StoredBattle &stored = campaign.battles.at(campaign.indexOfBattle(*battleId));
    if (stored.status == BattleStatus::CasualtiesApplied)
        return fail(
            QStringLiteral("battle: the casualties of \"%1\" are on the rosters already").arg(stored.name));
    auto session = restoreBattle(stored);
    if (!session)
        return fail(session.error(), QStringLiteral("battle: "));
    if ((*session)->status() != BattleStatus::Finished)
        return fail(
            QStringLiteral("battle: \"%1\" is not over yet; fight it to the end first").arg(stored.name));
    auto consequences = (*session)->consequences(campaign);
    if (!consequences)
        return fail(consequences.error());
    return command.apply(BattleActions::applyBattleCasualties(
        campaign, *battleId, consequences->rosters, QStringLiteral("Casualties of %1").arg(stored.name), consequences->staff,
        consequences->ruleData));
}

int runField(const QStringList &arguments)
{
    const QCommandLineOption rules =
        option("rules", "The battle rules, by id (default: the campaign's, else gurps).", "ID");
    CampaignFileCommand command(
        QStringLiteral("Prints a force fielded as a side of a battle file under the rules, to edit and play with "
                       "muster-cli battle."),
        {forceOption, rules});
    if (auto exit = command.start(arguments))
        return *exit;
    const Campaign &campaign = command.campaign();
    const QString id = command.isSet(QStringLiteral("rules"))   ? command.value(QStringLiteral("rules"))
                       : !campaign.battleRuleSet.isEmpty()      ? campaign.battleRuleSet
                                                               : defaultBattleRuleSet();
    const RuleSet *ruleSet = RuleSets::find(id);
    if (!ruleSet) {
        QStringList ids;
        for (const RuleSet *known : RuleSets::all())
            ids << known->id();
        return fail(unknownRuleSet(id, ids, QStringLiteral("rules")));
    }
    auto forceId = command.forceId(QStringLiteral("force"));
    if (!forceId)
        return fail(forceId.error());
    print(QJsonObject{{QStringLiteral("rules"), id},
                      {QStringLiteral("side"), ruleSet->fieldForce(campaign, campaign.forces.at(campaign.indexOfForce(*forceId)))}});
    return 0;
}

} // namespace muster::cli
