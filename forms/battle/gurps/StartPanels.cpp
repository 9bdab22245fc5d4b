// The panels that open the battle and each round: the Disloyal revolt check, Risk and Heroism.
#include "StepPanels.h"

#include "battle/RollField.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace muster {

using namespace gurps;

DisloyalPanel::DisloyalPanel(QWidget *parent) : StepPanel(parent)
{
    auto *layout = new QFormLayout(this);
    layout->addRow(new QLabel(tr("Disloyal elements make up more than 10% of a side's TS: they may revolt and "
                                 "join the enemy before the battle.")));
    for (int s = 0; s < 2; ++s) {
        m_labels.at(size_t(s)) = new QLabel;
        m_rolls.at(size_t(s)) = new RollField(3, 0);
        m_rolls.at(size_t(s))->setObjectName(QStringLiteral("revoltRoll%1").arg(s));
        layout->addRow(m_labels.at(size_t(s)), m_rolls.at(size_t(s)));
    }
}

void DisloyalPanel::load(const BattleEngine &engine)
{
    m_engine = &engine;
    for (int s = 0; s < 2; ++s) {
        const bool needed = engine.needsDisloyalCheck(s);
        m_labels.at(size_t(s))->setVisible(needed);
        m_rolls.at(size_t(s))->setVisible(needed);
        m_labels.at(size_t(s))->setText(tr("%1 (%2% Disloyal): revolt on %3 or less")
                                            .arg(sideLabel(engine.setup(), s))
                                            .arg(qRound(disloyalPercent(engine.setup().sides.at(size_t(s)))))
                                            .arg(engine.revoltChance(s)));
        m_rolls.at(size_t(s))->setTypedValue(std::nullopt);
    }
}

Result<Decision> DisloyalPanel::decision(dice::DiceSource &dice)
{
    DisloyalCheck d;
    for (int s = 0; s < 2; ++s) {
        if (m_engine->needsDisloyalCheck(s))
            d.rolls.at(size_t(s)) = takeRoll(m_rolls.at(size_t(s)), dice, d.typed, rollField::ofSide("rolls", s));
    }
    return Decision(d);
}

QString DisloyalPanel::actionText() const
{
    return tr("Check for &Revolt");
}

OpenRoundPanel::OpenRoundPanel(QWidget *parent) : StepPanel(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *conditions = new QHBoxLayout;
    m_night = new QCheckBox(tr("Ni&ght this round"));
    m_weather = new QCheckBox(tr("Bad &weather this round"));
    conditions->addWidget(m_night);
    conditions->addWidget(m_weather);
    conditions->addStretch();
    layout->addLayout(conditions);
    auto *explain = new QLabel(tr("Every commander and PC picks a Risk Modifier (-3 to +3). PCs who do not command "
                                  "roll Heroism: success gives their commander +1 (+2 on a critical), a critical "
                                  "failure -1."));
    explain->setWordWrap(true);
    layout->addWidget(explain);
    m_grid = new QGridLayout;
    m_grid->addWidget(new QLabel(tr("<b>Person</b>")), 0, 0);
    m_grid->addWidget(new QLabel(tr("<b>Risk</b>")), 0, 1);
    m_grid->addWidget(new QLabel(tr("<b>Heroism roll</b>")), 0, 2);
    m_grid->addWidget(new QLabel(tr("<b>Heroism target</b>")), 0, 3);
    layout->addLayout(m_grid);
    auto *agreement = new QHBoxLayout;
    m_endByAgreement = new QCheckBox(tr("The parley ends the battle; holding the field:"));
    m_endByAgreement->setObjectName(QStringLiteral("endByAgreement"));
    m_agreedWinner = new QComboBox;
    agreement->addWidget(m_endByAgreement);
    agreement->addWidget(m_agreedWinner);
    agreement->addStretch();
    layout->addLayout(agreement);
    layout->addStretch();
}

