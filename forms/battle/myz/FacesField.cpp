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
    setPlaceholderText(m_count == 0 ? tr("no dice") : tr("%n die(s): empty rolls them", nullptr, m_count));
    setToolTip(tr("Type the faces of %n six-sided die(s) from the table, separated by spaces, or leave empty to roll",
                  nullptr, m_count));
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
    return tr("Type %n face(s) from 1 to 6, or leave the field empty to roll.", nullptr, m_count);
}

QList<int> FacesField::facesOrRoll(dice::DiceSource &dice) const
{
    if (isTyped())
        return typed().value_or(QList<int>{});
    return dice.pool(m_count, 6);
}

} // namespace muster
