#pragma once

#include "dice/DiceSource.h"

#include <QSpinBox>

#include <optional>

namespace muster {

// A die roll the GM either types in from real dice or leaves to the program ("roll" at the bottom of
// the range). `dice` six-siders plus `add`: 3d is (3, 0), 2d-1 is (2, -1), 1d is (1, 0).
class RollField : public QSpinBox
{
    Q_OBJECT

public:
    RollField(int dice, int add, QWidget *parent = nullptr);

    std::optional<int> typedValue() const; // nullopt: the program rolls
    void setTypedValue(std::optional<int> value);
    int valueOrRoll(dice::DiceSource &source); // rolls when nothing was typed, and shows the roll
    int dice() const { return m_dice; }
    int add() const { return m_add; }

private:
    int m_dice;
    int m_add;
};

} // namespace muster
