import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';

/** Where a shop keeps its photos, read directly (not through the product): file name → SHA-256, per page. */
export interface PhotoStore {
  files(memoryId: string): Promise<Map<string, string>>;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * A photo's AVIF copies are derived: the server makes them in the background after a payment or an edit, on its own
 * schedule (and `memories-cli photo-variants` makes them again), so a drill observing the pages as the buyers changed
 * them leaves them out, with the files being written (a dot and a temporary suffix) and the widths a page records.
 */
const isDerivedFile = (name: string) => name.endsWith('.avif') || name.startsWith('.');

/** DATA_DIR/uploads/{memoryId}/… */
export function folderPhotoStore(uploadsDir: string): PhotoStore {
  return {
    async files(memoryId) {
      const folder = join(uploadsDir, memoryId);
      const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      const files = new Map<string, string>();
      for (const name of names.filter((name) => !isDerivedFile(name)).sort()) files.set(name, sha256(await readFile(join(folder, name))));
      return files;
    },
  };
}

/** s3://{bucket}/{prefix}/{memoryId}/… */
export function bucketPhotoStore(client: S3Client, bucket: string, prefix: string): PhotoStore {
  return {
    async files(memoryId) {
      const base = `${prefix ? `${prefix}/` : ''}${memoryId}/`;
      const files = new Map<string, string>();
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: base, ContinuationToken: token }));
        // A key ending in "/" marks a folder (as consoles and some tools make them): no photo.
        for (const object of (page.Contents ?? []).filter((listed) => !listed.Key!.endsWith('/') && !isDerivedFile(listed.Key!.slice(base.length)))) {
          const body = await client.send(new GetObjectCommand({ Bucket: bucket, Key: object.Key! }));
          files.set(object.Key!.slice(base.length), sha256(await body.Body!.transformToByteArray()));
        }
        token = page.NextContinuationToken;
      } while (token);
      return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
    },
  };
}

/** What the public sees of a page: the status and body of `GET /api/{slug}/{id}`. */
export interface PublicView {
  readonly status: number;
  readonly body: string;
}

export async function publicView(origin: string, slug: string, id: string): Promise<PublicView> {
  const response = await fetch(`${origin}/api/${slug}/${id}`);
  const body = await response.text();
  if (response.status !== 200) return { status: response.status, body };
  const { photoAvifWidths: _derived, ...page } = JSON.parse(body) as Record<string, unknown>;
  return { status: response.status, body: JSON.stringify(page) };
}

/** Every photo a public page shows, with its 480, 720 and 1080 px widths, as the server sends them: URL path → SHA-256. */
export async function servedPhotos(origin: string, view: PublicView): Promise<Map<string, string>> {
  const served = new Map<string, string>();
  if (view.status !== 200) return served;
  const { photos } = JSON.parse(view.body) as { photos: string[] };
  for (const photo of photos) {
    const stem = photo.replace(/\.webp$/, '');
    for (const path of [photo, `${stem}-480.webp`, `${stem}-720.webp`, `${stem}-1080.webp`]) {
      const response = await fetch(`${origin}/api${path}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      served.set(path, response.status === 200 ? sha256(bytes) : `HTTP ${response.status}`);
    }
  }
  return served;
}

/** A page as the public and the storage have it at one moment. */
export interface PageObservation {
  readonly view: PublicView;
  /** The page's stored files (every photo and width, those a refunded upgrade hides included). */
  readonly files: Map<string, string>;
  /** What the server sends for each photo the page shows. */
  readonly served: Map<string, string>;
}

export async function observePage(origin: string, store: PhotoStore, page: { slug: string; id: string }): Promise<PageObservation> {
  const view = await publicView(origin, page.slug, page.id);
  return { view, files: await store.files(page.id), served: await servedPhotos(origin, view) };
}

/** Plain objects, for toEqual with readable differences. */
export function plain(observation: PageObservation): {
  status: number;
  body: unknown;
  files: Record<string, string>;
  served: Record<string, string>;
} {
  let body: unknown = observation.view.body;
  try {
    body = JSON.parse(observation.view.body);
  } catch {
    // Not JSON: compared as text.
  }
  return {
    status: observation.view.status,
    body,
    files: Object.fromEntries(observation.files),
    served: Object.fromEntries(observation.served),
  };
}
