import { MikroOrmTaskQueue } from '../../../src/adapters/persistence/mikro-orm/mikro-orm-task-queue.js';
import { SqlPageOpenings } from '../../../src/adapters/persistence/mikro-orm/sql-page-openings.js';
import { EmailOutboxSchema } from '../../../src/adapters/persistence/mikro-orm/task-queue.schema.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { describePageOpeningsContract } from '../../contract/page-openings.contract.js';
import { describeOnPostgres, sharedPostgresDatabase } from '../../support/postgres/postgres-suite.js';

describeOnPostgres('SqlPageOpenings', (cluster) => {
  const emptied = sharedPostgresDatabase(cluster);

  describePageOpeningsContract('SqlPageOpenings on PostgreSQL', async () => {
    const database = await emptied();
    return {
      openings: new SqlPageOpenings(database),
      outbox: new MikroOrmTaskQueue<OutboxEmail>(database, EmailOutboxSchema),
      cleanup: async () => {},
    };
  });
});
