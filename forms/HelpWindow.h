#pragma once

#include <QList>
#include <QWidget>

class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace muster {

// The user guide in a window of its own: its headings as contents on the left, the text on the right. The
// guide is README.md's opening and its "Using Muster" section, cut and bundled at build time
// (cmake/UserGuide.cmake), so the README stays its one copy. Help > User Guide (F1) opens it; F1 in a
// dialog opens it at that dialog's section (see helpSectionFor).
class HelpWindow : public QWidget
{
    Q_OBJECT

public:
    explicit HelpWindow(QWidget *parent = nullptr);

    // Shows the guide beside `from`'s window, at `heading` when the guide has it. The window belongs to
    // `from`'s window, so that it can be read (and clicked) while that window is a modal dialog.
    static HelpWindow *showGuide(QWidget *from, const QString &heading = {});

    // The guide's headings, in order.
    QStringList headings() const;
    // Scrolls to the first heading with this text; false when the guide has none.
    bool showSection(const QString &heading);
    // The heading of the part of the guide at the top of the view.
    QString currentSection() const;
    QTextBrowser *browser() const { return m_browser; }

private:
    struct Heading
    {
        int position = 0; // of its block in the document
        QString text;
        QTreeWidgetItem *item = nullptr;
    };
    void fillContents();
    void scrollToPosition(int position);
    void followScroll();
    void openLink(const QUrl &url);
    const Heading *headingAtTop() const;

    QTreeWidget *m_contents;
    QTextBrowser *m_browser;
    QList<Heading> m_headings;
    bool m_scrolling = false;
};

// The guide's heading that explains `window` (a dialog's class, looked up through the windows it was opened
// from), or an empty string for the start of the guide.
QString helpSectionFor(const QWidget *window);
// The class names helpSectionFor knows, with their headings: one table, checked against the guide by tests.
QList<std::pair<const char *, const char *>> helpSections();

// F1 in any window of the program opens the guide at that window's section. Installed once, on the
// application (dialogs of every folder get it without code of their own).
void installContextHelp();

} // namespace muster
