#include "KeepFactionDialog.h"

#include "CampaignDocument.h"
#include "FactionEditor.h"
#include "battle/myz/MyzJson.h"
#include "battle/myz/MyzRuleSet.h"

#include <QDialogButtonBox>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace muster {

namespace {

QString ruleSetId()
{
    return QString::fromLatin1(myz::MyzRuleSet::ruleSetId);
}

} // namespace

KeepFactionDialog::KeepFactionDialog(CampaignDocument *document, QWidget *parent)
    : QDialog(parent), m_document(document)
{
    setWindowTitle(tr("Mutant: Year Zero Factions"));
    m_editor = new FactionEditor(document, QString(), this);
    m_editor->setObjectName(QStringLiteral("faction"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *keep = buttons->addButton(tr("&Keep for the Force"), QDialogButtonBox::ApplyRole);
    keep->setObjectName(QStringLiteral("keepFaction"));
    keep->setDefault(true);
    auto *forget = buttons->addButton(tr("&Forget"), QDialogButtonBox::DestructiveRole);
    forget->setObjectName(QStringLiteral("forgetFaction"));
    forget->setToolTip(tr("The force keeps no faction: battles propose one from its roster again"));
    connect(keep, &QPushButton::clicked, this, &KeepFactionDialog::keep);
    connect(forget, &QPushButton::clicked, this, &KeepFactionDialog::forget);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    auto *hint = new QLabel(tr("Pick a force: its faction shows as the campaign keeps it, or as proposed from its roster. "
                               "Battles under these rules start from what is kept, and their aftermath updates it."),
                            this);
    hint->setWordWrap(true);
    layout->addWidget(hint);
    layout->addWidget(m_editor, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    connect(m_editor, &FactionEditor::forcePicked, this, [this](qint64 forceId) {
        const Force *force = m_document->force(forceId);
        m_status->setText(force && force->ruleSetData.contains(ruleSetId())
                              ? tr("Kept in the campaign.")
                              : tr("Proposed from the roster; not kept yet."));
        m_status->setStyleSheet(QString());
    });
    m_editor->followForcePicker();
    resize(760, 600);
}

void KeepFactionDialog::keep()
{
    const qint64 forceId = m_editor->forceId();
    QString problem = m_editor->problem();
    if (forceId <= 0 || !m_document->force(forceId))
        problem = tr("Pick one of the campaign's forces for the faction.");
    if (!problem.isEmpty()) {
        m_status->setText(problem);
        m_status->setStyleSheet(QStringLiteral("color: #c62828"));
        return;
    }
    const QByteArray data = QJsonDocument(myz::factionToJson(m_editor->faction())).toJson(QJsonDocument::Compact);
    const Status saved = m_document->setForceRuleData(forceId, ruleSetId(), data, tr("Mutant: Year Zero faction"));
    m_status->setText(saved ? tr("Kept in the campaign.") : saved.error().message);
    m_status->setStyleSheet(saved ? QString() : QStringLiteral("color: #c62828"));
}

void KeepFactionDialog::forget()
{
    const qint64 forceId = m_editor->forceId();
    if (forceId <= 0)
        return;
    const Status saved = m_document->setForceRuleData(forceId, ruleSetId(), {}, tr("Mutant: Year Zero faction"));
    if (saved)
        m_editor->showForce(forceId);
    else
        m_status->setText(saved.error().message);
}

} // namespace muster
