// Performance target of the d20 tile board, measured with QBENCHMARK (run by hand, never in CI): a full repaint of a
// 60 x 40 board with 200 units, terrain on a tenth of its tiles and a selected ranged unit's arc, < 16 ms: the whole
// board fitted into a 1280 x 860 view, as the battle window shows it, and at full size (48 pixels a tile).
#include "battle/d20/D20BoardView.h"
#include "battle/d20/D20Battle.h"

#include <QImage>
#include <QPainter>
#include <QtTest>

using namespace muster;
using namespace muster::d20;

namespace {

BattleSetup crowdedBoard()
{
    BattleSetup setup;
    setup.name = QStringLiteral("Crowded");
    setup.board.columns = 60;
    setup.board.rows = 40;
    for (int i = 0; i < 240; ++i)
        setup.board.terrain << TerrainTile{Tile((i * 7) % 60, (i * 13) % 40), i % 2 ? QStringLiteral("forest") : QStringLiteral("hill")};
    for (int a = 0; a < 2; ++a) {
        Army &army = setup.armies[a];
        army.name = a == 0 ? QStringLiteral("West") : QStringLiteral("East");
        army.zones = {a == 0 ? QRect(0, 0, 2, 40) : QRect(58, 0, 2, 40)};
        for (int i = 0; i < 100; ++i) {
            Unit u;
            u.name = QStringLiteral("Unit %1").arg(i);
            u.type = i % 3 == 0 ? UnitType::Ranged : UnitType::Melee;
            u.rangeIncrement = 3;
            u.maxHealth = 20;
            u.health = 5 + i % 15;
            u.conditions = i % 4 ? QStringList{} : QStringList{Condition::winded, Condition::wavering};
            // Face to face in columns 25 to 34, two tiles apart at the front.
            u.position = Tile(a == 0 ? 25 + i / 40 * 2 + (i % 2) : 34 - i / 40 * 2 - (i % 2), i % 40);
            u.facing = a == 0 ? 2 : 6;
            army.units << u;
        }
    }
    return setup;
}

} // namespace

class BenchD20 : public QObject
{
    Q_OBJECT

private slots:
    void fullRepaintOfACrowdedBoard_data()
    {
        QTest::addColumn<double>("scale");
        QTest::addColumn<QSize>("size");
        const double fitted = 860.0 / (40 * D20BoardView::tilePixels);
        QTest::newRow("fitted into 1280 x 860") << fitted << QSize(int(60 * D20BoardView::tilePixels * fitted), 860);
        QTest::newRow("full size, a 1280 x 860 window of it") << 1.0 << QSize(1280, 860);
        QTest::newRow("full size, all of it (2880 x 1920)") << 1.0
                                                            << QSize(60 * D20BoardView::tilePixels, 40 * D20BoardView::tilePixels);
    }
    void fullRepaintOfACrowdedBoard()
    {
        QFETCH(double, scale);
        QFETCH(QSize, size);
        D20Battle battle(crowdedBoard());
        D20BoardView view;
        view.setBattle(&battle);
        view.select(UnitRef{0, 0});
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        QBENCHMARK {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            painter.scale(scale, scale);
            view.renderFull(painter);
        }
        QVERIFY(!image.isNull());
    }
};

QTEST_MAIN(BenchD20)
#include "bench_d20.moc"
