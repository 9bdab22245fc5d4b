// muster-cli gcs (and roster on a force file): the README's example sheet, resources/examples/gcs-marshal-voss.gcs, as a staff member (levels
// worked out by hand in tests/core/tst_gcs.cpp), and files it must refuse.
#include "CliTestSupport.h"

#include <QTest>

#include <memory>

using namespace clitest;

class CliGcsTest : public QObject
{
    Q_OBJECT

private slots:
    void exampleAsTheReadmeShowsIt()
    {
        const Run r = run({QStringLiteral("gcs"), example("gcs-marshal-voss.gcs")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json.value(QLatin1String("name")).toString(), QStringLiteral("Marshal Aldric Voss"));
        QCOMPARE(r.json.value(QLatin1String("hp")).toInt(), 9);
        QCOMPARE(r.json.value(QLatin1String("gcs_version")).toInt(), 5);
        const QJsonObject skills = r.json.value(QLatin1String("skills")).toObject();
        const auto skill = [&skills](const char *code) { return skills.value(QLatin1String(code)).toObject(); };
        QCOMPARE(skill("strategy").value(QLatin1String("level")).toInt(), 14);
        QCOMPARE(skill("strategy").value(QLatin1String("skill")).toString(), QStringLiteral("Strategy (Land)"));
        QCOMPARE(skill("leadership").value(QLatin1String("level")).toInt(), 13);
        QCOMPARE(skill("tactics").value(QLatin1String("level")).toInt(), 12);
        QCOMPARE(skill("intelligence_analysis").value(QLatin1String("level")).toInt(), 8);
        QCOMPARE(skill("intelligence_analysis").value(QLatin1String("default")).toString(),
                 QStringLiteral("Strategy (Land)-6"));
        QCOMPARE(skill("administration").value(QLatin1String("level")).toInt(), 9);
        QCOMPARE(skill("administration").value(QLatin1String("default")).toString(), QStringLiteral("Merchant-3"));
    }

    void navalStrategyFromTheLandSpecialization()
    {
        const Run r = run({QStringLiteral("gcs"), QStringLiteral("--strategy"), QStringLiteral("Naval"),
                           example("gcs-marshal-voss.gcs")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject strategy =
            r.json.value(QLatin1String("skills")).toObject().value(QLatin1String("strategy")).toObject();
        QCOMPARE(strategy.value(QLatin1String("level")).toInt(), 10); // 14 - 4
        QCOMPARE(strategy.value(QLatin1String("default")).toString(), QStringLiteral("Strategy (Land)-4"));
    }

    // muster-cli roster reads a force file with its custom type (README "Force files").
    void rosterOfAForceFile()
    {
        const Run r = run({QStringLiteral("roster"), example("fen-rebels.muster-force.json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json.value(QLatin1String("elements")).toInt(), 9); // 1 wyrm, 6 levies, 2 scouts
        // The Bog Wyrm, the file's own type and its only Armor: TS 30 with 25% casualties.
        QCOMPARE(r.json.value(QLatin1String("class_ts")).toObject().value(QLatin1String("Arm")).toDouble(), 22.5);
        const QString problem = badInputProblem(
            run({QStringLiteral("roster"), m_files.write(QByteArray(R"({"format": "muster-force", "version": 2})"))}),
            QStringLiteral("version: version 2 is newer"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void refusals()
    {
        // Exit code 2, one line on stderr: the file's name, then what is wrong with it.
        const QString xmlFile = m_files.write(QByteArray("<?xml version=\"1.0\"?>"));
        const Run xml = run({QStringLiteral("gcs"), xmlFile});
        QString problem = badInputProblem(xml, xmlFile + QStringLiteral(": This is a character sheet of GCS 4 or older"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const Run list = run({QStringLiteral("gcs"), m_files.write(QByteArray(R"({"version": 5, "rows": []})"))});
        QVERIFY2(list.exitCode == 2 && list.error.contains(QStringLiteral("library list")), qPrintable(list.error));
        problem = badInputProblem(run({QStringLiteral("gcs"), QStringLiteral("/nonexistent/sheet.gcs")}),
                                  QStringLiteral("file: cannot read"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

private:
    JsonFiles m_files;
};

std::unique_ptr<QObject> newCliGcsTest()
{
    return std::make_unique<CliGcsTest>();
}

#include "cli_gcs.moc"
