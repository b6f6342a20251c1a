import type { ProcessedPhoto } from '../../../src/application/ports/photo-processor.js';
import type { PhotoStorage } from '../../../src/application/ports/photo-storage.js';

export class InMemoryPhotoStorage implements PhotoStorage {
  readonly files = new Map<string, Uint8Array>();
  private counter = 0;
  failOnSave: Error | null = null;

  async save(memoryId: string, photos: readonly ProcessedPhoto[]): Promise<string[]> {
    if (this.failOnSave) throw this.failOnSave;
    return photos.map((photo) => {
      const path = `/uploads/${memoryId}/${String(++this.counter).padStart(4, '0')}.${photo.extension}`;
      this.files.set(path, photo.bytes);
      return path;
    });
  }

  async read(path: string): Promise<Uint8Array | null> {
    const bytes = this.files.get(path);
    return bytes ? new Uint8Array(bytes) : null;
  }

  async remove(paths: readonly string[]): Promise<void> {
    for (const path of paths) this.files.delete(path);
  }

  async removeAllOf(memoryId: string): Promise<void> {
    for (const path of [...this.files.keys()]) if (path.startsWith(`/uploads/${memoryId}/`)) this.files.delete(path);
  }

  paths(): string[] {
    return [...this.files.keys()];
  }
}
