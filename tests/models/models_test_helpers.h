// Helpers shared by the test classes of tst_models (see main.cpp).
//
// The item models and the undoable document over core: CampaignDocument (every edit an undoable
// command that writes to the campaign file before it changes memory), RosterModel, ForcesModel,
// AggregatesModel and CatalogModel.
//
// Every file lives in a QTemporaryDir. A campaign file is locked while a document holds it, so what
// reached the file is checked by destroying the document and opening the file again.
// Figures come from Appendix A of GURPS Mass Combat (the Yrth force).

#pragma once

#include "models/CampaignDocument.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>
#include <QTemporaryDir>

#include <initializer_list>
#include <memory>

namespace modelstest {

using Document = std::unique_ptr<muster::CampaignDocument>;

template <typename T> QByteArray errorText(const muster::Result<T> &result)
{
    return result ? QByteArray() : result.error().message.toUtf8();
}

muster::RosterLine makeLine(const QString &typeId, int count, int tl,
                            muster::EquipmentQuality equipment = muster::EquipmentQuality::Basic,
                            muster::TroopQuality troops = muster::TroopQuality::Average,
                            std::initializer_list<muster::Feature> features = {}, const QString &name = {});

// Appendix A, An Yrth Military Force (TL3).
QList<muster::RosterLine> yrthLines();

muster::ElementType customType(const QString &id, const QString &name, double ts = 10, int tl = 0);

// Readable descriptions, so that two states compare with a readable difference.
QString describe(const muster::ElementRecord &r);
QString describe(const muster::RosterLine &line);
QString describe(const QList<muster::RosterLine> &lines);
QString describe(const muster::ForceAggregates &a);
// Everything a campaign holds, as text.
QString describe(const muster::CampaignDocument &document);

} // namespace modelstest

// The base of every test class of tst_models: its initTestCase() sets the C locale and makes the
// temporary folder the class's campaign files live in.
class ModelsTestCase : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

protected:
    // A new, empty campaign in m_dir under `fileName`.
    modelstest::Document create(const QString &fileName = QStringLiteral("campaign.muster"));
    // Destroys `document` (releasing the file) and opens the file again.
    modelstest::Document reopen(modelstest::Document &document);

    std::unique_ptr<QTemporaryDir> m_dir;

private:
    int m_fileCount = 0;
};

// The test classes, one per source file, in the order main.cpp runs them.
std::unique_ptr<QObject> newTstModelTester();
std::unique_ptr<QObject> newTstPersistence();
std::unique_ptr<QObject> newTstUndoRedo();
std::unique_ptr<QObject> newTstRosterModel();
std::unique_ptr<QObject> newTstAggregatesModel();
std::unique_ptr<QObject> newTstCustomTypes();
std::unique_ptr<QObject> newTstBattles();
std::unique_ptr<QObject> newTstEconomyDocument();
std::unique_ptr<QObject> newTstEconomyOrders();
std::unique_ptr<QObject> newTstOperationsDocument();
std::unique_ptr<QObject> newTstLedgerModel();
std::unique_ptr<QObject> newTstFortresses();
std::unique_ptr<QObject> newTstFaultInjection();
