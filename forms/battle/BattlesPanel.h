#pragma once

#include "print/PrintedDocument.h"

#include <QList>
#include <QWidget>

#include <functional>
#include <optional>

class QTableView;
class QPushButton;

namespace muster {

class BattlesModel;
class CampaignDocument;

// The Battles view: every battle saved in the campaign, whatever its rule set, to resume, report on or delete;
// new ones; and the commands each rule set adds of its own.
class BattlesPanel : public QWidget
{
    Q_OBJECT

public:
    explicit BattlesPanel(QWidget *parent = nullptr);
    void setDocument(CampaignDocument *document);
    QTableView *view() const { return m_view; }

    CampaignDocument *document() const { return m_document; }

    // Asks for the rule set when the program has more than one, then opens that rule set's new battle window.
    void newBattle();
    // Opens the battle's window where it was left, under the battle's own rule set.
    void resumeBattle(qint64 battleId);
    void exportReport(qint64 battleId);
    // Where the file dialog suggests a battle's report (HTML, or "pdf"): named after the battle, beside the campaign
    // file.
    QString suggestedReportPath(qint64 battleId, const QString &extension = QStringLiteral("html")) const;
    // The battle's report for paper; nothing (and `failed`) when it cannot be restored.
    std::optional<PrintedDocument> reportDocument(qint64 battleId);
    void deleteBattle(qint64 battleId);
    // Every battle started but left before a round was resolved, dropped as one undoable step.
    void discardUnplayed();
    qint64 currentBattleId() const;
    void select(qint64 battleId);

signals:
    void failed(const QString &message);
    void exported(const QString &path);

private:
    void updateButtons();
    CampaignDocument *m_document = nullptr;
    BattlesModel *m_model;
    QTableView *m_view;
    QPushButton *m_new;
    // The rule sets' own commands (GURPS: Three-Way, Subordinate Command, Second Pitched Battle).
    QList<std::function<void()>> m_ruleSetCommandUpdates;
    QPushButton *m_resume;
    QPushButton *m_report;
    QPushButton *m_print;
    QPushButton *m_delete;
    QPushButton *m_discard;
};

} // namespace muster
