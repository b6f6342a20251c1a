import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type _Object as S3Object,
} from '@aws-sdk/client-s3';
import type { PhotoVariant, ProcessedPhoto } from '../../application/ports/photo-processor.js';
import type { PhotoStorage, StoredPhotoFile, StoredPhotoFolder } from '../../application/ports/photo-storage.js';
import {
  contentTypeOf,
  EXTENSION,
  FILE_STEM,
  filesOfPhoto,
  LEFTOVER,
  MEMORY_ID,
  parseStoredPath,
  smallerFileOf,
  smallerFilesOf,
  STORED_FILE,
  storedPathOf,
  type OpenedPhoto,
} from './stored-photo-paths.js';

export interface S3PhotoStorageOptions {
  readonly client: S3Client;
  readonly bucket: string;
  /** Key prefix without slashes at either end; empty keeps the photos at the bucket's top. */
  readonly prefix?: string;
  /** Source of file names without extension (16 to 64 lower-case hex digits); random 128 bits by default. */
  readonly newFileStem?: () => string;
}

/** Where the S3 client sends its requests: AWS itself, or any S3-compatible service. */
export interface S3ClientOptions {
  /** An S3-compatible service's address; absent, AWS's own for the region of the SDK's chain. */
  readonly endpoint?: string;
  /** Bucket in the path (`{endpoint}/{bucket}/{key}`) rather than in the host name, for services that need it. */
  readonly forcePathStyle: boolean;
}

/**
 * A client with bounded waits: a service that does not answer must fail a request (and so the health check and an
 * order) within seconds, not hold it. Region and credentials come from the SDK's default chain (AWS_REGION,
 * AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, shared files, instance roles).
 */
