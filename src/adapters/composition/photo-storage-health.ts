import { randomUUID } from 'node:crypto';
import type { CheckStoredPhotos } from '../../application/safekeeping/check-stored-photos.js';
import type { ConfiguredPhotoStorage } from './configured-photo-storage.js';

/** The storage can be written but no longer holds the shop's photos: its mark or its files are gone. */
export class PhotoStorageLostError extends Error {
  constructor(place: string, state: string, sampled: number, missing: number) {
    super(
      `photo storage ${place}: ${state === 'unmarked' ? "its mark is not this database's shop" : `${missing} of ${sampled} sampled photos missing`}`,
    );
    this.name = 'PhotoStorageLostError';
  }
}

/** The health check of the photos: a write where they go, then (kept for a minute) the mark and a sample of photos. */
export async function checkPhotoStorage(photos: ConfiguredPhotoStorage, storedPhotos: CheckStoredPhotos): Promise<void> {
  await photos.probe();
  const check = await storedPhotos.execute();
  if (check.state !== 'ok') throw new PhotoStorageLostError(photos.place, check.state, check.sampled, check.missing);
}

/** A new shop's id: random, written once in the database and beside the photos. */
export function shopIdOfNow(): string {
  return randomUUID();
}
