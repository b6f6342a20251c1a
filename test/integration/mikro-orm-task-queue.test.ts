import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MikroOrmTaskQueue } from '../../src/adapters/persistence/mikro-orm/mikro-orm-task-queue.js';
import { openDatabase, type Database } from '../../src/adapters/persistence/mikro-orm/open-database.js';
import { BackgroundTaskSchema, EmailOutboxSchema, PaymentNotificationSchema } from '../../src/adapters/persistence/mikro-orm/task-queue.schema.js';
import type { OutboxEmail } from '../../src/application/ports/email-outbox.js';
import type { PaymentNotification } from '../../src/application/ports/payment-notifications.js';
import type { QueuedTask } from '../../src/application/ports/task-queue.js';
import { describeTaskQueueContract, type SamplePayload } from '../contract/task-queue.contract.js';
import { copyMigratedDatabase, temporaryDatabase } from '../support/sqlite/migrated-database.js';
import { tempDir } from '../support/temp-dir.js';

for (const schema of [EmailOutboxSchema, PaymentNotificationSchema, BackgroundTaskSchema]) {
  describeTaskQueueContract(`MikroOrmTaskQueue on SQLite (${schema.meta.tableName})`, async () => {
    const { database, remove } = await temporaryDatabase();
    return { queue: new MikroOrmTaskQueue<SamplePayload>(database, schema), cleanup: remove };
  });
}

describe('MikroOrmTaskQueue on a SQLite file', () => {
  let directory: Awaited<ReturnType<typeof tempDir>>;
  let dbPath: string;
  const opened: Database[] = [];
  const T0 = new Date('2026-11-22T10:00:00.000Z');

  async function open(): Promise<Database> {
    await copyMigratedDatabase(dbPath);
    const database = await openDatabase({ dbPath });
    opened.push(database);
    return database;
  }

  beforeEach(async () => {
    directory = await tempDir('memories-queue-');
    dbPath = join(directory.path, 'memories.sqlite');
  });

  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
    await directory.remove();
  });

  it('never hands the same task to two processes claiming at once', async () => {
    const one = new MikroOrmTaskQueue<PaymentNotification>(await open(), PaymentNotificationSchema);
    const two = new MikroOrmTaskQueue<PaymentNotification>(await open(), PaymentNotificationSchema);
    for (let i = 0; i < 40; i++) await (i % 2 ? one : two).enqueue({ paymentId: `pay-${i}` }, T0);

    // Neither worker goes on past its first claim before the other has made its own: both take part, whatever the
    // scheduling, and from then on they claim side by side.
    const claimedOnce = [0, 1].map(() => {
      let done: () => void = () => {};
      return { promise: new Promise<void>((resolve) => (done = resolve)), done: () => done() };
    });
    async function drain(queue: MikroOrmTaskQueue<PaymentNotification>, me: 0 | 1): Promise<QueuedTask<PaymentNotification>[]> {
      const claimed: QueuedTask<PaymentNotification>[] = [];
      for (;;) {
        const batch = await queue.claimDue(T0, 2, 60_000);
        claimedOnce[me]!.done();
        await claimedOnce[1 - me]!.promise;
        if (batch.length === 0) return claimed;
        claimed.push(...batch);
      }
    }
    const [byOne, byTwo] = await Promise.all([drain(one, 0), drain(two, 1)]);

    const ids = [...byOne, ...byTwo].map((task) => task.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(40);
    expect(byOne.length).toBeGreaterThan(0);
    expect(byTwo.length).toBeGreaterThan(0);
    expect([...byOne, ...byTwo].every((task) => task.attempts === 1)).toBe(true);
  });

  it('keeps one pending task per dedup key when two processes queue it at once', async () => {
    const one = new MikroOrmTaskQueue<PaymentNotification>(await open(), PaymentNotificationSchema);
    const two = new MikroOrmTaskQueue<PaymentNotification>(await open(), PaymentNotificationSchema);

    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).enqueue({ paymentId: 'pay-1' }, T0, { dedupKey: 'payment:pay-1' })),
    );

    expect(new Set(ids).size).toBe(1);
    await expect(one.countByStatus()).resolves.toMatchObject({ pending: 1 });
  });

  it('names the table and the step when a statement fails, never quoting the payload', async () => {
    const database = await open();
    const outbox = new MikroOrmTaskQueue<OutboxEmail>(database, EmailOutboxSchema);
    await database.orm.em.getConnection().execute("create trigger refuse before insert on email_outbox begin select raise(abort, 'refused'); end");

    const rejection = await outbox
      .enqueue({ to: 'private@example.com', reason: 'activated', memoryIds: ['mem0000000000001'] }, T0)
      .catch((e: unknown) => e);

    expect(rejection).toBeInstanceOf(Error);
    expect((rejection as Error).message).toBe('email_outbox: queueing a task failed: SQLITE_CONSTRAINT: refused');
    expect(String((rejection as Error).stack)).not.toContain('private@example.com');
  });

  it('keeps the two queues apart', async () => {
    const database = await open();
    const outbox = new MikroOrmTaskQueue<OutboxEmail>(database, EmailOutboxSchema);
    const inbox = new MikroOrmTaskQueue<PaymentNotification>(database, PaymentNotificationSchema);

    await outbox.enqueue({ to: 'ana@example.com', reason: 'activated', memoryIds: ['mem0000000000001'] }, T0);

    await expect(inbox.list()).resolves.toEqual([]);
    expect((await outbox.list()).map((task) => task.payload.to)).toEqual(['ana@example.com']);
  });

  it('stores the payload as JSON text and dates as epoch milliseconds, like the other tables', async () => {
    const database = await open();
    const { orm } = database;
    const inbox = new MikroOrmTaskQueue<PaymentNotification>(database, PaymentNotificationSchema);

    const id = await inbox.enqueue({ paymentId: 'pay-9' }, T0, { dedupKey: 'payment:pay-9' });

    const rows = await orm.em
      .getConnection()
      .execute(`select payload, dedup_key, typeof(created_at) as created from payment_notifications where id = ${id}`);
    expect(rows).toEqual([{ payload: '{"paymentId":"pay-9"}', dedup_key: 'payment:pay-9', created: 'integer' }]);
  });
});
