#include "models_test_helpers.h"

#include <QLocale>
#include <QtTest>

using namespace muster;
using namespace Qt::StringLiterals;

namespace modelstest {

RosterLine makeLine(const QString &typeId, int count, int tl, EquipmentQuality equipment, TroopQuality troops,
                    std::initializer_list<Feature> features, const QString &name)
{
    RosterLine line;
    line.count = count;
    line.record.typeId = typeId;
    line.record.tl = tl;
    line.record.equipment = equipment;
    line.record.troops = troops;
    line.record.name = name;
    for (Feature f : features)
        line.record.set(f);
    return line;
}

// Appendix A, An Yrth Military Force (TL3).
QList<RosterLine> yrthLines()
{
    RosterLine richard = makeLine(u"heavy-infantry"_s, 1, 3, EquipmentQuality::Fine, TroopQuality::Elite,
                                  {Feature::Hero}, u"Sir Richard"_s);
    richard.record.heroMultiplier = 1.0;
    return {
        makeLine(u"heavy-cavalry"_s, 3, 3, EquipmentQuality::Fine, TroopQuality::Good, {Feature::Impetuous}),
        makeLine(u"heavy-infantry"_s, 5, 3), makeLine(u"bowmen"_s, 2, 3),
        makeLine(u"miners"_s, 1, 3, EquipmentQuality::Fine), richard};
}

ElementType customType(const QString &id, const QString &name, double ts, int tl)
{
    ElementType type;
    type.id = id;
    type.name = name;
    type.table = CatalogTable::Custom;
    type.ts = ts;
    type.classes = ClassSet{SpecialClass::Arm};
    type.wt = 2;
    type.mobility = {Mobility::Foot};
    type.raise = Money::fromDollars(20000);
    type.maintain = Money::fromDollars(4000);
    type.tl = tl;
    type.scaling = TlScaling::LowTech;
    type.description = u"A test creature."_s;
    return type;
}

QString describe(const ElementRecord &r)
{
    return u"'%1' %2 TL%3 %4/%5 [%6] hero x%7"_s.arg(r.name, r.typeId)
        .arg(r.tl)
        .arg(equipmentQualityCode(r.equipment), troopQualityCode(r.troops), r.featureCodes().join(u';'))
        .arg(r.heroMultiplier);
}

QString describe(const RosterLine &line)
{
    return u"#%1 %2 x %3"_s.arg(line.id).arg(line.count).arg(describe(line.record));
}

QString describe(const QList<RosterLine> &lines)
{
    QStringList text;
    for (const RosterLine &line : lines)
        text << describe(line);
    return text.join(u"\n"_s);
}

QString describe(const ForceAggregates &a)
{
    QStringList classes;
    for (SpecialClass c : allSpecialClasses)
        classes << u"%1=%2"_s.arg(specialClassCode(c), formatNumber(a.classTsOf(c)));
    return u"force TS %1, total TS %2, elements %3, WT %4, raise %5, maintain %6, invalid %7, classes %8"_s
        .arg(formatNumber(a.forceTs), formatNumber(a.totalTs))
        .arg(a.elements)
        .arg(formatNumber(a.wt))
        .arg(a.raise.cents())
        .arg(a.maintain.cents())
        .arg(a.invalidLines)
        .arg(classes.join(u' '));
}

// Everything a campaign holds, as text, so that two states compare with a readable difference.
QString describe(const CampaignDocument &document)
{
    QStringList text;
    text << u"campaign '%1'"_s.arg(document.campaign().name);
    QStringList custom;
    for (const ElementType &type : document.catalog().types()) {
        if (!type.isBuiltIn())
            custom
                << u"type %1 '%2' TS %3 TL%4"_s.arg(type.id, type.name, formatNumber(type.ts)).arg(type.tl);
    }
    custom.sort();
    text << custom;
    for (const Force &force : document.campaign().forces) {
        text << u"force #%1 '%2' notes '%3'"_s.arg(force.id).arg(force.name, force.notes);
        for (const StaffMember &m : force.staff) {
            QStringList skills;
            for (int s : m.skills)
                skills << QString::number(s);
            text << u"  staff '%1' %2"_s.arg(m.name, skills.join(u'/'));
        }
        for (const RosterLine &line : force.lines)
            text << u"  "_s + describe(line);
        const LineFiguresCache *figures = document.figures(force.id);
        text << u"  "_s + (figures ? describe(figures->aggregates()) : u"no figures"_s);
    }
    return text.join(u'\n');
}

} // namespace modelstest

using namespace modelstest;

void ModelsTestCase::initTestCase()
{
    // Figures are formatted with the default locale: "37.5", not "37,5".
    QLocale::setDefault(QLocale::c());
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY2(m_dir->isValid(), qPrintable(m_dir->errorString()));
}

Document ModelsTestCase::create(const QString &fileName)
{
    const QString path = m_dir->filePath(u"%1-%2"_s.arg(++m_fileCount).arg(fileName));
    auto created = CampaignDocument::create(path, CampaignStart{u"Test Campaign"_s, CampaignDate{}, CampaignStart::defaultUsualTl, DistanceUnit::Miles});
    if (!created) {
        QTest::qFail(errorText(created).constData(), __FILE__, __LINE__);
        return {};
    }
    return std::move(created).value();
}

Document ModelsTestCase::reopen(Document &document)
{
    const QString path = document->path();
    // The month-end setting is the program's, not the file's: it stays as it was, as in the main window.
    const MonthEndOnAdvance onMonthEnd = document->monthEndOnAdvance();
    document.reset();
    auto opened = CampaignDocument::open(path);
    if (!opened) {
        QTest::qFail(errorText(opened).constData(), __FILE__, __LINE__);
        return {};
    }
    (*opened)->setMonthEndOnAdvance(onMonthEnd);
    return std::move(opened).value();
}
