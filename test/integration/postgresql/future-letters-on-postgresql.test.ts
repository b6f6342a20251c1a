import { MikroOrmMemoryRepository } from '../../../src/adapters/persistence/mikro-orm/mikro-orm-memory-repository.js';
import { MikroOrmTaskQueue } from '../../../src/adapters/persistence/mikro-orm/mikro-orm-task-queue.js';
import { SqlFutureLetters } from '../../../src/adapters/persistence/mikro-orm/sql-future-letters.js';
import { EmailOutboxSchema } from '../../../src/adapters/persistence/mikro-orm/task-queue.schema.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { describeFutureLettersContract, describeLettersRemovedWithThePage } from '../../contract/future-letters.contract.js';
import { describeOnPostgres, sharedPostgresDatabase } from '../../support/postgres/postgres-suite.js';

describeOnPostgres('SqlFutureLetters', (cluster) => {
  const emptied = sharedPostgresDatabase(cluster);

  const onPostgresql = async () => {
    const database = await emptied();
    return {
      letters: new SqlFutureLetters(database),
      pages: new MikroOrmMemoryRepository(database),
      outbox: new MikroOrmTaskQueue<OutboxEmail>(database, EmailOutboxSchema),
      cleanup: async () => {},
    };
  };
  describeFutureLettersContract('SqlFutureLetters on PostgreSQL', onPostgresql);
  describeLettersRemovedWithThePage('SqlFutureLetters on PostgreSQL', onPostgresql);
});
