#include "D20Battle.h"

#include <QCoreApplication>

#include <algorithm>

namespace muster::d20 {

namespace {

struct D20Text
{
    Q_DECLARE_TR_FUNCTIONS(D20)
};

QString signedNumber(int value)
{
    return value >= 0 ? QStringLiteral("+%1").arg(value) : QStringLiteral("\u2212%1").arg(-value);
}

QString tileText(Tile tile)
{
    return D20Text::tr("(%1, %2)").arg(tile.x()).arg(tile.y());
}

const QStringList fearConditions{Condition::unsettled, Condition::wavering, Condition::terrorized};

} // namespace

QString rollKindName(RollKind kind)
{
    switch (kind) {
    case RollKind::Attack: return D20Text::tr("attack");
    case RollKind::Retaliation: return D20Text::tr("retaliatory attack");
    case RollKind::FreeAttack: return D20Text::tr("free attack");
    case RollKind::Morale: return D20Text::tr("morale check");
    }
    return {};
}

QString attackResultName(AttackResult result)
{
    switch (result) {
    case AttackResult::Miss: return D20Text::tr("miss");
    case AttackResult::Glancing: return D20Text::tr("glancing blow");
    case AttackResult::Hit: return D20Text::tr("hit");
    case AttackResult::Critical: return D20Text::tr("critical");
    case AttackResult::Natural20: return D20Text::tr("natural 20");
    }
    return {};
}

QString facingName(int facing)
{
    static const char *names[] = {QT_TRANSLATE_NOOP("D20", "north"),      QT_TRANSLATE_NOOP("D20", "north-east"),
                                  QT_TRANSLATE_NOOP("D20", "east"),       QT_TRANSLATE_NOOP("D20", "south-east"),
                                  QT_TRANSLATE_NOOP("D20", "south"),      QT_TRANSLATE_NOOP("D20", "south-west"),
                                  QT_TRANSLATE_NOOP("D20", "west"),       QT_TRANSLATE_NOOP("D20", "north-west")};
    return D20Text::tr(names[((facing % 8) + 8) % 8]);
}

D20Battle::D20Battle(BattleSetup setup) : m_setup(std::move(setup))
{
    rebuild();
}

Phase D20Battle::phase() const
{
    if (m_over)
        return Phase::Over;
    if (!m_pending.isEmpty())
        return m_pending.constFirst().pursuit ? Phase::Pursuit : Phase::Roll;
    return Phase::Turn;
}

bool D20Battle::onBoard(UnitRef ref) const
{
    const UnitState &s = state(ref);
    return !s.destroyed && s.position != reserve;
}

std::optional<UnitRef> D20Battle::unitAt(Tile tile) const
{
    for (int army = 0; army < 2; ++army)
        for (int i = 0; i < unitCount(army); ++i)
            if (onBoard({army, i}) && state({army, i}).position == tile)
                return UnitRef{army, i};
    return std::nullopt;
}

QList<int> D20Battle::engagedWith(UnitRef ref) const
{
    QList<int> enemies;
    for (const auto &[a, b] : m_engagements) {
        if (ref.army == 0 && a == ref.unit)
            enemies << b;
        else if (ref.army == 1 && b == ref.unit)
            enemies << a;
    }
    return enemies;
}

bool D20Battle::zoneWorks(int army, int zone) const
{
    const QRect &rect = m_setup.armies[army].zones.at(zone);
    for (int i = 0; i < unitCount(1 - army); ++i)
        if (onBoard({1 - army, i}) && rect.contains(state({1 - army, i}).position))
            return false;
    return true;
}

bool D20Battle::armyStanding(int army) const
{
    return std::any_of(m_units[army].cbegin(), m_units[army].cend(), [](const UnitState &s) { return !s.destroyed; });
}

int D20Battle::winner() const
{
    const bool first = armyStanding(0), second = armyStanding(1);
    return first && !second ? 0 : second && !first ? 1 : -1;
}

QString D20Battle::unitName(UnitRef ref) const
{
    return unit(ref).name;
}

Status D20Battle::take(const Step &step)
{
    if (Status status = check(step); !status)
        return status;
    apply(step);
    m_steps << step;
    return success();
}

void D20Battle::undo()
{
    if (m_steps.isEmpty())
        return;
    m_steps.removeLast();
    rebuild();
}

void D20Battle::rebuild()
{
    m_lines.clear();
    m_round = 1;
    m_turnArmy = std::clamp(m_setup.firstArmy, 0, 1);
    m_turnsThisRound = 0;
    for (int army = 0; army < 2; ++army) {
        m_units[army].clear();
        for (const Unit &u : m_setup.armies[army].units)
            m_units[army] << UnitState{u.health, u.conditions, u.position, u.facing, u.health <= 0, false, false, 0};
        m_joined[army].clear();
        for (int c = 0; c < m_setup.armies[army].champions.size(); ++c)
            m_joined[army].insert(c, m_setup.armies[army].champions.at(c).joined);
        m_championActed[army].clear();
    }
    m_engagements.clear();
    m_pending.clear();
    m_activation.reset();
    m_over = false;
    m_endReason.clear();
    for (const Step &step : std::as_const(m_steps))
        apply(step);
}

Result<PendingRoll> D20Battle::attackFrom(UnitRef attacker, Tile from, int facing, UnitRef target, RollKind kind) const
{
    const Unit &a = unit(attacker);
    const Unit &t = unit(target);
    if (!onBoard(target))
        return Error{D20Text::tr("%1 is not on the board").arg(t.name), QStringLiteral("target")};
    const int tiles = distance(from, state(target).position);
    const int increment = rangeIncrement(tiles, a.rangeIncrement);
    // Free attacks and retaliation strike the unit in contact, whatever its facing.
    if (kind == RollKind::Attack) {
        if (!faces(from, facing, state(target).position, a.type))
            return Error{a.type == UnitType::Melee
                             ? D20Text::tr("%1 must face %2 in the tile next to it to attack").arg(a.name, t.name)
                             : D20Text::tr("%1 is outside the arc %2 faces").arg(t.name, a.name),
                         QStringLiteral("target")};
        if (increment > maxIncrement(a.type))
            return Error{D20Text::tr("%1 is %2 range increments away; %3 reaches %4").arg(t.name).arg(increment).arg(a.name).arg(maxIncrement(a.type)),
                         QStringLiteral("target")};
    }
    PendingRoll roll;
    roll.kind = kind;
    roll.unit = attacker;
    roll.target = target;
    roll.increment = kind == RollKind::Attack ? increment : 1;
    roll.rangePenalty = rangePenalty(roll.increment);
    roll.modifier = a.attack + roll.rangePenalty;
    roll.defense = t.defense;
    roll.damage = a.damage;
    roll.odds = attackOdds(roll.modifier, t.defense, a.damage, state(target).health, t.maxHealth, t.morale, m_setup.options);
    return roll;
}

std::optional<PendingRoll> D20Battle::pendingRoll() const
{
    if (m_pending.isEmpty() || m_pending.constFirst().pursuit)
        return std::nullopt;
    const Pending &p = m_pending.constFirst();
    if (p.kind == RollKind::Morale) {
        PendingRoll roll;
        roll.kind = RollKind::Morale;
        roll.unit = p.unit;
        roll.modifier = unit(p.unit).morale;
        roll.defense = m_setup.options.moraleDc;
        int holding = 0;
        for (int face = 1; face <= 20; ++face)
            holding += moraleHolds(face, roll.modifier, m_setup.options) ? 1 : 0;
        roll.holds = holding / 20.0;
        return roll;
    }
    auto roll = attackFrom(p.unit, state(p.unit).position, state(p.unit).facing, p.target, p.kind);
    return roll ? std::optional<PendingRoll>(*roll) : std::nullopt;
}

std::optional<std::pair<UnitRef, Tile>> D20Battle::pendingPursuit() const
{
    if (m_pending.isEmpty() || !m_pending.constFirst().pursuit)
        return std::nullopt;
    return std::pair{m_pending.constFirst().unit, m_pending.constFirst().tile};
}

Status D20Battle::check(const Step &step) const
{
    if (m_over)
        return Error{D20Text::tr("The battle is over."), QStringLiteral("step")};
    if (const auto *roll = std::get_if<RollStep>(&step)) {
        const std::optional<PendingRoll> due = pendingRoll();
        if (!due)
            return Error{D20Text::tr("No roll is due."), QStringLiteral("step")};
        if (roll->kind != due->kind || !(roll->unit == due->unit))
            return Error{D20Text::tr("The roll due is the %1 of %2.").arg(rollKindName(due->kind), unitName(due->unit)),
                         QStringLiteral("roll")};
        if (roll->face < 1 || roll->face > 20)
            return Error{D20Text::tr("a d20 shows 1 to 20, not %1").arg(roll->face), QStringLiteral("face")};
        return success();
    }
    if (const auto *choice = std::get_if<PursuitStep>(&step)) {
        const auto due = pendingPursuit();
        if (!due || !(due->first == choice->unit))
            return Error{D20Text::tr("No pursuit is to be chosen for that unit now."), QStringLiteral("unit")};
        return success();
    }
    if (std::holds_alternative<EndStep>(step))
        return success();
    if (!m_pending.isEmpty())
        return Error{D20Text::tr("A roll or a pursuit is due first."), QStringLiteral("step")};
    if (std::holds_alternative<EndTurnStep>(step))
        return success();
    if (const auto *champion = std::get_if<ChampionStep>(&step)) {
        if (champion->army != m_turnArmy)
            return Error{D20Text::tr("It is %1's turn.").arg(m_setup.armies[m_turnArmy].name), QStringLiteral("army")};
        const QList<Champion> &champions = m_setup.armies[champion->army].champions;
        if (champion->champion < 0 || champion->champion >= champions.size())
            return Error{D20Text::tr("no such champion"), QStringLiteral("champion")};
        const QString name = champions.at(champion->champion).name;
        if (championActed(champion->army, champion->champion))
            return Error{D20Text::tr("%1 has acted this round").arg(name), QStringLiteral("champion")};
        for (int i = 0; i < unitCount(champion->army); ++i)
            if (state({champion->army, i}).activated)
                return Error{D20Text::tr("Champions act before their army's units: %1's units have begun").arg(m_setup.armies[champion->army].name),
                             QStringLiteral("champion")};
        if (champion->join && !champion->join->isEmpty()) {
            bool found = false;
            for (int i = 0; i < unitCount(champion->army); ++i)
                found = found || (unit({champion->army, i}).name.compare(*champion->join, Qt::CaseInsensitive) == 0
                                  && !state({champion->army, i}).destroyed);
            if (!found)
                return Error{D20Text::tr("%1 has no unit named \"%2\" left").arg(m_setup.armies[champion->army].name, *champion->join),
                             QStringLiteral("join")};
        }
        return success();
    }
    return checkActivation(std::get<ActivationStep>(step));
}

Status D20Battle::checkActivation(const ActivationStep &step) const
{
    const UnitRef ref = step.unit;
    if (ref.army != m_turnArmy)
        return Error{D20Text::tr("It is %1's turn.").arg(m_setup.armies[m_turnArmy].name), QStringLiteral("unit")};
    if (ref.unit < 0 || ref.unit >= unitCount(ref.army))
        return Error{D20Text::tr("no such unit"), QStringLiteral("unit")};
    const Unit &u = unit(ref);
    const UnitState &s = state(ref);
    if (s.destroyed)
        return Error{D20Text::tr("%1 is destroyed").arg(u.name), QStringLiteral("unit")};
    if (s.activated)
        return Error{D20Text::tr("%1 has had its turn this round").arg(u.name), QStringLiteral("unit")};
    for (const std::optional<int> &f : {step.face, step.faceAgain})
        if (f && (*f < 0 || *f > 7))
            return Error{D20Text::tr("a facing is 0 (north) to 7 (north-west)"), QStringLiteral("face")};
    Tile at = s.position;
    const bool moves = step.moveTo && *step.moveTo != s.position;
    if (moves) {
        const Tile to = *step.moveTo;
        if (!m_setup.board.contains(to))
            return Error{D20Text::tr("%1 is off the board").arg(tileText(to)), QStringLiteral("move_to")};
        if (const auto there = unitAt(to))
            return Error{D20Text::tr("%1 stands on %2").arg(unitName(*there), tileText(to)), QStringLiteral("move_to")};
        if (s.position == reserve) {
            bool throughZone = false;
            const QList<QRect> &zones = m_setup.armies[ref.army].zones;
            for (int z = 0; z < zones.size(); ++z)
                throughZone = throughZone || (zones.at(z).contains(to) && zoneWorks(ref.army, z));
            if (!throughZone)
                return Error{D20Text::tr("A unit in reserve enters through a tile of one of its army's reinforcement zones "
                                         "while no enemy stands in it"),
                             QStringLiteral("move_to")};
        }
        if (step.faceAgain)
            return Error{D20Text::tr("A second facing change costs the move: %1 cannot do both").arg(u.name),
                         QStringLiteral("face_again")};
        at = to;
    }
    if (at == reserve && (step.action != ActionKind::None || !step.engage.isEmpty()))
        return Error{D20Text::tr("%1 is in reserve: it enters the board before it acts").arg(u.name), QStringLiteral("action")};
    const int facing = step.faceAgain.value_or(step.face.value_or(s.facing));
    const int enemyArmy = 1 - ref.army;
    for (const int enemy : step.engage) {
        if (enemy < 0 || enemy >= unitCount(enemyArmy) || !onBoard({enemyArmy, enemy}))
            return Error{D20Text::tr("no such enemy on the board to engage"), QStringLiteral("engage")};
        const Tile there = state({enemyArmy, enemy}).position;
        if (distance(at, there) != 1 || !faces(at, facing, there, u.type))
            return Error{D20Text::tr("%1 must face %2 in a tile next to it to engage it").arg(u.name, unitName({enemyArmy, enemy})),
                         QStringLiteral("engage")};
    }
    // Moving breaks every engagement; what stays is what the unit is engaged with where it ends.
    const QList<int> engagedAfter = moves ? step.engage : engagedWith(ref) + step.engage;
    switch (step.action) {
    case ActionKind::None: break;
    case ActionKind::Attack: {
        if (step.target < 0 || step.target >= unitCount(enemyArmy))
            return Error{D20Text::tr("no such enemy to attack"), QStringLiteral("target")};
        auto attack = attackFrom(ref, at, facing, {enemyArmy, step.target}, RollKind::Attack);
        if (!attack)
            return attack.error();
        break;
    }
    case ActionKind::Disengage: {
        const QList<int> engaged = engagedWith(ref);
        if (engaged.isEmpty())
            return Error{D20Text::tr("%1 is not engaged: there is nothing to disengage from").arg(u.name), QStringLiteral("action")};
        if (engaged.size() > 2) {
            if (step.spared.size() != 2 || !engaged.contains(step.spared.value(0)) || !engaged.contains(step.spared.value(1))
                || step.spared.value(0) == step.spared.value(1))
                return Error{D20Text::tr("Engaged with more than two, %1 chooses the two that do not attack as it breaks away").arg(u.name),
                             QStringLiteral("spared")};
        }
        break;
    }
    case ActionKind::Rest:
        if (!engagedAfter.isEmpty())
            return Error{D20Text::tr("%1 is engaged: only a unit out of combat rests").arg(u.name), QStringLiteral("action")};
        break;
    }
    return success();
}

void D20Battle::apply(const Step &step)
{
    if (const auto *s = std::get_if<ChampionStep>(&step))
        champion(*s);
    else if (const auto *s = std::get_if<ActivationStep>(&step))
        activate(*s);
    else if (const auto *s = std::get_if<RollStep>(&step))
        roll(*s);
    else if (const auto *s = std::get_if<PursuitStep>(&step))
        pursuit(*s);
    else if (std::holds_alternative<EndTurnStep>(step))
        endTurn();
    else {
        const EndStep &end = std::get<EndStep>(step);
        m_over = true;
        m_pending.clear();
        m_activation.reset();
        m_endReason = end.reason.trimmed().isEmpty() ? D20Text::tr("the GM ends the battle") : end.reason.trimmed();
        m_lines << D20Text::tr("Round %1: the battle ends: %2.").arg(m_round).arg(m_endReason);
    }
}

void D20Battle::champion(const ChampionStep &step)
{
    m_championActed[step.army].insert(step.champion);
    const QString name = m_setup.armies[step.army].champions.at(step.champion).name;
    QString line = D20Text::tr("Round %1, %2:").arg(m_round).arg(name);
    if (step.join) {
        m_joined[step.army][step.champion] = *step.join;
        line += step.join->isEmpty() ? D20Text::tr(" leaves its unit.") : D20Text::tr(" joins %1.").arg(*step.join);
    }
    if (!step.action.trimmed().isEmpty())
        line += QLatin1Char(' ') + step.action.trimmed();
    m_lines << line;
}

void D20Battle::activate(const ActivationStep &step)
{
    UnitState &s = mutableState(step.unit);
    s.activated = true;
    QString line = D20Text::tr("Round %1, %2:").arg(m_round).arg(unitName(step.unit));
    if (step.face && *step.face != s.facing) {
        s.facing = *step.face;
        line += D20Text::tr(" faces %1.").arg(facingName(s.facing));
    }
    const bool moves = step.moveTo && *step.moveTo != s.position;
    const QList<int> engaged = engagedWith(step.unit);
    if ((moves || step.action == ActionKind::Disengage) && !engaged.isEmpty()) {
        // "Engagement": breaking away gives the engaged a free attack each; a Disengage spares all but those beyond two
        // ("regardless": also when it Disengages where it stands).
        QList<int> attackers = engaged;
        if (step.action == ActionKind::Disengage)
            attackers.removeIf([&](int e) { return engaged.size() <= 2 || step.spared.contains(e); });
        if (!attackers.isEmpty())
            line += D20Text::tr(" It breaks away: free attacks from %1.").arg([&] {
                QStringList names;
                for (const int e : attackers)
                    names << unitName({1 - step.unit.army, e});
                return names.join(QStringLiteral(", "));
            }());
        for (const int e : attackers)
            m_pending << Pending{RollKind::FreeAttack, false, {1 - step.unit.army, e}, step.unit, reserve};
    }
    m_activation = step;
    m_activationFromBoard = s.position != reserve;
    advance(line);
    m_lines << line;
}

void D20Battle::finishActivation(QString &line)
{
    const ActivationStep step = *m_activation;
    m_activation.reset();
    const UnitRef ref = step.unit;
    UnitState &s = mutableState(ref);
    // Shattered or destroyed by the free attacks of its breaking away: nothing more.
    if (s.destroyed || (m_activationFromBoard && s.position == reserve)) {
        line += D20Text::tr(" %1 has left the board: its move and action lapse.").arg(unitName(ref));
        return;
    }
    const bool wasInReserve = s.position == reserve;
    if (step.moveTo && *step.moveTo != s.position) {
        if (unitAt(*step.moveTo)) {
            line += D20Text::tr(" %1 is taken: %2 stays.").arg(tileText(*step.moveTo), unitName(ref));
        } else {
            disengageAll(ref);
            s.position = *step.moveTo;
            line += wasInReserve ? D20Text::tr(" %1 enters the board at %2.").arg(unitName(ref), tileText(s.position))
                                 : D20Text::tr(" %1 moves to %2.").arg(unitName(ref), tileText(s.position));
        }
    }
    if (s.position == reserve)
        return;
    if (step.faceAgain && *step.faceAgain != s.facing) {
        s.facing = *step.faceAgain;
        line += D20Text::tr(" %1 faces %2.").arg(unitName(ref), facingName(s.facing));
    }
    const int enemyArmy = 1 - ref.army;
    for (const int enemy : step.engage) {
        const UnitRef other{enemyArmy, enemy};
        if (onBoard(other) && distance(s.position, state(other).position) == 1 && !isEngaged(ref, enemy)) {
            engage(ref, other);
            line += D20Text::tr(" %1 engages %2.").arg(unitName(ref), unitName(other));
        }
    }
    switch (step.action) {
    case ActionKind::None: break;
    case ActionKind::Attack: {
        const UnitRef target{enemyArmy, step.target};
        if (!attackFrom(ref, s.position, s.facing, target, RollKind::Attack)) {
            line += D20Text::tr(" Its attack on %1 lapses.").arg(unitName(target));
            break;
        }
        // A melee attack is fought engaged: engaging is free.
        if (unit(ref).type == UnitType::Melee && !isEngaged(ref, step.target)) {
            engage(ref, target);
            line += D20Text::tr(" %1 engages %2.").arg(unitName(ref), unitName(target));
        }
        line += D20Text::tr(" %1 attacks %2.").arg(unitName(ref), unitName(target));
        m_pending << Pending{RollKind::Attack, false, ref, target, reserve};
        break;
    }
    case ActionKind::Disengage:
        disengageAll(ref);
        line += D20Text::tr(" %1 disengages.").arg(unitName(ref));
        break;
    case ActionKind::Rest: {
        QStringList &c = s.conditions;
        const bool debilitated = c.removeAll(Condition::debilitated) > 0;
        c.removeAll(Condition::winded);
        for (const QString &fear : fearConditions)
            c.removeAll(fear);
        if (debilitated)
            c << Condition::winded;
        line += D20Text::tr(" %1 rests.").arg(unitName(ref));
        break;
    }
    }
}

void D20Battle::roll(const RollStep &step)
{
    const Pending pending = m_pending.takeFirst();
    QString line;
    if (pending.kind == RollKind::Morale)
        moraleRolled(pending, step.face, line);
    else
        attackRolled(pending, step.face, line);
    advance(line);
    m_lines << line;
}

void D20Battle::attackRolled(const Pending &pending, int face, QString &line)
{
    const PendingRoll roll = *attackFrom(pending.unit, state(pending.unit).position, state(pending.unit).facing,
                                         pending.target, pending.kind);
    const AttackResult result = attackResult(face, roll.modifier, roll.defense, m_setup.options);
    const int dealt = damageDealt(result, roll.damage);
    const QString range = roll.rangePenalty == 0 ? QString()
                                                 : D20Text::tr(" (range increment %1: %2)")
                                                       .arg(roll.increment)
                                                       .arg(signedNumber(roll.rangePenalty));
    line = D20Text::tr("Round %1, %2 of %3 on %4: d20 %5 %6 = %7%8 against Defense %9: %10.")
               .arg(m_round)
               .arg(rollKindName(pending.kind), unitName(pending.unit), unitName(pending.target))
               .arg(face)
               .arg(signedNumber(roll.modifier))
               .arg(face + roll.modifier)
               .arg(range)
               .arg(roll.defense)
               .arg(attackResultName(result));
    if (pending.kind == RollKind::Retaliation)
        mutableState(pending.unit).retaliated = true;
    damage(pending.target, dealt, line, true);
    // "Retaliatory Attacks": the target, facing a melee attacker, strikes back once a round, after this attack.
    if (pending.kind == RollKind::Attack && unit(pending.unit).type == UnitType::Melee && onBoard(pending.target)
        && !state(pending.target).retaliated
        && faces(state(pending.target).position, state(pending.target).facing, state(pending.unit).position,
                 unit(pending.target).type)
        && distance(state(pending.target).position, state(pending.unit).position) == 1) {
        // After any morale check of this attack's damage, which is queued first.
        int at = 0;
        while (at < m_pending.size() && m_pending.at(at).kind == RollKind::Morale && !m_pending.at(at).pursuit)
            ++at;
        m_pending.insert(at, Pending{RollKind::Retaliation, false, pending.target, pending.unit, reserve});
    }
}

void D20Battle::damage(UnitRef ref, int points, QString &line, bool checkMorale)
{
    if (points <= 0) {
        line += D20Text::tr(" No damage.");
        return; // ruling: damage of 0 is no damage
    }
    UnitState &s = mutableState(ref);
    s.health -= points;
    if (s.health <= 0) {
        line += D20Text::tr(" %1 takes %2 damage and is destroyed.").arg(unitName(ref)).arg(points);
        s.destroyed = true;
        leaveBoard(ref);
        return;
    }
    line += D20Text::tr(" %1 takes %2 damage: Health %3 of %4.").arg(unitName(ref)).arg(points).arg(s.health).arg(unit(ref).maxHealth);
    if (checkMorale && diminished(s.health, unit(ref).maxHealth)) {
        line += D20Text::tr(" Diminished, it checks morale.");
        m_pending.prepend(Pending{RollKind::Morale, false, ref, ref, reserve});
    }
}

void D20Battle::moraleRolled(const Pending &pending, int face, QString &line)
{
    const int modifier = unit(pending.unit).morale;
    const bool holds = moraleHolds(face, modifier, m_setup.options);
    line = D20Text::tr("Round %1, morale check of %2: d20 %3 %4 = %5 against DC %6: %7.")
               .arg(m_round)
               .arg(unitName(pending.unit))
               .arg(face)
               .arg(signedNumber(modifier))
               .arg(face + modifier)
               .arg(m_setup.options.moraleDc)
               .arg(holds ? D20Text::tr("it holds") : D20Text::tr("it shatters"));
    if (!holds)
        shatter(pending.unit, line);
}

void D20Battle::shatter(UnitRef ref, QString &line)
{
    // "Shattered Units": it leaves at once, taking automatic hit damage from each unit engaged with it; those may pursue.
    const Tile left = state(ref).position;
    const QList<int> engaged = engagedWith(ref);
    UnitState &s = mutableState(ref);
    for (const int e : engaged) {
        const UnitRef enemy{1 - ref.army, e};
        const int hit = unit(enemy).damage;
        s.health -= hit;
        line += D20Text::tr(" %1 strikes it as it breaks: %2 damage.").arg(unitName(enemy)).arg(hit);
    }
    leaveBoard(ref);
    if (s.health <= 0) {
        s.destroyed = true;
        line += D20Text::tr(" %1 is destroyed.").arg(unitName(ref));
    } else {
        line += D20Text::tr(" %1 leaves the field to its reserve with Health %2.").arg(unitName(ref)).arg(s.health);
    }
    int at = 0;
    for (const int e : engaged)
        m_pending.insert(at++, Pending{RollKind::Attack, true, {1 - ref.army, e}, ref, left});
}

void D20Battle::pursuit(const PursuitStep &step)
{
    const Pending pending = m_pending.takeFirst();
    QString line = D20Text::tr("Round %1, %2").arg(m_round).arg(unitName(step.unit));
    if (!step.pursue) {
        line += D20Text::tr(" lets %1 go.").arg(unitName(pending.target));
    } else if (unitAt(pending.tile)) {
        line += D20Text::tr(" cannot pursue: %1 is taken.").arg(tileText(pending.tile));
    } else {
        UnitState &s = mutableState(step.unit);
        disengageAll(step.unit);
        s.position = pending.tile;
        if (!s.conditions.contains(Condition::pursuing))
            s.conditions << Condition::pursuing;
        // Until the end of its next turn: this one's end too, when it pursues in its own army's turn.
        s.pursuingTurns = step.unit.army == m_turnArmy ? 2 : 1;
        line += D20Text::tr(" pursues %1 into %2.").arg(unitName(pending.target), tileText(pending.tile));
    }
    advance(line);
    m_lines << line;
}

void D20Battle::endTurn()
{
    QString line = D20Text::tr("Round %1: %2 ends its turn.").arg(m_round).arg(m_setup.armies[m_turnArmy].name);
    for (int i = 0; i < unitCount(m_turnArmy); ++i) {
        UnitState &s = mutableState({m_turnArmy, i});
        if (s.pursuingTurns > 0 && --s.pursuingTurns == 0)
            s.conditions.removeAll(Condition::pursuing);
    }
    m_turnArmy = 1 - m_turnArmy;
    if (++m_turnsThisRound == 2) {
        m_turnsThisRound = 0;
        ++m_round;
        for (int army = 0; army < 2; ++army) {
            m_championActed[army].clear();
            for (UnitState &s : m_units[army]) {
                s.activated = false;
                s.retaliated = false;
            }
        }
        line += D20Text::tr(" Round %1 begins.").arg(m_round);
    }
    m_lines << line;
}

void D20Battle::leaveBoard(UnitRef ref)
{
    disengageAll(ref);
    mutableState(ref).position = reserve;
}

void D20Battle::engage(UnitRef a, UnitRef b)
{
    m_engagements << (a.army == 0 ? std::pair{a.unit, b.unit} : std::pair{b.unit, a.unit});
}

void D20Battle::disengageAll(UnitRef ref)
{
    m_engagements.removeIf([ref](const std::pair<int, int> &e) { return ref.army == 0 ? e.first == ref.unit : e.second == ref.unit; });
}

QString D20Battle::whyPendingLapses(const Pending &pending) const
{
    if (pending.pursuit)
        return onBoard(pending.unit) ? QString() : D20Text::tr(" %1 is no longer on the board to pursue.").arg(unitName(pending.unit));
    if (pending.kind == RollKind::Morale)
        return onBoard(pending.unit) ? QString() : D20Text::tr(" %1 has left the board: no morale check.").arg(unitName(pending.unit));
    if (!onBoard(pending.unit))
        return D20Text::tr(" %1 has left the board: no %2.").arg(unitName(pending.unit), rollKindName(pending.kind));
    if (!onBoard(pending.target))
        return D20Text::tr(" %1 has left the board: no %2 on it.").arg(unitName(pending.target), rollKindName(pending.kind));
    return {};
}

void D20Battle::advance(QString &line)
{
    while (!m_pending.isEmpty()) {
        const QString lapse = whyPendingLapses(m_pending.constFirst());
        if (lapse.isEmpty())
            break;
        line += lapse;
        m_pending.removeFirst();
    }
    if (m_pending.isEmpty() && m_activation) {
        finishActivation(line);
        advance(line);
        return;
    }
    if (!armyStanding(0) || !armyStanding(1)) {
        m_over = true;
        m_pending.clear();
        const int won = winner();
        line += won < 0 ? D20Text::tr(" No army has a unit left: the battle is over.")
                        : D20Text::tr(" %1 has no unit left: %2 wins the battle.").arg(m_setup.armies[1 - won].name, m_setup.armies[won].name);
    }
}

} // namespace muster::d20
