#include "RollField.h"

namespace muster {

RollField::RollField(int dice, int add, QWidget *parent) : QSpinBox(parent), m_dice(dice), m_add(add)
{
    // One below the lowest roll stands for "let the program roll".
    setRange(dice + add - 1, dice * 6 + add);
    setSpecialValueText(tr("roll"));
    setValue(minimum());
    setToolTip(tr("Type the roll from real dice (%1d%2), or leave \"roll\" and the program rolls.")
                   .arg(dice)
                   .arg(add == 0 ? QString() : QString::number(add)));
    setAccelerated(true);
    setMaximumWidth(90);
}

std::optional<int> RollField::typedValue() const
{
    return value() == minimum() ? std::nullopt : std::optional<int>(value());
}

void RollField::setTypedValue(std::optional<int> value)
{
    setValue(value.value_or(minimum()));
}

int RollField::valueOrRoll(dice::DiceSource &source)
{
    if (auto typed = typedValue())
        return *typed;
    const int rolled = source.roll(m_dice) + m_add;
    setValue(rolled);
    return rolled;
}

} // namespace muster
