#include "ThreeWayBattleDialog.h"

#include "CampaignDocument.h"
#include "DialogSupport.h"
#include "StoredBattleIo.h"
#include "battle/gurps/BattleEngine.h"
#include "battle/gurps/SideFromForce.h"
#include "catalog/Breakdown.h"
#include "operations/ForcePosture.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace muster {

using namespace gurps;

namespace {

enum LineColumn { Element, Count, AgainstNext, AgainstPrevious, LineColumnCount };

int next(int i)
{
    return (i + 1) % 3;
}

int previous(int i)
{
    return (i + 2) % 3;
}

QString letter(int i)
{
    return QString(QChar(u'A' + i));
}

QTableWidgetItem *readOnlyItem(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return item;
}

// The side with only the elements in `counts` (lines with none left out); the commander leads both shares
// of his force (split command), so both keep its people.
SideSetup share(const SideSetup &side, const QList<int> &counts)
{
    SideSetup part = side;
    part.elements.clear();
    for (qsizetype line = 0; line < side.elements.size(); ++line) {
        if (counts.value(line) > 0) {
            part.elements << side.elements.at(line);
            part.elements.last().count = counts.value(line);
        }
    }
    return part;
}

// A combo box narrower than its items still lists them whole.
void showWholeItems(QComboBox *combo)
{
    QAbstractItemView *list = combo->view();
    list->setMinimumWidth(list->sizeHintForColumn(0) + 2 * list->frameWidth() + 8);
}

} // namespace

