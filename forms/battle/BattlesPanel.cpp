#include "BattlesPanel.h"

#include "BattleWizard.h"
#include "BattlesModel.h"
#include "CampaignDocument.h"
#include "SecondPitchedBattleDialog.h"
#include "StoredBattleIo.h"
#include "SubordinateCommandDialog.h"
#include "TextExport.h"
#include "battle/RuleSet.h"
#include "ThreeWayBattleDialog.h"
#include "models/ModelEnums.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace muster {

BattlesPanel::BattlesPanel(QWidget *parent) : QWidget(parent), m_model(new BattlesModel(this)), m_view(new QTableView)
{
    setObjectName(QStringLiteral("battlesPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_view->setObjectName(QStringLiteral("battlesView"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->setVisible(false);
    m_view->setWordWrap(false);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->horizontalHeader()->setSectionResizeMode(BattleColumn::Summary, QHeaderView::Stretch);
    m_view->setColumnWidth(BattleColumn::Name, 220);
    m_view->setColumnWidth(BattleColumn::Status, 130);
    m_view->setColumnWidth(BattleColumn::Updated, 150);
    layout->addWidget(m_view);
    auto *buttons = new QHBoxLayout;
    m_new = new QPushButton(tr("&New Battle..."));
    m_new->setObjectName(QStringLiteral("newBattle"));
    m_newThreeWay = new QPushButton(tr("New &Three-Way Battle..."));
    m_newThreeWay->setObjectName(QStringLiteral("newThreeWayBattle"));
    m_subordinate = new QPushButton(tr("S&ubordinate Command..."));
    m_subordinate->setObjectName(QStringLiteral("subordinateCommand"));
    m_secondPitched = new QPushButton(tr("Second Pitched &Battle..."));
    m_secondPitched->setObjectName(QStringLiteral("secondPitchedBattle"));
    m_resume = new QPushButton(tr("&Open"));
    m_resume->setToolTip(tr("Resume the battle where it was left, or see its aftermath"));
    m_report = new QPushButton(tr("Re&port..."));
    m_delete = new QPushButton(tr("&Delete"));
    m_delete->setObjectName(QStringLiteral("deleteBattle"));
    m_delete->setToolTip(tr("Remove the selected battle from the campaign; Edit > Undo brings it back"));
    m_discard = new QPushButton(tr("Discard Unplayed"));
    m_discard->setObjectName(QStringLiteral("discardUnplayed"));
    for (QPushButton *b : {m_new, m_newThreeWay, m_subordinate, m_secondPitched, m_resume, m_report, m_delete, m_discard})
        buttons->addWidget(b);
    buttons->addStretch();
    layout->addLayout(buttons);
    connect(m_new, &QPushButton::clicked, this, &BattlesPanel::newBattle);
    connect(m_newThreeWay, &QPushButton::clicked, this, &BattlesPanel::newThreeWayBattle);
    connect(m_subordinate, &QPushButton::clicked, this, [this] { subordinateCommand(currentBattleId()); });
    connect(m_secondPitched, &QPushButton::clicked, this, [this] { secondPitchedBattle(currentBattleId()); });
    connect(m_resume, &QPushButton::clicked, this, [this] { resumeBattle(currentBattleId()); });
    connect(m_view, &QTableView::doubleClicked, this, [this] { resumeBattle(currentBattleId()); });
    connect(m_report, &QPushButton::clicked, this, [this] { exportReport(currentBattleId()); });
    connect(m_delete, &QPushButton::clicked, this, [this] { deleteBattle(currentBattleId()); });
    connect(m_discard, &QPushButton::clicked, this, &BattlesPanel::discardUnplayed);
    setDocument(nullptr);
}

void BattlesPanel::setDocument(CampaignDocument *document)
{
    m_document = document;
    m_model->setDocument(document);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &BattlesPanel::updateButtons,
            Qt::UniqueConnection);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &BattlesPanel::updateButtons, Qt::UniqueConnection);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &BattlesPanel::updateButtons, Qt::UniqueConnection);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &BattlesPanel::updateButtons, Qt::UniqueConnection);
    connect(m_model, &QAbstractItemModel::modelReset, this, &BattlesPanel::updateButtons, Qt::UniqueConnection);
    if (document) {
        connect(document, &CampaignDocument::forceInserted, this, &BattlesPanel::updateButtons, Qt::UniqueConnection);
        connect(document, &CampaignDocument::forceRemoved, this, &BattlesPanel::updateButtons, Qt::UniqueConnection);
    }
    updateButtons();
}

qint64 BattlesPanel::currentBattleId() const
{
    return m_model->battleIdAt(m_view->currentIndex().row());
}

