import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { describeFutureLettersContract } from '../../contract/future-letters.contract.js';
import { InMemoryFutureLetters } from '../../support/fakes/in-memory-future-letters.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';

describeFutureLettersContract('InMemoryFutureLetters', async () => {
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  return { letters: new InMemoryFutureLetters(outbox), pages: new InMemoryMemoryRepository(outbox), outbox, cleanup: async () => {} };
});
