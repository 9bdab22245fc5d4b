#include "LevyServiceDialog.h"

#include "CampaignDocument.h"
#include "DialogSupport.h"
#include "economy/CampaignDateEdit.h"
#include "force/LineFiguresCache.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace muster {

namespace {

QString termsName(LevyService service)
{
    switch (service) {
    case LevyService::NearHome:
        return LevyServiceDialog::tr("free (within two days of home)");
    case LevyService::AwayFromHome:
        return LevyServiceDialog::tr("half Maintain (away from home)");
    case LevyService::Extended:
        return LevyServiceDialog::tr("as mercenaries, 1.5 x Maintain");
    }
    return {};
}

} // namespace

LevyServiceDialog::LevyServiceDialog(CampaignDocument *document, qint64 forceId, QWidget *parent)
    : QDialog(parent), m_document(document), m_forceId(forceId), m_error(new QLabel)
{
    setObjectName(QStringLiteral("levyServiceDialog"));
    setWindowTitle(tr("Levy Service"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Levies serve up to two months a year on levy terms, then only as mercenaries; every "
                                "six months of service the GM rolls their reaction. Closing a month counts it."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *grid = new QGridLayout;
    grid->addWidget(new QLabel(tr("<b>Levy</b>")), 0, 0);
    grid->addWidget(new QLabel(tr("<b>Called up</b>")), 0, 1);
    grid->addWidget(new QLabel(tr("<b>Months on levy terms this year</b>")), 0, 2);
    grid->addWidget(new QLabel(tr("<b>This month</b>")), 0, 3);
    const Campaign &campaign = document->campaign();
    const Force *force = document->force(forceId);
    for (const RosterLine &line : force ? force->lines : QList<RosterLine>()) {
        if (!line.record.has(Feature::Levy))
            continue;
        const LevyTerm term = levyTermOf(campaign.levies, line.id, campaign.today);
        Row row{line.id, new CampaignDateEdit(campaign.calendar), new QSpinBox, new QLabel};
        const int r = int(m_rows.size()) + 1;
        row.calledUp->setObjectName(QStringLiteral("calledUp%1").arg(r - 1));
        row.calledUp->setDate(term.calledUp);
        row.months->setObjectName(QStringLiteral("monthsServed%1").arg(r - 1));
        row.months->setRange(0, levyMonthsPerYear);
        row.months->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
        row.months->setValue(term.monthsServedIn(campaign.today.year));
        row.status->setWordWrap(true);
        grid->addWidget(new QLabel(computeLine(document->catalog(), line).label), r, 0);
        grid->addWidget(row.calledUp, r, 1);
        grid->addWidget(row.months, r, 2);
        grid->addWidget(row.status, r, 3);
        m_rows << row;
        connect(row.calledUp, &CampaignDateEdit::dateChanged, this, [this, r] { refresh(m_rows.at(r - 1)); });
        connect(row.months, &QSpinBox::valueChanged, this, [this, r] { refresh(m_rows.at(r - 1)); });
        refresh(row);
    }
    if (m_rows.isEmpty())
        grid->addWidget(new QLabel(tr("This force has no Levy elements.")), 1, 0, 1, 4);
    grid->setColumnStretch(3, 1);
    layout->addLayout(grid);
    m_error->setObjectName(QStringLiteral("levyError"));
    makeErrorLabel(m_error);
    layout->addWidget(m_error);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (save())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(sizeHint().expandedTo(QSize(860, 0)));
}

void LevyServiceDialog::refresh(const Row &row)
{
    const Campaign &campaign = m_document->campaign();
    const LevyTerm term{row.calledUp->date(), campaign.today.year, row.months->value()};
    const Force *force = m_document->force(m_forceId);
    const RosterLine &line = force->lines.at(force->indexOfLine(row.lineId));
    row.status->setText(tr("%1; next reaction roll by %2")
                            .arg(termsName(levyServiceFor(term, line.record.levyService, campaign.today.year)),
                                 campaign.calendar.format(nextLevyReaction(term, campaign.today, campaign.calendar))));
}

bool LevyServiceDialog::save()
{
    const int year = m_document->campaign().today.year;
    for (const Row &row : std::as_const(m_rows)) {
        const LevyTerm term{row.calledUp->date(), year, row.months->value()};
        if (levyTermOf(m_document->campaign().levies, row.lineId, m_document->campaign().today) == term)
            continue;
        if (Status s = m_document->setLevyTerm(m_forceId, row.lineId, term); !s) {
            m_error->setText(s.error().message);
            return false;
        }
    }
    return true;
}

} // namespace muster
