#include "CampaignDocument.h"

#include "actions/ForceActions.h"
#include "commands/ChangeCommand.h"
#include "storage/CampaignStore.h"

#include <QRandomGenerator>

namespace muster {

// Turns the core's notes on a change in memory into the document's signals, and keeps the line figures in
// step. Signals that concern the whole economy, the fortress list or the catalog are sent once a change.
class CampaignDocument::Signals : public CampaignObserver
{
public:
    explicit Signals(CampaignDocument *document) : d(document) {}

    ~Signals() override
    {
        if (catalog) {
            d->rebuildFigures();
            emit d->catalogChanged();
        }
        if (economy)
            emit d->economyChanged();
        if (fortresses)
            emit d->fortressesChanged();
    }

    void forceAboutToBeInserted(int index) override { emit d->forceAboutToBeInserted(index); }
    void forceInserted(int index) override
    {
        const Force &force = d->m_campaign.forces.at(index);
        d->m_figures[force.id].rebuild(d->catalog(), force);
        emit d->forceInserted(index);
    }
    void forceAboutToBeRemoved(int index) override
    {
        removedForce = d->m_campaign.forces.at(index).id;
        emit d->forceAboutToBeRemoved(index);
    }
    void forceRemoved(int index) override
    {
        d->m_figures.remove(removedForce);
        emit d->forceRemoved(index);
    }
    void forceChanged(qint64 forceId) override { emit d->forceChanged(forceId); }
    void staffChanged(qint64 forceId) override { emit d->staffChanged(forceId); }
    void linesAboutToBeInserted(qint64 forceId, int first, int last) override
    {
        emit d->linesAboutToBeInserted(forceId, first, last);
    }
    void linesInserted(qint64 forceId, int first, int last) override
    {
        const Force *force = d->force(forceId);
        LineFiguresCache &cache = d->m_figures[forceId];
        for (int row = first; row <= last; ++row)
            cache.insert(d->catalog(), force->lines.at(row), row);
        emit d->linesInserted(forceId, first, last);
    }
    void linesAboutToBeRemoved(qint64 forceId, int first, int last) override
    {
        emit d->linesAboutToBeRemoved(forceId, first, last);
    }
    void linesRemoved(qint64 forceId, int first, int last) override
    {
        d->m_figures[forceId].remove(first, last - first + 1);
        emit d->linesRemoved(forceId, first, last);
    }
    void linesChanged(qint64 forceId, const QList<int> &rows) override
    {
        if (rows.isEmpty())
            return;
        const Force *force = d->force(forceId);
        LineFiguresCache &cache = d->m_figures[forceId];
        for (int row : rows)
            cache.update(d->catalog(), force->lines.at(row), row);
        const auto [first, last] = std::minmax_element(rows.cbegin(), rows.cend());
        emit d->linesChanged(forceId, *first, *last);
    }
    void linesAboutToBeReset(qint64 forceId) override { emit d->linesAboutToBeReset(forceId); }
    void linesReset(qint64 forceId) override
    {
        d->m_figures[forceId].rebuild(d->catalog(), *d->force(forceId));
        emit d->linesReset(forceId);
    }
    void battleAboutToBeInserted(int index) override { emit d->battleAboutToBeInserted(index); }
    void battleInserted(int index) override { emit d->battleInserted(index); }
    void battleAboutToBeRemoved(int index) override { emit d->battleAboutToBeRemoved(index); }
    void battleRemoved(int index) override { emit d->battleRemoved(index); }
    void battleChanged(int index) override { emit d->battleChanged(index); }
    void fortressAboutToBeInserted(int index) override { emit d->fortressAboutToBeInserted(index); }
    void fortressInserted(int index) override
    {
        fortresses = true;
        emit d->fortressInserted(index);
    }
    void fortressAboutToBeRemoved(int index) override { emit d->fortressAboutToBeRemoved(index); }
    void fortressRemoved(int index) override
    {
        fortresses = true;
        emit d->fortressRemoved(index);
    }
    void fortressChanged(int index) override
    {
        fortresses = true;
        emit d->fortressChanged(index);
    }
    void catalogChanged() override { catalog = true; }
    void economyChanged() override { economy = true; }

private:
    CampaignDocument *d;
    qint64 removedForce = 0;
    bool catalog = false;
    bool economy = false;
    bool fortresses = false;
};

CampaignDocument::CampaignDocument(std::unique_ptr<CampaignStore> store, Campaign campaign)
    : m_store(std::move(store)), m_campaign(std::move(campaign)), m_undoStack(new QUndoStack(this)),
      m_dice(QRandomGenerator::global()->generate64())
{
    rebuildFigures();
}

CampaignDocument::~CampaignDocument() = default;

Result<std::unique_ptr<CampaignDocument>> CampaignDocument::open(const QString &path)
{
    return fromStore(CampaignStore::open(path));
}

Result<std::unique_ptr<CampaignDocument>> CampaignDocument::create(const QString &path, const CampaignStart &start)
{
    return fromStore(CampaignStore::create(path, start));
}

Result<std::unique_ptr<CampaignDocument>>
CampaignDocument::fromStore(Result<std::unique_ptr<CampaignStore>> store)
{
    if (!store)
        return store.error();
    // A new campaign too is read back from its file, so memory holds exactly what the file holds.
    auto campaign = (*store)->load();
    if (!campaign)
        return campaign.error();
    return std::unique_ptr<CampaignDocument>(
        new CampaignDocument(std::move(store).value(), std::move(campaign).value()));
}

QString CampaignDocument::path() const
{
    return m_store->path();
}

QString CampaignDocument::backupPath() const
{
    return m_store->backupPath();
}

Status CampaignDocument::saveCopyAs(const QString &path) const
{
    return m_store->copyTo(path);
}

// ---- the one way changes come in ------------------------------------------------------------------

Error CampaignDocument::nothingChanged(const Error &error)
{
    return Error{tr("%1 Nothing was changed.").arg(error.message), error.field};
}

Status CampaignDocument::failed(const Error &error)
{
    const Error told = nothingChanged(error);
    emit errorOccurred(told.message);
    return told;
}

Status CampaignDocument::perform(CampaignChange change, int mergeKey)
{
    if (change.isEmpty())
        return success();
    if (Status s = m_store->write(m_campaign, change); !s)
        return failed(s.error());
    auto *command = new ChangeCommand(this, std::move(change), mergeKey);
    command->setSaved();
    m_undoStack->push(command); // redo() applies it to memory
    return success();
}

Status CampaignDocument::attempt(Result<CampaignChange> change, int mergeKey)
{
    if (!change)
        return change.error();
    return perform(std::move(change).value(), mergeKey);
}

const ChangeCommand *CampaignDocument::command(int index) const
{
    return static_cast<const ChangeCommand *>(m_undoStack->command(index));
}

Status CampaignDocument::undo()
{
    return m_undoStack->canUndo() ? setIndex(m_undoStack->index() - 1) : success();
}

Status CampaignDocument::redo()
{
    return m_undoStack->canRedo() ? setIndex(m_undoStack->index() + 1) : success();
}

Status CampaignDocument::setIndex(int index)
{
    index = std::clamp(index, 0, m_undoStack->count());
    const int current = m_undoStack->index();
    if (index == current)
        return success();
    // Every step between, saved as one transaction, before the stack moves.
    QList<CampaignChange> steps;
    for (int i = current - 1; i >= index; --i)
        steps << command(i)->change().inverse();
    for (int i = current; i < index; ++i)
        steps << command(i)->change();
    QList<CampaignChange *> changes;
    for (CampaignChange &step : steps)
        changes << &step;
    if (Status s = m_store->write(m_campaign, changes); !s)
        return failed(s.error());
    for (int i = std::min(index, current); i < std::max(index, current); ++i)
        const_cast<ChangeCommand *>(command(i))->setSaved();
    m_undoStack->setIndex(index);
    return success();
}

void CampaignDocument::applyInMemory(const CampaignChange &change)
{
    {
        Signals notes(this);
        if (applyChange(m_campaign, change, &notes))
            return;
    }
    // Memory refused what the file accepted, which the file's trial run rules out: reload what is saved.
    if (auto reloaded = m_store->load()) {
        m_campaign = std::move(reloaded).value();
        rebuildFigures();
    }
    emit errorOccurred(tr("The campaign was reloaded from its file after an internal error."));
}

// ---- queries ----------------------------------------------------------------------------------------

const Force *CampaignDocument::force(qint64 forceId) const
{
    const qsizetype index = m_campaign.indexOfForce(forceId);
    return index < 0 ? nullptr : &m_campaign.forces.at(index);
}

const LineFiguresCache *CampaignDocument::figures(qint64 forceId) const
{
    const auto it = m_figures.constFind(forceId);
    return it == m_figures.constEnd() ? nullptr : &*it;
}

int CampaignDocument::linesUsingType(const QString &typeId) const
{
    return ForceActions::linesUsingType(m_campaign, typeId);
}

void CampaignDocument::rebuildFigures()
{
    m_figures.clear();
    for (const Force &force : m_campaign.forces)
        m_figures[force.id].rebuild(m_campaign.catalog, force);
}

const StoredBattle *CampaignDocument::battle(qint64 battleId) const
{
    const qsizetype index = m_campaign.indexOfBattle(battleId);
    return index < 0 ? nullptr : &m_campaign.battles.at(index);
}

const Fortress *CampaignDocument::fortress(qint64 fortressId) const
{
    const qsizetype index = m_campaign.indexOfFortress(fortressId);
    return index < 0 ? nullptr : &m_campaign.fortresses.at(index);
}

const Treasury *CampaignDocument::treasury(qint64 treasuryId) const
{
    const qsizetype index = m_campaign.indexOfTreasury(treasuryId);
    return index < 0 ? nullptr : &m_campaign.treasuries.at(index);
}

ForceEconomy CampaignDocument::forceEconomy(qint64 forceId) const
{
    return m_campaign.economyOf(forceId);
}

ClosingMonth CampaignDocument::closingMonth() const
{
    return EconomyActions::closingMonth(m_campaign);
}

qint64 CampaignDocument::payingTreasuryOf(qint64 forceId) const
{
    return EconomyActions::payingTreasuryOf(m_campaign, forceId);
}

// ---- battle records (not undoable: the battle dialog has its own undo) ------------------------------

Result<qint64> CampaignDocument::saveBattle(const StoredBattle &battle)
{
    StoredBattle saved = battle;
    saved.updated = QDateTime::currentDateTimeUtc();
    const bool fresh = saved.id == 0;
    if (fresh)
        saved.created = saved.updated;
    const qsizetype index = fresh ? m_campaign.battles.size() : m_campaign.indexOfBattle(saved.id);
    if (index < 0)
        return BattleActions::unknownBattle();
    // The battle windows show this failure themselves, so errorOccurred (a second message) is not emitted.
    if (Status s = m_store->saveBattle(saved); !s)
        return nothingChanged(s.error());
    if (fresh) {
        emit battleAboutToBeInserted(int(index));
        m_campaign.battles.insert(index, saved);
        emit battleInserted(int(index));
    } else {
        m_campaign.battles[index] = saved;
        emit battleChanged(int(index));
    }
    return saved.id;
}

} // namespace muster
