#include "HandoutDialog.h"

#include "TextExport.h"
#include "WindowGeometry.h"
#include "battle/gurps/Handout.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QMessageBox>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace muster {

using namespace gurps;

HandoutDialog::HandoutDialog(const BattleSetup &setup, const QString &pdfFolder, QWidget *parent)
    : QDialog(parent), m_setup(setup), m_side(new QComboBox), m_text(new QTextBrowser)
{
    setObjectName(QStringLiteral("handoutDialog"));
    setWindowTitle(tr("Player Handout"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_side->setObjectName(QStringLiteral("handoutSide"));
    for (int s = 0; s < 2; ++s)
        m_side->addItem(setup.sides.at(size_t(s)).name.isEmpty() ? tr("Side %1").arg(s + 1)
                                                                  : setup.sides.at(size_t(s)).name);
    form->addRow(tr("&For:"), m_side);
    layout->addLayout(form);
    m_text->setObjectName(QStringLiteral("handoutText"));
    layout->addWidget(m_text, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    auto *print = buttons->addButton(tr("&Print"), QDialogButtonBox::ActionRole);
    print->setObjectName(QStringLiteral("printHandout"));
    print->setToolTip(tr("Print this handout, or write it as a PDF to give to the player"));
    print->setMenu(makePrintMenu(
        this, {[this] { return std::optional(document()); },
               [this, pdfFolder] {
                   const QString name = exportFileName(tr("%1 handout for %2").arg(m_setup.name, m_side->currentText()),
                                                       QStringLiteral("pdf"), tr("handout"));
                   return pdfFolder.isEmpty() ? name : QDir(pdfFolder).filePath(name);
               },
               [this](const QString &message) { QMessageBox::warning(this, windowTitle(), message); }, [](const QString &) {}}));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_side, &QComboBox::currentIndexChanged, this, &HandoutDialog::showSide);
    showSide();
    fitToScreen(this, QSize(640, 560));
}

void HandoutDialog::setSide(int side)
{
    m_side->setCurrentIndex(side);
}

PrintedDocument HandoutDialog::document() const
{
    const PlayerHandout handout = playerHandout(m_setup, m_side->currentIndex());
    return {tr("Player handout for %1").arg(m_side->currentText()), m_setup.name, playerHandoutHtml(handout)};
}

void HandoutDialog::showSide()
{
    m_text->setHtml(playerHandoutHtml(playerHandout(m_setup, m_side->currentIndex())));
}

} // namespace muster
