import { describe, expect, it } from 'vitest';
import { CheckStagedPhoto } from '../../../src/application/buyer/check-staged-photo.js';
import { DomainError } from '../../../src/domain/shared/domain-error.js';
import { fakeImage, FakePhotoProcessor } from '../../support/fakes/fake-photo-processor.js';

describe('CheckStagedPhoto', () => {
  it("passes a photo an order would take, through the order's own checks", async () => {
    const processor = new FakePhotoProcessor();
    await new CheckStagedPhoto(processor).execute({ photo: fakeImage() });
    expect(processor.processed).toBe(1);
  });

  it("refuses what an order would refuse, with the processor's photo code", async () => {
    const refused = new CheckStagedPhoto(new FakePhotoProcessor()).execute({ photo: new TextEncoder().encode('not a photo') });
    await expect(refused).rejects.toBeInstanceOf(DomainError);
    await expect(refused).rejects.toMatchObject({ code: 'photo.invalid-image' });
  });
});
