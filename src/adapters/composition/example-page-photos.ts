import { Readable } from 'node:stream';
import { contentTypeOf, type OpenedPhoto } from '../storage/stored-photo-paths.js';
import type { ExamplePage } from '../example-page/example-page.js';

/**
 * The stored photos, and the example page's photos at its reserved id: those are kept in memory, never in the folder
 * or the bucket, so the photo sweep, the storage checks and the backups never meet them.
 */
export function withExamplePhotos(
  open: (storedPath: string) => Promise<OpenedPhoto | null>,
  example: ExamplePage,
): (storedPath: string) => Promise<OpenedPhoto | null> {
  return async (storedPath) => {
    const photo = await example.photo(storedPath);
    if (!photo) return open(storedPath);
    return {
      stream: Readable.from([Buffer.from(photo.bytes)]),
      etag: photo.etag,
      size: photo.bytes.byteLength,
      lastModified: photo.lastModified,
      contentType: contentTypeOf(storedPath),
    };
  };
}
