#include "CampaignDocument.h"

#include "catalog/Customization.h"
#include "commands/ForceCommands.h"
#include "commands/LineCommands.h"
#include "commands/TypeCommands.h"
#include "storage/CampaignFile.h"
#include "storage/CampaignRepository.h"

#include <QCoreApplication>

namespace muster {

namespace {

Error unknownForce()
{
    return Error{CampaignDocument::tr("That force no longer exists."), QStringLiteral("force")};
}

} // namespace

CampaignDocument::CampaignDocument(std::unique_ptr<CampaignFile> file, Campaign campaign)
    : m_file(std::move(file)), m_repository(std::make_unique<CampaignRepository>(m_file->database())),
      m_campaign(std::move(campaign)), m_undoStack(new QUndoStack(this))
{
    rebuildFigures();
}

CampaignDocument::~CampaignDocument() = default;

Result<std::unique_ptr<CampaignDocument>> CampaignDocument::open(const QString &path)
{
    auto file = CampaignFile::open(path);
    if (!file)
        return file.error();
    auto campaign = CampaignRepository((*file)->database()).load();
    if (!campaign)
        return campaign.error();
    return std::unique_ptr<CampaignDocument>(
        new CampaignDocument(std::move(file).value(), std::move(campaign).value()));
}

Result<std::unique_ptr<CampaignDocument>> CampaignDocument::create(const QString &path,
                                                                   const QString &campaignName)
{
    auto file = CampaignFile::create(path, campaignName);
    if (!file)
        return file.error();
    Campaign campaign;
    campaign.name = campaignName;
    return std::unique_ptr<CampaignDocument>(
        new CampaignDocument(std::move(file).value(), std::move(campaign)));
}

QString CampaignDocument::path() const
{
    return m_file->path();
}

QString CampaignDocument::backupPath() const
{
    return m_file->backupPath();
}

Status CampaignDocument::saveCopyAs(const QString &path) const
{
    return m_file->copyTo(path);
}

const Force *CampaignDocument::force(qint64 forceId) const
{
    const qsizetype index = m_campaign.indexOfForce(forceId);
    return index < 0 ? nullptr : &m_campaign.forces.at(index);
}

Force *CampaignDocument::mutableForce(qint64 forceId)
{
    const qsizetype index = m_campaign.indexOfForce(forceId);
    return index < 0 ? nullptr : &m_campaign.forces[index];
}

const LineFiguresCache *CampaignDocument::figures(qint64 forceId) const
{
    const auto it = m_figures.constFind(forceId);
    return it == m_figures.constEnd() ? nullptr : &*it;
}

int CampaignDocument::linesUsingType(const QString &typeId) const
{
    int count = 0;
    for (const Force &force : m_campaign.forces) {
        for (const RosterLine &line : force.lines)
            count += line.record.typeId == typeId ? 1 : 0;
    }
    return count;
}

void CampaignDocument::rebuildFigures()
{
    m_figures.clear();
    for (const Force &force : m_campaign.forces)
        m_figures[force.id].rebuild(m_campaign.catalog, force);
}

void CampaignDocument::reportError(const QString &message)
{
    emit errorOccurred(message);
}

// ---- edits -------------------------------------------------------------------------------------

Result<qint64> CampaignDocument::addForce(const QString &name)
{
    if (name.trimmed().isEmpty())
        return Error{tr("A force needs a name."), QStringLiteral("name")};
    Force force;
    force.name = name.trimmed();
    const int index = forceCount();
    m_undoStack->push(new InsertRemoveForceCommand(this, force, index, true));
    // A command whose write failed is obsolete and the stack has deleted it: look at the campaign instead.
    if (forceCount() != index + 1)
        return Error{tr("The force could not be saved."), QStringLiteral("file")};
    return m_campaign.forces.at(index).id;
}

Status CampaignDocument::removeForce(qint64 forceId)
{
    const Force *current = force(forceId);
    if (!current)
        return unknownForce();
    m_undoStack->push(
        new InsertRemoveForceCommand(this, *current, int(m_campaign.indexOfForce(forceId)), false));
    return success();
}

Status CampaignDocument::renameForce(qint64 forceId, const QString &name)
{
    const Force *current = force(forceId);
    if (!current)
        return unknownForce();
    if (name.trimmed().isEmpty())
        return Error{tr("A force needs a name."), QStringLiteral("name")};
    if (name.trimmed() == current->name)
        return success();
    m_undoStack->push(new ForceHeaderCommand(this, forceId, current->name, current->notes, name.trimmed(),
                                             current->notes, tr("Rename force to %1").arg(name.trimmed())));
    return success();
}

Status CampaignDocument::setForceNotes(qint64 forceId, const QString &notes)
{
    const Force *current = force(forceId);
    if (!current)
        return unknownForce();
    if (notes == current->notes)
        return success();
    m_undoStack->push(new ForceHeaderCommand(this, forceId, current->name, current->notes, current->name,
                                             notes, tr("Edit notes of %1").arg(current->name)));
    return success();
}

Status CampaignDocument::setStaff(qint64 forceId, StaffRole role, const StaffMember &member)
{
    const Force *current = force(forceId);
    if (!current)
        return unknownForce();
    for (int skill : member.skills) {
        if (skill < minSkill || skill > maxSkill)
            return Error{tr("Skills range from %1 to %2.").arg(minSkill).arg(maxSkill),
                         QStringLiteral("skill")};
    }
    if (current->member(role) == member)
        return success();
    m_undoStack->push(new StaffCommand(this, forceId, role, current->member(role), member));
    return success();
}

static Status checkLine(const ElementCatalog &catalog, const RosterLine &line)
{
    const ElementType *type = catalog.find(line.record.typeId);
    if (!type)
        return Error{CampaignDocument::tr("Unknown element type \"%1\".").arg(line.record.typeId),
                     QStringLiteral("type")};
    if (line.count < 0)
        return Error{CampaignDocument::tr("The number of elements cannot be negative."),
                     QStringLiteral("count")};
    return Customization::validate(*type, line.record);
}

Result<qint64> CampaignDocument::addLine(qint64 forceId, const RosterLine &line, int row)
{
    const Force *current = force(forceId);
    if (!current)
        return unknownForce();
    if (Status s = checkLine(catalog(), line); !s)
        return s.error();
    Force trial = *current;
    trial.lines.append(line);
    if (Status s = validateForce(trial); !s)
        return s.error();
    if (row < 0 || row > current->lines.size())
        row = int(current->lines.size());
    RosterLine fresh = line;
    fresh.id = 0;
    auto *command = new InsertRemoveLineCommand(this, forceId, fresh, row, true);
    const ElementType *type = catalog().find(line.record.typeId);
    command->setText(tr("Add %1").arg(recordDisplayName(line.record, type)));
    const qsizetype lineCount = current->lines.size();
    m_undoStack->push(command);
    // A command whose write failed is obsolete and the stack has deleted it: look at the force instead.
    const Force *after = force(forceId);
    if (!after || after->lines.size() != lineCount + 1)
        return Error{tr("The line could not be saved."), QStringLiteral("file")};
    return after->lines.at(row).id;
}

Status CampaignDocument::removeLines(qint64 forceId, const QList<qint64> &lineIds)
{
    const Force *current = force(forceId);
    if (!current)
        return unknownForce();
    if (lineIds.isEmpty())
        return success();
    // One undo step for the whole selection; lines are removed from the bottom up so rows stay valid.
    QList<int> rows;
    for (qint64 id : lineIds) {
        const qsizetype row = current->indexOfLine(id);
        if (row >= 0)
            rows << int(row);
    }
    std::sort(rows.begin(), rows.end(), std::greater<int>());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end()); // an id named twice is removed once
    if (rows.isEmpty())
        return success();
    auto *macro = new InsertRemoveLineCommand(this, forceId, RosterLine{}, -1, false);
    macro->setText(tr("Remove %n line(s)", nullptr, int(rows.size())));
    for (int row : rows)
        new InsertRemoveLineCommand(this, forceId, current->lines.at(row), row, false, macro);
    m_undoStack->push(macro);
    return success();
}

