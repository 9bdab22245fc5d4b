#include "ArmySheet.h"

#include "ElementRecordCard.h"
#include "campaign/Campaign.h"
#include "force/Force.h"
#include "models/CampaignDocument.h"
#include "models/TableHtml.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPalette>

namespace muster {

namespace {

struct ArmySheetText
{
    Q_DECLARE_TR_FUNCTIONS(ArmySheet)
};

QString staffHtml(const Force &force)
{
    QString html = QStringLiteral("<table width=\"100%\" cellspacing=\"0\"><thead><tr><th>%1</th><th>%2</th>")
                       .arg(ArmySheetText::tr("Post"), ArmySheetText::tr("Name"));
    for (int s = 0; s < staffSkillCount; ++s)
        html += QStringLiteral("<th>%1</th>").arg(staffSkillName(StaffSkill(s)).toHtmlEscaped());
    html += QStringLiteral("<th>%1</th><th>%2</th></tr></thead><tbody>")
                .arg(ArmySheetText::tr("HP"), ArmySheetText::tr("Fate"));
    for (int r = 0; r < staffRoleCount; ++r) {
        const StaffMember &member = force.member(StaffRole(r));
        html += QStringLiteral("<tr><td>%1</td><td>%2</td>")
                    .arg(staffRoleName(StaffRole(r)).toHtmlEscaped(),
                         member.name.isEmpty() ? ArmySheetText::tr("(vacant)") : member.name.toHtmlEscaped());
        for (int s = 0; s < staffSkillCount; ++s)
            html += QStringLiteral("<td align=\"right\">%1</td>").arg(member.skill(StaffSkill(s)));
        html += QStringLiteral("<td align=\"right\">%1</td><td>%2</td></tr>")
                    .arg(member.hp)
                    .arg(staffFateName(member.fate).toHtmlEscaped());
    }
    return html + QStringLiteral("</tbody></table>");
}

QString notesHtml(const QString &notes)
{
    QStringList paragraphs;
    for (const QString &paragraph : notes.split(QStringLiteral("\n\n"), Qt::SkipEmptyParts))
        paragraphs << QStringLiteral("<p>%1</p>").arg(paragraph.toHtmlEscaped().replace(QLatin1Char('\n'),
                                                                                          QStringLiteral("<br>")));
    return paragraphs.join(QString());
}

} // namespace

QString campaignSource(const CampaignDocument &document)
{
    const Campaign &campaign = document.campaign();
    const QString file = document.path().isEmpty() ? ArmySheetText::tr("Unsaved campaign")
                                                   : QFileInfo(document.path()).completeBaseName();
    return ArmySheetText::tr("%1, %2").arg(file, campaign.calendar.format(campaign.today));
}

PrintedDocument armySheet(const CampaignDocument &document, const Force &force, const QAbstractItemModel &roster,
                          const QAbstractItemModel &figures)
{
    QString html = QStringLiteral("<h1>%1</h1>").arg(force.name.toHtmlEscaped());
    html += QStringLiteral("<h2>%1</h2>").arg(ArmySheetText::tr("Figures"));
    html += tableToHtml(figures, false);
    html += QStringLiteral("<h2>%1</h2>").arg(ArmySheetText::tr("Roster"));
    html += force.lines.isEmpty() ? QStringLiteral("<p>%1</p>").arg(ArmySheetText::tr("No elements."))
                                  : tableToHtml(roster);
    html += QStringLiteral("<h2>%1</h2>").arg(ArmySheetText::tr("Staff"));
    html += staffHtml(force);
    if (!force.lines.isEmpty()) {
        html += QStringLiteral("<h2>%1</h2>").arg(ArmySheetText::tr("Element records"));
        const QPalette paper(Qt::black, Qt::white); // the colors of paper, whatever the screen's
        for (const RosterLine &line : force.lines)
            html += elementRecordHtml(document.catalog(), line, paper);
    }
    if (!force.notes.trimmed().isEmpty())
        html += QStringLiteral("<h2>%1</h2>").arg(ArmySheetText::tr("Notes")) + notesHtml(force.notes);
    return {ArmySheetText::tr("Army sheet: %1").arg(force.name), campaignSource(document), html, true};
}

} // namespace muster
