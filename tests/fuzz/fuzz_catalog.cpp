// libFuzzer harness: the element catalog reader (the built-in tables' file format, which a campaign's custom
// types share). A catalog that reads must also work: each type writes back to the same type, joins the
// built-in catalog as a campaign's custom type would, and prices an element at each TL it reaches.
#include "FuzzSupport.h"

#include "catalog/Customization.h"
#include "catalog/ElementCatalog.h"
#include "catalog/ElementTypeJson.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace muster;

namespace {

// A type that does not read back as itself would change in the campaign file on every save.
void checkRoundTrip(const ElementType &type)
{
    const auto again = elementTypeFromJson(elementTypeToJson(type));
    if (!again)
        qFatal("fuzz_catalog: type \"%s\" written out does not read back: %s", qPrintable(type.id),
               qPrintable(again.error().message));
    if (!(*again == type))
        qFatal("fuzz_catalog: type \"%s\" does not read back as itself", qPrintable(type.id));
}

void useType(const ElementType &type)
{
    checkRoundTrip(type);
    ElementCatalog campaign = ElementCatalog::builtIn();
    if (campaign.addCustom(type)) {
        campaign.find(type.id);
        campaign.findByName(type.name, type.tl);
        campaign.replaceCustom(type);
        campaign.newCustomId();
        campaign.removeCustom(type.id);
    }
    for (int tl = 0; tl <= 12; ++tl) {
        if (!Customization::tlFactor(type, tl))
            continue;
        ElementRecord record;
        record.typeId = type.id;
        record.tl = tl;
        Customization::compute(type, record, Customization::Detail::WithBreakdown);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::startQt();
    const QByteArray json = fuzz::bytes(data, size);
    if (auto catalog = ElementCatalog::fromJson(json)) {
        for (const ElementType &type : catalog->types()) {
            useType(type);
            catalog->findByName(type.name, type.tl);
        }
        for (CatalogTable table : allCatalogTables)
            catalog->countInTable(table);
        catalog->builtInViabilities();
    }
    // One type on its own, as a campaign file keeps a custom type.
    const QJsonDocument document = QJsonDocument::fromJson(json);
    if (document.isObject()) {
        if (auto type = elementTypeFromJson(document.object()))
            useType(*type);
    }
    return 0;
}