Status CampaignDocument::changeLine(qint64 forceId, const RosterLine &line, const QString &description,
                                    int mergeKey)
{
    const Force *current = force(forceId);
    if (!current)
        return unknownForce();
    const qsizetype row = current->indexOfLine(line.id);
    if (row < 0)
        return Error{tr("That roster line no longer exists."), QStringLiteral("line")};
    if (Status s = checkLine(catalog(), line); !s)
        return s;
    Force trial = *current;
    trial.lines[row] = line;
    if (Status s = validateForce(trial); !s)
        return s;
    if (current->lines.at(row) == line)
        return success();
    m_undoStack->push(
        new ChangeLineCommand(this, forceId, current->lines.at(row), line, description, mergeKey));
    // A write that failed left the line as it was (and reported why through errorOccurred).
    const Force *after = force(forceId);
    if (!after || after->indexOfLine(line.id) < 0 || after->lines.at(after->indexOfLine(line.id)) != line)
        return Error{tr("The change could not be saved to the campaign file."), QStringLiteral("file")};
    return success();
}

Status CampaignDocument::addCustomType(const ElementType &type)
{
    if (type.name.trimmed().isEmpty())
        return Error{tr("An element type needs a name."), QStringLiteral("name")};
    if (type.isBuiltIn() || catalog().find(type.id))
        return Error{tr("An element type with this id already exists."), QStringLiteral("id")};
    m_undoStack->push(new CustomTypeCommand(this, std::nullopt, type));
    return success();
}

