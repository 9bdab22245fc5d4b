// Colours from the palette (issue 14): with a light and with a dark palette, the text that stands out (a
// refusal, advice, a negative amount, the record's breakdowns) keeps a contrast of at least 4.5:1 (WCAG AA)
// against the background it is drawn on.

#include "gui_test_helpers.h"
#include "own_dialogs.h"

#include "ElementRecordCard.h"
#include "LedgerModel.h"
#include "RosterPanel.h"
#include "TextColors.h"
#include "economy/TreasuryPanel.h"
#include "DarkPalette.h"

#include <QApplication>
#include <QLabel>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTableView>
#include <QTextBrowser>

using namespace muster;
using namespace guitest;

namespace {

double luminance(const QColor &color)
{
    const auto channel = [](double c) { return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF()) + 0.0722 * channel(color.blueF());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

using mustertest::darkPalette;

} // namespace

class TstPalette : public GuiTestCase
{
    Q_OBJECT

private slots:
    void textStaysReadable_data();
    void textStaysReadable();
};

void TstPalette::textStaysReadable_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light") << false;
    QTest::newRow("dark") << true;
}

void TstPalette::textStaysReadable()
{
    QFETCH(bool, dark);
    const QPalette before = QApplication::palette();
    if (dark)
        QApplication::setPalette(darkPalette());
    const auto restore = qScopeGuard([&] { QApplication::setPalette(before); });
    QCOMPARE(isDarkPalette(QApplication::palette()), dark);
    auto window = openWindow();
    QStringList unreadable;
    const auto check = [&](const QString &what, const QColor &color, const QColor &background) {
        if (contrast(color, background) < 4.5)
            unreadable << QStringLiteral("%1 (%2 on %3)").arg(what, color.name(), background.name());
    };

    // The red and amber lines of the dialogs, as the style has painted them.
    auto dialogs = ownDialogs(*window);
    for (const std::unique_ptr<QWidget> &dialog : dialogs) {
        // For looking at them as a user would: MUSTER_SHOTS=folder saves each dialog as it is painted.
        if (const QString shots = qEnvironmentVariable("MUSTER_SHOTS"); !shots.isEmpty()) {
            dialog->show();
            QTest::qWait(50);
            dialog->grab().save(QStringLiteral("%1/%2-%3.png")
                                    .arg(shots, QString::fromLatin1(dialog->metaObject()->className()).section(QLatin1String("::"), -1),
                                         dark ? QStringLiteral("dark") : QStringLiteral("light")));
        }
        for (QLabel *label : dialog->findChildren<QLabel *>()) {
            static const QStringList coloured = {QStringLiteral("error"), QStringLiteral("problem"),
                                                 QStringLiteral("advice"), QStringLiteral("levyError")};
            if (!coloured.contains(label->objectName()))
                continue;
            label->ensurePolished();
            check(QStringLiteral("%1 %2").arg(QString::fromLatin1(dialog->metaObject()->className()), label->objectName()),
                  label->palette().color(label->foregroundRole()), dialog->palette().color(QPalette::Window));
        }
    }

    // Every colour the element record names, on the record's background.
    auto *record = window->rosterPanel()->recordView();
    const Force &force = window->document()->campaign().forces.constFirst();
    RosterLine invalid = force.lines.constFirst();
    invalid.record.tl = 13; // beyond the rules: the record says why in red
    for (const RosterLine &line : {force.lines.constFirst(), invalid}) {
        const QString html = elementRecordHtml(window->document()->catalog(), line, record->palette());
        static const QRegularExpression color(QStringLiteral("color:\\s*(#[0-9a-fA-F]{3,6})"));
        for (auto it = color.globalMatch(html); it.hasNext();)
            check(QStringLiteral("element record"), QColor(it.next().captured(1)), record->palette().color(QPalette::Base));
    }
    QVERIFY(record->toHtml().contains(mutedTextColor(record->palette()).name()));

    // A negative amount in the ledger, on the table's background.
    CampaignDocument *document = window->document();
    LedgerEntry expense;
    expense.date = document->campaign().today;
    expense.amount = Money::fromDollars(-2500);
    expense.description = QStringLiteral("Siege ladders");
    QVERIFY(document->book(document->campaign().treasuries.constFirst().id, {expense}, expense.description));
    auto *ledger = window->treasuryPanel()->findChild<QTableView *>(QStringLiteral("ledgerView"));
    QVERIFY(ledger);
    bool negative = false;
    for (int row = 0; row < ledger->model()->rowCount() && !negative; ++row) {
        const QVariant brush = ledger->model()->index(row, LedgerColumn::Amount).data(Qt::ForegroundRole);
        if (brush.isValid()) {
            negative = true;
            check(QStringLiteral("ledger amount"), brush.value<QBrush>().color(), ledger->palette().color(QPalette::Base));
        }
    }
    QVERIFY(negative);
    QVERIFY2(unreadable.isEmpty(), qPrintable(unreadable.join(QStringLiteral("; "))));
}

std::unique_ptr<QObject> newTstPalette()
{
    return std::make_unique<TstPalette>();
}

#include "tst_palette.moc"
