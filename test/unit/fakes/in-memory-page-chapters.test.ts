import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { describePageChaptersContract } from '../../contract/page-chapters.contract.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryPageChapters } from '../../support/fakes/in-memory-page-chapters.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';

describePageChaptersContract('InMemoryPageChapters', async () => ({
  chapters: new InMemoryPageChapters(),
  pages: new InMemoryMemoryRepository(new InMemoryTaskQueue<OutboxEmail>()),
  cleanup: async () => {},
}));
