import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/config.js';
import { buildRuntime } from '../../../src/adapters/composition/container.js';
import { dataPaths } from '../../../src/adapters/composition/data-paths.js';
import { createLogger } from '../../../src/adapters/logging/logger.js';
import { openDatabase, type Database } from '../../../src/adapters/persistence/mikro-orm/open-database.js';
import { SqlRecipientDeliveries } from '../../../src/adapters/persistence/mikro-orm/sql-recipient-deliveries.js';
import { CreateMemory } from '../../../src/application/buyer/create-memory.js';
import { SetRecipientDelivery } from '../../../src/application/delivery/set-recipient-delivery.js';
import { DeliverQueuedEmails } from '../../../src/application/housekeeping/deliver-queued-emails.js';
import { ConfirmPayment } from '../../../src/application/payments/confirm-payment.js';
import { revealDayRange } from '../../../src/domain/memory/reveal-date.js';
import { storedAsGiven } from '../../support/fakes/fake-photo-processor.js';
import { CRASHING_SERVER, eventually, MAIN, startServer, type ServerProcess } from '../../support/crash/server-processes.js';
import { createMemoryInput } from '../../support/mothers/memory.mother.js';

/**
 * "Entrega no dia" across a kill -9: a server killed (SIGKILL) in the delivery round at the page's instant, before,
 * inside and after the transaction that marks the delivery sent and queues its e-mails, or once the recipient's e-mail
 * is written and not yet recorded; then the real server restarted on the same DATA_DIR. The recipient gets exactly one
 * "Chegou a hora" e-mail and the buyer exactly one notice. The servers read the real clock.
 */

const FROM = 'Memórias <nao-responda@memories.example>';
const RECIPIENT = 'joao@example.com';
const BUYER = 'ana@example.com';
/** How far ahead the page opens when the crashing server starts: it is up about 1.5 s later. */
const LEAD_MS = 3000;

let dir: string;
let dataDir: string;
const running: ServerProcess[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'memories-crash-delivery-'));
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

async function withDatabase<T>(use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dbPath: dataPaths(loadConfig({ DATA_DIR: dataDir })).database });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** A paid page opening tomorrow at noon whose owner, with the edit link of her e-mail, asked for a delivery to João. */
async function paidPageWithDelivery(): Promise<string> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', MAIL_FROM: FROM });
  const runtime = await buildRuntime(config, { logger: createLogger('silent'), photoProcessor: storedAsGiven });
  try {
    const revealAt = `${revealDayRange(new Date()).first}T12:00`;
    const { memoryId } = await runtime.container.get(CreateMemory).execute(createMemoryInput({ email: BUYER, revealAt }));
    await runtime.container.get(ConfirmPayment).execute({ memoryId, paymentId: `demo-${memoryId}`, outcome: 'approved' });
    await runtime.container.get(DeliverQueuedEmails).execute();
    const link = new RegExp(`/update/${memoryId}\\?token=([A-Za-z0-9_-]+)`);
    const token = (await outboxEmails()).map((email) => link.exec(email.text)?.[1]).find((found) => found !== undefined);
    await runtime.container.get(SetRecipientDelivery).execute({ id: memoryId, token, to: RECIPIENT });
    return memoryId;
  } finally {
    await runtime.close();
  }
}

/**
 * The form takes whole minutes from tomorrow on: the page's reveal date is brought to `at` in the database, before the
 * crashing server starts (that server opens the file twice, and another process closing the file beside it takes its
 * WAL away: a commit it made would not outlive its kill).
 */
function opensAt(memoryId: string, at: Date): Promise<void> {
  return withDatabase(async (database) => {
    await database.orm.em
      .fork()
      .getConnection()
      .execute('update "memories" set "reveal_at" = ? where "id" = ?', [database.dialect.time(at), memoryId]);
  });
}

const deliveryTasks = () =>
  withDatabase(async (database) => {
    const rows = await database.orm.em
      .fork()
      .getConnection()
      .execute<{ payload: string; status: string }[]>(
        `select "payload", "status" from "email_outbox" where "payload" like '%"reason":"delivery%' order by "id"`,
      );
    return rows.map((row) => ({ reason: (JSON.parse(row.payload) as { reason: string }).reason, status: row.status }));
  });

