import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  type S3Client,
  type _Object as S3Object,
} from '@aws-sdk/client-s3';
import type { PhotoQuarantine, QuarantinedPhotos } from '../../application/ports/photo-quarantine.js';
import type { PhotoStorageMarker } from '../../application/ports/shop-identity.js';
import { listObjects, sendToStorage } from './s3-photo-storage.js';
import {
  instantOfQuarantineRound,
  MEMORY_ID,
  parseStoredPath,
  QUARANTINE,
  quarantineRoundOf,
  SHOP_MARKER,
  shopIdOfMarker,
  shopMarkerBytes,
  smallerFilesOf,
  STORED_FILE,
} from './stored-photo-paths.js';

export interface S3PhotoQuarantineOptions {
  readonly client: S3Client;
  readonly bucket: string;
  /** The photos' key prefix, as given to `S3PhotoStorage`. */
  readonly prefix?: string;
}

/**
 * The shop's mark (`{prefix}/_shop.json`) and the sweeps' quarantine (`{prefix}/_quarantine/{round}/{memoryId}/{file}`)
 * of the photos kept by `S3PhotoStorage` in the same bucket and prefix. S3 has no rename: an object is put aside by
 * a copy, then the delete of the original, so a failure half-way leaves it in both places, never in neither.
 */
export class S3PhotoQuarantine implements PhotoQuarantine, PhotoStorageMarker {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly base: string;

  constructor(options: S3PhotoQuarantineOptions) {
    this.client = options.client;
    this.bucket = options.bucket;
    const prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
    this.base = prefix ? `${prefix}/` : '';
  }

  async readMarker(): Promise<string | null> {
    try {
      const output = await this.call(() => this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: `${this.base}${SHOP_MARKER}` })));
      return output.Body ? shopIdOfMarker(await output.Body.transformToByteArray()) : null;
    } catch (error) {
      if ((error as { name?: unknown }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async writeMarker(shopId: string): Promise<void> {
    const body = shopMarkerBytes(shopId, new Date());
    await this.call(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: `${this.base}${SHOP_MARKER}`,
          Body: body,
          ContentType: 'application/json',
          ContentLength: body.byteLength,
        }),
      ),
    );
  }

  async quarantineFolder(memoryId: string, at: Date): Promise<void> {
    assertMemoryId(memoryId);
    const folder = `${this.base}${memoryId}/`;
    const aside = this.asideKey(at, memoryId);
    for (const object of await this.list(folder)) {
      const name = object.Key!.slice(folder.length);
      if (name !== '') await this.move(object.Key!, `${aside}${name}`);
    }
    await this.delete(folder);
  }

  async quarantinePhotos(paths: readonly string[], at: Date): Promise<void> {
    for (const path of paths) {
      const stored = parseStoredPath(path);
      if (!stored) throw new Error(`S3PhotoQuarantine: not a stored photo path: ${JSON.stringify(path)}`);
      const existing = new Set((await this.list(`${this.base}${stored.memoryId}/`)).map((object) => object.Key!));
      for (const file of [stored.file, ...smallerFilesOf(stored.file)]) {
        const key = `${this.base}${stored.memoryId}/${file}`;
        if (existing.has(key)) await this.move(key, `${this.asideKey(at, stored.memoryId)}${file}`);
      }
    }
  }

  async listQuarantined(): Promise<QuarantinedPhotos[]> {
    const entries = new Map<string, { memoryId: string; quarantinedAt: Date; files: number; bytes: number }>();
    for (const { round, memoryId, object } of await this.quarantined()) {
      const at = instantOfQuarantineRound(round)!;
      const entry = entries.get(`${round}/${memoryId}`) ?? { memoryId, quarantinedAt: at, files: 0, bytes: 0 };
      entry.files++;
      entry.bytes += object.Size ?? 0;
      entries.set(`${round}/${memoryId}`, entry);
    }
    return [...entries.values()].sort((a, b) => a.quarantinedAt.getTime() - b.quarantinedAt.getTime());
  }

  async restore(memoryId: string): Promise<number> {
    assertMemoryId(memoryId);
    const files = (await this.quarantined()).filter((entry) => entry.memoryId === memoryId);
    for (const { object, file } of files) await this.move(object.Key!, `${this.base}${memoryId}/${file}`);
    // The empty object that stands for the memory's folder (see S3PhotoStorage).
    if (files.length > 0)
      await this.call(() =>
        this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: `${this.base}${memoryId}/`, Body: new Uint8Array(0) })),
      );
    return files.length;
  }

  async purgeQuarantined(before: Date): Promise<number> {
    const purged = new Set<string>();
    for (const { round, memoryId, object } of await this.quarantined()) {
      if (instantOfQuarantineRound(round)!.getTime() >= before.getTime()) continue;
      await this.delete(object.Key!);
      purged.add(`${round}/${memoryId}`);
    }
    return purged.size;
  }

  /** Every photo object put aside, with its round and memory; other keys under the quarantine are left alone. */
  private async quarantined(): Promise<{ round: string; memoryId: string; file: string; object: S3Object }[]> {
    const prefix = `${this.base}${QUARANTINE}/`;
    return (await this.list(prefix)).flatMap((object) => {
      const [round, memoryId, file, ...rest] = object.Key!.slice(prefix.length).split('/');
      const valid = round && instantOfQuarantineRound(round) && memoryId && MEMORY_ID.test(memoryId) && file && STORED_FILE.test(file);
      return valid && rest.length === 0 ? [{ round, memoryId, file, object }] : [];
    });
  }

  private asideKey(at: Date, memoryId: string): string {
    return `${this.base}${QUARANTINE}/${quarantineRoundOf(at)}/${memoryId}/`;
  }

  /** Copy, then delete: a failure in between leaves the object in both places. */
  private async move(from: string, to: string): Promise<void> {
    const source = `${this.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`;
    await this.call(() => this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: to, CopySource: source })));
    await this.delete(from);
  }

  private async delete(key: string): Promise<void> {
    await this.call(() => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })));
  }

  private list(prefix: string): Promise<S3Object[]> {
    return listObjects(this.client, this.bucket, prefix);
  }

  private call<T>(request: () => Promise<T>): Promise<T> {
    return sendToStorage(request);
  }
}

function assertMemoryId(memoryId: string): void {
  if (typeof memoryId !== 'string' || !MEMORY_ID.test(memoryId)) throw new Error(`S3PhotoQuarantine: not a memory id: ${JSON.stringify(memoryId)}`);
}
