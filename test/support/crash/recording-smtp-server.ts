import { SMTPServer } from 'smtp-server';

export interface ReceivedMessage {
  readonly messageId: string | null;
  readonly to: readonly string[];
  readonly raw: string;
}

export interface RecordingSmtpServer {
  readonly url: string;
  /** Every message taken, repeats included, in order. */
  readonly messages: readonly ReceivedMessage[];
  /**
   * Runs once a message's data is in, before it is recorded and answered 250: a test kills the sender here, so the
   * server holds a message its sender never heard accepted.
   */
  beforeAccepting: (() => Promise<void>) | null;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (smtp-server, no TLS, no AUTH) that keeps every message it takes. */
export async function startRecordingSmtpServer(): Promise<RecordingSmtpServer> {
  const messages: ReceivedMessage[] = [];
  const recorder: { beforeAccepting: (() => Promise<void>) | null } = { beforeAccepting: null };
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const hook = recorder.beforeAccepting;
        recorder.beforeAccepting = null;
        void (hook ? hook() : Promise.resolve()).then(() => {
          const raw = Buffer.concat(chunks).toString('utf8');
          messages.push({
            messageId: /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(raw)?.[1] ?? null,
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw,
          });
          callback(null);
        });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // A client dying mid-session is an error on its connection only.
  server.on('error', () => {});
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    get beforeAccepting() {
      return recorder.beforeAccepting;
    },
    set beforeAccepting(hook) {
      recorder.beforeAccepting = hook;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const connection of server.connections) connection.close();
      }),
  };
}
