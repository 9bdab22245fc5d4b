#include "BattlesPanel.h"

#include "print/BattleReportPrint.h"

#include "BattleUi.h"
#include "BattlesModel.h"
#include "CampaignDocument.h"
#include "NewBattleDialog.h"
#include "TextExport.h"
#include "battle/RuleSet.h"
#include "models/ModelEnums.h"

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
    m_resume = new QPushButton(tr("&Open"));
    m_resume->setToolTip(tr("Resume the battle where it was left, or see its aftermath"));
    m_report = new QPushButton(tr("Re&port..."));
    m_print = new QPushButton(tr("Print"));
    m_print->setObjectName(QStringLiteral("printBattleReport"));
    m_print->setToolTip(tr("Print the selected battle's report, or write it as a PDF"));
    m_print->setMenu(makePrintMenu(
        this, {[this] { return reportDocument(currentBattleId()); },
               [this] { return suggestedReportPath(currentBattleId(), QStringLiteral("pdf")); },
               [this](const QString &message) { emit failed(message); },
               [this](const QString &path) { emit exported(path); }}));
    m_delete = new QPushButton(tr("&Delete"));
    m_delete->setObjectName(QStringLiteral("deleteBattle"));
    m_delete->setToolTip(tr("Remove the selected battle from the campaign; Edit > Undo brings it back"));
    m_discard = new QPushButton(tr("Discard Unplayed"));
    m_discard->setObjectName(QStringLiteral("discardUnplayed"));
    buttons->addWidget(m_new);
    for (const BattleUi *ui : BattleUis::all()) {
        for (const BattlesPanelCommand &command : ui->panelCommands(this)) {
            buttons->addWidget(command.button);
            m_ruleSetCommandUpdates << command.update;
        }
    }
    for (QPushButton *b : {m_resume, m_report, m_print, m_delete, m_discard})
        buttons->addWidget(b);
    buttons->addStretch();
    layout->addLayout(buttons);
    connect(m_new, &QPushButton::clicked, this, &BattlesPanel::newBattle);
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
    for (QPushButton *b : {m_resume, m_report, m_print, m_delete})
        b->setEnabled(selected);
    for (const auto &update : std::as_const(m_ruleSetCommandUpdates))
        update();
    const qsizetype unplayed = m_document ? BattleActions::unplayedBattles(m_document->campaign()).size() : 0;
    m_discard->setEnabled(unplayed > 0);
    m_discard->setToolTip(unplayed > 0 ? tr("Remove the %n battle(s) started but left before any round was resolved "
                                            "(Edit > Undo brings them back)",
                                            nullptr, int(unplayed))
                                       : tr("Every battle has a round resolved: nothing to discard"));
}

void BattlesPanel::select(qint64 battleId)
{
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->battleIdAt(row) == battleId)
            m_view->setCurrentIndex(m_model->index(row, 0));
    }
}

void BattlesPanel::newBattle()
{
    if (!m_document)
        return;
    const BattleUi *ui = chooseBattleRuleSet(m_document, window());
    if (ui)
        ui->newBattle(m_document, window());
}

void BattlesPanel::resumeBattle(qint64 battleId)
{
    const StoredBattle *stored = m_document ? m_document->battle(battleId) : nullptr;
    if (!stored)
        return;
    const BattleUi *ui = BattleUis::find(stored->ruleSet);
    if (!ui) {
        const RuleSet *ruleSet = RuleSets::find(stored->ruleSet);
        emit failed(tr("The battle \"%1\" is fought under %2, which this version cannot show in a window.")
                        .arg(stored->name, ruleSet ? ruleSet->displayName() : stored->ruleSet));
        return;
    }
    if (Status s = ui->openBattle(m_document, *stored, window()); !s)
        emit failed(s.error().message);
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
    const QString path = askBattleReportFile(this, suggestedReportPath(battleId));
    if (path.isEmpty())
        return;
    if (Status s = saveTextFile(path, (*session)->reportHtml()); !s)
        emit failed(s.error().message);
    else
        emit exported(path);
}

std::optional<PrintedDocument> BattlesPanel::reportDocument(qint64 battleId)
{
    const StoredBattle *stored = m_document ? m_document->battle(battleId) : nullptr;
    if (!stored)
        return std::nullopt;
    const auto session = restoreBattle(*stored);
    if (!session) {
        emit failed(session.error().message);
        return std::nullopt;
    }
    return battleReportDocument(**session, *m_document);
}

QString BattlesPanel::suggestedReportPath(qint64 battleId, const QString &extension) const
{
    const StoredBattle *stored = m_document ? m_document->battle(battleId) : nullptr;
    if (!stored)
        return {};
    return battleReportPath(m_document->path(), stored->name, extension);
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
