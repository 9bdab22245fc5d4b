#include "BattleWizard.h"

#include "AftermathPage.h"
#include "BattlePages.h"
#include "CampaignDocument.h"
#include "DialogSupport.h"
#include "StoredBattleIo.h"
#include "battle/UnplayedBattle.h"
#include "battle/gurps/BattleJson.h"

#include <QAbstractButton>
#include <QPushButton>
#include <QDateTime>
#include <QJsonDocument>
#include <QRandomGenerator>

namespace muster {

using namespace gurps;

BattleWizard::BattleWizard(CampaignDocument *document, QWidget *parent)
    : QWizard(parent), m_document(document), m_dice(QRandomGenerator::global()->generate64())
{
    buildPages();
}

BattleWizard::BattleWizard(CampaignDocument *document, const StoredBattle &stored, QWidget *parent)
    : QWizard(parent), m_document(document), m_stored(stored),
      m_dice(QRandomGenerator::global()->generate64())
{
    buildPages();
    auto engine = engineFromStored(stored);
    if (!engine) {
        m_lastError = engine.error().message;
        return;
    }
    m_engine = *engine;
    setStartId(m_engine->isFinished() && !m_engine->decisions().isEmpty() ? AftermathPageId : RoundPageId);
    markStarted();
}

void BattleWizard::markStarted()
{
    // Nothing is lost by closing now: every step is in the campaign file.
    setWindowTitle(tr("Battle: %1").arg(m_engine->setup().name));
    setButtonText(QWizard::CancelButton, tr("C&lose, Resume Later"));
    button(QWizard::CancelButton)
        ->setToolTip(tr("Close this window: the battle is saved as it stands; open it again from the Battles panel."));
    updateButtons(currentId());
}

void BattleWizard::updateButtons(int pageId)
{
    // On the aftermath the battle is over: Finish is the one way out, so Close cannot read as its rival.
    button(QWizard::CancelButton)->setVisible(pageId != AftermathPageId);
}

void BattleWizard::reject()
{
    if (!m_engine || !m_engine->isUnplayed() || !m_document->battle(m_stored.id)) {
        QWizard::reject();
        return;
    }
    if (closeUnplayedBattle(this, m_document, m_stored.id, m_engine->setup().name))
        QWizard::reject();
}

void BattleWizard::buildPages()
{
    setObjectName(QStringLiteral("battleWizard"));
    setWindowTitle(tr("Battle"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    setOption(QWizard::HaveHelpButton, false);
    setPage(SidesPageId, new SidesPage(this));
    setPage(ConditionsPageId, new ConditionsPage(this));
    setPage(BeforePageId, new BeforePage(this));
    setPage(RoundPageId, new RoundPage(this));
    setPage(AftermathPageId, new AftermathPage(this));
    // Close at the far left, away from Next and Finish: it only closes the window.
    setButtonLayout({QWizard::CancelButton, QWizard::Stretch, QWizard::BackButton, QWizard::NextButton,
                     QWizard::CommitButton, QWizard::FinishButton});
    setButtonText(QWizard::FinishButton, tr("&Finish"));
    button(QWizard::FinishButton)
        ->setToolTip(tr("Close the battle window. The battle stays in the Battles panel with its report; open it "
                        "again there to apply casualties or book the spoils later."));
    connect(this, &QWizard::currentIdChanged, this, &BattleWizard::updateButtons);
    fitToScreen(this, QSize(1100, 720));
}

void BattleWizard::presetBattle(const std::array<qint64, 2> &forceIds, const BattleStart &start,
                                const BattleConditions &conditions)
{
    auto *sides = qobject_cast<SidesPage *>(page(SidesPageId));
    for (int s = 0; s < 2; ++s)
        sides->selectForce(s, forceIds.at(size_t(s)));
    qobject_cast<ConditionsPage *>(page(ConditionsPageId))->preset(start, conditions);
}

void BattleWizard::presetFollowingBattle(const BattleSetup &setup)
{
    m_fixedSides = setup;
    setWindowTitle(tr("Battle: %1").arg(setup.name));
    qobject_cast<ConditionsPage *>(page(ConditionsPageId))->preset(setup.start, setup.conditions);
    setStartId(ConditionsPageId);
}

BattleSetup BattleWizard::draftSetup() const
{
    const auto *sides = qobject_cast<const SidesPage *>(page(SidesPageId));
    const auto *conditions = qobject_cast<const ConditionsPage *>(page(ConditionsPageId));
    BattleSetup setup;
    if (m_fixedSides) {
        setup = *m_fixedSides;
    } else {
        setup.name = sides->battleName();
        setup.sides = {sides->side(0), sides->side(1)};
        setup.special.commandPenalty = {sides->commandPenalty(0), sides->commandPenalty(1)};
    }
    conditions->applyTo(setup);
    if (const auto *before = qobject_cast<const BeforePage *>(page(BeforePageId)))
        before->applyTo(setup);
    return setup;
}

Status BattleWizard::startBattle(const BattleSetup &setup)
{
    if (m_engine)
        return success(); // already under way (the page was committed)
    auto engine = BattleEngine::create(setup);
    if (!engine)
        return engine.error();
    m_engine = *engine;
    m_stored = newStoredBattle(*m_engine);
    markStarted();
    return save();
}

Status BattleWizard::apply(const Decision &decision)
{
    if (Status s = m_engine->apply(decision); !s)
        return s;
    const Status saved = save();
    emit battleChanged();
    return saved;
}

void BattleWizard::undoStep()
{
    if (!m_engine || !m_engine->canUndo())
        return;
    m_engine->undo();
    save();
    emit battleChanged();
}

Status BattleWizard::reloadBattle()
{
    const StoredBattle *stored = m_document->battle(m_stored.id);
    if (!stored)
        return Error{tr("The battle is no longer in the campaign."), QStringLiteral("battle")};
    auto engine = engineFromStored(*stored);
    if (!engine)
        return engine.error();
    m_engine = *engine;
    m_stored = *stored;
    emit battleChanged();
    return success();
}

Status BattleWizard::save()
{
    // Once its casualties are on the rosters, a battle keeps saying so (undoing that is the roster's undo).
    const StoredBattle *current = m_document->battle(m_stored.id);
    const bool applied = current && current->status == BattleStatus::CasualtiesApplied;
    updateStoredBattle(m_stored, *m_engine, applied);
    auto id = m_document->saveBattle(m_stored);
    if (!id) {
        m_lastError = id.error().message;
        return id.error();
    }
    m_stored.id = *id;
    if (const StoredBattle *saved = m_document->battle(m_stored.id))
        m_stored = *saved;
    return success();
}

} // namespace muster
