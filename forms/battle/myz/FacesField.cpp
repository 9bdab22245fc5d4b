#include "FacesField.h"

#include <QRegularExpression>

namespace muster {

FacesField::FacesField(const QString &objectName, QWidget *parent) : QLineEdit(parent)
{
    setObjectName(objectName);
    setClearButtonEnabled(true);
    setCount(0);
}

void FacesField::setCount(int count)
{
    m_count = std::max(0, count);
    setPlaceholderText(m_count == 0 ? tr("no dice") : m_count == 1 ? tr("1 die: empty rolls it") : tr("%1 dice: empty rolls them").arg(m_count));
    setToolTip(m_count == 1 ? tr("Type the face of the six-sided die from the table, or leave empty to roll")
                            : tr("Type the faces of %1 six-sided dice from the table, separated by spaces, or leave "
                                 "empty to roll").arg(m_count));
    setEnabled(m_count > 0);
}

std::optional<QList<int>> FacesField::typed() const
{
    QList<int> faces;
    static const QRegularExpression separators(QStringLiteral("[\\s,]+"));
    for (const QString &part : text().split(separators, Qt::SkipEmptyParts)) {
        bool ok = false;
        const int face = part.toInt(&ok);
        if (!ok || face < 1 || face > 6)
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
    return m_count == 1 ? tr("Type one face from 1 to 6, or leave the field empty to roll.")
                        : tr("Type %1 faces from 1 to 6, or leave the field empty to roll.").arg(m_count);
}

QList<int> FacesField::facesOrRoll(dice::DiceSource &dice) const
{
    if (isTyped())
        return typed().value_or(QList<int>{});
    return dice.pool(m_count, 6);
}

} // namespace muster
