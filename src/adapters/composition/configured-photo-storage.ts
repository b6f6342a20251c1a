import type { StorageConfig } from '../../../config/config.js';
import type { PhotoQuarantine } from '../../application/ports/photo-quarantine.js';
import type { PhotoStorage } from '../../application/ports/photo-storage.js';
import type { PhotoStorageMarker } from '../../application/ports/shop-identity.js';
import { FilesystemPhotoQuarantine } from '../storage/filesystem-photo-quarantine.js';
import { FilesystemPhotoStorage } from '../storage/filesystem-photo-storage.js';
import { probePhotoFolderWritable } from '../storage/storage-probe.js';
import type { OpenedPhoto } from '../storage/stored-photo-paths.js';

/** The photo storage of the configuration, with what the HTTP edge needs of it besides the port. */
export interface ConfiguredPhotoStorage {
  readonly storage: PhotoStorage;
  /** The shop's mark and the sweeps' quarantine, at the root of the same folder or bucket prefix. */
  readonly safekeeping: PhotoQuarantine & PhotoStorageMarker;
  /** Where the photos are, for the operator: the folder, or `s3://{bucket}/{prefix}`. */
  readonly place: string;
  /** Opens a stored photo to stream it; null when there is none at that path. */
  readonly open: (storedPath: string) => Promise<OpenedPhoto | null>;
  /** Writes and removes a small file or object where photos go (health check). */
  readonly probe: () => Promise<void>;
  close(): Promise<void>;
}

/** Files in DATA_DIR/uploads, or the objects of the bucket of STORAGE_URL. */
export async function configuredPhotoStorage(config: StorageConfig, uploadsDir: string): Promise<ConfiguredPhotoStorage> {
  if (config.kind === 'filesystem') {
    const storage = new FilesystemPhotoStorage(uploadsDir);
    return {
      storage,
      safekeeping: new FilesystemPhotoQuarantine(uploadsDir),
      place: uploadsDir,
      open: (path) => storage.open(path),
      probe: () => probePhotoFolderWritable(uploadsDir),
      close: async () => {},
    };
  }
  // The AWS SDK (some 20 MB resident) is loaded only when photos go to object storage.
  const { S3PhotoStorage, s3ClientFor } = await import('../storage/s3-photo-storage.js');
  const { S3PhotoQuarantine } = await import('../storage/s3-photo-quarantine.js');
  const client = s3ClientFor({ ...(config.endpoint ? { endpoint: config.endpoint } : {}), forcePathStyle: config.forcePathStyle });
  // Without a region the SDK fails every request; say so at start-up instead, naming what to set.
  await client.config.region().catch(() => {
    client.destroy();
    throw new Error('STORAGE_URL: the AWS SDK found no region; set AWS_REGION (any value, such as us-east-1, for most S3-compatible services)');
  });
  const storage = new S3PhotoStorage({ client, bucket: config.bucket, prefix: config.prefix });
  return {
    storage,
    safekeeping: new S3PhotoQuarantine({ client, bucket: config.bucket, prefix: config.prefix }),
    place: config.prefix ? `s3://${config.bucket}/${config.prefix}` : `s3://${config.bucket}`,
    open: (path) => storage.open(path),
    probe: () => storage.probe(),
    close: async () => client.destroy(),
  };
}
