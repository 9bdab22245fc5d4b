#pragma once

#include "common/Money.h"
#include "common/Result.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>

#include <functional>

namespace muster {

// The red line under a dialog or page that says what is wrong and what to do about it.
inline QLabel *newErrorLabel(const QString &objectName = QStringLiteral("error"))
{
    auto *label = new QLabel;
    label->setObjectName(objectName);
    label->setStyleSheet(QStringLiteral("color: #b00020"));
    label->setWordWrap(true);
    return label;
}

// Adds OK and Cancel under a small form dialog and runs it. OK carries out `apply`: when it is refused, the
// dialog stays open with what the GM entered and says why in red, so the entry is not lost. True once applied.
inline bool execFormDialog(QDialog &dialog, QFormLayout *form, const std::function<Status()> &apply)
{
    auto *error = newErrorLabel();
    error->hide();
    form->addRow(error);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, [&dialog, form, error, &apply] {
        if (Status s = apply(); !s) {
            error->setText(s.error().message);
            error->show();
            // A wrapped label in a form keeps its old height: make room for every line of the message.
            error->setMinimumHeight(error->heightForWidth(error->width() > 0 ? error->width() : form->geometry().width()));
            dialog.adjustSize();
            return;
        }
        dialog.accept();
    });
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

} // namespace muster
