// The test-only coin-flip rule set's window: the shared battle window with a coin (a d2, typed or rolled) and a
// Flip button in the middle. Like CoinRuleSet, it plugs in through the registry alone.

#pragma once

#include "CoinRuleSet.h"

#include "battle/BattleUi.h"
#include "battle/BattleWindow.h"
#include "battle/RollField.h"

#include <QPushButton>
#include <QVBoxLayout>

namespace coins {

class CoinPlay : public BattlePlay
{
public:
    explicit CoinPlay(BattleWindow *window) : m_window(window), m_coin(RollField::die(2)), m_flip(new QPushButton(QStringLiteral("&Flip")))
    {
        m_coin->setObjectName(QStringLiteral("coin"));
        m_flip->setObjectName(QStringLiteral("flip"));
        auto *layout = new QVBoxLayout(this);
        layout->addWidget(m_coin);
        layout->addWidget(m_flip);
        layout->addStretch();
        QObject::connect(m_flip, &QPushButton::clicked, this, [this] {
            if (!m_coin->isAcceptable())
                return;
            const int face = m_coin->valueOrRoll(m_window->dice()); // 1: heads wins the flip, 2: tails
            m_window->takeStep([face](BattleSession &session) { static_cast<CoinSession &>(session).flip(face - 1); });
            m_coin->setTypedValue(std::nullopt);
        });
    }

    void showStep() override { m_flip->setEnabled(m_window->session().status() == BattleStatus::InProgress); }

private:
    BattleWindow *m_window;
    RollField *m_coin;
    QPushButton *m_flip;
};

class CoinBattleUi : public BattleUi
{
public:
    QString ruleSetId() const override { return QStringLiteral("coins"); }
    void newBattle(CampaignDocument *document, QWidget *parent) const override
    {
        BattleWindow::open(document, std::make_unique<CoinSession>(QStringLiteral("Coin battle"), QList<int>{}),
                           StoredBattle{}, makePlay, parent);
    }
    Status openBattle(CampaignDocument *document, const StoredBattle &stored, QWidget *parent) const override
    {
        return BattleWindow::resume(document, stored, makePlay, parent);
    }

private:
    static BattlePlay *makePlay(BattleWindow *window) { return new CoinPlay(window); }
};

} // namespace coins
