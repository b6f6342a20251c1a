import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DeleteObjectsCommand } from '@aws-sdk/client-s3';
import { postgresBinDir, type ThrowawayPostgres } from '../postgres/throwaway-postgres.js';
import { LOCAL_S3_SDK_ENV, type LocalS3 } from '../s3/local-s3.js';
import { bucketPhotoStore, folderPhotoStore, type PhotoStore } from './shop-observation.js';

const run = promisify(execFile);

/** The secret of the PostgreSQL shops (required there; the embedded shop makes its own in DATA_DIR/app-secret). */
export const DRILL_APP_SECRET = 'backup-drill-app-secret-0123456789abcdef';

/** Where one shop lives: what its server and memories-cli are configured with, its photos read directly, and its end. */
export interface ShopSite {
  readonly engine: 'sqlite' | 'postgresql';
  /** DATA_DIR, and on PostgreSQL DATABASE_URL, APP_SECRET, STORAGE_URL and the S3 client's settings. */
  readonly env: Record<string, string>;
  readonly store: PhotoStore;
  /** The secret its edit links are derived from (read once the shop has one). */
  appSecret(): Promise<string>;
  /** Gone for good, as with a dead disk or a dropped database and emptied bucket. */
  destroy(): Promise<void>;
}

/** The embedded default: everything in one data folder (its secret made there, unless the operator sets APP_SECRET). */
export function sqliteSite(dataDir: string, appSecret?: string): ShopSite {
  return {
    engine: 'sqlite',
    env: { DATA_DIR: dataDir, ...(appSecret ? { APP_SECRET: appSecret } : {}) },
    store: folderPhotoStore(join(dataDir, 'uploads')),
    appSecret: async () => appSecret ?? (await readFile(join(dataDir, 'app-secret'), 'utf8')).trim(),
    destroy: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** A new PostgreSQL database of `cluster` and a new bucket of `s3`, with an instance folder that holds nothing shared. */
export async function postgresqlSite(options: {
  cluster: ThrowawayPostgres;
  s3: LocalS3;
  bucket: string;
  dataDir: string;
  appSecret?: string;
}): Promise<ShopSite> {
  const { cluster, s3, bucket, dataDir, appSecret = DRILL_APP_SECRET } = options;
  const url = await cluster.createDatabase();
  await s3.createBucket(bucket);
  return {
    engine: 'postgresql',
    env: { DATA_DIR: dataDir, DATABASE_URL: url, APP_SECRET: appSecret, ...s3.env(bucket, 'fotos'), ...LOCAL_S3_SDK_ENV },
    store: bucketPhotoStore(s3.client, bucket, 'fotos'),
    appSecret: () => Promise.resolve(appSecret),
    async destroy() {
      const name = new URL(url).pathname.slice(1);
      await run(join(postgresBinDir()!, 'psql'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(cluster.port),
        '-U',
        'postgres',
        '-d',
        'postgres',
        '-q',
        '-c',
        `drop database ${name} with (force)`,
      ]);
      const keys = await s3.keys(bucket);
      for (let i = 0; i < keys.length; i += 1000) {
        await s3.client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })) } }));
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
