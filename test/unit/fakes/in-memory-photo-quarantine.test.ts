import { describePhotoQuarantineContract } from '../../contract/photo-quarantine.contract.js';
import { InMemoryPhotoQuarantine } from '../../support/fakes/in-memory-photo-quarantine.js';
import { InMemoryPhotoStorage } from '../../support/fakes/in-memory-photo-storage.js';

describePhotoQuarantineContract('InMemoryPhotoQuarantine', async () => {
  const storage = new InMemoryPhotoStorage();
  const quarantine = new InMemoryPhotoQuarantine(storage);
  return {
    storage,
    quarantine,
    everything: async () => [
      ...storage.paths().map((path) => path.slice('/uploads/'.length)),
      ...quarantine.aside.flatMap((entry) => [...entry.files.keys()].map((path) => `_quarantine/${path.slice('/uploads/'.length)}`)),
      ...(quarantine.marker === null ? [] : ['_shop.json']),
    ],
  };
});
