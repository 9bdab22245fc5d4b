#include "HelpWindow.h"

#include "WindowGeometry.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QDesktopServices>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImage>
#include <QKeyEvent>
#include <QPointer>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTreeWidget>

namespace muster {

namespace {

const QUrl guideUrl(QStringLiteral("qrc:/help/user-guide.md"));

// The README's screenshots are as wide as a screen: shown at most as wide as a comfortable page.
class GuideBrowser : public QTextBrowser
{
public:
    using QTextBrowser::QTextBrowser;

    QVariant loadResource(int type, const QUrl &name) override
    {
        QVariant resource = QTextBrowser::loadResource(type, name);
        if (type != QTextDocument::ImageResource)
            return resource;
        QImage image = resource.value<QImage>();
        if (image.isNull())
            image.loadFromData(resource.toByteArray());
        const int widest = 80 * fontMetrics().averageCharWidth();
        if (!image.isNull() && image.width() > widest)
            return image.scaledToWidth(widest, Qt::SmoothTransformation);
        return image.isNull() ? resource : QVariant(image);
    }
};

// The anchor GitHub gives a heading, which the README's own links use: "On a campaign file" is
// "#on-a-campaign-file".
QString headingAnchor(const QString &heading)
{
    static const QRegularExpression dropped(QStringLiteral("[^\\w\\- ]"), QRegularExpression::UseUnicodePropertiesOption);
    return heading.toLower().remove(dropped).replace(QLatin1Char(' '), QLatin1Char('-'));
}

class ContextHelp : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // The main window's Help > User Guide takes F1 as its shortcut first; in a modal dialog that shortcut
        // is blocked and the key press arrives here.
        if (event->type() != QEvent::KeyPress || static_cast<QKeyEvent *>(event)->key() != Qt::Key_F1 ||
            static_cast<QKeyEvent *>(event)->modifiers() != Qt::NoModifier || !watched->isWidgetType())
            return false;
        QWidget *window = static_cast<QWidget *>(watched)->window();
        if (qobject_cast<HelpWindow *>(window))
            return false;
        HelpWindow::showGuide(window, helpSectionFor(window));
        return true;
    }
};

} // namespace

HelpWindow::HelpWindow(QWidget *parent)
    : QWidget(parent, Qt::Window), m_contents(new QTreeWidget), m_browser(new GuideBrowser)
{
    setObjectName(QStringLiteral("helpWindow"));
    setWindowTitle(tr("Muster User Guide"));
    setAttribute(Qt::WA_DeleteOnClose);
    m_contents->setObjectName(QStringLiteral("helpContents"));
    m_contents->setHeaderHidden(true);
    m_contents->setAccessibleName(tr("Contents"));
    m_browser->setObjectName(QStringLiteral("helpText"));
    m_browser->setOpenLinks(false);
    m_browser->setSource(guideUrl, QTextDocument::MarkdownResource);

    auto *splitter = new QSplitter;
    splitter->addWidget(m_contents);
    splitter->addWidget(m_browser);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({fontMetrics().averageCharWidth() * 40, fontMetrics().averageCharWidth() * 100});
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    resize(fontMetrics().averageCharWidth() * 144, fontMetrics().height() * 44);
    fitToScreen(this);

    fillContents();
    connect(m_contents, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item && !m_scrolling)
            scrollToPosition(item->data(0, Qt::UserRole).toInt());
    });
    connect(m_browser->verticalScrollBar(), &QScrollBar::valueChanged, this, &HelpWindow::followScroll);
    connect(m_browser, &QTextBrowser::anchorClicked, this, &HelpWindow::openLink);
}

HelpWindow *HelpWindow::showGuide(QWidget *from, const QString &heading)
{
    QWidget *owner = from ? from->window() : nullptr;
    HelpWindow *help = owner ? owner->findChild<HelpWindow *>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
    if (!help)
        help = new HelpWindow(owner);
    help->show();
    if (!heading.isEmpty())
        help->showSection(heading);
    help->raise();
    help->activateWindow();
    return help;
}

void HelpWindow::fillContents()
{
    QList<std::pair<int, QTreeWidgetItem *>> open; // the heading items a deeper heading goes under, with their levels
    for (QTextBlock block = m_browser->document()->begin(); block.isValid(); block = block.next()) {
        const int level = block.blockFormat().headingLevel();
        if (level == 0 || block.text().trimmed().isEmpty())
            continue;
        while (!open.isEmpty() && open.constLast().first >= level)
            open.removeLast();
        auto *item = open.isEmpty() ? new QTreeWidgetItem(m_contents) : new QTreeWidgetItem(open.constLast().second);
        item->setText(0, block.text());
        item->setData(0, Qt::UserRole, block.position());
        open.append({level, item});
        m_headings << Heading{block.position(), block.text(), item};
    }
    m_contents->expandAll();
}

