#include "AftermathPage.h"

#include "BattleWizard.h"
#include "DialogSupport.h"
#include "TextExport.h"
#include "StoredBattleIo.h"
#include "CampaignDocument.h"
#include "battle/gurps/Aftermath.h"
#include "battle/gurps/Combatants.h"
#include "battle/gurps/SideFromForce.h"
#include "battle/gurps/SpecialBattleRules.h"
#include "economy/Replacement.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSet>
#include <QSpinBox>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <cmath>

namespace muster {

using namespace gurps;

namespace {

enum Mode { SameFraction, WholeElements };

QString endText(const BattleEngine &engine, const Aftermath &after)
{
    const BattleSetup &setup = engine.setup();
    switch (after.end) {
    case BattleEnd::Victory:
        return AftermathPage::tr("%1 wins and holds the field.").arg(sideLabel(setup, after.winner));
    case BattleEnd::MutualAnnihilation:
        return AftermathPage::tr("Mutual annihilation: both forces reform miles apart.");
    case BattleEnd::NoBattle:
        return AftermathPage::tr("No battle: contact was broken.");
    case BattleEnd::Agreement:
        return after.winner >= 0 ? AftermathPage::tr("Ended by agreement; %1 holds the field.").arg(sideLabel(setup, after.winner))
                                 : AftermathPage::tr("Ended by agreement.");
    case BattleEnd::BreakOut:
        return AftermathPage::tr("The besieged broke out: the siege is over, and a battle outside may follow.");
    case BattleEnd::NotYet:
        break;
    }
    return AftermathPage::tr("The battle is not over.");
}

} // namespace

AftermathPage::AftermathPage(BattleWizard *wizard) : m_wizard(wizard)
{
    setTitle(tr("After the Battle"));
    setSubTitle(tr("Final casualties, spoils and captives. Apply the losses to the campaign's rosters (one undoable "
                   "step) and export the battle report."));
    setFinalPage(true);
    auto *layout = new QVBoxLayout(this);
    m_summary = new QTextBrowser;
    m_summary->setObjectName(QStringLiteral("aftermath"));
    layout->addWidget(m_summary, 2);

    auto *sides = new QHBoxLayout;
    for (int s = 0; s < 2; ++s) {
        auto *box = new QGroupBox(s == 0 ? tr("First side's roster") : tr("Second side's roster"));
        auto *boxLayout = new QVBoxLayout(box);
        m_modes.at(size_t(s)) = new QComboBox;
        m_modes.at(size_t(s))->setObjectName(QStringLiteral("casualtyMode%1").arg(s));
        m_modes.at(size_t(s))->addItem(tr("Every element loses the same fraction"), SameFraction);
        m_modes.at(size_t(s))->addItem(tr("Remove whole elements"), WholeElements);
        boxLayout->addWidget(m_modes.at(size_t(s)));
        m_removals.at(size_t(s)) = new QTableWidget(0, 3);
        m_removals.at(size_t(s))->setObjectName(QStringLiteral("removals%1").arg(s));
        m_removals.at(size_t(s))->setHorizontalHeaderLabels({tr("Line"), tr("TS each"), tr("Remove")});
        m_removals.at(size_t(s))->horizontalHeaderItem(1)->setToolTip(
            tr("Troop Strength of one element of the line"));
        m_removals.at(size_t(s))->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
        m_removals.at(size_t(s))->verticalHeader()->setVisible(false);
        boxLayout->addWidget(m_removals.at(size_t(s)));
        m_removalTotals.at(size_t(s)) = new QLabel;
        boxLayout->addWidget(m_removalTotals.at(size_t(s)));
        sides->addWidget(box);
        connect(m_modes.at(size_t(s)), &QComboBox::currentIndexChanged, this, [this, s] { fillRemovals(s); });
    }
    layout->addLayout(sides, 1);

    m_staffBox = new QGroupBox(tr("The staff after the battle"));
    m_staffBox->setObjectName(QStringLiteral("staffAfterBattle"));
    m_staffBox->setToolTip(tr("Applying the casualties carries each staff member's HP and fate to the force's staff: the "
                              "next battle starts from them"));
    m_staffGrid = new QGridLayout(m_staffBox);
    layout->addWidget(m_staffBox);

    auto *buttons = new QHBoxLayout;
    m_apply = new QPushButton(tr("&Apply Casualties to Rosters"));
    m_apply->setObjectName(QStringLiteral("applyCasualties"));
    auto *exportButton = new QPushButton(tr("&Export Report..."));
    exportButton->setObjectName(QStringLiteral("exportReport"));
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("aftermathStatus"));
    m_status->setWordWrap(true);
    buttons->addWidget(m_apply);
    m_book = new QPushButton(tr("Book &Loot and Replacements..."));
    m_book->setObjectName(QStringLiteral("bookSpoils"));
    m_book->setToolTip(tr("Book the loot and the cost of replacing the casualties in a treasury"));
    buttons->addWidget(m_book);
    buttons->addWidget(exportButton);
    m_outside = new QPushButton(tr("Fight the Battle &Outside..."));
    m_outside->setObjectName(QStringLiteral("fightOutside"));
    m_outside->setToolTip(tr("The break-out ends the siege: open the battle outside the fortress, both sides keeping "
                             "their casualties"));
    buttons->addWidget(m_outside);
    connect(m_outside, &QPushButton::clicked, this, [this] {
        if (BattleWizard *next = fightOutside())
            next->show();
    });
    buttons->addWidget(m_status, 1);
    layout->addLayout(buttons);

