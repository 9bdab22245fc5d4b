# d20 "strategic combat" on a tile board (issue 18): sources of muster_core, listed relative to core/.
target_sources(muster_core PRIVATE
    battle/d20/D20Rules.cpp battle/d20/D20Rules.h battle/d20/Army.cpp battle/d20/Army.h battle/d20/ArmyFromForce.cpp battle/d20/ArmyFromForce.h
    battle/d20/Steps.h battle/d20/D20Battle.cpp battle/d20/D20Battle.h battle/d20/D20Json.cpp battle/d20/D20Json.h
    battle/d20/D20RuleSet.cpp battle/d20/D20RuleSet.h
)
