#include "BattleReport.h"

#include "battle/gurps/Aftermath.h"
#include "battle/gurps/BattleReportHtml.h"
#include "battle/gurps/RollLog.h"
#include "battle/gurps/SpecialBattleRules.h"
#include "catalog/Breakdown.h"

#include <QLocale>

namespace muster::gurps {

using namespace report;

namespace {

// Readable on screen, and in print: no backgrounds that need printing, tables kept whole where possible.
constexpr char styleSheet[] = R"(
body { font-family: "Segoe UI", "Helvetica Neue", Arial, sans-serif; color: #222; line-height: 1.4;
       max-width: 62em; margin: 2em auto; padding: 0 1em; }
h1 { font-size: 1.7em; margin: 0 0 .2em; }
h2 { font-size: 1.25em; border-bottom: 2px solid #888; margin: 1.6em 0 .5em; padding-bottom: .1em; }
p.status { font-size: 1.1em; margin: 0; }
table { border-collapse: collapse; width: 100%; margin: .5em 0 1em; font-size: .92em; }
th, td { border: 1px solid #aaa; padding: .3em .45em; text-align: left; vertical-align: top; }
thead th { background: #eee; border-bottom: 2px solid #666; }
tbody th { font-weight: 600; width: 14em; }
table.rounds tbody th { width: auto; text-align: center; }
table.rounds tbody { border-top: 2px solid #666; }
td.notes { font-size: .9em; color: #333; }
ul { margin: .1em 0; padding-left: 1.2em; }
.explain { font-size: .82em; color: #555; }
.pending { font-style: italic; }
svg.chart { display: block; max-width: 100%; height: auto; margin: .5em 0; }
@page { margin: 15mm; }
@media print {
  body { margin: 0; max-width: none; font-size: 10pt; }
  h2 { break-after: avoid; }
  table.rounds tbody, tr, svg.chart { break-inside: avoid; }
  thead { display: table-header-group; }
}
)";

QString sideStyles()
{
    QString css;
    for (int s = 0; s < 2; ++s)
        css += QStringLiteral(".side%1 { color: %2; font-weight: 600; }\n")
                   .arg(QString::number(s), QLatin1String(sideColours.at(size_t(s))));
    return css;
}

QString endName(BattleEnd end)
{
    switch (end) {
    case BattleEnd::Victory:
        return Text::tr("Victory");
    case BattleEnd::MutualAnnihilation:
        return Text::tr("Mutual annihilation");
    case BattleEnd::NoBattle:
        return Text::tr("No battle");
    case BattleEnd::Agreement:
        return Text::tr("Ended by agreement");
    case BattleEnd::BreakOut:
        return Text::tr("Break-out: the siege is over");
    case BattleEnd::NotYet:
        break;
    }
    return Text::tr("In progress");
}

// "Finished: victory for the Host", naming whoever won or holds the field.
QString finishedText(const BattleEngine &engine)
{
    const BattleState &state = engine.state();
    if (state.winner < 0)
        return Text::tr("Finished: %1").arg(endName(state.end));
    const QString winner = sideLabel(engine.setup(), state.winner);
    switch (state.end) {
    case BattleEnd::Victory:
        return Text::tr("Finished: victory for %1").arg(winner);
    case BattleEnd::Agreement:
        return Text::tr("Finished: ended by agreement, %1 holds the field").arg(winner);
    case BattleEnd::NoBattle:
        return Text::tr("Finished: no battle, %1 holds the field").arg(winner);
    default:
        break;
    }
    return Text::tr("Finished: %1, %2 holds the field").arg(endName(state.end), winner);
}

// --- Set-up ---------------------------------------------------------------------------------------------

QString personText(const Person &p)
{
    const QString skills = Text::tr("Strategy-%1, Leadership-%2").arg(p.strategy).arg(p.leadership);
    return p.pc ? Text::tr("%1 (PC; %2)").arg(p.name, skills) : Text::tr("%1 (%2)").arg(p.name, skills);
}

QString forceHtml(const SideSetup &side)
{
    QStringList lines;
    if (side.estimated) {
        lines << Text::tr("Estimated: %1 elements").arg(side.estimate.elements);
        for (int c = 0; c < specialClassCount; ++c) {
            if (const double ts = side.estimate.classTs.at(size_t(c)); ts > 0)
                lines << Text::tr("%1: TS %2").arg(specialClassName(SpecialClass(c)), formatTs(ts));
        }
    }
    for (const BattleElement &e : side.elements) {
        const QString what =
            e.label.isEmpty() ? Text::tr("%1 × %2").arg(QString::number(e.count), e.name) : e.label;
        lines << Text::tr("%1: TS %2 each").arg(what, formatTs(e.ts));
    }
    return lines.isEmpty() ? dash() : listHtml(lines);
}

QStringList sideSetupCells(const BattleSetup &setup, int index)
{
    const SideSetup &side = setup.sides.at(size_t(index));
    QStringList others, notes;
    for (qsizetype p = 1; p < side.people.size(); ++p)
        others << personText(side.people.at(p));
    if (side.encamped)
        notes << Text::tr("Encamped and hunkered down");
    if (side.lowReadiness)
        notes << Text::tr("Reduced readiness: half TS");
    if (side.startingCasualties > 0)
        notes << Text::tr("Starts with %1% casualties").arg(side.startingCasualties);
    return {formatTs(side.startingTs()),
            side.people.isEmpty() ? dash() : esc(personText(side.people.constFirst())),
            others.isEmpty() ? dash() : listHtml(others),
            forceHtml(side),
            explained(formatModifier(defenseBonusOf(setup, index)), listHtml(defenseBonusBreakdown(setup, index).steps)),
            notes.isEmpty() ? dash() : listHtml(notes),
            specialRolesHtml(setup, index)};
}

QString advantageHtml(const BattleSetup &setup)
{
    const BattleStart &start = setup.start;
    QString html;
    switch (start.advantage) {
    case Advantage::None:
        html = esc(Text::tr("None"));
        break;
    case Advantage::Initiative:
        html = esc(Text::tr("%1 has the initiative")).arg(sideName(setup, start.advantageSide));
        break;
    case Advantage::Surprise:
        html = esc(Text::tr("%1 has surprise")).arg(sideName(setup, start.advantageSide));
        break;
    case Advantage::Ambush:
        html = esc(Text::tr("%1 springs an ambush")).arg(sideName(setup, start.advantageSide));
        break;
    }
    if (start.doubleConfusion)
        html += QStringLiteral("; ") + esc(Text::tr("both sides start confused"));
    return html;
}

QString riverHtml(const BattleSetup &setup)
{
    const BattleConditions &c = setup.conditions;
    switch (c.river) {
    case RiverCrossing::MajorRiver:
        return esc(Text::tr("Major river, held by %1")).arg(sideName(setup, c.riverDefender));
    case RiverCrossing::FordOrBridge:
        return esc(Text::tr("Ford or bridge, held by %1")).arg(sideName(setup, c.riverDefender));
    case RiverCrossing::None:
        break;
    }
    return esc(Text::tr("None"));
}

QString setupSection(const BattleSetup &setup)
{
    const QStringList headings = {Text::tr("TS at start"),   Text::tr("Commander"),
                                  Text::tr("Other people"),  Text::tr("Force"),
                                  Text::tr("Defense Bonus"), Text::tr("Before the battle"),
                                  Text::tr("Sitting out or at reduced TS")};
    const BattleConditions &c = setup.conditions;
    QString terrain = battleTerrainName(c.terrain);
    if (c.denseTerrain)
        terrain = Text::tr("%1 (dense)").arg(terrain);
    QList<QStringList> facts = {
        {esc(Text::tr("Start")), esc(setup.start.kind == BattleKind::Pitched ? Text::tr("Pitched battle")
                                                                             : Text::tr("Encounter battle"))},
        {esc(Text::tr("Advantage")), advantageHtml(setup)},
        {esc(Text::tr("Terrain")), esc(terrain)},
        {esc(Text::tr("Light")), esc(c.night ? Text::tr("Night") : Text::tr("Day"))},
        {esc(Text::tr("Weather")), esc(c.badWeather ? Text::tr("Bad weather") : Text::tr("Fair"))},
        {esc(Text::tr("River")), riverHtml(setup)}};
    facts << specialBattleFacts(setup);
    return section(
        "setup", Text::tr("Set-up"),
        sideTable(setup, headings, {sideSetupCells(setup, 0), sideSetupCells(setup, 1)}) +
            table("facts", {}, facts));
}

QString modifiersSection(const BattleEngine &engine)
{
    const ForceComparison c = engine.comparison();
    std::array<QStringList, 2> cells;
    for (size_t s = 0; s < 2; ++s) {
        const SideStrength &side = c.sides.at(s);
        cells.at(s) << explained(formatTs(side.ts), listHtml(side.tsBreakdown.steps))
                    << explained(formatModifier(side.basicStrategyModifier),
                                 listHtml(side.bsmBreakdown.steps));
    }
    const QString when = engine.roundNumber() > 0
                             ? Text::tr("Under the conditions of round %1.").arg(engine.roundNumber())
                             : Text::tr("Before the first round.");
    return section("modifiers", Text::tr("Basic Strategy Modifiers"),
                   tagged("p", esc(when)) +
                       sideTable(engine.setup(),
                                 {Text::tr("Troop Strength"), Text::tr("Basic Strategy Modifier")}, cells));
}

// --- Aftermath ------------------------------------------------------------------------------------------

QString durationText(qint64 minutes)
{
    if (minutes < 60)
        return Text::tr("%1 min").arg(minutes);
    if (minutes % 60 == 0)
        return Text::tr("%1 h").arg(minutes / 60);
    return Text::tr("%1 h %2 min").arg(minutes / 60).arg(minutes % 60);
}

QString pursuitHtml(const BattleEngine &engine)
{
    const BattleSetup &setup = engine.setup();
    const BattleState &state = engine.state();
    if (!state.pursuit || state.winner < 0)
        return esc(Text::tr("None"));
    const PursuitResult &p = *state.pursuit;
    const QString winner = sideLabel(setup, state.winner), loser = sideLabel(setup, otherSide(state.winner));
    QStringList lines = pursuitRollLines(engine);
    if (p.pursued)
        lines << Text::tr("%1 pursues: %2 takes %3% more casualties and loses %4% of its logistic force.")
                     .arg(winner, loser, QString::number(p.extraCasualties),
                          QString::number(p.logisticsLoss));
    else
        lines << Text::tr("%1 holds the field and recovers %2% of its casualties.")
                     .arg(winner, QString::number(p.winnerRecovered));
    return listHtml(lines);
}

QStringList sideAftermathCells(const SideAftermath &side)
{
    QString final = percent(side.finalCasualties);
    if (side.dead > 0 || side.fled > 0)
        final += QStringLiteral(" (%1)").arg(esc(side.surrendered
                                                     ? Text::tr("%1% dead, %2% surrendered").arg(side.dead).arg(side.fled)
                                                     : Text::tr("%1% dead, %2% fled").arg(side.dead).arg(side.fled)));
    QStringList breakdown = side.breakdown.steps;
    if (side.fanaticsWipedOut)
        breakdown << Text::tr("The loser's Fanatic elements lose all their casualties for good.");
    return {esc(side.heldTheField ? Text::tr("Yes") : Text::tr("No")),
            percent(side.casualtiesAtEnd),
            final,
            esc(Text::tr("%1 → %2").arg(formatTs(side.tsBefore), formatTs(side.tsAfter))),
            percent(side.logisticCasualties),
            listHtml(breakdown)};
}

QString aftermathSection(const BattleEngine &engine)
{
    if (!engine.isFinished()) {
        return section("aftermath", Text::tr("Aftermath"),
                       QStringLiteral("<p class=\"pending\">%1</p>\n").arg(esc(Text::tr("In progress"))));
    }
    const BattleSetup &setup = engine.setup();
    const BattleState &state = engine.state();
    const Aftermath after = aftermathOf(setup, state);
    QList<QStringList> facts = {
        {esc(Text::tr("Result")), esc(endName(after.end))},
        {esc(Text::tr("Winner")), after.winner >= 0 ? sideName(setup, after.winner) : esc(Text::tr("None"))},
        {esc(Text::tr("Pursuit")), pursuitHtml(engine)}};
    if (after.end == BattleEnd::Victory && after.winner >= 0)
        facts << QStringList{esc(Text::tr("Loot")),
                             explained(esc(after.loot.toShortString()), listHtml(after.lootBreakdown.steps))};
    facts << QStringList{esc(Text::tr("Looting time")), esc(durationText(after.lootingMinutes))};
    const QStringList headings = {Text::tr("Held the field"),      Text::tr("Casualties at the end"),
                                  Text::tr("Final casualties"),    Text::tr("TS before → after"),
                                  Text::tr("Logistic casualties"), Text::tr("Breakdown")};
    return section("aftermath", Text::tr("Aftermath"),
                   table("facts", {}, facts) +
                       sideTable(setup, headings,
                                 {sideAftermathCells(after.sides[0]), sideAftermathCells(after.sides[1])}));
}

} // namespace

QString battleReportHtml(const BattleEngine &engine)
{
    const BattleSetup &setup = engine.setup();
    const QString title = setup.name.isEmpty() ? Text::tr("Battle report") : setup.name;
    const QString status = engine.isFinished() ? finishedText(engine)
                                               : Text::tr("In progress: round %1").arg(engine.roundNumber());
    QString html = QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n"
                                  "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                                  "<title>%2</title>\n<style>%3</style>\n</head>\n<body>\n")
                       .arg(esc(QLocale().bcp47Name()), esc(title), QLatin1String(styleSheet) + sideStyles());
    html +=
        QStringLiteral("<header>\n<h1>%1</h1>\n<p class=\"status\">%2</p>\n</header>\n")
            .arg(esc(title),
                 esc(Text::tr("%1 against %2 — %3").arg(sideLabel(setup, 0), sideLabel(setup, 1), status)));
    html += setupSection(setup);
    html += modifiersSection(engine);
    html += roundsSection(engine);
    html += casualtiesSection(engine);
    html += aftermathSection(engine);
    return html + QStringLiteral("</body>\n</html>\n");
}

} // namespace muster::gurps
