import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { describeAnniversaryEmailsContract } from '../../contract/anniversary-emails.contract.js';
import { InMemoryAnniversaryEmails } from '../../support/fakes/in-memory-anniversary-emails.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';

describeAnniversaryEmailsContract('InMemoryAnniversaryEmails', async () => {
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  return { anniversaries: new InMemoryAnniversaryEmails(outbox), outbox, cleanup: async () => {} };
});
