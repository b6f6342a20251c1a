import { MikroOrmTaskQueue } from '../../src/adapters/persistence/mikro-orm/mikro-orm-task-queue.js';
import { SqlPageReplies } from '../../src/adapters/persistence/mikro-orm/sql-page-replies.js';
import { EmailOutboxSchema } from '../../src/adapters/persistence/mikro-orm/task-queue.schema.js';
import type { OutboxEmail } from '../../src/application/ports/email-outbox.js';
import { describePageRepliesContract } from '../contract/page-replies.contract.js';
import { temporaryDatabase } from '../support/sqlite/migrated-database.js';

describePageRepliesContract('SqlPageReplies on SQLite', async () => {
  const { database, remove } = await temporaryDatabase();
  return { replies: new SqlPageReplies(database), outbox: new MikroOrmTaskQueue<OutboxEmail>(database, EmailOutboxSchema), cleanup: remove };
});
