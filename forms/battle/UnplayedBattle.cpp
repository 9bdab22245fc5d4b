#include "UnplayedBattle.h"

#include "CampaignDocument.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace muster {

// The texts keep the context of the GURPS battle dialog, where they were first written and translated.
bool closeUnplayedBattle(QWidget *window, CampaignDocument *document, qint64 battleId, const QString &battleName)
{
    QMessageBox ask(QMessageBox::Question, QCoreApplication::translate("muster::BattleWizard", "Close the Battle"),
                    QCoreApplication::translate("muster::BattleWizard",
                                                "No round of \"%1\" has been resolved yet. Keep the battle to resume "
                                                "it from the Battles panel, or discard it?")
                        .arg(battleName),
                    QMessageBox::NoButton, window);
    ask.setObjectName(QStringLiteral("closeUnplayedBattle"));
    QPushButton *keep = ask.addButton(QCoreApplication::translate("muster::BattleWizard", "&Keep for Later"),
                                      QMessageBox::AcceptRole);
    keep->setObjectName(QStringLiteral("keepBattle"));
    QPushButton *discard = ask.addButton(QCoreApplication::translate("muster::BattleWizard", "&Discard Battle"),
                                         QMessageBox::DestructiveRole);
    discard->setObjectName(QStringLiteral("discardBattle"));
    discard->setToolTip(
        QCoreApplication::translate("muster::BattleWizard", "Remove the battle from the campaign; Edit > Undo brings it back"));
    ask.addButton(QMessageBox::Cancel);
    ask.setDefaultButton(keep);
    ask.exec();
    if (ask.clickedButton() == discard) {
        if (Status s = document->discardUnplayedBattles({battleId}); !s) {
            QMessageBox::warning(window, QCoreApplication::translate("muster::BattleWizard", "Close the Battle"),
                                 s.error().message);
            return false;
        }
        return true;
    }
    return ask.clickedButton() == keep;
}

} // namespace muster
