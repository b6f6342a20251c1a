import { MikroOrmMemoryRepository } from '../../../src/adapters/persistence/mikro-orm/mikro-orm-memory-repository.js';
import { MikroOrmTaskQueue } from '../../../src/adapters/persistence/mikro-orm/mikro-orm-task-queue.js';
import { SqlPageQuestions } from '../../../src/adapters/persistence/mikro-orm/sql-page-questions.js';
import { EmailOutboxSchema } from '../../../src/adapters/persistence/mikro-orm/task-queue.schema.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { describePageQuestionsContract, describeQuestionRemovedWithThePage } from '../../contract/page-questions.contract.js';
import { describeOnPostgres, sharedPostgresDatabase } from '../../support/postgres/postgres-suite.js';

describeOnPostgres('SqlPageQuestions', (cluster) => {
  const emptied = sharedPostgresDatabase(cluster);

  const onPostgresql = async () => {
    const database = await emptied();
    return {
      questions: new SqlPageQuestions(database),
      pages: new MikroOrmMemoryRepository(database),
      outbox: new MikroOrmTaskQueue<OutboxEmail>(database, EmailOutboxSchema),
      cleanup: async () => {},
    };
  };
  describePageQuestionsContract('SqlPageQuestions on PostgreSQL', onPostgresql);
  describeQuestionRemovedWithThePage('SqlPageQuestions on PostgreSQL', onPostgresql);
});
