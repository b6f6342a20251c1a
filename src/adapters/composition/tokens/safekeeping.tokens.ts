import type { PhotoQuarantine } from '../../../application/ports/photo-quarantine.js';
import type { PhotoStorageMarker, ShopIdentityRecord } from '../../../application/ports/shop-identity.js';
import type { AdoptPhotoStorage } from '../../../application/safekeeping/adopt-photo-storage.js';
import type { CheckStoredPhotos } from '../../../application/safekeeping/check-stored-photos.js';
import type { ManagePhotoQuarantine } from '../../../application/safekeeping/manage-photo-quarantine.js';
import type { CheckShopIdentity } from '../../../application/safekeeping/shop-identity-check.js';
import { token } from './token.js';

/** What keeps the database and the photos together: the shop's identity on both sides, and the sweeps' quarantine. */
export const SAFEKEEPING_TOKENS = {
  ShopIdentityRecord: token<ShopIdentityRecord>('ShopIdentityRecord'),
  PhotoStorageMarker: token<PhotoStorageMarker>('PhotoStorageMarker'),
  PhotoQuarantine: token<PhotoQuarantine>('PhotoQuarantine'),
  /** A fresh random id for a new shop. */
  NewShopId: token<() => string>('NewShopId'),
  CheckShopIdentity: token<CheckShopIdentity>('CheckShopIdentity'),
  AdoptPhotoStorage: token<AdoptPhotoStorage>('AdoptPhotoStorage'),
  CheckStoredPhotos: token<CheckStoredPhotos>('CheckStoredPhotos'),
  ManagePhotoQuarantine: token<ManagePhotoQuarantine>('ManagePhotoQuarantine'),
} as const;
