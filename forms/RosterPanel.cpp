#include "RosterPanel.h"

#include "AddElementDialog.h"
#include "CampaignDocument.h"
#include "ElementRecordCard.h"
#include "FeaturesDialog.h"
#include "RosterDelegate.h"
#include "catalog/Quality.h"
#include "models/RosterModel.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QTableView>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

namespace muster {

RosterPanel::RosterPanel(QWidget *parent)
    : QWidget(parent), m_model(new RosterModel(this)), m_proxy(new QSortFilterProxyModel(this)),
      m_delegate(new RosterDelegate(this)), m_filter(new QLineEdit(this)), m_view(new QTableView(this)),
      m_record(new QTextBrowser(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(role(Role::SortValue));
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1);

    m_filter->setObjectName(QStringLiteral("rosterFilter"));
    m_filter->setPlaceholderText(tr("Filter the roster (name, type, class, feature...)"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);

    m_view->setObjectName(QStringLiteral("rosterView"));
    m_view->setModel(m_proxy);
    m_view->setItemDelegate(m_delegate);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder); // roster order until the GM clicks a header
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    // The roster is what the window is for: the panels around it give way before it shows fewer than 4 lines
    // (a window that small still fits a 1366x768 screen at a scale of 1.75).
    m_view->setMinimumHeight(m_view->horizontalHeader()->sizeHint().height() +
                             4 * m_view->verticalHeader()->defaultSectionSize() + 2 * m_view->frameWidth());
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionsMovable(true);
    sizeColumns();
    connect(m_view, &QAbstractItemView::doubleClicked, this, [this](const QModelIndex &index) {
        if (index.column() == RosterColumn::Features)
            editFeatures();
    });
    m_view->installEventFilter(this);

    m_record->setObjectName(QStringLiteral("elementRecord"));
    m_record->setPlaceholderText(tr("Select a line to see its element record."));
    m_record->setOpenLinks(false);

    m_addAction = new QAction(QIcon::fromTheme(QStringLiteral("list-add")), tr("&Add Element..."), this);
    m_addAction->setObjectName(QStringLiteral("addElementAction"));
    m_addAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Insert));
    m_addAction->setToolTip(tr("Add an element type from the catalog to this force (Ctrl+Insert)"));
    connect(m_addAction, &QAction::triggered, this, &RosterPanel::addElement);
    m_removeAction = new QAction(QIcon::fromTheme(QStringLiteral("list-remove")), tr("Re&move Lines"), this);
    m_removeAction->setObjectName(QStringLiteral("removeLinesAction"));
    m_removeAction->setShortcut(QKeySequence::Delete);
    m_removeAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_removeAction, &QAction::triggered, this, &RosterPanel::removeSelected);
    m_featuresAction = new QAction(tr("&Features..."), this);
    m_featuresAction->setObjectName(QStringLiteral("featuresAction"));
    m_featuresAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_featuresAction, &QAction::triggered, this, &RosterPanel::editFeatures);
    m_duplicateAction = new QAction(tr("&Duplicate Line"), this);
    m_duplicateAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    connect(m_duplicateAction, &QAction::triggered, this, &RosterPanel::duplicateCurrent);
    m_filterAction = new QAction(tr("F&ilter Roster"), this);
    m_filterAction->setShortcut(QKeySequence::Find);
    connect(m_filterAction, &QAction::triggered, this, [this] {
        m_filter->setFocus();
        m_filter->selectAll();
    });
    QWidget::addAction(m_removeAction);

    auto *toolbar = new QHBoxLayout;
    for (QAction *action : {m_addAction, m_featuresAction, m_duplicateAction, m_removeAction}) {
        auto *button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        toolbar->addWidget(button);
    }
    toolbar->addWidget(m_filter, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(toolbar);
    layout->addWidget(m_view, 1);

    connect(m_model, &RosterModel::editRefused, this, &RosterPanel::editRefused);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &RosterPanel::showCurrentRecord);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &RosterPanel::updateActions);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &RosterPanel::showCurrentRecord);
    connect(m_model, &QAbstractItemModel::modelReset, this, &RosterPanel::showCurrentRecord);
    updateActions();
}

void RosterPanel::sizeColumns()
{
    // Room for what a GM usually enters, and never less than the header needs in the language shown
    // ("Ausrüstung") or than the longest quality name ("Durchschnittlich") with the cell's margins.
    const int widths[] = {140, 130, 50, 40, 75, 70, 140, 60, 120, 45, 60, 70};
    QStringList equipment, troops;
    for (EquipmentQuality quality : allEquipmentQualities)
        equipment << equipmentQualityName(quality);
    for (TroopQuality quality : allTroopQualities)
        troops << troopQualityName(quality);
    const auto widest = [this](const QStringList &texts) {
        int width = 0;
        for (const QString &text : texts)
            width = std::max(width, m_view->fontMetrics().horizontalAdvance(text));
        // The cell's margins and the frame its editor (a combo box) draws around the text.
        return width + 3 * m_view->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, m_view) +
               m_view->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_view);
    };
    QHeaderView *header = m_view->horizontalHeader();
    for (int column = 0; column < RosterColumn::ColumnCount; ++column) {
        const int usual = column < int(std::size(widths)) ? widths[column] : header->defaultSectionSize();
        int width = std::max(usual, header->sectionSizeHint(column));
        if (column == RosterColumn::Equipment)
            width = std::max(width, widest(equipment));
        else if (column == RosterColumn::Troops)
            width = std::max(width, widest(troops));
        m_view->setColumnWidth(column, width);
    }
}

