import { describe, expect, it } from 'vitest';
import {
  newMemoryPhotos,
  photoEdit,
  photosAfterEdit,
  shownPhotoAvifWidths,
  shownPhotoPlaceholders,
  shownPhotos,
  withPhotoAvifWidths,
  withPhotoPlaceholder,
  type MemoryPhotos,
} from '../../../src/domain/memory/memory-photos.js';
import { PLANS } from '../../../src/domain/plan/plan.js';

const [A, B, C, D] = ['/uploads/m1/a.webp', '/uploads/m1/b.webp', '/uploads/m1/c.webp', '/uploads/m1/d.webp'];

const page = (overrides: Partial<MemoryPhotos> = {}): MemoryPhotos => ({ photos: [A, B], photoPlaceholders: {}, photoAvifWidths: {}, ...overrides });

describe('a new page’s photos', () => {
  it('copies the list, keeps the placeholders of its own photos only, and has no AVIF copies yet', () => {
    const photos = [A, B];
    const made = newMemoryPhotos(photos, { [A]: 'data:a', [C]: 'data:c' });
    photos.push(C);
    expect(made).toEqual({ photos: [A, B], photoPlaceholders: { [A]: 'data:a' }, photoAvifWidths: {} });
  });

  it('has no placeholders when none are given', () => {
    expect(newMemoryPhotos([A]).photoPlaceholders).toEqual({});
  });
});

describe('the photos visitors see', () => {
  it('are all of them while the plan shows as many', () => {
    const photos = [A, B, C];
    expect(shownPhotos(photos, PLANS.premium)).toBe(photos);
  });

  it('are the first ones only on a plan that shows fewer (a page back on the basic plan)', () => {
    expect(shownPhotos([A, B, C], PLANS.basic)).toEqual([A]);
  });

  it('come with their placeholders and AVIF widths in their order, null and [] for a photo without', () => {
    const photos = page({ photos: [A, B, C], photoPlaceholders: { [B]: 'data:b', [C]: 'data:c' }, photoAvifWidths: { [A]: [720, 1600] } });
    expect(shownPhotoPlaceholders(photos, PLANS.premium)).toEqual([null, 'data:b', 'data:c']);
    expect(shownPhotoAvifWidths(photos, PLANS.premium)).toEqual([[720, 1600], [], []]);
    expect(shownPhotoPlaceholders(photos, PLANS.basic)).toEqual([null]);
    expect(shownPhotoAvifWidths(photos, PLANS.basic)).toEqual([[720, 1600]]);
  });
});

describe('a photo’s placeholder, given later', () => {
  it('is recorded for a photo of the page', () => {
    expect(withPhotoPlaceholder(page(), B, 'data:b')?.photoPlaceholders).toEqual({ [B]: 'data:b' });
  });

  it('changes nothing for a photo not on the page, or when it is the same', () => {
    expect(withPhotoPlaceholder(page(), C, 'data:c')).toBeNull();
    expect(withPhotoPlaceholder(page({ photoPlaceholders: { [A]: 'data:a' } }), A, 'data:a')).toBeNull();
  });
});

describe('a photo’s AVIF widths', () => {
  it('are recorded in increasing order, read-only', () => {
    const after = withPhotoAvifWidths(page(), A, [1600, 480]);
    expect(after?.photoAvifWidths).toEqual({ [A]: [480, 1600] });
    expect(Object.isFrozen(after?.photoAvifWidths[A])).toBe(true);
  });

  it('may be none worth keeping, which is recorded too', () => {
    expect(withPhotoAvifWidths(page(), A, [])?.photoAvifWidths).toEqual({ [A]: [] });
  });

  it('change nothing for a photo not on the page, or when they are the same in any order', () => {
    expect(withPhotoAvifWidths(page(), C, [480])).toBeNull();
    expect(withPhotoAvifWidths(page({ photoAvifWidths: { [A]: [480, 720] } }), A, [720, 480])).toBeNull();
  });

  it('replace the widths recorded before when they differ', () => {
    expect(withPhotoAvifWidths(page({ photoAvifWidths: { [A]: [480] } }), A, [480, 720])?.photoAvifWidths).toEqual({ [A]: [480, 720] });
  });

  it('replace the widths recorded before when as many differ in one width', () => {
    expect(withPhotoAvifWidths(page({ photoAvifWidths: { [A]: [480, 720] } }), A, [480, 1080])?.photoAvifWidths).toEqual({ [A]: [480, 1080] });
  });
});

describe('an owner’s change of the photos, checked', () => {
  it('keeps the shown photos not removed and the hidden ones apart', () => {
    expect(photoEdit([A, B, C], PLANS.basic, [], 0)).toEqual({ keptPhotos: [A], keptHiddenPhotos: [B, C], removedPhotos: [], addedCount: 0 });
    expect(photoEdit([A, B, C], PLANS.premium, [B, B], 1)).toEqual({ keptPhotos: [A, C], keptHiddenPhotos: [], removedPhotos: [B], addedCount: 1 });
  });

  it('removes a hidden photo the owner names, keeping the other hidden ones', () => {
    expect(photoEdit([A, B, C], PLANS.basic, [C], 0)).toEqual({ keptPhotos: [A], keptHiddenPhotos: [B], removedPhotos: [C], addedCount: 0 });
  });

  it('refuses to remove a photo that is not on the page', () => {
    expect(() => photoEdit([A], PLANS.basic, [D], 1)).toThrow(expect.objectContaining({ code: 'memory.photo-not-on-page' }));
  });

  it('refuses a page left without a photo, or with more than its plan shows', () => {
    expect(() => photoEdit([A], PLANS.basic, [A], 0)).toThrow(expect.objectContaining({ code: 'memory.photo-required' }));
    expect(() => photoEdit([A, B], PLANS.premium, [], 2)).toThrow(expect.objectContaining({ code: 'memory.photo-limit-exceeded' }));
  });
});

describe('the photos once an edit is applied', () => {
  it('are the kept ones, the added ones, then the hidden ones, with the variants of the photos still there', () => {
    const before = page({ photos: [A, B, C], photoPlaceholders: { [A]: 'data:a', [B]: 'data:b' }, photoAvifWidths: { [B]: [480], [C]: [720] } });
    const edit = { keptPhotos: [A], keptHiddenPhotos: [C], removedPhotos: [B], addedCount: 1 };
    expect(photosAfterEdit(before, edit, [D], { [D]: 'data:d' })).toEqual({
      photos: [A, D, C],
      photoPlaceholders: { [A]: 'data:a', [D]: 'data:d' },
      photoAvifWidths: { [C]: [720] },
    });
  });

  it('refuses added photos that are not the ones the edit was prepared for', () => {
    const edit = { keptPhotos: [A], keptHiddenPhotos: [], removedPhotos: [], addedCount: 1 };
    expect(() => photosAfterEdit(page(), edit, [])).toThrow('applyEdit: the added photos differ from the prepared edit');
  });
});
