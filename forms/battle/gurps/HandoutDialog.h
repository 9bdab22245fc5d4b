#pragma once

#include "battle/gurps/BattleSetup.h"
#include "print/PrintedDocument.h"

#include <QDialog>

class QComboBox;
class QTextBrowser;

namespace muster {

// A player handout (GURPS Mass Combat, "Initial Intelligence" and "Winning Initiative"): what one side's commander
// knows of the enemy before the battle, to show at the table, print or write as a PDF. The GM picks the side.
class HandoutDialog : public QDialog
{
    Q_OBJECT

public:
    // `pdfFolder`: where Export as PDF... starts (the campaign's folder).
    HandoutDialog(const gurps::BattleSetup &setup, const QString &pdfFolder, QWidget *parent = nullptr);
    void setSide(int side);
    PrintedDocument document() const; // the shown side's handout

private:
    void showSide();
    gurps::BattleSetup m_setup;
    QComboBox *m_side;
    QTextBrowser *m_text;
};

} // namespace muster
