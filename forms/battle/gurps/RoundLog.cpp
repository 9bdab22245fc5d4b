#include "RoundLog.h"

#include "battle/gurps/RollLog.h"
#include "battle/gurps/RoundEvents.h"

#include <QCoreApplication>

namespace muster {

using namespace gurps;

namespace {

struct LogText
{
    Q_DECLARE_TR_FUNCTIONS(RoundLog)
};

QString bullets(const QStringList &lines)
{
    QString html;
    for (const QString &line : lines)
        html += QStringLiteral("<br>&bull; ") + line.toHtmlEscaped();
    return html;
}

QString roundHtml(const BattleEngine &engine, qsizetype index, bool over)
{
    const RoundRecord &r = engine.state().rounds.at(index);
    const BattleSetup &setup = engine.setup();
    const QString a = sideLabel(setup, 0).toHtmlEscaped(), b = sideLabel(setup, 1).toHtmlEscaped();
    QString html = LogText::tr("<p><b>Round %1</b>").arg(r.number);
    if (r.special == SpecialCase::Talks) {
        html += LogText::tr(": parley, no fighting.");
    } else if (r.contested) {
        const RoundOutcome &o = r.outcome;
        html += LogText::tr(": %1 %2 (skill %3, roll %4) against %5 %6 (skill %7, roll %8). ")
                    .arg(a, strategyChoiceName(r.fought[0]))
                    .arg(r.skills[0].total())
                    .arg(r.rolls[0])
                    .arg(b, strategyChoiceName(r.fought[1]))
                    .arg(r.skills[1].total())
                    .arg(r.rolls[1]);
        html += o.winner < 0 ? LogText::tr("A tie. ")
                             : LogText::tr("%1 wins by %2. ").arg(sideLabel(setup, o.winner).toHtmlEscaped()).arg(o.marginOfVictory);
        if (!over) {
            html += LogText::tr("Casualties %1 %2%, %3 %4%, once the round ends.").arg(a).arg(o.casualties[0]).arg(b).arg(o.casualties[1]);
        } else {
            html += LogText::tr("Casualties %1 %2% (total %3%), %4 %5% (total %6%).")
                        .arg(a)
                        .arg(o.casualties[0])
                        .arg(r.casualtiesAfter[0])
                        .arg(b)
                        .arg(o.casualties[1])
                        .arg(r.casualtiesAfter[1]);
            const int pb = r.pbAfter;
            html += pb == 0 ? LogText::tr(" No PB.") : LogText::tr(" PB %1 to %2.").arg(std::abs(pb)).arg(pb > 0 ? a : b);
        }
    } else if (r.chosen[0] != StrategyChoice{} || r.chosen[1] != StrategyChoice{}) {
        html += LogText::tr(": %1 %2 against %3 %4.")
                    .arg(a, strategyChoiceName(r.fought[0]), b, strategyChoiceName(r.fought[1]));
    } else {
        html += LogText::tr(": under way.");
    }
    html += bullets(roundEventTexts(r, setup));
    html += bullets(roundRollLines(engine, index));
    return html + QLatin1String("</p>");
}

} // namespace

QString roundLogHtml(const BattleEngine &engine)
{
    QString html;
    if (const QStringList pursuit = pursuitRollLines(engine); !pursuit.isEmpty())
        html += LogText::tr("<p><b>Pursuit</b>") + bullets(pursuit) + QLatin1String("</p>");
    const QList<RoundRecord> &rounds = engine.state().rounds;
    const bool lastOver = engine.step() == BattleStep::Pursuit || engine.step() == BattleStep::Finished;
    for (qsizetype i = rounds.size() - 1; i >= 0; --i)
        html += roundHtml(engine, i, i < rounds.size() - 1 || lastOver);
    return html;
}

} // namespace muster
