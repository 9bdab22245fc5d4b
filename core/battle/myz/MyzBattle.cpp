#include "MyzBattle.h"

#include "dice/PoolCounts.h"

#include <QCoreApplication>
#include <QVarLengthArray>

#include <algorithm>
#include <memory>

namespace muster::myz {

namespace {

// A faction's rolls of a Wave that a PC can help with: its Remarkable Action or Commando Operation, and its support
// rolls.
using HelpableRolls = QVarLengthArray<const PersonRoll *, 4>;

HelpableRolls helpableRolls(const WaveRecord &w, int side)
{
    HelpableRolls rolls;
    const std::optional<ActionStep> &action = w.actions[side];
    if (action && (action->kind == ActionKind::Remarkable || action->kind == ActionKind::Commando))
        rolls << &action->roll;
    if (const std::optional<SupportStep> &support = w.support[side]) {
        if (support->repairs)
            rolls << &*support->repairs;
        if (support->mend)
            rolls << &*support->mend;
        if (support->rally)
            rolls << &*support->rally;
    }
    return rolls;
}

// Whom `person` helped among `rolls` without rolling one, or -1.
int helpedIn(const HelpableRolls &rolls, int person)
{
    int helpedPerson = -1;
    for (const PersonRoll *roll : rolls) {
        if (roll->person == person)
            return -1; // rolled for themselves
        if (roll->helpers.contains(person) && helpedPerson < 0)
            helpedPerson = roll->person;
    }
    return helpedPerson;
}

// An array emptied by making it new in place: QVarLengthArray's clear() and assignment (Qt 6.4) call out of line even
// when it is empty, and a forecast empties a million Waves' arrays.
template <typename T, qsizetype Prealloc> void renew(QVarLengthArray<T, Prealloc> &array)
{
    std::destroy_at(&array);
    std::construct_at(&array);
}

// Every die of a pair of pools taken away, array by array: making the std::array of pools new in place would
// value-initialize it, which zeroes its half kilobyte before building it.
void emptyFaces(std::array<PoolFaces, 2> &faces)
{
    for (PoolFaces &pool : faces) {
        renew(pool.battle);
        renew(pool.strategy);
        renew(pool.support);
    }
}

} // namespace

void WaveRecord::reset(int wave)
{
    // Member by member, rather than assigning a new record: assigning four kilobytes goes through every array and
    // optional of both records, most of them already empty.
    number = wave;
    risk.reset();
    strategies.reset();
    fought = {Strategy::Attack, Strategy::Attack};
    stalemate = false;
    nullBattle = false;
    ceasefire = false;
    parleyDeclined = {false, false};
    for (std::optional<ActionStep> &action : actions)
        action.reset();
    pools = {};
    roll.reset();
    pushes.clear();
    emptyFaces(faces);
    settled = false;
    winner = -1;
    margin = 0;
    row = ResultRow::Inconclusive;
    skipsSupport = {false, false};
    for (std::optional<SupportStep> &step : support)
        step.reset();
    supportRestored = {0, 0};
    battleRestored = {0, 0};
    end.reset();
    casualties = {0, 0};
    renew(retaliationDamage);
    for (std::optional<SuccessorStep> &step : successors)
        step.reset();
}
// A member added to WaveRecord needs its line in reset(); this counts the bytes so that the build says so.
// (tst_myz_forecast checks that a reset record equals a new one.)
static_assert(sizeof(WaveRecord) == 4320, "WaveRecord changed: give the new member its line in WaveRecord::reset");

int SkillRoll::successes() const
{
    const int positive = dice::sixes(base) + (skillDice >= 0 ? dice::sixes(skill) : 0);
    const int cancelled = skillDice < 0 ? dice::sixes(skill) : 0;
    return std::max(0, positive - cancelled);
}

int poolSixes(const PoolFaces &faces)
{
    return dice::sixes(faces.battle) + dice::sixes(faces.strategy) + dice::sixes(faces.support);
}

PushCounts pushCounts(const PoolFaces &faces)
{
    const int battleSixes = dice::sixes(faces.battle);
    const int strategySixes = dice::sixes(faces.strategy);
    const int supportSixes = dice::sixes(faces.support);
    PushCounts counts;
    counts.sixes = battleSixes + strategySixes + supportSixes;
    counts.strategyNonSixes = int(faces.strategy.size()) - strategySixes;
    counts.rerolled = int(faces.battle.size()) - battleSixes - dice::ones(faces.battle) + int(faces.support.size())
                      - supportSixes - dice::ones(faces.support) + std::max(0, counts.strategyNonSixes - 1);
    return counts;
}

MyzBattle::MyzBattle(BattleSetup setup) : m_setup(std::move(setup))
{
    m_unitClasses = UnitClass::builtIn();
    Q_ASSERT(m_unitClasses.at(ArtilleryAt) == UnitClass::artillery && m_unitClasses.at(NavalAt) == UnitClass::naval);
    for (const Faction &f : m_setup.factions)
        for (auto it = f.units.cbegin(); it != f.units.cend(); ++it)
            if (!m_unitClasses.contains(it.key()))
                m_unitClasses << it.key();
    for (int side = 0; side < 2; ++side)
        for (const QString &unitClass : std::as_const(m_unitClasses))
            m_setupUnits[side] << m_setup.factions[side].units.value(unitClass);
    rebuild();
}

void MyzBattle::rebuild()
{
    m_state = {};
    for (QList<int> &lost : m_unitsLostAt)
        lost = QList<int>(m_unitClasses.size(), 0);
    m_recon.reset();
    m_initiative.reset();
    m_waves.clear();
    m_siege = m_setup.siegeDefender == 0 || m_setup.siegeDefender == 1;
    for (int side = 0; side < 2; ++side) {
        const Faction &f = m_setup.factions[side];
        FactionState &s = m_state[side];
        // "Combat Ready": an alert Ark fights with a Battle Die more; one caught unready gets it next Wave.
        const bool ark = f.atItsArk;
        s.battleDice = f.battleLevel + (ark && f.combatReady ? 1 : 0);
        s.combatReadyPending = ark && !f.combatReady;
        s.projects = f.projects;
        s.leader = f.leaderIndex();
        s.damage = QList<int>(f.people.size(), 0);
    }
    m_phase = m_setup.reconnaissance ? Phase::Reconnaissance : Phase::Initiative;
    const QList<Step> steps = m_steps;
    m_steps.clear();
    for (const Step &step : steps) {
        m_steps << step;
        apply(Step(step));
    }
}

Status MyzBattle::take(const Step &step)
{
    return take(Step(step));
}

Status MyzBattle::take(Step &&step)
{
    const Status checked = check(step);
    if (!checked)
        return checked;
    applyAndRecord(std::move(step));
    return success();
}

void MyzBattle::copyFrom(const MyzBattle &other)
{
    // An unshared list keeps its room when cleared; a plain copy would share the other's and drop its own.
    QList<Step> steps = std::move(m_steps);
    QList<WaveRecord> waves = std::move(m_waves);
    const bool explained = m_explained;
    const bool recorded = m_recorded;
    *this = other;
    m_explained = explained;
    m_recorded = recorded;
    steps.clear();
    if (recorded)
        steps.append(other.m_steps);
    m_steps = std::move(steps);
    waves.clear();
    waves.append(other.m_waves);
    m_waves = std::move(waves);
}

void MyzBattle::reserve(qsizetype steps)
{
    // A Wave takes ten steps or so: Risk, Strategy, two actions, the roll, pushes, settling, two supports, the end. A
    // battle that does not record keeps one Wave and no steps: nothing to make room for.
    if (!m_recorded)
        return;
    m_steps.reserve(m_steps.size() + steps);
    m_waves.reserve(m_waves.size() + steps / 10 + 1);
}

void MyzBattle::undo()
{
    if (!canUndo())
        return;
    m_steps.removeLast();
    rebuild();
}

int MyzBattle::reconWinner() const
{
    if (!m_recon)
        return -1;
    const int a = m_recon->rolls[0].successes();
    const int b = m_recon->rolls[1].successes();
    return a == b ? -1 : (a > b ? 0 : 1);
}

int MyzBattle::sideToAct() const
{
    if (m_waves.isEmpty())
        return -1;
    const WaveRecord &w = wave();
    const std::array<int, 2> order = initiativeOrder();
    switch (m_phase) {
    case Phase::Action:
        for (const int side : order)
            if (!w.actions[side])
                return side;
        break;
    case Phase::Support:
        for (const int side : order)
            if (!w.skipsSupport[side] && !w.support[side])
                return side;
        break;
    case Phase::Successor:
        for (const int side : order)
            if (leaderBroken(side) && successor(side) >= 0)
                return side;
        break;
    default:
        break;
    }
    return -1;
}

void MyzBattle::startWave()
{
    const int number = waveNumber() + 1;
    if (m_recorded || m_waves.isEmpty()) {
        m_waves.emplaceBack().number = number;
    } else {
        // Nothing asks a battle that does not record after a past Wave: its record is emptied for the next one.
        // Building and destroying a record of four kilobytes a Wave was a tenth of a forecast's time.
        m_waves.last().reset(number);
    }
    m_phase = Phase::Risk;
}

void MyzBattle::apply(Step &&step)
{
    std::visit([this](auto &&s) { apply(std::move(s)); }, std::move(step));
}

void MyzBattle::apply(ReconStep &&step)
{
    m_recon = std::move(step);
    // "Ambush": the ambushers' foe starts CONFUSED; the ambushers keep a Support Die.
    const int winner = reconWinner();
    if (m_recon->ambush && winner >= 0) {
        m_state[winner].ambushDie = true;
        m_state[1 - winner].confused = true;
    }
    m_phase = Phase::Initiative;
}

void MyzBattle::apply(InitiativeStep &&step)
{
    m_initiative = step;
    startWave();
}

void MyzBattle::apply(RiskStep &&step)
{
    m_waves.last().risk = std::move(step);
    m_phase = Phase::Strategy;
}

void MyzBattle::apply(StrategyStep &&step)
{
    resolveStrategies(step);
}

void MyzBattle::apply(ActionStep &&step)
{
    const int side = step.side;
    m_waves.last().actions[side] = std::move(step);
    if (sideToAct() < 0)
        afterStrategies();
}

void MyzBattle::apply(RollStep &&step)
{
    WaveRecord &w = m_waves.last();
    // Copied into place rather than assigned: QVarLengthArray's assignment (Qt 6.4) empties the target out of line
    // first. (Copying face by face was tried: no faster.)
    std::destroy_at(&w.faces);
    std::construct_at(&w.faces, step.pools);
    w.roll = std::move(step);
}

void MyzBattle::apply(PushStep &&step)
{
    WaveRecord &w = m_waves.last();
    PoolFaces &faces = w.faces[step.side];
    // The Strategy Die given up: one that would be rerolled, while there is one.
    const auto spare = std::find_if(faces.strategy.begin(), faces.strategy.end(), [](int face) { return face != 6; });
    faces.strategy.erase(spare != faces.strategy.end() ? spare : faces.strategy.begin());
    int next = 0;
    for (int &face : faces.battle)
        if (face != 6 && face != 1)
            face = step.faces.value(next++);
    for (int &face : faces.strategy)
        if (face != 6)
            face = step.faces.value(next++);
    for (int &face : faces.support)
        if (face != 6 && face != 1)
            face = step.faces.value(next++);
    w.pushes << std::move(step);
}

void MyzBattle::apply(SettleStep &&)
{
    settle();
}

void MyzBattle::apply(SupportStep &&step)
{
    WaveRecord &w = m_waves.last();
    const int side = step.side;
    const auto restored = [this](const std::optional<PersonRoll> &roll) {
        if (!roll)
            return 0;
        const int sixes = roll->successes();
        return m_setup.restorePerPair ? sixes / 2 : sixes;
    };
    w.supportRestored[side] = std::min(restored(step.repairs), damagedSupport(side));
    w.battleRestored[side] = std::min(restored(step.mend), dice::ones(w.faces[side].battle));
    // "Rally": a faction that rallied is no longer CONFUSED.
    if (step.rally && step.rally->successes() > 0)
        m_state[side].confused = false;
    w.support[side] = std::move(step);
    if (sideToAct() < 0)
        m_phase = Phase::End;
}

void MyzBattle::apply(EndStep &&step)
{
    finishEnd(std::move(step));
}

void MyzBattle::apply(SuccessorStep &&step)
{
    const int side = step.side;
    m_state[side].leader = step.roll.person;
    if (step.roll.successes() == 0)
        m_state[side].confused = true;
    m_waves.last().successors[side] = std::move(step);
    if (sideToAct() < 0)
        nextWaveOrOver();
}

void MyzBattle::resolveStrategies(const StrategyStep &step)
{
    WaveRecord &w = m_waves.last();
    w.strategies = step;
    w.fought = step.chosen;
    const auto stalemating = [](Strategy s) { return isDefensive(s) && s != Strategy::Parley && s != Strategy::Rally; };
    const auto holding = [](Strategy s) { return isDefensive(s) && s != Strategy::Parley; };
    const Strategy a = step.chosen[0];
    const Strategy b = step.chosen[1];
    // "Null Battle": the retreating forces fall back and the battle ends.
    if ((isRetreat(a) && (isRetreat(b) || holding(b))) || (isRetreat(b) && holding(a))) {
        w.nullBattle = true;
        for (int side = 0; side < 2; ++side)
            if (isRetreat(step.chosen[side]))
                m_state[side].exit = Exit::FellBack;
        m_phase = Phase::Over;
        return;
    }
    // "Stalemate": both hold back, so both skirmish.
    if (stalemating(a) && stalemating(b)) {
        w.stalemate = true;
        w.fought = {Strategy::Skirmish, Strategy::Skirmish};
    }
    const bool parley = a == Strategy::Parley || b == Strategy::Parley;
    if (parley && (step.parleyAccepted || (a == Strategy::Parley && b == Strategy::Parley))) {
        w.ceasefire = true; // "Accept": every phase of this Wave is skipped, but the Wave still passes
        for (FactionState &state : m_state) {
            state.feintedLastWave = false;
            state.offensiveWin = false;
            if (state.combatReadyPending) {
                state.battleDice += 1;
                state.combatReadyPending = false;
            }
        }
        m_phase = Phase::Risk;
        nextWaveOrOver();
        return;
    }
    for (int side = 0; side < 2; ++side) {
        if (w.fought[side] == Strategy::Parley) {
            w.fought[side] = Strategy::Defense; // "Decline": Defense with a Strategy Die less
            w.parleyDeclined[side] = true;
        }
    }
    m_phase = Phase::Action;
}

void MyzBattle::afterStrategies()
{
    std::array<BattlePool, 2> own;
    std::array<int, 2> net{0, 0};
    const FieldedUnits units = fieldedUnits();
    for (int side = 0; side < 2; ++side)
        own[side] = ownPool(side, units, net[side], m_explained);
    WaveRecord &w = m_waves.last();
    for (int side = 0; side < 2; ++side)
        w.pools[side] = finishPool(side, std::move(own[side]), net[side], net[1 - side]);
    m_phase = Phase::Battle;
}

void MyzBattle::settle()
{
    WaveRecord &w = m_waves.last();
    w.settled = true;
    const WaveResult result = waveResult({poolSixes(w.faces[0]), poolSixes(w.faces[1])}, w.fought, {m_state[0].feints, m_state[1].feints});
    const int winner = result.winner;
    w.winner = result.winner;
    w.margin = result.margin;
    w.row = result.row;
    for (int side = 0; side < 2; ++side) {
        const Strategy fought = w.fought[side];
        w.skipsSupport[side] = isRetreat(fought) || (winner == 1 - side && w.fought[winner] == Strategy::Raid);
        if (fought == Strategy::FeintedAttack)
            ++m_state[side].feints;
    }
    for (int side = 0; side < 2; ++side)
        m_state[side].feintedLastWave = w.fought[side] == Strategy::FeintedAttack;
    m_phase = Phase::Support;
    if (sideToAct() < 0)
        m_phase = Phase::End;
}

void MyzBattle::finishEnd(EndStep &&taken)
{
    WaveRecord &w = m_waves.last();
    w.end = std::move(taken);
    const EndStep &step = *w.end;
    for (int side = 0; side < 2; ++side) {
        FactionState &s = m_state[side];
        // The dice were counted when the step was built; only what the strategies do to them is wanted here.
        const CasualtyModifiers dice = casualtyModifiers(w.fought[side], w.fought[1 - side]);
        int killed = 0;
        if (!dice.none) {
            int added = 0;
            for (const int face : step.casualties[side].added)
                added += face;
            int removed = 0;
            for (const int face : step.casualties[side].removed)
                removed += face;
            killed = std::max(0, added * (dice.doubled ? 2 : 1) - removed);
            if (dice.halved)
                killed /= 2;
        }
        w.casualties[side] = killed;
        s.fightersKilled += killed;
    }
    renew(w.retaliationDamage);
    for (const RetaliationRoll &roll : step.retaliation) {
        int damage = std::max(0, dice::sixes(roll.base) - dice::sixes(roll.armor));
        // "Shelter": the leader of a besieged Ark suffers one less damage.
        if (roll.person == m_state[roll.side].leader && m_state[roll.side].projects.contains(ArkProject::Shelter)
            && m_siege && m_setup.siegeDefender == roll.side)
            damage = std::max(0, damage - 1);
        w.retaliationDamage << damage;
        m_state[roll.side].damage[roll.person] += damage;
    }
    // "Retaliation": a PC who only helped suffers the damage of the one helped.
    for (int side = 0; side < 2; ++side) {
        const HelpableRolls rolls = helpableRolls(w, side);
        if (rolls.isEmpty())
            continue;
        const Faction &f = m_setup.factions[side];
        for (int person = 0; person < f.people.size(); ++person) {
            const int helpedPerson = helpedIn(rolls, person);
            if (helpedPerson < 0 || !f.people.at(person).playerCharacter)
                continue;
            for (int i = 0; i < step.retaliation.size(); ++i)
                if (step.retaliation.at(i).side == side && step.retaliation.at(i).person == helpedPerson)
                    m_state[side].damage[person] += w.retaliationDamage.at(i);
        }
    }
    for (int side = 0; side < 2; ++side) {
        FactionState &s = m_state[side];
        const PoolFaces &faces = w.faces[side];
        // "Next Wave": dice showing a skull or fire are discarded, unless mended or repaired.
        const int lostBattle = dice::ones(faces.battle) - w.battleRestored[side];
        const int lostSupport = damagedSupport(side) - w.supportRestored[side];
        loseSupport(side, lostSupport);
        s.battleDice = std::max(0, s.battleDice - lostBattle + step.battleDiceChange[side]);
        if (s.combatReadyPending) {
            s.battleDice += 1;
            s.combatReadyPending = false;
        }
        if (step.projectLost[side])
            s.projects.remove(*step.projectLost[side]);
        s.offensiveWin = w.winner == side && isOffensive(w.fought[side]);
    }
    if (w.winner >= 0) {
        const int loser = 1 - w.winner;
        if (w.row >= ResultRow::Great)
            m_state[loser].confused = true;
        if (w.row == ResultRow::Overwhelming) {
            const bool shelter = m_state[loser].projects.contains(ArkProject::Shelter);
            // "Sieges", Rout: besieged defenders with no way out surrender.
            m_state[loser].exit = m_siege && m_setup.siegeDefender == loser && !shelter ? Exit::Surrendered : Exit::Routed;
            m_state[loser].leaderCaptured = true;
        }
    }
    for (int side = 0; side < 2; ++side) {
        const Strategy fought = w.fought[side];
        const bool escapes = fought == Strategy::FullRetreat || (fought == Strategy::FightingRetreat && w.winner != 1 - side);
        if (!escapes || m_state[side].exit != Exit::None)
            continue;
        const bool shelter = m_state[side].projects.contains(ArkProject::Shelter);
        if (m_siege && m_setup.siegeDefender == side && !shelter)
            m_siege = false; // "Retreating from a Stronghold": the fight goes on outside the walls
        else
            m_state[side].exit = Exit::Escaped;
    }
    for (int side = 0; side < 2; ++side)
        if (m_state[side].exit == Exit::None && m_state[side].battleDice <= 0)
            m_state[side].exit = Exit::NoBattleDice;
    m_phase = Phase::Successor;
    if (sideToAct() < 0)
        nextWaveOrOver();
}

void MyzBattle::nextWaveOrOver()
{
    if (m_state[0].exit != Exit::None || m_state[1].exit != Exit::None) {
        m_phase = Phase::Over;
        return;
    }
    startWave();
}

void MyzBattle::loseSupport(int side, int dice)
{
    FactionState &s = m_state[side];
    // "Damaged Support": fortifications and the ambush bonus first, then the special units.
    for (int i = 0; i < dice; ++i) {
        if (m_siege && m_setup.siegeDefender == side && int(fortification(side)) - s.fortificationLost > 0) {
            ++s.fortificationLost;
            if (m_explained)
                s.supportLost << fortificationName(fortification(side));
            continue;
        }
        if (s.ambushDie) {
            s.ambushDie = false;
            if (m_explained)
                s.supportLost << QCoreApplication::translate("Myz", "Ambush");
            continue;
        }
        if (m_setup.factions[side].atItsArk && s.projects.contains(ArkProject::Arsenal) && !s.arsenalLost) {
            s.arsenalLost = true;
            if (m_explained)
                s.supportLost << arkProjectName(ArkProject::Arsenal);
            continue;
        }
        qsizetype fielded = 0;
        while (fielded < m_unitClasses.size()
               && !(relevantAt(fielded) && effectiveUnitsAt(side, fielded) > 0))
            ++fielded;
        if (fielded == m_unitClasses.size())
            break;
        m_unitsLostAt[side][fielded] += 1;
        if (m_explained)
            s.supportLost << UnitClass::displayName(m_unitClasses.at(fielded));
    }
}

QMap<QString, int> MyzBattle::unitsLost(int side) const
{
    QMap<QString, int> lost;
    for (qsizetype i = 0; i < m_unitClasses.size(); ++i)
        if (const int units = m_unitsLostAt[side].at(i); units > 0)
            lost.insert(m_unitClasses.at(i), units);
    return lost;
}

bool MyzBattle::lostAtItsArk(int side) const
{
    return m_setup.factions[side].atItsArk && !m_waves.isEmpty() && wave().winner == 1 - side;
}

std::optional<ArkProject> MyzBattle::randomProject(int side, dice::DiceSource &dice) const
{
    QList<ArkProject> standing;
    for (const ArkProject project : allArkProjects())
        if (m_state[side].projects.contains(project))
            standing << project;
    if (standing.isEmpty())
        return std::nullopt;
    return standing.at(dice.die(std::max(2, int(standing.size()))) % standing.size());
}

bool MyzBattle::leaderBroken(int side) const
{
    const int leader = m_state[side].leader;
    if (leader < 0)
        return false;
    const Person &p = m_setup.factions[side].people.at(leader);
    return m_state[side].damage.value(leader) >= p.strength;
}

int MyzBattle::successor(int side) const
{
    const Faction &f = m_setup.factions[side];
    for (int i = 0; i < f.people.size(); ++i)
        if (i != m_state[side].leader && m_state[side].damage.value(i) < f.people.at(i).strength)
            return i;
    return -1;
}

int MyzBattle::risk(int side, int person) const
{
    if (m_waves.isEmpty() || !wave().risk)
        return 0;
    return wave().risk->risk[side].value(person);
}

SkillRoll MyzBattle::skillPool(int side, int person, Skill skill, int helpers, int modifier) const
{
    SkillRoll roll;
    const Faction &f = m_setup.factions[side];
    if (person < 0 || person >= f.people.size())
        return roll;
    const SkillDice dice = f.people.at(person).dice(skill);
    roll.baseDice = dice.attribute;
    roll.skillDice = dice.skill + risk(side, person) + helpers + modifier;
    return roll;
}

bool MyzBattle::commandoParticipant(int side, int person) const
{
    const std::optional<ActionStep> &action = wave().actions[side];
    return action && action->kind == ActionKind::Commando
           && (action->roll.person == person || action->roll.helpers.contains(person));
}

int MyzBattle::helped(int side, int person) const
{
    return m_waves.isEmpty() ? -1 : helpedIn(helpableRolls(wave(), side), person);
}

PersonIndices MyzBattle::retaliationTargets(int side) const
{
    PersonIndices targets;
    const Faction &f = m_setup.factions[side];
    const auto standingPc = [&](int i) {
        return i >= 0 && i < f.people.size() && f.people.at(i).playerCharacter
               && m_state[side].damage.value(i) < f.people.at(i).strength;
    };
    const HelpableRolls rolls = m_waves.isEmpty() ? HelpableRolls{} : helpableRolls(wave(), side);
    for (int i = 0; i < f.people.size(); ++i)
        if (standingPc(i) && !standingPc(helpedIn(rolls, i)))
            targets << i;
    return targets;
}

int MyzBattle::retaliationDice(int side, int person) const
{
    if (m_waves.isEmpty()) // a record's end step before any Wave: nothing was fought to retaliate for
        return 0;
    const WaveRecord &w = wave();
    const int foe = 1 - side;
    // "Retaliation": 6 + Risk, +1 for each of the four factors.
    int dice = 6 + risk(side, person);
    dice += int(commandoParticipant(side, person));
    dice += int(w.winner == foe);
    dice += int(w.winner == foe && w.row == ResultRow::Overwhelming);
    dice += int(effectiveUnitsAt(foe, ArtilleryAt) > 0);
    return std::max(0, dice);
}

} // namespace muster::myz
