#pragma once

#include "battle/gurps/BattleEngine.h"
#include "campaign/StoredBattle.h"
#include "dice/DiceSource.h"

#include <QWizard>

#include <array>
#include <optional>

namespace muster {

class CampaignDocument;

// The battle dialog: set-up, before the battle, the rounds, and the aftermath. The wizard owns the
// battle engine; pages drive it. After every step the battle record is saved to the campaign file, so a
// battle can be closed and resumed later.
class BattleWizard : public QWizard
{
    Q_OBJECT

public:
    enum PageId { SidesPageId, ConditionsPageId, BeforePageId, RoundPageId, AftermathPageId };

    // A new battle, or (with `stored`) a saved one resumed at the step where it was left.
    BattleWizard(CampaignDocument *document, QWidget *parent = nullptr);
    BattleWizard(CampaignDocument *document, const StoredBattle &stored, QWidget *parent = nullptr);

    CampaignDocument *document() const { return m_document; }
    // A new battle as a Reconnaissance Contest left it: the two campaign forces (0: an estimated force),
    // how it starts and the conditions of the field. The GM can still change everything before starting.
    void presetBattle(const std::array<qint64, 2> &forceIds, const gurps::BattleStart &start,
                      const gurps::BattleConditions &conditions);
    // A new battle that follows another (the battle outside a fortress after a break-out): its sides are
    // fixed, casualties and people included; the GM sets the start, the field and the Defense Bonus.
    void presetFollowingBattle(const gurps::BattleSetup &setup);
    bool hasFixedSides() const { return m_fixedSides.has_value(); }
    // The set-up as the first pages describe it, before the battle starts.
    gurps::BattleSetup draftSetup() const;
    Status startBattle(const gurps::BattleSetup &setup);
    bool hasStarted() const { return m_engine.has_value(); }
    const gurps::BattleEngine &engine() const { return *m_engine; }
    Status apply(const gurps::Decision &decision);
    void undoStep();
    // Takes the battle record again from the campaign, after another dialog changed it (a subordinate
    // command split off before the fighting).
    Status reloadBattle();
    dice::DiceSource &dice() { return m_dice; }
    qint64 battleId() const { return m_stored.id; }
    QString lastError() const { return m_lastError; }

    // Closing keeps the battle to resume later; one with no round resolved may be discarded instead (one
    // undoable step), so that battles opened and left do not pile up in the Battles panel.
    void reject() override;

signals:
    void battleChanged();

private:
    void buildPages();
    void markStarted();
    void updateButtons(int pageId);
    Status save();

    CampaignDocument *m_document;
    std::optional<gurps::BattleEngine> m_engine;
    std::optional<gurps::BattleSetup> m_fixedSides;
    StoredBattle m_stored;
    dice::DiceSource m_dice;
    QString m_lastError;
};

} // namespace muster
