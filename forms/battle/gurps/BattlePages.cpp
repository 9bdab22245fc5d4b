// The set-up pages of the battle dialog: the sides, the start and conditions, and "Before the Battle".
#include "BattlePages.h"

#include "ForecastPanel.h"
#include "TextColors.h"

#include "battle/gurps/FieldedSetup.h"

#include "BattleWizard.h"
#include "CampaignDocument.h"
#include "DialogSupport.h"
#include "SideSetupWidget.h"
#include "HandoutDialog.h"
#include "SpecialBattleBox.h"
#include "battle/gurps/SpecialBattleRules.h"
#include "battle/gurps/DefenseBonus.h"
#include "battle/gurps/Combatants.h"
#include "battle/gurps/ForceComparison.h"
#include "battle/gurps/Intelligence.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHeaderView>
#include <QTableWidget>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace muster {

using namespace gurps;

namespace {

enum RoleColumn { RoleSide, RoleElement, RoleInRange, RoleCarrier, RoleParticipation, RoleRules, RoleColumnCount };

// The ways a battle can begin, in the order the combo box lists them.
struct StartOption
{
    Advantage advantage;
    int side;
    bool doubleConfusion;
};
const StartOption startOptions[] = {
    {Advantage::None, 0, false},     {Advantage::Initiative, 0, false}, {Advantage::Surprise, 0, false},
    {Advantage::Ambush, 0, false},   {Advantage::Initiative, 1, false}, {Advantage::Surprise, 1, false},
    {Advantage::Ambush, 1, false},   {Advantage::None, 0, true},
};

QString lines(const QStringList &list)
{
    QString html;
    for (const QString &line : list)
        html += line.toHtmlEscaped() + QLatin1String("<br>");
    return html;
}

} // namespace

SidesPage::SidesPage(BattleWizard *wizard) : m_wizard(wizard)
{
    setTitle(tr("The Two Sides"));
    setSubTitle(tr("Pick a campaign force for each side, or enter an estimate. List the commander first, then "
                   "the PCs and named NPCs present; later people take over if the commander falls."));
    auto *layout = new QVBoxLayout(this);
    auto *nameRow = new QFormLayout;
    m_name = new QLineEdit;
    m_name->setObjectName(QStringLiteral("battleName"));
    m_name->setPlaceholderText(tr("e.g. Battle of Drake's Cross (left empty: the two sides' names)"));
    nameRow->addRow(tr("Battle na&me:"), m_name);
    layout->addLayout(nameRow);
    auto *sides = new QHBoxLayout;
    for (int s = 0; s < 2; ++s) {
        m_sides.at(size_t(s)) = new SideSetupWidget(wizard->document(), s);
        sides->addWidget(m_sides.at(size_t(s)), 1);
    }
    layout->addLayout(sides, 1);
    m_error = newErrorLabel();
    layout->addWidget(m_error);
}

QString SidesPage::battleName() const
{
    return m_name->text().trimmed();
}

SideSetup SidesPage::side(int s) const
{
    return m_sides.at(size_t(s))->side();
}

int SidesPage::commandPenalty(int s) const
{
    return m_sides.at(size_t(s))->commandPenalty();
}

void SidesPage::selectForce(int s, qint64 forceId)
{
    // SideSetupWidget lists the estimated force under the id -1.
    m_sides.at(size_t(s))->selectForce(forceId > 0 ? forceId : -1);
}

bool SidesPage::validatePage()
{
    const auto engine = BattleEngine::create(m_wizard->draftSetup());
    m_error->setText(engine.ok() ? QString() : engine.error().message);
    if (!engine.ok())
        return false;
    if (battleName().isEmpty())
        m_name->setText(tr("%1 against %2").arg(side(0).name, side(1).name));
    return true;
}