export function s3ClientFor(options: S3ClientOptions): S3Client {
  return new S3Client({
    ...(options.endpoint
      ? {
          endpoint: options.endpoint,
          // S3-compatible services do not all know the checksums AWS adds by default: only those S3 requires.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
    forcePathStyle: options.forcePathStyle,
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
  });
}

/** Transport failures of the service: it is down, unreachable or too slow. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * The object storage could not be reached or answered with a server fault (5xx, throttling, a timeout): the request
 * was fine and may succeed later. The HTTP edge answers it as unavailable (503) by its code.
 */
export class ObjectStorageUnavailableError extends Error {
  readonly code = 'OBJECT_STORAGE_UNAVAILABLE';
  constructor(cause: unknown) {
    const { name, code } = cause as { name?: unknown; code?: unknown };
    super(`object storage unavailable (${String(code ?? name ?? 'unknown')})`, { cause });
    this.name = 'ObjectStorageUnavailableError';
  }
}

/**
 * Keeps each memory's photos as objects `{prefix}/{memoryId}/{random hex}.{ext}` of one bucket (a photo's smaller
 * widths beside it, `{random hex}-{width}.{ext}`, so PHOTO_PUBLIC_URL serves them too), and names them
 * `/uploads/{memoryId}/{file}` exactly as the file system storage does, so rows and photo URLs do not change with the
 * storage. An empty object `{prefix}/{memoryId}/` stands for the memory's folder: written after each save, it keeps a
 * memory whose photos were all removed listed (and dated) until `removeAllOf` takes it.
 *
 * What S3 does not promise, and how this storage copes:
 * - There is no rename, and none is needed: a PUT makes an object visible whole or not at all, so a write stopped
 *   half-way leaves nothing behind and `listStored` never reports leftovers.
 * - A listing may lag behind writes and deletes on S3-compatible services (AWS itself is read-after-write consistent):
 *   `listStored` may miss a photo just written or still show one just removed, and `removeAllOf` (which lists, then
 *   deletes) may miss an object written a moment before. What is missed is a file no page names, which a later sweep
 *   takes once it is old enough; nothing relies on a listing being complete at the moment it is made.
 * - Deletes are one request per object (`DeleteObject` is idempotent and understood by every S3-compatible service,
 *   unlike the batch call's checksum rules); a memory has a handful of photos.
 */
export class S3PhotoStorage implements PhotoStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  /** `{prefix}/`, or nothing at the bucket's top. */
  private readonly base: string;
  private readonly newFileStem: () => string;

  constructor(options: S3PhotoStorageOptions) {
    this.client = options.client;
    this.bucket = options.bucket;
    const prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
    this.base = prefix ? `${prefix}/` : '';
    this.newFileStem = options.newFileStem ?? (() => randomBytes(16).toString('hex'));
  }

  async save(memoryId: string, photos: readonly ProcessedPhoto[]): Promise<string[]> {
    assertMemoryId(memoryId);
    const fileNames = photos.map((photo) => `${this.fileStem()}.${extensionOf(photo)}`);
    if (fileNames.length === 0) return [];

    const files = photos.flatMap((photo, i) => filesOfPhoto(fileNames[i]!, photo));
    await this.putAllOrNothing(
      files.map((file) => ({ key: this.keyOf(memoryId, file.fileName), bytes: file.bytes, contentType: contentTypeOf(file.fileName) })),
      () => this.put(this.folderKey(memoryId), new Uint8Array(0), 'application/x-directory'),
    );
    return fileNames.map((fileName) => storedPathOf(memoryId, fileName));
  }

  async saveVariants(path: string, variants: readonly PhotoVariant[]): Promise<void> {
    const stored = parseStoredPath(path);
    if (!stored || smallerFilesOf(stored.file).length === 0) throw new Error(`S3PhotoStorage: not a stored photo path: ${JSON.stringify(path)}`);
    const objects = variants.map((variant) => {
      const fileName = smallerFileOf(stored.file, variant.width, variant.format);
      return { key: this.keyOf(stored.memoryId, fileName), bytes: variant.bytes, contentType: contentTypeOf(fileName) };
    });
    await this.putAllOrNothing(objects, async () => {});
  }

  /** Writes every object, then `after`; when anything fails, every key is deleted before it rejects. */
  private async putAllOrNothing(
    objects: readonly { key: string; bytes: Uint8Array; contentType: string }[],
    after: () => Promise<void>,
  ): Promise<void> {
    // Every write is waited for, failed or not, so that none lands after the undo below.
    const writes = await Promise.allSettled(objects.map((object) => this.put(object.key, object.bytes, object.contentType)));
    const failure = writes.find((write) => write.status === 'rejected');
    try {
      if (failure) throw failure.reason;
      await after();
    } catch (error) {
      // Every key, the failed ones too: a PUT that timed out may still have been stored. Deleting a key that is not
      // there is no error. When the service is down the undo fails as well; what it could not remove is named by no
      // page and is taken by the orphan sweep once it is old enough.
      await Promise.allSettled(objects.map((object) => this.delete(object.key)));
      throw error;
    }
  }

  async read(path: string): Promise<Uint8Array | null> {
    const opened = await this.get(path);
    return opened ? opened.Body.transformToByteArray() : null;
  }

  /** Opens a stored photo for streaming (the object's body, not buffered); null when there is none at that path. */
  async open(path: string): Promise<OpenedPhoto | null> {
    const opened = await this.get(path);
    if (!opened) return null;
    return {
      stream: opened.Body as unknown as Readable,
      etag: `W/"${(opened.ETag ?? '').replace(/^W\//, '').replace(/"/g, '')}"`,
      size: opened.ContentLength ?? 0,
      lastModified: opened.LastModified ?? new Date(0),
      contentType: contentTypeOf(path),
    };
  }

  async remove(paths: readonly string[]): Promise<void> {
    const keys = paths.flatMap((path) => {
      const stored = parseStoredPath(path);
      if (!stored) throw new Error(`S3PhotoStorage: not a stored photo path: ${JSON.stringify(path)}`);
      return [stored.file, ...smallerFilesOf(stored.file)].map((file) => this.keyOf(stored.memoryId, file));
    });
    await Promise.all(keys.map((key) => this.delete(key)));
  }

  async removeAllOf(memoryId: string): Promise<void> {
    assertMemoryId(memoryId);
    const objects = await this.list(this.folderKey(memoryId));
    await Promise.all(objects.map((object) => this.delete(object.Key!)));
  }

  async listStored(): Promise<StoredPhotoFolder[]> {
    const folders = new Map<string, { marked: Date | null; photos: StoredPhotoFile[] }>();
    for (const object of await this.list(this.base)) {
      const match = /^((?!_)[A-Za-z0-9_-]{1,128})\/(.*)$/.exec(object.Key!.slice(this.base.length));
      if (!match) continue;
      const [, memoryId, name] = match as unknown as [string, string, string];
      const modifiedAt = object.LastModified ?? new Date(0);
      const folder = folders.get(memoryId) ?? { marked: null, photos: [] };
      if (name === '') folder.marked = modifiedAt;
      else if (STORED_FILE.test(name)) folder.photos.push({ path: storedPathOf(memoryId, name), modifiedAt });
      else continue;
      folders.set(memoryId, folder);
    }
    return [...folders].map(([memoryId, folder]) => ({
      memoryId,
      // The folder changed when it was last saved into, or when its newest photo was written.
      modifiedAt: new Date(Math.max(folder.marked?.getTime() ?? 0, ...folder.photos.map((photo) => photo.modifiedAt.getTime()))),
      photos: folder.photos,
      leftovers: [],
    }));
  }

  /** A PUT is all or nothing: there are never leftovers to remove. The names are still checked as the port says. */
  async removeLeftovers(memoryId: string, names: readonly string[]): Promise<void> {
    assertMemoryId(memoryId);
    for (const name of names) {
      if (!LEFTOVER.test(name)) throw new Error(`S3PhotoStorage: not a leftover file: ${JSON.stringify(name)}`);
    }
  }

  /**
   * Writes and deletes a small object beside the memories' folders: fails as a save would (service down, bucket gone,
   * credentials refused). Its key is no memory's folder, so no listing ever reports it.
   */
  async probe(): Promise<void> {
    const key = `${this.base}.health-${randomUUID()}`;
    try {
      await this.put(key, new TextEncoder().encode('ok'), 'text/plain');
    } finally {
      await this.delete(key);
    }
  }

  private async get(path: string) {
    const stored = parseStoredPath(path);
    if (!stored) return null;
    try {
      const output = await this.call(() =>
        this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(stored.memoryId, stored.file) })),
      );
      return output.Body ? { ...output, Body: output.Body } : null;
    } catch (error) {
      if ((error as { name?: unknown }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  private async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.call(() =>
      this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }),
      ),
    );
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

  private keyOf(memoryId: string, fileName: string): string {
    return `${this.folderKey(memoryId)}${fileName}`;
  }

  private folderKey(memoryId: string): string {
    return `${this.base}${memoryId}/`;
  }

  private fileStem(): string {
    const stem = this.newFileStem();
    if (!FILE_STEM.test(stem)) throw new Error('S3PhotoStorage: a file stem must be 16 to 64 lower-case hex digits');
    return stem;
  }
}

