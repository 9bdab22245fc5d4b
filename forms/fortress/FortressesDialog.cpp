#include "FortressesDialog.h"

#include "CampaignDocument.h"
#include "FortressesModel.h"
#include "WindowGeometry.h"
#include "fortress/FortressEditor.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace muster {

FortressesDialog::FortressesDialog(CampaignDocument *document, QWidget *parent)
    : QDialog(parent), m_document(document), m_model(new FortressesModel(this))
{
    setObjectName(QStringLiteral("fortressesDialog"));
    setWindowTitle(tr("Fortresses"));
    m_model->setDocument(document);

    auto *intro =
        new QLabel(tr("The campaign's castles, walled towns, entrenchments and natural strongholds. A "
                      "fortress' Defense Bonus helps only a force encamped and bunkered inside it (or "
                      "one that retreated into it during a battle)."));
    intro->setWordWrap(true);

    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("fortressesTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setTabKeyNavigation(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    // The Defense Bonus is the last column and the one a GM opens this for: not cut off (but a very long
    // name does not push the dialog off a 1366-pixel screen).
    const auto widen = [this] { m_table->setMinimumWidth(std::clamp(widthForAllColumns(m_table), 640, 1100)); };
    widen();
    connect(m_model, &QAbstractItemModel::dataChanged, this, widen);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, widen);

    m_details = new QLabel;
    m_details->setObjectName(QStringLiteral("fortressDetails"));
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_add = new QPushButton(tr("&Add..."));
    m_add->setObjectName(QStringLiteral("addFortress"));
    m_edit = new QPushButton(tr("&Edit..."));
    m_edit->setObjectName(QStringLiteral("editFortress"));
    m_remove = new QPushButton(tr("&Remove"));
    m_remove->setObjectName(QStringLiteral("removeFortress"));
    m_remove->setToolTip(tr("Remove the selected fortress (Delete); Edit > Undo brings it back"));
    for (QPushButton *button : {m_add, m_edit, m_remove})
        button->setAutoDefault(false);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *side = new QVBoxLayout;
    side->addWidget(m_add);
    side->addWidget(m_edit);
    side->addWidget(m_remove);
    side->addStretch();
    auto *middle = new QHBoxLayout;
    middle->addWidget(m_table, 1);
    middle->addLayout(side);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(middle, 1);
    layout->addWidget(m_details);
    layout->addWidget(buttons);

    connect(m_add, &QPushButton::clicked, this, &FortressesDialog::addFortress);
    connect(m_edit, &QPushButton::clicked, this, &FortressesDialog::editFortress);
    connect(m_remove, &QPushButton::clicked, this, &FortressesDialog::removeFortress);
    connect(m_table, &QAbstractItemView::activated, this, &FortressesDialog::editFortress);
    m_table->installEventFilter(this); // Delete removes the selected fortress
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &FortressesDialog::updateSelection);
    if (m_document) {
        // Undo and redo in the main window change the list under the dialog: keep the details right.
        connect(m_document, &CampaignDocument::fortressesChanged, this, &FortressesDialog::updateSelection);
    }
    if (m_model->rowCount() > 0)
        m_table->setCurrentIndex(m_model->index(0, 0));
    updateSelection();
    m_table->setFocus();
}

bool FortressesDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->matches(QKeySequence::Delete) || key->key() == Qt::Key_Backspace) {
            removeFortress();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

qint64 FortressesDialog::currentFortressId() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? m_model->fortressIdAt(current.row()) : 0;
}

void FortressesDialog::selectFortress(qint64 fortressId)
{
    const int row = m_model->rowOfFortress(fortressId);
    if (row >= 0)
        m_table->setCurrentIndex(m_model->index(row, 0));
}

void FortressesDialog::updateSelection()
{
    const Fortress *f = m_document ? m_document->fortress(currentFortressId()) : nullptr;
    m_edit->setEnabled(f != nullptr);
    m_remove->setEnabled(f != nullptr);
    m_add->setEnabled(m_document != nullptr);
    if (!f) {
        m_details->setText(m_model->rowCount() == 0 ? tr("No fortresses yet: Add... rates the first one.")
                                                    : QString());
        return;
    }
    m_details->setText(tr("%1 — %2\nHolds up to WT %3 (1.5 x its capacity of WT %4); overcrowded, -1 DB. "
                          "Elements too large to transport cannot be inside.")
                           .arg(f->name, fortressDefenseBreakdown(*f).steps.join(QStringLiteral("; ")),
                                formatNumber(fortressMaximumWt(*f)), formatNumber(f->capacityWt)));
}

void FortressesDialog::addFortress()
{
    if (!m_document)
        return;
    Fortress fresh;
    fresh.capacityWt = 100;
    qint64 added = 0;
    FortressEditor editor(
        fresh,
        [&](const Fortress &f) -> Status {
            auto id = m_document->addFortress(f);
            if (!id)
                return id.error();
            added = *id;
            return success();
        },
        this);
    if (editor.exec() == QDialog::Accepted)
        selectFortress(added);
    m_table->setFocus();
}

void FortressesDialog::editFortress()
{
    const Fortress *current = m_document ? m_document->fortress(currentFortressId()) : nullptr;
    if (!current)
        return;
    const qint64 id = current->id;
    FortressEditor editor(
        *current, [this](const Fortress &f) { return m_document->changeFortress(f); }, this);
    if (editor.exec() == QDialog::Accepted)
        selectFortress(id);
    m_table->setFocus();
}

void FortressesDialog::removeFortress()
{
    const qint64 id = currentFortressId();
    if (!m_document || id == 0)
        return;
    const int row = m_model->rowOfFortress(id);
    if (Status s = m_document->removeFortress(id); !s) {
        QMessageBox::warning(this, tr("Fortresses"), s.error().message);
        return;
    }
    // The next one (or the last) stays selected, so Delete can go on.
    if (m_model->rowCount() > 0)
        m_table->setCurrentIndex(m_model->index(std::min(row, m_model->rowCount() - 1), 0));
    updateSelection();
}

} // namespace muster
