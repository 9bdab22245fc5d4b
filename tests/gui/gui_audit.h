// Checks a GUI test runs over whole windows, as a GM would meet them: every abbreviated column header says in
// full what it is, and no two commands of a menu or a window answer to the same Alt+letter.

#pragma once

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QGroupBox>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QStringList>
#include <QTabBar>
#include <QTableView>

namespace guitest {

// "TS", "WT", "T", "Mob", "15+", "Capacity (WT)": a header a GM may not read at once. A word of three letters
// or fewer, two capitals in a word, a digit or a sign make it one.
inline bool isAbbreviated(QString header)
{
    header.remove(QLatin1Char('&'));
    static const QRegularExpression sign(QStringLiteral("[0-9+*^†()/.%#]"));
    if (header.contains(sign))
        return true;
    const QStringList words = header.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &word : words) {
        int capitals = 0;
        for (const QChar c : word)
            capitals += c.isUpper() ? 1 : 0;
        if (word.size() <= 3 || capitals >= 2)
            return true;
    }
    return false;
}

// "objectName: header" for each abbreviated horizontal header of the tables under `root` that has no tooltip.
inline QStringList headersWithoutToolTips(const QWidget *root)
{
    QStringList missing;
    for (const QTableView *view : root->findChildren<QTableView *>()) {
        const QAbstractItemModel *model = view->model();
        if (!model || view->horizontalHeader()->isHidden())
            continue;
        for (int section = 0; section < model->columnCount(); ++section) {
            const QString text = model->headerData(section, Qt::Horizontal, Qt::DisplayRole).toString();
            if (!text.isEmpty() && isAbbreviated(text) &&
                model->headerData(section, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty())
                missing << QStringLiteral("%1: %2").arg(view->objectName(), text);
        }
    }
    return missing;
}

// The Alt+letter of a text ("&Close the Month" is C), or 0.
inline QChar mnemonicOf(const QString &text)
{
    const QKeySequence key = QKeySequence::mnemonic(text);
    if (key.isEmpty())
        return {};
    return QChar(key[0].key()).toUpper();
}

// Duplicate Alt+letters of one menu's actions ("C: Calendar, Close the Month"), then of its submenus.
inline QStringList duplicateMnemonics(const QMenu *menu)
{
    QMap<QChar, QStringList> byLetter;
    QStringList duplicates;
    for (QAction *action : menu->actions()) {
        if (action->isSeparator() || !action->isVisible())
            continue;
        if (const QChar letter = mnemonicOf(action->text()); !letter.isNull())
            byLetter[letter] << action->text();
        if (action->menu())
            duplicates << duplicateMnemonics(action->menu());
    }
    for (auto it = byLetter.cbegin(); it != byLetter.cend(); ++it) {
        if (it->size() > 1)
            duplicates << QStringLiteral("%1 in %2: %3").arg(it.key(), menu->title(), it->join(QStringLiteral(", ")));
    }
    return duplicates;
}

// The Alt+letters a window answers to as it stands: its menu bar's titles and the visible buttons, labels with
// a buddy, checkable group boxes and tabs in it (hidden ones do not answer), with the text each belongs to.
inline QMap<QChar, QStringList> windowMnemonics(const QWidget *window)
{
    QMap<QChar, QStringList> byLetter;
    const auto add = [&](const QString &text) {
        if (const QChar letter = mnemonicOf(text); !letter.isNull())
            byLetter[letter] << text;
    };
    for (const QMenuBar *bar : window->findChildren<QMenuBar *>()) {
        for (QAction *action : bar->actions())
            add(action->text());
    }
    for (const QWidget *widget : window->findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(window) || widget->window() != window)
            continue;
        if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
            add(button->text());
        else if (const auto *label = qobject_cast<const QLabel *>(widget); label && label->buddy())
            add(label->text());
        else if (const auto *box = qobject_cast<const QGroupBox *>(widget); box && box->isCheckable())
            add(box->title());
        else if (const auto *tabs = qobject_cast<const QTabBar *>(widget)) {
            for (int i = 0; i < tabs->count(); ++i) {
                if (tabs->isTabVisible(i))
                    add(tabs->tabText(i));
            }
        }
    }
    return byLetter;
}

// Letters that two different commands of a window answer to. The same label twice, as on the two sides of
// the battle dialog, is not a clash: Qt moves the focus from one to the other at each press.
inline QStringList duplicateMnemonics(const QWidget *window)
{
    QStringList duplicates;
    QMap<QChar, QStringList> byLetter = windowMnemonics(window);
    for (auto it = byLetter.begin(); it != byLetter.end(); ++it) {
        it->removeDuplicates();
        if (it->size() > 1)
            duplicates << QStringLiteral("%1 in %2: %3")
                              .arg(it.key(), QString::fromLatin1(window->metaObject()->className()),
                                   it->join(QStringLiteral(", ")));
    }
    return duplicates;
}

} // namespace guitest