/** A failure of the service itself (down, unreachable, throttling, a 5xx), not of the request. */
/** Every object under a key prefix, page by page. */
export async function listObjects(client: S3Client, bucket: string, prefix: string): Promise<S3Object[]> {
  const objects: S3Object[] = [];
  let token: string | undefined;
  do {
    const page = await sendToStorage(() => client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token })));
    objects.push(...(page.Contents ?? []).filter((object) => object.Key !== undefined));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

/** Runs one request; a service that is down, unreachable or failing on its side becomes ObjectStorageUnavailableError. */
export async function sendToStorage<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw isUnavailable(error) ? new ObjectStorageUnavailableError(error) : error;
  }
}

export function isUnavailable(error: unknown): boolean {
  const e = error as { name?: unknown; code?: unknown; $fault?: unknown; $metadata?: { httpStatusCode?: number } } | null;
  if (!e) return false;
  if (typeof e.code === 'string' && UNREACHABLE_CODES.has(e.code)) return true;
  if (e.name === 'TimeoutError' || e.name === 'RequestTimeout' || e.name === 'SlowDown') return true;
  return e.$fault === 'server' || (e.$metadata?.httpStatusCode ?? 0) >= 500;
}

function assertMemoryId(memoryId: string): void {
  if (typeof memoryId !== 'string' || !MEMORY_ID.test(memoryId)) throw new Error(`S3PhotoStorage: not a memory id: ${JSON.stringify(memoryId)}`);
}

function extensionOf(photo: ProcessedPhoto): string {
  if (!EXTENSION.test(photo.extension)) throw new Error(`S3PhotoStorage: bad extension: ${JSON.stringify(photo.extension)}`);
  return photo.extension;
}
