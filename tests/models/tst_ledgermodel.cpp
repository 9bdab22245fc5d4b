// The ledger model of a treasury (issue 4, "a ledger view with filters"): QAbstractItemModelTester,
// the running balance that counts filtered-out entries too, the filters (category, date range, force,
// text), names for forces and elements, and the roles a view sorts and colours by.

#include "models_test_helpers.h"

#include "economy/Treasury.h"
#include "models/LedgerModel.h"
#include "models/ModelEnums.h"
#include "models/TextColors.h"

#include <QAbstractItemModelTester>
#include <QBrush>
#include <QGuiApplication>
#include <QPalette>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QtTest>

using namespace muster;

namespace {

Money dollars(qint64 amount)
{
    return Money::fromCents(amount * 100);
}

LedgerEntry entry(CampaignDate date, LedgerCategory category, qint64 amount, qint64 force, qint64 line,
                  const QString &description)
{
    LedgerEntry e;
    e.date = date;
    e.category = category;
    e.amount = dollars(amount);
    e.forceId = force;
    e.lineId = line;
    e.description = description;
    return e;
}

// A war chest of $20K and five bookings over two months; the balances after them are
// $70K, $40K, $30K, $35K and $23K.
Treasury greyhollow()
{
    Treasury treasury;
    treasury.name = QStringLiteral("Greyhollow");
    treasury.warChest = dollars(20'000);
    treasury.restore(
        entry({1203, 1, 1}, LedgerCategory::Revenue, 50'000, 0, 0, QStringLiteral("Tax of Greyhollow")));
    treasury.restore(
        entry({1203, 1, 5}, LedgerCategory::Raise, -30'000, 1, 11, QStringLiteral("Raise Knights")));
    treasury.restore(entry({1203, 1, 31}, LedgerCategory::Maintain, -10'000, 1, 0,
                           QStringLiteral("Maintenance, January")));
    treasury.restore(
        entry({1203, 2, 1}, LedgerCategory::Loot, 5'000, 2, 0, QStringLiteral("Loot of Drake's Cross")));
    treasury.restore(entry({1203, 2, 28}, LedgerCategory::Maintain, -12'000, 2, 21,
                           QStringLiteral("MAINTENANCE, February")));
    return treasury;
}

QStringList column(const LedgerModel &model, int column)
{
    QStringList texts;
    for (int row = 0; row < model.rowCount(); ++row)
        texts << model.index(row, column).data().toString();
    return texts;
}

QList<qint64> balances(const LedgerModel &model)
{
    QList<qint64> cents;
    for (int row = 0; row < model.rowCount(); ++row)
        cents << model.index(row, LedgerColumn::Balance).data(role(Role::SortValue)).toLongLong();
    return cents;
}

QList<qint64> inDollars(std::initializer_list<qint64> amounts)
{
    QList<qint64> cents;
    for (qint64 amount : amounts)
        cents << amount * 100;
    return cents;
}

// The Greyhollow ledger in a model that QAbstractItemModelTester watches.
struct Fixture
{
    Treasury treasury = greyhollow();
    Calendar calendar;
    LedgerModel model;
    QAbstractItemModelTester tester{&model, QAbstractItemModelTester::FailureReportingMode::QtTest};

    Fixture() { refresh(); }
    void refresh() { model.setLedger(&treasury.ledger(), &calendar, treasury.warChest); }
};

} // namespace

class TstLedgerModel : public ModelsTestCase
{
    Q_OBJECT

private slots:
    void passesTheModelTester()
    {
        Fixture f;
        LedgerModel &model = f.model;
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.columnCount(), int(LedgerColumn::ColumnCount));
        LedgerFilter filter;
        filter.categories = {LedgerCategory::Maintain};
        model.setFilter(filter);
        model.setNames({{{1, QStringLiteral("Sir Richard's force")}}, {}});
        model.setFilter({});
        model.setLedger(nullptr, nullptr, Money());
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.headerData(LedgerColumn::Balance, Qt::Horizontal).toString(),
                 QStringLiteral("Balance"));
    }

    void runningBalanceMatchesTheTreasury()
    {
        Fixture f;
        LedgerModel &model = f.model;
        QCOMPARE(balances(model), inDollars({70'000, 40'000, 30'000, 35'000, 23'000}));
        QCOMPARE(model.balanceAt(4), f.treasury.balance());
        QCOMPARE(column(model, LedgerColumn::Balance),
                 QStringList({QStringLiteral("$70K"), QStringLiteral("$40K"), QStringLiteral("$30K"),
                              QStringLiteral("$35K"), QStringLiteral("$23K")}));
        QCOMPARE(column(model, LedgerColumn::Amount).at(1), QStringLiteral("-$30K"));
        QCOMPARE(column(model, LedgerColumn::Date).at(2), f.calendar.format({1203, 1, 31}));
        QCOMPARE(column(model, LedgerColumn::Category).at(0), ledgerCategoryName(LedgerCategory::Revenue));
    }

    void refreshedAfterABooking()
    {
        Fixture f;
        LedgerModel &model = f.model;
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        const LedgerEntry booked = *f.treasury.book(
            entry({1203, 3, 1}, LedgerCategory::Hire, -3'000, 0, 0, QStringLiteral("Scouts")));
        f.refresh();
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(model.entryIdAt(5), booked.id);
        QCOMPARE(model.balanceAt(5), f.treasury.balance());
    }

    // The balance after a shown entry counts the entries the filter hides.
    void filtersKeepTheRunningBalance_data()
    {
        QTest::addColumn<LedgerFilter>("filter");
        QTest::addColumn<QStringList>("descriptions");
        QTest::addColumn<QList<qint64>>("balances");

        LedgerFilter maintenance;
        maintenance.categories = {LedgerCategory::Maintain};
        QTest::newRow("category") << maintenance
                                  << QStringList{QStringLiteral("Maintenance, January"),
                                                 QStringLiteral("MAINTENANCE, February")}
                                  << inDollars({30'000, 23'000});
        LedgerFilter income;
        income.categories = {LedgerCategory::Revenue, LedgerCategory::Loot};
        QTest::newRow("two categories")
            << income
            << QStringList{QStringLiteral("Tax of Greyhollow"), QStringLiteral("Loot of Drake's Cross")}
            << inDollars({70'000, 35'000});
        LedgerFilter january;
        january.from = CampaignDate{1203, 1, 2};
        january.to = CampaignDate{1203, 1, 31};
        QTest::newRow("date range") << january
                                    << QStringList{QStringLiteral("Raise Knights"),
                                                   QStringLiteral("Maintenance, January")}
                                    << inDollars({40'000, 30'000});
        LedgerFilter force;
        force.forceId = 2;
        QTest::newRow("force") << force
                               << QStringList{QStringLiteral("Loot of Drake's Cross"),
                                              QStringLiteral("MAINTENANCE, February")}
                               << inDollars({35'000, 23'000});
        LedgerFilter text;
        text.text = QStringLiteral("maintenance");
        QTest::newRow("text, ignoring case")
            << text
            << QStringList{QStringLiteral("Maintenance, January"), QStringLiteral("MAINTENANCE, February")}
            << inDollars({30'000, 23'000});
        LedgerFilter nothing;
        nothing.text = QStringLiteral("dragon");
        QTest::newRow("nothing matches") << nothing << QStringList() << QList<qint64>();
    }

    void filtersKeepTheRunningBalance()
    {
        QFETCH(LedgerFilter, filter);
        QFETCH(QStringList, descriptions);
        QFETCH(QList<qint64>, balances);
        Fixture f;
        LedgerModel &model = f.model;
        model.setFilter(filter);
        QCOMPARE(column(model, LedgerColumn::Description), descriptions);
        QCOMPARE(::balances(model), balances);
        QCOMPARE(model.shownEntries(), f.treasury.ledger().filtered(filter));
    }

    void namesForForcesAndElements()
    {
        Fixture f;
        LedgerModel &model = f.model;
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        LedgerNames names;
        names.forces.insert(1, QStringLiteral("Sir Richard's force"));
        names.lines.insert(11, QStringLiteral("Knights"));
        model.setNames(names);
        QCOMPARE(changed.count(), 1);
        // No force: empty; a force without a name: its id.
        QCOMPARE(
            column(model, LedgerColumn::Force),
            QStringList({QString(), QStringLiteral("Sir Richard's force"),
                         QStringLiteral("Sir Richard's force"), QStringLiteral("2"), QStringLiteral("2")}));
        QCOMPARE(
            column(model, LedgerColumn::Element),
            QStringList({QString(), QStringLiteral("Knights"), QString(), QString(), QStringLiteral("21")}));
        QCOMPARE(model.index(1, LedgerColumn::Force).data(role(Role::ForceId)).toLongLong(), 1);
        QCOMPARE(model.index(1, LedgerColumn::Element).data(role(Role::LineId)).toLongLong(), 11);
    }

    void expensesInRedAndRightAligned()
    {
        Fixture f;
        LedgerModel &model = f.model;
        const QModelIndex income = model.index(0, LedgerColumn::Amount);
        const QModelIndex expense = model.index(1, LedgerColumn::Amount);
        QVERIFY(!income.data(Qt::ForegroundRole).isValid());
        // The palette's error red (models/TextColors.h), readable on a light or a dark background.
        const QColor red = errorTextColor(QGuiApplication::palette());
        QCOMPARE(expense.data(Qt::ForegroundRole).value<QBrush>().color(), red);
        QCOMPARE(expense.data(Qt::TextAlignmentRole).toInt(), int(Qt::AlignRight | Qt::AlignVCenter));
        QCOMPARE(model.index(1, LedgerColumn::Balance).data(Qt::TextAlignmentRole).toInt(),
                 int(Qt::AlignRight | Qt::AlignVCenter));
        QCOMPARE(expense.data(Qt::ToolTipRole).toString(), dollars(-30'000).toLongString());
        QCOMPARE(model.index(2, LedgerColumn::Balance).data(Qt::ToolTipRole).toString(),
                 dollars(30'000).toLongString());

        // An overdrawn treasury shows its balance in red too.
        model.setLedger(&f.treasury.ledger(), &f.calendar, dollars(-100'000));
        QCOMPARE(model.index(0, LedgerColumn::Balance).data(Qt::ForegroundRole).value<QBrush>().color(), red);
    }

    void sortsByValueAndKnowsTheEntry()
    {
        Fixture f;
        LedgerModel &model = f.model;
        for (int row = 0; row < model.rowCount(); ++row) {
            QCOMPARE(model.index(row, LedgerColumn::Description).data(role(Role::LedgerEntryId)).toLongLong(),
                     f.treasury.ledger().entries().at(row).id);
        }
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(role(Role::SortValue));
        proxy.sort(LedgerColumn::Amount);
        QCOMPARE(proxy.index(0, LedgerColumn::Amount).data().toString(), QStringLiteral("-$30K"));
        QCOMPARE(proxy.index(4, LedgerColumn::Amount).data().toString(), QStringLiteral("$50K"));
        // Dates sort by the calendar, not by the month's name ("February" < "January").
        proxy.sort(LedgerColumn::Date, Qt::DescendingOrder);
        QCOMPARE(proxy.index(0, LedgerColumn::Description).data().toString(),
                 QStringLiteral("MAINTENANCE, February"));
        QCOMPARE(proxy.index(4, LedgerColumn::Description).data().toString(),
                 QStringLiteral("Tax of Greyhollow"));
        proxy.sort(LedgerColumn::Balance);
        QCOMPARE(proxy.index(0, LedgerColumn::Balance).data().toString(), QStringLiteral("$23K"));
    }
};

std::unique_ptr<QObject> newTstLedgerModel()
{
    return std::make_unique<TstLedgerModel>();
}

#include "tst_ledgermodel.moc"
