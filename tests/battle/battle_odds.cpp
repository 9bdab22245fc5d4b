// Exact odds of the Quick Contest of Strategy ("4. Battle Strategy Roll", "Winning the Contest of
// Strategy" of GURPS Mass Combat; ruling "Quick Contests") and the strategy matrix.
// Expected values are counted by hand from the 3d6 table: ways to roll 3..18 are 1 3 6 10 15 21 25 27 27
// 25 21 15 10 6 3 1, so a pair of rolls has 216 x 216 = 46,656 equally likely outcomes, and side 0 wins
// by a raw margin d (equal skills) in sum over r of ways(r) x ways(r + d) of them.

#include "RuleTestSupport.h"

#include "battle/gurps/Odds.h"

#include <memory>

using namespace battletest;

namespace {

constexpr double pairs = 46656.0;

ContestOdds oddsOf(StrategyChoice a, int skillA, StrategyChoice b, int skillB, int earlierIndirect = 0)
{
    return contestOdds({Contestant{a, skillA, 0, earlierIndirect}, Contestant{b, skillB, 0, 0}});
}

const MatrixCell *cellFor(const QList<MatrixCell> &cells, BattleStrategy row, BattleStrategy column)
{
    for (const MatrixCell &cell : cells) {
        if (cell.row == plain(row) && cell.column == plain(column))
            return &cell;
    }
    return nullptr;
}

} // namespace

class OddsTest : public QObject
{
    Q_OBJECT

private slots:
    // Every outcome is a win for one side or a tie; the bands split each side's wins.
    void sumsToOne_data()
    {
        QTest::addColumn<int>("a");
        QTest::addColumn<int>("b");
        QTest::addColumn<BattleStrategy>("strategy");
        QTest::newRow("10 vs 10") << 10 << 10 << BattleStrategy::Attack;
        QTest::newRow("12 vs 10") << 12 << 10 << BattleStrategy::Attack;
        QTest::newRow("3 vs 18") << 3 << 18 << BattleStrategy::IndirectAttack;
        QTest::newRow("-5 vs 25") << -5 << 25 << BattleStrategy::Skirmish;
        QTest::newRow("20 vs 0") << 20 << 0 << BattleStrategy::IndirectAttack;
    }
    void sumsToOne()
    {
        QFETCH(int, a);
        QFETCH(int, b);
        QFETCH(BattleStrategy, strategy);
        const ContestOdds odds = oddsOf(plain(strategy), a, plain(BattleStrategy::Attack), b);
        QCOMPARE(rounded(odds.win[0] + odds.win[1] + odds.tie), 1.0);
        for (int s = 0; s < 2; ++s) {
            double bands = 0;
            for (double p : odds.bands.at(size_t(s)))
                bands += p;
            QCOMPARE(rounded(bands), rounded(odds.win.at(size_t(s))));
        }
    }

    // Equal skills: a tie when both roll the same, sum of ways(r)^2 = 4,332; the rest split evenly.
    void equalSkills()
    {
        const ContestOdds odds = oddsOf(plain(BattleStrategy::Attack), 10, plain(BattleStrategy::Attack), 10);
        QCOMPARE(rounded(odds.tie), rounded(4332 / pairs));
        QCOMPARE(rounded(odds.win[0]), rounded((46656 - 4332) / 2 / pairs));
        QCOMPARE(rounded(odds.win[1]), rounded(odds.win[0]));
        // Skills 12 and 10 tie when the first rolls 2 more: sum of ways(r) x ways(r + 2) = 3,906.
        QCOMPARE(rounded(oddsOf(plain(BattleStrategy::Attack), 12, plain(BattleStrategy::Attack), 10).tie), rounded(3906 / pairs));
    }

    // Combat Results Table bands at 10 vs 10 with Attack: margins 1, 2, 3 happen in 4,221, 3,906 and
    // 3,431 ways; 15+ only as 3 against 18 (1 way); 20+ never.
    void bandsByHand()
    {
        const ContestOdds odds = oddsOf(plain(BattleStrategy::Attack), 10, plain(BattleStrategy::Attack), 10);
        QCOMPARE(rounded(odds.bands[0][1]), rounded((4221 + 3906 + 3431) / pairs));
        QCOMPARE(rounded(odds.bands[0][5]), rounded(1 / pairs));
        QCOMPARE(odds.bands[0][6], 0.0);
        QCOMPARE(odds.bands[0][0], 0.0);
    }

    // "Indirect Attack" doubles the margin: the chance of winning is the same, but it moves to higher
    // bands. Only a margin of 1 stays in 1-3; margins of 10 to 15 (252 + 126 + 56 + 21 + 6 + 1 = 462 ways)
    // reach 20+. The second time (x1.5, up) margins 1 and 2 stay in 1-3.
    void indirectDoubling()
    {
        const ContestOdds attack = oddsOf(plain(BattleStrategy::Attack), 10, plain(BattleStrategy::Attack), 10);
        const ContestOdds indirect = oddsOf(plain(BattleStrategy::IndirectAttack), 10, plain(BattleStrategy::Attack), 10);
        QCOMPARE(rounded(indirect.win[0]), rounded(attack.win[0]));
        QCOMPARE(rounded(indirect.bands[0][1]), rounded(4221 / pairs));
        QCOMPARE(rounded(indirect.bands[0][6]), rounded(462 / pairs));
        QCOMPARE(indirect.bands[1], attack.bands[1]); // the other side's wins are not doubled
        const ContestOdds again = oddsOf(plain(BattleStrategy::IndirectAttack), 10, plain(BattleStrategy::Attack), 10, 1);
        QCOMPARE(rounded(again.bands[0][1]), rounded((4221 + 3906) / pairs));
        // "Skirmish" halves: a margin of 1 becomes 0, the table's first row.
        const ContestOdds skirmish = oddsOf(plain(BattleStrategy::Skirmish), 10, plain(BattleStrategy::Attack), 10);
        QCOMPARE(rounded(skirmish.bands[0][0]), rounded(4221 / pairs));
    }

