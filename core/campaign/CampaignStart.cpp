#include "CampaignStart.h"

#include <QCoreApplication>

namespace muster {

namespace {

// lupdate reads the context from this declaration; calls name it as CampaignStartText::tr.
struct CampaignStartText
{
    Q_DECLARE_TR_FUNCTIONS(CampaignStart)
};

} // namespace

Status CampaignStart::check() const
{
    if (name.trimmed().isEmpty())
        return Error{CampaignStartText::tr("Give the campaign a name."), QStringLiteral("name")};
    if (Status s = checkUsualTl(usualTl); !s)
        return s;
    return Calendar::gregorian().validate(today);
}

Status CampaignStart::checkUsualTl(int tl)
{
    if (tl < lowestUsualTl || tl > highestUsualTl)
        return Error{CampaignStartText::tr("The usual TL must be between 0 and 12."), QStringLiteral("usual_tl")};
    return success();
}

} // namespace muster
