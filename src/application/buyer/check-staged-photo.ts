import type { PhotoProcessor, PhotoUpload } from '../ports/photo-processor.js';

export interface CheckStagedPhotoInput {
  readonly photo: PhotoUpload;
}

/**
 * A photo sent ahead of its order, while the buyer still fills the form: it must pass every check an order's photo
 * passes (an accepted format that decodes completely, within the size and pixel limits), so the order that names it
 * later is refused for nothing but its own fields. Rejects with the processor's `photo.*` DomainError.
 */
export class CheckStagedPhoto {
  constructor(private readonly photoProcessor: PhotoProcessor) {}

  async execute(input: CheckStagedPhotoInput): Promise<void> {
    await this.photoProcessor.process(input.photo);
  }
}
