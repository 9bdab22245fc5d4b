#pragma once

#include "dice/DiceSource.h"

#include <QLineEdit>

#include <optional>

namespace muster {

// A die roll the GM either types in from real dice or leaves empty ("roll") for the program to roll and
// show. An entry the dice cannot make (2 or 19 on 3d, "x") is never replaced by a roll: it stays as typed,
// marked in red with the valid range in its tooltip, and the step that needs it waits until it is fixed
// or cleared (rollFieldsProblem). Every typed die of the program goes through this field.
class RollField : public QLineEdit
{
    Q_OBJECT

public:
    // `dice` six-siders plus `add`: 3d is (3, 0), 2d-1 is (2, -1), 1d is (1, 0).
    RollField(int dice, int add, QWidget *parent = nullptr);
    // A roll whose dice a later roll decides (an injury of 2d-1, or 6d on a critical): any total from `low`
    // to `high`; `diceText` names the dice for the tooltip ("2d-1 or 6d").
    RollField(int low, int high, const QString &diceText, QWidget *parent = nullptr);
    // One die of any size the rules use (d10, d20, a coin as d2): 1 to `sides`, rolled as that die.
    static RollField *die(int sides, QWidget *parent = nullptr);

    int minimum() const { return m_low; }
    int maximum() const { return m_high; }
    QString diceText() const { return m_diceText; }
    // Empty (the program rolls), or a whole number the dice can make.
    bool isAcceptable() const;
    // The roll shown, typed or rolled by the program; nullopt when empty or not acceptable.
    std::optional<int> value() const;
    // The roll shown came from the GM's dice, not the program's.
    bool isTyped() const { return !m_rolled && value().has_value(); }
    // As if the GM typed it; nullopt empties the field, so that the program rolls.
    void setTypedValue(std::optional<int> value);
    // The roll shown or, when the field is empty, a roll of the dice, shown and remembered as the
    // program's. Only for an acceptable field: what the GM typed is the GM's to fix.
    int valueOrRoll(dice::DiceSource &source);
    // The dice rolled when the field is empty (an injury: 2d-1, or 6d after a critical).
    void setDice(int dice, int add);
    // What this roll is, put before the field's own tooltip (which says what may be typed).
    void setNote(const QString &note);

signals:
    void rollChanged(); // typed, cleared or rolled by the program

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void build();
    void showState();
    int m_dice;
    int m_sides = 6;
    int m_add;
    int m_low;
    int m_high;
    QString m_diceText;
    QString m_note;
    bool m_rolled = false;
};

// What keeps the roll fields under `root` from being used: empty when every one is empty or holds a roll
// its dice can make; otherwise a message naming the valid range of the first wrong one.
QString rollFieldsProblem(const QWidget *root);

// The field's roll (valueOrRoll), with `name` added to `typed` when it came from the GM's dice: how a
// battle step records which of its rolls were typed.
int takeRoll(RollField *field, dice::DiceSource &dice, QStringList &typed, const QString &name);

// Calls `slot` of `receiver` whenever a roll field under `root` changes (fields made later: call again).
template <typename Receiver> void watchRollFields(const QWidget *root, Receiver *receiver, void (Receiver::*slot)())
{
    const auto fields = root->findChildren<RollField *>();
    for (RollField *field : fields)
        QObject::connect(field, &RollField::rollChanged, receiver, slot, Qt::UniqueConnection);
}

} // namespace muster
