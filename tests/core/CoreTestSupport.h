// Helpers shared by the test classes of tst_catalog, tst_customization and tst_aggregates: the element
// tables' money notation, catalog look-ups, element records as a GM fills them in, and the two roster
// sheets of Appendix A of the rule book (GURPS Mass Combat).

#pragma once

#include "catalog/Customization.h"
#include "catalog/ElementCatalog.h"
#include "force/Force.h"
#include "force/ForceAggregates.h"

#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QtGlobal>
#include <QtTest>

#include <cmath>
#include <initializer_list>
#include <utility>

// The types the test data columns carry.
Q_DECLARE_METATYPE(muster::Money)
Q_DECLARE_METATYPE(muster::CatalogTable)
Q_DECLARE_METATYPE(muster::TlScaling)
Q_DECLARE_METATYPE(muster::ElementRecord)
Q_DECLARE_METATYPE(muster::Feature)
Q_DECLARE_METATYPE(muster::EquipmentQuality)
Q_DECLARE_METATYPE(muster::TroopQuality)
Q_DECLARE_METATYPE(muster::LevyService)
Q_DECLARE_METATYPE(muster::SpecialClass)

namespace muster {
// Lets QCOMPARE print both sides of a failed Money comparison.
inline char *toString(const Money &money)
{
    return qstrdup(qPrintable(QStringLiteral("%1 cents (%2)").arg(money.cents()).arg(money.toShortString())));
}
} // namespace muster

