// File marking and pragmas: application_id, user_version and the connection's settings.

#include "storage_test_helpers.h"

#include "storage/CampaignFile.h"
#include "storage/Schema.h"

#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace muster;
using namespace storagetest;
using namespace Qt::StringLiterals;

class TstStorageMarking : public QObject
{
    Q_OBJECT

private slots:
    void fileIsMarked_data();
    void fileIsMarked();
};

void TstStorageMarking::fileIsMarked_data()
{
    QTest::addColumn<QString>("how");
    QTest::newRow("created") << u"created"_s;
    QTest::newRow("reopened") << u"reopened"_s;
    QTest::newRow("migrated from version 1") << u"migrated"_s;
}

// application_id and user_version mark the file; the connection runs with foreign keys, a rollback
// journal and synchronous=FULL; a closed campaign is exactly one file.
void TstStorageMarking::fileIsMarked()
{
    QFETCH(QString, how);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"marked.muster"_s);

    std::unique_ptr<CampaignFile> file;
    if (how == u"created" || how == u"reopened") {
        auto created = CampaignFile::create(path, u"Marked"_s);
        QVERIFY2(created, errorText(created).constData());
        file = std::move(created).value();
    } else {
        const QString built = buildFromScript(path, fixtureV1);
        QVERIFY2(built.isEmpty(), qPrintable(built));
    }
    if (how != u"created") {
        file.reset();
        auto opened = CampaignFile::open(path);
        QVERIFY2(opened, errorText(opened).constData());
        file = std::move(opened).value();
    }

    {
        const QSqlDatabase db = file->database();
        QVERIFY(db.isOpen());
        QCOMPARE(scalar(db, u"PRAGMA application_id"_s).toLongLong(), qint64(0x4D555354));
        QCOMPARE(scalar(db, u"PRAGMA user_version"_s).toInt(), Schema::currentVersion);
        QCOMPARE(scalar(db, u"PRAGMA foreign_keys"_s).toInt(), 1);
        QCOMPARE(scalar(db, u"PRAGMA journal_mode"_s).toString(), u"delete"_s);
        QCOMPARE(scalar(db, u"PRAGMA synchronous"_s).toInt(), 2); // FULL

        // A write on this connection must obey the foreign keys.
        QSqlQuery orphan(db);
        QVERIFY(!orphan.exec(u"INSERT INTO roster_lines (force_id, position, count, type_id, tl, equipment, "
                             u"troops) VALUES (9999, 0, 1, 'heavy-infantry', 3, 'Basic', 'Average')"_s));
    }

    file.reset();
    // The mark is in the file's header itself.
    const QByteArray header = fileBytes(path).left(100);
    QCOMPARE(headerField(header, 68), quint32(0x4D555354));             // application_id
    QCOMPARE(headerField(header, 60), quint32(Schema::currentVersion)); // user_version
    QVERIFY(!QFileInfo::exists(path + u"-journal"_s));
    QVERIFY(!QFileInfo::exists(path + u"-wal"_s));
    QVERIFY(!QFileInfo::exists(path + u".lock"_s));
}

std::unique_ptr<QObject> storagetest::createMarkingTest()
{
    return std::make_unique<TstStorageMarking>();
}

#include "tst_marking.moc"
