import type { S3Client } from '@aws-sdk/client-s3';
import type { BackupDestination, BlobInfo } from '../../application/ports/backup-destination.js';
import { S3Objects } from '../shared/s3-objects.js';

const SHA256 = /^[0-9a-f]{64}$/;
const BLOB_KEY = /^blobs\/sha256\/[0-9a-f]{2}\/([0-9a-f]{64})$/;
const MANIFEST_KEY = /^snapshots\/([^/]+)\.json$/;

/**
 * A snapshot destination in a bucket (`s3://bucket/prefix`), laid out as the folder one: `blobs/sha256/{ab}/{sha256}`,
 * `snapshots/{id}.json`, `running/{id}`. A PUT makes an object visible whole or not at all, so a killed backup leaves
 * only whole blobs and no manifest.
 */
export class S3BackupDestination implements BackupDestination {
  private readonly objects: S3Objects;

  constructor(
    private readonly client: S3Client,
    bucket: string,
    prefix: string,
    readonly description: string,
  ) {
    this.objects = new S3Objects(client, bucket, prefix);
  }

  private blobKey(sha256: string): string {
    if (!SHA256.test(sha256)) throw new Error('not a SHA-256 digest');
    return `blobs/sha256/${sha256.slice(0, 2)}/${sha256}`;
  }

  async blobSize(sha256: string): Promise<number | null> {
    return this.objects.size(this.blobKey(sha256));
  }

  async putBlob(sha256: string, bytes: Uint8Array): Promise<void> {
    return this.objects.put(this.blobKey(sha256), bytes);
  }

  async readBlob(sha256: string): Promise<Uint8Array | null> {
    return this.objects.get(this.blobKey(sha256));
  }

  async listBlobs(): Promise<BlobInfo[]> {
    return (await this.objects.list('blobs/sha256/')).flatMap((object) => {
      const sha256 = BLOB_KEY.exec(object.key)?.[1];
      return sha256 ? [{ sha256, size: object.size, writtenAt: object.lastModified }] : [];
    });
  }

  async deleteBlob(sha256: string): Promise<void> {
    return this.objects.delete(this.blobKey(sha256));
  }

  putManifest(snapshotId: string, bytes: Uint8Array): Promise<void> {
    return this.objects.put(`snapshots/${snapshotId}.json`, bytes, 'application/json');
  }

  readManifest(snapshotId: string): Promise<Uint8Array | null> {
    return this.objects.get(`snapshots/${snapshotId}.json`);
  }

  async listManifests(): Promise<string[]> {
    return (await this.objects.list('snapshots/')).flatMap((object) => MANIFEST_KEY.exec(object.key)?.[1] ?? []);
  }

  deleteManifest(snapshotId: string): Promise<void> {
    return this.objects.delete(`snapshots/${snapshotId}.json`);
  }

  markRunning(snapshotId: string): Promise<void> {
    return this.objects.put(`running/${snapshotId}`, new TextEncoder().encode(new Date().toISOString()), 'text/plain');
  }

  async listRunning(): Promise<{ readonly snapshotId: string; readonly since: Date }[]> {
    return (await this.objects.list('running/')).map((object) => ({ snapshotId: object.key.slice('running/'.length), since: object.lastModified }));
  }

  clearRunning(snapshotId: string): Promise<void> {
    return this.objects.delete(`running/${snapshotId}`);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
