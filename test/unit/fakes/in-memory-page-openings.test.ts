import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { describePageOpeningsContract } from '../../contract/page-openings.contract.js';
import { InMemoryPageOpenings } from '../../support/fakes/in-memory-page-openings.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';

describePageOpeningsContract('InMemoryPageOpenings', async () => {
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  return { openings: new InMemoryPageOpenings(outbox), outbox, cleanup: async () => {} };
});
