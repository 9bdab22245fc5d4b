#pragma once

#include "catalog/Customization.h"
#include "catalog/ElementCatalog.h"
#include "force/Force.h"
#include "force/ForceAggregates.h"

#include <QList>
#include <QString>

#include <optional>

namespace muster {

// The derived figures of one roster line, or why its choices are invalid.
struct ComputedLine
{
    std::optional<ElementStats> stats;
    QString error;
    QString label; // "3 Knights (Heavy Cavalry)"
    int count = 0;
    double strength = 1.0; // 1 - the line's casualties
};

ComputedLine computeLine(const ElementCatalog &catalog, const RosterLine &line,
                         Customization::Detail detail = Customization::Detail::FiguresOnly);

// "Knights (Heavy Cavalry)", or just "Heavy Cavalry" when the record has no name of its own.
QString recordDisplayName(const ElementRecord &record, const ElementType *type);

// The figures of every line of a force, kept beside it so aggregates are a cheap sum.
class LineFiguresCache
{
public:
    void rebuild(const ElementCatalog &catalog, const Force &force);
    void update(const ElementCatalog &catalog, const RosterLine &line, qsizetype index);
    void insert(const ElementCatalog &catalog, const RosterLine &line, qsizetype index);
    void remove(qsizetype first, qsizetype count = 1);

    const QList<ComputedLine> &lines() const { return m_lines; }
    QList<LineFigures> figures() const;
    ForceAggregates aggregates() const { return aggregate(figures()); }

private:
    QList<ComputedLine> m_lines;
};

// Rules about a whole force rather than one element: one Flagship at most.
Status validateForce(const Force &force);

} // namespace muster
