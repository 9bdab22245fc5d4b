#include "TableHtml.h"

#include <QAbstractItemModel>
#include <QFont>

namespace muster {

namespace {

QString cellHtml(const QModelIndex &index)
{
    QString text = index.data(Qt::DisplayRole).toString().toHtmlEscaped();
    const QVariant font = index.data(Qt::FontRole);
    if (font.isValid() && font.value<QFont>().bold())
        text = QStringLiteral("<b>%1</b>").arg(text);
    const Qt::Alignment alignment(index.data(Qt::TextAlignmentRole).toInt());
    if (alignment & Qt::AlignRight)
        return QStringLiteral("<td align=\"right\">%1</td>").arg(text);
    if (alignment & Qt::AlignHCenter)
        return QStringLiteral("<td align=\"center\">%1</td>").arg(text);
    return QStringLiteral("<td>%1</td>").arg(text);
}

} // namespace

QString tableToHtml(const QAbstractItemModel &model, bool fullWidth)
{
    QString html = fullWidth ? QStringLiteral("<table width=\"100%\" cellspacing=\"0\"><thead><tr>")
                             : QStringLiteral("<table cellspacing=\"0\"><thead><tr>");
    for (int column = 0; column < model.columnCount(); ++column)
        html += QStringLiteral("<th>%1</th>")
                    .arg(model.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString().toHtmlEscaped());
    html += QStringLiteral("</tr></thead><tbody>");
    for (int row = 0; row < model.rowCount(); ++row) {
        html += QStringLiteral("<tr>");
        for (int column = 0; column < model.columnCount(); ++column)
            html += cellHtml(model.index(row, column));
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</tbody></table>");
}

} // namespace muster