namespace coretest {

// The tables' money notation: "40K", "2.4M", "1.8B".
inline muster::Money K(double thousands)
{
    return muster::Money::fromCents(qint64(std::llround(thousands * 100'000.0)));
}
inline muster::Money M(double millions)
{
    return muster::Money::fromCents(qint64(std::llround(millions * 100'000'000.0)));
}
inline muster::Money B(double billions)
{
    return muster::Money::fromCents(qint64(std::llround(billions * 100'000'000'000.0)));
}

inline const muster::ElementCatalog &catalog()
{
    return muster::ElementCatalog::builtIn();
}

// The built-in type a name means at a TL; an unknown name is an error in the test data.
inline const muster::ElementType &typeNamed(const QString &name, int tl)
{
    const muster::ElementType *type = catalog().findByName(name, tl);
    if (!type)
        qFatal("test data: no element type %s", qPrintable(name));
    return *type;
}

// The row of one element table with this name, or nullptr.
inline const muster::ElementType *findInTable(const muster::ElementCatalog &catalog,
                                              muster::CatalogTable table, const QString &name)
{
    for (const muster::ElementType &type : catalog.types()) {
        if (type.table == table && type.name == name)
            return &type;
    }
    return nullptr;
}

// A record of a built-in type, as a GM would fill it in.
inline muster::ElementRecord record(const QString &typeName, int tl,
                                    muster::EquipmentQuality equipment = muster::EquipmentQuality::Basic,
                                    muster::TroopQuality troops = muster::TroopQuality::Average,
                                    std::initializer_list<muster::Feature> features = {})
{
    muster::ElementRecord r;
    r.typeId = typeNamed(typeName, tl).id;
    r.tl = tl;
    r.equipment = equipment;
    r.troops = troops;
    for (muster::Feature f : features)
        r.set(f);
    return r;
}

inline muster::Result<muster::ElementStats>
computeRecord(const muster::ElementRecord &r,
              muster::Customization::Detail detail = muster::Customization::Detail::WithBreakdown)
{
    const muster::ElementType *type = catalog().find(r.typeId);
    if (!type)
        qFatal("test data: unknown type id %s", qPrintable(r.typeId));
    return muster::Customization::compute(*type, r, detail);
}

// Computes `rec` and compares its TS, Raise and Maintain with the book's figures (a failure is
// reported at the comparison, and the calling test function ends there as it would anyway).
inline void compareTsAndCosts(const muster::ElementRecord &rec, double ts, muster::Money raise,
                              muster::Money maintain)
{
    const auto stats = computeRecord(rec);
    QVERIFY2(stats.ok(), stats.ok() ? "" : qPrintable(stats.error().message));
    QCOMPARE(stats->ts, ts);
    QCOMPARE(stats->raise, raise);
    QCOMPARE(stats->maintain, maintain);
}

// ---------------------------------------------------------------------------------------------
// The roster sheets of Appendix A

// `count` elements of a built-in type on one roster line.
inline muster::RosterLine line(const QString &name, const QString &typeName, int count, int tl,
                               muster::EquipmentQuality equipment, muster::TroopQuality troops,
                               std::initializer_list<muster::Feature> features = {})
{
    muster::RosterLine l;
    l.record.name = name;
    l.record.typeId = typeNamed(typeName, tl).id;
    l.record.tl = tl;
    l.record.equipment = equipment;
    l.record.troops = troops;
    for (muster::Feature f : features)
        l.record.set(f);
    l.count = count;
    return l;
}

// Appendix A, An Yrth Military Force: the roster sheet.
inline muster::Force yrthForce()
{
    using muster::EquipmentQuality;
    using muster::Feature;
    using muster::TroopQuality;
    muster::Force force;
    force.name = QStringLiteral("Sir Richard's force");
    force.lines << line(QStringLiteral("Knights"), QStringLiteral("Heavy Cavalry"), 3, 3,
                        EquipmentQuality::Fine, TroopQuality::Good, {Feature::Impetuous})
                << line(QStringLiteral("Spearmen"), QStringLiteral("Heavy Infantry"), 5, 3,
                        EquipmentQuality::Basic, TroopQuality::Average)
                << line(QStringLiteral("Crossbowmen"), QStringLiteral("Bowmen"), 2, 3,
                        EquipmentQuality::Basic, TroopQuality::Average)
                << line(QStringLiteral("Dwarves"), QStringLiteral("Miners"), 1, 3, EquipmentQuality::Fine,
                        TroopQuality::Average);
    muster::RosterLine richard = line(QStringLiteral("Sir Richard"), QStringLiteral("Heavy Infantry"), 1, 3,
                                      EquipmentQuality::Fine, TroopQuality::Elite, {Feature::Hero});
    richard.record.heroMultiplier = 1.0;
    force.lines << richard;
    return force;
}

// Appendix A, A Modern Military Force: TL8, Very Fine equipment, Good troops, Night.
inline muster::RosterLine modern(const QString &name, const QString &typeName, int count)
{
    return line(name, typeName, count, 8, muster::EquipmentQuality::VeryFine, muster::TroopQuality::Good,
                {muster::Feature::Night});
}

inline muster::Force modernForce()
{
    muster::Force force;
    force.name = QStringLiteral("Charlie Company");
    force.lines << modern(QStringLiteral("M2A3 Bradleys"), QStringLiteral("IFV"), 13)
                << modern(QStringLiteral("Rifle Squads"), QStringLiteral("Riflemen"), 9)
                << modern(QStringLiteral("Heavy Weapons Teams"), QStringLiteral("HSW"), 3)
                << modern(QStringLiteral("Infantry Headquarters"), QStringLiteral("Command Post"), 2)
                << modern(QStringLiteral("Stinger Team"), QStringLiteral("MANPAD"), 1)
                << modern(QStringLiteral("M113 APC"), QStringLiteral("APC"), 1)
                << modern(QStringLiteral("HMMWV"), QStringLiteral("Light Truck"), 1);
    return force;
}

// The same figures without the cache: LineFigures built straight from Customization::compute.
struct ComputedForce
{
    QList<muster::ElementStats> stats;
    QList<muster::LineFigures> figures;
};

inline ComputedForce computeDirectly(const muster::Force &force)
{
    ComputedForce computed;
    computed.stats.reserve(force.lines.size()); // pointers into the list must stay valid
    for (const muster::RosterLine &l : force.lines) {
        const muster::ElementType *type = catalog().find(l.record.typeId);
        auto stats =
            muster::Customization::compute(*type, l.record, muster::Customization::Detail::FiguresOnly);
        if (!stats)
            qFatal("test data: %s", qPrintable(stats.error().message));
        computed.stats.append(std::move(stats).value());
    }
    for (qsizetype i = 0; i < force.lines.size(); ++i)
        computed.figures.append(
            {force.lines.at(i).record.name, force.lines.at(i).count, &computed.stats.at(i)});
    return computed;
}

} // namespace coretest
