#pragma once

#include <QDialog>

class QPushButton;
class QTableView;

namespace muster {

class CampaignDocument;
class CatalogBrowser;
struct ElementType;

// The campaign's element types: the built-in tables (read-only) and the GM's custom types, which can
// be added, copied from any type, edited and deleted (all undoable).
class ElementTypesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ElementTypesDialog(CampaignDocument *document, QWidget *parent = nullptr);
    QTableView *view() const;

private:
    const ElementType *currentType() const;
    void newType();
    void copyType();
    void editType();
    void deleteType();
    void capDoubling();
    void updateButtons();
    void showError(const QString &message);

    CampaignDocument *m_document;
    CatalogBrowser *m_catalog;
    QPushButton *m_new;
    QPushButton *m_copy;
    QPushButton *m_edit;
    QPushButton *m_delete;
    QPushButton *m_cap;
};

} // namespace muster