ConditionsPage::ConditionsPage(BattleWizard *wizard) : m_wizard(wizard)
{
    setTitle(tr("How the Battle Starts"));
    setSubTitle(tr("By mutual arrangement, or as a Reconnaissance Contest left it; the conditions of the field; and "
                   "who has a Defense Bonus."));
    // Two columns: the field on the left, the type of campaign and any special situation on the right.
    auto *columns = new QHBoxLayout(this);
    auto *form = new QFormLayout;
    columns->addLayout(form, 1);
    auto *specialColumn = new QVBoxLayout;
    columns->addLayout(specialColumn, 1);
    m_start = new QComboBox;
    m_start->setObjectName(QStringLiteral("start"));
    // Named after the sides when the page opens; listed now so that a preset start can be chosen.
    fillStartOptions(tr("The first side"), tr("The second side"));
    form->addRow(tr("&Start:"), m_start);
    m_kind = new QComboBox;
    m_kind->setObjectName(QStringLiteral("kind"));
    m_kind->addItem(tr("Pitched battle"), int(BattleKind::Pitched));
    m_kind->addItem(tr("Encounter battle"), int(BattleKind::Encounter));
    form->addRow(tr("&Kind:"), m_kind);
    m_terrain = new QComboBox;
    m_terrain->setObjectName(QStringLiteral("terrain"));
    for (int t = 0; t < battleTerrainCount; ++t)
        m_terrain->addItem(battleTerrainName(BattleTerrain(t)), t);
    m_terrain->setCurrentIndex(int(BattleTerrain::Rural));
    form->addRow(tr("&Terrain:"), m_terrain);
    m_dense = new QCheckBox(tr("Dense woods or ruined town"));
    m_dense->setToolTip(tr("Motorized and Mounted Cavalry do not count for superiority here"));
    form->addRow(QString(), m_dense);
    m_night = new QCheckBox(tr("Ni&ght"));
    m_weather = new QCheckBox(tr("Bad &weather"));
    form->addRow(QString(), m_night);
    form->addRow(QString(), m_weather);
    m_river = new QComboBox;
    m_river->addItem(tr("No river"), int(RiverCrossing::None));
    m_river->addItem(tr("A major river (even bridged)"), int(RiverCrossing::MajorRiver));
    m_river->addItem(tr("A defended ford or bridge"), int(RiverCrossing::FordOrBridge));
    m_riverDefender = new QComboBox;
    auto *river = new QHBoxLayout;
    river->addWidget(m_river);
    river->addWidget(new QLabel(tr("defended by")));
    river->addWidget(m_riverDefender);
    form->addRow(tr("River:"), river);
    m_suggestion = new QLabel;
    m_suggestion->setWordWrap(true);
    form->addRow(tr("Defense Bonus:"), m_suggestion);
    for (int s = 0; s < 2; ++s) {
        m_defenseBonus.at(size_t(s)) = new QSpinBox;
        m_defenseBonus.at(size_t(s))->setObjectName(QStringLiteral("defenseBonus%1").arg(s));
        m_defenseBonus.at(size_t(s))->setRange(0, 10);
        m_defenseBonus.at(size_t(s))->setPrefix(QStringLiteral("+"));
        form->addRow(QString(), m_defenseBonus.at(size_t(s)));
    }
    auto *suggest = new QPushButton(tr("&Roll the Suggested Bonus"));
    suggest->setObjectName(QStringLiteral("suggestDefenseBonus"));
    form->addRow(QString(), suggest);
    connect(suggest, &QPushButton::clicked, this, &ConditionsPage::suggestDefenseBonus);
    m_special = new SpecialBattleBox;
    specialColumn->addWidget(m_special);
    m_specialError = newErrorLabel(QStringLiteral("specialError"));
    specialColumn->addWidget(m_specialError);
    specialColumn->addStretch(1);
    const auto updateSuggestion = [this] {
            BattleSetup setup = m_wizard->draftSetup();
            if (setup.special.situation != SpecialSituation::None) {
                m_suggestion->setText(tr("set by the special situation, %1 (the button fills it in)")
                                          .arg(specialSituationName(setup.special.situation)));
                return;
            }
            const auto holders = defenseBonusHolders(setup);
            const DefenseBonusSuggestion suggestion = suggestedDefenseBonus(setup.conditions.terrain);
            m_suggestion->setText(tr("suggested %1 in %2, for %3 (the GM sets the value)")
                                      .arg(suggestion.text(), battleTerrainName(setup.conditions.terrain),
                                           holders[0] && holders[1] ? tr("both sides")
                                           : holders[0]             ? sideLabel(setup, 0)
                                           : holders[1]             ? sideLabel(setup, 1)
                                                                    : tr("neither side")));
        };
    for (QComboBox *combo : {m_start, m_kind, m_terrain})
        connect(combo, &QComboBox::currentIndexChanged, this, updateSuggestion);
    connect(m_special, &SpecialBattleBox::changed, this, updateSuggestion);
}

