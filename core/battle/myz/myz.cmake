# Mutant: Year Zero "Mass Combat" (issue 16): sources of muster_core, listed relative to core/.
target_sources(muster_core PRIVATE
    battle/myz/Faction.cpp battle/myz/Faction.h
    battle/myz/Strategy.cpp battle/myz/Strategy.h
    battle/myz/Reconnaissance.cpp battle/myz/Reconnaissance.h
    battle/myz/Steps.h battle/myz/Pool.h battle/myz/WaveResult.cpp battle/myz/WaveResult.h
    battle/myz/MyzBattle.cpp battle/myz/MyzBattle.h
    battle/myz/MyzPool.cpp battle/myz/MyzRules.cpp battle/myz/MyzCheck.cpp
    battle/myz/MyzJson.h battle/myz/MyzSetupJson.cpp battle/myz/MyzStepJson.cpp
    battle/myz/MyzRuleSet.cpp battle/myz/MyzRuleSet.h battle/myz/MyzReport.cpp
    # How a battle ends (issue 20): pushing by policy, the Battle roll's exact odds with pushes, battles played out
    battle/myz/forecast/PushPolicy.cpp battle/myz/forecast/PushPolicy.h
    battle/myz/forecast/PushedWave.cpp battle/myz/forecast/PushedWave.h
    battle/myz/forecast/MyzPlayOut.cpp battle/myz/forecast/MyzPlayOut.h
    battle/myz/forecast/MyzForecast.cpp battle/myz/forecast/MyzForecast.h
)
