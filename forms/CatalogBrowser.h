#pragma once

#include <QWidget>

class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace muster {

class CampaignDocument;
class CatalogModel;
struct ElementType;

// The campaign's element types as a filterable, sortable table with one current type; shared by the
// Add Element and Element Types dialogs.
class CatalogBrowser : public QWidget
{
    Q_OBJECT

public:
    CatalogBrowser(CampaignDocument *document, const QString &viewName, QWidget *parent = nullptr);

    QLineEdit *filter() const { return m_filter; }
    QTableView *view() const { return m_view; }
    CatalogModel *model() const { return m_model; }
    const ElementType *currentType() const;
    void selectType(const QString &typeId);

signals:
    void currentTypeChanged();
    void typeActivated();

private:
    CatalogModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_filter;
    QTableView *m_view;
};

} // namespace muster
