import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { describePageQuestionsContract } from '../../contract/page-questions.contract.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryPageQuestions } from '../../support/fakes/in-memory-page-questions.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';

describePageQuestionsContract('InMemoryPageQuestions', async () => {
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  return { questions: new InMemoryPageQuestions(outbox), pages: new InMemoryMemoryRepository(outbox), outbox, cleanup: async () => {} };
});
