#include "NewBattleDialog.h"

#include "BattleUi.h"
#include "CampaignDocument.h"
#include "DialogSupport.h"
#include "battle/RuleSet.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace muster {

QList<const BattleUi *> playableRuleSets()
{
    QList<const BattleUi *> playable;
    for (const BattleUi *ui : BattleUis::all()) {
        if (RuleSets::find(ui->ruleSetId()))
            playable << ui;
    }
    return playable;
}

void fillRuleSetBox(QComboBox *box, const QString &current)
{
    for (const BattleUi *ui : playableRuleSets()) {
        box->addItem(RuleSets::find(ui->ruleSetId())->displayName(), ui->ruleSetId());
        if (ui->ruleSetId() == current)
            box->setCurrentIndex(box->count() - 1);
    }
}

NewBattleDialog::NewBattleDialog(const QString &defaultRuleSet, QWidget *parent)
    : QDialog(parent), m_ruleSet(new QComboBox)
{
    setObjectName(QStringLiteral("newBattleDialog"));
    setWindowTitle(tr("New Battle"));
    m_ruleSet->setObjectName(QStringLiteral("battleRuleSet"));
    fillRuleSetBox(m_ruleSet, defaultRuleSet);
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    auto *label = new QLabel(tr("&Rules:"));
    label->setBuddy(m_ruleSet);
    m_ruleSet->setToolTip(tr("The battle system this battle is fought under. The campaign's own is chosen "
                             "first (Campaign > Settings)."));
    form->addRow(label, m_ruleSet);
    layout->addLayout(form);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setMinimumWidth(320); // room for the window's title and a rule set's full name
}

const BattleUi *NewBattleDialog::chosen() const
{
    return BattleUis::find(m_ruleSet->currentData().toString());
}

const BattleUi *chooseBattleRuleSet(const CampaignDocument *document, QWidget *parent)
{
    const QList<const BattleUi *> playable = playableRuleSets();
    if (playable.size() <= 1)
        return playable.value(0);
    NewBattleDialog dialog(document->campaign().battleRuleSet, parent);
    return dialog.exec() == QDialog::Accepted ? dialog.chosen() : nullptr;
}

} // namespace muster
