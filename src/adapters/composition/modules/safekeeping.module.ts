import { ContainerModule } from 'inversify';
import { AdoptPhotoStorage } from '../../../application/safekeeping/adopt-photo-storage.js';
import { CheckStoredPhotos } from '../../../application/safekeeping/check-stored-photos.js';
import { ManagePhotoQuarantine } from '../../../application/safekeeping/manage-photo-quarantine.js';
import { CheckShopIdentity } from '../../../application/safekeeping/shop-identity-check.js';
import { PORTS as P } from '../ports.js';
import { useCase } from './use-case.js';

/** The shop's identity checks and the quarantine of swept photos. */
export const safekeepingModule = new ContainerModule(({ bind }) => {
  useCase(bind, CheckShopIdentity, [
    P.ShopIdentityRecord,
    P.PhotoStorageMarker,
    P.PhotoStorage,
    P.MemoryRepository,
    P.MemorySupportQueries,
    P.NewShopId,
  ]);
  useCase(bind, AdoptPhotoStorage, [
    P.ShopIdentityRecord,
    P.PhotoStorageMarker,
    P.PhotoStorage,
    P.PhotoQuarantine,
    P.MemoryRepository,
    P.Clock,
    P.NewShopId,
  ]);
  useCase(bind, CheckStoredPhotos, [P.ShopIdentityRecord, P.PhotoStorageMarker, P.PhotoStorage, P.MemorySupportQueries, P.Clock]);
  useCase(bind, ManagePhotoQuarantine, [P.PhotoQuarantine, P.Clock]);
});
