#pragma once

#include "campaign/Campaign.h"
#include "campaign/CampaignChange.h"
#include "common/Result.h"

#include <QList>
#include <QString>

#include <memory>

namespace muster {

class CampaignFile;

// A campaign file as the layers above storage see it: open or create it, load the campaign, and save a
// user action's change as one transaction. Nothing of SQL shows through (design.md: storage is the only place
// with SQL).
class CampaignStore
{
public:
    ~CampaignStore();
    CampaignStore(const CampaignStore &) = delete;
    CampaignStore &operator=(const CampaignStore &) = delete;

    // Creates a new, empty campaign at `path` with the GM's first choices, in one transaction; refuses to
    // overwrite an existing file.
    static Result<std::unique_ptr<CampaignStore>> create(const QString &path, const CampaignStart &start);
    // Opens an existing campaign (upgrading an older one after copying it aside); refuses a file another
    // Muster holds, naming who holds it.
    static Result<std::unique_ptr<CampaignStore>> open(const QString &path);

    QString path() const;
    QString
    backupPath() const; // where the last migration put its copy of the old file, if this open migrated
    Result<Campaign> load() const;
    Status copyTo(const QString &path) const;

    // Saves the changes, in order, as one transaction over `current` (the campaign as memory holds it): all
    // of them or, on any failure, none, with the file as it was. Items inserted with id 0 get their ids in
    // the changes. An edit that does not fit `current` is refused the same way.
    Status write(const Campaign &current, const QList<CampaignChange *> &changes);
    Status write(const Campaign &current, CampaignChange &change) { return write(current, {&change}); }

    // A battle record the battle dialog saves as it goes (not an undoable edit): inserted when its id is 0
    // (the id is set), rewritten otherwise.
    Status saveBattle(StoredBattle &battle);

private:
    explicit CampaignStore(std::unique_ptr<CampaignFile> file);
    std::unique_ptr<CampaignFile> m_file;
};

} // namespace muster
