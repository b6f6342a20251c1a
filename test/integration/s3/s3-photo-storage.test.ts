import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProcessedPhoto } from '../../../src/application/ports/photo-processor.js';
import { ObjectStorageUnavailableError, S3PhotoStorage, s3ClientFor } from '../../../src/adapters/storage/s3-photo-storage.js';
import { describePhotoStorageContract } from '../../contract/photo-storage.contract.js';
import { describePhotoQuarantineContract } from '../../contract/photo-quarantine.contract.js';
import { S3PhotoQuarantine } from '../../../src/adapters/storage/s3-photo-quarantine.js';
import { LOCAL_S3_SDK_ENV, startLocalS3, type LocalS3 } from '../../support/s3/local-s3.js';

let s3: LocalS3;
let buckets = 0;

beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.dispose();
});

/** The object behind a stored path, read with a plain client rather than the storage's own `read`. */
async function readObject(bucket: string, prefix: string, path: string): Promise<Uint8Array | null> {
  const match = /^\/uploads\/([A-Za-z0-9_-]+)\/([0-9a-f]+(?:-[0-9]+)?\.[a-z0-9]+)$/.exec(path);
  if (!match) return null;
  try {
    const object = await s3.client.send(new GetObjectCommand({ Bucket: bucket, Key: `${prefix}${match[1]}/${match[2]}` }));
    return await object.Body!.transformToByteArray();
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey') return null;
    throw error;
  }
}

/** A bucket of its own for each test, so every test starts from an empty storage. */
async function freshBucket(): Promise<string> {
  const bucket = `photos-${++buckets}`;
  await s3.createBucket(bucket);
  return bucket;
}

describePhotoStorageContract('S3PhotoStorage, under a prefix', async () => {
  const bucket = await freshBucket();
  return {
    storage: new S3PhotoStorage({ client: s3.client, bucket, prefix: 'site/photos' }),
    read: (path) => readObject(bucket, 'site/photos/', path),
  };
});

describePhotoQuarantineContract('S3PhotoQuarantine, under a prefix', async () => {
  const bucket = await freshBucket();
  return {
    storage: new S3PhotoStorage({ client: s3.client, bucket, prefix: 'site/photos' }),
    quarantine: new S3PhotoQuarantine({ client: s3.client, bucket, prefix: 'site/photos' }),
    everything: async () => (await s3.keys(bucket)).map((key) => key.slice('site/photos/'.length)),
  };
});

describePhotoStorageContract('S3PhotoStorage, at the bucket top', async () => {
  const bucket = await freshBucket();
  return { storage: new S3PhotoStorage({ client: s3.client, bucket }), read: (path) => readObject(bucket, '', path) };
});

