import { ContainerModule } from 'inversify';
import { AdoptPhotoStorage } from '../../../application/safekeeping/adopt-photo-storage.js';
import { CheckStoredPhotos } from '../../../application/safekeeping/check-stored-photos.js';
import { ManagePhotoQuarantine } from '../../../application/safekeeping/manage-photo-quarantine.js';
import { CheckShopIdentity } from '../../../application/safekeeping/shop-identity-check.js';
import { TOKENS as T } from '../tokens.js';

/** The shop's identity checks and the quarantine of swept photos. */
export const safekeepingModule = new ContainerModule(({ bind }) => {
  bind(T.CheckShopIdentity)
    .toResolvedValue(
      (identity, marker, storage, repo, newId) => new CheckShopIdentity(identity, marker, storage, repo, newId),
      [T.ShopIdentityRecord, T.PhotoStorageMarker, T.PhotoStorage, T.MemoryRepository, T.NewShopId],
    )
    .inSingletonScope();
  bind(T.AdoptPhotoStorage)
    .toResolvedValue(
      (identity, marker, storage, quarantine, repo, clock, newId) => new AdoptPhotoStorage(identity, marker, storage, quarantine, repo, clock, newId),
      [T.ShopIdentityRecord, T.PhotoStorageMarker, T.PhotoStorage, T.PhotoQuarantine, T.MemoryRepository, T.Clock, T.NewShopId],
    )
    .inSingletonScope();
  bind(T.CheckStoredPhotos)
    .toResolvedValue(
      (identity, marker, storage, repo, clock) => new CheckStoredPhotos(identity, marker, storage, repo, clock),
      [T.ShopIdentityRecord, T.PhotoStorageMarker, T.PhotoStorage, T.MemoryRepository, T.Clock],
    )
    .inSingletonScope();
  bind(T.ManagePhotoQuarantine)
    .toResolvedValue((quarantine, clock) => new ManagePhotoQuarantine(quarantine, clock), [T.PhotoQuarantine, T.Clock])
    .inSingletonScope();
});