    auto *captives = new QHBoxLayout;
    m_capturedElements = new QSpinBox;
    m_capturedElements->setRange(0, 1'000'000);
    m_peoplePerElement = new QSpinBox;
    m_peoplePerElement->setRange(1, 100'000);
    m_peoplePerElement->setValue(10);
    m_captives = new QLabel;
    captives->addWidget(new QLabel(tr("Captives: captured elements")));
    captives->addWidget(m_capturedElements);
    captives->addWidget(new QLabel(tr("x people in each")));
    captives->addWidget(m_peoplePerElement);
    captives->addWidget(m_captives, 1);
    layout->addLayout(captives);

    connect(m_apply, &QPushButton::clicked, this, [this] {
        const Status s = applyCasualties();
        m_status->setText(s ? tr("Casualties applied; Edit > Undo takes them back.") : s.error().message);
    });
    connect(m_book, &QPushButton::clicked, this, [this] {
        CampaignDocument *document = m_wizard->document();
        if (document->campaign().treasuries.isEmpty()) {
            m_status->setText(tr("Add a treasury first (the Treasury panel)."));
            return;
        }
        QDialog dialog(this);
        dialog.setWindowTitle(tr("Book Loot and Replacements"));
        auto *form = new QFormLayout(&dialog);
        auto *side = new QComboBox;
        for (int s = 0; s < 2; ++s)
            side->addItem(sideLabel(m_wizard->engine().setup(), s), s);
        auto *treasury = new QComboBox;
        for (const Treasury &t : document->campaign().treasuries)
            treasury->addItem(t.name, t.id);
        auto *what = new QLabel;
        what->setWordWrap(true);
        form->addRow(tr("For &side:"), side);
        form->addRow(tr("In &treasury:"), treasury);
        form->addRow(what);
        const auto describe = [&] {
            QStringList lines;
            for (const LedgerEntry &e : spoilsEntries(side->currentData().toInt()))
                lines << QStringLiteral("%1: %2").arg(e.description, e.amount.toShortString());
            what->setText(lines.isEmpty() ? tr("Nothing to book for this side.") : lines.join(QLatin1Char('\n')));
        };
        connect(side, &QComboBox::currentIndexChanged, &dialog, describe);
        describe();
        if (execFormDialog(dialog, form, [&] {
                return bookSpoils(side->currentData().toInt(), treasury->currentData().toLongLong());
            }))
            m_status->setText(tr("Booked; Edit > Undo takes it back."));
    });
    connect(exportButton, &QPushButton::clicked, this, [this] {
        const QString path = askBattleReportFile(this, suggestedReportPath());
        if (path.isEmpty())
            return;
        const Status s = exportReport(path);
        m_status->setText(s ? tr("Report saved to %1.").arg(path) : s.error().message);
    });
    for (QSpinBox *spin : {m_capturedElements, m_peoplePerElement})
        connect(spin, &QSpinBox::valueChanged, this, &AftermathPage::updateCaptives);
}

void AftermathPage::initializePage()
{
    const BattleEngine &engine = m_wizard->engine();
    m_after = aftermathOf(engine.setup(), engine.state()); // the battle is over: it stays as it is
    const Aftermath &after = m_after;
    QString html = QStringLiteral("<h3>%1</h3>").arg(endText(engine, after).toHtmlEscaped());
    if (const auto &p = engine.state().pursuit) {
        html += p->pursued ? tr("<p>Pursuit: +%1% casualties and %2% of the logistic force for the loser.</p>")
                                 .arg(p->extraCasualties)
                                 .arg(p->logisticsLoss)
                           : tr("<p>The winner holds the field: %1% fewer casualties.</p>").arg(p->winnerRecovered);
    }
    for (int s = 0; s < 2; ++s) {
        const SideAftermath &side = after.sides.at(size_t(s));
        html += QStringLiteral("<h4>%1</h4><p>").arg(sideLabel(engine.setup(), s).toHtmlEscaped());
        for (const QString &step : side.breakdown.steps)
            html += step.toHtmlEscaped() + QLatin1String("<br>");
        if (side.logisticCasualties > 0)
            html += tr("Logistic force casualties: %1%<br>").arg(side.logisticCasualties);
        if (side.fanaticsWipedOut)
            html += tr("Fanatic elements' casualties are all lost.<br>");
        const SideSetup &setupSide = engine.setup().sides.at(size_t(s));
        for (int p = 0; p < setupSide.people.size(); ++p) {
            const PersonState &person = engine.state().sides.at(size_t(s)).people.at(p);
            if (person.out || person.hp < setupSide.people.at(p).hp)
                html += tr("%1: %2<br>")
                            .arg(setupSide.people.at(p).name.toHtmlEscaped(),
                                 person.surrendered ? tr("surrendered")
                                 : person.out       ? tr("fell (%1 HP); left for dead, carried off or captured").arg(person.hp)
                                                    : tr("%1 HP left").arg(person.hp));
        }
        html += QLatin1String("</p>");
    }
    if (!after.lootBreakdown.steps.isEmpty())
        html += tr("<p><b>Loot</b><br>%1</p>").arg(after.lootBreakdown.toText().toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br>")));
    html += tr("<p>Looting the field takes %1 minutes.</p>").arg(after.lootingMinutes);
    m_summary->setHtml(html);
    m_outside->setVisible(after.end == BattleEnd::BreakOut);
    const StoredBattle *stored = m_wizard->document()->battle(m_wizard->battleId());
    const bool applied = stored && stored->status == BattleStatus::CasualtiesApplied;
    m_apply->setEnabled(!applied);
    if (applied)
        m_status->setText(tr("These casualties are already on the rosters."));
    for (int s = 0; s < 2; ++s)
        fillRemovals(s);
    updateCaptives();
    fillStaff();
}

void AftermathPage::fillStaff()
{
    qDeleteAll(m_staffWidgets);
    m_staffWidgets.clear();
    m_staffPicks.clear();
    const BattleEngine &engine = m_wizard->engine();
    const QList<StaffFateInBattle> fates = staffAfterBattle(m_wizard->document()->campaign(), engine.setup(), engine.state());
    m_staffBox->setVisible(!fates.isEmpty());
    int row = 0;
    for (const StaffFateInBattle &fate : fates) {
        const Person &person = engine.setup().sides.at(size_t(fate.side)).people.at(fate.person);
        auto *name = new QLabel(tr("%1 (%2)").arg(person.name, sideLabel(engine.setup(), fate.side)));
        auto *hp = new QLabel(tr("HP %1 → %2").arg(person.hp).arg(fate.after.member.hp));
        QWidget *what = nullptr;
        if (fate.fell) {
            // "Effects of Battle on PCs and Important NPCs": one who falls is left for dead, carried off or
            // captured; the GM says which.
            auto *pick = new QComboBox;
            pick->setObjectName(QStringLiteral("staffFate%1_%2").arg(fate.side).arg(fate.person));
            pick->addItem(tr("Carried off, wounded"), int(StaffFate::Wounded));
            pick->addItem(staffFateName(StaffFate::Captured), int(StaffFate::Captured));
            pick->addItem(staffFateName(StaffFate::Dead), int(StaffFate::Dead));
            pick->setCurrentIndex(pick->findData(int(fate.after.member.fate)));
            pick->setEnabled(m_apply->isEnabled()); // once applied, the staff has it
            m_staffPicks.insert({fate.side, fate.person}, pick);
            what = pick;
        } else {
            what = new QLabel(staffFateName(fate.after.member.fate));
        }
        m_staffGrid->addWidget(name, row, 0);
        m_staffGrid->addWidget(hp, row, 1);
        m_staffGrid->addWidget(what, row, 2);
        m_staffWidgets << name << hp << what;
        ++row;
    }
    m_staffGrid->setColumnStretch(3, 1);
}

QList<StaffFateInBattle> AftermathPage::staffFates() const
{
    StaffPicks picks;
    for (auto it = m_staffPicks.cbegin(); it != m_staffPicks.cend(); ++it)
        picks.insert(it.key(), StaffFate(it.value()->currentData().toInt()));
    const BattleEngine &engine = m_wizard->engine();
    return staffAfterBattle(m_wizard->document()->campaign(), engine.setup(), engine.state(), picks);
}

void AftermathPage::fillRemovals(int s)
{
    const Aftermath &after = m_after;
    const SideLines lines = sideLines(s);
    QTableWidget *table = m_removals.at(size_t(s));
    const bool whole = m_modes.at(size_t(s))->currentData().toInt() == WholeElements;
    const bool roster = !lines.forces.isEmpty();
    table->setRowCount(0);
    table->setVisible(roster && whole);
    m_modes.at(size_t(s))->setEnabled(roster);
    const double loss = after.sides.at(size_t(s)).tsBefore - after.sides.at(size_t(s)).tsAfter;
    if (!roster) {
        m_removalTotals.at(size_t(s))->setText(tr("An estimated force: no roster to change."));
        return;
    }
    QStringList names;
    for (const Force *force : lines.forces)
        names << force->name;
    if (after.sides.at(size_t(s)).tsAfter <= 0) {
        table->setVisible(false);
        m_modes.at(size_t(s))->setEnabled(false);
        m_removalTotals.at(size_t(s))->setText(tr("Wiped out: every line of %1 that fought is removed.")
                                                   .arg(names.join(tr(" and "))));
        return;
    }
    if (!whole) {
        m_removalTotals.at(size_t(s))->setText(tr("Every line that fought keeps %1% of its TS.")
                                                   .arg(100 - after.sides.at(size_t(s)).finalCasualties));
        return;
    }
    for (const Force *force : lines.forces) {
        for (const RosterLine &line : force->lines) {
            const auto element = battleElementFrom(m_wizard->document()->catalog(), line);
            if (!element || !lines.fought.contains(line.id))
                continue;
            const int row = table->rowCount();
            table->insertRow(row);
            auto *label = new QTableWidgetItem(element->label);
            label->setData(Qt::UserRole, line.id);
            table->setItem(row, 0, label);
            auto *ts = new QTableWidgetItem(formatTs(element->forceTs()));
            ts->setData(Qt::UserRole, element->forceTs());
            table->setItem(row, 1, ts);
            auto *spin = new QSpinBox;
            spin->setRange(0, line.count);
            table->setCellWidget(row, 2, spin);
            connect(spin, &QSpinBox::valueChanged, this, [this, s, loss, table] {
                double removed = 0;
                for (int r = 0; r < table->rowCount(); ++r)
                    removed += table->item(r, 1)->data(Qt::UserRole).toDouble() *
                               qobject_cast<QSpinBox *>(table->cellWidget(r, 2))->value();
                m_removalTotals.at(size_t(s))->setText(tr("Removing TS %1 of the %2 lost").arg(formatTs(removed), formatTs(loss)));
            });
        }
    }
    m_removalTotals.at(size_t(s))->setText(tr("Pick elements whose TS covers the %1 lost.").arg(formatTs(loss)));
}

void AftermathPage::updateCaptives()
{
    const Aftermath &after = m_after;
    const int loser = after.winner >= 0 ? otherSide(after.winner) : 0;
    const qint64 n = captivesEstimate(m_capturedElements->value(), m_peoplePerElement->value(),
                                      after.sides.at(size_t(loser)).finalCasualties);
    m_captives->setText(tr("= about %n captive(s)", nullptr, int(n)));
}

Status AftermathPage::applyCasualties()
{
    const BattleEngine &engine = m_wizard->engine();
    std::array<SideLosses, 2> losses;
    for (int s = 0; s < 2; ++s) {
        SideLosses &how = losses.at(size_t(s));
        if (m_modes.at(size_t(s))->currentData().toInt() != WholeElements)
            continue;
        how.spread = LossSpread::WholeElements;
        const QTableWidget *table = m_removals.at(size_t(s));
        for (int r = 0; r < table->rowCount(); ++r)
            how.removedElements.insert(table->item(r, 0)->data(Qt::UserRole).toLongLong(),
                                       qobject_cast<QSpinBox *>(table->cellWidget(r, 2))->value());
    }
    const auto changes = rosterCasualties(m_wizard->document()->campaign(), engine.setup(), m_after, losses);
    if (!changes)
        return changes.error();
    QList<StaffAfterBattle> staff;
    for (const StaffFateInBattle &fate : staffFates())
        staff << fate.after;
    const Status s = m_wizard->document()->applyBattleCasualties(m_wizard->battleId(), *changes,
                                                                 tr("Casualties of %1").arg(engine.setup().name), staff);
    if (s) {
        m_apply->setEnabled(false);
        for (QComboBox *pick : std::as_const(m_staffPicks))
            pick->setEnabled(false);
    }
    return s;
}

SideLines AftermathPage::sideLines(int s) const
{
    return sideLinesOf(m_wizard->document()->campaign(), m_wizard->engine().setup(), s);
}

QList<LedgerEntry> AftermathPage::spoilsEntries(int side) const
{
    return gurps::spoilsEntries(m_wizard->document()->campaign(), m_wizard->engine().setup(), m_after, side);
}

Status AftermathPage::bookSpoils(int side, qint64 treasuryId)
{
    const QList<LedgerEntry> entries = spoilsEntries(side);
    if (entries.isEmpty())
        return Error{tr("Nothing to book for this side."), QStringLiteral("side")};
    return m_wizard->document()->book(treasuryId, entries, tr("Spoils and replacements of %1").arg(m_wizard->engine().setup().name));
}

BattleWizard *AftermathPage::fightOutside()
{
    const BattleEngine &engine = m_wizard->engine();
    if (m_after.end != BattleEnd::BreakOut)
        return nullptr;
    const BattleSetup outside = breakOutBattle(engine.setup(), engine.state());
    auto *next = new BattleWizard(m_wizard->document(), m_wizard->parentWidget());
    next->setAttribute(Qt::WA_DeleteOnClose);
    next->setWindowModality(Qt::WindowModal);
    next->presetFollowingBattle(outside);
    return next;
}

QString AftermathPage::suggestedReportPath() const
{
    return battleReportPath(m_wizard->document() ? m_wizard->document()->path() : QString(),
                            m_wizard->engine().setup().name);
}

Status AftermathPage::exportReport(const QString &path) const
{
    return writeBattleReport(m_wizard->engine(), path);
}

} // namespace muster
