#include "FiguresPanel.h"

#include "models/AggregatesModel.h"

#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <memory>

namespace muster {

FiguresPanel::FiguresPanel(QWidget *parent)
    : QWidget(parent), m_model(new AggregatesModel(this)), m_view(new QTableView(this)),
      m_breakdown(new QPlainTextEdit(this))
{
    m_view->setObjectName(QStringLiteral("figuresView"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_view->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_breakdown->setObjectName(QStringLiteral("figureBreakdown"));
    m_breakdown->setReadOnly(true);
    m_breakdown->setPlaceholderText(tr("Select a figure to see how it is made up."));

    // A few lines each at the least, so that the panel yields room on a small or scaled screen.
    m_view->setMinimumHeight(2 * m_view->verticalHeader()->defaultSectionSize());
    m_breakdown->setMinimumHeight(2 * m_breakdown->fontMetrics().height());
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_view);
    splitter->addWidget(m_breakdown);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({480, 160});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &FiguresPanel::showBreakdown);
    // Every edit resets the figures; keep the GM's selected figure across it.
    auto selectedRow = std::make_shared<int>(-1);
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this,
            [this, selectedRow] { *selectedRow = m_view->currentIndex().row(); });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this, selectedRow] {
        if (*selectedRow >= 0 && *selectedRow < m_model->rowCount())
            m_view->setCurrentIndex(m_model->index(*selectedRow, 0));
        showBreakdown();
    });
}

void FiguresPanel::setForce(CampaignDocument *document, qint64 forceId)
{
    m_model->setForce(document, forceId);
}

void FiguresPanel::showBreakdown()
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid()) {
        m_breakdown->clear();
        return;
    }
    const QModelIndex label = m_model->index(current.row(), 0);
    m_breakdown->setPlainText(label.data().toString() + QStringLiteral(": ") +
                              m_model->index(current.row(), 1).data().toString() + QStringLiteral("\n\n") +
                              label.data(Qt::ToolTipRole).toString());
}

} // namespace muster