void ConditionsPage::initializePage()
{
    const BattleSetup setup = m_wizard->draftSetup();
    const QString a = sideLabel(setup, 0), b = sideLabel(setup, 1);
    fillStartOptions(a, b);
    m_riverDefender->clear();
    m_riverDefender->addItems({a, b});
    for (int s = 0; s < 2; ++s)
        m_defenseBonus.at(size_t(s))->setPrefix(tr("%1: +").arg(sideLabel(setup, s)));
    m_special->setSideNames(a, b);
    m_special->setFortresses(m_wizard->document()->fortresses());
}

bool ConditionsPage::validatePage()
{
    const Status valid = validateSpecialBattle(m_wizard->draftSetup());
    m_specialError->setText(valid ? QString() : tr("Special battle: %1").arg(valid.error().message));
    return valid.ok();
}

void ConditionsPage::fillStartOptions(const QString &a, const QString &b)
{
    const int current = m_start->currentIndex();
    m_start->clear();
    m_start->addItem(tr("By mutual arrangement"));
    m_start->addItem(tr("%1 won initiative").arg(a));
    m_start->addItem(tr("%1 achieved surprise").arg(a));
    m_start->addItem(tr("%1 achieved an ambush").arg(a));
    m_start->addItem(tr("%1 won initiative").arg(b));
    m_start->addItem(tr("%1 achieved surprise").arg(b));
    m_start->addItem(tr("%1 achieved an ambush").arg(b));
    m_start->addItem(tr("Both sides critically failed reconnaissance (encounter, both confused)"));
    m_start->setCurrentIndex(std::max(current, 0));
}

void ConditionsPage::preset(const BattleStart &start, const BattleConditions &conditions)
{
    const auto option = std::find_if(std::begin(startOptions), std::end(startOptions), [&](const StartOption &o) {
        return o.doubleConfusion == start.doubleConfusion && o.advantage == start.advantage &&
               (start.advantage == Advantage::None || o.side == start.advantageSide);
    });
    m_start->setCurrentIndex(option == std::end(startOptions) ? 0 : int(std::distance(std::begin(startOptions), option)));
    m_kind->setCurrentIndex(m_kind->findData(int(start.kind)));
    m_terrain->setCurrentIndex(m_terrain->findData(int(conditions.terrain)));
    m_night->setChecked(conditions.night);
    m_weather->setChecked(conditions.badWeather);
    m_dense->setChecked(conditions.denseTerrain);
    m_river->setCurrentIndex(m_river->findData(int(conditions.river)));
}

void ConditionsPage::suggestDefenseBonus()
{
    BattleSetup setup = m_wizard->draftSetup();
    const auto holders = defenseBonusHolders(setup);
    const DefenseBonusSuggestion suggestion = suggestedDefenseBonus(setup.conditions.terrain);
    if (setup.special.situation != SpecialSituation::None) {
        for (int s = 0; s < 2; ++s)
            m_defenseBonus.at(size_t(s))->setValue(defenseBonusOf(setup, s));
        return;
    }
    for (int s = 0; s < 2; ++s)
        m_defenseBonus.at(size_t(s))->setValue(holders.at(size_t(s)) ? suggestion.withRoll(m_wizard->dice().d6()) : 0);
}

