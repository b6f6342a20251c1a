import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProcessedPhoto } from '../../src/application/ports/photo-processor.js';
import type { PhotoStorage, StoredPhotoFolder } from '../../src/application/ports/photo-storage.js';

export interface PhotoStorageSubject {
  readonly storage: PhotoStorage;
  /** The bytes stored under a path, or null when nothing is there, looked up without the port's `read`. */
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

    describe('read', () => {
      it('gives the bytes of each stored photo', async () => {
        const photos = [photo('first'), photo('second', 'png')];
        const paths = await storage.save('mem-1', photos);

        expect(await Promise.all(paths.map((path) => storage.read(path)))).toEqual(photos.map((p) => p.bytes));
      });

      it('gives null for a path never saved, a removed photo and the photos of a removed memory', async () => {
        const [removed, kept] = await storage.save('mem-1', [photo('removed'), photo('kept')]);
        const [ofRemovedMemory] = await storage.save('mem-2', [photo('gone')]);
        await storage.remove([removed!]);
        await storage.removeAllOf('mem-2');

        await expect(storage.read(UNKNOWN_PATH)).resolves.toBeNull();
        await expect(storage.read(removed!)).resolves.toBeNull();
        await expect(storage.read(ofRemovedMemory!)).resolves.toBeNull();
        expect(await storage.read(kept!)).toEqual(photo('kept').bytes);
      });

      it('gives null for a path that is not one of ours, even one leading to a stored photo', async () => {
        const [stored] = await storage.save('mem-2', [photo('stored')]);
        const file = stored!.split('/').pop()!;

        for (const path of [
          `/uploads/mem-1/../mem-2/${file}`,
          `/uploads/../uploads/mem-2/${file}`,
          `/uploads/mem-2/./${file}`,
          `/uploads/mem-2//${file}`,
          `/uploads/mem-2/${file}/`,
          `uploads/mem-2/${file}`,
          `../mem-2/${file}`,
          `/uploads/mem-2/../../../etc/passwd`,
          '/etc/passwd',
          '/uploads/mem-2',
          '',
        ]) {
          await expect(storage.read(path), path).resolves.toBeNull();
        }
        expect(await storage.read(stored!)).toEqual(photo('stored').bytes);
      });

      it('hands out a copy: changing the bytes read does not change the stored photo', async () => {
        const [path] = await storage.save('mem-1', [photo('original')]);
        const bytes = (await storage.read(path!))!;

        bytes.fill(0);

        expect(await storage.read(path!)).toEqual(photo('original').bytes);
      });
    });

    describe('listStored', () => {
      const byMemory = (folders: StoredPhotoFolder[]) => Object.fromEntries(folders.map((folder) => [folder.memoryId, folder]));
      const pathsOf = (folder: StoredPhotoFolder | undefined) => (folder?.photos.map((file) => file.path) ?? []).sort();

      it('lists nothing when nothing was saved', async () => {
        await expect(storage.listStored()).resolves.toEqual([]);
      });

      it('lists each memory folder with every photo in it and when it was written', async () => {
        const before = Date.now();
        const first = await storage.save('mem-1', [photo('a'), photo('b')]);
        const second = await storage.save('mem-2', [photo('c')]);
        const after = Date.now();

        const folders = byMemory(await storage.listStored());

        expect(Object.keys(folders).sort()).toEqual(['mem-1', 'mem-2']);
        expect(pathsOf(folders['mem-1'])).toEqual([...first].sort());
        expect(pathsOf(folders['mem-2'])).toEqual(second);
        for (const folder of Object.values(folders)) {
          expect(folder.leftovers).toEqual([]);
          // File systems keep times to the second or better.
          for (const at of [folder.modifiedAt, ...folder.photos.map((file) => file.modifiedAt)]) {
            expect(at.getTime()).toBeGreaterThanOrEqual(before - 2000);
            expect(at.getTime()).toBeLessThanOrEqual(after + 2000);
          }
        }
      });

      it('lists a folder whose photos were removed one by one as empty, and no longer one removed whole', async () => {
        const [only] = await storage.save('mem-1', [photo('a')]);
        await storage.save('mem-2', [photo('b')]);

        await storage.remove([only!]);
        await storage.removeAllOf('mem-2');

        expect(await storage.listStored()).toMatchObject([{ memoryId: 'mem-1', photos: [], leftovers: [] }]);
      });
    });

    describe('removeLeftovers', () => {
      it('refuses a name that is not a temporary file, and removes nothing', async () => {
        const [kept] = await storage.save('mem-1', [photo('kept')]);
        const name = kept!.split('/').pop()!;

        for (const bad of [name, '../mem-2/x.tmp', 'a/b.tmp']) {
          await expect(storage.removeLeftovers('mem-1', [bad]), bad).rejects.toThrow();
        }
        expect(await subject.read(kept!)).toEqual(photo('kept').bytes);
      });

      it('ignores leftovers that are not there', async () => {
        await storage.save('mem-1', [photo('a')]);

        await expect(storage.removeLeftovers('mem-1', ['.gone.webp.1234abcd.tmp'])).resolves.toBeUndefined();
      });
    });

    it('accepts removing all photos of a memory that has none', async () => {
      await expect(storage.removeAllOf('never-saved')).resolves.toBeUndefined();
    });
  });
}
