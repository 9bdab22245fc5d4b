#include "Handout.h"

#include "battle/gurps/BattleReportHtml.h"
#include "battle/gurps/Intelligence.h"

#include <QCoreApplication>

namespace muster::gurps {

namespace {

struct HandoutText
{
    Q_DECLARE_TR_FUNCTIONS(Handout)
};

QString fieldText(const BattleSetup &setup)
{
    const BattleConditions &c = setup.conditions;
    return HandoutText::tr("%1 in %2 terrain, by %3, in %4.")
        .arg(setup.start.kind == BattleKind::Pitched ? HandoutText::tr("A pitched battle")
                                                      : HandoutText::tr("An encounter battle"),
             battleTerrainName(c.terrain), c.night ? HandoutText::tr("night") : HandoutText::tr("day"),
             c.badWeather ? HandoutText::tr("bad weather") : HandoutText::tr("fair weather"));
}

QString standingText(const BattleSetup &setup, int side)
{
    const BattleStart &start = setup.start;
    QStringList lines;
    if (start.advantage != Advantage::None && start.advantageSide == side) {
        switch (start.advantage) {
        case Advantage::Initiative:
            lines << HandoutText::tr("Your scouts won the Reconnaissance Contest: you have the initiative.");
            break;
        case Advantage::Surprise:
            lines << HandoutText::tr("Your scouts won the Reconnaissance Contest: you have surprise.");
            break;
        case Advantage::Ambush:
            lines << HandoutText::tr("Your scouts won the Reconnaissance Contest: you spring an ambush.");
            break;
        case Advantage::None:
            break;
        }
    }
    if (start.startsConfused(side))
        lines << HandoutText::tr("Your force starts the battle confused.");
    return lines.join(QLatin1Char(' '));
}

} // namespace

PlayerHandout playerHandout(const BattleSetup &setup, int side)
{
    PlayerHandout handout;
    handout.battle = setup.name;
    handout.side = setup.sides.at(size_t(side)).name;
    handout.enemy = setup.sides.at(size_t(otherSide(side))).name;
    handout.field = fieldText(setup);
    handout.standing = standingText(setup, side);
    handout.initialIntelligence = initialIntelligence(setup, side);
    handout.reconnaissance = reconnaissanceEstimate(setup, side);
    return handout;
}

QString playerHandoutHtml(const PlayerHandout &h)
{
    QString html = QStringLiteral("<h1>%1</h1>").arg(h.battle.toHtmlEscaped());
    html += HandoutText::tr("<p><b>For %1</b>, facing %2.</p>").arg(h.side.toHtmlEscaped(), h.enemy.toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>").arg(h.field.toHtmlEscaped());
    if (!h.standing.isEmpty())
        html += QStringLiteral("<p><b>%1</b></p>").arg(h.standing.toHtmlEscaped());
    html += QStringLiteral("<h2>%1</h2>").arg(HandoutText::tr("What you see of the enemy").toHtmlEscaped());
    html += report::listHtml(h.initialIntelligence);
    if (!h.reconnaissance.isEmpty()) {
        html += QStringLiteral("<h2>%1</h2>").arg(HandoutText::tr("Your scouts' estimate").toHtmlEscaped());
        html += report::listHtml(h.reconnaissance);
    }
    return html;
}

} // namespace muster::gurps
