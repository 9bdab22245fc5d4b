#pragma once

#include "catalog/ElementRecord.h"
#include "catalog/ElementType.h"

#include <QDialog>
#include <QMap>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace muster {

// Chooses the optional features of one element record, checking the rules as the GM clicks: an
// invalid combination says why and cannot be accepted.
class FeaturesDialog : public QDialog
{
    Q_OBJECT

public:
    FeaturesDialog(const ElementType &type, const ElementRecord &record, QWidget *parent = nullptr);
    ElementRecord record() const;

private:
    void updateState();

    ElementType m_type;
    ElementRecord m_original;
    QMap<Feature, QCheckBox *> m_features;
    QMap<SpecialClass, QCheckBox *> m_neutralize;
    QMap<TerrainType, QCheckBox *> m_terrain;
    QDoubleSpinBox *m_heroMultiplier = nullptr;
    QSpinBox *m_heroCost = nullptr;
    QSpinBox *m_disloyal = nullptr;
    QComboBox *m_levyService = nullptr;
    QCheckBox *m_levyWaived = nullptr;
    QCheckBox *m_longContract = nullptr;
    QLabel *m_preview = nullptr;
    QLabel *m_advice = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace muster
