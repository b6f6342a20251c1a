import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProcessedPhoto } from '../../src/application/ports/photo-processor.js';
import type { PhotoStorage, StoredPhotoFolder } from '../../src/application/ports/photo-storage.js';
import { photoAvifUrl, photoVariantUrl } from '../../src/domain/memory/photo-variants.js';

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

/** A photo as the pipeline hands it out: with its 480, 720 and 1080 px widths. */
const withWidths = (label: string): ProcessedPhoto => ({
  ...photo(label),
  variants: [
    { width: 480, bytes: new TextEncoder().encode(`480 of ${label}`) },
    { width: 720, bytes: new TextEncoder().encode(`720 of ${label}`) },
    { width: 1080, bytes: new TextEncoder().encode(`1080 of ${label}`) },
  ],
});
const bytesOf = (text: string) => new TextEncoder().encode(text);

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

    describe('smaller widths', () => {
      const widthsOf = (path: string) => [photoVariantUrl(path, 480), photoVariantUrl(path, 720), photoVariantUrl(path, 1080)];

      it('stores each photo’s 480, 720 and 1080 px widths beside it, and hands out the photos’ paths only', async () => {
        const paths = await storage.save('mem-1', [withWidths('a'), photo('no widths'), withWidths('b')]);

        expect(paths).toHaveLength(3);
        const [a, plain, b] = paths as [string, string, string];
        expect(widthsOf(a)[0]).toMatch(/^\/uploads\/mem-1\/[^/]+-480\.webp$/);
        expect(await readAll([a, ...widthsOf(a)])).toEqual([photo('a').bytes, bytesOf('480 of a'), bytesOf('720 of a'), bytesOf('1080 of a')]);
        expect(await readAll([b, ...widthsOf(b)])).toEqual([photo('b').bytes, bytesOf('480 of b'), bytesOf('720 of b'), bytesOf('1080 of b')]);
        expect(await readAll(widthsOf(plain))).toEqual([null, null, null]);
        expect(await Promise.all(widthsOf(a).map((path) => storage.read(path)))).toEqual([
          bytesOf('480 of a'),
          bytesOf('720 of a'),
          bytesOf('1080 of a'),
        ]);
      });

      it('reads no width that is not one of PHOTO_WIDTHS', async () => {
        const [path] = await storage.save('mem-1', [withWidths('a')]);

        for (const other of ['-1600', '-700', '-48', '-4800', '-0480']) {
          const odd = path!.replace(/\.webp$/, `${other}.webp`);
          await expect(storage.read(odd), odd).resolves.toBeNull();
        }
      });

      it('removes a photo’s widths with it, and a width alone when only it is named', async () => {
        const [gone, kept] = await storage.save('mem-1', [withWidths('gone'), withWidths('kept')]);

        await storage.remove([gone!]);
        await storage.remove([widthsOf(kept!)[0]!]);

        expect(await readAll([gone!, ...widthsOf(gone!)])).toEqual([null, null, null, null]);
        expect(await readAll([kept!, ...widthsOf(kept!)])).toEqual([photo('kept').bytes, null, bytesOf('720 of kept'), bytesOf('1080 of kept')]);
      });

      it('removes the widths with the memory', async () => {
        const [path] = await storage.save('mem-1', [withWidths('a')]);

        await storage.removeAllOf('mem-1');

        expect(await readAll([path!, ...widthsOf(path!)])).toEqual([null, null, null, null]);
        expect(await storage.listStored()).toEqual([]);
      });

      it('lists the widths as files of the memory’s folder', async () => {
        const [path] = await storage.save('mem-1', [withWidths('a')]);

        const [folder] = await storage.listStored();

        expect(folder?.photos.map((file) => file.path).sort()).toEqual([path!, ...widthsOf(path!)].sort());
      });

      it('adds widths beside a photo stored without them, and refuses a path that is not a stored photo’s', async () => {
        const [path] = await storage.save('mem-1', [photo('old')]);

        await storage.saveVariants(path!, withWidths('new').variants!);

        expect(await readAll([path!, ...widthsOf(path!)])).toEqual([
          photo('old').bytes,
          bytesOf('480 of new'),
          bytesOf('720 of new'),
          bytesOf('1080 of new'),
        ]);
        for (const bad of [widthsOf(path!)[0]!, '/etc/passwd', `/uploads/mem-1/../${path!.split('/').pop()!}`]) {
          await expect(storage.saveVariants(bad, withWidths('x').variants!), bad).rejects.toThrow('not a stored photo path');
        }
      });
    });

    describe('AVIF copies', () => {
      const avifOf = (path: string) => [photoAvifUrl(path, 480), photoAvifUrl(path, 720), photoAvifUrl(path, 1080), photoAvifUrl(path, 1600)];
      const avif = (label: string, widths: readonly (480 | 720 | 1080 | 1600)[]) =>
        widths.map((width) => ({ width, bytes: bytesOf(`avif ${width} of ${label}`), format: 'avif' as const }));

      it('stores AVIF copies beside a stored photo, the largest as {stem}.avif, and refuses one beside a copy', async () => {
        const [path] = await storage.save('mem-1', [withWidths('a')]);

        await storage.saveVariants(path!, avif('a', [720, 1600]));

        expect(avifOf(path!)[1]).toMatch(/^\/uploads\/mem-1\/[^/]+-720\.avif$/);
        expect(avifOf(path!)[3]).toBe(path!.replace(/\.webp$/, '.avif'));
        expect(await readAll(avifOf(path!))).toEqual([null, bytesOf('avif 720 of a'), null, bytesOf('avif 1600 of a')]);
        expect(await storage.read(avifOf(path!)[1]!)).toEqual(bytesOf('avif 720 of a'));
        expect(await readAll([path!, photoVariantUrl(path!, 480), photoVariantUrl(path!, 720), photoVariantUrl(path!, 1080)])).toEqual([
          photo('a').bytes,
          bytesOf('480 of a'),
          bytesOf('720 of a'),
          bytesOf('1080 of a'),
        ]);
        await expect(storage.saveVariants(avifOf(path!)[3]!, avif('x', [480]))).rejects.toThrow('not a stored photo path');
      });

      it('lists them as files of the folder, and removes them with their photo and with the memory', async () => {
        const [gone, kept] = await storage.save('mem-1', [withWidths('gone'), withWidths('kept')]);
        await storage.saveVariants(gone!, avif('gone', [480, 720, 1080, 1600]));
        await storage.saveVariants(kept!, avif('kept', [1080]));

        const [folder] = await storage.listStored();
        expect(folder?.photos.map((file) => file.path)).toEqual(expect.arrayContaining([...avifOf(gone!), avifOf(kept!)[2]!]));

        await storage.remove([gone!]);
        expect(await readAll(avifOf(gone!))).toEqual([null, null, null, null]);
        expect(await storage.read(avifOf(kept!)[2]!)).toEqual(bytesOf('avif 1080 of kept'));

        await storage.removeAllOf('mem-1');
        expect(await storage.read(avifOf(kept!)[2]!)).toBeNull();
      });
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
          await expect(storage.removeLeftovers('mem-1', [bad]), bad).rejects.toThrow('not a leftover file');
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