void BattlesPanel::updateButtons()
{
    const bool selected = m_document && currentBattleId() != 0;
    m_new->setEnabled(m_document && m_document->forceCount() > 0);
    m_new->setToolTip(m_new->isEnabled() ? tr("Open the battle dialog") : tr("Add a force first"));
    m_newThreeWay->setEnabled(m_document && m_document->forceCount() >= 3);
    m_newThreeWay->setToolTip(m_newThreeWay->isEnabled()
                                  ? tr("Three mutually hostile forces: three battles, each commander splitting -4")
                                  : tr("Needs three forces in the campaign"));
    for (QPushButton *b : {m_resume, m_report, m_delete})
        b->setEnabled(selected);

    // A subordinate command splits from a battle just started: before any decision of the fighting.
    const StoredBattle *stored = selected ? m_document->battle(currentBattleId()) : nullptr;
    const bool inProgress = stored && stored->status == BattleStatus::InProgress;
    bool untouched = false;
    if (inProgress) {
        const auto engine = engineFromStored(*stored);
        untouched = engine && engine->decisions().isEmpty();
    }
    m_subordinate->setEnabled(untouched);
    m_subordinate->setToolTip(untouched ? tr("Split a PC's subordinate command, and the matching enemy share, from this battle")
                              : !stored     ? tr("Select a battle that has just started")
                              : !inProgress ? tr("The battle is over: a subordinate command splits off before the fighting")
                                            : tr("The fighting has begun: a subordinate command splits off before the first round"));
    const qsizetype unplayed = m_document ? BattleActions::unplayedBattles(m_document->campaign()).size() : 0;
    m_discard->setEnabled(unplayed > 0);
    m_discard->setToolTip(unplayed > 0 ? tr("Remove the %n battle(s) started but left before any round was resolved "
                                            "(Edit > Undo brings them back)",
                                            nullptr, int(unplayed))
                                       : tr("Every battle has a round resolved: nothing to discard"));
    const bool finished = stored && !inProgress;
    m_secondPitched->setEnabled(finished);
    m_secondPitched->setToolTip(finished ? tr("The subordinate won this battle but his side lost the main one: fight on against "
                                              "the rest of the enemy")
                                         : tr("Select the subordinate commander's finished battle"));
}

void BattlesPanel::select(qint64 battleId)
{
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->battleIdAt(row) == battleId)
            m_view->setCurrentIndex(m_model->index(row, 0));
    }
}

void BattlesPanel::subordinateCommand(qint64 battleId)
{
    if (!m_document || !m_document->battle(battleId))
        return;
    SubordinateCommandDialog dialog(m_document, battleId, window());
    if (dialog.exec() == QDialog::Accepted)
        select(dialog.detachmentBattleId());
}

void BattlesPanel::secondPitchedBattle(qint64 subordinateBattleId)
{
    if (!m_document || !m_document->battle(subordinateBattleId))
        return;
    SecondPitchedBattleDialog dialog(m_document, subordinateBattleId, window());
    if (dialog.exec() == QDialog::Accepted)
        select(dialog.savedBattleId());
}

void BattlesPanel::newBattle()
{
    if (!m_document)
        return;
    auto *wizard = new BattleWizard(m_document, window());
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    wizard->setWindowModality(Qt::WindowModal);
    wizard->show();
}

void BattlesPanel::newThreeWayBattle()
{
    if (!m_document)
        return;
    ThreeWayBattleDialog dialog(m_document, window());
    if (dialog.exec() != QDialog::Accepted || dialog.savedBattleIds().isEmpty())
        return;
    // The first of the three, ready to be opened; the others follow it in the list.
    select(dialog.savedBattleIds().constFirst());
}

void BattlesPanel::resumeBattle(qint64 battleId)
{
    const StoredBattle *stored = m_document ? m_document->battle(battleId) : nullptr;
    if (!stored)
        return;
    auto *wizard = new BattleWizard(m_document, *stored, window());
    if (!wizard->lastError().isEmpty()) {
        emit failed(wizard->lastError());
        delete wizard;
        return;
    }
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    wizard->setWindowModality(Qt::WindowModal);
    wizard->show();
}

void BattlesPanel::exportReport(qint64 battleId)
{
    const StoredBattle *stored = m_document ? m_document->battle(battleId) : nullptr;
    if (!stored)
        return;
    const auto session = restoreBattle(*stored);
    if (!session) {
        emit failed(session.error().message);
        return;
    }
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Battle Report"), suggestedReportPath(battleId),
                                                      tr("Web page (*.html)"));
    if (path.isEmpty())
        return;
    if (Status s = saveTextFile(path, (*session)->reportHtml()); !s)
        emit failed(s.error().message);
    else
        emit exported(path);
}

QString BattlesPanel::suggestedReportPath(qint64 battleId) const
{
    const StoredBattle *stored = m_document ? m_document->battle(battleId) : nullptr;
    if (!stored)
        return {};
    return exportPathBeside(m_document->path(), exportFileName(stored->name, QStringLiteral("html"), tr("battle")));
}

void BattlesPanel::discardUnplayed()
{
    if (!m_document)
        return;
    if (Status s = m_document->discardUnplayedBattles(BattleActions::unplayedBattles(m_document->campaign())); !s)
        emit failed(s.error().message);
}

void BattlesPanel::deleteBattle(qint64 battleId)
{
    if (m_document && battleId != 0) {
        if (Status s = m_document->removeBattle(battleId); !s)
            emit failed(s.error().message);
    }
}

} // namespace muster