void RosterPanel::setForce(CampaignDocument *document, qint64 forceId)
{
    m_document = document;
    m_forceId = forceId;
    m_delegate->setDocument(document);
    m_model->setForce(document, forceId);
    setEnabled(document && document->force(forceId));
    if (m_proxy->rowCount() > 0)
        m_view->setCurrentIndex(m_proxy->index(0, RosterColumn::Name));
    updateActions();
    showCurrentRecord();
}

bool RosterPanel::eventFilter(QObject *watched, QEvent *event)
{
    // The Features cell is edited in its dialog, so F2 there opens it (as the cell's tooltip says).
    if (watched == m_view && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_F2 &&
        m_view->currentIndex().column() == RosterColumn::Features) {
        editFeatures();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

qint64 RosterPanel::currentLineId() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.data(role(Role::LineId)).toLongLong() : 0;
}

void RosterPanel::selectLine(qint64 lineId)
{
    const int row = m_model->rowOfLine(lineId);
    if (row < 0)
        return;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, RosterColumn::Name));
    m_view->setCurrentIndex(index);
    m_view->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_view->scrollTo(index);
}

void RosterPanel::addElement()
{
    if (!m_document)
        return;
    // A new element starts at the force's TL, the one most of its elements have (a TL3 host adds TL3 elements),
    // and a force's first one at the campaign's usual TL.
    const QModelIndex current = m_view->currentIndex();
    const Force *force = m_document->force(m_forceId);
    AddElementDialog dialog(m_document, force ? force->usualTl().value_or(m_document->campaign().usualTl)
                                              : m_document->campaign().usualTl,
                            this);
    if (current.isValid())
        dialog.selectType(current.data(role(Role::TypeId)).toString());
    if (dialog.exec() != QDialog::Accepted)
        return;
    auto added = m_document->addLine(m_forceId, dialog.line());
    if (!added) {
        emit editRefused(added.error().message);
        return;
    }
    selectLine(*added);
}

void RosterPanel::removeSelected()
{
    if (!m_document)
        return;
    QList<qint64> ids;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        ids << index.data(role(Role::LineId)).toLongLong();
    if (ids.isEmpty() && currentLineId() != 0)
        ids << currentLineId();
    if (Status s = m_document->removeLines(m_forceId, ids); !s)
        emit editRefused(s.error().message);
}

void RosterPanel::editFeatures()
{
    const qint64 lineId = currentLineId();
    const Force *force = m_document ? m_document->force(m_forceId) : nullptr;
    if (!force || lineId == 0)
        return;
    const RosterLine line = force->lines.at(force->indexOfLine(lineId));
    const ElementType *type = m_document->catalog().find(line.record.typeId);
    if (!type)
        return;
    FeaturesDialog dialog(*type, line.record, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    RosterLine changed = line;
    changed.record = dialog.record();
    if (Status s = m_document->changeLine(
            m_forceId, changed,
            tr("Change features of %1").arg(line.record.name.isEmpty() ? type->name : line.record.name));
        !s)
        emit editRefused(s.error().message);
}

void RosterPanel::duplicateCurrent()
{
    const qint64 lineId = currentLineId();
    const Force *force = m_document ? m_document->force(m_forceId) : nullptr;
    if (!force || lineId == 0)
        return;
    const qsizetype row = force->indexOfLine(lineId);
    auto added = m_document->addLine(m_forceId, force->lines.at(row), int(row) + 1);
    if (!added)
        emit editRefused(added.error().message);
    else
        selectLine(*added);
}

void RosterPanel::showCurrentRecord()
{
    const qint64 lineId = currentLineId();
    const Force *force = m_document ? m_document->force(m_forceId) : nullptr;
    const qsizetype row = force ? force->indexOfLine(lineId) : -1;
    if (row < 0) {
        m_record->clear();
    } else {
        m_record->setHtml(elementRecordHtml(m_document->catalog(), force->lines.at(row), m_record->palette()));
    }
    updateActions();
}

void RosterPanel::updateActions()
{
    const bool hasForce = m_document && m_document->force(m_forceId);
    const bool hasLine = hasForce && currentLineId() != 0;
    m_addAction->setEnabled(hasForce);
    m_removeAction->setEnabled(hasLine);
    m_featuresAction->setEnabled(hasLine);
    m_duplicateAction->setEnabled(hasLine);
}

} // namespace muster
