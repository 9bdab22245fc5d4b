# Simplified Mass Combat (issue 17): sources of muster_core, listed relative to core/.
target_sources(muster_core PRIVATE
    battle/smc/SmcRules.cpp battle/smc/SmcRules.h
    battle/smc/Army.cpp battle/smc/Army.h battle/smc/ArmyFromForce.cpp battle/smc/ArmyFromForce.h
    battle/smc/Steps.h battle/smc/SmcBattle.cpp battle/smc/SmcBattle.h battle/smc/SmcJson.cpp battle/smc/SmcJson.h
    battle/smc/SmcRuleSet.cpp battle/smc/SmcRuleSet.h
)
