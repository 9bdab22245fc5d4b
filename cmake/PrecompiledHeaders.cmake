# MUSTER_PRECOMPILED_HEADERS: every library and executable gets cmake/PrecompiledHeaders.h as a precompiled
# header. scripts/test turns it on for the sanitizer build: parsing the Qt headers is most of what
# compiling a file costs there, and that build has no warm cache to lean on the first time.
# (The top-level CMakeLists.txt also tells ccache to cache such files.)
option(MUSTER_PRECOMPILED_HEADERS "Precompile the Qt headers in every target" OFF)

if(MUSTER_PRECOMPILED_HEADERS AND CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    # Without it the header records its files' times, and ccache cannot reuse what it compiled.
    add_compile_options("SHELL:-Xclang -fno-pch-timestamp")
endif()

# Called once at the end of the top-level CMakeLists.txt, over the whole tree.
function(muster_precompile_headers directory)
    if(NOT MUSTER_PRECOMPILED_HEADERS)
        return()
    endif()
    get_property(targets DIRECTORY ${directory} PROPERTY BUILDSYSTEM_TARGETS)
    foreach(target IN LISTS targets)
        get_target_property(type ${target} TYPE)
        if(type STREQUAL "EXECUTABLE" OR type STREQUAL "STATIC_LIBRARY")
            target_precompile_headers(${target} PRIVATE "${PROJECT_SOURCE_DIR}/cmake/PrecompiledHeaders.h")
        endif()
    endforeach()
    get_property(subdirectories DIRECTORY ${directory} PROPERTY SUBDIRECTORIES)
    foreach(subdirectory IN LISTS subdirectories)
        muster_precompile_headers(${subdirectory})
    endforeach()
endfunction()
