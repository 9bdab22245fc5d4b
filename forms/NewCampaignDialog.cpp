#include "NewCampaignDialog.h"

#include "DialogSupport.h"
#include "economy/CampaignDateEdit.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

namespace muster {

NewCampaignDialog::NewCampaignDialog(const CampaignStart &defaults, QWidget *parent)
    : QDialog(parent), m_form(new QFormLayout(this)), m_name(new QLineEdit), m_date(new CampaignDateEdit(Calendar::gregorian())),
      m_tl(new QSpinBox), m_unit(new QComboBox)
{
    setObjectName(QStringLiteral("newCampaignDialog"));
    setWindowTitle(tr("New Campaign"));
    m_name->setObjectName(QStringLiteral("campaignName"));
    m_name->setText(defaults.name);
    m_date->setObjectName(QStringLiteral("startDate"));
    m_date->setDate(defaults.today);
    m_date->setToolTip(tr("The campaign's first day; Campaign > Calendar... can give it months of its own later"));
    m_tl->setObjectName(QStringLiteral("usualTl"));
    m_tl->setRange(CampaignStart::lowestUsualTl, CampaignStart::highestUsualTl);
    m_tl->setPrefix(tr("TL"));
    m_tl->setValue(defaults.usualTl);
    m_tl->setToolTip(tr("The tech level most of the campaign's elements have: the first element of a force "
                        "starts at it"));
    m_unit->setObjectName(QStringLiteral("distanceUnit"));
    for (DistanceUnit unit : allDistanceUnits)
        m_unit->addItem(unit == DistanceUnit::Miles ? tr("miles") : tr("kilometres"), int(unit));
    m_unit->setCurrentIndex(m_unit->findData(int(defaults.distanceUnit)));
    m_unit->setToolTip(tr("How marches measure their legs; Plan March... can switch it later"));

    auto *intro = new QLabel(tr("Every change is saved to the file as it is made; these choices are its start."));
    intro->setWordWrap(true);
    m_form->addRow(intro);
    m_form->addRow(tr("&Name:"), m_name);
    auto *dateLabel = new QLabel(tr("&Start date:"));
    dateLabel->setBuddy(m_date->findChild<QWidget *>(QStringLiteral("day")));
    m_form->addRow(dateLabel, m_date);
    m_form->addRow(tr("Usual &TL:"), m_tl);
    m_form->addRow(tr("&Distances in:"), m_unit);
    m_name->selectAll();
}

CampaignStart NewCampaignDialog::start() const
{
    CampaignStart start;
    start.name = m_name->text().trimmed();
    start.today = m_date->date();
    start.usualTl = m_tl->value();
    start.distanceUnit = DistanceUnit(m_unit->currentData().toInt());
    return start;
}

bool NewCampaignDialog::run(const std::function<Status(const CampaignStart &)> &create)
{
    return execFormDialog(*this, m_form, [&] { return create(start()); });
}

} // namespace muster
