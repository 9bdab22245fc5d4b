#include "D20SetupDialog.h"

#include "D20ArmyEditor.h"
#include "D20BoardView.h"
#include "DialogSupport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace muster {

using namespace d20;

void deploy(BattleSetup &setup)
{
    const Board &b = setup.board;
    for (int a = 0; a < 2; ++a) {
        Army &army = setup.armies[a];
        army.zones = {a == 0 ? QRect(0, 0, 2, b.rows) : QRect(b.columns - 2, 0, 2, b.rows)};
        const int count = int(army.units.size());
        const int perColumn = std::max(1, b.rows);
        for (int i = 0; i < count; ++i) {
            const int column = i / perColumn, inColumn = i % perColumn;
            const int inThisColumn = std::min(perColumn, count - column * perColumn);
            const int row = (b.rows - inThisColumn) / 2 + inColumn;
            const int x = a == 0 ? 3 + column : b.columns - 4 - column;
            Unit &u = army.units[i];
            u.position = b.contains(Tile(x, row)) ? Tile(x, row) : reserve;
            u.facing = a == 0 ? 2 : 6; // east, west
        }
    }
}

D20SetupDialog::D20SetupDialog(const CampaignDocument *document, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("New d20 Strategic Combat"));
    const auto spin = [this](int low, int high, int value, const QString &objectName) {
        auto *box = new QSpinBox(this);
        box->setRange(low, high);
        box->setValue(value);
        box->setObjectName(objectName);
        return box;
    };
    const Board defaults;
    auto *form = new QFormLayout;
    m_name = new QLineEdit(tr("Battle"), this);
    m_name->setObjectName(QStringLiteral("battleName"));
    form->addRow(tr("&Battle:"), m_name);
    m_columns = spin(6, 200, defaults.columns, QStringLiteral("columns"));
    m_rows = spin(4, 200, defaults.rows, QStringLiteral("rows"));
    m_tileFeet = spin(1, 100000, defaults.tileFeet, QStringLiteral("tileFeet"));
    m_tileFeet->setSuffix(tr(" ft"));
    auto *sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_columns);
    sizeRow->addWidget(new QLabel(QStringLiteral("\u00d7"), this));
    sizeRow->addWidget(m_rows);
    sizeRow->addWidget(new QLabel(tr("tiles of"), this));
    sizeRow->addWidget(m_tileFeet);
    sizeRow->addStretch();
    auto *sizeLabel = new QLabel(tr("Boa&rd:"), this);
    sizeLabel->setBuddy(m_columns);
    form->addRow(sizeLabel, sizeRow);
    m_first = new QComboBox(this);
    m_first->setObjectName(QStringLiteral("firstArmy"));
    m_first->addItem(tr("The first army"), 0);
    m_first->addItem(tr("The second army"), 1);
    form->addRow(tr("Acts &first:"), m_first);
    m_naturalOne = new QCheckBox(tr("A natural &1 always misses"), this);
    m_naturalOne->setChecked(true);
    m_moraleDc = spin(1, 40, 20, QStringLiteral("moraleDc"));
    auto *ruleRow = new QHBoxLayout;
    ruleRow->addWidget(m_naturalOne);
    ruleRow->addWidget(new QLabel(tr("Morale DC:"), this));
    ruleRow->addWidget(m_moraleDc);
    ruleRow->addStretch();
    form->addRow(tr("Rules:"), ruleRow);
    m_terrainKind = new QLineEdit(tr("forest"), this);
    m_terrainKind->setObjectName(QStringLiteral("terrainKind"));
    m_terrainKind->setToolTip(tr("forest, hill, river, swamp, road, or a kind of your own; empty clears tiles"));
    m_paint = new QPushButton(tr("&Paint Terrain"), this);
    m_paint->setObjectName(QStringLiteral("paintTerrain"));
    m_paint->setCheckable(true);
    m_paint->setToolTip(tr("While pressed, click or drag on the board to paint the terrain named beside it"));
    auto *terrainRow = new QHBoxLayout;
    terrainRow->addWidget(m_terrainKind);
    terrainRow->addWidget(m_paint);
    form->addRow(tr("&Terrain:"), terrainRow);

    m_preview = new D20BoardView(this);
    m_preview->setObjectName(QStringLiteral("preview"));
    auto *tabs = new QTabWidget(this);
    for (int a = 0; a < 2; ++a) {
        m_armies[a] = new D20ArmyEditor(document, a == 0 ? tr("First army") : tr("Second army"), this);
        m_armies[a]->setObjectName(QStringLiteral("army%1").arg(a));
        tabs->addTab(m_armies[a], a == 0 ? tr("F&irst Army") : tr("Se&cond Army"));
        connect(m_armies[a]->findChild<QTableWidget *>(QStringLiteral("units")), &QTableWidget::itemChanged, this,
                &D20SetupDialog::refreshPreview);
        connect(m_armies[a], &ForceDataEditor::forcePicked, this, &D20SetupDialog::refreshPreview);
    }
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(tabs);
    splitter->addWidget(m_preview);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    m_error = newErrorLabel();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start &Battle"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    connect(m_columns, &QSpinBox::valueChanged, this, &D20SetupDialog::refreshPreview);
    connect(m_rows, &QSpinBox::valueChanged, this, &D20SetupDialog::refreshPreview);
    connect(tabs, &QTabWidget::currentChanged, this, &D20SetupDialog::refreshPreview);
    connect(m_paint, &QPushButton::toggled, this, [this](bool on) { m_preview->setPainting(on, m_terrainKind->text().trimmed()); });
    connect(m_terrainKind, &QLineEdit::textChanged, this, [this] {
        m_preview->setPainting(m_paint->isChecked(), m_terrainKind->text().trimmed());
    });
    connect(m_preview, &D20BoardView::tilePainted, this, [this](Tile tile) {
        m_terrain.removeIf([tile](const TerrainTile &t) { return t.tile == tile; });
        if (!m_terrainKind->text().trimmed().isEmpty())
            m_terrain << TerrainTile{tile, m_terrainKind->text().trimmed()};
        refreshPreview();
    });
    connect(m_preview, &D20BoardView::moveRequested, this, [this](UnitRef unit, Tile to) {
        const BattleSetup s = setup();
        for (int a = 0; a < 2; ++a)
            for (const Unit &u : s.armies[a].units)
                if (u.position == to)
                    return; // one unit to a tile
        m_placed.insert({unit.army, s.armies[unit.army].units.at(unit.unit).name}, to);
        refreshPreview();
    });
    connect(m_preview, &D20BoardView::facingRequested, this, [this](UnitRef unit, int facing) {
        m_turned.insert({unit.army, setup().armies[unit.army].units.at(unit.unit).name}, facing);
        refreshPreview();
    });
    refreshPreview();
    resize(1100, 680);
}

