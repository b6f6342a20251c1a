import { describePageSkiesContract } from '../../contract/page-skies.contract.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryPageSkies } from '../../support/fakes/in-memory-page-skies.js';

describePageSkiesContract('InMemoryPageSkies', async () => ({
  skies: new InMemoryPageSkies(),
  pages: new InMemoryMemoryRepository(),
  cleanup: async () => {},
}));
