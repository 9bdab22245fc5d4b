#pragma once

#include "common/Result.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>

namespace muster {

// Reads typed fields from a JSON object, remembering the first error with the path of the bad field.
class JsonReader
{
public:
    JsonReader(const QJsonObject &object, QString path) : m_object(object), m_path(std::move(path)) {}

    QString path(const QString &key) const { return m_path.isEmpty() ? key : m_path + QLatin1Char('.') + key; }
    bool has(const QString &key) const { return m_object.contains(key) && !m_object.value(key).isNull(); }
    int integer(const QString &key, int fallback, int low, int high);
    double number(const QString &key, double fallback, double low, double high);
    bool boolean(const QString &key, bool fallback);
    QString string(const QString &key, const QString &fallback = {});
    std::optional<int> optionalInteger(const QString &key, int low, int high);
    QJsonArray array(const QString &key);
    QJsonObject object(const QString &key);
    void fail(const QString &key, const QString &message);

    bool ok() const { return !m_error; }
    const Error &error() const { return *m_error; }

private:
    QJsonObject m_object;
    QString m_path;
    std::optional<Error> m_error;
};

} // namespace muster
