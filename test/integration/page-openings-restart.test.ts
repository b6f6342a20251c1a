import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import { buildRuntime, type Runtime } from '../../src/adapters/composition/container.js';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { ConfirmPayment } from '../../src/application/payments/confirm-payment.js';
import { CreateMemory } from '../../src/application/buyer/create-memory.js';
import { DeliverQueuedEmails } from '../../src/application/housekeeping/deliver-queued-emails.js';
import { RecordPageOpening } from '../../src/application/openings/record-page-opening.js';
import { createLogger } from '../../src/adapters/logging/logger.js';
import { FileMailer } from '../../src/adapters/mail/file-mailer.js';
import type { Mailer } from '../../src/application/ports/mailer.js';
import { storedAsGiven } from '../support/fakes/fake-photo-processor.js';
import { FixedClock } from '../support/fakes/fixed-clock.js';
import { createMemoryInput } from '../support/mothers/memory.mother.js';
import { copyMigratedDataDir } from '../support/sqlite/migrated-database.js';

/**
 * "A surpresa foi aberta!" across restarts of the server on one DATA_DIR (SQLite, file outbox): the first opening queues
 * one e-mail whatever is replayed before and after a restart, and a process that stopped after handing the e-mail over
 * but before marking it done does not send it twice when the next one takes it back.
 */
const HOUR_MS = 60 * 60 * 1000;
let dir: string;
let dataDir: string;
const clock = new FixedClock(new Date('2026-03-10T15:00:00.000Z'));

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'memories-openings-restart-'));
  dataDir = join(dir, 'data');
  await copyMigratedDataDir(dataDir);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

function start(mailer?: Mailer): Promise<Runtime> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', QUEUE_RETRY_BASE_MS: '1000' });
  return buildRuntime(config, { clock, logger: createLogger('silent'), photoProcessor: storedAsGiven, ...(mailer ? { mailer } : {}) });
}

/** Hands the e-mail to the real file outbox, then fails as a process killed right after would: the task is not marked done. */
function stoppingAfterSend(): Mailer {
  const real = new FileMailer({ outboxDir: join(dataDir, 'outbox'), from: 'memories <nao-responda@memories.test>' });
  return {
    sendPageLinks: (email, options) => real.sendPageLinks(email, options),
    sendAnniversary: (email, options) => real.sendAnniversary(email, options),
    sendPageReply: (email, options) => real.sendPageReply(email, options),
    sendDelivery: (email, options) => real.sendDelivery(email, options),
    sendLetterOpened: (email, options) => real.sendLetterOpened(email, options),
    sendQuestionAlert: (email, options) => real.sendQuestionAlert(email, options),
    sendPageOpened: async (email, options) => {
      await real.sendPageOpened(email, options);
      throw new Error('the process stopped before marking the e-mail done');
    },
  };
}

const openedFiles = async () => {
  const names = (await readdir(join(dataDir, 'outbox')).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const texts = await Promise.all(names.map((name) => readFile(join(dataDir, 'outbox', name), 'utf8')));
  return texts.filter((text) => text.includes('Subject: =?UTF-8?') && text.includes('aberta pela primeira vez'));
};

describe('the "opened" e-mail across restarts', () => {
  it('is queued once and written once, however the openings are replayed around restarts and a crash after sending', async () => {
    let runtime = await start();
    const { memoryId } = await runtime.container.get(CreateMemory).execute(createMemoryInput());
    await runtime.container.get(ConfirmPayment).execute({ memoryId, paymentId: `demo-${memoryId}`, outcome: 'approved' });
    await runtime.container.get(DeliverQueuedEmails).execute();
    const slug = (await runtime.container.get(PORTS.MemoryRepository).findById(memoryId))!.slug;
    const open = (r: Runtime) => r.container.get(RecordPageOpening).execute({ slug, id: memoryId });
    const openedTasks = async (r: Runtime) => (await r.container.get(PORTS.EmailOutbox).list()).filter((task) => task.payload.reason === 'opened');

    await Promise.all([open(runtime), open(runtime), open(runtime)]);
    expect(await openedTasks(runtime)).toHaveLength(1);
    await runtime.close();

    // Restarted: the same request replayed queues nothing; the e-mail is handed over, and the process stops before done.
    runtime = await start(stoppingAfterSend());
    await expect(open(runtime)).resolves.toMatchObject({ counted: false, emailQueued: false });
    await runtime.container.get(DeliverQueuedEmails).execute();
    expect((await openedTasks(runtime)).map((task) => task.status)).toEqual(['pending']);
    expect(await openedFiles()).toHaveLength(1);
    await runtime.close();

    // Restarted again, later: the e-mail is taken back and recognised as sent; a new opening counts and queues nothing.
    clock.advance(HOUR_MS);
    runtime = await start();
    await runtime.container.get(DeliverQueuedEmails).execute();
    await expect(open(runtime)).resolves.toMatchObject({ counted: true, first: false, emailQueued: false });
    await runtime.container.get(DeliverQueuedEmails).execute();
    expect((await openedTasks(runtime)).map((task) => task.status)).toEqual(['done']);
    expect(await openedFiles()).toHaveLength(1);
    expect((await runtime.container.get(PORTS.PageOpenings).find(memoryId)).count).toBe(2);
    await runtime.close();
  });
});
