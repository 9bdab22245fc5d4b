#include "SmcBattle.h"

#include <QCoreApplication>

#include <algorithm>

namespace muster::smc {

namespace {

struct SmcText
{
    Q_DECLARE_TR_FUNCTIONS(Smc)
};

QString signedDice(int dice)
{
    return dice >= 0 ? QStringLiteral("+%1").arg(dice) : QStringLiteral("\u2212%1").arg(-dice);
}

QString successesText(int successes)
{
    return successes == 1 ? SmcText::tr("1 success") : SmcText::tr("%1 successes").arg(successes);
}

QString rollText(const RollPool &pool, const QList<int> &faces, const SmcOptions &options)
{
    return SmcText::tr("%1: %2, %3")
        .arg(poolText(pool), facesText(faces, options), successesText(successes(faces, options)));
}

void addTerm(RollPool &pool, const QString &label, int dice)
{
    if (dice != 0 || pool.terms.isEmpty())
        pool.terms << PoolTerm{label, dice};
}

int sumDice(const RollPool &pool)
{
    int dice = 0;
    for (const PoolTerm &term : pool.terms)
        dice += term.dice;
    return std::max(0, dice);
}

} // namespace

QString poolText(const RollPool &pool)
{
    QStringList terms;
    for (const PoolTerm &term : pool.terms)
        terms << (terms.isEmpty() ? QStringLiteral("%1 %2").arg(term.label).arg(term.dice)
                                  : QStringLiteral("%1 %2").arg(term.label, signedDice(term.dice)));
    return SmcText::tr("%1 = %2 dice").arg(terms.join(QStringLiteral(", ")), QString::number(pool.dice));
}

QString rollKindName(RollKind kind)
{
    switch (kind) {
    case RollKind::Rally: return SmcText::tr("Rally");
    case RollKind::Withdraw: return SmcText::tr("Withdraw");
    case RollKind::Clash: return SmcText::tr("Clash");
    case RollKind::Rout: return SmcText::tr("Rout check");
    case RollKind::Tactics: return SmcText::tr("Maintain Tactics");
    }
    return {};
}

RollOdds rollOdds(const PendingRoll &roll, const SmcOptions &options)
{
    RollOdds odds;
    if (roll.kind == RollKind::Clash) {
        odds.clash = clashOdds(roll.pool.dice, roll.bonusSuccesses, roll.defenderPool.dice, options);
        odds.success = 1.0 - odds.clash.attackerBeatenOff;
        return odds;
    }
    odds.success = chanceToSucceed(roll.pool.dice, roll.difficulty, options);
    odds.botch = chanceOfBotch(roll.pool.dice, options);
    return odds;
}

QString facesText(const QList<int> &faces, const SmcOptions &options)
{
    if (faces.isEmpty())
        return SmcText::tr("no dice");
    QStringList parts;
    for (const int face : faces) {
        const int counted = successes({face}, options);
        parts << QString::number(face) + QString(counted, QChar(0x2713));
    }
    QString text = parts.join(QLatin1Char(' '));
    if (isBotch(faces, options))
        text += SmcText::tr(" (botch)");
    return text;
}

SmcBattle::SmcBattle(BattleSetup setup) : m_setup(std::move(setup))
{
    rebuild();
}

int SmcBattle::winner() const
{
    const bool first = armyStanding(0), second = armyStanding(1);
    if (first && !second)
        return 0;
    if (second && !first)
        return 1;
    return -1;
}

Status SmcBattle::take(const Step &step)
{
    if (Status status = check(step); !status)
        return status;
    apply(step);
    m_steps << step;
    return success();
}

void SmcBattle::undo()
{
    if (m_steps.isEmpty())
        return;
    m_steps.removeLast();
    rebuild();
}

void SmcBattle::rebuild()
{
    m_lines.clear();
    m_phase = Phase::Declare;
    m_turn = 1;
    for (int army = 0; army < 2; ++army) {
        m_units[army].clear();
        for (const Unit &u : m_setup.armies[army].units)
            m_units[army] << UnitState{u.strength, u.battlePlans, false, 0, false};
    }
    m_engagements.clear();
    m_declared.clear();
    m_plan.clear();
    m_next = 0;
    m_routTests.clear();
    m_tactics.clear();
    m_failedRally.clear();
    m_endReason.clear();
    for (const Step &step : std::as_const(m_steps))
        apply(step);
}

QList<UnitRef> SmcBattle::responseOrder() const
{
    const int first = m_setup.armies[1].responseSpeed > m_setup.armies[0].responseSpeed ? 1 : 0;
    QList<UnitRef> order;
    for (const int army : {first, 1 - first})
        for (int i = 0; i < unitCount(army); ++i)
            order << UnitRef{army, i};
    return order;
}

QList<int> SmcBattle::engagedWith(UnitRef unit) const
{
    QList<int> enemies;
    for (const auto &[a, b] : m_engagements) {
        if (unit.army == 0 && a == unit.unit)
            enemies << b;
        else if (unit.army == 1 && b == unit.unit)
            enemies << a;
    }
    return enemies;
}

bool SmcBattle::isEngaged(UnitRef unit, int enemy) const
{
    return engagedWith(unit).contains(enemy);
}

std::optional<Declaration> SmcBattle::declared(UnitRef unit) const
{
    for (const Declaration &d : m_declared)
        if (d.unit == unit)
            return d;
    return std::nullopt;
}

int SmcBattle::flurryPenalty(const Declaration &d) const
{
    const int actions = int(d.rally) + int(d.withdraw) + int(d.engage >= 0) + int(d.clash >= 0)
                        + int(!d.special.trimmed().isEmpty());
    return actions > 1 ? m_setup.options.flurryPenalty * (actions - 1) : 0;
}

QString SmcBattle::unitName(UnitRef ref) const
{
    return unit(ref).name;
}

Status SmcBattle::checkDeclaration(const Declaration &d, const QList<Declaration> &earlier) const
{
    if (d.unit.army < 0 || d.unit.army > 1 || d.unit.unit < 0 || d.unit.unit >= unitCount(d.unit.army))
        return Error{SmcText::tr("no such unit"), QStringLiteral("unit")};
    const QString name = unitName(d.unit);
    const UnitState &s = state(d.unit);
    if (s.destroyed)
        return Error{SmcText::tr("%1 is destroyed and takes no action").arg(name), QStringLiteral("unit")};
    for (const Declaration &e : earlier)
        if (e.unit == d.unit)
            return Error{SmcText::tr("%1 declares once a turn").arg(name), QStringLiteral("unit")};
    const bool special = !d.special.trimmed().isEmpty();
    if (!d.rally && !d.withdraw && d.engage < 0 && d.clash < 0 && !special)
        return Error{SmcText::tr("%1 declares no action: leave it out instead").arg(name), QStringLiteral("unit")};
    if (d.rally && !s.routing)
        return Error{SmcText::tr("%1 is not in flight: only a routing unit Rallies").arg(name), QStringLiteral("rally")};
    if (s.routing && !d.rally && (d.engage >= 0 || d.clash >= 0 || special))
        return Error{SmcText::tr("%1 is in flight: it can only Rally or Withdraw, or flurry other actions with a Rally")
                         .arg(name),
                     QStringLiteral("rally")};
    if (d.withdraw && engagedWith(d.unit).isEmpty())
        return Error{SmcText::tr("%1 is not engaged: there is nothing to Withdraw from").arg(name),
                     QStringLiteral("withdraw")};
    const int enemyArmy = 1 - d.unit.army;
    const auto enemyProblem = [&](int enemy, const QString &field) -> std::optional<Error> {
        if (enemy >= unitCount(enemyArmy))
            return Error{SmcText::tr("no such enemy unit"), field};
        if (state({enemyArmy, enemy}).destroyed)
            return Error{SmcText::tr("%1 is destroyed").arg(unitName({enemyArmy, enemy})), field};
        return std::nullopt;
    };
    const Unit &u = unit(d.unit);
    if (d.engage >= 0) {
        if (auto problem = enemyProblem(d.engage, QStringLiteral("engage")))
            return *problem;
        const QString enemy = unitName({enemyArmy, d.engage});
        if (u.ranged)
            return Error{SmcText::tr("%1 is a ranged unit: it Clashes without engaging").arg(name),
                         QStringLiteral("engage")};
        if (isEngaged(d.unit, d.engage))
            return Error{SmcText::tr("%1 is already engaged with %2: declare the Clash alone").arg(name, enemy),
                         QStringLiteral("engage")};
        if (d.clash != d.engage)
            return Error{SmcText::tr("Engage Enemy is flurried with a Clash on the same unit: %1 must Clash with %2")
                             .arg(name, enemy),
                         QStringLiteral("clash")};
        int engagers = int(engagedWith({enemyArmy, d.engage}).size());
        for (const Declaration &e : earlier)
            if (e.unit.army == d.unit.army && e.engage == d.engage)
                ++engagers;
        const int limit = std::max(1, state({enemyArmy, d.engage}).strength.magnitude);
        if (engagers >= limit)
            return Error{SmcText::tr("%1 is already engaged by %2 units, as many as its Magnitude allows")
                             .arg(enemy)
                             .arg(limit),
                         QStringLiteral("engage")};
    }
    if (d.clash >= 0) {
        if (auto problem = enemyProblem(d.clash, QStringLiteral("clash")))
            return *problem;
        const QString enemy = unitName({enemyArmy, d.clash});
        if (!u.ranged && !isEngaged(d.unit, d.clash) && d.engage != d.clash)
            return Error{SmcText::tr("%1 is not engaged with %2: flurry Engage Enemy with the Clash").arg(name, enemy),
                         QStringLiteral("clash")};
        if (!u.ranged && d.withdraw && isEngaged(d.unit, d.clash))
            return Error{SmcText::tr("%1 cannot Withdraw from %2 and Clash with it").arg(name, enemy),
                         QStringLiteral("clash")};
    }
    return success();
}

Status SmcBattle::check(const Step &step) const
{
    if (m_phase == Phase::Over)
        return Error{SmcText::tr("The battle is over."), QStringLiteral("step")};
    if (const auto *declare = std::get_if<DeclareStep>(&step)) {
        if (m_phase != Phase::Declare)
            return Error{SmcText::tr("This turn's actions are declared; the next roll is due."), QStringLiteral("step")};
        QList<Declaration> earlier;
        for (const Declaration &d : declare->declarations) {
            // The field names the declaration, as the battle file lists them ("units[2].clash").
            if (Status status = checkDeclaration(d, earlier); !status)
                return Error{status.error().message,
                             QStringLiteral("units[%1].%2").arg(earlier.size()).arg(status.error().field)};
            earlier << d;
        }
        return success();
    }
    if (const auto *roll = std::get_if<RollStep>(&step))
        return checkRoll(*roll);
    return success();
}

Status SmcBattle::checkRoll(const RollStep &step) const
{
    const std::optional<PendingRoll> pending = pendingRoll();
    if (!pending)
        return Error{SmcText::tr("No roll is due: declare the turn's actions first."), QStringLiteral("step")};
    if (step.kind != pending->kind || !(step.unit == pending->unit))
        return Error{SmcText::tr("The roll due is %1's %2.").arg(unitName(pending->unit), rollKindName(pending->kind)),
                     QStringLiteral("roll")};
    const auto facesProblem = [](const QList<int> &faces, int dice, const QString &field) -> Status {
        if (faces.size() != dice)
            return Error{dice == 1 ? SmcText::tr("the pool has 1 die; %1 faces were given").arg(faces.size())
                                   : SmcText::tr("the pool has %1 dice; %2 faces were given").arg(dice).arg(faces.size()),
                         field};
        for (const int face : faces)
            if (face < 1 || face > 10)
                return Error{SmcText::tr("a d10 shows 1 to 10, not %1").arg(face), field};
        return success();
    };
    if (Status status = facesProblem(step.faces, pending->pool.dice, QStringLiteral("faces")); !status)
        return status;
    if (pending->kind == RollKind::Clash)
        return facesProblem(step.defenderFaces, pending->defenderPool.dice, QStringLiteral("defender_faces"));
    if (!step.defenderFaces.isEmpty())
        return Error{SmcText::tr("only a Clash has a defender's dice"), QStringLiteral("defender_faces")};
    return success();
}

void SmcBattle::apply(const Step &step)
{
    if (const auto *declare = std::get_if<DeclareStep>(&step)) {
        this->declare(*declare);
    } else if (const auto *rolled = std::get_if<RollStep>(&step)) {
        roll(*rolled);
    } else {
        const EndStep &end = std::get<EndStep>(step);
        m_endReason = end.reason.trimmed().isEmpty() ? SmcText::tr("the GM ends the battle") : end.reason.trimmed();
        m_phase = Phase::Over;
        m_lines << SmcText::tr("Turn %1: the battle ends: %2.").arg(m_turn).arg(m_endReason);
    }
}

void SmcBattle::declare(const DeclareStep &step)
{
    m_declared = step.declarations;
    m_plan.clear();
    m_next = 0;
    const QList<UnitRef> order = responseOrder();
    QStringList parts;
    for (const UnitRef &ref : order) {
        const std::optional<Declaration> d = declared(ref);
        if (!d)
            continue;
        QStringList actions;
        const int enemyArmy = 1 - ref.army;
        if (d->rally)
            actions << SmcText::tr("Rally");
        if (d->withdraw)
            actions << SmcText::tr("Withdraw");
        if (d->engage >= 0)
            actions << SmcText::tr("Engage %1").arg(unitName({enemyArmy, d->engage}));
        if (d->clash >= 0)
            actions << SmcText::tr("Clash with %1").arg(unitName({enemyArmy, d->clash}));
        if (!d->special.trimmed().isEmpty())
            actions << SmcText::tr("Special Action: %1").arg(d->special.trimmed());
        QString part = SmcText::tr("%1: %2").arg(unitName(ref), actions.join(QStringLiteral(", ")));
        if (const int flurry = flurryPenalty(*d))
            part += SmcText::tr(" (flurry, %1 per action)").arg(signedDice(-flurry));
        parts << part;
        if (d->rally)
            m_plan << Action{RollKind::Rally, ref, -1};
        if (d->withdraw)
            m_plan << Action{RollKind::Withdraw, ref, -1};
    }
    for (const UnitRef &ref : order)
        if (const std::optional<Declaration> d = declared(ref); d && d->clash >= 0)
            m_plan << Action{RollKind::Clash, ref, d->clash};
    m_phase = Phase::Resolve;
    QString line = parts.isEmpty() ? SmcText::tr("Turn %1: no unit acts.").arg(m_turn)
                                   : SmcText::tr("Turn %1, declared: %2.").arg(m_turn).arg(parts.join(QStringLiteral("; ")));
    advance(line);
    m_lines << line;
}

RollPool SmcBattle::leaderPool(UnitRef ref, int rating, const QString &ratingLabel, int bonus,
                               const QString &bonusLabel, bool magnitudePenalty, int flurry) const
{
    RollPool pool;
    pool.terms << PoolTerm{ratingLabel, rating};
    addTerm(pool, bonusLabel, bonus);
    if (magnitudePenalty)
        addTerm(pool, SmcText::tr("Magnitude"), -state(ref).strength.magnitude);
    addTerm(pool, SmcText::tr("Flurry"), -flurry);
    pool.dice = sumDice(pool);
    return pool;
}

RollPool SmcBattle::clashPool(UnitRef ref, int flurry) const
{
    RollPool pool;
    pool.terms << PoolTerm{SmcText::tr("Power"), unit(ref).power};
    addTerm(pool, SmcText::tr("Battle Plans"), state(ref).battlePlans);
    if (state(ref).routing)
        addTerm(pool, SmcText::tr("In flight"), -2);
    addTerm(pool, SmcText::tr("Flurry"), -flurry);
    pool.dice = sumDice(pool);
    return pool;
}

std::optional<PendingRoll> SmcBattle::pendingFor(const Action &action) const
{
    PendingRoll pending;
    pending.kind = action.kind;
    pending.unit = action.unit;
    const Unit &u = unit(action.unit);
    const int flurry = declared(action.unit) ? flurryPenalty(*declared(action.unit)) : 0;
    switch (action.kind) {
    case RollKind::Rally:
        pending.pool = leaderPool(action.unit, u.leader.leadership, SmcText::tr("Leadership"), u.morale,
                                  SmcText::tr("Morale"), true, flurry);
        pending.difficulty = rallyDifficulty(state(action.unit).lastCheck);
        break;
    case RollKind::Withdraw:
        pending.pool = leaderPool(action.unit, u.leader.leadership, SmcText::tr("Leadership"), u.drill,
                                  SmcText::tr("Drill"), true, flurry);
        pending.difficulty = 1;
        break;
    case RollKind::Clash: {
        const UnitRef defender{1 - action.unit.army, action.target};
        pending.target = action.target;
        pending.engages = !u.ranged && !isEngaged(action.unit, action.target);
        pending.pool = clashPool(action.unit, flurry);
        pending.defenderPool = clashPool(defender, 0);
        pending.bonusSuccesses = magnitudeBonus(state(action.unit).strength.magnitude, state(defender).strength.magnitude);
        break;
    }
    case RollKind::Rout:
    case RollKind::Tactics:
        return std::nullopt;
    }
    return pending;
}

std::optional<PendingRoll> SmcBattle::pendingRoll() const
{
    if (m_phase == Phase::Resolve) {
        if (!m_routTests.isEmpty()) {
            const RoutTest &test = m_routTests.constFirst();
            const Unit &u = unit(test.unit);
            PendingRoll pending;
            pending.kind = RollKind::Rout;
            pending.unit = test.unit;
            pending.pool = leaderPool(test.unit, u.leader.leadership, SmcText::tr("Leadership"), u.morale,
                                      SmcText::tr("Morale"), true, 0);
            pending.difficulty = routDifficulty(test.conditions);
            pending.conditions = test.conditions;
            return pending;
        }
        if (m_next < m_plan.size())
            return pendingFor(m_plan.at(m_next));
    }
    if (m_phase == Phase::Tactics && !m_tactics.isEmpty()) {
        const UnitRef ref = m_tactics.constFirst();
        PendingRoll pending;
        pending.kind = RollKind::Tactics;
        pending.unit = ref;
        pending.pool = leaderPool(ref, unit(ref).leader.tactics, SmcText::tr("Tactics"), 0, {}, false, 0);
        pending.difficulty = state(ref).battlePlans;
        return pending;
    }
    return std::nullopt;
}

void SmcBattle::roll(const RollStep &step)
{
    const PendingRoll pending = *pendingRoll();
    QString line;
    switch (pending.kind) {
    case RollKind::Rally: line = rallyRolled(pending, step); break;
    case RollKind::Withdraw: line = withdrawRolled(pending, step); break;
    case RollKind::Clash: line = clashRolled(pending, step); break;
    case RollKind::Rout: line = routRolled(pending, step); break;
    case RollKind::Tactics: line = tacticsRolled(pending, step); break;
    }
    // The roll is done: off the queue it came from, and on to the next.
    if (pending.kind == RollKind::Rout)
        m_routTests.removeFirst();
    else if (pending.kind == RollKind::Tactics)
        m_tactics.removeFirst();
    else
        ++m_next;
    advance(line);
    m_lines << line;
}

int SmcBattle::damage(UnitRef ref, int points, QString &line)
{
    UnitState &s = mutableState(ref);
    const DamageResult result = applyDamage(s.strength, points, m_setup.options);
    s.strength = result.after;
    const QString name = unitName(ref);
    if (result.destroyed) {
        s.destroyed = true;
        s.routing = false;
        disengageAll(ref);
        line += SmcText::tr(" %1 takes %2 Health and is destroyed.").arg(name).arg(points);
    } else if (result.magnitudeLost > 0) {
        line += SmcText::tr(" %1 takes %2 Health and loses %3 Magnitude: Magnitude %4, Health %5.")
                    .arg(name)
                    .arg(points)
                    .arg(result.magnitudeLost)
                    .arg(s.strength.magnitude)
                    .arg(s.strength.health);
    } else {
        line += SmcText::tr(" %1 takes %2 Health: Magnitude %3, Health %4.")
                    .arg(name)
                    .arg(points)
                    .arg(s.strength.magnitude)
                    .arg(s.strength.health);
    }
    return result.magnitudeLost;
}

RoutConditions SmcBattle::conditions(UnitRef ref, int magnitudeLost, int withdrewFrom) const
{
    RoutConditions c;
    c.magnitudeLost = magnitudeLost;
    c.withdrewFrom = withdrewFrom;
    c.ownMagnitude = state(ref).strength.magnitude;
    c.ownMight = unit(ref).might;
    for (const int enemy : engagedWith(ref)) {
        const UnitRef enemyRef{1 - ref.army, enemy};
        c.engagedMagnitude += state(enemyRef).strength.magnitude;
        c.engagedMight += unit(enemyRef).might;
    }
    return c;
}

void SmcBattle::routConditionsMet(UnitRef ref, int magnitudeLost, int withdrewFrom, QString &line)
{
    UnitState &s = mutableState(ref);
    if (s.destroyed)
        return;
    const RoutConditions c = conditions(ref, magnitudeLost, withdrewFrom);
    const int penalties = routDifficulty(c);
    if (penalties <= 0)
        return;
    if (s.routing) {
        s.lastCheck = routedAgain(s.lastCheck, penalties);
        line += SmcText::tr(" %1, in flight, meets rout conditions again (%2): its next Rally is at difficulty %3.")
                    .arg(unitName(ref))
                    .arg(penalties)
                    .arg(rallyDifficulty(s.lastCheck));
        return;
    }
    m_routTests << RoutTest{ref, c};
    line += SmcText::tr(" %1 must test for rout at difficulty %2.").arg(unitName(ref)).arg(penalties);
}

QString SmcBattle::rallyRolled(const PendingRoll &pending, const RollStep &step)
{
    const SmcOptions &o = m_setup.options;
    const int rolled = successes(step.faces, o);
    UnitState &s = mutableState(pending.unit);
    QString line = SmcText::tr("Turn %1, Rally of %2 at difficulty %3 (%4).")
                       .arg(m_turn)
                       .arg(unitName(pending.unit))
                       .arg(pending.difficulty)
                       .arg(rollText(pending.pool, step.faces, o));
    if (rollSucceeds(pending.pool.dice, rolled, pending.difficulty)) {
        s.routing = false;
        line += SmcText::tr(" It rallies.");
    } else {
        const int missing = pending.difficulty - rolled;
        s.lastCheck = pending.difficulty;
        m_failedRally << pending.unit;
        line += SmcText::tr(" It fails by %1 and is in full retreat.").arg(missing);
        damage(pending.unit, missing, line);
    }
    return line;
}

QString SmcBattle::withdrawRolled(const PendingRoll &pending, const RollStep &step)
{
    const SmcOptions &o = m_setup.options;
    QString line = SmcText::tr("Turn %1, %2 tries to Withdraw (%3).")
                       .arg(m_turn)
                       .arg(unitName(pending.unit))
                       .arg(rollText(pending.pool, step.faces, o));
    if (rollSucceeds(pending.pool.dice, successes(step.faces, o), pending.difficulty)) {
        const int from = int(engagedWith(pending.unit).size());
        disengageAll(pending.unit);
        line += SmcText::tr(" It is no longer engaged.");
        routConditionsMet(pending.unit, 0, from, line);
    } else {
        line += SmcText::tr(" It stays engaged.");
    }
    return line;
}

QString SmcBattle::clashRolled(const PendingRoll &pending, const RollStep &step)
{
    const SmcOptions &o = m_setup.options;
    const UnitRef attacker = pending.unit;
    const UnitRef defender{1 - attacker.army, pending.target};
    if (pending.engages)
        m_engagements << (attacker.army == 0 ? std::pair{attacker.unit, defender.unit}
                                             : std::pair{defender.unit, attacker.unit});
    const int attackerSuccesses = successes(step.faces, o) + pending.bonusSuccesses;
    const int defenderSuccesses = successes(step.defenderFaces, o);
    QString line = SmcText::tr("Turn %1, Clash: %2 %3 %4 (%5")
                       .arg(m_turn)
                       .arg(unitName(attacker),
                            pending.engages ? SmcText::tr("engages and attacks") : SmcText::tr("attacks"),
                            unitName(defender), rollText(pending.pool, step.faces, o));
    if (pending.bonusSuccesses > 0)
        line += SmcText::tr(", +%1 for Magnitude").arg(pending.bonusSuccesses);
    line += SmcText::tr("; %1 defends with %2).").arg(unitName(defender), rollText(pending.defenderPool, step.defenderFaces, o));
    const ClashResult result = resolveClash(attackerSuccesses, defenderSuccesses);
    int attackerLost = 0, defenderLost = 0;
    if (result.attackerWins) {
        line += SmcText::tr(" %1 wins by %2.").arg(unitName(attacker)).arg(result.damageToDefender);
        defenderLost = damage(defender, result.damageToDefender, line);
    } else {
        line += SmcText::tr(" %1 beats the attack off.").arg(unitName(defender));
        attackerLost = damage(attacker, result.damageToAttacker, line);
    }
    routConditionsMet(attacker, attackerLost, 0, line);
    routConditionsMet(defender, defenderLost, 0, line);
    return line;
}

QString SmcBattle::routRolled(const PendingRoll &pending, const RollStep &step)
{
    const SmcOptions &o = m_setup.options;
    UnitState &s = mutableState(pending.unit);
    QString line = SmcText::tr("Turn %1, rout check of %2 at difficulty %3 (%4).")
                       .arg(m_turn)
                       .arg(unitName(pending.unit))
                       .arg(pending.difficulty)
                       .arg(rollText(pending.pool, step.faces, o));
    if (rollSucceeds(pending.pool.dice, successes(step.faces, o), pending.difficulty)) {
        line += SmcText::tr(" It holds.");
    } else {
        s.routing = true;
        s.lastCheck = pending.difficulty;
        line += SmcText::tr(" It is in flight; its Rally will be at difficulty %1.").arg(rallyDifficulty(s.lastCheck));
    }
    return line;
}

QString SmcBattle::tacticsRolled(const PendingRoll &pending, const RollStep &step)
{
    const SmcOptions &o = m_setup.options;
    UnitState &s = mutableState(pending.unit);
    QString line = SmcText::tr("Turn %1, %2 maintains tactics against Battle Plans %3 (%4).")
                       .arg(m_turn)
                       .arg(unitName(pending.unit))
                       .arg(pending.difficulty)
                       .arg(rollText(pending.pool, step.faces, o));
    if (rollSucceeds(pending.pool.dice, successes(step.faces, o), pending.difficulty)) {
        line += SmcText::tr(" The plans hold.");
    } else {
        const int lost = isBotch(step.faces, o) ? 2 : 1;
        s.battlePlans = std::max(0, s.battlePlans - lost);
        line += SmcText::tr(" Battle Plans drop to %1.").arg(s.battlePlans);
    }
    return line;
}

void SmcBattle::disengageAll(UnitRef ref)
{
    m_engagements.removeIf([ref](const std::pair<int, int> &e) {
        return ref.army == 0 ? e.first == ref.unit : e.second == ref.unit;
    });
}

bool SmcBattle::armyStanding(int army) const
{
    return std::any_of(m_units[army].cbegin(), m_units[army].cend(), [](const UnitState &s) { return !s.destroyed; });
}

QString SmcBattle::whyActionLapses(const Action &action) const
{
    const QString name = unitName(action.unit);
    const QString what = rollKindName(action.kind);
    if (state(action.unit).destroyed)
        return SmcText::tr(" %1 is destroyed: no %2.").arg(name, what);
    if (action.kind == RollKind::Rally)
        return {};
    if (m_failedRally.contains(action.unit))
        return SmcText::tr(" %1 failed to Rally: no %2.").arg(name, what);
    if (action.kind == RollKind::Withdraw)
        return engagedWith(action.unit).isEmpty() ? SmcText::tr(" %1 is no longer engaged: no Withdraw.").arg(name)
                                                  : QString();
    const UnitRef target{1 - action.unit.army, action.target};
    if (state(action.unit).routing)
        return SmcText::tr(" %1 is in flight: no Clash.").arg(name);
    if (state(target).destroyed)
        return SmcText::tr(" %1 is destroyed: %2 has no one to Clash with.").arg(unitName(target), name);
    const std::optional<Declaration> d = declared(action.unit);
    if (!unit(action.unit).ranged && !isEngaged(action.unit, action.target) && !(d && d->engage == action.target))
        return SmcText::tr(" %1 is no longer engaged with %2: no Clash.").arg(name, unitName(target));
    return {};
}

void SmcBattle::advance(QString &line)
{
    if (!armyStanding(0) || !armyStanding(1)) {
        m_phase = Phase::Over;
        const int won = winner();
        line += won < 0 ? SmcText::tr(" Neither army has a unit standing: the battle is over.")
                        : SmcText::tr(" %1 has no unit standing: %2 wins the battle.")
                              .arg(m_setup.armies[1 - won].name, m_setup.armies[won].name);
        return;
    }
    if (m_phase == Phase::Resolve) {
        if (!m_routTests.isEmpty())
            return;
        while (m_next < m_plan.size()) {
            const QString lapse = whyActionLapses(m_plan.at(m_next));
            if (lapse.isEmpty())
                return;
            line += lapse;
            ++m_next;
        }
        m_phase = Phase::Tactics;
        m_tactics.clear();
        for (const UnitRef &ref : responseOrder())
            if (!state(ref).destroyed && state(ref).battlePlans > 0)
                m_tactics << ref;
    }
    if (m_phase == Phase::Tactics && m_tactics.isEmpty()) {
        ++m_turn;
        m_phase = Phase::Declare;
        m_declared.clear();
        m_plan.clear();
        m_next = 0;
        m_failedRally.clear();
    }
}

} // namespace muster::smc
