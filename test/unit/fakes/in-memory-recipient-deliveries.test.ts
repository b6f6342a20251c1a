import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { describeRecipientDeliveriesContract } from '../../contract/recipient-deliveries.contract.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryRecipientDeliveries } from '../../support/fakes/in-memory-recipient-deliveries.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';

describeRecipientDeliveriesContract('InMemoryRecipientDeliveries', async () => {
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  const pages = new InMemoryMemoryRepository(outbox);
  return { deliveries: new InMemoryRecipientDeliveries(outbox, pages), pages, outbox, cleanup: async () => {} };
});
