import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import { buildRuntime, type Runtime } from '../../src/adapters/composition/container.js';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { createLogger } from '../../src/adapters/logging/logger.js';
import { CreateMemory } from '../../src/application/buyer/create-memory.js';
import { DeliverOnTheDay } from '../../src/application/delivery/deliver-on-the-day.js';
import { DeliverQueuedEmails } from '../../src/application/housekeeping/deliver-queued-emails.js';
import { ConfirmPayment } from '../../src/application/payments/confirm-payment.js';
import { scheduledDelivery } from '../../src/domain/delivery/recipient-delivery.js';
import { storedAsGiven } from '../support/fakes/fake-photo-processor.js';
import { FixedClock } from '../support/fakes/fixed-clock.js';
import { createMemoryInput } from '../support/mothers/memory.mother.js';
import { copyMigratedDataDir } from '../support/sqlite/migrated-database.js';

/**
 * "Entrega no dia" on the product's own composition: two instances on one SQLite file run their delivery rounds at
 * the page's instant side by side, and the outbox then writes the recipient's e-mail and the buyer's notice, once.
 */
let dir: string;
const runtimes: Runtime[] = [];
const clock = new FixedClock(new Date('2026-03-10T15:00:00.000Z'));
/** 12 June 2026, midnight in Brasília. */
const REVEAL = new Date('2026-06-12T03:00:00.000Z');

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'memories-delivery-'));
  await copyMigratedDataDir(join(dir, 'data'));
  clock.set('2026-03-10T15:00:00.000Z');
});
afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((runtime) => runtime.close()));
  await rm(dir, { recursive: true, force: true });
});

async function instance(): Promise<Runtime> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'silent' });
  const runtime = await buildRuntime(config, { clock, logger: createLogger('silent'), photoProcessor: storedAsGiven });
  runtimes.push(runtime);
  return runtime;
}

const outboxTexts = async () => {
  const folder = join(dir, 'data', 'outbox');
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  return Promise.all(names.map((name) => readFile(join(folder, name), 'utf8')));
};

describe('the delivery on the day, on two instances', () => {
  it('queues and sends the recipient’s e-mail and the buyer’s notice once, at the page’s instant and not before', async () => {
    const first = await instance();
    const second = await instance();
    const { memoryId } = await first.container.get(CreateMemory).execute(createMemoryInput({ revealAt: '2026-06-12T00:00' }));
    await first.container.get(ConfirmPayment).execute({ memoryId, paymentId: `demo-${memoryId}`, outcome: 'approved' });
    await first.container.get(DeliverQueuedEmails).execute();
    await first.container
      .get(PORTS.RecipientDeliveries)
      .save(scheduledDelivery({ memoryId, to: 'joao@example.com', revealAt: REVEAL, now: clock.now() }));
    const rounds = () => Promise.all([first, second].map((runtime) => runtime.container.get(DeliverOnTheDay).execute()));

    clock.set(new Date(REVEAL.getTime() - 1));
    expect((await rounds()).map((round) => round.sent)).toEqual([0, 0]);

    clock.set(REVEAL);
    expect((await rounds()).reduce((sum, round) => sum + round.sent, 0)).toBe(1);
    await Promise.all([first, second].map((runtime) => runtime.container.get(DeliverQueuedEmails).execute()));
    await rounds();
    await Promise.all([first, second].map((runtime) => runtime.container.get(DeliverQueuedEmails).execute()));

    const texts = await outboxTexts();
    const toRecipient = texts.filter((text) => text.includes('To: joao@example.com'));
    const toBuyer = texts.filter(
      (text) => text.includes('To: ana@example.com') && text.includes('Subject: =?UTF-8?Q?A_surpresa_chegou_para_Jo=C3=A3o?='),
    );
    expect(toRecipient).toHaveLength(1);
    expect(toBuyer).toHaveLength(1);
    expect(toRecipient[0]).toContain('Content-Type: image/png');
    expect(toRecipient[0]).not.toContain('/editar/');
    await expect(first.container.get(PORTS.RecipientDeliveries).find(memoryId)).resolves.toMatchObject({ status: 'sent', sentAt: REVEAL });
  });
});
