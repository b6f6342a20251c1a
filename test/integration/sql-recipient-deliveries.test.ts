import { MikroOrmMemoryRepository } from '../../src/adapters/persistence/mikro-orm/mikro-orm-memory-repository.js';
import { MikroOrmTaskQueue } from '../../src/adapters/persistence/mikro-orm/mikro-orm-task-queue.js';
import { SqlRecipientDeliveries } from '../../src/adapters/persistence/mikro-orm/sql-recipient-deliveries.js';
import { EmailOutboxSchema } from '../../src/adapters/persistence/mikro-orm/task-queue.schema.js';
import type { OutboxEmail } from '../../src/application/ports/email-outbox.js';
import { describeRecipientDeliveriesContract, describeRemovalWithThePage } from '../contract/recipient-deliveries.contract.js';
import { temporaryDatabase } from '../support/sqlite/migrated-database.js';

async function onSqlite() {
  const { database, remove } = await temporaryDatabase();
  return {
    deliveries: new SqlRecipientDeliveries(database),
    pages: new MikroOrmMemoryRepository(database),
    outbox: new MikroOrmTaskQueue<OutboxEmail>(database, EmailOutboxSchema),
    cleanup: remove,
  };
}

describeRecipientDeliveriesContract('SqlRecipientDeliveries on SQLite', onSqlite);
describeRemovalWithThePage('SqlRecipientDeliveries on SQLite', onSqlite);
