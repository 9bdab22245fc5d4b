#include "KeepForceDataDialog.h"

#include "CampaignDocument.h"
#include "ForceDataEditor.h"
#include "battle/BattlesPanel.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace muster {

KeepForceDataDialog::KeepForceDataDialog(CampaignDocument *document, ForceDataEditor *editor, const QString &ruleSetId,
                                         const QString &undoText, QWidget *parent)
    : QDialog(parent), m_document(document), m_editor(editor), m_ruleSetId(ruleSetId), m_undoText(undoText)
{
    m_editor->setParent(this);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *keep = buttons->addButton(tr("&Keep for the Force"), QDialogButtonBox::ApplyRole);
    keep->setObjectName(QStringLiteral("keep"));
    keep->setDefault(true);
    auto *forget = buttons->addButton(tr("&Forget"), QDialogButtonBox::DestructiveRole);
    forget->setObjectName(QStringLiteral("forget"));
    forget->setToolTip(tr("The force keeps nothing under these rules: battles propose from its roster again"));
    connect(keep, &QPushButton::clicked, this, &KeepForceDataDialog::keep);
    connect(forget, &QPushButton::clicked, this, &KeepForceDataDialog::forget);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    auto *hint = new QLabel(tr("Pick a force: it shows as the campaign keeps it, or as proposed from its roster. "
                               "Battles under these rules start from what is kept, and their aftermath updates it."),
                            this);
    hint->setWordWrap(true);
    layout->addWidget(hint);
    layout->addWidget(m_editor, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    connect(m_editor, &ForceDataEditor::forcePicked, this, [this](qint64 forceId) {
        const Force *force = m_document->force(forceId);
        showStatus(force && force->ruleSetData.contains(m_ruleSetId) ? tr("Kept in the campaign.")
                                                                     : tr("Proposed from the roster; not kept yet."),
                   false);
    });
    m_editor->followForcePicker();
    resize(860, 600);
}

void KeepForceDataDialog::showStatus(const QString &text, bool problem)
{
    m_status->setText(text);
    m_status->setStyleSheet(problem ? QStringLiteral("color: #c62828") : QString());
}

void KeepForceDataDialog::keep()
{
    const qint64 forceId = m_editor->forceId();
    QString problem = m_editor->problem();
    if (forceId <= 0 || !m_document->force(forceId))
        problem = tr("Pick one of the campaign's forces.");
    if (!problem.isEmpty()) {
        showStatus(problem, true);
        return;
    }
    const Status saved = m_document->setForceRuleData(forceId, m_ruleSetId, m_editor->data(), m_undoText);
    showStatus(saved ? tr("Kept in the campaign.") : saved.error().message, !saved);
}

void KeepForceDataDialog::forget()
{
    const qint64 forceId = m_editor->forceId();
    if (forceId <= 0)
        return;
    const Status saved = m_document->setForceRuleData(forceId, m_ruleSetId, {}, m_undoText);
    if (saved)
        m_editor->showForce(forceId);
    else
        showStatus(saved.error().message, true);
}

BattlesPanelCommand keepForceDataCommand(BattlesPanel *panel, const KeepForceDataCommand &command)
{
    auto *button = new QPushButton(command.buttonText, panel);
    button->setObjectName(command.objectName);
    QObject::connect(button, &QPushButton::clicked, panel, [panel, command] {
        if (!panel->document())
            return;
        KeepForceDataDialog dialog(panel->document(), command.makeEditor(panel->document()), command.ruleSetId,
                                   command.undoText, panel->window());
        dialog.setWindowTitle(command.title);
        dialog.exec();
    });
    return {button, [panel, button, toolTip = command.toolTip] {
                button->setEnabled(panel->document() && panel->document()->forceCount() > 0);
                button->setToolTip(button->isEnabled() ? toolTip : KeepForceDataDialog::tr("Needs a force in the campaign"));
            }};
}

} // namespace muster
