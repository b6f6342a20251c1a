import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';

export interface ListedObject {
  /** The key under the base prefix. */
  readonly key: string;
  readonly size: number;
  readonly etag: string;
  readonly lastModified: Date;
}

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/**
 * The objects of one bucket under a prefix, by keys relative to it. A PUT makes an object visible whole or not at
 * all, which is what both the backup destination and the copy of the photo storage rely on.
 */
export class S3Objects {
  /** `{prefix}/`, or nothing at the bucket's top. */
  private readonly base: string;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    prefix: string,
  ) {
    const trimmed = prefix.replace(/^\/+|\/+$/g, '');
    this.base = trimmed ? `${trimmed}/` : '';
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      const output = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.base + key }));
      return output.Body ? await output.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      const output = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.base + key }));
      return output.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async put(key: string, bytes: Uint8Array, contentType = 'application/octet-stream'): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: this.base + key, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }),
    );
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.base + key }));
  }

  /** Every object whose key (under the base) starts with `prefix`, page by page. */
  async list(prefix = ''): Promise<ListedObject[]> {
    const objects: ListedObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.base + prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key === undefined || !object.Key.startsWith(this.base)) continue;
        objects.push({
          key: object.Key.slice(this.base.length),
          size: object.Size ?? 0,
          etag: (object.ETag ?? '').replaceAll('"', ''),
          lastModified: object.LastModified ?? new Date(0),
        });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return objects;
  }
}
