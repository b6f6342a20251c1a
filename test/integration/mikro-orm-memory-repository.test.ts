import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CachedMemoryRepository } from '../../src/adapters/persistence/cached-memory-repository.js';
import { MEMORY_COLUMNS } from '../../src/adapters/persistence/mikro-orm/memory-row.js';
import { MemorySchema } from '../../src/adapters/persistence/mikro-orm/memory.schema.js';
import { loadedMigrations } from '../../src/adapters/persistence/mikro-orm/migrations/listed-migration.js';
import { SQLITE_MIGRATIONS } from '../../src/adapters/persistence/mikro-orm/migrations/sqlite/sqlite-migrations.js';
import { MikroOrmMemoryRepository } from '../../src/adapters/persistence/mikro-orm/mikro-orm-memory-repository.js';
import { MikroOrmTaskQueue } from '../../src/adapters/persistence/mikro-orm/mikro-orm-task-queue.js';
import { openDatabase, type Database } from '../../src/adapters/persistence/mikro-orm/open-database.js';
import { EmailOutboxSchema } from '../../src/adapters/persistence/mikro-orm/task-queue.schema.js';
import type { OutboxEmail } from '../../src/application/ports/email-outbox.js';
import { describeMemoryRepositoryContract } from '../contract/memory-repository.contract.js';
import { aMemory } from '../support/mothers/memory.mother.js';
import { copyMigratedDatabase, temporaryDatabase } from '../support/sqlite/migrated-database.js';

const SQLITE_MIGRATION_NAMES = SQLITE_MIGRATIONS.map((migration) => migration.name);

async function freshDirectory(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'memories-sqlite-'));
}

/** The columns `memories` had when the first SQLite migration made it. */
const FIRST_MIGRATION_COLUMNS = [
  'id',
  'slug',
  'your_name',
  'loved_name',
  'dating_since',
  'message',
  'plan',
  'youtube',
  'email',
  'photos',
  'status',
  'created_at',
  'updated_at',
  'paid_at',
  'ends_at',
  'payment_id',
  'edit_token_version',
  'version',
];

async function query(database: Database, sql: string): Promise<Record<string, unknown>[]> {
  return database.orm.em.getConnection().execute(sql);
}

describeMemoryRepositoryContract('MikroOrmMemoryRepository on SQLite', async () => {
  const { database, remove } = await temporaryDatabase();
  const store = new MikroOrmMemoryRepository(database);
  return {
    repository: store,
    support: store,
    outbox: new MikroOrmTaskQueue<OutboxEmail>(database, EmailOutboxSchema),
    cleanup: remove,
  };
});

describeMemoryRepositoryContract('CachedMemoryRepository over MikroOrmMemoryRepository on SQLite', async () => {
  const { database, remove } = await temporaryDatabase();
  const store = new MikroOrmMemoryRepository(database);
  return {
    repository: new CachedMemoryRepository(store, { ttlMs: 2000, maxEntries: 100 }),
    support: store,
    outbox: new MikroOrmTaskQueue<OutboxEmail>(database, EmailOutboxSchema),
    cleanup: remove,
  };
});

