import type { PhotoProcessor, ProcessedPhoto } from '../../../src/application/ports/photo-processor.js';
import { DomainError } from '../../../src/domain/shared/domain-error.js';

/** Accepts any upload that starts with "IMG" and echoes it; anything else is not an image. */
export class FakePhotoProcessor implements PhotoProcessor {
  processed = 0;

  async process(upload: Uint8Array): Promise<ProcessedPhoto> {
    if (new TextDecoder().decode(upload.slice(0, 3)) !== 'IMG') throw new DomainError('photo.invalid-image');
    this.processed++;
    return { bytes: upload, width: 100, height: 100, extension: 'webp' };
  }
}

export const fakeImage = (label = 'photo'): Uint8Array => new TextEncoder().encode(`IMG:${label}`);
