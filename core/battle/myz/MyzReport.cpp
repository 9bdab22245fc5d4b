// The words of a MYZ battle: the Battles list's line, the window's log, the report.

#include "MyzRuleSet.h"

#include "dice/PoolCounts.h"

#include <QCoreApplication>

namespace muster::myz {

namespace {

struct MyzText
{
    Q_DECLARE_TR_FUNCTIONS(Myz)
};

QString signedNumber(int value)
{
    return value > 0 ? QStringLiteral("+%1").arg(value) : QString::number(value);
}

// Spelled out, not a plural form: muster-cli prints it without the program's plural forms.
QString sixesText(int sixes)
{
    return sixes == 1 ? MyzText::tr("1 six") : MyzText::tr("%1 sixes").arg(sixes);
}

QString poolText(const PoolFaces &faces)
{
    return MyzText::tr("Battle %1 | Strategy %2 | Support %3: %4")
        .arg(facesText(faces.battle, DieKind::Battle), facesText(faces.strategy, DieKind::Strategy),
             facesText(faces.support, DieKind::Support),
             sixesText(poolSixes(faces)));
}

QString personName(const BattleSetup &setup, int side, int person)
{
    const QList<Person> &people = setup.factions[side].people;
    return person >= 0 && person < people.size() ? people.at(person).name : MyzText::tr("someone");
}

QString rollText(const BattleSetup &setup, int side, const PersonRoll &roll)
{
    return MyzText::tr("%1 (%2): %3").arg(personName(setup, side, roll.person), skillName(roll.skill), sixesText(roll.successes()));
}

} // namespace

QString facesText(const Faces &faces, DieKind kind)
{
    QStringList parts;
    for (const int face : faces) {
        if (face == 6)
            parts << QStringLiteral("\u2622");
        else if (face == 1 && kind == DieKind::Battle)
            parts << QStringLiteral("\u2620");
        else if (face == 1 && kind == DieKind::Support)
            parts << QStringLiteral("\u2717");
        else
            parts << QString::number(face);
    }
    return parts.isEmpty() ? QStringLiteral("\u2013") : parts.join(QLatin1Char(' '));
}

QString facesLegend()
{
    return MyzText::tr("\u2622 success, \u2620 Battle Die lost, \u2717 Support Die damaged");
}

QString phaseName(Phase phase)
{
    switch (phase) {
    case Phase::Reconnaissance: return MyzText::tr("Reconnaissance");
    case Phase::Initiative: return MyzText::tr("Initiative");
    case Phase::Risk: return MyzText::tr("Risk Phase");
    case Phase::Strategy: return MyzText::tr("Strategy Phase");
    case Phase::Action: return MyzText::tr("Action Phase");
    case Phase::Battle: return MyzText::tr("Battle Phase");
    case Phase::Support: return MyzText::tr("Support Phase");
    case Phase::End: return MyzText::tr("End Phase");
    case Phase::Successor: return MyzText::tr("a new leader");
    case Phase::Over: return MyzText::tr("over");
    }
    return {};
}

QString exitName(Exit exit)
{
    switch (exit) {
    case Exit::None: return MyzText::tr("still fighting");
    case Exit::Escaped: return MyzText::tr("escaped");
    case Exit::FellBack: return MyzText::tr("fell back");
    case Exit::Routed: return MyzText::tr("routed");
    case Exit::Surrendered: return MyzText::tr("surrendered");
    case Exit::NoBattleDice: return MyzText::tr("has no Battle Dice left");
    }
    return {};
}

QString standing(const MyzBattle &battle)
{
    if (battle.phase() == Phase::Over) {
        QStringList ends;
        for (int side = 0; side < 2; ++side)
            if (battle.faction(side).exit != Exit::None)
                ends << QStringLiteral("%1 %2").arg(battle.setup().factions[side].name, exitName(battle.faction(side).exit));
        return ends.isEmpty() ? MyzText::tr("over") : MyzText::tr("over: %1").arg(ends.join(QStringLiteral(", ")));
    }
    if (battle.waveNumber() == 0)
        return phaseName(battle.phase());
    return MyzText::tr("Wave %1, %2").arg(battle.waveNumber()).arg(phaseName(battle.phase()));
}

QStringList stepLines(const MyzBattle &battle)
{
    const BattleSetup &setup = battle.setup();
    const auto name = [&setup](int side) { return setup.factions[side].name; };
    QStringList lines;
    if (const auto recon = battle.reconnaissance()) {
        const int winner = battle.reconWinner();
        QString line = MyzText::tr("Reconnaissance in %1 (rating %2): %3 %4, %5 %6")
                           .arg(environmentName(recon->environment))
                           .arg(environmentRating(recon->environment, recon->night, recon->badWeather))
                           .arg(name(0))
                           .arg(recon->rolls[0].successes())
                           .arg(name(1))
                           .arg(recon->rolls[1].successes());
        if (winner >= 0)
            line += QLatin1String("; ") + (recon->ambush ? MyzText::tr("%1 sets an ambush") : MyzText::tr("%1 achieves surprise")).arg(name(winner));
        lines << line;
    }
    if (const auto initiative = battle.initiative())
        lines << MyzText::tr("Initiative: %1 %2, %3 %4; %5 acts first")
                     .arg(name(0))
                     .arg(initiative->rolls[0].face)
                     .arg(name(1))
                     .arg(initiative->rolls[1].face)
                     .arg(name(initiative->first));
    const std::array<int, 2> order = battle.initiativeOrder();
    for (const WaveRecord &w : battle.waves()) {
        const QString wave = MyzText::tr("Wave %1").arg(w.number);
        if (w.risk) {
            QStringList risks;
            for (int side = 0; side < 2; ++side)
                for (int i = 0; i < w.risk->risk[side].size(); ++i)
                    if (w.risk->risk[side].at(i) != 0)
                        risks << QStringLiteral("%1 %2").arg(personName(setup, side, i), signedNumber(w.risk->risk[side].at(i)));
            lines << MyzText::tr("%1, Risk: %2").arg(wave, risks.isEmpty() ? MyzText::tr("no one takes a risk") : risks.join(QStringLiteral(", ")));
        }
        if (w.strategies) {
            QString line = MyzText::tr("%1, Strategy: %2 %3, %4 %5")
                               .arg(wave, name(0), strategyName(w.strategies->chosen[0]), name(1),
                                    strategyName(w.strategies->chosen[1]));
            if (w.nullBattle)
                line += MyzText::tr("; Null Battle: the retreating forces fall back");
            else if (w.ceasefire)
                line += MyzText::tr("; Parley accepted: cease-fire");
            else if (w.stalemate)
                line += MyzText::tr("; Stalemate: both Skirmish");
            for (int side = 0; side < 2; ++side)
                if (w.parleyDeclined[side])
                    line += MyzText::tr("; %1's Parley declined").arg(name(side));
            lines << line;
        }
        for (const int side : order) {
            const auto &action = w.actions[side];
            if (!action || action->kind == ActionKind::None)
                continue;
            if (action->kind == ActionKind::GmDice)
                lines << MyzText::tr("%1, Action: %2 gets %3 Strategy Dice for its NPCs").arg(wave, name(side)).arg(action->gmDice);
            else
                lines << MyzText::tr("%1, Action: %2 by %3").arg(wave,
                                                    action->kind == ActionKind::Commando ? MyzText::tr("Commando Operation")
                                                                                         : MyzText::tr("Remarkable Action"),
                                                    rollText(setup, side, action->roll));
        }
        if (w.roll)
            for (int side = 0; side < 2; ++side)
                lines << MyzText::tr("%1, Battle roll of %2: %3").arg(wave, name(side), poolText(w.roll->pools[side]));
        for (const PushStep &push : w.pushes)
            lines << MyzText::tr("%1, %2 pushes").arg(wave, name(push.side));
        if (w.settled) {
            for (int side = 0; side < 2; ++side)
                if (!w.pushes.isEmpty())
                    lines << MyzText::tr("%1, %2 settles: %3").arg(wave, name(side), poolText(w.faces[side]));
            lines << (w.winner < 0 ? MyzText::tr("%1: %2").arg(wave, resultRowName(w.row))
                                   : MyzText::tr("%1: %2 wins by %3, %4").arg(wave, name(w.winner)).arg(w.margin).arg(resultRowName(w.row)));
        }
        for (const int side : order) {
            const auto &support = w.support[side];
            if (!support)
                continue;
            QStringList parts;
            if (support->repairs)
                parts << MyzText::tr("Emergency Repairs restore %1").arg(w.supportRestored[side]);
            if (support->mend)
                parts << MyzText::tr("Mend the Wounds restores %1").arg(w.battleRestored[side]);
            if (support->rally)
                parts << (support->rally->successes() > 0 ? MyzText::tr("rallied") : MyzText::tr("failed to rally"));
            lines << MyzText::tr("%1, Support of %2: %3").arg(wave, name(side), parts.isEmpty() ? MyzText::tr("nothing") : parts.join(QStringLiteral(", ")));
        }
        if (w.end) {
            QString line = MyzText::tr("%1, End: fighters killed %2 %3, %4 %5")
                               .arg(wave, name(0))
                               .arg(w.casualties[0])
                               .arg(name(1))
                               .arg(w.casualties[1]);
            for (int i = 0; i < w.end->retaliation.size() && i < w.retaliationDamage.size(); ++i) {
                const RetaliationRoll &r = w.end->retaliation.at(i);
                if (w.retaliationDamage.at(i) > 0)
                    line += MyzText::tr("; %1 takes %2 damage").arg(personName(setup, r.side, r.person)).arg(w.retaliationDamage.at(i));
            }
            for (int side = 0; side < 2; ++side)
                if (w.end->projectLost[side])
                    line += MyzText::tr("; %1 loses its %2").arg(name(side), arkProjectName(*w.end->projectLost[side]));
            lines << line;
        }
        for (const auto &successor : w.successors)
            if (successor)
                lines << MyzText::tr("%1 takes command of %2: %3")
                             .arg(personName(setup, successor->side, successor->roll.person), name(successor->side),
                                  successor->roll.successes() > 0 ? MyzText::tr("the ranks hold") : MyzText::tr("CONFUSED"));
    }
    return lines;
}

QString MyzSession::reportHtml() const
{
    const BattleSetup &setup = m_battle.setup();
    QString html = QStringLiteral("<html><head><meta charset=\"utf-8\"><title>%1</title></head><body>")
                       .arg(setup.name.toHtmlEscaped());
    html += QStringLiteral("<h1>%1</h1>").arg(setup.name.toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>").arg(MyzText::tr("Mutant: Year Zero Mass Combat").toHtmlEscaped());
    html += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\"><tr><th></th><th>%1</th><th>%2</th></tr>")
                .arg(setup.factions[0].name.toHtmlEscaped(), setup.factions[1].name.toHtmlEscaped());
    const auto row = [&html](const QString &label, const QString &a, const QString &b) {
        html += QStringLiteral("<tr><th align=\"left\">%1</th><td>%2</td><td>%3</td></tr>")
                    .arg(label.toHtmlEscaped(), a.toHtmlEscaped(), b.toHtmlEscaped());
    };
    row(MyzText::tr("Battle Level at the start"), QString::number(setup.factions[0].battleLevel), QString::number(setup.factions[1].battleLevel));
    row(MyzText::tr("Battle Dice left"), QString::number(m_battle.faction(0).battleDice), QString::number(m_battle.faction(1).battleDice));
    row(MyzText::tr("Fighters killed"), QString::number(m_battle.faction(0).fightersKilled),
        QString::number(m_battle.faction(1).fightersKilled));
    row(MyzText::tr("Support lost"), m_battle.faction(0).supportLost.join(QStringLiteral(", ")),
        m_battle.faction(1).supportLost.join(QStringLiteral(", ")));
    row(MyzText::tr("How it ended"), exitName(m_battle.faction(0).exit), exitName(m_battle.faction(1).exit));
    html += QStringLiteral("</table><h2>%1</h2><ol>").arg(MyzText::tr("Step by step").toHtmlEscaped());
    for (const QString &line : stepLines(m_battle))
        html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
    html += QStringLiteral("</ol><p>%1</p></body></html>").arg(standing(m_battle).toHtmlEscaped());
    return html;
}

} // namespace muster::myz
