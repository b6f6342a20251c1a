import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProcessedPhoto } from '../../src/application/ports/photo-processor.js';
import type { PhotoStorage } from '../../src/application/ports/photo-storage.js';

export interface PhotoStorageSubject {
  readonly storage: PhotoStorage;
  /** The bytes stored under a path, or null when nothing is there. */
  read(path: string): Promise<Uint8Array | null>;
  dispose?(): Promise<void>;
}

const photo = (label: string, extension = 'webp'): ProcessedPhoto => ({
  bytes: new TextEncoder().encode(`bytes of ${label}`),
  width: 4,
  height: 3,
  extension,
});

/** Well-formed for every implementation, but never handed out by a save. */
const UNKNOWN_PATH = `/uploads/mem-1/${'f'.repeat(32)}.webp`;

export function describePhotoStorageContract(name: string, factory: () => Promise<PhotoStorageSubject>): void {
  describe(`PhotoStorage contract: ${name}`, () => {
    let subject: PhotoStorageSubject;
    let storage: PhotoStorage;

    beforeEach(async () => {
      subject = await factory();
      storage = subject.storage;
    });
    afterEach(async () => {
      await subject.dispose?.();
    });

    const readAll = (paths: readonly string[]) => Promise.all(paths.map((path) => subject.read(path)));

    it('saves each photo under /uploads/{memoryId}/, in order, with distinct paths that keep the extension', async () => {
      const photos = [photo('first'), photo('second', 'png'), photo('third')];

      const paths = await storage.save('mem-1', photos);

      expect(paths).toHaveLength(3);
      expect(new Set(paths).size).toBe(3);
      expect(paths[0]).toMatch(/^\/uploads\/mem-1\/[^/]+\.webp$/);
      expect(paths[1]).toMatch(/^\/uploads\/mem-1\/[^/]+\.png$/);
      expect(paths[2]).toMatch(/^\/uploads\/mem-1\/[^/]+\.webp$/);
      expect(await readAll(paths)).toEqual(photos.map((p) => p.bytes));
    });

    it('saves nothing for an empty list', async () => {
      expect(await storage.save('mem-1', [])).toEqual([]);
    });

    it('never reuses a path, so a second save keeps the first photos readable', async () => {
      const first = await storage.save('mem-1', [photo('a')]);
      const second = await storage.save('mem-1', [photo('b')]);

      expect(second[0]).not.toBe(first[0]);
      expect(await readAll([...first, ...second])).toEqual([photo('a').bytes, photo('b').bytes]);
    });

    it('removes exactly the given paths and ignores unknown ones', async () => {
      const [keep, drop] = await storage.save('mem-1', [photo('keep'), photo('drop')]);
      const [other] = await storage.save('mem-2', [photo('other')]);

      await storage.remove([drop!, UNKNOWN_PATH]);
      await storage.remove([drop!]);

      expect(await subject.read(drop!)).toBeNull();
      expect(await readAll([keep!, other!])).toEqual([photo('keep').bytes, photo('other').bytes]);
    });

    it('removes every photo of one memory and none of another, even one whose id starts the same', async () => {
      const gone = await storage.save('mem', [photo('a'), photo('b')]);
      const later = await storage.save('mem', [photo('c')]);
      const kept = await storage.save('mem-2', [photo('d')]);

      await storage.removeAllOf('mem');

      expect(await readAll([...gone, ...later])).toEqual([null, null, null]);
      expect(await readAll(kept)).toEqual([photo('d').bytes]);
    });

    it('accepts removing all photos of a memory that has none', async () => {
      await expect(storage.removeAllOf('never-saved')).resolves.toBeUndefined();
    });
  });
}
