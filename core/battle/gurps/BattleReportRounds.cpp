// The rounds of the battle report: a table of every round, and the chart of cumulative casualties.
#include "battle/gurps/BattleReportHtml.h"
#include "battle/gurps/RollLog.h"
#include "battle/gurps/RoundEvents.h"

#include <algorithm>
#include <cstdlib>

namespace muster::gurps::report {

namespace {

// What is known of a round so far.
struct RoundView
{
    bool complete = false;    // over: its casualties and PB are final
    bool chosen = false;      // the strategies are chosen
    bool foughtKnown = false; // the strategies to be fought are settled
};

RoundView viewOf(const BattleEngine &engine, qsizetype index)
{
    const BattleStep step = engine.step();
    RoundView v;
    v.complete = index < engine.state().rounds.size() - 1 || step == BattleStep::Pursuit ||
                 step == BattleStep::Finished;
    v.foughtKnown = v.complete || step == BattleStep::RollContest || step == BattleStep::EndRound;
    v.chosen = v.foughtKnown || step == BattleStep::Respond;
    return v;
}

// Each side's cumulative casualties once a finished round is over. A round without a contest changes none,
// and the engine records casualtiesAfter (and pbAfter) only for fought rounds and No Battle, not for talks.
std::array<int, 2> casualtiesAfter(const RoundRecord &r)
{
    return r.contested ? r.casualtiesAfter : r.casualtiesBefore;
}

QString specialCaseName(SpecialCase special)
{
    switch (special) {
    case SpecialCase::Talks:
        return Text::tr("Talks");
    case SpecialCase::Stalemate:
        return Text::tr("Stalemate");
    case SpecialCase::NoBattle:
        return Text::tr("No battle");
    case SpecialCase::None:
        break;
    }
    return {};
}

QString pbHtml(const BattleSetup &setup, int signedPb)
{
    if (signedPb == 0)
        return esc(Text::tr("None"));
    return esc(Text::tr("%1 +%2"))
        .arg(sideName(setup, signedPb > 0 ? 0 : 1), QString::number(std::abs(signedPb)));
}

QString skillHtml(const EffectiveSkill &skill)
{
    return explained(QString::number(skill.total()),
                     esc(skill.explain()).replace(QLatin1Char('\n'), QStringLiteral("<br>")));
}

QString resultHtml(const BattleSetup &setup, const RoundRecord &r, const RoundView &v)
{
    if (r.contested && r.outcome.winner >= 0)
        return explained(esc(Text::tr("%1 wins the contest")).arg(sideName(setup, r.outcome.winner)),
                         esc(Text::tr("Margin of victory %1").arg(r.outcome.marginOfVictory)));
    if (r.contested)
        return esc(Text::tr("Tie"));
    if (!v.complete)
        return QStringLiteral("<span class=\"pending\">%1</span>").arg(esc(Text::tr("In progress")));
    return esc(r.special == SpecialCase::None ? Text::tr("No contest") : specialCaseName(r.special));
}

QStringList sideCells(const BattleEngine &engine, const RoundRecord &r, const RoundView &v, int side)
{
    const auto s = size_t(side);
    QString fought = v.foughtKnown ? esc(strategyChoiceName(r.fought.at(s))) : dash();
    if (v.foughtKnown && r.parleyRefused.at(s))
        fought += QLatin1Char(' ') + esc(Text::tr("(Parley refused)"));
    QStringList cells = {sideName(engine.setup(), side),
                         v.chosen ? esc(strategyChoiceName(r.chosen.at(s))) : dash(), fought,
                         r.contested ? skillHtml(r.skills.at(s)) : dash(),
                         r.contested ? esc(Text::tr("%1 (%2)").arg(r.rolls.at(s)).arg(rollSource(r.rollsTyped.at(s))))
                                     : dash()};
    const int before = r.casualtiesBefore.at(s);
    if (v.complete) {
        const int after = casualtiesAfter(r).at(s);
        cells << percent(after - before) << percent(after);
    } else {
        cells << (r.contested ? percent(engine.casualtiesThisRound(side)) : dash()) << dash();
    }
    return cells;
}

QString roundRows(const BattleEngine &engine, qsizetype index)
{
    const BattleSetup &setup = engine.setup();
    const RoundRecord &r = engine.state().rounds.at(index);
    const RoundView v = viewOf(engine, index);
    const QString pb = v.complete ? pbHtml(setup, r.contested ? r.pbAfter : r.pbBefore) : dash();
    QString html;
    for (int s = 0; s < 2; ++s) {
        QString row =
            s == 0 ? QStringLiteral("<th scope=\"rowgroup\" rowspan=\"2\">%1</th>").arg(r.number) : QString();
        for (const QString &cell : sideCells(engine, r, v, s))
            row += tagged("td", cell);
        if (s == 0)
            row += QStringLiteral("<td rowspan=\"2\">%1</td><td rowspan=\"2\">%2</td>")
                       .arg(resultHtml(setup, r, v), pb);
        html += tagged("tr", row);
    }
    QStringList notes;
    if (r.special != SpecialCase::None)
        notes << Text::tr("Special case: %1").arg(specialCaseName(r.special));
    if (r.night)
        notes << Text::tr("Night");
    if (r.badWeather)
        notes << Text::tr("Bad weather");
    if (r.raidOnLogistics)
        notes << Text::tr("The winning Raid struck the enemy's logistic force");
    notes += roundEventTexts(r, setup);
    notes += roundRollLines(engine, index);
    if (!notes.isEmpty())
        html +=
            tagged("tr", QStringLiteral("<td class=\"notes\" colspan=\"10\">%1</td>").arg(listHtml(notes)));
    return tagged("tbody", html);
}

// --- Casualties chart -----------------------------------------------------------------------------------

// Each side's cumulative casualties at the start, after each finished round and after the pursuit.
struct CasualtySeries
{
    QStringList labels; // one per point
    std::array<QList<int>, 2> percent;

