import type { S3Client } from '@aws-sdk/client-s3';
import type { ShopFile, ShopFiles } from '../../application/ports/shop-files.js';
import { S3Objects } from '../shared/s3-objects.js';
import { isSafeKey } from './filesystem-shop-files.js';
import { contentTypeOf } from './stored-photo-paths.js';

/**
 * Every object under the prefix of STORAGE_URL (photos, their smaller widths, folder markers `{memoryId}/`, and
 * whatever else the shop keeps there), stamped by their ETag; written back with the content type a photo is served with.
 */
export class S3ShopFiles implements ShopFiles {
  private readonly objects: S3Objects;

  constructor(client: S3Client, bucket: string, prefix: string) {
    this.objects = new S3Objects(client, bucket, prefix);
  }

  async list(): Promise<ShopFile[]> {
    return (await this.objects.list())
      .filter((object) => !object.key.startsWith('.health-') && isSafeKey(object.key))
      .map((object) => ({ key: object.key, size: object.size, stamp: `${object.size}:${object.etag}` }));
  }

  read(key: string): Promise<Uint8Array | null> {
    return this.objects.get(key);
  }

  async remove(key: string): Promise<void> {
    if (!isSafeKey(key)) throw new Error('not a key under the photo storage');
    await this.objects.delete(key);
  }

  /** A PUT is durable once it is answered. */
  async persist(): Promise<void> {}

  async write(key: string, bytes: Uint8Array): Promise<void> {
    if (!isSafeKey(key)) throw new Error('not a key under the photo storage');
    // A bucket has no folders: only a page's own `{memoryId}/` marker means something (S3PhotoStorage writes it).
    if (key.endsWith('/') && key.slice(0, -1).includes('/')) return;
    await this.objects.put(key, bytes, key.endsWith('/') ? 'application/x-directory' : contentTypeOf(key));
  }
}