void ConditionsPage::applyTo(BattleSetup &setup) const
{
    const StartOption option = startOptions[std::clamp(m_start->currentIndex(), 0, int(std::size(startOptions)) - 1)];
    setup.start.advantage = option.advantage;
    setup.start.advantageSide = option.side;
    setup.start.doubleConfusion = option.doubleConfusion;
    setup.start.kind = option.doubleConfusion ? BattleKind::Encounter : BattleKind(m_kind->currentData().toInt());
    setup.conditions.terrain = BattleTerrain(m_terrain->currentData().toInt());
    setup.conditions.night = m_night->isChecked();
    setup.conditions.badWeather = m_weather->isChecked();
    setup.conditions.denseTerrain = m_dense->isChecked();
    setup.conditions.river = RiverCrossing(m_river->currentData().toInt());
    setup.conditions.riverDefender = std::max(0, m_riverDefender->currentIndex());
    for (int s = 0; s < 2; ++s)
        setup.sides.at(size_t(s)).defenseBonus = m_defenseBonus.at(size_t(s))->value();
    m_special->applyTo(setup.special);
}

BeforePage::BeforePage(BattleWizard *wizard) : m_wizard(wizard)
{
    setTitle(tr("Before the Battle"));
    setSubTitle(tr("Check the figures, then start the battle. From here on every step is saved in the campaign."));
    setCommitPage(true);
    setButtonText(QWizard::CommitButton, tr("&Start the Battle"));
    auto *layout = new QVBoxLayout(this);
    auto *whoFights = new QLabel(tr("Who fights: the rules decide by the type of campaign; say which Air Combat elements "
                                    "are in range, which elements are carried in by ships or aircraft, or put an "
                                    "element in or out."));
    whoFights->setWordWrap(true);
    layout->addWidget(whoFights);
    m_roles = new QTableWidget(0, RoleColumnCount);
    m_roles->setObjectName(QStringLiteral("elementRoles"));
    m_roles->setHorizontalHeaderLabels({tr("Side"), tr("Element"), tr("In range"), tr("Carried by"), tr("Takes part"),
                                        tr("By the rules")});
    m_roles->verticalHeader()->setVisible(false);
    m_roles->setWordWrap(false);
    m_roles->horizontalHeader()->setSectionResizeMode(RoleInRange, QHeaderView::ResizeToContents);
    m_roles->horizontalHeader()->setSectionResizeMode(RoleElement, QHeaderView::ResizeToContents);
    m_roles->horizontalHeader()->setSectionResizeMode(RoleRules, QHeaderView::Stretch);
    layout->addWidget(m_roles, 1);
    m_text = new QTextBrowser;
    m_text->setObjectName(QStringLiteral("beforeTheBattle"));
    auto *below = new QHBoxLayout;
    auto *textColumn = new QVBoxLayout;
    textColumn->addWidget(m_text, 1);
    auto *handout = new QPushButton(tr("Player &Handout..."));
    handout->setObjectName(QStringLiteral("playerHandout"));
    handout->setToolTip(tr("What one side's commander knows of the enemy, to show, print or give as a PDF: no "
                           "figure the side may not know"));
    textColumn->addWidget(handout, 0, Qt::AlignLeft);
    below->addLayout(textColumn, 3);
    m_forecast = new ForecastPanel;
    below->addWidget(m_forecast, 2);
    layout->addLayout(below, 2);
    connect(m_roles, &QTableWidget::itemChanged, this, &BeforePage::updateText);
    connect(handout, &QPushButton::clicked, this, [this] {
        const QString path = m_wizard->document() ? m_wizard->document()->path() : QString();
        HandoutDialog dialog(m_wizard->draftSetup(), path.isEmpty() ? QString() : QFileInfo(path).absolutePath(), this);
        dialog.exec();
    });
}