    void add(const QString &label, const std::array<int, 2> &casualties)
    {
        labels << label;
        for (size_t s = 0; s < 2; ++s)
            percent.at(s) << casualties.at(s);
    }
};

CasualtySeries casualtySeries(const BattleEngine &engine)
{
    CasualtySeries series;
    const BattleState &state = engine.state();
    series.add(Text::tr("Start"),
               {engine.setup().sides[0].startingCasualties, engine.setup().sides[1].startingCasualties});
    for (qsizetype i = 0; i < state.rounds.size() && viewOf(engine, i).complete; ++i)
        series.add(QString::number(state.rounds.at(i).number), casualtiesAfter(state.rounds.at(i)));
    if (state.pursuit)
        series.add(Text::tr("Pursuit"), {state.sides[0].casualties, state.sides[1].casualties});
    return series;
}

QString coordinate(double value)
{
    return QString::number(value, 'f', 1); // always with a point, whatever the locale
}

QString svgText(double x, double y, const char *anchor, const QString &text, const QString &extra = {})
{
    return QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"%3\"%4>%5</text>\n")
        .arg(coordinate(x), coordinate(y), QLatin1String(anchor), extra, esc(text));
}

QString svgLine(double x1, double y1, double x2, double y2, const QString &stroke)
{
    return QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%4\" %5/>\n")
        .arg(coordinate(x1), coordinate(y1), coordinate(x2), coordinate(y2), stroke);
}

