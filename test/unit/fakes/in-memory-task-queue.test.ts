import { describeTaskQueueContract, type SamplePayload } from '../../contract/task-queue.contract.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';

describeTaskQueueContract('InMemoryTaskQueue', async () => ({
  queue: new InMemoryTaskQueue<SamplePayload>(),
  cleanup: async () => {},
}));
