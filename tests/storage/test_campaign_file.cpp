#include "test_campaign_file.h"

using namespace muster;
using namespace Qt::StringLiterals;

namespace storagetest {

TestCampaignFile::TestCampaignFile(const QString &fileName) : m_path(m_dir.filePath(fileName))
{
    if (!m_dir.isValid())
        return;
    auto created = CampaignFile::create(m_path, u"Drake's Cross"_s);
    if (created)
        m_file = std::move(created).value();
}

Result<Campaign> TestCampaignFile::reopened()
{
    m_file.reset();
    auto opened = CampaignFile::open(m_path);
    if (!opened)
        return opened.error();
    m_file = std::move(opened).value();
    if (!m_file->backupPath().isEmpty())
        return Error{u"the file was migrated again"_s, u"file"_s};
    return repository().load();
}

qint64 TestCampaignFile::addForce(const QString &name)
{
    Force force = newForce(name);
    force.lines << line(3, record(u"Knights"_s, u"heavy-cavalry"_s, 3, EquipmentQuality::Fine,
                                  TroopQuality::Good, {u"Impetuous"_s}));
    if (!repository().insertForce(force, 0))
        return 0;
    return force.id;
}

} // namespace storagetest
