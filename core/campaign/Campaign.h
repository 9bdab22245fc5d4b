#pragma once

#include "campaign/StoredBattle.h"
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
    QList<StoredBattle> battles; // ordered by id, which is the order they were started in

    qsizetype indexOfForce(qint64 forceId) const { return indexOfId(forces, forceId); }
    qsizetype indexOfBattle(qint64 battleId) const { return indexOfId(battles, battleId); }

private:
    // The index of the item saved under `id`, or -1.
    template <typename T> static qsizetype indexOfId(const QList<T> &items, qint64 id)
    {
        for (qsizetype i = 0; i < items.size(); ++i) {
            if (items.at(i).id == id)
                return i;
        }
        return -1;
    }
};

} // namespace muster
