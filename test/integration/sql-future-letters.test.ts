import { MikroOrmMemoryRepository } from '../../src/adapters/persistence/mikro-orm/mikro-orm-memory-repository.js';
import { MikroOrmTaskQueue } from '../../src/adapters/persistence/mikro-orm/mikro-orm-task-queue.js';
import { SqlFutureLetters } from '../../src/adapters/persistence/mikro-orm/sql-future-letters.js';
import { EmailOutboxSchema } from '../../src/adapters/persistence/mikro-orm/task-queue.schema.js';
import type { OutboxEmail } from '../../src/application/ports/email-outbox.js';
import { describeFutureLettersContract, describeLettersRemovedWithThePage } from '../contract/future-letters.contract.js';
import { temporaryDatabase } from '../support/sqlite/migrated-database.js';

async function onSqlite() {
  const { database, remove } = await temporaryDatabase();
  return {
    letters: new SqlFutureLetters(database),
    pages: new MikroOrmMemoryRepository(database),
    outbox: new MikroOrmTaskQueue<OutboxEmail>(database, EmailOutboxSchema),
    cleanup: remove,
  };
}

describeFutureLettersContract('SqlFutureLetters on SQLite', onSqlite);
describeLettersRemovedWithThePage('SqlFutureLetters on SQLite', onSqlite);
