import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3BackupDestination } from '../../../src/adapters/backup/s3-backup-destination.js';
import { S3PhotoQuarantine } from '../../../src/adapters/storage/s3-photo-quarantine.js';
import { S3PhotoStorage } from '../../../src/adapters/storage/s3-photo-storage.js';
import { S3ShopFiles } from '../../../src/adapters/storage/s3-shop-files.js';
import { quarantineRoundOf } from '../../../src/adapters/storage/stored-photo-paths.js';
import { LOCAL_S3_CREDENTIALS, LOCAL_S3_REGION, startLocalS3, type LocalS3 } from '../../support/s3/local-s3.js';

/**
 * S3 answers a listing 1,000 keys at a time, with a token for the next page: every adapter that lists must follow it,
 * or a shop past a thousand photos (or a destination past a thousand blobs) would see only the first of them. s3rver
 * pages like S3 only in a process of its own (`pagesListings`).
 */
const PAST_ONE_PAGE = 1_001;
const PHOTOS = 'photos';
const BACKUPS = 'backups';
const MEMORY = 'mem0000000000001';
const SET_ASIDE = 'mem0000000000002';
const ROUND = quarantineRoundOf(new Date('2026-12-01T03:00:00.000Z'));

const hex = (i: number, length: number) => i.toString(16).padStart(length, '0');
const numbered = (prefix: (i: number) => string) => Array.from({ length: PAST_ONE_PAGE }, (_, i) => ({ key: prefix(i), bytes: new Uint8Array([1]) }));

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3([PHOTOS, BACKUPS], { pagesListings: true });
  await s3.seed(PHOTOS, [
    { key: `site/${MEMORY}/`, bytes: new Uint8Array(0) },
    ...numbered((i) => `site/${MEMORY}/${hex(i, 16)}.webp`),
    ...numbered((i) => `site/_quarantine/${ROUND}/${SET_ASIDE}/${hex(i, 16)}.webp`),
  ]);
  await s3.seed(BACKUPS, [
    ...numbered((i) => `shop/blobs/sha256/${hex(i, 64).slice(0, 2)}/${hex(i, 64)}`),
    ...numbered((i) => `shop/snapshots/20261201T${hex(i, 6)}Z.json`),
  ]);
});
afterAll(async () => {
  await s3?.dispose();
});

describe('listings past one page (more than 1,000 objects)', () => {
  it('are answered one page at a time by the server, as S3 does', async () => {
    const page = await s3.client.send(new ListObjectsV2Command({ Bucket: PHOTOS, Prefix: `site/${MEMORY}/` }));
    expect(page.KeyCount).toBe(1_000);
    expect(page.IsTruncated).toBe(true);
    expect(page.NextContinuationToken).toBeTruthy();
  });

  it('S3PhotoStorage reports every photo of a folder', async () => {
    const storage = new S3PhotoStorage({ client: s3.client, bucket: PHOTOS, prefix: 'site' });
    const folders = await storage.listStored();
    expect(folders.map((folder) => folder.memoryId)).toEqual([MEMORY]);
    expect(new Set(folders[0]!.photos.map((photo) => photo.path)).size).toBe(PAST_ONE_PAGE);
  });

  it('S3PhotoQuarantine counts every photo set aside', async () => {
    const quarantine = new S3PhotoQuarantine({ client: s3.client, bucket: PHOTOS, prefix: 'site' });
    const [entry, ...others] = await quarantine.listQuarantined();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ memoryId: SET_ASIDE, files: PAST_ONE_PAGE, bytes: PAST_ONE_PAGE });
  });

  it("S3ShopFiles lists every object under the photos' prefix", async () => {
    const files = await new S3ShopFiles(s3.client, PHOTOS, 'site').list();
    expect(new Set(files.map((file) => file.key)).size).toBe(2 * PAST_ONE_PAGE + 1);
    expect(files.filter((file) => file.key.startsWith('_quarantine/'))).toHaveLength(PAST_ONE_PAGE);
  });

  it('S3BackupDestination lists every blob and every snapshot', async () => {
    // The destination's own client: closing the destination destroys it.
    const client = new S3Client({ endpoint: s3.endpoint, region: LOCAL_S3_REGION, forcePathStyle: true, credentials: LOCAL_S3_CREDENTIALS });
    const destination = new S3BackupDestination(client, BACKUPS, 'shop', `s3://${BACKUPS}/shop`);
    try {
      expect(new Set((await destination.listBlobs()).map((blob) => blob.sha256)).size).toBe(PAST_ONE_PAGE);
      expect(new Set(await destination.listManifests()).size).toBe(PAST_ONE_PAGE);
    } finally {
      await destination.close();
    }
  });
});
