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

  it('names the voice message a row keeps ("Um áudio seu"), after its photos', () => {
    const row = { photos: JSON.stringify([A]), voice: '/uploads/m1/00112233445566778899aabbccddeeff.m4a' };
    expect(photoKeysOfPageRow(row)).toEqual(['m1/0123456789abcdef0123456789abcdef.webp', 'm1/00112233445566778899aabbccddeeff.m4a']);
    expect(photoKeysOfPageRow({ photos: JSON.stringify([A]), voice: null })).toEqual(['m1/0123456789abcdef0123456789abcdef.webp']);
  });

  it('names the photos alone for a row without AVIF widths (null, or a backup of an earlier version)', () => {
    expect(photoKeysOfPageRow({ photos: JSON.stringify([A]), photo_avif_widths: null })).toEqual(['m1/0123456789abcdef0123456789abcdef.webp']);
    expect(photoKeysOfPageRow({ photos: [A] })).toEqual(['m1/0123456789abcdef0123456789abcdef.webp']);
  });

  it('names nothing for a row whose photos are not a list', () => {
    expect(photoKeysOfPageRow({ photos: JSON.stringify('/uploads/m1/a.webp') })).toEqual([]);
    expect(photoKeysOfPageRow({ photos: null })).toEqual([]);
  });

  it('passes over entries of the photos that are not text', () => {
    expect(photoKeysOfPageRow({ photos: JSON.stringify([A, 3, null]) })).toEqual(['m1/0123456789abcdef0123456789abcdef.webp']);
  });

  it('names no AVIF copy for a photo whose widths are not a list', () => {
    const row = { photos: JSON.stringify([A]), photo_avif_widths: JSON.stringify({ [A]: 720 }) };
    expect(photoKeysOfPageRow(row)).toEqual(['m1/0123456789abcdef0123456789abcdef.webp']);
  });

  it('takes off the /uploads/ of the start of a path only', () => {
    expect(photoKeysOfPageRow({ photos: ['/media/uploads/m1/a.webp', '/uploads/m1/uploads/b.webp'] })).toEqual([
      '/media/uploads/m1/a.webp',
      'm1/uploads/b.webp',
    ]);
  });
});
