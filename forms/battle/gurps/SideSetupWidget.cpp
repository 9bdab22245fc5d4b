#include "SideSetupWidget.h"

#include "CampaignDocument.h"
#include "GcsImportDialog.h"
#include "battle/ForcePicker.h"
#include "battle/gurps/PersonFromGcs.h"
#include "battle/gurps/CommandSplits.h"
#include "battle/gurps/SideFromForce.h"
#include "catalog/Breakdown.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QDropEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace muster {

namespace {

enum PeopleColumn {
    Name,
    Pc,
    Hp,
    Strategy,
    Leadership,
    Tactics,
    Skill15,
    Commands,
    WithImpetuous,
    WithSupport,
    ColumnCount
};

// Where a person's name item keeps the staff member he is.
constexpr int StaffForceRole = Qt::UserRole;
constexpr int StaffRoleRole = Qt::UserRole + 1;

QTableWidgetItem *checkItem(bool on)
{
    auto *item = new QTableWidgetItem;
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
    item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    return item;
}

QTableWidgetItem *numberItem(int value)
{
    auto *item = new QTableWidgetItem;
    item->setData(Qt::EditRole, value);
    return item;
}

} // namespace

SideSetupWidget::SideSetupWidget(const CampaignDocument *document, int side, QWidget *parent)
    : QGroupBox(side == 0 ? tr("First side") : tr("Second side"), parent), m_document(document), m_side(side)
{
    setObjectName(QStringLiteral("side%1").arg(side));
    auto *layout = new QVBoxLayout(this);

    auto *form = new QFormLayout;
    m_force = new ForcePicker(document, tr("Estimated force (quick and dirty)"));
    form->addRow(tr("&Force:"), m_force);
    m_ally = new QComboBox;
    m_ally->setObjectName(QStringLiteral("allyForce"));
    m_ally->setToolTip(
        tr("A second force loosely supporting this one under its own commander: they fight as a "
           "single force at the average of the commanders' Strategy, rounded down, -1 for limited "
           "coordination; the larger force's strategy prevails (\"Three-Sided Battles\")."));
    form->addRow(tr("A&llied force:"), m_ally);
    m_name = new QLineEdit;
    m_name->setObjectName(QStringLiteral("sideName"));
    form->addRow(tr("Si&de name:"), m_name);
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("sideSummary"));
    m_summary->setWordWrap(true);
    form->addRow(QString(), m_summary);
    layout->addLayout(form);
    // Below the form rather than in it: the form clips a wrapped label whose text grows after layout.
    m_allianceInfo = new QLabel;
    m_allianceInfo->setObjectName(QStringLiteral("allianceInfo"));
    m_allianceInfo->setWordWrap(true);
    m_allianceInfo->setVisible(false);
    layout->addWidget(m_allianceInfo);

    m_estimateBox = new QWidget;
    auto *estimate = new QGridLayout(m_estimateBox);
    estimate->setContentsMargins(0, 0, 0, 0);
    m_estimateTs = new QDoubleSpinBox;
    m_estimateTs->setObjectName(QStringLiteral("estimateTs"));
    m_estimateTs->setRange(0, 1e9);
    m_estimateTs->setDecimals(1);
    m_estimateTs->setValue(100);
    m_estimateElements = new QSpinBox;
    m_estimateElements->setRange(1, 10'000'000);
    m_estimateElements->setValue(10);
    m_estimateRaise = new QDoubleSpinBox;
    m_estimateRaise->setRange(0, 1e12);
    m_estimateRaise->setDecimals(0);
    m_estimateRaise->setPrefix(QStringLiteral("$"));
    m_estimateRaise->setSingleStep(10'000);
    estimate->addWidget(new QLabel(tr("Estimated TS:")), 0, 0);
    estimate->addWidget(m_estimateTs, 0, 1);
    estimate->addWidget(new QLabel(tr("Elements:")), 0, 2);
    estimate->addWidget(m_estimateElements, 0, 3);
    estimate->addWidget(new QLabel(tr("Cost to raise:")), 0, 4);
    estimate->addWidget(m_estimateRaise, 0, 5);
    int column = 0, row = 1;
    for (SpecialClass c : allSpecialClasses) {
        auto *spin = new QDoubleSpinBox;
        spin->setRange(0, 1e9);
        spin->setDecimals(1);
        spin->setToolTip(
            tr("TS of %1 elements (leave all at 0 to skip superiority)").arg(specialClassName(c)));
        m_estimateClass.at(size_t(c)) = spin;
        estimate->addWidget(new QLabel(specialClassCode(c)), row, column);
        estimate->addWidget(spin, row, column + 1);
        column += 2;
        if (column >= 6) {
            column = 0;
            ++row;
        }
        connect(spin, &QDoubleSpinBox::valueChanged, this, &SideSetupWidget::changed);
    }
    layout->addWidget(m_estimateBox);

    m_people = new QTableWidget(0, ColumnCount);
    m_people->setObjectName(QStringLiteral("people"));
    // Short headers so that the name has room; the tooltips say what each column means.
    m_people->setHorizontalHeaderLabels({tr("Name"), tr("PC"), tr("HP"), tr("Str"), tr("Ldr"), tr("Tac"),
                                         tr("15+"), tr("Cmd"), tr("Imp"), tr("Sup")});
    m_people->horizontalHeaderItem(Pc)->setToolTip(
        tr("A player character: rolls Heroism when not commanding"));
    m_people->horizontalHeaderItem(Hp)->setToolTip(
        tr("Hit points as the battle starts: the staff's HP after their last battle"));
    m_people->horizontalHeaderItem(Strategy)->setToolTip(tr("Strategy skill"));
    m_people->horizontalHeaderItem(Leadership)->setToolTip(tr("Leadership skill"));
    m_people->horizontalHeaderItem(Tactics)->setToolTip(
        tr("Tactics skill (used instead of Strategy by a force of 1-4 elements)"));
    m_people->horizontalHeaderItem(Skill15)->setToolTip(
        tr("Has skill 15+ (or an ability) useful in battle: +1 Heroism"));
    m_people->horizontalHeaderItem(Commands)->setToolTip(
        tr("Commands or seconds one or more elements: +1 Heroism"));
    m_people->horizontalHeaderItem(WithImpetuous)
        ->setToolTip(tr("With a Fanatic or Impetuous element: +1 Heroism and Misfortunes"));
    m_people->horizontalHeaderItem(WithSupport)
        ->setToolTip(tr("With a support element or the logistic force: -1 Heroism and Misfortunes"));
    m_people->verticalHeader()->setVisible(false);
    m_people->horizontalHeader()->setMinimumSectionSize(34);
    m_people->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    for (int column = Pc; column < ColumnCount; ++column)
        m_people->setColumnWidth(column, 40);
    m_people->horizontalHeader()->setSectionResizeMode(Name, QHeaderView::Stretch);
    m_people->setToolTip(tr("The first person commands; the others take over in this order if he falls.") +
                         QLatin1Char(' ') +
                         tr("Drop a GCS character sheet here to add its character, or on a person to put him in "
                            "that place."));
    m_people->viewport()->setAcceptDrops(true);
    m_people->viewport()->installEventFilter(this);
    layout->addWidget(new QLabel(tr("People present (the first one commands):")));
    layout->addWidget(m_people, 1);
    auto *peopleButtons = new QHBoxLayout;
    auto *add = new QPushButton(tr("Add &Person"));
    add->setObjectName(QStringLiteral("addPerson"));
    auto *remove = new QPushButton(tr("Remove Person"));
    peopleButtons->addWidget(add);
    peopleButtons->addWidget(remove);
    peopleButtons->addStretch();
    layout->addLayout(peopleButtons);
    connect(add, &QPushButton::clicked, this, [this] {
        gurps::Person p;
        p.name = tr("New person");
        p.pc = true;
        addPerson(p);
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_people->currentRow() >= 0 && m_people->rowCount() > 1)
            m_people->removeRow(m_people->currentRow());
    });

    auto *situation = new QFormLayout;
    m_encamped = new QCheckBox(tr("Encamped and hunkered down before the battle"));
    m_lowReadiness = new QCheckBox(tr("Reduced readiness (half TS)"));
    m_startingCasualties = new QSpinBox;
    m_startingCasualties->setRange(0, 95);
    m_startingCasualties->setSingleStep(5);
    m_startingCasualties->setSuffix(QStringLiteral("%"));
    m_startingCasualties->setToolTip(
        tr("Casualties the force starts with, e.g. from a failed forced march: -1 BSM per 5%"));
    situation->addRow(QString(), m_encamped);
    situation->addRow(QString(), m_lowReadiness);
    situation->addRow(tr("Starting &casualties:"), m_startingCasualties);
    layout->addLayout(situation);

    connect(m_force, &QComboBox::currentIndexChanged, this, &SideSetupWidget::forcePicked);
    connect(m_ally, &QComboBox::currentIndexChanged, this, &SideSetupWidget::allyPicked);
    for (QCheckBox *box : {m_encamped, m_lowReadiness})
        connect(box, &QCheckBox::toggled, this, &SideSetupWidget::changed);
    for (QSpinBox *spin : {m_startingCasualties, m_estimateElements})
        connect(spin, &QSpinBox::valueChanged, this, &SideSetupWidget::changed);
    connect(m_estimateTs, &QDoubleSpinBox::valueChanged, this, [this] {
        updateSummary();
        emit changed();
    });
    connect(m_people, &QTableWidget::itemChanged, this, &SideSetupWidget::changed);
    m_force->setCurrentIndex(std::min(side, m_force->count() - 1));
    forcePicked();
}

