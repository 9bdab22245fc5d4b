#pragma once

#include "BattleSession.h"
#include "common/Result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <memory>

namespace muster {

// A battle system Muster fights battles in (GURPS Mass Combat, ...): its name, and how a battle the
// campaign file keeps under its id comes back to life. A rule set lives in folders of its own and is
// registered once, in RuleSets; nothing else asks which rule set a battle uses.
class RuleSet
{
public:
    virtual ~RuleSet() = default;

    virtual QString id() const = 0;          // as stored in StoredBattle::ruleSet: "gurps"
    virtual QString displayName() const = 0; // translated: "GURPS Mass Combat"
    virtual Result<std::unique_ptr<BattleSession>> restore(const StoredBattle &stored) const = 0;
    // A campaign force fielded for a battle under these rules: a side of the rule set's battle file (what
    // muster-cli battle reads), a proposal for the GM to edit. The force is the campaign's.
    virtual QJsonObject fieldForce(const Campaign &campaign, const Force &force) const = 0;
};

// The rule sets this program has: the built-in ones, and any a test adds.
namespace RuleSets {

QList<const RuleSet *> all();
const RuleSet *find(const QString &id);
// A rule set of the same id is replaced: a test may register its own.
void add(std::unique_ptr<RuleSet> ruleSet);

} // namespace RuleSets

// A saved battle brought back under its own rule set; a rule set this version does not have is refused
// with the battle's name.
Result<std::unique_ptr<BattleSession>> restoreBattle(const StoredBattle &stored);

// A rule set's session for a stored battle, its battle read from the record by `fromRecord`; a record that cannot be
// read is refused with the battle's name.
template <typename Session, typename FromRecord>
Result<std::unique_ptr<BattleSession>> restoreSession(const StoredBattle &stored, FromRecord fromRecord)
{
    auto battle = fromRecord(stored.record);
    if (!battle)
        return Error{QCoreApplication::translate("RuleSet", "The record of \"%1\" cannot be read: %2")
                         .arg(stored.name, battle.error().message),
                     QStringLiteral("record")};
    return std::unique_ptr<BattleSession>(std::make_unique<Session>(std::move(*battle)));
}

} // namespace muster
