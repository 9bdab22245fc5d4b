#pragma once

#include <QList>
#include <QString>

#include <memory>
#include <vector>

namespace muster {

// The things of one kind the program has, each known by an id (`T::id()` as `idOf` gives it): the rule sets, or
// their windows. Adding one of an id already there replaces it, so that a test may register its own.
template <typename T, QString (T::*idOf)() const> class Registry
{
public:
    QList<const T *> all() const
    {
        QList<const T *> items;
        for (const auto &item : m_items)
            items << item.get();
        return items;
    }

    const T *find(const QString &id) const
    {
        for (const auto &item : m_items) {
            if ((item.get()->*idOf)() == id)
                return item.get();
        }
        return nullptr;
    }

    void add(std::unique_ptr<T> item)
    {
        for (auto &existing : m_items) {
            if ((existing.get()->*idOf)() == (item.get()->*idOf)()) {
                existing = std::move(item);
                return;
            }
        }
        m_items.push_back(std::move(item));
    }

private:
    std::vector<std::unique_ptr<T>> m_items;
};

} // namespace muster
