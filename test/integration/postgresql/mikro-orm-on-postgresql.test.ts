import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import type { QueuedTask } from '../../../src/application/ports/task-queue.js';
import type { PaymentNotification } from '../../../src/application/ports/payment-notifications.js';
import { toMemoryRecord } from '../../../src/adapters/persistence/mikro-orm/memory.mapper.js';
import { MikroOrmMemoryRepository } from '../../../src/adapters/persistence/mikro-orm/mikro-orm-memory-repository.js';
import { MikroOrmTaskQueue } from '../../../src/adapters/persistence/mikro-orm/mikro-orm-task-queue.js';
import type { Database } from '../../../src/adapters/persistence/mikro-orm/open-database.js';
import { openPostgresqlDatabase } from '../../../src/adapters/persistence/mikro-orm/open-postgresql-database.js';
import { BackgroundTaskSchema, EmailOutboxSchema, PaymentNotificationSchema } from '../../../src/adapters/persistence/mikro-orm/task-queue.schema.js';
import { writeHealthHeartbeat } from '../../../src/adapters/persistence/mikro-orm/health-heartbeat.js';
import { StartupError } from '../../../src/adapters/shared/startup-error.js';
import { describeMemoryRepositoryContract } from '../../contract/memory-repository.contract.js';
import { describeTaskQueueContract, type SamplePayload } from '../../contract/task-queue.contract.js';
import { aMemory } from '../../support/mothers/memory.mother.js';
import { describeOnPostgres, emptyTables, freshPostgresDatabase } from '../../support/postgres/postgres-suite.js';
import { rejectionOf } from '../../support/rejection.js';
import { POSTGRESQL_MIGRATIONS } from '../../../src/adapters/persistence/mikro-orm/migrations/postgresql/postgresql-migrations.js';

const T0 = new Date('2026-03-10T15:00:00.000Z');

describeOnPostgres('MikroORM adapters', (cluster) => {
  let shared: Database;
  const opened: Database[] = [];
  beforeAll(async () => {
    shared = (await freshPostgresDatabase(cluster())).database;
  }, 60_000);
  afterAll(async () => {
    for (const database of [shared, ...opened]) await database?.close();
  });
  const fresh = async () => {
    await emptyTables(shared);
    return shared;
  };

  describeMemoryRepositoryContract('MikroOrmMemoryRepository on PostgreSQL', async () => {
    const store = new MikroOrmMemoryRepository(await fresh());
    return {
      repository: store,
      support: store,
      outbox: new MikroOrmTaskQueue<OutboxEmail>(shared, EmailOutboxSchema),
      cleanup: async () => {},
    };
  });

  for (const schema of [EmailOutboxSchema, PaymentNotificationSchema, BackgroundTaskSchema]) {
    describeTaskQueueContract(`MikroOrmTaskQueue on PostgreSQL (${schema.meta.tableName})`, async () => {
      return { queue: new MikroOrmTaskQueue<SamplePayload>(await fresh(), schema), cleanup: async () => {} };
    });
  }

  it('builds with its migrations exactly the tables the entity schemas describe, and several instances may migrate at once', async () => {
    const url = await cluster().createDatabase();
    const instances = await Promise.all([1, 2, 3].map(() => openPostgresqlDatabase({ url, poolSize: 2 })));
    opened.push(...instances);

    await expect(instances[0]!.orm.schema.getUpdateSchemaSQL({ wrap: false })).resolves.toBe('');
    const applied = await instances[1]!.orm.em.getConnection().execute<{ name: string }[]>('select "name" from "mikro_orm_migrations"');
    // Every migration of the list, in its order, the first being the initial schema.
    expect(applied.map((row) => row.name)).toEqual(POSTGRESQL_MIGRATIONS.map((migration) => migration.name));
    expect(applied[0]!.name).toBe('Migration20261224000000_initial_schema');
  });

  it('stores times as timestamps and reads them back to the millisecond; the health heartbeat commits', async () => {
    const database = await fresh();
    const repository = new MikroOrmMemoryRepository(database);
    const memory = aMemory({ id: 'pgtimes000000001' });
    await repository.add(memory);

    const [row] = await database.orm.em
      .getConnection()
      .execute<{ kind: string }[]>(`select pg_typeof("created_at")::text as "kind" from "memories" where "id" = 'pgtimes000000001'`);
    expect(row!.kind).toBe('timestamp with time zone');
    expect(toMemoryRecord((await repository.findById('pgtimes000000001'))!)).toEqual(toMemoryRecord(memory));
    await writeHealthHeartbeat(database, T0);
    await writeHealthHeartbeat(database, T0);
  });

  it('never hands the same task to two instances claiming at once (for update skip locked)', async () => {
    const url = await cluster().createDatabase();
    const [first, second] = await Promise.all([openPostgresqlDatabase({ url, poolSize: 4 }), openPostgresqlDatabase({ url, poolSize: 4 })]);
    opened.push(first, second);
    const one = new MikroOrmTaskQueue<PaymentNotification>(first, PaymentNotificationSchema);
    const two = new MikroOrmTaskQueue<PaymentNotification>(second, PaymentNotificationSchema);
    for (let i = 0; i < 60; i++) await (i % 2 ? one : two).enqueue({ paymentId: `pay-${i}` }, T0);

    const drain = async (queue: MikroOrmTaskQueue<PaymentNotification>) => {
      const claimed: QueuedTask<PaymentNotification>[] = [];
      for (;;) {
        const batch = await queue.claimDue(T0, 3, 60_000);
        if (batch.length === 0) return claimed;
        claimed.push(...batch);
      }
    };
    const claims = await Promise.all([drain(one), drain(two), drain(one), drain(two)]);

    const ids = claims.flat().map((task) => task.id);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
  });

  it('refuses to start on a database that does not answer, naming host and database but never the password', async () => {
    const url = `postgresql://memories:s3cr3t-pw@127.0.0.1:${cluster().port + 1}/memories`;
    const error = await rejectionOf(openPostgresqlDatabase({ url, poolSize: 1 }), StartupError);
    expect(error.message).toContain('DATABASE_URL');
    expect(error.message).toContain(`127.0.0.1:${cluster().port + 1}/memories`);
    expect(error.message).not.toContain('s3cr3t-pw');
  });
});