void SideSetupWidget::selectForce(qint64 forceId)
{
    m_force->selectForce(forceId);
}

void SideSetupWidget::selectAlly(qint64 forceId)
{
    const int index = m_ally->findData(forceId);
    if (index >= 0)
        m_ally->setCurrentIndex(index);
}

qint64 SideSetupWidget::allyForceId() const
{
    return m_ally->currentData().toLongLong();
}

int SideSetupWidget::commandPenalty() const
{
    // "with an extra -1 for limited coordination" ("Three-Sided Battles")
    return allyForceId() != 0 ? gurps::alliedCommandPenalty : 0;
}

void SideSetupWidget::forcePicked()
{
    const qint64 id = m_force->forceId();
    const bool estimated = m_force->isEstimate();
    m_estimateBox->setVisible(estimated);
    m_mainForce = gurps::SideSetup{};
    if (!estimated) {
        if (const Force *force = m_document->force(id)) {
            m_mainForce = gurps::sideFromForce(m_document->catalog(), *force);
            gurps::SideSetup situation;
            gurps::takeForceSituation(situation, m_document->forceEconomy(id));
            m_lowReadiness->setChecked(situation.lowReadiness);
            m_encamped->setChecked(situation.encamped);
        }
    }
    fillAllies();
    combineAllies();
    updateSummary();
    emit changed();
}

