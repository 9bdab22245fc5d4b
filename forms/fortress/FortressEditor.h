#pragma once

#include "campaign/Fortress.h"
#include "common/Result.h"

#include <QDialog>

#include <functional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace muster {

// Rates one fortress ("Sieges"): its name, kind and the fields that kind uses (TL for permanent works
// and ruins, "solid" for improvised ones, the ruin's penalty, a natural stronghold's +4 or +5 in all),
// its site and capacity. The Defense Bonus and its breakdown, and the largest garrison it holds, follow
// every change. OK checks the fortress with validateFortress and then hands it to the submit function
// (the document's add or change); a refusal is shown in the dialog, which stays open on the field to fix.
class FortressEditor : public QDialog
{
    Q_OBJECT

public:
    using Submit = std::function<Status(const Fortress &)>;

    FortressEditor(const Fortress &fortress, Submit submit, QWidget *parent = nullptr);

    Fortress fortress() const; // as the fields stand, with the id it was opened with
    QString errorText() const;

    void accept() override;

private:
    void updateKind();
    void updateFigures();
    void showError(const Error &error);
    QWidget *fieldWidget(const QString &field) const;

    qint64 m_id = 0;
    Submit m_submit;
    QFormLayout *m_form;
    QLineEdit *m_name;
    QComboBox *m_kind;
    QSpinBox *m_tl;
    QCheckBox *m_solid;
    QSpinBox *m_ruinPenalty;
    QComboBox *m_naturalBonus;
    QComboBox *m_site;
    QLabel *m_siteNote;
    QDoubleSpinBox *m_capacity;
    QLabel *m_defenseBonus;
    QLabel *m_breakdown;
    QLabel *m_garrison;
    QLabel *m_error;
    QDialogButtonBox *m_buttons;
};

} // namespace muster
