#pragma once

#include "force/Force.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace muster {

class CampaignDocument;
class CatalogBrowser;

// Picks an element type from the catalog (filterable) with a TL, a count and an optional name, and
// gives back the roster line to add.
class AddElementDialog : public QDialog
{
    Q_OBJECT

public:
    // `forceTl`: the TL of the force the element joins (its usual TL), the default and what the choice is
    // compared with.
    AddElementDialog(CampaignDocument *document, int forceTl, QWidget *parent = nullptr);
    RosterLine line() const;
    void selectType(const QString &typeId);

private:
    void typeChanged();
    void warnOfTl();
    CatalogBrowser *m_catalog;
    QLineEdit *m_name;
    QSpinBox *m_tl;
    QSpinBox *m_count;
    QLabel *m_description;
    QLabel *m_tlWarning;
    int m_forceTl;
    QDialogButtonBox *m_buttons;
    // The TL the GM asked for (the default until they change it); a type introduced later raises the
    // spin box only while that type is chosen.
    int m_preferredTl;
    bool m_raisingTl = false;
};

} // namespace muster
