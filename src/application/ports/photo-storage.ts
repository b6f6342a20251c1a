import type { ProcessedPhoto } from './photo-processor.js';

export interface PhotoStorage {
  /**
   * Stores a memory's photos and resolves their server-relative paths (`/uploads/{memoryId}/{file}`), in order.
   * All or nothing: when one write fails, the ones already written are removed before it rejects.
   */
  save(memoryId: string, photos: readonly ProcessedPhoto[]): Promise<string[]>;
  /** The bytes of a stored photo; null when there is none at that path (or the path is not one of ours). */
  read(path: string): Promise<Uint8Array | null>;
  /** Removes the given paths; paths that do not exist are ignored. */
  remove(paths: readonly string[]): Promise<void>;
  /** Removes every photo of a memory. */
  removeAllOf(memoryId: string): Promise<void>;
}
