// Internal to the battle report (BattleReport.cpp, BattleReportRounds.cpp): the HTML building blocks its
// sections share, and the sections that BattleReportRounds.cpp writes. Not for other code.

#pragma once

#include "battle/gurps/BattleEngine.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <array>

namespace muster::gurps::report {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BattleReport)
};

// Each side's colour: its name in the text, its line in the chart.
inline constexpr std::array<const char *, 2> sideColours = {"#1f5fa8", "#b3261e"};

// User text and translations are plain text; everything these helpers take as "html" is already escaped.
inline QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

inline QString percent(int value)
{
    return Text::tr("%1%").arg(value);
}

inline QString dash()
{
    return QStringLiteral("&#8212;");
}

inline QString tagged(const char *tag, const QString &html)
{
    return QStringLiteral("<%1>%2</%1>").arg(QLatin1String(tag), html);
}

// A figure in bold with its explanation in small print below.
inline QString explained(const QString &valueHtml, const QString &explanationHtml)
{
    return tagged("strong", valueHtml) +
           QStringLiteral("<div class=\"explain\">%1</div>").arg(explanationHtml);
}

// Plain lines, escaped, as a bulleted list.
inline QString listHtml(const QStringList &lines)
{
    QString html;
    for (const QString &line : lines)
        html += tagged("li", esc(line));
    return html.isEmpty() ? QString() : tagged("ul", html);
}

// The side's name in its colour.
inline QString sideName(const BattleSetup &setup, int side)
{
    return QStringLiteral("<span class=\"side%1\">%2</span>")
        .arg(QString::number(side), esc(sideLabel(setup, side)));
}

inline QString headerRow(const QStringList &headingsHtml)
{
    QString cells;
    for (const QString &h : headingsHtml)
        cells += QStringLiteral("<th scope=\"col\">%1</th>").arg(h);
    return tagged("thead", tagged("tr", cells));
}

// A table of HTML cells; the first cell of each row heads it.
inline QString table(const char *cssClass, const QStringList &headerHtml, const QList<QStringList> &rows)
{
    QString body;
    for (const QStringList &row : rows) {
        QString cells = QStringLiteral("<th scope=\"row\">%1</th>").arg(row.value(0));
        for (qsizetype c = 1; c < row.size(); ++c)
            cells += tagged("td", row.at(c));
        body += tagged("tr", cells);
    }
    return QStringLiteral("<table class=\"%1\">%2%3</table>\n")
        .arg(QLatin1String(cssClass), headerRow(headerHtml), tagged("tbody", body));
}

// A table with a column per side: a row per heading, each side's cells (HTML) in the same order.
inline QString sideTable(const BattleSetup &setup, const QStringList &headings,
                         const std::array<QStringList, 2> &cells)
{
    QList<QStringList> rows;
    for (qsizetype r = 0; r < headings.size(); ++r)
        rows << QStringList{esc(headings.at(r)), cells[0].value(r), cells[1].value(r)};
    return table("sides", {QString(), sideName(setup, 0), sideName(setup, 1)}, rows);
}

inline QString section(const char *id, const QString &title, const QString &bodyHtml)
{
    return QStringLiteral("<section id=\"%1\">\n<h2>%2</h2>\n%3</section>\n")
        .arg(QLatin1String(id), esc(title), bodyHtml);
}

// In BattleReportRounds.cpp: the table of rounds, and the chart of each side's cumulative casualties.
QString roundsSection(const BattleEngine &engine);
QString casualtiesSection(const BattleEngine &engine);

// In BattleReportSpecial.cpp: the facts of a special battle (type of campaign, siege, amphibious assault,
// naval battle, weapons of mass destruction) as rows of the set-up's facts table, and the cell that lists
// a side's elements sitting out or fighting at reduced TS, and why.
QList<QStringList> specialBattleFacts(const BattleSetup &setup);
QString specialRolesHtml(const BattleSetup &setup, int side);

} // namespace muster::gurps::report
