#include "RollField.h"

#include "DialogSupport.h"
#include "TextColors.h"
#include "catalog/Breakdown.h"

#include <QEvent>
#include <QKeyEvent>

#include <stdexcept>

namespace muster {

namespace {

QString diceName(int dice, int add)
{
    return add == 0 ? RollField::tr("%1d").arg(dice) : RollField::tr("%1d%2").arg(dice).arg(formatModifier(add));
}

} // namespace

RollField::RollField(int dice, int add, QWidget *parent)
    : QLineEdit(parent), m_dice(dice), m_add(add), m_low(dice + add), m_high(dice * 6 + add),
      m_diceText(diceName(dice, add))
{
    build();
}

RollField::RollField(int low, int high, const QString &diceText, QWidget *parent)
    : QLineEdit(parent), m_dice(1), m_add(0), m_low(low), m_high(high), m_diceText(diceText)
{
    build();
}

RollField *RollField::die(int sides, QWidget *parent)
{
    auto *field = new RollField(1, sides, tr("d%1").arg(sides), parent);
    field->m_sides = sides;
    return field;
}

void RollField::build()
{
    setPlaceholderText(tr("roll"));
    setMaxLength(6);
    setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    setClearButtonEnabled(false);
    setMaximumWidth(90);
    // Typing makes the roll the GM's; the program's roll is only what it set itself.
    connect(this, &QLineEdit::textEdited, this, [this] { m_rolled = false; });
    connect(this, &QLineEdit::textChanged, this, [this] {
        showState();
        emit rollChanged();
    });
    showState();
}

void RollField::setDice(int dice, int add)
{
    m_dice = dice;
    m_add = add;
}

void RollField::setNote(const QString &note)
{
    m_note = note;
    showState();
}

std::optional<int> RollField::value() const
{
    const QString entry = text().trimmed();
    if (entry.isEmpty())
        return std::nullopt;
    bool ok = false;
    const int number = locale().toInt(entry, &ok);
    if (!ok || number < m_low || number > m_high)
        return std::nullopt;
    return number;
}

bool RollField::isAcceptable() const
{
    return text().trimmed().isEmpty() || value().has_value();
}

void RollField::setTypedValue(std::optional<int> value)
{
    m_rolled = false;
    setText(value ? locale().toString(*value) : QString());
}

int RollField::valueOrRoll(dice::DiceSource &source)
{
    if (!isAcceptable())
        throw std::logic_error("RollField::valueOrRoll: the step went on with a roll the dice cannot make");
    if (const auto shown = value())
        return *shown;
    // Six-siders keep the one call the GURPS rolls were always made with, so that a seed replays as before.
    int rolled = m_add;
    if (m_sides == 6) {
        rolled += source.roll(m_dice);
    } else {
        for (int i = 0; i < m_dice; ++i)
            rolled += source.die(m_sides);
    }
    setText(locale().toString(rolled));
    m_rolled = true;
    showState();
    return rolled;
}

void RollField::keyPressEvent(QKeyEvent *event)
{
    // Up and Down step through the rolls the dice can make, as the spin box this field replaced did.
    if (event->key() == Qt::Key_Up || event->key() == Qt::Key_Down) {
        const bool up = event->key() == Qt::Key_Up;
        const std::optional<int> shown = value();
        const int next = !shown ? (up ? m_low : m_high) : std::clamp(*shown + (up ? 1 : -1), m_low, m_high);
        m_rolled = false;
        setText(locale().toString(next));
        emit textEdited(text());
        event->accept();
        return;
    }
    QLineEdit::keyPressEvent(event);
}

void RollField::changeEvent(QEvent *event)
{
    QLineEdit::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        showState();
}

void RollField::showState()
{
    const QString range = tr("%1 gives %2 to %3").arg(m_diceText).arg(m_low).arg(m_high);
    const QString note = m_note.isEmpty() ? QString() : m_note + QLatin1Char('\n');
    if (isAcceptable()) {
        if (!styleSheet().isEmpty())
            setStyleSheet(QString());
        setToolTip(note + (m_rolled ? tr("Rolled by the program (%1). Type the roll from real dice over it, or clear "
                                         "the field to roll again.")
                                          .arg(range)
                                    : tr("Type the roll from real dice (%1), or leave the field empty and the program "
                                         "rolls.")
                                          .arg(range)));
        return;
    }
    // The palette's own text on its own base, so that it reads on a dark palette too; only the frame and
    // the digits take the error colour.
    const QString colour = errorTextColor(palette()).name();
    const QString sheet = QStringLiteral("QLineEdit { border: 2px solid %1; color: %1; }").arg(colour);
    if (styleSheet() != sheet)
        setStyleSheet(sheet);
    setToolTip(note + tr("\"%1\" is not a roll of %2: %3. Fix it, or clear the field and the program rolls.")
                          .arg(text(), m_diceText, range));
}

int takeRoll(RollField *field, dice::DiceSource &dice, QStringList &typed, const QString &name)
{
    const int roll = field->valueOrRoll(dice);
    if (field->isTyped())
        typed << name;
    return roll;
}

QString rollFieldsProblem(const QWidget *root)
{
    const auto fields = root->findChildren<RollField *>();
    for (const RollField *field : fields) {
        if (!field->isAcceptable())
            return RollField::tr("A typed roll is marked in red: %1 gives %2 to %3, not \"%4\". Fix it, or clear it and "
                                 "the program rolls.")
                .arg(field->diceText())
                .arg(field->minimum())
                .arg(field->maximum())
                .arg(field->text());
    }
    return {};
}

} // namespace muster
