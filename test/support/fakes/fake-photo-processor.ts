import { readFile } from 'node:fs/promises';
import type { PhotoProcessor, PhotoUpload, ProcessedPhoto } from '../../../src/application/ports/photo-processor.js';
import { DomainError } from '../../../src/domain/shared/domain-error.js';

/** The upload's bytes: as given, or read from the file it was staged in (which must still be there). */
export async function uploadBytes(upload: PhotoUpload): Promise<Uint8Array> {
  return upload instanceof Uint8Array ? upload : new Uint8Array(await readFile(upload.path));
}

/** Accepts any upload that starts with "IMG" and echoes it; anything else is not an image. */
export class FakePhotoProcessor implements PhotoProcessor {
  processed = 0;

  async process(upload: PhotoUpload): Promise<ProcessedPhoto> {
    const bytes = await uploadBytes(upload);
    if (new TextDecoder().decode(bytes.slice(0, 3)) !== 'IMG') throw new DomainError('photo.invalid-image');
    this.processed++;
    return { bytes, width: 100, height: 100, extension: 'webp' };
  }
}

/** Photos stored exactly as uploaded, no image work: for tests that are not about photos. */
export const storedAsGiven: PhotoProcessor = {
  process: async (upload) => ({ bytes: await uploadBytes(upload), width: 1, height: 1, extension: 'webp' }),
};

export const fakeImage = (label = 'photo'): Uint8Array => new TextEncoder().encode(`IMG:${label}`);
