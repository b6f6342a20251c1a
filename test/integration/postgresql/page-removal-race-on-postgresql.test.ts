import { MikroOrmMemoryRepository } from '../../../src/adapters/persistence/mikro-orm/mikro-orm-memory-repository.js';
import { describePageRemovalRace } from '../../contract/page-removal-race.contract.js';
import { describeOnPostgres, sharedPostgresDatabase } from '../../support/postgres/postgres-suite.js';

describeOnPostgres('Removal at day 90', (cluster) => {
  const emptied = sharedPostgresDatabase(cluster);

  describePageRemovalRace('MikroOrmMemoryRepository on PostgreSQL', async () => {
    return { repository: new MikroOrmMemoryRepository(await emptied()), cleanup: async () => {} };
  });
});
