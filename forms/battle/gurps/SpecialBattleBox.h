#pragma once

#include "battle/gurps/SpecialBattle.h"

#include <QGroupBox>
#include <QList>

#include <array>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QWidget;

namespace muster {

// The type of campaign and the special battle situation (siege, amphibious assault) of the Conditions page.
class SpecialBattleBox : public QGroupBox
{
    Q_OBJECT
public:
    explicit SpecialBattleBox(QWidget *parent = nullptr);
    void setSideNames(const QString &first, const QString &second);
    // The campaign's fortresses to besiege; "Made up for this battle" is always offered too.
    void setFortresses(const QList<Fortress> &fortresses);
    void applyTo(gurps::SpecialBattle &special) const;

signals:
    void changed();

private:
    void updateVisibility();
    QComboBox *m_campaign;
    QComboBox *m_situation;
    QWidget *m_siegeBox;
    QComboBox *m_besieged;
    QList<Fortress> m_fortresses;
    QComboBox *m_storedFortress;
    QCheckBox *m_bunkered;
    QLineEdit *m_fortressName;
    QComboBox *m_fortressKind;
    QSpinBox *m_fortressTl;
    QComboBox *m_fortressSite;
    QDoubleSpinBox *m_capacity;
    QLabel *m_fortressInfo;
    QWidget *m_amphibiousBox;
    QComboBox *m_defender;
    QComboBox *m_obstacle;
    QComboBox *m_defenses;
    QCheckBox *m_inland;
    QWidget *m_navalBox;
    QComboBox *m_waters;
    QComboBox *m_homeSide;
    QCheckBox *m_massDestruction;
    QWidget *m_massDestructionBox;
    std::array<QCheckBox *, 2> m_chemical{};
    QCheckBox *m_nuclearExchange;
    QCheckBox *m_nukeCapable;
};

} // namespace muster
