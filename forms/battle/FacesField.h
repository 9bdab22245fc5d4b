#pragma once

#include "dice/DiceSource.h"

#include <QLineEdit>

#include <optional>

namespace muster {

// The faces of a pool of like dice typed from real dice ("6 1 3"), or left empty for the program to roll: Mutant:
// Year Zero's d6, Simplified Mass Combat's d10. A wrong count or face is the GM's to fix, and says so.
class FacesField : public QLineEdit
{
    Q_OBJECT

public:
    explicit FacesField(const QString &objectName, QWidget *parent = nullptr, int sides = 6);

    void setCount(int count); // the dice this pool has now
    int count() const { return m_count; }
    // Empty: nothing typed. Otherwise the typed faces, or nullopt when they are not `count` faces of 1 to sides.
    std::optional<QList<int>> typed() const;
    bool isTyped() const { return !text().trimmed().isEmpty(); }
    // What is wrong with what was typed, or empty.
    QString problem() const;
    // The typed faces, or `count` dice rolled from `dice`.
    QList<int> facesOrRoll(dice::DiceSource &dice) const;

private:
    int m_sides = 6;
    int m_count = 0;
};

} // namespace muster
