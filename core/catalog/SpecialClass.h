#pragma once

#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace muster {

// The special classes of the text, in the order the text lists them. Transport (T) is a capacity,
// not a class, and lives on ElementType::transport.
enum class SpecialClass { Air, Arm, Art, Cv, C3I, Eng, F, Nav, Rec, Count };

constexpr int specialClassCount = int(SpecialClass::Count);

constexpr std::array<SpecialClass, specialClassCount> allSpecialClasses = {
    SpecialClass::Air, SpecialClass::Arm, SpecialClass::Art, SpecialClass::Cv, SpecialClass::C3I,
    SpecialClass::Eng, SpecialClass::F,   SpecialClass::Nav, SpecialClass::Rec};

// The abbreviation the text's tables use: "Air", "Arm", "Art", "Cv", "C3I", "Eng", "F", "Nav", "Rec".
QString specialClassCode(SpecialClass specialClass);
// The full name, translated: "Air Combat", "Armor", ...
QString specialClassName(SpecialClass specialClass);
// Every abbreviation with its name, for a table header's tooltip: "Air: Air Combat, Arm: Armor, ...".
QString specialClassLegend();
// Accepts the abbreviation or the full English name, case-insensitively ("Recon" too).
std::optional<SpecialClass> specialClassFromString(const QString &text);

// A small set of special classes.
class ClassSet
{
public:
    constexpr ClassSet() = default;
    ClassSet(std::initializer_list<SpecialClass> classes)
    {
        for (SpecialClass c : classes)
            insert(c);
    }

    constexpr bool contains(SpecialClass c) const { return m_bits & bit(c); }
    constexpr void insert(SpecialClass c) { m_bits |= bit(c); }
    constexpr void remove(SpecialClass c) { m_bits &= ~bit(c); }
    constexpr bool isEmpty() const { return m_bits == 0; }
    constexpr ClassSet united(ClassSet other) const { return ClassSet(quint16(m_bits | other.m_bits)); }
    constexpr quint16 bits() const { return m_bits; }
    static constexpr ClassSet fromBits(quint16 bits) { return ClassSet(bits); }
    constexpr bool operator==(const ClassSet &) const = default;

    // "Arm, Cv, F" in the text's order.
    QString toCodes() const;
    QStringList codeList() const;

private:
    constexpr explicit ClassSet(quint16 bits) : m_bits(bits) {}
    static constexpr quint16 bit(SpecialClass c) { return quint16(1u << int(c)); }
    quint16 m_bits = 0;
};

} // namespace muster
