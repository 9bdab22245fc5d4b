// For GUI tests outside tst_gui: runs `action` on the next modal dialog, from inside its exec() (or after open()),
// and rejects whatever `action` leaves open, so that exec() always returns.

#pragma once

#include <QApplication>
#include <QDialog>
#include <QPointer>
#include <QTimer>

#include <functional>

namespace mustertest {

inline void onNextModal(const std::function<void(QDialog *)> &action)
{
    auto *timer = new QTimer;
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, action] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        timer->stop();
        timer->deleteLater();
        QPointer<QDialog> guard(dialog);
        action(dialog);
        if (guard && guard->isVisible())
            guard->reject();
    });
    timer->start();
}

} // namespace mustertest
