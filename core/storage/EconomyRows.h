#pragma once

#include "common/Result.h"
#include "economy/Calendar.h"
#include "economy/ForceEconomy.h"
#include "economy/Logistics.h"
#include "economy/Revenue.h"

#include <QSqlQuery>
#include <QStringList>
#include <QVariantList>

#include <optional>

// The columns of the economy's tables and their values, shared by EconomyRepository's reads and writes.
namespace muster::EconomyRows {

// A date as three columns: year, month, day.
QVariantList dateValues(const CampaignDate &date);
CampaignDate dateFromRow(const QSqlQuery &q, int first);

// The columns of revenue_sources after treasury_id and id, in the order sourceValues() gives them.
extern const QStringList sourceColumnNames;
QVariantList sourceValues(const RevenueSource &source);
// Reads id and then the sourceColumnNames from column `first` on.
Result<RevenueSource> sourceFromRow(const QSqlQuery &q, int first);

// The columns of raising_orders after id, the element record (RecordColumns) last.
extern const QString raisingColumns;
// Every column of force_economy, force_id first.
extern const QString forceEconomyColumns;

// A month that may be none, as two columns (year, month) that are both NULL for none.
QVariantList monthValues(const std::optional<CampaignMonth> &month);
std::optional<CampaignMonth> monthFromRow(const QSqlQuery &q, int first);

// A force's last march as force_economy's last_march code ('' none, 'normal', 'forced', 'forced-failed').
QString lastMarchCode(const std::optional<LastMarch> &march);
bool knownLastMarchCode(const QString &code);
std::optional<LastMarch> lastMarchFromCode(const QString &code, bool offRoad); // none for '' (or unknown)
// Every column of levy_terms, line_id first.
extern const QString levyTermColumns;

} // namespace muster::EconomyRows
