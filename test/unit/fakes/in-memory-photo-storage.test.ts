import { describePhotoStorageContract } from '../../contract/photo-storage.contract.js';
import { InMemoryPhotoStorage } from '../../support/fakes/in-memory-photo-storage.js';

describePhotoStorageContract('InMemoryPhotoStorage', async () => {
  const storage = new InMemoryPhotoStorage();
  return { storage, read: async (path) => storage.files.get(path) ?? null };
});
