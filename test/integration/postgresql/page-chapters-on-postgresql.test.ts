import { MikroOrmMemoryRepository } from '../../../src/adapters/persistence/mikro-orm/mikro-orm-memory-repository.js';
import { SqlPageChapters } from '../../../src/adapters/persistence/mikro-orm/sql-page-chapters.js';
import { describeChaptersRemovedWithThePage, describePageChaptersContract } from '../../contract/page-chapters.contract.js';
import { describeOnPostgres, sharedPostgresDatabase } from '../../support/postgres/postgres-suite.js';

describeOnPostgres('SqlPageChapters', (cluster) => {
  const emptied = sharedPostgresDatabase(cluster);

  const onPostgresql = async () => {
    const database = await emptied();
    return { chapters: new SqlPageChapters(database), pages: new MikroOrmMemoryRepository(database), cleanup: async () => {} };
  };
  describePageChaptersContract('SqlPageChapters on PostgreSQL', onPostgresql);
  describeChaptersRemovedWithThePage('SqlPageChapters on PostgreSQL', onPostgresql);
});
