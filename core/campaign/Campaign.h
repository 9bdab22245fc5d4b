#pragma once

#include "catalog/ElementCatalog.h"
#include "force/Force.h"

#include <QList>
#include <QString>

namespace muster {

// Everything one campaign file holds, loaded into memory.
struct Campaign
{
    QString name;
    ElementCatalog catalog = ElementCatalog::builtIn(); // built-in types plus the campaign's custom ones
    QList<Force> forces;

    qsizetype indexOfForce(qint64 forceId) const
    {
        for (qsizetype i = 0; i < forces.size(); ++i) {
            if (forces.at(i).id == forceId)
                return i;
        }
        return -1;
    }
};

} // namespace muster
