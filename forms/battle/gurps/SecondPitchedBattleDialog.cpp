#include "SecondPitchedBattleDialog.h"

#include "CampaignDocument.h"
#include "DialogSupport.h"
#include "StoredBattleIo.h"
#include "battle/gurps/BattleEngine.h"
#include "battle/gurps/CommandSplits.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace muster {

using namespace gurps;

namespace {

bool isFinished(const StoredBattle &battle)
{
    return battle.status != BattleStatus::InProgress;
}

} // namespace

SecondPitchedBattleDialog::SecondPitchedBattleDialog(CampaignDocument *document, qint64 subordinateBattleId,
                                                     QWidget *parent)
    : QDialog(parent), m_document(document), m_subordinate(subordinateBattleId)
{
    setObjectName(QStringLiteral("secondPitchedBattleDialog"));
    setWindowTitle(tr("Second Pitched Battle"));
    auto *layout = new QVBoxLayout(this);
    auto *rule =
        new QLabel(tr("A subordinate commander who won his own fight, while the main force of his side lost "
                      "the main battle, may retreat at once (then there is nothing to do here) or stay and "
                      "fight a second pitched battle against the whole enemy force that remains. Both sides "
                      "keep their casualties; neither keeps a Position Bonus won earlier."));
    rule->setObjectName(QStringLiteral("rule"));
    rule->setWordWrap(true);
    layout->addWidget(rule);
    auto *form = new QFormLayout;
    const StoredBattle *subordinate = document->battle(subordinateBattleId);
    auto *own = new QLabel(subordinate ? subordinate->name : QString());
    form->addRow(tr("Subordinate's battle:"), own);
    m_main = new QComboBox;
    m_main->setObjectName(QStringLiteral("mainBattle"));
    for (const StoredBattle &battle : document->battles()) {
        if (battle.id != subordinateBattleId && isFinished(battle))
            m_main->addItem(battle.name, battle.id);
    }
    form->addRow(tr("&Main battle:"), m_main);
    m_side = new QComboBox;
    m_side->setObjectName(QStringLiteral("side"));
    if (subordinate) {
        if (const auto engine = engineFromStored(*subordinate)) {
            for (int s = 0; s < 2; ++s)
                m_side->addItem(sideLabel(engine->setup(), s), s);
            if (engine->state().winner >= 0)
                m_side->setCurrentIndex(engine->state().winner);
        }
    }
    form->addRow(tr("The &subordinate's side:"), m_side);
    layout->addLayout(form);
    m_error = newErrorLabel();
    layout->addWidget(m_error);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("&Fight On"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &SecondPitchedBattleDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SecondPitchedBattleDialog::reject);
    connect(m_main, &QComboBox::currentIndexChanged, this, &SecondPitchedBattleDialog::refresh);
    connect(m_side, &QComboBox::currentIndexChanged, this, &SecondPitchedBattleDialog::refresh);
    refresh();
}

Result<BattleSetup> SecondPitchedBattleDialog::battle() const
{
    const StoredBattle *subordinate = m_document->battle(m_subordinate);
    if (!subordinate)
        return Error{tr("The subordinate's battle is no longer in the campaign."),
                     QStringLiteral("subordinate")};
    const StoredBattle *main = m_document->battle(m_main->currentData().toLongLong());
    if (!main)
        return Error{tr("No other finished battle to be the main battle: finish the main battle first."),
                     QStringLiteral("main")};
    const auto sub = engineFromStored(*subordinate);
    if (!sub)
        return sub.error();
    const auto lost = engineFromStored(*main);
    if (!lost)
        return lost.error();
    const int side = m_side->currentData().toInt();
    auto next = secondPitchedBattle(sub->setup(), sub->state(), lost->setup(), lost->state(), side);
    if (!next)
        return next.error();
    //: The second pitched battle: "Sheryl Navarre fights on at Battle of Drake's Cross".
    next->name = tr("%1 fights on at %2").arg(sub->commander(side).name, main->name);
    return next;
}

void SecondPitchedBattleDialog::refresh()
{
    QString error;
    if (const auto next = battle(); !next)
        error = next.error().message;
    else if (const auto engine = BattleEngine::create(*next); !engine)
        error = engine.error().message;
    m_error->setText(error);
    m_ok->setEnabled(error.isEmpty());
}

void SecondPitchedBattleDialog::accept()
{
    const auto next = battle();
    if (!next) {
        m_error->setText(next.error().message);
        return;
    }
    const auto engine = BattleEngine::create(*next);
    if (!engine) {
        m_error->setText(engine.error().message);
        return;
    }
    const auto id = m_document->saveBattle(newStoredBattle(*engine));
    if (!id) {
        m_error->setText(id.error().message);
        return;
    }
    m_saved = *id;
    QDialog::accept();
}

} // namespace muster