// "None" and the campaign's other forces; an estimated side has no roster to add an ally to.
void SideSetupWidget::fillAllies()
{
    const QSignalBlocker blocker(m_ally);
    const qint64 previous = m_ally->count() > 0 ? allyForceId() : 0;
    const qint64 main = m_force->forceId();
    m_ally->clear();
    m_ally->addItem(tr("None"), qint64(0));
    if (!m_force->isEstimate()) {
        for (const Force &force : m_document->campaign().forces) {
            if (force.id != main)
                m_ally->addItem(force.name, force.id);
        }
    }
    m_ally->setCurrentIndex(std::max(0, m_ally->findData(previous)));
    m_ally->setEnabled(m_ally->count() > 1);
}

void SideSetupWidget::allyPicked()
{
    combineAllies();
    updateSummary();
    emit changed();
}

void SideSetupWidget::combineAllies()
{
    m_people->setRowCount(0);
    m_alliance.clear();
    if (m_force->isEstimate()) {
        m_fromForce = gurps::SideSetup{};
        m_name->setText(tr("Enemy force"));
        gurps::Person leader;
        leader.name = tr("Enemy commander");
        addPerson(leader);
        return;
    }
    m_fromForce = m_mainForce;
    QString name = m_force->currentText();
    if (const Force *ally = allyForceId() != 0 ? m_document->force(allyForceId()) : nullptr) {
        // "Three-Sided Battles": "Treat all the allies on one side (here, A + B) as a single force, but use
        // the average of their commanders' Strategy skills, rounded down and with an extra -1 for limited
        // coordination. Should the commanders pick different battle strategies, the larger force's strategy
        // prevails."
        const gurps::SideSetup allySide = gurps::sideFromForce(m_document->catalog(), *ally);
        const auto allied = gurps::alliedForce({m_mainForce, allySide});
        if (allied.ok()) {
            m_fromForce = allied.value().side;
            QStringList commanders;
            for (const gurps::SideSetup &s : {m_mainForce, allySide})
                commanders
                    << tr("%1 (%2)").arg(s.people.constFirst().name).arg(s.people.constFirst().strategy);
            m_alliance = tr("Commanders' Strategy: %1.").arg(commanders.join(tr(", "))) + QLatin1Char('\n') +
                         allied.value().breakdown.toText();
            name = tr("%1 and %2").arg(name, ally->name);
        } else {
            m_alliance = allied.error().message;
        }
    }
    m_name->setText(name);
    for (const gurps::Person &p : std::as_const(m_fromForce.people))
        addPerson(p);
}

