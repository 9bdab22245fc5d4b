#include "RollLog.h"

#include "battle/gurps/BattleEngine.h"

#include <QCoreApplication>

namespace muster::gurps {

namespace {

struct RollText
{
    Q_DECLARE_TR_FUNCTIONS(BattleReport)
};

QString outcomeName(dice::RollOutcome outcome)
{
    switch (outcome) {
    case dice::RollOutcome::CriticalSuccess:
        return RollText::tr("critical success");
    case dice::RollOutcome::Success:
        return RollText::tr("success");
    case dice::RollOutcome::Failure:
        return RollText::tr("failure");
    case dice::RollOutcome::CriticalFailure:
        return RollText::tr("critical failure");
    }
    return {};
}

// "Sir Bors's Heroism roll: 9 against 12, success (typed)".
QString against(const QString &what, int roll, int target, const QString &result, bool typed)
{
    //: A roll in the round log and the report: what, the roll, its target, how it turned out, typed or rolled.
    return RollText::tr("%1: %2 against %3, %4 (%5)").arg(what).arg(roll).arg(target).arg(result, rollSource(typed));
}

// "Sir Bors's injury: 5 HP (rolled)".
QString plain(const QString &what, const QString &result, bool typed)
{
    return RollText::tr("%1: %2 (%3)").arg(what, result, rollSource(typed));
}

QString leadership(const QString &what, const LeadershipResult &r)
{
    return against(what, r.roll, r.target, r.success ? RollText::tr("success") : RollText::tr("failure"), r.typed);
}

QString personName(const BattleSetup &setup, int side, int person)
{
    return setup.sides.at(size_t(side)).people.value(person).name;
}

} // namespace

QString rollSource(bool typed)
{
    return typed ? RollText::tr("typed") : RollText::tr("rolled");
}

QStringList roundRollLines(const BattleEngine &engine, qsizetype roundIndex)
{
    const BattleSetup &setup = engine.setup();
    const BattleState &state = engine.state();
    const RoundRecord &r = state.rounds.at(roundIndex);
    QStringList lines;
    if (roundIndex == 0) {
        for (int s = 0; s < 2; ++s) {
            if (const auto &check = state.disloyalChecks.at(size_t(s)))
                lines << against(RollText::tr("%1's revolt roll").arg(sideLabel(setup, s)), check->roll, check->target,
                                 check->success ? RollText::tr("the Disloyal elements revolt")
                                                : RollText::tr("they stay loyal"),
                                 check->typed);
        }
    }
    for (int s = 0; s < 2; ++s) {
        for (const HeroismResult &h : r.heroism.at(size_t(s)))
            lines << against(RollText::tr("%1's Heroism roll").arg(personName(setup, s, h.person)), h.roll, h.target,
                             outcomeName(h.outcome), h.typed);
    }
    for (int s = 0; s < 2; ++s) {
        if (const auto &roll = r.impetuousRolls.at(size_t(s)))
            lines << leadership(RollText::tr("%1's Leadership roll to hold back the Impetuous elements").arg(sideLabel(setup, s)),
                                *roll);
        if (const auto &roll = r.fanaticRolls.at(size_t(s)))
            lines << leadership(RollText::tr("%1's Leadership roll to command the Fanatics").arg(sideLabel(setup, s)), *roll);
    }
    if (r.contested) {
        for (int s = 0; s < 2; ++s)
            lines << against(RollText::tr("%1's Strategy roll").arg(sideLabel(setup, s)), r.rolls.at(size_t(s)),
                             r.skills.at(size_t(s)).total(),
                             outcomeName(dice::successRoll(r.skills.at(size_t(s)).total(), r.rolls.at(size_t(s)))),
                             r.rollsTyped.at(size_t(s)));
    }
    for (int s = 0; s < 2; ++s) {
        for (const MisfortuneResult &m : r.misfortunes.at(size_t(s))) {
            const QString name = personName(setup, s, m.person);
            lines << against(RollText::tr("%1's Misfortunes of War roll").arg(name), m.roll, m.chance,
                             dice::succeeded(m.outcome) ? RollText::tr("struck") : RollText::tr("spared"), m.typed);
            if (m.injury > 0)
                lines << plain(RollText::tr("%1's injury").arg(name), RollText::tr("%1 HP").arg(m.injury), m.injuryTyped);
        }
    }
    for (int s = 0; s < 2; ++s) {
        if (const auto &roll = r.successorRolls.at(size_t(s)))
            lines << leadership(RollText::tr("%1's Leadership roll for the new commander").arg(sideLabel(setup, s)), *roll);
        if (const auto &roll = r.rallyRolls.at(size_t(s)))
            lines << leadership(RollText::tr("%1's Rally roll").arg(sideLabel(setup, s)), *roll);
    }
    return lines;
}

QStringList pursuitRollLines(const BattleEngine &engine)
{
    const BattleState &state = engine.state();
    QStringList lines;
    if (!state.pursuit || state.winner < 0)
        return lines;
    const PursuitResult &p = *state.pursuit;
    const QString winner = sideLabel(engine.setup(), state.winner);
    if (p.leadership) {
        lines << leadership(RollText::tr("%1's Leadership roll to control the pursuit").arg(winner), *p.leadership);
        if (!p.leadership->success)
            lines << plain(RollText::tr("The troops' reaction (1d)"),
                           p.reaction <= 3 ? RollText::tr("%1, they pursue").arg(p.reaction)
                                           : RollText::tr("%1, they hold the field").arg(p.reaction),
                           p.reactionTyped);
    }
    if (p.pursued && p.logisticsRoll > 0)
        lines << plain(RollText::tr("Logistics lost (1d x 5%)"), RollText::tr("%1, so %2%").arg(p.logisticsRoll).arg(p.logisticsLoss),
                       p.logisticsTyped);
    return lines;
}

} // namespace muster::gurps
