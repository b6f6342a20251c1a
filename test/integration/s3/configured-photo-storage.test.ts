import { afterEach, describe, expect, it, vi } from 'vitest';
import { configuredPhotoStorage } from '../../../src/adapters/composition/configured-photo-storage.js';
import { FilesystemPhotoStorage } from '../../../src/adapters/storage/filesystem-photo-storage.js';
import { S3PhotoStorage } from '../../../src/adapters/storage/s3-photo-storage.js';
import { tempDir } from '../../support/temp-dir.js';

const s3 = { kind: 's3', bucket: 'memories-photos', prefix: 'site', endpoint: 'http://127.0.0.1:9', forcePathStyle: true } as const;

afterEach(() => vi.unstubAllEnvs());

describe('configuredPhotoStorage', () => {
  it('keeps photos in DATA_DIR/uploads unless STORAGE_URL names a bucket', async () => {
    const dir = await tempDir();
    try {
      const photos = await configuredPhotoStorage({ kind: 'filesystem' }, dir.path);
      expect(photos.storage).toBeInstanceOf(FilesystemPhotoStorage);
      await expect(photos.probe()).resolves.toBeUndefined();
      await photos.close();
    } finally {
      await dir.remove();
    }
  });

  it('uses the bucket with the region of the SDK’s chain, and stops start-up naming AWS_REGION when there is none', async () => {
    vi.stubEnv('AWS_REGION', 'sa-east-1');
    const photos = await configuredPhotoStorage(s3, '/nonexistent');
    expect(photos.storage).toBeInstanceOf(S3PhotoStorage);
    await photos.close();

    vi.stubEnv('AWS_REGION', undefined);
    vi.stubEnv('AWS_CONFIG_FILE', '/nonexistent/aws-config');
    vi.stubEnv('AWS_PROFILE', undefined);
    await expect(configuredPhotoStorage(s3, '/nonexistent')).rejects.toThrow(/^STORAGE_URL: .*set AWS_REGION/);
  });
});
