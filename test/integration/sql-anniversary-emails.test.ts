import { MikroOrmTaskQueue } from '../../src/adapters/persistence/mikro-orm/mikro-orm-task-queue.js';
import { SqlAnniversaryEmails } from '../../src/adapters/persistence/mikro-orm/sql-anniversary-emails.js';
import { EmailOutboxSchema } from '../../src/adapters/persistence/mikro-orm/task-queue.schema.js';
import type { OutboxEmail } from '../../src/application/ports/email-outbox.js';
import { describeAnniversaryEmailsContract } from '../contract/anniversary-emails.contract.js';
import { temporaryDatabase } from '../support/sqlite/migrated-database.js';

describeAnniversaryEmailsContract('SqlAnniversaryEmails on SQLite', async () => {
  const { database, remove } = await temporaryDatabase();
  return {
    anniversaries: new SqlAnniversaryEmails(database),
    outbox: new MikroOrmTaskQueue<OutboxEmail>(database, EmailOutboxSchema),
    cleanup: remove,
  };
});
