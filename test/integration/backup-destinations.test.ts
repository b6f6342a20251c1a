import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FolderBackupDestination } from '../../src/adapters/backup/folder-backup-destination.js';
import { S3BackupDestination } from '../../src/adapters/backup/s3-backup-destination.js';
import { FilesystemShopFiles } from '../../src/adapters/storage/filesystem-shop-files.js';
import { S3ShopFiles } from '../../src/adapters/storage/s3-shop-files.js';
import { describeBackupDestinationContract, describeShopFilesContract } from '../contract/backup-destination.contract.js';
import { LOCAL_S3_CREDENTIALS, LOCAL_S3_REGION, startLocalS3, type LocalS3 } from '../support/s3/local-s3.js';
import { tempDir } from '../support/temp-dir.js';

describeBackupDestinationContract('FolderBackupDestination', async () => {
  const folder = await tempDir('memories-backup-dest-');
  return { destination: new FolderBackupDestination(join(folder.path, 'backups')), cleanup: folder.remove };
});

describeShopFilesContract('FilesystemShopFiles', async () => {
  const folder = await tempDir('memories-shop-files-');
  return { files: new FilesystemShopFiles(join(folder.path, 'uploads')), cleanup: folder.remove };
});

describe('on an S3-compatible service', () => {
  let s3: LocalS3;
  let bucket = 0;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(async () => {
    await s3.dispose();
  });
  const freshBucket = async () => {
    const name = `backups-${++bucket}`;
    await s3.createBucket(name);
    return name;
  };

  describeBackupDestinationContract('S3BackupDestination', async () => {
    const name = await freshBucket();
    // The destination's own client: closing the destination destroys it.
    const client = new S3Client({ endpoint: s3.endpoint, region: LOCAL_S3_REGION, forcePathStyle: true, credentials: LOCAL_S3_CREDENTIALS });
    return { destination: new S3BackupDestination(client, name, 'nightly/shop', `s3://${name}/nightly/shop`), cleanup: async () => {} };
  });

  describeShopFilesContract('S3ShopFiles', async () => {
    const name = await freshBucket();
    return { files: new S3ShopFiles(s3.client, name, 'photos'), cleanup: async () => {} };
  });
});

describe('FolderBackupDestination after a write was killed', () => {
  it('never reports the temporary file of an interrupted blob or manifest', async () => {
    const folder = await tempDir('memories-backup-dest-');
    try {
      const root = join(folder.path, 'backups');
      const destination = new FolderBackupDestination(root);
      const sha = 'ab'.padEnd(64, '0');
      await mkdir(join(root, 'blobs', 'sha256', 'ab'), { recursive: true });
      await writeFile(join(root, 'blobs', 'sha256', 'ab', `.${sha}.1234abcd.tmp`), 'half');
      await mkdir(join(root, 'snapshots'), { recursive: true });
      await writeFile(join(root, 'snapshots', '.20261127T030000000Z.json.1234abcd.tmp'), '{');
      await expect(destination.blobSize(sha)).resolves.toBeNull();
      await expect(destination.listBlobs()).resolves.toEqual([]);
      await expect(destination.listManifests()).resolves.toEqual([]);
      expect(await readdir(join(root, 'snapshots'))).toHaveLength(1);
    } finally {
      await folder.remove();
    }
  });
});
