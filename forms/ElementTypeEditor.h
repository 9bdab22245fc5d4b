#pragma once

#include "catalog/ElementType.h"

#include <QDialog>
#include <QMap>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace muster {

// Edits the statistics of a custom element type (a homebrew monster, a setting's special troops).
class ElementTypeEditor : public QDialog
{
    Q_OBJECT

public:
    explicit ElementTypeEditor(const ElementType &type, QWidget *parent = nullptr);
    ElementType type() const;

private:
    void updateState();

    ElementType m_original;
    QLineEdit *m_name;
    QDoubleSpinBox *m_ts;
    QCheckBox *m_support;
    QMap<SpecialClass, QCheckBox *> m_classes;
    QMap<SpecialClass, QCheckBox *> m_neutralizes;
    QDoubleSpinBox *m_transport;
    QCheckBox *m_transportable;
    QDoubleSpinBox *m_wt;
    QComboBox *m_mobility1;
    QComboBox *m_mobility2;
    QDoubleSpinBox *m_raise;
    QDoubleSpinBox *m_maintain;
    QSpinBox *m_tl;
    QComboBox *m_scaling;
    QSpinBox *m_viableThrough;
    QPlainTextEdit *m_description;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace muster
