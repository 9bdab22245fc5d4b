#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace muster {

class CampaignDocument;

// A force's economic situation: which treasury pays it, where it is and its posture, where it spends the
// month (bad terrain), its readiness, its logistic force with what it costs and whether it can carry the
// supplies, and its levies' service.
class ForceSupplyPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ForceSupplyPanel(QWidget *parent = nullptr);
    void setForce(CampaignDocument *document, qint64 forceId);

signals:
    void editRefused(const QString &message);

private:
    void load();
    void save();
    void showLevies();
    CampaignDocument *m_document = nullptr;
    qint64 m_forceId = 0;
    bool m_loading = false;
    bool m_refreshPending = false;
    QComboBox *m_treasury;
    QLineEdit *m_location;
    QComboBox *m_terrain;
    QCheckBox *m_roads;
    QComboBox *m_readiness;
    QCheckBox *m_reduced;
    QDoubleSpinBox *m_land;
    QDoubleSpinBox *m_naval;
    QDoubleSpinBox *m_air;
    QComboBox *m_supplyLine;
    QLabel *m_costs;
    QComboBox *m_posture;
    QLabel *m_levies;
    QPushButton *m_levyService;
};

} // namespace muster