ThreeWayBattleDialog::ThreeWayBattleDialog(CampaignDocument *document, QWidget *parent)
    : QDialog(parent), m_document(document)
{
    setObjectName(QStringLiteral("threeWayBattleDialog"));
    setWindowTitle(tr("New Three-Way Battle"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Three mutually hostile forces fight three battles: A against B, B against C and C "
                                "against A. Each force divides its elements between its two enemies, and each "
                                "commander secretly splits -4 between his two Strategy rolls."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *forces = new QHBoxLayout;
    for (int i = 0; i < 3; ++i)
        forces->addWidget(buildForce(i), 1);
    layout->addLayout(forces, 1);
    layout->addWidget(buildConditions());
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    layout->addWidget(m_summary);
    m_error = newErrorLabel();
    layout->addWidget(m_error);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("&Start the Three Battles"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &ThreeWayBattleDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ThreeWayBattleDialog::reject);

    const QList<Force> &all = document->campaign().forces;
    for (int i = 0; i < 3; ++i) {
        const QSignalBlocker blocker(m_forces.at(size_t(i)).force);
        m_forces.at(size_t(i)).force->setCurrentIndex(std::min(i, int(all.size()) - 1));
    }
    for (int i = 0; i < 3; ++i)
        forcePicked(i);
    fitToScreen(this, QSize(1200, 720));
}

QWidget *ThreeWayBattleDialog::buildForce(int i)
{
    ForceColumn &column = m_forces.at(size_t(i));
    column.box = new QGroupBox(tr("Force %1").arg(letter(i)));
    column.box->setObjectName(QStringLiteral("force%1").arg(i));
    auto *layout = new QVBoxLayout(column.box);
    auto *form = new QFormLayout;
    column.force = new QComboBox;
    column.force->setObjectName(QStringLiteral("force"));
    // Three columns side by side: long force names and splits are elided here and shown whole in the list.
    column.force->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    column.force->setMinimumContentsLength(14);
    for (const Force &force : m_document->campaign().forces)
        column.force->addItem(force.name, force.id);
    showWholeItems(column.force);
    //: %1 is A, B or C; the letter is the keyboard shortcut.
    form->addRow(tr("Force &%1:").arg(letter(i)), column.force);
    column.commander = new QLabel;
    column.commander->setWordWrap(true);
    form->addRow(tr("Commander:"), column.commander);
    column.split = new QComboBox;
    column.split->setObjectName(QStringLiteral("commandSplit"));
    column.split->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    column.split->setMinimumContentsLength(14);
    const QList<std::array<int, 2>> choices = splitCommandChoices();
    for (qsizetype c = 0; c < choices.size(); ++c)
        column.split->addItem(QString(), int(c));
    column.split->setCurrentIndex(int(choices.indexOf(std::array<int, 2>{-2, -2})));
    column.split->setToolTip(tr("Split command: the commander takes -4 in all on his two Strategy rolls, chosen "
                                "secretly. Do not let the other players see this."));
    form->addRow(tr("Secret split of -4:"), column.split);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Elements sent against each enemy:")));
    column.lines = new QTableWidget(0, LineColumnCount);
    column.lines->setObjectName(QStringLiteral("shares"));
    column.lines->verticalHeader()->setVisible(false);
    column.lines->setHorizontalHeaderLabels({tr("Element"), tr("Count"), QString(), QString()});
    column.lines->horizontalHeader()->setSectionResizeMode(Element, QHeaderView::Stretch);
    for (int c = Count; c < LineColumnCount; ++c)
        column.lines->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    column.lines->setTabKeyNavigation(false); // Tab goes from spin box to spin box, then on
    layout->addWidget(column.lines, 1);
    column.lowReadiness = new QCheckBox(tr("Reduced readiness (half TS)"));
    column.lowReadiness->setObjectName(QStringLiteral("lowReadiness"));
    column.encamped = new QCheckBox(tr("Encamped and hunkered down before the battles"));
    column.encamped->setObjectName(QStringLiteral("encamped"));
    layout->addWidget(column.lowReadiness);
    layout->addWidget(column.encamped);
    connect(column.force, &QComboBox::currentIndexChanged, this, [this, i] { forcePicked(i); });
    connect(column.split, &QComboBox::currentIndexChanged, this, &ThreeWayBattleDialog::refresh);
    for (QCheckBox *box : {column.lowReadiness, column.encamped})
        connect(box, &QCheckBox::toggled, this, &ThreeWayBattleDialog::refresh);
    return column.box;
}

QWidget *ThreeWayBattleDialog::buildConditions()
{
    auto *box = new QGroupBox(tr("The field (all three battles)"));
    auto *layout = new QHBoxLayout(box);
    m_terrain = new QComboBox;
    m_terrain->setObjectName(QStringLiteral("terrain"));
    for (int t = 0; t < battleTerrainCount; ++t)
        m_terrain->addItem(battleTerrainName(BattleTerrain(t)), t);
    m_terrain->setCurrentIndex(int(BattleTerrain::Rural));
    auto *label = new QLabel(tr("&Terrain:"));
    label->setBuddy(m_terrain);
    m_night = new QCheckBox(tr("&Night"));
    m_night->setObjectName(QStringLiteral("night"));
    m_badWeather = new QCheckBox(tr("Bad &weather"));
    m_badWeather->setObjectName(QStringLiteral("badWeather"));
    layout->addWidget(label);
    layout->addWidget(m_terrain);
    layout->addWidget(m_night);
    layout->addWidget(m_badWeather);
    layout->addStretch();
    connect(m_terrain, &QComboBox::currentIndexChanged, this, &ThreeWayBattleDialog::refresh);
    for (QCheckBox *check : {m_night, m_badWeather})
        connect(check, &QCheckBox::toggled, this, &ThreeWayBattleDialog::refresh);
    return box;
}

QString ThreeWayBattleDialog::forceName(int i) const
{
    return m_forces.at(size_t(i)).side.name;
}

void ThreeWayBattleDialog::forcePicked(int i)
{
    ForceColumn &column = m_forces.at(size_t(i));
    const qint64 id = column.force->currentData().toLongLong();
    const Force *force = m_document->force(id);
    column.side = force ? sideFromForce(m_document->catalog(), *force) : SideSetup{};
    column.commander->setText(column.side.people.isEmpty() ? QString() : column.side.people.constFirst().name);
    // As in the battle dialog: reduced readiness (or the month after it) and a bunkered posture.
    const ForceEconomy economy = m_document->forceEconomy(id);
    {
        const QSignalBlocker readiness(column.lowReadiness);
        const QSignalBlocker encamped(column.encamped);
        column.lowReadiness->setChecked(force && (economy.readiness != Readiness::Full || economy.reducedLastMonth));
        column.encamped->setChecked(force && economy.posture == ForcePosture::Bunkered);
    }
    column.lines->setRowCount(0);
    column.againstNext.clear();
    column.lines->setRowCount(int(column.side.elements.size()));
    for (int row = 0; row < column.lines->rowCount(); ++row) {
        const BattleElement &e = column.side.elements.at(row);
        column.lines->setItem(row, Element, readOnlyItem(e.label));
        column.lines->setItem(row, Count, readOnlyItem(QString::number(e.count)));
        column.lines->setItem(row, AgainstPrevious, readOnlyItem(QString()));
        auto *spin = new QSpinBox;
        spin->setObjectName(QStringLiteral("share%1").arg(row));
        spin->setRange(0, e.count);
        spin->setValue(e.count / 2);
        spin->setFrame(false);
        column.lines->setCellWidget(row, AgainstNext, spin);
        column.againstNext << spin;
        connect(spin, &QSpinBox::valueChanged, this, [this, i] {
            updateRemainders(i);
            refresh();
        });
    }
    updateRemainders(i);
    updateNames();
    refresh();
}

void ThreeWayBattleDialog::updateRemainders(int i)
{
    ForceColumn &column = m_forces.at(size_t(i));
    for (int row = 0; row < column.againstNext.size(); ++row)
        column.lines->item(row, AgainstPrevious)
            ->setText(QString::number(column.side.elements.at(row).count - column.againstNext.at(row)->value()));
}

// The force names appear in the other columns: the table headers and the commanders' choices.
void ThreeWayBattleDialog::updateNames()
{
    const QList<std::array<int, 2>> choices = splitCommandChoices();
    for (int i = 0; i < 3; ++i) {
        ForceColumn &column = m_forces.at(size_t(i));
        const QString nextName = forceName(next(i)), previousName = forceName(previous(i));
        column.box->setTitle(tr("Force %1: %2").arg(letter(i), forceName(i)));
        const std::array<std::pair<int, QString>, 2> headers{std::pair{AgainstNext, nextName}, std::pair{AgainstPrevious, previousName}};
        for (const auto &[c, name] : headers) {
            const int enemy = c == AgainstNext ? next(i) : previous(i);
            auto *header = new QTableWidgetItem(tr("Against %1").arg(letter(enemy)));
            header->setToolTip(tr("Elements that fight %1").arg(name));
            column.lines->setHorizontalHeaderItem(c, header);
        }
        for (int c = 0; c < column.split->count(); ++c) {
            const std::array<int, 2> p = choices.at(column.split->itemData(c).toInt());
            //: The commander's penalties on his Strategy rolls: "-0 against Orcs, -4 against Elves".
            column.split->setItemText(c, tr("-%1 against %2, -%3 against %4")
                                             .arg(QString::number(-p[0]), nextName, QString::number(-p[1]), previousName));
        }
        showWholeItems(column.split);
    }
}

BattleSetup ThreeWayBattleDialog::baseSetup() const
{
    BattleSetup base;
    //: The start of each three-way battle's name: "Three-way: Orcs against Elves".
    base.name = tr("Three-way");
    base.conditions.terrain = BattleTerrain(m_terrain->currentData().toInt());
    base.conditions.night = m_night->isChecked();
    base.conditions.badWeather = m_badWeather->isChecked();
    return base;
}

Result<std::array<ThreeWayShare, 3>> ThreeWayBattleDialog::shares() const
{
    for (int i = 0; i < 3; ++i) {
        for (int j = 0; j < i; ++j) {
            if (m_forces.at(size_t(i)).side.forceId == m_forces.at(size_t(j)).side.forceId)
                return Error{tr("%1 is chosen twice: pick three different forces.").arg(forceName(i)),
                             QStringLiteral("forces[%1]").arg(i)};
        }
    }
    const QList<std::array<int, 2>> choices = splitCommandChoices();
    std::array<ThreeWayShare, 3> result;
    for (int i = 0; i < 3; ++i) {
        const ForceColumn &column = m_forces.at(size_t(i));
        if (column.side.elements.isEmpty())
            return Error{tr("%1 has no elements that can fight: fix its roster first.").arg(forceName(i)),
                         QStringLiteral("forces[%1]").arg(i)};
        QList<int> toNext, toPrevious;
        for (int row = 0; row < column.againstNext.size(); ++row) {
            toNext << column.againstNext.at(row)->value();
            toPrevious << column.side.elements.at(row).count - toNext.constLast();
        }
        ThreeWayShare &s = result.at(size_t(i));
        s.againstNext = share(column.side, toNext);
        s.againstPrevious = share(column.side, toPrevious);
        for (SideSetup *part : {&s.againstNext, &s.againstPrevious}) {
            part->lowReadiness = column.lowReadiness->isChecked();
            part->encamped = column.encamped->isChecked();
        }
        const std::array<std::pair<const SideSetup *, int>, 2> parts{std::pair{&s.againstNext, next(i)},
                                                                     std::pair{&s.againstPrevious, previous(i)}};
        for (const auto &[part, enemy] : parts) {
            if (part->elements.isEmpty())
                return Error{tr("%1 sends no elements against %2: send at least one.").arg(forceName(i), forceName(enemy)),
                             QStringLiteral("forces[%1].shares").arg(i)};
        }
        s.penalties = choices.value(column.split->currentData().toInt(), {-2, -2});
    }
    return result;
}

Result<std::array<BattleSetup, 3>> ThreeWayBattleDialog::battles() const
{
    const auto split = shares();
    if (!split)
        return split.error();
    return threeWayBattles(*split, baseSetup());
}

void ThreeWayBattleDialog::refresh()
{
    QString error;
    QStringList html;
    if (const auto setups = battles(); !setups) {
        error = setups.error().message;
    } else {
        for (const BattleSetup &battle : *setups) {
            QStringList sides;
            for (int s = 0; s < 2; ++s) {
                const SideSetup &side = battle.sides.at(size_t(s));
                //: A side of a three-way battle: "Rebels: 9 element(s), TS 310, Strategy rolls -1".
                sides << tr("%1: %n element(s), TS %2, Strategy rolls %3", nullptr, int(side.elementCount()))
                             .arg(side.name.toHtmlEscaped(), formatTs(side.startingTs()),
                                  formatModifier(battle.special.commandPenalty.at(size_t(s))));
            }
            html << tr("<b>%1</b><br>%2").arg(battle.name.toHtmlEscaped(), sides.join(QLatin1String("; ")));
        }
        if (const auto engines = startTogether({setups->cbegin(), setups->cend()}); !engines)
            error = engines.error().message;
    }
    m_summary->setText(html.join(QLatin1String("<br>")));
    m_error->setText(error);
    m_ok->setEnabled(error.isEmpty());
}

void ThreeWayBattleDialog::accept()
{
    const auto setups = battles();
    if (!setups) {
        m_error->setText(setups.error().message);
        return;
    }
    // Every battle must be able to start before any is saved.
    const auto engines = startTogether({setups->cbegin(), setups->cend()});
    if (!engines) {
        m_error->setText(engines.error().message);
        return;
    }
    m_saved.clear();
    for (const BattleEngine &engine : *engines) {
        const auto id = m_document->saveBattle(newStoredBattle(engine));
        if (!id) {
            m_error->setText(id.error().message);
            return;
        }
        m_saved << *id;
    }
    QDialog::accept();
}

} // namespace muster
