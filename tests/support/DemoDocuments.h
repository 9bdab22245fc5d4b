#pragma once

#include "CampaignDocument.h"
#include "campaign/DemoCampaign.h"

#include <QTemporaryDir>

#include <memory>

namespace mustertest {

// Fresh copies of the demo campaign in a temporary folder, each opened as the main window opens a file.
class DemoDocuments
{
public:
    std::unique_ptr<muster::CampaignDocument> open()
    {
        const QString path = m_dir.filePath(QStringLiteral("demo-%1.muster").arg(++m_files));
        if (!muster::writeDemoCampaign(path).ok())
            return nullptr;
        auto opened = muster::CampaignDocument::open(path);
        return opened ? std::move(*opened) : nullptr;
    }

private:
    QTemporaryDir m_dir;
    int m_files = 0;
};

} // namespace mustertest
