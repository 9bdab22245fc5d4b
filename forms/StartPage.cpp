#include "StartPage.h"

#include "DialogSupport.h"

#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace muster {

StartPage::StartPage(QWidget *parent)
    : QWidget(parent), m_error(newErrorLabel(QStringLiteral("startError"))), m_recent(new QListWidget),
      m_recentTitle(new QLabel(tr("Recent campaigns:")))
{
    setObjectName(QStringLiteral("startPage"));
    auto *title = new QLabel(tr("<h2>Muster</h2><p>No campaign is open. Start a new one, open one, or look "
                                "around the demo campaign. Help > User Guide (F1) explains every window.</p>"));
    title->setWordWrap(true);
    m_error->setTextFormat(Qt::RichText);
    m_error->hide();
    // No mnemonics: Alt+letter belongs to the menus (the File menu has the same commands with their shortcuts).
    auto *create = new QPushButton(tr("New Campaign... (Ctrl+N)"));
    create->setObjectName(QStringLiteral("startNew"));
    auto *open = new QPushButton(tr("Open a Campaign... (Ctrl+O)"));
    open->setObjectName(QStringLiteral("startOpen"));
    auto *demo = new QPushButton(tr("Open the Demo Campaign"));
    demo->setObjectName(QStringLiteral("startDemo"));
    connect(create, &QPushButton::clicked, this, &StartPage::newCampaignRequested);
    connect(open, &QPushButton::clicked, this, &StartPage::openRequested);
    connect(demo, &QPushButton::clicked, this, &StartPage::demoRequested);
    m_recent->setObjectName(QStringLiteral("startRecent"));
    m_recentTitle->setBuddy(m_recent);
    connect(m_recent, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { emit recentRequested(item->data(Qt::UserRole).toString()); });

    // A column of readable width, a little above the middle of the window.
    auto *content = new QWidget;
    content->setFixedWidth(64 * fontMetrics().averageCharWidth());
    auto *column = new QVBoxLayout(content);
    column->addWidget(title);
    column->addWidget(m_error);
    for (QPushButton *button : {create, open, demo}) {
        button->setMaximumWidth(36 * fontMetrics().averageCharWidth());
        column->addWidget(button);
    }
    column->addSpacing(fontMetrics().height());
    column->addWidget(m_recentTitle);
    m_recent->setMaximumHeight(10 * fontMetrics().height());
    column->addWidget(m_recent);
    auto *layout = new QVBoxLayout(this);
    layout->addStretch(1);
    layout->addWidget(content, 0, Qt::AlignHCenter);
    layout->addStretch(2);
}

void StartPage::setRecentFiles(const QStringList &paths)
{
    m_recent->clear();
    for (const QString &path : paths) {
        auto *item = new QListWidgetItem(QStringLiteral("%1 — %2").arg(QFileInfo(path).fileName(), QFileInfo(path).absolutePath()), m_recent);
        item->setData(Qt::UserRole, path);
        item->setToolTip(path);
    }
    m_recent->setVisible(!paths.isEmpty());
    m_recentTitle->setVisible(!paths.isEmpty());
}

void StartPage::setError(const QString &title, const QString &message)
{
    m_error->setText(message.isEmpty() ? QString()
                                       : QStringLiteral("<b>%1</b><br>%2").arg(title.toHtmlEscaped(), message.toHtmlEscaped()));
    m_error->setVisible(!message.isEmpty());
}

QString StartPage::error() const
{
    return m_error->text();
}

} // namespace muster
