import { MikroOrmMemoryRepository } from '../../../src/adapters/persistence/mikro-orm/mikro-orm-memory-repository.js';
import { MikroOrmTaskQueue } from '../../../src/adapters/persistence/mikro-orm/mikro-orm-task-queue.js';
import { SqlRecipientDeliveries } from '../../../src/adapters/persistence/mikro-orm/sql-recipient-deliveries.js';
import { EmailOutboxSchema } from '../../../src/adapters/persistence/mikro-orm/task-queue.schema.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { describeRecipientDeliveriesContract, describeRemovalWithThePage } from '../../contract/recipient-deliveries.contract.js';
import { describeOnPostgres, sharedPostgresDatabase } from '../../support/postgres/postgres-suite.js';

describeOnPostgres('SqlRecipientDeliveries', (cluster) => {
  const emptied = sharedPostgresDatabase(cluster);

  const onPostgresql = async () => {
    const database = await emptied();
    return {
      deliveries: new SqlRecipientDeliveries(database),
      pages: new MikroOrmMemoryRepository(database),
      outbox: new MikroOrmTaskQueue<OutboxEmail>(database, EmailOutboxSchema),
      cleanup: async () => {},
    };
  };
  describeRecipientDeliveriesContract('SqlRecipientDeliveries on PostgreSQL', onPostgresql);
  describeRemovalWithThePage('SqlRecipientDeliveries on PostgreSQL', onPostgresql);
});
