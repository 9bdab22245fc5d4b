# The Reconnaissance Contest (issue 5): sources of muster_core, listed relative to core/.
target_sources(muster_core PRIVATE
    operations/TerrainRating.cpp operations/TerrainRating.h
    operations/ReconRoster.cpp operations/ReconRoster.h
    operations/ReconSide.cpp operations/ReconSide.h
    operations/ReconSkill.cpp operations/ReconSkill.h
    operations/ReconContest.cpp operations/ReconContest.h
    operations/ReconOdds.cpp operations/ReconOdds.h
    operations/ReconWinner.cpp operations/ReconWinner.h
)
