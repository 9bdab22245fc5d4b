// The visitor of a std::variant made of one lambda per alternative: std::visit(Overloaded{...}, step).
#pragma once

namespace muster {

template <class... Ts> struct Overloaded : Ts...
{
    using Ts::operator()...;
};
// Clang before 17 does not deduce an aggregate's template arguments (C++20's P1816); the guide does.
template <class... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

} // namespace muster