BattleSetup D20SetupDialog::setup() const
{
    BattleSetup setup;
    setup.name = m_name->text().trimmed();
    setup.options.naturalOneMisses = m_naturalOne->isChecked();
    setup.options.moraleDc = m_moraleDc->value();
    setup.board.columns = m_columns->value();
    setup.board.rows = m_rows->value();
    setup.board.tileFeet = m_tileFeet->value();
    for (const TerrainTile &t : m_terrain)
        if (setup.board.contains(t.tile))
            setup.board.terrain << t;
    setup.firstArmy = m_first->currentData().toInt();
    for (int a = 0; a < 2; ++a)
        setup.armies[a] = m_armies[a]->army();
    deploy(setup);
    for (int a = 0; a < 2; ++a)
        for (Unit &u : setup.armies[a].units) {
            const Tile placed = m_placed.value({a, u.name}, reserve);
            if (placed != reserve && setup.board.contains(placed))
                u.position = placed;
            u.facing = m_turned.value({a, u.name}, u.facing);
        }
    return setup;
}

void D20SetupDialog::refreshPreview()
{
    m_shown = setup();
    m_preview->setSetup(&m_shown);
}

void D20SetupDialog::accept()
{
    QString problem = m_name->text().trimmed().isEmpty() ? tr("Give the battle a name.") : QString();
    for (int a = 0; a < 2 && problem.isEmpty(); ++a)
        problem = m_armies[a]->problem();
    if (problem.isEmpty()) {
        const BattleSetup s = setup();
        QSet<std::pair<int, int>> taken;
        for (int a = 0; a < 2 && problem.isEmpty(); ++a)
            for (const Unit &u : s.armies[a].units) {
                if (u.position == reserve)
                    problem = tr("%1 does not fit on a board of this size: make it larger.").arg(u.name);
                else if (taken.contains({u.position.x(), u.position.y()}))
                    problem = tr("%1 stands where another unit stands: drag one of them elsewhere.").arg(u.name);
                taken.insert({u.position.x(), u.position.y()});
                if (!problem.isEmpty())
                    break;
            }
    }
    m_error->setText(problem);
    if (problem.isEmpty())
        QDialog::accept();
}

} // namespace muster