void OpenRoundPanel::load(const BattleEngine &engine)
{
    m_engine = &engine;
    qDeleteAll(m_rowWidgets);
    m_rowWidgets.clear();
    m_rows.clear();
    const RoundRecord *r = engine.currentRound();
    m_night->setChecked(r->night);
    m_weather->setChecked(r->badWeather);
    int gridRow = 1;
    for (int s = 0; s < 2; ++s) {
        const SideSetup &side = engine.setup().sides.at(size_t(s));
        for (int p = 0; p < side.people.size(); ++p) {
            if (!engine.isIn(s, p))
                continue;
            const Person &person = side.people.at(p);
            const bool commands = p == engine.commanderOf(s);
            auto *name = new QLabel(commands ? tr("%1 (commands %2)").arg(person.name, sideLabel(engine.setup(), s))
                                             : tr("%1 (%2)").arg(person.name, sideLabel(engine.setup(), s)));
            auto *risk = new QSpinBox;
            risk->setObjectName(QStringLiteral("risk%1_%2").arg(s).arg(p));
            risk->setRange(-3, 3);
            risk->setMaximumWidth(80);
            risk->setToolTip(tr("A lower value takes fewer risks and makes Misfortunes of War less likely."));
            RollField *heroism = nullptr;
            auto *target = new QLabel;
            m_grid->addWidget(name, gridRow, 0);
            m_grid->addWidget(risk, gridRow, 1);
            if (engine.rollsHeroism(s, p)) {
                heroism = new RollField(3, 0);
                heroism->setObjectName(QStringLiteral("heroism%1_%2").arg(s).arg(p));
                m_grid->addWidget(heroism, gridRow, 2);
                m_rowWidgets << heroism;
            }
            m_grid->addWidget(target, gridRow, 3);
            m_rowWidgets << name << risk << target;
            m_rows << Row{s, p, risk, heroism, target};
            connect(risk, &QSpinBox::valueChanged, this, &OpenRoundPanel::updateTargets);
            ++gridRow;
        }
    }
    const bool afterTalks = engine.state().rounds.size() >= 2 &&
                            engine.state().rounds.at(engine.state().rounds.size() - 2).special == SpecialCase::Talks;
    m_endByAgreement->setVisible(afterTalks);
    m_agreedWinner->setVisible(afterTalks);
    m_endByAgreement->setChecked(false);
    m_agreedWinner->clear();
    m_agreedWinner->addItem(tr("Neither side"), -1);
    m_agreedWinner->addItem(sideLabel(engine.setup(), 0), 0);
    m_agreedWinner->addItem(sideLabel(engine.setup(), 1), 1);
    updateTargets();
}

void OpenRoundPanel::updateTargets()
{
    for (const Row &row : std::as_const(m_rows)) {
        if (row.heroism)
            row.target->setText(tr("%1 or less").arg(m_engine->heroismTarget(row.side, row.person, row.risk->value())));
        else
            row.target->setText(row.person == m_engine->commanderOf(row.side) ? tr("commands: no Heroism roll")
                                                                               : tr("not a PC"));
    }
}

Result<Decision> OpenRoundPanel::decision(dice::DiceSource &dice)
{
    OpenRound d;
    d.night = m_night->isChecked();
    d.badWeather = m_weather->isChecked();
    if (m_endByAgreement->isVisible() && m_endByAgreement->isChecked()) {
        d.endByAgreement = true;
        d.agreedWinner = m_agreedWinner->currentData().toInt();
        return Decision(d);
    }
    for (int s = 0; s < 2; ++s) {
        const int people = int(m_engine->setup().sides.at(size_t(s)).people.size());
        d.risk.at(size_t(s)) = perPerson(people, 0);
        d.heroismRolls.at(size_t(s)) = perPerson(people, std::optional<int>());
    }
    for (const Row &row : std::as_const(m_rows)) {
        d.risk.at(size_t(row.side))[row.person] = row.risk->value();
        if (row.heroism)
            d.heroismRolls.at(size_t(row.side))[row.person] =
                takeRoll(row.heroism, dice, d.typed, rollField::ofPerson("heroism", row.side, row.person));
    }
    return Decision(d);
}

QString OpenRoundPanel::actionText() const
{
    return tr("&Choose Strategies");
}

} // namespace muster
