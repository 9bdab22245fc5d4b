#pragma once

#include <QDialog>

class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace muster {

class CampaignDocument;
class CatalogModel;
struct ElementType;

// The campaign's element types: the built-in tables (read-only) and the GM's custom types, which can
// be added, copied from any type, edited and deleted (all undoable).
class ElementTypesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ElementTypesDialog(CampaignDocument *document, QWidget *parent = nullptr);
    QTableView *view() const { return m_view; }

private:
    const ElementType *currentType() const;
    void newType();
    void copyType();
    void editType();
    void deleteType();
    void updateButtons();
    void showError(const QString &message);

    CampaignDocument *m_document;
    CatalogModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_filter;
    QTableView *m_view;
    QPushButton *m_new;
    QPushButton *m_copy;
    QPushButton *m_edit;
    QPushButton *m_delete;
};

} // namespace muster
