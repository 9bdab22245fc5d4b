// The user actions of the document, as data rows for the tests that make each of them fail part-way (at an
// injected write in tst_faultinjection, at an injected disk fault in tst_iofaults), and what those tests
// compare before and after: the file's rows, memory, the roster model and the undo stack.
#pragma once

#include "models/CampaignDocument.h"

#include <QString>
#include <QStringList>

#include <functional>

namespace muster {
class RosterModel;
}

namespace modelstest {

using Action = std::function<muster::Status(muster::CampaignDocument &)>;

// Adds the columns forceName (a force of the demo campaign), prepare and action, and a row for each user
// action of the document: economy, operations, roster edits, battles of every rule set, the calendar.
void addDocumentActionRows();

// Every row of every table of a campaign file, through a connection of its own, sorted within each table.
QString dumpFile(const QString &path);

// What must not change when an action fails: the file, memory, the model over it, the undo stack.
struct Snapshot
{
    QString file;
    QByteArray memory;
    int rosterRows = 0;
    int steps = 0;
    int index = 0;
    QStringList texts;

    bool operator==(const Snapshot &) const = default;
};

Snapshot snapshot(const muster::CampaignDocument &document, const muster::RosterModel &roster);

const muster::Force &forceNamed(const muster::CampaignDocument &document, const QString &name);
qint64 firstTreasury(const muster::CampaignDocument &document);

} // namespace modelstest
