# Travel, transport and forced marches (issue 5): sources of muster_core, listed relative to core/.
target_sources(muster_core PRIVATE
    force/TransportAssignment.cpp force/TransportAssignment.h
    operations/TravelConditions.cpp operations/TravelConditions.h
    operations/TravelDuration.cpp operations/TravelDuration.h
    operations/TravelElement.cpp operations/TravelElement.h
    operations/TravelForcedMarch.cpp operations/TravelForcedMarch.h
    operations/TravelLegSpeed.cpp operations/TravelLegSpeed.h
    operations/TravelMarchOrder.h
    operations/TravelMarchPlan.cpp operations/TravelMarchPlan.h
    operations/TravelRecon.cpp operations/TravelRecon.h
    operations/TravelRoute.cpp operations/TravelRoute.h
    operations/TravelSpeed.cpp operations/TravelSpeed.h
)