void BeforePage::fillRoles(const BattleSetup &setup)
{
    const QSignalBlocker blocker(m_roles);
    m_roles->setRowCount(0);
    for (int s = 0; s < 2; ++s) {
        const SideSetup &side = setup.sides.at(size_t(s));
        for (int e = 0; e < side.elements.size(); ++e) {
            const BattleElement &element = side.elements.at(e);
            const int row = m_roles->rowCount();
            m_roles->insertRow(row);
            auto *sideItem = new QTableWidgetItem(sideLabel(setup, s));
            sideItem->setToolTip(sideLabel(setup, s));
            sideItem->setData(Qt::UserRole, s);
            sideItem->setData(Qt::UserRole + 1, e);
            sideItem->setFlags(Qt::ItemIsEnabled);
            m_roles->setItem(row, RoleSide, sideItem);
            auto *name = new QTableWidgetItem(element.label);
            name->setFlags(Qt::ItemIsEnabled);
            m_roles->setItem(row, RoleElement, name);
            auto *inRange = new QTableWidgetItem;
            inRange->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            inRange->setCheckState(element.inRange ? Qt::Checked : Qt::Unchecked);
            inRange->setToolTip(tr("Air Combat elements without Fast Air fight only within range of their base"));
            m_roles->setItem(row, RoleInRange, inRange);
            auto *carrier = new QComboBox;
            carrier->addItem(tr("Own power"), int(Carrier::None));
            carrier->addItem(tr("Ships"), int(Carrier::Water));
            carrier->addItem(tr("Aircraft"), int(Carrier::Air));
            carrier->setCurrentIndex(carrier->findData(int(element.carriedBy)));
            m_roles->setCellWidget(row, RoleCarrier, carrier);
            auto *participation = new QComboBox;
            participation->addItem(tr("By the rules"), int(Participation::Rules));
            participation->addItem(tr("Fights"), int(Participation::Fights));
            participation->addItem(tr("Sits out"), int(Participation::SitsOut));
            participation->setCurrentIndex(participation->findData(int(element.participation)));
            m_roles->setCellWidget(row, RoleParticipation, participation);
            auto *rules = new QTableWidgetItem;
            rules->setFlags(Qt::ItemIsEnabled);
            m_roles->setItem(row, RoleRules, rules);
            for (QComboBox *combo : {carrier, participation})
                connect(combo, &QComboBox::currentIndexChanged, this, &BeforePage::updateText);
        }
    }
}

void BeforePage::applyTo(BattleSetup &setup) const
{
    for (int row = 0; row < m_roles->rowCount(); ++row) {
        const int s = m_roles->item(row, RoleSide)->data(Qt::UserRole).toInt();
        const int e = m_roles->item(row, RoleSide)->data(Qt::UserRole + 1).toInt();
        QList<BattleElement> &elements = setup.sides.at(size_t(s)).elements;
        // The table belongs to the sides it was filled for; a changed roster refills it.
        if (e >= elements.size() || elements.at(e).label != m_roles->item(row, RoleElement)->text())
            continue;
        BattleElement &element = elements[e];
        element.inRange = m_roles->item(row, RoleInRange)->checkState() == Qt::Checked;
        element.carriedBy = Carrier(qobject_cast<QComboBox *>(m_roles->cellWidget(row, RoleCarrier))->currentData().toInt());
        element.participation =
            Participation(qobject_cast<QComboBox *>(m_roles->cellWidget(row, RoleParticipation))->currentData().toInt());
    }
}

void BeforePage::initializePage()
{
    fillRoles(m_wizard->draftSetup());
    updateText();
}

