#pragma once

#include "WindowGeometry.h"

#include "TextColors.h"
#include "common/Money.h"
#include "common/Result.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPalette>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>

#include <functional>

namespace muster {

// Paints a label's text in `color` (see TextColors.h: picked from the palette, readable light or dark).
inline void setTextColor(QLabel *label, const QColor &color)
{
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, color);
    label->setPalette(palette);
}

// Makes `label` the red line under a dialog or page that says what is wrong and what to do about it.
inline void makeErrorLabel(QLabel *label)
{
    setTextColor(label, errorTextColor(label->palette()));
    label->setWordWrap(true);
}

// A dialog's body that scrolls when the screen is too small for all of it, so that the buttons under it
// stay in view; on a large screen it shows everything at once.
inline QScrollArea *scrollingBody(QWidget *body)
{
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(body);
    // Wide enough for the body, so that only a short screen makes it scroll (and then only up and down).
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(body->minimumSizeHint().width() + scroll->verticalScrollBar()->sizeHint().width());
    return scroll;
}

inline QLabel *newErrorLabel(const QString &objectName = QStringLiteral("error"))
{
    auto *label = new QLabel;
    label->setObjectName(objectName);
    makeErrorLabel(label);
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

// A dollar amount as the book and GMs write it: "2M", "150K", "$1.5B", "1,250,000", "-$40K" (Money::fromText);
// text that cannot become an amount is not taken.
class MoneySpinBox : public QDoubleSpinBox
{
public:
    using QDoubleSpinBox::QDoubleSpinBox;

protected:
    double valueFromText(const QString &text) const override
    {
        const std::optional<Money> money = Money::fromText(text);
        return money ? money->dollars() : value();
    }
    QValidator::State validate(QString &text, int &) const override
    {
        if (Money::fromText(text))
            return QValidator::Acceptable;
        // On the way to an amount: signs, digits, separators and the start of a suffix.
        static const QRegularExpression partial(QStringLiteral(R"(^\s*[+-]?\s*\$?\s*[+-]?[0-9,]*\.?[0-9]*\s*[kKmMbB]?\s*$)"));
        return partial.match(text).hasMatch() ? QValidator::Intermediate : QValidator::Invalid;
    }
};

// A dollar amount, to the cent, positive or negative.
inline QDoubleSpinBox *moneySpinBox(Money value = {})
{
    auto *spin = new MoneySpinBox;
    spin->setRange(-1e13, 1e13);
    spin->setDecimals(2);
    spin->setPrefix(QStringLiteral("$"));
    spin->setValue(value.dollars());
    spin->setToolTip(QCoreApplication::translate("DialogSupport", "Type amounts as 2M, 150K or 1,250,000"));
    return spin;
}

} // namespace muster
