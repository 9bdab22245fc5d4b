#include "MyzSetupDialog.h"

#include "FactionEditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace muster {

using namespace myz;

MyzSetupDialog::MyzSetupDialog(const CampaignDocument *document, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("New Mutant: Year Zero Mass Combat"));
    auto *form = new QFormLayout;
    m_name = new QLineEdit(tr("Mass combat"), this);
    m_name->setObjectName(QStringLiteral("battleName"));
    form->addRow(tr("&Battle:"), m_name);
    m_terrain = new QComboBox(this);
    m_terrain->setObjectName(QStringLiteral("terrain"));
    for (const Terrain t : {Terrain::Open, Terrain::Hills, Terrain::Mountainous})
        m_terrain->addItem(terrainName(t), int(t));
    m_terrain->setToolTip(tr("Defensive Advantage: Strategy Dice for a faction that chooses a defensive strategy"));
    form->addRow(tr("&Ground:"), m_terrain);
    m_siege = new QComboBox(this);
    m_siege->setObjectName(QStringLiteral("siege"));
    m_siege->addItem(tr("No siege"), -1);
    m_siege->addItem(tr("The first faction is besieged"), 0);
    m_siege->addItem(tr("The second faction is besieged"), 1);
    form->addRow(tr("&Siege:"), m_siege);
    m_waterway = new QCheckBox(tr("The sector touches a sea or river (Naval units count)"), this);
    m_reconnaissance = new QCheckBox(tr("Start with a &Reconnaissance roll"), this);
    m_reconnaissance->setObjectName(QStringLiteral("reconnaissance"));
    m_perPair = new QCheckBox(tr("Repairs and mending restore one die per &pair of sixes (rule option)"), this);
    form->addRow(m_waterway);
    form->addRow(m_reconnaissance);
    form->addRow(m_perPair);

    auto *tabs = new QTabWidget(this);
    for (int side = 0; side < 2; ++side) {
        m_factions[side] = new FactionEditor(document, side == 0 ? tr("The Ark") : tr("The enemy"), this);
        m_factions[side]->setObjectName(side == 0 ? QStringLiteral("faction0") : QStringLiteral("faction1"));
        tabs->addTab(m_factions[side], side == 0 ? tr("&First Faction") : tr("Se&cond Faction"));
    }
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("error"));
    m_error->setStyleSheet(QStringLiteral("color: #c62828"));
    m_error->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start &Battle"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(tabs, 1);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    resize(760, 640);
}

BattleSetup MyzSetupDialog::setup() const
{
    BattleSetup setup;
    setup.name = m_name->text().trimmed();
    setup.terrain = Terrain(m_terrain->currentData().toInt());
    setup.siegeDefender = m_siege->currentData().toInt();
    setup.waterway = m_waterway->isChecked();
    setup.reconnaissance = m_reconnaissance->isChecked();
    setup.restorePerPair = m_perPair->isChecked();
    for (int side = 0; side < 2; ++side)
        setup.factions[side] = m_factions[side]->faction();
    return setup;
}

void MyzSetupDialog::accept()
{
    QString problem = m_name->text().trimmed().isEmpty() ? tr("Give the battle a name.") : QString();
    for (int side = 0; side < 2 && problem.isEmpty(); ++side)
        problem = m_factions[side]->problem();
    for (int side = 0; side < 2 && problem.isEmpty(); ++side)
        if (m_factions[side]->faction().leaderIndex() < 0)
            problem = tr("%1 needs a leader: add a person in the Leader position.").arg(m_factions[side]->faction().name);
    m_error->setText(problem);
    if (problem.isEmpty())
        QDialog::accept();
}

} // namespace muster
