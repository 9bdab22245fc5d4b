#include "JsonReader.h"

#include <QCoreApplication>

#include <cmath>

namespace muster {

void JsonReader::fail(const QString &key, const QString &message)
{
    if (!m_error)
        m_error = Error{QStringLiteral("%1: %2").arg(path(key), message), path(key)};
}

int JsonReader::integer(const QString &key, int fallback, int low, int high)
{
    if (!has(key))
        return fallback;
    const QJsonValue v = m_object.value(key);
    const double d = v.toDouble(-1e300);
    // floor, not a round trip through qint64: converting a double beyond its range (1e100) is undefined.
    if (!v.isDouble() || d != std::floor(d)) {
        fail(key, QCoreApplication::translate("JsonReader", "must be a whole number"));
        return fallback;
    }
    if (d < low || d > high) {
        fail(key, QCoreApplication::translate("JsonReader", "must be %1 to %2, not %3").arg(low).arg(high).arg(d));
        return fallback;
    }
    return int(d);
}

double JsonReader::number(const QString &key, double fallback, double low, double high)
{
    if (!has(key))
        return fallback;
    const QJsonValue v = m_object.value(key);
    if (!v.isDouble()) {
        fail(key, QCoreApplication::translate("JsonReader", "must be a number"));
        return fallback;
    }
    if (v.toDouble() < low || v.toDouble() > high) {
        fail(key, QCoreApplication::translate("JsonReader", "must be %1 to %2, not %3").arg(low).arg(high).arg(v.toDouble()));
        return fallback;
    }
    return v.toDouble();
}

bool JsonReader::boolean(const QString &key, bool fallback)
{
    if (!has(key))
        return fallback;
    if (!m_object.value(key).isBool()) {
        fail(key, QCoreApplication::translate("JsonReader", "must be true or false"));
        return fallback;
    }
    return m_object.value(key).toBool();
}

QString JsonReader::string(const QString &key, const QString &fallback)
{
    if (!has(key))
        return fallback;
    if (!m_object.value(key).isString()) {
        fail(key, QCoreApplication::translate("JsonReader", "must be text"));
        return fallback;
    }
    return m_object.value(key).toString();
}

std::optional<int> JsonReader::optionalInteger(const QString &key, int low, int high)
{
    if (!has(key))
        return std::nullopt;
    return integer(key, low, low, high);
}

QJsonArray JsonReader::array(const QString &key)
{
    if (!has(key))
        return {};
    if (!m_object.value(key).isArray()) {
        fail(key, QCoreApplication::translate("JsonReader", "must be a list"));
        return {};
    }
    return m_object.value(key).toArray();
}

QJsonObject JsonReader::object(const QString &key)
{
    if (!has(key))
        return {};
    if (!m_object.value(key).isObject()) {
        fail(key, QCoreApplication::translate("JsonReader", "must be an object"));
        return {};
    }
    return m_object.value(key).toObject();
}

} // namespace muster