describe('MikroOrmMemoryRepository on a SQLite file', () => {
  let directory: string;
  let dbPath: string;
  const opened: Database[] = [];

  /** Opens the file at `dbPath`, migrating it as the product does: an empty file gets every migration. */
  async function open(): Promise<Database> {
    const database = await openDatabase({ dbPath });
    opened.push(database);
    return database;
  }

  /** For tests not about migrating: the file starts as a copy of the run's migrated template. */
  async function openMigrated(): Promise<Database> {
    await copyMigratedDatabase(dbPath);
    return open();
  }

  beforeEach(async () => {
    directory = await freshDirectory();
    dbPath = join(directory, 'nested', 'data', 'memories.sqlite');
  });

  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('creates the missing folder and applies the migrations to a fresh file', async () => {
    const database = await open();

    const tables = await query(database, "select name from sqlite_master where type = 'table' order by name");
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['memories', 'email_outbox', 'payment_notifications', 'mikro_orm_migrations']));
    const applied = await query(database, 'select name from mikro_orm_migrations');
    expect(applied.map((m) => m.name)).toEqual([...SQLITE_MIGRATION_NAMES]);
    const indexes = await query(database, "select name from sqlite_master where type = 'index' and tbl_name = 'memories'");
    expect(indexes.map((i) => i.name)).toEqual(
      expect.arrayContaining(['memories_email_index', 'memories_status_ends_at_index', 'memories_status_created_at_index']),
    );
    for (const table of ['email_outbox', 'payment_notifications', 'background_tasks']) {
      const taskIndexes = await query(database, `select name, sql from sqlite_master where type = 'index' and tbl_name = '${table}' order by name`);
      expect(taskIndexes).toEqual([
        {
          name: `${table}_pending_dedup_key_unique`,
          sql: expect.stringMatching(/^create unique index .* \(`dedup_key`\) where `status` = 'pending'$/i),
        },
        { name: `${table}_status_next_attempt_at_index`, sql: expect.stringContaining('(`status`, `next_attempt_at`)') },
      ]);
    }
  });

  it('names every migration after the class its file holds, in order', async () => {
    const loaded = await loadedMigrations(SQLITE_MIGRATIONS);
    expect(loaded.map((migration) => migration.class.name)).toEqual(
      SQLITE_MIGRATION_NAMES.map((name) => name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())),
    );
  });

  it('brings a file made before the payments migration up to date, keeping its memories and their payment outcome', async () => {
    const first = await open();
    const repository = new MikroOrmMemoryRepository(first);
    await repository.add(aMemory({ id: 'oldpending000001' }));
    await repository.add(aMemory({ id: 'oldfailed0000001', status: 'payment_failed' }));
    await repository.add(aMemory({ id: 'oldactive0000001', status: 'active' }));
    await repository.add(aMemory({ id: 'oldsuspended0001', status: 'suspended' }));
    await repository.add(aMemory({ id: 'oldexpired000001', details: { plan: 'basic' }, status: 'expired' }));
    // What the file looked like before: only the columns and the table of the first migration (history, fixed for good),
    // the later migrations not recorded.
    await query(first, "update memories set payment_id = null where status = 'payment_failed'");
    for (const { name } of await query(first, "select name from pragma_table_info('memories')")) {
      if (!FIRST_MIGRATION_COLUMNS.includes(String(name))) await query(first, `alter table memories drop column ${String(name)}`);
    }
    const laterTables =
      "select name from sqlite_master where type = 'table' and name not in ('memories', 'mikro_orm_migrations') and name not like 'sqlite_%'";
    for (const { name } of await query(first, laterTables)) await query(first, `drop table ${String(name)}`);
    await query(first, "delete from mikro_orm_migrations where name >= 'Migration20261122000000_payments_and_outbox'");
    await first.close();
    opened.splice(opened.indexOf(first), 1);

    const again = await open();

    await expect(query(again, 'select name from mikro_orm_migrations order by id')).resolves.toEqual(
      SQLITE_MIGRATION_NAMES.map((name) => ({ name })),
    );
    await expect(query(again, 'select id, payment_outcome from memories order by id')).resolves.toEqual([
      { id: 'oldactive0000001', payment_outcome: 'approved' },
      { id: 'oldexpired000001', payment_outcome: 'approved' },
      { id: 'oldfailed0000001', payment_outcome: null },
      { id: 'oldpending000001', payment_outcome: null },
      { id: 'oldsuspended0001', payment_outcome: 'reversed' },
    ]);
    const suspended = (await new MikroOrmMemoryRepository(again).findById('oldsuspended0001'))!;
    // A late approval of the payment that was reversed changes nothing.
    expect(suspended.recordPayment('pay-oldsuspended0001', 'approved', new Date('2026-11-22T10:00:00.000Z'))).toBe(false);
    await expect(new MikroOrmTaskQueue<OutboxEmail>(again, EmailOutboxSchema).countByStatus()).resolves.toMatchObject({ pending: 0 });
    await expect(again.orm.schema.getUpdateSchemaSQL({ wrap: false })).resolves.toBe('');
  });

  it('keeps the entity schema and the migrations in step, for every table', async () => {
    const database = await open();

    const tables = database.orm.getMetadata().getAll();
    expect(
      Object.values(tables)
        .map((meta) => meta.tableName)
        .sort(),
    ).toEqual([
      'anniversary_emails',
      'anniversary_emails_off',
      'background_tasks',
      'email_outbox',
      'health_heartbeat',
      'job_leases',
      'memories',
      'page_chapters',
      'page_deliveries',
      'page_letters',
      'page_openings',
      'page_orders',
      'page_question_tries',
      'page_questions',
      'page_replies',
      'page_skies',
      'payment_notifications',
      'rate_limit_hits',
      'shop_identity',
    ]);
    await expect(database.orm.schema.getUpdateSchemaSQL({ wrap: false })).resolves.toBe('');
  });

  it('stores the change and its e-mail in one transaction: when the e-mail cannot be recorded, the change is undone', async () => {
    const database = await openMigrated();
    const repository = new MikroOrmMemoryRepository(database);
    await repository.add(aMemory({ id: 'atomic0000000001' }));
    await query(database, "create trigger refuse_outbox before insert on email_outbox begin select raise(abort, 'outbox refused'); end");
    const read = (await repository.findById('atomic0000000001'))!;
    read.recordPayment('pay-1', 'approved', new Date('2026-03-10T16:00:00.000Z'));
    const queued = { email: { to: 'ana@example.com', reason: 'activated' as const, memoryIds: [read.id] }, at: new Date('2026-03-10T16:00:00.000Z') };

    const rejection = await repository.update(read, queued).catch((error: unknown) => error);

    expect(rejection).toBeInstanceOf(Error);
    expect((rejection as Error).message).toBe('email_outbox: queueing a task failed: SQLITE_CONSTRAINT: outbox refused');
    expect(String((rejection as Error).stack)).not.toContain('ana@example.com');

    expect((await repository.findById('atomic0000000001'))?.snapshot()).toMatchObject({ status: 'pending_payment', version: 1 });
    await query(database, 'drop trigger refuse_outbox');
    await repository.update(read, queued);
    expect((await repository.findById('atomic0000000001'))?.snapshot()).toMatchObject({ status: 'active', version: 2 });
    await expect(query(database, 'select count(*) as n from email_outbox')).resolves.toEqual([{ n: 1 }]);
  });

  it('reads every column the entity schema writes', async () => {
    const database = await openMigrated();
    const columns = database.orm
      .getMetadata()
      .get(MemorySchema.meta.className)
      .props.flatMap((prop) => prop.fieldNames);

    expect(MEMORY_COLUMNS.replaceAll('"', '').split(', ').sort()).toEqual([...columns].sort());
  });

  it('reads dates written as text as well as the epoch milliseconds MikroORM writes', async () => {
    const database = await openMigrated();
    const repository = new MikroOrmMemoryRepository(database);
    await repository.add(aMemory({ id: 'textdates0000001', status: 'active', paidAt: new Date('2026-03-10T15:04:05.678Z') }));
    const stored = await query(database, "select typeof(created_at) as type from memories where id = 'textdates0000001'");
    expect(stored).toEqual([{ type: 'integer' }]);

    await query(database, "update memories set paid_at = '2026-03-10T15:04:05.678Z' where id = 'textdates0000001'");

    const found = (await repository.findById('textdates0000001'))!.snapshot();
    expect(found.paidAt?.toISOString()).toBe('2026-03-10T15:04:05.678Z');
    expect(found.createdAt.toISOString()).toBe('2026-03-10T15:00:00.000Z');
  });

  it('keeps the data and applies nothing twice when the file is opened again', async () => {
    const first = await open();
    await new MikroOrmMemoryRepository(first).add(aMemory({ id: 'persisted0000001' }));
    await first.close();
    opened.splice(opened.indexOf(first), 1);

    const again = await open();

    await expect(new MikroOrmMemoryRepository(again).findById('persisted0000001')).resolves.not.toBeNull();
    await expect(query(again, 'select count(*) as n from mikro_orm_migrations')).resolves.toEqual([{ n: SQLITE_MIGRATION_NAMES.length }]);
  });

  it('turns on WAL journaling and a busy timeout', async () => {
    const database = await open();

    await expect(query(database, 'pragma journal_mode')).resolves.toEqual([{ journal_mode: 'wal' }]);
    await expect(query(database, 'pragma busy_timeout')).resolves.toEqual([{ timeout: 5000 }]);
  });

  it('lets a second process-like handle open the file while the first is open, each seeing the other’s writes', async () => {
    const server = new MikroOrmMemoryRepository(await openMigrated());
    const cli = new MikroOrmMemoryRepository(await openMigrated());

    await server.add(aMemory({ id: 'fromserver000001' }));
    await cli.add(aMemory({ id: 'fromcli000000001' }));

    await expect(cli.findById('fromserver000001')).resolves.not.toBeNull();
    await expect(server.findById('fromcli000000001')).resolves.not.toBeNull();

    const read = await cli.findById('fromserver000001');
    read!.recordPayment('pay-cli', 'rejected', new Date('2026-03-10T16:00:00.000Z'));
    await cli.update(read!);
    expect((await server.findById('fromserver000001'))?.status).toBe('payment_failed');
  });

  it('lets two handles open the same fresh file at the same moment, migrating it once', async () => {
    for (const round of [1, 2, 3]) {
      dbPath = join(directory, `fresh-${round}`, 'memories.sqlite');

      const [server, cli] = await Promise.all([open(), open()]);

      await new MikroOrmMemoryRepository(server).add(aMemory({ id: `fresh${round}00000000000` }));
      await expect(new MikroOrmMemoryRepository(cli).findById(`fresh${round}00000000000`)).resolves.not.toBeNull();
      await expect(query(cli, 'select count(*) as n from mikro_orm_migrations')).resolves.toEqual([{ n: SQLITE_MIGRATION_NAMES.length }]);
      await expect(query(cli, 'pragma journal_mode')).resolves.toEqual([{ journal_mode: 'wal' }]);
    }
  });

  it('lets exactly one of two concurrent updates of the same version win, across two handles', async () => {
    const one = new MikroOrmMemoryRepository(await openMigrated());
    const two = new MikroOrmMemoryRepository(await openMigrated());
    await one.add(aMemory({ id: 'race000000000001' }));
    const copyOne = (await one.findById('race000000000001'))!;
    const copyTwo = (await two.findById('race000000000001'))!;
    copyOne.recordPayment('pay-one', 'approved', new Date('2026-03-10T16:00:00.000Z'));
    copyTwo.recordPayment('pay-two', 'rejected', new Date('2026-03-10T16:00:00.000Z'));

    const results = await Promise.allSettled([one.update(copyOne), two.update(copyTwo)]);

    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.reason).toMatchObject({ code: 'memory.concurrent-update' });
    const stored = (await one.findById('race000000000001'))!;
    expect(stored.version).toBe(2);
    expect(stored.status).toBe(results[0].status === 'fulfilled' ? 'active' : 'payment_failed');
  });

  it('lets exactly one of many concurrent updates win on one handle', async () => {
    const repository = new MikroOrmMemoryRepository(await openMigrated());
    await repository.add(aMemory({ id: 'race000000000002' }));
    const copies = await Promise.all([1, 2, 3, 4].map(() => repository.findById('race000000000002')));

    const results = await Promise.allSettled(
      copies.map((copy, i) => {
        copy!.recordPayment(`pay-${i}`, 'approved', new Date('2026-03-10T16:00:00.000Z'));
        return repository.update(copy!);
      }),
    );

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
      expect(result.reason).toMatchObject({ code: 'memory.concurrent-update' });
    }
    expect((await repository.findById('race000000000002'))?.version).toBe(2);
  });

  it('writes nothing by default, migrating a fresh file or opening it again', async () => {
    const log = vi.fn();

    opened.push(await openDatabase({ dbPath, log }));
    opened.push(await openDatabase({ dbPath, log }));

    expect(log).not.toHaveBeenCalled();
  });

  it('opens an up-to-date file by reading which migrations it has, and runs nothing else', async () => {
    await copyMigratedDatabase(dbPath);
    const log = vi.fn();

    opened.push(await openDatabase({ dbPath, debug: true, log }));

    const lines = log.mock.calls.map(([line]) => String(line));
    expect(lines.join('\n')).not.toContain('Applied');
    const statements = lines.filter((line) => line.includes('[query]'));
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) expect(statement).toMatch(/select .*(sqlite_master|mikro_orm_migrations)|pragma/i);
  });

  it('logs the banner, the migrations applied and the queries in debug mode', async () => {
    const log = vi.fn();

    opened.push(await openDatabase({ dbPath, debug: true, log }));

    const lines = log.mock.calls.map(([line]) => String(line)).join('\n');
    expect(lines).toContain('MikroORM version');
    for (const name of SQLITE_MIGRATION_NAMES) expect(lines).toContain(`Applied '${name}'`);
  });

  it('rejects a duplicate id without quoting the buyer’s data', async () => {
    const repository = new MikroOrmMemoryRepository(await openMigrated());
    await repository.add(aMemory({ id: 'dup0000000000001', details: { email: 'private@example.com' } }));

    const rejection = await repository.add(aMemory({ id: 'dup0000000000001', details: { email: 'private@example.com' } })).catch((e: unknown) => e);

    expect(rejection).toBeInstanceOf(Error);
    expect((rejection as Error).message).toBe('duplicate memory id dup0000000000001');
    expect(JSON.stringify(rejection) + String(rejection)).not.toContain('private@example.com');
  });

  it('rejects a ping once the database is closed', async () => {
    const database = await openMigrated();
    const repository = new MikroOrmMemoryRepository(database);
    await database.close();
    opened.splice(opened.indexOf(database), 1);

    await expect(repository.ping()).rejects.toThrow('Unable to acquire a connection');
  });
});
