#include "LedgerText.h"

#include <QCoreApplication>

namespace muster {

namespace {

// Stored as the separator, the code, and each argument after a separator: no GM types a unit separator.
constexpr QChar separator(0x1F);

struct Wording
{
    LedgerText text;
    const char *code; // stable: it is in campaign files
    const char *source;
};

// The source wordings are translated when shown, in the "LedgerText" context.
constexpr Wording wordings[] = {
    {LedgerText::LogisticForce, "logistic-force", QT_TRANSLATE_NOOP("LedgerText", "Logistic force of %1")},
    {LedgerText::Maintenance, "maintenance", QT_TRANSLATE_NOOP("LedgerText", "Maintenance of %1")},
    {LedgerText::HiredTroops, "hired-troops", QT_TRANSLATE_NOOP("LedgerText", "Hired troops of %1")},
    {LedgerText::ReplacingCasualties, "replacing-casualties",
     QT_TRANSLATE_NOOP("LedgerText", "Replacing casualties of %1")},
    {LedgerText::Improving, "improving", QT_TRANSLATE_NOOP("LedgerText", "Improving %1")},
    {LedgerText::DisbandingRebate, "disbanding-rebate", QT_TRANSLATE_NOOP("LedgerText", "Rebate for disbanding %1")},
    {LedgerText::Loot, "loot", QT_TRANSLATE_NOOP("LedgerText", "Loot of %1")},
    {LedgerText::BattleReplacements, "battle-replacements",
     QT_TRANSLATE_NOOP("LedgerText", "Replacing %1% casualties of %2 after %3")},
    {LedgerText::Raise, "raise", QT_TRANSLATE_NOOP("LedgerText", "Raise %1 x %2")},
    {LedgerText::RaiseDouble, "raise-double",
     QT_TRANSLATE_NOOP("LedgerText", "Raise %1 x %2 (twice the cost, 75% of the time)")},
    {LedgerText::RaiseQuadruple, "raise-quadruple",
     QT_TRANSLATE_NOOP("LedgerText", "Raise %1 x %2 (four times the cost, half the time)")},
    //: A devastated territory's revenue in the ledger; %1 the source's name.
    {LedgerText::DevastatedRevenue, "devastated-revenue",
     QT_TRANSLATE_NOOP("LedgerText", "%1 (devastated: half revenue)")},
};

} // namespace

QString storedLedgerText(LedgerText text, const QStringList &arguments)
{
    for (const Wording &w : wordings) {
        if (w.text == text)
            return (QStringList{QString(), QLatin1String(w.code)} + arguments).join(separator);
    }
    return arguments.join(QLatin1Char(' '));
}

QString describeLedgerText(const QString &stored)
{
    if (!stored.startsWith(separator))
        return stored;
    const QStringList parts = stored.split(separator);
    const QStringList arguments = parts.mid(2);
    for (const Wording &w : wordings) {
        if (parts.value(1) != QLatin1String(w.code))
            continue;
        const QString words = QCoreApplication::translate("LedgerText", w.source);
        // In one pass, so that a name holding "%2" stays a name.
        switch (arguments.size()) {
        case 1:
            return words.arg(arguments.at(0));
        case 2:
            return words.arg(arguments.at(0), arguments.at(1));
        case 3:
            return words.arg(arguments.at(0), arguments.at(1), arguments.at(2));
        default:
            return words;
        }
    }
    return arguments.join(QLatin1Char(' ')); // a wording of a later version: its figures at least
}

} // namespace muster