Status CampaignDocument::changeCustomType(const ElementType &type)
{
    const ElementType *current = catalog().find(type.id);
    if (!current || current->isBuiltIn())
        return Error{tr("Built-in element types are read-only; copy one as a custom type to change it."),
                     QStringLiteral("id")};
    if (type.name.trimmed().isEmpty())
        return Error{tr("An element type needs a name."), QStringLiteral("name")};
    // The new statistics must still allow every line that uses the type.
    for (const Force &f : m_campaign.forces) {
        for (const RosterLine &line : f.lines) {
            if (line.record.typeId != type.id)
                continue;
            if (Status s = Customization::validate(type, line.record); !s)
                return Error{tr("%1 in %2 would become invalid: %3")
                                 .arg(line.record.name.isEmpty() ? type.name : line.record.name, f.name,
                                      s.error().message),
                             s.error().field};
        }
    }
    if (*current == type)
        return success();
    m_undoStack->push(new CustomTypeCommand(this, *current, type));
    return success();
}

Status CampaignDocument::removeCustomType(const QString &typeId)
{
    const ElementType *current = catalog().find(typeId);
    if (!current || current->isBuiltIn())
        return Error{tr("Built-in element types cannot be deleted."), QStringLiteral("id")};
    if (const int used = linesUsingType(typeId); used > 0)
        return Error{
            tr("%1 is used by %n roster line(s); remove them first.", nullptr, used).arg(current->name),
            QStringLiteral("id")};
    m_undoStack->push(new CustomTypeCommand(this, *current, std::nullopt));
    return success();
}

Status CampaignDocument::setBuiltInViability(const QString &typeId, int viableThroughTl)
{
    const ElementType *current = catalog().find(typeId);
    if (!current)
        return Error{tr("Unknown element type \"%1\".").arg(typeId), QStringLiteral("type")};
    ElementCatalog trial = catalog();
    if (Status s = trial.setBuiltInViability(typeId, viableThroughTl); !s)
        return s;
    if (current->viableThroughTl == viableThroughTl)
        return success();
    const QString text = viableThroughTl >= 12
                             ? tr("Let %1 double through TL12").arg(current->name)
                             : tr("Stop %1 doubling after TL%2").arg(current->name).arg(viableThroughTl);
    m_undoStack->push(
        new BuiltInViabilityCommand(this, typeId, current->viableThroughTl, viableThroughTl, text));
    return success();
}

// ---- primitives ----------------------------------------------------------------------------------

Status CampaignDocument::applyInsertForce(Force &force, int index)
{
    index = std::clamp(index, 0, forceCount());
    if (Status s = m_repository->insertForce(force, index); !s)
        return s;
    emit forceAboutToBeInserted(index);
    m_campaign.forces.insert(index, force);
    m_figures[force.id].rebuild(catalog(), force);
    emit forceInserted(index);
    return success();
}

Status CampaignDocument::applyRemoveForce(qint64 forceId)
{
    const qsizetype index = m_campaign.indexOfForce(forceId);
    if (index < 0)
        return unknownForce();
    if (Status s = m_repository->deleteForce(forceId); !s)
        return s;
    emit forceAboutToBeRemoved(int(index));
    // The file drops the levies' terms with the lines.
    for (const RosterLine &line : m_campaign.forces.at(index).lines)
        m_campaign.levies.remove(line.id);
    m_campaign.forces.removeAt(index);
    m_figures.remove(forceId);
    emit forceRemoved(int(index));
    return success();
}

Status CampaignDocument::applyForceHeader(qint64 forceId, const QString &name, const QString &notes)
{
    Force *f = mutableForce(forceId);
    if (!f)
        return unknownForce();
    Force updated = *f;
    updated.name = name;
    updated.notes = notes;
    if (Status s = m_repository->updateForceHeader(updated); !s)
        return s;
    f->name = name;
    f->notes = notes;
    emit forceChanged(forceId);
    return success();
}

