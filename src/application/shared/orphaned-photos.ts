import { avifPhotoUrls, photoOfVariantUrl, smallerPhotoUrls } from '../../domain/memory/photo-variants.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PhotoStorage } from '../ports/photo-storage.js';

/**
 * How old a file no page names must be before it is taken for an orphan: far longer than an upload takes (processing,
 * saving, then the row), so a file of an upload in progress is never one.
 */
export const PHOTO_SWEEP_GRACE_MS = 60 * 60 * 1000;

/**
 * The photos a page's features keep in its folder besides the page's own (its chapters'), each with the copies stored
 * beside it: a sweep leaves them where they are.
 */
export type PhotosNamedElsewhere = (memoryId: string) => Promise<readonly string[]>;

/** What the photo files hold that no page names, past the grace period. */
export interface OrphanedPhotos {
  /** Folders of memories that have no page, themselves and every file in them past the grace period. */
  readonly folders: readonly { readonly memoryId: string; readonly photos: number; readonly leftovers: number }[];
  /** Photo files, in folders that stay, that the folder's page does not name (each removed with its smaller widths). */
  readonly photos: readonly string[];
  /** Temporary files of interrupted writes, in folders that stay. */
  readonly leftovers: readonly { readonly memoryId: string; readonly names: readonly string[] }[];
  /** Unnamed photos and leftovers still within the grace period (perhaps an upload in progress): left alone. */
  readonly recent: number;
  /** Memory folders the storage holds in all, with a page or not: what a round's limit is a share of. */
  readonly storedFolders: number;
}

/** The counts of `OrphanedPhotos`: what a sweep removed (or, looked at without sweeping, would remove). */
export interface PhotoSweepReport {
  /** Photo files no page names, those in removed folders included. */
  readonly photos: number;
  /** Temporary files of interrupted writes, those in removed folders included. */
  readonly leftovers: number;
  /** Folders of memories that have no page. */
  readonly folders: number;
  /** Unnamed files still within the grace period, left for a later sweep. */
  readonly recent: number;
}

/**
 * Compares the stored photo files with the pages, folder by folder: a file is an orphan when the page of its folder
 * does not name it (nor the photo it is a smaller width of) (or there is no such page) and it is older than `graceMs`; a folder goes whole when it has no page
 * and neither it nor any file in it changed within `graceMs`. Reads each page as it is now, so a page that changes
 * meanwhile only keeps a file for one more sweep, and a photo just uploaded is too young to be taken.
 */
export async function findOrphanedPhotos(
  storage: PhotoStorage,
  repository: MemoryRepository,
  now: Date,
  graceMs: number = PHOTO_SWEEP_GRACE_MS,
  namedElsewhere: PhotosNamedElsewhere = async () => [],
): Promise<OrphanedPhotos> {
  const isOld = (at: Date) => now.getTime() - at.getTime() >= graceMs;
  const found = {
    folders: [] as OrphanedPhotos['folders'][number][],
    photos: [] as string[],
    leftovers: [] as OrphanedPhotos['leftovers'][number][],
    recent: 0,
  };
  const stored = await storage.listStored();
  for (const folder of stored) {
    const memory = await repository.findById(folder.memoryId);
    const photos = withoutWidthsOfPresentPhotos(folder.photos);
    // A page names its photos, and with each one its smaller widths; the widths of a photo it does not name are orphans.
    const kept = memory ? [...memory.photos, ...(await namedElsewhere(folder.memoryId))] : [];
    const named = new Set(kept.flatMap((path) => [path, ...smallerPhotoUrls(path), ...avifPhotoUrls(path)]));
    // Its voice message ("Um áudio seu") lives in the same folder.
    if (memory?.voice) named.add(memory.voice);
    const unnamed = photos.filter((file) => !named.has(file.path));
    const files = [...unnamed, ...folder.leftovers];
    if (memory === null && isOld(folder.modifiedAt) && files.every((file) => isOld(file.modifiedAt))) {
      found.folders.push({ memoryId: folder.memoryId, photos: photos.length, leftovers: folder.leftovers.length });
      continue;
    }
    found.photos.push(...unnamed.filter((file) => isOld(file.modifiedAt)).map((file) => file.path));
    const leftovers = folder.leftovers.filter((file) => isOld(file.modifiedAt)).map((file) => file.name);
    if (leftovers.length > 0) found.leftovers.push({ memoryId: folder.memoryId, names: leftovers });
    found.recent += files.filter((file) => !isOld(file.modifiedAt)).length;
  }
  return { ...found, storedFolders: stored.length };
}

/**
 * A photo's smaller widths and AVIF copies go with it: counted as one photo, and removed with it (`PhotoStorage.remove`). A width
 * whose photo is gone stands alone.
 */
function withoutWidthsOfPresentPhotos<T extends { readonly path: string }>(files: readonly T[]): T[] {
  const present = new Set(files.map((file) => file.path));
  return files.filter((file) => {
    const width = photoOfVariantUrl(file.path);
    return width === null || !present.has(width.photoUrl);
  });
}

export function photoSweepReport(found: OrphanedPhotos): PhotoSweepReport {
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  return {
    photos: found.photos.length + sum(found.folders.map((folder) => folder.photos)),
    leftovers: sum(found.leftovers.map((entry) => entry.names.length)) + sum(found.folders.map((folder) => folder.leftovers)),
    folders: found.folders.length,
    recent: found.recent,
  };
}
