import type { PhotoVariant, ProcessedPhoto } from '../../../src/application/ports/photo-processor.js';
import type { PhotoStorage, StoredPhotoFolder } from '../../../src/application/ports/photo-storage.js';
import { avifPhotoUrls, photoAvifUrl, photoOfVariantUrl, photoVariantUrl, smallerPhotoUrls } from '../../../src/domain/memory/photo-variants.js';

export class InMemoryPhotoStorage implements PhotoStorage {
  readonly files = new Map<string, Uint8Array>();
  /** When each photo was written, and each folder last changed (by memory id): `listStored` reports them. */
  readonly modifiedAt = new Map<string, Date>();
  readonly folders = new Map<string, Date>();
  /** Temporary files left by interrupted writes, by memory id and name (`addLeftover`). */
  readonly leftovers = new Map<string, Map<string, Date>>();
  private counter = 0;
  failOnSave: Error | null = null;
  failOnRemove: Error | null = null;

  /** `now` dates what is written: the wall clock unless a test passes its own. */
  constructor(private readonly now: () => Date = () => new Date()) {}

  async save(memoryId: string, photos: readonly ProcessedPhoto[]): Promise<string[]> {
    if (this.failOnSave) throw this.failOnSave;
    if (photos.length > 0) this.folders.set(memoryId, this.now());
    return photos.map((photo) => {
      const path = `/uploads/${memoryId}/${String(++this.counter).padStart(4, '0')}.${photo.extension}`;
      this.files.set(path, photo.bytes);
      this.modifiedAt.set(path, this.now());
      this.writeVariants(path, photo.variants ?? []);
      return path;
    });
  }

  async saveVariants(path: string, variants: readonly PhotoVariant[]): Promise<void> {
    if (this.failOnSave) throw this.failOnSave;
    if (photoOfVariantUrl(path) || !/^\/uploads\/[^/]+\/[^/]+$/.test(path)) throw new Error(`not a stored photo path: ${path}`);
    this.writeVariants(path, variants);
  }

  private writeVariants(path: string, variants: readonly PhotoVariant[]): void {
    for (const variant of variants) {
      const at = variant.format === 'avif' ? photoAvifUrl(path, variant.width) : photoVariantUrl(path, variant.width);
      this.files.set(at, variant.bytes);
      this.modifiedAt.set(at, this.now());
    }
  }

  async read(path: string): Promise<Uint8Array | null> {
    const bytes = this.files.get(path);
    return bytes ? new Uint8Array(bytes) : null;
  }

  async remove(paths: readonly string[]): Promise<void> {
    if (this.failOnRemove) throw this.failOnRemove;
    for (const path of paths.flatMap((path) => (photoOfVariantUrl(path) ? [path] : [path, ...smallerPhotoUrls(path), ...avifPhotoUrls(path)]))) {
      if (this.files.delete(path) && this.folders.has(memoryIdOf(path))) this.folders.set(memoryIdOf(path), this.now());
    }
  }

  async removeAllOf(memoryId: string): Promise<void> {
    for (const path of [...this.files.keys()]) if (path.startsWith(`/uploads/${memoryId}/`)) this.files.delete(path);
    this.folders.delete(memoryId);
    this.leftovers.delete(memoryId);
  }

  /** Files a test put in `files` by hand count as written at their folder's time, or long ago. */
  async listStored(): Promise<StoredPhotoFolder[]> {
    const ids = new Set([...this.folders.keys(), ...[...this.files.keys()].map(memoryIdOf)]);
    const dated = (at: Date | undefined) => new Date(at ?? 0);
    return [...ids].map((memoryId) => ({
      memoryId,
      modifiedAt: dated(this.folders.get(memoryId)),
      photos: [...this.files.keys()]
        .filter((path) => memoryIdOf(path) === memoryId)
        .map((path) => ({ path, modifiedAt: dated(this.modifiedAt.get(path) ?? this.folders.get(memoryId)) })),
      leftovers: [...(this.leftovers.get(memoryId) ?? [])].map(([name, at]) => ({ name, modifiedAt: dated(at) })),
    }));
  }

  async removeLeftovers(memoryId: string, names: readonly string[]): Promise<void> {
    for (const name of names) if (!/^[^/\\]+\.tmp$/.test(name)) throw new Error(`not a leftover file: ${name}`);
    for (const name of names) this.leftovers.get(memoryId)?.delete(name);
  }

  /** Test helper: a temporary file a killed write left in a memory's folder, written at `at`. */
  addLeftover(memoryId: string, name: string, at: Date): void {
    if (!this.folders.has(memoryId)) this.folders.set(memoryId, at);
    this.leftovers.set(memoryId, (this.leftovers.get(memoryId) ?? new Map<string, Date>()).set(name, at));
  }

  paths(): string[] {
    return [...this.files.keys()];
  }
}

function memoryIdOf(path: string): string {
  return path.split('/')[2] ?? '';
}
