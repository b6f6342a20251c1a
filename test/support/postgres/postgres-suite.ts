import { afterAll, beforeAll, describe } from 'vitest';
import { openPostgresqlDatabase } from '../../../src/adapters/persistence/mikro-orm/open-postgresql-database.js';
import type { Database } from '../../../src/adapters/persistence/mikro-orm/open-database.js';
import { POSTGRESQL_REQUIRED, postgresUnavailable, startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.js';

const unavailable = postgresUnavailable();
if (unavailable && POSTGRESQL_REQUIRED) throw new Error(`MEMORIES_REQUIRE_POSTGRESQL=1, but ${unavailable}`);
if (unavailable) process.stderr.write(`PostgreSQL suites skipped: ${unavailable}\n`);

/**
 * Tests on a real PostgreSQL: a throwaway cluster of this file's own, started before them and removed after. Without
 * PostgreSQL on the machine they are skipped with one line saying why (and fail instead under MEMORIES_REQUIRE_POSTGRESQL=1,
 * as in CI).
 */
export function describeOnPostgres(name: string, body: (cluster: () => ThrowawayPostgres) => void): void {
  describe.skipIf(unavailable !== null)(unavailable ? `${name} (PostgreSQL): skipped, ${unavailable}` : `${name} (PostgreSQL)`, () => {
    let cluster: ThrowawayPostgres | undefined;
    beforeAll(async () => {
      cluster = await startThrowawayPostgres();
    }, 60_000);
    afterAll(async () => {
      await cluster?.remove();
    });
    body(() => {
      if (!cluster) throw new Error('the PostgreSQL cluster did not start');
      return cluster;
    });
  });
}

/** A fresh database in the cluster, migrated as the server migrates it at start. */
export async function freshPostgresDatabase(cluster: ThrowawayPostgres): Promise<{ database: Database; url: string }> {
  const url = await cluster.createDatabase();
  return { database: await openPostgresqlDatabase({ url, poolSize: 5 }), url };
}

/** Empties every table (identities restarted), so one migrated database serves test after test. */
export async function emptyTables(database: Database): Promise<void> {
  await database.orm.em
    .getConnection()
    .execute(
      'truncate table "memories", "email_outbox", "payment_notifications", "health_heartbeat", "rate_limit_hits", "job_leases", "page_openings", "page_orders", "anniversary_emails", "anniversary_emails_off", "page_replies", "background_tasks", "page_deliveries", "page_letters", "page_questions", "page_question_tries", "page_skies", "page_chapters" restart identity',
    );
}

/**
 * One migrated database for the tests of a `describeOnPostgres` block, opened before them and closed after: the
 * returned function empties its tables and gives it to the next test.
 */
export function sharedPostgresDatabase(cluster: () => ThrowawayPostgres): () => Promise<Database> {
  let shared: Database | undefined;
  beforeAll(async () => {
    shared = (await freshPostgresDatabase(cluster())).database;
  }, 60_000);
  afterAll(() => shared?.close());
  return async () => {
    if (!shared) throw new Error('the shared PostgreSQL database did not open');
    await emptyTables(shared);
    return shared;
  };
}