Status CampaignDocument::applyStaff(qint64 forceId, StaffRole role, const StaffMember &member)
{
    Force *f = mutableForce(forceId);
    if (!f)
        return unknownForce();
    if (Status s = m_repository->updateStaff(forceId, role, member); !s)
        return s;
    f->member(role) = member;
    emit staffChanged(forceId);
    return success();
}

Status CampaignDocument::applyInsertLine(qint64 forceId, RosterLine &line, int row)
{
    Force *f = mutableForce(forceId);
    if (!f)
        return unknownForce();
    row = std::clamp(row, 0, int(f->lines.size()));
    if (Status s = m_repository->insertLine(forceId, line, row); !s)
        return s;
    emit lineAboutToBeInserted(forceId, row);
    f->lines.insert(row, line);
    m_figures[forceId].insert(catalog(), line, row);
    emit lineInserted(forceId, row);
    return success();
}

Status CampaignDocument::applyRemoveLine(qint64 forceId, qint64 lineId)
{
    Force *f = mutableForce(forceId);
    if (!f)
        return unknownForce();
    const qsizetype row = f->indexOfLine(lineId);
    if (row < 0)
        return Error{tr("That roster line no longer exists."), QStringLiteral("line")};
    if (Status s = m_repository->deleteLine(forceId, lineId); !s)
        return s;
    emit lineAboutToBeRemoved(forceId, int(row));
    m_campaign.levies.remove(lineId); // the file drops the term with the line
    f->lines.removeAt(row);
    m_figures[forceId].remove(row);
    emit lineRemoved(forceId, int(row));
    return success();
}

Status CampaignDocument::applyChangeLines(qint64 forceId, const QList<RosterLine> &lines)
{
    Force *f = mutableForce(forceId);
    if (!f)
        return unknownForce();
    QHash<qint64, int> rows;
    rows.reserve(f->lines.size());
    for (int row = 0; row < f->lines.size(); ++row)
        rows.insert(f->lines.at(row).id, row);
    for (const RosterLine &line : lines) {
        if (!rows.contains(line.id))
            return Error{tr("That roster line no longer exists."), QStringLiteral("line")};
    }
    if (Status s = m_repository->updateLines(lines); !s)
        return s;
    for (const RosterLine &line : lines) {
        const int row = rows.value(line.id);
        f->lines[row] = line;
        m_figures[forceId].update(catalog(), line, row);
        emit lineChanged(forceId, row);
    }
    return success();
}

Status CampaignDocument::applyChangeLine(qint64 forceId, const RosterLine &line)
{
    Force *f = mutableForce(forceId);
    if (!f)
        return unknownForce();
    const qsizetype row = f->indexOfLine(line.id);
    if (row < 0)
        return Error{tr("That roster line no longer exists."), QStringLiteral("line")};
    if (Status s = m_repository->updateLine(line); !s)
        return s;
    f->lines[row] = line;
    m_figures[forceId].update(catalog(), line, row);
    emit lineChanged(forceId, int(row));
    return success();
}

Status CampaignDocument::applyAddType(const ElementType &type)
{
    if (Status s = m_repository->insertCustomType(type); !s)
        return s;
    if (Status s = m_campaign.catalog.addCustom(type); !s)
        return s;
    emit catalogChanged();
    return success();
}

Status CampaignDocument::applyChangeType(const ElementType &type)
{
    if (Status s = m_repository->updateCustomType(type); !s)
        return s;
    if (Status s = m_campaign.catalog.replaceCustom(type); !s)
        return s;
    rebuildFigures();
    emit catalogChanged();
    return success();
}

Status CampaignDocument::applyBuiltInViability(const QString &typeId, int viableThroughTl)
{
    if (Status s = m_repository->setBuiltInViability(typeId, viableThroughTl); !s)
        return s;
    if (Status s = m_campaign.catalog.setBuiltInViability(typeId, viableThroughTl); !s)
        return s;
    rebuildFigures();
    emit catalogChanged();
    return success();
}

Status CampaignDocument::applyRemoveType(const QString &typeId)
{
    if (Status s = m_repository->deleteCustomType(typeId); !s)
        return s;
    if (Status s = m_campaign.catalog.removeCustom(typeId); !s)
        return s;
    emit catalogChanged();
    return success();
}

} // namespace muster