QStringList HelpWindow::headings() const
{
    QStringList texts;
    for (const Heading &heading : m_headings)
        texts << heading.text;
    return texts;
}

bool HelpWindow::showSection(const QString &heading)
{
    for (const Heading &h : std::as_const(m_headings)) {
        if (h.text.compare(heading, Qt::CaseInsensitive) == 0) {
            m_contents->setCurrentItem(h.item);
            scrollToPosition(h.position);
            return true;
        }
    }
    return false;
}

QString HelpWindow::currentSection() const
{
    const Heading *heading = headingAtTop();
    return heading ? heading->text : QString();
}

void HelpWindow::scrollToPosition(int position)
{
    QTextDocument *document = m_browser->document();
    const QTextBlock block = document->findBlock(position);
    const QRectF rect = document->documentLayout()->blockBoundingRect(block);
    m_browser->verticalScrollBar()->setValue(int(rect.top()));
}

const HelpWindow::Heading *HelpWindow::headingAtTop() const
{
    // The last heading that starts above the middle of the first line shown.
    const int top = m_browser->verticalScrollBar()->value() + m_browser->fontMetrics().height() / 2;
    QAbstractTextDocumentLayout *layout = m_browser->document()->documentLayout();
    const Heading *found = nullptr;
    for (const Heading &heading : m_headings) {
        if (layout->blockBoundingRect(m_browser->document()->findBlock(heading.position)).top() > top)
            break;
        found = &heading;
    }
    return found;
}

void HelpWindow::followScroll()
{
    const Heading *heading = headingAtTop();
    if (!heading || heading->item == m_contents->currentItem())
        return;
    m_scrolling = true;
    m_contents->setCurrentItem(heading->item);
    m_scrolling = false;
}

void HelpWindow::openLink(const QUrl &url)
{
    if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https")) {
        QDesktopServices::openUrl(url);
        return;
    }
    // "#on-a-campaign-file": a heading of the guide (the scripting reference is not in it).
    for (const Heading &heading : std::as_const(m_headings)) {
        if (headingAnchor(heading.text) == url.fragment()) {
            showSection(heading.text);
            return;
        }
    }
}

QList<std::pair<const char *, const char *>> helpSections()
{
    // Class names, as each dialog's Q_OBJECT gives it, and the heading of README.md that explains it.
    return {
        {"muster::MainWindow", "Using Muster"},
        {"muster::NewCampaignDialog", "Starting a campaign"},
        {"muster::FortressesDialog", "Fortresses"},
        {"muster::FortressEditor", "Fortresses"},
        {"muster::CalendarDialog", "Money, time and supply"},
        {"muster::MonthEndDialog", "Money, time and supply"},
        {"muster::RevenueSourcesDialog", "Money, time and supply"},
        {"muster::LevyServiceDialog", "Money, time and supply"},
        {"muster::MarchDialog", "Marches and reconnaissance"},
        {"muster::ReconDialog", "Marches and reconnaissance"},
        {"muster::BattleWizard", "Battles"},
        {"muster::ThreeWayBattleDialog", "Three-way battles"},
        {"muster::SubordinateCommandDialog", "Subordinate commands"},
        {"muster::SecondPitchedBattleDialog", "Subordinate commands"},
        {"muster::ElementTypesDialog", "Using Muster"},
        {"muster::ElementTypeEditor", "Using Muster"},
        {"muster::FeaturesDialog", "Using Muster"},
        {"muster::AddElementDialog", "Using Muster"},
    };
}

QString helpSectionFor(const QWidget *window)
{
    static const QList<std::pair<const char *, const char *>> sections = helpSections();
    // A small dialog of its own (a name asked for, a message) is explained where the window that opened it is.
    for (const QWidget *w = window; w; w = w->parentWidget() ? w->parentWidget()->window() : nullptr) {
        for (const auto &[className, heading] : sections) {
            if (qstrcmp(w->metaObject()->className(), className) == 0)
                return QString::fromLatin1(heading);
        }
    }
    return {};
}

void installContextHelp()
{
    static QPointer<ContextHelp> installed;
    if (installed || !qApp)
        return;
    installed = new ContextHelp(qApp);
    qApp->installEventFilter(installed);
}

} // namespace muster
