// Operations through the document (issue 5): the campaign's unit of distance, a force's posture, and
// carrying out a march (rule book, Chapter 4, "Forces in Motion"): the force moves, forced-march losses count
// as casualties, elements left behind split off as a force of their own, and the date may move to the
// arrival; all of it one undoable step, kept in the file.

#include "models_test_helpers.h"

#include <QUndoStack>
#include <QtTest>

#include <cmath>

using namespace muster;
using namespace modelstest;

class TstOperationsDocument : public ModelsTestCase
{
    Q_OBJECT

private slots:
    void distanceUnitAndPostureAreKept()
    {
        Document d = create();
        const qint64 force = *d->addForce(QStringLiteral("Sir Richard's force"));
        QCOMPARE(d->campaign().distanceUnit, DistanceUnit::Miles);
        QVERIFY(d->setDistanceUnit(DistanceUnit::Kilometres).ok());
        ForceEconomy economy = d->forceEconomy(force);
        economy.posture = ForcePosture::Bunkered;
        QVERIFY(d->setForceEconomy(force, economy).ok());
        d = reopen(d);
        QCOMPARE(d->campaign().distanceUnit, DistanceUnit::Kilometres);
        QCOMPARE(d->forceEconomy(force).posture, ForcePosture::Bunkered);
        QVERIFY(d->setDistanceUnit(DistanceUnit::Miles).ok());
        d->undo();
        QCOMPARE(d->campaign().distanceUnit, DistanceUnit::Kilometres);
    }

    // Chapter 4: 60 miles of forced march, one failed roll (5% casualties), two Mounts left behind; the
    // force arrives at Drake's Cross three days later.
    void executingAMarch()
    {
        Document d = create();
        QVERIFY(d->setToday(CampaignDate{1203, 8, 1}).ok());
        const qint64 force = *d->addForce(QStringLiteral("Sir Richard's force"));
        for (const RosterLine &line : yrthLines())
            d->addLine(force, line);
        d->addLine(force, makeLine(QStringLiteral("mounts"), 3, 3));
        ForceEconomy economy = d->forceEconomy(force);
        economy.location = QStringLiteral("Caithness Castle");
        economy.posture = ForcePosture::Patrolling;
        QVERIFY(d->setForceEconomy(force, economy).ok());
        const QString before = describe(*d);
        const int steps = d->undoStack()->count();
        const RosterLine mounts = d->force(force)->lines.constLast();
        const RosterLine spearmen = d->force(force)->lines.at(1); // 25% casualties
        RosterLine hurt = spearmen;
        hurt.casualties = 0.25;
        QVERIFY(d->changeLine(force, hurt, QStringLiteral("earlier battle")).ok());

        MarchExecution march;
        march.forceId = force;
        march.destination = QStringLiteral("Drake's Cross");
        march.postureOnArrival = ForcePosture::Mobile;
        march.casualtiesPct = 5;
        march.leftBehind = {LineCount{mounts.id, 2}};
        march.arrival = CampaignDate{1203, 8, 4};
        QVERIFY(d->executeMarch(march).ok());
        QCOMPARE(d->undoStack()->count(), steps + 2); // the casualties edit, then the march as one step

        const Force *marched = d->force(force);
        QCOMPARE(d->forceEconomy(force).location, QStringLiteral("Drake's Cross"));
        QCOMPARE(d->forceEconomy(force).posture, ForcePosture::Mobile);
        QCOMPARE(d->campaign().today, (CampaignDate{1203, 8, 4}));
        QCOMPARE(marched->lines.constLast().count, 1);
        QVERIFY(std::abs(marched->lines.at(0).casualties - 0.05) < 1e-12);
        // 25% and then 5% of what is left: 1 - 0.75 x 0.95 = 28.75%.
        QVERIFY(std::abs(marched->lines.at(1).casualties - 0.2875) < 1e-12);
        QCOMPARE(d->campaign().forces.size(), 2);
        const Force &stay = d->campaign().forces.constLast();
        QCOMPARE(stay.name, QStringLiteral("Sir Richard's force (left at Caithness Castle)"));
        QCOMPARE(stay.lines.size(), 1);
        QCOMPARE(stay.lines.at(0).count, 2);
        QCOMPARE(stay.lines.at(0).record, mounts.record);
        QCOMPARE(stay.lines.at(0).casualties, 0.0); // they did not march

        d = reopen(d);
        QCOMPARE(d->forceEconomy(force).location, QStringLiteral("Drake's Cross"));
        QCOMPARE(d->campaign().forces.size(), 2);
    }

    void undoingAMarch()
    {
        Document d = create();
        QVERIFY(d->setToday(CampaignDate{1203, 8, 1}).ok());
        const qint64 force = *d->addForce(QStringLiteral("Sir Richard's force"));
        for (const RosterLine &line : yrthLines())
            d->addLine(force, line);
        const QString before = describe(*d);
        const qint64 bowmen = d->force(force)->lines.at(2).id;
        MarchExecution march{force, QStringLiteral("Drake's Cross"), ForcePosture::Bunkered, 10,
                             {LineCount{bowmen, 2}}, CampaignDate{1203, 8, 3}, {}};
        QVERIFY(d->executeMarch(march).ok());
        QCOMPARE(d->force(force)->lines.size(), 4); // the whole line stayed behind
        d->undo();
        QCOMPARE(describe(*d), before);
        d->redo();
        QCOMPARE(d->force(force)->lines.size(), 4);
        QCOMPARE(d->campaign().today, (CampaignDate{1203, 8, 3}));
    }

    void badMarchesAreRefused()
    {
        Document d = create();
        QVERIFY(d->setToday(CampaignDate{1203, 8, 1}).ok());
        const qint64 force = *d->addForce(QStringLiteral("Sir Richard's force"));
        d->addLine(force, makeLine(QStringLiteral("bowmen"), 2, 3));
        const qint64 line = d->force(force)->lines.at(0).id;
        const auto refused = [&](MarchExecution march, const QString &field) {
            const Status s = d->executeMarch(march);
            QVERIFY(!s.ok());
            QCOMPARE(s.error().field, field);
        };
        refused(MarchExecution{force + 100, QStringLiteral("x"), ForcePosture::Mobile, 0, {}, std::nullopt, {}},
                QStringLiteral("force"));
        refused(MarchExecution{force, QStringLiteral("x"), ForcePosture::Mobile, 120, {}, std::nullopt, {}},
                QStringLiteral("casualties"));
        refused(MarchExecution{force, QStringLiteral("x"), ForcePosture::Mobile, 0, {LineCount{line, 3}}, std::nullopt, {}},
                QStringLiteral("leftBehind"));
        refused(MarchExecution{force, QStringLiteral("x"), ForcePosture::Mobile, 0, {}, CampaignDate{1203, 7, 1}, {}},
                QStringLiteral("arrival"));
        QCOMPARE(d->undoStack()->count(), 3); // the date, the force and its line only
    }
};

std::unique_ptr<QObject> newTstOperationsDocument()
{
    return std::make_unique<TstOperationsDocument>();
}

#include "tst_operationsdocument.moc"
