#pragma once

#include <QTableWidget>

namespace muster {

// The cells of the units tables the battle set-ups edit (an SMC army, a d20 army): a whole number edited with a spin
// box, read back as typed; text read back trimmed.
inline QTableWidgetItem *numberItem(int value)
{
    auto *item = new QTableWidgetItem;
    item->setData(Qt::EditRole, value);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

inline int cellNumber(const QTableWidget *table, int row, int column)
{
    const QTableWidgetItem *item = table->item(row, column);
    return item ? item->data(Qt::EditRole).toInt() : 0;
}

inline QString cellText(const QTableWidget *table, int row, int column)
{
    const QTableWidgetItem *item = table->item(row, column);
    return item ? item->text().trimmed() : QString();
}

} // namespace muster
