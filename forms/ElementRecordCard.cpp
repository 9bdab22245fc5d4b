#include "ElementRecordCard.h"

#include "catalog/Customization.h"
#include "catalog/ElementCatalog.h"
#include "force/Force.h"
#include "force/LineFiguresCache.h"
#include "models/TextColors.h"

#include <QCoreApplication>
#include <QPalette>

namespace muster {

// lupdate reads the context from this declaration; calls name it as ElementRecordCardText::tr.
struct ElementRecordCardText
{
    Q_DECLARE_TR_FUNCTIONS(ElementRecordCard)
};

static QString breakdownHtml(const Breakdown &breakdown, const QPalette &palette)
{
    // A block a line: on paper a page may end between any two (see PrintedDocument).
    QString html;
    for (const QString &step : breakdown.steps)
        html += QStringLiteral("<div style='color:%1; margin-left:12px'>%2</div>")
                    .arg(mutedTextColor(palette).name(), step.toHtmlEscaped());
    return html;
}

QString elementRecordHtml(const ElementCatalog &catalog, const RosterLine &line, const QPalette &palette)
{
    const ElementRecord &r = line.record;
    const ElementType *type = catalog.find(r.typeId);
    if (!type)
        return ElementRecordCardText::tr("<p>Unknown element type <b>%1</b>.</p>")
            .arg(r.typeId.toHtmlEscaped());
    const QString name = r.name.isEmpty() ? type->name : r.name;
    QString html = QStringLiteral("<h3>%1 (TL%2)</h3><p><i>%3</i></p>")
                       .arg(name.toHtmlEscaped())
                       .arg(r.tl)
                       .arg(type->name.toHtmlEscaped());
    if (!type->description.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(type->description.toHtmlEscaped());
    const auto stats = Customization::compute(*type, r, Customization::Detail::WithBreakdown);
    if (!stats) {
        html += QStringLiteral("<p style='color:%1'><b>%2</b> %3</p>")
                    .arg(errorTextColor(palette).name(), ElementRecordCardText::tr("Invalid:"),
                         stats.error().message.toHtmlEscaped());
        return html;
    }
    const ElementStats &s = *stats;
    const QString ts = s.support ? QStringLiteral("(%1)").arg(formatNumber(s.ts)) : formatNumber(s.ts);
    QString classes = s.classes.toCodes();
    if (!s.neutralizes.isEmpty())
        classes += (classes.isEmpty() ? QString() : QStringLiteral(", ")) +
                   QStringLiteral("(%1)").arg(s.neutralizes.toCodes());
    if (s.transport > 0)
        classes += (classes.isEmpty() ? QString() : QStringLiteral(", ")) +
                   QStringLiteral("T%1").arg(formatNumber(s.transport));
    html += ElementRecordCardText::tr("<p><b>TS:</b> %1. <b>WT:</b> %2.</p>")
                .arg(ts, s.wt ? formatNumber(*s.wt) : QStringLiteral("–"));
    html += breakdownHtml(s.tsBreakdown, palette);
    html += ElementRecordCardText::tr("<p><b>Classes:</b> %1. <b>Mobility:</b> %2.</p>")
                .arg(classes.isEmpty() ? QStringLiteral("–") : classes, mobilityCodes(s.mobility));
    html += ElementRecordCardText::tr("<p><b>Quality:</b> %1 equipment; %2 troops.</p>")
                .arg(equipmentQualityName(r.equipment), troopQualityName(r.troops));
    const QString features = r.featureSummary();
    html += ElementRecordCardText::tr("<p><b>Features:</b> %1.</p>")
                .arg(features.isEmpty() ? ElementRecordCardText::tr("none") : features.toHtmlEscaped());
    html += ElementRecordCardText::tr("<p><b>Cost:</b> %1 to raise; %2 to maintain.</p>")
                .arg(s.raise.toShortString(), s.maintain.toShortString());
    html += breakdownHtml(s.raiseBreakdown, palette);
    html += breakdownHtml(s.maintainBreakdown, palette);
    if (s.raiseTime.normal > 0)
        html += ElementRecordCardText::tr(
                    "<p><b>Time to raise:</b> %1 days; %2 days at twice the cost; %3 days at four times the "
                    "cost.</p>")
                    .arg(s.raiseTime.normal)
                    .arg(s.raiseTime.doubleCost)
                    .arg(s.raiseTime.quadrupleCost);
    else
        html += ElementRecordCardText::tr(
            "<p><b>Time to raise:</b> none; these troops are not raised by their commander.</p>");
    if (line.count != 1)
        html += ElementRecordCardText::tr(
                    "<p><b>This line:</b> %1 elements: TS %2, WT %3, %4 to raise, %5 per month.</p>")
                    .arg(line.count)
                    .arg(formatNumber(s.ts * line.count),
                         s.wt ? formatNumber(*s.wt * line.count) : QStringLiteral("–"),
                         (s.raise * line.count).toShortString(), (s.maintain * line.count).toShortString());
    return html;
}

} // namespace muster
