#pragma once

#include "common/Result.h"
#include "battle/gurps/BattleLosses.h"
#include "economy/Ledger.h"

#include <QHash>
#include <QSet>
#include <QWizardPage>

#include <array>

class QComboBox;
class QGridLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTextBrowser;

namespace muster {

class BattleWizard;
struct Force;

// After the battle: the final casualties and TS, pursuit, loot, captives; applying the losses to the
// campaign's rosters (one undoable step); exporting the battle report.
class AftermathPage : public QWizardPage
{
    Q_OBJECT
public:
    explicit AftermathPage(BattleWizard *wizard);
    void initializePage() override;
    Status exportReport(const QString &path) const;
    // Where the file dialog suggests the report: named after the battle, beside the campaign file.
    QString suggestedReportPath() const;
    // The rosters' losses and the staff's HP and fate (the GM's picks for whoever fell), as one undoable step.
    Status applyCasualties();
    // What the staff who fought carry into their next battle, with the GM's picks as they stand.
    QList<gurps::StaffFateInBattle> staffFates() const;
    // The loot (for the side holding the field) and the cost of replacing a side's casualties, booked in a
    // treasury as one undoable step.
    QList<LedgerEntry> spoilsEntries(int side) const;
    Status bookSpoils(int side, qint64 treasuryId);
    // After a break-out: a new battle dialog for the battle outside the fortress (a ruling: both sides
    // keep their casualties), or null when the battle did not end that way.
    BattleWizard *fightOutside();

private:
    // The campaign forces whose roster lines make up a side, and the lines that fought (not sat out).
    gurps::SideLines sideLines(int side) const;
    void fillRemovals(int side);
    void updateCaptives();
    void fillStaff();
    BattleWizard *m_wizard;
    gurps::Aftermath m_after; // worked out when the page opens
    QTextBrowser *m_summary;
    std::array<QComboBox *, 2> m_modes{};
    std::array<QTableWidget *, 2> m_removals{};
    std::array<QLabel *, 2> m_removalTotals{};
    QPushButton *m_apply;
    QPushButton *m_book;
    QPushButton *m_outside;
    QLabel *m_status;
    QSpinBox *m_capturedElements;
    QSpinBox *m_peoplePerElement;
    QLabel *m_captives;
    QGroupBox *m_staffBox;
    QGridLayout *m_staffGrid;
    QList<QWidget *> m_staffWidgets;
    QHash<std::pair<int, int>, QComboBox *> m_staffPicks; // by side and person: the fate of one who fell
};

} // namespace muster
