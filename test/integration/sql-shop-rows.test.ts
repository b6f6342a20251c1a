import { join } from 'node:path';
import { openDatabase } from '../../src/adapters/persistence/mikro-orm/open-database.js';
import { describeShopRowsContract } from '../contract/shop-rows.contract.js';
import { copyMigratedDatabase, temporaryDatabase } from '../support/sqlite/migrated-database.js';
import { tempDir } from '../support/temp-dir.js';

describeShopRowsContract('SqlShopRows on SQLite', async () => {
  const folder = await tempDir('memories-shop-rows-');
  const dbPath = join(folder.path, 'memories.sqlite');
  await copyMigratedDatabase(dbPath);
  const database = await openDatabase({ dbPath });
  const otherConnection = await openDatabase({ dbPath });
  const target = await temporaryDatabase();
  return {
    database,
    otherConnection,
    emptyTarget: target.database,
    cleanup: async () => {
      await otherConnection.close();
      await database.close();
      await target.remove();
      await folder.remove();
    },
  };
});
