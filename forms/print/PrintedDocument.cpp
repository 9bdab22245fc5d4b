#include "PrintedDocument.h"

#include "TextExport.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QFileDialog>
#include <QFontMetricsF>
#include <QImage>
#include <QLocale>
#include <QMenu>
#include <QPainter>
#include <QPdfWriter>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

#include <algorithm>

namespace muster {

namespace {

struct PrintText
{
    Q_DECLARE_TR_FUNCTIONS(PrintedDocument)
};

// The body is laid out at 96 dots per inch whatever the paper's resolution, and painted scaled: lengths the HTML
// gives in pixels (borders, padding) keep their size on a 1200 dpi printer.
constexpr qreal layoutDpi = 96;
constexpr qreal bodyPointSize = 10;
constexpr qreal headerPointSize = 8.5;

QPaintDevice *layoutDevice()
{
    static QImage device = [] {
        QImage image(1, 1, QImage::Format_RGB32);
        const int dotsPerMeter = qRound(layoutDpi / 0.0254);
        image.setDotsPerMeterX(dotsPerMeter);
        image.setDotsPerMeterY(dotsPerMeter);
        return image;
    }();
    return &device;
}

QFont paperFont(qreal points)
{
    QFont font; // the application's family
    font.setPixelSize(qRound(points * layoutDpi / 72));
    return font;
}

// Tables ruled in gray with a gray heading row; no color carries meaning on paper.
const char *const paperStyle = R"(
body { color: #000000; }
h1 { font-size: 16pt; }
h2 { font-size: 13pt; margin-top: 12px; }
h3 { font-size: 11pt; margin-top: 10px; }
table { border-collapse: collapse; margin-top: 4px; margin-bottom: 8px; }
th { background-color: #e0e0e0; font-weight: bold; text-align: left; }
th, td { border: 1px solid #808080; padding: 2px 4px; }
)";

constexpr int darkestForegroundGray = 90;  // text: black, or a gray that still reads on paper
constexpr int lightestBackgroundGray = 215; // fills: pale enough for black text

QColor paperForeground(const QColor &color)
{
    const int gray = std::min(qGray(color.rgb()), darkestForegroundGray);
    return QColor(gray, gray, gray);
}

QColor paperBackground(const QColor &color)
{
    const int gray = std::max(qGray(color.rgb()), lightestBackgroundGray);
    return QColor(gray, gray, gray);
}

// Every text's color as a dark gray, every fill as a light one.
void grayForPaper(QTextDocument &body)
{
    struct Span
    {
        int from = 0;
        int to = 0;
        QTextCharFormat format;
    };
    QList<Span> spans;
    for (QTextBlock block = body.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            QTextCharFormat format;
            const QTextCharFormat now = fragment.charFormat();
            format.setForeground(paperForeground(now.foreground().style() == Qt::NoBrush ? QColor(Qt::black)
                                                                                           : now.foreground().color()));
            if (now.background().style() != Qt::NoBrush)
                format.setBackground(paperBackground(now.background().color()));
            spans << Span{fragment.position(), fragment.position() + fragment.length(), format};
        }
    }
    QTextCursor cursor(&body);
    for (const Span &span : std::as_const(spans)) {
        cursor.setPosition(span.from);
        cursor.setPosition(span.to, QTextCursor::KeepAnchor);
        cursor.mergeCharFormat(span.format);
    }
    for (QTextBlock block = body.begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().background().style() == Qt::NoBrush)
            continue;
        QTextBlockFormat format;
        format.setBackground(paperBackground(block.blockFormat().background().color()));
        QTextCursor(block).mergeBlockFormat(format);
    }
    QList<QTextFrame *> frames{body.rootFrame()};
    while (!frames.isEmpty()) {
        QTextFrame *frame = frames.takeFirst();
        frames << frame->childFrames();
        auto *table = qobject_cast<QTextTable *>(frame);
        if (!table)
            continue;
        for (int row = 0; row < table->rows(); ++row) {
            for (int column = 0; column < table->columns(); ++column) {
                QTextTableCell cell = table->cellAt(row, column);
                QTextCharFormat format = cell.format();
                if (format.background().style() == Qt::NoBrush)
                    continue;
                format.setBackground(paperBackground(format.background().color()));
                cell.setFormat(format);
            }
        }
    }
}

QPageSize localPaper()
{
    return QPageSize(QLocale().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter
                                                                                  : QPageSize::A4);
}

void paintPreview(QPrinter *printer, const PrintedDocument &document)
{
    paintPages(*printer, document);
}

} // namespace

void prepareForPaper(QTextDocument &body, const PrintedDocument &document)
{
    body.documentLayout()->setPaintDevice(layoutDevice());
    body.setDefaultFont(paperFont(bodyPointSize));
    body.setDefaultStyleSheet(QString::fromLatin1(paperStyle));
    // Rich text draws no SVG: a chart's labels would print as a line of loose words. The tables beside a chart
    // hold its figures.
    static const QRegularExpression svg(QStringLiteral("<svg\\b.*?</svg>"),
                                        QRegularExpression::DotMatchesEverythingOption |
                                            QRegularExpression::CaseInsensitiveOption);
    body.setHtml(QString(document.html).remove(svg));
    grayForPaper(body);
}

int paintPages(QPagedPaintDevice &device, const PrintedDocument &document)
{
    QTextDocument body;
    prepareForPaper(body, document);
    const qreal scale = device.logicalDpiY() / layoutDpi;
    const QSizeF page(device.width() / scale, device.height() / scale);
    const QFont headerFont = paperFont(headerPointSize);
    const QFontMetricsF metrics(headerFont, layoutDevice());
    const qreal line = metrics.height();
    const qreal headerHeight = line * 2;
    const qreal footerHeight = line * 2;
    const qreal bodyHeight = page.height() - headerHeight - footerHeight;
    body.setPageSize(QSizeF(page.width(), bodyHeight));
    const int pages = body.pageCount();

    QPainter painter(&device);
    painter.scale(scale, scale);
    for (int index = 0; index < pages; ++index) {
        if (index > 0)
            device.newPage();
        painter.setFont(headerFont);
        painter.setPen(Qt::black);
        const QRectF headerLine(0, 0, page.width(), line);
        const QString source = metrics.elidedText(document.source, Qt::ElideRight, page.width() * 0.45);
        const qreal titleWidth = page.width() - metrics.horizontalAdvance(source) - line;
        painter.drawText(headerLine, Qt::AlignLeft | Qt::AlignVCenter,
                         metrics.elidedText(document.title, Qt::ElideRight, titleWidth));
        painter.drawText(headerLine, Qt::AlignRight | Qt::AlignVCenter, source);
        painter.setPen(QPen(Qt::black, 0.75));
        painter.drawLine(QPointF(0, line * 1.3), QPointF(page.width(), line * 1.3));

        painter.save();
        painter.translate(0, headerHeight - index * bodyHeight);
        QAbstractTextDocumentLayout::PaintContext context;
        const QRectF pageBody(0, index * bodyHeight, page.width(), bodyHeight);
        // The layout draws the lines the clip touches: a line that ends on the page's edge would otherwise be
        // drawn, hidden, on the next page too, and read twice from the PDF.
        context.clip = pageBody.adjusted(0, 4, 0, -4);
        context.palette.setColor(QPalette::Text, Qt::black);
        painter.setClipRect(pageBody);
        body.documentLayout()->draw(&painter, context);
        painter.restore();

        painter.setPen(Qt::black);
        painter.drawText(QRectF(0, page.height() - line, page.width(), line), Qt::AlignHCenter | Qt::AlignVCenter,
                         PrintText::tr("Page %1 of %2").arg(index + 1).arg(pages));
    }
    return pages;
}

Status savePdf(const QString &path, const PrintedDocument &document)
{
    return saveFile(path, [&document](QIODevice &file) {
        QPdfWriter writer(&file);
        writer.setTitle(document.title);
        writer.setCreator(QStringLiteral("Muster"));
        writer.setPageSize(localPaper());
        writer.setPageOrientation(document.landscape ? QPageLayout::Landscape : QPageLayout::Portrait);
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        paintPages(writer, document); // the writer has written every page when its painter ends
    });
}

void showPrintPreview(QWidget *parent, const PrintedDocument &document)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(document.title);
    printer.setPageOrientation(document.landscape ? QPageLayout::Landscape : QPageLayout::Portrait);
    QPrintPreviewDialog preview(&printer, parent);
    preview.setObjectName(QStringLiteral("printPreview"));
    preview.setWindowTitle(PrintText::tr("Print Preview: %1").arg(document.title));
    QObject::connect(&preview, &QPrintPreviewDialog::paintRequested, &preview,
                     [&document](QPrinter *p) { paintPreview(p, document); });
    preview.exec();
}

