import { MikroOrmMemoryRepository } from '../../src/adapters/persistence/mikro-orm/mikro-orm-memory-repository.js';
import { SqlPageChapters } from '../../src/adapters/persistence/mikro-orm/sql-page-chapters.js';
import { describeChaptersRemovedWithThePage, describePageChaptersContract } from '../contract/page-chapters.contract.js';
import { temporaryDatabase } from '../support/sqlite/migrated-database.js';

async function onSqlite() {
  const { database, remove } = await temporaryDatabase();
  return { chapters: new SqlPageChapters(database), pages: new MikroOrmMemoryRepository(database), cleanup: remove };
}

describePageChaptersContract('SqlPageChapters on SQLite', onSqlite);
describeChaptersRemovedWithThePage('SqlPageChapters on SQLite', onSqlite);
