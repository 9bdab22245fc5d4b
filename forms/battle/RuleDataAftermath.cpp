#include "RuleDataAftermath.h"

#include "BattleWindow.h"
#include "CampaignDocument.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace muster {

namespace {

struct AftermathText
{
    Q_DECLARE_TR_FUNCTIONS(muster::RuleDataAftermath)
};

} // namespace

void addRuleDataAftermath(QBoxLayout *layout, QWidget *page, BattleWindow *window, QLabel *error,
                          const std::function<QString(const Force &force, const QByteArray &after)> &describe)
{
    CampaignDocument *document = window->document();
    const StoredBattle *stored = document ? document->battle(window->battleId()) : nullptr;
    if (!document || !stored)
        return;
    const auto consequences = window->session().consequences(document->campaign());
    if (!consequences || consequences->ruleData.isEmpty())
        return;
    QStringList changes;
    for (const ForceRuleDataAfter &after : consequences->ruleData)
        if (const Force *force = document->force(after.forceId))
            changes << describe(*force, after.data);
    auto *summary = new QLabel(changes.join(QLatin1Char('\n')), page);
    summary->setObjectName(QStringLiteral("aftermath"));
    summary->setWordWrap(true);
    layout->addWidget(summary);
    auto *apply = new QPushButton(AftermathText::tr("&Apply to the Campaign"), page);
    apply->setObjectName(QStringLiteral("applyAftermath"));
    const auto showApplied = [apply](bool applied) {
        apply->setEnabled(!applied);
        apply->setToolTip(applied ? AftermathText::tr("Applied to the campaign already") : AftermathText::tr("One step, undoable in the main window"));
    };
    showApplied(stored->status == BattleStatus::CasualtiesApplied);
    auto *row = new QHBoxLayout;
    row->addStretch();
    row->addWidget(apply);
    layout->addLayout(row);
    const QList<ForceRuleDataAfter> ruleData = consequences->ruleData;
    QObject::connect(apply, &QPushButton::clicked, page, [window, document, ruleData, error, showApplied] {
        const Status s = document->applyBattleCasualties(
            window->battleId(), {}, AftermathText::tr("Aftermath of %1").arg(window->session().name()), {}, ruleData);
        if (!s) {
            error->setText(s.error().message);
            return;
        }
        showApplied(true);
    });
}

} // namespace muster
