import { join } from 'node:path';
import { openDatabase } from '../../../src/adapters/persistence/mikro-orm/open-database.js';
import { openPostgresqlDatabase } from '../../../src/adapters/persistence/mikro-orm/open-postgresql-database.js';
import { describeShopRowsContract } from '../../contract/shop-rows.contract.js';
import { describeOnPostgres, freshPostgresDatabase } from '../../support/postgres/postgres-suite.js';
import { copyMigratedDatabase, temporaryDatabase } from '../../support/sqlite/migrated-database.js';
import { tempDir } from '../../support/temp-dir.js';

describeOnPostgres('SqlShopRows', (cluster) => {
  describeShopRowsContract('SqlShopRows on PostgreSQL', async () => {
    const { database, url } = await freshPostgresDatabase(cluster());
    const otherConnection = await openPostgresqlDatabase({ url, poolSize: 2 });
    const target = await freshPostgresDatabase(cluster());
    return {
      database,
      otherConnection,
      emptyTarget: target.database,
      cleanup: async () => {
        await Promise.all([otherConnection.close(), database.close(), target.database.close()]);
      },
    };
  });

  describeShopRowsContract('SqlShopRows from PostgreSQL into SQLite', async () => {
    const { database, url } = await freshPostgresDatabase(cluster());
    const otherConnection = await openPostgresqlDatabase({ url, poolSize: 2 });
    const target = await temporaryDatabase();
    return {
      database,
      otherConnection,
      emptyTarget: target.database,
      cleanup: async () => {
        await Promise.all([otherConnection.close(), database.close(), target.remove()]);
      },
    };
  });

  describeShopRowsContract('SqlShopRows from SQLite into PostgreSQL', async () => {
    const folder = await tempDir('memories-shop-rows-');
    const dbPath = join(folder.path, 'memories.sqlite');
    await copyMigratedDatabase(dbPath);
    const database = await openDatabase({ dbPath });
    const otherConnection = await openDatabase({ dbPath });
    const target = await freshPostgresDatabase(cluster());
    return {
      database,
      otherConnection,
      emptyTarget: target.database,
      cleanup: async () => {
        await Promise.all([otherConnection.close(), database.close(), target.database.close()]);
        await folder.remove();
      },
    };
  });
});
