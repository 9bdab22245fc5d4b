#pragma once

#include "battle/d20/Steps.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace muster {

class CampaignDocument;
class D20ArmyEditor;
class D20BoardView;

// The set-up of a d20 strategic combat: the battle's name and rule options, the board (its size, its tiles' size and
// the terrain the GM paints on it), which army acts first, and the two armies. Each army gets a reinforcement zone
// along its edge of the board and its units deployed in front of it, facing the enemy; the preview shows them, and the
// GM drags a token to place it elsewhere or right-clicks it to turn it.
class D20SetupDialog : public QDialog
{
    Q_OBJECT

public:
    D20SetupDialog(const CampaignDocument *document, QWidget *parent = nullptr);

    d20::BattleSetup setup() const;
    D20ArmyEditor *armyEditor(int army) const { return m_armies[army]; }
    D20BoardView *preview() const { return m_preview; }
    void accept() override;

private:
    void refreshPreview();

    QLineEdit *m_name;
    QSpinBox *m_columns;
    QSpinBox *m_rows;
    QSpinBox *m_tileFeet;
    QComboBox *m_first;
    QCheckBox *m_naturalOne;
    QSpinBox *m_moraleDc;
    QLineEdit *m_terrainKind;
    QPushButton *m_paint;
    D20BoardView *m_preview;
    D20ArmyEditor *m_armies[2];
    QList<d20::TerrainTile> m_terrain;
    // Where the GM placed or turned units on the preview, by army and unit name, over the deployment.
    QMap<std::pair<int, QString>, d20::Tile> m_placed;
    QMap<std::pair<int, QString>, int> m_turned;
    d20::BattleSetup m_shown;
    QLabel *m_error;
};

// Where a new battle puts each army: a reinforcement zone of two columns along its edge, its units in a column in
// front of it (more columns when they do not fit), centred, facing the other army.
void deploy(d20::BattleSetup &setup);

} // namespace muster
