#include "InstanceLink.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>
#include <QWidget>

namespace muster {

namespace {

const QByteArray showRequest = QByteArrayLiteral("show\n");
const QByteArray shownReply = QByteArrayLiteral("shown\n");

} // namespace

InstanceLink::InstanceLink(QWidget *window) : QObject(window), m_window(window), m_server(new QLocalServer(this))
{
    // Only this user's programs may ask.
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    connect(m_server, &QLocalServer::newConnection, this, &InstanceLink::answer);
}

QString InstanceLink::serverName(const QString &campaignPath)
{
    const QFileInfo file(campaignPath);
    const QString path = file.exists() ? file.canonicalFilePath() : file.absoluteFilePath();
    const QByteArray key = (path + QLatin1Char('\n') + QDir::homePath()).toUtf8();
    return QStringLiteral("muster-") +
           QString::fromLatin1(QCryptographicHash::hash(key, QCryptographicHash::Sha1).toHex().left(32));
}

void InstanceLink::serve(const QString &campaignPath)
{
    m_server->close();
    if (campaignPath.isEmpty())
        return;
    const QString name = serverName(campaignPath);
    if (m_server->listen(name))
        return;
    // This program holds the campaign's lock, so no live Muster answers under its name: what is there was
    // left by one that crashed.
    if (m_server->serverError() == QAbstractSocket::AddressInUseError) {
        QLocalServer::removeServer(name);
        m_server->listen(name);
    }
}

void InstanceLink::answer()
{
    while (QLocalSocket *socket = m_server->nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        const auto read = [this, socket] {
            if (!socket->canReadLine())
                return;
            if (socket->readLine() == showRequest) {
                if (m_window->isMinimized())
                    m_window->setWindowState(m_window->windowState() & ~Qt::WindowMinimized);
                m_window->show();
                m_window->raise();
                m_window->activateWindow();
                emit shownToAnotherInstance();
                socket->write(shownReply);
            }
            socket->disconnectFromServer();
        };
        connect(socket, &QLocalSocket::readyRead, this, read);
        read(); // what arrived with the connection
    }
}

bool InstanceLink::showRunningInstance(const QString &campaignPath, int timeoutMs)
{
    QLocalSocket socket;
    socket.connectToServer(serverName(campaignPath));
    if (!socket.waitForConnected(timeoutMs))
        return false;
    socket.write(showRequest);
    if (!socket.waitForBytesWritten(timeoutMs))
        return false;
    while (!socket.canReadLine()) {
        if (!socket.waitForReadyRead(timeoutMs))
            return false;
    }
    return socket.readLine() == shownReply;
}

} // namespace muster
