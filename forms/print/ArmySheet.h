#pragma once

#include "print/PrintedDocument.h"

class QAbstractItemModel;

namespace muster {

class CampaignDocument;
struct Force;

// A force on paper: its figures, its roster as the roster table shows it, its staff, every line's element record
// (the rule book's record style, each figure with its working) and its notes.
PrintedDocument armySheet(const CampaignDocument &document, const Force &force, const QAbstractItemModel &roster,
                          const QAbstractItemModel &figures);

// The title and source line every printed campaign document carries: the campaign's file and its date.
QString campaignSource(const CampaignDocument &document);

} // namespace muster