    // The Battle of Drake's Cross, round 1: 13 against 12 ties when Sir Richard rolls one more than
    // Strykland: 4,221 ways.
    void drakesCrossRoundOne()
    {
        BattleEngine engine = engineFor(drakesCross());
        QCOMPARE(applyAll(engine, {openRound({1, 3}, {0}, {std::nullopt, 9}),
                                   strategies(BattleStrategy::Defense, BattleStrategy::IndirectAttack, 8)}),
                 QString());
        const ContestOdds odds = engine.roundOdds();
        QCOMPARE(rounded(odds.tie), rounded(4221 / pairs));
        QVERIFY(odds.win[0] > odds.win[1]);
    }

    // "Impetuous" in the matrix of the first round: Red (20% Impetuous, Leadership-12) gets +1 for Attack;
    // for Defense its roll against 10 succeeds half the time (0) and fails half the time (-2), so Defense
    // is 13 or 11 against 12. Either way the skills differ by 1: a tie in 4,221 ways, and the two halves
    // of the remaining chance add up to exactly half of it.
    void impetuousInTheMatrix()
    {
        BattleSetup setup = plainBattle();
        setup.sides[0].elements = {troops(infantry, 8, 10),
                                   with(troops(QStringLiteral("Clansmen"), 2, 10), [](BattleElement &e) { e.impetuous = true; })};
        BattleEngine engine = engineFor(setup);
        QCOMPARE(applyAll(engine, {openRound({}, {})}), QString());
        const QList<MatrixCell> cells = engine.strategyMatrix();
        const MatrixCell *defense = cellFor(cells, BattleStrategy::Defense, BattleStrategy::Attack);
        QCOMPARE(defense->skills, (std::array<int, 2>{13, 12}));
        QCOMPARE(rounded(defense->tie), rounded(4221 / pairs));
        QCOMPARE(rounded(defense->win[0]), rounded((1 - 4221 / pairs) / 2));
        const MatrixCell *attack = cellFor(cells, BattleStrategy::Attack, BattleStrategy::Attack);
        QCOMPARE(attack->skills, (std::array<int, 2>{13, 12}));
        QVERIFY(attack->win[0] > defense->win[0]);
    }

    // The strategy matrix covers every pair of legal strategies once; Talks and No Battle are no contest;
    // a Stalemate is fought as Skirmish against Skirmish; a Parley is counted as refused (Defense at -1).
    void strategyMatrix()
    {
        BattleEngine engine = engineFor(plainBattle());
        QCOMPARE(applyAll(engine, {openRound({}, {})}), QString());
        const QList<StrategyChoice> legal0 = engine.legalChoices(0), legal1 = engine.legalChoices(1);
        QCOMPARE(legal0.size(), 12);
        const QList<MatrixCell> cells = engine.strategyMatrix();
        QCOMPARE(cells.size(), legal0.size() * legal1.size());
        for (const StrategyChoice &row : legal0) {
            for (const StrategyChoice &column : legal1) {
                const MatrixCell *cell = cellFor(cells, row.strategy, column.strategy);
                QVERIFY(cell);
                if (cell->special == SpecialCase::Talks || cell->special == SpecialCase::NoBattle) {
                    QCOMPARE(cell->win[0] + cell->win[1] + cell->tie, 0.0);
                    continue;
                }
                QCOMPARE(rounded(cell->win[0] + cell->win[1] + cell->tie), 1.0);
            }
        }
        QCOMPARE(cellFor(cells, BattleStrategy::Parley, BattleStrategy::Parley)->special, SpecialCase::Talks);
        QCOMPARE(cellFor(cells, BattleStrategy::FullRetreat, BattleStrategy::Defense)->special, SpecialCase::NoBattle);
        QCOMPARE(cellFor(cells, BattleStrategy::Defense, BattleStrategy::FightingRetreat)->special, SpecialCase::NoBattle);
        const MatrixCell *stalemate = cellFor(cells, BattleStrategy::Defense, BattleStrategy::AllOutDefense);
        QCOMPARE(stalemate->special, SpecialCase::Stalemate);
        QCOMPARE(stalemate->skills, (std::array<int, 2>{14, 14}));
        QCOMPARE(rounded(stalemate->tie), rounded(4332 / pairs));
        QCOMPARE(cellFor(cells, BattleStrategy::Parley, BattleStrategy::Attack)->skills, (std::array<int, 2>{12, 12}));
        const MatrixCell *fullRetreat = cellFor(cells, BattleStrategy::FullRetreat, BattleStrategy::AllOutAttack);
        QCOMPARE(fullRetreat->special, SpecialCase::None);
        QCOMPARE(fullRetreat->skills, (std::array<int, 2>{20, 14}));
        const MatrixCell *even = cellFor(cells, BattleStrategy::Attack, BattleStrategy::Attack);
        QCOMPARE(rounded(even->win[0]), rounded((46656 - 4332) / 2 / pairs));
    }
};

std::unique_ptr<QObject> newOddsTest()
{
    return std::make_unique<OddsTest>();
}

#include "battle_odds.moc"
