# Special battles (issue 6): type of campaign, sieges, amphibious assaults, naval battles, weapons of mass
# destruction, three-sided battles and subordinate commands; sources of muster_core, listed relative to core/.
target_sources(muster_core PRIVATE
    battle/gurps/BattleReportSpecial.cpp
    battle/gurps/Combatants.cpp battle/gurps/Combatants.h battle/gurps/EnumSpelling.h
    battle/gurps/CommandSplits.cpp battle/gurps/CommandSplits.h
    battle/gurps/FieldedSetup.cpp battle/gurps/FieldedSetup.h
    battle/gurps/SpecialBattle.cpp battle/gurps/SpecialBattle.h
    battle/gurps/SpecialBattleJson.cpp battle/gurps/SpecialBattleJson.h
    battle/gurps/SpecialBattleRules.cpp battle/gurps/SpecialBattleRules.h
    campaign/Fortress.cpp campaign/Fortress.h
)
