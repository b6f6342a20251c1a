import { MikroOrmMemoryRepository } from '../../src/adapters/persistence/mikro-orm/mikro-orm-memory-repository.js';
import { SqlPageSkies } from '../../src/adapters/persistence/mikro-orm/sql-page-skies.js';
import { describePageSkiesContract, describeSkyRemovedWithThePage } from '../contract/page-skies.contract.js';
import { temporaryDatabase } from '../support/sqlite/migrated-database.js';

async function onSqlite() {
  const { database, remove } = await temporaryDatabase();
  return { skies: new SqlPageSkies(database), pages: new MikroOrmMemoryRepository(database), cleanup: remove };
}

describePageSkiesContract('SqlPageSkies on SQLite', onSqlite);
describeSkyRemovedWithThePage('SqlPageSkies on SQLite', onSqlite);
