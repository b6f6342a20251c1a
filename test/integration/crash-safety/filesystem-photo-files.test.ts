import { mkdir, mkdtemp, readdir, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FilesystemPhotoStorage } from '../../../src/adapters/storage/filesystem-photo-storage.js';
import type { ProcessedPhoto } from '../../../src/application/ports/photo-processor.js';

const photo = (label: string): ProcessedPhoto => ({ bytes: new TextEncoder().encode(label), width: 4, height: 3, extension: 'webp' });
/** Bytes no file can be written from: the write fails after its temporary file was made. */
const unwritable: ProcessedPhoto = { bytes: 42 as unknown as Uint8Array, width: 4, height: 3, extension: 'webp' };

let dir: string;
let uploads: string;
let storage: FilesystemPhotoStorage;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'memories-photo-files-'));
  uploads = join(dir, 'uploads');
  storage = new FilesystemPhotoStorage(uploads);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('FilesystemPhotoStorage: what a crash or a failed save leaves', () => {
  it('removes the memory folder a failed save made, with nothing in it', async () => {
    await storage.save('other', [photo('kept')]);

    await expect(storage.save('mem-1', [photo('a'), unwritable])).rejects.toThrow(expect.objectContaining({ code: 'ERR_INVALID_ARG_TYPE' }));

    expect(await readdir(uploads)).toEqual(['other']);
  });

  it('keeps the folder of a memory that had it before the failed save, and its photos', async () => {
    const [earlier] = await storage.save('mem-1', [photo('earlier')]);

    await expect(storage.save('mem-1', [unwritable])).rejects.toThrow(expect.objectContaining({ code: 'ERR_INVALID_ARG_TYPE' }));

    expect(await readdir(join(uploads, 'mem-1'))).toEqual([earlier!.split('/').pop()]);
  });

  it('lists the temporary files of killed writes as leftovers with their age, beside the photos', async () => {
    const [saved] = await storage.save('mem-1', [photo('a')]);
    const leftover = `.${'a'.repeat(32)}.webp.0123abcd.tmp`;
    await writeFile(join(uploads, 'mem-1', leftover), 'half a pho');
    const then = new Date('2026-01-01T00:00:00.000Z');
    await utimes(join(uploads, 'mem-1', leftover), then, then);

    const [folder] = await storage.listStored();

    expect(folder).toMatchObject({ memoryId: 'mem-1', photos: [{ path: saved }], leftovers: [{ name: leftover, modifiedAt: then }] });
    expect(folder!.modifiedAt).toEqual((await stat(join(uploads, 'mem-1'))).mtime);
  });

  it('lists only memory folders and the files of our shapes; what else is there it leaves out', async () => {
    await storage.save('mem-1', [photo('a')]);
    await writeFile(join(uploads, 'stray.txt'), 'x');
    await mkdir(join(uploads, 'not a memory id'));
    await writeFile(join(uploads, 'mem-1', 'notes.txt'), 'x');
    await mkdir(join(uploads, 'mem-1', 'sub.tmp'));
    await symlink(join(uploads, 'mem-1'), join(uploads, 'linked'));

    const folders = await storage.listStored();

    expect(folders.map((folder) => folder.memoryId)).toEqual(['mem-1']);
    expect(folders[0]!.photos).toHaveLength(1);
    expect(folders[0]!.leftovers).toEqual([]);
  });

  it('lists nothing when the uploads folder does not exist yet', async () => {
    await expect(new FilesystemPhotoStorage(join(dir, 'never')).listStored()).resolves.toEqual([]);
  });

  it('removes the leftovers it is given and ignores the missing ones', async () => {
    const [saved] = await storage.save('mem-1', [photo('a')]);
    await writeFile(join(uploads, 'mem-1', '.b.webp.00000000.tmp'), 'x');

    await storage.removeLeftovers('mem-1', ['.b.webp.00000000.tmp', '.gone.tmp']);

    expect(await readdir(join(uploads, 'mem-1'))).toEqual([saved!.split('/').pop()]);
    await expect(storage.removeLeftovers('../mem-1', ['.b.tmp'])).rejects.toThrow(/memory id/);
  });
});
