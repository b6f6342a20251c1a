import { MikroOrmMemoryRepository } from '../../src/adapters/persistence/mikro-orm/mikro-orm-memory-repository.js';
import { MikroOrmTaskQueue } from '../../src/adapters/persistence/mikro-orm/mikro-orm-task-queue.js';
import { SqlPageQuestions } from '../../src/adapters/persistence/mikro-orm/sql-page-questions.js';
import { EmailOutboxSchema } from '../../src/adapters/persistence/mikro-orm/task-queue.schema.js';
import type { OutboxEmail } from '../../src/application/ports/email-outbox.js';
import { describePageQuestionsContract, describeQuestionRemovedWithThePage } from '../contract/page-questions.contract.js';
import { temporaryDatabase } from '../support/sqlite/migrated-database.js';

async function onSqlite() {
  const { database, remove } = await temporaryDatabase();
  return {
    questions: new SqlPageQuestions(database),
    pages: new MikroOrmMemoryRepository(database),
    outbox: new MikroOrmTaskQueue<OutboxEmail>(database, EmailOutboxSchema),
    cleanup: remove,
  };
}

describePageQuestionsContract('SqlPageQuestions on SQLite', onSqlite);
describeQuestionRemovedWithThePage('SqlPageQuestions on SQLite', onSqlite);
