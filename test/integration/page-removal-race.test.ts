import { MikroOrmMemoryRepository } from '../../src/adapters/persistence/mikro-orm/mikro-orm-memory-repository.js';
import { describePageRemovalRace } from '../contract/page-removal-race.contract.js';
import { InMemoryMemoryRepository } from '../support/fakes/in-memory-memory-repository.js';
import { InMemoryTaskQueue } from '../support/fakes/in-memory-task-queue.js';
import { temporaryDatabase } from '../support/sqlite/migrated-database.js';

describePageRemovalRace('MikroOrmMemoryRepository on SQLite', async () => {
  const { database, remove } = await temporaryDatabase();
  return { repository: new MikroOrmMemoryRepository(database), cleanup: remove };
});

describePageRemovalRace('InMemoryMemoryRepository', async () => ({
  repository: new InMemoryMemoryRepository(new InMemoryTaskQueue()),
  cleanup: async () => {},
}));
