import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/config.js';
import { buildRuntime } from '../../../src/adapters/composition/container.js';
import { dataPaths } from '../../../src/adapters/composition/data-paths.js';
import { PORTS } from '../../../src/adapters/composition/ports.js';
import { ConfirmPayment } from '../../../src/application/payments/confirm-payment.js';
import { CreateMemory } from '../../../src/application/buyer/create-memory.js';
import { createLogger } from '../../../src/adapters/logging/logger.js';
import { messageIdFor } from '../../../src/adapters/mail/message-identity.js';
import { openDatabase } from '../../../src/adapters/persistence/mikro-orm/open-database.js';
import { outboxDeliveryKey } from '../../../src/application/housekeeping/deliver-queued-emails.js';
import { storedAsGiven } from '../../support/fakes/fake-photo-processor.js';
import { startRecordingSmtpServer, type RecordingSmtpServer } from '../../support/crash/recording-smtp-server.js';
import { CRASHING_SERVER, eventually, MAIN, runCli, startServer, type ServerProcess } from '../../support/crash/server-processes.js';
import { createMemoryInput } from '../../support/mothers/memory.mother.js';

/**
 * A server killed (SIGKILL) at each step of an e-mail's delivery, then restarted as an operator would (src/main.ts on
 * the same DATA_DIR): every queued e-mail goes out, one .eml per e-mail in the file outbox, one Message-ID per e-mail
 * at the SMTP server, and promptly: the restart takes back the lease its dead predecessor held (5 minutes) at once.
 */

const FROM = 'Memórias <nao-responda@memories.example>';
const RECIPIENTS = ['ana@example.com', 'bia@example.com'];
/** Far below the queue's 5-minute lease: a restart that waited for the lease would fail here. */
const PROMPTLY_MS = 60_000;

interface QueuedEmail {
  readonly id: number;
  readonly to: string;
  readonly key: string;
}

let dir: string;
let dataDir: string;
const running: ServerProcess[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'memories-crash-mail-'));
  dataDir = join(dir, 'data');
});

afterEach(async () => {
  for (const server of running.splice(0)) await server.kill();
  await rm(dir, { recursive: true, force: true });
});

function start(entry: string, env: Record<string, string>): ServerProcess {
  const server = startServer(entry, { DATA_DIR: dataDir, MAIL_FROM: FROM, QUEUE_POLL_MS: '100', LOG_LEVEL: 'info', ...env });
  running.push(server);
  return server;
}

/** Two paid pages of two buyers: two e-mails waiting in the outbox, nobody working it. */
async function twoQueuedEmails(): Promise<QueuedEmail[]> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', MAIL_FROM: FROM });
  const runtime = await buildRuntime(config, { logger: createLogger('silent'), photoProcessor: storedAsGiven });
  try {
    for (const email of RECIPIENTS) {
      const { memoryId } = await runtime.container.get(CreateMemory).execute(createMemoryInput({ email }));
      await runtime.container.get(ConfirmPayment).execute({ memoryId, paymentId: `demo-${memoryId}`, outcome: 'approved' });
    }
    const tasks = await runtime.container.get(PORTS.EmailOutbox).list();
    expect(tasks.map((task) => [task.status, task.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ]);
    return tasks.map((task) => ({ id: task.id, to: task.payload.to, key: outboxDeliveryKey(task) }));
  } finally {
    await runtime.close();
  }
}

async function outboxRows(): Promise<{ id: number; status: string; attempts: number }[]> {
  const database = await openDatabase({ dbPath: dataPaths(loadConfig({ DATA_DIR: dataDir })).database });
  try {
    const rows = await database.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number; status: string; attempts: number }[]>('select `id`, `status`, `attempts` from `email_outbox` order by `id`');
    return rows.map((row) => ({ id: Number(row.id), status: row.status, attempts: Number(row.attempts) }));
  } finally {
    await database.close();
  }
}

/** Runs the crashing server until it kills itself at `step`. */
async function crashAt(step: string, env: Record<string, string> = {}): Promise<void> {
  const server = start(CRASHING_SERVER, { CRASH_AT: step, ...env });
  await server.waitForLog((entry) => entry.msg === 'crash' && entry.step === step);
  expect((await server.exited).signal).toBe('SIGKILL');
}

/** Restarts the real server and waits until every e-mail is done; a repeat would show up within a few polls after. */
async function restartUntilAllDone(env: Record<string, string> = {}): Promise<number> {
  const restartedAt = Date.now();
  const server = start(MAIN, env);
  await server.ready();
  await eventually(
    async () => ((await outboxRows()).every((row) => row.status === 'done') ? true : undefined),
    PROMPTLY_MS + 10_000,
    'every e-mail to be done after the restart',
  );
  const tookMs = Date.now() - restartedAt;
  await sleep(1500);
  expect((await outboxRows()).map((row) => row.status)).toEqual(['done', 'done']);
  await server.kill('SIGTERM');
  return tookMs;
}

