// main() for a test executable made of several QObject test classes (QTEST_GUILESS_MAIN runs only one):
// runTestClasses() runs each class with QTest::qExec and returns 0 only if every class passed.
//
// Qt Test reads the command line once per class, and exits as soon as it has listed functions or met a
// function the class lacks, so the command line is adapted for each class:
//  - a test function ("name" or "name:tag") goes to the class that has it, and a class that has none of
//    the named functions is skipped; a name that no class has is reported with the matching functions;
//  - -functions and -datatags list every class, each one by a child process of this executable that runs
//    that class alone;
//  - "-o file[,format]" writes one file per class, the class name added to the file name (each class would
//    otherwise overwrite the file of the one before); "-o -,format" (standard output) is unchanged;
//  - every other option goes to each class unchanged.

#pragma once

#include <QByteArray>
#include <QByteArrayList>
#include <QCoreApplication>
#include <QMetaMethod>
#include <QObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QtTest>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>

namespace mustertest {

using TestClasses = std::vector<std::unique_ptr<QObject>>;

namespace detail {

// Set in the child process that lists a single class.
inline constexpr char onlyClassVariable[] = "MUSTER_TEST_ONLY_CLASS";

// The options of Qt Test 6.4 that take a value.
inline bool takesValue(const QByteArray &option)
{
    static const QByteArrayList options = {"-o",           "-eventdelay",  "-keydelay",     "-mousedelay",
                                           "-maxwarnings", "-perfcounter", "-minimumvalue", "-minimumtotal",
                                           "-iterations",  "-median"};
    return options.contains(option);
}

// A test function as Qt Test finds one: a private slot without arguments, neither a _data function nor
// initTestCase, cleanupTestCase, init or cleanup.
inline bool isTestFunction(const QMetaMethod &method)
{
    if (method.methodType() != QMetaMethod::Slot || method.access() != QMetaMethod::Private ||
        method.parameterCount() != 0 || method.returnMetaType() != QMetaType::fromType<void>())
        return false;
    const QByteArray name = method.name();
    return !name.isEmpty() && !name.endsWith("_data") && name != "initTestCase" &&
           name != "cleanupTestCase" && name != "init" && name != "cleanup";
}

inline QByteArrayList testFunctions(const QObject *test)
{
    QByteArrayList names;
    const QMetaObject *meta = test->metaObject();
    for (int i = 0; i < meta->methodCount(); ++i) {
        if (isTestFunction(meta->method(i)))
            names << meta->method(i).name();
    }
    return names;
}

// "name:tag" -> "name"
inline QByteArray functionName(const QByteArray &argument)
{
    const qsizetype colon = argument.indexOf(':');
    return colon < 0 ? argument : argument.left(colon);
}

// "out/results.xml,junitxml" -> "out/results-TstCatalogTables.xml,junitxml"
inline QByteArray perClassFile(const QByteArray &fileAndFormat, const char *className)
{
    const qsizetype comma = fileAndFormat.indexOf(',');
    const QByteArray file = comma < 0 ? fileAndFormat : fileAndFormat.left(comma);
    if (file == "-")
        return fileAndFormat;
    const QByteArray format = comma < 0 ? QByteArray() : fileAndFormat.mid(comma);
    const qsizetype slash = std::max(file.lastIndexOf('/'), file.lastIndexOf('\\'));
    qsizetype dot = file.lastIndexOf('.');
    if (dot <= slash + 1)
        dot = file.size();
    return file.left(dot) + '-' + className + file.mid(dot) + format;
}

// Each class listed by a child process that runs it alone; Qt Test exits after listing one class.
inline int listEachClass(int argc, char *argv[], const TestClasses &tests)
{
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    int failed = 0;
    for (const auto &test : tests) {
        QProcess child;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QString::fromLatin1(onlyClassVariable),
                           QString::fromLatin1(test->metaObject()->className()));
        child.setProcessEnvironment(environment);
        child.setProcessChannelMode(QProcess::ForwardedChannels);
        child.start(QCoreApplication::applicationFilePath(), arguments);
        if (!child.waitForFinished(-1) || child.exitStatus() != QProcess::NormalExit || child.exitCode() != 0)
            ++failed;
    }
    return failed;
}

} // namespace detail

inline int runTestClasses(int argc, char *argv[], const TestClasses &tests)
{
    // In a child process that lists one class: that class alone, with the whole command line.
    const QByteArray onlyClass = qgetenv(detail::onlyClassVariable);
    if (!onlyClass.isEmpty()) {
        for (const auto &test : tests) {
            if (onlyClass == test->metaObject()->className())
                return QTest::qExec(test.get(), argc, argv);
        }
        std::fprintf(stderr, "No test class %s\n", onlyClass.constData());
        return 1;
    }

    QByteArrayList options; // each option followed by its value, if it takes one
    QByteArrayList functions;
    bool listing = false;
    for (int i = 1; i < argc; ++i) {
        const QByteArray argument = argv[i];
        if (!argument.startsWith('-')) {
            functions << argument;
            continue;
        }
        options << argument;
        listing = listing || argument == "-functions" || argument == "-datatags";
        if (detail::takesValue(argument) && i + 1 < argc)
            options << argv[++i];
    }
    if (listing)
        return std::min(detail::listEachClass(argc, argv, tests), 127);

    for (const QByteArray &function : functions) {
        const QByteArray name = detail::functionName(function);
        const bool known = std::any_of(tests.begin(), tests.end(), [&name](const auto &test) {
            return detail::testFunctions(test.get()).contains(name);
        });
        if (known)
            continue;
        std::fprintf(stderr, "Unknown test function: '%s'. Possible matches:\n", name.constData());
        for (const auto &test : tests) {
            for (const QByteArray &candidate : detail::testFunctions(test.get())) {
                if (candidate.toLower().contains(name.toLower()))
                    std::fprintf(stderr, "%s::%s()\n", test->metaObject()->className(),
                                 candidate.constData());
            }
        }
        std::fprintf(stderr, "\n%s -functions\nlists all available test functions.\n", argv[0]);
        return 1;
    }

    int failed = 0;
    for (const auto &test : tests) {
        const char *className = test->metaObject()->className();
        QByteArrayList arguments = {argv[0]};
        for (qsizetype i = 0; i < options.size(); ++i) {
            arguments << options.at(i);
            if (options.at(i) == "-o" && i + 1 < options.size())
                arguments << detail::perClassFile(options.at(++i), className);
        }
        const QByteArrayList own = detail::testFunctions(test.get());
        bool selected = functions.isEmpty();
        for (const QByteArray &function : functions) {
            if (own.contains(detail::functionName(function))) {
                arguments << function;
                selected = true;
            }
        }
        if (!selected)
            continue;
        std::vector<char *> pointers;
        for (QByteArray &argument : arguments)
            pointers.push_back(argument.data());
        failed += QTest::qExec(test.get(), int(pointers.size()), pointers.data());
    }
    return std::min(failed, 127);
}

} // namespace mustertest
