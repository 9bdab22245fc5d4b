#pragma once

#include <QString>

#include <utility>
#include <variant>

namespace muster {

// A mistake the user can make and fix: what is wrong, and which field holds it.
struct Error
{
    QString message;
    QString field;
};

// The value of an operation a user can get wrong, or the error that says why not.
// (std::expected is C++23; this is the small subset Muster needs.)
template <typename T> class Result
{
public:
    Result(T value) : m_state(std::move(value)) {}
    Result(Error error) : m_state(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return ok(); }
    const T &value() const & { return std::get<T>(m_state); }
    T &value() & { return std::get<T>(m_state); }
    T &&value() && { return std::get<T>(std::move(m_state)); }
    const T &operator*() const { return value(); }
    const T *operator->() const { return &value(); }
    T &operator*() { return value(); }
    T *operator->() { return &value(); }
    const Error &error() const { return std::get<Error>(m_state); }

private:
    std::variant<T, Error> m_state;
};

// For operations that return nothing but may fail.
struct Success
{
};
using Status = Result<Success>;

inline Status success()
{
    return Success{};
}

} // namespace muster
