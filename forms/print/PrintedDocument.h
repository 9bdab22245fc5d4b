#pragma once

#include "common/Result.h"

#include <QString>

#include <functional>
#include <optional>

class QMenu;
class QPagedPaintDevice;
class QTextDocument;
class QWidget;

namespace muster {

// A text for paper: an army sheet, a battle report, a ledger, a player handout. Each page has a header (the
// title, and where it comes from) and a footer ("Page 2 of 5").
struct PrintedDocument
{
    QString title;  // "Army sheet: Fen Rebels"
    QString source; // "Campaign: Drake's Cross, 12 March 1190"
    QString html;
    bool landscape = false; // wide tables (a roster) read better across the page
};

// The body as it goes on paper: laid out at 96 dpi (painted scaled to the paper), every text in black or a dark gray and every background a
// light gray, so that a black-and-white printer loses nothing the colors said.
void prepareForPaper(QTextDocument &body, const PrintedDocument &document);

// Lays `document` out on the pages of `device` (a printer, a PDF writer) and paints every page; returns the number
// of pages.
int paintPages(QPagedPaintDevice &device, const PrintedDocument &document);

// Writes `document` as a PDF at `path`, all or nothing: A4, or Letter where the locale measures in inches.
Status savePdf(const QString &path, const PrintedDocument &document);

// The print preview (its toolbar prints), the print dialog, and asking where to save a PDF (empty when cancelled).
void showPrintPreview(QWidget *parent, const PrintedDocument &document);
void printWithDialog(QWidget *parent, const PrintedDocument &document);
QString askPdfFile(QWidget *parent, const QString &suggested);

// "Print Preview...", "Print..." and "Export as PDF...", for a document made when chosen; `suggestedPdf` gives the
// path the PDF dialog starts at, `failed` hears a PDF that cannot be written, `exported` one that was.
struct PrintMenuHooks
{
    std::function<std::optional<PrintedDocument>()> document; // nullopt: nothing to print now
    std::function<QString()> suggestedPdf;
    std::function<void(const QString &message)> failed;
    std::function<void(const QString &path)> exported;
};
QMenu *makePrintMenu(QWidget *parent, const PrintMenuHooks &hooks);

} // namespace muster
