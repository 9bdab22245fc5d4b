#pragma once

#include "battle/BattleSession.h"
#include "models/CampaignDocument.h"
#include "print/ArmySheet.h"
#include "print/PrintedDocument.h"

#include <QCoreApplication>

namespace muster {

// A battle's report (every round, every die and every figure explained) on paper, whatever its rule set.
inline PrintedDocument battleReportDocument(const BattleSession &session, const CampaignDocument &document)
{
    return {QCoreApplication::translate("PrintedDocument", "Battle report: %1").arg(session.name()),
            campaignSource(document), session.reportHtml(), true}; // the rounds' table is wide
}

} // namespace muster
