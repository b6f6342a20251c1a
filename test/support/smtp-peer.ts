import { simpleParser, type ParsedMail } from 'mailparser';
import type { SMTPServer, SMTPServerOptions } from 'smtp-server';
import { PromptSmtpServer } from './prompt-smtp-server.js';

export interface ReceivedMessage {
  /** The bytes after DATA, exactly as the client sent them. */
  readonly raw: Buffer;
  /** Parsed with `keepCidLinks`, so the HTML still says `cid:…` as a mail client sees it. */
  readonly parsed: ParsedMail;
  readonly envelope: { readonly from: string; readonly to: readonly string[] };
  /** Who logged in with AUTH on that connection, if anyone. */
  readonly user: string | undefined;
}

export interface SmtpPeerOptions {
  /** Listen here instead of on a free port. */
  readonly port?: number;
  /**
   * Offer AUTH PLAIN/LOGIN (without TLS: it is a test) and accept only these credentials; sending without logging in
   * stays allowed. A failed login is answered with 535 quoting the attempted user and password, as a careless server
   * might, so that tests can prove the client never passes a reply on unredacted. Without this, AUTH is not offered
   * and clients send no credentials at all.
   */
  readonly credentials?: { readonly user: string; readonly pass: string };
}

export interface SmtpReply {
  readonly code: number;
  readonly message: string;
}

export interface SmtpPeer {
  readonly port: number;
  /** `smtp://127.0.0.1:<port>`, without credentials. */
  readonly url: string;
  /** Every message accepted so far, in order; a message is here before the client hears 250. */
  readonly messages: readonly ReceivedMessage[];
  /** Resolves with the messages once at least `count` arrived; rejects after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<readonly ReceivedMessage[]>;
  /** Answer RCPT TO for matching addresses with `code` (550 by default) from now on. */
  rejectRecipients(matches: (address: string) => boolean, code?: number): void;
  /** Answer the end of DATA with this reply, or never answer it ('stall'), from now on. */
  answerData(reply: SmtpReply | 'stall'): void;
  /** Forget the rules above: accept everything again. */
  acceptEverything(): void;
  /** Stop listening and drop open connections, as a crashed server would; the port is kept for `start()`. */
  stop(): Promise<void>;
  /** Listen again on the same port. */
  start(): Promise<void>;
  /** Stop for good. */
  close(): Promise<void>;
}

interface Rules {
  rejectRecipient: ((address: string) => SmtpReply | null) | null;
  dataReply: SmtpReply | 'stall' | null;
}

/** A real SMTP server on 127.0.0.1 (smtp-server) that keeps what it receives, for tests of SMTP clients. */
export async function startSmtpPeer(options: SmtpPeerOptions = {}): Promise<SmtpPeer> {
  const messages: ReceivedMessage[] = [];
  const arrivals = new Set<() => void>();
  const rules: Rules = { rejectRecipient: null, dataReply: null };
  let server: SMTPServer | null = null;
  let port = options.port ?? 0;

  const serverOptions: SMTPServerOptions = {
    logger: false,
    disabledCommands: options.credentials === undefined ? ['STARTTLS', 'AUTH'] : ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    closeTimeout: 200,
    onAuth(auth, _session, callback) {
      const expected = options.credentials;
      if (expected !== undefined && auth.username === expected.user && auth.password === expected.pass) {
        callback(null, { user: auth.username });
        return;
      }
      callback(smtpError(535, `Authentication failed for ${auth.username ?? ''}:${auth.password ?? ''}`));
    },
    onRcptTo(address, _session, callback) {
      const reply = rules.rejectRecipient?.(address.address) ?? null;
      callback(reply === null ? null : smtpError(reply.code, reply.message));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const reply = rules.dataReply;
        if (reply === 'stall') return;
        if (reply !== null) {
          callback(smtpError(reply.code, reply.message));
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw, { keepCidLinks: true }).then(
          (parsed) => {
            messages.push({
              raw,
              parsed,
              envelope: {
                from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
                to: session.envelope.rcptTo.map((recipient) => recipient.address),
              },
              user: typeof session.user === 'string' ? session.user : undefined,
            });
            for (const arrived of [...arrivals]) arrived();
            callback(null);
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  };

  async function start(): Promise<void> {
    if (server !== null) return;
    const starting = new PromptSmtpServer(serverOptions);
    await new Promise<void>((resolve, reject) => {
      starting.once('error', reject);
      starting.listen(port, '127.0.0.1', () => {
        starting.off('error', reject);
        resolve();
      });
    });
    // After a successful listen, errors are per connection (a client hanging up): nothing for the test to see.
    starting.on('error', () => {});
    const address = starting.server.address();
    if (address === null || typeof address === 'string') throw new Error('SMTP peer has no TCP address');
    port = address.port;
    server = starting;
  }

  async function stop(): Promise<void> {
    const stopping = server;
    if (stopping === null) return;
    server = null;
    await new Promise<void>((resolve) => {
      stopping.close(() => resolve());
      for (const connection of stopping.connections) connection.close();
    });
  }

  await start();

  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    messages,
    waitForMessages(count, timeoutMs = 5_000) {
      if (messages.length >= count) return Promise.resolve(messages);
      return new Promise((resolve, reject) => {
        const arrived = () => {
          if (messages.length < count) return;
          clearTimeout(timer);
          arrivals.delete(arrived);
          resolve(messages);
        };
        const timer = setTimeout(() => {
          arrivals.delete(arrived);
          reject(new Error(`SMTP peer got ${messages.length} of ${count} messages within ${timeoutMs} ms`));
        }, timeoutMs);
        arrivals.add(arrived);
      });
    },
    rejectRecipients(matches, code = 550) {
      rules.rejectRecipient = (address) =>
        matches(address) ? { code, message: `${Math.floor(code / 100)}.1.1 <${address}>: mailbox unavailable` } : null;
    },
    answerData(reply) {
      rules.dataReply = reply;
    },
    acceptEverything() {
      rules.rejectRecipient = null;
      rules.dataReply = null;
    },
    stop,
    start,
    close: stop,
  };
}

function smtpError(code: number, message: string): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode: code });
}
