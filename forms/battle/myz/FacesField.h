#pragma once

#include "dice/DiceSource.h"

#include <QLineEdit>

#include <optional>

namespace muster {

// The faces of a pool of d6 typed from real dice ("6 1 3"), or left empty for the program to roll. A six shows as
// a success, a one as a loss where it counts; a wrong count or face is the GM's to fix, and says so.
class FacesField : public QLineEdit
{
    Q_OBJECT

public:
    explicit FacesField(const QString &objectName, QWidget *parent = nullptr);

    void setCount(int count); // the dice this pool has now
    int count() const { return m_count; }
    // Empty: nothing typed. Otherwise the typed faces, or nullopt when they are not `count` faces of 1 to 6.
    std::optional<QList<int>> typed() const;
    bool isTyped() const { return !text().trimmed().isEmpty(); }
    // What is wrong with what was typed, or empty.
    QString problem() const;
    // The typed faces, or `count` dice rolled from `dice`.
    QList<int> facesOrRoll(dice::DiceSource &dice) const;

private:
    int m_count = 0;
};

} // namespace muster
