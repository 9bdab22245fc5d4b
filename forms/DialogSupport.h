#pragma once

#include "common/Money.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>

namespace muster {

// Adds OK and Cancel under a small form dialog and runs it; true when the GM pressed OK.
inline bool execFormDialog(QDialog &dialog, QFormLayout *form)
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    return dialog.exec() == QDialog::Accepted;
}

// A dollar amount, to the cent, positive or negative.
inline QDoubleSpinBox *moneySpinBox(Money value = {})
{
    auto *spin = new QDoubleSpinBox;
    spin->setRange(-1e13, 1e13);
    spin->setDecimals(2);
    spin->setPrefix(QStringLiteral("$"));
    spin->setValue(value.dollars());
    return spin;
}

// The red line under a dialog or page that says what is wrong and what to do about it.
inline QLabel *newErrorLabel(const QString &objectName = QStringLiteral("error"))
{
    auto *label = new QLabel;
    label->setObjectName(objectName);
    label->setStyleSheet(QStringLiteral("color: #b00020"));
    label->setWordWrap(true);
    return label;
}

} // namespace muster
