import { describe, expect, it } from 'vitest';
import { photoKeysOfPageRow } from '../../../src/application/backup/backup-manifest.js';

const A = '/uploads/m1/0123456789abcdef0123456789abcdef.webp';
const B = '/uploads/m1/fedcba9876543210fedcba9876543210.webp';

describe('the photo keys a page row names (a backup copies them, or takes its snapshot again)', () => {
  it('names the photos, and the AVIF copies the row records for each', () => {
    const row = { photos: JSON.stringify([A, B]), photo_avif_widths: JSON.stringify({ [A]: [1600, 720], [B]: [] }) };

    expect(photoKeysOfPageRow(row)).toEqual([
      'm1/0123456789abcdef0123456789abcdef.webp',
      'm1/fedcba9876543210fedcba9876543210.webp',
      'm1/0123456789abcdef0123456789abcdef-720.avif',
      'm1/0123456789abcdef0123456789abcdef.avif',
    ]);
  });

  it('names the photos alone for a row without AVIF widths (null, or a backup of an earlier version)', () => {
    expect(photoKeysOfPageRow({ photos: JSON.stringify([A]), photo_avif_widths: null })).toEqual(['m1/0123456789abcdef0123456789abcdef.webp']);
    expect(photoKeysOfPageRow({ photos: [A] })).toEqual(['m1/0123456789abcdef0123456789abcdef.webp']);
  });
});