void printWithDialog(QWidget *parent, const PrintedDocument &document)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(document.title);
    printer.setPageOrientation(document.landscape ? QPageLayout::Landscape : QPageLayout::Portrait);
    QPrintDialog dialog(&printer, parent);
    dialog.setWindowTitle(PrintText::tr("Print %1").arg(document.title));
    if (dialog.exec() == QDialog::Accepted)
        paintPages(printer, document);
}

QString askPdfFile(QWidget *parent, const QString &suggested)
{
    return QFileDialog::getSaveFileName(parent, PrintText::tr("Export as PDF"), suggested,
                                        PrintText::tr("PDF documents (*.pdf)"));
}

QMenu *makePrintMenu(QWidget *parent, const PrintMenuHooks &hooks)
{
    auto *menu = new QMenu(parent);
    QObject::connect(menu->addAction(PrintText::tr("Print Pre&view...")), &QAction::triggered, parent, [parent, hooks] {
        if (const auto document = hooks.document())
            showPrintPreview(parent, *document);
    });
    QObject::connect(menu->addAction(PrintText::tr("&Print...")), &QAction::triggered, parent, [parent, hooks] {
        if (const auto document = hooks.document())
            printWithDialog(parent, *document);
    });
    QObject::connect(menu->addAction(PrintText::tr("Export as P&DF...")), &QAction::triggered, parent, [parent, hooks] {
        const auto document = hooks.document();
        if (!document)
            return;
        const QString path = askPdfFile(parent, hooks.suggestedPdf());
        if (path.isEmpty())
            return;
        if (Status s = savePdf(path, *document); !s)
            hooks.failed(s.error().message);
        else
            hooks.exported(path);
    });
    return menu;
}

} // namespace muster