describe('a server killed while delivering e-mails to the file outbox', () => {
  const emlFiles = async () => (await readdir(dataPaths(loadConfig({ DATA_DIR: dataDir })).outbox).catch(() => [])).sort();

  it.each(['email:before-send', 'email:during-send', 'email:after-send', 'email:after-done'])(
    'killed at %s: after the restart the outbox holds exactly one .eml per e-mail, sent promptly',
    async (step) => {
      const queued = await twoQueuedEmails();

      await crashAt(step);
      const atCrash = await emlFiles();
      const tookMs = await restartUntilAllDone();

      const outbox = dataPaths(loadConfig({ DATA_DIR: dataDir })).outbox;
      expect(await emlFiles()).toEqual(queued.map((email) => `${email.key}.eml`).sort());
      for (const email of queued) {
        const eml = await readFile(join(outbox, `${email.key}.eml`), 'utf8');
        expect(eml).toContain(`To: ${email.to}`);
        expect(eml.split('\n')).toContain(`Message-ID: ${messageIdFor(email.key, FROM)}`);
      }
      expect(tookMs).toBeLessThan(PROMPTLY_MS);
      // What the crash left, for the record of each step: a temporary file mid-write, the first file once sent.
      if (step === 'email:during-send') expect(atCrash).toEqual([`.${queued[0]!.key}.eml.tmp`]);
      if (step === 'email:after-send' || step === 'email:after-done') expect(atCrash).toEqual([`${queued[0]!.key}.eml`]);
      if (step === 'email:before-send') expect(atCrash).toEqual([]);
    },
  );
});

describe('a server killed while delivering e-mails over SMTP', () => {
  let smtp: RecordingSmtpServer;
  beforeEach(async () => {
    smtp = await startRecordingSmtpServer();
  });
  afterEach(async () => {
    await smtp.close();
  });

  async function expectOneMessageIdPerEmail(queued: readonly QueuedEmail[], repeats: number): Promise<void> {
    const byId = new Map<string | null, (typeof smtp.messages)[number][]>();
    for (const message of smtp.messages) byId.set(message.messageId, [...(byId.get(message.messageId) ?? []), message]);
    expect([...byId.keys()].sort()).toEqual(queued.map((email) => messageIdFor(email.key, FROM)).sort());
    for (const email of queued) {
      for (const message of byId.get(messageIdFor(email.key, FROM))!) expect(message.to).toEqual([email.to]);
    }
    // A message the server took before the sender died is sent again: the same Message-ID lets receivers drop it.
    expect(smtp.messages).toHaveLength(queued.length + repeats);
  }

  it.each([
    ['email:before-send', 0],
    ['email:after-send', 1],
    ['email:after-done', 0],
  ] as const)('killed at %s: one Message-ID per e-mail at the SMTP server, sent promptly', async (step, repeats) => {
    const queued = await twoQueuedEmails();

    await crashAt(step, { SMTP_URL: smtp.url });
    expect(smtp.messages).toHaveLength(step === 'email:before-send' ? 0 : 1);
    const tookMs = await restartUntilAllDone({ SMTP_URL: smtp.url });

    await expectOneMessageIdPerEmail(queued, repeats);
    expect(tookMs).toBeLessThan(PROMPTLY_MS);
  });

  it('killed while the SMTP server takes the message, before its 250: one Message-ID per e-mail, sent promptly', async () => {
    const queued = await twoQueuedEmails();
    const server = start(CRASHING_SERVER, { SMTP_URL: smtp.url });
    smtp.beforeAccepting = async () => {
      await server.kill('SIGKILL');
    };

    expect((await server.exited).signal).toBe('SIGKILL');
    await eventually(async () => (smtp.messages.length === 1 ? true : undefined), 5_000, 'the message the server took');
    const tookMs = await restartUntilAllDone({ SMTP_URL: smtp.url });

    await expectOneMessageIdPerEmail(queued, 1);
    expect(tookMs).toBeLessThan(PROMPTLY_MS);
  });

  it('a server started while memories-cli is sending beside it leaves that e-mail to the CLI: each goes out once', async () => {
    const queued = await twoQueuedEmails();
    let cliIsSending!: () => void;
    const sending = new Promise<void>((resolve) => (cliIsSending = resolve));
    let letItThrough!: () => void;
    const held = new Promise<void>((resolve) => (letItThrough = resolve));
    smtp.beforeAccepting = async () => {
      cliIsSending();
      await held;
    };
    const cli = runCli(['outbox', '--retry'], { DATA_DIR: dataDir, SMTP_URL: smtp.url, MAIL_FROM: FROM });
    await sending;

    const server = start(MAIN, { SMTP_URL: smtp.url });
    await server.ready();
    // The server sends the other e-mail, and not the one whose lease the live CLI holds.
    await eventually(async () => ((await outboxRows())[1]!.status === 'done' ? true : undefined), PROMPTLY_MS, 'the second e-mail');
    await sleep(1000);
    expect((await outboxRows())[0]).toMatchObject({ status: 'pending', attempts: 1 });
    letItThrough();
    expect(await cli).toMatchObject({ code: 0, stderr: '' });

    expect((await outboxRows()).map((row) => row.status)).toEqual(['done', 'done']);
    await expectOneMessageIdPerEmail(queued, 0);
  });
});
