// A campaign file for the tests of tst_storage that start from a new, empty one.

#pragma once

#include "storage_test_helpers.h"

#include "storage/CampaignFile.h"
#include "storage/CampaignRepository.h"
#include "storage/EconomyRepository.h"

#include <QTemporaryDir>

#include <memory>

namespace storagetest {

// A new, empty campaign file of the current version in a temporary directory.
class TestCampaignFile
{
public:
    explicit TestCampaignFile(const QString &fileName = QStringLiteral("campaign.muster"));
    bool isOpen() const { return bool(m_file); }
    QString path() const { return m_path; }
    QSqlDatabase database() const { return m_file->database(); }
    muster::CampaignRepository repository() const { return muster::CampaignRepository(database()); }
    muster::EconomyRepository economy() const { return muster::EconomyRepository(database()); }
    // Closes the file, opens it again and reads it, as the next session would.
    muster::Result<muster::Campaign> reopened();
    // Saves a force with one roster line at position 0; 0 if it could not be saved.
    qint64 addForce(const QString &name);

private:
    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<muster::CampaignFile> m_file;
};

} // namespace storagetest
