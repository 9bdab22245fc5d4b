// main() for a harness built without libFuzzer (every build, gcc included): feeds each file of the corpus
// folders given on the command line (or files given by name) to LLVMFuzzerTestOneInput once, in name order,
// so that CTest replays the committed corpus and every crash reproducer in it. A crash or sanitizer report
// fails the test; a clean run exits 0.
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

namespace {

QStringList inputsOf(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isDir())
        return {path};
    QStringList files;
    const QDir dir(path);
    for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
        files << dir.filePath(name);
    return files;
}

} // namespace

int main(int argc, char *argv[])
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s CORPUS-FOLDER|FILE...\n", argv[0]);
        return 2;
    }
    int replayed = 0;
    for (int i = 1; i < argc; ++i) {
        const QString path = QString::fromLocal8Bit(argv[i]);
        if (!QFileInfo::exists(path)) {
            std::fprintf(stderr, "%s: no such file or folder\n", argv[i]);
            return 2;
        }
        for (const QString &input : inputsOf(path)) {
            QFile file(input);
            if (!file.open(QIODevice::ReadOnly)) {
                std::fprintf(stderr, "%s: cannot read\n", qPrintable(input));
                return 2;
            }
            const QByteArray data = file.readAll();
            // Named first, so that the last line before a crash says which input it was.
            std::fprintf(stderr, "replay: %s\n", qPrintable(input));
            LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(data.constData()), size_t(data.size()));
            ++replayed;
        }
    }
    std::fprintf(stderr, "replay: %d inputs, no crash\n", replayed);
    return replayed > 0 ? 0 : 1;
}
