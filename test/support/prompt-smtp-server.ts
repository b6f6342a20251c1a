import type { Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SMTPConnection } from 'smtp-server/lib/smtp-connection.js';

/**
 * An SMTPServer that greets a client as soon as it has connected. smtp-server waits 100 ms first, to catch clients that
 * talk before the greeting (none of the tests' clients do): an SMTP test paid those 100 ms for each e-mail it sent.
 * SMTPServer.connect() without that wait (and without the client limit, which the peer does not set).
 */
export class PromptSmtpServer extends SMTPServer {
  override connect(socket: Socket, socketOptions?: ConstructorParameters<typeof SMTPConnection>[2]): void {
    const connection = new SMTPConnection(this, socket, socketOptions);
    this.connections.add(connection);
    connection.on('error', (error) => this._onError(error));
    connection.on('connect', (data) => this._onClientConnect(data));
    connection._setListeners(() => connection.connectionReady());
  }
}
