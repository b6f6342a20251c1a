import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BackupDestination } from '../../src/application/ports/backup-destination.js';
import type { ShopFiles } from '../../src/application/ports/shop-files.js';

const bytesOf = (text: string) => new TextEncoder().encode(text);
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const text = (bytes: Uint8Array | null) => (bytes === null ? null : new TextDecoder().decode(bytes));

/** Where snapshots go: blobs under their hash, manifests, running markers. */
export function describeBackupDestinationContract(
  name: string,
  open: () => Promise<{ destination: BackupDestination; cleanup(): Promise<void> }>,
): void {
  describe(`${name}: a backup destination`, () => {
    let destination: BackupDestination;
    let cleanup: () => Promise<void>;
    beforeEach(async () => {
      ({ destination, cleanup } = await open());
    });
    afterEach(async () => {
      await destination.close();
      await cleanup();
    });

    it('keeps blobs under their hash: size, bytes, listing, removal; an absent one is null', async () => {
      const photo = bytesOf('photo bytes');
      const rows = bytesOf('{"id":"a"}\n');
      await expect(destination.blobSize(sha(photo))).resolves.toBeNull();
      await expect(destination.readBlob(sha(photo))).resolves.toBeNull();
      await destination.putBlob(sha(photo), photo);
      await destination.putBlob(sha(rows), rows);
      await destination.putBlob(sha(rows), rows);
      await expect(destination.blobSize(sha(photo))).resolves.toBe(photo.length);
      expect(text(await destination.readBlob(sha(rows)))).toBe('{"id":"a"}\n');
      const listed = await destination.listBlobs();
      expect(listed.map((blob) => [blob.sha256, blob.size]).sort()).toEqual(
        [
          [sha(photo), photo.length],
          [sha(rows), rows.length],
        ].sort(),
      );
      expect(listed.every((blob) => Date.now() - blob.writtenAt.getTime() < 3_600_000)).toBe(true);
      await destination.deleteBlob(sha(photo));
      await expect(destination.blobSize(sha(photo))).resolves.toBeNull();
      await expect(destination.putBlob('../../etc/passwd', photo)).rejects.toThrow('not a SHA-256 digest');
    });

    it('keeps manifests by snapshot id and running markers', async () => {
      await expect(destination.listManifests()).resolves.toEqual([]);
      await destination.putManifest('20261127T030000000Z', bytesOf('{"a":1}'));
      await destination.putManifest('20261128T030000000Z', bytesOf('{"a":2}'));
      expect((await destination.listManifests()).sort()).toEqual(['20261127T030000000Z', '20261128T030000000Z']);
      expect(text(await destination.readManifest('20261128T030000000Z'))).toBe('{"a":2}');
      await expect(destination.readManifest('20261129T030000000Z')).resolves.toBeNull();
      await destination.deleteManifest('20261127T030000000Z');
      await expect(destination.listManifests()).resolves.toEqual(['20261128T030000000Z']);

      await destination.markRunning('20261129T030000000Z');
      expect((await destination.listRunning()).map((marker) => marker.snapshotId)).toEqual(['20261129T030000000Z']);
      await destination.clearRunning('20261129T030000000Z');
      await expect(destination.listRunning()).resolves.toEqual([]);
    });
  });
}

/** Every object under the photo storage's root, byte for byte, folders included. */
export function describeShopFilesContract(name: string, open: () => Promise<{ files: ShopFiles; cleanup(): Promise<void> }>): void {
  describe(`${name}: the photo storage's objects`, () => {
    let files: ShopFiles;
    let cleanup: () => Promise<void>;
    beforeEach(async () => {
      ({ files, cleanup } = await open());
    });
    afterEach(async () => {
      await cleanup();
    });

    it('writes and lists every object and folder by its key, and reads its bytes back', async () => {
      await expect(files.list()).resolves.toEqual([]);
      await files.write('page-1/', new Uint8Array());
      await files.write('page-1/0123456789abcdef.webp', bytesOf('one'));
      await files.write('_quarantine/page-2/fedcba9876543210.webp', bytesOf('two'));
      await files.write('_shop.json', bytesOf('{"shop":"x"}'));
      const listed = await files.list();
      const objects = listed.filter((file) => !file.key.endsWith('/'));
      expect(objects.map((file) => [file.key, file.size]).sort()).toEqual([
        ['_quarantine/page-2/fedcba9876543210.webp', 3],
        ['_shop.json', 12],
        ['page-1/0123456789abcdef.webp', 3],
      ]);
      expect(listed.map((file) => file.key)).toContain('page-1/');
      expect(text(await files.read('_quarantine/page-2/fedcba9876543210.webp'))).toBe('two');
      await expect(files.read('page-9/nothing.webp')).resolves.toBeNull();
      const stamp = objects.find((file) => file.key === '_shop.json')!.stamp;
      await files.write('_shop.json', bytesOf('{"shop":"other"}'));
      expect((await files.list()).find((file) => file.key === '_shop.json')!.stamp).not.toBe(stamp);
      await expect(files.write('../outside.webp', bytesOf('x'))).rejects.toThrow(/^not a key under the photo/);
    });

    it('removes an object, then its emptied folder; a key not there is no error', async () => {
      await files.write('page-1/', new Uint8Array());
      await files.write('page-1/a.webp', bytesOf('a'));
      await files.write('page-1/b.webp', bytesOf('b'));
      await files.remove('page-1/a.webp');
      await files.remove('page-9/nothing.webp');
      expect((await files.list()).map((file) => file.key).sort()).toEqual(['page-1/', 'page-1/b.webp']);
      await files.remove('page-1/b.webp');
      await files.remove('page-1/');
      await expect(files.list()).resolves.toEqual([]);
      await expect(files.remove('../outside.webp')).rejects.toThrow(/^not a key under the photo/);
    });
  });
}
