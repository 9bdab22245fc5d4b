#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace muster::gcs {

// The file versions of GCS character sheets read here: the JSON of GCS 5 (version 2) up to that of current GCS
// (version 5). Version 1 (GCS 5 betas) kept no computed levels; GCS 4 and older wrote XML.
constexpr int oldestVersion = 2;
constexpr int newestVersion = 5;

// A skill as the sheet states it: its computed level (GCS's "calc.level"), not its points.
struct GcsSkill
{
    QString name;
    QString specialization; // empty when the skill has none
    int level = 0;
    bool operator==(const GcsSkill &) const = default;
};

// What Muster takes from a GCS character sheet.
struct GcsCharacter
{
    int version = 0;
    QString name;
    int iq = 10;
    int hp = 10;    // the sheet's current HP (its maximum when it states no current value)
    int maxHp = 10;
    QList<GcsSkill> skills; // every skill of the sheet, those inside skill containers included
    bool operator==(const GcsCharacter &) const = default;
};

// Reads a .gcs file's contents. Anything else (not JSON, XML of GCS 4, another GCS file type such as a template or
// a skill list, a version outside oldestVersion..newestVersion, a sheet without name, IQ or HP) is an Error that
// says what is wrong and what to do.
Result<GcsCharacter> readCharacter(const QByteArray &contents);

} // namespace muster::gcs
