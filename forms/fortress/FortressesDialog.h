#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QTableView;

namespace muster {

class CampaignDocument;
class FortressesModel;

// Campaign > Fortresses...: the campaign's fortresses ("Sieges") in a table (name, kind, TL, site,
// capacity in WT and the Defense Bonus each gives, its breakdown below the table and in the tooltip),
// with Add, Edit and Remove. Each change is one undoable edit of the document (Edit > Undo in the main
// window takes it back); Enter or a double-click edits, Delete removes.
class FortressesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit FortressesDialog(CampaignDocument *document, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    qint64 currentFortressId() const;
    void selectFortress(qint64 fortressId);

    void addFortress();
    void editFortress();
    void removeFortress();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateSelection();

    CampaignDocument *m_document;
    FortressesModel *m_model;
    QTableView *m_table;
    QLabel *m_details;
    QPushButton *m_add;
    QPushButton *m_edit;
    QPushButton *m_remove;
};

} // namespace muster