void SideSetupWidget::addPerson(const gurps::Person &p)
{
    const int row = m_people->rowCount();
    m_people->insertRow(row);
    setPerson(row, p);
}

void SideSetupWidget::setPerson(int row, const gurps::Person &p)
{
    const QSignalBlocker blocker(m_people);
    auto *name = new QTableWidgetItem(p.name);
    // The staff member this person is, so that the battle's end can carry his HP and fate back.
    if (p.staff) {
        name->setData(StaffForceRole, p.staff->forceId);
        name->setData(StaffRoleRole, int(p.staff->role));
    }
    m_people->setItem(row, Name, name);
    m_people->setItem(row, Pc, checkItem(p.pc));
    m_people->setItem(row, Hp, numberItem(p.hp));
    m_people->setItem(row, Strategy, numberItem(p.strategy));
    m_people->setItem(row, Leadership, numberItem(p.leadership));
    m_people->setItem(row, Tactics, numberItem(p.tactics));
    m_people->setItem(row, Skill15, checkItem(p.usefulSkill15));
    m_people->setItem(row, Commands, checkItem(p.commandsElements));
    m_people->setItem(row, WithImpetuous, checkItem(p.withImpetuous));
    m_people->setItem(row, WithSupport, checkItem(p.withSupportOrLogistics));
}

// Staff who cannot take the field stay off the list of people: say who and why.
QString SideSetupWidget::staffNote() const
{
    QStringList notes;
    for (const qint64 id : {m_force->forceId(), allyForceId()}) {
        if (const Force *force = id > 0 ? m_document->force(id) : nullptr)
            notes << gurps::staffLeftOut(*force);
    }
    return notes.isEmpty() ? QString() : QLatin1Char('\n') + tr("Left out: %1").arg(notes.join(QLatin1Char(' ')));
}