describe('S3PhotoStorage', () => {
  const photo = (label: string): ProcessedPhoto => ({ bytes: new TextEncoder().encode(`bytes of ${label}`), width: 4, height: 3, extension: 'webp' });

  /** The real client, except that the `failing`-th PUT of a photo is refused. */
  function clientFailingPut(failing: number): S3Client {
    let puts = 0;
    return {
      send: (command: unknown) => {
        if (command instanceof PutObjectCommand && ++puts === failing) return Promise.reject(new Error('refused'));
        return s3.client.send(command as PutObjectCommand);
      },
    } as unknown as S3Client;
  }

  it('keeps no object of a save one of whose photos could not be written', async () => {
    const bucket = await freshBucket();
    const storage = new S3PhotoStorage({ client: clientFailingPut(2), bucket, prefix: 'p' });

    await expect(storage.save('mem-1', [photo('a'), photo('b'), photo('c')])).rejects.toThrow('refused');

    expect(await s3.keys(bucket)).toEqual([]);
  });

  it('keeps no object of a save one of whose smaller widths could not be written', async () => {
    const bucket = await freshBucket();
    const storage = new S3PhotoStorage({ client: clientFailingPut(5), bucket, prefix: 'p' });
    const widths = [480, 720] as const;
    const withWidths = (label: string): ProcessedPhoto => ({
      ...photo(label),
      variants: widths.map((width) => ({ width, bytes: new TextEncoder().encode(`${width} of ${label}`) })),
    });

    await expect(storage.save('mem-1', [withWidths('a'), withWidths('b')])).rejects.toThrow('refused');

    expect(await s3.keys(bucket)).toEqual([]);
  });

  it('keeps a photo’s smaller widths as objects beside it, under the same prefix, with their content type', async () => {
    const bucket = await freshBucket();
    const storage = new S3PhotoStorage({ client: s3.client, bucket, prefix: 'site' });

    const [path] = await storage.save('mem-1', [{ ...photo('a'), variants: [{ width: 480, bytes: new TextEncoder().encode('480') }] }]);

    const stemOf = path!
      .split('/')
      .pop()!
      .replace(/\.webp$/, '');
    expect((await s3.keys(bucket)).sort()).toEqual(['site/mem-1/', `site/mem-1/${stemOf}-480.webp`, `site/mem-1/${stemOf}.webp`].sort());
    const object = await s3.client.send(new GetObjectCommand({ Bucket: bucket, Key: `site/mem-1/${stemOf}-480.webp` }));
    expect(object.ContentType).toBe('image/webp');
    await object.Body!.transformToByteArray();
  });

  it('keeps a voice message ("Um áudio seu") as an audio/mp4 object in the page’s folder, opened as audio/mp4 and removed with it', async () => {
    const bucket = await freshBucket();
    const storage = new S3PhotoStorage({ client: s3.client, bucket, prefix: 'site' });
    const [path] = await storage.save('mem-1', [{ bytes: new TextEncoder().encode('aac'), width: 0, height: 0, extension: 'm4a' }]);

    const file = path!.split('/').pop()!;
    expect(file).toMatch(/^[0-9a-f]+\.m4a$/);
    const object = await s3.client.send(new GetObjectCommand({ Bucket: bucket, Key: `site/mem-1/${file}` }));
    expect(object.ContentType).toBe('audio/mp4');
    expect(new TextDecoder().decode(await object.Body!.transformToByteArray())).toBe('aac');
    const opened = (await storage.open(path!))!;
    opened.stream.destroy();
    expect(opened.contentType).toBe('audio/mp4');
    await storage.removeAllOf('mem-1');
    expect(await s3.keys(bucket)).toEqual([]);
  });

  it('keeps a photo’s AVIF copies as image/avif objects beside it, opened as image/avif', async () => {
    const bucket = await freshBucket();
    const storage = new S3PhotoStorage({ client: s3.client, bucket, prefix: 'site' });
    const [path] = await storage.save('mem-1', [photo('a')]);

    await storage.saveVariants(path!, [
      { width: 720, bytes: new TextEncoder().encode('avif 720'), format: 'avif' },
      { width: 1600, bytes: new TextEncoder().encode('avif 1600'), format: 'avif' },
    ]);

    const stem = path!
      .split('/')
      .pop()!
      .replace(/\.webp$/, '');
    for (const file of [`${stem}-720.avif`, `${stem}.avif`]) {
      const object = await s3.client.send(new GetObjectCommand({ Bucket: bucket, Key: `site/mem-1/${file}` }));
      expect(object.ContentType).toBe('image/avif');
      await object.Body!.transformToByteArray();
    }
    const opened = (await storage.open(path!.replace(/\.webp$/, '-720.avif')))!;
    opened.stream.destroy();
    expect(opened.contentType).toBe('image/avif');
    await storage.remove([path!]);
    expect(await s3.keys(bucket)).toEqual(['site/mem-1/']);
  });

  it('keeps each photo as the object {prefix}/{memoryId}/{file}, with its content type', async () => {
    const bucket = await freshBucket();
    const storage = new S3PhotoStorage({ client: s3.client, bucket, prefix: '/site/' });

    const [path] = await storage.save('mem-1', [photo('a')]);

    const file = path!.split('/').pop()!;
    expect(await s3.keys(bucket)).toEqual(['site/mem-1/', `site/mem-1/${file}`]);
    const object = await s3.client.send(new GetObjectCommand({ Bucket: bucket, Key: `site/mem-1/${file}` }));
    expect(object.ContentType).toBe('image/webp');
    await object.Body!.transformToByteArray();
  });

  it('opens a photo as a stream with a weak etag, its size and date; null for one that is not there', async () => {
    const bucket = await freshBucket();
    const storage = new S3PhotoStorage({ client: s3.client, bucket });
    const [path] = await storage.save('mem-1', [photo('a')]);

    const opened = (await storage.open(path!))!;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);

    expect(new Uint8Array(Buffer.concat(chunks))).toEqual(photo('a').bytes);
    expect(opened.etag).toMatch(/^W\/"[^"]+"$/);
    expect(opened.size).toBe(photo('a').bytes.byteLength);
    expect(opened.lastModified).toBeInstanceOf(Date);
    expect(opened.contentType).toBe('image/webp');
    await expect(storage.open(`/uploads/mem-1/${'a'.repeat(32)}.webp`)).resolves.toBeNull();
    await expect(storage.open('/uploads/mem-1/../x.webp')).resolves.toBeNull();
  });

  it('probes by writing and deleting an object no listing reports', async () => {
    const bucket = await freshBucket();
    const storage = new S3PhotoStorage({ client: s3.client, bucket, prefix: 'p' });

    await storage.probe();

    expect(await s3.keys(bucket)).toEqual([]);
    await expect(storage.listStored()).resolves.toEqual([]);
  });

  it('fails as unavailable, by code, when the service cannot be reached', async () => {
    for (const [name, value] of Object.entries(LOCAL_S3_SDK_ENV)) vi.stubEnv(name, value);
    const bucket = await freshBucket();
    // A port nothing listens on: the local server's, once it is closed.
    const other = await startLocalS3();
    const unreachable = s3ClientFor({ endpoint: other.endpoint, forcePathStyle: true });
    await other.dispose();
    const storage = new S3PhotoStorage({ client: unreachable, bucket });

    await expect(storage.save('mem-1', [photo('a')])).rejects.toMatchObject({ code: 'OBJECT_STORAGE_UNAVAILABLE' });
    await expect(storage.probe()).rejects.toBeInstanceOf(ObjectStorageUnavailableError);
    unreachable.destroy();
    vi.unstubAllEnvs();
  });
});