void BeforePage::updateText()
{
    const BattleSetup setup = m_wizard->draftSetup();
    for (int row = 0; row < m_roles->rowCount(); ++row) {
        const int s = m_roles->item(row, RoleSide)->data(Qt::UserRole).toInt();
        const int e = m_roles->item(row, RoleSide)->data(Qt::UserRole + 1).toInt();
        const auto &elements = setup.sides.at(size_t(s)).elements;
        if (e >= elements.size())
            continue;
        const ElementRole role = elementRole(setup, s, elements.at(e), setup.conditions.badWeather);
        // A reduced share of TS is in the reason ("... half TS").
        const QString text = !role.combatant      ? tr("sits out: %1").arg(role.reason)
                             : role.reason.isEmpty() ? tr("fights")
                                                     : tr("fights: %1").arg(role.reason);
        const QSignalBlocker blocker(m_roles);
        m_roles->item(row, RoleRules)->setText(text);
        m_roles->item(row, RoleRules)->setToolTip(text);
    }
    const ForceComparison c = compareForces(setup, TsSituation{setup.conditions.night, setup.conditions.badWeather, -1, {}});
    const BattleSetup fielded = fieldedSetup(setup).setup;
    QString html;
    for (int s = 0; s < 2; ++s) {
        const SideSetup &side = setup.sides.at(size_t(s));
        const SideStrength &strength = c.sides.at(size_t(s));
        html += QStringLiteral("<h3>%1</h3>").arg(sideLabel(setup, s).toHtmlEscaped());
        html += tr("<p><b>TS %1</b><br>%2</p>").arg(formatTs(strength.ts), lines(strength.tsBreakdown.steps));
        html += tr("<p><b>Basic Strategy Modifier %1</b><br>%2</p>")
                    .arg(formatModifier(strength.basicStrategyModifier), lines(strength.bsmBreakdown.steps));
        html += tr("<p>Defense Bonus: %1</p>").arg(side.defenseBonus > 0 ? formatModifier(side.defenseBonus) : tr("none"));
        if (setup.special.situation != SpecialSituation::None)
            html += tr("<p><i>Defense Bonus by the special situation:</i><br>%1</p>")
                        .arg(lines(defenseBonusBreakdown(setup, s).steps));
        const QList<ElementNote> out = elementsSittingOut(setup, s);
        if (!out.isEmpty()) {
            QStringList rows;
            for (const ElementNote &note : out)
                rows << tr("%1: %2").arg(side.elements.value(note.element).label.toHtmlEscaped(),
                                         note.role.reason.toHtmlEscaped());
            html += tr("<p><b>Sitting out:</b><br>%1</p>").arg(rows.join(QStringLiteral("<br>")));
        }
        // Of the combatants, as the battle will count them.
        const SideSetup &fighting = fielded.sides.at(size_t(s));
        if (const auto penalty = impetuousLeadershipPenalty(fighting))
            html += tr("<p>Impetuous elements %1%: +1 in the first round for Attack, All-Out Attack or Raid; any other "
                       "choice needs a Leadership roll at -%2.</p>")
                        .arg(qRound(impetuousPercent(fighting)))
                        .arg(*penalty);
        if (const auto penalty = fanaticLeadershipPenalty(fighting))
            html += tr("<p>Fanatic elements %1%: Full Retreat or Parley needs a Leadership roll at -%2.</p>")
                        .arg(qRound(fanaticPercent(fighting)))
                        .arg(*penalty);
        if (const auto chance = revoltChance(fighting))
            html += tr("<p>Disloyal elements %1% of TS: they revolt on 3d %2 or less.</p>")
                        .arg(qRound(disloyalPercent(fighting)))
                        .arg(*chance);
        if (setup.start.startsConfused(s))
            html += tr("<p><b>Confused</b> in the first round: Rally or Full Retreat only.</p>");
        html += tr("<p><i>%1's commander knows of the enemy:</i><br>%2</p>")
                    .arg(sideLabel(setup, s).toHtmlEscaped(), lines(initialIntelligence(setup, s)));
        if (const QStringList estimate = reconnaissanceEstimate(setup, s); !estimate.isEmpty())
            html += tr("<p><i>%1's scouts estimate (within 25%):</i><br>%2</p>")
                        .arg(sideLabel(setup, s).toHtmlEscaped(), lines(estimate));
    }
    const qint64 smaller = std::min(combatantCount(setup, 0), combatantCount(setup, 1));
    html += tr("<p>Each round lasts %1 minutes (%2 elements in the smaller force).</p>")
                .arg(battleRoundMinutes(setup))
                .arg(smaller);
    m_text->setHtml(html);
    // The forecast of the battle as set up, before the Disloyal check and the first round.
    if (const auto engine = BattleEngine::create(setup))
        m_forecast->setBattle(*engine, {});
    else
        m_forecast->showNothing(engine.error().message);
}

bool BeforePage::validatePage()
{
    const Status started = m_wizard->startBattle(m_wizard->draftSetup());
    if (!started)
        m_text->append(QStringLiteral("<p style='color:%1'>%2</p>")
                           .arg(errorTextColor(m_text->palette()).name(), started.error().message.toHtmlEscaped()));
    return started.ok();
}

} // namespace muster
