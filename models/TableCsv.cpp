#include "TableCsv.h"

#include "common/Csv.h"

#include <QAbstractItemModel>

namespace muster {

QString tableToCsv(const QAbstractItemModel &model)
{
    QStringList headers;
    for (int column = 0; column < model.columnCount(); ++column)
        headers << model.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
    QString csv = csvRow(headers);
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < model.columnCount(); ++column)
            cells << model.index(row, column).data(Qt::DisplayRole).toString();
        csv += csvRow(cells);
    }
    return csv;
}

} // namespace muster
