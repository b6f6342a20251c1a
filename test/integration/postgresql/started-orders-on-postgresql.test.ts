import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../../src/adapters/persistence/mikro-orm/open-database.js';
import { SqlStartedOrders } from '../../../src/adapters/persistence/mikro-orm/sql-started-orders.js';
import { describeStartedOrdersContract } from '../../contract/started-orders.contract.js';
import { describeOnPostgres, emptyTables, freshPostgresDatabase } from '../../support/postgres/postgres-suite.js';

describeOnPostgres('SqlStartedOrders', (cluster) => {
  let shared: Database;
  beforeAll(async () => {
    shared = (await freshPostgresDatabase(cluster())).database;
  }, 60_000);
  afterAll(() => shared?.close());

  describeStartedOrdersContract('SqlStartedOrders on PostgreSQL', async () => {
    await emptyTables(shared);
    return { orders: new SqlStartedOrders(shared), cleanup: async () => {} };
  });
});
