import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import { buildRuntime, type Runtime } from '../../src/adapters/composition/container.js';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { createLogger } from '../../src/adapters/logging/logger.js';
import { CreateMemory } from '../../src/application/buyer/create-memory.js';
import { GetPaymentStatus } from '../../src/application/buyer/get-payment-status.js';
import { DeliverQueuedEmails } from '../../src/application/housekeeping/deliver-queued-emails.js';
import { ConfirmPayment } from '../../src/application/payments/confirm-payment.js';
import { storedAsGiven } from '../support/fakes/fake-photo-processor.js';
import { createMemoryInput } from '../support/mothers/memory.mother.js';
import { copyMigratedDataDir } from '../support/sqlite/migrated-database.js';

/**
 * Two instances on one database, each with its short read cache of pages (READ_CACHE_TTL_MS): the buyer's return page
 * asks one of them for the order's status while the payment is still pending, the approval is applied by the other,
 * and the first one's outbox worker takes the e-mail the approval queued. It must send it: the worker decides on the
 * page as the database has it, never on what its cache read a moment before the payment.
 */
let dir: string;
const runtimes: Runtime[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'memories-outbox-instances-'));
  await copyMigratedDataDir(join(dir, 'data'));
});
afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((runtime) => runtime.close()));
  await rm(dir, { recursive: true, force: true });
});

async function instance(): Promise<Runtime> {
  // A cache long enough that no test machine outlives it between the read and the delivery.
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'silent', READ_CACHE_TTL_MS: '60000' });
  const runtime = await buildRuntime(config, { logger: createLogger('silent'), photoProcessor: storedAsGiven });
  runtimes.push(runtime);
  return runtime;
}

const outboxFiles = async () => (await readdir(join(dir, 'data', 'outbox')).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));

describe('the outbox across two instances', () => {
  it('sends the page-links e-mail of a payment applied by the other instance, though this one read the order while it was pending', async () => {
    const first = await instance();
    const second = await instance();
    const { memoryId } = await first.container.get(CreateMemory).execute(createMemoryInput());
    // The return page polls the first instance: its read cache now holds the order as pending.
    await expect(first.container.get(GetPaymentStatus).execute({ id: memoryId })).resolves.toEqual({ status: 'pending' });

    await second.container.get(ConfirmPayment).execute({ memoryId, paymentId: `demo-${memoryId}`, outcome: 'approved' });
    const report = await first.container.get(DeliverQueuedEmails).execute();

    expect(report).toEqual({ done: 1, cancelled: 0, retried: 0, failed: 0 });
    const [task] = await first.container.get(PORTS.EmailOutbox).list();
    expect(task).toMatchObject({ status: 'done', payload: { reason: 'activated', to: 'ana@example.com' } });
    expect(await outboxFiles()).toHaveLength(1);
  });
});
