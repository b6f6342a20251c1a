import { MikroOrmMemoryRepository } from '../../../src/adapters/persistence/mikro-orm/mikro-orm-memory-repository.js';
import { SqlPageSkies } from '../../../src/adapters/persistence/mikro-orm/sql-page-skies.js';
import { describePageSkiesContract, describeSkyRemovedWithThePage } from '../../contract/page-skies.contract.js';
import { describeOnPostgres, sharedPostgresDatabase } from '../../support/postgres/postgres-suite.js';

describeOnPostgres('SqlPageSkies', (cluster) => {
  const emptied = sharedPostgresDatabase(cluster);

  const onPostgresql = async () => {
    const database = await emptied();
    return { skies: new SqlPageSkies(database), pages: new MikroOrmMemoryRepository(database), cleanup: async () => {} };
  };
  describePageSkiesContract('SqlPageSkies on PostgreSQL', onPostgresql);
  describeSkyRemovedWithThePage('SqlPageSkies on PostgreSQL', onPostgresql);
});
