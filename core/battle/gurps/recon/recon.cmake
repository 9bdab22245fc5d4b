# The Reconnaissance Contest (issue 5): sources of muster_core, listed relative to core/.
target_sources(muster_core PRIVATE
    battle/gurps/recon/TerrainRating.cpp battle/gurps/recon/TerrainRating.h
    battle/gurps/recon/ReconRoster.cpp battle/gurps/recon/ReconRoster.h
    battle/gurps/recon/ReconSide.cpp battle/gurps/recon/ReconSide.h
    battle/gurps/recon/ReconSkill.cpp battle/gurps/recon/ReconSkill.h
    battle/gurps/recon/ReconContest.cpp battle/gurps/recon/ReconContest.h
    battle/gurps/recon/ReconOdds.cpp battle/gurps/recon/ReconOdds.h
    battle/gurps/recon/ReconWinner.cpp battle/gurps/recon/ReconWinner.h
)