// An SVG line chart written by hand (core has no QtSvg): a polyline per side, dashed for the second so it
// reads in black and white too, with axes, labels and a legend.
QString casualtyChart(const BattleSetup &setup, const CasualtySeries &series)
{
    constexpr int width = 640, height = 330;
    constexpr double left = 64, right = 600, top = 16, bottom = 236;
    const qsizetype points = series.labels.size();
    const qsizetype steps = std::max<qsizetype>(1, points - 1);
    const auto x = [&](qsizetype i) { return left + (right - left) * double(i) / double(steps); };
    const auto y = [&](int p) { return bottom - (bottom - top) * p / 100.0; };
    const QString title = Text::tr("Cumulative casualties after each round");
    QString svg =
        QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" width=\"%1\" height=\"%2\" "
                       "viewBox=\"0 0 %1 %2\" role=\"img\" font-family=\"sans-serif\" font-size=\"12\" "
                       "fill=\"#222\">\n<title>%3</title>\n")
            .arg(QString::number(width), QString::number(height), esc(title));
    const QString axis = QStringLiteral("stroke=\"#444\"");
    for (int p = 0; p <= 100; p += 25) {
        svg += svgLine(left, y(p), right, y(p), p == 0 ? axis : QStringLiteral("stroke=\"#ddd\""));
        svg += svgText(left - 6, y(p) + 4, "end", percent(p));
    }
    svg += svgLine(left, top, left, bottom, axis);
    const qsizetype labelStep = std::max<qsizetype>(1, (steps + 11) / 12);
    for (qsizetype i = 0; i < points; ++i) {
        if (i == points - 1 || (i % labelStep == 0 && points - 1 - i >= labelStep)) // the last one always
            svg += svgText(x(i), bottom + 20, "middle", series.labels.at(i));
    }
    svg += svgText((left + right) / 2, bottom + 40, "middle", Text::tr("Round"));
    svg += svgText(16, (top + bottom) / 2, "middle", Text::tr("Casualties"),
                   QStringLiteral(" transform=\"rotate(-90 16 %1)\"").arg(coordinate((top + bottom) / 2)));
    for (int s = 0; s < 2; ++s) {
        const QString colour = QLatin1String(sideColours.at(size_t(s)));
        const QString stroke =
            QStringLiteral("stroke=\"%1\" stroke-width=\"2.5\"%2")
                .arg(colour, s == 1 ? QStringLiteral(" stroke-dasharray=\"7 4\"") : QString());
        QStringList coordinates;
        QString markers;
        for (qsizetype i = 0; i < points; ++i) {
            const QString cx = coordinate(x(i)), cy = coordinate(y(series.percent.at(size_t(s)).at(i)));
            coordinates << cx + QLatin1Char(',') + cy;
            markers +=
                QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"3.5\" fill=\"%3\"/>").arg(cx, cy, colour);
        }
        svg += QStringLiteral("<polyline fill=\"none\" %1 points=\"%2\"/>\n%3\n")
                   .arg(stroke, coordinates.join(QLatin1Char(' ')), markers);
        const double legendY = bottom + 64 + 20 * s;
        svg += svgLine(left, legendY, left + 32, legendY, stroke);
        svg += svgText(left + 40, legendY + 4, "start", sideLabel(setup, s));
    }
    return svg + QStringLiteral("</svg>\n");
}

} // namespace

QString roundsSection(const BattleEngine &engine)
{
    const QList<RoundRecord> &rounds = engine.state().rounds;
    if (rounds.isEmpty())
        return section("rounds", Text::tr("Rounds"), tagged("p", esc(Text::tr("No round has begun yet."))));
    const QStringList header = {Text::tr("Round"),
                                Text::tr("Side"),
                                Text::tr("Strategy chosen"),
                                Text::tr("Strategy fought"),
                                Text::tr("Effective skill"),
                                Text::tr("Roll"),
                                Text::tr("Casualties this round"),
                                Text::tr("Casualties in all"),
                                Text::tr("Result"),
                                Text::tr("PB after")};
    QStringList head;
    for (const QString &h : header)
        head << esc(h);
    QString body;
    for (qsizetype i = 0; i < rounds.size(); ++i)
        body += roundRows(engine, i);
    return section("rounds", Text::tr("Rounds"),
                   QStringLiteral("<table class=\"rounds\">%1%2</table>\n").arg(headerRow(head), body));
}

QString casualtiesSection(const BattleEngine &engine)
{
    return section("casualties", Text::tr("Casualties"),
                   casualtyChart(engine.setup(), casualtySeries(engine)));
}

} // namespace muster::gurps::report
