// Whether a step may be taken now, with a message that says what to fix when not.

#include "MyzBattle.h"

#include "common/Overloaded.h"
#include "dice/DieRoll.h"
#include "dice/TypedFaces.h"

#include <QCoreApplication>

#include <algorithm>

namespace muster::myz {

namespace {

Error wrong(const char *text, const QString &field)
{
    return Error{QCoreApplication::translate("Myz", text), field};
}

// The faces typed (or rolled) for `count` dice of a d6. A forecast's own steps skip the check (takeOwn).
Status facesOf(const Faces &faces, int count, const QString &field, const char *suffix = nullptr)
{
    const Status checked = dice::checkTypedPool(count, 6, facesList(faces));
    if (!checked)
        return Error{checked.error().message, suffix ? field + QLatin1String(suffix) : field};
    return success();
}

Status checkSkillRoll(const SkillRoll &roll, const QString &field)
{
    if (roll.baseDice < 0)
        return wrong(QT_TRANSLATE_NOOP("Myz", "A roll cannot have fewer than no Base Dice."), field);
    if (const Status s = facesOf(roll.base, roll.baseDice, field, ".base"); !s)
        return s;
    return facesOf(roll.skill, std::abs(roll.skillDice), field, ".skill");
}

} // namespace

Status MyzBattle::check(const Step &step) const
{
    const auto inPhase = [this](Phase phase) -> Status {
        if (m_phase != phase)
            return wrong(QT_TRANSLATE_NOOP("Myz", "That step does not come now in the Wave."), QStringLiteral("step"));
        return success();
    };
    const auto person = [this](int side, int index, const QString &field) -> Status {
        if (index < 0 || index >= m_setup.factions[side].people.size())
            return Error{QCoreApplication::translate("Myz", "There is no person %1 in %2.")
                             .arg(index + 1)
                             .arg(m_setup.factions[side].name),
                         field};
        return success();
    };
    const auto personRoll = [&](int side, const PersonRoll &roll, const QString &field) -> Status {
        if (const Status s = person(side, roll.person, field + QStringLiteral(".person")); !s)
            return s;
        for (const int helper : roll.helpers)
            if (const Status s = person(side, helper, field + QStringLiteral(".helpers")); !s)
                return s;
        if (roll.mutationPoints < 0)
            return wrong(QT_TRANSLATE_NOOP("Myz", "Mutation points spent cannot be negative."), field + QStringLiteral(".mutation_points"));
        return checkSkillRoll(roll.roll, field);
    };
    return std::visit(
        Overloaded{
            [&](const ReconStep &s) -> Status {
                if (const Status p = inPhase(Phase::Reconnaissance); !p)
                    return p;
                for (int side = 0; side < 2; ++side)
                    if (const Status r = checkSkillRoll(s.rolls[side], QStringLiteral("reconnaissance")); !r)
                        return r;
                const int margin = std::abs(s.rolls[0].successes() - s.rolls[1].successes());
                if (s.ambush && (margin == 0 || margin < environmentRating(s.environment, s.night, s.badWeather)))
                    return wrong(QT_TRANSLATE_NOOP("Myz", "An ambush needs a Reconnaissance margin of at least the Environment Rating."),
                                 QStringLiteral("ambush"));
                return success();
            },
            [&](const InitiativeStep &s) -> Status {
                if (const Status p = inPhase(Phase::Initiative); !p)
                    return p;
                for (const dice::DieRoll &roll : s.rolls)
                    if (const Status f = dice::checkTypedFace(roll.sides, roll.face); !f)
                        return Error{f.error().message, QStringLiteral("initiative")};
                if (s.first != 0 && s.first != 1)
                    return wrong(QT_TRANSLATE_NOOP("Myz", "The side that acts first is 0 or 1."), QStringLiteral("initiative.first"));
                if (s.rolls[0].face != s.rolls[1].face && (s.rolls[0].face > s.rolls[1].face) != (s.first == 0))
                    return wrong(QT_TRANSLATE_NOOP("Myz", "The higher initiative roll acts first."), QStringLiteral("initiative.first"));
                return success();
            },
            [&](const RiskStep &s) -> Status {
                if (const Status p = inPhase(Phase::Risk); !p)
                    return p;
                for (int side = 0; side < 2; ++side) {
                    if (s.risk[side].size() > m_setup.factions[side].people.size())
                        return wrong(QT_TRANSLATE_NOOP("Myz", "There are more Risk Modifiers than people."), QStringLiteral("risk"));
                    for (const int r : s.risk[side])
                        if (r < -3 || r > 3)
                            return wrong(QT_TRANSLATE_NOOP("Myz", "A Risk Modifier is from -3 to +3."), QStringLiteral("risk"));
                }
                return success();
            },
            [&](const StrategyStep &s) -> Status {
                if (const Status p = inPhase(Phase::Strategy); !p)
                    return p;
                for (int side = 0; side < 2; ++side) {
                    if (!isLegalStrategy(side, s.chosen[side]))
                        return Error{QCoreApplication::translate("Myz", "%1 cannot choose %2 now.")
                                         .arg(m_setup.factions[side].name, strategyName(s.chosen[side])),
                                     QStringLiteral("strategy")};
                    if (s.circumstances[side] < -3 || s.circumstances[side] > 3)
                        return wrong(QT_TRANSLATE_NOOP("Myz", "Special circumstances give -3 to +3 Strategy Dice."),
                                     QStringLiteral("circumstances"));
                }
                return success();
            },
            [&](const ActionStep &s) -> Status {
                if (const Status p = inPhase(Phase::Action); !p)
                    return p;
                if (s.side != sideToAct())
                    return wrong(QT_TRANSLATE_NOOP("Myz", "The other faction acts first in this phase."), QStringLiteral("side"));
                if (s.kind == ActionKind::GmDice && (s.gmDice < 0 || s.gmDice > 4))
                    return wrong(QT_TRANSLATE_NOOP("Myz", "The GM gives NPCs 0 to 4 Strategy Dice."), QStringLiteral("gm_dice"));
                if (s.kind != ActionKind::Remarkable && s.kind != ActionKind::Commando)
                    return success();
                if (const Status r = personRoll(s.side, s.roll, QStringLiteral("action")); !r)
                    return r;
                if (s.kind == ActionKind::Commando
                    && (s.supportDamage < 0 || 2 * s.supportDamage > s.roll.successes()))
                    return wrong(QT_TRANSLATE_NOOP("Myz", "Each Support Die damaged takes a pair of sixes."), QStringLiteral("support_damage"));
                return success();
            },
            [&](const RollStep &s) -> Status {
                if (const Status p = inPhase(Phase::Battle); !p)
                    return p;
                if (wave().roll)
                    return wrong(QT_TRANSLATE_NOOP("Myz", "The pools are rolled already: push or settle."), QStringLiteral("step"));
                for (int side = 0; side < 2; ++side) {
                    const BattlePool &pool = wave().pools[side];
                    if (const Status f = facesOf(s.pools[side].battle, pool.battle, QStringLiteral("battle")); !f)
                        return f;
                    if (const Status f = facesOf(s.pools[side].strategy, pool.strategy, QStringLiteral("strategy")); !f)
                        return f;
                    if (const Status f = facesOf(s.pools[side].support, pool.support, QStringLiteral("support")); !f)
                        return f;
                }
                return success();
            },
            [&](const PushStep &s) -> Status {
                if (s.side != 0 && s.side != 1)
                    return wrong(QT_TRANSLATE_NOOP("Myz", "The side that pushes is 0 or 1."), QStringLiteral("side"));
                if (!canPush(s.side))
                    return wrong(QT_TRANSLATE_NOOP("Myz", "A push needs the pools rolled and a Strategy Die to give up."), QStringLiteral("push"));
                return facesOf(s.faces, rerollCount(s.side), QStringLiteral("faces"));
            },
            [&](const SettleStep &) -> Status {
                if (const Status p = inPhase(Phase::Battle); !p)
                    return p;
                if (!wave().roll)
                    return wrong(QT_TRANSLATE_NOOP("Myz", "Roll the pools before settling."), QStringLiteral("step"));
                return success();
            },
            [&](const SupportStep &s) -> Status {
                if (const Status p = inPhase(Phase::Support); !p)
                    return p;
                if (s.side != sideToAct())
                    return wrong(QT_TRANSLATE_NOOP("Myz", "That faction does not act now in the Support Phase."), QStringLiteral("side"));
                for (const auto *roll : {&s.repairs, &s.mend, &s.rally})
                    if (*roll)
                        if (const Status r = personRoll(s.side, **roll, QStringLiteral("support")); !r)
                            return r;
                if (s.rally && wave().fought[s.side] != Strategy::Rally)
                    return wrong(QT_TRANSLATE_NOOP("Myz", "Only a rallying faction makes a Rally roll."), QStringLiteral("rally"));
                return success();
            },
            [&](const EndStep &s) -> Status {
                if (const Status p = inPhase(Phase::End); !p)
                    return p;
                for (int side = 0; side < 2; ++side) {
                    const CasualtyDice dice = casualtyDice(side, false);
                    if (const Status f = facesOf(s.casualties[side].added, dice.none ? 0 : dice.added,
                                                 QStringLiteral("casualties")); !f)
                        return f;
                    if (const Status f = facesOf(s.casualties[side].removed, dice.none ? 0 : dice.removed,
                                                 QStringLiteral("casualties")); !f)
                        return f;
                    // "Ark Projects": only an Ark defending itself that lost the Wave rolls, and only a 1 destroys.
                    if (s.arkDie[side] && (!lostAtItsArk(side) || !dice::isFace(6, s.arkDie[side]->face)))
                        return wrong(QT_TRANSLATE_NOOP("Myz", "Only an Ark that lost the Wave rolls its Gear Die, showing 1 to 6."),
                                     QStringLiteral("ark_die"));
                    if (s.projectLost[side] && (!s.arkDie[side] || s.arkDie[side]->face != 1
                                                || !m_state[side].projects.contains(*s.projectLost[side])))
                        return wrong(QT_TRANSLATE_NOOP("Myz", "A project is destroyed only on a 1 of the Ark's Gear Die, and only one it still has."),
                                     QStringLiteral("project"));
                    if (s.battleDiceChange[side] < -20 || s.battleDiceChange[side] > 20)
                        return wrong(QT_TRANSLATE_NOOP("Myz", "Change the Battle Dice by -20 to +20."), QStringLiteral("battle_dice_change"));
                }
                // Each side's targets once, not once per roll: every End Phase of a forecast comes through here.
                std::array<std::optional<PersonIndices>, 2> targets;
                for (const RetaliationRoll &r : s.retaliation) {
                    if (r.side != 0 && r.side != 1)
                        return wrong(QT_TRANSLATE_NOOP("Myz", "Retaliation falls on side 0 or 1."), QStringLiteral("retaliation.side"));
                    if (!targets[r.side])
                        targets[r.side] = retaliationTargets(r.side);
                    if (!targets[r.side]->contains(r.person))
                        return wrong(QT_TRANSLATE_NOOP("Myz", "Only a PC still standing suffers Retaliation."), QStringLiteral("retaliation.person"));
                    if (const Status f = facesOf(r.base, retaliationDice(r.side, r.person), QStringLiteral("retaliation"));
                        !f)
                        return f;
                    if (const Status f = facesOf(r.armor, m_setup.factions[r.side].people.at(r.person).armor,
                                                 QStringLiteral("retaliation.armor"));
                        !f)
                        return f;
                }
                return success();
            },
            [&](const SuccessorStep &s) -> Status {
                if (const Status p = inPhase(Phase::Successor); !p)
                    return p;
                if (s.side != sideToAct())
                    return wrong(QT_TRANSLATE_NOOP("Myz", "That faction's leader is not broken."), QStringLiteral("side"));
                if (s.roll.person == m_state[s.side].leader)
                    return wrong(QT_TRANSLATE_NOOP("Myz", "A broken leader's successor is someone else."), QStringLiteral("successor"));
                return personRoll(s.side, s.roll, QStringLiteral("successor"));
            },
        },
        step);
}

} // namespace muster::myz
