#include "CampaignStore.h"

#include "storage/BattleRepository.h"
#include "storage/CampaignFile.h"
#include "storage/CampaignRepository.h"
#include "storage/ChangeWriter.h"
#include "storage/EconomyRepository.h"
#include "storage/TransactionGuard.h"

namespace muster {

CampaignStore::CampaignStore(std::unique_ptr<CampaignFile> file) : m_file(std::move(file)) {}

CampaignStore::~CampaignStore() = default;

Result<std::unique_ptr<CampaignStore>> CampaignStore::create(const QString &path, const CampaignStart &start)
{
    if (Status s = start.check(); !s)
        return s.error();
    auto file = CampaignFile::create(path, start.name, [&start](QSqlDatabase database) -> Status {
        EconomyRepository economy(database);
        if (Status s = economy.setToday(start.today); !s)
            return s;
        if (Status s = economy.setDistanceUnit(start.distanceUnit); !s)
            return s;
        return CampaignRepository(database).setUsualTl(start.usualTl);
    });
    if (!file)
        return file.error();
    return std::unique_ptr<CampaignStore>(new CampaignStore(std::move(file).value()));
}

Result<std::unique_ptr<CampaignStore>> CampaignStore::open(const QString &path)
{
    auto file = CampaignFile::open(path);
    if (!file)
        return file.error();
    return std::unique_ptr<CampaignStore>(new CampaignStore(std::move(file).value()));
}

QString CampaignStore::path() const
{
    return m_file->path();
}

QString CampaignStore::backupPath() const
{
    return m_file->backupPath();
}

Result<Campaign> CampaignStore::load() const
{
    return CampaignRepository(m_file->database()).load();
}

Status CampaignStore::copyTo(const QString &path) const
{
    return m_file->copyTo(path);
}

Status CampaignStore::write(const Campaign &current, const QList<CampaignChange *> &changes)
{
    // The ids a failed write handed out must not stay in the changes: a retry would keep them.
    QList<CampaignChange> written;
    written.reserve(changes.size());
    for (const CampaignChange *change : changes)
        written << *change;
    Status status = inTransaction(m_file->database(), [&]() -> Status {
        ChangeWriter writer(m_file->database(), current);
        for (CampaignChange &change : written) {
            if (Status s = writer.write(change); !s)
                return s;
        }
        return success();
    });
    if (!status)
        return status;
    for (qsizetype i = 0; i < changes.size(); ++i)
        *changes[i] = std::move(written[i]);
    return success();
}

Status CampaignStore::saveBattle(StoredBattle &battle)
{
    BattleRepository repository(m_file->database());
    return battle.id == 0 ? repository.insert(battle) : repository.update(battle);
}

} // namespace muster