const delivery = (memoryId: string) => withDatabase((database) => new SqlRecipientDeliveries(database).find(memoryId));

async function outboxEmails(): Promise<{ to: string; subject: string; text: string }[]> {
  const outbox = dataPaths(loadConfig({ DATA_DIR: dataDir })).outbox;
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  return Promise.all(
    names.map(async (name) => {
      const mail = await simpleParser(await readFile(join(outbox, name)));
      return { to: (mail.to as { text: string } | undefined)?.text ?? '', subject: mail.subject ?? '', text: mail.text ?? '' };
    }),
  );
}

const sentAs = (emails: readonly { to: string; subject: string }[], prefix: string) =>
  emails.filter((email) => email.subject.startsWith(prefix)).map(({ to, subject }) => ({ to, subject }));

/** What the crash left, at each step: the delivery's status and its e-mails' tasks. */
const AT_CRASH = {
  'delivery:before-mark': { status: 'scheduled', tasks: [] },
  // SQLite rolls back the transaction the kill cut short.
  'delivery:marking': { status: 'scheduled', tasks: [] },
  'delivery:marked': {
    status: 'sent',
    tasks: [
      { reason: 'delivery', status: 'pending' },
      { reason: 'delivery-sent', status: 'pending' },
    ],
  },
  'email:after-send': {
    status: 'sent',
    tasks: [
      { reason: 'delivery', status: 'pending' },
      { reason: 'delivery-sent', status: 'pending' },
    ],
  },
} as const;

describe('a server killed in the delivery round at the page’s instant', () => {
  it.each(Object.keys(AT_CRASH) as (keyof typeof AT_CRASH)[])(
    'killed at %s: after the restart the recipient has exactly one "Chegou a hora" e-mail and the buyer one notice',
    async (step) => {
      const memoryId = await paidPageWithDelivery();

      const reveal = new Date(Date.now() + LEAD_MS);
      await opensAt(memoryId, reveal);
      const crashing = start(CRASHING_SERVER, { CRASH_AT: step });
      await crashing.ready();
      await crashing.waitForLog((entry) => entry.msg === 'crash' && entry.step === step);
      expect(Date.now()).toBeGreaterThanOrEqual(reveal.getTime());
      expect((await crashing.exited).signal).toBe('SIGKILL');
      expect(await delivery(memoryId)).toMatchObject({ status: AT_CRASH[step].status });
      expect(await deliveryTasks()).toEqual(AT_CRASH[step].tasks);
      // Killed after the recipient's e-mail was handed over: the restart sends it again, under the same name.
      expect(sentAs(await outboxEmails(), 'Chegou a hora')).toHaveLength(step === 'email:after-send' ? 1 : 0);

      const restarted = start(MAIN, {});
      await restarted.ready();
      await eventually(
        async () => {
          const tasks = await deliveryTasks();
          return tasks.length > 0 && tasks.every((task) => task.status === 'done') ? true : undefined;
        },
        30_000,
        'the delivery’s e-mails to be sent after the restart',
      );
      // A repeat would show within a few more rounds.
      await sleep(1500);
      await restarted.kill('SIGTERM');

      expect(await deliveryTasks()).toEqual([
        { reason: 'delivery', status: 'done' },
        { reason: 'delivery-sent', status: 'done' },
      ]);
      const sent = await delivery(memoryId);
      expect(sent?.status).toBe('sent');
      expect(sent!.sentAt!.getTime()).toBeGreaterThanOrEqual(reveal.getTime());
      const emails = await outboxEmails();
      expect(sentAs(emails, 'Chegou a hora')).toEqual([{ to: RECIPIENT, subject: 'Chegou a hora: Ana preparou uma surpresa para você' }]);
      expect(sentAs(emails, 'A surpresa chegou')).toEqual([{ to: BUYER, subject: 'A surpresa chegou para João' }]);
    },
  );
});
