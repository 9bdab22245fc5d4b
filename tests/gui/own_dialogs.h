// The dialogs of the main window's folders (forms/, forms/economy, forms/fortress) and the player handout, made over a window's open
// campaign for checks that go through all of them: size, mnemonics, colours, headers. The battle and
// operations dialogs have tests of their own.

#pragma once

#include "AddElementDialog.h"
#include "CampaignDocument.h"
#include "ElementTypeEditor.h"
#include "ElementTypesDialog.h"
#include "FeaturesDialog.h"
#include "HelpWindow.h"
#include "MainWindow.h"
#include "NewCampaignDialog.h"
#include "economy/CalendarDialog.h"
#include "economy/LevyServiceDialog.h"
#include "economy/MonthEndDialog.h"
#include "economy/RevenueSourcesDialog.h"
#include "fortress/FortressEditor.h"
#include "fortress/FortressesDialog.h"
#include "GcsImportDialog.h"
#include "battle/gurps/HandoutDialog.h"
#include "battle/gurps/SideFromForce.h"

#include <memory>
#include <vector>

namespace guitest {

inline std::vector<std::unique_ptr<QWidget>> ownDialogs(muster::MainWindow &window)
{
    using namespace muster;
    CampaignDocument *document = window.document();
    const Campaign &campaign = document->campaign();
    const Force &force = campaign.forces.constFirst();
    const RosterLine &line = force.lines.constFirst();
    const ElementType *type = document->catalog().find(line.record.typeId);
    std::vector<std::unique_ptr<QWidget>> dialogs;
    dialogs.push_back(std::make_unique<ElementTypesDialog>(document, &window));
    dialogs.push_back(std::make_unique<ElementTypeEditor>(*type, &window));
    dialogs.push_back(std::make_unique<AddElementDialog>(document, 3, &window));
    dialogs.push_back(std::make_unique<FeaturesDialog>(*type, line.record, &window));
    dialogs.push_back(std::make_unique<FortressesDialog>(document, &window));
    dialogs.push_back(std::make_unique<FortressEditor>(
        campaign.fortresses.constFirst(), [](const Fortress &) { return success(); }, &window));
    dialogs.push_back(std::make_unique<CalendarDialog>(document, &window));
    dialogs.push_back(std::make_unique<MonthEndDialog>(document, &window));
    dialogs.push_back(
        std::make_unique<RevenueSourcesDialog>(document, campaign.treasuries.constFirst().id, &window));
    dialogs.push_back(std::make_unique<LevyServiceDialog>(document, force.id, &window));
    dialogs.push_back(std::make_unique<NewCampaignDialog>(CampaignStart{QStringLiteral("New"), muster::CampaignDate{}, 3, muster::DistanceUnit::Miles}, &window));
    dialogs.push_back(std::make_unique<HelpWindow>(&window));
    gcs::GcsCharacter character;
    character.name = QStringLiteral("Marshal Aldric Voss");
    character.skills = {{QStringLiteral("Strategy"), QStringLiteral("Land"), 14}};
    dialogs.push_back(std::make_unique<GcsImportDialog>(document, force.id, QStringLiteral("voss.gcs"), character,
                                                        StaffRole::Commander, &window));
    gurps::BattleSetup battle;
    battle.name = QStringLiteral("Battle of Fen Ford");
    battle.sides = {gurps::sideFromForce(document->catalog(), force),
                    gurps::sideFromForce(document->catalog(), campaign.forces.at(1))};
    battle.start.advantage = gurps::Advantage::Initiative;
    dialogs.push_back(std::make_unique<HandoutDialog>(battle, QString(), &window));
    dialogs.push_back(std::make_unique<GcsImportDialog>(document, force.id, QStringLiteral("voss.gcs"), character,
                                                        StaffRole::Commander, &window,
                                                        GcsImportDialog::Purpose::Refresh));
    return dialogs;
}

} // namespace guitest
