import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { describePageRepliesContract } from '../../contract/page-replies.contract.js';
import { InMemoryPageReplies } from '../../support/fakes/in-memory-page-replies.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';

describePageRepliesContract('InMemoryPageReplies', async () => {
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  return { replies: new InMemoryPageReplies(outbox), outbox, cleanup: async () => {} };
});
