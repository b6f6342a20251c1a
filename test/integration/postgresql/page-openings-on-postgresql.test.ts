import { afterAll, beforeAll } from 'vitest';
import { MikroOrmTaskQueue } from '../../../src/adapters/persistence/mikro-orm/mikro-orm-task-queue.js';
import type { Database } from '../../../src/adapters/persistence/mikro-orm/open-database.js';
import { SqlPageOpenings } from '../../../src/adapters/persistence/mikro-orm/sql-page-openings.js';
import { EmailOutboxSchema } from '../../../src/adapters/persistence/mikro-orm/task-queue.schema.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { describePageOpeningsContract } from '../../contract/page-openings.contract.js';
import { describeOnPostgres, emptyTables, freshPostgresDatabase } from '../../support/postgres/postgres-suite.js';

describeOnPostgres('SqlPageOpenings', (cluster) => {
  let shared: Database;
  beforeAll(async () => {
    shared = (await freshPostgresDatabase(cluster())).database;
  }, 60_000);
  afterAll(() => shared?.close());

  describePageOpeningsContract('SqlPageOpenings on PostgreSQL', async () => {
    await emptyTables(shared);
    return { openings: new SqlPageOpenings(shared), outbox: new MikroOrmTaskQueue<OutboxEmail>(shared, EmailOutboxSchema), cleanup: async () => {} };
  });
});