void SideSetupWidget::updateSummary()
{
    if (m_force->isEstimate()) {
        m_summary->setText(
            tr("Enter the estimated TS; class totals are optional (without them, special class "
               "superiority is skipped for both sides)."));
        return;
    }
    m_allianceInfo->setText(m_alliance);
    m_allianceInfo->setVisible(allyForceId() != 0);
    if (allyForceId() != 0) {
        m_summary->setText(
            tr("Allied force TS %1 in %n element(s).", nullptr, int(m_fromForce.elementCount()))
                .arg(formatTs(m_fromForce.startingTs())) +
            staffNote());
        return;
    }
    m_summary->setText(tr("Force TS %1 in %n element(s).", nullptr, int(m_fromForce.elementCount()))
                           .arg(formatTs(m_fromForce.startingTs())) +
                       staffNote());
}

gurps::SideSetup SideSetupWidget::side() const
{
    gurps::SideSetup side = m_fromForce;
    const bool estimated = m_force->isEstimate();
    side.name = m_name->text().trimmed().isEmpty() ? m_force->currentText() : m_name->text().trimmed();
    side.estimated = estimated;
    if (estimated) {
        side.forceId = 0;
        side.elements.clear();
        side.estimate.ts = m_estimateTs->value();
        side.estimate.elements = m_estimateElements->value();
        side.estimate.raise = Money::fromDollars(m_estimateRaise->value());
        for (SpecialClass c : allSpecialClasses)
            side.estimate.classTs.at(size_t(c)) = m_estimateClass.at(size_t(c))->value();
    }
    side.people.clear();
    for (int row = 0; row < m_people->rowCount(); ++row)
        side.people << personAt(row);
    side.encamped = m_encamped->isChecked();
    side.lowReadiness = m_lowReadiness->isChecked();
    side.startingCasualties = m_startingCasualties->value();
    return side;
}

gurps::Person SideSetupWidget::personAt(int row) const
{
    const auto checked = [this, row](int column) { return m_people->item(row, column)->checkState() == Qt::Checked; };
    const auto number = [this, row](int column) { return m_people->item(row, column)->data(Qt::EditRole).toInt(); };
    gurps::Person p;
    p.name = m_people->item(row, Name)->text().trimmed();
    if (const qint64 force = m_people->item(row, Name)->data(StaffForceRole).toLongLong(); force != 0)
        p.staff = gurps::StaffLink{force, StaffRole(m_people->item(row, Name)->data(StaffRoleRole).toInt())};
    p.pc = checked(Pc);
    p.hp = number(Hp);
    p.strategy = number(Strategy);
    p.leadership = number(Leadership);
    p.tactics = number(Tactics);
    p.usefulSkill15 = checked(Skill15);
    p.commandsElements = checked(Commands);
    p.withImpetuous = checked(WithImpetuous);
    p.withSupportOrLogistics = checked(WithSupport);
    return p;
}

bool SideSetupWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_people->viewport())
        return QGroupBox::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto *drag = static_cast<QDragMoveEvent *>(event); // QDragEnterEvent is one
        if (draggedGcsFile(drag->mimeData()).isEmpty())
            return false;
        drag->acceptProposedAction();
        return true;
    }
    case QEvent::Drop: {
        auto *drop = static_cast<QDropEvent *>(event);
        const QString path = draggedGcsFile(drop->mimeData());
        if (path.isEmpty())
            return false;
        drop->acceptProposedAction();
        takeGcsSheet(path, m_people->rowAt(drop->position().toPoint().y()));
        return true;
    }
    default:
        return QGroupBox::eventFilter(watched, event);
    }
}

void SideSetupWidget::takeGcsSheet(const QString &path, int row)
{
    const Result<gcs::GcsCharacter> character = readGcsSheet(path);
    if (!character) {
        showGcsRefusal(this, GcsImportDialog::tr("Import GCS Character"), path, character.error());
        return;
    }
    gurps::Person newcomer; // as Add Person makes one
    newcomer.pc = true;
    const gurps::Person person = gurps::personFromGcs(*character, side(), row >= 0 ? personAt(row) : newcomer);
    if (row >= 0)
        setPerson(row, person);
    else
        addPerson(person);
    emit changed();
}

} // namespace muster
