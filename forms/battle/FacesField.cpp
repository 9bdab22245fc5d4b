#include "FacesField.h"

#include <QRegularExpression>

namespace muster {

FacesField::FacesField(const QString &objectName, QWidget *parent, int sides) : QLineEdit(parent), m_sides(sides)
{
    setObjectName(objectName);
    setClearButtonEnabled(true);
    setCount(0);
}

void FacesField::setCount(int count)
{
    m_count = std::max(0, count);
    setPlaceholderText(m_count == 0 ? tr("no dice") : m_count == 1 ? tr("1 die: empty rolls it") : tr("%1 dice: empty rolls them").arg(m_count));
    if (m_sides == 6)
        setToolTip(m_count == 1 ? tr("Type the face of the six-sided die from the table, or leave empty to roll")
                                : tr("Type the faces of %1 six-sided dice from the table, separated by spaces, or leave "
                                     "empty to roll").arg(m_count));
    else
        setToolTip(m_count == 1 ? tr("Type the face of the d%1 from the table, or leave empty to roll").arg(m_sides)
                                : tr("Type the faces of %1 d%2 from the table, separated by spaces, or leave empty to "
                                     "roll").arg(m_count).arg(m_sides));
    setEnabled(m_count > 0);
}

std::optional<QList<int>> FacesField::typed() const
{
    QList<int> faces;
    static const QRegularExpression separators(QStringLiteral("[\\s,]+"));
    for (const QString &part : text().split(separators, Qt::SkipEmptyParts)) {
        bool ok = false;
        const int face = part.toInt(&ok);
        if (!ok || face < 1 || face > m_sides)
            return std::nullopt;
        faces << face;
    }
    if (faces.size() != m_count)
        return std::nullopt;
    return faces;
}

QString FacesField::problem() const
{
    if (!isTyped() || typed())
        return {};
    if (m_sides == 6)
        return m_count == 1 ? tr("Type one face from 1 to 6, or leave the field empty to roll.")
                            : tr("Type %1 faces from 1 to 6, or leave the field empty to roll.").arg(m_count);
    return m_count == 1 ? tr("Type one face from 1 to %1, or leave the field empty to roll.").arg(m_sides)
                        : tr("Type %1 faces from 1 to %2, or leave the field empty to roll.").arg(m_count).arg(m_sides);
}

QList<int> FacesField::facesOrRoll(dice::DiceSource &dice) const
{
    if (isTyped())
        return typed().value_or(QList<int>{});
    return dice.pool(m_count, m_sides);
}

} // namespace muster
