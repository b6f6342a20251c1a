import { describeMemoryRepositoryContract } from '../../contract/memory-repository.contract.js';
import { InMemoryMemoryRepository } from '../../fakes/in-memory-memory-repository.js';

describeMemoryRepositoryContract('InMemoryMemoryRepository', async () => ({
  repository: new InMemoryMemoryRepository(),
  cleanup: async () => {},
}));
