# Writes the user guide the help window shows (Help > User Guide) from README.md at build time, so that the
# README stays the one copy: its opening (up to "## Getting started", which is about building) and its
# "## Using Muster" section (up to "## muster-cli", the scripting reference).
# Usage: cmake -DREADME=path/README.md -DOUTPUT=path/user-guide.md -P UserGuide.cmake
file(READ "${README}" readme)
string(FIND "${readme}" "\n## Getting started" intro_end)
string(FIND "${readme}" "\n## Using Muster" guide_start)
string(FIND "${readme}" "\n## muster-cli" guide_end)
if(intro_end EQUAL -1 OR guide_start EQUAL -1 OR guide_end EQUAL -1 OR guide_end LESS guide_start)
    message(FATAL_ERROR "README.md no longer has the headings the user guide is cut at: "
                        "'## Getting started', '## Using Muster' and '## muster-cli'")
endif()
string(SUBSTRING "${readme}" 0 ${intro_end} intro)
math(EXPR guide_length "${guide_end} - ${guide_start}")
string(SUBSTRING "${readme}" ${guide_start} ${guide_length} guide)
file(WRITE "${OUTPUT}" "${intro}\n${guide}\n")
