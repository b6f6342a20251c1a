import type { Database } from '../../../src/adapters/persistence/mikro-orm/open-database.js';
import { describeSharedCoordination } from '../../contract/shared-coordination.contract.js';
import { describeOnPostgres, freshPostgresDatabase } from '../../support/postgres/postgres-suite.js';

describeOnPostgres('shared coordination', (cluster) => {
  let database: Database | undefined;
  describeSharedCoordination(
    'rate limit counters and job leases',
    async () => {
      database = (await freshPostgresDatabase(cluster())).database;
      return database;
    },
    async () => {
      await database?.close();
    },
  );
});
