import type { PhotoVariant, ProcessedPhoto } from './photo-processor.js';

/** A photo file as the storage holds it. */
export interface StoredPhotoFile {
  /** `/uploads/{memoryId}/{file}`, as `save` handed it out, or the path of one of its smaller widths (`{stem}-{width}.{ext}`). */
  readonly path: string;
  /** When it was last written. */
  readonly modifiedAt: Date;
}

/** A temporary file that a write stopped half-way (the process was killed) left in a memory's folder. */
export interface PhotoLeftover {
  /** Its name in the folder, for `removeLeftovers`. */
  readonly name: string;
  readonly modifiedAt: Date;
}

/** One memory's folder: every photo file in it, whether a page names it or not, and the leftovers of interrupted writes. */
export interface StoredPhotoFolder {
  readonly memoryId: string;
  /** When the folder was made or last had a file added or removed. */
  readonly modifiedAt: Date;
  readonly photos: readonly StoredPhotoFile[];
  readonly leftovers: readonly PhotoLeftover[];
}

export interface PhotoStorage {
  /**
   * Stores a memory's photos and resolves their server-relative paths (`/uploads/{memoryId}/{file}`), in order. Each
   * photo's smaller widths are stored beside it, at the paths `photoVariantUrl` gives (`{stem}-{width}.{ext}`).
   * All or nothing: when one write fails, the ones already written are removed before it rejects, and so is the
   * memory's folder if this call made it.
   */
  save(memoryId: string, photos: readonly ProcessedPhoto[]): Promise<string[]>;
  /**
   * Stores copies beside a photo already stored at `path`: smaller widths (a photo saved before it had them) or AVIF
   * copies (`format: 'avif'`, at `photoAvifUrl`), replacing any already there. All or nothing, as `save`.
   */
  saveVariants(path: string, variants: readonly PhotoVariant[]): Promise<void>;
  /** The bytes of a stored photo or of one of its smaller widths; null when there is none at that path (or the path is not one of ours). */
  read(path: string): Promise<Uint8Array | null>;
  /** Removes the given paths, and the copies (smaller widths, AVIF) stored beside each photo among them; paths that do not exist are ignored. */
  remove(paths: readonly string[]): Promise<void>;
  /** Removes every photo of a memory, and its folder. */
  removeAllOf(memoryId: string): Promise<void>;
  /**
   * Every memory folder with its files and their ages, in no particular order: what a sweep compares with the pages.
   * A photo's smaller widths are listed as files of their own.
   */
  listStored(): Promise<StoredPhotoFolder[]>;
  /** Removes leftovers of interrupted writes from a memory's folder, by the names `listStored` gave; missing ones are ignored. */
  removeLeftovers(memoryId: string, names: readonly string[]): Promise<void>;
}
