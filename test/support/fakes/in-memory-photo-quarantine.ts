import type { PhotoQuarantine, QuarantinedPhotos } from '../../../src/application/ports/photo-quarantine.js';
import type { PhotoStorageMarker, ShopIdentityRecord } from '../../../src/application/ports/shop-identity.js';
import { avifPhotoUrls, smallerPhotoUrls } from '../../../src/domain/memory/photo-variants.js';
import type { InMemoryPhotoStorage } from './in-memory-photo-storage.js';

const memoryIdOf = (path: string) => path.split('/')[2]!;

/** The quarantine, mark and database id beside an `InMemoryPhotoStorage`: files put aside leave the storage and are kept here. */
export class InMemoryPhotoQuarantine implements PhotoQuarantine, PhotoStorageMarker, ShopIdentityRecord {
  readonly aside: { memoryId: string; at: Date; files: Map<string, Uint8Array> }[] = [];
  marker: string | null = null;
  shopId: string | null = null;

  constructor(private readonly storage: InMemoryPhotoStorage) {}

  async readMarker(): Promise<string | null> {
    return this.marker;
  }
  async writeMarker(shopId: string): Promise<void> {
    this.marker = shopId;
  }
  async read(): Promise<string | null> {
    return this.shopId;
  }
  async claim(id: string): Promise<string> {
    this.shopId ??= id;
    return this.shopId;
  }

  async quarantineFolder(memoryId: string, at: Date): Promise<void> {
    const paths = this.storage.paths().filter((path) => memoryIdOf(path) === memoryId);
    this.putAside(memoryId, at, paths);
    await this.storage.removeAllOf(memoryId);
  }

  async quarantinePhotos(paths: readonly string[], at: Date): Promise<void> {
    for (const path of paths) {
      const files = [path, ...smallerPhotoUrls(path), ...avifPhotoUrls(path)].filter((file) => this.storage.files.has(file));
      this.putAside(memoryIdOf(path), at, files);
      for (const file of files) this.storage.files.delete(file);
    }
  }

  async listQuarantined(): Promise<QuarantinedPhotos[]> {
    return this.aside.map((entry) => ({
      memoryId: entry.memoryId,
      quarantinedAt: entry.at,
      files: entry.files.size,
      bytes: [...entry.files.values()].reduce((sum, bytes) => sum + bytes.byteLength, 0),
    }));
  }

  async restore(memoryId: string): Promise<number> {
    let restored = 0;
    for (const entry of this.aside.filter((candidate) => candidate.memoryId === memoryId)) {
      for (const [path, bytes] of entry.files) this.storage.files.set(path, bytes);
      restored += entry.files.size;
      this.aside.splice(this.aside.indexOf(entry), 1);
    }
    return restored;
  }

  async purgeQuarantined(before: Date): Promise<number> {
    const expired = this.aside.filter((entry) => entry.at < before);
    for (const entry of expired) this.aside.splice(this.aside.indexOf(entry), 1);
    return expired.length;
  }

  private putAside(memoryId: string, at: Date, paths: readonly string[]): void {
    if (paths.length === 0) return;
    this.aside.push({ memoryId, at, files: new Map(paths.map((path) => [path, this.storage.files.get(path)!])) });
  }
}
