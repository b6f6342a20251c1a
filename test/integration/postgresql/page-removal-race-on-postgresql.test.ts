import { afterAll, beforeAll } from 'vitest';
import { MikroOrmMemoryRepository } from '../../../src/adapters/persistence/mikro-orm/mikro-orm-memory-repository.js';
import type { Database } from '../../../src/adapters/persistence/mikro-orm/open-database.js';
import { describePageRemovalRace } from '../../contract/page-removal-race.contract.js';
import { describeOnPostgres, emptyTables, freshPostgresDatabase } from '../../support/postgres/postgres-suite.js';

describeOnPostgres('Removal at day 90', (cluster) => {
  let shared: Database;
  beforeAll(async () => {
    shared = (await freshPostgresDatabase(cluster())).database;
  }, 60_000);
  afterAll(() => shared?.close());

  describePageRemovalRace('MikroOrmMemoryRepository on PostgreSQL', async () => {
    await emptyTables(shared);
    return { repository: new MikroOrmMemoryRepository(shared), cleanup: async () => {} };
  });
});
