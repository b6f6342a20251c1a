import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProcessedPhoto } from '../../src/application/ports/photo-processor.js';
import { FilesystemPhotoStorage, resolveStoredPhotoFile } from '../../src/adapters/storage/filesystem-photo-storage.js';
import { describePhotoStorageContract } from '../contract/photo-storage.contract.js';
import { describePhotoQuarantineContract } from '../contract/photo-quarantine.contract.js';
import { FilesystemPhotoQuarantine } from '../../src/adapters/storage/filesystem-photo-quarantine.js';
import { tempDir } from '../support/temp-dir.js';

async function readStored(uploadsDir: string, path: string): Promise<Uint8Array | null> {
  const file = resolveStoredPhotoFile(uploadsDir, path);
  if (!file) return null;
  try {
    return new Uint8Array(await readFile(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

describePhotoQuarantineContract('FilesystemPhotoQuarantine', async () => {
  const dir = await tempDir('memories-uploads-');
  return {
    storage: new FilesystemPhotoStorage(dir.path),
    quarantine: new FilesystemPhotoQuarantine(dir.path),
    everything: async () =>
      (await readdir(dir.path, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile())
        .map((e) => relative(dir.path, join(e.parentPath, e.name))),
    dispose: dir.remove,
  };
});

describePhotoStorageContract('FilesystemPhotoStorage', async () => {
  const dir = await tempDir('memories-uploads-');
  return {
    storage: new FilesystemPhotoStorage(dir.path),
    read: (path) => readStored(dir.path, path),
    dispose: dir.remove,
  };
});

const photo = (label: string): ProcessedPhoto => ({
  bytes: new TextEncoder().encode(`bytes of ${label}`),
  width: 4,
  height: 3,
  extension: 'webp',
});

const stem = (digit: string) => digit.repeat(32);

/** Hands out the given stems in turn, so a test knows each file name before the save. */
function stems(...values: string[]): () => string {
  let next = 0;
  return () => values[next++] ?? stem('9');
}

describe('FilesystemPhotoStorage on disk', () => {
  let uploads: { path: string; remove(): Promise<void> };

  beforeEach(async () => {
    uploads = await tempDir('memories-uploads-');
  });
  afterEach(async () => {
    await uploads.remove();
  });

  it('writes {uploadsDir}/{memoryId}/{32 hex}.{ext} and leaves no temporary file', async () => {
    const storage = new FilesystemPhotoStorage(uploads.path);

    const paths = await storage.save('mem-1', [photo('a'), photo('b')]);

    const files = await readdir(join(uploads.path, 'mem-1'));
    expect(files.sort()).toEqual(paths.map((path) => path.split('/').pop()).sort());
    for (const file of files) expect(file).toMatch(/^[0-9a-f]{32}\.webp$/);
  });

  it('keeps a voice message ("Um áudio seu") as {stem}.m4a in the page’s folder, opened as audio/mp4', async () => {
    const storage = new FilesystemPhotoStorage(uploads.path);
    const [path] = await storage.save('mem-1', [{ bytes: new TextEncoder().encode('aac'), width: 0, height: 0, extension: 'm4a' }]);

    expect(await readdir(join(uploads.path, 'mem-1'))).toEqual([path!.split('/').pop()]);
    expect(path).toMatch(/^\/uploads\/mem-1\/[0-9a-f]{32}\.m4a$/);
    const opened = (await storage.open(path!))!;
    opened.stream.destroy();
    expect(opened).toMatchObject({ contentType: 'audio/mp4', size: 3 });
  });

  it('removes what the failed call wrote, keeps earlier photos, and rejects when a write fails midway', async () => {
    const storage = new FilesystemPhotoStorage(uploads.path, { newFileStem: stems(stem('0'), stem('a'), stem('b'), stem('c')) });
    const earlier = await storage.save('mem-1', [photo('earlier')]);
    // A directory already sitting under the third photo's final name makes its rename fail, even for root.
    const blocker = `${stem('c')}.webp`;
    await mkdir(join(uploads.path, 'mem-1', blocker, 'inside'), { recursive: true });

    await expect(storage.save('mem-1', [photo('a'), photo('b'), photo('c')])).rejects.toThrow(/^EISDIR/);

    expect((await readdir(join(uploads.path, 'mem-1'))).sort()).toEqual([earlier[0]!.split('/').pop(), blocker].sort());
    expect(await readStored(uploads.path, earlier[0]!)).toEqual(photo('earlier').bytes);
  });

  it('keeps no file of a save one of whose smaller widths could not be written', async () => {
    const storage = new FilesystemPhotoStorage(uploads.path, { newFileStem: stems(stem('0'), stem('a'), stem('b')) });
    const earlier = await storage.save('mem-1', [photo('earlier')]);
    const withWidths: ProcessedPhoto = {
      ...photo('b'),
      variants: [
        { width: 480, bytes: new TextEncoder().encode('480') },
        { width: 720, bytes: new TextEncoder().encode('720') },
      ],
    };
    // A directory under the second photo's 720 px file name makes that one write fail.
    const blocker = `${stem('b')}-720.webp`;
    await mkdir(join(uploads.path, 'mem-1', blocker, 'inside'), { recursive: true });

    await expect(storage.save('mem-1', [withWidths, withWidths])).rejects.toThrow(/^EISDIR/);

    expect((await readdir(join(uploads.path, 'mem-1'))).sort()).toEqual([earlier[0]!.split('/').pop(), blocker].sort());
  });

  it('rejects and writes nothing when the memory folder cannot be created', async () => {
    await writeFile(join(uploads.path, 'mem-1'), 'a file where the folder should be');
    const storage = new FilesystemPhotoStorage(uploads.path);

    await expect(storage.save('mem-1', [photo('a')])).rejects.toThrow(/^EEXIST/);
    expect(await readdir(uploads.path)).toEqual(['mem-1']);
  });

  it.each(['', '.', '..', '../elsewhere', 'a/b', 'a\\b', 'mem 1', 'mem%2F1'])('refuses the memory id %j', async (memoryId) => {
    const storage = new FilesystemPhotoStorage(join(uploads.path, 'uploads'));
    const [kept] = await storage.save('mem-1', [photo('kept')]);

    await expect(storage.save(memoryId, [photo('a')])).rejects.toThrow(/memory id/);
    await expect(storage.removeAllOf(memoryId)).rejects.toThrow(/memory id/);

    expect(await readStored(join(uploads.path, 'uploads'), kept!)).toEqual(photo('kept').bytes);
    expect(await readdir(uploads.path)).toEqual(['uploads']);
  });

  it('refuses to remove anything when one path is not a stored photo path', async () => {
    const storage = new FilesystemPhotoStorage(join(uploads.path, 'uploads'));
    const [victim] = await storage.save('mem-1', [photo('victim')]);
    const outside = join(uploads.path, 'outside.webp');
    await writeFile(outside, 'not a photo of ours');

    for (const bad of ['/uploads/../outside.webp', `/uploads/mem-1/../../outside.webp`, outside, victim!.slice(1)]) {
      await expect(storage.remove([victim!, bad])).rejects.toThrow(/not a stored photo path/);
    }

    expect(await readStored(join(uploads.path, 'uploads'), victim!)).toEqual(photo('victim').bytes);
    expect(await readFile(outside, 'utf8')).toBe('not a photo of ours');
  });

  it('reads nothing outside the uploads folder, even a file of the stored shape', async () => {
    const storage = new FilesystemPhotoStorage(join(uploads.path, 'uploads'));
    await storage.save('mem-1', [photo('inside')]);
    const outsideName = `${stem('e')}.webp`;
    await mkdir(join(uploads.path, 'mem-1'), { recursive: true });
    await writeFile(join(uploads.path, 'mem-1', outsideName), 'not a photo of ours');
    await writeFile(join(uploads.path, outsideName), 'not a photo of ours');

    for (const path of [
      `/uploads/../mem-1/${outsideName}`,
      `/uploads/mem-1/../../mem-1/${outsideName}`,
      `/uploads/mem-1/../../${outsideName}`,
      join(uploads.path, 'mem-1', outsideName),
      `/${outsideName}`,
    ]) {
      await expect(storage.read(path), path).resolves.toBeNull();
    }
  });

  it('reads null where a folder stands in for the photo or for its memory folder', async () => {
    const storage = new FilesystemPhotoStorage(uploads.path);
    await mkdir(join(uploads.path, 'mem-1', `${stem('a')}.webp`), { recursive: true });
    await writeFile(join(uploads.path, 'mem-2'), 'a file where the folder should be');

    await expect(storage.read(`/uploads/mem-1/${stem('a')}.webp`)).resolves.toBeNull();
    await expect(storage.read(`/uploads/mem-2/${stem('b')}.webp`)).resolves.toBeNull();
  });
});

describe('resolveStoredPhotoFile', () => {
  const root = '/srv/data/uploads';
  const file = `${stem('a')}.webp`;

  it('maps a stored photo path to its file under the uploads folder', () => {
    expect(resolveStoredPhotoFile(root, `/uploads/mem_1-X/${file}`)).toBe(`/srv/data/uploads/mem_1-X/${file}`);
    expect(resolveStoredPhotoFile('/srv/data/./uploads/', `/uploads/m/${file}`)).toBe(`/srv/data/uploads/m/${file}`);
  });

  it('makes a relative uploads folder absolute', () => {
    expect(resolveStoredPhotoFile('data/uploads', `/uploads/m/${file}`)).toBe(join(process.cwd(), 'data/uploads/m', file));
  });

  it.each([
    `/api/uploads/m/${file}`,
    `uploads/m/${file}`,
    `/uploads/${file}`,
    `/uploads/m/n/${file}`,
    `/uploads/../m/${file}`,
    `/uploads/m/../${file}`,
    `/uploads/..%2f..%2fetc/${file}`,
    `/uploads/%2e%2e/${file}`,
    `/uploads/m/${file}/`,
    `/uploads/m/${file}?x=1`,
    `/uploads/m/${file}\n`,
    `/uploads//m/${file}`,
    `/uploads/m\\..\\n/${file}`,
    `/uploads/m/.${file}`,
    `/uploads/m/${stem('a')}.webp.tmp`,
    `/uploads/m/${'A'.repeat(32)}.webp`,
    `/uploads/m/${'a'.repeat(8)}.webp`,
    '/uploads/m/passwd',
    '/etc/passwd',
    '',
  ])('returns null for %j', (path) => {
    expect(resolveStoredPhotoFile(root, path)).toBeNull();
  });
});
